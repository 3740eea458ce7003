const metricsUnauthorized = {
  status: 401,
  contentType: "text/plain; charset=utf-8",
  body: "Unauthorized: send the metrics token as Authorization: Bearer <token>\n",
  headers: { "www-authenticate": "Bearer" }
};
const checkTimeoutMs = 2e3;
const failureLogEveryMs = 1e4;
class Ops {
  constructor(options, store, logger) {
    this.store = store;
    this.logger = logger;
    const path = (name, value, fallback) => {
      if (value === false) return void 0;
      if (value === void 0) return fallback;
      if (typeof value !== "string" || !/^\/[\x21-\x7e]*$/.test(value)) throw new TypeError(`server options: ${name} must be a path such as '${fallback}', or false`);
      return value;
    };
    this.healthPath = path("healthPath", options.healthPath, "/healthz");
    this.metricsPath = path("metricsPath", options.metricsPath, "/metrics");
    const token = options.metricsToken;
    if (token !== void 0 && (typeof token !== "string" || token.length < 16 || !/^[\x21-\x7e]+$/.test(token))) {
      throw new TypeError("server options: metricsToken must be at least 16 visible ASCII characters, no spaces");
    }
    this.metricsAuthorization = token === void 0 ? void 0 : `Bearer ${token}`;
    if (options.healthCheck !== void 0 && typeof options.healthCheck !== "function") throw new TypeError("server options: healthCheck must be a function");
    this.healthCheck = options.healthCheck;
    if (options.healthInfo !== void 0 && (typeof options.healthInfo !== "object" || options.healthInfo === null)) throw new TypeError("server options: healthInfo must be an object");
    this.healthInfo = options.healthInfo === void 0 ? void 0 : JSON.parse(JSON.stringify(options.healthInfo));
    this.failOpen = options.creditStoreFailure === "serve";
    const metrics = options.metrics;
    if (metrics !== void 0) {
      for (const hook of ["request", "credits", "socketOpened", "socketClosed", "creditStoreFailure"]) {
        if (typeof metrics[hook] !== "function") throw new TypeError(`server options: metrics.${hook} must be a function`);
      }
      this.metrics = guarded(metrics);
      this.render = typeof metrics.render === "function" ? () => metrics.render() : void 0;
    }
  }
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
  /**
   * The answer to `GET <path>` when it is one of the server's own pages, else undefined (the request goes on to
   * the JSON-RPC routes). The query string is ignored. `authorization` is the request's Authorization header, which
   * `/metrics` checks when the server has a `metricsToken`.
   */
  page(method, url, authorization) {
    if (method !== "GET" && method !== "HEAD") return void 0;
    const end = url.indexOf("?");
    const path = end < 0 ? url : url.slice(0, end);
    if (path === this.healthPath) return this.health();
    if (path === this.metricsPath && this.render !== void 0) {
      const expected = this.metricsAuthorization;
      if (expected !== void 0 && !sameSecret(typeof authorization === "string" ? authorization : "", expected)) return Promise.resolve(metricsUnauthorized);
      return this.metricsPage();
    }
    return void 0;
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
    if (typeof this.logger.info !== "function") return;
    try {
      this.logger.info(message, details);
    } catch {
    }
  }
  /** A charge the store could not answer: counted, and logged at most once every 10 s with the failures since. */
  storeFailed(error) {
    this.metrics?.creditStoreFailure();
    this.storeDown = true;
    this.failures++;
    const now = Date.now();
    if (now - this.lastFailureLog < failureLogEveryMs) return;
    this.lastFailureLog = now;
    const details = { failures: this.failures, calls: this.failOpen ? "served uncharged" : "refused with 503", error };
    this.failures = 0;
    try {
      this.logger.error("credit store unavailable", details);
    } catch {
    }
  }
  /** A charge the store answered: logs the recovery after failures. Cheap, as every charge calls it. */
  storeAnswered() {
    if (!this.storeDown) return;
    this.storeDown = false;
    this.info("credit store answers again", { failures: this.failures });
    this.failures = 0;
  }
  async health() {
    const page = (status, body) => ({ status, contentType: "application/json", body: JSON.stringify(body) });
    if (this.draining) return page(503, { status: "shutting down" });
    const { store: creditStore } = this;
    const [store, extra] = await Promise.all([
      typeof creditStore?.healthy === "function" ? check(() => creditStore.healthy()) : Promise.resolve(void 0),
      this.healthCheck !== void 0 ? check(this.healthCheck) : Promise.resolve(void 0)
    ]);
    const checks = /* @__PURE__ */ Object.create(null);
    if (store !== void 0) checks.creditStore = store ? "ok" : "unavailable";
    let extraOk = true;
    if (typeof extra === "object") {
      for (const [name, ready] of Object.entries(extra)) checks[name] = ready === true ? "ok" : "failed";
      extraOk = Object.values(extra).every((ready) => ready === true);
    } else if (extra !== void 0) {
      checks.healthCheck = extra ? "ok" : "failed";
      extraOk = extra;
    }
    const ok = (store !== false || this.failOpen) && extraOk;
    return page(ok ? 200 : 503, { status: ok ? "ok" : "unavailable", checks, webSockets: this.sockets, uptimeSeconds: Math.floor((Date.now() - this.started) / 1e3), ...this.healthInfo === void 0 ? {} : { info: this.healthInfo } });
  }
  async metricsPage() {
    try {
      const { contentType, body } = await this.render();
      return { status: 200, contentType, body };
    } catch (error) {
      try {
        this.logger.error("metrics failed", { error: { name: error instanceof Error ? error.name : typeof error, message: error instanceof Error ? error.message : String(error) } });
      } catch {
      }
      return { status: 500, contentType: "text/plain; charset=utf-8", body: "metrics unavailable\n" };
    }
  }
}
async function check(run) {
  let timer;
  try {
    const timeout = new Promise((resolve) => {
      timer = setTimeout(() => resolve(false), checkTimeoutMs);
    });
    const verdict = await Promise.race([Promise.resolve().then(run), timeout]);
    if (typeof verdict === "object" && verdict !== null && !Array.isArray(verdict)) return Object.fromEntries(Object.entries(verdict).map(([name, ready]) => [name, ready === true]));
    return verdict === true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
function guarded(metrics) {
  const safe = (hook) => (...args) => {
    try {
      hook.apply(metrics, args);
    } catch {
    }
  };
  return {
    request: safe(metrics.request),
    credits: safe(metrics.credits),
    socketOpened: safe(metrics.socketOpened),
    socketClosed: safe(metrics.socketClosed),
    creditStoreFailure: safe(metrics.creditStoreFailure)
  };
}
function prometheusMetrics(client, options = {}) {
  if (typeof client !== "object" || client === null || typeof client.Counter !== "function" || typeof client.Registry !== "function") {
    throw new TypeError("prometheusMetrics: pass the prom-client module (import * as promClient from 'prom-client')");
  }
  const prefix = options.prefix ?? "rpc_";
  if (!/^[a-zA-Z_:][a-zA-Z0-9_:]*$/.test(`${prefix}x`)) throw new TypeError("prometheusMetrics: prefix must be a metric name prefix such as rpc_");
  const registry = options.registry ?? new client.Registry();
  const registers = [registry];
  const maxValues = options.maxLabelValues ?? 1e3;
  const label = bounded(maxValues);
  const requests = new client.Counter({ name: `${prefix}requests_total`, help: "JSON-RPC calls by method and outcome", labelNames: ["method", "outcome", "transport"], registers });
  const charged = new client.Counter({ name: `${prefix}credits_charged_total`, help: "Credits charged, by method", labelNames: ["method"], registers });
  const sockets = new client.Gauge({ name: `${prefix}websockets_open`, help: "WebSocket connections open", registers });
  const storeFailures = new client.Counter({ name: `${prefix}credit_store_failures_total`, help: "Charges the credit store could not answer", registers });
  return {
    request: (method, outcome, transport) => requests.inc({ method: label("method", method), outcome, transport }),
    credits: (method, credits) => charged.inc({ method: label("method", method) }, credits),
    socketOpened: () => sockets.inc(),
    socketClosed: () => sockets.dec(),
    creditStoreFailure: () => storeFailures.inc({}),
    render: async () => ({ contentType: registry.contentType, body: await registry.metrics() })
  };
}
function bounded(max) {
  const seen = /* @__PURE__ */ new Map();
  return (name, value) => {
    let values = seen.get(name);
    if (values === void 0) seen.set(name, values = /* @__PURE__ */ new Set());
    if (values.has(value)) return value;
    if (values.size >= max || typeof value !== "string") return "other";
    values.add(value);
    return value;
  };
}
function jsonLogger(options = {}) {
  const write = options.write ?? ((line2) => console.log(line2));
  const line = (level, msg, details) => {
    let text;
    try {
      text = JSON.stringify({ time: (/* @__PURE__ */ new Date()).toISOString(), level, msg, ...details });
    } catch {
      text = JSON.stringify({ time: (/* @__PURE__ */ new Date()).toISOString(), level, msg, note: "details could not be serialised" });
    }
    write(text);
  };
  const error = (msg, details) => line("error", msg, details);
  return options.level === "info" ? { error, info: (msg, details) => line("info", msg, details) } : { error };
}
function sameSecret(given, expected) {
  let differ = given.length ^ expected.length;
  for (let i = 0; i < expected.length; i++) differ |= (given.charCodeAt(i) | 0) ^ expected.charCodeAt(i);
  return differ === 0;
}
export {
  Ops,
  jsonLogger,
  prometheusMetrics
};
