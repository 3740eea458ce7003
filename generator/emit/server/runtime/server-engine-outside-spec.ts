// Calls of methods the interface document does not have ("outside the spec"): refused with -32601 unless the server
// is given `outsideSpec`, which then serves plain names through one handler (the gateway: forwarded upstream as they
// are). Wallet libraries start with such methods (viem's and ethers' `eth_chainId`, `eth_blockNumber`,
// `eth_getBalance`), so a gateway whose spec lists only the methods it prices would fail them on their first call.
// Such a call is authenticated, rate-limited and charged like any other; it has no schema, so its params are only
// bounded (an array or an object, nested at most `maxOutsideDepth` deep) and its result is passed on unchecked. Its
// metrics and call-log label is one fixed text, never the caller's method name, which would make a label per name.
// Internal module: use server.ts.
import { JsonRpcError } from '../errors.js';
import { methodInfo, type MethodInfo } from '../methods.js';
import type { CompiledMethod, HandlerContext } from './server-engine-options.js';
import { whenHandedOff } from './server-engine-hand-off.js';
import { paramsDepthError } from './server-engine-params-depth.js';

/** The `method` label of every call outside the spec in the metrics and the call log (the name itself is `called`). */
export const outsideSpecLabel = '(outside the spec)';

/** The deepest nesting of the params of a call outside the spec (the spec's own methods nest a few levels). */
export const maxOutsideDepth = 32;

/**
 * Plain, bounded method names: a letter, then at most 63 letters, digits, `_` or `.` (`eth_chainId`, `net_version`,
 * `starknet_blockNumber`). `rpc.` names are JSON-RPC's own and never served.
 */
const plainName = /^[A-Za-z][A-Za-z0-9_.]{0,63}$/;

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
export class OutsideSpec {
  /** The option's handler; the gateway's once its start-up gate has settled (server-engine-hand-off.ts). */
  private handler: OutsideSpecOptions['handler'];
  private readonly serves: ((method: string) => boolean) | undefined;
  private readonly credits: number;
  private readonly info: MethodInfo;

  constructor(
    options: OutsideSpecOptions,
    private readonly defaults: Pick<CompiledMethod, 'timeoutMs' | 'timeoutError' | 'resultLimitError'>,
  ) {
    if (typeof options !== 'object' || options === null || typeof options.handler !== 'function') {
      throw new TypeError('server options: outsideSpec must be { handler(method, params, context), credits }');
    }
    if (!(typeof options.credits === 'number' && Number.isSafeInteger(options.credits) && options.credits >= 0)) {
      throw new RangeError('server options: outsideSpec.credits must be a whole number of credits, 0 or more');
    }
    if (options.serves !== undefined && typeof options.serves !== 'function') throw new TypeError('server options: outsideSpec.serves must be a function');
    this.handler = options.handler;
    whenHandedOff(options.handler, (to) => (this.handler = to as OutsideSpecOptions['handler']));
    this.serves = options.serves;
    this.credits = options.credits;
    this.info = { name: outsideSpecLabel, paramStructure: 'either', params: [], paramsOptional: true, credits: options.credits, idempotent: false };
  }

  /** The call's method when the option serves `name` (a plain name the spec does not have); else undefined. */
  method(name: string): CompiledMethod | undefined {
    if (!plainName.test(name) || /^rpc\./i.test(name) || Object.prototype.hasOwnProperty.call(methodInfo, name)) return undefined;
    try {
      if (this.serves !== undefined && this.serves(name) !== true) return undefined;
    } catch {
      return undefined;
    }
    const handler = this.handler;
    return {
      ...this.defaults,
      name: outsideSpecLabel as CompiledMethod['name'],
      outside: name,
      info: this.info,
      handler: (params, context) => handler(name, params as unknown[] | Record<string, unknown> | undefined, context as unknown as OutsideSpecContext),
      cost: this.credits,
      countParams: [],
    };
  }
}

/** -32602 for params nested deeper than `maxOutsideDepth`; else undefined. */
export function outsideParamsError(params: unknown): JsonRpcError | undefined {
  return paramsDepthError(params, maxOutsideDepth);
}
