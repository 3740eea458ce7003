// The two per-module stages of dist/ (emit/package.ts compileDist): esbuild's JavaScript and TypeScript's
// declarations of each emitted module. Both are computed in the background worker (../background.ts) from when a
// module is emitted (startDist), so they run on another core while this thread emits the other modules, and both
// are kept on disk (../cache.ts) under the module's text, its path, the options and the tool's version: a
// regeneration of an unchanged spec reads them, and the runtime modules' (the same in every package) are
// precomputed with the CLI's bundle (../precompute.ts). A job whose worker failed is computed on this thread, the
// same call, so the same bytes.
import { createRequire } from 'node:module';
import type * as Esbuild from 'esbuild';
import type { ts } from 'ts-morph';
import { BackgroundJob, resolvePackage, type BackgroundTask } from '../background.js';
import { DiskCache, packageVersion } from '../cache.js';
import type { EmittedFile } from './emitter.js';
import { declarationSourceOf, forgetPrinted, tsMorph } from './print-module.js';

const require = createRequire(import.meta.url);

/** A stage's result for one module; null: it has none (declarations that need a type checker). */
type Result = string | null;

/**
 * Modules handed to the worker together. `claim`: they are shared out through a counter in shared memory, as the
 * patterns are (validate/pattern-safety.ts): the worker takes them one by one from the start, and when this thread
 * needs them it takes those left and then waits for the worker's last one, so the two threads end together. Without
 * it (esbuild, which works on its own threads) the worker takes them all.
 */
class Batch {
  private readonly job: BackgroundJob<Result[] | [number, Result][]>;
  private results: Result[] | undefined;

  constructor(
    task: BackgroundTask,
    input: object,
    private readonly sources: readonly EmittedFile[],
    private readonly here: (source: EmittedFile) => Result,
    private readonly claim?: SharedArrayBuffer,
  ) {
    this.job = new BackgroundJob(task, claim === undefined ? input : { ...input, claim });
  }

  result(index: number): Result {
    if (this.results === undefined) {
      const results: (Result | undefined)[] = this.sources.map(() => undefined);
      if (this.claim !== undefined) {
        const next = new Int32Array(this.claim);
        for (let i = Atomics.add(next, 0, 1); i < this.sources.length; i = Atomics.add(next, 0, 1)) results[i] = this.here(this.sources[i]!);
      }
      const theirs = this.job.result();
      if (this.claim !== undefined) for (const [i, r] of (theirs ?? []) as [number, Result][]) results[i] = r;
      else if (theirs?.length === this.sources.length) (theirs as Result[]).forEach((r, i) => (results[i] = r));
      // Any the worker did not give (it failed): here, which reports the error of a module at fault.
      this.results = results.map((r, i) => (r === undefined ? this.here(this.sources[i]!) : r));
    }
    return this.results[index]!;
  }

  abandon(): void {
    this.job.abandon();
  }
}

class Stage {
  /** What start() was given, by key: the result (cached or collected), or the batch computing it (and which). */
  private readonly started = new Map<string, Result | { batch: Batch; index: number }>();

  constructor(
    private readonly task: BackgroundTask,
    private readonly cache: DiskCache,
    private readonly key: (source: EmittedFile) => string,
    /** The worker's input for these modules. */
    private readonly input: (sources: readonly EmittedFile[]) => object,
    /** The same computation on this thread. */
    private readonly here: (source: EmittedFile) => Result,
    /** Whether this thread takes its share of a batch when it needs it (Batch). */
    private readonly shared: boolean,
  ) {}

  /** Starts computing what the cache does not hold for `sources`, in the worker. */
  start(sources: readonly EmittedFile[]): void {
    const missing: { key: string; source: EmittedFile }[] = [];
    for (const source of sources) {
      const key = this.key(source);
      if (this.started.has(key) || missing.some((m) => m.key === key)) continue;
      const cached = this.cache.get(key);
      if (cached !== undefined) this.started.set(key, cached);
      else missing.push({ key, source });
    }
    if (missing.length === 0) return;
    const modules = missing.map((m) => m.source);
    const batch = new Batch(this.task, this.input(modules), modules, this.here, this.shared ? new SharedArrayBuffer(4) : undefined);
    missing.forEach(({ key }, index) => this.started.set(key, { batch, index }));
  }

  /** The result of each module: what start() started, from the cache, or computed now; kept in the cache. */
  results(sources: readonly EmittedFile[]): Result[] {
    const keys = sources.map(this.key);
    const unstarted = sources.filter((_, i) => !this.started.has(keys[i]!));
    if (unstarted.length > 0) this.start(unstarted);
    return keys.map((key) => {
      const entry = this.started.get(key)!;
      if (typeof entry === 'string' || entry === null) return entry;
      const result = entry.batch.result(entry.index);
      if (result !== null) this.cache.set(key, result);
      this.started.set(key, result);
      return result;
    });
  }

  /** Forgets what start() started: the next generation starts afresh, and the worker can end. */
  letGo(): void {
    for (const entry of this.started.values()) if (typeof entry === 'object' && entry !== null) entry.batch.abandon();
    this.started.clear();
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
  false,
);

/** TypeScript's declarations of one module from its text alone (isolated declarations): what a type-checked
 * program writes for it, as long as everything it exports has an explicit type. */
export function declarationOptions(): ts.CompilerOptions {
  const { ts } = tsMorph();
  return { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ES2022, newLine: ts.NewLineKind.LineFeed, declaration: true, isolatedDeclarations: true, strict: true };
}

/** declarationOptions() in a cache key (it takes ts-morph to compute): change both together. */
const declarationOptionsKey = 'ES2022 module ES2022 LF declaration isolatedDeclarations strict';

/** A module's declarations, or null when it needs a type checker for them. */
export function transpileDeclaration(source: EmittedFile): string | null {
  const { ts } = tsMorph();
  const dts = ts.transpileDeclaration(declarationSource(source), { fileName: source.path, compilerOptions: declarationOptions(), reportDiagnostics: true });
  return (dts.diagnostics ?? []).length > 0 ? null : dts.outputText;
}

/** What TypeScript reads for a module's declarations: its declaration form when it was printed in this generation
 * (print-module.ts declarationSourceOf: no function bodies, no initializers of typed constants), else its text. */
const declarationSource = (source: EmittedFile) => declarationSourceOf(source.contents) ?? source.contents;

const declarationCache = new DiskCache('declarations', { maxEntries: 2_000, maxBytes: 64 * 1024 * 1024 });

const declarations = new Stage(
  'declarations',
  declarationCache,
  // ts-morph's version fixes TypeScript's; read from its package.json, so that a run whose declarations are all
  // cached does not load it.
  (source) => declarationCache.key(packageVersion(require, 'ts-morph'), declarationOptionsKey, source.path, withoutBanner(source.contents)),
  (sources) => ({ tsMorphPath: resolvePackage('ts-morph'), options: declarationOptions(), sources: sources.map((s) => ({ path: s.path, contents: declarationSource(s) })) }),
  transpileDeclaration,
  true,
);

/**
 * Starts computing the JavaScript and the declarations of `sources` that the caches do not hold, off this thread:
 * the worker then works on another core while the generation goes on (emitting the other modules, rendering the
 * docs page), and compileDist collects them.
 */
export function startDist(sources: readonly EmittedFile[]): void {
  strip.start(sources);
  declarations.start(sources);
}

/** The JavaScript of each module (dist/*.js). */
export function cachedStripTypesOfAll(sources: readonly EmittedFile[]): string[] {
  return strip.results(sources).map((code) => withFinalNewline(code!));
}

/** The declarations of each module (dist/*.d.ts); undefined for one that needs a type checker for them. */
export function cachedDeclarationsOfAll(sources: readonly EmittedFile[]): (string | undefined)[] {
  return declarations.results(sources).map((dts) => (dts === null ? undefined : withFinalNewline(dts)));
}

/** Forgets what startDist started (collected, or not needed after all). */
export function letGoOfStarted(): void {
  strip.letGo();
  declarations.letGo();
  forgetPrinted();
}
