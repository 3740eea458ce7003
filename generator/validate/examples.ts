// Examples are checked against their schemas at generate time. A spec's examples drift silently otherwise: remove a
// param or make a field required, and the method examples go on sending the old shape, published by the docs page
// and answered by `serve --mock`. So every method example's params (as the docs page sends them: by position or by
// name, per the method's paramStructure; a required param left out counts) and result, and every schema-level
// `examples` entry (JSON Schema's keyword, on components and on inline schemas the document reaches), are run through
// the package's own validators (./example-validators.ts). Each mismatch is a located warning at the failing value,
// its message the validators' own; the model keeps each verdict for the docs page.
//
// The work is bounded: every value checked is charged its size in JSON nodes against `maxExampleNodes` (a value a
// `$ref` reuses is charged each time), so a document that repeats a large example cannot make the check slow; past
// the budget the rest is left unchecked and one warning says so. At most `maxExampleWarnings` are listed.
import type { SpecIssue } from '../errors.js';
import { checkFiles, packageChecks, type PackageChecks } from '../emit/validators/emit-validators.js';
import { CheckCompiler } from '../emit/validators/compile.js';
import type { Bundle } from '../load/bundle.js';
import { escapePointerSegment, forEachRootSchema, getAt, isObject, parsePointer, type JsonObject } from '../load/json.js';
import type { Segment } from '../load/source-file.js';
import { exampleRequest } from '../model/example-params.js';
import type { ExampleVerdict, JsonSchema, Model } from '../model/model.js';
import { subschemaKeywords } from '../model/keywords.js';
import { checker, loadModules, packageValidators, startCommonJs, type ValidationError } from './example-validators.js';

/** JSON nodes (objects, arrays and scalars) all checked example values may hold together. The official Ethereum
 * spec's examples hold about 0.2 million; checking 4 million takes about a second. */
export const maxExampleNodes = 4_000_000;
/** Mismatches listed one by one; the rest are counted in one more warning. */
export const maxExampleWarnings = 100;

interface Located {
  value: unknown;
  path: Segment[];
}

/** Follows local references from `value` (at `path`), keeping the path of what it reaches. */
function resolveAt(doc: JsonObject, value: unknown, path: Segment[]): Located {
  let current: Located = { value, path };
  for (let hops = 0; hops < 32 && isObject(current.value) && typeof current.value.$ref === 'string' && current.value.$ref.startsWith('#'); hops++) {
    let pointer: string[];
    try {
      pointer = parsePointer(current.value.$ref.slice(1));
    } catch {
      break;
    }
    const found = getAt(doc, pointer);
    if (!found.found) break;
    current = { value: found.value, path: pointer };
  }
  return current;
}

/** `.a[0]["odd key"]` (how the validators write a path below a value) → `['a', 0, 'odd key']`; stops at anything else. */
export function pathSegments(text: string): Segment[] {
  const segments: Segment[] = [];
  const token = /\.([A-Za-z_$][\w$]*)|\[(\d+)\]|\[("(?:[^"\\]|\\.)*")\]/y;
  for (let match = token.exec(text); match !== null; match = token.exec(text)) {
    if (match[1] !== undefined) segments.push(match[1]);
    else if (match[2] !== undefined) segments.push(Number(match[2]));
    else segments.push(JSON.parse(match[3]!) as string);
    if (token.lastIndex === text.length) break;
  }
  return segments;
}

/** Charges values against the node budget. */
class Budget {
  constructor(private left: number) {}
  private readonly sizes = new WeakMap<object, number>();
  exhausted = false;
  skipped = 0;

  /** True when `value` fits in what is left (and charges it); false, and the budget is spent, when not. */
  take(value: unknown): boolean {
    if (this.exhausted) {
      this.skipped++;
      return false;
    }
    const size = this.size(value);
    if (size > this.left) {
      this.exhausted = true;
      this.skipped++;
      return false;
    }
    this.left -= size;
    return true;
  }

  /** Nodes in `value`, counted without recursion and no further than what is left plus one. */
  private size(value: unknown): number {
    if (typeof value !== 'object' || value === null) return 1;
    const known = this.sizes.get(value);
    if (known !== undefined) return known;
    let count = 0;
    const pending: unknown[] = [value];
    while (pending.length > 0 && count <= this.left) {
      const v = pending.pop();
      count++;
      if (typeof v === 'object' && v !== null) for (const child of Object.values(v)) pending.push(child);
    }
    this.sizes.set(value, count);
    return count;
  }
}

export interface ExampleCheckOptions {
  /** Default maxExampleNodes. */
  maxNodes?: number;
  /** Default maxExampleWarnings. */
  maxWarnings?: number;
}

export function checkExamples(bundle: Bundle, model: Model, options: ExampleCheckOptions = {}): SpecIssue[] {
  return startExampleCheck(bundle, model, options).finish();
}

/** The example check begun: the package's checks compiled (printed) and their JavaScript started in the background
 * worker; `ready()` says whether finishing would wait for it, so that the caller can do other work meanwhile. */
export interface ExampleCheck {
  ready(): boolean;
  finish(): SpecIssue[];
}

export function startExampleCheck(bundle: Bundle, model: Model, options: ExampleCheckOptions = {}): ExampleCheck {
  const hasExamples = model.methods.some((m) => m.examples.length > 0);
  const schemaExamples = schemasWithExamples(bundle.document);
  if (!hasExamples && schemaExamples.length === 0) return { ready: () => true, finish: () => [] };
  const checks = packageChecks(model);
  const compiled = startCommonJs(checks.files);
  const finish = () => {
    try {
      return runExampleCheck(bundle, model, options, schemaExamples, checks, packageValidators(checks.files, compiled));
    } finally {
      compiled.letGo();
    }
  };
  return { ready: compiled.ready, finish };
}

function runExampleCheck(
  bundle: Bundle,
  model: Model,
  options: ExampleCheckOptions,
  schemaExamples: ReturnType<typeof schemasWithExamples>,
  checks: PackageChecks,
  validators: ReturnType<typeof packageValidators>,
): SpecIssue[] {
  const doc = bundle.document;
  const issues: SpecIssue[] = [];
  let unlisted = 0;
  const maxNodes = options.maxNodes ?? maxExampleNodes;
  const maxWarnings = options.maxWarnings ?? maxExampleWarnings;
  const budget = new Budget(maxNodes);
  const report = (path: Segment[], message: string) => {
    if (issues.length < maxWarnings) issues.push({ ...bundle.locate(path), message });
    else unlisted++;
  };
  const first = (errors: readonly ValidationError[]) => errors[0]!;
  const more = (errors: readonly ValidationError[]) => (errors.length > 1 ? ` (and ${errors.length - 1} more)` : '');


  model.methods.forEach((method, m) => {
    if (method.examples.length === 0) return;
    const source = resolveAt(doc, (doc.methods as unknown[])[method.index], ['methods', method.index]);
    const rawExamples = isObject(source.value) && Array.isArray(source.value.examples) ? source.value.examples : [];
    method.examples.forEach((example, e) => {
      const at = resolveAt(doc, rawExamples[e], [...source.path, 'examples', e]);
      const raw = isObject(at.value) ? at.value : {};
      const paramsAt = (Array.isArray(raw.params) ? raw.params : []).map((p, k) => resolveAt(doc, p, [...at.path, 'params', k]));
      const resultAt = raw.result === undefined || raw.result === null ? undefined : resolveAt(doc, raw.result, [...at.path, 'result']);
      // A param or result given by `externalValue` has no value here to check.
      if (paramsAt.some((p) => !isObject(p.value) || !('value' in p.value))) return;
      const request = exampleRequest(method, example);
      if (!budget.take(request.params) || (example.result !== undefined && !budget.take(example.result))) return;

      const problems: { path: Segment[]; error: ValidationError; all: ValidationError[] }[] = [];
      const params = validators.validateParams(method.name, request.params);
      if (!params.ok) problems.push({ path: paramsPath(request, params.errors[0]!.path, paramsAt, at.path), error: first(params.errors), all: params.errors });
      if (example.result !== undefined && resultAt !== undefined) {
        const result = validators.validateResult(method.name, example.result);
        if (!result.ok) problems.push({ path: [...resultAt.path, 'value', ...pathSegments(result.errors[0]!.path.slice('result'.length))], error: first(result.errors), all: result.errors });
      }
      example.verdict = problems.length === 0 ? { ok: true } : { ok: false, reason: `${problems[0]!.error.path}: ${problems[0]!.error.message}` };
      for (const { path, error, all } of problems) {
        report(path, `${error.message}${more(all)}; example ${JSON.stringify(example.name)} of ${method.name} does not match its schema`);
      }
    });
  });

  // Schema-level examples: with the package's check of that schema when it has one (components, params, results),
  // else with a check compiled here for it alone (the package's modules stay as they are).
  let extra: { compiler: CheckCompiler; check?: ReturnType<typeof checker> } | undefined;
  const pending: { base: string; compiled: 'package' | 'extra'; value: unknown; path: Segment[]; verdict: (v: ExampleVerdict) => void }[] = [];
  const componentVerdicts = new Map(model.schemas.map((s) => [`#/components/schemas/${escapePointerSegment(s.key)}`, s]));
  for (const { schema, path, ref } of schemaExamples) {
    const lookup: JsonSchema = ref === undefined ? schema : { $ref: ref };
    let base = checks.compiler.knownFunction(lookup);
    let compiled: 'package' | 'extra' = 'package';
    if (base === undefined) {
      extra ??= { compiler: new CheckCompiler(model) };
      base = extra.compiler.functionFor(lookup, 'SchemaExample');
      compiled = 'extra';
    }
    const component = ref === undefined ? undefined : componentVerdicts.get(ref);
    (schema.examples as unknown[]).forEach((value, k) => {
      pending.push({ base: base!, compiled, value, path: [...path, 'examples', k], verdict: (v) => component?.examples[k] && (component.examples[k]!.verdict = v) });
    });
  }
  if (extra) extra.check = checker(loadModules(checkFiles(model, extra.compiler)));
  for (const item of pending) {
    if (!budget.take(item.value)) continue;
    const errors = item.compiled === 'package' ? validators.check(item.base, item.value) : extra!.check!(item.base, item.value);
    item.verdict(errors.length === 0 ? { ok: true } : { ok: false, reason: `${first(errors).path === '' ? 'value' : first(errors).path.replace(/^\./, '')}: ${first(errors).message}` });
    if (errors.length > 0) report([...item.path, ...pathSegments(first(errors).path)], `${first(errors).message}${more(errors)}; this example of the schema does not match it`);
  }

  if (unlisted > 0) issues.push({ ...bundle.locate([]), message: `${unlisted} more example(s) do not match their schemas (only the first ${maxWarnings} are listed)` });
  if (budget.exhausted) {
    issues.push({
      ...bundle.locate([]),
      message: `${budget.skipped} example(s) not checked against their schemas: all examples together hold more than ${maxNodes.toLocaleString('en')} JSON values`,
    });
  }
  return issues;
}

/** Where in the document the first params error of an example is: the example param that gives the failing value
 * (by position through the method's param order, by name through the name), else the example's params list. */
function paramsPath(request: ReturnType<typeof exampleRequest>, errorPath: string, paramsAt: Located[], examplePath: Segment[]): Segment[] {
  const listPath = [...examplePath, 'params'];
  const rest = pathSegments(errorPath.slice('params'.length));
  const head = rest[0];
  let k = -1;
  if (typeof head === 'number') k = request.sources[head] ?? -1;
  else if (typeof head === 'string') k = lastIndexOfName(paramsAt, head);
  return k === -1 ? listPath : [...paramsAt[k]!.path, 'value', ...rest.slice(1)];
}

function lastIndexOfName(paramsAt: Located[], name: string): number {
  for (let k = paramsAt.length - 1; k >= 0; k--) {
    const p = paramsAt[k]!.value;
    if (isObject(p) && p.name === name) return k;
  }
  return -1;
}

/** Every schema the document reaches that has an `examples` list, with its path; a component root with the
 * reference that names it. Local references are followed once each; no recursion. */
function schemasWithExamples(doc: JsonObject): { schema: JsonObject; path: Segment[]; ref?: string }[] {
  const found: { schema: JsonObject; path: Segment[]; ref?: string }[] = [];
  const visited = new Set<unknown>();
  const pending: [unknown, Segment[]][] = [];
  forEachRootSchema(doc, (schema, path) => pending.push([schema, path]));
  pending.reverse();
  while (pending.length > 0) {
    const [schema, path] = pending.pop()!;
    if (!isObject(schema) || visited.has(schema)) continue;
    visited.add(schema);
    if (Array.isArray(schema.examples) && schema.examples.length > 0) {
      const component = path.length === 3 && path[0] === 'components' && path[1] === 'schemas' ? `#/components/schemas/${escapePointerSegment(String(path[2]))}` : undefined;
      found.push({ schema, path, ...(component ? { ref: component } : {}) });
    }
    const next: [unknown, Segment[]][] = [];
    if (typeof schema.$ref === 'string' && schema.$ref.startsWith('#')) {
      try {
        const pointer = parsePointer(schema.$ref.slice(1));
        const target = getAt(doc, pointer);
        if (target.found) next.push([target.value, pointer]);
      } catch {
        // Reported by the loader.
      }
    }
    for (const key of subschemaKeywords.single) next.push([schema[key], [...path, key]]);
    for (const key of subschemaKeywords.list) if (Array.isArray(schema[key])) schema[key].forEach((s, i) => next.push([s, [...path, key, i]]));
    for (const key of [...subschemaKeywords.map, 'definitions', '$defs']) {
      const map = schema[key];
      if (isObject(map)) for (const [name, s] of Object.entries(map)) next.push([s, [...path, key, name]]);
    }
    if (Array.isArray(schema.items)) schema.items.forEach((s, i) => next.push([s, [...path, 'items', i]]));
    else next.push([schema.items, [...path, 'items']]);
    pending.push(...next.reverse());
  }
  return found;
}
