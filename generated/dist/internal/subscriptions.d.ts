import { ResultValidationError } from '../client-errors.js';
import type { ClientValidators, SubscribeOptions, Subscription } from '../client-types.js';
import { type Mask, type Transport } from './transport.js';
/** What the client knows of a subscription (the generated `subscriptionInfo` entries have this shape). */
export interface SubscriptionFacts {
    readonly subscribe: string;
    readonly value?: string;
    readonly paramStructure: 'by-position' | 'by-name' | 'either';
    readonly params: readonly {
        readonly name: string;
        readonly required: boolean;
    }[];
    readonly unsubscribe: string;
    readonly unsubscribeByName?: string;
    readonly notification: string;
    readonly subscriptionParam: string;
    readonly resultParam: string;
    readonly identity: readonly string[];
}
/** What the subscriptions need of the client (rpc-client.ts). */
export interface SubscriptionClient {
    readonly transport: Transport;
    call(method: string, params: unknown, options: {
        signal?: AbortSignal;
    } | undefined): Promise<unknown>;
    /** Checks a notification's value when the client validates results; undefined when it does not, or it passed. */
    check(name: string, value: unknown): ResultValidationError | undefined;
    log(level: 'debug' | 'warn', message: string): void;
}
/** What `client.subscribe` takes of the client (rpc-client.ts `RpcClient`). */
export interface SubscribingClient {
    readonly transport: Transport;
    readonly mask: Mask;
    /** The validators when the client validates results: a notification is checked as a result is. */
    readonly resultValidators: ClientValidators | undefined;
    call(method: string, params: unknown, options: {
        signal?: AbortSignal;
    } | undefined): Promise<unknown>;
    log(level: 'debug' | 'warn', message: string): void;
}
/**
 * `client.subscribe`: a function per subscription, its params as the spec orders them (or one object), then options.
 * The Subscriber is made at the first subscription. Reached through the client's transport kit (transport-kits.ts),
 * so that a client over HTTP only carries none of this module.
 */
export declare function subscribeFunctions(client: SubscribingClient, subscriptions: Readonly<Record<string, SubscriptionFacts>>, notices: readonly {
    readonly method: string;
    readonly subscriptionParam: string;
    readonly resultParam: string;
}[]): object;
/** Every subscription of one client, and the routing of its socket's notifications to them. */
export declare class Subscriber {
    readonly client: SubscriptionClient;
    /** Other notifications of the API's subscriptions (Starknet's reorg), by method. */
    private readonly notices;
    private readonly byId;
    private readonly streams;
    private readonly methods;
    private readonly ended;
    private early;
    /** Ids of subscriptions not known yet whose early notifications were past the bound. */
    private earlyOverflow;
    private inFlight;
    constructor(client: SubscriptionClient, facts: Readonly<Record<string, SubscriptionFacts>>, 
    /** Other notifications of the API's subscriptions (Starknet's reorg), by method. */
    notices: readonly {
        readonly method: string;
        readonly subscriptionParam: string;
        readonly resultParam: string;
    }[]);
    open(name: string, facts: SubscriptionFacts, params: unknown, options: SubscribeOptions | undefined): Stream;
    /** Makes (or makes again) a stream's subscription on the socket; resolves with its id. */
    subscribe(stream: Stream): Promise<string>;
    /** Forgets a stream; its id's late notifications are dropped. Sends the unsubscribe call when `tell`. */
    forget(stream: Stream, tell: boolean): void;
    private route;
    /** The field of a notification that names its subscription: the first stream's declaration for the method. */
    private idFieldOf;
    private drainEarly;
    /** The socket is gone, and every subscription on it: each is made again on the next socket, or ends. */
    private lost;
}
/** Its own async iterator (`Subscription`'s `[Symbol.asyncIterator]`), set on the prototype below: a computed method
 * name is declared differently by a file-by-file declaration emit than by a program (test/generate-speed.test.ts). */
export interface Stream extends Subscription<unknown> {
}
/** One subscription: the async iterator `client.subscribe.<kind>()` returns. */
export declare class Stream implements Subscription<unknown> {
    private readonly owner;
    readonly name: string;
    readonly facts: SubscriptionFacts;
    private readonly options;
    /** The subscription's id on the current socket; undefined while it is (re)made. */
    id: string | undefined;
    readonly wireParams: unknown;
    readonly signal: AbortSignal | undefined;
    private readonly queue;
    private readonly waiting;
    private readonly seen;
    private done;
    private lostAt;
    private readonly unlisten;
    constructor(owner: Subscriber, name: string, facts: SubscriptionFacts, params: unknown, options: SubscribeOptions);
    next(): Promise<IteratorResult<unknown>>;
    /** The loop ended (`break`, `return`, a throw in its body): unsubscribed. */
    return(): Promise<IteratorResult<unknown>>;
    /** Unsubscribes; the loop ends after the notifications already queued. */
    unsubscribe(): Promise<void>;
    receive(method: string, params: Record<string, unknown>, notice: {
        resultParam: string;
    } | undefined): void;
    /** More notifications than a loop may leave unread: ended, rather than held. */
    overflow(): void;
    lost(final: boolean): void;
    /** The subscription was made (again) under `id`. Ended while it was being made: ended on the server too. */
    made(id: string): void;
    private start;
    private gap;
    private report;
    /** A listener's exception is not the subscription's: it is logged. */
    private guard;
    /** Ends the stream: `last` is what the loop gets after the queue (an error), `tell` sends the unsubscribe call. */
    private finish;
}
/** The identity of a notification's value: the declared pointers' values, as one key; undefined when none declared.
 * Also what `rpcforge serve --mock` and `rpcforge test` dedupe by (generator/serve/mock-subscriptions.ts). */
export declare function identityKey(value: unknown, pointers: readonly string[]): string | undefined;
