import type { UpstreamNode } from './server-gateway-node.js';
/** A feed's items go to `onItem`; `onLost` is called once if the feed fails (not after `close`). */
export interface FeedTarget {
    /** One item; `bytes`: the size of the message it came in, when known (a WebSocket notification). */
    onItem(item: unknown, bytes?: number): void;
    onLost(reason: string): void;
}
/** A running feed on one node. */
export interface Feed {
    readonly node: UpstreamNode;
    /** Stops it (and unsubscribes upstream); no call of the target after. */
    close(): void;
}
export interface FeedLimits {
    timeoutMs: number;
    maxResponseBytes: number;
    log: (message: string, details: Record<string, unknown>) => void;
}
/** The gateway's subscription socket to one node: `eth_subscribe` and `eth_unsubscribe`, and the notifications. */
export declare class UpstreamSocket {
    readonly node: UpstreamNode;
    private readonly url;
    private readonly limits;
    /** Called once the socket is closed and unused, so the hub forgets it. */
    private readonly retired;
    private socket;
    private opening;
    private nextId;
    private readonly waiting;
    /** Upstream subscription id → its feed's target. */
    private readonly targets;
    /** Feeds on the socket (subscribed, or subscribing): the socket closes after the last. */
    private users;
    constructor(node: UpstreamNode, url: string, limits: FeedLimits, 
    /** Called once the socket is closed and unused, so the hub forgets it. */
    retired: (socket: UpstreamSocket) => void);
    /** Subscribes upstream with `params` (`['newHeads']`, `['logs', filter]`, …); resolves once the node answered. */
    subscribe(params: readonly unknown[], target: FeedTarget): Promise<Feed>;
    private unsubscribe;
    private release;
    private request;
    private open;
    private connect;
    private receive;
    /** The socket failed: every waiting call fails, every feed on it is lost, and the node is marked down. */
    private fail;
}
/** What a poll feed asks for. */
export type PollKind = {
    kind: 'newHeads';
} | {
    kind: 'logs';
    filter: Record<string, unknown>;
};
/**
 * A feed on a node with only an HTTP URL: polls `eth_blockNumber` every `intervalMs`; each new block goes to the
 * target by number, in order, or the new blocks' logs, each log.
 */
export declare class PollFeed implements Feed {
    readonly node: UpstreamNode;
    private readonly what;
    private readonly target;
    private readonly intervalMs;
    private readonly maxGapBlocks;
    private readonly timeoutMs;
    private timer;
    private busy;
    private closed;
    /** The highest block polled. */
    private seen;
    constructor(node: UpstreamNode, what: PollKind, target: FeedTarget, intervalMs: number, maxGapBlocks: number, timeoutMs: number);
    /** Reads the current head (what is new starts after it), then polls. */
    start(): Promise<void>;
    close(): void;
    private blockNumber;
    private tick;
}
