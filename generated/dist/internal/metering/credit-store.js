const dayMs = 864e5;
class MemoryCreditStore {
  accounts = /* @__PURE__ */ new Map();
  spent;
  seed = Math.random() * 4294967296 >>> 0;
  day = Number.NaN;
  nextSweep = 0;
  dailyCredits;
  maxKeys;
  idleMs;
  now;
  constructor(options = {}) {
    const daily = options.dailyCredits ?? 3e6;
    if (typeof daily === "number" && !(Number.isFinite(daily) && daily >= 0)) {
      throw new RangeError("MemoryCreditStore: dailyCredits must be a finite number >= 0");
    }
    const count = (name, value, fallback, min) => {
      if (value === void 0) return fallback;
      if (typeof value !== "number" || !Number.isFinite(value) || !(value >= min)) throw new RangeError(`MemoryCreditStore: ${name} must be a finite number >= ${min}`);
      return value;
    };
    this.dailyCredits = typeof daily === "number" ? () => daily : daily;
    this.maxKeys = Math.floor(count("maxKeys", options.maxKeys, 1e5, 1));
    this.idleMs = count("idleSeconds", options.idleSeconds, 3600, 0) * 1e3;
    this.spent = new Float64Array(Math.floor(count("spendBuckets", options.spendBuckets, 65536, 1)));
    this.now = options.now ?? Date.now;
  }
  /** Keys held one by one now (at most `maxKeys`). */
  get size() {
    return this.accounts.size;
  }
  charge(apiKey, cost) {
    const now = this.now();
    const resetsAt = this.rollOver(now);
    const account = this.held(apiKey, now);
    if (!(cost <= account.balance)) return { ok: false, balance: account.balance, resetsAt };
    account.balance -= cost;
    return { ok: true, balance: account.balance, resetsAt };
  }
  /**
   * Gives `cost` back, synchronously like `charge` (so atomic in this process), up to the daily amount, and only on
   * the day of the charge. A key evicted since gets it back on top of its opening balance, which is at most what it
   * really had (its bucket's spend is at least its own).
   */
  refund(apiKey, cost, charge) {
    if (!(Number.isFinite(cost) && cost > 0)) return;
    const now = this.now();
    if (this.rollOver(now) !== charge.resetsAt) return;
    const account = this.held(apiKey, now);
    account.balance = Math.min(this.dailyCredits(apiKey), account.balance + cost);
  }
  /** The key's account, made from its opening balance when it is not held; marks it used (once a second). */
  held(apiKey, now) {
    let account = this.accounts.get(apiKey);
    if (account === void 0) {
      account = { balance: this.opening(apiKey), used: now };
      if (this.accounts.size >= this.maxKeys) this.evictOldest();
      this.accounts.set(apiKey, account);
    } else if (now - account.used >= 1e3) {
      this.accounts.delete(apiKey);
      account.used = now;
      this.accounts.set(apiKey, account);
    }
    return account;
  }
  balance(apiKey) {
    this.rollOver(this.now());
    return this.accounts.get(apiKey)?.balance ?? this.opening(apiKey);
  }
  /** A key not held: the daily amount less what its bucket says evicted keys spent. */
  opening(apiKey) {
    return Math.max(0, this.dailyCredits(apiKey) - this.spent[this.bucket(apiKey)]);
  }
  evictOldest() {
    const oldest = this.accounts.keys().next();
    if (!oldest.done) this.evict(oldest.value);
  }
  evict(apiKey) {
    const account = this.accounts.get(apiKey);
    this.accounts.delete(apiKey);
    const spent = this.dailyCredits(apiKey) - account.balance;
    const bucket = this.bucket(apiKey);
    if (spent > this.spent[bucket]) this.spent[bucket] = spent;
  }
  /** FNV-1a over the UTF-16 code units, seeded per store so callers cannot aim keys at a bucket. */
  bucket(apiKey) {
    let hash = 2166136261 ^ this.seed;
    for (let i = 0; i < apiKey.length; i++) hash = Math.imul(hash ^ apiKey.charCodeAt(i), 16777619);
    return (hash >>> 0) % this.spent.length;
  }
  /** Starts a new day when the clock has passed 00:00 UTC, and evicts idle keys (at most once a second); returns when the day ends. */
  rollOver(now) {
    const day = Math.floor(now / dayMs);
    if (day !== this.day) {
      this.day = day;
      this.accounts.clear();
      this.spent.fill(0);
    } else if (now >= this.nextSweep) {
      this.nextSweep = now + 1e3;
      for (const [apiKey, account] of this.accounts) {
        if (now - account.used < this.idleMs) break;
        this.evict(apiKey);
      }
    }
    return (day + 1) * dayMs;
  }
}
export {
  MemoryCreditStore
};
