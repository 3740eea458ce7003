// Metering, the limits the spec declares per method: `maxParams` (how many values one call may ask for), the gas
// cap (a multiple of the block gas limit) and the invalid-params error both are answered with. `maxResults` is
// checked on the handler's result by the engine with the method's own error. Internal module: use server.ts.
import { JsonRpcError } from '../../errors.js';
import type { MethodName } from '../../types.js';
import type { ValidationError } from '../../validation.js';

const hasOwn = (o: object, key: PropertyKey) => Object.prototype.hasOwnProperty.call(o, key);
const isThenable = (v: unknown): v is PromiseLike<unknown> =>
  (typeof v === 'object' || typeof v === 'function') && v !== null && typeof (v as { then?: unknown }).then === 'function';

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
export function checkGas(
  gasCap: GasCap,
  name: MethodName,
  params: unknown,
  blockGasLimit: (method: MethodName) => unknown,
): JsonRpcError | undefined | Promise<JsonRpcError | undefined> {
  const capped: Capped[] = [];
  for (const [path, value] of gasCap.values === undefined ? fieldValues(gasCap.field, params) : gasCap.values(params)) {
    if (isGasSum(value)) {
      capped.push([path, value.total, value.blockLimits]);
      continue;
    }
    const gas = toBigInt(value);
    if (gas !== undefined) capped.push([path, gas, 0]);
  }
  if (capped.length === 0) return undefined;
  const limit = blockGasLimit(name);
  return isThenable(limit) ? Promise.resolve(limit).then((limit) => overGasCap(gasCap, capped, limit)) : overGasCap(gasCap, capped, limit);
}

/**
 * A total of several gas values (`GasCap.values`), `blockLimits` of them unstated: each of those counts as the block
 * gas limit, which a node lets a call without `gas` use.
 */
export interface GasSum {
  total: bigint;
  blockLimits: number;
}

const isGasSum = (v: unknown): v is GasSum => typeof v === 'object' && v !== null && typeof (v as GasSum).total === 'bigint' && Number.isSafeInteger((v as GasSum).blockLimits);

/** A capped value: its path, its gas, and how many block gas limits it adds (a `GasSum`'s unstated values). */
type Capped = [string, bigint, number];

/** The `field` of each param that is an object, as `[path, value]`. */
function fieldValues(field: string, params: unknown): [string, unknown][] {
  const entries: [string, unknown][] = Array.isArray(params)
    ? params.map((p, i) => [`params[${i}]`, p])
    : Object.keys(params as object).map((k) => [`params${pathKey(k)}`, (params as Record<string, unknown>)[k]]);
  const found: [string, unknown][] = [];
  for (const [path, param] of entries) {
    if (typeof param === 'object' && param !== null && !Array.isArray(param) && hasOwn(param, field)) found.push([`${path}${pathKey(field)}`, (param as Record<string, unknown>)[field]]);
  }
  return found;
}

/** The first capped value over `multiple` × the block gas limit, as an invalid-params error. */
function overGasCap(gasCap: GasCap, capped: readonly Capped[], blockGasLimit: unknown): JsonRpcError | undefined {
  const limit = toBigInt(blockGasLimit);
  if (limit === undefined) throw new TypeError('blockGasLimit returned no integer');
  const { multiple } = gasCap;
  // The multiple may be fractional: scale it to thousandths.
  const cap = (limit * BigInt(Math.round(multiple * 1000))) / 1000n;
  for (const [path, stated, blockLimits] of capped) {
    const gas = stated + BigInt(blockLimits) * limit;
    if (gas > cap) {
      return invalidParams([{ path, message: `must be at most ${multiple} × the block gas limit (${cap})`, keyword: 'gasCap' }]);
    }
  }
  return undefined;
}

/**
 * -32602 with the first reason in the message (`Invalid params: params[0]: must match pattern …`), as nodes do
 * (go-ethereum: `invalid argument 0: …`): clients such as viem and ethers show the message, not `data`, which keeps
 * the whole list. The message is capped, since a reason may quote a long pattern. The engine answers a call whose
 * params do not match the spec with it too.
 */
export function invalidParams(errors: readonly ValidationError[]): JsonRpcError {
  const first = errors[0];
  let reason = first === undefined ? '' : `: ${first.path}: ${first.message}`;
  if (reason.length > 300) reason = `${reason.slice(0, 299)}…`;
  const more = errors.length > 1 ? ` (and ${errors.length - 1} more in data)` : '';
  return new JsonRpcError(-32602, `Invalid params${reason}${more}`, errors);
}

/** `.name` or `["odd key"]`: how a property appears in an error path. */
function pathKey(key: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(key) ? `.${key}` : `[${JSON.stringify(key)}]`;
}

/**
 * The values `maxParams` counts: at each path, the scalars of an array (nested arrays by their elements) or 1 for a
 * single value; with no paths, the number of params. Stops counting once past `max`.
 */
export function countParams(params: unknown, paths: readonly (readonly (string | number)[])[], max: number): number {
  if (paths.length === 0) return Array.isArray(params) ? params.length : Object.keys(params as object).length;
  let counted = 0;
  const stack: unknown[] = [];
  for (const path of paths) {
    let value: unknown = params;
    for (const step of path) {
      value = typeof value === 'object' && value !== null && hasOwn(value, step) ? (value as Record<string | number, unknown>)[step] : undefined;
    }
    stack.push(value);
    while (stack.length > 0 && counted <= max) {
      const v = stack.pop();
      if (Array.isArray(v)) for (const item of v) stack.push(item);
      else if (v !== undefined && v !== null) counted++;
    }
    stack.length = 0;
  }
  return counted;
}

/** A JSON quantity as an integer: `0x`-hex or decimal string, or an integer number; undefined otherwise. */
function toBigInt(value: unknown): bigint | undefined {
  if (typeof value === 'bigint') return value;
  if (typeof value === 'number') return Number.isInteger(value) ? BigInt(value) : undefined;
  if (typeof value !== 'string' || !/^(0x[0-9a-fA-F]+|[0-9]+)$/.test(value)) return undefined;
  return BigInt(value);
}
