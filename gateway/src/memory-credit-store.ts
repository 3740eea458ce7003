// Daily credit balances in this process's memory: the gateway's default `CreditStore` when no Redis is given. A
// generated server charges nothing without a store; the gateway hands it this one (or the Redis store).
import type { CreditCharge, CreditStore } from 'rpcforge-generated/server';

export interface MemoryCreditStoreOptions {
  /** Credits each key gets per day (default 3,000,000), or a function of the key. */
  dailyCredits?: number | ((apiKey: string) => number);
  /**
   * Most keys whose balances are held one by one (default 100,000: about 18 MB with 32-character keys). Past it
   * the least recently used key (to the second) is evicted, and what it spent is kept in the spend table (see
   * `spendBuckets`).
   */
  maxKeys?: number;
  /** A key not charged for this many seconds (to the second) is evicted the same way (default 3600). */
  idleSeconds?: number;
  /**
   * Buckets of the spend table (default 65,536, 512 KiB). An evicted key leaves what it spent today in the bucket
   * its hash picks (the largest spend wins); a key that is not held starts from the daily amount less its bucket.
   * So eviction never gives a key a fresh balance; the price is that a new key sharing a bucket with an evicted
   * key starts with less than the full amount.
   */
  spendBuckets?: number;
  /** The clock, in milliseconds since the epoch (default `Date.now`); tests move it. */
  now?: () => number;
}

const dayMs = 86_400_000;

/** One held key: its balance and when it was last charged. */
interface Account {
  balance: number;
  used: number;
}

/**
 * Balances in this process's memory, reset to the daily amount at 00:00 UTC. A charge runs synchronously, with no
 * `await` between the check and the debit, which is what makes it atomic in one Node.js process.
 *
 * Memory is bounded whatever keys callers send: at most `maxKeys` accounts (kept in least-recently-used order, the
 * Map's insertion order) plus a fixed spend table. An evicted key — idle, or pushed out by a flood of other keys —
 * cannot come back richer than it left: its spend stays in the table until midnight.
 */
export class MemoryCreditStore implements CreditStore {
  private readonly accounts = new Map<string, Account>();
  private readonly spent: Float64Array;
  private readonly seed = (Math.random() * 0x1_0000_0000) >>> 0;
  private day = Number.NaN;
  private nextSweep = 0;
  private readonly dailyCredits: (apiKey: string) => number;
  private readonly maxKeys: number;
  private readonly idleMs: number;
  private readonly now: () => number;

  constructor(options: MemoryCreditStoreOptions = {}) {
    const daily = options.dailyCredits ?? 3_000_000;
    if (typeof daily === 'number' && !(Number.isFinite(daily) && daily >= 0)) {
      throw new RangeError('MemoryCreditStore: dailyCredits must be a finite number >= 0');
    }
    const count = (name: string, value: number | undefined, fallback: number, min: number) => {
      if (value === undefined) return fallback;
      if (typeof value !== 'number' || !Number.isFinite(value) || !(value >= min)) throw new RangeError(`MemoryCreditStore: ${name} must be a finite number >= ${min}`);
      return value;
    };
    this.dailyCredits = typeof daily === 'number' ? () => daily : daily;
    this.maxKeys = Math.floor(count('maxKeys', options.maxKeys, 100_000, 1));
    this.idleMs = count('idleSeconds', options.idleSeconds, 3600, 0) * 1000;
    this.spent = new Float64Array(Math.floor(count('spendBuckets', options.spendBuckets, 65_536, 1)));
    this.now = options.now ?? Date.now;
  }

  /** Keys held one by one now (at most `maxKeys`). */
  get size(): number {
    return this.accounts.size;
  }

  charge(apiKey: string, cost: number): CreditCharge {
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
  refund(apiKey: string, cost: number, charge: CreditCharge): void {
    if (!(Number.isFinite(cost) && cost > 0)) return;
    const now = this.now();
    if (this.rollOver(now) !== charge.resetsAt) return;
    const account = this.held(apiKey, now);
    account.balance = Math.min(this.dailyCredits(apiKey), account.balance + cost);
  }

  /** The key's account, made from its opening balance when it is not held; marks it used (once a second). */
  private held(apiKey: string, now: number): Account {
    let account = this.accounts.get(apiKey);
    if (account === undefined) {
      account = { balance: this.opening(apiKey), used: now };
      if (this.accounts.size >= this.maxKeys) this.evictOldest();
      this.accounts.set(apiKey, account);
    } else if (now - account.used >= 1000) {
      // Re-inserting moves the key to the most recently used end; once a second is enough for eviction to the
      // second, and spares a busy key a delete and an insert per call.
      this.accounts.delete(apiKey);
      account.used = now;
      this.accounts.set(apiKey, account);
    }
    return account;
  }

  balance(apiKey: string): number {
    this.rollOver(this.now());
    return this.accounts.get(apiKey)?.balance ?? this.opening(apiKey);
  }

  /** A key not held: the daily amount less what its bucket says evicted keys spent. */
  private opening(apiKey: string): number {
    return Math.max(0, this.dailyCredits(apiKey) - this.spent[this.bucket(apiKey)]!);
  }

  private evictOldest(): void {
    const oldest = this.accounts.keys().next();
    if (!oldest.done) this.evict(oldest.value);
  }

  private evict(apiKey: string): void {
    const account = this.accounts.get(apiKey)!;
    this.accounts.delete(apiKey);
    const spent = this.dailyCredits(apiKey) - account.balance;
    const bucket = this.bucket(apiKey);
    if (spent > this.spent[bucket]!) this.spent[bucket] = spent;
  }

  /** FNV-1a over the UTF-16 code units, seeded per store so callers cannot aim keys at a bucket. */
  private bucket(apiKey: string): number {
    let hash = 0x811c9dc5 ^ this.seed;
    for (let i = 0; i < apiKey.length; i++) hash = Math.imul(hash ^ apiKey.charCodeAt(i), 0x01000193);
    return (hash >>> 0) % this.spent.length;
  }

  /** Starts a new day when the clock has passed 00:00 UTC, and evicts idle keys (at most once a second); returns when the day ends. */
  private rollOver(now: number): number {
    const day = Math.floor(now / dayMs);
    if (day !== this.day) {
      this.day = day;
      this.accounts.clear();
      this.spent.fill(0);
    } else if (now >= this.nextSweep) {
      this.nextSweep = now + 1000;
      // Least recently used first: stop at the first key that is not idle.
      for (const [apiKey, account] of this.accounts) {
        if (now - account.used < this.idleMs) break;
        this.evict(apiKey);
      }
    }
    return (day + 1) * dayMs;
  }
}
