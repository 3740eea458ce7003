// JSON-RPC over HTTP POST. On Node it sends through `node:http`/`node:https` with a keep-alive Agent (node-http.ts,
// which the platform gives: `#platform`, loaded on the first call). Elsewhere, or when a `fetch` is given, it uses
// `fetch`. Outside Node the platform has no sender, and a bundle for the browser or the edge never holds one.
// Every answer may come from a hostile server: bodies are counted while they stream and dropped past
// `maxResponseBytes`, or when the answers arriving at once would pass `responseBudget` (response-budget.ts), and no
// exception from a stream callback can escape (each becomes the call's error).
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

/** How a sender settles one call: an error, or the parsed answer. */
export type Finish = (error: TransportError | undefined, value?: unknown) => void;

/** What a sender (node-http.ts) uses of the transport: its options, and how it words errors and reads an answer.
 * A shape rather than the class, so that the platform module's types match it from the package's `dist` too. */
export interface HttpHost {
  readonly endpoint: string;
  readonly limits: Readonly<HttpTransportOptions>;
  overBudget(control: SendControl, others: number, wanted: number): ResponseBudgetError;
  statusError(status: number, text: string, cut: boolean, retryAfter: string | null | undefined): HttpStatusError;
  parse(text: string, control: SendControl, finish: Finish): void;
  unexpected(error: unknown, control: SendControl): TransportError;
}

/** What sends one request and reads its answer, for `node:http` (node-http.ts). */
export interface HttpSender {
  send(body: string, control: SendControl): Promise<unknown>;
  close(): void;
}

/** Characters of an error status's body kept in HttpStatusError. */
const bodyLimit = 1000;
/** Bytes of an error status's body read at most: enough for `bodyLimit` characters; the rest is not waited for. */
export const errorBodyBytes = 4096;

export class HttpTransport implements Transport, HttpHost {
  readonly endpoint: string;
  private readonly options: HttpTransportOptions;
  private readonly headers: Record<string, string>;
  private node: HttpSender | undefined;
  private loading: Promise<void> | undefined;
  private closed = false;

  constructor(options: HttpTransportOptions) {
    this.options = options;
    this.endpoint = options.endpoint;
    this.headers = { 'content-type': 'application/json', accept: 'application/json', ...options.headers };
  }

  send(body: string, _ids: readonly number[], _batch: boolean, control: SendControl): Promise<unknown> {
    if (this.closed) return Promise.reject(connectionError(new Error('the client was closed'), this.endpoint, this.options.mask, control.what));
    if (this.node !== undefined) return this.node.send(body, control);
    const nodeHttp = this.options.platform.http;
    if (this.options.fetch !== undefined || nodeHttp === undefined) return this.sendFetch(body, control);
    this.loading ??= nodeHttp(this, this.headers).then((sender) => {
      this.node = sender;
    });
    return this.loading.then(() => (this.node as HttpSender).send(body, control));
  }

  async close(): Promise<void> {
    this.closed = true;
    this.node?.close();
  }

  /** @internal An answer's bytes past what the shared budget can hold (the fetch path and node-http.ts); `others`: what the other answers held. */
  overBudget(control: SendControl, others: number, wanted: number): ResponseBudgetError {
    return new ResponseBudgetError(control.what, this.options.budget.limit, others, wanted, this.endpoint);
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
  get limits(): Readonly<HttpTransportOptions> {
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
        throw this.overBudget(control, lease.others, declared);
      }
      const { text, cut, received, refused } = await readFetchBody(response, limit, lease);
      if (refused) throw this.overBudget(control, lease.others, received);
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
