// JSON-RPC over one WebSocket. Every request carries an id; answers are matched to their requests by it, so any
// number of calls may be in flight at once. When the socket closes, every call still waiting on it fails with
// SocketClosedError; a new socket is opened for later calls only with `reconnect`, or when the client itself closed
// the socket (an answer past `maxResponseBytes`). On Node the `ws` package is used, which enforces
// `maxResponseBytes` while a message arrives (`maxPayload`, also on inflated permessage-deflate data); a global or
// given WebSocket class is checked after a message arrived. Messages from the server are hostile input: one that
// answers no call written on this socket is logged and ignored, and no exception of a socket callback escapes. A
// call that times out while its socket delivered no message at all since the call was written closes that socket:
// it is stuck (a dead connection, or a server trickling one endless message, behind which no answer can come).
import type { WebSocketConstructor } from '../client-types.js';
import { ConnectionError, ProtocolError, ResponseTooLargeError, SocketClosedError, TimeoutError, type TransportError } from '../client-errors.js';
import { guarded, type Mask, type Platform, preview, type SendControl, type Transport, watch } from './transport.js';

export interface WsTransportOptions {
  url: URL;
  endpoint: string;
  headers: Record<string, string>;
  reconnect: boolean;
  /** Bytes a message may have; a longer one closes the socket and fails its waiting calls (ResponseTooLargeError). */
  maxResponseBytes: number;
  webSocket?: WebSocketConstructor;
  platform: Platform;
  mask: Mask;
  /** Never throws (the client's logger is guarded). */
  log: (level: 'debug' | 'warn', message: string) => void;
}

/** The part of the browser WebSocket API the transport uses (and `terminate` of the `ws` package). */
interface Socket {
  readonly readyState: number;
  binaryType: string;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  terminate?(): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onerror: ((event: { message?: unknown; error?: unknown }) => void) | null;
  onclose: ((event: { code: number; reason: string }) => void) | null;
}
type SocketClass = new (url: string, options?: { headers?: Record<string, string>; maxPayload?: number }) => Socket;

const OPEN = 1;

/** A call (or batch) waiting for its answer. */
class Waiter {
  readonly ids: readonly number[];
  readonly what: string;
  /** The socket the request was written to: only a message on it can answer. */
  socket: Socket | undefined;
  /** When it was written (ms, `Date.now()`). */
  writtenAt = 0;
  /** Clears the waiter's timeout and abort listener; set once the waiter is registered. */
  disarm: (() => void) | undefined;
  private readonly resolve: (value: unknown) => void;
  private readonly reject: (error: TransportError) => void;

  constructor(ids: readonly number[], what: string, resolve: (value: unknown) => void, reject: (error: TransportError) => void) {
    this.ids = ids;
    this.what = what;
    this.resolve = resolve;
    this.reject = reject;
  }

  settle(answer: unknown): void {
    this.disarm?.();
    this.resolve(answer);
  }

  fail(error: TransportError): void {
    this.disarm?.();
    this.reject(error);
  }
}

export class WsTransport implements Transport {
  readonly endpoint: string;
  private readonly options: WsTransportOptions;
  private readonly waiting = new Map<number, Waiter>();
  private socket: Socket | undefined;
  private opening: Promise<Socket> | undefined;
  /** Sockets the client closed itself (an answer too large): their waiters already failed, and they end nothing. */
  private readonly retired = new WeakSet<Socket>();
  /** When the last message arrived on each socket (ms, `Date.now()`). */
  private readonly lastMessage = new WeakMap<Socket, number>();
  /** Set when no socket may be opened any more: closed by the client, or closed with reconnect off. */
  private ended: { message: string; code: number; reason: string } | undefined;
  private closedByClient = false;

  constructor(options: WsTransportOptions) {
    this.options = options;
    this.endpoint = options.endpoint;
  }

  send(body: string, ids: readonly number[], _batch: boolean, control: SendControl): Promise<unknown> {
    return new Promise<unknown>((resolve, reject) => {
      const waiter = new Waiter(ids, control.what, resolve, reject);
      for (const id of ids) this.waiting.set(id, waiter);
      waiter.disarm = watch(control, this.endpoint, (error) => {
        this.drop(waiter, error);
        if (error instanceof TimeoutError) this.checkStuck(waiter);
      });
      const socket = this.socket;
      if (socket !== undefined && socket.readyState === OPEN) return this.write(socket, body, waiter);
      this.open().then(
        (opened) => {
          if (this.waiting.get(ids[0] as number) === waiter) this.write(opened, body, waiter);
        },
        (error: TransportError) => this.drop(waiter, error),
      );
    });
  }

  async close(): Promise<void> {
    this.closedByClient = true;
    this.ended = { message: 'the client was closed', code: 1000, reason: 'closed by the client' };
    const socket = this.socket ?? (await this.opening?.catch(() => undefined));
    this.socket = undefined;
    this.failWaiters(() => new SocketClosedError(`${this.endpoint}: the client was closed while the call waited`, 1000, 'closed by the client', this.endpoint, false));
    if (socket !== undefined && socket.readyState <= OPEN) socket.close(1000, 'closed by the client');
  }

  private write(socket: Socket, body: string, waiter: Waiter): void {
    waiter.socket = socket;
    waiter.writtenAt = Date.now();
    if (socket.readyState !== OPEN) {
      // Closed between opening and writing (an implementation may drop a message sent then without a word).
      this.drop(waiter, new SocketClosedError(`${this.endpoint}: the WebSocket closed before the call could be sent`, 1006, '', this.endpoint, true));
      return;
    }
    try {
      socket.send(body);
    } catch (error) {
      this.drop(waiter, new ConnectionError(this.options.mask.clip(`sending to ${this.endpoint} failed: ${String(error)}`, 1000), undefined, this.endpoint, true));
    }
  }

  /** Forgets a waiter's ids. */
  private forget(waiter: Waiter): void {
    for (const id of waiter.ids) if (this.waiting.get(id) === waiter) this.waiting.delete(id);
  }

  /** Forgets a waiter and fails it. */
  private drop(waiter: Waiter, error: TransportError): void {
    this.forget(waiter);
    waiter.fail(error);
  }

  /** Fails every waiter (that was written to `socket`, when given) with the error `make` builds for it. */
  private failWaiters(make: (waiter: Waiter) => TransportError, socket?: Socket): void {
    const waiters = new Set([...this.waiting.values()].filter((w) => socket === undefined || w.socket === socket));
    for (const waiter of waiters) this.drop(waiter, make(waiter));
  }

  private open(): Promise<Socket> {
    const ended = this.ended;
    if (ended !== undefined) {
      return Promise.reject(new SocketClosedError(`${this.endpoint}: ${ended.message}`, ended.code, ended.reason, this.endpoint, false));
    }
    this.opening ??= this.connect().finally(() => {
      this.opening = undefined;
    });
    return this.opening;
  }

  private async connect(): Promise<Socket> {
    const { Class, enforcesLimit } = await this.socketClass();
    return new Promise<Socket>((resolve, reject) => {
      const headers = this.options.headers;
      const withHeaders = Object.keys(headers).length > 0;
      let socket: Socket;
      try {
        if (enforcesLimit) socket = new Class(this.options.url.href, withHeaders ? { headers, maxPayload: this.options.maxResponseBytes } : { maxPayload: this.options.maxResponseBytes });
        else socket = withHeaders ? new Class(this.options.url.href, { headers }) : new Class(this.options.url.href);
        socket.binaryType = 'arraybuffer';
      } catch (error) {
        reject(new ConnectionError(this.options.mask.clip(`could not open a WebSocket to ${this.endpoint}: ${String(error)}`, 1000), undefined, this.endpoint, false));
        return;
      }
      let opened = false;
      let problem = '';
      // Socket callbacks run outside any promise: an exception there fails the calls waiting on the socket instead.
      const guard = <A extends unknown[]>(callback: (...args: A) => void) =>
        guarded(callback, (error) => {
          const text = this.options.mask.clip(`${this.endpoint}: handling a WebSocket event failed: ${error instanceof Error ? error.message : String(error)}`, 1000);
          this.failWaiters((waiter) => new ProtocolError(`${waiter.what}: ${text}`, this.endpoint), socket);
          this.options.log('warn', text);
        });
      socket.onopen = guard(() => {
        opened = true;
        this.socket = socket;
        if (this.ended !== undefined) socket.close(1000, 'closed by the client');
        resolve(socket);
      });
      socket.onerror = guard((event) => {
        const error = event.error as { message?: unknown; code?: unknown } | undefined;
        if (error?.code === 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH') return this.tooLarge(socket, undefined);
        const message = event.message ?? error?.message;
        if (typeof message === 'string') problem = message;
      });
      socket.onmessage = guard((event) => this.receive(socket, event.data, enforcesLimit));
      socket.onclose = guard((event) => {
        if (!opened) {
          const why = problem || `closed with code ${event.code}`;
          reject(new ConnectionError(this.options.mask.clip(`could not connect to ${this.endpoint}: ${why}`, 1000), undefined, this.endpoint, true));
          return;
        }
        this.closed(socket, event.code, event.reason);
      });
    });
  }

  private closed(socket: Socket, code: number, reason: string): void {
    if (this.socket === socket) this.socket = undefined;
    if (this.retired.has(socket)) return;
    const why = this.options.mask.clip(`code ${code}${reason ? `, ${reason}` : ''}`, 200);
    if (this.ended === undefined && !this.options.reconnect) {
      this.ended = { message: `the connection closed earlier (${why}) and reconnect is off`, code, reason: this.options.mask.clip(reason, 200) };
    }
    this.failWaiters(
      () => new SocketClosedError(`${this.endpoint}: the WebSocket closed while the call waited for its answer (${why})`, code, this.options.mask.clip(reason, 200), this.endpoint, true),
      socket,
    );
    if (!this.closedByClient) this.options.log('warn', `${this.endpoint}: WebSocket closed (${why})${this.options.reconnect ? '; the next call reconnects' : ''}`);
  }

  /** A message past the limit: the socket is dropped (its stream is unusable mid-message) and its calls fail. The
   * next call opens a new one, reconnect or not, the server having ended nothing. */
  private tooLarge(socket: Socket, received: number | undefined): void {
    if (this.retired.has(socket)) return;
    this.retired.add(socket);
    if (this.socket === socket) this.socket = undefined;
    this.failWaiters((waiter) => new ResponseTooLargeError(`${waiter.what} (a message on its WebSocket)`, this.options.maxResponseBytes, received, this.endpoint), socket);
    this.options.log('warn', `${this.endpoint}: a message larger than maxResponseBytes (${this.options.maxResponseBytes} bytes) arrived; the WebSocket was closed`);
    // `ws` would wait up to 30 s for the server's close frame; nothing more is wanted from this server.
    if (typeof socket.terminate === 'function') socket.terminate();
    else socket.close(1000, 'message too big');
  }

  /** After `waiter` timed out: closes its socket when no message at all arrived on it since the call was written. */
  private checkStuck(waiter: Waiter): void {
    const socket = waiter.socket;
    if (socket === undefined || this.retired.has(socket) || (this.lastMessage.get(socket) ?? 0) >= waiter.writtenAt) return;
    this.retired.add(socket);
    if (this.socket === socket) this.socket = undefined;
    const why = `no message arrived on it for ${Date.now() - waiter.writtenAt} ms while ${waiter.what} waited`;
    this.failWaiters(() => new SocketClosedError(`${this.endpoint}: the client closed the WebSocket, ${why}`, 1006, 'stuck', this.endpoint, true), socket);
    this.options.log('warn', `${this.endpoint}: closed the WebSocket, ${why}; the next call opens a new one`);
    if (typeof socket.terminate === 'function') socket.terminate();
    else socket.close(1000, 'stuck');
  }

  private receive(socket: Socket, data: unknown, limitEnforced: boolean): void {
    this.lastMessage.set(socket, Date.now());
    if (!limitEnforced) {
      const size = byteSize(data, this.options.maxResponseBytes);
      if (size > this.options.maxResponseBytes) return this.tooLarge(socket, size);
    }
    const text = typeof data === 'string' ? data : new TextDecoder().decode(data as ArrayBuffer);
    let message: unknown;
    try {
      message = JSON.parse(text);
    } catch {
      this.options.log('debug', this.options.mask.clip(`${this.endpoint}: ignored a message that is not JSON: ${text}`, 300));
      return;
    }
    // The waiter of the first id that belongs to a call written on this socket takes the whole message; the client
    // then checks it is a proper answer (a batch's array holds each of its ids once, and no other).
    const entries: unknown[] = Array.isArray(message) ? message : [message];
    let waiter: Waiter | undefined;
    for (const entry of entries) {
      const id = (entry as { id?: unknown } | null)?.id;
      const candidate = typeof id === 'number' ? this.waiting.get(id) : undefined;
      if (candidate?.socket === socket) {
        waiter = candidate;
        break;
      }
    }
    if (waiter === undefined) {
      this.options.log('debug', `${this.endpoint}: ignored a message for no waiting call: ${preview(message, this.options.mask)}`);
      return;
    }
    this.forget(waiter);
    waiter.settle(message);
  }

  private async socketClass(): Promise<{ Class: SocketClass; enforcesLimit: boolean }> {
    if (this.options.webSocket !== undefined) return { Class: this.options.webSocket as unknown as SocketClass, enforcesLimit: false };
    const global = (globalThis as { WebSocket?: unknown }).WebSocket;
    // On Node the `ws` package (a dependency) even where a global WebSocket exists: it takes handshake headers and
    // stops reading a message past maxResponseBytes, where the global one buffers it whole first.
    const load = this.options.platform.webSocket;
    if (load === undefined) {
      if (global !== undefined) return { Class: global as SocketClass, enforcesLimit: false };
      throw new ConnectionError(`${this.endpoint}: this runtime has no global WebSocket: pass \`webSocket\` (a WebSocket class) to createClient`, undefined, this.endpoint, false);
    }
    try {
      return { Class: (await load()) as SocketClass, enforcesLimit: true };
    } catch (error) {
      if (global !== undefined && Object.keys(this.options.headers).length === 0) return { Class: global as SocketClass, enforcesLimit: false };
      throw new ConnectionError(this.options.mask.clip(`no WebSocket implementation: install the \`ws\` package (${String(error)})`, 1000), undefined, this.endpoint, false);
    }
  }
}

/** The UTF-8 size of a message, exact up to `max` (a string of more than `max` units is past it in any case). */
function byteSize(data: unknown, max: number): number {
  if (typeof data === 'string') return data.length > max || data.length * 3 <= max ? data.length : new TextEncoder().encode(data).byteLength;
  if (data instanceof ArrayBuffer) return data.byteLength;
  if (ArrayBuffer.isView(data)) return data.byteLength;
  return (data as { size?: number } | null)?.size ?? 0;
}
