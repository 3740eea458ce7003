// Chain identity in a pool: three real anvils with chain ids 1, 1 and 2 behind one family. The node on chain 2 is
// found by the gateway's own eth_chainId check (not by a caller's call), taken out with a log line and the
// `wrong_chain` event, never sent a call, and kept out by its probe. With `chainId` configured, the configured chain
// wins over the majority. See gateway/src/chain.ts for the rule.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type HandlerContext } from '../generated/dist/server.js';
import * as generatedServer from '../generated/dist/server.js';
import { createUpstream } from '../gateway/src/index.js';
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

describe('the start-up gate', () => {
  it('holds the calls of the first moments until the first round, and is gone from the handlers once it has settled', async () => {
    // The pool's `selected` event is reported as a call goes to a node, before anything is awaited: in the same tick
    // as the handler is called when nothing holds the call back.
    const events: string[] = [];
    const metrics = { upstreamCall: () => undefined, failover: () => undefined, upstreamEvent: (_upstream: string, event: string) => void events.push(event) };
    const upstream = createUpstream(generatedServer, { upstream: { evm: [one.url, oneToo.url] }, metrics, timeoutSeconds: 5 });
    const context = { method: 'eth_getBlockByNumber', apiKey: 'gate-key-0123456789', transport: 'http', signal: new AbortController().signal, timeoutMs: 5000, id: 1, limits: undefined } as unknown as HandlerContext<'eth_getBlockByNumber'>;
    try {
      const gated = upstream.handlers.eth_getBlockByNumber!;
      // The first call waits for the chain check: no node chosen yet.
      const first = gated(['latest', false], context);
      expect(events).toEqual([]);
      expect(await first).toMatchObject({ number: expect.stringMatching(/^0x/) });
      expect(events).toEqual(['selected']);
      // Settled: the handlers are the forwarding itself, which picks a node at once.
      const after = upstream.handlers.eth_getBlockByNumber!;
      expect(after).not.toBe(gated);
      const second = after(['latest', false], context);
      expect(events).toEqual(['selected', 'selected']);
      await second;
      // A server built before the round settled keeps the gate, which no longer holds a call back either.
      const third = gated(['latest', false], context);
      expect(events).toEqual(['selected', 'selected', 'selected']);
      await third;
    } finally {
      await upstream.close();
    }
  }, 30_000);
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

describe('a family\'s partner (failover) on another chain', () => {
  const hash = `0x${'ab'.repeat(32)}`;
  /** Every key may fail over (eth_getTransactionByHash is one of the spec's x-failover methods). */
  const planOf = () => ({ name: 'Growth', failover: true });

  it('is checked like a primary, taken out (log line, wrong_chain, its own label), and never failed over to', async () => {
    // Fresh proxies: the primary is closed below (an outage), and the partner's calls are counted from zero.
    const primary = await startRpcProxy(anvils[0]!.url);
    const partner = await startRpcProxy(anvils[2]!.url);
    // The partner on the primary's host (another port): its label must still differ from the primary's `evm#1`.
    const gateway = await startPoolGateway([primary.url], { partner: { evm: partner.url }, planOf });
    try {
      expect((await post(gateway.url, 'eth_getTransactionByHash', [hash])).body).toMatchObject({ result: null });
      expect(gateway.upstream.status().find((s) => s.name === 'partner evm')).toMatchObject({ up: false, upstream: `evm partner ${partner.url.slice('http://'.length)}` });
      expect(gateway.logs).toContainEqual({ message: 'upstream on the wrong chain', details: { upstream: 'partner evm', chainId: '0x2', expected: '0x1' } });
      const samples = await gateway.metrics();
      expect(samples.get(`rpc_upstream_events_total{upstream="evm partner ${partner.url.slice('http://'.length)}",event="wrong_chain"}`)).toBe(1);
      expect(samples.get(`rpc_upstream_up{upstream="evm#1 ${primary.url.slice('http://'.length)}"}`)).toBe(1);
      // The primary goes away: the call that may fail over gets the outage error, not chain 2's answer.
      await primary.close();
      for (let i = 0; i < 3; i++) expect((await post(gateway.url, 'eth_getTransactionByHash', [hash])).body.error).toMatchObject({ code: -32050 });
      expect(partner.calls('eth_getTransactionByHash')).toBe(0);
      // Its probe finds it serving, still on chain 2: it stays out.
      const asked = partner.calls('eth_chainId');
      await new Promise((resolve) => setTimeout(resolve, 600));
      expect(partner.calls('eth_chainId')).toBeGreaterThan(asked);
      expect(gateway.upstream.status().find((s) => s.name === 'partner evm')).toMatchObject({ up: false });
    } finally {
      await gateway.close();
      await partner.close();
    }
  }, 60_000);

  it('with chainId configured, is judged before the very first failover (a primary dead from the start)', async () => {
    const dead = await startRpcProxy(anvils[0]!.url);
    await dead.close();
    const partner = await startRpcProxy(anvils[2]!.url);
    const gateway = await startPoolGateway([dead.url], { partner: { evm: partner.url }, planOf, chainId: 1 });
    try {
      // Sent at once: the failover waits for the partner's verdict rather than reach chain 2.
      expect((await post(gateway.url, 'eth_getTransactionByHash', [hash])).body.error).toMatchObject({ code: -32050 });
      expect(partner.calls('eth_getTransactionByHash')).toBe(0);
      expect(gateway.logs).toContainEqual({ message: 'upstream on the wrong chain', details: { upstream: 'partner evm', chainId: '0x2', expected: '0x1' } });
    } finally {
      await gateway.close();
      await partner.close();
    }
  }, 60_000);

  it('on the family\'s chain, is failed over to (the same setup, the partner on chain 1)', async () => {
    const primary = await startRpcProxy(anvils[0]!.url);
    const partner = await startRpcProxy(anvils[1]!.url);
    const gateway = await startPoolGateway([primary.url], { partner: { evm: partner.url }, planOf });
    try {
      expect((await post(gateway.url, 'eth_getTransactionByHash', [hash])).body).toMatchObject({ result: null });
      expect(gateway.upstream.status().find((s) => s.name === 'partner evm')).toMatchObject({ up: true });
      await primary.close();
      expect((await post(gateway.url, 'eth_getTransactionByHash', [hash])).body).toMatchObject({ result: null });
      expect(partner.calls('eth_getTransactionByHash')).toBe(1);
    } finally {
      await gateway.close();
      await partner.close();
    }
  }, 60_000);
});
