import { creditStoreUnavailable, creditsExhausted, rateLimited } from './server-metering.js';
import { batchReplyTooLarge } from './server-engine-batch.js';
/** A numeric option: `fallback` when absent, else a finite number >= `min`; a RangeError names the option otherwise. */
export function optionNumber(name, value, fallback, min) {
    if (value === undefined)
        return fallback;
    if (typeof value !== 'number' || !(value >= min) || !Number.isFinite(value))
        throw new RangeError(`server options: ${name} must be a number >= ${min}`);
    return value;
}
/** Errors the server itself answers with, beyond JSON-RPC 2.0's: the interface document does not show them. */
export const serverErrors = {
    /** Missing or refused API key (HTTP 401; a WebSocket upgrade is refused with 401). */
    unauthorized: { code: -32040, message: 'Unauthorized: missing or invalid API key' },
    /** A web page's origin that `cors.origins` or the key's `allowedOrigins` does not allow (HTTP 403, no CORS headers). */
    originRefused: { code: -32041, message: 'Forbidden: this origin may not call with this API key' },
    /**
     * The key's daily balance cannot pay for the call: HTTP 402 "Payment Required" with Retry-After (seconds to the
     * reset), as the provider's deployments answer (spec: info.x-not-shown, topic credits-exhausted).
     */
    creditsExhausted: creditsExhausted,
    /** The key's request rate (credits per second) is exceeded: HTTP 429 with Retry-After, as the provider documents. */
    rateLimited: rateLimited,
    /** The credit store cannot answer (and `creditStoreFailure` is 'refuse'): HTTP 503 with `Retry-After: 1`. */
    creditStoreUnavailable: creditStoreUnavailable,
    /** A call ran past its time limit, for a method that declares no timeout error of its own. */
    timeout: { code: -32005, message: 'request timeout exceeded' },
    /** A call whose answer would take its batch's answer past `maxBatchReplyBytes` (HTTP status as the batch's). */
    batchTooLarge: batchReplyTooLarge,
    /** `createServer` holds more than `maxQueuedBytes` of answers not yet read: HTTP 503, `Retry-After: 1`. */
    answersNotRead: { code: -32000, message: 'Server busy: too many answers waiting to be read' },
};
