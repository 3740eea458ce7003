// The params a conformance run builds at the edges of the param schemas, one change at a time from valid params
// (`full`, every optional param given), beyond values.ts' five kinds:
//   - invalid, to be refused -32602: a value not in its enum; a number one past `minimum`/`maximum` (or at an
//     exclusive bound); a string one character past `minLength`/`maxLength` that still matches its pattern; an array
//     one item past `minItems`/`maxItems`; inside an object param, a required field missing, a field of the wrong type
//     or not matching its pattern;
//   - valid, to be answered: each enum value, a number at each bound, a string and an array at each length bound, a
//     value of each `oneOf`/`anyOf` branch.
// fast-check's generation (values.ts) leans toward small and boundary values but guarantees none of these; here each
// is built on purpose, then judged by the spec's own validator: an invalid variant it accepts, or a valid one it
// refuses, is dropped, so only the schema's edge is at stake. Bounded: nesting to `maxDepth`, at most `maxEach` of each.
import fc from 'fast-check';
import { compareStrings, followRefs, isObject, type JsonObject } from '../load/json.js';
import type { MethodModel, Model } from '../model/model.js';
import { schemaArbitrary, type JsonSchema } from '../values/sample.js';
import type { Params } from './values.js';

export interface Variant {
  /** What the one change is, e.g. `params[0].commitment not in its enum ("rpcforge-not-in-enum")`. */
  name: string;
  params: Params;
}

export interface Edges {
  invalid: Variant[];
  valid: Variant[];
}

type Step = string | number;
/** One change at `path`; `setup`: optional fields the starting params lack, added first (valid values) so that their
 * own edges are reached too. */
type Candidate = { name: string; path: Step[]; value: unknown; absent?: boolean; setup: Setup };
type Setup = readonly (readonly [Step[], unknown])[];

const maxDepth = 4;
/** Most variants of each kind per method: enough for every enum value and bound of our spec, a bound on a big one. */
export const maxEach = 24;
/** Longest array or string built at a length bound (a maxItems of 100,000 is not sent). */
const maxBuilt = 10_000;
const wrongTypeValues: unknown[] = [true, 12345, 'rpcforge-wrong-type', { rpcforge: 1 }, ['rpcforge']];
const typeOf = (v: unknown) => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v);

export function edgeVariants(method: MethodModel, model: Model, full: Params, seed: number, valid: (p: Params) => boolean): Edges {
  const byName = !Array.isArray(full);
  const invalid: Candidate[] = [];
  const good: Candidate[] = [];
  const root = model.document;
  method.params.forEach((param, i) => {
    const top: Step = byName ? param.name : i;
    const present = byName ? param.name in (full as JsonObject) : i < (full as unknown[]).length;
    if (!present) return;
    const value = byName ? (full as JsonObject)[param.name] : (full as unknown[])[i];
    walk(root, param.schema, value, [top], [], 0, seed, invalid, good);
  });
  const label = (path: Step[]) => {
    const [top, ...rest] = path;
    const head = byName ? `params.${String(top)}` : `params[${String(top)}] (${method.params[top as number]!.name})`;
    return head + rest.map((s) => (typeof s === 'number' ? `[${s}]` : `.${s}`)).join('');
  };
  const build = (c: Candidate): Params => setAt(c.setup.reduce((p, [path, v]) => setAt(p, path, v, false), full), c.path, c.value, c.absent === true);
  const keep = (list: Candidate[], wanted: boolean): Variant[] => {
    const seen = new Set<string>();
    const out: Variant[] = [];
    for (const c of list) {
      if (out.length >= maxEach) break;
      const params = build(c);
      const key = JSON.stringify(params);
      const name = `${label(c.path)} ${c.name}`;
      // One variant per name (a oneOf branch has a few tries, the first the validator keeps wins) and per params.
      if (seen.has(key) || seen.has(name) || valid(params) !== wanted) continue;
      seen.add(key).add(name);
      out.push({ name, params });
    }
    return out;
  };
  return { invalid: keep(invalid, false), valid: keep(good, true) };
}

/** The schema with `$ref`s followed and an `allOf`'s object parts merged (properties, required), shallowly. */
function resolve(root: JsonObject, schema: unknown): JsonObject | undefined {
  const s = followRefs(root, schema);
  if (!isObject(s)) return undefined;
  if (!Array.isArray(s.allOf)) return s;
  const out: JsonObject = { ...s };
  delete out.allOf;
  for (const part of s.allOf) {
    const p = resolve(root, part);
    if (!p) continue;
    for (const [k, v] of Object.entries(p)) {
      if (k === 'properties' && isObject(out.properties) && isObject(v)) out.properties = { ...out.properties, ...v };
      else if (k === 'required' && Array.isArray(out.required) && Array.isArray(v)) out.required = [...out.required, ...v];
      else if (!(k in out)) out[k] = v;
    }
  }
  return out;
}

function walk(root: JsonObject, schemaIn: unknown, value: unknown, path: Step[], setup: Setup, depth: number, seed: number, invalid: Candidate[], valid: Candidate[]): void {
  const s = resolve(root, schemaIn);
  if (!s || depth > maxDepth) return;
  const at = (name: string, v: unknown, list: Candidate[]) => list.push({ name, path, value: v, setup });

  if (Array.isArray(s.enum) && s.enum.length > 0) {
    for (const option of s.enum) at(`= ${JSON.stringify(option)} (each enum value)`, option, valid);
    const strings = s.enum.filter((v) => typeof v === 'string');
    const numbers = s.enum.filter((v): v is number => typeof v === 'number');
    if (strings.length > 0) at('not in its enum ("rpcforge-not-in-enum")', 'rpcforge-not-in-enum', invalid);
    else if (numbers.length > 0) at(`not in its enum (${Math.max(...numbers) + 1})`, Math.max(...numbers) + 1, invalid);
  }
  for (const key of ['oneOf', 'anyOf'] as const) {
    if (!Array.isArray(s[key])) continue;
    s[key].forEach((branch, b) => {
      // Each value of an enum branch (a block tag); else a value of the branch alone, which the validator keeps only
      // where it is valid in its place (oneOf's "exactly one").
      const resolved = resolve(root, branch);
      if (resolved && Array.isArray(resolved.enum)) {
        for (const option of resolved.enum) at(`= ${JSON.stringify(option)} (${key} branch ${b}, each enum value)`, option, valid);
        return;
      }
      for (let attempt = 0; attempt < 3; attempt++) {
        const sample = sampleOf(root, branch as JsonSchema, seed + b * 31 + attempt);
        if (sample.ok) valid.push({ name: `from ${key} branch ${b}`, path, value: sample.value, setup });
      }
    });
  }
  // Numbers: one past each bound is invalid, each inclusive bound valid.
  const isInteger = s.type === 'integer' || (Array.isArray(s.type) && s.type.includes('integer'));
  const isNumber = isInteger || s.type === 'number' || (Array.isArray(s.type) && s.type.includes('number'));
  if (isNumber && typeof value === 'number') {
    const unit = isInteger ? 1 : Number.EPSILON * 1024;
    if (typeof s.minimum === 'number') {
      at(`= minimum ${s.minimum}`, s.minimum, valid);
      at(`one below its minimum (${s.minimum - (isInteger ? 1 : 0.5)})`, s.minimum - (isInteger ? 1 : 0.5), invalid);
    }
    if (typeof s.maximum === 'number') {
      at(`= maximum ${s.maximum}`, s.maximum, valid);
      at(`one above its maximum (${s.maximum + (isInteger ? 1 : 0.5)})`, s.maximum + (isInteger ? 1 : 0.5), invalid);
    }
    if (typeof s.exclusiveMinimum === 'number') {
      at(`at its exclusive minimum (${s.exclusiveMinimum})`, s.exclusiveMinimum, invalid);
      at(`just above its exclusive minimum`, isInteger ? Math.floor(s.exclusiveMinimum) + 1 : s.exclusiveMinimum + unit, valid);
    }
    if (typeof s.exclusiveMaximum === 'number') {
      at(`at its exclusive maximum (${s.exclusiveMaximum})`, s.exclusiveMaximum, invalid);
      at(`just below its exclusive maximum`, isInteger ? Math.ceil(s.exclusiveMaximum) - 1 : s.exclusiveMaximum - unit, valid);
    }
  }
  // Strings: lengthened or shortened from the valid value, keeping its pattern, so the length is the one change.
  if (typeof value === 'string') {
    const pattern = typeof s.pattern === 'string' ? regexOf(s.pattern) : undefined;
    const matches = (text: string) => !pattern || pattern.test(text);
    const sized = (n: number) => (n <= value.length ? value.slice(0, n) : value + (value.at(-1) ?? 'a').repeat(n - value.length));
    const lengths: [string, number | undefined, number][] = [
      ['minLength', num(s.minLength), -1],
      ['maxLength', num(s.maxLength), 1],
    ];
    for (const [keyword, bound, past] of lengths) {
      if (bound === undefined || bound + past < 0 || bound + past > maxBuilt) continue;
      const exact = sized(bound);
      if (matches(exact)) at(`of length ${bound} (= ${keyword})`, exact, valid);
      const over = sized(bound + past);
      if (matches(over)) at(`of length ${bound + past} (one past ${keyword} ${bound})`, over, invalid);
    }
    if (depth > 0 && pattern && !matches('rpcforge!not-matching')) at('not matching its pattern ("rpcforge!not-matching")', 'rpcforge!not-matching', invalid);
  }
  // Arrays: shortened, or lengthened by repeating an item (not where items must be unique).
  if (Array.isArray(value)) {
    const item = value.length > 0 ? { ok: true as const, value: value[value.length - 1] } : sampleOf(root, (Array.isArray(s.items) ? undefined : s.items) as JsonSchema | undefined, seed);
    const sized = (n: number): unknown[] | undefined =>
      n <= value.length ? value.slice(0, n) : item.ok ? [...value, ...Array.from({ length: n - value.length }, () => structuredClone(item.value))] : undefined;
    const counts: [string, number | undefined, number][] = [
      ['minItems', num(s.minItems), -1],
      ['maxItems', num(s.maxItems), 1],
    ];
    for (const [keyword, bound, past] of counts) {
      if (bound === undefined || bound + past < 0 || bound + past > maxBuilt) continue;
      if (s.uniqueItems === true && past > 0) continue;
      const exact = sized(bound);
      if (exact) at(`with ${bound} items (= ${keyword})`, exact, valid);
      const off = sized(bound + past);
      if (off) at(`with ${bound + past} items (one past ${keyword} ${bound})`, off, invalid);
    }
    if (value.length > 0 && !Array.isArray(s.items) && s.items !== undefined) walk(root, s.items, value[0], [...path, 0], setup, depth + 1, seed, invalid, valid);
  }
  // Objects: a required field missing, then each present field's own edges, wrong type and pattern included.
  if (isObject(value)) {
    const properties = isObject(s.properties) ? s.properties : {};
    const required = Array.isArray(s.required) ? s.required.map(String) : [];
    for (const name of required) {
      if (name in value) invalid.push({ name: 'missing (required)', path: [...path, name], value: undefined, absent: true, setup });
    }
    for (const [name, sub] of Object.entries(properties).sort(([a], [b]) => compareStrings(a, b))) {
      let current = value[name];
      let here = setup;
      if (!(name in value)) {
        // An optional field the starting params left out: given a value of its own (the validator still judges
        // every variant), so its edges are reached whatever the seed drew.
        const sample = sampleOf(root, sub as JsonSchema, seed);
        if (!sample.ok || sample.value === undefined) continue;
        current = sample.value;
        here = [...setup, [[...path, name], current]];
      }
      const wrong = wrongTypeValues.find((v) => typeOf(v) !== typeOf(current));
      if (wrong !== undefined) invalid.push({ name: `of the wrong type (${JSON.stringify(wrong)})`, path: [...path, name], value: wrong, setup: here });
      walk(root, sub, current, [...path, name], here, depth + 1, seed, invalid, valid);
    }
  }
}

function sampleOf(root: JsonObject, schema: JsonSchema | undefined, seed: number): { ok: true; value: unknown } | { ok: false } {
  if (schema === undefined) return { ok: false };
  try {
    const [value] = fc.sample(schemaArbitrary(schema, { root }), { seed: seed | 0, numRuns: 1 });
    return { ok: true, value };
  } catch {
    // A branch that admits no value (NoValueError) or a pattern JavaScript cannot read gives no variant.
    return { ok: false };
  }
}

/** A copy of `params` with the value at `path` replaced (or removed). */
function setAt(params: Params, path: Step[], value: unknown, absent: boolean): Params {
  const copy = structuredClone(params) as Record<Step, unknown>;
  let parent: Record<Step, unknown> = copy;
  for (const step of path.slice(0, -1)) parent = parent[step] as Record<Step, unknown>;
  const last = path[path.length - 1]!;
  if (absent) delete parent[last];
  else parent[last] = value;
  return copy as Params;
}

function regexOf(pattern: string): RegExp | undefined {
  for (const flags of ['u', '']) {
    try {
      return new RegExp(pattern, flags);
    } catch {
      // The next reading, or none.
    }
  }
  return undefined;
}

function num(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}
