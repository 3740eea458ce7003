// The deployment of docs/gateway.md ("Deploying"): examples/gateway.Dockerfile run here step by step, with no container
// engine. The build stage's RUN steps run in this checkout (its WORKDIR; `npm ci` is this checkout's install, done
// already), writing /out to a temporary folder: the package generated, the gateway built, both packed with `npm pack`.
// The image stage's COPY and RUN steps run in an empty temporary folder (its /app): npm installs the two packed
// packages alone, no generator. Then its CMD, `npm start`, serves the config's two networks with the keys file, each
// network forwarding to its own local upstream (node:http on 127.0.0.1), and refuses a bad key.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from './helpers.js';

interface Stage {
  from: string;
  workdir: string;
  steps: { instruction: 'RUN' | 'COPY'; args: string }[];
  cmd: string[] | undefined;
}

/** The stages of a Dockerfile: their WORKDIR, RUN and COPY steps in order, and CMD (one instruction per line). */
function stages(text: string): Stage[] {
  const found: Stage[] = [];
  for (const line of text.split('\n')) {
    const [instruction, ...rest] = line.trim().split(/\s+/);
    const args = rest.join(' ');
    if (instruction === 'FROM') found.push({ from: args, workdir: '/', steps: [], cmd: undefined });
    else if (instruction === 'WORKDIR') found.at(-1)!.workdir = args;
    else if (instruction === 'RUN' || instruction === 'COPY') found.at(-1)!.steps.push({ instruction, args });
    else if (instruction === 'CMD') found.at(-1)!.cmd = JSON.parse(args) as string[];
  }
  return found;
}

const dockerfile = readFileSync(join(repoRoot, 'examples/gateway.Dockerfile'), 'utf8');
const work = mkdtempSync(join(tmpdir(), 'rpcforge-deploy-'));
const out = join(work, 'out');
const app = join(work, 'app');
const upstreams: Server[] = [];
let gateway: ChildProcess | undefined;

afterAll(async () => {
  if (gateway?.pid !== undefined && gateway.exitCode === null) process.kill(-gateway.pid, 'SIGKILL');
  for (const upstream of upstreams) await new Promise<void>((done) => upstream.close(() => done()));
  rmSync(work, { recursive: true, force: true });
});

/** A shell step, its paths in the image (/out, /app) moved to the temporary folder's. */
function runStep(step: string, cwd: string): void {
  const command = step.replaceAll('/out', out).replaceAll('/app', app);
  // npm takes what it can from its cache (the checkout's `npm ci` filled it): the same packages, fetched less.
  const ran = spawnSync('sh', ['-c', command], { cwd, encoding: 'utf8', timeout: 300_000, env: { ...process.env, npm_config_prefer_offline: 'true', npm_config_update_notifier: 'false' } });
  expect(ran.status, `${step}\n${ran.stdout}\n${ran.stderr}`).toBe(0);
}

/** `COPY <sources…> <target>` of the image stage: from the build's /out (`--from=build`) or from this checkout. */
function copyStep(args: string): void {
  const words = args.split(/\s+/);
  const fromBuild = words[0] === '--from=build';
  const paths = fromBuild ? words.slice(1) : words;
  const target = paths.at(-1)!.replace(/^\/app/, app);
  for (const source of paths.slice(0, -1)) {
    const from = fromBuild ? source.replace(/^\/out/, out) : join(repoRoot, source);
    cpSync(from, target.endsWith('/') ? join(target, basename(from)) : target, { recursive: true });
  }
}

/** A node:http upstream answering every call with `result` (eth_getBalance with 0x1), recording the methods it got. */
async function upstream(result: unknown, calls: string[]): Promise<string> {
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      const call = JSON.parse(body) as { id: number; method: string };
      // The chain check's own calls (eth_chainId, asked of a lone node with a partner or a chainId) are not counted.
      if (call.method !== 'eth_chainId') calls.push(call.method);
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ jsonrpc: '2.0', id: call.id, result: call.method === 'eth_getBalance' ? '0x1' : result }));
    });
  });
  upstreams.push(server);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function call(url: string, params: unknown[], method = 'eth_getTransactionByHash'): Promise<{ status: number; body: { result?: unknown; error?: { code: number } } }> {
  const answer = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 7, method, params }) });
  return { status: answer.status, body: (await answer.json()) as { result?: unknown; error?: { code: number } } };
}

describe('examples/gateway.Dockerfile', () => {
  const [build, image] = stages(dockerfile);

  it('is the one docs/gateway.md shows, its comments aside', () => {
    const shown = /```dockerfile\n([\s\S]*?)```/.exec(readFileSync(join(repoRoot, 'docs/gateway.md'), 'utf8'))?.[1];
    expect(shown).toBe(`${dockerfile.split('\n').filter((line) => !line.startsWith('#')).join('\n').replace(/^\n+/, '').trimEnd()}\n`);
  });

  it('builds: the packed gateway and generated package, installed alone with npm, hold nothing of the generator', () => {
    expect(build!.workdir).toBe('/src');
    expect(build!.steps.slice(0, 2)).toEqual([
      { instruction: 'COPY', args: '. .' },
      { instruction: 'RUN', args: 'npm ci' },
    ]);
    for (const step of build!.steps.slice(2)) runStep(step.args, repoRoot);
    expect(image!.workdir).toBe('/app');
    mkdirSync(app);
    for (const step of image!.steps) (step.instruction === 'COPY' ? copyStep(step.args) : runStep(step.args, app));
    for (const file of ['node_modules/@rpcforge/gateway/dist/main.js', 'node_modules/blockchain-node-json-rpc-gateway/dist/server.js', 'node_modules/rpcforge-catalogue-evm/dist/validators.js', 'node_modules/rpcforge-catalogue-evm/catalogue.json', 'node_modules/ws/package.json', 'node_modules/js-yaml/package.json', 'gateway.yaml', 'keys.yaml']) {
      expect(existsSync(join(app, file)), file).toBe(true);
    }
    // What the installed gateway can load: not the generator's tools, nor the generator.
    const require = createRequire(join(app, 'node_modules/@rpcforge/gateway/dist/main.js'));
    for (const name of ['typescript', 'ts-morph', 'esbuild', 'tsx', 'rpcforge', 'handlebars']) expect(() => require.resolve(name), name).toThrow();
    expect(existsSync(join(app, 'node_modules/rpcforge'))).toBe(false);
  }, 600_000);

  it('runs: npm start serves two networks from the config, each to its own upstream, with the keys file', async () => {
    expect(image!.cmd).toEqual(['npm', 'start']);
    const mainnetCalls: string[] = [];
    const sepoliaCalls: string[] = [];
    const env = {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? work,
      MAINNET_NODE: await upstream(null, mainnetCalls),
      SEPOLIA_NODE: await upstream({ hash: 'not a transaction' }, sepoliaCalls),
      HOST: '127.0.0.1',
      PORT: '0',
      npm_config_update_notifier: 'false',
    };
    gateway = spawn('npm', ['start'], { cwd: app, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    let stderr = '';
    gateway.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    const base = await new Promise<string>((done, fail) => {
      let stdout = '';
      gateway!.stdout!.on('data', (chunk: Buffer) => {
        stdout += chunk.toString('utf8');
        const match = /gateway listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(stdout);
        if (match && stdout.includes('keys: 3 from keys.yaml')) done(match[1]!);
      });
      gateway!.once('exit', (code) => fail(new Error(`npm start exited (${code}): ${stderr}`)));
    });
    const hash = `0x${'ab'.repeat(32)}`;
    // A key of keys.yaml on each network: each forwards to its own node.
    expect(await call(`${base}/mainnet/v3/demo-growth-key-0001`, [hash])).toEqual({ status: 200, body: { jsonrpc: '2.0', id: 7, result: null } });
    expect(mainnetCalls).toEqual(['eth_getTransactionByHash']);
    // Sepolia's node answers what the package's validators refuse: the gateway does not pass it on.
    const checked = await call(`${base}/sepolia/v3/demo-growth-key-0001`, [hash]);
    expect(checked.body.result).toBeUndefined();
    expect(sepoliaCalls).toEqual(['eth_getTransactionByHash']);
    // A key that is not in the file: 401, and no node asked.
    const refused = await call(`${base}/mainnet/v3/not-a-key-of-the-file`, [hash]);
    expect(refused.status).toBe(401);
    expect(refused.body.error?.code).toBe(-32040);
    expect(mainnetCalls).toHaveLength(1);
    // A method of the EVM catalogue, beyond the spec: forwarded and its result checked, as npm start's serve does.
    const balance = await call(`${base}/mainnet/v3/demo-growth-key-0001`, [`0x${'11'.repeat(20)}`, 'latest'], 'eth_getBalance');
    expect(balance).toEqual({ status: 200, body: { jsonrpc: '2.0', id: 7, result: '0x1' } });
    expect(mainnetCalls).toEqual(['eth_getTransactionByHash', 'eth_getBalance']);
    // One of the closed list (signing with the node's accounts): never forwarded.
    const signing = await call(`${base}/mainnet/v3/demo-growth-key-0001`, [{ from: `0x${'11'.repeat(20)}` }], 'eth_sendTransaction');
    expect(signing.body.error?.code).toBe(-32601);
    expect(mainnetCalls).toHaveLength(2);
    const exited = new Promise<number | null>((done) => gateway!.once('exit', (code) => done(code)));
    process.kill(-gateway.pid!, 'SIGTERM');
    await exited;
    expect(stderr).toContain('gateway: stopping');
    expect(stderr).not.toMatch(/demo-growth-key-0001/);
  }, 60_000);
});
