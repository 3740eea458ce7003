/**
 * What a deadline ends: its `expire` runs when the deadline passes, unless the deadline was deleted first. An object
 * with a method rather than a callback, so that the call or request it belongs to is its own expiry and setting a
 * deadline makes no closure.
 */
export interface Expiring {
    expire(): void;
}
/**
 * What the engine needs of deadlines: `add` returns a handle that `delete` takes back. Structural (the engine may
 * be typed from another copy of the package), and also met by a plain timer per call (`setTimeout`/`clearTimeout`).
 */
export interface DeadlineKeeper {
    add(ms: number, owner: Expiring): unknown;
    delete(handle: unknown): void;
}
/** The deadlines of one timeout, oldest first: a doubly linked list, so that a deadline met is unlinked in O(1). */
declare class Queue {
    head: Deadline | undefined;
    tail: Deadline | undefined;
    push(deadline: Deadline): void;
    remove(deadline: Deadline): void;
}
/** One pending deadline: a link of its timeout's queue until it is met or expires. */
declare class Deadline {
    readonly due: number;
    /** Undefined once the deadline is met or has expired. */
    queue: Queue | undefined;
    readonly owner: Expiring;
    prev: Deadline | undefined;
    next: Deadline | undefined;
    constructor(due: number, 
    /** Undefined once the deadline is met or has expired. */
    queue: Queue | undefined, owner: Expiring);
}
export type { Deadline };
export declare class Deadlines implements DeadlineKeeper {
    private readonly resolution;
    /**
     * Pending deadlines by timeout (milliseconds). A timeout is not always one the options fix: the gateway gives an
     * attempt a share of what is left of its call's limit, a different number of ms nearly every time, and a client's
     * caller may compute one per call. So a queue left empty is dropped at the next tick: the map holds the timeouts
     * pending within the last tick, not every timeout ever used (15,000 of them made each tick 0.24 ms).
     */
    private readonly queues;
    private ticker;
    /** @param resolution ms between ticks: how late a deadline may expire on an idle event loop. */
    constructor(resolution?: number);
    /** A deadline `ms` from now. */
    add(ms: number, owner: Expiring): Deadline;
    /** Distinct timeouts held (a queue each): those with a deadline pending, and those emptied since the last tick. */
    get timeouts(): number;
    /** Forgets a deadline that was met (nothing, for one that expired or was forgotten already). */
    delete(deadline: unknown): void;
    /** Stops the ticker (pending deadlines never expire): for a server that closed. */
    stop(): void;
    private start;
    private tick;
}
