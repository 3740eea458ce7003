// `rpcforge serve` on OpenRPC documents other projects publish, each in a child process on 127.0.0.1 as a user runs
// it: the open-rpc simple-math example at the path its `${basePath}` server variable gives (or `--server-var`);
// MetaMask's API, whose patterns need re2js (linked into the package without reading re2js's unexported
// package.json); the official Ethereum spec (no x-family) in front of the embedded anvil; and the Starknet write API,
// which has no examples, answered by `--mock` from values generated from its result schemas. Every process is stopped
// with SIGTERM and must exit 0.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { sampleValue } from '../generator/values/sample.js';
import { post } from './gateway-helpers.js';
import { referenceDir, repoRoot } from './helpers.js';
import { serveProcesses, started, stop } from './support/serve-process.js';

const { work, run, cleanup } = serveProcesses();
afterAll(cleanup);

const corpus = (path: string) => join(referenceDir, 'corpus', path);
let caches = 0;
/** A cache folder of its own, whose generated package the test reads (the last --cache-dir wins). */
const cacheDir = () => join(work, `own-cache-${caches++}`);

describe('rpcforge serve on real documents', () => {
  it('serves simple-math at /jsonrpc/ (its ${basePath} default), or at the path --server-var gives', async () => {
    for (const [args, path] of [
      [[], '/jsonrpc/'],
      [['--server-var', 'basePath=v2'], '/v2/'],
    ] as const) {
      const server = run(['--spec', corpus('open-rpc-examples/simple-math-openrpc.json'), '--mock', ...args]);
      try {
        const base = await started(server);
        expect(server.out()).toContain(`HTTP      ${base}${path}`);
        expect((await post(`${base}${path}`, 'addition', [2, 2])).body).toMatchObject({ result: 4 });
        // The printed curl line calls one of the spec's methods (not eth_getBlockByNumber), with its example's params.
        const curl = /--data '([^']+)' '([^']+)'$/m.exec(server.out())!;
        expect(JSON.parse(curl[1]!)).toMatchObject({ method: 'addition', params: [2, 2] });
        const answer = await fetch(curl[2]!, { method: 'POST', headers: { 'content-type': 'application/json' }, body: curl[1] });
        expect(await answer.json()).toMatchObject({ result: 4 });
        // The literal placeholder is no route any more.
        expect((await post(`${base}/\${basePath}/`, 'addition', [2, 2])).status).toBe(404);
      } finally {
        expect(await stop(server)).toBe(0);
      }
    }
    const refused = run(['--spec', corpus('open-rpc-examples/simple-math-openrpc.json'), '--mock', '--server-var', 'path=v2']);
    expect(await refused.exited).toBe(2);
    expect(refused.err()).toContain('server variable "path": no server of the spec declares it (declared: basePath, port, username)');
  }, 120_000);

  it("serves MetaMask's API, whose package needs re2js", async () => {
    const cache = cacheDir();
    const server = run(['--spec', corpus('metamask/openrpc.json'), '--mock', '--cache-dir', cache]);
    try {
      const base = await started(server);
      expect(JSON.parse(readFileSync(join(cache, 'package.json'), 'utf8')).dependencies).toHaveProperty('re2js');
      const answer = await post(`${base}/`, 'eth_chainId', []);
      expect(answer.status).toBe(200);
      expect(answer.body.result).toMatch(/^0x/);
    } finally {
      expect(await stop(server)).toBe(0);
    }
  }, 120_000);

  it('--anvil with the official Ethereum spec (no x-family): every method goes to anvil', async () => {
    const server = run(['--spec', join(referenceDir, 'execution-apis/openrpc.json'), '--anvil']);
    try {
      const base = await started(server);
      expect(server.err()).toMatch(/anvil \(embedded Ethereum node\) on http:\/\/127\.0\.0\.1:\d+ for every method/);
      expect(server.out()).toMatch(/upstream: default \(every method: embedded anvil http:\/\/127\.0\.0\.1:\d+\)/);
      const height = await post(`${base}/`, 'eth_blockNumber', []);
      expect(height.body.result).toBe('0x0');
      const block = await post(`${base}/`, 'eth_getBlockByNumber', ['latest', false]);
      expect(block.body.result).toMatchObject({ number: '0x0', hash: expect.stringMatching(/^0x[0-9a-f]{64}$/) });
    } finally {
      expect(await stop(server)).toBe(0);
    }
  }, 120_000);

  it("--anvil refuses, saying why, a spec none of whose families is an Ethereum node's", async () => {
    const spec = join(work, 'families.json');
    const method = (name: string, family: string) => ({ name, 'x-family': family, params: [], result: { name: 'r', schema: { type: 'integer' } } });
    writeFileSync(spec, JSON.stringify({ openrpc: '1.2.6', info: { title: 'Families', version: '1' }, methods: [method('getSlot', 'slot-commitment'), method('starknet_blockNumber', 'starknet')] }));
    const server = run(['--spec', spec, '--anvil']);
    expect(await server.exited).toBe(2);
    expect(server.err()).toContain(
      "--anvil: no method family of the spec is an Ethereum node's (a family whose methods are eth_*, net_*, web3_*, debug_* or txpool_*, at least one eth_*); its families: slot-commitment (getSlot); starknet (starknet_blockNumber). Give the node with --upstream <family>=<url>",
    );
  }, 120_000);

  it('--mock answers every method of the Starknet write API (no examples) with a value its result schema accepts', async () => {
    const spec = join(referenceDir, 'starknet/starknet_write_api.json');
    const cache = cacheDir();
    const server = run(['--spec', spec, '--mock', '--cache-dir', cache]);
    try {
      const base = await started(server);
      expect(server.out()).toContain('mocked from values generated from the result schemas: starknet_addInvokeTransaction, starknet_addDeclareTransaction, starknet_addDeployAccountTransaction');
      expect(server.err()).toContain('--mock: 0 from examples, 0 from schema examples or defaults, 3 from generated values');
      type Check = (m: string, v: unknown) => { ok: boolean };
      const { validateResult, validateParams } = (await import(pathToFileURL(join(cache, 'dist/validators.js')).href)) as { validateResult: Check; validateParams: Check };
      const document = JSON.parse(readFileSync(join(cache, 'openrpc.json'), 'utf8')) as { methods: { name: string; params: { schema: Record<string, unknown> }[] }[] };
      for (const { name, params } of document.methods) {
        // Params the server lets through, generated from the params' schemas the same way.
        const call = params.map((p, i) => sampleValue(p.schema, i + 1, { root: document, accept: (v) => validateParams(name, [v]).ok }));
        const first = await post(`${base}/`, name, call);
        expect(first.status, name).toBe(200);
        expect(validateResult(name, first.body.result).ok, `${name}: ${JSON.stringify(first.body)}`).toBe(true);
        // The same value on every call (seeded by the method name).
        expect((await post(`${base}/`, name, call)).body.result).toEqual(first.body.result);
      }
    } finally {
      expect(await stop(server)).toBe(0);
    }
  }, 120_000);
  it('--mock says why a method has no value: the forbidden required name, or the schema false', async () => {
    const server = run(['--spec', join(repoRoot, 'test/fixtures/real-shapes/massa-like.json'), '--mock']);
    try {
      const base = await started(server);
      expect(server.err()).toContain('--mock: get_status not mocked: no valid value from its result schema (required property "execution_stats" is not allowed (additionalProperties is false and properties do not list it))');
      expect(server.err()).toContain('--mock: get_config not mocked: no valid value from its result schema (required property "execution_stats" is not allowed');
      expect(server.err()).toContain('--mock: stop_node not mocked: no valid value from its result schema (the schema `false` admits no value)');
      expect((await post(`${base}/`, 'get_version', [])).body.result).toEqual(expect.any(String));
      expect((await post(`${base}/`, 'get_config', [])).body.error).toBeDefined();
    } finally {
      expect(await stop(server)).toBe(0);
    }
  }, 120_000);
});
