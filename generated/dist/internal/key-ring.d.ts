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
    plans?: {
        readonly [name: string]: PlanConfig;
    };
    keys: {
        readonly [apiKey: string]: KeyConfig;
    };
}
/** A known key's plan, as the upstream router needs it. */
export interface KeyPlan {
    readonly name: string;
    /** The plan's own `failover` setting, when it has one (else the spec's plan list decides). */
    readonly failover?: boolean;
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
    private entries;
    private readonly defaultDailyCredits;
    constructor(config?: KeysConfig, options?: KeyRingOptions);
    /**
     * Replaces every key and plan. The new table is checked whole first: a bad config throws a TypeError naming the
     * entry, and the keys in force stay as they were. Keys left out are refused from the next request on (an open
     * WebSocket was let in when it connected and stays open).
     */
    update(config: KeysConfig): void;
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
}
