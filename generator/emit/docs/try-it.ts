// The docs page's "Try it" runner, the generator's half: per method the form's fields, chosen from each param's
// schema (a choice list for an enum, true/false for a boolean, a number, a line of text, else a JSON editor), and the
// package's own validators as one script the page inlines (templates/docs-page-try.js runs them as one types and on
// the answer). The validators are the very modules the package ships (emit/validators/), each made CommonJS by
// esbuild (minified; cached on disk as example-validators.ts does) and linked by a small `require` inside the page's
// script: no eval, no request, so the page's CSP still allows nothing but its one hashed script.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, sep } from 'node:path';
import type * as Esbuild from 'esbuild';
import { BackgroundJob, resolvePackage } from '../../background.js';
import { DiskCache, packageVersion } from '../../cache.js';
import { withoutBanner } from '../banner.js';
import { getAt, isObject, parsePointer } from '../../load/json.js';
import { exampleRequest } from '../../model/example-params.js';
import type { JsonSchema, MethodModel, Model } from '../../model/model.js';
import { reservedMemberNames } from '../client/runtime/internal/rpc-client.js';
import { propertyAccess } from '../escape.js';
import { packageChecks } from '../validators/emit-validators.js';

const require = createRequire(import.meta.url);
const bundled = new DiskCache('docs-validators', { maxEntries: 100, maxBytes: 64 * 1024 * 1024 });
let esbuild: typeof Esbuild | undefined;

/** How a param is entered: a choice list, true/false, a number, a line of text, or JSON in a text area. */
export type FieldKind = 'enum' | 'boolean' | 'number' | 'string' | 'json';

export interface TryField {
  id: string;
  name: string;
  required: boolean;
  kind: FieldKind;
  /** A choice list (an enum, or true/false), with a "leave out" choice first for an optional param. */
  isSelect: boolean;
  options: { value: string; label: string; selected: boolean }[];
  isJson: boolean;
  /** Lines of a JSON editor: its first value's, 2 to 12. */
  rows: number;
  /** The choices of an enum, or suggestions for a line of text (a tag among hex numbers: `latest`). */
  choices: string[];
  /** What the field holds at first: the first example's value, as the reader would type it. */
  value: string;
  hint: string;
}

/** Follows local `$ref`s (at most 32 hops). */
function resolve(doc: unknown, schema: JsonSchema | undefined): JsonSchema | undefined {
  let current = schema;
  for (let hops = 0; hops < 32 && isObject(current) && typeof current.$ref === 'string' && current.$ref.startsWith('#'); hops++) {
    let pointer: string[];
    try {
      pointer = parsePointer(current.$ref.slice(1));
    } catch {
      return undefined;
    }
    const found = getAt(doc, pointer);
    if (!found.found) return undefined;
    current = found.value as JsonSchema;
  }
  return current;
}

/** The kind of field for `schema`, and its choices. Alternatives all text (a hex number or a tag) are one line of
 * text with the tags suggested; anything else not a plain scalar is JSON. At most 8 levels of alternatives. */
function fieldOf(doc: unknown, schema: JsonSchema | undefined, depth = 0): { kind: FieldKind; choices: string[] } {
  const s = resolve(doc, schema);
  if (!isObject(s) || depth > 8) return { kind: 'json', choices: [] };
  if (Array.isArray(s.enum)) {
    return s.enum.every((v) => typeof v === 'string') && s.enum.length > 0 ? { kind: 'enum', choices: s.enum as string[] } : { kind: 'json', choices: [] };
  }
  if (typeof s.const === 'string') return { kind: 'enum', choices: [s.const] };
  const alternatives = Array.isArray(s.oneOf) ? s.oneOf : Array.isArray(s.anyOf) ? s.anyOf : undefined;
  if (alternatives !== undefined && alternatives.length > 0) {
    const kinds = alternatives.map((a) => fieldOf(doc, a as JsonSchema, depth + 1));
    if (kinds.every((k) => k.kind === 'string' || k.kind === 'enum')) return { kind: 'string', choices: kinds.flatMap((k) => k.choices) };
    return { kind: 'json', choices: [] };
  }
  const type = s.type;
  if (type === 'string') return { kind: 'string', choices: [] };
  if (type === 'boolean') return { kind: 'boolean', choices: [] };
  if (type === 'integer' || type === 'number') return { kind: 'number', choices: [] };
  return { kind: 'json', choices: [] };
}

const hints: Record<FieldKind, string> = {
  enum: 'one of the choices',
  boolean: 'true or false',
  number: 'a number',
  string: 'text, sent as a JSON string',
  json: 'JSON, checked as you type',
};

/** Longest example value a field starts with. */
const maxPrefillChars = 16_384;

/** The runner's view of a method: its fields (prefilled from the first example that matches its schemas, else the
 * first), the params structure and the start of the client call. */
export function tryView(model: Model, method: MethodModel, formId: string) {
  const example = method.examples.find((e) => e.verdict?.ok !== false) ?? method.examples[0];
  const given = example === undefined ? undefined : exampleRequest(method, example).named;
  const fields: TryField[] = method.params.map((p, i) => {
    const { kind, choices } = fieldOf(model.document, p.schema);
    const sample = given?.[p.name];
    let value = '';
    if (sample !== undefined) {
      if (kind === 'json') value = JSON.stringify(sample, null, 2) ?? '';
      else if (kind === 'boolean' || kind === 'number') value = typeof sample === 'boolean' || typeof sample === 'number' ? String(sample) : '';
      else value = typeof sample === 'string' ? sample : '';
      // A whole block or trace (real specs carry examples of 270 KB) is not copied into a field: it starts empty.
      if (value.length > maxPrefillChars) value = '';
    }
    const selectable = kind === 'enum' ? [...new Set(choices)] : kind === 'boolean' ? ['true', 'false'] : [];
    const options = [...(p.required ? [] : [{ value: '', label: '(leave out)' }]), ...selectable.map((c) => ({ value: c, label: c }))].map((o) => ({
      ...o,
      selected: o.value === value,
    }));
    return {
      id: `${formId}-p${i + 1}`,
      name: p.name,
      required: p.required,
      kind,
      isSelect: kind === 'enum' || kind === 'boolean',
      options,
      isJson: kind === 'json',
      rows: Math.max(2, Math.min(12, value.split('\n').length)),
      choices: kind === 'string' ? [...new Set(choices)] : [],
      value,
      hint: hints[kind],
    };
  });
  const request = reservedMemberNames.includes(method.name);
  return {
    id: formId,
    fields,
    structure: method.paramStructure === 'by-name' ? 'by-name' : 'by-position',
    // The client call as the examples write it: `await client.name(` (or `client.request({ … })` for a method named
    // like one of the client's own members), the arguments filled in by the page.
    callStart: request ? 'await client.request(' : `await ${propertyAccess('client', method.name)}(`,
    callStyle: request ? 'request' : 'method',
    hasResult: method.result !== undefined,
    // The fields start from the spec's example: an answer of null or an error may then only mean that the node
    // answering is on another network (a local one has no mainnet block), which the page says.
    prefilled: fields.some((f) => f.value !== ''),
  };
}

/**
 * The package's validators as one script expression whose value is `{ validateParams, validateResult }` (and
 * `validateNotification`, `validateSubscriptionParams` where the spec has subscriptions): the emitted
 * modules bundled by esbuild from a temporary folder (the modules are TypeScript importing each other), minified, and
 * shaken down to what those two functions reach (the guards and checks of schemas no method uses are left out).
 * Cached on disk by the modules' text; bundled in the background worker when startValidatorsScript began it. Safe
 * inside `<script>`: `</script` and `<!--` never appear (esbuild escapes them in strings; a last pass makes sure for
 * the rest, where they can only be inside a string or a pattern).
 */
export function validatorsScript(model: Model): string {
  const { files, entry, key } = scriptSources(model);
  let script = bundled.get(key);
  if (script === undefined) {
    const begun = started.get(model);
    started.delete(model);
    const text = begun?.key === key ? begun.job.result() : undefined;
    script = scriptExpression(text ?? bundleHere(files, entry));
    bundled.set(key, script);
  }
  return script.replace(/<\/(script)/gi, '<\\/$1').replace(/<!--/g, '<\\!--');
}

/** Bundles started in the background worker, by model, with the cache key they are for. */
const started = new WeakMap<Model, { key: string; job: BackgroundJob<string> }>();

/** Starts bundling the page's validators in the background worker, unless the cache holds them: the generation goes
 * on meanwhile, and validatorsScript collects the bundle. Returns whether the bundle is ready (collecting it would
 * not wait). */
export function startValidatorsScript(model: Model): () => boolean {
  const { files, entry, key } = scriptSources(model);
  if (!started.has(model) && bundled.get(key) === undefined) {
    const input = { esbuildPath: resolvePackage('esbuild'), options: buildOptions, files, entry: { ...entry, resolveDir: 'src' }, nodePaths: [nodeModules()] };
    started.set(model, { key, job: new BackgroundJob<string>('bundle', input) });
  }
  return () => started.get(model)?.job.finishedBy(Date.now()) ?? true;
}

/** The modules to bundle (without their banners), the entry, and the cache key of their bundle. */
function scriptSources(model: Model): { files: { path: string; contents: string }[]; entry: ReturnType<typeof entryOf>; key: string } {
  // The banner names the spec's hash, which any edit changes: left out of the key, as validate/example-validators.ts does.
  const files = packageChecks(model).files.map((f) => ({ path: f.path, contents: withoutBanner(f.contents) }));
  const entry = entryOf(model);
  const key = bundled.key(packageVersion(require, 'esbuild'), packageVersion(require, 're2js'), JSON.stringify(buildOptions), entry.contents, ...files.flatMap((f) => [f.path, f.contents]));
  return { files, entry, key };
}

/** What the background worker's `bundle` task does, on this thread. */
function bundleHere(files: readonly { path: string; contents: string }[], entry: ReturnType<typeof entryOf>): string {
  esbuild ??= require('esbuild') as typeof Esbuild;
  const dir = mkdtempSync(join(tmpdir(), 'rpcforge-docs-validators-'));
  try {
    for (const file of files) {
      mkdirSync(dirname(join(dir, file.path)), { recursive: true });
      writeFileSync(join(dir, file.path), file.contents);
    }
    // re2js, for a spec whose patterns need the linear-time engine, from the generator's own dependencies.
    const out = esbuild.buildSync({ ...buildOptions, stdin: { ...entry, resolveDir: join(dir, 'src') }, nodePaths: [nodeModules()], write: false });
    return out.outputFiles[0]!.text;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** `var __v=(()=>{…})();` → the expression. */
function scriptExpression(text: string): string {
  const trimmed = text.trimEnd();
  if (!trimmed.startsWith('var __v=')) throw new Error('esbuild wrote an unexpected script for the page validators');
  return trimmed.slice('var __v='.length).replace(/;$/, '');
}

/** The page script's entry: the lookups the forms use, and the subscriptions' when the spec declares any. */
function entryOf(model: Model): { contents: string; loader: 'ts'; sourcefile: string } {
  const names = ['validateParams', 'validateResult', ...(model.subscriptions.length > 0 ? ['validateNotification', 'validateSubscriptionParams'] : [])];
  return { contents: `export { ${names.join(', ')} } from './validators.js';\n`, loader: 'ts', sourcefile: 'page-validators.ts' };
}
const buildOptions = { bundle: true, format: 'iife', globalName: '__v', platform: 'browser', target: 'es2020', minify: true, legalComments: 'none', logLevel: 'silent' } as const;

/** The node_modules folder re2js is installed in. */
function nodeModules(): string {
  const entryFile = require.resolve('re2js');
  return entryFile.slice(0, entryFile.lastIndexOf(`${sep}node_modules${sep}`) + `${sep}node_modules`.length);
}
