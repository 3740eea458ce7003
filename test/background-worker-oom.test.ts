// The background worker (generator/background.ts) stopped by V8 for going past its heap limit: ERR_WORKER_OUT_OF_MEMORY.
// No JavaScript of the worker runs as it goes, and the generation's thread, blocked in Atomics.wait, hears no 'exit'
// event: it waited out its 120 s bound. Now the worker's watcher hears its thread go; the job is done on the
// generation's thread at once, said on stderr, the next jobs go to a new worker, and the output is the golden one.
// The death is real: a test hook (backgroundTestHooks) caps the worker's heap at 64 MB and has it fill its heap in
// its first job, the meta-schema check, which every first generation posts.
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { backgroundStats, backgroundTestHooks } from '../generator/background.js';
import { generate } from '../generator/pipeline.js';
import { until } from './gateway-helpers.js';
import { readTree, repoRoot, tempDir } from './helpers.js';
import { fixturePackage } from './support/fixture-packages.js';

const fixture = join(repoRoot, 'test/fixtures/minimal');

beforeEach(() => {
  // Empty caches: the meta-schema check and esbuild's work are posted to the worker, not read back.
  vi.stubEnv('RPCFORGE_CACHE_DIR', tempDir('rpcforge-background-oom-'));
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('a background worker out of memory during generate', () => {
  it('is given up at once: the job done here, a new worker for the rest, a stderr line, the golden output', async () => {
    const stderr: string[] = [];
    vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => (stderr.push(String(chunk)), true));
    const before = { posted: { ...backgroundStats.posted }, answered: { ...backgroundStats.answered } };
    backgroundTestHooks.oldGenerationMb = 64;
    backgroundTestHooks.fillHeapIn = 'metaSchema';
    const started = Date.now();
    const { files } = generate(join(fixture, 'spec/openrpc.yaml'));
    const seconds = (Date.now() - started) / 1000;
    // The hooks are the first worker's only.
    expect(backgroundTestHooks).toEqual({});
    // Before: 120 s of waiting, then the job here (and a 10 s notice on the way).
    expect(seconds).toBeLessThan(30);
    expect(stderr.join('')).toContain('rpcforge: the background worker was stopped by V8, out of memory (its heap past its limit) during its metaSchema job: doing its jobs here, and the next in a new worker\n');
    expect(stderr.join('')).not.toMatch(/has run \d+ s; waiting/);
    // The check posted and not answered; the esbuild jobs after it answered by a new worker.
    expect(backgroundStats.posted.metaSchema - before.posted.metaSchema).toBe(1);
    expect(backgroundStats.answered.metaSchema).toBe(before.answered.metaSchema);
    expect(backgroundStats.answered.strip - before.answered.strip).toBeGreaterThan(0);
    // What the generation made is the golden case's whole package (its runtime copies put back), byte for byte.
    const golden = readTree(fixturePackage('minimal'));
    expect(files.map((f) => f.path).sort()).toEqual([...golden.keys()].sort());
    for (const file of files) expect(file.contents, file.path).toBe(golden.get(file.path));
    // And it was V8's out-of-memory stop, as the worker's 'error' event says once this thread is free.
    await until(() => backgroundStats.lastError === 'ERR_WORKER_OUT_OF_MEMORY', 10_000, "the worker's error event");
  }, 180_000);
});
