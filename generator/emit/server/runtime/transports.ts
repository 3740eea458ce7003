// Transports of the generated server: node:http with a `ws` WebSocket endpoint on the same port, and a fetch-style
// handler for other frameworks. Both take the API key from the request path and hand text to the core. The key,
// being part of the path, is never logged and never echoed. Internal module: use server.ts.
import { STATUS_CODES, createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import type { RpcEngine, RpcReply } from './server-core.js';

/** A route from the spec's servers: a path pattern whose `key` group, when present, is the API key. */
export interface Route {
  transport: 'http' | 'ws';
  pattern: RegExp;
}

const jsonType = /^application\/([\w.+-]*\+)?json\s*(;|$)/i;

/** The API key of the first route matching `url`'s path: a string ('' for a route without a key), or undefined. */
export function matchRoute(routes: readonly Route[], transport: 'http' | 'ws', url: string): string | undefined {
  const end = url.indexOf('?');
  const path = end < 0 ? url : url.slice(0, end);
  for (const route of routes) {
    if (route.transport !== transport) continue;
    const match = route.pattern.exec(path);
    if (match === null) continue;
    const key = match.groups?.key ?? '';
    try {
      return decodeURIComponent(key);
    } catch {
      return '\u0000'; // not a key anyone has: refused by authentication
    }
  }
  return undefined;
}

function errorBody(code: number, message: string): string {
  return `{"jsonrpc":"2.0","id":null,"error":{"code":${code},"message":${JSON.stringify(message)}}}`;
}

function send(res: ServerResponse, reply: RpcReply, extra?: Record<string, string>): void {
  if (res.headersSent || res.destroyed) return;
  if (reply.status === 200 && reply.body !== undefined && extra === undefined) {
    // The common case, with the headers as a flat list (the cheapest form node:http takes).
    res.writeHead(200, ['content-type', 'application/json', 'content-length', String(Buffer.byteLength(reply.body))]);
    res.end(reply.body);
    return;
  }
  if (reply.body === undefined) {
    res.writeHead(reply.status === 200 ? 204 : reply.status, extra);
    res.end();
    return;
  }
  const headers: Record<string, string | number> = { 'content-type': 'application/json', 'content-length': Buffer.byteLength(reply.body), ...extra };
  if (reply.retryAfter !== undefined) headers['retry-after'] = reply.retryAfter;
  res.writeHead(reply.status, headers);
  res.end(reply.body);
}

/** A `node:http` server answering POST on the HTTP routes and upgrading to WebSocket on the WebSocket routes. */
export function serveHttp(engine: RpcEngine, routes: readonly Route[]): Server {
  const server = createServer((req, res) => onRequest(engine, routes, req, res));
  const sockets = new WebSocketServer({ noServer: true, maxPayload: engine.maxBodyBytes });
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => onUpgrade(engine, routes, sockets, req, socket, head));
  // Upgraded sockets would keep close() waiting: end them with the server.
  const close = server.close.bind(server);
  server.close = ((callback?: (error?: Error) => void) => {
    for (const client of sockets.clients) client.terminate();
    return close(callback);
  }) as Server['close'];
  return server;
}

function onRequest(engine: RpcEngine, routes: readonly Route[], req: IncomingMessage, res: ServerResponse): void {
  const apiKey = matchRoute(routes, 'http', req.url ?? '/');
  const refuse = (status: number, code: number, message: string, extra?: Record<string, string>) => {
    // Whatever body is left unread is not worth keeping the connection for.
    send(res, { status, body: errorBody(code, message) }, { connection: 'close', ...extra });
  };
  if (apiKey === undefined) return refuse(404, -32600, 'Not found: no JSON-RPC endpoint at this path');
  if (req.method !== 'POST') return refuse(405, -32600, 'Method not allowed: send JSON-RPC with POST', { allow: 'POST' });
  const type = req.headers['content-type'];
  if (type !== undefined && !jsonType.test(type)) return refuse(415, -32600, 'Unsupported content type: send application/json');
  const declared = req.headers['content-length'];
  if (declared !== undefined && Number(declared) > engine.maxBodyBytes) return send(res, engine.tooLarge(), { connection: 'close' });
  // The key is checked before the body is read: a refused caller costs no more than its headers.
  const authorized = engine.authorize(apiKey);
  if (authorized === false) return send(res, engine.unauthorized(), { connection: 'close' });

  // The AbortController, and the watch on the connection it needs, are made only when a handler asks for its
  // signal: most never do.
  let controller: AbortController | undefined;
  let gone: Error | undefined;
  const abort = (reason: Error) => {
    gone ??= reason;
    controller?.abort(reason);
  };
  const signal = () => {
    if (controller === undefined) {
      controller = new AbortController();
      if (gone === undefined && res.destroyed && !res.writableFinished) gone = new Error('the client closed the connection');
      if (gone !== undefined) controller.abort(gone);
      else {
        res.once('close', () => {
          if (!res.writableFinished) abort(new Error('the client closed the connection'));
        });
      }
    }
    return controller.signal;
  };
  const chunks: Buffer[] = [];
  let size = 0;
  let tooLarge = false;
  req.on('data', (chunk: Buffer) => {
    if (tooLarge) return;
    size += chunk.length;
    if (size > engine.maxBodyBytes) {
      tooLarge = true;
      chunks.length = 0;
      send(res, engine.tooLarge(), { connection: 'close' });
      return;
    }
    chunks.push(chunk);
  });
  req.on('error', () => abort(new Error('the request failed')));
  req.on('end', () => {
    if (tooLarge) return;
    const text = chunks.length === 1 ? chunks[0]!.toString('utf8') : Buffer.concat(chunks).toString('utf8');
    const answer = (ok: boolean) =>
      ok ? engine.dispatch(text, apiKey, 'http', signal).then((reply) => send(res, reply)) : send(res, engine.unauthorized());
    if (authorized === true) void answer(true);
    else void authorized.then(answer);
  });
}

function onUpgrade(engine: RpcEngine, routes: readonly Route[], sockets: WebSocketServer, req: IncomingMessage, socket: Duplex, head: Buffer): void {
  socket.on('error', () => socket.destroy());
  const reject = (status: number, body: string) => {
    if (socket.destroyed) return;
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  };
  const apiKey = matchRoute(routes, 'ws', req.url ?? '/');
  if (apiKey === undefined) return reject(404, errorBody(-32600, 'Not found: no WebSocket endpoint at this path'));
  const accept = (ok: boolean) => {
    if (!ok) return reject(401, engine.unauthorized().body!);
    if (socket.destroyed) return;
    sockets.handleUpgrade(req, socket, head, (ws) => onConnection(engine, ws, apiKey));
  };
  const authorized = engine.authorize(apiKey);
  if (typeof authorized === 'boolean') accept(authorized);
  else void authorized.then(accept);
}

/** Calls one WebSocket may have running at once; past it the connection stops reading until one is answered. */
const maxInFlight = 256;

function onConnection(engine: RpcEngine, ws: WebSocket, apiKey: string): void {
  // Calls still running when the connection closes are aborted.
  const controller = new AbortController();
  ws.on('close', () => controller.abort(new Error('the WebSocket closed')));
  ws.on('error', () => ws.terminate());
  let inFlight = 0;
  ws.on('message', (data: RawData) => {
    const text = Array.isArray(data) ? Buffer.concat(data).toString('utf8') : Buffer.from(data as ArrayBuffer).toString('utf8');
    if (++inFlight >= maxInFlight && !ws.isPaused) ws.pause();
    void engine.dispatch(text, apiKey, 'ws', controller.signal).then((reply) => {
      inFlight--;
      if (ws.readyState !== ws.OPEN) return;
      if (ws.isPaused && inFlight < maxInFlight) ws.resume();
      if (reply.body !== undefined) ws.send(reply.body);
    });
  });
}

/** A fetch-style handler, `(Request) => Promise<Response>`, for frameworks built on the Fetch API (HTTP only). */
export function fetchHandler(engine: RpcEngine, routes: readonly Route[]): (request: Request) => Promise<Response> {
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
    const apiKey = matchRoute(routes, 'http', path);
    if (apiKey === undefined) return refuse(404, 'Not found: no JSON-RPC endpoint at this path');
    if (request.method !== 'POST') return refuse(405, 'Method not allowed: send JSON-RPC with POST', { allow: 'POST' });
    const type = request.headers.get('content-type');
    if (type !== null && !jsonType.test(type)) return refuse(415, 'Unsupported content type: send application/json');
    if (!(await engine.authorize(apiKey))) return respond(engine.unauthorized());
    const text = await readText(request, engine.maxBodyBytes);
    if (text === undefined) return respond(engine.tooLarge());
    return respond(await engine.dispatch(text, apiKey, 'http', request.signal));
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
  return Buffer.concat(chunks).toString('utf8');
}
