import { type Server } from 'node:http';
import { type ServerOptions, type TransportEngine } from './server-core.js';
import { type Route } from './server-fetch.js';
/** The options this transport reads: only its bounds, so that its type (reached through `#server-node`) holds no
 * type of the API, which a compiler may take from another copy of the package. */
export type NodeServerOptions = Pick<ServerOptions, 'maxConnections' | 'headersTimeoutSeconds' | 'requestTimeoutSeconds' | 'bodyTimeoutSeconds' | 'keepAliveTimeoutSeconds' | 'wsMaxBufferedBytes' | 'wsDrainTimeoutSeconds' | 'wsIdleTimeoutSeconds' | 'httpMaxQueuedBytes' | 'maxQueuedBytes' | 'httpDrainTimeoutSeconds'>;
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
/** The WebSocket close code and reason for a socket that sent nothing for `wsIdleTimeoutSeconds`. */
export declare const idleClose: {
    readonly code: 1000;
    readonly reason: "idle timeout";
};
/** The WebSocket close code and reason for a client that leaves its replies unread. */
export declare const backlogClose: {
    readonly code: 1008;
    readonly reason: "reply backlog not read";
};
