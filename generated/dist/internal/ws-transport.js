import { ConnectionError, ProtocolError, ResponseTooLargeError, SocketClosedError, TimeoutError } from "../client-errors.js";
import { guarded, preview, watch } from "./transport.js";
const OPEN = 1;
const unsolicitedLimit = { messages: 100, bytes: 1024 * 1024, window: 1e4 };
const abandonedLimit = 4096;
class SocketState {
  /** When the last message arrived (ms, `Date.now()`). */
  lastMessage = 0;
  /** The subscriptions were told it is gone. */
  lost = false;
  /** Ids of calls written on the socket and given up on, oldest first. */
  abandoned = /* @__PURE__ */ new Set();
  windowStart = 0;
  messages = 0;
  bytes = 0;
  abandon(ids) {
    for (const id of ids) this.abandoned.add(id);
    for (const id of this.abandoned) {
      if (this.abandoned.size <= abandonedLimit) break;
      this.abandoned.delete(id);
    }
  }
  /** Counts an unsolicited message; true when the socket has brought more than the limit in the window. */
  flooded(bytes, now) {
    if (now - this.windowStart > unsolicitedLimit.window) {
      this.windowStart = now;
      this.messages = 0;
      this.bytes = 0;
    }
    this.messages++;
    this.bytes += bytes;
    return this.messages > unsolicitedLimit.messages || this.bytes > unsolicitedLimit.bytes;
  }
}
class Waiter {
  ids;
  what;
  /** The socket the request was written to: only a message on it can answer. */
  socket;
  /** When it was written (ms, `Date.now()`). */
  writtenAt = 0;
  /** Clears the waiter's timeout and abort listener; set once the waiter is registered. */
  disarm;
  resolve;
  reject;
  constructor(ids, what, resolve, reject) {
    this.ids = ids;
    this.what = what;
    this.resolve = resolve;
    this.reject = reject;
  }
  settle(answer) {
    this.disarm?.();
    this.resolve(answer);
  }
  fail(error) {
    this.disarm?.();
    this.reject(error);
  }
}
class WsTransport {
  endpoint;
  options;
  waiting = /* @__PURE__ */ new Map();
  socket;
  opening;
  /** Sockets the client closed itself (an answer too large): their waiters already failed, and they end nothing. */
  retired = /* @__PURE__ */ new WeakSet();
  states = /* @__PURE__ */ new WeakMap();
  /** Set when no socket may be opened any more: closed by the client, or closed with reconnect off. */
  ended;
  closedByClient = false;
  /** On Node (the platform loads its modules) a long timeout goes on the shared coarse clock (transport.ts `watch`). */
  onNode;
  /** The client's subscriptions, once it has made one. */
  push;
  constructor(options) {
    this.options = options;
    this.endpoint = options.endpoint;
    this.onNode = options.platform.http !== void 0 || options.platform.webSocket !== void 0;
  }
  send(body, ids, _batch, control) {
    return new Promise((resolve, reject) => {
      const waiter = new Waiter(ids, control.what, resolve, reject);
      for (const id of ids) this.waiting.set(id, waiter);
      const disarm = watch(
        control,
        this.endpoint,
        (error) => {
          this.drop(waiter, error);
          if (waiter.socket !== void 0) this.state(waiter.socket).abandon(ids);
          if (error instanceof TimeoutError) this.checkStuck(waiter);
        },
        this.onNode
      );
      if (this.waiting.get(ids[0]) !== waiter) return disarm();
      waiter.disarm = disarm;
      const socket = this.socket;
      if (socket !== void 0 && socket.readyState === OPEN) return this.write(socket, body, waiter);
      this.open().then(
        (opened) => {
          if (this.waiting.get(ids[0]) === waiter) this.write(opened, body, waiter);
        },
        (error) => this.drop(waiter, error)
      );
    });
  }
  listen(listener) {
    this.push = listener;
  }
  /** Tells the subscriptions their socket is gone (once per socket: `retired` and `closed` both may see it). */
  lost(socket) {
    const state = this.state(socket);
    if (state.lost) return;
    state.lost = true;
    this.push?.lost(this.ended !== void 0);
  }
  async close() {
    this.closedByClient = true;
    this.ended = { message: "the client was closed", code: 1e3, reason: "closed by the client" };
    const socket = this.socket ?? await this.opening?.catch(() => void 0);
    this.socket = void 0;
    this.failWaiters(() => new SocketClosedError(`${this.endpoint}: the client was closed while the call waited`, 1e3, "closed by the client", this.endpoint, false));
    if (socket !== void 0 && socket.readyState <= OPEN) socket.close(1e3, "closed by the client");
  }
  write(socket, body, waiter) {
    waiter.socket = socket;
    waiter.writtenAt = Date.now();
    if (socket.readyState !== OPEN) {
      this.drop(waiter, new SocketClosedError(`${this.endpoint}: the WebSocket closed before the call could be sent`, 1006, "", this.endpoint, true));
      return;
    }
    try {
      socket.send(body);
    } catch (error) {
      this.drop(waiter, new ConnectionError(this.options.mask.clip(`sending to ${this.endpoint} failed: ${String(error)}`, 1e3), void 0, this.endpoint, true));
    }
  }
  /** Forgets a waiter's ids. */
  forget(waiter) {
    for (const id of waiter.ids) if (this.waiting.get(id) === waiter) this.waiting.delete(id);
  }
  /** Forgets a waiter and fails it. */
  drop(waiter, error) {
    this.forget(waiter);
    waiter.fail(error);
  }
  /** Fails every waiter (that was written to `socket`, when given) with the error `make` builds for it. */
  failWaiters(make, socket) {
    const waiters = new Set([...this.waiting.values()].filter((w) => socket === void 0 || w.socket === socket));
    for (const waiter of waiters) this.drop(waiter, make(waiter));
  }
  open() {
    const ended = this.ended;
    if (ended !== void 0) {
      return Promise.reject(new SocketClosedError(`${this.endpoint}: ${ended.message}`, ended.code, ended.reason, this.endpoint, false));
    }
    this.opening ??= this.connect().finally(() => {
      this.opening = void 0;
    });
    return this.opening;
  }
  async connect() {
    const { Class, enforcesLimit } = await this.socketClass();
    return new Promise((resolve, reject) => {
      const headers = this.options.headers;
      const withHeaders = Object.keys(headers).length > 0;
      let socket;
      try {
        if (enforcesLimit) socket = new Class(this.options.url.href, withHeaders ? { headers, maxPayload: this.options.maxResponseBytes } : { maxPayload: this.options.maxResponseBytes });
        else socket = withHeaders ? new Class(this.options.url.href, { headers }) : new Class(this.options.url.href);
        socket.binaryType = "arraybuffer";
      } catch (error) {
        reject(new ConnectionError(this.options.mask.clip(`could not open a WebSocket to ${this.endpoint}: ${String(error)}`, 1e3), void 0, this.endpoint, false));
        return;
      }
      let opened = false;
      let problem = "";
      const guard = (callback) => guarded(callback, (error) => {
        const text = this.options.mask.clip(`${this.endpoint}: handling a WebSocket event failed: ${error instanceof Error ? error.message : String(error)}`, 1e3);
        this.failWaiters((waiter) => new ProtocolError(`${waiter.what}: ${text}`, this.endpoint), socket);
        this.options.log("warn", text);
      });
      socket.onopen = guard(() => {
        opened = true;
        this.socket = socket;
        if (this.ended !== void 0) socket.close(1e3, "closed by the client");
        resolve(socket);
      });
      socket.onerror = guard((event) => {
        const error = event.error;
        if (error?.code === "WS_ERR_UNSUPPORTED_MESSAGE_LENGTH") return this.tooLarge(socket, void 0);
        const message = event.message ?? error?.message;
        if (typeof message === "string") problem = message;
      });
      socket.onmessage = guard((event) => this.receive(socket, event.data, enforcesLimit));
      socket.onclose = guard((event) => {
        if (!opened) {
          const why = problem || `closed with code ${event.code}`;
          reject(new ConnectionError(this.options.mask.clip(`could not connect to ${this.endpoint}: ${why}`, 1e3), void 0, this.endpoint, true));
          return;
        }
        this.closed(socket, event.code, event.reason);
      });
    });
  }
  closed(socket, code, reason) {
    if (this.socket === socket) this.socket = void 0;
    if (this.retired.has(socket)) return this.lost(socket);
    const why = this.options.mask.clip(`code ${code}${reason ? `, ${reason}` : ""}`, 200);
    if (this.ended === void 0 && !this.options.reconnect) {
      this.ended = { message: `the connection closed earlier (${why}) and reconnect is off`, code, reason: this.options.mask.clip(reason, 200) };
    }
    this.failWaiters(
      () => new SocketClosedError(`${this.endpoint}: the WebSocket closed while the call waited for its answer (${why})`, code, this.options.mask.clip(reason, 200), this.endpoint, true),
      socket
    );
    if (!this.closedByClient) this.options.log("warn", `${this.endpoint}: WebSocket closed (${why})${this.options.reconnect ? "; the next call reconnects" : ""}`);
    this.lost(socket);
  }
  state(socket) {
    let state = this.states.get(socket);
    if (state === void 0) {
      state = new SocketState();
      this.states.set(socket, state);
    }
    return state;
  }
  /** A message past the limit: the socket is dropped (its stream is unusable mid-message) and its calls fail. */
  tooLarge(socket, received) {
    this.retire(
      socket,
      (waiter) => new ResponseTooLargeError(`${waiter.what} (a message on its WebSocket)`, this.options.maxResponseBytes, received, this.endpoint),
      `a message larger than maxResponseBytes (${this.options.maxResponseBytes} bytes) arrived; the WebSocket was closed`,
      "message too big"
    );
  }
  /** A message that is no answer to a call on the socket: nothing later on it can be trusted to be one either. */
  broken(socket, what) {
    const why = `sent ${what}; the WebSocket was closed`;
    this.retire(socket, (waiter) => new ProtocolError(`${waiter.what}: ${this.endpoint} ${why}`, this.endpoint), why, "protocol error");
  }
  /** More unsolicited messages than the limit: the server is flooding, as bad as a dropped connection. */
  flooding(socket, state) {
    const why = `sent ${state.messages} unsolicited messages (${state.bytes} bytes) within ${unsolicitedLimit.window} ms, more than ${unsolicitedLimit.messages} or ${unsolicitedLimit.bytes} bytes; the WebSocket was closed`;
    this.retire(socket, () => new SocketClosedError(`${this.endpoint}: the client closed the WebSocket: the server ${why}`, 1008, "unsolicited messages", this.endpoint, true), why, "unsolicited messages");
  }
  /** Closes a socket the client gave up on, failing its calls with what `make` builds. The next call opens a new
   * one, reconnect or not, the server having ended nothing. */
  retire(socket, make, why, reason) {
    if (this.retired.has(socket)) return;
    this.retired.add(socket);
    if (this.socket === socket) this.socket = void 0;
    this.failWaiters(make, socket);
    this.options.log("warn", this.options.mask.clip(`${this.endpoint}: ${why}`, 1e3));
    if (typeof socket.terminate === "function") socket.terminate();
    else socket.close(1e3, reason);
  }
  /** After `waiter` timed out: closes its socket when no message at all arrived on it since the call was written. */
  checkStuck(waiter) {
    const socket = waiter.socket;
    if (socket === void 0 || this.retired.has(socket) || this.state(socket).lastMessage >= waiter.writtenAt) return;
    this.retired.add(socket);
    if (this.socket === socket) this.socket = void 0;
    const why = `no message arrived on it for ${Date.now() - waiter.writtenAt} ms while ${waiter.what} waited`;
    this.failWaiters(() => new SocketClosedError(`${this.endpoint}: the client closed the WebSocket, ${why}`, 1006, "stuck", this.endpoint, true), socket);
    this.options.log("warn", `${this.endpoint}: closed the WebSocket, ${why}; the next call opens a new one`);
    if (typeof socket.terminate === "function") socket.terminate();
    else socket.close(1e3, "stuck");
  }
  receive(socket, data, limitEnforced) {
    if (this.retired.has(socket)) return;
    const state = this.state(socket);
    state.lastMessage = Date.now();
    let size;
    if (!limitEnforced) {
      size = byteSize(data, this.options.maxResponseBytes);
      if (size > this.options.maxResponseBytes) return this.tooLarge(socket, size);
    }
    const text = typeof data === "string" ? data : new TextDecoder().decode(data);
    let message;
    try {
      message = JSON.parse(text);
    } catch {
      return this.broken(socket, this.options.mask.clip(`a message that is not JSON: ${text}`, 300));
    }
    if (isNotification(message)) {
      if (this.push?.notification(message) === true) return;
      if (state.flooded(size ?? text.length, state.lastMessage)) return this.flooding(socket, state);
      this.options.log("debug", `${this.endpoint}: ignored a notification (no subscription): ${preview(message, this.options.mask)}`);
      return;
    }
    const entries = Array.isArray(message) ? message : [message];
    let waiter;
    let late;
    for (const entry of entries) {
      const id = entry?.id;
      const candidate = typeof id === "number" ? this.waiting.get(id) : void 0;
      if (candidate?.socket === socket) {
        waiter = candidate;
        break;
      }
      if (typeof id === "number" && state.abandoned.has(id)) late ??= id;
    }
    if (waiter === void 0 && late === void 0 && isNullIdError(message)) {
      const here = new Set([...this.waiting.values()].filter((w) => w.socket === socket));
      if (here.size === 1) [waiter] = here;
    }
    if (waiter !== void 0) {
      this.forget(waiter);
      waiter.settle(message);
      return;
    }
    if (late !== void 0) {
      for (const entry of entries) state.abandoned.delete(entry?.id);
      this.options.log("debug", `${this.endpoint}: ignored a late answer to a call given up on (id ${late})`);
      return;
    }
    const shape = entries.length > 0 && entries.every(isResponse) ? "an answer to no call waiting on it" : "a message that is not a JSON-RPC response";
    this.broken(socket, `${shape}: ${preview(message, this.options.mask)}`);
  }
  async socketClass() {
    if (this.options.webSocket !== void 0) return { Class: this.options.webSocket, enforcesLimit: false };
    const global = globalThis.WebSocket;
    const load = this.options.platform.webSocket;
    if (load === void 0) {
      if (global !== void 0) return { Class: global, enforcesLimit: false };
      throw new ConnectionError(`${this.endpoint}: this runtime has no global WebSocket: pass \`webSocket\` (a WebSocket class) to createClient`, void 0, this.endpoint, false);
    }
    try {
      return { Class: await load(), enforcesLimit: true };
    } catch (error) {
      if (global !== void 0 && Object.keys(this.options.headers).length === 0) return { Class: global, enforcesLimit: false };
      throw new ConnectionError(this.options.mask.clip(`no WebSocket implementation: install the \`ws\` package (${String(error)})`, 1e3), void 0, this.endpoint, false);
    }
  }
}
function isNotification(message) {
  const m = message;
  return typeof m === "object" && m !== null && !Array.isArray(m) && typeof m.method === "string" && m.id === void 0;
}
function isResponse(entry) {
  const e = entry;
  return typeof e === "object" && e !== null && !Array.isArray(e) && "id" in e && ("result" in e || "error" in e);
}
function isNullIdError(message) {
  const m = message;
  return typeof m === "object" && m !== null && !Array.isArray(m) && m.id === null && typeof m.error === "object" && m.error !== null;
}
function byteSize(data, max) {
  if (typeof data === "string") return data.length > max || data.length * 3 <= max ? data.length : new TextEncoder().encode(data).byteLength;
  if (data instanceof ArrayBuffer) return data.byteLength;
  if (ArrayBuffer.isView(data)) return data.byteLength;
  return data?.size ?? 0;
}
export {
  WsTransport
};
