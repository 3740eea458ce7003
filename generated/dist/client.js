import { toJsonRpcError } from './errors.js';
import { createRpcClient } from './internal/rpc-client.js';
import { platform } from '#platform';
import { methodInfo } from './methods.js';
const api = {
    title: 'Blockchain Node JSON-RPC Gateway',
    methods: methodInfo,
    keyPaths: { http: '/v3/{key}', ws: '/ws/v3/{key}' },
    toError: toJsonRpcError,
    platform,
};
/**
 * Creates a client of Blockchain Node JSON-RPC Gateway.
 *
 * `url` is the base address; with `apiKey` the client appends `/v3/{key}` over HTTP
 * and `/ws/v3/{key}` over WebSocket; without it, it uses `url` as it is.
 * Transports: `http` (default; keep-alive connections) or `ws`. Errors: the spec's `JsonRpcError` classes for error
 * answers; `TransportError` subclasses (`HttpStatusError`, `TimeoutError`, `AbortError`, `SocketClosedError`,
 * `ConnectionError`, `ProtocolError`) when no answer came; `CreditBudgetError` when the daily budget refuses a call.
 *
 * @example
 * const client = createClient({ url: 'https://network.example', apiKey: process.env.API_KEY });
 * const result = await client.eth_getStorageAt(…);
 */
export function createClient(options) {
    return createRpcClient(options, api);
}
