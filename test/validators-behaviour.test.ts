// What users of the generated validators rely on: the lookups by name, result shape, error paths that point at the
// failing value, messages that say what was expected, type guards, and no exception on any input.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as gateway from '../generated/dist/index.js';
import { isBlock, isTransactionReceipt, methodInfo, validateEthGetLogsParams, validateParams, validateResult } from '../generated/dist/index.js';
import { mainnetBlock } from '../bench/payloads.js';
import { fixtureModule } from './support/fixture-packages.js';

const hash = `0x${'ab'.repeat(32)}`;

describe('generated validators', () => {
  it('point at the failing value: params[0].topics[2]', () => {
    const result = validateParams('eth_getLogs', [{ topics: [hash, hash, '0xnothex'] }]);
    expect(result).toEqual({
      ok: false,
      errors: [{ path: 'params[0].topics[2]', message: 'must match pattern ^0x[0-9a-f]{64}$ (Hash32)', keyword: 'pattern' }],
    });
    expect(validateEthGetLogsParams([{ topics: [hash, hash, '0xnothex'] }])).toEqual(result);
  });

  it('point at the failing value: result.transactions[5].to, through oneOf, anyOf and allOf', () => {
    const block = JSON.parse(JSON.stringify(mainnetBlock())) as { transactions: { to: unknown }[] };
    expect(validateResult('eth_getBlockByNumber', block).ok).toBe(true);
    block.transactions[5]!.to = '0xABC';
    const result = validateResult('eth_getBlockByNumber', block);
    expect(result).toEqual({
      ok: false,
      errors: [{ path: 'result.transactions[5].to', message: 'must match pattern ^0x[0-9a-fA-F]{40}$ (Address)', keyword: 'pattern' }],
    });
  });

  it('report every failure, each with what was expected', () => {
    const result = validateParams('eth_call', [{ to: 5, data: '0xzz' }, 'newest']);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual(
      expect.arrayContaining([
        { path: 'params[0].to', message: 'must be string (Address)', keyword: 'type' },
        { path: 'params[0].data', message: 'must match pattern ^0x([0-9a-f][0-9a-f])*$ (Bytes)', keyword: 'pattern' },
      ]),
    );
    // `from` is optional (spec 3.2.0): its absence is no failure.
    expect(result.errors.some((e) => e.path === 'params[0].from')).toBe(false);
    expect(result.errors.find((e) => e.path === 'params[1]')?.message).toBe(
      'must match exactly one of: Quantity, BlockTag (must match pattern ^0x(0|[1-9a-f][0-9a-f]*)$ (Quantity); or must be one of "latest", "earliest", "pending", "safe", "finalized" (BlockTag))',
    );
  });

  it('check the params container: arity, missing, unknown and omitted params', () => {
    expect(validateParams('eth_getBlockByNumber', ['latest'])).toEqual({
      ok: false,
      errors: [{ path: 'params[1]', message: 'missing required param "hydratedTransactions"', keyword: 'required' }],
    });
    expect(validateParams('eth_getBlockByNumber', ['latest', false, 1])).toMatchObject({ ok: false, errors: [{ path: 'params[2]', keyword: 'maxItems' }] });
    expect(validateParams('eth_getBlockByNumber', { block: 'latest' })).toMatchObject({ ok: false, errors: [{ path: 'params', keyword: 'type' }] });
    expect(validateParams('getVoteAccounts', undefined)).toEqual({ ok: true, value: [] });
    expect(validateParams('eth_estimateGas', [{ to: `0x${'12'.repeat(20)}` }]).ok).toBe(true);
    expect(validateParams('starknet_addDeployAccountTransaction', {})).toEqual({
      ok: false,
      errors: [{ path: 'params.deploy_account_transaction', message: 'missing required param "deploy_account_transaction"', keyword: 'required' }],
    });
    expect(validateParams('starknet_addDeployAccountTransaction', { deploy_account_transaction: {}, extra: 1 })).toMatchObject({
      ok: false,
      errors: [{ path: 'params["extra"]', message: 'unknown param' }],
    });
  });

  it('answer an unknown method with an error, not an exception', () => {
    expect(validateParams('eth_nope', [])).toEqual({ ok: false, errors: [{ path: 'method', message: 'unknown method "eth_nope"', keyword: 'method' }] });
    expect(validateResult('__proto__', null).ok).toBe(false);
    expect(validateResult('constructor', null).ok).toBe(false);
  });

  it('type guards narrow and agree with the validators', () => {
    const block = JSON.parse(JSON.stringify(mainnetBlock()));
    expect(isBlock(block)).toBe(true);
    expect(isBlock({ ...block, hash: 42 })).toBe(false);
    expect(isTransactionReceipt({})).toBe(false);
  });

  it('never throw, whatever they are given', () => {
    const methods = Object.keys(methodInfo);
    fc.assert(
      fc.property(fc.constantFrom(...methods), fc.anything({ withObjectString: true, withNullPrototype: true, maxDepth: 4 }), (method, value) => {
        const params = validateParams(method, value);
        const result = validateResult(method, value);
        expect(typeof params.ok).toBe('boolean');
        expect(typeof result.ok).toBe('boolean');
        if (!params.ok) expect(params.errors.length).toBeGreaterThan(0);
      }),
      { seed: 3, numRuns: 3000 },
    );
    const deep: unknown[] = [];
    let cursor = deep;
    for (let i = 0; i < 10_000; i++) cursor.push((cursor = []));
    expect(validateParams('eth_getLogs', [{ topics: deep }]).ok).toBe(false);
  });

  // A Redis client's `.eval(` (the credit store's script) is a method call, not JavaScript's eval.
  it('contain no eval and no Function constructor (usable under a strict content-security policy)', async () => {
    const { readFileSync, readdirSync } = await import('node:fs');
    const { join } = await import('node:path');
    const dist = new URL('../generated/dist/', import.meta.url).pathname;
    const files = readdirSync(dist, { recursive: true }).map(String).filter((f) => f.endsWith('.js'));
    expect(files.length).toBeGreaterThan(5);
    for (const file of files) expect(readFileSync(join(dist, file), 'utf8'), file).not.toMatch(/(?<![.\w])eval\s*\(|\bnew Function\b|(?<![.\w])Function\s*\(/);
    expect(Object.keys(gateway)).toEqual(expect.arrayContaining(['validateParams', 'validateResult', 'isBlock']));
  });
});

describe('validators of a recursive schema (golden fixture "recursive")', () => {
  it('validate nested values, and answer an error for nesting deeper than the stack, never a RangeError', async () => {
    const { validateResult: validateTree } = (await import(fixtureModule('recursive', 'dist/validators.js'))) as typeof import('./fixtures/recursive/expected/dist/validators.js');
    const tree = (depth: number) => {
      let node: { name: string; children: unknown[] } = { name: 'leaf', children: [] };
      for (let i = 0; i < depth; i++) node = { name: `n${i}`, children: [node] };
      return node;
    };
    expect(validateTree('tree_get', tree(200)).ok).toBe(true);
    const broken = tree(3);
    (broken.children[0] as { children: { name: unknown }[] }).children[0]!.name = 7;
    expect(validateTree('tree_get', broken)).toEqual({
      ok: false,
      errors: [{ path: 'result.children[0].children[0].name', message: 'must be string', keyword: 'type' }],
    });
    expect(validateTree('tree_get', tree(500_000))).toEqual({
      ok: false,
      errors: [{ path: 'result', message: 'is nested too deeply to validate', keyword: 'depth' }],
    });
  });
});
