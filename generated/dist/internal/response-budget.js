/** Default `responseBudget`: 128 MiB, two answers of the default `maxResponseBytes` at once. An answer costs about
 * four times its size before it is through (its bytes, its text, the parsed value, and in a gateway the reply printed
 * again), so this keeps a process under about 600 MB however many answers arrive together. */
export const defaultResponseBudget = 128 * 1024 * 1024;
/** A budget of `limit` bytes, for a client given a number (or none). */
export function responseBudget(limit) {
    return { limit, inUse: 0 };
}
/** Whether `value` can serve as a budget: a plain `{ limit, inUse }` with sane numbers. */
export function isResponseBudget(value) {
    const budget = value;
    return typeof budget === 'object' && budget !== null && Number.isSafeInteger(budget.limit) && budget.limit > 0 && Number.isSafeInteger(budget.inUse) && budget.inUse >= 0;
}
/** The bytes one answer holds of a budget. */
export class Lease {
    held = 0;
    /** Set once released: no byte more is taken (a chunk arriving after its answer was dropped is not kept). */
    closed = false;
    budget;
    constructor(budget) {
        this.budget = budget;
    }
    /** Holds `total` bytes in all (taking only what is not held yet); false, holding nothing more, when the budget
     * cannot give them. */
    grow(total) {
        if (this.closed)
            return false;
        const more = total - this.held;
        if (more <= 0)
            return true;
        if (this.budget.inUse + more > this.budget.limit)
            return false;
        this.budget.inUse += more;
        this.held = total;
        return true;
    }
    /** Gives every byte back once the current turn and its promise callbacks have run. */
    releaseLater() {
        this.closed = true;
        if (this.held === 0)
            return;
        // One callback for every lease let go of in this turn, not one per answer: under load a gateway lets go of
        // hundreds per turn, and a timer each was a good part of what an upstream call cost it beyond node:http's own work.
        if (later.push(this) === 1)
            afterTurn(releaseAll);
    }
    /** Gives every byte back (again: nothing). */
    release() {
        this.closed = true;
        // Never below zero, even if a caller reset `inUse` of a shared budget by hand.
        this.budget.inUse = Math.max(0, this.budget.inUse - this.held);
        this.held = 0;
    }
    /** Bytes the budget's other holders have, for messages. */
    get others() {
        return this.budget.inUse - this.held;
    }
}
/**
 * Leases let go of since the release was armed. Its callback never runs within the turn that armed it, nor before
 * that turn's promise callbacks, so each lease is held as long as with a callback of its own. Bounded by the answers
 * received in one pass of the event loop.
 */
const later = [];
/**
 * Runs `f` once the current turn and its promise callbacks have run. In Node, setImmediate: in the same pass of the
 * event loop, right after its reads. A zero timer is due a millisecond later, in a later pass: a gateway answering
 * one call at a time made and dropped a timer list for it on every call, and sometimes woke up once more just to give
 * the bytes back. Elsewhere (a browser, no setImmediate) a zero timer.
 */
function afterTurn(f) {
    const host = globalThis;
    if (typeof host.setImmediate === 'function')
        host.setImmediate(f);
    else
        setTimeout(f, 0);
}
function releaseAll() {
    const due = later.splice(0, later.length);
    for (const lease of due)
        lease.release();
}
