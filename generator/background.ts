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
// The flags of the jobs under way. A thread that ends before it answers (a library calling process.exit, an error
// thrown outside a job's promise) raises them all as it goes: the calling thread, blocked in Atomics.wait and deaf to
// the worker's 'exit' event, stops waiting at once and computes the jobs itself, instead of after its 120 s bound.
const inFlight = new Set();
const raise = (flag) => {
  const done = new Int32Array(flag);
  Atomics.store(done, 0, 1);
  Atomics.notify(done, 0);
};
process.on('exit', () => {
  // Ended: the next job goes to a new thread (a job posted here would never be answered).
  Atomics.store(new Int32Array(workerData.ended), 0, 1);
  for (const flag of inFlight) raise(flag);
});
parentPort.on('message', ({ task, input, port, flag }) => {
  inFlight.add(flag);
  const finish = (message) => {
    try {
      port.postMessage(message);
      port.close();
    } finally {
      inFlight.delete(flag);
      raise(flag);
    }
  };
  Promise.resolve()
    .then(() => tasks[task](input))
    .then((result) => finish({ result }), (error) => finish({ error: String((error && error.message) || error) }));
});
`;

/** How long result() waits for a job before computing it here (a worker gone without a word). */
const waitBound = 120_000;
/** After this long, result() says on stderr that it is waiting, once per job. */
const slowNotice = 10_000;

let worker: Worker | undefined;
/** The worker's young generation (semi-spaces and all), MB: see where it is started. */
const workerYoungGenerationMb = 4;
/** Set by the worker as its thread ends: read here while this thread has no event loop to hear its 'exit'. */
let workerEnded: Int32Array | undefined;
const pending = new Set<BackgroundJob<unknown>>();
let holds = 0;

/** What the worker did in this process, for the tests: jobs posted and results it gave, by task. */
export const backgroundStats = {
  posted: { strip: 0, patterns: 0, bundle: 0, metaSchema: 0 },
  answered: { strip: 0, patterns: 0, bundle: 0, metaSchema: 0 },
};

export type BackgroundTask = 'strip' | 'patterns' | 'bundle' | 'metaSchema';

/** Work posted to the worker thread; result() waits for it. */
export class BackgroundJob<T> {
  private done: Int32Array | undefined;
  private port: MessagePort | undefined;
  private value: { result?: T } | undefined;

  constructor(
    private readonly task: BackgroundTask,
    input: unknown,
  ) {
    try {
      if (worker !== undefined && Atomics.load(workerEnded!, 0) === 1) {
        void worker.terminate();
        worker = undefined;
      }
      if (worker === undefined) {
        workerEnded = new Int32Array(new SharedArrayBuffer(4));
        // Its young generation kept small: V8's default (two 16 MB semi-spaces) is sized for a thread that allocates
        // fast, and this one mostly waits on esbuild; the 32 MB it commits count in the process's peak memory
        // (at 1,000 methods a first run peaked 25-45 MB lower with 4 MB, in the same time).
        worker = new Worker(workerCode, { eval: true, workerData: { ended: workerEnded.buffer }, resourceLimits: { maxYoungGenerationSizeMb: workerYoungGenerationMb } });
        worker.unref();
        // A worker that fails reports nothing to a job: the caller then computes on this thread.
        worker.on('error', () => undefined);
      }
      const { port1, port2 } = new MessageChannel();
      const flag = new SharedArrayBuffer(4);
      worker.postMessage({ task, input, port: port2, flag }, [port2]);
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
        // A thread killed without running any code (out of memory) raises no flag: say why the run stands still.
        if (!told && Date.now() - started >= slowNotice && Atomics.load(this.done, 0) === 0) {
          told = true;
          process.stderr.write(`rpcforge: the background worker's ${this.task} job has run ${Math.round((Date.now() - started) / 1000)} s; waiting up to ${waitBound / 1000} s, then doing it here\n`);
        }
      }
      const message = receiveMessageOnPort(this.port)?.message as { result?: T } | undefined;
      result = message?.result;
      if (result !== undefined) backgroundStats.answered[this.task]++;
    }
    this.value = { result };
    this.abandon();
    return result;
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
  if (pending.size > 0 || holds > 0 || worker === undefined) return;
  void worker.terminate();
  worker = undefined;
}

/** The path `require` resolves a package to here, for the worker to load the same file. */
export function resolvePackage(name: string): string {
  return require.resolve(name);
}
