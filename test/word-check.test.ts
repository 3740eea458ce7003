// The word checks of compiled patterns (generator/emit/validators/word-check.ts): a hash or an address is encoded
// whole into a scratch buffer and checked four bytes a word with its ranges written as constants, and an array of
// such strings is joined and checked in one pass. Both must give exactly the RegExp's answer (u flag, as ajv) at the
// thresholds, at every position, for every stranger (past ASCII, lone surrogates), and across the buffer's chunks.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { compilePattern } from '../generator/emit/validators/patterns.js';
import { ASCII_CAPACITY, EACH_MIN, FIXED_WORDS_MIN } from '../generator/emit/validators/word-check.js';
import { validateResult } from '../generated/dist/index.js';
import { mainnetBlock } from '../bench/payloads.js';
import { compiledFunctions } from './support/compiled-pattern.js';
import { repoRoot } from './helpers.js';

// Neighbours of the hex ranges' bounds, a letter of the wrong case, NUL and DEL, a character past ASCII of each
// UTF-8 width, both halves of a surrogate pair alone, and a whole pair.
const strangers = ['/', ':', '@', 'G', 'g', '`', '{', 'A', 'F', 'x', '\u0000', '\u007f', '\u0080', '\u00e9', '\u0130', '\u0660', '\ud800', '\udc00', '\ud83d\ude00'];

/** Seeded digits from `alphabet`: the same strings every run. */
function digits(alphabet: string, length: number, seed: number): string {
  let x = seed | 1;
  let out = '';
  for (let i = 0; i < length; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    out += alphabet[(x >>> 0) % alphabet.length];
  }
  return out;
}

const hex = '0123456789abcdef';

describe('a run at a fixed place: the inline word check, or the lookup loop with constant bounds', () => {
  // Lengths around the threshold and every alignment of the run within a word (the prefix is 0–3 characters).
  const cases: [string, (n: number) => string][] = [];
  for (const n of [1, 2, 3, 4, 5, 16, 31, 32, FIXED_WORDS_MIN - 1, FIXED_WORDS_MIN, FIXED_WORDS_MIN + 1, 63, 64, 65, 66, 67]) cases.push([`^0x[0-9a-f]{${n}}$`, (seed) => `0x${digits(hex, n, seed)}`]);
  cases.push(['^0x[0-9a-fA-F]{40}$', (seed) => `0x${digits('0123456789abcdefABCDEF', 40, seed)}`]);
  cases.push(['^[a-z]{44}$', (seed) => digits('abcdefghijklmnopqrstuvwxyz', 44, seed)]);
  cases.push(['^[xy][0-9]{43}$', (seed) => `y${digits('0123456789', 43, seed)}`]);
  cases.push(['^[xy][0-9]{7}$', (seed) => `x${digits('0123456789', 7, seed)}`]);
  cases.push(['^abc[0-9A-Za-z]{41}$', (seed) => `abc${digits('0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz', 41, seed)}`]);

  for (const [source, valid] of cases) {
    it(`agrees with RegExp at every position: ${source}`, () => {
      const compiled = compilePattern(source)!;
      const run = Number(/\{(\d+)\}/.exec(source)![1]);
      // The word path is taken from the threshold on, the lookup loop below it.
      expect(compiled.usesEncodeAscii, source).toBe(run >= FIXED_WORDS_MIN);
      const { matches } = compiledFunctions(source)!;
      const re = new RegExp(source, 'u');
      for (let seed = 1; seed <= 3; seed++) {
        const s = valid(seed);
        expect(matches(s)).toBe(true);
        const probes = [s.slice(1), `${s}0`, s.slice(0, -1), `0${s.slice(1)}`, ''];
        for (let at = 0; at < s.length; at++) for (const c of strangers) probes.push(s.slice(0, at) + c + s.slice(at + 1), s.slice(0, at) + c + s.slice(at + 2));
        for (const probe of probes) expect(matches(probe), JSON.stringify(probe)).toBe(re.test(probe));
      }
    });
  }

  it('leaves a pattern longer than the scratch buffer to the lookup loop', () => {
    const source = `^0x[0-9a-f]{${ASCII_CAPACITY}}$`;
    expect(compilePattern(source)!.usesEncodeAscii).toBe(false);
    const { matches } = compiledFunctions(source)!;
    const s = `0x${digits(hex, ASCII_CAPACITY, 5)}`;
    expect(matches(s)).toBe(true);
    expect(matches(`${s.slice(0, -1)}g`)).toBe(false);
  });
});

describe('an array of such strings: joined and checked at once', () => {
  const source = '^0x[0-9a-f]{64}$';
  const re = new RegExp(source, 'u');
  const { each } = compiledFunctions(source)!;
  const every = (a: unknown[]) => a.every((s) => typeof s === 'string' && re.test(s));
  const perChunk = Math.floor(ASCII_CAPACITY / 66);
  const hashes = (n: number, seed: number) => Array.from({ length: n }, (_v, i) => `0x${digits(hex, 64, seed * 1000 + i)}`);

  it('is emitted for hashes and addresses, not for variable lengths or short runs', () => {
    expect(compilePattern('^0x[0-9a-f]{64}$')!.each).toBeDefined();
    expect(compilePattern('^0x[0-9a-fA-F]{40}$')!.each).toBeDefined();
    expect(compilePattern('^0x[0-9a-f]{16}$')!.each).toBeUndefined();
    expect(compilePattern('^0x[0-9a-f]{1,64}$')!.each).toBeUndefined();
    expect(compilePattern('^0x([0-9a-f][0-9a-f])*$')!.each).toBeUndefined();
  });

  it('agrees with checking each item, across the chunks of the scratch buffer', () => {
    for (const n of [0, 1, EACH_MIN, 200, perChunk - 1, perChunk, perChunk + 1, 2 * perChunk, 2 * perChunk + 1, 600]) {
      const a = hashes(n, n);
      expect(each!(a), `${n} hashes`).toBe(true);
      // One item spoiled: the first, last and the items at the chunk bounds, at the prefix, at a word bound, at the end.
      for (const item of [...new Set([0, 1, perChunk - 1, perChunk, perChunk + 1, n - 1])].filter((i) => i >= 0 && i < n)) {
        for (const at of [0, 1, 2, 3, 4, 5, 33, 62, 65]) {
          for (const c of strangers) {
            const spoiled = [...a];
            spoiled[item] = a[item]!.slice(0, at) + c + a[item]!.slice(at + 1);
            expect(each!(spoiled), `${n} hashes, item ${item}, ${JSON.stringify(c)} at ${at}`).toBe(every(spoiled));
          }
        }
      }
    }
  });

  it('says no for an item that is no string, too short, too long, or missing', () => {
    const a: unknown[] = hashes(10, 7);
    for (const wrong of [null, 42, { x: 1 }, [a[0]], a[0]!.toString().slice(0, 65), `${a[0]}0`, undefined]) {
      const spoiled = [...a];
      spoiled[4] = wrong;
      expect(each!(spoiled)).toBe(false);
    }
    const holes = [...a];
    holes.length = 12;
    expect(each!(holes)).toBe(false);
  });
});

describe('the generated package', () => {
  const doc = JSON.parse(readFileSync(join(repoRoot, 'generated/openrpc.json'), 'utf8')) as { methods: { name: string }[] };
  const ajv = new Ajv({ strict: false, validateFormats: false });
  ajv.addSchema({ ...doc, $id: 'gateway' });
  const oracle = ajv.compile({ $ref: `gateway#/methods/${doc.methods.findIndex((m) => m.name === 'eth_getBlockByNumber')}/result/schema` });
  const match = readFileSync(join(repoRoot, 'generated/src/internal/match.ts'), 'utf8');
  const is = readFileSync(join(repoRoot, 'generated/src/internal/is.ts'), 'utf8');

  it('checks hashes and addresses with the word check, and a block’s hashes joined', () => {
    for (const name of ['hash32Matches', 'addressMatches']) expect(match).toMatch(new RegExp(`function ${name}\\(s: string\\): boolean \\{[^}]*encodeAscii\\(s, 2\\)`));
    expect(is).toMatch(/function isTransactionHashes[^]*?hash32MatchesEach\(a1\)/);
  });

  it('gives ajv’s verdict on a block of transaction hashes spoiled at every position of a hash', () => {
    const block = JSON.parse(JSON.stringify(mainnetBlock(2025, { hydrated: false }))) as { transactions: string[]; hash: string; miner: string };
    expect(validateResult('eth_getBlockByNumber', block).ok).toBe(true);
    const hash = block.transactions[137]!;
    for (let at = 0; at < hash.length; at++) {
      for (const c of strangers) {
        block.transactions[137] = hash.slice(0, at) + c + hash.slice(at + 1);
        expect(validateResult('eth_getBlockByNumber', block).ok, `${JSON.stringify(c)} at ${at}`).toBe(oracle(block));
      }
    }
    block.transactions[137] = hash;
    for (const field of ['hash', 'miner'] as const) {
      const value = block[field];
      for (const at of [0, 1, 2, 5, value.length - 1]) {
        block[field] = value.slice(0, at) + 'G' + value.slice(at + 1);
        expect(validateResult('eth_getBlockByNumber', block).ok).toBe(false);
        expect(oracle(block)).toBe(false);
      }
      block[field] = value;
    }
  });
});
