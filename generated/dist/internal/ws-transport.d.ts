import type { WebSocketConstructor } from '../client-types.js';
import { type Mask, type Platform, type PushListener, type SendControl, type Transport } from './transport.js';
export interface WsTransportOptions {
    url: URL;
    endpoint: string;
    headers: Record<string, string>;
    reconnect: boolean;
    /** Bytes a message may have; a longer one closes the socket and fails its waiting calls (ResponseTooLargeError). */
    maxResponseBytes: number;
    webSocket?: WebSocketConstructor;
    platform: Platform;
    mask: Mask;
    /** Never throws (the client's logger is guarded). */
    log: (level: 'debug' | 'warn', message: string) => void;
}
export declare class WsTransport implements Transport {
    readonly endpoint: string;
    private readonly options;
    private readonly waiting;
    private socket;
    private opening;
    /** Sockets the client closed itself (an answer too large): their waiters already failed, and they end nothing. */
    private readonly retired;
    private readonly states;
    /** Set when no socket may be opened any more: closed by the client, or closed with reconnect off. */
    private ended;
    private closedByClient;
    /** On Node (the platform loads its modules) a long timeout goes on the shared coarse clock (transport.ts `watch`). */
    private readonly onNode;
    /** The client's subscriptions, once it has made one. */
    private push;
    constructor(options: WsTransportOptions);
    send(body: string, ids: readonly number[], _batch: boolean, control: SendControl): Promise<unknown>;
    listen(listener: PushListener): void;
    /** Tells the subscriptions their socket is gone (once per socket: `retired` and `closed` both may see it). */
    private lost;
    close(): Promise<void>;
    private write;
    /** Forgets a waiter's ids. */
    private forget;
    /** Forgets a waiter and fails it. */
    private drop;
    /** Fails every waiter (that was written to `socket`, when given) with the error `make` builds for it. */
    private failWaiters;
    private open;
    private connect;
    private closed;
    private state;
    /** A message past the limit: the socket is dropped (its stream is unusable mid-message) and its calls fail. */
    private tooLarge;
    /** A message that is no answer to a call on the socket: nothing later on it can be trusted to be one either. */
    private broken;
    /** More unsolicited messages than the limit: the server is flooding, as bad as a dropped connection. */
    private flooding;
    /** Closes a socket the client gave up on, failing its calls with what `make` builds. The next call opens a new
     * one, reconnect or not, the server having ended nothing. */
    private retire;
    /** After `waiter` timed out: closes its socket when no message at all arrived on it since the call was written. */
    private checkStuck;
    private receive;
    private socketClass;
}
