// The bookkeeping every server's subscriptions need, whether the spec declares any or not: `SubscriptionBook` is
// shared by the package's own `serveSubscriptions` (engine/subscribe.ts) and any other `subscriptions` handler
// (@rpcforge/gateway's `eth_subscribe`, served for any package): ids, the per-socket and per-key caps, the end of
// everything a socket subscribed when it closes, and the notices. Internal module: use server.ts.
import { NotServedError } from './not-served.js';
import type { PushSocket } from './subscriptions.js';

/** The notices sent beside a subscription's notifications (docs/gateway.md, Notices). */
export const subscriptionNotices = { ended: 'rpcforge_subscriptionEnded', gap: 'rpcforge_subscriptionGap' } as const;

/** One subscription in the book: what it was made on, and how it ends. */
export interface BookEntry {
  readonly id: string;
  readonly socket: PushSocket;
  readonly apiKey: string;
  /** Ends it, the book having forgotten it already; `error` is sent as the ended notice. */
  end(error: { code: number; message: string } | undefined): void;
}

/**
 * The subscriptions of one server, by socket and by key: ids, the caps, the end of a socket's subscriptions with it,
 * and the ended notice. Any `subscriptions` handler may keep its subscriptions here.
 */
export class SubscriptionBook {
  private readonly bySocket = new Map<PushSocket, Map<string, BookEntry>>();
  private readonly perKey = new Map<string, number>();
  private readonly open = new Set<BookEntry>();

  constructor(
    readonly maxPerSocket = 32,
    readonly maxPerKey = 256,
  ) {
    if (!(Number.isSafeInteger(maxPerSocket) && maxPerSocket >= 1)) throw new RangeError('subscriptions: maxPerSocket must be a whole number, 1 or more');
    if (!(Number.isSafeInteger(maxPerKey) && maxPerKey >= 1)) throw new RangeError('subscriptions: maxPerKey must be a whole number, 1 or more');
  }

  /** Refuses (NotServedError -32005, uncharged) a subscription past either cap. */
  admit(socket: PushSocket, apiKey: string): void {
    if ((this.bySocket.get(socket)?.size ?? 0) >= this.maxPerSocket) throw new NotServedError(-32005, `too many subscriptions on this WebSocket: at most ${this.maxPerSocket}`);
    if ((this.perKey.get(apiKey) ?? 0) >= this.maxPerKey) throw new NotServedError(-32005, `too many subscriptions for this key: at most ${this.maxPerKey}`);
  }

  /** Records a subscription (after `admit`): it ends when its socket closes. */
  add(entry: BookEntry): void {
    let entries = this.bySocket.get(entry.socket);
    if (entries === undefined) {
      const made = new Map<string, BookEntry>();
      entries = made;
      this.bySocket.set(entry.socket, made);
      entry.socket.whenGone(() => {
        this.bySocket.delete(entry.socket);
        for (const each of [...made.values()]) this.end(each, undefined);
      });
    }
    entries.set(entry.id, entry);
    this.open.add(entry);
    this.perKey.set(entry.apiKey, (this.perKey.get(entry.apiKey) ?? 0) + 1);
    entry.socket.hold(1);
  }

  /** The subscription `id` made on `socket`, if it is open. */
  get(socket: PushSocket, id: string): BookEntry | undefined {
    return this.bySocket.get(socket)?.get(id);
  }

  /** Ends a subscription: forgotten, its counts given back, then its own `end` (with the ended notice for `error`). */
  end(entry: BookEntry, error: { code: number; message: string } | undefined): void {
    if (!this.open.delete(entry)) return;
    const entries = this.bySocket.get(entry.socket);
    if (entries?.get(entry.id) === entry) entries.delete(entry.id);
    const left = (this.perKey.get(entry.apiKey) ?? 1) - 1;
    if (left > 0) this.perKey.set(entry.apiKey, left);
    else this.perKey.delete(entry.apiKey);
    entry.socket.hold(-1);
    entry.end(error);
    if (error !== undefined) entry.socket.push(JSON.stringify({ jsonrpc: '2.0', method: subscriptionNotices.ended, params: { subscription: entry.id, error } }));
  }

  /** Subscriptions open now. */
  get size(): number {
    return this.open.size;
  }

  /** Ends every subscription (the server closes). */
  close(): void {
    for (const entries of [...this.bySocket.values()]) for (const entry of [...entries.values()]) this.end(entry, undefined);
  }
}

/** 16 random bytes as `0x` hex, as go-ethereum writes subscription ids. */
export function subscriptionId(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  let text = '0x';
  for (const byte of bytes) text += byte.toString(16).padStart(2, '0');
  return text;
}
