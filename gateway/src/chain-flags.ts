// `serve --chain-id` and `serve --genesis-hash`: the chain the nodes of the flags' pools (`--upstream`) must serve, as
// `--config` gives a network's `chainId` and `genesisHash` (createUpstream's options), for every family or as
// `family=value`. `--chain-id`: a whole number or `0x` hex, the EVM and Starknet families' `eth_chainId` /
// `starknet_chainId`; `--genesis-hash`: the base-58 hash or a public cluster's name (`mainnet-beta`, `devnet`,
// `testnet`), the Solana-style family's `getGenesisHash`. Each value is checked by the rules the config uses
// (chain-id.ts, server-gateway-chain-identity.ts), so the flags, the config and createUpstream agree.
import { configuredGenesisHash } from './chain-identity.js';
import { chainIdFlagValue, configuredChainId } from './chain-id.js';

/** The flags, by the createUpstream option each gives. */
const flagOf = { chainId: '--chain-id', genesisHash: '--genesis-hash' } as const;
type Option = keyof typeof flagOf;

const genesisHashExpected = "expected a genesis hash: 32 bytes in base-58 (getGenesisHash's answer) or mainnet-beta, devnet, testnet";

/** One flag's value checked: the text createUpstream takes, or why it is not one. */
const checks: Record<Option, (text: string) => { id: string } | { reason: string }> = {
  chainId: (text) => configuredChainId(chainIdFlagValue(text)),
  genesisHash: (text) => {
    const hash = configuredGenesisHash(text);
    return hash === undefined ? { reason: genesisHashExpected } : { id: hash };
  },
};

/**
 * A repeatable flag's values as createUpstream's option: one value for every family, or one per family. Each error
 * names the flag and the family, never the value (it may be a secret pasted in the wrong place).
 */
function parseChainFlags(option: Option, flags: readonly string[]): string | Record<string, string> | undefined {
  if (flags.length === 0) return undefined;
  const name = flagOf[option];
  let every: string | undefined;
  const byFamily: Record<string, string> = {};
  for (const flag of flags) {
    // A chain id, a base-58 hash and a cluster's name hold no `=`.
    const match = /^([A-Za-z0-9_.-]{1,64})=(.*)$/s.exec(flag);
    const family = match?.[1];
    const checked = checks[option](match === null ? flag : match[2]!);
    const what = family === undefined ? name : `${name} ${family}=…`;
    if ('reason' in checked) throw new Error(`${what}: ${checked.reason}`);
    if (family === undefined) {
      if (every !== undefined) throw new Error(`${name}: given twice for every family`);
      every = checked.id;
    } else {
      if (Object.prototype.hasOwnProperty.call(byFamily, family)) throw new Error(`${what}: family ${family} given twice`);
      byFamily[family] = checked.id;
    }
  }
  if (every !== undefined && Object.keys(byFamily).length > 0) throw new Error(`${name}: give one value for every family, or family=value for each, not both`);
  return every ?? byFamily;
}

/** The `--chain-id` flags as createUpstream's `chainId` (hex text): one for every family, or one per family. */
export function parseChainIds(flags: readonly string[]): string | Record<string, string> | undefined {
  return parseChainFlags('chainId', flags);
}

/** The `--genesis-hash` flags as createUpstream's `genesisHash`: one for every family, or one per family. */
export function parseGenesisHashes(flags: readonly string[]): string | Record<string, string> | undefined {
  return parseChainFlags('genesisHash', flags);
}

/**
 * createUpstream's refusal of a flag's value (no family served names its chain that way; a family named that is not
 * served, or names its chain the other way) in the flag's words; any other error as it is.
 */
export function chainFlagError(error: unknown): unknown {
  const match = error instanceof Error ? /^createUpstream: (chainId|genesisHash) for ([^:]+): ([^]*)$/.exec(error.message) : null;
  if (match === null) return error;
  const [, option, family, reason] = match as unknown as [string, Option, string, string];
  const what = family === 'every family' ? flagOf[option] : `${flagOf[option]} ${family}=…`;
  // createUpstream's advice names its own options (`give chainId`): the command line's are the flags.
  return new Error(`${what}: ${reason.replace(/\bgive (chainId|genesisHash)\b/g, (_, other: Option) => `give ${flagOf[other]}`)}`);
}

/** anvil's `--chain-id` is a u64. */
const anvilMaxChainId = 2n ** 64n - 1n;

/**
 * The embedded anvil's `--chain-id` arguments for `--chain-id` (createUpstream's `chainId`, hex text): the id given
 * for every family, or the one given to the families anvil serves, so that `--anvil --chain-id 1` serves chain 1
 * instead of a lone node on anvil's 31337 that the chain check would take out, refusing every call. None when no id
 * reaches those families, when they were given different ids, or past what anvil takes: the check then says so.
 */
export function anvilChainIdArgs(chainId: string | Record<string, string> | undefined, families: readonly string[]): string[] {
  if (chainId === undefined) return [];
  const ids = new Set(typeof chainId === 'string' ? [chainId] : families.filter((f) => Object.prototype.hasOwnProperty.call(chainId, f)).map((f) => chainId[f]!));
  if (ids.size !== 1) return [];
  const id = BigInt([...ids][0]!);
  return id <= anvilMaxChainId ? ['--chain-id', id.toString()] : [];
}
