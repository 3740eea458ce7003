/** True when every character of s from `from` to `to` (exclusive) is in the table (whose ranges, if at most three, are `ranges`). */
export declare function allChars(table: Uint8Array, ranges: Int32Array | null, s: string, from: number, to: number): boolean;
/**
 * The characters of `chars` (at most three ranges of ASCII) as word constants: a byte b below 128 plus (128 - lo)
 * has its top bit set when b >= lo, plus (127 - hi) when b > hi; repeated in the four bytes of a word. An unused
 * range is (0, 0): it takes no byte.
 */
export declare function charRanges(chars: string): Int32Array;
/** A lookup table of ASCII character codes: 1 for the characters in `chars`. */
export declare function charTable(chars: string): Uint8Array;
/** String length in Unicode code points, as JSON Schema counts it. */
export declare function codePointLength(text: string): number;
/** True when s is at most 16,384 characters, all ASCII; it is then in asciiBytes from byte `offset` (0–3) on. */
export declare function encodeAscii(s: string, offset: number): boolean;
export declare const chars1To9LowerAToF: Uint8Array;
export declare const charsDigitsLowerAToF: Uint8Array;
export declare const charsDigitsLowerAToFRanges: Int32Array;
export declare const charsDigitsUpperAToFLowerAToF: Uint8Array;
export declare const charsDigits: Uint8Array;
export declare const charsDigitsRanges: Int32Array;
export declare const chars1To9UpperAToHUpperJToNUpperPToZLowerAToKLowerMToZ: Uint8Array;
export declare const base64StringPattern: RegExp;

/** Matches the pattern `^0x(0|[1-9a-f][0-9a-f]*)$` with character checks (same answer as the RegExp, faster on parsed JSON). */
export declare function quantityMatches(s: string): boolean;

/** Matches the pattern `^0x(0|[1-9a-f][0-9a-f]{0,63})$` with character checks (same answer as the RegExp, faster on parsed JSON). */
export declare function uint256Matches(s: string): boolean;

/** Matches the pattern `^0x([0-9a-f][0-9a-f])*$` with character checks (same answer as the RegExp, faster on parsed JSON). */
export declare function bytesMatches(s: string): boolean;

/** Matches the pattern `^0x[0-9a-f]{16}$` with character checks (same answer as the RegExp, faster on parsed JSON). */
export declare function bytes8Matches(s: string): boolean;

/** Matches the pattern `^0x[0-9a-f]{512}$` with character checks (same answer as the RegExp, faster on parsed JSON). */
export declare function bloomMatches(s: string): boolean;

/** Matches the pattern `^0x[0-9a-fA-F]{40}$` with character checks (same answer as the RegExp, faster on parsed JSON). */
export declare function addressMatches(s: string): boolean;

/** Matches the pattern `^0x[0-9a-f]{64}$` with character checks (same answer as the RegExp, faster on parsed JSON). */
export declare function hash32Matches(s: string): boolean;

/** Matches the pattern `^0x[0-9a-f]{1,64}$` with character checks (same answer as the RegExp, faster on parsed JSON). */
export declare function storageSlotMatches(s: string): boolean;

/** Matches the pattern `^(0|[1-9][0-9]*)$` with character checks (same answer as the RegExp, faster on parsed JSON). */
export declare function decimalStringMatches(s: string): boolean;

/** True when every item is a string matching `^0x[0-9a-f]{64}$`, checked all at once (false: some item is no such string; checking them one by one says which). */
export declare function hash32MatchesEach(a: unknown[]): boolean;

/** True when every item is a string matching `^0x[0-9a-fA-F]{40}$`, checked all at once (false: some item is no such string; checking them one by one says which). */
export declare function addressMatchesEach(a: unknown[]): boolean;

/** Matches the pattern `^[1-9A-HJ-NP-Za-km-z]+$` with character checks (same answer as the RegExp, faster on parsed JSON). */
export declare function base58StringMatches(s: string): boolean;

/** Matches the pattern `^0x[0-9a-f]+$` with character checks (same answer as the RegExp, faster on parsed JSON). */
export declare function starknetHexMatches(s: string): boolean;
