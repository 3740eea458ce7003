// What the gateway passes on of an upstream's error object. A node's error is answered to the caller, but the node
// is untrusted: it may send a message of megabytes, data of any size, or echo its own URL, which may carry the
// provider's key (in the path, the query or the user info). So the code stays (the client refuses an error object
// without an integer code: -32051), the message is masked and cut to `errorMessageChars`, the data is masked and
// kept only when its JSON is at most `errorDataChars` long, and nothing else of the object goes on. And how a failed
// upstream call is read: an outage (the node is not serving), a bad answer, or the node's own error. The error
// classes are the generated package's (`Answers` is built from its hooks), so the server engine knows the errors made
// here as its own.
import type { JsonRpcError } from 'rpcforge-generated';
import type { UpstreamOutcome } from './upstream-metrics.js';
import type { Mask, PackageHooks } from './package-api.js';

/** Errors the gateway answers with when an upstream did not answer well. The interface document shows none. */
export const upstreamErrors = {
  /** The upstream could not be reached, timed out or failed (connection refused or reset, HTTP 5xx, closed socket). */
  unavailable: { code: -32050, message: 'Upstream unavailable' },
  /** The upstream answered, but not acceptably: not JSON-RPC, too large, or a result that does not match the spec. */
  badAnswer: { code: -32051, message: 'Upstream answer rejected' },
} as const;

/** Characters of an upstream error's message passed on; a longer one is cut, marked `…`. */
export const errorMessageChars: number = 1024;
/** Characters of the JSON of an upstream error's data passed on; larger data is replaced by a note. */
export const errorDataChars: number = 64 * 1024;
/** Levels of data walked when measuring it; deeper data is left out like large data. */
const dataDepth = 64;
/** Path segments and query values at least this long are masked: provider keys are 20-40 characters; shorter parts
 * (`v3`, `rpc`, `mainnet`) name nothing secret, and masking them would garble ordinary messages. */
const secretSegment = 8;

/** A masker for every part of `url` that may identify the node or carry its credentials: the URL itself (with and
 * without its scheme), its host, user info, path, query, and each long path segment or query value. */
function urlMaskerWith(masker: PackageHooks['masker'], url: string): Mask {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return masker([url]);
  }
  const long = (part: string) => (part.length >= secretSegment ? [part] : []);
  const decoded = (part: string) => {
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
    href.replace(/\/$/, ''),
    href.slice(parsed.protocol.length + 2),
    parsed.host,
    parsed.hostname,
    parsed.username,
    decoded(parsed.username),
    parsed.password,
    decoded(parsed.password),
    parsed.pathname.length > 1 ? parsed.pathname : '',
    parsed.search.slice(1),
    ...parsed.pathname.split('/').flatMap((segment) => [...long(segment), ...long(decoded(segment))]),
    ...[...parsed.searchParams.values()].flatMap(long),
  ];
  return masker(secrets);
}

/**
 * The length of `value`'s JSON when it is at most `max` (exact: the walk only decides that the value is small
 * enough to print), else undefined, found without printing a large value: the walk stops once past `max`.
 */
function jsonSize(value: unknown, max: number): number | undefined {
  let total = 0;
  const walk = (v: unknown, depth: number): boolean => {
    if (depth > dataDepth) return false;
    if (typeof v === 'string') total += v.length + 2;
    else if (v === null || typeof v !== 'object') total += String(v).length;
    else if (Array.isArray(v)) {
      total += 2;
      for (const item of v) if (total > max || !walk(item, depth + 1)) return false;
    } else {
      total += 2;
      for (const key of Object.keys(v)) {
        total += key.length + 4;
        if (total > max || !walk((v as Record<string, unknown>)[key], depth + 1)) return false;
      }
    }
    return total <= max;
  };
  // The walk undercounts escapes: the printed JSON, now known to be small, has the last word.
  if (!walk(value, 0)) return undefined;
  const text = JSON.stringify(value);
  return text.length <= max ? text.length : undefined;
}

/** How the gateway reads a failed upstream call and answers it, with the generated package's error classes. */
export class Answers {
  private readonly JsonRpcError: PackageHooks['JsonRpcError'];
  private readonly NotServedError: PackageHooks['NotServedError'];
  private readonly errors: PackageHooks['clientErrors'];
  constructor(private readonly hooks: PackageHooks) {
    this.JsonRpcError = hooks.JsonRpcError;
    this.NotServedError = hooks.NotServedError;
    this.errors = hooks.clientErrors;
    // Passed around as plain functions (`const { unavailable } = answers`): bound once here.
    for (const name of ['urlMasker', 'upstreamError', 'upstreamOutcome', 'unavailable', 'ours', 'outageError', 'answerError'] as const) {
      (this as unknown as Record<string, unknown>)[name] = (this[name] as (...args: never[]) => unknown).bind(this);
    }
  }

  /** A masker for every part of `url` that may identify the node or carry its credentials. */
  urlMasker(url: string): Mask {
    return urlMaskerWith(this.hooks.masker, url);
  }

  /** The upstream's error as the gateway answers it: code, masked and cut message, masked data within its bound. */
  upstreamError(error: JsonRpcError, mask: Mask): JsonRpcError {
    const message = mask.clip(error.message, errorMessageChars);
    if (error.data === undefined) return new this.JsonRpcError(error.code, message);
    const size = jsonSize(error.data, errorDataChars);
    const data = size === undefined ? `(left out: the upstream's error data is over ${errorDataChars} characters of JSON, or nested over ${dataDepth} levels)` : this.hooks.maskJson(error.data, mask);
    return new this.JsonRpcError(error.code, message, data);
  }

  /** How an upstream call ended, for `metrics`; undefined when its caller gave up on it (the node is not to blame). */
  upstreamOutcome(error: unknown): UpstreamOutcome | undefined {
    if (error instanceof this.JsonRpcError) return 'ok';
    if (error instanceof this.errors.TimeoutError) return 'timeout';
    if (error instanceof this.errors.TransportError && error.name === 'AbortError') return undefined;
    return 'error';
  }

  /** Why an upstream call means the node is not serving (refused, reset, timed out, 5xx, socket closed), or undefined. */
  unavailable(error: unknown): string | undefined {
    if (error instanceof this.errors.ConnectionError) return error.code === 'ECONNREFUSED' ? 'connection refused' : error.code === 'ECONNRESET' ? 'connection reset' : `connection failed${error.code ? ` (${error.code})` : ''}`;
    if (error instanceof this.errors.TimeoutError) return `no answer within ${error.timeout} ms`;
    if (error instanceof this.errors.HttpStatusError && error.status >= 500) return `HTTP ${error.status}`;
    if (error instanceof this.errors.SocketClosedError) return `socket closed (${error.code})`;
    return undefined;
  }

  /**
   * Failures that say nothing of the node: the call aborted (its caller went away, its limit passed, or it lost a
   * hedge) or the gateway's own room for answers full. Neither counts against the node nor is retried.
   */
  ours(error: unknown): boolean {
    return (error instanceof this.errors.TransportError && error.name === 'AbortError') || error instanceof this.errors.ResponseBudgetError;
  }

  /** The outage error: no upstream answered, so the call is not charged (a NotServedError). */
  outageError(reason: string): JsonRpcError {
    return new this.NotServedError(upstreamErrors.unavailable.code, upstreamErrors.unavailable.message, { reason });
  }

  /**
   * What the caller gets for a failure that is not an outage: the upstream's own error object masked and cut (the
   * node answered: charged), or the bad-answer error (not charged: nothing usable came back). Messages of the client's
   * errors name the upstream URL, which may hold a provider's key: only their kind goes out.
   */
  answerError(error: unknown, mask: Mask): unknown {
    if (error instanceof this.JsonRpcError) return this.upstreamError(error, mask);
    if (error instanceof this.errors.ResultValidationError) {
      const errors = error.errors.slice(0, 20).map((issue) => ({ path: mask.clip(issue.path, 200), message: mask.clip(issue.message, 200), keyword: issue.keyword }));
      return new this.NotServedError(upstreamErrors.badAnswer.code, upstreamErrors.badAnswer.message, { reason: 'the result does not match the spec', errors });
  }
    // The gateway's own room for answers is full: no fault of the node's, so an outage to the caller (try again, not
    // charged), and the node stays up.
    if (error instanceof this.errors.ResponseBudgetError) return this.outageError('the gateway is receiving too many upstream answer bytes at once (responseBudgetBytes)');
    if (error instanceof this.errors.HttpStatusError) return this.outageError(`HTTP ${error.status}`);
    if (error instanceof this.errors.TransportError) {
      // The server has answered already (the call's time limit) or the caller went away: nobody reads this.
      if (error.name === 'AbortError') return this.outageError('the call was aborted');
      const reason = error.name === 'ResponseTooLargeError' ? 'the answer is larger than maxResponseBytes' : 'the answer is not a JSON-RPC response to the call';
      return new this.NotServedError(upstreamErrors.badAnswer.code, upstreamErrors.badAnswer.message, { reason });
  }
    return error;
  }
}
