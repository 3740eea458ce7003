/** One pending deadline: `expire` runs when it passes, unless it was deleted first. */
export interface Deadline {
    readonly due: number;
    readonly queue: Set<Deadline>;
    readonly expire: () => void;
}
/** What the server core needs of the deadlines (structural: the core may be typed from another copy of the package). */
export interface DeadlineKeeper {
    add(ms: number, expire: () => void): Deadline;
    delete(deadline: Deadline): void;
}
export declare class Deadlines implements DeadlineKeeper {
    /** Pending deadlines by timeout (milliseconds). Bounded: one entry per distinct timeout, which the options fix. */
    private readonly queues;
    private timer;
    /** When the timer fires; Infinity when none is armed. */
    private armedFor;
    /** A deadline `ms` from now (monotonic clock: a change of the wall clock moves no deadline). */
    add(ms: number, expire: () => void): Deadline;
    /** Forgets a deadline that was met. Its timer is left armed: it finds nothing due and is armed for the next head. */
    delete(deadline: Deadline): void;
    /** Stops the timer (pending deadlines never expire): for a server that closed. */
    stop(): void;
    private arm;
    private fire;
}
