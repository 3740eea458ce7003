// JSON-RPC over HTTP POST through `node:http`/`node:https` with a keep-alive Agent: the Node half of
// http-transport.ts. A reused connection saves the TCP (and TLS) handshake of every call, and skips the overhead of
// the global `fetch`. Only the Node platform (platform.node.ts) refers to this module, so a bundle for the browser or
// the edge never holds it. Every answer may come from a hostile server: its bytes are counted as they arrive and
// dropped past `maxResponseBytes` or the shared `responseBudget`, and no exception from a stream callback can escape
// (each becomes the call's error).
import type { Agent as HttpAgent, ClientRequest, IncomingMessage, request as httpRequest } from 'node:http';
import { ResponseTooLargeError } from '../client-errors.js';
import { errorBodyBytes, type Finish, type HttpHost, type HttpSender } from './http-transport.js';
import { Lease } from './response-budget.js';
import { connectionError, type SendControl, watch } from './transport.js';

/** The sender of `transport` over node:http, or node:https for an https URL: the module loaded on the first call. */
export async function nodeHttp(transport: HttpHost, headers: Readonly<Record<string, string>>): Promise<HttpSender> {
  const url = transport.limits.url;
  const lib = url.protocol === 'https:' ? await import('node:https') : await import('node:http');
  return new NodeHttp(lib, transport, headers);
}

/** Requests over one keep-alive Agent. */
class NodeHttp implements HttpSender {
  private readonly request: typeof httpRequest;
  private readonly agent: HttpAgent;
  /** Where every request goes, read from the URL once: its getters cost more on every call than the request object. */
  private readonly protocol: string;
  private readonly hostname: string;
  private readonly port: string;
  private readonly path: string;
  /** The request's headers as node:http's flat list (`[name, value, …]`), built once: see headerList. */
  private readonly headers: readonly string[];

  constructor(
    lib: Pick<typeof import('node:http'), 'Agent' | 'request'>,
    private readonly transport: HttpHost,
    headers: Readonly<Record<string, string>>,
  ) {
    const { url, maxConnections } = transport.limits;
    this.request = lib.request;
    this.agent = new lib.Agent({ keepAlive: true, maxSockets: maxConnections, scheduling: 'lifo' });
    this.protocol = url.protocol;
    this.hostname = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
    this.port = url.port;
    this.path = url.pathname + url.search;
    this.headers = headerList(url, headers);
  }

  send(body: string, control: SendControl): Promise<unknown> {
    const transport = this.transport;
    return new Promise<unknown>((resolve, reject) => {
      const attempt = new NodeAttempt(transport, control, new Lease(transport.limits.budget), resolve, reject);
      // A long timeout goes on the shared coarse clock (transport.ts `watch`).
      const disarm = watch(control, transport.endpoint, attempt.finish, true);
      // Aborted already (the abort's listener ran inside watch): nothing is sent, and nothing stays armed.
      if (attempt.settled) return disarm();
      attempt.disarm = disarm;
      try {
        const request = this.request(
          {
            protocol: this.protocol,
            hostname: this.hostname,
            port: this.port,
            path: this.path,
            method: 'POST',
            agent: this.agent,
            headers: [...this.headers, 'content-length', String(Buffer.byteLength(body))],
          },
          onResponse,
        );
        attempt.request = request;
        (request as Carrier)[attemptOf] = attempt;
        request.on('error', onRequestError);
        request.end(body);
      } catch (error) {
        attempt.finish(connectionError(error, transport.endpoint, transport.limits.mask, control.what));
      }
    });
  }

  close(): void {
    this.agent.destroy();
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
    readonly transport: HttpHost,
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
    if (ok && declared > 0 && !lease.grow(declared)) return this.finish(transport.overBudget(control, lease.others, declared));
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
      if (ok && !this.lease.grow(received)) return this.finish(transport.overBudget(control, this.lease.others, received));
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
