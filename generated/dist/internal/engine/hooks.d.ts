import { createClient } from '../../client.js';
import { ConnectionError, HttpStatusError, ResponseBudgetError, ResultValidationError, SocketClosedError, TimeoutError, TransportError } from '../../client-errors.js';
import { JsonRpcError } from '../../errors.js';
import { methodInfo } from '../../methods.js';
import { validators } from '../../validators.js';
import { handingOff } from './hand-off.js';
import { NotServedError } from './not-served.js';
import { SubscriptionBook } from './subscription-book.js';
import { serverErrors } from './options.js';
import { countParams } from '../metering/limits.js';
import { type Mask } from '../transport.js';
import type { ValidationResult } from '../../validation.js';
/** The model-independent part of `packageHooks` (server.ts adds the spec's `failover`); typed out, so that each
 * module's declarations are its own (isolated declarations). */
export interface RuntimeHooks {
    readonly methodInfo: typeof methodInfo;
    readonly validators: typeof validators;
    validateParams(method: string, params: unknown): ValidationResult<unknown>;
    validateResult(method: string, result: unknown): ValidationResult<unknown>;
    readonly createClient: typeof createClient;
    readonly JsonRpcError: typeof JsonRpcError;
    readonly NotServedError: typeof NotServedError;
    readonly serverErrors: typeof serverErrors;
    readonly clientErrors: {
        readonly ConnectionError: typeof ConnectionError;
        readonly HttpStatusError: typeof HttpStatusError;
        readonly ResponseBudgetError: typeof ResponseBudgetError;
        readonly ResultValidationError: typeof ResultValidationError;
        readonly SocketClosedError: typeof SocketClosedError;
        readonly TimeoutError: typeof TimeoutError;
        readonly TransportError: typeof TransportError;
    };
    /** The key under which a client made by `createClient` carries its short path for one forwarded call. */
    readonly forwarding: symbol;
    masker(secrets: readonly string[]): Mask;
    maskJson(value: unknown, mask: Mask): unknown;
    readonly defaultResponseBudget: number;
    readonly defaultMaxResponseBytes: number;
    /** The platform's WebSocket class (`ws` on Node), or undefined where there is none. */
    webSocket(): Promise<unknown> | undefined;
    readonly handingOff: typeof handingOff;
    readonly countParams: typeof countParams;
    /** The subscriptions' bookkeeping (engine/subscribe.ts), for a forwarding server's own subscriptions. */
    readonly SubscriptionBook: typeof SubscriptionBook;
}
export declare const runtimeHooks: RuntimeHooks;
