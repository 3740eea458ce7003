// Errors of the client other than the server's JSON-RPC answers (those are `JsonRpcError` and its subclasses in
// errors.ts): the request got no answer (transport errors), the client refused to send it (credit budget), or a
// value did not match the spec (validation). No message holds the API key: the client masks every text first, and
// cuts a text only after masking it (a cut never leaves the start of the key behind).

/** One reason a value does not match the spec (the same shape as `ValidationError` in validation.ts). */
export interface ValidationIssue {
  path: string;
  message: string;
  keyword: string;
}

/** A request got no JSON-RPC answer: an HTTP error status, a timeout, an abort, a closed socket, a refused
 * connection or a response that is not JSON-RPC. Never an error the server answered with. */
export class TransportError extends Error {
  /** True when sending the request again may succeed; the client retries only methods that are safe to repeat. */
  readonly retryable: boolean;
  /** The address the request went to, with the API key masked. */
  readonly endpoint: string;

  constructor(message: string, endpoint: string, retryable: boolean) {
    super(message);
    this.name = 'TransportError';
    this.endpoint = endpoint;
    this.retryable = retryable;
  }
}

/** The HTTP server answered with a status other than 2xx. 408, 425, 429, 500, 502, 503 and 504 are retryable; 402 (the
 * daily balance is spent until its reset) is not. */
export class HttpStatusError extends TransportError {
  readonly status: number;
  /** The start of the response body (at most 1,000 characters), API key masked. */
  readonly body: string;
  /** On a 429 or 503: how long the server asked to wait, in milliseconds (its `Retry-After`, in seconds or an HTTP
   * date, else the `data.retryAfterMs` of the JSON-RPC error in the body); the client waits that long before a retry. */
  readonly retryAfter: number | undefined;

  constructor(status: number, body: string, endpoint: string, retryAfterHeader?: string | null) {
    super(
      `HTTP ${status} from ${endpoint}${body ? `: ${body}` : ''}`,
      endpoint,
      status === 408 || status === 425 || status === 429 || (status >= 500 && status !== 501 && status !== 505),
    );
    this.name = 'HttpStatusError';
    this.status = status;
    this.body = body;
    this.retryAfter = status === 429 || status === 503 ? retryAfterOf(retryAfterHeader, body) : undefined;
  }
}

/** Milliseconds from a `Retry-After` value (whole seconds, or an HTTP date) or, without one, from the body's JSON-RPC
 * `error.data.retryAfterMs`; undefined when neither says. Never negative. */
function retryAfterOf(header: string | null | undefined, body: string): number | undefined {
  const value = header?.trim();
  if (value) {
    if (/^\d{1,9}$/.test(value)) return Number(value) * 1000;
    const at = Date.parse(value);
    if (Number.isFinite(at)) return Math.max(0, at - Date.now());
  }
  if (!body.includes('retryAfterMs')) return undefined;
  try {
    const wait = (JSON.parse(body) as { error?: { data?: { retryAfterMs?: unknown } } } | null)?.error?.data?.retryAfterMs;
    return typeof wait === 'number' && Number.isFinite(wait) && wait >= 0 ? Math.ceil(wait) : undefined;
  } catch {
    return undefined; // a body cut at 1,000 characters, or not JSON
  }
}

/** No answer arrived within the timeout (milliseconds, per attempt). Retryable. */
export class TimeoutError extends TransportError {
  readonly timeout: number;

  constructor(timeout: number, what: string, endpoint: string) {
    super(`${what} timed out after ${timeout} ms (${endpoint})`, endpoint, true);
    this.name = 'TimeoutError';
    this.timeout = timeout;
  }
}

/** The caller's AbortSignal fired before the answer arrived. Never retried. */
export class AbortError extends TransportError {
  constructor(what: string, endpoint: string) {
    super(`${what} was aborted`, endpoint, false);
    this.name = 'AbortError';
  }
}

/** The WebSocket closed while the request waited for its answer, or was closed before it could be sent. */
export class SocketClosedError extends TransportError {
  /** The close code (1000 normal, 1006 abnormal, …), or 0 when the socket never opened. */
  readonly code: number;
  readonly reason: string;

  constructor(message: string, code: number, reason: string, endpoint: string, retryable: boolean) {
    super(message, endpoint, retryable);
    this.name = 'SocketClosedError';
    this.code = code;
    this.reason = reason;
  }
}

/** The connection could not be made or broke (refused, reset, DNS failure, …). */
export class ConnectionError extends TransportError {
  /** The system error code, e.g. `ECONNREFUSED`, when there is one. */
  readonly code: string | undefined;

  constructor(message: string, code: string | undefined, endpoint: string, retryable: boolean) {
    super(message, endpoint, retryable);
    this.name = 'ConnectionError';
    this.code = code;
  }
}

/** The answer is not a JSON-RPC response to this request: not JSON, no `result` or `error`, an id the request did not
 * send (a single answer's id must be the call's; an error answer may carry `null`, JSON-RPC's "could not read the
 * request"), a batch answer with an id twice or with an id the batch did not send, or a batch entry is missing. A
 * hostile or broken server's answer of this kind is never taken as a call's result or error. */
export class ProtocolError extends TransportError {
  constructor(message: string, endpoint: string) {
    super(message, endpoint, false);
    this.name = 'ProtocolError';
  }
}

/** The answer grew past `maxResponseBytes` (default 64 MiB) while it arrived, so the client stopped reading it: the
 * HTTP connection is destroyed, or the WebSocket closed with 1009 (every call waiting on that socket fails with this
 * error; the next call opens a new socket). Not retryable: the same request would get the same answer. */
export class ResponseTooLargeError extends TransportError {
  /** The limit, in bytes (`maxResponseBytes`). */
  readonly limit: number;
  /** Bytes received (or announced by `content-length`) when the client gave up, more than `limit`; undefined when
   * the WebSocket implementation does not say (the `ws` package stops at the frame header that announces too many). */
  readonly received: number | undefined;

  constructor(what: string, limit: number, received: number | undefined, endpoint: string) {
    const size = received === undefined ? `more than ${limit} bytes` : `${received} > ${limit} bytes`;
    super(`${what}: the answer from ${endpoint} is larger than maxResponseBytes (${size}); reading stopped`, endpoint, false);
    this.name = 'ResponseTooLargeError';
    this.limit = limit;
    this.received = received;
  }
}

/** The answer would take the bytes of answers being received at once past `responseBudget` (default 128 MiB), so
 * the client stopped reading it and destroyed its connection. Retryable: the budget frees as other answers finish. */
export class ResponseBudgetError extends TransportError {
  /** The budget, in bytes. */
  readonly limit: number;
  /** Bytes the other answers held when this one was refused. */
  readonly inUse: number;
  /** Bytes this answer asked for (its `content-length`, or what had arrived of it). */
  readonly wanted: number;

  constructor(what: string, limit: number, inUse: number, wanted: number, endpoint: string) {
    super(`${what}: the answer from ${endpoint} (${wanted} bytes) does not fit responseBudget (${inUse} of ${limit} bytes held by other answers); reading stopped`, endpoint, true);
    this.name = 'ResponseBudgetError';
    this.limit = limit;
    this.inUse = inUse;
    this.wanted = wanted;
  }
}

/** The call would take the credits spent today past the daily budget, so the client did not send it. */
export class CreditBudgetError extends Error {
  /** What the refused call or batch costs. */
  readonly cost: number;
  /** Credits spent today before it. */
  readonly spent: number;
  readonly budget: number;

  constructor(what: string, cost: number, spent: number, budget: number) {
    super(`${what} costs ${cost} credits and ${spent} of the daily budget of ${budget} are spent (${budget - spent} left): not sent`);
    this.name = 'CreditBudgetError';
    this.cost = cost;
    this.spent = spent;
    this.budget = budget;
  }
}

/** The params of a call do not match the spec (with `validate` on), so the client did not send it. */
export class ParamsValidationError extends Error {
  readonly method: string;
  readonly errors: readonly ValidationIssue[];

  constructor(method: string, errors: readonly ValidationIssue[]) {
    super(`${method}: params do not match the spec: ${describeIssues(errors)}`);
    this.name = 'ParamsValidationError';
    this.method = method;
    this.errors = errors;
  }
}

/** The result the server sent does not match the spec (with `validate` on). */
export class ResultValidationError extends Error {
  readonly method: string;
  readonly errors: readonly ValidationIssue[];
  /** The result as received. */
  readonly result: unknown;

  constructor(method: string, errors: readonly ValidationIssue[], result: unknown) {
    super(`${method}: the result does not match the spec: ${describeIssues(errors)}`);
    this.name = 'ResultValidationError';
    this.method = method;
    this.errors = errors;
    this.result = result;
  }
}

function describeIssues(errors: readonly ValidationIssue[]): string {
  const shown = errors.slice(0, 3).map((e) => `${e.path} ${e.message}`);
  return errors.length > 3 ? `${shown.join('; ')}; and ${errors.length - 3} more` : shown.join('; ');
}
