// JSON-RPC over HTTP POST. On Node it uses `node:http`/`node:https` with a keep-alive Agent: a reused connection
// saves the TCP (and TLS) handshake of every call, and skips the overhead of the global `fetch`. Elsewhere, or when
// a `fetch` is given, it uses `fetch`. The Node modules come from the platform (`#platform`, loaded on the first
// call); outside Node there are none, and a bundle for the browser or the edge never refers to them.
// Every answer may come from a hostile server: bodies are counted while they stream and dropped past
// `maxResponseBytes`, or when the answers arriving at once would pass `responseBudget` (response-budget.ts), and no
// exception from a stream callback can escape (each becomes the call's error).
import type { Agent as HttpAgent, ClientRequest, IncomingMessage, request as httpRequest } from 'node:http';
import type { ResponseBudget } from '../client-types.js';
import { ConnectionError, HttpStatusError, ProtocolError, ResponseBudgetError, ResponseTooLargeError, TransportError } from '../client-errors.js';
import { Lease } from './response-budget.js';
import { connectionError, type Mask, type Platform, type SendControl, type Transport, watch } from './transport.js';

export interface HttpTransportOptions {
  url: URL;
  endpoint: string;
  headers: Record<string, string>;
  maxConnections: number;
  /** Bytes an answer may have; past it the client stops reading (ResponseTooLargeError). */
  maxResponseBytes: number;
  /** Bytes of answers being received at once, shared by every socket (and by the clients given the same one). */
  budget: ResponseBudget;
  fetch?: typeof fetch;
  platform: Platform;
  mask: Mask;
}

interface NodeClient {
  request: typeof httpRequest;
  agent: HttpAgent;
  /** Where every request goes, read from the URL once: its getters cost more on every call than the request object. */
  protocol: string;
  hostname: string;
  port: string;
  path: string;
  /** The request's headers as node:http's flat list (`[name, value, …]`), built once: see headerList. */
  headers: readonly string[];
}

type Finish = (error: TransportError | undefined, value?: unknown) => void;

/** Characters of an error status's body kept in HttpStatusError. */
const bodyLimit = 1000;
/** Bytes of an error status's body read at most: enough for `bodyLimit` characters; the rest is not waited for. */
const errorBodyBytes = 4096;

export class HttpTransport implements Transport {
  readonly endpoint: string;
  private readonly options: HttpTransportOptions;
  private readonly headers: Record<string, string>;
  private node: NodeClient | undefined;
  private loading: Promise<void> | undefined;
  private closed = false;

  constructor(options: HttpTransportOptions) {
    this.options = options;
    this.endpoint = options.endpoint;
    this.headers = { 'content-type': 'application/json', accept: 'application/json', ...options.headers };
  }

  send(body: string, _ids: readonly number[], _batch: boolean, control: SendControl): Promise<unknown> {
    if (this.closed) return Promise.reject(connectionError(new Error('the client was closed'), this.endpoint, this.options.mask, control.what));
    if (this.node !== undefined) return this.sendNode(this.node, body, control);
    if (this.options.fetch !== undefined || this.options.platform.http === undefined) return this.sendFetch(body, control);
    this.loading ??= this.load();
    return this.loading.then(() => this.sendNode(this.node as NodeClient, body, control));
  }

  async close(): Promise<void> {
    this.closed = true;
    this.node?.agent.destroy();
  }

  private async load(): Promise<void> {
    const secure = this.options.url.protocol === 'https:';
    const lib = await (this.options.platform.http as NonNullable<Platform['http']>)(secure);
    const agent = new lib.Agent({ keepAlive: true, maxSockets: this.options.maxConnections, scheduling: 'lifo' });
    const url = this.options.url;
    this.node = {
      request: lib.request,
      agent,
      protocol: url.protocol,
      hostname: url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname,
      port: url.port,
      path: url.pathname + url.search,
      headers: headerList(url, this.headers),
    };
  }

  private sendNode(node: NodeClient, body: string, control: SendControl): Promise<unknown> {
    return new Promise<unknown>((resolve, reject) => {
      const attempt = new NodeAttempt(this, control, new Lease(this.options.budget), resolve, reject);
      // On Node: a long timeout goes on the shared coarse clock (transport.ts `watch`).
      const disarm = watch(control, this.endpoint, attempt.finish, true);
      // Aborted already (the abort's listener ran inside watch): nothing is sent, and nothing stays armed.
      if (attempt.settled) return disarm();
      attempt.disarm = disarm;
      try {
        const request = node.request(
          {
            protocol: node.protocol,
            hostname: node.hostname,
            port: node.port,
            path: node.path,
            method: 'POST',
            agent: node.agent,
            headers: [...node.headers, 'content-length', String(Buffer.byteLength(body))],
          },
          onResponse,
        );
        attempt.request = request;
        (request as Carrier)[attemptOf] = attempt;
        request.on('error', onRequestError);
        request.end(body);
      } catch (error) {
        attempt.finish(connectionError(error, this.endpoint, this.options.mask, control.what));
      }
    });
  }

  /** @internal An answer's bytes past what the shared budget can hold (NodeAttempt). */
  overBudget(control: SendControl, lease: Lease, wanted: number): ResponseBudgetError {
    return new ResponseBudgetError(control.what, this.options.budget.limit, lease.others, wanted, this.endpoint);
  }

  /** @internal */
  statusError(status: number, text: string, cut: boolean, retryAfter: string | null | undefined): HttpStatusError {
    return new HttpStatusError(status, this.options.mask.clip(text, bodyLimit, cut), this.endpoint, retryAfter);
  }

  /** @internal */
  parse(text: string, control: SendControl, finish: Finish): void {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      return finish(new ProtocolError(this.options.mask.clip(`${control.what}: the answer from ${this.endpoint} is not JSON: ${text}`, 300), this.endpoint));
    }
    finish(undefined, value);
  }

  /** @internal An exception thrown where none was expected (a bug, or a runtime limit), as the call's error. */
  unexpected(error: unknown, control: SendControl): TransportError {
    if (error instanceof TransportError) return error;
    const text = error instanceof Error ? error.message : String(error);
    return new ConnectionError(this.options.mask.clip(`${control.what}: reading the answer from ${this.endpoint} failed: ${text}`, 1000), undefined, this.endpoint, false);
  }

  /** @internal */
  get limits(): { maxResponseBytes: number; mask: Mask } {
    return this.options;
  }

  private async sendFetch(body: string, control: SendControl): Promise<unknown> {
    const controller = new AbortController();
    const lease = new Lease(this.options.budget);
    let failure: TransportError | undefined;
    const disarm = watch(control, this.endpoint, (error) => {
      failure = error;
      controller.abort();
    });
    try {
      const fetchFn = this.options.fetch ?? fetch;
      const response = await fetchFn(this.options.url.href, { method: 'POST', headers: this.headers, body, signal: controller.signal });
      if (!response.ok) {
        const { text, cut } = await readFetchBody(response, errorBodyBytes);
        throw this.statusError(response.status, text, cut, response.headers.get('retry-after'));
      }
      const limit = this.options.maxResponseBytes;
      const declared = Number(response.headers.get('content-length'));
      if (declared > limit) {
        void response.body?.cancel().catch(() => undefined);
        throw new ResponseTooLargeError(control.what, limit, declared, this.endpoint);
      }
      if (declared > 0 && !lease.grow(declared)) {
        void response.body?.cancel().catch(() => undefined);
        throw this.overBudget(control, lease, declared);
      }
      const { text, cut, received, refused } = await readFetchBody(response, limit, lease);
      if (refused) throw this.overBudget(control, lease, received);
      if (cut) throw new ResponseTooLargeError(control.what, limit, received, this.endpoint);
      let parsed: unknown;
      this.parse(text, control, (error, value) => {
        if (error !== undefined) throw error;
        parsed = value;
      });
      return parsed;
    } catch (error) {
      if (failure !== undefined) throw failure;
      if (error instanceof TransportError) throw error;
      throw connectionError(error, this.endpoint, this.options.mask, control.what);
    } finally {
      lease.releaseLater();
      disarm();
    }
  }
}

/**
 * The attempt a node:http request and its answer belong to, kept on both: their listeners are then functions shared
 * by every attempt, where a closure per listener (and a guard around each) was a dozen allocations per call, which a
 * forwarding gateway pays on every call (docs/benchmarks.md, Sequential calls).
 */
const attemptOf: unique symbol = Symbol('rpcforge.attempt');
type Carrier = { [attemptOf]?: NodeAttempt };

/** One request over node:http: its outcome (settled once), its answer's bytes as they arrive. */
class NodeAttempt {
  settled = false;
  request: ClientRequest | undefined;
  disarm: () => void = noop;
  status = 0;
  /** The error status's Retry-After header. */
  retryAfter: string | undefined;
  ok = false;
  limit = 0;
  chunks: Buffer[] = [];
  /** An announced answer is copied into one buffer as it arrives: gathering the chunks and joining them at the end
   * would hold the answer twice. */
  whole: Buffer | undefined;
  received = 0;

  constructor(
    readonly transport: HttpTransport,
    readonly control: SendControl,
    readonly lease: Lease,
    private readonly resolve: (value: unknown) => void,
    private readonly reject: (error: unknown) => void,
  ) {}

  readonly finish: Finish = (error, value) => {
    if (this.settled) return;
    this.settled = true;
    this.disarm();
    if (error === undefined) {
      this.resolve(value);
      this.lease.releaseLater();
    } else {
      this.lease.release();
      // Destroys the socket too: a connection left mid-answer cannot carry another request.
      this.request?.destroy();
      this.reject(error);
    }
  };

  /** Stream callbacks run outside any promise: an exception there would reach the process, so it fails the call. */
  failUnexpected(error: unknown): void {
    this.finish(this.transport.unexpected(error, this.control));
  }

  /** Reads one answer of `node:http`, counting its bytes as they arrive. */
  response(response: IncomingMessage): void {
    const { control, lease, transport } = this;
    const status = response.statusCode ?? 0;
    const ok = status >= 200 && status <= 299;
    const limit = ok ? transport.limits.maxResponseBytes : errorBodyBytes;
    const declared = Number(response.headers['content-length']);
    if (ok && declared > limit) return this.finish(new ResponseTooLargeError(control.what, limit, declared, transport.endpoint));
    // An announced length is taken whole before any byte is read, so an answer that cannot fit is refused at once.
    if (ok && declared > 0 && !lease.grow(declared)) return this.finish(transport.overBudget(control, lease, declared));
    this.status = status;
    if (!ok) this.retryAfter = response.headers['retry-after'];
    this.ok = ok;
    this.limit = limit;
    this.whole = ok && declared > 0 ? Buffer.allocUnsafe(declared) : undefined;
    (response as Carrier)[attemptOf] = this;
    response.on('data', onData);
    response.on('end', onEnd);
    response.on('error', onResponseError);
    response.on('close', onResponseClose);
  }

  data(chunk: Buffer): void {
    const { ok, limit, control, transport } = this;
    const received = (this.received += chunk.length);
    if (received <= limit) {
      // Error bodies (at most errorBodyBytes) are not counted.
      if (ok && !this.lease.grow(received)) return this.finish(transport.overBudget(control, this.lease, received));
      const whole = this.whole;
      if (whole !== undefined && received <= whole.length) chunk.copy(whole, received - chunk.length);
      else this.chunks.push(chunk);
    } else if (ok) this.finish(new ResponseTooLargeError(control.what, limit, received, transport.endpoint));
    else {
      // An error status: its first bytes say enough, the rest is not waited for.
      this.chunks.push(chunk.subarray(0, limit - (received - chunk.length)));
      this.finish(transport.statusError(this.status, Buffer.concat(this.chunks).toString('utf8'), true, this.retryAfter));
    }
  }

  end(): void {
    const { whole, chunks, received } = this;
    const text = whole !== undefined && chunks.length === 0 ? whole.toString('utf8', 0, received) : Buffer.concat(whole === undefined ? chunks : [whole, ...chunks]).toString('utf8');
    this.whole = undefined;
    this.chunks = [];
    if (this.ok) this.transport.parse(text, this.control, this.finish);
    else this.finish(this.transport.statusError(this.status, text, false, this.retryAfter));
  }

  broken(error: unknown): void {
    const { transport, control } = this;
    this.finish(connectionError(error, transport.endpoint, transport.limits.mask, `${control.what} (the answer broke off after ${this.received} bytes)`));
  }
}

const noop = (): void => undefined;

/**
 * A listener shared by every attempt: `this` is the request or the answer, which carries its attempt. An exception in
 * `step` (stream callbacks run outside any promise, where it would reach the process) fails the call instead.
 */
function attemptListener<T extends object, A = undefined>(step: (attempt: NodeAttempt, emitter: T, arg: A) => void): (this: T, arg: A) => void {
  return function (this: T, arg: A): void {
    const attempt = (this as Carrier)[attemptOf] as NodeAttempt;
    try {
      step(attempt, this, arg);
    } catch (error) {
      attempt.failUnexpected(error);
    }
  };
}

const onResponse = attemptListener((attempt, _request: ClientRequest, response: IncomingMessage) => attempt.response(response));
const onRequestError = attemptListener((attempt, _request: ClientRequest, error: Error) =>
  attempt.finish(connectionError(error, attempt.transport.endpoint, attempt.transport.limits.mask, attempt.control.what)),
);
const onData = attemptListener((attempt, _response: IncomingMessage, chunk: Buffer) => attempt.data(chunk));
const onEnd = attemptListener((attempt) => attempt.end());
const onResponseError = attemptListener((attempt, _response: IncomingMessage, error: Error) => attempt.broken(error));
const onResponseClose = attemptListener((attempt, response: IncomingMessage) => {
  if (!response.complete) attempt.broken(Object.assign(new Error('the connection closed before the whole answer arrived'), { code: 'ECONNRESET' }));
});

/**
 * The headers of every request to `url`, as node:http's flat list (`[name, value, …]`). Given an object, node:http
 * passes each header through `setHeader` on every request (validating it again, lower-casing it into a map, then
 * looking up Host, Expect and Authorization in that map): measured, that was over half of what this client's HTTP
 * calls cost beyond a bare `http.request` (docs/benchmarks.md, Gateway). A list is still validated, once per request,
 * while it is written. The list says what the object said: names that differ only in case are one header, the last
 * given wins (as `setHeader` would have it); Content-Length is the body's, added per request; Host is the URL's
 * (bracketed IPv6, the port unless it is the scheme's), unless one was given.
 */
function headerList(url: URL, headers: Readonly<Record<string, string>>): string[] {
  const byName = new Map<string, readonly [string, string]>();
  for (const [name, value] of Object.entries(headers)) byName.set(name.toLowerCase(), [name, value]);
  byName.delete('content-length');
  const list = byName.has('host') ? [] : ['host', url.host];
  for (const [name, value] of byName.values()) list.push(name, value);
  return list;
}

/** Reads a fetch body up to `max` bytes, counting as it streams; past `max`, or when `lease` (if any) cannot grow
 * to hold what arrived (`refused`), it stops and cancels the rest. */
async function readFetchBody(response: Response, max: number, lease?: Lease): Promise<{ text: string; cut: boolean; received: number; refused: boolean }> {
  const stream = response.body;
  if (stream === null || typeof stream?.getReader !== 'function') {
    // A fetch without streams hands the body whole: checked after the fact.
    const bytes = new Uint8Array(await response.arrayBuffer());
    const cut = bytes.byteLength > max;
    if (!cut && lease !== undefined && !lease.grow(bytes.byteLength)) return { text: '', cut: false, received: bytes.byteLength, refused: true };
    return { text: new TextDecoder().decode(cut ? bytes.subarray(0, max) : bytes), cut, received: bytes.byteLength, refused: false };
  }
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  let cut = false;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    received += value.byteLength;
    if (received > max) {
      chunks.push(value.subarray(0, max - (received - value.byteLength)));
      cut = true;
      void reader.cancel().catch(() => undefined);
      break;
    }
    if (lease !== undefined && !lease.grow(received)) {
      void reader.cancel().catch(() => undefined);
      return { text: '', cut: false, received, refused: true };
    }
    chunks.push(value);
  }
  const all = new Uint8Array(chunks.reduce((n, c) => n + c.byteLength, 0));
  let at = 0;
  for (const chunk of chunks) {
    all.set(chunk, at);
    at += chunk.byteLength;
  }
  return { text: new TextDecoder().decode(all), cut, received, refused: false };
}
