// The generated server over real sockets on 127.0.0.1: every method over HTTP and WebSocket answering the spec's
// examples, the HTTP statuses and upgrade refusals the server documents, credits under 500 concurrent requests,
// and the fetch-style handler.
import { describe, expect, it } from 'vitest';
import { createFetchHandler, type HandlerContext } from '../generated/dist/server.js';
import { examples, exampleHandlers, exchange, methodNames, openSocket, request, startServer } from './server-helpers.js';
import { MemoryCreditStore } from '../gateway/src/memory-credit-store.js';

const apiKey = 'e2e-key-0123456789abcdef';
const authenticate = (key: string) => key === apiKey;

async function post(url: string, body: string, headers: Record<string, string> = { 'content-type': 'application/json' }) {
  const res = await fetch(url, { method: 'POST', headers, body });
  const text = await res.text();
  return { status: res.status, headers: res.headers, text, json: text === '' ? undefined : (JSON.parse(text) as Record<string, any>) };
}

describe('every method end to end', () => {
  it('over HTTP: POST /v3/<API_KEY> answers each example, the handler gets its params and context', async () => {
    const { handlers, calls } = exampleHandlers();
    const { base } = await startServer(handlers, { authenticate });
    for (const [i, method] of methodNames.entries()) {
      const reply = await post(`${base}/v3/${apiKey}`, request(method, examples[method].params, i));
      expect(reply.status, method).toBe(200);
      expect(reply.headers.get('content-type')).toBe('application/json');
      expect(reply.json, method).toEqual({ jsonrpc: '2.0', id: i, result: examples[method].result });
    }
    expect(calls.map((c) => c.method)).toEqual(methodNames);
    for (const call of calls) {
      expect(call).toMatchObject({ apiKey, transport: 'http' });
      expect(call.params).toEqual(examples[call.method].params ?? []);
    }
  });

  it('over WebSocket: /ws/v3/<API_KEY> answers each example on one connection, and batches', async () => {
    const { handlers, calls } = exampleHandlers();
    const { wsBase } = await startServer(handlers, { authenticate });
    const ws = await openSocket(`${wsBase}/ws/v3/${apiKey}`);
    try {
      for (const [i, method] of methodNames.entries()) {
        const reply = JSON.parse((await exchange(ws, request(method, examples[method].params, `ws-${i}`)))!);
        expect(reply, method).toEqual({ jsonrpc: '2.0', id: `ws-${i}`, result: examples[method].result });
      }
      expect(calls.every((c) => c.transport === 'ws' && c.apiKey === apiKey)).toBe(true);
      const batch = `[${request('eth_getBlockByNumber', ['latest', false], 1)},${request('eth_nope', [], 2)}]`;
      expect(JSON.parse((await exchange(ws, batch))!).map((r: { id: number }) => r.id)).toEqual([1, 2]);
      // A notification gets no message back; the connection still answers afterwards.
      expect(await exchange(ws, JSON.stringify({ jsonrpc: '2.0', method: 'eth_getBlockByNumber', params: ['latest', false] }), 200)).toBeUndefined();
      expect(JSON.parse((await exchange(ws, 'not json'))!).error.code).toBe(-32700);
    } finally {
      ws.close();
    }
  });

  it('1,000 calls in flight on one WebSocket are each answered with their own id', async () => {
    const { handlers } = exampleHandlers({
      eth_getTransactionByBlockNumberAndIndex: async (params: never) => {
        await new Promise((r) => setTimeout(r, Math.random() * 20));
        return { index: (params as string[])[1] };
      },
    });
    const { wsBase } = await startServer(handlers, { authenticate });
    const ws = await openSocket(`${wsBase}/ws/v3/${apiKey}`);
    const replies = new Map<number, unknown>();
    const done = new Promise<void>((resolve) =>
      ws.on('message', (data: Buffer) => {
        const reply = JSON.parse(data.toString()) as { id: number; result: unknown };
        replies.set(reply.id, reply.result);
        if (replies.size === 1000) resolve();
      }),
    );
    // More than the 256 calls a connection may have running: it stops reading for a while, and loses none.
    for (let i = 0; i < 1000; i++) ws.send(request('eth_getTransactionByBlockNumberAndIndex', ['latest', `0x${i.toString(16)}`], i));
    await done;
    ws.close();
    for (let i = 0; i < 1000; i++) expect(replies.get(i)).toEqual({ index: `0x${i.toString(16)}` });
  });
});

describe('HTTP answers around JSON-RPC', () => {
  it('401 with a JSON-RPC error body for a missing or refused key; the key is never echoed', async () => {
    const { base } = await startServer(exampleHandlers().handlers, { authenticate });
    for (const path of ['/v3', '/v3/', '/v3/wrong-key', `/v3/${apiKey}x`]) {
      const reply = await post(`${base}${path}`, request('eth_getBlockByNumber', ['latest', false]));
      expect(reply.status, path).toBe(401);
      expect(reply.json).toEqual({ jsonrpc: '2.0', id: null, error: { code: -32040, message: 'Unauthorized: missing or invalid API key' } });
      expect(reply.text).not.toContain('wrong-key');
    }
  });

  it('404 elsewhere, 405 for other HTTP methods, 415 for a body that is not JSON, 413 over the size limit, 204 for notifications', async () => {
    const { base } = await startServer(exampleHandlers().handlers, { authenticate, maxBodyBytes: 10_000 });
    const url = `${base}/v3/${apiKey}`;
    const call = request('eth_getBlockByNumber', ['latest', false]);
    expect((await post(`${base}/v2/${apiKey}`, call)).status).toBe(404);
    expect((await post(`${base}/v3/${apiKey}/more`, call)).status).toBe(404);
    const get = await fetch(url);
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST, OPTIONS');
    expect((await get.json()).error.code).toBe(-32600);
    expect((await post(url, call, { 'content-type': 'text/plain' })).status).toBe(415);
    expect((await post(url, call, { 'content-type': 'application/json; charset=utf-8' })).status).toBe(200);
    const big = await post(url, request('eth_getLogs', [{ topics: Array.from({ length: 300 }, () => `0x${'0'.repeat(64)}`) }]));
    expect(big.status).toBe(413);
    expect(big.json).toMatchObject({ id: null, error: { code: -32600 } });
    const note = await post(url, JSON.stringify({ jsonrpc: '2.0', method: 'eth_getBlockByNumber', params: ['latest', false] }));
    expect(note.status).toBe(204);
    expect(note.text).toBe('');
    // Parse errors and invalid params are JSON-RPC answers: HTTP 200.
    expect((await post(url, '{')).json).toMatchObject({ error: { code: -32700 } });
    expect((await post(url, request('eth_getBlockByNumber', [1]))).status).toBe(200);
  });

  it('a body streamed past the size limit without a Content-Length is refused with 413', async () => {
    const { base } = await startServer(exampleHandlers().handlers, { authenticate, maxBodyBytes: 1_000 });
    const chunks = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 20; i++) controller.enqueue(new TextEncoder().encode(' '.repeat(100)));
        controller.close();
      },
    });
    const res = await fetch(`${base}/v3/${apiKey}`, { method: 'POST', body: chunks, duplex: 'half' } as RequestInit);
    expect(res.status).toBe(413);
  });

  it('WebSocket upgrades are refused with 401 (bad key) and 404 (unknown path)', async () => {
    const { wsBase } = await startServer(exampleHandlers().handlers, { authenticate });
    await expect(openSocket(`${wsBase}/ws/v3/wrong`)).rejects.toMatchObject({ status: 401 });
    await expect(openSocket(`${wsBase}/ws/v3/`)).rejects.toMatchObject({ status: 401 });
    const refused = await openSocket(`${wsBase}/ws/v3/wrong`).catch((e: { body: string }) => e);
    expect(JSON.parse((refused as { body: string }).body).error.code).toBe(-32040);
    await expect(openSocket(`${wsBase}/v2/${apiKey}`)).rejects.toMatchObject({ status: 404 });
  });

  it('a client that goes away aborts the signal its call was given', async () => {
    let aborted: () => void;
    const seen = new Promise<void>((resolve) => (aborted = resolve));
    let started: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    const { handlers } = exampleHandlers({
      eth_getLogs: (_p: never, context: HandlerContext) =>
        new Promise((_resolve, reject) => {
          context.signal.addEventListener('abort', () => {
            aborted();
            reject(context.signal.reason);
          });
          started();
        }),
    });
    const { base, wsBase } = await startServer(handlers, { authenticate });
    const client = new AbortController();
    const pending = fetch(`${base}/v3/${apiKey}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: request('eth_getLogs', [{}]),
      signal: client.signal,
    }).catch(() => 'aborted');
    await running;
    client.abort();
    expect(await pending).toBe('aborted');
    await seen;
    // The same over WebSocket: closing the connection aborts its calls.
    const again = new Promise<void>((resolve) => (aborted = resolve));
    const runningAgain = new Promise<void>((resolve) => (started = resolve));
    const ws = await openSocket(`${wsBase}/ws/v3/${apiKey}`);
    ws.send(request('eth_getLogs', [{}]));
    await runningAgain;
    ws.terminate();
    await again;
  });

  it('close() ends open WebSockets and stops the server', async () => {
    const handle = await startServer(exampleHandlers().handlers, { authenticate });
    const ws = await openSocket(`${handle.wsBase}/ws/v3/${apiKey}`);
    const closed = new Promise((resolve) => ws.once('close', resolve));
    await handle.close();
    await closed;
    await expect(fetch(`${handle.base}/v3/${apiKey}`, { method: 'POST', body: '{}' })).rejects.toThrow();
  });
});

describe('credits over HTTP', () => {
  it('500 concurrent requests against a small balance: no overspend, the exact final balance', async () => {
    const store = new MemoryCreditStore({ dailyCredits: 80 * 37 + 50 });
    const { handlers, calls } = exampleHandlers({
      eth_getBlockByNumber: async () => {
        await new Promise((r) => setTimeout(r, 5));
        return null;
      },
    });
    const { base } = await startServer(handlers, { authenticate, creditStore: store });
    const replies = await Promise.all(
      Array.from({ length: 500 }, (_, i) => post(`${base}/v3/${apiKey}`, request('eth_getBlockByNumber', ['latest', false], i))),
    );
    const ok = replies.filter((r) => r.status === 200);
    const refused = replies.filter((r) => r.status === 402);
    expect(ok).toHaveLength(37);
    expect(refused).toHaveLength(463);
    for (const r of ok) expect(r.json?.result).toBeNull();
    for (const r of refused) {
      expect(r.json?.error).toMatchObject({ code: -32005, message: 'daily credit limit exceeded', data: { cost: 80, balance: 50 } });
      expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect(new Set(replies.map((r) => r.json?.id)).size).toBe(500);
    expect(calls).toHaveLength(37);
    expect(store.balance(apiKey)).toBe(50);
  });
});

describe('createFetchHandler', () => {
  it('answers Fetch API requests on the HTTP routes', async () => {
    const handle = createFetchHandler(exampleHandlers().handlers, { authenticate });
    const post = (path: string, body: string, init: RequestInit = {}) =>
      handle(new Request(`http://gateway.test${path}`, { method: 'POST', body, headers: { 'content-type': 'application/json' }, ...init }));
    const ok = await post(`/v3/${apiKey}`, request('eth_getBlockByNumber', examples.eth_getBlockByNumber.params));
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ jsonrpc: '2.0', id: 1, result: examples.eth_getBlockByNumber.result });
    expect((await post('/v3/nope', request('eth_getBlockByNumber', ['latest', false]))).status).toBe(401);
    expect((await post('/elsewhere', '{}')).status).toBe(404);
    expect((await handle(new Request(`http://gateway.test/v3/${apiKey}`))).status).toBe(405);
    expect((await post(`/v3/${apiKey}`, JSON.stringify({ jsonrpc: '2.0', method: 'getVoteAccounts' }))).status).toBe(204);
  });
});
