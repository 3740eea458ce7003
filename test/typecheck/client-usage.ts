// Compiled with tsc --strict by test/types.test.ts: what the generated client's types accept and reject.
// Every `@ts-expect-error` must hit an error, so the file fails to compile if a type gets looser or stricter.
import { createPublicClient, custom } from 'viem';
import { type Block, type BatchOutcome, type Client, createClient, type JsonRpcError, ResponseTooLargeError, type VoteAccounts } from '../../generated/src/index.js';

const address = '0xae3f04584446aa081cd98011f80f19977f8c10ab' as const;
const client: Client = createClient({ url: 'https://network.example', apiKey: 'key', transport: 'ws', dailyBudget: 1_000_000 });

export async function methods() {
  const block: Block | null = await client.eth_getBlockByNumber('latest', false);
  // @ts-expect-error the result may be null
  const surely: Block = await client.eth_getBlockByNumber('latest', true);
  // @ts-expect-error the show-transaction-details flag is required
  await client.eth_getBlockByNumber('latest');
  // @ts-expect-error not one of the block tags
  await client.eth_getBlockByNumber('newest', false);
  // Optional trailing params may be left out; call options come after the params.
  await client.eth_estimateGas({ to: address });
  await client.eth_estimateGas({ to: address }, undefined, { timeout: 1_000, signal: AbortSignal.timeout(5_000) });
  // @ts-expect-error call options take known keys only
  await client.eth_estimateGas({ to: address }, 'latest', { timeoutMs: 1 });
  const votes: VoteAccounts = await client.getVoteAccounts();
  // By name: one object.
  const deployed = await client.starknet_addDeployAccountTransaction({ deploy_account_transaction: { type: 'DEPLOY_ACCOUNT' } });
  const hash: string = deployed.transaction_hash;
  // @ts-expect-error by-name params are one object, not positional arguments
  await client.starknet_addDeployAccountTransaction({ type: 'DEPLOY_ACCOUNT' });
  return [block, surely, votes, hash];
}

export async function request() {
  const block: Block | null = await client.request({ method: 'eth_getBlockByNumber', params: ['latest', false] });
  // @ts-expect-error params of a known method are checked
  await client.request({ method: 'eth_getBlockByNumber', params: [1, false] });
  // @ts-expect-error eth_call needs its params
  await client.request({ method: 'eth_call' });
  await client.request({ method: 'getVoteAccounts' });
  // Methods the spec does not know pass through, untyped (EIP-1193).
  const chainId: unknown = await client.request({ method: 'eth_chainId' });
  // viem's custom() transport takes the client as an EIP-1193 provider.
  const viem = createPublicClient({ transport: custom(client) });
  return [block, chainId, viem];
}

export async function batch() {
  const [block, votes] = await client.batch((b) => [b.eth_getBlockByNumber('latest', false), b.getVoteAccounts()]);
  const first: BatchOutcome<Block | null> = block;
  if (votes.ok) {
    const current = votes.result.current;
    // @ts-expect-error a result exists only on ok outcomes
    return [current, block.result];
  }
  const error: JsonRpcError | Error = votes.error;
  // @ts-expect-error the batch has two entries
  return [first, error, (await client.batch((b) => [b.getVoteAccounts()]))[1]];
}

export const spent: number = client.credits.spent;
// @ts-expect-error credits are read-only
client.credits = { spent: 0, calls: 0, unknownCostCalls: 0, day: '' };
// @ts-expect-error transport is http or ws
createClient({ url: 'https://network.example', transport: 'grpc' });

// The response size limit is a number of bytes; an answer past it rejects with ResponseTooLargeError.
export async function limits() {
  const bounded = createClient({ url: 'https://network.example', maxResponseBytes: 8 * 1024 * 1024 });
  // @ts-expect-error a number of bytes, not a size string
  createClient({ url: 'https://network.example', maxResponseBytes: '8MB' });
  try {
    return await bounded.eth_getLogs({});
  } catch (error) {
    if (error instanceof ResponseTooLargeError) {
      const limit: number = error.limit;
      const received: number | undefined = error.received;
      const retryable: boolean = error.retryable;
      return [limit, received, retryable];
    }
    throw error;
  }
}
