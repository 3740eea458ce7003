// Daily credit balances in Redis, shared by every gateway process that uses the same Redis: one Lua script checks
// and debits atomically, on Redis's own clock, so processes with skewed clocks still reset at the same 00:00 UTC.
//
// The store takes a client the application created (node-redis `createClient()`, or an adapter for another
// library) instead of importing one: the generated package then has no Redis dependency at all, its root entry and a
// browser bundle never meet it, and the application picks the client's version, TLS, auth and reconnect policy.
// Nothing here needs Node either (Web Crypto only), so `createFetchHandler` can use it where a Redis client runs.
// 
import type { CreditCharge, CreditStore } from 'rpcforge-generated/server';

/**
 * What the store needs of a Redis client: node-redis's (v4 to v6) `eval` and `evalSha` as they are. For ioredis,
 * wrap it: `{ eval: (s, o) => io.eval(s, o.keys.length, ...o.keys, ...o.arguments), evalSha: (h, o) =>
 * io.evalsha(h, o.keys.length, ...o.keys, ...o.arguments), on: (e, l) => io.on(e, l) }`.
 */
export interface RedisScriptClient {
  eval(script: string, options: { keys: string[]; arguments: string[] }): Promise<unknown>;
  evalSha(sha1: string, options: { keys: string[]; arguments: string[] }): Promise<unknown>;
  /** When present, the store listens to `error` (a node-redis client with no listener throws it at the process). */
  on?(event: 'error', listener: (error: Error) => void): unknown;
}

export interface RedisCreditStoreOptions {
  client: RedisScriptClient;
  /** Credits per key per day (default 3,000,000), or a function of the key (a plan lookup may be async). */
  dailyCredits?: number | ((apiKey: string) => number | Promise<number>);
  /** Prefix of the store's Redis keys (default `rpcforge:credits:`). */
  prefix?: string;
  /** Milliseconds one attempt may take before it counts as failed (default 500); an answer that arrived in time but was not yet read (a busy event loop) counts. */
  timeoutMs?: number;
  /** Attempts after a failed one, with the same charge token, so a retry never debits twice (default 1). */
  retries?: number;
  /**
   * Seconds a charge's token is kept in Redis (default 300): the window in which a charge whose answer was lost can
   * still be voided. Each costs about 150 bytes of Redis memory for that long (100 charges a second: about 4.5 MB).
   */
  tokenSeconds?: number;
  /** Most charges waiting to be voided while Redis does not answer (default 10,000); past it the oldest is dropped. */
  maxPendingVoids?: number;
  /**
   * Per-key request rate in credits per second, kept in Redis with the balance and checked in the same script, so
   * it holds across every process sharing the Redis (or Redis Cluster), exactly within one call's cost; or a
   * function of the key (a key ring's `creditsPerSecond`; `Infinity`: no limit). A call costs its credits, at least 1.
   * The server's own `creditsPerSecond` is then not used (`limitsRate`). Default: no rate limit.
   */
  creditsPerSecond?: number | ((apiKey: string) => number);
  /** Seconds of the rate a key may spend at once after being idle: the bucket's size (default 1, at most 3,600). */
  rateBurstSeconds?: number;
}

/** The store could not get an answer from Redis: the server refuses the call with 503 (or serves it uncharged). */
export class CreditStoreUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CreditStoreUnavailableError';
  }
}

/** What the store did with charges whose answer was lost. */
export interface RedisCreditStoreStats {
  /** Charges waiting to be voided (Redis has not answered since). */
  pendingVoids: number;
  /** Charges voided: either they never ran (and now never will) or they ran and were refunded. */
  voided: number;
  /** Of those, the ones that had run and were refunded. */
  refunded: number;
  /** Voids dropped: past `maxPendingVoids`, or pending longer than `tokenSeconds`. Such a charge, if it ran, stands. */
  dropped: number;
}

// KEYS[1] the key's account: its rate bucket is the hash KEYS[1] (fields t: credits in the bucket, at: as of when, in
// ms of Redis's clock, s: the bucket's size), its spend for day N the string KEYS[1]..':'..N (same hash slot: the
// braces). KEYS[2] this charge's token.
// ARGV[1] cost, ARGV[2] daily credits, ARGV[3] seconds the token is kept, ARGV[4] the key's credits per second (0:
// no rate limit), ARGV[5] the bucket's size, ARGV[6] what the call costs of the rate (its cost, at least 1).
// Answers { 1 taken | 0 refused (credits) | 2 refused (rate) | -1 voided, balance, resets at (seconds since the epoch),
// milliseconds until the rate would let the call through (0 unless refused for the rate) }.
//
// The rate is a token bucket, checked and taken in the same run as the balance: both are taken, or neither (a call
// refused for either costs nothing of the other). One script runs at a time on the key's Redis node, on that node's
// clock, so all processes share one bucket: over any span of T seconds a key is served at most its bucket's size plus
// T × its rate, plus less than one call's cost (the last call let through when the bucket held all it needed; a call
// costing more than the whole bucket passes only when it is full, leaving it below zero).
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

// KEYS[1] the account, KEYS[2] the token of a charge whose answer was lost, or of a call that was not served (a
// refund). ARGV[1] seconds the token is kept. Marks the token void, so that the charge, should it still arrive,
// takes nothing; refunds it if it already ran: exactly its cost, once (a void token refunds nothing again), from the
// spend of the day it was taken (after the reset that spend no longer counts, so nothing is given across it, and
// the spend never falls below what the day's other charges took), and what it took of the rate bucket, up to the
// bucket's size (a bucket that expired has refilled: nothing to give). Answers 1 when it refunded.
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

// KEYS[1] the account; ARGV[1] daily credits. Answers { balance, resets at }.
const balanceScript = `
local now = redis.call('TIME')
local day = math.floor(tonumber(now[1]) / 86400)
local spent = tonumber(redis.call('GET', KEYS[1] .. ':' .. day) or '0')
return {tonumber(ARGV[1]) - spent, (day + 1) * 86400}
`;

interface PendingVoid {
  keys: string[];
  since: number;
}

/**
 * Daily balances in Redis, reset at 00:00 UTC by Redis's clock. Each charge is one script run: it reads the key's
 * spend for the day, refuses when the cost does not fit, else adds the cost and records the charge's token. The
 * script runs atomically, so any number of processes sharing the Redis never overspend a balance.
 *
 * Exactly what a failure costs: a charge that gets no answer within `timeoutMs` is retried (`retries`) with the same
 * token, and a retry of a charge that ran answers what it did without taking anything again, so one call is never
 * debited twice. When every attempt fails the store throws `CreditStoreUnavailableError` (the call is refused, or
 * served uncharged) and voids the charge as soon as Redis answers: the token is marked void so a late-arriving
 * charge takes nothing, and a charge that had run is refunded. A void waits at most `tokenSeconds` and
 * `maxPendingVoids` (then it is dropped and counted in `stats.dropped`, and that charge, if it ran, stands).
 *
 * Redis keys: `<prefix>{<hash>}:<day>` (the day's spend, expiring an hour after the reset) and
 * `<prefix>{<hash>}:t:<token>` (charge tokens); `<hash>` is the first 128 bits of the key's SHA-256, so no API key is
 * stored in Redis, and the braces keep a key's entries in one Redis Cluster slot.
 */
export class RedisCreditStore implements CreditStore {
  /** Whether the store limits the rate itself (`creditsPerSecond` given): the server then has no limiter of its own. */
  readonly limitsRate: boolean;
  private readonly client: RedisScriptClient;
  private readonly rate: (apiKey: string) => number;
  private readonly burstSeconds: number;
  private readonly dailyCredits: (apiKey: string) => number | Promise<number>;
  private readonly prefix: string;
  private readonly timeoutMs: number;
  private readonly retries: number;
  private readonly tokenSeconds: number;
  private readonly maxPendingVoids: number;
  private readonly shas = new Map<string, Promise<string>>();
  private readonly hashes = new Map<string, string>();
  private readonly pending: PendingVoid[] = [];
  private draining = false;
  private drainTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly counts = { voided: 0, refunded: 0, dropped: 0 };

  constructor(options: RedisCreditStoreOptions) {
    const client = options?.client;
    if (typeof client !== 'object' || client === null || typeof client.eval !== 'function' || typeof client.evalSha !== 'function') {
      throw new TypeError('RedisCreditStore: client must be a Redis client with eval and evalSha (node-redis createClient(), connected)');
    }
    this.client = client;
    const daily = options.dailyCredits ?? 3_000_000;
    if (typeof daily === 'number') {
      if (!(Number.isSafeInteger(daily) && daily >= 0)) throw new RangeError('RedisCreditStore: dailyCredits must be a whole number >= 0');
      this.dailyCredits = () => daily;
    } else if (typeof daily === 'function') this.dailyCredits = daily;
    else throw new TypeError('RedisCreditStore: dailyCredits must be a number or a function of the key');
    const number = (name: string, value: number | undefined, fallback: number, min: number) => {
      if (value === undefined) return fallback;
      if (typeof value !== 'number' || !Number.isFinite(value) || !(value >= min)) throw new RangeError(`RedisCreditStore: ${name} must be a finite number >= ${min}`);
      return value;
    };
    this.timeoutMs = number('timeoutMs', options.timeoutMs, 500, 1);
    this.retries = Math.floor(number('retries', options.retries, 1, 0));
    this.tokenSeconds = Math.ceil(number('tokenSeconds', options.tokenSeconds, 300, 1));
    this.maxPendingVoids = Math.floor(number('maxPendingVoids', options.maxPendingVoids, 10_000, 1));
    const rate = options.creditsPerSecond;
    if (rate === undefined) this.rate = () => 0;
    else if (typeof rate === 'number') {
      if (!(rate > 0)) throw new RangeError('RedisCreditStore: creditsPerSecond must be a number > 0 (Infinity for no limit)');
      this.rate = () => rate;
    } else if (typeof rate === 'function') this.rate = rate;
    else throw new TypeError('RedisCreditStore: creditsPerSecond must be a number or a function of the key');
    this.limitsRate = rate !== undefined;
    this.burstSeconds = number('rateBurstSeconds', options.rateBurstSeconds, 1, 0.001);
    // The bucket lives in Redis no longer than the day's spend does (an hour past the reset at the least).
    if (this.burstSeconds > 3600) throw new RangeError('RedisCreditStore: rateBurstSeconds must be at most 3600');
    const prefix = options.prefix ?? 'rpcforge:credits:';
    if (typeof prefix !== 'string' || /[{}]/.test(prefix)) throw new TypeError('RedisCreditStore: prefix must be a string without braces');
    this.prefix = prefix;
    // A node-redis client emits `error` on every failed reconnect; with no listener that would end the process.
    // The failures themselves reach the server through the charges that time out.
    if (typeof client.on === 'function') client.on('error', () => undefined);
  }

  get stats(): RedisCreditStoreStats {
    return { pendingVoids: this.pending.length, ...this.counts };
  }

  async charge(apiKey: string, cost: number): Promise<CreditCharge> {
    if (!(Number.isFinite(cost) && cost >= 0)) throw new RangeError('RedisCreditStore: cost must be a finite number >= 0');
    const [account, daily] = await Promise.all([this.account(apiKey), this.daily(apiKey)]);
    // Redis counts whole credits: a fractional price is rounded up, never down.
    const whole = Math.ceil(cost);
    const rate = this.keyRate(apiKey);
    const args = [String(whole), String(daily), String(this.tokenSeconds), String(rate), String(rate * this.burstSeconds), String(Math.max(whole, 1))];
    const keys = [account, `${account}:t:${token()}`];
    let failure: unknown;
    for (let attempt = 0; attempt <= this.retries; attempt++) {
      try {
        const answer = await this.run(chargeScript, keys, args);
        const [taken, balance, resets, retryAfterMs] = numbers(answer, 4);
        this.drainSoon();
        // -1: voided meanwhile (cannot happen while this call still waits, but the answer must be honest).
        if (taken === -1) throw new CreditStoreUnavailableError('credit store: this charge was voided');
        const charge: CreditCharge = { ok: taken === 1, balance: Math.max(0, balance), resetsAt: resets * 1000, ref: keys[1] };
        if (taken === 2) charge.rate = { creditsPerSecond: rate, retryAfterMs: Math.max(1, retryAfterMs) };
        return charge;
      } catch (error) {
        failure = error;
      }
    }
    // Every attempt failed: the charge may have run with its answer lost. Void it once Redis answers again.
    if (whole > 0 || rate > 0) this.enqueueVoid(keys);
    throw failure instanceof CreditStoreUnavailableError ? failure : new CreditStoreUnavailableError(`credit store: Redis failed: ${describe(failure)}`);
  }

  /** The key's rate for the script: 0 for no limit (none configured, `Infinity`, or a function's nonsense). */
  private keyRate(apiKey: string): number {
    const rate = this.rate(apiKey);
    return rate > 0 && Number.isFinite(rate) ? rate : 0;
  }

  /**
   * Gives back a charge this store took, for a call that was not served: its token is voided (the void script above),
   * so the refund is exactly the charge's cost, at most once, and only on the day it was taken. A refund Redis does
   * not answer waits with the lost charges' voids (`stats.pendingVoids`) and is sent once Redis answers. Never rejects.
   */
  async refund(apiKey: string, _cost: number, charge: CreditCharge): Promise<void> {
    const token = charge.ref;
    const account = await this.account(apiKey);
    // Only a token of this store for this key: a charge from elsewhere has nothing here to give back. A call that
    // cost no credits may still have taken from the rate bucket: the token says what to give back.
    if (typeof token !== 'string' || !token.startsWith(`${account}:t:`)) return;
    const keys = [account, token];
    try {
      await this.run(voidScript, keys, [String(this.tokenSeconds)]);
    } catch {
      this.enqueueVoid(keys);
    }
  }

  async balance(apiKey: string): Promise<number> {
    const [account, daily] = await Promise.all([this.account(apiKey), this.daily(apiKey)]);
    const [balance] = numbers(await this.run(balanceScript, [account], [String(daily)]), 2);
    return Math.max(0, balance);
  }

  /** Whether Redis answers a script within `timeoutMs` (for `GET /healthz`). */
  async healthy(): Promise<boolean> {
    try {
      await this.run('return 1', [], []);
      return true;
    } catch {
      return false;
    }
  }

  /** Stops the void retries' timer (the client is the application's to close). Pending voids stay in `stats`. */
  close(): void {
    clearTimeout(this.drainTimer);
    this.drainTimer = undefined;
  }

  /** Runs a script by its SHA-1 (loading it with EVAL when Redis does not have it), within `timeoutMs`. */
  private async run(script: string, keys: string[], args: string[]): Promise<unknown> {
    const options = { keys, arguments: args };
    return this.withTimeout(async () => {
      let sha = this.shas.get(script);
      if (sha === undefined) {
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

  private withTimeout<T>(work: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      // The timer runs before the event loop reads its sockets: on a turn that took longer than timeoutMs (a busy
      // gateway reading hundreds of requests at once), an answer Redis gave in time is still unread when the timer
      // fires. So the refusal waits for this turn's reads (setImmediate runs after them) and is dropped if the answer
      // was among them: only Redis's silence counts, not this thread's lag.
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
        (error: unknown) => {
          settled = true;
          clearTimeout(timer);
          reject(error);
        },
      );
    });
  }

  /** The key's Redis account: prefix and a hash of the key (never the key). Hashes are cached, at most 10,000. */
  private async account(apiKey: string): Promise<string> {
    let hash = this.hashes.get(apiKey);
    if (hash === undefined) {
      const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(apiKey)));
      hash = hex(digest.subarray(0, 16));
      if (this.hashes.size >= 10_000) this.hashes.clear();
      this.hashes.set(apiKey, hash);
    }
    return `${this.prefix}{${hash}}`;
  }

  private async daily(apiKey: string): Promise<number> {
    const daily = await this.dailyCredits(apiKey);
    if (!(typeof daily === 'number' && daily >= 0 && Number.isFinite(daily))) throw new RangeError('RedisCreditStore: dailyCredits(key) must give a finite number >= 0');
    return Math.floor(daily);
  }

  private enqueueVoid(keys: string[]): void {
    if (this.pending.length >= this.maxPendingVoids) {
      this.pending.shift();
      this.counts.dropped++;
    }
    this.pending.push({ keys, since: Date.now() });
    this.drainSoon(1000);
  }

  /** Voids the pending charges now when Redis just answered, else in `delay` ms. */
  private drainSoon(delay = 0): void {
    if (this.pending.length === 0 || this.draining) return;
    if (delay === 0) {
      clearTimeout(this.drainTimer);
      this.drainTimer = undefined;
      void this.drain();
      return;
    }
    if (this.drainTimer !== undefined) return;
    this.drainTimer = setTimeout(() => {
      this.drainTimer = undefined;
      void this.drain();
    }, delay);
    (this.drainTimer as { unref?: () => void }).unref?.();
  }

  /** Sends the pending voids, oldest first (each after its charge, on the same connection); stops at a failure. */
  private async drain(): Promise<void> {
    this.draining = true;
    try {
      while (this.pending.length > 0) {
        const next = this.pending[0]!;
        if (Date.now() - next.since > this.tokenSeconds * 1000) {
          // The token may be gone: voiding now could not refund, and could not stop the charge either.
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
      if (this.pending.length > 0) this.drainSoon(1000);
    }
  }
}

/** A script's array answer as numbers; anything else is a broken reply. */
function numbers(answer: unknown, length: number): number[] {
  if (!Array.isArray(answer) || answer.length !== length) throw new CreditStoreUnavailableError('credit store: unexpected reply from Redis');
  const values = answer.map(Number);
  if (values.some((v) => !Number.isFinite(v))) throw new CreditStoreUnavailableError('credit store: unexpected reply from Redis');
  return values;
}

/** A charge token: 128 random bits. */
function token(): string {
  return hex(crypto.getRandomValues(new Uint8Array(16)));
}

async function sha1Hex(text: string): Promise<string> {
  return hex(new Uint8Array(await crypto.subtle.digest('SHA-1', new TextEncoder().encode(text))));
}

function hex(bytes: Uint8Array): string {
  let text = '';
  for (const byte of bytes) text += byte.toString(16).padStart(2, '0');
  return text;
}

function describe(error: unknown): string {
  try {
    return error instanceof Error ? error.message : String(error);
  } catch {
    return 'unprintable error';
  }
}

/** Runs `f` after the event loop's pending reads (setImmediate in Node; a zero timer, also after them, elsewhere). */
function deferred(f: () => void): void {
  const immediate = (globalThis as { setImmediate?: (f: () => void) => unknown }).setImmediate;
  if (typeof immediate === 'function') immediate(f);
  else setTimeout(f, 0);
}
