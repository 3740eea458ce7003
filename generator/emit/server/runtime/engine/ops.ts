// Operations for the generated server: `GET /healthz`, `GET /metrics` (Prometheus text, through prom-client when
// the user hands it over), the metric hooks the server and the gateway's own code call, and JSON-line logs. Nothing
// here imports a library or a Node module: prom-client is passed in by whoever wants metrics, so the package keeps
// its one dependency and a worker's bundle stays small. Internal module: use server.ts.
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
export type RpcServer = Server & { shutdown(options?: ShutdownOptions): Promise<void> };

/** What became of one call (the `outcome` label of `rpc_requests_total`). */
export type CallOutcome =
  | 'ok'
  | 'error'
  | 'invalid_params'
  | 'invalid_request'
  | 'unknown_method'
  | 'internal_error'
  | 'credits_exhausted'
  | 'rate_limited'
  | 'store_unavailable'
  | 'unauthorized'
  | 'origin_refused'
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
  render?(): { contentType: string; body: string } | Promise<{ contentType: string; body: string }>;
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

/** The answer to a scrape without the metrics token. */
const metricsUnauthorized: OpsPage = {
  status: 401,
  contentType: 'text/plain; charset=utf-8',
  body: 'Unauthorized: send the metrics token as Authorization: Bearer <token>\n',
  headers: { 'www-authenticate': 'Bearer' },
};

/** How long `/healthz` waits for a check before counting it as failed. */
const checkTimeoutMs = 2000;

/** What a `healthCheck` answers: ready or not, or named checks. */
export type HealthVerdict = boolean | Readonly<Record<string, boolean>>;
/** At most one "credit store unavailable" log line per this many milliseconds (a down store fails every call). */
const failureLogEveryMs = 10_000;

/** Health and metrics pages, the WebSocket count and the server's own log lines, for the engine and the transports. */
export class Ops {
  /** The hooks, each guarded so that a throwing one is ignored; undefined without the `metrics` option. */
  readonly metrics: ServerMetrics | undefined;
  private readonly render: ServerMetrics['render'];
  private readonly healthPath: string | undefined;
  private readonly metricsPath: string | undefined;
  private readonly metricsAuthorization: string | undefined;
  private readonly healthCheck: OpsOptions['healthCheck'];
  private readonly healthInfo: Record<string, unknown> | undefined;
  private readonly failOpen: boolean;
  private readonly started = Date.now();
  private sockets = 0;
  private draining = false;
  private storeDown = false;
  private failures = 0;
  private lastFailureLog = 0;

  constructor(
    options: OpsOptions & { creditStoreFailure?: string },
    private readonly store: CreditStore | undefined,
    private readonly logger: ServerLogger,
  ) {
    const path = (name: string, value: unknown, fallback: string) => {
      if (value === false) return undefined;
      if (value === undefined) return fallback;
      if (typeof value !== 'string' || !/^\/[\x21-\x7e]*$/.test(value)) throw new TypeError(`server options: ${name} must be a path such as '${fallback}', or false`);
      return value;
    };
    this.healthPath = path('healthPath', options.healthPath, '/healthz');
    this.metricsPath = path('metricsPath', options.metricsPath, '/metrics');
    const token = options.metricsToken;
    if (token !== undefined && (typeof token !== 'string' || token.length < 16 || !/^[\x21-\x7e]+$/.test(token))) {
      throw new TypeError('server options: metricsToken must be at least 16 visible ASCII characters, no spaces');
    }
    this.metricsAuthorization = token === undefined ? undefined : `Bearer ${token}`;
    if (options.healthCheck !== undefined && typeof options.healthCheck !== 'function') throw new TypeError('server options: healthCheck must be a function');
    this.healthCheck = options.healthCheck;
    if (options.healthInfo !== undefined && (typeof options.healthInfo !== 'object' || options.healthInfo === null)) throw new TypeError('server options: healthInfo must be an object');
    this.healthInfo = options.healthInfo === undefined ? undefined : JSON.parse(JSON.stringify(options.healthInfo)) as Record<string, unknown>;
    this.failOpen = options.creditStoreFailure === 'serve';
    const metrics = options.metrics;
    if (metrics !== undefined) {
      for (const hook of ['request', 'credits', 'socketOpened', 'socketClosed', 'creditStoreFailure'] as const) {
        if (typeof metrics[hook] !== 'function') throw new TypeError(`server options: metrics.${hook} must be a function`);
      }
      this.metrics = guarded(metrics);
      this.render = typeof metrics.render === 'function' ? () => metrics.render!() : undefined;
    }
  }

  /**
   * The answer to `GET <path>` when it is one of the server's own pages, else undefined (the request goes on to
   * the JSON-RPC routes). The query string is ignored. `authorization` is the request's Authorization header, which
   * `/metrics` checks when the server has a `metricsToken`.
   */
  page(method: string, url: string, authorization?: string | null): Promise<OpsPage> | undefined {
    if (method !== 'GET' && method !== 'HEAD') return undefined;
    const end = url.indexOf('?');
    const path = end < 0 ? url : url.slice(0, end);
    if (path === this.healthPath) return this.health();
    if (path === this.metricsPath && this.render !== undefined) {
      const expected = this.metricsAuthorization;
      if (expected !== undefined && !sameSecret(typeof authorization === 'string' ? authorization : '', expected)) return Promise.resolve(metricsUnauthorized);
      return this.metricsPage();
    }
    return undefined;
  }

  socketOpened(): void {
    this.sockets++;
    this.metrics?.socketOpened();
  }

  socketClosed(): void {
    this.sockets--;
    this.metrics?.socketClosed();
  }

  /** From now on `/healthz` answers 503 "shutting down", so that load balancers stop sending before the port closes. */
  startShutdown(): void {
    this.draining = true;
  }

  /** A line for the logger's `info`, when it has one. */
  info(message: string, details: Record<string, unknown>): void {
    if (typeof this.logger.info !== 'function') return;
    try {
      this.logger.info(message, details);
    } catch {
      // A logger that throws must not take the server down.
    }
  }

  /** A charge the store could not answer: counted, and logged at most once every 10 s with the failures since. */
  storeFailed(error: Record<string, string>): void {
    this.metrics?.creditStoreFailure();
    this.storeDown = true;
    this.failures++;
    const now = Date.now();
    if (now - this.lastFailureLog < failureLogEveryMs) return;
    this.lastFailureLog = now;
    const details = { failures: this.failures, calls: this.failOpen ? 'served uncharged' : 'refused with 503', error };
    this.failures = 0;
    try {
      this.logger.error('credit store unavailable', details);
    } catch {
      // as above
    }
  }

  /** A charge the store answered: logs the recovery after failures. Cheap, as every charge calls it. */
  storeAnswered(): void {
    if (!this.storeDown) return;
    this.storeDown = false;
    this.info('credit store answers again', { failures: this.failures });
    this.failures = 0;
  }

  private async health(): Promise<OpsPage> {
    const page = (status: number, body: unknown): OpsPage => ({ status, contentType: 'application/json', body: JSON.stringify(body) });
    if (this.draining) return page(503, { status: 'shutting down' });
    const { store: creditStore } = this;
    const [store, extra] = await Promise.all([
      typeof creditStore?.healthy === 'function' ? check(() => creditStore.healthy!()) : Promise.resolve(undefined),
      this.healthCheck !== undefined ? check(this.healthCheck) : Promise.resolve(undefined),
    ]);
    // No prototype: a check named `__proto__` is a check like another.
    const checks: Record<string, string> = Object.create(null) as Record<string, string>;
    if (store !== undefined) checks.creditStore = store ? 'ok' : 'unavailable';
    let extraOk = true;
    if (typeof extra === 'object') {
      for (const [name, ready] of Object.entries(extra)) checks[name] = ready === true ? 'ok' : 'failed';
      extraOk = Object.values(extra).every((ready) => ready === true);
    } else if (extra !== undefined) {
      checks.healthCheck = extra ? 'ok' : 'failed';
      extraOk = extra;
    }
    // A store that is down makes the server unfit to serve unless it fails open.
    const ok = (store !== false || this.failOpen) && extraOk;
    return page(ok ? 200 : 503, { status: ok ? 'ok' : 'unavailable', checks, webSockets: this.sockets, uptimeSeconds: Math.floor((Date.now() - this.started) / 1000), ...(this.healthInfo === undefined ? {} : { info: this.healthInfo }) });
  }

  private async metricsPage(): Promise<OpsPage> {
    try {
      const { contentType, body } = await this.render!();
      return { status: 200, contentType, body };
    } catch (error) {
      try {
        this.logger.error('metrics failed', { error: { name: error instanceof Error ? error.name : typeof error, message: error instanceof Error ? error.message : String(error) } });
      } catch {
        // as above
      }
      return { status: 500, contentType: 'text/plain; charset=utf-8', body: 'metrics unavailable\n' };
    }
  }
}

/** A check's verdict within `checkTimeoutMs`: anything but `true` in time is a failure. */
async function check(run: () => HealthVerdict | Promise<HealthVerdict>): Promise<HealthVerdict> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    const timeout = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), checkTimeoutMs);
    });
    const verdict = await Promise.race([Promise.resolve().then(run), timeout]);
    // Named checks: plain own booleans only (anything else reads as failed).
    if (typeof verdict === 'object' && verdict !== null && !Array.isArray(verdict)) return Object.fromEntries(Object.entries(verdict).map(([name, ready]) => [name, ready === true]));
    return verdict === true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** The hooks with every call guarded. */
function guarded(metrics: ServerMetrics): ServerMetrics {
  const safe =
    <A extends unknown[]>(hook: (...args: A) => void) =>
    (...args: A): void => {
      try {
        hook.apply(metrics, args);
      } catch {
        // Metrics never fail a call.
      }
    };
  return {
    request: safe(metrics.request),
    credits: safe(metrics.credits),
    socketOpened: safe(metrics.socketOpened),
    socketClosed: safe(metrics.socketClosed),
    creditStoreFailure: safe(metrics.creditStoreFailure),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Prometheus, through prom-client.

/** The parts of prom-client (`import * as promClient from 'prom-client'`, v15) the adapter uses. */
/**
 * The parts of prom-client's module these metrics use. Generic in the registry type, so that prom-client's own
 * classes (whose `registers` take its `Registry`) fit as they are.
 */
export interface PrometheusClient<R extends PrometheusRegistry = PrometheusRegistry> {
  Registry: new () => R;
  Counter: new (config: { name: string; help: string; labelNames?: readonly string[]; registers?: R[] }) => {
    inc(labels: Record<string, string>, value?: number): void;
  };
  Gauge: new (config: { name: string; help: string; labelNames?: readonly string[]; registers?: R[] }) => {
    inc(value?: number): void;
    dec(value?: number): void;
    set(labels: Record<string, string>, value: number): void;
  };
  Histogram: new (config: { name: string; help: string; labelNames?: readonly string[]; buckets?: number[]; registers?: R[] }) => {
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
export function prometheusMetrics<R extends PrometheusRegistry>(client: PrometheusClient<R>, options: PrometheusMetricsOptions<R> = {}): ServerMetrics {
  if (typeof client !== 'object' || client === null || typeof client.Counter !== 'function' || typeof client.Registry !== 'function') {
    throw new TypeError("prometheusMetrics: pass the prom-client module (import * as promClient from 'prom-client')");
  }
  const prefix = options.prefix ?? 'rpc_';
  if (!/^[a-zA-Z_:][a-zA-Z0-9_:]*$/.test(`${prefix}x`)) throw new TypeError('prometheusMetrics: prefix must be a metric name prefix such as rpc_');
  const registry = options.registry ?? new client.Registry();
  const registers = [registry];
  const maxValues = options.maxLabelValues ?? 1000;
  const label = bounded(maxValues);
  const requests = new client.Counter({ name: `${prefix}requests_total`, help: 'JSON-RPC calls by method and outcome', labelNames: ['method', 'outcome', 'transport'], registers });
  const charged = new client.Counter({ name: `${prefix}credits_charged_total`, help: 'Credits charged, by method', labelNames: ['method'], registers });
  const sockets = new client.Gauge({ name: `${prefix}websockets_open`, help: 'WebSocket connections open', registers });
  const storeFailures = new client.Counter({ name: `${prefix}credit_store_failures_total`, help: 'Charges the credit store could not answer', registers });
  return {
    request: (method, outcome, transport) => requests.inc({ method: label('method', method), outcome, transport }),
    credits: (method, credits) => charged.inc({ method: label('method', method) }, credits),
    socketOpened: () => sockets.inc(),
    socketClosed: () => sockets.dec(),
    creditStoreFailure: () => storeFailures.inc({}),
    render: async () => ({ contentType: registry.contentType, body: await registry.metrics() }),
  };
}

/** Label values, at most `max` distinct ones per label name; later ones become `other`. */
function bounded(max: number): (name: string, value: string) => string {
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

// ---------------------------------------------------------------------------------------------------------------
// JSON-line logs.

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
export function jsonLogger(options: JsonLoggerOptions = {}): ServerLogger {
  const write = options.write ?? ((line: string) => console.log(line));
  const line = (level: string, msg: string, details: Record<string, unknown>) => {
    let text: string;
    try {
      text = JSON.stringify({ time: new Date().toISOString(), level, msg, ...details });
    } catch {
      text = JSON.stringify({ time: new Date().toISOString(), level, msg, note: 'details could not be serialised' });
    }
    write(text);
  };
  const error = (msg: string, details: Record<string, unknown>) => line('error', msg, details);
  // Without `info` the server builds no per-call line at all.
  return options.level === 'info' ? { error, info: (msg, details) => line('info', msg, details) } : { error };
}

/** Compares a secret in time that does not depend on where the texts first differ. */
function sameSecret(given: string, expected: string): boolean {
  let differ = given.length ^ expected.length;
  for (let i = 0; i < expected.length; i++) differ |= (given.charCodeAt(i) | 0) ^ expected.charCodeAt(i);
  return differ === 0;
}
