// Validate, part two: what the meta-schema cannot see. Duplicate methods and params, references that lead nowhere, and extension values rpcforge reads but that have the wrong shape.
import { createRequire } from 'node:module';
import type * as AjvModule from 'ajv';
import type { ValidateFunction } from 'ajv';
import { DiskCache, packageVersion } from '../cache.js';
import type { SpecIssue } from '../errors.js';
import type { Bundle } from '../load/bundle.js';
import { followRefs, getAt, isObject, parsePointer, type JsonObject } from '../load/json.js';
import type { Segment } from '../load/source-file.js';
import { checkErrorConditions } from './error-conditions.js';
import { extensionDefinitions } from './extensions.js';
import { checkSchemaKeywords } from './schema-keywords.js';
import { checkSubscription } from './subscriptions.js';

// Which extension may sit where, keyed by the kind of object rpcforge finds it on.
const placements: Record<string, string> = {
  methodObject: 'method',
  contentDescriptorObject: 'contentDescriptor',
  infoObject: 'info',
  serverObject: 'server',
  errorObject: 'error',
  examplePairingObject: 'example',
};

/**
 * Validators of the extensions' values, compiled by ajv. Compiling them (and loading ajv for it) cost a fresh process
 * about a tenth of a second, for schemas that are part of rpcforge: the code ajv writes for them (its "standalone"
 * code, what `compile` evaluates too) is kept on disk (../cache.ts) under the schemas, the options and ajv's version,
 * and a run evaluates that; it needs only ajv's small run-time helpers.
 */
const require = createRequire(import.meta.url);
const ajvOptions = { allErrors: true, strict: false } as const;
const validatorCode = new DiskCache('extension-validators', { maxEntries: 20, maxBytes: 4 * 1024 * 1024 });

const exportName = (i: number) => `extension${i}`;

/** ajv's standalone code of the extension validators, one export each (also what ../precompute.ts stores). */
export function extensionValidatorCode(): string {
  const schemas = JSON.stringify(extensionDefinitions().map((d) => d.schema));
  return validatorCode.through([packageVersion(require, 'ajv'), JSON.stringify(ajvOptions), schemas], () => {
    const { Ajv } = require('ajv') as typeof AjvModule;
    const { default: standaloneCode } = require('ajv/dist/standalone/index.js') as typeof import('ajv/dist/standalone/index.js');
    const ajv = new Ajv({ ...ajvOptions, code: { source: true } });
    extensionDefinitions().forEach((d, i) => ajv.addSchema(d.schema, exportName(i)));
    return standaloneCode(ajv, Object.fromEntries(extensionDefinitions().map((_, i) => [exportName(i), exportName(i)])));
  });
}

let compiled: Map<string, ValidateFunction> | undefined;
function extensionValidators(): Map<string, ValidateFunction> {
  if (!compiled) {
    const code = extensionValidatorCode();
    const module = { exports: {} as Record<string, ValidateFunction> };
    new Function('require', 'module', 'exports', code)(require, module, module.exports);
    compiled = new Map(extensionDefinitions().map((d, i) => [d.name, module.exports[exportName(i)] as ValidateFunction]));
  }
  return compiled;
}

/** Whether an extension's value, when present, passes its schema. */
function passes(name: string, value: unknown): boolean {
  return value !== undefined && (extensionValidators().get(name) as ValidateFunction)(value) === true;
}

export function checkSemantics(bundle: Bundle): SpecIssue[] {
  const issues: SpecIssue[] = [];
  const at = (path: readonly Segment[], message: string) => issues.push({ ...bundle.locate(path), message });
  const doc = bundle.document;

  checkReferences(doc, [], doc, at);

  const methods = Array.isArray(doc.methods) ? doc.methods : [];
  const seenMethods = new Map<string, number>();
  const names = new Set(methods.map((m) => followRefs(doc, m)).filter(isObject).map((m) => m.name).filter((n): n is string => typeof n === 'string'));
  methods.forEach((method, m) => {
    if (!isObject(method) || typeof method.name !== 'string') return;
    const first = seenMethods.get(method.name);
    if (first !== undefined) at(['methods', m, 'name'], `duplicate method ${JSON.stringify(method.name)} (first defined at methods[${first}])`);
    else seenMethods.set(method.name, m);

    const params = Array.isArray(method.params) ? method.params : [];
    const seenParams = new Map<string, number>();
    params.forEach((param, p) => {
      const resolved = followRefs(doc, param);
      if (!isObject(resolved) || typeof resolved.name !== 'string') return;
      const earlier = seenParams.get(resolved.name);
      if (earlier !== undefined) at(['methods', m, 'params', p, 'name'], `duplicate param name ${JSON.stringify(resolved.name)} in method ${method.name} (also params[${earlier}])`);
      else seenParams.set(resolved.name, p);
      // An optional param before a required one is a warning (validate/warnings.ts), not an error.
      checkExtensions(resolved, 'contentDescriptor', ['methods', m, 'params', p], at);
    });
    if (isObject(method.result)) checkExtensions(followRefs(doc, method.result), 'contentDescriptor', ['methods', m, 'result'], at);
    checkExtensions(method, 'method', ['methods', m], at);
    checkCache(method, [...seenParams.keys()], ['methods', m], at);
    if (passes('x-subscription', method['x-subscription'])) checkSubscription(doc, method, names, ['methods', m], at);
    // Only a value that passed its schema: an entry past the 64 is not checked again against the errors one by one.
    if (passes('x-error-conditions', method['x-error-conditions'])) checkErrorConditions(doc, method, ['methods', m], at);
    if (Array.isArray(method.examples)) method.examples.forEach((e, i) => checkExtensions(followRefs(doc, e), 'example', ['methods', m, 'examples', i], at));
    if (Array.isArray(method.servers)) method.servers.forEach((s, i) => checkExtensions(s, 'server', ['methods', m, 'servers', i], at));
  });
  const errors = isObject(doc.components) && isObject(doc.components.errors) ? doc.components.errors : {};
  for (const [name, error] of Object.entries(errors)) checkError(error, ['components', 'errors', name], at);
  methods.forEach((method, m) => {
    if (isObject(method) && Array.isArray(method.errors)) method.errors.forEach((e, i) => isObject(e) && !('$ref' in e) && checkError(e, ['methods', m, 'errors', i], at));
  });
  checkExtensions(doc.info, 'info', ['info'], at);
  if (Array.isArray(doc.servers)) doc.servers.forEach((s, i) => checkExtensions(s, 'server', ['servers', i], at));
  return [...issues, ...checkSchemaKeywords(bundle)];
}

function checkReferences(value: unknown, path: Segment[], doc: JsonObject, at: (p: readonly Segment[], m: string) => void): void {
  if (Array.isArray(value)) {
    value.forEach((item, i) => checkReferences(item, [...path, i], doc, at));
    return;
  }
  if (!isObject(value)) return;
  for (const [key, child] of Object.entries(value)) {
    if (key === '$ref' && typeof child === 'string') {
      if (!child.startsWith('#')) at([...path, key], `unresolved $ref ${JSON.stringify(child)}: only file and local references are supported`);
      else if (!getAt(doc, parsePointer(child.slice(1))).found) at([...path, key], `unresolved $ref ${JSON.stringify(child)}: nothing at ${child}`);
    } else if (key !== 'examples' && key !== 'example') {
      // Example values are data: a "$ref" key inside them is not a reference.
      checkReferences(child, [...path, key], doc, at);
    }
  }
}

/** An error's extensions, and that every field `x-message-fields` names is a `<placeholder>` of its message. */
function checkError(error: unknown, path: Segment[], at: (p: readonly Segment[], m: string) => void): void {
  if (!isObject(error)) return;
  checkExtensions(error, 'error', path, at);
  const fields = error['x-message-fields'];
  if (!isObject(fields) || typeof error.message !== 'string') return;
  const placeholders = new Set([...error.message.matchAll(/<([A-Za-z_][\w]*)>/g)].map((m) => m[1]));
  for (const name of Object.keys(fields)) {
    if (!placeholders.has(name)) at([...path, 'x-message-fields', name], `x-message-fields names <${name}>, which the message ${JSON.stringify(error.message)} does not hold`);
  }
}

/**
 * What the schema of `x-cache` cannot say: the rule's parts fit its `when`, each of `blocks` names a param of the
 * method, `finalized` only where the gateway can read a finalized block (`x-family: evm`, or no family), and a write
 * (`x-idempotent: false`) is never cacheable. Only a method whose `x-cache` passed its schema.
 */
function checkCache(method: JsonObject, params: readonly string[], path: Segment[], at: (p: readonly Segment[], m: string) => void): void {
  const rule = method['x-cache'];
  if (!isObject(rule) || (rule.when !== 'found' && rule.when !== 'finalized')) return;
  const here = [...path, 'x-cache'];
  if (method['x-idempotent'] === false) at(here, 'x-cache on a method marked x-idempotent: false: a write is never answered from a cache');
  const blocks = Array.isArray(rule.blocks) ? rule.blocks : [];
  if (rule.when === 'found' && (blocks.length > 0 || rule.resultBlock !== undefined)) {
    at(here, 'x-cache when: found keeps any result but null: blocks and resultBlock belong to when: finalized');
  }
  // The gateway learns a family's finalized block with eth_getBlockByNumber('finalized'): a Solana-style or Starknet
  // node never answers it, so such a rule would keep nothing while `rpcforge diff` reported the method cacheable.
  if (rule.when === 'finalized' && typeof method['x-family'] === 'string' && method['x-family'] !== 'evm') {
    at(here, `x-cache when: finalized on an x-family ${method['x-family']} method: the gateway reads the finalized block with eth_getBlockByNumber, which only evm nodes answer (use when: found, or no x-cache)`);
  }
  if (rule.when === 'finalized' && blocks.length === 0 && rule.resultBlock === undefined) {
    at(here, 'x-cache when: finalized needs blocks (the params naming a block) or resultBlock (the result\'s block number)');
  }
  blocks.forEach((block, i) => {
    if (typeof block !== 'string') return;
    const param = block.split('.')[0] as string;
    if (!params.includes(param)) at([...here, 'blocks', i], `x-cache blocks: ${JSON.stringify(block)} names no param of ${String(method.name)} (its params: ${params.join(', ') || 'none'})`);
  });
}

function checkExtensions(owner: unknown, kind: string, path: Segment[], at: (p: readonly Segment[], m: string) => void): void {
  if (!isObject(owner)) return;
  const validators = extensionValidators();
  for (const definition of extensionDefinitions()) {
    if (!(definition.name in owner)) continue;
    const allowed = definition.restricted.map((r) => placements[r]);
    if (!allowed.includes(kind)) {
      at([...path, definition.name], `extension ${definition.name} is not allowed on a ${kind} object (allowed on: ${definition.restricted.join(', ')})`);
      continue;
    }
    const validate = validators.get(definition.name) as ValidateFunction;
    if (!validate(owner[definition.name])) {
      const error = validate.errors?.[0];
      const inner = error?.instancePath ? error.instancePath.split('/').slice(1).map((s) => (/^\d+$/.test(s) ? Number(s) : s)) : [];
      const detail = error?.keyword === 'const' || error?.keyword === 'enum'
        ? `must be ${JSON.stringify(error.params.allowedValue ?? error.params.allowedValues)}`
        : (error?.message ?? 'invalid');
      const hint = definition.name === 'x-credits' ? ' (credits per call: a non-negative integer, or "not shown")' : '';
      at([...path, definition.name, ...inner], `invalid ${definition.name}: ${detail}${hint}`);
    }
  }
}
