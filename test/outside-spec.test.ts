// Methods outside the spec (the server's `outsideSpec`, createUpstream's `forward`): refused by default; the names of
// the family's catalogue forwarded to its upstream, charged the configured credits, rate-limited, refunded when not
// served, counted under one fixed metrics label; mixed with the spec's methods in one batch. The catalogue here takes
// every value (what it checks is test/gateway-catalogue.test.ts's, with the real Ethereum document): these tests are
// of the routing, the charge and the labels. The generated server on 127.0.0.1 in front of a small JSON-RPC server
// that records what reaches it.
import * as promClient from 'prom-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { createServer, prometheusMetrics, type ServerOptions } from '../generated/dist/server.js';
import * as generatedServer from '../generated/dist/server.js';
import { createUpstream } from '../gateway/src/index.js';
import { startRpcServer, type RpcServer } from './client-helpers.js';
import { freePort, post } from './gateway-helpers.js';
import { parseMetrics } from './support/metrics.js';
import { MemoryCreditStore } from '../gateway/src/memory-credit-store.js';

let node: RpcServer;
const closers: (() => Promise<void>)[] = [];
const zero32 = `0x${'0'.repeat(64)}`;

beforeAll(async () => {
  node = await startRpcServer({
    answer: (request) => {
      if (request.method === 'eth_chainId') return { result: '0x7a69' };
      // A result no schema of the spec would take: passed on as it is.
      if (request.method === 'eth_oddShape') return { result: { odd: [1, 'two', null], echo: request.params ?? 'absent' } };
      if (request.method === 'eth_fails') return { error: { code: -32000, message: `failed at ${node.url}/secret-path`, data: { at: node.url } } };
      if (request.method === 'eth_getStorageAt') return { result: zero32 };
      if (request.method === 'net_version') return { result: '31337' };
      return { error: { code: -32601, message: 'the method does not exist' } };
    },
  });
});

afterAll(async () => {
  for (const close of closers) await close();
  await node?.close();
});

/** A gateway in front of `node` (the evm family), forwarding outside the spec at `credits` unless `refuse`. */
/** A catalogue whose validators take every value, and its names. */
const anyValue = { validateParams: (_: string, value: unknown) => ({ ok: true as const, value }), validateResult: (_: string, value: unknown) => ({ ok: true as const, value }) };
const catalogued: Record<string, object> = Object.fromEntries(
  ['eth_chainId', 'eth_oddShape', 'eth_fails', 'eth_secretkey0001', `eth_${'a'.repeat(60)}`, ...Array.from({ length: 100 }, (_, i) => `eth_made${i}Up`)].map((name) => [name, {}]),
);

async function gatewayWith(options: { credits?: number; refuse?: boolean; upstream?: string | Record<string, string>; server?: ServerOptions; open?: string[] } = {}) {
  const store = new MemoryCreditStore({ dailyCredits: 10_000 });
  const registry = new promClient.Registry();
  const lines: Record<string, unknown>[] = [];
  const upstream = createUpstream(generatedServer, { upstream: options.upstream ?? { evm: node.url }, logger: { error: () => undefined }, catalogue: { families: { evm: { validators: anyValue, methods: catalogued } }, open: options.open } });
  const server = createServer(upstream.handlers, {
    creditStore: store,
    metrics: prometheusMetrics(promClient, { registry }),
    logger: { error: () => undefined, info: (msg, details) => void lines.push({ msg, ...details }) },
    outsideSpec: options.refuse ? undefined : upstream.outsideSpec(options.credits ?? 80),
    ...options.server,
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v3/`;
  closers.push(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await upstream.close();
  });
  return { url: (key: string) => base + key, store, registry, lines };
}

const received = (method: string) => node.requests.filter((r) => r.method === method);

describe('methods outside the spec', () => {
  it('are answered -32601 by default, uncharged, counted as unknown', async () => {
    const { url: at, store, registry } = await gatewayWith({ refuse: true });
    const before = received('eth_chainId').length;
    const reply = await post(at('key-refuse-0001'), 'eth_chainId');
    expect(reply.body.error).toEqual({ code: -32601, message: 'Method not found' });
    expect(received('eth_chainId').length).toBe(before);
    expect(store.balance('key-refuse-0001')).toBe(10_000);
    const samples = parseMetrics(await registry.metrics());
    expect(samples.get('rpc_requests_total{method="unknown",outcome="unknown_method",transport="http"}')).toBe(1);
  });

  it('are forwarded by name prefix with their params as sent, results unchecked, charged, under one metrics label', async () => {
    const { url: at, store, registry, lines } = await gatewayWith({ credits: 80 });
    const url = at('key-forward-0001');
    expect((await post(url, 'eth_chainId')).body.result).toBe('0x7a69');
    const odd = await post(url, 'eth_oddShape', { any: { shape: [1, 2] } });
    expect(odd.body.result).toEqual({ odd: [1, 'two', null], echo: { any: { shape: [1, 2] } } });
    // Absent params stay absent upstream (viem leaves them out of eth_chainId).
    expect(received('eth_chainId').at(-1)).not.toHaveProperty('params');
    expect(received('eth_oddShape').at(-1)!.params).toEqual({ any: { shape: [1, 2] } });
    // The upstream's own error is the call's answer (charged), its URL masked as for any method.
    const failed = await post(url, 'eth_fails', []);
    expect(failed.body.error?.code).toBe(-32000);
    expect(JSON.stringify(failed.body.error)).not.toContain(node.url.replace('http://', ''));
    expect(store.balance('key-forward-0001')).toBe(10_000 - 3 * 80);

    const samples = parseMetrics(await registry.metrics());
    expect(samples.get('rpc_requests_total{method="(outside the spec)",outcome="ok",transport="http"}')).toBe(2);
    expect(samples.get('rpc_requests_total{method="(outside the spec)",outcome="error",transport="http"}')).toBe(1);
    expect(samples.get('rpc_credits_charged_total{method="(outside the spec)"}')).toBe(240);
    // No label per called name.
    expect([...samples.keys()].filter((k) => /eth_chainId|eth_oddShape|eth_fails/.test(k))).toEqual([]);
    const calls = lines.filter((l) => l.msg === 'call' && l.method === '(outside the spec)');
    expect(calls.map((l) => l.called)).toEqual(['eth_chainId', 'eth_oddShape', 'eth_fails']);
    expect(calls.map((l) => l.credits)).toEqual([80, 80, 80]);

    // 100 names the upstream does not know, in one batch: still the one label, each a charged error of the node's.
    const names = Array.from({ length: 100 }, (_, i) => ({ jsonrpc: '2.0', id: i, method: `eth_made${i}Up`, params: [] }));
    const batch = await fetch(at('key-forward-0001'), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(names) });
    expect(((await batch.json()) as { error?: { message: string } }[]).every((a) => a.error?.message === 'the method does not exist')).toBe(true);
    const after = parseMetrics(await registry.metrics());
    expect([...after.keys()].filter((k) => k.startsWith('rpc_requests_total')).sort()).toEqual([
      'rpc_requests_total{method="(outside the spec)",outcome="error",transport="http"}',
      'rpc_requests_total{method="(outside the spec)",outcome="ok",transport="http"}',
    ]);
    expect(after.get('rpc_requests_total{method="(outside the spec)",outcome="error",transport="http"}')).toBe(101);
  });

  it('refuses names that are not plain, rpc.*, a family without upstream, subscriptions, and spec methods without a handler: -32601, uncharged', async () => {
    // Only the evm family has an upstream here; the other families' spec methods have no handler.
    const { url: at, store } = await gatewayWith();
    const key = 'key-names-0001';
    const before = node.requests.length;
    for (const method of ['starknet_chainId', 'getBalance', 'rpc.anything', 'RPC.x', 'eth_subscribe', 'eth_unsubscribe', `eth_${'a'.repeat(61)}`, 'eth-chainId', '1eth', 'eth_chain Id', 'getVoteAccounts', 'starknet_addDeployAccountTransaction']) {
      const reply = await post(at(key), method, []);
      expect(reply.body.error, method).toEqual({ code: -32601, message: 'Method not found' });
    }
    expect(node.requests.length).toBe(before);
    expect(store.balance(key)).toBe(10_000);
    // 64 characters is the longest plain name.
    expect((await post(at(key), `eth_${'a'.repeat(60)}`, [])).body.error).toEqual({ code: -32601, message: 'the method does not exist' });
  });

  it('sends an opened name no family claims to the upstream for every family, and no other name', async () => {
    const { url: at } = await gatewayWith({ upstream: node.url, open: ['txpool_status'] });
    expect((await post(at('key-default-0001'), 'txpool_status', [])).body.error?.message).toBe('the method does not exist');
    expect(received('txpool_status').length).toBe(1);
    expect((await post(at('key-default-0001'), 'starknet_chainId', [])).body.error).toEqual({ code: -32601, message: 'Method not found' });
    expect(received('starknet_chainId').length).toBe(0);
  });

  it('takes only an array or an object nested at most 32 deep as params: otherwise refused before the charge', async () => {
    const { url: at, store } = await gatewayWith();
    const url = at('zz-key-9301');
    let deep: unknown = 1;
    for (let i = 0; i < 32; i++) deep = [deep];
    expect((await post(url, 'eth_oddShape', deep)).body.result).toMatchObject({ odd: [1, 'two', null] });
    const tooDeep = await post(url, 'eth_oddShape', [deep]);
    expect(tooDeep.body.error).toMatchObject({ code: -32602, message: 'Invalid params: params: nested deeper than 32 levels' });
    expect((await post(url, 'eth_oddShape', 'a string')).body.error?.code).toBe(-32600);
    // The deepest a 1 MiB body can nest (JSON.stringify could not even write it upstream): refused, nothing forwarded.
    const before = received('eth_oddShape').length;
    const depth = 500_000;
    const text = `{"jsonrpc":"2.0","id":1,"method":"eth_oddShape","params":${'['.repeat(depth)}${']'.repeat(depth)}}`;
    const answer = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: text });
    expect(((await answer.json()) as { error: { code: number } }).error.code).toBe(-32602);
    expect(received('eth_oddShape').length).toBe(before);
    expect(store.balance('zz-key-9301')).toBe(10_000 - 80);
  });

  it('is rate-limited at its credits, and refunded when the upstream does not answer', async () => {
    const { url: at, store } = await gatewayWith({ server: { creditsPerSecond: 100 } });
    const url = at('key-rate-0001');
    expect((await post(url, 'eth_chainId')).body.result).toBe('0x7a69');
    const limited = await post(url, 'eth_chainId');
    expect(limited.status).toBe(429);
    expect(limited.body.error).toMatchObject({ code: -32005, message: 'request rate exceeded' });
    expect(store.balance('key-rate-0001')).toBe(10_000 - 80);

    const down = await gatewayWith({ upstream: { evm: `http://127.0.0.1:${await freePort()}` } });
    const outage = await post(down.url('key-down-0001'), 'eth_chainId');
    expect(outage.body.error).toMatchObject({ code: -32050, message: 'Upstream unavailable' });
    expect(down.store.balance('key-down-0001')).toBe(10_000);
  });

  it('mixes with the spec\'s methods in one batch, each checked by its own rules (net_ is no family\'s prefix here)', async () => {
    const { url: at, store } = await gatewayWith({ credits: 7 });
    const batch = [
      { jsonrpc: '2.0', id: 1, method: 'eth_chainId' },
      { jsonrpc: '2.0', id: 2, method: 'eth_getStorageAt', params: ['0x00000000000000000000000000000000000000aa', '0x0', 'latest'] },
      { jsonrpc: '2.0', id: 3, method: 'eth_getStorageAt', params: ['0x12', '0x0', 'latest'] },
      { jsonrpc: '2.0', id: 4, method: 'net_version', params: [] },
      { jsonrpc: '2.0', id: 6, method: 'eth_oddShape', params: [] },
      { jsonrpc: '2.0', id: 5, method: 'rpc.nothing' },
    ];
    const response = await fetch(at('key-batch-0001'), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(batch) });
    const answers = (await response.json()) as { id: number; result?: unknown; error?: { code: number } }[];
    expect(answers.map((a) => [a.id, a.result ?? a.error?.code])).toEqual([
      [1, '0x7a69'],
      [2, zero32],
      [3, -32602],
      [4, -32601],
      [6, { odd: [1, 'two', null], echo: [] }],
      [5, -32601],
    ]);
    // Two outside calls at 7, one eth_getStorageAt at 80; the invalid one and the refused names are not charged.
    expect(store.balance('key-batch-0001')).toBe(10_000 - 7 - 80 - 7);
  });

  it('keeps the API key out of the call log when the called name quotes it', async () => {
    const { url: at, lines } = await gatewayWith();
    await post(at('secretkey0001'), 'eth_secretkey0001', []);
    const line = lines.find((l) => l.msg === 'call' && l.method === '(outside the spec)')!;
    expect(line.called).toBe('[withheld: it contained the API key]');
    expect(JSON.stringify(lines)).not.toContain('secretkey');
  });
});
