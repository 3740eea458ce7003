// The background worker (generator/background.ts) ending in the middle of a job: a module it loads calls
// process.exit (at load, or later in the job), or throws outside the job's promise. The calling thread, blocked in
// Atomics.wait, hears no 'exit' event: it waited out its 120 s bound before computing the job itself. Now the job's
// result is undefined at once (the caller computes it), and the next job of the same generation (the worker held)
// goes to a new thread and is answered.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { BackgroundJob, holdBackground, releaseBackground, resolvePackage } from '../generator/background.js';
import { tempDir } from './helpers.js';

const dir = tempDir('rpcforge-background-death-');
const modules: Record<string, string> = {
  'exits when loaded': 'process.exit(3);\n',
  'exits in the middle of the job': 'module.exports = { transform: () => new Promise(() => setTimeout(() => process.exit(4), 50)) };\n',
  'throws outside the job': "setTimeout(() => { throw new Error('thrown outside'); }, 20);\nmodule.exports = { transform: () => new Promise(() => {}) };\n",
};

const strip = (esbuildPath: string) =>
  new BackgroundJob<string[]>('strip', { esbuildPath, options: { loader: 'ts', format: 'esm' }, sources: [{ path: 'a.ts', contents: 'export const a: number = 1;\n' }] });

afterEach(() => releaseBackground());

describe('a background worker that ends in the middle of a job', () => {
  it.each(Object.keys(modules))('gives the job up at once, and the next job gets a new worker: %s', (how) => {
    const path = join(dir, `${how.replace(/\W+/g, '-')}.cjs`);
    writeFileSync(path, modules[how]!);
    holdBackground();
    const started = Date.now();
    expect(strip(path).result()).toBeUndefined();
    expect(Date.now() - started).toBeLessThan(10_000);
    // Same generation (held): a real job now, answered by a new thread.
    const next = Date.now();
    expect(strip(resolvePackage('esbuild')).result()).toEqual(['const a = 1;\nexport {\n  a\n};\n']);
    expect(Date.now() - next).toBeLessThan(10_000);
  }, 300_000);
});
