import { NotServedError } from "./server-engine-not-served.js";
import { validateParams, validateResult } from "../validators.js";
import { methodInfo } from "../methods.js";
import { serverErrors } from "./server-engine-options.js";
import { countParams } from "./server-metering-limits.js";
import { outageError, unavailable } from "./server-gateway-upstream-answers.js";
import { PollFeed, UpstreamSocket } from "./server-gateway-subscriptions-feed.js";
const subscriptionDefaults = {
  credits: { newHeads: 20, logs: 10, newPendingTransactions: 2 },
  subscribeCredits: 10,
  maxPerSocket: 32,
  maxPerKey: 256,
  pollIntervalSeconds: 1,
  maxGapBlocks: 128
};
const maxQueued = 1024;
const maxQueuedBytes = 16 * 1024 * 1024;
const maxRemembered = 512;
const maxReopens = 60;
const subscriptionNotices = { ended: "rpcforge_subscriptionEnded", gap: "rpcforge_subscriptionGap" };
const hash32 = /^0x[0-9a-fA-F]{64}$/;
const quantity = /^0x[0-9a-fA-F]{1,16}$/;
function whole(name, value, fallback, min, max) {
  if (value === void 0) return fallback;
  if (!(Number.isSafeInteger(value) && value >= min && value <= max)) throw new RangeError(`createUpstream: subscriptions.${name} must be a whole number from ${min} to ${max}`);
  return value;
}
class SubscriptionHub {
  constructor(options, links) {
    this.links = links;
    const o = options ?? {};
    if (typeof o !== "object" || o === null) throw new TypeError("createUpstream: subscriptions must be an object");
    this.credits = { ...subscriptionDefaults.credits };
    for (const [kind, value] of Object.entries(o.credits ?? {})) {
      if (!(kind in this.credits)) throw new TypeError(`createUpstream: subscriptions.credits.${kind}: not a kind (newHeads, logs, newPendingTransactions)`);
      this.credits[kind] = whole(`credits.${kind}`, value, 0, 0, Number.MAX_SAFE_INTEGER);
    }
    this.subscribeCredits = whole("subscribeCredits", o.subscribeCredits, subscriptionDefaults.subscribeCredits, 0, Number.MAX_SAFE_INTEGER);
    this.maxPerSocket = whole("maxPerSocket", o.maxPerSocket, subscriptionDefaults.maxPerSocket, 1, 1e5);
    this.maxPerKey = whole("maxPerKey", o.maxPerKey, subscriptionDefaults.maxPerKey, 1, 1e6);
    const poll = o.pollIntervalSeconds ?? subscriptionDefaults.pollIntervalSeconds;
    if (!(typeof poll === "number" && poll >= 0.05 && poll <= 60)) throw new RangeError("createUpstream: subscriptions.pollIntervalSeconds must be from 0.05 to 60");
    this.pollMs = Math.round(poll * 1e3);
    this.maxGap = whole("maxGapBlocks", o.maxGapBlocks, subscriptionDefaults.maxGapBlocks, 0, 1024);
  }
  links;
  credits;
  subscribeCredits;
  maxPerSocket;
  maxPerKey;
  pollMs;
  maxGap;
  bySocket = /* @__PURE__ */ new Map();
  perKey = /* @__PURE__ */ new Map();
  sockets = /* @__PURE__ */ new Map();
  watch;
  /** The server's `subscriptions` option. */
  option() {
    return {
      methods: ["eth_subscribe", "eth_unsubscribe"],
      credits: { eth_subscribe: this.subscribeCredits, eth_unsubscribe: 0 },
      handler: (method, params, context) => method === "eth_unsubscribe" ? this.unsubscribe(params, context) : this.subscribe(params, context)
    };
  }
  /** Subscriptions open now, their caller answered (for a test or a status page). */
  get open() {
    let count = 0;
    for (const subs of this.bySocket.values()) for (const sub of subs.values()) if (sub.started) count++;
    return count;
  }
  async subscribe(params, context) {
    const { kind, filter } = checkSubscribe(params);
    const { socket, apiKey } = context;
    let subs = this.bySocket.get(socket);
    if ((subs?.size ?? 0) >= this.maxPerSocket) throw new NotServedError(-32005, `too many subscriptions on this WebSocket: at most ${this.maxPerSocket}`);
    if ((this.perKey.get(apiKey) ?? 0) >= this.maxPerKey) throw new NotServedError(-32005, `too many subscriptions for this key: at most ${this.maxPerKey}`);
    if (subs === void 0) {
      const opened = /* @__PURE__ */ new Map();
      subs = opened;
      this.bySocket.set(socket, opened);
      socket.whenGone(() => {
        this.bySocket.delete(socket);
        for (const sub2 of [...opened.values()]) sub2.end(void 0);
      });
    }
    const sub = new CallerSubscription(this, kind, filter, socket, apiKey, (credits) => context.charge(credits));
    subs.set(sub.id, sub);
    this.perKey.set(apiKey, (this.perKey.get(apiKey) ?? 0) + 1);
    socket.hold(1);
    this.watchNodes();
    const unlink = context.whenAborted(() => sub.end(void 0));
    try {
      await sub.start();
    } catch (error) {
      sub.end(void 0);
      throw error;
    } finally {
      unlink();
    }
    if (sub.ended) throw outageError("the call ended before the subscription was made");
    sub.started = true;
    return sub.id;
  }
  unsubscribe(params, context) {
    const id = Array.isArray(params) ? params[0] : void 0;
    if (!Array.isArray(params) || params.length !== 1 || typeof id !== "string") throw new NotServedError(-32602, "Invalid params: params[0]: the subscription id (a string)");
    const sub = this.bySocket.get(context.socket)?.get(id);
    if (sub === void 0) return false;
    sub.end(void 0);
    return true;
  }
  /** A subscription ended: forgotten, its counts given back. */
  forget(sub) {
    const subs = this.bySocket.get(sub.socket);
    if (subs?.get(sub.id) === sub) subs.delete(sub.id);
    const left = (this.perKey.get(sub.apiKey) ?? 1) - 1;
    if (left > 0) this.perKey.set(sub.apiKey, left);
    else this.perKey.delete(sub.apiKey);
    sub.socket.hold(-1);
    if (this.perKey.size === 0 && this.watch !== void 0) {
      clearInterval(this.watch);
      this.watch = void 0;
    }
  }
  /** While any subscription is open: one that is on a node marked down moves to another. */
  watchNodes() {
    if (this.watch !== void 0) return;
    this.watch = setInterval(() => {
      for (const subs of this.bySocket.values()) for (const sub of subs.values()) sub.checkNode();
    }, Math.min(500, this.links.healthMs));
    this.watch.unref?.();
  }
  /** A feed for `sub`'s kind on the best node: its WebSocket when it has one, else polled over HTTP. */
  async openFeed(sub, target) {
    const up = this.links.nodes().filter((n) => n.up);
    const node = up.find((n) => n.wsUrl !== void 0) ?? up[0];
    if (node === void 0) throw outageError("every upstream of the family is down");
    if (node.wsUrl !== void 0) {
      let socket = this.sockets.get(node);
      if (socket === void 0) {
        socket = new UpstreamSocket(node, node.wsUrl, this.links.limits, (done) => {
          if (this.sockets.get(node) === done) this.sockets.delete(node);
        });
        this.sockets.set(node, socket);
      }
      try {
        return await socket.subscribe(sub.kind === "logs" ? ["logs", sub.filter] : [sub.kind], target);
      } catch (error) {
        throw outageError(error instanceof Error ? error.message : "the subscription failed");
      }
    }
    if (sub.kind === "newPendingTransactions") throw new NotServedError(-32601, "newPendingTransactions needs a WebSocket upstream: no node of the pool has one");
    const poll = new PollFeed(node, sub.kind === "logs" ? { kind: "logs", filter: sub.filter ?? {} } : { kind: "newHeads" }, target, this.pollMs, Math.max(1, this.maxGap), this.links.limits.timeoutMs);
    try {
      await poll.start();
    } catch (error) {
      poll.close();
      const outage = unavailable(error);
      if (outage !== void 0) node.down(outage);
      throw outageError(outage ?? "the node could not be polled");
    }
    return poll;
  }
  /** Stops every subscription (the gateway closes). */
  close() {
    for (const subs of [...this.bySocket.values()]) for (const sub of [...subs.values()]) sub.end(void 0);
    clearInterval(this.watch);
    this.watch = void 0;
  }
}
function checkSubscribe(params) {
  const invalid = (message) => new NotServedError(-32602, `Invalid params: ${message}`);
  if (!Array.isArray(params) || params.length === 0) throw invalid("params: [kind, filter?] (newHeads, logs, newPendingTransactions)");
  const [kind, filter] = params;
  if (kind !== "newHeads" && kind !== "logs" && kind !== "newPendingTransactions") throw invalid("params[0]: one of newHeads, logs, newPendingTransactions");
  if (params.length > 2) throw invalid(`params: at most 2 (${kind} and its filter)`);
  if (kind !== "logs") {
    if (params.length === 2 && !(kind === "newPendingTransactions" && filter === false)) throw invalid(`params[1]: ${kind} takes no filter`);
    return { kind, filter: void 0 };
  }
  const given = filter === void 0 ? {} : filter;
  if (typeof given !== "object" || given === null || Array.isArray(given)) throw invalid("params[1]: the logs filter must be an object");
  for (const field of ["fromBlock", "toBlock", "blockHash"]) {
    if (field in given) throw invalid(`params[1].${field}: a logs subscription takes new blocks only (address and topics)`);
  }
  const info = methodInfo.eth_getLogs;
  const checked = validateParams("eth_getLogs", [given]);
  if (!checked.ok) {
    const first = checked.errors[0];
    throw invalid(`${(first?.path ?? "params[0]").replace(/^params\[0\]/, "params[1]")}: ${first?.message ?? "invalid"}`);
  }
  const max = info?.limits?.maxParams;
  if (max !== void 0 && countParams([given], [[0, "address"], [0, "topics"]], max) > max) throw invalid(`params[1]: more than ${max} addresses and topics in one filter`);
  return { kind, filter: given };
}
class CallerSubscription {
  constructor(hub, kind, filter, socket, apiKey, charge) {
    this.hub = hub;
    this.kind = kind;
    this.filter = filter;
    this.socket = socket;
    this.apiKey = apiKey;
    this.charge = charge;
  }
  hub;
  kind;
  filter;
  socket;
  apiKey;
  charge;
  id = subscriptionId();
  ended = false;
  /** Its `eth_subscribe` answered. */
  started = false;
  /** The last head delivered. */
  last;
  /** Heads (hash) and logs (block hash, index) delivered lately. */
  delivered = /* @__PURE__ */ new Set();
  queue = [];
  queuedBytes = 0;
  running = false;
  feed;
  reopening;
  /** A new feed is being opened. */
  moving = false;
  reopens = 0;
  async start() {
    const feed = await this.hub.openFeed(this, this);
    if (this.ended) return feed.close();
    this.feed = feed;
  }
  onItem(item, bytes = 0) {
    if (this.ended) return;
    if (this.queue.length >= maxQueued || this.queuedBytes + bytes > maxQueuedBytes) {
      return this.end({ code: -32005, message: `subscription ended: more notifications waiting to be checked and sent than ${maxQueued} or ${maxQueuedBytes} bytes` });
    }
    this.queue.push({ item, bytes });
    this.queuedBytes += bytes;
    if (!this.running) void this.run();
  }
  /** The feed failed: the subscription moves to another node (heads then catch up from the last delivered). */
  onLost(reason) {
    if (this.ended) return;
    this.feed = void 0;
    this.hub.links.limits.log("subscription moved", { kind: this.kind, reason });
    this.reopen();
  }
  /** Called by the hub's watch: a feed on a node marked down is given up for another. */
  checkNode() {
    const feed = this.feed;
    if (feed === void 0 || feed.node.up || this.ended) return;
    this.feed = void 0;
    feed.close();
    this.onLost("the node was marked down");
  }
  reopen() {
    if (this.reopening !== void 0 || this.moving || this.ended) return;
    const delay = this.reopens === 0 ? 0 : this.hub.links.healthMs;
    this.reopening = setTimeout(() => {
      this.reopening = void 0;
      if (this.ended) return;
      this.moving = true;
      this.hub.openFeed(this, this).then(
        (feed) => {
          this.moving = false;
          if (this.ended || this.feed !== void 0) return feed.close();
          this.feed = feed;
          this.reopens = 0;
          if (this.kind === "newHeads" && this.last !== void 0) void this.latest(feed.node);
        },
        (error) => {
          this.moving = false;
          if (++this.reopens >= maxReopens) return this.end({ code: -32050, message: `subscription ended: no upstream could carry it (${error instanceof Error ? error.message : "failed"})` });
          this.reopen();
        }
      );
    }, delay);
  }
  async latest(node) {
    try {
      this.onItem(await node.call("eth_getBlockByNumber", ["latest", false], void 0, this.hub.links.limits.timeoutMs));
    } catch {
    }
  }
  async run() {
    this.running = true;
    try {
      while (this.queue.length > 0 && !this.ended) {
        const { item, bytes } = this.queue.shift();
        this.queuedBytes -= bytes;
        if (this.kind === "newHeads") await this.head(item);
        else await this.deliver(item, this.kind === "logs" ? logKey(item) : void 0);
      }
    } catch (error) {
      this.hub.links.limits.log("subscription failed", { kind: this.kind, error: error instanceof Error ? error.message : String(error) });
      this.end({ code: -32603, message: "subscription ended: internal error" });
    } finally {
      this.running = false;
    }
  }
  /** A head: skipped when delivered already, the gap before it filled, then delivered. */
  async head(block) {
    const number = headNumber(block);
    if (number === void 0) {
      this.dropped(block, "not a block with a number and hash");
      return;
    }
    const hash = block.hash;
    const last = this.last;
    if (last !== void 0 && number <= last.number && this.delivered.has(hash)) return;
    if (last !== void 0 && number > last.number + 1n) {
      const missing = number - last.number - 1n;
      if (missing > BigInt(this.hub.maxGap)) this.notice(subscriptionNotices.gap, { result: { fromBlock: hex(last.number + 1n), toBlock: hex(number - 1n) } });
      else for (let n = last.number + 1n; n < number && !this.ended; n++) if (!await this.fill(n, number - 1n)) break;
    }
    if (!this.ended) await this.deliver(block, hash, number);
  }
  /** Reads and delivers block `n` of a gap ending at `end`; false (with a gap notice for the rest) when it cannot be read. */
  async fill(n, end) {
    const node = this.feed?.node ?? this.hub.links.nodes().find((x) => x.up);
    let block;
    try {
      block = node === void 0 ? void 0 : await node.call("eth_getBlockByNumber", [hex(n), false], void 0, this.hub.links.limits.timeoutMs);
    } catch {
      block = void 0;
    }
    const number = headNumber(block);
    if (number !== n) {
      this.notice(subscriptionNotices.gap, { result: { fromBlock: hex(n), toBlock: hex(end) } });
      return false;
    }
    return this.deliver(block, block.hash, number);
  }
  /** Checks an item against its schema, charges it, and pushes it; false when it was not sent. */
  async deliver(item, key, number) {
    if (key !== void 0 && this.kind === "logs" && this.delivered.has(key)) return false;
    const invalid = schemaError(this.kind, item);
    if (invalid !== void 0) return this.dropped(item, invalid);
    const credits = this.hub.credits[this.kind];
    const charged = await this.charge(credits);
    if (this.ended) return false;
    if (charged === "exhausted") {
      this.end({ code: serverErrors.creditsExhausted.code, message: `subscription ended: ${serverErrors.creditsExhausted.message}` });
      return false;
    }
    if (charged === "unavailable") {
      this.end({ code: serverErrors.creditStoreUnavailable.code, message: `subscription ended: ${serverErrors.creditStoreUnavailable.message}` });
      return false;
    }
    const text = JSON.stringify({ jsonrpc: "2.0", method: "eth_subscription", params: { subscription: this.id, result: item } });
    if (!this.socket.push(text)) {
      this.end(void 0);
      return false;
    }
    if (key !== void 0) remember(this.delivered, key);
    if (number !== void 0 && key !== void 0) this.last = { number, hash: key };
    return true;
  }
  dropped(item, reason) {
    let size = 0;
    try {
      size = JSON.stringify(item)?.length ?? 0;
    } catch {
    }
    this.hub.links.limits.log("notification dropped: it does not match the spec", { kind: this.kind, reason, bytes: size });
    return false;
  }
  notice(method, params) {
    this.socket.push(JSON.stringify({ jsonrpc: "2.0", method, params: { subscription: this.id, ...params } }));
  }
  /** Ends the subscription (with a notice to the caller when `error` is given) and unsubscribes upstream. */
  end(error) {
    if (this.ended) return;
    this.ended = true;
    clearTimeout(this.reopening);
    this.queue.length = 0;
    this.queuedBytes = 0;
    this.feed?.close();
    this.feed = void 0;
    this.hub.forget(this);
    if (error !== void 0) this.notice(subscriptionNotices.ended, { error });
  }
}
function schemaError(kind, item) {
  if (kind === "newPendingTransactions") return typeof item === "string" && hash32.test(item) ? void 0 : "not a 32-byte hash";
  if (kind === "logs") {
    const checked2 = validateResult("eth_getLogs", [item]);
    return checked2.ok ? void 0 : `${checked2.errors[0]?.path.replace(/^result\[0\]/, "result")}: ${checked2.errors[0]?.message}`;
  }
  if (typeof item !== "object" || item === null || Array.isArray(item)) return "not a block";
  const head = item;
  const block = "transactions" in head && "uncles" in head && "size" in head ? head : { transactions: [], uncles: [], size: "0x0", ...head };
  const checked = validateResult("eth_getBlockByNumber", block);
  return checked.ok ? void 0 : `${checked.errors[0]?.path}: ${checked.errors[0]?.message}`;
}
function headNumber(block) {
  const b = block;
  if (typeof b !== "object" || b === null || typeof b.number !== "string" || !quantity.test(b.number) || typeof b.hash !== "string" || !hash32.test(b.hash)) return void 0;
  return BigInt(b.number);
}
function logKey(log) {
  const l = log;
  if (typeof l !== "object" || l === null || typeof l.blockHash !== "string" || typeof l.logIndex !== "string") return void 0;
  return `${l.blockHash}:${l.logIndex}:${l.removed === true ? "removed" : ""}`;
}
function remember(set, key) {
  set.add(key);
  if (set.size > maxRemembered) for (const oldest of set) {
    set.delete(oldest);
    break;
  }
}
function hex(n) {
  return `0x${n.toString(16)}`;
}
function subscriptionId() {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  let text = "0x";
  for (const byte of bytes) text += byte.toString(16).padStart(2, "0");
  return text;
}
export {
  CallerSubscription,
  SubscriptionHub,
  checkSubscribe,
  subscriptionDefaults,
  subscriptionNotices
};
