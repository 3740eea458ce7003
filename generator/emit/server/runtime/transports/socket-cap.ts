// The node:http transport's cap on the WebSockets one API key holds open at once (`wsMaxSocketsPerKey`). Without
// it one key (a single customer, or a leaked key) could open WebSockets up to `maxConnections`, keep each alive with a
// message every `wsIdleTimeoutSeconds`, and leave every other key "Server busy" for as long as it liked. Past the cap
// the handshake is refused with HTTP 429 and the JSON-RPC error `-32005`; the key's other sockets are untouched.
// Internal module: use server.ts.
import { rawJsonResponse } from './connection-cap.js';

/** The answer to a handshake past the key's cap. */
const tooManyBody = JSON.stringify({ jsonrpc: '2.0', id: null, error: { code: -32005, message: 'Limit exceeded: too many WebSockets open for this API key' } });
export const tooManySocketsResponse: string = rawJsonResponse('429 Too Many Requests', tooManyBody);

/** The default cap: a tenth of `maxConnections` (1,000 with its default), so that one key never holds them all. */
export function defaultSocketsPerKey(maxConnections: number): number {
  return Math.max(1, Math.floor(maxConnections / 10));
}

/**
 * The open WebSockets of each key. An entry exists only while its key has a socket open, so the map holds at most
 * as many entries as there are open sockets (itself bounded by `maxConnections`).
 */
export class SocketsPerKey {
  private readonly open = new Map<string, number>();

  constructor(readonly max: number) {}

  /** Whether `apiKey` may open one more. Checked in the same turn as the upgrade that then counts it (`opened`). */
  admits(apiKey: string): boolean {
    return (this.open.get(apiKey) ?? 0) < this.max;
  }

  opened(apiKey: string): void {
    this.open.set(apiKey, (this.open.get(apiKey) ?? 0) + 1);
  }

  closed(apiKey: string): void {
    const count = (this.open.get(apiKey) ?? 0) - 1;
    if (count > 0) this.open.set(apiKey, count);
    else this.open.delete(apiKey);
  }

  /** Keys with a socket open (for tests: the map empties as the sockets close). */
  get keys(): number {
    return this.open.size;
  }
}
