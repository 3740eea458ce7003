class SocketPush {
  constructor(link, gone, maxBuffered) {
    this.link = link;
    this.gone = gone;
    this.maxBuffered = maxBuffered;
  }
  link;
  gone;
  maxBuffered;
  /** Subscriptions open on the socket: while there is one the socket is not idle (it may rightly send nothing). */
  held = 0;
  push(text) {
    if (this.gone.aborted || !this.link.open()) return false;
    const size = Buffer.byteLength(text);
    if (this.link.backlog() + size > this.maxBuffered || this.link.serverOver()) {
      this.link.giveUp();
      return false;
    }
    this.link.send(text, size);
    return true;
  }
  hold(delta) {
    this.held = Math.max(0, this.held + delta);
  }
  whenGone(listener) {
    const signal = this.gone;
    if (signal.aborted) {
      listener(signal.reason);
      return () => void 0;
    }
    const onAbort = () => listener(signal.reason);
    signal.addEventListener("abort", onAbort, { once: true });
    return () => signal.removeEventListener("abort", onAbort);
  }
}
export {
  SocketPush
};
