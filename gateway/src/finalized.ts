// The finalized block number the cache trusts, when a family has several nodes. Read from one node, it is that
// node's word: a node that says its finalized block is its latest (a bug, a dev chain, a lie) would make blocks that
// can still be reorganised cacheable, and keep serving them after a reorg. So every node in service is asked (in
// parallel, once per `finalizedSeconds`, and only when a call needs it), and the lowest number answered is used:
// a block counts as final only when every node that answered says so. A node that lags only makes fewer blocks
// cacheable (safe); a node that claims too high a number changes nothing while another answers. A node that fails
// the read is left out of the minimum (it may not know the tag); when none answers, nothing is final for an interval.
// With one node in service, its word is all there is. 
import { blockNumberOf } from './cache.js';
import type { UpstreamNode } from './node.js';
import type { Pool } from './pool.js';

/**
 * The lowest finalized block number among the up nodes of `pool` (`readFrom` reads the block from one), or that of
 * `readOne()` (the pool's best node's block) when fewer than two are up; undefined when that one block has no number.
 */
export async function lowestFinalized(pool: Pool | undefined, readFrom: (node: UpstreamNode) => Promise<unknown>, readOne: () => Promise<unknown>): Promise<number | undefined> {
  const up = pool === undefined ? [] : pool.members.filter((m) => m.node.up);
  if (up.length < 2) return blockNumberOf(await readOne());
  const answers = await Promise.allSettled(up.map((m) => readFrom(m.node)));
  let lowest: number | undefined;
  for (const answer of answers) {
    const number = answer.status === 'fulfilled' ? blockNumberOf(answer.value) : undefined;
    if (number !== undefined && (lowest === undefined || number < lowest)) lowest = number;
  }
  if (lowest === undefined) throw new Error('no node answered the finalized block');
  return lowest;
}
