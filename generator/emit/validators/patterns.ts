// Compiles simple anchored patterns (the shape of almost every pattern in blockchain specs: `^0x[0-9a-f]{64}$`,
// `^0x(0|[1-9a-f][0-9a-f]*)$`, `^0x([0-9a-f][0-9a-f])*$`) into straight-line character checks. On strings parsed
// from JSON, V8 runs such a check about three times faster than `RegExp.prototype.test`. Only patterns whose
// matching is deterministic are compiled (no atom can take a character a later atom could also take), so the
// check gives exactly the regular expression's answer; anything else returns undefined and stays a RegExp.
import { ASCII_CAPACITY, FIXED_WORDS_MIN, VARIABLE_WORDS_MIN, eachCheck, fixedRunCheck, fixedRunLoop, rangesOf } from './word-check.js';

/** A character class over ASCII: the set of character codes it accepts. */
type CharSet = ReadonlySet<number>;

interface ClassAtom {
  kind: 'class';
  set: CharSet;
  min: number;
  max: number;
}

/** A group, only as the last element: alternatives, or one fixed-length sequence repeated. */
interface GroupAtom {
  kind: 'group';
  alternatives: ClassAtom[][];
  min: number;
  max: number;
}

type Atom = ClassAtom | GroupAtom;

export { ALL_CHARS_SOURCE } from './word-check.js';

export interface CompiledPattern {
  /**
   * Statements of `function (s: string): boolean`, using `tables` by name (`TABLE0`, …), their ranges as word
   * constants (`RANGES0`, …: `charRanges` of the same characters) and the helpers of word-check.ts.
   */
  body: string[];
  /** Character sets the body looks up, as the ASCII characters they contain. */
  tables: string[];
  /** True when the body calls `allChars(table, ranges, s, from, to)` (see ALL_CHARS_SOURCE). */
  usesAllChars: boolean;
  /** True when the body encodes the string into the scratch buffer itself (see ENCODE_ASCII_SOURCE, fixedRunCheck). */
  usesEncodeAscii: boolean;
  /**
   * For a pattern of fixed length ending in a long run (a hash, an address): the body of
   * `function (a: unknown[]): boolean`, true when every item is a string it matches (eachCheck), using the same tables.
   */
  each?: string[];
}

export function compilePattern(source: string): CompiledPattern | undefined {
  if (!source.startsWith('^') || !source.endsWith('$') || source.endsWith('\\$')) return undefined;
  let atoms: Atom[];
  try {
    atoms = new Parser(source.slice(1, -1)).sequence(true);
  } catch {
    return undefined;
  }
  const groups = atoms.filter((a) => a.kind === 'group');
  if (groups.length > 1 || (groups.length === 1 && atoms[atoms.length - 1]?.kind !== 'group')) return undefined;
  const prefix = atoms.filter((a): a is ClassAtom => a.kind === 'class');
  const group = groups[0] as GroupAtom | undefined;
  if (group && !groupIsSupported(group)) return undefined;
  const after = group ? group.alternatives.flat() : [];
  if (!deterministic(prefix, after)) return undefined;
  for (const alternative of group?.alternatives ?? []) if (!deterministic(alternative, [])) return undefined;
  return new Emitter().emit(prefix, group);
}

/** Every atom with a variable count is followed only by atoms that cannot take its characters. */
function deterministic(atoms: ClassAtom[], following: ClassAtom[]): boolean {
  return atoms.every((atom, i) => {
    if (atom.min === atom.max) return true;
    const later = [...atoms.slice(i + 1), ...following];
    return later.every((next) => [...next.set].every((c) => !atom.set.has(c)));
  });
}

function groupIsSupported(group: GroupAtom): boolean {
  if (group.alternatives.length > 1) return group.min === 1 && group.max === 1;
  // One sequence repeated: its characters must be fixed in number (e.g. two hex digits).
  return (group.alternatives[0] ?? []).every((a) => a.min === a.max);
}

class Parser {
  private i = 0;

  constructor(private readonly text: string) {}

  sequence(top: boolean): Atom[] {
    const atoms: Atom[] = [];
    while (this.i < this.text.length) {
      const c = this.text[this.i] as string;
      if (c === ')' || c === '|') {
        if (top) throw new Error('unbalanced');
        break;
      }
      if (c === '(') {
        if (!top) throw new Error('nested group');
        this.i += this.text.startsWith('(?:', this.i) ? 3 : 1;
        if (this.text[this.i] === '?') throw new Error('lookaround or named group');
        const alternatives: ClassAtom[][] = [];
        for (;;) {
          const seq = this.sequence(false);
          if (seq.some((a) => a.kind !== 'class')) throw new Error('nested group');
          alternatives.push(seq as ClassAtom[]);
          if (this.text[this.i] === '|') this.i++;
          else break;
        }
        if (this.text[this.i] !== ')') throw new Error('unclosed group');
        this.i++;
        atoms.push({ kind: 'group', alternatives, ...this.quantifier() });
        continue;
      }
      const set = c === '[' ? this.charClass() : this.literal();
      atoms.push({ kind: 'class', set, ...this.quantifier() });
    }
    return atoms;
  }

  private literal(): CharSet {
    const c = this.text[this.i++] as string;
    if ('.^$|*+?{}'.includes(c)) throw new Error('special character');
    if (c !== '\\') return ascii(c);
    const escaped = this.text[this.i++];
    if (escaped === 'd') return range(48, 57);
    if (escaped === undefined || /[A-Za-z0-9]/.test(escaped)) throw new Error('escape');
    return ascii(escaped);
  }

  private charClass(): CharSet {
    this.i++;
    if (this.text[this.i] === '^') throw new Error('negated class');
    const set = new Set<number>();
    let first = true;
    while (this.text[this.i] !== ']' || first) {
      first = false;
      let c = this.text[this.i++];
      if (c === undefined) throw new Error('unclosed class');
      if (c === '\\') {
        const e = this.text[this.i++];
        if (e === 'd') {
          for (const x of range(48, 57)) set.add(x);
          continue;
        }
        if (e === undefined || /[A-Za-z0-9]/.test(e)) throw new Error('escape');
        c = e;
      }
      if (this.text[this.i] === '-' && this.text[this.i + 1] !== ']' && this.text[this.i + 1] !== undefined) {
        const end = this.text[this.i + 1] as string;
        if (end === '\\' || end === '[') throw new Error('complex range');
        this.i += 2;
        for (const x of range(code(c), code(end))) set.add(x);
      } else set.add(code(c));
    }
    this.i++;
    return set;
  }

  private quantifier(): { min: number; max: number } {
    const c = this.text[this.i];
    if (c === '*' || c === '+' || c === '?') {
      this.i++;
      if (this.text[this.i] === '?' || this.text[this.i] === '+') throw new Error('lazy or possessive');
      return c === '*' ? { min: 0, max: Infinity } : c === '+' ? { min: 1, max: Infinity } : { min: 0, max: 1 };
    }
    if (c !== '{') return { min: 1, max: 1 };
    const match = /^\{(\d+)(,(\d*))?\}/.exec(this.text.slice(this.i));
    if (!match) throw new Error('brace');
    this.i += match[0].length;
    if (this.text[this.i] === '?') throw new Error('lazy');
    const min = Number(match[1]);
    const max = match[2] === undefined ? min : match[3] === '' ? Infinity : Number(match[3]);
    return { min, max };
  }
}

function sameSet(a: CharSet, b: CharSet): boolean {
  return a.size === b.size && [...a].every((c) => b.has(c));
}

function code(c: string): number {
  const n = c.charCodeAt(0);
  if (n > 127) throw new Error('non-ASCII');
  return n;
}

function ascii(c: string): CharSet {
  return new Set([code(c)]);
}

function range(from: number, to: number): CharSet {
  if (from > to) throw new Error('range');
  return new Set(Array.from({ length: to - from + 1 }, (_v, k) => from + k));
}

/** Writes the check: `s` is the string, `p` the position reached so far. */
class Emitter {
  private readonly tables: string[] = [];
  private usesAllChars = false;
  private usesEncodeAscii = false;

  emit(prefix: ClassAtom[], group: GroupAtom | undefined): CompiledPattern {
    const body: string[] = [];
    const exactLength = !group && prefix.every((a) => a.min === a.max) ? prefix.reduce((n, a) => n + a.min, 0) : undefined;
    if (exactLength !== undefined) body.push(`if (s.length !== ${exactLength}) return false;`);
    body.push('let p = 0;');
    body.push(...this.sequence(prefix, 'return false;', !group, exactLength));
    if (!group) body.push('return p === s.length;');
    else if (group.alternatives.length > 1) {
      body.push('const start = p;');
      group.alternatives.forEach((alternative, i) => {
        if (i > 0) body.push('p = start;');
        body.push('match: {', ...this.sequence(alternative, 'break match;', true).map((l) => `  ${l}`), '  if (p === s.length) return true;', '}');
      });
      body.push('return false;');
    } else body.push(...this.repeated(group));
    const each = this.each(prefix, group, exactLength);
    return { body, tables: this.tables, usesAllChars: this.usesAllChars, usesEncodeAscii: this.usesEncodeAscii, ...(each ? { each } : {}) };
  }

  /** The check of an array's items (eachCheck) when the pattern is a fixed prefix and a run that takes the word check. */
  private each(prefix: ClassAtom[], group: GroupAtom | undefined, exactLength: number | undefined): string[] | undefined {
    const run = prefix[prefix.length - 1];
    const ranges = run && rangesOf(run.set);
    if (group || exactLength === undefined || !run || !ranges || run.set.size < 2 || run.min < FIXED_WORDS_MIN || exactLength > ASCII_CAPACITY) return undefined;
    const positions = prefix.slice(0, -1).flatMap((atom) => Array.from({ length: atom.min }, () => atom.set));
    const tests = positions.map((set, j) => this.test(set, `(asciiBytes[k${j === 0 ? '' : ` + ${j}`}] as number)`, true));
    return eachCheck(tests, ranges, this.table(run.set), run.min);
  }

  /**
   * Consumes each atom in turn; `fail` leaves when a character does not fit. When the sequence ends the pattern, its
   * last run must take every remaining character, which one `allChars` call checks, or, when the pattern fixes the
   * string's length (`exactLength`), a check written inline with its bounds as constants: the word check when the
   * run is long (fixedRunCheck), else the lookup loop (fixedRunLoop).
   */
  private sequence(atoms: ClassAtom[], fail: string, endsPattern: boolean, exactLength?: number): string[] {
    const out: string[] = [];
    atoms.forEach((atom, i) => {
      const test = this.test(atom.set, 's.charCodeAt(p)');
      const run = atom.set.size > 1 && atom.max > 1;
      const ranges = rangesOf(atom.set);
      const fixedRun = run && endsPattern && i === atoms.length - 1 && exactLength !== undefined;
      if (fixedRun && exactLength <= ASCII_CAPACITY && atom.min >= FIXED_WORDS_MIN && ranges) {
        out.push(...fixedRunCheck(ranges, this.table(atom.set), exactLength - atom.min, atom.min, fail), 'p = s.length;');
        this.usesEncodeAscii = true;
      } else if (fixedRun && atom.min < FIXED_WORDS_MIN) {
        out.push(...fixedRunLoop(this.table(atom.set), exactLength - atom.min, atom.min, fail), 'p = s.length;');
      } else if (run && endsPattern && i === atoms.length - 1) {
        const bounds = [...(atom.min > 0 ? [`s.length - p < ${atom.min}`] : []), ...(atom.max === Infinity ? [] : [`s.length - p > ${atom.max}`])];
        const test = [...bounds, `!${this.allChars(atom.set, atom.max, 'p', 's.length')}`].join(' || ');
        out.push(`if (${test}) ${fail}`, 'p = s.length;');
      } else if (atom.min === 1 && atom.max === 1) out.push(`if (p >= s.length || ${this.test(atom.set, 's.charCodeAt(p)', true)}) ${fail}`, 'p++;');
      else {
        if (atom.min > 0 && run) {
          out.push(`if (p + ${atom.min} > s.length || !${this.allChars(atom.set, atom.min, 'p', `p + ${atom.min}`)}) ${fail}`, `p += ${atom.min};`);
        } else if (atom.min > 0) {
          out.push(`if (p + ${atom.min} > s.length) ${fail}`);
          out.push(`for (let end = p + ${atom.min}; p < end; p++) if (${this.test(atom.set, 's.charCodeAt(p)', true)}) ${fail}`);
        }
        if (atom.max > atom.min) {
          const limit = atom.max === Infinity ? 's.length' : `Math.min(s.length, p + ${atom.max - atom.min})`;
          out.push(`for (const end = ${limit}; p < end && ${test}; p++);`);
        }
      }
    });
    return out;
  }

  /** `(?:XY)*`: the rest of the string is whole repetitions of a fixed-length sequence. */
  private repeated(group: GroupAtom): string[] {
    const unit = (group.alternatives[0] ?? []).flatMap((a) => Array.from({ length: a.min }, () => a.set));
    const width = unit.length;
    if (width === 0) return ['return p === s.length;'];
    const out = ['const rest = s.length - p;', `if (rest % ${width} !== 0) return false;`];
    const count = `rest / ${width}`;
    if (group.min > 0) out.push(`if (${count} < ${group.min}) return false;`);
    if (group.max !== Infinity) out.push(`if (${count} > ${group.max}) return false;`);
    const first = unit[0] as CharSet;
    if (first.size > 1 && unit.every((set) => sameSet(set, first))) {
      out.push(`return ${this.allChars(first, group.max === Infinity ? Infinity : group.max * width, 'p', 's.length')};`);
      return out;
    }
    const checks = unit.map((set, k) => this.test(set, `s.charCodeAt(p + ${k})`, true)).join(' || ');
    out.push(`for (; p < s.length; p += ${width}) if (${checks}) return false;`, 'return true;');
    return out;
  }

  /**
   * A call of allChars on s from `from` to `to`: with the set's ranges when it has at most three and the run can be
   * long enough (`longest` characters at most) for the word check, else with null (the lookup loop).
   */
  private allChars(set: CharSet, longest: number, from: string, to: string): string {
    this.usesAllChars = true;
    const table = this.table(set);
    const ranges = longest >= VARIABLE_WORDS_MIN && rangesOf(set) ? table.replace('TABLE', 'RANGES') : 'null';
    return `allChars(${table}, ${ranges}, s, ${from}, ${to})`;
  }

  /** A test of one character code against a set (or, negated, that it is outside): a comparison for one
   * character, a range check for a run, a table lookup for more. */
  private test(set: CharSet, char: string, negated = false): string {
    const codes = [...set].sort((a, b) => a - b);
    const lo = codes[0] as number;
    const hi = codes[codes.length - 1] as number;
    if (set.size === 1) return `${char} ${negated ? '!==' : '==='} ${lo}`;
    if (hi - lo + 1 === set.size) return negated ? `(${char} < ${lo} || ${char} > ${hi})` : `(${char} >= ${lo} && ${char} <= ${hi})`;
    return `${this.table(set)}[${char}] ${negated ? '!==' : '==='} 1`;
  }

  /** The name of the lookup table for a set. */
  private table(set: CharSet): string {
    const chars = String.fromCharCode(...[...set].sort((a, b) => a - b));
    let index = this.tables.indexOf(chars);
    if (index === -1) index = this.tables.push(chars) - 1;
    return `TABLE${index}`;
  }
}
