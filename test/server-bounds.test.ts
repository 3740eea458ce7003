// The generated server against clients that try to exhaust it, on 127.0.0.1: WebSockets that send and never read
// (bounded reply backlog, then closed), floods of distinct keys (bounded credit store that never hands back a
// spent balance), slowloris headers and bodies (closed by the timeouts), and more connections than the cap (503).
// Each test is bounded in count and time; normal requests must still be answered throughout.
import { connect, type Socket } from 'node:net';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createRpcHandler, serverErrors } from '../generated/dist/server.js';
import { examples, exampleHandlers, exchange, openSocket, request, startServer } from './server-helpers.js';
import { MemoryCreditStore } from '../gateway/src/memory-credit-store.js';

const apiKey = 'bounds-key-0123456789';

// A full collection before each heap reading, so the figures are what is retained, not garbage not yet collected.
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
const retained = () => {
  gc();
  const m = process.memoryUsage();
  return m.heapUsed + m.external;
};
const MB = 1024 * 1024;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function post(url: string, body: string) {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body, signal: AbortSignal.timeout(10_000) });
  return { status: res.status, text: await res.text() };
}

/** A raw TCP connection; `closed` resolves with what the server sent once it closes the connection. */
function rawSocket(port: number): Promise<{ socket: Socket; closed: Promise<string> }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString('latin1')));
    const closed = new Promise<string>((done) => socket.on('close', () => done(received)));
    socket.on('error', () => undefined);
    socket.once('connect', () => resolve({ socket, closed }));
    socket.once('error', reject);
  });
}

const within = <T>(promise: Promise<T>, ms: number, what: string) =>
  Promise.race([promise, sleep(ms).then(() => Promise.reject(new Error(`${what}: not within ${ms} ms`)))]);

describe('WebSockets that never read', () => {
  // Each message is a batch of 100 calls whose replies are ~2 KB each: ~220 KB of replies per 8 KB sent.
  const batch = `[${Array.from({ length: 100 }, (_, i) => request('eth_getBlockByNumber', examples.eth_getBlockByNumber.params, i)).join(',')}]`;

  /** Sends batches on a socket whose client never reads, for `ms` or until `done()`, as fast as the server takes them. */
  async function flood(ws: WebSocket, ms: number, done?: () => Promise<boolean>): Promise<number> {
    ws.pause(); // the client reads nothing: replies pile up on the server's side of the connection
    let sent = 0;
    const end = Date.now() + ms;
    let checked = Date.now();
    while (Date.now() < end && ws.readyState === ws.OPEN) {
      if (done !== undefined && Date.now() - checked >= 100) {
        checked = Date.now();
        if (await done()) break;
      }
      // The client's own buffer grows once the server stops reading: wait rather than fill this process.
      if (ws.bufferedAmount > 256 * 1024) await sleep(20);
      else {
        ws.send(batch);
        sent++;
        if (sent % 8 === 0) await sleep(1);
      }
    }
    return sent;
  }

  it('8 sockets flooding batches: the retained heap stays under 48 MB, and a fresh connection is answered promptly', async () => {
    const { base, wsBase } = await startServer(exampleHandlers().handlers, { wsDrainTimeoutSeconds: 60 });
    const before = retained();
    const sockets = await Promise.all(Array.from({ length: 8 }, () => openSocket(`${wsBase}/ws/v3/${apiKey}`)));
    try {
      const sent = await Promise.all(sockets.map((ws) => flood(ws, 2500)));
      // The clients sent far more than was answered into their sockets: the server stopped reading them.
      const grown = retained() - before;
      expect(sent.reduce((a, b) => a + b, 0)).toBeGreaterThan(8 * 20);
      expect(grown / MB, `retained heap grew by ${(grown / MB).toFixed(1)} MB`).toBeLessThan(48);
      // The server is not stuck: a new HTTP request and a new WebSocket are answered.
      const started = Date.now();
      const reply = await post(`${base}/v3/${apiKey}`, request('eth_getStorageAt', examples.eth_getStorageAt.params));
      expect(reply.status).toBe(200);
      expect(Date.now() - started).toBeLessThan(3000);
      const fresh = await openSocket(`${wsBase}/ws/v3/${apiKey}`);
      const answer = await within(
        new Promise<string>((resolve) => {
          fresh.once('message', (d: Buffer) => resolve(d.toString()));
          fresh.send(request('eth_getStorageAt', examples.eth_getStorageAt.params, 'fresh'));
        }),
        2000,
        'fresh WebSocket',
      );
      expect(JSON.parse(answer)).toMatchObject({ id: 'fresh', result: examples.eth_getStorageAt.result });
      fresh.close();
    } finally {
      for (const ws of sockets) ws.terminate();
    }
  });

  it('a socket whose backlog does not drain within wsDrainTimeoutSeconds is closed (1008, or dropped)', async () => {
    const { server, wsBase } = await startServer(exampleHandlers().handlers, { wsMaxBufferedBytes: 64 * 1024, wsDrainTimeoutSeconds: 0.5 });
    const ws = await openSocket(`${wsBase}/ws/v3/${apiKey}`);
    const closed = new Promise<number>((resolve) => ws.once('close', (code: number) => resolve(code)));
    const connections = () => new Promise<number>((resolve) => server.getConnections((_e, n) => resolve(n)));
    expect(await connections()).toBe(1);
    // Until the server lets go of the connection: its replies fill the kernel's buffers, then 64 KiB more, then
    // 0.5 s and the second's grace pass. Bounded at 15 s for a loaded machine.
    const started = Date.now();
    await flood(ws, 15_000, async () => (await connections()) === 0);
    expect(await connections()).toBe(0);
    expect(Date.now() - started).toBeLessThan(15_000);
    ws.resume();
    // What the client sees: the close frame when it made it out before the drop, else an abnormal closure.
    expect([1008, 1006]).toContain(await within(closed, 3000, 'client close'));
  });

  it('a socket that sends nothing for wsIdleTimeoutSeconds is closed (1000, "idle timeout"), but not while a call of it is answered', async () => {
    let release: (() => void) | undefined;
    const slow = () => new Promise((resolve) => (release = () => resolve(examples.eth_call.result)));
    const { server, wsBase } = await startServer(exampleHandlers({ eth_call: slow }).handlers, { wsIdleTimeoutSeconds: 0.3 });
    const connections = () => new Promise<number>((resolve) => server.getConnections((_e, n) => resolve(n)));
    const closedOf = (ws: WebSocket) => new Promise<{ code: number; reason: string; at: number }>((resolve) => ws.once('close', (code: number, reason: Buffer) => resolve({ code, reason: reason.toString(), at: Date.now() })));
    const started = Date.now();
    const idle = await openSocket(`${wsBase}/ws/v3/${apiKey}`);
    const busy = await openSocket(`${wsBase}/ws/v3/${apiKey}`);
    const waiting = await openSocket(`${wsBase}/ws/v3/${apiKey}`);
    const idleClosed = closedOf(idle);
    const waitingClosed = closedOf(waiting);
    // `waiting` has one call in flight, longer than the idle timeout.
    waiting.send(request('eth_call', examples.eth_call.params, 5));
    // `busy` sends every 100 ms for 1 s: never idle.
    for (let i = 0; i < 10; i++) {
      expect(await exchange(busy, request('eth_getStorageAt', examples.eth_getStorageAt.params, i))).toContain(`"id":${i}`);
      await sleep(100);
    }
    const closed = await within(idleClosed, 3000, 'idle close');
    expect(closed).toMatchObject({ code: 1000, reason: 'idle timeout' });
    expect(closed.at - started).toBeGreaterThanOrEqual(300);
    expect(busy.readyState).toBe(WebSocket.OPEN);
    // The call in flight keeps its socket open past the timeout; once answered, the socket idles out.
    expect(waiting.readyState).toBe(WebSocket.OPEN);
    const answer = new Promise<string>((resolve) => waiting.once('message', (data: Buffer) => resolve(data.toString())));
    release!();
    expect(await within(answer, 3000, 'answer')).toContain('"id":5');
    expect(await within(waitingClosed, 3000, 'waiting close')).toMatchObject({ code: 1000, reason: 'idle timeout' });
    busy.close();
    for (let i = 0; i < 50 && (await connections()) > 0; i++) await sleep(50);
    expect(await connections()).toBe(0);
  });

  it('messages being answered count against the mark too: slow handlers stop the reading, not the memory', async () => {
    const waiting: (() => void)[] = [];
    const { handlers, calls } = exampleHandlers({
      eth_getStorageAt: () => new Promise((resolve) => waiting.push(() => resolve('0x00'))),
    });
    const { wsBase } = await startServer(handlers, { wsMaxBufferedBytes: 256 * 1024 });
    const ws = await openSocket(`${wsBase}/ws/v3/${apiKey}`);
    let replies = 0;
    ws.on('message', () => replies++);
    // 40 messages of ~100 KB each (whitespace is valid JSON): 4 MB offered against a 256 KiB mark.
    const padded = (i: number) => request('eth_getStorageAt', examples.eth_getStorageAt.params, i) + ' '.repeat(100_000);
    for (let i = 0; i < 40; i++) ws.send(padded(i));
    await sleep(500);
    // Reading stopped once ~256 KiB were held (plus what one read from the socket had already brought in).
    expect(calls.length).toBeGreaterThan(0);
    expect(calls.length).toBeLessThanOrEqual(5);
    // Answering them lets it read again: every message is answered in the end.
    const deadline = Date.now() + 10_000;
    while (replies < 40 && Date.now() < deadline) {
      for (const release of waiting.splice(0)) release();
      await sleep(20);
    }
    expect(replies).toBe(40);
    ws.close();
  });

  it('a client that reads slowly but keeps up is not closed, and gets every reply', async () => {
    const { wsBase } = await startServer(exampleHandlers().handlers, { wsMaxBufferedBytes: 64 * 1024, wsDrainTimeoutSeconds: 2 });
    const ws = await openSocket(`${wsBase}/ws/v3/${apiKey}`);
    let replies = 0;
    const all = new Promise<void>((resolve) =>
      ws.on('message', () => {
        if (++replies === 60) resolve();
      }),
    );
    // 60 batch replies (~13 MB) against a 64 KiB mark: reading pauses and resumes many times.
    for (let i = 0; i < 60; i++) ws.send(batch);
    await within(all, 20_000, 'all replies');
    expect(ws.readyState).toBe(ws.OPEN);
    ws.close();
  });
});

describe('credit store under a flood of keys', () => {
  it('200,000 distinct keys: the default store holds at most 100,000, and an evicted key does not get its credits back', () => {
    const store = new MemoryCreditStore({ dailyCredits: 1_000 });
    expect(store.charge('spender', 900)).toMatchObject({ ok: true, balance: 100 });
    for (let i = 0; i < 200_000; i++) store.charge(`random-${i}-${Math.random()}`, 1);
    expect(store.size).toBe(100_000);
    // 'spender' was evicted long ago: it comes back with at most what it had left.
    expect(store.balance('spender')).toBeLessThanOrEqual(100);
    expect(store.charge('spender', 200).ok).toBe(false);
  });

  it('idle keys are evicted after idleSeconds, keeping what they spent; a new day starts everyone afresh', () => {
    let now = Date.UTC(2026, 0, 1, 10);
    const store = new MemoryCreditStore({ dailyCredits: 100, idleSeconds: 60, maxKeys: 1_000, now: () => now });
    for (let i = 0; i < 500; i++) store.charge(`idle-${i}`, 30);
    expect(store.size).toBe(500);
    now += 61_000;
    store.charge('active', 1);
    expect(store.size).toBe(1);
    expect(store.balance('idle-7')).toBeLessThanOrEqual(70);
    now = Date.UTC(2026, 0, 2, 0, 0, 1);
    expect(store.balance('idle-7')).toBe(100);
    expect(store.charge('idle-7', 100).ok).toBe(true);
  });

  it('through the core (20,000 keys) and over HTTP (300 keys): the store stays at its bound', async () => {
    const store = new MemoryCreditStore({ maxKeys: 100 });
    const rpc = createRpcHandler(exampleHandlers().handlers, { creditStore: store });
    const call = request('eth_getStorageAt', examples.eth_getStorageAt.params);
    for (let i = 0; i < 20_000; i++) await rpc.handle(call, { apiKey: `core-${i}` });
    expect(store.size).toBe(100);
    const http = new MemoryCreditStore({ maxKeys: 50 });
    const { base } = await startServer(exampleHandlers().handlers, { creditStore: http });
    for (let i = 0; i < 300; i += 30) {
      const replies = await Promise.all(Array.from({ length: 30 }, (_, j) => post(`${base}/v3/http-${i + j}`, call)));
      expect(replies.every((r) => r.status === 200)).toBe(true);
    }
    expect(http.size).toBe(50);
  });

  it('flooding cannot reset a spent balance: a key at 0 stays refused after 10× maxKeys other keys', async () => {
    const store = new MemoryCreditStore({ maxKeys: 100, dailyCredits: 80 });
    const rpc = createRpcHandler(exampleHandlers().handlers, { creditStore: store });
    const call = request('eth_getBlockByNumber', examples.eth_getBlockByNumber.params);
    expect((await rpc.respond(call, { apiKey: 'greedy' })).status).toBe(200);
    expect((await rpc.respond(call, { apiKey: 'greedy' })).status).toBe(402);
    for (let i = 0; i < 1_000; i++) await rpc.respond(call, { apiKey: `sybil-${i}` });
    expect(store.size).toBe(100);
    expect((await rpc.respond(call, { apiKey: 'greedy' })).status).toBe(402);
  });

  it('rejects bad options, naming them', () => {
    expect(() => new MemoryCreditStore({ maxKeys: 0 })).toThrow(/maxKeys/);
    expect(() => new MemoryCreditStore({ idleSeconds: -1 })).toThrow(/idleSeconds/);
    expect(() => new MemoryCreditStore({ spendBuckets: Number.NaN })).toThrow(/spendBuckets/);
  });
});

describe('slow and numerous HTTP clients', () => {
  it('slowloris: headers sent a byte at a time and bodies that never finish are closed by the timeouts; others are served', async () => {
    const { base, server } = await startServer(exampleHandlers().handlers, { headersTimeoutSeconds: 1, requestTimeoutSeconds: 10, bodyTimeoutSeconds: 1 });
    const port = (server.address() as { port: number }).port;
    const started = Date.now();
    const head = `POST /v3/${apiKey} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nX-Padding: ${'a'.repeat(200)}\r\n\r\n`;
    const trickled = await Promise.all(Array.from({ length: 5 }, () => rawSocket(port)));
    const timers = trickled.map(({ socket }) => {
      let i = 0;
      const timer = setInterval(() => {
        if (i < head.length && !socket.destroyed) socket.write(head[i++]!);
      }, 50);
      return timer;
    });
    const stalled = await Promise.all(Array.from({ length: 5 }, () => rawSocket(port)));
    for (const { socket } of stalled) {
      socket.write(`POST /v3/${apiKey} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"jsonrpc":`);
    }
    try {
      // Meanwhile a normal request is answered at once.
      const t = Date.now();
      expect((await post(`${base}/v3/${apiKey}`, request('eth_getStorageAt', examples.eth_getStorageAt.params))).status).toBe(200);
      expect(Date.now() - t).toBeLessThan(3000);
      const trickledReplies = await within(Promise.all(trickled.map((s) => s.closed)), 8000, 'trickled headers closed');
      for (const text of trickledReplies) expect(text).toMatch(/^HTTP\/1\.1 408/);
      const stalledReplies = await within(Promise.all(stalled.map((s) => s.closed)), 8000, 'stalled bodies closed');
      for (const text of stalledReplies) {
        expect(text).toMatch(/^HTTP\/1\.1 408/);
        expect(text).toContain('"code":-32600');
      }
      // Closed by the 1 s timeouts (checked every 250 ms), well before the 10 s request timeout.
      expect(Date.now() - started).toBeLessThan(6000);
    } finally {
      for (const timer of timers) clearInterval(timer);
      for (const { socket } of [...trickled, ...stalled]) socket.destroy();
    }
  });

  it('connection cap: the (cap+1)th connection gets 503 with a JSON-RPC error, HTTP and WebSocket; a slot freed is reused', async () => {
    const { base, wsBase, server } = await startServer(exampleHandlers().handlers, { maxConnections: 5 });
    const port = (server.address() as { port: number }).port;
    const held = await Promise.all(Array.from({ length: 5 }, () => rawSocket(port)));
    try {
      await sleep(50);
      const busy = await rawSocket(port);
      busy.socket.write(`POST /v3/${apiKey} HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\n\r\n{}`);
      const text = await within(busy.closed, 3000, 'refused connection closed');
      expect(text).toMatch(/^HTTP\/1\.1 503/);
      expect(JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4))).toEqual({
        jsonrpc: '2.0',
        id: null,
        error: { code: -32000, message: 'Server busy: too many connections' },
      });
      await expect(openSocket(`${wsBase}/ws/v3/${apiKey}`)).rejects.toMatchObject({ status: 503 });
      held[0]!.socket.destroy();
      await held[0]!.closed;
      await sleep(50);
      expect((await post(`${base}/v3/${apiKey}`, request('eth_getStorageAt', examples.eth_getStorageAt.params))).status).toBe(200);
    } finally {
      for (const { socket } of held) socket.destroy();
    }
  });

  it('call timeouts over HTTP and WebSocket share one timer yet each expires on time, shortest first', async () => {
    // The node:http transport keeps every call's deadline on one timer (client/runtime/internal/deadlines.ts): a short timeout that
    // starts after a long one must still fire first, and a call that ends in time must leave no expiry behind.
    const never = () => new Promise(() => undefined);
    const { base, wsBase } = await startServer(exampleHandlers({ eth_call: never, eth_getLogs: never }).handlers, {
      defaultTimeoutSeconds: 0.6,
      timeoutSeconds: { eth_getLogs: 0.15 },
    });
    const started = performance.now();
    const timed = (p: Promise<{ status: number; text: string }>) => p.then((r) => ({ ...r, ms: performance.now() - started }));
    const long = timed(post(`${base}/v3/${apiKey}`, request('eth_call', examples.eth_call.params)));
    await sleep(30);
    const short = timed(post(`${base}/v3/${apiKey}`, request('eth_getLogs', [{}])));
    const ws = await openSocket(`${wsBase}/ws/v3/${apiKey}`);
    const viaSocket = exchange(ws, request('eth_getLogs', [{}], 7), 5000).then((text) => ({ text, ms: performance.now() - started }));
    // Calls that end in time, in between: their deadlines are deleted, nothing fires for them.
    for (let i = 0; i < 20; i++) expect((await post(`${base}/v3/${apiKey}`, request('eth_getStorageAt', examples.eth_getStorageAt.params))).status).toBe(200);
    const [a, b, c] = await Promise.all([short, viaSocket, long]);
    ws.close();
    expect(JSON.parse(a.text).error).toEqual({ code: -32005, message: 'query timeout exceeded' });
    expect(JSON.parse(b.text!)).toEqual({ jsonrpc: '2.0', id: 7, error: { code: -32005, message: 'query timeout exceeded' } });
    expect(JSON.parse(c.text).error).toEqual(serverErrors.timeout);
    // Each at its own deadline (a generous margin above, none below), the short ones well before the long one.
    expect(a.ms).toBeGreaterThanOrEqual(30 + 150 - 5);
    expect(a.ms).toBeLessThan(30 + 150 + 250);
    expect(b.ms).toBeLessThan(c.ms);
    expect(c.ms).toBeGreaterThanOrEqual(600 - 5);
    expect(c.ms).toBeLessThan(600 + 400);
  });

  it('a deadline set after the event loop was busy still gets its whole time (never early)', async () => {
    const { Deadlines } = await import('../generated/dist/internal/deadlines.js');
    const deadlines = new Deadlines();
    // A long deadline starts the clock, a tick runs, then the event loop is busy for 400 ms: no tick meanwhile.
    deadlines.add(5000, { expire: () => undefined });
    await sleep(40);
    const busyUntil = performance.now() + 400;
    while (performance.now() < busyUntil);
    const started = performance.now();
    const took = await new Promise<number>((resolve) => deadlines.add(300, { expire: () => resolve(performance.now() - started) }));
    deadlines.stop();
    // Stamped with the last tick's time, it expired about 400 ms early, at the first tick after the busy stretch.
    expect(took).toBeGreaterThanOrEqual(300);
  });

  it('rejects bad bound options, naming them', async () => {
    const { createServer } = await import('../generated/dist/server.js');
    const handlers = exampleHandlers().handlers;
    expect(() => createServer(handlers, { maxConnections: 0 })).toThrow(/maxConnections/);
    expect(() => createServer(handlers, { headersTimeoutSeconds: -1 })).toThrow(/headersTimeoutSeconds/);
    expect(() => createServer(handlers, { wsMaxBufferedBytes: Number.NaN })).toThrow(/wsMaxBufferedBytes/);
    expect(() => createServer(handlers, { wsIdleTimeoutSeconds: 0 })).toThrow(/wsIdleTimeoutSeconds must be a number >= 0.001/);
    expect(() => createServer(handlers, { wsIdleTimeoutSeconds: '60' as never })).toThrow(/wsIdleTimeoutSeconds/);
  });
});
