import type { UpstreamNode } from './server-gateway-node.js';
import type { Pool } from './server-gateway-pool.js';
/**
 * The lowest finalized block number among the up nodes of `pool` (`readFrom` reads the block from one), or that of
 * `readOne()` (the pool's best node's block) when fewer than two are up; undefined when that one block has no number.
 */
export declare function lowestFinalized(pool: Pool | undefined, readFrom: (node: UpstreamNode) => Promise<unknown>, readOne: () => Promise<unknown>): Promise<number | undefined>;
