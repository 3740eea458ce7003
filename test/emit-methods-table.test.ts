// The methods table (generator/emit/methods-table.ts), case by case: a method as the spec declares it in, its entry
// of `methodInfo` out, as openapi-typescript's test/transform/ does. The table is what a client, a server and the
// gateway read at run time (how params go, credits, retry safety, family, limits, what may be cached); the
// whole-package tests check it for real specs, these name what each extension writes. One small document holds
// every row's method.
import { join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { emitMethodsTable } from '../generator/emit/methods-table.js';
import { loadBundle } from '../generator/load/bundle.js';
import { hoistEmbeddedDefinitions } from '../generator/load/embedded-definitions.js';
import { buildModel } from '../generator/model/build.js';
import { tempDir, writeTree } from './helpers.js';

const result = { name: 'r', schema: {} };
const object = (...names: string[]) => ({ type: 'object', properties: Object.fromEntries(names.map((n) => [n, { type: 'string' }])) });

/** A row: its name, the method given (its name is the row's key), its `methodInfo` entry wanted. */
type Case = [name: string, given: Record<string, unknown>, want: Record<string, unknown>];

const cases: Case[] = [
  ['no extensions: either structure, no params needed, no price shown, not safe to send twice', { params: [], result }, { paramStructure: 'either', params: [], paramsOptional: true, credits: null, idempotent: false }],
  ['only optional params: params may be left out', { params: [{ name: 'a', schema: {} }], result }, { paramStructure: 'either', params: [{ name: 'a', required: false }], paramsOptional: true, credits: null, idempotent: false }],
  ['by-name, one param required', { paramStructure: 'by-name', params: [{ name: 'a', schema: {}, required: true }, { name: 'b', schema: {} }], result }, { paramStructure: 'by-name', params: [{ name: 'a', required: true }, { name: 'b', required: false }], paramsOptional: false, credits: null, idempotent: false }],
  ['x-credits, x-family, x-idempotent, x-transports', { params: [], result, 'x-credits': 80, 'x-family': 'evm', 'x-idempotent': true, 'x-transports': ['http'] }, { paramStructure: 'either', params: [], paramsOptional: true, credits: 80, idempotent: true, family: 'evm', transports: ['http'] }],
  ['x-idempotent: false', { params: [], result, 'x-idempotent': false }, { paramStructure: 'either', params: [], paramsOptional: true, credits: null, idempotent: false }],
  [
    'x-limits counted, and x-cache of finalized blocks: the blocks in the spec\'s order',
    { params: [{ name: 'filter', schema: object('fromBlock', 'toBlock'), required: true }], result: { name: 'r', schema: { type: 'array' } }, 'x-limits': { maxParams: 5000, maxResults: 10000, timeoutSeconds: 10 }, 'x-cache': { when: 'finalized', blocks: ['filter.toBlock', 'filter.fromBlock'] } },
    { paramStructure: 'either', params: [{ name: 'filter', required: true }], paramsOptional: false, credits: null, idempotent: false, limits: { maxParams: 5000, maxResults: 10000, timeoutSeconds: 10 }, cache: { when: 'finalized', blocks: ['filter.toBlock', 'filter.fromBlock'] } },
  ],
  [
    'a gas cap, and x-cache of what was found',
    { params: [{ name: 'tx', schema: object('gas'), required: true }], result, 'x-limits': { gasCap: { field: 'gas', blockGasLimitMultiple: 10 } }, 'x-cache': { when: 'found' } },
    { paramStructure: 'either', params: [{ name: 'tx', required: true }], paramsOptional: false, credits: null, idempotent: false, limits: { gasCap: { field: 'gas', blockGasLimitMultiple: 10 } }, cache: { when: 'found' } },
  ],
];

let table: Map<string, unknown>;

beforeAll(() => {
  const dir = tempDir('rpcforge-emit-methods-');
  const document = { openrpc: '1.2.6', info: { title: 'emit methods', version: '1.0.0' }, methods: cases.map(([, given], i) => ({ name: `m${i}`, ...given })) };
  writeTree(dir, { 'openrpc.json': JSON.stringify(document) });
  const bundle = loadBundle(join(dir, 'openrpc.json'));
  hoistEmbeddedDefinitions(bundle);
  const text = emitMethodsTable(buildModel(bundle))[0]!.contents;
  // One method a line: `  <name>: <JSON>,`.
  table = new Map([...text.matchAll(/^ {2}(m\d+): (\{.*\}),$/gm)].map((m) => [m[1]!, JSON.parse(m[2]!)]));
});

describe('methodInfo: an entry per method', () => {
  test.each(cases.map((row, i) => [...row, i] as const))('%s', (_name, _given, want, i) => {
    expect(table.get(`m${i}`)).toEqual({ name: `m${i}`, ...want });
  });

  test('no other entry', () => {
    expect(table.size).toBe(cases.length);
  });
});
