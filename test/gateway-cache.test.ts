// The gateway's cache of answers that cannot change (the spec's `x-cache`), against a real anvil behind a counting
// proxy (node:http on 127.0.0.1, passing each request on and counting the calls it carries), so "answered from the
// cache" is "the node saw one call, not two". anvil's finalized block is its latest minus 64 (safe: minus 32), so
// after mining 200 blocks the low blocks are final and the top 64 are not. Also: the bounds of the memory store under
// a flood of distinct calls, a Redis store shared by two `rpcforge serve` processes (a real redis-server), hits
// charged like any call, and `generate` refusing a bad `x-cache` with a located error.
import type { ChildProcess } from 'node:child_process';
import { createServer as createHttpServer, type Server } from 'node:http';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import * as promClient from 'prom-client';
import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as generatedServer from '../generated/dist/server.js';
import { gatewayMetrics, MemoryResultCache, RedisResultCache } from '../gateway/src/index.js';
import { runCli } from '../generator/cli.js';
import { startAnvil, type EmbeddedNode } from '../generator/serve/anvil.js';
import { freePort, post, result, send, startGateway, until, type Gateway } from './gateway-helpers.js';
import { tempDir, writeTree } from './helpers.js';
import { parseMetrics } from './support/metrics.js';
import { requireRedis, startRedis, stopRedis } from './support/redis-server.js';
import { serveProcesses, started, stop } from './support/serve-process.js';

requireRedis('test/gateway-cache.test.ts');

let anvil: EmbeddedNode;
let proxy: Server;
let proxyUrl: string;
/** Calls the node received through the proxy, by `method params-json`. */
const seen = new Map<string, number>();
const count = (method: string, params: unknown) => seen.get(`${method} ${JSON.stringify(params)}`) ?? 0;
let txHash: string;
let txBlock: string;
const hex = (n: number) => `0x${n.toString(16)}`;

beforeAll(async () => {
  anvil = await startAnvil(0);
  // A transaction in block 1, then 200 blocks on top: block 1 is final (finalized = latest - 64).
  const sent = await send(anvil.url, { to: `0x${'11'.repeat(20)}`, value: '0x1' });
  txHash = sent.hash;
  txBlock = sent.receipt.blockNumber;
  await result(anvil.url, 'anvil_mine', ['0xc8']);
  proxy = createHttpServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (c: Buffer) => chunks.push(c));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const parsed = JSON.parse(body) as { method: string; params?: unknown } | { method: string; params?: unknown }[];
      for (const call of Array.isArray(parsed) ? parsed : [parsed]) {
        const name = `${call.method} ${JSON.stringify(call.params)}`;
        seen.set(name, (seen.get(name) ?? 0) + 1);
      }
      fetch(anvil.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body }).then(
        async (answer) => response.writeHead(answer.status, { 'content-type': 'application/json' }).end(await answer.text()),
        () => response.writeHead(502).end(),
      );
    });
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
}, 60_000);

afterAll(async () => {
  await new Promise<void>((resolve) => (proxy ? proxy.close(() => resolve()) : resolve()));
  await anvil?.stop();
});

const key = 'cache-key-0123456789';
const metricsOf = async (gateway: Gateway) => parseMetrics(await (await fetch(gateway.http('x').replace(/\/v3\/x$/, '/metrics'))).text());

describe('the gateway cache, in memory', () => {
  let gateway: Gateway;
  let store: InstanceType<typeof MemoryResultCache>;
  let latest: number;
  beforeAll(async () => {
    const metrics = gatewayMetrics(generatedServer, promClient);
    store = new MemoryResultCache();
    gateway = await startGateway({ upstream: { evm: proxyUrl }, metrics, cache: { store } }, { metrics });
    latest = Number(await result<string>(anvil.url, 'eth_blockNumber'));
    expect(latest).toBeGreaterThanOrEqual(201);
  });
  afterAll(() => gateway?.close());

  const stored = async (method: string) => (await metricsOf(gateway)).get(`rpc_cache_lookups_total{method="${method}",outcome="stored"}`) ?? 0;

  it('answers a finalized block from the cache: the node sees one call for two, the answers equal, both charged', async () => {
    const params = [hex(16), false];
    const first = await post(gateway.http(key), 'eth_getBlockByNumber', params);
    expect(first.body.result).toMatchObject({ number: hex(16) });
    await until(async () => (await stored('eth_getBlockByNumber')) === 1, 5000, 'the block kept');
    const second = await post(gateway.http(key), 'eth_getBlockByNumber', params);
    expect(second.body.result).toEqual(first.body.result);
    expect(count('eth_getBlockByNumber', params)).toBe(1);
    const scraped = await metricsOf(gateway);
    expect(scraped.get('rpc_cache_lookups_total{method="eth_getBlockByNumber",outcome="hit"}')).toBe(1);
    expect(scraped.get('rpc_cache_lookups_total{method="eth_getBlockByNumber",outcome="miss"}')).toBe(1);
    // Every call costs its credits (the interface document), a hit included: 2 × 80.
    expect(scraped.get('rpc_credits_charged_total{method="eth_getBlockByNumber"}')).toBe(160);
    // The finalized block was asked for once, to decide.
    expect(count('eth_getBlockByNumber', ['finalized', false])).toBe(1);
  });

  it('never caches latest, pending, safe or finalized tags: each call goes upstream', async () => {
    for (const tag of ['latest', 'safe', 'finalized']) {
      const before = count('eth_getBlockByNumber', [tag, false]);
      for (let i = 0; i < 3; i++) expect((await post(gateway.http(key), 'eth_getBlockByNumber', [tag, false])).body.result).toMatchObject({ number: expect.any(String) });
      expect(count('eth_getBlockByNumber', [tag, false]) - before, tag).toBe(3);
    }
    const before = count('eth_getStorageAt', [`0x${'22'.repeat(20)}`, '0x0', 'latest']);
    for (let i = 0; i < 2; i++) await post(gateway.http(key), 'eth_getStorageAt', [`0x${'22'.repeat(20)}`, '0x0', 'latest']);
    expect(count('eth_getStorageAt', [`0x${'22'.repeat(20)}`, '0x0', 'latest']) - before).toBe(2);
  });

  it('does not cache a block above the finalized one, though it exists and no reorg happened', async () => {
    const params = [hex(latest - 5), false];
    const first = await post(gateway.http(key), 'eth_getBlockByNumber', params);
    expect(first.body.result).toMatchObject({ number: hex(latest - 5) });
    // Whatever the background step decides, it has decided within this wait.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await post(gateway.http(key), 'eth_getBlockByNumber', params)).body.result).toEqual(first.body.result);
    expect(count('eth_getBlockByNumber', params)).toBe(2);
  });

  it('caches a by-hash lookup that found a finalized transaction, never one that found nothing', async () => {
    const missing = [`0x${'ab'.repeat(32)}`];
    for (let i = 0; i < 2; i++) expect((await post(gateway.http(key), 'eth_getTransactionByHash', missing)).body.result).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await post(gateway.http(key), 'eth_getTransactionByHash', missing)).body.result).toBeNull();
    expect(count('eth_getTransactionByHash', missing)).toBe(3);

    const found = await post(gateway.http(key), 'eth_getTransactionReceipt', [txHash]);
    expect(found.body.result).toMatchObject({ transactionHash: txHash, blockNumber: txBlock });
    await until(async () => (await stored('eth_getTransactionReceipt')) === 1, 5000, 'the receipt kept');
    expect((await post(gateway.http(key), 'eth_getTransactionReceipt', [txHash])).body.result).toEqual(found.body.result);
    expect(count('eth_getTransactionReceipt', [txHash])).toBe(1);
  });

  it('never caches an error answer, even at a finalized block', async () => {
    // Gas 1, below the 21,000 any call needs: the node answers with its own error object.
    const params = [{ from: `0x${'33'.repeat(20)}`, to: `0x${'44'.repeat(20)}`, gas: '0x1' }, hex(20)];
    for (let i = 0; i < 2; i++) expect((await post(gateway.http(key), 'eth_call', params)).body.error).toMatchObject({ code: expect.any(Number) });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await post(gateway.http(key), 'eth_call', params)).body.error).toBeDefined();
    expect(count('eth_call', params)).toBe(3);
    expect(await stored('eth_call')).toBe(0);
  });

  it('caches eth_getLogs over a finalized range, not one reaching latest', async () => {
    const final = [{ fromBlock: '0x0', toBlock: hex(10) }];
    const open = [{ fromBlock: '0x0' }];
    await post(gateway.http(key), 'eth_getLogs', final);
    await until(async () => (await stored('eth_getLogs')) === 1, 5000, 'the logs kept');
    await post(gateway.http(key), 'eth_getLogs', final);
    expect(count('eth_getLogs', final)).toBe(1);
    for (let i = 0; i < 2; i++) await post(gateway.http(key), 'eth_getLogs', open);
    expect(count('eth_getLogs', open)).toBe(2);
  });
});

describe('the memory store bounds', () => {
  it('holds its entries and bytes under a flood of distinct calls, least recently used out first', async () => {
    const byCount = new MemoryResultCache({ maxEntries: 40 });
    const byBytes = new MemoryResultCache({ maxEntries: 10_000, maxBytes: 20_000 });
    const a = await startGateway({ upstream: { evm: proxyUrl }, cache: { store: byCount } });
    const b = await startGateway({ upstream: { evm: proxyUrl }, cache: { store: byBytes } });
    try {
      // 272 distinct calls over finalized blocks (0..135, with and without transactions), 16 at a time.
      const calls = Array.from({ length: 136 }, (_, n) => [[hex(n), false], [hex(n), true]]).flat();
      for (let i = 0; i < calls.length; i += 16) {
        await Promise.all(calls.slice(i, i + 16).flatMap((params) => [post(a.http(key), 'eth_getBlockByNumber', params), post(b.http(key), 'eth_getBlockByNumber', params)]));
      }
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(byCount.stats().entries).toBe(40);
      const { entries, bytes } = byBytes.stats();
      expect(bytes).toBeLessThanOrEqual(20_000);
      expect(bytes).toBeGreaterThan(15_000);
      // A block's JSON is about 1.2 kB here: the bytes, not the count, are what bound it.
      expect(entries).toBeLessThan(40);
      // The last call is kept, the first is gone.
      const last = calls.at(-1)!;
      const before = count('eth_getBlockByNumber', last);
      await post(a.http(key), 'eth_getBlockByNumber', last);
      expect(count('eth_getBlockByNumber', last)).toBe(before);
      const first = calls[0]!;
      const beforeFirst = count('eth_getBlockByNumber', first);
      await post(a.http(key), 'eth_getBlockByNumber', first);
      expect(count('eth_getBlockByNumber', first)).toBe(beforeFirst + 1);
    } finally {
      await a.close();
      await b.close();
    }
  }, 60_000);

  it('keeps no answer larger than maxValueBytes, and counts keys and texts (or the heap a value takes, when more)', () => {
    const store = new MemoryResultCache({ maxEntries: 10, maxBytes: 1000, maxValueBytes: 100 });
    store.set('k1', 'x', JSON.stringify('x'.repeat(200)));
    expect(store.stats()).toEqual({ entries: 0, bytes: 0 });
    // The heap estimate of a one-string list: the list (56 + 8) and the string (20 + 60), more than its 64 characters.
    const long = 'x'.repeat(60);
    store.set('k2', [long], JSON.stringify([long]));
    expect(store.stats()).toEqual({ entries: 1, bytes: 2 + Math.max(64, 56 + 8 + 20 + 60) });
    // `{"a":1}` is 7 characters, and an object of 64 bytes in the heap: the larger counts.
    store.set('k3', { a: 1 }, '{"a":1}');
    expect(store.stats()).toEqual({ entries: 2, bytes: 146 + 2 + 64 });
    expect(store.get('k3')).toEqual({ a: 1 });
    expect(() => new MemoryResultCache({ maxEntries: 0 })).toThrow(/maxEntries must be a whole number above 0/);
  });
});

describe('the cache in Redis, shared by two serve processes', () => {
  const { work, run, cleanup } = serveProcesses();
  let redis: ChildProcess | undefined;
  afterAll(async () => {
    await stopRedis(redis);
    cleanup();
  });

  it('a block one process kept is served by the other; keys hashed, with a TTL; both calls charged', async () => {
    const port = await freePort();
    redis = await startRedis(port, work);
    const args = ['--upstream', `evm=${proxyUrl}`, '--mock', '--redis', `redis://127.0.0.1:${port}`, '--cache', 'redis', '--cache-ttl', '600', '--log-level', 'error'];
    const a = run(args);
    const b = run(args);
    try {
      const [baseA, baseB] = await Promise.all([started(a), started(b)]);
      expect(a.out()).toContain('cache: Redis (the --redis one), each answer kept 600 s');
      const params = [hex(33), true];
      const before = count('eth_getBlockByNumber', params);
      const first = await post(`${baseA}/v3/${key}`, 'eth_getBlockByNumber', params);
      expect(first.body.result).toMatchObject({ number: hex(33) });
      const scrape = async (base: string) => parseMetrics(await (await fetch(`${base}/metrics`)).text());
      await until(async () => (await scrape(baseA)).get('rpc_cache_lookups_total{method="eth_getBlockByNumber",outcome="stored"}') === 1, 5000, 'kept in Redis');
      const second = await post(`${baseB}/v3/${key}`, 'eth_getBlockByNumber', params);
      expect(second.body.result).toEqual(first.body.result);
      expect(count('eth_getBlockByNumber', params) - before).toBe(1);
      const metricsB = await scrape(baseB);
      expect(metricsB.get('rpc_cache_lookups_total{method="eth_getBlockByNumber",outcome="hit"}')).toBe(1);
      expect(metricsB.get('rpc_credits_charged_total{method="eth_getBlockByNumber"}')).toBe(80);

      const client = createClient({ url: `redis://127.0.0.1:${port}` });
      await client.connect();
      try {
        const keys = await client.keys('rpcforge:cache:*');
        expect(keys).toHaveLength(1);
        expect(keys[0]).toMatch(/^rpcforge:cache:[0-9a-f]{64}$/);
        const ttl = await client.ttl(keys[0]!);
        expect(ttl).toBeGreaterThan(500);
        expect(ttl).toBeLessThanOrEqual(600);
        expect(JSON.parse((await client.get(keys[0]!))!)).toEqual(first.body.result);
      } finally {
        await client.close();
      }
    } finally {
      expect(await stop(a)).toBe(0);
      expect(await stop(b)).toBe(0);
    }
  }, 120_000);
});

describe('the cache when Redis is away', () => {
  it('is a miss, never a failure: every call is answered from the node', async () => {
    // A client that never connected: node-redis without an offline queue refuses each command at once.
    const client = createClient({ url: `redis://127.0.0.1:${await freePort()}`, disableOfflineQueue: true });
    const gateway = await startGateway({ upstream: { evm: proxyUrl }, cache: { store: new RedisResultCache({ client: client as never }) } });
    try {
      const params = [hex(7), false];
      const before = count('eth_getBlockByNumber', params);
      for (let i = 0; i < 3; i++) expect((await post(gateway.http(key), 'eth_getBlockByNumber', params)).body.result).toMatchObject({ number: hex(7) });
      expect(count('eth_getBlockByNumber', params) - before).toBe(3);
    } finally {
      await gateway.close();
    }
  });
});

describe('a cache metric that throws', () => {
  it('never fails a call: the miss, the store and the hit are all answered, the hit from the cache', async () => {
    // The gateway's metrics with a `cache` hook that throws on every lookup (a broken exporter).
    const metrics = { upstreamCall: () => {}, failover: () => {}, cache: () => { throw new Error('exporter down'); } };
    const inner = new MemoryResultCache();
    let sets = 0;
    const store = { get: (k: string) => inner.get(k), set: (k: string, v: unknown, t: string) => { sets++; inner.set(k, v, t); } };
    const gateway = await startGateway({ upstream: { evm: proxyUrl }, metrics, cache: { store } });
    try {
      const params = [hex(9), false];
      const before = count('eth_getBlockByNumber', params);
      const first = await post(gateway.http(key), 'eth_getBlockByNumber', params);
      expect(first.body.result).toMatchObject({ number: hex(9) });
      await until(async () => sets === 1, 5000, 'the block kept');
      const second = await post(gateway.http(key), 'eth_getBlockByNumber', params);
      expect(second.body.result).toEqual(first.body.result);
      expect(count('eth_getBlockByNumber', params) - before).toBe(1);
    } finally {
      await gateway.close();
    }
  });
});

describe('x-cache in the spec', () => {
  const head = 'openrpc: 1.4.1\ninfo:\n  title: Bad\n  version: "1"\n';
  const generate = (method: string) => {
    const dir = tempDir();
    writeTree(dir, { 'openrpc.yaml': `${head}methods:\n  - name: a\n    params:\n      - name: block\n        schema: { type: string }\n    result: { name: r, schema: { type: string } }\n${method}` });
    let stderr = '';
    const code = runCli(['generate', '--spec', join(dir, 'openrpc.yaml'), '--out', join(dir, 'out')], { out: () => {}, err: (t) => (stderr += t) });
    return { code, errors: stderr.replaceAll(`${dir}/`, '').trimEnd().split('\n').slice(1), dir };
  };

  it('refuses a bad rule with its file, line, column and path', () => {
    const refused = (rule: string) => {
      const { code, errors } = generate(rule);
      expect(code).toBe(2);
      return errors;
    };
    expect(refused('    x-cache:\n      when: always\n')).toEqual([`openrpc.yaml:12:7: methods[0]['x-cache'].when: invalid x-cache: must be ["found","finalized"]`]);
    expect(refused('    x-cache:\n      when: finalized\n      blocks: [blok]\n')).toEqual([
      `openrpc.yaml:13:16: methods[0]['x-cache'].blocks[0]: x-cache blocks: "blok" names no param of a (its params: block)`,
    ]);
    // A rule every call walks is short: 10,000 entries (or one twice) are refused, not carried into the method table.
    expect(refused(`    x-cache:\n      when: finalized\n      blocks: [${Array(10_000).fill('block').join(', ')}]\n`)).toEqual([`openrpc.yaml:13:7: methods[0]['x-cache'].blocks: invalid x-cache: must NOT have more than 8 items`]);
    expect(refused('    x-cache:\n      when: finalized\n      blocks: [block, block]\n')).toEqual([
      "openrpc.yaml:13:7: methods[0]['x-cache'].blocks: invalid x-cache: must NOT have duplicate items (items ## 1 and 0 are identical)",
    ]);
    expect(refused('    x-cache:\n      when: finalized\n')).toEqual([
      "openrpc.yaml:11:5: methods[0]['x-cache']: x-cache when: finalized needs blocks (the params naming a block) or resultBlock (the result's block number)",
    ]);
    expect(refused('    x-cache:\n      when: found\n      resultBlock: n\n')).toEqual([
      "openrpc.yaml:11:5: methods[0]['x-cache']: x-cache when: found keeps any result but null: blocks and resultBlock belong to when: finalized",
    ]);
    // A Solana-style method: the finalized block is read with eth_getBlockByNumber, which its nodes do not answer.
    expect(refused('    x-family: slot-commitment\n    x-cache:\n      when: finalized\n      blocks: [block]\n')).toEqual([
      "openrpc.yaml:12:5: methods[0]['x-cache']: x-cache when: finalized on an x-family slot-commitment method: the gateway reads the finalized block with eth_getBlockByNumber, which only evm nodes answer (use when: found, or no x-cache)",
    ]);
    expect(generate('    x-family: slot-commitment\n    x-cache:\n      when: found\n').code).toBe(0);
    expect(refused('    x-idempotent: false\n    x-cache:\n      when: found\n')).toEqual([
      "openrpc.yaml:12:5: methods[0]['x-cache']: x-cache on a method marked x-idempotent: false: a write is never answered from a cache",
    ]);
  });

  it('carries a good rule into the method table', () => {
    const { code, dir } = generate('    x-cache:\n      blocks: [block]\n      when: finalized\n');
    expect(code).toBe(0);
    // In a fixed order, whatever the spec's.
    expect(readFileSync(join(dir, 'out/src/methods.ts'), 'utf8')).toContain('"cache": { "when": "finalized", "blocks": ["block"] }');
  });
});
