// The steps of a call, from its params to its handler's outcome: validation, the spec's limits, the rate limit, the
// charge (and the refund of a call not served), the handler within its timeout, the result's checks. Synchronous as
// far as each step can be; a step that waits on a promise hands the call back to the engine's `completed`. The
// envelope, batches and replies are the engine's (engine/engine.ts); the stores, limiter and refusals are metering's.
// Internal module: use server.ts.
import { JsonRpcError } from '../../errors.js';
import type { MethodName } from '../../types.js';
import type { ValidationError, ValidationResult } from '../../validation.js';
import { validateParams, validateResult } from '../../validators.js';
import type { CreditCharge, CreditStore } from '../metering/credit-store.js';
import type { RateLimiter, RateRefusal } from '../metering/rate-limit.js';
import { rateVerdict, type RateVerdict } from '../metering/refusals.js';
import { checkGas, countParams, invalidParams } from '../metering/limits.js';
import type { DeadlineKeeper } from '../deadlines.js';
import { NotServedError } from './not-served.js';
import type { Ops } from './ops.js';
import type { CompiledMethod, ServerLogger, ServerOptions } from './options.js';
import { outsideParamsError } from './outside-spec.js';
import { maxParamsDepth, paramsDepthError } from './params-depth.js';
import { errorText, toPositional } from './envelope.js';
import { errorFields, logError, mentionsKey, withheld } from './redact.js';
import { CallContext, follow, isThenable, MethodCall, Served, timedOut, timerPerCall, waits, type Answer, type CallSettler, type RequestState, type Waits } from './call.js';

/** Where a call that waited is answered: the engine's `completed` (`refundTried`: its charge was given back or kept). */
export type Completion = (call: MethodCall, answer: Answer, refundTried?: boolean) => void;

/** A call's steps, for one engine: what they need of its options, and where a call that waited is answered. */
export class CallSteps {
  /** How a call's timeout is kept: a timer per call (any host), or the transport's shared deadlines (see `useDeadlines`). */
  deadlines: DeadlineKeeper = timerPerCall;
  /** How a call hands its handler's outcome back: one function for all calls. */
  readonly settleCall: CallSettler = (call, ok, outcome) => this.handlerSettled(call, ok, outcome);

  constructor(
    /** Where calls are charged; none: no call is charged. */
    private readonly store: CreditStore | undefined,
    private readonly rateLimiter: RateLimiter | undefined,
    /** `creditStoreFailure: 'serve'`: a call the store cannot charge is served uncharged. */
    private readonly failOpen: boolean,
    private readonly blockGasLimit: ServerOptions['blockGasLimit'],
    private readonly validateResults: boolean,
    private readonly logger: ServerLogger,
    private readonly ops: Pick<Ops, 'storeFailed' | 'storeAnswered'>,
    private readonly completed: Completion,
  ) {}

  /**
   * Gives back the charge of a call answered with a `NotServedError` (or past its time limit) before answering it:
   * the answer at once when the store refunds at once (memory), else `waits` and the call is answered through
   * `completed` once the store has (Redis), so that a caller who reads the error finds the credits back. A store
   * without `refund`, or a refund that fails (logged), keeps the charge; the call line then says so.
   */
  refundFirst(call: MethodCall, answer: JsonRpcError): Answer | Waits {
    const charge = call.paid!;
    const store = this.store!;
    if (typeof store.refund !== 'function') return answer;
    let done: void | Promise<void>;
    try {
      done = store.refund(call.request.apiKey, call.method.cost, charge);
    } catch (error) {
      this.logCall('credit refund failed', call, error);
      return answer;
    }
    if (!isThenable(done)) {
      call.paid = undefined;
      return answer;
    }
    Promise.resolve(done).then(
      () => {
        call.paid = undefined;
        this.completed(call, answer, true);
      },
      (error: unknown) => {
        this.logCall('credit refund failed', call, error);
        this.completed(call, answer, true);
      },
    );
    return waits;
  }


  /** A step of a call that waited threw (a bug of the server, or a host's answer it could not read): logged, -32603. */
  brokenStep(error: unknown, call: MethodCall): JsonRpcError {
    this.logCall('server failure', call, error);
    return new NotServedError(-32603, 'Internal error');
  }

  /** Logs what failed in a call, with the call's method, transport and route; never the key. */
  logCall(message: 'server failure' | 'handler failed' | 'credit refund failed', call: MethodCall, error: unknown): void {
    const { request } = call;
    logError(this.logger, message, { method: call.method.name, transport: request.transport, route: request.route, error: errorFields(error, request.apiKey) });
  }


  /**
   * Validates, checks the limits, charges the credits and runs the handler: its result (`null` text for a
   * notification), or the error. Synchronous as far as it can be (every check, and the charge of a store that answers
   * at once), so that a refusal or an invalid call costs no promise; a call that has to wait returns `waits`, and
   * is answered through `completed`.
   */
  run(call: MethodCall, params: unknown): Answer | Waits {
    const { method } = call;
    if (method.outside !== undefined) {
      // Bounded, then checked as its terms say (engine/outside-spec.ts), then the same steps as the spec's methods.
      call.value = params;
      const refused = outsideParamsError(params) ?? this.outsideChecked(method, params);
      if (refused !== undefined) return refused;
      if (method.gasCap !== undefined && this.blockGasLimit !== undefined) return this.gasChecked(call);
      return this.rateChecked(call);
    }
    // Before the validators: what they let through unnamed (a property the schema does not list) is not walked by
    // them, but by whatever writes the params later (engine/params-depth.ts).
    const tooDeep = paramsDepthError(params, maxParamsDepth);
    if (tooDeep !== undefined) return tooDeep;
    let checked: ValidationResult<unknown>;
    try {
      checked = validateParams(method.name, params);
    } catch {
      // Validators never throw, except for the stack on inputs nested deeper than any schema can mean.
      checked = { ok: false, errors: [{ path: 'params', message: 'nested too deeply to validate', keyword: 'depth' }] };
    }
    if (!checked.ok) return invalidParams(checked.errors);
    let value = checked.value;
    if (method.info.paramStructure === 'either' && !Array.isArray(value)) value = toPositional(value as Record<string, unknown>, method.info.params);
    call.value = value;

    if (method.maxParams !== undefined) {
      const counted = countParams(value, method.countParams, method.maxParams);
      if (counted > method.maxParams) {
        return invalidParams([{ path: 'params', message: `more than ${method.maxParams} params in one request`, keyword: 'maxParams' }]);
      }
    }
    if (method.gasCap !== undefined && this.blockGasLimit !== undefined) return this.gasChecked(call);
    return this.rateChecked(call);
  }

  /** A call outside the spec against its own check, if it has one: -32602 with the faults it names. */
  private outsideChecked(method: CompiledMethod, params: unknown): JsonRpcError | undefined {
    if (method.checkParams === undefined) return undefined;
    let errors: readonly ValidationError[] | undefined;
    try {
      errors = method.checkParams(params);
    } catch {
      errors = [{ path: 'params', message: 'nested too deeply to validate', keyword: 'depth' }];
    }
    return errors === undefined || errors.length === 0 ? undefined : invalidParams(errors);
  }

  /** The gas cap against the block gas limit (which the host may have to fetch), then `rateChecked`. */
  private gasChecked(call: MethodCall): Answer | Waits {
    let refused: JsonRpcError | undefined | Promise<JsonRpcError | undefined>;
    try {
      const gasCap = call.method.gasCap!;
      refused = checkGas(gasCap, gasCap.of ?? call.method.name, call.value, this.blockGasLimit!);
    } catch (error) {
      return this.handlerFailed(error, call);
    }
    if (!isThenable(refused)) return refused ?? this.rateChecked(call);
    return this.answerLater(
      call,
      refused,
      (refused) => refused ?? this.rateChecked(call),
      (error) => this.handlerFailed(error, call),
    );
  }

  /** The rate limiter's verdict (when there is one), then `admit`. */
  private rateChecked(call: MethodCall): Answer | Waits {
    if (this.rateLimiter === undefined) return this.admit(call);
    const verdict = this.limitRate(call.method, call.request);
    const next = (verdict: 0 | RateVerdict): Answer | Waits => (verdict === 0 ? this.admit(call) : { kind: 'rate', ...verdict });
    // limitRate's promise never rejects: the error branch is only for completeness.
    return isThenable(verdict) ? this.answerLater(call, verdict, next, (error) => this.handlerFailed(error, call)) : next(verdict);
  }

  /** Charges the call, then invokes the handler; a refusal when the balance cannot pay or the store cannot say. */
  private admit(call: MethodCall): Answer | Waits {
    const { method } = call;
    const { store } = this;
    // A store that limits the rate is asked even for a free call: the call still costs 1 of the rate.
    if (store === undefined || (method.cost <= 0 && store.limitsRate !== true)) return this.invoke(call);
    let pending: CreditCharge | Promise<CreditCharge>;
    try {
      pending = store.charge(call.request.apiKey, method.cost);
    } catch (error) {
      return this.charged(error, undefined, call);
    }
    if (!isThenable(pending)) return this.charged(undefined, pending, call);
    return this.answerLater(
      call,
      pending,
      (charge) => this.charged(undefined, charge, call),
      (error) => this.charged(error ?? new Error('the credit store failed'), undefined, call),
    );
  }

  /** What the store's answer (or its failure) means for the call. */
  private charged(error: unknown, charge: CreditCharge | undefined, call: MethodCall): Answer | Waits {
    if (charge === undefined) {
      // The store could not say (Redis down or slow): refuse, or serve uncharged when configured to fail open.
      this.ops.storeFailed(errorFields(error, call.request.apiKey));
      if (!this.failOpen) return { kind: 'unavailable' };
      return this.invoke(call);
    }
    if (!charge.ok) {
      // Refused for the rate by a store that checks it with the balance (nothing taken): 429, as the limiter's.
      if (charge.rate !== undefined) {
        const verdict = this.rateVerdict(charge.rate, call.method, call.request);
        if (verdict !== 0) return { kind: 'rate', ...verdict };
        return this.invoke(call);
      }
      return { kind: 'credits', cost: call.method.cost, balance: charge.balance, resetsAt: charge.resetsAt };
    }
    call.paid = charge;
    this.ops.storeAnswered();
    return this.invoke(call);
  }

  /**
   * Runs the handler of a call that is paid for (or served uncharged): its result, or its error. A handler that
   * answers at once is answered at once; a promise is awaited within the method's timeout (`handlerSettled`).
   */
  private invoke(call: MethodCall): Answer | Waits {
    const { method, request } = call;
    const context = new CallContext((method.outside ?? method.name) as MethodName, request.apiKey, request.transport, call.id, method.info.limits, method.timeoutMs, request.signal);
    let result: unknown;
    try {
      result = method.handler(call.value, context);
    } catch (error) {
      context.done();
      return this.handlerFailed(error, call);
    }
    if (!isThenable(result)) {
      context.done();
      return this.finish(result, call);
    }
    call.context = context;
    call.deadline = this.deadlines.add(method.timeoutMs, call);
    void follow(call, result);
    return waits;
  }

  /**
   * The handler's promise settled (`ok`, with its value or its error), or the method's timeout passed first
   * (`outcome` is `timedOut`; the call is then aborted). Whichever comes second is ignored.
   */
  private handlerSettled(call: MethodCall, ok: boolean, outcome: unknown): void {
    const { context } = call;
    if (context === undefined) return;
    call.context = undefined;
    let answer: Answer;
    try {
      if (outcome === timedOut) {
        // Past its time limit the call has no answer to give: like a call not served, it is not charged. The flag,
        // not a NotServedError: the signal's reason stays the method's declared error class.
        outcome = Object.defineProperty(call.method.timeoutError(), 'notServed', { value: true });
        context.abort(outcome);
      } else this.deadlines.delete(call.deadline);
      context.done();
      answer = ok ? this.finish(outcome, call) : this.handlerFailed(outcome, call);
    } catch (error) {
      answer = this.brokenStep(error, call);
    }
    this.completed(call, answer);
  }

  /**
   * Waits for a host's promise (the block gas limit, the rate limiter, the credit store), then takes the call on
   * from there. Promise.resolve: the host's thenable may be any object, even one whose then() throws.
   */
  private answerLater<T>(call: MethodCall, pending: PromiseLike<T>, onValue: (value: T) => Answer | Waits, onError: (error: unknown) => Answer | Waits): Waits {
    Promise.resolve(pending).then(
      (value) => this.resume(call, onValue, value),
      (error: unknown) => this.resume(call, onError, error),
    );
    return waits;
  }

  /**
   * Takes a call that waited on from `step`. Whatever the step throws is a bug of the server: logged, and the call
   * answered -32603 rather than left without an answer.
   */
  private resume<T>(call: MethodCall, step: (value: T) => Answer | Waits, value: T): void {
    let answer: Answer | Waits;
    try {
      answer = step(value);
    } catch (error) {
      answer = this.brokenStep(error, call);
    }
    if (answer !== waits) this.completed(call, answer);
  }

  /** A handler's result, checked against the limits (and the spec, with `validateResults`). */
  private finish(result: unknown, call: MethodCall): Answer {
    const { method, request } = call;
    try {
      if (call.id === undefined) return 'null';
      if (result === undefined) result = null;
      if (method.maxResults !== undefined && Array.isArray(result) && result.length > method.maxResults) return method.resultLimitError(method.maxResults);
      if (this.validateResults && method.outside === undefined) {
        const valid = validateResult(method.name, result);
        if (!valid.ok) {
          const errors = mentionsKey(JSON.stringify(valid.errors), request.apiKey) ? withheld : valid.errors;
          logError(this.logger, 'handler result does not match the spec', { method: method.name, transport: request.transport, route: request.route, errors });
          return new NotServedError(-32603, 'Internal error');
        }
      }
      return new Served(result);
    } catch (error) {
      return this.handlerFailed(error, call);
    }
  }

  /**
   * A handler's own JSON-RPC error is its answer; anything else it throws is logged and answered -32603, not charged
   * (the server failed the call: nobody pays for that).
   */
  handlerFailed(error: unknown, call: MethodCall): JsonRpcError {
    if (error instanceof JsonRpcError) return error;
    this.logCall('handler failed', call, error);
    return new NotServedError(-32603, 'Internal error');
  }

  /**
   * A served call's answer text. The usual one (an id JSON writes exactly, a result that is plain data) is written
   * by one JSON.stringify of the whole answer: the result's text is then made once, not made and copied again into
   * the envelope (a block's text is kilobytes, on every call). A result JSON cannot write (a BigInt, a cycle, a
   * nesting past the stack) is logged as the handler's failure, and undefined: the caller answers it -32603 and gives
   * the charge back.
   */
  resultText(value: unknown, call: MethodCall): string | undefined {
    const { id, idJson } = call;
    try {
      const exactId = typeof id === 'string' || id === null || (typeof id === 'number' && Number.isSafeInteger(id) && !Object.is(id, -0));
      // A top-level toJSON may write nothing, and JSON would then drop the "result" member: such results take the
      // general path, which writes null for them.
      const plain = typeof value === 'object' ? value === null || typeof (value as { toJSON?: unknown }).toJSON !== 'function' : typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
      if (exactId && plain) return JSON.stringify({ jsonrpc: '2.0', id, result: value });
      const json = JSON.stringify(value);
      return `{"jsonrpc":"2.0","id":${idJson},"result":${json === undefined ? 'null' : json}}`;
    } catch (error) {
      this.logCall('handler failed', call, error);
      return undefined;
    }
  }

  /**
   * The rate limiter's verdict, at once when the limiter answers at once; the promise of one never rejects. A
   * limiter that fails lets the call through (logged): a limit never takes the server down.
   */
  private limitRate(method: CompiledMethod, request: RequestState): 0 | RateVerdict | Promise<0 | RateVerdict> {
    let pending: 0 | RateRefusal | Promise<0 | RateRefusal>;
    try {
      pending = this.rateLimiter!.take(request.apiKey, Math.max(method.cost, 1));
    } catch (error) {
      return this.rateLimiterFailed(error, method, request);
    }
    if (!isThenable(pending)) return this.rateVerdict(pending, method, request);
    return Promise.resolve(pending).then(
      (verdict) => this.rateVerdict(verdict, method, request),
      (error: unknown) => this.rateLimiterFailed(error, method, request),
    );
  }

  /** A limiter's refusal with its numbers made sound (metering/refusals.ts); one it cannot read lets the call through. */
  private rateVerdict(verdict: 0 | RateRefusal, method: CompiledMethod, request: RequestState): 0 | RateVerdict {
    try {
      return rateVerdict(verdict);
    } catch (error) {
      return this.rateLimiterFailed(error, method, request);
    }
  }

  private rateLimiterFailed(error: unknown, method: CompiledMethod, request: RequestState): 0 {
    logError(this.logger, 'rate limiter failed', { method: method.name, transport: request.transport, route: request.route, error: errorFields(error, request.apiKey) });
    return 0;
  }

}
