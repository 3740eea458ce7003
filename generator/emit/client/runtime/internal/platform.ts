// The client's runtime-specific parts outside Node (browsers, web workers, Cloudflare Workers and other edge
// runtimes): none. HTTP goes through the global `fetch` and WebSocket through the global `WebSocket`. The package's
// `#platform` import picks this module under every condition but `node` (see platform.node.ts), so a bundle for the
// browser or the edge never sees `node:http` or `ws`.
import type { Platform } from './transport.js';

export const platform: Platform = {};
