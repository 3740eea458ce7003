import type { ResponseBudget } from '../client-types.js';
import { type Mask, type Platform, type SendControl, type Transport } from './transport.js';
export interface HttpTransportOptions {
    url: URL;
    endpoint: string;
    headers: Record<string, string>;
    maxConnections: number;
    /** Bytes an answer may have; past it the client stops reading (ResponseTooLargeError). */
    maxResponseBytes: number;
    /** Bytes of answers being received at once, shared by every socket (and by the clients given the same one). */
    budget: ResponseBudget;
    fetch?: typeof fetch;
    platform: Platform;
    mask: Mask;
}
export declare class HttpTransport implements Transport {
    readonly endpoint: string;
    private readonly options;
    private readonly headers;
    private node;
    private loading;
    private closed;
    constructor(options: HttpTransportOptions);
    send(body: string, _ids: readonly number[], _batch: boolean, control: SendControl): Promise<unknown>;
    close(): Promise<void>;
    private load;
    private sendNode;
    /** Reads one answer of `node:http`, counting its bytes as they arrive. */
    private readNode;
    private sendFetch;
    private overBudget;
    private statusError;
    private parse;
    /** An exception thrown where none was expected (a bug, or a runtime limit), as the call's error. */
    private unexpected;
}
