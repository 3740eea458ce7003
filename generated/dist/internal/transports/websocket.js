import { serverErrors } from "../engine/options.js";
import { errorBody } from "./fetch.js";
import { SocketPush } from "./push.js";
const maxInFlight = 256;
const idleClose = { code: 1e3, reason: "idle timeout" };
const backlogClose = { code: 1008, reason: "reply backlog not read" };
const answersNotReadBody = errorBody(serverErrors.answersNotRead.code, serverErrors.answersNotRead.message);
function serveSocket(engine, bounds, deadlines, total, live, ws, apiKey, route, address) {
  new SocketConnection(engine, bounds, deadlines, total, live, ws, apiKey, route, address).start();
}
class SocketConnection {
  constructor(engine, bounds, deadlines, total, live, ws, apiKey, route, address) {
    this.engine = engine;
    this.bounds = bounds;
    this.deadlines = deadlines;
    this.total = total;
    this.live = live;
    this.ws = ws;
    this.apiKey = apiKey;
    this.route = route;
    this.address = address;
    const link = { open: () => ws.readyState === ws.OPEN, backlog: () => this.backlog, serverOver: () => total.over, send: (text, size) => (this.queue(text, size), this.regulate()), giveUp: () => this.giveUp() };
    this.push = new SocketPush(link, this.controller.signal, bounds.wsMaxBuffered);
  }
  engine;
  bounds;
  deadlines;
  total;
  live;
  ws;
  apiKey;
  route;
  address;
  /** Aborts the calls still running when the connection closes. */
  controller = new AbortController();
  inFlight = 0;
  /** Bytes of the messages being answered. */
  pendingBytes = 0;
  /** Bytes of replies not yet handed to the kernel. */
  backlog = 0;
  closed = false;
  drainTimer;
  killTimer;
  /** Shutting down: read no more, close with 1001 once the calls in flight are answered. */
  draining = false;
  idle;
  /** The connection as the graceful shutdown sees it. */
  entry = {
    drain: () => {
      this.draining = true;
      this.ws.pause();
      this.closeIfDrained();
    },
    terminate: () => this.ws.terminate()
  };
  /** The calls' abort source and the subscriptions' push channel (transports/push.ts). */
  push;
  start() {
    const { ws } = this;
    this.live.add(this.entry);
    this.engine.ops.socketOpened();
    this.idle = this.deadlines.add(this.bounds.wsIdleMs, this);
    ws.on("close", () => this.onClose());
    ws.on("error", () => ws.terminate());
    ws.on("message", (data) => this.onMessage(data));
  }
  /** Idle for wsIdleMs: closed, unless a call is being answered or a subscription may rightly wait long for its next notification. */
  expire() {
    const { ws } = this;
    if (ws.readyState !== ws.OPEN) return;
    if (this.inFlight > 0 || this.push.held > 0) {
      this.idle = this.deadlines.add(this.bounds.wsIdleMs, this);
      return;
    }
    ws.close(idleClose.code, idleClose.reason);
    this.killTimer ??= setTimeout(() => ws.terminate(), 1e3);
  }
  /** A message: handed to the engine (while the server's unread answers allow), its reply queued when it comes. */
  onMessage(data) {
    const { ws, deadlines, bounds } = this;
    const buffer = Buffer.isBuffer(data) ? data : Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data);
    const size = buffer.length;
    deadlines.delete(this.idle);
    this.idle = deadlines.add(bounds.wsIdleMs, this);
    this.inFlight++;
    this.pendingBytes += size;
    this.regulate();
    const deliver = (reply2) => {
      this.inFlight--;
      this.pendingBytes -= size;
      if (ws.readyState !== ws.OPEN) return;
      if (reply2.body !== void 0) this.queue(reply2.body, Buffer.byteLength(reply2.body));
      this.regulate();
    };
    if (this.total.over) return deliver({ status: 503, body: answersNotReadBody });
    const reply = this.engine.dispatchTo(buffer.toString("utf8"), this.apiKey, "ws", this.push, this.route, { deliver }, this.address);
    if (reply !== void 0) deliver(reply);
  }
  onClose() {
    this.closed = true;
    this.total.remove(this.backlog);
    this.backlog = 0;
    this.deadlines.delete(this.idle);
    clearTimeout(this.drainTimer);
    clearTimeout(this.killTimer);
    this.live.delete(this.entry);
    this.engine.ops.socketClosed();
    this.controller.abort(new Error("the WebSocket closed"));
  }
  closeIfDrained() {
    const { ws } = this;
    if (this.draining && this.inFlight === 0 && ws.readyState === ws.OPEN) {
      ws.close(1001, "server shutting down");
      this.killTimer ??= setTimeout(() => ws.terminate(), 1e3);
    }
  }
  /** Unread replies kept it from reading for wsDrainMs: closed (1008). */
  giveUp() {
    const { ws } = this;
    if (ws.readyState !== ws.OPEN) return;
    ws.close(backlogClose.code, backlogClose.reason);
    this.killTimer = setTimeout(() => ws.terminate(), 1e3);
  }
  /** Pauses or resumes reading, and starts or stops the drain deadline, after any change of the counts. */
  regulate() {
    const { ws, bounds } = this;
    if (ws.readyState !== ws.OPEN) return;
    if (this.draining) return this.closeIfDrained();
    const held = this.backlog + this.pendingBytes;
    if (this.inFlight >= maxInFlight || held > bounds.wsMaxBuffered) {
      if (!ws.isPaused) ws.pause();
    } else if (ws.isPaused && held <= bounds.wsMaxBuffered / 2) ws.resume();
    const stuck = ws.isPaused && this.backlog > bounds.wsMaxBuffered / 2;
    if (stuck && this.drainTimer === void 0) this.drainTimer = setTimeout(() => this.giveUp(), bounds.wsDrainMs);
    else if (!stuck && this.drainTimer !== void 0) {
      clearTimeout(this.drainTimer);
      this.drainTimer = void 0;
    }
  }
  /** A reply handed to `ws`, counted in the connection's and the server's unread bytes until it is written. */
  queue(text, size) {
    this.backlog += size;
    this.total.add(size);
    this.ws.send(text, () => this.sent(size));
  }
  sent(size) {
    if (this.closed) return;
    this.backlog -= size;
    this.total.remove(size);
    this.regulate();
  }
}
export {
  backlogClose,
  idleClose,
  serveSocket
};
