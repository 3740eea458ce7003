// Patterns a backtracking engine could take exponential time on are not refused when they translate exactly to RE2:
// the generated validators test them with re2js, in time linear in the input. These tests hold the translation to
// ECMAScript's answer (`new RegExp(pattern, 'u').test(s)`) on random short strings, time the generated validators on
// 100 KB hostile strings, check the generated package (dependency, types, behaviour), and check that what cannot be
// translated exactly is still refused with its location.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import fc from 'fast-check';
import { RE2JS } from 're2js';
import { beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../generator/cli.js';
import { translateToRe2 } from '../generator/emit/validators/re2-pattern.js';
import { generate } from '../generator/pipeline.js';
import { patternHazard } from '../generator/validate/pattern-safety.js';
import { writeOutput } from '../generator/write.js';
import { repoRoot, tempDir, tscStrict, writeTree } from './helpers.js';

const seed = Number(process.env.FC_SEED ?? 20_261_123);

/** Patterns the detector flags: from real documents, the textbook cases, and one per construct the translation rewrites. */
const flagged = [
  '^0x([a-fA-F0-9]?)+$', // etclabs-ethereum ProofNode
  '^0x([1-9a-f]+[0-9a-f]*|0)$', // metamask
  '^(a+)+$',
  '^(a|a)*$',
  '^(\\w+\\s?)*$',
  '^(?:[a-z0-9-]+\\.)+[a-z]{2,}$',
  '^(.*,)*$', // `.` (JavaScript excludes four line terminators, RE2 one)
  '(.*a){3}', // unanchored search
  '^(\\s*,\\s*)*x$', // `\s` (Unicode in JavaScript, ASCII in RE2)
  '^(\\S+\\s*)*$',
  '^(\\u00e9|\\u{1F600}|é)+$', // Unicode escapes and a character outside the BMP
  '^(ab|a|b)*c$', // alternation
  '^(a{1,3}|b{2})+$', // counted repetition
  '^([^x]+)+y', // negated class (must take lone surrogates and line terminators)
  '^(\\d+\\D?)+$',
  '^(\\bab\\b|a|b\\b)+$', // word boundaries
  '^(?<word>\\p{L}+\\s?)*$', // a named group and a Unicode property
];

/** Characters every pattern is tried on besides its own: the near misses of each construct above. */
const nearMisses = ['a', 'b', 'x', 'y', 'A', 'f', 'F', 'g', '0', '1', '9', '_', '-', '.', ',', ' ', '\t', '\n', '\r', '\v', '\u2028', '\u2029', '\u00a0', '\u1680', '\ufeff', 'é', 'e\u0301', 'Ω', '😀', '\ud800', '\ude00', '\0'];

/** The pattern's own characters (by code point) plus the near misses. */
function alphabet(pattern: string): string[] {
  return [...new Set([...pattern, ...nearMisses])];
}

/** At least one string each test pattern accepts, to splice near misses into. */
const matching = ['0xab', '0x1f', '0x0', 'aaa', 'ab c', 'a.bc', 'x,a,', 'xxaya', ' , x', 'éé😀', 'abc', 'aaab', 'yy', '12a3', 'ab', 'Ωé '];

/** A string with every character outside printable ASCII as \\u{…}, so line terminators and surrogates show in a failure. */
const visible = (s: string) => s.replace(/[^\x20-\x7e]/gu, (c) => `\\u{${(c.codePointAt(0) as number).toString(16)}}`);

const typeName = (i: number) => `Flagged${i}`;

describe('patterns that can backtrack catastrophically run on re2js', () => {
  let out: string;
  let guards: Record<string, (value: unknown) => boolean>;
  let validators: { validateParams: (method: string, params: unknown) => { ok: boolean; errors?: { path: string; message: string }[] } };

  beforeAll(async () => {
    const dir = tempDir();
    const spec = {
      openrpc: '1.2.6',
      info: { title: 'Linear', version: '1' },
      methods: [
        {
          name: 'prove',
          params: [{ name: 'node', required: true, schema: { $ref: '#/components/schemas/Flagged0' } }],
          result: { name: 'r', schema: { type: 'object', patternProperties: { '^(a|a)*$': { type: 'string' } }, additionalProperties: false } },
        },
      ],
      components: { schemas: Object.fromEntries(flagged.map((pattern, i) => [typeName(i), { type: 'string', pattern }])) },
    };
    writeTree(dir, { 'openrpc.json': JSON.stringify(spec, null, 2) });
    out = join(dir, 'out');
    writeOutput(out, generate(join(dir, 'openrpc.json')).files);
    guards = (await import(pathToFileURL(join(out, 'dist/guards.js')).href)) as typeof guards;
    validators = (await import(pathToFileURL(join(out, 'dist/validators.js')).href)) as typeof validators;
  });

  it('every test pattern is one the detector flags (else it would stay a RegExp and prove nothing here)', () => {
    for (const pattern of flagged) expect(patternHazard(pattern), pattern).toBeDefined();
  });

  it('the generated guards agree with new RegExp(pattern, "u") on random short strings (fast-check, FC_SEED)', () => {
    flagged.forEach((pattern, i) => {
      const js = new RegExp(pattern, 'u');
      const guard = guards[`is${typeName(i)}`] as (value: unknown) => boolean;
      const chars = fc.array(fc.constantFrom(...alphabet(pattern)), { maxLength: 6 }).map((c) => c.join(''));
      // Random strings over the alphabet, and strings that match some test pattern with random text spliced in;
      // length ≤ 12 keeps the backtracking RegExp, the reference here, fast on every pattern.
      const strings = fc.oneof(
        fc.array(fc.constantFrom(...alphabet(pattern)), { maxLength: 12 }).map((c) => c.join('')),
        fc.tuple(fc.constantFrom(...matching), chars, fc.nat(12)).map(([m, extra, at]) => `${m.slice(0, at)}${extra}${m.slice(at)}`),
      );
      const seen = new Set<boolean>();
      fc.assert(
        fc.property(strings, (s) => {
          const verdict = js.test(s);
          seen.add(verdict);
          if (guard(s) !== verdict) throw new Error(`${pattern} on "${visible(s)}": RegExp says ${verdict}, the guard ${!verdict}`);
        }),
        { seed: seed + i, numRuns: 1_000, examples: matching.map((m) => [m]) },
      );
      // Both answers were exercised, so agreement means something.
      expect([...seen].sort(), pattern).toEqual([false, true]);
    });
  });

  it('random patterns over every construct the translation handles agree with RegExp (fast-check, FC_SEED)', () => {
    // Not only flagged patterns: the translation itself, on patterns built from characters, classes (negated too),
    // shorthands, `.`, anchors, word boundaries, groups, alternation and every quantifier form.
    const atom = fc.constantFrom('a', 'b', '\\.', ' ', '\\u00e9', '\\u{1F600}', '[ab]', '[^a]', '[a-c\\s]', '[^\\w\\n]', '.', '\\s', '\\S', '\\d', '\\W', '\\b', '^', '$', '[]', '[^]', '\\p{Lu}');
    const { pattern } = fc.letrec<{ pattern: string; term: string }>((tie) => ({
      term: fc.oneof(
        // At most two levels of groups, and strings of at most 6 characters: RegExp, the reference here, backtracks
        // exponentially on deeper nests of quantifiers (which is the point of this file).
        { depthSize: 'small', maxDepth: 2, withCrossShrink: true },
        atom,
        fc.tuple(tie('pattern'), fc.constantFrom('(', '(?:')).map(([p, open]) => `${open}${p})`),
      ),
      pattern: fc
        .array(fc.tuple(tie('term'), fc.constantFrom('', '', '*', '+', '?', '{2}', '{1,2}', '{0,}', '*?', '+?')), { minLength: 1, maxLength: 3 })
        .chain((terms) => fc.boolean().map((alternate) => {
          // A quantifier after an assertion is a syntax error with the u flag: leave those bare.
          const text = terms.map(([t, q]) => (/^(\^|\$|\\[bB])$/.test(t) ? t : `${t}${q}`)).join('');
          return alternate ? `${text}|${terms[0]?.[0] === '^' ? 'b' : terms[0]?.[0]}` : text;
        })),
    }));
    const strings = fc.array(fc.constantFrom('a', 'b', 'c', '.', ' ', '\n', '\r', '\u2028', 'é', 'É', 'A', '😀', '\ud800', '1', '_'), { maxLength: 6 }).map((c) => c.join(''));
    fc.assert(
      fc.property(pattern, fc.array(strings, { minLength: 10, maxLength: 10 }), (source, inputs) => {
        const translation = translateToRe2(source);
        if (!translation.ok) throw new Error(`${source}: ${translation.reason}`);
        const re2 = RE2JS.compile(translation.source);
        const js = new RegExp(source, 'u');
        for (const s of inputs) {
          if (re2.test(s) !== js.test(s)) throw new Error(`${source} → ${translation.source} on "${visible(s)}": RegExp says ${js.test(s)}`);
        }
      }),
      { seed, numRuns: 300 },
    );
  });

  it('translated shorthands and `.` match exactly the code points JavaScript gives them, over the whole BMP', () => {
    for (const pattern of ['^\\s$', '^\\S$', '^.$', '^\\W$', '^[^\\d]$']) {
      const translation = translateToRe2(pattern);
      if (!translation.ok) throw new Error(translation.reason);
      const re2 = RE2JS.compile(translation.source);
      const js = new RegExp(pattern, 'u');
      const differing: number[] = [];
      for (let c = 0; c <= 0xffff; c++) {
        const s = String.fromCharCode(c);
        if (re2.test(s) !== js.test(s)) differing.push(c);
      }
      expect(differing, pattern).toEqual([]);
    }
  });

  it('the generated guards answer 100 KB hostile strings in well under a second each', () => {
    // Long runs of what the patterns take, ending in a character they refuse: the strings that make a backtracking
    // engine retry every way of splitting the run (`^(a+)+$` on 30 such characters already takes seconds in V8).
    const hostile = ['', '0x', 'a'].flatMap((prefix) => ['a', 'f', '1', 'a ', 'ab.', ' , ', 'é'].map((run) => `${prefix}${run.repeat(Math.ceil(100_000 / run.length))}!`));
    let slowest = 0;
    for (const [name, guard] of Object.entries(guards)) {
      for (const s of hostile) {
        const started = performance.now();
        guard(s);
        slowest = Math.max(slowest, performance.now() - started);
      }
      expect(name).toMatch(/^isFlagged\d+$/);
    }
    expect(Object.keys(guards)).toHaveLength(flagged.length);
    // About 20 ms at worst on an idle machine; a backtracking check would not finish at all.
    expect(slowest).toBeLessThan(750);
  });

  it('the package depends on re2js, imports it only in the pattern module, type-checks, and its validators work', () => {
    const pkg = JSON.parse(readFileSync(join(out, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
    const own = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
    expect(pkg.dependencies.re2js).toBe(own.dependencies.re2js);
    const importers = ['src/internal/match.ts', 'src/internal/is.ts', 'src/internal/report.ts', 'src/validators.ts', 'src/guards.ts'].filter((f) =>
      readFileSync(join(out, f), 'utf8').includes("from 're2js'"),
    );
    expect(importers).toEqual(['src/internal/match.ts']);
    expect(readFileSync(join(out, 'src/internal/match.ts'), 'utf8')).toContain("RE2JS.compile('^0x(?:[0-9A-Fa-f]?)+$')");
    expect(tscStrict(out)).toBe('');

    expect(validators.validateParams('prove', ['0xab'])).toEqual({ ok: true, value: ['0xab'] });
    const refused = validators.validateParams('prove', ['0xag']);
    expect(refused.ok).toBe(false);
    expect(refused.errors?.[0]).toMatchObject({ path: 'params[0]', message: 'must match pattern ^0x([a-fA-F0-9]?)+$ (Flagged0)' });
  });

  it('our own spec needs no re2js: its generated package.json does not list it and no module imports it', () => {
    const pkg = JSON.parse(readFileSync(join(repoRoot, 'generated/package.json'), 'utf8')) as { dependencies: Record<string, string> };
    expect(Object.keys(pkg.dependencies)).toEqual(['ws']);
    expect(readFileSync(join(repoRoot, 'generated/src/internal/match.ts'), 'utf8')).not.toContain('re2js');
  });

  it('a pattern that cannot run in linear time exactly is still refused, located, and nothing is written', () => {
    const head = 'openrpc: 1.4.1\ninfo:\n  title: Hostile\n  version: "1"\nmethods:\n  - name: a\n    params: []\n    result:\n      name: r\n';
    const ambiguous =
      'can backtrack catastrophically: some text matches it in many different ways, so a short hostile string can take seconds to test; rewrite it so every text matches one way (e.g. "(a+)+" → "a+", "(a|a)*" → "a*")';
    const complex = 'is too complex to prove free of catastrophic backtracking; simplify it';
    for (const [pattern, reason, hazard] of [
      ['^(a+)+\\\\1$', 'uses a backreference (\\1), which no linear-time engine runs', ambiguous],
      ['^((?<=a)a+)+$', 'uses a lookbehind ((?<=a)), which no linear-time engine runs', ambiguous],
      ['^(a+\\\\B)+$', 'uses \\B, which JavaScript also matches between the two halves of a surrogate pair, where a linear-time engine has no position', ambiguous],
      // RE2 allows counts up to 1,000 only.
      ['^(a+)+b{1001}$', 'cannot run on RE2, the linear-time engine (error parsing regexp: invalid repeat count: `{1001}`)', complex],
    ]) {
      const dir = tempDir();
      writeTree(dir, { 'openrpc.yaml': `${head}      schema: { type: string, pattern: "${pattern}" }\n` });
      let stderr = '';
      const code = runCli(['generate', '--spec', join(dir, 'openrpc.yaml'), '--out', join(dir, 'out')], { out: () => {}, err: (t) => (stderr += t) });
      expect(code).toBe(2);
      expect(existsSync(join(dir, 'out'))).toBe(false);
      const shown = JSON.stringify(pattern.replace(/\\\\/g, '\\'));
      expect(stderr.replaceAll(`${dir}/`, '').trimEnd().split('\n').slice(1)).toEqual([
        `openrpc.yaml:10:31: methods[0].result.schema.pattern: pattern ${shown} ${reason}, and ${hazard}`,
      ]);
    }
  });
});
