// The client's `responseBudget` (bytes of HTTP answers arriving at once, over all sockets and every client sharing
// the budget) against a node:http server on 127.0.0.1 that holds its answers half-sent until the test lets them go;
// and error objects without an integer code, which are no JSON-RPC error.
import type { ServerResponse } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { type Client, type ClientOptions, createClient, ProtocolError, ResponseBudgetError, type ResponseBudget } from '../generated/dist/index.js';
import { type HostileHttp, type Request, requestsOf, sleep, startHostileHttp } from './client-hostile-servers.js';

const hash = `0x${'ab'.repeat(32)}` as const;
const KiB = 1024;
const clients: Client[] = [];
const servers: HostileHttp[] = [];
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()));
  await Promise.all(servers.splice(0).map((s) => s.close()));
});
function client(options: ClientOptions): Client {
  const made = createClient({ retry: false, ...options });
  clients.push(made);
  return made;
}

/** A server whose answers (a 600 KiB result) stop at 70 % until `release` is called. */
async function holdingServer(framing: 'content-length' | 'chunked'): Promise<{ url: string; release(): void; started: () => number }> {
  const held: (() => void)[] = [];
  let started = 0;
  const server = await startHostileHttp((body, response: ServerResponse) => {
    const request = requestsOf(body).requests[0] as Request;
    const text = JSON.stringify({ jsonrpc: '2.0', id: request.id, result: `0x${'00'.repeat(300 * KiB)}` });
    response.writeHead(200, framing === 'chunked' ? {} : { 'content-length': Buffer.byteLength(text) });
    response.on('error', () => undefined);
    started++;
    const cut = Math.floor(text.length * 0.7);
    response.write(text.slice(0, cut));
    held.push(() => response.end(text.slice(cut)));
  });
  servers.push(server);
  return { url: server.url, release: () => held.splice(0).forEach((end) => end()), started: () => started };
}

describe('responseBudget', () => {
  for (const framing of ['content-length', 'chunked'] as const) {
    for (const via of ['node:http', 'fetch'] as const) {
      it(`two clients sharing a budget: an answer that does not fit is refused at once (${framing}, ${via}); the bytes come back after`, async () => {
        const server = await holdingServer(framing);
        // Room for one answer, not for one and 70 % of another.
        const budget: ResponseBudget = { limit: 700 * KiB, inUse: 0 };
        const options = { url: server.url, maxResponseBytes: 700 * KiB, responseBudget: budget, ...(via === 'fetch' ? { fetch } : {}) };
        const [one, two] = [client(options), client(options)];
        const first = one.eth_getTransactionByHash(hash);
        // Wait until the first answer's 70 % are held: chunked bytes are counted as they arrive.
        while (budget.inUse < 400 * KiB) await sleep(10);
        const started = performance.now();
        const refused = await two.eth_getTransactionByHash(hash).then(
          () => undefined,
          (error: unknown) => error as ResponseBudgetError,
        );
        expect(performance.now() - started).toBeLessThan(1_000);
        expect(refused).toBeInstanceOf(ResponseBudgetError);
        expect(refused?.limit).toBe(700 * KiB);
        expect(refused?.inUse).toBeGreaterThanOrEqual(400 * KiB);
        expect(refused?.retryable).toBe(true);
        server.release();
        expect(((await first) as unknown as string).length).toBe(600 * KiB + 2);
        while (budget.inUse > 0) await sleep(10);
        // Alone now, the same call fits.
        const again = two.eth_getTransactionByHash(hash);
        while (server.started() < 3) await sleep(10);
        server.release();
        expect(((await again) as unknown as string).length).toBe(600 * KiB + 2);
        await sleep(10);
        expect(budget.inUse).toBe(0);
      });
    }
  }

  it('must be at least maxResponseBytes, and a budget object must be { limit, inUse }', () => {
    expect(() => createClient({ url: 'http://127.0.0.1:1', maxResponseBytes: 2048, responseBudget: 1024 })).toThrow(/responseBudget \(1024 bytes\) must be at least maxResponseBytes \(2048\)/);
    expect(() => createClient({ url: 'http://127.0.0.1:1', responseBudget: { limit: -1, inUse: 0 } })).toThrow(/responseBudget must be/);
    expect(() => createClient({ url: 'http://127.0.0.1:1', responseBudget: 1.5 })).toThrow(/responseBudget must be/);
  });
});

describe('error objects', () => {
  it('an error object without an integer code is a ProtocolError, not a JsonRpcError', async () => {
    let code: unknown;
    const server = await startHostileHttp((body, response) => {
      const request = requestsOf(body).requests[0] as Request;
      response.writeHead(200).end(JSON.stringify({ jsonrpc: '2.0', id: request.id, error: { code, message: 'odd' } }));
    });
    servers.push(server);
    const gateway = client({ url: server.url });
    for (code of [1.5, '-32000', null, undefined, 2 ** 60]) {
      const error = await gateway.eth_getTransactionByHash(hash).then(
        () => undefined,
        (e: unknown) => e as Error,
      );
      expect(error).toBeInstanceOf(ProtocolError);
      expect(error?.message).toMatch(/the error object has no integer code/);
    }
  });
});
