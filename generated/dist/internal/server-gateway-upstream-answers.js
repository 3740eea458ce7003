import { ConnectionError, HttpStatusError, SocketClosedError, TimeoutError, TransportError } from "../client-errors.js";
import { JsonRpcError } from "../errors.js";
import { maskJson, masker } from "./transport.js";
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
export {
  errorDataChars,
  errorMessageChars,
  unavailable,
  upstreamError,
  upstreamOutcome,
  urlMasker
};
