// Chain identity in a pool: three real anvils with chain ids 1, 1 and 2 behind one family. The node on chain 2 is
// found by the gateway's own eth_chainId check (not by a caller's call), taken out with a log line and the
// `wrong_chain` event, never sent a call, and kept out by its probe. With `chainId` configured, the configured chain
// wins over the majority. See server-gateway-chain.ts for the rule.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAnvil, type EmbeddedNode } from '../generator/serve/anvil.js';
import { post } from './gateway-helpers.js';
import { startPoolGateway, type PoolGateway } from './support/pool-gateway.js';
import { startRpcProxy, type RpcProxy } from './support/rpc-proxy.js';

const anvils: EmbeddedNode[] = [];
/** A counting proxy in front of each anvil: chain 1, chain 1, chain 2. */
let one: RpcProxy;
let oneToo: RpcProxy;
let two: RpcProxy;
const label = (p: RpcProxy, place: number) => `evm#${place} ${p.url.slice('http://'.length)}`;

beforeAll(async () => {
  anvils.push(...(await Promise.all(['1', '1', '2'].map((id) => startAnvil(0, ['--chain-id', id])))));
  [one, oneToo, two] = await Promise.all(anvils.map((a) => startRpcProxy(a.url)));
}, 60_000);

afterAll(async () => {
  await Promise.all([one, oneToo, two].map((p) => p?.close()));
  await Promise.all(anvils.map((a) => a.stop()));
});

/** Callers' calls: not the gateway's own chain checks (eth_chainId) and health probes (rpc.discover). */
const served = (p: RpcProxy) => [...p.seen].filter(([key]) => !key.startsWith('eth_chainId ') && !key.startsWith('rpc.discover ')).reduce((sum, [, n]) => sum + n, 0);

describe('a pool whose nodes serve chains 1, 1 and 2', () => {
  let gateway: PoolGateway | undefined;
  afterAll(async () => {
    await gateway?.close();
  });

  it('takes the chain-2 node out before any call reaches it, logs it, counts it, and keeps it out', async () => {
    // The odd one is first in the list: the pool's first choice, were it not checked.
    gateway = await startPoolGateway([two.url, one.url, oneToo.url]);
    const answers = new Set<unknown>();
    for (let i = 0; i < 40; i++) {
      // A read, and eth_chainId forwarded as a call outside the spec: every answer from chain 1.
      expect((await post(gateway.url, 'eth_getBlockByNumber', ['latest', false])).body.result).toBeDefined();
      answers.add((await post(gateway.url, 'eth_chainId')).body.result);
    }
    expect([...answers]).toEqual(['0x1']);
    expect(served(two)).toBe(0);
    // 40 reads and 40 forwarded eth_chainId calls (counted apart from the checks: the checks send params []).
    expect(served(one) + served(oneToo) + one.count('eth_chainId', undefined) + oneToo.count('eth_chainId', undefined)).toBe(80);
    expect(gateway.upstream.status().find((s) => s.name === 'primary evm#1')).toMatchObject({ up: false });
    expect(gateway.logs).toContainEqual({ message: 'upstream on the wrong chain', details: { upstream: 'primary evm#1', chainId: '0x2', expected: '0x1' } });
    const samples = await gateway.metrics();
    expect(samples.get(`rpc_upstream_events_total{upstream="${label(two, 1)}",event="wrong_chain"}`)).toBe(1);
    expect(samples.get(`rpc_upstream_up{upstream="${label(two, 1)}"}`)).toBe(0);
    // Its probe (every 100 ms here) finds it serving, but on chain 2: it stays out.
    const asked = two.calls('eth_chainId');
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(two.calls('eth_chainId')).toBeGreaterThan(asked);
    expect(gateway.upstream.status().find((s) => s.name === 'primary evm#1')).toMatchObject({ up: false });
    expect(served(two)).toBe(0);
  }, 60_000);
});

describe('a configured chain id', () => {
  let gateway: PoolGateway | undefined;
  afterAll(async () => {
    await gateway?.close();
  });

  it('wins over the majority: with chainId 2, both chain-1 nodes are taken out', async () => {
    gateway = await startPoolGateway([one.url, oneToo.url, two.url], { chainId: 2 });
    expect((await post(gateway.url, 'eth_chainId')).body.result).toBe('0x2');
    expect(gateway.upstream.status().map((s) => s.up)).toEqual([false, false, true]);
  }, 30_000);

  it('is refused at start when it is not a chain id', async () => {
    await expect(startPoolGateway([one.url, two.url], { chainId: 'mainnet' })).rejects.toThrow('createUpstream: chainId for evm: not a chain id (a whole number, or hex like 0x1)');
  });
});
