// The answer cache keyed by the chain the node answered, not by its URL: two gateways sharing one real Redis, each in
// front of its own anvil at the same address (`http://127.0.0.1:<port>`, one after the other, as two hosts each with
// its own `localhost:8545`) on another chain id, never serve each other's blocks; and one gateway with the memory
// cache whose node is restarted on another chain at the same address serves the new chain's blocks, not the old.
// Block 1 differs between the chains: a transaction in it on the first, none on the second.
import type { ChildProcess } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { createClient } from 'redis';
import { MemoryResultCache, RedisResultCache } from '../gateway/src/index.js';
import { startAnvil, type EmbeddedNode } from '../generator/serve/anvil.js';
import { freePort, result, send, startGateway, until, type Gateway } from './gateway-helpers.js';
import { tempDir } from './helpers.js';
import { requireRedis, startRedis, stopRedis } from './support/redis-server.js';

requireRedis('test/gateway-cache-chain.test.ts');

const key = 'cache-chain-key-0123456789';
type Block = { hash: string; transactions: unknown[] };

/** anvil at `port` on chain `chainId`, with 100 blocks (block 1 final: anvil's finalized block is latest - 64); a transaction in block 1 when `withTx`. */
async function chain(port: number, chainId: number, withTx: boolean): Promise<EmbeddedNode> {
  const node = await startAnvil(port, ['--chain-id', String(chainId)]);
  if (withTx) await send(node.url, { to: `0x${'22'.repeat(20)}`, value: '0x1' });
  await result(node.url, 'anvil_mine', ['0x64']);
  return node;
}

const nodes: EmbeddedNode[] = [];
const gateways: Gateway[] = [];
let redis: ChildProcess | undefined;
afterAll(async () => {
  await Promise.all(gateways.map((g) => g.close()));
  await Promise.all(nodes.map((n) => n.stop()));
  await stopRedis(redis);
});

describe('the answer cache is keyed by the chain the node answered', () => {
  it('two gateways on one Redis, each before its own node at the same URL on another chain, do not share blocks', async () => {
    const redisPort = await freePort();
    redis = await startRedis(redisPort, tempDir('cache-chain-redis-'));
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const store = () => {
      const client = createClient({ url: `redis://127.0.0.1:${redisPort}` });
      return { client, store: new RedisResultCache({ client: client as never }) };
    };

    // The first host: chain 1111 at the URL, its block 1 asked through its gateway and kept in Redis.
    const a = await chain(port, 1111, true);
    nodes.push(a);
    const first = store();
    await first.client.connect();
    const gatewayA = await startGateway({ upstream: { evm: url }, cache: { store: first.store } });
    gateways.push(gatewayA);
    const blockA = await result<Block>(gatewayA.http(key), 'eth_getBlockByNumber', ['0x1', false]);
    expect(blockA.transactions).toHaveLength(1);
    await until(async () => (await first.client.keys('*')).length > 0, 5000, 'the block kept in Redis');
    await gatewayA.close();
    gateways.splice(gateways.indexOf(gatewayA), 1);
    await a.stop();

    // The second host: chain 2222 at the same URL, the same Redis.
    const b = await chain(port, 2222, false);
    nodes.push(b);
    const direct = await result<Block>(b.url, 'eth_getBlockByNumber', ['0x1', false]);
    expect(direct.hash).not.toBe(blockA.hash);
    const second = store();
    await second.client.connect();
    const gatewayB = await startGateway({ upstream: { evm: url }, cache: { store: second.store } });
    gateways.push(gatewayB);
    const blockB = await result<Block>(gatewayB.http(key), 'eth_getBlockByNumber', ['0x1', false]);
    expect(blockB.hash).toBe(direct.hash);
    expect(blockB.transactions).toHaveLength(0);
    // Both chains' blocks are now kept, under two chain ids.
    await until(async () => (await second.client.keys('*')).length >= 2, 5000, 'the second block kept beside the first');
    await first.client.quit();
    await second.client.quit();
  }, 120_000);

  it('the memory cache of a gateway whose node is restarted on another chain at the same URL serves the new chain', async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const a = await chain(port, 3333, true);
    nodes.push(a);
    const store = new MemoryResultCache();
    const gateway = await startGateway({ upstream: { evm: url }, cache: { store }, chainCheckSeconds: 0.2, healthCheckSeconds: 0.1 });
    gateways.push(gateway);
    const before = await result<Block>(gateway.http(key), 'eth_getBlockByNumber', ['0x1', false]);
    expect(before.transactions).toHaveLength(1);
    await until(() => store.stats().entries > 0, 5000, 'the block kept in memory');

    await a.stop();
    const b = await chain(port, 4444, false);
    nodes.push(b);
    const direct = await result<Block>(b.url, 'eth_getBlockByNumber', ['0x1', false]);
    // Past a chain check of the node in service (every 0.2 s here): the gateway knows the chain changed.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const after = await result<Block>(gateway.http(key), 'eth_getBlockByNumber', ['0x1', false]);
    expect(after.hash).toBe(direct.hash);
    expect(after.transactions).toHaveLength(0);
  }, 120_000);
});
