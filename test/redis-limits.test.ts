// Limits that hold across gateway processes, on one real redis-server and on a real three-master Redis Cluster
// (Debian's redis-server, joined with redis-cli --cluster create; all on 127.0.0.1 at free ports, started and killed
// here). Three gateway processes (test/support/redis-gateway.ts: the committed generated server, a RedisCreditStore
// on the client serve makes, gateway/src/redis-client.ts) share each key's balance and rate: 3,000 concurrent
// calls against a balance for 300 serve exactly 300; a rate of N credits/s holds across the three within one call's
// cost; a call no upstream answered gives back both its credits and its rate. In one process: the rate and the
// balance are taken together or not at all, and a key's data lies in one hash slot, its API key nowhere.
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient, createCluster } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RedisCreditStore } from '../gateway/src/index.js';
import { repoRoot } from './helpers.js';
import { startCluster, type LocalCluster } from './support/redis-cluster.js';
import { serveProcesses, started, stop } from './support/serve-process.js';
import { requireRedis, startRedis, stopRedis } from './support/redis-server.js';

requireRedis('test/redis-limits.test.ts');

const cost = 80; // eth_getBlockByNumber and eth_getTransactionByHash
const block = (id: number) => JSON.stringify({ jsonrpc: '2.0', id, method: 'eth_getBlockByNumber', params: ['latest', false] });
const byHash = (id: number) => JSON.stringify({ jsonrpc: '2.0', id, method: 'eth_getTransactionByHash', params: [`0x${'ab'.repeat(32)}`] });

/** Keys of the tests, each with its own allowance and rate (the gateways' `keys`). */
// Random-looking: the server withholds an error text sharing four characters with the caller's key.
const balanceKey = 'Bq7Zx9Wp3Kv8Rt2Ym6Nb4Hc1Jd5FgQ0S';
const rateKey = 'Rz4Lm8Qx2Vw6Tn0Pk3Gh7Yc5Jb9Df1XA';
const refundKey = 'Fw9Kt3Zq7Mx1Vb5Ns8Gy2Hp6Jc0Ld4QW';
const rate = 1600; // credits per second: 20 calls of 80 a second, one second of burst
const refundRate = 160; // two calls' worth a second
const keys: Record<string, { dailyCredits: number; creditsPerSecond?: number }> = {
  [balanceKey]: { dailyCredits: 300 * cost },
  [rateKey]: { dailyCredits: 1_000_000_000, creditsPerSecond: rate },
  [refundKey]: { dailyCredits: 5 * cost, creditsPerSecond: refundRate },
};

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createNetServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

interface Gateway {
  child: ChildProcess;
  base: string;
  stats(): Promise<{ served: number; pendingVoids: number }>;
}

async function startGateway(config: Record<string, unknown>): Promise<Gateway> {
  const child = fork(join(repoRoot, 'test/support/redis-gateway.ts'), [JSON.stringify(config)], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('gateway did not start in 30 s')), 30_000);
    child.once('message', (message) => {
      clearTimeout(timer);
      resolve((message as { port: number }).port);
    });
    child.once('exit', (code) => reject(new Error(`gateway exited (${code})`)));
  });
  return {
    child,
    base: `http://127.0.0.1:${port}`,
    stats: () =>
      new Promise((resolve) => {
        const listen = (message: unknown) => {
          if (typeof message === 'object' && message !== null && 'stats' in message) {
            child.off('message', listen);
            resolve((message as { stats: { served: number; pendingVoids: number } }).stats);
          }
        };
        child.on('message', listen);
        child.send('stats');
      }),
  };
}

async function stopGateway(gateway: Gateway): Promise<void> {
  if (gateway.child.exitCode !== null || gateway.child.signalCode !== null) return;
  await new Promise<void>((resolve) => {
    const timer = setTimeout(() => {
      gateway.child.kill('SIGKILL');
      resolve();
    }, 5000);
    gateway.child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    gateway.child.send('stop');
  });
}

interface Reply {
  status: number;
  retryAfter: string | null;
  json: { id: number; result?: unknown; error?: { code: number; message: string; data?: Record<string, unknown> } };
}

/**
 * One call on a connection of its own (node:http, no agent): 3,000 at once are 3,000 connections, and no call
 * meets a kept-alive socket the server is closing as idle (fetch's pool would reuse one, and a POST is not retried).
 */
function post(base: string, apiKey: string, body: string): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${base}/v3/${apiKey}`, { method: 'POST', agent: false, headers: { 'content-type': 'application/json' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        try {
          const retryAfter = res.headers['retry-after'];
          resolve({ status: res.statusCode!, retryAfter: typeof retryAfter === 'string' ? retryAfter : null, json: JSON.parse(Buffer.concat(chunks).toString()) as Reply['json'] });
        } catch (error) {
          reject(error as Error);
        }
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

const dir = mkdtempSync(join(tmpdir(), 'rpcforge-limits-'));
let single: ChildProcess | undefined;
let singleUrl = '';
let cluster: LocalCluster | undefined;
const opened: { destroy(): void }[] = [];

beforeAll(async () => {
  const port = await freePort();
  single = await startRedis(port, dir);
  singleUrl = `redis://127.0.0.1:${port}`;
  cluster = await startCluster(freePort);
}, 60_000);

const serveRuns = serveProcesses();

afterAll(async () => {
  serveRuns.cleanup();
  for (const client of opened) client.destroy();
  await stopRedis(single);
  await cluster?.stop();
  rmSync(dir, { recursive: true, force: true });
});

/** A store of the test's own on the same Redis (or cluster), to read balances as the gateways see them. */
async function reader(backend: 'single' | 'cluster') {
  if (backend === 'single') {
    const client = createClient({ url: singleUrl });
    client.on('error', () => undefined);
    await client.connect();
    opened.push(client);
    return { client, store: new RedisCreditStore({ client, dailyCredits: (k) => keys[k]?.dailyCredits ?? 0 }), keysOf: (pattern: string) => client.keys(pattern) };
  }
  const client = createCluster({ rootNodes: [{ url: cluster!.urls[0]! }] });
  client.on('error', () => undefined);
  await client.connect();
  opened.push(client);
  // KEYS runs on one node: ask each master.
  const keysOf = async (pattern: string) => (await Promise.all(client.masters.map(async (node) => (await client.nodeClient(node)).keys(pattern)))).flat();
  return { client, store: new RedisCreditStore({ client, dailyCredits: (k) => keys[k]?.dailyCredits ?? 0 }), keysOf };
}

for (const backend of ['single', 'cluster'] as const) {
  describe(`three gateway processes on ${backend === 'single' ? 'one Redis' : 'a three-master Redis Cluster'}`, () => {
    const gateways: Gateway[] = [];

    beforeAll(async () => {
      const target = backend === 'single' ? { redisUrl: singleUrl } : { clusterUrls: cluster!.urls };
      const config = { ...target, dailyCredits: 0, keys, rateBurstSeconds: 1, timeoutMs: 5000, notServed: ['eth_getTransactionByHash'] };
      gateways.push(...(await Promise.all([0, 1, 2].map(() => startGateway(config)))));
    }, 90_000);

    afterAll(async () => {
      await Promise.all(gateways.map(stopGateway));
    });

    it('3,000 concurrent calls against a balance that pays for exactly 300: exactly 300 served, the balance exact', async () => {
      const before = await Promise.all(gateways.map((g) => g.stats()));
      // 30 batches of 100 at once, 10 to each process: the 3,000 calls are in flight together (each batch's calls
      // are charged concurrently), without 3,000 connections to open on a shared host.
      const batches = await Promise.all(
        Array.from({ length: 30 }, (_, b) => post(gateways[b % 3]!.base, balanceKey, `[${Array.from({ length: 100 }, (_, i) => block(b * 100 + i)).join(',')}]`)),
      );
      const answers = batches.flatMap((batch) => batch.json as unknown as Reply['json'][]);
      expect(answers).toHaveLength(3000);
      const outcomes = new Map<string, number>();
      for (const a of answers) {
        const outcome = a.error === undefined ? 'served' : a.error.message;
        outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
      }
      expect(Object.fromEntries(outcomes)).toEqual({ served: 300, 'daily credit limit exceeded': 2700 });
      for (const a of answers) {
        if (a.error === undefined) expect(a.result).toBeNull();
        else expect(a.error).toMatchObject({ code: -32005, data: { cost, balance: 0 } });
      }
      // One balance for the three: each alone would have served 300 (900 in all). Which process the 300 went to is
      // the scheduler's (the first batches to reach Redis take them).
      const after = await Promise.all(gateways.map((g) => g.stats()));
      expect(after.reduce((n, s, i) => n + s.served - before[i]!.served, 0)).toBe(300);
      const { store } = await reader(backend);
      expect(await store.balance(balanceKey)).toBe(0);
    }, 120_000);

    it(`a rate of ${rate} credits/s per key holds across the three processes within one call's cost per second`, async () => {
      // 8 callers per process, each calling again as soon as answered, for 3 s: far more than the rate allows.
      const spanMs = 3000;
      let servedCredits = 0;
      let refused: Reply | undefined;
      const started = performance.now();
      let lastSent = started;
      const caller = async (gateway: Gateway, n: number) => {
        for (let id = n; performance.now() - started < spanMs; id += 100) {
          lastSent = performance.now();
          const reply = await post(gateway.base, rateKey, block(id));
          if (reply.status === 200) servedCredits += cost;
          else {
            expect(reply.status).toBe(429);
            refused ??= reply;
          }
        }
      };
      await Promise.all(gateways.flatMap((g) => Array.from({ length: 8 }, (_, n) => caller(g, n))));
      // From the first call sent to the last answer read: at least the span in which Redis ran the scripts.
      const seconds = (performance.now() - started) / 1000;
      const bucket = rate * 1; // rateBurstSeconds
      const allowed = bucket + rate * seconds;
      // A token bucket lets through at most its size plus rate × time, plus less than the call that ends the span.
      expect(servedCredits).toBeLessThanOrEqual(allowed + cost);
      // And the three did use the rate, not a third of it each: at most one call's cost per second short of what it
      // allows up to the last call sent (the gaps between a refill and the next call are where it falls short).
      const allowedBySent = bucket + (rate * (lastSent - started)) / 1000;
      expect(servedCredits).toBeGreaterThanOrEqual(allowedBySent - cost * Math.ceil(seconds) - cost);
      expect(refused!.json.error).toMatchObject({ code: -32005, message: 'request rate exceeded', data: { creditsPerSecond: rate } });
      expect(Number(refused!.retryAfter)).toBeGreaterThanOrEqual(1);
      console.log(`rate on ${backend}: ${servedCredits} credits served in ${seconds.toFixed(2)} s at ${rate}/s with a ${bucket}-credit bucket (allowed ${Math.round(allowed)})`);
    }, 60_000);

    it('a call no upstream answered gives back both its credits and its rate: 40 in a row are all answered -32050, none 402 or 429', async () => {
      // The key's balance pays for 5 calls and its rate for 2 a second: without the refund of both, the third call
      // in a row would be refused for the rate and the sixth for the balance.
      for (let i = 0; i < 40; i++) {
        const reply = await post(gateways[i % 3]!.base, refundKey, byHash(i));
        expect(reply.status, `call ${i}`).toBe(200);
        expect(reply.json.error).toMatchObject({ code: -32050, message: 'Upstream unavailable' });
      }
      const { store } = await reader(backend);
      expect(await store.balance(refundKey)).toBe(5 * cost);
      // The balance and the rate are whole again: of three calls at once (one per process), two are served (the
      // bucket's size) and the third refused for the rate, charged nothing.
      const three = await Promise.all([0, 1, 2].map((i) => post(gateways[i]!.base, refundKey, block(100 + i))));
      expect(three.map((r) => r.status).sort()).toEqual([200, 200, 429]);
      expect(await store.balance(refundKey)).toBe(3 * cost);
    }, 60_000);
  });
}

describe('RedisCreditStore: rate and balance in one script', () => {
  it('a call refused for its rate takes nothing of the balance; one refused for its balance takes nothing of the rate', async () => {
    const { client } = await reader('single');
    const apiKey = 'one-script-key-0123456789abcdef';
    // 3 calls of 100 a day, 200 credits a second with a bucket of 200.
    const limited = new RedisCreditStore({ client, prefix: 'one-script:', dailyCredits: 300, creditsPerSecond: 200, rateBurstSeconds: 1 });
    expect(limited.limitsRate).toBe(true);
    expect(await limited.charge(apiKey, 100)).toMatchObject({ ok: true, balance: 200 });
    expect(await limited.charge(apiKey, 100)).toMatchObject({ ok: true, balance: 100 });
    const byRate = await limited.charge(apiKey, 100);
    expect(byRate).toMatchObject({ ok: false, balance: 100, rate: { creditsPerSecond: 200 } });
    expect(byRate.rate!.retryAfterMs).toBeGreaterThan(0);
    expect(byRate.rate!.retryAfterMs).toBeLessThanOrEqual(500);
    expect(await limited.balance(apiKey)).toBe(100);
    await new Promise((r) => setTimeout(r, byRate.rate!.retryAfterMs + 20));
    expect(await limited.charge(apiKey, 100)).toMatchObject({ ok: true, balance: 0 });
    // Out of credits, with a full bucket a second later: refused for the balance, and the rate bucket is left as it
    // was (the hash's fields unchanged).
    await new Promise((r) => setTimeout(r, 1100));
    const [bucketName] = (await client.keys('one-script:*')).filter((name) => name.endsWith('}'));
    const bucketBefore = await client.hGetAll(bucketName!);
    expect(Number(bucketBefore.s)).toBe(200);
    const byBalance = await limited.charge(apiKey, 100);
    expect(byBalance).toMatchObject({ ok: false, balance: 0 });
    expect(byBalance.rate).toBeUndefined();
    expect(await client.hGetAll(bucketName!)).toEqual(bucketBefore);
    limited.close();
  });

  it('in the cluster a key’s balance, rate bucket and charge tokens share one hash slot, and no Redis key holds the API key', async () => {
    const { keysOf } = await reader('cluster');
    const client = createCluster({ rootNodes: [{ url: cluster!.urls[0]! }] });
    client.on('error', () => undefined);
    await client.connect();
    opened.push(client);
    const apiKey = 'slot-key-0123456789abcdef01234';
    const limited = new RedisCreditStore({ client, prefix: 'slots:', dailyCredits: 1000, creditsPerSecond: 1000 });
    for (let i = 0; i < 3; i++) expect((await limited.charge(apiKey, 100)).ok).toBe(true);
    const names = await keysOf('slots:*');
    // The rate hash, the day's spend and three tokens.
    expect(names).toHaveLength(5);
    const node = await client.nodeClient(client.masters[0]!);
    const slots = new Set(await Promise.all(names.map((name) => node.clusterKeySlot(name))));
    expect(slots.size).toBe(1);
    for (const name of names) expect(name).not.toContain(apiKey);
    limited.close();
  });
});

describe('rpcforge serve --redis-cluster', () => {
  it('keeps the keys file\'s rates and balances in the cluster, its nodes read from the environment', async () => {
    const keysFile = join(serveRuns.work, 'keys.yaml');
    const apiKey = 'Cv2Nq8Xt4Wz6Lp0Km3Hy7Gb1Fd5Js9RA';
    writeFileSync(keysFile, `plans:\n  Free: { creditsPerSecond: 160, dailyCredits: 10000 }\nkeys:\n  ${apiKey}:\n    plan: Free\n`);
    const server = serveRuns.run(['--spec', 'spec/openrpc.yaml', '--mock', '--keys', keysFile, '--log-level', 'error', '--redis-cluster', 'env:MY_CLUSTER'], { MY_CLUSTER: cluster!.urls.join(',') });
    try {
      const base = await started(server);
      expect(server.out()).toContain(`credits: Redis cluster ${cluster!.urls.join(',')}`);
      // 160 credits a second, a bucket of 160: of three calls of 80 at once two are served, one refused for the rate.
      const three = await Promise.all([0, 1, 2].map((i) => post(base, apiKey, block(i))));
      expect(three.map((r) => r.status).sort()).toEqual([200, 200, 429]);
      const { client, keysOf } = await reader('cluster');
      expect(await new RedisCreditStore({ client, dailyCredits: 10_000 }).balance(apiKey)).toBe(10_000 - 2 * cost);
      // The balance and the bucket are in the cluster under serve's prefix.
      expect((await keysOf('rpcforge:credits:*')).length).toBeGreaterThanOrEqual(2);
    } finally {
      expect(await stop(server)).toBe(0);
    }
  }, 120_000);

  it('refuses --redis with --redis-cluster, and a node that is not a redis:// URL, naming the flag', async () => {
    for (const [args, message] of [
      [['--redis', 'redis://127.0.0.1:1', '--redis-cluster', 'redis://127.0.0.1:2'], '--redis and --redis-cluster: give one of them'],
      [['--redis-cluster', 'redis://127.0.0.1:1,http://127.0.0.1:2'], '--redis-cluster: node 2: expected a redis:// or rediss:// URL'],
    ] as const) {
      const server = serveRuns.run(['--spec', 'spec/openrpc.yaml', '--mock', ...args]);
      expect(await server.exited).toBe(2);
      expect(server.err()).toContain(message);
    }
  });
});
