// Values from a JSON Schema (draft-07, as OpenRPC documents write it): a fast-check `Arbitrary` per schema, for
// `serve --mock` (sample.ts: one deterministic value per seed) and for property tests and a conformance runner
// (seeded runs, and shrinking, which fast-check gives every arbitrary built here). What it covers: type (and lists
// of types), enum, const, pattern (fc.stringMatching), min/maxLength, minimum/maximum and their exclusive forms,
// multipleOf, items (one schema or a tuple), min/maxItems, uniqueItems, properties with required, additional-
// Properties, min/maxProperties, `not: { required: [x] }`, oneOf/anyOf (a branch), allOf (object parts merged), and
// $ref within the document.
// Values are meant to be valid; where a schema says more than this reads (oneOf's "exactly one", `not`, formats),
// a caller with a validator filters (sample.ts takes one).
//
// Bounds: recursion through $ref and nesting stops at `maxDepth` (default 4): past it, arrays take their minItems,
// objects their required properties, and oneOf/anyOf the branches that do not go deeper, so a recursive schema
// (a tree, Sui's MoveValue) yields finite values. Arbitraries are built once per (schema, depth), so a document of
// thousands of schemas costs one pass each, and a hard stop 32 levels past `maxDepth` ends a recursion no branch escapes.
import fc from 'fast-check';
import { requiredButForbidden } from '../model/required-forbidden.js';

export type JsonSchema = boolean | { [key: string]: unknown };

export interface ArbitraryOptions {
  /** The document `$ref`s resolve against (`#/components/schemas/…`); default: the schema itself. */
  root?: unknown;
  /** Nesting past which values take their smallest shape (default 4). */
  maxDepth?: number;
  /** Longest generated string without a maxLength or pattern (default 16) and longest array (default 3). */
  maxStringLength?: number;
  maxItems?: number;
}

/** Thrown when a schema cannot give any value (a recursion no branch escapes, or an unresolvable `$ref`). */
export class NoValueError extends Error {}

const anyJson = fc.jsonValue({ maxDepth: 1 });
/** Levels past maxDepth where required nesting may still go (a document's own deep, non-recursive shapes). */
const HARD_DEPTH = 32;

/** Builders by document, for the default options: the schemas of one document share their arbitraries. */
const builders = new WeakMap<object, Builder>();

export function schemaArbitrary(schema: JsonSchema, options: ArbitraryOptions = {}): fc.Arbitrary<unknown> {
  const root = options.root ?? schema;
  const shared = typeof root === 'object' && root !== null && options.maxDepth === undefined && options.maxStringLength === undefined && options.maxItems === undefined;
  let builder = shared ? builders.get(root) : undefined;
  if (!builder) {
    builder = new Builder(root, options);
    if (shared) builders.set(root as object, builder);
  }
  return builder.build(schema, 0);
}

class Builder {
  private readonly memo = new Map<object, Map<number, fc.Arbitrary<unknown>>>();
  private readonly maxDepth: number;
  private readonly maxString: number;
  private readonly maxItems: number;

  constructor(
    private readonly root: unknown,
    options: ArbitraryOptions,
  ) {
    this.maxDepth = options.maxDepth ?? 4;
    this.maxString = options.maxStringLength ?? 16;
    this.maxItems = options.maxItems ?? 3;
  }

  build(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
    if (schema === true || schema === undefined) return anyJson;
    if (schema === false) throw new NoValueError('the schema `false` admits no value');
    if (typeof schema !== 'object' || schema === null) return anyJson;
    if (depth > this.maxDepth + HARD_DEPTH) throw new NoValueError(`no value within ${this.maxDepth + HARD_DEPTH} levels: every branch of the schema recurses`);
    let byDepth = this.memo.get(schema);
    if (!byDepth) this.memo.set(schema, (byDepth = new Map()));
    const known = byDepth.get(depth);
    if (known) return known;
    const built = this.uncached(schema, depth);
    byDepth.set(depth, built);
    return built;
  }

  private uncached(s: { [key: string]: unknown }, depth: number): fc.Arbitrary<unknown> {
    if (typeof s.$ref === 'string') return this.build(this.resolve(s.$ref), depth + 1);
    if ('const' in s) return fc.constant(s.const);
    if (Array.isArray(s.enum)) {
      if (s.enum.length === 0) throw new NoValueError('an empty enum admits no value');
      return fc.constantFrom(...(s.enum as unknown[]));
    }
    if (Array.isArray(s.allOf)) return this.build(merge(s, (s.allOf as JsonSchema[]).map((p) => this.deref(p))), depth);
    for (const key of ['oneOf', 'anyOf'] as const) {
      if (!Array.isArray(s[key])) continue;
      const rest = { ...s };
      delete rest[key];
      const branches = (s[key] as JsonSchema[]).map((b) => (Object.keys(rest).length === 0 ? b : merge(rest, [this.deref(b)])));
      return this.choice(branches, depth);
    }
    const types = Array.isArray(s.type) ? (s.type as string[]) : typeof s.type === 'string' ? [s.type] : inferTypes(s);
    return this.choice(types.map((type) => ({ ...s, type })), depth, (branch) => this.byType(branch.type as string, branch, depth));
  }

  /** One of the branches that yield values; past maxDepth, the ones that stay shallow first. */
  private choice(branches: JsonSchema[], depth: number, build = (b: JsonSchema & object) => this.build(b, depth)): fc.Arbitrary<unknown> {
    const order = depth >= this.maxDepth ? [...branches].sort((a, b) => reach(a) - reach(b)) : branches;
    const built: fc.Arbitrary<unknown>[] = [];
    let last: unknown;
    for (const branch of order) {
      try {
        built.push(typeof branch === 'object' ? build(branch) : this.build(branch, depth));
        // Past maxDepth one shallow branch is enough: the others would only go deeper.
        if (depth >= this.maxDepth) break;
      } catch (error) {
        if (!(error instanceof NoValueError)) throw error;
        last = error;
      }
    }
    if (built.length === 0) throw last instanceof NoValueError ? last : new NoValueError('no branch admits a value');
    return built.length === 1 ? built[0]! : fc.oneof(...built);
  }

  private byType(type: string, s: { [key: string]: unknown }, depth: number): fc.Arbitrary<unknown> {
    switch (type) {
      case 'null':
        return fc.constant(null);
      case 'boolean':
        return fc.boolean();
      case 'integer':
      case 'number':
        return numbers(type, s);
      case 'string':
        return this.strings(s);
      case 'array':
        return this.arrays(s, depth);
      case 'object':
        return this.objects(s, depth);
      default:
        return anyJson;
    }
  }

  private strings(s: { [key: string]: unknown }): fc.Arbitrary<string> {
    const min = num(s.minLength) ?? 0;
    const max = num(s.maxLength);
    if (typeof s.pattern === 'string') {
      // Lengths and a pattern both: where the pattern ends in one repeated atom (`^0x[0-9a-f]+$`, base58's
      // `^[1-9A-HJ-NP-Za-km-z]+$`), the lengths go into its repeat; otherwise the pattern alone decides, and a
      // caller's validator refuses what misses the lengths. Never fast-check's filter: a rare fit would spin it.
      const pattern = min > 0 || max !== undefined ? withLengths(s.pattern, min, max ?? min + this.maxString) : s.pattern;
      return fc.stringMatching(regexOf(pattern));
    }
    return fc.string({ unit: 'grapheme-ascii', minLength: min, maxLength: Math.max(min, Math.min(max ?? this.maxString, Math.max(this.maxString, min))) });
  }

  private arrays(s: { [key: string]: unknown }, depth: number): fc.Arbitrary<unknown[]> {
    const min = num(s.minItems) ?? 0;
    const max = depth >= this.maxDepth ? min : Math.max(min, Math.min(num(s.maxItems) ?? this.maxItems, this.maxItems));
    if (Array.isArray(s.items)) {
      const tuple = (s.items as JsonSchema[]).slice(0, Math.max(min, Math.min(num(s.maxItems) ?? s.items.length, s.items.length)));
      const extra = s.additionalItems;
      const head = fc.tuple(...tuple.map((item) => this.build(item, depth + 1)));
      if (tuple.length >= min || extra === false) return head;
      const rest = extra === undefined || extra === true ? anyJson : this.build(extra as JsonSchema, depth + 1);
      return fc.tuple(head, fc.array(rest, { minLength: min - tuple.length, maxLength: min - tuple.length })).map(([a, b]) => [...a, ...b]);
    }
    // An empty array needs no item: not building one is what ends a recursion through items past maxDepth.
    if (max === 0) return fc.constant([]);
    const item = s.items === undefined ? anyJson : this.build(s.items as JsonSchema, depth + 1);
    if (s.uniqueItems === true) return fc.uniqueArray(item, { minLength: min, maxLength: max, selector: (v) => JSON.stringify(v) });
    return fc.array(item, { minLength: min, maxLength: max });
  }

  private objects(s: { [key: string]: unknown }, depth: number): fc.Arbitrary<Record<string, unknown>> {
    const properties = isObject(s.properties) ? s.properties : {};
    const required = new Set(Array.isArray(s.required) ? s.required.map(String) : []);
    const shallow = depth >= this.maxDepth;
    // `not: { required: [x] }`, "x must be absent" (how the receipts tell `status` from `root`): x is left out.
    const absent = new Set(isObject(s.not) && Object.keys(s.not).length === 1 && Array.isArray(s.not.required) ? s.not.required.map(String) : []);
    const model: Record<string, fc.Arbitrary<unknown>> = {};
    for (const [name, property] of Object.entries(properties)) {
      if ((shallow && !required.has(name)) || (absent.has(name) && !required.has(name))) continue;
      try {
        model[name] = this.build(property as JsonSchema, depth + 1);
      } catch (error) {
        // An optional property that admits no value is left out; a required one makes the object impossible.
        if (!(error instanceof NoValueError) || required.has(name)) throw error;
      }
    }
    const forbidden = requiredButForbidden(s);
    if (forbidden.length > 0) throw new NoValueError(`required property ${JSON.stringify(forbidden[0])} is not allowed (additionalProperties is false and properties do not list it)`);
    // Required names without a property schema take any JSON value (the additionalProperties schema, if any).
    const extra = s.additionalProperties;
    for (const name of required) {
      if (!(name in model)) model[name] = isObject(extra) ? this.build(extra, depth + 1) : anyJson;
    }
    const record = fc.record(model, { requiredKeys: [...required].filter((k) => k in model) });
    const minProps = num(s.minProperties) ?? 0;
    const maxProps = num(s.maxProperties);
    // A map (additionalProperties a schema and no properties): a few keys of its own.
    if (Object.keys(properties).length === 0 && isObject(extra) && !shallow) {
      const value = this.build(extra, depth + 1);
      return fc.dictionary(fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 8 }), value, { minKeys: minProps, maxKeys: Math.max(minProps, Math.min(maxProps ?? 2, 2)) }).map((d) => ({ ...d }));
    }
    // min/maxProperties beside properties: the caller's validator refuses a miss (no filter, see strings()).
    return record;
  }

  /** The schema with its `$ref` followed (at most 32 hops), the referring schema's other keywords merged in. */
  private deref(schema: JsonSchema): JsonSchema {
    for (let hops = 0; typeof schema === 'object' && typeof schema.$ref === 'string' && hops < 32; hops++) {
      const { $ref, ...rest } = schema;
      const target = this.resolve($ref as string);
      schema = Object.keys(rest).length === 0 ? target : merge(rest, [target]);
    }
    return schema;
  }

  private resolve(ref: string): JsonSchema {
    if (!ref.startsWith('#')) throw new NoValueError(`$ref ${ref} is outside the document`);
    let node: unknown = this.root;
    for (const part of ref.slice(1).split('/').slice(1)) {
      const key = decodeURIComponent(part).replace(/~1/g, '/').replace(/~0/g, '~');
      node = isObject(node) || Array.isArray(node) ? (node as Record<string, unknown>)[key] : undefined;
    }
    if (node === undefined) throw new NoValueError(`$ref ${ref} does not resolve`);
    return node as JsonSchema;
  }
}

function numbers(type: 'integer' | 'number', s: { [key: string]: unknown }): fc.Arbitrary<number> {
  let min = num(s.minimum);
  let max = num(s.maximum);
  const exclusiveMin = num(s.exclusiveMinimum);
  const exclusiveMax = num(s.exclusiveMaximum);
  const step = num(s.multipleOf);
  if (type === 'integer' || step !== undefined) {
    const unit = step ?? 1;
    // Multiples of the unit within the bounds; integers stay within the safe range.
    const lo = Math.max(exclusiveMin !== undefined ? Math.floor(exclusiveMin / unit) + 1 : min !== undefined ? Math.ceil(min / unit) : -1000, Number.MIN_SAFE_INTEGER);
    const hi = Math.min(exclusiveMax !== undefined ? Math.ceil(exclusiveMax / unit) - 1 : max !== undefined ? Math.floor(max / unit) : lo + 1_000_000, Number.MAX_SAFE_INTEGER);
    if (lo > hi) throw new NoValueError(`no multiple of ${unit} between the bounds`);
    return fc.integer({ min: lo, max: hi }).map((n) => (unit === 1 ? n : n * unit));
  }
  if (exclusiveMin !== undefined) min = Math.max(min ?? -Infinity, exclusiveMin);
  if (exclusiveMax !== undefined) max = Math.min(max ?? Infinity, exclusiveMax);
  return fc.double({
    min: min ?? -1e9,
    max: max ?? 1e9,
    minExcluded: exclusiveMin !== undefined && min === exclusiveMin,
    maxExcluded: exclusiveMax !== undefined && max === exclusiveMax,
    noNaN: true,
    noDefaultInfinity: true,
  });
}

/** allOf read as one schema: properties and required joined (a property in two parts becomes their allOf), types intersected, the tighter bound kept. */
function merge(base: { [key: string]: unknown }, parts: JsonSchema[]): JsonSchema {
  const out: { [key: string]: unknown } = { ...base };
  delete out.allOf;
  for (const part of parts) {
    if (part === false) return false;
    if (part === true) continue;
    for (const [key, value] of Object.entries(part)) {
      const current = out[key];
      if (current === undefined) out[key] = value;
      else if (key === 'properties' && isObject(current) && isObject(value)) {
        const joined: Record<string, unknown> = { ...current };
        for (const [name, schema] of Object.entries(value)) joined[name] = name in joined ? { allOf: [joined[name], schema] } : schema;
        out.properties = joined;
      } else if (key === 'required' && Array.isArray(current) && Array.isArray(value)) out.required = [...new Set([...current, ...value])];
      else if (key === 'type') {
        const a = Array.isArray(current) ? current : [current];
        const b = Array.isArray(value) ? value : [value];
        const both = a.filter((t) => b.includes(t) || (t === 'integer' && b.includes('number'))).concat(b.filter((t) => t === 'integer' && a.includes('number')));
        out.type = [...new Set(both)];
      } else if (key === 'allOf' && Array.isArray(current) && Array.isArray(value)) out.allOf = [...current, ...value];
      else if (/^(minimum|minLength|minItems|minProperties|exclusiveMinimum)$/.test(key) && typeof current === 'number' && typeof value === 'number') out[key] = Math.max(current, value);
      else if (/^(maximum|maxLength|maxItems|maxProperties|exclusiveMaximum)$/.test(key) && typeof current === 'number' && typeof value === 'number') out[key] = Math.min(current, value);
      else if (key === 'oneOf' || key === 'anyOf') out.allOf = [...(Array.isArray(out.allOf) ? out.allOf : []), { [key]: value }];
      else out[key] = value;
    }
  }
  return out;
}

/** How far a branch may lead: 0 for a scalar, more for references and containers (past maxDepth, least first). */
function reach(schema: JsonSchema): number {
  if (typeof schema !== 'object') return 0;
  if (typeof schema.$ref === 'string') return 3;
  if (schema.type === 'array' || schema.type === 'object' || schema.items !== undefined || schema.properties !== undefined) return 2;
  if (schema.oneOf !== undefined || schema.anyOf !== undefined || schema.allOf !== undefined) return 1;
  return 0;
}

function inferTypes(s: { [key: string]: unknown }): string[] {
  if (s.properties !== undefined || s.required !== undefined || s.additionalProperties !== undefined) return ['object'];
  if (s.items !== undefined || s.minItems !== undefined || s.maxItems !== undefined) return ['array'];
  if (s.pattern !== undefined || s.minLength !== undefined || s.maxLength !== undefined) return ['string'];
  if (s.minimum !== undefined || s.maximum !== undefined || s.multipleOf !== undefined) return ['number'];
  // Nothing says: a plain scalar, the least surprising answer for "any value".
  return ['string', 'integer', 'boolean', 'null'];
}

/** A literal prefix, then one atom repeated by `+` or `*`, the whole string: `^0x[0-9a-f]+$`. */
const repeatedTail = /^\^((?:[^\\[\](){}|*+?.^$]|\\[^\w])*)(\[(?:[^\]\\]|\\.)*\]|\\[dws]|[^\\[\](){}|*+?.^$])([+*])\$$/;

/** The pattern with min/maxLength moved into its final repeat when it has that shape; else unchanged. */
export function withLengths(pattern: string, min: number, max: number): string {
  const match = repeatedTail.exec(pattern);
  if (!match) return pattern;
  const [, prefix = '', atom = '', quantifier] = match;
  const prefixLength = prefix.replace(/\\(.)/g, '$1').length;
  const low = Math.max(min - prefixLength, quantifier === '+' ? 1 : 0);
  const high = max - prefixLength;
  return high < low ? pattern : `^${prefix}${atom}{${low},${high}}$`;
}

/** The pattern as a JavaScript regular expression: with the `u` flag where it allows, as most documents mean it. */
function regexOf(pattern: string): RegExp {
  for (const flags of ['u', '']) {
    try {
      return new RegExp(pattern, flags);
    } catch {
      // The next reading, or none.
    }
  }
  throw new NoValueError(`pattern ${pattern} is not a JavaScript regular expression`);
}

function num(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

function isObject(value: unknown): value is { [key: string]: unknown } {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
