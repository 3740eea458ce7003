import {
  AbortError,
  CreditBudgetError,
  HttpStatusError,
  ParamsValidationError,
  ProtocolError,
  ResultValidationError,
  TransportError
} from "../client-errors.js";
import { defaultResponseBudget, isResponseBudget, responseBudget } from "./response-budget.js";
import { abortWatch, defaultMaxResponseBytes, maskIssues, maskJson, masker, maxResponseBytesCap, preview } from "./transport.js";
const forwarding = /* @__PURE__ */ Symbol("rpcforge.forward");
const reservedMemberNames = ["request", "batch", "credits", "close", "subscribe", "then", "__proto__"];
function rateLimitWait(answer) {
  const wait = answer?.error?.data?.retryAfterMs;
  return typeof wait === "number" && Number.isFinite(wait) && wait >= 0 ? Math.ceil(wait) : void 0;
}
const defaults = { timeout: 3e4, retries: 2, delay: 100, maxDelay: 2e3, maxConnections: 128 };
const maxTimer = 2 ** 31 - 1;
class RpcClient {
  api;
  /** @internal Read by client.subscribe (subscriptions.ts `SubscribingClient`), as are `mask` and `log`. */
  transport;
  /** @internal */
  mask;
  logger;
  timeout;
  retry;
  checkParams;
  checkResults;
  validators;
  meter;
  nextId = 0;
  constructor(options, api, kit) {
    if (typeof options !== "object" || options === null) throw new TypeError("createClient: options must be an object with at least `url`");
    const kind = options.transport ?? "http";
    const keyPath = kind === "ws" || kind === "http" ? api.keyPaths[kind] : void 0;
    const mask = masker(typeof options.apiKey === "string" ? options.apiKey : void 0, keyPath?.slice(0, keyPath.indexOf("{key}")) ?? "");
    const fail = (message) => {
      throw new TypeError(mask(`createClient: ${message}`));
    };
    this.api = api;
    this.mask = mask;
    this.logger = options.logger;
    if (kind !== "http" && kind !== "ws") fail(`transport must be 'http' or 'ws', not ${JSON.stringify(kind)}`);
    if (kind === "ws" && kit.ws === void 0) fail("transport 'ws' needs createClient: createHttpClient carries HTTP only, so that its bundle holds no WebSocket code");
    if (options.apiKey !== void 0 && (typeof options.apiKey !== "string" || options.apiKey === "")) fail("apiKey must be a non-empty string");
    const url = endpointUrl(options, kind, api, fail, options.apiKey);
    const endpoint = options.apiKey === void 0 ? mask(url.href) : endpointUrl(options, kind, api, fail, "***").href;
    const headers = options.headers ?? {};
    if (typeof headers !== "object" || Object.values(headers).some((v) => typeof v !== "string")) fail("headers must map names to strings");
    this.timeout = positive(options.timeout, "timeout", defaults.timeout, fail);
    if (this.timeout > maxTimer) fail(`timeout must be at most ${maxTimer} ms (a longer timer fires at once)`);
    const retry = options.retry === false ? { retries: 0 } : options.retry ?? {};
    this.retry = {
      retries: count(retry.retries, "retry.retries", defaults.retries, fail),
      delay: count(retry.delay, "retry.delay", defaults.delay, fail),
      maxDelay: count(retry.maxDelay, "retry.maxDelay", defaults.maxDelay, fail)
    };
    const validate = options.validate ?? false;
    this.checkParams = validate === true || typeof validate === "object" && validate.params === true;
    this.checkResults = validate === true || typeof validate === "object" && validate.result === true;
    this.validators = options.validators;
    if ((this.checkParams || this.checkResults) && (typeof this.validators?.validateParams !== "function" || typeof this.validators.validateResult !== "function")) {
      fail(`validate needs the generated validators: createClient({ validate: true, validators }) with \`import { validators } from '<package>'\` (passed in, so that a client without validation does not carry them)`);
    }
    if (options.dailyBudget !== void 0 && !(typeof options.dailyBudget === "number" && options.dailyBudget >= 0 && Number.isFinite(options.dailyBudget))) {
      fail("dailyBudget must be a finite number of credits, 0 or more");
    }
    this.meter = new CreditMeter(options.dailyBudget);
    const maxResponseBytes = options.maxResponseBytes ?? defaultMaxResponseBytes;
    if (!(Number.isInteger(maxResponseBytes) && maxResponseBytes > 0 && maxResponseBytes <= maxResponseBytesCap)) {
      fail(`maxResponseBytes must be a whole number of bytes from 1 to ${maxResponseBytesCap} (the longest string V8 can hold)`);
    }
    const log = (level, message) => this.log(level, message);
    if (kit.ws !== void 0 && kind === "ws") {
      this.transport = new kit.ws.transport({ url, endpoint, headers, reconnect: options.reconnect === true, maxResponseBytes, webSocket: options.webSocket, platform: api.platform, mask, log });
    } else {
      const maxConnections = positive(options.maxConnections, "maxConnections", defaults.maxConnections, fail);
      const given = options.responseBudget ?? Math.max(defaultResponseBudget, maxResponseBytes);
      const budget = typeof given === "number" ? responseBudget(given) : given;
      if (!isResponseBudget(budget)) fail("responseBudget must be a whole number of bytes, or a shared { limit, inUse: 0 }");
      if (budget.limit < maxResponseBytes) fail(`responseBudget (${budget.limit} bytes) must be at least maxResponseBytes (${maxResponseBytes})`);
      this.transport = new kit.http({ url, endpoint, headers, maxConnections, maxResponseBytes, budget, fetch: options.fetch, platform: api.platform, mask });
    }
  }
  get credits() {
    return this.meter.usage();
  }
  /** One call: `params` as they go on the wire (an array, an object, or undefined to leave them out). */
  async call(method, params, options) {
    const facts = factsOf(this.api, method);
    if (this.checkParams && facts !== void 0) {
      const check = this.validators.validateParams(method, params ?? []);
      if (!check.ok) throw new ParamsValidationError(method, this.maskIssues(check.errors));
    }
    const id = ++this.nextId;
    const cost = facts?.credits ?? null;
    const answer = await this.attempt(requestText(id, method, params), [id], false, method, facts?.idempotent === true, options, () => this.meter.charge(method, cost === null ? 0 : cost, 1, cost === null ? 1 : 0));
    return this.settle(method, facts, answer, id);
  }
  /**
   * One call as a forwarding server sends it (a gateway's upstream calls): straight to the
   * transport, which keeps its bounds (`maxResponseBytes`, the response budget, the timeout, the abort), and its
   * answer settled as `call`'s is (the id checked, an error object as the spec's error, the result validated when
   * `validate.result`). Left out is what the server does itself or decides: the params check (its engine checked
   * them), retries (its router tries another node, or fails over, or neither: a write is sent once), and the check
   * of call options (the router passes only its own). The call is counted in `credits` as `call` counts it (one
   * add, well under 1 µs a call: docs/client.md), so that the counter says what a gateway sent upstream. `abort` is
   * the server call's: an AbortSignal, or its `whenAborted`, which calls the listener at once when the call has been
   * aborted already and returns what stops listening. Measured, `call`'s two async frames and its checks were a few
   * µs of every forwarded call (docs/benchmarks.md, Sequential calls).
   */
  forward(method, params, timeout, abort) {
    if (typeof abort === "object" && abort.aborted) return Promise.reject(new AbortError(method, this.transport.endpoint));
    const facts = factsOf(this.api, method);
    const cost = facts?.credits ?? null;
    try {
      this.meter.charge(method, cost === null ? 0 : cost, 1, cost === null ? 1 : 0);
    } catch (error) {
      return Promise.reject(error);
    }
    const watch = typeof abort === "function" ? { listen: abort } : abort === void 0 ? void 0 : abortWatch(abort, void 0);
    const id = ++this.nextId;
    const answer = this.transport.send(requestText(id, method, params), [id], false, { timeout: timeout ?? this.timeout, abort: watch, what: method });
    return answer.then((response) => this.settle(method, facts, response, id));
  }
  /** A JSON-RPC batch: one request, one outcome per call in call order. */
  async batch(calls, options) {
    if (!Array.isArray(calls)) throw new TypeError("batch: the builder must return an array of calls made with the builder");
    if (calls.length === 0) return [];
    let cost = 0;
    let unknown = 0;
    let idempotent = true;
    const ids = [];
    const parts = [];
    for (const call of calls) {
      if (typeof call !== "object" || call === null || typeof call.method !== "string") throw new TypeError("batch: every entry must be a call made with the builder");
      const facts = factsOf(this.api, call.method);
      if (this.checkParams && facts !== void 0) {
        const check = this.validators.validateParams(call.method, call.params ?? []);
        if (!check.ok) throw new ParamsValidationError(call.method, this.maskIssues(check.errors));
      }
      if (facts?.credits == null) unknown++;
      else cost += facts.credits;
      idempotent &&= facts?.idempotent === true;
      const id = ++this.nextId;
      ids.push(id);
      parts.push(requestText(id, call.method, call.params));
    }
    const what = `batch of ${calls.length} calls`;
    const answer = await this.attempt(`[${parts.join(",")}]`, ids, true, what, idempotent, options, () => this.meter.charge(what, cost, calls.length, unknown));
    const entries = this.batchEntries(answer, ids, what);
    return calls.map((call, i) => {
      const id = ids[i];
      const entry = entries.get(id);
      if (entry === void 0) return { ok: false, error: new ProtocolError(this.mask(`${call.method}: the batch answer has no entry for id ${id}`), this.transport.endpoint) };
      try {
        const value = this.settle(call.method, factsOf(this.api, call.method), entry, id);
        return { ok: true, value, result: value };
      } catch (error) {
        return { ok: false, error };
      }
    });
  }
  /** The entries of a batch answer by id. A batch answer that holds an id twice, an id the batch did not send, or an
   * entry that is no object is not this batch's answer (a broken or hostile server): ProtocolError for the batch. */
  batchEntries(answer, ids, what) {
    const endpoint = this.transport.endpoint;
    if (!Array.isArray(answer)) {
      const response = answer;
      if (typeof response === "object" && response !== null && response.id === null && typeof response.error === "object" && response.error !== null) {
        throw this.errorFrom(response.error);
      }
      throw new ProtocolError(this.mask(`${what}: the answer from ${endpoint} is not an array: ${preview(answer, this.mask)}`), endpoint);
    }
    const sent = new Set(ids);
    const entries = /* @__PURE__ */ new Map();
    for (const entry of answer) {
      const id = entry?.id;
      if (typeof entry !== "object" || entry === null || Array.isArray(entry)) {
        throw new ProtocolError(this.mask(`${what}: the batch answer holds an entry that is not a JSON-RPC response: ${preview(entry, this.mask)}`), endpoint);
      }
      if (typeof id !== "number" || !sent.has(id)) {
        throw new ProtocolError(this.mask(`${what}: the batch answer holds id ${preview(id ?? null, this.mask, 100)}, which the batch did not send`), endpoint);
      }
      if (entries.has(id)) throw new ProtocolError(this.mask(`${what}: the batch answer holds id ${id} twice`), endpoint);
      entries.set(id, entry);
    }
    return entries;
  }
  close() {
    return this.transport.close();
  }
  /** Sends with retries: `charge` runs before every attempt (and may refuse it). */
  async attempt(body, ids, batch, what, idempotent, options, charge) {
    if (options !== void 0) {
      if (typeof options !== "object" || options === null) throw new TypeError(`${what}: call options must be an object ({ timeout, signal, retries })`);
      if (options.timeout !== void 0 && !(typeof options.timeout === "number" && options.timeout > 0 && options.timeout <= maxTimer)) {
        throw new TypeError(`${what}: timeout must be a positive number of milliseconds, at most ${maxTimer}`);
      }
      if (options.retries !== void 0 && !(Number.isInteger(options.retries) && options.retries >= 0)) throw new TypeError(`${what}: retries must be a whole number, 0 or more`);
      if (options.onAbort !== void 0 && typeof options.onAbort !== "function") throw new TypeError(`${what}: onAbort must be a function`);
    }
    const abort = abortWatch(options?.signal, options?.onAbort);
    const control = { timeout: options?.timeout ?? this.timeout, abort, what };
    const retries = idempotent ? options?.retries ?? this.retry.retries : 0;
    try {
      for (let attempt = 0; ; attempt++) {
        if (abort?.aborted) throw new AbortError(what, this.transport.endpoint);
        charge();
        let answer;
        try {
          answer = await this.transport.send(body, ids, batch, control);
        } catch (error) {
          if (!(error instanceof TransportError) || !error.retryable || attempt >= retries || abort?.aborted) throw error;
          const asked2 = error instanceof HttpStatusError ? error.retryAfter : void 0;
          if (asked2 !== void 0 && asked2 > Math.min(this.retry.maxDelay, control.timeout)) throw error;
          const wait = Math.max(asked2 ?? 0, Math.min(this.retry.maxDelay, this.retry.delay * 2 ** attempt));
          this.log("warn", `${what}: ${error.message}; retry ${attempt + 1} of ${retries} in ${wait} ms`);
          await sleep(wait, abort, () => new AbortError(what, this.transport.endpoint));
          continue;
        }
        const asked = batch || attempt >= retries || abort?.aborted ? void 0 : rateLimitWait(answer);
        if (asked === void 0 || asked > Math.min(this.retry.maxDelay, control.timeout)) return answer;
        this.log("warn", `${what}: rate limited; retry ${attempt + 1} of ${retries} in ${asked} ms`);
        await sleep(asked, abort, () => new AbortError(what, this.transport.endpoint));
      }
    } finally {
      abort?.close();
    }
  }
  /** The result of one answer, or the error it carries as the spec's error class. The id is checked first: an answer
   * to another request is never taken as this call's result or error. */
  settle(method, facts, answer, id) {
    const endpoint = this.transport.endpoint;
    if (typeof answer !== "object" || answer === null || Array.isArray(answer)) {
      throw new ProtocolError(this.mask(`${method}: the answer is not a JSON-RPC response: ${preview(answer, this.mask)}`), endpoint);
    }
    const response = answer;
    const failed = response.error !== void 0 && response.error !== null;
    if (response.id !== id && !(failed && response.id === null)) {
      throw new ProtocolError(this.mask(`${method}: the answer has id ${preview(response.id ?? null, this.mask, 100)}, the request ${id}`), endpoint);
    }
    if (failed) throw this.errorFrom(response.error);
    if (!("result" in response)) throw new ProtocolError(this.mask(`${method}: the answer has neither result nor error: ${preview(answer, this.mask)}`), endpoint);
    if (this.checkResults && facts !== void 0) {
      let check;
      try {
        check = this.validators.validateResult(method, response.result);
      } catch (error) {
        throw new ProtocolError(this.mask(`${method}: the result could not be checked: ${error instanceof Error ? error.message : String(error)}`), endpoint);
      }
      if (!check.ok) throw new ResultValidationError(method, this.maskIssues(check.errors), maskJson(response.result, this.mask));
    }
    return response.result;
  }
  errorFrom(error) {
    const e = typeof error === "object" && error !== null ? error : { message: String(error) };
    if (!Number.isSafeInteger(e.code)) {
      throw new ProtocolError(this.mask(`the error object has no integer code: ${preview(error, this.mask)}`), this.transport.endpoint);
    }
    const code = e.code;
    const message = typeof e.message === "string" ? this.mask(e.message) : preview(e.message ?? "no message", this.mask);
    return this.api.toError(e.data === void 0 ? { code, message } : { code, message, data: maskJson(e.data, this.mask) });
  }
  maskIssues(issues) {
    return maskIssues(issues, this.mask);
  }
  /** @internal The validators when the client validates results (a notification is checked as a result is). */
  get resultValidators() {
    return this.checkResults ? this.validators : void 0;
  }
  /** Hands a line to the logger. A logger that throws loses the line: its exception must not fail a call, nor reach
   * the process from a socket callback. */
  /** @internal */
  log(level, message) {
    try {
      const sink = this.logger?.[level];
      if (typeof sink === "function") sink.call(this.logger, this.mask(message));
    } catch {
    }
  }
}
function requestText(id, method, params) {
  return `{"jsonrpc":"2.0","id":${id},"method":${JSON.stringify(method)}${params === void 0 ? "" : `,"params":${JSON.stringify(params)}`}}`;
}
function factsOf(api, method) {
  return Object.prototype.hasOwnProperty.call(api.methods, method) ? api.methods[method] : void 0;
}
function endpointUrl(options, kind, api, fail, key) {
  if (typeof options.url !== "string") return fail("url must be a string, the base address of the network");
  let url;
  try {
    url = new URL(options.url);
  } catch {
    return fail(`url is not an absolute URL: ${JSON.stringify(options.url)}`);
  }
  const schemes = kind === "ws" ? { "ws:": "ws:", "wss:": "wss:", "http:": "ws:", "https:": "wss:" } : { "http:": "http:", "https:": "https:" };
  const scheme = schemes[url.protocol];
  if (scheme === void 0) return fail(`url must start with ${Object.keys(schemes).join(", ")} for transport '${kind}', not ${url.protocol}`);
  if (options.apiKey === void 0) return new URL(`${scheme}${options.url.slice(url.protocol.length)}`);
  const path = api.keyPaths[kind];
  if (path === void 0) return fail(`${api.title} declares no API key path for ${kind === "ws" ? "WebSocket" : "HTTP"} servers: put the key in url and leave apiKey out`);
  const base = `${scheme}//${url.host}${url.pathname.replace(/\/+$/, "")}`;
  return new URL(`${base}${path.replace("{key}", key === "***" ? key : encodeURIComponent(key))}${url.search}`);
}
function positive(value, name, fallback, fail) {
  if (value === void 0) return fallback;
  if (typeof value !== "number" || !(value > 0)) return fail(`${name} must be a positive number`);
  return value;
}
function count(value, name, fallback, fail) {
  if (value === void 0) return fallback;
  if (typeof value !== "number" || !Number.isInteger(value) || value < 0) return fail(`${name} must be a whole number, 0 or more`);
  return value;
}
function sleep(ms, abort, aborted) {
  return new Promise((resolve, reject) => {
    if (abort?.aborted) return reject(aborted());
    const timer = setTimeout(() => {
      unlisten?.();
      resolve();
    }, ms);
    const unlisten = abort?.listen(() => {
      clearTimeout(timer);
      reject(aborted());
    });
  });
}
class CreditMeter {
  budget;
  spent = 0;
  calls = 0;
  unknownCostCalls = 0;
  day = "";
  dayEnds = 0;
  constructor(budget) {
    this.budget = budget;
  }
  /** Counts a call or batch about to be sent, or refuses it (CreditBudgetError) when it would pass the budget. */
  charge(what, cost, calls, unknownCostCalls) {
    this.rollOver();
    if (this.budget !== void 0 && this.spent + cost > this.budget) throw new CreditBudgetError(what, cost, this.spent, this.budget);
    this.spent += cost;
    this.calls += calls;
    this.unknownCostCalls += unknownCostCalls;
  }
  usage() {
    this.rollOver();
    const usage = { spent: this.spent, calls: this.calls, unknownCostCalls: this.unknownCostCalls, day: this.day };
    if (this.budget !== void 0) {
      usage.budget = this.budget;
      usage.remaining = this.budget - this.spent;
    }
    return usage;
  }
  rollOver() {
    const now = Date.now();
    if (now < this.dayEnds) return;
    const start = now - now % 864e5;
    this.day = new Date(start).toISOString().slice(0, 10);
    this.dayEnds = start + 864e5;
    this.spent = 0;
    this.calls = 0;
    this.unknownCostCalls = 0;
  }
}
function createRpcClient(options, api, kit, subscriptions) {
  const rpc = new RpcClient(options, api, kit);
  const client = {};
  const define = (name, value) => Object.defineProperty(client, name, { value, enumerable: true });
  for (const [name, facts] of Object.entries(api.methods)) {
    if (reservedMemberNames.includes(name)) continue;
    define(name, methodFunction(rpc, name, facts));
  }
  define("request", (args, callOptions) => {
    if (typeof args !== "object" || args === null || typeof args.method !== "string") {
      return Promise.reject(new TypeError("request: the argument must be { method, params? } with a string method"));
    }
    return rpc.call(args.method, args.params, callOptions);
  });
  let builder;
  define("batch", (build, callOptions) => {
    if (typeof build !== "function") return Promise.reject(new TypeError("batch: pass a function that returns the calls, e.g. b => [b.method(...)]"));
    return rpc.batch(build(builder ??= Object.freeze(batchBuilder(api))), callOptions);
  });
  Object.defineProperty(client, "credits", { get: () => rpc.credits, enumerable: true });
  define("close", () => rpc.close());
  if (kit.ws !== void 0 && subscriptions !== void 0 && Object.keys(subscriptions.facts).length > 0) define("subscribe", kit.ws.subscribe(rpc, subscriptions.facts, subscriptions.notices));
  Object.defineProperty(client, forwarding, { value: rpc.forward.bind(rpc) });
  return client;
}
function methodFunction(rpc, name, facts) {
  const count2 = facts.params;
  if (facts.paramStructure === "by-name") {
    return (params, options) => {
      if (params !== void 0 && (typeof params !== "object" || params === null || Array.isArray(params))) {
        return Promise.reject(new TypeError(`${name}: params go by name, as one object`));
      }
      return rpc.call(name, params, options);
    };
  }
  return (...args) => {
    if (args.length > count2 + 1) return Promise.reject(new TypeError(`${name}: takes at most ${count2} params and call options, got ${args.length} arguments`));
    const options = args.length > count2 ? args.pop() : void 0;
    return rpc.call(name, positional(args), options);
  };
}
function positional(args) {
  let end = args.length;
  while (end > 0 && args[end - 1] === void 0) end--;
  if (end < args.length) args.length = end;
  return args;
}
function batchBuilder(api) {
  const builder = {};
  for (const [name, facts] of Object.entries(api.methods)) {
    const make = facts.paramStructure === "by-name" ? (params) => ({ method: name, params }) : (...args) => ({ method: name, params: positional(args) });
    Object.defineProperty(builder, name, { value: make, enumerable: true });
  }
  return builder;
}
export {
  RpcClient,
  createRpcClient,
  forwarding,
  positional,
  reservedMemberNames
};
