// Params for `rpcforge test`, from the methods' param schemas (generator/values: fast-check arbitraries, so a failing
// call shrinks to a minimal one): valid params for the property runs, and invalid ones, one violation at a time, that
// a conforming server must refuse with -32602. Every invalid variant is first judged by the package's own validator
// (the one a generated server runs), so a variant the schema happens to allow is never counted against the server.
import fc from 'fast-check';
import { followRefs, isObject } from '../load/json.js';
import type { MethodModel, Model } from '../model/model.js';
import { schemaArbitrary, type JsonSchema } from '../values/sample.js';

export type Params = unknown[] | Record<string, unknown>;

/** Valid-looking params: the required ones, then a prefix of the optional ones (fewer shrink first); an object for a
 * by-name method. `all` keeps every optional param. Values the arbitraries cannot promise valid are filtered by the
 * caller (fc.pre with the validator). */
export function paramsArbitrary(method: MethodModel, model: Model, all = false): fc.Arbitrary<Params> {
  const values = method.params.map((p) => schemaArbitrary(p.schema as JsonSchema, { root: model.document }));
  const required = method.params.filter((p) => p.required).length;
  const optional = method.params.length - required;
  const count = all ? fc.constant(optional) : fc.integer({ min: 0, max: optional });
  return fc.tuple(fc.tuple(...values), count).map(([vals, extra]) => {
    // Optional params that come before a required one (nullWhenOmitted) are always sent: the required one needs its place.
    let keep = 0;
    method.params.forEach((p, i) => {
      if (p.required) keep = i + 1;
    });
    keep = Math.max(keep, Math.min(method.params.length, required + extra));
    if (method.paramStructure === 'by-name') {
      return Object.fromEntries(method.params.slice(0, keep).map((p, i) => [p.name, vals[i]]));
    }
    return vals.slice(0, keep);
  });
}

/** The first params of `arbitrary` (seeded) the validator accepts, or undefined after `attempts`. */
export function sampleValid(arbitrary: fc.Arbitrary<Params>, seed: number, valid: (p: Params) => boolean, attempts = 50): Params | undefined {
  for (let i = 0; i < attempts; i++) {
    const [value] = fc.sample(arbitrary, { seed: (seed + i) | 0, numRuns: 1 });
    if (value !== undefined && valid(value)) return value;
  }
  return undefined;
}

export interface InvalidVariant {
  /** What the one violation is, e.g. `params[0] (block) of the wrong type`. */
  name: string;
  params: Params;
}

const wrongTypeValues: unknown[] = [true, 12345, 'rpcforge-wrong-type', { rpcforge: 1 }, ['rpcforge']];
const typeOf = (v: unknown) => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v);

/** One violation at a time, from `full` (valid params with every optional one given): each param of the wrong type, a
 * string param not matching its pattern, the last required param missing, one param too many. Only variants the
 * validator refuses are kept. */
export function invalidVariants(method: MethodModel, model: Model, full: Params, invalid: (p: Params) => boolean): InvalidVariant[] {
  const variants: InvalidVariant[] = [];
  const byName = !Array.isArray(full);
  const label = (i: number) => (byName ? `params.${method.params[i]!.name}` : `params[${i}] (${method.params[i]!.name})`);
  const replace = (i: number, value: unknown): Params => {
    if (byName) return { ...full, [method.params[i]!.name]: value };
    const copy = [...full];
    copy[i] = value;
    return copy;
  };
  const present = (i: number) => (byName ? method.params[i]!.name in full : i < full.length);
  method.params.forEach((param, i) => {
    if (!present(i)) return;
    const current = byName ? (full as Record<string, unknown>)[param.name] : full[i];
    const wrong = wrongTypeValues.find((v) => typeOf(v) !== typeOf(current) && invalid(replace(i, v)));
    if (wrong !== undefined) variants.push({ name: `${label(i)} of the wrong type (${JSON.stringify(wrong)})`, params: replace(i, wrong) });
    const schema = followRefs(model.document, param.schema);
    if (isObject(schema) && typeof schema.pattern === 'string' && typeof current === 'string') {
      const off = 'rpcforge!not-matching';
      if (invalid(replace(i, off))) variants.push({ name: `${label(i)} not matching its pattern (${JSON.stringify(off)})`, params: replace(i, off) });
    }
  });
  const lastRequired = method.params.map((p) => p.required).lastIndexOf(true);
  if (lastRequired >= 0) {
    const name = method.params[lastRequired]!.name;
    const missing: Params = byName ? Object.fromEntries(Object.entries(full).filter(([k]) => k !== name)) : full.slice(0, lastRequired);
    if (invalid(missing)) variants.push({ name: `required ${byName ? `params.${name}` : `params[${lastRequired}] (${name})`} missing`, params: missing });
  }
  const extra: Params = byName ? { ...full, rpcforgeExtra: 1 } : [...full, 'rpcforge-extra'];
  if (invalid(extra)) variants.push({ name: byName ? 'an undeclared param (rpcforgeExtra)' : `too many params (${(full as unknown[]).length + 1})`, params: extra });
  return variants;
}
