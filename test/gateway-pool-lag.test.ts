// A pool node that is behind the others, and one that lies about its finalized block: two proxies (node:http on
// 127.0.0.1) in front of one real anvil. The lagging one plays a geth node synced to block H only: a block above H
// by number is null, a state lookup there is geth's -32000 "header not found", and `latest` is H. It is first in the
// list and the honest one answers 30 ms later, so the pool asks the lagging one first. The liar answers the
// `finalized` tag with its latest block. See gateway/src/lagging.ts and gateway/src/finalized.ts for the rules.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemoryResultCache } from '../gateway/src/index.js';
import { startAnvil, type EmbeddedNode } from '../generator/serve/anvil.js';
import { post, result, until } from './gateway-helpers.js';
import { startPoolGateway, type PoolGateway } from './support/pool-gateway.js';
import { startRpcProxy, type RpcCall, type RpcProxy } from './support/rpc-proxy.js';

const hex = (n: number) => `0x${n.toString(16)}`;
const address = `0x${'11'.repeat(20)}`;
const label = (p: RpcProxy, place: number) => `evm#${place} ${p.url.slice('http://'.length)}`;

let anvil: EmbeddedNode;
/** anvil's latest block (L) and the block the lagging node is synced to (H = L - 20). */
let latest: number;
let behind: number;
const proxies: RpcProxy[] = [];

/** A node synced to block `head` only, as geth answers: null for a later block, "header not found" for its state. */
function laggingNode(): Promise<RpcProxy> {
  const above = (value: unknown) => typeof value === 'string' && /^0x[0-9a-f]+$/.test(value) && Number(value) > behind;
  return startRpcProxy(anvil.url, {
    answer: (call: RpcCall) => {
      const params = (call.params ?? []) as unknown[];
      if (call.method === 'eth_blockNumber') return { result: hex(behind) };
      if (call.method === 'eth_getBlockByNumber' && above(params[0])) return { result: null };
      if ((call.method === 'eth_getStorageAt' && above(params[2])) || (call.method === 'eth_call' && above(params[1]))) return { error: { code: -32000, message: 'header not found' } };
      return undefined;
    },
    rewrite: (call) => (call.method === 'eth_getBlockByNumber' && (call.params as unknown[])[0] === 'latest' ? [hex(behind), (call.params as unknown[])[1]] : undefined),
  });
}

async function pool(first: RpcProxy | Promise<RpcProxy>, second: RpcProxy | Promise<RpcProxy>): Promise<[RpcProxy, RpcProxy]> {
  const both = await Promise.all([first, second]);
  proxies.push(...both);
  return both;
}

beforeAll(async () => {
  anvil = await startAnvil(0);
  // 200 blocks: anvil's finalized block is its latest minus 64, so blocks above latest - 64 are not final.
  await result(anvil.url, 'anvil_mine', ['0xc8']);
  latest = Number(await result<string>(anvil.url, 'eth_blockNumber'));
  behind = latest - 20;
}, 60_000);

afterAll(async () => {
  await Promise.all(proxies.map((p) => p.close()));
  await anvil?.stop();
});

describe('a lagging node in a pool', () => {
  let gateway: PoolGateway | undefined;
  afterAll(async () => {
    await gateway?.close();
  });

  it('a null block that another node has is retried there; a block nobody has stays null, asked once', async () => {
    const [lagging, honest] = await pool(laggingNode(), startRpcProxy(anvil.url, { delayMs: 30 }));
    gateway = await startPoolGateway([lagging.url, honest.url]);
    // Each node is asked once for the latest block (the unmeasured go first): the pool learns both heads.
    for (let i = 0; i < 2; i++) expect(await result(gateway.url, 'eth_getBlockByNumber', ['latest', false])).toMatchObject({ number: expect.any(String) });
    expect([lagging.calls('eth_getBlockByNumber'), honest.calls('eth_getBlockByNumber')]).toEqual([1, 1]);
    // Block L: the lagging node (faster, so chosen) says null; the honest node reported L, so L exists.
    const params = [hex(latest), false];
    const reply = await post(gateway.url, 'eth_getBlockByNumber', params);
    expect(reply.body.result).toMatchObject({ number: hex(latest) });
    expect([lagging.count('eth_getBlockByNumber', params), honest.count('eth_getBlockByNumber', params)]).toEqual([1, 1]);
    // A block above every head is in the future: null is the answer, and it is not sent to another node.
    const future = [hex(latest + 1000), false];
    expect((await post(gateway.url, 'eth_getBlockByNumber', future)).body).toMatchObject({ result: null });
    expect(lagging.count('eth_getBlockByNumber', future) + honest.count('eth_getBlockByNumber', future)).toBe(1);
    const samples = await gateway.metrics();
    expect(samples.get(`rpc_upstream_events_total{upstream="${label(lagging, 1)}",event="lagging"}`)).toBe(1);
    expect(samples.get(`rpc_upstream_events_total{upstream="${label(honest, 2)}",event="retry"}`)).toBe(1);
  }, 30_000);
});

describe('geth\'s "header not found" from a lagging node', () => {
  let gateway: PoolGateway | undefined;
  let retriesOff: PoolGateway | undefined;
  afterAll(async () => {
    await gateway?.close();
    await retriesOff?.close();
  });

  it('is retried on another node and lowers the lagging node\'s score; a genuine error of the node is passed through, sent once', async () => {
    const [lagging, honest] = await pool(laggingNode(), startRpcProxy(anvil.url, { delayMs: 30 }));
    gateway = await startPoolGateway([lagging.url, honest.url]);
    const params = [address, '0x0', hex(latest)];
    const reply = await post(gateway.url, 'eth_getStorageAt', params);
    expect(reply.body).toMatchObject({ result: `0x${'0'.repeat(64)}` });
    expect([lagging.count('eth_getStorageAt', params), honest.count('eth_getStorageAt', params)]).toEqual([1, 1]);
    // Its score now counts an error (the upstream timeout's worth): the next lookups go to the honest node.
    for (let i = 1; i <= 5; i++) expect((await post(gateway.url, 'eth_getStorageAt', [address, hex(i), hex(latest)])).body.result).toBeDefined();
    expect(lagging.calls('eth_getStorageAt')).toBe(1);
    // anvil's own error for a call it cannot run (no funds for the value): the node's answer, unchanged and not retried.
    const call = [{ from: address, to: `0x${'22'.repeat(20)}`, value: '0x100' }, 'latest'];
    const refused = await post(gateway.url, 'eth_call', call);
    expect(refused.body.error).toMatchObject({ code: -32003, message: 'Insufficient funds for gas * price + value' });
    expect(lagging.calls('eth_call') + honest.calls('eth_call')).toBe(1);
  }, 30_000);

  it('reaches the caller unchanged when no other node may be asked (retries: 0)', async () => {
    const [lagging, honest] = await pool(laggingNode(), startRpcProxy(anvil.url, { delayMs: 30 }));
    retriesOff = await startPoolGateway([lagging.url, honest.url], { retries: 0 });
    const reply = await post(retriesOff.url, 'eth_getStorageAt', [address, '0x0', hex(latest)]);
    expect(reply.body.error).toEqual({ code: -32000, message: 'header not found' });
    expect(honest.calls('eth_getStorageAt')).toBe(0);
  }, 30_000);
});

describe('a node that lies about its finalized block', () => {
  let gateway: PoolGateway | undefined;
  afterAll(async () => {
    await gateway?.close();
  });

  it('cannot make an unfinalized block cacheable: the lowest finalized block of the nodes in service counts', async () => {
    // The liar answers `finalized` with its latest block; it is faster, so it is the pool's best node.
    const liar = startRpcProxy(anvil.url, { rewrite: (call) => (call.method === 'eth_getBlockByNumber' && (call.params as unknown[])[0] === 'finalized' ? ['latest', false] : undefined) });
    const [lying, honest] = await pool(liar, startRpcProxy(anvil.url, { delayMs: 30 }));
    gateway = await startPoolGateway([lying.url, honest.url], { cache: { store: new MemoryResultCache() } });
    const stored = async () => (await gateway!.metrics()).get('rpc_cache_lookups_total{method="eth_getBlockByNumber",outcome="stored"}') ?? 0;
    const finalizedReads = () => lying.count('eth_getBlockByNumber', ['finalized', false]) + honest.count('eth_getBlockByNumber', ['finalized', false]);
    // Both measured (the unmeasured go first; a tag is never cached), the liar the faster.
    for (let i = 0; i < 2; i++) await result(gateway.url, 'eth_getBlockByNumber', ['latest', false]);
    // 10 blocks below the latest: not final (anvil finalizes latest - 64), so never kept, whatever the liar says.
    const recent = [hex(latest - 10), false];
    for (let i = 0; i < 3; i++) {
      expect((await post(gateway.url, 'eth_getBlockByNumber', recent)).body.result).toMatchObject({ number: hex(latest - 10) });
      // The answer is kept (or not) after it is sent: wait for the finalized read it needs.
      await until(() => finalizedReads() > 0, 5000, 'the finalized block read');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(lying.count('eth_getBlockByNumber', recent) + honest.count('eth_getBlockByNumber', recent)).toBe(3);
    expect(await stored()).toBe(0);
    // Both nodes were asked for the finalized block: the liar's word alone did not decide.
    expect(honest.count('eth_getBlockByNumber', ['finalized', false])).toBeGreaterThan(0);
    // A block both say is final is kept: asked once, then served from the cache.
    const old = [hex(latest - 100), false];
    expect((await post(gateway.url, 'eth_getBlockByNumber', old)).body.result).toMatchObject({ number: hex(latest - 100) });
    await until(async () => (await stored()) === 1, 5000, 'the final block kept');
    for (let i = 0; i < 2; i++) expect((await post(gateway.url, 'eth_getBlockByNumber', old)).body.result).toMatchObject({ number: hex(latest - 100) });
    expect(lying.count('eth_getBlockByNumber', old) + honest.count('eth_getBlockByNumber', old)).toBe(1);
  }, 30_000);
});
