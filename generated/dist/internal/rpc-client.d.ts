import type { BatchCall, CallOptions, ClientOptions, ClientValidators, CreditUsage } from '../client-types.js';
import type { HttpTransportOptions } from './http-transport.js';
import { type Mask, type Platform, type Transport } from './transport.js';
import type { WsTransportOptions } from './ws-transport.js';
import type { subscribeFunctions, SubscriptionFacts } from './subscriptions.js';
/** What the client needs to know about one method (client.ts `methodFacts`; `methodInfo` has the rest). */
export interface MethodFacts {
    readonly paramStructure: 'by-position' | 'by-name' | 'either';
    /** How many params the method takes. */
    readonly params: number;
    readonly credits: number | null;
    readonly idempotent: boolean;
}
/** What client.ts hands over from the generated modules. */
export interface ApiFacts {
    /** The API's title, for messages. */
    readonly title: string;
    readonly methods: Readonly<Record<string, MethodFacts>>;
    /** Path the servers put after the base address, with `{key}` where the API key goes, per transport; absent when
     * the spec declares no API key in the path for that transport. */
    readonly keyPaths: {
        readonly http?: string;
        readonly ws?: string;
    };
    toError(error: {
        code: number;
        message: string;
        data?: unknown;
    }): Error;
    /** The runtime's HTTP and WebSocket modules (the package's `#platform` import). */
    readonly platform: Platform;
}
/**
 * The transports a client is built with, chosen by import: `createClient` passes HTTP and WebSocket
 * (transport-kits.ts), `createHttpClient` HTTP only. A page that imports `createHttpClient` alone so bundles no
 * WebSocket transport and no subscriptions.
 */
export interface TransportKit {
    readonly http: new (options: HttpTransportOptions) => Transport;
    /** The WebSocket transport and the subscriptions it carries; absent in an HTTP-only client. */
    readonly ws?: {
        readonly transport: new (options: WsTransportOptions) => Transport;
        readonly subscribe: typeof subscribeFunctions;
    };
}
/** The spec's subscriptions by name, and the other notifications they may get: `createClient` passes them with the
 * WebSocket kit; `createHttpClient` does not, so that a page over HTTP bundles none of them. */
export interface SubscriptionTable {
    readonly facts: Readonly<Record<string, SubscriptionFacts>>;
    readonly notices: readonly {
        readonly method: string;
        readonly subscriptionParam: string;
        readonly resultParam: string;
    }[];
}
/** The client's entry for a forwarding server (`RpcClient.forward`): a key no typed method or JSON can name, so it
 * is not part of the client's public face. */
export declare const forwarding: unique symbol;
/** `RpcClient.forward`, as the client object carries it under `forwarding`. */
export type ForwardCall = (method: string, params: unknown, timeout: number | undefined, abort: AbortSignal | AbortListen | undefined) => Promise<unknown>;
/** Names the client itself uses; methods with these names are reached through `request` only. */
export declare const reservedMemberNames: readonly string[];
/** A batch call's outcome. `value`, as in `ValidationResult`; `result` is the same value under its old name, kept for
 * code written before (deprecated). */
export type BatchEntry = {
    ok: true;
    value: unknown;
    result: unknown;
} | {
    ok: false;
    error: Error;
};
export declare class RpcClient {
    private readonly api;
    /** @internal Read by client.subscribe (subscriptions.ts `SubscribingClient`), as are `mask` and `log`. */
    readonly transport: Transport;
    /** @internal */
    readonly mask: Mask;
    private readonly logger;
    private readonly timeout;
    private readonly retry;
    private readonly checkParams;
    private readonly checkResults;
    private readonly validators;
    private readonly meter;
    private nextId;
    constructor(options: ClientOptions, api: ApiFacts, kit: TransportKit);
    get credits(): CreditUsage;
    /** One call: `params` as they go on the wire (an array, an object, or undefined to leave them out). */
    call(method: string, params: unknown, options: CallOptions | undefined): Promise<unknown>;
    /**
     * One call as a forwarding server sends it (a gateway's upstream calls): straight to the
     * transport, which keeps its bounds (`maxResponseBytes`, the response budget, the timeout, the abort), and its
     * answer settled as `call`'s is (the id checked, an error object as the spec's error, the result validated when
     * `validate.result`). Left out is what the server does itself or decides: the params check (its engine checked
     * them), retries (its router tries another node, or fails over, or neither: a write is sent once), and the check
     * of call options (the router passes only its own). The call is counted in `credits` as `call` counts it (one
     * add, well under 1 µs a call: docs/client.md), so that the counter says what a gateway sent upstream. `abort` is
     * the server call's: an AbortSignal, or its `whenAborted`, which calls the listener at once when the call has been
     * aborted already and returns what stops listening. Measured, `call`'s two async frames and its checks were a few
     * µs of every forwarded call (docs/benchmarks.md, Sequential calls).
     */
    forward(method: string, params: unknown, timeout: number | undefined, abort: AbortSignal | AbortListen | undefined): Promise<unknown>;
    /** A JSON-RPC batch: one request, one outcome per call in call order. */
    batch(calls: readonly BatchCall[], options: CallOptions | undefined): Promise<BatchEntry[]>;
    /** The entries of a batch answer by id. A batch answer that holds an id twice, an id the batch did not send, or an
     * entry that is no object is not this batch's answer (a broken or hostile server): ProtocolError for the batch. */
    private batchEntries;
    close(): Promise<void>;
    /** Sends with retries: `charge` runs before every attempt (and may refuse it). */
    private attempt;
    /** The result of one answer, or the error it carries as the spec's error class. The id is checked first: an answer
     * to another request is never taken as this call's result or error. */
    private settle;
    private errorFrom;
    private maskIssues;
    /** @internal The validators when the client validates results (a notification is checked as a result is). */
    get resultValidators(): ClientValidators | undefined;
    /** Hands a line to the logger. A logger that throws loses the line: its exception must not fail a call, nor reach
     * the process from a socket callback. */
    /** @internal */
    log(level: 'debug' | 'warn', message: string): void;
}
/** A listener for a call's abort: called at once when it happened already; returns what stops listening. */
export type AbortListen = (listener: () => void) => () => void;
/** The client object: one function per method (params as the spec orders them, then call options), plus
 * `request`, `batch`, `credits` and `close`. client.ts gives it its type. */
export declare function createRpcClient(options: ClientOptions, api: ApiFacts, kit: TransportKit, subscriptions?: SubscriptionTable): object;
/** Params by position without trailing omitted ones (an omitted param in the middle goes as null). */
export declare function positional(args: unknown[]): unknown[];
