// CORS on the generated server, over real HTTP on 127.0.0.1 (createServer) and through createFetchHandler: preflights,
// the headers of answers to allowed origins, server-wide and per-key origin lists, the WebSocket handshake's origin,
// `cors: false`, and bad options.
import { request as httpRequest } from 'node:http';
import { describe, expect, it } from 'vitest';
import { type AuthVerdict, createFetchHandler, createRpcHandler, createServer, type Handlers, type ServerOptions } from '../generated/dist/server.js';
import { exampleHandlers, openSocket, request, startServer } from './server-helpers.js';

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}
type Send = (method: string, path: string, headers: Record<string, string>, body?: string) => Promise<Answer>;

/** The same server behind node:http on 127.0.0.1 and behind the fetch handler. */
const targets: Record<string, (handlers: Handlers, options: ServerOptions) => Promise<Send>> = {
  'node:http': async (handlers, options) => {
    const { base } = await startServer(handlers, options);
    return (method, path, headers, body) =>
      new Promise((resolve, reject) => {
        const req = httpRequest(`${base}${path}`, { method, headers }, (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (text += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers as Record<string, string>, body: text }));
        });
        req.on('error', reject);
        req.end(body);
      });
  },
  fetch: async (handlers, options) => {
    const handle = createFetchHandler(handlers, options);
    return async (method, path, headers, body) => {
      const response = await handle(new Request(`http://gateway.test${path}`, { method, headers, body }));
      return { status: response.status, headers: Object.fromEntries(response.headers), body: await response.text() };
    };
  },
};

const page = 'https://app.example';
const other = 'https://evil.example';
const call = request('eth_getBlockByNumber', ['latest', false]);
const preflightHeaders = (origin: string) => ({ origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' });
const post = (origin?: string) => ({ 'content-type': 'application/json', ...(origin === undefined ? {} : { origin }) });
const corsNames = (headers: Record<string, string>) => Object.keys(headers).filter((h) => h.startsWith('access-control-')).sort();

for (const [via, start] of Object.entries(targets)) {
  describe(`CORS (${via})`, () => {
    it('by default answers any origin: preflight 204 with POST, content-type, max age 600, Vary: Origin, no credentials', async () => {
      const send = await start(exampleHandlers().handlers, {});
      const pre = await send('OPTIONS', '/v3/key-1', preflightHeaders(page));
      expect(pre.status).toBe(204);
      expect(pre.headers['access-control-allow-origin']).toBe(page);
      expect(pre.headers['access-control-allow-methods']).toBe('POST');
      expect(pre.headers['access-control-allow-headers']).toBe('content-type');
      expect(pre.headers['access-control-max-age']).toBe('600');
      expect(pre.headers.vary).toBe('Origin');
      expect(pre.headers['access-control-allow-credentials']).toBeUndefined();
      const answer = await send('POST', '/v3/key-1', post(page), call);
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.body).result).toBeDefined();
      expect(answer.headers['access-control-allow-origin']).toBe(page);
      expect(answer.headers['access-control-expose-headers']).toBe('Retry-After');
      expect(answer.headers.vary).toBe('Origin');
      // A caller that is no web page (no Origin) gets no CORS headers.
      expect(corsNames((await send('POST', '/v3/key-1', post(), call)).headers)).toEqual([]);
    });

    it('lets an allowed page read its refusals: a 401 for a missing key carries the CORS headers', async () => {
      const send = await start(exampleHandlers().handlers, { authenticate: (key) => key === 'good' });
      // The preflight of a refused key passes, so that the page can read the 401 of its POST.
      expect((await send('OPTIONS', '/v3/bad', preflightHeaders(page))).status).toBe(204);
      const refused = await send('POST', '/v3/bad', post(page), call);
      expect(refused.status).toBe(401);
      expect(JSON.parse(refused.body).error.code).toBe(-32040);
      expect(refused.headers['access-control-allow-origin']).toBe(page);
    });

    it('refuses an origin missing from cors.origins: preflight and POST 403 without CORS headers, handler not run', async () => {
      const { handlers, calls } = exampleHandlers();
      const send = await start(handlers, { cors: { origins: [page, 'http://127.0.0.1:8080'], maxAgeSeconds: 60, allowedHeaders: ['content-type', 'x-client'] } });
      const pre = await send('OPTIONS', '/v3/key-1', preflightHeaders(other));
      expect(pre.status).toBe(403);
      expect(corsNames(pre.headers)).toEqual([]);
      const refused = await send('POST', '/v3/key-1', post(other), call);
      expect(refused.status).toBe(403);
      expect(JSON.parse(refused.body).error).toEqual({ code: -32041, message: 'Forbidden: this origin may not call with this API key' });
      expect(corsNames(refused.headers)).toEqual([]);
      expect(refused.headers.vary).toBe('Origin');
      expect(calls).toEqual([]);
      const allowed = await send('OPTIONS', '/v3/key-1', preflightHeaders(page));
      expect(allowed.status).toBe(204);
      expect(allowed.headers['access-control-max-age']).toBe('60');
      expect(allowed.headers['access-control-allow-headers']).toBe('content-type, x-client');
      expect((await send('POST', '/v3/key-1', post(page), call)).status).toBe(200);
      expect(calls).toHaveLength(1);
    });

    it("narrows the origins per key through authenticate's allowedOrigins", async () => {
      const { handlers, calls } = exampleHandlers();
      const verdicts: Record<string, AuthVerdict> = { pinned: { ok: true, allowedOrigins: [page] }, open: { ok: true }, off: { ok: false, allowedOrigins: [page] } };
      const send = await start(handlers, { authenticate: async (key) => verdicts[key] ?? false });
      expect((await send('OPTIONS', '/v3/pinned', preflightHeaders(page))).status).toBe(204);
      expect((await send('POST', '/v3/pinned', post(page), call)).status).toBe(200);
      const pre = await send('OPTIONS', '/v3/pinned', preflightHeaders(other));
      expect(pre.status).toBe(403);
      expect(corsNames(pre.headers)).toEqual([]);
      const refused = await send('POST', '/v3/pinned', post(other), call);
      expect(refused.status).toBe(403);
      expect(corsNames(refused.headers)).toEqual([]);
      // Without an Origin (a server, not a page) the key's list does not apply.
      expect((await send('POST', '/v3/pinned', post(), call)).status).toBe(200);
      expect((await send('POST', '/v3/open', post(other), call)).status).toBe(200);
      expect((await send('POST', '/v3/off', post(page), call)).status).toBe(401);
      expect(calls).toHaveLength(3);
    });

    it('takes a function for cors.origins', async () => {
      const send = await start(exampleHandlers().handlers, { cors: { origins: (origin) => origin.endsWith('.app.example') } });
      expect((await send('POST', '/v3/k', post('https://a.app.example'), call)).status).toBe(200);
      expect((await send('POST', '/v3/k', post(page), call)).status).toBe(403);
    });

    it('with cors: false sends no CORS header and answers OPTIONS 405', async () => {
      const send = await start(exampleHandlers().handlers, { cors: false });
      const pre = await send('OPTIONS', '/v3/k', preflightHeaders(page));
      expect(pre.status).toBe(405);
      expect(pre.headers.allow).toBe('POST');
      const answer = await send('POST', '/v3/k', post(page), call);
      expect(answer.status).toBe(200);
      expect(corsNames(answer.headers)).toEqual([]);
    });
  });
}

describe('CORS on the WebSocket handshake', () => {
  it("refuses an upgrade whose Origin the key does not allow (403), and opens one from an allowed origin", async () => {
    const { base } = await startServer(exampleHandlers().handlers, { authenticate: (key) => (key === 'pinned' ? { ok: true, allowedOrigins: [page] } : false) });
    const url = `${base.replace(/^http/, 'ws')}/ws/v3/pinned`;
    const refused = await openSocket(url, other).then(
      (ws) => (ws.close(), 'opened'),
      (error: { status?: number; body?: string }) => error,
    );
    expect(refused).toMatchObject({ status: 403 });
    expect(JSON.parse((refused as { body: string }).body).error.code).toBe(-32041);
    const ws = await openSocket(url, page);
    ws.close();
  });
});

describe('origins in the transport-free core (createRpcHandler)', () => {
  it("answers 403 -32041 for a context origin the key's allowedOrigins excludes, and runs the call for an allowed one", async () => {
    const { handlers, calls } = exampleHandlers();
    const core = createRpcHandler(handlers, { authenticate: (key) => ({ ok: key === 'pinned', allowedOrigins: [page] }) });
    const refused = await core.respond(call, { apiKey: 'pinned', origin: other });
    expect(refused.status).toBe(403);
    expect(JSON.parse(refused.body!).error.code).toBe(-32041);
    expect(calls).toEqual([]);
    expect((await core.respond(call, { apiKey: 'pinned', origin: 'HTTPS://APP.EXAMPLE' })).status).toBe(200);
    expect((await core.respond(call, { apiKey: 'unknown', origin: page })).status).toBe(401);
    expect(calls).toHaveLength(1);
  });
});

describe('bad CORS options', () => {
  it('are refused at creation, naming the option', () => {
    const { handlers } = exampleHandlers();
    expect(() => createServer(handlers, { cors: { origins: ['https://app.example/path'] } })).toThrow(/cors\.origins\[0\] must be an origin/);
    expect(() => createFetchHandler(handlers, { cors: { origins: 'https://app.example' as never } })).toThrow(/cors\.origins must be/);
    expect(() => createFetchHandler(handlers, { cors: { maxAgeSeconds: -1 } })).toThrow(/cors\.maxAgeSeconds/);
    expect(() => createFetchHandler(handlers, { cors: { allowedHeaders: ['bad header'] } })).toThrow(/cors\.allowedHeaders/);
  });
});
