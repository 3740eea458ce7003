// The types emitter's one mapping from JSON Schema to TypeScript type text (generator/emit/types/render-type.ts),
// case by case: a schema in, the type text out, as openapi-typescript's test/transform/ does. The whole-package
// tests (types.test.ts, golden.test.ts) show the mapping holds for real specs; these show what each keyword does,
// and a change to one rule fails one named row rather than a golden diff. Cases run against a small document whose
// component schemas are named as the model names them.
import { describe, expect, test } from 'vitest';
import { TypeRenderer } from '../generator/emit/types/render-type.js';
import type { JsonObject } from '../generator/load/json.js';
import type { JsonSchema } from '../generator/model/model.js';

const schemas: Record<string, JsonSchema> = {
  Hash: { type: 'string', pattern: '^0x[0-9a-f]{64}$' },
  Tree: { type: 'object', properties: { children: { type: 'array', items: { $ref: '#/components/schemas/Tree' } } } },
  // An alias that names itself where no object or array stands between: TypeScript refuses it (TS2456).
  Loop: { anyOf: [{ type: 'string' }, { $ref: '#/components/schemas/Loop' }, { type: 'null' }] },
  // Two aliases that name each other bare: `A = B | null`, `B = A | number`.
  A: { anyOf: [{ $ref: '#/components/schemas/B' }, { type: 'null' }] },
  B: { anyOf: [{ $ref: '#/components/schemas/A' }, { type: 'number' }] },
};
const document: JsonObject = { components: { schemas: schemas as JsonObject }, 'x-local': { type: 'boolean' } };
const names = new Map(Object.keys(schemas).map((name) => [`#/components/schemas/${name}`, name]));
const renderer = () => new TypeRenderer(document, names);

/** A row: its name, the schema given, the type text wanted. */
type Case = [name: string, given: JsonSchema | undefined, want: string];

function table(title: string, cases: Case[]): void {
  describe(title, () => {
    test.each(cases)('%s', (_name, given, want) => {
      expect(renderer().render(given)).toBe(want);
    });
  });
}

table('no constraint', [
  ['true', true, 'unknown'],
  ['false: nothing is valid', false, 'never'],
  ['absent', undefined, 'unknown'],
  ['{}', {}, 'unknown'],
  ['a type TypeScript has no name for', { type: 'file' }, 'unknown'],
]);

table('primitives', [
  ['string', { type: 'string' }, 'string'],
  ['hex pattern: a template literal', { type: 'string', pattern: '^0x[0-9a-f]*$' }, '`0x${string}`'],
  ['other pattern: a plain string', { type: 'string', pattern: '^[a-z]+$' }, 'string'],
  ['integer', { type: 'integer' }, 'number'],
  ['number', { type: 'number' }, 'number'],
  ['boolean', { type: 'boolean' }, 'boolean'],
  ['null', { type: 'null' }, 'null'],
  ['a list of types: their union', { type: ['string', 'null'] }, 'string | null'],
]);

table('types inferred from the keywords present', [
  ['properties: an object', { properties: { a: { type: 'string' } } }, '{\n  a?: string;\n}'],
  ['items: an array', { items: { type: 'string' } }, 'string[]'],
  ['minLength: a string', { minLength: 1 }, 'string'],
  ['minimum: a number', { minimum: 0 }, 'number'],
]);

table('const and enum', [
  ['a string, quoted and escaped', { const: "it's" }, "'it\\'s'"],
  ['a number', { const: 3 }, '3'],
  ['null', { const: null }, 'null'],
  ['an object: no literal type', { const: { a: 1 } }, 'unknown'],
  ['enum: the union of its literals', { enum: ['a', 1, true, null] }, "'a' | 1 | true | null"],
]);

table('arrays and tuples', [
  ['items', { type: 'array', items: { type: 'string' } }, 'string[]'],
  ['items a union: parenthesized', { type: 'array', items: { type: ['string', 'null'] } }, '(string | null)[]'],
  ['no items', { type: 'array' }, 'unknown[]'],
  ['a tuple: the elements past minItems optional, any more allowed', { type: 'array', items: [{ type: 'string' }, { type: 'number' }], minItems: 1 }, '[string, number?, ...unknown[]]'],
  ['a tuple closed by additionalItems: false', { type: 'array', items: [{ type: 'string' }, { type: 'number' }], minItems: 2, additionalItems: false }, '[string, number]'],
  ['a tuple closed by maxItems', { type: 'array', items: [{ type: 'string' }], maxItems: 1 }, '[string?]'],
  ['a tuple with a schema for the rest', { type: 'array', items: [{ type: 'string' }], minItems: 1, additionalItems: { type: 'number' } }, '[string, ...number[]]'],
]);

table('objects', [
  ['properties: required or optional; a key that is no identifier quoted', { type: 'object', properties: { a: { type: 'string' }, 'b-c': { type: 'number' } }, required: ['a'] }, "{\n  a: string;\n  'b-c'?: number;\n}"],
  ['a property documented', { type: 'object', properties: { a: { type: 'string', description: 'The a.' } } }, '{\n  /** The a. */\n  a?: string;\n}'],
  ['no properties: any key', { type: 'object' }, '{ [key: string]: unknown }'],
  ['no properties, additionalProperties: false', { type: 'object', additionalProperties: false }, 'Record<string, never>'],
  ['a map: additionalProperties a schema', { type: 'object', additionalProperties: { type: 'number' } }, '{ [key: string]: number }'],
  ['propertyNames listing the keys', { type: 'object', propertyNames: { enum: ['x', 'y'] }, additionalProperties: { type: 'boolean' } }, "{ [K in 'x' | 'y']?: boolean }"],
  ['properties and a schema for the rest: an index signature admitting both', { type: 'object', properties: { a: { type: 'string' } }, additionalProperties: { type: 'number' } }, '{\n  a?: string;\n  [key: string]: unknown;\n}'],
  ['required without a property schema', { type: 'object', properties: { a: { type: 'string' } }, required: ['a', 'b'] }, '{\n  a: string;\n  b: unknown;\n}'],
  ['not: { required: [b] }: b must be absent', { type: 'object', properties: { a: { type: 'string' } }, not: { required: ['b'] } }, '{\n  a?: string;\n  b?: never;\n}'],
]);

table('combinators', [
  ['oneOf: a union', { oneOf: [{ type: 'string' }, { type: 'number' }] }, 'string | number'],
  ['anyOf: a union', { anyOf: [{ type: 'string' }, { type: 'null' }] }, 'string | null'],
  ['allOf: an intersection', { allOf: [{ $ref: '#/components/schemas/Tree' }, { type: 'object', properties: { x: { type: 'string' } } }] }, 'Tree & {\n  x?: string;\n}'],
  ['a union inside an intersection: parenthesized', { allOf: [{ anyOf: [{ type: 'string' }, { type: 'number' }] }, { $ref: '#/components/schemas/Hash' }] }, '(string | number) & Hash'],
]);

table('references', [
  ['a component schema: its name', { $ref: '#/components/schemas/Hash' }, 'Hash'],
  ['nullable', { oneOf: [{ $ref: '#/components/schemas/Hash' }, { type: 'null' }] }, 'Hash | null'],
  ['an array of a nullable one', { type: 'array', items: { oneOf: [{ $ref: '#/components/schemas/Hash' }, { type: 'null' }] } }, '(Hash | null)[]'],
  ['a local one that is no component: inlined', { $ref: '#/x-local' }, 'boolean'],
  ['one that leads nowhere', { $ref: '#/nowhere' }, 'unknown'],
  ['another document', { $ref: 'other.json#/x' }, 'unknown'],
]);

describe('named aliases (renderNamed): a reference back to the alias', () => {
  test.each<[name: string, ref: string, want: string]>([
    ['inside an array: kept (TypeScript allows it since 3.7)', 'Tree', '{\n  children?: Tree[];\n}'],
    ['bare in a union: dropped (T = A | T | null is A | null)', 'Loop', 'string | null'],
    ['through another alias, bare: that alias written out', 'A', 'number | null'],
  ])('%s', (_name, ref, want) => {
    expect(renderer().renderNamed(`#/components/schemas/${ref}`, schemas[ref])).toBe(want);
  });
});

describe('interfaces (objectMembers): a plain object schema as members', () => {
  test.each<[name: string, given: JsonSchema, want: ReturnType<TypeRenderer['objectMembers']>]>([
    ['a required member with its docs: description, default', { type: 'object', properties: { a: { type: 'string', description: 'd', default: 'x' } }, required: ['a'] }, [{ name: 'a', optional: false, type: 'string', docs: 'd\n\n@defaultValue "x"' }]],
    ['a deprecated member', { type: 'object', properties: { old: { type: 'number', deprecated: true } } }, [{ name: 'old', optional: true, type: 'number', docs: '@deprecated' }]],
    ['a schema for the other keys: not an interface', { type: 'object', additionalProperties: { type: 'string' }, properties: { a: {} } }, undefined],
    ['no properties: not an interface', { type: 'object' }, undefined],
    ['a combinator: not an interface', { type: 'object', properties: { a: {} }, oneOf: [{ required: ['a'] }] }, undefined],
  ])('%s', (_name, given, want) => {
    expect(renderer().objectMembers(given)).toEqual(want);
  });
});
