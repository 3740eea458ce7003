// The deployment of docs/gateway.md ("Deploying"): examples/gateway.Dockerfile's build stage run here, step by step,
// in a temporary folder (no container engine: its /out is the folder's, its WORKDIR this checkout), then its image's
// command run from what the final stage copies, with none of the generator's tools reachable from it: the gateway
// package's JavaScript serves the generated package and forwards a call to an upstream node.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from './helpers.js';

interface Stage {
  from: string;
  runs: string[];
  copies: string[];
  cmd: string[] | undefined;
}

/** The stages of a Dockerfile: their RUN, COPY and CMD lines (one instruction per line, as the example is written). */
function stages(text: string): Stage[] {
  const found: Stage[] = [];
  for (const line of text.split('\n')) {
    const [instruction, ...rest] = line.trim().split(/\s+/);
    const args = rest.join(' ');
    if (instruction === 'FROM') found.push({ from: args, runs: [], copies: [], cmd: undefined });
    else if (instruction === 'RUN') found.at(-1)!.runs.push(args);
    else if (instruction === 'COPY') found.at(-1)!.copies.push(args);
    else if (instruction === 'CMD') found.at(-1)!.cmd = JSON.parse(args) as string[];
  }
  return found;
}

const dockerfile = readFileSync(join(repoRoot, 'examples/gateway.Dockerfile'), 'utf8');
const work = mkdtempSync(join(tmpdir(), 'rpcforge-deploy-'));
const out = join(work, 'out');
let upstream: Server | undefined;
let gateway: ChildProcess | undefined;

afterAll(async () => {
  gateway?.kill('SIGKILL');
  await new Promise<void>((done) => (upstream ? upstream.close(() => done()) : done()));
  rmSync(work, { recursive: true, force: true });
});

describe('examples/gateway.Dockerfile', () => {
  it('builds: its build stage’s steps run, and the image holds the gateway’s JavaScript and the generated package only', () => {
    const [build, image] = stages(dockerfile);
    expect(build?.runs[0]).toBe('npm ci');
    // `npm ci` is this checkout's install, done already; every other step runs as written, /out in the temporary folder.
    expect(existsSync(join(repoRoot, 'node_modules/ws'))).toBe(true);
    for (const step of build!.runs.slice(1)) {
      const ran = spawnSync('sh', ['-c', step.replaceAll('/out/', `${out}/`)], { cwd: repoRoot, encoding: 'utf8', timeout: 300_000 });
      expect(ran.status, `${step}\n${ran.stdout}\n${ran.stderr}`).toBe(0);
    }
    expect(image?.copies).toEqual(['--from=build /out /app']);
    for (const file of ['gateway/dist/main.js', 'gateway/dist/index.js', 'gateway/package.json', 'api/dist/server.js', 'api/package.json', 'api/node_modules/ws/package.json']) {
      expect(existsSync(join(out, file)), file).toBe(true);
    }
    // What the image's Node can load from the gateway: not the generator's tools, nor the generator.
    const require = createRequire(join(out, 'gateway/dist/main.js'));
    for (const name of ['typescript', 'ts-morph', 'esbuild', 'tsx', 'rpcforge']) expect(() => require.resolve(name), name).toThrow();
    expect(existsSync(join(out, 'generator'))).toBe(false);
  }, 600_000);

  it('runs: the image’s command serves the package and forwards its methods to the upstream', async () => {
    const [, image] = stages(dockerfile);
    const calls: string[] = [];
    upstream = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      request.on('end', () => {
        const call = JSON.parse(body) as { id: number; method: string };
        calls.push(call.method);
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify({ jsonrpc: '2.0', id: call.id, result: null }));
      });
    });
    await new Promise<void>((done) => upstream!.listen(0, '127.0.0.1', done));
    const upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
    // The image's command, with this test's upstream and a free port on the loopback.
    const cmd = image!.cmd!.map((arg) => (arg === 'http://node:8545' ? upstreamUrl : arg === '0.0.0.0' ? '127.0.0.1' : arg === '8080' ? '0' : arg));
    expect(cmd.slice(0, 4)).toEqual(['node', 'gateway/dist/main.js', '--package', 'api']);
    gateway = spawn(process.execPath, cmd.slice(1), { cwd: out, env: { PATH: process.env.PATH ?? '' }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    gateway.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    const port = await new Promise<number>((done, fail) => {
      let stdout = '';
      gateway!.stdout!.on('data', (chunk: Buffer) => {
        stdout += chunk.toString('utf8');
        const match = /listening on http:\/\/127\.0\.0\.1:(\d+)/.exec(stdout);
        if (match) done(Number(match[1]));
      });
      gateway!.once('exit', (code) => fail(new Error(`the gateway exited (${code}): ${stderr}`)));
    });
    const answer = await fetch(`http://127.0.0.1:${port}/v3/deploy-test-key-0001`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 7, method: 'eth_getTransactionByHash', params: [`0x${'ab'.repeat(32)}`] }),
    });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ jsonrpc: '2.0', id: 7, result: null });
    expect(calls).toEqual(['eth_getTransactionByHash']);
    // A call the validators refuse never reaches the upstream: the package's server checks it first.
    const refused = await fetch(`http://127.0.0.1:${port}/v3/deploy-test-key-0001`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 8, method: 'eth_getTransactionByHash', params: ['not a hash'] }),
    });
    expect(((await refused.json()) as { error: { code: number } }).error.code).toBe(-32602);
    expect(calls).toEqual(['eth_getTransactionByHash']);
    const exited = new Promise<number | null>((done) => gateway!.once('exit', (code) => done(code)));
    gateway.kill('SIGTERM');
    expect(await exited).toBe(0);
  }, 60_000);
});
