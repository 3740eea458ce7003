// `serve --genesis-hash`: the genesis hash the nodes of the flags' Solana-style pools (`--upstream`) must answer to
// `getGenesisHash`, as `--config` gives a network's `genesisHash` (createUpstream's option): the hash (base-58, 32
// bytes) or a public cluster's name (`mainnet-beta`, `devnet`, `testnet`), for every family or as `family=value`.
// Checked with the rules the config and createUpstream use (server-gateway-chain-identity.ts), so the three agree.
import { configuredGenesisHash } from '../emit/server/runtime/server-gateway-chain-identity.js';

const expected = "expected a genesis hash: 32 bytes in base-58 (getGenesisHash's answer) or mainnet-beta, devnet, testnet";

/**
 * The `--genesis-hash` flags as createUpstream's `genesisHash`: one hash for every family, or one per family. Each
 * error names the flag and the family, never the value (it may be a secret pasted in the wrong place).
 */
export function parseGenesisHashes(flags: readonly string[]): string | Record<string, string> | undefined {
  if (flags.length === 0) return undefined;
  let every: string | undefined;
  const byFamily: Record<string, string> = {};
  for (const flag of flags) {
    const match = /^([A-Za-z0-9_.-]{1,64})=(.*)$/s.exec(flag);
    const family = match?.[1];
    // A cluster's name holds a `-`, never a `=`; a base-58 hash neither.
    const hash = configuredGenesisHash(match === null ? flag : match[2]);
    const what = family === undefined ? '--genesis-hash' : `--genesis-hash ${family}=…`;
    if (hash === undefined) throw new Error(`${what}: ${expected}`);
    if (family === undefined) {
      if (every !== undefined) throw new Error('--genesis-hash: given twice for every family');
      every = hash;
    } else {
      if (Object.prototype.hasOwnProperty.call(byFamily, family)) throw new Error(`${what}: family ${family} given twice`);
      byFamily[family] = hash;
    }
  }
  if (every !== undefined && Object.keys(byFamily).length > 0) throw new Error('--genesis-hash: give one value for every family, or family=value for each, not both');
  return every ?? byFamily;
}

/**
 * createUpstream's refusal of the flag's value (no family served names its chain by genesis hash; a family named
 * that is not served, or names its chain by chain id) in the flag's words; any other error as it is.
 */
export function genesisHashFlagError(error: unknown): unknown {
  const match = error instanceof Error ? /^createUpstream: genesisHash for ([^:]+): ([^]*)$/.exec(error.message) : null;
  if (match === null) return error;
  const [, family, reason] = match;
  const what = family === 'every family' ? '--genesis-hash' : `--genesis-hash ${family}=…`;
  // createUpstream's advice names its own options (`give chainId`), which the command line has not.
  return new Error(`${what}: ${reason!.replace(/: give (chainId|genesisHash)\b/g, '')}`);
}
