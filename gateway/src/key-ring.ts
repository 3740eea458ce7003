// API keys and plans for the generated server: which keys may call, from which web origins, with how many credits a
// day and per second, and on which plan (the plan decides failover, see server-gateway-upstream.ts). Plain data in, so any source works: a
// YAML or JSON file (rpcforge's `serve --keys` reads `keys.yaml` and calls `update` when it changes), a database, an
// admin API. `update` swaps the whole table at once, so a request never sees half of a reload. The table is a hash
// table in typed arrays (`PackedKeys`) rather than a Map: `KeyRing.pack` builds it wherever the time may go (a worker
// thread), and installing it costs only a check of its arrays, about 2 ms per 100,000 keys, where building a Map of
// them on the server's thread took 170-390 ms. 
import type { AuthVerdict } from 'rpcforge-generated/server';
import { byCodeUnit } from './order.js';

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
  /**
   * The networks (`rpcforge serve --config`'s network names) the plan's keys may call; default: every network. A
   * key's own `networks` replaces it.
   */
  networks?: readonly string[];
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
  /** The networks this key may call (replaces its plan's `networks`); default: its plan's, else every network. */
  networks?: readonly string[];
}

/** What a keys file holds. */
export interface KeysConfig {
  plans?: { readonly [name: string]: PlanConfig };
  /**
   * API keys and their settings. A `Map` keeps the source's order (a message's entry number counts in it, whatever
   * the keys look like) and is the cheaper form for a big table.
   */
  keys: { readonly [apiKey: string]: KeyConfig } | ReadonlyMap<string, KeyConfig>;
}

/** A known key's plan, as the upstream router needs it. */
export interface KeyPlan {
  readonly name: string;
  /** The plan's own `failover` setting, when it has one (else the spec's plan list decides). */
  readonly failover?: boolean;
}

/**
 * The keys and plans checked and packed by `KeyRing.pack`: strings and typed arrays only, so it crosses to another
 * thread whole (`postMessage`, with the arrays' buffers transferred, no copy) and `update` installs it after a check
 * of its arrays (about 2 ms per 100,000 keys). Build it with `KeyRing.pack`; the layout may change between versions.
 */
export interface PackedKeys {
  readonly format: 'rpcforge-keys-1';
  /** The seed of the table's hash, random per pack: which keys share a probe run cannot be known outside. */
  readonly seed: number;
  /** Every enabled key's UTF-16 code units, one after the other. */
  readonly text: Uint16Array;
  /** Key `i` is `text[starts[i]]` up to `text[starts[i + 1]]` (one more than the number of keys). */
  readonly starts: Uint32Array;
  /** Key `i`'s settings: an index into the settings columns below, one row per distinct setting. */
  readonly settingOf: Uint32Array;
  /** Open addressing, a power of two above twice the keys: key index + 1, or 0 for a free slot. */
  readonly slots: Uint32Array;
  /** The plans keys are on, each with its own `failover` setting when it has one. */
  readonly plans: readonly { readonly name: string; readonly failover?: boolean }[];
  /** Per setting: its plan, an index into `plans`. */
  readonly planOf: Uint32Array;
  /** Per setting: daily credits; NaN: the ring's `defaultDailyCredits`. */
  readonly dailyCredits: Float64Array;
  /** Per setting: credits per second; Infinity: no limit. */
  readonly creditsPerSecond: Float64Array;
  /** The distinct `allowedOrigins` lists. */
  readonly origins: readonly (readonly string[])[];
  /** Per setting: an index into `origins`, or -1 (any origin `cors` allows). */
  readonly originsOf: Int32Array;
  /** The distinct `networks` lists (absent in a table packed before networks existed: every key may call any). */
  readonly networkLists?: readonly (readonly string[])[];
  /** Per setting: an index into `networkLists`, or -1 (every network). */
  readonly networksOf?: Int32Array;
}

interface Entry {
  plan: KeyPlan;
  dailyCredits: number;
  /** Credits per second; Infinity: no limit. */
  creditsPerSecond: number;
  verdict: AuthVerdict;
  /** The networks the key may call; undefined: every one. */
  networks: ReadonlySet<string> | undefined;
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
  private table!: PackedKeys;
  private entries: (Entry | undefined)[] = [];
  /** The last key looked up and what it found: a call asks four times about its key, which is hashed once. */
  private lastKey: string | undefined;
  private lastEntry: Entry | undefined;
  private readonly defaultDailyCredits: number;

  constructor(config: KeysConfig | PackedKeys = { keys: {} }, options: KeyRingOptions = {}) {
    const fallback = options.defaultDailyCredits ?? 3_000_000;
    if (!(typeof fallback === 'number' && Number.isFinite(fallback) && fallback >= 0)) throw new RangeError('KeyRing: defaultDailyCredits must be a finite number >= 0');
    this.defaultDailyCredits = fallback;
    this.update(config);
  }

  /**
   * Checks a table whole and packs it for `update`, without touching any ring: run it where the time may go (a
   * worker thread, for a big table), then hand the result to `update`. A bad config throws a TypeError naming the
   * entry by its number, never by its key; its `path` says where for a caller that can point into its source:
   * `['keys', n, field?]` (n counts from 0 in the table's order) or `['plans', name, field?]`.
   */
  static pack(config: KeysConfig): PackedKeys {
    if (typeof config !== 'object' || config === null) fail([], 'expected an object with `keys` (and `plans`)');
    const plans = config.plans ?? {};
    if (typeof plans !== 'object' || plans === null || Array.isArray(plans)) fail(['plans'], '`plans` must map plan names to { dailyCredits?, creditsPerSecond?, failover? }');
    const keys = config.keys;
    const isMap = keys instanceof Map;
    if (!isMap && (typeof keys !== 'object' || keys === null || Array.isArray(keys))) fail(['keys'], '`keys` must map API keys to { plan, dailyCredits?, allowedOrigins? }');
    checkPlans(plans);
    const packer = new Packer(plans);
    let index = 0;
    for (const [apiKey, key] of isMap ? (keys as ReadonlyMap<unknown, KeyConfig>) : Object.entries(keys as { readonly [apiKey: string]: KeyConfig })) {
      packer.add(index++, apiKey, key);
    }
    return packer.packed();
  }

  /**
   * Replaces every key and plan: a config (checked and packed here, as `KeyRing.pack` does) or what `pack` made. The
   * new table is checked whole first: a bad one throws a TypeError (see `pack`), and the keys in force stay as they
   * were. A packed table is only checked (its arrays: about 2 ms per 100,000 keys). Keys left out are refused from
   * the next request on (an open WebSocket was let in when it connected and stays open).
   */
  update(config: KeysConfig | PackedKeys): void {
    const packed = (config as Partial<PackedKeys> | null)?.format === 'rpcforge-keys-1' ? (config as PackedKeys) : KeyRing.pack(config as KeysConfig);
    checkPacked(packed);
    this.table = packed;
    // Made on a key's first call: a table may have as many settings as keys, and a reload must stay cheap.
    this.entries = new Array<Entry | undefined>(packed.planOf.length);
    this.lastKey = undefined;
    this.lastEntry = undefined;
  }

  /** Keys in force. */
  get size(): number {
    return this.table.settingOf.length;
  }

  /** The server's `authenticate`: known, enabled keys, with their allowed origins. */
  readonly authenticate = (apiKey: string): AuthVerdict => this.find(apiKey)?.verdict ?? false;

  /** The server's `dailyCredits`: the key's own, else its plan's; 0 for an unknown key (never asked: it gets 401). */
  readonly dailyCredits = (apiKey: string): number => this.find(apiKey)?.dailyCredits ?? 0;

  /**
   * The server's `creditsPerSecond`: the key's own rate, else its plan's; Infinity (no limit) when neither sets one,
   * and for an unknown key (never asked: it gets 401).
   */
  readonly creditsPerSecond = (apiKey: string): number => this.find(apiKey)?.creditsPerSecond ?? Infinity;

  /** The upstream's `planOf`: the key's plan, or undefined for an unknown key. */
  readonly planOf = (apiKey: string): KeyPlan | undefined => this.find(apiKey)?.plan;

  /**
   * Whether a known key may call `network` (its own `networks`, else its plan's, else every network); undefined for
   * an unknown key, which `authenticate` refuses anyway. `rpcforge serve --config` refuses the others with 403.
   */
  readonly allowsNetwork = (apiKey: string, network: string): boolean | undefined => {
    const entry = this.find(apiKey);
    return entry === undefined ? undefined : entry.networks === undefined || entry.networks.has(network);
  };

  private entry(setting: number): Entry {
    const { plans, planOf, dailyCredits, creditsPerSecond, origins, originsOf, networkLists, networksOf } = this.table;
    const allowed = originsOf[setting]!;
    const networks = networksOf === undefined ? -1 : networksOf[setting]!;
    const daily = dailyCredits[setting]!;
    return {
      plan: plans[planOf[setting]!]!,
      dailyCredits: Number.isNaN(daily) ? this.defaultDailyCredits : daily,
      creditsPerSecond: creditsPerSecond[setting]!,
      verdict: allowed === -1 ? true : { ok: true, allowedOrigins: [...origins[allowed]!] },
      networks: networks === -1 ? undefined : new Set(networkLists![networks]),
    };
  }

  private find(apiKey: string): Entry | undefined {
    if (apiKey === this.lastKey) return this.lastEntry;
    const { text, starts, slots, settingOf, seed } = this.table;
    const mask = slots.length - 1;
    const length = apiKey.length;
    let found: Entry | undefined;
    // Ends: checkPacked made sure a slot is free.
    for (let slot = hashKey(apiKey, seed) & mask; ; slot = (slot + 1) & mask) {
      const k = slots[slot]!;
      if (k === 0) break;
      const start = starts[k - 1]!;
      if (starts[k]! - start !== length) continue;
      let j = 0;
      while (j < length && text[start + j] === apiKey.charCodeAt(j)) j++;
      if (j === length) {
        const setting = settingOf[k - 1]!;
        found = this.entries[setting] ?? (this.entries[setting] = this.entry(setting));
        break;
      }
    }
    this.lastKey = apiKey;
    this.lastEntry = found;
    return found;
  }
}

/** FNV-1a from a seeded basis over the UTF-16 code units, finished with murmur3's fmix32 (the table masks the low
 * bits, which FNV mixes least). */
function checkPlans(plans: { readonly [name: string]: PlanConfig }): void {
  for (const [name, plan] of Object.entries(plans)) {
    if (typeof plan !== 'object' || plan === null) fail(['plans', name], 'must be an object');
    credits(['plans', name, 'dailyCredits'], plan.dailyCredits);
    rate(['plans', name, 'creditsPerSecond'], plan.creditsPerSecond);
    if (plan.failover !== undefined && typeof plan.failover !== 'boolean') fail(['plans', name, 'failover'], 'failover must be true or false');
    if (plan.networks !== undefined && !networkList(plan.networks)) fail(['plans', name, 'networks'], networksReason);
  }
}

/**
 * Lists (origins, networks) kept once: by identity first (one list shared by many keys, a YAML alias or a plan's, is
 * checked and stored once), then by content.
 */
class ListTable {
  readonly lists: string[][] = [];
  private readonly byIdentity = new Map<unknown, number>();
  private readonly byText = new Map<string, number>();

  /** Whether this very list was seen (and so already checked). */
  has(list: unknown): boolean {
    return this.byIdentity.has(list);
  }

  /** The list's id; `stored` is its form as kept (its content, for the comparison too). */
  id(list: readonly string[], stored: (list: readonly string[]) => string[]): number {
    let id = this.byIdentity.get(list);
    if (id === undefined) {
      const form = stored(list);
      const text = JSON.stringify(form);
      id = this.byText.get(text);
      if (id === undefined) {
        id = this.lists.push(form) - 1;
        this.byText.set(text, id);
      }
      this.byIdentity.set(list, id);
    }
    return id;
  }
}

/** A network list as kept: each name once, in code-unit order. */
const networkForm = (list: readonly string[]): string[] => [...new Set(list)].sort(byCodeUnit);

/**
 * Checks keys one by one and packs them: each enabled key's setting (its plan, balance, rate, origins and networks),
 * shared by every key with the same one, then the keys' text and their hash table (`packed`).
 */
class Packer {
  private readonly list: string[] = [];
  private readonly settingOf: number[] = [];
  private readonly settingIds = new Map<string, number>();
  private readonly planIds = new Map<string, number>();
  private readonly packedPlans: { name: string; failover?: boolean }[] = [];
  private readonly columns = { planOf: [] as number[], dailyCredits: [] as number[], creditsPerSecond: [] as number[], originsOf: [] as number[], networksOf: [] as number[] };
  private readonly origins = new ListTable();
  private readonly networks = new ListTable();
  private units = 0;

  constructor(private readonly plans: { readonly [name: string]: PlanConfig }) {}

  /** The key numbered `at` in the table's order. The key itself never appears in a message: the file may be shown in logs. */
  add(at: number, apiKey: unknown, key: KeyConfig): void {
    const { plans } = this;
    if (typeof apiKey !== 'string') fail(['keys', at], 'the key must be a string');
    if (apiKey === '') fail(['keys', at], 'the key is empty');
    if (typeof key !== 'object' || key === null) fail(['keys', at], 'must be an object with a plan');
    if (typeof key.plan !== 'string' || !Object.prototype.hasOwnProperty.call(plans, key.plan)) {
      fail(['keys', at, 'plan'], `plan must be one of the plans listed (${Object.keys(plans).map((p) => JSON.stringify(p)).join(', ') || 'none listed'})`);
    }
    credits(['keys', at, 'dailyCredits'], key.dailyCredits);
    rate(['keys', at, 'creditsPerSecond'], key.creditsPerSecond);
    const allowed = key.allowedOrigins;
    if (allowed !== undefined && !this.origins.has(allowed) && !originList(allowed)) fail(['keys', at, 'allowedOrigins'], 'allowedOrigins must be a list of origins');
    const originsId = allowed === undefined ? -1 : this.origins.id(allowed, (l) => [...l]);
    if (key.enabled !== undefined && typeof key.enabled !== 'boolean') fail(['keys', at, 'enabled'], 'enabled must be true or false');
    if (key.networks !== undefined && !this.networks.has(key.networks) && !networkList(key.networks)) fail(['keys', at, 'networks'], networksReason);
    if (key.enabled === false) return;
    const plan = plans[key.plan]!;
    const networks = key.networks ?? plan.networks;
    this.list.push(apiKey);
    this.settingOf.push(this.setting(key, plan, originsId, networks === undefined ? -1 : this.networks.id(networks, networkForm)));
    this.units += apiKey.length;
  }

  /** The setting's number: one per distinct plan, balance, rate, origins and networks. */
  private setting(key: KeyConfig, plan: PlanConfig, originsId: number, networksId: number): number {
    let planId = this.planIds.get(key.plan);
    if (planId === undefined) {
      planId = this.packedPlans.push(plan.failover === undefined ? { name: key.plan } : { name: key.plan, failover: plan.failover }) - 1;
      this.planIds.set(key.plan, planId);
    }
    const dailyCredits = key.dailyCredits ?? plan.dailyCredits ?? Number.NaN;
    const creditsPerSecond = key.creditsPerSecond ?? plan.creditsPerSecond ?? Infinity;
    const signature = `${planId} ${dailyCredits} ${creditsPerSecond} ${originsId} ${networksId}`;
    let setting = this.settingIds.get(signature);
    if (setting === undefined) {
      const { columns } = this;
      setting = columns.planOf.push(planId) - 1;
      columns.dailyCredits.push(dailyCredits);
      columns.creditsPerSecond.push(creditsPerSecond);
      columns.originsOf.push(originsId);
      columns.networksOf.push(networksId);
      this.settingIds.set(signature, setting);
    }
    return setting;
  }

  /** The keys' text in one array and an open-addressing table of them under a fresh seed. */
  packed(): PackedKeys {
    const { list, columns } = this;
    const text = new Uint16Array(this.units);
    const starts = new Uint32Array(list.length + 1);
    let capacity = 8;
    while (capacity <= list.length * 2) capacity *= 2;
    const slots = new Uint32Array(capacity);
    const seed = Math.floor(Math.random() * 2 ** 32);
    let at = 0;
    for (let i = 0; i < list.length; i++) {
      const apiKey = list[i]!;
      starts[i] = at;
      for (let j = 0; j < apiKey.length; j++) text[at++] = apiKey.charCodeAt(j);
      let slot = hashKey(apiKey, seed) & (capacity - 1);
      while (slots[slot] !== 0) slot = (slot + 1) & (capacity - 1);
      slots[slot] = i + 1;
    }
    starts[list.length] = at;
    return {
      format: 'rpcforge-keys-1',
      seed,
      text,
      starts,
      settingOf: Uint32Array.from(this.settingOf),
      slots,
      plans: this.packedPlans,
      planOf: Uint32Array.from(columns.planOf),
      dailyCredits: Float64Array.from(columns.dailyCredits),
      creditsPerSecond: Float64Array.from(columns.creditsPerSecond),
      origins: this.origins.lists,
      originsOf: Int32Array.from(columns.originsOf),
      networkLists: this.networks.lists,
      networksOf: Int32Array.from(columns.networksOf),
    };
  }
}

function hashKey(apiKey: string, seed: number): number {
  let hash = (0x811c9dc5 ^ seed) | 0;
  for (let i = 0; i < apiKey.length; i++) hash = Math.imul(hash ^ apiKey.charCodeAt(i), 0x01000193);
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash >>> 0;
}

/**
 * A packed table from elsewhere (another thread, a caller) is checked before it is trusted: typed arrays of
 * consistent sizes, keys within the text, indexes within range, values a config could have given, and a free slot
 * so that a lookup ends. Loops over typed arrays: about 2 ms per 100,000 keys.
 */
function checkPacked(packed: PackedKeys): void {
  const { text, starts, settingOf, slots, seed, plans, planOf, dailyCredits, creditsPerSecond, origins, originsOf } = packed;
  const bad = (what: string): never => fail(['packed'], `not a table KeyRing.pack made (${what})`);
  const typed =
    text instanceof Uint16Array &&
    starts instanceof Uint32Array &&
    settingOf instanceof Uint32Array &&
    slots instanceof Uint32Array &&
    planOf instanceof Uint32Array &&
    dailyCredits instanceof Float64Array &&
    creditsPerSecond instanceof Float64Array &&
    originsOf instanceof Int32Array &&
    Array.isArray(plans) &&
    Array.isArray(origins);
  if (!typed) bad('types');
  const { networkLists, networksOf } = packed;
  if ((networksOf === undefined) !== (networkLists === undefined)) bad('networks');
  if (networksOf !== undefined && (!(networksOf instanceof Int32Array) || !Array.isArray(networkLists) || networksOf.length !== planOf.length)) bad('networks');
  if (!(Number.isInteger(seed) && seed >= 0 && seed < 2 ** 32)) bad('seed');
  const n = settingOf.length;
  const settings = planOf.length;
  if (dailyCredits.length !== settings || creditsPerSecond.length !== settings || originsOf.length !== settings) bad('settings');
  if (starts.length !== n + 1 || starts[0] !== 0 || starts[n] !== text.length) bad('starts');
  for (let i = 0; i < n; i++) {
    if (starts[i + 1]! < starts[i]!) bad('starts');
    if (settingOf[i]! >= settings) bad('settings');
  }
  if (slots.length <= n || (slots.length & (slots.length - 1)) !== 0) bad('slots');
  let used = 0;
  for (let i = 0; i < slots.length; i++) {
    const k = slots[i]!;
    if (k > n) bad('slots');
    if (k !== 0) used++;
  }
  if (used !== n) bad('slots');
  for (let i = 0; i < settings; i++) {
    const daily = dailyCredits[i]!;
    const allowed = originsOf[i]!;
    if (planOf[i]! >= plans.length || !(Number.isNaN(daily) || (Number.isFinite(daily) && daily >= 0)) || !(creditsPerSecond[i]! > 0) || allowed < -1 || allowed >= origins.length) bad('settings');
  }
  for (const plan of plans) if (typeof plan !== 'object' || plan === null || typeof plan.name !== 'string' || (plan.failover !== undefined && typeof plan.failover !== 'boolean')) bad('plans');
  for (const list of origins) if (!originList(list)) bad('origins');
  if (networksOf !== undefined) {
    for (const list of networkLists!) if (!networkList(list)) bad('networks');
    for (let i = 0; i < networksOf.length; i++) if (networksOf[i]! < -1 || networksOf[i]! >= networkLists!.length) bad('networks');
  }
}

const networksReason = 'networks must be a list of network names (letters, digits, - or _, at most 64 characters)';

/** A list of network names as `serve --config` allows them (at most 256 names: a config holds no more networks). */
function networkList(value: unknown): value is readonly string[] {
  return Array.isArray(value) && value.length <= 256 && value.every((n) => typeof n === 'string' && /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/.test(n));
}

function originList(value: unknown): value is readonly string[] {
  return Array.isArray(value) && value.every((o) => typeof o === 'string');
}

/** Where, in the words of the messages so far: `entry 3`, `plan "Free"`. */
function fail(path: readonly (string | number)[], reason: string): never {
  const where = path[0] === 'keys' && path.length > 1 ? `entry ${path[1]}` : path[0] === 'plans' && path.length > 1 ? `plan ${JSON.stringify(path[1])}` : undefined;
  throw Object.assign(new TypeError(where === undefined ? `keys: ${reason}` : `keys: ${where}${path.length === 2 && reason.startsWith('must') ? ' ' : ': '}${reason}`), { path, reason });
}

function credits(path: readonly (string | number)[], value: unknown): void {
  if (value !== undefined && !(typeof value === 'number' && Number.isFinite(value) && value >= 0)) fail(path, 'dailyCredits must be a number >= 0');
}

function rate(path: readonly (string | number)[], value: unknown): void {
  if (value !== undefined && !(typeof value === 'number' && value > 0)) fail(path, 'creditsPerSecond must be a number > 0 (.inf: no limit)');
}
