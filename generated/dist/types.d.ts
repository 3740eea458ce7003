/**
 * Numeric quantity: a `0x`-prefixed lower-case hexadecimal string with no leading zeros ("0x0" for zero). The interface document states that all numeric quantities in the EVM family are hexadecimal strings prefixed `0x`.
 *
 * Pattern: `^0x(0|[1-9a-f][0-9a-f]*)$`
 */
export type Quantity = `0x${string}`;
/**
 * Unsigned integer of at most 32 bytes encoded as a hex quantity (no leading zeros, at most 64 hex digits). Used for the ECDSA signature components `r` and `s`: the document calls them "32-byte" values, and real nodes (go-ethereum) encode them as quantities, which drops leading zero digits (a 63-digit `r` appears in the recorded go-ethereum responses).
 *
 * Pattern: `^0x(0|[1-9a-f][0-9a-f]{0,63})$`
 */
export type Uint256 = `0x${string}`;
/**
 * Arbitrary byte string: `0x` followed by an even number of lower-case hex digits; "0x" is the empty byte string.
 *
 * Pattern: `^0x([0-9a-f][0-9a-f])*$`
 */
export type Bytes = `0x${string}`;
/**
 * Exactly 8 bytes as `0x` plus 16 lower-case hex digits (the block proof-of-work nonce).
 *
 * Pattern: `^0x[0-9a-f]{16}$`
 */
export type Bytes8 = `0x${string}`;
/**
 * Exactly 256 bytes as `0x` plus 512 lower-case hex digits.
 *
 * Pattern: `^0x[0-9a-f]{512}$`
 */
export type Bloom = `0x${string}`;
/**
 * 20-byte account or contract address: `0x` plus 40 hex digits, in any case. Decision: the interface document says only "20-byte hex"; the official Ethereum execution-apis spec (`^0x[0-9a-fA-F]{40}$`, vendored in test/reference/execution-apis), every node, and every client write addresses in the mixed-case EIP-55 checksum spelling as well as in lower case (viem and ethers send checksummed addresses by default), so both are accepted wherever an address is taken or returned. The case carries no meaning here: the checksum is not verified, as nodes do not verify it. This document's own examples are lower-case.
 *
 * Pattern: `^0x[0-9a-fA-F]{40}$`
 */
export type Address = `0x${string}`;
/**
 * Exactly 32 bytes as `0x` plus 64 lower-case hex digits (block hash, transaction hash, topic, root, key).
 *
 * Pattern: `^0x[0-9a-f]{64}$`
 */
export type Hash32 = `0x${string}`;
/**
 * Storage position or key as hex of at most 32 bytes, leading zeros allowed (`0x` plus 1 to 64 lower-case hex digits). Decision: the document says only "hex" for the `eth_getStorageAt` position and shows both a plain slot number ("0x0") and a 32-byte keccak hash, so both spellings are accepted; real nodes also echo storage proof keys in this shortened form (a requested "0x00" comes back as "0x0").
 *
 * Pattern: `^0x[0-9a-f]{1,64}$`
 */
export type StorageSlot = `0x${string}`;
/**
 * Non-negative integer written in decimal digits inside a JSON string, without leading zeros.
 *
 * Pattern: `^(0|[1-9][0-9]*)$`
 */
export type DecimalString = string;
/** Named block: `latest`, `earliest`, `pending`, `safe` or `finalized` (the five tags the document allows wherever a block parameter is taken). */
export type BlockTag = 'latest' | 'earliest' | 'pending' | 'safe' | 'finalized';
/** A hex block number, or one of the strings `latest`, `earliest`, `pending`, `safe`, `finalized`. */
export type BlockNumberOrTag = Quantity | BlockTag;
/** Named block accepted by `eth_getProof`: `latest`, `earliest`, `pending` or `finalized`. `safe` is not supported by this method (use `finalized` instead), as the document says. */
export type ProofBlockTag = 'latest' | 'earliest' | 'pending' | 'finalized';
/** A hex block number, or one of `latest`, `earliest`, `pending`, `finalized` (`safe` is not supported). */
export type ProofBlockNumberOrTag = Quantity | ProofBlockTag;

/** Block object as the document lists it, without the `transactions` field, which the document lists "only in `eth_getBlockByNumber`". This is the result shape of `eth_getUncleByBlockHashAndIndex` (uncle blocks are returned without transactions; the gateway's own example has none) and the base of `Block`. Required fields are the official Ethereum spec's required Block fields that the document also lists; `difficulty` and `totalDifficulty` are optional. `number`, `hash`, `nonce` and `logsBloom` are null when the block is pending. Other fields sent by real nodes (baseFeePerGas, withdrawals, withdrawalsRoot, blobGasUsed, excessBlobGas, parentBeaconBlockRoot, requestsHash, ...) are not listed by the document and are allowed, not forbidden. */
export interface UncleBlock {
  /** Block number (hex); null when the block is pending. */
  number: Quantity | null;
  /** 32-byte block hash; null when the block is pending. */
  hash: Hash32 | null;
  /** 32-byte hash of the parent block. */
  parentHash: Hash32;
  /** 8 bytes, hash of the generated proof-of-work; null when the block is pending. */
  nonce: Bytes8 | null;
  /** 32-byte hash of the uncles data in the block. */
  sha3Uncles: Hash32;
  /** 256-byte bloom filter for the logs of the block; null when the block is pending. */
  logsBloom: Bloom | null;
  /** 32-byte root of the transaction trie of the block. */
  transactionsRoot: Hash32;
  /** 32-byte root of the final state trie of the block. */
  stateRoot: Hash32;
  /** 32-byte root of the receipts trie of the block. */
  receiptsRoot: Hash32;
  /** 20-byte address of the beneficiary of the mining rewards. */
  miner: Address;
  /** Difficulty of the block (hex). Optional, as in the official spec. */
  difficulty?: Quantity;
  /** Total difficulty of the chain up to this block (hex). Optional and nullable: the document says it "may be null in responses", and go-ethereum omits it after the merge. */
  totalDifficulty?: Quantity | null;
  /** The extra data field of the block. */
  extraData: Bytes;
  /** Size of the block in bytes (hex). */
  size: Quantity;
  /** Maximum gas allowed in the block (hex). */
  gasLimit: Quantity;
  /** Total gas used by all transactions in the block (hex). */
  gasUsed: Quantity;
  /** Unix timestamp (hex) of the collation of the block. */
  timestamp: Quantity;
  /** Array of uncle block hashes (32 bytes each). */
  uncles: Hash32[];
  /** 32-byte mix hash (hex string), also returned in responses. */
  mixHash: Hash32;
}

/** Block object returned by `eth_getBlockByNumber`: every field of `UncleBlock` plus the required `transactions` array (Transaction objects or 32-byte hashes, chosen by the `hydratedTransactions` parameter). */
export type Block = UncleBlock & {
  /** Array of Transaction objects (`hydratedTransactions` true) or of 32-byte transaction hashes (`hydratedTransactions` false). `anyOf` rather than `oneOf` because an empty array matches both forms. */
  transactions: Hash32[] | Transaction[];
};

/** Block header sent by an `eth_subscribe` `newHeads` subscription: the fields of `UncleBlock`, with `size` and `uncles` optional (a node does not send them with a header, as go-ethereum leaves them out), and no `transactions`. Decision: the interface document does not show subscriptions; this follows go-ethereum's `newHeads` notification. Fields real nodes add are allowed, not forbidden. */
export interface BlockHeader {
  /** Block number (hex); null when the block is pending. */
  number: Quantity | null;
  /** 32-byte block hash; null when the block is pending. */
  hash: Hash32 | null;
  /** 32-byte hash of the parent block. */
  parentHash: Hash32;
  /** 8 bytes, hash of the generated proof-of-work; null when the block is pending. */
  nonce: Bytes8 | null;
  /** 32-byte hash of the uncles data in the block. */
  sha3Uncles: Hash32;
  /** 256-byte bloom filter for the logs of the block; null when the block is pending. */
  logsBloom: Bloom | null;
  /** 32-byte root of the transaction trie of the block. */
  transactionsRoot: Hash32;
  /** 32-byte root of the final state trie of the block. */
  stateRoot: Hash32;
  /** 32-byte root of the receipts trie of the block. */
  receiptsRoot: Hash32;
  /** 20-byte address of the beneficiary of the mining rewards. */
  miner: Address;
  /** Difficulty of the block (hex). Optional, as in the official spec. */
  difficulty?: Quantity;
  /** Total difficulty of the chain up to this block (hex). Optional and nullable: the document says it "may be null in responses", and go-ethereum omits it after the merge. */
  totalDifficulty?: Quantity | null;
  /** The extra data field of the block. */
  extraData: Bytes;
  /** Size of the block in bytes (hex). */
  size?: Quantity;
  /** Maximum gas allowed in the block (hex). */
  gasLimit: Quantity;
  /** Total gas used by all transactions in the block (hex). */
  gasUsed: Quantity;
  /** Unix timestamp (hex) of the collation of the block. */
  timestamp: Quantity;
  /** Array of uncle block hashes (32 bytes each). */
  uncles?: Hash32[];
  /** 32-byte mix hash (hex string), also returned in responses. */
  mixHash: Hash32;
}

/** One address accessed by the transaction and the storage keys accessed at it. */
export interface AccessListEntry {
  /** 20-byte address accessed by the transaction. */
  address: Address;
  /** 32-byte storage keys accessed at that address. */
  storageKeys: Hash32[];
}

/** Addresses and storage keys accessed by the transaction (EIP-2930). */
export type AccessList = AccessListEntry[];

/** Transaction as returned by `eth_getTransactionByHash`, `eth_getTransactionByBlockNumberAndIndex` and (hydrated) `eth_getBlockByNumber`. Fields the document marks "present" or "always present" are required; `accessList`, `chainId`, `maxPriorityFeePerGas` and `maxFeePerGas` are optional. `blockHash`, `blockNumber` and `transactionIndex` are null when the transaction is pending; `to` is null for a contract creation. Fields real nodes add (blockTimestamp, yParity, authorizationList, blobVersionedHashes, maxFeePerBlobGas, ...) are allowed, not forbidden. */
export interface Transaction {
  /** Addresses and storage keys accessed by the transaction. Optional. */
  accessList?: AccessList;
  /** 32-byte hash of the block holding the transaction; null when pending. Always present. */
  blockHash: Hash32 | null;
  /** Number of the block holding the transaction (hex); null when pending. Always present. */
  blockNumber: Quantity | null;
  /** Chain identifier (hex); returned only for EIP-1559 transactions. Optional. */
  chainId?: Quantity;
  /** 20-byte address of the sender. */
  from: Address;
  /** Gas provided by the sender (hex). */
  gas: Quantity;
  /** Gas price provided by the sender, in wei (hex). */
  gasPrice: Quantity;
  /** 32-byte hash of the transaction. */
  hash: Hash32;
  /** Data sent along with the transaction. */
  input: Bytes;
  /** Maximum fee per gas above the base fee, in wei (EIP-1559). Optional. */
  maxPriorityFeePerGas?: Quantity;
  /** Maximum total fee per gas (base fee plus priority fee), in wei (EIP-1559). Optional. */
  maxFeePerGas?: Quantity;
  /** Number of transactions made by the sender before this one (hex). */
  nonce: Quantity;
  /** ECDSA signature component r (32 bytes). Encoded as a hex quantity without leading zeros, as real nodes send it. */
  r: Uint256;
  /** ECDSA signature component s (32 bytes). Encoded as a hex quantity without leading zeros, as real nodes send it. */
  s: Uint256;
  /** 20-byte address of the receiver; null for a contract creation transaction. Always present. */
  to: Address | null;
  /** Index of the transaction in the block (hex); null when pending. */
  transactionIndex: Quantity | null;
  /** Transaction type (hex, e.g. "0x0" legacy, "0x1" EIP-2930, "0x2" EIP-1559). */
  type: Quantity;
  /** ECDSA recovery id (hex). */
  v: Quantity;
  /** Value transferred, in wei (hex). */
  value: Quantity;
}

/** Execution status returned as a hex string, "0x1" for success or "0x0" for failure. */
export type ReceiptStatus = '0x0' | '0x1';
/** Receipt of a mined transaction (a pending transaction has no receipt). Decision: the document's table marks no field optional, so every listed field is required, except that exactly one of `root` (32-byte post-transaction state root, pre-Byzantium) or `status` (post-Byzantium) is present; this is expressed with `oneOf` of two branches, each requiring one of the two and forbidding the other. `contractAddress` is null unless the transaction created a contract; `to` is null for a contract creation. Fields real nodes add (blobGasUsed, blobGasPrice, ...) are allowed, not forbidden. */
export type TransactionReceipt = {
  /** 32-byte hash of the block holding the transaction. */
  blockHash: Hash32;
  /** Number of the block holding the transaction (hex). */
  blockNumber: Quantity;
  /** 20-byte address of the contract created, if the transaction was a contract creation; otherwise null. */
  contractAddress: Address | null;
  /** Total gas used in the block up to and including this transaction (hex). */
  cumulativeGasUsed: Quantity;
  /** Actual value per gas deducted from the sender's account (hex); before EIP-1559 it equals the transaction's gas price. */
  effectiveGasPrice: Quantity;
  /** 20-byte address of the sender. */
  from: Address;
  /** Gas used by this transaction alone (hex). */
  gasUsed: Quantity;
  /** Array of Log objects generated by this transaction. */
  logs: Log[];
  /** 256-byte bloom filter for light clients to quickly retrieve related logs. */
  logsBloom: Bloom;
  /** 32-byte post-transaction state root (transactions before Byzantium). Present exactly when `status` is absent. */
  root?: Hash32;
  /** "0x1" (success) or "0x0" (failure), transactions after Byzantium. Present exactly when `root` is absent. */
  status?: ReceiptStatus;
  /** 20-byte address of the receiver; null for a contract creation transaction. */
  to: Address | null;
  /** 32-byte hash of the transaction. */
  transactionHash: Hash32;
  /** Index of the transaction in the block (hex). */
  transactionIndex: Quantity;
  /** Transaction type (hex). */
  type: Quantity;
} & ({
  status: unknown;
  root?: never;
} | {
  root: unknown;
  status?: never;
});

/** Log entry returned by `eth_getLogs` and inside receipts. Decision: the document's table marks no field optional, so every listed field is required; `logIndex`, `transactionIndex`, `transactionHash`, `blockHash` and `blockNumber` are null when the log is pending. Fields real nodes add (e.g. blockTimestamp) are allowed, not forbidden. */
export interface Log {
  /** True when the log was removed by a chain reorganization; false for a valid log. */
  removed: boolean;
  /** Position of the log in the block (hex); null when pending. */
  logIndex: Quantity | null;
  /** Index of the transaction that created the log (hex); null when pending. */
  transactionIndex: Quantity | null;
  /** 32-byte hash of the transaction that created the log; null when pending. */
  transactionHash: Hash32 | null;
  /** 32-byte hash of the block holding the log; null when pending. */
  blockHash: Hash32 | null;
  /** Number of the block holding the log (hex); null when pending. */
  blockNumber: Quantity | null;
  /** 20-byte address from which the log originated. */
  address: Address;
  /** One or more 32-byte non-indexed arguments of the log. Decision: typed as any byte string ("0x" included) because an event without non-indexed arguments has empty data and the EVM LOG opcodes do not force 32-byte multiples. */
  data: Bytes;
  /** Array of 0 to 4 indexed log arguments, 32 bytes each. The first is the hash of the event signature unless the event was declared anonymous. */
  topics: Hash32[];
}

/** Filter object, the single element of the `eth_getLogs` params. All fields are optional. When `blockHash` is present, `fromBlock` and `toBlock` are not allowed (expressed with `not` over `anyOf` of the two forbidden combinations). Decision on `topics`: the document says "array of 32-byte topics; order-dependent", but every Ethereum client library (viem, ethers, web3.js) sends `null` for a position that matches any topic and an array for "any of these" at one position, the provider's own documentation allows both, and go-ethereum and the official execution-apis spec accept them; refusing them would refuse what real callers send, so each position is a `FilterTopic`. The object is left open: the document does not forbid other members. */
export interface Filter {
  /** One 20-byte contract address or a list of addresses from which logs should originate. */
  address?: Address | Address[];
  /**
   * Start of the block range, a hex block number or tag. Default `latest`.
   *
   * @defaultValue "latest"
   */
  fromBlock?: BlockNumberOrTag;
  /**
   * End of the block range, a hex block number or tag. Default `latest`.
   *
   * @defaultValue "latest"
   */
  toBlock?: BlockNumberOrTag;
  /** Array of 32-byte topics; order-dependent (position i is matched against the log's i-th topic). A position may also be `null` (any topic) or an array of topics (any of them). */
  topics?: FilterTopic[];
  /** 32-byte block hash restricting the results to that one block. When present, `fromBlock` and `toBlock` are not allowed. */
  blockHash?: Hash32;
}

/** One position of a log filter's `topics`: a 32-byte topic to match exactly, `null` to match any topic at that position, or an array of topics of which one must match (an empty array matches any, as in go-ethereum). */
export type FilterTopic = Hash32 | null | Hash32[];
/** Id of a subscription, answered by `eth_subscribe` and carried by each of its notifications (go-ethereum writes 16 random bytes as `0x` hex). Decision: any non-empty string, as nodes differ in how they write it. */
export type SubscriptionId = string;

/** Filter of a `logs` subscription: the `address` and `topics` of `Filter`. A subscription takes new blocks only, so `fromBlock`, `toBlock` and `blockHash` are not allowed (the gateway refuses them, as it always has). Decision: the interface document does not show subscriptions; this follows go-ethereum's `logs` subscription. */
export interface LogSubscriptionFilter {
  /** One 20-byte contract address or a list of addresses from which logs should originate. */
  address?: Address | Address[];
  /** Array of 32-byte topics; order-dependent. A position may also be `null` (any topic) or an array of topics (any of them). */
  topics?: FilterTopic[];
}

/** Filter of a `transactionReceipts` subscription: the hashes of the transactions whose receipts are sent. Without it, the receipts of every transaction of each new block are sent. Decision: this follows go-ethereum's `transactionReceipts` subscription (its `TransactionReceiptsQuery`). */
export interface TransactionReceiptsFilter {
  /** 32-byte hashes of the transactions to follow. */
  transactionHashes?: Hash32[];
}

/** Transaction call object of `eth_call` and `eth_estimateGas`: every field is optional, `from` and `to` included. Decision: the interface document marks `from` required in `eth_call` and `to` present in both methods, but every node accepts a call without `from` (it runs from the zero address) and a contract creation without `to` (`data` is then the creation code); the official Ethereum execution-apis document (vendored in test/reference/execution-apis) makes both optional, and viem, ethers and web3.js send them so for every read without an account and every deployment. The `gas` value is capped at 10 times (1000%) the current block gas limit. The document names the input field `data`; the object is left open because the document does not forbid other members (real nodes also accept the official name `input`). */
export interface CallObject {
  /** 20-byte address the transaction is sent from. The interface document: "Optional for `eth_estimateGas`, required for `eth_call`". Optional in both here (see the object's decision): a node runs a call without it from the zero address. */
  from?: Address;
  /** 20-byte address the transaction is directed to. The interface document: "Present in both methods". Optional here (see the object's decision): left out, the call is a contract creation whose `data` is the creation code. */
  to?: Address;
  /** Gas provided for the execution (hex). The method itself consumes no gas, but some executions need it. Capped at 10 times the current block gas limit. In `eth_estimateGas`, when no gas limit is given the pending block gas limit is the upper bound. */
  gas?: Quantity;
  /** Price per gas (hex), in wei. */
  gasPrice?: Quantity;
  /** Maximum fee per gas above the base fee, in wei (EIP-1559). */
  maxPriorityFeePerGas?: Quantity;
  /** Maximum total fee per gas (base fee plus priority fee), in wei (EIP-1559). */
  maxFeePerGas?: Quantity;
  /** Value sent with the transaction (hex), in wei. */
  value?: Quantity;
  /** Hash of the method signature and encoded parameters (contract ABI encoding). */
  data?: Bytes;
}

/** Transaction call object of `eth_call`: the same as `CallObject` (`from` and `to` optional, see its decision). Kept as its own name so that code written against it keeps compiling. */
export type EthCallObject = CallObject;
/** Account state to assume for one `eth_call`, keyed by address, as go-ethereum and anvil take it (viem's `call({ stateOverride })` sends this shape): for each account, a balance, nonce, code, and either its whole storage (`state`) or changes to it (`stateDiff`), never both. Nothing is written to the chain. Decision: at most 64 accounts and 256 storage slots per account, so that one call cannot carry an unbounded override (the interface document does not show the parameter at all; nodes set no limit of their own beyond the request size). */
export type StateOverride = { [key: string]: AccountOverride };

/** The state one account is assumed to have during the call. `state` replaces the account's whole storage and `stateDiff` changes only the slots it names: go-ethereum refuses an account with both, and so does this schema. Other members are left to the node (go-ethereum also takes `movePrecompileToAddress`), as every object of this document is left open. */
export interface AccountOverride {
  /** Balance to assume, in wei (hex). */
  balance?: Quantity;
  /** Nonce to assume (hex). */
  nonce?: Quantity;
  /** EVM bytecode to assume at the address (hex bytes). */
  code?: Bytes;
  /** The account's whole storage during the call (every slot not named is zero). */
  state?: StorageOverride;
  /** Storage slots changed during the call (the slots not named keep their value). */
  stateDiff?: StorageOverride;
}

/** Storage slots and their values, each a 32-byte hex word (`0x` plus 64 lower-case hex digits), at most 256 slots. */
export type StorageOverride = { [key: string]: Hash32 };

/** Proof for one requested storage key. Decision: all three fields are required (the document lists them without optional marks). */
export interface StorageProof {
  /** The requested storage key. Real nodes echo it in shortened hex (a requested "0x00" is returned as "0x0"), so any hex of at most 32 bytes is accepted. */
  key: StorageSlot;
  /** The storage value (hex). */
  value: Quantity;
  /** Array of RLP-serialized Merkle tree nodes, starting with the storage hash node and following the path of the hash of the key. May be empty. */
  proof: Bytes[];
}

/** Result of `eth_getProof`. Decision: every field the document lists is required (the table marks none optional). Other fields are allowed, not forbidden. */
export interface AccountProof {
  /** The account address (returned in the response). */
  address: Address;
  /** Balance of the account in wei (hex). */
  balance: Quantity;
  /** 32-byte hash of the account code. */
  codeHash: Hash32;
  /** Nonce of the account (hex). */
  nonce: Quantity;
  /** 32-byte hash of the storage root. All storage proofs start at this root. */
  storageHash: Hash32;
  /** Array of RLP-serialized Merkle tree nodes, starting with the state root node and following the path of the hash of the address. */
  accountProof: Bytes[];
  /** Array with one entry per requested storage key. */
  storageProof: StorageProof[];
}

/**
 * Base58-encoded string (Bitcoin alphabet, no 0, O, I or l).
 *
 * Pattern: `^[1-9A-HJ-NP-Za-km-z]+$`
 */
export type Base58String = string;
/**
 * Base58-encoded 32-byte public key (32 to 44 characters).
 *
 * Pattern: `^[1-9A-HJ-NP-Za-km-z]+$`
 */
export type Pubkey = string;
/**
 * Standard base64-encoded string (alphabet A-Z a-z 0-9 + /, padded with = to a multiple of 4 characters).
 *
 * Pattern: `^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$`
 */
export type Base64String = string;
/**
 * Commitment level of the queried bank state: `finalized` (default; block confirmed by a supermajority of the cluster at maximum lockout), `confirmed` (most recent block voted on by a supermajority of the cluster), `processed` (most recent block of the node, which may still be skipped).
 *
 * @defaultValue "finalized"
 */
export type Commitment = 'finalized' | 'confirmed' | 'processed';
/** Encoding of returned account data, `base58`, `base64`, `base64+zstd` or `jsonParsed`. */
export type AccountEncoding = 'base58' | 'base64' | 'base64+zstd' | 'jsonParsed';

/** Limits the returned account data to `length` bytes starting at `offset`. Allowed only with the `base58`, `base64` or `base64+zstd` encodings. Decision: both members are required, since the document describes the object as holding an integer offset and length. */
export interface DataSlice {
  /** Byte offset at which the returned data starts. */
  offset: number;
  /** Number of bytes to return. */
  length: number;
}

/** Second parameter of `getTokenAccountsByDelegate`, holding one of `mint` or `programId`. Decision: "holding one of" is read as exactly one of the two (expressed with `oneOf` of two branches, each requiring one member and forbidding the other), as the Solana RPC requires. */
export type TokenAccountsFilter = {
  /** Base58 public key of the token mint to limit the accounts to. */
  mint?: Pubkey;
  /** Base58 public key of the token program that owns the accounts. */
  programId?: Pubkey;
} & ({
  mint: unknown;
  programId?: never;
} | {
  programId: unknown;
  mint?: never;
});

/** Optional configuration of `getTokenAccountsByDelegate`. `dataSlice` is allowed only with the `base58`, `base64` or `base64+zstd` encodings: a `dataSlice` together with encoding `jsonParsed` is rejected (expressed with `not`). The document does not name a default encoding, so a `dataSlice` without `encoding` is accepted. */
export interface TokenAccountsByDelegateConfig {
  /** Commitment level; default `finalized`. */
  commitment?: Commitment;
  /** Encoding of the returned account data. */
  encoding?: AccountEncoding;
  /** Slice of the account data to return (offset and length in bytes); only with base58, base64 or base64+zstd. */
  dataSlice?: DataSlice;
  /** Minimum slot at which the request may be evaluated. */
  minContextSlot?: number;
}

/** Optional configuration of `getVoteAccounts`. */
export interface VoteAccountsConfig {
  /** Commitment level; default `finalized`. */
  commitment?: Commitment;
  /** Base58 vote account public key; restricts the results to that vote account. */
  votePubkey?: Pubkey;
  /** When true, all delinquent accounts are included even if unstaked. */
  keepUnstakedDelinquents?: boolean;
  /** Number of slots a validator must be behind to be delinquent. Specifying it is discouraged. */
  delinquentSlotDistance?: number;
}

/** Optional configuration of `getFeeForMessage`. */
export interface FeeForMessageConfig {
  /** Commitment level; default `finalized`. */
  commitment?: Commitment;
  /** Minimum slot at which the request may be evaluated. */
  minContextSlot?: number;
}

/** Context returned by the slot/commitment-style methods. Decision: `slot` is required and `apiVersion` optional, because the gateway's own `getTokenAccountsByDelegate` example omits `apiVersion` (older nodes do not send it). */
export interface RpcContext {
  /** Slot number of the queried block. */
  slot: number;
  /** Version used for the query (the version reported in responses). */
  apiVersion?: string;
}

/** Token balance with its decimals. Decision: every member is required (the document lists them without optional marks). */
export interface TokenAmount {
  /** Raw balance without decimals, a string of a u64 integer. */
  amount: DecimalString;
  /** Number of base-10 digits to the right of the decimal point. */
  decimals: number;
  /** Balance using the mint-prescribed decimals. Deprecated. Decision: nullable, because the Solana node type of this member is an optional float. */
  uiAmount: number | null;
  /** Balance as a string, using the mint-prescribed decimals. */
  uiAmountString: string;
}

/** The `parsed.info` object of a token account returned with `jsonParsed`. Decision: every listed member is required. */
export interface TokenAccountInfo {
  /** Token balance of the account. */
  tokenAmount: TokenAmount;
  /** Public key of the delegate. */
  delegate: Pubkey;
  /** Amount delegated to the delegate (same shape as tokenAmount). */
  delegatedAmount: TokenAmount;
  /** Current state of the token account. The value `initialized` appears in responses; the full set of state values and the transitions between them are not shown by the document, so any string is accepted. */
  state: string;
  /** Whether the account holds native (wrapped) tokens. */
  isNative: boolean;
  /** Public key of the token mint. */
  mint: Pubkey;
  /** Public key of the token account owner. */
  owner: Pubkey;
}

/** The `parsed` object of `jsonParsed` account data, holding `info` and `type`. */
export interface ParsedTokenAccount {
  /** Parsed token account fields. */
  info: TokenAccountInfo;
  /** Type of the parsed account (e.g. `account`). */
  type: string;
}

/** Account data returned with encoding `jsonParsed`. */
export interface ParsedTokenAccountData {
  /** Name of the program managing the account (e.g. `spl-token`). */
  program: string;
  /** Parsed account state. */
  parsed: ParsedTokenAccount;
  /** Size of the account data in bytes. */
  space: number;
}

/** Account data in an encoded binary form (encodings base58, base64, base64+zstd). The document says only "encoded binary data". Decision: accept the Solana node forms, a two-element array `[data, encoding]` or a plain encoded string. */
export type EncodedAccountData = [string, 'base58' | 'base64' | 'base64+zstd'] | string;

/** Account part of a token account entry. Decision: every listed member is required. */
export interface TokenAccount {
  /** Encoded binary data, or (with `jsonParsed`) an object with `program`, `parsed` and `space`. */
  data: EncodedAccountData | ParsedTokenAccountData;
  /** Whether the account contains a program (and is read-only). */
  executable: boolean;
  /** Lamport balance of the account. */
  lamports: number;
  /** Base58 public key of the program that owns the account. */
  owner: Pubkey;
  /** Epoch at which the account will next owe rent. */
  rentEpoch: number;
  /** Size of the account data in bytes. */
  space: number;
}

/** One entry of the `getTokenAccountsByDelegate` result value. */
export interface TokenAccountEntry {
  /** Base58 public key of the token account. */
  pubkey: Pubkey;
  /** The token account. */
  account: TokenAccount;
}

/** Object with `context` and `value` (array of token account entries). */
export interface TokenAccountsByDelegateResult {
  /** Slot and API version of the query. */
  context: RpcContext;
  /** Token accounts delegated to the given public key. */
  value: TokenAccountEntry[];
}

/** Three integers, `[epoch, credits, previousCredits]`. */
export type EpochCredits = [number, number, number];

/** One vote account, in `current` or `delinquent`. Decision: every listed field is required (the document lists them without optional marks). Fields newer nodes add (e.g. inflationRewardsCommissionBps) are allowed, not forbidden. */
export interface VoteAccountEntry {
  /** Stake delegated to the vote account and active in this epoch, in lamports. */
  activatedStake: number;
  /** Percentage (0 to 100) of rewards payout owed to the vote account. */
  commission: number;
  /** Latest history of earned credits, one `[epoch, credits, previousCredits]` tuple per epoch. */
  epochCredits: EpochCredits[];
  /** Whether the vote account is staked for the current epoch. */
  epochVoteAccount: boolean;
  /** Most recent slot voted on by the vote account. */
  lastVote: number;
  /** Validator identity public key. */
  nodePubkey: Pubkey;
  /** Current root slot of the vote account. */
  rootSlot: number;
  /** Vote account public key. */
  votePubkey: Pubkey;
}

/** Object with `current` and `delinquent` arrays of vote account entries (same fields in both). */
export interface VoteAccounts {
  /** Current (non-delinquent) vote accounts. */
  current: VoteAccountEntry[];
  /** Delinquent vote accounts. */
  delinquent: VoteAccountEntry[];
}

/** Object returned by `getFeeForMessage` when the block exists: `context` and `value` (null, or the fee the network will charge for the message). The numeric type of the fee is not shown by the document, so it is typed as a JSON number. */
export interface FeeForMessageResponse {
  /** Slot and API version of the query. */
  context: RpcContext;
  /** The fee for the message, or null. Numeric type not shown by the document (typed as number). */
  value: number | null;
}

/**
 * `0x`-prefixed lower-case hex string. The document says only "hex string"; leading zeros are accepted (the gateway's example returns `contract_address` "0x03b5..."), and no upper bound on length is shown.
 *
 * Pattern: `^0x[0-9a-f]+$`
 */
export type StarknetHex = `0x${string}`;
/** Data availability mode, a plain string. The value `L1` appears in the document; allowed values beyond it are not shown, so any string is accepted. */
export type DataAvailabilityMode = string;

/** Resource bounds of the transaction as the document shows them: an object with `l1_gas` and `l2_gas`, each a hex string. Which members are required is not shown, so none is required. */
export interface ResourceBounds {
  /** L1 gas bound, hex string. */
  l1_gas?: StarknetHex;
  /** L2 gas bound, hex string. */
  l2_gas?: StarknetHex;
}

/** The `deploy_account_transaction` object. Shape as the document shows it; which fields are required, and allowed values beyond those appearing in the document, are not shown, so no field is required and only the documented shapes are checked. Other members are allowed, not forbidden. */
export interface DeployAccountTransaction {
  /** Transaction type, the string `DEPLOY_ACCOUNT`. */
  type?: 'DEPLOY_ACCOUNT';
  /** Transaction version, hex string (e.g. "0x3"). */
  version?: StarknetHex;
  /** Transaction signature, an array of decimal-number strings. */
  signature?: DecimalString[];
  /** Nonce, hex string. */
  nonce?: StarknetHex;
  /** Salt for the address of the deployed contract, hex string. */
  contract_address_salt?: StarknetHex;
  /** Hash of the class of the account contract to deploy, hex string. */
  class_hash?: StarknetHex;
  /** Constructor arguments, an array of hex strings. */
  constructor_calldata?: StarknetHex[];
  /** Object with `l1_gas` and `l2_gas`, hex strings. */
  resource_bounds?: ResourceBounds;
  /** Tip, hex string. */
  tip?: StarknetHex;
  /** Paymaster data, an array (may be empty). The type of its items is not shown. */
  paymaster_data?: unknown[];
  /** Data availability mode of the nonce (string; `L1` appears). */
  nonce_data_availability_mode?: DataAvailabilityMode;
  /** Data availability mode of the fee (string; `L1` appears). */
  fee_data_availability_mode?: DataAvailabilityMode;
}

/** Result of `starknet_addDeployAccountTransaction`. */
export interface DeployAccountTransactionResult {
  /** Hash of the deploy account transaction. */
  transaction_hash: StarknetHex;
  /** Address of the new contract. */
  contract_address: StarknetHex;
}

/** Params of `eth_getStorageAt`. */
export type EthGetStorageAtParams = [address: Address, position: StorageSlot, block: BlockNumberOrTag];
/** The value at this storage position (hex string; real nodes return the 32-byte word). */
export type EthGetStorageAtResult = Bytes;
/** Params of `eth_getLogs`. */
export type EthGetLogsParams = [filter: Filter];
/** Array of Log objects matching the filter; an empty array if none match. */
export type EthGetLogsResult = Log[];
/** Params of `eth_estimateGas`. */
export type EthEstimateGasParams = [transaction: CallObject, block?: BlockNumberOrTag];
/** Hex estimate of the gas used; the transaction is not added to the chain. */
export type EthEstimateGasResult = Quantity;
/** Params of `eth_call`. */
export type EthCallParams = [transaction: EthCallObject, block: BlockNumberOrTag, stateOverride?: StateOverride];
/** The return value of the executed contract (hex; "0x" when empty). */
export type EthCallResult = Bytes;
/** Params of `eth_getUncleByBlockHashAndIndex`. */
export type EthGetUncleByBlockHashAndIndexParams = [blockHash: Hash32, index: Quantity];
/** The uncle Block object, or null when not found. */
export type EthGetUncleByBlockHashAndIndexResult = UncleBlock | null;
/** Params of `eth_getTransactionByHash`. */
export type EthGetTransactionByHashParams = [transactionHash: Hash32];
/** The Transaction object, or null when not found. */
export type EthGetTransactionByHashResult = Transaction | null;
/** Params of `eth_getTransactionByBlockNumberAndIndex`. */
export type EthGetTransactionByBlockNumberAndIndexParams = [block: BlockNumberOrTag, index: Quantity];
/** The Transaction object, or null when not found. */
export type EthGetTransactionByBlockNumberAndIndexResult = Transaction | null;
/** Params of `eth_getBlockByNumber`. */
export type EthGetBlockByNumberParams = [block: BlockNumberOrTag, hydratedTransactions: boolean];
/** The Block object, or null when not found. */
export type EthGetBlockByNumberResult = Block | null;
/** Params of `eth_getTransactionReceipt`. */
export type EthGetTransactionReceiptParams = [transactionHash: Hash32];
/** The transaction receipt, or null when no receipt exists (a pending transaction has no receipt). */
export type EthGetTransactionReceiptResult = TransactionReceipt | null;
/** Params of `eth_getProof`. */
export type EthGetProofParams = [address: Address, storageKeys: Hash32[], blockParameter: ProofBlockNumberOrTag];
/** The Account proof object. */
export type EthGetProofResult = AccountProof;
/** Params of `getTokenAccountsByDelegate`. */
export type GetTokenAccountsByDelegateParams = [delegate: Pubkey, accountDetails: TokenAccountsFilter, config?: TokenAccountsByDelegateConfig];
/** Object with `context` and `value` (array of token account entries). */
export type GetTokenAccountsByDelegateResult = TokenAccountsByDelegateResult;
/** Params of `getVoteAccounts`. */
export type GetVoteAccountsParams = [config?: VoteAccountsConfig];
/** Object with `current` and `delinquent` arrays of vote account entries. */
export type GetVoteAccountsResult = VoteAccounts;
/** Params of `getFeeForMessage`. */
export type GetFeeForMessageParams = [message: Base64String, config?: FeeForMessageConfig];
/** Null when the block does not exist; otherwise an object with `context` and `value` (null, or the fee). */
export type GetFeeForMessageResult = FeeForMessageResponse | null;
/** Params of `starknet_addDeployAccountTransaction`. */
export type StarknetAddDeployAccountTransactionParams = {
  /** The deploy account transaction. */
  deploy_account_transaction: DeployAccountTransaction;
};
/** Object with `transaction_hash` and `contract_address`. */
export type StarknetAddDeployAccountTransactionResult = DeployAccountTransactionResult;

/** Every method of the API by name: its params and its result. Typed `request()` functions are built on it. */
export interface Methods {
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
  eth_getStorageAt: { params: EthGetStorageAtParams; result: EthGetStorageAtResult };
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
  eth_getLogs: { params: EthGetLogsParams; result: EthGetLogsResult };
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
  eth_estimateGas: { params: EthEstimateGasParams; result: EthEstimateGasResult };
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
  eth_call: { params: EthCallParams; result: EthCallResult };
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
  eth_getUncleByBlockHashAndIndex: { params: EthGetUncleByBlockHashAndIndexParams; result: EthGetUncleByBlockHashAndIndexResult };
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
  eth_getTransactionByHash: { params: EthGetTransactionByHashParams; result: EthGetTransactionByHashResult };
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
  eth_getTransactionByBlockNumberAndIndex: { params: EthGetTransactionByBlockNumberAndIndexParams; result: EthGetTransactionByBlockNumberAndIndexResult };
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
  eth_getBlockByNumber: { params: EthGetBlockByNumberParams; result: EthGetBlockByNumberResult };
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
  eth_getTransactionReceipt: { params: EthGetTransactionReceiptParams; result: EthGetTransactionReceiptResult };
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
  eth_getProof: { params: EthGetProofParams; result: EthGetProofResult };
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
  getTokenAccountsByDelegate: { params: GetTokenAccountsByDelegateParams; result: GetTokenAccountsByDelegateResult };
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
  getVoteAccounts: { params: GetVoteAccountsParams; result: GetVoteAccountsResult };
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
  getFeeForMessage: { params: GetFeeForMessageParams; result: GetFeeForMessageResult };
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
  starknet_addDeployAccountTransaction: { params: StarknetAddDeployAccountTransactionParams; result: StarknetAddDeployAccountTransactionResult };
}

/** Params of `client.subscribe.newHeads`: those of `eth_subscribe` with "newHeads". */
export type NewHeadsSubscriptionParams = [];
/**
 * A block header each time a new block is added to the chain.
 *
 * Sent as `eth_subscription` `{ subscription, result }`.
 */
export type NewHeadsNotification = BlockHeader;
/** Params of `client.subscribe.logs`: those of `eth_subscribe` with "logs". */
export type LogsSubscriptionParams = [filter?: LogSubscriptionFilter];
/**
 * Each log of a new block that matches the filter (again with removed true on a reorg).
 *
 * Sent as `eth_subscription` `{ subscription, result }`.
 */
export type LogsNotification = Log;
/** Params of `client.subscribe.newPendingTransactions`: those of `eth_subscribe` with "newPendingTransactions". */
export type NewPendingTransactionsSubscriptionParams = [];
/**
 * The hash of each transaction added to the pending pool.
 *
 * Sent as `eth_subscription` `{ subscription, result }`.
 */
export type NewPendingTransactionsNotification = Hash32;
/** Params of `client.subscribe.transactionReceipts`: those of `eth_subscribe` with "transactionReceipts". */
export type TransactionReceiptsSubscriptionParams = [filter?: TransactionReceiptsFilter];
/**
 * The receipts of each new block's transactions (those the filter names, when given).
 *
 * Sent as `eth_subscription` `{ subscription, result }`.
 */
export type TransactionReceiptsNotification = TransactionReceipt[];

/** Every subscription of the API by name: its params and its notification. `client.subscribe` is built on it. */
export interface Subscriptions {
  /** A block header each time a new block is added to the chain. */
  newHeads: { params: NewHeadsSubscriptionParams; notification: NewHeadsNotification };
  /** Each log of a new block that matches the filter (again with removed true on a reorg). */
  logs: { params: LogsSubscriptionParams; notification: LogsNotification };
  /** The hash of each transaction added to the pending pool. */
  newPendingTransactions: { params: NewPendingTransactionsSubscriptionParams; notification: NewPendingTransactionsNotification };
  /** The receipts of each new block's transactions (those the filter names, when given). */
  transactionReceipts: { params: TransactionReceiptsSubscriptionParams; notification: TransactionReceiptsNotification };
}

/** The name of any subscription of the API. */
export type SubscriptionName = keyof Subscriptions;
/** The name of any method of the API. */
export type MethodName = keyof Methods;
/** The params of method `M`. */
export type MethodParams<M extends MethodName> = Methods[M]['params'];
/** The result of method `M`. */
export type MethodResult<M extends MethodName> = Methods[M]['result'];
