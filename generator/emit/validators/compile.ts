// Compiles JSON Schemas into straight-line TypeScript. Each schema that needs a function of its own gets two:
// `isX(v)`, a boolean check that allocates nothing and stops at the first failure (the hot path), and
// `reportX(v, path, errors)`, which runs only after `isX` said no and explains every failure with the JSON path of
// the failing value. Named component schemas become exported type guards; inline schemas that need a function
// (branches of oneOf/anyOf/not, method params and results) are hoisted and shared by identical content.
import { canonicalJson, isObject, setOwn, type JsonObject } from '../../load/json.js';
import type { JsonSchema, Model } from '../../model/model.js';
import { annotationKeywords, subschemaKeywords } from '../../model/keywords.js';
import { NamePlanner, pascalCase } from '../../model/names.js';
import { docInline, isPropertyIdentifier, jsonLiteral, propertyAccess, stringLiteral, templateText } from '../escape.js';
import { patternHazard } from '../../validate/pattern-safety.js';
import { arrayKeywords07, conditionalKeywords, numberKeywords07, objectKeywords07, type KeywordHost } from './keywords-draft07.js';
import { compilePattern } from './patterns.js';
import { EACH_MIN } from './word-check.js';
import { translateToRe2 } from './re2-pattern.js';
import { SchemaFacts, declaredTypes, describeSchema, type JsonType } from './schema-facts.js';
import { withoutBareSelf } from './bare-self.js';

export interface CheckFunction {
  /** `is${base}` and `report${base}`. */
  base: string;
  /** The TypeScript type a component's guard narrows to. */
  guardType?: string;
  fast: string[];
  report: string[];
}

/** Runtime helpers the compiled code may call; only those used are emitted. */
export type Helper = 'reportBest' | 'codePointLength' | 'deepEqual' | 'pathKey' | 'charTable' | 'charRanges' | 'allChars' | 'encodeAscii' | 'ownProperty' | 'duplicateItem';

/** A pattern compiled to character checks: a module-level function. */
export interface Matcher {
  name: string;
  source: string;
  /** Statements of `(s: string): boolean`, or with `each`, of `(a: unknown[]): boolean` (every item matches). */
  body: string[];
  each?: boolean;
}

const typeTests: Record<JsonType, (v: string) => string> = {
  null: (v) => `${v} === null`,
  boolean: (v) => `typeof ${v} === 'boolean'`,
  object: (v) => `(typeof ${v} === 'object' && ${v} !== null && !Array.isArray(${v}))`,
  array: (v) => `Array.isArray(${v})`,
  number: (v) => `(typeof ${v} === 'number' && Number.isFinite(${v}))`,
  integer: (v) => `(typeof ${v} === 'number' && Number.isInteger(${v}))`,
  string: (v) => `typeof ${v} === 'string'`,
};

const indent = (lines: string[]) => lines.map((l) => `  ${l}`);
const block = (head: string, body: string[]) => (body.length === 0 ? [] : [`${head} {`, ...indent(body), '}']);
const err = (path: string, message: string, keyword: string) =>
  `errors.push({ ${path === 'path' ? 'path' : `path: ${path}`}, message: ${stringLiteral(message)}, keyword: '${keyword}' });`;

/** `!test`, written the way a person would: `typeof v !== 'string'`, `!Array.isArray(v)`. */
function negate(test: string): string {
  const typeOf = /^typeof (\w+) === ('\w+')$/.exec(test);
  if (typeOf) return `typeof ${typeOf[1]} !== ${typeOf[2]}`;
  const isNull = /^(\w+) === null$/.exec(test);
  if (isNull) return `${isNull[1]} !== null`;
  if (/^Array\.isArray\(\w+\)$/.test(test)) return `!${test}`;
  if (isParenthesized(test)) return `!${test}`;
  return `!(${test})`;
}

/** Locals of one function: v1, v2, … so nested checks never shadow each other. */
class Locals {
  private n = 0;
  next(prefix: string): string {
    return `${prefix}${++this.n}`;
  }
}

export class CheckCompiler implements KeywordHost {
  private readonly facts: SchemaFacts;
  private readonly planner = new NamePlanner();
  private readonly byKey = new Map<string, CheckFunction>();
  readonly functions: CheckFunction[] = [];
  /** Module-level constants (compiled patterns, enum sets, constant values): name → initializer. */
  readonly constants = new Map<string, string>();
  /** Doc comments of some constants: name → text. */
  readonly constantDocs = new Map<string, string>();
  private readonly constantByValue = new Map<string, string>();
  readonly helpers = new Set<Helper>();
  /** True when some pattern runs on re2js: match.ts then imports it, and the package depends on it. */
  usesRe2 = false;
  readonly matchers: Matcher[] = [];
  private readonly matcherBySource = new Map<string, string>();
  /** Pattern source → the function checking every item of an array against it at once (patterns.ts, `each`). */
  private readonly eachBySource = new Map<string, Matcher>();
  /** Component type names the guards narrow to. */
  readonly guardTypes = new Set<string>();

  constructor(private readonly model: Model) {
    this.facts = new SchemaFacts(model.document);
    // Component guards keep their type's name: isBlock, reportBlock.
    for (const s of model.schemas) this.planner.claim(s.typeName);
  }

  /** The base name of the functions checking `schema`, compiling them on first use. */
  functionFor(schema: JsonSchema, context: string): string {
    if (isObject(schema) && typeof schema.$ref === 'string' && onlyRef(schema)) return this.refFunction(schema.$ref);
    const key = `inline:${canonicalJson(assertionsOnly(schema))}`;
    const known = this.byKey.get(key);
    if (known) return known.base;
    return this.compile(key, schema, this.planner.claim(pascalCase(nameHint(schema) ?? context)));
  }

  /** The base name of the functions already checking `schema`, or undefined: what functionFor would reuse, without
   * compiling anything (the example check, validate/examples.ts, must not add functions to the package's modules). */
  knownFunction(schema: JsonSchema): string | undefined {
    const key = isObject(schema) && typeof schema.$ref === 'string' && onlyRef(schema) ? `ref:${schema.$ref}` : `inline:${canonicalJson(assertionsOnly(schema))}`;
    return this.byKey.get(key)?.base;
  }

  private refFunction(ref: string): string {
    const key = `ref:${ref}`;
    const known = this.byKey.get(key);
    if (known) return known.base;
    const target = this.facts.resolve(ref);
    const named = this.model.schemaNames.get(ref);
    const base = named ?? this.planner.claim(pascalCase(ref.split('/').pop() ?? 'Ref'));
    return this.compile(key, target === undefined ? true : named ? withoutBareSelf(target, ref) : target, base, named);
  }

  private compile(key: string, schema: JsonSchema, base: string, guardType?: string): string {
    // Registered before its body is compiled, so recursive schemas call themselves.
    const fn: CheckFunction = { base, guardType, fast: [], report: [] };
    this.byKey.set(key, fn);
    this.functions.push(fn);
    if (guardType) this.guardTypes.add(guardType);
    fn.fast = this.fast(schema, 'v', base, new Locals());
    fn.report = this.report(schema, 'v', 'path', base, new Locals());
    return base;
  }

  // ---- the boolean check: `return false` at the first failure ----

  fast(schema: JsonSchema, v: string, context: string, locals: Locals): string[] {
    if (schema === false) return ['return false;'];
    if (!isObject(schema)) return [];
    const out: string[] = [];
    if ('const' in schema) out.push(`if (!(${this.equals(v, schema.const)})) return false;`);
    if (Array.isArray(schema.enum)) out.push(`if (!(${this.inEnum(v, schema.enum)})) return false;`);
    const types = declaredTypes(schema);
    if (types) out.push(`if (${negate(types.map((t) => typeTests[t](v)).join(' || '))}) return false;`);
    out.push(...this.byType(schema, types, v, context, locals, 'fast', ''));

    if (Array.isArray(schema.allOf)) {
      schema.allOf.forEach((branch, i) => {
        const alias = locals.next('v');
        const body = this.fast(branch as JsonSchema, alias, `${context}Part${i + 1}`, locals);
        if (body.length > 0) out.push('{', ...indent([`const ${alias}: unknown = ${v};`, ...body]), '}');
      });
    }
    const branches = (key: 'oneOf' | 'anyOf') => (schema[key] as JsonSchema[]).map((b, i) => this.branchTest(b, v, `${context}Option${i + 1}`));
    if (Array.isArray(schema.anyOf)) out.push(`if (!(${branches('anyOf').join(' || ')})) return false;`);
    if (Array.isArray(schema.oneOf)) {
      const tests = branches('oneOf');
      // Branches of different JSON types cannot both match: the first match settles it.
      if (this.facts.disjoint(schema.oneOf as JsonSchema[])) out.push(`if (!(${tests.join(' || ')})) return false;`);
      else out.push(`if (${tests.map((t) => `(${t} ? 1 : 0)`).join(' + ')} !== 1) return false;`);
    }
    if (schema.not !== undefined) out.push(`if (${this.branchTest(schema.not as JsonSchema, v, `${context}Not`)}) return false;`);
    out.push(...conditionalKeywords(this, schema, v, context, locals, 'fast', ''));
    // Last: the referenced type's guard narrows `v`, and the checks above read it as the unknown it was (a cast of
    // a narrowed interface to `Record<string, unknown>` would not compile).
    if (typeof schema.$ref === 'string') out.push(`if (!is${this.refFunction(schema.$ref)}(${v})) return false;`);
    return out;
  }

  /** A boolean expression for one branch: inline when trivial, else a call of the branch's own check. */
  branchTest(schema: JsonSchema, v: string, context: string): string {
    if (schema === true) return 'true';
    if (schema === false) return 'false';
    const keys = Object.keys(schema).filter((k) => k !== 'title' && k !== 'description');
    if (keys.length === 1 && keys[0] === 'type' && typeof schema.type === 'string') return typeTests[schema.type as JsonType](v);
    if (keys.length === 1 && keys[0] === 'const' && valueIsPrimitive(schema.const)) return this.equals(v, schema.const);
    return `is${this.functionFor(schema, context)}(${v})`;
  }

  // ---- the report: every failure, with its path ----

  report(schema: JsonSchema, v: string, path: string, context: string, locals: Locals): string[] {
    if (schema === false) return [err(path, 'must not be present', 'false schema')];
    if (!isObject(schema)) return [];
    const out: string[] = [];
    if (typeof schema.$ref === 'string') {
      const base = this.refFunction(schema.$ref);
      out.push(`if (!is${base}(${v})) report${base}(${v}, ${path}, errors);`);
    }
    if ('const' in schema) out.push(`if (!(${this.equals(v, schema.const)})) ${err(path, `must be ${JSON.stringify(schema.const)}${this.nameSuffix(context)}`, 'const')}`);
    if (Array.isArray(schema.enum)) {
      out.push(`if (!(${this.inEnum(v, schema.enum)})) ${err(path, `must be one of ${schema.enum.map((x) => JSON.stringify(x)).join(', ')}${this.nameSuffix(context)}`, 'enum')}`);
    }
    const rest: string[] = [...this.byType(schema, declaredTypes(schema), v, context, locals, 'report', path)];
    if (Array.isArray(schema.allOf)) {
      schema.allOf.forEach((branch, i) => {
        const alias = locals.next('v');
        const body = this.report(branch as JsonSchema, alias, path, `${context}Part${i + 1}`, locals);
        if (body.length > 0) rest.push('{', ...indent([`const ${alias}: unknown = ${v};`, ...body]), '}');
      });
    }
    for (const key of ['oneOf', 'anyOf'] as const) {
      if (!Array.isArray(schema[key])) continue;
      const branches = schema[key] as JsonSchema[];
      const bases = branches.map((b, i) => this.functionFor(b, `${context}Option${i + 1}`));
      const expected = `${key === 'oneOf' ? 'exactly one' : 'at least one'} of: ${branches.map((b) => this.describe(b)).join(', ')}`;
      const count = locals.next('n');
      this.helpers.add('reportBest');
      rest.push(`const ${count} = ${bases.map((b) => `(is${b}(${v}) ? 1 : 0)`).join(' + ')};`);
      rest.push(`if (${count} === 0) reportBest(${v}, ${path}, errors, [${bases.map((b) => `report${b}`).join(', ')}], '${key}', ${stringLiteral(`must match ${expected}`)});`);
      if (key === 'oneOf') {
        rest.push(`else if (${count} > 1) errors.push({ path: ${path}, message: \`must match ${templateText(expected)}; it matches \${${count}}\`, keyword: 'oneOf' });`);
      }
    }
    if (schema.not !== undefined) {
      const not = schema.not as JsonSchema;
      rest.push(`if (${this.branchTest(not, v, `${context}Not`)}) ${err(path, `must not be ${this.describe(not)}`, 'not')}`);
    }
    rest.push(...conditionalKeywords(this, schema, v, context, locals, 'report', path));
    const types = declaredTypes(schema);
    if (!types) return [...out, ...rest];
    // A value of the wrong type gets one error; checking it further would only add noise.
    const wrongType = err(path, `must be ${types.join(' or ')}${this.nameSuffix(context)}`, 'type');
    const test = types.map((t) => typeTests[t](v)).join(' || ');
    if (rest.length === 0) return [...out, `if (${negate(test)}) ${wrongType}`];
    return [...out, `if (${negate(test)}) ${wrongType}`, 'else {', ...indent(rest), '}'];
  }

  // ---- keywords by the type they apply to, shared by both modes ----

  private byType(schema: JsonObject, types: JsonType[] | undefined, v: string, context: string, locals: Locals, mode: 'fast' | 'report', path: string): string[] {
    const only = types?.length === 1 ? types[0] : undefined;
    const out: string[] = [];
    const guarded = (known: boolean, test: string, body: string[]) => (known ? body : block(`if (${unwrap(test)})`, body));

    const strings = this.stringKeywords(schema, v, mode, path, context);
    out.push(...guarded(only === 'string', `typeof ${v} === 'string'`, strings));
    const numbers = [...this.numberKeywords(schema, v, mode, path), ...numberKeywords07(schema, v, mode, path)];
    out.push(...guarded(only === 'number' || only === 'integer', `typeof ${v} === 'number'`, numbers));
    const arrayVar = locals.next('a');
    const arrays = [...this.arrayKeywords(schema, arrayVar, context, locals, mode, path), ...arrayKeywords07(this, schema, arrayVar, context, locals, mode, path)];
    if (arrays.length > 0) out.push(...guarded(only === 'array', `Array.isArray(${v})`, [`const ${arrayVar} = ${v} as unknown[];`, ...arrays]));
    const objectVar = locals.next('o');
    const objects = [...this.objectKeywords(schema, objectVar, context, locals, mode, path), ...objectKeywords07(this, schema, objectVar, context, locals, mode, path)];
    if (objects.length > 0) {
      out.push(...guarded(only === 'object', typeTests.object(v), [`const ${objectVar} = ${v} as Record<string, unknown>;`, ...objects]));
    }
    return out;
  }

  private stringKeywords(schema: JsonObject, v: string, mode: 'fast' | 'report', path: string, context: string): string[] {
    const out: string[] = [];
    const fail = (message: string, keyword: string) => (mode === 'fast' ? 'return false;' : err(path, message + this.nameSuffix(context), keyword));
    if (typeof schema.pattern === 'string') {
      out.push(`if (!${this.patternTest(schema.pattern, context, v)}) ${fail(`must match pattern ${schema.pattern}`, 'pattern')}`);
    }
    if (typeof schema.minLength === 'number' || typeof schema.maxLength === 'number') this.helpers.add('codePointLength');
    if (typeof schema.minLength === 'number') out.push(`if (codePointLength(${v}) < ${schema.minLength}) ${fail(`must have at least ${schema.minLength} characters`, 'minLength')}`);
    if (typeof schema.maxLength === 'number') out.push(`if (codePointLength(${v}) > ${schema.maxLength}) ${fail(`must have at most ${schema.maxLength} characters`, 'maxLength')}`);
    return out;
  }

  private numberKeywords(schema: JsonObject, v: string, mode: 'fast' | 'report', path: string): string[] {
    const checks: [string, string, string][] = [];
    if (typeof schema.minimum === 'number') checks.push([`${v} < ${schema.minimum}`, `must be >= ${schema.minimum}`, 'minimum']);
    if (typeof schema.maximum === 'number') checks.push([`${v} > ${schema.maximum}`, `must be <= ${schema.maximum}`, 'maximum']);
    if (typeof schema.exclusiveMinimum === 'number') checks.push([`${v} <= ${schema.exclusiveMinimum}`, `must be > ${schema.exclusiveMinimum}`, 'exclusiveMinimum']);
    if (typeof schema.exclusiveMaximum === 'number') checks.push([`${v} >= ${schema.exclusiveMaximum}`, `must be < ${schema.exclusiveMaximum}`, 'exclusiveMaximum']);
    return checks.map(([test, message, keyword]) => `if (${test}) ${mode === 'fast' ? 'return false;' : err(path, message, keyword)}`);
  }

  private arrayKeywords(schema: JsonObject, a: string, context: string, locals: Locals, mode: 'fast' | 'report', path: string): string[] {
    const out: string[] = [];
    const fail = (message: string, keyword: string, at = path) => (mode === 'fast' ? 'return false;' : err(at, message, keyword));
    if (typeof schema.minItems === 'number') out.push(`if (${a}.length < ${schema.minItems}) ${fail(`must have at least ${schema.minItems} items`, 'minItems')}`);
    if (typeof schema.maxItems === 'number') out.push(`if (${a}.length > ${schema.maxItems}) ${fail(`must have at most ${schema.maxItems} items`, 'maxItems')}`);
    const element = (item: JsonSchema, index: string, itemContext: string): string[] => {
      const e = locals.next('e');
      if (mode === 'fast') {
        const body = this.fast(item, e, itemContext, locals);
        return body.length > 0 ? [`const ${e} = ${a}[${index}];`, ...body] : [];
      }
      const p = locals.next('p');
      const body = this.report(item, e, p, itemContext, locals);
      return body.length > 0 ? [`const ${e} = ${a}[${index}];`, `const ${p} = ${path} + '[' + ${index} + ']';`, ...body] : [];
    };
    if (Array.isArray(schema.items)) {
      const tuple = schema.items as JsonSchema[];
      tuple.forEach((item, k) => out.push(...block(`if (${a}.length > ${k})`, element(item, String(k), `${context}Item${k + 1}`))));
      const extra = schema.additionalItems;
      if (extra === false) out.push(`if (${a}.length > ${tuple.length}) ${fail(`must have at most ${tuple.length} items`, 'additionalItems')}`);
      else if (isObject(extra)) {
        const i = locals.next('i');
        out.push(...block(`for (let ${i} = ${tuple.length}; ${i} < ${a}.length; ${i}++)`, element(extra, i, `${context}Rest`)));
      }
    } else if (schema.items !== undefined) {
      const i = locals.next('i');
      const loop = block(`for (let ${i} = 0; ${i} < ${a}.length; ${i}++)`, element(schema.items as JsonSchema, i, `${context}Item`));
      // Many strings of one fixed-length pattern (a block's transaction hashes): checked joined, in one pass; when
      // that says no, the loop finds the item and gives the answer.
      const pattern = mode === 'fast' && loop.length > 0 ? this.facts.stringPattern(schema.items as JsonSchema) : undefined;
      const each = pattern === undefined ? undefined : this.eachBySource.get(pattern);
      if (each && !this.matchers.includes(each)) this.matchers.push(each);
      out.push(...(each ? block(`if (${a}.length < ${EACH_MIN} || !${each.name}(${a}))`, loop) : loop));
    }
    return out;
  }

  private objectKeywords(schema: JsonObject, o: string, context: string, locals: Locals, mode: 'fast' | 'report', path: string): string[] {
    const out: string[] = [];
    const properties = isObject(schema.properties) ? schema.properties : {};
    // A name Object.prototype also has (`constructor`, `toString`, `__proto__`) is read only as an own property: an
    // object without it must not pass a `required` check on the inherited value.
    const access = (name: string) => {
      if (!(name in Object.prototype)) return propertyAccess(o, name);
      this.helpers.add('ownProperty');
      return `ownProperty(${o}, ${stringLiteral(name)})`;
    };
    const childPath = (name: string) => `${path} + ${stringLiteral(isPropertyIdentifier(name) ? `.${name}` : `[${JSON.stringify(name)}]`)}`;
    for (const name of Array.isArray(schema.required) ? schema.required.map(String) : []) {
      out.push(`if (${access(name)} === undefined) ${mode === 'fast' ? 'return false;' : err(childPath(name), 'is required', 'required')}`);
    }
    for (const [name, property] of Object.entries(properties)) {
      const value = locals.next('v');
      const propContext = `${context}${pascalCase(name)}`;
      if (mode === 'fast') {
        const body = this.fast(property as JsonSchema, value, propContext, locals);
        if (body.length > 0) out.push(`const ${value} = ${access(name)};`, ...block(`if (${value} !== undefined)`, body));
      } else {
        const p = locals.next('p');
        const body = this.report(property as JsonSchema, value, p, propContext, locals);
        if (body.length > 0) out.push(`const ${value} = ${access(name)};`, ...block(`if (${value} !== undefined)`, [`const ${p} = ${childPath(name)};`, ...body]));
      }
    }
    const patterns = isObject(schema.patternProperties) ? Object.entries(schema.patternProperties) : [];
    const extra = schema.additionalProperties;
    if (patterns.length === 0 && (extra === undefined || extra === true)) return out;

    const key = locals.next('k');
    const value = locals.next('v');
    const p = locals.next('p');
    const body: string[] = [`const ${value} = ${o}[${key}];`];
    if (mode === 'report') {
      this.helpers.add('pathKey');
      body.push(`const ${p} = ${path} + pathKey(${key});`);
    }
    const matched = locals.next('matched');
    const constrained = extra !== undefined && extra !== true;
    if (constrained && patterns.length > 0) body.push(`let ${matched} = false;`);
    patterns.forEach(([pattern, sub], i) => {
      const check = mode === 'fast' ? this.fast(sub as JsonSchema, value, `${context}Pattern${i + 1}`, locals) : this.report(sub as JsonSchema, value, p, `${context}Pattern${i + 1}`, locals);
      const mark = constrained ? [`${matched} = true;`] : [];
      body.push(...block(`if (${this.patternTest(pattern, `${context}Key`, key)})`, [...mark, ...check]));
    });
    if (constrained) {
      const declared = Object.keys(properties);
      const isDeclared = declared.length === 0 ? 'false' : declared.length <= 8 ? declared.map((n) => `${key} === ${stringLiteral(n)}`).join(' || ') : `${this.constant(`new Set<string>(${jsonLiteral(declared)})`, `${context}Keys`)}.has(${key})`;
      const unmatched = patterns.length > 0 ? `!${matched} && !(${isDeclared})` : `!(${isDeclared})`;
      const check =
        extra === false
          ? [mode === 'fast' ? 'return false;' : err(p, 'is not allowed (unknown property)', 'additionalProperties')]
          : mode === 'fast'
            ? this.fast(extra as JsonSchema, value, `${context}Extra`, locals)
            : this.report(extra as JsonSchema, value, p, `${context}Extra`, locals);
      body.push(...block(`if (${unmatched})`, check));
    }
    out.push(...block(`for (const ${key} in ${o})`, body));
    return out;
  }

  // ---- values, patterns and names ----

  private equals(v: string, value: unknown): string {
    if (valueIsPrimitive(value)) return `${v} === ${literal(value)}`;
    this.helpers.add('deepEqual');
    return `deepEqual(${v}, ${this.constant(jsonLiteral(value), 'value')})`;
  }

  private inEnum(v: string, values: unknown[]): string {
    if (values.every(valueIsPrimitive)) {
      if (values.length <= 6) return values.map((x) => `${v} === ${literal(x)}`).join(' || ') || 'false';
      return `${this.constant(`new Set<unknown>(${jsonLiteral(values)})`, 'allowed')}.has(${v})`;
    }
    return values.map((x) => this.equals(v, x)).join(' || ');
  }

  /**
   * A test of `value` against a pattern: a compiled character check where the pattern allows, else a RegExp, else
   * (for a pattern a backtracking engine could take exponential time on) re2js, which matches in linear time.
   */
  private patternTest(source: string, context: string, value: string): string {
    let matcher = this.matcherBySource.get(source);
    if (matcher === undefined) {
      const compiled = compilePattern(source);
      if (!compiled) {
        if (patternHazard(source) !== undefined) {
          const re2 = translateToRe2(source);
          // The validate step refused every hazardous pattern that does not translate.
          if (!re2.ok) throw new Error(`rpcforge bug: pattern ${JSON.stringify(source)} reached the emitter but ${re2.reason}`);
          this.usesRe2 = true;
          const re = this.constant(`RE2JS.compile(${stringLiteral(re2.source)})`, `${context}Pattern`);
          this.constantDocs.set(re, `The pattern \`${docInline(source)}\` on RE2 (linear time): a backtracking RegExp could take seconds on one hostile string.`);
          return `${re}.test(${value})`;
        }
        const re = this.constant(`new RegExp(${stringLiteral(withoutCaptures(source))}, 'u')`, `${context}Pattern`);
        return `${re}.test(${value})`;
      }
      this.helpers.add('charTable');
      if (compiled.usesAllChars) this.helpers.add('allChars');
      if (compiled.usesAllChars || compiled.usesEncodeAscii) this.helpers.add('encodeAscii');
      const tables = compiled.tables.map((chars) => this.constant(`charTable(${stringLiteral(chars)})`, tableName(chars)));
      // A table's ranges as word constants, made once beside it (allChars' word check of long runs).
      const ranges = (i: string) => {
        this.helpers.add('charRanges');
        const chars = compiled.tables[Number(i)] as string;
        return this.constant(`charRanges(${stringLiteral(chars)})`, `${tableName(chars)}Ranges`);
      };
      const base = moduleName(context);
      matcher = `${base}Matches`;
      for (let n = 2; this.matchers.some((m) => m.name === matcher) || this.constants.has(matcher); n++) matcher = `${base}Matches${n}`;
      const body = compiled.body.map((line) => line.replace(/TABLE(\d+)/g, (_m, i: string) => tables[Number(i)] as string).replace(/RANGES(\d+)/g, (_m, i: string) => ranges(i)));
      this.matchers.push({ name: matcher, source, body });
      this.matcherBySource.set(source, matcher);
      // Emitted only if an array of such strings asks for it (arrayKeywords).
      if (compiled.each) this.eachBySource.set(source, { name: `${matcher}Each`, source, body: compiled.each.map((line) => line.replace(/TABLE(\d+)/g, (_m, i: string) => tables[Number(i)] as string)), each: true });
    }
    return `${matcher}(${value})`;
  }

  /** A module-level constant, shared by every use of the same initializer, named after its first use. */
  private constant(initializer: string, context: string): string {
    const known = this.constantByValue.get(initializer);
    if (known) return known;
    const base = moduleName(context);
    let name = base;
    for (let n = 2; this.constants.has(name); n++) name = `${base}${n}`;
    this.constants.set(name, initializer);
    this.constantByValue.set(initializer, name);
    return name;
  }

  private describe(schema: JsonSchema): string {
    return describeSchema(schema, (ref) => this.model.schemaNames.get(ref));
  }

  describeSchema(schema: JsonSchema): string {
    return this.describe(schema);
  }

  useHelper(helper: Helper): void {
    this.helpers.add(helper);
  }

  /** `(Address)` after a message about a named component, so the reader knows which rule failed. */
  private nameSuffix(context: string): string {
    return this.guardTypes.has(context) ? ` (${context})` : '';
  }
}

/**
 * The same pattern with capturing groups made non-capturing: `test()` gives the same answer, and V8 runs
 * `^0x([0-9a-f][0-9a-f])*$` about twice as fast without recording each repetition. Patterns with
 * backreferences are left alone, since those need their groups.
 */
export function withoutCaptures(source: string): string {
  if (/\\[1-9]|\\k</.test(source)) return source;
  let out = '';
  let inClass = false;
  for (let i = 0; i < source.length; i++) {
    const c = source[i] as string;
    if (c === '\\') {
      out += c + (source[i + 1] ?? '');
      i++;
    } else if (inClass) {
      if (c === ']') inClass = false;
      out += c;
    } else if (c === '[') {
      inClass = true;
      out += c;
    } else if (c === '(' && source[i + 1] !== '?') out += '(?:';
    else out += c;
  }
  return out;
}

/** `0123456789abcdef` → `digitsLowerAToF`: a table named after what it holds. */
function tableName(chars: string): string {
  const codes = [...chars].map((c) => c.charCodeAt(0));
  const parts: string[] = [];
  for (let i = 0; i < codes.length; ) {
    let j = i;
    while (j + 1 < codes.length && codes[j + 1] === (codes[j] as number) + 1) j++;
    const from = String.fromCharCode(codes[i] as number);
    const to = String.fromCharCode(codes[j] as number);
    const word = (c: string) => (/[0-9]/.test(c) ? c : /[a-z]/.test(c) ? `Lower${c.toUpperCase()}` : /[A-Z]/.test(c) ? `Upper${c}` : `Char${c.charCodeAt(0)}`);
    parts.push(from === '0' && to === '9' ? 'Digits' : i === j ? word(from) : `${word(from)}To${word(to).replace(/^(Lower|Upper)/, '')}`);
    i = j + 1;
  }
  return `chars${parts.join('')}`;
}

/** True for `(…)` wrapping the whole test (one level of nested parentheses inside). */
function isParenthesized(test: string): boolean {
  return /^\([^()]*(\([^()]*\)[^()]*)*\)$/.test(test);
}

/** `(a && b)` → `a && b`, for an `if` that brings its own parentheses. */
function unwrap(test: string): string {
  return isParenthesized(test) ? test.slice(1, -1) : test;
}

/** The schema without annotations, recursively: two schemas that check the same thing share one function. */
function assertionsOnly(schema: JsonSchema): JsonSchema {
  if (!isObject(schema)) return schema;
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(schema)) {
    if (annotationKeywords.has(key)) continue;
    if ((subschemaKeywords.map as readonly string[]).includes(key) && isObject(value)) {
      setOwn(out, key, Object.fromEntries(Object.entries(value).map(([name, sub]) => [name, assertionsOnly(sub as JsonSchema)])));
    } else if ((subschemaKeywords.list as readonly string[]).includes(key) && Array.isArray(value)) {
      setOwn(out, key, value.map((sub) => assertionsOnly(sub as JsonSchema)));
    } else if ((subschemaKeywords.single as readonly string[]).includes(key) || (key === 'items' && !Array.isArray(value))) {
      setOwn(out, key, assertionsOnly(value as JsonSchema));
    } else if (key === 'items' && Array.isArray(value)) {
      setOwn(out, key, value.map((sub) => assertionsOnly(sub as JsonSchema)));
    } else setOwn(out, key, value);
  }
  return out;
}

function literal(value: unknown): string {
  return typeof value === 'string' ? stringLiteral(value) : JSON.stringify(value);
}

/**
 * A camelCase base for a module-level constant or matcher. The check functions beside them are `isX` and `reportX`
 * (X a planned PascalCase name), so a base that reads like one (a component called `IsOdd` gives `isOddPattern`)
 * is prefixed to stay clear of them.
 */
function moduleName(context: string): string {
  const base = pascalCase(context).replace(/^./, (c) => c.toLowerCase());
  return /^(?:is|report)[A-Z0-9]/.test(base) ? `the${base.replace(/^./, (c) => c.toUpperCase())}` : base;
}

function valueIsPrimitive(value: unknown): boolean {
  return value === null || ['string', 'number', 'boolean'].includes(typeof value);
}

/** A name that says what an inline schema is, better than where it was first met: its title, or `JsonNull`. */
function nameHint(schema: JsonSchema): string | undefined {
  if (!isObject(schema)) return schema ? 'Anything' : 'Nothing';
  if (typeof schema.title === 'string' && schema.title.trim() !== '') return schema.title;
  const keys = Object.keys(schema).filter((k) => k !== 'description');
  if (keys.length === 1 && keys[0] === 'type' && typeof schema.type === 'string') return `Json ${schema.type}`;
  return undefined;
}

/** A `$ref` whose siblings only annotate: checking it is checking its target. */
function onlyRef(schema: JsonObject): boolean {
  return Object.keys(schema).every((k) => k === '$ref' || k === 'title' || k === 'description' || k === 'default' || k === 'examples' || k === '$comment');
}
