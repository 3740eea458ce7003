import type { EthCallParams, EthCallResult, EthEstimateGasParams, EthEstimateGasResult, EthGetBlockByNumberParams, EthGetBlockByNumberResult, EthGetLogsParams, EthGetLogsResult, EthGetProofParams, EthGetProofResult, EthGetStorageAtParams, EthGetStorageAtResult, EthGetTransactionByBlockNumberAndIndexParams, EthGetTransactionByBlockNumberAndIndexResult, EthGetTransactionByHashParams, EthGetTransactionByHashResult, EthGetTransactionReceiptParams, EthGetTransactionReceiptResult, EthGetUncleByBlockHashAndIndexParams, EthGetUncleByBlockHashAndIndexResult, GetFeeForMessageParams, GetFeeForMessageResult, GetTokenAccountsByDelegateParams, GetTokenAccountsByDelegateResult, GetVoteAccountsParams, GetVoteAccountsResult, LogsNotification, LogsSubscriptionParams, MethodName, MethodParams, MethodResult, NewHeadsNotification, NewHeadsSubscriptionParams, NewPendingTransactionsNotification, NewPendingTransactionsSubscriptionParams, StarknetAddDeployAccountTransactionParams, StarknetAddDeployAccountTransactionResult, SubscriptionName, Subscriptions, TransactionReceiptsNotification, TransactionReceiptsSubscriptionParams } from './types.js';
import type { ValidationResult } from './validation.js';

/** Validates the params of `eth_getStorageAt` (3 required of 3). */
export declare function validateEthGetStorageAtParams(params: unknown): ValidationResult<EthGetStorageAtParams>;

/** Validates a result of `eth_getStorageAt`. */
export declare function validateEthGetStorageAtResult(result: unknown): ValidationResult<EthGetStorageAtResult>;

/** Validates the params of `eth_getLogs` (1 required of 1). */
export declare function validateEthGetLogsParams(params: unknown): ValidationResult<EthGetLogsParams>;

/** Validates a result of `eth_getLogs`. */
export declare function validateEthGetLogsResult(result: unknown): ValidationResult<EthGetLogsResult>;

/** Validates the params of `eth_estimateGas` (1 required of 2). */
export declare function validateEthEstimateGasParams(params: unknown): ValidationResult<EthEstimateGasParams>;

/** Validates a result of `eth_estimateGas`. */
export declare function validateEthEstimateGasResult(result: unknown): ValidationResult<EthEstimateGasResult>;

/** Validates the params of `eth_call` (2 required of 3). */
export declare function validateEthCallParams(params: unknown): ValidationResult<EthCallParams>;

/** Validates a result of `eth_call`. */
export declare function validateEthCallResult(result: unknown): ValidationResult<EthCallResult>;

/** Validates the params of `eth_getUncleByBlockHashAndIndex` (2 required of 2). */
export declare function validateEthGetUncleByBlockHashAndIndexParams(params: unknown): ValidationResult<EthGetUncleByBlockHashAndIndexParams>;

/** Validates a result of `eth_getUncleByBlockHashAndIndex`. */
export declare function validateEthGetUncleByBlockHashAndIndexResult(result: unknown): ValidationResult<EthGetUncleByBlockHashAndIndexResult>;

/** Validates the params of `eth_getTransactionByHash` (1 required of 1). */
export declare function validateEthGetTransactionByHashParams(params: unknown): ValidationResult<EthGetTransactionByHashParams>;

/** Validates a result of `eth_getTransactionByHash`. */
export declare function validateEthGetTransactionByHashResult(result: unknown): ValidationResult<EthGetTransactionByHashResult>;

/** Validates the params of `eth_getTransactionByBlockNumberAndIndex` (2 required of 2). */
export declare function validateEthGetTransactionByBlockNumberAndIndexParams(params: unknown): ValidationResult<EthGetTransactionByBlockNumberAndIndexParams>;

/** Validates a result of `eth_getTransactionByBlockNumberAndIndex`. */
export declare function validateEthGetTransactionByBlockNumberAndIndexResult(result: unknown): ValidationResult<EthGetTransactionByBlockNumberAndIndexResult>;

/** Validates the params of `eth_getBlockByNumber` (2 required of 2). */
export declare function validateEthGetBlockByNumberParams(params: unknown): ValidationResult<EthGetBlockByNumberParams>;

/** Validates a result of `eth_getBlockByNumber`. */
export declare function validateEthGetBlockByNumberResult(result: unknown): ValidationResult<EthGetBlockByNumberResult>;

/** Validates the params of `eth_getTransactionReceipt` (1 required of 1). */
export declare function validateEthGetTransactionReceiptParams(params: unknown): ValidationResult<EthGetTransactionReceiptParams>;

/** Validates a result of `eth_getTransactionReceipt`. */
export declare function validateEthGetTransactionReceiptResult(result: unknown): ValidationResult<EthGetTransactionReceiptResult>;

/** Validates the params of `eth_getProof` (3 required of 3). */
export declare function validateEthGetProofParams(params: unknown): ValidationResult<EthGetProofParams>;

/** Validates a result of `eth_getProof`. */
export declare function validateEthGetProofResult(result: unknown): ValidationResult<EthGetProofResult>;

/** Validates the params of `getTokenAccountsByDelegate` (2 required of 3). */
export declare function validateGetTokenAccountsByDelegateParams(params: unknown): ValidationResult<GetTokenAccountsByDelegateParams>;

/** Validates a result of `getTokenAccountsByDelegate`. */
export declare function validateGetTokenAccountsByDelegateResult(result: unknown): ValidationResult<GetTokenAccountsByDelegateResult>;

/** Validates the params of `getVoteAccounts` (0 required of 1). */
export declare function validateGetVoteAccountsParams(params: unknown): ValidationResult<GetVoteAccountsParams>;

/** Validates a result of `getVoteAccounts`. */
export declare function validateGetVoteAccountsResult(result: unknown): ValidationResult<GetVoteAccountsResult>;

/** Validates the params of `getFeeForMessage` (1 required of 2). */
export declare function validateGetFeeForMessageParams(params: unknown): ValidationResult<GetFeeForMessageParams>;

/** Validates a result of `getFeeForMessage`. */
export declare function validateGetFeeForMessageResult(result: unknown): ValidationResult<GetFeeForMessageResult>;

/** Validates the params of `starknet_addDeployAccountTransaction` (1 required of 1). */
export declare function validateStarknetAddDeployAccountTransactionParams(params: unknown): ValidationResult<StarknetAddDeployAccountTransactionParams>;

/** Validates a result of `starknet_addDeployAccountTransaction`. */
export declare function validateStarknetAddDeployAccountTransactionResult(result: unknown): ValidationResult<StarknetAddDeployAccountTransactionResult>;

/** Validates the params of `subscribe.newHeads` (0 required of 0). */
export declare function validateNewHeadsSubscriptionParams(params: unknown): ValidationResult<NewHeadsSubscriptionParams>;

/** Validates the value of a `eth_subscription` notification of `subscribe.newHeads`. */
export declare function validateNewHeadsNotification(value: unknown): ValidationResult<NewHeadsNotification>;

/** Validates the params of `subscribe.logs` (0 required of 1). */
export declare function validateLogsSubscriptionParams(params: unknown): ValidationResult<LogsSubscriptionParams>;

/** Validates the value of a `eth_subscription` notification of `subscribe.logs`. */
export declare function validateLogsNotification(value: unknown): ValidationResult<LogsNotification>;

/** Validates the params of `subscribe.newPendingTransactions` (0 required of 0). */
export declare function validateNewPendingTransactionsSubscriptionParams(params: unknown): ValidationResult<NewPendingTransactionsSubscriptionParams>;

/** Validates the value of a `eth_subscription` notification of `subscribe.newPendingTransactions`. */
export declare function validateNewPendingTransactionsNotification(value: unknown): ValidationResult<NewPendingTransactionsNotification>;

/** Validates the params of `subscribe.transactionReceipts` (0 required of 1). */
export declare function validateTransactionReceiptsSubscriptionParams(params: unknown): ValidationResult<TransactionReceiptsSubscriptionParams>;

/** Validates the value of a `eth_subscription` notification of `subscribe.transactionReceipts`. */
export declare function validateTransactionReceiptsNotification(value: unknown): ValidationResult<TransactionReceiptsNotification>;

/** Validates the params of any method by name; an unknown method is an error, never an exception. */
export declare function validateParams<M extends MethodName>(method: M, params: unknown): ValidationResult<MethodParams<M>>;

export declare function validateParams(method: string, params: unknown): ValidationResult<unknown>;

/** Validates the result of any method by name; an unknown method is an error, never an exception. */
export declare function validateResult<M extends MethodName>(method: M, result: unknown): ValidationResult<MethodResult<M>>;

export declare function validateResult(method: string, result: unknown): ValidationResult<unknown>;

/** Validates a notification's value of any subscription by name; an unknown name is an error, never an exception. */
export declare function validateNotification<S extends SubscriptionName>(name: S, value: unknown): ValidationResult<Subscriptions[S]['notification']>;

export declare function validateNotification(name: string, value: unknown): ValidationResult<unknown>;

/** Validates the params of any subscription by name (those after the kind's value). */
export declare function validateSubscriptionParams<S extends SubscriptionName>(name: S, params: unknown): ValidationResult<Subscriptions[S]['params']>;

export declare function validateSubscriptionParams(name: string, params: unknown): ValidationResult<unknown>;
/**
 * The lookups, for the client: `createClient({ url, validate: true, validators })`. The client takes them as an
 * option rather than importing them, so that a bundle of a client that does not validate carries none of them.
 */
export declare const validators: { validateParams: typeof validateParams; validateResult: typeof validateResult; validateNotification: typeof validateNotification; validateSubscriptionParams: typeof validateSubscriptionParams };
