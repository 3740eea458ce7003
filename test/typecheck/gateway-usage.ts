// Compiled with tsc --strict by test/types.test.ts: what the generated gateway types accept and reject.
// Every `@ts-expect-error` must hit an error, so the file fails to compile if a type gets looser or stricter.
import type {
  Block,
  EthCallParams,
  EthEstimateGasParams,
  EthGetBlockByNumberParams,
  EthGetProofParams,
  Filter,
  GetVoteAccountsParams,
  MethodParams,
  MethodResult,
  Methods,
  StarknetAddDeployAccountTransactionParams,
  TransactionReceipt,
} from '../../generated/src/index.js';

const hash = '0x88df016429689c079f3b2f6ad39fa052532c56795b733da78a91ebe6a713944b' as const;
const address = '0xae3f04584446aa081cd98011f80f19977f8c10ab' as const;

export const byNumber: EthGetBlockByNumberParams = ['latest', false];
export const byHex: MethodParams<'eth_getBlockByNumber'> = ['0x1b4', true];
// @ts-expect-error the show-transaction-details flag is required
export const missingFlag: EthGetBlockByNumberParams = ['latest'];
// @ts-expect-error block numbers are hex strings, not numbers
export const numericBlock: EthGetBlockByNumberParams = [436, false];
// @ts-expect-error not one of the five tags
export const unknownTag: EthGetBlockByNumberParams = ['newest', false];

export const estimateWithoutBlock: EthEstimateGasParams = [{ to: address }];
// Neither `from` nor `to` is required (spec 3.2.0): a read without an account, a creation's call.
export const callWithoutFrom: EthCallParams = [{ to: address }, 'latest'];
export const creationCall: EthCallParams = [{ data: '0x6080' }, 'latest'];
export const callWithOverride: EthCallParams = [{ to: address }, 'latest', { [address]: { balance: '0x1', stateDiff: { [hash]: hash } } }];
// @ts-expect-error a state override's balance is a hex string, not a number
export const numericOverride: EthCallParams = [{ to: address }, 'latest', { [address]: { balance: 1 } }];
export const call: EthCallParams = [{ from: address, to: address, data: '0x70a08231' }, 'latest'];
// @ts-expect-error eth_call requires the block param
export const callWithoutBlock: EthCallParams = [{ from: address, to: address }];

// @ts-expect-error eth_getProof does not take `safe`
export const proofSafe: EthGetProofParams = [address, [hash], 'safe'];
export const proofFinalized: EthGetProofParams = [address, [hash], 'finalized'];

export const oneAddress: Filter = { address, topics: [hash] };
export const manyAddresses: Filter = { address: [address, address], fromBlock: '0x1', toBlock: 'latest' };

export const noParams: GetVoteAccountsParams = [];
export const withConfig: GetVoteAccountsParams = [{ commitment: 'finalized' }];
// @ts-expect-error commitment is an enum
export const badCommitment: GetVoteAccountsParams = [{ commitment: 'recent' }];

export const deploy: StarknetAddDeployAccountTransactionParams = {
  deploy_account_transaction: { type: 'DEPLOY_ACCOUNT', version: '0x3', signature: ['123'], paymaster_data: [] },
};
// @ts-expect-error by-name params are an object, not a tuple
export const deployByPosition: StarknetAddDeployAccountTransactionParams = [{ type: 'DEPLOY_ACCOUNT' }];

declare const receipt: TransactionReceipt;
export const status: '0x0' | '0x1' | undefined = receipt.status;
declare const withBoth: Omit<TransactionReceipt, 'root' | 'status'>;
// @ts-expect-error exactly one of root and status
export const rootAndStatus: TransactionReceipt = { ...withBoth, root: hash, status: '0x1' };

declare const result: MethodResult<'eth_getBlockByNumber'>;
export const maybeBlock: Block | null = result;
// @ts-expect-error the result may be null
export const surelyBlock: Block = result;
export const transactions = result?.transactions;

type Names = keyof Methods;
export const names: Names[] = ['eth_getLogs', 'getFeeForMessage', 'starknet_addDeployAccountTransaction'];
// @ts-expect-error not a method of the gateway
export const unknownMethod: Names = 'eth_sendRawTransaction';

// Type guards narrow `unknown`; validators return the typed value.
import { isBlock, validateResult } from '../../generated/src/index.js';
declare const received: unknown;
if (isBlock(received)) {
  const narrowed: Block = received;
  void narrowed;
}
const checked = validateResult('eth_getLogs', received);
if (checked.ok) {
  const logs: MethodResult<'eth_getLogs'> = checked.value;
  void logs;
} else {
  const paths: string[] = checked.errors.map((e) => e.path);
  void paths;
}
// @ts-expect-error a validated result is not a block without checking `ok`
export const unchecked: Block = validateResult('eth_getBlockByNumber', received).value;
