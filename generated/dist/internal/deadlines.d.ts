/** One pending deadline: `expire` runs when it passes, unless it was deleted first. */
export interface Deadline {
    readonly due: number;
    readonly queue: Set<Deadline>;
    readonly expire: () => void;
}
/**
 * What the server core needs of deadlines: `add` returns a handle that `delete` takes back. Structural (the core may
 * be typed from another copy of the package), and also met by a plain timer per call (`setTimeout`/`clearTimeout`).
 */
export interface DeadlineKeeper {
    add(ms: number, expire: () => void): unknown;
    delete(handle: unknown): void;
}
export declare class Deadlines implements DeadlineKeeper {
    private readonly resolution;
    /** Pending deadlines by timeout (milliseconds). Bounded: one entry per distinct timeout, which the options fix. */
    private readonly queues;
    private ticker;
    /** The clock as last read (monotonic, ms): by the last tick, or when the ticker started. */
    private now;
    /** @param resolution ms between ticks: how late a deadline may expire (twice this at most). */
    constructor(resolution?: number);
    /** A deadline `ms` from now. */
    add(ms: number, expire: () => void): Deadline;
    /** Forgets a deadline that was met. */
    delete(deadline: unknown): void;
    /** Stops the ticker (pending deadlines never expire): for a server that closed. */
    stop(): void;
    private start;
    private tick;
}
