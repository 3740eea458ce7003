// The generated client honours a server's Retry-After on 429 and 503 (seconds, an HTTP date, or the JSON-RPC error's
// data.retryAfterMs), within maxDelay and the call's timeout: against real HTTP servers on 127.0.0.1, over node:http
// and fetch, and through the gateway's own rate limit (`rpcforge serve` with examples/keys.yaml's Growth plan).
import { afterAll, describe, expect, it } from 'vitest';
import { HttpStatusError } from '../generated/dist/index.js';
import { closedAfterEach, echo, hash, rejection } from './client-suite.js';
import { serveProcesses, started, stop } from './support/serve-process.js';

const { server, client } = closedAfterEach();

/** A server that refuses the first `refusals` requests with `status`, `headers` and `body`, noting when each came. */
async function refusing(refusals: number, status: number, headers: Record<string, string>, body = 'slow down') {
  const times: number[] = [];
  const rpc = await server(echo, (_request, response) => {
    times.push(performance.now());
    if (times.length > refusals) return false;
    response.writeHead(status, headers).end(body);
    return true;
  });
  return { rpc, times, gaps: () => times.slice(1).map((t, i) => t - times[i]!) };
}

describe('Retry-After', () => {
  for (const via of ['node:http', 'fetch'] as const) {
    it(`waits the seconds a 429 asks for before the retry (${via}), not the 1 ms backoff`, async () => {
      const { rpc, gaps } = await refusing(1, 429, { 'retry-after': '1' });
      const gateway = client({ url: rpc.url, retry: { retries: 2, delay: 1 }, ...(via === 'fetch' ? { fetch: globalThis.fetch } : {}) });
      expect(await gateway.eth_getTransactionByHash(hash)).toMatchObject({ method: 'eth_getTransactionByHash' });
      expect(gaps()).toHaveLength(1);
      expect(gaps()[0]).toBeGreaterThanOrEqual(950);
      expect(gaps()[0]).toBeLessThan(1800);
    });
  }

  it('reads an HTTP date on a 503', async () => {
    // Two seconds on, to the second (an HTTP date has no milliseconds): a wait of 1 to 2 s.
    const { rpc, gaps } = await refusing(1, 503, { 'retry-after': new Date(Date.now() + 2000).toUTCString() });
    const gateway = client({ url: rpc.url, retry: { retries: 1, delay: 1 } });
    await gateway.eth_getTransactionByHash(hash);
    expect(gaps()[0]).toBeGreaterThanOrEqual(900);
    expect(gaps()[0]).toBeLessThan(2600);
  });

  it("takes data.retryAfterMs from a 429's JSON-RPC error when there is no header", async () => {
    const body = JSON.stringify({ jsonrpc: '2.0', id: 1, error: { code: -32005, message: 'request rate exceeded', data: { creditsPerSecond: 4000, retryAfterMs: 400 } } });
    const { rpc, gaps } = await refusing(1, 429, { 'content-type': 'application/json' }, body);
    const gateway = client({ url: rpc.url, retry: { retries: 1, delay: 1 } });
    await gateway.eth_getTransactionByHash(hash);
    expect(gaps()[0]).toBeGreaterThanOrEqual(380);
    expect(gaps()[0]).toBeLessThan(1200);
  });

  it('does not wait past maxDelay or the call timeout: the error says how long the server asked', async () => {
    const { rpc, times } = await refusing(10, 429, { 'retry-after': '5' });
    const gateway = client({ url: rpc.url, retry: { retries: 3, delay: 1, maxDelay: 2000 } });
    const started = performance.now();
    const refused = await rejection(gateway.eth_getTransactionByHash(hash));
    expect(refused).toBeInstanceOf(HttpStatusError);
    expect(refused).toMatchObject({ status: 429, retryAfter: 5000, retryable: true });
    expect(times).toHaveLength(1);
    expect(performance.now() - started).toBeLessThan(1000);

    const short = await refusing(10, 503, { 'retry-after': '1' });
    const hurried = client({ url: short.rpc.url, retry: { retries: 3, delay: 1 }, timeout: 500 });
    expect(await rejection(hurried.eth_getTransactionByHash(hash))).toMatchObject({ status: 503, retryAfter: 1000 });
    expect(short.times).toHaveLength(1);
  });

  it("retries a rate-limit error answer's data.retryAfterMs over WebSocket, not other error answers, nor past maxDelay", async () => {
    const times: number[] = [];
    const rpc = await server((request) => {
      times.push(performance.now());
      if (request.method === 'eth_getLogs') return { error: { code: -32005, message: 'request rate exceeded', data: { retryAfterMs: 60_000 } } };
      if (request.method === 'eth_getBlockByNumber') return { error: { code: -32000, message: 'boom' } };
      return times.length === 1 ? { error: { code: -32005, message: 'request rate exceeded', data: { creditsPerSecond: 4000, retryAfterMs: 300 } } } : { result: '0x1' };
    });
    const gateway = client({ url: rpc.wsUrl, transport: 'ws', retry: { retries: 2, delay: 1 } });
    expect(await gateway.eth_getTransactionByHash(hash)).toBe('0x1');
    expect(times).toHaveLength(2);
    expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(280);
    // Past maxDelay: the error answer at once.
    expect(await rejection(gateway.eth_getLogs({}))).toMatchObject({ code: -32005 });
    expect(rpc.requests.filter((r) => r.method === 'eth_getLogs')).toHaveLength(1);
    // An error answer without a wait is not retried.
    expect(await rejection(gateway.eth_getBlockByNumber('latest', false))).toMatchObject({ code: -32000 });
    expect(rpc.requests.filter((r) => r.method === 'eth_getBlockByNumber')).toHaveLength(1);
  });

  it('a 429 without a wait, and other statuses, keep the backoff; a Retry-After on a 500 is not taken', async () => {
    const { rpc, gaps } = await refusing(1, 500, { 'retry-after': '30' });
    const gateway = client({ url: rpc.url, retry: { retries: 1, delay: 1 } });
    await gateway.eth_getTransactionByHash(hash);
    expect(gaps()[0]).toBeLessThan(500);
  });
});

describe("through the gateway's rate limit", () => {
  const processes = serveProcesses();
  afterAll(() => processes.cleanup());

  it("100 concurrent block reads on the Growth plan (50 a second) all succeed: the 429s' retry-after: 1 is waited", async () => {
    const gatewayProcess = processes.run(['--mock', '--keys', 'examples/keys.yaml', '--log-level', 'error']);
    const base = await started(gatewayProcess);
    try {
      const burst = () => Array.from({ length: 100 }, () => 0);
      // Without retries the limit bites: the plan's second of burst holds 50 reads of 80 credits.
      const bare = client({ url: base, apiKey: 'demo-growth-key-0001', retry: false });
      const refused = (await Promise.allSettled(burst().map(() => bare.eth_getBlockByNumber('latest', false)))).filter((o) => o.status === 'rejected');
      expect(refused.length).toBeGreaterThan(0);
      expect((refused[0] as PromiseRejectedResult).reason).toMatchObject({ status: 429, retryAfter: 1000 });
      await new Promise((resolve) => setTimeout(resolve, 1100)); // the bucket full again
      const gateway = client({ url: base, apiKey: 'demo-growth-key-0001' });
      const outcomes = await Promise.allSettled(burst().map(() => gateway.eth_getBlockByNumber('latest', false)));
      const failed = outcomes.filter((o) => o.status === 'rejected').map((o) => String((o as PromiseRejectedResult).reason));
      expect(failed).toEqual([]);
    } finally {
      await stop(gatewayProcess);
    }
  }, 180_000);
});
