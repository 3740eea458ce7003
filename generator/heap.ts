// The generator's heap between stages. V8 collects its old generation only when it reaches a limit it sets at two to
// four times what the last full collection kept, and every large string (a printed module, a literal of the
// document: anything over about 128 KB) is allocated there directly, so the texts a generation lets go pile up until
// that limit: at 1,000 methods the heap held some 250 MB of which about 80 MB were alive, and that set the process's
// peak memory. settleHeap() runs a full collection when the heap has grown well past what the last one kept, between
// the stages that let large texts go (pipeline.ts), the way jest's leak detector reaches V8's collector without the
// --expose-gc flag on the command line. It is only ever a hint: where it cannot be had, nothing changes but memory.
import { getHeapStatistics, setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

let collect: (() => void) | null | undefined;
/** The heap's size after the last full collection settleHeap ran (bytes). */
let settled = 0;

/**
 * V8's full collection, reached without --expose-gc on the command line; null where it cannot be had. It uses nothing
 * but its arguments, so that the background worker (an eval'd script with no imports) runs its very source
 * (collectGarbageSource below).
 */
export function exposeGc(v8: { setFlagsFromString(flags: string): void }, vm: { runInNewContext(code: string): unknown }): (() => void) | null {
  try {
    v8.setFlagsFromString('--expose-gc');
    const gc = vm.runInNewContext('gc');
    return typeof gc === 'function' ? (gc as () => void) : null;
  } catch {
    return null;
  }
}

/**
 * `collectGarbage()` for generator/background.ts's worker, which embeds this text in its script: exposeGc's source,
 * given the worker's own node:v8 and node:vm, found once.
 */
export const collectGarbageSource = `const exposeGc = ${String(exposeGc)};
let collect;
const collectGarbage = () => {
  try {
    if (collect === undefined) collect = exposeGc(require('node:v8'), require('node:vm'));
    if (collect !== null) collect();
  } catch {
    // Only a hint.
  }
};`;

function collector(): (() => void) | null {
  if (collect === undefined) collect = exposeGc({ setFlagsFromString }, { runInNewContext });
  return collect;
}

/** Heap growth past the last settled size below which a collection is not worth its time (a full collection of a
 * 100 MB heap takes 50–150 ms here). Measured at 1,000 methods: this and half again, 6 collections (about 0.4 s) and
 * a peak of 390-410 MB; twice and 64 MB, 3 and 435-445 MB; a quarter and 32 MB, 8 and no lower peak than 1.5. */
const slack = 48 * 1024 * 1024;

/**
 * A full collection if the heap grew by more than `slack` and half again since the last: what a stage let go is
 * given back before the next stage's garbage piles on it. Returns whether it collected.
 */
export function settleHeap(): boolean {
  const used = getHeapStatistics().used_heap_size;
  if (used < settled * 1.5 || used - settled < slack) return false;
  const gc = collector();
  if (gc === null) return false;
  gc();
  settled = getHeapStatistics().used_heap_size;
  return true;
}
