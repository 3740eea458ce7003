import { ConnectionError, HttpStatusError, ProtocolError, ResponseBudgetError, ResponseTooLargeError, TransportError } from "../client-errors.js";
import { Lease } from "./response-budget.js";
import { connectionError, watch } from "./transport.js";
const bodyLimit = 1e3;
const errorBodyBytes = 4096;
class HttpTransport {
  endpoint;
  options;
  headers;
  node;
  loading;
  closed = false;
  constructor(options) {
    this.options = options;
    this.endpoint = options.endpoint;
    this.headers = { "content-type": "application/json", accept: "application/json", ...options.headers };
  }
  send(body, _ids, _batch, control) {
    if (this.closed) return Promise.reject(connectionError(new Error("the client was closed"), this.endpoint, this.options.mask, control.what));
    if (this.node !== void 0) return this.sendNode(this.node, body, control);
    if (this.options.fetch !== void 0 || this.options.platform.http === void 0) return this.sendFetch(body, control);
    this.loading ??= this.load();
    return this.loading.then(() => this.sendNode(this.node, body, control));
  }
  async close() {
    this.closed = true;
    this.node?.agent.destroy();
  }
  async load() {
    const secure = this.options.url.protocol === "https:";
    const lib = await this.options.platform.http(secure);
    const agent = new lib.Agent({ keepAlive: true, maxSockets: this.options.maxConnections, scheduling: "lifo" });
    const url = this.options.url;
    this.node = {
      request: lib.request,
      agent,
      protocol: url.protocol,
      hostname: url.hostname.startsWith("[") ? url.hostname.slice(1, -1) : url.hostname,
      port: url.port,
      path: url.pathname + url.search,
      headers: headerList(url, this.headers)
    };
  }
  sendNode(node, body, control) {
    return new Promise((resolve, reject) => {
      const attempt = new NodeAttempt(this, control, new Lease(this.options.budget), resolve, reject);
      const disarm = watch(control, this.endpoint, attempt.finish, true);
      if (attempt.settled) return disarm();
      attempt.disarm = disarm;
      try {
        const request = node.request(
          {
            protocol: node.protocol,
            hostname: node.hostname,
            port: node.port,
            path: node.path,
            method: "POST",
            agent: node.agent,
            headers: [...node.headers, "content-length", String(Buffer.byteLength(body))]
          },
          onResponse
        );
        attempt.request = request;
        request[attemptOf] = attempt;
        request.on("error", onRequestError);
        request.end(body);
      } catch (error) {
        attempt.finish(connectionError(error, this.endpoint, this.options.mask, control.what));
      }
    });
  }
  /** @internal An answer's bytes past what the shared budget can hold (NodeAttempt). */
  overBudget(control, lease, wanted) {
    return new ResponseBudgetError(control.what, this.options.budget.limit, lease.others, wanted, this.endpoint);
  }
  /** @internal */
  statusError(status, text, cut, retryAfter) {
    return new HttpStatusError(status, this.options.mask.clip(text, bodyLimit, cut), this.endpoint, retryAfter);
  }
  /** @internal */
  parse(text, control, finish) {
    let value;
    try {
      value = JSON.parse(text);
    } catch {
      return finish(new ProtocolError(this.options.mask.clip(`${control.what}: the answer from ${this.endpoint} is not JSON: ${text}`, 300), this.endpoint));
    }
    finish(void 0, value);
  }
  /** @internal An exception thrown where none was expected (a bug, or a runtime limit), as the call's error. */
  unexpected(error, control) {
    if (error instanceof TransportError) return error;
    const text = error instanceof Error ? error.message : String(error);
    return new ConnectionError(this.options.mask.clip(`${control.what}: reading the answer from ${this.endpoint} failed: ${text}`, 1e3), void 0, this.endpoint, false);
  }
  /** @internal */
  get limits() {
    return this.options;
  }
  async sendFetch(body, control) {
    const controller = new AbortController();
    const lease = new Lease(this.options.budget);
    let failure;
    const disarm = watch(control, this.endpoint, (error) => {
      failure = error;
      controller.abort();
    });
    try {
      const fetchFn = this.options.fetch ?? fetch;
      const response = await fetchFn(this.options.url.href, { method: "POST", headers: this.headers, body, signal: controller.signal });
      if (!response.ok) {
        const { text: text2, cut: cut2 } = await readFetchBody(response, errorBodyBytes);
        throw this.statusError(response.status, text2, cut2, response.headers.get("retry-after"));
      }
      const limit = this.options.maxResponseBytes;
      const declared = Number(response.headers.get("content-length"));
      if (declared > limit) {
        void response.body?.cancel().catch(() => void 0);
        throw new ResponseTooLargeError(control.what, limit, declared, this.endpoint);
      }
      if (declared > 0 && !lease.grow(declared)) {
        void response.body?.cancel().catch(() => void 0);
        throw this.overBudget(control, lease, declared);
      }
      const { text, cut, received, refused } = await readFetchBody(response, limit, lease);
      if (refused) throw this.overBudget(control, lease, received);
      if (cut) throw new ResponseTooLargeError(control.what, limit, received, this.endpoint);
      let parsed;
      this.parse(text, control, (error, value) => {
        if (error !== void 0) throw error;
        parsed = value;
      });
      return parsed;
    } catch (error) {
      if (failure !== void 0) throw failure;
      if (error instanceof TransportError) throw error;
      throw connectionError(error, this.endpoint, this.options.mask, control.what);
    } finally {
      lease.releaseLater();
      disarm();
    }
  }
}
const attemptOf = /* @__PURE__ */ Symbol("rpcforge.attempt");
class NodeAttempt {
  constructor(transport, control, lease, resolve, reject) {
    this.transport = transport;
    this.control = control;
    this.lease = lease;
    this.resolve = resolve;
    this.reject = reject;
  }
  transport;
  control;
  lease;
  resolve;
  reject;
  settled = false;
  request;
  disarm = noop;
  status = 0;
  /** The error status's Retry-After header. */
  retryAfter;
  ok = false;
  limit = 0;
  chunks = [];
  /** An announced answer is copied into one buffer as it arrives: gathering the chunks and joining them at the end
   * would hold the answer twice. */
  whole;
  received = 0;
  finish = (error, value) => {
    if (this.settled) return;
    this.settled = true;
    this.disarm();
    if (error === void 0) {
      this.resolve(value);
      this.lease.releaseLater();
    } else {
      this.lease.release();
      this.request?.destroy();
      this.reject(error);
    }
  };
  /** Stream callbacks run outside any promise: an exception there would reach the process, so it fails the call. */
  failUnexpected(error) {
    this.finish(this.transport.unexpected(error, this.control));
  }
  /** Reads one answer of `node:http`, counting its bytes as they arrive. */
  response(response) {
    const { control, lease, transport } = this;
    const status = response.statusCode ?? 0;
    const ok = status >= 200 && status <= 299;
    const limit = ok ? transport.limits.maxResponseBytes : errorBodyBytes;
    const declared = Number(response.headers["content-length"]);
    if (ok && declared > limit) return this.finish(new ResponseTooLargeError(control.what, limit, declared, transport.endpoint));
    if (ok && declared > 0 && !lease.grow(declared)) return this.finish(transport.overBudget(control, lease, declared));
    this.status = status;
    if (!ok) this.retryAfter = response.headers["retry-after"];
    this.ok = ok;
    this.limit = limit;
    this.whole = ok && declared > 0 ? Buffer.allocUnsafe(declared) : void 0;
    response[attemptOf] = this;
    response.on("data", onData);
    response.on("end", onEnd);
    response.on("error", onResponseError);
    response.on("close", onResponseClose);
  }
  data(chunk) {
    const { ok, limit, control, transport } = this;
    const received = this.received += chunk.length;
    if (received <= limit) {
      if (ok && !this.lease.grow(received)) return this.finish(transport.overBudget(control, this.lease, received));
      const whole = this.whole;
      if (whole !== void 0 && received <= whole.length) chunk.copy(whole, received - chunk.length);
      else this.chunks.push(chunk);
    } else if (ok) this.finish(new ResponseTooLargeError(control.what, limit, received, transport.endpoint));
    else {
      this.chunks.push(chunk.subarray(0, limit - (received - chunk.length)));
      this.finish(transport.statusError(this.status, Buffer.concat(this.chunks).toString("utf8"), true, this.retryAfter));
    }
  }
  end() {
    const { whole, chunks, received } = this;
    const text = whole !== void 0 && chunks.length === 0 ? whole.toString("utf8", 0, received) : Buffer.concat(whole === void 0 ? chunks : [whole, ...chunks]).toString("utf8");
    this.whole = void 0;
    this.chunks = [];
    if (this.ok) this.transport.parse(text, this.control, this.finish);
    else this.finish(this.transport.statusError(this.status, text, false, this.retryAfter));
  }
  broken(error) {
    const { transport, control } = this;
    this.finish(connectionError(error, transport.endpoint, transport.limits.mask, `${control.what} (the answer broke off after ${this.received} bytes)`));
  }
}
const noop = () => void 0;
function attemptListener(step) {
  return function(arg) {
    const attempt = this[attemptOf];
    try {
      step(attempt, this, arg);
    } catch (error) {
      attempt.failUnexpected(error);
    }
  };
}
const onResponse = attemptListener((attempt, _request, response) => attempt.response(response));
const onRequestError = attemptListener(
  (attempt, _request, error) => attempt.finish(connectionError(error, attempt.transport.endpoint, attempt.transport.limits.mask, attempt.control.what))
);
const onData = attemptListener((attempt, _response, chunk) => attempt.data(chunk));
const onEnd = attemptListener((attempt) => attempt.end());
const onResponseError = attemptListener((attempt, _response, error) => attempt.broken(error));
const onResponseClose = attemptListener((attempt, response) => {
  if (!response.complete) attempt.broken(Object.assign(new Error("the connection closed before the whole answer arrived"), { code: "ECONNRESET" }));
});
function headerList(url, headers) {
  const byName = /* @__PURE__ */ new Map();
  for (const [name, value] of Object.entries(headers)) byName.set(name.toLowerCase(), [name, value]);
  byName.delete("content-length");
  const list = byName.has("host") ? [] : ["host", url.host];
  for (const [name, value] of byName.values()) list.push(name, value);
  return list;
}
async function readFetchBody(response, max, lease) {
  const stream = response.body;
  if (stream === null || typeof stream?.getReader !== "function") {
    const bytes = new Uint8Array(await response.arrayBuffer());
    const cut2 = bytes.byteLength > max;
    if (!cut2 && lease !== void 0 && !lease.grow(bytes.byteLength)) return { text: "", cut: false, received: bytes.byteLength, refused: true };
    return { text: new TextDecoder().decode(cut2 ? bytes.subarray(0, max) : bytes), cut: cut2, received: bytes.byteLength, refused: false };
  }
  const reader = stream.getReader();
  const chunks = [];
  let received = 0;
  let cut = false;
  for (; ; ) {
    const { done, value } = await reader.read();
    if (done) break;
    received += value.byteLength;
    if (received > max) {
      chunks.push(value.subarray(0, max - (received - value.byteLength)));
      cut = true;
      void reader.cancel().catch(() => void 0);
      break;
    }
    if (lease !== void 0 && !lease.grow(received)) {
      void reader.cancel().catch(() => void 0);
      return { text: "", cut: false, received, refused: true };
    }
    chunks.push(value);
  }
  const all = new Uint8Array(chunks.reduce((n, c) => n + c.byteLength, 0));
  let at = 0;
  for (const chunk of chunks) {
    all.set(chunk, at);
    at += chunk.byteLength;
  }
  return { text: new TextDecoder().decode(all), cut, received, refused: false };
}
export {
  HttpTransport
};
