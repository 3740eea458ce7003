class KeyRing {
  entries = /* @__PURE__ */ new Map();
  defaultDailyCredits;
  constructor(config = { keys: {} }, options = {}) {
    const fallback = options.defaultDailyCredits ?? 3e6;
    if (!(typeof fallback === "number" && Number.isFinite(fallback) && fallback >= 0)) throw new RangeError("KeyRing: defaultDailyCredits must be a finite number >= 0");
    this.defaultDailyCredits = fallback;
    this.update(config);
  }
  /**
   * Replaces every key and plan. The new table is checked whole first: a bad config throws a TypeError naming the
   * entry, and the keys in force stay as they were. Keys left out are refused from the next request on (an open
   * WebSocket was let in when it connected and stays open).
   */
  update(config) {
    if (typeof config !== "object" || config === null) throw new TypeError("keys: expected an object with `keys` (and `plans`)");
    const plans = config.plans ?? {};
    if (typeof plans !== "object" || plans === null || Array.isArray(plans)) throw new TypeError("keys: `plans` must map plan names to { dailyCredits?, creditsPerSecond?, failover? }");
    const keys = config.keys;
    if (typeof keys !== "object" || keys === null || Array.isArray(keys)) throw new TypeError("keys: `keys` must map API keys to { plan, dailyCredits?, allowedOrigins? }");
    for (const [name, plan] of Object.entries(plans)) {
      if (typeof plan !== "object" || plan === null) throw new TypeError(`keys: plan ${JSON.stringify(name)} must be an object`);
      credits(`plan ${JSON.stringify(name)}`, plan.dailyCredits);
      rate(`plan ${JSON.stringify(name)}`, plan.creditsPerSecond);
      if (plan.failover !== void 0 && typeof plan.failover !== "boolean") throw new TypeError(`keys: plan ${JSON.stringify(name)}: failover must be true or false`);
    }
    const entries = /* @__PURE__ */ new Map();
    let index = 0;
    for (const [apiKey, key] of Object.entries(keys)) {
      const where = `keys: entry ${index++}`;
      if (apiKey === "") throw new TypeError(`${where}: the key is empty`);
      if (typeof key !== "object" || key === null) throw new TypeError(`${where} must be an object with a plan`);
      if (typeof key.plan !== "string" || !Object.prototype.hasOwnProperty.call(plans, key.plan)) {
        throw new TypeError(`${where}: plan must be one of the plans listed (${Object.keys(plans).map((p) => JSON.stringify(p)).join(", ") || "none listed"})`);
      }
      credits(where, key.dailyCredits);
      rate(where, key.creditsPerSecond);
      const origins = key.allowedOrigins;
      if (origins !== void 0 && !(Array.isArray(origins) && origins.every((o) => typeof o === "string"))) throw new TypeError(`${where}: allowedOrigins must be a list of origins`);
      if (key.enabled !== void 0 && typeof key.enabled !== "boolean") throw new TypeError(`${where}: enabled must be true or false`);
      if (key.enabled === false) continue;
      const plan = plans[key.plan];
      entries.set(apiKey, {
        plan: plan.failover === void 0 ? { name: key.plan } : { name: key.plan, failover: plan.failover },
        dailyCredits: key.dailyCredits ?? plan.dailyCredits ?? this.defaultDailyCredits,
        creditsPerSecond: key.creditsPerSecond ?? plan.creditsPerSecond ?? Infinity,
        verdict: origins === void 0 ? true : { ok: true, allowedOrigins: [...origins] }
      });
    }
    this.entries = entries;
  }
  /** Keys in force. */
  get size() {
    return this.entries.size;
  }
  /** The server's `authenticate`: known, enabled keys, with their allowed origins. */
  authenticate = (apiKey) => this.entries.get(apiKey)?.verdict ?? false;
  /** The server's `dailyCredits`: the key's own, else its plan's; 0 for an unknown key (never asked: it gets 401). */
  dailyCredits = (apiKey) => this.entries.get(apiKey)?.dailyCredits ?? 0;
  /**
   * The server's `creditsPerSecond`: the key's own rate, else its plan's; Infinity (no limit) when neither sets one,
   * and for an unknown key (never asked: it gets 401).
   */
  creditsPerSecond = (apiKey) => this.entries.get(apiKey)?.creditsPerSecond ?? Infinity;
  /** The upstream's `planOf`: the key's plan, or undefined for an unknown key. */
  planOf = (apiKey) => this.entries.get(apiKey)?.plan;
}
function credits(where, value) {
  if (value !== void 0 && !(typeof value === "number" && Number.isFinite(value) && value >= 0)) throw new TypeError(`${where}: dailyCredits must be a number >= 0`);
}
function rate(where, value) {
  if (value !== void 0 && !(typeof value === "number" && value > 0)) throw new TypeError(`${where}: creditsPerSecond must be a number > 0 (.inf: no limit)`);
}
export {
  KeyRing
};
