import type { WebSocket } from 'ws';
import type { TransportEngine } from '../engine/engine.js';
import type { Bounds } from './bounds.js';
import type { Deadlines } from '../deadlines.js';
import type { WriteBacklog } from './backlog.js';
import type { LiveSocket } from './shutdown.js';
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
/** Serves one accepted WebSocket until it closes: `live` holds it meanwhile, for a graceful shutdown. */
export declare function serveSocket(engine: TransportEngine, bounds: Bounds, deadlines: Deadlines, total: WriteBacklog, live: Set<LiveSocket>, ws: WebSocket, apiKey: string, route: string, address: string | undefined): void;
