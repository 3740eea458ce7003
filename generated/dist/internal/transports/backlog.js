class Watch {
  constructor(backlog, socket) {
    this.backlog = backlog;
    this.socket = socket;
  }
  backlog;
  socket;
  /** Its bytes as last counted into the total. */
  bytes = 0;
  /** performance.now() when it became stuck; undefined while it is not. */
  since;
  deadline;
  expire() {
    this.deadline = void 0;
    this.backlog.check(this);
  }
}
class WriteBacklog {
  constructor(bounds, deadlines, onDrop) {
    this.bounds = bounds;
    this.deadlines = deadlines;
    this.onDrop = onDrop;
    this.checkMs = Math.max(20, Math.min(1e3, Math.floor(bounds.drainMs / 4)));
  }
  bounds;
  deadlines;
  onDrop;
  /** Unread bytes of the whole server: the HTTP connections' (as last counted) and the WebSockets' backlogs. */
  total = 0;
  watched = /* @__PURE__ */ new Map();
  /** Sockets with the close listener that forgets their watch. */
  listening = /* @__PURE__ */ new WeakSet();
  checkMs;
  /** Whether the server holds more unread answers than `maxQueuedBytes`: then no new answer should be built. */
  get over() {
    if (this.total <= this.bounds.total) return false;
    for (const watch of this.watched.values()) this.recount(watch);
    return this.total > this.bounds.total;
  }
  /** A watched connection's bytes counted again; forgotten once the kernel took them all. */
  recount(watch) {
    const left = watch.socket.destroyed ? 0 : watch.socket.writableLength;
    this.total += left - watch.bytes;
    watch.bytes = left;
    if (left === 0) this.forget(watch);
  }
  /** Bytes held now, as last counted. */
  get queued() {
    return this.total;
  }
  /** WebSocket replies handed to `ws` (`add`) and written to the socket (`remove`). */
  add(bytes) {
    this.total += bytes;
  }
  remove(bytes) {
    this.total -= bytes;
  }
  /**
   * After an answer was written to `socket`: what the kernel did not take at once is counted, and the connection
   * watched until it is taken. The usual answer is taken whole (nothing to do: two property reads).
   */
  wrote(socket) {
    if (socket === null || socket.destroyed) return;
    if (this.watched.size === 0 && socket.writableLength === 0) return;
    let watch = this.watched.get(socket);
    if (watch === void 0) {
      if (socket.writableLength === 0) return;
      watch = new Watch(this, socket);
      this.watched.set(socket, watch);
      if (!this.listening.has(socket)) {
        this.listening.add(socket);
        socket.once("close", () => {
          const closed = this.watched.get(socket);
          if (closed !== void 0) this.forget(closed);
        });
      }
    }
    this.check(watch);
  }
  /** Counts a watched connection again, and destroys it when it has been stuck for the drain timeout. */
  check(watch) {
    const { socket } = watch;
    this.recount(watch);
    const left = watch.bytes;
    if (left === 0) return;
    const stuck = left > this.bounds.perConnection || this.total > this.bounds.total;
    const now = performance.now();
    if (!stuck) watch.since = void 0;
    else if (watch.since === void 0) watch.since = now;
    else if (now - watch.since >= this.bounds.drainMs) {
      this.forget(watch);
      socket.destroy();
      this.onDrop(left);
      return;
    }
    if (watch.deadline === void 0) watch.deadline = this.deadlines.add(this.checkMs, watch);
  }
  forget(watch) {
    if (this.watched.get(watch.socket) !== watch) return;
    this.watched.delete(watch.socket);
    this.total -= watch.bytes;
    watch.bytes = 0;
    if (watch.deadline !== void 0) this.deadlines.delete(watch.deadline);
    watch.deadline = void 0;
  }
}
class TurnBudget {
  constructor(bytes) {
    this.bytes = bytes;
  }
  bytes;
  spent = 0;
  reset = () => {
    this.spent = 0;
  };
  /** Whether this turn has built its share: the next answer should `wait`. */
  get spentUp() {
    return this.spent >= this.bytes;
  }
  /** Counts an answer of `length` characters built in this turn. */
  spend(length) {
    if (this.spent === 0) setImmediate(this.reset);
    this.spent += length;
  }
  /** Runs `answer` in a later turn: after this turn's I/O, the one after when that turn is spent up too. */
  wait(answer) {
    setImmediate(answer);
  }
}
export {
  TurnBudget,
  WriteBacklog
};
