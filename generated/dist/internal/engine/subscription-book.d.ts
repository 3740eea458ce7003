import type { PushSocket } from './subscriptions.js';
/** The notices sent beside a subscription's notifications (docs/gateway.md, Notices). */
export declare const subscriptionNotices: {
    readonly ended: "rpcforge_subscriptionEnded";
    readonly gap: "rpcforge_subscriptionGap";
};
/** One subscription in the book: what it was made on, and how it ends. */
export interface BookEntry {
    readonly id: string;
    readonly socket: PushSocket;
    readonly apiKey: string;
    /** Ends it, the book having forgotten it already; `error` is sent as the ended notice. */
    end(error: {
        code: number;
        message: string;
    } | undefined): void;
}
/**
 * The subscriptions of one server, by socket and by key: ids, the caps, the end of a socket's subscriptions with it,
 * and the ended notice. Any `subscriptions` handler may keep its subscriptions here.
 */
export declare class SubscriptionBook {
    readonly maxPerSocket: number;
    readonly maxPerKey: number;
    private readonly bySocket;
    private readonly perKey;
    private readonly open;
    constructor(maxPerSocket?: number, maxPerKey?: number);
    /** Refuses (NotServedError -32005, uncharged) a subscription past either cap. */
    admit(socket: PushSocket, apiKey: string): void;
    /** Records a subscription (after `admit`): it ends when its socket closes. */
    add(entry: BookEntry): void;
    /** The subscription `id` made on `socket`, if it is open. */
    get(socket: PushSocket, id: string): BookEntry | undefined;
    /** Ends a subscription: forgotten, its counts given back, then its own `end` (with the ended notice for `error`). */
    end(entry: BookEntry, error: {
        code: number;
        message: string;
    } | undefined): void;
    /** Subscriptions open now. */
    get size(): number;
    /** Ends every subscription (the server closes). */
    close(): void;
}
/** 16 random bytes as `0x` hex, as go-ethereum writes subscription ids. */
export declare function subscriptionId(): string;
