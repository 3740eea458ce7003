import { byCodeUnit } from "./server-engine-order.js";
class KeyRing {
  table;
  entries = [];
  /** The last key looked up and what it found: a call asks four times about its key, which is hashed once. */
  lastKey;
  lastEntry;
  defaultDailyCredits;
  constructor(config = { keys: {} }, options = {}) {
    const fallback = options.defaultDailyCredits ?? 3e6;
    if (!(typeof fallback === "number" && Number.isFinite(fallback) && fallback >= 0)) throw new RangeError("KeyRing: defaultDailyCredits must be a finite number >= 0");
    this.defaultDailyCredits = fallback;
    this.update(config);
  }
  /**
   * Checks a table whole and packs it for `update`, without touching any ring: run it where the time may go (a
   * worker thread, for a big table), then hand the result to `update`. A bad config throws a TypeError naming the
   * entry by its number, never by its key; its `path` says where for a caller that can point into its source:
   * `['keys', n, field?]` (n counts from 0 in the table's order) or `['plans', name, field?]`.
   */
  static pack(config) {
    if (typeof config !== "object" || config === null) fail([], "expected an object with `keys` (and `plans`)");
    const plans = config.plans ?? {};
    if (typeof plans !== "object" || plans === null || Array.isArray(plans)) fail(["plans"], "`plans` must map plan names to { dailyCredits?, creditsPerSecond?, failover? }");
    const keys = config.keys;
    const isMap = keys instanceof Map;
    if (!isMap && (typeof keys !== "object" || keys === null || Array.isArray(keys))) fail(["keys"], "`keys` must map API keys to { plan, dailyCredits?, allowedOrigins? }");
    for (const [name, plan] of Object.entries(plans)) {
      if (typeof plan !== "object" || plan === null) fail(["plans", name], "must be an object");
      credits(["plans", name, "dailyCredits"], plan.dailyCredits);
      rate(["plans", name, "creditsPerSecond"], plan.creditsPerSecond);
      if (plan.failover !== void 0 && typeof plan.failover !== "boolean") fail(["plans", name, "failover"], "failover must be true or false");
      if (plan.networks !== void 0 && !networkList(plan.networks)) fail(["plans", name, "networks"], networksReason);
    }
    const list = [];
    const settingOf = [];
    const settingIds = /* @__PURE__ */ new Map();
    const planIds = /* @__PURE__ */ new Map();
    const packedPlans = [];
    const columns = { planOf: [], dailyCredits: [], creditsPerSecond: [], originsOf: [], networksOf: [] };
    const networkIds = /* @__PURE__ */ new Map();
    const networksByText = /* @__PURE__ */ new Map();
    const networkLists = [];
    const networksId = (list2) => {
      let id = networkIds.get(list2);
      if (id === void 0) {
        const text2 = JSON.stringify([...new Set(list2)].sort(byCodeUnit));
        id = networksByText.get(text2);
        if (id === void 0) {
          id = networkLists.push(JSON.parse(text2)) - 1;
          networksByText.set(text2, id);
        }
        networkIds.set(list2, id);
      }
      return id;
    };
    const originIds = /* @__PURE__ */ new Map();
    const originsByText = /* @__PURE__ */ new Map();
    const origins = [];
    let units = 0;
    let index = 0;
    for (const [apiKey, key] of isMap ? keys : Object.entries(keys)) {
      const at2 = index++;
      if (typeof apiKey !== "string") fail(["keys", at2], "the key must be a string");
      if (apiKey === "") fail(["keys", at2], "the key is empty");
      if (typeof key !== "object" || key === null) fail(["keys", at2], "must be an object with a plan");
      if (typeof key.plan !== "string" || !Object.prototype.hasOwnProperty.call(plans, key.plan)) {
        fail(["keys", at2, "plan"], `plan must be one of the plans listed (${Object.keys(plans).map((p) => JSON.stringify(p)).join(", ") || "none listed"})`);
      }
      credits(["keys", at2, "dailyCredits"], key.dailyCredits);
      rate(["keys", at2, "creditsPerSecond"], key.creditsPerSecond);
      const allowed = key.allowedOrigins;
      let originsId = -1;
      if (allowed !== void 0) {
        let id = originIds.get(allowed);
        if (id === void 0) {
          if (!originList(allowed)) fail(["keys", at2, "allowedOrigins"], "allowedOrigins must be a list of origins");
          const text2 = JSON.stringify(allowed);
          id = originsByText.get(text2);
          if (id === void 0) {
            id = origins.push([...allowed]) - 1;
            originsByText.set(text2, id);
          }
          originIds.set(allowed, id);
        }
        originsId = id;
      }
      if (key.enabled !== void 0 && typeof key.enabled !== "boolean") fail(["keys", at2, "enabled"], "enabled must be true or false");
      if (key.networks !== void 0 && !networkIds.has(key.networks) && !networkList(key.networks)) fail(["keys", at2, "networks"], networksReason);
      if (key.enabled === false) continue;
      const plan = plans[key.plan];
      const networks = key.networks ?? plan.networks;
      const networksSetting = networks === void 0 ? -1 : networksId(networks);
      let planId = planIds.get(key.plan);
      if (planId === void 0) {
        planId = packedPlans.push(plan.failover === void 0 ? { name: key.plan } : { name: key.plan, failover: plan.failover }) - 1;
        planIds.set(key.plan, planId);
      }
      const dailyCredits = key.dailyCredits ?? plan.dailyCredits ?? Number.NaN;
      const creditsPerSecond = key.creditsPerSecond ?? plan.creditsPerSecond ?? Infinity;
      const signature = `${planId} ${dailyCredits} ${creditsPerSecond} ${originsId} ${networksSetting}`;
      let setting = settingIds.get(signature);
      if (setting === void 0) {
        setting = columns.planOf.push(planId) - 1;
        columns.dailyCredits.push(dailyCredits);
        columns.creditsPerSecond.push(creditsPerSecond);
        columns.originsOf.push(originsId);
        columns.networksOf.push(networksSetting);
        settingIds.set(signature, setting);
      }
      list.push(apiKey);
      settingOf.push(setting);
      units += apiKey.length;
    }
    const text = new Uint16Array(units);
    const starts = new Uint32Array(list.length + 1);
    let capacity = 8;
    while (capacity <= list.length * 2) capacity *= 2;
    const slots = new Uint32Array(capacity);
    const seed = Math.floor(Math.random() * 2 ** 32);
    let at = 0;
    for (let i = 0; i < list.length; i++) {
      const apiKey = list[i];
      starts[i] = at;
      for (let j = 0; j < apiKey.length; j++) text[at++] = apiKey.charCodeAt(j);
      let slot = hashKey(apiKey, seed) & capacity - 1;
      while (slots[slot] !== 0) slot = slot + 1 & capacity - 1;
      slots[slot] = i + 1;
    }
    starts[list.length] = at;
    return {
      format: "rpcforge-keys-1",
      seed,
      text,
      starts,
      settingOf: Uint32Array.from(settingOf),
      slots,
      plans: packedPlans,
      planOf: Uint32Array.from(columns.planOf),
      dailyCredits: Float64Array.from(columns.dailyCredits),
      creditsPerSecond: Float64Array.from(columns.creditsPerSecond),
      origins,
      originsOf: Int32Array.from(columns.originsOf),
      networkLists,
      networksOf: Int32Array.from(columns.networksOf)
    };
  }
  /**
   * Replaces every key and plan: a config (checked and packed here, as `KeyRing.pack` does) or what `pack` made. The
   * new table is checked whole first: a bad one throws a TypeError (see `pack`), and the keys in force stay as they
   * were. A packed table is only checked (its arrays: about 2 ms per 100,000 keys). Keys left out are refused from
   * the next request on (an open WebSocket was let in when it connected and stays open).
   */
  update(config) {
    const packed = config?.format === "rpcforge-keys-1" ? config : KeyRing.pack(config);
    checkPacked(packed);
    this.table = packed;
    this.entries = new Array(packed.planOf.length);
    this.lastKey = void 0;
    this.lastEntry = void 0;
  }
  /** Keys in force. */
  get size() {
    return this.table.settingOf.length;
  }
  /** The server's `authenticate`: known, enabled keys, with their allowed origins. */
  authenticate = (apiKey) => this.find(apiKey)?.verdict ?? false;
  /** The server's `dailyCredits`: the key's own, else its plan's; 0 for an unknown key (never asked: it gets 401). */
  dailyCredits = (apiKey) => this.find(apiKey)?.dailyCredits ?? 0;
  /**
   * The server's `creditsPerSecond`: the key's own rate, else its plan's; Infinity (no limit) when neither sets one,
   * and for an unknown key (never asked: it gets 401).
   */
  creditsPerSecond = (apiKey) => this.find(apiKey)?.creditsPerSecond ?? Infinity;
  /** The upstream's `planOf`: the key's plan, or undefined for an unknown key. */
  planOf = (apiKey) => this.find(apiKey)?.plan;
  /**
   * Whether a known key may call `network` (its own `networks`, else its plan's, else every network); undefined for
   * an unknown key, which `authenticate` refuses anyway. `rpcforge serve --config` refuses the others with 403.
   */
  allowsNetwork = (apiKey, network) => {
    const entry = this.find(apiKey);
    return entry === void 0 ? void 0 : entry.networks === void 0 || entry.networks.has(network);
  };
  entry(setting) {
    const { plans, planOf, dailyCredits, creditsPerSecond, origins, originsOf, networkLists, networksOf } = this.table;
    const allowed = originsOf[setting];
    const networks = networksOf === void 0 ? -1 : networksOf[setting];
    const daily = dailyCredits[setting];
    return {
      plan: plans[planOf[setting]],
      dailyCredits: Number.isNaN(daily) ? this.defaultDailyCredits : daily,
      creditsPerSecond: creditsPerSecond[setting],
      verdict: allowed === -1 ? true : { ok: true, allowedOrigins: [...origins[allowed]] },
      networks: networks === -1 ? void 0 : new Set(networkLists[networks])
    };
  }
  find(apiKey) {
    if (apiKey === this.lastKey) return this.lastEntry;
    const { text, starts, slots, settingOf, seed } = this.table;
    const mask = slots.length - 1;
    const length = apiKey.length;
    let found;
    for (let slot = hashKey(apiKey, seed) & mask; ; slot = slot + 1 & mask) {
      const k = slots[slot];
      if (k === 0) break;
      const start = starts[k - 1];
      if (starts[k] - start !== length) continue;
      let j = 0;
      while (j < length && text[start + j] === apiKey.charCodeAt(j)) j++;
      if (j === length) {
        const setting = settingOf[k - 1];
        found = this.entries[setting] ?? (this.entries[setting] = this.entry(setting));
        break;
      }
    }
    this.lastKey = apiKey;
    this.lastEntry = found;
    return found;
  }
}
function hashKey(apiKey, seed) {
  let hash = 2166136261 ^ seed | 0;
  for (let i = 0; i < apiKey.length; i++) hash = Math.imul(hash ^ apiKey.charCodeAt(i), 16777619);
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 2246822507);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 3266489909);
  hash ^= hash >>> 16;
  return hash >>> 0;
}
function checkPacked(packed) {
  const { text, starts, settingOf, slots, seed, plans, planOf, dailyCredits, creditsPerSecond, origins, originsOf } = packed;
  const bad = (what) => fail(["packed"], `not a table KeyRing.pack made (${what})`);
  const typed = text instanceof Uint16Array && starts instanceof Uint32Array && settingOf instanceof Uint32Array && slots instanceof Uint32Array && planOf instanceof Uint32Array && dailyCredits instanceof Float64Array && creditsPerSecond instanceof Float64Array && originsOf instanceof Int32Array && Array.isArray(plans) && Array.isArray(origins);
  if (!typed) bad("types");
  const { networkLists, networksOf } = packed;
  if (networksOf === void 0 !== (networkLists === void 0)) bad("networks");
  if (networksOf !== void 0 && (!(networksOf instanceof Int32Array) || !Array.isArray(networkLists) || networksOf.length !== planOf.length)) bad("networks");
  if (!(Number.isInteger(seed) && seed >= 0 && seed < 2 ** 32)) bad("seed");
  const n = settingOf.length;
  const settings = planOf.length;
  if (dailyCredits.length !== settings || creditsPerSecond.length !== settings || originsOf.length !== settings) bad("settings");
  if (starts.length !== n + 1 || starts[0] !== 0 || starts[n] !== text.length) bad("starts");
  for (let i = 0; i < n; i++) {
    if (starts[i + 1] < starts[i]) bad("starts");
    if (settingOf[i] >= settings) bad("settings");
  }
  if (slots.length <= n || (slots.length & slots.length - 1) !== 0) bad("slots");
  let used = 0;
  for (let i = 0; i < slots.length; i++) {
    const k = slots[i];
    if (k > n) bad("slots");
    if (k !== 0) used++;
  }
  if (used !== n) bad("slots");
  for (let i = 0; i < settings; i++) {
    const daily = dailyCredits[i];
    const allowed = originsOf[i];
    if (planOf[i] >= plans.length || !(Number.isNaN(daily) || Number.isFinite(daily) && daily >= 0) || !(creditsPerSecond[i] > 0) || allowed < -1 || allowed >= origins.length) bad("settings");
  }
  for (const plan of plans) if (typeof plan !== "object" || plan === null || typeof plan.name !== "string" || plan.failover !== void 0 && typeof plan.failover !== "boolean") bad("plans");
  for (const list of origins) if (!originList(list)) bad("origins");
  if (networksOf !== void 0) {
    for (const list of networkLists) if (!networkList(list)) bad("networks");
    for (let i = 0; i < networksOf.length; i++) if (networksOf[i] < -1 || networksOf[i] >= networkLists.length) bad("networks");
  }
}
const networksReason = "networks must be a list of network names (letters, digits, - or _, at most 64 characters)";
function networkList(value) {
  return Array.isArray(value) && value.length <= 256 && value.every((n) => typeof n === "string" && /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/.test(n));
}
function originList(value) {
  return Array.isArray(value) && value.every((o) => typeof o === "string");
}
function fail(path, reason) {
  const where = path[0] === "keys" && path.length > 1 ? `entry ${path[1]}` : path[0] === "plans" && path.length > 1 ? `plan ${JSON.stringify(path[1])}` : void 0;
  throw Object.assign(new TypeError(where === void 0 ? `keys: ${reason}` : `keys: ${where}${path.length === 2 && reason.startsWith("must") ? " " : ": "}${reason}`), { path, reason });
}
function credits(path, value) {
  if (value !== void 0 && !(typeof value === "number" && Number.isFinite(value) && value >= 0)) fail(path, "dailyCredits must be a number >= 0");
}
function rate(path, value) {
  if (value !== void 0 && !(typeof value === "number" && value > 0)) fail(path, "creditsPerSecond must be a number > 0 (.inf: no limit)");
}
export {
  KeyRing
};
