import { JsonRpcError } from '../errors.js';
import type { UpstreamOutcome } from './server-engine-ops.js';
import { type Mask } from './transport.js';
/** Errors the gateway answers with when an upstream did not answer well. The interface document shows none. */
export declare const upstreamErrors: {
    /** The upstream could not be reached, timed out or failed (connection refused or reset, HTTP 5xx, closed socket). */
    readonly unavailable: {
        readonly code: -32050;
        readonly message: "Upstream unavailable";
    };
    /** The upstream answered, but not acceptably: not JSON-RPC, too large, or a result that does not match the spec. */
    readonly badAnswer: {
        readonly code: -32051;
        readonly message: "Upstream answer rejected";
    };
};
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
/**
 * Failures that say nothing of the node: the call aborted (its caller went away, its limit passed, or it lost a
 * hedge) or the gateway's own room for answers full. Neither counts against the node nor is retried.
 */
export declare function ours(error: unknown): boolean;
/** The outage error: no upstream answered, so the call is not charged (a NotServedError). */
export declare function outageError(reason: string): JsonRpcError;
/**
 * What the caller gets for a failure that is not an outage: the upstream's own error object masked and cut (the
 * node answered: charged), or the bad-answer error (not charged: nothing usable came back). Messages of the client's
 * errors name the upstream URL, which may hold a provider's key: only their kind goes out.
 */
export declare function answerError(error: unknown, mask: Mask): unknown;
