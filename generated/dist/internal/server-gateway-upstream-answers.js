import { ConnectionError, HttpStatusError, ResponseBudgetError, ResultValidationError, SocketClosedError, TimeoutError, TransportError } from "../client-errors.js";
import { JsonRpcError } from "../errors.js";
import { NotServedError } from "./server-engine-not-served.js";
import { maskJson, masker } from "./transport.js";
const upstreamErrors = {
  /** The upstream could not be reached, timed out or failed (connection refused or reset, HTTP 5xx, closed socket). */
  unavailable: { code: -32050, message: "Upstream unavailable" },
  /** The upstream answered, but not acceptably: not JSON-RPC, too large, or a result that does not match the spec. */
  badAnswer: { code: -32051, message: "Upstream answer rejected" }
};
const errorMessageChars = 1024;
const errorDataChars = 64 * 1024;
const dataDepth = 64;
const secretSegment = 8;
function urlMasker(url) {
  let parsed;
  try {
    parsed = new URL(url);
  } catch {
    return masker([url]);
  }
  const long = (part) => part.length >= secretSegment ? [part] : [];
  const decoded = (part) => {
    try {
      return decodeURIComponent(part);
    } catch {
      return part;
    }
  };
  const href = parsed.href;
  const secrets = [
    url,
    href,
    href.replace(/\/$/, ""),
    href.slice(parsed.protocol.length + 2),
    parsed.host,
    parsed.hostname,
    parsed.username,
    decoded(parsed.username),
    parsed.password,
    decoded(parsed.password),
    parsed.pathname.length > 1 ? parsed.pathname : "",
    parsed.search.slice(1),
    ...parsed.pathname.split("/").flatMap((segment) => [...long(segment), ...long(decoded(segment))]),
    ...[...parsed.searchParams.values()].flatMap(long)
  ];
  return masker(secrets);
}
function upstreamError(error, mask) {
  const message = mask.clip(error.message, errorMessageChars);
  if (error.data === void 0) return new JsonRpcError(error.code, message);
  const size = jsonSize(error.data, errorDataChars);
  const data = size === void 0 ? `(left out: the upstream's error data is over ${errorDataChars} characters of JSON, or nested over ${dataDepth} levels)` : maskJson(error.data, mask);
  return new JsonRpcError(error.code, message, data);
}
function jsonSize(value, max) {
  let total = 0;
  const walk = (v, depth) => {
    if (depth > dataDepth) return false;
    if (typeof v === "string") total += v.length + 2;
    else if (v === null || typeof v !== "object") total += String(v).length;
    else if (Array.isArray(v)) {
      total += 2;
      for (const item of v) if (total > max || !walk(item, depth + 1)) return false;
    } else {
      total += 2;
      for (const key of Object.keys(v)) {
        total += key.length + 4;
        if (total > max || !walk(v[key], depth + 1)) return false;
      }
    }
    return total <= max;
  };
  if (!walk(value, 0)) return void 0;
  const text = JSON.stringify(value);
  return text.length <= max ? text.length : void 0;
}
function upstreamOutcome(error) {
  if (error instanceof JsonRpcError) return "ok";
  if (error instanceof TimeoutError) return "timeout";
  if (error instanceof TransportError && error.name === "AbortError") return void 0;
  return "error";
}
function unavailable(error) {
  if (error instanceof ConnectionError) return error.code === "ECONNREFUSED" ? "connection refused" : error.code === "ECONNRESET" ? "connection reset" : `connection failed${error.code ? ` (${error.code})` : ""}`;
  if (error instanceof TimeoutError) return `no answer within ${error.timeout} ms`;
  if (error instanceof HttpStatusError && error.status >= 500) return `HTTP ${error.status}`;
  if (error instanceof SocketClosedError) return `socket closed (${error.code})`;
  return void 0;
}
function ours(error) {
  return error instanceof TransportError && error.name === "AbortError" || error instanceof ResponseBudgetError;
}
function outageError(reason) {
  return new NotServedError(upstreamErrors.unavailable.code, upstreamErrors.unavailable.message, { reason });
}
function answerError(error, mask) {
  if (error instanceof JsonRpcError) return upstreamError(error, mask);
  if (error instanceof ResultValidationError) {
    const errors = error.errors.slice(0, 20).map((issue) => ({ path: mask.clip(issue.path, 200), message: mask.clip(issue.message, 200), keyword: issue.keyword }));
    return new NotServedError(upstreamErrors.badAnswer.code, upstreamErrors.badAnswer.message, { reason: "the result does not match the spec", errors });
  }
  if (error instanceof ResponseBudgetError) return outageError("the gateway is receiving too many upstream answer bytes at once (responseBudgetBytes)");
  if (error instanceof HttpStatusError) return outageError(`HTTP ${error.status}`);
  if (error instanceof TransportError) {
    if (error.name === "AbortError") return outageError("the call was aborted");
    const reason = error.name === "ResponseTooLargeError" ? "the answer is larger than maxResponseBytes" : "the answer is not a JSON-RPC response to the call";
    return new NotServedError(upstreamErrors.badAnswer.code, upstreamErrors.badAnswer.message, { reason });
  }
  return error;
}
export {
  answerError,
  errorDataChars,
  errorMessageChars,
  ours,
  outageError,
  unavailable,
  upstreamError,
  upstreamErrors,
  upstreamOutcome,
  urlMasker
};
