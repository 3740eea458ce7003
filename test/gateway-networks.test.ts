// `serve --config`: two networks served by one gateway process in front of two real anvils started with different
// chain ids; keys limited to networks (per key and per plan) refused on the others with the documented 403/-32042;
// metrics and log lines carrying the network; the config and the keys file edited while it runs (picked up without a
// restart, a broken edit keeping what is in force); bad and hostile configs refused, located, within the bound and
// before anything starts.
import { request } from 'node:http';
import { connect } from 'node:net';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startAnvil, type EmbeddedNode } from '../generator/serve/anvil.js';
import { KeyRing } from '../gateway/src/index.js';
import { checkGatewayConfig, loadGatewayConfig } from '../gateway/src/gateway-config.js';
import { serve, type RunningGateway } from '../generator/serve/serve.js';
import { freePort, post, startAll, until } from './gateway-helpers.js';
import { serveProcesses, started, stop } from './support/serve-process.js';

const work = mkdtempSync(join(tmpdir(), 'rpcforge-networks-'));
const configFile = join(work, 'gateway.yaml');
const keysFile = join(work, 'keys.yaml');
let alpha: EmbeddedNode;
let beta: EmbeddedNode;
let gateway: RunningGateway;
const logLines: string[] = [];
const stderr: string[] = [];

const ws = (node: EmbeddedNode) => node.url.replace(/^http/, 'ws');
const config = (extra = '') =>
  `networks:\n  alpha:\n    base: /alpha\n    upstreams:\n      evm: ${ws(alpha)}\n  beta:\n    base: /beta/\n    upstreams:\n      evm: [${beta.url}]\n${extra}`;
const keys = (alphaKeyNetworks: string) =>
  `plans:\n  Free: {}\n  BetaOnly:\n    networks: [beta]\nkeys:\n  key-any:\n    plan: Free\n  key-alpha:\n    plan: Free\n    networks: ${alphaKeyNetworks}\n  key-beta-plan:\n    plan: BetaOnly\n`;

/** A call with a Host header of our choosing (fetch does not let one be set). */
function postWithHost(url: string, host: string, method: string): Promise<{ status: number; body: { result?: unknown; error?: { code: number } } }> {
  return new Promise((resolve, reject) => {
    const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: [] });
    const req = request(url, { method: 'POST', headers: { host, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } }, (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) as never }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** Whether something listens on 127.0.0.1:port (a refused connection: no). */
function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const req = request({ host: '127.0.0.1', port, path: '/healthz' }, () => resolve(true));
    req.on('error', () => resolve(false));
    req.end();
  });
}

beforeAll(async () => {
  [alpha, beta] = (await startAll([startAnvil(0, ['--chain-id', '111']), startAnvil(0, ['--chain-id', '222'])])) as [EmbeddedNode, EmbeddedNode];
  writeFileSync(configFile, config());
  writeFileSync(keysFile, keys('[alpha]'));
  gateway = await serve(
    {
      spec: 'spec/openrpc.yaml',
      config: configFile,
      keys: keysFile,
      port: 0,
      outsideSpec: 'forward',
      configSettleMs: 200,
      keysSettleMs: 200,
      shutdownTimeoutMs: 2000,
      writeLog: (line) => logLines.push(line),
    },
    (line) => stderr.push(line),
  );
}, 120_000);

afterAll(async () => {
  await gateway?.close();
  await Promise.all([alpha?.stop(), beta?.stop()]);
  rmSync(work, { recursive: true, force: true });
});

describe('serve --config: networks', () => {
  it('answers eth_chainId from each network\'s own node, by base path', async () => {
    expect((await post(`${gateway.url}/alpha/v3/key-any`, 'eth_chainId', [])).body.result).toBe('0x6f');
    expect((await post(`${gateway.url}/beta/v3/key-any`, 'eth_chainId', [])).body.result).toBe('0xde');
    // A spec method, validated and charged as on one network.
    expect((await post(`${gateway.url}/beta/v3/key-any`, 'eth_getBlockByNumber', ['latest', false])).body.result).toMatchObject({ number: '0x0' });
    expect(gateway.config!.networks().map((n) => [n.name, n.base])).toEqual([['alpha', '/alpha'], ['beta', '/beta']]);
    // The banner's cache line: the config's networks have upstreams, so the cache serves them (it said "off (no upstream)").
    expect(gateway.cache).toBe('memory, at most 10000 answers and 64 MiB');
    // No network at the root, nor at an unknown base; an unknown key is the server's own 401.
    expect((await post(`${gateway.url}/v3/key-any`, 'eth_chainId', [])).status).toBe(404);
    expect((await post(`${gateway.url}/gamma/v3/key-any`, 'eth_chainId', [])).status).toBe(404);
    expect((await post(`${gateway.url}/alpha/v3/nobody`, 'eth_chainId', [])).status).toBe(401);
  });

  it('refuses a key (or a plan) limited to other networks with 403 and -32042, and serves it on its own', async () => {
    const refused = await post(`${gateway.url}/beta/v3/key-alpha`, 'eth_chainId', []);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toEqual({ code: -32042, message: 'Forbidden: this API key may not call this network', data: { network: 'beta' } });
    expect((await post(`${gateway.url}/alpha/v3/key-alpha`, 'eth_chainId', [])).body.result).toBe('0x6f');
    // The plan's networks.
    expect((await post(`${gateway.url}/alpha/v3/key-beta-plan`, 'eth_chainId', [])).status).toBe(403);
    expect((await post(`${gateway.url}/beta/v3/key-beta-plan`, 'eth_chainId', [])).body.result).toBe('0xde');
    // Over WebSocket the handshake is refused the same way; on its own network it is let in.
    const status = await new Promise<number>((resolve) => {
      const socket = new WebSocket(`${gateway.url.replace('http', 'ws')}/beta/ws/v3/key-alpha`);
      socket.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
      socket.on('open', () => (socket.terminate(), resolve(101)));
      socket.on('error', () => undefined);
    });
    expect(status).toBe(403);
    const chain = await new Promise<unknown>((resolve, reject) => {
      const socket = new WebSocket(`${gateway.url.replace('http', 'ws')}/alpha/ws/v3/key-alpha`);
      socket.on('open', () => socket.send(JSON.stringify({ jsonrpc: '2.0', id: 7, method: 'eth_chainId', params: [] })));
      socket.on('message', (data) => (socket.terminate(), resolve((JSON.parse(String(data)) as { result: unknown }).result)));
      socket.on('error', reject);
    });
    expect(chain).toBe('0x6f');
  });

  it('labels metrics and log lines with the network', async () => {
    const metrics = await (await fetch(`${gateway.url}/metrics`)).text();
    expect(metrics).toMatch(/rpc_requests_total\{method="\(outside the spec\)",outcome="ok",transport="http",network="alpha"\} [1-9]/);
    expect(metrics).toMatch(/rpc_requests_total\{method="\(outside the spec\)",outcome="ok",transport="http",network="beta"\} [1-9]/);
    expect(metrics).toMatch(/rpc_requests_total\{method="none",outcome="network_refused",transport="http",network="beta"\} [1-9]/);
    expect(metrics).toMatch(/rpc_upstream_request_duration_seconds_count\{family="evm",outcome="ok",network="alpha"\} [1-9]/);
    // The process's own metrics once, without a network.
    expect(metrics.match(/^# TYPE process_cpu_user_seconds_total/gm)).toHaveLength(1);
    expect((await fetch(`${gateway.url}/healthz`)).status).toBe(200);
    const calls = logLines.map((l) => JSON.parse(l) as Record<string, unknown>).filter((l) => l.msg === 'call');
    expect(calls.some((l) => l.network === 'alpha')).toBe(true);
    expect(calls.some((l) => l.network === 'beta')).toBe(true);
    const refusals = logLines.map((l) => JSON.parse(l) as Record<string, unknown>).filter((l) => l.msg === 'refused');
    expect(refusals[0]).toMatchObject({ network: 'beta', transport: 'http' });
    // Never a key in a log line.
    expect(logLines.join('\n')).not.toMatch(/key-alpha|key-any|key-beta-plan/);
  });

  it('picks up a key\'s networks and an added network without a restart; a broken edit keeps the networks in force', async () => {
    writeFileSync(keysFile, keys('[beta]'));
    await until(async () => (await post(`${gateway.url}/beta/v3/key-alpha`, 'eth_chainId', [])).status === 200, 15_000, 'the key\'s new networks');
    expect((await post(`${gateway.url}/alpha/v3/key-alpha`, 'eth_chainId', [])).status).toBe(403);

    // A network selected by host, at the root of that host.
    writeFileSync(configFile, config(`  gamma:\n    host: gamma.test\n    upstreams:\n      default: ${ws(beta)}\n`));
    await until(async () => (await postWithHost(`${gateway.url}/v3/key-any`, 'gamma.test:80', 'eth_chainId')).body.result === '0xde', 15_000, 'the added network');
    expect(stderr.join('\n')).toMatch(/reloaded .*gateway\.yaml: 3 network\(s\) \(alpha, beta, gamma\); added gamma, changed none, removed none/);
    // The other networks were kept as they were (their counters too), and another host still finds no network at /.
    expect((await post(`${gateway.url}/alpha/v3/key-any`, 'eth_chainId', [])).body.result).toBe('0x6f');
    expect((await postWithHost(`${gateway.url}/v3/key-any`, 'other.test', 'eth_chainId')).status).toBe(404);

    writeFileSync(configFile, config('  delta:\n    base: /delta\n    upstreams:\n      evm: ftp://nowhere\n'));
    await until(() => /gateway\.yaml not reloaded, the networks in force are kept/.test(stderr.join('\n')), 15_000, 'the broken edit reported');
    expect(stderr.join('\n')).toMatch(/gateway\.yaml:13:12: networks\.delta\.upstreams\.evm: expected an http\(s\):\/\/ or ws\(s\):\/\/ URL, not ftp:\/\/nowhere/);
    expect((await postWithHost(`${gateway.url}/v3/key-any`, 'gamma.test', 'eth_chainId')).body.result).toBe('0xde');

    // A network removed: no longer routed.
    writeFileSync(configFile, config());
    await until(async () => (await postWithHost(`${gateway.url}/v3/key-any`, 'gamma.test', 'eth_chainId')).status === 404, 15_000, 'the removed network');
  }, 60_000);
});

describe('serve --config: a network whose family lists several nodes', () => {
  it('pools them: a dead node first in the list costs no caller an error for a repeatable call', async () => {
    const dead = `http://127.0.0.1:${await freePort()}`;
    const file = join(work, 'pooled.yaml');
    writeFileSync(file, `networks:\n  pooled:\n    base: /pooled\n    upstreams:\n      evm: [${dead}, ${beta.url}]\n`);
    const pooled = await serve({ spec: 'spec/openrpc.yaml', config: file, port: 0, configSettleMs: 200, shutdownTimeoutMs: 2000, writeLog: () => undefined }, () => undefined);
    try {
      // eth_getBlockByNumber is x-idempotent: a call that met the dead node is retried on the live one.
      for (let i = 0; i < 10; i++) {
        const answer = await post(`${pooled.url}/pooled/v3/key-any`, 'eth_getBlockByNumber', ['0x0', false]);
        expect(answer.body.error).toBeUndefined();
        expect(answer.body.result).toMatchObject({ number: '0x0' });
      }
      const metrics = await (await fetch(`${pooled.url}/metrics`)).text();
      expect(metrics).toMatch(/rpc_upstream_up\{upstream="evm#1 127\.0\.0\.1:\d+",network="pooled"\} 0/);
      // Found dead by the pool's chain check at start (gateway/src/chain.ts), before any call: taken out, so no
      // call met it (before that check, the first calls met it and were retried on the live node).
      expect(metrics).toMatch(/rpc_upstream_events_total\{upstream="evm#1 127\.0\.0\.1:\d+",event="down",network="pooled"\} 1/);
      expect(metrics).not.toMatch(/event="error",network="pooled"/);
    } finally {
      await pooled.close();
    }
  }, 60_000);
});

describe('serve --config: a network\'s chainId', () => {
  it('lists the networks at GET /, each linked to its reference page, and leads GET <base>/ to that network\'s page', async () => {
    const root = await fetch(`${gateway.url}/`, { redirect: 'manual' });
    expect(root.status).toBe(200);
    expect(root.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(root.headers.get('content-security-policy')).toMatch(/^default-src 'none'/);
    const links = [...(await root.text()).matchAll(/<a href="([^"]+)">([^<]+)<\/a>/g)].map((m) => [m[2], m[1]]);
    expect(links).toEqual([
      ['alpha', '/alpha/v3/'],
      ['beta', '/beta/v3/'],
    ]);
    for (const [name, page] of links) {
      // The network's own server would send `/v3/`, which is no network's: the router sends its base with it.
      for (const start of [`/${name}`, `/${name}/`]) {
        const lead = await fetch(`${gateway.url}${start}`, { redirect: 'manual' });
        expect([start, lead.status, lead.headers.get('location')]).toEqual([start, 302, page]);
      }
      const reference = await fetch(`${gateway.url}${page}`);
      expect(reference.status).toBe(200);
      expect(await reference.text()).toMatch(/^<!doctype html>/);
    }
  });

  it('tells callers and /healthz which network is out and why: its one node serves another chain', async () => {
    const file = join(work, 'stray.yaml');
    writeFileSync(file, `networks:\n  steady:\n    base: /steady\n    upstreams:\n      evm: ${alpha.url}\n  stray:\n    base: /stray\n    chainId: 111\n    upstreams:\n      evm: ${beta.url}\n`);
    const strayed = await serve({ spec: 'spec/openrpc.yaml', config: file, port: 0, outsideSpec: 'forward', configSettleMs: 200, shutdownTimeoutMs: 2000, writeLog: () => undefined }, () => undefined);
    try {
      const answer = await post(`${strayed.url}/stray/v3/key-any`, 'eth_blockNumber', []);
      expect(answer.body.error).toEqual({ code: -32050, message: 'Upstream unavailable', data: { reason: 'the primary upstream is down: it serves chain 222, not 111' } });
      expect((await post(`${strayed.url}/steady/v3/key-any`, 'eth_chainId', [])).body.result).toBe('0x6f');
      const health = await fetch(`${strayed.url}/healthz`);
      expect(health.status).toBe(503);
      expect(((await health.json()) as { checks: unknown }).checks).toEqual({ 'network steady': 'ok', 'network stray': 'failed' });
    } finally {
      await strayed.close();
    }
  }, 60_000);

  it('reaches its pools: of two nodes on chains 222 and 111, the one not on the configured 111 is taken out, though first', async () => {
    const file = join(work, 'chain.yaml');
    // Without chainId the two nodes tie, and the first in the list (chain 222) would set the pool's chain.
    writeFileSync(file, `networks:\n  pinned:\n    base: /pinned\n    chainId: 111\n    upstreams:\n      evm: [${beta.url}, ${alpha.url}]\n`);
    const pinned = await serve({ spec: 'spec/openrpc.yaml', config: file, port: 0, outsideSpec: 'forward', configSettleMs: 200, shutdownTimeoutMs: 2000, writeLog: () => undefined }, () => undefined);
    try {
      const ids = new Set<unknown>();
      for (let i = 0; i < 10; i++) ids.add((await post(`${pinned.url}/pinned/v3/key-any`, 'eth_chainId', [])).body.result);
      expect([...ids]).toEqual(['0x6f']);
      const metrics = await (await fetch(`${pinned.url}/metrics`)).text();
      expect(metrics).toMatch(/rpc_upstream_events_total\{upstream="evm#1 127\.0\.0\.1:\d+",event="wrong_chain",network="pinned"\} 1/);
    } finally {
      await pinned.close();
    }
  }, 60_000);
});

describe('serve --config: the router\'s connection cap', () => {
  it('refuses connections past --max-connections with 503 before reading them, and serves again once one closes', async () => {
    const file = join(work, 'capped.yaml');
    writeFileSync(file, `networks:\n  capped:\n    base: /capped\n    upstreams:\n      evm: ${beta.url}\n`);
    const capped = await serve({ spec: 'spec/openrpc.yaml', config: file, port: 0, maxConnections: 3, configSettleMs: 200, shutdownTimeoutMs: 2000, writeLog: () => undefined }, () => undefined);
    const { port } = new URL(capped.url);
    /** A raw connection that sent `request` (if any); `text()` is all it received, `closed` when the server ended it. */
    const open = (request?: string) => {
      const socket = connect(Number(port), '127.0.0.1');
      let text = '';
      socket.on('data', (c: Buffer) => (text += c.toString()));
      socket.on('error', () => undefined);
      let closed = false;
      socket.once('close', () => (closed = true));
      if (request !== undefined) socket.write(request);
      return { socket, text: () => text, closed: () => closed };
    };
    const keepAlive = 'GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n';
    const held: ReturnType<typeof open>[] = [];
    try {
      // Three connections held open (kept alive after an answer): the cap.
      for (let i = 0; i < 3; i++) held.push(open(keepAlive));
      await until(() => held.every((c) => c.text().startsWith('HTTP/1.1 ')), 10_000, 'the three held connections are answered');
      // Past it: 503, Retry-After, closed by the server; the same for a burst of 40 more, and for an upgrade.
      const extra = Array.from({ length: 40 }, (_, i) => open(i % 2 === 0 ? `POST /capped/v3/key-any HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}` : undefined));
      const upgrade = open('GET /capped/ws/v3/key-any HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n');
      await until(() => [...extra, upgrade].every((c) => c.closed()), 10_000, 'the server closes every connection past the cap');
      for (const c of [...extra, upgrade]) {
        expect(c.text()).toMatch(/^HTTP\/1\.1 503 Service Unavailable\r\n/);
        expect(c.text()).toContain('Retry-After: 1');
        expect(c.text()).toContain('{"jsonrpc":"2.0","id":null,"error":{"code":-32000,"message":"Server busy: too many connections"}}');
      }
      // One held connection closes: a new one is served, through the network, by its node.
      held.shift()!.socket.destroy();
      const served = async () => {
        const answer = await post(`${capped.url}/capped/v3/key-any`, 'eth_getBlockByNumber', ['0x0', false]).catch(() => undefined);
        return (answer?.body.result as { number?: string } | undefined)?.number === '0x0';
      };
      await until(served, 10_000, 'a call is served again');
    } finally {
      for (const c of held) c.socket.destroy();
      await capped.close();
    }
  }, 60_000);
});

describe('serve --config: bad and hostile configs', () => {
  it('a bad config is a located error, and nothing is started', async () => {
    const bad = join(work, 'bad.yaml');
    const port = await freePort();
    const cases: [string, RegExp][] = [
      ['networks:\n  alpha:\n    base: mainnet\n    upstreams: {evm: ws://x}\n', /bad\.yaml:3:11: networks\.alpha\.base: expected a path such as \/mainnet/],
      ['networks:\n  alpha:\n    upstreams:\n      evm: [ws://a, "env:RPCFORGE_TEST_UNSET_VARIABLE"]\n', /bad\.yaml:4:22: networks\.alpha\.upstreams\.evm\[1\]: the URL env:RPCFORGE_TEST_UNSET_VARIABLE: the environment variable RPCFORGE_TEST_UNSET_VARIABLE is not set/],
      ['networks:\n  a:\n    base: /x\n    upstreams: {evm: ws://x}\n  b:\n    base: /x/\n    upstreams: {evm: ws://y}\n', /bad\.yaml:6:11: networks\.b\.base: the same base address as network a/],
      ['networks:\n  a:\n    upstreams: {evm: ws://x}\n    chain: 1\n', /bad\.yaml:4:5: networks\.a\.chain: unknown field/],
      ['networks:\n  a:\n    upstreams: {evm: ws://x}\n    chainId: mainnet\n', /bad\.yaml:4:14: networks\.a\.chainId: expected a chain id: a whole number \(1\) or hex \(0x1\)/],
      ['networks:\n  a:\n    upstreams: {evm: ws://x}\n    chainId: {evm: 0x534e5f4d41494e}\n', /bad\.yaml:4:20: networks\.a\.chainId\.evm: a chain id past 2\^53: give it as a hex string \('0x534e5f4d41494e', quoted in YAML\)/],
      ['networks:\n  a:\n    upstream: [\n', /bad\.yaml:\d+:\d+: not valid YAML/],
    ];
    for (const [text, message] of cases) {
      writeFileSync(bad, text);
      const started = performance.now();
      await expect(serve({ spec: 'spec/openrpc.yaml', config: bad, port, configSettleMs: 0 }, () => undefined)).rejects.toThrow(message);
      // Refused before the package is generated (about a second) or anything listens.
      expect(performance.now() - started).toBeLessThan(500);
      expect(await listening(port)).toBe(false);
    }
    // A family the network's spec does not have: found once the spec is read, and then nothing is left running.
    writeFileSync(bad, `networks:\n  a:\n    base: /a\n    upstreams:\n      evm: ${ws(alpha)}\n      solana: ${ws(alpha)}\n`);
    await expect(serve({ spec: 'spec/openrpc.yaml', config: bad, port, configSettleMs: 0 }, () => undefined)).rejects.toThrow(
      /bad\.yaml:6:7: networks\.a\.upstreams\.solana: the spec has no method family solana \(it has evm, slot-commitment, starknet\)/,
    );
    expect(await listening(port)).toBe(false);
  }, 60_000);

  it('refuses huge and hostile configs within the bound', async () => {
    const hostile = join(work, 'hostile.yaml');
    const timed = async (text: string, message: RegExp) => {
      writeFileSync(hostile, text);
      const started = performance.now();
      await expect(loadGatewayConfig(hostile, { name: 'hostile.yaml', settleMs: 0 })).rejects.toThrow(message);
      return performance.now() - started;
    };
    // Past the size bound: refused without being read.
    expect(await timed(`networks:\n${'#'.repeat(4 * 1024 * 1024)}\n`, /hostile\.yaml: \d+ bytes, over the limit of 65536 bytes/)).toBeLessThan(1000);
    // Nesting, alias bombs and too many networks, within the bound.
    expect(await timed(`networks: ${'['.repeat(100_000)}`.slice(0, 60_000), /hostile\.yaml:1:\d+: not valid YAML: nesting exceeded maxDepth/)).toBeLessThan(1000);
    const bomb = ['a: &a [x, x, x, x, x, x, x, x, x, x]', ...Array.from({ length: 150 }, (_, i) => `b${i}: &b${i} [*${i === 0 ? 'a' : `b${i - 1}`}, *${i === 0 ? 'a' : `b${i - 1}`}]`)].join('\n');
    expect(await timed(bomb, /not valid YAML|expected a map with `networks:`|unknown field/)).toBeLessThan(1000);
    const many = `networks:\n${Array.from({ length: 129 }, (_, i) => `  n${i}: {base: /n${i}, upstreams: {evm: ws://x}}`).join('\n')}\n`;
    expect(await timed(many, /hostile\.yaml:1:1: networks: 129 networks, more than the 128 a config may hold/)).toBeLessThan(1000);
    const urls = `networks:\n  a:\n    upstreams:\n      evm: [${Array.from({ length: 17 }, () => 'ws://x').join(', ')}]\n`;
    expect(await timed(urls, /hostile\.yaml:4:7: networks\.a\.upstreams\.evm: expected 1 to 16 URLs/)).toBeLessThan(1000);
    const message = (() => {
      try {
        checkGatewayConfig('networks: {a: {upstreams: {evm: "ws://host/v3/secret-provider-key"}, base: 7}}', 'inline.yaml', work);
      } catch (error) {
        return (error as Error).message;
      }
      return '';
    })();
    // No message quotes a value: an upstream URL may hold a provider's key.
    expect(message).toMatch(/inline\.yaml:1:\d+: networks\.a\.base: expected a path/);
    expect(message).not.toContain('secret-provider-key');
  });
});

describe('rpcforge serve --config (a child process)', () => {
  const processes = serveProcesses();
  afterAll(processes.cleanup);

  it('keeps the flags\' network (--anvil) at the root beside the config\'s, and exits 0 on SIGTERM', async () => {
    const file = join(processes.work, 'gateway.yaml');
    writeFileSync(file, `networks:\n  alpha:\n    base: /alpha\n    upstreams:\n      evm: ${ws(alpha)}\n`);
    const server = processes.run(['--anvil', '--outside-spec', 'forward', '--config', file]);
    try {
      const base = await started(server);
      expect(server.out()).toContain(`alpha: ${base}/alpha/v3/demo-key; upstream evm`);
      expect(server.out()).toContain(`default: ${base}/v3/demo-key; upstream evm`);
      // anvil's own chain id (31337) at the root, alpha's at /alpha.
      expect((await post(`${base}/v3/k`, 'eth_chainId', [])).body.result).toBe('0x7a69');
      expect((await post(`${base}/alpha/v3/k`, 'eth_chainId', [])).body.result).toBe('0x6f');
    } finally {
      expect(await stop(server)).toBe(0);
    }
  }, 120_000);

  it('exits 2 on a bad config with the located error, before anvil or the port is started', async () => {
    const file = join(processes.work, 'bad.yaml');
    writeFileSync(file, 'networks:\n  alpha:\n    base: /alpha\n    upstreams:\n      evm: [ws://a, 42]\n');
    const server = processes.run(['--anvil', '--config', file]);
    expect(await server.exited).toBe(2);
    expect(server.err()).toMatch(/bad\.yaml:5:21: networks\.alpha\.upstreams\.evm\[1\]: expected a URL/);
    expect(server.err()).not.toMatch(/anvil \(embedded/);
    expect(server.out()).not.toMatch(/gateway listening/);
  }, 60_000);
});

describe('serve without --config: a keys file\'s networks', () => {
  it('refuses, located, a key or plan whose networks leave out the one network served (default); serves one that names it', async () => {
    const file = join(work, 'keys-no-config.yaml');
    const start = () => serve({ spec: 'spec/openrpc.yaml', mock: true, keys: file, port: 0, keysSettleMs: 50, shutdownTimeoutMs: 2000, writeLog: () => undefined }, () => undefined);
    const refusal = async () => ((await start().then(async (g) => (await g.close(), undefined), (e: Error) => e)) as Error | undefined)?.message;
    const leftOut = (whose: string) => `names no network this gateway serves: without --config it serves one network, \`default\`, which this list leaves out, so the ${whose} would call it unrestricted (add default to the list, or serve the networks with --config)`;
    // A key's own list: nothing could refuse it on the one network, so the file is refused, not the key let through.
    writeFileSync(file, 'plans:\n  Free: {}\nkeys:\n  key-open:\n    plan: Free\n  key-mainnet:\n    plan: Free\n    networks: [mainnet]\n');
    // One start refused, its message checked twice: where, and why.
    const keyRefusal = await refusal();
    expect(keyRefusal).toMatch(new RegExp(`^${file.replace(/[.*+?^$()|[\]\\]/g, '\\$&')}:8:15: keys\\.<key #2 k-[A-Za-z0-9_-]+>\\.networks: `));
    expect(keyRefusal).toContain(leftOut('key'));
    // A plan's list, for a key without its own.
    writeFileSync(file, 'plans:\n  Free: {}\n  Mainnet:\n    networks: [mainnet, sepolia]\nkeys:\n  key-open:\n    plan: Free\n  key-plan:\n    plan: Mainnet\n');
    expect(await refusal()).toBe(`${file}:4:15: plans.Mainnet.networks: ${leftOut("plan's keys")}`);
    // A list that names default (or a key's own list replacing its plan's) is served.
    writeFileSync(file, 'plans:\n  Mainnet:\n    networks: [mainnet]\nkeys:\n  key-both:\n    plan: Mainnet\n    networks: [default, mainnet]\n');
    const gateway = await start();
    try {
      expect((await post(`${gateway.url}/v3/key-both`, 'getVoteAccounts', [])).status).toBe(200);
    } finally {
      await gateway.close();
    }
  }, 60_000);
});

describe('serve --config: a keys file\'s networks must be the config\'s', () => {
  it('refuses, located and naming the known networks, a network the config lacks: at start, on a keys reload (keys kept), and a config reload dropping a named one', async () => {
    const dir = mkdtempSync(join(work, 'known-'));
    const configAt = join(dir, 'gateway.yaml');
    const keysAt = join(dir, 'keys.yaml');
    writeFileSync(configAt, config());
    const lines: string[] = [];
    const start = () => serve({ spec: 'spec/openrpc.yaml', config: configAt, keys: keysAt, port: 0, outsideSpec: 'forward', configSettleMs: 50, keysSettleMs: 50, shutdownTimeoutMs: 2000, writeLog: () => undefined }, (line) => lines.push(line));
    const escaped = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
    // A key's own list: the second name is unknown, and the place is that name's.
    writeFileSync(keysAt, 'plans:\n  Free: {}\nkeys:\n  key-typo:\n    plan: Free\n    networks: [alpha, btea]\n');
    const keyError = (await start().then(async (g) => (await g.close(), undefined), (e: Error) => e))?.message;
    expect(keyError).toMatch(new RegExp(`^${escaped(keysAt)}:6:23: keys\\.<key #1 k-[A-Za-z0-9_-]+>\\.networks\\[1\\]: names network btea, which ${escaped(configAt)} does not have \\(it has alpha, beta\\)`));
    expect(keyError).not.toContain('key-typo');
    // A plan's list.
    writeFileSync(keysAt, 'plans:\n  Some:\n    networks: [gamma]\nkeys:\n  key-a:\n    plan: Some\n');
    expect((await start().then(async (g) => (await g.close(), ''), (e: Error) => e.message))).toMatch(new RegExp(`^${escaped(keysAt)}:3:16: plans\\.Some\\.networks\\[0\\]: names network gamma, which`));

    writeFileSync(keysAt, 'plans:\n  Free: {}\nkeys:\n  key-a:\n    plan: Free\n    networks: [alpha]\n');
    const gateway = await start();
    try {
      expect((await post(`${gateway.url}/alpha/v3/key-a`, 'eth_chainId', [])).body.result).toBe('0x6f');
      // A keys reload naming an unknown network: refused, the keys in force kept (key-a still calls alpha only).
      writeFileSync(keysAt, 'plans:\n  Free: {}\nkeys:\n  key-a:\n    plan: Free\n    networks: [beta, delta]\n');
      await until(() => lines.some((l) => l.includes('not reloaded, the keys in force are kept')), 15_000, 'the keys reload refused');
      expect(lines.join('\n')).toMatch(/keys\.yaml:6:22: keys\.<key #1 k-[A-Za-z0-9_-]+>\.networks\[1\]: names network delta, which .*gateway\.yaml does not have \(it has alpha, beta\)/);
      expect((await post(`${gateway.url}/alpha/v3/key-a`, 'eth_chainId', [])).body.result).toBe('0x6f');
      expect((await post(`${gateway.url}/beta/v3/key-a`, 'eth_chainId', [])).status).toBe(403);
      // Once the config has delta, the same keys load (the check follows the config in force).
      writeFileSync(configAt, config(`  delta:\n    base: /delta\n    upstreams:\n      evm: ${beta.url}\n`));
      await until(() => lines.some((l) => /reloaded .*gateway\.yaml: 3 network/.test(l)), 15_000, 'the config with delta');
      writeFileSync(keysAt, 'plans:\n  Free: {}\nkeys:\n  key-a:\n    plan: Free\n    networks: [beta, delta]\n ');
      await until(async () => (await post(`${gateway.url}/delta/v3/key-a`, 'eth_chainId', [])).status === 200, 15_000, 'the keys naming delta');
      // A config reload that drops delta, which the keys name: refused, the networks in force kept.
      writeFileSync(configAt, config());
      await until(() => lines.some((l) => l.includes('not reloaded, the networks in force are kept')), 15_000, 'the config reload refused');
      expect(lines.join('\n')).toContain('gateway.yaml: has no network delta, which the keys of');
      expect((await post(`${gateway.url}/delta/v3/key-a`, 'eth_chainId', [])).body.result).toBe('0xde');
      // Named only by a plan no key has yet: still named, so dropping delta is still refused (else the next keys
      // reload, or the first key given that plan, would be refused for a network the config lost).
      writeFileSync(keysAt, 'plans:\n  Free: {}\n  Spare:\n    networks: [delta]\nkeys:\n  key-a:\n    plan: Free\n    networks: [beta]\n');
      await until(async () => (await post(`${gateway.url}/delta/v3/key-a`, 'eth_chainId', [])).status === 403, 15_000, 'the keys naming delta only through Spare');
      const refusals = () => lines.filter((l) => l.includes('not reloaded, the networks in force are kept')).length;
      const before = refusals();
      writeFileSync(configAt, `${config()}\n`);
      await until(() => refusals() > before, 15_000, 'the second config reload refused');
      expect(lines.filter((l) => l.includes('gateway.yaml: has no network delta, which the keys of')).length).toBe(2);
      expect((await post(`${gateway.url}/delta/v3/key-a`, 'eth_chainId', [])).status).toBe(403);
    } finally {
      await gateway.close();
    }
  }, 90_000);
});

describe('KeyRing: networks', () => {
  it('limits a key by its own list, else its plan\'s, else not at all; a bad list is refused naming the entry', () => {
    const ring = new KeyRing({
      plans: { Free: {}, Beta: { networks: ['beta'] } },
      keys: { a: { plan: 'Free' }, b: { plan: 'Beta' }, c: { plan: 'Beta', networks: ['alpha', 'gamma'] } },
    });
    expect([ring.allowsNetwork('a', 'alpha'), ring.allowsNetwork('b', 'alpha'), ring.allowsNetwork('b', 'beta'), ring.allowsNetwork('c', 'beta'), ring.allowsNetwork('c', 'gamma')]).toEqual([true, false, true, false, true]);
    expect(ring.allowsNetwork('nobody', 'alpha')).toBeUndefined();
    // Packed (as the keys worker does) and installed: the same answers.
    ring.update(KeyRing.pack({ plans: { Free: { networks: [] } }, keys: { a: { plan: 'Free' } } }));
    expect(ring.allowsNetwork('a', 'alpha')).toBe(false);
    expect(() => KeyRing.pack({ plans: { Free: {} }, keys: { secret: { plan: 'Free', networks: 'alpha' as never } } })).toThrow(/^keys: entry 0: networks must be a list of network names/);
    expect(() => KeyRing.pack({ plans: { Free: { networks: ['a b'] } }, keys: {} })).toThrow(/plan "Free": networks must be a list/);
  });
});
