// Handlers that answer every method by forwarding it to upstream JSON-RPC nodes: the generated server as a gateway.
// Each method goes to the upstream of its family (`x-family`), over HTTP (keep-alive) or WebSocket through the
// package's own client, which already bounds what a node may send back (`maxResponseBytes`, timeouts, ids checked)
// and checks results with the generated validators, and bounds the answers arriving at once from every node
// together (`responseBudgetBytes`). Upstream error objects reach the caller with their code, message and data, the
// message and data masked of the node's URL and cut (server-gateway-upstream-answers.ts); a node that cannot be reached becomes the
// documented outage error. For the methods the spec marks `x-failover`, keys whose plan includes failover are sent
// to the partner upstream while the primary is down, or when it fails them (a hanging primary is given a share of the
// call's time limit, so that the partner still has the rest); the primary's health is tracked by probing it, so
// failover is immediate while it is down and stops once it answers again. A call no upstream answered is a
// NotServedError: the server gives its credits back. With `cache`, answers that cannot change are served again
// (server-gateway-cache.ts). Internal module: use server.ts.
import { createClient, type Client } from '../client.js';
import { HttpStatusError, ResponseBudgetError, ResultValidationError, TransportError } from '../client-errors.js';
import type { ResponseBudget } from '../client-types.js';
import { JsonRpcError } from '../errors.js';
import { NotServedError } from './server-engine-not-served.js';
import { methodInfo, type MethodInfo } from '../methods.js';
import type { MethodName } from '../types.js';
import { validators } from '../validators.js';
import type { KeyPlan } from './server-gateway-key-ring.js';
import type { HandlerContext, ServerLogger } from './server-engine-options.js';
import type { OutsideSpecContext, OutsideSpecOptions } from './server-engine-outside-spec.js';
import { namePrefix, prefixFamilies } from './server-gateway-families.js';
import type { ServerMetrics } from './server-engine-ops.js';
import { unavailable, upstreamError, upstreamOutcome, urlMasker } from './server-gateway-upstream-answers.js';
import { ResultCache, type UpstreamCacheOptions } from './server-gateway-cache.js';
import { defaultResponseBudget } from './response-budget.js';
import { defaultMaxResponseBytes, type Mask } from './transport.js';

/** Upstream addresses: one for every family, or one per family (`{ evm: 'http://…' }`; `default` for the rest). */
export type UpstreamUrls = string | { readonly [family: string]: string };

export interface UpstreamOptions {
  /**
   * The primary nodes: `http(s)://` (keep-alive HTTP) or `ws(s)://` (one WebSocket, reopened after it closes). A
   * method whose family has no upstream is not handled (the server answers -32601), so a caller can mix in
   * handlers of its own.
   */
  upstream: UpstreamUrls;
  /** The partner nodes, for failover (same form). Without them failover is off. */
  partner?: UpstreamUrls;
  /**
   * The plan of a key (a key ring's `planOf`). A key may use the partner when its plan is among the plans the spec
   * names for the method (`x-failover.plans`), or when the plan says `failover: true`. Without `planOf` no key may.
   */
  planOf?: (apiKey: string) => KeyPlan | undefined;
  /** Check every upstream result with the generated validators (default true): a wrong shape is -32051. */
  validateResults?: boolean;
  /**
   * Seconds one upstream call may take before it counts as an outage (default 30). The method's own time limit,
   * enforced by the server, comes first where it is shorter (`eth_getLogs`: 10 s), except for a call that may fail
   * over (see `primaryTimeShare`).
   */
  timeoutSeconds?: number;
  /**
   * The share of the call's time limit the primary has when the call may fail over (an `x-failover` method, a key
   * whose plan allows it, a partner configured): default 0.5, so `eth_getLogs` (10 s) waits 5 s for the primary
   * (or `timeoutSeconds`, if shorter), then counts it as down, as any outage, and asks the partner, which has the
   * rest of the 10 s. Without it a hanging primary would use up the whole limit and the caller would get the
   * timeout error, the primary never counted down. Between 0 and 1.
   */
  primaryTimeShare?: number;
  /** Bytes one upstream answer may have (default 64 MiB; the client's `maxResponseBytes`). */
  maxResponseBytes?: number;
  /**
   * Bytes of HTTP upstream answers being received at once, over every node and socket (default 128 MiB, or
   * `maxResponseBytes` when larger; the client's `responseBudget`). An answer that would pass it is dropped at once,
   * its connection destroyed, and its call answered -32050 (the gateway is short of room, not the node at fault: the
   * node is not marked down, and the call may be tried again). A WebSocket upstream receives one message at a time,
   * which `maxResponseBytes` already bounds.
   */
  responseBudgetBytes?: number;
  /** HTTP connections kept per upstream (default 128). */
  maxConnections?: number;
  /**
   * Sends calls that arrive together as one JSON-RPC batch per upstream (off by default): the calls a server turn
   * receives (`setImmediate`), at most `maxCalls` (default 50) per batch; a call alone goes on its own. Under load
   * this saves most of the per-request cost on both sides. The price: a batch is answered when its slowest call is,
   * and fails whole when the upstream fails, and some providers refuse batches. Methods with their own time limit
   * (`eth_getLogs`) are never batched, nor calls that may fail over (their primary attempt has its own timeout).
   */
  batch?: boolean | { maxCalls?: number };
  /** Seconds between probes of a primary that is down (default 1). */
  healthCheckSeconds?: number;
  /** What a probe sends (default `rpc.discover`): any JSON-RPC answer, an error included, means the node is up. */
  healthProbe?: { method: string; params?: readonly unknown[] | Record<string, unknown> };
  /**
   * Seconds the latest block's gas limit is reused for the gas caps (default 1): the limit changes at most once a
   * block, so it is read once a block interval, not once a call; calls that find it stale share one read.
   */
  blockGasLimitSeconds?: number;
  /** Where upstream outages and recoveries are reported (default `console.error`). Upstream URLs are never logged. */
  logger?: ServerLogger;
  /**
   * Where each upstream call and failover is reported: the server's `metrics` (e.g. `prometheusMetrics(promClient)`)
   * or any object with `upstreamCall(family, ms, outcome)` and `failover(method)`. An upstream call is `ok` when the
   * node answered JSON-RPC (a result or its own error object), `timeout` past `timeoutSeconds` (or the primary's
   * share of a failover call's limit), else `error` (no answer, or an answer rejected); a call its caller gave up on
   * is not reported. A hook that throws is ignored.
   */
  metrics?: Pick<ServerMetrics, 'upstreamCall' | 'failover' | 'cache'>;
  /**
   * Serves again the answers that cannot change (the spec's `x-cache`: a by-hash lookup that found something, blocks
   * and their data at or below the finalized block), from `store` (`new MemoryResultCache()`, `new RedisResultCache({
   * client })`); hits are reported to `metrics.cache`. Needs `validateResults` (only checked results are kept).
   * Default: no cache.
   */
  cache?: UpstreamCacheOptions;
}

/** Errors the gateway answers with when an upstream did not answer well. The interface document shows none. */
export const upstreamErrors = {
  /** The upstream could not be reached, timed out or failed (connection refused or reset, HTTP 5xx, closed socket). */
  unavailable: { code: -32050, message: 'Upstream unavailable' },
  /** The upstream answered, but not acceptably: not JSON-RPC, too large, or a result that does not match the spec. */
  badAnswer: { code: -32051, message: 'Upstream answer rejected' },
} as const;

/** The state of one upstream, for a health page or a test. */
export interface UpstreamStatus {
  /** `primary` or `partner`, and the family: `primary evm`. Never the URL, which may carry a provider's key. */
  name: string;
  up: boolean;
  /** When it was last found down or back up (ms since the epoch); 0 when it never changed. */
  since: number;
}

export interface Upstream<H> {
  /** A handler per method of a family with an upstream: pass to `createServer`. */
  readonly handlers: H;
  /** The server's `blockGasLimit` option: the gas limit of the upstream's latest block, cached per block interval. */
  readonly blockGasLimit: (method: MethodName) => Promise<bigint>;
  status(): UpstreamStatus[];
  /**
   * Whether `forward` has an upstream for a method the spec does not have: the family whose spec methods share the
   * name's prefix up to its first `_` (`eth_chainId` → the family of the `eth_` methods), else the upstream for every
   * family (a single URL, or `default`). Never `…_subscribe`/`…_unsubscribe`: the gateway cannot relay a
   * subscription's notifications.
   */
  forwards(method: string): boolean;
  /**
   * Forwards a call of a method the spec does not have to the upstream `forwards` names: its params as sent, its
   * result unchecked, the upstream's error object masked as for any method, an outage the -32050 `NotServedError`
   * (no failover: no `x-failover` names such a method). A name `forwards` refuses: -32601 (a `NotServedError`).
   */
  forward(method: string, params: unknown, context: OutsideSpecContext): Promise<unknown>;
  /** The server's `outsideSpec` option forwarding such calls, each charged `credits`: `{ handler: forward, credits, serves: forwards }`. */
  outsideSpec(credits: number): OutsideSpecOptions;
  /**
   * Whether every method family can be served: its primary is up, or it has a partner (whose health is not probed:
   * it is tried when the primary is down). The server's `healthCheck` option, so that `/healthz` turns 503 when a
   * family has no node left.
   */
  ready(): boolean;
  /** Closes the upstream connections and stops the probes. */
  close(): Promise<void>;
}

type Failover = { readonly [M in MethodName]?: readonly string[] };

/** One upstream node: its client, and (for a primary) its health. */
class Node {
  readonly client: Client;
  /** Masks the node's URL (and the key it may carry) in the error objects it sends. */
  readonly mask: Mask;
  up = true;
  since = 0;
  private probe: ReturnType<typeof setInterval> | undefined;
  private probing = false;
  private queue: Queued[] = [];
  private flushing = false;

  constructor(
    readonly name: string,
    url: string,
    private readonly options: Resolved,
  ) {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      throw new TypeError(`upstream ${name}: not an absolute URL`);
    }
    const transport = parsed.protocol === 'ws:' || parsed.protocol === 'wss:' ? 'ws' : parsed.protocol === 'http:' || parsed.protocol === 'https:' ? 'http' : undefined;
    if (transport === undefined) throw new TypeError(`upstream ${name}: the URL must start with http:, https:, ws: or wss:`);
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
      validators,
    });
  }

  /** One call; `timeout` (ms) replaces the client's `timeoutSeconds` for it. */
  call(method: string, params: unknown, signal: AbortSignal | undefined, timeout?: number): Promise<unknown> {
    const request = this.client.request as (args: { method: string; params?: unknown }, options?: { signal?: AbortSignal; timeout?: number }) => Promise<unknown>;
    return request({ method, params }, signal === undefined && timeout === undefined ? undefined : { signal, timeout });
  }

  /** Like `call`, but queued for the next batch. A caller that gives up is not waited for: its answer is dropped. */
  batched(method: string, params: unknown): Promise<unknown> {
    return new Promise((resolve, reject) => {
      this.queue.push({ method, params, resolve, reject });
      if (this.queue.length >= this.options.batchCalls) this.flush();
      else if (!this.flushing) {
        this.flushing = true;
        setImmediate(() => this.flush());
      }
    });
  }

  private flush(): void {
    const calls = this.queue.splice(0, this.options.batchCalls);
    // Calls past a full batch go in the next turn's.
    this.flushing = this.queue.length > 0;
    if (this.flushing) setImmediate(() => this.flush());
    if (calls.length === 0) return;
    if (calls.length === 1) {
      const [only] = calls as [Queued];
      this.call(only.method, only.params, undefined).then(only.resolve, only.reject);
      return;
    }
    // The builder may return any { method, params }: these are the calls as they came.
    const batch = this.client.batch as unknown as (build: () => readonly { method: string; params: unknown }[]) => Promise<({ ok: true; result: unknown } | { ok: false; error: unknown })[]>;
    batch(() => calls.map(({ method, params }) => ({ method, params }))).then(
      (outcomes) => {
        calls.forEach((queued, i) => {
          const outcome = outcomes[i];
          if (outcome?.ok === true) queued.resolve(outcome.result);
          else queued.reject(outcome?.error);
        });
      },
      (error: unknown) => {
        for (const queued of calls) queued.reject(error);
      },
    );
  }

  /** Marks the node down and probes it until it answers. */
  down(reason: string): void {
    if (!this.up) return;
    this.up = false;
    this.since = Date.now();
    this.options.log('upstream down', { upstream: this.name, reason });
    this.probe = setInterval(() => void this.check(), this.options.healthMs);
    this.probe.unref?.();
  }

  private async check(): Promise<void> {
    if (this.probing || this.up) return;
    this.probing = true;
    try {
      const { method, params } = this.options.probe;
      await this.call(method, params, undefined);
      this.back();
    } catch (error) {
      // Any JSON-RPC answer, an error included, means the node is serving again.
      if (error instanceof JsonRpcError) this.back();
    } finally {
      this.probing = false;
    }
  }

  private back(): void {
    if (this.up) return;
    this.up = true;
    this.since = Date.now();
    clearInterval(this.probe);
    this.probe = undefined;
    this.options.log('upstream back up', { upstream: this.name });
  }

  async close(): Promise<void> {
    clearInterval(this.probe);
    this.probe = undefined;
    await this.client.close();
  }
}

/** A call waiting for its batch. */
interface Queued {
  method: string;
  params: unknown;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

interface Resolved {
  /** Most calls per batch; 0: no batching. */
  batchCalls: number;
  primaryShare: number;
  validateResults: boolean;
  timeoutMs: number;
  maxResponseBytes: number | undefined;
  maxConnections: number | undefined;
  /** Shared by every node's client. */
  budget: ResponseBudget;
  healthMs: number;
  gasLimitMs: number;
  probe: { method: string; params?: unknown };
  log: (message: string, details: Record<string, unknown>) => void;
}

/** A family's upstreams. */
interface Route {
  family: string;
  primary: Node;
  partner?: Node;
}

/** The gas limit of the latest block, and when it was read. */
interface GasLimit {
  value: bigint;
  readAt: number;
}

/**
 * Builds the handlers and the gas-limit reader. `failover` is the spec's `x-failover` plan names per method (emitted in
 * server.ts).
 */
export function createUpstreamRouter<H>(failover: Failover, options: UpstreamOptions): Upstream<H> {
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
  const resolved: Resolved = {
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
  const urlsFor = (urls: UpstreamUrls | undefined, family: string): string | undefined =>
    urls === undefined ? undefined : typeof urls === 'string' ? urls : Object.prototype.hasOwnProperty.call(urls, family) ? urls[family] : urls.default;
  if (typeof options.upstream !== 'string' && (typeof options.upstream !== 'object' || options.upstream === null)) {
    throw new TypeError('createUpstream: upstream must be a URL, or an object of URLs by method family');
  }

  // One route per family, its nodes shared by the family's methods; the same URL is one node (one pool).
  const nodes = new Map<string, Node>();
  const node = (role: string, family: string, url: string) => {
    const id = `${role} ${url}`;
    let found = nodes.get(id);
    if (found === undefined) {
      found = new Node(`${role} ${family}`, url, resolved);
      nodes.set(id, found);
    }
    return found;
  };
  if (options.cache !== undefined && !resolved.validateResults) throw new TypeError('createUpstream: cache keeps checked results only: it needs validateResults');
  const cache = options.cache === undefined ? undefined : new ResultCache(options.cache, (family, tag) => readBlock(family, tag), options.metrics);
  const routes = new Map<string, Route>();
  const handlers: Record<string, (params: unknown, context: HandlerContext) => Promise<unknown>> = {};
  for (const name of Object.keys(methodInfo) as MethodName[]) {
    const info: MethodInfo = methodInfo[name];
    const family = info.family ?? 'default';
    let route = routes.get(family);
    if (route === undefined) {
      const primary = urlsFor(options.upstream, family);
      if (primary === undefined) continue;
      const partner = urlsFor(options.partner, family);
      route = { family, primary: node('primary', family, primary), partner: partner === undefined ? undefined : node('partner', family, partner) };
      routes.set(family, route);
    }
    const plans = failover[name];
    const r = route;
    // A method with its own time limit is a potentially long query: batched, it would hold back every call beside it.
    const batched = resolved.batchCalls > 1 && info.limits?.timeoutSeconds === undefined;
    const handler = (params: unknown, context: HandlerContext) => forward(r, name, params, context, plans, batched);
    handlers[name] = cache === undefined ? handler : cache.wrap(info, family, handler);
  }

  // Calls outside the spec go to the family of their name's prefix, else to the upstream for every family.
  const byPrefix = prefixFamilies();
  const everyFamily = urlsFor(options.upstream, 'default');
  const fallback: Route | undefined = everyFamily === undefined ? undefined : (routes.get('default') ?? { family: 'default', primary: node('primary', 'default', everyFamily) });
  const outsideRoute = (method: string): Route | undefined => {
    if (typeof method !== 'string' || /_(un)?subscribe$/.test(method)) return undefined;
    const prefix = namePrefix(method);
    const family = prefix === undefined ? undefined : byPrefix.get(prefix);
    return typeof family === 'string' ? routes.get(family) : fallback;
  };
  const forwardOutside = (method: string, params: unknown, context: OutsideSpecContext): Promise<unknown> => {
    const route = outsideRoute(method);
    if (route === undefined) return Promise.reject(new NotServedError(-32601, 'Method not found'));
    // Batched as any method without a time limit of its own; no failover plans, so the primary has the whole limit.
    return forward(route, method, params, context as unknown as HandlerContext, undefined, resolved.batchCalls > 1);
  };

  const eligible = (apiKey: string, plans: readonly string[] | undefined): boolean => {
    if (plans === undefined || options.planOf === undefined) return false;
    const plan = options.planOf(apiKey);
    if (plan === undefined) return false;
    return plan.failover ?? plans.includes(plan.name);
  };

  const metrics = options.metrics;
  if (metrics !== undefined && (typeof metrics !== 'object' || metrics === null || typeof metrics.upstreamCall !== 'function' || typeof metrics.failover !== 'function')) {
    throw new TypeError('createUpstream: metrics must have upstreamCall and failover functions (the server\'s metrics, e.g. prometheusMetrics(promClient))');
  }
  const hook = (report: (m: Pick<ServerMetrics, 'upstreamCall' | 'failover'>) => void) => {
    if (metrics === undefined) return;
    try {
      report(metrics);
    } catch {
      // Metrics never fail a call.
    }
  };
  /**
   * One call to one node, timed and reported to `metrics`. A batched call reads no AbortSignal: making one per call
   * (and watching the caller's connection for it) is not free, and a batch cannot be aborted for one of its calls.
   */
  function attempt(target: Node, family: string, method: string, params: unknown, context: HandlerContext | undefined, batched: boolean, timeout?: number): Promise<unknown> {
    const signal = batched ? undefined : context?.signal;
    if (metrics === undefined) return batched ? target.batched(method, params) : target.call(method, params, signal, timeout);
    return timed(target, family, method, params, signal, batched, timeout);
  }
  async function timed(target: Node, family: string, method: string, params: unknown, signal: AbortSignal | undefined, batched: boolean, timeout: number | undefined): Promise<unknown> {
    const started = performance.now();
    try {
      const result = await (batched ? target.batched(method, params) : target.call(method, params, signal, timeout));
      hook((m) => m.upstreamCall(family, performance.now() - started, 'ok'));
      return result;
    } catch (error) {
      const outcome = upstreamOutcome(error);
      if (outcome !== undefined) hook((m) => m.upstreamCall(family, performance.now() - started, outcome));
      throw error;
    }
  }

  /**
   * A call to the family's primary, or to its partner when the primary is down or fails with an outage and the key
   * may fail over. The usual case (primary up, answering) costs one promise.
   */
  function forward(route: Route, method: string, params: unknown, context: HandlerContext, plans: readonly string[] | undefined, batched: boolean): Promise<unknown> {
    const { primary } = route;
    if (!primary.up) return viaPartner(route, method, params, context, plans, batched, 'the primary upstream is down');
    // A call that may fail over gives the primary only a share of its time limit, so that a primary that hangs times
    // out (an outage: it is marked down) while the partner still has the rest; the server's own deadline would
    // otherwise end the call first, with no failover and the primary never counted down. Such a call goes alone: a
    // batch has one timeout for all its calls.
    let timeout: number | undefined;
    if (plans !== undefined && route.partner !== undefined && eligible(context.apiKey, plans)) {
      const limit = context.timeoutMs;
      timeout = typeof limit === 'number' && limit >= 0 ? Math.max(1, Math.min(resolved.timeoutMs, Math.floor(limit * resolved.primaryShare))) : undefined;
      batched = false;
    }
    let answer: Promise<unknown>;
    try {
      answer = attempt(primary, route.family, method, params, context, batched, timeout);
    } catch (error) {
      answer = Promise.reject(error);
    }
    return answer.then(undefined, (error: unknown) => {
      const outage = unavailable(error);
      if (outage === undefined) throw answerError(error, primary.mask);
      primary.down(outage);
      return viaPartner(route, method, params, context, plans, batched, outage);
    });
  }

  /** The partner's answer for a key that may fail over; the outage error for any other. */
  async function viaPartner(route: Route, method: string, params: unknown, context: HandlerContext, plans: readonly string[] | undefined, batched: boolean, outage: string): Promise<unknown> {
    const { partner, family } = route;
    if (partner === undefined || !eligible(context.apiKey, plans)) throw outageError(outage);
    hook((m) => m.failover(method));
    try {
      return await attempt(partner, family, method, params, context, batched);
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
  async function readBlock(family: string, tag: string): Promise<unknown> {
    const route = routes.get(family);
    if (route === undefined) throw new TypeError(`no upstream for the method family ${family}`);
    // The partner's chain is the same chain: while the primary is down its limit serves every key.
    const target = route.primary.up || route.partner === undefined ? route.primary : route.partner;
    let block: unknown;
    try {
      block = await attempt(target, family, 'eth_getBlockByNumber', [tag, false], undefined, false);
    } catch (error) {
      const outage = unavailable(error);
      if (outage !== undefined && target === route.primary) route.primary.down(outage);
      throw outage === undefined ? answerError(error, target.mask) : outageError(outage);
    }
    return block;
  }

  return {
    handlers: handlers as H,
    blockGasLimit,
    status: () => [...nodes.values()].map((n) => ({ name: n.name, up: n.up, since: n.since })),
    forwards: (method) => outsideRoute(method) !== undefined,
    forward: forwardOutside,
    outsideSpec: (credits) => ({ handler: forwardOutside, credits, serves: (method) => outsideRoute(method) !== undefined }),
    ready: () => [...routes.values()].every((route) => route.primary.up || route.partner !== undefined),
    close: async () => {
      await Promise.all([...nodes.values()].map((n) => n.close()));
    },
  };
}

/** The outage error: no upstream answered, so the call is not charged (a NotServedError). */
function outageError(reason: string): JsonRpcError {
  return new NotServedError(upstreamErrors.unavailable.code, upstreamErrors.unavailable.message, { reason });
}

/**
 * What the caller gets for a failure that is not an outage: the upstream's own error object masked and cut (the
 * node answered: charged), or the bad-answer error (not charged: nothing usable came back). Messages of the client's
 * errors name the upstream URL, which may hold a provider's key: only their kind goes out.
 */
function answerError(error: unknown, mask: Mask): unknown {
  if (error instanceof JsonRpcError) return upstreamError(error, mask);
  if (error instanceof ResultValidationError) {
    const errors = error.errors.slice(0, 20).map((issue) => ({ path: mask.clip(issue.path, 200), message: mask.clip(issue.message, 200), keyword: issue.keyword }));
    return new NotServedError(upstreamErrors.badAnswer.code, upstreamErrors.badAnswer.message, { reason: 'the result does not match the spec', errors });
  }
  // The gateway's own room for answers is full: no fault of the node's, so an outage to the caller (try again, not
  // charged), and the node stays up.
  if (error instanceof ResponseBudgetError) return outageError('the gateway is receiving too many upstream answer bytes at once (responseBudgetBytes)');
  if (error instanceof HttpStatusError) return outageError(`HTTP ${error.status}`);
  if (error instanceof TransportError) {
    // The server has answered already (the call's time limit) or the caller went away: nobody reads this.
    if (error.name === 'AbortError') return outageError('the call was aborted');
    const reason = error.name === 'ResponseTooLargeError' ? 'the answer is larger than maxResponseBytes' : 'the answer is not a JSON-RPC response to the call';
    return new NotServedError(upstreamErrors.badAnswer.code, upstreamErrors.badAnswer.message, { reason });
  }
  return error;
}
