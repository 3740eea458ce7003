import { type CreditStore } from './credit-store.js';
import type { DeadlineKeeper } from './deadlines.js';
import { type RateLimiter } from './rate-limit.js';
import { FreeAnswerLimiter, type FreeRateOptions } from './free-limit.js';
import { batchReplyTooLarge } from './batch-bound.js';
import { Ops, type OpsOptions } from './server-ops.js';
import { type OutsideSpecServerOptions } from './outside-spec.js';
import { JsonRpcError } from '../errors.js';
import { type MethodInfo } from '../methods.js';
import type { MethodName } from '../types.js';
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
    timeoutSeconds?: {
        readonly [M in MethodName]?: number;
    };
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
export type AuthVerdict = boolean | {
    ok: boolean;
    allowedOrigins?: readonly string[];
};
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
/**
 * The server's CORS policy. Answers never allow credentials (the key travels in the path, not in cookies) and echo
 * the caller's origin rather than `*`, with `Vary: Origin`, since a key's own list can narrow it.
 */
export declare class CorsPolicy {
    readonly enabled: boolean;
    private readonly allow;
    private readonly allowHeaders;
    private readonly maxAge;
    constructor(options: CorsOptions | false | undefined);
    /** Whether the server-wide list lets pages of `origin` call (before any key narrows it). */
    allows(origin: string): boolean;
    /** Headers of an answer to a request that came with `origin`: the allowance when the origin may call, else only `Vary`. */
    headers(origin: string | undefined): Record<string, string> | undefined;
    /** Headers of a successful preflight (`OPTIONS` → 204). */
    preflight(origin: string): Record<string, string>;
}
/** A numeric option: `fallback` when absent, else a finite number >= `min`; a RangeError names the option otherwise. */
export declare function optionNumber(name: string, value: unknown, fallback: number, min: number): number;
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
export declare const serverErrors: {
    /** Missing or refused API key (HTTP 401; a WebSocket upgrade is refused with 401). */
    readonly unauthorized: {
        readonly code: -32040;
        readonly message: "Unauthorized: missing or invalid API key";
    };
    /** A web page's origin that `cors.origins` or the key's `allowedOrigins` does not allow (HTTP 403, no CORS headers). */
    readonly originRefused: {
        readonly code: -32041;
        readonly message: "Forbidden: this origin may not call with this API key";
    };
    /**
     * The key's daily balance cannot pay for the call: HTTP 402 "Payment Required" with Retry-After (seconds to the
     * reset), as the provider's deployments answer (spec: info.x-not-shown, topic credits-exhausted).
     */
    readonly creditsExhausted: {
        readonly code: -32005;
        readonly message: "daily credit limit exceeded";
    };
    /** The key's request rate (credits per second) is exceeded: HTTP 429 with Retry-After, as the provider documents. */
    readonly rateLimited: {
        readonly code: -32005;
        readonly message: "request rate exceeded";
    };
    /** The credit store cannot answer (and `creditStoreFailure` is 'refuse'): HTTP 503 with `Retry-After: 1`. */
    readonly creditStoreUnavailable: {
        readonly code: -32000;
        readonly message: "Service unavailable: credits cannot be checked now";
    };
    /** A call ran past its time limit, for a method that declares no timeout error of its own. */
    readonly timeout: {
        readonly code: -32005;
        readonly message: "request timeout exceeded";
    };
    /** A call whose answer would take its batch's answer past `maxBatchReplyBytes` (HTTP status as the batch's). */
    readonly batchTooLarge: typeof batchReplyTooLarge;
    /** `createServer` holds more than `maxQueuedBytes` of answers not yet read: HTTP 503, `Retry-After: 1`. */
    readonly answersNotRead: {
        readonly code: -32000;
        readonly message: "Server busy: too many answers waiting to be read";
    };
};
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
    gasCap?: {
        field: string;
        multiple: number;
    };
}
/** Who gets a request's reply when one of its calls waits (see `RpcEngine.dispatchTo`). */
export interface Recipient {
    deliver(reply: RpcReply): void;
}
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
export declare class RpcEngine implements RpcHandler {
    private readonly keyed;
    private readonly methods;
    private readonly authenticate;
    /** The CORS policy the transports apply (the core checks origins; the transports write the headers). */
    readonly cors: CorsPolicy;
    private readonly store;
    private readonly maxBatchSize;
    private readonly maxBatchReplyBytes;
    readonly maxBodyBytes: number;
    /** The limit of free answers, which the transports also ask for GET of the docs page and the document. */
    readonly free: FreeAnswerLimiter;
    private readonly validateResults;
    private readonly logger;
    private readonly blockGasLimit;
    /** How a call's timeout is kept: a timer per call (any host), or the transport's shared deadlines (see `useDeadlines`). */
    private deadlines;
    /** How a call hands its handler's outcome back: one function for all calls. */
    private readonly settleCall;
    private readonly rateLimiter;
    private readonly failOpen;
    /** Health, metrics and call logs (server-ops.ts); `metrics` is undefined unless the option is set. */
    readonly ops: Ops;
    private readonly metrics;
    private readonly callLog;
    /** The `outsideSpec` option: methods the spec does not have, served by one handler (outside-spec.ts). */
    private readonly outside;
    /**
     * @param keyed whether the routes carry an API key: then an empty key is refused before `authenticate` is asked.
     */
    constructor(handlers: object, rules: {
        readonly [M in MethodName]?: MethodRule;
    }, options: ServerOptions, keyed: boolean);
    /**
     * Keeps call timeouts with `deadlines` (one timer for all calls) instead of a timer per call. For hosts whose
     * timers outlive a request (the node:http transport); a worker's timers belong to the request that set them.
     */
    useDeadlines(deadlines: DeadlineKeeper): void;
    handle(text: string, context?: RequestContext): Promise<string | undefined>;
    respond(text: string, context?: RequestContext): Promise<RpcReply>;
    /**
     * Whether the key may call, from `origin` when a web page sends one (its `Origin` header): the server-wide
     * `cors.origins` first, then the key's own `allowedOrigins`. The transports ask once per HTTP request or WebSocket
     * connection.
     */
    authorize(apiKey: string, transport?: 'http' | 'ws', route?: string, origin?: string): Access | Promise<Access>;
    private judge;
    private authenticateFailed;
    unauthorized(): RpcReply;
    originRefused(): RpcReply;
    tooLarge(): RpcReply;
    /** Answers a request text whose key is already authorized. */
    dispatch(text: string, apiKey: string, transport: 'http' | 'ws', signal?: CallAbortSource, route?: string, address?: string): Promise<RpcReply>;
    /**
     * As `dispatch`, with a recipient instead of a promise: the reply itself when no call of the request has to wait (a
     * refusal, an invalid call, a handler that answers at once); otherwise undefined, and `recipient.deliver` is called
     * with it once it is. The node:http and WebSocket transports answer so: no promise and no turn of the microtask
     * queue of their own, and a served call goes from its handler's promise to the socket.
     */
    dispatchTo(text: string, apiKey: string, transport: 'http' | 'ws', signal: CallAbortSource, route: string | undefined, recipient: Recipient, address?: string): RpcReply | undefined;
    /** The reply, or `waits` when a call has to wait: the recipient then gets the reply once the last call is answered. */
    private dispatchLater;
    /** A batch's reply: its calls' replies in order, at once when none waits, else `waits` (see `completed`). */
    private batch;
    /** The answer of a call left unrun because its batch's answer is past the bound; nothing for a notification. */
    private overBatch;
    private batchReply;
    /** The HTTP reply of a request's answer text: 204 for notifications only, a refusal's status when every call was refused. */
    private replyOf;
    /** One call: its reply text, undefined for a notification, or `waits` when the call has to wait. Never throws. */
    private call;
    /**
     * A call that waited is answered: its reply text goes into its request, and the request's reply to the recipient
     * once no call of it waits any more. Never throws: it runs from promise callbacks and timers.
     */
    private completed;
    /** The reply text of a call's answer, counted and logged. */
    private answered;
    /**
     * Gives back the charge of a call answered with a `NotServedError` (or past its time limit) before answering it:
     * the answer at once when the store refunds at once (memory), else `waits` and the call is answered through
     * `completed` once the store has (Redis), so that a caller who reads the error finds the credits back. A store
     * without `refund`, or a refund that fails (logged), keeps the charge; the call line then says so.
     */
    private refundFirst;
    /** A call whose run threw: only a bug in the server itself gets here (run turns every failure into an answer). */
    private failed;
    private serverFailure;
    /** A step of a call that waited threw (a bug of the server, or a host's answer it could not read): logged, -32603. */
    private brokenStep;
    /** Logs what failed in a call, with the call's method, transport and route; never the key. */
    private logCall;
    /** The call in the metrics and, when the logger takes `info`, one log line. */
    private counted;
    /**
     * The answer to `rpc.discover`, within the limit of free answers (`freeBytesPerSecond`): the document, or the
     * refusal, counted as the rate limit's (429 when every call of the request is refused).
     */
    private discover;
    /** A request that is not a valid JSON-RPC call: answered, counted, never charged. */
    private invalid;
    /**
     * Validates, checks the limits, charges the credits and runs the handler: its result (`null` text for a
     * notification), or the error. Synchronous as far as it can be (every check, and the charge of a store that answers
     * at once), so that a refusal or an invalid call costs no promise; a call that has to wait returns `waits`, and
     * is answered through `completed`.
     */
    private run;
    /** The gas cap against the block gas limit (which the host may have to fetch), then `rateChecked`. */
    private gasChecked;
    /** The rate limiter's verdict (when there is one), then `admit`. */
    private rateChecked;
    /** Charges the call, then invokes the handler; a refusal when the balance cannot pay or the store cannot say. */
    private admit;
    /** What the store's answer (or its failure) means for the call. */
    private charged;
    /**
     * Runs the handler of a call that is paid for (or served uncharged): its result, or its error. A handler that
     * answers at once is answered at once; a promise is awaited within the method's timeout (`handlerSettled`).
     */
    private invoke;
    /**
     * The handler's promise settled (`ok`, with its value or its error), or the method's timeout passed first
     * (`outcome` is `timedOut`; the call is then aborted). Whichever comes second is ignored.
     */
    private handlerSettled;
    /**
     * Waits for a host's promise (the block gas limit, the rate limiter, the credit store), then takes the call on
     * from there. Promise.resolve: the host's thenable may be any object, even one whose then() throws.
     */
    private answerLater;
    /**
     * Takes a call that waited on from `step`. Whatever the step throws is a bug of the server: logged, and the call
     * answered -32603 rather than left without an answer.
     */
    private resume;
    /** A handler's result, checked against the limits (and the spec, with `validateResults`). */
    private finish;
    /**
     * A handler's own JSON-RPC error is its answer; anything else it throws is logged and answered -32603, not charged
     * (the server failed the call: nobody pays for that).
     */
    private handlerFailed;
    /**
     * A served call's answer text. The usual one (an id JSON writes exactly, a result that is plain data) is written
     * by one JSON.stringify of the whole answer: the result's text is then made once, not made and copied again into
     * the envelope (a block's text is kilobytes, on every call). A result JSON cannot write (a BigInt, a cycle) is
     * the handler's failure, as any other.
     */
    private resultText;
    /**
     * The rate limiter's verdict, at once when the limiter answers at once; the promise of one never rejects. A
     * limiter that fails lets the call through (logged): a limit never takes the server down.
     */
    private limitRate;
    /** A limiter's refusal with its numbers made sound (whatever object a limiter of the host's own returned). */
    private rateVerdict;
    private rateLimiterFailed;
    /**
     * The first param whose capped field exceeds the cap, as an invalid-params error. The block gas limit is asked
     * for only when a param carries the field, and waited for only when the host answers with a promise.
     */
    private checkGas;
    /**
     * The refusal's text, written directly: no Error is made (its stack trace would cost more than the answer), so a
     * refused call costs no more than a served one.
     */
    private refusalReply;
    /**
     * Counts a refusal. A request whose every reply is a refusal gets the status of the one most worth retrying:
     * 429 (the rate frees up within seconds), then 503 (the store may be back), then 402 (not before the reset).
     */
    private refused;
    private reply;
    private errorReply;
    /**
     * The id as it must be echoed: JSON.parse rounds numbers beyond 2^53 and fractions, and JSON.stringify writes -0
     * as 0, so those are copied from the text.
     */
    private idText;
    /** `details` are built from fixed text and `errorFields`: the key never enters them, so nothing is edited here. */
    private log;
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
/**
 * True when `text` holds the key, or any 4 characters of it in a row, as is, URL-encoded (either hex case) or
 * JSON-escaped. A form shorter than 4 characters counts only as a whole word (not inside a run of letters and
 * digits), or every text would hold a one-character key. A whole-field test, so the text is withheld rather than
 * edited: substring replacement leaks escaped forms and, for a short key, mangles everything else.
 */
export declare function mentionsKey(text: string, apiKey: string): boolean;
/**
 * Source text of the `id` member of each request in `text` (valid JSON): one entry for a single request, one per
 * element of a batch (undefined where there is none). The last `id` member wins, as with JSON.parse.
 */
export declare function scanIds(text: string): (string | undefined)[];
export {};
