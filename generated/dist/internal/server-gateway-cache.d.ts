import type { HandlerContext } from './server-engine-options.js';
import type { ServerMetrics } from './server-engine-ops.js';
import type { ResultCacheStore } from './server-gateway-cache-stores.js';
import type { MethodInfo } from '../methods.js';
/** `createUpstream`'s `cache` option. */
export interface UpstreamCacheOptions {
    /** Where answers are kept: `new MemoryResultCache()` (this process) or `new RedisResultCache({ client })` (shared). */
    store: ResultCacheStore;
    /** The network the upstreams serve, part of every key, so that gateways of two networks may share one store. */
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
/** Wraps the handlers of the methods the spec marks `x-cache`. One per `createUpstream`. */
export declare class ResultCache {
    /** Reads a block of a family's upstream by tag (`eth_getBlockByNumber(tag, false)`). */
    private readonly readBlock;
    private readonly metrics;
    private readonly store;
    private readonly network;
    private readonly finalizedMs;
    private readonly finals;
    private readonly reading;
    constructor(options: UpstreamCacheOptions, 
    /** Reads a block of a family's upstream by tag (`eth_getBlockByNumber(tag, false)`). */
    readBlock: (family: string, tag: string) => Promise<unknown>, metrics: Pick<ServerMetrics, 'cache'> | undefined);
    /** `forward` with the cache in front, for a method whose `x-cache` allows it; `forward` itself for any other. */
    wrap(info: MethodInfo, family: string, forward: Handler): Handler;
    private hit;
    /** Keeps `value` when it cannot change: not null, and for `finalized` every block it depends on final. */
    private keep;
    /** The family's finalized block number: the last one read when `needed` is at or below it, or it is fresh enough. */
    private finalized;
    private readFinalized;
    private report;
}
/**
 * A block number the call or result names: a hex quantity (at most 2^52), `earliest` (0), or an EIP-1898 object with
 * `blockNumber`. Anything else, a tag that moves or a block hash (not final by itself), is undefined.
 */
export declare function blockNumber(value: unknown): number | undefined;
/** JSON with every object's keys in one order (code-unit order, an explicit comparator); undefined past `maxDepth`. */
export declare function canonicalJson(value: unknown, depth: number): string | undefined;
export {};
