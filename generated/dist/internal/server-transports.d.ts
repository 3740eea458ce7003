import { type Server } from 'node:http';
import { type RpcEngine, type ServerOptions } from './server-core.js';
/** A route from the spec's servers: a path pattern whose `key` group, when present, is the API key. */
export interface Route {
    transport: 'http' | 'ws';
    pattern: RegExp;
    /** The path as documented and logged, the key written `<API_KEY>`. */
    path?: string;
}
/** The route a request path matched. */
export interface RouteMatch {
    /** The decoded key ('' for a route without one); undefined when its percent-encoding is malformed (refused, 401). */
    apiKey: string | undefined;
    /** The route as logged. */
    route: string;
}
/** The first route matching `url`'s path, or undefined. */
export declare function matchRoute(routes: readonly Route[], transport: 'http' | 'ws', url: string): RouteMatch | undefined;
/** A `node:http` server answering POST on the HTTP routes and upgrading to WebSocket on the WebSocket routes. */
export declare function serveHttp(engine: RpcEngine, routes: readonly Route[], options?: ServerOptions): Server;
/** The WebSocket close code and reason for a client that leaves its replies unread. */
export declare const backlogClose: {
    readonly code: 1008;
    readonly reason: "reply backlog not read";
};
/** A fetch-style handler, `(Request) => Promise<Response>`, for frameworks built on the Fetch API (HTTP only). */
export declare function fetchHandler(engine: RpcEngine, routes: readonly Route[]): (request: Request) => Promise<Response>;
