// `serve --config`: a network's base that would take another network's routes is refused at load, at that base's
// line and column. The router picks the longest base that starts a path (host-bound networks first), so `base: /v3`
// beside the network of --upstream at the root took `/v3/<API_KEY>` from it, silently; `/ws`, `/ws/v3` and
// `/v3/<a key>` the same; `/main/v3` did it to a network at `/main`. Bases that only look alike are served: `/v3x`
// (another segment) and `/V3` (another path: the router and the routes compare case-sensitively). A base cannot hold a
// `%` escape (gateway-config.ts), and its trailing slashes are dropped before the comparison.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { shadowedRoute } from '../gateway/src/network-shadow.js';
import { serve } from '../generator/serve/serve.js';
import { post } from './gateway-helpers.js';
import { startRpcServer, type RpcServer } from './client-helpers.js';

const work = mkdtempSync(join(tmpdir(), 'rpcforge-shadow-'));
const cacheDir = join(work, 'cache');
const nodes: RpcServer[] = [];
afterAll(async () => {
  await Promise.all(nodes.map((n) => n.close()));
  rmSync(work, { recursive: true, force: true });
});

/** A node answering eth_chainId with `id`. */
async function node(id: string): Promise<string> {
  const started = await startRpcServer({ answer: (r) => (r.method === 'eth_chainId' ? { result: id } : { error: { code: -32601, message: 'Method not found' } }) });
  nodes.push(started);
  return started.url;
}

const start = (file: string, upstream?: string) =>
  serve({ spec: 'spec/openrpc.yaml', config: file, upstream: upstream === undefined ? undefined : [upstream], outsideSpec: 'forward', port: 0, cacheDir, configSettleMs: 0, shutdownTimeoutMs: 1000, writeLog: () => undefined }, () => undefined);

describe('serve --config: a base that would shadow another network', () => {
  it('is refused at its line and column: /v3, /v3/, /ws, /ws/v3 and /v3/<a key> beside the root network; /main/v3 beside /main', async () => {
    const root = await node('0x1');
    const other = await node('0x2');
    const file = join(work, 'shadow.yaml');
    for (const base of ['/v3', '/v3/', '/ws', '/ws/v3', '/v3/demo-key']) {
      writeFileSync(file, `networks:\n  sneaky:\n    base: ${base}\n    upstreams:\n      evm: ${other}\n`);
      await expect(start(file, root)).rejects.toThrow(
        new RegExp(`shadow\\.yaml:3:11: networks\\.sneaky\\.base: ${base.replace(/\/$/, '')} would take the requests of the network of --upstream/--anvil at /(ws/)?v3/<API_KEY>`),
      );
    }
    writeFileSync(file, `networks:\n  main:\n    base: /main\n    upstreams:\n      evm: ${root}\n  inner:\n    base: /main/v3\n    upstreams:\n      evm: ${other}\n`);
    await expect(start(file)).rejects.toThrow(/shadow\.yaml:7:11: networks\.inner\.base: \/main\/v3 would take the requests of network main at \/main\/v3\/<API_KEY>/);
  }, 120_000);

  it('serves bases that only look alike, each network answering from its own node', async () => {
    const root = await node('0x1');
    const file = join(work, 'alike.yaml');
    writeFileSync(file, `networks:\n  near:\n    base: /v3x\n    upstreams:\n      evm: ${await node('0x3')}\n  upper:\n    base: /V3\n    upstreams:\n      evm: ${await node('0x4')}\n`);
    const gateway = await start(file, root);
    try {
      expect((await post(`${gateway.url}/v3/k`, 'eth_chainId', [])).body.result).toBe('0x1');
      expect((await post(`${gateway.url}/v3x/v3/k`, 'eth_chainId', [])).body.result).toBe('0x3');
      expect((await post(`${gateway.url}/V3/v3/k`, 'eth_chainId', [])).body.result).toBe('0x4');
    } finally {
      await gateway.close();
    }
  }, 120_000);

  it('leaves a host-bound network its host, at the root or any base; not under another base on the same host', () => {
    const routes = [{ path: '/v3/<API_KEY>' }, { path: '/ws/v3/<API_KEY>' }];
    const root = { name: 'default', base: '', routes };
    expect(shadowedRoute([root, { name: 'a', base: '', host: 'a.example', routes }])).toBeUndefined();
    expect(shadowedRoute([root, { name: 'a', base: '/v3', host: 'b.example', routes }])?.network.name).toBe('a');
    expect(shadowedRoute([{ name: 'x', base: '/x', host: 'x.example', routes }, { name: 'y', base: '/x/v3', host: 'y.example', routes }])).toBeUndefined();
    expect(shadowedRoute([root, { name: 'k', base: '/v3/key/more', routes }])).toBeUndefined();
    expect(shadowedRoute([root, { name: 'v', base: '/vars', routes: [{ path: '/{net}/v3' }] }, { name: 'w', base: '/vars/anything', routes }])?.network.name).toBe('w');
  });
});
