// The client's Node-only parts, picked by the package's `#platform` import under the `node` condition (Node, Bun and
// Deno, and bundles made for them): `node:http`/`node:https` with a keep-alive Agent, markedly faster than Node's global
// `fetch`, and the `ws` package, which takes handshake headers and enforces `maxResponseBytes` while a message
// arrives. Loaded on first use, so a client that only ever speaks HTTP never loads `ws`, and the reverse.
import type { Platform } from './transport.js';

export const platform: Platform = {
  http: async (secure) => (secure ? await import('node:https') : await import('node:http')),
  webSocket: async () => (await import('ws')).WebSocket,
};
