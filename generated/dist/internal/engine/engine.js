import { JsonRpcError } from "../../errors.js";
import { methodInfo } from "../../methods.js";
import { MemoryRateLimiter } from "../metering/rate-limit.js";
import { FreeAnswerLimiter } from "../metering/free-limit.js";
import { refusalRank, refusalRetryAfter, refusalStatus, refusalText, secondsToReset } from "../metering/refusals.js";
import { isNotServed, NotServedError } from "./not-served.js";
import { boundBatch, overBatchText } from "./batch.js";
import { Ops } from "./ops.js";
import { discoverDefined } from "../document.js";
import { keyId } from "./key-id.js";
import { OutsideSpec } from "./outside-spec.js";
import { Subscriptions } from "./subscriptions.js";
import { whenHandedOff } from "./hand-off.js";
import { CorsPolicy } from "./cors.js";
import { errorText, discoverReply, scanIds } from "./envelope.js";
import { errorFields, logError, mentionsKey, withheld } from "./redact.js";
import {
  optionNumber,
  serverErrors
} from "./options.js";
import { isThenable, MethodCall, Served, waits } from "./call.js";
import { CallSteps } from "./steps.js";
class RpcEngine {
  /**
   * @param keyed whether the routes carry an API key: then an empty key is refused before `authenticate` is asked.
   */
  constructor(handlers, rules, options, keyed) {
    this.keyed = keyed;
    this.maxBatchSize = optionNumber("maxBatchSize", options.maxBatchSize, 100, 1);
    this.maxBodyBytes = optionNumber("maxBodyBytes", options.maxBodyBytes, 1048576, 1);
    this.maxBatchReplyBytes = optionNumber("maxBatchReplyBytes", options.maxBatchReplyBytes, 16 * 1048576, 1);
    this.free = new FreeAnswerLimiter(options.freeBytesPerSecond);
    const unpricedCost = optionNumber("unpricedCost", options.unpricedCost, 0, 0);
    const defaultTimeout = optionNumber("defaultTimeoutSeconds", options.defaultTimeoutSeconds, 30, 0);
    const validateResults = options.validateResults === true;
    this.logger = options.logger ?? { error: (message, details) => console.error(`server: ${message}`, details) };
    this.authenticate = options.authenticate ?? ((apiKey) => apiKey !== "" || !keyed);
    this.cors = new CorsPolicy(options.cors);
    const store = options.creditStore;
    if (options.creditStoreFailure !== void 0 && options.creditStoreFailure !== "refuse" && options.creditStoreFailure !== "serve") {
      throw new TypeError("server options: creditStoreFailure must be 'refuse' or 'serve'");
    }
    const failOpen = options.creditStoreFailure === "serve";
    const rateLimiter = options.rateLimiter ?? // A store that checks the rate with the balance (a shared one given creditsPerSecond) is the limiter.
    (options.creditsPerSecond === void 0 || store?.limitsRate === true ? void 0 : new MemoryRateLimiter({ creditsPerSecond: options.creditsPerSecond, burstSeconds: optionNumber("rateBurstSeconds", options.rateBurstSeconds, 1, 1e-3) }));
    this.ops = new Ops(options, store, this.logger);
    const completed = (call, answer, refundTried) => this.completed(call, answer, refundTried);
    this.steps = new CallSteps(store, rateLimiter, failOpen, options.blockGasLimit, validateResults, this.logger, this.ops, completed);
    this.metrics = this.ops.metrics;
    this.callLog = typeof this.logger.info === "function";
    const timeoutError = () => new JsonRpcError(serverErrors.timeout.code, serverErrors.timeout.message);
    const resultLimitError = (max) => new JsonRpcError(-32005, `query returned more than ${max} results`);
    const outsideTimeout = Math.min(Math.round(defaultTimeout * 1e3), 2147483647);
    this.outside = options.outsideSpec === void 0 ? void 0 : new OutsideSpec(options.outsideSpec, { timeoutMs: outsideTimeout, timeoutError, resultLimitError }, (name) => this.methods.get(name));
    this.subscriptions = options.subscriptions === void 0 ? void 0 : new Subscriptions(options.subscriptions, { timeoutMs: outsideTimeout, timeoutError, resultLimitError }, store, failOpen, this.logger, (n) => this.metrics?.credits("eth_subscription", n));
    const table = handlers;
    for (const name of Object.keys(methodInfo)) {
      const handler = table[name];
      if (typeof handler !== "function") continue;
      const info = methodInfo[name];
      const rule = rules[name] ?? {};
      const limits = info.limits;
      const timeoutSeconds = optionNumber(`timeoutSeconds.${name}`, options.timeoutSeconds?.[name], limits?.timeoutSeconds ?? defaultTimeout, 0);
      const price = info.credits;
      const compiled = {
        name,
        info,
        handler: (params, context) => handler.call(handlers, params, context),
        cost: price ?? unpricedCost,
        // setTimeout takes at most 2^31 - 1 ms (24.8 days).
        timeoutMs: Math.min(Math.round(timeoutSeconds * 1e3), 2147483647),
        timeoutError: rule.timeoutError ?? timeoutError,
        maxParams: limits?.maxParams,
        countParams: rule.countParams ?? [],
        maxResults: limits?.maxResults,
        resultLimitError: rule.resultLimitError ?? resultLimitError,
        gasCap: limits?.gasCap ? { field: limits.gasCap.field, multiple: limits.gasCap.blockGasLimitMultiple } : void 0
      };
      this.methods.set(name, compiled);
      whenHandedOff(handler, (to) => compiled.handler = (params, context) => to.call(handlers, params, context));
    }
  }
  keyed;
  methods = /* @__PURE__ */ new Map();
  authenticate;
  /** The CORS policy the transports apply (the engine checks origins; the transports write the headers). */
  cors;
  maxBatchSize;
  maxBatchReplyBytes;
  maxBodyBytes;
  /** The limit of free answers, which the transports also ask for GET of the docs page and the document. */
  free;
  logger;
  /** A call's steps from its params to its handler's outcome (engine/steps.ts). */
  steps;
  /** Health, metrics and call logs (engine/ops.ts); `metrics` is undefined unless the option is set. */
  ops;
  metrics;
  callLog;
  /** The `outsideSpec` option: methods the spec does not have, served by one handler (engine/outside-spec.ts). */
  outside;
  /** The `subscriptions` option: `eth_subscribe`/`eth_unsubscribe` over WebSocket (engine/subscriptions.ts). */
  subscriptions;
  /**
   * Keeps call timeouts with `deadlines` (one timer for all calls) instead of a timer per call. For hosts whose
   * timers outlive a request (the node:http transport); a worker's timers belong to the request that set them.
   */
  useDeadlines(deadlines) {
    this.steps.deadlines = deadlines;
  }
  async handle(text, context = {}) {
    return (await this.respond(text, context)).body;
  }
  respond(text, context = {}) {
    const apiKey = typeof context.apiKey === "string" ? context.apiKey : "";
    const transport = context.transport === "ws" ? "ws" : "http";
    const route = typeof context.route === "string" ? context.route : void 0;
    const origin = typeof context.origin === "string" ? context.origin : void 0;
    const answer = (access) => access === "ok" ? this.dispatch(text, apiKey, transport, context.signal, route, typeof context.address === "string" ? context.address : void 0) : Promise.resolve(access === "unauthorized" ? this.unauthorized() : this.originRefused());
    const verdict = this.authorize(apiKey, transport, route, origin);
    return typeof verdict === "string" ? answer(verdict) : verdict.then(answer);
  }
  /**
   * Whether the key may call, from `origin` when a web page sends one (its `Origin` header): the server-wide
   * `cors.origins` first, then the key's own `allowedOrigins`. The transports ask once per HTTP request or WebSocket
   * connection.
   */
  authorize(apiKey, transport = "http", route, origin) {
    if (origin !== void 0 && this.cors.enabled && !this.cors.allows(origin)) return "origin refused";
    if (this.keyed && apiKey === "") return "unauthorized";
    let verdict;
    try {
      verdict = this.authenticate(apiKey);
    } catch (error) {
      return this.authenticateFailed(error, apiKey, transport, route);
    }
    if (!isThenable(verdict)) return this.cors.judge(verdict, origin);
    return Promise.resolve(verdict).then(
      (verdict2) => this.cors.judge(verdict2, origin),
      (error) => this.authenticateFailed(error, apiKey, transport, route)
    );
  }
  authenticateFailed(error, apiKey, transport, route) {
    logError(this.logger, "authenticate failed", { transport, route, error: errorFields(error, apiKey) });
    return "unauthorized";
  }
  unauthorized() {
    this.metrics?.request("none", "unauthorized", "http");
    return { status: 401, body: errorText("null", serverErrors.unauthorized.code, serverErrors.unauthorized.message) };
  }
  originRefused() {
    this.metrics?.request("none", "origin_refused", "http");
    return { status: 403, body: errorText("null", serverErrors.originRefused.code, serverErrors.originRefused.message) };
  }
  tooLarge() {
    return { status: 413, body: errorText("null", -32600, "Invalid Request", `request larger than ${this.maxBodyBytes} bytes`) };
  }
  /** Answers a request text whose key is already authorized. */
  dispatch(text, apiKey, transport, signal, route, address) {
    return new Promise((resolve) => {
      const reply = this.dispatchLater(text, apiKey, transport, signal, route, { deliver: resolve }, address);
      if (reply !== waits) resolve(reply);
    });
  }
  /**
   * As `dispatch`, with a recipient instead of a promise: the reply itself when no call of the request has to wait (a
   * refusal, an invalid call, a handler that answers at once); otherwise undefined, and `recipient.deliver` is called
   * with it once it is. The node:http and WebSocket transports answer so: no promise and no turn of the microtask
   * queue of their own, and a served call goes from its handler's promise to the socket.
   */
  dispatchTo(text, apiKey, transport, signal, route, recipient, address) {
    const reply = this.dispatchLater(text, apiKey, transport, signal, route, recipient, address);
    return reply === waits ? void 0 : reply;
  }
  /** The reply, or `waits` when a call has to wait: the recipient then gets the reply once the last call is answered. */
  dispatchLater(text, apiKey, transport, signal, route, recipient, address) {
    if (typeof text !== "string") return { status: 200, body: errorText("null", -32700, "Parse error", "the request is not text") };
    if (text.length > this.maxBodyBytes) return this.tooLarge();
    let parsed;
    try {
      parsed = JSON.parse(text);
    } catch {
      return { status: 200, body: errorText("null", -32700, "Parse error", "the request is not valid JSON") };
    }
    const request = { text, apiKey, transport, signal, route, address, replies: 0, refused: 0, waiting: 0, bodies: void 0, recipient };
    if (Array.isArray(parsed)) {
      if (parsed.length === 0) return { status: 200, body: errorText("null", -32600, "Invalid Request", "empty batch") };
      if (parsed.length > this.maxBatchSize) {
        return { status: 200, body: errorText("null", -32600, "Invalid Request", `batch of ${parsed.length} calls; at most ${this.maxBatchSize}`) };
      }
      return this.batch(parsed, request);
    }
    const body = this.call(parsed, -1, request);
    return body === waits ? waits : this.replyOf(body, request);
  }
  /** A batch's reply: its calls' replies in order, at once when none waits, else `waits` (see `completed`). */
  batch(calls, request) {
    const bodies = new Array(calls.length);
    request.bodies = bodies;
    let size = 0;
    for (let index = 0; index < calls.length; index++) {
      if (size > this.maxBatchReplyBytes) {
        bodies[index] = this.overBatch(calls[index], index, request);
        continue;
      }
      const body = this.call(calls[index], index, request);
      if (body === waits) request.waiting++;
      else if (body !== void 0) {
        bodies[index] = body;
        size += body.length + 1;
      }
    }
    return request.waiting === 0 ? this.batchReply(request) : waits;
  }
  /** The answer of a call left unrun because its batch's answer is past the bound; nothing for a notification. */
  overBatch(call, index, request) {
    const id = typeof call === "object" && call !== null ? call.id : null;
    if (id === void 0) return void 0;
    const idJson = id === null || typeof id === "string" || typeof id === "number" ? this.idText(id, index, request) : "null";
    return this.reply(request, overBatchText(idJson, this.maxBatchReplyBytes));
  }
  batchReply(request) {
    boundBatch(request.bodies, this.maxBatchReplyBytes);
    const sent = request.bodies.filter((r) => r !== void 0);
    return this.replyOf(sent.length === 0 ? void 0 : `[${sent.join(",")}]`, request);
  }
  /** The HTTP reply of a request's answer text: 204 for notifications only, a refusal's status when every call was refused. */
  replyOf(body, request) {
    if (body === void 0) return { status: 204, body };
    if (request.refusal !== void 0 && request.refused === request.replies) return { status: request.refusal.status, body, retryAfter: request.refusal.retryAfter };
    return { status: 200, body };
  }
  /** One call: its reply text, undefined for a notification, or `waits` when the call has to wait. Never throws. */
  call(call, index, request) {
    if (typeof call !== "object" || call === null || Array.isArray(call)) {
      return this.invalid(request, errorText("null", -32600, "Invalid Request", "a request must be an object"));
    }
    const c = call;
    const id = c.id;
    if (!(id === void 0 || id === null || typeof id === "string" || typeof id === "number")) {
      return this.invalid(request, errorText("null", -32600, "Invalid Request", "id must be a string, a number or null"));
    }
    const idJson = id === void 0 ? "null" : this.idText(id, index, request);
    if (c.jsonrpc !== "2.0") return this.invalid(request, errorText(idJson, -32600, "Invalid Request", 'jsonrpc must be "2.0"'));
    if (typeof c.method !== "string") return this.invalid(request, errorText(idJson, -32600, "Invalid Request", "method must be a string"));
    const params = c.params;
    if (params !== void 0 && (typeof params !== "object" || params === null)) {
      return this.invalid(request, errorText(idJson, -32600, "Invalid Request", "params must be an array or an object"));
    }
    const method = this.methods.get(c.method) ?? this.subscriptions?.method(c.method) ?? this.outside?.method(c.method);
    if (method === void 0) {
      const notification = id === void 0;
      if (c.method === "rpc.discover" && !discoverDefined) return notification ? void 0 : this.reply(request, this.discover(idJson, params, request));
      this.metrics?.request("unknown", "unknown_method", request.transport);
      return notification ? void 0 : this.reply(request, errorText(idJson, -32601, "Method not found"));
    }
    const pending = new MethodCall(this.steps.settleCall, method, id, idJson, index, request, this.callLog ? performance.now() : 0);
    let ran;
    try {
      ran = this.steps.run(pending, params);
    } catch (error) {
      return this.failed(error, pending);
    }
    if (ran === waits) return waits;
    const text = this.written(ran, pending);
    if (text === void 0 && ran instanceof Served) ran = unwritable();
    if (pending.paid !== void 0 && ran instanceof JsonRpcError && isNotServed(ran) && this.steps.refundFirst(pending, ran) === waits) return waits;
    return this.answered(ran, pending, text);
  }
  /**
   * A call that waited is answered: its reply text goes into its request, and the request's reply to the recipient
   * once no call of it waits any more. Never throws: it runs from promise callbacks and timers.
   */
  completed(call, answer, refundTried = false) {
    const { request } = call;
    try {
      const text = this.written(answer, call);
      if (text === void 0 && answer instanceof Served) answer = unwritable();
      if (!refundTried && call.paid !== void 0 && answer instanceof JsonRpcError && isNotServed(answer) && this.steps.refundFirst(call, answer) === waits) return;
      const body = this.answered(answer, call, text);
      let reply;
      if (call.index < 0) reply = this.replyOf(body, request);
      else {
        request.bodies[call.index] = body;
        if (--request.waiting > 0) return;
        reply = this.batchReply(request);
      }
      request.recipient.deliver(reply);
    } catch (error) {
      this.steps.logCall("server failure", call, error);
    }
  }
  /**
   * A served answer's text, written before the charge is settled: a result JSON cannot write (nested past the stack,
   * a BigInt, a cycle) is the handler's failure (undefined, logged), not charged as any other, and counted as one.
   */
  written(answer, call) {
    return answer instanceof Served ? this.steps.resultText(answer.value, call) : void 0;
  }
  /** The reply text of a call's answer, counted and logged; `text`: a Served answer's (`written`). */
  answered(answer, call, text) {
    const { method, id, idJson, request } = call;
    const notification = id === void 0;
    let outcome = "internal_error";
    let charged = 0;
    try {
      if (answer instanceof Served || typeof answer === "string") {
        outcome = "ok";
        charged = call.paid === void 0 ? 0 : method.cost;
        if (notification) return void 0;
        if (answer instanceof Served) return this.reply(request, text);
        return this.reply(request, `{"jsonrpc":"2.0","id":${idJson},"result":${answer}}`);
      }
      if (answer instanceof JsonRpcError) {
        outcome = answer.code === -32602 ? "invalid_params" : answer.code === -32603 ? "internal_error" : "error";
        charged = call.paid === void 0 ? 0 : method.cost;
        return notification ? void 0 : this.reply(request, this.errorReply(idJson, answer, request));
      }
      outcome = answer.kind === "credits" ? "credits_exhausted" : answer.kind === "rate" ? "rate_limited" : "store_unavailable";
      return notification ? void 0 : this.reply(request, this.refusalReply(idJson, answer, request));
    } catch (error) {
      outcome = "internal_error";
      return this.serverFailure(error, call);
    } finally {
      this.counted(method, outcome, charged, request, call.started);
    }
  }
  /** A call whose run threw: only a bug in the server itself gets here (run turns every failure into an answer). */
  failed(error, call) {
    try {
      return this.serverFailure(error, call);
    } finally {
      this.counted(call.method, "internal_error", 0, call.request, call.started);
    }
  }
  serverFailure(error, call) {
    this.steps.logCall("server failure", call, error);
    return call.id === void 0 ? void 0 : this.reply(call.request, errorText(call.idJson, -32603, "Internal error"));
  }
  /** The call in the metrics and, when the logger takes `info`, one log line. */
  counted(method, outcome, charged, request, started) {
    if (this.metrics !== void 0) {
      this.metrics.request(method.name, outcome, request.transport);
      if (charged > 0) this.metrics.credits(method.name, charged);
    }
    if (this.callLog) {
      const line = {
        method: method.name,
        transport: request.transport,
        route: request.route,
        outcome,
        ms: Math.round((performance.now() - started) * 1e3) / 1e3,
        credits: charged,
        keyId: keyId(request.apiKey)
      };
      if (method.outside !== void 0) line.called = mentionsKey(method.outside, request.apiKey) ? withheld : method.outside;
      this.ops.info("call", line);
    }
  }
  /**
   * The answer to `rpc.discover`, within the limit of free answers (`freeBytesPerSecond`): the document, or the
   * refusal, counted as the rate limit's (429 when every call of the request is refused).
   */
  discover(idJson, params, request) {
    const answer = discoverReply(idJson, params);
    const refused = this.free.take(request.apiKey, request.address, answer.length);
    if (refused === 0) return answer;
    this.refused(request, 429, Math.max(1, Math.ceil(refused.retryAfterMs / 1e3)));
    return errorText(idJson, serverErrors.rateLimited.code, serverErrors.rateLimited.message, refused);
  }
  /** A request that is not a valid JSON-RPC call: answered, counted, never charged. */
  invalid(request, text) {
    this.metrics?.request("unknown", "invalid_request", request.transport);
    return this.reply(request, text);
  }
  /** A refusal's text (metering/refusals.ts), counted in its request for the request's status. */
  refusalReply(idJson, refusal, request) {
    this.refused(request, refusalStatus(refusal), refusalRetryAfter(refusal));
    return refusalText(idJson, refusal);
  }
  /**
   * Counts a refusal. A request whose every reply is a refusal gets the status of the one most worth retrying:
   * 429 (the rate frees up within seconds), then 503 (the store may be back), then 402 (not before the reset).
   */
  refused(request, status, retryAfter) {
    request.refused++;
    if (request.refusal === void 0 || refusalRank(status) > refusalRank(request.refusal.status)) request.refusal = { status, retryAfter };
  }
  reply(request, text) {
    request.replies++;
    return text;
  }
  errorReply(idJson, error, request) {
    if (error.code === serverErrors.creditsExhausted.code) {
      if (error.message === serverErrors.creditsExhausted.message) this.refused(request, 402, secondsToReset());
      else if (error.message === serverErrors.rateLimited.message) this.refused(request, 429, 1);
    }
    const code = Number.isInteger(error.code) ? error.code : -32603;
    let message = typeof error.message === "string" ? error.message : "Internal error";
    let data;
    try {
      data = error.data === void 0 ? void 0 : JSON.stringify(error.data);
    } catch {
      data = void 0;
    }
    if (mentionsKey(message, request.apiKey) || data !== void 0 && mentionsKey(data, request.apiKey)) {
      message = withheld;
      data = void 0;
    }
    return `{"jsonrpc":"2.0","id":${idJson},"error":{"code":${code},"message":${JSON.stringify(message)}${data === void 0 ? "" : `,"data":${data}`}}}`;
  }
  /**
   * The id as it must be echoed: JSON.parse rounds numbers beyond 2^53 and fractions, and JSON.stringify writes -0
   * as 0, so those are copied from the text.
   */
  idText(id, index, request) {
    if (typeof id !== "number") return JSON.stringify(id);
    if (Number.isSafeInteger(id) && !Object.is(id, -0)) return String(id);
    request.rawIds ??= scanIds(request.text);
    return request.rawIds[index < 0 ? 0 : index] ?? JSON.stringify(id);
  }
}
function unwritable() {
  return new NotServedError(-32603, "Internal error");
}
export {
  RpcEngine
};
