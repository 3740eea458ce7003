import { NotServedError } from './server-engine-not-served.js';
import type { UpstreamNode } from './server-gateway-node.js';
/** What a method does with filters: `make` one (its result is the id), `use` one (params[0] is the id), or neither. */
export declare function filterCall(method: string): 'make' | 'use' | undefined;
/** The error a call of an unknown filter, or of one whose node is out, gets: uncharged. */
export declare function filterNotFound(reason: string): NotServedError;
export interface StickyFilterLimits {
    maxFilters: number;
    maxPerKey: number;
    idleMs: number;
}
export declare const defaultFilterLimits: StickyFilterLimits;
/** The filters made through one router: which node made each, per key. */
export declare class StickyFilters {
    private readonly limits;
    private readonly now;
    /** Every entry, least recently used first. */
    private readonly order;
    /** Per key, its entries by id, least recently used first. */
    private readonly byKey;
    constructor(limits?: StickyFilterLimits, now?: () => number);
    get size(): number;
    /** `node` answered `result` to a filter maker called with `apiKey`: recorded when it is an id. */
    made(apiKey: string, result: unknown, node: UpstreamNode): void;
    /** The node that made filter `id` for `apiKey` (its use refreshed); undefined when unknown, another key's or idle too long. */
    find(apiKey: string, id: unknown): UpstreamNode | undefined;
    /** Forgets filter `id` of `apiKey` (uninstalled, or the node no longer knows it). */
    drop(apiKey: string, id: unknown): void;
    /** Drops the entries idle for `idleMs` (the least recently used are first: stops at the first fresh one). */
    private expire;
    private remove;
}
