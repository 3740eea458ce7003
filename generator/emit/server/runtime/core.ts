// The transport-free core of the generated server: request text in, response text (or nothing) out. Complete
// JSON-RPC 2.0 (single requests, batches, notifications), authentication, credit metering and the limits the spec
// declares, around the handlers. Internal module: use server.ts.
import { credits } from '../credits.js';
import { MemoryCreditStore, type CreditCharge, type CreditStore } from './credit-store.js';
import type { DeadlineKeeper, Expiring } from './deadlines.js';
import { isNotServed, NotServedError } from './not-served.js';
import { MemoryRateLimiter, type RateLimiter, type RateRefusal } from './rate-limit.js';
import { FreeAnswerLimiter, type FreeRateOptions } from './free-limit.js';
import { batchReplyTooLarge, boundBatch, overBatchText } from './batch-bound.js';
import { Ops, type CallOutcome, type OpsOptions } from './server-ops.js';
import { discoverDefined, openrpcDocument } from './document.js';
import { keyId } from './key-id.js';
import { OutsideSpec, outsideParamsError, type OutsideSpecServerOptions } from './outside-spec.js';
import { JsonRpcError } from '../errors.js';
import { methodInfo, type MethodInfo } from '../methods.js';
import type { MethodName } from '../types.js';
import type { ValidationError, ValidationResult } from '../validation.js';
import { validateParams, validateResult } from '../validators.js';

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

export interface ServerOptions extends OpsOptions, OutsideSpecServerOptions {
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
  /** Where daily balances live. Default: a `MemoryCreditStore` with `dailyCredits` per key, reset at 00:00 UTC. */
  creditStore?: CreditStore;
  /**
   * Daily credits per key of the default store (default 3,000,000), or a function of the key (a key ring's
   * `dailyCredits`, for per-key or per-plan allowances). Ignored when `creditStore` is given.
   */
  dailyCredits?: number | ((apiKey: string) => number);
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
   * (`MemoryRateLimiter`, at most 100,000 keys): with several processes each enforces it on its own share. Default:
   * no limit.
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

  // Bounds of `createServer` against callers that hold connections open or do not read (ignored by the core and
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

/** What `authenticate` answers: whether the key may call, and optionally the only web origins it may call from. */
export type AuthVerdict = boolean | { ok: boolean; allowedOrigins?: readonly string[] };

export interface CorsOptions {
  /** Origins whose pages may call: `'*'` (any; default), a list (`['https://app.example']`), or a function. */
  origins?: '*' | readonly string[] | ((origin: string) => boolean);
  /** Request headers a page may send besides the CORS-safelisted ones (default `['content-type']`). */
  allowedHeaders?: readonly string[];
  /** Seconds a browser may cache a preflight answer (`Access-Control-Max-Age`; default 600; Chromium caps it at 7,200). */
  maxAgeSeconds?: number;
}

/** The answer to a key and an origin: may call, may not (401), or may not from this origin (403). */
export type Access = 'ok' | 'unauthorized' | 'origin refused';

/** An origin as browsers send it (`https://app.example:8443`, lower case, no path), or `null` (opaque origins). */
function normalOrigin(origin: string): string {
  return origin.trim().toLowerCase().replace(/\/+$/, '');
}

/**
 * The server's CORS policy. Answers never allow credentials (the key travels in the path, not in cookies) and echo
 * the caller's origin rather than `*`, with `Vary: Origin`, since a key's own list can narrow it.
 */
export class CorsPolicy {
  readonly enabled: boolean;
  private readonly allow: (origin: string) => boolean;
  private readonly allowHeaders: string;
  private readonly maxAge: string;

  constructor(options: CorsOptions | false | undefined) {
    this.enabled = options !== false;
    const cors = options === false || options === undefined ? {} : options;
    if (typeof cors !== 'object' || cors === null) throw new TypeError('server options: cors must be an object or false');
    const origins = cors.origins ?? '*';
    if (origins === '*') this.allow = () => true;
    else if (typeof origins === 'function') this.allow = (origin) => origins(origin) === true;
    else if (Array.isArray(origins)) {
      const listed = new Set<string>();
      origins.forEach((origin: unknown, i) => {
        if (typeof origin !== 'string' || (origin !== 'null' && !/^[a-z][a-z0-9+.-]*:\/\/[^/?#\s]+$/i.test(normalOrigin(origin)))) {
          throw new TypeError(`server options: cors.origins[${i}] must be an origin such as 'https://app.example' (scheme://host[:port], no path), not ${JSON.stringify(origin)}`);
        }
        listed.add(normalOrigin(origin));
      });
      this.allow = (origin) => listed.has(origin);
    } else throw new TypeError("server options: cors.origins must be '*', a list of origins or a function");
    const headers = cors.allowedHeaders ?? ['content-type'];
    if (!Array.isArray(headers) || headers.some((h) => typeof h !== 'string' || !/^[!#$%&'*+.^_`|~0-9a-z-]+$/i.test(h))) {
      throw new TypeError('server options: cors.allowedHeaders must be a list of header names');
    }
    this.allowHeaders = headers.map((h) => h.toLowerCase()).join(', ');
    this.maxAge = String(Math.floor(optionNumber('cors.maxAgeSeconds', cors.maxAgeSeconds, 600, 0)));
  }

  /** Whether the server-wide list lets pages of `origin` call (before any key narrows it). */
  allows(origin: string): boolean {
    return this.enabled && this.allow(normalOrigin(origin));
  }

  /** Headers of an answer to a request that came with `origin`: the allowance when the origin may call, else only `Vary`. */
  headers(origin: string | undefined): Record<string, string> | undefined {
    if (!this.enabled || origin === undefined) return undefined;
    if (!this.allows(origin)) return { vary: 'Origin' };
    return { 'access-control-allow-origin': origin, 'access-control-expose-headers': 'Retry-After', vary: 'Origin' };
  }

  /** Headers of a successful preflight (`OPTIONS` → 204). */
  preflight(origin: string): Record<string, string> {
    return {
      'access-control-allow-origin': origin,
      'access-control-allow-methods': 'POST',
      'access-control-allow-headers': this.allowHeaders,
      'access-control-max-age': this.maxAge,
      vary: 'Origin',
    };
  }
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

/** The transport-free core. */
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
  creditsExhausted: { code: -32005, message: 'daily credit limit exceeded' },
  /** The key's request rate (credits per second) is exceeded: HTTP 429 with Retry-After, as the provider documents. */
  rateLimited: { code: -32005, message: 'request rate exceeded' },
  /** The credit store cannot answer (and `creditStoreFailure` is 'refuse'): HTTP 503 with `Retry-After: 1`. */
  creditStoreUnavailable: { code: -32000, message: 'Service unavailable: credits cannot be checked now' },
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

type AnyHandler = (params: unknown, context: HandlerContext) => unknown;

export interface CompiledMethod {
  name: MethodName;
  /** A call outside the spec (outside-spec.ts): the name as called; `name` is then the fixed label. */
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
  gasCap?: { field: string; multiple: number };
}

/** State of one request (one text): its calls share it. */
interface RequestState {
  text: string;
  apiKey: string;
  transport: 'http' | 'ws';
  /** The request's signal, or a function that makes it (transports make it only when a handler asks). */
  signal: CallAbortSource;
  /** The route for the log, key replaced. */
  route: string | undefined;
  /** The client's address, when the transport knows it (for the limit of free answers). */
  address: string | undefined;
  /** Source text of each request's id, scanned only when a numeric id does not survive JSON.parse exactly. */
  rawIds?: (string | undefined)[];
  replies: number;
  refused: number;
  /** The status and Retry-After of a wholly refused request: the most worth retrying of its refusals (429, 503, 402). */
  refusal?: { status: number; retryAfter: number };
  /** Calls of the request that wait. */
  waiting: number;
  /** A batch's reply texts, by call (undefined for a notification, and while a call waits). */
  bodies: (string | undefined)[] | undefined;
  /** Who gets the reply when a call waits. */
  recipient: Recipient;
}

/** Who gets a request's reply when one of its calls waits (see `RpcEngine.dispatchTo`). */
export interface Recipient {
  deliver(reply: RpcReply): void;
}

const hasOwn = (o: object, key: PropertyKey) => Object.prototype.hasOwnProperty.call(o, key);
const isThenable = (v: unknown): v is PromiseLike<unknown> =>
  (typeof v === 'object' || typeof v === 'function') && v !== null && typeof (v as { then?: unknown }).then === 'function';

/**
 * What the transports use of the engine, as a structural type: the node:http transport is reached through the
 * package's `#server-node` import, whose types come from dist/ even when src/ is compiled, and a class with private
 * members would not match its own other copy.
 */
export type TransportEngine = Pick<RpcEngine, 'maxBodyBytes' | 'authorize' | 'unauthorized' | 'originRefused' | 'tooLarge' | 'dispatch' | 'dispatchTo' | 'useDeadlines'> & {
  readonly cors: Pick<CorsPolicy, 'enabled' | 'allows' | 'headers' | 'preflight'>;
  /** The limit of free answers, for GET of the docs page and the document. */
  readonly free: Pick<FreeAnswerLimiter, 'take'>;
  /** Health and metrics pages, the WebSocket gauge and the shutdown state (server-ops.ts). */
  readonly ops: Pick<Ops, 'page' | 'socketOpened' | 'socketClosed' | 'startShutdown' | 'info'>;
};

export class RpcEngine implements RpcHandler {
  private readonly methods = new Map<string, CompiledMethod>();
  private readonly authenticate: (apiKey: string) => AuthVerdict | Promise<AuthVerdict>;
  /** The CORS policy the transports apply (the core checks origins; the transports write the headers). */
  readonly cors: CorsPolicy;
  private readonly store: CreditStore;
  private readonly maxBatchSize: number;
  private readonly maxBatchReplyBytes: number;
  readonly maxBodyBytes: number;
  /** The limit of free answers, which the transports also ask for GET of the docs page and the document. */
  readonly free: FreeAnswerLimiter;
  private readonly validateResults: boolean;
  private readonly logger: ServerLogger;
  private readonly blockGasLimit: ServerOptions['blockGasLimit'];
  /** How a call's timeout is kept: a timer per call (any host), or the transport's shared deadlines (see `useDeadlines`). */
  private deadlines: DeadlineKeeper = timerPerCall;
  /** How a call hands its handler's outcome back: one function for all calls. */
  private readonly settleCall: CallSettler = (call, ok, outcome) => this.handlerSettled(call, ok, outcome);
  private readonly rateLimiter: RateLimiter | undefined;
  private readonly failOpen: boolean;
  /** Health, metrics and call logs (server-ops.ts); `metrics` is undefined unless the option is set. */
  readonly ops: Ops;
  private readonly metrics: Ops['metrics'];
  private readonly callLog: boolean;
  /** The `outsideSpec` option: methods the spec does not have, served by one handler (outside-spec.ts). */
  private readonly outside: OutsideSpec | undefined;

  /**
   * @param keyed whether the routes carry an API key: then an empty key is refused before `authenticate` is asked.
   */
  constructor(handlers: object, rules: { readonly [M in MethodName]?: MethodRule }, options: ServerOptions, private readonly keyed: boolean) {
    this.maxBatchSize = optionNumber('maxBatchSize', options.maxBatchSize, 100, 1);
    this.maxBodyBytes = optionNumber('maxBodyBytes', options.maxBodyBytes, 1_048_576, 1);
    this.maxBatchReplyBytes = optionNumber('maxBatchReplyBytes', options.maxBatchReplyBytes, 16 * 1_048_576, 1);
    this.free = new FreeAnswerLimiter(options.freeBytesPerSecond);
    const unpricedCost = optionNumber('unpricedCost', options.unpricedCost, 0, 0);
    const defaultTimeout = optionNumber('defaultTimeoutSeconds', options.defaultTimeoutSeconds, 30, 0);
    this.validateResults = options.validateResults === true;
    this.logger = options.logger ?? { error: (message, details) => console.error(`server: ${message}`, details) };
    this.authenticate = options.authenticate ?? ((apiKey) => apiKey !== '' || !keyed);
    this.cors = new CorsPolicy(options.cors);
    const daily = typeof options.dailyCredits === 'function' ? options.dailyCredits : optionNumber('dailyCredits', options.dailyCredits, 3_000_000, 0);
    this.store = options.creditStore ?? new MemoryCreditStore({ dailyCredits: daily });
    this.blockGasLimit = options.blockGasLimit;
    if (options.creditStoreFailure !== undefined && options.creditStoreFailure !== 'refuse' && options.creditStoreFailure !== 'serve') {
      throw new TypeError("server options: creditStoreFailure must be 'refuse' or 'serve'");
    }
    this.failOpen = options.creditStoreFailure === 'serve';
    this.rateLimiter =
      options.rateLimiter ??
      (options.creditsPerSecond === undefined
        ? undefined
        : new MemoryRateLimiter({ creditsPerSecond: options.creditsPerSecond, burstSeconds: optionNumber('rateBurstSeconds', options.rateBurstSeconds, 1, 0.001) }));
    this.ops = new Ops(options, this.store, this.logger);
    this.metrics = this.ops.metrics;
    this.callLog = typeof this.logger.info === 'function';
    const timeoutError = () => new JsonRpcError(serverErrors.timeout.code, serverErrors.timeout.message);
    const resultLimitError = (max: number) => new JsonRpcError(-32005, `query returned more than ${max} results`);
    const outsideTimeout = Math.min(Math.round(defaultTimeout * 1000), 2_147_483_647);
    this.outside = options.outsideSpec === undefined ? undefined : new OutsideSpec(options.outsideSpec, { timeoutMs: outsideTimeout, timeoutError, resultLimitError });

    const table = handlers as Record<string, unknown>;
    for (const name of Object.keys(methodInfo) as MethodName[]) {
      const handler = table[name];
      if (typeof handler !== 'function') continue;
      const info: MethodInfo = methodInfo[name];
      const rule: MethodRule = rules[name] ?? {};
      const limits = info.limits;
      const timeoutSeconds = optionNumber(`timeoutSeconds.${name}`, options.timeoutSeconds?.[name], limits?.timeoutSeconds ?? defaultTimeout, 0);
      const price: number | null = (credits as Record<string, number | null>)[name] ?? null;
      this.methods.set(name, {
        name,
        info,
        handler: (params, context) => (handler as AnyHandler).call(handlers, params, context),
        cost: price ?? unpricedCost,
        // setTimeout takes at most 2^31 - 1 ms (24.8 days).
        timeoutMs: Math.min(Math.round(timeoutSeconds * 1000), 2_147_483_647),
        timeoutError: rule.timeoutError ?? timeoutError,
        maxParams: limits?.maxParams,
        countParams: rule.countParams ?? [],
        maxResults: limits?.maxResults,
        resultLimitError: rule.resultLimitError ?? resultLimitError,
        gasCap: limits?.gasCap ? { field: limits.gasCap.field, multiple: limits.gasCap.blockGasLimitMultiple } : undefined,
      });
    }
  }

  /**
   * Keeps call timeouts with `deadlines` (one timer for all calls) instead of a timer per call. For hosts whose
   * timers outlive a request (the node:http transport); a worker's timers belong to the request that set them.
   */
  useDeadlines(deadlines: DeadlineKeeper): void {
    this.deadlines = deadlines;
  }

  async handle(text: string, context: RequestContext = {}): Promise<string | undefined> {
    return (await this.respond(text, context)).body;
  }

  respond(text: string, context: RequestContext = {}): Promise<RpcReply> {
    const apiKey = typeof context.apiKey === 'string' ? context.apiKey : '';
    const transport = context.transport === 'ws' ? 'ws' : 'http';
    const route = typeof context.route === 'string' ? context.route : undefined;
    const origin = typeof context.origin === 'string' ? context.origin : undefined;
    const answer = (access: Access) =>
      access === 'ok' ? this.dispatch(text, apiKey, transport, context.signal, route, typeof context.address === 'string' ? context.address : undefined) : Promise.resolve(access === 'unauthorized' ? this.unauthorized() : this.originRefused());
    const verdict = this.authorize(apiKey, transport, route, origin);
    return typeof verdict === 'string' ? answer(verdict) : verdict.then(answer);
  }

  /**
   * Whether the key may call, from `origin` when a web page sends one (its `Origin` header): the server-wide
   * `cors.origins` first, then the key's own `allowedOrigins`. The transports ask once per HTTP request or WebSocket
   * connection.
   */
  authorize(apiKey: string, transport: 'http' | 'ws' = 'http', route?: string, origin?: string): Access | Promise<Access> {
    if (origin !== undefined && this.cors.enabled && !this.cors.allows(origin)) return 'origin refused';
    if (this.keyed && apiKey === '') return 'unauthorized';
    let verdict: AuthVerdict | Promise<AuthVerdict>;
    try {
      verdict = this.authenticate(apiKey);
    } catch (error) {
      return this.authenticateFailed(error, apiKey, transport, route);
    }
    // A synchronous verdict is judged at once: no closure, no promise, on every request.
    if (!isThenable(verdict)) return this.judge(verdict, origin);
    return Promise.resolve(verdict).then(
      (verdict) => this.judge(verdict, origin),
      (error: unknown) => this.authenticateFailed(error, apiKey, transport, route),
    );
  }

  private judge(verdict: AuthVerdict, origin: string | undefined): Access {
    if (typeof verdict === 'boolean') return verdict ? 'ok' : 'unauthorized';
    if (typeof verdict !== 'object' || verdict === null || verdict.ok !== true) return 'unauthorized';
    const allowed = verdict.allowedOrigins;
    if (origin === undefined || allowed === undefined || !this.cors.enabled) return 'ok';
    const own = normalOrigin(origin);
    return Array.isArray(allowed) && allowed.some((o) => typeof o === 'string' && (o === '*' || normalOrigin(o) === own)) ? 'ok' : 'origin refused';
  }

  private authenticateFailed(error: unknown, apiKey: string, transport: 'http' | 'ws', route: string | undefined): Access {
    this.log('authenticate failed', { transport, route, error: errorFields(error, apiKey) });
    return 'unauthorized';
  }

  unauthorized(): RpcReply {
    this.metrics?.request('none', 'unauthorized', 'http');
    return { status: 401, body: errorText('null', serverErrors.unauthorized.code, serverErrors.unauthorized.message) };
  }

  originRefused(): RpcReply {
    this.metrics?.request('none', 'origin_refused', 'http');
    return { status: 403, body: errorText('null', serverErrors.originRefused.code, serverErrors.originRefused.message) };
  }

  tooLarge(): RpcReply {
    return { status: 413, body: errorText('null', -32600, 'Invalid Request', `request larger than ${this.maxBodyBytes} bytes`) };
  }

  /** Answers a request text whose key is already authorized. */
  dispatch(text: string, apiKey: string, transport: 'http' | 'ws', signal?: CallAbortSource, route?: string, address?: string): Promise<RpcReply> {
    return new Promise((resolve) => {
      const reply = this.dispatchLater(text, apiKey, transport, signal, route, { deliver: resolve }, address);
      if (reply !== waits) resolve(reply);
    });
  }

  /**
   * As `dispatch`, with a recipient instead of a promise: the reply itself when no call of the request has to wait (a
   * refusal, an invalid call, a handler that answers at once); otherwise undefined, and `recipient.deliver` is called
   * with it once it is. The node:http and WebSocket transports answer so: no promise and no turn of the microtask
   * queue of their own, and a served call goes from its handler's promise to the socket.
   */
  dispatchTo(text: string, apiKey: string, transport: 'http' | 'ws', signal: CallAbortSource, route: string | undefined, recipient: Recipient, address?: string): RpcReply | undefined {
    const reply = this.dispatchLater(text, apiKey, transport, signal, route, recipient, address);
    return reply === waits ? undefined : reply;
  }

  /** The reply, or `waits` when a call has to wait: the recipient then gets the reply once the last call is answered. */
  private dispatchLater(text: string, apiKey: string, transport: 'http' | 'ws', signal: CallAbortSource, route: string | undefined, recipient: Recipient, address?: string): RpcReply | Waits {
    if (typeof text !== 'string') return { status: 200, body: errorText('null', -32700, 'Parse error', 'the request is not text') };
    if (text.length > this.maxBodyBytes) return this.tooLarge();
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return { status: 200, body: errorText('null', -32700, 'Parse error', 'the request is not valid JSON') };
    }
    const request: RequestState = { text, apiKey, transport, signal, route, address, replies: 0, refused: 0, waiting: 0, bodies: undefined, recipient };
    if (Array.isArray(parsed)) {
      if (parsed.length === 0) return { status: 200, body: errorText('null', -32600, 'Invalid Request', 'empty batch') };
      if (parsed.length > this.maxBatchSize) {
        return { status: 200, body: errorText('null', -32600, 'Invalid Request', `batch of ${parsed.length} calls; at most ${this.maxBatchSize}`) };
      }
      return this.batch(parsed, request);
    }
    const body = this.call(parsed, -1, request);
    return body === waits ? waits : this.replyOf(body, request);
  }

  /** A batch's reply: its calls' replies in order, at once when none waits, else `waits` (see `completed`). */
  private batch(calls: unknown[], request: RequestState): RpcReply | Waits {
    const bodies = new Array<string | undefined>(calls.length);
    request.bodies = bodies;
    // Characters of the answers so far: past `maxBatchReplyBytes` the rest of the calls are not run (batch-bound.ts).
    let size = 0;
    for (let index = 0; index < calls.length; index++) {
      if (size > this.maxBatchReplyBytes) {
        bodies[index] = this.overBatch(calls[index], index, request);
        continue;
      }
      const body = this.call(calls[index], index, request);
      if (body === waits) request.waiting++;
      else if (body !== undefined) {
        bodies[index] = body;
        size += body.length + 1;
      }
    }
    // Calls that wait are answered from a promise's callback or a timer, never before this returns.
    return request.waiting === 0 ? this.batchReply(request) : waits;
  }

  /** The answer of a call left unrun because its batch's answer is past the bound; nothing for a notification. */
  private overBatch(call: unknown, index: number, request: RequestState): string | undefined {
    const id = typeof call === 'object' && call !== null ? (call as { id?: unknown }).id : null;
    if (id === undefined) return undefined;
    const idJson = id === null || typeof id === 'string' || typeof id === 'number' ? this.idText(id, index, request) : 'null';
    return this.reply(request, overBatchText(idJson, this.maxBatchReplyBytes));
  }

  private batchReply(request: RequestState): RpcReply {
    boundBatch(request.bodies!, this.maxBatchReplyBytes);
    const sent = request.bodies!.filter((r): r is string => r !== undefined);
    return this.replyOf(sent.length === 0 ? undefined : `[${sent.join(',')}]`, request);
  }

  /** The HTTP reply of a request's answer text: 204 for notifications only, a refusal's status when every call was refused. */
  private replyOf(body: string | undefined, request: RequestState): RpcReply {
    if (body === undefined) return { status: 204, body };
    if (request.refusal !== undefined && request.refused === request.replies) return { status: request.refusal.status, body, retryAfter: request.refusal.retryAfter };
    return { status: 200, body };
  }

  /** One call: its reply text, undefined for a notification, or `waits` when the call has to wait. Never throws. */
  private call(call: unknown, index: number, request: RequestState): string | undefined | Waits {
    if (typeof call !== 'object' || call === null || Array.isArray(call)) {
      return this.invalid(request, errorText('null', -32600, 'Invalid Request', 'a request must be an object'));
    }
    const c = call as Record<string, unknown>;
    const id = c.id;
    if (!(id === undefined || id === null || typeof id === 'string' || typeof id === 'number')) {
      return this.invalid(request, errorText('null', -32600, 'Invalid Request', 'id must be a string, a number or null'));
    }
    const idJson = id === undefined ? 'null' : this.idText(id, index, request);
    if (c.jsonrpc !== '2.0') return this.invalid(request, errorText(idJson, -32600, 'Invalid Request', 'jsonrpc must be "2.0"'));
    if (typeof c.method !== 'string') return this.invalid(request, errorText(idJson, -32600, 'Invalid Request', 'method must be a string'));
    const params = c.params;
    if (params !== undefined && (typeof params !== 'object' || params === null)) {
      return this.invalid(request, errorText(idJson, -32600, 'Invalid Request', 'params must be an array or an object'));
    }
    const method = this.methods.get(c.method) ?? this.outside?.method(c.method);
    if (method === undefined) {
      const notification = id === undefined;
      // OpenRPC service discovery: `rpc.discover` answers the document, unless the spec defines the method itself.
      if (c.method === 'rpc.discover' && !discoverDefined) return notification ? undefined : this.reply(request, this.discover(idJson, params, request));
      // Counted under 'unknown': method names from callers never become metric labels.
      this.metrics?.request('unknown', 'unknown_method', request.transport);
      return notification ? undefined : this.reply(request, errorText(idJson, -32601, 'Method not found'));
    }

    const pending = new MethodCall(this.settleCall, method, id, idJson, index, request, this.callLog ? performance.now() : 0);
    let ran: Answer | Waits;
    try {
      ran = this.run(pending, params);
    } catch (error) {
      return this.failed(error, pending);
    }
    // A call refused or rejected before its handler is answered without waiting a turn.
    if (ran === waits || (pending.paid !== undefined && ran instanceof JsonRpcError && isNotServed(ran) && this.refundFirst(pending, ran) === waits)) return waits;
    return this.answered(ran, pending);
  }

  /**
   * A call that waited is answered: its reply text goes into its request, and the request's reply to the recipient
   * once no call of it waits any more. Never throws: it runs from promise callbacks and timers.
   */
  private completed(call: MethodCall, answer: Answer, refundTried = false): void {
    const { request } = call;
    try {
      if (!refundTried && call.paid !== undefined && answer instanceof JsonRpcError && isNotServed(answer) && this.refundFirst(call, answer) === waits) return;
      const body = this.answered(answer, call);
      let reply: RpcReply;
      if (call.index < 0) reply = this.replyOf(body, request);
      else {
        request.bodies![call.index] = body;
        if (--request.waiting > 0) return;
        reply = this.batchReply(request);
      }
      request.recipient.deliver(reply);
    } catch (error) {
      this.logCall('server failure', call, error);
    }
  }

  /** The reply text of a call's answer, counted and logged. */
  private answered(answer: Answer, call: MethodCall): string | undefined {
    const { method, id, idJson, request } = call;
    const notification = id === undefined;
    let outcome: CallOutcome = 'internal_error';
    let charged = 0;
    try {
      if (answer instanceof Served || typeof answer === 'string') {
        outcome = 'ok';
        charged = call.paid === undefined ? 0 : method.cost;
        if (notification) return undefined;
        if (answer instanceof Served) return this.reply(request, this.resultText(answer.value, call));
        return this.reply(request, `{"jsonrpc":"2.0","id":${idJson},"result":${answer}}`);
      }
      if (answer instanceof JsonRpcError) {
        outcome = answer.code === -32602 ? 'invalid_params' : answer.code === -32603 ? 'internal_error' : 'error';
        // Rejected before the charge (invalid params, over a limit), after it with the handler's own answer (charged),
        // or not served (the upstream never answered, the time limit passed): the charge is given back.
        charged = call.paid === undefined ? 0 : method.cost;
        return notification ? undefined : this.reply(request, this.errorReply(idJson, answer, request));
      }
      outcome = answer.kind === 'credits' ? 'credits_exhausted' : answer.kind === 'rate' ? 'rate_limited' : 'store_unavailable';
      return notification ? undefined : this.reply(request, this.refusalReply(idJson, answer, request));
    } catch (error) {
      outcome = 'internal_error';
      return this.serverFailure(error, call);
    } finally {
      this.counted(method, outcome, charged, request, call.started);
    }
  }

  /**
   * Gives back the charge of a call answered with a `NotServedError` (or past its time limit) before answering it:
   * the answer at once when the store refunds at once (memory), else `waits` and the call is answered through
   * `completed` once the store has (Redis), so that a caller who reads the error finds the credits back. A store
   * without `refund`, or a refund that fails (logged), keeps the charge; the call line then says so.
   */
  private refundFirst(call: MethodCall, answer: JsonRpcError): Answer | Waits {
    const charge = call.paid!;
    if (typeof this.store.refund !== 'function') return answer;
    let done: void | Promise<void>;
    try {
      done = this.store.refund(call.request.apiKey, call.method.cost, charge);
    } catch (error) {
      this.logCall('credit refund failed', call, error);
      return answer;
    }
    if (!isThenable(done)) {
      call.paid = undefined;
      return answer;
    }
    Promise.resolve(done).then(
      () => {
        call.paid = undefined;
        this.completed(call, answer, true);
      },
      (error: unknown) => {
        this.logCall('credit refund failed', call, error);
        this.completed(call, answer, true);
      },
    );
    return waits;
  }

  /** A call whose run threw: only a bug in the server itself gets here (run turns every failure into an answer). */
  private failed(error: unknown, call: MethodCall): string | undefined {
    try {
      return this.serverFailure(error, call);
    } finally {
      this.counted(call.method, 'internal_error', 0, call.request, call.started);
    }
  }

  private serverFailure(error: unknown, call: MethodCall): string | undefined {
    this.logCall('server failure', call, error);
    return call.id === undefined ? undefined : this.reply(call.request, errorText(call.idJson, -32603, 'Internal error'));
  }

  /** A step of a call that waited threw (a bug of the server, or a host's answer it could not read): logged, -32603. */
  private brokenStep(error: unknown, call: MethodCall): JsonRpcError {
    this.logCall('server failure', call, error);
    return new NotServedError(-32603, 'Internal error');
  }

  /** Logs what failed in a call, with the call's method, transport and route; never the key. */
  private logCall(message: 'server failure' | 'handler failed' | 'credit refund failed', call: MethodCall, error: unknown): void {
    const { request } = call;
    this.log(message, { method: call.method.name, transport: request.transport, route: request.route, error: errorFields(error, request.apiKey) });
  }

  /** The call in the metrics and, when the logger takes `info`, one log line. */
  private counted(method: CompiledMethod, outcome: CallOutcome, charged: number, request: RequestState, started: number): void {
    if (this.metrics !== undefined) {
      this.metrics.request(method.name, outcome, request.transport);
      if (charged > 0) this.metrics.credits(method.name, charged);
    }
    if (this.callLog) {
      const line: Record<string, unknown> = {
        method: method.name,
        transport: request.transport,
        route: request.route,
        outcome,
        ms: Math.round((performance.now() - started) * 1000) / 1000,
        credits: charged,
        keyId: keyId(request.apiKey),
      };
      // The name as called, for a call outside the spec: plain and at most 64 characters, but the caller's text.
      if (method.outside !== undefined) line.called = mentionsKey(method.outside, request.apiKey) ? withheld : method.outside;
      this.ops.info('call', line);
    }
  }

  /**
   * The answer to `rpc.discover`, within the limit of free answers (`freeBytesPerSecond`): the document, or the
   * refusal, counted as the rate limit's (429 when every call of the request is refused).
   */
  private discover(idJson: string, params: unknown, request: RequestState): string {
    const answer = discoverReply(idJson, params);
    const refused = this.free.take(request.apiKey, request.address, answer.length);
    if (refused === 0) return answer;
    this.refused(request, 429, Math.max(1, Math.ceil(refused.retryAfterMs / 1000)));
    return errorText(idJson, serverErrors.rateLimited.code, serverErrors.rateLimited.message, refused);
  }

  /** A request that is not a valid JSON-RPC call: answered, counted, never charged. */
  private invalid(request: RequestState, text: string): string {
    this.metrics?.request('unknown', 'invalid_request', request.transport);
    return this.reply(request, text);
  }

  /**
   * Validates, checks the limits, charges the credits and runs the handler: its result (`null` text for a
   * notification), or the error. Synchronous as far as it can be (every check, and the charge of a store that answers
   * at once), so that a refusal or an invalid call costs no promise; a call that has to wait returns `waits`, and
   * is answered through `completed`.
   */
  private run(call: MethodCall, params: unknown): Answer | Waits {
    const { method } = call;
    if (method.outside !== undefined) {
      // No schema to check against: only bounded (outside-spec.ts), then on to the rate limit and the charge.
      call.value = params;
      return outsideParamsError(params) ?? this.rateChecked(call);
    }
    let checked: ValidationResult<unknown>;
    try {
      checked = validateParams(method.name, params);
    } catch {
      // Validators never throw, except for the stack on inputs nested deeper than any schema can mean.
      checked = { ok: false, errors: [{ path: 'params', message: 'nested too deeply to validate', keyword: 'depth' }] };
    }
    if (!checked.ok) return invalidParams(checked.errors);
    let value = checked.value;
    if (method.info.paramStructure === 'either' && !Array.isArray(value)) value = toPositional(value as Record<string, unknown>, method.info.params);
    call.value = value;

    if (method.maxParams !== undefined) {
      const counted = countParams(value, method.countParams, method.maxParams);
      if (counted > method.maxParams) {
        return invalidParams([{ path: 'params', message: `more than ${method.maxParams} params in one request`, keyword: 'maxParams' }]);
      }
    }
    if (method.gasCap !== undefined && this.blockGasLimit !== undefined) return this.gasChecked(call);
    return this.rateChecked(call);
  }

  /** The gas cap against the block gas limit (which the host may have to fetch), then `rateChecked`. */
  private gasChecked(call: MethodCall): Answer | Waits {
    let refused: JsonRpcError | undefined | Promise<JsonRpcError | undefined>;
    try {
      refused = this.checkGas(call.method, call.value);
    } catch (error) {
      return this.handlerFailed(error, call);
    }
    if (!isThenable(refused)) return refused ?? this.rateChecked(call);
    return this.answerLater(
      call,
      refused,
      (refused) => refused ?? this.rateChecked(call),
      (error) => this.handlerFailed(error, call),
    );
  }

  /** The rate limiter's verdict (when there is one), then `admit`. */
  private rateChecked(call: MethodCall): Answer | Waits {
    if (this.rateLimiter === undefined) return this.admit(call);
    const verdict = this.limitRate(call.method, call.request);
    const next = (verdict: 0 | RateVerdict): Answer | Waits => (verdict === 0 ? this.admit(call) : { kind: 'rate', ...verdict });
    // limitRate's promise never rejects: the error branch is only for completeness.
    return isThenable(verdict) ? this.answerLater(call, verdict, next, (error) => this.handlerFailed(error, call)) : next(verdict);
  }

  /** Charges the call, then invokes the handler; a refusal when the balance cannot pay or the store cannot say. */
  private admit(call: MethodCall): Answer | Waits {
    const { method } = call;
    if (method.cost <= 0) return this.invoke(call);
    let pending: CreditCharge | Promise<CreditCharge>;
    try {
      pending = this.store.charge(call.request.apiKey, method.cost);
    } catch (error) {
      return this.charged(error, undefined, call);
    }
    if (!isThenable(pending)) return this.charged(undefined, pending, call);
    return this.answerLater(
      call,
      pending,
      (charge) => this.charged(undefined, charge, call),
      (error) => this.charged(error ?? new Error('the credit store failed'), undefined, call),
    );
  }

  /** What the store's answer (or its failure) means for the call. */
  private charged(error: unknown, charge: CreditCharge | undefined, call: MethodCall): Answer | Waits {
    if (charge === undefined) {
      // The store could not say (Redis down or slow): refuse, or serve uncharged when configured to fail open.
      this.ops.storeFailed(errorFields(error, call.request.apiKey));
      if (!this.failOpen) return { kind: 'unavailable' };
      return this.invoke(call);
    }
    if (!charge.ok) return { kind: 'credits', cost: call.method.cost, balance: charge.balance, resetsAt: charge.resetsAt };
    call.paid = charge;
    this.ops.storeAnswered();
    return this.invoke(call);
  }

  /**
   * Runs the handler of a call that is paid for (or served uncharged): its result, or its error. A handler that
   * answers at once is answered at once; a promise is awaited within the method's timeout (`handlerSettled`).
   */
  private invoke(call: MethodCall): Answer | Waits {
    const { method, request } = call;
    const context = new CallContext((method.outside ?? method.name) as MethodName, request.apiKey, request.transport, call.id, method.info.limits, method.timeoutMs, request.signal);
    let result: unknown;
    try {
      result = method.handler(call.value, context);
    } catch (error) {
      context.done();
      return this.handlerFailed(error, call);
    }
    if (!isThenable(result)) {
      context.done();
      return this.finish(result, call);
    }
    call.context = context;
    call.deadline = this.deadlines.add(method.timeoutMs, call);
    void follow(call, result);
    return waits;
  }

  /**
   * The handler's promise settled (`ok`, with its value or its error), or the method's timeout passed first
   * (`outcome` is `timedOut`; the call is then aborted). Whichever comes second is ignored.
   */
  private handlerSettled(call: MethodCall, ok: boolean, outcome: unknown): void {
    const { context } = call;
    if (context === undefined) return;
    call.context = undefined;
    let answer: Answer;
    try {
      if (outcome === timedOut) {
        // Past its time limit the call has no answer to give: like a call not served, it is not charged. The flag,
        // not a NotServedError: the signal's reason stays the method's declared error class.
        outcome = Object.defineProperty(call.method.timeoutError(), 'notServed', { value: true });
        context.abort(outcome);
      } else this.deadlines.delete(call.deadline);
      context.done();
      answer = ok ? this.finish(outcome, call) : this.handlerFailed(outcome, call);
    } catch (error) {
      answer = this.brokenStep(error, call);
    }
    this.completed(call, answer);
  }

  /**
   * Waits for a host's promise (the block gas limit, the rate limiter, the credit store), then takes the call on
   * from there. Promise.resolve: the host's thenable may be any object, even one whose then() throws.
   */
  private answerLater<T>(call: MethodCall, pending: PromiseLike<T>, onValue: (value: T) => Answer | Waits, onError: (error: unknown) => Answer | Waits): Waits {
    Promise.resolve(pending).then(
      (value) => this.resume(call, onValue, value),
      (error: unknown) => this.resume(call, onError, error),
    );
    return waits;
  }

  /**
   * Takes a call that waited on from `step`. Whatever the step throws is a bug of the server: logged, and the call
   * answered -32603 rather than left without an answer.
   */
  private resume<T>(call: MethodCall, step: (value: T) => Answer | Waits, value: T): void {
    let answer: Answer | Waits;
    try {
      answer = step(value);
    } catch (error) {
      answer = this.brokenStep(error, call);
    }
    if (answer !== waits) this.completed(call, answer);
  }

  /** A handler's result, checked against the limits (and the spec, with `validateResults`). */
  private finish(result: unknown, call: MethodCall): Answer {
    const { method, request } = call;
    try {
      if (call.id === undefined) return 'null';
      if (result === undefined) result = null;
      if (method.maxResults !== undefined && Array.isArray(result) && result.length > method.maxResults) return method.resultLimitError(method.maxResults);
      if (this.validateResults && method.outside === undefined) {
        const valid = validateResult(method.name, result);
        if (!valid.ok) {
          const errors = mentionsKey(JSON.stringify(valid.errors), request.apiKey) ? withheld : valid.errors;
          this.log('handler result does not match the spec', { method: method.name, transport: request.transport, route: request.route, errors });
          return new NotServedError(-32603, 'Internal error');
        }
      }
      return new Served(result);
    } catch (error) {
      return this.handlerFailed(error, call);
    }
  }

  /**
   * A handler's own JSON-RPC error is its answer; anything else it throws is logged and answered -32603, not charged
   * (the server failed the call: nobody pays for that).
   */
  private handlerFailed(error: unknown, call: MethodCall): JsonRpcError {
    if (error instanceof JsonRpcError) return error;
    this.logCall('handler failed', call, error);
    return new NotServedError(-32603, 'Internal error');
  }

  /**
   * A served call's answer text. The usual one (an id JSON writes exactly, a result that is plain data) is written
   * by one JSON.stringify of the whole answer: the result's text is then made once, not made and copied again into
   * the envelope (a block's text is kilobytes, on every call). A result JSON cannot write (a BigInt, a cycle) is
   * the handler's failure, as any other.
   */
  private resultText(value: unknown, call: MethodCall): string {
    const { id, idJson } = call;
    try {
      const exactId = typeof id === 'string' || id === null || (typeof id === 'number' && Number.isSafeInteger(id) && !Object.is(id, -0));
      // A top-level toJSON may write nothing, and JSON would then drop the "result" member: such results take the
      // general path, which writes null for them.
      const plain = typeof value === 'object' ? value === null || typeof (value as { toJSON?: unknown }).toJSON !== 'function' : typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
      if (exactId && plain) return JSON.stringify({ jsonrpc: '2.0', id, result: value });
      const json = JSON.stringify(value);
      return `{"jsonrpc":"2.0","id":${idJson},"result":${json === undefined ? 'null' : json}}`;
    } catch (error) {
      this.logCall('handler failed', call, error);
      return errorText(idJson, -32603, 'Internal error');
    }
  }

  /**
   * The rate limiter's verdict, at once when the limiter answers at once; the promise of one never rejects. A
   * limiter that fails lets the call through (logged): a limit never takes the server down.
   */
  private limitRate(method: CompiledMethod, request: RequestState): 0 | RateVerdict | Promise<0 | RateVerdict> {
    let pending: 0 | RateRefusal | Promise<0 | RateRefusal>;
    try {
      pending = this.rateLimiter!.take(request.apiKey, Math.max(method.cost, 1));
    } catch (error) {
      return this.rateLimiterFailed(error, method, request);
    }
    if (!isThenable(pending)) return this.rateVerdict(pending, method, request);
    return Promise.resolve(pending).then(
      (verdict) => this.rateVerdict(verdict, method, request),
      (error: unknown) => this.rateLimiterFailed(error, method, request),
    );
  }

  /** A limiter's refusal with its numbers made sound (whatever object a limiter of the host's own returned). */
  private rateVerdict(verdict: 0 | RateRefusal, method: CompiledMethod, request: RequestState): 0 | RateVerdict {
    try {
      if (verdict === 0) return 0;
      const rate = Number(verdict.creditsPerSecond);
      const wait = Number(verdict.retryAfterMs);
      return { creditsPerSecond: Number.isFinite(rate) ? rate : 0, retryAfterMs: Number.isFinite(wait) && wait > 0 ? Math.ceil(wait) : 1000 };
    } catch (error) {
      return this.rateLimiterFailed(error, method, request);
    }
  }

  private rateLimiterFailed(error: unknown, method: CompiledMethod, request: RequestState): 0 {
    this.log('rate limiter failed', { method: method.name, transport: request.transport, route: request.route, error: errorFields(error, request.apiKey) });
    return 0;
  }

  /**
   * The first param whose capped field exceeds the cap, as an invalid-params error. The block gas limit is asked
   * for only when a param carries the field, and waited for only when the host answers with a promise.
   */
  private checkGas(method: CompiledMethod, params: unknown): JsonRpcError | undefined | Promise<JsonRpcError | undefined> {
    const { field } = method.gasCap!;
    const entries: [string, unknown][] = Array.isArray(params)
      ? params.map((p, i) => [`params[${i}]`, p])
      : Object.keys(params as object).map((k) => [`params${pathKey(k)}`, (params as Record<string, unknown>)[k]]);
    const capped: [string, bigint][] = [];
    for (const [path, param] of entries) {
      if (typeof param !== 'object' || param === null || Array.isArray(param) || !hasOwn(param, field)) continue;
      const gas = toBigInt((param as Record<string, unknown>)[field]);
      if (gas !== undefined) capped.push([`${path}${pathKey(field)}`, gas]);
    }
    if (capped.length === 0) return undefined;
    const limit = this.blockGasLimit!(method.name);
    return isThenable(limit) ? Promise.resolve(limit).then((limit) => overGasCap(method, capped, limit)) : overGasCap(method, capped, limit);
  }

  /**
   * The refusal's text, written directly: no Error is made (its stack trace would cost more than the answer), so a
   * refused call costs no more than a served one.
   */
  private refusalReply(idJson: string, refusal: Refusal, request: RequestState): string {
    if (refusal.kind === 'rate') {
      this.refused(request, 429, Math.max(1, Math.ceil(refusal.retryAfterMs / 1000)));
      const { code, message } = serverErrors.rateLimited;
      const data = `{"creditsPerSecond":${JSON.stringify(refusal.creditsPerSecond)},"retryAfterMs":${JSON.stringify(refusal.retryAfterMs)}}`;
      return `{"jsonrpc":"2.0","id":${idJson},"error":{"code":${code},"message":"${message}","data":${data}}}`;
    }
    if (refusal.kind === 'unavailable') {
      this.refused(request, 503, 1);
      const { code, message } = serverErrors.creditStoreUnavailable;
      return `{"jsonrpc":"2.0","id":${idJson},"error":{"code":${code},"message":"${message}"}}`;
    }
    this.refused(request, 402, Math.max(1, Math.ceil((refusal.resetsAt - Date.now()) / 1000)));
    const { code, message } = serverErrors.creditsExhausted;
    const data = `{"cost":${JSON.stringify(refusal.cost)},"balance":${JSON.stringify(refusal.balance)},"resetsAt":"${isoTime(refusal.resetsAt)}"}`;
    return `{"jsonrpc":"2.0","id":${idJson},"error":{"code":${code},"message":"${message}","data":${data}}}`;
  }

  /**
   * Counts a refusal. A request whose every reply is a refusal gets the status of the one most worth retrying:
   * 429 (the rate frees up within seconds), then 503 (the store may be back), then 402 (not before the reset).
   */
  private refused(request: RequestState, status: number, retryAfter: number): void {
    request.refused++;
    if (request.refusal === undefined || refusalRank(status) > refusalRank(request.refusal.status)) request.refusal = { status, retryAfter };
  }

  private reply(request: RequestState, text: string): string {
    request.replies++;
    return text;
  }

  private errorReply(idJson: string, error: JsonRpcError, request: RequestState): string {
    // A handler (e.g. forwarding to a node) may answer with the server's own refusals: they get the same status.
    if (error.code === serverErrors.creditsExhausted.code) {
      if (error.message === serverErrors.creditsExhausted.message) this.refused(request, 402, secondsToReset());
      else if (error.message === serverErrors.rateLimited.message) this.refused(request, 429, 1);
    }
    const code = Number.isInteger(error.code) ? error.code : -32603;
    let message = typeof error.message === 'string' ? error.message : 'Internal error';
    let data: string | undefined;
    try {
      data = error.data === undefined ? undefined : JSON.stringify(error.data);
    } catch {
      data = undefined;
    }
    // A handler's error may quote the key (it is in the handler's context): then its text is withheld, not edited.
    if ((mentionsKey(message, request.apiKey) || (data !== undefined && mentionsKey(data, request.apiKey)))) {
      message = withheld;
      data = undefined;
    }
    return `{"jsonrpc":"2.0","id":${idJson},"error":{"code":${code},"message":${JSON.stringify(message)}${data === undefined ? '' : `,"data":${data}`}}}`;
  }

  /**
   * The id as it must be echoed: JSON.parse rounds numbers beyond 2^53 and fractions, and JSON.stringify writes -0
   * as 0, so those are copied from the text.
   */
  private idText(id: string | number | null, index: number, request: RequestState): string {
    if (typeof id !== 'number') return JSON.stringify(id);
    // The usual id, a small integer, is its own text (V8 caches it).
    if (Number.isSafeInteger(id) && !Object.is(id, -0)) return String(id);
    request.rawIds ??= scanIds(request.text);
    return request.rawIds[index < 0 ? 0 : index] ?? JSON.stringify(id);
  }

  /** `details` are built from fixed text and `errorFields`: the key never enters them, so nothing is edited here. */
  private log(message: string, details: Record<string, unknown>): void {
    for (const name of Object.keys(details)) if (details[name] === undefined) delete details[name];
    try {
      this.logger.error(message, details);
    } catch {
      // A logger that throws must not take the server down.
    }
  }
}

/**
 * How a request tells its calls that it is gone (the client closed the connection): an AbortSignal, a function making
 * one on demand, or a `RequestAbort`, which the node:http transport offers because each call makes its own
 * AbortController anyway and a second one per request (with its listeners) cost more than the rest of a call's
 * bookkeeping.
 */
export type CallAbortSource = AbortSignal | (() => AbortSignal) | RequestAbort | undefined;

/** A request's end, without an AbortSignal of its own. */
export interface RequestAbort {
  /** Calls `listener` once the request is gone (at once when it is gone already); returns how to stop listening. */
  whenGone(listener: (reason: Error) => void): () => void;
}

function isRequestAbort(source: CallAbortSource): source is RequestAbort {
  return typeof source === 'object' && typeof (source as Partial<RequestAbort>).whenGone === 'function';
}

/** The handler's view of a call. The AbortController is made only when a handler asks for the signal. */
class CallContext<M extends MethodName = MethodName> implements HandlerContext<M> {
  private controller?: AbortController;
  private aborted?: unknown;
  private unlink?: () => void;
  private finished = false;

  constructor(
    readonly method: M,
    readonly apiKey: string,
    readonly transport: 'http' | 'ws',
    readonly id: JsonRpcId | undefined,
    readonly limits: MethodInfo['limits'],
    readonly timeoutMs: number,
    private readonly source: CallAbortSource,
  ) {}

  get signal(): AbortSignal {
    if (this.controller === undefined) {
      this.controller = new AbortController();
      const source = this.source;
      if (this.aborted !== undefined) this.controller.abort(this.aborted);
      else if (isRequestAbort(source)) {
        // Called at once when the request is gone already.
        if (!this.finished) this.unlink = source.whenGone((reason) => this.abort(reason));
      } else {
        const request = typeof source === 'function' ? source() : source;
        if (request === undefined || this.finished) return this.controller.signal;
        if (request.aborted) this.controller.abort(request.reason);
        else {
          const onAbort = () => this.abort(request.reason);
          request.addEventListener('abort', onAbort, { once: true });
          this.unlink = () => request.removeEventListener('abort', onAbort);
        }
      }
    }
    return this.controller.signal;
  }

  abort(reason: unknown): void {
    if (this.aborted !== undefined) return;
    this.aborted = reason;
    this.controller?.abort(reason);
  }

  /** The call is answered: stop listening to the request. */
  done(): void {
    this.finished = true;
    this.unlink?.();
    this.unlink = undefined;
  }
}

/** A timer per call: what any host can do (a worker's timers belong to the request that set them). */
const timerPerCall: DeadlineKeeper = {
  add: (ms, owner) => setTimeout(expireOwner, ms, owner),
  delete: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
};
const expireOwner = (owner: Expiring) => owner.expire();

/** What a step of a call returns when the call has to wait: it is answered later, through `completed`. */
const waits: unique symbol = Symbol('waits');
type Waits = typeof waits;

/** The outcome of a handler that ran past its method's timeout. */
const timedOut: unique symbol = Symbol('timed out');

/** How a call that waits hands its handler's outcome back to its engine (`handlerSettled`). */
type CallSettler = (call: MethodCall, ok: boolean, outcome: unknown) => void;

/**
 * One method call of a request, from its checks to its reply text. Its steps pass it along, and a call that waits
 * (on its handler, or on a host's promise) is taken on through it: one object per call, where a closure and a
 * promise per step cost more than the rest of a served call's bookkeeping. While its handler's promise is pending, it
 * is also the deadline of the method's timeout (`Expiring`).
 */
class MethodCall implements Expiring {
  /** The params, validated (and made positional where the method takes either form). */
  value: unknown;
  /**
   * What the store answered for the call's charge, once it took it; undefined before, when the call is free or
   * served uncharged (the store could not answer and the server fails open), and once the charge is given back.
   */
  paid: CreditCharge | undefined;
  /** The handler's context while its promise is pending; undefined before, and once the call is answered. */
  context: CallContext | undefined;
  /** The timeout's handle (the engine's DeadlineKeeper) while the handler's promise is pending. */
  deadline: unknown;

  constructor(
    private readonly settler: CallSettler,
    readonly method: CompiledMethod,
    /** Undefined for a notification. */
    readonly id: JsonRpcId | undefined,
    readonly idJson: string,
    /** The call's place in its batch; -1 for a single call. */
    readonly index: number,
    readonly request: RequestState,
    /** performance.now() at the start, when calls are logged (for their `ms`); 0 otherwise. */
    readonly started: number,
  ) {}

  settled(ok: boolean, outcome: unknown): void {
    this.settler(this, ok, outcome);
  }

  expire(): void {
    this.settler(this, false, timedOut);
  }
}

/**
 * Hands a handler's outcome to its call once its promise settles: an async function's one await costs less than
 * `then` with two callbacks (and the promise `then` makes). A thenable whose then() throws counts as a rejection.
 * Never rejects: the engine's `handlerSettled` catches what fails after it.
 */
async function follow(call: MethodCall, pending: PromiseLike<unknown>): Promise<void> {
  let value: unknown;
  try {
    value = await pending;
  } catch (error) {
    call.settled(false, error);
    return;
  }
  call.settled(true, value);
}

/** The first capped value over `multiple` × the block gas limit, as an invalid-params error. */
function overGasCap(method: CompiledMethod, capped: readonly [string, bigint][], blockGasLimit: unknown): JsonRpcError | undefined {
  const limit = toBigInt(blockGasLimit);
  if (limit === undefined) throw new TypeError('blockGasLimit returned no integer');
  const { multiple } = method.gasCap!;
  // The multiple may be fractional: scale it to thousandths.
  const cap = (limit * BigInt(Math.round(multiple * 1000))) / 1000n;
  for (const [path, gas] of capped) {
    if (gas > cap) {
      return invalidParams([{ path, message: `must be at most ${multiple} × the block gas limit (${cap})`, keyword: 'gasCap' }]);
    }
  }
  return undefined;
}

/**
 * -32602 with the first reason in the message (`Invalid params: params[0]: must match pattern …`), as nodes do
 * (go-ethereum: `invalid argument 0: …`): clients such as viem and ethers show the message, not `data`, which keeps
 * the whole list. The message is capped, since a reason may quote a long pattern.
 */
function invalidParams(errors: readonly ValidationError[]): JsonRpcError {
  const first = errors[0];
  let reason = first === undefined ? '' : `: ${first.path}: ${first.message}`;
  if (reason.length > 300) reason = `${reason.slice(0, 299)}…`;
  const more = errors.length > 1 ? ` (and ${errors.length - 1} more in data)` : '';
  return new JsonRpcError(-32602, `Invalid params${reason}${more}`, errors);
}

function errorText(idJson: string, code: number, message: string, data?: unknown): string {
  return `{"jsonrpc":"2.0","id":${idJson},"error":{"code":${code},"message":${JSON.stringify(message)}${data === undefined ? '' : `,"data":${JSON.stringify(data)}`}}}`;
}

/**
 * The answer to `rpc.discover`: the bundled OpenRPC document as the result (free of credits, no handler). It takes no
 * params: absent, `[]` or `{}`.
 */
function discoverReply(idJson: string, params: unknown): string {
  const none = params === undefined || (Array.isArray(params) ? params.length === 0 : Object.keys(params as object).length === 0);
  if (!none) return errorText(idJson, -32602, 'Invalid params: params: rpc.discover takes no params', [{ path: 'params', message: 'rpc.discover takes no params', keyword: 'maxItems' }]);
  return `{"jsonrpc":"2.0","id":${idJson},"result":${openrpcDocument}}`;
}

/** A handler's result, to be written into the answer (see `resultText`). */
class Served {
  constructor(readonly value: unknown) {}
}

/** How worth retrying a refusal status is: 429 (the rate frees up within seconds), 503, then 402 (the reset). */
function refusalRank(status: number): number {
  return status === 429 ? 3 : status === 503 ? 2 : 1;
}

/** What `run` ends with: a result to write (`Served`, or `null` text for a notification), an error, or a refusal. */
type Answer = Served | string | JsonRpcError | Refusal;

/** A call refused before its handler: the key's balance cannot pay, its rate is exceeded, or the store cannot answer. */
type Refusal =
  | { kind: 'credits'; cost: number; balance: number; resetsAt: number }
  | ({ kind: 'rate' } & RateVerdict)
  | { kind: 'unavailable' };

/** A rate limiter's refusal, its numbers checked. */
interface RateVerdict {
  creditsPerSecond: number;
  retryAfterMs: number;
}

/** Seconds to the next 00:00 UTC. */
function secondsToReset(): number {
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

/** What replaces text that mentions the API key. */
const withheld = '[withheld: it contained the API key]';

/**
 * True when `text` holds the key, or any 4 characters of it in a row, as is, URL-encoded (either hex case) or
 * JSON-escaped. A form shorter than 4 characters counts only as a whole word (not inside a run of letters and
 * digits), or every text would hold a one-character key. A whole-field test, so the text is withheld rather than
 * edited: substring replacement leaks escaped forms and, for a short key, mangles everything else.
 */
export function mentionsKey(text: string, apiKey: string): boolean {
  if (apiKey === '' || text === '') return false;
  let encoded: string;
  try {
    encoded = encodeURIComponent(apiKey);
  } catch {
    encoded = apiKey; // a lone surrogate: the key cannot have come from a URL in any other form
  }
  const forms = new Set([apiKey, encoded, encoded.replace(/%[0-9A-F]{2}/g, (h) => h.toLowerCase()), JSON.stringify(apiKey).slice(1, -1)]);
  for (const form of forms) {
    if (form.length < 4) {
      const escaped = form.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
      if (new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'u').test(text)) return true;
      continue;
    }
    for (let i = 0; i + 4 <= form.length; i++) if (text.includes(form.slice(i, i + 4))) return true;
  }
  return false;
}

/** An error as log fields: name, message and stack frames, each withheld whole when it mentions the key. */
function errorFields(error: unknown, apiKey: string): Record<string, string> {
  let name = 'Error';
  let message: string;
  let stack: string | undefined;
  try {
    if (error instanceof Error) {
      name = String(error.name);
      message = String(error.message);
      // Frames only: the stack's first lines repeat the message.
      stack = typeof error.stack === 'string' ? error.stack.split('\n').filter((line) => /^\s+at /.test(line)).join('\n') : undefined;
    } else {
      name = typeof error;
      message = String(error);
    }
  } catch {
    message = 'unprintable error';
  }
  const fields: Record<string, string> = {
    name: mentionsKey(name, apiKey) ? withheld : name,
    message: mentionsKey(message, apiKey) ? withheld : message,
  };
  if (stack) fields.stack = mentionsKey(stack, apiKey) ? withheld : stack;
  return fields;
}

/** `.name` or `["odd key"]`: how a property appears in an error path. */
function pathKey(key: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(key) ? `.${key}` : `[${JSON.stringify(key)}]`;
}

/** A by-name call of an `either` method, as the positional tuple its handler takes. */
function toPositional(named: Record<string, unknown>, params: MethodInfo['params']): unknown[] {
  const tuple = params.map((p) => (hasOwn(named, p.name) ? named[p.name] : undefined));
  while (tuple.length > 0 && tuple[tuple.length - 1] === undefined) tuple.pop();
  // An optional param left out before a required one holds its place with null, as in the positional form.
  for (let i = 0; i < tuple.length; i++) if (tuple[i] === undefined && params.slice(i + 1).some((p) => p.required)) tuple[i] = null;
  return tuple;
}

/**
 * The values `maxParams` counts: at each path, the scalars of an array (nested arrays by their elements) or 1 for a
 * single value; with no paths, the number of params. Stops counting once past `max`.
 */
function countParams(params: unknown, paths: readonly (readonly (string | number)[])[], max: number): number {
  if (paths.length === 0) return Array.isArray(params) ? params.length : Object.keys(params as object).length;
  let counted = 0;
  const stack: unknown[] = [];
  for (const path of paths) {
    let value: unknown = params;
    for (const step of path) {
      value = typeof value === 'object' && value !== null && hasOwn(value, step) ? (value as Record<string | number, unknown>)[step] : undefined;
    }
    stack.push(value);
    while (stack.length > 0 && counted <= max) {
      const v = stack.pop();
      if (Array.isArray(v)) for (const item of v) stack.push(item);
      else if (v !== undefined && v !== null) counted++;
    }
    stack.length = 0;
  }
  return counted;
}

/** A JSON quantity as an integer: `0x`-hex or decimal string, or an integer number; undefined otherwise. */
function toBigInt(value: unknown): bigint | undefined {
  if (typeof value === 'bigint') return value;
  if (typeof value === 'number') return Number.isInteger(value) ? BigInt(value) : undefined;
  if (typeof value !== 'string' || !/^(0x[0-9a-fA-F]+|[0-9]+)$/.test(value)) return undefined;
  return BigInt(value);
}

/**
 * Source text of the `id` member of each request in `text` (valid JSON): one entry for a single request, one per
 * element of a batch (undefined where there is none). The last `id` member wins, as with JSON.parse.
 */
export function scanIds(text: string): (string | undefined)[] {
  let i = skipSpace(text, 0);
  if (text[i] !== '[') return [objectId(text, i)];
  const ids: (string | undefined)[] = [];
  i = skipSpace(text, i + 1);
  while (i < text.length && text[i] !== ']') {
    ids.push(objectId(text, i));
    i = skipSpace(text, skipValue(text, i));
    if (text[i] === ',') i = skipSpace(text, i + 1);
  }
  return ids;
}

function objectId(text: string, start: number): string | undefined {
  if (text[start] !== '{') return undefined;
  let id: string | undefined;
  let i = skipSpace(text, start + 1);
  while (i < text.length && text[i] === '"') {
    const keyEnd = skipString(text, i);
    const key = JSON.parse(text.slice(i, keyEnd)) as string;
    i = skipSpace(text, keyEnd);
    i = skipSpace(text, i + 1); // the colon
    const valueEnd = skipValue(text, i);
    if (key === 'id') id = text.slice(i, valueEnd);
    i = skipSpace(text, valueEnd);
    if (text[i] === ',') i = skipSpace(text, i + 1);
  }
  return id;
}

function skipSpace(text: string, i: number): number {
  while (i < text.length && (text[i] === ' ' || text[i] === '\n' || text[i] === '\r' || text[i] === '\t')) i++;
  return i;
}

function skipString(text: string, i: number): number {
  for (let j = i + 1; j < text.length; j++) {
    if (text[j] === '\\') j++;
    else if (text[j] === '"') return j + 1;
  }
  return text.length;
}

function skipValue(text: string, i: number): number {
  const first = text[i];
  if (first === '"') return skipString(text, i);
  if (first !== '{' && first !== '[') {
    let j = i;
    while (j < text.length && !',]} \n\r\t'.includes(text[j]!)) j++;
    return j;
  }
  let depth = 0;
  for (let j = i; j < text.length; j++) {
    const c = text[j];
    if (c === '"') j = skipString(text, j) - 1;
    else if (c === '{' || c === '[') depth++;
    else if (c === '}' || c === ']') {
      depth--;
      if (depth === 0) return j + 1;
    }
  }
  return text.length;
}
