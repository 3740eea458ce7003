// Subscriptions (`eth_subscribe`/`eth_unsubscribe`): the engine's side. A JSON-RPC server answers calls; a
// subscription also sends the caller messages of its own (`eth_subscription` notifications) for as long as its
// WebSocket stays open. The engine serves the subscribe and unsubscribe names through the server's `subscriptions`
// option, as a call (authenticated, rate-limited, charged, logged), and hands the handler two things a call has not:
// the caller's socket to push notifications on (`PushSocket`, made by the WebSocket transport,
// transports/push.ts) and the caller's credits to charge per notification. Over HTTP there is no socket: the
// call is answered -32601 "notifications not supported" (what geth answers), uncharged. What is subscribed to, and
// where notifications come from, is the option's (@rpcforge/gateway's, fed by upstream nodes).
// Internal module: use server.ts.
import { methodInfo, type MethodInfo } from '../../methods.js';
import type { CreditStore } from '../metering/credit-store.js';
import { NotServedError } from './not-served.js';
import type { CallAbortSource, CallContext } from './call.js';
import type { CompiledMethod, HandlerContext } from './options.js';
import { errorFields, logError } from './redact.js';
import type { ServerLogger } from './options.js';
import { isThenable } from './call.js';

/** A caller's WebSocket, as a subscription sees it (the WebSocket transport makes one per connection). */
export interface PushSocket {
  /**
   * Sends one message to the caller, counted in the socket's unread backlog as answers are. False when it was not
   * sent: the socket is closed, or the caller left more than the transport's bound unread (the socket is then
   * closed, as for answers).
   */
  push(text: string): boolean;
  /** Calls `listener` once the socket is gone (at once when it is already); returns how to stop listening. */
  whenGone(listener: (reason: Error) => void): () => void;
  /** A subscription opened (+1) or ended (-1) on the socket: a socket with one is not idle while it sends nothing. */
  hold(delta: 1 | -1): void;
}

/** The charge of one notification: `ok` (paid), `exhausted` (the key's balance cannot pay), `unavailable` (the store could not say). */
export type NotificationCharge = 'ok' | 'exhausted' | 'unavailable';

/** What the `subscriptions` handler is told of a call. */
export interface SubscriptionContext {
  /** `eth_subscribe` or `eth_unsubscribe` (a name of the option's `methods`). */
  readonly method: string;
  readonly apiKey: string;
  /** The caller's socket: every call that reaches the handler has one. */
  readonly socket: PushSocket;
  /** Charges `credits` to the caller's key for one notification (at once with the memory store). */
  charge(credits: number): NotificationCharge | Promise<NotificationCharge>;
  /**
   * Calls `listener` once this call is aborted (its time limit passed, its socket closed): a subscription made after
   * that has no caller to send its id to. Returns how to stop listening.
   */
  whenAborted(listener: (reason: unknown) => void): () => void;
}

/** The server's `subscriptions` option (@rpcforge/gateway's `subscriptions()` makes one). */
export interface SubscriptionsOptions {
  /** The names served (`['eth_subscribe', 'eth_unsubscribe']`); a name the spec has is the spec's, not these. */
  methods: readonly string[];
  /** Credits charged per call of each name (a whole number, 0 or more; unlisted: 0). */
  credits: Readonly<Record<string, number>>;
  /** Answers a call over WebSocket: its result, or a `JsonRpcError`. `params` as sent (an array or object; not validated). */
  handler(method: string, params: unknown, context: SubscriptionContext): unknown;
}

/** The server options of this module (part of `ServerOptions`). */
export interface SubscriptionsServerOptions {
  /**
   * Subscriptions over WebSocket (default: none; `eth_subscribe` is then -32601 as any unknown name). Each call of
   * one of `methods` is authenticated, rate-limited and charged its `credits` as any call; over HTTP it is answered
   * -32601 "notifications not supported", uncharged.
   */
  subscriptions?: SubscriptionsOptions;
}

/** Over HTTP (or any transport without a push channel): what geth answers, with where to go instead. */
export const notSupportedMessage = 'notifications not supported: subscribe over the WebSocket endpoint (/ws/…)';

function isPushSocket(source: CallAbortSource): source is CallAbortSource & PushSocket {
  return typeof source === 'object' && typeof (source as Partial<PushSocket>).push === 'function';
}

/** What the engine needs of `subscriptions`, checked once. */
export class Subscriptions {
  private readonly names: ReadonlyMap<string, CompiledMethod>;

  constructor(
    options: SubscriptionsOptions,
    defaults: Pick<CompiledMethod, 'timeoutMs' | 'timeoutError' | 'resultLimitError'>,
    private readonly store: CreditStore | undefined,
    private readonly failOpen: boolean,
    private readonly logger: ServerLogger,
    private readonly counted: (credits: number) => void,
  ) {
    if (typeof options !== 'object' || options === null || typeof options.handler !== 'function' || !Array.isArray(options.methods)) {
      throw new TypeError('server options: subscriptions must be { methods, credits, handler(method, params, context) }');
    }
    const names = new Map<string, CompiledMethod>();
    for (const name of options.methods) {
      if (typeof name !== 'string' || Object.prototype.hasOwnProperty.call(methodInfo, name)) continue;
      const cost = options.credits?.[name] ?? 0;
      if (!(Number.isSafeInteger(cost) && cost >= 0)) throw new RangeError(`server options: subscriptions.credits.${name} must be a whole number of credits, 0 or more`);
      const info: MethodInfo = { name: name as MethodInfo['name'], paramStructure: 'either', params: [], paramsOptional: true, credits: cost, idempotent: false };
      const handler = options.handler;
      names.set(name, {
        ...defaults,
        name: name as CompiledMethod['name'],
        outside: name,
        info,
        cost,
        countParams: [],
        handler: (params, context) => handler(name, params, this.context(name, context)),
      });
    }
    this.names = names;
  }

  /** The call's method when the option serves `name`; else undefined. */
  method(name: string): CompiledMethod | undefined {
    return this.names.get(name);
  }

  /** The handler's context: the call's socket and key. No socket (HTTP): -32601, the call's charge given back. */
  private context(method: string, call: HandlerContext): SubscriptionContext {
    const source = (call as Partial<Pick<CallContext, 'source'>>).source;
    if (!isPushSocket(source)) throw new NotServedError(-32601, notSupportedMessage);
    const { apiKey } = call;
    const link = (call as Partial<Pick<CallContext, 'whenAborted'>>).whenAborted;
    const whenAborted = typeof link === 'function' ? (listener: (reason: unknown) => void) => link.call(call, listener) : () => () => undefined;
    return { method, apiKey, socket: source, charge: (credits) => this.charge(apiKey, credits), whenAborted };
  }

  private charge(apiKey: string, credits: number): NotificationCharge | Promise<NotificationCharge> {
    // Without a store nothing is charged (metering is the gateway's).
    const { store } = this;
    if (!(credits > 0) || store === undefined) return 'ok';
    const verdict = (charge: { ok: boolean } | undefined, error?: unknown): NotificationCharge => {
      if (charge === undefined) {
        logError(this.logger, 'credit store failed', { method: 'eth_subscription', transport: 'ws', error: errorFields(error, apiKey) });
        return this.failOpen ? 'ok' : 'unavailable';
      }
      if (!charge.ok) return 'exhausted';
      this.counted(credits);
      return 'ok';
    };
    try {
      const pending = store.charge(apiKey, credits);
      if (!isThenable(pending)) return verdict(pending);
      return Promise.resolve(pending).then(
        (charge) => verdict(charge),
        (error: unknown) => verdict(undefined, error ?? new Error('the credit store failed')),
      );
    } catch (error) {
      return verdict(undefined, error);
    }
  }
}
