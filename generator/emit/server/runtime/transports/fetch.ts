// The generated server's fetch-style handler, `(Request) => Promise<Response>`, for frameworks and runtimes built on
// the Fetch API (Cloudflare Workers, Deno, Bun, Hono, …), and what it shares with the node:http transport: routes,
// CORS preflights, error bodies. Nothing here needs Node: a bundle for a worker takes this module and never
// transports/node.ts. Internal module: use server.ts.
import { docsPage, docsPageHeaders, openrpcDocument, openrpcDocumentEtag } from '../document.js';
import type { TransportEngine } from '../engine/engine.js';
import type { Access } from '../engine/cors.js';
import { serverErrors, type RpcReply, type ServerOptions } from '../engine/options.js';

export const jsonType: RegExp = /^application\/([\w.+-]*\+)?json\s*(;|$)/i;

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
export function matchRoute(routes: readonly Route[], transport: 'http' | 'ws', url: string): RouteMatch | undefined {
  const end = url.indexOf('?');
  const path = end < 0 ? url : url.slice(0, end);
  for (const route of routes) {
    if (route.transport !== transport) continue;
    const match = route.pattern.exec(path);
    if (match === null) continue;
    const key = match.groups?.key ?? '';
    const shown = route.path ?? route.pattern.source;
    if (!key.includes('%')) return { apiKey: key, route: shown };
    try {
      // decodeURIComponent throws on a stray `%`, a bad hex pair and an invalid UTF-8 sequence (e.g. `%zz`,
      // `%E0%A4%A`): such a key is refused, never decoded loosely into one that could be another caller's.
      return { apiKey: decodeURIComponent(key), route: shown };
    } catch {
      return { apiKey: undefined, route: shown };
    }
  }
  return undefined;
}

/** An answer to `GET`/`HEAD` on a route's base path: the docs page, or the OpenRPC document. */
export interface PublishedReply {
  status: 200 | 302 | 304 | 404;
  headers: Record<string, string>;
  /** The body (empty for 304); a HEAD is answered without it. */
  body: string;
}

const documentSuffix = '/openrpc.json';

/**
 * What a `GET` or `HEAD` on an HTTP route's base path answers, where the key would follow (`/v3/` and `/v3` for
 * `/v3/<API_KEY>`; `/` for a spec without servers): the docs page (when the package has it), and at
 * `<base>/openrpc.json` the OpenRPC document. No key is involved: both are public. A server without the page answers
 * 404 at the base path. Undefined for any other request, which then goes on as before (405 for a GET with a key,
 * 404 off the routes). `cors` are the CORS headers for the
 * request's origin (the document may be read by tools on other origins; the page needs none).
 */
export function published(routes: readonly Route[], url: string, ifNoneMatch: string | undefined, cors?: Record<string, string>): PublishedReply | undefined {
  const end = url.indexOf('?');
  const path = end < 0 ? url : url.slice(0, end);
  const document = path.endsWith(documentSuffix);
  const base = document ? path.slice(0, -documentSuffix.length + 1) : path;
  for (const route of routes) {
    if (route.transport !== 'http') continue;
    const match = route.pattern.exec(base);
    if (match === null || (match.groups?.key ?? '') !== '') continue;
    // A package generated without the page (or with a server that does not serve it) has none to give.
    if (!document && docsPage === undefined) {
      const headers = { 'content-type': 'application/json', 'x-content-type-options': 'nosniff', ...cors };
      return { status: 404, headers, body: errorBody(-32600, 'Not found: this server publishes no docs page (its document is at openrpc.json)') };
    }
    const headers: Record<string, string> = document
      ? { 'content-type': 'application/json', 'cache-control': 'public, max-age=300', etag: openrpcDocumentEtag, 'x-content-type-options': 'nosniff', ...cors }
      : { ...docsPageHeaders };
    if (ifNoneMatch !== undefined && ifNoneMatch.split(/\s*,\s*/).includes(headers.etag!)) return { status: 304, headers, body: '' };
    return { status: 200, headers, body: document ? openrpcDocument : docsPage! };
  }
  // `/` is where a person starts: when no route lives there, it leads to the docs page of the first HTTP route.
  if (path === '/' && docsPage !== undefined) {
    const first = routes.find((r) => r.transport === 'http' && r.path !== undefined && r.path.endsWith('<API_KEY>'));
    const location = first?.path!.slice(0, -'<API_KEY>'.length);
    // Only a plain path goes into a header (the spec writes it; a stray character must not break the answer).
    if (location !== undefined && /^\/[\x21-\x7e]*$/.test(location)) {
      return { status: 302, headers: { location, 'content-type': 'text/plain; charset=utf-8', ...cors }, body: `The reference of this API is at ${location}\n` };
    }
  }
  return undefined;
}

export function errorBody(code: number, message: string): string {
  return `{"jsonrpc":"2.0","id":null,"error":{"code":${code},"message":${JSON.stringify(message)}}}`;
}

/**
 * Answers a CORS preflight (`OPTIONS` on an HTTP route): 204 with the allowed method (POST), headers and max age when
 * the origin may call; refused (no CORS headers) when `cors.origins` or the key's `allowedOrigins` excludes it. A key
 * that is missing or not accepted passes the preflight, so that the page can read the 401 its POST then gets. An
 * `OPTIONS` that is no preflight (no `Origin` or no `Access-Control-Request-Method`) gets 204 with `Allow`.
 */
export function preflight(
  engine: TransportEngine,
  origin: string | undefined,
  method: string | string[] | undefined,
  apiKey: string | undefined,
  route: string,
  done: (access: Access, headers: Record<string, string>) => void,
): void {
  if (origin === undefined || typeof method !== 'string') return done('ok', { allow: 'POST, OPTIONS' });
  if (method.toUpperCase() !== 'POST' || !engine.cors.allows(origin)) return done('origin refused', {});
  const decide = (access: Access) => done(access === 'origin refused' ? access : 'ok', engine.cors.preflight(origin));
  if (apiKey === undefined) return decide('unauthorized');
  const access = engine.authorize(apiKey, 'http', route, origin);
  if (typeof access === 'string') decide(access);
  else void access.then(decide);
}

/**
 * A fetch-style handler, `(Request) => Promise<Response>`, for frameworks built on the Fetch API (HTTP only). The
 * framework owns the sockets, so the bounds on unread answers are its own; the bounds on what is built (batch answers,
 * free answers per key and, given `clientAddress`, per address) are the engine's, as over node:http.
 */
export function fetchHandler(engine: TransportEngine, routes: readonly Route[], options: Pick<ServerOptions, 'clientAddress'> = {}): (request: Request) => Promise<Response> {
  const clientAddress = options.clientAddress;
  if (clientAddress !== undefined && typeof clientAddress !== 'function') throw new TypeError('server options: clientAddress must be a function of the request');
  const addressOf = (request: Request): string | undefined => {
    if (clientAddress === undefined) return undefined;
    const address = clientAddress(request);
    return typeof address === 'string' && address !== '' ? address : undefined;
  };
  const respond = (reply: RpcReply, extra?: Record<string, string>) => {
    const headers: Record<string, string> = { ...extra };
    if (reply.body !== undefined) headers['content-type'] = 'application/json';
    if (reply.retryAfter !== undefined) headers['retry-after'] = String(reply.retryAfter);
    return new Response(reply.body ?? null, { status: reply.body === undefined && reply.status === 200 ? 204 : reply.status, headers });
  };
  const refuse = (status: number, message: string, extra?: Record<string, string>) => respond({ status, body: errorBody(-32600, message) }, extra);
  return async (request: Request): Promise<Response> => {
    let path: string;
    try {
      path = new URL(request.url).pathname;
    } catch {
      return refuse(404, 'Not found: no JSON-RPC endpoint at this path');
    }
    // The server's own pages (`/healthz`, `/metrics`) first.
    const page = engine.ops.page(request.method, path, request.headers.get('authorization'));
    if (page !== undefined) {
      const { status, contentType, body, headers } = await page;
      return new Response(request.method === 'HEAD' ? null : body, { status, headers: { ...headers, 'content-type': contentType, 'cache-control': 'no-store' } });
    }
    const origin = request.headers.get('origin') ?? undefined;
    const cors = engine.cors.headers(origin);
    const refuseOrigin = () => respond(engine.originRefused(), { vary: 'Origin' });
    if (request.method === 'GET' || request.method === 'HEAD') {
      const answer = published(routes, path, request.headers.get('if-none-match') ?? undefined, cors);
      if (answer !== undefined) {
        const body = request.method === 'HEAD' || answer.status === 304 ? null : answer.body;
        // A body costs its bytes of the address's free answers (`freeBytesPerSecond`), as over node:http.
        const refused = body === null ? 0 : engine.free.take(undefined, addressOf(request), body.length);
        if (refused !== 0) {
          return respond(
            { status: 429, body: errorBody(serverErrors.rateLimited.code, serverErrors.rateLimited.message), retryAfter: Math.max(1, Math.ceil(refused.retryAfterMs / 1000)) },
            cors,
          );
        }
        return new Response(body, { status: answer.status, headers: answer.headers });
      }
    }
    const matched = matchRoute(routes, 'http', path);
    if (matched === undefined) return refuse(404, 'Not found: no JSON-RPC endpoint at this path', cors);
    const { apiKey, route } = matched;
    if (request.method === 'OPTIONS' && engine.cors.enabled) {
      const { access, headers } = await new Promise<{ access: Access; headers: Record<string, string> }>((resolve) =>
        preflight(engine, origin, request.headers.get('access-control-request-method') ?? undefined, apiKey, route, (access, headers) => resolve({ access, headers })),
      );
      return access === 'origin refused' ? refuseOrigin() : respond({ status: 204, body: undefined }, headers);
    }
    if (request.method !== 'POST') return refuse(405, 'Method not allowed: send JSON-RPC with POST', { ...cors, allow: engine.cors.enabled ? 'POST, OPTIONS' : 'POST' });
    const type = request.headers.get('content-type');
    if (type !== null && !jsonType.test(type)) return refuse(415, 'Unsupported content type: send application/json', cors);
    const access = apiKey === undefined ? 'unauthorized' : await engine.authorize(apiKey, 'http', route, origin);
    if (access === 'origin refused') return refuseOrigin();
    if (access === 'unauthorized' || apiKey === undefined) return respond(engine.unauthorized(), cors);
    const text = await readText(request, engine.maxBodyBytes);
    if (text === undefined) return respond(engine.tooLarge(), cors);
    return respond(await engine.dispatch(text, apiKey, 'http', request.signal, route, addressOf(request)), cors);
  };
}

/** The body as text, or undefined when it is larger than `max` bytes (reading stops there). */
async function readText(request: Request, max: number): Promise<string | undefined> {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > max) return undefined;
  if (request.body === null) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel().catch(() => undefined);
      return undefined;
    }
    chunks.push(value);
  }
  // TextDecoder rather than Buffer: this module runs outside Node too.
  const all = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    all.set(chunk, at);
    at += chunk.byteLength;
  }
  return new TextDecoder().decode(all);
}
