import { ExecutionRevertedError, LogsQueryTimeoutError, LogsResultLimitExceededError } from './errors.js';
import { RpcEngine } from './internal/server-core.js';
import { fetchHandler } from './internal/server-fetch.js';
import { serveHttp } from '#server-node';
export { MemoryCreditStore } from './internal/credit-store.js';
export { serverErrors } from './internal/server-core.js';
/** What enforcing the spec's limits needs to know beyond `methodInfo`: where the values `maxParams` counts are, and the declared errors for too many results and for a timeout. */
const rules = {
    eth_getLogs: { countParams: [[0, 'address'], [0, 'topics']], resultLimitError: () => new LogsResultLimitExceededError(), timeoutError: () => new LogsQueryTimeoutError() },
};
/** Routes from the spec's servers: POST `/v3/<API_KEY>`; WebSocket `/ws/v3/<API_KEY>`. */
const routes = [
    { transport: 'http', pattern: new RegExp('^/v3(?:/(?<key>[^/]*))?$'), path: '/v3/<API_KEY>' },
    { transport: 'ws', pattern: new RegExp('^/ws/v3(?:/(?<key>[^/]*))?$'), path: '/ws/v3/<API_KEY>' },
];
/** The transport-free core: `handle(text, { apiKey, transport })` resolves to the response text, or undefined when there is nothing to answer (notifications); `respond` also gives the HTTP status. */
export function createRpcHandler(handlers, options = {}) {
    return new RpcEngine(handlers, rules, options, true);
}
/** A `node:http` server: POST `/v3/<API_KEY>`, and the WebSocket endpoint on the same port (WebSocket `/ws/v3/<API_KEY>`). Call `listen` on it; `close` also ends open WebSockets. */
export function createServer(handlers, options = {}) {
    return serveHttp(new RpcEngine(handlers, rules, options, true), routes, options);
}
/** A handler for frameworks built on the Fetch API (HTTP routes only). */
export function createFetchHandler(handlers, options = {}) {
    return fetchHandler(new RpcEngine(handlers, rules, options, true), routes);
}
/** Answers the call with `3` "execution reverted: <revert_reason>" (`eth_estimateGas`, `eth_call`): throws `ExecutionRevertedError`. */
export function raiseExecutionReverted(reason, data) {
    throw new ExecutionRevertedError(reason, data);
}
