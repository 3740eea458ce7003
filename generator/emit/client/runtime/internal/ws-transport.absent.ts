// The WebSocket transport of a package generated without it (rpcforge config `outputs.client.websocket: false`),
// copied in as internal/ws-transport.ts: the client speaks HTTP only, and nothing in it imports `ws`.
// `createClient({ transport: 'ws' })` throws the TypeError below.
import type { Transport } from './transport.js';

/** What the real transport's constructor takes; this one takes anything and throws. */
export type WsTransportOptions = unknown;

export class WsTransport implements Transport {
  readonly endpoint: string = '';

  constructor(_options: unknown) {
    throw new TypeError("createClient: transport 'ws' is not available: this package was generated without the WebSocket transport (HTTP only)");
  }

  send(): Promise<unknown> {
    return Promise.reject(new TypeError('no WebSocket transport'));
  }

  close(): Promise<void> {
    return Promise.resolve();
  }
}
