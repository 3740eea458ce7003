import { type Server } from 'node:http';
import type { RpcEngine } from './server-core.js';
/** A route from the spec's servers: a path pattern whose `key` group, when present, is the API key. */
export interface Route {
    transport: 'http' | 'ws';
    pattern: RegExp;
}
/** The API key of the first route matching `url`'s path: a string ('' for a route without a key), or undefined. */
export declare function matchRoute(routes: readonly Route[], transport: 'http' | 'ws', url: string): string | undefined;
/** A `node:http` server answering POST on the HTTP routes and upgrading to WebSocket on the WebSocket routes. */
export declare function serveHttp(engine: RpcEngine, routes: readonly Route[]): Server;
/** A fetch-style handler, `(Request) => Promise<Response>`, for frameworks built on the Fetch API (HTTP only). */
export declare function fetchHandler(engine: RpcEngine, routes: readonly Route[]): (request: Request) => Promise<Response>;
