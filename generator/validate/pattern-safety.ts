// A spec's `pattern` runs in the generated validators on every request, against strings the caller chooses. A
// pattern that can match the same text in more than one way (`^(a+)+$`, `^(a|a)*$`, `^(\w+\s?)*$`, or unanchored
// `a+b`) makes a backtracking engine such as V8's take exponential or polynomial time on a short hostile string,
// and one request then blocks the server for seconds. The validators test such a pattern with re2js, in linear
// time, instead (emit/validators/re2-pattern.ts); one that does not translate exactly to RE2 is refused.
//
// The analysis is redos-detector's (a generation-time dependency only; the generated package never loads it): it
// walks every pair of paths through the pattern looking for text both can match, and reports a pattern safe only
// when the backtracking it allows stays bounded per character. Its step limit makes the verdict deterministic and
// quick (milliseconds for the patterns of real specs); a pattern too complex to decide within it is refused too.
//
// Being deterministic, a verdict is kept on disk (../cache.ts) under the pattern, the options and redos-detector's
// version: a fresh process loads and runs the analysis only for a pattern it has not met (loading it and warming it
// up costs a run about a tenth of a second). Only what the step limit decided is kept: not a time-out (it depends on
// the machine's load), nor an exception.
import { createRequire } from 'node:module';
import type * as RedosDetector from 'redos-detector';
import { BackgroundJob, resolvePackage } from '../background.js';
import { DiskCache, packageVersion } from '../cache.js';

const require = createRequire(import.meta.url);
let detector: typeof RedosDetector | undefined;

/**
 * Analysis steps per pattern. Every pattern of our spec and of the official Ethereum and Starknet specs is proven
 * safe within 2,000; 5,000 leaves room for more complex honest patterns while a hostile one is refused in well
 * under a second (redos-detector's default, 20,000, takes seconds on `^(a|a)*$`).
 */
const maxSteps = 5_000;
/** A bound on wall time as well, far above what maxSteps takes, in case a pattern makes single steps slow. */
const timeoutMs = 5_000;

/**
 * A bound on the analysis of one generation's patterns together (withPatternBudget): each pattern is bounded
 * (maxSteps, timeoutMs), but a hostile one takes 0.3-1 s to refuse, so a spec of thousands of them ran for hours
 * without a word. Past it, the patterns left are refused unanalysed (not remembered: the next generation analyses
 * them again). The patterns of real specs take milliseconds in all. Writable for the tests.
 */
export const patternBudget = { ms: 30_000 };
/** When the present budget ends (Date.now()); no bound for a pattern checked outside one. */
let deadline = Number.POSITIVE_INFINITY;

const analyses = new DiskCache('pattern-safety', { maxEntries: 5_000, maxBytes: 4 * 1024 * 1024 });

/** What the analysis found: safe, or the reason it did not prove the pattern safe, or what it threw. */
type Analysis = { safe: true } | { safe: false; error: string } | { threw: string } | { overBudget: true };

const options = { unicode: true, maxSteps, timeout: timeoutMs };
const analysisKey = (pattern: string) => analyses.key(packageVersion(require, 'redos-detector'), JSON.stringify(options), pattern);

/**
 * Patterns analysed in the background worker and on this thread together: the worker takes them one by one from
 * the start; when this thread needs a verdict it takes the ones left from the same counter (shared memory), then
 * waits for the worker's last one. So the analyses end as soon as the two threads can end them.
 */
class SharedAnalyses {
  private readonly claim = new SharedArrayBuffer(4);
  private readonly job: BackgroundJob<[number, Analysis][]>;
  private analysed: Map<string, Analysis> | undefined;

  constructor(private readonly patterns: readonly string[]) {
    this.job = new BackgroundJob('patterns', { detectorPath: resolvePackage('redos-detector'), options, patterns, claim: this.claim, deadline });
  }

  all(): Map<string, Analysis> {
    if (this.analysed === undefined) {
      const next = new Int32Array(this.claim);
      const mine: [number, Analysis][] = [];
      for (let i = Atomics.add(next, 0, 1); i < this.patterns.length; i = Atomics.add(next, 0, 1)) mine.push([i, analyseHere(this.patterns[i]!)]);
      const analysed = new Map<string, Analysis>();
      for (const [i, analysis] of [...(this.job.result() ?? []), ...mine]) analysed.set(this.patterns[i]!, analysis);
      // Any the worker claimed but did not give (it failed): here.
      for (const pattern of this.patterns) if (!analysed.has(pattern)) analysed.set(pattern, analyseHere(pattern));
      this.analysed = analysed;
    }
    return this.analysed;
  }
}

/** Patterns being analysed by a SharedAnalyses (prefetchPatternAnalyses). */
const inBackground = new Map<string, SharedAnalyses>();

/**
 * Starts analysing, in the background worker (../background.ts), the patterns `document` holds that neither this
 * process nor the cache has a verdict for: every `pattern` string and `patternProperties` key outside example and
 * data values, valid with the `u` flag. The worker makes the same call analyseHere() makes, so the verdicts are the
 * same; it loads and runs redos-detector while this thread checks the meta-schema (about 0.15 s of a first run),
 * and this thread takes the rest when it gets there (SharedAnalyses).
 * A pattern not met here is analysed when asked, as before.
 */
export function prefetchPatternAnalyses(document: unknown): void {
  const patterns = new Set<string>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      for (const item of value) visit(item);
      return;
    }
    if (typeof value !== 'object' || value === null) return;
    for (const [key, child] of Object.entries(value)) {
      if (key === 'pattern' && typeof child === 'string') patterns.add(child);
      else if (key === 'patternProperties' && typeof child === 'object' && child !== null && !Array.isArray(child)) for (const p of Object.keys(child)) patterns.add(p);
      if (!dataKeys.has(key)) visit(child);
    }
  };
  visit(document);
  const todo = [...patterns].filter((pattern) => {
    if (hazards.has(pattern) || inBackground.has(pattern)) return false;
    try {
      new RegExp(pattern, 'u');
    } catch {
      return false;
    }
    return analyses.get(analysisKey(pattern)) === undefined;
  });
  if (todo.length === 0) return;
  const shared = new SharedAnalyses(todo);
  for (const pattern of todo) inBackground.set(pattern, shared);
}

/**
 * `run` within the budget: a generation (pipeline.ts, from its start, so the worker's analyses count too), or the
 * checks of a spec loaded by `rpcforge diff` or `test` (schema-keywords.ts). Inside another's budget, that one.
 */
export function withPatternBudget<T>(run: () => T): T {
  if (deadline !== Number.POSITIVE_INFINITY) return run();
  deadline = Date.now() + patternBudget.ms;
  try {
    return run();
  } finally {
    deadline = Number.POSITIVE_INFINITY;
  }
}

/** Keys whose values are data (examples, defaults, enumerations), not schemas. */
const dataKeys = new Set(['examples', 'example', 'default', 'const', 'enum']);

/** Analyses run on this thread in this process, for the tests. */
export const patternStats = { analysedHere: 0 };

/** redos-detector's analysis on this thread. */
function analyseHere(pattern: string): Analysis {
  if (Date.now() >= deadline) return { overBudget: true };
  patternStats.analysedHere++;
  try {
    detector ??= require('redos-detector') as typeof RedosDetector;
    const result = detector.isSafePattern(pattern, options);
    return result.safe ? { safe: true } : { safe: false, error: result.error };
  } catch (error) {
    return { threw: (error as Error).message };
  }
}

function analyse(pattern: string): Analysis {
  const key = analysisKey(pattern);
  const cached = analyses.get(key);
  if (cached !== undefined) return JSON.parse(cached) as Analysis;
  const shared = inBackground.get(pattern);
  inBackground.delete(pattern);
  const analysis = shared?.all().get(pattern) ?? analyseHere(pattern);
  // Only what the step limit decided: a time-out depends on the machine's load, a throw may be running out of stack.
  if ('safe' in analysis && (analysis.safe || analysis.error !== 'timedOut')) analyses.set(key, JSON.stringify(analysis));
  return analysis;
}

/** Why a pattern may not run on RegExp: `analysed` false when the generation's budget ran out before its turn. */
export interface PatternHazard {
  reason: string;
  analysed: boolean;
}

const hazards = new Map<string, PatternHazard | undefined>();

/**
 * Why `pattern` (a valid `u`-flag regular expression) is unsafe to run on untrusted input, or undefined when it is
 * safe. One not analysed within the generation's budget is unsafe for this generation (not remembered): the caller
 * refuses it rather than emit another validator than a run with time to spare would (the verdicts that were reached
 * are cached, so running again gets further).
 */
export function patternHazard(pattern: string): PatternHazard | undefined {
  if (hazards.has(pattern)) return hazards.get(pattern);
  const analysis = analyse(pattern);
  if ('overBudget' in analysis) {
    return {
      reason: `was not checked for catastrophic backtracking: the spec's patterns took more than ${patternBudget.ms / 1000} s of analysis in all (real specs' take milliseconds; hostile or very complex ones take up to seconds each); simplify them, or run again: the verdicts reached are kept`,
      analysed: false,
    };
  }
  let reason: string | undefined;
  if ('threw' in analysis) {
    reason = `cannot be checked for catastrophic backtracking (${analysis.threw}); simplify it`;
  } else if (!analysis.safe) {
    reason =
      analysis.error === 'hitMaxScore'
        ? 'can backtrack catastrophically: some text matches it in many different ways, so a short hostile string can take seconds to test; rewrite it so every text matches one way (e.g. "(a+)+" → "a+", "(a|a)*" → "a*")'
        : 'is too complex to prove free of catastrophic backtracking; simplify it';
  }
  const hazard = reason === undefined ? undefined : { reason, analysed: true };
  hazards.set(pattern, hazard);
  return hazard;
}
