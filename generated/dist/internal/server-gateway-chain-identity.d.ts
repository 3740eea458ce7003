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
export declare const solanaClusters: ReadonlyMap<string, string>;
/** A chain id as lower-case hex without leading zeros (`0x1`), or undefined when `value` is not one. */
export declare function chainIdOf(value: unknown): string | undefined;
/**
 * A genesis hash as a node sends it: base-58 text of 32 bytes (a SHA-256), else undefined. Base-58 has one spelling
 * per value, so the text is compared as it is. At most 44 characters are decoded (the regex first): bounded work.
 */
export declare function genesisHashOf(value: unknown): string | undefined;
/** A configured genesis hash: the hash itself, or the name of a public cluster (`mainnet-beta`, `devnet`, `testnet`). */
export declare function configuredGenesisHash(value: unknown): string | undefined;
/** `hash (devnet)` for a public cluster's hash, else the hash: for log lines and reasons. */
export declare function genesisHashName(hash: string): string;
/**
 * How the nodes of `family` name their chain, by the prefix of its methods' names (`eth_`, `starknet_`) or, for the
 * Solana-style family (the spec's `x-family: slot-commitment`, whose names have no prefix), by its name; undefined:
 * a family without such a method, not checked.
 */
export declare function chainIdentityOf(family: string, prefix: string | undefined): ChainIdentity | undefined;
