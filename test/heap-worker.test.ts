// The background worker (generator/background.ts) collects its heap after the meta-schema check with the text
// generator/heap.ts gives it, built from the very function the calling thread uses: run here in a worker thread of
// its own, as background.ts runs it (an eval'd script: require, no imports), it finds V8's collector and gives back
// what large texts let go.
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { collectGarbageSource } from '../generator/heap.js';

describe("the background worker's collection", () => {
  it('runs from its source alone in a worker thread and frees what was let go', async () => {
    const script = `${collectGarbageSource}
const { parentPort } = require('node:worker_threads');
// Large flat strings go to V8's old generation directly: only a full collection frees them.
let garbage = Array.from({ length: 40 }, (_, i) => JSON.parse('"' + i + 'x'.repeat(2 * 1024 * 1024) + '"'));
const held = garbage.length;
garbage = undefined;
const before = process.memoryUsage().heapUsed;
collectGarbage();
parentPort.postMessage({ held, before, after: process.memoryUsage().heapUsed });
`;
    const worker = new Worker(script, { eval: true });
    try {
      const result = await new Promise<{ held: number; before: number; after: number }>((resolve, reject) => {
        worker.once('message', resolve);
        worker.once('error', reject);
      });
      expect(result.held).toBe(40);
      expect(result.after).toBeLessThan(result.before - 40 * 1024 * 1024);
    } finally {
      await worker.terminate();
    }
  });
});
