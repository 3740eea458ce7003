// `rpcforge serve` with the server's operations, as child processes on 127.0.0.1: daily balances in a real
// redis-server shared by two serve processes (Redis absent at start: 503 and /healthz 503, then served once it is up),
// /healthz, /metrics parsed line by line, JSON log lines on stdout that never hold the key, a plan's rate limit from
// keys.yaml, /healthz following the upstreams, and SIGTERM with a call in flight: answered, then exit 0.
import type { ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startRpcServer } from './client-helpers.js';
import { freePort, post, until } from './gateway-helpers.js';
import { parseMetrics } from './support/metrics.js';
import { requireRedis, startRedis, stopRedis } from './support/redis-server.js';
import { serveProcesses, started, stop } from './support/serve-process.js';

requireRedis('test/serve-gateway.test.ts');

const { work, run, cleanup } = serveProcesses();
let redis: ChildProcess | undefined;
afterAll(async () => {
  await stopRedis(redis);
  cleanup();
});

const key = 'serve-redis-key-0123456789abcdef';
const block = (base: string) => post(`${base}/v3/${key}`, 'eth_getBlockByNumber', ['latest', false]);
const logs = (base: string) => post(`${base}/v3/${key}`, 'eth_getLogs', [{ fromBlock: '0x0' }]);

describe('rpcforge serve --redis', () => {
  it('starts without Redis (503, /healthz 503), serves once it is up, and two processes share one balance', async () => {
    const port = await freePort();
    const keysFile = join(work, 'keys-redis.yaml');
    // 400 credits a day: five eth_getBlockByNumber (80 each) in all, whichever process serves them.
    writeFileSync(keysFile, `plans:\n  Tiny:\n    dailyCredits: 400\nkeys:\n  ${key}:\n    plan: Tiny\n`);
    const a = run(['--mock', '--keys', keysFile, '--redis', `redis://127.0.0.1:${port}`]);
    const baseA = await started(a);
    expect(a.out()).toContain(`credits: Redis redis://127.0.0.1:${port}`);
    expect(a.out()).toContain(`health    ${baseA}/healthz`);
    expect(a.out()).toContain(`metrics   ${baseA}/metrics`);
    expect(a.err()).toMatch(/Redis redis:\/\/127\.0\.0\.1:\d+ unavailable .*refused with 503/);

    const down = await block(baseA);
    expect(down.status).toBe(503);
    expect(down.body.error).toMatchObject({ code: -32000, message: 'Service unavailable: credits cannot be checked now' });
    expect((await fetch(`${baseA}/healthz`)).status).toBe(503);

    redis = await startRedis(port, work);
    // The client reconnects on its own (at most every 2 s): the first call served ends the wait.
    await until(async () => (await block(baseA)).status === 200, 15_000, 'served once Redis is up');
    expect(await (await fetch(`${baseA}/healthz`)).json()).toMatchObject({ status: 'ok', checks: { creditStore: 'ok' } });
    expect(a.err()).toMatch(/connected again/);
    for (let i = 0; i < 2; i++) expect((await block(baseA)).status).toBe(200);

    // A second process on the same Redis sees what the first spent: 400 - 3 × 80 = 160 left, too little for eth_getLogs (255).
    const b = run(['--mock', '--keys', keysFile, '--redis', `redis://127.0.0.1:${port}`]);
    try {
      const baseB = await started(b);
      expect(b.err()).toMatch(/credits in Redis/);
      const refusedB = await logs(baseB);
      expect(refusedB.status).toBe(402);
      expect(refusedB.body.error).toMatchObject({ code: -32005, data: { cost: 255, balance: 160 } });
      for (let i = 0; i < 2; i++) expect((await block(baseB)).status).toBe(200);
      // And the first sees the second's: nothing left.
      const refusedA = await block(baseA);
      expect(refusedA.status).toBe(402);
      expect(refusedA.body.error).toMatchObject({ data: { cost: 80, balance: 0 } });
      expect((await block(baseB)).body.error).toMatchObject({ data: { balance: 0 } });

      const metrics = await fetch(`${baseA}/metrics`);
      expect(metrics.headers.get('content-type')).toMatch(/^text\/plain/);
      const scraped = parseMetrics(await metrics.text());
      expect(scraped.get('rpc_requests_total{method="eth_getBlockByNumber",outcome="ok",transport="http"}')).toBe(3);
      expect(scraped.get('rpc_requests_total{method="eth_getBlockByNumber",outcome="credits_exhausted",transport="http"}')).toBe(1);
      expect(scraped.get('rpc_requests_total{method="eth_getBlockByNumber",outcome="store_unavailable",transport="http"}')).toBeGreaterThanOrEqual(1);
      expect(scraped.get('rpc_credits_charged_total{method="eth_getBlockByNumber"}')).toBe(240);
      expect(scraped.get('rpc_credit_store_failures_total')).toBeGreaterThanOrEqual(1);
      // The process's own metrics are there too.
      expect([...scraped.keys()].some((name) => name.startsWith('process_cpu_user_seconds_total'))).toBe(true);

      // JSON lines on stdout after the banner: a call line per call, none holding the key.
      const lines = a.out().split('\n').filter((line) => line.startsWith('{'));
      const calls = lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((line) => line.msg === 'call');
      expect(calls.filter((line) => line.outcome === 'ok')).toHaveLength(3);
      expect(calls[0]).toMatchObject({ level: 'info', method: 'eth_getBlockByNumber', route: '/v3/<API_KEY>', keyId: expect.stringMatching(/^k-[g-v]{8}$/) });
      // Nor does the banner: the URLs hold <API_KEY>, and the file is named with the fingerprint the call lines show.
      expect(a.out()).toContain(`keys: 1 from ${keysFile} (first key's fingerprint ${String(calls[0]!.keyId)})`);
      expect(a.out()).toContain(`${baseA}/v3/<API_KEY>`);
      expect(a.out()).not.toContain(key);
      expect(a.err()).not.toContain(key);
    } finally {
      expect(await stop(b)).toBe(0);
      expect(await stop(a)).toBe(0);
    }
  }, 120_000);
});

describe('rpcforge serve, operations', () => {
  it('/healthz turns 503 while a method family has no upstream that may serve it, and 200 once its primary answers again; /metrics wants the token', async () => {
    let down = false;
    const upstream = await startRpcServer({
      answer: () => ({ result: null }),
      // While "down", every HTTP request gets a 503: an outage for the gateway.
      http: (_request, response) => {
        if (!down) return false;
        response.writeHead(503);
        response.end('down');
        return true;
      },
    });
    // RPCFORGE_METRICS_TOKEN (from the environment: a flag would show in `ps`) closes /metrics to all but the scraper.
    const token = 'serve-scrape-token-0123456789';
    process.env.RPCFORGE_METRICS_TOKEN = token;
    const server = run(['--upstream', `evm=${upstream.url}`, '--mock', '--log-level', 'error']);
    delete process.env.RPCFORGE_METRICS_TOKEN;
    try {
      const base = await started(server);
      const byHash = () => post(`${base}/v3/${key}`, 'eth_getTransactionByHash', [`0x${'ab'.repeat(32)}`]);
      expect((await fetch(`${base}/metrics`)).status).toBe(401);
      expect((await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
      expect((await fetch(`${base}/healthz`)).status).toBe(200);
      down = true;
      expect((await byHash()).body.error).toMatchObject({ code: -32050, message: 'Upstream unavailable' });
      const health = await fetch(`${base}/healthz`);
      expect(health.status).toBe(503);
      expect(await health.json()).toMatchObject({ checks: { healthCheck: 'failed' } });
      down = false;
      await until(async () => (await fetch(`${base}/healthz`)).status === 200, 10_000, '/healthz back to 200 once the primary answers');
      expect((await byHash()).status).toBe(200);
    } finally {
      await stop(server);
      await upstream.close();
    }
  });

  it('limits a plan\'s keys to its creditsPerSecond, serves no /metrics with --no-metrics, and on SIGTERM finishes the call in flight and exits 0', async () => {
    const slowHash = `0x${'5e'.repeat(32)}`;
    const upstream = await startRpcServer({
      answer: async (request) => {
        if ((request.params as string[])[0] === slowHash) await new Promise((resolve) => setTimeout(resolve, 1000));
        return { result: null };
      },
    });
    const keysFile = join(work, 'keys-rate.yaml');
    // eth_getTransactionByHash costs 80: a bucket of 100 pays one call, then 429 until it refills.
    writeFileSync(keysFile, 'plans:\n  Free:\n    creditsPerSecond: 100\n  Growth: {}\nkeys:\n  free-key-0001:\n    plan: Free\n  growth-key-0001:\n    plan: Growth\n');
    // --demo-key, as npm start gives it: the user typed that key, so the banner prints it (and no other).
    const server = run(['--upstream', `evm=${upstream.url}`, '--mock', '--keys', keysFile, '--no-metrics', '--log-level', 'error', '--demo-key', 'growth-key-0001']);
    try {
      const base = await started(server);
      expect(server.out()).toContain(`HTTP      ${base}/v3/growth-key-0001`);
      expect(server.out()).toContain('demo key: growth-key-0001');
      expect(server.out()).not.toContain('free-key-0001');
      expect(server.out()).not.toContain('metrics   ');
      expect((await fetch(`${base}/metrics`)).status).toBe(404);
      expect((await fetch(`${base}/healthz`)).status).toBe(200);
      const byHash = (apiKey: string, hash = `0x${'ab'.repeat(32)}`) => post(`${base}/v3/${apiKey}`, 'eth_getTransactionByHash', [hash]);
      expect((await byHash('free-key-0001')).status).toBe(200);
      const limited = await byHash('free-key-0001');
      expect(limited.status).toBe(429);
      expect(limited.body.error).toMatchObject({ code: -32005, message: 'request rate exceeded', data: { creditsPerSecond: 100 } });
      for (let i = 0; i < 5; i++) expect((await byHash('growth-key-0001')).status).toBe(200);
      // No call lines at --log-level error.
      expect(server.out()).not.toMatch(/"msg":"call"/);

      const slow = byHash('growth-key-0001', slowHash);
      await until(() => upstream.requests.some((r) => (r.params as string[])[0] === slowHash), 5_000, 'the slow call reached the upstream');
      const stopping = Date.now();
      server.child.kill('SIGTERM');
      const answer = await slow;
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ result: null });
      expect(await server.exited).toBe(0);
      expect(Date.now() - stopping).toBeLessThan(8_000);
      expect(server.err()).toMatch(/stopping: the calls in flight finish first/);
      await expect(fetch(`${base}/healthz`)).rejects.toThrow();
    } finally {
      if (server.child.exitCode === null) await stop(server);
      await upstream.close();
    }
  }, 120_000);
});
