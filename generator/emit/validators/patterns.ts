// Compiles simple anchored patterns (the shape of almost every pattern in blockchain specs: `^0x[0-9a-f]{64}$`,
// `^0x(0|[1-9a-f][0-9a-f]*)$`, `^0x([0-9a-f][0-9a-f])*$`) into straight-line character checks. On strings parsed
// from JSON, V8 runs such a check about three times faster than `RegExp.prototype.test`. Only patterns whose
// matching is deterministic are compiled (no atom can take a character a later atom could also take), so the
// check gives exactly the regular expression's answer; anything else returns undefined and stays a RegExp.

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

export interface CompiledPattern {
  /** Statements of `function (s: string): boolean`, using `tables` by name (`TABLE0`, …) and the `allChars` helper. */
  body: string[];
  /** Character sets the body looks up, as the ASCII characters they contain. */
  tables: string[];
  /** True when the body calls `allChars(table, s, from, to)` (see ALL_CHARS_SOURCE). */
  usesAllChars: boolean;
}

/**
 * The helper compiled patterns call to check a run of characters. A short run: four lookups per step, combined
 * without branching (a character outside the table, or past ASCII, reads as 0), which V8 runs about 1.5 times faster
 * than a loop that stops at each character. A long run (calldata, log data, a bloom filter: kilobytes of hex) of a
 * set made of at most three ranges of ASCII (hex digits are two): the text is encoded into a scratch buffer, a chunk
 * at a time, and checked four bytes at a time with word arithmetic (each byte tested against each range at once), 2–3
 * times faster again. Any character past ASCII makes the encoder write more bytes than it read: no such character is
 * in a table, so the run fails. The scratch buffer has a fixed size, and the range constants of each table are kept
 * in a WeakMap beside it.
 */
export const ALL_CHARS_SOURCE = `/** True when every character of s from \`from\` to \`to\` (exclusive) is in the table. */
function allChars(table: Uint8Array, s: string, from: number, to: number): boolean {
  if (to - from >= 128) {
    const ranges = rangesOf(table);
    if (ranges !== null) return allInRanges(ranges, table, s, from, to);
  }
  let ok = 1;
  let i = from;
  for (; i + 3 < to; i += 4) {
    ok &= (table[s.charCodeAt(i)] as number) & (table[s.charCodeAt(i + 1)] as number) & (table[s.charCodeAt(i + 2)] as number) & (table[s.charCodeAt(i + 3)] as number);
  }
  for (; i < to; i++) ok &= table[s.charCodeAt(i)] as number;
  return ok === 1;
}

/** Per table: the word constants of its ranges (see rangesOf), or null when it has more than three. */
const tableRanges = new WeakMap<Uint8Array, Int32Array | null>();

/**
 * A table's characters as at most three ranges [lo, hi], each as two constants: a byte b (below 128) plus
 * (128 - lo) has its top bit set when b >= lo, plus (127 - hi) when b > hi; repeated in the four bytes of a word. An
 * unused range is (0, 0): it takes no byte.
 */
function rangesOf(table: Uint8Array): Int32Array | null {
  let ranges = tableRanges.get(table);
  if (ranges !== undefined) return ranges;
  const bounds: number[] = [];
  for (let c = 0; c < 128; c++) {
    if (table[c] === 1 && (c === 0 || table[c - 1] !== 1)) bounds.push(c);
    if (table[c] === 1 && (c === 127 || table[c + 1] !== 1)) bounds.push(c);
  }
  if (bounds.length > 6) ranges = null;
  else {
    ranges = new Int32Array(6);
    for (let k = 0; k < bounds.length; k += 2) {
      ranges[k] = Math.imul(128 - (bounds[k] as number), 0x01010101);
      ranges[k + 1] = Math.imul(127 - (bounds[k + 1] as number), 0x01010101);
    }
  }
  tableRanges.set(table, ranges);
  return ranges;
}

/** The scratch buffer long runs are encoded into, a chunk at a time (made on first use), and its words. */
let scratchBytes: Uint8Array | undefined;
let scratchWords: Int32Array;
let scratchEncoder: TextEncoder;

function allInRanges(ranges: Int32Array, table: Uint8Array, s: string, from: number, to: number): boolean {
  if (scratchBytes === undefined) {
    scratchBytes = new Uint8Array(16384);
    scratchWords = new Int32Array(scratchBytes.buffer);
    scratchEncoder = new TextEncoder();
  }
  const bytes = scratchBytes;
  const words = scratchWords;
  const a0 = ranges[0] as number, b0 = ranges[1] as number, a1 = ranges[2] as number, b1 = ranges[3] as number, a2 = ranges[4] as number, b2 = ranges[5] as number;
  for (let start = from; start < to; start += bytes.length) {
    const n = Math.min(to - start, bytes.length);
    const { read, written } = scratchEncoder.encodeInto(s.slice(start, start + n), bytes);
    if (read !== n || written !== n) return false;
    let bad = 0;
    const whole = n >> 2;
    for (let w = 0; w < whole; w++) {
      const x = words[w] as number;
      const inside = (((x + a0) | 0) & ~((x + b0) | 0)) | (((x + a1) | 0) & ~((x + b1) | 0)) | (((x + a2) | 0) & ~((x + b2) | 0));
      bad |= ~inside | x;
    }
    let ok = 1;
    for (let i = whole << 2; i < n; i++) ok &= table[bytes[i] as number] as number;
    if ((bad & 0x80808080) !== 0 || ok !== 1) return false;
  }
  return true;
}`;

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

  emit(prefix: ClassAtom[], group: GroupAtom | undefined): CompiledPattern {
    const body: string[] = [];
    const exactLength = !group && prefix.every((a) => a.min === a.max) ? prefix.reduce((n, a) => n + a.min, 0) : undefined;
    if (exactLength !== undefined) body.push(`if (s.length !== ${exactLength}) return false;`);
    body.push('let p = 0;');
    body.push(...this.sequence(prefix, 'return false;', !group));
    if (!group) body.push('return p === s.length;');
    else if (group.alternatives.length > 1) {
      body.push('const start = p;');
      group.alternatives.forEach((alternative, i) => {
        if (i > 0) body.push('p = start;');
        body.push('match: {', ...this.sequence(alternative, 'break match;', true).map((l) => `  ${l}`), '  if (p === s.length) return true;', '}');
      });
      body.push('return false;');
    } else body.push(...this.repeated(group));
    return { body, tables: this.tables, usesAllChars: this.usesAllChars };
  }

  /**
   * Consumes each atom in turn; `fail` leaves when a character does not fit. When the sequence ends the pattern, its
   * last run must take every remaining character, which one `allChars` call checks.
   */
  private sequence(atoms: ClassAtom[], fail: string, endsPattern: boolean): string[] {
    const out: string[] = [];
    atoms.forEach((atom, i) => {
      const test = this.test(atom.set, 's.charCodeAt(p)');
      const run = atom.set.size > 1 && atom.max > 1;
      if (run && endsPattern && i === atoms.length - 1) {
        const bounds = [...(atom.min > 0 ? [`s.length - p < ${atom.min}`] : []), ...(atom.max === Infinity ? [] : [`s.length - p > ${atom.max}`])];
        const test = [...bounds, `!allChars(${this.table(atom.set)}, s, p, s.length)`].join(' || ');
        out.push(`if (${test}) ${fail}`, 'p = s.length;');
        this.usesAllChars = true;
      } else if (atom.min === 1 && atom.max === 1) out.push(`if (p >= s.length || ${this.test(atom.set, 's.charCodeAt(p)', true)}) ${fail}`, 'p++;');
      else {
        if (atom.min > 0 && run) {
          out.push(`if (p + ${atom.min} > s.length || !allChars(${this.table(atom.set)}, s, p, p + ${atom.min})) ${fail}`, `p += ${atom.min};`);
          this.usesAllChars = true;
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
      this.usesAllChars = true;
      out.push(`return allChars(${this.table(first)}, s, p, s.length);`);
      return out;
    }
    const checks = unit.map((set, k) => this.test(set, `s.charCodeAt(p + ${k})`, true)).join(' || ');
    out.push(`for (; p < s.length; p += ${width}) if (${checks}) return false;`, 'return true;');
    return out;
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
