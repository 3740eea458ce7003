// Credit balances for the generated server: the `CreditStore` interface and the in-memory default. Every call is
// charged its method's cost with one atomic check-and-debit, so a balance never goes below zero however many
// requests race for it.

/** What a charge did. */
export interface CreditCharge {
  /** True when the balance covered the cost and it was taken; false when nothing was taken. */
  ok: boolean;
  /** The key's balance after the charge. */
  balance: number;
  /** When the balance is next reset to its daily amount (milliseconds since the epoch). */
  resetsAt: number;
}

/**
 * Where daily balances live. `charge` must be atomic: check that the balance covers `cost` and take it in one step
 * (a database would use one conditional `UPDATE … WHERE balance >= cost`), so concurrent calls never overspend.
 */
export interface CreditStore {
  charge(apiKey: string, cost: number): CreditCharge | Promise<CreditCharge>;
  /** The key's balance now (a key not seen today has its full daily amount). */
  balance(apiKey: string): number | Promise<number>;
}

export interface MemoryCreditStoreOptions {
  /** Credits each key gets per day (default 3,000,000), or a function of the key. */
  dailyCredits?: number | ((apiKey: string) => number);
  /** The clock, in milliseconds since the epoch (default `Date.now`); tests move it. */
  now?: () => number;
}

const dayMs = 86_400_000;

/**
 * Balances in this process's memory, reset to the daily amount at 00:00 UTC. A charge runs synchronously, with no
 * `await` between the check and the debit, which is what makes it atomic in one Node.js process. Keys from earlier
 * days are dropped at the first charge of a new day, so memory holds at most the keys seen today.
 */
export class MemoryCreditStore implements CreditStore {
  private readonly accounts = new Map<string, number>();
  private day = Number.NaN;
  private readonly dailyCredits: (apiKey: string) => number;
  private readonly now: () => number;

  constructor(options: MemoryCreditStoreOptions = {}) {
    const daily = options.dailyCredits ?? 3_000_000;
    if (typeof daily === 'number' && !(Number.isFinite(daily) && daily >= 0)) {
      throw new RangeError('MemoryCreditStore: dailyCredits must be a finite number >= 0');
    }
    this.dailyCredits = typeof daily === 'number' ? () => daily : daily;
    this.now = options.now ?? Date.now;
  }

  charge(apiKey: string, cost: number): CreditCharge {
    const resetsAt = this.rollOver();
    const balance = this.accounts.get(apiKey) ?? this.dailyCredits(apiKey);
    if (!(cost <= balance)) {
      this.accounts.set(apiKey, balance);
      return { ok: false, balance, resetsAt };
    }
    this.accounts.set(apiKey, balance - cost);
    return { ok: true, balance: balance - cost, resetsAt };
  }

  balance(apiKey: string): number {
    this.rollOver();
    return this.accounts.get(apiKey) ?? this.dailyCredits(apiKey);
  }

  /** Starts a new day when the clock has passed 00:00 UTC; returns when the current day ends. */
  private rollOver(): number {
    const day = Math.floor(this.now() / dayMs);
    if (day !== this.day) {
      this.day = day;
      this.accounts.clear();
    }
    return (day + 1) * dayMs;
  }
}
