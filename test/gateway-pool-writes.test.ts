// A pool node probed back in earns writes only after it has answered calls again. Two small JSON-RPC nodes on
// 127.0.0.1: one answers everything; the other answers reads but fails every write (HTTP 500, an outage), and fails
// everything while `broken`. Before, the failing node scored 0 when its health probe let it back in, so the next
// write went to it and failed, after every probe. Now a write (a call that is not idempotent: eth_sendRawTransaction,
// forwarded outside the spec) goes to a node that has answered calls since it came back, and the node back in gets
// the reads first; a pool fed only such calls still reaches it on its round-robin turns.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from '../generated/dist/server.js';
import * as generatedServer from '../generated/dist/server.js';
import { createUpstream } from '../gateway/src/index.js';
import { evmCatalogue } from './support/catalogue.js';
import { startRpcServer, type RpcServer, type JsonRpcRequest } from './client-helpers.js';
import { post, until } from './gateway-helpers.js';
import { MemoryCreditStore } from '../gateway/src/memory-credit-store.js';

const zero32 = `0x${'0'.repeat(64)}`;
const txHash = `0x${'ab'.repeat(32)}`;
let broken = false;
const answer = (request: JsonRpcRequest) => {
  if (request.method === 'eth_chainId') return { result: '0x7a69' };
  if (request.method === 'eth_getStorageAt') return { result: zero32 };
  if (request.method === 'eth_sendRawTransaction') return { result: txHash };
  if (request.method === 'eth_blockNumber') return { result: '0x10' };
  return { error: { code: -32601, message: 'Method not found' } };
};
let good: RpcServer;
let flaky: RpcServer;
let upstream: ReturnType<typeof createUpstream<typeof generatedServer>>;
let url: string;
let close: () => Promise<void>;

beforeAll(async () => {
  good = await startRpcServer({ answer });
  flaky = await startRpcServer({
    answer,
    http: (_request, response, body) => {
      if (!broken && !body.includes('eth_sendRawTransaction')) return false;
      response.writeHead(500, { 'content-type': 'text/plain' }).end('internal error');
      return true;
    },
  });
  // The flaky node first: of two nodes never measured, the first is chosen.
  upstream = createUpstream(generatedServer, { upstream: { evm: [flaky.url, good.url] }, catalogue: await evmCatalogue(10), logger: { error: () => undefined }, healthCheckSeconds: 0.1 });
  const server = createServer(upstream.handlers, { creditStore: new MemoryCreditStore({ dailyCredits: 1e9 }), logger: { error: () => undefined }, outsideSpec: upstream.outsideSpec(10) });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v3/pool-writes-key-0001`;
  close = async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await upstream.close();
  };
});

afterAll(async () => {
  await close?.();
  await good?.close();
  await flaky?.close();
});

const read = () => post(url, 'eth_getStorageAt', [`0x${'11'.repeat(20)}`, '0x0', 'latest']);
const write = () => post(url, 'eth_sendRawTransaction', ['0x02f8']);
const writesTo = (node: RpcServer) => node.requests.filter((r) => r.method === 'eth_sendRawTransaction').length;
const readsTo = (node: RpcServer) => node.requests.filter((r) => r.method === 'eth_getStorageAt').length;

describe('a pool node probed back in', () => {
  it('takes no write until it has answered calls again; the reads go to it first', async () => {
    // The flaky node fails a read (an outage: taken out, the read retried on the good node), the good node answers.
    broken = true;
    for (let i = 0; i < 4; i++) expect((await read()).body.result).toBe(zero32);
    expect(upstream.status().find((s) => s.upstream.includes(new URL(flaky.url).host))?.up).toBe(false);
    // It answers again (but not writes): its probe lets it back in.
    broken = false;
    await until(() => upstream.status().every((s) => s.up), 5000, 'the flaky node back in');
    const before = writesTo(flaky);
    for (let i = 0; i < 5; i++) {
      const reply = await write();
      expect(reply.body.error).toBeUndefined();
      expect(reply.body.result).toBe(txHash);
    }
    expect(writesTo(flaky)).toBe(before);
    expect(writesTo(good)).toBe(5);
    // A read goes to the node back in first (it scores 0 until measured).
    const reads = readsTo(flaky);
    await read();
    expect(readsTo(flaky)).toBe(reads + 1);
  }, 30_000);

  it('is still called by a pool fed only calls that are not idempotent (every call outside the spec), one in 16', async () => {
    broken = true;
    await read();
    await until(() => upstream.status().some((s) => !s.up), 5000, 'the flaky node out');
    broken = false;
    await until(() => upstream.status().every((s) => s.up), 5000, 'the flaky node back in');
    const before = flaky.requests.filter((r) => r.method === 'eth_blockNumber').length;
    for (let i = 0; i < 40; i++) expect((await post(url, 'eth_blockNumber', [])).body.result).toBe('0x10');
    // Not left idle for good: its round-robin turns reach it, and it earns its record.
    expect(flaky.requests.filter((r) => r.method === 'eth_blockNumber').length).toBeGreaterThan(before);
  }, 30_000);
});
