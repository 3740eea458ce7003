// The meaning of the spec's limits (x-limits) where a number alone does not say how to enforce it, derived from the
// method's schemas and declared errors rather than from its name:
// - `maxParams` counts the values in list-valued positions: every param, and every property of an object param,
//   whose schema allows an array (for eth_getLogs: the filter's `address` and `topics`, "addresses + topics").
//   Each array counts its scalars (nested arrays by their elements), a single value counts 1. When no position is
//   list-valued, the number of params is counted.
// - `maxResults` and `timeoutSeconds` answer with the method's declared error whose message speaks of results or of
//   a timeout (for eth_getLogs: -32005 "query returned more than 10000 results" and "query timeout exceeded").
import { getAt, isObject, parsePointer, type JsonObject } from '../../load/json.js';
import type { JsonSchema, MethodModel, Model } from '../../model/model.js';
import type { declaredErrors } from '../errors.js';

type DeclaredError = ReturnType<typeof declaredErrors>[number];

/** Paths into the handler's params (tuple index or param name, then property) of the values `maxParams` counts. */
export function listPositions(model: Model, method: MethodModel): (string | number)[][] {
  const paths: (string | number)[][] = [];
  method.params.forEach((param, index) => {
    const head = method.paramStructure === 'by-name' ? param.name : index;
    if (allowsArray(model, param.schema)) {
      paths.push([head]);
      return;
    }
    for (const [name, schema] of properties(model, param.schema)) if (allowsArray(model, schema)) paths.push([head, name]);
  });
  return paths;
}

function resolve(model: Model, schema: JsonSchema | undefined): JsonSchema | undefined {
  let current = schema;
  for (let hops = 0; hops < 32 && isObject(current) && typeof current.$ref === 'string' && current.$ref.startsWith('#'); hops++) {
    const target = getAt(model.document, parsePointer(current.$ref.slice(1)));
    current = target.found ? (target.value as JsonSchema) : undefined;
  }
  return current;
}

/** Sub-schemas that stand for the whole value: the schema itself and the branches of its combinators. */
function alternatives(model: Model, schema: JsonSchema | undefined, depth = 0): JsonObject[] {
  const resolved = resolve(model, schema);
  if (!isObject(resolved) || depth > 8) return [];
  const out = [resolved];
  for (const key of ['oneOf', 'anyOf', 'allOf'] as const) {
    const branches = resolved[key];
    if (Array.isArray(branches)) for (const b of branches) out.push(...alternatives(model, b as JsonSchema, depth + 1));
  }
  return out;
}

function allowsArray(model: Model, schema: JsonSchema): boolean {
  return alternatives(model, schema).some((s) => s.type === 'array' || (Array.isArray(s.type) && s.type.includes('array')) || (s.type === undefined && 'items' in s));
}

function properties(model: Model, schema: JsonSchema): [string, JsonSchema][] {
  const seen = new Map<string, JsonSchema>();
  for (const s of alternatives(model, schema)) {
    if (!isObject(s.properties)) continue;
    for (const [name, sub] of Object.entries(s.properties)) if (!seen.has(name)) seen.set(name, sub as JsonSchema);
  }
  return [...seen];
}

/** Class names of the method's declared errors for too many results and for a timeout (only those with a fixed message). */
export function limitErrors(method: MethodModel, errors: readonly DeclaredError[]): { results?: string; timeout?: string } {
  const own = errors.filter((e) => e.fields.length === 0 && e.methods.includes(method.name));
  return {
    results: own.find((e) => /\bresults?\b/i.test(e.error.message))?.className,
    timeout: own.find((e) => /\btime ?out\b|\btimed out\b/i.test(e.error.message))?.className,
  };
}
