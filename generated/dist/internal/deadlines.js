class Queue {
  head;
  tail;
  push(deadline) {
    deadline.prev = this.tail;
    if (this.tail === void 0) this.head = deadline;
    else this.tail.next = deadline;
    this.tail = deadline;
  }
  remove(deadline) {
    const { prev, next } = deadline;
    if (prev === void 0) this.head = next;
    else prev.next = next;
    if (next === void 0) this.tail = prev;
    else next.prev = prev;
    deadline.prev = deadline.next = void 0;
    deadline.queue = void 0;
  }
}
class Deadline {
  constructor(due, queue, owner) {
    this.due = due;
    this.queue = queue;
    this.owner = owner;
  }
  due;
  queue;
  owner;
  prev;
  next;
}
class Deadlines {
  /** @param resolution ms between ticks: how late a deadline may expire on an idle event loop. */
  constructor(resolution = 20) {
    this.resolution = resolution;
  }
  resolution;
  /** Pending deadlines by timeout (milliseconds). Bounded: one entry per distinct timeout, which the options fix. */
  queues = /* @__PURE__ */ new Map();
  ticker;
  /** A deadline `ms` from now. */
  add(ms, owner) {
    if (this.ticker === void 0) this.start();
    let queue = this.queues.get(ms);
    if (queue === void 0) {
      queue = new Queue();
      this.queues.set(ms, queue);
    }
    const deadline = new Deadline(performance.now() + ms, queue, owner);
    queue.push(deadline);
    return deadline;
  }
  /** Forgets a deadline that was met (nothing, for one that expired or was forgotten already). */
  delete(deadline) {
    deadline.queue?.remove(deadline);
  }
  /** Stops the ticker (pending deadlines never expire): for a server that closed. */
  stop() {
    clearInterval(this.ticker);
    this.ticker = void 0;
    this.queues.clear();
  }
  start() {
    this.ticker = setInterval(() => this.tick(), this.resolution);
    this.ticker.unref?.();
  }
  tick() {
    const now = performance.now();
    for (const queue of this.queues.values()) {
      for (let deadline = queue.head; deadline !== void 0 && deadline.due <= now; deadline = queue.head) {
        queue.remove(deadline);
        try {
          deadline.owner.expire();
        } catch {
        }
      }
    }
    let pending = false;
    for (const queue of this.queues.values()) if (queue.head !== void 0) pending = true;
    if (!pending) {
      clearInterval(this.ticker);
      this.ticker = void 0;
    }
  }
}
export {
  Deadlines
};
