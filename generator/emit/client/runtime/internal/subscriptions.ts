// `client.subscribe.<kind>()`: subscriptions over the client's WebSocket, the same for every API. The spec declares
// each (x-subscription, or Starknet's naming convention): the subscribe method and the value that chooses the kind,
// the unsubscribe method, the notification's method and params, and the JSON pointers that identify a notification.
// A subscription is an async iterator of notifications. Each is checked against its schema when the client
// validates results; one that fails is not delivered (`onError` hears of it). It is unsubscribed when the loop ends
// (`break`, `return`) or its `signal` aborts. When the socket drops and the client reconnects, it subscribes again,
// says so with a gap (`onGap`: notifications sent meanwhile are lost), and skips what it delivered already, by the
// declared identity. Without `reconnect` the loop ends with the SocketClosedError. Notifications not read yet wait in
// a bounded queue: a loop that reads slower than the server sends ends with an error rather than holding memory.
import { AbortError, ResultValidationError, SocketClosedError } from '../client-errors.js';
import type { ClientValidation, ClientValidators, SubscribeOptions, Subscription, SubscriptionGap } from '../client-types.js';
import { positional } from './rpc-client.js';
import { type Mask, maskIssues, maskJson, type Transport } from './transport.js';

/** What the client knows of a subscription (the generated `subscriptionInfo` entries have this shape). */
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
  readonly identity: readonly string[];
}

/** What the subscriptions need of the client (rpc-client.ts). */
export interface SubscriptionClient {
  readonly transport: Transport;
  call(method: string, params: unknown, options: { signal?: AbortSignal } | undefined): Promise<unknown>;
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
  call(method: string, params: unknown, options: { signal?: AbortSignal } | undefined): Promise<unknown>;
  log(level: 'debug' | 'warn', message: string): void;
}

/**
 * `client.subscribe`: a function per subscription, its params as the spec orders them (or one object), then options.
 * The Subscriber is made at the first subscription. Reached through the client's transport kit (transport-kits.ts),
 * so that a client over HTTP only carries none of this module.
 */
export function subscribeFunctions(
  client: SubscribingClient,
  subscriptions: Readonly<Record<string, SubscriptionFacts>>,
  notices: readonly { readonly method: string; readonly subscriptionParam: string; readonly resultParam: string }[],
): object {
  let subscriber: Subscriber | undefined;
  const open = (name: string, facts: SubscriptionFacts, params: unknown, options: SubscribeOptions | undefined): Stream => {
    subscriber ??= new Subscriber(
      {
        transport: client.transport,
        call: (method, callParams, callOptions) => client.call(method, callParams, callOptions),
        check: (kind, value) => checkNotification(client, subscriptions, kind, value),
        log: (level, message) => client.log(level, message),
      },
      subscriptions,
      notices,
    );
    return subscriber.open(name, facts, params, options);
  };
  const functions: Record<string, unknown> = {};
  for (const [name, facts] of Object.entries(subscriptions)) {
    const count = facts.params.length;
    const start =
      facts.paramStructure === 'by-name'
        ? (params?: unknown, options?: SubscribeOptions) => {
            if (params !== undefined && (typeof params !== 'object' || params === null || Array.isArray(params))) throw new TypeError(`subscribe.${name}: params go by name, as one object`);
            return open(name, facts, params, options);
          }
        : (...args: unknown[]) => {
            if (args.length > count + 1) throw new TypeError(`subscribe.${name}: takes at most ${count} params and options, got ${args.length} arguments`);
            const options = args.length > count ? (args.pop() as SubscribeOptions | undefined) : undefined;
            return open(name, facts, positional(args), options);
          };
    Object.defineProperty(functions, name, { value: start, enumerable: true });
  }
  return Object.freeze(functions);
}

/** A notification's value checked as results are (when the client validates them); undefined when it passed. */
function checkNotification(client: SubscribingClient, subscriptions: Readonly<Record<string, SubscriptionFacts>>, name: string, value: unknown): ResultValidationError | undefined {
  const validators = client.resultValidators;
  const validate = validators?.validateNotification;
  if (typeof validate !== 'function') return undefined;
  let check: ClientValidation;
  try {
    check = validate.call(validators, name, value);
  } catch (error) {
    check = { ok: false, errors: [{ path: 'result', message: `could not be checked: ${error instanceof Error ? error.message : String(error)}`, keyword: 'depth' }] };
  }
  const method = subscriptions[name]?.notification ?? name;
  return check.ok ? undefined : new ResultValidationError(`${method} (subscribe.${name})`, maskIssues(check.errors, client.mask), maskJson(value, client.mask));
}

/** Notifications a loop may leave unread; one more ends the subscription. */
const maxQueued = 1024;
/** Identities remembered per subscription, to skip a notification sent again after a reconnect. */
const maxRemembered = 1024;
/** Notifications held while subscribe calls are in flight, for ids not known yet: one message read from the network
 * may hold the answer and many notifications behind it, all handed over before the answer's call settles. As many
 * per call in flight as a loop may leave unread; past that they are dropped, and the stream they belong to ends as a
 * loop that does not read. */
const maxEarlyPerCall = maxQueued;
/** Ended ids whose late notifications are dropped quietly. */
const maxEnded = 256;
/** Attempts to subscribe again after a reconnect, and the longest wait between two. */
const resubscribeAttempts = 8;
const maxResubscribeDelay = 2_000;
/** The notices the gateway sends beside a subscription's notifications (docs/gateway.md, Notices). */
const gatewayNotices = { ended: 'rpcforge_subscriptionEnded', gap: 'rpcforge_subscriptionGap' } as const;

/** Every subscription of one client, and the routing of its socket's notifications to them. */
export class Subscriber {
  private readonly byId = new Map<string, Stream>();
  private readonly streams = new Set<Stream>();
  private readonly methods: Set<string>;
  private readonly ended = new Set<string>();
  private early: { id: string; message: { method: string; params: Record<string, unknown> } }[] = [];
  /** Ids of subscriptions not known yet whose early notifications were past the bound. */
  private earlyOverflow = new Set<string>();
  private inFlight = 0;

  constructor(
    readonly client: SubscriptionClient,
    facts: Readonly<Record<string, SubscriptionFacts>>,
    /** Other notifications of the API's subscriptions (Starknet's reorg), by method. */
    private readonly notices: readonly { readonly method: string; readonly subscriptionParam: string; readonly resultParam: string }[],
  ) {
    this.methods = new Set([...Object.values(facts).map((f) => f.notification), ...notices.map((n) => n.method), gatewayNotices.ended, gatewayNotices.gap]);
    const listen = client.transport.listen;
    if (typeof listen !== 'function') return;
    listen.call(client.transport, { notification: (message) => this.route(message), lost: (final) => this.lost(final) });
  }

  open(name: string, facts: SubscriptionFacts, params: unknown, options: SubscribeOptions | undefined): Stream {
    if (typeof this.client.transport.listen !== 'function') {
      throw new TypeError(`subscribe.${name}: subscriptions need the WebSocket transport: createClient({ transport: 'ws', reconnect: true, … })`);
    }
    if (options !== undefined && (typeof options !== 'object' || options === null)) throw new TypeError(`subscribe.${name}: options must be an object ({ signal, onError, onGap, onNotice })`);
    const stream = new Stream(this, name, facts, params, options ?? {});
    this.streams.add(stream);
    return stream;
  }

  /** Makes (or makes again) a stream's subscription on the socket; resolves with its id. */
  async subscribe(stream: Stream): Promise<string> {
    this.inFlight++;
    try {
      const id = await this.client.call(stream.facts.subscribe, stream.wireParams, { signal: stream.signal });
      if (typeof id !== 'string' && typeof id !== 'number') throw new TypeError(`${stream.facts.subscribe} answered ${JSON.stringify(id)}, not a subscription id`);
      const key = String(id);
      this.byId.set(key, stream);
      // Before any notification under the id reaches the loop: the gap (after a reconnect) comes first.
      stream.made(key);
      return key;
    } finally {
      this.inFlight--;
      this.drainEarly();
    }
  }

  /** Forgets a stream; its id's late notifications are dropped. Sends the unsubscribe call when `tell`. */
  forget(stream: Stream, tell: boolean): void {
    this.streams.delete(stream);
    const id = stream.id;
    if (id === undefined) return;
    if (this.byId.get(id) === stream) this.byId.delete(id);
    this.ended.add(id);
    if (this.ended.size > maxEnded) this.ended.delete(this.ended.values().next().value as string);
    if (!tell) return;
    const { unsubscribe, unsubscribeByName } = stream.facts;
    this.client.call(unsubscribe, unsubscribeByName === undefined ? [id] : { [unsubscribeByName]: id }, undefined).catch((error: unknown) => {
      this.client.log('debug', `${unsubscribe}(${id}) failed: ${error instanceof Error ? error.message : String(error)}`);
    });
  }

  private route(message: { method: string; params?: unknown }): boolean {
    if (!this.methods.has(message.method)) return false;
    const params = message.params;
    if (typeof params !== 'object' || params === null || Array.isArray(params)) return false;
    const fields = params as Record<string, unknown>;
    const notice = this.notices.find((n) => n.method === message.method);
    const idField = notice?.subscriptionParam ?? this.idFieldOf(message.method);
    const raw = fields[idField];
    if (typeof raw !== 'string' && typeof raw !== 'number') return false;
    const id = String(raw);
    const stream = this.byId.get(id);
    if (stream === undefined) {
      if (this.ended.has(id)) return true;
      // Its subscribe answer may be right ahead, its call not settled yet: held until it is.
      if (this.inFlight === 0) return false;
      if (this.early.length < maxEarlyPerCall * this.inFlight) this.early.push({ id, message: { method: message.method, params: fields } });
      else this.earlyOverflow.add(id);
      return true;
    }
    stream.receive(message.method, fields, notice);
    return true;
  }

  /** The field of a notification that names its subscription: the first stream's declaration for the method. */
  private idFieldOf(method: string): string {
    for (const stream of this.streams) if (stream.facts.notification === method) return stream.facts.subscriptionParam;
    return 'subscription';
  }

  private drainEarly(): void {
    const held = this.early;
    this.early = [];
    for (const { id, message } of held) {
      const stream = this.byId.get(id);
      if (stream !== undefined) stream.receive(message.method, message.params, this.notices.find((n) => n.method === message.method));
      else if (this.inFlight > 0) this.early.push({ id, message });
    }
    for (const id of [...this.earlyOverflow]) {
      const stream = this.byId.get(id);
      if (stream !== undefined) stream.overflow();
      if (stream !== undefined || this.inFlight === 0) this.earlyOverflow.delete(id);
    }
  }

  /** The socket is gone, and every subscription on it: each is made again on the next socket, or ends. */
  private lost(final: boolean): void {
    this.byId.clear();
    this.early = [];
    this.earlyOverflow.clear();
    for (const stream of [...this.streams]) stream.lost(final);
  }
}

type Item = { value: unknown } | { error: Error };

/** Its own async iterator (`Subscription`'s `[Symbol.asyncIterator]`), set on the prototype below: a computed method
 * name is declared differently by a file-by-file declaration emit than by a program (test/generate-speed.test.ts). */
export interface Stream extends Subscription<unknown> {}

/** One subscription: the async iterator `client.subscribe.<kind>()` returns. */
export class Stream implements Subscription<unknown> {
  /** The subscription's id on the current socket; undefined while it is (re)made. */
  id: string | undefined;
  readonly wireParams: unknown;
  readonly signal: AbortSignal | undefined;
  private readonly queue: Item[] = [];
  private readonly waiting: { resolve: (result: IteratorResult<unknown>) => void; reject: (error: unknown) => void }[] = [];
  private readonly seen = new Set<string>();
  private done = false;
  private lostAt: number | undefined;
  private readonly unlisten: (() => void) | undefined;

  constructor(
    private readonly owner: Subscriber,
    readonly name: string,
    readonly facts: SubscriptionFacts,
    params: unknown,
    private readonly options: SubscribeOptions,
  ) {
    this.wireParams = facts.value === undefined ? params : [facts.value, ...((params as unknown[] | undefined) ?? [])];
    this.signal = options.signal;
    const signal = options.signal;
    if (signal !== undefined) {
      const onAbort = () => this.finish({ error: new AbortError(`subscribe.${name}`, owner.client.transport.endpoint) }, true);
      if (signal.aborted) {
        this.unlisten = undefined;
        this.done = true;
        this.queue.push({ error: new AbortError(`subscribe.${name}`, owner.client.transport.endpoint) });
        return;
      }
      signal.addEventListener('abort', onAbort, { once: true });
      this.unlisten = () => signal.removeEventListener('abort', onAbort);
    }
    this.start(0);
  }

  next(): Promise<IteratorResult<unknown>> {
    const item = this.queue.shift();
    if (item !== undefined) return 'error' in item ? Promise.reject(item.error) : Promise.resolve({ value: item.value, done: false });
    if (this.done) return Promise.resolve({ value: undefined, done: true });
    return new Promise((resolve, reject) => this.waiting.push({ resolve, reject }));
  }

  /** The loop ended (`break`, `return`, a throw in its body): unsubscribed. */
  return(): Promise<IteratorResult<unknown>> {
    this.finish(undefined, true);
    this.queue.length = 0;
    return Promise.resolve({ value: undefined, done: true });
  }

  /** Unsubscribes; the loop ends after the notifications already queued. */
  unsubscribe(): Promise<void> {
    this.finish(undefined, true);
    return Promise.resolve();
  }

  receive(method: string, params: Record<string, unknown>, notice: { resultParam: string } | undefined): void {
    if (this.done) return;
    if (method === gatewayNotices.ended) {
      const error = params.error as { code?: unknown; message?: unknown } | undefined;
      return this.finish({ error: new Error(`subscribe.${this.name}: the server ended the subscription: ${typeof error?.message === 'string' ? error.message : 'no reason given'}`) }, false);
    }
    if (method === gatewayNotices.gap) return this.gap({ reason: 'server', detail: params.result });
    if (notice !== undefined) {
      this.guard(() => this.options.onNotice?.({ method, result: params[notice.resultParam] }));
      return;
    }
    const value = params[this.facts.resultParam];
    const invalid = this.owner.client.check(this.name, value);
    if (invalid !== undefined) return this.report(invalid);
    const key = identityKey(value, this.facts.identity);
    if (key !== undefined) {
      if (this.seen.has(key)) return;
      this.seen.add(key);
      if (this.seen.size > maxRemembered) this.seen.delete(this.seen.values().next().value as string);
    }
    const reader = this.waiting.shift();
    if (reader !== undefined) return reader.resolve({ value, done: false });
    if (this.queue.length >= maxQueued) return this.overflow();
    this.queue.push({ value });
  }

  /** More notifications than a loop may leave unread: ended, rather than held. */
  overflow(): void {
    this.finish({ error: new Error(`subscribe.${this.name}: more than ${maxQueued} notifications waiting to be read; the loop reads slower than the server sends, so the subscription was ended`) }, true);
  }

  lost(final: boolean): void {
    if (this.done) return;
    this.id = undefined;
    if (final) {
      const endpoint = this.owner.client.transport.endpoint;
      return this.finish({ error: new SocketClosedError(`subscribe.${this.name}: the WebSocket closed, and no other will be opened (the client was closed, or reconnect is off)`, 1006, '', endpoint, false) }, false);
    }
    this.lostAt ??= Date.now();
    this.start(0);
  }

  /** The subscription was made (again) under `id`. Ended while it was being made: ended on the server too. */
  made(id: string): void {
    this.id = id;
    if (this.done) return this.owner.forget(this, true);
    if (this.lostAt !== undefined) {
      this.gap({ reason: 'reconnect', lostAt: this.lostAt, resumedAt: Date.now() });
      this.lostAt = undefined;
    }
  }

  private start(attempt: number): void {
    this.owner.subscribe(this).then(
      () => undefined,
      (error: unknown) => {
        if (this.done) return;
        // Made before (a reconnect): tried again a few times, the socket may take a moment to come back.
        if (this.lostAt !== undefined && attempt + 1 < resubscribeAttempts && !(error instanceof AbortError)) {
          const timer = setTimeout(() => this.start(attempt + 1), Math.min(maxResubscribeDelay, 100 * 2 ** attempt));
          (timer as { unref?: () => void }).unref?.();
          return;
        }
        this.finish({ error: error instanceof Error ? error : new Error(String(error)) }, false);
      },
    );
  }

  private gap(gap: SubscriptionGap): void {
    if (this.options.onGap !== undefined) return this.guard(() => this.options.onGap?.(gap));
    this.owner.client.log('warn', `subscribe.${this.name}: a gap in the notifications (${gap.reason}${gap.lostAt !== undefined ? `, ${(gap.resumedAt ?? 0) - gap.lostAt} ms without a subscription` : ''})`);
  }

  private report(error: Error): void {
    if (this.options.onError !== undefined) return this.guard(() => this.options.onError?.(error));
    this.owner.client.log('warn', error.message);
  }

  /** A listener's exception is not the subscription's: it is logged. */
  private guard(run: () => void): void {
    try {
      run();
    } catch (error) {
      this.owner.client.log('warn', `subscribe.${this.name}: a listener threw: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  /** Ends the stream: `last` is what the loop gets after the queue (an error), `tell` sends the unsubscribe call. */
  private finish(last: Item | undefined, tell: boolean): void {
    if (this.done) return;
    this.done = true;
    this.unlisten?.();
    this.owner.forget(this, tell && this.id !== undefined);
    for (const reader of this.waiting.splice(0)) {
      if (last !== undefined && 'error' in last) reader.reject(last.error);
      else reader.resolve({ value: undefined, done: true });
      last = undefined;
    }
    if (last !== undefined) this.queue.push(last);
  }
}

Object.defineProperty(Stream.prototype, Symbol.asyncIterator, {
  value(this: Stream): Stream {
    return this;
  },
  writable: true,
  configurable: true,
});

/** The identity of a notification's value: the declared pointers' values, as one key; undefined when none declared.
 * Also what `rpcforge serve --mock` and `rpcforge test` dedupe by (generator/serve/mock-subscriptions.ts). */
export function identityKey(value: unknown, pointers: readonly string[]): string | undefined {
  if (pointers.length === 0) return undefined;
  try {
    return JSON.stringify(pointers.map((pointer) => at(value, pointer)));
  } catch {
    return undefined;
  }
}

function at(value: unknown, pointer: string): unknown {
  let current = value;
  if (pointer === '') return current;
  for (const raw of pointer.slice(1).split('/')) {
    const segment = raw.replaceAll('~1', '/').replaceAll('~0', '~');
    if (typeof current !== 'object' || current === null || !Object.prototype.hasOwnProperty.call(current, segment)) return null;
    current = (current as Record<string, unknown>)[segment];
  }
  return current ?? null;
}
