/** One reason a value does not match the spec (the same shape as `ValidationError` in validation.ts). */
export interface ValidationIssue {
    path: string;
    message: string;
    keyword: string;
}
/** A request got no JSON-RPC answer: an HTTP error status, a timeout, an abort, a closed socket, a refused
 * connection or a response that is not JSON-RPC. Never an error the server answered with. */
export declare class TransportError extends Error {
    /** True when sending the request again may succeed; the client retries only methods that are safe to repeat. */
    readonly retryable: boolean;
    /** The address the request went to, with the API key masked. */
    readonly endpoint: string;
    constructor(message: string, endpoint: string, retryable: boolean);
}
/** The HTTP server answered with a status other than 2xx. 408, 425, 429, 500, 502, 503 and 504 are retryable; 402 (the
 * daily balance is spent until its reset) is not. */
export declare class HttpStatusError extends TransportError {
    readonly status: number;
    /** The start of the response body (at most 1,000 characters), API key masked. */
    readonly body: string;
    /** On a 429 or 503: how long the server asked to wait, in milliseconds (its `Retry-After`, in seconds or an HTTP
     * date, else the `data.retryAfterMs` of the JSON-RPC error in the body); the client waits that long before a retry. */
    readonly retryAfter: number | undefined;
    constructor(status: number, body: string, endpoint: string, retryAfterHeader?: string | null);
}
/** No answer arrived within the timeout (milliseconds, per attempt). Retryable. */
export declare class TimeoutError extends TransportError {
    readonly timeout: number;
    constructor(timeout: number, what: string, endpoint: string);
}
/** The caller's AbortSignal fired before the answer arrived. Never retried. */
export declare class AbortError extends TransportError {
    constructor(what: string, endpoint: string);
}
/** The WebSocket closed while the request waited for its answer, or was closed before it could be sent. */
export declare class SocketClosedError extends TransportError {
    /** The close code (1000 normal, 1006 abnormal, …), or 0 when the socket never opened. */
    readonly code: number;
    readonly reason: string;
    constructor(message: string, code: number, reason: string, endpoint: string, retryable: boolean);
}
/** The connection could not be made or broke (refused, reset, DNS failure, …). */
export declare class ConnectionError extends TransportError {
    /** The system error code, e.g. `ECONNREFUSED`, when there is one. */
    readonly code: string | undefined;
    constructor(message: string, code: string | undefined, endpoint: string, retryable: boolean);
}
/** The answer is not a JSON-RPC response to this request: not JSON, no `result` or `error`, an id the request did not
 * send (a single answer's id must be the call's; an error answer may carry `null`, JSON-RPC's "could not read the
 * request"), a batch answer with an id twice or with an id the batch did not send, or a batch entry is missing. A
 * hostile or broken server's answer of this kind is never taken as a call's result or error. */
export declare class ProtocolError extends TransportError {
    constructor(message: string, endpoint: string);
}
/** The answer grew past `maxResponseBytes` (default 64 MiB) while it arrived, so the client stopped reading it: the
 * HTTP connection is destroyed, or the WebSocket closed with 1009 (every call waiting on that socket fails with this
 * error; the next call opens a new socket). Not retryable: the same request would get the same answer. */
export declare class ResponseTooLargeError extends TransportError {
    /** The limit, in bytes (`maxResponseBytes`). */
    readonly limit: number;
    /** Bytes received (or announced by `content-length`) when the client gave up, more than `limit`; undefined when
     * the WebSocket implementation does not say (the `ws` package stops at the frame header that announces too many). */
    readonly received: number | undefined;
    constructor(what: string, limit: number, received: number | undefined, endpoint: string);
}
/** The answer would take the bytes of answers being received at once past `responseBudget` (default 128 MiB), so
 * the client stopped reading it and destroyed its connection. Retryable: the budget frees as other answers finish. */
export declare class ResponseBudgetError extends TransportError {
    /** The budget, in bytes. */
    readonly limit: number;
    /** Bytes the other answers held when this one was refused. */
    readonly inUse: number;
    /** Bytes this answer asked for (its `content-length`, or what had arrived of it). */
    readonly wanted: number;
    constructor(what: string, limit: number, inUse: number, wanted: number, endpoint: string);
}
/** The call would take the credits spent today past the daily budget, so the client did not send it. */
export declare class CreditBudgetError extends Error {
    /** What the refused call or batch costs. */
    readonly cost: number;
    /** Credits spent today before it. */
    readonly spent: number;
    readonly budget: number;
    constructor(what: string, cost: number, spent: number, budget: number);
}
/** The params of a call do not match the spec (with `validate` on), so the client did not send it. */
export declare class ParamsValidationError extends Error {
    readonly method: string;
    readonly errors: readonly ValidationIssue[];
    constructor(method: string, errors: readonly ValidationIssue[]);
}
/** The result the server sent does not match the spec (with `validate` on). */
export declare class ResultValidationError extends Error {
    readonly method: string;
    readonly errors: readonly ValidationIssue[];
    /** The result as received. */
    readonly result: unknown;
    constructor(method: string, errors: readonly ValidationIssue[], result: unknown);
}
