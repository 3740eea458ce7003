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
    if (this.node !== void 0) return this.node.send(body, control);
    const nodeHttp = this.options.platform.http;
    if (this.options.fetch !== void 0 || nodeHttp === void 0) return this.sendFetch(body, control);
    this.loading ??= nodeHttp(this, this.headers).then((sender) => {
      this.node = sender;
    });
    return this.loading.then(() => this.node.send(body, control));
  }
  async close() {
    this.closed = true;
    this.node?.close();
  }
  /** @internal An answer's bytes past what the shared budget can hold (the fetch path and node-http.ts); `others`: what the other answers held. */
  overBudget(control, others, wanted) {
    return new ResponseBudgetError(control.what, this.options.budget.limit, others, wanted, this.endpoint);
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
        throw this.overBudget(control, lease.others, declared);
      }
      const { text, cut, received, refused } = await readFetchBody(response, limit, lease);
      if (refused) throw this.overBudget(control, lease.others, received);
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
  HttpTransport,
  errorBodyBytes
};
