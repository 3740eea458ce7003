import type { SubscriptionsOptions } from './subscriptions.js';
import { SubscriptionBook } from './subscription-book.js';
/** What the server knows of a subscription (the generated `subscriptionInfo` entries have this shape). */
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
    readonly credits: number | null;
    readonly subscribeCredits: number | null;
}
/** The checks of the generated validators.ts a subscription needs. */
export interface SubscriptionValidators {
    validateSubscriptionParams(name: string, params: unknown): {
        ok: true;
    } | {
        ok: false;
        errors: {
            path: string;
            message: string;
        }[];
    };
    validateNotification(name: string, value: unknown): {
        ok: true;
    } | {
        ok: false;
        errors: {
            path: string;
            message: string;
        }[];
    };
}
/** What a subscription's handler is told. */
export interface SubscriptionHandlerContext {
    /** The subscription's name (`newHeads`). */
    readonly name: string;
    readonly apiKey: string;
    /** Aborted when the subscription ends: unsubscribed, its socket closed, its credits run out. */
    readonly signal: AbortSignal;
}
/** A subscription's handler: the notifications' values, as an async iterable (an async generator fits). */
export type SubscriptionSource = (params: unknown, context: SubscriptionHandlerContext) => AsyncIterable<unknown> | Promise<AsyncIterable<unknown>>;
/** `serveSubscriptions`' options. */
export interface ServeSubscriptionsOptions {
    /** Subscriptions one WebSocket may hold at once (default 32). */
    maxPerSocket?: number;
    /** Subscriptions one key may hold at once, over all its sockets (default 256). */
    maxPerKey?: number;
    /** Credits per notification, by subscription name, in place of the spec's (`x-subscription` credits). */
    credits?: Readonly<Record<string, number>>;
    /** Called with what went wrong with a subscription (a handler that threw, a value that breaks its schema). */
    log?: (message: string, fields: Record<string, unknown>) => void;
}
/** The server's `subscriptions` option for the spec's subscriptions, served by `handlers` (one per subscription). */
export declare function subscriptionsFor(table: Readonly<Record<string, SubscriptionFacts>>, validators: SubscriptionValidators, handlers: Readonly<Record<string, SubscriptionSource>>, options?: ServeSubscriptionsOptions): SubscriptionsOptions & {
    readonly book: SubscriptionBook;
};
