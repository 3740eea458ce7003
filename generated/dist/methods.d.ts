/** What is known about a method at run time. */
export interface MethodInfo {
  name: string;
  /** How params are sent: an array (by position) or an object keyed by param name (by name). */
  paramStructure: 'by-position' | 'by-name' | 'either';
  /** The params in order. */
  params: readonly { readonly name: string; readonly required: boolean }[];
  /** True when every param is optional, so `params` may be omitted. */
  paramsOptional: boolean;
  /** Credits one call costs; null where the spec does not show the cost. */
  credits: number | null;
  /** True when a call may be sent again after a transport failure. */
  idempotent: boolean;
  family?: string;
  /** Transports the method is documented over. */
  transports?: readonly ('http' | 'websocket')[];
  /** Limits the spec states for the method. */
  limits?: { readonly maxParams?: number; readonly maxResults?: number; readonly timeoutSeconds?: number; readonly gasCap?: { readonly field: string; readonly blockGasLimitMultiple: number } };
  /** When an answer cannot change, so a forwarding server may cache it (`x-cache`): a result but null (`found`), or one of a block already final. */
  cache?: { readonly when: 'found' | 'finalized'; readonly blocks?: readonly string[]; readonly resultBlock?: string };
}

/** Run-time facts about every method, by name. */
export declare const methodInfo: {
  readonly eth_getStorageAt: { readonly name: "eth_getStorageAt"; readonly paramStructure: "by-position"; readonly params: readonly [{ readonly name: "address"; readonly required: true; }, { readonly name: "position"; readonly required: true; }, { readonly name: "block"; readonly required: true; }]; readonly paramsOptional: false; readonly credits: 80; readonly idempotent: true; readonly family: "evm"; readonly transports: readonly ["http", "websocket"]; readonly cache: { readonly when: "finalized"; readonly blocks: readonly ["block"]; }; };
  readonly eth_getLogs: { readonly name: "eth_getLogs"; readonly paramStructure: "by-position"; readonly params: readonly [{ readonly name: "filter"; readonly required: true; }]; readonly paramsOptional: false; readonly credits: 255; readonly idempotent: true; readonly family: "evm"; readonly transports: readonly ["http", "websocket"]; readonly limits: { readonly maxParams: 5000; readonly maxResults: 10000; readonly timeoutSeconds: 10; }; readonly cache: { readonly when: "finalized"; readonly blocks: readonly ["filter.fromBlock", "filter.toBlock"]; }; };
  readonly eth_estimateGas: { readonly name: "eth_estimateGas"; readonly paramStructure: "by-position"; readonly params: readonly [{ readonly name: "transaction"; readonly required: true; }, { readonly name: "block"; readonly required: false; }]; readonly paramsOptional: false; readonly credits: 300; readonly idempotent: true; readonly family: "evm"; readonly transports: readonly ["http", "websocket"]; readonly limits: { readonly gasCap: { readonly field: "gas"; readonly blockGasLimitMultiple: 10; }; }; readonly cache: { readonly when: "finalized"; readonly blocks: readonly ["block"]; }; };
  readonly eth_call: { readonly name: "eth_call"; readonly paramStructure: "by-position"; readonly params: readonly [{ readonly name: "transaction"; readonly required: true; }, { readonly name: "block"; readonly required: true; }, { readonly name: "stateOverride"; readonly required: false; }]; readonly paramsOptional: false; readonly credits: 80; readonly idempotent: true; readonly family: "evm"; readonly transports: readonly ["http", "websocket"]; readonly limits: { readonly gasCap: { readonly field: "gas"; readonly blockGasLimitMultiple: 10; }; }; readonly cache: { readonly when: "finalized"; readonly blocks: readonly ["block"]; }; };
  readonly eth_getUncleByBlockHashAndIndex: { readonly name: "eth_getUncleByBlockHashAndIndex"; readonly paramStructure: "by-position"; readonly params: readonly [{ readonly name: "blockHash"; readonly required: true; }, { readonly name: "index"; readonly required: true; }]; readonly paramsOptional: false; readonly credits: 150; readonly idempotent: true; readonly family: "evm"; readonly transports: readonly ["http", "websocket"]; readonly cache: { readonly when: "found"; }; };
  readonly eth_getTransactionByHash: { readonly name: "eth_getTransactionByHash"; readonly paramStructure: "by-position"; readonly params: readonly [{ readonly name: "transactionHash"; readonly required: true; }]; readonly paramsOptional: false; readonly credits: 80; readonly idempotent: true; readonly family: "evm"; readonly transports: readonly ["http", "websocket"]; readonly cache: { readonly when: "finalized"; readonly resultBlock: "blockNumber"; }; };
  readonly eth_getTransactionByBlockNumberAndIndex: { readonly name: "eth_getTransactionByBlockNumberAndIndex"; readonly paramStructure: "by-position"; readonly params: readonly [{ readonly name: "block"; readonly required: true; }, { readonly name: "index"; readonly required: true; }]; readonly paramsOptional: false; readonly credits: 150; readonly idempotent: true; readonly family: "evm"; readonly transports: readonly ["http", "websocket"]; readonly cache: { readonly when: "finalized"; readonly blocks: readonly ["block"]; }; };
  readonly eth_getBlockByNumber: { readonly name: "eth_getBlockByNumber"; readonly paramStructure: "by-position"; readonly params: readonly [{ readonly name: "block"; readonly required: true; }, { readonly name: "hydratedTransactions"; readonly required: true; }]; readonly paramsOptional: false; readonly credits: 80; readonly idempotent: true; readonly family: "evm"; readonly transports: readonly ["http", "websocket"]; readonly cache: { readonly when: "finalized"; readonly blocks: readonly ["block"]; }; };
  readonly eth_getTransactionReceipt: { readonly name: "eth_getTransactionReceipt"; readonly paramStructure: "by-position"; readonly params: readonly [{ readonly name: "transactionHash"; readonly required: true; }]; readonly paramsOptional: false; readonly credits: 80; readonly idempotent: true; readonly family: "evm"; readonly transports: readonly ["http", "websocket"]; readonly cache: { readonly when: "finalized"; readonly resultBlock: "blockNumber"; }; };
  readonly eth_getProof: { readonly name: "eth_getProof"; readonly paramStructure: "by-position"; readonly params: readonly [{ readonly name: "address"; readonly required: true; }, { readonly name: "storageKeys"; readonly required: true; }, { readonly name: "blockParameter"; readonly required: true; }]; readonly paramsOptional: false; readonly credits: 150; readonly idempotent: true; readonly family: "evm"; readonly transports: readonly ["http", "websocket"]; readonly cache: { readonly when: "finalized"; readonly blocks: readonly ["blockParameter"]; }; };
  readonly getTokenAccountsByDelegate: { readonly name: "getTokenAccountsByDelegate"; readonly paramStructure: "by-position"; readonly params: readonly [{ readonly name: "delegate"; readonly required: true; }, { readonly name: "accountDetails"; readonly required: true; }, { readonly name: "config"; readonly required: false; }]; readonly paramsOptional: false; readonly credits: 160; readonly idempotent: true; readonly family: "slot-commitment"; readonly transports: readonly ["http"]; };
  readonly getVoteAccounts: { readonly name: "getVoteAccounts"; readonly paramStructure: "by-position"; readonly params: readonly [{ readonly name: "config"; readonly required: false; }]; readonly paramsOptional: true; readonly credits: 160; readonly idempotent: true; readonly family: "slot-commitment"; readonly transports: readonly ["http"]; };
  readonly getFeeForMessage: { readonly name: "getFeeForMessage"; readonly paramStructure: "by-position"; readonly params: readonly [{ readonly name: "message"; readonly required: true; }, { readonly name: "config"; readonly required: false; }]; readonly paramsOptional: false; readonly credits: 160; readonly idempotent: true; readonly family: "slot-commitment"; readonly transports: readonly ["http"]; };
  readonly starknet_addDeployAccountTransaction: { readonly name: "starknet_addDeployAccountTransaction"; readonly paramStructure: "by-name"; readonly params: readonly [{ readonly name: "deploy_account_transaction"; readonly required: true; }]; readonly paramsOptional: false; readonly credits: null; readonly idempotent: false; readonly family: "starknet"; readonly transports: readonly ["http"]; };
};

/** What is known about a subscription at run time (the spec's `x-subscription`, or its naming convention). */
export interface SubscriptionInfo {
  name: string;
  /** The subscribe method. */
  subscribe: string;
  /** Sent as the subscribe method's first param to choose this kind. */
  value?: string;
  paramStructure: 'by-position' | 'by-name' | 'either';
  /** The params after `value` (or the method's own). */
  params: readonly { readonly name: string; readonly required: boolean }[];
  paramsOptional: boolean;
  /** The method that ends it, given its id. */
  unsubscribe: string;
  /** The name of the id param, when the unsubscribe method takes params by name. */
  unsubscribeByName?: string;
  /** The method of the notifications the server sends. */
  notification: string;
  /** The notification's param holding the subscription id. */
  subscriptionParam: string;
  /** The notification's param holding the value. */
  resultParam: string;
  /** JSON pointers into the value that identify a notification (empty: none declared). */
  identity: readonly string[];
  /** Credits per notification; null where the spec does not say. */
  credits: number | null;
  /** Credits of the subscribe call; null where the spec does not say. */
  subscribeCredits: number | null;
}

/** Run-time facts about every subscription, by name. */
export declare const subscriptionInfo: {
  readonly newHeads: { readonly name: "newHeads"; readonly subscribe: "eth_subscribe"; readonly value: "newHeads"; readonly paramStructure: "by-position"; readonly params: readonly []; readonly paramsOptional: true; readonly unsubscribe: "eth_unsubscribe"; readonly notification: "eth_subscription"; readonly subscriptionParam: "subscription"; readonly resultParam: "result"; readonly identity: readonly ["/hash"]; readonly credits: 20; readonly subscribeCredits: 10; };
  readonly logs: { readonly name: "logs"; readonly subscribe: "eth_subscribe"; readonly value: "logs"; readonly paramStructure: "by-position"; readonly params: readonly [{ readonly name: "filter"; readonly required: false; }]; readonly paramsOptional: true; readonly unsubscribe: "eth_unsubscribe"; readonly notification: "eth_subscription"; readonly subscriptionParam: "subscription"; readonly resultParam: "result"; readonly identity: readonly ["/blockHash", "/logIndex", "/removed"]; readonly credits: 10; readonly subscribeCredits: 10; };
  readonly newPendingTransactions: { readonly name: "newPendingTransactions"; readonly subscribe: "eth_subscribe"; readonly value: "newPendingTransactions"; readonly paramStructure: "by-position"; readonly params: readonly []; readonly paramsOptional: true; readonly unsubscribe: "eth_unsubscribe"; readonly notification: "eth_subscription"; readonly subscriptionParam: "subscription"; readonly resultParam: "result"; readonly identity: readonly [""]; readonly credits: 2; readonly subscribeCredits: 10; };
  readonly transactionReceipts: { readonly name: "transactionReceipts"; readonly subscribe: "eth_subscribe"; readonly value: "transactionReceipts"; readonly paramStructure: "by-position"; readonly params: readonly [{ readonly name: "filter"; readonly required: false; }]; readonly paramsOptional: true; readonly unsubscribe: "eth_unsubscribe"; readonly notification: "eth_subscription"; readonly subscriptionParam: "subscription"; readonly resultParam: "result"; readonly identity: readonly ["/0/blockHash", "/0/transactionHash"]; readonly credits: 20; readonly subscribeCredits: 10; };
};
/** Other notifications a subscription may get (Starknet's reorg), by method. */
export declare const subscriptionNotices: readonly { readonly method: string; readonly subscriptionParam: string; readonly resultParam: string }[];
