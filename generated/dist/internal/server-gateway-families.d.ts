/** A method name's prefix up to and including its first `_` (`eth_`, `starknet_`), or undefined without one. */
export declare function namePrefix(method: string): string | undefined;
/**
 * The method family of each name prefix of the spec's methods (`eth_` → `evm`): the family a call outside the spec
 * goes to. A prefix the methods of two families share names neither (undefined in the map's place: `null`).
 */
export declare function prefixFamilies(): Map<string, string | null>;
