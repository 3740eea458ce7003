// The background worker (generator/background.ts) ending in the middle of a job: a module it loads calls
// process.exit (at load, or later in the job), throws outside the job's promise, or fills the heap until V8 stops the
// thread (ERR_WORKER_OUT_OF_MEMORY, under a 32 MB cap set by the test hook). The calling thread, blocked in
// Atomics.wait, hears no 'exit' event: it waited out its 120 s bound before computing the job itself. Now the job's
// result is undefined at once (the caller computes it), stderr says how the worker ended, and the next job of the
// same generation (the worker held) goes to a new thread and is answered. test/background-worker-oom.test.ts runs a
// whole generation through an out-of-memory death.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BackgroundJob, backgroundTestHooks, holdBackground, releaseBackground, resolvePackage } from '../generator/background.js';
import { tempDir } from './helpers.js';

const dir = tempDir('rpcforge-background-death-');
/** Each module, and the end stderr gives. */
const modules: Record<string, [string, string]> = {
  'exits when loaded': ['process.exit(3);\n', 'ended (exit code 3)'],
  'exits in the middle of the job': ['module.exports = { transform: () => new Promise(() => setTimeout(() => process.exit(4), 50)) };\n', 'ended (exit code 4)'],
  'throws outside the job': ["setTimeout(() => { throw new Error('thrown outside'); }, 20);\nmodule.exports = { transform: () => new Promise(() => {}) };\n", 'ended (exit code 1)'],
  'runs out of memory in the job': ['module.exports = { transform: () => { const kept = []; for (;;) kept.push(new Array(100000).fill(0.5)); } };\n', 'was stopped by V8, out of memory (its heap past its limit)'],
};

const strip = (esbuildPath: string) =>
  new BackgroundJob<string[]>('strip', { esbuildPath, options: { loader: 'ts', format: 'esm' }, sources: [{ path: 'a.ts', contents: 'export const a: number = 1;\n' }] });

afterEach(() => {
  releaseBackground();
  vi.restoreAllMocks();
});

describe('a background worker that ends in the middle of a job', () => {
  it.each(Object.keys(modules))('gives the job up at once, and the next job gets a new worker: %s', (how) => {
    const path = join(dir, `${how.replace(/\W+/g, '-')}.cjs`);
    const [contents, end] = modules[how]!;
    writeFileSync(path, contents);
    const stderr: string[] = [];
    vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => (stderr.push(String(chunk)), true));
    backgroundTestHooks.oldGenerationMb = 32;
    holdBackground();
    const started = Date.now();
    expect(strip(path).result()).toBeUndefined();
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(stderr).toEqual([`rpcforge: the background worker ${end} during its strip job: doing its jobs here, and the next in a new worker\n`]);
    // Same generation (held): a real job now, answered by a new thread.
    const next = Date.now();
    expect(strip(resolvePackage('esbuild')).result()).toEqual(['const a = 1;\nexport {\n  a\n};\n']);
    expect(Date.now() - next).toBeLessThan(10_000);
  }, 300_000);
});
