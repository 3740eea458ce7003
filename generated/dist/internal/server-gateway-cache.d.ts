import type { HandlerContext } from './server-engine-options.js';
import { type ResultCacheStore } from './server-gateway-cache-stores.js';
import type { MethodInfo } from '../methods.js';
/** `createUpstream`'s `cache` option. */
export interface UpstreamCacheOptions {
    /** Where answers are kept: `new MemoryResultCache()` (this process) or `new RedisResultCache({ client })` (shared). */
    store: ResultCacheStore;
    /**
     * The network the upstreams serve, part of every key beside the chain id the nodes answered. Default: a digest of
     * the family's upstream URLs, so that two gateways share answers only when they ask the same nodes on the same
     * chain; give one name to every gateway of a network to share across providers (the chain id still keeps two
     * chains apart under one name).
     */
    network?: string;
    /**
     * Seconds the finalized block's number is reused before it is read again (default 6), when a call names a block
     * above it; a block at or below it needs no read. Until the first read answers, nothing `finalized` is kept.
     */
    finalizedSeconds?: number;
}
/** What a cache lookup found, for `metrics.cache`: `hit` (served from the cache), `miss` (asked upstream), `stored`. */
export type CacheOutcome = 'hit' | 'miss' | 'stored';
type Handler = (params: unknown, context: HandlerContext) => Promise<unknown>;
/** What the cache asks of the router's chain check (server-gateway-chain.ts). */
export interface AnswerChains {
    /** The chain a family's nodes serve (`chainId 0x1`), once known; undefined: not yet, or never (not asked). */
    of(family: string): string | undefined;
    /** The verified chain of the node that answered the call of `context`, if that node's chain is verified. */
    answeredOn(context: HandlerContext): string | undefined;
    /** Resolves once every family's first chain check has settled. */
    known(): Promise<void>;
}
/** Wraps the handlers of the methods the spec marks `x-cache`. One per `createUpstream`. */
export declare class ResultCache {
    /** Reads the number of a family's finalized block from its upstream (server-gateway-finalized.ts). */
    private readonly finalizedNumber;
    /** Reports each lookup's outcome to the metrics: the gateway's guarded hook, so a throwing metric never fails a call. */
    private readonly report;
    /** The URLs of a family's upstream nodes: the default network. */
    private readonly upstreamsOf;
    /** Which chain a family serves, and the node that answered a call (the router's chain check). */
    private readonly chains;
    private readonly store;
    private readonly network;
    private readonly finalizedMs;
    private readonly finals;
    private readonly reading;
    constructor(options: UpstreamCacheOptions, 
    /** Reads the number of a family's finalized block from its upstream (server-gateway-finalized.ts). */
    finalizedNumber: (family: string) => Promise<number | undefined>, 
    /** Reports each lookup's outcome to the metrics: the gateway's guarded hook, so a throwing metric never fails a call. */
    report: (method: string, outcome: CacheOutcome) => void, 
    /** The URLs of a family's upstream nodes: the default network. */
    upstreamsOf: (family: string) => readonly string[], 
    /** Which chain a family serves, and the node that answered a call (the router's chain check). */
    chains: AnswerChains);
    /** `forward` with the cache in front, for a method whose `x-cache` allows it; `forward` itself for any other. */
    wrap(info: MethodInfo, family: string, forward: Handler): Handler;
    /**
     * Whether a value found in the store may be served. This process's MemoryResultCache holds only values it kept
     * after the validators passed them, frozen. Any other store (Redis) is outside the process: whoever can write its
     * keys (another application on that Redis, a bug, an attacker) could put any JSON there, a block of the wrong shape
     * or arrays nested 400,000 deep (which the server cannot even serialise), so a value from it is served only if it
     * nests at most 64 levels and passes the method's result validator; else it is a miss, and the node's
     * answer replaces it.
     */
    private sound;
    private hit;
    /** Keeps `value` when it cannot change: not null, and for `finalized` every block it depends on final. */
    private keep;
    /**
     * The family's finalized block number: the last one read while it is fresh (`finalizedSeconds`), else read again,
     * whatever block the call needs. The number comes from an untrusted node: one that claims 2^52 once must not make
     * every later block "final" for good, so no number is trusted past its interval, not even for a block below it.
     */
    private finalized;
    private readFinalized;
}
/**
 * A block number the call or result names: a hex quantity (at most 2^52), `earliest` (0), or an EIP-1898 object with
 * `blockNumber`. Anything else, a tag that moves or a block hash (not final by itself), is undefined.
 */
export declare function blockNumber(value: unknown): number | undefined;
/** The number of a block object (its `number`), or undefined for anything else (null: a block not found). */
export declare function blockNumberOf(block: unknown): number | undefined;
/** JSON with every object's keys in one order (code-unit order, an explicit comparator); undefined past `maxDepth`. */
export declare function canonicalJson(value: unknown, depth: number): string | undefined;
export {};
