// Cluster identity in a Solana-style pool (the spec's slot-commitment family): nodes on mainnet-beta, mainnet-beta
// and devnet behind one family. Their methods and answers have the same shape on every cluster, so only the
// gateway's own `getGenesisHash` check tells the devnet node apart: it is taken out before any call (log line,
// `wrong_chain`), never served from, and kept out by its probe. `genesisHash` configured wins over the majority; the
// partner is checked too. The nodes are small node:http servers (test/support/solana-node.ts): no Solana node is on
// npm. See gateway/src/chain.ts for the rule.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkGatewayConfig } from '../gateway/src/gateway-config.js';
import { parseGenesisHashes } from '../gateway/src/chain-flags.js';
import { serve } from '../generator/serve/serve.js';
import { post } from './gateway-helpers.js';
import { startPoolGateway, type PoolGateway } from './support/pool-gateway.js';
import { startSolanaNode, type SolanaNode } from './support/solana-node.js';

const mainnet = '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdpKuc147dw2N9d';
const devnet = 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1wcaWoxPkrZBG';
const family = 'slot-commitment';
const label = (n: SolanaNode, place: number) => `${family}#${place} ${n.url.slice('http://'.length)}`;
const pool = (urls: string[], options: Parameters<typeof startPoolGateway>[1] = {}) => startPoolGateway([], { upstream: { [family]: urls }, ...options });

let one: SolanaNode;
let oneToo: SolanaNode;
let dev: SolanaNode;
beforeAll(async () => {
  [one, oneToo, dev] = await Promise.all([mainnet, mainnet, devnet].map((hash) => startSolanaNode(hash)));
});
const work = mkdtempSync(join(tmpdir(), 'rpcforge-genesis-'));
afterAll(async () => {
  await Promise.all([one, oneToo, dev].map((n) => n?.close()));
  rmSync(work, { recursive: true, force: true });
});

describe('a Solana-style pool whose nodes are on mainnet-beta, mainnet-beta and devnet', () => {
  let gateway: PoolGateway | undefined;
  afterAll(async () => {
    await gateway?.close();
  });

  it('takes the devnet node out before any call reaches it, logs it, counts it, and keeps it out', async () => {
    // The devnet node is first in the list: the pool's first choice, were it not checked.
    gateway = await pool([dev.url, one.url, oneToo.url]);
    const before = one.calls('getVoteAccounts') + oneToo.calls('getVoteAccounts');
    for (let i = 0; i < 40; i++) expect((await post(gateway.url, 'getVoteAccounts', [])).body).toMatchObject({ result: { current: [], delinquent: [] } });
    expect(dev.calls('getVoteAccounts')).toBe(0);
    expect(one.calls('getVoteAccounts') + oneToo.calls('getVoteAccounts') - before).toBe(40);
    expect(dev.calls('getGenesisHash')).toBeGreaterThan(0);
    expect(gateway.upstream.status().find((s) => s.name === `primary ${family}#1`)).toMatchObject({ up: false });
    expect(gateway.logs).toContainEqual({ message: 'upstream on the wrong chain', details: { upstream: `primary ${family}#1`, genesisHash: devnet, expected: mainnet } });
    expect(gateway.logs).toContainEqual({ message: 'upstream down', details: { upstream: `primary ${family}#1`, reason: `serves the cluster of genesis hash ${devnet} (devnet), not ${mainnet} (mainnet-beta)` } });
    const samples = await gateway.metrics();
    expect(samples.get(`rpc_upstream_events_total{upstream="${label(dev, 1)}",event="wrong_chain"}`)).toBe(1);
    expect(samples.get(`rpc_upstream_up{upstream="${label(dev, 1)}"}`)).toBe(0);
    // Its probe (every 100 ms here) finds it serving, but on devnet: it stays out.
    const asked = dev.calls('getGenesisHash');
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(dev.calls('getGenesisHash')).toBeGreaterThan(asked);
    expect(gateway.upstream.status().find((s) => s.name === `primary ${family}#1`)).toMatchObject({ up: false });
    expect(dev.calls('getVoteAccounts')).toBe(0);
  }, 30_000);
});

describe('a node repointed to the pool\'s cluster', () => {
  it('is let back in by its probe once it answers the right genesis hash', async () => {
    const moved = await startSolanaNode(devnet);
    const gateway = await pool([one.url, moved.url], { genesisHash: 'mainnet-beta' });
    try {
      // A call waits for the first round of checks.
      expect((await post(gateway.url, 'getVoteAccounts', [])).body).toMatchObject({ result: { current: [] } });
      expect(gateway.upstream.status().map((s) => s.up)).toEqual([true, false]);
      moved.genesisHash = mainnet;
      const deadline = Date.now() + 5000;
      while (gateway.upstream.status()[1]!.up !== true && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(gateway.upstream.status().map((s) => s.up)).toEqual([true, true]);
    } finally {
      await gateway.close();
      await moved.close();
    }
  }, 30_000);
});

describe('a configured genesis hash', () => {
  it('wins over the majority: with genesisHash devnet (by name or by hash), both mainnet-beta nodes are taken out', async () => {
    for (const genesisHash of ['devnet', devnet, { [family]: 'devnet' }]) {
      const before = dev.calls('getVoteAccounts');
      const gateway = await pool([one.url, oneToo.url, dev.url], { genesisHash });
      try {
        expect((await post(gateway.url, 'getVoteAccounts', [])).body).toMatchObject({ result: { current: [] } });
        expect(dev.calls('getVoteAccounts')).toBe(before + 1);
        expect(gateway.upstream.status().map((s) => s.up)).toEqual([false, false, true]);
      } finally {
        await gateway.close();
      }
    }
  }, 30_000);

  it('checks a lone node too, and a node that cannot say (not a 32-byte base-58 hash) is let in', async () => {
    const lone = await pool([dev.url], { genesisHash: 'mainnet-beta' });
    try {
      expect((await post(lone.url, 'getVoteAccounts', [])).body.error).toMatchObject({ code: -32050 });
      expect(lone.upstream.status().map((s) => s.up)).toEqual([false]);
    } finally {
      await lone.close();
    }
    const vague = await startSolanaNode('devnet');
    const gateway = await pool([vague.url], { genesisHash: 'mainnet-beta' });
    try {
      expect((await post(gateway.url, 'getVoteAccounts', [])).body).toMatchObject({ result: { current: [] } });
      expect(vague.calls('getGenesisHash')).toBe(1);
    } finally {
      await gateway.close();
      await vague.close();
    }
  }, 30_000);

  it('is refused at start when it is not one, or given to the wrong family by name', async () => {
    await expect(pool([one.url, dev.url], { genesisHash: 'mainnet' })).rejects.toThrow(`createUpstream: genesisHash for ${family}: not a genesis hash (32 bytes in base-58, or mainnet-beta, devnet, testnet)`);
    // Base-58 text of the right alphabet and length, but 23 and 33 bytes: not a hash.
    for (const genesisHash of [`2${'1'.repeat(31)}`, 'z'.repeat(44)]) await expect(pool([one.url, dev.url], { genesisHash })).rejects.toThrow(`genesisHash for ${family}: not a genesis hash`);
    await expect(pool([one.url, dev.url], { chainId: { [family]: 1 } })).rejects.toThrow(`createUpstream: chainId for ${family}: its nodes name their chain by genesis hash (getGenesisHash): give genesisHash`);
    await expect(startPoolGateway([one.url], { genesisHash: { evm: 'devnet' } })).rejects.toThrow('createUpstream: genesisHash for evm: its nodes name their chain by chain id: give chainId');
    await expect(pool([one.url], { genesisHash: 7 as never })).rejects.toThrow('createUpstream: genesisHash must be a genesis hash or an object of them by method family');
  });
});

describe('a Solana-style family\'s partner on another cluster', () => {
  it('is checked like a primary, against the primaries\' cluster, and taken out (log line, wrong_chain)', async () => {
    const partner = await startSolanaNode(devnet);
    const gateway = await pool([one.url], { partner: { [family]: partner.url } });
    try {
      expect((await post(gateway.url, 'getVoteAccounts', [])).body).toMatchObject({ result: { current: [] } });
      const deadline = Date.now() + 5000;
      while (gateway.upstream.status().find((s) => s.name === `partner ${family}`)?.up !== false && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(gateway.upstream.status().find((s) => s.name === `partner ${family}`)).toMatchObject({ up: false });
      expect(gateway.logs).toContainEqual({ message: 'upstream on the wrong chain', details: { upstream: `partner ${family}`, genesisHash: devnet, expected: mainnet } });
      const samples = await gateway.metrics();
      expect(samples.get(`rpc_upstream_events_total{upstream="${family} partner ${partner.url.slice('http://'.length)}",event="wrong_chain"}`)).toBe(1);
    } finally {
      await gateway.close();
      await partner.close();
    }
  }, 30_000);
});

describe('serve --config: a network\'s genesisHash', () => {
  it('reaches its Solana-style pool: of a mainnet-beta and a devnet node, the one not on the configured devnet is taken out, though first', async () => {
    const file = join(work, 'genesis.yaml');
    // Without genesisHash the two nodes tie, and the first in the list (mainnet-beta) would set the pool's cluster.
    writeFileSync(file, `networks:\n  dev:\n    base: /dev\n    genesisHash: devnet\n    upstreams:\n      ${family}: [${one.url}, ${dev.url}]\n`);
    const gateway = await serve({ spec: 'spec/openrpc.yaml', config: file, port: 0, configSettleMs: 200, shutdownTimeoutMs: 2000, writeLog: () => undefined }, () => undefined);
    try {
      const before = { one: one.calls('getVoteAccounts'), dev: dev.calls('getVoteAccounts') };
      for (let i = 0; i < 10; i++) expect((await post(`${gateway.url}/dev/v3/key-any`, 'getVoteAccounts', [])).body).toMatchObject({ result: { current: [] } });
      expect(dev.calls('getVoteAccounts') - before.dev).toBe(10);
      expect(one.calls('getVoteAccounts')).toBe(before.one);
      const metrics = await (await fetch(`${gateway.url}/metrics`)).text();
      expect(metrics).toMatch(new RegExp(`rpc_upstream_events_total\\{upstream="${family}#1 127\\.0\\.0\\.1:\\d+",event="wrong_chain",network="dev"\\} 1`));
    } finally {
      await gateway.close();
    }
  }, 60_000);

  it('a bad genesisHash is a located error that quotes no value; one given by name to a family of chain ids too', async () => {
    const refused = (text: string) => {
      try {
        checkGatewayConfig(text, 'bad.yaml', work);
      } catch (error) {
        return (error as Error).message;
      }
      return '';
    };
    expect(refused('networks:\n  a:\n    upstreams: {evm: ws://x}\n    genesisHash: mainnet\n')).toBe(
      "bad.yaml:4:18: networks.a.genesisHash: expected a genesis hash: 32 bytes in base-58 (getGenesisHash's answer) or mainnet-beta, devnet, testnet",
    );
    expect(refused(`networks:\n  a:\n    upstreams: {evm: ws://x}\n    genesisHash: {${family}: 0x1}\n`)).toMatch(new RegExp(`^bad\\.yaml:4:36: networks\\.a\\.genesisHash\\.${family}: expected a genesis hash`));
    expect(checkGatewayConfig(`networks:\n  a:\n    upstreams: {evm: ws://x}\n    genesisHash: {${family}: testnet}\n`, 'ok.yaml', work).networks[0]!.genesisHash).toEqual({ [family]: '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3zQawwpjk2NsNY' });
    // Only the spec knows a family's kind: found when the network is built, located at the value.
    const file = join(work, 'misplaced.yaml');
    writeFileSync(file, `networks:\n  a:\n    base: /a\n    upstreams:\n      ${family}: [${one.url}, ${dev.url}]\n    chainId:\n      ${family}: 1\n`);
    await expect(serve({ spec: 'spec/openrpc.yaml', config: file, port: 0, configSettleMs: 0 }, () => undefined)).rejects.toThrow(
      `misplaced.yaml:7:24: networks.a.chainId.${family}: its nodes name their chain by genesis hash (getGenesisHash): give genesisHash`,
    );
  }, 60_000);
});

describe('serve --genesis-hash', () => {
  it('reaches the flags\' Solana-style pool as --config\'s genesisHash does: the node not on the given cluster is taken out', async () => {
    // Without it the two nodes tie and the first (mainnet-beta) would set the pool's cluster.
    const gateway = await serve({ spec: 'spec/openrpc.yaml', upstream: [`${family}=${one.url}`, `${family}=${dev.url}`], genesisHash: parseGenesisHashes(['devnet']), port: 0, shutdownTimeoutMs: 2000, writeLog: () => undefined }, () => undefined);
    try {
      const before = { one: one.calls('getVoteAccounts'), dev: dev.calls('getVoteAccounts') };
      for (let i = 0; i < 5; i++) expect((await post(`${gateway.url}/v3/key-any`, 'getVoteAccounts', [])).body).toMatchObject({ result: { current: [] } });
      expect(dev.calls('getVoteAccounts') - before.dev).toBe(5);
      expect(one.calls('getVoteAccounts')).toBe(before.one);
      const metrics = await (await fetch(`${gateway.url}/metrics`)).text();
      expect(metrics).toMatch(new RegExp(`rpc_upstream_events_total\\{upstream="${family}#1 127\\.0\\.0\\.1:\\d+",event="wrong_chain"\\} 1`));
    } finally {
      await gateway.close();
    }
  }, 60_000);

  it('takes a lone node on another cluster out (per family, by hash), as the config path does', async () => {
    const gateway = await serve({ spec: 'spec/openrpc.yaml', upstream: [`${family}=${dev.url}`], genesisHash: parseGenesisHashes([`${family}=${mainnet}`]), port: 0, shutdownTimeoutMs: 2000, writeLog: () => undefined }, () => undefined);
    try {
      const before = dev.calls('getVoteAccounts');
      expect((await post(`${gateway.url}/v3/key-any`, 'getVoteAccounts', [])).body.error).toMatchObject({ code: -32050 });
      expect(dev.calls('getVoteAccounts')).toBe(before);
    } finally {
      await gateway.close();
    }
  }, 60_000);

  it('refuses a value that is not a genesis hash, naming the flag, and one no family served can use', async () => {
    expect(() => parseGenesisHashes(['mainnet'])).toThrow("--genesis-hash: expected a genesis hash: 32 bytes in base-58 (getGenesisHash's answer) or mainnet-beta, devnet, testnet");
    expect(() => parseGenesisHashes([`${family}=0x${'ab'.repeat(32)}`])).toThrow(`--genesis-hash ${family}=…: expected a genesis hash`);
    expect(() => parseGenesisHashes(['devnet', 'testnet'])).toThrow('--genesis-hash: given twice for every family');
    expect(() => parseGenesisHashes(['devnet', `${family}=testnet`])).toThrow('not both');
    expect(parseGenesisHashes([`${family}=testnet`])).toEqual({ [family]: '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3zQawwpjk2NsNY' });
    const quiet = { port: 0, shutdownTimeoutMs: 2000, writeLog: () => undefined };
    // Only EVM nodes: no family served names its chain by genesis hash.
    await expect(serve({ spec: 'spec/openrpc.yaml', upstream: [`evm=${one.url}`], genesisHash: 'devnet', ...quiet }, () => undefined)).rejects.toThrow(
      /^--genesis-hash: no family served names its chain by genesis hash \(evm by chain id/,
    );
    await expect(serve({ spec: 'spec/openrpc.yaml', upstream: [`${family}=${one.url}`], genesisHash: { evm: 'devnet' }, ...quiet }, () => undefined)).rejects.toThrow(
      /^--genesis-hash evm=…: no upstream serves a method family of that name/,
    );
    await expect(serve({ spec: 'spec/openrpc.yaml', mock: true, genesisHash: 'devnet', ...quiet }, () => undefined)).rejects.toThrow('--genesis-hash: no upstream to check');
  }, 60_000);
});
