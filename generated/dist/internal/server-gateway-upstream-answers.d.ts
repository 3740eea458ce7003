import { JsonRpcError } from '../errors.js';
import type { UpstreamOutcome } from './server-engine-ops.js';
import { type Mask } from './transport.js';
/** Characters of an upstream error's message passed on; a longer one is cut, marked `…`. */
export declare const errorMessageChars: number;
/** Characters of the JSON of an upstream error's data passed on; larger data is replaced by a note. */
export declare const errorDataChars: number;
/** A masker for every part of `url` that may identify the node or carry its credentials: the URL itself (with and
 * without its scheme), its host, user info, path, query, and each long path segment or query value. */
export declare function urlMasker(url: string): Mask;
/** The upstream's error as the gateway answers it: code, masked and cut message, masked data within its bound. */
export declare function upstreamError(error: JsonRpcError, mask: Mask): JsonRpcError;
/** How an upstream call ended, for `metrics`; undefined when its caller gave up on it (the node is not to blame). */
export declare function upstreamOutcome(error: unknown): UpstreamOutcome | undefined;
/** Why an upstream call means the node is not serving (refused, reset, timed out, 5xx, socket closed), or undefined. */
export declare function unavailable(error: unknown): string | undefined;
