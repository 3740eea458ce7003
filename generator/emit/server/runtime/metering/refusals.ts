// Metering, the refusals: what a call refused before its handler is answered (its balance cannot pay, its rate is
// exceeded, the credit store cannot say), with which HTTP status and Retry-After. The engine asks the store
// (metering/credit-store.ts) and the limiter (metering/rate-limit.ts) and writes these answers; this
// room imports nothing of the engine. Internal module: use server.ts.
import type { RateRefusal } from './rate-limit.js';

/**
 * The key's daily balance cannot pay for the call: HTTP 402 "Payment Required" with Retry-After (seconds to the
 * reset), as the provider's deployments answer (spec: info.x-not-shown, topic credits-exhausted).
 */
export const creditsExhausted = { code: -32005, message: 'daily credit limit exceeded' } as const;
/** The key's request rate (credits per second) is exceeded: HTTP 429 with Retry-After, as the provider documents. */
export const rateLimited = { code: -32005, message: 'request rate exceeded' } as const;
/** The credit store cannot answer (and `creditStoreFailure` is 'refuse'): HTTP 503 with `Retry-After: 1`. */
export const creditStoreUnavailable = { code: -32000, message: 'Service unavailable: credits cannot be checked now' } as const;

/** How worth retrying a refusal status is: 429 (the rate frees up within seconds), 503, then 402 (the reset). */
export function refusalRank(status: number): number {
  return status === 429 ? 3 : status === 503 ? 2 : 1;
}

/** A call refused before its handler: the key's balance cannot pay, its rate is exceeded, or the store cannot answer. */
export type Refusal =
  | { kind: 'credits'; cost: number; balance: number; resetsAt: number }
  | ({ kind: 'rate' } & RateVerdict)
  | { kind: 'unavailable' };

/** A rate limiter's refusal, its numbers checked. */
export interface RateVerdict {
  creditsPerSecond: number;
  retryAfterMs: number;
}

/**
 * A limiter's refusal with its numbers made sound (whatever object a limiter of the host's own returned). Throws
 * what reading the host's object throws: the engine then lets the call through, as for a limiter that failed.
 */
export function rateVerdict(verdict: 0 | RateRefusal): 0 | RateVerdict {
  if (verdict === 0) return 0;
  const rate = Number(verdict.creditsPerSecond);
  const wait = Number(verdict.retryAfterMs);
  return { creditsPerSecond: Number.isFinite(rate) ? rate : 0, retryAfterMs: Number.isFinite(wait) && wait > 0 ? Math.ceil(wait) : 1000 };
}

/** Seconds to the next 00:00 UTC. */
export function secondsToReset(): number {
  const now = Date.now();
  return Math.max(1, Math.ceil(((Math.floor(now / 86_400_000) + 1) * 86_400_000 - now) / 1000));
}

/** `resetsAt` as ISO text; the last one is kept, as every refusal of a day has the same. */
let lastIso: { time: number; text: string } = { time: Number.NaN, text: '' };
function isoTime(time: number): string {
  if (time !== lastIso.time) {
    const date = new Date(time);
    lastIso = { time, text: Number.isNaN(date.getTime()) ? 'invalid' : date.toISOString() };
  }
  return lastIso.text;
}

/** The HTTP status of a refusal: 429 (rate), 503 (store unavailable) or 402 (credits). */
export function refusalStatus(refusal: Refusal): number {
  return refusal.kind === 'rate' ? 429 : refusal.kind === 'unavailable' ? 503 : 402;
}

/** The Retry-After of a refusal, in seconds (at least 1): the rate's wait, 1 for the store, the reset for credits. */
export function refusalRetryAfter(refusal: Refusal): number {
  if (refusal.kind === 'rate') return Math.max(1, Math.ceil(refusal.retryAfterMs / 1000));
  if (refusal.kind === 'unavailable') return 1;
  return Math.max(1, Math.ceil((refusal.resetsAt - Date.now()) / 1000));
}

/**
 * The refusal's text, written directly: no Error is made (its stack trace would cost more than the answer), so a
 * refused call costs no more than a served one.
 */
export function refusalText(idJson: string, refusal: Refusal): string {
  if (refusal.kind === 'rate') {
    const { code, message } = rateLimited;
    const data = `{"creditsPerSecond":${JSON.stringify(refusal.creditsPerSecond)},"retryAfterMs":${JSON.stringify(refusal.retryAfterMs)}}`;
    return `{"jsonrpc":"2.0","id":${idJson},"error":{"code":${code},"message":"${message}","data":${data}}}`;
  }
  if (refusal.kind === 'unavailable') {
    const { code, message } = creditStoreUnavailable;
    return `{"jsonrpc":"2.0","id":${idJson},"error":{"code":${code},"message":"${message}"}}`;
  }
  const { code, message } = creditsExhausted;
  const data = `{"cost":${JSON.stringify(refusal.cost)},"balance":${JSON.stringify(refusal.balance)},"resetsAt":"${isoTime(refusal.resetsAt)}"}`;
  return `{"jsonrpc":"2.0","id":${idJson},"error":{"code":${code},"message":"${message}","data":${data}}}`;
}
