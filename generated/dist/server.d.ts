import { subscriptionInfo } from './methods.js';
import { validateNotification, validateSubscriptionParams } from './validators.js';
import { type ServeSubscriptionsOptions, type SubscriptionHandlerContext } from './internal/engine/subscribe.js';
import type { SubscriptionBook } from './internal/engine/subscription-book.js';
import type { SubscriptionsOptions } from './internal/engine/subscriptions.js';
import { ExecutionRevertedError } from './errors.js';
import { type HandlerContext, type RpcHandler, type ServerOptions } from './internal/engine/options.js';
import { type RuntimeHooks } from './internal/engine/hooks.js';
import type { ConnectionHooks } from './internal/transports/connection-cap.js';
import type { RpcServer } from './internal/engine/ops.js';
import type { EthCallParams, EthCallResult, EthEstimateGasParams, EthEstimateGasResult, EthGetBlockByNumberParams, EthGetBlockByNumberResult, EthGetLogsParams, EthGetLogsResult, EthGetProofParams, EthGetProofResult, EthGetStorageAtParams, EthGetStorageAtResult, EthGetTransactionByBlockNumberAndIndexParams, EthGetTransactionByBlockNumberAndIndexResult, EthGetTransactionByHashParams, EthGetTransactionByHashResult, EthGetTransactionReceiptParams, EthGetTransactionReceiptResult, EthGetUncleByBlockHashAndIndexParams, EthGetUncleByBlockHashAndIndexResult, GetFeeForMessageParams, GetFeeForMessageResult, GetTokenAccountsByDelegateParams, GetTokenAccountsByDelegateResult, GetVoteAccountsParams, GetVoteAccountsResult, LogsNotification, LogsSubscriptionParams, MethodName, NewHeadsNotification, NewHeadsSubscriptionParams, NewPendingTransactionsNotification, NewPendingTransactionsSubscriptionParams, StarknetAddDeployAccountTransactionParams, StarknetAddDeployAccountTransactionResult, TransactionReceiptsNotification, TransactionReceiptsSubscriptionParams } from './types.js';
export { NotServedError } from './internal/engine/not-served.js';
export { jsonLogger, prometheusMetrics } from './internal/engine/ops.js';
export { serverErrors } from './internal/engine/options.js';
export { SubscriptionBook, subscriptionId } from './internal/engine/subscription-book.js';
export { MemoryRateLimiter } from './internal/metering/rate-limit.js';
export type { AuthVerdict, CorsOptions } from './internal/engine/cors.js';
export type { CallOutcome, JsonLoggerOptions, PrometheusClient, PrometheusMetricsOptions, PrometheusRegistry, RpcServer, ServerMetrics, ShutdownOptions } from './internal/engine/ops.js';
export type { HandlerContext, JsonRpcId, RequestContext, RpcHandler, RpcReply, ServerLogger, ServerOptions } from './internal/engine/options.js';
export type { OutsideSpecContext, OutsideSpecOptions, OutsideTerms } from './internal/engine/outside-spec.js';
export type { ServeSubscriptionsOptions, SubscriptionHandlerContext } from './internal/engine/subscribe.js';
export type { BookEntry } from './internal/engine/subscription-book.js';
export type { PushSocket, SubscriptionContext, SubscriptionsOptions } from './internal/engine/subscriptions.js';
export type { CreditCharge, CreditStore } from './internal/metering/credit-store.js';
export type { FreeRateOptions } from './internal/metering/free-limit.js';
export type { MemoryRateLimiterOptions, RateLimiter, RateRefusal } from './internal/metering/rate-limit.js';

/** What the server calls: one function per method. It receives the validated params (a tuple for by-position methods, destructure it as `[a, b]`; one object for by-name methods; the tuple for methods that take either) and the call context, and returns the result or a promise of it. Throw a `JsonRpcError` (or a subclass such as the declared errors) to answer with that error; anything else thrown becomes -32603 and is logged. */
export interface Handlers {
  /**
   * Returns the value from a storage position at a given address.
   *
   * Returns the value stored at a storage position of an address, at a given block.
   *
   * Storage position of a variable: a plain variable sits at its declared slot number (hex, e.g.
   * "0x0"). A mapping element sits at the keccak hash of the key left-padded to 32 bytes
   * concatenated with the mapping slot number left-padded to 32 bytes.
   *
   * Result: hex string, the value at the position.
   *
   * Credits: 80 per call, taken from the daily balance. Transports: HTTP and WebSocket.
   *
   * Params (by position):
   * 1. `address` (required): 20-byte address of the storage.
   * 2. `position` (required): Storage position (hex): the declared slot number of a plain variable, or, for a mapping element, keccak256(key left-padded to 32 bytes ++ mapping slot left-padded to 32 bytes).
   * 3. `block` (required): Block parameter, a hex block number or one of `latest`, `earliest`, `pending`, `safe`, `finalized`.
   *
   * Result `value`: The value at this storage position (hex string; real nodes return the 32-byte word).
   *
   * Credits: 80 per call.
   *
   * Transports: HTTP, WebSocket.
   */
  eth_getStorageAt(params: EthGetStorageAtParams, context: HandlerContext<'eth_getStorageAt'>): EthGetStorageAtResult | Promise<EthGetStorageAtResult>;
  /**
   * Returns an array of all logs matching a given filter object.
   *
   * Returns the logs matching the filter object. The result is an array of Log objects, an empty
   * array if none match. In a Log, `logIndex`, `transactionIndex`, `transactionHash`, `blockHash`
   * and `blockNumber` are null when the log is pending; `removed` is true when the log was removed
   * by a chain reorganization.
   *
   * Filter: `fromBlock` and `toBlock` default to `latest`; when `blockHash` is present, `fromBlock`
   * and `toBlock` are not allowed.
   *
   * Limits: at most 5,000 parameters in a single request; at most 10,000 results per query; the
   * query duration must not exceed 10 seconds. Exceeding the result limit returns error -32005
   * "query returned more than 10000 results"; exceeding the duration returns error -32005 "query
   * timeout exceeded" (neither carries data). Recovery: narrow the block range with `fromBlock`
   * and `toBlock`; for commonly used topics, restrict the query to one contract `address`.
   *
   * Failover: the method can be forwarded to a partner provider during a service outage; this is
   * available for some plans only (a Growth plan by self-upgrade, or a Custom plan by contacting
   * sales).
   *
   * Credits: 255 per call, taken from the daily balance. Transports: HTTP and WebSocket.
   *
   * Params (by position):
   * 1. `filter` (required): The filter object (the single element of params).
   *
   * Result `logs`: Array of Log objects matching the filter; an empty array if none match.
   *
   * Credits: 255 per call.
   *
   * Limits: at most 5000 parameters in one request; at most 10000 results per query; query duration at most 10 s.
   *
   * Transports: HTTP, WebSocket.
   *
   * Failover: Can be forwarded to a partner provider during a service outage; available for some plans only. Plans: Growth (self-upgrade), Custom (contact sales).
   *
   * Errors:
   * - `-32005` query returned more than 10000 results — The result set exceeds 10,000 entries. No `data` member. Recovery: narrow the block range with `fromBlock` and `toBlock`; for commonly used topics, restrict the query to one contract `address`.
   * - `-32005` query timeout exceeded — The query runs longer than the 10-second duration limit. No `data` member. Recovery: narrow the block range with `fromBlock` and `toBlock`; for commonly used topics, restrict the query to one contract `address`.
   * - and the JSON-RPC 2.0 standard errors
   *
   * Decision: Both documented errors share code -32005 and are listed separately, told apart by their message, although the OpenRPC text asks for unique error codes per method: the document defines them as two conditions with the same code.
   */
  eth_getLogs(params: EthGetLogsParams, context: HandlerContext<'eth_getLogs'>): EthGetLogsResult | Promise<EthGetLogsResult>;
  /**
   * Generates and returns an estimate of how much gas is necessary for the transaction to complete.
   *
   * Returns a hex estimate of the gas the call object's execution needs. The transaction is not
   * added to the chain. The estimate may be well above the gas actually used by the transaction.
   *
   * Gas: the `gas` value is capped at 10 times (1000%) the current block gas limit. When no gas
   * limit is given, the pending block gas limit is used as the upper bound, so the estimate may be
   * too low for executions that need more gas.
   *
   * Revert: when the EVM executes a REVERT, an error response is returned with code 3, message
   * "execution reverted: <revert_reason>" (the reason pre-decoded to a string) and `data` the hex
   * ABI-encoded revert payload (e.g. an Error(string) payload starting 0x08c379a0).
   *
   * Credits: 300 per call, taken from the daily balance. Transports: HTTP and WebSocket.
   *
   * Params (by position):
   * 1. `transaction` (required): Call object; `from` and `to` are optional (the interface document: "`from` is optional, `to` is present").
   * 2. `block` (optional): Block number or tag (hex block number, `latest`, `earliest`, `pending`, `safe`, `finalized`).
   *
   * Result `gasEstimate`: Hex estimate of the gas used; the transaction is not added to the chain.
   *
   * Credits: 300 per call.
   *
   * Limits: `gas` capped at 10 × the block gas limit.
   *
   * Transports: HTTP, WebSocket.
   *
   * Errors:
   * - `3` execution reverted: <revert_reason> — The EVM executed REVERT. The message carries the revert reason pre-decoded to a string; `data` is the hex ABI-encoded revert payload (e.g. an Error(string) payload starting `0x08c379a0`, or a Panic(uint256) payload starting `0x4e487b71`).
   * - and the JSON-RPC 2.0 standard errors
   *
   * Decision: The revert error's `data` (hex ABI-encoded revert payload) is described in this description and as a placeholder value in the ExecutionReverted error object, because an OpenRPC 1.4 errorObject admits only code, message and data (no description member, no x- extensions).
   */
  eth_estimateGas(params: EthEstimateGasParams, context: HandlerContext<'eth_estimateGas'>): EthEstimateGasResult | Promise<EthEstimateGasResult>;
  /**
   * Executes a new message call immediately without creating a transaction on the blockchain.
   *
   * Executes the call object against the state at the given block and returns the hex return
   * value of the executed contract ("0x" when empty). No transaction is created on the chain.
   *
   * Gas: the `gas` value is capped at 10 times (1000%) the current block gas limit. The method
   * itself consumes no gas, but some executions need it.
   *
   * Revert: when the EVM executes a REVERT, an error response is returned with code 3, message
   * "execution reverted: <revert_reason>" (the reason pre-decoded to a string) and `data` the hex
   * ABI-encoded revert payload (e.g. an Error(string) payload starting 0x08c379a0, or a
   * Panic(uint256) payload starting 0x4e487b71).
   *
   * State override: an optional third param sets the balance, nonce, code or storage of accounts
   * for this call only, as go-ethereum and anvil take it.
   *
   * Credits: 80 per call, taken from the daily balance. Transports: HTTP and WebSocket.
   *
   * Params (by position):
   * 1. `transaction` (required): Call object; `from` and `to` are optional (the interface document: "`from` and `to` are both required").
   * 2. `block` (required): Block parameter, a hex block number or one of `latest`, `earliest`, `pending`, `safe`, `finalized`.
   * 3. `stateOverride` (optional): Account state (balance, nonce, code, storage) to assume during the call, keyed by address; nothing is written to the chain. At most 64 accounts and 256 storage slots per account.
   *
   * Result `returnValue`: The return value of the executed contract (hex; "0x" when empty).
   *
   * Credits: 80 per call.
   *
   * Limits: `gas` capped at 10 × the block gas limit.
   *
   * Transports: HTTP, WebSocket.
   *
   * Errors:
   * - `3` execution reverted: <revert_reason> — The EVM executed REVERT. The message carries the revert reason pre-decoded to a string; `data` is the hex ABI-encoded revert payload (e.g. an Error(string) payload starting `0x08c379a0`, or a Panic(uint256) payload starting `0x4e487b71`).
   * - and the JSON-RPC 2.0 standard errors
   *
   * Decision: The revert error's `data` (hex ABI-encoded revert payload) is described in this description and as a placeholder value in the ExecutionReverted error object, because an OpenRPC 1.4 errorObject admits only code, message and data (no description member, no x- extensions).
   */
  eth_call(params: EthCallParams, context: HandlerContext<'eth_call'>): EthCallResult | Promise<EthCallResult>;
  /**
   * Returns information about an uncle of a block by hash and uncle index position.
   *
   * Returns the uncle at the given index of the block with the given hash, as a Block object, or
   * null when no uncle is found. The uncle block has no `transactions` field (the document lists
   * that field only for eth_getBlockByNumber). In the Block object, `number`, `hash`, `nonce` and
   * `logsBloom` are null when the block is pending; `totalDifficulty` may be null.
   *
   * Credits: 150 per call, taken from the daily balance. Transports: HTTP and WebSocket.
   *
   * Params (by position):
   * 1. `blockHash` (required): 32-byte hash of the block.
   * 2. `index` (required): Position of the uncle in the block (hex).
   *
   * Result `block`: The uncle Block object, or null when not found.
   *
   * Credits: 150 per call.
   *
   * Transports: HTTP, WebSocket.
   *
   * Decision: The result uses UncleBlock (the Block fields without `transactions`): the document lists `transactions` "only in eth_getBlockByNumber", and the gateway's example uncle response has no `transactions` member.
   */
  eth_getUncleByBlockHashAndIndex(params: EthGetUncleByBlockHashAndIndexParams, context: HandlerContext<'eth_getUncleByBlockHashAndIndex'>): EthGetUncleByBlockHashAndIndexResult | Promise<EthGetUncleByBlockHashAndIndexResult>;
  /**
   * Returns information about a transaction for a given hash.
   *
   * Returns the Transaction object with the given hash, or null when no transaction is found.
   * `blockHash`, `blockNumber` and `transactionIndex` are null while the transaction is pending;
   * `to` is null for a contract creation.
   *
   * Failover: the method can be forwarded to a partner provider during a service outage; this is
   * available for some plans only (a Growth plan by self-upgrade, or a Custom plan by contacting
   * sales).
   *
   * Credits: 80 per call, taken from the daily balance. Transports: HTTP and WebSocket.
   *
   * Params (by position):
   * 1. `transactionHash` (required): 32-byte hash of the transaction.
   *
   * Result `transaction`: The Transaction object, or null when not found.
   *
   * Credits: 80 per call.
   *
   * Transports: HTTP, WebSocket.
   *
   * Failover: Can be forwarded to a partner provider during a service outage; available for some plans only. Plans: Growth (self-upgrade), Custom (contact sales).
   */
  eth_getTransactionByHash(params: EthGetTransactionByHashParams, context: HandlerContext<'eth_getTransactionByHash'>): EthGetTransactionByHashResult | Promise<EthGetTransactionByHashResult>;
  /**
   * Returns information about a transaction by block number and transaction index position.
   *
   * Returns the Transaction object at the given index of the given block, or null when not found.
   * `blockHash`, `blockNumber` and `transactionIndex` are null while the transaction is pending;
   * `to` is null for a contract creation.
   *
   * Credits: 150 per call, taken from the daily balance. Transports: HTTP and WebSocket.
   *
   * Params (by position):
   * 1. `block` (required): Block parameter, a hex block number or one of `latest`, `earliest`, `pending`, `safe`, `finalized`.
   * 2. `index` (required): Position of the transaction in the block (hex).
   *
   * Result `transaction`: The Transaction object, or null when not found.
   *
   * Credits: 150 per call.
   *
   * Transports: HTTP, WebSocket.
   */
  eth_getTransactionByBlockNumberAndIndex(params: EthGetTransactionByBlockNumberAndIndexParams, context: HandlerContext<'eth_getTransactionByBlockNumberAndIndex'>): EthGetTransactionByBlockNumberAndIndexResult | Promise<EthGetTransactionByBlockNumberAndIndexResult>;
  /**
   * Returns information about a block by block number.
   *
   * Returns the Block object for the given block parameter, or null when no block is found. With
   * `hydratedTransactions` true, `transactions` holds full Transaction objects; with false it
   * holds only the 32-byte transaction hashes. `number`, `hash`, `nonce` and `logsBloom` are null
   * when the block is pending; `totalDifficulty` may be null (and is omitted by post-merge nodes).
   *
   * Credits: 80 per call, taken from the daily balance. Transports: HTTP and WebSocket.
   *
   * Params (by position):
   * 1. `block` (required): Block parameter, a hex block number or one of `latest`, `earliest`, `pending`, `safe`, `finalized`.
   * 2. `hydratedTransactions` (required): Show-transaction-details flag. true returns full transaction objects, false returns only the transaction hashes.
   *
   * Result `block`: The Block object, or null when not found.
   *
   * Credits: 80 per call.
   *
   * Transports: HTTP, WebSocket.
   */
  eth_getBlockByNumber(params: EthGetBlockByNumberParams, context: HandlerContext<'eth_getBlockByNumber'>): EthGetBlockByNumberResult | Promise<EthGetBlockByNumberResult>;
  /**
   * Returns the receipt of a transaction by transaction hash.
   *
   * Returns the receipt of the transaction with the given hash, or null when no receipt exists. A
   * pending transaction has no receipt. A receipt carries exactly one of `root` (post-transaction
   * state root, pre-Byzantium) or `status` ("0x1" success, "0x0" failure); `contractAddress` is
   * null unless the transaction created a contract; `to` is null for a contract creation.
   *
   * Credits: 80 per call, taken from the daily balance. Transports: HTTP and WebSocket.
   *
   * Params (by position):
   * 1. `transactionHash` (required): 32-byte hash of the transaction.
   *
   * Result `receipt`: The transaction receipt, or null when no receipt exists (a pending transaction has no receipt).
   *
   * Credits: 80 per call.
   *
   * Transports: HTTP, WebSocket.
   */
  eth_getTransactionReceipt(params: EthGetTransactionReceiptParams, context: HandlerContext<'eth_getTransactionReceipt'>): EthGetTransactionReceiptResult | Promise<EthGetTransactionReceiptResult>;
  /**
   * Returns the account and storage values, including the Merkle proof, of the specified account.
   *
   * Returns the Account proof object of an address at a block: balance, code hash, nonce, storage
   * hash, the account proof (RLP-serialized Merkle tree nodes from the state root node along the
   * path of the hash of the address) and one storage proof per requested key (RLP-serialized
   * nodes from the storage hash node along the path of the hash of the key; may be empty).
   *
   * Block parameter: a hex block number, `latest`, `earliest`, `pending` or `finalized`. `safe` is
   * not supported by this method; use `finalized` instead.
   *
   * Credits: 150 per call, taken from the daily balance. Transports: HTTP and WebSocket.
   *
   * Params (by position):
   * 1. `address` (required): 20-byte address of the account.
   * 2. `storageKeys` (required): Array of 32-byte storage keys to generate proofs for (may be empty).
   * 3. `blockParameter` (required): Hex block number, `latest`, `earliest`, `pending` or `finalized` (`safe` is not supported; use `finalized`).
   *
   * Result `accountProof`: The Account proof object.
   *
   * Credits: 150 per call.
   *
   * Transports: HTTP, WebSocket.
   *
   * Decision: All three parameters are marked required: the document states no required/optional flags for eth_getProof, lists three parameters without a default, and its reference request sends all three (go-ethereum also defaults an omitted block to `latest`, which the document does not show).
   */
  eth_getProof(params: EthGetProofParams, context: HandlerContext<'eth_getProof'>): EthGetProofResult | Promise<EthGetProofResult>;
  /**
   * Returns all SPL token accounts by approved delegate.
   *
   * Returns the token accounts whose approved delegate is the given public key, limited to one
   * mint (`mint`) or one token program (`programId`). The result is an object with `context`
   * (`slot` of the queried block, `apiVersion` used for the query) and `value`, an array of token
   * account entries. With encoding `jsonParsed`, `account.data` is an object (`program`, `parsed`
   * with `info` and `type`, `space`); otherwise it is encoded binary data.
   *
   * Config: `commitment` (`finalized` default, `confirmed`, `processed`), `encoding` (`base58`,
   * `base64`, `base64+zstd`, `jsonParsed`), `dataSlice` (integer `offset` and `length` in bytes;
   * allowed only with `base58`, `base64` or `base64+zstd`), `minContextSlot`.
   *
   * Credits: 160 per call, taken from the daily balance. Transport: HTTP (WebSocket use of this
   * method is not shown).
   *
   * Params (by position):
   * 1. `delegate` (required): Base58 public key of the delegate.
   * 2. `accountDetails` (required): Object holding one of `mint` (base58 string) or `programId` (base58 string).
   * 3. `config` (optional): Optional configuration object.
   *
   * Result `tokenAccounts`: Object with `context` and `value` (array of token account entries).
   *
   * Credits: 160 per call.
   *
   * Transports: HTTP.
   */
  getTokenAccountsByDelegate(params: GetTokenAccountsByDelegateParams, context: HandlerContext<'getTokenAccountsByDelegate'>): GetTokenAccountsByDelegateResult | Promise<GetTokenAccountsByDelegateResult>;
  /**
   * Returns the account info and associated stake for all the voting accounts in the current bank.
   *
   * Returns an object with `current` and `delinquent`, arrays of vote account entries with the
   * same fields (activatedStake, commission 0 to 100, epochCredits as [epoch, credits,
   * previousCredits] tuples, epochVoteAccount, lastVote, nodePubkey, rootSlot, votePubkey). The
   * result is not wrapped in a context object.
   *
   * The single parameter is optional, so `params` may be omitted from the request.
   *
   * Config: `commitment` (`finalized` default, `confirmed`, `processed`), `votePubkey` (restricts
   * the results to that vote account), `keepUnstakedDelinquents` (when true, all delinquent
   * accounts are included even if unstaked), `delinquentSlotDistance` (slots a validator must be
   * behind to be delinquent; specifying it is discouraged).
   *
   * Credits: 160 per call, taken from the daily balance. Transport: HTTP (WebSocket use of this
   * method is not shown).
   *
   * Params (by position; may be omitted):
   * 1. `config` (optional): Optional configuration object; `params` may be omitted entirely.
   *
   * Result `voteAccounts`: Object with `current` and `delinquent` arrays of vote account entries.
   *
   * Credits: 160 per call.
   *
   * Transports: HTTP.
   */
  getVoteAccounts(params: GetVoteAccountsParams, context: HandlerContext<'getVoteAccounts'>): GetVoteAccountsResult | Promise<GetVoteAccountsResult>;
  /**
   * Returns the fee the network will charge for a particular message.
   *
   * Returns the fee for a base64-encoded transaction message. `result` is null when the block
   * does not exist; otherwise it is an object with `context` (`slot`, `apiVersion`) and `value`,
   * which is null or the fee for the message. The numeric type of the fee value is not shown by
   * the document (typed here as a JSON number).
   *
   * Config: `commitment` (`finalized` default, `confirmed`, `processed`), `minContextSlot`
   * (integer).
   *
   * Credits: 160 per call, taken from the daily balance. Transport: HTTP (WebSocket use of this
   * method is not shown).
   *
   * Params (by position):
   * 1. `message` (required): Base64 string of a transaction message.
   * 2. `config` (optional): Optional configuration object.
   *
   * Result `fee`: Null when the block does not exist; otherwise an object with `context` and `value` (null, or the fee).
   *
   * Credits: 160 per call.
   *
   * Transports: HTTP.
   */
  getFeeForMessage(params: GetFeeForMessageParams, context: HandlerContext<'getFeeForMessage'>): GetFeeForMessageResult | Promise<GetFeeForMessageResult>;
  /**
   * Submits a new deploy account transaction.
   *
   * Submits a deploy account transaction. `params` is an object keyed by parameter name with one
   * required key, `deploy_account_transaction`. The result is an object with `transaction_hash`
   * (hash of the deploy account transaction) and `contract_address` (address of the new
   * contract).
   *
   * Which fields of the transaction are required, and allowed values beyond those appearing in the
   * document (`DEPLOY_ACCOUNT`, `L1`), are not shown.
   *
   * Credits: not shown. Transport: HTTP (WebSocket use of this method is not shown).
   *
   * Params (by name):
   * 1. `deploy_account_transaction` (required): The deploy account transaction.
   *
   * Result `result`: Object with `transaction_hash` and `contract_address`.
   *
   * Credits: not shown in the interface document.
   *
   * Transports: HTTP.
   */
  starknet_addDeployAccountTransaction(params: StarknetAddDeployAccountTransactionParams, context: HandlerContext<'starknet_addDeployAccountTransaction'>): StarknetAddDeployAccountTransactionResult | Promise<StarknetAddDeployAccountTransactionResult>;
}

/** What the server calls for each subscription: the validated params (after the kind's value) and the context, whose `signal` aborts when the subscription ends. It returns an async iterable of the notifications' values (an async generator fits); each is checked against its schema, charged, and sent. Throw a `JsonRpcError` to refuse the subscription with it. */
export interface SubscriptionHandlers {
  /**
   * A block header each time a new block is added to the chain.
   *
   * `eth_subscribe` "newHeads"; each value is sent as `eth_subscription`, 20 credits each.
   */
  newHeads(params: NewHeadsSubscriptionParams, context: SubscriptionHandlerContext): AsyncIterable<NewHeadsNotification> | Promise<AsyncIterable<NewHeadsNotification>>;
  /**
   * Each log of a new block that matches the filter (again with removed true on a reorg).
   *
   * `eth_subscribe` "logs"; each value is sent as `eth_subscription`, 10 credits each.
   */
  logs(params: LogsSubscriptionParams, context: SubscriptionHandlerContext): AsyncIterable<LogsNotification> | Promise<AsyncIterable<LogsNotification>>;
  /**
   * The hash of each transaction added to the pending pool.
   *
   * `eth_subscribe` "newPendingTransactions"; each value is sent as `eth_subscription`, 2 credits each.
   */
  newPendingTransactions(params: NewPendingTransactionsSubscriptionParams, context: SubscriptionHandlerContext): AsyncIterable<NewPendingTransactionsNotification> | Promise<AsyncIterable<NewPendingTransactionsNotification>>;
  /**
   * The receipts of each new block's transactions (those the filter names, when given).
   *
   * `eth_subscribe` "transactionReceipts"; each value is sent as `eth_subscription`, 20 credits each.
   */
  transactionReceipts(params: TransactionReceiptsSubscriptionParams, context: SubscriptionHandlerContext): AsyncIterable<TransactionReceiptsNotification> | Promise<AsyncIterable<TransactionReceiptsNotification>>;
}

/** The server's `subscriptions` option for the spec's subscriptions: `createServer(handlers, { subscriptions: serveSubscriptions({ newHeads: async function* (params, { signal }) { … } }) })`. Over WebSocket only; at most `maxPerSocket` (32) per socket and `maxPerKey` (256) per key; a caller that leaves notifications unread is bounded as for answers (`wsMaxBufferedBytes`). */
export declare function serveSubscriptions(handlers: SubscriptionHandlers, options?: ServeSubscriptionsOptions): SubscriptionsOptions & { readonly book: SubscriptionBook };

/** The transport-free core: `handle(text, { apiKey, transport })` resolves to the response text, or undefined when there is nothing to answer (notifications); `respond` also gives the HTTP status. */
export declare function createRpcHandler(handlers: Handlers, options?: ServerOptions): RpcHandler;

/** A `node:http` server: POST `/v3/<API_KEY>`, and the WebSocket endpoint on the same port (WebSocket `/ws/v3/<API_KEY>`), with `GET /healthz` and, given `metrics`, `GET /metrics`. Call `listen` on it; `shutdown()` stops it gracefully (calls in flight finish), `close` at once (it also ends open WebSockets). */
export declare function createServer(handlers: Handlers, options?: ServerOptions): RpcServer;

/** A handler for frameworks built on the Fetch API (HTTP routes only). */
export declare function createFetchHandler(handlers: Handlers, options?: ServerOptions): (request: Request) => Promise<Response>;
/** What a program built on this package reads of it beyond the entry points: a gateway that forwards these methods to other nodes (`@rpcforge/gateway` takes this module as its input). The method table, the validators, the client and the error classes, the runtime pieces the forwarding shares with them, the connection cap of a router in front of several servers (`connections`), and `failover`: the plans whose keys may be sent to a partner node during an outage, per method (the spec's `x-failover`), and the spec's subscriptions when it declares some. Nothing in the package uses it. */
export declare const packageHooks: RuntimeHooks & { readonly connections: ConnectionHooks; readonly failover: { readonly [M in MethodName]?: readonly string[] }; readonly subscriptions: { readonly info: typeof subscriptionInfo; readonly validateNotification: typeof validateNotification; readonly validateSubscriptionParams: typeof validateSubscriptionParams } };

/** Answers the call with `3` "execution reverted: <revert_reason>" (`eth_estimateGas`, `eth_call`): throws `ExecutionRevertedError`. */
export declare function raiseExecutionReverted(reason: string, data?: unknown): never;
