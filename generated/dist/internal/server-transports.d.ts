import { type Server } from 'node:http';
import { type RpcEngine, type ServerOptions } from './server-core.js';
import { type Route } from './server-fetch.js';
/** A `node:http` server answering POST on the HTTP routes and upgrading to WebSocket on the WebSocket routes. */
export declare function serveHttp(engine: RpcEngine, routes: readonly Route[], options?: ServerOptions): Server;
/** The WebSocket close code and reason for a client that leaves its replies unread. */
export declare const backlogClose: {
    readonly code: 1008;
    readonly reason: "reply backlog not read";
};
