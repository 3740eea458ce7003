import { JsonRpcError } from '../../errors.js';
import type { CreditStore } from '../metering/credit-store.js';
import type { RateLimiter } from '../metering/rate-limit.js';
import type { DeadlineKeeper } from '../deadlines.js';
import type { Ops } from './ops.js';
import type { ServerLogger, ServerOptions } from './options.js';
import { MethodCall, type Answer, type CallSettler, type Waits } from './call.js';
/** Where a call that waited is answered: the engine's `completed` (`refundTried`: its charge was given back or kept). */
export type Completion = (call: MethodCall, answer: Answer, refundTried?: boolean) => void;
/** A call's steps, for one engine: what they need of its options, and where a call that waited is answered. */
export declare class CallSteps {
    /** Where calls are charged; none: no call is charged. */
    private readonly store;
    private readonly rateLimiter;
    /** `creditStoreFailure: 'serve'`: a call the store cannot charge is served uncharged. */
    private readonly failOpen;
    private readonly blockGasLimit;
    private readonly validateResults;
    private readonly logger;
    private readonly ops;
    private readonly completed;
    /** How a call's timeout is kept: a timer per call (any host), or the transport's shared deadlines (see `useDeadlines`). */
    deadlines: DeadlineKeeper;
    /** How a call hands its handler's outcome back: one function for all calls. */
    readonly settleCall: CallSettler;
    constructor(
    /** Where calls are charged; none: no call is charged. */
    store: CreditStore | undefined, rateLimiter: RateLimiter | undefined, 
    /** `creditStoreFailure: 'serve'`: a call the store cannot charge is served uncharged. */
    failOpen: boolean, blockGasLimit: ServerOptions['blockGasLimit'], validateResults: boolean, logger: ServerLogger, ops: Pick<Ops, 'storeFailed' | 'storeAnswered'>, completed: Completion);
    /**
     * Gives back the charge of a call answered with a `NotServedError` (or past its time limit) before answering it:
     * the answer at once when the store refunds at once (memory), else `waits` and the call is answered through
     * `completed` once the store has (Redis), so that a caller who reads the error finds the credits back. A store
     * without `refund`, or a refund that fails (logged), keeps the charge; the call line then says so.
     */
    refundFirst(call: MethodCall, answer: JsonRpcError): Answer | Waits;
    /** A step of a call that waited threw (a bug of the server, or a host's answer it could not read): logged, -32603. */
    brokenStep(error: unknown, call: MethodCall): JsonRpcError;
    /** Logs what failed in a call, with the call's method, transport and route; never the key. */
    logCall(message: 'server failure' | 'handler failed' | 'credit refund failed', call: MethodCall, error: unknown): void;
    /**
     * Validates, checks the limits, charges the credits and runs the handler: its result (`null` text for a
     * notification), or the error. Synchronous as far as it can be (every check, and the charge of a store that answers
     * at once), so that a refusal or an invalid call costs no promise; a call that has to wait returns `waits`, and
     * is answered through `completed`.
     */
    run(call: MethodCall, params: unknown): Answer | Waits;
    /** A call outside the spec against its own check, if it has one: -32602 with the faults it names. */
    private outsideChecked;
    /** The gas cap against the block gas limit (which the host may have to fetch), then `rateChecked`. */
    private gasChecked;
    /** The rate limiter's verdict (when there is one), then `admit`. */
    private rateChecked;
    /** Charges the call, then invokes the handler; a refusal when the balance cannot pay or the store cannot say. */
    private admit;
    /** What the store's answer (or its failure) means for the call. */
    private charged;
    /**
     * Runs the handler of a call that is paid for (or served uncharged): its result, or its error. A handler that
     * answers at once is answered at once; a promise is awaited within the method's timeout (`handlerSettled`).
     */
    private invoke;
    /**
     * The handler's promise settled (`ok`, with its value or its error), or the method's timeout passed first
     * (`outcome` is `timedOut`; the call is then aborted). Whichever comes second is ignored.
     */
    private handlerSettled;
    /**
     * Waits for a host's promise (the block gas limit, the rate limiter, the credit store), then takes the call on
     * from there. Promise.resolve: the host's thenable may be any object, even one whose then() throws.
     */
    private answerLater;
    /**
     * Takes a call that waited on from `step`. Whatever the step throws is a bug of the server: logged, and the call
     * answered -32603 rather than left without an answer.
     */
    private resume;
    /** A handler's result, checked against the limits (and the spec, with `validateResults`). */
    private finish;
    /**
     * A handler's own JSON-RPC error is its answer; anything else it throws is logged and answered -32603, not charged
     * (the server failed the call: nobody pays for that).
     */
    handlerFailed(error: unknown, call: MethodCall): JsonRpcError;
    /**
     * A served call's answer text. The usual one (an id JSON writes exactly, a result that is plain data) is written
     * by one JSON.stringify of the whole answer: the result's text is then made once, not made and copied again into
     * the envelope (a block's text is kilobytes, on every call). A result JSON cannot write (a BigInt, a cycle, a
     * nesting past the stack) is logged as the handler's failure, and undefined: the caller answers it -32603 and gives
     * the charge back.
     */
    resultText(value: unknown, call: MethodCall): string | undefined;
    /**
     * The rate limiter's verdict, at once when the limiter answers at once; the promise of one never rejects. A
     * limiter that fails lets the call through (logged): a limit never takes the server down.
     */
    private limitRate;
    /** A limiter's refusal with its numbers made sound (metering/refusals.ts); one it cannot read lets the call through. */
    private rateVerdict;
    private rateLimiterFailed;
}
