// The pools' chain check (gateway/src/chain.ts) when its first round could judge no node: three node:http nodes on
// 127.0.0.1, one on chain 2 first in the list and two on chain 1, which at start answer eth_chainId with an error
// (a provider warming up or rate limiting) or not at all (HTTP 503: out). The family's id must then come from a vote
// of the pool, as in the first round, never from the first node to answer: that node set the pool's chain, and the
// two nodes on chain 1 were taken out for good. And a configured chain that reaches no family (a family's name
// misspelt, `genesisHash` for EVM pools) is refused, located, instead of leaving the pools to the majority.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import * as generatedServer from '../generated/dist/server.js';
import { createUpstream } from '../gateway/src/index.js';
import { serve } from '../generator/serve/serve.js';

interface FakeNode {
  url: string;
  server: Server;
}

/** A node answering each call with `answer(method)`: a JSON-RPC result or error, or an HTTP status alone. */
async function fakeNode(answer: (method: string) => { result: unknown } | { error: { code: number; message: string } } | { status: number }): Promise<FakeNode> {
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const call = JSON.parse(body) as { id: unknown; method: string };
      const reply = answer(call.method);
      if ('status' in reply) return void res.writeHead(reply.status, { 'content-type': 'text/plain' }).end('unavailable');
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ jsonrpc: '2.0', id: call.id, ...reply }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

/** The three nodes (chain 2, 1, 1) and a gateway in front of them; `phase` says how they answer now. */
async function pool(answer: (id: string, place: number, method: string) => ReturnType<Parameters<typeof fakeNode>[0]>) {
  const nodes = await Promise.all(['0x2', '0x1', '0x1'].map((id, i) => fakeNode((method) => answer(id, i + 1, method))));
  const logs: { message: string; details: Record<string, unknown> }[] = [];
  const upstream = createUpstream(generatedServer, { upstream: { evm: nodes.map((n) => n.url) }, chainCheckSeconds: 0.3, healthCheckSeconds: 0.1, timeoutSeconds: 2, logger: { error: (message, details) => void logs.push({ message, details }) } });
  cleanups.push(async () => {
    await upstream.close();
    for (const node of nodes) {
      node.server.closeAllConnections();
      await new Promise((resolve) => node.server.close(resolve));
    }
  });
  // A call waits for the first round (the start-up gate): once it is done, the round has settled.
  const context = { method: 'eth_getBlockByNumber', apiKey: 'k', transport: 'http', signal: new AbortController().signal, timeoutMs: 5000, id: 1 } as never;
  await Promise.resolve(upstream.handlers.eth_getBlockByNumber!(['latest', false], context)).catch(() => undefined);
  return { upstream, logs, up: () => upstream.status().map((s) => s.up) };
}

async function until(done: () => boolean, ms = 5000): Promise<void> {
  const end = Date.now() + ms;
  while (!done()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('a pool none of whose nodes could say their chain in the first round', () => {
  it('votes at the next periodic check: the node on chain 2 is taken out, not the two on chain 1', async () => {
    let warm = false;
    const { logs, up } = await pool((id, _place, method) => (method !== 'eth_chainId' ? { result: '0x10' } : warm ? { result: id } : { error: { code: -32005, message: 'limit exceeded' } }));
    // All let in: none could be judged.
    expect(up()).toEqual([true, true, true]);
    warm = true;
    await until(() => logs.some((l) => l.message === 'upstream on the wrong chain'));
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(up()).toEqual([false, true, true]);
    expect(logs.filter((l) => l.message === 'upstream on the wrong chain').map((l) => l.details)).toEqual([{ upstream: 'primary evm#1', chainId: '0x2', expected: '0x1' }]);
  }, 20_000);

  it('votes when a node comes back: the chain-2 node\'s probe, answered first, does not set the pool\'s chain', async () => {
    let serving = false;
    const { logs, up } = await pool((id, place, method) => {
      if (!serving) return { status: 503 };
      // The chain-2 node answers its probe at once; the others' probes a moment later (their eth_chainId at once).
      if (method === 'rpc.discover' && place > 1 && !late) return { status: 503 };
      return { result: method === 'eth_chainId' ? id : {} };
    });
    let late = false;
    // The first round found every node out (HTTP 503): none judged, the family's id unknown.
    expect(up()).toEqual([false, false, false]);
    serving = true;
    await new Promise((resolve) => setTimeout(resolve, 500));
    late = true;
    await until(() => up()[1] === true && up()[2] === true);
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(up()).toEqual([false, true, true]);
    expect(logs.some((l) => l.message === 'upstream on the wrong chain' && l.details.upstream !== 'primary evm#1')).toBe(false);
  }, 20_000);
});

describe('a configured chain that reaches no family', () => {
  const work = mkdtempSync(join(tmpdir(), 'rpcforge-chain-hostile-'));
  afterAll(() => rmSync(work, { recursive: true, force: true }));
  // Nothing listens there: the options are refused before any node is asked.
  const urls = ['http://127.0.0.1:9/a', 'http://127.0.0.1:9/b'];

  it('is refused by createUpstream: a family misspelt, or a plain value no family served takes', () => {
    expect(() => createUpstream(generatedServer, { upstream: { evm: urls }, chainId: { evn: 1 } })).toThrow('createUpstream: chainId for evn: no upstream serves a method family of that name (the families served: evm)');
    expect(() => createUpstream(generatedServer, { upstream: { evm: urls }, genesisHash: 'devnet' })).toThrow('createUpstream: genesisHash for every family: no family served names its chain by genesis hash (evm by chain id: give chainId)');
    expect(() => createUpstream(generatedServer, { upstream: { 'slot-commitment': urls }, chainId: 101 })).toThrow('createUpstream: chainId for every family: no family served names its chain by chain id (slot-commitment by genesis hash: give genesisHash)');
    // What reaches a family is still taken.
    const ok = createUpstream(generatedServer, { upstream: { evm: urls, 'slot-commitment': urls }, chainId: 1, genesisHash: { 'slot-commitment': 'devnet' }, timeoutSeconds: 1 });
    void ok.close();
  });

  it('is a located error in a --config network, at the value', async () => {
    const file = join(work, 'typo.yaml');
    writeFileSync(file, `networks:\n  a:\n    base: /a\n    upstreams:\n      evm: [${urls.join(', ')}]\n    chainId:\n      evn: 1\n`);
    await expect(serve({ spec: 'spec/openrpc.yaml', config: file, port: 0, configSettleMs: 0 }, () => undefined)).rejects.toThrow('typo.yaml:7:12: networks.a.chainId.evn: no upstream serves a method family of that name (the families served: evm)');
    writeFileSync(file, `networks:\n  a:\n    base: /a\n    upstreams:\n      evm: [${urls.join(', ')}]\n    genesisHash: devnet\n`);
    await expect(serve({ spec: 'spec/openrpc.yaml', config: file, port: 0, configSettleMs: 0 }, () => undefined)).rejects.toThrow('typo.yaml:6:18: networks.a.genesisHash: no family served names its chain by genesis hash (evm by chain id: give chainId)');
  }, 60_000);
});

describe('a gateway closed while its first round runs', () => {
  it('takes no node out, logs nothing and starts no probe once closed', async () => {
    // Nodes that answer after 500 ms: the first round is still waiting when the gateway closes (a --config reload whose
    // other network failed to build closes this one at once), and the close resets its calls.
    const nodes = await Promise.all([0, 1].map(() => fakeNode(() => ({ result: '0x1' }))));
    for (const node of nodes) {
      const [handler] = node.server.listeners('request') as ((req: unknown, res: unknown) => void)[];
      node.server.removeAllListeners('request');
      node.server.on('request', (req, res) => setTimeout(() => handler!(req, res), 500));
    }
    cleanups.push(async () => {
      for (const node of nodes) {
        node.server.closeAllConnections();
        await new Promise((resolve) => node.server.close(resolve));
      }
    });
    const logs: string[] = [];
    const events: string[] = [];
    const metrics = { upstreamCall: () => undefined, failover: () => undefined, upstreamEvent: (_upstream: string, event: string) => void events.push(event) };
    const upstream = createUpstream(generatedServer, { upstream: { evm: nodes.map((n) => n.url) }, healthCheckSeconds: 0.1, timeoutSeconds: 2, metrics, logger: { error: (message) => void logs.push(message) } });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const intervals = vi.spyOn(globalThis, 'setInterval');
    try {
      await upstream.close();
      await new Promise((resolve) => setTimeout(resolve, 700));
      // Before: both nodes marked down by the close's resets ("upstream down", the `down` event), and a probe started
      // for each that ran every healthCheckSeconds for good, against a closed client.
      expect(logs).toEqual([]);
      expect(events).toEqual([]);
      expect(intervals).not.toHaveBeenCalled();
      expect(upstream.status().map((s) => s.up)).toEqual([true, true]);
    } finally {
      intervals.mockRestore();
    }
  }, 20_000);
});
