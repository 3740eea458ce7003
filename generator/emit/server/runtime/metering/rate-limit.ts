// The per-key request-rate limit of the generated server, in credits per second as the providers' plans state it
// (500 on a free plan): a token bucket per key, held in this process's memory with a bound on the keys it holds.
// Internal module: use server.ts.

/** Why a call was refused by the rate limit: the key's rate, and how long until the call would fit. */
export interface RateRefusal {
  creditsPerSecond: number;
  /** Milliseconds until the bucket holds enough for the call. */
  retryAfterMs: number;
}

/**
 * Decides whether a key may spend `credits` now: `0` when it may (the credits are taken from its allowance), or
 * the refusal. The server asks before charging the daily balance, so a refused call is never charged.
 */
export interface RateLimiter {
  take(apiKey: string, credits: number): 0 | RateRefusal | Promise<0 | RateRefusal>;
}

export interface MemoryRateLimiterOptions {
  /** Credits per second per key, or a function of the key (`Infinity`: no limit for that key). */
  creditsPerSecond: number | ((apiKey: string) => number);
  /** Seconds of the rate a key may spend at once after being idle: the bucket's size (default 1). */
  burstSeconds?: number;
  /** Most keys held (default 100,000, about 10 MB with 32-character keys); past it the least recently used goes. */
  maxKeys?: number;
  /** The clock in milliseconds (default `performance.now`); tests move it. */
  now?: () => number;
}

/** One key's bucket: credits it may spend, as of `at`. */
interface Bucket {
  credits: number;
  at: number;
}

/**
 * A token bucket per key: it holds `creditsPerSecond × burstSeconds` credits and refills at `creditsPerSecond`. A
 * call costs its credits; one that costs more than the whole bucket is let through when the bucket is full, and
 * the bucket goes below zero (the key then waits for what it overspent), so an expensive method is slowed, never
 * refused forever.
 *
 * Memory is bounded whatever keys callers send: at most `maxKeys` buckets, in least-recently-used order (the Map's
 * insertion order); a bucket that refilled is the same as no bucket, so evicting the oldest costs a key nothing
 * but a fresh second of burst. Only keys `authenticate` accepted get here.
 */
export class MemoryRateLimiter implements RateLimiter {
  private readonly buckets = new Map<string, Bucket>();
  private readonly rate: (apiKey: string) => number;
  private readonly burstSeconds: number;
  private readonly maxKeys: number;
  private readonly now: () => number;

  constructor(options: MemoryRateLimiterOptions) {
    const rate = options.creditsPerSecond;
    if (typeof rate === 'number') {
      if (!(rate > 0)) throw new RangeError('rate limit: creditsPerSecond must be a number > 0 (Infinity for no limit)');
      this.rate = () => rate;
    } else if (typeof rate === 'function') this.rate = rate;
    else throw new TypeError('rate limit: creditsPerSecond must be a number or a function of the key');
    const burst = options.burstSeconds ?? 1;
    if (!(typeof burst === 'number' && burst > 0 && Number.isFinite(burst))) throw new RangeError('rate limit: burstSeconds must be a finite number > 0');
    this.burstSeconds = burst;
    const maxKeys = options.maxKeys ?? 100_000;
    if (!(typeof maxKeys === 'number' && maxKeys >= 1 && Number.isFinite(maxKeys))) throw new RangeError('rate limit: maxKeys must be a finite number >= 1');
    this.maxKeys = Math.floor(maxKeys);
    this.now = options.now ?? (() => performance.now());
  }

  /** Keys held now (at most `maxKeys`). */
  get size(): number {
    return this.buckets.size;
  }

  take(apiKey: string, credits: number): 0 | RateRefusal {
    const rate = this.rate(apiKey);
    // A function answering nonsense (NaN, 0, a negative) must not lock a key out: no limit, as for Infinity.
    if (!(rate > 0) || rate === Infinity) return 0;
    const size = rate * this.burstSeconds;
    const now = this.now();
    let bucket = this.buckets.get(apiKey);
    if (bucket === undefined) {
      if (this.buckets.size >= this.maxKeys) this.buckets.delete(this.buckets.keys().next().value!);
      bucket = { credits: size, at: now };
    } else {
      this.buckets.delete(apiKey); // re-inserted below: most recently used last
      bucket.credits = Math.min(size, bucket.credits + ((now - bucket.at) / 1000) * rate);
      bucket.at = now;
    }
    this.buckets.set(apiKey, bucket);
    const needed = Math.min(credits, size);
    if (bucket.credits < needed) return { creditsPerSecond: rate, retryAfterMs: Math.ceil(((needed - bucket.credits) / rate) * 1000) };
    bucket.credits -= credits;
    return 0;
  }
}
