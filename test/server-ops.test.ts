// Operations of the generated server: the per-key rate limit (HTTP 429, -32005), the spent balance (402),
// `GET /healthz`, `GET /metrics` through prom-client scraped over HTTP and parsed line by line, JSON-line logs that
// never hold the key, and a graceful shutdown with calls in flight. Everything on 127.0.0.1.
import * as promClient from 'prom-client';
import { describe, expect, it } from 'vitest';
import {
  MemoryRateLimiter,
  createFetchHandler,
  createRpcHandler,
  jsonLogger,
  prometheusMetrics,
  type Handlers,
} from '../generated/dist/server.js';
import { HttpStatusError, createClient } from '../generated/dist/index.js';
import { examples, exampleHandlers, openSocket, exchange, request, startServer } from './server-helpers.js';
import { parseMetrics } from './support/metrics.js';
import { MemoryCreditStore } from '../gateway/src/memory-credit-store.js';

const apiKey = 'ops-key-0123456789abcdef0123';
const authenticate = (key: string) => key === apiKey;
const block = (id: number) => request('eth_getBlockByNumber', ['latest', false], id);

async function post(url: string, body: string) {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
  const text = await res.text();
  return { status: res.status, headers: res.headers, json: text === '' ? undefined : (JSON.parse(text) as Record<string, any>) };
}

describe('per-key rate limit', () => {
  it('refuses past creditsPerSecond with 429, -32005 "request rate exceeded" and Retry-After; refused calls are not charged', async () => {
    let now = 0;
    const store = new MemoryCreditStore({ dailyCredits: 10_000 });
    const rateLimiter = new MemoryRateLimiter({ creditsPerSecond: 160, now: () => now });
    const rpc = createRpcHandler(exampleHandlers().handlers, { creditStore: store, rateLimiter });
    const ctx = { apiKey };
    expect((await rpc.respond(block(1), ctx)).status).toBe(200);
    expect((await rpc.respond(block(2), ctx)).status).toBe(200);
    const refused = await rpc.respond(block(3), ctx);
    expect(refused.status).toBe(429);
    expect(refused.retryAfter).toBe(1);
    expect(JSON.parse(refused.body!)).toEqual({
      jsonrpc: '2.0',
      id: 3,
      error: { code: -32005, message: 'request rate exceeded', data: { creditsPerSecond: 160, retryAfterMs: 500 } },
    });
    expect(store.balance(apiKey)).toBe(10_000 - 160);
    // Other keys have their own bucket; half a second later this one fits one more call.
    expect((await rpc.respond(block(4), { apiKey: 'other' })).status).toBe(200);
    now = 500;
    expect((await rpc.respond(block(5), ctx)).status).toBe(200);
    expect((await rpc.respond(block(6), ctx)).status).toBe(429);
    // A call dearer than the whole bucket passes when the bucket is full, then the key waits what it overspent.
    now = 10_000;
    expect((await rpc.respond(request('eth_getLogs', [{}], 7), ctx)).status).toBe(200);
    const after = JSON.parse((await rpc.respond(block(8), ctx)).body!);
    expect(after.error.data.retryAfterMs).toBe(Math.ceil(((255 - 160 + 80) / 160) * 1000));
  });

  it('a batch wholly refused takes the most retryable status: 429 over 402', async () => {
    const rpc = createRpcHandler(exampleHandlers().handlers, { creditStore: new MemoryCreditStore({ dailyCredits: 80 }), creditsPerSecond: 80 });
    expect((await rpc.respond(block(1), { apiKey })).status).toBe(200);
    const batch = `[${block(2)},${block(3)}]`;
    const reply = await rpc.respond(batch, { apiKey });
    expect(reply.status).toBe(429);
    expect(JSON.parse(reply.body!).map((r: { error: { message: string } }) => r.error.message)).toEqual(['request rate exceeded', 'request rate exceeded']);
  });

  it('over HTTP: 429 with Retry-After; the spent balance is 402 with Retry-After to the reset', async () => {
    const { base } = await startServer(exampleHandlers().handlers, { authenticate, creditsPerSecond: 80, creditStore: new MemoryCreditStore({ dailyCredits: 160 }) });
    expect((await post(`${base}/v3/${apiKey}`, block(1))).status).toBe(200);
    const limited = await post(`${base}/v3/${apiKey}`, block(2));
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('1');
    expect(limited.json?.error).toMatchObject({ code: -32005, message: 'request rate exceeded' });
    await new Promise((r) => setTimeout(r, 1100));
    expect((await post(`${base}/v3/${apiKey}`, block(3))).status).toBe(200);
    await new Promise((r) => setTimeout(r, 1100));
    const spent = await post(`${base}/v3/${apiKey}`, block(4));
    expect(spent.status).toBe(402);
    expect(Number(spent.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(spent.json?.error).toMatchObject({ code: -32005, message: 'daily credit limit exceeded', data: { cost: 80, balance: 0 } });
  });

  it('the generated client: a spent balance (402) is not retried, a rate refusal (429) is', async () => {
    const { handlers, calls } = exampleHandlers();
    const { base } = await startServer(handlers, { authenticate, creditsPerSecond: 80, creditStore: new MemoryCreditStore({ dailyCredits: 80 }) });
    const client = createClient({ url: base, apiKey, transport: 'http', retry: { retries: 3, delay: 1, maxDelay: 1 } });
    await client.eth_getBlockByNumber('latest', false);
    const limited = await client.eth_getBlockByNumber('latest', false).catch((error: unknown) => error);
    expect(limited).toBeInstanceOf(HttpStatusError);
    expect(limited).toMatchObject({ status: 429, retryable: true });
    await new Promise((r) => setTimeout(r, 1100));
    const spent = await client.eth_getBlockByNumber('latest', false).catch((error: unknown) => error);
    expect(spent).toBeInstanceOf(HttpStatusError);
    expect(spent).toMatchObject({ status: 402, retryable: false });
    expect((spent as HttpStatusError).message).not.toContain(apiKey);
    expect(calls).toHaveLength(1);
  });

  it('holds at most maxKeys buckets whatever keys arrive', () => {
    const limiter = new MemoryRateLimiter({ creditsPerSecond: 100, maxKeys: 1000 });
    for (let i = 0; i < 50_000; i++) limiter.take(`key-${i}`, 1);
    expect(limiter.size).toBe(1000);
    expect(() => new MemoryRateLimiter({ creditsPerSecond: 0 })).toThrow(RangeError);
    expect(() => new MemoryRateLimiter({ creditsPerSecond: 1, maxKeys: 0 })).toThrow(RangeError);
    // A per-key function answering nonsense never locks a key out.
    expect(new MemoryRateLimiter({ creditsPerSecond: () => Number.NaN }).take('k', 1e9)).toBe(0);
  });

  it('a rate limiter that throws lets the call through, logged', async () => {
    const errors: string[] = [];
    const rpc = createRpcHandler(exampleHandlers().handlers, {
      rateLimiter: { take: () => Promise.reject(new Error('limiter down')) },
      logger: { error: (message) => errors.push(message) },
    });
    expect((await rpc.respond(block(1), { apiKey })).status).toBe(200);
    expect(errors).toEqual(['rate limiter failed']);
  });
});

describe('GET /metrics and /healthz', () => {
  it('with metricsToken, /metrics answers only the bearer of the token (401 with WWW-Authenticate otherwise), over node:http and the fetch handler', async () => {
    const token = 'scrape-token-0123456789';
    const options = (): Parameters<typeof createFetchHandler>[1] => ({ metrics: prometheusMetrics(promClient), metricsToken: token, authenticate });
    const { base } = await startServer(exampleHandlers().handlers, options());
    const handle = createFetchHandler(exampleHandlers().handlers, options());
    const gets = [
      (headers: Record<string, string>) => fetch(`${base}/metrics`, { headers }),
      (headers: Record<string, string>) => handle(new Request('http://gateway.test/metrics', { headers })),
    ];
    for (const get of gets) {
      const wrong: Record<string, string>[] = [{}, { authorization: 'Bearer nope' }, { authorization: `Bearer ${token}x` }, { authorization: `Bearer ${token.slice(0, -1)}` }, { authorization: token }];
      for (const headers of wrong) {
        const refused = await get(headers);
        expect(refused.status).toBe(401);
        expect(refused.headers.get('www-authenticate')).toBe('Bearer');
        expect(await refused.text()).not.toContain('rpc_');
      }
      const scraped = await get({ authorization: `Bearer ${token}` });
      expect(scraped.status).toBe(200);
      expect(await scraped.text()).toContain('rpc_requests_total');
    }
    // The health page stays open: load balancers send no token.
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    for (const metricsToken of ['short', 'has a space in it 0123', 42]) {
      expect(() => createRpcHandler(exampleHandlers().handlers, { metricsToken: metricsToken as string })).toThrow(/metricsToken/);
    }
  });

  it('scrapes requests by method and outcome, credits, open WebSockets; nothing of a gateway\'s upstreams', async () => {
    const metrics = prometheusMetrics(promClient);
    const { base, wsBase } = await startServer(exampleHandlers().handlers, { authenticate, metrics, creditStore: new MemoryCreditStore({ dailyCredits: 200 }) });
    const url = `${base}/v3/${apiKey}`;
    await post(url, block(1));
    await post(url, block(2));
    await post(url, block(3)); // 402: 40 credits left
    await post(url, request('eth_getBlockByNumber', ['nope'], 4));
    await post(url, request('eth_nope', [], 5));
    await post(`${base}/v3/wrong`, block(6));
    const ws = await openSocket(`${wsBase}/ws/v3/${apiKey}`);
    let scraped: Map<string, number>;
    try {
      expect(JSON.parse((await exchange(ws, request('eth_nope', [], 7)))!).error.code).toBe(-32601);
      const res = await fetch(`${base}/metrics`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
      scraped = parseMetrics(await res.text());
    } finally {
      ws.close();
    }
    expect(scraped.get('rpc_requests_total{method="eth_getBlockByNumber",outcome="ok",transport="http"}')).toBe(2);
    expect(scraped.get('rpc_requests_total{method="eth_getBlockByNumber",outcome="credits_exhausted",transport="http"}')).toBe(1);
    expect(scraped.get('rpc_requests_total{method="eth_getBlockByNumber",outcome="invalid_params",transport="http"}')).toBe(1);
    expect(scraped.get('rpc_requests_total{method="unknown",outcome="unknown_method",transport="http"}')).toBe(1);
    expect(scraped.get('rpc_requests_total{method="unknown",outcome="unknown_method",transport="ws"}')).toBe(1);
    expect(scraped.get('rpc_requests_total{method="none",outcome="unauthorized",transport="http"}')).toBe(1);
    expect(scraped.get('rpc_credits_charged_total{method="eth_getBlockByNumber"}')).toBe(160);
    // The upstream metrics are a gateway's (@rpcforge/gateway's upstreamMetrics), not the package's.
    expect([...scraped.keys()].filter((name) => /upstream|failover|cache/.test(name))).toEqual([]);
    expect(Object.keys(metrics).sort()).toEqual(['creditStoreFailure', 'credits', 'render', 'request', 'socketClosed', 'socketOpened']);
    expect(scraped.get('rpc_websockets_open')).toBe(1);
    // Closed: the gauge goes back down.
    const deadline = Date.now() + 2000;
    let open = 1;
    while (open !== 0 && Date.now() < deadline) {
      open = parseMetrics(await (await fetch(`${base}/metrics`)).text()).get('rpc_websockets_open')!;
      if (open !== 0) await new Promise((r) => setTimeout(r, 50));
    }
    expect(open).toBe(0);
  });

  it('method labels stay bounded: names callers invent are never labels', async () => {
    const metrics = prometheusMetrics(promClient, { maxLabelValues: 3 });
    const rpc = createRpcHandler(exampleHandlers().handlers, { metrics });
    for (let i = 0; i < 50; i++) await rpc.handle(request(`made_up_${i}`, [], i), { apiKey });
    for (let i = 0; i < 10; i++) metrics.credits(`method-${i}`, 1);
    const text = (await metrics.render!()).body;
    expect(text).not.toContain('made_up');
    expect(parseMetrics(text).get('rpc_requests_total{method="unknown",outcome="unknown_method",transport="http"}')).toBe(50);
    // The `method` label's 3 values are shared by every metric: `unknown`, `method-0`, `method-1`; the rest is other.
    expect(parseMetrics(text).get('rpc_credits_charged_total{method="other"}')).toBe(8);
  });

  it('/healthz names each check a healthCheck answers by name; any failed one (or one not true) is a 503', async () => {
    let verdict: Record<string, unknown> = { 'network mainnet': true, __proto__x: true };
    const { base } = await startServer(exampleHandlers().handlers, { authenticate, healthCheck: () => verdict as Record<string, boolean> });
    const ok = await fetch(`${base}/healthz`);
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as { checks: unknown }).checks).toEqual({ 'network mainnet': 'ok', __proto__x: 'ok' });
    verdict = { 'network mainnet': true, 'network sepolia': false, 'network holesky': 'yes' };
    const down = await fetch(`${base}/healthz`);
    expect(down.status).toBe(503);
    expect(await down.json()).toMatchObject({ status: 'unavailable', checks: { 'network mainnet': 'ok', 'network sepolia': 'failed', 'network holesky': 'failed' } });
  });

  it('/healthz: 200 with the checks, 503 when a check fails; /metrics is not served without metrics; hooks that throw are ignored', async () => {
    let upstreamUp = true;
    const thrower = { ...prometheusMetrics(promClient), request: () => { throw new Error('boom'); } };
    const { base } = await startServer(exampleHandlers().handlers, { authenticate, healthCheck: () => upstreamUp, metrics: thrower });
    const ok = await fetch(`${base}/healthz`);
    expect(ok.status).toBe(200);
    expect(ok.headers.get('cache-control')).toBe('no-store');
    expect(await ok.json()).toMatchObject({ status: 'ok', checks: { healthCheck: 'ok' }, webSockets: 0 });
    upstreamUp = false;
    const down = await fetch(`${base}/healthz`);
    expect(down.status).toBe(503);
    expect(await down.json()).toMatchObject({ status: 'unavailable', checks: { healthCheck: 'failed' } });
    expect((await post(`${base}/v3/${apiKey}`, block(1))).status).toBe(200);

    const plain = await startServer(exampleHandlers().handlers, { authenticate, healthPath: '/live' });
    expect((await fetch(`${plain.base}/metrics`)).status).toBe(404);
    expect((await fetch(`${plain.base}/healthz`)).status).toBe(404);
    expect((await fetch(`${plain.base}/live`)).status).toBe(200);
    expect(() => createRpcHandler(exampleHandlers().handlers, { healthPath: 'healthz' })).toThrow(/healthPath/);
    expect(() => createRpcHandler(exampleHandlers().handlers, { metrics: {} as never })).toThrow(/metrics\.request/);
  });

  it('the fetch handler serves the same pages', async () => {
    const handle = createFetchHandler(exampleHandlers().handlers, { metrics: prometheusMetrics(promClient) });
    await handle(new Request(`http://gateway.test/v3/${apiKey}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: block(1) }));
    expect((await handle(new Request('http://gateway.test/healthz'))).status).toBe(200);
    const metrics = await handle(new Request('http://gateway.test/metrics'));
    expect(parseMetrics(await metrics.text()).get('rpc_requests_total{method="eth_getBlockByNumber",outcome="ok",transport="http"}')).toBe(1);
  });
});

describe('JSON logs', () => {
  it('one JSON object per line, a line per call with a key fingerprint; the key is never in any line', async () => {
    const lines: string[] = [];
    const { handlers } = exampleHandlers({
      eth_call: (_params: never, context: never) => {
        throw new Error(`upstream refused key ${(context as { apiKey: string }).apiKey}`);
      },
    });
    const { base } = await startServer(handlers, { authenticate, creditStore: new MemoryCreditStore({ dailyCredits: 10_000 }), logger: jsonLogger({ level: 'info', write: (line) => lines.push(line) }) });
    await post(`${base}/v3/${apiKey}`, block(1));
    await post(`${base}/v3/${apiKey}`, request('eth_call', examples.eth_call.params, 2));
    await post(`${base}/v3/${encodeURIComponent(apiKey)}`, request('eth_nope', [], 3));
    const entries = lines.map((line) => JSON.parse(line) as Record<string, any>);
    for (const line of lines) {
      expect(line).not.toContain(apiKey);
      expect(line).not.toContain(apiKey.slice(8, 20));
    }
    const calls = entries.filter((e) => e.msg === 'call');
    expect(calls).toHaveLength(2);
    expect(calls[0]).toMatchObject({ level: 'info', method: 'eth_getBlockByNumber', transport: 'http', route: '/v3/<API_KEY>', outcome: 'ok', credits: 80 });
    expect(calls[0]!.keyId).toMatch(/^k-[g-v]{8}$/);
    expect(calls[1]).toMatchObject({ method: 'eth_call', outcome: 'internal_error' });
    expect(calls[1]!.keyId).toBe(calls[0]!.keyId);
    const failure = entries.find((e) => e.msg === 'handler failed')!;
    expect(failure).toMatchObject({ level: 'error', route: '/v3/<API_KEY>', error: { message: '[withheld: it contained the API key]' } });
    expect(typeof failure.time).toBe('string');
    // At level 'error' no per-call line is built.
    expect(jsonLogger().info).toBeUndefined();
  });
});

describe('graceful shutdown', () => {
  it('a slow call in flight finishes, WebSockets close with 1001 after their calls, new connections are refused', async () => {
    let release: () => void = () => undefined;
    const slow = new Promise<void>((resolve) => (release = resolve));
    const { handlers } = exampleHandlers({
      eth_getBlockByNumber: async () => {
        await slow;
        return null;
      },
    });
    const { base, wsBase, server } = await startServer(handlers, { authenticate });
    const ws = await openSocket(`${wsBase}/ws/v3/${apiKey}`);
    const wsClosed = new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)));
    const wsReply = exchange(ws, block(10), 5000);
    const inFlight = post(`${base}/v3/${apiKey}`, block(11));
    await new Promise((r) => setTimeout(r, 100));

    let done = false;
    const shutdown = server.shutdown({ timeoutMs: 5000 }).then(() => (done = true));
    await new Promise((r) => setTimeout(r, 100));
    expect(done).toBe(false);
    await expect(fetch(`${base}/healthz`)).rejects.toThrow();
    release();
    const reply = await inFlight;
    expect(reply.status).toBe(200);
    expect(reply.json).toEqual({ jsonrpc: '2.0', id: 11, result: null });
    expect(JSON.parse((await wsReply)!)).toEqual({ jsonrpc: '2.0', id: 10, result: null });
    expect(await wsClosed).toBe(1001);
    await shutdown;
    expect(done).toBe(true);
    expect(server.listening).toBe(false);
  });

  it('past timeoutMs what is still open is dropped and the handler signal aborts', async () => {
    let aborted = false;
    const { handlers } = exampleHandlers({
      eth_getBlockByNumber: (_params: never, context: never) =>
        new Promise((_resolve, reject) => {
          const signal = (context as { signal: AbortSignal }).signal;
          signal.addEventListener('abort', () => {
            aborted = true;
            reject(signal.reason);
          });
        }),
    });
    const { base, server } = await startServer(handlers as Handlers, { authenticate, logger: { error: () => undefined } });
    const hanging = post(`${base}/v3/${apiKey}`, block(1)).catch((error: Error) => error);
    await new Promise((r) => setTimeout(r, 100));
    const started = Date.now();
    await server.shutdown({ timeoutMs: 300 });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(await hanging).toBeInstanceOf(Error);
    await new Promise((r) => setTimeout(r, 50));
    expect(aborted).toBe(true);
  });
});
