// The one mapping from JSON Schema to TypeScript type text. Every emitted type goes through `TypeRenderer.render`.
//
// Texts carry a precedence so unions, intersections and array suffixes get parentheses only where needed.
// Multi-line object literals are indented relative to their first line; ts-morph's writer adds the outer indent.
import type { JsonObject } from '../../load/json.js';
import { getAt, hasOwn, isObject, parsePointer } from '../../load/json.js';
import type { JsonSchema } from '../../model/model.js';
import { stringLiteral, typeMemberKey } from '../escape.js';
import { docText } from './docs.js';

const enum Prec {
  Union = 0,
  Intersection = 1,
  Atom = 2,
}

interface TypeText {
  text: string;
  prec: Prec;
}

const atom = (text: string): TypeText => ({ text, prec: Prec.Atom });
const UNKNOWN = atom('unknown');
const NEVER = atom('never');
/**
 * A reference back to the alias being written, met where no object, array or tuple type stands between (`T = A | T
 * | null`, Sui's MoveValue). TypeScript refuses such an alias (TS2456), and the member adds nothing: the values of
 * `T = A | T | null` are those of `A | null`. So a union drops it, and an intersection too (`T = A & T` is just `A`).
 * Compared by identity.
 */
const SELF: TypeText = { text: 'never', prec: Prec.Atom };
/** Bound on the component schemas followed when looking for a bare reference cycle. */
const MAX_CYCLE_SEARCH = 10_000;

export class TypeRenderer {
  /** Local references being inlined right now: a reference back to one of them becomes `unknown`. */
  private readonly inlining = new Set<string>();
  /**
   * While writing a named alias: the references whose bodies are being written at the alias's top level (outside
   * any object, array or tuple type), where a reference back to one of them would be a bare circular alias.
   */
  private bare: Set<string> | undefined;

  constructor(
    private readonly document: JsonObject,
    private readonly schemaNames: ReadonlyMap<string, string>,
  ) {}

  render(schema: JsonSchema | undefined): string {
    const saved = this.bare;
    this.bare = undefined;
    try {
      return this.type(schema).text;
    } finally {
      this.bare = saved;
    }
  }

  /** The type of the component schema at `ref` (`#/components/schemas/…`), written as the body of its alias. */
  renderNamed(ref: string, schema: JsonSchema | undefined): string {
    const saved = this.bare;
    this.bare = new Set([ref]);
    try {
      const type = this.type(schema);
      return type === SELF ? 'unknown' : type.text;
    } finally {
      this.bare = saved;
    }
  }

  /** The type of an object schema as a property list, or undefined when it is not a plain object. */
  objectMembers(schema: JsonSchema): { name: string; optional: boolean; type: string; docs?: string }[] | undefined {
    if (!isObject(schema) || !isPlainObject(schema)) return undefined;
    return this.members(schema);
  }

  private type(schema: JsonSchema | undefined): TypeText {
    if (schema === undefined || schema === true) return UNKNOWN;
    if (schema === false) return NEVER;
    if (!isObject(schema)) return UNKNOWN;
    if (typeof schema.$ref === 'string') return this.reference(schema.$ref);
    if ('const' in schema) return literal(schema.const);
    if (Array.isArray(schema.enum)) return union(schema.enum.map(literal));

    const parts: TypeText[] = [];
    const base = this.base(schema);
    if (base) parts.push(base);
    if (Array.isArray(schema.allOf)) parts.push(...schema.allOf.map((s) => this.type(s as JsonSchema)));
    if (Array.isArray(schema.oneOf)) parts.push(union(schema.oneOf.map((s) => this.type(s as JsonSchema))));
    if (Array.isArray(schema.anyOf)) parts.push(union(schema.anyOf.map((s) => this.type(s as JsonSchema))));
    return intersection(parts);
  }

  private reference(ref: string): TypeText {
    if (this.bare?.has(ref)) return SELF;
    const named = this.schemaNames.get(ref);
    if (named && this.bare && this.reachesBare(ref)) {
      // A named alias that leads back here through bare references only (`A = B | null`, `B = A | number`): naming
      // it would make a cycle of aliases, so its body is written here instead.
      const target = getAt(this.document, parsePointer(ref.slice(1)));
      if (target.found) {
        this.bare.add(ref);
        try {
          return this.type(target.value as JsonSchema);
        } finally {
          this.bare.delete(ref);
        }
      }
    }
    if (named) return atom(named);
    // A local reference to something that is not a named component: inline it.
    if (!ref.startsWith('#') || this.inlining.has(ref)) return UNKNOWN;
    const target = getAt(this.document, parsePointer(ref.slice(1)));
    if (!target.found) return UNKNOWN;
    this.inlining.add(ref);
    const result = this.type(target.value as JsonSchema);
    this.inlining.delete(ref);
    return result;
  }

  private base(schema: JsonObject): TypeText | undefined {
    const types = Array.isArray(schema.type) ? (schema.type as string[]) : typeof schema.type === 'string' ? [schema.type] : inferTypes(schema);
    if (types.length === 0) return undefined;
    return union(types.map((t) => this.forType(t, schema)));
  }

  private forType(type: string, schema: JsonObject): TypeText {
    switch (type) {
      case 'string':
        return typeof schema.pattern === 'string' && /^\^0x/.test(schema.pattern) ? atom('`0x${string}`') : atom('string');
      case 'integer':
      case 'number':
        return atom('number');
      case 'boolean':
        return atom('boolean');
      case 'null':
        return atom('null');
      case 'array':
        return this.array(schema);
      case 'object':
        return this.object(schema);
      default:
        return UNKNOWN;
    }
  }

  private array(schema: JsonObject): TypeText {
    return this.nested(() => this.arrayType(schema));
  }

  private object(schema: JsonObject): TypeText {
    return this.nested(() => this.objectType(schema));
  }

  /** Inside an object, array or tuple type a reference to the alias being written is allowed (since TS 3.7). */
  private nested<T>(write: () => T): T {
    const saved = this.bare;
    this.bare = undefined;
    try {
      return write();
    } finally {
      this.bare = saved;
    }
  }

  /** Whether the schema at `ref` reaches one of `this.bare` through bare references (combinators and $ref only). */
  private reachesBare(start: string): boolean {
    const seen = new Set<string>();
    const pending: unknown[] = [{ $ref: start }];
    while (pending.length > 0 && seen.size < MAX_CYCLE_SEARCH) {
      const schema = pending.pop();
      if (!isObject(schema)) continue;
      if (typeof schema.$ref === 'string') {
        const ref = schema.$ref;
        if (ref !== start && this.bare?.has(ref)) return true;
        if (seen.has(ref) || !ref.startsWith('#')) continue;
        seen.add(ref);
        const target = getAt(this.document, parsePointer(ref.slice(1)));
        if (target.found) pending.push(target.value);
        continue;
      }
      for (const key of ['allOf', 'anyOf', 'oneOf'] as const) if (Array.isArray(schema[key])) pending.push(...schema[key]);
    }
    return false;
  }

  private arrayType(schema: JsonObject): TypeText {
    if (Array.isArray(schema.items)) {
      const items = schema.items as JsonSchema[];
      const min = typeof schema.minItems === 'number' ? schema.minItems : 0;
      const closed = schema.additionalItems === false || (typeof schema.maxItems === 'number' && schema.maxItems <= items.length);
      const elements = items.map((item, i) => `${this.type(item).text}${i < min ? '' : '?'}`);
      if (!closed) {
        const rest = isObject(schema.additionalItems) ? this.type(schema.additionalItems as JsonSchema) : UNKNOWN;
        elements.push(`...${parenthesize(rest, Prec.Atom)}[]`);
      }
      return atom(`[${elements.join(', ')}]`);
    }
    const item = this.type(schema.items as JsonSchema | undefined);
    return atom(`${parenthesize(item, Prec.Atom)}[]`);
  }

  private objectType(schema: JsonObject): TypeText {
    const members = this.members(schema);
    const extra = schema.additionalProperties;
    if (members.length === 0) {
      if (extra === false) return atom('Record<string, never>');
      const value = isObject(extra) ? this.type(extra as JsonSchema).text : 'unknown';
      // `propertyNames` listing the allowed names: a map over just those keys.
      const keys = allowedNames(schema);
      // Written as object types, not `Record<…>`: a type alias may refer to itself inside an object type, not
      // through a generic alias (Firebolt's EventObject maps names to EventObjects).
      const member = keys ? `[K in ${keys.map((k) => literal(k).text).join(' | ')}]?: ${value}` : `[key: string]: ${value}`;
      // A multi-line value (an object type) puts the member on a line of its own.
      return atom(value.includes('\n') ? `{\n  ${member.replace(/\n/g, '\n  ')}\n}` : `{ ${member} }`);
    }
    const lines = members.map((m) => {
      const doc = m.docs ? `${docText(m.docs)}\n` : '';
      return `${doc}${propertyKey(m.name)}${m.optional ? '?' : ''}: ${m.type};`;
    });
    // Declared properties plus a schema for the rest: the index signature must admit both.
    if (isObject(extra)) lines.push('[key: string]: unknown;');
    const body = lines.join('\n').replace(/\n/g, '\n  ');
    return atom(`{\n  ${body}\n}`);
  }

  private members(schema: JsonObject): { name: string; optional: boolean; type: string; docs?: string }[] {
    return this.nested(() => this.memberList(schema));
  }

  private memberList(schema: JsonObject): { name: string; optional: boolean; type: string; docs?: string }[] {
    const properties: JsonObject = isObject(schema.properties) ? schema.properties : {};
    const required = new Set(Array.isArray(schema.required) ? schema.required.map(String) : []);
    const members = Object.entries(properties).map(([name, property]) => ({
      name,
      optional: !required.has(name),
      type: this.type(property as JsonSchema).text,
      docs: isObject(property) ? describe(property) : undefined,
    }));
    for (const name of required) {
      if (!hasOwn(properties, name)) members.push({ name, optional: false, type: 'unknown', docs: undefined });
    }
    // `not: { required: [x] }` means "x must be absent": `x?: never` says so to the compiler.
    if (isObject(schema.not) && Object.keys(schema.not).length === 1 && Array.isArray(schema.not.required) && schema.not.required.length === 1) {
      const absent = String(schema.not.required[0]);
      if (!members.some((m) => m.name === absent)) members.push({ name: absent, optional: true, type: 'never', docs: undefined });
    }
    return members;
  }
}

/** Documentation for a schema: its description (or title), default and pattern. */
export function describe(schema: JsonObject): string | undefined {
  const lines: string[] = [];
  const description = typeof schema.description === 'string' ? schema.description : typeof schema.title === 'string' ? schema.title : undefined;
  if (description) lines.push(description);
  if (typeof schema.pattern === 'string') lines.push(`Pattern: \`${schema.pattern}\``);
  if ('default' in schema) lines.push(`@defaultValue ${JSON.stringify(schema.default)}`);
  if (schema.deprecated === true) lines.push('@deprecated');
  return lines.length > 0 ? lines.join('\n\n') : undefined;
}

/** An object schema that renders as an interface: properties only, no combinators or alternative types. */
export function isPlainObject(schema: JsonObject): boolean {
  if (schema.$ref !== undefined || 'const' in schema || schema.enum !== undefined) return false;
  if (schema.oneOf !== undefined || schema.anyOf !== undefined || schema.allOf !== undefined) return false;
  if (schema.type !== undefined && schema.type !== 'object') return false;
  if (!isObject(schema.properties) || Object.keys(schema.properties).length === 0) return false;
  return !isObject(schema.additionalProperties);
}

function inferTypes(schema: JsonObject): string[] {
  if (schema.properties !== undefined || schema.required !== undefined || schema.additionalProperties !== undefined) return ['object'];
  if (schema.items !== undefined || schema.minItems !== undefined || schema.maxItems !== undefined) return ['array'];
  if (schema.pattern !== undefined || schema.minLength !== undefined || schema.maxLength !== undefined) return ['string'];
  if (schema.minimum !== undefined || schema.maximum !== undefined) return ['number'];
  return [];
}

/** A member name in a type: bare when an identifier, else quoted (see ../escape.ts). */
export const propertyKey = typeMemberKey;

/** A single-quoted string literal (see ../escape.ts). */
export const quote = stringLiteral;

/** The names `propertyNames` allows when it lists them (`enum` or `const` of strings); undefined otherwise. */
function allowedNames(schema: JsonObject): string[] | undefined {
  const names = schema.propertyNames;
  if (!isObject(names)) return undefined;
  const values = Array.isArray(names.enum) ? names.enum : 'const' in names ? [names.const] : undefined;
  const strings = values?.filter((v): v is string => typeof v === 'string');
  return strings && strings.length > 0 ? [...new Set(strings)] : undefined;
}

function literal(value: unknown): TypeText {
  if (value === null) return atom('null');
  if (typeof value === 'string') return atom(quote(value));
  if (typeof value === 'number' || typeof value === 'boolean') return atom(JSON.stringify(value));
  return UNKNOWN;
}

function parenthesize(type: TypeText, needed: Prec): string {
  return type.prec < needed ? `(${type.text})` : type.text;
}

function union(members: TypeText[]): TypeText {
  const texts = dedupe(members.filter((t) => t !== SELF));
  if (texts.length === 0 && members.length > 0) return SELF;
  if (texts.some((t) => t.text === 'unknown')) return UNKNOWN;
  const kept = texts.filter((t) => t.text !== 'never');
  if (kept.length === 0) return NEVER;
  if (kept.length === 1) return kept[0] as TypeText;
  return { text: kept.map((t) => parenthesize(t, Prec.Intersection)).join(' | '), prec: Prec.Union };
}

function intersection(parts: TypeText[]): TypeText {
  if (parts.length > 0 && parts.every((t) => t === SELF)) return SELF;
  const kept = dedupe(parts.filter((t) => t !== SELF)).filter((t) => t.text !== 'unknown');
  if (kept.length === 0) return UNKNOWN;
  if (kept.some((t) => t.text === 'never')) return NEVER;
  if (kept.length === 1) return kept[0] as TypeText;
  return { text: kept.map((t) => parenthesize(t, Prec.Atom)).join(' & '), prec: Prec.Intersection };
}

function dedupe(types: TypeText[]): TypeText[] {
  const seen = new Set<string>();
  return types.filter((t) => (seen.has(t.text) ? false : (seen.add(t.text), true)));
}
