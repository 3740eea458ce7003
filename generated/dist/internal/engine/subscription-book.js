import { NotServedError } from "./not-served.js";
const subscriptionNotices = { ended: "rpcforge_subscriptionEnded", gap: "rpcforge_subscriptionGap" };
class SubscriptionBook {
  constructor(maxPerSocket = 32, maxPerKey = 256) {
    this.maxPerSocket = maxPerSocket;
    this.maxPerKey = maxPerKey;
    if (!(Number.isSafeInteger(maxPerSocket) && maxPerSocket >= 1)) throw new RangeError("subscriptions: maxPerSocket must be a whole number, 1 or more");
    if (!(Number.isSafeInteger(maxPerKey) && maxPerKey >= 1)) throw new RangeError("subscriptions: maxPerKey must be a whole number, 1 or more");
  }
  maxPerSocket;
  maxPerKey;
  bySocket = /* @__PURE__ */ new Map();
  perKey = /* @__PURE__ */ new Map();
  open = /* @__PURE__ */ new Set();
  /** Refuses (NotServedError -32005, uncharged) a subscription past either cap. */
  admit(socket, apiKey) {
    if ((this.bySocket.get(socket)?.size ?? 0) >= this.maxPerSocket) throw new NotServedError(-32005, `too many subscriptions on this WebSocket: at most ${this.maxPerSocket}`);
    if ((this.perKey.get(apiKey) ?? 0) >= this.maxPerKey) throw new NotServedError(-32005, `too many subscriptions for this key: at most ${this.maxPerKey}`);
  }
  /** Records a subscription (after `admit`): it ends when its socket closes. */
  add(entry) {
    let entries = this.bySocket.get(entry.socket);
    if (entries === void 0) {
      const made = /* @__PURE__ */ new Map();
      entries = made;
      this.bySocket.set(entry.socket, made);
      entry.socket.whenGone(() => {
        this.bySocket.delete(entry.socket);
        for (const each of [...made.values()]) this.end(each, void 0);
      });
    }
    entries.set(entry.id, entry);
    this.open.add(entry);
    this.perKey.set(entry.apiKey, (this.perKey.get(entry.apiKey) ?? 0) + 1);
    entry.socket.hold(1);
  }
  /** The subscription `id` made on `socket`, if it is open. */
  get(socket, id) {
    return this.bySocket.get(socket)?.get(id);
  }
  /** Ends a subscription: forgotten, its counts given back, then its own `end` (with the ended notice for `error`). */
  end(entry, error) {
    if (!this.open.delete(entry)) return;
    const entries = this.bySocket.get(entry.socket);
    if (entries?.get(entry.id) === entry) entries.delete(entry.id);
    const left = (this.perKey.get(entry.apiKey) ?? 1) - 1;
    if (left > 0) this.perKey.set(entry.apiKey, left);
    else this.perKey.delete(entry.apiKey);
    entry.socket.hold(-1);
    entry.end(error);
    if (error !== void 0) entry.socket.push(JSON.stringify({ jsonrpc: "2.0", method: subscriptionNotices.ended, params: { subscription: entry.id, error } }));
  }
  /** Subscriptions open now. */
  get size() {
    return this.open.size;
  }
  /** Ends every subscription (the server closes). */
  close() {
    for (const entries of [...this.bySocket.values()]) for (const entry of [...entries.values()]) this.end(entry, void 0);
  }
}
function subscriptionId() {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  let text = "0x";
  for (const byte of bytes) text += byte.toString(16).padStart(2, "0");
  return text;
}
export {
  SubscriptionBook,
  subscriptionId,
  subscriptionNotices
};
