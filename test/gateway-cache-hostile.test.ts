// The gateway cache against upstreams that lie or differ: a node claiming a finalized block of 2^52 - 1 (the largest
// number the cache reads) must not make every later block "final" once it stops lying, and two gateways of two
// chains sharing one store must not serve each other's blocks. Real anvils, one behind a proxy that counts the calls
// it carries and, when told to, rewrites the finalized block's number. And the memory store's byte bound against
// answers of many small values, whose heap is many times their JSON text. And a Redis (real redis-server) holding
// something else under a cache key: a block of the wrong shape, arrays nested 400,000 deep.
import { createServer as createHttpServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import type { ChildProcess } from 'node:child_process';
import { createClient } from 'redis';
import { MemoryResultCache, RedisResultCache } from '../gateway/src/index.js';
import { startAnvil, type EmbeddedNode } from '../generator/serve/anvil.js';
import { freePort, post, result, startAll, startGateway, until } from './gateway-helpers.js';
import { tempDir } from './helpers.js';
import { requireRedis, startRedis, stopRedis } from './support/redis-server.js';

requireRedis('test/gateway-cache-hostile.test.ts');

let chainA: EmbeddedNode;
let chainB: EmbeddedNode;
let proxy: Server;
let proxyUrl: string;
let lie = false;
const seen = new Map<string, number>();
const count = (method: string, params: unknown) => seen.get(`${method} ${JSON.stringify(params)}`) ?? 0;
const hex = (n: number) => `0x${n.toString(16)}`;
const key = 'cache-hostile-key-0001';

beforeAll(async () => {
  [chainA, chainB] = (await startAll([startAnvil(0), startAnvil(0)])) as [EmbeddedNode, EmbeddedNode];
  // Two chains of 200 blocks, their timestamps 1 s and 7 s apart: block 16 differs between them.
  await Promise.all([result(chainA.url, 'anvil_mine', ['0xc8', '0x1']), result(chainB.url, 'anvil_mine', ['0xc8', '0x7'])]);
  proxy = createHttpServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (c: Buffer) => chunks.push(c));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const parsed = JSON.parse(body) as { method: string; params?: unknown } | { method: string; params?: unknown }[];
      const calls = Array.isArray(parsed) ? parsed : [parsed];
      for (const call of calls) seen.set(`${call.method} ${JSON.stringify(call.params)}`, (seen.get(`${call.method} ${JSON.stringify(call.params)}`) ?? 0) + 1);
      fetch(chainA.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body }).then(
        async (answer) => {
          let text = await answer.text();
          const finalized = !Array.isArray(parsed) && parsed.method === 'eth_getBlockByNumber' && (parsed.params as unknown[])[0] === 'finalized';
          if (lie && finalized) {
            const reply = JSON.parse(text) as { result: { number: string } };
            reply.result.number = '0xfffffffffffff';
            text = JSON.stringify(reply);
          }
          response.writeHead(answer.status, { 'content-type': 'application/json' }).end(text);
        },
        () => response.writeHead(502).end(),
      );
    });
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
}, 60_000);

afterAll(async () => {
  await new Promise<void>((resolve) => (proxy ? proxy.close(() => resolve()) : resolve()));
  await Promise.all([chainA?.stop(), chainB?.stop()]);
});

describe('the gateway cache against lying or different upstreams', () => {
  it('trusts a finalized number of 2^52 - 1 for one interval only: once the node stops lying, a recent block is not kept', async () => {
    const store = new MemoryResultCache();
    const gateway = await startGateway({ upstream: { evm: proxyUrl }, cache: { store, finalizedSeconds: 0.2 } });
    try {
      const latest = Number(await result<string>(chainA.url, 'eth_blockNumber'));
      lie = true;
      // While the node lies, a block 5 below its head is taken for final and kept: the cost of one interval.
      await post(gateway.http(key), 'eth_getBlockByNumber', [hex(latest - 5), false]);
      await until(() => store.stats().entries === 1, 5000, 'the block kept under the lie');
      lie = false;
      await new Promise((resolve) => setTimeout(resolve, 400));
      const params = [hex(latest - 4), false];
      const first = await post(gateway.http(key), 'eth_getBlockByNumber', params);
      expect(first.body.result).toMatchObject({ number: hex(latest - 4) });
      // The keeping step has read the finalized block again by now (the lie is past its interval).
      await until(() => count('eth_getBlockByNumber', ['finalized', false]) >= 2, 5000, 'the finalized block read again');
      await new Promise((resolve) => setTimeout(resolve, 200));
      await post(gateway.http(key), 'eth_getBlockByNumber', params);
      expect(count('eth_getBlockByNumber', params)).toBe(2);
      expect(store.stats().entries).toBe(1);
    } finally {
      lie = false;
      await gateway.close();
    }
  }, 30_000);

  it('keeps two chains apart in one store by default: a gateway never serves the other chain\'s block', async () => {
    const store = new MemoryResultCache();
    const onA = await startGateway({ upstream: { evm: chainA.url }, cache: { store } });
    const onB = await startGateway({ upstream: { evm: chainB.url }, cache: { store } });
    try {
      const params = [hex(16), false];
      const [hashA, hashB] = await Promise.all([chainA, chainB].map(async (c) => (await result<{ hash: string }>(c.url, 'eth_getBlockByNumber', params)).hash));
      expect(hashA).not.toBe(hashB);
      expect((await post(onA.http(key), 'eth_getBlockByNumber', params)).body.result).toMatchObject({ hash: hashA });
      await until(() => store.stats().entries === 1, 5000, 'chain A\'s block kept');
      expect((await post(onB.http(key), 'eth_getBlockByNumber', params)).body.result).toMatchObject({ hash: hashB });
      // Each chain's block is kept under its own key; a second call on each is a hit of its own chain's block.
      await until(() => store.stats().entries === 2, 5000, 'chain B\'s block kept');
      expect((await post(onB.http(key), 'eth_getBlockByNumber', params)).body.result).toMatchObject({ hash: hashB });
      expect((await post(onA.http(key), 'eth_getBlockByNumber', params)).body.result).toMatchObject({ hash: hashA });
    } finally {
      await Promise.all([onA.close(), onB.close()]);
    }
  }, 30_000);
});

describe('the memory store against answers of many small values', () => {
  it('holds the heap near maxBytes: 3 characters of JSON (`{},`) are no longer counted as 3 bytes', () => {
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    const maxBytes = 8 * 2 ** 20;
    const store = new MemoryResultCache({ maxEntries: 100_000, maxBytes });
    gc();
    const before = process.memoryUsage().heapUsed;
    // 2,000 answers of 5,000 empty objects each: 15 kB of JSON, about 320 kB of heap.
    for (let i = 0; i < 2000; i++) {
      const text = JSON.stringify(Array.from({ length: 5000 }, () => ({})));
      store.set(`k${i}`, JSON.parse(text), text);
    }
    gc();
    const grown = process.memoryUsage().heapUsed - before;
    console.log(`${store.stats().entries} answers kept, ${(grown / 2 ** 20).toFixed(1)} MiB of heap for maxBytes ${maxBytes / 2 ** 20} MiB`);
    expect(store.stats().bytes).toBeLessThanOrEqual(maxBytes);
    // Counted by text alone the store kept ~560 answers, ~170 MiB of heap (21 × maxBytes).
    expect(grown).toBeLessThan(2 * maxBytes);
    store.clear();
  });
});

describe('the Redis cache holding values the gateway never kept', () => {
  let redis: ChildProcess | undefined;
  afterAll(() => stopRedis(redis));

  it('serves none of them: a wrong shape or a deep nest is a miss, answered by the node, and replaced', async () => {
    const port = await freePort();
    redis = await startRedis(port, tempDir('rpcforge-redis-'));
    const client = createClient({ url: `redis://127.0.0.1:${port}` });
    await client.connect();
    const network = 'attack-test';
    const gateway = await startGateway({ upstream: { evm: chainA.url }, cache: { store: new RedisResultCache({ client: client as never }), network } });
    try {
      const cases: [string, string][] = [
        [hex(17), JSON.stringify({ number: '0x99', hash: 'not a hash' })],
        [hex(18), `${'['.repeat(400_000)}${']'.repeat(400_000)}`],
      ];
      for (const [block, planted] of cases) {
        const params = [block, false];
        // The key the gateway reads: its prefix and the SHA-256 of the chain the node answered (anvil's 31337), the
        // network, the method and the canonical params.
        const redisKey = `rpcforge:cache:${createHash('sha256').update(`chainId 0x7a69\n${network}\neth_getBlockByNumber\n${JSON.stringify(params)}`).digest('hex')}`;
        await client.set(redisKey, planted);
        const truth = await result<{ hash: string }>(chainA.url, 'eth_getBlockByNumber', params);
        const answer = await post(gateway.http(key), 'eth_getBlockByNumber', params);
        expect(answer.body.error).toBeUndefined();
        expect(answer.body.result).toMatchObject({ number: block, hash: truth.hash });
        // The node's answer, finalized, replaces what was planted.
        await until(async () => (await client.get(redisKey))?.includes(truth.hash) === true, 5000, 'the planted value replaced');
      }
    } finally {
      await gateway.close();
      await client.close();
    }
  }, 30_000);
});
