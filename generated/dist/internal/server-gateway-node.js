import { createClient } from "../client.js";
import { JsonRpcError } from "../errors.js";
import { validators } from "../validators.js";
import { urlMasker } from "./server-gateway-upstream-answers.js";
import { forwarding } from "./rpc-client.js";
class UpstreamNode {
  constructor(name, url, options, place) {
    this.name = name;
    this.options = options;
    let parsed;
    try {
      parsed = new URL(url);
    } catch {
      throw new TypeError(`upstream ${name}: not an absolute URL`);
    }
    const transport = parsed.protocol === "ws:" || parsed.protocol === "wss:" ? "ws" : parsed.protocol === "http:" || parsed.protocol === "https:" ? "http" : void 0;
    if (transport === void 0) throw new TypeError(`upstream ${name}: the URL must start with http:, https:, ws: or wss:`);
    this.label = `${place} ${parsed.host}`;
    this.wsUrl = transport === "ws" ? url : void 0;
    this.mask = urlMasker(url);
    this.client = createClient({
      url,
      transport,
      // Failover and the caller decide what happens after a failure; a retry here would only delay them.
      retry: false,
      reconnect: true,
      timeout: options.timeoutMs,
      maxResponseBytes: options.maxResponseBytes,
      maxConnections: options.maxConnections,
      responseBudget: options.budget,
      validate: { params: false, result: options.validateResults },
      validators
    });
    this.forward = this.client[forwarding];
  }
  name;
  options;
  client;
  /**
   * The client's short path for one forwarded call (rpc-client.ts `RpcClient.forward`): the transport and the
   * answer's checks without the general call's retry loop and params check, which the gateway does or decides
   * itself (its calls still count in the client's `credits`). Batches go through the client's `batch`.
   */
  forward;
  /** Masks the node's URL (and the key it may carry) in the error objects it sends. */
  mask;
  /**
   * The node in metrics and `status()`: the family, its place in the list and the host (`evm#2 node-b:8545`; a
   * partner: `evm partner node-c:8545`), never the path, query or user info, where providers put their keys.
   */
  label;
  /** The node's WebSocket URL (`ws:`/`wss:`), for the gateway's subscription socket; undefined for an HTTP node. */
  wsUrl;
  up = true;
  since = 0;
  /** Asked before a node taken out comes back in: whether it serves its family's chain (the router's `ChainWatch`). */
  admit;
  probe;
  probing = false;
  queue = [];
  flushing = false;
  /** Set by `close`: a check still running then (the chain check's first round) takes nothing out and starts no probe. */
  closed = false;
  /** One call; `timeout` (ms) replaces the client's `timeoutSeconds` for it. */
  call(method, params, signal, timeout) {
    return this.forward(method, params, timeout, signal);
  }
  /**
   * Like `call`, aborted when the server's call is (its caller gone, its time limit passed). A context that can say
   * so without an AbortSignal (the engine's `whenAborted`) is handed to the client's transport as the call's abort
   * listener: no AbortController, and no EventTarget listener, per call.
   */
  callFor(method, params, context, timeout) {
    const whenAborted = context.whenAborted;
    if (typeof whenAborted !== "function") return this.forward(method, params, timeout, context.signal);
    return this.forward(method, params, timeout, (listener) => whenAborted.call(context, listener));
  }
  /** Like `call`, but queued for the next batch. A caller that gives up is not waited for: its answer is dropped. */
  batched(method, params) {
    return new Promise((resolve, reject) => {
      this.queue.push({ method, params, resolve, reject });
      if (this.queue.length >= this.options.batchCalls) this.flush();
      else if (!this.flushing) {
        this.flushing = true;
        setImmediate(() => this.flush());
      }
    });
  }
  flush() {
    const calls = this.queue.splice(0, this.options.batchCalls);
    this.flushing = this.queue.length > 0;
    if (this.flushing) setImmediate(() => this.flush());
    if (calls.length === 0) return;
    if (calls.length === 1) {
      const [only] = calls;
      this.call(only.method, only.params, void 0).then(only.resolve, only.reject);
      return;
    }
    const batch = this.client.batch;
    batch(() => calls).then(
      (outcomes) => {
        calls.forEach((queued, i) => {
          const outcome = outcomes[i];
          if (outcome?.ok === true) queued.resolve(outcome.result);
          else queued.reject(outcome?.error);
        });
      },
      (error) => {
        for (const queued of calls) queued.reject(error);
      }
    );
  }
  /** Marks the node down and probes it until it answers. */
  down(reason) {
    if (!this.up || this.closed) return;
    this.up = false;
    this.since = Date.now();
    this.options.log("upstream down", { upstream: this.name, reason });
    this.options.event(this.label, "down");
    this.probe = setInterval(() => void this.check(), this.options.healthMs);
    this.probe.unref?.();
  }
  async check() {
    if (this.probing || this.up) return;
    this.probing = true;
    try {
      const { method, params } = this.options.probe;
      let answered;
      try {
        await this.call(method, params, void 0);
        answered = true;
      } catch (error) {
        answered = error instanceof JsonRpcError;
      }
      if (answered && (this.admit === void 0 || await this.admit(this))) this.back();
    } catch {
    } finally {
      this.probing = false;
    }
  }
  back() {
    if (this.up || this.closed) return;
    this.up = true;
    this.since = Date.now();
    clearInterval(this.probe);
    this.probe = void 0;
    this.options.log("upstream back up", { upstream: this.name });
    this.options.event(this.label, "up");
  }
  async close() {
    this.closed = true;
    clearInterval(this.probe);
    this.probe = void 0;
    await this.client.close();
  }
}
export {
  UpstreamNode
};
