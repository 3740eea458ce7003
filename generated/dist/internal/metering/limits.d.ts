import { JsonRpcError } from '../../errors.js';
import type { MethodName } from '../../types.js';
import type { ValidationError } from '../../validation.js';
/** A method's gas cap: the params' `field` may be at most `multiple` × the block gas limit. */
export interface GasCap {
    field: string;
    multiple: number;
    /** Where the capped values are, when not in each param's `field` (`[path, value]` pairs). */
    values?: (params: unknown) => readonly (readonly [string, unknown])[];
    /** The spec method whose block gas limit applies, for a call outside the spec that borrows its cap. */
    of?: MethodName;
}
/**
 * The first param whose capped field exceeds the cap, as an invalid-params error. The block gas limit is asked
 * for only when a param carries the field, and waited for only when the host answers with a promise.
 */
export declare function checkGas(gasCap: GasCap, name: MethodName, params: unknown, blockGasLimit: (method: MethodName) => unknown): JsonRpcError | undefined | Promise<JsonRpcError | undefined>;
/**
 * A total of several gas values (`GasCap.values`), `blockLimits` of them unstated: each of those counts as the block
 * gas limit, which a node lets a call without `gas` use.
 */
export interface GasSum {
    total: bigint;
    blockLimits: number;
}
/**
 * -32602 with the first reason in the message (`Invalid params: params[0]: must match pattern …`), as nodes do
 * (go-ethereum: `invalid argument 0: …`): clients such as viem and ethers show the message, not `data`, which keeps
 * the whole list. The message is capped, since a reason may quote a long pattern. The engine answers a call whose
 * params do not match the spec with it too.
 */
export declare function invalidParams(errors: readonly ValidationError[]): JsonRpcError;
/**
 * The values `maxParams` counts: at each path, the scalars of an array (nested arrays by their elements) or 1 for a
 * single value; with no paths, the number of params. Stops counting once past `max`.
 */
export declare function countParams(params: unknown, paths: readonly (readonly (string | number)[])[], max: number): number;
