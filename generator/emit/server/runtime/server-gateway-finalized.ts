// The finalized block number the cache trusts, when a family has several nodes. Read from one node, it is that
// node's word: a node that says its finalized block is its latest (a bug, a dev chain, a lie) would make blocks that
// can still be reorganised cacheable, and keep serving them after a reorg. So every node in service is asked (in
// parallel, once per `finalizedSeconds`, and only when a call needs it), and the lowest number answered is used:
// a block counts as final only when every node that answered says so. A node that lags only makes fewer blocks
// cacheable (safe); a node that claims too high a number changes nothing while another answers. A node that fails
// the read is left out of the minimum (it may not know the tag); when none answers, nothing is final for an interval.
// With one node in service, its word is all there is. Internal module: use server.ts.
import { blockNumberOf } from './server-gateway-cache.js';
import type { UpstreamNode } from './server-gateway-node.js';
import type { Pool } from './server-gateway-pool.js';

/**
 * The finalized block with the lowest number among the up nodes of `pool` (`readFrom` reads it from one), or
 * `readOne()` (the pool's best node's) when fewer than two are up.
 */
export async function lowestFinalized(pool: Pool | undefined, readFrom: (node: UpstreamNode) => Promise<unknown>, readOne: () => Promise<unknown>): Promise<unknown> {
  const up = pool === undefined ? [] : pool.members.filter((m) => m.node.up);
  if (up.length < 2) return readOne();
  const answers = await Promise.allSettled(up.map((m) => readFrom(m.node)));
  let lowest: { block: unknown; number: number } | undefined;
  for (const answer of answers) {
    if (answer.status !== 'fulfilled') continue;
    const block = answer.value;
    const number = blockNumberOf(block);
    if (number !== undefined && (lowest === undefined || number < lowest.number)) lowest = { block, number };
  }
  if (lowest === undefined) throw new Error('no node answered the finalized block');
  return lowest.block;
}
