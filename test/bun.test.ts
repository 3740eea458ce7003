// The generated client under Bun (the bare binary of @oven/bun-linux-x64), imported from the packed package as an
// application would, calling the generated server on 127.0.0.1 over HTTP and WebSocket. Node 20 is what every other
// client test runs on.
import { execFile } from 'node:child_process';
import { existsSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { raiseExecutionReverted } from '../generated/dist/server.js';
import { exampleHandlers, examples, startServer } from './server-helpers.js';
import { packageName, type PackedProject, packedProject, repoRoot } from './support/packed.js';

// The binary of the platform's package, or where the `bun` package's postinstall moved it (when install scripts ran).
const bun = [join(repoRoot, 'node_modules', '@oven', 'bun-linux-x64', 'bin', 'bun'), join(repoRoot, 'node_modules', 'bun', 'bin', 'bun.exe')].find((path) => existsSync(path) && statSync(path).size > 1e6) ?? 'bun';

let project: PackedProject;
beforeAll(() => {
  if (!existsSync(bun)) throw new Error(`bun is missing at ${bun}: npm ci installs the bun package, with @oven/bun-linux-x64 on linux x64`);
  project = packedProject();
});
afterAll(() => rmSync(project.dir, { recursive: true, force: true }));

describe('the client under Bun', () => {
  it('calls the generated server over HTTP and WebSocket: results and a typed revert', async () => {
    const { handlers, calls } = exampleHandlers({ eth_call: () => raiseExecutionReverted('paused', '0x') });
    const gateway = await startServer(handlers, {});
    const script = join(project.dir, 'bun-client.mjs');
    writeFileSync(
      script,
      `import { createClient, ExecutionRevertedError } from '${packageName}';
const out = { runtime: typeof Bun === 'object' ? 'bun ' + Bun.version : 'not bun' };
for (const transport of ['http', 'ws']) {
  const client = createClient({ url: process.argv[2], apiKey: 'bun-key', transport, retry: false, timeout: 10000 });
  out[transport + ' block'] = await client.eth_getBlockByNumber('latest', false);
  out[transport + ' revert'] = await client.eth_call(${JSON.stringify((examples.eth_call.params as unknown[])[0])}, 'latest').then(
    () => 'no error',
    (error) => (error instanceof ExecutionRevertedError ? 'ExecutionRevertedError: ' + error.reason : String(error)),
  );
  await client.close();
}
console.log(JSON.stringify(out));
`,
    );
    const { stdout } = await promisify(execFile)(bun, [script, gateway.base], { cwd: project.dir, timeout: 30_000, env: { ...process.env, BUN_RUNTIME_TRANSPILER_CACHE_PATH: '0' } });
    const out = JSON.parse(stdout.trim().split('\n').pop()!) as Record<string, unknown>;
    expect(out.runtime).toMatch(/^bun \d/);
    for (const transport of ['http', 'ws']) {
      expect(out[`${transport} block`]).toEqual(examples.eth_getBlockByNumber.result);
      expect(out[`${transport} revert`]).toBe('ExecutionRevertedError: paused');
    }
    expect(new Set(calls.map((c) => c.transport))).toEqual(new Set(['http', 'ws']));
  }, 60_000);
});
