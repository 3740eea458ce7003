function allChars(table, s, from, to) {
  if (to - from >= 128) {
    const ranges = rangesOf(table);
    if (ranges !== null) return allInRanges(ranges, table, s, from, to);
  }
  let ok = 1;
  let i = from;
  for (; i + 3 < to; i += 4) {
    ok &= table[s.charCodeAt(i)] & table[s.charCodeAt(i + 1)] & table[s.charCodeAt(i + 2)] & table[s.charCodeAt(i + 3)];
  }
  for (; i < to; i++) ok &= table[s.charCodeAt(i)];
  return ok === 1;
}
const tableRanges = /* @__PURE__ */ new WeakMap();
function rangesOf(table) {
  let ranges = tableRanges.get(table);
  if (ranges !== void 0) return ranges;
  const bounds = [];
  for (let c = 0; c < 128; c++) {
    if (table[c] === 1 && (c === 0 || table[c - 1] !== 1)) bounds.push(c);
    if (table[c] === 1 && (c === 127 || table[c + 1] !== 1)) bounds.push(c);
  }
  if (bounds.length > 6) ranges = null;
  else {
    ranges = new Int32Array(6);
    for (let k = 0; k < bounds.length; k += 2) {
      ranges[k] = Math.imul(128 - bounds[k], 16843009);
      ranges[k + 1] = Math.imul(127 - bounds[k + 1], 16843009);
    }
  }
  tableRanges.set(table, ranges);
  return ranges;
}
let scratchBytes;
let scratchWords;
let scratchEncoder;
function allInRanges(ranges, table, s, from, to) {
  if (scratchBytes === void 0) {
    scratchBytes = new Uint8Array(16384);
    scratchWords = new Int32Array(scratchBytes.buffer);
    scratchEncoder = new TextEncoder();
  }
  const bytes = scratchBytes;
  const words = scratchWords;
  const a0 = ranges[0], b0 = ranges[1], a1 = ranges[2], b1 = ranges[3], a2 = ranges[4], b2 = ranges[5];
  for (let start = from; start < to; start += bytes.length) {
    const n = Math.min(to - start, bytes.length);
    const { read, written } = scratchEncoder.encodeInto(s.slice(start, start + n), bytes);
    if (read !== n || written !== n) return false;
    let bad = 0;
    const whole = n >> 2;
    for (let w = 0; w < whole; w++) {
      const x = words[w];
      const inside = (x + a0 | 0) & ~(x + b0 | 0) | (x + a1 | 0) & ~(x + b1 | 0) | (x + a2 | 0) & ~(x + b2 | 0);
      bad |= ~inside | x;
    }
    let ok = 1;
    for (let i = whole << 2; i < n; i++) ok &= table[bytes[i]];
    if ((bad & 2155905152) !== 0 || ok !== 1) return false;
  }
  return true;
}
function charTable(chars) {
  const table = new Uint8Array(128);
  for (let i = 0; i < chars.length; i++) table[chars.charCodeAt(i)] = 1;
  return table;
}
function codePointLength(text) {
  let length = text.length;
  for (let i = 0; i < text.length - 1; i++) {
    const code = text.charCodeAt(i);
    if (code >= 55296 && code <= 56319 && (text.charCodeAt(i + 1) & 64512) === 56320) {
      length--;
      i++;
    }
  }
  return length;
}
const chars1To9LowerAToF = charTable("123456789abcdef");
const charsDigitsLowerAToF = charTable("0123456789abcdef");
const charsDigitsUpperAToFLowerAToF = charTable("0123456789ABCDEFabcdef");
const charsDigits = charTable("0123456789");
const chars1To9UpperAToHUpperJToNUpperPToZLowerAToKLowerMToZ = charTable("123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz");
const base64StringPattern = new RegExp("^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$", "u");
function quantityMatches(s) {
  let p = 0;
  if (p >= s.length || s.charCodeAt(p) !== 48) return false;
  p++;
  if (p >= s.length || s.charCodeAt(p) !== 120) return false;
  p++;
  const start = p;
  match: {
    if (p >= s.length || s.charCodeAt(p) !== 48) break match;
    p++;
    if (p === s.length) return true;
  }
  p = start;
  match: {
    if (p >= s.length || chars1To9LowerAToF[s.charCodeAt(p)] !== 1) break match;
    p++;
    if (!allChars(charsDigitsLowerAToF, s, p, s.length)) break match;
    p = s.length;
    if (p === s.length) return true;
  }
  return false;
}
function uint256Matches(s) {
  let p = 0;
  if (p >= s.length || s.charCodeAt(p) !== 48) return false;
  p++;
  if (p >= s.length || s.charCodeAt(p) !== 120) return false;
  p++;
  const start = p;
  match: {
    if (p >= s.length || s.charCodeAt(p) !== 48) break match;
    p++;
    if (p === s.length) return true;
  }
  p = start;
  match: {
    if (p >= s.length || chars1To9LowerAToF[s.charCodeAt(p)] !== 1) break match;
    p++;
    if (s.length - p > 63 || !allChars(charsDigitsLowerAToF, s, p, s.length)) break match;
    p = s.length;
    if (p === s.length) return true;
  }
  return false;
}
function bytesMatches(s) {
  let p = 0;
  if (p >= s.length || s.charCodeAt(p) !== 48) return false;
  p++;
  if (p >= s.length || s.charCodeAt(p) !== 120) return false;
  p++;
  const rest = s.length - p;
  if (rest % 2 !== 0) return false;
  return allChars(charsDigitsLowerAToF, s, p, s.length);
}
function bytes8Matches(s) {
  if (s.length !== 18) return false;
  let p = 0;
  if (p >= s.length || s.charCodeAt(p) !== 48) return false;
  p++;
  if (p >= s.length || s.charCodeAt(p) !== 120) return false;
  p++;
  if (s.length - p < 16 || s.length - p > 16 || !allChars(charsDigitsLowerAToF, s, p, s.length)) return false;
  p = s.length;
  return p === s.length;
}
function bloomMatches(s) {
  if (s.length !== 514) return false;
  let p = 0;
  if (p >= s.length || s.charCodeAt(p) !== 48) return false;
  p++;
  if (p >= s.length || s.charCodeAt(p) !== 120) return false;
  p++;
  if (s.length - p < 512 || s.length - p > 512 || !allChars(charsDigitsLowerAToF, s, p, s.length)) return false;
  p = s.length;
  return p === s.length;
}
function addressMatches(s) {
  if (s.length !== 42) return false;
  let p = 0;
  if (p >= s.length || s.charCodeAt(p) !== 48) return false;
  p++;
  if (p >= s.length || s.charCodeAt(p) !== 120) return false;
  p++;
  if (s.length - p < 40 || s.length - p > 40 || !allChars(charsDigitsUpperAToFLowerAToF, s, p, s.length)) return false;
  p = s.length;
  return p === s.length;
}
function hash32Matches(s) {
  if (s.length !== 66) return false;
  let p = 0;
  if (p >= s.length || s.charCodeAt(p) !== 48) return false;
  p++;
  if (p >= s.length || s.charCodeAt(p) !== 120) return false;
  p++;
  if (s.length - p < 64 || s.length - p > 64 || !allChars(charsDigitsLowerAToF, s, p, s.length)) return false;
  p = s.length;
  return p === s.length;
}
function storageSlotMatches(s) {
  let p = 0;
  if (p >= s.length || s.charCodeAt(p) !== 48) return false;
  p++;
  if (p >= s.length || s.charCodeAt(p) !== 120) return false;
  p++;
  if (s.length - p < 1 || s.length - p > 64 || !allChars(charsDigitsLowerAToF, s, p, s.length)) return false;
  p = s.length;
  return p === s.length;
}
function decimalStringMatches(s) {
  let p = 0;
  const start = p;
  match: {
    if (p >= s.length || s.charCodeAt(p) !== 48) break match;
    p++;
    if (p === s.length) return true;
  }
  p = start;
  match: {
    if (p >= s.length || (s.charCodeAt(p) < 49 || s.charCodeAt(p) > 57)) break match;
    p++;
    if (!allChars(charsDigits, s, p, s.length)) break match;
    p = s.length;
    if (p === s.length) return true;
  }
  return false;
}
function base58StringMatches(s) {
  let p = 0;
  if (s.length - p < 1 || !allChars(chars1To9UpperAToHUpperJToNUpperPToZLowerAToKLowerMToZ, s, p, s.length)) return false;
  p = s.length;
  return p === s.length;
}
function starknetHexMatches(s) {
  let p = 0;
  if (p >= s.length || s.charCodeAt(p) !== 48) return false;
  p++;
  if (p >= s.length || s.charCodeAt(p) !== 120) return false;
  p++;
  if (s.length - p < 1 || !allChars(charsDigitsLowerAToF, s, p, s.length)) return false;
  p = s.length;
  return p === s.length;
}
export {
  addressMatches,
  allChars,
  base58StringMatches,
  base64StringPattern,
  bloomMatches,
  bytes8Matches,
  bytesMatches,
  charTable,
  chars1To9LowerAToF,
  chars1To9UpperAToHUpperJToNUpperPToZLowerAToKLowerMToZ,
  charsDigits,
  charsDigitsLowerAToF,
  charsDigitsUpperAToFLowerAToF,
  codePointLength,
  decimalStringMatches,
  hash32Matches,
  quantityMatches,
  starknetHexMatches,
  storageSlotMatches,
  uint256Matches
};
