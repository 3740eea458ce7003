import type { ValidationError } from '../validation.js';
type Reporter = (value: unknown, path: string, errors: ValidationError[]) => void;

export declare function reportQuantity(v: unknown, path: string, errors: ValidationError[]): void;

export declare function reportUint256(v: unknown, path: string, errors: ValidationError[]): void;

export declare function reportBytes(v: unknown, path: string, errors: ValidationError[]): void;

export declare function reportBytes8(v: unknown, path: string, errors: ValidationError[]): void;

export declare function reportBloom(v: unknown, path: string, errors: ValidationError[]): void;

export declare function reportAddress(v: unknown, path: string, errors: ValidationError[]): void;

export declare function reportHash32(v: unknown, path: string, errors: ValidationError[]): void;

export declare function reportStorageSlot(v: unknown, path: string, errors: ValidationError[]): void;

export declare function reportDecimalString(v: unknown, path: string, errors: ValidationError[]): void;

export declare function reportBlockTag(v: unknown, path: string, errors: ValidationError[]): void;

export declare function reportBlockNumberOrTag(v: unknown, path: string, errors: ValidationError[]): void;

export declare function reportProofBlockTag(v: unknown, path: string, errors: ValidationError[]): void;

export declare function reportProofBlockNumberOrTag(v: unknown, path: string, errors: ValidationError[]): void;

export declare function reportUncleBlock(v: unknown, path: string, errors: ValidationError[]): void;

export declare function reportJsonNull(v: unknown, path: string, errors: ValidationError[]): void;

export declare function reportBlock(v: unknown, path: string, errors: ValidationError[]): void;

export declare function reportTransactionHashes(v: unknown, path: string, errors: ValidationError[]): void;

export declare function reportFullTransactions(v: unknown, path: string, errors: ValidationError[]): void;

export declare function reportTransaction(v: unknown, path: string, errors: ValidationError[]): void;

export declare function reportAccessList(v: unknown, path: string, errors: ValidationError[]): void;

export declare function reportAccessListEntry(v: unknown, path: string, errors: ValidationError[]): void;

export declare function reportBlockHeader(v: unknown, path: string, errors: ValidationError[]): void;

export declare function reportReceiptStatus(v: unknown, path: string, errors: ValidationError[]): void;

export declare function reportTransactionReceipt(v: unknown, path: string, errors: ValidationError[]): void;

export declare function reportLog(v: unknown, path: string, errors: ValidationError[]): void;

export declare function reportPostByzantiumReceiptStatus(v: unknown, path: string, errors: ValidationError[]): void;

export declare function reportPostByzantiumReceiptStatusNot(v: unknown, path: string, errors: ValidationError[]): void;

export declare function reportPreByzantiumReceiptRoot(v: unknown, path: string, errors: ValidationError[]): void;

export declare function reportPreByzantiumReceiptRootNot(v: unknown, path: string, errors: ValidationError[]): void;

export declare function reportFilter(v: unknown, path: string, errors: ValidationError[]): void;

export declare function reportFilterAddressOption2(v: unknown, path: string, errors: ValidationError[]): void;

export declare function reportFilterTopic(v: unknown, path: string, errors: ValidationError[]): void;

export declare function reportFilterNot(v: unknown, path: string, errors: ValidationError[]): void;

export declare function reportFilterNotOption1(v: unknown, path: string, errors: ValidationError[]): void;

export declare function reportFilterNotOption2(v: unknown, path: string, errors: ValidationError[]): void;

export declare function reportSubscriptionId(v: unknown, path: string, errors: ValidationError[]): void;

export declare function reportLogSubscriptionFilter(v: unknown, path: string, errors: ValidationError[]): void;

export declare function reportLogSubscriptionFilterNot(v: unknown, path: string, errors: ValidationError[]): void;

export declare function reportLogSubscriptionFilterNotOption1(v: unknown, path: string, errors: ValidationError[]): void;

export declare function reportLogSubscriptionFilterNotOption2(v: unknown, path: string, errors: ValidationError[]): void;

export declare function reportLogSubscriptionFilterNotOption3(v: unknown, path: string, errors: ValidationError[]): void;

export declare function reportTransactionReceiptsFilter(v: unknown, path: string, errors: ValidationError[]): void;

export declare function reportCallObject(v: unknown, path: string, errors: ValidationError[]): void;

export declare function reportEthCallObject(v: unknown, path: string, errors: ValidationError[]): void;

export declare function reportStateOverride(v: unknown, path: string, errors: ValidationError[]): void;

export declare function reportAccountOverride(v: unknown, path: string, errors: ValidationError[]): void;

export declare function reportStorageOverride(v: unknown, path: string, errors: ValidationError[]): void;

export declare function reportAccountOverrideNot(v: unknown, path: string, errors: ValidationError[]): void;

export declare function reportStorageProof(v: unknown, path: string, errors: ValidationError[]): void;

export declare function reportAccountProof(v: unknown, path: string, errors: ValidationError[]): void;

export declare function reportBase58String(v: unknown, path: string, errors: ValidationError[]): void;

export declare function reportPubkey(v: unknown, path: string, errors: ValidationError[]): void;

export declare function reportBase64String(v: unknown, path: string, errors: ValidationError[]): void;

export declare function reportCommitment(v: unknown, path: string, errors: ValidationError[]): void;

export declare function reportAccountEncoding(v: unknown, path: string, errors: ValidationError[]): void;

export declare function reportDataSlice(v: unknown, path: string, errors: ValidationError[]): void;

export declare function reportTokenAccountsFilter(v: unknown, path: string, errors: ValidationError[]): void;

export declare function reportByMint(v: unknown, path: string, errors: ValidationError[]): void;

export declare function reportByMintNot(v: unknown, path: string, errors: ValidationError[]): void;

export declare function reportByProgramId(v: unknown, path: string, errors: ValidationError[]): void;

export declare function reportByProgramIdNot(v: unknown, path: string, errors: ValidationError[]): void;

export declare function reportTokenAccountsByDelegateConfig(v: unknown, path: string, errors: ValidationError[]): void;

export declare function reportTokenAccountsByDelegateConfigNot(v: unknown, path: string, errors: ValidationError[]): void;

export declare function reportVoteAccountsConfig(v: unknown, path: string, errors: ValidationError[]): void;

export declare function reportFeeForMessageConfig(v: unknown, path: string, errors: ValidationError[]): void;

export declare function reportRpcContext(v: unknown, path: string, errors: ValidationError[]): void;

export declare function reportTokenAmount(v: unknown, path: string, errors: ValidationError[]): void;

export declare function reportTokenAccountInfo(v: unknown, path: string, errors: ValidationError[]): void;

export declare function reportParsedTokenAccount(v: unknown, path: string, errors: ValidationError[]): void;

export declare function reportParsedTokenAccountData(v: unknown, path: string, errors: ValidationError[]): void;

export declare function reportEncodedAccountData(v: unknown, path: string, errors: ValidationError[]): void;

export declare function reportDataAndEncoding(v: unknown, path: string, errors: ValidationError[]): void;

export declare function reportEncodedString(v: unknown, path: string, errors: ValidationError[]): void;

export declare function reportTokenAccount(v: unknown, path: string, errors: ValidationError[]): void;

export declare function reportTokenAccountEntry(v: unknown, path: string, errors: ValidationError[]): void;

export declare function reportTokenAccountsByDelegateResult(v: unknown, path: string, errors: ValidationError[]): void;

export declare function reportEpochCredits(v: unknown, path: string, errors: ValidationError[]): void;

export declare function reportVoteAccountEntry(v: unknown, path: string, errors: ValidationError[]): void;

export declare function reportVoteAccounts(v: unknown, path: string, errors: ValidationError[]): void;

export declare function reportFeeForMessageResponse(v: unknown, path: string, errors: ValidationError[]): void;

export declare function reportJsonNumber(v: unknown, path: string, errors: ValidationError[]): void;

export declare function reportStarknetHex(v: unknown, path: string, errors: ValidationError[]): void;

export declare function reportDataAvailabilityMode(v: unknown, path: string, errors: ValidationError[]): void;

export declare function reportResourceBounds(v: unknown, path: string, errors: ValidationError[]): void;

export declare function reportDeployAccountTransaction(v: unknown, path: string, errors: ValidationError[]): void;

export declare function reportDeployAccountTransactionResult(v: unknown, path: string, errors: ValidationError[]): void;

export declare function reportEthGetLogsResult(v: unknown, path: string, errors: ValidationError[]): void;

export declare function reportEthGetUncleByBlockHashAndIndexResult(v: unknown, path: string, errors: ValidationError[]): void;

export declare function reportEthGetTransactionByHashResult(v: unknown, path: string, errors: ValidationError[]): void;

export declare function reportJsonBoolean(v: unknown, path: string, errors: ValidationError[]): void;

export declare function reportEthGetBlockByNumberResult(v: unknown, path: string, errors: ValidationError[]): void;

export declare function reportEthGetTransactionReceiptResult(v: unknown, path: string, errors: ValidationError[]): void;

export declare function reportGetFeeForMessageResult(v: unknown, path: string, errors: ValidationError[]): void;

export declare function reportTransactionReceiptsNotification(v: unknown, path: string, errors: ValidationError[]): void;
export {};
