// The response budget gives an answer's bytes back once the turn that hands the answer over has run: with one
// setImmediate for all the answers of a turn, not a timer per answer (a gateway under load receives hundreds per turn),
// in the same pass of the event loop (a zero timer waited for a later one), and still not before the answer's caller
// has had it. Against a node:http server on 127.0.0.1 that answers at once.
import type { ServerResponse } from 'node:http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createClient, type Client, type ResponseBudget } from '../generated/dist/index.js';
import { type HostileHttp, type Request, requestsOf, sleep, startHostileHttp } from './client-hostile-servers.js';

const clients: Client[] = [];
const servers: HostileHttp[] = [];
afterEach(async () => {
  vi.restoreAllMocks();
  await Promise.all(clients.splice(0).map((c) => c.close()));
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

/** A server that answers every call with a 2 KiB result, announced by content-length (so each answer holds a lease). */
async function answering(): Promise<string> {
  const server = await startHostileHttp((body, response: ServerResponse) => {
    const request = requestsOf(body).requests[0] as Request;
    const text = JSON.stringify({ jsonrpc: '2.0', id: request.id, result: `0x${'ab'.repeat(1024)}` });
    response.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
    response.end(text);
  });
  servers.push(server);
  return server.url;
}

describe('response budget release', () => {
  it('holds each answer through its caller\'s turn, then gives every byte back with far fewer callbacks than answers', async () => {
    const url = await answering();
    const budget: ResponseBudget = { limit: 64 * 1024 * 1024, inUse: 0 };
    const client = createClient({ url, retry: false, responseBudget: budget, maxConnections: 200 });
    clients.push(client);
    // Connections open first, so that the answers measured below arrive close together.
    await Promise.all(Array.from({ length: 200 }, () => client.request({ method: 'eth_blockNumber' })));
    await sleep(20);
    expect(budget.inUse).toBe(0);

    const zeroDelay = vi.fn();
    const real = globalThis.setTimeout;
    vi.spyOn(globalThis, 'setTimeout').mockImplementation(((callback: (...args: unknown[]) => void, ms?: number, ...args: unknown[]) => {
      if (ms === 0) zeroDelay();
      return real(callback, ms, ...args);
    }) as typeof setTimeout);
    const immediates = vi.spyOn(globalThis, 'setImmediate');
    const heldWhenAnswered: number[] = [];
    const calls = 200;
    await Promise.all(
      Array.from({ length: calls }, () =>
        client.request({ method: 'eth_blockNumber' }).then(() => {
          heldWhenAnswered.push(budget.inUse);
        }),
      ),
    );
    // Every caller had its answer while its bytes were still counted (a gateway prints it again in that turn).
    expect(heldWhenAnswered).toHaveLength(calls);
    expect(Math.min(...heldWhenAnswered)).toBeGreaterThanOrEqual(2048);
    await sleep(20);
    expect(budget.inUse).toBe(0);
    // One release per turn that received answers (a timer per answer before that), by setImmediate: no zero timer.
    expect(zeroDelay).not.toHaveBeenCalled();
    expect(immediates.mock.calls.length).toBeGreaterThan(0);
    expect(immediates.mock.calls.length).toBeLessThan(calls / 2);
  });

  it('gives the bytes back in the pass of the event loop that delivered the answer, after its caller\'s turn', async () => {
    const url = await answering();
    const budget: ResponseBudget = { limit: 64 * 1024 * 1024, inUse: 0 };
    const client = createClient({ url, retry: false, responseBudget: budget });
    clients.push(client);
    for (let i = 0; i < 5; i++) {
      let held = -1;
      const released = await client.request({ method: 'eth_blockNumber' }).then(() => {
        held = budget.inUse;
        // A setImmediate armed by the caller runs in the same check phase as the release armed before it, before any
        // timer of a later pass: the bytes are back by then (a zero timer gave them back a millisecond later at best).
        return new Promise<number>((resolve) => setImmediate(() => resolve(budget.inUse)));
      });
      expect(held).toBeGreaterThanOrEqual(2048);
      expect(released).toBe(0);
    }
  });
});
