// rpcforge works on any valid OpenRPC document: the official Ethereum spec (one 2.7 MB dereferenced JSON file)
// and the official Starknet spec (cross-file $refs into ./api/) generate packages that type-check.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { generate } from '../generator/pipeline.js';
import { writeOutput } from '../generator/write.js';
import { startRpcServer } from './client-helpers.js';
import { referenceDir, tempDir, tscStrict, withoutComments } from './helpers.js';

interface AnyClient {
  request(args: { method: string; params?: unknown }): Promise<unknown>;
  credits: { spent: number; calls: number; unknownCostCalls: number };
  close(): Promise<void>;
  [method: string]: unknown;
}

/** Runs the generated client of `out` against a local server that echoes each call: the spec has no x-credits, so
 * credits count nothing and a budget of 0 refuses nothing; the spec declares no API key path, so a key is refused. */
async function runClient(out: string, call: (client: AnyClient) => Promise<unknown>): Promise<{ method: string; params: unknown }> {
  const { createClient } = (await import(pathToFileURL(join(out, 'dist/index.js')).href)) as { createClient: (options: object) => AnyClient };
  const server = await startRpcServer({ answer: (request) => ({ result: { method: request.method, params: request.params } }) });
  const client = createClient({ url: server.url, dailyBudget: 0 });
  try {
    const result = (await call(client)) as { method: string; params: unknown };
    expect(client.credits).toMatchObject({ spent: 0, calls: 1, unknownCostCalls: 1 });
    expect(() => createClient({ url: server.url, apiKey: 'key-123' })).toThrow(/declares no API key path/);
    return result;
  } finally {
    await client.close();
    await server.close();
  }
}

describe('official specs', () => {
  it('Ethereum execution-apis: every method typed, output type-checks with tsc --strict, its client runs', async () => {
    const spec = join(referenceDir, 'execution-apis/openrpc.json');
    const source = JSON.parse(readFileSync(spec, 'utf8')) as { methods: { name: string }[] };
    const { model, files } = generate(spec);
    expect(model.methods.map((m) => m.name)).toEqual(source.methods.map((m) => m.name));
    const out = join(tempDir(), 'eth');
    writeOutput(out, files);
    const types = readFileSync(join(out, 'src/types.ts'), 'utf8');
    expect(types).toContain('  eth_getBlockByNumber: { params: EthGetBlockByNumberParams; result: EthGetBlockByNumberResult };');
    expect(withoutComments(types)).not.toMatch(/\bany\b/);
    // The server too: a handler per method, no limits or servers of ours assumed.
    const server = readFileSync(join(out, 'src/server.ts'), 'utf8');
    expect(server).toContain('  eth_getBlockByNumber(params: Extract<EthGetBlockByNumberParams, readonly unknown[]>, context: HandlerContext<\'eth_getBlockByNumber\'>)');
    expect(tscStrict(out)).toBe('');
    const client = readFileSync(join(out, 'src/client.ts'), 'utf8');
    // The official methods take params by position or by name (`either`): the client calls them by position.
    expect(client).toContain('  eth_getBlockByNumber(...args: [...Extract<EthGetBlockByNumberParams, readonly unknown[]>, options?: CallOptions]): Promise<EthGetBlockByNumberResult>;');
    const echoed = await runClient(out, (c) => (c.eth_getBlockByNumber as (...a: unknown[]) => Promise<unknown>)('latest', false));
    expect(echoed).toEqual({ method: 'eth_getBlockByNumber', params: ['latest', false] });
  });

  it('Starknet write API: cross-file components hoisted under their names, output type-checks, its client runs', async () => {
    const { model, files } = generate(join(referenceDir, 'starknet/starknet_write_api.json'));
    const names = model.schemas.map((s) => s.typeName);
    expect(names).toEqual(expect.arrayContaining(['Felt', 'DeployAccountTxnV3', 'ResourceBoundsMapping', 'DaMode']));
    expect(model.methods.map((m) => m.name)).toContain('starknet_addDeployAccountTransaction');
    // The bundle is self-contained: no reference leads outside it.
    expect(JSON.stringify(model.document)).not.toMatch(/"\$ref":"\.\//);
    const out = join(tempDir(), 'starknet');
    writeOutput(out, files);
    expect(readFileSync(join(out, 'src/server.ts'), 'utf8')).toMatch(/^  starknet_addDeployAccountTransaction\(params: /m);
    expect(tscStrict(out)).toBe('');
    // The official method declares no paramStructure (`either`): the client sends it by position.
    const transaction = { type: 'DEPLOY_ACCOUNT', version: '0x3' };
    const echoed = await runClient(out, (c) => (c.starknet_addDeployAccountTransaction as (p: unknown) => Promise<unknown>)(transaction));
    expect(echoed).toEqual({ method: 'starknet_addDeployAccountTransaction', params: [transaction] });
  });
});
