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
/**
 * Balances in this process's memory, reset to the daily amount at 00:00 UTC. A charge runs synchronously, with no
 * `await` between the check and the debit, which is what makes it atomic in one Node.js process. Keys from earlier
 * days are dropped at the first charge of a new day, so memory holds at most the keys seen today.
 */
export declare class MemoryCreditStore implements CreditStore {
    private readonly accounts;
    private day;
    private readonly dailyCredits;
    private readonly now;
    constructor(options?: MemoryCreditStoreOptions);
    charge(apiKey: string, cost: number): CreditCharge;
    balance(apiKey: string): number;
    /** Starts a new day when the clock has passed 00:00 UTC; returns when the current day ends. */
    private rollOver;
}
