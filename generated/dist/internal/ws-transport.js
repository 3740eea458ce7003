import { ConnectionError, ProtocolError, ResponseTooLargeError, SocketClosedError, TimeoutError } from "../client-errors.js";
import { guarded, preview, watch } from "./transport.js";
const OPEN = 1;
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
  /** When the last message arrived on each socket (ms, `Date.now()`). */
  lastMessage = /* @__PURE__ */ new WeakMap();
  /** Set when no socket may be opened any more: closed by the client, or closed with reconnect off. */
  ended;
  closedByClient = false;
  constructor(options) {
    this.options = options;
    this.endpoint = options.endpoint;
  }
  send(body, ids, _batch, control) {
    return new Promise((resolve, reject) => {
      const waiter = new Waiter(ids, control.what, resolve, reject);
      for (const id of ids) this.waiting.set(id, waiter);
      waiter.disarm = watch(control, this.endpoint, (error) => {
        this.drop(waiter, error);
        if (error instanceof TimeoutError) this.checkStuck(waiter);
      });
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
    if (this.retired.has(socket)) return;
    const why = this.options.mask.clip(`code ${code}${reason ? `, ${reason}` : ""}`, 200);
    if (this.ended === void 0 && !this.options.reconnect) {
      this.ended = { message: `the connection closed earlier (${why}) and reconnect is off`, code, reason: this.options.mask.clip(reason, 200) };
    }
    this.failWaiters(
      () => new SocketClosedError(`${this.endpoint}: the WebSocket closed while the call waited for its answer (${why})`, code, this.options.mask.clip(reason, 200), this.endpoint, true),
      socket
    );
    if (!this.closedByClient) this.options.log("warn", `${this.endpoint}: WebSocket closed (${why})${this.options.reconnect ? "; the next call reconnects" : ""}`);
  }
  /** A message past the limit: the socket is dropped (its stream is unusable mid-message) and its calls fail. The
   * next call opens a new one, reconnect or not, the server having ended nothing. */
  tooLarge(socket, received) {
    if (this.retired.has(socket)) return;
    this.retired.add(socket);
    if (this.socket === socket) this.socket = void 0;
    this.failWaiters((waiter) => new ResponseTooLargeError(`${waiter.what} (a message on its WebSocket)`, this.options.maxResponseBytes, received, this.endpoint), socket);
    this.options.log("warn", `${this.endpoint}: a message larger than maxResponseBytes (${this.options.maxResponseBytes} bytes) arrived; the WebSocket was closed`);
    if (typeof socket.terminate === "function") socket.terminate();
    else socket.close(1e3, "message too big");
  }
  /** After `waiter` timed out: closes its socket when no message at all arrived on it since the call was written. */
  checkStuck(waiter) {
    const socket = waiter.socket;
    if (socket === void 0 || this.retired.has(socket) || (this.lastMessage.get(socket) ?? 0) >= waiter.writtenAt) return;
    this.retired.add(socket);
    if (this.socket === socket) this.socket = void 0;
    const why = `no message arrived on it for ${Date.now() - waiter.writtenAt} ms while ${waiter.what} waited`;
    this.failWaiters(() => new SocketClosedError(`${this.endpoint}: the client closed the WebSocket, ${why}`, 1006, "stuck", this.endpoint, true), socket);
    this.options.log("warn", `${this.endpoint}: closed the WebSocket, ${why}; the next call opens a new one`);
    if (typeof socket.terminate === "function") socket.terminate();
    else socket.close(1e3, "stuck");
  }
  receive(socket, data, limitEnforced) {
    this.lastMessage.set(socket, Date.now());
    if (!limitEnforced) {
      const size = byteSize(data, this.options.maxResponseBytes);
      if (size > this.options.maxResponseBytes) return this.tooLarge(socket, size);
    }
    const text = typeof data === "string" ? data : new TextDecoder().decode(data);
    let message;
    try {
      message = JSON.parse(text);
    } catch {
      this.options.log("debug", this.options.mask.clip(`${this.endpoint}: ignored a message that is not JSON: ${text}`, 300));
      return;
    }
    const entries = Array.isArray(message) ? message : [message];
    let waiter;
    for (const entry of entries) {
      const id = entry?.id;
      const candidate = typeof id === "number" ? this.waiting.get(id) : void 0;
      if (candidate?.socket === socket) {
        waiter = candidate;
        break;
      }
    }
    if (waiter === void 0) {
      this.options.log("debug", `${this.endpoint}: ignored a message for no waiting call: ${preview(message, this.options.mask)}`);
      return;
    }
    this.forget(waiter);
    waiter.settle(message);
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
function byteSize(data, max) {
  if (typeof data === "string") return data.length > max || data.length * 3 <= max ? data.length : new TextEncoder().encode(data).byteLength;
  if (data instanceof ArrayBuffer) return data.byteLength;
  if (ArrayBuffer.isView(data)) return data.byteLength;
  return data?.size ?? 0;
}
export {
  WsTransport
};
