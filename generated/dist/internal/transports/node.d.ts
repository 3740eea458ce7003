import { type Server } from 'node:http';
import type { TransportEngine } from '../engine/engine.js';
import { type NodeServerOptions } from './bounds.js';
import { type Route } from './fetch.js';
export type { NodeServerOptions };
export { connectionHooks } from './connection-cap.js';
/**
 * The server `createServer` returns: a node:http `Server` with `shutdown` (written out rather than named, as this
 * module's types may come from another copy of the package).
 */
export type GracefulServer = Server & {
    shutdown(options?: {
        timeoutMs?: number;
    }): Promise<void>;
};
/** A `node:http` server answering POST on the HTTP routes and upgrading to WebSocket on the WebSocket routes. */
export declare function serveHttp(engine: TransportEngine, routes: readonly Route[], options?: NodeServerOptions): GracefulServer;
