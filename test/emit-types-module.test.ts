// The types emitter's module (generator/emit/types/emit-types.ts), case by case: a method or a component schema in,
// its declaration in src/types.ts out, as openapi-typescript's test/transform/ does. The whole-package tests
// (types.test.ts, golden.test.ts) type-check what it writes for real specs; these name what each rule writes: the
// params as a tuple, an object or either, an optional param before a required one, a notification's result, a
// component schema as an interface or an alias. One small document holds every row's method, generated once.
import { join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { emitTypes } from '../generator/emit/types/emit-types.js';
import { loadBundle } from '../generator/load/bundle.js';
import { hoistEmbeddedDefinitions } from '../generator/load/embedded-definitions.js';
import { buildModel } from '../generator/model/build.js';
import { tempDir, writeTree } from './helpers.js';

type Method = Record<string, unknown>;
/** A row: its name, the method given (its name is the row's), the params type and the result type wanted. */
type MethodCase = [name: string, given: Method, params: string, result: string];

const required = (name: string, schema: object, more: object = {}) => ({ name, schema, required: true, ...more });
const optional = (name: string, schema: object, more: object = {}) => ({ name, schema, ...more });
const result = (schema: object) => ({ name: 'r', schema });

const methodCases: MethodCase[] = [
  ['paramStructure left out (either): a tuple or an object', { params: [required('a', { type: 'string' }), optional('b', { type: 'number' })], result: result({ type: 'boolean' }) }, '[a: string, b?: number] | {\n  a: string;\n  b?: number;\n}', 'boolean'],
  ['by-position: a tuple, the optional params last', { paramStructure: 'by-position', params: [required('a', { type: 'string' }), optional('b', { type: 'number' })], result: result({ type: 'boolean' }) }, '[a: string, b?: number]', 'boolean'],
  ['an optional param before a required one: a required element that may be null', { paramStructure: 'by-position', params: [optional('a', { type: 'string' }), required('b', { type: 'number' })], result: result({ type: 'boolean' }) }, '[a: string | null, b: number]', 'boolean'],
  ['such a param nullable already: null once', { paramStructure: 'by-position', params: [optional('a', { type: ['string', 'null'] }), required('b', { type: 'number' })], result: result({ type: 'boolean' }) }, '[a: string | null, b: number]', 'boolean'],
  ['by-name: an object, its members documented, a key that is no identifier quoted', { paramStructure: 'by-name', params: [required('a', { type: 'string' }, { description: 'The a.' }), optional('b-c', { type: 'number' })], result: result({ $ref: '#/components/schemas/Point' }) }, "{\n  /** The a. */\n  a: string;\n  'b-c'?: number;\n}", 'Point'],
  ['by-name without params: no key at all', { paramStructure: 'by-name', params: [], result: result({ type: 'string' }) }, 'Record<string, never>', 'string'],
  ['no params (either): an empty tuple or no key', { params: [], result: result({}) }, '[] | Record<string, never>', 'unknown'],
  ['no result: a notification, void', { params: [] }, '[] | Record<string, never>', 'void'],
];

/** A row: its name, the component schema given, the declaration wanted (docs and all). */
type SchemaCase = [name: string, given: object, declaration: string];

const schemaCases: SchemaCase[] = [
  ['a plain object: an interface', { type: 'object', properties: { x: { type: 'number' } }, required: ['x'] }, '/** The `S0` schema. */\nexport interface S0 {\n  x: number;\n}'],
  ['a map: an alias of an object type', { type: 'object', additionalProperties: { type: 'string' } }, '/** The `S1` schema. */\nexport type S1 = { [key: string]: string };'],
  ['a described primitive: an alias with its description', { type: 'string', description: 'An id.' }, '/** An id. */\nexport type S2 = string;'],
  ['a union of objects: an alias', { oneOf: [{ type: 'object', properties: { a: { type: 'string' } } }, { type: 'null' }] }, '/** The `S3` schema. */\nexport type S3 = {\n  a?: string;\n} | null;'],
];

let types = '';

beforeAll(() => {
  const dir = tempDir('rpcforge-emit-types-');
  const document = {
    openrpc: '1.2.6',
    info: { title: 'emit types', version: '1.0.0' },
    methods: methodCases.map(([, given], i) => ({ name: `m${i}`, ...given })),
    components: { schemas: { Point: { type: 'object', properties: { x: { type: 'number' } } }, ...Object.fromEntries(schemaCases.map(([, given], i) => [`S${i}`, given])) } },
  };
  writeTree(dir, { 'openrpc.json': JSON.stringify(document) });
  const bundle = loadBundle(join(dir, 'openrpc.json'));
  hoistEmbeddedDefinitions(bundle);
  types = emitTypes(buildModel(bundle))[0]!.contents;
});

/** The type of the alias `name` in src/types.ts. */
function aliasType(name: string): string | undefined {
  return new RegExp(`^export type ${name} = ([^]*?);\\n(?=/\\*\\*|export |\\n|$)`, 'm').exec(types)?.[1];
}

describe('methods: params and result types', () => {
  test.each(methodCases.map((row, i) => [...row, i] as const))('%s', (_name, _given, params, resultType, i) => {
    expect(aliasType(`M${i}Params`)).toBe(params);
    expect(aliasType(`M${i}Result`)).toBe(resultType);
  });
});

describe('component schemas: an interface or an alias', () => {
  test.each(schemaCases)('%s', (_name, _given, declaration) => {
    expect(types).toContain(`\n${declaration}\n`);
  });
});
