// What a program built on this package (a gateway that forwards the spec's calls to other nodes, such as
// @rpcforge/gateway) reads of it beyond its entry points, as one object: the spec's method table and validators,
// the client and its error classes, the server's error classes, and the few runtime pieces the forwarding shares with
// the client and the engine. Published by server.ts as `packageHooks` (with the spec's `x-failover`); nothing in
// the package itself uses it. Internal module: use server.ts.
import { platform } from '#platform';
import { createClient } from '../../client.js';
import { ConnectionError, HttpStatusError, ResponseBudgetError, ResultValidationError, SocketClosedError, TimeoutError, TransportError } from '../../client-errors.js';
import { JsonRpcError } from '../../errors.js';
import { methodInfo } from '../../methods.js';
import { validateParams, validateResult, validators } from '../../validators.js';
import { defaultResponseBudget } from '../response-budget.js';
import { forwarding } from '../rpc-client.js';
import { handingOff } from './hand-off.js';
import { NotServedError } from './not-served.js';
import { SubscriptionBook } from './subscription-book.js';
import { serverErrors } from './options.js';
import { countParams } from '../metering/limits.js';
import { defaultMaxResponseBytes, type Mask, maskJson, masker } from '../transport.js';
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

export const runtimeHooks: RuntimeHooks = {
  methodInfo,
  validators,
  validateParams: (method, params) => validateParams(method, params),
  validateResult: (method, result) => validateResult(method, result),
  createClient,
  JsonRpcError,
  NotServedError,
  serverErrors,
  clientErrors: { ConnectionError, HttpStatusError, ResponseBudgetError, ResultValidationError, SocketClosedError, TimeoutError, TransportError },
  forwarding,
  masker: (secrets) => masker(secrets),
  maskJson: (value, mask) => maskJson(value, mask),
  defaultResponseBudget,
  defaultMaxResponseBytes,
  webSocket: () => platform.webSocket?.(),
  handingOff,
  countParams,
  SubscriptionBook,
};
