/** The answer to a scrape without the metrics token. */
const metricsUnauthorized = {
    status: 401,
    contentType: 'text/plain; charset=utf-8',
    body: 'Unauthorized: send the metrics token as Authorization: Bearer <token>\n',
    headers: { 'www-authenticate': 'Bearer' },
};
/** How long `/healthz` waits for a check before counting it as failed. */
const checkTimeoutMs = 2000;
/** At most one "credit store unavailable" log line per this many milliseconds (a down store fails every call). */
const failureLogEveryMs = 10_000;
/** Health and metrics pages, the WebSocket count and the server's own log lines, for the engine and the transports. */
export class Ops {
    store;
    logger;
    /** The hooks, each guarded so that a throwing one is ignored; undefined without the `metrics` option. */
    metrics;
    render;
    healthPath;
    metricsPath;
    metricsAuthorization;
    healthCheck;
    healthInfo;
    failOpen;
    started = Date.now();
    sockets = 0;
    draining = false;
    storeDown = false;
    failures = 0;
    lastFailureLog = 0;
    constructor(options, store, logger) {
        this.store = store;
        this.logger = logger;
        const path = (name, value, fallback) => {
            if (value === false)
                return undefined;
            if (value === undefined)
                return fallback;
            if (typeof value !== 'string' || !/^\/[\x21-\x7e]*$/.test(value))
                throw new TypeError(`server options: ${name} must be a path such as '${fallback}', or false`);
            return value;
        };
        this.healthPath = path('healthPath', options.healthPath, '/healthz');
        this.metricsPath = path('metricsPath', options.metricsPath, '/metrics');
        const token = options.metricsToken;
        if (token !== undefined && (typeof token !== 'string' || token.length < 16 || !/^[\x21-\x7e]+$/.test(token))) {
            throw new TypeError('server options: metricsToken must be at least 16 visible ASCII characters, no spaces');
        }
        this.metricsAuthorization = token === undefined ? undefined : `Bearer ${token}`;
        if (options.healthCheck !== undefined && typeof options.healthCheck !== 'function')
            throw new TypeError('server options: healthCheck must be a function');
        this.healthCheck = options.healthCheck;
        if (options.healthInfo !== undefined && (typeof options.healthInfo !== 'object' || options.healthInfo === null))
            throw new TypeError('server options: healthInfo must be an object');
        this.healthInfo = options.healthInfo === undefined ? undefined : JSON.parse(JSON.stringify(options.healthInfo));
        this.failOpen = options.creditStoreFailure === 'serve';
        const metrics = options.metrics;
        if (metrics !== undefined) {
            for (const hook of ['request', 'credits', 'upstreamCall', 'failover', 'socketOpened', 'socketClosed', 'creditStoreFailure']) {
                if (typeof metrics[hook] !== 'function')
                    throw new TypeError(`server options: metrics.${hook} must be a function`);
            }
            this.metrics = guarded(metrics);
            this.render = typeof metrics.render === 'function' ? () => metrics.render() : undefined;
        }
    }
    /**
     * The answer to `GET <path>` when it is one of the server's own pages, else undefined (the request goes on to
     * the JSON-RPC routes). The query string is ignored. `authorization` is the request's Authorization header, which
     * `/metrics` checks when the server has a `metricsToken`.
     */
    page(method, url, authorization) {
        if (method !== 'GET' && method !== 'HEAD')
            return undefined;
        const end = url.indexOf('?');
        const path = end < 0 ? url : url.slice(0, end);
        if (path === this.healthPath)
            return this.health();
        if (path === this.metricsPath && this.render !== undefined) {
            const expected = this.metricsAuthorization;
            if (expected !== undefined && !sameSecret(typeof authorization === 'string' ? authorization : '', expected))
                return Promise.resolve(metricsUnauthorized);
            return this.metricsPage();
        }
        return undefined;
    }
    socketOpened() {
        this.sockets++;
        this.metrics?.socketOpened();
    }
    socketClosed() {
        this.sockets--;
        this.metrics?.socketClosed();
    }
    /** From now on `/healthz` answers 503 "shutting down", so that load balancers stop sending before the port closes. */
    startShutdown() {
        this.draining = true;
    }
    /** A line for the logger's `info`, when it has one. */
    info(message, details) {
        if (typeof this.logger.info !== 'function')
            return;
        try {
            this.logger.info(message, details);
        }
        catch {
            // A logger that throws must not take the server down.
        }
    }
    /** A charge the store could not answer: counted, and logged at most once every 10 s with the failures since. */
    storeFailed(error) {
        this.metrics?.creditStoreFailure();
        this.storeDown = true;
        this.failures++;
        const now = Date.now();
        if (now - this.lastFailureLog < failureLogEveryMs)
            return;
        this.lastFailureLog = now;
        const details = { failures: this.failures, calls: this.failOpen ? 'served uncharged' : 'refused with 503', error };
        this.failures = 0;
        try {
            this.logger.error('credit store unavailable', details);
        }
        catch {
            // as above
        }
    }
    /** A charge the store answered: logs the recovery after failures. Cheap, as every charge calls it. */
    storeAnswered() {
        if (!this.storeDown)
            return;
        this.storeDown = false;
        this.info('credit store answers again', { failures: this.failures });
        this.failures = 0;
    }
    async health() {
        const page = (status, body) => ({ status, contentType: 'application/json', body: JSON.stringify(body) });
        if (this.draining)
            return page(503, { status: 'shutting down' });
        const [store, extra] = await Promise.all([
            typeof this.store.healthy === 'function' ? check(() => this.store.healthy()) : Promise.resolve(undefined),
            this.healthCheck !== undefined ? check(this.healthCheck) : Promise.resolve(undefined),
        ]);
        const checks = {};
        if (store !== undefined)
            checks.creditStore = store ? 'ok' : 'unavailable';
        if (extra !== undefined)
            checks.healthCheck = extra ? 'ok' : 'failed';
        // A store that is down makes the server unfit to serve unless it fails open.
        const ok = (store !== false || this.failOpen) && extra !== false;
        return page(ok ? 200 : 503, { status: ok ? 'ok' : 'unavailable', checks, webSockets: this.sockets, uptimeSeconds: Math.floor((Date.now() - this.started) / 1000), ...(this.healthInfo === undefined ? {} : { info: this.healthInfo }) });
    }
    async metricsPage() {
        try {
            const { contentType, body } = await this.render();
            return { status: 200, contentType, body };
        }
        catch (error) {
            try {
                this.logger.error('metrics failed', { error: { name: error instanceof Error ? error.name : typeof error, message: error instanceof Error ? error.message : String(error) } });
            }
            catch {
                // as above
            }
            return { status: 500, contentType: 'text/plain; charset=utf-8', body: 'metrics unavailable\n' };
        }
    }
}
/** A check's verdict within `checkTimeoutMs`: anything but `true` in time is a failure. */
async function check(run) {
    let timer;
    try {
        const timeout = new Promise((resolve) => {
            timer = setTimeout(() => resolve(false), checkTimeoutMs);
        });
        return (await Promise.race([Promise.resolve().then(run), timeout])) === true;
    }
    catch {
        return false;
    }
    finally {
        clearTimeout(timer);
    }
}
/** The hooks with every call guarded. */
function guarded(metrics) {
    const safe = (hook) => (...args) => {
        try {
            hook.apply(metrics, args);
        }
        catch {
            // Metrics never fail a call.
        }
    };
    return {
        request: safe(metrics.request),
        credits: safe(metrics.credits),
        upstreamCall: safe(metrics.upstreamCall),
        failover: safe(metrics.failover),
        // The optional hooks: guarded if given, else left out.
        upstreamEvent: typeof metrics.upstreamEvent === 'function' ? safe(metrics.upstreamEvent) : undefined,
        upstreamAdded: typeof metrics.upstreamAdded === 'function' ? safe(metrics.upstreamAdded) : undefined,
        socketOpened: safe(metrics.socketOpened),
        socketClosed: safe(metrics.socketClosed),
        creditStoreFailure: safe(metrics.creditStoreFailure),
        cache: typeof metrics.cache === 'function' ? safe(metrics.cache) : undefined,
    };
}
/** Upstream latency buckets, in seconds: a cached answer (ms) to a slow `eth_getLogs` (seconds). */
const upstreamBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
/**
 * Metric hooks on prom-client: pass the module (`import * as promClient from 'prom-client'`), so the generated package
 * needs no dependency on it. Metrics (with the default prefix):
 *
 * - `rpc_requests_total{method, outcome, transport}`: calls by method and outcome (see `CallOutcome`)
 * - `rpc_credits_charged_total{method}`: credits charged
 * - `rpc_upstream_request_duration_seconds{family, outcome}`: upstream calls (histogram; its `_count` counts them)
 * - `rpc_upstream_errors_total{family}`: upstream calls that failed or timed out
 * - `rpc_failovers_total{method}`: calls moved to another upstream node
 * - `rpc_upstream_events_total{upstream, event}`: per node of a family with several: selections, errors, retries,
 *   hedges, cancelled losers of a hedge, and the times it was taken out or probed back in (see `UpstreamEvent`)
 * - `rpc_upstream_up{upstream}`: 1 while the node is in, 0 while it is out (every configured node, from the start)
 * - `rpc_websockets_open`: WebSocket connections open now
 * - `rpc_credit_store_failures_total`: charges the credit store could not answer
 * - `rpc_cache_lookups_total{method, outcome}`: calls of cached methods answered from the cache (`hit`) or upstream
 *   (`miss`), and answers kept (`stored`)
 */
export function prometheusMetrics(client, options = {}) {
    if (typeof client !== 'object' || client === null || typeof client.Counter !== 'function' || typeof client.Registry !== 'function') {
        throw new TypeError("prometheusMetrics: pass the prom-client module (import * as promClient from 'prom-client')");
    }
    const prefix = options.prefix ?? 'rpc_';
    if (!/^[a-zA-Z_:][a-zA-Z0-9_:]*$/.test(`${prefix}x`))
        throw new TypeError('prometheusMetrics: prefix must be a metric name prefix such as rpc_');
    const registry = options.registry ?? new client.Registry();
    const registers = [registry];
    const maxValues = options.maxLabelValues ?? 1000;
    const label = bounded(maxValues);
    const requests = new client.Counter({ name: `${prefix}requests_total`, help: 'JSON-RPC calls by method and outcome', labelNames: ['method', 'outcome', 'transport'], registers });
    const charged = new client.Counter({ name: `${prefix}credits_charged_total`, help: 'Credits charged, by method', labelNames: ['method'], registers });
    const upstream = new client.Histogram({
        name: `${prefix}upstream_request_duration_seconds`,
        help: 'Calls to upstream nodes, by method family and outcome',
        labelNames: ['family', 'outcome'],
        buckets: upstreamBuckets,
        registers,
    });
    const upstreamErrors = new client.Counter({ name: `${prefix}upstream_errors_total`, help: 'Upstream calls that failed or timed out, by method family', labelNames: ['family'], registers });
    const failovers = new client.Counter({ name: `${prefix}failovers_total`, help: 'Calls moved to another upstream node, by method', labelNames: ['method'], registers });
    const events = new client.Counter({ name: `${prefix}upstream_events_total`, help: 'Events of each upstream node of a family with several (selected, error, retry, hedge, cancelled, down, up, lagging, wrong_chain)', labelNames: ['upstream', 'event'], registers });
    const up = new client.Gauge({ name: `${prefix}upstream_up`, help: 'Whether an upstream node is in (1) or taken out after an outage (0)', labelNames: ['upstream'], registers });
    const sockets = new client.Gauge({ name: `${prefix}websockets_open`, help: 'WebSocket connections open', registers });
    const storeFailures = new client.Counter({ name: `${prefix}credit_store_failures_total`, help: 'Charges the credit store could not answer', registers });
    const cache = new client.Counter({ name: `${prefix}cache_lookups_total`, help: 'Cached methods: calls answered from the cache (hit) or upstream (miss), answers kept (stored)', labelNames: ['method', 'outcome'], registers });
    return {
        request: (method, outcome, transport) => requests.inc({ method: label('method', method), outcome, transport }),
        credits: (method, credits) => charged.inc({ method: label('method', method) }, credits),
        upstreamCall: (family, ms, outcome) => {
            const f = label('family', family);
            upstream.observe({ family: f, outcome }, ms / 1000);
            if (outcome !== 'ok')
                upstreamErrors.inc({ family: f });
        },
        failover: (method) => failovers.inc({ method: label('method', method) }),
        upstreamEvent: (upstream, event) => {
            const u = label('upstream', upstream);
            events.inc({ upstream: u, event });
            if (event === 'down' || event === 'up')
                up.set({ upstream: u }, event === 'up' ? 1 : 0);
        },
        // A node starts in: its gauge reads 1 before any outage (a dashboard sees every node, not only failed ones).
        upstreamAdded: (upstream) => up.set({ upstream: label('upstream', upstream) }, 1),
        socketOpened: () => sockets.inc(),
        socketClosed: () => sockets.dec(),
        creditStoreFailure: () => storeFailures.inc({}),
        cache: (method, outcome) => cache.inc({ method: label('method', method), outcome }),
        render: async () => ({ contentType: registry.contentType, body: await registry.metrics() }),
    };
}
/** Label values, at most `max` distinct ones per label name; later ones become `other`. */
function bounded(max) {
    const seen = new Map();
    return (name, value) => {
        let values = seen.get(name);
        if (values === undefined)
            seen.set(name, (values = new Set()));
        if (values.has(value))
            return value;
        if (values.size >= max || typeof value !== 'string')
            return 'other';
        values.add(value);
        return value;
    };
}
/**
 * A `ServerLogger` writing one JSON object per line: `{ "time", "level", "msg", ...details }`. The details are the
 * server's structured fields, which never hold the API key (routes are written `/v3/<API_KEY>`, keys appear only as
 * a `keyId` fingerprint, error text quoting a key is withheld). A line that cannot be serialised is written with
 * its message alone.
 */
export function jsonLogger(options = {}) {
    const write = options.write ?? ((line) => console.log(line));
    const line = (level, msg, details) => {
        let text;
        try {
            text = JSON.stringify({ time: new Date().toISOString(), level, msg, ...details });
        }
        catch {
            text = JSON.stringify({ time: new Date().toISOString(), level, msg, note: 'details could not be serialised' });
        }
        write(text);
    };
    const error = (msg, details) => line('error', msg, details);
    // Without `info` the server builds no per-call line at all.
    return options.level === 'info' ? { error, info: (msg, details) => line('info', msg, details) } : { error };
}
/** Compares a secret in time that does not depend on where the texts first differ. */
function sameSecret(given, expected) {
    let differ = given.length ^ expected.length;
    for (let i = 0; i < expected.length; i++)
        differ |= (given.charCodeAt(i) | 0) ^ expected.charCodeAt(i);
    return differ === 0;
}
