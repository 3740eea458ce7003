import type { RateRefusal } from './rate-limit.js';
/**
 * The key's daily balance cannot pay for the call: HTTP 402 "Payment Required" with Retry-After (seconds to the
 * reset), as the provider's deployments answer (spec: info.x-not-shown, topic credits-exhausted).
 */
export declare const creditsExhausted: {
    readonly code: -32005;
    readonly message: "daily credit limit exceeded";
};
/** The key's request rate (credits per second) is exceeded: HTTP 429 with Retry-After, as the provider documents. */
export declare const rateLimited: {
    readonly code: -32005;
    readonly message: "request rate exceeded";
};
/** The credit store cannot answer (and `creditStoreFailure` is 'refuse'): HTTP 503 with `Retry-After: 1`. */
export declare const creditStoreUnavailable: {
    readonly code: -32000;
    readonly message: "Service unavailable: credits cannot be checked now";
};
/** How worth retrying a refusal status is: 429 (the rate frees up within seconds), 503, then 402 (the reset). */
export declare function refusalRank(status: number): number;
/** A call refused before its handler: the key's balance cannot pay, its rate is exceeded, or the store cannot answer. */
export type Refusal = {
    kind: 'credits';
    cost: number;
    balance: number;
    resetsAt: number;
} | ({
    kind: 'rate';
} & RateVerdict) | {
    kind: 'unavailable';
};
/** A rate limiter's refusal, its numbers checked. */
export interface RateVerdict {
    creditsPerSecond: number;
    retryAfterMs: number;
}
/**
 * A limiter's refusal with its numbers made sound (whatever object a limiter of the host's own returned). Throws
 * what reading the host's object throws: the engine then lets the call through, as for a limiter that failed.
 */
export declare function rateVerdict(verdict: 0 | RateRefusal): 0 | RateVerdict;
/** Seconds to the next 00:00 UTC. */
export declare function secondsToReset(): number;
/** The HTTP status of a refusal: 429 (rate), 503 (store unavailable) or 402 (credits). */
export declare function refusalStatus(refusal: Refusal): number;
/** The Retry-After of a refusal, in seconds (at least 1): the rate's wait, 1 for the store, the reset for credits. */
export declare function refusalRetryAfter(refusal: Refusal): number;
/**
 * The refusal's text, written directly: no Error is made (its stack trace would cost more than the answer), so a
 * refused call costs no more than a served one.
 */
export declare function refusalText(idJson: string, refusal: Refusal): string;
