// The catalogues of methods beyond the spec as the gateway's serving takes them: per method family, the document's
// validators and each method's terms (price, borrowed limits, whether it may be sent twice). The terms are computed
// here, from the catalogue's manifest (catalogue/<name>/catalogue.yaml, read by the generator), so `rpcforge serve`
// and the gateway's own command price a method alike. The validators come from a package generated from the
// document: `rpcforge serve` generates it at start (generator/serve/catalogue.ts); a deployment generates it at build
// time with `rpcforge catalogue` and gives the folder to the gateway (`--catalogue <dir>`, loadBuiltCatalogue below).
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { importFrom } from './package-load.js';

/** The catalogue terms `createUpstream` takes per method (catalogue.ts CatalogueMethod). */
export interface CatalogueMethodTerms {
  credits?: number;
  limitsOf?: string;
  gas?: 'calls';
  idempotent?: boolean;
}

/** What `createUpstream`'s `catalogue` option gets for one family. */
export interface LoadedCatalogue {
  family: string;
  /** The document's path, for the banner. */
  source: string;
  /** The folder of the package generated from it (types and validators): `dist/validators.js` is what checks. */
  dir: string;
  validators: { validateParams(method: string, params: unknown): unknown; validateResult(method: string, result: unknown): unknown };
  methods: Record<string, CatalogueMethodTerms>;
}

/** catalogue.yaml: which family the catalogue serves, its kinds of method for pricing, the limits its methods borrow. */
export interface CatalogueManifest {
  document: string;
  prefix: string;
  kinds: { send?: string[]; logs?: string[] };
  writes: string[];
  limitsOf: Record<string, string>;
  gas: Record<string, 'calls'>;
}

/** Credits per kind (`--credits read=…`, `logs=…`, `send=…`) and per method (`--credits eth_chainId=0`). */
export type CatalogueCredits = Readonly<Record<string, number>>;

/** A parsed manifest checked; `file` names it in the error. */
export function checkManifest(raw: unknown, file: string): CatalogueManifest {
  const m = raw as Partial<CatalogueManifest> | null;
  const names = (v: unknown) => Array.isArray(v) && v.every((n) => typeof n === 'string');
  const record = (v: unknown) => v === undefined || (typeof v === 'object' && v !== null && !Array.isArray(v) && Object.values(v).every((x) => typeof x === 'string'));
  if (typeof m?.document !== 'string' || typeof m.prefix !== 'string' || (m.kinds?.send !== undefined && !names(m.kinds.send)) || (m.kinds?.logs !== undefined && !names(m.kinds.logs))) {
    throw new Error(`${file}: expected document, prefix, kinds { send, logs }, limitsOf and gas`);
  }
  if (m.writes !== undefined && !names(m.writes)) throw new Error(`${file}: writes must be a list of method names`);
  if (!record(m.limitsOf) || !record(m.gas)) throw new Error(`${file}: limitsOf and gas map method names to text`);
  return { document: m.document, prefix: m.prefix, kinds: m.kinds ?? {}, writes: m.writes ?? [], limitsOf: m.limitsOf ?? {}, gas: m.gas ?? {} };
}

/**
 * Each method's terms, the spec's own methods left out. `described`: whether the manifest describes this document
 * (the built-in one); another document's methods are all taken as writes, never sent twice.
 */
export function catalogueMethods(names: readonly string[], manifest: CatalogueManifest, described: boolean, credits: CatalogueCredits, readCredits: number, specNames: ReadonlySet<string>): Record<string, CatalogueMethodTerms> {
  const methods: Record<string, CatalogueMethodTerms> = {};
  for (const name of names) if (!specNames.has(name)) methods[name] = termsOf(name, manifest, described, credits, readCredits, specNames);
  return methods;
}

/** One method's terms: its own price, else its kind's, else what it borrows, else the read price. */
function termsOf(name: string, manifest: CatalogueManifest, described: boolean, credits: CatalogueCredits, readCredits: number, specNames: ReadonlySet<string>): CatalogueMethodTerms {
  const terms: CatalogueMethodTerms = { idempotent: described && !manifest.writes.includes(name) };
  // Own properties only: a method a document names `constructor` or `toString` reads nothing of Object's.
  const borrowed = own(manifest.limitsOf, name);
  if (typeof borrowed === 'string' && specNames.has(borrowed)) {
    terms.limitsOf = borrowed;
    if (own(manifest.gas, name) === 'calls') terms.gas = 'calls';
  }
  const kind = manifest.kinds.send?.includes(name) ? 'send' : manifest.kinds.logs?.includes(name) ? 'logs' : 'read';
  const price = own(credits, name) ?? own(credits, kind) ?? (kind === 'logs' && terms.limitsOf !== undefined ? undefined : readCredits);
  if (price !== undefined) terms.credits = price;
  return terms;
}

/** `record[key]` when it is the record's own property; else undefined. */
function own<T>(record: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.prototype.hasOwnProperty.call(record, key) ? record[key] : undefined;
}

/** `catalogue.json` of a catalogue built by `rpcforge catalogue`: the family, the document it came from, the manifest. */
export interface BuiltCatalogue {
  family: string;
  source: string;
  /** Whether the manifest describes the document (the built-in one); see catalogueMethods. */
  described: boolean;
  manifest: CatalogueManifest;
}

/** The largest catalogue.json or openrpc.json read from a catalogue's folder. */
const maxCatalogueFileBytes = 16 * 1024 * 1024;

function readJson(file: string): unknown {
  let text: string;
  try {
    const bytes = readFileSync(file);
    if (bytes.byteLength > maxCatalogueFileBytes) throw new Error(`larger than ${maxCatalogueFileBytes / 2 ** 20} MiB`);
    text = bytes.toString('utf8');
  } catch (error) {
    throw new Error(`${file}: cannot be read (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new Error(`${file}: not JSON`);
  }
}

/**
 * A catalogue built at build time (`rpcforge catalogue --out <dir>`): its folder holds the package generated from the
 * document (`dist/validators.js`, `openrpc.json`) and `catalogue.json`. Priced here, as `rpcforge serve` prices it.
 */
export async function loadBuiltCatalogue(dir: string, specMethods: readonly { name: string }[], credits: CatalogueCredits, readCredits: number): Promise<LoadedCatalogue> {
  const root = resolve(dir);
  const built = readJson(join(root, 'catalogue.json')) as Partial<BuiltCatalogue> | null;
  if (typeof built?.family !== 'string' || typeof built.source !== 'string' || typeof built.described !== 'boolean') {
    throw new Error(`${join(dir, 'catalogue.json')}: expected family, source, described and manifest (a folder written by rpcforge catalogue)`);
  }
  const manifest = checkManifest(built.manifest, join(dir, 'catalogue.json'));
  const document = readJson(join(root, 'openrpc.json')) as { methods?: { name?: unknown }[] } | null;
  const names = Array.isArray(document?.methods) ? document.methods.map((m) => m?.name).filter((n): n is string => typeof n === 'string') : [];
  let module: { validators?: LoadedCatalogue['validators'] };
  try {
    module = (await importFrom(root, 'dist/validators.js')) as typeof module;
  } catch (error) {
    throw new Error(`${dir}: its dist/validators.js cannot be loaded (${(error as Error).message})`);
  }
  if (module.validators === undefined) throw new Error(`${dir}: its dist/validators.js has no validators`);
  const specNames = new Set(specMethods.map((m) => m.name));
  return { family: built.family, source: built.source, dir: root, validators: module.validators, methods: catalogueMethods(names, manifest, built.described, credits, readCredits, specNames) };
}

/** `createUpstream`'s `catalogue` option for loaded catalogues, with the closed list's names opened. */
export function catalogueOption(catalogues: readonly LoadedCatalogue[], open: readonly string[] = []): { families: Record<string, { validators: LoadedCatalogue['validators']; methods: Record<string, CatalogueMethodTerms> }>; open: readonly string[] } {
  return { families: Object.fromEntries(catalogues.map((c) => [c.family, { validators: c.validators, methods: c.methods }])), open };
}
