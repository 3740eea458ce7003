// Credits that hold across gateway processes: a real redis-server (Debian's, started here on 127.0.0.1 at a free
// port with no persistence) and two child processes each running the committed generated server with a
// RedisCreditStore. Exact balances under 1,000 concurrent calls; Redis paused mid-load (answers lost after their
// scripts ran: refused with 503, then voided, never charged twice) and killed (503, no crash, back once it returns).
import { fork, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Handlers } from '../generated/dist/server.js';
import { CreditStoreUnavailableError, RedisCreditStore } from '../gateway/src/index.js';
import { methodInfo } from '../generated/dist/index.js';
import { repoRoot } from './helpers.js';

const redisBinary = ['/usr/bin/redis-server', '/usr/local/bin/redis-server'].find((p) => spawnSync(p, ['--version']).status === 0);
if (redisBinary === undefined) {
  throw new Error('test/server-redis.test.ts needs redis-server: apt-get update && apt-get install -y redis-server (.ci/run installs it when missing)');
}

const apiKey = 'redis-key-0123456789abcdef0123';
const call = (id: number) => JSON.stringify({ jsonrpc: '2.0', id, method: 'eth_getBlockByNumber', params: ['latest', false] });
const cost = 80;

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

/** A redis-server on 127.0.0.1:port, in its own temporary directory, saving nothing. Resolves once it accepts. */
async function startRedis(port: number, dir: string): Promise<ChildProcess> {
  const redis = spawn(redisBinary!, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir], { stdio: ['ignore', 'pipe', 'pipe'] });
  await new Promise<void>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`redis-server did not start: ${out}`)), 10_000);
    redis.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('Ready to accept connections')) {
        clearTimeout(timer);
        resolve();
      }
    });
    redis.once('exit', (code) => reject(new Error(`redis-server exited (${code}): ${out}`)));
  });
  return redis;
}

interface Gateway {
  child: ChildProcess;
  base: string;
  exited: boolean;
  stats(): Promise<{ pendingVoids: number; voided: number; refunded: number; dropped: number; served: number }>;
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
  const gateway: Gateway = {
    child,
    base: `http://127.0.0.1:${port}`,
    exited: false,
    stats: () =>
      new Promise((resolve) => {
        const listen = (message: unknown) => {
          if (typeof message === 'object' && message !== null && 'stats' in message) {
            child.off('message', listen);
            resolve((message as { stats: Awaited<ReturnType<Gateway['stats']>> }).stats);
          }
        };
        child.on('message', listen);
        child.send('stats');
      }),
  };
  child.once('exit', () => (gateway.exited = true));
  return gateway;
}

async function post(base: string, body: string) {
  const res = await fetch(`${base}/v3/${apiKey}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
  const text = await res.text();
  return { status: res.status, retryAfter: res.headers.get('retry-after'), json: JSON.parse(text) as { id: number; result?: unknown; error?: { code: number; message: string; data?: unknown } } };
}

const dir = mkdtempSync(join(tmpdir(), 'rpcforge-redis-'));
let port = 0;
let redis: ChildProcess | undefined;
const gateways: Gateway[] = [];
const clients: { destroy(): void }[] = [];

beforeAll(async () => {
  port = await freePort();
  redis = await startRedis(port, dir);
});

afterAll(async () => {
  for (const client of clients) client.destroy();
  await Promise.all(
    gateways.map(
      (g) =>
        new Promise<void>((resolve) => {
          if (g.exited) return resolve();
          const timer = setTimeout(() => {
            g.child.kill('SIGKILL');
            resolve();
          }, 5000);
          g.child.once('exit', () => {
            clearTimeout(timer);
            resolve();
          });
          g.child.send('stop');
        }),
    ),
  );
  redis?.kill('SIGCONT');
  redis?.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

/** A RedisCreditStore of the test's own, to read balances as the gateways see them. */
async function reader(dailyCredits: number, prefix?: string) {
  const client = createClient({ url: `redis://127.0.0.1:${port}`, disableOfflineQueue: true, socket: { reconnectStrategy: () => 100 } });
  client.on('error', () => undefined);
  await client.connect();
  clients.push(client);
  return { client, store: new RedisCreditStore({ client, dailyCredits, prefix }) };
}

describe('RedisCreditStore with two gateway processes', () => {
  it('1,000 concurrent calls split across both against a balance for exactly 100: exactly 100 served, the balance exact', async () => {
    const daily = 100 * cost;
    const pair = [await startGateway({ redisUrl: `redis://127.0.0.1:${port}`, dailyCredits: daily }), await startGateway({ redisUrl: `redis://127.0.0.1:${port}`, dailyCredits: daily })];
    gateways.push(...pair);
    // One call through each first, so both processes have spent from the shared balance whatever the scheduling,
    // then the other 998 at once.
    const replies = [await post(pair[0]!.base, call(0)), await post(pair[1]!.base, call(1))];
    replies.push(...(await Promise.all(Array.from({ length: 998 }, (_, i) => post(pair[i % 2]!.base, call(i + 2))))));
    const served = replies.filter((r) => r.status === 200);
    const refused = replies.filter((r) => r.status === 402);
    expect(served).toHaveLength(100);
    expect(refused).toHaveLength(900);
    for (const r of served) expect(r.json.result).toBeNull();
    for (const r of refused) {
      expect(r.json.error).toMatchObject({ code: -32005, message: 'daily credit limit exceeded', data: { cost, balance: 0 } });
      expect(Number(r.retryAfter)).toBeGreaterThan(0);
    }
    // Both processes served: the balance really is shared.
    const [a, b] = await Promise.all(pair.map((g) => g.stats()));
    expect(a!.served + b!.served).toBe(100);
    expect(a!.served).toBeGreaterThan(0);
    expect(b!.served).toBeGreaterThan(0);
    const { store } = await reader(daily);
    expect(await store.balance(apiKey)).toBe(0);
    // The reset is the next 00:00 UTC on Redis's clock.
    const refusal = refused[0]!.json.error!.data as { resetsAt: string };
    expect(refusal.resetsAt.endsWith('T00:00:00.000Z')).toBe(true);
  });

  it('Redis paused mid-load: calls refused with 503 and -32000, no crash; the lost charges are voided, nothing is charged twice', async () => {
    const daily = 1_000_000 * cost;
    const key = { redisUrl: `redis://127.0.0.1:${port}`, dailyCredits: daily, timeoutMs: 200 };
    const pair = [await startGateway(key), await startGateway(key)];
    gateways.push(...pair);
    const { store } = await reader(daily);
    const before = await store.balance(apiKey);
    const wave = (from: number, n: number) => Promise.all(Array.from({ length: n }, (_, i) => post(pair[i % 2]!.base, call(from + i))));

    const first = await wave(0, 100);
    expect(first.every((r) => r.status === 200)).toBe(true);

    // SIGSTOP: connections stay open and the charges are sent, but no answer comes until SIGCONT, when Redis runs
    // them all: exactly the case of a charge that ran with its answer lost.
    redis!.kill('SIGSTOP');
    try {
      const during = await wave(1000, 100);
      for (const r of during) {
        expect(r.status).toBe(503);
        expect(r.retryAfter).toBe('1');
        expect(r.json.error).toEqual({ code: -32000, message: 'Service unavailable: credits cannot be checked now' });
      }
      const health = await fetch(`${pair[0]!.base}/healthz`);
      expect(health.status).toBe(503);
      expect(await health.json()).toMatchObject({ status: 'unavailable', checks: { creditStore: 'unavailable' } });
      const stats = await Promise.all(pair.map((g) => g.stats()));
      expect(stats.reduce((n, s) => n + s.pendingVoids, 0)).toBe(100);
    } finally {
      redis!.kill('SIGCONT');
    }

    // Redis answers again: the paused charges run, then their voids refund them.
    const deadline = Date.now() + 15_000;
    let stats = await Promise.all(pair.map((g) => g.stats()));
    while (stats.some((s) => s.pendingVoids > 0) && Date.now() < deadline) {
      await wave(2000, 2);
      await new Promise((r) => setTimeout(r, 200));
      stats = await Promise.all(pair.map((g) => g.stats()));
    }
    expect(stats.reduce((n, s) => n + s.pendingVoids, 0)).toBe(0);
    expect(stats.reduce((n, s) => n + s.voided, 0)).toBe(100);
    expect(stats.reduce((n, s) => n + s.refunded, 0)).toBe(100);
    expect(stats.reduce((n, s) => n + s.dropped, 0)).toBe(0);

    const last = await wave(3000, 100);
    expect(last.every((r) => r.status === 200)).toBe(true);
    // Charged exactly for the calls served: the 100 refused ones cost nothing although their scripts ran.
    const final = await Promise.all(pair.map((g) => g.stats()));
    expect(before - (await store.balance(apiKey))).toBe(final.reduce((n, s) => n + s.served, 0) * cost);
    expect(pair.every((g) => !g.exited)).toBe(true);
  });

  it('Redis killed: 503 and /healthz 503 while it is gone, no crash; served again once it is back', async () => {
    const pair = [await startGateway({ redisUrl: `redis://127.0.0.1:${port}`, dailyCredits: 1000 * cost }), await startGateway({ redisUrl: `redis://127.0.0.1:${port}`, dailyCredits: 1000 * cost })];
    gateways.push(...pair);
    expect((await post(pair[0]!.base, call(1))).status).toBe(200);
    redis!.kill('SIGKILL');
    await new Promise((resolve) => redis!.once('exit', resolve));
    const gone = await Promise.all(Array.from({ length: 50 }, (_, i) => post(pair[i % 2]!.base, call(i))));
    for (const r of gone) {
      expect(r.status).toBe(503);
      expect(r.json.error?.code).toBe(-32000);
    }
    expect((await fetch(`${pair[1]!.base}/healthz`)).status).toBe(503);
    redis = await startRedis(port, dir);
    const deadline = Date.now() + 15_000;
    let status = 0;
    while (status !== 200 && Date.now() < deadline) {
      status = (await post(pair[0]!.base, call(99))).status;
      if (status !== 200) await new Promise((r) => setTimeout(r, 200));
    }
    expect(status).toBe(200);
    expect((await post(pair[1]!.base, call(100))).status).toBe(200);
    expect((await fetch(`${pair[1]!.base}/healthz`)).status).toBe(200);
    expect(pair.every((g) => !g.exited)).toBe(true);
  });
});

describe('RedisCreditStore in one process', () => {
  it("a busy event loop is not Redis's silence: an answer that arrived within timeoutMs, but was not yet read, counts", async () => {
    // Under load a gateway's event loop can spend longer than timeoutMs on one turn (hundreds of requests read at
    // once); Redis's answers arrive meanwhile and wait in the socket, and the overdue timer ran first: 67 of 1,000
    // calls got 503 in the test above while other tests ran, Redis having answered each in time.
    const { client } = await reader(1000, 'test-busy:');
    // The client the store is given blocks this thread for 400 ms just after a command has gone out, once asked to.
    let blockNext = false;
    const busy = {
      eval: client.eval.bind(client),
      evalSha: (...args: Parameters<typeof client.evalSha>) => {
        const reply = client.evalSha(...args);
        if (blockNext) {
          blockNext = false;
          setImmediate(() => {
            const until = performance.now() + 400;
            while (performance.now() < until);
          });
        }
        return reply;
      },
    };
    // No retry: a retry with the same token would answer the charge that ran, and hide the refusal.
    const store = new RedisCreditStore({ client: busy, dailyCredits: 1000, prefix: 'test-busy:', timeoutMs: 100, retries: 0 });
    try {
      expect(await store.charge(apiKey, 10)).toMatchObject({ ok: true, balance: 990 });
      blockNext = true;
      const charged = store.charge(apiKey, 10);
      expect(await charged).toMatchObject({ ok: true, balance: 980 });
      expect(await store.balance(apiKey)).toBe(980);
    } finally {
      store.close();
    }
  });

  it('fails open when configured: served uncharged while Redis is unreachable', async () => {
    // A client that never connected: every command is refused at once.
    const client = createClient({ url: `redis://127.0.0.1:${await freePort()}`, disableOfflineQueue: true });
    client.on('error', () => undefined);
    const store = new RedisCreditStore({ client, timeoutMs: 100 });
    await expect(store.charge(apiKey, 80)).rejects.toBeInstanceOf(CreditStoreUnavailableError);
    const handlers = Object.fromEntries(Object.keys(methodInfo).map((m) => [m, () => null])) as unknown as Handlers;
    const errors: string[] = [];
    const server = createServer(handlers, { creditStore: store, creditStoreFailure: 'serve', logger: { error: (message) => errors.push(message) } });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const reply = await post(base, call(5));
      expect(reply.status).toBe(200);
      expect(reply.json).toEqual({ jsonrpc: '2.0', id: 5, result: null });
      // Logged once, not per call.
      await post(base, call(6));
      expect(errors).toEqual(['credit store unavailable']);
      // Fails open: still healthy, the check says what is wrong.
      const health = await fetch(`${base}/healthz`);
      expect(health.status).toBe(200);
      expect(await health.json()).toMatchObject({ status: 'ok', checks: { creditStore: 'unavailable' } });
    } finally {
      store.close();
      await server.shutdown({ timeoutMs: 1000 });
    }
  });

  it('keeps no API key in Redis; a charge whose answer is lost is retried without being taken twice, or voided and refunded', async () => {
    const { client, store } = await reader(1000, 'test-tokens:');
    expect(await store.charge(apiKey, 300)).toMatchObject({ ok: true, balance: 700 });
    const keys = await client.keys('test-tokens:*');
    expect(keys).toHaveLength(2); // the day's spend and the charge's token
    for (const k of keys) expect(k).not.toContain(apiKey);

    // A client that loses the answer of the next script that runs: Redis ran it, the store never hears back.
    let lose = 0;
    const lossy = {
      eval: (script: string, options: { keys: string[]; arguments: string[] }) => relay(client.eval(script, options)),
      evalSha: (sha: string, options: { keys: string[]; arguments: string[] }) => relay(client.evalSha(sha, options)),
    };
    const relay = (reply: Promise<unknown>) =>
      reply.then((value) => {
        if (lose === 0) return value;
        lose--;
        return new Promise(() => undefined);
      });

    // With a retry: the second attempt carries the same token, finds the charge done and takes nothing more.
    const retrying = new RedisCreditStore({ client: lossy, dailyCredits: 1000, prefix: 'test-tokens:', timeoutMs: 150, retries: 1 });
    lose = 1;
    expect(await retrying.charge(apiKey, 100)).toMatchObject({ ok: true, balance: 600 });
    expect(await store.balance(apiKey)).toBe(600);

    // Without one: the charge ran, the store says it could not tell, and the void refunds it once Redis answers.
    const once = new RedisCreditStore({ client: lossy, dailyCredits: 1000, prefix: 'test-tokens:', timeoutMs: 150, retries: 0 });
    lose = 1;
    await expect(once.charge(apiKey, 100)).rejects.toBeInstanceOf(CreditStoreUnavailableError);
    expect(await store.balance(apiKey)).toBe(500);
    expect(once.stats.pendingVoids).toBe(1);
    const deadline = Date.now() + 5000;
    while (once.stats.pendingVoids > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    expect(once.stats).toEqual({ pendingVoids: 0, voided: 1, refunded: 1, dropped: 0 });
    expect(await store.balance(apiKey)).toBe(600);
    retrying.close();
    once.close();
  });
});
