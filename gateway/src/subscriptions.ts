// Subscriptions through the gateway: `eth_subscribe` for the kinds the spec declares (its `x-subscription`: our spec's
// `newHeads`, `logs`, `newPendingTransactions` and `transactionReceipts`; `newHeads`, `logs` and
// `newPendingTransactions` for a package whose spec declares none), and `eth_unsubscribe`, for callers on the
// gateway's WebSocket endpoint (the server's `subscriptions` option,
// engine/subscriptions.ts). Each caller's subscription has its own feed on one node of the EVM family's pool
// (subscriptions-feed.ts: the node's WebSocket, or polling over HTTP), its own bounded queue, and
// its own charge: every notification is checked against the spec's schema (the kind's notification schema, with the
// package's validators; without declarations a head against `eth_getBlockByNumber`'s result, a log against one of
// `eth_getLogs`', a pending transaction as a 32-byte hash; one that fails is dropped and logged), then charged to the
// caller's key (the kind's declared credits by default), then pushed. Heads are delivered once each and in order across
// failover: the last head (number, hash) is kept; a head at or below it with a known hash is skipped, and a gap is
// filled by reading the missing blocks by number (at most `maxGapBlocks`; past that, a gap notice). When the feed's
// node drops or is marked down, the subscription moves to another up node. Everything a socket subscribed ends
// (and is unsubscribed upstream) when the socket closes. 
import type { MethodInfo } from 'rpcforge-generated';
import type { BookEntry, PushSocket, SubscriptionBook, SubscriptionContext, SubscriptionsOptions } from 'rpcforge-generated/server';
import type { Resolved, UpstreamNode } from './node.js';
import type { PackageHooks } from './package-api.js';
import { type Feed, type FeedLimits, type FeedTarget, PollFeed, UpstreamSocket } from './subscriptions-feed.js';

/** What charging one notification came to (the engine's `SubscriptionContext.charge`). */
type NotificationCharge = Awaited<ReturnType<SubscriptionContext['charge']>>;

/** A kind of `eth_subscribe`, as its first param names it: one the spec declares (`newHeads`, `logs`, …). */
export type SubscriptionKind = string;

/** What the gateway knows of a kind: its name in the package (for its validators), credits and identity. */
interface KindFacts {
  readonly name: string;
  readonly credits: number;
  readonly identity: readonly string[];
  readonly declared: boolean;
}

/** `createUpstream`'s `subscriptions` option. */
export interface GatewaySubscriptionOptions {
  /** Credits per notification, by kind (defaults: the spec's; without, newHeads 20, logs 10, newPendingTransactions 2). */
  credits?: Partial<Record<SubscriptionKind, number>>;
  /** Credits of an `eth_subscribe` call (default 10); `eth_unsubscribe` is free. */
  subscribeCredits?: number;
  /** Subscriptions one WebSocket may hold at once (default 32). */
  maxPerSocket?: number;
  /** Subscriptions one key may hold at once, over all its sockets (default 256). */
  maxPerKey?: number;
  /** Seconds between two polls of an HTTP-only node (default 1; 0.05 to 60). */
  pollIntervalSeconds?: number;
  /** Missing heads read by number to fill a gap (default 128, at most 1024); a longer gap gets a gap notice. */
  maxGapBlocks?: number;
}

export const subscriptionDefaults = {
  credits: { newHeads: 20, logs: 10, newPendingTransactions: 2 } as Record<string, number>,
  subscribeCredits: 10,
  maxPerSocket: 32,
  maxPerKey: 256,
  pollIntervalSeconds: 1,
  maxGapBlocks: 128,
};

/** Items (and their message bytes) one subscription may have waiting to be checked and sent; past either the node
 * outruns the gateway, and the subscription is ended. */
const maxQueued = 1024;
const maxQueuedBytes = 16 * 1024 * 1024;
/** Heads (by hash) and logs (by block hash and index) remembered as delivered, for the skip after a failover. */
const maxRemembered = 512;
/** Attempts to move a subscription to another node (one per `healthMs`) before it is ended. */
const maxReopens = 60;

/** The notice methods the gateway sends beside `eth_subscription`. */
export const subscriptionNotices = { ended: 'rpcforge_subscriptionEnded', gap: 'rpcforge_subscriptionGap' } as const;

interface HubLinks {
  /** The EVM family's nodes, in the pool's order. */
  nodes(): readonly UpstreamNode[];
  limits: FeedLimits;
  healthMs: number;
}

const hash32 = /^0x[0-9a-fA-F]{64}$/;
const quantity = /^0x[0-9a-fA-F]{1,16}$/;

function whole(name: string, value: number | undefined, fallback: number, min: number, max: number): number {
  if (value === undefined) return fallback;
  if (!(Number.isSafeInteger(value) && value >= min && value <= max)) throw new RangeError(`createUpstream: subscriptions.${name} must be a whole number from ${min} to ${max}`);
  return value;
}

/** The gateway's subscriptions: the server's `subscriptions` option, and every caller's subscription. */
export class SubscriptionHub {
  /** The kinds served, by the value `eth_subscribe` takes. */
  readonly kinds: ReadonlyMap<string, KindFacts>;
  readonly credits: Record<SubscriptionKind, number>;
  private readonly subscribeCredits: number;
  private readonly maxPerSocket: number;
  private readonly maxPerKey: number;
  readonly pollMs: number;
  readonly maxGap: number;
  /** Ids, the caps per socket and per key, and the end of a socket's subscriptions: the package's SubscriptionBook,
   * which its own `serveSubscriptions` keeps too. */
  readonly book: SubscriptionBook;
  /** Every subscription, for the watch of their nodes. */
  private readonly subs = new Set<CallerSubscription>();
  private readonly sockets = new Map<UpstreamNode, UpstreamSocket>();
  private watch: ReturnType<typeof setInterval> | undefined;

  constructor(
    /** The router's settings: the package's hooks and error reading. */
    readonly resolved: Pick<Resolved, 'hooks' | 'answers'>,
    options: GatewaySubscriptionOptions | undefined,
    readonly links: HubLinks,
  ) {
    const o = options ?? {};
    if (typeof o !== 'object' || o === null) throw new TypeError('createUpstream: subscriptions must be an object');
    this.kinds = kindsOf(resolved.hooks);
    this.credits = Object.fromEntries([...this.kinds].map(([kind, facts]) => [kind, facts.credits]));
    for (const [kind, value] of Object.entries(o.credits ?? {})) {
      if (!this.kinds.has(kind)) throw new TypeError(`createUpstream: subscriptions.credits.${kind}: not a kind (${[...this.kinds.keys()].join(', ')})`);
      this.credits[kind] = whole(`credits.${kind}`, value, 0, 0, Number.MAX_SAFE_INTEGER);
    }
    const declaredSubscribe = Object.values(resolved.hooks.subscriptions?.info ?? {}).find((f) => f.subscribe === 'eth_subscribe')?.subscribeCredits;
    this.subscribeCredits = whole('subscribeCredits', o.subscribeCredits, declaredSubscribe ?? subscriptionDefaults.subscribeCredits, 0, Number.MAX_SAFE_INTEGER);
    this.maxPerSocket = whole('maxPerSocket', o.maxPerSocket, subscriptionDefaults.maxPerSocket, 1, 100_000);
    this.maxPerKey = whole('maxPerKey', o.maxPerKey, subscriptionDefaults.maxPerKey, 1, 1_000_000);
    const poll = o.pollIntervalSeconds ?? subscriptionDefaults.pollIntervalSeconds;
    if (!(typeof poll === 'number' && poll >= 0.05 && poll <= 60)) throw new RangeError('createUpstream: subscriptions.pollIntervalSeconds must be from 0.05 to 60');
    this.pollMs = Math.round(poll * 1000);
    this.maxGap = whole('maxGapBlocks', o.maxGapBlocks, subscriptionDefaults.maxGapBlocks, 0, 1024);
    this.book = new resolved.hooks.SubscriptionBook(this.maxPerSocket, this.maxPerKey);
  }

  /** The server's `subscriptions` option. */
  option(): SubscriptionsOptions {
    return {
      methods: ['eth_subscribe', 'eth_unsubscribe'],
      credits: { eth_subscribe: this.subscribeCredits, eth_unsubscribe: 0 },
      handler: (method, params, context) => (method === 'eth_unsubscribe' ? this.unsubscribe(params, context) : this.subscribe(params, context)),
    };
  }

  /** Subscriptions open now, their caller answered (for a test or a status page). */
  get open(): number {
    let count = 0;
    for (const sub of this.subs) if (sub.started) count++;
    return count;
  }

  private async subscribe(params: unknown, context: SubscriptionContext): Promise<string> {
    const { kind, filter } = checkSubscribe(this.resolved.hooks, params, this.kinds);
    const { socket, apiKey } = context;
    // Refusals are NotServedErrors: a subscription refused is not charged.
    this.book.admit(socket, apiKey);
    const sub = new CallerSubscription(this, kind, filter, socket, apiKey, (credits) => context.charge(credits));
    this.subs.add(sub);
    // Everything the socket subscribed ends with it (the book's).
    this.book.add(sub.entry);
    this.watchNodes();
    // A call that times out (or whose socket closes) before the node answered leaves no subscription behind.
    const unlink = context.whenAborted(() => sub.end(undefined));
    try {
      await sub.start();
    } catch (error) {
      sub.end(undefined);
      throw error;
    } finally {
      unlink();
    }
    if (sub.ended) throw this.resolved.answers.outageError('the call ended before the subscription was made');
    sub.started = true;
    return sub.id;
  }

  private unsubscribe(params: unknown, context: SubscriptionContext): boolean {
    const id = Array.isArray(params) ? params[0] : undefined;
    if (!Array.isArray(params) || params.length !== 1 || typeof id !== 'string') throw new this.resolved.hooks.NotServedError(-32602, 'Invalid params: params[0]: the subscription id (a string)');
    const entry = this.book.get(context.socket, id);
    if (entry === undefined) return false;
    this.book.end(entry, undefined);
    return true;
  }

  /** A subscription ended (the book gave its counts back): no longer watched. */
  forget(sub: CallerSubscription): void {
    this.subs.delete(sub);
    if (this.subs.size === 0 && this.watch !== undefined) {
      clearInterval(this.watch);
      this.watch = undefined;
    }
  }

  /** While any subscription is open: one that is on a node marked down moves to another. */
  private watchNodes(): void {
    if (this.watch !== undefined) return;
    this.watch = setInterval(() => {
      for (const sub of this.subs) sub.checkNode();
    }, Math.min(500, this.links.healthMs));
    this.watch.unref?.();
  }

  /** A feed for `sub`'s kind on the best node: its WebSocket when it has one, else polled over HTTP. */
  async openFeed(sub: CallerSubscription, target: FeedTarget): Promise<Feed> {
    const up = this.links.nodes().filter((n) => n.up);
    const node = up.find((n) => n.wsUrl !== undefined) ?? up[0];
    if (node === undefined) throw this.resolved.answers.outageError('every upstream of the family is down');
    if (node.wsUrl !== undefined) {
      let socket = this.sockets.get(node);
      if (socket === undefined) {
        socket = new UpstreamSocket(node, node.wsUrl, this.links.limits, (done) => {
          if (this.sockets.get(node) === done) this.sockets.delete(node);
        });
        this.sockets.set(node, socket);
      }
      try {
        return await socket.subscribe(sub.filter === undefined ? [sub.kind] : [sub.kind, sub.filter], target);
      } catch (error) {
        throw this.resolved.answers.outageError(error instanceof Error ? error.message : 'the subscription failed');
      }
    }
    // Polling reads heads and logs; any other kind comes from a node's own subscription.
    if (sub.kind !== 'newHeads' && sub.kind !== 'logs') throw new this.resolved.hooks.NotServedError(-32601, `${sub.kind} needs a WebSocket upstream: no node of the pool has one`);
    const poll = new PollFeed(node, sub.kind === 'logs' ? { kind: 'logs', filter: sub.filter ?? {} } : { kind: 'newHeads' }, target, this.pollMs, Math.max(1, this.maxGap), this.links.limits.timeoutMs);
    try {
      await poll.start();
    } catch (error) {
      poll.close();
      const outage = this.resolved.answers.unavailable(error);
      if (outage !== undefined) node.down(outage);
      throw this.resolved.answers.outageError(outage ?? 'the node could not be polled');
    }
    return poll;
  }

  /** Stops every subscription (the gateway closes). */
  close(): void {
    this.book.close();
    clearInterval(this.watch);
    this.watch = undefined;
  }
}

/** The kinds served: those the spec declares on `eth_subscribe` (by the value that chooses each), or the three the
 * gateway always served when the package declares none. */
function kindsOf(hooks: PackageHooks): Map<string, KindFacts> {
  const declared = Object.entries(hooks.subscriptions?.info ?? {}).filter(([, f]) => f.subscribe === 'eth_subscribe' && typeof f.value === 'string');
  if (declared.length === 0) {
    return new Map(Object.entries(subscriptionDefaults.credits).map(([kind, credits]) => [kind, { name: kind, credits, identity: [], declared: false }]));
  }
  return new Map(declared.map(([name, f]) => [f.value as string, { name, credits: f.credits ?? subscriptionDefaults.credits[f.value as string] ?? 0, identity: f.identity, declared: true }]));
}

/**
 * `eth_subscribe`'s params checked: the kind, then its params against the spec's schemas (the package's
 * `validateSubscriptionParams`; without declarations, a `logs` filter as `eth_getLogs` takes it), and a logs filter
 * within `eth_getLogs`' limits.
 */
export function checkSubscribe(hooks: PackageHooks, params: unknown, kinds: ReadonlyMap<string, KindFacts>): { kind: SubscriptionKind; filter: Record<string, unknown> | undefined } {
  const { methodInfo, validateParams, countParams } = hooks;
  const invalid = (message: string) => new hooks.NotServedError(-32602, `Invalid params: ${message}`);
  const names = [...kinds.keys()].join(', ');
  if (!Array.isArray(params) || params.length === 0) throw invalid(`params: [kind, filter?] (${names})`);
  const [kind, filter] = params as unknown[];
  const facts = typeof kind === 'string' ? kinds.get(kind) : undefined;
  if (typeof kind !== 'string' || facts === undefined) throw invalid(`params[0]: one of ${names}`);
  if (params.length > 2) throw invalid(`params: at most 2 (${kind} and its filter)`);
  // newPendingTransactions' `false` (hashes only) is the default; full transactions are not served.
  if (kind === 'newPendingTransactions' && params.length === 2 && filter === false) return { kind, filter: undefined };
  const given = kind === 'logs' && filter === undefined ? {} : filter;
  if (kind === 'logs') {
    if (typeof given !== 'object' || given === null || Array.isArray(given)) throw invalid('params[1]: the logs filter must be an object');
    for (const field of ['fromBlock', 'toBlock', 'blockHash']) {
      if (field in given) throw invalid(`params[1].${field}: a logs subscription takes new blocks only (address and topics)`);
    }
  }
  const rest = params.length === 2 ? [given] : kind === 'logs' ? [given] : [];
  const checked = facts.declared && hooks.subscriptions !== undefined
    ? hooks.subscriptions.validateSubscriptionParams(facts.name, rest)
    : kind === 'logs'
      ? validateParams('eth_getLogs', rest)
      : rest.length === 0
        ? undefined
        : { ok: false as const, errors: [{ path: 'params[0]', message: `${kind} takes no filter` }] };
  if (checked !== undefined && !checked.ok) {
    const first = checked.errors[0];
    throw invalid(`${(first?.path ?? 'params[0]').replace(/^params\[0\]/, 'params[1]')}: ${first?.message ?? 'invalid'}`);
  }
  if (kind !== 'logs') return { kind, filter: rest.length === 0 ? undefined : (rest[0] as Record<string, unknown>) };
  const info = (methodInfo as Record<string, MethodInfo | undefined>).eth_getLogs;
  const max = info?.limits?.maxParams;
  if (max !== undefined && countParams([given], [[0, 'address'], [0, 'topics']], max) > max) throw invalid(`params[1]: more than ${max} addresses and topics in one filter`);
  return { kind, filter: given as Record<string, unknown> };
}

/** One caller's subscription. */
export class CallerSubscription implements FeedTarget {
  readonly id: string = subscriptionId();
  /** Its entry in the hub's book: the book ends it (`stop`) when its socket closes. */
  readonly entry: BookEntry;
  ended = false;
  /** Its `eth_subscribe` answered. */
  started = false;
  /** The last head delivered. */
  private last: { number: bigint; hash: string } | undefined;
  /** Heads (hash) and logs (block hash, index) delivered lately. */
  private readonly delivered = new Set<string>();
  private readonly queue: { item: unknown; bytes: number }[] = [];
  private queuedBytes = 0;
  private running = false;
  private feed: Feed | undefined;
  private reopening: ReturnType<typeof setTimeout> | undefined;
  /** A new feed is being opened. */
  private moving = false;
  private reopens = 0;

  constructor(
    private readonly hub: SubscriptionHub,
    readonly kind: SubscriptionKind,
    readonly filter: Record<string, unknown> | undefined,
    readonly socket: PushSocket,
    readonly apiKey: string,
    private readonly charge: (credits: number) => NotificationCharge | Promise<NotificationCharge>,
  ) {
    this.entry = { id: this.id, socket, apiKey, end: () => this.stop() };
  }

  async start(): Promise<void> {
    const feed = await this.hub.openFeed(this, this);
    if (this.ended) return feed.close();
    this.feed = feed;
  }

  onItem(item: unknown, bytes = 0): void {
    if (this.ended) return;
    if (this.queue.length >= maxQueued || this.queuedBytes + bytes > maxQueuedBytes) {
      return this.end({ code: -32005, message: `subscription ended: more notifications waiting to be checked and sent than ${maxQueued} or ${maxQueuedBytes} bytes` });
    }
    this.queue.push({ item, bytes });
    this.queuedBytes += bytes;
    if (!this.running) void this.run();
  }

  /** The feed failed: the subscription moves to another node (heads then catch up from the last delivered). */
  onLost(reason: string): void {
    if (this.ended) return;
    this.feed = undefined;
    this.hub.links.limits.log('subscription moved', { kind: this.kind, reason });
    this.reopen();
  }

  /** Called by the hub's watch: a feed on a node marked down is given up for another. */
  checkNode(): void {
    const feed = this.feed;
    if (feed === undefined || feed.node.up || this.ended) return;
    this.feed = undefined;
    feed.close();
    this.onLost('the node was marked down');
  }

  private reopen(): void {
    if (this.reopening !== undefined || this.moving || this.ended) return;
    const delay = this.reopens === 0 ? 0 : this.hub.links.healthMs;
    this.reopening = setTimeout(() => {
      this.reopening = undefined;
      if (this.ended) return;
      // One move at a time: a second feed would be an upstream subscription nobody ends.
      this.moving = true;
      this.hub.openFeed(this, this).then(
        (feed) => {
          this.moving = false;
          if (this.ended || this.feed !== undefined) return feed.close();
          this.feed = feed;
          this.reopens = 0;
          // Heads mined while no node was watching are read now, not at the next block.
          if (this.kind === 'newHeads' && this.last !== undefined) void this.latest(feed.node);
        },
        (error: unknown) => {
          this.moving = false;
          if (++this.reopens >= maxReopens) return this.end({ code: -32050, message: `subscription ended: no upstream could carry it (${error instanceof Error ? error.message : 'failed'})` });
          this.reopen();
        },
      );
    }, delay);
  }

  private async latest(node: UpstreamNode): Promise<void> {
    try {
      this.onItem(await node.call('eth_getBlockByNumber', ['latest', false], undefined, this.hub.links.limits.timeoutMs));
    } catch {
      // The next head fills the gap as well.
    }
  }

  private async run(): Promise<void> {
    this.running = true;
    try {
      while (this.queue.length > 0 && !this.ended) {
        const { item, bytes } = this.queue.shift()!;
        this.queuedBytes -= bytes;
        if (this.kind === 'newHeads') await this.head(item);
        else await this.deliver(item, itemKey(this.hub.kinds.get(this.kind), this.kind, item));
      }
    } catch (error) {
      this.hub.links.limits.log('subscription failed', { kind: this.kind, error: error instanceof Error ? error.message : String(error) });
      this.end({ code: -32603, message: 'subscription ended: internal error' });
    } finally {
      this.running = false;
    }
  }

  /** A head: skipped when delivered already, the gap before it filled, then delivered. */
  private async head(block: unknown): Promise<void> {
    const number = headNumber(block);
    if (number === undefined) {
      this.dropped(block, 'not a block with a number and hash');
      return;
    }
    const hash = (block as { hash: string }).hash;
    const last = this.last;
    if (last !== undefined && number <= last.number && this.delivered.has(hash)) return;
    if (last !== undefined && number > last.number + 1n) {
      const missing = number - last.number - 1n;
      if (missing > BigInt(this.hub.maxGap)) this.notice(subscriptionNotices.gap, { result: { fromBlock: hex(last.number + 1n), toBlock: hex(number - 1n) } });
      else for (let n = last.number + 1n; n < number && !this.ended; n++) if (!(await this.fill(n, number - 1n))) break;
    }
    if (!this.ended) await this.deliver(block, hash, number);
  }

  /** Reads and delivers block `n` of a gap ending at `end`; false (with a gap notice for the rest) when it cannot be read. */
  private async fill(n: bigint, end: bigint): Promise<boolean> {
    const node = this.feed?.node ?? this.hub.links.nodes().find((x) => x.up);
    let block: unknown;
    try {
      block = node === undefined ? undefined : await node.call('eth_getBlockByNumber', [hex(n), false], undefined, this.hub.links.limits.timeoutMs);
    } catch {
      block = undefined;
    }
    const number = headNumber(block);
    if (number !== n) {
      this.notice(subscriptionNotices.gap, { result: { fromBlock: hex(n), toBlock: hex(end) } });
      return false;
    }
    return this.deliver(block, (block as { hash: string }).hash, number);
  }

  /** Checks an item against its schema, charges it, and pushes it; false when it was not sent. */
  private async deliver(item: unknown, key: string | undefined, number?: bigint): Promise<boolean> {
    if (key !== undefined && this.kind !== 'newHeads' && this.delivered.has(key)) return false;
    const invalid = schemaError(this.hub.resolved.hooks, this.kind, this.hub.kinds.get(this.kind), item);
    if (invalid !== undefined) return this.dropped(item, invalid);
    const credits = this.hub.credits[this.kind];
    const charged = await this.charge(credits);
    if (this.ended) return false;
    if (charged === 'exhausted') {
      this.end({ code: this.hub.resolved.hooks.serverErrors.creditsExhausted.code, message: `subscription ended: ${this.hub.resolved.hooks.serverErrors.creditsExhausted.message}` });
      return false;
    }
    if (charged === 'unavailable') {
      this.end({ code: this.hub.resolved.hooks.serverErrors.creditStoreUnavailable.code, message: `subscription ended: ${this.hub.resolved.hooks.serverErrors.creditStoreUnavailable.message}` });
      return false;
    }
    const text = JSON.stringify({ jsonrpc: '2.0', method: 'eth_subscription', params: { subscription: this.id, result: item } });
    if (!this.socket.push(text)) {
      this.end(undefined);
      return false;
    }
    if (key !== undefined) remember(this.delivered, key);
    if (number !== undefined && key !== undefined) this.last = { number, hash: key };
    return true;
  }

  private dropped(item: unknown, reason: string): false {
    let size = 0;
    try {
      size = JSON.stringify(item)?.length ?? 0;
    } catch {
      // Unwritable: its size unknown.
    }
    this.hub.links.limits.log('notification dropped: it does not match the spec', { kind: this.kind, reason, bytes: size });
    return false;
  }

  private notice(method: string, params: Record<string, unknown>): void {
    this.socket.push(JSON.stringify({ jsonrpc: '2.0', method, params: { subscription: this.id, ...params } }));
  }

  /** Ends the subscription (with the book's ended notice to the caller when `error` is given). */
  end(error: { code: number; message: string } | undefined): void {
    if (this.ended) return;
    this.hub.book.end(this.entry, error);
    // Not in the book (ended before it was added): stopped here.
    this.stop();
  }

  /** Stops it and unsubscribes upstream; the book has given its counts back. */
  private stop(): void {
    if (this.ended) return;
    this.ended = true;
    clearTimeout(this.reopening);
    this.queue.length = 0;
    this.queuedBytes = 0;
    this.feed?.close();
    this.feed = undefined;
    this.hub.forget(this);
  }
}

/** Why `item` breaks its kind's schema; undefined when it does not. */
function schemaError({ validateResult, subscriptions }: PackageHooks, kind: SubscriptionKind, facts: KindFacts | undefined, item: unknown): string | undefined {
  if (facts?.declared === true && subscriptions !== undefined) {
    const checked = subscriptions.validateNotification(facts.name, item);
    return checked.ok ? undefined : `${checked.errors[0]?.path}: ${checked.errors[0]?.message}`;
  }
  if (kind === 'newPendingTransactions') return typeof item === 'string' && hash32.test(item) ? undefined : 'not a 32-byte hash';
  if (kind === 'logs') {
    const checked = validateResult('eth_getLogs', [item]);
    return checked.ok ? undefined : `${checked.errors[0]?.path.replace(/^result\[0\]/, 'result')}: ${checked.errors[0]?.message}`;
  }
  if (typeof item !== 'object' || item === null || Array.isArray(item)) return 'not a block';
  // geth sends a header: the body's fields (transactions, uncles, size) absent, checked as an empty body.
  const head = item as Record<string, unknown>;
  const block = 'transactions' in head && 'uncles' in head && 'size' in head ? head : { transactions: [], uncles: [], size: '0x0', ...head };
  const checked = validateResult('eth_getBlockByNumber', block);
  return checked.ok ? undefined : `${checked.errors[0]?.path}: ${checked.errors[0]?.message}`;
}

/** A head's number, when it has a number and a hash. */
function headNumber(block: unknown): bigint | undefined {
  const b = block as { number?: unknown; hash?: unknown } | null;
  if (typeof b !== 'object' || b === null || typeof b.number !== 'string' || !quantity.test(b.number) || typeof b.hash !== 'string' || !hash32.test(b.hash)) return undefined;
  return BigInt(b.number);
}

/** What identifies an item, to skip it when it comes again: the spec's identity pointers, else a log's key. */
function itemKey(facts: KindFacts | undefined, kind: SubscriptionKind, item: unknown): string | undefined {
  if (facts === undefined || facts.identity.length === 0) return kind === 'logs' ? logKey(item) : undefined;
  const at = (pointer: string): unknown => {
    let value = item;
    for (const segment of pointer === '' ? [] : pointer.slice(1).split('/')) {
      if (typeof value !== 'object' || value === null || !Object.prototype.hasOwnProperty.call(value, segment)) return null;
      value = (value as Record<string, unknown>)[segment];
    }
    return value ?? null;
  };
  try {
    return JSON.stringify(facts.identity.map(at));
  } catch {
    return undefined;
  }
}

/** A log's identity: its block and index (a removed log is another event than its adding). */
function logKey(log: unknown): string | undefined {
  const l = log as { blockHash?: unknown; logIndex?: unknown; removed?: unknown } | null;
  if (typeof l !== 'object' || l === null || typeof l.blockHash !== 'string' || typeof l.logIndex !== 'string') return undefined;
  return `${l.blockHash}:${l.logIndex}:${l.removed === true ? 'removed' : ''}`;
}

function remember(set: Set<string>, key: string): void {
  set.add(key);
  if (set.size > maxRemembered) for (const oldest of set) {
    set.delete(oldest);
    break;
  }
}

function hex(n: bigint): string {
  return `0x${n.toString(16)}`;
}

/** 16 random bytes as hex, as geth's ids. */
function subscriptionId(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  let text = '0x';
  for (const byte of bytes) text += byte.toString(16).padStart(2, '0');
  return text;
}
