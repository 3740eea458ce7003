import { NotServedError } from "./server-engine-not-served.js";
function filterCall(method) {
  return makers.has(method) ? "make" : users.has(method) ? "use" : void 0;
}
const makers = /* @__PURE__ */ new Set(["eth_newFilter", "eth_newBlockFilter", "eth_newPendingTransactionFilter"]);
const users = /* @__PURE__ */ new Set(["eth_getFilterChanges", "eth_getFilterLogs", "eth_uninstallFilter"]);
const maxIdChars = 130;
function filterNotFound(reason) {
  return new NotServedError(-32e3, "filter not found", { reason });
}
const defaultFilterLimits = { maxFilters: 16384, maxPerKey: 256, idleMs: 5 * 6e4 };
class StickyFilters {
  constructor(limits = defaultFilterLimits, now = Date.now) {
    this.limits = limits;
    this.now = now;
  }
  limits;
  now;
  /** Every entry, least recently used first. */
  order = /* @__PURE__ */ new Set();
  /** Per key, its entries by id, least recently used first. */
  byKey = /* @__PURE__ */ new Map();
  get size() {
    return this.order.size;
  }
  /** `node` answered `result` to a filter maker called with `apiKey`: recorded when it is an id. */
  made(apiKey, result, node) {
    const id = idOf(result);
    if (id === void 0) return;
    const at = this.now();
    this.expire(at);
    let own = this.byKey.get(apiKey);
    if (own === void 0) {
      own = /* @__PURE__ */ new Map();
      this.byKey.set(apiKey, own);
    }
    const known = own.get(id);
    if (known !== void 0) this.remove(known);
    if (own.size >= this.limits.maxPerKey) this.remove(own.values().next().value);
    if (this.order.size >= this.limits.maxFilters) this.remove(this.order.values().next().value);
    const entry = { apiKey, id, node, usedAt: at };
    own = this.byKey.get(apiKey) ?? /* @__PURE__ */ new Map();
    this.byKey.set(apiKey, own);
    own.set(id, entry);
    this.order.add(entry);
  }
  /** The node that made filter `id` for `apiKey` (its use refreshed); undefined when unknown, another key's or idle too long. */
  find(apiKey, id) {
    const text = idOf(id);
    if (text === void 0) return void 0;
    const at = this.now();
    this.expire(at);
    const own = this.byKey.get(apiKey);
    const entry = own?.get(text);
    if (own === void 0 || entry === void 0) return void 0;
    entry.usedAt = at;
    own.delete(text);
    own.set(text, entry);
    this.order.delete(entry);
    this.order.add(entry);
    return entry.node;
  }
  /** Forgets filter `id` of `apiKey` (uninstalled, or the node no longer knows it). */
  drop(apiKey, id) {
    const text = idOf(id);
    const entry = text === void 0 ? void 0 : this.byKey.get(apiKey)?.get(text);
    if (entry !== void 0) this.remove(entry);
  }
  /** Drops the entries idle for `idleMs` (the least recently used are first: stops at the first fresh one). */
  expire(at) {
    for (const entry of this.order) {
      if (at - entry.usedAt < this.limits.idleMs) return;
      this.remove(entry);
    }
  }
  remove(entry) {
    this.order.delete(entry);
    const own = this.byKey.get(entry.apiKey);
    if (own === void 0) return;
    own.delete(entry.id);
    if (own.size === 0) this.byKey.delete(entry.apiKey);
  }
}
function idOf(value) {
  return typeof value === "string" && value.length > 0 && value.length <= maxIdChars ? value : void 0;
}
export {
  StickyFilters,
  defaultFilterLimits,
  filterCall,
  filterNotFound
};
