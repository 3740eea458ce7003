// Filters sticky in a pool: a filter made on one node (eth_newFilter, eth_newBlockFilter,
// eth_newPendingTransactionFilter) is asked of that node again (eth_getFilterChanges, eth_getFilterLogs,
// eth_uninstallFilter), never of another node of the pool, which does not know it; another key's filter id is
// "filter not found" and reaches no node; when the node that made it is out, "filter not found", uncharged. Two real
// anvils, each behind a small JSON-RPC relay on 127.0.0.1 that records what reaches its node and can be slowed down or
// closed; the gateway is createUpstream with `outsideSpec`, as `rpcforge serve --upstream a --upstream b
// --outside-spec forward` builds it.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from '../generated/dist/server.js';
import * as generatedServer from '../generated/dist/server.js';
import { createUpstream } from '../gateway/src/index.js';
import { startAnvil, type EmbeddedNode } from '../generator/serve/anvil.js';
import { startRpcServer, type RpcServer } from './client-helpers.js';
import { post, result, startAll, until } from './gateway-helpers.js';
import { evmCatalogue } from './support/catalogue.js';
import { MemoryCreditStore } from '../gateway/src/memory-credit-store.js';

const credits = 80;
const daily = 1_000_000;
let anvils: EmbeddedNode[] = [];
let relays: RpcServer[] = [];
/** Added before each relayed call, per relay (ms). */
const delays = [0, 0];
let store: InstanceType<typeof MemoryCreditStore>;
let url: (key: string) => string;
let close: () => Promise<void>;
let upstream: ReturnType<typeof createUpstream<typeof generatedServer>>;

beforeAll(async () => {
  anvils = await startAll([startAnvil(0), startAnvil(0)]);
  relays = await Promise.all(
    anvils.map((anvil, i) =>
      startRpcServer({
        answer: async (request) => {
          if (delays[i]! > 0) await new Promise((resolve) => setTimeout(resolve, delays[i]));
          const answer = await fetch(anvil.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(request), signal: AbortSignal.timeout(10_000) });
          const body = (await answer.json()) as { result?: unknown; error?: { code: number; message: string } };
          return body.error === undefined ? { result: body.result } : { error: body.error };
        },
      }),
    ),
  );
  store = new MemoryCreditStore({ dailyCredits: daily });
  // The EVM catalogue serve loads: the filter methods are among its methods, checked by it.
  upstream = createUpstream(generatedServer, { upstream: { evm: relays.map((r) => r.url) }, logger: { error: () => undefined }, healthCheckSeconds: 60, catalogue: await evmCatalogue(credits) });
  const server = createServer(upstream.handlers, { creditStore: store, logger: { error: () => undefined }, outsideSpec: upstream.outsideSpec(credits) });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v3/`;
  url = (key) => base + key;
  close = async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await upstream.close();
  };
}, 60_000);

afterAll(async () => {
  await close?.();
  await Promise.all(relays.map((r) => r.close().catch(() => undefined)));
  await Promise.all(anvils.map((a) => a.stop()));
});

const seen = (relay: RpcServer, method: string) => relay.requests.filter((r) => r.method === method).length;
/** The relay whose node made the last filter of `method`. */
const holderOf = (method: string, before: readonly number[]) => relays.findIndex((relay, i) => seen(relay, method) > before[i]!);

/** Makes a filter through the gateway; returns its id and the index of the node that holds it. */
async function make(key: string, method: string, params: unknown[]): Promise<{ id: string; holder: number }> {
  const before = relays.map((r) => seen(r, method));
  const id = await result<string>(url(key), method, params);
  const holder = holderOf(method, before);
  expect(holder).toBeGreaterThanOrEqual(0);
  return { id, holder };
}

describe('filters in a pool', () => {
  it('go back to the node that made them, even when another node of the pool scores better', async () => {
    const key = 'kq7-sticky-0001';
    const block = await make(key, 'eth_newBlockFilter', []);
    const logs = await make(key, 'eth_newFilter', [{ fromBlock: '0x0' }]);
    const pending = await make(key, 'eth_newPendingTransactionFilter', []);
    // Every holder slowed down: a call of the pool's own choice goes to the other node.
    for (const { holder } of [block, logs, pending]) delays[holder] = 150;
    for (let i = 0; i < 5; i++) await result(url(key), 'eth_getBalance', [`0x${'00'.repeat(20)}`, 'latest']);
    await result(anvils[block.holder]!.url, 'anvil_mine', ['0x2']);
    const changes = await post(url(key), 'eth_getFilterChanges', [block.id]);
    expect(changes.body.error).toBeUndefined();
    expect(changes.body.result).toHaveLength(2);
    const filterLogs = await post(url(key), 'eth_getFilterLogs', [logs.id]);
    expect(filterLogs.body.error).toBeUndefined();
    expect(Array.isArray(filterLogs.body.result)).toBe(true);
    expect((await post(url(key), 'eth_getFilterChanges', [pending.id])).body.error).toBeUndefined();
    // Uninstalled on its node; then unknown, uncharged, and not asked of any node.
    expect((await post(url(key), 'eth_uninstallFilter', [block.id])).body.result).toBe(true);
    const asked = relays.map((r) => seen(r, 'eth_getFilterChanges'));
    const balance = store.balance(key);
    const gone = await post(url(key), 'eth_getFilterChanges', [block.id]);
    expect(gone.body.error).toMatchObject({ code: -32000, message: 'filter not found' });
    expect(store.balance(key)).toBe(balance);
    expect(relays.map((r) => seen(r, 'eth_getFilterChanges'))).toEqual(asked);
    delays.fill(0);
  }, 60_000);

  it('are another key\'s business: an id made with one key is "filter not found" for another, uncharged, asked of no node', async () => {
    const { id } = await make('kq7-owner-0001', 'eth_newBlockFilter', []);
    const thief = 'kq7-thief-0001';
    const asked = relays.map((r) => seen(r, 'eth_getFilterChanges') + seen(r, 'eth_uninstallFilter'));
    for (const method of ['eth_getFilterChanges', 'eth_getFilterLogs', 'eth_uninstallFilter']) {
      const reply = await post(url(thief), method, [id]);
      expect(reply.body.error).toMatchObject({ code: -32000, message: 'filter not found' });
    }
    expect(store.balance(thief)).toBe(daily);
    expect(relays.map((r) => seen(r, 'eth_getFilterChanges') + seen(r, 'eth_uninstallFilter'))).toEqual(asked);
    // The owner's filter is still there.
    expect((await post(url('kq7-owner-0001'), 'eth_getFilterChanges', [id])).body.error).toBeUndefined();
  }, 30_000);

  it('whose node is out answer "filter not found", uncharged', async () => {
    const key = 'kq7-out-0001';
    const { id, holder } = await make(key, 'eth_newBlockFilter', []);
    await relays[holder]!.close();
    const balance = store.balance(key);
    const reply = await post(url(key), 'eth_getFilterChanges', [id]);
    expect(reply.body.error).toMatchObject({ code: -32000, message: 'filter not found' });
    expect(store.balance(key)).toBe(balance);
    // Now known to be out: the same answer at once, still uncharged; the other node serves the rest.
    await until(() => upstream.status().some((s) => !s.up), 5000, 'the node marked out');
    expect((await post(url(key), 'eth_getFilterChanges', [id])).body.error).toMatchObject({ code: -32000, message: 'filter not found' });
    expect(store.balance(key)).toBe(balance);
    expect((await post(url(key), 'eth_getBalance', [`0x${'00'.repeat(20)}`, 'latest'])).body.error).toBeUndefined();
  }, 30_000);
});

describe('the record of filters', () => {
  it('is bounded: per key, in all, and by idle time', async () => {
    const { StickyFilters } = await import('../gateway/src/filters.js');
    let now = 0;
    const node = { up: true } as never;
    const filters = new StickyFilters({ maxFilters: 6, maxPerKey: 4, idleMs: 1000 }, () => now);
    for (let i = 0; i < 5; i++) filters.made('a', `0x${i}`, node);
    // Key a keeps its 4 latest.
    expect(filters.size).toBe(4);
    expect([0, 1, 2, 3, 4].map((i) => filters.find('a', `0x${i}`) !== undefined)).toEqual([false, true, true, true, true]);
    // Key b fills the rest; past the total, the least recently used of all goes (a's 0x1).
    for (let i = 0; i < 3; i++) filters.made('b', `0x${i}`, node);
    expect(filters.size).toBe(6);
    expect(filters.find('a', '0x1')).toBeUndefined();
    expect(filters.find('a', '0x2')).toBe(node);
    expect(filters.find('b', '0x2')).toBe(node);
    // Another key's id, a wrong type, an id too long: unknown.
    expect(filters.find('c', '0x2')).toBeUndefined();
    expect(filters.find('b', 2)).toBeUndefined();
    filters.made('b', `0x${'1'.repeat(200)}`, node);
    expect(filters.find('b', `0x${'1'.repeat(200)}`)).toBeUndefined();
    // Idle for the timeout: gone, and no longer counted.
    now = 999;
    expect(filters.find('b', '0x2')).toBe(node);
    now = 1500;
    expect(filters.find('a', '0x3')).toBeUndefined();
    expect(filters.find('b', '0x2')).toBe(node);
    expect(filters.size).toBe(1);
  });
});
