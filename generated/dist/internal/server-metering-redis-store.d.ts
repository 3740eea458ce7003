import type { CreditCharge, CreditStore } from './server-metering-credit-store.js';
/**
 * What the store needs of a Redis client: node-redis's (v4 to v6) `eval` and `evalSha` as they are. For ioredis,
 * wrap it: `{ eval: (s, o) => io.eval(s, o.keys.length, ...o.keys, ...o.arguments), evalSha: (h, o) =>
 * io.evalsha(h, o.keys.length, ...o.keys, ...o.arguments), on: (e, l) => io.on(e, l) }`.
 */
export interface RedisScriptClient {
    eval(script: string, options: {
        keys: string[];
        arguments: string[];
    }): Promise<unknown>;
    evalSha(sha1: string, options: {
        keys: string[];
        arguments: string[];
    }): Promise<unknown>;
    /** When present, the store listens to `error` (a node-redis client with no listener throws it at the process). */
    on?(event: 'error', listener: (error: Error) => void): unknown;
}
export interface RedisCreditStoreOptions {
    client: RedisScriptClient;
    /** Credits per key per day (default 3,000,000), or a function of the key (a plan lookup may be async). */
    dailyCredits?: number | ((apiKey: string) => number | Promise<number>);
    /** Prefix of the store's Redis keys (default `rpcforge:credits:`). */
    prefix?: string;
    /** Milliseconds one attempt may take before it counts as failed (default 500); an answer that arrived in time but was not yet read (a busy event loop) counts. */
    timeoutMs?: number;
    /** Attempts after a failed one, with the same charge token, so a retry never debits twice (default 1). */
    retries?: number;
    /**
     * Seconds a charge's token is kept in Redis (default 300): the window in which a charge whose answer was lost can
     * still be voided. Each costs about 150 bytes of Redis memory for that long (100 charges a second: about 4.5 MB).
     */
    tokenSeconds?: number;
    /** Most charges waiting to be voided while Redis does not answer (default 10,000); past it the oldest is dropped. */
    maxPendingVoids?: number;
    /**
     * Per-key request rate in credits per second, kept in Redis with the balance and checked in the same script, so
     * it holds across every process sharing the Redis (or Redis Cluster), exactly within one call's cost; or a
     * function of the key (a key ring's `creditsPerSecond`; `Infinity`: no limit). A call costs its credits, at least 1.
     * The server's own `creditsPerSecond` is then not used (`limitsRate`). Default: no rate limit.
     */
    creditsPerSecond?: number | ((apiKey: string) => number);
    /** Seconds of the rate a key may spend at once after being idle: the bucket's size (default 1, at most 3,600). */
    rateBurstSeconds?: number;
}
/** The store could not get an answer from Redis: the server refuses the call with 503 (or serves it uncharged). */
export declare class CreditStoreUnavailableError extends Error {
    constructor(message: string);
}
/** What the store did with charges whose answer was lost. */
export interface RedisCreditStoreStats {
    /** Charges waiting to be voided (Redis has not answered since). */
    pendingVoids: number;
    /** Charges voided: either they never ran (and now never will) or they ran and were refunded. */
    voided: number;
    /** Of those, the ones that had run and were refunded. */
    refunded: number;
    /** Voids dropped: past `maxPendingVoids`, or pending longer than `tokenSeconds`. Such a charge, if it ran, stands. */
    dropped: number;
}
/**
 * Daily balances in Redis, reset at 00:00 UTC by Redis's clock. Each charge is one script run: it reads the key's
 * spend for the day, refuses when the cost does not fit, else adds the cost and records the charge's token. The
 * script runs atomically, so any number of processes sharing the Redis never overspend a balance.
 *
 * Exactly what a failure costs: a charge that gets no answer within `timeoutMs` is retried (`retries`) with the same
 * token, and a retry of a charge that ran answers what it did without taking anything again, so one call is never
 * debited twice. When every attempt fails the store throws `CreditStoreUnavailableError` (the call is refused, or
 * served uncharged) and voids the charge as soon as Redis answers: the token is marked void so a late-arriving
 * charge takes nothing, and a charge that had run is refunded. A void waits at most `tokenSeconds` and
 * `maxPendingVoids` (then it is dropped and counted in `stats.dropped`, and that charge, if it ran, stands).
 *
 * Redis keys: `<prefix>{<hash>}:<day>` (the day's spend, expiring an hour after the reset) and
 * `<prefix>{<hash>}:t:<token>` (charge tokens); `<hash>` is the first 128 bits of the key's SHA-256, so no API key is
 * stored in Redis, and the braces keep a key's entries in one Redis Cluster slot.
 */
export declare class RedisCreditStore implements CreditStore {
    /** Whether the store limits the rate itself (`creditsPerSecond` given): the server then has no limiter of its own. */
    readonly limitsRate: boolean;
    private readonly client;
    private readonly rate;
    private readonly burstSeconds;
    private readonly dailyCredits;
    private readonly prefix;
    private readonly timeoutMs;
    private readonly retries;
    private readonly tokenSeconds;
    private readonly maxPendingVoids;
    private readonly shas;
    private readonly hashes;
    private readonly pending;
    private draining;
    private drainTimer;
    private readonly counts;
    constructor(options: RedisCreditStoreOptions);
    get stats(): RedisCreditStoreStats;
    charge(apiKey: string, cost: number): Promise<CreditCharge>;
    /** The key's rate for the script: 0 for no limit (none configured, `Infinity`, or a function's nonsense). */
    private keyRate;
    /**
     * Gives back a charge this store took, for a call that was not served: its token is voided (the void script above),
     * so the refund is exactly the charge's cost, at most once, and only on the day it was taken. A refund Redis does
     * not answer waits with the lost charges' voids (`stats.pendingVoids`) and is sent once Redis answers. Never rejects.
     */
    refund(apiKey: string, _cost: number, charge: CreditCharge): Promise<void>;
    balance(apiKey: string): Promise<number>;
    /** Whether Redis answers a script within `timeoutMs` (for `GET /healthz`). */
    healthy(): Promise<boolean>;
    /** Stops the void retries' timer (the client is the application's to close). Pending voids stay in `stats`. */
    close(): void;
    /** Runs a script by its SHA-1 (loading it with EVAL when Redis does not have it), within `timeoutMs`. */
    private run;
    private withTimeout;
    /** The key's Redis account: prefix and a hash of the key (never the key). Hashes are cached, at most 10,000. */
    private account;
    private daily;
    private enqueueVoid;
    /** Voids the pending charges now when Redis just answered, else in `delay` ms. */
    private drainSoon;
    /** Sends the pending voids, oldest first (each after its charge, on the same connection); stops at a failure. */
    private drain;
}
