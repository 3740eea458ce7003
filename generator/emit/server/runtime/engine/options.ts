// The engine's options and the types its callers see: what a handler is told, what the server answers with, the
// errors of its own and a method as the engine runs it. Types only, besides `serverErrors` and `optionNumber`.
// Internal module: use server.ts.
import type { JsonRpcError } from '../../errors.js';
import type { MethodInfo } from '../../methods.js';
import type { MethodName } from '../../types.js';
import type { CreditStore } from '../metering/credit-store.js';
import type { RateLimiter } from '../metering/rate-limit.js';
import type { FreeRateOptions } from '../metering/free-limit.js';
import { creditStoreUnavailable, creditsExhausted, rateLimited } from '../metering/refusals.js';
import { batchReplyTooLarge } from './batch.js';
import type { OpsOptions } from './ops.js';
import type { ValidationError } from '../../validation.js';
import type { GasCap } from '../metering/limits.js';
import type { OutsideSpecServerOptions } from './outside-spec.js';
import type { SubscriptionsServerOptions } from './subscriptions.js';
import type { AuthVerdict, CorsOptions } from './cors.js';

export type JsonRpcId = string | number | null;

/** What a handler is told about the call it serves. */
export interface HandlerContext<M extends MethodName = MethodName> {
  readonly method: M;
  /** The caller's API key, from the request path ('' where the route carries none). */
  readonly apiKey: string;
  readonly transport: 'http' | 'ws';
  /** Aborted when the call runs past its time limit or the caller goes away: pass it on to upstream work. */
  readonly signal: AbortSignal;
  /**
   * The call's time limit in milliseconds, counted from when the handler is called (the server's `timeoutSeconds`
   * for the method, else the spec's, else `defaultTimeoutSeconds`): past it `signal` aborts and the caller gets the
   * timeout error. Work that must fail over within the limit (the gateway's upstream calls) divides it.
   */
  readonly timeoutMs: number;
  /** The request id; undefined for a notification (its result is never sent). */
  readonly id: JsonRpcId | undefined;
  /** The limits the spec declares for the method (`methodInfo[method].limits`). */
  readonly limits: MethodInfo['limits'];
}

/**
 * Where server errors and handler failures are reported. The message is fixed text; the details are structured
 * fields (`method`, `transport`, `route` with the key written `<API_KEY>`, `error: { name, message, stack }`). The
 * API key is never among them: error text that contains it, whole or any 4 characters of it (raw, URL-encoded or
 * JSON-escaped), is withheld whole rather than edited.
 */
export interface ServerLogger {
  error(message: string, details: Record<string, unknown>): void;
  /**
   * Optional: one line per answered call (`call` with `method`, `transport`, `route`, `outcome`, `ms`, `credits`,
   * `keyId`: a fingerprint of the key, never the key) and the server's own events (shutdown, credit store
   * recovered). `jsonLogger()` writes both as JSON lines.
   */
  info?(message: string, details: Record<string, unknown>): void;
}

export interface ServerOptions extends OpsOptions, OutsideSpecServerOptions, SubscriptionsServerOptions {
  /**
   * Decides whether a key may call, and from which web origins: `true`/`false`, or `{ ok, allowedOrigins }` where
   * `allowedOrigins` (e.g. `['https://app.example']`) narrows `cors.origins` for this key (a browser request or
   * WebSocket from another origin is refused with 403, `-32041`, and no CORS headers). The key is '' when the request
   * path carries none; a keyed route refuses '' before asking. Default: every non-empty key is accepted, from any
   * origin `cors` allows (set this in production).
   */
  authenticate?: (apiKey: string) => AuthVerdict | Promise<AuthVerdict>;
  /**
   * Cross-origin calls from web pages (HTTP and the WebSocket handshake's `Origin`). Default `{ origins: '*' }`, as
   * public gateways do: any page may call with a key, which `authenticate` may restrict per key. `false`: no CORS
   * headers at all and `OPTIONS` answered 405 (a server behind a proxy that handles CORS).
   */
  cors?: CorsOptions | false;
  /**
   * Where daily balances live: every call is charged its method's credits there before its handler runs (and given
   * back when it is not served). Default: none, and no call is charged. Metering is a gateway's: the gateway package
   * (`@rpcforge/gateway`) has a store in memory and one in Redis shared by several processes.
   */
  creditStore?: CreditStore;
  /**
   * What a call gets when the credit store cannot answer (its `charge` throws or rejects, e.g. Redis is
   * unreachable or slower than its timeout): `'refuse'` (default) answers HTTP 503, `Retry-After: 1`, `-32000`
   * "Service unavailable: credits cannot be checked now"; `'serve'` (fail open) runs the call uncharged. Either way
   * the failure is logged and counted, and the server keeps running.
   */
  creditStoreFailure?: 'refuse' | 'serve';
  /**
   * Per-key request rate, in credits per second (the providers' plans: 500 on a free plan), or a function of the key
   * (`Infinity` for no limit). A call costs its credits (at least 1) from a bucket holding one second's worth
   * (`rateBurstSeconds`); a call the bucket cannot pay is refused with HTTP 429, `Retry-After`, `-32005` "request rate
   * exceeded", `data: { creditsPerSecond, retryAfterMs }`, and not charged. Kept in this process's memory
   * (`MemoryRateLimiter`, at most 100,000 keys): with several processes each enforces it on its own share; for one
   * rate shared by all, give it to a store shared by every process instead (its `limitsRate`: this option is then ignored).
   * Default: no limit.
   */
  creditsPerSecond?: number | ((apiKey: string) => number);
  /** Seconds of `creditsPerSecond` a key may spend at once after being idle (default 1). */
  rateBurstSeconds?: number;
  /** A rate limiter of your own instead (`creditsPerSecond` is then ignored). */
  rateLimiter?: RateLimiter;
  /** Credits charged for a method whose cost the spec does not show (`creditsFor(m) === null`); default 0. */
  unpricedCost?: number;
  /**
   * The current block gas limit, which the spec's gas caps multiply (`methodInfo[m].limits.gasCap`). Called only
   * for a call whose params carry the capped field. Without it the caps are not enforced.
   */
  blockGasLimit?: (method: MethodName) => bigint | number | string | Promise<bigint | number | string>;
  /** Seconds a call may run, per method; overrides the spec's `timeoutSeconds`. */
  timeoutSeconds?: { readonly [M in MethodName]?: number };
  /** Seconds a call of a method without a spec time limit may run (default 30). */
  defaultTimeoutSeconds?: number;
  /** Most calls in one batch (default 100). */
  maxBatchSize?: number;
  /**
   * Largest answer to a batch, in characters of its JSON text (bytes, for ASCII; default 16 MiB). The call whose
   * answer takes the batch past it, and every later one, is answered `-32005` "batch answer too large", `data: {
   * maxBatchReplyBytes }`, instead (about 100 bytes each); calls not yet run by then are not run. The answers before
   * it are kept. The same over HTTP, WebSocket and the fetch handler.
   */
  maxBatchReplyBytes?: number;
  /**
   * Bytes per second of free answers (`rpc.discover`, and GET of the docs page and of `openrpc.json`) per API key
   * and per client address, each a token bucket holding 4 seconds' worth (default 1 MiB per second each); a number
   * sets both, `{ perKey, perAddress }` each, `Infinity` turns one off. Free answers cost no credits and do not touch
   * `creditsPerSecond`, but a key whose balance is spent, or a caller without a key, cannot have the server write
   * them without end. Past it: `rpc.discover` is answered HTTP 429 (when every call of the request is refused) with
   * `Retry-After`, `-32005` "request rate exceeded", `data: { bytesPerSecond, retryAfterMs }`; a GET, 429 with
   * `Retry-After`. An answer larger than the bucket is let through when the bucket is full. The client address is
   * the connection's (`createServer`), `RequestContext.address` (`respond`), or `clientAddress` (the fetch handler;
   * else only the key counts). Behind a proxy every caller has the proxy's address: raise `perAddress` there.
   * Kept in this process's memory, at most 100,000 keys and 100,000 addresses.
   */
  freeBytesPerSecond?: number | FreeRateOptions;
  /**
   * The client address of a request, for the fetch handler's `freeBytesPerSecond` (e.g. `(request) =>
   * request.headers.get('cf-connecting-ip')` on Cloudflare, where only the platform can set that header). Default:
   * none (free answers are then limited per key only).
   */
  clientAddress?: (request: Request) => string | null | undefined;
  /** Largest request body or WebSocket message, in bytes (default 1 MiB). */
  maxBodyBytes?: number;
  /** Development mode: check every handler result against the spec; a wrong shape becomes -32603 and is logged. */
  validateResults?: boolean;
  /** Default: `console.error`. `jsonLogger()` writes JSON lines (errors, and with `level: 'info'` every call). */
  logger?: ServerLogger;

  // Bounds of `createServer` against callers that hold connections open or do not read (ignored by the engine and
  // the fetch handler, whose framework owns the sockets).

  /**
   * Most open connections, HTTP and WebSocket together (default 10,000). The next one is answered HTTP 503 with
   * the JSON-RPC error `-32000` "Server busy: too many connections" and closed.
   */
  maxConnections?: number;
  /** Seconds a client has to send the request headers (default 10; node's `headersTimeout`). Past it: 408, closed. */
  headersTimeoutSeconds?: number;
  /** Seconds a client has to send the whole request, headers and body (default 30; node's `requestTimeout`). */
  requestTimeoutSeconds?: number;
  /** Seconds a client has to send the body once the headers are in (default 10). Past it: 408 with `-32600`, closed. */
  bodyTimeoutSeconds?: number;
  /** Seconds an idle keep-alive connection stays open (default 5; node's `keepAliveTimeout`). */
  keepAliveTimeoutSeconds?: number;
  /**
   * Bytes one WebSocket may hold in the server (default 1 MiB): its messages being answered plus the replies
   * waiting to be sent. Past it the server reads no more messages from that socket until they are down to half.
   */
  wsMaxBufferedBytes?: number;
  /**
   * Seconds unread replies (over half of `wsMaxBufferedBytes`) may keep a WebSocket from being read (default 30).
   * Past it the socket is closed with code 1008 (policy violation), reason "reply backlog not read", and dropped a
   * second later if it still does not read.
   */
  wsDrainTimeoutSeconds?: number;
  /**
   * Seconds a WebSocket may send nothing (with no call of it being answered) before it is closed (code 1000, reason
   * "idle timeout"; default 600). An idle socket holds one of `maxConnections`.
   */
  wsIdleTimeoutSeconds?: number;
  /**
   * Most WebSockets one API key may hold open at once (default: a tenth of `maxConnections`, 1,000 with its
   * default), so that one key cannot take every connection and keep the others out. The next handshake of that key
   * is answered HTTP 429 with the JSON-RPC error `-32005` "Limit exceeded: too many WebSockets open for this API key";
   * its open sockets are untouched, and a slot is free again as soon as one of them closes.
   */
  wsMaxSocketsPerKey?: number;
  /**
   * Bytes of answers written to one HTTP connection and not yet taken by the kernel (the client does not read)
   * past which it is stuck (default 1 MiB). A connection stuck for `httpDrainTimeoutSeconds` is destroyed.
   */
  httpMaxQueuedBytes?: number;
  /**
   * Bytes of answers waiting for their readers on all connections together: HTTP answers not yet taken by the
   * kernel and WebSocket replies not yet sent (default 64 MiB). While over it, a new HTTP request is answered 503,
   * `Retry-After: 1`, `-32000` "Server busy: too many answers waiting to be read" and closed, a WebSocket message
   * gets that error without being run, and every HTTP connection with answers still waiting counts as stuck.
   */
  maxQueuedBytes?: number;
  /**
   * Seconds an HTTP connection may stay stuck (see `httpMaxQueuedBytes`, `maxQueuedBytes`) before it is destroyed
   * (default 30, as `wsDrainTimeoutSeconds`). Logged (`info`: "connection dropped").
   */
  httpDrainTimeoutSeconds?: number;
}

/** A numeric option: `fallback` when absent, else a finite number >= `min`; a RangeError names the option otherwise. */
export function optionNumber(name: string, value: unknown, fallback: number, min: number): number {
  if (value === undefined) return fallback;
  if (typeof value !== 'number' || !(value >= min) || !Number.isFinite(value)) throw new RangeError(`server options: ${name} must be a number >= ${min}`);
  return value;
}

/** The request a text came with. */
export interface RequestContext {
  apiKey?: string;
  transport?: 'http' | 'ws';
  /** Aborts the request's calls (e.g. the connection closed). */
  signal?: AbortSignal;
  /** The route as logged, with the key written `<API_KEY>` (e.g. `/v3/<API_KEY>`); never the request's own path. */
  route?: string;
  /** The request's `Origin` header, if any: checked against `cors.origins` and the key's `allowedOrigins`. */
  origin?: string;
  /** The client's address (IP), for the per-address limit of free answers (`freeBytesPerSecond`). */
  address?: string;
}

/** A response and the HTTP status it goes with. */
export interface RpcReply {
  /**
   * 200; 204 (no body: only notifications); 401 key refused; 403 origin refused; 413 body too large; 402 credits
   * exhausted; 429 request rate exceeded; 503 credit store unavailable.
   */
  status: number;
  body: string | undefined;
  /** Seconds to wait before calling again, with a 402 (until the reset), 429 or 503. */
  retryAfter?: number;
}

/** The transport-free engine. */
export interface RpcHandler {
  /** The response text for a request text, or undefined when there is nothing to answer (notifications). */
  handle(text: string, context?: RequestContext): Promise<string | undefined>;
  /** Like `handle`, with the HTTP status the reply goes with. */
  respond(text: string, context?: RequestContext): Promise<RpcReply>;
}

/** Errors the server itself answers with, beyond JSON-RPC 2.0's: the interface document does not show them. */
export const serverErrors = {
  /** Missing or refused API key (HTTP 401; a WebSocket upgrade is refused with 401). */
  unauthorized: { code: -32040, message: 'Unauthorized: missing or invalid API key' },
  /** A web page's origin that `cors.origins` or the key's `allowedOrigins` does not allow (HTTP 403, no CORS headers). */
  originRefused: { code: -32041, message: 'Forbidden: this origin may not call with this API key' },
  /**
   * The key's daily balance cannot pay for the call: HTTP 402 "Payment Required" with Retry-After (seconds to the
   * reset), as the provider's deployments answer (spec: info.x-not-shown, topic credits-exhausted).
   */
  creditsExhausted: creditsExhausted as typeof creditsExhausted,
  /** The key's request rate (credits per second) is exceeded: HTTP 429 with Retry-After, as the provider documents. */
  rateLimited: rateLimited as typeof rateLimited,
  /** The credit store cannot answer (and `creditStoreFailure` is 'refuse'): HTTP 503 with `Retry-After: 1`. */
  creditStoreUnavailable: creditStoreUnavailable as typeof creditStoreUnavailable,
  /** A call ran past its time limit, for a method that declares no timeout error of its own. */
  timeout: { code: -32005, message: 'request timeout exceeded' },
  /** A call whose answer would take its batch's answer past `maxBatchReplyBytes` (HTTP status as the batch's). */
  batchTooLarge: batchReplyTooLarge as typeof batchReplyTooLarge,
  /** `createServer` holds more than `maxQueuedBytes` of answers not yet read: HTTP 503, `Retry-After: 1`. */
  answersNotRead: { code: -32000, message: 'Server busy: too many answers waiting to be read' },
} as const;

/** The parts of a method's rules that need the spec's meaning: generated per method in server.ts. */
export interface MethodRule {
  /** For `maxParams`: where the counted values are (paths into the params); an empty list counts the params. */
  countParams?: readonly (readonly (string | number)[])[];
  /** The error for more results than `maxResults`. */
  resultLimitError?: () => JsonRpcError;
  /** The error for a call past its time limit. */
  timeoutError?: () => JsonRpcError;
}

export type AnyHandler = (params: unknown, context: HandlerContext) => unknown;

export interface CompiledMethod {
  name: MethodName;
  /** A call outside the spec (engine/outside-spec.ts): the name as called; `name` is then the fixed label. */
  outside?: string;
  info: MethodInfo;
  handler: AnyHandler;
  cost: number;
  timeoutMs: number;
  timeoutError: () => JsonRpcError;
  maxParams?: number;
  countParams: readonly (readonly (string | number)[])[];
  maxResults?: number;
  resultLimitError: (max: number) => JsonRpcError;
  /** The gas cap; `values` says where its values are when not in each param's `field` (a call outside the spec). */
  gasCap?: GasCap;
  /** A call outside the spec with a check of its own (engine/outside-spec.ts): the params' faults, if any. */
  checkParams?: (params: unknown) => readonly ValidationError[] | undefined;
}
