import type { Socket } from 'node:net';
import type { DeadlineKeeper, Expiring } from '../deadlines.js';
export interface BacklogBounds {
    /** `httpMaxQueuedBytes`: unread bytes past which an HTTP connection is stuck. */
    perConnection: number;
    /** `maxQueuedBytes`: unread bytes of the whole server past which new requests are refused. */
    total: number;
    /** `httpDrainTimeoutSeconds` in ms: how long a connection may stay stuck. */
    drainMs: number;
}
/** One HTTP connection with answer bytes the kernel has not taken: rechecked every `checkMs` until it has none. */
declare class Watch implements Expiring {
    private readonly backlog;
    readonly socket: Socket;
    /** Its bytes as last counted into the total. */
    bytes: number;
    /** performance.now() when it became stuck; undefined while it is not. */
    since: number | undefined;
    deadline: unknown;
    constructor(backlog: WriteBacklog, socket: Socket);
    expire(): void;
}
export declare class WriteBacklog {
    private readonly bounds;
    private readonly deadlines;
    private readonly onDrop;
    /** Unread bytes of the whole server: the HTTP connections' (as last counted) and the WebSockets' backlogs. */
    private total;
    private readonly watched;
    /** Sockets with the close listener that forgets their watch. */
    private readonly listening;
    private readonly checkMs;
    constructor(bounds: BacklogBounds, deadlines: DeadlineKeeper, onDrop: (queuedBytes: number) => void);
    /** Whether the server holds more unread answers than `maxQueuedBytes`: then no new answer should be built. */
    get over(): boolean;
    /** A watched connection's bytes counted again; forgotten once the kernel took them all. */
    private recount;
    /** Bytes held now, as last counted. */
    get queued(): number;
    /** WebSocket replies handed to `ws` (`add`) and written to the socket (`remove`). */
    add(bytes: number): void;
    remove(bytes: number): void;
    /**
     * After an answer was written to `socket`: what the kernel did not take at once is counted, and the connection
     * watched until it is taken. The usual answer is taken whole (nothing to do: two property reads).
     */
    wrote(socket: Socket | null): void;
    /** Counts a watched connection again, and destroys it when it has been stuck for the drain timeout. */
    check(watch: Watch): void;
    private forget;
}
/**
 * The answer bytes built in one turn of the event loop. Building a large answer holds the loop for as long as it
 * takes (joining and encoding a 13 MB batch answer took about 130 ms on two cores), and node:http hands over every
 * request that arrived in a turn at once: 100 batches each asking for the OpenRPC document 100 times held the loop
 * 680 ms, /healthz waiting behind them. Past `bytes` in a turn, an answer waits for a later turn (`wait`), so that
 * the loop's timers and other connections run between large answers. An answer is always built in a fresh turn,
 * however large.
 */
export declare class TurnBudget {
    private readonly bytes;
    private spent;
    private readonly reset;
    constructor(bytes: number);
    /** Whether this turn has built its share: the next answer should `wait`. */
    get spentUp(): boolean;
    /** Counts an answer of `length` characters built in this turn. */
    spend(length: number): void;
    /** Runs `answer` in a later turn: after this turn's I/O, the one after when that turn is spent up too. */
    wait(answer: () => void): void;
}
export {};
