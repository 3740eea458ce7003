// fast-check arbitraries driven by a JSON Schema: values that are mostly valid (so the interesting, deep parts of a
// schema get exercised), and mutations of them that are mostly invalid in one small place.
import fc from 'fast-check';

type Json = unknown;
type Schema = boolean | Record<string, unknown>;

const MAX_DEPTH = 5;

export function schemaArbitrary(schema: Schema, root: Record<string, unknown>, depth = 0): fc.Arbitrary<Json> {
  if (schema === true || depth > MAX_DEPTH) return fc.jsonValue({ maxDepth: 1 });
  if (schema === false) return fc.jsonValue({ maxDepth: 1 });
  const s = schema;
  if (typeof s.$ref === 'string') return schemaArbitrary(resolve(root, s.$ref), root, depth + 1);
  if ('const' in s) return fc.constant(s.const);
  if (Array.isArray(s.enum)) return fc.constantFrom(...(s.enum as Json[]));
  for (const key of ['oneOf', 'anyOf'] as const) {
    if (Array.isArray(s[key])) return fc.oneof(...(s[key] as Schema[]).map((b) => schemaArbitrary(b, root, depth + 1)));
  }
  if (Array.isArray(s.allOf)) {
    const parts = (s.allOf as Schema[]).map((b) => schemaArbitrary(b, root, depth + 1));
    return fc.tuple(...parts).map((values) => values.reduce((acc: Json, v) => (isPlainObject(acc) && isPlainObject(v) ? { ...acc, ...v } : v), {}));
  }
  const types = Array.isArray(s.type) ? (s.type as string[]) : typeof s.type === 'string' ? [s.type] : inferType(s);
  return fc.oneof(...types.map((t) => byType(t, s, root, depth)));
}

function byType(type: string, s: Record<string, unknown>, root: Record<string, unknown>, depth: number): fc.Arbitrary<Json> {
  switch (type) {
    case 'string':
      if (typeof s.pattern === 'string') {
        try {
          return fc.stringMatching(new RegExp(s.pattern));
        } catch {
          // A pattern fast-check cannot generate from: arbitrary strings still test the rejection side.
          return fc.string({ maxLength: 70 });
        }
      }
      return fc.string({ minLength: (s.minLength as number) ?? 0, maxLength: Math.min((s.maxLength as number) ?? 12, 40) });
    case 'integer':
      // multipleOf: mostly multiples; the mutations (a value plus 0.5, its negation minus 1) make the misses.
      if (typeof s.multipleOf === 'number') return fc.integer({ min: -200, max: 200 }).map((n) => n * (s.multipleOf as number));
      return fc.integer({ min: (s.minimum as number) ?? -1000, max: (s.maximum as number) ?? 1_000_000_000 });
    case 'number':
      return fc.double({ min: (s.minimum as number) ?? -1e6, max: (s.maximum as number) ?? 1e9, noNaN: true, noDefaultInfinity: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      if (Array.isArray(s.items)) return fc.tuple(...(s.items as Schema[]).map((i) => schemaArbitrary(i, root, depth + 1)));
      const item = s.items === undefined ? fc.jsonValue({ maxDepth: 1 }) : schemaArbitrary(s.items as Schema, root, depth + 1);
      const min = (s.minItems as number) ?? 0;
      return fc.array(item, { minLength: min, maxLength: Math.max(min, Math.min((s.maxItems as number) ?? 3, 3)) });
    }
    case 'object': {
      const properties = (s.properties ?? {}) as Record<string, Schema>;
      const required = ((s.required as string[]) ?? []).filter((k) => k in properties);
      const model = Object.fromEntries(Object.entries(properties).map(([k, v]) => [k, schemaArbitrary(v, root, depth + 1)]));
      const record = fc.record(model, { requiredKeys: required });
      const missing = ((s.required as string[]) ?? []).filter((k) => !(k in properties));
      if (missing.length === 0) return record;
      return fc.tuple(record, fc.tuple(...missing.map(() => fc.jsonValue({ maxDepth: 1 })))).map(([r, extra]) => ({ ...r, ...Object.fromEntries(missing.map((k, i) => [k, extra[i]])) }));
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function inferType(s: Record<string, unknown>): string[] {
  if (s.properties !== undefined || s.required !== undefined) return ['object'];
  if (s.items !== undefined) return ['array'];
  if (s.pattern !== undefined) return ['string'];
  return ['string', 'integer', 'boolean', 'null', 'object', 'array'];
}

function resolve(root: Record<string, unknown>, ref: string): Schema {
  let node: unknown = root;
  for (const part of ref.replace(/^#\//, '').split('/')) node = (node as Record<string, unknown>)[part.replace(/~1/g, '/').replace(/~0/g, '~')];
  return node as Schema;
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Every path into a JSON value, root first. */
function paths(value: Json, at: (string | number)[] = []): (string | number)[][] {
  const out = [at];
  if (Array.isArray(value)) value.forEach((v, i) => out.push(...paths(v, [...at, i])));
  else if (isPlainObject(value)) for (const [k, v] of Object.entries(value)) out.push(...paths(v, [...at, k]));
  return out;
}

function clone(value: Json): Json {
  return JSON.parse(JSON.stringify(value)) as Json;
}

/** One small change at one place: replace a value, drop or add a key, change a string by one character. */
export function mutate(value: Json, pick: number, kind: number, replacement: Json): Json {
  const copy = clone(value);
  const all = paths(copy);
  const path = all[pick % all.length] as (string | number)[];
  const parentPath = path.slice(0, -1);
  const key = path[path.length - 1];
  let parent: Json = copy;
  for (const p of parentPath) parent = (parent as Record<string | number, Json>)[p];
  const current = path.length === 0 ? copy : (parent as Record<string | number, Json>)[key as string | number];
  const set = (v: Json): Json => {
    if (path.length === 0) return v;
    (parent as Record<string | number, Json>)[key as string | number] = v;
    return copy;
  };
  switch (kind % 6) {
    case 0:
      return set(replacement);
    case 1:
      if (path.length > 0 && isPlainObject(parent)) delete parent[key as string];
      return path.length === 0 ? replacement : copy;
    case 2:
      // One character replaced by a near miss: an upper-case hex digit, a letter past f, a space, base64 padding.
      if (typeof current === 'string' && current.length > 0) {
        const at = pick % current.length;
        const near = 'AFgZ /=_-0'[kind % 10] as string;
        return set(current.slice(0, at) + near + current.slice(at + 1));
      }
      return set(typeof current === 'number' ? current + 0.5 : replacement);
    case 3:
      if (typeof current === 'string') return set(current.slice(0, -1));
      if (isPlainObject(current)) {
        current[`extra${pick % 7}`] = replacement;
        return copy;
      }
      return set(replacement);
    case 4:
      if (Array.isArray(current)) {
        current.push(replacement);
        return copy;
      }
      return set(typeof current === 'number' ? -current - 1 : replacement);
    default: {
      // The case of one letter flipped: what distinguishes lower-case hex from a checksummed address.
      if (typeof current !== 'string' || !/[a-zA-Z]/.test(current)) return set(replacement);
      const letters = [...current.matchAll(/[a-zA-Z]/g)].map((m) => m.index as number);
      const at = letters[pick % letters.length] as number;
      const c = current[at] as string;
      return set(current.slice(0, at) + (c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase()) + current.slice(at + 1));
    }
  }
}
