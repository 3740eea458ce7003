// Nobody pays for the gateway's failures, and a hanging primary fails over in time. Real node:http upstreams on
// 127.0.0.1 (one that accepts and never answers, one answering each call as its params say: a result, a revert,
// garbage, a wrong shape, HTTP 404 or 502, or nothing) in front of the generated server, with the memory store and
// with a RedisCreditStore on a real redis-server. A call the upstream never answered leaves the balance as it was and
// its call line says 0 credits; a call the node answered, its own error included, is charged; under concurrency the
// balance is exactly the cost of the answered calls. A primary that hangs is failed over within the method's limit
// (eth_getLogs: 10 s) on the first call, and counted as an outage.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer as createHttpServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ChildProcess } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreditStore } from '../generated/dist/server.js';
import { KeyRing, RedisCreditStore } from '../gateway/src/index.js';
import { freePort, type Gateway, post, startGateway, until } from './gateway-helpers.js';
import { startRedis, stopRedis } from './support/redis-server.js';
import { MemoryCreditStore } from '../gateway/src/memory-credit-store.js';

const key = 'billing-key-0001';
const cost = 80; // eth_getTransactionByHash, eth_call

type Mode = 'null' | 'logs' | 'revert' | 'garbage' | 'shape' | '404' | '502' | 'hang';

interface FakeNode {
  url: string;
  /** Methods of the requests received, in order. */
  methods: string[];
  close(): Promise<void>;
}

/** A node:http JSON-RPC node answering each request as `mode` says; 'hang' accepts the request and never answers. */
async function fakeNode(mode: (method: string, params: unknown) => Mode): Promise<FakeNode> {
  const methods: string[] = [];
  const server = createHttpServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const { id, method, params } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { id: number; method: string; params?: unknown };
      methods.push(method);
      answer(response, id, mode(method, params));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    methods,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function answer(response: ServerResponse, id: number, mode: Mode): void {
  const send = (status: number, text: string) => {
    response.writeHead(status, { 'content-type': status === 200 ? 'application/json' : 'text/plain' });
    response.end(text);
  };
  const rpc = (body: object) => send(200, JSON.stringify({ jsonrpc: '2.0', id, ...body }));
  if (mode === 'null') rpc({ result: null });
  else if (mode === 'logs') rpc({ result: [] });
  else if (mode === 'revert') rpc({ error: { code: 3, message: 'execution reverted: no', data: '0x08c379a0' } });
  else if (mode === 'garbage') send(200, '<html>bad gateway</html>');
  else if (mode === 'shape') rpc({ result: { hash: 'not a hash' } });
  else if (mode === '404') send(404, 'no such route');
  else if (mode === '502') send(502, 'bad gateway');
  // 'hang': the request stays open until the server closes.
}

/** A transaction hash whose last byte picks the fake node's answer. */
const modes: Mode[] = ['null', 'garbage', 'shape', '404', '502', 'hang'];
const hashFor = (mode: Mode) => `0x${'ab'.repeat(31)}${modes.indexOf(mode).toString(16).padStart(2, '0')}`;
const modeOfHash = (params: unknown) => modes[parseInt((params as string[])[0]!.slice(-2), 16)] ?? 'null';
const revertCall = [{ from: `0x${'22'.repeat(20)}`, to: `0x${'11'.repeat(20)}`, data: '0x' }, 'latest'];

interface CallLine {
  method: string;
  outcome: string;
  credits: number;
}

/**
 * The billing cases against one store: each failure kind in turn, then concurrent calls of every kind against a
 * balance for fewer calls than are sent.
 */
function billingCases(name: string, makeStore: (daily: number) => Promise<CreditStore & { close?(): void }>) {
  describe(`nobody pays for the gateway's failures (${name})`, () => {
    let node: FakeNode;
    let probeUp = true;
    let logsMode: Mode = 'logs';
    const lines: CallLine[] = [];
    const daily = 1_000_000;
    let store: CreditStore & { close?(): void };
    let gateway: Gateway;
    beforeAll(async () => {
      node = await fakeNode((method, params) => {
        if (method === 'rpc.discover') return probeUp ? 'null' : 'hang';
        if (method === 'eth_call') return 'revert';
        if (method === 'eth_getLogs') return logsMode;
        return modeOfHash(params);
      });
      store = await makeStore(daily);
      gateway = await startGateway(
        { upstream: node.url, timeoutSeconds: 1, healthCheckSeconds: 0.1 },
        {
          creditStore: store,
          // The method's own limit, shorter than the upstream's timeout: the server's deadline ends the call.
          timeoutSeconds: { eth_getLogs: 0.5 },
          logger: { error: () => undefined, info: (message, details) => message === 'call' && lines.push(details as unknown as CallLine) },
        },
      );
    });
    afterAll(async () => {
      await gateway?.close();
      await node?.close();
      store?.close?.();
    });

    /** One call: its error (or result), what it cost the balance, and the credits its call line shows. */
    async function spend(method: string, params: unknown[]) {
      const before = await store.balance(key);
      const { body } = await post(gateway.http(key), method, params);
      const line = lines.at(-1)!;
      expect(line.method).toBe(method);
      return { body, spent: before - (await store.balance(key)), logged: line.credits };
    }

    it('a result and the node\'s own error (a revert) are charged', async () => {
      expect(await spend('eth_getTransactionByHash', [hashFor('null')])).toEqual({ body: expect.objectContaining({ result: null }), spent: cost, logged: cost });
      const revert = await spend('eth_call', revertCall);
      expect(revert.body.error).toEqual({ code: 3, message: 'execution reverted: no', data: '0x08c379a0' });
      expect(revert).toMatchObject({ spent: cost, logged: cost });
    });

    it('answers rejected (-32051), HTTP errors, timeouts and a primary marked down (-32050) cost nothing, and say 0 credits', async () => {
      const free = async (method: string, params: unknown[], error: object) => {
        const { body, spent, logged } = await spend(method, params);
        expect(body.error).toEqual(error);
        expect({ spent, logged }).toEqual({ spent: 0, logged: 0 });
      };
      const rejected = (reason: string) => ({ code: -32051, message: 'Upstream answer rejected', data: expect.objectContaining({ reason }) });
      const unavailable = (reason: string) => ({ code: -32050, message: 'Upstream unavailable', data: { reason } });
      await free('eth_getTransactionByHash', [hashFor('garbage')], rejected('the answer is not a JSON-RPC response to the call'));
      await free('eth_getTransactionByHash', [hashFor('shape')], rejected('the result does not match the spec'));
      await free('eth_getTransactionByHash', [hashFor('404')], unavailable('HTTP 404'));
      // The server's own deadline (eth_getLogs here 0.5 s) ends a call the upstream did not answer: not charged either.
      logsMode = 'hang';
      const logs = await spend('eth_getLogs', [{ fromBlock: '0x0' }]);
      expect(logs.body.error).toEqual({ code: -32005, message: 'query timeout exceeded' });
      expect({ spent: logs.spent, logged: logs.logged }).toEqual({ spent: 0, logged: 0 });
      logsMode = 'logs';
      expect(gateway.upstream.status()[0]?.up).toBe(true);

      // A timeout marks the primary down; while it is down calls are refused without contacting it, free.
      probeUp = false;
      await free('eth_getTransactionByHash', [hashFor('hang')], unavailable('no answer within 1000 ms'));
      const asked = node.methods.filter((m) => m !== 'rpc.discover').length;
      await free('eth_getTransactionByHash', [hashFor('null')], unavailable('the primary upstream is down'));
      await free('eth_getLogs', [{ fromBlock: '0x0' }], unavailable('the primary upstream is down'));
      expect(node.methods.filter((m) => m !== 'rpc.discover').length).toBe(asked);
      probeUp = true;
      await until(() => gateway.upstream.status()[0]!.up, 5000, 'the primary is back up');
      await free('eth_getTransactionByHash', [hashFor('502')], unavailable('HTTP 502'));
      await until(() => gateway.upstream.status()[0]!.up, 5000, 'the primary is back up');
    });

    it('concurrent calls of every kind against a balance for fewer of them: the balance is exactly the answered calls\' cost', async () => {
      const kinds: [string, unknown[]][] = [
        ['eth_getTransactionByHash', [hashFor('null')]],
        ['eth_call', revertCall],
        ['eth_getTransactionByHash', [hashFor('garbage')]],
        ['eth_getTransactionByHash', [hashFor('shape')]],
        ['eth_getTransactionByHash', [hashFor('404')]],
      ];
      // A key of its own, with a balance for 60 of the 300 calls: refunds race with charges for the last credits.
      const tight = `${key}-tight`;
      const tightStore = await makeStore(60 * cost);
      const tightGateway = await startGateway({ upstream: node.url, timeoutSeconds: 5 }, { creditStore: tightStore, logger: { error: () => undefined } });
      try {
        const replies = await Promise.all(Array.from({ length: 300 }, (_, i) => post(tightGateway.http(tight), ...kinds[i % kinds.length]!)));
        const answered = replies.filter((r) => r.body.result === null || r.body.error?.code === 3).length;
        const refused = replies.filter((r) => r.status === 402).length;
        const failed = replies.filter((r) => r.body.error?.code === -32050 || r.body.error?.code === -32051).length;
        expect(answered + refused + failed, JSON.stringify(replies.find((r) => !(r.body.result === null || r.status === 402 || r.body.error?.code === 3 || r.body.error?.code === -32050 || r.body.error?.code === -32051)))).toBe(300);
        expect(answered).toBeGreaterThan(0);
        expect(failed).toBeGreaterThan(0);
        // Every failure given back: at most 60 answered, and the balance is exactly what they did not take.
        expect(answered).toBeLessThanOrEqual(60);
        expect(await tightStore.balance(tight)).toBe((60 - answered) * cost);
      } finally {
        await tightGateway.close();
        tightStore.close?.();
      }
    });
  });
}

billingCases('memory store', async (daily) => new MemoryCreditStore({ dailyCredits: daily }));

const redisDir = mkdtempSync(join(tmpdir(), 'rpcforge-billing-redis-'));
let redis: ChildProcess | undefined;
let redisUrl = '';
const redisClients: { destroy(): void }[] = [];
let prefixes = 0;

/** A RedisCreditStore on its own client and key prefix (each store a fresh set of balances). */
async function redisStore(daily: number): Promise<RedisCreditStore> {
  if (redis === undefined) {
    const port = await freePort();
    redis = await startRedis(port, redisDir);
    redisUrl = `redis://127.0.0.1:${port}`;
  }
  const client = createClient({ url: redisUrl, disableOfflineQueue: true });
  client.on('error', () => undefined);
  await client.connect();
  redisClients.push(client);
  return new RedisCreditStore({ client, dailyCredits: daily, prefix: `billing-${prefixes++}:` });
}

afterAll(async () => {
  for (const client of redisClients) client.destroy();
  await stopRedis(redis);
  rmSync(redisDir, { recursive: true, force: true });
});

billingCases('Redis store', redisStore);

describe('refunds in the stores', () => {
  it('memory: at most the daily amount, and nothing across the daily reset', () => {
    let now = Date.UTC(2026, 0, 1, 23, 59, 59, 900);
    const store = new MemoryCreditStore({ dailyCredits: 1000, now: () => now });
    const charge = store.charge(key, 300);
    expect(charge).toMatchObject({ ok: true, balance: 700 });
    store.refund(key, 300, charge);
    expect(store.balance(key)).toBe(1000);
    // A second refund of the same charge cannot lift the balance past the daily amount.
    store.refund(key, 300, charge);
    expect(store.balance(key)).toBe(1000);
    const late = store.charge(key, 400);
    now += 200; // 00:00:00.100: a new day, the balance is full again
    store.refund(key, 400, late);
    expect(store.balance(key)).toBe(1000);
    expect(store.charge(key, 1000)).toMatchObject({ ok: true, balance: 0 });
  });

  it('Redis: the charge given back once, only for its own key', async () => {
    const store = await redisStore(1000);
    const charge = await store.charge(key, 300);
    expect(charge).toMatchObject({ ok: true, balance: 700 });
    const other = await store.charge(`${key}-other`, 100);
    // Another key's charge names another account: nothing is given back to this key for it.
    await store.refund(key, 100, other);
    expect(await store.balance(key)).toBe(700);
    await store.refund(key, 300, charge);
    expect(await store.balance(key)).toBe(1000);
    // Twice is once: the charge's token is void after the first.
    await store.charge(key, 200);
    await store.refund(key, 300, charge);
    expect(await store.balance(key)).toBe(800);
    expect(store.stats).toMatchObject({ pendingVoids: 0, dropped: 0 });
  });
});

describe('a hanging primary fails over within the method\'s time limit', () => {
  let hanging: FakeNode;
  let partner: FakeNode;
  const ring = new KeyRing({ plans: { Growth: { dailyCredits: 1_000_000 } }, keys: { 'growth-key-0001': { plan: 'Growth' } } });
  beforeAll(async () => {
    // Accepts every request, probes included, and never answers.
    hanging = await fakeNode(() => 'hang');
    partner = await fakeNode((method) => (method === 'eth_getLogs' ? 'logs' : 'null'));
  });
  afterAll(async () => {
    await hanging?.close();
    await partner?.close();
  });

  /** A gateway on the hanging primary with the default upstream timeout (30 s), and what its upstream reported. */
  async function gatewayOn(serverOptions: Parameters<typeof startGateway>[1] = {}) {
    const upstreamCalls: [string, string][] = [];
    const failovers: string[] = [];
    const lines: CallLine[] = [];
    const gateway = await startGateway(
      {
        upstream: hanging.url,
        partner: partner.url,
        planOf: ring.planOf,
        healthCheckSeconds: 60,
        metrics: { upstreamCall: (family, _ms, outcome) => upstreamCalls.push([family, outcome]), failover: (method) => failovers.push(method) },
      },
      { authenticate: ring.authenticate, creditStore: new MemoryCreditStore({ dailyCredits: ring.dailyCredits }), logger: { error: () => undefined, info: (m, d) => m === 'call' && lines.push(d as unknown as CallLine) }, ...serverOptions },
    );
    return { gateway, upstreamCalls, failovers, lines };
  }

  it('eth_getLogs: answered by the partner in under its 10 s, the primary timed out and marked down', async () => {
    const { gateway, upstreamCalls, failovers, lines } = await gatewayOn();
    try {
      const started = Date.now();
      const reply = await post(gateway.http('growth-key-0001'), 'eth_getLogs', [{ fromBlock: '0x0', toBlock: 'latest' }]);
      const took = Date.now() - started;
      expect(reply.body).toMatchObject({ result: [] });
      // The primary had half of the 10 s (primaryTimeShare 0.5), the partner the rest.
      expect(took).toBeGreaterThanOrEqual(4_900);
      expect(took).toBeLessThan(9_000);
      expect(partner.methods).toContain('eth_getLogs');
      expect(upstreamCalls).toEqual([['evm', 'timeout'], ['evm', 'ok']]);
      expect(failovers).toEqual(['eth_getLogs']);
      expect(gateway.upstream.status()).toContainEqual(expect.objectContaining({ name: 'primary evm', up: false }));
      // The partner answered: the call is charged.
      expect(lines.at(-1)).toMatchObject({ method: 'eth_getLogs', outcome: 'ok', credits: 255 });
    } finally {
      await gateway.close();
    }
  }, 20_000);

  it('eth_getTransactionByHash: the FIRST call fails over too, within the method\'s limit', async () => {
    // A 3 s limit for the method, under the upstream's 30 s timeout, as eth_getLogs's 10 s is.
    const { gateway, upstreamCalls, failovers } = await gatewayOn({ timeoutSeconds: { eth_getTransactionByHash: 3 } });
    try {
      const started = Date.now();
      const reply = await post(gateway.http('growth-key-0001'), 'eth_getTransactionByHash', [`0x${'cd'.repeat(32)}`]);
      expect(reply.body).toMatchObject({ result: null });
      expect(Date.now() - started).toBeLessThan(3_000);
      expect(upstreamCalls[0]).toEqual(['evm', 'timeout']);
      expect(failovers).toEqual(['eth_getTransactionByHash']);
      expect(gateway.upstream.status()).toContainEqual(expect.objectContaining({ name: 'primary evm', up: false }));
    } finally {
      await gateway.close();
    }
  }, 20_000);
});
