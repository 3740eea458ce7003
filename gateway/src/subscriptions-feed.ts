// Where a subscription's items come from (server-gateway-subscriptions.ts): a feed on one upstream node. A node with
// a WebSocket URL is subscribed to over a socket of the gateway's own (one per node, shared by every subscription on
// it, opened on the first and closed after the last one's `eth_unsubscribe` is answered); the gateway's call client
// ignores notifications, so it cannot carry them. A node with only an HTTP URL is polled instead, at a bounded
// interval: `eth_blockNumber`, then the new head by number, or the logs of the new blocks by range (at most
// `maxGapBlocks` a query). What a node sends is hostile input: a message is at most `maxResponseBytes`, one that is
// not JSON-RPC closes the socket, a notification for no subscription is ignored, and the items of one subscription
// go to its bounded queue. A socket that drops, or a poll that fails with an outage, marks the node down and tells
// every feed on it (`onLost`): its subscriptions move to another node. 
import type { UpstreamNode } from './node.js';

/** A feed's items go to `onItem`; `onLost` is called once if the feed fails (not after `close`). */
export interface FeedTarget {
  /** One item; `bytes`: the size of the message it came in, when known (a WebSocket notification). */
  onItem(item: unknown, bytes?: number): void;
  onLost(reason: string): void;
}

/** A running feed on one node. */
export interface Feed {
  readonly node: UpstreamNode;
  /** Stops it (and unsubscribes upstream); no call of the target after. */
  close(): void;
}

/** The part of the WebSocket API the socket uses (the `ws` package's, or a global one). */
interface Socket {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  terminate?(): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  onclose: ((event: unknown) => void) | null;
}
type SocketClass = new (url: string, options?: { maxPayload?: number }) => Socket;

export interface FeedLimits {
  timeoutMs: number;
  maxResponseBytes: number;
  log: (message: string, details: Record<string, unknown>) => void;
}

/** Requests a socket may have waiting at once (subscribe and unsubscribe calls). */
const maxWaiting = 1024;

/** The gateway's subscription socket to one node: `eth_subscribe` and `eth_unsubscribe`, and the notifications. */
export class UpstreamSocket {
  private socket: Socket | undefined;
  private opening: Promise<Socket> | undefined;
  private nextId = 1;
  private readonly waiting = new Map<number, { resolve: (message: Record<string, unknown>) => void; reject: (error: Error) => void; timer: ReturnType<typeof setTimeout> }>();
  /** Upstream subscription id → its feed's target. */
  private readonly targets = new Map<string, FeedTarget>();
  /** Feeds on the socket (subscribed, or subscribing): the socket closes after the last. */
  private users = 0;

  constructor(
    readonly node: UpstreamNode,
    private readonly url: string,
    private readonly limits: FeedLimits,
    /** Called once the socket is closed and unused, so the hub forgets it. */
    private readonly retired: (socket: UpstreamSocket) => void,
  ) {}

  /** Subscribes upstream with `params` (`['newHeads']`, `['logs', filter]`, …); resolves once the node answered. */
  async subscribe(params: readonly unknown[], target: FeedTarget): Promise<Feed> {
    this.users++;
    let upstreamId: string | undefined;
    let closed = false;
    const feed: Feed = {
      node: this.node,
      close: () => {
        if (closed) return;
        closed = true;
        // Subscribed, and its socket still up: unsubscribed; lost with its socket, or still subscribing: released.
        if (upstreamId !== undefined && this.targets.delete(upstreamId)) this.unsubscribe(upstreamId);
        else if (upstreamId !== undefined) this.release();
      },
    };
    try {
      const answer = await this.request('eth_subscribe', params);
      const id = answer.result;
      if (typeof id !== 'string' || id.length === 0 || id.length > 256) throw new Error(answer.error !== undefined ? `the node refused the subscription: ${errorText(answer.error)}` : 'the node answered eth_subscribe without a subscription id');
      upstreamId = id;
      if (closed) {
        // Ended while the node answered: the node's subscription must not outlive it.
        this.unsubscribe(id);
        return feed;
      }
      this.targets.set(id, target);
      return feed;
    } catch (error) {
      closed = true;
      this.release();
      throw error;
    }
  }

  private unsubscribe(id: string): void {
    // The node stops sending, then the socket may close: released once it answered (or failed to).
    this.request('eth_unsubscribe', [id]).then(
      () => this.release(),
      () => this.release(),
    );
  }

  private release(): void {
    if (--this.users > 0) return;
    const socket = this.socket;
    this.socket = undefined;
    if (socket !== undefined) closeSocket(socket);
    this.retired(this);
  }

  private async request(method: string, params: readonly unknown[]): Promise<Record<string, unknown>> {
    if (this.waiting.size >= maxWaiting) throw new Error(`more than ${maxWaiting} subscription calls waiting on one node`);
    const socket = await this.open();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiting.delete(id);
        reject(new Error(`${method}: no answer within ${this.limits.timeoutMs} ms`));
      }, this.limits.timeoutMs);
      this.waiting.set(id, { resolve, reject, timer });
      try {
        socket.send(JSON.stringify({ jsonrpc: '2.0', id, method, params }));
      } catch (error) {
        clearTimeout(timer);
        this.waiting.delete(id);
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
  }

  private open(): Promise<Socket> {
    if (this.socket !== undefined && this.socket.readyState === 1) return Promise.resolve(this.socket);
    this.opening ??= this.connect().finally(() => (this.opening = undefined));
    return this.opening;
  }

  private async connect(): Promise<Socket> {
    const Class = ((await this.node.options.hooks.webSocket()) ?? (globalThis as { WebSocket?: unknown }).WebSocket) as SocketClass | undefined;
    if (Class === undefined) throw new Error('no WebSocket implementation (install the ws package)');
    return new Promise<Socket>((resolve, reject) => {
      const socket = new Class(this.url, { maxPayload: this.limits.maxResponseBytes });
      let opened = false;
      socket.onopen = () => {
        opened = true;
        this.socket = socket;
        resolve(socket);
      };
      socket.onerror = () => undefined;
      socket.onmessage = (event) => {
        try {
          this.receive(socket, event.data);
        } catch (error) {
          this.fail(socket, `handling a message failed: ${error instanceof Error ? error.message : String(error)}`);
        }
      };
      socket.onclose = () => {
        if (!opened) reject(new Error('could not open the subscription WebSocket'));
        this.fail(socket, 'the subscription WebSocket closed');
      };
    });
  }

  private receive(socket: Socket, data: unknown): void {
    const text = typeof data === 'string' ? data : new TextDecoder().decode(data as ArrayBuffer | Uint8Array);
    let message: unknown;
    try {
      message = JSON.parse(text);
    } catch {
      return this.fail(socket, 'the node sent a message that is not JSON');
    }
    const m = message as Record<string, unknown> | null;
    if (typeof m !== 'object' || m === null || Array.isArray(m)) return this.fail(socket, 'the node sent a message that is not a JSON-RPC object');
    if (m.method === 'eth_subscription') {
      const params = m.params as { subscription?: unknown; result?: unknown } | null;
      const target = typeof params?.subscription === 'string' ? this.targets.get(params.subscription) : undefined;
      // A late notification of a subscription just ended is no fault.
      if (target !== undefined && params !== null && 'result' in params) target.onItem(params.result, text.length);
      return;
    }
    const waiter = typeof m.id === 'number' ? this.waiting.get(m.id) : undefined;
    if (waiter === undefined) return;
    this.waiting.delete(m.id as number);
    clearTimeout(waiter.timer);
    waiter.resolve(m);
  }

  /** The socket failed: every waiting call fails, every feed on it is lost, and the node is marked down. */
  private fail(socket: Socket, reason: string): void {
    if (this.socket !== undefined && this.socket !== socket) return;
    const wasOpen = this.socket === socket;
    this.socket = undefined;
    closeSocket(socket);
    for (const [id, waiter] of this.waiting) {
      clearTimeout(waiter.timer);
      waiter.reject(new Error(reason));
      this.waiting.delete(id);
    }
    const targets = [...this.targets.values()];
    this.targets.clear();
    if (wasOpen && this.users > 0) this.node.down(reason);
    for (const target of targets) target.onLost(reason);
  }
}

function closeSocket(socket: Socket): void {
  try {
    if (typeof socket.terminate === 'function' && socket.readyState !== 1) socket.terminate();
    else socket.close(1000, 'done');
  } catch {
    // Closing a socket that failed already.
  }
}

function errorText(error: unknown): string {
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? message.slice(0, 200) : 'an error';
}

/** What a poll feed asks for. */
export type PollKind = { kind: 'newHeads' } | { kind: 'logs'; filter: Record<string, unknown> };

/**
 * A feed on a node with only an HTTP URL: polls `eth_blockNumber` every `intervalMs`; each new block goes to the
 * target by number, in order, or the new blocks' logs, each log.
 */
export class PollFeed implements Feed {
  private timer: ReturnType<typeof setInterval> | undefined;
  private busy = false;
  private closed = false;
  /** The highest block polled. */
  private seen = -1n;

  constructor(
    readonly node: UpstreamNode,
    private readonly what: PollKind,
    private readonly target: FeedTarget,
    private readonly intervalMs: number,
    private readonly maxGapBlocks: number,
    private readonly timeoutMs: number,
  ) {}

  /** Reads the current head (what is new starts after it), then polls. */
  async start(): Promise<void> {
    this.seen = await this.blockNumber();
    this.timer = setInterval(() => void this.tick(), this.intervalMs);
  }

  close(): void {
    this.closed = true;
    clearInterval(this.timer);
  }

  private async blockNumber(): Promise<bigint> {
    const value = await this.node.call('eth_blockNumber', [], undefined, this.timeoutMs);
    if (typeof value !== 'string' || !/^0x[0-9a-fA-F]{1,16}$/.test(value)) throw new Error('the node answered eth_blockNumber with no block number');
    return BigInt(value);
  }

  private async tick(): Promise<void> {
    if (this.busy || this.closed) return;
    this.busy = true;
    try {
      const head = await this.blockNumber();
      if (this.closed || head <= this.seen) return;
      if (this.what.kind === 'newHeads') {
        // Every block since the last poll, by number (at most maxGapBlocks a poll; the rest at the next).
        const last = head - this.seen > BigInt(this.maxGapBlocks) ? this.seen + BigInt(this.maxGapBlocks) : head;
        for (let n = this.seen + 1n; n <= last && !this.closed; n++) {
          const block = await this.node.call('eth_getBlockByNumber', [`0x${n.toString(16)}`, false], undefined, this.timeoutMs);
          this.seen = n;
          if (!this.closed) this.target.onItem(block);
        }
        return;
      }
      const from = this.seen + 1n;
      const to = head - from >= BigInt(this.maxGapBlocks) ? from + BigInt(this.maxGapBlocks) - 1n : head;
      const logs = await this.node.call('eth_getLogs', [{ ...this.what.filter, fromBlock: `0x${from.toString(16)}`, toBlock: `0x${to.toString(16)}` }], undefined, this.timeoutMs);
      this.seen = to;
      if (!Array.isArray(logs)) throw new Error('the node answered eth_getLogs with no list');
      for (const log of logs) if (!this.closed) this.target.onItem(log);
    } catch (error) {
      const outage = this.node.options.answers.unavailable(error);
      if (outage === undefined || this.closed) return;
      this.close();
      this.node.down(outage);
      this.target.onLost(outage);
    } finally {
      this.busy = false;
    }
  }
}
