import type { TransportEngine } from '../engine/engine.js';
import type { Access } from '../engine/cors.js';
import { type ServerOptions } from '../engine/options.js';
export declare const jsonType: RegExp;
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
/** An answer to `GET`/`HEAD` on a route's base path: the docs page, or the OpenRPC document. */
export interface PublishedReply {
    status: 200 | 302 | 304 | 404;
    headers: Record<string, string>;
    /** The body (empty for 304); a HEAD is answered without it. */
    body: string;
}
/**
 * What a `GET` or `HEAD` on an HTTP route's base path answers, where the key would follow (`/v3/` and `/v3` for
 * `/v3/<API_KEY>`; `/` for a spec without servers): the docs page (when the package has it), and at
 * `<base>/openrpc.json` the OpenRPC document. No key is involved: both are public. A server without the page answers
 * 404 at the base path. Undefined for any other request, which then goes on as before (405 for a GET with a key,
 * 404 off the routes). `cors` are the CORS headers for the
 * request's origin (the document may be read by tools on other origins; the page needs none).
 */
export declare function published(routes: readonly Route[], url: string, ifNoneMatch: string | undefined, cors?: Record<string, string>): PublishedReply | undefined;
export declare function errorBody(code: number, message: string): string;
/**
 * Answers a CORS preflight (`OPTIONS` on an HTTP route): 204 with the allowed method (POST), headers and max age when
 * the origin may call; refused (no CORS headers) when `cors.origins` or the key's `allowedOrigins` excludes it. A key
 * that is missing or not accepted passes the preflight, so that the page can read the 401 its POST then gets. An
 * `OPTIONS` that is no preflight (no `Origin` or no `Access-Control-Request-Method`) gets 204 with `Allow`.
 */
export declare function preflight(engine: TransportEngine, origin: string | undefined, method: string | string[] | undefined, apiKey: string | undefined, route: string, done: (access: Access, headers: Record<string, string>) => void): void;
/**
 * A fetch-style handler, `(Request) => Promise<Response>`, for frameworks built on the Fetch API (HTTP only). The
 * framework owns the sockets, so the bounds on unread answers are its own; the bounds on what is built (batch answers,
 * free answers per key and, given `clientAddress`, per address) are the engine's, as over node:http.
 */
export declare function fetchHandler(engine: TransportEngine, routes: readonly Route[], options?: Pick<ServerOptions, 'clientAddress'>): (request: Request) => Promise<Response>;
