// `rpcforge serve` as a user runs it, in a child process on 127.0.0.1: ours in front of an embedded anvil with the
// other families mocked from the spec's examples and keys from a YAML file reloaded on change (what `npm start`
// runs); a spec without our extensions in front of a small upstream; a signal while it starts; the flags it refuses.
// Every process is stopped with SIGTERM and must exit.
import { spawn } from 'node:child_process';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { keyId as keyIdOf } from '../generator/emit/server/runtime/engine/key-id.js';
import { repoRoot } from './helpers.js';
import { examples } from './server-helpers.js';
import { startRpcServer } from './client-helpers.js';
import { freePort, post, until } from './gateway-helpers.js';
import { serveProcesses, started, stop } from './support/serve-process.js';

const { work, run, cleanup } = serveProcesses();
afterAll(cleanup);

describe('rpcforge serve', () => {
  it('runs ours in front of an embedded anvil, mocks the other families, prints a curl line but no key of keys.yaml, reloads it', async () => {
    const keysFile = join(work, 'keys.yaml');
    writeFileSync(keysFile, 'plans:\n  Free: {}\n  Growth: {}\nkeys:\n  demo-key-0001:\n    plan: Growth\n');
    const server = run(['--spec', 'spec/openrpc.yaml', '--anvil', '--mock', '--keys', keysFile]);
    try {
      const base = await started(server);
      const output = server.out();
      // No key of the file on stdout (it ends up in terminals and CI logs): <API_KEY> in the URLs, the file named
      // with its first key's fingerprint, the one the log lines show.
      expect(output).toContain(`HTTP      ${base}/v3/<API_KEY>`);
      expect(output).toContain(`WebSocket ${base.replace('http', 'ws')}/ws/v3/<API_KEY>`);
      expect(output).toContain(`keys: 1 from ${keysFile} (first key's fingerprint ${keyIdOf('demo-key-0001')})`);
      expect(output).toContain(`<API_KEY>: a key from ${keysFile}`);
      expect(output).not.toContain('demo-key-0001');
      // The reference page's address, which answers the page.
      expect(output).toContain(`docs      ${base}/v3/ (the reference page; GET / leads there)`);
      expect((await fetch(`${base}/`)).headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(output).toMatch(/mocked from the spec's examples: getTokenAccountsByDelegate, getVoteAccounts, getFeeForMessage, starknet_addDeployAccountTransaction/);
      // The printed curl line works as printed (its body and URL), with a key of the file in $API_KEY (run through a
      // shell in test/serve-banner-shell.test.ts).
      const curl = /--data '([^']+)' '([^']+)'"\$API_KEY"$/m.exec(output)!;
      const answer = await fetch(`${curl[2]!}demo-key-0001`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: curl[1] });
      expect(((await answer.json()) as { result: { number: string } }).result.number).toMatch(/^0x/);
      // Mocked from the examples: the example's params give the example's result.
      const vote = await post(`${base}/v3/demo-key-0001`, 'getVoteAccounts', examples.getVoteAccounts.params);
      expect(vote.body.result).toEqual(examples.getVoteAccounts.result);
      expect((await post(`${base}/v3/other-key-0001`, 'getVoteAccounts', [])).status).toBe(401);
      // Reloaded without restart.
      writeFileSync(keysFile, 'plans:\n  Free: {}\nkeys:\n  other-key-0001:\n    plan: Free\n');
      await until(async () => (await post(`${base}/v3/other-key-0001`, 'getVoteAccounts', [])).status === 200, 10_000, 'the new key is let in');
      expect((await post(`${base}/v3/demo-key-0001`, 'getVoteAccounts', [])).status).toBe(401);
      // A broken edit keeps the keys in force.
      writeFileSync(keysFile, 'keys: [not: {a map');
      await until(() => /not reloaded, the keys in force are kept/.test(server.err()), 10_000, 'the broken file is reported');
      expect((await post(`${base}/v3/other-key-0001`, 'getVoteAccounts', [])).status).toBe(200);
    } finally {
      expect(await stop(server)).toBe(0);
    }
    // The embedded anvil went with it.
    const anvilUrl = /embedded anvil (http:\/\/\S+)\)/.exec(server.out())?.[1];
    expect(anvilUrl).toBeDefined();
    await expect(fetch(anvilUrl!, { method: 'POST', body: '{}' })).rejects.toThrow();
  }, 120_000);

  it('a signal during start-up lets the start finish, then stops the embedded anvil and exits 0', async () => {
    // Nothing listens on this port: the start waits for Redis (up to 2 s) after anvil is up, which leaves time to
    // signal while it starts.
    const redisPort = await freePort();
    const server = run(['--spec', 'spec/openrpc.yaml', '--anvil', '--mock', '--redis', `redis://127.0.0.1:${redisPort}`]);
    const anvilLine = /anvil \(embedded Ethereum node\) on (http:\/\/\S+)/;
    await until(() => anvilLine.test(server.err()) || server.child.exitCode !== null, 90_000, `anvil did not start:\n${server.err()}`);
    const anvilUrl = anvilLine.exec(server.err())![1]!;
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(server.out()).not.toMatch(/gateway listening/);
    await expect(fetch(anvilUrl, { method: 'POST', body: '{}' })).rejects.toThrow();
  });

  it('a serve killed outright (SIGKILL: no handler runs) takes its embedded anvil with it', async () => {
    // What a test runner's teardown or a supervisor does; the anvil used to be left running, orphaned, on its port.
    const server = run(['--spec', 'spec/openrpc.yaml', '--anvil', '--mock', '--no-metrics']);
    await started(server);
    const anvilUrl = /embedded anvil (http:\/\/\S+)\)/.exec(server.out())![1]!;
    expect((await post(anvilUrl, 'eth_chainId', [])).body.result).toMatch(/^0x/);
    server.child.kill('SIGKILL');
    await server.exited;
    await until(async () => fetch(anvilUrl, { method: 'POST', body: '{}' }).then(() => false, () => true), 5_000, 'the orphaned anvil stops answering');
  }, 120_000);

  it('serves any spec: the minimal fixture (no servers, no x-family) in front of an upstream', async () => {
    const upstream = await startRpcServer({ answer: (request) => ({ result: (request.params as number[]).reduce((a, b) => a + b, 0) }) });
    const server = run(['--spec', 'test/fixtures/minimal/spec/openrpc.yaml', '--upstream', upstream.url]);
    try {
      const base = await started(server);
      expect((await post(`${base}/`, 'echo_add', [2, 3])).body).toMatchObject({ result: 5 });
      expect((await post(`${base}/`, 'echo_add', ['x'])).body.error).toMatchObject({ code: -32602 });
      expect(upstream.requests.map((r) => r.method)).toEqual(['echo_add']);
    } finally {
      expect(await stop(server)).toBe(0);
      await upstream.close();
    }
  }, 120_000);

  it('takes the upstream and Redis URLs from the environment or a file, so that no secret is in its arguments or output', async () => {
    const upstream = await startRpcServer({ answer: (request) => ({ result: (request.params as number[]).reduce((a, b) => a + b, 0) }) });
    // Providers put the key in the path: it must reach the upstream and nowhere else.
    const secretUrl = `${upstream.url}/v3/provider-secret-0001`;
    const urlFile = join(work, 'upstream-url');
    writeFileSync(urlFile, `${secretUrl}\n`);
    for (const [args, env] of [
      [[], { RPCFORGE_UPSTREAM: secretUrl }],
      [['--upstream', 'file:' + urlFile], {}],
      [['--upstream', 'default=env:MY_NODE_URL'], { MY_NODE_URL: secretUrl }],
    ] as const) {
      const server = run(['--spec', 'test/fixtures/minimal/spec/openrpc.yaml', ...args], env);
      try {
        const base = await started(server);
        expect((await post(`${base}/`, 'echo_add', [2, 3])).body).toMatchObject({ result: 5 });
        expect(readFileSync(`/proc/${server.child.pid}/cmdline`, 'utf8')).not.toContain('provider-secret');
      } finally {
        expect(await stop(server)).toBe(0);
      }
      expect(server.out() + server.err()).not.toContain('provider-secret');
    }
    await upstream.close();
    for (const [args, env, message] of [
      [['--mock', '--redis', 'env:RPCFORGE_TEST_UNSET'], {}, /--redis env:RPCFORGE_TEST_UNSET: the environment variable RPCFORGE_TEST_UNSET is not set/],
      [['--mock'], { RPCFORGE_REDIS_URL: 'http://user:redis-secret-pw@127.0.0.1:6379' }, /RPCFORGE_REDIS_URL.*expected a redis:\/\/ or rediss:\/\/ URL/],
      [['--upstream', `file:${join(work, 'missing')}`], {}, /--upstream file:.*missing: cannot open the file \(ENOENT\)/],
      [['--upstream', 'ftp://user:upstream-secret-pw@host/v3/provider-secret-0002'], {}, /--upstream ftp:\/\/host\/…: expected an http/],
    ] as const) {
      const server = run([...args], env);
      expect(await server.exited).toBe(2);
      expect(server.err()).toMatch(message);
      expect(server.out() + server.err()).not.toMatch(/secret/);
    }
  }, 120_000);

  it('without --cache-dir, generates into a folder of its own and removes it on exit; no demo key for a spec without a key path', async () => {
    const upstream = await startRpcServer({ answer: () => ({ result: 1 }) });
    const child = spawn(process.execPath, [join(repoRoot, 'bin/rpcforge.js'), 'serve', '--port', '0', '--spec', 'test/fixtures/minimal/spec/openrpc.yaml', '--upstream', upstream.url], { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => (err += c.toString()));
    const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
    try {
      await until(() => /try: curl/.test(out) || child.exitCode !== null, 90_000, `serve did not start:\n${err}`);
      const folder = /generated \d+ methods into (\S+) in/.exec(err)?.[1];
      expect(folder).toBeDefined();
      expect(existsSync(join(folder!, 'package.json'))).toBe(true);
      expect(out).not.toMatch(/demo key/);
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
      expect(existsSync(folder!)).toBe(false);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      await upstream.close();
    }
  }, 120_000);

  it('without a gateway flag serves the docs, and says which gateway flags given do nothing there', async () => {
    // The helper passes --cache-dir too, itself a gateway flag.
    const docs = run(['--keys', 'examples/keys.yaml', '--hedge', '--try-origin', 'https://rpc.example']);
    await until(() => /serving the reference of/.test(docs.out()) || docs.child.exitCode !== null, 60_000, 'the docs server');
    expect(docs.err()).toContain('rpcforge serve: --keys, --cache-dir, --hedge apply to a gateway only, which --upstream, --anvil, --mock, --redis or --config starts; serving the reference docs without them');
    expect(docs.err()).not.toContain('--try-origin');
    await stop(docs);
  }, 60_000);

  it('refuses what it cannot do, with exit code 2', async () => {
    for (const [args, message] of [
      [['--mock', '--redis', 'http://127.0.0.1:6379'], /--redis: expected a redis:\/\/ or rediss:\/\/ URL/],
      [['--mock', '--log-level', 'debug'], /--log-level.*expected info or error/],
      [['--upstream', 'ftp://x'], /--upstream ftp:\/\/x: expected an http\(s\):\/\/ or ws\(s\):\/\/ URL/],
      [['--upstream', 'solana=http://127.0.0.1:1'], /the spec has no method family solana \(it has evm, slot-commitment, starknet\)/],
      [['--mock', '--genesis-hash', 'mainnet'], /rpcforge serve: --genesis-hash: expected a genesis hash: 32 bytes in base-58/],
      [['--upstream', 'evm=http://127.0.0.1:1', '--genesis-hash', 'devnet'], /rpcforge serve: --genesis-hash: no family served names its chain by genesis hash/],
      [['--mock', '--chain-id', 'sepolia'], /rpcforge serve: --chain-id: expected a chain id: a whole number \(1\) or hex \(0x1\)/],
      [['--upstream', 'slot-commitment=http://127.0.0.1:1', '--chain-id', '1'], /rpcforge serve: --chain-id: no family served names its chain by chain id \(slot-commitment by genesis hash: give --genesis-hash\)/],
    ] as const) {
      const server = run([...args]);
      expect(await server.exited).toBe(2);
      expect(server.err()).toMatch(message);
    }
    // A port already taken (npm start run twice), for the gateway and for the docs server: what to do about it.
    const taken = createNetServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const port = String((taken.address() as AddressInfo).port);
    try {
      for (const args of [['--mock', '--port', port], ['--anvil', '--mock', '--port', port], ['--port', port]]) {
        const server = run(args);
        expect(await server.exited).toBe(2);
        expect(server.err()).toContain(`address already in use 127.0.0.1:${port} (another process listens there, perhaps another rpcforge serve: --port <n> picks another port, --port 0 a free one)`);
        // Found before the start-up work: no package generated, no anvil started (and left to stop).
        expect(server.err()).not.toMatch(/generated \d+ methods|anvil \(embedded Ethereum node\)/);
      }
    } finally {
      taken.close();
    }
  }, 120_000);
});
