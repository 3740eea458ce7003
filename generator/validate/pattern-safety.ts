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
import { isSafePattern } from 'redos-detector';

/**
 * Analysis steps per pattern. Every pattern of our spec and of the official Ethereum and Starknet specs is proven
 * safe within 2,000; 5,000 leaves room for more complex honest patterns while a hostile one is refused in well
 * under a second (redos-detector's default, 20,000, takes seconds on `^(a|a)*$`).
 */
const maxSteps = 5_000;
/** A bound on wall time as well, far above what maxSteps takes, in case a pattern makes single steps slow. */
const timeoutMs = 5_000;

const verdicts = new Map<string, string | undefined>();

/** Why `pattern` (a valid `u`-flag regular expression) is unsafe to run on untrusted input, or undefined when it is safe. */
export function patternHazard(pattern: string): string | undefined {
  if (verdicts.has(pattern)) return verdicts.get(pattern);
  let verdict: string | undefined;
  try {
    const result = isSafePattern(pattern, { unicode: true, maxSteps, timeout: timeoutMs });
    if (!result.safe) {
      verdict =
        result.error === 'hitMaxScore'
          ? 'can backtrack catastrophically: some text matches it in many different ways, so a short hostile string can take seconds to test; rewrite it so every text matches one way (e.g. "(a+)+" → "a+", "(a|a)*" → "a*")'
          : 'is too complex to prove free of catastrophic backtracking; simplify it';
    }
  } catch (error) {
    verdict = `cannot be checked for catastrophic backtracking (${(error as Error).message}); simplify it`;
  }
  verdicts.set(pattern, verdict);
  return verdict;
}
