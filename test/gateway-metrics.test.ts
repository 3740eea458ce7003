// The gateway's own metrics and the key ring's rates: createUpstream reports each upstream call (family, time,
// outcome) and each failover to the server's metrics, so `/metrics` shows them; a plan's `creditsPerSecond` becomes
// the server's rate limit through `KeyRing.creditsPerSecond`. Small upstreams on 127.0.0.1 (client-helpers).
import * as promClient from 'prom-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as generatedServer from '../generated/dist/server.js';
import { gatewayMetrics, KeyRing, upstreamMetrics } from '../gateway/src/index.js';
import { startRpcServer, type RpcServer } from './client-helpers.js';
import { post, startGateway, type Gateway } from './gateway-helpers.js';
import { parseMetrics } from './support/metrics.js';

describe('upstream metrics', () => {
  let primary: RpcServer;
  let partner: RpcServer;
  let primaryDown = false;
  beforeAll(async () => {
    const answer = (request: { method: string }) => (request.method === 'eth_getTransactionByHash' ? { result: null } : { error: { code: -32000, message: 'header not found' } });
    primary = await startRpcServer({
      answer,
      http: (_request, response) => {
        if (!primaryDown) return false;
        response.writeHead(502).end();
        return true;
      },
    });
    partner = await startRpcServer({ answer });
  });
  afterAll(async () => {
    await primary?.close();
    await partner?.close();
  });

  it('reports upstream calls by family and outcome, and failovers, to the server\'s metrics (/metrics)', async () => {
    const metrics = gatewayMetrics(generatedServer, promClient);
    const ring = new KeyRing({ plans: { Free: {}, Growth: {} }, keys: { 'growth-key-0001': { plan: 'Growth' }, 'free-key-0001': { plan: 'Free' } } });
    const gateway: Gateway = await startGateway(
      { upstream: { evm: primary.url }, partner: { evm: partner.url }, planOf: ring.planOf, metrics, healthCheckSeconds: 60 },
      { authenticate: ring.authenticate, metrics },
    );
    try {
      const hash = `0x${'ab'.repeat(32)}`;
      expect((await post(gateway.http('growth-key-0001'), 'eth_getTransactionByHash', [hash])).body).toMatchObject({ result: null });
      // The node's own error object is an answer: the call counts as ok for the node.
      expect((await post(gateway.http('growth-key-0001'), 'eth_getBlockByNumber', ['0x99999', false])).body.error).toMatchObject({ code: -32000 });
      primaryDown = true;
      // The primary fails (502): a Growth key goes to the partner (one failover), then straight to it (another).
      expect((await post(gateway.http('growth-key-0001'), 'eth_getTransactionByHash', [hash])).body).toMatchObject({ result: null });
      expect((await post(gateway.http('growth-key-0001'), 'eth_getTransactionByHash', [hash])).body).toMatchObject({ result: null });
      expect((await post(gateway.http('free-key-0001'), 'eth_getTransactionByHash', [hash])).body.error).toMatchObject({ code: -32050 });
      const page = await fetch(`${gateway.http('x').replace(/\/v3\/x$/, '')}/metrics`);
      expect(page.status).toBe(200);
      const scraped = parseMetrics(await page.text());
      expect(scraped.get('rpc_upstream_request_duration_seconds_count{family="evm",outcome="ok"}')).toBe(4);
      expect(scraped.get('rpc_upstream_request_duration_seconds_count{family="evm",outcome="error"}')).toBe(1);
      expect(scraped.get('rpc_upstream_errors_total{family="evm"}')).toBe(1);
      expect(scraped.get('rpc_failovers_total{method="eth_getTransactionByHash"}')).toBe(2);
    } finally {
      primaryDown = false;
      await gateway.close();
    }
  });

  it('shows rpc_upstream_up = 1 for every configured node from the start, before any outage, the partner under its own label', async () => {
    const metrics = gatewayMetrics(generatedServer, promClient);
    const second = await startRpcServer({ answer: () => ({ result: null }) });
    // The evm partner on the first primary's host and port (another path): its label must not be `evm#1` too, or the
    // two nodes would share one series.
    const gateway: Gateway = await startGateway({ upstream: { evm: [primary.url, second.url], starknet: partner.url }, partner: { evm: `${primary.url}/partner` }, metrics, healthCheckSeconds: 60 }, { metrics });
    try {
      const page = await fetch(`${gateway.http('x').replace(/\/v3\/x$/, '')}/metrics`);
      const up = [...parseMetrics(await page.text())].filter(([name]) => name.startsWith('rpc_upstream_up{')).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
      const host = (url: string) => new URL(url).host;
      expect(up).toEqual(
        [
          [`rpc_upstream_up{upstream="evm#1 ${host(primary.url)}"}`, 1],
          [`rpc_upstream_up{upstream="evm#2 ${host(second.url)}"}`, 1],
          [`rpc_upstream_up{upstream="evm partner ${host(primary.url)}"}`, 1],
          [`rpc_upstream_up{upstream="starknet#1 ${host(partner.url)}"}`, 1],
        ].sort(([a], [b]) => ((a as string) < (b as string) ? -1 : (a as string) > (b as string) ? 1 : 0)),
      );
    } finally {
      await gateway.close();
      await second.close();
    }
  });

  it('reports a timeout as timeout, ignores a hook that throws, and refuses metrics without the hooks', async () => {
    const calls: unknown[][] = [];
    const silent = await startRpcServer({ answer: () => new Promise(() => undefined) });
    const gateway = await startGateway({
      upstream: silent.url,
      timeoutSeconds: 0.2,
      metrics: {
        upstreamCall: (...args) => {
          calls.push(args);
          throw new Error('a broken hook');
        },
        failover: () => undefined,
      },
    });
    try {
      expect((await post(gateway.http('any-key'), 'eth_getTransactionByHash', [`0x${'ab'.repeat(32)}`])).body.error).toMatchObject({ code: -32050 });
      expect(calls).toEqual([['evm', expect.any(Number), 'timeout']]);
      expect(calls[0]![1]).toBeGreaterThanOrEqual(150);
    } finally {
      await gateway.close();
      await silent.close();
    }
    await expect(startGateway({ upstream: 'http://127.0.0.1:1', metrics: { upstreamCall: () => undefined } as never })).rejects.toThrow(/metrics must have upstreamCall and failover/);
  });
});

describe('a plan\'s rate limit', () => {
  it('limits each key to its plan\'s (or its own) creditsPerSecond; keys of a plan without one are not limited', async () => {
    const upstream = await startRpcServer({ answer: () => ({ result: null }) });
    const ring = new KeyRing({
      plans: { Free: { creditsPerSecond: 100 }, Growth: {} },
      keys: { 'free-key-0001': { plan: 'Free' }, 'fast-key-0001': { plan: 'Free', creditsPerSecond: 10_000 }, 'growth-key-0001': { plan: 'Growth' } },
    });
    expect(ring.creditsPerSecond('free-key-0001')).toBe(100);
    expect(ring.creditsPerSecond('growth-key-0001')).toBe(Infinity);
    expect(ring.creditsPerSecond('unknown')).toBe(Infinity);
    const gateway = await startGateway({ upstream: upstream.url }, { authenticate: ring.authenticate, creditsPerSecond: ring.creditsPerSecond });
    try {
      // eth_getTransactionByHash costs 80: a bucket of 100 pays one at once, not two.
      const call = (key: string) => post(gateway.http(key), 'eth_getTransactionByHash', [`0x${'ab'.repeat(32)}`]);
      expect((await call('free-key-0001')).status).toBe(200);
      const refused = await call('free-key-0001');
      expect(refused.status).toBe(429);
      expect(refused.body.error).toMatchObject({ code: -32005, message: 'request rate exceeded', data: { creditsPerSecond: 100 } });
      for (let i = 0; i < 10; i++) expect((await call('growth-key-0001')).status).toBe(200);
      for (let i = 0; i < 10; i++) expect((await call('fast-key-0001')).status).toBe(200);
    } finally {
      await gateway.close();
      await upstream.close();
    }
    expect(() => new KeyRing({ plans: { Free: { creditsPerSecond: 0 } }, keys: {} })).toThrow(/plan "Free": creditsPerSecond must be a number > 0/);
    expect(() => new KeyRing({ plans: { Free: {} }, keys: { 'secret-key': { plan: 'Free', creditsPerSecond: -1 } } })).toThrow(/entry 0: creditsPerSecond must be a number > 0/);
  });
});

describe('reading /metrics as Prometheus does', () => {
  it('takes prom-client\'s NaN (printed `Nan`, as before the event-loop monitor has a sample) and its infinities', async () => {
    const registry = new promClient.Registry();
    const gauge = new promClient.Gauge({ name: 'probe_value', help: 'probe', labelNames: ['kind'], registers: [registry] });
    gauge.set({ kind: 'nan' }, Number.NaN);
    gauge.set({ kind: 'up' }, Number.POSITIVE_INFINITY);
    gauge.set({ kind: 'down' }, Number.NEGATIVE_INFINITY);
    const samples = parseMetrics(await registry.metrics());
    expect(samples.get('probe_value{kind="nan"}')).toBeNaN();
    expect(samples.get('probe_value{kind="up"}')).toBe(Number.POSITIVE_INFINITY);
    expect(samples.get('probe_value{kind="down"}')).toBe(Number.NEGATIVE_INFINITY);
    expect(() => parseMetrics('probe_value twelve')).toThrow(/not a Prometheus text line/);
  });
});

describe('upstreamMetrics and gatewayMetrics', () => {
  it('registers in the server metrics’ registry: one page shows both; labels stay bounded', async () => {
    const registry = new promClient.Registry();
    const server = generatedServer.prometheusMetrics(promClient, { registry });
    const upstream = upstreamMetrics(promClient, { registry, maxLabelValues: 2 });
    server.request('eth_call', 'ok', 'http');
    upstream.upstreamCall('evm', 12, 'ok');
    upstream.upstreamCall('evm', 5000, 'timeout');
    for (let i = 0; i < 10; i++) upstream.failover(`method-${i}`);
    upstream.upstreamAdded('evm#1 node-a:8545');
    upstream.upstreamEvent('evm#1 node-a:8545', 'down');
    upstream.cache('eth_getBlockByHash', 'hit');
    const page = parseMetrics((await server.render!()).body);
    expect(page.get('rpc_requests_total{method="eth_call",outcome="ok",transport="http"}')).toBe(1);
    expect(page.get('rpc_upstream_request_duration_seconds_count{family="evm",outcome="ok"}')).toBe(1);
    expect(page.get('rpc_upstream_request_duration_seconds_bucket{le="0.025",family="evm",outcome="ok"}')).toBe(1);
    expect(page.get('rpc_upstream_request_duration_seconds_sum{family="evm",outcome="timeout"}')).toBe(5);
    expect(page.get('rpc_upstream_errors_total{family="evm"}')).toBe(1);
    // Two values of `method`: method-0 and method-1; the other eight are `other`, and the cache's method too.
    expect(page.get('rpc_failovers_total{method="other"}')).toBe(8);
    expect(page.get('rpc_cache_lookups_total{method="other",outcome="hit"}')).toBe(1);
    expect(page.get('rpc_upstream_up{upstream="evm#1 node-a:8545"}')).toBe(0);
  });

  it('refuses what is not prom-client, a missing registry, a bad prefix, a bad bound', () => {
    const registry = new promClient.Registry();
    expect(() => upstreamMetrics({} as never, { registry })).toThrow(/pass the prom-client module/);
    expect(() => upstreamMetrics(promClient, {} as never)).toThrow(/pass the registry the server's prometheusMetrics uses/);
    expect(() => upstreamMetrics(promClient, { registry, prefix: '1x' })).toThrow(/prefix must be a metric name prefix/);
    expect(() => upstreamMetrics(promClient, { registry, maxLabelValues: 0 })).toThrow(/maxLabelValues/);
    expect(() => gatewayMetrics(generatedServer, {})).toThrow(/pass the prom-client module/);
  });

  it('gatewayMetrics: one object for the server and createUpstream, its page holding both', async () => {
    const metrics = gatewayMetrics(generatedServer, promClient, { prefix: 'gw_' });
    metrics.request('eth_call', 'ok', 'ws');
    metrics.failover('eth_call');
    const page = parseMetrics((await metrics.render!()).body);
    expect(page.get('gw_requests_total{method="eth_call",outcome="ok",transport="ws"}')).toBe(1);
    expect(page.get('gw_failovers_total{method="eth_call"}')).toBe(1);
  });
});
