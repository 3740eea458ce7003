// What the client asks of a transport: send one JSON-RPC text, hand back the parsed answer. Shared helpers for the
// transports: API key masking (mask first, cut after), safe previews of hostile values, and the translation of
// system errors.
import { AbortError, ConnectionError, TimeoutError, type TransportError, type ValidationIssue } from '../client-errors.js';
import { Deadlines } from './deadlines.js';
import type { HttpHost, HttpSender } from './http-transport.js';

export interface SendControl {
  /** Milliseconds before the attempt fails with TimeoutError. */
  timeout: number;
  /** The call's abort (its `signal` or `onAbort`), when it has one. Its listener may be called at once, inside
   * `watch` (a forwarding server's call aborted already): the transport then sends nothing. */
  abort?: Pick<AbortWatch, 'listen'>;
  /** What is being sent, for messages: `eth_call` or `batch of 3 calls`. */
  what: string;
}

/** Default `maxResponseBytes`: 64 MiB. The largest real answers are an `eth_getLogs` of 10,000 logs (about 1 KB of
 * JSON each, 10 MB; 30 MB with 1 KB of data per log) and a full block with its transactions (a few MB): this leaves
 * twice the worst of them, while a hostile server cannot make the client buffer more. */
export const defaultMaxResponseBytes: number = 64 * 1024 * 1024;
/** The most `maxResponseBytes` may be: V8's longest string (2^29 - 24 UTF-16 units on 64-bit), which the answer's
 * UTF-8 text (never more units than bytes) must fit in. */
export const maxResponseBytesCap: number = 2 ** 29 - 24;

/** What a subscription layer (subscriptions.ts) hears of a WebSocket: the server's notifications, and each loss of
 * the socket they came on. */
export interface PushListener {
  /** A JSON-RPC request without an id. True when it was taken (a subscription's); false leaves it unsolicited. */
  notification(message: { method: string; params?: unknown }): boolean;
  /** The socket that carried the subscriptions is gone; `final` when no socket will be opened again. */
  lost(final: boolean): void;
}

export interface Transport {
  /** The address, API key masked. */
  readonly endpoint: string;
  /** Present on a transport that can carry subscriptions (WebSocket): hands it the listener of its notifications. */
  listen?(listener: PushListener): void;
  /** Sends `body` (a request or a batch) and resolves with the parsed answer. `ids` are the request ids in it; a
   * WebSocket transport matches answers by them. Rejects with a TransportError only. */
  send(body: string, ids: readonly number[], batch: boolean, control: SendControl): Promise<unknown>;
  close(): Promise<void>;
}

/** Masks the API key in a text. `clip` masks first and cuts after, so a cut never keeps part of the key. */
export interface Mask {
  (text: string): string;
  /** Masks `text`, then cuts it to `max` characters (marked `…`). `cut` says `text` is itself the start of a longer
   * text: then, as after any cut, a tail that could be the start of the key is dropped too. */
  clip(text: string, max: number, cut?: boolean): string;
}

/** Keys shorter than this are masked only where they follow the key path (e.g. `/v3/k`): replacing every `k` or `%`
 * of a text would garble it, and a key that short is easily guessed anyway. */
export const shortKeyLength = 4;

/** A masker for `secret`: every form it may take in a text (raw, URL-encoded with upper- or lower-case hex,
 * JSON-escaped once or twice) becomes `***`. `context` is the key path before the key (`/v3/`): a short key is
 * masked only right after it. Several secrets (the parts of an upstream URL) are masked alike, longest first; short
 * ones among them are left alone. */
export function masker(secret: string | readonly string[] | undefined, context = ''): Mask {
  const secrets = typeof secret === 'string' ? [secret].filter((s) => s !== '') : (secret ?? []).filter((s) => s.length >= shortKeyLength);
  if (secrets.length === 0) return Object.assign((text: string) => text, { clip: (text: string, max: number, cut = false) => cutText(text, max, cut, []) });
  const escape = (text: string) => JSON.stringify(text).slice(1, -1);
  const bare = secrets.flatMap((one) => {
    const encoded = encodeURIComponent(one);
    return [one, encoded, encoded.replace(/%[0-9A-F]{2}/g, (hex) => hex.toLowerCase()), escape(one), escape(escape(one))];
  });
  const short = typeof secret === 'string' && secret.length < shortKeyLength;
  const forms = [...new Set(short ? bare.map((form) => context + form) : bare)].sort((a, b) => b.length - a.length);
  const masked = short ? `${context}***` : '***';
  const mask = (text: string): string => {
    let out = text;
    // A second pass for a key that contains `*`, which a replacement could complete.
    for (let pass = 0; pass < 3; pass++) {
      const before = out;
      for (const form of forms) if (out.includes(form)) out = out.split(form).join(masked);
      if (out === before) break;
    }
    return out;
  };
  const longest = forms[0]?.length ?? 0;
  const clip = (text: string, max: number, cut = false): string => {
    // Masking megabytes to show 200 characters is waste: mask a window (its own cut end cleared of a partial key
    // before masking shifts it left), then cut that.
    const window = 2 * max + longest;
    if (text.length > window) return cutText(dropPartialKey(mask(text.slice(0, window)), forms), max, true, forms);
    return cutText(mask(text), max, cut, forms);
  };
  return Object.assign(mask, { clip });
}

/** Cuts a masked text to `max` characters; after a cut, drops a tail that is the start of a form of the key. */
function cutText(text: string, max: number, cut: boolean, forms: readonly string[]): string {
  if (text.length > max) return `${dropPartialKey(text.slice(0, max), forms)}…`;
  return cut ? `${dropPartialKey(text, forms)}…` : text;
}

/** `text` without its longest tail that is the start (not the whole) of one of `forms`. */
function dropPartialKey(text: string, forms: readonly string[]): string {
  let drop = 0;
  for (const form of forms) {
    for (let k = Math.min(form.length - 1, text.length); k > drop; k--) {
      if (text.endsWith(form.slice(0, k))) {
        drop = k;
        break;
      }
    }
  }
  return text.slice(0, text.length - drop);
}

/** The start of a JSON value as text, key masked, for messages. Never throws (a value nested too deep for
 * JSON.stringify is named as such). */
export function preview(value: unknown, mask: Mask, max = 200): string {
  let text: string;
  try {
    text = JSON.stringify(value) ?? String(value);
  } catch {
    text = '(a value nested too deep to print)';
  }
  return mask.clip(text, max);
}

/** Levels of a JSON value maskJson walks; deeper parts (no real error data goes there) become a note. */
const maskDepth = 64;

/** A validator's issues with the key masked in their paths and messages (a param or result may hold it). */
export function maskIssues(issues: readonly ValidationIssue[], mask: Mask): ValidationIssue[] {
  return issues.map((issue) => ({ path: mask(issue.path), message: mask(issue.message), keyword: issue.keyword }));
}

/** Masks every string and property name inside a JSON value (error data or a result a server sent back), without
 * changing anything else. */
export function maskJson(value: unknown, mask: Mask, depth = 0): unknown {
  if (typeof value === 'string') return mask(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth >= maskDepth) return '(nested too deep: left out)';
  if (Array.isArray(value)) return value.map((item) => maskJson(item, mask, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    Object.defineProperty(out, mask(key), { value: maskJson(item, mask, depth + 1), enumerable: true, writable: true, configurable: true });
  }
  return out;
}

const transientCodes = new Set(['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'ETIMEDOUT', 'EAI_AGAIN', 'ECONNABORTED', 'EHOSTUNREACH', 'ENETUNREACH', 'ENETDOWN', 'UND_ERR_SOCKET']);

/** A failure of the network layer as a ConnectionError; only transient conditions are retryable. */
export function connectionError(error: unknown, endpoint: string, mask: Mask, what: string): ConnectionError {
  const e = error as { code?: unknown; message?: unknown; cause?: { code?: unknown; message?: unknown } };
  const code = typeof e?.code === 'string' ? e.code : typeof e?.cause?.code === 'string' ? e.cause.code : undefined;
  const text = [e?.message, e?.cause?.message].filter((m): m is string => typeof m === 'string' && m !== '').join(': ') || String(error);
  const retryable = code === undefined ? /socket hang up|other side closed|terminated/i.test(text) : transientCodes.has(code);
  return new ConnectionError(mask.clip(`${what} to ${endpoint} failed: ${text}`, 1000), code, endpoint, retryable);
}

/**
 * Arms the timeout and the abort of one attempt; `done` disarms both. `fail` gets the error to reject with. `coarse`
 * (node:http only) puts a timeout of a second or more on the shared clock below; elsewhere a host's timers may belong
 * to the request that set them (a worker), so every attempt keeps a timer of its own.
 */
export function watch(control: SendControl, endpoint: string, fail: (error: TransportError) => void, coarse = false): () => void {
  let clear: () => void;
  if (coarse && control.timeout >= coarseFrom) {
    const deadline = timeouts.add(control.timeout, { expire: () => fail(new TimeoutError(control.timeout, control.what, endpoint)) });
    clear = () => timeouts.delete(deadline);
  } else {
    const timer = setTimeout(() => fail(new TimeoutError(control.timeout, control.what, endpoint)), control.timeout);
    clear = () => clearTimeout(timer);
  }
  const abort = control.abort;
  if (abort === undefined) return clear;
  const unlisten = abort.listen(() => fail(new AbortError(control.what, endpoint)));
  return () => {
    clear();
    unlisten();
  };
}

/** Timeouts from this long go on the coarse clock (at most 4 % late); shorter ones, where 40 ms would show, get a
 * timer each. */
const coarseFrom = 1000;

/** The attempts' long timeouts of every client of the process, on one coarse clock (deadlines.ts). A Node timer per
 * attempt, set and cleared, cost a forwarding gateway (which calls one at a time, so its timer list was made and
 * dropped on every call) more than anything else of the client's bookkeeping besides the request itself
 * (docs/benchmarks.md, Sequential calls). */
const timeouts = new Deadlines();

/** A call's abort as the client needs it: whether it happened, and one listener at a time for when it does. */
export interface AbortWatch {
  readonly aborted: boolean;
  /** Calls `listener` once when the call is aborted (not when it was already: check `aborted` first); returns what
   * stops listening. One listener at a time: the attempt's, or the wait before a retry. */
  listen(listener: () => void): () => void;
  /** Stops listening to the caller's abort, once the call is over. */
  close(): void;
}

const noop = (): void => undefined;

/**
 * The abort of one call, from the caller's `signal` and `onAbort` (either aborts it), or undefined without either.
 * `onAbort` is asked once per call, whatever the attempts: a forwarding server's abort reaches the attempt without an
 * AbortController and an EventTarget listener per call, which cost a gateway more than the rest of its bookkeeping
 * of an upstream call.
 */
export function abortWatch(signal: AbortSignal | undefined, onAbort: ((listener: () => void) => () => void) | undefined): AbortWatch | undefined {
  if (onAbort === undefined) {
    if (signal === undefined) return undefined;
    return {
      get aborted() {
        return signal.aborted;
      },
      listen(listener) {
        signal.addEventListener('abort', listener, { once: true });
        return () => signal.removeEventListener('abort', listener);
      },
      close: noop,
    };
  }
  let aborted = false;
  let current: (() => void) | undefined;
  const fire = () => {
    if (aborted) return;
    aborted = true;
    const listener = current;
    current = undefined;
    listener?.();
  };
  const stop = onAbort(fire);
  const unlinkSignal = signal === undefined ? noop : (signal.addEventListener('abort', fire, { once: true }), () => signal.removeEventListener('abort', fire));
  if (signal?.aborted) fire();
  return {
    get aborted() {
      return aborted;
    },
    listen(listener) {
      current = listener;
      return () => {
        if (current === listener) current = undefined;
      };
    },
    close() {
      current = undefined;
      if (typeof stop === 'function') stop();
      unlinkSignal();
    },
  };
}

/** What differs between runtimes, given by the package's `#platform` import (platform.ts outside Node,
 * platform.node.ts on Node): the sender over Node's HTTP modules and the loader of the `ws` WebSocket class. Absent
 * ones mean the global `fetch` and `WebSocket`. */
export interface Platform {
  /** The sender over `node:http` (node-http.ts), on Node only; absent elsewhere, where `fetch` is used. */
  http?: (transport: HttpHost, headers: Readonly<Record<string, string>>) => Promise<HttpSender>;
  webSocket?: () => Promise<unknown>;
}

/** Wraps a stream or socket callback, which runs outside any promise: an exception there goes to `onError`, never to
 * the process. */
export function guarded<A extends unknown[]>(callback: (...args: A) => void, onError: (error: unknown) => void): (...args: A) => void {
  return (...args: A): void => {
    try {
      callback(...args);
    } catch (error) {
      onError(error);
    }
  };
}
