// `rpcforge serve`'s catalogues: for each method family, the second OpenRPC document whose methods the gateway
// forwards beyond the spec (catalogue/<name>/: the document and catalogue.yaml), with validators generated from it.
// The EVM family gets catalogue/ethereum/ (the official execution-apis document) by default; `--catalogue
// family=<file>` names another document for a family, `--catalogue family=none` turns it off. The validators come
// from a package generated from the document (types and validators only) into rpcforge's cache folder, under a name
// made of the document's and the generator's digests: a later start with the same document and generator imports it
// without generating (a first generation of the 86-method Ethereum document takes several seconds). A deployment
// builds them once with `rpcforge catalogue --out <dir>` (buildCatalogues) for the gateway's `--catalogue <folder>`;
// the manifest and the prices are the gateway package's (gateway/src/catalogue-terms.ts), for both.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parse as parseYaml } from 'yaml';
import { cacheRoot } from '../cache.js';
import { compareStrings } from '../load/json.js';
import { defaultLimits } from '../load/limits.js';
import { FileRefusal, readSpecText } from '../load/safe-read.js';
import { generate } from '../pipeline.js';
import { StagedOutput } from '../write.js';
import { linkDependencies } from './package.js';
import { catalogueMethods, checkManifest, type BuiltCatalogue, type CatalogueCredits, type CatalogueManifest, type LoadedCatalogue } from '../../gateway/src/catalogue-terms.js';

export { catalogueOption, type CatalogueCredits, type CatalogueMethodTerms, type LoadedCatalogue } from '../../gateway/src/catalogue-terms.js';

const builtIn = fileURLToPath(new URL('../../catalogue/ethereum/catalogue.yaml', import.meta.url));

/**
 * The document of each family's catalogue: the built-in one for the family of the manifest's prefix (the EVM family),
 * changed or turned off by `documents` (`--catalogue family=<file>|none`).
 */
function chosenDocuments(specMethods: readonly { name: string; family?: string }[], documents: Readonly<Record<string, string>>, manifest: CatalogueManifest): { chosen: Map<string, string>; defaultDocument: string } {
  const families = new Set(specMethods.map((m) => m.family ?? 'default'));
  for (const family of Object.keys(documents)) {
    if (!families.has(family)) throw new Error(`--catalogue ${family}=…: the spec has no method family ${family} (it has ${[...families].join(', ')})`);
  }
  const evm = specMethods.find((m) => m.name.startsWith(manifest.prefix))?.family ?? (specMethods.some((m) => m.name.startsWith(manifest.prefix)) ? 'default' : undefined);
  const chosen = new Map<string, string>();
  const defaultDocument = resolve(dirname(builtIn), manifest.document);
  if (evm !== undefined) chosen.set(evm, defaultDocument);
  for (const [family, file] of Object.entries(documents)) {
    if (file === 'none') chosen.delete(family);
    else chosen.set(family, resolve(file));
  }
  return { chosen, defaultDocument };
}

/**
 * The catalogues of the spec's families. `documents`: `--catalogue family=<file>|none`; `readCredits`: the price of a
 * method not otherwise priced; `specMethods`: the spec's method names and families (a borrowed limit needs its method).
 */
export async function loadCatalogues(
  specMethods: readonly { name: string; family?: string }[],
  documents: Readonly<Record<string, string>>,
  credits: CatalogueCredits,
  readCredits: number,
  scratch: string,
  log: (line: string) => void,
): Promise<LoadedCatalogue[]> {
  const manifest = readManifest(builtIn);
  const { chosen, defaultDocument } = chosenDocuments(specMethods, documents, manifest);
  const specNames = new Set(specMethods.map((m) => m.name));
  const loaded: LoadedCatalogue[] = [];
  for (const [family, document] of chosen) {
    const pkg = await catalogueValidators(document, scratch, log);
    const methods = catalogueMethods(pkg.names, manifest, document === defaultDocument, credits, readCredits, specNames);
    loaded.push({ family, source: document, dir: pkg.dir, validators: pkg.validators, methods });
  }
  return loaded;
}

/**
 * `rpcforge catalogue --out <dir>`: each family's catalogue built for a deployment, in `<dir>/<family>/`: the package
 * generated from its document (named `rpcforge-catalogue-<family>`, to be packed and installed beside the gateway)
 * and `catalogue.json` (the family, the document's name, the manifest), which the gateway's `--catalogue <folder>`
 * reads (gateway/src/catalogue-terms.ts loadBuiltCatalogue). Returns the folders written.
 */
export function buildCatalogues(specMethods: readonly { name: string; family?: string }[], documents: Readonly<Record<string, string>>, outDir: string, log: (line: string) => void): string[] {
  const manifest = readManifest(builtIn);
  const { chosen, defaultDocument } = chosenDocuments(specMethods, documents, manifest);
  const written: string[] = [];
  for (const [family, document] of chosen) {
    if (!/^[a-z][a-z0-9-]*$/.test(family)) throw new Error(`catalogue: family ${JSON.stringify(family)} cannot name a package folder (lower-case letters, digits and -)`);
    const dir = join(resolve(outDir), family);
    const text = readDocument(document);
    rmSync(dir, { recursive: true, force: true });
    generateInto(dir, document, text, log, `rpcforge-catalogue-${family}`);
    const built: BuiltCatalogue = { family, source: relative(process.cwd(), document) || document, described: document === defaultDocument, manifest };
    writeFileSync(join(dir, 'catalogue.json'), `${JSON.stringify(built, null, 2)}\n`);
    // Packed with the package (npm pack takes only what `files` lists).
    const manifestFile = join(dir, 'package.json');
    const pkg = JSON.parse(readFileSync(manifestFile, 'utf8')) as { files?: string[] };
    pkg.files = [...(pkg.files ?? []), 'catalogue.json'];
    writeFileSync(manifestFile, `${JSON.stringify(pkg, null, 2)}\n`);
    rmSync(join(dir, '.complete'), { force: true });
    rmSync(join(dir, 'node_modules'), { recursive: true, force: true });
    written.push(dir);
  }
  return written;
}

function readManifest(file: string): CatalogueManifest {
  return checkManifest(parseYaml(readFileSync(file, 'utf8')), file);
}

/** The document's text, bounded as any spec file generate reads (16 MiB), and never a FIFO or a device. */
function readDocument(document: string): string {
  try {
    return readSpecText(document, { maxFileBytes: defaultLimits.maxFileBytes }).text;
  } catch (error) {
    throw new Error(`catalogue ${document}: ${error instanceof FileRefusal ? error.reason : (error as Error).message}`);
  }
}

/** The validators of the package generated from `document` (types and validators), and its method names. */
async function catalogueValidators(document: string, scratch: string, log: (line: string) => void): Promise<{ dir: string; names: string[]; validators: LoadedCatalogue['validators'] }> {
  const text = readDocument(document);
  // The reading of results (readAsNodesAnswer) is part of the generator's files, so of its digest.
  const digest = createHash('sha256').update(text).update(generatorDigest()).digest('hex').slice(0, 24);
  // rpcforge's cache folder, kept across starts; where it cannot be written (a read-only install), this run's own.
  const roots = [cacheRoot(), scratch].filter((root): root is string => root !== undefined);
  for (const [i, root] of roots.entries()) {
    const dir = join(root, `catalogue-${digest}`);
    try {
      if (!existsSync(join(dir, '.complete'))) generateInto(dir, document, text, log);
    } catch (error) {
      if (i < roots.length - 1 && unwritable(error)) continue;
      throw error;
    }
    const validators = (await import(pathToFileURL(join(dir, 'dist/validators.js')).href)) as { validators: LoadedCatalogue['validators'] };
    const bundled = JSON.parse(readFileSync(join(dir, 'openrpc.json'), 'utf8')) as { methods: { name: string }[] };
    return { dir, names: bundled.methods.map((m) => m.name), validators: validators.validators };
  }
  throw new Error(`catalogue ${document}: no folder to generate its validators in`);
}

/** Whether `error` says a folder cannot be written (permissions, a read-only file system, a full disk). */
function unwritable(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === 'EACCES' || code === 'EPERM' || code === 'EROFS' || code === 'ENOSPC' || code === 'ENOTDIR';
}

/**
 * The catalogue's package (types and validators) generated into `dir`: made in a folder of this process's own, then
 * renamed into place whole, so two gateways starting at once never see half a package (the second rename, the
 * folder being there, leaves the first's).
 */
function generateInto(dir: string, document: string, text: string, log: (line: string) => void, packageName = 'rpcforge-catalogue'): void {
  const started = performance.now();
  mkdirSync(dirname(dir), { recursive: true });
  const own = `${dir}.${process.pid}.${Math.random().toString(36).slice(2)}`;
  const output = new StagedOutput(own);
  const source = `${own}.source.json`;
  try {
    // A document that is not JSON goes to the loader as it is, whose error names its line and column; one whose
    // $refs reach other files is read from where it is (its results then as written).
    const json = parseJson(text);
    const parsed = json !== undefined && !refsOtherFiles(json) ? json : undefined;
    if (parsed !== undefined) writeFileSync(source, JSON.stringify(readAsNodesAnswer(parsed)));
    generate(parsed === undefined ? document : source, { outputs: new Set(['types', 'validators']), sink: output, packageName, refRoot: dirname(document) });
    output.finish();
    linkDependencies(own);
    writeFileSync(join(own, '.complete'), 'complete\n');
  } catch (error) {
    output.abort();
    rmSync(own, { recursive: true, force: true });
    if (unwritable(error)) throw error;
    throw new Error(`catalogue ${document}: ${(error as Error).message}`);
  } finally {
    rmSync(source, { force: true });
  }
  try {
    if (existsSync(dir) && !existsSync(join(dir, '.complete'))) rmSync(dir, { recursive: true, force: true });
    renameSync(own, dir);
  } catch {
    // Another process put it there first: use that one.
    rmSync(own, { recursive: true, force: true });
  }
  log(`catalogue: generated validators for ${relative(process.cwd(), document) || document} in ${Math.round(performance.now() - started)} ms (kept in ${dir})`);
}

/** Whether a `$ref` of the document names another file (anything but `#…`), walked to a bounded depth. */
function refsOtherFiles(value: unknown, depth = 0): boolean {
  if (typeof value !== 'object' || value === null || depth > 256) return false;
  if (!Array.isArray(value) && typeof (value as { $ref?: unknown }).$ref === 'string' && !(value as { $ref: string }).$ref.startsWith('#')) return true;
  return Object.values(value).some((v) => refsOtherFiles(v, depth + 1));
}

/** The JSON value of `text`, or undefined when it is none (YAML, or broken). */
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The catalogue's document with its results read as nodes answer them, which is how our spec writes its own: an
 * object may carry fields the document does not list (`additionalProperties: false` dropped: anvil adds
 * `blockTimestamp` to receipts, nodes add fields as forks come), and a result matching several of its `oneOf`
 * shapes is still one of them (`oneOf` read as `anyOf`: the official `eth_getFilterChanges` is an array of hashes or
 * an array of logs, and `[]`, its most common answer, is both). Params are left as written: what a caller sends
 * stays as strict as the document says. Only the results' own schemas are read so; a `$ref` they make is not followed.
 */
function readAsNodesAnswer(document: unknown): unknown {
  const methods = (document as { methods?: unknown }).methods;
  if (!Array.isArray(methods)) return document;
  const relax = (schema: unknown, depth: number): void => {
    if (typeof schema !== 'object' || schema === null || depth > 256) return;
    if (Array.isArray(schema)) {
      for (const item of schema) relax(item, depth + 1);
      return;
    }
    const object = schema as Record<string, unknown>;
    if (object['additionalProperties'] === false) delete object['additionalProperties'];
    if (Array.isArray(object['oneOf']) && object['anyOf'] === undefined) {
      object['anyOf'] = object['oneOf'];
      delete object['oneOf'];
    }
    for (const value of Object.values(object)) relax(value, depth + 1);
  };
  for (const method of methods) relax((method as { result?: { schema?: unknown } } | null)?.result?.schema, 0);
  return document;
}

let digestMemo: string | undefined;
/** A digest of the generator's own files (its sources, or the CLI's bundle): another generator, another package. */
function generatorDigest(): string {
  if (digestMemo !== undefined) return digestMemo;
  const hash = createHash('sha256');
  const root = fileURLToPath(new URL('../', import.meta.url));
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort(compareStrings)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.(ts|js|mjs|json|yaml|hbs|css)$/.test(name)) hash.update(`${relative(root, path)}\0`).update(readFileSync(path));
    }
  };
  walk(root);
  digestMemo = hash.digest('hex');
  return digestMemo;
}
