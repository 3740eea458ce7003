import { credits } from "../credits.js";
import { MemoryCreditStore } from "./credit-store.js";
import { isNotServed, NotServedError } from "./not-served.js";
import { MemoryRateLimiter } from "./rate-limit.js";
import { FreeAnswerLimiter } from "./free-limit.js";
import { batchReplyTooLarge, boundBatch, overBatchText } from "./batch-bound.js";
import { Ops } from "./server-ops.js";
import { discoverDefined, openrpcDocument } from "./document.js";
import { keyId } from "./key-id.js";
import { OutsideSpec, outsideParamsError } from "./outside-spec.js";
import { JsonRpcError } from "../errors.js";
import { methodInfo } from "../methods.js";
import { validateParams, validateResult } from "../validators.js";
function normalOrigin(origin) {
  return origin.trim().toLowerCase().replace(/\/+$/, "");
}
class CorsPolicy {
  enabled;
  allow;
  allowHeaders;
  maxAge;
  constructor(options) {
    this.enabled = options !== false;
    const cors = options === false || options === void 0 ? {} : options;
    if (typeof cors !== "object" || cors === null) throw new TypeError("server options: cors must be an object or false");
    const origins = cors.origins ?? "*";
    if (origins === "*") this.allow = () => true;
    else if (typeof origins === "function") this.allow = (origin) => origins(origin) === true;
    else if (Array.isArray(origins)) {
      const listed = /* @__PURE__ */ new Set();
      origins.forEach((origin, i) => {
        if (typeof origin !== "string" || origin !== "null" && !/^[a-z][a-z0-9+.-]*:\/\/[^/?#\s]+$/i.test(normalOrigin(origin))) {
          throw new TypeError(`server options: cors.origins[${i}] must be an origin such as 'https://app.example' (scheme://host[:port], no path), not ${JSON.stringify(origin)}`);
        }
        listed.add(normalOrigin(origin));
      });
      this.allow = (origin) => listed.has(origin);
    } else throw new TypeError("server options: cors.origins must be '*', a list of origins or a function");
    const headers = cors.allowedHeaders ?? ["content-type"];
    if (!Array.isArray(headers) || headers.some((h) => typeof h !== "string" || !/^[!#$%&'*+.^_`|~0-9a-z-]+$/i.test(h))) {
      throw new TypeError("server options: cors.allowedHeaders must be a list of header names");
    }
    this.allowHeaders = headers.map((h) => h.toLowerCase()).join(", ");
    this.maxAge = String(Math.floor(optionNumber("cors.maxAgeSeconds", cors.maxAgeSeconds, 600, 0)));
  }
  /** Whether the server-wide list lets pages of `origin` call (before any key narrows it). */
  allows(origin) {
    return this.enabled && this.allow(normalOrigin(origin));
  }
  /** Headers of an answer to a request that came with `origin`: the allowance when the origin may call, else only `Vary`. */
  headers(origin) {
    if (!this.enabled || origin === void 0) return void 0;
    if (!this.allows(origin)) return { vary: "Origin" };
    return { "access-control-allow-origin": origin, "access-control-expose-headers": "Retry-After", vary: "Origin" };
  }
  /** Headers of a successful preflight (`OPTIONS` → 204). */
  preflight(origin) {
    return {
      "access-control-allow-origin": origin,
      "access-control-allow-methods": "POST",
      "access-control-allow-headers": this.allowHeaders,
      "access-control-max-age": this.maxAge,
      vary: "Origin"
    };
  }
}
function optionNumber(name, value, fallback, min) {
  if (value === void 0) return fallback;
  if (typeof value !== "number" || !(value >= min) || !Number.isFinite(value)) throw new RangeError(`server options: ${name} must be a number >= ${min}`);
  return value;
}
const serverErrors = {
  /** Missing or refused API key (HTTP 401; a WebSocket upgrade is refused with 401). */
  unauthorized: { code: -32040, message: "Unauthorized: missing or invalid API key" },
  /** A web page's origin that `cors.origins` or the key's `allowedOrigins` does not allow (HTTP 403, no CORS headers). */
  originRefused: { code: -32041, message: "Forbidden: this origin may not call with this API key" },
  /**
   * The key's daily balance cannot pay for the call: HTTP 402 "Payment Required" with Retry-After (seconds to the
   * reset), as the provider's deployments answer (spec: info.x-not-shown, topic credits-exhausted).
   */
  creditsExhausted: { code: -32005, message: "daily credit limit exceeded" },
  /** The key's request rate (credits per second) is exceeded: HTTP 429 with Retry-After, as the provider documents. */
  rateLimited: { code: -32005, message: "request rate exceeded" },
  /** The credit store cannot answer (and `creditStoreFailure` is 'refuse'): HTTP 503 with `Retry-After: 1`. */
  creditStoreUnavailable: { code: -32e3, message: "Service unavailable: credits cannot be checked now" },
  /** A call ran past its time limit, for a method that declares no timeout error of its own. */
  timeout: { code: -32005, message: "request timeout exceeded" },
  /** A call whose answer would take its batch's answer past `maxBatchReplyBytes` (HTTP status as the batch's). */
  batchTooLarge: batchReplyTooLarge,
  /** `createServer` holds more than `maxQueuedBytes` of answers not yet read: HTTP 503, `Retry-After: 1`. */
  answersNotRead: { code: -32e3, message: "Server busy: too many answers waiting to be read" }
};
const hasOwn = (o, key) => Object.prototype.hasOwnProperty.call(o, key);
const isThenable = (v) => (typeof v === "object" || typeof v === "function") && v !== null && typeof v.then === "function";
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
    this.validateResults = options.validateResults === true;
    this.logger = options.logger ?? { error: (message, details) => console.error(`server: ${message}`, details) };
    this.authenticate = options.authenticate ?? ((apiKey) => apiKey !== "" || !keyed);
    this.cors = new CorsPolicy(options.cors);
    const daily = typeof options.dailyCredits === "function" ? options.dailyCredits : optionNumber("dailyCredits", options.dailyCredits, 3e6, 0);
    this.store = options.creditStore ?? new MemoryCreditStore({ dailyCredits: daily });
    this.blockGasLimit = options.blockGasLimit;
    if (options.creditStoreFailure !== void 0 && options.creditStoreFailure !== "refuse" && options.creditStoreFailure !== "serve") {
      throw new TypeError("server options: creditStoreFailure must be 'refuse' or 'serve'");
    }
    this.failOpen = options.creditStoreFailure === "serve";
    this.rateLimiter = options.rateLimiter ?? (options.creditsPerSecond === void 0 ? void 0 : new MemoryRateLimiter({ creditsPerSecond: options.creditsPerSecond, burstSeconds: optionNumber("rateBurstSeconds", options.rateBurstSeconds, 1, 1e-3) }));
    this.ops = new Ops(options, this.store, this.logger);
    this.metrics = this.ops.metrics;
    this.callLog = typeof this.logger.info === "function";
    const timeoutError = () => new JsonRpcError(serverErrors.timeout.code, serverErrors.timeout.message);
    const resultLimitError = (max) => new JsonRpcError(-32005, `query returned more than ${max} results`);
    const outsideTimeout = Math.min(Math.round(defaultTimeout * 1e3), 2147483647);
    this.outside = options.outsideSpec === void 0 ? void 0 : new OutsideSpec(options.outsideSpec, { timeoutMs: outsideTimeout, timeoutError, resultLimitError });
    const table = handlers;
    for (const name of Object.keys(methodInfo)) {
      const handler = table[name];
      if (typeof handler !== "function") continue;
      const info = methodInfo[name];
      const rule = rules[name] ?? {};
      const limits = info.limits;
      const timeoutSeconds = optionNumber(`timeoutSeconds.${name}`, options.timeoutSeconds?.[name], limits?.timeoutSeconds ?? defaultTimeout, 0);
      const price = credits[name] ?? null;
      this.methods.set(name, {
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
      });
    }
  }
  keyed;
  methods = /* @__PURE__ */ new Map();
  authenticate;
  /** The CORS policy the transports apply (the core checks origins; the transports write the headers). */
  cors;
  store;
  maxBatchSize;
  maxBatchReplyBytes;
  maxBodyBytes;
  /** The limit of free answers, which the transports also ask for GET of the docs page and the document. */
  free;
  validateResults;
  logger;
  blockGasLimit;
  /** How a call's timeout is kept: a timer per call (any host), or the transport's shared deadlines (see `useDeadlines`). */
  deadlines = timerPerCall;
  /** How a call hands its handler's outcome back: one function for all calls. */
  settleCall = (call, ok, outcome) => this.handlerSettled(call, ok, outcome);
  rateLimiter;
  failOpen;
  /** Health, metrics and call logs (server-ops.ts); `metrics` is undefined unless the option is set. */
  ops;
  metrics;
  callLog;
  /** The `outsideSpec` option: methods the spec does not have, served by one handler (outside-spec.ts). */
  outside;
  /**
   * Keeps call timeouts with `deadlines` (one timer for all calls) instead of a timer per call. For hosts whose
   * timers outlive a request (the node:http transport); a worker's timers belong to the request that set them.
   */
  useDeadlines(deadlines) {
    this.deadlines = deadlines;
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
    if (!isThenable(verdict)) return this.judge(verdict, origin);
    return Promise.resolve(verdict).then(
      (verdict2) => this.judge(verdict2, origin),
      (error) => this.authenticateFailed(error, apiKey, transport, route)
    );
  }
  judge(verdict, origin) {
    if (typeof verdict === "boolean") return verdict ? "ok" : "unauthorized";
    if (typeof verdict !== "object" || verdict === null || verdict.ok !== true) return "unauthorized";
    const allowed = verdict.allowedOrigins;
    if (origin === void 0 || allowed === void 0 || !this.cors.enabled) return "ok";
    const own = normalOrigin(origin);
    return Array.isArray(allowed) && allowed.some((o) => typeof o === "string" && (o === "*" || normalOrigin(o) === own)) ? "ok" : "origin refused";
  }
  authenticateFailed(error, apiKey, transport, route) {
    this.log("authenticate failed", { transport, route, error: errorFields(error, apiKey) });
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
    const method = this.methods.get(c.method) ?? this.outside?.method(c.method);
    if (method === void 0) {
      const notification = id === void 0;
      if (c.method === "rpc.discover" && !discoverDefined) return notification ? void 0 : this.reply(request, this.discover(idJson, params, request));
      this.metrics?.request("unknown", "unknown_method", request.transport);
      return notification ? void 0 : this.reply(request, errorText(idJson, -32601, "Method not found"));
    }
    const pending = new MethodCall(this.settleCall, method, id, idJson, index, request, this.callLog ? performance.now() : 0);
    let ran;
    try {
      ran = this.run(pending, params);
    } catch (error) {
      return this.failed(error, pending);
    }
    if (ran === waits || pending.paid !== void 0 && ran instanceof JsonRpcError && isNotServed(ran) && this.refundFirst(pending, ran) === waits) return waits;
    return this.answered(ran, pending);
  }
  /**
   * A call that waited is answered: its reply text goes into its request, and the request's reply to the recipient
   * once no call of it waits any more. Never throws: it runs from promise callbacks and timers.
   */
  completed(call, answer, refundTried = false) {
    const { request } = call;
    try {
      if (!refundTried && call.paid !== void 0 && answer instanceof JsonRpcError && isNotServed(answer) && this.refundFirst(call, answer) === waits) return;
      const body = this.answered(answer, call);
      let reply;
      if (call.index < 0) reply = this.replyOf(body, request);
      else {
        request.bodies[call.index] = body;
        if (--request.waiting > 0) return;
        reply = this.batchReply(request);
      }
      request.recipient.deliver(reply);
    } catch (error) {
      this.logCall("server failure", call, error);
    }
  }
  /** The reply text of a call's answer, counted and logged. */
  answered(answer, call) {
    const { method, id, idJson, request } = call;
    const notification = id === void 0;
    let outcome = "internal_error";
    let charged = 0;
    try {
      if (answer instanceof Served || typeof answer === "string") {
        outcome = "ok";
        charged = call.paid === void 0 ? 0 : method.cost;
        if (notification) return void 0;
        if (answer instanceof Served) return this.reply(request, this.resultText(answer.value, call));
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
  /**
   * Gives back the charge of a call answered with a `NotServedError` (or past its time limit) before answering it:
   * the answer at once when the store refunds at once (memory), else `waits` and the call is answered through
   * `completed` once the store has (Redis), so that a caller who reads the error finds the credits back. A store
   * without `refund`, or a refund that fails (logged), keeps the charge; the call line then says so.
   */
  refundFirst(call, answer) {
    const charge = call.paid;
    if (typeof this.store.refund !== "function") return answer;
    let done;
    try {
      done = this.store.refund(call.request.apiKey, call.method.cost, charge);
    } catch (error) {
      this.logCall("credit refund failed", call, error);
      return answer;
    }
    if (!isThenable(done)) {
      call.paid = void 0;
      return answer;
    }
    Promise.resolve(done).then(
      () => {
        call.paid = void 0;
        this.completed(call, answer, true);
      },
      (error) => {
        this.logCall("credit refund failed", call, error);
        this.completed(call, answer, true);
      }
    );
    return waits;
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
    this.logCall("server failure", call, error);
    return call.id === void 0 ? void 0 : this.reply(call.request, errorText(call.idJson, -32603, "Internal error"));
  }
  /** A step of a call that waited threw (a bug of the server, or a host's answer it could not read): logged, -32603. */
  brokenStep(error, call) {
    this.logCall("server failure", call, error);
    return new NotServedError(-32603, "Internal error");
  }
  /** Logs what failed in a call, with the call's method, transport and route; never the key. */
  logCall(message, call, error) {
    const { request } = call;
    this.log(message, { method: call.method.name, transport: request.transport, route: request.route, error: errorFields(error, request.apiKey) });
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
  /**
   * Validates, checks the limits, charges the credits and runs the handler: its result (`null` text for a
   * notification), or the error. Synchronous as far as it can be (every check, and the charge of a store that answers
   * at once), so that a refusal or an invalid call costs no promise; a call that has to wait returns `waits`, and
   * is answered through `completed`.
   */
  run(call, params) {
    const { method } = call;
    if (method.outside !== void 0) {
      call.value = params;
      return outsideParamsError(params) ?? this.rateChecked(call);
    }
    let checked;
    try {
      checked = validateParams(method.name, params);
    } catch {
      checked = { ok: false, errors: [{ path: "params", message: "nested too deeply to validate", keyword: "depth" }] };
    }
    if (!checked.ok) return invalidParams(checked.errors);
    let value = checked.value;
    if (method.info.paramStructure === "either" && !Array.isArray(value)) value = toPositional(value, method.info.params);
    call.value = value;
    if (method.maxParams !== void 0) {
      const counted = countParams(value, method.countParams, method.maxParams);
      if (counted > method.maxParams) {
        return invalidParams([{ path: "params", message: `more than ${method.maxParams} params in one request`, keyword: "maxParams" }]);
      }
    }
    if (method.gasCap !== void 0 && this.blockGasLimit !== void 0) return this.gasChecked(call);
    return this.rateChecked(call);
  }
  /** The gas cap against the block gas limit (which the host may have to fetch), then `rateChecked`. */
  gasChecked(call) {
    let refused;
    try {
      refused = this.checkGas(call.method, call.value);
    } catch (error) {
      return this.handlerFailed(error, call);
    }
    if (!isThenable(refused)) return refused ?? this.rateChecked(call);
    return this.answerLater(
      call,
      refused,
      (refused2) => refused2 ?? this.rateChecked(call),
      (error) => this.handlerFailed(error, call)
    );
  }
  /** The rate limiter's verdict (when there is one), then `admit`. */
  rateChecked(call) {
    if (this.rateLimiter === void 0) return this.admit(call);
    const verdict = this.limitRate(call.method, call.request);
    const next = (verdict2) => verdict2 === 0 ? this.admit(call) : { kind: "rate", ...verdict2 };
    return isThenable(verdict) ? this.answerLater(call, verdict, next, (error) => this.handlerFailed(error, call)) : next(verdict);
  }
  /** Charges the call, then invokes the handler; a refusal when the balance cannot pay or the store cannot say. */
  admit(call) {
    const { method } = call;
    if (method.cost <= 0) return this.invoke(call);
    let pending;
    try {
      pending = this.store.charge(call.request.apiKey, method.cost);
    } catch (error) {
      return this.charged(error, void 0, call);
    }
    if (!isThenable(pending)) return this.charged(void 0, pending, call);
    return this.answerLater(
      call,
      pending,
      (charge) => this.charged(void 0, charge, call),
      (error) => this.charged(error ?? new Error("the credit store failed"), void 0, call)
    );
  }
  /** What the store's answer (or its failure) means for the call. */
  charged(error, charge, call) {
    if (charge === void 0) {
      this.ops.storeFailed(errorFields(error, call.request.apiKey));
      if (!this.failOpen) return { kind: "unavailable" };
      return this.invoke(call);
    }
    if (!charge.ok) return { kind: "credits", cost: call.method.cost, balance: charge.balance, resetsAt: charge.resetsAt };
    call.paid = charge;
    this.ops.storeAnswered();
    return this.invoke(call);
  }
  /**
   * Runs the handler of a call that is paid for (or served uncharged): its result, or its error. A handler that
   * answers at once is answered at once; a promise is awaited within the method's timeout (`handlerSettled`).
   */
  invoke(call) {
    const { method, request } = call;
    const context = new CallContext(method.outside ?? method.name, request.apiKey, request.transport, call.id, method.info.limits, method.timeoutMs, request.signal);
    let result;
    try {
      result = method.handler(call.value, context);
    } catch (error) {
      context.done();
      return this.handlerFailed(error, call);
    }
    if (!isThenable(result)) {
      context.done();
      return this.finish(result, call);
    }
    call.context = context;
    call.deadline = this.deadlines.add(method.timeoutMs, call);
    void follow(call, result);
    return waits;
  }
  /**
   * The handler's promise settled (`ok`, with its value or its error), or the method's timeout passed first
   * (`outcome` is `timedOut`; the call is then aborted). Whichever comes second is ignored.
   */
  handlerSettled(call, ok, outcome) {
    const { context } = call;
    if (context === void 0) return;
    call.context = void 0;
    let answer;
    try {
      if (outcome === timedOut) {
        outcome = Object.defineProperty(call.method.timeoutError(), "notServed", { value: true });
        context.abort(outcome);
      } else this.deadlines.delete(call.deadline);
      context.done();
      answer = ok ? this.finish(outcome, call) : this.handlerFailed(outcome, call);
    } catch (error) {
      answer = this.brokenStep(error, call);
    }
    this.completed(call, answer);
  }
  /**
   * Waits for a host's promise (the block gas limit, the rate limiter, the credit store), then takes the call on
   * from there. Promise.resolve: the host's thenable may be any object, even one whose then() throws.
   */
  answerLater(call, pending, onValue, onError) {
    Promise.resolve(pending).then(
      (value) => this.resume(call, onValue, value),
      (error) => this.resume(call, onError, error)
    );
    return waits;
  }
  /**
   * Takes a call that waited on from `step`. Whatever the step throws is a bug of the server: logged, and the call
   * answered -32603 rather than left without an answer.
   */
  resume(call, step, value) {
    let answer;
    try {
      answer = step(value);
    } catch (error) {
      answer = this.brokenStep(error, call);
    }
    if (answer !== waits) this.completed(call, answer);
  }
  /** A handler's result, checked against the limits (and the spec, with `validateResults`). */
  finish(result, call) {
    const { method, request } = call;
    try {
      if (call.id === void 0) return "null";
      if (result === void 0) result = null;
      if (method.maxResults !== void 0 && Array.isArray(result) && result.length > method.maxResults) return method.resultLimitError(method.maxResults);
      if (this.validateResults && method.outside === void 0) {
        const valid = validateResult(method.name, result);
        if (!valid.ok) {
          const errors = mentionsKey(JSON.stringify(valid.errors), request.apiKey) ? withheld : valid.errors;
          this.log("handler result does not match the spec", { method: method.name, transport: request.transport, route: request.route, errors });
          return new NotServedError(-32603, "Internal error");
        }
      }
      return new Served(result);
    } catch (error) {
      return this.handlerFailed(error, call);
    }
  }
  /**
   * A handler's own JSON-RPC error is its answer; anything else it throws is logged and answered -32603, not charged
   * (the server failed the call: nobody pays for that).
   */
  handlerFailed(error, call) {
    if (error instanceof JsonRpcError) return error;
    this.logCall("handler failed", call, error);
    return new NotServedError(-32603, "Internal error");
  }
  /**
   * A served call's answer text. The usual one (an id JSON writes exactly, a result that is plain data) is written
   * by one JSON.stringify of the whole answer: the result's text is then made once, not made and copied again into
   * the envelope (a block's text is kilobytes, on every call). A result JSON cannot write (a BigInt, a cycle) is
   * the handler's failure, as any other.
   */
  resultText(value, call) {
    const { id, idJson } = call;
    try {
      const exactId = typeof id === "string" || id === null || typeof id === "number" && Number.isSafeInteger(id) && !Object.is(id, -0);
      const plain = typeof value === "object" ? value === null || typeof value.toJSON !== "function" : typeof value === "string" || typeof value === "number" || typeof value === "boolean";
      if (exactId && plain) return JSON.stringify({ jsonrpc: "2.0", id, result: value });
      const json = JSON.stringify(value);
      return `{"jsonrpc":"2.0","id":${idJson},"result":${json === void 0 ? "null" : json}}`;
    } catch (error) {
      this.logCall("handler failed", call, error);
      return errorText(idJson, -32603, "Internal error");
    }
  }
  /**
   * The rate limiter's verdict, at once when the limiter answers at once; the promise of one never rejects. A
   * limiter that fails lets the call through (logged): a limit never takes the server down.
   */
  limitRate(method, request) {
    let pending;
    try {
      pending = this.rateLimiter.take(request.apiKey, Math.max(method.cost, 1));
    } catch (error) {
      return this.rateLimiterFailed(error, method, request);
    }
    if (!isThenable(pending)) return this.rateVerdict(pending, method, request);
    return Promise.resolve(pending).then(
      (verdict) => this.rateVerdict(verdict, method, request),
      (error) => this.rateLimiterFailed(error, method, request)
    );
  }
  /** A limiter's refusal with its numbers made sound (whatever object a limiter of the host's own returned). */
  rateVerdict(verdict, method, request) {
    try {
      if (verdict === 0) return 0;
      const rate = Number(verdict.creditsPerSecond);
      const wait = Number(verdict.retryAfterMs);
      return { creditsPerSecond: Number.isFinite(rate) ? rate : 0, retryAfterMs: Number.isFinite(wait) && wait > 0 ? Math.ceil(wait) : 1e3 };
    } catch (error) {
      return this.rateLimiterFailed(error, method, request);
    }
  }
  rateLimiterFailed(error, method, request) {
    this.log("rate limiter failed", { method: method.name, transport: request.transport, route: request.route, error: errorFields(error, request.apiKey) });
    return 0;
  }
  /**
   * The first param whose capped field exceeds the cap, as an invalid-params error. The block gas limit is asked
   * for only when a param carries the field, and waited for only when the host answers with a promise.
   */
  checkGas(method, params) {
    const { field } = method.gasCap;
    const entries = Array.isArray(params) ? params.map((p, i) => [`params[${i}]`, p]) : Object.keys(params).map((k) => [`params${pathKey(k)}`, params[k]]);
    const capped = [];
    for (const [path, param] of entries) {
      if (typeof param !== "object" || param === null || Array.isArray(param) || !hasOwn(param, field)) continue;
      const gas = toBigInt(param[field]);
      if (gas !== void 0) capped.push([`${path}${pathKey(field)}`, gas]);
    }
    if (capped.length === 0) return void 0;
    const limit = this.blockGasLimit(method.name);
    return isThenable(limit) ? Promise.resolve(limit).then((limit2) => overGasCap(method, capped, limit2)) : overGasCap(method, capped, limit);
  }
  /**
   * The refusal's text, written directly: no Error is made (its stack trace would cost more than the answer), so a
   * refused call costs no more than a served one.
   */
  refusalReply(idJson, refusal, request) {
    if (refusal.kind === "rate") {
      this.refused(request, 429, Math.max(1, Math.ceil(refusal.retryAfterMs / 1e3)));
      const { code: code2, message: message2 } = serverErrors.rateLimited;
      const data2 = `{"creditsPerSecond":${JSON.stringify(refusal.creditsPerSecond)},"retryAfterMs":${JSON.stringify(refusal.retryAfterMs)}}`;
      return `{"jsonrpc":"2.0","id":${idJson},"error":{"code":${code2},"message":"${message2}","data":${data2}}}`;
    }
    if (refusal.kind === "unavailable") {
      this.refused(request, 503, 1);
      const { code: code2, message: message2 } = serverErrors.creditStoreUnavailable;
      return `{"jsonrpc":"2.0","id":${idJson},"error":{"code":${code2},"message":"${message2}"}}`;
    }
    this.refused(request, 402, Math.max(1, Math.ceil((refusal.resetsAt - Date.now()) / 1e3)));
    const { code, message } = serverErrors.creditsExhausted;
    const data = `{"cost":${JSON.stringify(refusal.cost)},"balance":${JSON.stringify(refusal.balance)},"resetsAt":"${isoTime(refusal.resetsAt)}"}`;
    return `{"jsonrpc":"2.0","id":${idJson},"error":{"code":${code},"message":"${message}","data":${data}}}`;
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
  /** `details` are built from fixed text and `errorFields`: the key never enters them, so nothing is edited here. */
  log(message, details) {
    for (const name of Object.keys(details)) if (details[name] === void 0) delete details[name];
    try {
      this.logger.error(message, details);
    } catch {
    }
  }
}
function isRequestAbort(source) {
  return typeof source === "object" && typeof source.whenGone === "function";
}
class CallContext {
  constructor(method, apiKey, transport, id, limits, timeoutMs, source) {
    this.method = method;
    this.apiKey = apiKey;
    this.transport = transport;
    this.id = id;
    this.limits = limits;
    this.timeoutMs = timeoutMs;
    this.source = source;
  }
  method;
  apiKey;
  transport;
  id;
  limits;
  timeoutMs;
  source;
  controller;
  aborted;
  unlink;
  finished = false;
  get signal() {
    if (this.controller === void 0) {
      this.controller = new AbortController();
      const source = this.source;
      if (this.aborted !== void 0) this.controller.abort(this.aborted);
      else if (isRequestAbort(source)) {
        if (!this.finished) this.unlink = source.whenGone((reason) => this.abort(reason));
      } else {
        const request = typeof source === "function" ? source() : source;
        if (request === void 0 || this.finished) return this.controller.signal;
        if (request.aborted) this.controller.abort(request.reason);
        else {
          const onAbort = () => this.abort(request.reason);
          request.addEventListener("abort", onAbort, { once: true });
          this.unlink = () => request.removeEventListener("abort", onAbort);
        }
      }
    }
    return this.controller.signal;
  }
  abort(reason) {
    if (this.aborted !== void 0) return;
    this.aborted = reason;
    this.controller?.abort(reason);
  }
  /** The call is answered: stop listening to the request. */
  done() {
    this.finished = true;
    this.unlink?.();
    this.unlink = void 0;
  }
}
const timerPerCall = {
  add: (ms, owner) => setTimeout(expireOwner, ms, owner),
  delete: (timer) => clearTimeout(timer)
};
const expireOwner = (owner) => owner.expire();
const waits = /* @__PURE__ */ Symbol("waits");
const timedOut = /* @__PURE__ */ Symbol("timed out");
class MethodCall {
  constructor(settler, method, id, idJson, index, request, started) {
    this.settler = settler;
    this.method = method;
    this.id = id;
    this.idJson = idJson;
    this.index = index;
    this.request = request;
    this.started = started;
  }
  settler;
  method;
  id;
  idJson;
  index;
  request;
  started;
  /** The params, validated (and made positional where the method takes either form). */
  value;
  /**
   * What the store answered for the call's charge, once it took it; undefined before, when the call is free or
   * served uncharged (the store could not answer and the server fails open), and once the charge is given back.
   */
  paid;
  /** The handler's context while its promise is pending; undefined before, and once the call is answered. */
  context;
  /** The timeout's handle (the engine's DeadlineKeeper) while the handler's promise is pending. */
  deadline;
  settled(ok, outcome) {
    this.settler(this, ok, outcome);
  }
  expire() {
    this.settler(this, false, timedOut);
  }
}
async function follow(call, pending) {
  let value;
  try {
    value = await pending;
  } catch (error) {
    call.settled(false, error);
    return;
  }
  call.settled(true, value);
}
function overGasCap(method, capped, blockGasLimit) {
  const limit = toBigInt(blockGasLimit);
  if (limit === void 0) throw new TypeError("blockGasLimit returned no integer");
  const { multiple } = method.gasCap;
  const cap = limit * BigInt(Math.round(multiple * 1e3)) / 1000n;
  for (const [path, gas] of capped) {
    if (gas > cap) {
      return invalidParams([{ path, message: `must be at most ${multiple} \xD7 the block gas limit (${cap})`, keyword: "gasCap" }]);
    }
  }
  return void 0;
}
function invalidParams(errors) {
  const first = errors[0];
  let reason = first === void 0 ? "" : `: ${first.path}: ${first.message}`;
  if (reason.length > 300) reason = `${reason.slice(0, 299)}\u2026`;
  const more = errors.length > 1 ? ` (and ${errors.length - 1} more in data)` : "";
  return new JsonRpcError(-32602, `Invalid params${reason}${more}`, errors);
}
function errorText(idJson, code, message, data) {
  return `{"jsonrpc":"2.0","id":${idJson},"error":{"code":${code},"message":${JSON.stringify(message)}${data === void 0 ? "" : `,"data":${JSON.stringify(data)}`}}}`;
}
function discoverReply(idJson, params) {
  const none = params === void 0 || (Array.isArray(params) ? params.length === 0 : Object.keys(params).length === 0);
  if (!none) return errorText(idJson, -32602, "Invalid params: params: rpc.discover takes no params", [{ path: "params", message: "rpc.discover takes no params", keyword: "maxItems" }]);
  return `{"jsonrpc":"2.0","id":${idJson},"result":${openrpcDocument}}`;
}
class Served {
  constructor(value) {
    this.value = value;
  }
  value;
}
function refusalRank(status) {
  return status === 429 ? 3 : status === 503 ? 2 : 1;
}
function secondsToReset() {
  const now = Date.now();
  return Math.max(1, Math.ceil(((Math.floor(now / 864e5) + 1) * 864e5 - now) / 1e3));
}
let lastIso = { time: Number.NaN, text: "" };
function isoTime(time) {
  if (time !== lastIso.time) {
    const date = new Date(time);
    lastIso = { time, text: Number.isNaN(date.getTime()) ? "invalid" : date.toISOString() };
  }
  return lastIso.text;
}
const withheld = "[withheld: it contained the API key]";
function mentionsKey(text, apiKey) {
  if (apiKey === "" || text === "") return false;
  let encoded;
  try {
    encoded = encodeURIComponent(apiKey);
  } catch {
    encoded = apiKey;
  }
  const forms = /* @__PURE__ */ new Set([apiKey, encoded, encoded.replace(/%[0-9A-F]{2}/g, (h) => h.toLowerCase()), JSON.stringify(apiKey).slice(1, -1)]);
  for (const form of forms) {
    if (form.length < 4) {
      const escaped = form.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
      if (new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, "u").test(text)) return true;
      continue;
    }
    for (let i = 0; i + 4 <= form.length; i++) if (text.includes(form.slice(i, i + 4))) return true;
  }
  return false;
}
function errorFields(error, apiKey) {
  let name = "Error";
  let message;
  let stack;
  try {
    if (error instanceof Error) {
      name = String(error.name);
      message = String(error.message);
      stack = typeof error.stack === "string" ? error.stack.split("\n").filter((line) => /^\s+at /.test(line)).join("\n") : void 0;
    } else {
      name = typeof error;
      message = String(error);
    }
  } catch {
    message = "unprintable error";
  }
  const fields = {
    name: mentionsKey(name, apiKey) ? withheld : name,
    message: mentionsKey(message, apiKey) ? withheld : message
  };
  if (stack) fields.stack = mentionsKey(stack, apiKey) ? withheld : stack;
  return fields;
}
function pathKey(key) {
  return /^[A-Za-z_$][\w$]*$/.test(key) ? `.${key}` : `[${JSON.stringify(key)}]`;
}
function toPositional(named, params) {
  const tuple = params.map((p) => hasOwn(named, p.name) ? named[p.name] : void 0);
  while (tuple.length > 0 && tuple[tuple.length - 1] === void 0) tuple.pop();
  for (let i = 0; i < tuple.length; i++) if (tuple[i] === void 0 && params.slice(i + 1).some((p) => p.required)) tuple[i] = null;
  return tuple;
}
function countParams(params, paths, max) {
  if (paths.length === 0) return Array.isArray(params) ? params.length : Object.keys(params).length;
  let counted = 0;
  const stack = [];
  for (const path of paths) {
    let value = params;
    for (const step of path) {
      value = typeof value === "object" && value !== null && hasOwn(value, step) ? value[step] : void 0;
    }
    stack.push(value);
    while (stack.length > 0 && counted <= max) {
      const v = stack.pop();
      if (Array.isArray(v)) for (const item of v) stack.push(item);
      else if (v !== void 0 && v !== null) counted++;
    }
    stack.length = 0;
  }
  return counted;
}
function toBigInt(value) {
  if (typeof value === "bigint") return value;
  if (typeof value === "number") return Number.isInteger(value) ? BigInt(value) : void 0;
  if (typeof value !== "string" || !/^(0x[0-9a-fA-F]+|[0-9]+)$/.test(value)) return void 0;
  return BigInt(value);
}
function scanIds(text) {
  let i = skipSpace(text, 0);
  if (text[i] !== "[") return [objectId(text, i)];
  const ids = [];
  i = skipSpace(text, i + 1);
  while (i < text.length && text[i] !== "]") {
    ids.push(objectId(text, i));
    i = skipSpace(text, skipValue(text, i));
    if (text[i] === ",") i = skipSpace(text, i + 1);
  }
  return ids;
}
function objectId(text, start) {
  if (text[start] !== "{") return void 0;
  let id;
  let i = skipSpace(text, start + 1);
  while (i < text.length && text[i] === '"') {
    const keyEnd = skipString(text, i);
    const key = JSON.parse(text.slice(i, keyEnd));
    i = skipSpace(text, keyEnd);
    i = skipSpace(text, i + 1);
    const valueEnd = skipValue(text, i);
    if (key === "id") id = text.slice(i, valueEnd);
    i = skipSpace(text, valueEnd);
    if (text[i] === ",") i = skipSpace(text, i + 1);
  }
  return id;
}
function skipSpace(text, i) {
  while (i < text.length && (text[i] === " " || text[i] === "\n" || text[i] === "\r" || text[i] === "	")) i++;
  return i;
}
function skipString(text, i) {
  for (let j = i + 1; j < text.length; j++) {
    if (text[j] === "\\") j++;
    else if (text[j] === '"') return j + 1;
  }
  return text.length;
}
function skipValue(text, i) {
  const first = text[i];
  if (first === '"') return skipString(text, i);
  if (first !== "{" && first !== "[") {
    let j = i;
    while (j < text.length && !",]} \n\r	".includes(text[j])) j++;
    return j;
  }
  let depth = 0;
  for (let j = i; j < text.length; j++) {
    const c = text[j];
    if (c === '"') j = skipString(text, j) - 1;
    else if (c === "{" || c === "[") depth++;
    else if (c === "}" || c === "]") {
      depth--;
      if (depth === 0) return j + 1;
    }
  }
  return text.length;
}
export {
  CorsPolicy,
  RpcEngine,
  mentionsKey,
  optionNumber,
  scanIds,
  serverErrors
};
