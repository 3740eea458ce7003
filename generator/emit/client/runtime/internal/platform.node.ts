// The client's Node-only parts, picked by the package's `#platform` import under the `node` condition (Node, Bun and
// Deno, and bundles made for them): `node:http`/`node:https` with a keep-alive Agent, markedly faster than Node's global
// `fetch`, and the `ws` package, which takes handshake headers and enforces `maxResponseBytes` while a message
// arrives. Loaded on first use, so a client that only ever speaks HTTP never loads `ws`, and the reverse.
import { nodeHttp } from './node-http.js';
import type { Platform } from './transport.js';

export const platform: Platform = {
  http: nodeHttp,
  webSocket: async () => (await loadWs()).WebSocket,
};

/**
 * `ws` as this package resolves it, else as the application does. npm installs no dependency of a package linked
 * with `file:` (Node resolves it from the link's target, where nothing was installed), so there the application's
 * own `ws` (`npm i ws`) is the one to use.
 */
async function loadWs(): Promise<typeof import('ws')> {
  try {
    return await import('ws');
  } catch (error) {
    const { createRequire } = await import('node:module');
    for (const from of [process.argv[1], `${process.cwd()}/`]) {
      try {
        if (from !== undefined) return createRequire(from)('ws') as typeof import('ws');
      } catch {
        // Not there either: the next place, then the first error.
      }
    }
    throw error;
  }
}
