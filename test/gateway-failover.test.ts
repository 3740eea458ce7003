// Plans and failover with two real nodes: a primary anvil on a fixed port (so it can come back on it) and a partner
// anvil that holds a transaction the primary does not. Keys and plans come from a KeyRing as `keys.yaml` describes
// them. With the primary killed: a Growth key's eth_getLogs and eth_getTransactionByHash (the spec's x-failover
// methods) are answered by the partner, a free key gets the outage error, other methods get it too; with the primary
// back, traffic returns to it. Run with an HTTP and with a WebSocket primary. Then the key ring: reload without
// restart, per-key daily credits, allowed origins.
import type { Hex } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KeyRing, type KeysConfig } from '../gateway/src/index.js';
import { startAnvil, type EmbeddedNode } from '../generator/serve/anvil.js';
import { freePort, type Gateway, post, result, send, startAll, startGateway, until } from './gateway-helpers.js';
import { MemoryCreditStore } from '../gateway/src/memory-credit-store.js';

const keys: KeysConfig = {
  plans: { Free: { dailyCredits: 3_000_000 }, Growth: { dailyCredits: 15_000_000 }, Custom: {} },
  keys: {
    'growth-key-0001': { plan: 'Growth' },
    'free-key-0001': { plan: 'Free' },
    'custom-key-0001': { plan: 'Custom' },
  },
};
const outage = (reason: string) => ({ code: -32050, message: 'Upstream unavailable', data: { reason } });

let primary: EmbeddedNode;
let primaryPort: number;
let partner: EmbeddedNode;
let partnerTx: Hex;

beforeAll(async () => {
  primaryPort = await freePort();
  [primary, partner] = (await startAll([startAnvil(primaryPort), startAnvil(0)])) as [EmbeddedNode, EmbeddedNode];
  // A transaction only the partner's chain has: its answer tells which node served a call.
  partnerTx = (await send(partner.url, { to: `0x${'11'.repeat(20)}`, value: '0x1' })).hash;
}, 60_000);

afterAll(async () => {
  await primary?.stop();
  await partner?.stop();
});

for (const transport of ['http', 'ws'] as const) {
  describe(`failover with a${transport === 'ws' ? ' WebSocket' : 'n HTTP'} primary`, () => {
    let gateway: Gateway;
    const scheme = (url: string) => (transport === 'ws' ? url.replace(/^http/, 'ws') : url);
    beforeAll(async () => {
      const ring = new KeyRing(keys);
      gateway = await startGateway(
        { upstream: scheme(`http://127.0.0.1:${primaryPort}`), partner: scheme(partner.url), planOf: ring.planOf, healthCheckSeconds: 0.1, timeoutSeconds: 5 },
        { authenticate: ring.authenticate, creditStore: new MemoryCreditStore({ dailyCredits: ring.dailyCredits }) },
      );
    });
    afterAll(async () => {
      await gateway?.close();
    });

    it('serves every key from the primary while it is up', async () => {
      for (const key of ['growth-key-0001', 'free-key-0001']) {
        expect((await post(gateway.http(key), 'eth_getTransactionByHash', [partnerTx])).body).toMatchObject({ result: null });
      }
    });

    it('primary killed: Growth and Custom keys get the partner for the x-failover methods; a free key and other methods get the outage error', async () => {
      await primary.stop();
      const growth = await post(gateway.http('growth-key-0001'), 'eth_getTransactionByHash', [partnerTx]);
      expect(growth.body.result).toMatchObject({ hash: partnerTx });
      expect(growth.body.result).toEqual(await result(partner.url, 'eth_getTransactionByHash', [partnerTx]));
      expect(gateway.upstream.status()).toContainEqual(expect.objectContaining({ name: 'primary evm', up: false }));
      const logs = await post(gateway.http('custom-key-0001'), 'eth_getLogs', [{ fromBlock: '0x0', toBlock: 'latest' }]);
      expect(logs.body).toMatchObject({ result: [] });
      expect((await post(gateway.http('growth-key-0001'), 'eth_getLogs', [{ fromBlock: '0x0', toBlock: 'latest' }])).body).toMatchObject({ result: [] });
      // Immediate while down: the free key is not sent to a dead node, nor to the partner.
      expect((await post(gateway.http('free-key-0001'), 'eth_getTransactionByHash', [partnerTx])).body.error).toEqual(outage('the primary upstream is down'));
      expect((await post(gateway.http('free-key-0001'), 'eth_getLogs', [{ fromBlock: '0x0' }])).body.error).toEqual(outage('the primary upstream is down'));
      expect((await post(gateway.http('growth-key-0001'), 'eth_getBlockByNumber', ['latest', false])).body.error).toEqual(outage('the primary upstream is down'));
      expect((await post(gateway.http('growth-key-0001'), 'eth_getTransactionReceipt', [partnerTx])).body.error).toEqual(outage('the primary upstream is down'));
    }, 30_000);

    it('primary back on its port: traffic returns to it', async () => {
      primary = await startAnvil(primaryPort);
      await until(() => gateway.upstream.status().every((s) => s.up), 10_000, 'the primary is seen up again');
      // The primary's chain has no such transaction: the answer comes from it again.
      expect((await post(gateway.http('growth-key-0001'), 'eth_getTransactionByHash', [partnerTx])).body).toMatchObject({ result: null });
      expect((await post(gateway.http('free-key-0001'), 'eth_getBlockByNumber', ['0x0', false])).body.result).toMatchObject({ number: '0x0' });
    }, 30_000);
  });
}

describe('the key ring', () => {
  let gateway: Gateway;
  let ring: KeyRing;
  beforeAll(async () => {
    ring = new KeyRing({ plans: { Free: { dailyCredits: 1_000 }, Tiny: { dailyCredits: 100 } }, keys: { 'free-key-0001': { plan: 'Free' }, 'tiny-key-0001': { plan: 'Tiny' } } });
    gateway = await startGateway({ upstream: partner.url, planOf: ring.planOf }, { authenticate: ring.authenticate, creditStore: new MemoryCreditStore({ dailyCredits: ring.dailyCredits }) });
  });
  afterAll(async () => {
    await gateway?.close();
  });

  it('gives each key its plan\'s daily credits (and a key its own)', async () => {
    // eth_getLogs costs 255: a Tiny key (100 a day) cannot pay it; a Free key (1,000) can, three times.
    const tiny = await post(gateway.http('tiny-key-0001'), 'eth_getLogs', [{ fromBlock: '0x0' }]);
    expect(tiny.status).toBe(402);
    expect(tiny.body.error).toMatchObject({ code: -32005, data: { cost: 255, balance: 100 } });
    for (let i = 0; i < 3; i++) expect((await post(gateway.http('free-key-0001'), 'eth_getLogs', [{ fromBlock: '0x0' }])).status).toBe(200);
    expect((await post(gateway.http('free-key-0001'), 'eth_getLogs', [{ fromBlock: '0x0' }])).body.error).toMatchObject({ code: -32005, data: { balance: 235 } });
  });

  it('reloads without restart: a new key is let in, a removed one refused, a bad config keeps the keys in force', async () => {
    expect((await post(gateway.http('new-key-0001'), 'eth_getBlockByNumber', ['0x0', false])).status).toBe(401);
    ring.update({ plans: { Free: {} }, keys: { 'new-key-0001': { plan: 'Free', dailyCredits: 500 } } });
    expect((await post(gateway.http('new-key-0001'), 'eth_getBlockByNumber', ['0x0', false])).body.result).toMatchObject({ number: '0x0' });
    expect((await post(gateway.http('tiny-key-0001'), 'eth_getBlockByNumber', ['0x0', false])).status).toBe(401);
    expect(() => ring.update({ plans: { Free: {} }, keys: { 'secret-key-0001': { plan: 'Gold' } } })).toThrow(/entry 0: plan must be one of the plans listed \("Free"\)/);
    expect(() => ring.update({ plans: { Free: {} }, keys: { 'secret-key-0001': { plan: 'Gold' } } })).not.toThrow(/secret/);
    expect((await post(gateway.http('new-key-0001'), 'eth_getBlockByNumber', ['0x0', false])).status).toBe(200);
  });

  it('pins a key to its allowed origins', async () => {
    ring.update({ plans: { Free: {} }, keys: { 'web-key-0001': { plan: 'Free', allowedOrigins: ['https://app.example'] } } });
    const call = (origin: string) =>
      fetch(gateway.http('web-key-0001'), { method: 'POST', headers: { 'content-type': 'application/json', origin }, body: '{"jsonrpc":"2.0","id":1,"method":"eth_getBlockByNumber","params":["0x0",false]}' });
    expect((await call('https://app.example')).status).toBe(200);
    expect((await call('https://evil.example')).status).toBe(403);
  });
});
