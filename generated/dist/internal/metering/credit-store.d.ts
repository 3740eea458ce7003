import type { RateRefusal } from './rate-limit.js';
/** What a charge did. */
export interface CreditCharge {
    /** True when the balance covered the cost and it was taken; false when nothing was taken. */
    ok: boolean;
    /** The key's balance after the charge. */
    balance: number;
    /** When the balance is next reset to its daily amount (milliseconds since the epoch). */
    resetsAt: number;
    /** Optional: the store's own name for this charge, for `refund` (the Redis store: the charge's token). */
    ref?: string;
    /**
     * Set (with `ok` false) by a store that limits the rate itself (`limitsRate`) when the key's rate, not its balance,
     * refused the call: the server answers 429 as for its own limiter, and nothing was taken.
     */
    rate?: RateRefusal;
}
/**
 * Where daily balances live. `charge` must be atomic: check that the balance covers `cost` and take it in one step
 * (a database would use one conditional `UPDATE … WHERE balance >= cost`), so concurrent calls never overspend.
 */
export interface CreditStore {
    /**
     * Takes `cost` from the key's balance if it covers it. Throwing (or rejecting) means the store could not say:
     * the server then refuses the call with 503, or serves it uncharged (`creditStoreFailure`); it must not have
     * taken the credits in that case, or must give them back (as a store shared over the network does).
     */
    charge(apiKey: string, cost: number): CreditCharge | Promise<CreditCharge>;
    /**
     * Optional: gives back a charge that was taken (`charge` is what `charge` answered, `ok` true), because the call
     * was not served (its handler threw a `NotServedError`, e.g. the upstream never answered; or it ran past its time
     * limit). Atomic like `charge`, and bounded: at most what that charge took, never above the daily amount, and
     * nothing once the day of the charge has ended (the reset gave the full amount back already). The server calls it
     * at most once per charge and answers the call once it returns (or its promise settles), so that the caller finds
     * the credits back; a refund that throws is logged and the charge stands. A store without it keeps every charge.
     *
     * Why a refund rather than charging after the call: the charge before the handler is what keeps the balance check
     * atomic under concurrency (a thousand calls at once cannot overspend a balance that pays for ten), so failures are
     * made free by giving back, not by charging late.
     */
    refund?(apiKey: string, cost: number, charge: CreditCharge): void | Promise<void>;
    /** The key's balance now (a key not seen today has its full daily amount). */
    balance(apiKey: string): number | Promise<number>;
    /** Optional: whether the store can answer now, for `GET /healthz` (a store in memory always can). */
    healthy?(): boolean | Promise<boolean>;
    /**
     * Optional: true when `charge` checks and takes the key's request rate too, in the same atomic step as the balance
     * (a store shared by several processes, given `creditsPerSecond`: one rate for all). The server then builds no rate
     * limiter of its own from `creditsPerSecond`, and charges calls that cost 0 credits too (they cost 1 of the rate).
     */
    readonly limitsRate?: boolean;
}
