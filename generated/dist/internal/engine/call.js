const isThenable = (v) => (typeof v === "object" || typeof v === "function") && v !== null && typeof v.then === "function";
function isRequestAbort(source) {
  return typeof source === "object" && typeof source.whenGone === "function";
}
class CallContext {
  constructor(method, apiKey, transport, id, limits, timeoutMs, source) {
    this.method = method;
    this.apiKey = apiKey;
    this.transport = transport;
    this.id = id;
    this.limits = limits;
    this.timeoutMs = timeoutMs;
    this.source = source;
  }
  method;
  apiKey;
  transport;
  id;
  limits;
  timeoutMs;
  source;
  controller;
  aborted;
  unlink;
  linked = false;
  finished = false;
  /** Told of the abort without an AbortController (`whenAborted`). */
  listeners;
  get signal() {
    if (this.controller === void 0) {
      this.controller = new AbortController();
      if (this.aborted !== void 0) this.controller.abort(this.aborted);
      else this.link();
    }
    return this.controller.signal;
  }
  /**
   * Calls `listener` once the call is aborted (its caller gone, its time limit passed; at once when it was already),
   * and returns how to stop listening. Unlike `signal` it makes no AbortController, which costs a forwarded call more
   * than the rest of its bookkeeping: the gateway's upstream calls listen so, handing it to the client as `onAbort`.
   */
  whenAborted(listener) {
    if (this.aborted !== void 0) {
      listener(this.aborted);
      return noop;
    }
    this.link();
    if (this.aborted !== void 0) {
      listener(this.aborted);
      return noop;
    }
    const listeners = this.listeners ??= [];
    listeners.push(listener);
    return () => {
      const at = listeners.indexOf(listener);
      if (at >= 0) listeners.splice(at, 1);
    };
  }
  /** Listens to the request's end (once, and not after the call is answered), which aborts the call. */
  link() {
    if (this.linked || this.finished) return;
    this.linked = true;
    const source = this.source;
    if (isRequestAbort(source)) this.unlink = source.whenGone((reason) => this.abort(reason));
    else {
      const request = typeof source === "function" ? source() : source;
      if (request === void 0) return;
      if (request.aborted) this.abort(request.reason);
      else {
        const onAbort = () => this.abort(request.reason);
        request.addEventListener("abort", onAbort, { once: true });
        this.unlink = () => request.removeEventListener("abort", onAbort);
      }
    }
  }
  abort(reason) {
    if (this.aborted !== void 0) return;
    this.aborted = reason;
    this.controller?.abort(reason);
    const listeners = this.listeners;
    this.listeners = void 0;
    if (listeners !== void 0) for (const listener of listeners) listener(reason);
  }
  /** The call is answered: stop listening to the request. */
  done() {
    this.finished = true;
    this.unlink?.();
    this.unlink = void 0;
  }
}
const noop = () => void 0;
const timerPerCall = {
  add: (ms, owner) => setTimeout(expireOwner, ms, owner),
  delete: (timer) => clearTimeout(timer)
};
const expireOwner = (owner) => owner.expire();
const waits = /* @__PURE__ */ Symbol("waits");
const timedOut = /* @__PURE__ */ Symbol("timed out");
class MethodCall {
  constructor(settler, method, id, idJson, index, request, started) {
    this.settler = settler;
    this.method = method;
    this.id = id;
    this.idJson = idJson;
    this.index = index;
    this.request = request;
    this.started = started;
  }
  settler;
  method;
  id;
  idJson;
  index;
  request;
  started;
  /** The params, validated (and made positional where the method takes either form). */
  value;
  /**
   * What the store answered for the call's charge, once it took it; undefined before, when the call is free or
   * served uncharged (the store could not answer and the server fails open), and once the charge is given back.
   */
  paid;
  /** The handler's context while its promise is pending; undefined before, and once the call is answered. */
  context;
  /** The timeout's handle (the engine's DeadlineKeeper) while the handler's promise is pending. */
  deadline;
  settled(ok, outcome) {
    this.settler(this, ok, outcome);
  }
  expire() {
    this.settler(this, false, timedOut);
  }
}
async function follow(call, pending) {
  let value;
  try {
    value = await pending;
  } catch (error) {
    call.settled(false, error);
    return;
  }
  call.settled(true, value);
}
class Served {
  constructor(value) {
    this.value = value;
  }
  value;
}
export {
  CallContext,
  MethodCall,
  Served,
  follow,
  isThenable,
  timedOut,
  timerPerCall,
  waits
};
