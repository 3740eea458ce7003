class MemoryRateLimiter {
  buckets = /* @__PURE__ */ new Map();
  rate;
  burstSeconds;
  maxKeys;
  now;
  constructor(options) {
    const rate = options.creditsPerSecond;
    if (typeof rate === "number") {
      if (!(rate > 0)) throw new RangeError("rate limit: creditsPerSecond must be a number > 0 (Infinity for no limit)");
      this.rate = () => rate;
    } else if (typeof rate === "function") this.rate = rate;
    else throw new TypeError("rate limit: creditsPerSecond must be a number or a function of the key");
    const burst = options.burstSeconds ?? 1;
    if (!(typeof burst === "number" && burst > 0 && Number.isFinite(burst))) throw new RangeError("rate limit: burstSeconds must be a finite number > 0");
    this.burstSeconds = burst;
    const maxKeys = options.maxKeys ?? 1e5;
    if (!(typeof maxKeys === "number" && maxKeys >= 1 && Number.isFinite(maxKeys))) throw new RangeError("rate limit: maxKeys must be a finite number >= 1");
    this.maxKeys = Math.floor(maxKeys);
    this.now = options.now ?? (() => performance.now());
  }
  /** Keys held now (at most `maxKeys`). */
  get size() {
    return this.buckets.size;
  }
  take(apiKey, credits) {
    const rate = this.rate(apiKey);
    if (!(rate > 0) || rate === Infinity) return 0;
    const size = rate * this.burstSeconds;
    const now = this.now();
    let bucket = this.buckets.get(apiKey);
    if (bucket === void 0) {
      if (this.buckets.size >= this.maxKeys) this.buckets.delete(this.buckets.keys().next().value);
      bucket = { credits: size, at: now };
    } else {
      this.buckets.delete(apiKey);
      bucket.credits = Math.min(size, bucket.credits + (now - bucket.at) / 1e3 * rate);
      bucket.at = now;
    }
    this.buckets.set(apiKey, bucket);
    const needed = Math.min(credits, size);
    if (bucket.credits < needed) return { creditsPerSecond: rate, retryAfterMs: Math.ceil((needed - bucket.credits) / rate * 1e3) };
    bucket.credits -= credits;
    return 0;
  }
}
export {
  MemoryRateLimiter
};
