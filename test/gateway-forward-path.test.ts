// The gateway's short forwarding path (rpc-client.ts `RpcClient.forward`, taken by gateway/src/node.ts for every
// single upstream call): the client's transport and answer checks without the general call's layers. Each check the
// general call made is still made on it, against real upstreams on 127.0.0.1 (a scripted node:http + ws node, and
// anvil), over HTTP and over WebSocket: an answer passed on (and reported to metrics), an answer past
// maxResponseBytes refused, a node that does not answer timed out and marked down, the upstream request ended when
// its caller goes away, a reply that is not JSON, or answers another id, or does not match the spec refused, an error
// object masked of the node's URL, failover to the partner after an outage, a write sent once. And the entry itself:
// a call aborted before it is sent sends nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../generated/dist/client.js';
import { AbortError, CreditBudgetError, ProtocolError } from '../generated/dist/client-errors.js';
import { forwarding } from '../generated/dist/internal/rpc-client.js';
import type { AddressInfo } from 'node:net';
import { createServer, type OutsideSpecContext } from '../generated/dist/server.js';
import * as generatedServer from '../generated/dist/server.js';
import { createUpstream } from '../gateway/src/index.js';
import { startAnvil, type EmbeddedNode } from '../generator/serve/anvil.js';
import { evmCatalogue } from './support/catalogue.js';
import { type Gateway, post, startGateway, until } from './gateway-helpers.js';
import { type ScriptedUpstream, startScriptedUpstream } from './support/scripted-upstream.js';
import { MemoryCreditStore } from '../gateway/src/memory-credit-store.js';

const slot = `0x${'00'.repeat(31)}2a`;
const storage = ['0x' + '11'.repeat(20), '0x0', 'latest'];
/** The provider key in the node's URL path: it must never reach a caller. */
const secretPath = '/v3/provider-secret-0123456789abcdef';

const nodes: ScriptedUpstream[] = [];
const gateways: Gateway[] = [];
afterAll(async () => {
  await Promise.all(gateways.map((g) => g.close()));
  await Promise.all(nodes.map((n) => n.close()));
});
async function node(path?: string): Promise<ScriptedUpstream> {
  const started = await startScriptedUpstream(path);
  nodes.push(started);
  return started;
}
async function gateway(...args: Parameters<typeof startGateway>): Promise<Gateway> {
  const started = await startGateway(...args);
  gateways.push(started);
  return started;
}

for (const transport of ['http', 'ws'] as const) {
  describe(`the forwarding path, ${transport === 'http' ? 'HTTP' : 'WebSocket'} upstream`, () => {
    let upstream: ScriptedUpstream;
    beforeAll(async () => {
      upstream = await node(secretPath);
    });

    it('passes the answer on, and reports the call to metrics', async () => {
      upstream.script = (call) => (call.method === 'eth_getStorageAt' ? { result: slot } : undefined);
      const reports: unknown[][] = [];
      const metrics = { upstreamCall: (...args: unknown[]) => void reports.push(args), failover: () => undefined };
      const g = await gateway({ upstream: upstream[transport], metrics });
      expect((await post(g.http('key-normal-0001'), 'eth_getStorageAt', storage)).body).toMatchObject({ result: slot });
      expect(reports).toContainEqual(['evm', expect.any(Number), 'ok']);
    });

    it('refuses an answer past maxResponseBytes', async () => {
      upstream.script = (call) => (call.method === 'eth_getStorageAt' ? { raw: JSON.stringify({ jsonrpc: '2.0', id: call.id, result: slot, pad: 'x'.repeat(5000) }) } : undefined);
      const g = await gateway({ upstream: upstream[transport], maxResponseBytes: 2000 });
      expect((await post(g.http('key-oversize-0001'), 'eth_getStorageAt', storage)).body.error).toMatchObject({ code: -32051, data: { reason: 'the answer is larger than maxResponseBytes' } });
      // The same node's answer within the bound goes through.
      upstream.script = (call) => (call.method === 'eth_getStorageAt' ? { result: slot } : undefined);
      expect((await post(g.http('key-oversize-0001'), 'eth_getStorageAt', storage)).body).toMatchObject({ result: slot });
    });

    it('times out a node that does not answer, and marks it down', async () => {
      upstream.script = (call) => (call.method === 'eth_getStorageAt' ? 'hang' : undefined);
      const g = await gateway({ upstream: upstream[transport], timeoutSeconds: 0.3, healthCheckSeconds: 60 });
      const started = Date.now();
      expect((await post(g.http('key-hang-0001'), 'eth_getStorageAt', storage)).body.error).toEqual({ code: -32050, message: 'Upstream unavailable', data: { reason: 'no answer within 300 ms' } });
      expect(Date.now() - started).toBeLessThan(5000);
      expect(g.upstream.status()).toContainEqual(expect.objectContaining({ name: 'primary evm', up: false }));
    });

    it('refuses a reply that is not JSON, or answers another id, or does not match the spec', async () => {
      const g = await gateway({ upstream: upstream[transport] });
      const badAnswer = (reason: string) => ({ code: -32051, message: 'Upstream answer rejected', data: expect.objectContaining({ reason }) });
      upstream.script = (call) => (call.method === 'eth_getStorageAt' ? { raw: JSON.stringify({ jsonrpc: '2.0', id: Number(call.id) + 1000, result: slot }) } : undefined);
      expect((await post(g.http('key-bad-0001'), 'eth_getStorageAt', storage)).body.error).toEqual(badAnswer('the answer is not a JSON-RPC response to the call'));
      upstream.script = (call) => (call.method === 'eth_getStorageAt' ? { result: 'not a slot' } : undefined);
      expect((await post(g.http('key-bad-0001'), 'eth_getStorageAt', storage)).body.error).toEqual(badAnswer('the result does not match the spec'));
      if (transport === 'http') {
        // Over WebSocket a message that is not JSON names no call: the socket is dropped as broken (ws-transport.ts).
        upstream.script = (call) => (call.method === 'eth_getStorageAt' ? { raw: '{"jsonrpc":"2.0",' } : undefined);
        expect((await post(g.http('key-bad-0001'), 'eth_getStorageAt', storage)).body.error).toEqual(badAnswer('the answer is not a JSON-RPC response to the call'));
      }
    });

    it("passes a node's error object on with its URL and key masked", async () => {
      upstream.script = (call) => (call.method === 'eth_getStorageAt' ? { error: { code: 3, message: `execution reverted at ${upstream.http}`, data: { url: upstream[transport], path: secretPath } } } : undefined);
      const g = await gateway({ upstream: upstream[transport] });
      const { body } = await post(g.http('key-error-0001'), 'eth_getStorageAt', storage);
      expect(body.error).toMatchObject({ code: 3, message: expect.stringMatching(/^execution reverted at /) });
      expect(JSON.stringify(body)).not.toContain('provider-secret');
      expect(JSON.stringify(body)).not.toContain('127.0.0.1');
    });

    it('fails over to the partner after an outage for a key whose plan allows it; the outage error for others', async () => {
      const primary = await node();
      const partner = await node();
      primary.script = (call) => (call.method === 'eth_getTransactionByHash' ? 'reset' : undefined);
      partner.script = (call) => (call.method === 'eth_getTransactionByHash' ? { result: null } : undefined);
      const planOf = (key: string) => (key.startsWith('growth') ? { name: 'Growth', failover: true } : { name: 'Free' });
      const g = await gateway({ upstream: primary[transport], partner: partner[transport], planOf, healthCheckSeconds: 60 });
      const hash = `0x${'ab'.repeat(32)}`;
      expect((await post(g.http('growth-key'), 'eth_getTransactionByHash', [hash])).body).toMatchObject({ result: null });
      expect(primary.calls('eth_getTransactionByHash')).toBe(1);
      expect(partner.calls('eth_getTransactionByHash')).toBe(1);
      expect(g.upstream.status()).toContainEqual(expect.objectContaining({ name: 'primary evm', up: false }));
      expect((await post(g.http('free-key'), 'eth_getTransactionByHash', [hash])).body.error).toEqual({ code: -32050, message: 'Upstream unavailable', data: { reason: 'the primary upstream is down' } });
      // While down the primary is not asked again.
      expect(primary.calls('eth_getTransactionByHash')).toBe(1);
    });

    it('sends a write once, even to a family of two nodes, when the node fails it', async () => {
      const [a, b] = [await node(), await node()];
      for (const n of [a, b]) n.script = (call) => (call.method === 'eth_sendRawTransaction' ? 'reset' : undefined);
      const up = createUpstream(generatedServer, { upstream: [a[transport], b[transport]], catalogue: await evmCatalogue(1), logger: { error: () => undefined }, healthCheckSeconds: 60 });
      try {
        const context = { method: 'eth_sendRawTransaction', apiKey: 'k', transport: 'http', signal: new AbortController().signal, timeoutMs: 5000, id: 1, limits: undefined } as unknown as OutsideSpecContext;
        await expect(up.forward('eth_sendRawTransaction', ['0x02f8'], context)).rejects.toMatchObject({ code: -32050 });
        expect(a.calls('eth_sendRawTransaction') + b.calls('eth_sendRawTransaction')).toBe(1);
      } finally {
        await up.close();
      }
    });
  });
}

describe('the forwarding path and its caller', () => {
  it('ends the upstream request when the caller goes away', async () => {
    const upstream = await node();
    upstream.script = (call) => (call.method === 'eth_getStorageAt' ? 'hang' : undefined);
    const g = await gateway({ upstream: upstream.http, timeoutSeconds: 20 });
    const caller = new AbortController();
    const sent = fetch(g.http('key-abort-0001'), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_getStorageAt', params: storage }), signal: caller.signal });
    await until(() => upstream.calls('eth_getStorageAt') === 1, 5000, 'the call reaches the node');
    caller.abort();
    await expect(sent).rejects.toThrow();
    // Well before the 20 s timeout: the gateway closed its upstream request (node:http: the socket with it).
    await until(() => upstream.abandoned === 1, 3000, 'the upstream request is closed');
    // The node is not blamed for a caller who left.
    expect(g.upstream.status()).toContainEqual(expect.objectContaining({ name: 'primary evm', up: true }));
  });
});

describe("the client's forwarding entry", () => {
  for (const transport of ['http', 'ws'] as const) {
    it(`${transport}: answers, checks the id, and sends nothing for a call aborted before it is sent`, async () => {
      const upstream = await node();
      upstream.script = (call) => (call.method === 'eth_getStorageAt' ? (call.params as unknown[])[1] === '0x1' ? { raw: JSON.stringify({ jsonrpc: '2.0', id: 'other', result: slot }) } : { result: slot } : undefined);
      const client = createClient({ url: upstream[transport], transport, retry: false });
      const forward = (client as unknown as Record<symbol, (method: string, params: unknown, timeout: number | undefined, abort: unknown) => Promise<unknown>>)[forwarding]!;
      try {
        expect(await forward('eth_getStorageAt', storage, undefined, undefined)).toBe(slot);
        await expect(forward('eth_getStorageAt', [storage[0], '0x1', 'latest'], undefined, undefined)).rejects.toBeInstanceOf(ProtocolError);
        const before = upstream.calls('eth_getStorageAt');
        // A server call's abort listener that is told at once: the call was over before it started.
        let stopped = 0;
        const abortedAlready = (listener: () => void) => {
          listener();
          return () => void stopped++;
        };
        await expect(forward('eth_getStorageAt', storage, 5000, abortedAlready)).rejects.toBeInstanceOf(AbortError);
        const signal = AbortSignal.abort();
        await expect(forward('eth_getStorageAt', storage, 5000, signal)).rejects.toBeInstanceOf(AbortError);
        await new Promise((resolve) => setTimeout(resolve, 200));
        expect(upstream.calls('eth_getStorageAt')).toBe(before);
        // The listener's stop was called: nothing of the call is left listening.
        expect(stopped).toBe(1);
        // And the client still works.
        expect(await forward('eth_getStorageAt', storage, 5000, undefined)).toBe(slot);
      } finally {
        await client.close();
      }
    });
  }
});

describe("the client's credits and the forwarding entry", () => {
  it('counts the calls sent through it, as a call is counted (a gateway\'s upstream calls show in credits)', async () => {
    const upstream = await node();
    upstream.script = (call) => (call.method === 'eth_getStorageAt' ? { result: slot } : call.method === 'eth_blockNumber' ? { result: '0x10' } : undefined);
    const client = createClient({ url: upstream.http, retry: false });
    const forward = (client as unknown as Record<symbol, (method: string, params: unknown, timeout: number | undefined, abort: unknown) => Promise<unknown>>)[forwarding]!;
    try {
      expect(await forward('eth_getStorageAt', storage, undefined, undefined)).toBe(slot);
      expect(await forward('eth_getStorageAt', storage, undefined, undefined)).toBe(slot);
      // A method the spec does not have (a call outside it): counted apart, its cost unknown.
      expect(await forward('eth_blockNumber', [], undefined, undefined)).toBe('0x10');
      expect(client.credits).toMatchObject({ spent: 160, calls: 3, unknownCostCalls: 1 });
      // The same as the general call counts the same calls.
      expect(await client.request({ method: 'eth_getStorageAt', params: storage as never })).toBe(slot);
      expect(client.credits).toMatchObject({ spent: 240, calls: 4, unknownCostCalls: 1 });
      // A call aborted before it is sent is not sent, so not counted.
      await expect(forward('eth_getStorageAt', storage, 5000, AbortSignal.abort())).rejects.toBeInstanceOf(AbortError);
      expect(client.credits).toMatchObject({ spent: 240, calls: 4 });
    } finally {
      await client.close();
    }
  });

  it('refuses a call past a daily budget before sending it, as a call is refused', async () => {
    const upstream = await node();
    upstream.script = (call) => (call.method === 'eth_getStorageAt' ? { result: slot } : undefined);
    const client = createClient({ url: upstream.http, retry: false, dailyBudget: 100 });
    const forward = (client as unknown as Record<symbol, (method: string, params: unknown, timeout: number | undefined, abort: unknown) => Promise<unknown>>)[forwarding]!;
    try {
      expect(await forward('eth_getStorageAt', storage, undefined, undefined)).toBe(slot);
      await expect(forward('eth_getStorageAt', storage, undefined, undefined)).rejects.toBeInstanceOf(CreditBudgetError);
      expect(upstream.calls('eth_getStorageAt')).toBe(1);
    } finally {
      await client.close();
    }
  });
});

describe('the forwarding path against anvil', () => {
  let anvil: EmbeddedNode;
  beforeAll(async () => {
    anvil = await startAnvil(0);
  }, 60_000);
  afterAll(async () => {
    await anvil?.stop();
  });

  for (const transport of ['http', 'ws'] as const) {
    it(`${transport}: a block as anvil answers it, checked against the spec`, async () => {
      const g = await gateway({ upstream: transport === 'ws' ? anvil.url.replace(/^http/, 'ws') : anvil.url });
      const through = await post(g.http('key-anvil-0001'), 'eth_getBlockByNumber', ['0x0', false]);
      const direct = await post(anvil.url, 'eth_getBlockByNumber', ['0x0', false]);
      expect(through.body.result).toMatchObject({ number: '0x0' });
      expect(through.body.result).toEqual(direct.body.result);
    });
  }
});

describe('the start-up gate', () => {
  it('leaves forward and outsideSpec once the first round has settled', async () => {
    const [a, b] = [await node(), await node()];
    for (const n of [a, b]) n.script = (call) => (call.method === 'eth_chainId' && call.params === undefined ? { result: '0x1' } : undefined);
    // Two nodes in the family: its calls wait for the chain check of the first moments.
    const up = createUpstream(generatedServer, { upstream: [a.http, b.http], catalogue: await evmCatalogue(1), logger: { error: () => undefined } });
    try {
      const context = { method: 'eth_chainId', apiKey: 'k', transport: 'http', signal: new AbortController().signal, timeoutMs: 5000, id: 1, limits: undefined } as unknown as OutsideSpecContext;
      const gated = up.forward;
      const gatedHandler = up.outsideSpec(1).handler;
      expect(await gated('eth_chainId', undefined, context)).toBe('0x1');
      await until(() => up.forward !== gated, 2000, 'forward is the forwarding itself');
      const plain = up.forward;
      expect(up.outsideSpec(1).handler).toBe(plain);
      expect(gatedHandler).not.toBe(plain);
      expect(await plain('eth_chainId', undefined, context)).toBe('0x1');
    } finally {
      await up.close();
    }
  });
});

describe('the start-up gate of a server built before the first round settles (as rpcforge serve builds it)', () => {
  it('holds the calls of the first round as before; after it the server calls the forwarding, the gate off its path', async () => {
    const [a, b] = [await node(), await node()];
    // b does not answer the first round's eth_chainId: the round settles at its own bound, min(5 s, timeoutSeconds).
    let asked = 0;
    b.script = (call) => (call.method === 'eth_chainId' ? (asked++ === 0 ? 'hang' : { result: '0x1' }) : call.method === 'eth_getStorageAt' ? { result: slot } : undefined);
    a.script = (call) => (call.method === 'eth_getStorageAt' ? { result: slot } : call.method === 'eth_blockNumber' ? { result: '0x10' } : undefined);
    const up = createUpstream(generatedServer, { upstream: [a.http, b.http], catalogue: await evmCatalogue(1), timeoutSeconds: 3, healthCheckSeconds: 60, logger: { error: () => undefined } });
    // Built at once, as serve builds it: the handlers and the outsideSpec handler are the gated ones.
    const server = createServer(up.handlers, { creditStore: new MemoryCreditStore({ dailyCredits: 1e15 }), logger: { error: () => undefined }, outsideSpec: up.outsideSpec(1) });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v3/key-gate-0001`;
    try {
      expect(up.startGate).toEqual({ settled: false, calls: 0 });
      // Calls of the first round wait for it at the gate (a spec method and one outside the spec), answered after it.
      const spec = post(url, 'eth_getStorageAt', storage);
      const outside = post(url, 'eth_blockNumber', []);
      await until(() => up.startGate.calls === 2, 2500, 'both calls reach the gate');
      expect(up.startGate.settled).toBe(false);
      expect(a.calls('eth_getStorageAt') + a.calls('eth_blockNumber')).toBe(0);
      expect((await spec).body).toMatchObject({ result: slot });
      expect((await outside).body).toMatchObject({ result: '0x10' });
      expect(up.startGate.settled).toBe(true);
      // After it, the server built before calls the forwarding itself: no call goes through a gate any more.
      for (let i = 0; i < 3; i++) {
        expect((await post(url, 'eth_getStorageAt', storage)).body).toMatchObject({ result: slot });
        expect((await post(url, 'eth_blockNumber', [])).body).toMatchObject({ result: '0x10' });
      }
      expect(up.startGate.calls).toBe(2);
    } finally {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await up.close();
    }
  });
});
