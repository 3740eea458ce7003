// Checking a run of characters four at a time: the string is encoded (TextEncoder.encodeInto) into a scratch buffer
// and read back as 32-bit words, each tested against every range of the run's set at once with word arithmetic.
// On hex (two ranges) this beats both a table lookup per character and V8's irregexp, once the run is long enough
// (docs/benchmarks.md, "Validators", gives the measured thresholds). The sources below are emitted into the
// generated package's match.ts; `fixedRunCheck` writes the check of a run whose position and length the pattern
// fixes (a hash, an address) with its constants inline, which is what makes it fast on 40 and 64 digits.

/** The scratch buffer's size in bytes: strings up to this many characters are encoded whole. */
export const ASCII_CAPACITY = 16384;

/**
 * Runs of at least this many characters, at a fixed place in a string of fixed length, take the inline word check;
 * shorter ones the lookup loop with constant bounds (fixedRunLoop). Measured: at 32 the loop is as fast or faster, at
 * 40 the two tie, at 64 the word check is 1.3–1.6 times the loop.
 */
export const FIXED_WORDS_MIN = 40;

/** Runs of at least this many characters, of variable length, take the word check of `allChars` (below it, the generic word check measured no faster than the loop). */
export const VARIABLE_WORDS_MIN = 128;

/**
 * The scratch buffer and `encodeAscii`. A string is copied whole (no slice), at byte 0–3 of the buffer, chosen so
 * that the run to check starts a word. TextEncoder writes one byte per character below 128 and two to four for any
 * other (a lone surrogate becomes three), so `written === length` says that every character is ASCII, and a
 * compiled pattern, all of whose characters are ASCII, cannot match a string that is not.
 */
export const ENCODE_ASCII_SOURCE = `/** True when s is at most ${ASCII_CAPACITY.toLocaleString('en-US')} characters, all ASCII; it is then in asciiBytes from byte \`offset\` (0–3) on. */
function encodeAscii(s: string, offset: number): boolean {
  const { read, written } = asciiEncoder.encodeInto(s, asciiViews[offset] as Uint8Array);
  return read === s.length && written === s.length;
}

/** The scratch buffer strings are encoded into, as bytes and as words, and its views from bytes 0–3 on. */
const asciiBuffer = new ArrayBuffer(${ASCII_CAPACITY + 4});
const asciiBytes = new Uint8Array(asciiBuffer);
const asciiWords = new Int32Array(asciiBuffer);
const asciiViews: Uint8Array[] = [0, 1, 2, 3].map((offset) => new Uint8Array(asciiBuffer, offset, ${ASCII_CAPACITY}));
const asciiEncoder = new TextEncoder();`;

/**
 * `charRanges`: a table's characters as at most three ranges [lo, hi], each as two word constants (see rangeWords),
 * made once beside the table. The word check needs no lookup per call.
 */
export const CHAR_RANGES_SOURCE = `/**
 * The characters of \`chars\` (at most three ranges of ASCII) as word constants: a byte b below 128 plus (128 - lo)
 * has its top bit set when b >= lo, plus (127 - hi) when b > hi; repeated in the four bytes of a word. An unused
 * range is (0, 0): it takes no byte.
 */
function charRanges(chars: string): Int32Array {
  const table = charTable(chars);
  const ranges = new Int32Array(6);
  let k = 0;
  for (let c = 0; c < 128; c++) {
    if (table[c] === 1 && (c === 0 || table[c - 1] !== 1)) ranges[k++] = Math.imul(128 - c, 0x01010101);
    if (table[c] === 1 && (c === 127 || table[c + 1] !== 1)) ranges[k++] = Math.imul(127 - c, 0x01010101);
  }
  return ranges;
}`;

/**
 * The helper compiled patterns call to check a run of characters. A short run: four lookups per step, combined
 * without branching (a character outside the table, or past ASCII, reads as 0), which V8 runs about 1.5 times faster
 * than a loop that stops at each character. A long run (calldata, log data: kilobytes of hex) of a set made of at
 * most three ranges of ASCII (`ranges`, from charRanges; null for other sets): the whole string is encoded into the
 * scratch buffer (a chunk at a time past its size) and checked four bytes a word.
 */
export const ALL_CHARS_SOURCE = `/** True when every character of s from \`from\` to \`to\` (exclusive) is in the table (whose ranges, if at most three, are \`ranges\`). */
function allChars(table: Uint8Array, ranges: Int32Array | null, s: string, from: number, to: number): boolean {
  if (ranges !== null && to - from >= ${VARIABLE_WORDS_MIN}) return allInRanges(ranges, table, s, from, to);
  let ok = 1;
  let i = from;
  for (; i + 3 < to; i += 4) {
    ok &= (table[s.charCodeAt(i)] as number) & (table[s.charCodeAt(i + 1)] as number) & (table[s.charCodeAt(i + 2)] as number) & (table[s.charCodeAt(i + 3)] as number);
  }
  for (; i < to; i++) ok &= table[s.charCodeAt(i)] as number;
  return ok === 1;
}

/**
 * allChars on a long run. A string that fits the scratch buffer is encoded whole, shifted so that s[from] starts a
 * word; a longer one a chunk at a time. A character past ASCII anywhere fails the run: the pattern cannot match.
 */
function allInRanges(ranges: Int32Array, table: Uint8Array, s: string, from: number, to: number): boolean {
  if (s.length <= ${ASCII_CAPACITY}) {
    const offset = (4 - (from & 3)) & 3;
    return encodeAscii(s, offset) && wordsInRanges(ranges, table, offset + from, offset + to);
  }
  for (let start = from; start < to; start += ${ASCII_CAPACITY}) {
    const end = Math.min(to, start + ${ASCII_CAPACITY});
    if (!encodeAscii(s.slice(start, end), 0) || !wordsInRanges(ranges, table, 0, end - start)) return false;
  }
  return true;
}

/** True when bytes \`from\` (a multiple of 4) to \`to\` of the scratch buffer, all ASCII, are in the ranges. */
function wordsInRanges(ranges: Int32Array, table: Uint8Array, from: number, to: number): boolean {
  const a0 = ranges[0] as number, b0 = ranges[1] as number, a1 = ranges[2] as number, b1 = ranges[3] as number, a2 = ranges[4] as number, b2 = ranges[5] as number;
  const words = asciiWords;
  const end = to >> 2;
  let bad = 0;
  for (let w = from >> 2; w < end; w++) {
    const x = words[w] as number;
    bad |= ~((((x + a0) | 0) & ~((x + b0) | 0)) | (((x + a1) | 0) & ~((x + b1) | 0)) | (((x + a2) | 0) & ~((x + b2) | 0)));
  }
  let ok = 1;
  for (let i = end << 2; i < to; i++) ok &= table[asciiBytes[i] as number] as number;
  return (bad & 0x80808080) === 0 && ok === 1;
}`;

/** A set's ranges [lo, hi] in order, or undefined when it has more than three (the word check takes at most three). */
export function rangesOf(set: ReadonlySet<number>): [number, number][] | undefined {
  const codes = [...set].sort((a, b) => a - b);
  const ranges: [number, number][] = [];
  for (const c of codes) {
    const last = ranges[ranges.length - 1];
    if (last && last[1] === c - 1) last[1] = c;
    else ranges.push([c, c]);
  }
  return ranges.length <= 3 ? ranges : undefined;
}

const word = (byte: number) => `0x${(Math.imul(byte, 0x01010101) >>> 0).toString(16).padStart(8, '0')}`;

/** A loop that sets bit 7 of `bad` for every byte of words `first` to `end` (exclusive) outside the ranges. */
function wordLoop(ranges: [number, number][], first: string, end: string): string[] {
  const inside = ranges.map(([lo, hi]) => `(((x + ${word(128 - lo)}) | 0) & ~((x + ${word(127 - hi)}) | 0))`).join(' | ');
  return [`for (let w = ${first}; w < ${end}; w++) {`, '  const x = asciiWords[w] as number;', `  bad |= ~(${inside});`, '}'];
}

/**
 * The check of a run of `length` characters from `start` to the end of a string of `start + length` characters
 * (the caller has checked that length), the set's ranges written as constants: statements that run `fail` when a
 * character is not in the set. `table` names the set's lookup table, for the last bytes after whole words.
 */
export function fixedRunCheck(ranges: [number, number][], table: string, start: number, length: number, fail: string): string[] {
  const offset = (4 - (start & 3)) & 3;
  const first = (offset + start) >> 2;
  const end = (offset + start + length) >> 2;
  const tail = Array.from({ length: offset + start + length - end * 4 }, (_v, k) => ` || ${table}[asciiBytes[${end * 4 + k}] as number] !== 1`).join('');
  return [
    `// The whole string, encoded from byte ${offset} of the scratch buffer: characters ${start}–${start + length - 1} are words ${first}–${end - 1}${tail ? ' and the bytes after' : ''}.`,
    `if (!encodeAscii(s, ${offset})) ${fail}`,
    '{',
    '  let bad = 0;',
    ...wordLoop(ranges, String(first), String(end)).map((l) => `  ${l}`),
    `  if ((bad & 0x80808080) !== 0${tail}) ${fail}`,
    '}',
  ];
}

/** The lookup loop of fixedRunCheck's run when it is short (a `Bytes8` nonce): four lookups a step, constant bounds. */
export function fixedRunLoop(table: string, start: number, length: number, fail: string): string[] {
  const end = start + length;
  const step = (i: string) => [0, 1, 2, 3].map((k) => `(${table}[s.charCodeAt(${i}${k === 0 ? '' : ` + ${k}`})] as number)`).join(' & ');
  const rest = Array.from({ length: length % 4 }, (_v, k) => ` & (${table}[s.charCodeAt(${end - (length % 4) + k})] as number)`).join('');
  return [
    '{',
    '  let ok = 1;',
    ...(length >= 4 ? [`  for (let i = ${start}; i < ${end - (length % 4)}; i += 4) ok &= ${step('i')};`] : []),
    `  if (${rest ? `(ok${rest})` : 'ok'} !== 1) ${fail}`,
    '}',
  ];
}

/**
 * Arrays of at least this many items of a fixed-length pattern are checked joined (eachCheck); shorter ones item by
 * item. Measured on hashes against item by item: 0.7 times at 2 items, about even at 3, 1.1–1.2 times at 4.
 */
export const EACH_MIN = 4;

/**
 * The body of `function (a: unknown[]): boolean`, true when every item is a string of the pattern `^P R{n}$`: a
 * fixed prefix (`prefixTests`: for each of its characters, a test that is true when the byte `asciiBytes[k + j]`
 * is NOT in its set) and a run of `length` characters of at most three ranges. The items are joined and encoded at
 * once (as many as fit the scratch buffer at a time): one encodeInto for hundreds of hashes instead of one each.
 * The prefix bytes are checked, then overwritten with a character of the run's set, so that one word loop checks the
 * runs of every item across their boundaries. False says only that some item fails or is not a string: the caller
 * then checks item by item, and the answer is always the item check's.
 */
export function eachCheck(prefixTests: string[], ranges: [number, number][], table: string, length: number): string[] {
  const size = prefixTests.length + length;
  const perChunk = Math.floor(ASCII_CAPACITY / size);
  const fill = ranges[0]![0];
  return [
    'for (let i = 0; i < a.length; i++) {',
    '  const s = a[i];',
    `  if (typeof s !== 'string' || s.length !== ${size}) return false;`,
    '}',
    `// ${perChunk.toLocaleString('en-US')} items of ${size} characters fill the scratch buffer.`,
    `for (let from = 0; from < a.length; from += ${perChunk}) {`,
    `  const n = Math.min(a.length - from, ${perChunk}) * ${size};`,
    `  if (!encodeAscii((a.length <= ${perChunk} ? a : a.slice(from, from + ${perChunk})).join(''), 0)) return false;`,
    ...(prefixTests.length === 0
      ? []
      : [
          `  for (let k = 0; k < n; k += ${size}) {`,
          `    if (${prefixTests.join(' || ')}) return false;`,
          ...prefixTests.map((_t, j) => `    asciiBytes[k${j === 0 ? '' : ` + ${j}`}] = ${fill};`),
          '  }',
        ]),
    '  let bad = 0;',
    ...wordLoop(ranges, '0', 'n >> 2').map((l) => `  ${l}`),
    `  for (let k = n & ~3; k < n; k++) bad |= ${table}[asciiBytes[k] as number] === 1 ? 0 : 0x80;`,
    '  if ((bad & 0x80808080) !== 0) return false;',
    '}',
    'return true;',
  ];
}
