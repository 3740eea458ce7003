// A per-module computation run in the background worker (./background.ts) and kept on disk (./cache.ts): start()
// hands what the cache does not hold to the worker as one batch, take() collects a module's result (waiting if need
// be) and keeps it in the cache. A batch the worker did not answer is computed on this thread, the same call, so the
// same bytes, and a module at fault fails with its own error. Used for esbuild's JavaScript of each emitted module
// (emit/dist-stages.ts) and for the CommonJS of the validators the examples check loads
// (validate/example-validators.ts).
import { BackgroundJob, type BackgroundTask } from './background.js';
import type { DiskCache } from './cache.js';
import type { EmittedFile } from './emit/emitter.js';

/** A stage's result for one module. */
export type Result = string;

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

  /** Whether result() would not wait. */
  finished(): boolean {
    return this.results !== undefined || this.job.finishedBy(Date.now());
  }

  abandon(): void {
    this.job.abandon();
  }
}

export class Stage {
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

  /** Whether taking any result started would not wait for the worker. */
  ready(): boolean {
    for (const entry of this.started.values()) if (typeof entry === 'object' && !entry.batch.finished()) return false;
    return true;
  }

  /** Forgets what start() started: the next generation starts afresh, and the worker can end. */
  letGo(): void {
    for (const entry of this.started.values()) if (typeof entry === 'object') entry.batch.abandon();
    this.started.clear();
    this.keyOf.clear();
  }
}
