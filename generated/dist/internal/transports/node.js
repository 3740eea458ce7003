import { STATUS_CODES, createServer } from "node:http";
import { createRequire } from "node:module";
import { optionNumber, serverErrors } from "../engine/options.js";
import { boundsOf } from "./bounds.js";
import { Deadlines } from "../deadlines.js";
import { TurnBudget, WriteBacklog } from "./backlog.js";
import { errorBody, jsonType, matchRoute, preflight, published } from "./fetch.js";
import { shutdownServer } from "./shutdown.js";
import { capConnections, endAndDrop, rawJsonResponse } from "./connection-cap.js";
import { SocketsPerKey, tooManySocketsResponse } from "./socket-cap.js";
import { serveSocket } from "./websocket.js";
import { connectionHooks } from "./connection-cap.js";
const wsModule = loadWs();
function loadWs() {
  let first;
  for (const from of [import.meta.url, process.argv[1], `${process.cwd()}/`]) {
    if (from === void 0) continue;
    try {
      return createRequire(from)("ws");
    } catch (error) {
      first ??= error;
    }
  }
  throw first;
}
const largeBody = 65536;
function send(res, reply, extra) {
  if (res.headersSent || res.destroyed) return;
  if (reply.status === 200 && reply.body !== void 0 && extra === void 0) {
    if (reply.body.length > largeBody) {
      const bytes = Buffer.from(reply.body);
      res.writeHead(200, ["content-type", "application/json", "content-length", String(bytes.length)]);
      res.end(bytes);
      return;
    }
    res.writeHead(200, ["content-type", "application/json", "content-length", String(Buffer.byteLength(reply.body))]);
    res.end(reply.body);
    return;
  }
  if (reply.retryAfter !== void 0 && reply.body !== void 0 && extra === void 0) {
    res.writeHead(reply.status, ["content-type", "application/json", "content-length", String(Buffer.byteLength(reply.body)), "retry-after", String(reply.retryAfter)]);
    res.end(reply.body);
    return;
  }
  if (reply.body === void 0) {
    res.writeHead(reply.status === 200 ? 204 : reply.status, extra);
    res.end();
    return;
  }
  const headers = { "content-type": "application/json", "content-length": Buffer.byteLength(reply.body), ...extra };
  if (reply.retryAfter !== void 0) headers["retry-after"] = reply.retryAfter;
  res.writeHead(reply.status, headers);
  res.end(reply.body);
}
const answerBytesPerTurn = 1048576;
const answersNotReadBody = errorBody(serverErrors.answersNotRead.code, serverErrors.answersNotRead.message);
function sendPage(res, page, head) {
  if (res.headersSent || res.destroyed) return;
  res.writeHead(page.status, { ...page.headers, "content-type": page.contentType, "content-length": Buffer.byteLength(page.body), "cache-control": "no-store" });
  res.end(head ? void 0 : page.body);
}
function serveHttp(engine, routes, options = {}) {
  const bounds = boundsOf(options);
  const deadlines = new Deadlines();
  engine.useDeadlines(deadlines);
  const backlog = new WriteBacklog(
    { perConnection: bounds.httpMaxQueued, total: bounds.maxQueued, drainMs: bounds.httpDrainMs },
    deadlines,
    (queuedBytes) => engine.ops.info("connection dropped", { transport: "http", reason: "answers not read", queuedBytes })
  );
  const http = { engine, bounds, deadlines, backlog, turn: new TurnBudget(answerBytesPerTurn), route: rememberLast((url) => matchRoute(routes, "http", url)), routes, contentType: rememberLast((type) => jsonType.test(type)) };
  const server = createServer(
    {
      headersTimeout: bounds.headersMs,
      requestTimeout: bounds.requestMs,
      keepAliveTimeout: bounds.keepAliveMs,
      // node enforces the two timeouts above when it checks its connections (every 30 s by default): check often
      // enough that a timeout is not overshot by more than a quarter of it.
      connectionsCheckingInterval: Math.max(50, Math.min(1e3, Math.floor(bounds.headersMs / 4)))
    },
    (req, res) => {
      if (refused.has(req.socket)) return;
      onRequest(http, req, res);
    }
  );
  server.keepAliveTimeout = bounds.keepAliveMs;
  const refused = capConnections(server, bounds.maxConnections);
  const sockets = new wsModule.WebSocketServer({ noServer: true, maxPayload: engine.maxBodyBytes });
  const live = /* @__PURE__ */ new Set();
  const perKey = new SocketsPerKey(bounds.wsMaxSocketsPerKey);
  let shutdown;
  server.on("upgrade", (req, socket, head) => {
    if (refused.has(req.socket)) return void socket.destroy();
    if (shutdown !== void 0) return void endAndDrop(socket, shuttingDownResponse);
    onUpgrade(engine, routes, bounds, deadlines, backlog, sockets, live, perKey, req, socket, head);
  });
  const close = server.close.bind(server);
  server.close = ((callback) => {
    for (const client of sockets.clients) client.terminate();
    return close(callback);
  });
  const graceful = server;
  graceful.shutdown = (shutdownOptions = {}) => {
    const timeoutMs = Math.min(Math.round(optionNumber("shutdown timeoutMs", shutdownOptions.timeoutMs, 1e4, 0)), 2147483647);
    shutdown ??= shutdownServer(server, close, live, () => engine.ops.startShutdown(), timeoutMs).then(() => engine.ops.info("shutdown complete", {}));
    return shutdown;
  };
  return graceful;
}
const shuttingDownBody = errorBody(-32e3, "Server shutting down");
const shuttingDownResponse = rawJsonResponse("503 Service Unavailable", shuttingDownBody);
function rememberLast(compute) {
  let lastValue;
  let last;
  return (value) => {
    if (value !== lastValue) {
      last = compute(value);
      lastValue = value;
    }
    return last;
  };
}
function refuse(res, cors, status, code, message, extra) {
  send(res, { status, body: errorBody(code, message) }, { ...cors, connection: "close", ...extra });
}
function answersNotRead(res, cors) {
  send(res, { status: 503, body: answersNotReadBody }, { ...cors, connection: "close", "retry-after": "1" });
}
function refuseOrigin(engine, res) {
  send(res, engine.originRefused(), { vary: "Origin", connection: "close" });
}
function onRequest(http, req, res) {
  if (req.method !== "POST" && (req.method === "GET" || req.method === "HEAD")) {
    const page = http.engine.ops.page(req.method, req.url ?? "/", req.headers.authorization);
    if (page !== void 0) return void page.then((page2) => sendPage(res, page2, req.method === "HEAD"));
    if (servePublished(http, req, res)) return;
  }
  const { engine } = http;
  const matched = http.route(req.url ?? "/");
  const origin = typeof req.headers.origin === "string" ? req.headers.origin : void 0;
  const cors = engine.cors.headers(origin);
  if (matched === void 0) return refuse(res, cors, 404, -32600, "Not found: no JSON-RPC endpoint at this path");
  if (http.backlog.over) return answersNotRead(res, cors);
  const { apiKey, route } = matched;
  if (req.method === "OPTIONS" && engine.cors.enabled) {
    return preflight(
      engine,
      origin,
      req.headers["access-control-request-method"],
      apiKey,
      route,
      (access, headers) => access === "origin refused" ? refuseOrigin(engine, res) : send(res, { status: 204, body: void 0 }, headers)
    );
  }
  if (req.method !== "POST") return refuse(res, cors, 405, -32600, "Method not allowed: send JSON-RPC with POST", { allow: engine.cors.enabled ? "POST, OPTIONS" : "POST" });
  const type = req.headers["content-type"];
  if (type !== void 0 && !http.contentType(type)) return refuse(res, cors, 415, -32600, "Unsupported content type: send application/json");
  const declared = req.headers["content-length"];
  if (declared !== void 0 && Number(declared) > engine.maxBodyBytes) return send(res, engine.tooLarge(), { ...cors, connection: "close" });
  if (apiKey === void 0) return send(res, engine.unauthorized(), { ...cors, connection: "close" });
  const authorized = engine.authorize(apiKey, "http", route, origin);
  if (authorized === "unauthorized") return send(res, engine.unauthorized(), { ...cors, connection: "close" });
  if (authorized === "origin refused") return refuseOrigin(engine, res);
  new HttpCall(http, req, res, cors, apiKey, route, authorized);
}
class HttpCall {
  constructor(http, req, res, cors, apiKey, route, access) {
    this.http = http;
    this.res = res;
    this.cors = cors;
    this.apiKey = apiKey;
    this.route = route;
    this.access = access;
    this.deadline = http.deadlines.add(http.bounds.bodyMs, this);
    req.on("data", (chunk) => this.data(chunk));
    req.on("error", () => this.abort(new Error("the request failed")));
    req.on("end", () => this.end());
  }
  http;
  res;
  cors;
  apiKey;
  route;
  access;
  chunks = [];
  size = 0;
  stopped = false;
  deadline;
  /** Why the request is gone (the client closed the connection, the request failed); undefined while it is not. */
  gone;
  /** The calls listening for `gone` (see `whenGone`). */
  listeners;
  reply(answer, extra) {
    if (answer.body !== void 0) this.http.turn.spend(answer.body.length);
    send(this.res, answer, this.cors === void 0 ? extra : { ...this.cors, ...extra });
    this.http.backlog.wrote(this.res.socket);
  }
  /** The body deadline passed (`Expiring`). */
  expire() {
    if (this.stopped) return;
    this.stopped = true;
    this.chunks.length = 0;
    this.reply({ status: 408, body: errorBody(-32600, `Request Timeout: the body did not arrive within ${this.http.bounds.bodyMs / 1e3} s`) }, { connection: "close" });
  }
  data(chunk) {
    if (this.stopped) return;
    this.size += chunk.length;
    if (this.size > this.http.engine.maxBodyBytes) {
      this.stopped = true;
      this.http.deadlines.delete(this.deadline);
      this.chunks.length = 0;
      this.reply(this.http.engine.tooLarge(), { connection: "close" });
      return;
    }
    this.chunks.push(chunk);
  }
  end() {
    this.http.deadlines.delete(this.deadline);
    if (this.stopped) return;
    const { chunks } = this;
    const text = chunks.length === 1 ? chunks[0].toString("utf8") : Buffer.concat(chunks).toString("utf8");
    const { access } = this;
    if (access === "ok") this.answer(text);
    else
      void access.then(
        (access2) => access2 === "ok" ? this.answer(text) : access2 === "unauthorized" ? this.reply(this.http.engine.unauthorized()) : refuseOrigin(this.http.engine, this.res)
      );
  }
  answer(text) {
    if (this.http.backlog.over) return answersNotRead(this.res, this.cors);
    if (this.http.turn.spentUp) return this.http.turn.wait(() => this.answer(text));
    const answer = this.http.engine.dispatchTo(text, this.apiKey, "http", this, this.route, this, this.res.socket?.remoteAddress);
    if (answer !== void 0) this.reply(answer);
  }
  /** The reply of a request that waited (`Recipient`). */
  deliver(answer) {
    this.reply(answer);
  }
  abort(reason) {
    if (this.gone !== void 0) return;
    this.gone = reason;
    const listeners = this.listeners;
    this.listeners = void 0;
    if (listeners !== void 0) for (const listener of listeners) listener(reason);
  }
  /**
   * The request's end for its calls (`RequestAbort`): the calls make their own AbortController when a handler asks
   * for its signal, and listen here. The watch on the connection is set up only then: most handlers never ask.
   */
  whenGone(listener) {
    const { res } = this;
    if (this.gone === void 0 && this.listeners === void 0) {
      if (res.destroyed && !res.writableFinished) this.gone = new Error("the client closed the connection");
      else {
        this.listeners = [];
        res.once("close", () => {
          if (!res.writableFinished) this.abort(new Error("the client closed the connection"));
        });
      }
    }
    if (this.gone !== void 0) {
      listener(this.gone);
      return () => void 0;
    }
    const listeners = this.listeners ??= [];
    listeners.push(listener);
    return () => {
      const at = this.listeners?.indexOf(listener) ?? -1;
      if (at >= 0) this.listeners.splice(at, 1);
    };
  }
}
function servePublished(http, req, res) {
  const cors = http.engine.cors.headers(typeof req.headers.origin === "string" ? req.headers.origin : void 0);
  const answer = published(http.routes, req.url ?? "/", req.headers["if-none-match"], cors);
  if (answer === void 0) return false;
  const body = req.method === "HEAD" || answer.status === 304 ? void 0 : answer.body;
  if (body !== void 0) {
    if (http.backlog.over) {
      answersNotRead(res, cors);
      return true;
    }
    const refused = http.engine.free.take(void 0, req.socket.remoteAddress, body.length);
    if (refused !== 0) {
      const retryAfter = String(Math.max(1, Math.ceil(refused.retryAfterMs / 1e3)));
      send(res, { status: 429, body: errorBody(serverErrors.rateLimited.code, serverErrors.rateLimited.message) }, { ...cors, "retry-after": retryAfter });
      return true;
    }
  }
  res.writeHead(answer.status, answer.status !== 304 ? { ...answer.headers, "content-length": Buffer.byteLength(answer.body) } : answer.headers);
  res.end(body);
  http.backlog.wrote(res.socket);
  return true;
}
function onUpgrade(engine, routes, bounds, deadlines, backlog, sockets, live, perKey, req, socket, head) {
  socket.on("error", () => socket.destroy());
  const reject = (status, body) => {
    if (socket.destroyed) return;
    endAndDrop(socket, rawJsonResponse(`${status} ${STATUS_CODES[status]}`, body));
  };
  const matched = matchRoute(routes, "ws", req.url ?? "/");
  if (matched === void 0) return reject(404, errorBody(-32600, "Not found: no WebSocket endpoint at this path"));
  const { apiKey, route } = matched;
  if (apiKey === void 0) return reject(401, engine.unauthorized().body);
  const accept = (access) => {
    if (access === "unauthorized") return reject(401, engine.unauthorized().body);
    if (access === "origin refused") return reject(403, engine.originRefused().body);
    if (socket.destroyed) return;
    if (!perKey.admits(apiKey)) return void endAndDrop(socket, tooManySocketsResponse);
    const address = req.socket.remoteAddress;
    sockets.handleUpgrade(req, socket, head, (ws) => {
      perKey.opened(apiKey);
      ws.once("close", () => perKey.closed(apiKey));
      serveSocket(engine, bounds, deadlines, backlog, live, ws, apiKey, route, address);
    });
  };
  const origin = typeof req.headers.origin === "string" ? req.headers.origin : void 0;
  const authorized = engine.authorize(apiKey, "ws", route, origin);
  if (typeof authorized === "string") accept(authorized);
  else void authorized.then(accept);
}
export {
  connectionHooks,
  serveHttp
};
