import { ResponseTooLargeError } from "../client-errors.js";
import { errorBodyBytes } from "./http-transport.js";
import { Lease } from "./response-budget.js";
import { connectionError, watch } from "./transport.js";
async function nodeHttp(transport, headers) {
  const url = transport.limits.url;
  const lib = url.protocol === "https:" ? await import("node:https") : await import("node:http");
  return new NodeHttp(lib, transport, headers);
}
class NodeHttp {
  constructor(lib, transport, headers) {
    this.transport = transport;
    const { url, maxConnections } = transport.limits;
    this.request = lib.request;
    this.agent = new lib.Agent({ keepAlive: true, maxSockets: maxConnections, scheduling: "lifo" });
    this.protocol = url.protocol;
    this.hostname = url.hostname.startsWith("[") ? url.hostname.slice(1, -1) : url.hostname;
    this.port = url.port;
    this.path = url.pathname + url.search;
    this.headers = headerList(url, headers);
  }
  transport;
  request;
  agent;
  /** Where every request goes, read from the URL once: its getters cost more on every call than the request object. */
  protocol;
  hostname;
  port;
  path;
  /** The request's headers as node:http's flat list (`[name, value, …]`), built once: see headerList. */
  headers;
  send(body, control) {
    const transport = this.transport;
    return new Promise((resolve, reject) => {
      const attempt = new NodeAttempt(transport, control, new Lease(transport.limits.budget), resolve, reject);
      const disarm = watch(control, transport.endpoint, attempt.finish, true);
      if (attempt.settled) return disarm();
      attempt.disarm = disarm;
      try {
        const request = this.request(
          {
            protocol: this.protocol,
            hostname: this.hostname,
            port: this.port,
            path: this.path,
            method: "POST",
            agent: this.agent,
            headers: [...this.headers, "content-length", String(Buffer.byteLength(body))]
          },
          onResponse
        );
        attempt.request = request;
        request[attemptOf] = attempt;
        request.on("error", onRequestError);
        request.end(body);
      } catch (error) {
        attempt.finish(connectionError(error, transport.endpoint, transport.limits.mask, control.what));
      }
    });
  }
  close() {
    this.agent.destroy();
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
    if (ok && declared > 0 && !lease.grow(declared)) return this.finish(transport.overBudget(control, lease.others, declared));
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
      if (ok && !this.lease.grow(received)) return this.finish(transport.overBudget(control, this.lease.others, received));
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
export {
  nodeHttp
};
