// API keys and plans for the generated server: which keys may call, from which web origins, with how many credits a
// day and per second, and on which plan (the plan decides failover, see server-upstream.ts). Plain data in, so any source works: a
// YAML or JSON file (rpcforge's `serve --keys` reads `keys.yaml` and calls `update` when it changes), a database, an
// admin API. `update` swaps the whole table at once, so a request never sees half of a reload. Internal module: use
// server.ts.
import type { AuthVerdict } from './server-core.js';

/** One plan: its daily credits, its rate, and whether its keys may use the partner upstream during an outage. */
export interface PlanConfig {
  /** Credits a key of this plan gets per day (default: the ring's `defaultDailyCredits`). */
  dailyCredits?: number;
  /**
   * Credits a key of this plan may spend per second (the providers' plans state a rate so: 500 on a free plan);
   * default: no limit. The server's `creditsPerSecond` option, through the ring's `creditsPerSecond`.
   */
  creditsPerSecond?: number;
  /**
   * Whether the plan's keys are forwarded to the partner upstream when the primary is down, for the methods the spec
   * marks `x-failover`. Default: when the spec names the plan in the method's `x-failover.plans` (e.g. Growth, Custom).
   */
  failover?: boolean;
}

/** One API key. */
export interface KeyConfig {
  /** The plan's name, as `plans` names it. */
  plan: string;
  /** Overrides the plan's daily credits for this key. */
  dailyCredits?: number;
  /** Overrides the plan's rate for this key (credits per second). */
  creditsPerSecond?: number;
  /** Web origins pages may call from with this key (`['https://app.example']`); default: any `cors` allows. */
  allowedOrigins?: readonly string[];
  /** `false` refuses the key (401) while keeping it in the file. */
  enabled?: boolean;
}

/** What a keys file holds. */
export interface KeysConfig {
  plans?: { readonly [name: string]: PlanConfig };
  keys: { readonly [apiKey: string]: KeyConfig };
}

/** A known key's plan, as the upstream router needs it. */
export interface KeyPlan {
  readonly name: string;
  /** The plan's own `failover` setting, when it has one (else the spec's plan list decides). */
  readonly failover?: boolean;
}

interface Entry {
  plan: KeyPlan;
  dailyCredits: number;
  /** Credits per second; Infinity: no limit. */
  creditsPerSecond: number;
  verdict: AuthVerdict;
}

export interface KeyRingOptions {
  /** Daily credits of a plan that names none (default 3,000,000, the server's default). */
  defaultDailyCredits?: number;
}

/**
 * The keys and plans in force. `authenticate`, `dailyCredits`, `creditsPerSecond` and `planOf` are bound functions,
 * ready to pass as the server's `authenticate`, `dailyCredits` and `creditsPerSecond` options and the upstream's
 * `planOf`.
 */
export class KeyRing {
  private entries = new Map<string, Entry>();
  private readonly defaultDailyCredits: number;

  constructor(config: KeysConfig = { keys: {} }, options: KeyRingOptions = {}) {
    const fallback = options.defaultDailyCredits ?? 3_000_000;
    if (!(typeof fallback === 'number' && Number.isFinite(fallback) && fallback >= 0)) throw new RangeError('KeyRing: defaultDailyCredits must be a finite number >= 0');
    this.defaultDailyCredits = fallback;
    this.update(config);
  }

  /**
   * Replaces every key and plan. The new table is checked whole first: a bad config throws a TypeError naming the
   * entry, and the keys in force stay as they were. Keys left out are refused from the next request on (an open
   * WebSocket was let in when it connected and stays open).
   */
  update(config: KeysConfig): void {
    if (typeof config !== 'object' || config === null) throw new TypeError('keys: expected an object with `keys` (and `plans`)');
    const plans = config.plans ?? {};
    if (typeof plans !== 'object' || plans === null || Array.isArray(plans)) throw new TypeError('keys: `plans` must map plan names to { dailyCredits?, creditsPerSecond?, failover? }');
    const keys = config.keys;
    if (typeof keys !== 'object' || keys === null || Array.isArray(keys)) throw new TypeError('keys: `keys` must map API keys to { plan, dailyCredits?, allowedOrigins? }');
    for (const [name, plan] of Object.entries(plans)) {
      if (typeof plan !== 'object' || plan === null) throw new TypeError(`keys: plan ${JSON.stringify(name)} must be an object`);
      credits(`plan ${JSON.stringify(name)}`, plan.dailyCredits);
      rate(`plan ${JSON.stringify(name)}`, plan.creditsPerSecond);
      if (plan.failover !== undefined && typeof plan.failover !== 'boolean') throw new TypeError(`keys: plan ${JSON.stringify(name)}: failover must be true or false`);
    }
    const entries = new Map<string, Entry>();
    let index = 0;
    for (const [apiKey, key] of Object.entries(keys)) {
      // The key itself never appears in a message: the file may be shown in logs.
      const where = `keys: entry ${index++}`;
      if (apiKey === '') throw new TypeError(`${where}: the key is empty`);
      if (typeof key !== 'object' || key === null) throw new TypeError(`${where} must be an object with a plan`);
      if (typeof key.plan !== 'string' || !Object.prototype.hasOwnProperty.call(plans, key.plan)) {
        throw new TypeError(`${where}: plan must be one of the plans listed (${Object.keys(plans).map((p) => JSON.stringify(p)).join(', ') || 'none listed'})`);
      }
      credits(where, key.dailyCredits);
      rate(where, key.creditsPerSecond);
      const origins = key.allowedOrigins;
      if (origins !== undefined && !(Array.isArray(origins) && origins.every((o) => typeof o === 'string'))) throw new TypeError(`${where}: allowedOrigins must be a list of origins`);
      if (key.enabled !== undefined && typeof key.enabled !== 'boolean') throw new TypeError(`${where}: enabled must be true or false`);
      if (key.enabled === false) continue;
      const plan = plans[key.plan]!;
      entries.set(apiKey, {
        plan: plan.failover === undefined ? { name: key.plan } : { name: key.plan, failover: plan.failover },
        dailyCredits: key.dailyCredits ?? plan.dailyCredits ?? this.defaultDailyCredits,
        creditsPerSecond: key.creditsPerSecond ?? plan.creditsPerSecond ?? Infinity,
        verdict: origins === undefined ? true : { ok: true, allowedOrigins: [...origins] },
      });
    }
    this.entries = entries;
  }

  /** Keys in force. */
  get size(): number {
    return this.entries.size;
  }

  /** The server's `authenticate`: known, enabled keys, with their allowed origins. */
  readonly authenticate = (apiKey: string): AuthVerdict => this.entries.get(apiKey)?.verdict ?? false;

  /** The server's `dailyCredits`: the key's own, else its plan's; 0 for an unknown key (never asked: it gets 401). */
  readonly dailyCredits = (apiKey: string): number => this.entries.get(apiKey)?.dailyCredits ?? 0;

  /**
   * The server's `creditsPerSecond`: the key's own rate, else its plan's; Infinity (no limit) when neither sets one,
   * and for an unknown key (never asked: it gets 401).
   */
  readonly creditsPerSecond = (apiKey: string): number => this.entries.get(apiKey)?.creditsPerSecond ?? Infinity;

  /** The upstream's `planOf`: the key's plan, or undefined for an unknown key. */
  readonly planOf = (apiKey: string): KeyPlan | undefined => this.entries.get(apiKey)?.plan;
}

function credits(where: string, value: unknown): void {
  if (value !== undefined && !(typeof value === 'number' && Number.isFinite(value) && value >= 0)) throw new TypeError(`${where}: dailyCredits must be a number >= 0`);
}

function rate(where: string, value: unknown): void {
  if (value !== undefined && !(typeof value === 'number' && value > 0)) throw new TypeError(`${where}: creditsPerSecond must be a number > 0 (.inf: no limit)`);
}
