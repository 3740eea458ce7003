import type { UpstreamNode } from './server-gateway-node.js';
/** Answered calls per family kept for the hedge delay's p95. */
export declare const latencyWindow = 64;
/** Calls a node answers, since it came back in or last failed, before it takes calls that are not idempotent. */
export declare const provenAnswers = 3;
/** Most nodes in one family's list. */
export declare const maxPoolNodes = 32;
/** One node of a pool and what the pool measured of it. */
export declare class Member {
    readonly node: UpstreamNode;
    /** What an error costs in the score (the upstream timeout, ms): see the header. */
    private readonly errorCostMs;
    latencyMs: number;
    errorRate: number;
    measured: boolean;
    inFlight: number;
    badInARow: number;
    /** The highest block number the node gave in an answer (-1: none yet): how far it has synced (server-gateway-lagging.ts). */
    head: number;
    /** Calls answered since the node came back in or last failed (counted up to `provenAnswers`). */
    answers: number;
    /** `node.since` when the averages were last reset: a node probed back in starts afresh. */
    private seen;
    constructor(node: UpstreamNode, 
    /** What an error costs in the score (the upstream timeout, ms): see the header. */
    errorCostMs?: number);
    score(): number;
    /** Whether the node has answered calls again since it came back in or last failed: it may take a write. */
    proven(): boolean;
    /** Starts the node's record afresh when it was probed back in since it was last read. */
    private fresh;
    measure(ms: number, failed: boolean): void;
}
/** The nodes of one family, best first. */
export declare class Pool {
    readonly members: readonly Member[];
    private turn;
    private readonly window;
    private filled;
    private next;
    private p95;
    private sinceP95;
    private hedgeTokens;
    constructor(nodes: readonly UpstreamNode[], errorCostMs?: number);
    /** One node only: the router's short path (no choice, nothing to retry on). */
    get single(): boolean;
    anyUp(): boolean;
    /**
     * The up node a call goes to, of those not in `tried`; undefined when none is left. `write`: a call that is not
     * idempotent, whose best node is chosen among the proven ones when one is up (see the header); its round-robin
     * turn (one in 16) still goes to any up node, so that a pool fed only such calls (every call outside the spec)
     * measures a node back in again, rather than never calling it.
     */
    pick(tried?: readonly Member[], write?: boolean): Member | undefined;
    /** A call `member` answered (a result or its own error object) in `ms`. */
    answered(member: Member, ms: number): void;
    /**
     * A call `member` answered with its own internal error (-32603: by JSON-RPC's definition the server's failure, never
     * the caller's): its score counts it as an error, or a node whose store broke would answer every call at once with
     * -32603 and win them all. The caller gets the answer as it is; no retry, no take-out (a revert or an invalid
     * params error stays an answer, as any other code).
     */
    erred(member: Member, ms: number): void;
    /**
     * A call `member` failed after `ms`: an outage (the router marks the node down) or a rejected answer, which takes
     * the node out once it is the third in a row, when the family has another node to go to.
     */
    failed(member: Member, ms: number, outage: boolean): void;
    /**
     * The delay before a hedged second request: the p95 of the family's last `latencyWindow` answered calls, within
     * `[minMs, maxMs]` (`maxMs` until 8 calls were answered). Sorting 64 numbers is a few microseconds; it is redone
     * once every 8 answers.
     */
    hedgeDelay(minMs: number, maxMs: number): number;
    /** Whether a hedge may be sent now: one per `callsPerHedge` calls, so hedging never more than adds a tenth to the load (bursts aside). */
    takeHedge(): boolean;
    /** A call started: it earns a tenth of a hedge. */
    earnHedge(): void;
}
/**
 * Runs `start(first)`, and after `delayMs` without an answer `start(second())` as well (when `second` gives a node):
 * the first answer wins, the other request is aborted (`cancelled` is told). A failure before the hedge is sent ends
 * the race at once (the caller's retry takes over); after, the race waits for the other request, and fails with the
 * first failure when both failed. The caller's `signal` aborts both.
 */
export declare function hedgedRace(first: Member, second: () => Member | undefined, delayMs: number, signal: AbortSignal | undefined, start: (member: Member, signal: AbortSignal) => Promise<unknown>, cancelled: (member: Member) => void): Promise<unknown>;
