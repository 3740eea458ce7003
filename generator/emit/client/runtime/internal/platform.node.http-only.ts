// The client's Node-only parts in a package generated without the WebSocket transport (rpcforge config
// `outputs.client.websocket: false`), copied in as internal/platform.node.ts: `node:http`/`node:https` with a
// keep-alive Agent, and no `ws` (see platform.node.ts for the full one).
import { nodeHttp } from './node-http.js';
import type { Platform } from './transport.js';

export const platform: Platform = {
  http: nodeHttp,
};
