import { rawJsonResponse } from "./connection-cap.js";
const tooManyBody = JSON.stringify({ jsonrpc: "2.0", id: null, error: { code: -32005, message: "Limit exceeded: too many WebSockets open for this API key" } });
const tooManySocketsResponse = rawJsonResponse("429 Too Many Requests", tooManyBody);
function defaultSocketsPerKey(maxConnections) {
  return Math.max(1, Math.floor(maxConnections / 10));
}
class SocketsPerKey {
  constructor(max) {
    this.max = max;
  }
  max;
  open = /* @__PURE__ */ new Map();
  /** Whether `apiKey` may open one more. Checked in the same turn as the upgrade that then counts it (`opened`). */
  admits(apiKey) {
    return (this.open.get(apiKey) ?? 0) < this.max;
  }
  opened(apiKey) {
    this.open.set(apiKey, (this.open.get(apiKey) ?? 0) + 1);
  }
  closed(apiKey) {
    const count = (this.open.get(apiKey) ?? 0) - 1;
    if (count > 0) this.open.set(apiKey, count);
    else this.open.delete(apiKey);
  }
  /** Keys with a socket open (for tests: the map empties as the sockets close). */
  get keys() {
    return this.open.size;
  }
}
export {
  SocketsPerKey,
  defaultSocketsPerKey,
  tooManySocketsResponse
};
