// The options and the public face of createUpstream (server-gateway-upstream.ts): what an operator configures and
// what the gateway hands back. 
import type { OutsideSpecContext, OutsideSpecOptions, ServerLogger, SubscriptionsOptions } from 'rpcforge-generated/server';
import type { UpstreamMetrics } from './upstream-metrics.js';
import type { KeyPlan } from './key-ring.js';
import type { UpstreamCacheOptions } from './cache.js';
import type { UpstreamChainOptions } from './chain.js';
import type { CatalogueOptions } from './catalogue.js';
import type { GatewaySubscriptionOptions } from './subscriptions.js';

/**
 * Upstream addresses: one for every family, or one per family (`{ evm: 'http://…' }`; `default` for the rest). A
 * list (`{ evm: ['http://a…', 'http://b…'] }`) makes a pool: each call goes to the healthiest, fastest of them.
 */
export type UpstreamUrls = string | readonly string[] | { readonly [family: string]: string | readonly string[] };

export interface UpstreamOptions extends UpstreamChainOptions {
  /**
   * The primary nodes: `http(s)://` (keep-alive HTTP) or `ws(s)://` (one WebSocket, reopened after it closes). A
   * method whose family has no upstream is not handled (the server answers -32601), so a caller can mix in
   * handlers of its own. Several for a family (a list, at most 32) make a pool: each call goes to the up node with
   * the best score from recent latency and errors, a node that fails is taken out and probed back in, and the
   * methods the spec marks `x-idempotent: true` are retried on another node (`retries`) and may be hedged (`hedge`).
   */
  upstream: UpstreamUrls;
  /** The partner nodes, for failover (one URL per family; same form otherwise). Without them failover is off. */
  partner?: UpstreamUrls;
  /**
   * The methods forwarded beyond the spec (server-gateway-catalogue.ts): each family's catalogue (the validators of a
   * package generated from a second OpenRPC document, and its methods' prices and borrowed limits), and the names of
   * the closed list opened by their exact names. Without it, `outsideSpec` forwards only opened names.
   */
  catalogue?: CatalogueOptions;
  /**
   * How many more nodes of its family a call of an `x-idempotent: true` method is sent to after an upstream failure
   * (an outage or a rejected answer; never after the node's own error object), each a node not yet tried, within the
   * call's time limit (default 2; 0: never retried). Other methods, those unmarked included, are never sent twice.
   */
  retries?: number;
  /**
   * Hedging of `x-idempotent: true` calls in a family with several nodes (default off): when the first node has not
   * answered after the p95 latency of the family's last 64 answered calls (kept within `minDelayMs`, default 10, and
   * `maxDelayMs`, default 2,000), the next best node is asked too; the first answer wins and the other request is
   * aborted (an HTTP request's connection closed). At most one hedge per 10 calls on average, so it never more than
   * adds a tenth to the upstream load. Never for batched calls.
   */
  hedge?: boolean | { minDelayMs?: number; maxDelayMs?: number };
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
   * Where each upstream call and failover is reported: `upstreamMetrics(promClient, { registry })` (in the registry of
   * the server's `prometheusMetrics`), or any object with `upstreamCall(family, ms, outcome)` and `failover(method)`.
   * An upstream call is `ok` when the node answered JSON-RPC (a result or its own error object), `timeout` past
   * `timeoutSeconds` (or the primary's share of a failover call's limit), else `error` (no answer, or an answer
   * rejected); a call its caller gave up on is not reported. With `upstreamEvent` too, each node of a family with several reports its selections, errors,
   * retries, hedges, cancelled requests, and when it is taken out or probed back in (every node); with
   * `upstreamAdded`, every node is reported once as it is built. A hook that throws is ignored.
   */
  metrics?: UpstreamMetrics;
  /**
   * Serves again the answers that cannot change (the spec's `x-cache`: a by-hash lookup that found something, blocks
   * and their data at or below the finalized block), from `store` (`new MemoryResultCache()`, `new RedisResultCache({
   * client })`); hits are reported to `metrics.cache`. Needs `validateResults` (only checked results are kept).
   * Default: no cache.
   */
  cache?: UpstreamCacheOptions;
  /**
   * `eth_subscribe` through the gateway (the server's `subscriptions` option, `subscriptions()` below): credits per
   * notification by kind (newHeads 20, logs 10, newPendingTransactions 2), per `eth_subscribe` call (10), at most
   * 32 subscriptions per WebSocket and 256 per key, an HTTP-only pool polled every second, gaps of at most 128 heads
   * filled. See docs/gateway.md, "Subscriptions".
   */
  subscriptions?: GatewaySubscriptionOptions;
}


/** The state of one upstream, for a health page or a test. */
export interface UpstreamStatus {
  /**
   * `primary` or `partner`, and the family: `primary evm` (`primary evm#2` in a family with several). Never the URL,
   * which may carry a provider's key.
   */
  name: string;
  /** The metrics' label: the family, the place in its list and the host (`evm#2 node-b:8545`); never a path or query. */
  upstream: string;
  up: boolean;
  /** When it was last found down or back up (ms since the epoch); 0 when it never changed. */
  since: number;
}

export interface Upstream<H> {
  /** A handler per method of a family with an upstream: pass to `createServer`. */
  readonly handlers: H;
  /**
   * The server's `subscriptions` option: `eth_subscribe` (`newHeads`, `logs`, `newPendingTransactions`) and
   * `eth_unsubscribe` over the server's WebSocket endpoint, carried by a node of the EVM family's pool.
   */
  subscriptions(): SubscriptionsOptions;
  /** Subscriptions open now, over every caller's socket (for a status page or a test). */
  subscriptionsOpen(): number;
  /** The server's `blockGasLimit` option: the gas limit of the upstream's latest block, cached per block interval. */
  readonly blockGasLimit: (method: string) => Promise<bigint>;
  status(): UpstreamStatus[];
  /**
   * Whether `forward` has an upstream for a method the spec does not have: a method of a family's catalogue (the
   * `catalogue` option) goes to that family's upstream; a name of the closed list (server-gateway-catalogue.ts) only
   * when opened, to its catalogue's family, else the family whose spec methods share its prefix up to the first `_`,
   * else the upstream for every family; any other name nowhere. Never `…_subscribe`/`…_unsubscribe` here.
   */
  forwards(method: string): boolean;
  /**
   * Forwards a call of a method the spec does not have to the upstream `forwards` names: its params as sent, its
   * result unchecked, the upstream's error object masked as for any method, an outage the -32050 `NotServedError`
   * (no failover: no `x-failover` names such a method). A name `forwards` refuses: -32601 (a `NotServedError`).
   */
  forward(method: string, params: unknown, context: OutsideSpecContext): Promise<unknown>;
  /**
   * The server's `outsideSpec` option forwarding such calls: `{ handler: forward, credits, serves: forwards, terms }`,
   * each charged `credits` unless the catalogue prices it, its params checked by the catalogue before the charge.
   */
  outsideSpec(credits: number): OutsideSpecOptions;
  /** The names of the closed list the `catalogue` option opens (sorted): for a banner or a health page. */
  opened(): string[];
  /**
   * Whether every method family can be served: its primary is up, or it has a partner (whose health is not probed:
   * it is tried when the primary is down). The server's `healthCheck` option, so that `/healthz` turns 503 when a
   * family has no node left.
   */
  ready(): boolean;
  /**
   * The start-up gate, for diagnostics: the calls of a family whose nodes' chain is checked wait for the check's
   * first round (at most 5 s). `settled`: that round is over; `calls`: the calls that went through a gate so far.
   * Once it is over a server built from `handlers` or `outsideSpec` calls the forwarding directly (whenever it was
   * built), so `calls` stops growing.
   */
  readonly startGate: { readonly settled: boolean; readonly calls: number };
  /** Closes the upstream connections and stops the probes. */
  close(): Promise<void>;
}
