// Deadlines kept by one timer. Setting and clearing a Node timer for every call costs about as much as the rest of a
// call's bookkeeping in the server core; here a deadline is an entry in a Set, and one timer is armed for the
// earliest. Things with the same timeout end in the order they started, so each timeout keeps its own Set, oldest
// first, and only the heads of the Sets are ever looked at. Used by the node:http transport (the call timeouts of
// its engine and the request-body deadline). A host whose timers belong to one request (a worker) keeps a timer per
// call instead. Internal module: use server.ts.

/** One pending deadline: `expire` runs when it passes, unless it was deleted first. */
export interface Deadline {
  readonly due: number;
  readonly queue: Set<Deadline>;
  readonly expire: () => void;
}

/** What the server core needs of the deadlines (structural: the core may be typed from another copy of the package). */
export interface DeadlineKeeper {
  add(ms: number, expire: () => void): Deadline;
  delete(deadline: Deadline): void;
}

export class Deadlines implements DeadlineKeeper {
  /** Pending deadlines by timeout (milliseconds). Bounded: one entry per distinct timeout, which the options fix. */
  private readonly queues = new Map<number, Set<Deadline>>();
  private timer: ReturnType<typeof setTimeout> | undefined;
  /** When the timer fires; Infinity when none is armed. */
  private armedFor = Number.POSITIVE_INFINITY;

  /** A deadline `ms` from now (monotonic clock: a change of the wall clock moves no deadline). */
  add(ms: number, expire: () => void): Deadline {
    let queue = this.queues.get(ms);
    if (queue === undefined) {
      queue = new Set();
      this.queues.set(ms, queue);
    }
    const deadline: Deadline = { due: performance.now() + ms, queue, expire };
    queue.add(deadline);
    if (deadline.due < this.armedFor) this.arm(deadline.due);
    return deadline;
  }

  /** Forgets a deadline that was met. Its timer is left armed: it finds nothing due and is armed for the next head. */
  delete(deadline: Deadline): void {
    deadline.queue.delete(deadline);
  }

  /** Stops the timer (pending deadlines never expire): for a server that closed. */
  stop(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.armedFor = Number.POSITIVE_INFINITY;
    this.queues.clear();
  }

  private arm(due: number): void {
    clearTimeout(this.timer);
    this.armedFor = due;
    this.timer = setTimeout(() => this.fire(), Math.max(0, Math.ceil(due - performance.now())));
    // The timer never keeps the process alive by itself: the server's sockets do while calls are in flight.
    (this.timer as { unref?: () => void }).unref?.();
  }

  private fire(): void {
    this.timer = undefined;
    this.armedFor = Number.POSITIVE_INFINITY;
    const now = performance.now();
    let next = Number.POSITIVE_INFINITY;
    for (const queue of this.queues.values()) {
      for (const deadline of queue) {
        if (deadline.due > now) {
          if (deadline.due < next) next = deadline.due;
          break;
        }
        queue.delete(deadline);
        try {
          deadline.expire();
        } catch {
          // An expiry that throws must not keep the others from expiring.
        }
      }
    }
    if (next !== Number.POSITIVE_INFINITY && next < this.armedFor) this.arm(next);
  }
}
