export const isThenable = (v) => (typeof v === 'object' || typeof v === 'function') && v !== null && typeof v.then === 'function';
function isRequestAbort(source) {
    return typeof source === 'object' && typeof source.whenGone === 'function';
}
/** The handler's view of a call. The AbortController is made only when a handler asks for the signal. */
export class CallContext {
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
    constructor(method, apiKey, transport, id, limits, timeoutMs, 
    /** The request's abort source; a subscription's call finds its caller's socket here (server-engine-subscriptions.ts). */
    source) {
        this.method = method;
        this.apiKey = apiKey;
        this.transport = transport;
        this.id = id;
        this.limits = limits;
        this.timeoutMs = timeoutMs;
        this.source = source;
    }
    get signal() {
        if (this.controller === undefined) {
            this.controller = new AbortController();
            if (this.aborted !== undefined)
                this.controller.abort(this.aborted);
            else
                this.link();
        }
        return this.controller.signal;
    }
    /**
     * Calls `listener` once the call is aborted (its caller gone, its time limit passed; at once when it was already),
     * and returns how to stop listening. Unlike `signal` it makes no AbortController, which costs a forwarded call more
     * than the rest of its bookkeeping: the gateway's upstream calls listen so, handing it to the client as `onAbort`.
     */
    whenAborted(listener) {
        if (this.aborted !== undefined) {
            listener(this.aborted);
            return noop;
        }
        this.link();
        // The request may have been gone already: link() then aborted the call at once.
        if (this.aborted !== undefined) {
            listener(this.aborted);
            return noop;
        }
        const listeners = (this.listeners ??= []);
        listeners.push(listener);
        return () => {
            const at = listeners.indexOf(listener);
            if (at >= 0)
                listeners.splice(at, 1);
        };
    }
    /** Listens to the request's end (once, and not after the call is answered), which aborts the call. */
    link() {
        if (this.linked || this.finished)
            return;
        this.linked = true;
        const source = this.source;
        // Called at once when the request is gone already.
        if (isRequestAbort(source))
            this.unlink = source.whenGone((reason) => this.abort(reason));
        else {
            const request = typeof source === 'function' ? source() : source;
            if (request === undefined)
                return;
            if (request.aborted)
                this.abort(request.reason);
            else {
                const onAbort = () => this.abort(request.reason);
                request.addEventListener('abort', onAbort, { once: true });
                this.unlink = () => request.removeEventListener('abort', onAbort);
            }
        }
    }
    abort(reason) {
        if (this.aborted !== undefined)
            return;
        this.aborted = reason;
        this.controller?.abort(reason);
        const listeners = this.listeners;
        this.listeners = undefined;
        if (listeners !== undefined)
            for (const listener of listeners)
                listener(reason);
    }
    /** The call is answered: stop listening to the request. */
    done() {
        this.finished = true;
        this.unlink?.();
        this.unlink = undefined;
    }
}
const noop = () => undefined;
/** A timer per call: what any host can do (a worker's timers belong to the request that set them). */
export const timerPerCall = {
    add: (ms, owner) => setTimeout(expireOwner, ms, owner),
    delete: (timer) => clearTimeout(timer),
};
const expireOwner = (owner) => owner.expire();
/** What a step of a call returns when the call has to wait: it is answered later, through `completed`. */
export const waits = Symbol('waits');
/** The outcome of a handler that ran past its method's timeout. */
export const timedOut = Symbol('timed out');
/**
 * One method call of a request, from its checks to its reply text. Its steps pass it along, and a call that waits
 * (on its handler, or on a host's promise) is taken on through it: one object per call, where a closure and a
 * promise per step cost more than the rest of a served call's bookkeeping. While its handler's promise is pending, it
 * is also the deadline of the method's timeout (`Expiring`).
 */
export class MethodCall {
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
    constructor(settler, method, 
    /** Undefined for a notification. */
    id, idJson, 
    /** The call's place in its batch; -1 for a single call. */
    index, request, 
    /** performance.now() at the start, when calls are logged (for their `ms`); 0 otherwise. */
    started) {
        this.settler = settler;
        this.method = method;
        this.id = id;
        this.idJson = idJson;
        this.index = index;
        this.request = request;
        this.started = started;
    }
    settled(ok, outcome) {
        this.settler(this, ok, outcome);
    }
    expire() {
        this.settler(this, false, timedOut);
    }
}
/**
 * Hands a handler's outcome to its call once its promise settles: an async function's one await costs less than
 * `then` with two callbacks (and the promise `then` makes). A thenable whose then() throws counts as a rejection.
 * Never rejects: the engine's `handlerSettled` catches what fails after it.
 */
export async function follow(call, pending) {
    let value;
    try {
        value = await pending;
    }
    catch (error) {
        call.settled(false, error);
        return;
    }
    call.settled(true, value);
}
/** A handler's result, to be written into the answer (see `resultText`). */
export class Served {
    value;
    constructor(value) {
        this.value = value;
    }
}
