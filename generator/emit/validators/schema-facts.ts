// Static facts about schemas that the validator compiler needs: which JSON types a schema can accept, whether
// the branches of a oneOf exclude each other, and a short human description for error messages.
import { getAt, isObject, parsePointer, type JsonObject } from '../../load/json.js';
import type { JsonSchema } from '../../model/model.js';
import { annotationKeywords } from '../../model/keywords.js';

export type JsonType = 'null' | 'boolean' | 'object' | 'array' | 'number' | 'integer' | 'string';

export function valueType(value: unknown): JsonType {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value as JsonType;
}

export function declaredTypes(schema: JsonObject): JsonType[] | undefined {
  if (typeof schema.type === 'string') return [schema.type as JsonType];
  if (Array.isArray(schema.type)) return schema.type as JsonType[];
  return undefined;
}

const overlap = (a: JsonType, b: JsonType) => a === b || (a === 'integer' && b === 'number') || (a === 'number' && b === 'integer');

/** Types both sets allow; an integer is also a number. */
function intersect(a: Set<JsonType>, b: Set<JsonType>): Set<JsonType> {
  const out = new Set<JsonType>();
  for (const x of a) {
    for (const y of b) {
      if (x === y) out.add(x);
      else if (overlap(x, y)) out.add('integer');
    }
  }
  return out;
}

export class SchemaFacts {
  constructor(private readonly document: JsonObject) {}

  /**
   * The pattern of a schema that asserts only that a value is a string matching it (`Hash32`), directly or through
   * one $ref; else undefined. Arrays of such strings may be checked all at once (patterns.ts, `each`).
   */
  stringPattern(schema: JsonSchema): string | undefined {
    const annotation = (k: string) => annotationKeywords.has(k);
    let target: JsonSchema | undefined = schema;
    if (isObject(target) && typeof target.$ref === 'string' && Object.keys(target).every((k) => k === '$ref' || annotation(k))) target = this.resolve(target.$ref);
    if (!isObject(target) || target.type !== 'string' || typeof target.pattern !== 'string') return undefined;
    return Object.keys(target).every((k) => k === 'type' || k === 'pattern' || annotation(k)) ? target.pattern : undefined;
  }

  resolve(ref: string): JsonSchema | undefined {
    if (!ref.startsWith('#')) return undefined;
    const found = getAt(this.document, parsePointer(ref.slice(1)));
    return found.found ? (found.value as JsonSchema) : undefined;
  }

  /** The JSON types a value valid against `schema` can have; undefined when any type may do. */
  types(schema: JsonSchema | undefined, seen: Set<string> = new Set()): Set<JsonType> | undefined {
    if (schema === false) return new Set();
    if (!isObject(schema)) return undefined;
    const sets: Set<JsonType>[] = [];
    if (typeof schema.$ref === 'string' && !seen.has(schema.$ref)) {
      const target = this.types(this.resolve(schema.$ref), new Set([...seen, schema.$ref]));
      if (target) sets.push(target);
    }
    if ('const' in schema) sets.push(new Set([valueType(schema.const)]));
    if (Array.isArray(schema.enum)) sets.push(new Set(schema.enum.map(valueType)));
    const declared = declaredTypes(schema);
    if (declared) sets.push(new Set(declared));
    if (Array.isArray(schema.allOf)) {
      for (const branch of schema.allOf) {
        const t = this.types(branch as JsonSchema, seen);
        if (t) sets.push(t);
      }
    }
    for (const key of ['oneOf', 'anyOf'] as const) {
      const branches = schema[key];
      if (!Array.isArray(branches)) continue;
      const union = new Set<JsonType>();
      let known = true;
      for (const branch of branches) {
        const t = this.types(branch as JsonSchema, seen);
        if (!t) known = false;
        else for (const x of t) union.add(x);
      }
      if (known) sets.push(union);
    }
    if (sets.length === 0) return undefined;
    return sets.reduce(intersect);
  }

  /** True when no value can be valid against two of the branches: their JSON types do not overlap. */
  disjoint(branches: readonly JsonSchema[]): boolean {
    const sets = branches.map((b) => this.types(b));
    if (sets.some((s) => s === undefined)) return false;
    for (let i = 0; i < sets.length; i++) {
      for (let j = i + 1; j < sets.length; j++) {
        for (const a of sets[i] as Set<JsonType>) for (const b of sets[j] as Set<JsonType>) if (overlap(a, b)) return false;
      }
    }
    return true;
  }
}

/** A few words for an error message: what a schema asks for. */
export function describeSchema(schema: JsonSchema, nameOf: (ref: string) => string | undefined): string {
  if (schema === true) return 'anything';
  if (schema === false) return 'nothing';
  if (typeof schema.$ref === 'string') return nameOf(schema.$ref) ?? schema.$ref;
  if ('const' in schema) return JSON.stringify(schema.const);
  if (Array.isArray(schema.enum)) return `one of ${schema.enum.map((v) => JSON.stringify(v)).join(', ')}`;
  for (const key of ['oneOf', 'anyOf'] as const) {
    const branches = schema[key];
    if (Array.isArray(branches)) return branches.map((b) => describeSchema(b as JsonSchema, nameOf)).join(' or ');
  }
  const types = declaredTypes(schema);
  const required = Array.isArray(schema.required) ? schema.required.map(String) : [];
  if (required.length > 0 && (!types || types.includes('object'))) {
    const props = required.length === 1 ? required[0] : `${required.slice(0, -1).join(', ')} and ${required[required.length - 1]}`;
    return `an object with ${props}`;
  }
  if (types) return types.join(' or ');
  if (typeof schema.title === 'string') return schema.title;
  return 'the schema';
}
