import type { AuthVerdict } from './server-engine-cors.js';
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
    plans?: {
        readonly [name: string]: PlanConfig;
    };
    /**
     * API keys and their settings. A `Map` keeps the source's order (a message's entry number counts in it, whatever
     * the keys look like) and is the cheaper form for a big table.
     */
    keys: {
        readonly [apiKey: string]: KeyConfig;
    } | ReadonlyMap<string, KeyConfig>;
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
    readonly plans: readonly {
        readonly name: string;
        readonly failover?: boolean;
    }[];
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
export interface KeyRingOptions {
    /** Daily credits of a plan that names none (default 3,000,000, the server's default). */
    defaultDailyCredits?: number;
}
/**
 * The keys and plans in force. `authenticate`, `dailyCredits`, `creditsPerSecond` and `planOf` are bound functions,
 * ready to pass as the server's `authenticate`, `dailyCredits` and `creditsPerSecond` options and the upstream's
 * `planOf`.
 */
export declare class KeyRing {
    private table;
    private entries;
    /** The last key looked up and what it found: a call asks four times about its key, which is hashed once. */
    private lastKey;
    private lastEntry;
    private readonly defaultDailyCredits;
    constructor(config?: KeysConfig | PackedKeys, options?: KeyRingOptions);
    /**
     * Checks a table whole and packs it for `update`, without touching any ring: run it where the time may go (a
     * worker thread, for a big table), then hand the result to `update`. A bad config throws a TypeError naming the
     * entry by its number, never by its key; its `path` says where for a caller that can point into its source:
     * `['keys', n, field?]` (n counts from 0 in the table's order) or `['plans', name, field?]`.
     */
    static pack(config: KeysConfig): PackedKeys;
    /**
     * Replaces every key and plan: a config (checked and packed here, as `KeyRing.pack` does) or what `pack` made. The
     * new table is checked whole first: a bad one throws a TypeError (see `pack`), and the keys in force stay as they
     * were. A packed table is only checked (its arrays: about 2 ms per 100,000 keys). Keys left out are refused from
     * the next request on (an open WebSocket was let in when it connected and stays open).
     */
    update(config: KeysConfig | PackedKeys): void;
    /** Keys in force. */
    get size(): number;
    /** The server's `authenticate`: known, enabled keys, with their allowed origins. */
    readonly authenticate: (apiKey: string) => AuthVerdict;
    /** The server's `dailyCredits`: the key's own, else its plan's; 0 for an unknown key (never asked: it gets 401). */
    readonly dailyCredits: (apiKey: string) => number;
    /**
     * The server's `creditsPerSecond`: the key's own rate, else its plan's; Infinity (no limit) when neither sets one,
     * and for an unknown key (never asked: it gets 401).
     */
    readonly creditsPerSecond: (apiKey: string) => number;
    /** The upstream's `planOf`: the key's plan, or undefined for an unknown key. */
    readonly planOf: (apiKey: string) => KeyPlan | undefined;
    /**
     * Whether a known key may call `network` (its own `networks`, else its plan's, else every network); undefined for
     * an unknown key, which `authenticate` refuses anyway. `rpcforge serve --config` refuses the others with 403.
     */
    readonly allowsNetwork: (apiKey: string, network: string) => boolean | undefined;
    private entry;
    private find;
}
