// The generated server's Node transport: node:http with a `ws` WebSocket endpoint on the same port (the fetch-style
// handler, which runs anywhere, is in transports/fetch.ts). It takes the API key from the request path and hands text to
// the engine. The package's `#server-node` import gives this module to Node only. The key,
// being part of the path, is never logged and never echoed: the engine is given the route as documented
// (`/v3/<API_KEY>`) for its logs. The node:http server also bounds what a hostile client can hold: connections,
// time to send a request, and the answers an HTTP connection or a WebSocket leaves unread (transports/backlog.ts).
// Each WebSocket, once accepted here, is served by transports/websocket.ts.
// Internal module: use server.ts.
import { STATUS_CODES, createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import type { Duplex } from 'node:stream';
import type { WebSocketServer } from 'ws';
import type { TransportEngine } from '../engine/engine.js';
import type { Recipient, RequestAbort } from '../engine/call.js';
import type { Access } from '../engine/cors.js';
import { optionNumber, type RpcReply, serverErrors } from '../engine/options.js';
import { boundsOf, type Bounds, type NodeServerOptions } from './bounds.js';
import { Deadlines, type Deadline, type Expiring } from '../deadlines.js';
import { TurnBudget, WriteBacklog } from './backlog.js';
import { errorBody, jsonType, matchRoute, preflight, published, type Route, type RouteMatch } from './fetch.js';
import type { OpsPage } from '../engine/ops.js';
import { shutdownServer, type LiveSocket } from './shutdown.js';
import { capConnections, endAndDrop, rawJsonResponse } from './connection-cap.js';
import { SocketsPerKey, tooManySocketsResponse } from './socket-cap.js';
import { serveSocket } from './websocket.js';

export type { NodeServerOptions };
export { connectionHooks } from './connection-cap.js';

/**
 * `ws` as this package resolves it, else as the application does. npm installs no dependency of a package linked
 * with `file:` (Node resolves it from the link's target, where nothing was installed), so there the application's
 * own `ws` (`npm i ws`) is the one to use. The client's platform.node.ts loads it the same way. Loaded synchronously
 * (`ws` is CommonJS) rather than by a top-level `await import`: Node's `require()` of an ES module (20.19+, 22.12+)
 * refuses a module graph with a top-level await, which made `require('<package>/server')` fail from CommonJS.
 */
const wsModule: typeof import('ws') = loadWs();

function loadWs(): typeof import('ws') {
  let first: unknown;
  for (const from of [import.meta.url, process.argv[1], `${process.cwd()}/`]) {
    if (from === undefined) continue;
    try {
      return createRequire(from)('ws') as typeof import('ws');
    } catch (error) {
      // Not there: the next place; if none has it, the first error (the package's own resolution) is the one to show.
      first ??= error;
    }
  }
  throw first;
}

/**
 * Characters past which an answer is written as one Buffer: node:http joins its headers to a string body, and the
 * socket then copies the joined text once more, each a copy as large as the answer held until it is collected.
 */
const largeBody = 65_536;

function send(res: ServerResponse, reply: RpcReply, extra?: Record<string, string>): void {
  if (res.headersSent || res.destroyed) return;
  if (reply.status === 200 && reply.body !== undefined && extra === undefined) {
    if (reply.body.length > largeBody) {
      const bytes = Buffer.from(reply.body);
      res.writeHead(200, ['content-type', 'application/json', 'content-length', String(bytes.length)]);
      res.end(bytes);
      return;
    }
    // The common case, with the headers as a flat list (the cheapest form node:http takes).
    res.writeHead(200, ['content-type', 'application/json', 'content-length', String(Buffer.byteLength(reply.body))]);
    res.end(reply.body);
    return;
  }
  if (reply.retryAfter !== undefined && reply.body !== undefined && extra === undefined) {
    // A refusal (402, 429, 503) is as cheap to send as an answer.
    res.writeHead(reply.status, ['content-type', 'application/json', 'content-length', String(Buffer.byteLength(reply.body)), 'retry-after', String(reply.retryAfter)]);
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

/** The answer while the server holds more than `maxQueuedBytes` of unread answers: no new one is built. */
/** Answer characters an HTTP side builds in one turn of the event loop before the next answer waits (TurnBudget). */
const answerBytesPerTurn = 1_048_576;
const answersNotReadBody = errorBody(serverErrors.answersNotRead.code, serverErrors.answersNotRead.message);

/** `GET /healthz`, `GET /metrics`: the server's own pages (engine/ops.ts). */
function sendPage(res: ServerResponse, page: OpsPage, head: boolean): void {
  if (res.headersSent || res.destroyed) return;
  res.writeHead(page.status, { ...page.headers, 'content-type': page.contentType, 'content-length': Buffer.byteLength(page.body), 'cache-control': 'no-store' });
  res.end(head ? undefined : page.body);
}

/**
 * The server `createServer` returns: a node:http `Server` with `shutdown` (written out rather than named, as this
 * module's types may come from another copy of the package).
 */
export type GracefulServer = Server & { shutdown(options?: { timeoutMs?: number }): Promise<void> };

/** A `node:http` server answering POST on the HTTP routes and upgrading to WebSocket on the WebSocket routes. */
export function serveHttp(engine: TransportEngine, routes: readonly Route[], options: NodeServerOptions = {}): GracefulServer {
  const bounds = boundsOf(options);
  // The body deadlines and the engine's call timeouts, on one timer: this process's timers outlive a request.
  const deadlines = new Deadlines();
  engine.useDeadlines(deadlines);
  const backlog = new WriteBacklog({ perConnection: bounds.httpMaxQueued, total: bounds.maxQueued, drainMs: bounds.httpDrainMs }, deadlines, (queuedBytes) =>
    engine.ops.info('connection dropped', { transport: 'http', reason: 'answers not read', queuedBytes }),
  );
  const http: HttpSide = { engine, bounds, deadlines, backlog, turn: new TurnBudget(answerBytesPerTurn), route: rememberLast((url) => matchRoute(routes, 'http', url)), routes, contentType: rememberLast((type) => jsonType.test(type)) };
  const server = createServer(
    {
      headersTimeout: bounds.headersMs,
      requestTimeout: bounds.requestMs,
      keepAliveTimeout: bounds.keepAliveMs,
      // node enforces the two timeouts above when it checks its connections (every 30 s by default): check often
      // enough that a timeout is not overshot by more than a quarter of it.
      connectionsCheckingInterval: Math.max(50, Math.min(1000, Math.floor(bounds.headersMs / 4))),
    },
    (req, res) => {
      if (refused.has(req.socket)) return;
      onRequest(http, req, res);
    },
  );
  server.keepAliveTimeout = bounds.keepAliveMs;
  // Connections past the cap, answered 503 as they opened: nothing read from them is handled.
  const refused = capConnections(server, bounds.maxConnections);

  const sockets = new wsModule.WebSocketServer({ noServer: true, maxPayload: engine.maxBodyBytes });
  // Open WebSocket connections, for a graceful shutdown.
  const live = new Set<LiveSocket>();
  const perKey = new SocketsPerKey(bounds.wsMaxSocketsPerKey);
  let shutdown: Promise<void> | undefined;
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (refused.has(req.socket)) return void socket.destroy();
    if (shutdown !== undefined) return void endAndDrop(socket, shuttingDownResponse);
    onUpgrade(engine, routes, bounds, deadlines, backlog, sockets, live, perKey, req, socket, head);
  });
  // Upgraded sockets would keep close() waiting: end them with the server.
  const close = server.close.bind(server);
  server.close = ((callback?: (error?: Error) => void) => {
    for (const client of sockets.clients) client.terminate();
    return close(callback);
  }) as Server['close'];
  const graceful = server as GracefulServer;
  graceful.shutdown = (shutdownOptions = {}) => {
    const timeoutMs = Math.min(Math.round(optionNumber('shutdown timeoutMs', shutdownOptions.timeoutMs, 10_000, 0)), 2_147_483_647);
    shutdown ??= shutdownServer(server, close, live, () => engine.ops.startShutdown(), timeoutMs).then(() => engine.ops.info('shutdown complete', {}));
    return shutdown;
  };
  return graceful;
}

/** The answer to a WebSocket handshake while the server shuts down. */
const shuttingDownBody = errorBody(-32000, 'Server shutting down');
const shuttingDownResponse = rawJsonResponse('503 Service Unavailable', shuttingDownBody);

/** What every HTTP request of one server shares. */
interface HttpSide {
  engine: TransportEngine;
  bounds: Bounds;
  deadlines: Deadlines;
  /** The answers written and not yet read, on every connection. */
  backlog: WriteBacklog;
  /** The answer bytes built in this turn of the event loop. */
  turn: TurnBudget;
  /** The route a request URL matches. */
  route: (url: string) => RouteMatch | undefined;
  /** The routes, for GET of the docs page and the document (`published`). */
  routes: readonly Route[];
  /** Whether a Content-Type is JSON. */
  contentType: (type: string) => boolean;
}

/**
 * `compute` remembering its last answer: a client on a keep-alive connection sends every request to the same URL with
 * the same headers, which are then matched and tested once. One entry, so nothing grows.
 */
function rememberLast<T>(compute: (value: string) => T): (value: string) => T {
  let lastValue: string | undefined;
  let last: T;
  return (value) => {
    if (value !== lastValue) {
      last = compute(value);
      lastValue = value;
    }
    return last;
  };
}

/** Writes an error answer and closes the connection: whatever body is left unread is not worth keeping it for. */
function refuse(res: ServerResponse, cors: Record<string, string> | undefined, status: number, code: number, message: string, extra?: Record<string, string>): void {
  send(res, { status, body: errorBody(code, message) }, { ...cors, connection: 'close', ...extra });
}

/** 503 while the server holds more than `maxQueuedBytes` of unread answers; the connection is closed. */
function answersNotRead(res: ServerResponse, cors: Record<string, string> | undefined): void {
  send(res, { status: 503, body: answersNotReadBody }, { ...cors, connection: 'close', 'retry-after': '1' });
}

/** A refused origin gets no CORS headers: the browser then keeps the answer from the page. */
function refuseOrigin(engine: TransportEngine, res: ServerResponse): void {
  send(res, engine.originRefused(), { vary: 'Origin', connection: 'close' });
}

function onRequest(http: HttpSide, req: IncomingMessage, res: ServerResponse): void {
  // GET/HEAD: the server's own pages (`/healthz`, `/metrics`: engine/ops.ts), then on a base path the docs page and the
  // OpenRPC document (transports/fetch.ts `published`). One comparison on POST.
  if (req.method !== 'POST' && (req.method === 'GET' || req.method === 'HEAD')) {
    const page = http.engine.ops.page(req.method, req.url ?? '/', req.headers.authorization);
    if (page !== undefined) return void page.then((page) => sendPage(res, page, req.method === 'HEAD'));
    if (servePublished(http, req, res)) return;
  }
  const { engine } = http;
  const matched = http.route(req.url ?? '/');
  // A web page's origin: every answer to an allowed one carries the CORS headers, so the page can read errors too.
  const origin = typeof req.headers.origin === 'string' ? req.headers.origin : undefined;
  const cors = engine.cors.headers(origin);
  if (matched === undefined) return refuse(res, cors, 404, -32600, 'Not found: no JSON-RPC endpoint at this path');
  if (http.backlog.over) return answersNotRead(res, cors);
  const { apiKey, route } = matched;
  if (req.method === 'OPTIONS' && engine.cors.enabled) {
    return preflight(engine, origin, req.headers['access-control-request-method'], apiKey, route, (access, headers) =>
      access === 'origin refused' ? refuseOrigin(engine, res) : send(res, { status: 204, body: undefined }, headers),
    );
  }
  if (req.method !== 'POST') return refuse(res, cors, 405, -32600, 'Method not allowed: send JSON-RPC with POST', { allow: engine.cors.enabled ? 'POST, OPTIONS' : 'POST' });
  const type = req.headers['content-type'];
  if (type !== undefined && !http.contentType(type)) return refuse(res, cors, 415, -32600, 'Unsupported content type: send application/json');
  const declared = req.headers['content-length'];
  if (declared !== undefined && Number(declared) > engine.maxBodyBytes) return send(res, engine.tooLarge(), { ...cors, connection: 'close' });
  // The key (and the page's origin) are checked before the body is read: a refused caller costs no more than its headers.
  if (apiKey === undefined) return send(res, engine.unauthorized(), { ...cors, connection: 'close' });
  const authorized = engine.authorize(apiKey, 'http', route, origin);
  if (authorized === 'unauthorized') return send(res, engine.unauthorized(), { ...cors, connection: 'close' });
  if (authorized === 'origin refused') return refuseOrigin(engine, res);
  new HttpCall(http, req, res, cors, apiKey, route, authorized);
}

/**
 * A POST whose key passed: reads its body within `bodyMs` and answers it. A body that does not arrive in time is
 * answered 408 and its connection closed (a slow-body attack holds a connection and its buffers for as long as the
 * server waits). One object per request, its handlers methods: cheaper than a closure each.
 */
class HttpCall implements RequestAbort, Recipient, Expiring {
  private readonly chunks: Buffer[] = [];
  private size = 0;
  private stopped = false;
  private readonly deadline: Deadline;
  /** Why the request is gone (the client closed the connection, the request failed); undefined while it is not. */
  private gone: Error | undefined;
  /** The calls listening for `gone` (see `whenGone`). */
  private listeners: ((reason: Error) => void)[] | undefined;

  constructor(
    private readonly http: HttpSide,
    req: IncomingMessage,
    private readonly res: ServerResponse,
    private readonly cors: Record<string, string> | undefined,
    private readonly apiKey: string,
    private readonly route: string,
    private readonly access: 'ok' | Promise<Access>,
  ) {
    this.deadline = http.deadlines.add(http.bounds.bodyMs, this);
    req.on('data', (chunk: Buffer) => this.data(chunk));
    req.on('error', () => this.abort(new Error('the request failed')));
    req.on('end', () => this.end());
  }

  private reply(answer: RpcReply, extra?: Record<string, string>): void {
    if (answer.body !== undefined) this.http.turn.spend(answer.body.length);
    send(this.res, answer, this.cors === undefined ? extra : { ...this.cors, ...extra });
    this.http.backlog.wrote(this.res.socket);
  }

  /** The body deadline passed (`Expiring`). */
  expire(): void {
    if (this.stopped) return;
    this.stopped = true;
    this.chunks.length = 0;
    this.reply({ status: 408, body: errorBody(-32600, `Request Timeout: the body did not arrive within ${this.http.bounds.bodyMs / 1000} s`) }, { connection: 'close' });
  }

  private data(chunk: Buffer): void {
    if (this.stopped) return;
    this.size += chunk.length;
    if (this.size > this.http.engine.maxBodyBytes) {
      this.stopped = true;
      this.http.deadlines.delete(this.deadline);
      this.chunks.length = 0;
      this.reply(this.http.engine.tooLarge(), { connection: 'close' });
      return;
    }
    this.chunks.push(chunk);
  }

  private end(): void {
    this.http.deadlines.delete(this.deadline);
    if (this.stopped) return;
    const { chunks } = this;
    const text = chunks.length === 1 ? chunks[0]!.toString('utf8') : Buffer.concat(chunks).toString('utf8');
    const { access } = this;
    if (access === 'ok') this.answer(text);
    else
      void access.then((access) =>
        access === 'ok' ? this.answer(text) : access === 'unauthorized' ? this.reply(this.http.engine.unauthorized()) : refuseOrigin(this.http.engine, this.res),
      );
  }

  private answer(text: string): void {
    // Checked again: the answers of the requests read meanwhile may have taken the server over.
    if (this.http.backlog.over) return answersNotRead(this.res, this.cors);
    if (this.http.turn.spentUp) return this.http.turn.wait(() => this.answer(text));
    // A refusal or an invalid call is answered at once; a call that waits, when it is done.
    const answer = this.http.engine.dispatchTo(text, this.apiKey, 'http', this, this.route, this, this.res.socket?.remoteAddress);
    if (answer !== undefined) this.reply(answer);
  }

  /** The reply of a request that waited (`Recipient`). */
  deliver(answer: RpcReply): void {
    this.reply(answer);
  }

  private abort(reason: Error): void {
    if (this.gone !== undefined) return;
    this.gone = reason;
    const listeners = this.listeners;
    this.listeners = undefined;
    if (listeners !== undefined) for (const listener of listeners) listener(reason);
  }

  /**
   * The request's end for its calls (`RequestAbort`): the calls make their own AbortController when a handler asks
   * for its signal, and listen here. The watch on the connection is set up only then: most handlers never ask.
   */
  whenGone(listener: (reason: Error) => void): () => void {
    const { res } = this;
    if (this.gone === undefined && this.listeners === undefined) {
      if (res.destroyed && !res.writableFinished) this.gone = new Error('the client closed the connection');
      else {
        this.listeners = [];
        res.once('close', () => {
          if (!res.writableFinished) this.abort(new Error('the client closed the connection'));
        });
      }
    }
    if (this.gone !== undefined) {
      listener(this.gone);
      return () => undefined;
    }
    const listeners = (this.listeners ??= []);
    listeners.push(listener);
    return () => {
      const at = this.listeners?.indexOf(listener) ?? -1;
      if (at >= 0) this.listeners!.splice(at, 1);
    };
  }
}

/** Answers `req` with the docs page or the document when it asks for one; false when it does not. */
function servePublished(http: HttpSide, req: IncomingMessage, res: ServerResponse): boolean {
  const cors = http.engine.cors.headers(typeof req.headers.origin === 'string' ? req.headers.origin : undefined);
  const answer = published(http.routes, req.url ?? '/', req.headers['if-none-match'], cors);
  if (answer === undefined) return false;
  // A body costs its bytes of the address's free answers (`freeBytesPerSecond`); a 304 or a HEAD costs nothing.
  const body = req.method === 'HEAD' || answer.status === 304 ? undefined : answer.body;
  if (body !== undefined) {
    if (http.backlog.over) {
      answersNotRead(res, cors);
      return true;
    }
    const refused = http.engine.free.take(undefined, req.socket.remoteAddress, body.length);
    if (refused !== 0) {
      const retryAfter = String(Math.max(1, Math.ceil(refused.retryAfterMs / 1000)));
      send(res, { status: 429, body: errorBody(serverErrors.rateLimited.code, serverErrors.rateLimited.message) }, { ...cors, 'retry-after': retryAfter });
      return true;
    }
  }
  res.writeHead(answer.status, answer.status !== 304 ? { ...answer.headers, 'content-length': Buffer.byteLength(answer.body) } : answer.headers);
  res.end(body);
  http.backlog.wrote(res.socket);
  return true;
}

function onUpgrade(
  engine: TransportEngine,
  routes: readonly Route[],
  bounds: Bounds,
  deadlines: Deadlines,
  backlog: WriteBacklog,
  sockets: WebSocketServer,
  live: Set<LiveSocket>,
  perKey: SocketsPerKey,
  req: IncomingMessage,
  socket: Duplex,
  head: Buffer,
): void {
  socket.on('error', () => socket.destroy());
  const reject = (status: number, body: string) => {
    if (socket.destroyed) return;
    // Ended and dropped: an upgrade's socket has no timeout left, and a client that never closes its side would
    // hold one of maxConnections for good (1,000 bad-key handshakes left open filled the server).
    endAndDrop(socket, rawJsonResponse(`${status} ${STATUS_CODES[status]}`, body));
  };
  const matched = matchRoute(routes, 'ws', req.url ?? '/');
  if (matched === undefined) return reject(404, errorBody(-32600, 'Not found: no WebSocket endpoint at this path'));
  const { apiKey, route } = matched;
  if (apiKey === undefined) return reject(401, engine.unauthorized().body!);
  const accept = (access: Access) => {
    if (access === 'unauthorized') return reject(401, engine.unauthorized().body!);
    // A page's WebSocket carries its origin (browsers send it; CORS does not cover WebSocket, the server must check).
    if (access === 'origin refused') return reject(403, engine.originRefused().body!);
    if (socket.destroyed) return;
    // Checked after the key is known good (an unknown key gets its 401, not this), in the turn in which ws completes
    // the handshake and the socket is counted: concurrent handshakes of one key cannot all slip under the cap.
    if (!perKey.admits(apiKey)) return void endAndDrop(socket, tooManySocketsResponse);
    const address = req.socket.remoteAddress;
    sockets.handleUpgrade(req, socket, head, (ws) => {
      perKey.opened(apiKey);
      ws.once('close', () => perKey.closed(apiKey));
      serveSocket(engine, bounds, deadlines, backlog, live, ws, apiKey, route, address);
    });
  };
  const origin = typeof req.headers.origin === 'string' ? req.headers.origin : undefined;
  const authorized = engine.authorize(apiKey, 'ws', route, origin);
  if (typeof authorized === 'string') accept(authorized);
  else void authorized.then(accept);
}
