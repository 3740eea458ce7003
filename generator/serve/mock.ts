// `serve --mock`: handlers for the methods no upstream serves, answering as the OpenRPC mock server does, from the
// best source a method has:
//  1. its examples: a call whose params equal an example's gets that example's result, any other the first one's
//     (an example whose result breaks the method's own schema gets a generated value instead, said at start);
//  2. else its result schema's `examples` (the first valid one) or `default`, following `$ref`s;
//  3. else a value generated from the result schema (generator/values), the same on every run (seeded by the method
//     name), so documents without examples (Lotus, Starknet) are served too.
// Every answer from 2 and 3 is checked with the package's own validator first, so a mock never answers what the
// gateway would refuse from a node. A method that has no result (a notification) or whose schema gives no valid
// value gets no handler (-32601) and is named in `skipped`.
import { isDeepStrictEqual } from 'node:util';
import { getAt, isObject, parsePointer } from '../load/json.js';
import type { JsonSchema, MethodModel, Model } from '../model/model.js';
import { NoValueError, sampleValue, seedOf } from '../values/sample.js';

type Handler = (params: unknown) => unknown;

/** Where a mocked method's answers come from. */
export type MockSource = 'examples' | 'schemaExamples' | 'generated';

export interface Mocks {
  handlers: Record<string, Handler>;
  /** The mocked methods by the source of their answers. */
  bySource: Record<MockSource, string[]>;
  /** Methods left without a handler, with the reason. */
  skipped: { method: string; reason: string }[];
  /** Said once at start: examples not served because they break their own schemas (a generated value instead). */
  notes: string[];
}

/** `validResult(method, value)`: the generated package's result validator. */
export function mockHandlers(model: Model, methods: readonly string[], validResult: (method: string, value: unknown) => boolean): Mocks {
  const mocks: Mocks = { handlers: {}, bySource: { examples: [], schemaExamples: [], generated: [] }, skipped: [], notes: [] };
  for (const method of model.methods.filter((m) => methods.includes(m.name))) {
    // An example whose result breaks the method's own result schema is never served (the official Ethereum spec's
    // eth_newFilter answers "0x01", which its own eth_uninstallFilter then refuses): a generated value goes in its
    // place, and the start says so once per method.
    const answered = method.examples.filter((e) => e.result !== undefined);
    const broken = answered.filter((e) => !validResult(method.name, e.result));
    const kept = answered.filter((e) => !broken.includes(e));
    let stand: { value: unknown } | undefined;
    if (broken.length > 0 && method.result !== undefined) {
      try {
        stand = { value: sampleValue(method.result.schema as never, seedOf(method.name), { root: model.document, accept: (v) => validResult(method.name, v) }) };
      } catch (error) {
        if (!(error instanceof NoValueError)) throw error;
      }
      const names = broken.map((e) => JSON.stringify(e.name)).join(', ');
      mocks.notes.push(`${method.name}: example ${names} breaks the method's result schema; ${stand ? 'a generated value is served in its place' : 'not served (no valid value from the schema either)'}`);
    }
    if (kept.length > 0 || stand !== undefined) {
      const pairs = answered.flatMap((e) => (broken.includes(e) ? (stand ? [{ params: exampleParams(method, e.params), result: stand.value }] : []) : [{ params: exampleParams(method, e.params), result: e.result }]));
      mocks.handlers[method.name] = (params) => (pairs.find((p) => isDeepStrictEqual(p.params, params)) ?? pairs[0]!).result;
      mocks.bySource.examples.push(method.name);
      continue;
    }
    if (method.result === undefined) {
      mocks.skipped.push({ method: method.name, reason: 'a notification: it has no result to answer' });
      continue;
    }
    const valid = (value: unknown) => validResult(method.name, value);
    const fromSchema = schemaExamples(model.document, method.result.schema).find(valid);
    if (fromSchema !== undefined) {
      const value = fromSchema.value;
      mocks.handlers[method.name] = () => value;
      mocks.bySource.schemaExamples.push(method.name);
      continue;
    }
    try {
      const value = sampleValue(method.result.schema as never, seedOf(method.name), { root: model.document, accept: valid });
      mocks.handlers[method.name] = () => value;
      mocks.bySource.generated.push(method.name);
    } catch (error) {
      if (!(error instanceof NoValueError)) throw error;
      mocks.skipped.push({ method: method.name, reason: `no valid value from its result schema (${error.message})` });
    }
  }
  return mocks;
}

/** The `examples` and `default` of a schema and of the schemas its `$ref` chain leads to (at most 32 hops), in that order. */
function schemaExamples(document: object, schema: JsonSchema): { value: unknown }[] {
  const found: { value: unknown }[] = [];
  let node: unknown = schema;
  for (let hops = 0; isObject(node) && hops < 32; hops++) {
    if (Array.isArray(node.examples)) found.push(...node.examples.map((value) => ({ value })));
    if ('default' in node) found.push({ value: node.default });
    if (typeof node.$ref !== 'string' || !node.$ref.startsWith('#')) break;
    const target = getAt(document as never, parsePointer(node.$ref.slice(1)));
    node = target.found ? target.value : undefined;
  }
  return found;
}

/** An example's params as the server hands them to a handler: a tuple, or one object for by-name methods. */
function exampleParams(method: MethodModel, params: { name: string; value: unknown }[]): unknown {
  if (method.paramStructure === 'by-name') return Object.fromEntries(params.map((p) => [p.name, p.value]));
  return params.map((p) => p.value);
}

/**
 * The gas limit a mocked chain's gas caps (`x-limits.gasCap`) multiply: the `gasLimit` of the block the mocked
 * `eth_getBlockByNumber("latest", false)` answers. A gateway with an upstream reads it from the node; a mock-only
 * one had none, so it answered `gas` far past the cap its spec promises to refuse (found by `rpcforge test`
 * against `serve --mock`). Undefined when that method is not mocked or its block has no hex gasLimit.
 */
export function mockBlockGasLimit(handlers: Mocks['handlers']): (() => bigint) | undefined {
  const block = handlers.eth_getBlockByNumber?.(['latest', false]) as { gasLimit?: unknown } | null | undefined;
  const gasLimit = block?.gasLimit;
  if (typeof gasLimit !== 'string' || !/^0x[0-9a-fA-F]{1,64}$/.test(gasLimit)) return undefined;
  const limit = BigInt(gasLimit);
  return () => limit;
}
