// What the client asks of a transport: send one JSON-RPC text, hand back the parsed answer. Shared helpers for the
// transports: API key masking and the translation of system errors.
import { AbortError, ConnectionError, TimeoutError, type TransportError } from '../client-errors.js';

export interface SendControl {
  /** Milliseconds before the attempt fails with TimeoutError. */
  timeout: number;
  signal?: AbortSignal;
  /** What is being sent, for messages: `eth_call` or `batch of 3 calls`. */
  what: string;
}

export interface Transport {
  /** The address, API key masked. */
  readonly endpoint: string;
  /** Sends `body` (a request or a batch) and resolves with the parsed answer. `ids` are the request ids in it; a
   * WebSocket transport matches answers by them. Rejects with a TransportError only. */
  send(body: string, ids: readonly number[], batch: boolean, control: SendControl): Promise<unknown>;
  close(): Promise<void>;
}

export type Mask = (text: string) => string;

/** Replaces every occurrence of `secret` (raw and URL-encoded) with `***`. */
export function masker(secret: string | undefined): Mask {
  if (secret === undefined || secret === '') return (text) => text;
  const forms = [...new Set([secret, encodeURIComponent(secret)])].sort((a, b) => b.length - a.length);
  return (text) => {
    let out = text;
    for (const form of forms) if (out.includes(form)) out = out.split(form).join('***');
    return out;
  };
}

/** Masks every string inside a JSON value (used on error data a server sent back). */
export function maskJson(value: unknown, mask: Mask): unknown {
  if (typeof value === 'string') return mask(value);
  if (value === null || typeof value !== 'object') return value;
  const text = JSON.stringify(value);
  const masked = mask(text);
  return masked === text ? value : (JSON.parse(masked) as unknown);
}

const transientCodes = new Set(['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'ETIMEDOUT', 'EAI_AGAIN', 'ECONNABORTED', 'EHOSTUNREACH', 'ENETUNREACH', 'ENETDOWN', 'UND_ERR_SOCKET']);

/** A failure of the network layer as a ConnectionError; only transient conditions are retryable. */
export function connectionError(error: unknown, endpoint: string, mask: Mask, what: string): ConnectionError {
  const e = error as { code?: unknown; message?: unknown; cause?: { code?: unknown; message?: unknown } };
  const code = typeof e?.code === 'string' ? e.code : typeof e?.cause?.code === 'string' ? e.cause.code : undefined;
  const text = [e?.message, e?.cause?.message].filter((m): m is string => typeof m === 'string' && m !== '').join(': ') || String(error);
  const retryable = code === undefined ? /socket hang up|other side closed|terminated/i.test(text) : transientCodes.has(code);
  return new ConnectionError(mask(`${what} to ${endpoint} failed: ${text}`), code, endpoint, retryable);
}

/** Arms the timeout and the abort signal of one attempt; `done` disarms both. `fail` gets the error to reject with. */
export function watch(control: SendControl, endpoint: string, fail: (error: TransportError) => void): () => void {
  const timer = setTimeout(() => fail(new TimeoutError(control.timeout, control.what, endpoint)), control.timeout);
  const signal = control.signal;
  if (signal === undefined) return () => clearTimeout(timer);
  const onAbort = () => fail(new AbortError(control.what, endpoint));
  signal.addEventListener('abort', onAbort, { once: true });
  return () => {
    clearTimeout(timer);
    signal.removeEventListener('abort', onAbort);
  };
}

/** Node.js, where `node:http` and the `ws` package can be loaded. */
export const onNode = typeof process === 'object' && process !== null && typeof process.versions?.node === 'string';
