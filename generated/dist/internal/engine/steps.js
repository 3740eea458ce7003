import { JsonRpcError } from "../../errors.js";
import { validateParams, validateResult } from "../../validators.js";
import { rateVerdict } from "../metering/refusals.js";
import { checkGas, countParams, invalidParams } from "../metering/limits.js";
import { NotServedError } from "./not-served.js";
import { outsideParamsError } from "./outside-spec.js";
import { maxParamsDepth, paramsDepthError } from "./params-depth.js";
import { toPositional } from "./envelope.js";
import { errorFields, logError, mentionsKey, withheld } from "./redact.js";
import { CallContext, follow, isThenable, Served, timedOut, timerPerCall, waits } from "./call.js";
class CallSteps {
  constructor(store, rateLimiter, failOpen, blockGasLimit, validateResults, logger, ops, completed) {
    this.store = store;
    this.rateLimiter = rateLimiter;
    this.failOpen = failOpen;
    this.blockGasLimit = blockGasLimit;
    this.validateResults = validateResults;
    this.logger = logger;
    this.ops = ops;
    this.completed = completed;
  }
  store;
  rateLimiter;
  failOpen;
  blockGasLimit;
  validateResults;
  logger;
  ops;
  completed;
  /** How a call's timeout is kept: a timer per call (any host), or the transport's shared deadlines (see `useDeadlines`). */
  deadlines = timerPerCall;
  /** How a call hands its handler's outcome back: one function for all calls. */
  settleCall = (call, ok, outcome) => this.handlerSettled(call, ok, outcome);
  /**
   * Gives back the charge of a call answered with a `NotServedError` (or past its time limit) before answering it:
   * the answer at once when the store refunds at once (memory), else `waits` and the call is answered through
   * `completed` once the store has (Redis), so that a caller who reads the error finds the credits back. A store
   * without `refund`, or a refund that fails (logged), keeps the charge; the call line then says so.
   */
  refundFirst(call, answer) {
    const charge = call.paid;
    const store = this.store;
    if (typeof store.refund !== "function") return answer;
    let done;
    try {
      done = store.refund(call.request.apiKey, call.method.cost, charge);
    } catch (error) {
      this.logCall("credit refund failed", call, error);
      return answer;
    }
    if (!isThenable(done)) {
      call.paid = void 0;
      return answer;
    }
    Promise.resolve(done).then(
      () => {
        call.paid = void 0;
        this.completed(call, answer, true);
      },
      (error) => {
        this.logCall("credit refund failed", call, error);
        this.completed(call, answer, true);
      }
    );
    return waits;
  }
  /** A step of a call that waited threw (a bug of the server, or a host's answer it could not read): logged, -32603. */
  brokenStep(error, call) {
    this.logCall("server failure", call, error);
    return new NotServedError(-32603, "Internal error");
  }
  /** Logs what failed in a call, with the call's method, transport and route; never the key. */
  logCall(message, call, error) {
    const { request } = call;
    logError(this.logger, message, { method: call.method.name, transport: request.transport, route: request.route, error: errorFields(error, request.apiKey) });
  }
  /**
   * Validates, checks the limits, charges the credits and runs the handler: its result (`null` text for a
   * notification), or the error. Synchronous as far as it can be (every check, and the charge of a store that answers
   * at once), so that a refusal or an invalid call costs no promise; a call that has to wait returns `waits`, and
   * is answered through `completed`.
   */
  run(call, params) {
    const { method } = call;
    if (method.outside !== void 0) {
      call.value = params;
      const refused = outsideParamsError(params) ?? this.outsideChecked(method, params);
      if (refused !== void 0) return refused;
      if (method.gasCap !== void 0 && this.blockGasLimit !== void 0) return this.gasChecked(call);
      return this.rateChecked(call);
    }
    const tooDeep = paramsDepthError(params, maxParamsDepth);
    if (tooDeep !== void 0) return tooDeep;
    let checked;
    try {
      checked = validateParams(method.name, params);
    } catch {
      checked = { ok: false, errors: [{ path: "params", message: "nested too deeply to validate", keyword: "depth" }] };
    }
    if (!checked.ok) return invalidParams(checked.errors);
    let value = checked.value;
    if (method.info.paramStructure === "either" && !Array.isArray(value)) value = toPositional(value, method.info.params);
    call.value = value;
    if (method.maxParams !== void 0) {
      const counted = countParams(value, method.countParams, method.maxParams);
      if (counted > method.maxParams) {
        return invalidParams([{ path: "params", message: `more than ${method.maxParams} params in one request`, keyword: "maxParams" }]);
      }
    }
    if (method.gasCap !== void 0 && this.blockGasLimit !== void 0) return this.gasChecked(call);
    return this.rateChecked(call);
  }
  /** A call outside the spec against its own check, if it has one: -32602 with the faults it names. */
  outsideChecked(method, params) {
    if (method.checkParams === void 0) return void 0;
    let errors;
    try {
      errors = method.checkParams(params);
    } catch {
      errors = [{ path: "params", message: "nested too deeply to validate", keyword: "depth" }];
    }
    return errors === void 0 || errors.length === 0 ? void 0 : invalidParams(errors);
  }
  /** The gas cap against the block gas limit (which the host may have to fetch), then `rateChecked`. */
  gasChecked(call) {
    let refused;
    try {
      const gasCap = call.method.gasCap;
      refused = checkGas(gasCap, gasCap.of ?? call.method.name, call.value, this.blockGasLimit);
    } catch (error) {
      return this.handlerFailed(error, call);
    }
    if (!isThenable(refused)) return refused ?? this.rateChecked(call);
    return this.answerLater(
      call,
      refused,
      (refused2) => refused2 ?? this.rateChecked(call),
      (error) => this.handlerFailed(error, call)
    );
  }
  /** The rate limiter's verdict (when there is one), then `admit`. */
  rateChecked(call) {
    if (this.rateLimiter === void 0) return this.admit(call);
    const verdict = this.limitRate(call.method, call.request);
    const next = (verdict2) => verdict2 === 0 ? this.admit(call) : { kind: "rate", ...verdict2 };
    return isThenable(verdict) ? this.answerLater(call, verdict, next, (error) => this.handlerFailed(error, call)) : next(verdict);
  }
  /** Charges the call, then invokes the handler; a refusal when the balance cannot pay or the store cannot say. */
  admit(call) {
    const { method } = call;
    const { store } = this;
    if (store === void 0 || method.cost <= 0 && store.limitsRate !== true) return this.invoke(call);
    let pending;
    try {
      pending = store.charge(call.request.apiKey, method.cost);
    } catch (error) {
      return this.charged(error, void 0, call);
    }
    if (!isThenable(pending)) return this.charged(void 0, pending, call);
    return this.answerLater(
      call,
      pending,
      (charge) => this.charged(void 0, charge, call),
      (error) => this.charged(error ?? new Error("the credit store failed"), void 0, call)
    );
  }
  /** What the store's answer (or its failure) means for the call. */
  charged(error, charge, call) {
    if (charge === void 0) {
      this.ops.storeFailed(errorFields(error, call.request.apiKey));
      if (!this.failOpen) return { kind: "unavailable" };
      return this.invoke(call);
    }
    if (!charge.ok) {
      if (charge.rate !== void 0) {
        const verdict = this.rateVerdict(charge.rate, call.method, call.request);
        if (verdict !== 0) return { kind: "rate", ...verdict };
        return this.invoke(call);
      }
      return { kind: "credits", cost: call.method.cost, balance: charge.balance, resetsAt: charge.resetsAt };
    }
    call.paid = charge;
    this.ops.storeAnswered();
    return this.invoke(call);
  }
  /**
   * Runs the handler of a call that is paid for (or served uncharged): its result, or its error. A handler that
   * answers at once is answered at once; a promise is awaited within the method's timeout (`handlerSettled`).
   */
  invoke(call) {
    const { method, request } = call;
    const context = new CallContext(method.outside ?? method.name, request.apiKey, request.transport, call.id, method.info.limits, method.timeoutMs, request.signal);
    let result;
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
  handlerSettled(call, ok, outcome) {
    const { context } = call;
    if (context === void 0) return;
    call.context = void 0;
    let answer;
    try {
      if (outcome === timedOut) {
        outcome = Object.defineProperty(call.method.timeoutError(), "notServed", { value: true });
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
  answerLater(call, pending, onValue, onError) {
    Promise.resolve(pending).then(
      (value) => this.resume(call, onValue, value),
      (error) => this.resume(call, onError, error)
    );
    return waits;
  }
  /**
   * Takes a call that waited on from `step`. Whatever the step throws is a bug of the server: logged, and the call
   * answered -32603 rather than left without an answer.
   */
  resume(call, step, value) {
    let answer;
    try {
      answer = step(value);
    } catch (error) {
      answer = this.brokenStep(error, call);
    }
    if (answer !== waits) this.completed(call, answer);
  }
  /** A handler's result, checked against the limits (and the spec, with `validateResults`). */
  finish(result, call) {
    const { method, request } = call;
    try {
      if (call.id === void 0) return "null";
      if (result === void 0) result = null;
      if (method.maxResults !== void 0 && Array.isArray(result) && result.length > method.maxResults) return method.resultLimitError(method.maxResults);
      if (this.validateResults && method.outside === void 0) {
        const valid = validateResult(method.name, result);
        if (!valid.ok) {
          const errors = mentionsKey(JSON.stringify(valid.errors), request.apiKey) ? withheld : valid.errors;
          logError(this.logger, "handler result does not match the spec", { method: method.name, transport: request.transport, route: request.route, errors });
          return new NotServedError(-32603, "Internal error");
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
  handlerFailed(error, call) {
    if (error instanceof JsonRpcError) return error;
    this.logCall("handler failed", call, error);
    return new NotServedError(-32603, "Internal error");
  }
  /**
   * A served call's answer text. The usual one (an id JSON writes exactly, a result that is plain data) is written
   * by one JSON.stringify of the whole answer: the result's text is then made once, not made and copied again into
   * the envelope (a block's text is kilobytes, on every call). A result JSON cannot write (a BigInt, a cycle, a
   * nesting past the stack) is logged as the handler's failure, and undefined: the caller answers it -32603 and gives
   * the charge back.
   */
  resultText(value, call) {
    const { id, idJson } = call;
    try {
      const exactId = typeof id === "string" || id === null || typeof id === "number" && Number.isSafeInteger(id) && !Object.is(id, -0);
      const plain = typeof value === "object" ? value === null || typeof value.toJSON !== "function" : typeof value === "string" || typeof value === "number" || typeof value === "boolean";
      if (exactId && plain) return JSON.stringify({ jsonrpc: "2.0", id, result: value });
      const json = JSON.stringify(value);
      return `{"jsonrpc":"2.0","id":${idJson},"result":${json === void 0 ? "null" : json}}`;
    } catch (error) {
      this.logCall("handler failed", call, error);
      return void 0;
    }
  }
  /**
   * The rate limiter's verdict, at once when the limiter answers at once; the promise of one never rejects. A
   * limiter that fails lets the call through (logged): a limit never takes the server down.
   */
  limitRate(method, request) {
    let pending;
    try {
      pending = this.rateLimiter.take(request.apiKey, Math.max(method.cost, 1));
    } catch (error) {
      return this.rateLimiterFailed(error, method, request);
    }
    if (!isThenable(pending)) return this.rateVerdict(pending, method, request);
    return Promise.resolve(pending).then(
      (verdict) => this.rateVerdict(verdict, method, request),
      (error) => this.rateLimiterFailed(error, method, request)
    );
  }
  /** A limiter's refusal with its numbers made sound (metering/refusals.ts); one it cannot read lets the call through. */
  rateVerdict(verdict, method, request) {
    try {
      return rateVerdict(verdict);
    } catch (error) {
      return this.rateLimiterFailed(error, method, request);
    }
  }
  rateLimiterFailed(error, method, request) {
    logError(this.logger, "rate limiter failed", { method: method.name, transport: request.transport, route: request.route, error: errorFields(error, request.apiKey) });
    return 0;
  }
}
export {
  CallSteps
};
