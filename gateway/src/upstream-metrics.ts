// The gateway's own metrics: upstream calls and their times, failovers, each pool node's events and state, and the
// answer cache. A generated server's `prometheusMetrics` counts what any server has (calls, credits, sockets); these
// go in the same prom-client registry, so that the server's `GET /metrics` page shows both.
import type { PrometheusClient, PrometheusMetricsOptions, PrometheusRegistry } from 'rpcforge-generated/server';

/** What became of one call to an upstream node. */
export type UpstreamOutcome = 'ok' | 'error' | 'timeout';

/**
 * What happened to one node of a family with several (the gateway's pools): `selected` for a call, a call's `error`
 * there (an outage or a rejected answer, not the node's own error object), a call sent there again after another node
 * failed (`retry`), a hedged second request sent there (`hedge`), a request there `cancelled` because another node
 * answered first, the node taken out (`down`) or probed back in (`up`), an answer that showed the node behind the
 * others (`lagging`: a block it does not have yet), and a node found serving another chain
 * (`wrong_chain`: taken out).
 */
export type UpstreamEvent = 'selected' | 'error' | 'retry' | 'hedge' | 'cancelled' | 'down' | 'up' | 'lagging' | 'wrong_chain';

/**
 * Where the gateway reports: `upstreamMetrics(promClient, { registry })`, or any object with these hooks. Families and
 * methods are the spec's, nodes their labels (`evm#2 node-b:8545`: never a path or query, where providers put keys).
 */
export interface UpstreamMetrics {
  /** One call to an upstream node of a method family (`evm`, …): how long it took in milliseconds, how it ended. */
  upstreamCall(family: string, ms: number, outcome: UpstreamOutcome): void;
  /** A call moved to another upstream node after one failed. */
  failover(method: string): void;
  /** One event of one upstream node. Optional: without it the gateway reports none. */
  upstreamEvent?(upstream: string, event: UpstreamEvent): void;
  /** One upstream node configured, reported once as it is built, so its state is known from the start. Optional. */
  upstreamAdded?(upstream: string): void;
  /** A cached method's lookup (`hit`: from the cache, `miss`: asked upstream) or its answer `stored`. Optional. */
  cache?(method: string, outcome: 'hit' | 'miss' | 'stored'): void;
}

/** Upstream latency buckets, in seconds: a cached answer (ms) to a slow `eth_getLogs` (seconds). */
const upstreamBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/**
 * The gateway's metrics on prom-client, registered in `registry`: give it the registry of the server's
 * `prometheusMetrics`, whose page then shows them. With the default prefix:
 *
 * - `rpc_upstream_request_duration_seconds{family, outcome}`: upstream calls (histogram; its `_count` counts them)
 * - `rpc_upstream_errors_total{family}`: upstream calls that failed or timed out
 * - `rpc_failovers_total{method}`: calls moved to another upstream node
 * - `rpc_upstream_events_total{upstream, event}`: per node of a family with several (see `UpstreamEvent`)
 * - `rpc_upstream_up{upstream}`: 1 while the node is in, 0 while it is out (every configured node, from the start)
 * - `rpc_cache_lookups_total{method, outcome}`: cached methods answered from the cache (`hit`) or upstream (`miss`),
 *   and answers kept (`stored`)
 */
export function upstreamMetrics<R extends PrometheusRegistry>(client: PrometheusClient<R>, options: PrometheusMetricsOptions<R> & { registry: R }): Required<UpstreamMetrics> {
  if (typeof client !== 'object' || client === null || typeof client.Counter !== 'function' || typeof client.Histogram !== 'function') {
    throw new TypeError("upstreamMetrics: pass the prom-client module (import * as promClient from 'prom-client')");
  }
  if (typeof options !== 'object' || options === null || typeof options.registry?.metrics !== 'function') {
    throw new TypeError("upstreamMetrics: pass the registry the server's prometheusMetrics uses ({ registry })");
  }
  const prefix = options.prefix ?? 'rpc_';
  if (!/^[a-zA-Z_:][a-zA-Z0-9_:]*$/.test(`${prefix}x`)) throw new TypeError('upstreamMetrics: prefix must be a metric name prefix such as rpc_');
  const registers = [options.registry];
  const label = boundedLabels(options.maxLabelValues ?? 1000);
  const calls = new client.Histogram({ name: `${prefix}upstream_request_duration_seconds`, help: 'Calls to upstream nodes, by method family and outcome', labelNames: ['family', 'outcome'], buckets: upstreamBuckets, registers });
  const failures = new client.Counter({ name: `${prefix}upstream_errors_total`, help: 'Upstream calls that failed or timed out, by method family', labelNames: ['family'], registers });
  const failovers = new client.Counter({ name: `${prefix}failovers_total`, help: 'Calls moved to another upstream node, by method', labelNames: ['method'], registers });
  const events = new client.Counter({ name: `${prefix}upstream_events_total`, help: 'Events of each upstream node of a family with several (selected, error, retry, hedge, cancelled, down, up, lagging, wrong_chain)', labelNames: ['upstream', 'event'], registers });
  const up = new client.Gauge({ name: `${prefix}upstream_up`, help: 'Whether an upstream node is in (1) or taken out after an outage (0)', labelNames: ['upstream'], registers });
  const cache = new client.Counter({ name: `${prefix}cache_lookups_total`, help: 'Cached methods: calls answered from the cache (hit) or upstream (miss), answers kept (stored)', labelNames: ['method', 'outcome'], registers });
  return {
    upstreamCall: (family, ms, outcome) => {
      const f = label('family', family);
      calls.observe({ family: f, outcome }, ms / 1000);
      if (outcome !== 'ok') failures.inc({ family: f });
    },
    failover: (method) => failovers.inc({ method: label('method', method) }),
    upstreamEvent: (upstream, event) => {
      const u = label('upstream', upstream);
      events.inc({ upstream: u, event });
      if (event === 'down' || event === 'up') up.set({ upstream: u }, event === 'up' ? 1 : 0);
    },
    // A node starts in: its gauge reads 1 before any outage (a dashboard sees every node, not only failed ones).
    upstreamAdded: (upstream) => up.set({ upstream: label('upstream', upstream) }, 1),
    cache: (method, outcome) => cache.inc({ method: label('method', method), outcome }),
  };
}

/** Label values, at most `max` distinct ones per label name; later ones (and non-strings) become `other`. */
function boundedLabels(max: number): (name: string, value: string) => string {
  if (!(Number.isSafeInteger(max) && max >= 1)) throw new RangeError('upstreamMetrics: maxLabelValues must be a whole number >= 1');
  const seen = new Map<string, Set<string>>();
  return (name, value) => {
    let values = seen.get(name);
    if (values === undefined) seen.set(name, (values = new Set()));
    if (values.has(value)) return value;
    if (values.size >= max || typeof value !== 'string') return 'other';
    values.add(value);
    return value;
  };
}

/**
 * A gateway's metrics in one object, for its server's `metrics` and for `createUpstream`'s: the package's
 * `prometheusMetrics` (calls, credits, sockets, and the `GET /metrics` page) and `upstreamMetrics`, in one registry
 * (default: a new one). `server` is the package's server module, `client` the prom-client module.
 */
export function gatewayMetrics<S extends { prometheusMetrics: (client: never, options?: never) => object }>(
  server: S,
  client: object,
  options: { registry?: PrometheusRegistry; prefix?: string; maxLabelValues?: number } = {},
): ReturnType<S['prometheusMetrics']> & Required<UpstreamMetrics> {
  const prom = client as PrometheusClient;
  if (typeof prom?.Registry !== 'function') throw new TypeError("gatewayMetrics: pass the prom-client module (import * as promClient from 'prom-client')");
  const all = { ...options, registry: options.registry ?? new prom.Registry() };
  return { ...server.prometheusMetrics(client as never, all as never), ...upstreamMetrics(prom, all) } as ReturnType<S['prometheusMetrics']> & Required<UpstreamMetrics>;
}
