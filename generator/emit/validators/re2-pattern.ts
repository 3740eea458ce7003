// A pattern that can backtrack catastrophically (pattern-safety.ts) is not refused when it can run on RE2 instead:
// re2js, a JavaScript port of RE2, matches in time linear in the input whatever the pattern. This file rewrites a
// JSON Schema pattern (an ECMAScript regular expression with the `u` flag, searched unanchored) into RE2 syntax that
// matches exactly the same strings, or says why it cannot.
//
// The two syntaxes look alike but differ in meaning (`\s`, `.`, `\u…`, named groups, character class escapes, the
// Unicode version behind `\p{…}`), so nothing is copied as text: the pattern is parsed with regjsparser and every
// construct is written out again from its meaning. Each set of characters (a literal, `.`, a class, `\d`, `\s`,
// `\p{…}`) becomes an explicit class of code point ranges, computed here: RE2 never has to agree with JavaScript on
// what a shorthand means, only on what `[\x{41}-\x{5A}]` means, which is unambiguous.
import { createRequire } from 'node:module';
import type * as Re2js from 're2js';
import type * as Regjsparser from 'regjsparser';
import type { AstNode, CharacterClassBody } from 'regjsparser';

// Loaded when a pattern needs them, which most specs never do.
const require = createRequire(import.meta.url);
let re2js: typeof Re2js | undefined;
let regjsparser: typeof Regjsparser | undefined;

export type Re2Translation = { ok: true; source: string } | { ok: false; reason: string };

/** What the `u` flag allows beyond ES5: named groups, `\p{…}`, lookbehind (parsed to be refused by name). */
const features = { namedGroups: true, unicodePropertyEscape: true, lookbehind: true } as const;
type Node = AstNode<typeof features>;

const maxCodePoint = 0x10ffff;

/** A set of code points: sorted, disjoint, non-adjacent inclusive ranges. */
type Ranges = [number, number][];

const cache = new Map<string, Re2Translation>();

/** RE2 syntax matching exactly the strings `new RegExp(pattern, 'u').test` accepts, or why there is none. */
export function translateToRe2(pattern: string): Re2Translation {
  const known = cache.get(pattern);
  if (known) return known;
  let result: Re2Translation;
  try {
    let ast: Node;
    try {
      regjsparser ??= require('regjsparser') as typeof Regjsparser;
      ast = regjsparser.parse(pattern, 'u', features);
    } catch (error) {
      // Syntax newer than the parser knows (e.g. modifiers such as `(?i:…)`): nothing to translate from.
      throw new Untranslatable(`uses syntax rpcforge cannot translate for a linear-time engine (${(error as Error).message.split('\n')[0]})`);
    }
    const source = emit(ast);
    // RE2's own limits (a repeat count above 1,000, a program too large) show only when it compiles the pattern.
    re2js ??= require('re2js') as typeof Re2js;
    re2js.RE2JS.compile(source);
    result = { ok: true, source };
  } catch (error) {
    result = { ok: false, reason: error instanceof Untranslatable ? error.message : `cannot run on RE2, the linear-time engine (${(error as Error).message})` };
  }
  cache.set(pattern, result);
  return result;
}

class Untranslatable extends Error {}

function emit(node: Node): string {
  switch (node.type) {
    case 'disjunction':
      return node.body.map(emit).join('|');
    case 'alternative':
      return node.body.map(emit).join('');
    case 'group':
      // Lookaround needs a backtracking engine (re2js's optional lookbehind support allows no capturing group
      // inside and no lookahead at all): refused rather than approximated.
      if (node.behavior !== 'normal' && node.behavior !== 'ignore') throw new Untranslatable(`uses a ${describeLookaround(node.behavior)} (${node.raw}), which no linear-time engine runs`);
      // Every group becomes non-capturing: a boolean test needs no captures, and RE2 spells named groups
      // `(?P<name>…)` where JavaScript writes `(?<name>…)`.
      return `(?:${node.body.map(emit).join('')})`;
    case 'quantifier': {
      // Greedy and lazy quantifiers accept the same strings; only which match is reported differs.
      const [operand] = node.body;
      const count =
        node.max === undefined
          ? node.min === 0 ? '*' : node.min === 1 ? '+' : `{${node.min},}`
          : node.min === 0 && node.max === 1 ? '?' : node.min === node.max ? `{${node.min}}` : `{${node.min},${node.max}}`;
      const atom = emit(operand as Node);
      // A group or a set is one atom already; anything else (an alternative, a disjunction) gets a group.
      const single = operand?.type === 'group' || (operand?.type !== 'alternative' && operand?.type !== 'disjunction' && operand?.type !== 'quantifier');
      return `${single ? atom : `(?:${atom})`}${count}`;
    }
    case 'anchor':
      // V8 also tries `\B` between the two halves of a surrogate pair (`/\B/u.exec('a😀a').index` is 2), a position
      // RE2, which reads code points, does not have: no exact translation.
      if (node.kind === 'not-boundary') throw new Untranslatable('uses \\B, which JavaScript also matches between the two halves of a surrogate pair, where a linear-time engine has no position');
      // Without the `m` flag `^` and `$` mean the start and end of the input in both engines (RE2's `$` does not,
      // like Perl's, also match before a final newline). With the `u` flag and no `i` flag JavaScript's word
      // characters for `\b` are [A-Za-z0-9_], RE2's too, and `\b` never holds inside a pair (both halves are
      // non-word characters).
      return { start: '^', end: '$', boundary: '\\b' }[node.kind as 'start' | 'end' | 'boundary'];
    case 'reference':
      throw new Untranslatable(`uses a backreference (${node.raw}), which no linear-time engine runs`);
    case 'value':
    case 'dot':
    case 'characterClass':
    case 'characterClassEscape':
    case 'unicodePropertyEscape':
      return charSet(setOf(node));
    default:
      throw new Untranslatable(`uses ${(node as { raw: string }).raw}, which rpcforge cannot translate exactly for a linear-time engine`);
  }
}

function describeLookaround(behavior: string): string {
  return { lookahead: 'lookahead', negativeLookahead: 'negative lookahead', lookbehind: 'lookbehind', negativeLookbehind: 'negative lookbehind' }[behavior] ?? behavior;
}

// ---- sets of code points ----

/** What JavaScript's `\s` matches: WhiteSpace and LineTerminator (ECMA-262 §22.2.2.9). RE2's `\s` is ASCII only. */
const whitespace: Ranges = [[0x09, 0x0d], [0x20, 0x20], [0xa0, 0xa0], [0x1680, 0x1680], [0x2000, 0x200a], [0x2028, 0x2029], [0x202f, 0x202f], [0x205f, 0x205f], [0x3000, 0x3000], [0xfeff, 0xfeff]];
const digits: Ranges = [[0x30, 0x39]];
/** `\w` without the `i` flag: ASCII in both engines, spelled out anyway so no flag can change it. */
const word: Ranges = [[0x30, 0x39], [0x41, 0x5a], [0x5f, 0x5f], [0x61, 0x7a]];
/** JavaScript's `.` without the `s` flag excludes the four line terminators; RE2's `.` excludes only `\n`. */
const lineTerminators: Ranges = [[0x0a, 0x0a], [0x0d, 0x0d], [0x2028, 0x2029]];

function setOf(node: Node | CharacterClassBody): Ranges {
  switch (node.type) {
    case 'value':
      return [[node.codePoint, node.codePoint]];
    case 'dot':
      return complement(lineTerminators);
    case 'characterClassRange':
      return [[node.min.codePoint, node.max.codePoint]];
    case 'characterClassEscape': {
      const base = { d: digits, w: word, s: whitespace }[node.value.toLowerCase() as 'd' | 'w' | 's'];
      return node.value === node.value.toUpperCase() ? complement(base) : base;
    }
    case 'unicodePropertyEscape':
      return propertySet(node.raw);
    case 'characterClass': {
      const members = normalize(node.body.flatMap((item) => setOf(item)));
      return node.negative ? complement(members) : members;
    }
    default:
      throw new Untranslatable(`uses ${node.raw} inside a character class, which rpcforge cannot translate exactly`);
  }
}

const properties = new Map<string, Ranges>();

/**
 * The code points `\p{…}` or `\P{…}` matches, asked of the JavaScript engine itself, one code point at a time (about
 * 0.1 s per property, once per generation). RE2 knows fewer properties (no `Script=` or binary properties such as
 * `Alphabetic`) and may follow another Unicode version; an explicit class leaves it nothing to interpret.
 */
function propertySet(escape: string): Ranges {
  const known = properties.get(escape);
  if (known) return known;
  const re = new RegExp(`^${escape}$`, 'u');
  const ranges: Ranges = [];
  for (let c = 0; c <= maxCodePoint; c++) {
    if (!re.test(String.fromCodePoint(c))) continue;
    const last = ranges[ranges.length - 1];
    if (last && last[1] === c - 1) last[1] = c;
    else ranges.push([c, c]);
  }
  properties.set(escape, ranges);
  return ranges;
}

function normalize(ranges: Ranges): Ranges {
  const sorted = [...ranges].sort((a, b) => a[0] - b[0]);
  const out: Ranges = [];
  for (const [lo, hi] of sorted) {
    const last = out[out.length - 1];
    if (last && lo <= last[1] + 1) last[1] = Math.max(last[1], hi);
    else out.push([lo, hi]);
  }
  return out;
}

function complement(ranges: Ranges): Ranges {
  const out: Ranges = [];
  let next = 0;
  for (const [lo, hi] of normalize(ranges)) {
    if (lo > next) out.push([next, lo - 1]);
    next = hi + 1;
  }
  if (next <= maxCodePoint) out.push([next, maxCodePoint]);
  return out;
}

// ---- RE2 text ----

/**
 * A set as RE2 text: one character, or a class of ranges. Lone surrogates are code points of their own in both
 * engines (a JavaScript `u` pattern and re2js on a JavaScript string alike), so ranges may include them.
 */
function charSet(ranges: Ranges): string {
  // RE2 has no empty class `[]`; a negated full class matches nothing, as JavaScript's `[]` does.
  if (ranges.length === 0) return `[^\\x{0}-\\x{${maxCodePoint.toString(16).toUpperCase()}}]`;
  const only = ranges[0] as [number, number];
  if (ranges.length === 1 && only[0] === only[1]) return literal(only[0]);
  return `[${ranges.map(([lo, hi]) => (lo === hi ? classChar(lo) : `${classChar(lo)}-${classChar(hi)}`)).join('')}]`;
}

const isAlphanumeric = (c: number) => (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a);
const isAsciiPunctuation = (c: number) => (c >= 0x21 && c <= 0x2f) || (c >= 0x3a && c <= 0x40) || (c >= 0x5b && c <= 0x60) || (c >= 0x7b && c <= 0x7e);
const hex = (c: number) => `\\x{${c.toString(16).toUpperCase()}}`;

/** Outside a class: letters and digits as themselves, ASCII punctuation escaped (RE2 allows `\` before any), the rest by code point. */
function literal(c: number): string {
  if (isAlphanumeric(c)) return String.fromCharCode(c);
  if (isAsciiPunctuation(c)) return `\\${String.fromCharCode(c)}`;
  return hex(c);
}

/** Inside a class only letters, digits and `_` stay readable: `]`, `-`, `^` and `\` can then never be misread. */
function classChar(c: number): string {
  return isAlphanumeric(c) || c === 0x5f ? String.fromCharCode(c) : hex(c);
}
