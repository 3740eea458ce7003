import { ConnectionError, HttpStatusError, ProtocolError, ResponseBudgetError, ResponseTooLargeError, TransportError } from "../client-errors.js";
import { Lease } from "./response-budget.js";
import { connectionError, guarded, watch } from "./transport.js";
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
      let settled = false;
      let request;
      const lease = new Lease(this.options.budget);
      const finish = (error, value) => {
        if (settled) return;
        settled = true;
        disarm();
        if (error === void 0) {
          resolve(value);
          lease.releaseLater();
        } else {
          lease.release();
          request?.destroy();
          reject(error);
        }
      };
      const guard = (callback) => guarded(callback, (error) => finish(this.unexpected(error, control)));
      const disarm = watch(control, this.endpoint, (error) => finish(error));
      try {
        request = node.request(
          {
            protocol: node.protocol,
            hostname: node.hostname,
            port: node.port,
            path: node.path,
            method: "POST",
            agent: node.agent,
            headers: [...node.headers, "content-length", String(Buffer.byteLength(body))]
          },
          guard((response) => this.readNode(response, control, lease, finish, guard))
        );
        request.on("error", guard((error) => finish(connectionError(error, this.endpoint, this.options.mask, control.what))));
        request.end(body);
      } catch (error) {
        finish(connectionError(error, this.endpoint, this.options.mask, control.what));
      }
    });
  }
  /** Reads one answer of `node:http`, counting its bytes as they arrive. */
  readNode(response, control, lease, finish, guard) {
    const status = response.statusCode ?? 0;
    const ok = status >= 200 && status <= 299;
    const limit = ok ? this.options.maxResponseBytes : errorBodyBytes;
    const declared = Number(response.headers["content-length"]);
    if (ok && declared > limit) return finish(new ResponseTooLargeError(control.what, limit, declared, this.endpoint));
    if (ok && declared > 0 && !lease.grow(declared)) return finish(this.overBudget(control, lease, declared));
    let chunks = [];
    let whole = ok && declared > 0 ? Buffer.allocUnsafe(declared) : void 0;
    let received = 0;
    response.on(
      "data",
      guard((chunk) => {
        received += chunk.length;
        if (received <= limit) {
          if (ok && !lease.grow(received)) return finish(this.overBudget(control, lease, received));
          if (whole !== void 0 && received <= whole.length) chunk.copy(whole, received - chunk.length);
          else chunks.push(chunk);
        } else if (ok) finish(new ResponseTooLargeError(control.what, limit, received, this.endpoint));
        else {
          chunks.push(chunk.subarray(0, limit - (received - chunk.length)));
          finish(this.statusError(status, Buffer.concat(chunks).toString("utf8"), true));
        }
      })
    );
    response.on(
      "end",
      guard(() => {
        const text = whole !== void 0 && chunks.length === 0 ? whole.toString("utf8", 0, received) : Buffer.concat(whole === void 0 ? chunks : [whole, ...chunks]).toString("utf8");
        whole = void 0;
        chunks = [];
        if (ok) this.parse(text, control, finish);
        else finish(this.statusError(status, text, false));
      })
    );
    const broken = (error) => finish(connectionError(error, this.endpoint, this.options.mask, `${control.what} (the answer broke off after ${received} bytes)`));
    response.on("error", guard(broken));
    response.on(
      "close",
      guard(() => {
        if (!response.complete) broken(Object.assign(new Error("the connection closed before the whole answer arrived"), { code: "ECONNRESET" }));
      })
    );
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
        throw this.statusError(response.status, text2, cut2);
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
  overBudget(control, lease, wanted) {
    return new ResponseBudgetError(control.what, this.options.budget.limit, lease.others, wanted, this.endpoint);
  }
  statusError(status, text, cut) {
    return new HttpStatusError(status, this.options.mask.clip(text, bodyLimit, cut), this.endpoint);
  }
  parse(text, control, finish) {
    let value;
    try {
      value = JSON.parse(text);
    } catch {
      return finish(new ProtocolError(this.options.mask.clip(`${control.what}: the answer from ${this.endpoint} is not JSON: ${text}`, 300), this.endpoint));
    }
    finish(void 0, value);
  }
  /** An exception thrown where none was expected (a bug, or a runtime limit), as the call's error. */
  unexpected(error, control) {
    if (error instanceof TransportError) return error;
    const text = error instanceof Error ? error.message : String(error);
    return new ConnectionError(this.options.mask.clip(`${control.what}: reading the answer from ${this.endpoint} failed: ${text}`, 1e3), void 0, this.endpoint, false);
  }
}
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
