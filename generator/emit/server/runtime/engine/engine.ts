// The transport-free engine of the generated server: request text in, response text (or nothing) out. Complete
// JSON-RPC 2.0 (single requests, batches, notifications) and authentication around the handlers: it parses the
// envelope, answers a batch and counts and logs each call; a call's own steps (validation, limits, charge, handler)
// are engine/steps.ts's, the stores, limits and refusals the metering room's (metering/).
// Internal module: use server.ts.
import { JsonRpcError } from '../../errors.js';
import { methodInfo, type MethodInfo } from '../../methods.js';
import type { MethodName } from '../../types.js';
import { MemoryRateLimiter } from '../metering/rate-limit.js';
import { FreeAnswerLimiter } from '../metering/free-limit.js';
import { refusalRank, refusalRetryAfter, refusalStatus, refusalText, secondsToReset, type Refusal } from '../metering/refusals.js';
import type { DeadlineKeeper } from '../deadlines.js';
import { isNotServed, NotServedError } from './not-served.js';
import { boundBatch, overBatchText } from './batch.js';
import { Ops, type CallOutcome } from './ops.js';
import { discoverDefined } from '../document.js';
import { keyId } from './key-id.js';
import { OutsideSpec } from './outside-spec.js';
import { Subscriptions } from './subscriptions.js';
import { whenHandedOff } from './hand-off.js';
import { CorsPolicy, type Access, type AuthVerdict } from './cors.js';
import { errorText, discoverReply, scanIds } from './envelope.js';
import { errorFields, logError, mentionsKey, withheld } from './redact.js';
import {
  optionNumber,
  serverErrors,
  type AnyHandler,
  type CompiledMethod,
  type MethodRule,
  type RequestContext,
  type RpcHandler,
  type RpcReply,
  type ServerLogger,
  type ServerOptions,
} from './options.js';
import { isThenable, MethodCall, Served, waits, type Answer, type CallAbortSource, type Recipient, type RequestState, type Waits } from './call.js';
import { CallSteps, type Completion } from './steps.js';

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

export class RpcEngine implements RpcHandler {
  private readonly methods = new Map<string, CompiledMethod>();
  private readonly authenticate: (apiKey: string) => AuthVerdict | Promise<AuthVerdict>;
  /** The CORS policy the transports apply (the engine checks origins; the transports write the headers). */
  readonly cors: CorsPolicy;
  private readonly maxBatchSize: number;
  private readonly maxBatchReplyBytes: number;
  readonly maxBodyBytes: number;
  /** The limit of free answers, which the transports also ask for GET of the docs page and the document. */
  readonly free: FreeAnswerLimiter;
  private readonly logger: ServerLogger;
  /** A call's steps from its params to its handler's outcome (engine/steps.ts). */
  private readonly steps: CallSteps;
  /** Health, metrics and call logs (engine/ops.ts); `metrics` is undefined unless the option is set. */
  readonly ops: Ops;
  private readonly metrics: Ops['metrics'];
  private readonly callLog: boolean;
  /** The `outsideSpec` option: methods the spec does not have, served by one handler (engine/outside-spec.ts). */
  private readonly outside: OutsideSpec | undefined;
  /** The `subscriptions` option: `eth_subscribe`/`eth_unsubscribe` over WebSocket (engine/subscriptions.ts). */
  private readonly subscriptions: Subscriptions | undefined;

  /**
   * @param keyed whether the routes carry an API key: then an empty key is refused before `authenticate` is asked.
   */
  constructor(handlers: object, rules: { readonly [M in MethodName]?: MethodRule }, options: ServerOptions, private readonly keyed: boolean) {
    this.maxBatchSize = optionNumber('maxBatchSize', options.maxBatchSize, 100, 1);
    this.maxBodyBytes = optionNumber('maxBodyBytes', options.maxBodyBytes, 1_048_576, 1);
    this.maxBatchReplyBytes = optionNumber('maxBatchReplyBytes', options.maxBatchReplyBytes, 16 * 1_048_576, 1);
    this.free = new FreeAnswerLimiter(options.freeBytesPerSecond);
    const unpricedCost = optionNumber('unpricedCost', options.unpricedCost, 0, 0);
    const defaultTimeout = optionNumber('defaultTimeoutSeconds', options.defaultTimeoutSeconds, 30, 0);
    const validateResults = options.validateResults === true;
    this.logger = options.logger ?? { error: (message, details) => console.error(`server: ${message}`, details) };
    this.authenticate = options.authenticate ?? ((apiKey) => apiKey !== '' || !keyed);
    this.cors = new CorsPolicy(options.cors);
    const store = options.creditStore;
    if (options.creditStoreFailure !== undefined && options.creditStoreFailure !== 'refuse' && options.creditStoreFailure !== 'serve') {
      throw new TypeError("server options: creditStoreFailure must be 'refuse' or 'serve'");
    }
    const failOpen = options.creditStoreFailure === 'serve';
    const rateLimiter =
      options.rateLimiter ??
      // A store that checks the rate with the balance (a shared one given creditsPerSecond) is the limiter.
      (options.creditsPerSecond === undefined || store?.limitsRate === true
        ? undefined
        : new MemoryRateLimiter({ creditsPerSecond: options.creditsPerSecond, burstSeconds: optionNumber('rateBurstSeconds', options.rateBurstSeconds, 1, 0.001) }));
    this.ops = new Ops(options, store, this.logger);
    const completed: Completion = (call, answer, refundTried) => this.completed(call, answer, refundTried);
    this.steps = new CallSteps(store, rateLimiter, failOpen, options.blockGasLimit, validateResults, this.logger, this.ops, completed);
    this.metrics = this.ops.metrics;
    this.callLog = typeof this.logger.info === 'function';
    const timeoutError = () => new JsonRpcError(serverErrors.timeout.code, serverErrors.timeout.message);
    const resultLimitError = (max: number) => new JsonRpcError(-32005, `query returned more than ${max} results`);
    const outsideTimeout = Math.min(Math.round(defaultTimeout * 1000), 2_147_483_647);
    this.outside = options.outsideSpec === undefined ? undefined : new OutsideSpec(options.outsideSpec, { timeoutMs: outsideTimeout, timeoutError, resultLimitError }, (name) => this.methods.get(name));
    this.subscriptions =
      options.subscriptions === undefined
        ? undefined
        : new Subscriptions(options.subscriptions, { timeoutMs: outsideTimeout, timeoutError, resultLimitError }, store, failOpen, this.logger, (n) => this.metrics?.credits('eth_subscription', n));

    const table = handlers as Record<string, unknown>;
    for (const name of Object.keys(methodInfo) as MethodName[]) {
      const handler = table[name];
      if (typeof handler !== 'function') continue;
      const info: MethodInfo = methodInfo[name];
      const rule: MethodRule = rules[name] ?? {};
      const limits = info.limits;
      const timeoutSeconds = optionNumber(`timeoutSeconds.${name}`, options.timeoutSeconds?.[name], limits?.timeoutSeconds ?? defaultTimeout, 0);
      const price: number | null = info.credits;
      const compiled: CompiledMethod = {
        name,
        info,
        handler: (params, context) => (handler as AnyHandler).call(handlers, params, context),
        cost: price ?? unpricedCost,
        // setTimeout takes at most 2^31 - 1 ms (24.8 days).
        timeoutMs: Math.min(Math.round(timeoutSeconds * 1000), 2_147_483_647),
        timeoutError: rule.timeoutError ?? timeoutError,
        maxParams: limits?.maxParams,
        countParams: rule.countParams ?? [],
        maxResults: limits?.maxResults,
        resultLimitError: rule.resultLimitError ?? resultLimitError,
        gasCap: limits?.gasCap ? { field: limits.gasCap.field, multiple: limits.gasCap.blockGasLimitMultiple } : undefined,
      };
      this.methods.set(name, compiled);
      // The gateway's start-up gate (engine/hand-off.ts): once its first round has settled, the handler it
      // stood in for is called directly, with no test of the gate's flag on the call's path.
      whenHandedOff(handler, (to) => (compiled.handler = (params, context) => (to as AnyHandler).call(handlers, params, context)));
    }
  }

  /**
   * Keeps call timeouts with `deadlines` (one timer for all calls) instead of a timer per call. For hosts whose
   * timers outlive a request (the node:http transport); a worker's timers belong to the request that set them.
   */
  useDeadlines(deadlines: DeadlineKeeper): void {
    this.steps.deadlines = deadlines;
  }

  async handle(text: string, context: RequestContext = {}): Promise<string | undefined> {
    return (await this.respond(text, context)).body;
  }

  respond(text: string, context: RequestContext = {}): Promise<RpcReply> {
    const apiKey = typeof context.apiKey === 'string' ? context.apiKey : '';
    const transport = context.transport === 'ws' ? 'ws' : 'http';
    const route = typeof context.route === 'string' ? context.route : undefined;
    const origin = typeof context.origin === 'string' ? context.origin : undefined;
    const answer = (access: Access) =>
      access === 'ok' ? this.dispatch(text, apiKey, transport, context.signal, route, typeof context.address === 'string' ? context.address : undefined) : Promise.resolve(access === 'unauthorized' ? this.unauthorized() : this.originRefused());
    const verdict = this.authorize(apiKey, transport, route, origin);
    return typeof verdict === 'string' ? answer(verdict) : verdict.then(answer);
  }

  /**
   * Whether the key may call, from `origin` when a web page sends one (its `Origin` header): the server-wide
   * `cors.origins` first, then the key's own `allowedOrigins`. The transports ask once per HTTP request or WebSocket
   * connection.
   */
  authorize(apiKey: string, transport: 'http' | 'ws' = 'http', route?: string, origin?: string): Access | Promise<Access> {
    if (origin !== undefined && this.cors.enabled && !this.cors.allows(origin)) return 'origin refused';
    if (this.keyed && apiKey === '') return 'unauthorized';
    let verdict: AuthVerdict | Promise<AuthVerdict>;
    try {
      verdict = this.authenticate(apiKey);
    } catch (error) {
      return this.authenticateFailed(error, apiKey, transport, route);
    }
    // A synchronous verdict is judged at once: no closure, no promise, on every request.
    if (!isThenable(verdict)) return this.cors.judge(verdict, origin);
    return Promise.resolve(verdict).then(
      (verdict) => this.cors.judge(verdict, origin),
      (error: unknown) => this.authenticateFailed(error, apiKey, transport, route),
    );
  }

  private authenticateFailed(error: unknown, apiKey: string, transport: 'http' | 'ws', route: string | undefined): Access {
    logError(this.logger, 'authenticate failed', { transport, route, error: errorFields(error, apiKey) });
    return 'unauthorized';
  }

  unauthorized(): RpcReply {
    this.metrics?.request('none', 'unauthorized', 'http');
    return { status: 401, body: errorText('null', serverErrors.unauthorized.code, serverErrors.unauthorized.message) };
  }

  originRefused(): RpcReply {
    this.metrics?.request('none', 'origin_refused', 'http');
    return { status: 403, body: errorText('null', serverErrors.originRefused.code, serverErrors.originRefused.message) };
  }

  tooLarge(): RpcReply {
    return { status: 413, body: errorText('null', -32600, 'Invalid Request', `request larger than ${this.maxBodyBytes} bytes`) };
  }

  /** Answers a request text whose key is already authorized. */
  dispatch(text: string, apiKey: string, transport: 'http' | 'ws', signal?: CallAbortSource, route?: string, address?: string): Promise<RpcReply> {
    return new Promise((resolve) => {
      const reply = this.dispatchLater(text, apiKey, transport, signal, route, { deliver: resolve }, address);
      if (reply !== waits) resolve(reply);
    });
  }

  /**
   * As `dispatch`, with a recipient instead of a promise: the reply itself when no call of the request has to wait (a
   * refusal, an invalid call, a handler that answers at once); otherwise undefined, and `recipient.deliver` is called
   * with it once it is. The node:http and WebSocket transports answer so: no promise and no turn of the microtask
   * queue of their own, and a served call goes from its handler's promise to the socket.
   */
  dispatchTo(text: string, apiKey: string, transport: 'http' | 'ws', signal: CallAbortSource, route: string | undefined, recipient: Recipient, address?: string): RpcReply | undefined {
    const reply = this.dispatchLater(text, apiKey, transport, signal, route, recipient, address);
    return reply === waits ? undefined : reply;
  }

  /** The reply, or `waits` when a call has to wait: the recipient then gets the reply once the last call is answered. */
  private dispatchLater(text: string, apiKey: string, transport: 'http' | 'ws', signal: CallAbortSource, route: string | undefined, recipient: Recipient, address?: string): RpcReply | Waits {
    if (typeof text !== 'string') return { status: 200, body: errorText('null', -32700, 'Parse error', 'the request is not text') };
    if (text.length > this.maxBodyBytes) return this.tooLarge();
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return { status: 200, body: errorText('null', -32700, 'Parse error', 'the request is not valid JSON') };
    }
    const request: RequestState = { text, apiKey, transport, signal, route, address, replies: 0, refused: 0, waiting: 0, bodies: undefined, recipient };
    if (Array.isArray(parsed)) {
      if (parsed.length === 0) return { status: 200, body: errorText('null', -32600, 'Invalid Request', 'empty batch') };
      if (parsed.length > this.maxBatchSize) {
        return { status: 200, body: errorText('null', -32600, 'Invalid Request', `batch of ${parsed.length} calls; at most ${this.maxBatchSize}`) };
      }
      return this.batch(parsed, request);
    }
    const body = this.call(parsed, -1, request);
    return body === waits ? waits : this.replyOf(body, request);
  }

  /** A batch's reply: its calls' replies in order, at once when none waits, else `waits` (see `completed`). */
  private batch(calls: unknown[], request: RequestState): RpcReply | Waits {
    const bodies = new Array<string | undefined>(calls.length);
    request.bodies = bodies;
    // Characters of the answers so far: past `maxBatchReplyBytes` the rest of the calls are not run (engine/batch.ts).
    let size = 0;
    for (let index = 0; index < calls.length; index++) {
      if (size > this.maxBatchReplyBytes) {
        bodies[index] = this.overBatch(calls[index], index, request);
        continue;
      }
      const body = this.call(calls[index], index, request);
      if (body === waits) request.waiting++;
      else if (body !== undefined) {
        bodies[index] = body;
        size += body.length + 1;
      }
    }
    // Calls that wait are answered from a promise's callback or a timer, never before this returns.
    return request.waiting === 0 ? this.batchReply(request) : waits;
  }

  /** The answer of a call left unrun because its batch's answer is past the bound; nothing for a notification. */
  private overBatch(call: unknown, index: number, request: RequestState): string | undefined {
    const id = typeof call === 'object' && call !== null ? (call as { id?: unknown }).id : null;
    if (id === undefined) return undefined;
    const idJson = id === null || typeof id === 'string' || typeof id === 'number' ? this.idText(id, index, request) : 'null';
    return this.reply(request, overBatchText(idJson, this.maxBatchReplyBytes));
  }

  private batchReply(request: RequestState): RpcReply {
    boundBatch(request.bodies!, this.maxBatchReplyBytes);
    const sent = request.bodies!.filter((r): r is string => r !== undefined);
    return this.replyOf(sent.length === 0 ? undefined : `[${sent.join(',')}]`, request);
  }

  /** The HTTP reply of a request's answer text: 204 for notifications only, a refusal's status when every call was refused. */
  private replyOf(body: string | undefined, request: RequestState): RpcReply {
    if (body === undefined) return { status: 204, body };
    if (request.refusal !== undefined && request.refused === request.replies) return { status: request.refusal.status, body, retryAfter: request.refusal.retryAfter };
    return { status: 200, body };
  }

  /** One call: its reply text, undefined for a notification, or `waits` when the call has to wait. Never throws. */
  private call(call: unknown, index: number, request: RequestState): string | undefined | Waits {
    if (typeof call !== 'object' || call === null || Array.isArray(call)) {
      return this.invalid(request, errorText('null', -32600, 'Invalid Request', 'a request must be an object'));
    }
    const c = call as Record<string, unknown>;
    const id = c.id;
    if (!(id === undefined || id === null || typeof id === 'string' || typeof id === 'number')) {
      return this.invalid(request, errorText('null', -32600, 'Invalid Request', 'id must be a string, a number or null'));
    }
    const idJson = id === undefined ? 'null' : this.idText(id, index, request);
    if (c.jsonrpc !== '2.0') return this.invalid(request, errorText(idJson, -32600, 'Invalid Request', 'jsonrpc must be "2.0"'));
    if (typeof c.method !== 'string') return this.invalid(request, errorText(idJson, -32600, 'Invalid Request', 'method must be a string'));
    const params = c.params;
    if (params !== undefined && (typeof params !== 'object' || params === null)) {
      return this.invalid(request, errorText(idJson, -32600, 'Invalid Request', 'params must be an array or an object'));
    }
    const method = this.methods.get(c.method) ?? this.subscriptions?.method(c.method) ?? this.outside?.method(c.method);
    if (method === undefined) {
      const notification = id === undefined;
      // OpenRPC service discovery: `rpc.discover` answers the document, unless the spec defines the method itself.
      if (c.method === 'rpc.discover' && !discoverDefined) return notification ? undefined : this.reply(request, this.discover(idJson, params, request));
      // Counted under 'unknown': method names from callers never become metric labels.
      this.metrics?.request('unknown', 'unknown_method', request.transport);
      return notification ? undefined : this.reply(request, errorText(idJson, -32601, 'Method not found'));
    }

    const pending = new MethodCall(this.steps.settleCall, method, id, idJson, index, request, this.callLog ? performance.now() : 0);
    let ran: Answer | Waits;
    try {
      ran = this.steps.run(pending, params);
    } catch (error) {
      return this.failed(error, pending);
    }
    if (ran === waits) return waits;
    const text = this.written(ran, pending);
    if (text === undefined && ran instanceof Served) ran = unwritable();
    // A call refused or rejected before its handler is answered without waiting a turn.
    if (pending.paid !== undefined && ran instanceof JsonRpcError && isNotServed(ran) && this.steps.refundFirst(pending, ran) === waits) return waits;
    return this.answered(ran, pending, text);
  }

  /**
   * A call that waited is answered: its reply text goes into its request, and the request's reply to the recipient
   * once no call of it waits any more. Never throws: it runs from promise callbacks and timers.
   */
  private completed(call: MethodCall, answer: Answer, refundTried = false): void {
    const { request } = call;
    try {
      const text = this.written(answer, call);
      if (text === undefined && answer instanceof Served) answer = unwritable();
      if (!refundTried && call.paid !== undefined && answer instanceof JsonRpcError && isNotServed(answer) && this.steps.refundFirst(call, answer) === waits) return;
      const body = this.answered(answer, call, text);
      let reply: RpcReply;
      if (call.index < 0) reply = this.replyOf(body, request);
      else {
        request.bodies![call.index] = body;
        if (--request.waiting > 0) return;
        reply = this.batchReply(request);
      }
      request.recipient.deliver(reply);
    } catch (error) {
      this.steps.logCall('server failure', call, error);
    }
  }

  /**
   * A served answer's text, written before the charge is settled: a result JSON cannot write (nested past the stack,
   * a BigInt, a cycle) is the handler's failure (undefined, logged), not charged as any other, and counted as one.
   */
  private written(answer: Answer, call: MethodCall): string | undefined {
    return answer instanceof Served ? this.steps.resultText(answer.value, call) : undefined;
  }

  /** The reply text of a call's answer, counted and logged; `text`: a Served answer's (`written`). */
  private answered(answer: Answer, call: MethodCall, text?: string): string | undefined {
    const { method, id, idJson, request } = call;
    const notification = id === undefined;
    let outcome: CallOutcome = 'internal_error';
    let charged = 0;
    try {
      if (answer instanceof Served || typeof answer === 'string') {
        outcome = 'ok';
        charged = call.paid === undefined ? 0 : method.cost;
        if (notification) return undefined;
        if (answer instanceof Served) return this.reply(request, text!);
        return this.reply(request, `{"jsonrpc":"2.0","id":${idJson},"result":${answer}}`);
      }
      if (answer instanceof JsonRpcError) {
        outcome = answer.code === -32602 ? 'invalid_params' : answer.code === -32603 ? 'internal_error' : 'error';
        // Rejected before the charge (invalid params, over a limit), after it with the handler's own answer (charged),
        // or not served (the upstream never answered, the time limit passed): the charge is given back.
        charged = call.paid === undefined ? 0 : method.cost;
        return notification ? undefined : this.reply(request, this.errorReply(idJson, answer, request));
      }
      outcome = answer.kind === 'credits' ? 'credits_exhausted' : answer.kind === 'rate' ? 'rate_limited' : 'store_unavailable';
      return notification ? undefined : this.reply(request, this.refusalReply(idJson, answer, request));
    } catch (error) {
      outcome = 'internal_error';
      return this.serverFailure(error, call);
    } finally {
      this.counted(method, outcome, charged, request, call.started);
    }
  }


  /** A call whose run threw: only a bug in the server itself gets here (run turns every failure into an answer). */
  private failed(error: unknown, call: MethodCall): string | undefined {
    try {
      return this.serverFailure(error, call);
    } finally {
      this.counted(call.method, 'internal_error', 0, call.request, call.started);
    }
  }

  private serverFailure(error: unknown, call: MethodCall): string | undefined {
    this.steps.logCall('server failure', call, error);
    return call.id === undefined ? undefined : this.reply(call.request, errorText(call.idJson, -32603, 'Internal error'));
  }


  /** The call in the metrics and, when the logger takes `info`, one log line. */
  private counted(method: CompiledMethod, outcome: CallOutcome, charged: number, request: RequestState, started: number): void {
    if (this.metrics !== undefined) {
      this.metrics.request(method.name, outcome, request.transport);
      if (charged > 0) this.metrics.credits(method.name, charged);
    }
    if (this.callLog) {
      const line: Record<string, unknown> = {
        method: method.name,
        transport: request.transport,
        route: request.route,
        outcome,
        ms: Math.round((performance.now() - started) * 1000) / 1000,
        credits: charged,
        keyId: keyId(request.apiKey),
      };
      // The name as called, for a call outside the spec: plain and at most 64 characters, but the caller's text.
      if (method.outside !== undefined) line.called = mentionsKey(method.outside, request.apiKey) ? withheld : method.outside;
      this.ops.info('call', line);
    }
  }

  /**
   * The answer to `rpc.discover`, within the limit of free answers (`freeBytesPerSecond`): the document, or the
   * refusal, counted as the rate limit's (429 when every call of the request is refused).
   */
  private discover(idJson: string, params: unknown, request: RequestState): string {
    const answer = discoverReply(idJson, params);
    const refused = this.free.take(request.apiKey, request.address, answer.length);
    if (refused === 0) return answer;
    this.refused(request, 429, Math.max(1, Math.ceil(refused.retryAfterMs / 1000)));
    return errorText(idJson, serverErrors.rateLimited.code, serverErrors.rateLimited.message, refused);
  }

  /** A request that is not a valid JSON-RPC call: answered, counted, never charged. */
  private invalid(request: RequestState, text: string): string {
    this.metrics?.request('unknown', 'invalid_request', request.transport);
    return this.reply(request, text);
  }


  /** A refusal's text (metering/refusals.ts), counted in its request for the request's status. */
  private refusalReply(idJson: string, refusal: Refusal, request: RequestState): string {
    this.refused(request, refusalStatus(refusal), refusalRetryAfter(refusal));
    return refusalText(idJson, refusal);
  }

  /**
   * Counts a refusal. A request whose every reply is a refusal gets the status of the one most worth retrying:
   * 429 (the rate frees up within seconds), then 503 (the store may be back), then 402 (not before the reset).
   */
  private refused(request: RequestState, status: number, retryAfter: number): void {
    request.refused++;
    if (request.refusal === undefined || refusalRank(status) > refusalRank(request.refusal.status)) request.refusal = { status, retryAfter };
  }

  private reply(request: RequestState, text: string): string {
    request.replies++;
    return text;
  }

  private errorReply(idJson: string, error: JsonRpcError, request: RequestState): string {
    // A handler (e.g. forwarding to a node) may answer with the server's own refusals: they get the same status.
    if (error.code === serverErrors.creditsExhausted.code) {
      if (error.message === serverErrors.creditsExhausted.message) this.refused(request, 402, secondsToReset());
      else if (error.message === serverErrors.rateLimited.message) this.refused(request, 429, 1);
    }
    const code = Number.isInteger(error.code) ? error.code : -32603;
    let message = typeof error.message === 'string' ? error.message : 'Internal error';
    let data: string | undefined;
    try {
      data = error.data === undefined ? undefined : JSON.stringify(error.data);
    } catch {
      data = undefined;
    }
    // A handler's error may quote the key (it is in the handler's context): then its text is withheld, not edited.
    if ((mentionsKey(message, request.apiKey) || (data !== undefined && mentionsKey(data, request.apiKey)))) {
      message = withheld;
      data = undefined;
    }
    return `{"jsonrpc":"2.0","id":${idJson},"error":{"code":${code},"message":${JSON.stringify(message)}${data === undefined ? '' : `,"data":${data}`}}}`;
  }

  /**
   * The id as it must be echoed: JSON.parse rounds numbers beyond 2^53 and fractions, and JSON.stringify writes -0
   * as 0, so those are copied from the text.
   */
  private idText(id: string | number | null, index: number, request: RequestState): string {
    if (typeof id !== 'number') return JSON.stringify(id);
    // The usual id, a small integer, is its own text (V8 caches it).
    if (Number.isSafeInteger(id) && !Object.is(id, -0)) return String(id);
    request.rawIds ??= scanIds(request.text);
    return request.rawIds[index < 0 ? 0 : index] ?? JSON.stringify(id);
  }

}

/** The answer to a result JSON cannot write: the server failed the call, so it is not charged. */
function unwritable(): JsonRpcError {
  return new NotServedError(-32603, 'Internal error');
}
