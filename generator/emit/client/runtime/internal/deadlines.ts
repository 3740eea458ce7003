// Deadlines kept by one coarse clock, for the server's node:http transport (the call timeouts of its engine, the
// request-body deadline) and for the client's long timeouts on Node (transport.ts watch). Setting and clearing a Node
// timer for every call costs as much as the rest of a call's bookkeeping in the server's engine, and more than
// anything else of the client's besides the request itself in a gateway forwarding one call at a time; here a
// deadline is a link in a list, stamped with the time it is set, and one interval timer looks at the lists every
// `resolution` ms while anything is pending. Things with the same timeout end in the order they started, so each
// timeout keeps its own list, oldest first, and a tick looks only at the heads. A deadline never expires early (its
// stamp is read when it is set: a busy event loop holds ticks back, and the last tick's time could be far behind) and
// at most a tick late (plus whatever delays the event loop). A host whose timers belong to one request (a worker)
// keeps a timer per call instead. One module for both runtimes: a package with a server and no client carries it
// with the server. Internal module.

/**
 * What a deadline ends: its `expire` runs when the deadline passes, unless the deadline was deleted first. An object
 * with a method rather than a callback, so that the call or request it belongs to is its own expiry and setting a
 * deadline makes no closure.
 */
export interface Expiring {
  expire(): void;
}

/**
 * What the engine needs of deadlines: `add` returns a handle that `delete` takes back. Structural (the engine may
 * be typed from another copy of the package), and also met by a plain timer per call (`setTimeout`/`clearTimeout`).
 */
export interface DeadlineKeeper {
  add(ms: number, owner: Expiring): unknown;
  delete(handle: unknown): void;
}

/** The deadlines of one timeout, oldest first: a doubly linked list, so that a deadline met is unlinked in O(1). */
class Queue {
  head: Deadline | undefined;
  tail: Deadline | undefined;

  push(deadline: Deadline): void {
    deadline.prev = this.tail;
    if (this.tail === undefined) this.head = deadline;
    else this.tail.next = deadline;
    this.tail = deadline;
  }

  remove(deadline: Deadline): void {
    const { prev, next } = deadline;
    if (prev === undefined) this.head = next;
    else prev.next = next;
    if (next === undefined) this.tail = prev;
    else next.prev = prev;
    deadline.prev = deadline.next = undefined;
    deadline.queue = undefined;
  }
}

/** One pending deadline: a link of its timeout's queue until it is met or expires. */
class Deadline {
  prev: Deadline | undefined;
  next: Deadline | undefined;

  constructor(
    readonly due: number,
    /** Undefined once the deadline is met or has expired. */
    public queue: Queue | undefined,
    readonly owner: Expiring,
  ) {}
}

export type { Deadline };

export class Deadlines implements DeadlineKeeper {
  /**
   * Pending deadlines by timeout (milliseconds). A timeout is not always one the options fix: the gateway gives an
   * attempt a share of what is left of its call's limit, a different number of ms nearly every time, and a client's
   * caller may compute one per call. So a queue left empty is dropped at the next tick: the map holds the timeouts
   * pending within the last tick, not every timeout ever used (15,000 of them made each tick 0.24 ms).
   */
  private readonly queues = new Map<number, Queue>();
  private ticker: ReturnType<typeof setInterval> | undefined;
  /** @param resolution ms between ticks: how late a deadline may expire on an idle event loop. */
  constructor(private readonly resolution = 20) {}

  /** A deadline `ms` from now. */
  add(ms: number, owner: Expiring): Deadline {
    if (this.ticker === undefined) this.start();
    let queue = this.queues.get(ms);
    if (queue === undefined) {
      queue = new Queue();
      this.queues.set(ms, queue);
    }
    const deadline = new Deadline(performance.now() + ms, queue, owner);
    queue.push(deadline);
    return deadline;
  }

  /** Distinct timeouts held (a queue each): those with a deadline pending, and those emptied since the last tick. */
  get timeouts(): number {
    return this.queues.size;
  }

  /** Forgets a deadline that was met (nothing, for one that expired or was forgotten already). */
  delete(deadline: unknown): void {
    (deadline as Deadline).queue?.remove(deadline as Deadline);
  }

  /** Stops the ticker (pending deadlines never expire): for a server that closed. */
  stop(): void {
    clearInterval(this.ticker);
    this.ticker = undefined;
    this.queues.clear();
  }

  private start(): void {
    this.ticker = setInterval(() => this.tick(), this.resolution);
    // The ticker never keeps the process alive by itself: the sockets of the calls it times do, the server's and the
    // client's, while the calls are in flight.
    (this.ticker as { unref?: () => void }).unref?.();
  }

  private tick(): void {
    const now = performance.now();
    for (const [ms, queue] of this.queues) {
      for (let deadline = queue.head; deadline !== undefined && deadline.due <= now; deadline = queue.head) {
        queue.remove(deadline);
        try {
          deadline.owner.expire();
        } catch {
          // An expiry that throws must not keep the others from expiring.
        }
      }
      // Deleting the entry being visited is safe in a Map's iteration; an expiry that added a deadline of this
      // timeout left it a head, and one of a new timeout made an entry this loop still visits.
      if (queue.head === undefined) this.queues.delete(ms);
    }
    // Idle: no ticking until the next deadline is added. Counted after the expiries,
    // which may have added deadlines.
    if (this.queues.size === 0) {
      clearInterval(this.ticker);
      this.ticker = undefined;
    }
  }
}
