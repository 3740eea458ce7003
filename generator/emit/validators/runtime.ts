// Source of the small runtime helpers the compiled checks call. They are emitted into the generated package
// (only those used), so it keeps no runtime dependency.
import type { Helper } from './compile.js';
import { ALL_CHARS_SOURCE, CHAR_RANGES_SOURCE, ENCODE_ASCII_SOURCE } from './word-check.js';

export const helperSource: Record<Helper, string> = {
  allChars: ALL_CHARS_SOURCE,
  charRanges: CHAR_RANGES_SOURCE,
  encodeAscii: ENCODE_ASCII_SOURCE,
  reportBest: `/**
 * Reports why no branch of a oneOf/anyOf matched: the errors of the branch that comes closest when that says more
 * (a branch of the wrong JSON type is no candidate; errors deeper inside the value beat errors about the value
 * itself), else what would have matched and why each candidate did not.
 */
function reportBest(value: unknown, path: string, errors: ValidationError[], branches: Reporter[], keyword: string, message: string): void {
  const candidates: ValidationError[][] = [];
  for (const branch of branches) {
    const found: ValidationError[] = [];
    branch(value, path, found);
    if (found.length > 0 && !found.every((e) => e.path === path && e.keyword === 'type')) candidates.push(found);
  }
  const best = candidates.reduce<ValidationError[] | undefined>((a, c) => (a === undefined || c.length < a.length ? c : a), undefined);
  if (best !== undefined && (candidates.length === 1 || !best.every((e) => e.path === path))) {
    for (const e of best) errors.push(e);
    return;
  }
  const why = candidates.map((c) => c.map((e) => e.message).join(', ')).join('; or ');
  errors.push({ path, message: why === '' ? message : message + ' (' + why + ')', keyword });
}`,
  codePointLength: `/** String length in Unicode code points, as JSON Schema counts it. */
function codePointLength(text: string): number {
  let length = text.length;
  for (let i = 0; i < text.length - 1; i++) {
    const code = text.charCodeAt(i);
    if (code >= 0xd800 && code <= 0xdbff && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      length--;
      i++;
    }
  }
  return length;
}`,
  deepEqual: `/** Structural equality of JSON values, for const and enum. */
function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => deepEqual(x, b[i]));
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  return ka.length === kb.length && ka.every((k) => Object.prototype.hasOwnProperty.call(b, k) && deepEqual((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}`,
  duplicateItem: `/**
 * The index of the first item equal to an earlier one, or -1 when all are distinct (uniqueItems). Primitives are
 * looked up in a Set (linear time); objects and arrays, which never equal a primitive, are compared with each other.
 */
function duplicateItem(items: unknown[]): number {
  if (items.length < 2) return -1;
  const primitives = new Set<unknown>();
  const composites: number[] = [];
  for (let j = 0; j < items.length; j++) {
    const item = items[j];
    if (typeof item === 'object' && item !== null) {
      for (const i of composites) if (deepEqual(items[i], item)) return j;
      composites.push(j);
    } else if (primitives.has(item)) return j;
    else primitives.add(item);
  }
  return -1;
}`,
  charTable: `/** A lookup table of ASCII character codes: 1 for the characters in \`chars\`. */
function charTable(chars: string): Uint8Array {
  const table = new Uint8Array(128);
  for (let i = 0; i < chars.length; i++) table[chars.charCodeAt(i)] = 1;
  return table;
}`,
  ownProperty: `/** The value of an own property: a key Object.prototype also has (\`constructor\`, \`__proto__\`) never reads the inherited one. */
function ownProperty(o: Record<string, unknown>, key: string): unknown {
  return Object.prototype.hasOwnProperty.call(o, key) ? o[key] : undefined;
}`,
  pathKey: `/** \`.name\` or \`["odd key"]\`: how a property appears in an error path. */
function pathKey(key: string): string {
  return /^[A-Za-z_$][\\w$]*$/.test(key) ? '.' + key : '[' + JSON.stringify(key) + ']';
}`,
};
