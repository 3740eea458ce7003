import { createClient } from "../client.js";
import { HttpStatusError, ResponseBudgetError, ResultValidationError, TransportError } from "../client-errors.js";
import { JsonRpcError } from "../errors.js";
import { NotServedError } from "./server-engine-not-served.js";
import { methodInfo } from "../methods.js";
import { validators } from "../validators.js";
import { namePrefix, prefixFamilies } from "./server-gateway-families.js";
import { unavailable, upstreamError, upstreamOutcome, urlMasker } from "./server-gateway-upstream-answers.js";
import { ResultCache } from "./server-gateway-cache.js";
import { defaultResponseBudget } from "./response-budget.js";
import { defaultMaxResponseBytes } from "./transport.js";
const upstreamErrors = {
  /** The upstream could not be reached, timed out or failed (connection refused or reset, HTTP 5xx, closed socket). */
  unavailable: { code: -32050, message: "Upstream unavailable" },
  /** The upstream answered, but not acceptably: not JSON-RPC, too large, or a result that does not match the spec. */
  badAnswer: { code: -32051, message: "Upstream answer rejected" }
};
class Node {
  constructor(name, url, options) {
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
  }
  name;
  options;
  client;
  /** Masks the node's URL (and the key it may carry) in the error objects it sends. */
  mask;
  up = true;
  since = 0;
  probe;
  probing = false;
  queue = [];
  flushing = false;
  /** One call; `timeout` (ms) replaces the client's `timeoutSeconds` for it. */
  call(method, params, signal, timeout) {
    const request = this.client.request;
    return request({ method, params }, signal === void 0 && timeout === void 0 ? void 0 : { signal, timeout });
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
    batch(() => calls.map(({ method, params }) => ({ method, params }))).then(
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
    if (!this.up) return;
    this.up = false;
    this.since = Date.now();
    this.options.log("upstream down", { upstream: this.name, reason });
    this.probe = setInterval(() => void this.check(), this.options.healthMs);
    this.probe.unref?.();
  }
  async check() {
    if (this.probing || this.up) return;
    this.probing = true;
    try {
      const { method, params } = this.options.probe;
      await this.call(method, params, void 0);
      this.back();
    } catch (error) {
      if (error instanceof JsonRpcError) this.back();
    } finally {
      this.probing = false;
    }
  }
  back() {
    if (this.up) return;
    this.up = true;
    this.since = Date.now();
    clearInterval(this.probe);
    this.probe = void 0;
    this.options.log("upstream back up", { upstream: this.name });
  }
  async close() {
    clearInterval(this.probe);
    this.probe = void 0;
    await this.client.close();
  }
}
function createUpstreamRouter(failover, options) {
  if (typeof options !== "object" || options === null) throw new TypeError("createUpstream: options must be an object with `upstream`");
  const seconds = (name, value, fallback2) => {
    if (value === void 0) return fallback2 * 1e3;
    if (typeof value !== "number" || !(value > 0) || !Number.isFinite(value)) throw new RangeError(`createUpstream: ${name} must be a positive number of seconds`);
    return Math.min(Math.round(value * 1e3), 2147483647);
  };
  const logger = options.logger ?? { error: (message, details) => console.error(`gateway: ${message}`, details) };
  const batch = options.batch === true ? {} : options.batch === false || options.batch === void 0 ? void 0 : options.batch;
  if (batch !== void 0 && (typeof batch !== "object" || batch === null)) throw new TypeError("createUpstream: batch must be true, false or { maxCalls }");
  const batchCalls = batch === void 0 ? 0 : batch.maxCalls ?? 50;
  if (!(Number.isInteger(batchCalls) && batchCalls >= 0)) throw new RangeError("createUpstream: batch.maxCalls must be a whole number");
  const share = options.primaryTimeShare ?? 0.5;
  if (typeof share !== "number" || !(share > 0 && share < 1)) throw new RangeError("createUpstream: primaryTimeShare must be a number between 0 and 1");
  const maxResponseBytes = options.maxResponseBytes ?? defaultMaxResponseBytes;
  const budgetBytes = options.responseBudgetBytes ?? Math.max(defaultResponseBudget, maxResponseBytes);
  if (!(Number.isSafeInteger(budgetBytes) && budgetBytes >= maxResponseBytes)) {
    throw new RangeError(`createUpstream: responseBudgetBytes must be a whole number of bytes, at least maxResponseBytes (${maxResponseBytes})`);
  }
  const resolved = {
    batchCalls,
    primaryShare: share,
    validateResults: options.validateResults !== false,
    timeoutMs: seconds("timeoutSeconds", options.timeoutSeconds, 30),
    maxResponseBytes: options.maxResponseBytes,
    maxConnections: options.maxConnections,
    budget: { limit: budgetBytes, inUse: 0 },
    healthMs: seconds("healthCheckSeconds", options.healthCheckSeconds, 1),
    gasLimitMs: seconds("blockGasLimitSeconds", options.blockGasLimitSeconds, 1),
    probe: options.healthProbe ?? { method: "rpc.discover" },
    log: (message, details) => {
      try {
        logger.error(message, details);
      } catch {
      }
    }
  };
  const urlsFor = (urls, family) => urls === void 0 ? void 0 : typeof urls === "string" ? urls : Object.prototype.hasOwnProperty.call(urls, family) ? urls[family] : urls.default;
  if (typeof options.upstream !== "string" && (typeof options.upstream !== "object" || options.upstream === null)) {
    throw new TypeError("createUpstream: upstream must be a URL, or an object of URLs by method family");
  }
  const nodes = /* @__PURE__ */ new Map();
  const node = (role, family, url) => {
    const id = `${role} ${url}`;
    let found = nodes.get(id);
    if (found === void 0) {
      found = new Node(`${role} ${family}`, url, resolved);
      nodes.set(id, found);
    }
    return found;
  };
  if (options.cache !== void 0 && !resolved.validateResults) throw new TypeError("createUpstream: cache keeps checked results only: it needs validateResults");
  const cache = options.cache === void 0 ? void 0 : new ResultCache(options.cache, (family, tag) => readBlock(family, tag), options.metrics);
  const routes = /* @__PURE__ */ new Map();
  const handlers = {};
  for (const name of Object.keys(methodInfo)) {
    const info = methodInfo[name];
    const family = info.family ?? "default";
    let route = routes.get(family);
    if (route === void 0) {
      const primary = urlsFor(options.upstream, family);
      if (primary === void 0) continue;
      const partner = urlsFor(options.partner, family);
      route = { family, primary: node("primary", family, primary), partner: partner === void 0 ? void 0 : node("partner", family, partner) };
      routes.set(family, route);
    }
    const plans = failover[name];
    const r = route;
    const batched = resolved.batchCalls > 1 && info.limits?.timeoutSeconds === void 0;
    const handler = (params, context) => forward(r, name, params, context, plans, batched);
    handlers[name] = cache === void 0 ? handler : cache.wrap(info, family, handler);
  }
  const byPrefix = prefixFamilies();
  const everyFamily = urlsFor(options.upstream, "default");
  const fallback = everyFamily === void 0 ? void 0 : routes.get("default") ?? { family: "default", primary: node("primary", "default", everyFamily) };
  const outsideRoute = (method) => {
    if (typeof method !== "string" || /_(un)?subscribe$/.test(method)) return void 0;
    const prefix = namePrefix(method);
    const family = prefix === void 0 ? void 0 : byPrefix.get(prefix);
    return typeof family === "string" ? routes.get(family) : fallback;
  };
  const forwardOutside = (method, params, context) => {
    const route = outsideRoute(method);
    if (route === void 0) return Promise.reject(new NotServedError(-32601, "Method not found"));
    return forward(route, method, params, context, void 0, resolved.batchCalls > 1);
  };
  const eligible = (apiKey, plans) => {
    if (plans === void 0 || options.planOf === void 0) return false;
    const plan = options.planOf(apiKey);
    if (plan === void 0) return false;
    return plan.failover ?? plans.includes(plan.name);
  };
  const metrics = options.metrics;
  if (metrics !== void 0 && (typeof metrics !== "object" || metrics === null || typeof metrics.upstreamCall !== "function" || typeof metrics.failover !== "function")) {
    throw new TypeError("createUpstream: metrics must have upstreamCall and failover functions (the server's metrics, e.g. prometheusMetrics(promClient))");
  }
  const hook = (report) => {
    if (metrics === void 0) return;
    try {
      report(metrics);
    } catch {
    }
  };
  function attempt(target, family, method, params, context, batched, timeout) {
    const signal = batched ? void 0 : context?.signal;
    if (metrics === void 0) return batched ? target.batched(method, params) : target.call(method, params, signal, timeout);
    return timed(target, family, method, params, signal, batched, timeout);
  }
  async function timed(target, family, method, params, signal, batched, timeout) {
    const started = performance.now();
    try {
      const result = await (batched ? target.batched(method, params) : target.call(method, params, signal, timeout));
      hook((m) => m.upstreamCall(family, performance.now() - started, "ok"));
      return result;
    } catch (error) {
      const outcome = upstreamOutcome(error);
      if (outcome !== void 0) hook((m) => m.upstreamCall(family, performance.now() - started, outcome));
      throw error;
    }
  }
  function forward(route, method, params, context, plans, batched) {
    const { primary } = route;
    if (!primary.up) return viaPartner(route, method, params, context, plans, batched, "the primary upstream is down");
    let timeout;
    if (plans !== void 0 && route.partner !== void 0 && eligible(context.apiKey, plans)) {
      const limit = context.timeoutMs;
      timeout = typeof limit === "number" && limit >= 0 ? Math.max(1, Math.min(resolved.timeoutMs, Math.floor(limit * resolved.primaryShare))) : void 0;
      batched = false;
    }
    let answer;
    try {
      answer = attempt(primary, route.family, method, params, context, batched, timeout);
    } catch (error) {
      answer = Promise.reject(error);
    }
    return answer.then(void 0, (error) => {
      const outage = unavailable(error);
      if (outage === void 0) throw answerError(error, primary.mask);
      primary.down(outage);
      return viaPartner(route, method, params, context, plans, batched, outage);
    });
  }
  async function viaPartner(route, method, params, context, plans, batched, outage) {
    const { partner, family } = route;
    if (partner === void 0 || !eligible(context.apiKey, plans)) throw outageError(outage);
    hook((m) => m.failover(method));
    try {
      return await attempt(partner, family, method, params, context, batched);
    } catch (error) {
      const partnerOutage = unavailable(error);
      throw partnerOutage === void 0 ? answerError(error, partner.mask) : outageError(`${partnerOutage} (partner)`);
    }
  }
  const gasLimits = /* @__PURE__ */ new Map();
  const reading = /* @__PURE__ */ new Map();
  const blockGasLimit = (method) => {
    const family = methodInfo[method]?.family ?? "default";
    const cached = gasLimits.get(family);
    if (cached !== void 0 && Date.now() - cached.readAt < resolved.gasLimitMs) return Promise.resolve(cached.value);
    let pending = reading.get(family);
    if (pending === void 0) {
      pending = readGasLimit(family).finally(() => reading.delete(family));
      reading.set(family, pending);
    }
    return pending;
  };
  async function readGasLimit(family) {
    const block = await readBlock(family, "latest");
    const gasLimit = block?.gasLimit;
    if (typeof gasLimit !== "string" || !/^0x[0-9a-fA-F]{1,64}$/.test(gasLimit)) {
      throw new NotServedError(upstreamErrors.badAnswer.code, upstreamErrors.badAnswer.message, { reason: "the latest block has no gasLimit" });
    }
    const value = BigInt(gasLimit);
    gasLimits.set(family, { value, readAt: Date.now() });
    return value;
  }
  async function readBlock(family, tag) {
    const route = routes.get(family);
    if (route === void 0) throw new TypeError(`no upstream for the method family ${family}`);
    const target = route.primary.up || route.partner === void 0 ? route.primary : route.partner;
    let block;
    try {
      block = await attempt(target, family, "eth_getBlockByNumber", [tag, false], void 0, false);
    } catch (error) {
      const outage = unavailable(error);
      if (outage !== void 0 && target === route.primary) route.primary.down(outage);
      throw outage === void 0 ? answerError(error, target.mask) : outageError(outage);
    }
    return block;
  }
  return {
    handlers,
    blockGasLimit,
    status: () => [...nodes.values()].map((n) => ({ name: n.name, up: n.up, since: n.since })),
    forwards: (method) => outsideRoute(method) !== void 0,
    forward: forwardOutside,
    outsideSpec: (credits) => ({ handler: forwardOutside, credits, serves: (method) => outsideRoute(method) !== void 0 }),
    ready: () => [...routes.values()].every((route) => route.primary.up || route.partner !== void 0),
    close: async () => {
      await Promise.all([...nodes.values()].map((n) => n.close()));
    }
  };
}
function outageError(reason) {
  return new NotServedError(upstreamErrors.unavailable.code, upstreamErrors.unavailable.message, { reason });
}
function answerError(error, mask) {
  if (error instanceof JsonRpcError) return upstreamError(error, mask);
  if (error instanceof ResultValidationError) {
    const errors = error.errors.slice(0, 20).map((issue) => ({ path: mask.clip(issue.path, 200), message: mask.clip(issue.message, 200), keyword: issue.keyword }));
    return new NotServedError(upstreamErrors.badAnswer.code, upstreamErrors.badAnswer.message, { reason: "the result does not match the spec", errors });
  }
  if (error instanceof ResponseBudgetError) return outageError("the gateway is receiving too many upstream answer bytes at once (responseBudgetBytes)");
  if (error instanceof HttpStatusError) return outageError(`HTTP ${error.status}`);
  if (error instanceof TransportError) {
    if (error.name === "AbortError") return outageError("the call was aborted");
    const reason = error.name === "ResponseTooLargeError" ? "the answer is larger than maxResponseBytes" : "the answer is not a JSON-RPC response to the call";
    return new NotServedError(upstreamErrors.badAnswer.code, upstreamErrors.badAnswer.message, { reason });
  }
  return error;
}
export {
  createUpstreamRouter,
  upstreamErrors
};
