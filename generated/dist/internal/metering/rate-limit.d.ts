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
export declare class MemoryRateLimiter implements RateLimiter {
    private readonly buckets;
    private readonly rate;
    private readonly burstSeconds;
    private readonly maxKeys;
    private readonly now;
    constructor(options: MemoryRateLimiterOptions);
    /** Keys held now (at most `maxKeys`). */
    get size(): number;
    take(apiKey: string, credits: number): 0 | RateRefusal;
}
