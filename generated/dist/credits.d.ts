import type { MethodName } from './types.js';
/** Credits one call of each method takes from the daily balance; null where the spec does not show the cost. */
export declare const credits: {
  readonly eth_getStorageAt: 80;
  readonly eth_getLogs: 255;
  readonly eth_estimateGas: 300;
  readonly eth_call: 80;
  readonly eth_getUncleByBlockHashAndIndex: 150;
  readonly eth_getTransactionByHash: 80;
  readonly eth_getTransactionByBlockNumberAndIndex: 150;
  readonly eth_getBlockByNumber: 80;
  readonly eth_getTransactionReceipt: 80;
  readonly eth_getProof: 150;
  readonly getTokenAccountsByDelegate: 160;
  readonly getVoteAccounts: 160;
  readonly getFeeForMessage: 160;
  readonly starknet_addDeployAccountTransaction: null;
};

/** The credits one call of `method` costs, or null when the spec does not show it (the caller decides what that means). */
export declare function creditsFor(method: MethodName): number | null;

export interface CreditEstimate {
  /** Sum of the known costs. */
  total: number;
  /** Calls whose cost the spec does not show, in call order: `total` does not include them. */
  unknown: MethodName[];
}

/** Credits a list or JSON-RPC batch of calls will cost: one charge per call. */
export declare function estimateCredits(calls: readonly (MethodName | { readonly method: MethodName })[]): CreditEstimate;
