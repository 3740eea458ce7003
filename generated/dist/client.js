import { toJsonRpcError } from "./errors.js";
import { createRpcClient } from "./internal/rpc-client.js";
import { httpAndWebSocket, httpOnly } from "./internal/transport-kits.js";
import { platform } from "#platform";
import { subscriptionInfo, subscriptionNotices } from "./methods.js";
const methodFacts = {
  eth_getStorageAt: { "paramStructure": "by-position", "params": 3, "credits": 80, "idempotent": true },
  eth_getLogs: { "paramStructure": "by-position", "params": 1, "credits": 255, "idempotent": true },
  eth_estimateGas: { "paramStructure": "by-position", "params": 2, "credits": 300, "idempotent": true },
  eth_call: { "paramStructure": "by-position", "params": 3, "credits": 80, "idempotent": true },
  eth_getUncleByBlockHashAndIndex: { "paramStructure": "by-position", "params": 2, "credits": 150, "idempotent": true },
  eth_getTransactionByHash: { "paramStructure": "by-position", "params": 1, "credits": 80, "idempotent": true },
  eth_getTransactionByBlockNumberAndIndex: { "paramStructure": "by-position", "params": 2, "credits": 150, "idempotent": true },
  eth_getBlockByNumber: { "paramStructure": "by-position", "params": 2, "credits": 80, "idempotent": true },
  eth_getTransactionReceipt: { "paramStructure": "by-position", "params": 1, "credits": 80, "idempotent": true },
  eth_getProof: { "paramStructure": "by-position", "params": 3, "credits": 150, "idempotent": true },
  getTokenAccountsByDelegate: { "paramStructure": "by-position", "params": 3, "credits": 160, "idempotent": true },
  getVoteAccounts: { "paramStructure": "by-position", "params": 1, "credits": 160, "idempotent": true },
  getFeeForMessage: { "paramStructure": "by-position", "params": 2, "credits": 160, "idempotent": true },
  starknet_addDeployAccountTransaction: { "paramStructure": "by-name", "params": 1, "credits": null, "idempotent": false }
};
const api = {
  title: "Blockchain Node JSON-RPC Gateway",
  methods: methodFacts,
  keyPaths: { http: "/v3/{key}", ws: "/ws/v3/{key}" },
  toError: toJsonRpcError,
  platform
};
const subscriptions = { facts: subscriptionInfo, notices: subscriptionNotices };
function createClient(options) {
  return createRpcClient(options, api, httpAndWebSocket, subscriptions);
}
function createHttpClient(options) {
  return createRpcClient(options, api, httpOnly);
}
export {
  createClient,
  createHttpClient
};
