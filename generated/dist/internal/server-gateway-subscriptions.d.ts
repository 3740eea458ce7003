import type { NotificationCharge, PushSocket, SubscriptionsOptions } from './server-engine-subscriptions.js';
import type { UpstreamNode } from './server-gateway-node.js';
import { type Feed, type FeedLimits, type FeedTarget } from './server-gateway-subscriptions-feed.js';
export type SubscriptionKind = 'newHeads' | 'logs' | 'newPendingTransactions';
/** `createUpstream`'s `subscriptions` option. */
export interface GatewaySubscriptionOptions {
    /** Credits per notification, by kind (defaults: newHeads 20, logs 10, newPendingTransactions 2). */
    credits?: Partial<Record<SubscriptionKind, number>>;
    /** Credits of an `eth_subscribe` call (default 10); `eth_unsubscribe` is free. */
    subscribeCredits?: number;
    /** Subscriptions one WebSocket may hold at once (default 32). */
    maxPerSocket?: number;
    /** Subscriptions one key may hold at once, over all its sockets (default 256). */
    maxPerKey?: number;
    /** Seconds between two polls of an HTTP-only node (default 1; 0.05 to 60). */
    pollIntervalSeconds?: number;
    /** Missing heads read by number to fill a gap (default 128, at most 1024); a longer gap gets a gap notice. */
    maxGapBlocks?: number;
}
export declare const subscriptionDefaults: {
    credits: Record<SubscriptionKind, number>;
    subscribeCredits: number;
    maxPerSocket: number;
    maxPerKey: number;
    pollIntervalSeconds: number;
    maxGapBlocks: number;
};
/** The notice methods the gateway sends beside `eth_subscription`. */
export declare const subscriptionNotices: {
    readonly ended: "rpcforge_subscriptionEnded";
    readonly gap: "rpcforge_subscriptionGap";
};
interface HubLinks {
    /** The EVM family's nodes, in the pool's order. */
    nodes(): readonly UpstreamNode[];
    limits: FeedLimits;
    healthMs: number;
}
/** The gateway's subscriptions: the server's `subscriptions` option, and every caller's subscription. */
export declare class SubscriptionHub {
    readonly links: HubLinks;
    readonly credits: Record<SubscriptionKind, number>;
    private readonly subscribeCredits;
    private readonly maxPerSocket;
    private readonly maxPerKey;
    readonly pollMs: number;
    readonly maxGap: number;
    private readonly bySocket;
    private readonly perKey;
    private readonly sockets;
    private watch;
    constructor(options: GatewaySubscriptionOptions | undefined, links: HubLinks);
    /** The server's `subscriptions` option. */
    option(): SubscriptionsOptions;
    /** Subscriptions open now, their caller answered (for a test or a status page). */
    get open(): number;
    private subscribe;
    private unsubscribe;
    /** A subscription ended: forgotten, its counts given back. */
    forget(sub: CallerSubscription): void;
    /** While any subscription is open: one that is on a node marked down moves to another. */
    private watchNodes;
    /** A feed for `sub`'s kind on the best node: its WebSocket when it has one, else polled over HTTP. */
    openFeed(sub: CallerSubscription, target: FeedTarget): Promise<Feed>;
    /** Stops every subscription (the gateway closes). */
    close(): void;
}
/** `eth_subscribe`'s params checked: the kind, and for `logs` its filter as `eth_getLogs` takes it, within its limits. */
export declare function checkSubscribe(params: unknown): {
    kind: SubscriptionKind;
    filter: Record<string, unknown> | undefined;
};
/** One caller's subscription. */
export declare class CallerSubscription implements FeedTarget {
    private readonly hub;
    readonly kind: SubscriptionKind;
    readonly filter: Record<string, unknown> | undefined;
    readonly socket: PushSocket;
    readonly apiKey: string;
    private readonly charge;
    readonly id: string;
    ended: boolean;
    /** Its `eth_subscribe` answered. */
    started: boolean;
    /** The last head delivered. */
    private last;
    /** Heads (hash) and logs (block hash, index) delivered lately. */
    private readonly delivered;
    private readonly queue;
    private queuedBytes;
    private running;
    private feed;
    private reopening;
    /** A new feed is being opened. */
    private moving;
    private reopens;
    constructor(hub: SubscriptionHub, kind: SubscriptionKind, filter: Record<string, unknown> | undefined, socket: PushSocket, apiKey: string, charge: (credits: number) => NotificationCharge | Promise<NotificationCharge>);
    start(): Promise<void>;
    onItem(item: unknown, bytes?: number): void;
    /** The feed failed: the subscription moves to another node (heads then catch up from the last delivered). */
    onLost(reason: string): void;
    /** Called by the hub's watch: a feed on a node marked down is given up for another. */
    checkNode(): void;
    private reopen;
    private latest;
    private run;
    /** A head: skipped when delivered already, the gap before it filled, then delivered. */
    private head;
    /** Reads and delivers block `n` of a gap ending at `end`; false (with a gap notice for the rest) when it cannot be read. */
    private fill;
    /** Checks an item against its schema, charges it, and pushes it; false when it was not sent. */
    private deliver;
    private dropped;
    private notice;
    /** Ends the subscription (with a notice to the caller when `error` is given) and unsubscribes upstream. */
    end(error: {
        code: number;
        message: string;
    } | undefined): void;
}
export {};
