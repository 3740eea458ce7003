// A node of a pool that is behind the others: it answers a lookup of a block it has not imported yet as if the block
// did not exist. That answer is the node's state, not the chain's, so for an `x-idempotent: true` call it is read as
// a failure of that node: the call is sent to another node of the family (within `retries`), and the node's score
// counts it as an error (it is not taken out: it is serving, only late). When no other node answers better, the
// caller gets the node's answer unchanged, as before. The rule, exactly:
//
// - a JSON-RPC error with code -32000 whose message is one of go-ethereum's "this block is not here" messages (the
//   code geth gives every error without a code of its own, rpc/errors.go `defaultErrorCode`):
//     `header not found`           no header for a block number (eth/api_backend.go, StateAndHeaderByNumber and
//                                  HeaderByNumber callers: eth_call, eth_getStorageAt, eth_estimateGas, eth_getProof…)
//     `header for hash not found`  the same for a block hash (StateAndHeaderByNumberOrHash: EIP-1898 params)
//     `unknown block`              eth_getLogs with a blockHash the node does not have (eth/filters `errUnknownBlock`)
//   compared whole, case-insensitively, after trimming: any other message, and every other code (-32602 invalid
//   params, 3 execution reverted, -32003 insufficient funds, anvil's own `BlockOutOfRangeError`…), is the node's
//   answer about the call, passed through at once;
// - a null result of `eth_getBlockByNumber` for a block number (not a tag) that another node of the pool has already
//   reported having: its head, the highest block number it gave in an answer (`eth_blockNumber`, a block's
//   `number`). Only another node's head counts, so a node cannot make its own nulls look like lag, and a node that
//   lies about its head can cost at most `retries` more requests per null, never a wrong answer. A null for a block
//   no node has reported is an answer (the block is in the future). A null of a lookup by hash (a transaction, a
//   receipt) is an answer too: a hash nobody has seen is the common case (a receipt polled before it is mined), and
//   retrying each would multiply the load of every such poll. 
import type { JsonRpcError } from 'rpcforge-generated';
import { blockNumber, blockNumberOf } from './cache.js';
import type { Member, Pool } from './pool.js';

/** go-ethereum's messages for a block the node does not have (see the header), lower case. */
export const notThereMessages: readonly string[] = ['header not found', 'header for hash not found', 'unknown block'];
/** The code geth gives them (rpc/errors.go: `defaultErrorCode`). */
const notThereCode = -32000;

/** A node's answer that says it lags: kept, so that the caller gets it when no other node answers better. */
export class Lagging {
  constructor(readonly settled: { value: unknown } | { error: unknown }) {}
}

/** Whether the node's error object is one of the "not there" answers. */
export function laggingError(error: JsonRpcError): boolean {
  return error.code === notThereCode && typeof error.message === 'string' && error.message.length <= 64 && notThereMessages.includes(error.message.trim().toLowerCase());
}

/** Whether a null answer of `method` means the node lags: a block by number that another node of `pool` has. */
export function laggingNull(method: string, params: unknown, member: Member, pool: Pool): boolean {
  if (method !== 'eth_getBlockByNumber') return false;
  const number = blockNumber(Array.isArray(params) ? params[0] : undefined);
  if (number === undefined || number === 0) return false;
  for (const other of pool.members) if (other !== member && other.head >= number) return true;
  return false;
}

/** Raises the node's head from an answer that names the latest block it has (cheap: one comparison for other methods). */
export function noteHead(method: string, value: unknown, member: Member): void {
  let number: number | undefined;
  if (method === 'eth_blockNumber') number = blockNumber(value);
  else if (method === 'eth_getBlockByNumber') number = blockNumberOf(value);
  if (number !== undefined && number > member.head) member.head = number;
}
