// The client's options and the shapes it hands back, the same for every API; client.ts adds the typed methods.

/** A WebSocket class with the browser API (`ws`'s `WebSocket` or the global one). */
export type WebSocketConstructor = new (url: string, ...rest: never[]) => object;

/** One check by the generated validators: the value's issues, if any. */
export type ClientValidation = { ok: true } | { ok: false; errors: { path: string; message: string; keyword: string }[] };

/** The generated `validators` object (validators.ts): the param and result checks by method name. */
export interface ClientValidators {
  validateParams(method: string, params: unknown): ClientValidation;
  validateResult(method: string, result: unknown): ClientValidation;
  /** A subscription's notification value, by the subscription's name (packages whose spec declares subscriptions). */
  validateNotification?(name: string, value: unknown): ClientValidation;
}

export interface ClientOptions {
  /**
   * Base address of the network, e.g. `https://mainnet.example.com` (`wss://…` or `https://…` for `transport: 'ws'`).
   * With `apiKey` the client appends the key path the spec's servers declare (`/v3/<key>` over HTTP, `/ws/v3/<key>`
   * over WebSocket); without it `url` is used as it is.
   */
  url: string;
  /** The API key. It travels in the path and is masked (`***`) in every error message, error property and log line,
   * texts the server sends back included: its raw, URL-encoded and JSON-escaped forms, masked before any text is
   * cut so no part of it is left at a cut. A key shorter than 4 characters is masked only where it follows the key
   * path (`/v3/<key>`): masking every `a` of a text would garble it, and a key that short is no secret anyway. */
  apiKey?: string;
  /** `http` (default): one POST per call over keep-alive connections; `ws`: one WebSocket for every call. */
  transport?: 'http' | 'ws';
  /** Extra headers on every HTTP request, and on the WebSocket handshake (through the `ws` package). */
  headers?: Record<string, string>;
  /** Milliseconds one attempt may take before it fails with `TimeoutError`. Default 30,000. */
  timeout?: number;
  /** Retries after a retryable transport error, for methods the spec marks safe to repeat (`x-idempotent`) only.
   * `false` turns retrying off. Default `{ retries: 2, delay: 100, maxDelay: 2000 }`. */
  retry?: RetryOptions | false;
  /** Check the params of every call and the result of every answer with the generated validators. `true` checks
   * both. Default off. Needs `validators`. */
  validate?: boolean | { params?: boolean; result?: boolean };
  /** The generated validators, for `validate`: `import { validators } from '<package>'`. Passed in rather than
   * imported by the client, so that a bundle of a client that does not validate carries none of them. */
  validators?: ClientValidators;
  /** Credits the client may spend per UTC day; a call that would go past it is refused before it is sent
   * (`CreditBudgetError`). Calls whose cost the spec does not show are counted apart and never refused. */
  dailyBudget?: number;
  /** WebSocket: after an open connection closes, open a new one for the next call. Default false: later calls fail
   * with `SocketClosedError`. Calls waiting when the socket closes always fail (and are retried if safe). */
  reconnect?: boolean;
  /** Bytes one answer may have (an HTTP body, or a WebSocket message). The client counts them as they arrive and
   * stops reading past the limit: the call fails with `ResponseTooLargeError` (not retried), the HTTP connection is
   * destroyed, a WebSocket is closed (every call waiting on it fails; the next call opens a new one). Default
   * 67,108,864 (64 MiB): twice the largest real answers (`eth_getLogs` with its 10,000 logs, about 10-30 MB; a full
   * block, a few MB). At most 536,870,888 (V8's longest string). A WebSocket class of your own (`webSocket`, or the
   * global one off Node) is checked only after a message arrived whole. */
  maxResponseBytes?: number;
  /** HTTP on Node: most sockets kept open to the server at once. Default 128. */
  maxConnections?: number;
  /** HTTP: bytes of answers being received at once, over all sockets, or a `ResponseBudget` shared with other
   * clients. `maxResponseBytes` bounds one answer; this bounds their sum (128 sockets of 64 MiB answers could
   * otherwise hold 8 GiB). An answer whose `content-length`, or whose bytes as they arrive, would pass it is dropped
   * at once with `ResponseBudgetError` (retryable) and its connection destroyed; bytes are given back once an answer
   * is parsed (and the turn that hands it over has run) or given up on. Default 134,217,728 (128 MiB, two answers of
   * the default `maxResponseBytes`; an answer costs about four times its size in memory while it is parsed), or
   * `maxResponseBytes` when larger; at least `maxResponseBytes`. A WebSocket receives one message at a time, which
   * `maxResponseBytes` already bounds. */
  responseBudget?: number | ResponseBudget;
  /** HTTP: a `fetch` to use instead of `node:http` (the global `fetch` is used where `node:http` is missing). */
  fetch?: typeof fetch;
  /** WebSocket: the class to use. Default: the `ws` package on Node (it enforces `maxResponseBytes` while a message
   * arrives), the global `WebSocket` elsewhere. */
  webSocket?: WebSocketConstructor;
  /** Receives the client's log lines (retries, reconnects, ignored messages), API key masked. `console` fits. */
  logger?: ClientLogger;
}

/** The options of `createHttpClient`: `createClient`'s, less those of the WebSocket transport. */
export type HttpClientOptions = Omit<ClientOptions, 'transport' | 'reconnect' | 'webSocket'> & { transport?: 'http' };

/** Bytes of answers being received at once by every client given this object (`responseBudget`): pass the same
 * `{ limit, inUse: 0 }` to several clients to bound them together. The clients keep `inUse` up to date; read it to
 * see how much is held. */
export interface ResponseBudget {
  /** The most bytes the clients may hold at once, at least each client's `maxResponseBytes`. */
  readonly limit: number;
  /** Bytes held now. */
  inUse: number;
}

export interface RetryOptions {
  /** Attempts after the first. Default 2. */
  retries?: number;
  /** Milliseconds before the first retry; doubled for each further one. Default 100. */
  delay?: number;
  /** Upper bound of one wait, in milliseconds. Default 2,000. A 429 or 503 whose `Retry-After` asks for longer (or
   * longer than the call's timeout) is not retried. */
  maxDelay?: number;
}

/** Per-call options: the last argument of every method, after its params. */
export interface CallOptions {
  /** Milliseconds one attempt may take; overrides the client's `timeout`. */
  timeout?: number;
  /** Aborts the call (and its retries) with `AbortError`. */
  signal?: AbortSignal;
  /**
   * Aborts the call like `signal`, for a caller that learns of its abort otherwise: called once per call with a
   * listener (to be called once the call is aborted, at once if it already is), it returns what stops listening,
   * called when the call is over. A server forwarding its own calls (the gateway) passes their abort so, without an
   * AbortController and an EventTarget listener per call.
   */
  onAbort?: (listener: () => void) => () => void;
  /** Retries for this call; overrides the client's `retry.retries` (still only for retry-safe methods). */
  retries?: number;
}

export interface ClientLogger {
  debug?(message: string): void;
  warn?(message: string): void;
}

/** Credits counted by the client for the current UTC day. */
export interface CreditUsage {
  /** Credits of the calls sent today (every attempt counts: the server may have charged it). */
  spent: number;
  /** Calls sent today, including those of unknown cost. */
  calls: number;
  /** Calls sent today whose cost the spec does not show (not in `spent`). */
  unknownCostCalls: number;
  /** The daily budget, when one was given. */
  budget?: number;
  /** `budget - spent`, when a budget was given. */
  remaining?: number;
  /** The UTC day counted, `YYYY-MM-DD`. */
  day: string;
}

/** One call of a batch, made by the batch builder: the method, its params, and (as a type only) its result. */
export interface BatchCall<R = unknown> {
  readonly method: string;
  readonly params: unknown;
  /** Never set: carries the result type. */
  readonly resultType?: R;
}

/** A gap in a subscription's notifications: some may have been sent that the loop never saw. */
export interface SubscriptionGap {
  /** `reconnect`: the socket dropped and the subscription was made again; `server`: the server said it skipped some. */
  reason: 'reconnect' | 'server';
  /** When the subscription was lost and when it was back (ms since the epoch), for `reconnect`. */
  lostAt?: number;
  resumedAt?: number;
  /** What the server said it skipped (the gateway's `rpcforge_subscriptionGap`: `{ fromBlock, toBlock }`). */
  detail?: unknown;
}

/** The options of `client.subscribe.<kind>(…, options)`. */
export interface SubscribeOptions {
  /** Aborting it unsubscribes and ends the loop (with an AbortError). */
  signal?: AbortSignal;
  /** A notification that breaks its schema (ResultValidationError, not delivered), or a subscription that ended on an
   * error of its own. Default: the client's logger, at warn. */
  onError?: (error: Error) => void;
  /** A gap in the notifications (see SubscriptionGap). Default: the client's logger, at warn. */
  onGap?: (gap: SubscriptionGap) => void;
  /** Another notification for this subscription that the spec declares (Starknet's reorg): its method and value. */
  onNotice?: (notice: { method: string; result: unknown }) => void;
}

/** A subscription (`client.subscribe.<kind>()`): an async iterator of its notifications, typed by the spec. */
export interface Subscription<T> extends AsyncIterableIterator<T> {
  /** The subscription's id on the current socket; undefined while it is being made (or made again). */
  readonly id: string | undefined;
  /** Ends it (the unsubscribe call is sent); the loop ends after the notifications already waiting. */
  unsubscribe(): Promise<void>;
}
