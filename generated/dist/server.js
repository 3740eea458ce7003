import { subscriptionInfo } from "./methods.js";
import { validateNotification, validateSubscriptionParams } from "./validators.js";
import { subscriptionsFor } from "./internal/engine/subscribe.js";
import { ExecutionRevertedError, LogsQueryTimeoutError, LogsResultLimitExceededError } from "./errors.js";
import { RpcEngine } from "./internal/engine/engine.js";
import { fetchHandler } from "./internal/transports/fetch.js";
import { runtimeHooks } from "./internal/engine/hooks.js";
import { connectionHooks, serveHttp } from "#server-node";
import { NotServedError } from "./internal/engine/not-served.js";
import { jsonLogger, prometheusMetrics } from "./internal/engine/ops.js";
import { serverErrors } from "./internal/engine/options.js";
import { SubscriptionBook, subscriptionId } from "./internal/engine/subscription-book.js";
import { MemoryRateLimiter } from "./internal/metering/rate-limit.js";
function serveSubscriptions(handlers, options = {}) {
  return subscriptionsFor(subscriptionInfo, { validateNotification, validateSubscriptionParams }, handlers, options);
}
const rules = {
  eth_getLogs: { countParams: [[0, "address"], [0, "topics"]], resultLimitError: () => new LogsResultLimitExceededError(), timeoutError: () => new LogsQueryTimeoutError() }
};
const routes = [
  { transport: "http", pattern: new RegExp("^/v3(?:/(?<key>[^/]*))?$"), path: "/v3/<API_KEY>" },
  { transport: "ws", pattern: new RegExp("^/ws/v3(?:/(?<key>[^/]*))?$"), path: "/ws/v3/<API_KEY>" }
];
function createRpcHandler(handlers, options = {}) {
  return new RpcEngine(handlers, rules, options, true);
}
function createServer(handlers, options = {}) {
  return serveHttp(new RpcEngine(handlers, rules, options, true), routes, options);
}
function createFetchHandler(handlers, options = {}) {
  return fetchHandler(new RpcEngine(handlers, rules, options, true), routes, options);
}
const packageHooks = {
  ...runtimeHooks,
  connections: connectionHooks,
  failover: {
    eth_getLogs: ["Growth", "Custom"],
    eth_getTransactionByHash: ["Growth", "Custom"]
  },
  subscriptions: { info: subscriptionInfo, validateNotification, validateSubscriptionParams }
};
function raiseExecutionReverted(reason, data) {
  throw new ExecutionRevertedError(reason, data);
}
export {
  MemoryRateLimiter,
  NotServedError,
  SubscriptionBook,
  createFetchHandler,
  createRpcHandler,
  createServer,
  jsonLogger,
  packageHooks,
  prometheusMetrics,
  raiseExecutionReverted,
  serveSubscriptions,
  serverErrors,
  subscriptionId
};
