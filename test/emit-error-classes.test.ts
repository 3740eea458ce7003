// The errors emitter's classes (generator/emit/errors.ts `declaredErrors`), case by case: an error the spec declares
// in, its class out (the name, the properties its message's `<placeholder>`s become, the methods that declare it),
// as openapi-typescript's test/transform/ does. The whole-package tests (golden.test.ts, standard-errors.test.ts)
// check the module it prints; these name each naming rule. One small document holds every row's error.
import { join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { declaredErrors } from '../generator/emit/errors.js';
import { loadBundle } from '../generator/load/bundle.js';
import { hoistEmbeddedDefinitions } from '../generator/load/embedded-definitions.js';
import { buildModel } from '../generator/model/build.js';
import { tempDir, writeTree } from './helpers.js';

/** An error class as the emitter plans it. */
interface Planned {
  className: string;
  props: string[];
  methods: string[];
}

/** A row: its name, the error wanted by code, and the class planned for it. */
type Case = [name: string, code: number, want: Planned];

// Method `a` and `b` declare these; `components.schemas.ThingError` takes the name a class would have.
const document = {
  openrpc: '1.2.6',
  info: { title: 'emit errors', version: '1.0.0' },
  methods: [
    { name: 'a', params: [], result: { name: 'r', schema: {} }, errors: [{ code: -32005, message: 'query timeout exceeded' }, { code: 3, message: 'execution reverted: <revert_reason>' }, { $ref: '#/components/errors/Named' }] },
    {
      name: 'b',
      params: [],
      result: { name: 'r', schema: {} },
      errors: [
        { code: -32005, message: 'query timeout exceeded' },
        { code: 1, message: 'Invalid input error' },
        { code: 2, message: 'one two three four five six' },
        { code: 4, message: 'got <a_b> and <c>', 'x-message-fields': { c: 'custom' } },
        { code: 5, message: 'thing' },
      ],
    },
  ],
  components: { schemas: { ThingError: { type: 'string' } }, errors: { Named: { code: 7, message: 'whatever' } } },
};

const cases: Case[] = [
  ['the standard errors, declared or not: parse error', -32700, { className: 'ParseError', props: [], methods: [] }],
  ['invalid request', -32600, { className: 'InvalidRequestError', props: [], methods: [] }],
  ['method not found', -32601, { className: 'MethodNotFoundError', props: [], methods: [] }],
  ['invalid params', -32602, { className: 'InvalidParamsError', props: [], methods: [] }],
  ['internal error', -32603, { className: 'InternalError', props: [], methods: [] }],
  ['named from its message; one class for the methods that share it', -32005, { className: 'QueryTimeoutExceededError', props: [], methods: ['a', 'b'] }],
  ['a placeholder: a camel-case property, left out of the name', 3, { className: 'ExecutionRevertedError', props: ['revertReason'], methods: ['a'] }],
  ['a component error: named from its key', 7, { className: 'NamedError', props: [], methods: ['a'] }],
  ['a message ending in "error": no second Error', 1, { className: 'InvalidInputError', props: [], methods: ['b'] }],
  ['a long message: its first four words', 2, { className: 'OneTwoThreeFourError', props: [], methods: ['b'] }],
  ['x-message-fields names a placeholder\'s property', 4, { className: 'GotAndError', props: ['aB', 'custom'], methods: ['b'] }],
  ['a name a schema type has: another', 5, { className: 'ThingError2', props: [], methods: ['b'] }],
];

let planned: Map<number, Planned>;

beforeAll(() => {
  const dir = tempDir('rpcforge-emit-errors-');
  writeTree(dir, { 'openrpc.json': JSON.stringify(document) });
  const bundle = loadBundle(join(dir, 'openrpc.json'));
  hoistEmbeddedDefinitions(bundle);
  planned = new Map(declaredErrors(buildModel(bundle)).map((d) => [d.error.code, { className: d.className, props: d.props, methods: d.methods }]));
});

describe('declared errors: a class each', () => {
  test.each(cases)('%s', (_name, code, want) => {
    expect(planned.get(code)).toEqual(want);
  });

  test('no other class', () => {
    expect(planned.size).toBe(cases.length);
  });
});
