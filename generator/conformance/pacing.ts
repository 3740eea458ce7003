// Pacing and rate answers for `rpcforge test`. A gateway that meters calls (ours: a token bucket of credits per
// second per key, metering/rate-limit.ts) answers a call it cannot pay now with HTTP 429 and `Retry-After`
// (whole seconds), and the JSON-RPC error -32005 "request rate exceeded" with `data: { creditsPerSecond,
// retryAfterMs }`. That answer says nothing about the call, so it is never a check's verdict: the call is sent again
// after the wait the endpoint asked for (`data.retryAfterMs` where given, being the more precise, else
// `Retry-After`, else a doubling backoff), a bounded number of times and never past the run's deadline. Only when
// the retries run out does the check fail, and it says so.
//
// A rate answer holds every call back, not only the refused one, until its wait has passed: the bucket the endpoint
// keeps is the key's, so the next call would be refused too. The gap between calls is not otherwise widened: the
// endpoint says how long to wait, and a gateway like ours (retryAfterMs to the millisecond) then refuses little
// (on the demo Growth key at 50 calls a second, about 1 call in 40 is sent again). The run's report holds no retry counts (they depend on timing, and one seed must give one
// report); the command prints them on stderr.
import type { Answer } from './transport.js';

export const rateRetry = {
  /** Sends after the first: 8 retries, whose waits (at most `maxWaitMs` each) stay well under a call timeout in sum. */
  maxRetries: 8,
  /** Longest single wait; a longer Retry-After is cut to this (the retries then run out sooner). */
  maxWaitMs: 2000,
  /** Backoff when the endpoint gives no wait: 50 ms, doubled on each retry. */
  firstBackoffMs: 50,
};

/** A rate answer: why, and the milliseconds the endpoint asked to wait (undefined when it did not say). */
export interface RateAnswer {
  reason: string;
  waitMs?: number;
}

/** An error object meaning "too fast": -32005 with a rate-speaking message or a `retryAfterMs`. */
function rateError(value: unknown): RateAnswer | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const error = (value as { error?: unknown }).error;
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, message, data } = error as { code?: unknown; message?: unknown; data?: unknown };
  if (code !== -32005) return undefined;
  const retryAfterMs = typeof data === 'object' && data !== null ? (data as { retryAfterMs?: unknown }).retryAfterMs : undefined;
  const waitMs = typeof retryAfterMs === 'number' && Number.isFinite(retryAfterMs) && retryAfterMs >= 0 ? retryAfterMs : undefined;
  // -32005 is EIP-1474's "limit exceeded": eth_getLogs' "query returned more than 10000 results" is one too, and
  // sending that again would get the same answer. Only a rate (or a wait to honour) makes it a rate answer.
  if (waitMs === undefined && !(typeof message === 'string' && /\brate\b|too many requests/i.test(message))) return undefined;
  return { reason: `-32005 ${typeof message === 'string' ? message.slice(0, 100) : ''}`.trim(), ...(waitMs === undefined ? {} : { waitMs }) };
}

/**
 * Whether `answer` is a rate answer: HTTP 429, or an answer (one response, or a batch with a response) holding the
 * error -32005 with a rate message or a `retryAfterMs`. Answers past a size a rate answer never reaches are not parsed.
 */
export function rateAnswer(answer: Answer): RateAnswer | undefined {
  if (!answer.ok) return undefined;
  const headerMs = answer.retryAfterSeconds === undefined ? undefined : answer.retryAfterSeconds * 1000;
  let fromBody: RateAnswer | undefined;
  if (answer.text.length < 64 * 1024 && answer.text.includes('-32005')) {
    try {
      const parsed = JSON.parse(answer.text) as unknown;
      const items = Array.isArray(parsed) ? parsed : [parsed];
      for (const item of items) fromBody ??= rateError(item);
    } catch {
      // Not JSON: not a rate answer by its body.
    }
  }
  if (fromBody) return fromBody.waitMs === undefined && headerMs !== undefined ? { ...fromBody, waitMs: headerMs } : fromBody;
  if (answer.status === 429) return { reason: 'HTTP 429', ...(headerMs === undefined ? {} : { waitMs: headerMs }) };
  return undefined;
}

/** `Retry-After` as seconds (the delay form; an HTTP date is not honoured: the backoff applies). */
export function retryAfterSeconds(header: string | null | undefined): number | undefined {
  if (header == null || !/^\s*\d{1,6}\s*$/.test(header)) return undefined;
  return Number(header);
}

/** How long to wait before retry `attempt` (0-based) after `rate`. */
export function retryWait(rate: RateAnswer, attempt: number): number {
  const backoff = rateRetry.firstBackoffMs * 2 ** attempt;
  return Math.min(rateRetry.maxWaitMs, Math.max(1, rate.waitMs ?? backoff));
}

/** Calls at most `rate` a second, none before the wait a rate answer asked for. */
export class Pace {
  private nextAt = 0;
  private readonly gapMs: number;

  constructor(rate: number) {
    this.gapMs = 1000 / rate;
  }

  /** The time (`performance.now()`) the next call may start, and books it. */
  book(now: number): number {
    const at = Math.max(now, this.nextAt);
    this.nextAt = at + this.gapMs;
    return at;
  }

  /** A rate answer: no call before `waitMs` from now. */
  refused(now: number, waitMs: number): void {
    this.nextAt = Math.max(this.nextAt, now + waitMs);
  }
}
