import { isThenable } from "./server-engine-call.js";
import { byCodeUnit } from "./server-engine-order.js";
import { MemoryResultCache } from "./server-gateway-cache-stores.js";
import { validateResult } from "../validators.js";
const maxKeyChars = 8192;
const maxDepth = 32;
class ResultCache {
  constructor(options, finalizedNumber, report, upstreamsOf, chains) {
    this.finalizedNumber = finalizedNumber;
    this.report = report;
    this.upstreamsOf = upstreamsOf;
    this.chains = chains;
    if (typeof options !== "object" || options === null || typeof options.store?.get !== "function" || typeof options.store.set !== "function") {
      throw new TypeError("createUpstream: cache.store must have get and set (new MemoryResultCache() or new RedisResultCache({ client }))");
    }
    if (options.network !== void 0 && typeof options.network !== "string") throw new TypeError("createUpstream: cache.network must be a string");
    const seconds = options.finalizedSeconds ?? 6;
    if (typeof seconds !== "number" || !(seconds > 0) || !Number.isFinite(seconds)) throw new RangeError("createUpstream: cache.finalizedSeconds must be a positive number of seconds");
    this.store = options.store;
    this.network = options.network;
    this.finalizedMs = Math.min(Math.round(seconds * 1e3), 2147483647);
  }
  finalizedNumber;
  report;
  upstreamsOf;
  chains;
  store;
  network;
  finalizedMs;
  finals = /* @__PURE__ */ new Map();
  reading = /* @__PURE__ */ new Map();
  /** `forward` with the cache in front, for a method whose `x-cache` allows it; `forward` itself for any other. */
  wrap(info, family, forward) {
    const rule = info.cache;
    if (rule === void 0) return forward;
    const blocks = (rule.blocks ?? []).map((path) => {
      const [param, field] = path.split(".");
      return { param, index: info.params.findIndex((p) => p.name === param), field };
    });
    const method = info.name;
    const network = this.network ?? `upstreams ${digest([...this.upstreamsOf(family)].sort(byCodeUnit).join("\n"))}`;
    return (params, context) => {
      let highest = -1;
      for (const { param, index, field } of blocks) {
        let value = Array.isArray(params) ? params[index] : isObject(params) ? params[param] : void 0;
        if (field !== void 0) value = isObject(value) ? value[field] : void 0;
        const number = blockNumber(value);
        if (number === void 0) return forward(params, context);
        highest = Math.max(highest, number);
      }
      const canonical = canonicalJson(params, 0);
      if (canonical === void 0) return forward(params, context);
      const call = `${network}
${method}
${canonical}`;
      if (call.length > maxKeyChars) return forward(params, context);
      const chain = this.chains.of(family);
      if (chain === void 0) {
        this.report(method, "miss");
        return forward(params, context).then((value) => {
          void this.chains.known().then(() => {
            const now = this.chains.of(family);
            if (now !== void 0 && this.chains.answeredOn(context) === now) return this.keep(rule, family, method, `${now}
${call}`, highest, value);
          });
          return value;
        });
      }
      const key = `${chain}
${call}`;
      const miss = () => {
        this.report(method, "miss");
        return forward(params, context).then((value) => {
          if (this.chains.answeredOn(context) === chain) void this.keep(rule, family, method, key, highest, value);
          return value;
        });
      };
      let found;
      try {
        found = this.store.get(key);
      } catch {
        return miss();
      }
      const served = (value) => value === void 0 || value === null || !this.sound(method, value) ? miss() : this.hit(method, value);
      if (isThenable(found)) return Promise.resolve(found).then(served, () => miss());
      return Promise.resolve(served(found));
    };
  }
  /**
   * Whether a value found in the store may be served. This process's MemoryResultCache holds only values it kept
   * after the validators passed them, frozen. Any other store (Redis) is outside the process: whoever can write its
   * keys (another application on that Redis, a bug, an attacker) could put any JSON there, a block of the wrong shape
   * or arrays nested 400,000 deep (which the server cannot even serialise), so a value from it is served only if it
   * nests at most 64 levels and passes the method's result validator; else it is a miss, and the node's
   * answer replaces it.
   */
  sound(method, value) {
    if (this.store instanceof MemoryResultCache) return true;
    try {
      return withinDepth(value, maxDepth * 2) && validateResult(method, value).ok;
    } catch {
      return false;
    }
  }
  hit(method, value) {
    this.report(method, "hit");
    return value;
  }
  /** Keeps `value` when it cannot change: not null, and for `finalized` every block it depends on final. */
  async keep(rule, family, method, key, named, value) {
    try {
      if (value === null || value === void 0) return;
      let highest = named;
      if (rule.resultBlock !== void 0) {
        const number = isObject(value) ? blockNumber(value[rule.resultBlock]) : void 0;
        if (number === void 0) return;
        highest = Math.max(highest, number);
      }
      if (rule.when === "finalized") {
        const finalized = await this.finalized(family);
        if (finalized === void 0 || highest > finalized) return;
      }
      const text = JSON.stringify(value);
      await this.store.set(key, deepFreeze(value, 0), text);
      this.report(method, "stored");
    } catch {
    }
  }
  /**
   * The family's finalized block number: the last one read while it is fresh (`finalizedSeconds`), else read again,
   * whatever block the call needs. The number comes from an untrusted node: one that claims 2^52 once must not make
   * every later block "final" for good, so no number is trusted past its interval, not even for a block below it.
   */
  finalized(family) {
    const known = this.finals.get(family);
    if (known !== void 0 && Date.now() - known.readAt < this.finalizedMs) return Promise.resolve(known.number);
    let pending = this.reading.get(family);
    if (pending === void 0) {
      pending = this.readFinalized(family).finally(() => this.reading.delete(family));
      this.reading.set(family, pending);
    }
    return pending;
  }
  async readFinalized(family) {
    let number;
    try {
      number = await this.finalizedNumber(family);
    } catch {
      number = void 0;
    }
    this.finals.set(family, { number: number ?? -1, readAt: Date.now() });
    return number;
  }
}
function isObject(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
function blockNumber(value) {
  if (value === "earliest") return 0;
  if (typeof value === "string") return /^0x[0-9a-fA-F]{1,13}$/.test(value) ? Number.parseInt(value.slice(2), 16) : void 0;
  if (isObject(value) && value.blockHash === void 0 && typeof value.blockNumber === "string") return blockNumber(value.blockNumber);
  return void 0;
}
function blockNumberOf(block) {
  return isObject(block) ? blockNumber(block.number) : void 0;
}
function canonicalJson(value, depth) {
  if (depth > maxDepth) return void 0;
  if (Array.isArray(value)) {
    const parts = [];
    for (const item of value) {
      const part = canonicalJson(item, depth + 1);
      if (part === void 0) return void 0;
      parts.push(part);
    }
    return `[${parts.join(",")}]`;
  }
  if (isObject(value)) {
    const parts = [];
    for (const name of Object.keys(value).sort(byCodeUnit)) {
      if (value[name] === void 0) continue;
      const part = canonicalJson(value[name], depth + 1);
      if (part === void 0) return void 0;
      parts.push(`${JSON.stringify(name)}:${part}`);
    }
    return `{${parts.join(",")}}`;
  }
  return value === void 0 ? "null" : JSON.stringify(value);
}
function withinDepth(value, most) {
  const stack = [[value, 0]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop();
    if (typeof item !== "object" || item === null) continue;
    if (depth >= most) return false;
    for (const child of Object.values(item)) if (typeof child === "object" && child !== null) stack.push([child, depth + 1]);
  }
  return true;
}
function digest(text) {
  let a = 2166136261;
  let b = 3421674724;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 16777619) >>> 0;
    b = Math.imul(b ^ c ^ a >>> 11, 16777619) >>> 0;
  }
  return a.toString(16).padStart(8, "0") + b.toString(16).padStart(8, "0");
}
function deepFreeze(value, depth) {
  if (typeof value !== "object" || value === null || Object.isFrozen(value) || depth > 64) return value;
  for (const child of Object.values(value)) deepFreeze(child, depth + 1);
  return Object.freeze(value);
}
export {
  ResultCache,
  blockNumber,
  blockNumberOf,
  canonicalJson
};
