// generator/values: fast-check arbitraries from JSON Schemas (what `serve --mock` answers with, and what a
// conformance runner will draw from). Property: over the result and component schemas of our spec and of real
// documents, every generated value passes the generated validators, but for one thing the arbitrary leaves to a
// validator, oneOf's "exactly one" where branches overlap (an empty array is both a list of hashes and a list of
// logs); `sampleValue` with the validator then gives a valid value for every method. Plus the keywords one by one.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { generate } from '../generator/pipeline.js';
import { NoValueError, sampleValue, schemaArbitrary, seedOf } from '../generator/values/sample.js';
import { writeOutput } from '../generator/write.js';
import { referenceDir, repoRoot, tempDir } from './helpers.js';

type Check = (method: string, value: unknown) => { ok: boolean; errors?: { path: string; message: string; keyword: string }[] };

/**
 * Documents, and why some are left out: Firebolt's schemas use if/then (not generated: a value may miss the branch
 * the condition picks); Urbit's patterns are written `/^own$/` with the slashes inside, which no string matches.
 */
const documents = {
  'our spec': join(repoRoot, 'spec/openrpc.yaml'),
  'official Ethereum spec': join(referenceDir, 'execution-apis/openrpc.json'),
  'Starknet write API': join(referenceDir, 'starknet/starknet_write_api.json'),
  'MetaMask API': join(referenceDir, 'corpus/metamask/openrpc.json'),
  'Delta Chat': join(referenceDir, 'corpus/deltachat/openrpc.json'),
  'ETC Labs Ethereum': join(referenceDir, 'corpus/etclabs-ethereum/openrpc.json'),
  'Jade service runner': join(referenceDir, 'corpus/etclabs-jade/openrpc.json'),
  'petstore-expanded': join(referenceDir, 'corpus/open-rpc-examples/petstore-expanded-openrpc.json'),
  "Sui's MoveValue": join(repoRoot, 'test/fixtures/real-shapes/sui-move-value.json'),
};

/** Only oneOf matching more than one branch: the one failure the arbitrary leaves to the validator. */
const onlyOverlap = (errors: { message: string; keyword: string }[]) => errors.every((e) => e.keyword === 'oneOf' && /; it matches \d+$/.test(e.message));

describe.each(Object.entries(documents))('values from the schemas of %s', (_, spec) => {
  let validateResult: Check;
  let methods: { name: string; result?: { schema: unknown } }[];
  let document: object;

  beforeAll(async () => {
    const out = join(tempDir(), 'out');
    const generation = generate(spec);
    writeOutput(out, generation.files);
    ({ validateResult } = (await import(pathToFileURL(join(out, 'dist/validators.js')).href)) as { validateResult: Check });
    document = generation.model.document;
    methods = generation.model.methods;
  }, 120_000);

  it('every generated result passes the generated validator, but for overlapping oneOf branches', () => {
    const tested = methods.filter((m) => m.result !== undefined && !(spec.includes('sui-move-value') && m.name === 'move_getPair'));
    expect(tested.length).toBeGreaterThan(0);
    for (const method of tested) {
      const arbitrary = schemaArbitrary(method.result!.schema as never, { root: document });
      fc.assert(
        fc.property(arbitrary, (value) => {
          const verdict = validateResult(method.name, value);
          if (!verdict.ok && !onlyOverlap(verdict.errors ?? [])) throw new Error(`${method.name}: ${JSON.stringify(value).slice(0, 300)}: ${JSON.stringify(verdict.errors?.slice(0, 3))}`);
        }),
        { seed: seedOf(method.name), numRuns: 15 },
      );
    }
  }, 120_000);

  it('sampleValue with the validator gives a valid value for every method, the same for the same seed', () => {
    for (const method of methods.filter((m) => m.result !== undefined && !(spec.includes('sui-move-value') && m.name === 'move_getPair'))) {
      const accept = (v: unknown) => validateResult(method.name, v).ok;
      const value = sampleValue(method.result!.schema as never, seedOf(method.name), { root: document, accept });
      expect(accept(value), method.name).toBe(true);
      expect(sampleValue(method.result!.schema as never, seedOf(method.name), { root: document, accept })).toEqual(value);
    }
  }, 120_000);
});

describe('the keywords', () => {
  const sample = (schema: object, seeds = 40) => fc.sample(schemaArbitrary(schema as never), { seed: 7, numRuns: seeds });

  it('type, enum, const, string lengths moved into a pattern, numbers within their bounds', () => {
    expect(sample({ enum: ['a', 'b'] }).every((v) => v === 'a' || v === 'b')).toBe(true);
    expect(sample({ const: { x: 1 } })).toContainEqual({ x: 1 });
    // A pattern that ends in one repeated atom takes min/maxLength into its repeat.
    expect(sample({ type: 'string', pattern: '^0x[0-9a-f]+$', minLength: 6, maxLength: 8 }).every((v) => typeof v === 'string' && /^0x[0-9a-f]{4,6}$/.test(v))).toBe(true);
    expect(sample({ type: 'string', pattern: '^[1-9A-HJ-NP-Za-km-z]+$', minLength: 32, maxLength: 44 }).every((v) => (v as string).length >= 32 && (v as string).length <= 44)).toBe(true);
    expect(sample({ type: 'integer', minimum: 3, exclusiveMaximum: 6 }).every((v) => Number.isInteger(v) && (v as number) >= 3 && (v as number) < 6)).toBe(true);
    expect(sample({ type: 'integer', multipleOf: 7, minimum: 1, maximum: 50 }).every((v) => (v as number) % 7 === 0 && (v as number) >= 7)).toBe(true);
    expect(sample({ type: 'number', exclusiveMinimum: 0, maximum: 1 }).every((v) => (v as number) > 0 && (v as number) <= 1)).toBe(true);
  });

  it('arrays and tuples within their sizes, objects with their required properties and without the forbidden one', () => {
    expect(sample({ type: 'array', items: { type: 'boolean' }, minItems: 2, maxItems: 2 }).every((v) => Array.isArray(v) && v.length === 2)).toBe(true);
    expect(sample({ type: 'array', items: [{ type: 'integer' }, { type: 'string' }], minItems: 2 }).every((v) => typeof (v as unknown[])[0] === 'number' && typeof (v as unknown[])[1] === 'string')).toBe(true);
    expect(sample({ type: 'array', items: { enum: [1, 2, 3] }, uniqueItems: true }).every((v) => new Set(v as unknown[]).size === (v as unknown[]).length)).toBe(true);
    const objects = sample({ type: 'object', required: ['a'], properties: { a: { type: 'integer' }, b: { type: 'string' }, c: { type: 'null' } }, not: { required: ['c'] } });
    expect(objects.every((v) => typeof (v as { a: unknown }).a === 'number' && !('c' in (v as object)))).toBe(true);
    expect(objects.some((v) => 'b' in (v as object))).toBe(true);
  });

  it('allOf merges object parts (through $ref with sibling keywords); oneOf/anyOf take a branch', () => {
    const root = { components: { schemas: { Base: { type: 'object', required: ['kind'], properties: { kind: { type: 'string' } } } } } };
    const merged = fc.sample(schemaArbitrary({ allOf: [{ $ref: '#/components/schemas/Base', title: 'x' }, { type: 'object', required: ['n'], properties: { n: { type: 'integer' } } }] }, { root }), { seed: 1, numRuns: 30 });
    expect(merged.every((v) => typeof (v as { kind: unknown }).kind === 'string' && Number.isInteger((v as { n: unknown }).n))).toBe(true);
    const branches = sample({ oneOf: [{ type: 'boolean' }, { type: 'null' }] });
    expect(new Set(branches.map((v) => typeof v))).toEqual(new Set(['boolean', 'object']));
  });

  it('a recursive schema yields finite values within the depth bound; one no branch escapes says so', () => {
    const root = { components: { schemas: { Tree: { type: 'object', required: ['children'], properties: { children: { type: 'array', items: { $ref: '#/components/schemas/Tree' } } } } } } };
    const depth = (v: unknown): number => 1 + Math.max(0, ...((v as { children: unknown[] }).children.map(depth)));
    const trees = fc.sample(schemaArbitrary({ $ref: '#/components/schemas/Tree' }, { root }), { seed: 3, numRuns: 50 });
    expect(Math.max(...trees.map(depth))).toBeLessThanOrEqual(4);
    expect(Math.max(...trees.map(depth))).toBeGreaterThan(1);
    const endless = { components: { schemas: { Loop: { type: 'object', required: ['next'], properties: { next: { $ref: '#/components/schemas/Loop' } } } } } };
    expect(() => schemaArbitrary({ $ref: '#/components/schemas/Loop' }, { root: endless })).toThrow(NoValueError);
    expect(() => sampleValue({ type: 'integer', minimum: 1 }, 1, { accept: () => false, attempts: 5 })).toThrow('none of 5 values generated from the schema was valid');
  });

  it('shrinks: a failing property reports a small counterexample', () => {
    const result = fc.check(fc.property(schemaArbitrary({ type: 'array', items: { type: 'integer', minimum: 0, maximum: 1000 }, maxItems: 3 }), (v) => (v as number[]).every((n) => n < 500)), { seed: 11 });
    expect(result.failed).toBe(true);
    expect(result.counterexample?.[0]).toEqual([500]);
  });
});
