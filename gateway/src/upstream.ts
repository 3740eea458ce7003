// Handlers that answer every method by forwarding it to upstream JSON-RPC nodes: the generated server as a gateway.
// Each method goes to the upstream of its family (`x-family`), over HTTP (keep-alive) or WebSocket through the
// package's own client, which already bounds what a node may send back (`maxResponseBytes`, timeouts, ids checked)
// and checks results with the generated validators, and bounds the answers arriving at once from every node
// together (`responseBudgetBytes`). Upstream error objects reach the caller with their code, message and data, the
// message and data masked of the node's URL and cut (upstream-answers.ts); a node that cannot be reached becomes the
// documented outage error. For the methods the spec marks `x-failover`, keys whose plan includes failover are sent
// to the partner upstream while the primary is down, or when it fails them (a hanging primary is given a share of the
// call's time limit, so that the partner still has the rest); the primary's health is tracked by probing it, so
// failover is immediate while it is down and stops once it answers again. A call no upstream answered is a
// NotServedError: the server gives its credits back. With `cache`, answers that cannot change are served again
// (cache.ts). The spec's facts (methods, validators, error classes, client) are the generated package's hooks.
import type { MethodInfo } from 'rpcforge-generated';
import type { HandlerContext, OutsideSpecContext } from 'rpcforge-generated/server';
import type { PackageHooks } from './package-api.js';
import { namePrefix, prefixFamilies } from './families.js';
import { UpstreamNode, type Resolved } from './node.js';
import { hedgedRace, maxPoolNodes, type Member, Pool } from './pool.js';
import { Answers, upstreamErrors } from './upstream-answers.js';
import { ResultCache } from './cache.js';
import { Catalogue } from './catalogue.js';
import { filterCall, filterNotFound as notFoundFilter, StickyFilters } from './filters.js';
import { Lagging, laggingError, laggingNull, noteHead } from './lagging.js';
import { ChainWatch } from './chain.js';
import { lowestFinalized } from './finalized.js';
import { SubscriptionHub } from './subscriptions.js';
import type { Upstream, UpstreamOptions, UpstreamStatus, UpstreamUrls } from './upstream-options.js';

export type { Upstream, UpstreamOptions, UpstreamStatus, UpstreamUrls } from './upstream-options.js';
export { upstreamErrors } from './upstream-answers.js';

type MethodName = string;
/** The plans whose keys may fail over, per method (the spec's `x-failover`, the package's `packageHooks.failover`). */
export type Failover = { readonly [method: string]: readonly string[] | undefined };

/** A family's upstreams. */
interface Route {
  family: string;
  primary: Pool;
  partner?: UpstreamNode;
}

/** The gas limit of the latest block, and when it was read. */
interface GasLimit {
  value: bigint;
  readAt: number;
}

/**
 * Builds the handlers and the gas-limit reader for the generated package whose hooks are `hooks`; `failover` is its
 * spec's `x-failover` plan names per method.
 */
export function createUpstreamRouter<H>(hooks: PackageHooks, failover: Failover, options: UpstreamOptions): Upstream<H> {
  const { methodInfo, JsonRpcError, NotServedError, defaultMaxResponseBytes, defaultResponseBudget } = hooks;
  const answers = new Answers(hooks);
  const { answerError, ours, outageError, unavailable, upstreamOutcome } = answers;
  if (typeof options !== 'object' || options === null) throw new TypeError('createUpstream: options must be an object with `upstream`');
  const seconds = (name: string, value: number | undefined, fallback: number) => {
    if (value === undefined) return fallback * 1000;
    if (typeof value !== 'number' || !(value > 0) || !Number.isFinite(value)) throw new RangeError(`createUpstream: ${name} must be a positive number of seconds`);
    return Math.min(Math.round(value * 1000), 2_147_483_647);
  };
  const logger = options.logger ?? { error: (message: string, details: Record<string, unknown>) => console.error(`gateway: ${message}`, details) };
  const batch = options.batch === true ? {} : options.batch === false || options.batch === undefined ? undefined : options.batch;
  if (batch !== undefined && (typeof batch !== 'object' || batch === null)) throw new TypeError('createUpstream: batch must be true, false or { maxCalls }');
  const batchCalls = batch === undefined ? 0 : (batch.maxCalls ?? 50);
  if (!(Number.isInteger(batchCalls) && batchCalls >= 0)) throw new RangeError('createUpstream: batch.maxCalls must be a whole number');
  const share = options.primaryTimeShare ?? 0.5;
  if (typeof share !== 'number' || !(share > 0 && share < 1)) throw new RangeError('createUpstream: primaryTimeShare must be a number between 0 and 1');
  const maxResponseBytes = options.maxResponseBytes ?? defaultMaxResponseBytes;
  const budgetBytes = options.responseBudgetBytes ?? Math.max(defaultResponseBudget, maxResponseBytes);
  if (!(Number.isSafeInteger(budgetBytes) && budgetBytes >= maxResponseBytes)) {
    throw new RangeError(`createUpstream: responseBudgetBytes must be a whole number of bytes, at least maxResponseBytes (${maxResponseBytes})`);
  }
  const retries = options.retries ?? 2;
  if (!(Number.isInteger(retries) && retries >= 0 && retries < maxPoolNodes)) throw new RangeError(`createUpstream: retries must be a whole number from 0 to ${maxPoolNodes - 1}`);
  const hedge = options.hedge === true ? {} : options.hedge === false || options.hedge === undefined ? undefined : options.hedge;
  if (hedge !== undefined && (typeof hedge !== 'object' || hedge === null)) throw new TypeError('createUpstream: hedge must be true, false or { minDelayMs, maxDelayMs }');
  const hedgeMs = hedge === undefined ? undefined : { minMs: hedge.minDelayMs ?? 10, maxMs: hedge.maxDelayMs ?? 2000 };
  if (hedgeMs !== undefined && !(Number.isFinite(hedgeMs.minMs) && hedgeMs.minMs >= 0 && Number.isFinite(hedgeMs.maxMs) && hedgeMs.maxMs >= hedgeMs.minMs && hedgeMs.maxMs <= 2_147_483_647)) {
    throw new RangeError('createUpstream: hedge.minDelayMs and hedge.maxDelayMs must be milliseconds, 0 ≤ minDelayMs ≤ maxDelayMs');
  }
  const metrics = options.metrics;
  if (metrics !== undefined && (typeof metrics !== 'object' || metrics === null || typeof metrics.upstreamCall !== 'function' || typeof metrics.failover !== 'function')) {
    throw new TypeError('createUpstream: metrics must have upstreamCall and failover functions (the server\'s metrics, e.g. prometheusMetrics(promClient))');
  }
  /** Reports to `metrics`, if given: a hook that throws (or is not a function) never fails a call nor the gateway. */
  const hook = (report: (m: NonNullable<typeof metrics>) => void) => {
    if (metrics === undefined) return;
    try {
      report(metrics);
    } catch {
      // Metrics never fail a call.
    }
  };
  const resolved: Resolved = {
    hooks,
    answers,
    retries,
    hedge: hedgeMs,
    event: (upstream, what) => hook((m) => m.upstreamEvent?.(upstream, what)),
    batchCalls,
    primaryShare: share,
    validateResults: options.validateResults !== false,
    timeoutMs: seconds('timeoutSeconds', options.timeoutSeconds, 30),
    maxResponseBytes: options.maxResponseBytes,
    maxConnections: options.maxConnections,
    budget: { limit: budgetBytes, inUse: 0 },
    healthMs: seconds('healthCheckSeconds', options.healthCheckSeconds, 1),
    gasLimitMs: seconds('blockGasLimitSeconds', options.blockGasLimitSeconds, 1),
    probe: options.healthProbe ?? { method: 'rpc.discover' },
    log: (message, details) => {
      try {
        logger.error(message, details);
      } catch {
        // A logger that throws must not take the gateway down.
      }
    },
  };
  const urlsFor = (urls: UpstreamUrls | undefined, family: string): string | readonly string[] | undefined =>
    urls === undefined ? undefined : typeof urls === 'string' || Array.isArray(urls) ? (urls as string | readonly string[]) : Object.prototype.hasOwnProperty.call(urls, family) ? (urls as Record<string, string | readonly string[]>)[family] : (urls as Record<string, string | readonly string[]>).default;
  if (typeof options.upstream !== 'string' && (typeof options.upstream !== 'object' || options.upstream === null)) {
    throw new TypeError('createUpstream: upstream must be a URL, a list of URLs, or an object of them by method family');
  }

  // One route per family, its nodes shared by the family's methods; the same URL is one node (one client).
  const nodes = new Map<string, UpstreamNode>();
  const node = (role: string, family: string, url: string, place: number, several: boolean) => {
    const id = `${role} ${url}`;
    let found = nodes.get(id);
    if (found === undefined) {
      if (typeof url !== 'string') throw new TypeError(`createUpstream: ${role} ${family}: each upstream must be a URL string`);
      // The partner's label says so (`evm partner host:port`): `evm#1` is the family's first primary, and the two
      // may share a host (another port, or the same node by another path).
      found = new UpstreamNode(several ? `${role} ${family}#${place}` : `${role} ${family}`, url, resolved, role === 'partner' ? `${family} partner` : `${family}#${place}`);
      nodes.set(id, found);
      const label = found.label;
      hook((m) => m.upstreamAdded?.(label));
    }
    return found;
  };
  const pool = (role: string, family: string, urls: string | readonly string[]): Pool => {
    const list = typeof urls === 'string' ? [urls] : urls;
    if (!Array.isArray(list) || list.length === 0) throw new TypeError(`createUpstream: ${role} ${family}: give a URL or a non-empty list of URLs`);
    if (list.length > maxPoolNodes) throw new RangeError(`createUpstream: ${role} ${family}: ${list.length} URLs, at most ${maxPoolNodes} per family`);
    const members = [...new Set(list)].map((url, i, all) => node(role, family, url, i + 1, all.length > 1));
    // A failure scores as a call that took the whole timeout (pool.ts).
    return new Pool(members, resolved.timeoutMs);
  };
  if (options.cache !== undefined && !resolved.validateResults) throw new TypeError('createUpstream: cache keeps checked results only: it needs validateResults');
  const upstreamsOf = (family: string): readonly string[] => {
    const urls = urlsFor(options.upstream, family);
    return urls === undefined ? [] : typeof urls === 'string' ? [urls] : urls;
  };
  /**
   * The node that answered a call (by its context): for the cache to check its chain, and for a filter's maker, so
   * that the filter's later calls go back to it. Set on the one-node path only for those (`note`).
   */
  const answeredBy = new WeakMap<object, UpstreamNode>();
  const answerOf = (context: HandlerContext, node: UpstreamNode) => (value: unknown) => {
    answeredBy.set(context, node);
    return value;
  };
  const filters = new StickyFilters();
  const filterNotFound = (reason: string) => notFoundFilter(hooks, reason);
  const cache: ResultCache | undefined =
    options.cache === undefined
      ? undefined
      : new ResultCache(
          hooks,
          options.cache,
          (family) => lowestFinalized(routes.get(family)?.primary, (n) => readBlock(family, 'finalized', n), () => readBlock(family, 'finalized')),
          (method, outcome) => hook((m) => m.cache?.(method, outcome)),
          upstreamsOf,
          {
            of: (family): string | undefined => chains.chainOf(family),
            answeredOn: (context): string | undefined => {
              const by = answeredBy.get(context);
              return by === undefined ? undefined : chains.verifiedChain(by);
            },
            known: (): Promise<void> => chains.firstRounds,
          },
        );
  const routes = new Map<string, Route>();
  const handlers: Record<string, (params: unknown, context: HandlerContext) => Promise<unknown>> = {};
  for (const name of Object.keys(methodInfo) as MethodName[]) {
    const info: MethodInfo = methodInfo[name]!;
    const family = info.family ?? 'default';
    let route = routes.get(family);
    if (route === undefined) {
      const primary = urlsFor(options.upstream, family);
      if (primary === undefined) continue;
      const partner = urlsFor(options.partner, family);
      if (partner !== undefined && typeof partner !== 'string') throw new TypeError(`createUpstream: partner ${family}: one partner URL per family`);
      route = { family, primary: pool('primary', family, primary), partner: partner === undefined ? undefined : node('partner', family, partner, 1, false) };
      routes.set(family, route);
    }
    const plans = failover[name];
    const r = route;
    // A method with its own time limit is a potentially long query: batched, it would hold back every call beside it.
    const batched = resolved.batchCalls > 1 && info.limits?.timeoutSeconds === undefined;
    // Only what the spec marks x-idempotent: true is ever sent twice; unmarked is taken as not safe.
    const idempotent = info.idempotent === true;
    const handler = (params: unknown, context: HandlerContext) => forward(r, name, params, context, plans, batched, idempotent);
    handlers[name] = cache === undefined ? handler : cache.wrap(info, family, handler);
  }

  // Calls outside the spec go to the family of their name's prefix, else to the upstream for every family.
  const byPrefix = prefixFamilies(methodInfo);
  // Each pool's nodes on the family's chain (chain.ts); the calls of the first few ms wait for the check.
  const chains: ChainWatch = new ChainWatch(resolved, routes.values(), (f) => [...byPrefix].find(([, family]) => family === f)?.[0], options, { log: resolved.log, event: resolved.event, timeoutMs: resolved.timeoutMs }, cache !== undefined);
  for (const n of nodes.values()) n.admit = (x) => chains.admit(x);
  // Once the first round has settled the gates leave `handlers`, `forward` and what `outsideSpec` hands out: a server
  // built from them then calls the forwarding itself. One built before (the usual case, `rpcforge serve`'s) swaps
  // each gate for the forwarding it stands in for at that moment (server-engine-hand-off.ts).
  const forwarding = { ...handlers };
  for (const name of Object.keys(handlers) as MethodName[]) handlers[name] = chains.gate(handlers[name]!, (methodInfo[name] as MethodInfo).family ?? 'default');
  const everyFamily = urlsFor(options.upstream, 'default');
  const fallback: Route | undefined = everyFamily === undefined ? undefined : (routes.get('default') ?? { family: 'default', primary: pool('primary', 'default', everyFamily) });
  // Names outside the spec: a catalogue's methods go to the catalogue's family; an opened name of the closed list to
  // its catalogue's family, else the family of its prefix, else the upstream for every family; anything else nowhere.
  const catalogue = new Catalogue(hooks, options.catalogue);
  const outsideRoute = (method: string): Route | undefined => {
    if (typeof method !== 'string' || /_(un)?subscribe$/.test(method)) return undefined;
    const known = catalogue.familyOf(method);
    if (known === false) return undefined;
    if (known !== undefined) return routes.get(known);
    if (!catalogue.isOpened(method)) return undefined;
    const prefix = namePrefix(method);
    const family = prefix === undefined ? undefined : byPrefix.get(prefix);
    return typeof family === 'string' ? routes.get(family) : fallback;
  };
  /** How a name outside the spec is forwarded, worked out on its first call (`plans` keeps at most `maxPlans`). */
  interface OutsidePlan {
    route: Route;
    batched: boolean;
    idempotent: boolean;
    /** Its catalogue's family, whose validators check the result; undefined for an opened name in no catalogue. */
    family: string | undefined;
  }
  const plans = new Map<string, OutsidePlan | null>();
  const maxPlans = 4096;
  const planOf = (method: string): OutsidePlan | undefined => {
    const known = plans.get(method);
    if (known !== undefined) return known ?? undefined;
    const route = outsideRoute(method);
    const found = catalogue.familyOf(method);
    const family = typeof found === 'string' ? found : undefined;
    // Batched as any method without a time limit of its own (one with a borrowed limit goes alone: it may be long);
    // retried and hedged in a pool only when the catalogue marks it safe to send twice (a read): a send or a filter
    // call goes to one node once.
    const plan = route === undefined ? null : { route, family, batched: resolved.batchCalls > 1 && !(family !== undefined && catalogue.borrowsLimits(family, method)), idempotent: family !== undefined && catalogue.idempotent(family, method) };
    if (plans.size < maxPlans) plans.set(method, plan);
    return plan ?? undefined;
  };
  const forwardPlain = (method: string, params: unknown, context: OutsideSpecContext): Promise<unknown> => {
    const plan = typeof method === 'string' ? planOf(method) : undefined;
    if (plan === undefined) return Promise.reject(new NotServedError(-32601, 'Method not found'));
    // No failover plans, so the primary has the whole limit.
    const answer = forward(plan.route, method, params, context as unknown as HandlerContext, undefined, plan.batched, plan.idempotent);
    const family = plan.family;
    return family === undefined ? answer : answer.then((result) => catalogue.checkResult(family, method, result));
  };
  const outsideTerms = (method: string) => {
    const family = catalogue.familyOf(method);
    return typeof family === 'string' ? catalogue.terms(family, method) : undefined;
  };
  let forwardOutside = chains.gate(forwardPlain);
  void chains.ready.then(() => {
    Object.assign(handlers, forwarding);
    forwardOutside = forwardPlain;
  });

  const eligible = (apiKey: string, plans: readonly string[] | undefined): boolean => {
    if (plans === undefined || options.planOf === undefined) return false;
    const plan = options.planOf(apiKey);
    if (plan === undefined) return false;
    return plan.failover ?? plans.includes(plan.name);
  };

  /**
   * One call to one node, timed and reported to `metrics`. A batched call reads no AbortSignal: making one per call
   * (and watching the caller's connection for it) is not free, and a batch cannot be aborted for one of its calls.
   */
  function attempt(target: UpstreamNode, family: string, method: string, params: unknown, context: HandlerContext | undefined, batched: boolean, timeout?: number, signal?: AbortSignal): Promise<unknown> {
    if (metrics === undefined) return send(target, method, params, context, batched, timeout, signal);
    return timed(target, family, method, params, context, batched, timeout, signal);
  }
  /** One request: `signal` when the caller gives one (a hedged race), else the call's own abort (`UpstreamNode.callFor`). */
  function send(target: UpstreamNode, method: string, params: unknown, context: HandlerContext | undefined, batched: boolean, timeout: number | undefined, signal: AbortSignal | undefined): Promise<unknown> {
    if (batched) return target.batched(method, params);
    if (signal !== undefined || context === undefined) return target.call(method, params, signal, timeout);
    return target.callFor(method, params, context, timeout);
  }
  async function timed(target: UpstreamNode, family: string, method: string, params: unknown, context: HandlerContext | undefined, batched: boolean, timeout: number | undefined, signal: AbortSignal | undefined): Promise<unknown> {
    const started = performance.now();
    try {
      const result = await send(target, method, params, context, batched, timeout, signal);
      hook((m) => m.upstreamCall(family, performance.now() - started, 'ok'));
      return result;
    } catch (error) {
      const outcome = upstreamOutcome(error);
      if (outcome !== undefined) hook((m) => m.upstreamCall(family, performance.now() - started, outcome));
      throw error;
    }
  }

  /** The time one attempt has when another may follow it (a retry, a failover): a share of what is left of the call's limit. */
  const shareOf = (context: HandlerContext, started: number): number | undefined => {
    const limit = context.timeoutMs;
    if (typeof limit !== 'number' || !(limit >= 0)) return undefined;
    return Math.max(1, Math.min(resolved.timeoutMs, Math.floor((limit - (performance.now() - started)) * resolved.primaryShare)));
  };

  /**
   * A call to the family's primary, or to its partner when the primary is down or fails with an outage and the key
   * may fail over. The usual case (one primary, up, answering) costs one promise; a family with several goes to
   * `pooled`.
   */
  function forward(route: Route, method: string, params: unknown, context: HandlerContext, plans: readonly string[] | undefined, batched: boolean, idempotent: boolean): Promise<unknown> {
    const filter = filterCall(method);
    if (filter !== undefined) return sticky(filter, route, method, params, context, plans, batched);
    return forwardRoute(route, method, params, context, plans, batched, idempotent, cache !== undefined);
  }

  /**
   * A filter's call (filters.ts): a maker forwarded as any call, the node that answered recorded for
   * the caller's key; a use sent to that node only, or "filter not found", uncharged, when it is unknown to the key
   * or its node is out. Never retried on another node: no other node has the filter.
   */
  async function sticky(kind: 'make' | 'use', route: Route, method: string, params: unknown, context: HandlerContext, plans: readonly string[] | undefined, batched: boolean): Promise<unknown> {
    if (kind === 'make') {
      const id = await forwardRoute(route, method, params, context, plans, batched, false, true);
      const by = answeredBy.get(context);
      if (by !== undefined) filters.made(context.apiKey, id, by);
      return id;
    }
    const id = Array.isArray(params) ? params[0] : undefined;
    const target = filters.find(context.apiKey, id);
    if (target === undefined) throw filterNotFound('no filter of this id was made with this key through the gateway, or it was idle for 5 minutes');
    if (!target.up) throw filterNotFound('the node that made the filter is out');
    let value: unknown;
    try {
      value = await attempt(target, route.family, method, params, context, batched);
    } catch (error) {
      const outage = unavailable(error);
      if (outage === undefined) {
        // The node forgot it (restarted, timed out): so does the gateway.
        if (error instanceof JsonRpcError && /filter not found/i.test(error.message)) filters.drop(context.apiKey, id);
        throw answerError(error, target.mask);
      }
      if (target !== route.partner) target.down(outage);
      throw filterNotFound(`the node that made the filter is out (${outage})`);
    }
    if (method === 'eth_uninstallFilter') filters.drop(context.apiKey, id);
    return value;
  }

  /** `forward` for any call: `note` records the node that answered (`answeredBy`). */
  function forwardRoute(route: Route, method: string, params: unknown, context: HandlerContext, plans: readonly string[] | undefined, batched: boolean, idempotent: boolean, note: boolean): Promise<unknown> {
    const mayFailOver = plans !== undefined && route.partner !== undefined && eligible(context.apiKey, plans);
    if (!route.primary.single) return pooled(route, method, params, context, plans, batched, idempotent, mayFailOver);
    const primary = route.primary.members[0]!.node;
    if (!primary.up) return viaPartner(route, method, params, context, plans, batched, 'the primary upstream is down');
    // A call that may fail over gives the primary only a share of its time limit, so that a primary that hangs times
    // out (an outage: it is marked down) while the partner still has the rest; the server's own deadline would
    // otherwise end the call first, with no failover and the primary never counted down. Such a call goes alone: a
    // batch has one timeout for all its calls.
    let timeout: number | undefined;
    if (mayFailOver) {
      timeout = shareOf(context, performance.now());
      batched = false;
    }
    let answer: Promise<unknown>;
    try {
      answer = attempt(primary, route.family, method, params, context, batched, timeout);
    } catch (error) {
      answer = Promise.reject(error);
    }
    return answer.then(note ? answerOf(context, primary) : undefined, (error: unknown) => {
      const outage = unavailable(error);
      if (outage === undefined) throw answerError(error, primary.mask);
      primary.down(outage);
      return viaPartner(route, method, params, context, plans, batched, outage);
    });
  }

  const event = resolved.event;
  /**
   * A call to a family with several nodes: the best up node (pool.ts); for an idempotent method, after
   * an upstream failure (an outage or a rejected answer, never the node's own error object), the next best not yet
   * tried, at most `retries` more times and while the call's limit lasts, each attempt but the last given a share of
   * what is left; with `hedge`, a second node asked after the family's p95 latency, the first answer winning. A call
   * that is not idempotent goes to one node once. After an outage with no node left to try: the partner, as above.
   */
  async function pooled(route: Route, method: string, params: unknown, context: HandlerContext, plans: readonly string[] | undefined, batched: boolean, idempotent: boolean, mayFailOver: boolean): Promise<unknown> {
    const { primary: members, family } = route;
    const started = performance.now();
    const tried: Member[] = [];
    /**
     * One request to one node, measured for its score. A node's answer (a result, or its error object masked for the
     * caller) resolves: it ends a hedged race as a result does; anything else rejects with a `Failure` naming the node.
     */
    const one = async (member: Member, signal: AbortSignal | undefined, timeout: number | undefined, alone: boolean): Promise<{ value: unknown; member: Member } | { error: unknown }> => {
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
          const outage = unavailable(error);
          members.failed(member, performance.now() - at, outage !== undefined);
          if (outage !== undefined) member.node.down(outage);
          event(member.node.label, 'error');
        }
        throw new Failure(error, member);
      } finally {
        member.inFlight--;
      }
    };
    /** A node behind the others (lagging.ts): scored as an error, its answer kept for the caller if no node does better. */
    const lagging = (member: Member, at: number, settled: Lagging['settled']): Failure => {
      members.erred(member, performance.now() - at);
      event(member.node.label, 'lagging');
      return new Failure(new Lagging(settled), member);
    };
    let last: Failure | undefined;
    let lagged: Lagging | undefined;
    for (let attempts = 0; ; attempts++) {
      const member = members.pick(tried, !idempotent);
      if (member === undefined) break;
      event(member.node.label, attempts === 0 ? 'selected' : 'retry');
      members.earnHedge();
      const more = idempotent && attempts < resolved.retries && members.members.some((m) => m !== member && m.node.up && !tried.includes(m));
      // A later attempt or the partner must still have time: this one gets a share of what is left, and goes alone
      // (a batch has one timeout for all its calls).
      const alone = more || mayFailOver;
      const timeout = alone ? shareOf(context, started) : undefined;
      let settled: { value: unknown; member: Member } | { error: unknown };
      try {
        if (idempotent && resolved.hedge !== undefined && !batched) {
          const delay = members.hedgeDelay(resolved.hedge.minMs, resolved.hedge.maxMs);
          // The hedge is paid for when it is sent, so calls answered in time cost none of the budget.
          const second = () => {
            const other = members.pick(tried);
            if (other === undefined || !members.takeHedge()) return undefined;
            event(other.node.label, 'hedge');
            return other;
          };
          settled = (await hedgedRace(member, second, delay, context.signal, (m, signal) => one(m, signal, timeout, true), (m) => event(m.node.label, 'cancelled'))) as typeof settled;
        } else settled = await one(member, undefined, timeout, alone);
      } catch (error) {
        if (!(error instanceof Failure)) throw error;
        // The call ended by its caller or its limit, or the gateway short of room: final, and no fault of the node's.
        if (ours(error.error)) throw answerError(error.error, error.member.node.mask);
        if (error.error instanceof Lagging) lagged = error.error;
        else last = error;
        if (!idempotent || attempts >= resolved.retries || context.signal?.aborted === true) break;
        continue;
      }
      if ('error' in settled) throw settled.error;
      answeredBy.set(context, settled.member.node);
      return settled.value;
    }
    // A late node's answer is still an answer: better than an outage error of the nodes tried after it.
    if (lagged !== undefined) {
      if ('error' in lagged.settled) throw lagged.settled.error;
      return lagged.settled.value;
    }
    const outage = last === undefined ? (members.single ? 'the primary upstream is down' : 'every upstream of the family is down') : unavailable(last.error);
    if (last !== undefined && outage === undefined) throw answerError(last.error, last.member.node.mask);
    return viaPartner(route, method, params, context, plans, batched, outage!);
  }

  /** The partner's answer for a key that may fail over; the outage error for any other. */
  async function viaPartner(route: Route, method: string, params: unknown, context: HandlerContext, plans: readonly string[] | undefined, batched: boolean, outage: string): Promise<unknown> {
    const { partner, family } = route;
    // A partner is down only when the chain check found it on another chain (chain.ts): never used then.
    if (partner === undefined || !eligible(context.apiKey, plans)) throw outageError(outage);
    // In the first moments, the partner's chain check may still run: its verdict first (chain.ts).
    const verdict = chains.partnerVerdict(family);
    if (verdict !== undefined) await verdict;
    if (!partner.up) throw outageError(outage);
    hook((m) => m.failover(method));
    try {
      return answerOf(context, partner)(await attempt(partner, family, method, params, context, batched));
    } catch (error) {
      const partnerOutage = unavailable(error);
      throw partnerOutage === undefined ? answerError(error, partner.mask) : outageError(`${partnerOutage} (partner)`);
    }
  }

  // The latest block's gas limit per family, read at most once per `blockGasLimitSeconds`.
  const gasLimits = new Map<string, GasLimit>();
  const reading = new Map<string, Promise<bigint>>();
  const blockGasLimit = (method: MethodName): Promise<bigint> => {
    const family = (methodInfo[method] as MethodInfo | undefined)?.family ?? 'default';
    const cached = gasLimits.get(family);
    if (cached !== undefined && Date.now() - cached.readAt < resolved.gasLimitMs) return Promise.resolve(cached.value);
    let pending = reading.get(family);
    if (pending === undefined) {
      pending = readGasLimit(family).finally(() => reading.delete(family));
      reading.set(family, pending);
    }
    return pending;
  };
  async function readGasLimit(family: string): Promise<bigint> {
    const block = await readBlock(family, 'latest');
    const gasLimit = (block as { gasLimit?: unknown } | null)?.gasLimit;
    if (typeof gasLimit !== 'string' || !/^0x[0-9a-fA-F]{1,64}$/.test(gasLimit)) {
      throw new NotServedError(upstreamErrors.badAnswer.code, upstreamErrors.badAnswer.message, { reason: 'the latest block has no gasLimit' });
    }
    const value = BigInt(gasLimit);
    gasLimits.set(family, { value, readAt: Date.now() });
    return value;
  }

  /** A block of the family's upstream by tag (`eth_getBlockByNumber(tag, false)`): the gas cap's, the cache's finalized block. */
  async function readBlock(family: string, tag: string, from?: UpstreamNode): Promise<unknown> {
    const route = routes.get(family);
    if (route === undefined) throw new TypeError(`no upstream for the method family ${family}`);
    // The partner's chain is the same chain: while every primary is down its limit serves every key.
    const best = from ?? route.primary.pick()?.node;
    const target = best ?? (route.partner?.up === true ? route.partner : undefined) ?? route.primary.members[0]!.node;
    let block: unknown;
    try {
      block = await attempt(target, family, 'eth_getBlockByNumber', [tag, false], undefined, false);
    } catch (error) {
      const outage = unavailable(error);
      if (outage !== undefined && target !== route.partner) target.down(outage);
      throw outage === undefined ? answerError(error, target.mask) : outageError(outage);
    }
    return block;
  }

  // eth_subscribe for the family of eth_getBlockByNumber (subscriptions.ts).
  const headsFamily = (methodInfo as Record<string, MethodInfo | undefined>).eth_getBlockByNumber?.family ?? 'default';
  const subscriptions = new SubscriptionHub(resolved, options.subscriptions, {
    nodes: () => (routes.get(headsFamily) ?? fallback)?.primary.members.map((m) => m.node) ?? [],
    limits: { timeoutMs: resolved.timeoutMs, maxResponseBytes: maxResponseBytes, log: resolved.log },
    healthMs: resolved.healthMs,
  });

  return {
    handlers: handlers as H,
    subscriptions: () => subscriptions.option(),
    subscriptionsOpen: () => subscriptions.open,
    blockGasLimit,
    status: () => [...nodes.values()].map((n) => ({ name: n.name, upstream: n.label, up: n.up, since: n.since })),
    forwards: (method) => outsideRoute(method) !== undefined,
    // Read when asked: the gated function until the first round has settled, the forwarding itself after.
    get forward() {
      return forwardOutside;
    },
    outsideSpec: (credits) => ({ handler: forwardOutside, credits, serves: (method) => outsideRoute(method) !== undefined, terms: outsideTerms }),
    opened: () => catalogue.openedNames(),
    ready: () => [...routes.values()].every((route) => route.primary.anyUp() || route.partner?.up === true),
    startGate: {
      get settled() {
        return chains.settled;
      },
      get calls() {
        return chains.gateCalls;
      },
    },
    close: async () => {
      subscriptions.close();
      chains.close();
      await Promise.all([...nodes.values()].map((n) => n.close()));
    },
  };
}

/** An upstream request that failed, and the node it went to (whose mask its error is read with). */
class Failure {
  constructor(
    readonly error: unknown,
    readonly member: Member,
  ) {}
}
