import type { WebSocketConstructor } from '../client-types.js';
import { type Mask, type SendControl, type Transport } from './transport.js';
export interface WsTransportOptions {
    url: URL;
    endpoint: string;
    headers: Record<string, string>;
    reconnect: boolean;
    webSocket?: WebSocketConstructor;
    mask: Mask;
    log: (level: 'debug' | 'warn', message: string) => void;
}
export declare class WsTransport implements Transport {
    readonly endpoint: string;
    private readonly options;
    private readonly waiting;
    private socket;
    private opening;
    /** Set when no socket may be opened any more: closed by the client, or closed with reconnect off. */
    private ended;
    private closedByClient;
    constructor(options: WsTransportOptions);
    send(body: string, ids: readonly number[], batch: boolean, control: SendControl): Promise<unknown>;
    close(): Promise<void>;
    private write;
    /** Forgets a waiter and fails it. */
    private drop;
    private failAll;
    private open;
    private connect;
    private closed;
    private receive;
    private deliver;
    private socketClass;
}
