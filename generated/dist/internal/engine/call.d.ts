import type { JsonRpcError } from '../../errors.js';
import type { MethodInfo } from '../../methods.js';
import type { MethodName } from '../../types.js';
import type { CreditCharge } from '../metering/credit-store.js';
import type { Refusal } from '../metering/refusals.js';
import type { DeadlineKeeper, Expiring } from '../deadlines.js';
import type { CompiledMethod, HandlerContext, JsonRpcId, RpcReply } from './options.js';
/** State of one request (one text): its calls share it. */
export interface RequestState {
    text: string;
    apiKey: string;
    transport: 'http' | 'ws';
    /** The request's signal, or a function that makes it (transports make it only when a handler asks). */
    signal: CallAbortSource;
    /** The route for the log, key replaced. */
    route: string | undefined;
    /** The client's address, when the transport knows it (for the limit of free answers). */
    address: string | undefined;
    /** Source text of each request's id, scanned only when a numeric id does not survive JSON.parse exactly. */
    rawIds?: (string | undefined)[];
    replies: number;
    refused: number;
    /** The status and Retry-After of a wholly refused request: the most worth retrying of its refusals (429, 503, 402). */
    refusal?: {
        status: number;
        retryAfter: number;
    };
    /** Calls of the request that wait. */
    waiting: number;
    /** A batch's reply texts, by call (undefined for a notification, and while a call waits). */
    bodies: (string | undefined)[] | undefined;
    /** Who gets the reply when a call waits. */
    recipient: Recipient;
}
/** Who gets a request's reply when one of its calls waits (see `RpcEngine.dispatchTo`). */
export interface Recipient {
    deliver(reply: RpcReply): void;
}
export declare const isThenable: (v: unknown) => v is PromiseLike<unknown>;
/**
 * How a request tells its calls that it is gone (the client closed the connection): an AbortSignal, a function making
 * one on demand, or a `RequestAbort`, which the node:http transport offers because each call makes its own
 * AbortController anyway and a second one per request (with its listeners) cost more than the rest of a call's
 * bookkeeping.
 */
export type CallAbortSource = AbortSignal | (() => AbortSignal) | RequestAbort | undefined;
/** A request's end, without an AbortSignal of its own. */
export interface RequestAbort {
    /** Calls `listener` once the request is gone (at once when it is gone already); returns how to stop listening. */
    whenGone(listener: (reason: Error) => void): () => void;
}
/** The handler's view of a call. The AbortController is made only when a handler asks for the signal. */
export declare class CallContext<M extends MethodName = MethodName> implements HandlerContext<M> {
    readonly method: M;
    readonly apiKey: string;
    readonly transport: 'http' | 'ws';
    readonly id: JsonRpcId | undefined;
    readonly limits: MethodInfo['limits'];
    readonly timeoutMs: number;
    /** The request's abort source; a subscription's call finds its caller's socket here (engine/subscriptions.ts). */
    readonly source: CallAbortSource;
    private controller?;
    private aborted?;
    private unlink?;
    private linked;
    private finished;
    /** Told of the abort without an AbortController (`whenAborted`). */
    private listeners?;
    constructor(method: M, apiKey: string, transport: 'http' | 'ws', id: JsonRpcId | undefined, limits: MethodInfo['limits'], timeoutMs: number, 
    /** The request's abort source; a subscription's call finds its caller's socket here (engine/subscriptions.ts). */
    source: CallAbortSource);
    get signal(): AbortSignal;
    /**
     * Calls `listener` once the call is aborted (its caller gone, its time limit passed; at once when it was already),
     * and returns how to stop listening. Unlike `signal` it makes no AbortController, which costs a forwarded call more
     * than the rest of its bookkeeping: the gateway's upstream calls listen so, handing it to the client as `onAbort`.
     */
    whenAborted(listener: (reason: unknown) => void): () => void;
    /** Listens to the request's end (once, and not after the call is answered), which aborts the call. */
    private link;
    abort(reason: unknown): void;
    /** The call is answered: stop listening to the request. */
    done(): void;
}
/** A timer per call: what any host can do (a worker's timers belong to the request that set them). */
export declare const timerPerCall: DeadlineKeeper;
/** What a step of a call returns when the call has to wait: it is answered later, through `completed`. */
export declare const waits: unique symbol;
export type Waits = typeof waits;
/** The outcome of a handler that ran past its method's timeout. */
export declare const timedOut: unique symbol;
/** How a call that waits hands its handler's outcome back to its engine (`handlerSettled`). */
export type CallSettler = (call: MethodCall, ok: boolean, outcome: unknown) => void;
/**
 * One method call of a request, from its checks to its reply text. Its steps pass it along, and a call that waits
 * (on its handler, or on a host's promise) is taken on through it: one object per call, where a closure and a
 * promise per step cost more than the rest of a served call's bookkeeping. While its handler's promise is pending, it
 * is also the deadline of the method's timeout (`Expiring`).
 */
export declare class MethodCall implements Expiring {
    private readonly settler;
    readonly method: CompiledMethod;
    /** Undefined for a notification. */
    readonly id: JsonRpcId | undefined;
    readonly idJson: string;
    /** The call's place in its batch; -1 for a single call. */
    readonly index: number;
    readonly request: RequestState;
    /** performance.now() at the start, when calls are logged (for their `ms`); 0 otherwise. */
    readonly started: number;
    /** The params, validated (and made positional where the method takes either form). */
    value: unknown;
    /**
     * What the store answered for the call's charge, once it took it; undefined before, when the call is free or
     * served uncharged (the store could not answer and the server fails open), and once the charge is given back.
     */
    paid: CreditCharge | undefined;
    /** The handler's context while its promise is pending; undefined before, and once the call is answered. */
    context: CallContext | undefined;
    /** The timeout's handle (the engine's DeadlineKeeper) while the handler's promise is pending. */
    deadline: unknown;
    constructor(settler: CallSettler, method: CompiledMethod, 
    /** Undefined for a notification. */
    id: JsonRpcId | undefined, idJson: string, 
    /** The call's place in its batch; -1 for a single call. */
    index: number, request: RequestState, 
    /** performance.now() at the start, when calls are logged (for their `ms`); 0 otherwise. */
    started: number);
    settled(ok: boolean, outcome: unknown): void;
    expire(): void;
}
/**
 * Hands a handler's outcome to its call once its promise settles: an async function's one await costs less than
 * `then` with two callbacks (and the promise `then` makes). A thenable whose then() throws counts as a rejection.
 * Never rejects: the engine's `handlerSettled` catches what fails after it.
 */
export declare function follow(call: MethodCall, pending: PromiseLike<unknown>): Promise<void>;
/** A handler's result, to be written into the answer (see `resultText`). */
export declare class Served {
    readonly value: unknown;
    constructor(value: unknown);
}
/** What `run` ends with: a result to write (`Served`, or `null` text for a notification), an error, or a refusal. */
export type Answer = Served | string | JsonRpcError | Refusal;
