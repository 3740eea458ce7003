import type { Access, TransportEngine } from './server-core.js';
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
export declare function errorBody(code: number, message: string): string;
/**
 * Answers a CORS preflight (`OPTIONS` on an HTTP route): 204 with the allowed method (POST), headers and max age when
 * the origin may call; refused (no CORS headers) when `cors.origins` or the key's `allowedOrigins` excludes it. A key
 * that is missing or not accepted passes the preflight, so that the page can read the 401 its POST then gets. An
 * `OPTIONS` that is no preflight (no `Origin` or no `Access-Control-Request-Method`) gets 204 with `Allow`.
 */
export declare function preflight(engine: TransportEngine, origin: string | undefined, method: string | string[] | undefined, apiKey: string | undefined, route: string, done: (access: Access, headers: Record<string, string>) => void): void;
/** A fetch-style handler, `(Request) => Promise<Response>`, for frameworks built on the Fetch API (HTTP only). */
export declare function fetchHandler(engine: TransportEngine, routes: readonly Route[]): (request: Request) => Promise<Response>;
