class Deadlines {
  /** @param resolution ms between ticks: how late a deadline may expire (twice this at most). */
  constructor(resolution = 20) {
    this.resolution = resolution;
  }
  resolution;
  /** Pending deadlines by timeout (milliseconds). Bounded: one entry per distinct timeout, which the options fix. */
  queues = /* @__PURE__ */ new Map();
  ticker;
  /** The clock as last read (monotonic, ms): by the last tick, or when the ticker started. */
  now = 0;
  /** A deadline `ms` from now. */
  add(ms, expire) {
    if (this.ticker === void 0) this.start();
    let queue = this.queues.get(ms);
    if (queue === void 0) {
      queue = /* @__PURE__ */ new Set();
      this.queues.set(ms, queue);
    }
    const deadline = { due: this.now + ms + this.resolution, queue, expire };
    queue.add(deadline);
    return deadline;
  }
  /** Forgets a deadline that was met. */
  delete(deadline) {
    deadline.queue.delete(deadline);
  }
  /** Stops the ticker (pending deadlines never expire): for a server that closed. */
  stop() {
    clearInterval(this.ticker);
    this.ticker = void 0;
    this.queues.clear();
  }
  start() {
    this.now = performance.now();
    this.ticker = setInterval(() => this.tick(), this.resolution);
    this.ticker.unref?.();
  }
  tick() {
    this.now = performance.now();
    for (const queue of this.queues.values()) {
      for (const deadline of queue) {
        if (deadline.due > this.now) break;
        queue.delete(deadline);
        try {
          deadline.expire();
        } catch {
        }
      }
    }
    let pending = false;
    for (const queue of this.queues.values()) if (queue.size > 0) pending = true;
    if (!pending) {
      clearInterval(this.ticker);
      this.ticker = void 0;
    }
  }
}
export {
  Deadlines
};
