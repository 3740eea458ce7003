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
  /**
   * Pending deadlines by timeout (milliseconds). A timeout is not always one the options fix: the gateway gives an
   * attempt a share of what is left of its call's limit, a different number of ms nearly every time, and a client's
   * caller may compute one per call. So a queue left empty is dropped at the next tick: the map holds the timeouts
   * pending within the last tick, not every timeout ever used (15,000 of them made each tick 0.24 ms).
   */
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
  /** Distinct timeouts held (a queue each): those with a deadline pending, and those emptied since the last tick. */
  get timeouts() {
    return this.queues.size;
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
    for (const [ms, queue] of this.queues) {
      for (let deadline = queue.head; deadline !== void 0 && deadline.due <= now; deadline = queue.head) {
        queue.remove(deadline);
        try {
          deadline.owner.expire();
        } catch {
        }
      }
      if (queue.head === void 0) this.queues.delete(ms);
    }
    if (this.queues.size === 0) {
      clearInterval(this.ticker);
      this.ticker = void 0;
    }
  }
}
export {
  Deadlines
};
