// What names a chain, by method family, for the pools' chain check (server-gateway-chain.ts): EVM and Starknet nodes
// answer a chain id (`eth_chainId`, `starknet_chainId`: hex), a Solana-style node the genesis hash of its cluster
// (`getGenesisHash`: base-58), the Solana way of telling mainnet-beta from devnet, which share every method and
// every answer's shape. No imports: `rpcforge serve` checks a config's `genesisHash` with the same rules
// (gateway/src/gateway-config.ts). 

/** How the nodes of one family say which chain they serve. */
export interface ChainIdentity {
  /** The method asked (no params). */
  method: string;
  /** The createUpstream option that configures it, and the key of the value in the log line. */
  option: 'chainId' | 'genesisHash';
  /** A node's answer as the text compared, or undefined when it is not one (the node cannot say). */
  of(value: unknown): string | undefined;
}

/**
 * The genesis hashes of Solana's public clusters, so that a config may name the cluster (`genesisHash: devnet`) and
 * a log line says which cluster a stray node is on. From https://docs.anza.xyz/clusters/available (each cluster's
 * `--expected-genesis-hash`); `getGenesisHash` returns it: https://solana.com/docs/rpc/http/getgenesishash.
 */
export const solanaClusters: ReadonlyMap<string, string> = new Map([
  ['mainnet-beta', '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdpKuc147dw2N9d'],
  ['devnet', 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1wcaWoxPkrZBG'],
  ['testnet', '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3zQawwpjk2NsNY'],
]);

/** A chain id as lower-case hex without leading zeros (`0x1`), or undefined when `value` is not one. */
export function chainIdOf(value: unknown): string | undefined {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0 ? `0x${value.toString(16)}` : undefined;
  if (typeof value !== 'string') return undefined;
  if (/^0x[0-9a-fA-F]{1,64}$/.test(value)) return `0x${BigInt(value).toString(16)}`;
  if (/^[0-9]{1,78}$/.test(value)) return `0x${BigInt(value).toString(16)}`;
  return undefined;
}

const base58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

/**
 * A genesis hash as a node sends it: base-58 text of 32 bytes (a SHA-256), else undefined. Base-58 has one spelling
 * per value, so the text is compared as it is. At most 44 characters are decoded (the regex first): bounded work.
 */
export function genesisHashOf(value: unknown): string | undefined {
  if (typeof value !== 'string' || !/^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(value)) return undefined;
  let n = 0n;
  for (const c of value) n = n * 58n + BigInt(base58.indexOf(c));
  // Each leading '1' is a zero byte; the rest is the number's bytes.
  const zeros = /^1*/.exec(value)![0].length;
  const bytes = zeros + (n === 0n ? 0 : Math.ceil(n.toString(16).length / 2));
  return bytes === 32 ? value : undefined;
}

/** A configured genesis hash: the hash itself, or the name of a public cluster (`mainnet-beta`, `devnet`, `testnet`). */
export function configuredGenesisHash(value: unknown): string | undefined {
  return (typeof value === 'string' ? solanaClusters.get(value) : undefined) ?? genesisHashOf(value);
}

/** `hash (devnet)` for a public cluster's hash, else the hash: for log lines and reasons. */
export function genesisHashName(hash: string): string {
  for (const [name, known] of solanaClusters) if (known === hash) return `${hash} (${name})`;
  return hash;
}

const chainIds: ChainIdentity = { method: '', option: 'chainId', of: chainIdOf };

/**
 * How the nodes of `family` name their chain, by the prefix of its methods' names (`eth_`, `starknet_`) or, for the
 * Solana-style family (the spec's `x-family: slot-commitment`, whose names have no prefix), by its name; undefined:
 * a family without such a method, not checked.
 */
export function chainIdentityOf(family: string, prefix: string | undefined): ChainIdentity | undefined {
  if (prefix === 'eth_') return { ...chainIds, method: 'eth_chainId' };
  if (prefix === 'starknet_') return { ...chainIds, method: 'starknet_chainId' };
  if (family === 'slot-commitment') return { method: 'getGenesisHash', option: 'genesisHash', of: genesisHashOf };
  return undefined;
}
