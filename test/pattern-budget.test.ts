// The analysis of a spec's patterns for catastrophic backtracking (generator/validate/pattern-safety.ts) is bounded per
// pattern and, since a hostile pattern still takes 0.3-0.7 s to refuse, for the generation as a whole: a spec of many
// hostile patterns ends in about the budget, every pattern it did not reach refused with a located error that says
// why (not given RE2 or RegExp by chance of the machine's speed), and nothing of the budget is remembered past the
// generation.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SpecError } from '../generator/errors.js';
import { loadSide } from '../generator/diff/source.js';
import { generate } from '../generator/pipeline.js';
import { patternBudget, patternHazard } from '../generator/validate/pattern-safety.js';
import { tempDir } from './helpers.js';

const budgetBefore = patternBudget.ms;

beforeEach(() => {
  // Empty caches: every verdict computed.
  vi.stubEnv('RPCFORGE_CACHE_DIR', tempDir('rpcforge-pattern-budget-'));
});

afterEach(() => {
  patternBudget.ms = budgetBefore;
  vi.unstubAllEnvs();
});

/** Distinct patterns that each take redos-detector hundreds of milliseconds to refuse (hitMaxSteps). */
const hostile = (n: number) => Array.from({ length: n }, (_, i) => `^(a${i}|a${i})*$`);

/** A spec file whose component schemas hold `patterns`. */
function specOf(patterns: readonly string[]): string {
  const dir = tempDir('rpcforge-pattern-budget-spec-');
  const spec = {
    openrpc: '1.2.6',
    info: { title: 'Patterns', version: '1.0.0' },
    methods: [{ name: 'check', params: [], result: { name: 'r', schema: { $ref: '#/components/schemas/S0' } } }],
    components: { schemas: Object.fromEntries(patterns.map((pattern, i) => [`S${i}`, { type: 'string', pattern }])) },
  };
  writeFileSync(join(dir, 'openrpc.json'), JSON.stringify(spec, null, 2));
  return join(dir, 'openrpc.json');
}

describe('the patterns of one generation, analysed within a budget', () => {
  it('40 hostile patterns and a budget of 1 s: done in seconds, the ones not reached refused as such, located', () => {
    patternBudget.ms = 1_000;
    const patterns = hostile(40);
    const started = performance.now();
    let error: unknown;
    try {
      generate(specOf(patterns));
    } catch (e) {
      error = e;
    }
    const seconds = (performance.now() - started) / 1000;
    expect(error).toBeInstanceOf(SpecError);
    const issues = (error as SpecError).issues;
    const notReached = issues.filter((i) => i.message.includes('was not checked for catastrophic backtracking: the spec\'s patterns took more than 1 s of analysis in all'));
    // Without the budget all 40 are analysed (about 35 s here) and pass: each translates to RE2, which the validators
    // then use. Not analysed, a pattern is refused rather than given another validator than a run with time would.
    expect(notReached.length).toBeGreaterThan(20);
    expect(notReached.length).toBeLessThan(40);
    expect(issues).toHaveLength(notReached.length);
    for (const issue of notReached) expect(issue.path).toMatch(/^components\.schemas\.S\d+\.pattern$/);
    expect(notReached[0]!.line).toBeGreaterThan(0);
    // The budget, one pattern in flight on each thread (at most its own 5 s bound), and the rest of the generation.
    expect(seconds).toBeLessThan(12);

    // Nothing of it kept: checked outside a generation, a pattern not reached gets its own verdict.
    const skipped = patterns[Number(/S(\d+)/.exec(notReached.at(-1)!.path)![1])]!;
    expect(patternHazard(skipped)).toEqual({ reason: expect.stringMatching(/too complex to prove|can backtrack catastrophically/), analysed: true });
  }, 60_000);

  it('a spec loaded for `rpcforge diff` or `test` has a budget of its own', () => {
    patternBudget.ms = 1_000;
    const started = performance.now();
    expect(() => loadSide(specOf(hostile(40).map((p) => p.replaceAll('a', 'c'))))).toThrow(/was not checked for catastrophic backtracking/);
    expect((performance.now() - started) / 1000).toBeLessThan(12);
  }, 60_000);
});
