import { JsonRpcError } from '../../errors.js';
/**
 * The deepest nesting of the params of a method of the spec. Its own schemas nest a few levels (a block's
 * transactions' access lists: 5); a recursive schema (a tree) may mean more, so the bound is well above them, yet far
 * below what JSON.stringify, a validator or a logger can walk (about 4,000 levels of arrays on Node's default stack,
 * 2,800 with 3,000 frames in use).
 */
export declare const maxParamsDepth = 256;
/** -32602 for params (an array or object: level 1) nested deeper than `most` levels; else undefined. */
export declare function paramsDepthError(params: unknown, most: number): JsonRpcError | undefined;
