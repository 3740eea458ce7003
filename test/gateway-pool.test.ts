// Several upstreams for one family (createUpstream with a list of URLs): three node:http proxies in front of one
// real anvil, each of which the test can slow, kill and bring back on its port, and which count what reaches them.
// Under a bounded load (300 calls, 20 in flight) with one proxy slowed and one killed mid-load, no caller sees an
// error for an x-idempotent call; the killed one is probed back in once it returns; selection prefers the faster
// nodes (measured share); a write (eth_sendRawTransaction of a transaction signed with viem) reaches exactly one
// node even when its answer is lost; a hedged call aborts the loser's request; per-node metrics name the host, never
// the key in the URL's path.
import { createServer as createHttpServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import * as promClient from 'prom-client';
import { keccak256, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from '../generated/dist/server.js';
import * as generatedServer from '../generated/dist/server.js';
import { createUpstream, gatewayMetrics, type UpstreamOptions } from '../gateway/src/index.js';
import { startAnvil, type EmbeddedNode } from '../generator/serve/anvil.js';
import { parseUpstreams, serve } from '../generator/serve/serve.js';
import { evmCatalogue } from './support/catalogue.js';
import { post, result, send, until } from './gateway-helpers.js';
import { repoRoot } from './helpers.js';
import { parseMetrics } from './support/metrics.js';
import { MemoryCreditStore } from '../gateway/src/memory-credit-store.js';

/** anvil's first dev account: its key is public (anvil prints it at start). */
const devKey = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';
/** A path segment like a provider's key: it must never reach a metric or a status. */
const secret = 'k3y5ecretPathSegment0123456789';

/** A proxy in front of anvil that counts the methods it receives and can be slowed, made to lose write answers, killed and revived. */
interface Proxy {
  readonly port: number;
  /** The URL the gateway is given: with a key-like path, which the proxy ignores. */
  readonly url: string;
  delayMs: number;
  /** Forward eth_sendRawTransaction to anvil, then answer 502 as if the answer were lost on the way. */
  loseWriteAnswers: boolean;
  /** Requests received per method (batches counted per call). */
  readonly calls: Map<string, number>;
  /** Requests whose client closed the connection before the answer. */
  aborted: number;
  total(): number;
  kill(): Promise<void>;
  revive(): Promise<void>;
  close(): Promise<void>;
}

/** Shared by the proxies: the first request for `method` with params `params` is held `ms` (one node slow once). */
const holdOnce: { method?: string; params?: string; ms: number } = { ms: 0 };

async function startProxy(target: string): Promise<Proxy> {
  let server: Server | undefined;
  const calls = new Map<string, number>();
  const proxy: Proxy = {
    port: 0,
    url: '',
    delayMs: 0,
    loseWriteAnswers: false,
    calls,
    aborted: 0,
    total: () => [...calls.values()].reduce((a, b) => a + b, 0),
    kill: async () => {
      const s = server!;
      server = undefined;
      // Every open connection, the calls in flight included, is cut: the gateway sees resets and refusals.
      s.closeAllConnections();
      await new Promise<void>((resolve) => s.close(() => resolve()));
    },
    revive: async () => {
      server = await listen(proxy.port);
    },
    close: async () => {
      if (server !== undefined) await proxy.kill();
    },
  };
  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    let closed = false;
    response.on('close', () => {
      if (!response.writableFinished) {
        closed = true;
        proxy.aborted++;
      }
    });
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of request as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > 1 << 20) return void response.writeHead(413).end();
      chunks.push(chunk);
    }
    const body = Buffer.concat(chunks).toString('utf8');
    const parsed = JSON.parse(body) as { method: string; params?: unknown } | { method: string; params?: unknown }[];
    const list = Array.isArray(parsed) ? parsed : [parsed];
    for (const call of list) calls.set(call.method, (calls.get(call.method) ?? 0) + 1);
    let wait = proxy.delayMs;
    const first = list[0]!;
    if (holdOnce.method !== undefined && first.method === holdOnce.method && JSON.stringify(first.params) === holdOnce.params) {
      holdOnce.method = undefined;
      wait = holdOnce.ms;
    }
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    if (closed) return;
    const answer = await fetch(target, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    const text = await answer.text();
    if (closed) return;
    if (proxy.loseWriteAnswers && list.some((call) => call.method === 'eth_sendRawTransaction')) return void response.writeHead(502).end('bad gateway');
    response.writeHead(answer.status, { 'content-type': 'application/json' }).end(text);
  };
  const listen = (port: number) =>
    new Promise<Server>((resolve, reject) => {
      const s = createHttpServer((request, response) => {
        handle(request, response).catch(() => response.destroy());
      });
      s.once('error', reject);
      s.listen(port, '127.0.0.1', () => resolve(s));
    });
  server = await listen(0);
  const port = (server.address() as AddressInfo).port;
  Object.assign(proxy, { port, url: `http://127.0.0.1:${port}/rpc/${secret}` });
  return proxy;
}

interface PoolGateway {
  url: string;
  upstream: ReturnType<typeof createUpstream<typeof generatedServer>>;
  metrics: () => Promise<Map<string, number>>;
  close(): Promise<void>;
}

/** The generated server with createUpstream over `urls` for evm, forwarding eth_sendRawTransaction (outside the spec) too. */
async function startPoolGateway(urls: string[], options: Partial<UpstreamOptions> = {}): Promise<PoolGateway> {
  const metrics = gatewayMetrics(generatedServer, promClient);
  const upstream = createUpstream(generatedServer, { upstream: { evm: urls }, catalogue: await evmCatalogue(0), metrics, healthCheckSeconds: 0.1, timeoutSeconds: 5, logger: { error: () => undefined }, ...options });
  const server = createServer(upstream.handlers, {
    blockGasLimit: upstream.blockGasLimit,
    creditStore: new MemoryCreditStore({ dailyCredits: 1e15 }),
    metrics,
    outsideSpec: upstream.outsideSpec(0),
    logger: { error: () => undefined },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: `${base}/v3/pool-test-key-0001`,
    upstream,
    metrics: async () => parseMetrics(await (await fetch(`${base}/metrics`)).text()),
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await upstream.close();
    },
  };
}

/** `count` calls, `concurrency` at a time; `during(done)` runs after each answer. Every answer's error (if any) is kept. */
async function load(count: number, concurrency: number, call: (i: number) => Promise<{ error?: unknown }>, during: (done: number) => void | Promise<void> = () => undefined) {
  const errors: unknown[] = [];
  let next = 0;
  let done = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const i = next++;
        const answer = await call(i);
        if (answer.error !== undefined) errors.push(answer.error);
        await during(++done);
      }
    }),
  );
  return errors;
}

let anvil: EmbeddedNode;
let proxies: Proxy[];
let txHash: Hex;

beforeAll(async () => {
  anvil = await startAnvil(0);
  txHash = (await send(anvil.url, { to: `0x${'22'.repeat(20)}`, value: '0x1' })).hash;
  proxies = await Promise.all([0, 1, 2].map(() => startProxy(anvil.url)));
}, 60_000);

afterAll(async () => {
  await Promise.all((proxies ?? []).map((p) => p.close()));
  await anvil?.stop();
});

const reset = () => {
  for (const p of proxies) {
    p.delayMs = 0;
    p.loseWriteAnswers = false;
    p.calls.clear();
    p.aborted = 0;
  }
};

/** An x-idempotent read, one of three, by `i`. */
const read = (url: string, i: number) =>
  i % 3 === 0 ? post(url, 'eth_getBlockByNumber', ['latest', false]) : i % 3 === 1 ? post(url, 'eth_getTransactionByHash', [txHash]) : post(url, 'eth_getTransactionReceipt', [txHash]);

describe('several upstreams for one family', () => {
  let gateway: PoolGateway;
  beforeAll(async () => {
    reset();
    gateway = await startPoolGateway(proxies.map((p) => p.url));
  });
  afterAll(async () => {
    await gateway?.close();
  });

  it('300 calls at 20 in flight, one node slowed and one killed mid-load: every idempotent call answered; the killed node probed back in', async () => {
    const [, slowed, killed] = proxies as [Proxy, Proxy, Proxy];
    let killing: Promise<void> | undefined;
    const errors = await load(
      300,
      20,
      async (i) => {
        const reply = await read(gateway.url, i);
        expect(reply.status).toBe(200);
        return reply.body;
      },
      (done) => {
        if (done === 60) slowed.delayMs = 300;
        if (done === 120) killing = killed.kill();
      },
    );
    await killing;
    expect(errors).toEqual([]);
    const status = gateway.upstream.status();
    expect(status.find((s) => s.upstream === `evm#3 127.0.0.1:${killed.port}`)).toMatchObject({ name: 'primary evm#3', up: false });
    expect(killed.total()).toBeGreaterThan(0);
    // Back on its port: the probe finds it within a few probe intervals, and calls reach it again.
    await killed.revive();
    const revived = performance.now();
    await until(() => gateway.upstream.status().every((s) => s.up), 5000, 'the killed node probed back in');
    console.info(`gateway-pool: killed node probed back in ${Math.round(performance.now() - revived)} ms after it returned (probe every 100 ms)`);
    const before = killed.total();
    expect(await load(40, 4, (i) => read(gateway.url, i).then((r) => r.body))).toEqual([]);
    expect(killed.total()).toBeGreaterThan(before);
    const samples = await gateway.metrics();
    const label = (p: Proxy) => `evm#${proxies.indexOf(p) + 1} 127.0.0.1:${p.port}`;
    expect(samples.get(`rpc_upstream_events_total{upstream="${label(killed)}",event="down"}`)).toBe(1);
    expect(samples.get(`rpc_upstream_events_total{upstream="${label(killed)}",event="up"}`)).toBe(1);
    expect(samples.get(`rpc_upstream_up{upstream="${label(killed)}"}`)).toBe(1);
    // The calls the killed node failed were sent again to another node.
    const retries = proxies.reduce((sum, p) => sum + (samples.get(`rpc_upstream_events_total{upstream="${label(p)}",event="retry"}`) ?? 0), 0);
    expect(retries).toBeGreaterThan(0);
    expect(samples.get(`rpc_upstream_events_total{upstream="${label(killed)}",event="error"}`)).toBeGreaterThan(0);
  }, 60_000);

  it('prefers the faster nodes: a node 300 ms slower gets a small share (its re-measuring)', async () => {
    reset();
    const [fast1, slowed, fast2] = proxies as [Proxy, Proxy, Proxy];
    slowed.delayMs = 300;
    expect(await load(200, 10, (i) => read(gateway.url, i).then((r) => r.body))).toEqual([]);
    const share = (p: Proxy) => p.total() / (fast1.total() + slowed.total() + fast2.total());
    console.info(`gateway-pool: shares with one node 300 ms slower: ${proxies.map((p) => share(p).toFixed(3)).join(', ')}`);
    expect(share(slowed)).toBeLessThan(0.1);
    expect(share(fast1)).toBeGreaterThan(0.25);
    expect(share(fast2)).toBeGreaterThan(0.25);
  }, 60_000);

  it('never sends a write twice: eth_sendRawTransaction whose answer is lost reaches one node, once, and the caller gets -32050', async () => {
    reset();
    for (const p of proxies) p.loseWriteAnswers = true;
    const account = privateKeyToAccount(devKey);
    const nonce = Number(BigInt(await result<Hex>(anvil.url, 'eth_getTransactionCount', [account.address, 'pending'])));
    const signed = await account.signTransaction({ chainId: 31337, type: 'eip1559', to: `0x${'33'.repeat(20)}`, value: 1n, nonce, gas: 21_000n, maxFeePerGas: 10_000_000_000n, maxPriorityFeePerGas: 1_000_000_000n });
    const reply = await post(gateway.url, 'eth_sendRawTransaction', [signed]);
    expect(reply.body.error).toMatchObject({ code: -32050, data: { reason: 'HTTP 502' } });
    expect(proxies.map((p) => p.calls.get('eth_sendRawTransaction') ?? 0).sort()).toEqual([0, 0, 1]);
    // It did reach the chain: sending it again would have been a second submission. anvil answers a write once the
    // transaction is in its pool and mines it a moment later (foundry-rs/foundry#3537): read at once, on a busy
    // machine, the nonce could still be the old one. So its receipt is waited for (bounded), then the nonce read.
    await until(async () => (await result<unknown>(anvil.url, 'eth_getTransactionReceipt', [keccak256(signed)])) !== null, 10_000, 'the lost write mined');
    expect(await result<Hex>(anvil.url, 'eth_getTransactionCount', [account.address, 'latest'])).toBe(`0x${(nonce + 1).toString(16)}`);
    // An answered write is sent once too.
    for (const p of proxies) p.loseWriteAnswers = false;
    const again = await account.signTransaction({ chainId: 31337, type: 'eip1559', to: `0x${'33'.repeat(20)}`, value: 1n, nonce: nonce + 1, gas: 21_000n, maxFeePerGas: 10_000_000_000n, maxPriorityFeePerGas: 1_000_000_000n });
    expect((await post(gateway.url, 'eth_sendRawTransaction', [again])).body.result).toMatch(/^0x[0-9a-f]{64}$/);
    expect(proxies.reduce((sum, p) => sum + (p.calls.get('eth_sendRawTransaction') ?? 0), 0)).toBe(2);
  }, 30_000);

  it('names each node by family, place and host in metrics and status, never by the key in its URL', async () => {
    const page = await (await fetch(gateway.url.replace(/\/v3\/.*$/, '/metrics'))).text();
    expect(page).toContain(`rpc_upstream_events_total{upstream="evm#1 127.0.0.1:${proxies[0]!.port}",event="selected"}`);
    expect(page).not.toContain(secret);
    expect(JSON.stringify(gateway.upstream.status())).not.toContain(secret);
  });
});

describe('hedging', () => {
  let gateway: PoolGateway;
  beforeAll(async () => {
    reset();
    gateway = await startPoolGateway(proxies.map((p) => p.url), { hedge: { minDelayMs: 50 } });
  });
  afterAll(async () => {
    await gateway?.close();
  });

  it('asks a second node once the first is past the recent p95; the first answer wins and the loser\'s request is aborted', async () => {
    // Warm up: the window learns the nodes' latency (a few ms), so the hedge delay is its floor, 50 ms.
    expect(await load(30, 3, (i) => read(gateway.url, i).then((r) => r.body))).toEqual([]);
    reset();
    const count = (samples: Map<string, number>, event: string) =>
      proxies.reduce((sum, p) => sum + (samples.get(`rpc_upstream_events_total{upstream="evm#${proxies.indexOf(p) + 1} 127.0.0.1:${p.port}",event="${event}"}`) ?? 0), 0);
    // On a busy machine a warm-up call may have been hedged too: what this call adds is counted.
    const before = await gateway.metrics();
    Object.assign(holdOnce, { method: 'eth_getBlockByNumber', params: JSON.stringify(['0x0', false]), ms: 3000 });
    const started = performance.now();
    const reply = await post(gateway.url, 'eth_getBlockByNumber', ['0x0', false]);
    const took = performance.now() - started;
    expect(reply.body.result).toMatchObject({ number: '0x0' });
    console.info(`gateway-pool: a call held 3 s by its first node answered through the hedge in ${Math.round(took)} ms`);
    expect(took).toBeLessThan(1500);
    expect(proxies.reduce((sum, p) => sum + (p.calls.get('eth_getBlockByNumber') ?? 0), 0)).toBe(2);
    await until(() => proxies.some((p) => p.aborted === 1), 2000, 'the held request aborted');
    const after = await gateway.metrics();
    expect(count(after, 'hedge') - count(before, 'hedge')).toBe(1);
    expect(count(after, 'cancelled') - count(before, 'cancelled')).toBe(1);
  }, 30_000);

  it('never hedges a write: a slow eth_sendRawTransaction reaches one node only', async () => {
    reset();
    for (const p of proxies) p.delayMs = 400;
    const account = privateKeyToAccount(devKey);
    const nonce = Number(BigInt(await result<Hex>(anvil.url, 'eth_getTransactionCount', [account.address, 'pending'])));
    const signed = await account.signTransaction({ chainId: 31337, type: 'eip1559', to: `0x${'44'.repeat(20)}`, value: 1n, nonce, gas: 21_000n, maxFeePerGas: 10_000_000_000n, maxPriorityFeePerGas: 1_000_000_000n });
    expect((await post(gateway.url, 'eth_sendRawTransaction', [signed])).body.result).toMatch(/^0x[0-9a-f]{64}$/);
    expect(proxies.reduce((sum, p) => sum + (p.calls.get('eth_sendRawTransaction') ?? 0), 0)).toBe(1);
    reset();
  }, 30_000);
});

describe('rpcforge serve with several upstreams per family', () => {
  it('reads --upstream family=url given again as a pool; the same URL twice, or a second partner, is refused', () => {
    expect(parseUpstreams(['evm=http://a:1/x', 'evm=ws://b:2', 'starknet=http://c:3'], '--upstream', true)).toEqual({ evm: ['http://a:1/x', 'ws://b:2'], starknet: 'http://c:3' });
    expect(parseUpstreams(['http://a:1', 'http://b:2'], '--upstream', true)).toEqual(['http://a:1', 'http://b:2']);
    expect(() => parseUpstreams([`evm=http://a:1/${secret}`, `evm=http://a:1/${secret}`], '--upstream', true)).toThrow('--upstream evm=http://a:1/…: the same URL twice for family evm');
    expect(() => parseUpstreams(['evm=http://a:1', 'evm=http://b:2'], '--partner')).toThrow('--partner: family evm given twice');
  });

  it('serves a family from the pool the flags list, metrics per node by host, and --hedge passed on', async () => {
    const lines: string[] = [];
    const running = await serve({ spec: join(repoRoot, 'spec/openrpc.yaml'), upstream: proxies.map((p) => `evm=${p.url}`), hedge: true, retries: 1, port: 0, writeLog: () => undefined }, (line) => lines.push(line));
    try {
      // The banner's line: a pool, not a bare `upstream: evm` as for one node.
      expect(running.pools).toBe('evm of 3 nodes; an x-idempotent: true call retried on at most 1 other node after an upstream failure; hedging on');
      reset();
      for (let i = 0; i < 30; i++) expect((await read(`${running.url}/v3/any-key-0001`, i)).body.result).toBeDefined();
      // Every node was measured (the unmeasured are tried first), so the calls spread over the three.
      expect(proxies.every((p) => p.total() > 0)).toBe(true);
      const page = await (await fetch(running.metricsUrl!)).text();
      for (const [i, p] of proxies.entries()) expect(page).toContain(`rpc_upstream_events_total{upstream="evm#${i + 1} 127.0.0.1:${p.port}",event="selected"}`);
      expect(page + lines.join('\n')).not.toContain(secret);
      // --hedge reached createUpstream: a node holding a call 3 s is overtaken by a second one.
      Object.assign(holdOnce, { method: 'eth_getBlockByNumber', params: JSON.stringify(['0x0', false]), ms: 3000 });
      const started = performance.now();
      expect((await post(`${running.url}/v3/any-key-0001`, 'eth_getBlockByNumber', ['0x0', false])).body.result).toMatchObject({ number: '0x0' });
      expect(performance.now() - started).toBeLessThan(1500);
    } finally {
      await running.close();
    }
  }, 60_000);
});
