// The generated server's createFetchHandler, unchanged, in workerd (Cloudflare's runtime, the bare binary of
// @cloudflare/workerd-linux-64 with a minimal config), bundled by esbuild from the packed package for the `workerd`
// and `worker` conditions, and called by the generated client over HTTP on 127.0.0.1.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer as createNetServer } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, ExecutionRevertedError } from '../generated/dist/index.js';
import { examples } from './server-helpers.js';
import { bundle, packageName, type PackedProject, packedProject, repoRoot } from './support/packed.js';

// The binary of the platform's package, or the copy the `workerd` package's postinstall made (when install scripts ran).
const workerd = [join(repoRoot, 'node_modules', '@cloudflare', 'workerd-linux-64', 'bin', 'workerd'), join(repoRoot, 'node_modules', 'workerd', 'bin', 'workerd')].find((path) => existsSync(path) && statSync(path).size > 1e6) ?? 'workerd';

let project: PackedProject;
let child: ChildProcess | undefined;
let base = '';
let workerText = '';
const output: string[] = [];

/** A free port on 127.0.0.1 (taken by the OS, released for workerd to listen on). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createNetServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

beforeAll(async () => {
  if (!existsSync(workerd)) throw new Error(`workerd is missing at ${workerd}: npm ci installs the workerd package, with @cloudflare/workerd-linux-64 on linux x64`);
  project = packedProject();
  const worker = await bundle(
    project.dir,
    `import { createFetchHandler, raiseExecutionReverted } from '${packageName}/server';
const block = ${JSON.stringify(examples.eth_getBlockByNumber.result)};
const handle = createFetchHandler({
  eth_getBlockByNumber: () => block,
  eth_call: () => raiseExecutionReverted('paused', '0x'),
}, { authenticate: (key) => key === 'edge-key' });
export default { fetch: (request) => handle(request) };`,
    { conditions: ['workerd', 'worker'] },
  );
  if (worker.warnings.length > 0) throw new Error(`esbuild warned: ${worker.warnings.map((w) => w.text).join('; ')}`);
  workerText = worker.text;
  writeFileSync(join(project.dir, 'worker.js'), worker.text);
  const port = await freePort();
  writeFileSync(
    join(project.dir, 'config.capnp'),
    `using Workerd = import "/workerd/workerd.capnp";
const config :Workerd.Config = (
  services = [ (name = "main", worker = .gateway) ],
  sockets = [ (name = "http", address = "127.0.0.1:${port}", http = (), service = "main") ],
);
const gateway :Workerd.Worker = (
  modules = [ (name = "worker.js", esModule = embed "worker.js") ],
  compatibilityDate = "2025-01-01",
);
`,
  );
  child = spawn(workerd, ['serve', join(project.dir, 'config.capnp')], { cwd: project.dir, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  base = `http://127.0.0.1:${port}`;
  // Bounded wait for the socket: 150 tries, 100 ms apart.
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`workerd exited (${child.exitCode}): ${output.join('')}`);
    const up = await fetch(`${base}/`).then(
      () => true,
      () => false,
    );
    if (up) break;
    if (i >= 150) throw new Error(`workerd did not listen within 15 s: ${output.join('')}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}, 60_000);

afterAll(() => {
  child?.kill('SIGTERM');
  if (project !== undefined) rmSync(project.dir, { recursive: true, force: true });
});

describe('createFetchHandler in workerd', () => {
  it('is bundled for the worker with no Node-only import', () => {
    expect(workerText).not.toMatch(/node:(http|https|net|stream)|permessage-deflate/);
  });

  it('answers the generated client: a typed result, a typed revert, a refused key, a CORS preflight', async () => {
    const client = createClient({ url: base, apiKey: 'edge-key', retry: false, timeout: 10_000 });
    try {
      expect(await client.eth_getBlockByNumber('latest', false)).toEqual(examples.eth_getBlockByNumber.result);
      const revert = await client.eth_call((examples.eth_call.params as [never])[0], 'latest').then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(revert).toBeInstanceOf(ExecutionRevertedError);
      expect((revert as ExecutionRevertedError).reason).toBe('paused');
    } finally {
      await client.close();
    }
    const refused = await fetch(`${base}/v3/wrong`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"jsonrpc":"2.0","id":1,"method":"eth_chainId"}' });
    expect(refused.status).toBe(401);
    const preflight = await fetch(`${base}/v3/edge-key`, { method: 'OPTIONS', headers: { origin: 'https://app.example', 'access-control-request-method': 'POST' } });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('https://app.example');
  });
});
