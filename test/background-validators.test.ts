// esbuild's work on the validators during a generation runs in the background worker (generator/background.ts): the
// CommonJS the examples check loads (validate/example-validators.ts startCommonJs) and the bundle the docs page's Try
// it inlines (emit/docs/try-it.ts startValidatorsScript), while the generation emits other modules. What the worker
// gives is what this thread computes, and a module esbuild rejects still fails with esbuild's own error.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { backgroundStats, waitForBackground } from '../generator/background.js';
import { withoutBanner } from '../generator/emit/banner.js';
import { validatorsScript } from '../generator/emit/docs/try-it.js';
import { packageChecks } from '../generator/emit/validators/emit-validators.js';
import { generate } from '../generator/pipeline.js';
import { packageValidators, startCommonJs } from '../generator/validate/example-validators.js';
import { repoRoot, tempDir } from './helpers.js';

const ownSpec = join(repoRoot, 'spec/openrpc.yaml');
const cjs = { loader: 'ts', format: 'cjs', target: 'es2022' } as const;

beforeEach(() => {
  // Empty caches: what is asked of esbuild is computed, not read back.
  vi.stubEnv('RPCFORGE_CACHE_DIR', tempDir('rpcforge-background-validators-'));
});

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('esbuild on the validators, in the background', () => {
  it('a generation bundles the page validators there, and the page holds what bundling here gives', () => {
    const before = backgroundStats.answered.bundle;
    const generation = generate(ownSpec);
    expect(backgroundStats.answered.bundle - before).toBe(1);
    const page = generation.files.find((f) => f.path === 'docs/index.html')!.contents;
    // Fresh caches again, no job started for this model: bundled on this thread.
    vi.stubEnv('RPCFORGE_CACHE_DIR', tempDir('rpcforge-background-validators-here-'));
    const here = validatorsScript(generation.model);
    expect(here).toMatch(/validateParams/);
    expect(page).toContain(here);
  }, 120_000);

  it("the examples check's CommonJS comes from the worker, as esbuild gives it here, and the validators run", async () => {
    const esbuild = await import('esbuild');
    const generation = generate(ownSpec);
    const files = packageChecks(generation.model).files;
    vi.stubEnv('RPCFORGE_CACHE_DIR', tempDir('rpcforge-background-validators-cjs-'));
    const before = backgroundStats.answered.strip;
    const job = startCommonJs(files);
    expect(waitForBackground(60_000)).toBe(true);
    expect(job.ready()).toBe(true);
    for (const file of files) {
      expect(job.take(file.path), file.path).toBe(esbuild.transformSync(withoutBanner(file.contents), { ...cjs, sourcefile: file.path }).code);
    }
    expect(backgroundStats.answered.strip - before).toBe(1);
    const validators = packageValidators(files, startCommonJs(files));
    expect(validators.validateParams('eth_getTransactionByHash', [`0x${'ab'.repeat(32)}`]).ok).toBe(true);
    expect(validators.validateParams('eth_getTransactionByHash', ['0x12']).ok).toBe(false);
  }, 120_000);

  it("a module esbuild rejects fails with esbuild's error, from this thread (the worker's job gave nothing)", () => {
    const broken = [{ path: 'src/broken.ts', contents: 'export const broken: number = ;\n' }];
    const job = startCommonJs(broken);
    expect(() => job.take('src/broken.ts')).toThrow(/src\/broken\.ts:1:30: ERROR: Unexpected ";"/);
  });

  it('the generated package carries the same page as a generation whose caches were warm', () => {
    const first = generate(ownSpec).files.find((f) => f.path === 'docs/index.html')!.contents;
    const again = generate(ownSpec).files.find((f) => f.path === 'docs/index.html')!.contents;
    expect(again).toBe(first);
    expect(readFileSync(join(repoRoot, 'generated/docs/index.html'), 'utf8')).toBe(first);
  }, 120_000);
});
