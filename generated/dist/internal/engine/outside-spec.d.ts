import { JsonRpcError } from '../../errors.js';
import type { ValidationError } from '../../validation.js';
import type { CompiledMethod, HandlerContext } from './options.js';
/** The `method` label of every call outside the spec in the metrics and the call log (the name itself is `called`). */
export declare const outsideSpecLabel = "(outside the spec)";
/** The deepest nesting of the params of a call outside the spec (the spec's own methods nest a few levels). */
export declare const maxOutsideDepth = 32;
/** What a handler of calls outside the spec is told: the call's context, with the method as the caller named it. */
export type OutsideSpecContext = Omit<HandlerContext, 'method' | 'limits'> & {
    /** The method as called (a plain name: see `OutsideSpecOptions`). */
    readonly method: string;
    readonly limits: undefined;
};
/** What one name outside the spec costs and how it is checked (`OutsideSpecOptions.terms`). */
export interface OutsideTerms {
    /** Credits per call (a whole number, 0 or more); default: the option's `credits`. */
    readonly credits?: number;
    /** The params' faults (empty or undefined: none): the call is answered -32602 with them, uncharged. */
    checkParams?(params: unknown): readonly ValidationError[] | undefined;
    /**
     * A method of the spec whose limits the call takes: its time limit and timeout error, its `maxResults` and error,
     * its gas cap (`eth_getFilterLogs` runs `eth_getLogs`' query; `eth_createAccessList` executes as `eth_call` does).
     * Its price too, unless `credits` is given.
     */
    readonly limitsOf?: string;
    /**
     * Where the gas cap's values are, for params not shaped like the spec method's (`eth_simulateV1`'s calls): each as
     * `[path, value]`. Without it, the field the cap names is looked for in each param, as for the spec's method.
     */
    gasValues?(params: unknown): readonly (readonly [string, unknown])[];
}
/** The `outsideSpec` server option. */
export interface OutsideSpecOptions {
    /**
     * Answers a call of a method the spec does not have: its result (passed on unchecked), or a `JsonRpcError` (a
     * `NotServedError` when nothing answered it: the charge is given back, as for any call). `params` is the array
     * or object the caller sent (not validated; absent stays undefined); `context.method` is the called name.
     */
    handler(method: string, params: unknown[] | Record<string, unknown> | undefined, context: OutsideSpecContext): unknown;
    /** Credits charged per call (a whole number, 0 or more), and what the rate limit counts. Required: the spec cannot say. */
    credits: number;
    /**
     * Which plain names the handler serves (default: every one). A name it does not is answered -32601 "Method not
     * found", uncharged, as without the option (the gateway's `forwards`: names whose family has no upstream).
     */
    serves?(method: string): boolean;
    /** Per-name terms (called once per name `serves` accepts, the answer kept): price, params check, borrowed limits. */
    terms?(method: string): OutsideTerms | undefined;
}
/** The server options of this module (part of `ServerOptions`). */
export interface OutsideSpecServerOptions {
    /**
     * Methods outside the spec (default: none, every name the spec does not have is answered -32601 "Method not
     * found"). Given, a call of a name the spec does not have that is plain (a letter, then at most 63 letters, digits,
     * `_` or `.`; never `rpc.…`) and that `serves` accepts goes to `handler`. It is authenticated, rate-limited and
     * charged `credits` as any call (refunded when the handler throws a `NotServedError`), runs within
     * `defaultTimeoutSeconds`, has its params checked only for being an array or object nested at most 32 deep
     * (else -32602), and its result is not checked (not even with `validateResults`). Metrics and call logs count
     * such calls under the one method label `(outside the spec)`; the call log line names the method in `called`.
     * @rpcforge/gateway's `outsideSpec(credits)` forwards them to the upstream of the family with the name's prefix.
     */
    outsideSpec?: OutsideSpecOptions;
}
/** What a call outside the spec borrows of a spec method (the engine's compiled method of that name). */
export type BorrowedLimits = Pick<CompiledMethod, 'cost' | 'timeoutMs' | 'timeoutError' | 'maxResults' | 'resultLimitError' | 'gasCap'>;
/** What the engine needs of `outsideSpec`, checked once. */
export declare class OutsideSpec {
    private readonly defaults;
    /** The spec's method of a name, as the engine compiled it (for `terms.limitsOf`); undefined when it serves none. */
    private readonly borrow;
    /** The option's handler; the gateway's once its start-up gate has settled (engine/hand-off.ts). */
    private handler;
    private readonly serves;
    private readonly terms;
    private readonly credits;
    private readonly info;
    /** Each served name's compiled method, made on its first call. */
    private readonly compiled;
    constructor(options: OutsideSpecOptions, defaults: Pick<CompiledMethod, 'timeoutMs' | 'timeoutError' | 'resultLimitError'>, 
    /** The spec's method of a name, as the engine compiled it (for `terms.limitsOf`); undefined when it serves none. */
    borrow: (name: string) => BorrowedLimits | undefined);
    /** The call's method when the option serves `name` (a plain name the spec does not have); else undefined. */
    method(name: string): CompiledMethod | undefined;
    /** The compiled method of a served name under its terms: the defaults, what `limitsOf` lends, then its own. */
    private compile;
}
/** -32602 for params nested deeper than `maxOutsideDepth`; else undefined. */
export declare function outsideParamsError(params: unknown): JsonRpcError | undefined;
