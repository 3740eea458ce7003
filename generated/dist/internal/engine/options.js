import { creditStoreUnavailable, creditsExhausted, rateLimited } from "../metering/refusals.js";
import { batchReplyTooLarge } from "./batch.js";
function optionNumber(name, value, fallback, min) {
  if (value === void 0) return fallback;
  if (typeof value !== "number" || !(value >= min) || !Number.isFinite(value)) throw new RangeError(`server options: ${name} must be a number >= ${min}`);
  return value;
}
const serverErrors = {
  /** Missing or refused API key (HTTP 401; a WebSocket upgrade is refused with 401). */
  unauthorized: { code: -32040, message: "Unauthorized: missing or invalid API key" },
  /** A web page's origin that `cors.origins` or the key's `allowedOrigins` does not allow (HTTP 403, no CORS headers). */
  originRefused: { code: -32041, message: "Forbidden: this origin may not call with this API key" },
  /**
   * The key's daily balance cannot pay for the call: HTTP 402 "Payment Required" with Retry-After (seconds to the
   * reset), as the provider's deployments answer (spec: info.x-not-shown, topic credits-exhausted).
   */
  creditsExhausted,
  /** The key's request rate (credits per second) is exceeded: HTTP 429 with Retry-After, as the provider documents. */
  rateLimited,
  /** The credit store cannot answer (and `creditStoreFailure` is 'refuse'): HTTP 503 with `Retry-After: 1`. */
  creditStoreUnavailable,
  /** A call ran past its time limit, for a method that declares no timeout error of its own. */
  timeout: { code: -32005, message: "request timeout exceeded" },
  /** A call whose answer would take its batch's answer past `maxBatchReplyBytes` (HTTP status as the batch's). */
  batchTooLarge: batchReplyTooLarge,
  /** `createServer` holds more than `maxQueuedBytes` of answers not yet read: HTTP 503, `Retry-After: 1`. */
  answersNotRead: { code: -32e3, message: "Server busy: too many answers waiting to be read" }
};
export {
  optionNumber,
  serverErrors
};
