// The answers the node:http transport has written and its clients have not read yet. A client that sends and never
// reads leaves each answer in the server's memory (the kernel takes a few hundred KB, node:http holds the rest), and
// nothing in node:http ever lets it go: 100 such sockets asking for a 12 MB batch answer each held 1.3 GB. This
// keeps the count per connection and for the whole server (with the WebSocket replies not yet sent, which the
// WebSocket side adds), destroys connections stuck past `httpDrainTimeoutSeconds`, and tells the transport when the
// whole is over `maxQueuedBytes`, so that it answers 503 rather than build more. Internal module: use server.ts.
import type { Socket } from 'node:net';
import type { DeadlineKeeper, Expiring } from '../deadlines.js';

export interface BacklogBounds {
  /** `httpMaxQueuedBytes`: unread bytes past which an HTTP connection is stuck. */
  perConnection: number;
  /** `maxQueuedBytes`: unread bytes of the whole server past which new requests are refused. */
  total: number;
  /** `httpDrainTimeoutSeconds` in ms: how long a connection may stay stuck. */
  drainMs: number;
}

/** One HTTP connection with answer bytes the kernel has not taken: rechecked every `checkMs` until it has none. */
class Watch implements Expiring {
  /** Its bytes as last counted into the total. */
  bytes = 0;
  /** performance.now() when it became stuck; undefined while it is not. */
  since: number | undefined;
  deadline: unknown;

  constructor(
    private readonly backlog: WriteBacklog,
    readonly socket: Socket,
  ) {}

  expire(): void {
    this.deadline = undefined;
    this.backlog.check(this);
  }
}

export class WriteBacklog {
  /** Unread bytes of the whole server: the HTTP connections' (as last counted) and the WebSockets' backlogs. */
  private total = 0;
  private readonly watched = new Map<Socket, Watch>();
  /** Sockets with the close listener that forgets their watch. */
  private readonly listening = new WeakSet<Socket>();
  private readonly checkMs: number;

  constructor(
    private readonly bounds: BacklogBounds,
    private readonly deadlines: DeadlineKeeper,
    private readonly onDrop: (queuedBytes: number) => void,
  ) {
    // Often enough that a stuck connection goes at most a quarter of the timeout late, at most once a second.
    this.checkMs = Math.max(20, Math.min(1000, Math.floor(bounds.drainMs / 4)));
  }

  /** Whether the server holds more unread answers than `maxQueuedBytes`: then no new answer should be built. */
  get over(): boolean {
    if (this.total <= this.bounds.total) return false;
    // The connections were counted up to `checkMs` ago: count them again before refusing, since their clients may
    // have read since (only while over the total, and at most one pass over the watched connections).
    for (const watch of this.watched.values()) this.recount(watch);
    return this.total > this.bounds.total;
  }

  /** A watched connection's bytes counted again; forgotten once the kernel took them all. */
  private recount(watch: Watch): void {
    const left = watch.socket.destroyed ? 0 : watch.socket.writableLength;
    this.total += left - watch.bytes;
    watch.bytes = left;
    if (left === 0) this.forget(watch);
  }

  /** Bytes held now, as last counted. */
  get queued(): number {
    return this.total;
  }

  /** WebSocket replies handed to `ws` (`add`) and written to the socket (`remove`). */
  add(bytes: number): void {
    this.total += bytes;
  }

  remove(bytes: number): void {
    this.total -= bytes;
  }

  /**
   * After an answer was written to `socket`: what the kernel did not take at once is counted, and the connection
   * watched until it is taken. The usual answer is taken whole (nothing to do: two property reads).
   */
  wrote(socket: Socket | null): void {
    if (socket === null || socket.destroyed) return;
    // The usual case: nothing watched, and the kernel took the whole answer.
    if (this.watched.size === 0 && socket.writableLength === 0) return;
    let watch = this.watched.get(socket);
    if (watch === undefined) {
      if (socket.writableLength === 0) return;
      watch = new Watch(this, socket);
      this.watched.set(socket, watch);
      // One listener per socket, however often a keep-alive connection is watched again.
      if (!this.listening.has(socket)) {
        this.listening.add(socket);
        socket.once('close', () => {
          const closed = this.watched.get(socket);
          if (closed !== undefined) this.forget(closed);
        });
      }
    }
    this.check(watch);
  }

  /** Counts a watched connection again, and destroys it when it has been stuck for the drain timeout. */
  check(watch: Watch): void {
    const { socket } = watch;
    this.recount(watch);
    const left = watch.bytes;
    if (left === 0) return;
    // A connection over its own cap is stuck; while the server is over its total, any that holds unread answers is,
    // or a crowd of connections each under its cap could hold the total (and every other caller's 503s) for ever.
    const stuck = left > this.bounds.perConnection || this.total > this.bounds.total;
    const now = performance.now();
    if (!stuck) watch.since = undefined;
    else if (watch.since === undefined) watch.since = now;
    else if (now - watch.since >= this.bounds.drainMs) {
      this.forget(watch);
      socket.destroy();
      this.onDrop(left);
      return;
    }
    if (watch.deadline === undefined) watch.deadline = this.deadlines.add(this.checkMs, watch);
  }

  private forget(watch: Watch): void {
    if (this.watched.get(watch.socket) !== watch) return;
    this.watched.delete(watch.socket);
    this.total -= watch.bytes;
    watch.bytes = 0;
    if (watch.deadline !== undefined) this.deadlines.delete(watch.deadline);
    watch.deadline = undefined;
  }
}

/**
 * The answer bytes built in one turn of the event loop. Building a large answer holds the loop for as long as it
 * takes (joining and encoding a 13 MB batch answer took about 130 ms on two cores), and node:http hands over every
 * request that arrived in a turn at once: 100 batches each asking for the OpenRPC document 100 times held the loop
 * 680 ms, /healthz waiting behind them. Past `bytes` in a turn, an answer waits for a later turn (`wait`), so that
 * the loop's timers and other connections run between large answers. An answer is always built in a fresh turn,
 * however large.
 */
export class TurnBudget {
  private spent = 0;
  private readonly reset = (): void => {
    this.spent = 0;
  };

  constructor(private readonly bytes: number) {}

  /** Whether this turn has built its share: the next answer should `wait`. */
  get spentUp(): boolean {
    return this.spent >= this.bytes;
  }

  /** Counts an answer of `length` characters built in this turn. */
  spend(length: number): void {
    // The reset is queued before any answer that waits (one waits only once something was spent), so it runs first.
    if (this.spent === 0) setImmediate(this.reset);
    this.spent += length;
  }

  /** Runs `answer` in a later turn: after this turn's I/O, the one after when that turn is spent up too. */
  wait(answer: () => void): void {
    setImmediate(answer);
  }
}
