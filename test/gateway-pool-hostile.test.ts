// A pool with a node that answers fast and wrong: every other call's result is garbage the validators reject (never
// three in a row, so it is never taken out), the rest passed through to a real anvil at once; beside it an honest
// node 20 ms slower. The fast liar must not win the score: callers of a method that is not retried would see its
// garbage as errors. Nor a node whose store broke, answering every call at once with its own -32603. Real anvil;
// every node a node:http server on 127.0.0.1.
import { createServer as createHttpServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAnvil, type EmbeddedNode } from '../generator/serve/anvil.js';
import { post, startGateway } from './gateway-helpers.js';

let anvil: EmbeddedNode;
const servers: Server[] = [];
const calls = { liar: 0, honest: 0, broken: 0, honest2: 0 };

/** A node before anvil: `rewrite` may replace an answer's text; `delayMs` before passing it on. */
async function node(name: keyof typeof calls, delayMs: number, rewrite: (text: string, n: number) => string): Promise<string> {
  const server = createHttpServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (c: Buffer) => chunks.push(c));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const n = (JSON.parse(body) as { method: string }).method === 'eth_getBlockByNumber' ? ++calls[name] : 0;
      fetch(anvil.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body }).then(async (answer) => {
        const text = await answer.text();
        setTimeout(() => response.writeHead(200, { 'content-type': 'application/json' }).end(n > 0 ? rewrite(text, n) : text), delayMs);
      });
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  anvil = await startAnvil(0);
}, 60_000);
afterAll(async () => {
  for (const server of servers) {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
  await anvil?.stop();
});

describe('a pool with a node that answers fast and wrong', () => {
  it('sends it few calls: the honest slower node wins, and few callers see an error', async () => {
    // Honest for its first 20 calls (so that it is measured fast and wins), then every other answer garbage.
    const liar = await node('liar', 0, (text, n) => (n > 20 && n % 2 === 0 ? JSON.stringify({ ...(JSON.parse(text) as object), result: 'garbage' }) : text));
    const honest = await node('honest', 20, (text) => text);
    const gateway = await startGateway({ upstream: { evm: [liar, honest] }, retries: 0 });
    let failed = 0;
    const total = 300;
    try {
      for (let i = 0; i < total; i++) {
        const { body } = await post(gateway.http('pool-hostile-key'), 'eth_getBlockByNumber', ['0x0', false]);
        if (body.error !== undefined) failed++;
      }
    } finally {
      await gateway.close();
    }
    const liarAfter = Math.max(0, calls.liar - 20);
    console.log(`liar ${calls.liar} (${liarAfter} once lying), honest ${calls.honest} of ${total} calls; ${failed} callers saw an error`);
    // Without the error term in the score, the liar (a few ms, half rejected: 3 × its latency against the honest
    // node's 20+ ms) kept most of the calls once lying, and about half of those callers saw its garbage. With it, a
    // lying node loses at its first rejected answer and is asked again once in 16 selections (exploration).
    expect(liarAfter).toBeLessThan(40);
    expect(failed).toBeLessThan(20);
    expect(calls.liar + calls.honest).toBe(total);
  }, 60_000);

  it('sends few calls to a node that answers its own internal error (-32603) at once', async () => {
    // Honest for its first 20 calls, then -32603 for every call: an answer, but the node's failure by definition.
    const broken = await node('broken', 0, (text, n) => (n > 20 ? JSON.stringify({ jsonrpc: '2.0', id: (JSON.parse(text) as { id: unknown }).id, error: { code: -32603, message: 'Internal error' } }) : text));
    const honest = await node('honest2', 20, (text) => text);
    const gateway = await startGateway({ upstream: { evm: [broken, honest] }, retries: 0 });
    let failed = 0;
    const total = 300;
    try {
      for (let i = 0; i < total; i++) {
        const { body } = await post(gateway.http('pool-hostile-key'), 'eth_getBlockByNumber', ['0x0', false]);
        if (body.error !== undefined) failed++;
      }
    } finally {
      await gateway.close();
    }
    console.log(`broken ${calls.broken} (${Math.max(0, calls.broken - 20)} once broken), honest ${calls.honest2} of ${total} calls; ${failed} callers saw an error`);
    // Counted as answers, its -32603s kept its score at its few ms: it took nearly every call, each an error.
    expect(failed).toBeLessThan(40);
    expect(calls.broken + calls.honest2).toBe(total);
  }, 60_000);
});
