function allChars(table, ranges, s, from, to) {
  if (ranges !== null && to - from >= 128) return allInRanges(ranges, table, s, from, to);
  let ok = 1;
  let i = from;
  for (; i + 3 < to; i += 4) {
    ok &= table[s.charCodeAt(i)] & table[s.charCodeAt(i + 1)] & table[s.charCodeAt(i + 2)] & table[s.charCodeAt(i + 3)];
  }
  for (; i < to; i++) ok &= table[s.charCodeAt(i)];
  return ok === 1;
}
function allInRanges(ranges, table, s, from, to) {
  if (s.length <= 16384) {
    const offset = 4 - (from & 3) & 3;
    return encodeAscii(s, offset) && wordsInRanges(ranges, table, offset + from, offset + to);
  }
  for (let start = from; start < to; start += 16384) {
    const end = Math.min(to, start + 16384);
    if (!encodeAscii(s.slice(start, end), 0) || !wordsInRanges(ranges, table, 0, end - start)) return false;
  }
  return true;
}
function wordsInRanges(ranges, table, from, to) {
  const a0 = ranges[0], b0 = ranges[1], a1 = ranges[2], b1 = ranges[3], a2 = ranges[4], b2 = ranges[5];
  const words = asciiWords;
  const end = to >> 2;
  let bad = 0;
  for (let w = from >> 2; w < end; w++) {
    const x = words[w];
    bad |= ~((x + a0 | 0) & ~(x + b0 | 0) | (x + a1 | 0) & ~(x + b1 | 0) | (x + a2 | 0) & ~(x + b2 | 0));
  }
  let ok = 1;
  for (let i = end << 2; i < to; i++) ok &= table[asciiBytes[i]];
  return (bad & 2155905152) === 0 && ok === 1;
}
function charRanges(chars) {
  const table = charTable(chars);
  const ranges = new Int32Array(6);
  let k = 0;
  for (let c = 0; c < 128; c++) {
    if (table[c] === 1 && (c === 0 || table[c - 1] !== 1)) ranges[k++] = Math.imul(128 - c, 16843009);
    if (table[c] === 1 && (c === 127 || table[c + 1] !== 1)) ranges[k++] = Math.imul(127 - c, 16843009);
  }
  return ranges;
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
function encodeAscii(s, offset) {
  const { read, written } = asciiEncoder.encodeInto(s, asciiViews[offset]);
  return read === s.length && written === s.length;
}
const asciiBuffer = new ArrayBuffer(16388);
const asciiBytes = new Uint8Array(asciiBuffer);
const asciiWords = new Int32Array(asciiBuffer);
const asciiViews = [0, 1, 2, 3].map((offset) => new Uint8Array(asciiBuffer, offset, 16384));
const asciiEncoder = new TextEncoder();
const chars1To9LowerAToF = charTable("123456789abcdef");
const charsDigitsLowerAToF = charTable("0123456789abcdef");
const charsDigitsLowerAToFRanges = charRanges("0123456789abcdef");
const charsDigitsUpperAToFLowerAToF = charTable("0123456789ABCDEFabcdef");
const charsDigits = charTable("0123456789");
const charsDigitsRanges = charRanges("0123456789");
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
    if (!allChars(charsDigitsLowerAToF, charsDigitsLowerAToFRanges, s, p, s.length)) break match;
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
    if (s.length - p > 63 || !allChars(charsDigitsLowerAToF, null, s, p, s.length)) break match;
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
  return allChars(charsDigitsLowerAToF, charsDigitsLowerAToFRanges, s, p, s.length);
}
function bytes8Matches(s) {
  if (s.length !== 18) return false;
  let p = 0;
  if (p >= s.length || s.charCodeAt(p) !== 48) return false;
  p++;
  if (p >= s.length || s.charCodeAt(p) !== 120) return false;
  p++;
  {
    let ok = 1;
    for (let i = 2; i < 18; i += 4) ok &= charsDigitsLowerAToF[s.charCodeAt(i)] & charsDigitsLowerAToF[s.charCodeAt(i + 1)] & charsDigitsLowerAToF[s.charCodeAt(i + 2)] & charsDigitsLowerAToF[s.charCodeAt(i + 3)];
    if (ok !== 1) return false;
  }
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
  if (!encodeAscii(s, 2)) return false;
  {
    let bad = 0;
    for (let w = 1; w < 129; w++) {
      const x = asciiWords[w];
      bad |= ~((x + 1347440720 | 0) & ~(x + 1179010630 | 0) | (x + 522133279 | 0) & ~(x + 421075225 | 0));
    }
    if ((bad & 2155905152) !== 0) return false;
  }
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
  if (!encodeAscii(s, 2)) return false;
  {
    let bad = 0;
    for (let w = 1; w < 11; w++) {
      const x = asciiWords[w];
      bad |= ~((x + 1347440720 | 0) & ~(x + 1179010630 | 0) | (x + 1061109567 | 0) & ~(x + 960051513 | 0) | (x + 522133279 | 0) & ~(x + 421075225 | 0));
    }
    if ((bad & 2155905152) !== 0) return false;
  }
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
  if (!encodeAscii(s, 2)) return false;
  {
    let bad = 0;
    for (let w = 1; w < 17; w++) {
      const x = asciiWords[w];
      bad |= ~((x + 1347440720 | 0) & ~(x + 1179010630 | 0) | (x + 522133279 | 0) & ~(x + 421075225 | 0));
    }
    if ((bad & 2155905152) !== 0) return false;
  }
  p = s.length;
  return p === s.length;
}
function storageSlotMatches(s) {
  let p = 0;
  if (p >= s.length || s.charCodeAt(p) !== 48) return false;
  p++;
  if (p >= s.length || s.charCodeAt(p) !== 120) return false;
  p++;
  if (s.length - p < 1 || s.length - p > 64 || !allChars(charsDigitsLowerAToF, null, s, p, s.length)) return false;
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
    if (!allChars(charsDigits, charsDigitsRanges, s, p, s.length)) break match;
    p = s.length;
    if (p === s.length) return true;
  }
  return false;
}
function hash32MatchesEach(a) {
  for (let i = 0; i < a.length; i++) {
    const s = a[i];
    if (typeof s !== "string" || s.length !== 66) return false;
  }
  for (let from = 0; from < a.length; from += 248) {
    const n = Math.min(a.length - from, 248) * 66;
    if (!encodeAscii((a.length <= 248 ? a : a.slice(from, from + 248)).join(""), 0)) return false;
    for (let k = 0; k < n; k += 66) {
      if (asciiBytes[k] !== 48 || asciiBytes[k + 1] !== 120) return false;
      asciiBytes[k] = 48;
      asciiBytes[k + 1] = 48;
    }
    let bad = 0;
    for (let w = 0; w < n >> 2; w++) {
      const x = asciiWords[w];
      bad |= ~((x + 1347440720 | 0) & ~(x + 1179010630 | 0) | (x + 522133279 | 0) & ~(x + 421075225 | 0));
    }
    for (let k = n & ~3; k < n; k++) bad |= charsDigitsLowerAToF[asciiBytes[k]] === 1 ? 0 : 128;
    if ((bad & 2155905152) !== 0) return false;
  }
  return true;
}
function addressMatchesEach(a) {
  for (let i = 0; i < a.length; i++) {
    const s = a[i];
    if (typeof s !== "string" || s.length !== 42) return false;
  }
  for (let from = 0; from < a.length; from += 390) {
    const n = Math.min(a.length - from, 390) * 42;
    if (!encodeAscii((a.length <= 390 ? a : a.slice(from, from + 390)).join(""), 0)) return false;
    for (let k = 0; k < n; k += 42) {
      if (asciiBytes[k] !== 48 || asciiBytes[k + 1] !== 120) return false;
      asciiBytes[k] = 48;
      asciiBytes[k + 1] = 48;
    }
    let bad = 0;
    for (let w = 0; w < n >> 2; w++) {
      const x = asciiWords[w];
      bad |= ~((x + 1347440720 | 0) & ~(x + 1179010630 | 0) | (x + 1061109567 | 0) & ~(x + 960051513 | 0) | (x + 522133279 | 0) & ~(x + 421075225 | 0));
    }
    for (let k = n & ~3; k < n; k++) bad |= charsDigitsUpperAToFLowerAToF[asciiBytes[k]] === 1 ? 0 : 128;
    if ((bad & 2155905152) !== 0) return false;
  }
  return true;
}
function base58StringMatches(s) {
  let p = 0;
  if (s.length - p < 1 || !allChars(chars1To9UpperAToHUpperJToNUpperPToZLowerAToKLowerMToZ, null, s, p, s.length)) return false;
  p = s.length;
  return p === s.length;
}
function starknetHexMatches(s) {
  let p = 0;
  if (p >= s.length || s.charCodeAt(p) !== 48) return false;
  p++;
  if (p >= s.length || s.charCodeAt(p) !== 120) return false;
  p++;
  if (s.length - p < 1 || !allChars(charsDigitsLowerAToF, charsDigitsLowerAToFRanges, s, p, s.length)) return false;
  p = s.length;
  return p === s.length;
}
export {
  addressMatches,
  addressMatchesEach,
  allChars,
  base58StringMatches,
  base64StringPattern,
  bloomMatches,
  bytes8Matches,
  bytesMatches,
  charRanges,
  charTable,
  chars1To9LowerAToF,
  chars1To9UpperAToHUpperJToNUpperPToZLowerAToKLowerMToZ,
  charsDigits,
  charsDigitsLowerAToF,
  charsDigitsLowerAToFRanges,
  charsDigitsRanges,
  charsDigitsUpperAToFLowerAToF,
  codePointLength,
  decimalStringMatches,
  encodeAscii,
  hash32Matches,
  hash32MatchesEach,
  quantityMatches,
  starknetHexMatches,
  storageSlotMatches,
  uint256Matches
};
