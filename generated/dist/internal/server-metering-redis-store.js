class CreditStoreUnavailableError extends Error {
  constructor(message) {
    super(message);
    this.name = "CreditStoreUnavailableError";
  }
}
const chargeScript = `
local now = redis.call('TIME')
local day = math.floor(tonumber(now[1]) / 86400)
local resets = (day + 1) * 86400
local spentKey = KEYS[1] .. ':' .. day
local daily = tonumber(ARGV[2])
local prior = redis.call('GET', KEYS[2])
local spent = tonumber(redis.call('GET', spentKey) or '0')
if prior then
  -- A retry of a charge whose answer was lost: say what it did, take nothing more.
  if prior == 'void' then return {-1, daily - spent, resets} end
  return {1, daily - spent, resets}
end
local cost = tonumber(ARGV[1])
if spent + cost > daily then return {0, daily - spent, resets} end
spent = redis.call('INCRBY', spentKey, cost)
redis.call('EXPIREAT', spentKey, resets + 3600)
redis.call('SET', KEYS[2], ARGV[1] .. ' ' .. day, 'EX', ARGV[3])
return {1, daily - spent, resets}
`;
const voidScript = `
local prior = redis.call('GET', KEYS[2])
if prior == 'void' then return 0 end
redis.call('SET', KEYS[2], 'void', 'EX', ARGV[1])
if not prior then return 0 end
local space = string.find(prior, ' ')
local spentKey = KEYS[1] .. ':' .. string.sub(prior, space + 1)
if redis.call('EXISTS', spentKey) == 1 then redis.call('DECRBY', spentKey, tonumber(string.sub(prior, 1, space - 1))) end
return 1
`;
const balanceScript = `
local now = redis.call('TIME')
local day = math.floor(tonumber(now[1]) / 86400)
local spent = tonumber(redis.call('GET', KEYS[1] .. ':' .. day) or '0')
return {tonumber(ARGV[1]) - spent, (day + 1) * 86400}
`;
class RedisCreditStore {
  client;
  dailyCredits;
  prefix;
  timeoutMs;
  retries;
  tokenSeconds;
  maxPendingVoids;
  shas = /* @__PURE__ */ new Map();
  hashes = /* @__PURE__ */ new Map();
  pending = [];
  draining = false;
  drainTimer;
  counts = { voided: 0, refunded: 0, dropped: 0 };
  constructor(options) {
    const client = options?.client;
    if (typeof client !== "object" || client === null || typeof client.eval !== "function" || typeof client.evalSha !== "function") {
      throw new TypeError("RedisCreditStore: client must be a Redis client with eval and evalSha (node-redis createClient(), connected)");
    }
    this.client = client;
    const daily = options.dailyCredits ?? 3e6;
    if (typeof daily === "number") {
      if (!(Number.isSafeInteger(daily) && daily >= 0)) throw new RangeError("RedisCreditStore: dailyCredits must be a whole number >= 0");
      this.dailyCredits = () => daily;
    } else if (typeof daily === "function") this.dailyCredits = daily;
    else throw new TypeError("RedisCreditStore: dailyCredits must be a number or a function of the key");
    const number = (name, value, fallback, min) => {
      if (value === void 0) return fallback;
      if (typeof value !== "number" || !Number.isFinite(value) || !(value >= min)) throw new RangeError(`RedisCreditStore: ${name} must be a finite number >= ${min}`);
      return value;
    };
    this.timeoutMs = number("timeoutMs", options.timeoutMs, 500, 1);
    this.retries = Math.floor(number("retries", options.retries, 1, 0));
    this.tokenSeconds = Math.ceil(number("tokenSeconds", options.tokenSeconds, 300, 1));
    this.maxPendingVoids = Math.floor(number("maxPendingVoids", options.maxPendingVoids, 1e4, 1));
    const prefix = options.prefix ?? "rpcforge:credits:";
    if (typeof prefix !== "string" || /[{}]/.test(prefix)) throw new TypeError("RedisCreditStore: prefix must be a string without braces");
    this.prefix = prefix;
    if (typeof client.on === "function") client.on("error", () => void 0);
  }
  get stats() {
    return { pendingVoids: this.pending.length, ...this.counts };
  }
  async charge(apiKey, cost) {
    if (!(Number.isFinite(cost) && cost >= 0)) throw new RangeError("RedisCreditStore: cost must be a finite number >= 0");
    const [account, daily] = await Promise.all([this.account(apiKey), this.daily(apiKey)]);
    const whole = Math.ceil(cost);
    const keys = [account, `${account}:t:${token()}`];
    let failure;
    for (let attempt = 0; attempt <= this.retries; attempt++) {
      try {
        const answer = await this.run(chargeScript, keys, [String(whole), String(daily), String(this.tokenSeconds)]);
        const [taken, balance, resets] = numbers(answer, 3);
        this.drainSoon();
        if (taken === -1) throw new CreditStoreUnavailableError("credit store: this charge was voided");
        return { ok: taken === 1, balance: Math.max(0, balance), resetsAt: resets * 1e3, ref: keys[1] };
      } catch (error) {
        failure = error;
      }
    }
    if (whole > 0) this.enqueueVoid(keys);
    throw failure instanceof CreditStoreUnavailableError ? failure : new CreditStoreUnavailableError(`credit store: Redis failed: ${describe(failure)}`);
  }
  /**
   * Gives back a charge this store took, for a call that was not served: its token is voided (the void script above),
   * so the refund is exactly the charge's cost, at most once, and only on the day it was taken. A refund Redis does
   * not answer waits with the lost charges' voids (`stats.pendingVoids`) and is sent once Redis answers. Never rejects.
   */
  async refund(apiKey, cost, charge) {
    const token2 = charge.ref;
    const account = await this.account(apiKey);
    if (!(cost > 0) || typeof token2 !== "string" || !token2.startsWith(`${account}:t:`)) return;
    const keys = [account, token2];
    try {
      await this.run(voidScript, keys, [String(this.tokenSeconds)]);
    } catch {
      this.enqueueVoid(keys);
    }
  }
  async balance(apiKey) {
    const [account, daily] = await Promise.all([this.account(apiKey), this.daily(apiKey)]);
    const [balance] = numbers(await this.run(balanceScript, [account], [String(daily)]), 2);
    return Math.max(0, balance);
  }
  /** Whether Redis answers a script within `timeoutMs` (for `GET /healthz`). */
  async healthy() {
    try {
      await this.run("return 1", [], []);
      return true;
    } catch {
      return false;
    }
  }
  /** Stops the void retries' timer (the client is the application's to close). Pending voids stay in `stats`. */
  close() {
    clearTimeout(this.drainTimer);
    this.drainTimer = void 0;
  }
  /** Runs a script by its SHA-1 (loading it with EVAL when Redis does not have it), within `timeoutMs`. */
  async run(script, keys, args) {
    const options = { keys, arguments: args };
    return this.withTimeout(async () => {
      let sha = this.shas.get(script);
      if (sha === void 0) {
        sha = sha1Hex(script);
        this.shas.set(script, sha);
      }
      try {
        return await this.client.evalSha(await sha, options);
      } catch (error) {
        if (!/NOSCRIPT/.test(describe(error))) throw error;
        return await this.client.eval(script, options);
      }
    });
  }
  withTimeout(work) {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new CreditStoreUnavailableError(`credit store: Redis did not answer within ${this.timeoutMs} ms`)), this.timeoutMs);
      work().then(
        (value) => {
          clearTimeout(timer);
          resolve(value);
        },
        (error) => {
          clearTimeout(timer);
          reject(error);
        }
      );
    });
  }
  /** The key's Redis account: prefix and a hash of the key (never the key). Hashes are cached, at most 10,000. */
  async account(apiKey) {
    let hash = this.hashes.get(apiKey);
    if (hash === void 0) {
      const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(apiKey)));
      hash = hex(digest.subarray(0, 16));
      if (this.hashes.size >= 1e4) this.hashes.clear();
      this.hashes.set(apiKey, hash);
    }
    return `${this.prefix}{${hash}}`;
  }
  async daily(apiKey) {
    const daily = await this.dailyCredits(apiKey);
    if (!(typeof daily === "number" && daily >= 0 && Number.isFinite(daily))) throw new RangeError("RedisCreditStore: dailyCredits(key) must give a finite number >= 0");
    return Math.floor(daily);
  }
  enqueueVoid(keys) {
    if (this.pending.length >= this.maxPendingVoids) {
      this.pending.shift();
      this.counts.dropped++;
    }
    this.pending.push({ keys, since: Date.now() });
    this.drainSoon(1e3);
  }
  /** Voids the pending charges now when Redis just answered, else in `delay` ms. */
  drainSoon(delay = 0) {
    if (this.pending.length === 0 || this.draining) return;
    if (delay === 0) {
      clearTimeout(this.drainTimer);
      this.drainTimer = void 0;
      void this.drain();
      return;
    }
    if (this.drainTimer !== void 0) return;
    this.drainTimer = setTimeout(() => {
      this.drainTimer = void 0;
      void this.drain();
    }, delay);
    this.drainTimer.unref?.();
  }
  /** Sends the pending voids, oldest first (each after its charge, on the same connection); stops at a failure. */
  async drain() {
    this.draining = true;
    try {
      while (this.pending.length > 0) {
        const next = this.pending[0];
        if (Date.now() - next.since > this.tokenSeconds * 1e3) {
          this.pending.shift();
          this.counts.dropped++;
          continue;
        }
        try {
          const refunded = await this.run(voidScript, next.keys, [String(this.tokenSeconds)]);
          this.pending.shift();
          this.counts.voided++;
          if (Number(refunded) === 1) this.counts.refunded++;
        } catch {
          break;
        }
      }
    } finally {
      this.draining = false;
      if (this.pending.length > 0) this.drainSoon(1e3);
    }
  }
}
function numbers(answer, length) {
  if (!Array.isArray(answer) || answer.length !== length) throw new CreditStoreUnavailableError("credit store: unexpected reply from Redis");
  const values = answer.map(Number);
  if (values.some((v) => !Number.isFinite(v))) throw new CreditStoreUnavailableError("credit store: unexpected reply from Redis");
  return values;
}
function token() {
  return hex(crypto.getRandomValues(new Uint8Array(16)));
}
async function sha1Hex(text) {
  return hex(new Uint8Array(await crypto.subtle.digest("SHA-1", new TextEncoder().encode(text))));
}
function hex(bytes) {
  let text = "";
  for (const byte of bytes) text += byte.toString(16).padStart(2, "0");
  return text;
}
function describe(error) {
  try {
    return error instanceof Error ? error.message : String(error);
  } catch {
    return "unprintable error";
  }
}
export {
  CreditStoreUnavailableError,
  RedisCreditStore
};
