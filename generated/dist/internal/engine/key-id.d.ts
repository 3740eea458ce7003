/**
 * A short fingerprint of an API key for logs: `k-` and 8 letters from g to v (FNV-1a's 32 bits, one letter per 4
 * bits). Lines of one key can be told apart and correlated across processes; 32 bits say nothing useful about a
 * key of 128, and letters outside hex never spell a piece of the usual hex keys.
 */
export declare function keyId(apiKey: string): string;
