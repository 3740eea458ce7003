// What the emitters read off one schema or value, case by case (a schema in, the fact or text out), as
// openapi-typescript's test/transform/ does: the validators' words for a schema in an error message and the JSON
// types a schema admits (generator/emit/validators/schema-facts.ts: whether a oneOf's branches can be told apart by
// type alone), and a constant table's declared type (generator/emit/const-type.ts). The whole-package tests check
// the validators' verdicts and the declarations for real specs; these name each rule.
import { describe, expect, test } from 'vitest';
import { asConstType } from '../generator/emit/const-type.js';
import { describeSchema, SchemaFacts } from '../generator/emit/validators/schema-facts.js';
import { compareStrings, type JsonObject } from '../generator/load/json.js';
import type { JsonSchema } from '../generator/model/model.js';

const document: JsonObject = { components: { schemas: { Hash: { type: 'string', pattern: '^0x' }, Self: { $ref: '#/components/schemas/Self' } } } };
const nameOf = (ref: string) => (ref === '#/components/schemas/Hash' ? 'Hash' : undefined);

describe('describeSchema: a schema in an error message', () => {
  test.each<[name: string, given: JsonSchema, want: string]>([
    ['true', true, 'anything'],
    ['false', false, 'nothing'],
    ['a named reference: its name', { $ref: '#/components/schemas/Hash' }, 'Hash'],
    ['an unnamed reference: the reference', { $ref: '#/x' }, '#/x'],
    ['const: the value as JSON', { const: 'latest' }, '"latest"'],
    ['enum', { enum: ['a', 1, null] }, 'one of "a", 1, null'],
    ['oneOf: each branch, or', { oneOf: [{ type: 'string' }, { $ref: '#/components/schemas/Hash' }] }, 'string or Hash'],
    ['anyOf', { anyOf: [{ type: 'null' }, { const: 0 }] }, 'null or 0'],
    ['an object with one required property', { type: 'object', required: ['a'] }, 'an object with a'],
    ['an object with several', { required: ['a', 'b', 'c'] }, 'an object with a, b and c'],
    ['required on a schema that is no object: its types', { type: 'string', required: ['a'] }, 'string'],
    ['a type list', { type: ['string', 'null'] }, 'string or null'],
    ['a title, when nothing else says', { title: 'Block tag' }, 'Block tag'],
    ['nothing to say', { minimum: 1 }, 'the schema'],
  ])('%s', (_name, given, want) => {
    expect(describeSchema(given, nameOf)).toBe(want);
  });
});

describe('SchemaFacts.types: the JSON types a schema admits', () => {
  const facts = new SchemaFacts(document);
  test.each<[name: string, given: JsonSchema | undefined, want: string[] | undefined]>([
    ['no schema: any type', undefined, undefined],
    ['true: any type', true, undefined],
    ['false: none', false, []],
    ['type', { type: 'string' }, ['string']],
    ['a type list', { type: ['string', 'null'] }, ['null', 'string']],
    ['const', { const: 1.5 }, ['number']],
    ['an integer const', { const: 2 }, ['integer']],
    ['enum', { enum: ['a', null] }, ['null', 'string']],
    ['a reference, followed', { $ref: '#/components/schemas/Hash' }, ['string']],
    ['a reference to itself: no type found', { $ref: '#/components/schemas/Self' }, undefined],
    ['allOf: what every branch admits', { allOf: [{ type: ['string', 'number'] }, { type: ['number', 'null'] }] }, ['number']],
    ['number and integer together: integer', { allOf: [{ type: 'number' }, { type: 'integer' }] }, ['integer']],
    ['oneOf: what any branch admits', { oneOf: [{ type: 'string' }, { type: 'boolean' }] }, ['boolean', 'string']],
    ['a oneOf branch of any type: any type', { oneOf: [{ type: 'string' }, {}] }, undefined],
  ])('%s', (_name, given, want) => {
    const types = facts.types(given);
    expect(types === undefined ? undefined : [...types].sort(compareStrings)).toEqual(want);
  });
});

describe('SchemaFacts.disjoint: branches no value can match two of', () => {
  const facts = new SchemaFacts(document);
  test.each<[name: string, branches: JsonSchema[], want: boolean]>([
    ['a string and a number', [{ type: 'string' }, { type: 'number' }], true],
    ['an integer and a number overlap', [{ type: 'integer' }, { type: 'number' }], false],
    ['a reference and null', [{ $ref: '#/components/schemas/Hash' }, { type: 'null' }], true],
    ['two strings', [{ type: 'string', maxLength: 2 }, { type: 'string', minLength: 3 }], false],
    ['a branch of any type', [{ type: 'string' }, {}], false],
  ])('%s', (_name, branches, want) => {
    expect(facts.disjoint(branches)).toBe(want);
  });
});

describe('asConstType: a JSON value written `as const`, as type text', () => {
  test.each<[name: string, given: unknown, want: string]>([
    ['a number', 80, '80'],
    ['a string', 'eth_call', '"eth_call"'],
    ['null', null, 'null'],
    ['an empty object', {}, '{}'],
    ['an empty array', [], 'readonly []'],
    ['members readonly, a key that is no identifier quoted', { a: 1, 'b-c': true }, "{ readonly a: 1; readonly 'b-c': true; }"],
    ['a member undefined: left out, as JSON leaves it', { a: 1, b: undefined }, '{ readonly a: 1; }'],
    ['nested', { m: [1, { x: 'y' }] }, '{ readonly m: readonly [1, { readonly x: "y"; }]; }'],
  ])('%s', (_name, given, want) => {
    expect(asConstType(given)).toBe(want);
  });

  test('deep nesting does not overflow the stack', () => {
    let deep: unknown = 0;
    for (let i = 0; i < 20_000; i++) deep = [deep];
    expect(asConstType(deep)).toMatch(/^(readonly \[){20000}0\]{20000}$/);
  });
});
