import type { CreditStore } from '../metering/credit-store.js';
import type { CompiledMethod } from './options.js';
import type { ServerLogger } from './options.js';
/** A caller's WebSocket, as a subscription sees it (the WebSocket transport makes one per connection). */
export interface PushSocket {
    /**
     * Sends one message to the caller, counted in the socket's unread backlog as answers are. False when it was not
     * sent: the socket is closed, or the caller left more than the transport's bound unread (the socket is then
     * closed, as for answers).
     */
    push(text: string): boolean;
    /** Calls `listener` once the socket is gone (at once when it is already); returns how to stop listening. */
    whenGone(listener: (reason: Error) => void): () => void;
    /** A subscription opened (+1) or ended (-1) on the socket: a socket with one is not idle while it sends nothing. */
    hold(delta: 1 | -1): void;
}
/** The charge of one notification: `ok` (paid), `exhausted` (the key's balance cannot pay), `unavailable` (the store could not say). */
export type NotificationCharge = 'ok' | 'exhausted' | 'unavailable';
/** What the `subscriptions` handler is told of a call. */
export interface SubscriptionContext {
    /** `eth_subscribe` or `eth_unsubscribe` (a name of the option's `methods`). */
    readonly method: string;
    readonly apiKey: string;
    /** The caller's socket: every call that reaches the handler has one. */
    readonly socket: PushSocket;
    /** Charges `credits` to the caller's key for one notification (at once with the memory store). */
    charge(credits: number): NotificationCharge | Promise<NotificationCharge>;
    /**
     * Calls `listener` once this call is aborted (its time limit passed, its socket closed): a subscription made after
     * that has no caller to send its id to. Returns how to stop listening.
     */
    whenAborted(listener: (reason: unknown) => void): () => void;
}
/** The server's `subscriptions` option (@rpcforge/gateway's `subscriptions()` makes one). */
export interface SubscriptionsOptions {
    /** The names served (`['eth_subscribe', 'eth_unsubscribe']`); a name the spec has is the spec's, not these. */
    methods: readonly string[];
    /** Credits charged per call of each name (a whole number, 0 or more; unlisted: 0). */
    credits: Readonly<Record<string, number>>;
    /** Answers a call over WebSocket: its result, or a `JsonRpcError`. `params` as sent (an array or object; not validated). */
    handler(method: string, params: unknown, context: SubscriptionContext): unknown;
}
/** The server options of this module (part of `ServerOptions`). */
export interface SubscriptionsServerOptions {
    /**
     * Subscriptions over WebSocket (default: none; `eth_subscribe` is then -32601 as any unknown name). Each call of
     * one of `methods` is authenticated, rate-limited and charged its `credits` as any call; over HTTP it is answered
     * -32601 "notifications not supported", uncharged.
     */
    subscriptions?: SubscriptionsOptions;
}
/** Over HTTP (or any transport without a push channel): what geth answers, with where to go instead. */
export declare const notSupportedMessage = "notifications not supported: subscribe over the WebSocket endpoint (/ws/\u2026)";
/** What the engine needs of `subscriptions`, checked once. */
export declare class Subscriptions {
    private readonly store;
    private readonly failOpen;
    private readonly logger;
    private readonly counted;
    private readonly names;
    constructor(options: SubscriptionsOptions, defaults: Pick<CompiledMethod, 'timeoutMs' | 'timeoutError' | 'resultLimitError'>, store: CreditStore | undefined, failOpen: boolean, logger: ServerLogger, counted: (credits: number) => void);
    /** The call's method when the option serves `name`; else undefined. */
    method(name: string): CompiledMethod | undefined;
    /** The handler's context: the call's socket and key. No socket (HTTP): -32601, the call's charge given back. */
    private context;
    private charge;
}
