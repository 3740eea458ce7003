import type { ResponseBudget } from '../client-types.js';
import { HttpStatusError, ResponseBudgetError, TransportError } from '../client-errors.js';
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
/** How a sender settles one call: an error, or the parsed answer. */
export type Finish = (error: TransportError | undefined, value?: unknown) => void;
/** What a sender (node-http.ts) uses of the transport: its options, and how it words errors and reads an answer.
 * A shape rather than the class, so that the platform module's types match it from the package's `dist` too. */
export interface HttpHost {
    readonly endpoint: string;
    readonly limits: Readonly<HttpTransportOptions>;
    overBudget(control: SendControl, others: number, wanted: number): ResponseBudgetError;
    statusError(status: number, text: string, cut: boolean, retryAfter: string | null | undefined): HttpStatusError;
    parse(text: string, control: SendControl, finish: Finish): void;
    unexpected(error: unknown, control: SendControl): TransportError;
}
/** What sends one request and reads its answer, for `node:http` (node-http.ts). */
export interface HttpSender {
    send(body: string, control: SendControl): Promise<unknown>;
    close(): void;
}
/** Bytes of an error status's body read at most: enough for `bodyLimit` characters; the rest is not waited for. */
export declare const errorBodyBytes = 4096;
export declare class HttpTransport implements Transport, HttpHost {
    readonly endpoint: string;
    private readonly options;
    private readonly headers;
    private node;
    private loading;
    private closed;
    constructor(options: HttpTransportOptions);
    send(body: string, _ids: readonly number[], _batch: boolean, control: SendControl): Promise<unknown>;
    close(): Promise<void>;
    /** @internal An answer's bytes past what the shared budget can hold (the fetch path and node-http.ts); `others`: what the other answers held. */
    overBudget(control: SendControl, others: number, wanted: number): ResponseBudgetError;
    /** @internal */
    statusError(status: number, text: string, cut: boolean, retryAfter: string | null | undefined): HttpStatusError;
    /** @internal */
    parse(text: string, control: SendControl, finish: Finish): void;
    /** @internal An exception thrown where none was expected (a bug, or a runtime limit), as the call's error. */
    unexpected(error: unknown, control: SendControl): TransportError;
    /** @internal */
    get limits(): Readonly<HttpTransportOptions>;
    private sendFetch;
}
