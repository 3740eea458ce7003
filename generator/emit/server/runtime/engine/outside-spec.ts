// Calls of methods the interface document does not have ("outside the spec"): refused with -32601 unless the server
// is given `outsideSpec`, which then serves the plain names its `serves` accepts through one handler (the gateway:
// the methods it knows of beyond the spec). Wallet libraries start with such methods (viem's and
// ethers' `eth_chainId`, `eth_blockNumber`, `eth_getBalance`), so a gateway whose spec lists only the methods it
// prices would fail them on their first call. Such a call is authenticated, rate-limited and charged like any other.
// Its params are bounded (an array or an object, nested at most `maxOutsideDepth` deep) and, when `terms` gives the
// name a check, checked before the charge; `terms` may also give it a price and the limits of one of the spec's
// methods that does the same work (the gas cap, the result cap and time limit). Its metrics and call-log label is one
// fixed text, never the caller's method name, which would make a label per name. Internal module: use server.ts.
import { JsonRpcError } from '../../errors.js';
import { methodInfo, type MethodInfo } from '../../methods.js';
import type { MethodName } from '../../types.js';
import type { ValidationError } from '../../validation.js';
import type { CompiledMethod, HandlerContext } from './options.js';
import { whenHandedOff } from './hand-off.js';
import { paramsDepthError } from './params-depth.js';

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

/** At most this many names' terms are kept (a catalogue has a few hundred; `serves` bounds which names get here). */
const maxKeptNames = 4096;

/** What the engine needs of `outsideSpec`, checked once. */
export class OutsideSpec {
  /** The option's handler; the gateway's once its start-up gate has settled (engine/hand-off.ts). */
  private handler: OutsideSpecOptions['handler'];
  private readonly serves: ((method: string) => boolean) | undefined;
  private readonly terms: ((method: string) => OutsideTerms | undefined) | undefined;
  private readonly credits: number;
  private readonly info: MethodInfo;
  /** Each served name's compiled method, made on its first call. */
  private readonly compiled = new Map<string, CompiledMethod>();

  constructor(
    options: OutsideSpecOptions,
    private readonly defaults: Pick<CompiledMethod, 'timeoutMs' | 'timeoutError' | 'resultLimitError'>,
    /** The spec's method of a name, as the engine compiled it (for `terms.limitsOf`); undefined when it serves none. */
    private readonly borrow: (name: string) => BorrowedLimits | undefined,
  ) {
    if (typeof options !== 'object' || options === null || typeof options.handler !== 'function') {
      throw new TypeError('server options: outsideSpec must be { handler(method, params, context), credits }');
    }
    if (!isCredits(options.credits)) throw new RangeError('server options: outsideSpec.credits must be a whole number of credits, 0 or more');
    if (options.serves !== undefined && typeof options.serves !== 'function') throw new TypeError('server options: outsideSpec.serves must be a function');
    if (options.terms !== undefined && typeof options.terms !== 'function') throw new TypeError('server options: outsideSpec.terms must be a function');
    this.handler = options.handler;
    whenHandedOff(options.handler, (to) => (this.handler = to as OutsideSpecOptions['handler']));
    this.serves = options.serves;
    this.terms = options.terms;
    this.credits = options.credits;
    this.info = { name: outsideSpecLabel, paramStructure: 'either', params: [], paramsOptional: true, credits: options.credits, idempotent: false };
  }

  /** The call's method when the option serves `name` (a plain name the spec does not have); else undefined. */
  method(name: string): CompiledMethod | undefined {
    const known = this.compiled.get(name);
    if (known !== undefined) return known;
    if (!plainName.test(name) || /^rpc\./i.test(name) || Object.prototype.hasOwnProperty.call(methodInfo, name)) return undefined;
    let compiled: CompiledMethod;
    try {
      if (this.serves !== undefined && this.serves(name) !== true) return undefined;
      compiled = this.compile(name, this.terms?.(name));
    } catch {
      return undefined;
    }
    if (this.compiled.size < maxKeptNames) this.compiled.set(name, compiled);
    return compiled;
  }

  /** The compiled method of a served name under its terms: the defaults, what `limitsOf` lends, then its own. */
  private compile(name: string, terms: OutsideTerms | undefined): CompiledMethod {
    const lent = terms?.limitsOf === undefined ? undefined : this.borrow(terms.limitsOf);
    if (terms?.limitsOf !== undefined && lent === undefined) throw new Error(`outsideSpec.terms(${name}).limitsOf: the server serves no method ${terms.limitsOf}`);
    const cost = terms?.credits ?? lent?.cost ?? this.credits;
    if (!isCredits(cost)) throw new RangeError(`outsideSpec.terms(${name}).credits must be a whole number of credits, 0 or more`);
    const gasValues = terms?.gasValues;
    const gasCap = lent?.gasCap === undefined ? undefined : { ...lent.gasCap, of: terms!.limitsOf as MethodName, ...(gasValues === undefined ? {} : { values: (params: unknown) => gasValues.call(terms, params) }) };
    return {
      ...this.defaults,
      ...(lent === undefined ? {} : { timeoutMs: lent.timeoutMs, timeoutError: lent.timeoutError, maxResults: lent.maxResults, resultLimitError: lent.resultLimitError }),
      name: outsideSpecLabel as CompiledMethod['name'],
      outside: name,
      info: cost === this.credits ? this.info : { ...this.info, credits: cost },
      handler: (params, context) => this.handler(name, params as unknown[] | Record<string, unknown> | undefined, context as unknown as OutsideSpecContext),
      cost,
      countParams: [],
      gasCap,
      checkParams: terms?.checkParams === undefined ? undefined : (params: unknown) => terms.checkParams!(params),
    };
  }
}

const isCredits = (n: unknown): n is number => typeof n === 'number' && Number.isSafeInteger(n) && n >= 0;

/** -32602 for params nested deeper than `maxOutsideDepth`; else undefined. */
export function outsideParamsError(params: unknown): JsonRpcError | undefined {
  return paramsDepthError(params, maxOutsideDepth);
}
