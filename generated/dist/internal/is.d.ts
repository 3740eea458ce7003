import type { AccessList, AccessListEntry, AccountEncoding, AccountOverride, AccountProof, Address, Base58String, Base64String, Block, BlockHeader, BlockNumberOrTag, BlockTag, Bloom, Bytes, Bytes8, CallObject, Commitment, DataAvailabilityMode, DataSlice, DecimalString, DeployAccountTransaction, DeployAccountTransactionResult, EncodedAccountData, EpochCredits, EthCallObject, FeeForMessageConfig, FeeForMessageResponse, Filter, FilterTopic, Hash32, Log, LogSubscriptionFilter, ParsedTokenAccount, ParsedTokenAccountData, ProofBlockNumberOrTag, ProofBlockTag, Pubkey, Quantity, ReceiptStatus, ResourceBounds, RpcContext, StarknetHex, StateOverride, StorageOverride, StorageProof, StorageSlot, SubscriptionId, TokenAccount, TokenAccountEntry, TokenAccountInfo, TokenAccountsByDelegateConfig, TokenAccountsByDelegateResult, TokenAccountsFilter, TokenAmount, Transaction, TransactionReceipt, TransactionReceiptsFilter, Uint256, UncleBlock, VoteAccountEntry, VoteAccounts, VoteAccountsConfig } from '../types.js';

export declare function isQuantity(v: unknown): v is Quantity;

export declare function isUint256(v: unknown): v is Uint256;

export declare function isBytes(v: unknown): v is Bytes;

export declare function isBytes8(v: unknown): v is Bytes8;

export declare function isBloom(v: unknown): v is Bloom;

export declare function isAddress(v: unknown): v is Address;

export declare function isHash32(v: unknown): v is Hash32;

export declare function isStorageSlot(v: unknown): v is StorageSlot;

export declare function isDecimalString(v: unknown): v is DecimalString;

export declare function isBlockTag(v: unknown): v is BlockTag;

export declare function isBlockNumberOrTag(v: unknown): v is BlockNumberOrTag;

export declare function isProofBlockTag(v: unknown): v is ProofBlockTag;

export declare function isProofBlockNumberOrTag(v: unknown): v is ProofBlockNumberOrTag;

export declare function isUncleBlock(v: unknown): v is UncleBlock;

export declare function isJsonNull(v: unknown): boolean;

export declare function isBlock(v: unknown): v is Block;

export declare function isTransactionHashes(v: unknown): boolean;

export declare function isFullTransactions(v: unknown): boolean;

export declare function isTransaction(v: unknown): v is Transaction;

export declare function isAccessList(v: unknown): v is AccessList;

export declare function isAccessListEntry(v: unknown): v is AccessListEntry;

export declare function isBlockHeader(v: unknown): v is BlockHeader;

export declare function isReceiptStatus(v: unknown): v is ReceiptStatus;

export declare function isTransactionReceipt(v: unknown): v is TransactionReceipt;

export declare function isLog(v: unknown): v is Log;

export declare function isPostByzantiumReceiptStatus(v: unknown): boolean;

export declare function isPostByzantiumReceiptStatusNot(v: unknown): boolean;

export declare function isPreByzantiumReceiptRoot(v: unknown): boolean;

export declare function isPreByzantiumReceiptRootNot(v: unknown): boolean;

export declare function isFilter(v: unknown): v is Filter;

export declare function isFilterAddressOption2(v: unknown): boolean;

export declare function isFilterTopic(v: unknown): v is FilterTopic;

export declare function isFilterNot(v: unknown): boolean;

export declare function isFilterNotOption1(v: unknown): boolean;

export declare function isFilterNotOption2(v: unknown): boolean;

export declare function isSubscriptionId(v: unknown): v is SubscriptionId;

export declare function isLogSubscriptionFilter(v: unknown): v is LogSubscriptionFilter;

export declare function isLogSubscriptionFilterNot(v: unknown): boolean;

export declare function isLogSubscriptionFilterNotOption1(v: unknown): boolean;

export declare function isLogSubscriptionFilterNotOption2(v: unknown): boolean;

export declare function isLogSubscriptionFilterNotOption3(v: unknown): boolean;

export declare function isTransactionReceiptsFilter(v: unknown): v is TransactionReceiptsFilter;

export declare function isCallObject(v: unknown): v is CallObject;

export declare function isEthCallObject(v: unknown): v is EthCallObject;

export declare function isStateOverride(v: unknown): v is StateOverride;

export declare function isAccountOverride(v: unknown): v is AccountOverride;

export declare function isStorageOverride(v: unknown): v is StorageOverride;

export declare function isAccountOverrideNot(v: unknown): boolean;

export declare function isStorageProof(v: unknown): v is StorageProof;

export declare function isAccountProof(v: unknown): v is AccountProof;

export declare function isBase58String(v: unknown): v is Base58String;

export declare function isPubkey(v: unknown): v is Pubkey;

export declare function isBase64String(v: unknown): v is Base64String;

export declare function isCommitment(v: unknown): v is Commitment;

export declare function isAccountEncoding(v: unknown): v is AccountEncoding;

export declare function isDataSlice(v: unknown): v is DataSlice;

export declare function isTokenAccountsFilter(v: unknown): v is TokenAccountsFilter;

export declare function isByMint(v: unknown): boolean;

export declare function isByMintNot(v: unknown): boolean;

export declare function isByProgramId(v: unknown): boolean;

export declare function isByProgramIdNot(v: unknown): boolean;

export declare function isTokenAccountsByDelegateConfig(v: unknown): v is TokenAccountsByDelegateConfig;

export declare function isTokenAccountsByDelegateConfigNot(v: unknown): boolean;

export declare function isVoteAccountsConfig(v: unknown): v is VoteAccountsConfig;

export declare function isFeeForMessageConfig(v: unknown): v is FeeForMessageConfig;

export declare function isRpcContext(v: unknown): v is RpcContext;

export declare function isTokenAmount(v: unknown): v is TokenAmount;

export declare function isTokenAccountInfo(v: unknown): v is TokenAccountInfo;

export declare function isParsedTokenAccount(v: unknown): v is ParsedTokenAccount;

export declare function isParsedTokenAccountData(v: unknown): v is ParsedTokenAccountData;

export declare function isEncodedAccountData(v: unknown): v is EncodedAccountData;

export declare function isDataAndEncoding(v: unknown): boolean;

export declare function isEncodedString(v: unknown): boolean;

export declare function isTokenAccount(v: unknown): v is TokenAccount;

export declare function isTokenAccountEntry(v: unknown): v is TokenAccountEntry;

export declare function isTokenAccountsByDelegateResult(v: unknown): v is TokenAccountsByDelegateResult;

export declare function isEpochCredits(v: unknown): v is EpochCredits;

export declare function isVoteAccountEntry(v: unknown): v is VoteAccountEntry;

export declare function isVoteAccounts(v: unknown): v is VoteAccounts;

export declare function isFeeForMessageResponse(v: unknown): v is FeeForMessageResponse;

export declare function isJsonNumber(v: unknown): boolean;

export declare function isStarknetHex(v: unknown): v is StarknetHex;

export declare function isDataAvailabilityMode(v: unknown): v is DataAvailabilityMode;

export declare function isResourceBounds(v: unknown): v is ResourceBounds;

export declare function isDeployAccountTransaction(v: unknown): v is DeployAccountTransaction;

export declare function isDeployAccountTransactionResult(v: unknown): v is DeployAccountTransactionResult;

export declare function isEthGetLogsResult(v: unknown): boolean;

export declare function isEthGetUncleByBlockHashAndIndexResult(v: unknown): boolean;

export declare function isEthGetTransactionByHashResult(v: unknown): boolean;

export declare function isJsonBoolean(v: unknown): boolean;

export declare function isEthGetBlockByNumberResult(v: unknown): boolean;

export declare function isEthGetTransactionReceiptResult(v: unknown): boolean;

export declare function isGetFeeForMessageResult(v: unknown): boolean;

export declare function isTransactionReceiptsNotification(v: unknown): boolean;
