// The client behind the typed methods of client.ts, the same for every API: builds JSON-RPC requests from the method
// table, counts credits and enforces the daily budget before sending, retries retry-safe calls after transport
// failures, turns error answers into the spec's error classes, validates when asked, and masks the API key.
import {
  AbortError,
  CreditBudgetError,
  HttpStatusError,
  ParamsValidationError,
  ProtocolError,
  ResultValidationError,
  TransportError,
  type ValidationIssue,
} from '../client-errors.js';
import type { BatchCall, CallOptions, ClientOptions, ClientValidation, ClientValidators, CreditUsage } from '../client-types.js';
import type { HttpTransportOptions } from './http-transport.js';
import { defaultResponseBudget, isResponseBudget, responseBudget } from './response-budget.js';
import { abortWatch, type AbortWatch, defaultMaxResponseBytes, type Mask, maskIssues, maskJson, masker, maxResponseBytesCap, type Platform, preview, type SendControl, type Transport } from './transport.js';
import type { WsTransportOptions } from './ws-transport.js';
import type { subscribeFunctions, SubscriptionFacts } from './subscriptions.js';

/** What the client needs to know about one method (client.ts `methodFacts`; `methodInfo` has the rest). */
export interface MethodFacts {
  readonly paramStructure: 'by-position' | 'by-name' | 'either';
  /** How many params the method takes. */
  readonly params: number;
  readonly credits: number | null;
  readonly idempotent: boolean;
}

/** What client.ts hands over from the generated modules. */
export interface ApiFacts {
  /** The API's title, for messages. */
  readonly title: string;
  readonly methods: Readonly<Record<string, MethodFacts>>;
  /** Path the servers put after the base address, with `{key}` where the API key goes, per transport; absent when
   * the spec declares no API key in the path for that transport. */
  readonly keyPaths: { readonly http?: string; readonly ws?: string };
  toError(error: { code: number; message: string; data?: unknown }): Error;
  /** The runtime's HTTP and WebSocket modules (the package's `#platform` import). */
  readonly platform: Platform;
}

/**
 * The transports a client is built with, chosen by import: `createClient` passes HTTP and WebSocket
 * (transport-kits.ts), `createHttpClient` HTTP only. A page that imports `createHttpClient` alone so bundles no
 * WebSocket transport and no subscriptions.
 */
export interface TransportKit {
  readonly http: new (options: HttpTransportOptions) => Transport;
  /** The WebSocket transport and the subscriptions it carries; absent in an HTTP-only client. */
  readonly ws?: { readonly transport: new (options: WsTransportOptions) => Transport; readonly subscribe: typeof subscribeFunctions };
}

/** The spec's subscriptions by name, and the other notifications they may get: `createClient` passes them with the
 * WebSocket kit; `createHttpClient` does not, so that a page over HTTP bundles none of them. */
export interface SubscriptionTable {
  readonly facts: Readonly<Record<string, SubscriptionFacts>>;
  readonly notices: readonly { readonly method: string; readonly subscriptionParam: string; readonly resultParam: string }[];
}

/** The client's entry for a forwarding server (`RpcClient.forward`): a key no typed method or JSON can name, so it
 * is not part of the client's public face. */
export const forwarding: unique symbol = Symbol('rpcforge.forward');
/** `RpcClient.forward`, as the client object carries it under `forwarding`. */
export type ForwardCall = (method: string, params: unknown, timeout: number | undefined, abort: AbortSignal | AbortListen | undefined) => Promise<unknown>;

/** Names the client itself uses; methods with these names are reached through `request` only. */
export const reservedMemberNames: readonly string[] = ['request', 'batch', 'credits', 'close', 'subscribe', 'then', '__proto__'];

/** A batch call's outcome. `value`, as in `ValidationResult`; `result` is the same value under its old name, kept for
 * code written before (deprecated). */
export type BatchEntry = { ok: true; value: unknown; result: unknown } | { ok: false; error: Error };

/** The wait a JSON-RPC error answer asks for in `error.data.retryAfterMs` (a rate limit's), in milliseconds. */
function rateLimitWait(answer: unknown): number | undefined {
  const wait = (answer as { error?: { data?: { retryAfterMs?: unknown } } } | null)?.error?.data?.retryAfterMs;
  return typeof wait === 'number' && Number.isFinite(wait) && wait >= 0 ? Math.ceil(wait) : undefined;
}

const defaults = { timeout: 30_000, retries: 2, delay: 100, maxDelay: 2_000, maxConnections: 128 };
/** The longest delay setTimeout takes (2^31 - 1 ms, about 24.8 days); a longer one fires at once. */
const maxTimer = 2 ** 31 - 1;

export class RpcClient {
  private readonly api: ApiFacts;
  /** @internal Read by client.subscribe (subscriptions.ts `SubscribingClient`), as are `mask` and `log`. */
  readonly transport: Transport;
  /** @internal */
  readonly mask: Mask;
  private readonly logger: ClientOptions['logger'];
  private readonly timeout: number;
  private readonly retry: { retries: number; delay: number; maxDelay: number };
  private readonly checkParams: boolean;
  private readonly checkResults: boolean;
  private readonly validators: ClientValidators | undefined;
  private readonly meter: CreditMeter;
  private nextId = 0;

  constructor(options: ClientOptions, api: ApiFacts, kit: TransportKit) {
    if (typeof options !== 'object' || options === null) throw new TypeError('createClient: options must be an object with at least `url`');
    const kind = options.transport ?? 'http';
    const keyPath = kind === 'ws' || kind === 'http' ? api.keyPaths[kind] : undefined;
    // A short key is masked only where it follows the key path (`/v3/`): see shortKeyLength.
    const mask = masker(typeof options.apiKey === 'string' ? options.apiKey : undefined, keyPath?.slice(0, keyPath.indexOf('{key}')) ?? '');
    const fail = (message: string): never => {
      throw new TypeError(mask(`createClient: ${message}`));
    };
    this.api = api;
    this.mask = mask;
    this.logger = options.logger;
    if (kind !== 'http' && kind !== 'ws') fail(`transport must be 'http' or 'ws', not ${JSON.stringify(kind)}`);
    if (kind === 'ws' && kit.ws === undefined) fail("transport 'ws' needs createClient: createHttpClient carries HTTP only, so that its bundle holds no WebSocket code");
    if (options.apiKey !== undefined && (typeof options.apiKey !== 'string' || options.apiKey === '')) fail('apiKey must be a non-empty string');
    const url = endpointUrl(options, kind, api, fail, options.apiKey);
    // Built with `***` in the key's place rather than masked, so it holds no part of the key whatever its length.
    const endpoint = options.apiKey === undefined ? mask(url.href) : endpointUrl(options, kind, api, fail, '***').href;
    const headers = options.headers ?? {};
    if (typeof headers !== 'object' || Object.values(headers).some((v) => typeof v !== 'string')) fail('headers must map names to strings');
    this.timeout = positive(options.timeout, 'timeout', defaults.timeout, fail);
    if (this.timeout > maxTimer) fail(`timeout must be at most ${maxTimer} ms (a longer timer fires at once)`);
    const retry = options.retry === false ? { retries: 0 } : (options.retry ?? {});
    this.retry = {
      retries: count(retry.retries, 'retry.retries', defaults.retries, fail),
      delay: count(retry.delay, 'retry.delay', defaults.delay, fail),
      maxDelay: count(retry.maxDelay, 'retry.maxDelay', defaults.maxDelay, fail),
    };
    const validate = options.validate ?? false;
    this.checkParams = validate === true || (typeof validate === 'object' && validate.params === true);
    this.checkResults = validate === true || (typeof validate === 'object' && validate.result === true);
    this.validators = options.validators;
    if ((this.checkParams || this.checkResults) && (typeof this.validators?.validateParams !== 'function' || typeof this.validators.validateResult !== 'function')) {
      fail(`validate needs the generated validators: createClient({ validate: true, validators }) with \`import { validators } from '<package>'\` (passed in, so that a client without validation does not carry them)`);
    }
    if (options.dailyBudget !== undefined && !(typeof options.dailyBudget === 'number' && options.dailyBudget >= 0 && Number.isFinite(options.dailyBudget))) {
      fail('dailyBudget must be a finite number of credits, 0 or more');
    }
    this.meter = new CreditMeter(options.dailyBudget);
    const maxResponseBytes = options.maxResponseBytes ?? defaultMaxResponseBytes;
    if (!(Number.isInteger(maxResponseBytes) && maxResponseBytes > 0 && maxResponseBytes <= maxResponseBytesCap)) {
      fail(`maxResponseBytes must be a whole number of bytes from 1 to ${maxResponseBytesCap} (the longest string V8 can hold)`);
    }
    const log = (level: 'debug' | 'warn', message: string) => this.log(level, message);
    if (kit.ws !== undefined && kind === 'ws') {
      this.transport = new kit.ws.transport({ url, endpoint, headers, reconnect: options.reconnect === true, maxResponseBytes, webSocket: options.webSocket, platform: api.platform, mask, log });
    } else {
      const maxConnections = positive(options.maxConnections, 'maxConnections', defaults.maxConnections, fail);
      const given = options.responseBudget ?? Math.max(defaultResponseBudget, maxResponseBytes);
      const budget = typeof given === 'number' ? responseBudget(given) : given;
      if (!isResponseBudget(budget)) fail('responseBudget must be a whole number of bytes, or a shared { limit, inUse: 0 }');
      // A budget smaller than one answer would refuse an answer the limit allows, even with nothing else arriving.
      if (budget.limit < maxResponseBytes) fail(`responseBudget (${budget.limit} bytes) must be at least maxResponseBytes (${maxResponseBytes})`);
      this.transport = new kit.http({ url, endpoint, headers, maxConnections, maxResponseBytes, budget, fetch: options.fetch, platform: api.platform, mask });
    }
  }

  get credits(): CreditUsage {
    return this.meter.usage();
  }

  /** One call: `params` as they go on the wire (an array, an object, or undefined to leave them out). */
  async call(method: string, params: unknown, options: CallOptions | undefined): Promise<unknown> {
    const facts = factsOf(this.api, method);
    if (this.checkParams && facts !== undefined) {
      const check = (this.validators as ClientValidators).validateParams(method, params ?? []);
      if (!check.ok) throw new ParamsValidationError(method, this.maskIssues(check.errors));
    }
    const id = ++this.nextId;
    const cost = facts?.credits ?? null;
    const answer = await this.attempt(requestText(id, method, params), [id], false, method, facts?.idempotent === true, options, () => this.meter.charge(method, cost === null ? 0 : cost, 1, cost === null ? 1 : 0));
    return this.settle(method, facts, answer, id);
  }

  /**
   * One call as a forwarding server sends it (a gateway's upstream calls): straight to the
   * transport, which keeps its bounds (`maxResponseBytes`, the response budget, the timeout, the abort), and its
   * answer settled as `call`'s is (the id checked, an error object as the spec's error, the result validated when
   * `validate.result`). Left out is what the server does itself or decides: the params check (its engine checked
   * them), retries (its router tries another node, or fails over, or neither: a write is sent once), and the check
   * of call options (the router passes only its own). The call is counted in `credits` as `call` counts it (one
   * add, well under 1 µs a call: docs/client.md), so that the counter says what a gateway sent upstream. `abort` is
   * the server call's: an AbortSignal, or its `whenAborted`, which calls the listener at once when the call has been
   * aborted already and returns what stops listening. Measured, `call`'s two async frames and its checks were a few
   * µs of every forwarded call (docs/benchmarks.md, Sequential calls).
   */
  forward(method: string, params: unknown, timeout: number | undefined, abort: AbortSignal | AbortListen | undefined): Promise<unknown> {
    // Aborted already: neither sent nor counted.
    if (typeof abort === 'object' && abort.aborted) return Promise.reject(new AbortError(method, this.transport.endpoint));
    const facts = factsOf(this.api, method);
    const cost = facts?.credits ?? null;
    try {
      this.meter.charge(method, cost === null ? 0 : cost, 1, cost === null ? 1 : 0);
    } catch (error) {
      // Only with a dailyBudget (a gateway's clients have none): refused before it is sent, as `call` refuses it, and
      // before a listener is put on the caller's signal.
      return Promise.reject(error);
    }
    const watch: SendControl['abort'] = typeof abort === 'function' ? { listen: abort } : abort === undefined ? undefined : abortWatch(abort, undefined);
    const id = ++this.nextId;
    const answer = this.transport.send(requestText(id, method, params), [id], false, { timeout: timeout ?? this.timeout, abort: watch, what: method });
    return answer.then((response) => this.settle(method, facts, response, id));
  }

  /** A JSON-RPC batch: one request, one outcome per call in call order. */
  async batch(calls: readonly BatchCall[], options: CallOptions | undefined): Promise<BatchEntry[]> {
    if (!Array.isArray(calls)) throw new TypeError('batch: the builder must return an array of calls made with the builder');
    if (calls.length === 0) return [];
    let cost = 0;
    let unknown = 0;
    let idempotent = true;
    const ids: number[] = [];
    const parts: string[] = [];
    for (const call of calls) {
      if (typeof call !== 'object' || call === null || typeof call.method !== 'string') throw new TypeError('batch: every entry must be a call made with the builder');
      const facts = factsOf(this.api, call.method);
      if (this.checkParams && facts !== undefined) {
        const check = (this.validators as ClientValidators).validateParams(call.method, call.params ?? []);
        if (!check.ok) throw new ParamsValidationError(call.method, this.maskIssues(check.errors));
      }
      if (facts?.credits == null) unknown++;
      else cost += facts.credits;
      idempotent &&= facts?.idempotent === true;
      const id = ++this.nextId;
      ids.push(id);
      parts.push(requestText(id, call.method, call.params));
    }
    const what = `batch of ${calls.length} calls`;
    const answer = await this.attempt(`[${parts.join(',')}]`, ids, true, what, idempotent, options, () => this.meter.charge(what, cost, calls.length, unknown));
    const entries = this.batchEntries(answer, ids, what);
    return calls.map((call, i): BatchEntry => {
      const id = ids[i] as number;
      const entry = entries.get(id);
      if (entry === undefined) return { ok: false, error: new ProtocolError(this.mask(`${call.method}: the batch answer has no entry for id ${id}`), this.transport.endpoint) };
      try {
        const value = this.settle(call.method, factsOf(this.api, call.method), entry, id);
        return { ok: true, value, result: value };
      } catch (error) {
        return { ok: false, error: error as Error };
      }
    });
  }

  /** The entries of a batch answer by id. A batch answer that holds an id twice, an id the batch did not send, or an
   * entry that is no object is not this batch's answer (a broken or hostile server): ProtocolError for the batch. */
  private batchEntries(answer: unknown, ids: readonly number[], what: string): Map<number, object> {
    const endpoint = this.transport.endpoint;
    if (!Array.isArray(answer)) {
      // A server that cannot read the batch answers with one error object, whose id is null (JSON-RPC 2.0).
      const response = answer as { id?: unknown; error?: unknown } | null;
      if (typeof response === 'object' && response !== null && response.id === null && typeof response.error === 'object' && response.error !== null) {
        throw this.errorFrom(response.error);
      }
      throw new ProtocolError(this.mask(`${what}: the answer from ${endpoint} is not an array: ${preview(answer, this.mask)}`), endpoint);
    }
    const sent = new Set(ids);
    const entries = new Map<number, object>();
    for (const entry of answer as unknown[]) {
      const id = (entry as { id?: unknown } | null)?.id;
      if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) {
        throw new ProtocolError(this.mask(`${what}: the batch answer holds an entry that is not a JSON-RPC response: ${preview(entry, this.mask)}`), endpoint);
      }
      if (typeof id !== 'number' || !sent.has(id)) {
        throw new ProtocolError(this.mask(`${what}: the batch answer holds id ${preview(id ?? null, this.mask, 100)}, which the batch did not send`), endpoint);
      }
      if (entries.has(id)) throw new ProtocolError(this.mask(`${what}: the batch answer holds id ${id} twice`), endpoint);
      entries.set(id, entry);
    }
    return entries;
  }

  close(): Promise<void> {
    return this.transport.close();
  }

  /** Sends with retries: `charge` runs before every attempt (and may refuse it). */
  private async attempt(body: string, ids: readonly number[], batch: boolean, what: string, idempotent: boolean, options: CallOptions | undefined, charge: () => void): Promise<unknown> {
    if (options !== undefined) {
      if (typeof options !== 'object' || options === null) throw new TypeError(`${what}: call options must be an object ({ timeout, signal, retries })`);
      if (options.timeout !== undefined && !(typeof options.timeout === 'number' && options.timeout > 0 && options.timeout <= maxTimer)) {
        throw new TypeError(`${what}: timeout must be a positive number of milliseconds, at most ${maxTimer}`);
      }
      if (options.retries !== undefined && !(Number.isInteger(options.retries) && options.retries >= 0)) throw new TypeError(`${what}: retries must be a whole number, 0 or more`);
      if (options.onAbort !== undefined && typeof options.onAbort !== 'function') throw new TypeError(`${what}: onAbort must be a function`);
    }
    const abort = abortWatch(options?.signal, options?.onAbort);
    const control: SendControl = { timeout: options?.timeout ?? this.timeout, abort, what };
    const retries = idempotent ? (options?.retries ?? this.retry.retries) : 0;
    try {
      for (let attempt = 0; ; attempt++) {
        if (abort?.aborted) throw new AbortError(what, this.transport.endpoint);
        charge();
        let answer: unknown;
        try {
          answer = await this.transport.send(body, ids, batch, control);
        } catch (error) {
          if (!(error instanceof TransportError) || !error.retryable || attempt >= retries || abort?.aborted) throw error;
          // A 429 or 503 that says when to come back is retried then, if that is within maxDelay and the call's
          // timeout; a longer wait is the caller's to decide (the error carries it as `retryAfter`).
          const asked = error instanceof HttpStatusError ? error.retryAfter : undefined;
          if (asked !== undefined && asked > Math.min(this.retry.maxDelay, control.timeout)) throw error;
          const wait = Math.max(asked ?? 0, Math.min(this.retry.maxDelay, this.retry.delay * 2 ** attempt));
          this.log('warn', `${what}: ${error.message}; retry ${attempt + 1} of ${retries} in ${wait} ms`);
          await sleep(wait, abort, () => new AbortError(what, this.transport.endpoint));
          continue;
        }
        // A rate-limit error answer that says when to come back (data.retryAfterMs; over WebSocket there is no
        // status to say it), within the same bounds; any other error answer is the caller's.
        const asked = batch || attempt >= retries || abort?.aborted ? undefined : rateLimitWait(answer);
        if (asked === undefined || asked > Math.min(this.retry.maxDelay, control.timeout)) return answer;
        this.log('warn', `${what}: rate limited; retry ${attempt + 1} of ${retries} in ${asked} ms`);
        await sleep(asked, abort, () => new AbortError(what, this.transport.endpoint));
      }
    } finally {
      abort?.close();
    }
  }

  /** The result of one answer, or the error it carries as the spec's error class. The id is checked first: an answer
   * to another request is never taken as this call's result or error. */
  private settle(method: string, facts: MethodFacts | undefined, answer: unknown, id: number): unknown {
    const endpoint = this.transport.endpoint;
    if (typeof answer !== 'object' || answer === null || Array.isArray(answer)) {
      throw new ProtocolError(this.mask(`${method}: the answer is not a JSON-RPC response: ${preview(answer, this.mask)}`), endpoint);
    }
    const response = answer as { id?: unknown; result?: unknown; error?: unknown };
    const failed = response.error !== undefined && response.error !== null;
    // JSON-RPC 2.0 gives an error answer id null when the server could not read the request's id.
    if (response.id !== id && !(failed && response.id === null)) {
      throw new ProtocolError(this.mask(`${method}: the answer has id ${preview(response.id ?? null, this.mask, 100)}, the request ${id}`), endpoint);
    }
    if (failed) throw this.errorFrom(response.error);
    if (!('result' in response)) throw new ProtocolError(this.mask(`${method}: the answer has neither result nor error: ${preview(answer, this.mask)}`), endpoint);
    if (this.checkResults && facts !== undefined) {
      let check: ClientValidation;
      try {
        check = (this.validators as ClientValidators).validateResult(method, response.result);
      } catch (error) {
        // A result nested deeper than the stack (only a hostile server sends one).
        throw new ProtocolError(this.mask(`${method}: the result could not be checked: ${error instanceof Error ? error.message : String(error)}`), endpoint);
      }
      if (!check.ok) throw new ResultValidationError(method, this.maskIssues(check.errors), maskJson(response.result, this.mask));
    }
    return response.result;
  }

  private errorFrom(error: unknown): Error {
    const e = (typeof error === 'object' && error !== null ? error : { message: String(error) }) as { code?: unknown; message?: unknown; data?: unknown };
    // JSON-RPC 2.0: the code MUST be an integer. Without one the object says nothing a caller could act on.
    if (!Number.isSafeInteger(e.code)) {
      throw new ProtocolError(this.mask(`the error object has no integer code: ${preview(error, this.mask)}`), this.transport.endpoint);
    }
    const code = e.code as number;
    const message = typeof e.message === 'string' ? this.mask(e.message) : preview(e.message ?? 'no message', this.mask);
    return this.api.toError(e.data === undefined ? { code, message } : { code, message, data: maskJson(e.data, this.mask) });
  }

  private maskIssues(issues: readonly ValidationIssue[]): ValidationIssue[] {
    return maskIssues(issues, this.mask);
  }

  /** @internal The validators when the client validates results (a notification is checked as a result is). */
  get resultValidators(): ClientValidators | undefined {
    return this.checkResults ? this.validators : undefined;
  }

  /** Hands a line to the logger. A logger that throws loses the line: its exception must not fail a call, nor reach
   * the process from a socket callback. */
  /** @internal */
  log(level: 'debug' | 'warn', message: string): void {
    try {
      const sink = this.logger?.[level];
      if (typeof sink === 'function') sink.call(this.logger, this.mask(message));
    } catch {
      // The logger's own failure is not the call's.
    }
  }
}

/** A listener for a call's abort: called at once when it happened already; returns what stops listening. */
export type AbortListen = (listener: () => void) => () => void;

/** One JSON-RPC request's text; `params` undefined leaves them out. */
function requestText(id: number, method: string, params: unknown): string {
  return `{"jsonrpc":"2.0","id":${id},"method":${JSON.stringify(method)}${params === undefined ? '' : `,"params":${JSON.stringify(params)}`}}`;
}

function factsOf(api: ApiFacts, method: string): MethodFacts | undefined {
  return Object.prototype.hasOwnProperty.call(api.methods, method) ? api.methods[method] : undefined;
}

/** The address to send to: `url` as given, or `url` + the spec's key path with the API key in it. */
function endpointUrl(options: ClientOptions, kind: 'http' | 'ws', api: ApiFacts, fail: (message: string) => never, key: string | undefined): URL {
  if (typeof options.url !== 'string') return fail('url must be a string, the base address of the network');
  let url: URL;
  try {
    url = new URL(options.url);
  } catch {
    return fail(`url is not an absolute URL: ${JSON.stringify(options.url)}`);
  }
  const schemes = kind === 'ws' ? { 'ws:': 'ws:', 'wss:': 'wss:', 'http:': 'ws:', 'https:': 'wss:' } : { 'http:': 'http:', 'https:': 'https:' };
  const scheme = (schemes as Record<string, string>)[url.protocol];
  if (scheme === undefined) return fail(`url must start with ${Object.keys(schemes).join(', ')} for transport '${kind}', not ${url.protocol}`);
  if (options.apiKey === undefined) return new URL(`${scheme}${options.url.slice(url.protocol.length)}`);
  const path = api.keyPaths[kind];
  if (path === undefined) return fail(`${api.title} declares no API key path for ${kind === 'ws' ? 'WebSocket' : 'HTTP'} servers: put the key in url and leave apiKey out`);
  const base = `${scheme}//${url.host}${url.pathname.replace(/\/+$/, '')}`;
  return new URL(`${base}${path.replace('{key}', key === '***' ? key : encodeURIComponent(key as string))}${url.search}`);
}

function positive(value: number | undefined, name: string, fallback: number, fail: (message: string) => never): number {
  if (value === undefined) return fallback;
  if (typeof value !== 'number' || !(value > 0)) return fail(`${name} must be a positive number`);
  return value;
}

function count(value: number | undefined, name: string, fallback: number, fail: (message: string) => never): number {
  if (value === undefined) return fallback;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) return fail(`${name} must be a whole number, 0 or more`);
  return value;
}

function sleep(ms: number, abort: AbortWatch | undefined, aborted: () => Error): Promise<void> {
  return new Promise((resolve, reject) => {
    if (abort?.aborted) return reject(aborted());
    const timer = setTimeout(() => {
      unlisten?.();
      resolve();
    }, ms);
    const unlisten = abort?.listen(() => {
      clearTimeout(timer);
      reject(aborted());
    });
  });
}

/** Credits spent per UTC day, and the daily budget. */
class CreditMeter {
  private readonly budget: number | undefined;
  private spent = 0;
  private calls = 0;
  private unknownCostCalls = 0;
  private day = '';
  private dayEnds = 0;

  constructor(budget: number | undefined) {
    this.budget = budget;
  }

  /** Counts a call or batch about to be sent, or refuses it (CreditBudgetError) when it would pass the budget. */
  charge(what: string, cost: number, calls: number, unknownCostCalls: number): void {
    this.rollOver();
    if (this.budget !== undefined && this.spent + cost > this.budget) throw new CreditBudgetError(what, cost, this.spent, this.budget);
    this.spent += cost;
    this.calls += calls;
    this.unknownCostCalls += unknownCostCalls;
  }

  usage(): CreditUsage {
    this.rollOver();
    const usage: CreditUsage = { spent: this.spent, calls: this.calls, unknownCostCalls: this.unknownCostCalls, day: this.day };
    if (this.budget !== undefined) {
      usage.budget = this.budget;
      usage.remaining = this.budget - this.spent;
    }
    return usage;
  }

  private rollOver(): void {
    const now = Date.now();
    if (now < this.dayEnds) return;
    const start = now - (now % 86_400_000);
    this.day = new Date(start).toISOString().slice(0, 10);
    this.dayEnds = start + 86_400_000;
    this.spent = 0;
    this.calls = 0;
    this.unknownCostCalls = 0;
  }
}

/** The client object: one function per method (params as the spec orders them, then call options), plus
 * `request`, `batch`, `credits` and `close`. client.ts gives it its type. */
export function createRpcClient(options: ClientOptions, api: ApiFacts, kit: TransportKit, subscriptions?: SubscriptionTable): object {
  const rpc = new RpcClient(options, api, kit);
  const client: Record<string, unknown> = {};
  const define = (name: string, value: unknown) => Object.defineProperty(client, name, { value, enumerable: true });
  for (const [name, facts] of Object.entries(api.methods)) {
    if (reservedMemberNames.includes(name)) continue;
    define(name, methodFunction(rpc, name, facts));
  }
  define('request', (args: { method: string; params?: unknown }, callOptions?: CallOptions) => {
    if (typeof args !== 'object' || args === null || typeof args.method !== 'string') {
      return Promise.reject(new TypeError('request: the argument must be { method, params? } with a string method'));
    }
    return rpc.call(args.method, args.params, callOptions);
  });
  // One builder per client, made at the first batch: it holds a function per method of the spec, and making it for
  // every batch cost a gateway that batches its upstream calls about a microsecond per call. Frozen, so that what one
  // batch's builder function does to it cannot reach the next batch.
  let builder: object | undefined;
  define('batch', (build: (builder: object) => readonly BatchCall[], callOptions?: CallOptions) => {
    if (typeof build !== 'function') return Promise.reject(new TypeError('batch: pass a function that returns the calls, e.g. b => [b.method(...)]'));
    return rpc.batch(build((builder ??= Object.freeze(batchBuilder(api)))), callOptions);
  });
  Object.defineProperty(client, 'credits', { get: () => rpc.credits, enumerable: true });
  define('close', () => rpc.close());
  if (kit.ws !== undefined && subscriptions !== undefined && Object.keys(subscriptions.facts).length > 0) define('subscribe', kit.ws.subscribe(rpc, subscriptions.facts, subscriptions.notices));
  Object.defineProperty(client, forwarding, { value: rpc.forward.bind(rpc) });
  return client;
}

function methodFunction(rpc: RpcClient, name: string, facts: MethodFacts): (...args: unknown[]) => Promise<unknown> {
  const count = facts.params;
  if (facts.paramStructure === 'by-name') {
    return (params?: unknown, options?: unknown) => {
      if (params !== undefined && (typeof params !== 'object' || params === null || Array.isArray(params))) {
        return Promise.reject(new TypeError(`${name}: params go by name, as one object`));
      }
      return rpc.call(name, params, options as CallOptions | undefined);
    };
  }
  return (...args: unknown[]) => {
    if (args.length > count + 1) return Promise.reject(new TypeError(`${name}: takes at most ${count} params and call options, got ${args.length} arguments`));
    const options = args.length > count ? (args.pop() as CallOptions | undefined) : undefined;
    return rpc.call(name, positional(args), options);
  };
}

/** Params by position without trailing omitted ones (an omitted param in the middle goes as null). */
export function positional(args: unknown[]): unknown[] {
  let end = args.length;
  while (end > 0 && args[end - 1] === undefined) end--;
  if (end < args.length) args.length = end;
  return args;
}

function batchBuilder(api: ApiFacts): object {
  const builder: Record<string, unknown> = {};
  for (const [name, facts] of Object.entries(api.methods)) {
    const make =
      facts.paramStructure === 'by-name' ? (params?: unknown): BatchCall => ({ method: name, params }) : (...args: unknown[]): BatchCall => ({ method: name, params: positional(args) });
    Object.defineProperty(builder, name, { value: make, enumerable: true });
  }
  return builder;
}
