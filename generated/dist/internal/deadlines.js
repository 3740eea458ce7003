class Deadlines {
  /** Pending deadlines by timeout (milliseconds). Bounded: one entry per distinct timeout, which the options fix. */
  queues = /* @__PURE__ */ new Map();
  timer;
  /** When the timer fires; Infinity when none is armed. */
  armedFor = Number.POSITIVE_INFINITY;
  /** A deadline `ms` from now (monotonic clock: a change of the wall clock moves no deadline). */
  add(ms, expire) {
    let queue = this.queues.get(ms);
    if (queue === void 0) {
      queue = /* @__PURE__ */ new Set();
      this.queues.set(ms, queue);
    }
    const deadline = { due: performance.now() + ms, queue, expire };
    queue.add(deadline);
    if (deadline.due < this.armedFor) this.arm(deadline.due);
    return deadline;
  }
  /** Forgets a deadline that was met. Its timer is left armed: it finds nothing due and is armed for the next head. */
  delete(deadline) {
    deadline.queue.delete(deadline);
  }
  /** Stops the timer (pending deadlines never expire): for a server that closed. */
  stop() {
    clearTimeout(this.timer);
    this.timer = void 0;
    this.armedFor = Number.POSITIVE_INFINITY;
    this.queues.clear();
  }
  arm(due) {
    clearTimeout(this.timer);
    this.armedFor = due;
    this.timer = setTimeout(() => this.fire(), Math.max(0, Math.ceil(due - performance.now())));
    this.timer.unref?.();
  }
  fire() {
    this.timer = void 0;
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
        }
      }
    }
    if (next !== Number.POSITIVE_INFINITY && next < this.armedFor) this.arm(next);
  }
}
export {
  Deadlines
};
