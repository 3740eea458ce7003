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

const verdicts = new Map<string, string | undefined>();
const analyses = new DiskCache('pattern-safety', { maxEntries: 5_000, maxBytes: 4 * 1024 * 1024 });

/** What the analysis found: safe, or the reason it did not prove the pattern safe, or what it threw. */
type Analysis = { safe: true } | { safe: false; error: string } | { threw: string };

function analyse(pattern: string): Analysis {
  const options = { unicode: true, maxSteps, timeout: timeoutMs };
  const key = analyses.key(packageVersion(require, 'redos-detector'), JSON.stringify(options), pattern);
  const cached = analyses.get(key);
  if (cached !== undefined) return JSON.parse(cached) as Analysis;
  let analysis: Analysis;
  try {
    detector ??= require('redos-detector') as typeof RedosDetector;
    const result = detector.isSafePattern(pattern, options);
    analysis = result.safe ? { safe: true } : { safe: false, error: result.error };
  } catch (error) {
    analysis = { threw: (error as Error).message };
  }
  // Only what the step limit decided: a time-out depends on the machine's load, a throw may be running out of stack.
  if ('safe' in analysis && (analysis.safe || analysis.error !== 'timedOut')) analyses.set(key, JSON.stringify(analysis));
  return analysis;
}

/** Why `pattern` (a valid `u`-flag regular expression) is unsafe to run on untrusted input, or undefined when it is safe. */
export function patternHazard(pattern: string): string | undefined {
  if (verdicts.has(pattern)) return verdicts.get(pattern);
  let verdict: string | undefined;
  const analysis = analyse(pattern);
  if ('threw' in analysis) {
    verdict = `cannot be checked for catastrophic backtracking (${analysis.threw}); simplify it`;
  } else if (!analysis.safe) {
    verdict =
      analysis.error === 'hitMaxScore'
        ? 'can backtrack catastrophically: some text matches it in many different ways, so a short hostile string can take seconds to test; rewrite it so every text matches one way (e.g. "(a+)+" → "a+", "(a|a)*" → "a*")'
        : 'is too complex to prove free of catastrophic backtracking; simplify it';
  }
  verdicts.set(pattern, verdict);
  return verdict;
}
