import type { Server } from 'node:http';
import type { CreditStore } from '../metering/credit-store.js';
import type { ServerLogger } from './options.js';
export interface ShutdownOptions {
    /**
     * Milliseconds the calls in flight get to finish (default 10,000); then every connection still open is dropped
     * and the handlers' signals abort.
     */
    timeoutMs?: number;
}
/**
 * What `createServer` returns: a node:http `Server` (call `listen`; `close` ends everything at once) with
 * `shutdown`, the graceful way: `/healthz` answers 503, new connections are refused, the calls in flight finish,
 * WebSockets are closed with 1001 once their calls are answered, then the server closes.
 */
export type RpcServer = Server & {
    shutdown(options?: ShutdownOptions): Promise<void>;
};
/** What became of one call (the `outcome` label of `rpc_requests_total`). */
export type CallOutcome = 'ok' | 'error' | 'invalid_params' | 'invalid_request' | 'unknown_method' | 'internal_error' | 'credits_exhausted' | 'rate_limited' | 'store_unavailable' | 'unauthorized' | 'origin_refused'
/** A key refused on a network its `networks` leave out (`rpcforge serve --config`'s router counts it). */
 | 'network_refused';
/**
 * The metric hooks the server calls: `request`, `credits`, `socketOpened`/`socketClosed` and `creditStoreFailure`.
 * `render` gives the `GET /metrics` page. Labels are bounded: methods are the spec's (calls to other names count as
 * `unknown`, or as `(outside the spec)` when the server's `outsideSpec` serves them; refusals before any call as
 * `none`). A hook that throws is ignored: metrics never fail a call.
 */
export interface ServerMetrics {
    request(method: string, outcome: CallOutcome, transport: 'http' | 'ws'): void;
    /** Credits charged for a call that was served (or answered with its handler's error). */
    credits(method: string, credits: number): void;
    socketOpened(): void;
    socketClosed(): void;
    /** The credit store failed to answer a charge (the call was refused with 503, or served uncharged). */
    creditStoreFailure(): void;
    /** The `GET /metrics` page; without it that path is not served. */
    render?(): {
        contentType: string;
        body: string;
    } | Promise<{
        contentType: string;
        body: string;
    }>;
}
/** The server options of this module (part of `ServerOptions`). */
export interface OpsOptions {
    /** Metric hooks, e.g. `prometheusMetrics(promClient)`; `GET /metrics` is served when set. Default: none. */
    metrics?: ServerMetrics;
    /** Path of the health page (default `/healthz`; `false`: not served). */
    healthPath?: string | false;
    /** Path of the metrics page (default `/metrics`; `false`: not served). Serve it where only your scraper reaches. */
    metricsPath?: string | false;
    /**
     * A secret the scraper sends as `Authorization: Bearer <metricsToken>`: without it, or with another, `GET /metrics`
     * is answered 401 (with `WWW-Authenticate: Bearer`). For a metrics page on the same address as the API, which any
     * caller reaches (request counts by method tell a stranger what the service is used for). At least 16 characters.
     * Default: none (the page is open).
     */
    metricsToken?: string;
    /**
     * An extra readiness check for `GET /healthz` (e.g. upstream nodes reachable): false or a throw makes it 503. It may
     * answer named checks instead (`{ 'network mainnet': true, 'network sepolia': false }`): `/healthz` then lists each
     * under its name, and any false makes it 503.
     */
    healthCheck?: () => HealthVerdict | Promise<HealthVerdict>;
    /**
     * Facts `GET /healthz` states beside its checks, as `info` (e.g. the gateway's `{ openedMethods }`: methods of the
     * closed list an operator opened). Plain JSON data, written once at start; never put a secret here.
     */
    healthInfo?: Readonly<Record<string, unknown>>;
}
/** A page the server answers itself. */
export interface OpsPage {
    status: number;
    contentType: string;
    body: string;
    /** Headers beyond the content type and `cache-control: no-store`. */
    headers?: Record<string, string>;
}
/** What a `healthCheck` answers: ready or not, or named checks. */
export type HealthVerdict = boolean | Readonly<Record<string, boolean>>;
/** Health and metrics pages, the WebSocket count and the server's own log lines, for the engine and the transports. */
export declare class Ops {
    private readonly store;
    private readonly logger;
    /** The hooks, each guarded so that a throwing one is ignored; undefined without the `metrics` option. */
    readonly metrics: ServerMetrics | undefined;
    private readonly render;
    private readonly healthPath;
    private readonly metricsPath;
    private readonly metricsAuthorization;
    private readonly healthCheck;
    private readonly healthInfo;
    private readonly failOpen;
    private readonly started;
    private sockets;
    private draining;
    private storeDown;
    private failures;
    private lastFailureLog;
    constructor(options: OpsOptions & {
        creditStoreFailure?: string;
    }, store: CreditStore | undefined, logger: ServerLogger);
    /**
     * The answer to `GET <path>` when it is one of the server's own pages, else undefined (the request goes on to
     * the JSON-RPC routes). The query string is ignored. `authorization` is the request's Authorization header, which
     * `/metrics` checks when the server has a `metricsToken`.
     */
    page(method: string, url: string, authorization?: string | null): Promise<OpsPage> | undefined;
    socketOpened(): void;
    socketClosed(): void;
    /** From now on `/healthz` answers 503 "shutting down", so that load balancers stop sending before the port closes. */
    startShutdown(): void;
    /** A line for the logger's `info`, when it has one. */
    info(message: string, details: Record<string, unknown>): void;
    /** A charge the store could not answer: counted, and logged at most once every 10 s with the failures since. */
    storeFailed(error: Record<string, string>): void;
    /** A charge the store answered: logs the recovery after failures. Cheap, as every charge calls it. */
    storeAnswered(): void;
    private health;
    private metricsPage;
}
/** The parts of prom-client (`import * as promClient from 'prom-client'`, v15) the adapter uses. */
/**
 * The parts of prom-client's module these metrics use. Generic in the registry type, so that prom-client's own
 * classes (whose `registers` take its `Registry`) fit as they are.
 */
export interface PrometheusClient<R extends PrometheusRegistry = PrometheusRegistry> {
    Registry: new () => R;
    Counter: new (config: {
        name: string;
        help: string;
        labelNames?: readonly string[];
        registers?: R[];
    }) => {
        inc(labels: Record<string, string>, value?: number): void;
    };
    Gauge: new (config: {
        name: string;
        help: string;
        labelNames?: readonly string[];
        registers?: R[];
    }) => {
        inc(value?: number): void;
        dec(value?: number): void;
        set(labels: Record<string, string>, value: number): void;
    };
    Histogram: new (config: {
        name: string;
        help: string;
        labelNames?: readonly string[];
        buckets?: number[];
        registers?: R[];
    }) => {
        observe(labels: Record<string, string>, value: number): void;
    };
}
/** A prom-client `Registry`. */
export interface PrometheusRegistry {
    metrics(): Promise<string>;
    readonly contentType: string;
}
export interface PrometheusMetricsOptions<R extends PrometheusRegistry = PrometheusRegistry> {
    /** Where the metrics are registered (default: a new `Registry`, so that two servers in one process never clash). */
    registry?: R;
    /** Prefix of every metric name (default `rpc_`). */
    prefix?: string;
    /** Most distinct values per label (default 1,000); values past it are counted as `other`. */
    maxLabelValues?: number;
}
/**
 * Metric hooks on prom-client: pass the module (`import * as promClient from 'prom-client'`), so the generated package
 * needs no dependency on it. Metrics (with the default prefix):
 *
 * - `rpc_requests_total{method, outcome, transport}`: calls by method and outcome (see `CallOutcome`)
 * - `rpc_credits_charged_total{method}`: credits charged
 * - `rpc_websockets_open`: WebSocket connections open now
 * - `rpc_credit_store_failures_total`: charges the credit store could not answer
 *
 * A gateway adds its own (upstream calls, failovers, its cache) to the same registry: `@rpcforge/gateway`'s
 * `upstreamMetrics`.
 */
export declare function prometheusMetrics<R extends PrometheusRegistry>(client: PrometheusClient<R>, options?: PrometheusMetricsOptions<R>): ServerMetrics;
export interface JsonLoggerOptions {
    /** `'error'` (default): server errors only; `'info'`: also a line per call and the server's events. */
    level?: 'error' | 'info';
    /** Where each line goes (default `console.log`, i.e. stdout on Node). */
    write?: (line: string) => void;
}
/**
 * A `ServerLogger` writing one JSON object per line: `{ "time", "level", "msg", ...details }`. The details are the
 * server's structured fields, which never hold the API key (routes are written `/v3/<API_KEY>`, keys appear only as
 * a `keyId` fingerprint, error text quoting a key is withheld). A line that cannot be serialised is written with
 * its message alone.
 */
export declare function jsonLogger(options?: JsonLoggerOptions): ServerLogger;
