import type { ResponseBudget } from '../client-types.js';
/** Default `responseBudget`: 128 MiB, two answers of the default `maxResponseBytes` at once. An answer costs about
 * four times its size before it is through (its bytes, its text, the parsed value, and in a gateway the reply printed
 * again), so this keeps a process under about 600 MB however many answers arrive together. */
export declare const defaultResponseBudget: number;
/** A budget of `limit` bytes, for a client given a number (or none). */
export declare function responseBudget(limit: number): ResponseBudget;
/** Whether `value` can serve as a budget: a plain `{ limit, inUse }` with sane numbers. */
export declare function isResponseBudget(value: unknown): value is ResponseBudget;
/** The bytes one answer holds of a budget. */
export declare class Lease {
    private held;
    /** Set once released: no byte more is taken (a chunk arriving after its answer was dropped is not kept). */
    private closed;
    private readonly budget;
    constructor(budget: ResponseBudget);
    /** Holds `total` bytes in all (taking only what is not held yet); false, holding nothing more, when the budget
     * cannot give them. */
    grow(total: number): boolean;
    /** Gives every byte back once the current turn and its promise callbacks have run. */
    releaseLater(): void;
    /** Gives every byte back (again: nothing). */
    release(): void;
    /** Bytes the budget's other holders have, for messages. */
    get others(): number;
}
