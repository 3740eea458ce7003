import type { ValidationResult } from '../validation.js';
import type { OutsideTerms } from './server-engine-outside-spec.js';
/** A catalogue's validators: the `validators` export of a package generated from the catalogue's document. */
export interface CatalogueValidators {
    validateParams(method: string, params: unknown): ValidationResult<unknown>;
    validateResult(method: string, result: unknown): ValidationResult<unknown>;
}
/** How one catalogue method is priced and limited (all optional). */
export interface CatalogueMethod {
    /** Credits per call; default: those of `limitsOf`, else the `outsideSpec(credits)` price. */
    readonly credits?: number;
    /** A spec method doing the same work, whose limits (and price) the call takes: `eth_getFilterLogs` → `eth_getLogs`. */
    readonly limitsOf?: string;
    /** `calls`: the gas cap counts every call's `gas` and `blockOverrides.gasLimit` of `eth_simulateV1`-shaped params. */
    readonly gas?: 'calls';
    /**
     * `true`: safe to send twice (a read), so retried on another node of a pool, hedged, and sent to a node just back.
     * Default false: a send, or a call that makes or consumes a node's state (a filter), goes to one node once.
     */
    readonly idempotent?: boolean;
}
/** One family's catalogue. */
export interface CatalogueFamily {
    readonly validators: CatalogueValidators;
    /** Every method of the catalogue's document, by exact name, with its terms (`{}` for the defaults). */
    readonly methods: Readonly<Record<string, CatalogueMethod>>;
}
/** `createUpstream`'s `catalogue` option. */
export interface CatalogueOptions {
    /** The catalogue of each method family (`{ evm: … }`). */
    readonly families: Readonly<Record<string, CatalogueFamily>>;
    /**
     * Names of the closed list the operator opens, each exactly as called (never a prefix or a pattern): forwarded,
     * checked by its catalogue when one holds it, else passed unchecked. Listed by `opened()` for the banner and `/healthz`.
     */
    readonly open?: readonly string[];
}
/** Whether `name` is on the closed list (exactly, or by one of its prefixes). */
export declare function isClosed(name: string): boolean;
/** A family's catalogue and the opened names, as the router asks them. */
export declare class Catalogue {
    private readonly families;
    private readonly opened;
    constructor(options: CatalogueOptions | undefined);
    /** The family whose catalogue holds `name` (undefined for none), or `name` is closed and not opened (`false`). */
    familyOf(name: string): string | undefined | false;
    /** Whether `name` is an opened name of the closed list. */
    isOpened(name: string): boolean;
    /** The opened names, sorted (for the banner and `/healthz`). */
    openedNames(): string[];
    /** Whether a catalogue method is safe to send twice (`idempotent: true`). */
    idempotent(family: string, name: string): boolean;
    /** Whether a catalogue method takes a spec method's limits (a possibly long query: it goes alone, never batched). */
    borrowsLimits(family: string, name: string): boolean;
    /** The server's terms for a name the catalogue of `family` holds: its price, its params check, its borrowed limits. */
    terms(family: string, name: string): OutsideTerms;
    /** The result of a catalogue method as its catalogue describes it, or the -32051 a result that is not gets (uncharged). */
    checkResult(family: string, name: string, result: unknown): unknown;
}
