// Serving the spec's subscriptions (x-subscription, or Starknet's naming convention) with a typed handler per
// subscription that returns an async iterable of its notifications: `serveSubscriptions` in server.ts builds the
// server's `subscriptions` option (engine/subscriptions.ts) from it. The subscribe call is checked (the kind's
// value, its params against their schemas), answered with a new id, and each value the handler's iterable yields is
// checked against the notification's schema, charged its credits, and pushed on the caller's socket as the spec's
// notification. The bookkeeping is subscription-book.ts's. Only a package whose spec declares subscriptions carries
// this module. Bounds: a caller that does not read is
// bounded by the push channel as answers are (transports/push.ts: past `wsMaxBufferedBytes` unread the socket
// is closed); the iterable is read one value at a time, only as fast as values are pushed. Internal module: use
// server.ts.
import { NotServedError } from './not-served.js';
import type { PushSocket, SubscriptionContext, SubscriptionsOptions } from './subscriptions.js';
import { SubscriptionBook, subscriptionId, type BookEntry } from './subscription-book.js';

/** What the server knows of a subscription (the generated `subscriptionInfo` entries have this shape). */
export interface SubscriptionFacts {
  readonly subscribe: string;
  readonly value?: string;
  readonly paramStructure: 'by-position' | 'by-name' | 'either';
  readonly params: readonly { readonly name: string; readonly required: boolean }[];
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
  validateSubscriptionParams(name: string, params: unknown): { ok: true } | { ok: false; errors: { path: string; message: string }[] };
  validateNotification(name: string, value: unknown): { ok: true } | { ok: false; errors: { path: string; message: string }[] };
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
export function subscriptionsFor(
  table: Readonly<Record<string, SubscriptionFacts>>,
  validators: SubscriptionValidators,
  handlers: Readonly<Record<string, SubscriptionSource>>,
  options: ServeSubscriptionsOptions = {},
): SubscriptionsOptions & { readonly book: SubscriptionBook } {
  if (typeof handlers !== 'object' || handlers === null) throw new TypeError('serveSubscriptions: handlers must be an object with a function per subscription');
  for (const name of Object.keys(table)) {
    if (typeof handlers[name] !== 'function') throw new TypeError(`serveSubscriptions: handlers.${name} must be a function returning an async iterable`);
  }
  const book = new SubscriptionBook(options.maxPerSocket, options.maxPerKey);
  const methods = new Set<string>();
  const credits: Record<string, number> = {};
  for (const facts of Object.values(table)) {
    methods.add(facts.subscribe).add(facts.unsubscribe);
    credits[facts.subscribe] = facts.subscribeCredits ?? 0;
    credits[facts.unsubscribe] = 0;
  }
  const serve = new Serving(table, validators, handlers, options, book);
  return { book, methods: [...methods], credits, handler: (method, params, context) => serve.call(method, params, context) };
}

class Serving {
  private readonly unsubscribes: Set<string>;

  constructor(
    private readonly table: Readonly<Record<string, SubscriptionFacts>>,
    private readonly validators: SubscriptionValidators,
    private readonly handlers: Readonly<Record<string, SubscriptionSource>>,
    private readonly options: ServeSubscriptionsOptions,
    private readonly book: SubscriptionBook,
  ) {
    this.unsubscribes = new Set(Object.values(table).map((f) => f.unsubscribe));
  }

  call(method: string, params: unknown, context: SubscriptionContext): unknown {
    if (this.unsubscribes.has(method) && !Object.values(this.table).some((f) => f.subscribe === method)) return this.unsubscribe(method, params, context);
    const [name, rest] = this.kindOf(method, params);
    const check = this.validators.validateSubscriptionParams(name, rest);
    if (!check.ok) {
      const first = check.errors[0];
      const path = this.table[name]?.value === undefined ? first?.path : first?.path.replace(/^params\[(\d+)\]/, (_, i: string) => `params[${Number(i) + 1}]`);
      throw new NotServedError(-32602, `Invalid params: ${path ?? 'params'}: ${first?.message ?? 'invalid'}`);
    }
    this.book.admit(context.socket, context.apiKey);
    return this.open(name, this.asHandlerParams(name, rest), context);
  }

  /** Params as the handler takes them: a subscription that takes either form gets the tuple, as a method's handler does. */
  private asHandlerParams(name: string, params: unknown): unknown {
    const facts = this.table[name] as SubscriptionFacts;
    if (facts.paramStructure !== 'either' || Array.isArray(params) || typeof params !== 'object' || params === null) return params;
    const named = params as Record<string, unknown>;
    const tuple = facts.params.map((p) => (Object.prototype.hasOwnProperty.call(named, p.name) ? named[p.name] : undefined));
    while (tuple.length > 0 && tuple[tuple.length - 1] === undefined) tuple.pop();
    return tuple.map((value) => (value === undefined ? null : value));
  }

  /** The subscription a call names: by its value (params[0]) when the method chooses among kinds, else the method's one. */
  private kindOf(method: string, params: unknown): [string, unknown] {
    const kinds = Object.entries(this.table).filter(([, f]) => f.subscribe === method);
    const chosen = kinds.filter(([, f]) => f.value !== undefined);
    if (chosen.length === 0) return [kinds[0]![0], params ?? []];
    const values = chosen.map(([, f]) => f.value).join(', ');
    if (!Array.isArray(params) || params.length === 0) throw new NotServedError(-32602, `Invalid params: params: [kind, …] (${values})`);
    const found = chosen.find(([, f]) => f.value === params[0]);
    if (found === undefined) throw new NotServedError(-32602, `Invalid params: params[0]: one of ${values}`);
    return [found[0], params.slice(1)];
  }

  private unsubscribe(method: string, params: unknown, context: SubscriptionContext): boolean {
    const byName = Object.values(this.table).find((f) => f.unsubscribe === method)?.unsubscribeByName;
    const id = Array.isArray(params) && params.length === 1 ? params[0] : byName !== undefined && typeof params === 'object' && params !== null ? (params as Record<string, unknown>)[byName] : undefined;
    if (typeof id !== 'string') throw new NotServedError(-32602, 'Invalid params: params[0]: the subscription id (a string)');
    const entry = this.book.get(context.socket, id);
    if (entry === undefined) return false;
    this.book.end(entry, undefined);
    return true;
  }

  private async open(name: string, params: unknown, context: SubscriptionContext): Promise<string> {
    const facts = this.table[name] as SubscriptionFacts;
    const controller = new AbortController();
    const id = subscriptionId();
    const iterable = await this.handlers[name]!(params, { name, apiKey: context.apiKey, signal: controller.signal });
    const iterator = typeof iterable?.[Symbol.asyncIterator] === 'function' ? iterable[Symbol.asyncIterator]() : undefined;
    if (iterator === undefined) throw new TypeError(`serveSubscriptions: handlers.${name} returned no async iterable`);
    let ended = false;
    const entry: BookEntry = {
      id,
      socket: context.socket,
      apiKey: context.apiKey,
      end: () => {
        ended = true;
        controller.abort(new Error('the subscription ended'));
        // The source's own end (a generator's `finally`); what it throws then is not the caller's.
        Promise.resolve()
          .then(() => iterator.return?.())
          .catch(() => undefined);
      },
    };
    // Other subscriptions may have been made while the handler ran: the caps again.
    try {
      this.book.admit(context.socket, context.apiKey);
    } catch (error) {
      entry.end(undefined);
      throw error;
    }
    this.book.add(entry);
    // Made for a call given up on (its time passed, its socket closed): nothing to send it to, ended at once.
    context.whenAborted(() => this.book.end(entry, undefined))();
    const credits = this.options.credits?.[name] ?? facts.credits ?? 0;
    // The answer goes out first: the values after the current turn.
    setTimeout(() => void this.pump(name, facts, entry, iterator, credits, context, () => ended), 0);
    return id;
  }

  /** Reads the source one value at a time: checked, charged, pushed; ends the subscription when any of it fails. */
  private async pump(name: string, facts: SubscriptionFacts, entry: BookEntry, iterator: AsyncIterator<unknown>, credits: number, context: SubscriptionContext, ended: () => boolean): Promise<void> {
    const finish = (error?: { code: number; message: string }) => {
      if (!ended()) this.book.end(entry, error);
    };
    try {
      while (!ended()) {
        const step = await iterator.next();
        if (ended()) return;
        if (step.done === true) return finish({ code: -32000, message: 'subscription ended: its source has no more notifications' });
        const check = this.validators.validateNotification(name, step.value);
        if (!check.ok) {
          this.options.log?.('notification dropped: it does not match the spec', { subscription: name, reason: `${check.errors[0]?.path}: ${check.errors[0]?.message}` });
          continue;
        }
        const charged = credits > 0 ? await context.charge(credits) : 'ok';
        if (ended()) return;
        if (charged === 'exhausted') return finish({ code: -32005, message: 'subscription ended: daily credit limit exceeded' });
        if (charged === 'unavailable') return finish({ code: -32000, message: 'subscription ended: the credit store is unavailable' });
        const text = JSON.stringify({ jsonrpc: '2.0', method: facts.notification, params: { [facts.subscriptionParam]: entry.id, [facts.resultParam]: step.value } });
        // Not sent: the socket is gone, or its caller left more than the bound unread (closed, as for answers).
        if (!entry.socket.push(text)) return finish();
      }
    } catch (error) {
      this.options.log?.('subscription failed', { subscription: name, error: error instanceof Error ? error.message : String(error) });
      finish({ code: -32603, message: 'subscription ended: internal error' });
    }
  }
}
