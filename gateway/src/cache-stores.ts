// Where the gateway keeps the answers that cannot change (server-gateway-cache.ts decides which): in this process's
// memory, least recently used first out, bounded in entries and in bytes; or in Redis, shared by every gateway
// process that uses it, each value with a TTL and a size cap, under a hashed key.
//
// The memory store is a Map (its insertion order is the recency order: a hit moves the entry to the end), not the
// `lru-cache` package: the few lines below do what the gateway needs (count, bytes, one value cap), and the generated
// package keeps its single runtime dependency. The Redis store takes the client the application created (the one
// `RedisCreditStore` uses: node-redis's `eval`), so there is one way to configure Redis. 
import type { RedisScriptClient } from './redis-credit-store.js';

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

interface Entry {
  value: unknown;
  bytes: number;
}

const mib = 1024 * 1024;

function whole(name: string, value: number | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  if (!(Number.isSafeInteger(value) && value > 0)) throw new RangeError(`${name} must be a whole number above 0`);
  return value;
}

/** Answers in this process's memory, least recently used first out. */
export class MemoryResultCache implements ResultCacheStore {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;
  private readonly maxEntries: number;
  private readonly maxBytes: number;
  private readonly maxValueBytes: number;

  constructor(options: MemoryResultCacheOptions = {}) {
    this.maxEntries = whole('MemoryResultCache: maxEntries', options.maxEntries, 10_000);
    this.maxBytes = whole('MemoryResultCache: maxBytes', options.maxBytes, 64 * mib);
    this.maxValueBytes = Math.min(whole('MemoryResultCache: maxValueBytes', options.maxValueBytes, mib), this.maxBytes);
  }

  get(key: string): unknown {
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    // Most recently used: to the end of the Map's order.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: unknown, text: string): void {
    // The key's characters and the larger of the JSON text and an estimate of the heap the parsed value takes: the
    // value kept is the object, and 3 characters of JSON (`{},`) are a 56-byte object in V8, so a bound in text alone
    // let an upstream's answers of many small values hold 20 times the bytes configured.
    if (text.length > this.maxValueBytes) return;
    const bytes = key.length + Math.max(text.length, heapEstimate(value, this.maxBytes));
    if (bytes > this.maxBytes) return;
    const old = this.entries.get(key);
    if (old !== undefined) {
      this.entries.delete(key);
      this.bytes -= old.bytes;
    }
    this.entries.set(key, { value, bytes });
    this.bytes += bytes;
    while (this.entries.size > this.maxEntries || this.bytes > this.maxBytes) {
      const oldest = this.entries.keys().next().value as string;
      this.bytes -= (this.entries.get(oldest) as Entry).bytes;
      this.entries.delete(oldest);
    }
  }

  /** Answers kept and their bytes (keys and JSON texts), for a metrics page or a test. */
  stats(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }
}

/**
 * About the bytes V8 takes for a parsed JSON value (measured on Node 22): an object or array 56 bytes and 8 per entry
 * (its slots; keys of parsed objects are shared strings), a string 20 bytes and 1 per character, a fractional number
 * 16 (an integer sits in its slot). Walked without recursion; the count stops once past `limit`.
 */
export function heapEstimate(value: unknown, limit: number): number {
  let total = 0;
  const stack: unknown[] = [value];
  while (stack.length > 0 && total <= limit) {
    const item = stack.pop();
    if (typeof item === 'string') total += 20 + item.length;
    else if (typeof item === 'number') total += Number.isInteger(item) ? 0 : 16;
    else if (typeof item === 'object' && item !== null) {
      const children = Object.values(item);
      total += 56 + 8 * children.length;
      for (const child of children) stack.push(child);
    }
  }
  return total;
}

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

// KEYS[1] the key; ARGV[1] the largest value read. A value too large is not sent back at all.
const getScript = `
if redis.call('STRLEN', KEYS[1]) > tonumber(ARGV[1]) then return false end
return redis.call('GET', KEYS[1])
`;
// KEYS[1] the key; ARGV[1] the JSON text, ARGV[2] seconds it is kept.
const setScript = `return redis.call('SET', KEYS[1], ARGV[1], 'EX', tonumber(ARGV[2]))`;

/** Answers in Redis, shared by every gateway process on it. */
export class RedisResultCache implements ResultCacheStore {
  private readonly client: Pick<RedisScriptClient, 'eval'>;
  private readonly ttlSeconds: number;
  private readonly maxValueBytes: number;
  private readonly prefix: string;
  private readonly timeoutMs: number;

  constructor(options: RedisResultCacheOptions) {
    if (typeof options !== 'object' || options === null || typeof options.client?.eval !== 'function') {
      throw new TypeError('RedisResultCache: options.client must be a Redis client with an .eval method (node-redis createClient())');
    }
    this.client = options.client;
    this.ttlSeconds = whole('RedisResultCache: ttlSeconds', options.ttlSeconds, 86_400);
    this.maxValueBytes = whole('RedisResultCache: maxValueBytes', options.maxValueBytes, mib);
    this.timeoutMs = whole('RedisResultCache: timeoutMs', options.timeoutMs, 250);
    this.prefix = options.prefix ?? 'rpcforge:cache:';
    if (typeof this.prefix !== 'string' || this.prefix.length > 200) throw new TypeError('RedisResultCache: prefix must be a string of at most 200 characters');
    // A node-redis client with no `error` listener throws its errors at the process.
    options.client.on?.('error', () => undefined);
  }

  async get(key: string): Promise<unknown> {
    try {
      const text = await this.within(this.client.eval(getScript, { keys: [await this.key(key)], arguments: [String(this.maxValueBytes)] }));
      if (typeof text !== 'string' || text.length > this.maxValueBytes) return undefined;
      return JSON.parse(text) as unknown;
    } catch {
      // Redis away, slow or holding something else under the key: the call goes upstream.
      return undefined;
    }
  }

  async set(key: string, _value: unknown, text: string): Promise<void> {
    if (text.length > this.maxValueBytes) return;
    try {
      await this.within(this.client.eval(setScript, { keys: [await this.key(key)], arguments: [text, String(this.ttlSeconds)] }));
    } catch {
      // Not kept: the next call asks the upstream again.
    }
  }

  /** The Redis key: the prefix and the SHA-256 of the call's key (its params may be long; Redis never sees them). */
  private async key(key: string): Promise<string> {
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(key)));
    let hex = '';
    for (const byte of digest) hex += byte.toString(16).padStart(2, '0');
    return `${this.prefix}${hex}`;
  }

  private within<T>(work: Promise<T>): Promise<T> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('Redis did not answer in time')), this.timeoutMs);
    });
    return Promise.race([work, late]).finally(() => clearTimeout(timer));
  }
}
