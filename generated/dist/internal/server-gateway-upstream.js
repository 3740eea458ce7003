import { JsonRpcError } from "../errors.js";
import { NotServedError } from "./server-engine-not-served.js";
import { methodInfo } from "../methods.js";
import { namePrefix, prefixFamilies } from "./server-gateway-families.js";
import { UpstreamNode } from "./server-gateway-node.js";
import { hedgedRace, maxPoolNodes, Pool } from "./server-gateway-pool.js";
import { answerError, ours, outageError, unavailable, upstreamErrors, upstreamOutcome } from "./server-gateway-upstream-answers.js";
import { ResultCache } from "./server-gateway-cache.js";
import { Catalogue } from "./server-gateway-catalogue.js";
import { filterCall, filterNotFound, StickyFilters } from "./server-gateway-filters.js";
import { Lagging, laggingError, laggingNull, noteHead } from "./server-gateway-lagging.js";
import { ChainWatch } from "./server-gateway-chain.js";
import { lowestFinalized } from "./server-gateway-finalized.js";
import { defaultResponseBudget } from "./response-budget.js";
import { SubscriptionHub } from "./server-gateway-subscriptions.js";
import { defaultMaxResponseBytes } from "./transport.js";
import { upstreamErrors as upstreamErrors2 } from "./server-gateway-upstream-answers.js";
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
  const retries = options.retries ?? 2;
  if (!(Number.isInteger(retries) && retries >= 0 && retries < maxPoolNodes)) throw new RangeError(`createUpstream: retries must be a whole number from 0 to ${maxPoolNodes - 1}`);
  const hedge = options.hedge === true ? {} : options.hedge === false || options.hedge === void 0 ? void 0 : options.hedge;
  if (hedge !== void 0 && (typeof hedge !== "object" || hedge === null)) throw new TypeError("createUpstream: hedge must be true, false or { minDelayMs, maxDelayMs }");
  const hedgeMs = hedge === void 0 ? void 0 : { minMs: hedge.minDelayMs ?? 10, maxMs: hedge.maxDelayMs ?? 2e3 };
  if (hedgeMs !== void 0 && !(Number.isFinite(hedgeMs.minMs) && hedgeMs.minMs >= 0 && Number.isFinite(hedgeMs.maxMs) && hedgeMs.maxMs >= hedgeMs.minMs && hedgeMs.maxMs <= 2147483647)) {
    throw new RangeError("createUpstream: hedge.minDelayMs and hedge.maxDelayMs must be milliseconds, 0 \u2264 minDelayMs \u2264 maxDelayMs");
  }
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
  const resolved = {
    retries,
    hedge: hedgeMs,
    event: (upstream, what) => hook((m) => m.upstreamEvent?.(upstream, what)),
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
  const urlsFor = (urls, family) => urls === void 0 ? void 0 : typeof urls === "string" || Array.isArray(urls) ? urls : Object.prototype.hasOwnProperty.call(urls, family) ? urls[family] : urls.default;
  if (typeof options.upstream !== "string" && (typeof options.upstream !== "object" || options.upstream === null)) {
    throw new TypeError("createUpstream: upstream must be a URL, a list of URLs, or an object of them by method family");
  }
  const nodes = /* @__PURE__ */ new Map();
  const node = (role, family, url, place, several) => {
    const id = `${role} ${url}`;
    let found = nodes.get(id);
    if (found === void 0) {
      if (typeof url !== "string") throw new TypeError(`createUpstream: ${role} ${family}: each upstream must be a URL string`);
      found = new UpstreamNode(several ? `${role} ${family}#${place}` : `${role} ${family}`, url, resolved, role === "partner" ? `${family} partner` : `${family}#${place}`);
      nodes.set(id, found);
      const label = found.label;
      hook((m) => m.upstreamAdded?.(label));
    }
    return found;
  };
  const pool = (role, family, urls) => {
    const list = typeof urls === "string" ? [urls] : urls;
    if (!Array.isArray(list) || list.length === 0) throw new TypeError(`createUpstream: ${role} ${family}: give a URL or a non-empty list of URLs`);
    if (list.length > maxPoolNodes) throw new RangeError(`createUpstream: ${role} ${family}: ${list.length} URLs, at most ${maxPoolNodes} per family`);
    const members = [...new Set(list)].map((url, i, all) => node(role, family, url, i + 1, all.length > 1));
    return new Pool(members, resolved.timeoutMs);
  };
  if (options.cache !== void 0 && !resolved.validateResults) throw new TypeError("createUpstream: cache keeps checked results only: it needs validateResults");
  const upstreamsOf = (family) => {
    const urls = urlsFor(options.upstream, family);
    return urls === void 0 ? [] : typeof urls === "string" ? [urls] : urls;
  };
  const answeredBy = /* @__PURE__ */ new WeakMap();
  const answerOf = (context, node2) => (value) => {
    answeredBy.set(context, node2);
    return value;
  };
  const filters = new StickyFilters();
  const cache = options.cache === void 0 ? void 0 : new ResultCache(
    options.cache,
    (family) => lowestFinalized(routes.get(family)?.primary, (n) => readBlock(family, "finalized", n), () => readBlock(family, "finalized")),
    (method, outcome) => hook((m) => m.cache?.(method, outcome)),
    upstreamsOf,
    {
      of: (family) => chains.chainOf(family),
      answeredOn: (context) => {
        const by = answeredBy.get(context);
        return by === void 0 ? void 0 : chains.verifiedChain(by);
      },
      known: () => chains.firstRounds
    }
  );
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
      if (partner !== void 0 && typeof partner !== "string") throw new TypeError(`createUpstream: partner ${family}: one partner URL per family`);
      route = { family, primary: pool("primary", family, primary), partner: partner === void 0 ? void 0 : node("partner", family, partner, 1, false) };
      routes.set(family, route);
    }
    const plans2 = failover[name];
    const r = route;
    const batched = resolved.batchCalls > 1 && info.limits?.timeoutSeconds === void 0;
    const idempotent = info.idempotent === true;
    const handler = (params, context) => forward(r, name, params, context, plans2, batched, idempotent);
    handlers[name] = cache === void 0 ? handler : cache.wrap(info, family, handler);
  }
  const byPrefix = prefixFamilies();
  const chains = new ChainWatch(routes.values(), (f) => [...byPrefix].find(([, family]) => family === f)?.[0], options, { log: resolved.log, event: resolved.event, timeoutMs: resolved.timeoutMs }, cache !== void 0);
  for (const n of nodes.values()) n.admit = (x) => chains.admit(x);
  const forwarding = { ...handlers };
  for (const name of Object.keys(handlers)) handlers[name] = chains.gate(handlers[name], methodInfo[name].family ?? "default");
  const everyFamily = urlsFor(options.upstream, "default");
  const fallback = everyFamily === void 0 ? void 0 : routes.get("default") ?? { family: "default", primary: pool("primary", "default", everyFamily) };
  const catalogue = new Catalogue(options.catalogue);
  const outsideRoute = (method) => {
    if (typeof method !== "string" || /_(un)?subscribe$/.test(method)) return void 0;
    const known = catalogue.familyOf(method);
    if (known === false) return void 0;
    if (known !== void 0) return routes.get(known);
    if (!catalogue.isOpened(method)) return void 0;
    const prefix = namePrefix(method);
    const family = prefix === void 0 ? void 0 : byPrefix.get(prefix);
    return typeof family === "string" ? routes.get(family) : fallback;
  };
  const plans = /* @__PURE__ */ new Map();
  const maxPlans = 4096;
  const planOf = (method) => {
    const known = plans.get(method);
    if (known !== void 0) return known ?? void 0;
    const route = outsideRoute(method);
    const found = catalogue.familyOf(method);
    const family = typeof found === "string" ? found : void 0;
    const plan = route === void 0 ? null : { route, family, batched: resolved.batchCalls > 1 && !(family !== void 0 && catalogue.borrowsLimits(family, method)), idempotent: family !== void 0 && catalogue.idempotent(family, method) };
    if (plans.size < maxPlans) plans.set(method, plan);
    return plan ?? void 0;
  };
  const forwardPlain = (method, params, context) => {
    const plan = typeof method === "string" ? planOf(method) : void 0;
    if (plan === void 0) return Promise.reject(new NotServedError(-32601, "Method not found"));
    const answer = forward(plan.route, method, params, context, void 0, plan.batched, plan.idempotent);
    const family = plan.family;
    return family === void 0 ? answer : answer.then((result) => catalogue.checkResult(family, method, result));
  };
  const outsideTerms = (method) => {
    const family = catalogue.familyOf(method);
    return typeof family === "string" ? catalogue.terms(family, method) : void 0;
  };
  let forwardOutside = chains.gate(forwardPlain);
  void chains.ready.then(() => {
    Object.assign(handlers, forwarding);
    forwardOutside = forwardPlain;
  });
  const eligible = (apiKey, plans2) => {
    if (plans2 === void 0 || options.planOf === void 0) return false;
    const plan = options.planOf(apiKey);
    if (plan === void 0) return false;
    return plan.failover ?? plans2.includes(plan.name);
  };
  function attempt(target, family, method, params, context, batched, timeout, signal) {
    if (metrics === void 0) return send(target, method, params, context, batched, timeout, signal);
    return timed(target, family, method, params, context, batched, timeout, signal);
  }
  function send(target, method, params, context, batched, timeout, signal) {
    if (batched) return target.batched(method, params);
    if (signal !== void 0 || context === void 0) return target.call(method, params, signal, timeout);
    return target.callFor(method, params, context, timeout);
  }
  async function timed(target, family, method, params, context, batched, timeout, signal) {
    const started = performance.now();
    try {
      const result = await send(target, method, params, context, batched, timeout, signal);
      hook((m) => m.upstreamCall(family, performance.now() - started, "ok"));
      return result;
    } catch (error) {
      const outcome = upstreamOutcome(error);
      if (outcome !== void 0) hook((m) => m.upstreamCall(family, performance.now() - started, outcome));
      throw error;
    }
  }
  const shareOf = (context, started) => {
    const limit = context.timeoutMs;
    if (typeof limit !== "number" || !(limit >= 0)) return void 0;
    return Math.max(1, Math.min(resolved.timeoutMs, Math.floor((limit - (performance.now() - started)) * resolved.primaryShare)));
  };
  function forward(route, method, params, context, plans2, batched, idempotent) {
    const filter = filterCall(method);
    if (filter !== void 0) return sticky(filter, route, method, params, context, plans2, batched);
    return forwardRoute(route, method, params, context, plans2, batched, idempotent, cache !== void 0);
  }
  async function sticky(kind, route, method, params, context, plans2, batched) {
    if (kind === "make") {
      const id2 = await forwardRoute(route, method, params, context, plans2, batched, false, true);
      const by = answeredBy.get(context);
      if (by !== void 0) filters.made(context.apiKey, id2, by);
      return id2;
    }
    const id = Array.isArray(params) ? params[0] : void 0;
    const target = filters.find(context.apiKey, id);
    if (target === void 0) throw filterNotFound("no filter of this id was made with this key through the gateway, or it was idle for 5 minutes");
    if (!target.up) throw filterNotFound("the node that made the filter is out");
    let value;
    try {
      value = await attempt(target, route.family, method, params, context, batched);
    } catch (error) {
      const outage = unavailable(error);
      if (outage === void 0) {
        if (error instanceof JsonRpcError && /filter not found/i.test(error.message)) filters.drop(context.apiKey, id);
        throw answerError(error, target.mask);
      }
      if (target !== route.partner) target.down(outage);
      throw filterNotFound(`the node that made the filter is out (${outage})`);
    }
    if (method === "eth_uninstallFilter") filters.drop(context.apiKey, id);
    return value;
  }
  function forwardRoute(route, method, params, context, plans2, batched, idempotent, note) {
    const mayFailOver = plans2 !== void 0 && route.partner !== void 0 && eligible(context.apiKey, plans2);
    if (!route.primary.single) return pooled(route, method, params, context, plans2, batched, idempotent, mayFailOver);
    const primary = route.primary.members[0].node;
    if (!primary.up) return viaPartner(route, method, params, context, plans2, batched, "the primary upstream is down");
    let timeout;
    if (mayFailOver) {
      timeout = shareOf(context, performance.now());
      batched = false;
    }
    let answer;
    try {
      answer = attempt(primary, route.family, method, params, context, batched, timeout);
    } catch (error) {
      answer = Promise.reject(error);
    }
    return answer.then(note ? answerOf(context, primary) : void 0, (error) => {
      const outage = unavailable(error);
      if (outage === void 0) throw answerError(error, primary.mask);
      primary.down(outage);
      return viaPartner(route, method, params, context, plans2, batched, outage);
    });
  }
  const event = resolved.event;
  async function pooled(route, method, params, context, plans2, batched, idempotent, mayFailOver) {
    const { primary: members, family } = route;
    const started = performance.now();
    const tried = [];
    const one = async (member, signal, timeout, alone) => {
      tried.push(member);
      member.inFlight++;
      const at = performance.now();
      try {
        const value = await attempt(member.node, family, method, params, context, alone ? false : batched, timeout, signal);
        if (value === null && idempotent && laggingNull(method, params, member, members)) throw lagging(member, at, { value });
        noteHead(method, value, member);
        members.answered(member, performance.now() - at);
        return { value, member };
      } catch (error) {
        if (error instanceof Failure) throw error;
        if (error instanceof JsonRpcError) {
          if (idempotent && laggingError(error)) throw lagging(member, at, { error: answerError(error, member.node.mask) });
          if (error.code === -32603) members.erred(member, performance.now() - at);
          else members.answered(member, performance.now() - at);
          return { error: answerError(error, member.node.mask) };
        }
        if (!ours(error)) {
          const outage2 = unavailable(error);
          members.failed(member, performance.now() - at, outage2 !== void 0);
          if (outage2 !== void 0) member.node.down(outage2);
          event(member.node.label, "error");
        }
        throw new Failure(error, member);
      } finally {
        member.inFlight--;
      }
    };
    const lagging = (member, at, settled) => {
      members.erred(member, performance.now() - at);
      event(member.node.label, "lagging");
      return new Failure(new Lagging(settled), member);
    };
    let last;
    let lagged;
    for (let attempts = 0; ; attempts++) {
      const member = members.pick(tried, !idempotent);
      if (member === void 0) break;
      event(member.node.label, attempts === 0 ? "selected" : "retry");
      members.earnHedge();
      const more = idempotent && attempts < resolved.retries && members.members.some((m) => m !== member && m.node.up && !tried.includes(m));
      const alone = more || mayFailOver;
      const timeout = alone ? shareOf(context, started) : void 0;
      let settled;
      try {
        if (idempotent && resolved.hedge !== void 0 && !batched) {
          const delay = members.hedgeDelay(resolved.hedge.minMs, resolved.hedge.maxMs);
          const second = () => {
            const other = members.pick(tried);
            if (other === void 0 || !members.takeHedge()) return void 0;
            event(other.node.label, "hedge");
            return other;
          };
          settled = await hedgedRace(member, second, delay, context.signal, (m, signal) => one(m, signal, timeout, true), (m) => event(m.node.label, "cancelled"));
        } else settled = await one(member, void 0, timeout, alone);
      } catch (error) {
        if (!(error instanceof Failure)) throw error;
        if (ours(error.error)) throw answerError(error.error, error.member.node.mask);
        if (error.error instanceof Lagging) lagged = error.error;
        else last = error;
        if (!idempotent || attempts >= resolved.retries || context.signal?.aborted === true) break;
        continue;
      }
      if ("error" in settled) throw settled.error;
      answeredBy.set(context, settled.member.node);
      return settled.value;
    }
    if (lagged !== void 0) {
      if ("error" in lagged.settled) throw lagged.settled.error;
      return lagged.settled.value;
    }
    const outage = last === void 0 ? members.single ? "the primary upstream is down" : "every upstream of the family is down" : unavailable(last.error);
    if (last !== void 0 && outage === void 0) throw answerError(last.error, last.member.node.mask);
    return viaPartner(route, method, params, context, plans2, batched, outage);
  }
  async function viaPartner(route, method, params, context, plans2, batched, outage) {
    const { partner, family } = route;
    if (partner === void 0 || !eligible(context.apiKey, plans2)) throw outageError(outage);
    const verdict = chains.partnerVerdict(family);
    if (verdict !== void 0) await verdict;
    if (!partner.up) throw outageError(outage);
    hook((m) => m.failover(method));
    try {
      return answerOf(context, partner)(await attempt(partner, family, method, params, context, batched));
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
  async function readBlock(family, tag, from) {
    const route = routes.get(family);
    if (route === void 0) throw new TypeError(`no upstream for the method family ${family}`);
    const best = from ?? route.primary.pick()?.node;
    const target = best ?? (route.partner?.up === true ? route.partner : void 0) ?? route.primary.members[0].node;
    let block;
    try {
      block = await attempt(target, family, "eth_getBlockByNumber", [tag, false], void 0, false);
    } catch (error) {
      const outage = unavailable(error);
      if (outage !== void 0 && target !== route.partner) target.down(outage);
      throw outage === void 0 ? answerError(error, target.mask) : outageError(outage);
    }
    return block;
  }
  const headsFamily = methodInfo.eth_getBlockByNumber?.family ?? "default";
  const subscriptions = new SubscriptionHub(options.subscriptions, {
    nodes: () => (routes.get(headsFamily) ?? fallback)?.primary.members.map((m) => m.node) ?? [],
    limits: { timeoutMs: resolved.timeoutMs, maxResponseBytes, log: resolved.log },
    healthMs: resolved.healthMs
  });
  return {
    handlers,
    subscriptions: () => subscriptions.option(),
    subscriptionsOpen: () => subscriptions.open,
    blockGasLimit,
    status: () => [...nodes.values()].map((n) => ({ name: n.name, upstream: n.label, up: n.up, since: n.since })),
    forwards: (method) => outsideRoute(method) !== void 0,
    // Read when asked: the gated function until the first round has settled, the forwarding itself after.
    get forward() {
      return forwardOutside;
    },
    outsideSpec: (credits) => ({ handler: forwardOutside, credits, serves: (method) => outsideRoute(method) !== void 0, terms: outsideTerms }),
    opened: () => catalogue.openedNames(),
    ready: () => [...routes.values()].every((route) => route.primary.anyUp() || route.partner?.up === true),
    startGate: {
      get settled() {
        return chains.settled;
      },
      get calls() {
        return chains.gateCalls;
      }
    },
    close: async () => {
      subscriptions.close();
      chains.close();
      await Promise.all([...nodes.values()].map((n) => n.close()));
    }
  };
}
class Failure {
  constructor(error, member) {
    this.error = error;
    this.member = member;
  }
  error;
  member;
}
export {
  createUpstreamRouter,
  upstreamErrors2 as upstreamErrors
};
