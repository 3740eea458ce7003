// The code emitters on two threads. Printing with ts-morph is most of a generation's time and runs on one core; the
// machine has another. So the generation starts a thread of its own (the emit thread) as it begins, which loads the
// CLI's bundle while this thread loads and checks the spec; once the model is built it is posted there (a structured
// copy: about 40 ms at 1,000 methods), and both threads take the emitters that may run anywhere (code-emitters.ts)
// from one shared counter, the costliest first, while this thread also does what only it can (the examples check,
// the docs page, the document module). A thread that has nothing else to do takes the next emitter itself, so a
// small spec is emitted here before the emit thread has even loaded, and a large one is shared about evenly.
//
// The files an emitter makes are the same on either thread (same code, same model, no shared state), so the output
// does not depend on who emitted what. The emit thread exists only where the CLI runs from its bundle
// (bin/generator-bundle.js tells useEmitThreadModule where it is); elsewhere (the sources through tsx, the tests'
// in-process generations) every emitter runs here, as before. An emitter that throws on the emit thread is run again
// here, so its error is thrown as it always was; a thread that could not start, failed, or went silent for two
// minutes leaves its emitters to this thread.
import { MessageChannel, receiveMessageOnPort, Worker, type MessagePort } from 'node:worker_threads';
import type { EmittedFile } from './emitter.js';
import { codeEmitter, type CodeEmitter, type EmitContext } from './code-emitters.js';
import { precomputedSourceFile, usePrecomputed } from '../cache.js';
import type { Model } from '../model/model.js';

/** The URL of the module (the CLI's bundle) that exports runEmitThread; undefined: no emit thread. */
let threadModule: string | undefined;

/** Where the CLI's bundle is, for the emit thread to load the same code (bin/generator-bundle.js). */
export function useEmitThreadModule(url: string | undefined): void {
  threadModule = url;
}

/** A finished emitter, as the emit thread posts it. */
type Done = { index: number; files: EmittedFile[] } | { index: number; error: string };

/** What the emit thread is given with the model. */
interface Job {
  model: Model;
  context: EmitContext;
  names: string[];
  /** Int32 [next emitter to claim, emitters posted, 1 once the thread has ended]. */
  shared: SharedArrayBuffer;
  port: MessagePort;
  precomputed: string | undefined;
}

// The thread marks its end in the shared counters (even an exit in the middle of an emitter), so that the generation
// stops waiting for it at once.
const workerCode = `
const { parentPort, workerData } = require('node:worker_threads');
const ready = import(workerData.url);
ready.then(() => {
  const loaded = new Int32Array(workerData.loaded);
  Atomics.store(loaded, 0, 1);
  Atomics.notify(loaded, 0);
}, () => undefined);
parentPort.on('message', (job) => {
  const counters = new Int32Array(job.shared);
  process.on('exit', () => {
    Atomics.store(counters, 2, 1);
    Atomics.notify(counters, 1);
  });
  ready.then((cli) => cli.runEmitThread(job)).catch(() => job.port.close()).finally(() => parentPort.close());
});
`;

/** A thread started by startEmitThread, not yet given its job; and its flag, 1 once it has loaded the bundle. */
let idle: Worker | undefined;
let idleLoaded: Int32Array | undefined;

/** What the emit thread did in this process, for the tests: emitters whose files came from it. */
export const emitThreadStats = { emitted: 0 };

/** Starts the emit thread, if there can be one, so that it loads while the spec is read. */
export function startEmitThread(): void {
  if (threadModule === undefined || idle !== undefined) return;
  try {
    idleLoaded = new Int32Array(new SharedArrayBuffer(4));
    idle = new Worker(workerCode, { eval: true, workerData: { url: threadModule, loaded: idleLoaded.buffer } });
    idle.unref();
    idle.on('error', () => undefined);
  } catch {
    idle = undefined;
  }
}

/** For the tests: starts the emit thread and waits, blocking for at most `timeoutMs`, until it has loaded the bundle
 * (a generation would otherwise emit everything here before a slow thread is ready); whether it has. */
export function startEmitThreadLoaded(timeoutMs: number): boolean {
  startEmitThread();
  if (idleLoaded === undefined) return false;
  const deadline = Date.now() + timeoutMs;
  while (Atomics.load(idleLoaded, 0) === 0 && Date.now() < deadline) Atomics.wait(idleLoaded, 0, 0, 50);
  return Atomics.load(idleLoaded, 0) === 1;
}

/** Threads given a job whose generation has not finished it yet. */
const working = new Set<Worker>();

/** Ends the generation's emit thread, wherever it is: never given its job (the generation failed before its model)
 * or given one the generation no longer waits for (it failed after). */
export function stopEmitThread(): void {
  for (const worker of [idle, ...working]) void worker?.terminate();
  idle = undefined;
  working.clear();
}

/** Runs on the emit thread: claims emitters until none is left, posting each one's files as it is done. */
export function runEmitThread(job: Job): void {
  usePrecomputed(job.precomputed);
  const counters = new Int32Array(job.shared);
  try {
    for (let index = Atomics.add(counters, 0, 1); index < job.names.length; index = Atomics.add(counters, 0, 1)) {
      let done: Done;
      try {
        done = { index, files: codeEmitter(job.names[index]!).emit(job.model, job.context) };
      } catch (error) {
        done = { index, error: String((error as Error)?.message ?? error) };
      }
      job.port.postMessage(done);
      Atomics.add(counters, 1, 1);
      Atomics.notify(counters, 1);
    }
  } finally {
    job.port.close();
  }
}

/** Emitters that may run on either thread, shared between this one and the emit thread. */
export class SharedEmission {
  private readonly counters = new Int32Array(new SharedArrayBuffer(12));
  private readonly port: MessagePort | undefined;
  private readonly worker: Worker | undefined;
  /** Files of emitters the emit thread finished, not yet handed over; and which indexes were handed over. */
  private readonly arrived = new Map<number, Done>();
  private readonly handed = new Set<number>();
  /** The indexes whose files came from the emit thread. */
  private readonly theirs = new Set<number>();
  private seen = 0;

  constructor(
    private readonly model: Model,
    private readonly context: EmitContext,
    private readonly emitters: readonly CodeEmitter[],
  ) {
    this.worker = idle;
    idle = undefined;
    if (this.worker === undefined || emitters.length === 0) return;
    try {
      const { port1, port2 } = new MessageChannel();
      const job: Job = { model, context, names: emitters.map((e) => e.name), shared: this.counters.buffer as SharedArrayBuffer, port: port2, precomputed: precomputedSourceFile() };
      this.worker.postMessage(job, [port2]);
      this.port = port1;
      working.add(this.worker);
    } catch {
      // The model could not be posted: every emitter runs here.
      void this.worker.terminate();
      this.worker = undefined;
    }
  }

  /** Hands over, without waiting, each emitter the emit thread has finished. */
  drain(put: (files: EmittedFile[]) => void): void {
    this.receive();
    for (const [index, done] of this.arrived) this.hand(index, done, put);
  }

  /** Runs here the next emitter not yet claimed, if there is one (this thread has time while it waits for another). */
  runOne(put: (files: EmittedFile[]) => void): boolean {
    const index = Atomics.add(this.counters, 0, 1);
    if (index >= this.emitters.length) return false;
    this.handed.add(index);
    put(this.emitters[index]!.emit(this.model, this.context));
    this.drain(put);
    return true;
  }

  /** Runs here every emitter not yet claimed, then waits for those the emit thread claimed, handing each over. */
  finish(put: (files: EmittedFile[]) => void): void {
    try {
      while (this.runOne(put));
      // Every emitter is claimed now; those of the emit thread are waited for, until it has ended, or for two
      // minutes without a finished emitter (it died without a word): then what it claimed runs here.
      let deadline = Date.now() + 120_000;
      while (this.handed.size < this.emitters.length && Date.now() < deadline) {
        // Read before looking, so that a post in between ends the wait at once.
        const posted = Atomics.load(this.counters, 1);
        const ended = Atomics.load(this.counters, 2) === 1;
        const seen = this.seen;
        this.drain(put);
        if (this.seen !== seen) deadline = Date.now() + 120_000;
        else if (ended) break;
        else Atomics.wait(this.counters, 1, posted, 100);
      }
      for (let index = 0; index < this.emitters.length; index++) if (!this.handed.has(index)) this.hand(index, undefined, put);
      if (process.env.RPCFORGE_TRACE_CACHE && this.worker !== undefined) {
        const there = this.emitters.filter((_, index) => this.theirs.has(index)).map((e) => e.name);
        process.stderr.write(`rpcforge cache: emit thread ran ${there.length} of ${this.emitters.length} emitters (${there.join(', ') || 'none'})\n`);
      }
    } finally {
      this.port?.close();
      if (this.worker !== undefined) {
        working.delete(this.worker);
        void this.worker.terminate();
      }
    }
  }

  private receive(): void {
    if (this.port === undefined) return;
    for (let message = receiveMessageOnPort(this.port); message !== undefined; message = receiveMessageOnPort(this.port)) {
      const done = message.message as Done;
      this.arrived.set(done.index, done);
      this.seen++;
    }
  }

  private hand(index: number, done: Done | undefined, put: (files: EmittedFile[]) => void): void {
    this.arrived.delete(index);
    this.handed.add(index);
    if (done !== undefined && 'files' in done) {
      this.theirs.add(index);
      emitThreadStats.emitted++;
    }
    // An emitter that failed there (or never answered) runs here: its error, if it has one, is thrown as ever.
    put(done !== undefined && 'files' in done ? done.files : this.emitters[index]!.emit(this.model, this.context));
  }
}
