import type { ResponseBudget } from '../client-types.js';
import { HttpStatusError, ResponseBudgetError, TransportError } from '../client-errors.js';
import { Lease } from './response-budget.js';
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
type Finish = (error: TransportError | undefined, value?: unknown) => void;
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
    /** @internal An answer's bytes past what the shared budget can hold (NodeAttempt). */
    overBudget(control: SendControl, lease: Lease, wanted: number): ResponseBudgetError;
    /** @internal */
    statusError(status: number, text: string, cut: boolean, retryAfter: string | null | undefined): HttpStatusError;
    /** @internal */
    parse(text: string, control: SendControl, finish: Finish): void;
    /** @internal An exception thrown where none was expected (a bug, or a runtime limit), as the call's error. */
    unexpected(error: unknown, control: SendControl): TransportError;
    /** @internal */
    get limits(): {
        maxResponseBytes: number;
        mask: Mask;
    };
    private sendFetch;
}
export {};
