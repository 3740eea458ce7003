import { platform } from "#platform";
import { unavailable } from "./server-gateway-upstream-answers.js";
const maxWaiting = 1024;
class UpstreamSocket {
  constructor(node, url, limits, retired) {
    this.node = node;
    this.url = url;
    this.limits = limits;
    this.retired = retired;
  }
  node;
  url;
  limits;
  retired;
  socket;
  opening;
  nextId = 1;
  waiting = /* @__PURE__ */ new Map();
  /** Upstream subscription id → its feed's target. */
  targets = /* @__PURE__ */ new Map();
  /** Feeds on the socket (subscribed, or subscribing): the socket closes after the last. */
  users = 0;
  /** Subscribes upstream with `params` (`['newHeads']`, `['logs', filter]`, …); resolves once the node answered. */
  async subscribe(params, target) {
    this.users++;
    let upstreamId;
    let closed = false;
    const feed = {
      node: this.node,
      close: () => {
        if (closed) return;
        closed = true;
        if (upstreamId !== void 0 && this.targets.delete(upstreamId)) this.unsubscribe(upstreamId);
        else if (upstreamId !== void 0) this.release();
      }
    };
    try {
      const answer = await this.request("eth_subscribe", params);
      const id = answer.result;
      if (typeof id !== "string" || id.length === 0 || id.length > 256) throw new Error(answer.error !== void 0 ? `the node refused the subscription: ${errorText(answer.error)}` : "the node answered eth_subscribe without a subscription id");
      upstreamId = id;
      if (closed) {
        this.unsubscribe(id);
        return feed;
      }
      this.targets.set(id, target);
      return feed;
    } catch (error) {
      closed = true;
      this.release();
      throw error;
    }
  }
  unsubscribe(id) {
    this.request("eth_unsubscribe", [id]).then(
      () => this.release(),
      () => this.release()
    );
  }
  release() {
    if (--this.users > 0) return;
    const socket = this.socket;
    this.socket = void 0;
    if (socket !== void 0) closeSocket(socket);
    this.retired(this);
  }
  async request(method, params) {
    if (this.waiting.size >= maxWaiting) throw new Error(`more than ${maxWaiting} subscription calls waiting on one node`);
    const socket = await this.open();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiting.delete(id);
        reject(new Error(`${method}: no answer within ${this.limits.timeoutMs} ms`));
      }, this.limits.timeoutMs);
      this.waiting.set(id, { resolve, reject, timer });
      try {
        socket.send(JSON.stringify({ jsonrpc: "2.0", id, method, params }));
      } catch (error) {
        clearTimeout(timer);
        this.waiting.delete(id);
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
  }
  open() {
    if (this.socket !== void 0 && this.socket.readyState === 1) return Promise.resolve(this.socket);
    this.opening ??= this.connect().finally(() => this.opening = void 0);
    return this.opening;
  }
  async connect() {
    const Class = await platform.webSocket?.() ?? globalThis.WebSocket;
    if (Class === void 0) throw new Error("no WebSocket implementation (install the ws package)");
    return new Promise((resolve, reject) => {
      const socket = new Class(this.url, { maxPayload: this.limits.maxResponseBytes });
      let opened = false;
      socket.onopen = () => {
        opened = true;
        this.socket = socket;
        resolve(socket);
      };
      socket.onerror = () => void 0;
      socket.onmessage = (event) => {
        try {
          this.receive(socket, event.data);
        } catch (error) {
          this.fail(socket, `handling a message failed: ${error instanceof Error ? error.message : String(error)}`);
        }
      };
      socket.onclose = () => {
        if (!opened) reject(new Error("could not open the subscription WebSocket"));
        this.fail(socket, "the subscription WebSocket closed");
      };
    });
  }
  receive(socket, data) {
    const text = typeof data === "string" ? data : new TextDecoder().decode(data);
    let message;
    try {
      message = JSON.parse(text);
    } catch {
      return this.fail(socket, "the node sent a message that is not JSON");
    }
    const m = message;
    if (typeof m !== "object" || m === null || Array.isArray(m)) return this.fail(socket, "the node sent a message that is not a JSON-RPC object");
    if (m.method === "eth_subscription") {
      const params = m.params;
      const target = typeof params?.subscription === "string" ? this.targets.get(params.subscription) : void 0;
      if (target !== void 0 && params !== null && "result" in params) target.onItem(params.result, text.length);
      return;
    }
    const waiter = typeof m.id === "number" ? this.waiting.get(m.id) : void 0;
    if (waiter === void 0) return;
    this.waiting.delete(m.id);
    clearTimeout(waiter.timer);
    waiter.resolve(m);
  }
  /** The socket failed: every waiting call fails, every feed on it is lost, and the node is marked down. */
  fail(socket, reason) {
    if (this.socket !== void 0 && this.socket !== socket) return;
    const wasOpen = this.socket === socket;
    this.socket = void 0;
    closeSocket(socket);
    for (const [id, waiter] of this.waiting) {
      clearTimeout(waiter.timer);
      waiter.reject(new Error(reason));
      this.waiting.delete(id);
    }
    const targets = [...this.targets.values()];
    this.targets.clear();
    if (wasOpen && this.users > 0) this.node.down(reason);
    for (const target of targets) target.onLost(reason);
  }
}
function closeSocket(socket) {
  try {
    if (typeof socket.terminate === "function" && socket.readyState !== 1) socket.terminate();
    else socket.close(1e3, "done");
  } catch {
  }
}
function errorText(error) {
  const message = error?.message;
  return typeof message === "string" ? message.slice(0, 200) : "an error";
}
class PollFeed {
  constructor(node, what, target, intervalMs, maxGapBlocks, timeoutMs) {
    this.node = node;
    this.what = what;
    this.target = target;
    this.intervalMs = intervalMs;
    this.maxGapBlocks = maxGapBlocks;
    this.timeoutMs = timeoutMs;
  }
  node;
  what;
  target;
  intervalMs;
  maxGapBlocks;
  timeoutMs;
  timer;
  busy = false;
  closed = false;
  /** The highest block polled. */
  seen = -1n;
  /** Reads the current head (what is new starts after it), then polls. */
  async start() {
    this.seen = await this.blockNumber();
    this.timer = setInterval(() => void this.tick(), this.intervalMs);
  }
  close() {
    this.closed = true;
    clearInterval(this.timer);
  }
  async blockNumber() {
    const value = await this.node.call("eth_blockNumber", [], void 0, this.timeoutMs);
    if (typeof value !== "string" || !/^0x[0-9a-fA-F]{1,16}$/.test(value)) throw new Error("the node answered eth_blockNumber with no block number");
    return BigInt(value);
  }
  async tick() {
    if (this.busy || this.closed) return;
    this.busy = true;
    try {
      const head = await this.blockNumber();
      if (this.closed || head <= this.seen) return;
      if (this.what.kind === "newHeads") {
        const last = head - this.seen > BigInt(this.maxGapBlocks) ? this.seen + BigInt(this.maxGapBlocks) : head;
        for (let n = this.seen + 1n; n <= last && !this.closed; n++) {
          const block = await this.node.call("eth_getBlockByNumber", [`0x${n.toString(16)}`, false], void 0, this.timeoutMs);
          this.seen = n;
          if (!this.closed) this.target.onItem(block);
        }
        return;
      }
      const from = this.seen + 1n;
      const to = head - from >= BigInt(this.maxGapBlocks) ? from + BigInt(this.maxGapBlocks) - 1n : head;
      const logs = await this.node.call("eth_getLogs", [{ ...this.what.filter, fromBlock: `0x${from.toString(16)}`, toBlock: `0x${to.toString(16)}` }], void 0, this.timeoutMs);
      this.seen = to;
      if (!Array.isArray(logs)) throw new Error("the node answered eth_getLogs with no list");
      for (const log of logs) if (!this.closed) this.target.onItem(log);
    } catch (error) {
      const outage = unavailable(error);
      if (outage === void 0 || this.closed) return;
      this.close();
      this.node.down(outage);
      this.target.onLost(outage);
    } finally {
      this.busy = false;
    }
  }
}
export {
  PollFeed,
  UpstreamSocket
};
