// The draft-07 keywords beyond the common core: multipleOf, uniqueItems, contains, propertyNames,
// minProperties/maxProperties, dependencies (both forms) and if/then/else. Each compiles, like the core keywords in
// compile.ts, to lines of the boolean check (`return false` at the first failure, no allocation) and lines of the
// report (every failure with the path of the failing value). The compiler lends what they need through `KeywordHost`.
import { isObject, type JsonObject } from '../../load/json.js';
import type { JsonSchema } from '../../model/model.js';
import { isPropertyIdentifier, propertyAccess, stringLiteral } from '../escape.js';
import type { Helper } from './compile.js';

export type Mode = 'fast' | 'report';

/** What the keywords below borrow from the CheckCompiler. */
export interface KeywordHost {
  fast(schema: JsonSchema, v: string, context: string, locals: LocalNames): string[];
  report(schema: JsonSchema, v: string, path: string, context: string, locals: LocalNames): string[];
  /** A boolean expression testing `v` against `schema`: inline when trivial, else a call of its check. */
  branchTest(schema: JsonSchema, v: string, context: string): string;
  functionFor(schema: JsonSchema, context: string): string;
  describeSchema(schema: JsonSchema): string;
  useHelper(helper: Helper): void;
}

export interface LocalNames {
  next(prefix: string): string;
}

const indent = (lines: string[]) => lines.map((l) => `  ${l}`);
const block = (head: string, body: string[]) => (body.length === 0 ? [] : [`${head} {`, ...indent(body), '}']);
const push = (path: string, message: string, keyword: string) => `errors.push({ path: ${path}, message: ${stringLiteral(message)}, keyword: '${keyword}' });`;
/** `!isX(v)` for a call, `!(a === b)` for anything else. */
const not = (test: string) => (/^[\w$]+\([\w$]+\)$/.test(test) || test === 'true' || test === 'false' ? `!${test}` : `!(${test})`);

/**
 * multipleOf: the quotient must be an integer (so 0.3 is no multiple of 0.1 in binary floating point, as in ajv).
 * Quotients of 1e21 or more, where doubles no longer tell multiples apart, count as no multiple, as in ajv.
 */
export function numberKeywords07(schema: JsonObject, v: string, mode: Mode, path: string): string[] {
  if (typeof schema.multipleOf !== 'number') return [];
  const fail = mode === 'fast' ? 'return false;' : push(path, `must be a multiple of ${schema.multipleOf}`, 'multipleOf');
  const quotient = `${v} / ${schema.multipleOf}`;
  return [`if (!Number.isInteger(${quotient}) || Math.abs(${quotient}) >= 1e21) ${fail}`];
}

/** uniqueItems and contains, on the array `a`. */
export function arrayKeywords07(host: KeywordHost, schema: JsonObject, a: string, context: string, locals: LocalNames, mode: Mode, path: string): string[] {
  const out: string[] = [];
  if (schema.uniqueItems === true) {
    host.useHelper('duplicateItem');
    host.useHelper('deepEqual');
    if (mode === 'fast') out.push(`if (duplicateItem(${a}) !== -1) return false;`);
    else {
      const at = locals.next('d');
      out.push(`const ${at} = duplicateItem(${a});`, `if (${at} !== -1) errors.push({ path: ${path} + '[' + ${at} + ']', message: 'must not repeat an earlier item (uniqueItems)', keyword: 'uniqueItems' });`);
    }
  }
  if (schema.contains !== undefined) {
    const contains = schema.contains as JsonSchema;
    const found = locals.next('found');
    const i = locals.next('i');
    out.push(`let ${found} = false;`, `for (let ${i} = 0; ${i} < ${a}.length && !${found}; ${i}++) ${found} = ${host.branchTest(contains, `${a}[${i}]`, `${context}Contains`)};`);
    out.push(`if (!${found}) ${mode === 'fast' ? 'return false;' : push(path, `must contain at least one item that is ${host.describeSchema(contains)}`, 'contains')}`);
  }
  return out;
}

/** propertyNames, minProperties/maxProperties and dependencies, on the object `o`. */
export function objectKeywords07(host: KeywordHost, schema: JsonObject, o: string, context: string, locals: LocalNames, mode: Mode, path: string): string[] {
  const out: string[] = [];
  // As for `required` in compile.ts: a name Object.prototype also has is read only as an own property.
  const access = (name: string) => {
    if (!(name in Object.prototype)) return propertyAccess(o, name);
    host.useHelper('ownProperty');
    return `ownProperty(${o}, ${stringLiteral(name)})`;
  };
  const childPath = (name: string) => `${path} + ${stringLiteral(isPropertyIdentifier(name) ? `.${name}` : `[${JSON.stringify(name)}]`)}`;
  for (const [keyword, compare, words] of [['minProperties', '<', 'at least'], ['maxProperties', '>', 'at most']] as const) {
    const limit = schema[keyword];
    if (typeof limit !== 'number') continue;
    out.push(`if (Object.keys(${o}).length ${compare} ${limit}) ${mode === 'fast' ? 'return false;' : push(path, `must have ${words} ${limit} properties`, keyword)}`);
  }
  if (schema.propertyNames !== undefined) {
    const names = schema.propertyNames as JsonSchema;
    const key = locals.next('k');
    if (mode === 'fast') out.push(`for (const ${key} in ${o}) if (${not(host.branchTest(names, key, `${context}PropertyName`))}) return false;`);
    else {
      // The key is at fault, not its value: one error at the property, saying what the name should be.
      const base = host.functionFor(names, `${context}PropertyName`);
      const found = locals.next('found');
      host.useHelper('pathKey');
      out.push(
        ...block(`for (const ${key} in ${o})`, [
          ...block(`if (!is${base}(${key}))`, [
            `const ${found}: ValidationError[] = [];`,
            `report${base}(${key}, ${path}, ${found});`,
            `errors.push({ path: ${path} + pathKey(${key}), message: 'is not an allowed property name: ' + ${found}.map((e) => e.message).join('; '), keyword: 'propertyNames' });`,
          ]),
        ]),
      );
    }
  }
  if (isObject(schema.dependencies)) {
    for (const [name, dependency] of Object.entries(schema.dependencies)) {
      const present = `${access(name)} !== undefined`;
      if (Array.isArray(dependency)) {
        const needed = dependency.map(String);
        if (needed.length === 0) continue;
        if (mode === 'fast') out.push(`if (${present} && (${needed.map((d) => `${access(d)} === undefined`).join(' || ')})) return false;`);
        else out.push(...block(`if (${present})`, needed.map((d) => `if (${access(d)} === undefined) ${push(childPath(d), `is required when ${name} is present`, 'dependencies')}`)));
      } else {
        const alias = locals.next('v');
        const body = mode === 'fast' ? host.fast(dependency as JsonSchema, alias, `${context}If${name}`, locals) : host.report(dependency as JsonSchema, alias, path, `${context}If${name}`, locals);
        if (body.length > 0) out.push(...block(`if (${present})`, [`const ${alias}: unknown = ${o};`, ...body]));
      }
    }
  }
  return out;
}

/** if/then/else: `then` applies to a value valid against `if`, `else` to any other; either may be missing. */
export function conditionalKeywords(host: KeywordHost, schema: JsonObject, v: string, context: string, locals: LocalNames, mode: Mode, path: string): string[] {
  if (schema.if === undefined || (schema.then === undefined && schema.else === undefined)) return [];
  const test = host.branchTest(schema.if as JsonSchema, v, `${context}If`);
  const branch = (key: 'then' | 'else') => {
    if (schema[key] === undefined) return [];
    const alias = locals.next('v');
    const sub = schema[key] as JsonSchema;
    const body = mode === 'fast' ? host.fast(sub, alias, `${context}${key === 'then' ? 'Then' : 'Else'}`, locals) : host.report(sub, alias, path, `${context}${key === 'then' ? 'Then' : 'Else'}`, locals);
    return body.length === 0 ? [] : [`const ${alias}: unknown = ${v};`, ...body];
  };
  const then = branch('then');
  const otherwise = branch('else');
  if (then.length === 0 && otherwise.length === 0) return [];
  if (otherwise.length === 0) return block(`if (${test})`, then);
  if (then.length === 0) return block(`if (${not(test)})`, otherwise);
  return [`if (${test}) {`, ...indent(then), '} else {', ...indent(otherwise), '}'];
}
