// `serve --chain-id`: the chain id the flags' EVM pools must answer, as `--config`'s `chainId` gives a network's.
// Two real anvils, on chains 1 and 2, behind counting proxies; each case is run through the flag and through a config
// file, and must come out the same: the node on the other chain taken out (never sent a call, `wrong_chain` counted),
// a lone node on the other chain refused (-32050). Values are checked by the config's rules and messages (chain-id.ts),
// and refused, naming the flag, where no family served names its chain by chain id.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAnvil, type EmbeddedNode } from '../generator/serve/anvil.js';
import { anvilChainIdArgs, parseChainIds } from '../gateway/src/chain-flags.js';
import { checkGatewayConfig } from '../gateway/src/gateway-config.js';
import { serve, type ServeOptions } from '../generator/serve/serve.js';
import { post } from './gateway-helpers.js';
import { startRpcProxy, type RpcProxy } from './support/rpc-proxy.js';

const anvils: EmbeddedNode[] = [];
let one: RpcProxy;
let two: RpcProxy;
const work = mkdtempSync(join(tmpdir(), 'rpcforge-chain-flag-'));

beforeAll(async () => {
  anvils.push(...(await Promise.all(['1', '2'].map((id) => startAnvil(0, ['--chain-id', id])))));
  [one, two] = await Promise.all(anvils.map((a) => startRpcProxy(a.url)));
}, 60_000);

afterAll(async () => {
  await Promise.all([one, two].map((p) => p?.close()));
  await Promise.all(anvils.map((a) => a.stop()));
  rmSync(work, { recursive: true, force: true });
});

const quiet = { spec: 'spec/openrpc.yaml', port: 0, shutdownTimeoutMs: 2000, configSettleMs: 0, writeLog: () => undefined } satisfies Partial<ServeOptions>;

/**
 * A gateway whose evm pool is `urls`, pinned to `chainId` by the flag (at the root) or by a config network (at
 * /pinned): the address its calls go to.
 */
async function pinned(way: 'flag' | 'config', urls: string[], chainId: string): Promise<{ url: string; close(): Promise<void> }> {
  if (way === 'flag') {
    const gateway = await serve({ ...quiet, upstream: urls.map((u) => `evm=${u}`), chainId: parseChainIds([chainId]) }, () => undefined);
    return { url: `${gateway.url}/v3/key-any`, close: () => gateway.close() };
  }
  const file = join(work, 'pinned.yaml');
  // The flag's text is the YAML's: a number, 0x hex (YAML reads it as a number too), or evm=… as a map.
  const [family, id] = chainId.includes('=') ? chainId.split('=') : [undefined, chainId];
  writeFileSync(file, `networks:\n  pinned:\n    base: /pinned\n    chainId: ${family === undefined ? id : `{ ${family}: ${id} }`}\n    upstreams:\n      evm: [${urls.join(', ')}]\n`);
  const gateway = await serve({ ...quiet, config: file }, () => undefined);
  return { url: `${gateway.url}/pinned/v3/key-any`, close: () => gateway.close() };
}

describe('serve --chain-id, as --config\'s chainId', () => {
  for (const way of ['flag', 'config'] as const) {
    it(`(${way}) takes the node not on the given chain out of the pool, though it is first and the two would tie`, async () => {
      const gateway = await pinned(way, [one.url, two.url], '2');
      try {
        const before = { one: one.calls('eth_getBlockByNumber'), two: two.calls('eth_getBlockByNumber') };
        for (let i = 0; i < 5; i++) expect((await post(gateway.url, 'eth_getBlockByNumber', ['latest', false])).body.result).toMatchObject({ number: expect.stringMatching(/^0x/) });
        expect(two.calls('eth_getBlockByNumber') - before.two).toBe(5);
        expect(one.calls('eth_getBlockByNumber')).toBe(before.one);
        const metrics = await (await fetch(new URL('/metrics', gateway.url))).text();
        expect(metrics).toMatch(new RegExp(`rpc_upstream_events_total\\{upstream="evm#1 ${one.url.slice('http://'.length)}",event="wrong_chain"(,network="pinned")?\\} 1`));
      } finally {
        await gateway.close();
      }
    }, 60_000);

    it(`(${way}) refuses every call when the lone node is on another chain (by family, in hex)`, async () => {
      const gateway = await pinned(way, [one.url], 'evm=0x2');
      try {
        const before = one.calls('eth_getBlockByNumber');
        expect((await post(gateway.url, 'eth_getBlockByNumber', ['latest', false])).body.error).toMatchObject({ code: -32050 });
        expect(one.calls('eth_getBlockByNumber')).toBe(before);
        // Its check was asked: the refusal is the chain's, not a node that never answered.
        expect(one.calls('eth_chainId')).toBeGreaterThan(0);
      } finally {
        await gateway.close();
      }
    }, 60_000);
  }
});

describe('serve --chain-id: values refused', () => {
  /** The config's reason for `chainId: <text>`, without its location. */
  const configReason = (text: string) => {
    try {
      checkGatewayConfig(`networks:\n  a:\n    upstreams: { evm: http://127.0.0.1:9 }\n    chainId: ${text}\n`, 'c.yaml', work);
    } catch (error) {
      return (error as Error).message.replace(/^c\.yaml:\d+:\d+: networks\.a\.chainId: /, '');
    }
    return 'taken';
  };

  it('by the config\'s rules and words: not a chain id, past 2^53 (in decimal), twice, both ways', () => {
    // Hex past 64 digits quoted in the YAML: unquoted, YAML reads any 0x text as a number.
    for (const text of ['mainnet', '-1', '1.5', '0x1g', '0x', `0x${'f'.repeat(65)}`, '9007199254740993']) {
      const reason = configReason(text.startsWith('0x') ? `'${text}'` : text);
      expect(reason).not.toBe('taken');
      expect(() => parseChainIds([text])).toThrow(`--chain-id: ${reason}`);
      expect(() => parseChainIds([`evm=${text}`])).toThrow(`--chain-id evm=…: ${reason}`);
    }
    expect(configReason('9007199254740993')).toBe("a chain id past 2^53: give it as a hex string ('0x534e5f4d41494e', quoted in YAML)");
    expect(() => parseChainIds(['1', '2'])).toThrow('--chain-id: given twice for every family');
    expect(() => parseChainIds(['evm=1', 'evm=2'])).toThrow('--chain-id evm=…: family evm given twice');
    expect(() => parseChainIds(['1', 'evm=1'])).toThrow('--chain-id: give one value for every family, or family=value for each, not both');
    // Taken as the config takes them: the hex text createUpstream compares.
    expect(parseChainIds(['9007199254740991'])).toBe('0x1fffffffffffff');
    expect(parseChainIds(['evm=0x0A', 'starknet=0x534e5f4d41494e'])).toEqual({ evm: '0x0a', starknet: '0x534e5f4d41494e' });
    expect(parseChainIds([])).toBeUndefined();
  });

  it('where no family served names its chain by chain id, naming the flag (and the family given)', async () => {
    // Nothing listens there: refused before any node is asked.
    const solana = 'http://127.0.0.1:9/solana';
    await expect(serve({ ...quiet, upstream: [`slot-commitment=${solana}`], chainId: '0x1' }, () => undefined)).rejects.toThrow(
      '--chain-id: no family served names its chain by chain id (slot-commitment by genesis hash: give --genesis-hash)',
    );
    await expect(serve({ ...quiet, upstream: [`slot-commitment=${solana}`], chainId: { 'slot-commitment': '0x1' } }, () => undefined)).rejects.toThrow(
      '--chain-id slot-commitment=…: its nodes name their chain by genesis hash (getGenesisHash): give --genesis-hash',
    );
    await expect(serve({ ...quiet, upstream: [`evm=${one.url}`], chainId: { starknet: '0x1' } }, () => undefined)).rejects.toThrow(
      '--chain-id starknet=…: no upstream serves a method family of that name (the families served: evm)',
    );
    await expect(serve({ ...quiet, mock: true, chainId: '0x1' }, () => undefined)).rejects.toThrow('--chain-id: no upstream to check: it applies to the pools of --upstream');
  }, 60_000);
});

describe('serve --anvil --chain-id', () => {
  it('starts the embedded anvil on the given chain, rather than on 31337 where the check would refuse every call', async () => {
    const gateway = await serve({ ...quiet, anvil: true, outsideSpec: 'forward', chainId: parseChainIds(['evm=8453']) }, () => undefined);
    try {
      expect((await post(`${gateway.url}/v3/key-any`, 'eth_chainId', [])).body.result).toBe('0x2105');
      expect((await post(`${gateway.url}/v3/key-any`, 'eth_getBlockByNumber', ['0x0', false])).body.result).toMatchObject({ number: '0x0' });
    } finally {
      await gateway.close();
    }
  }, 60_000);

  it('leaves anvil on its own chain when no one id reaches its families (the check then speaks)', () => {
    expect(anvilChainIdArgs('0x1', ['evm'])).toEqual(['--chain-id', '1']);
    expect(anvilChainIdArgs({ evm: '0x0a', starknet: '0x534e5f4d41494e' }, ['evm'])).toEqual(['--chain-id', '10']);
    expect(anvilChainIdArgs({ starknet: '0x1' }, ['evm'])).toEqual([]);
    expect(anvilChainIdArgs({ a: '0x1', b: '0x2' }, ['a', 'b'])).toEqual([]);
    expect(anvilChainIdArgs(`0x1${'0'.repeat(16)}`, ['evm'])).toEqual([]);
    expect(anvilChainIdArgs(undefined, ['evm'])).toEqual([]);
  });
});
