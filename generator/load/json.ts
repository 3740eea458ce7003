// Small helpers for walking untyped JSON values safely.
import type { Segment } from './source-file.js';

export type JsonObject = { [key: string]: unknown };

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Assigns an own property even for keys such as `__proto__`, which plain assignment would turn into a prototype. */
export function setOwn(target: JsonObject, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

export function hasOwn(target: JsonObject, key: string): boolean {
  return Object.prototype.hasOwnProperty.call(target, key);
}

export function getAt(value: unknown, pointer: readonly Segment[]): { found: boolean; value: unknown } {
  let current = value;
  for (const segment of pointer) {
    if (Array.isArray(current) && typeof segment === 'number' && segment < current.length) current = current[segment];
    else if (isObject(current) && hasOwn(current, String(segment))) current = current[String(segment)];
    else return { found: false, value: undefined };
  }
  return { found: true, value: current };
}

/** Parses the fragment of a JSON reference (`/components/schemas/a~1b`) into segments. */
export function parsePointer(fragment: string): string[] {
  if (fragment === '' || fragment === '/') return fragment === '/' ? [''] : [];
  return fragment
    .slice(1)
    .split('/')
    .map((part) => decodeURIComponent(part).replace(/~1/g, '/').replace(/~0/g, '~'));
}

export function formatPointer(segments: readonly Segment[]): string {
  return segments.map((s) => `/${escapePointerSegment(String(s))}`).join('');
}

/** One segment of a JSON pointer, `~` and `/` escaped (`a/b` → `a~1b`). */
export function escapePointerSegment(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}

/** JSON text with object keys sorted by code unit order: a stable basis for content hashes. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => {
    if (!isObject(v)) return v;
    const sorted: JsonObject = {};
    for (const key of Object.keys(v).sort(compareStrings)) setOwn(sorted, key, v[key]);
    return sorted;
  });
}

/** Locale-independent ordering; `localeCompare` differs between machines. */
export function compareStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Follows local `$ref`s (`#/…`) from `value` to what they name; stops at a reference that leads nowhere. */
export function followRefs(document: JsonObject, value: unknown): unknown {
  let current = value;
  for (let hops = 0; hops < 32 && isObject(current) && typeof current.$ref === 'string' && current.$ref.startsWith('#'); hops++) {
    const found = getAt(document, parsePointer(current.$ref.slice(1)));
    if (!found.found) return current;
    current = found.value;
  }
  return current;
}

/**
 * Calls `visit` with every schema a document declares at the top: component schemas, the schemas of component content
 * descriptors, and the schemas of every method's params and result, each with its path.
 */
export function forEachRootSchema(doc: JsonObject, visit: (schema: unknown, path: Segment[]) => void): void {
  const components = isObject(doc.components) ? doc.components : {};
  if (isObject(components.schemas)) for (const [name, s] of Object.entries(components.schemas)) visit(s, ['components', 'schemas', name]);
  if (isObject(components.contentDescriptors)) {
    for (const [name, d] of Object.entries(components.contentDescriptors)) if (isObject(d)) visit(d.schema, ['components', 'contentDescriptors', name, 'schema']);
  }
  (Array.isArray(doc.methods) ? doc.methods : []).forEach((method, m) => {
    if (!isObject(method)) return;
    (Array.isArray(method.params) ? method.params : []).forEach((param, p) => {
      if (isObject(param)) visit(param.schema, ['methods', m, 'params', p, 'schema']);
    });
    if (isObject(method.result)) visit(method.result.schema, ['methods', m, 'result', 'schema']);
  });
}

/** Whether JSON.parse(JSON.stringify(value)) gives back the same value: plain objects, arrays, strings, booleans,
 * null and finite numbers (not -0), no object reached twice. Then JSON.stringify is also a faithful key for it (two
 * values with the same text are equal). Iterative: no stack to overflow. */
export function survivesJson(value: unknown): boolean {
  const seen = new Set<object>();
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const v = pending.pop();
    if (v === null || typeof v === 'string' || typeof v === 'boolean') continue;
    if (typeof v === 'number') {
      if (!Number.isFinite(v) || Object.is(v, -0)) return false;
      continue;
    }
    if (typeof v !== 'object' || seen.has(v)) return false;
    seen.add(v);
    const isArray = Array.isArray(v);
    if (!isArray && Object.getPrototypeOf(v) !== Object.prototype) return false;
    // Every own property an enumerable data property (an array's items and length aside), no hole, no symbol.
    const names = Object.getOwnPropertyNames(v);
    if (names.length !== Object.keys(v).length + (isArray ? 1 : 0) || (isArray && names.length !== (v as unknown[]).length + 1)) return false;
    if (Object.getOwnPropertySymbols(v).length > 0) return false;
    for (const name of names) {
      if (isArray && name === 'length') continue;
      const descriptor = Object.getOwnPropertyDescriptor(v, name);
      if (descriptor === undefined || !('value' in descriptor)) return false;
      pending.push(descriptor.value);
    }
  }
  return true;
}
