import { JsonRpcError } from '../errors.js';
import type { CompiledMethod, HandlerContext } from './server-engine-options.js';
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
     * `createUpstream(…).outsideSpec(credits)` forwards them to the upstream of the family with the name's prefix.
     */
    outsideSpec?: OutsideSpecOptions;
}
/** What the engine needs of `outsideSpec`, checked once. */
export declare class OutsideSpec {
    private readonly defaults;
    /** The option's handler; the gateway's once its start-up gate has settled (server-engine-hand-off.ts). */
    private handler;
    private readonly serves;
    private readonly credits;
    private readonly info;
    constructor(options: OutsideSpecOptions, defaults: Pick<CompiledMethod, 'timeoutMs' | 'timeoutError' | 'resultLimitError'>);
    /** The call's method when the option serves `name` (a plain name the spec does not have); else undefined. */
    method(name: string): CompiledMethod | undefined;
}
/** -32602 for params nested deeper than `maxOutsideDepth`; else undefined. */
export declare function outsideParamsError(params: unknown): JsonRpcError | undefined;
