import type { RedisScriptClient } from './server-metering-redis-store.js';
/**
 * Where cached answers are kept. `get` gives the answer kept under `key`, or undefined; `set` keeps `value`, whose JSON
 * text is `text` (the size the bounds count). Neither may throw for a full or absent store: a failure is a miss.
 */
export interface ResultCacheStore {
    get(key: string): unknown | Promise<unknown>;
    set(key: string, value: unknown, text: string): void | Promise<void>;
}
export interface MemoryResultCacheOptions {
    /** Most answers kept (default 10,000); past it the least recently used goes. */
    maxEntries?: number;
    /**
     * Most bytes kept (default 64 MiB), keys and values together, a value counted as the larger of its JSON text and
     * an estimate of the heap it takes; past it the least recently used go.
     */
    maxBytes?: number;
    /** The largest answer kept, in bytes of JSON text (default 1 MiB, at most `maxBytes`): a larger one is not kept. */
    maxValueBytes?: number;
}
/** Answers in this process's memory, least recently used first out. */
export declare class MemoryResultCache implements ResultCacheStore {
    private readonly entries;
    private bytes;
    private readonly maxEntries;
    private readonly maxBytes;
    private readonly maxValueBytes;
    constructor(options?: MemoryResultCacheOptions);
    get(key: string): unknown;
    set(key: string, value: unknown, text: string): void;
    /** Answers kept and their bytes (keys and JSON texts), for a metrics page or a test. */
    stats(): {
        entries: number;
        bytes: number;
    };
    clear(): void;
}
/**
 * About the bytes V8 takes for a parsed JSON value (measured on Node 22): an object or array 56 bytes and 8 per entry
 * (its slots; keys of parsed objects are shared strings), a string 20 bytes and 1 per character, a fractional number
 * 16 (an integer sits in its slot). Walked without recursion; the count stops once past `limit`.
 */
export declare function heapEstimate(value: unknown, limit: number): number;
export interface RedisResultCacheOptions {
    /** The application's Redis client (node-redis's `eval`), the one `RedisCreditStore` takes. */
    client: Pick<RedisScriptClient, 'eval' | 'on'>;
    /** Seconds an answer is kept (default 86,400: a day); Redis evicts it then, or earlier under its own memory policy. */
    ttlSeconds?: number;
    /** The largest answer kept or read, in bytes of JSON text (default 1 MiB): a larger one is neither written nor read. */
    maxValueBytes?: number;
    /** Prefix of the cache's Redis keys (default `rpcforge:cache:`), then the SHA-256 of the call (never its params). */
    prefix?: string;
    /** Milliseconds a read or write may take (default 250); past it the call is a miss and goes upstream. */
    timeoutMs?: number;
}
/** Answers in Redis, shared by every gateway process on it. */
export declare class RedisResultCache implements ResultCacheStore {
    private readonly client;
    private readonly ttlSeconds;
    private readonly maxValueBytes;
    private readonly prefix;
    private readonly timeoutMs;
    constructor(options: RedisResultCacheOptions);
    get(key: string): Promise<unknown>;
    set(key: string, _value: unknown, text: string): Promise<void>;
    /** The Redis key: the prefix and the SHA-256 of the call's key (its params may be long; Redis never sees them). */
    private key;
    private within;
}
