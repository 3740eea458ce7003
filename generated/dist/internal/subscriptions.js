import { AbortError, ResultValidationError, SocketClosedError } from "../client-errors.js";
import { positional } from "./rpc-client.js";
import { maskIssues, maskJson } from "./transport.js";
function subscribeFunctions(client, subscriptions, notices) {
  let subscriber;
  const open = (name, facts, params, options) => {
    subscriber ??= new Subscriber(
      {
        transport: client.transport,
        call: (method, callParams, callOptions) => client.call(method, callParams, callOptions),
        check: (kind, value) => checkNotification(client, subscriptions, kind, value),
        log: (level, message) => client.log(level, message)
      },
      subscriptions,
      notices
    );
    return subscriber.open(name, facts, params, options);
  };
  const functions = {};
  for (const [name, facts] of Object.entries(subscriptions)) {
    const count = facts.params.length;
    const start = facts.paramStructure === "by-name" ? (params, options) => {
      if (params !== void 0 && (typeof params !== "object" || params === null || Array.isArray(params))) throw new TypeError(`subscribe.${name}: params go by name, as one object`);
      return open(name, facts, params, options);
    } : (...args) => {
      if (args.length > count + 1) throw new TypeError(`subscribe.${name}: takes at most ${count} params and options, got ${args.length} arguments`);
      const options = args.length > count ? args.pop() : void 0;
      return open(name, facts, positional(args), options);
    };
    Object.defineProperty(functions, name, { value: start, enumerable: true });
  }
  return Object.freeze(functions);
}
function checkNotification(client, subscriptions, name, value) {
  const validators = client.resultValidators;
  const validate = validators?.validateNotification;
  if (typeof validate !== "function") return void 0;
  let check;
  try {
    check = validate.call(validators, name, value);
  } catch (error) {
    check = { ok: false, errors: [{ path: "result", message: `could not be checked: ${error instanceof Error ? error.message : String(error)}`, keyword: "depth" }] };
  }
  const method = subscriptions[name]?.notification ?? name;
  return check.ok ? void 0 : new ResultValidationError(`${method} (subscribe.${name})`, maskIssues(check.errors, client.mask), maskJson(value, client.mask));
}
const maxQueued = 1024;
const maxRemembered = 1024;
const maxEarlyPerCall = maxQueued;
const maxEnded = 256;
const resubscribeAttempts = 8;
const maxResubscribeDelay = 2e3;
const gatewayNotices = { ended: "rpcforge_subscriptionEnded", gap: "rpcforge_subscriptionGap" };
class Subscriber {
  constructor(client, facts, notices) {
    this.client = client;
    this.notices = notices;
    this.methods = /* @__PURE__ */ new Set([...Object.values(facts).map((f) => f.notification), ...notices.map((n) => n.method), gatewayNotices.ended, gatewayNotices.gap]);
    const listen = client.transport.listen;
    if (typeof listen !== "function") return;
    listen.call(client.transport, { notification: (message) => this.route(message), lost: (final) => this.lost(final) });
  }
  client;
  notices;
  byId = /* @__PURE__ */ new Map();
  streams = /* @__PURE__ */ new Set();
  methods;
  ended = /* @__PURE__ */ new Set();
  early = [];
  /** Ids of subscriptions not known yet whose early notifications were past the bound. */
  earlyOverflow = /* @__PURE__ */ new Set();
  inFlight = 0;
  open(name, facts, params, options) {
    if (typeof this.client.transport.listen !== "function") {
      throw new TypeError(`subscribe.${name}: subscriptions need the WebSocket transport: createClient({ transport: 'ws', reconnect: true, \u2026 })`);
    }
    if (options !== void 0 && (typeof options !== "object" || options === null)) throw new TypeError(`subscribe.${name}: options must be an object ({ signal, onError, onGap, onNotice })`);
    const stream = new Stream(this, name, facts, params, options ?? {});
    this.streams.add(stream);
    return stream;
  }
  /** Makes (or makes again) a stream's subscription on the socket; resolves with its id. */
  async subscribe(stream) {
    this.inFlight++;
    try {
      const id = await this.client.call(stream.facts.subscribe, stream.wireParams, { signal: stream.signal });
      if (typeof id !== "string" && typeof id !== "number") throw new TypeError(`${stream.facts.subscribe} answered ${JSON.stringify(id)}, not a subscription id`);
      const key = String(id);
      this.byId.set(key, stream);
      stream.made(key);
      return key;
    } finally {
      this.inFlight--;
      this.drainEarly();
    }
  }
  /** Forgets a stream; its id's late notifications are dropped. Sends the unsubscribe call when `tell`. */
  forget(stream, tell) {
    this.streams.delete(stream);
    const id = stream.id;
    if (id === void 0) return;
    if (this.byId.get(id) === stream) this.byId.delete(id);
    this.ended.add(id);
    if (this.ended.size > maxEnded) this.ended.delete(this.ended.values().next().value);
    if (!tell) return;
    const { unsubscribe, unsubscribeByName } = stream.facts;
    this.client.call(unsubscribe, unsubscribeByName === void 0 ? [id] : { [unsubscribeByName]: id }, void 0).catch((error) => {
      this.client.log("debug", `${unsubscribe}(${id}) failed: ${error instanceof Error ? error.message : String(error)}`);
    });
  }
  route(message) {
    if (!this.methods.has(message.method)) return false;
    const params = message.params;
    if (typeof params !== "object" || params === null || Array.isArray(params)) return false;
    const fields = params;
    const notice = this.notices.find((n) => n.method === message.method);
    const idField = notice?.subscriptionParam ?? this.idFieldOf(message.method);
    const raw = fields[idField];
    if (typeof raw !== "string" && typeof raw !== "number") return false;
    const id = String(raw);
    const stream = this.byId.get(id);
    if (stream === void 0) {
      if (this.ended.has(id)) return true;
      if (this.inFlight === 0) return false;
      if (this.early.length < maxEarlyPerCall * this.inFlight) this.early.push({ id, message: { method: message.method, params: fields } });
      else this.earlyOverflow.add(id);
      return true;
    }
    stream.receive(message.method, fields, notice);
    return true;
  }
  /** The field of a notification that names its subscription: the first stream's declaration for the method. */
  idFieldOf(method) {
    for (const stream of this.streams) if (stream.facts.notification === method) return stream.facts.subscriptionParam;
    return "subscription";
  }
  drainEarly() {
    const held = this.early;
    this.early = [];
    for (const { id, message } of held) {
      const stream = this.byId.get(id);
      if (stream !== void 0) stream.receive(message.method, message.params, this.notices.find((n) => n.method === message.method));
      else if (this.inFlight > 0) this.early.push({ id, message });
    }
    for (const id of [...this.earlyOverflow]) {
      const stream = this.byId.get(id);
      if (stream !== void 0) stream.overflow();
      if (stream !== void 0 || this.inFlight === 0) this.earlyOverflow.delete(id);
    }
  }
  /** The socket is gone, and every subscription on it: each is made again on the next socket, or ends. */
  lost(final) {
    this.byId.clear();
    this.early = [];
    this.earlyOverflow.clear();
    for (const stream of [...this.streams]) stream.lost(final);
  }
}
class Stream {
  constructor(owner, name, facts, params, options) {
    this.owner = owner;
    this.name = name;
    this.facts = facts;
    this.options = options;
    this.wireParams = facts.value === void 0 ? params : [facts.value, ...params ?? []];
    this.signal = options.signal;
    const signal = options.signal;
    if (signal !== void 0) {
      const onAbort = () => this.finish({ error: new AbortError(`subscribe.${name}`, owner.client.transport.endpoint) }, true);
      if (signal.aborted) {
        this.unlisten = void 0;
        this.done = true;
        this.queue.push({ error: new AbortError(`subscribe.${name}`, owner.client.transport.endpoint) });
        return;
      }
      signal.addEventListener("abort", onAbort, { once: true });
      this.unlisten = () => signal.removeEventListener("abort", onAbort);
    }
    this.start(0);
  }
  owner;
  name;
  facts;
  options;
  /** The subscription's id on the current socket; undefined while it is (re)made. */
  id;
  wireParams;
  signal;
  queue = [];
  waiting = [];
  seen = /* @__PURE__ */ new Set();
  done = false;
  lostAt;
  unlisten;
  next() {
    const item = this.queue.shift();
    if (item !== void 0) return "error" in item ? Promise.reject(item.error) : Promise.resolve({ value: item.value, done: false });
    if (this.done) return Promise.resolve({ value: void 0, done: true });
    return new Promise((resolve, reject) => this.waiting.push({ resolve, reject }));
  }
  /** The loop ended (`break`, `return`, a throw in its body): unsubscribed. */
  return() {
    this.finish(void 0, true);
    this.queue.length = 0;
    return Promise.resolve({ value: void 0, done: true });
  }
  /** Unsubscribes; the loop ends after the notifications already queued. */
  unsubscribe() {
    this.finish(void 0, true);
    return Promise.resolve();
  }
  receive(method, params, notice) {
    if (this.done) return;
    if (method === gatewayNotices.ended) {
      const error = params.error;
      return this.finish({ error: new Error(`subscribe.${this.name}: the server ended the subscription: ${typeof error?.message === "string" ? error.message : "no reason given"}`) }, false);
    }
    if (method === gatewayNotices.gap) return this.gap({ reason: "server", detail: params.result });
    if (notice !== void 0) {
      this.guard(() => this.options.onNotice?.({ method, result: params[notice.resultParam] }));
      return;
    }
    const value = params[this.facts.resultParam];
    const invalid = this.owner.client.check(this.name, value);
    if (invalid !== void 0) return this.report(invalid);
    const key = identityKey(value, this.facts.identity);
    if (key !== void 0) {
      if (this.seen.has(key)) return;
      this.seen.add(key);
      if (this.seen.size > maxRemembered) this.seen.delete(this.seen.values().next().value);
    }
    const reader = this.waiting.shift();
    if (reader !== void 0) return reader.resolve({ value, done: false });
    if (this.queue.length >= maxQueued) return this.overflow();
    this.queue.push({ value });
  }
  /** More notifications than a loop may leave unread: ended, rather than held. */
  overflow() {
    this.finish({ error: new Error(`subscribe.${this.name}: more than ${maxQueued} notifications waiting to be read; the loop reads slower than the server sends, so the subscription was ended`) }, true);
  }
  lost(final) {
    if (this.done) return;
    this.id = void 0;
    if (final) {
      const endpoint = this.owner.client.transport.endpoint;
      return this.finish({ error: new SocketClosedError(`subscribe.${this.name}: the WebSocket closed, and no other will be opened (the client was closed, or reconnect is off)`, 1006, "", endpoint, false) }, false);
    }
    this.lostAt ??= Date.now();
    this.start(0);
  }
  /** The subscription was made (again) under `id`. Ended while it was being made: ended on the server too. */
  made(id) {
    this.id = id;
    if (this.done) return this.owner.forget(this, true);
    if (this.lostAt !== void 0) {
      this.gap({ reason: "reconnect", lostAt: this.lostAt, resumedAt: Date.now() });
      this.lostAt = void 0;
    }
  }
  start(attempt) {
    this.owner.subscribe(this).then(
      () => void 0,
      (error) => {
        if (this.done) return;
        if (this.lostAt !== void 0 && attempt + 1 < resubscribeAttempts && !(error instanceof AbortError)) {
          const timer = setTimeout(() => this.start(attempt + 1), Math.min(maxResubscribeDelay, 100 * 2 ** attempt));
          timer.unref?.();
          return;
        }
        this.finish({ error: error instanceof Error ? error : new Error(String(error)) }, false);
      }
    );
  }
  gap(gap) {
    if (this.options.onGap !== void 0) return this.guard(() => this.options.onGap?.(gap));
    this.owner.client.log("warn", `subscribe.${this.name}: a gap in the notifications (${gap.reason}${gap.lostAt !== void 0 ? `, ${(gap.resumedAt ?? 0) - gap.lostAt} ms without a subscription` : ""})`);
  }
  report(error) {
    if (this.options.onError !== void 0) return this.guard(() => this.options.onError?.(error));
    this.owner.client.log("warn", error.message);
  }
  /** A listener's exception is not the subscription's: it is logged. */
  guard(run) {
    try {
      run();
    } catch (error) {
      this.owner.client.log("warn", `subscribe.${this.name}: a listener threw: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  /** Ends the stream: `last` is what the loop gets after the queue (an error), `tell` sends the unsubscribe call. */
  finish(last, tell) {
    if (this.done) return;
    this.done = true;
    this.unlisten?.();
    this.owner.forget(this, tell && this.id !== void 0);
    for (const reader of this.waiting.splice(0)) {
      if (last !== void 0 && "error" in last) reader.reject(last.error);
      else reader.resolve({ value: void 0, done: true });
      last = void 0;
    }
    if (last !== void 0) this.queue.push(last);
  }
}
Object.defineProperty(Stream.prototype, Symbol.asyncIterator, {
  value() {
    return this;
  },
  writable: true,
  configurable: true
});
function identityKey(value, pointers) {
  if (pointers.length === 0) return void 0;
  try {
    return JSON.stringify(pointers.map((pointer) => at(value, pointer)));
  } catch {
    return void 0;
  }
}
function at(value, pointer) {
  let current = value;
  if (pointer === "") return current;
  for (const raw of pointer.slice(1).split("/")) {
    const segment = raw.replaceAll("~1", "/").replaceAll("~0", "~");
    if (typeof current !== "object" || current === null || !Object.prototype.hasOwnProperty.call(current, segment)) return null;
    current = current[segment];
  }
  return current ?? null;
}
export {
  Stream,
  Subscriber,
  identityKey,
  subscribeFunctions
};
