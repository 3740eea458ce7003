// The generated server's Node transport: node:http with a `ws` WebSocket endpoint on the same port (the fetch-style
// handler, which runs anywhere, is in server-fetch.ts). It takes the API key from the request path and hands text to
// the core. The package's `#server-node` import gives this module to Node only. The key,
// being part of the path, is never logged and never echoed: the core is given the route as documented
// (`/v3/<API_KEY>`) for its logs. The node:http server also bounds what a hostile client can hold: connections,
// time to send a request, and the replies a WebSocket leaves unread. Internal module: use server.ts.
import { STATUS_CODES, createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import { type Access, optionNumber, type RpcReply, type ServerOptions, type TransportEngine } from './server-core.js';
import { errorBody, jsonType, matchRoute, preflight, published, type Route } from './server-fetch.js';

/** The node:http bounds, from the options (seconds made milliseconds). */
interface Bounds {
  maxConnections: number;
  headersMs: number;
  requestMs: number;
  bodyMs: number;
  keepAliveMs: number;
  wsMaxBuffered: number;
  wsDrainMs: number;
}

/** The options this transport reads: only its bounds, so that its type (reached through `#server-node`) holds no
 * type of the API, which a compiler may take from another copy of the package. */
export type NodeServerOptions = Pick<
  ServerOptions,
  'maxConnections' | 'headersTimeoutSeconds' | 'requestTimeoutSeconds' | 'bodyTimeoutSeconds' | 'keepAliveTimeoutSeconds' | 'wsMaxBufferedBytes' | 'wsDrainTimeoutSeconds'
>;

function boundsOf(options: NodeServerOptions): Bounds {
  const seconds = (name: keyof NodeServerOptions, fallback: number) => Math.min(Math.round(optionNumber(name, options[name], fallback, 0.001) * 1000), 2_147_483_647);
  const requestMs = seconds('requestTimeoutSeconds', 30);
  return {
    maxConnections: Math.floor(optionNumber('maxConnections', options.maxConnections, 10_000, 1)),
    // node refuses a headers timeout longer than the request timeout.
    headersMs: Math.min(seconds('headersTimeoutSeconds', 10), requestMs),
    requestMs,
    bodyMs: seconds('bodyTimeoutSeconds', 10),
    keepAliveMs: seconds('keepAliveTimeoutSeconds', 5),
    wsMaxBuffered: optionNumber('wsMaxBufferedBytes', options.wsMaxBufferedBytes, 1_048_576, 1),
    wsDrainMs: seconds('wsDrainTimeoutSeconds', 30),
  };
}

function send(res: ServerResponse, reply: RpcReply, extra?: Record<string, string>): void {
  if (res.headersSent || res.destroyed) return;
  if (reply.status === 200 && reply.body !== undefined && extra === undefined) {
    // The common case, with the headers as a flat list (the cheapest form node:http takes).
    res.writeHead(200, ['content-type', 'application/json', 'content-length', String(Buffer.byteLength(reply.body))]);
    res.end(reply.body);
    return;
  }
  if (reply.status === 429 && reply.body !== undefined && extra === undefined) {
    // A refusal is as cheap to send as an answer.
    const headers = ['content-type', 'application/json', 'content-length', String(Buffer.byteLength(reply.body))];
    if (reply.retryAfter !== undefined) headers.push('retry-after', String(reply.retryAfter));
    res.writeHead(429, headers);
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

/** The reply to a connection past `maxConnections`, written before its request is read. */
const busyBody = errorBody(-32000, 'Server busy: too many connections');
const busyResponse = `HTTP/1.1 503 Service Unavailable\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(busyBody)}\r\nRetry-After: 1\r\nConnection: close\r\n\r\n${busyBody}`;

/** A `node:http` server answering POST on the HTTP routes and upgrading to WebSocket on the WebSocket routes. */
export function serveHttp(engine: TransportEngine, routes: readonly Route[], options: NodeServerOptions = {}): Server {
  const bounds = boundsOf(options);
  // Connections past the cap, answered 503 as they opened.
  const refused = new WeakSet<Socket>();
  // Bodies being read, oldest first: one sweep for all of them costs less per request than a timer each.
  const bodies = new Set<BodyRead>();
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
      onRequest(engine, routes, bounds, bodies, req, res);
    },
  );
  server.keepAliveTimeout = bounds.keepAliveMs;

  // Connections past the cap are answered 503 and closed at once, before anything is read from them.
  let open = 0;
  server.on('connection', (socket: Socket) => {
    if (open >= bounds.maxConnections) {
      refused.add(socket);
      socket.on('error', () => socket.destroy());
      socket.end(busyResponse);
      setTimeout(() => socket.destroy(), 1000).unref();
      return;
    }
    open++;
    socket.once('close', () => open--);
  });

  let sweep: ReturnType<typeof setInterval> | undefined;
  server.on('listening', () => {
    clearInterval(sweep);
    sweep = setInterval(
      () => {
        const now = Date.now();
        for (const body of bodies) {
          if (now - body.started < bounds.bodyMs) break;
          bodies.delete(body);
          body.expire();
        }
      },
      Math.max(50, Math.min(1000, Math.floor(bounds.bodyMs / 4))),
    );
    sweep.unref();
  });
  server.on('close', () => clearInterval(sweep));

  const sockets = new WebSocketServer({ noServer: true, maxPayload: engine.maxBodyBytes });
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (refused.has(req.socket)) return void socket.destroy();
    onUpgrade(engine, routes, bounds, sockets, req, socket, head);
  });
  // Upgraded sockets would keep close() waiting: end them with the server.
  const close = server.close.bind(server);
  server.close = ((callback?: (error?: Error) => void) => {
    for (const client of sockets.clients) client.terminate();
    return close(callback);
  }) as Server['close'];
  return server;
}

/** A request body being read: when its headers arrived, and what to do if it is not in by `bodyMs` after. */
interface BodyRead {
  started: number;
  expire: () => void;
}

function onRequest(engine: TransportEngine, routes: readonly Route[], bounds: Bounds, bodies: Set<BodyRead>, req: IncomingMessage, res: ServerResponse): void {
  // GET/HEAD on a base path: the docs page and the OpenRPC document (server-fetch.ts `published`); POST never gets here.
  if ((req.method === 'GET' || req.method === 'HEAD') && servePublished(engine, routes, req, res)) return;
  const matched = matchRoute(routes, 'http', req.url ?? '/');
  // A web page's origin: every answer to an allowed one carries the CORS headers, so the page can read errors too.
  const origin = typeof req.headers.origin === 'string' ? req.headers.origin : undefined;
  const cors = engine.cors.headers(origin, origin !== undefined && engine.cors.allows(origin));
  const reply = (answer: RpcReply, extra?: Record<string, string>) => send(res, answer, cors === undefined ? extra : { ...cors, ...extra });
  const refuse = (status: number, code: number, message: string, extra?: Record<string, string>) => {
    // Whatever body is left unread is not worth keeping the connection for.
    reply({ status, body: errorBody(code, message) }, { connection: 'close', ...extra });
  };
  /** A refused origin gets no CORS headers: the browser then keeps the answer from the page. */
  const refuseOrigin = () => send(res, engine.originRefused(), { vary: 'Origin', connection: 'close' });
  if (matched === undefined) return refuse(404, -32600, 'Not found: no JSON-RPC endpoint at this path');
  const { apiKey, route } = matched;
  if (req.method === 'OPTIONS' && engine.cors.enabled) {
    return preflight(engine, origin, req.headers['access-control-request-method'], apiKey, route, (access, headers) =>
      access === 'origin refused' ? refuseOrigin() : send(res, { status: 204, body: undefined }, headers),
    );
  }
  if (req.method !== 'POST') return refuse(405, -32600, 'Method not allowed: send JSON-RPC with POST', { allow: engine.cors.enabled ? 'POST, OPTIONS' : 'POST' });
  const type = req.headers['content-type'];
  if (type !== undefined && !jsonType.test(type)) return refuse(415, -32600, 'Unsupported content type: send application/json');
  const declared = req.headers['content-length'];
  if (declared !== undefined && Number(declared) > engine.maxBodyBytes) return reply(engine.tooLarge(), { connection: 'close' });
  // The key (and the page's origin) are checked before the body is read: a refused caller costs no more than its headers.
  if (apiKey === undefined) return reply(engine.unauthorized(), { connection: 'close' });
  const authorized = engine.authorize(apiKey, 'http', route, origin);
  if (authorized === 'unauthorized') return reply(engine.unauthorized(), { connection: 'close' });
  if (authorized === 'origin refused') return refuseOrigin();

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
  let stopped = false;
  // A body that does not arrive in time is answered 408 and its connection closed (a slow-body attack holds a
  // connection and its buffers for as long as the server waits). A request that ends otherwise (the client went
  // away) stays in the set until then: `send` does nothing on a closed response.
  const read: BodyRead = {
    started: Date.now(),
    expire: () => {
      if (stopped) return;
      stopped = true;
      chunks.length = 0;
      reply({ status: 408, body: errorBody(-32600, `Request Timeout: the body did not arrive within ${bounds.bodyMs / 1000} s`) }, { connection: 'close' });
    },
  };
  bodies.add(read);
  req.on('data', (chunk: Buffer) => {
    if (stopped) return;
    size += chunk.length;
    if (size > engine.maxBodyBytes) {
      stopped = true;
      bodies.delete(read);
      chunks.length = 0;
      reply(engine.tooLarge(), { connection: 'close' });
      return;
    }
    chunks.push(chunk);
  });
  req.on('error', () => abort(new Error('the request failed')));
  req.on('end', () => {
    bodies.delete(read);
    if (stopped) return;
    const text = chunks.length === 1 ? chunks[0]!.toString('utf8') : Buffer.concat(chunks).toString('utf8');
    const answer = (access: Access) =>
      access === 'ok' ? engine.dispatch(text, apiKey, 'http', signal, route).then((answer) => reply(answer)) : access === 'unauthorized' ? reply(engine.unauthorized()) : refuseOrigin();
    if (authorized === 'ok') void answer(authorized);
    else void authorized.then(answer);
  });
}

/** Answers `req` with the docs page or the document when it asks for one; false when it does not. */
function servePublished(engine: TransportEngine, routes: readonly Route[], req: IncomingMessage, res: ServerResponse): boolean {
  const origin = typeof req.headers.origin === 'string' ? req.headers.origin : undefined;
  const cors = origin === undefined ? undefined : engine.cors.headers(origin, engine.cors.allows(origin));
  const answer = published(routes, req.url ?? '/', req.headers['if-none-match'], cors);
  if (answer === undefined) return false;
  res.writeHead(answer.status, answer.status === 200 ? { ...answer.headers, 'content-length': Buffer.byteLength(answer.body) } : answer.headers);
  res.end(req.method === 'HEAD' ? undefined : answer.body);
  return true;
}

function onUpgrade(engine: TransportEngine, routes: readonly Route[], bounds: Bounds, sockets: WebSocketServer, req: IncomingMessage, socket: Duplex, head: Buffer): void {
  socket.on('error', () => socket.destroy());
  const reject = (status: number, body: string) => {
    if (socket.destroyed) return;
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
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
    sockets.handleUpgrade(req, socket, head, (ws) => onConnection(engine, bounds, ws, apiKey, route));
  };
  const origin = typeof req.headers.origin === 'string' ? req.headers.origin : undefined;
  const authorized = engine.authorize(apiKey, 'ws', route, origin);
  if (typeof authorized === 'string') accept(authorized);
  else void authorized.then(accept);
}

/** Messages one WebSocket may have being answered at once; past it the connection stops reading until one is. */
const maxInFlight = 256;

/** The WebSocket close code and reason for a client that leaves its replies unread. */
export const backlogClose = { code: 1008, reason: 'reply backlog not read' } as const;

/**
 * One WebSocket connection. It reads a message only while fewer than `maxInFlight` are being answered AND the
 * bytes it holds (the messages being answered and the replies not yet handed to the kernel) stay under
 * `wsMaxBuffered`: a client that sends and never reads fills its own send buffer, not the server's memory.
 * Reading resumes once they are down to half the mark. Unread replies (over half the mark) that keep it from
 * reading for `wsDrainMs` close the connection (1008), and drop it a second later.
 */
function onConnection(engine: TransportEngine, bounds: Bounds, ws: WebSocket, apiKey: string, route: string): void {
  // Calls still running when the connection closes are aborted.
  const controller = new AbortController();
  let inFlight = 0;
  /** Bytes of the messages being answered. */
  let pendingBytes = 0;
  /** Bytes of replies not yet handed to the kernel. */
  let backlog = 0;
  let drainTimer: ReturnType<typeof setTimeout> | undefined;
  let killTimer: ReturnType<typeof setTimeout> | undefined;
  ws.on('close', () => {
    clearTimeout(drainTimer);
    clearTimeout(killTimer);
    controller.abort(new Error('the WebSocket closed'));
  });
  ws.on('error', () => ws.terminate());

  const giveUp = () => {
    if (ws.readyState !== ws.OPEN) return;
    ws.close(backlogClose.code, backlogClose.reason);
    // The close frame waits behind the unread replies: a client that still does not read is dropped.
    killTimer = setTimeout(() => ws.terminate(), 1000);
  };
  /** Pauses or resumes reading, and starts or stops the drain deadline, after any change of the counts. */
  const regulate = () => {
    if (ws.readyState !== ws.OPEN) return;
    const held = backlog + pendingBytes;
    if (inFlight >= maxInFlight || held > bounds.wsMaxBuffered) {
      if (!ws.isPaused) ws.pause();
    } else if (ws.isPaused && held <= bounds.wsMaxBuffered / 2) ws.resume();
    // The deadline runs while unread replies keep the connection from reading; slow handlers have their own.
    const stuck = ws.isPaused && backlog > bounds.wsMaxBuffered / 2;
    if (stuck && drainTimer === undefined) drainTimer = setTimeout(giveUp, bounds.wsDrainMs);
    else if (!stuck && drainTimer !== undefined) {
      clearTimeout(drainTimer);
      drainTimer = undefined;
    }
  };
  const sent = (size: number) => () => {
    backlog -= size;
    regulate();
  };

  ws.on('message', (data: RawData) => {
    const buffer = Buffer.isBuffer(data) ? data : Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data);
    const size = buffer.length;
    inFlight++;
    pendingBytes += size;
    regulate();
    void engine.dispatch(buffer.toString('utf8'), apiKey, 'ws', controller.signal, route).then((reply) => {
      inFlight--;
      pendingBytes -= size;
      if (ws.readyState !== ws.OPEN) return;
      if (reply.body !== undefined) {
        const size = Buffer.byteLength(reply.body);
        backlog += size;
        // The callback runs once the frame is written to the socket (or the socket failed).
        ws.send(reply.body, sent(size));
      }
      regulate();
    });
  });
}
