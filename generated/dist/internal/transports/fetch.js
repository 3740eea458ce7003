import { docsPage, docsPageHeaders, openrpcDocument, openrpcDocumentEtag } from "../document.js";
import { serverErrors } from "../engine/options.js";
const jsonType = /^application\/([\w.+-]*\+)?json\s*(;|$)/i;
function matchRoute(routes, transport, url) {
  const end = url.indexOf("?");
  const path = end < 0 ? url : url.slice(0, end);
  for (const route of routes) {
    if (route.transport !== transport) continue;
    const match = route.pattern.exec(path);
    if (match === null) continue;
    const key = match.groups?.key ?? "";
    const shown = route.path ?? route.pattern.source;
    if (!key.includes("%")) return { apiKey: key, route: shown };
    try {
      return { apiKey: decodeURIComponent(key), route: shown };
    } catch {
      return { apiKey: void 0, route: shown };
    }
  }
  return void 0;
}
const documentSuffix = "/openrpc.json";
function published(routes, url, ifNoneMatch, cors) {
  const end = url.indexOf("?");
  const path = end < 0 ? url : url.slice(0, end);
  const document = path.endsWith(documentSuffix);
  const base = document ? path.slice(0, -documentSuffix.length + 1) : path;
  for (const route of routes) {
    if (route.transport !== "http") continue;
    const match = route.pattern.exec(base);
    if (match === null || (match.groups?.key ?? "") !== "") continue;
    if (!document && docsPage === void 0) {
      const headers2 = { "content-type": "application/json", "x-content-type-options": "nosniff", ...cors };
      return { status: 404, headers: headers2, body: errorBody(-32600, "Not found: this server publishes no docs page (its document is at openrpc.json)") };
    }
    const headers = document ? { "content-type": "application/json", "cache-control": "public, max-age=300", etag: openrpcDocumentEtag, "x-content-type-options": "nosniff", ...cors } : { ...docsPageHeaders };
    if (ifNoneMatch !== void 0 && ifNoneMatch.split(/\s*,\s*/).includes(headers.etag)) return { status: 304, headers, body: "" };
    return { status: 200, headers, body: document ? openrpcDocument : docsPage };
  }
  if (path === "/" && docsPage !== void 0) {
    const first = routes.find((r) => r.transport === "http" && r.path !== void 0 && r.path.endsWith("<API_KEY>"));
    const location = first?.path.slice(0, -"<API_KEY>".length);
    if (location !== void 0 && /^\/[\x21-\x7e]*$/.test(location)) {
      return { status: 302, headers: { location, "content-type": "text/plain; charset=utf-8", ...cors }, body: `The reference of this API is at ${location}
` };
    }
  }
  return void 0;
}
function errorBody(code, message) {
  return `{"jsonrpc":"2.0","id":null,"error":{"code":${code},"message":${JSON.stringify(message)}}}`;
}
function preflight(engine, origin, method, apiKey, route, done) {
  if (origin === void 0 || typeof method !== "string") return done("ok", { allow: "POST, OPTIONS" });
  if (method.toUpperCase() !== "POST" || !engine.cors.allows(origin)) return done("origin refused", {});
  const decide = (access2) => done(access2 === "origin refused" ? access2 : "ok", engine.cors.preflight(origin));
  if (apiKey === void 0) return decide("unauthorized");
  const access = engine.authorize(apiKey, "http", route, origin);
  if (typeof access === "string") decide(access);
  else void access.then(decide);
}
function fetchHandler(engine, routes, options = {}) {
  const clientAddress = options.clientAddress;
  if (clientAddress !== void 0 && typeof clientAddress !== "function") throw new TypeError("server options: clientAddress must be a function of the request");
  const addressOf = (request) => {
    if (clientAddress === void 0) return void 0;
    const address = clientAddress(request);
    return typeof address === "string" && address !== "" ? address : void 0;
  };
  const respond = (reply, extra) => {
    const headers = { ...extra };
    if (reply.body !== void 0) headers["content-type"] = "application/json";
    if (reply.retryAfter !== void 0) headers["retry-after"] = String(reply.retryAfter);
    return new Response(reply.body ?? null, { status: reply.body === void 0 && reply.status === 200 ? 204 : reply.status, headers });
  };
  const refuse = (status, message, extra) => respond({ status, body: errorBody(-32600, message) }, extra);
  return async (request) => {
    let path;
    try {
      path = new URL(request.url).pathname;
    } catch {
      return refuse(404, "Not found: no JSON-RPC endpoint at this path");
    }
    const page = engine.ops.page(request.method, path, request.headers.get("authorization"));
    if (page !== void 0) {
      const { status, contentType, body, headers } = await page;
      return new Response(request.method === "HEAD" ? null : body, { status, headers: { ...headers, "content-type": contentType, "cache-control": "no-store" } });
    }
    const origin = request.headers.get("origin") ?? void 0;
    const cors = engine.cors.headers(origin);
    const refuseOrigin = () => respond(engine.originRefused(), { vary: "Origin" });
    if (request.method === "GET" || request.method === "HEAD") {
      const answer = published(routes, path, request.headers.get("if-none-match") ?? void 0, cors);
      if (answer !== void 0) {
        const body = request.method === "HEAD" || answer.status === 304 ? null : answer.body;
        const refused = body === null ? 0 : engine.free.take(void 0, addressOf(request), body.length);
        if (refused !== 0) {
          return respond(
            { status: 429, body: errorBody(serverErrors.rateLimited.code, serverErrors.rateLimited.message), retryAfter: Math.max(1, Math.ceil(refused.retryAfterMs / 1e3)) },
            cors
          );
        }
        return new Response(body, { status: answer.status, headers: answer.headers });
      }
    }
    const matched = matchRoute(routes, "http", path);
    if (matched === void 0) return refuse(404, "Not found: no JSON-RPC endpoint at this path", cors);
    const { apiKey, route } = matched;
    if (request.method === "OPTIONS" && engine.cors.enabled) {
      const { access: access2, headers } = await new Promise(
        (resolve) => preflight(engine, origin, request.headers.get("access-control-request-method") ?? void 0, apiKey, route, (access3, headers2) => resolve({ access: access3, headers: headers2 }))
      );
      return access2 === "origin refused" ? refuseOrigin() : respond({ status: 204, body: void 0 }, headers);
    }
    if (request.method !== "POST") return refuse(405, "Method not allowed: send JSON-RPC with POST", { ...cors, allow: engine.cors.enabled ? "POST, OPTIONS" : "POST" });
    const type = request.headers.get("content-type");
    if (type !== null && !jsonType.test(type)) return refuse(415, "Unsupported content type: send application/json", cors);
    const access = apiKey === void 0 ? "unauthorized" : await engine.authorize(apiKey, "http", route, origin);
    if (access === "origin refused") return refuseOrigin();
    if (access === "unauthorized" || apiKey === void 0) return respond(engine.unauthorized(), cors);
    const text = await readText(request, engine.maxBodyBytes);
    if (text === void 0) return respond(engine.tooLarge(), cors);
    return respond(await engine.dispatch(text, apiKey, "http", request.signal, route, addressOf(request)), cors);
  };
}
async function readText(request, max) {
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared > max) return void 0;
  if (request.body === null) return "";
  const reader = request.body.getReader();
  const chunks = [];
  let size = 0;
  for (; ; ) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel().catch(() => void 0);
      return void 0;
    }
    chunks.push(value);
  }
  const all = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    all.set(chunk, at);
    at += chunk.byteLength;
  }
  return new TextDecoder().decode(all);
}
export {
  errorBody,
  fetchHandler,
  jsonType,
  matchRoute,
  preflight,
  published
};
