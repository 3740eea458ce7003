// Reading JSON Schema nodes for comparison: type sets, nullability, bounds, union branches.
import { canonicalJson, compareStrings, isObject, type JsonObject } from '../load/json.js';

/** The non-null types a schema allows, or undefined when `type` does not constrain it. */
export function typesOf(schema: JsonObject): Set<string> | undefined {
  const type = schema.type;
  if (typeof type === 'string') return new Set(type === 'null' ? [] : [type]);
  if (Array.isArray(type)) return new Set(type.filter((t): t is string => typeof t === 'string' && t !== 'null'));
  return undefined;
}

function isNullSchema(value: unknown): boolean {
  return isObject(value) && (value.type === 'null' || (Array.isArray(value.enum) && value.enum.length === 1 && value.enum[0] === null) || value.const === null);
}

/** Whether `null` is allowed by the type list, the enum, or a `{type: null}` branch of oneOf/anyOf. */
export function isNullable(schema: JsonObject): boolean {
  const type = schema.type;
  if (type === 'null' || (Array.isArray(type) && type.includes('null'))) return true;
  if (Array.isArray(schema.enum) && schema.enum.includes(null)) return true;
  for (const key of ['oneOf', 'anyOf'] as const) {
    const branches = schema[key];
    if (Array.isArray(branches) && branches.some(isNullSchema)) return true;
  }
  return false;
}

/** Union branches other than the `null` branch (nullability has rules of its own), with their positions. */
export function unionBranches(schema: JsonObject, keyword: 'oneOf' | 'anyOf'): { index: number; value: unknown }[] {
  const branches = schema[keyword];
  if (!Array.isArray(branches)) return [];
  return branches.map((value, index) => ({ index, value })).filter((b) => !isNullSchema(b.value));
}

export interface BranchMatching {
  pairs: { old: number; new: number }[];
  added: number[];
  removed: number[];
}

/**
 * Pairs the branches of two unions: identical text first, then the same resolved content, then the one branch of
 * the same type; what is left is paired in order when both sides have as many, else counted as added and removed.
 */
export function matchBranches(
  oldBranches: { index: number; value: unknown }[],
  newBranches: { index: number; value: unknown }[],
  resolveOld: (v: unknown) => unknown,
  resolveNew: (v: unknown) => unknown,
): BranchMatching {
  const pairs: { old: number; new: number }[] = [];
  let olds = [...oldBranches];
  let news = [...newBranches];
  const pairBy = (key: (value: unknown, side: 'old' | 'new') => string | undefined) => {
    for (const o of [...olds]) {
      const k = key(o.value, 'old');
      if (k === undefined) continue;
      const sameOld = olds.filter((x) => key(x.value, 'old') === k);
      const sameNew = news.filter((x) => key(x.value, 'new') === k);
      if (sameOld.length !== 1 || sameNew.length !== 1) continue;
      pairs.push({ old: o.index, new: sameNew[0]!.index });
      olds = olds.filter((x) => x !== o);
      news = news.filter((x) => x !== sameNew[0]);
    }
  };
  pairBy((v) => canonicalJson(v));
  pairBy((v, side) => canonicalJson(side === 'old' ? resolveOld(v) : resolveNew(v)));
  pairBy((v, side) => {
    const resolved = side === 'old' ? resolveOld(v) : resolveNew(v);
    const types = isObject(resolved) ? typesOf(resolved) : undefined;
    return types && [...types].sort(compareStrings).join('|');
  });
  if (olds.length === news.length) {
    olds.forEach((o, i) => pairs.push({ old: o.index, new: news[i]!.index }));
    olds = [];
    news = [];
  }
  return { pairs, added: news.map((n) => n.index), removed: olds.map((o) => o.index) };
}

export function describeTypes(types: Set<string> | undefined): string {
  return types === undefined ? 'any type' : types.size === 0 ? 'no type' : [...types].sort(compareStrings).join(' | ');
}

export function show(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}

export function schemaLabel(value: unknown): string {
  if (isObject(value) && typeof value.$ref === 'string') return value.$ref.replace(/^#\/components\/schemas\//, '');
  if (isObject(value) && typeof value.title === 'string') return value.title;
  if (isObject(value)) return describeTypes(typesOf(value));
  return show(value);
}

const jsonType = (value: unknown): string =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value === 'number' ? (Number.isInteger(value) ? 'integer' : 'number') : typeof value === 'object' ? 'object' : typeof value;

/**
 * Every JSON type a schema node can accept, from `type`, `const` or `enum`, else from an `allOf` part that says
 * (all parts must hold) or from `oneOf`/`anyOf` branches that all say; undefined when nothing says.
 */
function acceptedTypes(schema: unknown, resolve: (v: unknown) => unknown, depth = 0): Set<string> | undefined {
  if (!isObject(schema)) return schema === false ? new Set() : undefined;
  const type = schema.type;
  if (typeof type === 'string') return new Set([type]);
  if (Array.isArray(type)) return new Set(type.map(String));
  if (Object.prototype.hasOwnProperty.call(schema, 'const')) return new Set([jsonType(schema.const)]);
  if (Array.isArray(schema.enum)) return new Set(schema.enum.map(jsonType));
  if (depth >= 8) return undefined;
  const of = (v: unknown) => acceptedTypes(resolve(v), resolve, depth + 1);
  if (Array.isArray(schema.allOf)) {
    for (const part of schema.allOf) {
      const types = of(part);
      if (types) return types;
    }
  }
  for (const key of ['oneOf', 'anyOf'] as const) {
    const branches = schema[key];
    if (!Array.isArray(branches) || branches.length === 0) continue;
    const sets = branches.map(of);
    if (sets.every((t) => t !== undefined)) return new Set(sets.flatMap((t) => [...t!]));
  }
  return undefined;
}

const overlaps = (a: Set<string>, b: Set<string>) =>
  [...a].some((t) => b.has(t) || (t === 'integer' && b.has('number')) || (t === 'number' && b.has('integer')));

/** Whether no value can match two branches because each branch names its types and no two share one. */
export function typeDisjoint(branches: unknown[], resolve: (v: unknown) => unknown): boolean {
  const sets = branches.map((b) => acceptedTypes(resolve(b), resolve));
  if (sets.some((t) => t === undefined)) return false;
  return sets.every((a, i) => sets.every((b, j) => j <= i || !overlaps(a!, b!)));
}

/**
 * Pairs the parts of two `allOf` lists of different lengths (equal lengths are paired by position): as union
 * branches are. Each part is one more condition a value must meet, so an unpaired old part is a condition dropped
 * and an unpaired new part one added; undefined when the lists are not both arrays or have the same length.
 */
export function matchAllOfParts(
  before: unknown,
  after: unknown,
  resolveOld: (v: unknown) => unknown,
  resolveNew: (v: unknown) => unknown,
): BranchMatching | undefined {
  if (!Array.isArray(before) || !Array.isArray(after) || before.length === after.length) return undefined;
  const indexed = (parts: unknown[]) => parts.map((value, index) => ({ index, value }));
  return matchBranches(indexed(before), indexed(after), resolveOld, resolveNew);
}

/** A schema as text with local references replaced by what they name (bounded, cycle-safe): to tell whether it changed. */
export function resolvedText(value: unknown, resolve: (v: unknown) => unknown, budget = 2_000): string {
  let left = budget;
  const seen: string[] = [];
  const expand = (v: unknown): unknown => {
    if (--left < 0) return '…';
    if (Array.isArray(v)) return v.map(expand);
    if (!isObject(v)) return v;
    if (typeof v.$ref === 'string') {
      if (seen.includes(v.$ref)) return { $ref: v.$ref };
      seen.push(v.$ref);
      const out = expand(resolve(v) === v ? { unresolved: v.$ref } : resolve(v));
      seen.pop();
      return out;
    }
    const out: JsonObject = {};
    for (const [k, child] of Object.entries(v)) out[k] = expand(child);
    return out;
  };
  return canonicalJson(expand(value));
}
