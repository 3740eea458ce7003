import type { UpstreamNode } from './server-gateway-node.js';
import type { Pool } from './server-gateway-pool.js';
/**
 * The finalized block with the lowest number among the up nodes of `pool` (`readFrom` reads it from one), or
 * `readOne()` (the pool's best node's) when fewer than two are up.
 */
export declare function lowestFinalized(pool: Pool | undefined, readFrom: (node: UpstreamNode) => Promise<unknown>, readOne: () => Promise<unknown>): Promise<unknown>;
