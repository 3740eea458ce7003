import type { MethodName } from '../../types.js';
import { FreeAnswerLimiter } from '../metering/free-limit.js';
import type { DeadlineKeeper } from '../deadlines.js';
import { Ops } from './ops.js';
import { CorsPolicy, type Access } from './cors.js';
import { type MethodRule, type RequestContext, type RpcHandler, type RpcReply, type ServerOptions } from './options.js';
import { type CallAbortSource, type Recipient } from './call.js';
/**
 * What the transports use of the engine, as a structural type: the node:http transport is reached through the
 * package's `#server-node` import, whose types come from dist/ even when src/ is compiled, and a class with private
 * members would not match its own other copy.
 */
export type TransportEngine = Pick<RpcEngine, 'maxBodyBytes' | 'authorize' | 'unauthorized' | 'originRefused' | 'tooLarge' | 'dispatch' | 'dispatchTo' | 'useDeadlines'> & {
    readonly cors: Pick<CorsPolicy, 'enabled' | 'allows' | 'headers' | 'preflight'>;
    /** The limit of free answers, for GET of the docs page and the document. */
    readonly free: Pick<FreeAnswerLimiter, 'take'>;
    /** Health and metrics pages, the WebSocket gauge and the shutdown state (engine/ops.ts). */
    readonly ops: Pick<Ops, 'page' | 'socketOpened' | 'socketClosed' | 'startShutdown' | 'info'>;
};
export declare class RpcEngine implements RpcHandler {
    private readonly keyed;
    private readonly methods;
    private readonly authenticate;
    /** The CORS policy the transports apply (the engine checks origins; the transports write the headers). */
    readonly cors: CorsPolicy;
    private readonly maxBatchSize;
    private readonly maxBatchReplyBytes;
    readonly maxBodyBytes: number;
    /** The limit of free answers, which the transports also ask for GET of the docs page and the document. */
    readonly free: FreeAnswerLimiter;
    private readonly logger;
    /** A call's steps from its params to its handler's outcome (engine/steps.ts). */
    private readonly steps;
    /** Health, metrics and call logs (engine/ops.ts); `metrics` is undefined unless the option is set. */
    readonly ops: Ops;
    private readonly metrics;
    private readonly callLog;
    /** The `outsideSpec` option: methods the spec does not have, served by one handler (engine/outside-spec.ts). */
    private readonly outside;
    /** The `subscriptions` option: `eth_subscribe`/`eth_unsubscribe` over WebSocket (engine/subscriptions.ts). */
    private readonly subscriptions;
    /**
     * @param keyed whether the routes carry an API key: then an empty key is refused before `authenticate` is asked.
     */
    constructor(handlers: object, rules: {
        readonly [M in MethodName]?: MethodRule;
    }, options: ServerOptions, keyed: boolean);
    /**
     * Keeps call timeouts with `deadlines` (one timer for all calls) instead of a timer per call. For hosts whose
     * timers outlive a request (the node:http transport); a worker's timers belong to the request that set them.
     */
    useDeadlines(deadlines: DeadlineKeeper): void;
    handle(text: string, context?: RequestContext): Promise<string | undefined>;
    respond(text: string, context?: RequestContext): Promise<RpcReply>;
    /**
     * Whether the key may call, from `origin` when a web page sends one (its `Origin` header): the server-wide
     * `cors.origins` first, then the key's own `allowedOrigins`. The transports ask once per HTTP request or WebSocket
     * connection.
     */
    authorize(apiKey: string, transport?: 'http' | 'ws', route?: string, origin?: string): Access | Promise<Access>;
    private authenticateFailed;
    unauthorized(): RpcReply;
    originRefused(): RpcReply;
    tooLarge(): RpcReply;
    /** Answers a request text whose key is already authorized. */
    dispatch(text: string, apiKey: string, transport: 'http' | 'ws', signal?: CallAbortSource, route?: string, address?: string): Promise<RpcReply>;
    /**
     * As `dispatch`, with a recipient instead of a promise: the reply itself when no call of the request has to wait (a
     * refusal, an invalid call, a handler that answers at once); otherwise undefined, and `recipient.deliver` is called
     * with it once it is. The node:http and WebSocket transports answer so: no promise and no turn of the microtask
     * queue of their own, and a served call goes from its handler's promise to the socket.
     */
    dispatchTo(text: string, apiKey: string, transport: 'http' | 'ws', signal: CallAbortSource, route: string | undefined, recipient: Recipient, address?: string): RpcReply | undefined;
    /** The reply, or `waits` when a call has to wait: the recipient then gets the reply once the last call is answered. */
    private dispatchLater;
    /** A batch's reply: its calls' replies in order, at once when none waits, else `waits` (see `completed`). */
    private batch;
    /** The answer of a call left unrun because its batch's answer is past the bound; nothing for a notification. */
    private overBatch;
    private batchReply;
    /** The HTTP reply of a request's answer text: 204 for notifications only, a refusal's status when every call was refused. */
    private replyOf;
    /** One call: its reply text, undefined for a notification, or `waits` when the call has to wait. Never throws. */
    private call;
    /**
     * A call that waited is answered: its reply text goes into its request, and the request's reply to the recipient
     * once no call of it waits any more. Never throws: it runs from promise callbacks and timers.
     */
    private completed;
    /**
     * A served answer's text, written before the charge is settled: a result JSON cannot write (nested past the stack,
     * a BigInt, a cycle) is the handler's failure (undefined, logged), not charged as any other, and counted as one.
     */
    private written;
    /** The reply text of a call's answer, counted and logged; `text`: a Served answer's (`written`). */
    private answered;
    /** A call whose run threw: only a bug in the server itself gets here (run turns every failure into an answer). */
    private failed;
    private serverFailure;
    /** The call in the metrics and, when the logger takes `info`, one log line. */
    private counted;
    /**
     * The answer to `rpc.discover`, within the limit of free answers (`freeBytesPerSecond`): the document, or the
     * refusal, counted as the rate limit's (429 when every call of the request is refused).
     */
    private discover;
    /** A request that is not a valid JSON-RPC call: answered, counted, never charged. */
    private invalid;
    /** A refusal's text (metering/refusals.ts), counted in its request for the request's status. */
    private refusalReply;
    /**
     * Counts a refusal. A request whose every reply is a refusal gets the status of the one most worth retrying:
     * 429 (the rate frees up within seconds), then 503 (the store may be back), then 402 (not before the reset).
     */
    private refused;
    private reply;
    private errorReply;
    /**
     * The id as it must be echoed: JSON.parse rounds numbers beyond 2^53 and fractions, and JSON.stringify writes -0
     * as 0, so those are copied from the text.
     */
    private idText;
}
