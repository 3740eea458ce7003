// rpcforge works on any valid OpenRPC document: the official Ethereum spec (one 2.7 MB dereferenced JSON file)
// and the official Starknet spec (cross-file $refs into ./api/) generate packages that type-check.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { generate } from '../generator/pipeline.js';
import { writeOutput } from '../generator/write.js';
import { referenceDir, tempDir, tscStrict, withoutComments } from './helpers.js';

describe('official specs', () => {
  it('Ethereum execution-apis: every method typed, output type-checks with tsc --strict', () => {
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
  });

  it('Starknet write API: cross-file components hoisted under their names, output type-checks', () => {
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
  });
});
