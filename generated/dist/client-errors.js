class TransportError extends Error {
  /** True when sending the request again may succeed; the client retries only methods that are safe to repeat. */
  retryable;
  /** The address the request went to, with the API key masked. */
  endpoint;
  constructor(message, endpoint, retryable) {
    super(message);
    this.name = "TransportError";
    this.endpoint = endpoint;
    this.retryable = retryable;
  }
}
class HttpStatusError extends TransportError {
  status;
  /** The start of the response body (at most 1,000 characters), API key masked. */
  body;
  /** On a 429 or 503: how long the server asked to wait, in milliseconds (its `Retry-After`, in seconds or an HTTP
   * date, else the `data.retryAfterMs` of the JSON-RPC error in the body); the client waits that long before a retry. */
  retryAfter;
  constructor(status, body, endpoint, retryAfterHeader) {
    super(
      `HTTP ${status} from ${endpoint}${body ? `: ${body}` : ""}`,
      endpoint,
      status === 408 || status === 425 || status === 429 || status >= 500 && status !== 501 && status !== 505
    );
    this.name = "HttpStatusError";
    this.status = status;
    this.body = body;
    this.retryAfter = status === 429 || status === 503 ? retryAfterOf(retryAfterHeader, body) : void 0;
  }
}
function retryAfterOf(header, body) {
  const value = header?.trim();
  if (value) {
    if (/^\d{1,9}$/.test(value)) return Number(value) * 1e3;
    const at = Date.parse(value);
    if (Number.isFinite(at)) return Math.max(0, at - Date.now());
  }
  if (!body.includes("retryAfterMs")) return void 0;
  try {
    const wait = JSON.parse(body)?.error?.data?.retryAfterMs;
    return typeof wait === "number" && Number.isFinite(wait) && wait >= 0 ? Math.ceil(wait) : void 0;
  } catch {
    return void 0;
  }
}
class TimeoutError extends TransportError {
  timeout;
  constructor(timeout, what, endpoint) {
    super(`${what} timed out after ${timeout} ms (${endpoint})`, endpoint, true);
    this.name = "TimeoutError";
    this.timeout = timeout;
  }
}
class AbortError extends TransportError {
  constructor(what, endpoint) {
    super(`${what} was aborted`, endpoint, false);
    this.name = "AbortError";
  }
}
class SocketClosedError extends TransportError {
  /** The close code (1000 normal, 1006 abnormal, …), or 0 when the socket never opened. */
  code;
  reason;
  constructor(message, code, reason, endpoint, retryable) {
    super(message, endpoint, retryable);
    this.name = "SocketClosedError";
    this.code = code;
    this.reason = reason;
  }
}
class ConnectionError extends TransportError {
  /** The system error code, e.g. `ECONNREFUSED`, when there is one. */
  code;
  constructor(message, code, endpoint, retryable) {
    super(message, endpoint, retryable);
    this.name = "ConnectionError";
    this.code = code;
  }
}
class ProtocolError extends TransportError {
  constructor(message, endpoint) {
    super(message, endpoint, false);
    this.name = "ProtocolError";
  }
}
class ResponseTooLargeError extends TransportError {
  /** The limit, in bytes (`maxResponseBytes`). */
  limit;
  /** Bytes received (or announced by `content-length`) when the client gave up, more than `limit`; undefined when
   * the WebSocket implementation does not say (the `ws` package stops at the frame header that announces too many). */
  received;
  constructor(what, limit, received, endpoint) {
    const size = received === void 0 ? `more than ${limit} bytes` : `${received} > ${limit} bytes`;
    super(`${what}: the answer from ${endpoint} is larger than maxResponseBytes (${size}); reading stopped`, endpoint, false);
    this.name = "ResponseTooLargeError";
    this.limit = limit;
    this.received = received;
  }
}
class ResponseBudgetError extends TransportError {
  /** The budget, in bytes. */
  limit;
  /** Bytes the other answers held when this one was refused. */
  inUse;
  /** Bytes this answer asked for (its `content-length`, or what had arrived of it). */
  wanted;
  constructor(what, limit, inUse, wanted, endpoint) {
    super(`${what}: the answer from ${endpoint} (${wanted} bytes) does not fit responseBudget (${inUse} of ${limit} bytes held by other answers); reading stopped`, endpoint, true);
    this.name = "ResponseBudgetError";
    this.limit = limit;
    this.inUse = inUse;
    this.wanted = wanted;
  }
}
class CreditBudgetError extends Error {
  /** What the refused call or batch costs. */
  cost;
  /** Credits spent today before it. */
  spent;
  budget;
  constructor(what, cost, spent, budget) {
    super(`${what} costs ${cost} credits and ${spent} of the daily budget of ${budget} are spent (${budget - spent} left): not sent`);
    this.name = "CreditBudgetError";
    this.cost = cost;
    this.spent = spent;
    this.budget = budget;
  }
}
class ParamsValidationError extends Error {
  method;
  errors;
  constructor(method, errors) {
    super(`${method}: params do not match the spec: ${describeIssues(errors)}`);
    this.name = "ParamsValidationError";
    this.method = method;
    this.errors = errors;
  }
}
class ResultValidationError extends Error {
  method;
  errors;
  /** The result as received. */
  result;
  constructor(method, errors, result) {
    super(`${method}: the result does not match the spec: ${describeIssues(errors)}`);
    this.name = "ResultValidationError";
    this.method = method;
    this.errors = errors;
    this.result = result;
  }
}
function describeIssues(errors) {
  const shown = errors.slice(0, 3).map((e) => `${e.path} ${e.message}`);
  return errors.length > 3 ? `${shown.join("; ")}; and ${errors.length - 3} more` : shown.join("; ");
}
export {
  AbortError,
  ConnectionError,
  CreditBudgetError,
  HttpStatusError,
  ParamsValidationError,
  ProtocolError,
  ResponseBudgetError,
  ResponseTooLargeError,
  ResultValidationError,
  SocketClosedError,
  TimeoutError,
  TransportError
};
