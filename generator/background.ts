// A worker thread for the generator's work that needs nothing from this thread but its input, and whose result is
// needed only later: esbuild's transforms of the emitted modules (emit/dist-stages.ts, validate/example-validators.ts)
// and its bundle of the docs page's validators (emit/docs/try-it.ts), redos-detector's analyses of the spec's
// patterns (validate/pattern-safety.ts), the OpenRPC meta-schema check (validate/meta-schema.ts). A job is posted as
// soon as its input exists, the generation goes on, and the result is collected when needed: the work then runs on
// another core, beside this thread's, instead of after it (a first run at 1,000 methods has about 0.6 s of such work).
//
// The worker signals the end of a job through shared memory, so that this thread can wait for it without an event
// loop, as esbuild's own transformSync does. It runs the same calls this thread would (the code below), so a result
// is the same; a job whose worker could not start or failed gives undefined, and the caller computes on this thread
// as before. The worker lives while some job is under way or a generation holds it (holdBackground), and never keeps
// the process alive.
//
// A worker that dies mid-job (a library calling process.exit, an error thrown outside a job, V8 stopping it past its
// heap limit: ERR_WORKER_OUT_OF_MEMORY) cannot say so itself, and this thread, blocked in Atomics.wait, hears no
// 'exit' event. A second, idle thread does: it holds the other end of a channel the worker holds, whose 'close' it
// hears as the worker's thread goes however it goes, and raises the flags of the jobs under way and the worker's
// `ended` flag. This thread then computes those jobs itself at once, says so on stderr, and the next job goes to a new
// worker.
import { createRequire } from 'node:module';
import { MessageChannel, receiveMessageOnPort, Worker, type MessagePort } from 'node:worker_threads';
import { collectGarbageSource } from './heap.js';

const require = createRequire(import.meta.url);

const workerCode = `
const { parentPort, workerData } = require('node:worker_threads');
const loaded = new Map();
const load = (path) => {
  if (!loaded.has(path)) loaded.set(path, require(path));
  return loaded.get(path);
};
${collectGarbageSource}
const tasks = {
  // esbuild's transform of each module, all at once (esbuild works on them in parallel).
  async strip({ esbuildPath, options, sources }) {
    const esbuild = load(esbuildPath);
    const results = await Promise.all(sources.map((s) => esbuild.transform(s.contents, { ...options, sourcefile: s.path })));
    return results.map((r) => r.code);
  },
  // esbuild's bundle of modules written to a folder of their own (emit/docs/try-it.ts bundleHere does the same on
  // the calling thread): the bundle's text.
  async bundle({ esbuildPath, options, files, entry, nodePaths }) {
    const esbuild = load(esbuildPath);
    const { mkdirSync, mkdtempSync, rmSync, writeFileSync } = require('node:fs');
    const { dirname, join } = require('node:path');
    const dir = mkdtempSync(join(require('node:os').tmpdir(), 'rpcforge-bundle-'));
    try {
      for (const file of files) {
        mkdirSync(dirname(join(dir, file.path)), { recursive: true });
        writeFileSync(join(dir, file.path), file.contents);
      }
      const out = await esbuild.build({ ...options, stdin: { ...entry, resolveDir: join(dir, entry.resolveDir) }, nodePaths, write: false });
      return out.outputFiles[0].text;
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  },
  // What validate/pattern-safety.ts analyseHere() computes, for each pattern the worker claims (the calling thread
  // claims the others from the same counter once it needs them): [index, analysis] pairs.
  // Past \`deadline\` (the generation's budget for all its patterns) it claims no more: the calling thread says so
  // for the rest.
  async patterns({ detectorPath, options, patterns, claim, deadline }) {
    const detector = load(detectorPath);
    const next = new Int32Array(claim);
    const done = [];
    for (let i = Atomics.add(next, 0, 1); i < patterns.length && Date.now() < deadline; i = Atomics.add(next, 0, 1)) {
      try {
        const result = detector.isSafePattern(patterns[i], options);
        done.push([i, result.safe ? { safe: true } : { safe: false, error: result.error }]);
      } catch (error) {
        done.push([i, { threw: error.message }]);
      }
    }
    return done;
  },
  // validate/meta-schema.ts's check: @open-rpc/schema-utils-js's validator on the document's JSON text, its outcome
  // as the calling thread reads it (passed, the validation error's message, or what it threw).
  // What it parsed and compiled (tens of MB at 1,000 methods) is collected at once, as generator/heap.ts does on
  // the calling thread: this thread lives on for esbuild's jobs, and its heap counts in the process's peak.
  async metaSchema({ validatorPath, text }) {
    const validate = load(validatorPath).default;
    let outcome;
    try {
      const result = validate(JSON.parse(text));
      outcome = result === true ? { passed: true } : { message: result.message };
    } catch (error) {
      outcome = { threw: String(error?.message ?? error) };
    }
    text = undefined;
    collectGarbage();
    return outcome;
  },
};
// The watcher (below) hears this thread end, whatever ends it; when JavaScript still runs at the end, the exit code
// is left for the calling thread's stderr line (none left: V8 stopped the thread, out of memory).
process.on('exit', (code) => Atomics.store(new Int32Array(workerData.life), 1, code + 1));
parentPort.on('message', ({ task, input, port, flag }) => {
  const finish = (message) => {
    try {
      port.postMessage(message);
      port.close();
    } finally {
      const done = new Int32Array(flag);
      Atomics.store(done, 0, 1);
      Atomics.notify(done, 0);
    }
  };
  // Test hook (backgroundTestHooks): fill the heap until V8 stops this thread.
  if (task === workerData.fillHeapIn) for (const kept = []; ; ) kept.push(new Array(100_000).fill(0.5));
  Promise.resolve()
    .then(() => tasks[task](input))
    .then((result) => finish({ result }), (error) => finish({ error: String((error && error.message) || error) }));
});
`;

// The watcher: given each job's flag, it raises those still down, and the worker's ended flag (life[0]), once the
// worker's end of their channel closes (the worker's thread is gone). A job posted after that is raised at once.
const watcherCode = `
const { parentPort, workerData } = require('node:worker_threads');
const life = new Int32Array(workerData.life);
const raise = (buffer) => {
  const flag = new Int32Array(buffer);
  Atomics.store(flag, 0, 1);
  Atomics.notify(flag, 0);
};
let flags = [];
workerData.port.on('close', () => {
  raise(workerData.life);
  for (const flag of flags) raise(flag);
  flags = [];
});
parentPort.on('message', (flag) => {
  if (Atomics.load(life, 0) === 1) return raise(flag);
  // The jobs under way only: a finished job's flag is up.
  flags = flags.filter((f) => Atomics.load(new Int32Array(f), 0) === 0);
  flags.push(flag);
});
`;

/** How long result() waits for a job before computing it here (a worker gone without a word). */
const waitBound = 120_000;
/** After this long, result() says on stderr that it is waiting, once per job. */
const slowNotice = 10_000;

/** The worker and its watcher. */
interface Thread {
  worker: Worker;
  watcher: Worker;
  /** [0]: 1 once the worker's thread is gone (the watcher's word: read here while this thread has no event loop to
   * hear its 'exit'); [1]: its exit code + 1 when its JavaScript ran to the end, 0 when V8 stopped it. */
  life: Int32Array;
  /** Whether its end was said on stderr (once, by the first job that found it gone). */
  told: boolean;
}

let thread: Thread | undefined;
/** The worker's young generation (semi-spaces and all), MB: see where it is started. */
const workerYoungGenerationMb = 4;
const pending = new Set<BackgroundJob<unknown>>();
let holds = 0;

/** What the worker did in this process, for the tests: jobs posted and results it gave, by task; the code of the
 * last error a worker ended with (`ERR_WORKER_OUT_OF_MEMORY`), as its 'error' event gives it once this thread is free. */
export const backgroundStats = {
  posted: { strip: 0, patterns: 0, bundle: 0, metaSchema: 0 },
  answered: { strip: 0, patterns: 0, bundle: 0, metaSchema: 0 },
  lastError: undefined as string | undefined,
};

export type BackgroundTask = 'strip' | 'patterns' | 'bundle' | 'metaSchema';

/**
 * For the tests only (test/background-worker-oom.test.ts); not read from the command line, a config or the
 * environment. Each is used by the next worker started, then cleared: `oldGenerationMb`, its heap limit (V8's
 * `maxOldGenerationSizeMb`), so that filling it is quick; `fillHeapIn`, a task whose job it answers by filling its
 * heap until V8 stops the thread (a real ERR_WORKER_OUT_OF_MEMORY).
 */
export const backgroundTestHooks: { oldGenerationMb?: number; fillHeapIn?: BackgroundTask } = {};

function startThread(): Thread {
  const life = new Int32Array(new SharedArrayBuffer(8));
  const { port1, port2 } = new MessageChannel();
  const { oldGenerationMb, fillHeapIn } = backgroundTestHooks;
  delete backgroundTestHooks.oldGenerationMb;
  delete backgroundTestHooks.fillHeapIn;
  // Its young generation kept small: V8's default (two 16 MB semi-spaces) is sized for a thread that allocates
  // fast, and this one mostly waits on esbuild; the 32 MB it commits count in the process's peak memory
  // (at 1,000 methods a first run peaked 25-45 MB lower with 4 MB, in the same time).
  const resourceLimits = { maxYoungGenerationSizeMb: workerYoungGenerationMb, ...(oldGenerationMb === undefined ? {} : { maxOldGenerationSizeMb: oldGenerationMb }) };
  const worker = new Worker(workerCode, { eval: true, workerData: { life: life.buffer, port: port1, fillHeapIn }, transferList: [port1], resourceLimits });
  worker.unref();
  // A worker that fails reports nothing to a job (the watcher raises its flag): the caller then computes here.
  worker.on('error', (error: Error & { code?: string }) => void (backgroundStats.lastError = error.code ?? error.message));
  // Idle but for the worker's end and a message per job: about 2.5 MB of the process's memory while the worker lives.
  let watcher: Worker;
  try {
    watcher = new Worker(watcherCode, { eval: true, workerData: { life: life.buffer, port: port2 }, transferList: [port2] });
  } catch (error) {
    // No thread for it (the caller's jobs are then done here): the worker is not left behind.
    void worker.terminate();
    throw error;
  }
  watcher.unref();
  watcher.on('error', () => undefined);
  return { worker, watcher, life, told: false };
}

function endThread(): void {
  if (thread === undefined) return;
  void thread.worker.terminate();
  void thread.watcher.terminate();
  thread = undefined;
}

/** Work posted to the worker thread; result() waits for it. */
export class BackgroundJob<T> {
  private done: Int32Array | undefined;
  private port: MessagePort | undefined;
  private value: { result?: T } | undefined;
  /** The thread it was posted to: whether that thread is gone, and how. */
  private thread: Thread | undefined;

  constructor(
    private readonly task: BackgroundTask,
    input: unknown,
  ) {
    try {
      // Gone: the next job goes to a new thread (a job posted there would never be answered).
      if (thread !== undefined && Atomics.load(thread.life, 0) === 1) endThread();
      thread ??= startThread();
      const { port1, port2 } = new MessageChannel();
      const flag = new SharedArrayBuffer(4);
      thread.worker.postMessage({ task, input, port: port2, flag }, [port2]);
      thread.watcher.postMessage(flag);
      this.thread = thread;
      this.done = new Int32Array(flag);
      this.port = port1;
      pending.add(this);
      backgroundStats.posted[task]++;
    } catch {
      // No worker here: result() gives undefined.
    }
  }

  /** The result, waiting for it; undefined when the worker failed or could not start. */
  result(): T | undefined {
    if (this.value !== undefined) return this.value.result;
    let result: T | undefined;
    if (this.done !== undefined && this.port !== undefined) {
      // Bounded, in case the thread died without a word: then the caller does the work.
      const started = Date.now();
      const deadline = started + waitBound;
      let told = false;
      while (Atomics.load(this.done, 0) === 0 && Date.now() < deadline) {
        Atomics.wait(this.done, 0, 0, 1_000);
        // A long job (or a watcher that could not hear the worker go): say why the run stands still.
        if (!told && Date.now() - started >= slowNotice && Atomics.load(this.done, 0) === 0) {
          told = true;
          process.stderr.write(`rpcforge: the background worker's ${this.task} job has run ${Math.round((Date.now() - started) / 1000)} s; waiting up to ${waitBound / 1000} s, then doing it here\n`);
        }
      }
      const message = receiveMessageOnPort(this.port)?.message as { result?: T } | undefined;
      result = message?.result;
      if (result !== undefined) backgroundStats.answered[this.task]++;
      else if (message === undefined) this.sayGone();
    }
    this.value = { result };
    this.abandon();
    return result;
  }

  /** Says on stderr, once per worker, that it ended before it answered this job, and how. */
  private sayGone(): void {
    const gone = this.thread;
    if (gone === undefined || gone.told || Atomics.load(gone.life, 0) !== 1) return;
    gone.told = true;
    const code = Atomics.load(gone.life, 1);
    const how = code === 0 ? 'was stopped by V8, out of memory (its heap past its limit)' : `ended (exit code ${code - 1})`;
    process.stderr.write(`rpcforge: the background worker ${how} during its ${this.task} job: doing its jobs here, and the next in a new worker\n`);
  }

  /** Waits, blocking, until the worker has finished this job or `deadline` (Date.now()) passes; true once it has. */
  finishedBy(deadline: number): boolean {
    if (this.done === undefined) return true;
    while (Atomics.load(this.done, 0) === 0 && Date.now() < deadline) Atomics.wait(this.done, 0, 0, Math.max(1, Math.min(1_000, deadline - Date.now())));
    return Atomics.load(this.done, 0) !== 0;
  }

  /** Lets the job go (collected, or no longer needed). */
  abandon(): void {
    this.port?.close();
    this.port = undefined;
    this.done = undefined;
    this.thread = undefined;
    pending.delete(this);
    endIdleWorker();
  }
}

/**
 * Waits, blocking for at most `timeoutMs`, until the worker has finished every job under way (their results are
 * still to be collected); false if one has not by then. For the tests, which check what the worker did: waiting for
 * the condition instead of a fixed time, which a busy machine can outlast.
 */
export function waitForBackground(timeoutMs: number): boolean {
  const deadline = Date.now() + timeoutMs;
  return [...pending].every((job) => job.finishedBy(deadline));
}

/** Keeps the worker between jobs until releaseBackground (a generation posts several, one after another). */
export function holdBackground(): void {
  holds++;
}

/** Ends a hold; with the last, every job still pending is let go (a generation that failed left it): a caller
 * that still asks for its result computes on its own thread. */
export function releaseBackground(): void {
  holds = Math.max(0, holds - 1);
  if (holds === 0) for (const job of [...pending]) job.abandon();
  endIdleWorker();
}

function endIdleWorker(): void {
  if (pending.size > 0 || holds > 0) return;
  endThread();
}

/** The path `require` resolves a package to here, for the worker to load the same file. */
export function resolvePackage(name: string): string {
  return require.resolve(name);
}
