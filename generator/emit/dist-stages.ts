// The two per-module stages of dist/ (emit/package.ts CodeOutput): the JavaScript and the declarations of each
// emitted module. esbuild's JavaScript is computed in the background worker (../background.ts) from when a module is
// emitted (startDist), so it runs beside this thread's work, and kept on disk (../cache.ts) under the module's text,
// its path, the options and esbuild's version; a job whose worker failed is computed on this thread, the same call,
// so the same bytes. A generated module's declarations are printed with it by ts-morph (print-module.ts,
// declaration-form.ts); those of a module that has none printed (the hand-written runtime modules, the same in every
// package) are TypeScript's, precomputed with the CLI's bundle (../precompute.ts) and cached under the text.
import { createRequire } from 'node:module';
import type * as Esbuild from 'esbuild';
import type { ts } from 'ts-morph';
import { BackgroundJob, resolvePackage, type BackgroundTask } from '../background.js';
import { DiskCache, packageVersion } from '../cache.js';
import type { EmittedFile } from './emitter.js';
import { tsMorph } from './print-module.js';

const require = createRequire(import.meta.url);

/** A stage's result for one module. */
type Result = string;

/** Reads a module's text back, for the rare job this thread must compute after all (the worker failed): the
 * generation does not hold the texts it handed to the worker (pipeline.ts writes each module as it comes). */
export type ReadModule = (path: string) => string;

/** Modules handed to the worker together (esbuild works on them in parallel on its own threads). */
class Batch {
  private readonly job: BackgroundJob<Result[]>;
  private results: Result[] | undefined;

  constructor(
    task: BackgroundTask,
    input: object,
    private readonly paths: readonly string[],
    private readonly read: ReadModule,
    private readonly here: (source: EmittedFile) => Result,
  ) {
    this.job = new BackgroundJob(task, input);
  }

  result(index: number): Result {
    if (this.results === undefined) {
      const theirs = this.job.result();
      // All of them here when the worker did not give them (it failed): that reports the error of a module at fault.
      this.results = theirs?.length === this.paths.length ? theirs : this.paths.map((path) => this.here({ path, contents: this.read(path) }));
    }
    return this.results[index]!;
  }

  abandon(): void {
    this.job.abandon();
  }
}

class Stage {
  /** What start() was given, by key: the result (cached), or the batch computing it (and which). */
  private readonly started = new Map<string, Result | { batch: Batch; index: number }>();
  /** The key of each module start() was given, by path: what take() finds it by. */
  private readonly keyOf = new Map<string, string>();

  constructor(
    private readonly task: BackgroundTask,
    private readonly cache: DiskCache,
    private readonly key: (source: EmittedFile) => string,
    /** The worker's input for these modules. */
    private readonly input: (sources: readonly EmittedFile[]) => object,
    /** The same computation on this thread. */
    private readonly here: (source: EmittedFile) => Result,
  ) {}

  /** Starts computing what the cache does not hold for `sources`, in the worker; `read` gives a module's text back
   * if this thread must compute it after all (by default the texts are kept until then). */
  start(sources: readonly EmittedFile[], read?: ReadModule): void {
    const missing: { key: string; source: EmittedFile }[] = [];
    for (const source of sources) {
      const key = this.key(source);
      this.keyOf.set(source.path, key);
      if (this.started.has(key) || missing.some((m) => m.key === key)) continue;
      const cached = this.cache.get(key);
      if (cached !== undefined) this.started.set(key, cached);
      else missing.push({ key, source });
    }
    if (missing.length === 0) return;
    const modules = missing.map((m) => m.source);
    const kept = new Map(modules.map((m) => [m.path, m.contents]));
    const batch = new Batch(this.task, this.input(modules), modules.map((m) => m.path), read ?? ((path) => kept.get(path)!), this.here);
    missing.forEach(({ key }, index) => this.started.set(key, { batch, index }));
  }

  /** The result of the module at `path`, which start() was given: cached, or collected from the worker and kept in
   * the cache; then forgotten here, so that the text is held no longer than its caller holds it. */
  take(path: string): Result {
    const key = this.keyOf.get(path);
    if (key === undefined) throw new Error(`rpcforge: ${path} was not started`);
    this.keyOf.delete(path);
    return this.takeKey(key);
  }

  private takeKey(key: string): Result {
    const entry = this.started.get(key);
    if (entry === undefined) throw new Error('rpcforge: a module was not started');
    this.started.delete(key);
    if (typeof entry === 'string') return entry;
    const result = entry.batch.result(entry.index);
    this.cache.set(key, result);
    return result;
  }

  /** The result of each module: what start() started, from the cache, or computed now; kept in the cache. Modules
   * are told apart by their key (two stand-ins may share a path). */
  results(sources: readonly EmittedFile[]): Result[] {
    const keys = sources.map(this.key);
    this.start(sources.filter((_, i) => !this.started.has(keys[i]!)));
    const taken = new Map<string, Result>();
    return keys.map((key) => {
      if (!taken.has(key)) taken.set(key, this.takeKey(key));
      return taken.get(key)!;
    });
  }

  /** Forgets what start() started: the next generation starts afresh, and the worker can end. */
  letGo(): void {
    for (const entry of this.started.values()) if (typeof entry === 'object') entry.batch.abandon();
    this.started.clear();
    this.keyOf.clear();
  }
}

const withFinalNewline = (text: string) => (text.endsWith('\n') ? text : `${text}\n`);

/**
 * What of a module its JavaScript and declarations depend on. Every module starts with the banner (./banner.ts),
 * which names the spec's version and hash, so an edit of the spec changes every module, the runtime modules
 * included. The banner is a line comment neither esbuild nor the declaration emitter keeps, so it is left out of the
 * key, unless it holds what makes esbuild keep a comment or read it as an annotation (`//!`, `@license`,
 * `@preserve`, `@__PURE__`, `#__PURE__`, `//# sourceMappingURL`: none without `@`, `#` or `!`).
 */
function withoutBanner(contents: string): string {
  const end = contents.indexOf('\n');
  return end !== -1 && /^\/\/ Generated by rpcforge from [^@#!]*$/.test(contents.slice(0, end)) ? contents.slice(end + 1) : contents;
}

const sourcesOnly = (sources: readonly EmittedFile[]) => sources.map(({ path, contents }) => ({ path, contents }));

/**
 * JavaScript of one module: esbuild strips the types in a few milliseconds per megabyte, where TypeScript's own
 * transpileModule takes seconds in a fresh process. Same semantics as tsc for ES2022 output (class fields defined,
 * type-only imports elided); comments other than JSDoc are dropped, and src/ next to dist/ is what a reader reads.
 * esbuild is loaded here only when the worker failed.
 */
const stripOptions = { loader: 'ts', format: 'esm', target: 'es2022', legalComments: 'inline' } as const;
const stripCache = new DiskCache('strip-types', { maxEntries: 2_000, maxBytes: 64 * 1024 * 1024 });
let esbuild: typeof Esbuild | undefined;

const strip = new Stage(
  'strip',
  stripCache,
  (source) => stripCache.key(packageVersion(require, 'esbuild'), JSON.stringify(stripOptions), source.path, withoutBanner(source.contents)),
  (sources) => ({ esbuildPath: resolvePackage('esbuild'), options: stripOptions, sources: sourcesOnly(sources) }),
  (source) => {
    esbuild ??= require('esbuild') as typeof Esbuild;
    return esbuild.transformSync(source.contents, { ...stripOptions, sourcefile: source.path }).code;
  },
);

/** TypeScript's declarations of one module from its text alone (isolated declarations): what a type-checked
 * program writes for it, as long as everything it exports has an explicit type. */
export function declarationOptions(): ts.CompilerOptions {
  const { ts } = tsMorph();
  return { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ES2022, newLine: ts.NewLineKind.LineFeed, declaration: true, isolatedDeclarations: true, strict: true };
}

/** declarationOptions() in a cache key (it takes ts-morph to compute): change both together. */
const declarationOptionsKey = 'ES2022 module ES2022 LF declaration isolatedDeclarations strict';

/** A module's declarations by TypeScript, or null when it needs a type checker for them. */
export function transpileDeclaration(source: EmittedFile): string | null {
  const { ts } = tsMorph();
  const dts = ts.transpileDeclaration(source.contents, { fileName: source.path, compilerOptions: declarationOptions(), reportDiagnostics: true });
  return (dts.diagnostics ?? []).length > 0 ? null : dts.outputText;
}

const declarationCache = new DiskCache('declarations', { maxEntries: 2_000, maxBytes: 64 * 1024 * 1024 });

/** TypeScript's declarations of a module that has none printed (a runtime module: precomputed with the bundle), kept
 * in the cache under its text; null when it needs a type checker. */
function typeScriptDeclarations(source: EmittedFile): string | null {
  // ts-morph's version fixes TypeScript's; read from its package.json, so that a run whose declarations are all
  // cached does not load it.
  const key = declarationCache.key(packageVersion(require, 'ts-morph'), declarationOptionsKey, source.path, withoutBanner(source.contents));
  const cached = declarationCache.get(key);
  if (cached !== undefined) return cached;
  const computed = transpileDeclaration(source);
  if (computed !== null) declarationCache.set(key, computed);
  return computed;
}

/**
 * Starts computing the JavaScript and the declarations of `sources` that the caches do not hold, off this thread:
 * the worker then works on another core while the generation goes on (emitting the other modules, rendering the
 * docs page), and CodeOutput collects them.
 */
export function startDist(sources: readonly EmittedFile[], read?: ReadModule): void {
  strip.start(sources, read);
}

/** The JavaScript of the module at `path` (dist/*.js), which startDist was given; forgotten here once taken. */
export function takeStripTypes(path: string): string {
  return withFinalNewline(strip.take(path));
}

/** The declarations of one module (dist/*.d.ts): those printed with it, or TypeScript's (a runtime module);
 * undefined when it needs a type checker for them. */
export function declarationsOf(source: EmittedFile): string | undefined {
  const dts = source.declarations ?? typeScriptDeclarations(source);
  return dts === null ? undefined : withFinalNewline(dts);
}

/** The JavaScript of each module (dist/*.js). */
export function cachedStripTypesOfAll(sources: readonly EmittedFile[]): string[] {
  return strip.results(sources).map(withFinalNewline);
}

/** The declarations of each module (dist/*.d.ts); undefined for one that needs a type checker for them. */
export function cachedDeclarationsOfAll(sources: readonly EmittedFile[]): (string | undefined)[] {
  return sources.map(declarationsOf);
}

/** Forgets what startDist started (collected, or not needed after all). */
export function letGoOfStarted(): void {
  strip.letGo();
}
