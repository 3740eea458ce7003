// Validate, part one: the bundled document against the OpenRPC meta-schema, through @open-rpc/schema-utils-js.
// That library returns its ajv errors inside a message string; they are parsed back so each error can point at
// the file, line and JSON path the user wrote.
import { createRequire } from 'node:module';
import { BackgroundJob } from '../background.js';
import { DiskCache, packageVersion } from '../cache.js';
import type { SpecIssue } from '../errors.js';
import type { Bundle } from '../load/bundle.js';
import { getAt, isObject, survivesJson } from '../load/json.js';
import type { Segment } from '../load/source-file.js';

const require = createRequire(import.meta.url);
const validatorModule = '@open-rpc/schema-utils-js/build/validate-open-rpc-document.js';
// The validator's own module rather than the package's index, which also loads the library's file and URL readers
// and dereferencer (node-fetch, fs-extra, …): about 130 ms of every run's start-up for nothing. Loaded when a
// document is checked: see passed.
let validateOpenRPCDocument: ((document: unknown) => true | { message: string }) | undefined;

/**
 * Documents that passed, kept on disk (../cache.ts): loading the library and compiling the meta-schema with its
 * ajv cost a fresh process about a tenth of a second, for a document that has not changed since it last passed.
 * The key is the document's JSON text (faithful for a document that survives JSON, the only ones kept) and the
 * versions of the library and of what it validates with; a document that fails is checked every time, for its errors.
 */
const passed = new DiskCache('meta-schema', { maxEntries: 200, maxBytes: 1024 * 1024 });

/** The document's JSON text when it survives JSON (the only documents kept, and the form the worker is given). */
function jsonText(document: unknown): string | undefined {
  return survivesJson(document) ? JSON.stringify(document) : undefined;
}

function passKey(text: string): string {
  const library = createRequire(require.resolve(validatorModule));
  const versions = ['ajv', '@json-schema-tools/meta-schema', '@open-rpc/specification-extension-spec', '@open-rpc/spec-types'].map(
    (name) => `${name}@${packageVersion(library, name)}`,
  );
  return passed.key('openrpc-meta-schema-1', packageVersion(require, '@open-rpc/schema-utils-js'), ...versions, text);
}

interface AjvError {
  keyword: string;
  dataPath: string;
  schemaPath?: string;
  message?: string;
  params?: Record<string, unknown>;
}

/** What the library's validator did with a document: passed it, returned its validation error's message, or threw. */
type Outcome = { passed: true } | { message: string } | { threw: string };

function validateHere(document: unknown): Outcome {
  try {
    validateOpenRPCDocument ??= (require(validatorModule) as { default: typeof validateOpenRPCDocument }).default!;
    const result = validateOpenRPCDocument(document);
    return result === true ? { passed: true } : { message: result.message };
  } catch (error) {
    return { threw: String((error as Error).message ?? error) };
  }
}

export function checkMetaSchema(bundle: Bundle): SpecIssue[] {
  return startMetaSchemaCheck(bundle, { background: false }).finish();
}

/** The meta-schema check begun: `finish()` gives its issues. `started` says whether it runs in the background
 * worker (the document was neither passed before nor unfit for it), so that the caller can do other work meanwhile. */
export interface MetaSchemaCheck {
  started: boolean;
  finish(): SpecIssue[];
  /** After `finish()`: the unknown prose properties it let pass (see withoutProse), one warning each. */
  warnings: SpecIssue[];
  /** After `finish()` with errors: the document without the values they are about, when that copy passes the
   * meta-schema, so that the semantic checks can report their own errors in the same run. */
  stripped?: unknown;
}

/**
 * Starts the check. Compiling the meta-schema with a new ajv and validating a large document takes a first run or a
 * run after an edit 0.3–0.45 s at 1,000 methods (the library makes a new ajv per document), time in which this
 * thread can load ts-morph (pipeline.ts): so, with `background` (the default), it runs in the worker
 * (../background.ts), the library's same call on the document's JSON text, and only its outcome comes back, read
 * here as before; so the issues are the same. A worker that fails leaves it to this thread, as before.
 */
export function startMetaSchemaCheck(bundle: Bundle, { background = true }: { background?: boolean } = {}): MetaSchemaCheck {
  const text = jsonText(bundle.document);
  const key = text === undefined ? undefined : passKey(text);
  // Only the record written below, sealed under this document's key (../cache.ts), skips the check.
  if (key !== undefined && passed.get(key) === 'passed') return { started: false, finish: () => [], warnings: [] };
  const job = background && text !== undefined ? new BackgroundJob<Outcome>('metaSchema', { validatorPath: require.resolve(validatorModule), text }) : undefined;
  const check: MetaSchemaCheck = {
    started: job !== undefined,
    warnings: [],
    finish: () => {
      const outcome = job?.result() ?? validateHere(bundle.document);
      if ('passed' in outcome) {
        if (key !== undefined) passed.set(key, 'passed');
        return [];
      }
      if ('threw' in outcome) return issuesFromThrow(bundle, outcome.threw);
      const { errors, warnings, stripped } = withoutProse(bundle, parseErrors(outcome.message));
      check.warnings = warnings;
      if (stripped !== undefined) check.stripped = stripped;
      return errors;
    },
  };
  return check;
}

/** At most this many unknown prose properties are let pass, each costing one more run of the meta-schema. */
const maxProseProperties = 64;

/**
 * Published documents give OpenRPC objects prose fields OpenRPC does not have: Starknet's wallet API writes a
 * `description` in each of its error objects. The meta-schema refuses any property it does not list (only `x-`
 * extensions may be added), yet a string there changes nothing rpcforge reads, and refusing the whole document
 * for it helps nobody: such a property is let pass with a located warning (`--strict` refuses it), and the
 * document is checked again without it, so that anything else wrong is still an error. Anything that is not a
 * string (a misspelt `paramz: []`, an object) stays an error: it may be structure the author meant rpcforge to read.
 * A document that needed this is checked every time (never recorded as passed), so its warnings are printed each run.
 */
function withoutProse(bundle: Bundle, first: AjvError[]): { errors: SpecIssue[]; warnings: SpecIssue[]; stripped?: unknown } {
  const warnings: SpecIssue[] = [];
  const errors: SpecIssue[] = [];
  const removed: Segment[][] = [];
  let found = first;
  let document: unknown;
  for (let stripped = 0; ; stripped++) {
    const chosen = chooseAjvErrors(document ?? bundle.document, found);
    const top = chosen[0];
    const holder = top === undefined || top.extra === undefined ? undefined : getAt(document ?? bundle.document, top.path).value;
    const prose = top?.extra !== undefined && isObject(holder) && typeof holder[top.extra] === 'string';
    // Past the first error, one the removal of an earlier value may have caused (at or above where it was) is not
    // reported: the run stops with the errors so far.
    const path = top === undefined ? [] : top.extra === undefined ? top.path : [...top.path, top.extra];
    // (An unknown property is about the object it sits in: without its `name`, a method reads as some other object.)
    const at = top?.path ?? [];
    if (errors.length > 0 && removed.some((r) => at.length <= r.length && at.every((segment, i) => r[i] === segment))) return { errors, warnings: [] };
    if (stripped === maxProseProperties + maxErrors) return { errors: errors.length > 0 ? errors : [issueOf(bundle, chosen)], warnings: [] };
    if (prose) {
      warnings.push({
        ...bundle.locate(path),
        message: `unknown property ${JSON.stringify(top!.extra)} is not an OpenRPC field (only "x-" extensions may be added here): ignored, rpcforge reads nothing from it (kept as written in the published openrpc.json)`,
      });
    } else {
      errors.push(issueOf(bundle, chosen));
      // An independent error elsewhere is reported in the same run: the value this one is about is removed (an
      // object's property only; a missing property, or an array's item, would move or make other errors) and the
      // rest checked again, at most maxErrors times.
      const last = path[path.length - 1];
      const strippable = typeof last === 'string' && top!.error.keyword !== 'required' && errors.length < maxErrors;
      if (!strippable) return { errors, warnings: [] };
    }
    document ??= structuredClone(bundle.document);
    const parent = getAt(document, path.slice(0, -1)).value;
    if (!isObject(parent)) return { errors, warnings: errors.length > 0 ? [] : warnings };
    delete parent[path[path.length - 1] as string];
    removed.push(path);
    const outcome = validateHere(document);
    if ('passed' in outcome) return errors.length > 0 ? { errors, warnings: [], stripped: document } : { errors: [], warnings };
    if ('threw' in outcome) return { errors: errors.length > 0 ? errors : issuesFromThrow(bundle, outcome.threw), warnings: [] };
    found = parseErrors(outcome.message);
  }
}

/** Meta-schema errors reported in one run at most. */
const maxErrors = 20;

function issuesFromThrow(bundle: Bundle, text: string): SpecIssue[] {
  const unsupported = /Unsupported OpenRPC schema version: (.*)/.exec(text);
  if (unsupported) {
    return [{ ...bundle.locate(['openrpc']), message: `unsupported OpenRPC version ${JSON.stringify(unsupported[1])}: use 1.x (1.4.1 is the newest supported)` }];
  }
  const extension = /(\S+) (does not exist|already exists)[^\n]*cannot apply extension (\S+)/.exec(text);
  if (extension) {
    return [{ ...bundle.locate(['x-extensions']), message: `cannot apply extension ${extension[3]}: ${extension[1]} ${extension[2]} in the meta-schema` }];
  }
  return [{ ...bundle.locate([]), message: `the OpenRPC meta-schema could not be applied: ${text.split('\n')[0]}` }];
}

function parseErrors(message: string): AjvError[] {
  const start = message.indexOf('[');
  try {
    return JSON.parse(message.slice(start)) as AjvError[];
  } catch {
    return [{ keyword: 'unknown', dataPath: '', message }];
  }
}

export function parseDataPath(dataPath: string): Segment[] {
  const segments: Segment[] = [];
  const pattern = /\.([A-Za-z_$][\w$]*)|\[(\d+)\]|\['((?:[^'\\]|\\.)*)'\]/g;
  for (const match of dataPath.matchAll(pattern)) {
    if (match[1] !== undefined) segments.push(match[1]);
    else if (match[2] !== undefined) segments.push(Number(match[2]));
    else if (match[3] !== undefined) segments.push(match[3].replace(/\\(.)/g, '$1'));
  }
  return segments;
}

/** Turns one ajv error into what the user must change. */
export function describeAjvError(error: AjvError): string {
  const p = error.params ?? {};
  switch (error.keyword) {
    case 'type':
      return `must be ${String(p.type)}`;
    case 'const':
      return `must be ${JSON.stringify(p.allowedValue)}`;
    case 'enum':
      return `must be one of ${(p.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`;
    case 'required':
      return `missing required property ${JSON.stringify(p.missingProperty)}`;
    case 'additionalProperties':
      return `unknown property ${JSON.stringify(p.additionalProperty)} (not allowed here; extensions start with "x-")`;
    case 'pattern':
      return `must match pattern ${String(p.pattern)}`;
    default:
      return (error.message ?? error.keyword).replace(/^should /, 'must ');
  }
}

interface LocatedAjvError {
  error: AjvError;
  path: Segment[];
  /** The unknown property an `additionalProperties` error names. */
  extra: string | undefined;
}

function chooseAjvErrors(document: unknown, errors: AjvError[]): LocatedAjvError[] {
  // ajv reports every failed branch of the meta-schema's oneOfs, among them "this is a {$ref} object", which
  // complains about the object's first key. The deepest error is where the user erred; an unknown property
  // counts as one level deeper than the object it sits in.
  const located = errors.map((error): LocatedAjvError => {
    const path = parseDataPath(error.dataPath);
    const extra = error.keyword === 'additionalProperties' ? error.params?.additionalProperty : undefined;
    return { error, path, extra: typeof extra === 'string' ? extra : undefined };
  });
  const depth = (l: (typeof located)[number]) => l.path.length + (l.extra === undefined ? 0 : 1);
  const max = Math.max(...located.map(depth));
  let chosen = located.filter((l) => depth(l) === max);
  const unknownKeys = chosen.filter((l) => l.extra !== undefined);
  if (unknownKeys.length > 0 && chosen.length > 1) {
    const first = unknownKeys[0] as (typeof located)[number];
    const instance = getAt(document, first.path).value;
    const firstKey = isObject(instance) && !('$ref' in instance) ? Object.keys(instance)[0] : undefined;
    chosen = chosen.filter((l) => l.extra === undefined || l.extra !== firstKey);
  }
  const specific = chosen.filter((l) => l.error.keyword !== 'oneOf' && l.error.keyword !== 'anyOf');
  return specific.length > 0 ? specific : chosen;
}

function issueOf(bundle: Bundle, chosen: LocatedAjvError[]): SpecIssue {
  const messages = [...new Set(chosen.map((l) => describeAjvError(l.error)))];
  const top = chosen[0];
  const path = top ? (top.extra === undefined ? top.path : [...top.path, top.extra]) : [];
  return { ...bundle.locate(path), message: `OpenRPC meta-schema: ${messages.join(', or ')}` };
}
