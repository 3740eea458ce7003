import { toJsonRpcError } from "./errors.js";
import { createRpcClient } from "./internal/rpc-client.js";
import { platform } from "#platform";
import { methodInfo, subscriptionInfo, subscriptionNotices } from "./methods.js";
const api = {
  title: "Blockchain Node JSON-RPC Gateway",
  methods: methodInfo,
  keyPaths: { http: "/v3/{key}", ws: "/ws/v3/{key}" },
  toError: toJsonRpcError,
  platform,
  subscriptions: subscriptionInfo,
  notices: subscriptionNotices
};
function createClient(options) {
  return createRpcClient(options, api);
}
export {
  createClient
};
