// The client's timeouts of a second or more are kept by one coarse clock, not by a Node timer per attempt (a
// forwarding gateway made and dropped a timer list on every call): many calls waiting hold one interval timer, a
// timeout still fires with TimeoutError, never early and at most two ticks (40 ms) late, and the clock stops once
// nothing waits. Shorter timeouts keep a timer each (40 ms would show). Against a node:http server on 127.0.0.1 that
// holds every call until told to answer, and a WebSocket server that never answers.
import type { ServerResponse } from 'node:http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createClient, type Client, TimeoutError } from '../generated/dist/index.js';
import { Deadlines } from '../generator/emit/client/runtime/internal/deadlines.js';
import { type HostileHttp, type HostileWs, type Request, requestsOf, sleep, startHostileHttp, startHostileWs } from './client-hostile-servers.js';

const clients: Client[] = [];
const servers: (HostileHttp | HostileWs)[] = [];
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()));
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

/** A server that holds every call; `answerAll` answers those held. */
async function holding(): Promise<{ url: string; held: () => number; answerAll: () => void }> {
  const waiting: { id: unknown; response: ServerResponse }[] = [];
  const server = await startHostileHttp((body, response) => {
    waiting.push({ id: (requestsOf(body).requests[0] as Request).id, response });
  });
  servers.push(server);
  return {
    url: server.url,
    held: () => waiting.length,
    answerAll: () => {
      for (const { id, response } of waiting.splice(0)) {
        const text = JSON.stringify({ jsonrpc: '2.0', id, result: '0x1' });
        response.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
        response.end(text);
      }
    },
  };
}

const timers = () => process.getActiveResourcesInfo().filter((r) => r === 'Timeout').length;

async function until(done: () => boolean, ms = 5000): Promise<void> {
  const end = Date.now() + ms;
  while (!done()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await sleep(5);
  }
}

describe('client timeouts on one clock', () => {
  it('holds one timer for many waiting calls, answers them all, and stops the clock once none waits', async () => {
    const server = await holding();
    const client = createClient({ url: server.url, retry: false, timeout: 30_000, maxConnections: 50 });
    clients.push(client);
    const before = timers();
    const calls = Array.from({ length: 40 }, () => client.request({ method: 'eth_blockNumber' }));
    await until(() => server.held() === 40);
    // A timer per attempt would be 40 more.
    expect(timers() - before).toBeLessThanOrEqual(1);
    server.answerAll();
    expect(await Promise.all(calls)).toEqual(Array(40).fill('0x1'));
    // Idle again: the clock's ticker goes at its next tick.
    await sleep(60);
    expect(timers()).toBeLessThanOrEqual(before);
  });

  it('never early when the event loop held the clock back: a call made after a long busy stretch gets its whole timeout', async () => {
    const server = await holding();
    const client = createClient({ url: server.url, retry: false, timeout: 1000 });
    clients.push(client);
    // One call starts the clock; then the event loop is busy for 400 ms (no tick runs), then a second call starts.
    const first = client.request({ method: 'eth_blockNumber' }).catch((e: unknown) => e);
    await until(() => server.held() === 1);
    const busyUntil = performance.now() + 400;
    while (performance.now() < busyUntil);
    const started = performance.now();
    const error = await client.request({ method: 'eth_blockNumber' }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(TimeoutError);
    // A deadline taken from the last tick's time would have passed about 400 ms early.
    expect(performance.now() - started).toBeGreaterThanOrEqual(1000);
    expect(await first).toBeInstanceOf(TimeoutError);
    server.answerAll();
  });

  it('fails a call past its timeout with TimeoutError, never early and at most two ticks late', async () => {
    const server = await holding();
    const client = createClient({ url: server.url, retry: false, timeout: 1000 });
    clients.push(client);
    const started = performance.now();
    const error = await client.request({ method: 'eth_blockNumber' }).then(
      () => undefined,
      (e: unknown) => e,
    );
    const took = performance.now() - started;
    expect(error).toBeInstanceOf(TimeoutError);
    expect(took).toBeGreaterThanOrEqual(1000);
    // Two ticks of 20 ms, and room for a busy machine.
    expect(took).toBeLessThan(1000 + 40 + 250);
    server.answerAll();
  });

  it('keeps a timer of its own for a short timeout, which fires on time', async () => {
    const server = await holding();
    const client = createClient({ url: server.url, retry: false, timeout: 30_000 });
    clients.push(client);
    const started = performance.now();
    const error = await client.request({ method: 'eth_blockNumber' }, { timeout: 50 }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(TimeoutError);
    const took = performance.now() - started;
    expect(took).toBeGreaterThanOrEqual(49);
    server.answerAll();
  });
  it('holds one timer for many calls waiting over WebSocket too', async () => {
    let received = 0;
    const server = await startHostileWs(() => {
      received++;
    });
    servers.push(server);
    const client = createClient({ url: server.url, transport: 'ws', retry: false, timeout: 30_000 });
    clients.push(client);
    // The socket open first, so that only the calls' own timers are counted.
    void client.request({ method: 'eth_blockNumber' }).catch(() => undefined);
    await until(() => received === 1);
    const before = timers();
    for (let i = 0; i < 40; i++) void client.request({ method: 'eth_blockNumber' }).catch(() => undefined);
    await until(() => received === 41);
    expect(timers() - before).toBeLessThanOrEqual(1);
  });

  it('keeps a timer per call with a fetch function, whose host may tie timers to one request (a worker)', async () => {
    const server = await holding();
    const client = createClient({ url: server.url, retry: false, timeout: 30_000, fetch: (input, init) => fetch(input, init) });
    clients.push(client);
    const setTimer = vi.spyOn(globalThis, 'setTimeout');
    const calls = Array.from({ length: 5 }, () => client.request({ method: 'eth_blockNumber' }));
    await until(() => server.held() === 5);
    // The calls' own timers: the only ones of 30 s.
    expect(setTimer.mock.calls.filter((call) => call[1] === 30_000)).toHaveLength(5);
    setTimer.mockRestore();
    server.answerAll();
    expect(await Promise.all(calls)).toEqual(Array(5).fill('0x1'));
  });
});

describe('the clock\'s queues, one per distinct timeout', () => {
  it('are dropped once empty: 15,000 distinct timeouts met (a gateway\'s shares of its calls\' limits) leave none held', async () => {
    const clock = new Deadlines(10);
    const expired: number[] = [];
    try {
      for (let ms = 1000; ms < 16_000; ms++) clock.delete(clock.add(ms, { expire: () => expired.push(ms) }));
      // One still pending keeps the clock ticking: its queue stays, the 15,000 emptied ones go at the next tick.
      clock.add(60_000, { expire: () => expired.push(60_000) });
      await until(() => clock.timeouts === 1, 1000);
      // A deadline due at the next tick still expires, and a timeout used again gets a queue again.
      clock.add(1, { expire: () => expired.push(1) });
      await until(() => expired.includes(1), 1000);
      expect(clock.timeouts).toBe(1);
      expect(expired).toEqual([1]);
    } finally {
      clock.stop();
    }
  });
});
