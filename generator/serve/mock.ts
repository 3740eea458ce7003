// `serve --mock`: handlers that answer from the spec's examples, like the OpenRPC mock server, for the methods no
// upstream serves. A call whose params equal an example's gets that example's result; any other call gets the first
// example's result. A method without an example with a result gets no handler (the server answers -32601).
import { isDeepStrictEqual } from 'node:util';
import type { MethodModel, Model } from '../model/model.js';

type Handler = (params: unknown) => unknown;

export function mockHandlers(model: Model, methods: readonly string[]): Record<string, Handler> {
  const handlers: Record<string, Handler> = {};
  for (const method of model.methods.filter((m) => methods.includes(m.name))) {
    const answered = method.examples.filter((e) => e.result !== undefined);
    if (answered.length === 0) continue;
    const pairs = answered.map((e) => ({ params: exampleParams(method, e.params), result: e.result }));
    handlers[method.name] = (params) => {
      const match = pairs.find((p) => isDeepStrictEqual(p.params, params));
      return (match ?? pairs[0]!).result;
    };
  }
  return handlers;
}

/** An example's params as the server hands them to a handler: a tuple, or one object for by-name methods. */
function exampleParams(method: MethodModel, params: { name: string; value: unknown }[]): unknown {
  if (method.paramStructure === 'by-name') return Object.fromEntries(params.map((p) => [p.name, p.value]));
  return params.map((p) => p.value);
}
