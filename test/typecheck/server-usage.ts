// Compiled with tsc --strict by test/types.test.ts: what the generated server's handler types accept and reject.
// Every `@ts-expect-error` must hit an error, so the file fails to compile if a type gets looser or stricter.
import type { Server } from 'node:http';
import type { Block } from '../../generated/src/index.js';
import { createFetchHandler, createRpcHandler, createServer, raiseExecutionReverted, type CreditStore, type Handlers } from '../../generated/src/server.js';

declare const block: Block;

const handlers: Handlers = {
  // By position: the tuple, destructured; the context says who calls and how.
  eth_getBlockByNumber: async ([tag, full], context) => {
    const asString: string = tag;
    const asBoolean: boolean = full;
    const key: string = context.apiKey;
    const transport: 'http' | 'ws' = context.transport;
    context.signal.throwIfAborted();
    void [asString, asBoolean, key, transport];
    return context.method === 'eth_getBlockByNumber' ? block : null;
  },
  eth_getLogs: async ([filter], { limits }) => (filter.address === undefined && limits?.maxResults === 10_000 ? [] : []),
  eth_estimateGas: ([call]) => call.gas ?? '0x5208',
  eth_call: ([call]) => raiseExecutionReverted(`cannot call ${call.to}`, '0x'),
  eth_getUncleByBlockHashAndIndex: () => null,
  eth_getTransactionByHash: () => null,
  eth_getTransactionByBlockNumberAndIndex: () => null,
  eth_getTransactionReceipt: () => null,
  eth_getProof: () => {
    throw new Error('not here');
  },
  eth_getStorageAt: () => '0x00',
  getTokenAccountsByDelegate: () => ({ context: { slot: 1, apiVersion: '2.0' }, value: [] }),
  getVoteAccounts: ([config]) => (config?.votePubkey ? { current: [], delinquent: [] } : { current: [], delinquent: [] }),
  getFeeForMessage: () => null,
  // By name: one object.
  starknet_addDeployAccountTransaction: ({ deploy_account_transaction }) => ({
    transaction_hash: deploy_account_transaction.nonce ?? '0x1',
    contract_address: '0x2',
  }),
};

export const server: Server = createServer(handlers, { authenticate: (key) => key.length > 0, blockGasLimit: () => 30_000_000n });
export const core = createRpcHandler(handlers, { timeoutSeconds: { eth_getLogs: 5 }, validateResults: true });
export const fetchHandler: (request: Request) => Promise<Response> = createFetchHandler(handlers);

/** A store of the application's own: the package takes any `CreditStore` (the gateway package has two). */
const flatStore: CreditStore = {
  charge: (_apiKey, cost) => ({ ok: cost <= 100, balance: 100, resetsAt: 0 }),
  balance: () => 100,
  refund: async () => undefined,
};

// The bounds against hostile clients, and a credit store.
export const bounded: Server = createServer(handlers, {
  maxConnections: 2_000,
  headersTimeoutSeconds: 5,
  requestTimeoutSeconds: 20,
  bodyTimeoutSeconds: 5,
  keepAliveTimeoutSeconds: 5,
  wsMaxBufferedBytes: 512 * 1024,
  wsDrainTimeoutSeconds: 10,
  creditStore: flatStore,
});

// @ts-expect-error a store's charge answers what it did, not a boolean
export const wrongStore: CreditStore = { charge: () => true, balance: () => 0 };
// @ts-expect-error balances are a store's: the server has no dailyCredits (the gateway's MemoryCreditStore has)
createServer(handlers, { dailyCredits: 100 });

// @ts-expect-error the connection cap is a number
createServer(handlers, { maxConnections: '100' });

export const wrongResult: Handlers['eth_getStorageAt'] = () =>
  // @ts-expect-error the result of eth_getStorageAt is a hex string
  42;

export const wrongParams: Handlers['eth_getBlockByNumber'] = ([tag]) => {
  // @ts-expect-error the block parameter is a string, not a number
  const n: number = tag;
  void n;
  return null;
};

// @ts-expect-error every method needs a handler
export const missing: Handlers = { eth_getStorageAt: () => '0x00' };

// @ts-expect-error not an option
createServer(handlers, { port: 8545 });

// @ts-expect-error no such method in the per-method time limits
createRpcHandler(handlers, { timeoutSeconds: { eth_nope: 1 } });
