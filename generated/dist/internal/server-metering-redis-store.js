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
  if prior == 'void' then return {-1, daily - spent, resets, 0} end
  return {1, daily - spent, resets, 0}
end
local cost = tonumber(ARGV[1])
local rate = tonumber(ARGV[4])
local tokens, ms, size, needed
if rate > 0 then
  size = tonumber(ARGV[5])
  ms = tonumber(now[1]) * 1000 + tonumber(now[2]) / 1000
  local held = redis.call('HMGET', KEYS[1], 't', 'at')
  tokens = size
  if held[1] then
    tokens = math.min(size, tonumber(held[1]) + math.max(0, ms - tonumber(held[2])) * rate / 1000)
  end
  needed = math.min(tonumber(ARGV[6]), size)
  if tokens < needed then return {2, daily - spent, resets, math.min(math.ceil((needed - tokens) * 1000 / rate), 86400000)} end
end
if spent + cost > daily then return {0, daily - spent, resets, 0} end
spent = redis.call('INCRBY', spentKey, cost)
redis.call('EXPIREAT', spentKey, resets + 3600)
if rate > 0 then
  redis.call('HSET', KEYS[1], 't', tostring(tokens - tonumber(ARGV[6])), 'at', tostring(ms), 's', tostring(size))
  -- Once the bucket has refilled it is the same as no bucket: let it go then.
  redis.call('PEXPIRE', KEYS[1], math.min(math.ceil((size - tokens + tonumber(ARGV[6])) * 1000 / rate) + 1000, 172800000))
end
redis.call('SET', KEYS[2], ARGV[1] .. ' ' .. day .. ' ' .. ARGV[6], 'EX', ARGV[3])
return {1, daily - spent, resets, 0}
`;
const voidScript = `
local prior = redis.call('GET', KEYS[2])
if prior == 'void' then return 0 end
redis.call('SET', KEYS[2], 'void', 'EX', ARGV[1])
if not prior then return 0 end
local cost, day, rated = string.match(prior, '^(%d+) (%d+) ?(%d*)$')
if not cost then return 0 end
local spentKey = KEYS[1] .. ':' .. day
if tonumber(cost) > 0 and redis.call('EXISTS', spentKey) == 1 then redis.call('DECRBY', spentKey, tonumber(cost)) end
if rated ~= '' then
  local held = redis.call('HMGET', KEYS[1], 't', 's')
  if held[1] then redis.call('HSET', KEYS[1], 't', tostring(math.min(tonumber(held[2]), tonumber(held[1]) + tonumber(rated)))) end
end
return 1
`;
const balanceScript = `
local now = redis.call('TIME')
local day = math.floor(tonumber(now[1]) / 86400)
local spent = tonumber(redis.call('GET', KEYS[1] .. ':' .. day) or '0')
return {tonumber(ARGV[1]) - spent, (day + 1) * 86400}
`;
class RedisCreditStore {
  /** Whether the store limits the rate itself (`creditsPerSecond` given): the server then has no limiter of its own. */
  limitsRate;
  client;
  rate;
  burstSeconds;
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
    const rate = options.creditsPerSecond;
    if (rate === void 0) this.rate = () => 0;
    else if (typeof rate === "number") {
      if (!(rate > 0)) throw new RangeError("RedisCreditStore: creditsPerSecond must be a number > 0 (Infinity for no limit)");
      this.rate = () => rate;
    } else if (typeof rate === "function") this.rate = rate;
    else throw new TypeError("RedisCreditStore: creditsPerSecond must be a number or a function of the key");
    this.limitsRate = rate !== void 0;
    this.burstSeconds = number("rateBurstSeconds", options.rateBurstSeconds, 1, 1e-3);
    if (this.burstSeconds > 3600) throw new RangeError("RedisCreditStore: rateBurstSeconds must be at most 3600");
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
    const rate = this.keyRate(apiKey);
    const args = [String(whole), String(daily), String(this.tokenSeconds), String(rate), String(rate * this.burstSeconds), String(Math.max(whole, 1))];
    const keys = [account, `${account}:t:${token()}`];
    let failure;
    for (let attempt = 0; attempt <= this.retries; attempt++) {
      try {
        const answer = await this.run(chargeScript, keys, args);
        const [taken, balance, resets, retryAfterMs] = numbers(answer, 4);
        this.drainSoon();
        if (taken === -1) throw new CreditStoreUnavailableError("credit store: this charge was voided");
        const charge = { ok: taken === 1, balance: Math.max(0, balance), resetsAt: resets * 1e3, ref: keys[1] };
        if (taken === 2) charge.rate = { creditsPerSecond: rate, retryAfterMs: Math.max(1, retryAfterMs) };
        return charge;
      } catch (error) {
        failure = error;
      }
    }
    if (whole > 0 || rate > 0) this.enqueueVoid(keys);
    throw failure instanceof CreditStoreUnavailableError ? failure : new CreditStoreUnavailableError(`credit store: Redis failed: ${describe(failure)}`);
  }
  /** The key's rate for the script: 0 for no limit (none configured, `Infinity`, or a function's nonsense). */
  keyRate(apiKey) {
    const rate = this.rate(apiKey);
    return rate > 0 && Number.isFinite(rate) ? rate : 0;
  }
  /**
   * Gives back a charge this store took, for a call that was not served: its token is voided (the void script above),
   * so the refund is exactly the charge's cost, at most once, and only on the day it was taken. A refund Redis does
   * not answer waits with the lost charges' voids (`stats.pendingVoids`) and is sent once Redis answers. Never rejects.
   */
  async refund(apiKey, _cost, charge) {
    const token2 = charge.ref;
    const account = await this.account(apiKey);
    if (typeof token2 !== "string" || !token2.startsWith(`${account}:t:`)) return;
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
      let settled = false;
      const timer = setTimeout(() => {
        deferred(() => {
          if (!settled) reject(new CreditStoreUnavailableError(`credit store: Redis did not answer within ${this.timeoutMs} ms`));
        });
      }, this.timeoutMs);
      work().then(
        (value) => {
          settled = true;
          clearTimeout(timer);
          resolve(value);
        },
        (error) => {
          settled = true;
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
function deferred(f) {
  const immediate = globalThis.setImmediate;
  if (typeof immediate === "function") immediate(f);
  else setTimeout(f, 0);
}
export {
  CreditStoreUnavailableError,
  RedisCreditStore
};
