// The pattern compiler turns simple anchored patterns into character checks. Each compiled check must give the
// same answer as the regular expression (with the u flag, as ajv uses) on matching strings, near misses and noise.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compilePattern } from '../generator/emit/validators/patterns.js';
import { matcherOf } from './support/compiled-pattern.js';
import { referenceDir, repoRoot } from './helpers.js';

function patternsIn(value: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((v) => patternsIn(v, out));
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (k === 'pattern' && typeof v === 'string') out.add(v);
      else if (k === 'patternProperties' && v && typeof v === 'object') Object.keys(v).forEach((p) => out.add(p));
      else if (k !== 'examples') patternsIn(v, out);
    }
  }
  return out;
}

const ours = patternsIn(JSON.parse(readFileSync(join(repoRoot, 'generated/openrpc.json'), 'utf8')));
const eth = patternsIn(JSON.parse(readFileSync(join(referenceDir, 'execution-apis/openrpc.json'), 'utf8')));
const tricky = ['^a?b$', '^x+y*z{2,3}$', '^[a-c]{1,3}[d-f]$', '^0x(?:[0-9a-f]{4})*$', '^\\d{3}-\\d{4}$', '^(0|[1-9][0-9]*)$', '^[A-Za-z_$][\\w$]*$', '^[\\-+]?[0-9]+$', '^(ab|cd)$', '^$'];

describe('pattern compiler', () => {
  const all = [...new Set([...ours, ...eth, ...tricky])].sort();

  it('compiles the hex and base58 patterns of the gateway spec', () => {
    for (const p of ['^0x[0-9a-f]{64}$', '^0x[0-9a-fA-F]{40}$', '^0x(0|[1-9a-f][0-9a-f]*)$', '^0x([0-9a-f][0-9a-f])*$', '^[1-9A-HJ-NP-Za-km-z]+$']) {
      expect(ours.has(p), p).toBe(true);
      expect(compilePattern(p), p).toBeDefined();
    }
  });

  it('leaves to RegExp what it cannot decide without backtracking', () => {
    for (const p of ['^[0-9]*[0-9]$', '^a*a$', '^(?=x)x$', '^(a)\\1$', '^[^a]$', 'abc', '^a|b$', '^(a|b)*$', '^(a(b))$', '^.$', '^\\w$']) {
      expect(compilePattern(p), p).toBeUndefined();
    }
  });

  for (const source of all) {
    const matcher = matcherOf(source);
    if (!matcher) continue;
    it(`agrees with RegExp: ${source}`, () => {
      const re = new RegExp(source, 'u');
      const matching = (() => {
        try {
          return fc.stringMatching(new RegExp(source));
        } catch {
          return fc.string();
        }
      })();
      const nearMiss = fc.tuple(matching, fc.nat(), fc.constantFrom('A', 'F', 'g', '0', 'x', ' ', '\u00e9', '\ud83d\ude00', '')).map(([s, at, c]) => {
        const i = s.length === 0 ? 0 : at % s.length;
        return at % 3 === 0 ? s.slice(0, i) + c + s.slice(i + 1) : at % 3 === 1 ? s.slice(0, i) + c + s.slice(i) : s.slice(0, i);
      });
      fc.assert(
        fc.property(fc.oneof(matching, nearMiss, fc.string({ unit: 'binary' })), (s) => {
          expect(matcher(s)).toBe(re.test(s));
        }),
        { seed: 7, numRuns: 300 },
      );
    });
  }
});

describe('long runs: checked as words of encoded bytes', () => {
  // From 128 characters on, a run of a set of at most three ASCII ranges is encoded into a 16 KiB scratch buffer a
  // chunk at a time and checked four bytes a word (ALL_CHARS_SOURCE); other sets, and shorter runs, take the lookup
  // loop. Both must agree with the RegExp on every length (across chunks), offset within a word, and character.
  const cases: [string, string][] = [
    ['^0x([0-9a-f][0-9a-f])*$', '0123456789abcdef'],
    ['^0x[0-9a-f]*$', '0123456789abcdef'],
    ['^[a-z]+$', 'abcdefghijklmnopqrstuvwxyz'],
    ['^[0-9A-Za-z]*$', '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'],
    // Six ranges: the lookup loop, whatever the length.
    ['^[1-9A-HJ-NP-Za-km-z]+$', '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'],
  ];
  // Every neighbour of the ranges' bounds, a character past ASCII of each width, a lone surrogate, NUL and DEL.
  const strangers = ['/', ':', '@', 'G', 'g', '`', '{', 'A', 'Z', '0', 'O', 'l', '\u0000', '\u007f', '\u0080', '\u00ff', '\u00e9', '\u0100', '\ud800', '\ud83d\ude00'];
  for (const [source, alphabet] of cases) {
    it(`agrees with RegExp on runs of 100 to 40,000 characters: ${source}`, () => {
      const matcher = matcherOf(source)!;
      expect(matcher).toBeDefined();
      const re = new RegExp(source, 'u');
      const prefix = source.startsWith('^0x') ? '0x' : '';
      const run = fc.tuple(fc.integer({ min: 100, max: 40_000 }), fc.integer(), fc.nat(), fc.constantFrom(...strangers), fc.boolean());
      fc.assert(
        fc.property(run, ([length, seed, at, stranger, spoil]) => {
          let text = '';
          let x = seed | 1;
          for (let i = 0; i < length; i++) {
            x ^= x << 13;
            x ^= x >>> 17;
            x ^= x << 5;
            text += alphabet[(x >>> 0) % alphabet.length];
          }
          const i = at % length;
          const s = prefix + (spoil ? text.slice(0, i) + stranger + text.slice(i + 1) : text);
          expect(matcher(s)).toBe(re.test(s));
        }),
        { seed: 11, numRuns: 150 },
      );
    });
  }

  it('takes the word path for a hex run, and refuses a stranger in every byte of a word and past a chunk', () => {
    const matcher = matcherOf('^0x[0-9a-f]*$')!;
    const hex = '0123456789abcdef'.repeat(2100); // 33,600 characters: three chunks
    expect(matcher(`0x${hex}`)).toBe(true);
    for (const at of [0, 1, 2, 3, 127, 128, 16_383, 16_384, 16_385, 32_767, 32_768, hex.length - 1]) {
      for (const stranger of ['g', '/', ':', '`', 'G', '\u00e9']) {
        expect(matcher(`0x${hex.slice(0, at)}${stranger}${hex.slice(at + 1)}`), `${stranger} at ${at}`).toBe(false);
      }
    }
  });
});
