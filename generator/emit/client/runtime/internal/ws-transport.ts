// JSON-RPC over one WebSocket. Every request carries an id; answers are matched to their requests by it, so any
// number of calls may be in flight at once. When the socket closes, every call still waiting on it fails with
// SocketClosedError; a new socket is opened for later calls only with `reconnect`, or when the client itself closed
// the socket (an answer past `maxResponseBytes`). On Node the `ws` package is used, which enforces
// `maxResponseBytes` while a message arrives (`maxPayload`, also on inflated permessage-deflate data); a global or
// given WebSocket class is checked after a message arrived. Messages from the server are hostile input, and no
// exception of a socket callback escapes. A message that is not JSON, not a JSON-RPC response, or answers an id no
// call on this socket sent breaks the socket at once, as the same answer over HTTP fails its call at once: every
// call waiting on it fails (ProtocolError), the client closes it, and the next call opens a new one. Only an answer
// to a call the client gave up on (timed out, aborted) is ignored: a slow node's late answer is no fault. A
// notification (`method`, no `id`) goes to the subscriptions (subscriptions.ts, through `listen`); one no
// subscription takes is ignored, up to `unsolicitedLimit` messages or bytes per window; past that the server is flooding, and the socket is closed as if it had dropped (calls
// waiting on it fail with SocketClosedError, an outage to a gateway). A call that times out while its socket
// delivered no message at all since the call was written closes that socket: it is stuck (a dead connection, or a
// server trickling one endless message, behind which no answer can come).
import type { WebSocketConstructor } from '../client-types.js';
import { ConnectionError, ProtocolError, ResponseTooLargeError, SocketClosedError, TimeoutError, type TransportError } from '../client-errors.js';
import { guarded, type Mask, type Platform, preview, type PushListener, type SendControl, type Transport, watch } from './transport.js';

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

/** Unsolicited messages (notifications) a socket may bring per `window` ms before it is closed for flooding. A node
 * the client never subscribed with has no reason to send any; the allowance is for the odd stray one. */
const unsolicitedLimit = { messages: 100, bytes: 1024 * 1024, window: 10_000 } as const;
/** Ids of calls given up on that a socket remembers, so that their late answers are ignored, not taken for a fault. */
const abandonedLimit = 4096;

/** What the transport keeps per socket. */
class SocketState {
  /** When the last message arrived (ms, `Date.now()`). */
  lastMessage = 0;
  /** The subscriptions were told it is gone. */
  lost = false;
  /** Ids of calls written on the socket and given up on, oldest first. */
  readonly abandoned = new Set<number>();
  windowStart = 0;
  messages = 0;
  bytes = 0;

  abandon(ids: readonly number[]): void {
    for (const id of ids) this.abandoned.add(id);
    for (const id of this.abandoned) {
      if (this.abandoned.size <= abandonedLimit) break;
      this.abandoned.delete(id);
    }
  }

  /** Counts an unsolicited message; true when the socket has brought more than the limit in the window. */
  flooded(bytes: number, now: number): boolean {
    if (now - this.windowStart > unsolicitedLimit.window) {
      this.windowStart = now;
      this.messages = 0;
      this.bytes = 0;
    }
    this.messages++;
    this.bytes += bytes;
    return this.messages > unsolicitedLimit.messages || this.bytes > unsolicitedLimit.bytes;
  }
}

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
  private readonly states = new WeakMap<Socket, SocketState>();
  /** Set when no socket may be opened any more: closed by the client, or closed with reconnect off. */
  private ended: { message: string; code: number; reason: string } | undefined;
  private closedByClient = false;
  /** On Node (the platform loads its modules) a long timeout goes on the shared coarse clock (transport.ts `watch`). */
  private readonly onNode: boolean;
  /** The client's subscriptions, once it has made one. */
  private push: PushListener | undefined;

  constructor(options: WsTransportOptions) {
    this.options = options;
    this.endpoint = options.endpoint;
    this.onNode = options.platform.http !== undefined || options.platform.webSocket !== undefined;
  }

  send(body: string, ids: readonly number[], _batch: boolean, control: SendControl): Promise<unknown> {
    return new Promise<unknown>((resolve, reject) => {
      const waiter = new Waiter(ids, control.what, resolve, reject);
      for (const id of ids) this.waiting.set(id, waiter);
      const disarm = watch(
        control,
        this.endpoint,
        (error) => {
          this.drop(waiter, error);
          if (waiter.socket !== undefined) this.state(waiter.socket).abandon(ids);
          if (error instanceof TimeoutError) this.checkStuck(waiter);
        },
        this.onNode,
      );
      // Aborted already (the abort's listener ran inside watch, and dropped the waiter): nothing is sent, and nothing
      // stays armed.
      if (this.waiting.get(ids[0] as number) !== waiter) return disarm();
      waiter.disarm = disarm;
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

  listen(listener: PushListener): void {
    this.push = listener;
  }

  /** Tells the subscriptions their socket is gone (once per socket: `retired` and `closed` both may see it). */
  private lost(socket: Socket): void {
    const state = this.state(socket);
    if (state.lost) return;
    state.lost = true;
    this.push?.lost(this.ended !== undefined);
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
    if (this.retired.has(socket)) return this.lost(socket);
    const why = this.options.mask.clip(`code ${code}${reason ? `, ${reason}` : ''}`, 200);
    if (this.ended === undefined && !this.options.reconnect) {
      this.ended = { message: `the connection closed earlier (${why}) and reconnect is off`, code, reason: this.options.mask.clip(reason, 200) };
    }
    this.failWaiters(
      () => new SocketClosedError(`${this.endpoint}: the WebSocket closed while the call waited for its answer (${why})`, code, this.options.mask.clip(reason, 200), this.endpoint, true),
      socket,
    );
    if (!this.closedByClient) this.options.log('warn', `${this.endpoint}: WebSocket closed (${why})${this.options.reconnect ? '; the next call reconnects' : ''}`);
    this.lost(socket);
  }

  private state(socket: Socket): SocketState {
    let state = this.states.get(socket);
    if (state === undefined) {
      state = new SocketState();
      this.states.set(socket, state);
    }
    return state;
  }

  /** A message past the limit: the socket is dropped (its stream is unusable mid-message) and its calls fail. */
  private tooLarge(socket: Socket, received: number | undefined): void {
    this.retire(
      socket,
      (waiter) => new ResponseTooLargeError(`${waiter.what} (a message on its WebSocket)`, this.options.maxResponseBytes, received, this.endpoint),
      `a message larger than maxResponseBytes (${this.options.maxResponseBytes} bytes) arrived; the WebSocket was closed`,
      'message too big',
    );
  }

  /** A message that is no answer to a call on the socket: nothing later on it can be trusted to be one either. */
  private broken(socket: Socket, what: string): void {
    const why = `sent ${what}; the WebSocket was closed`;
    this.retire(socket, (waiter) => new ProtocolError(`${waiter.what}: ${this.endpoint} ${why}`, this.endpoint), why, 'protocol error');
  }

  /** More unsolicited messages than the limit: the server is flooding, as bad as a dropped connection. */
  private flooding(socket: Socket, state: SocketState): void {
    const why = `sent ${state.messages} unsolicited messages (${state.bytes} bytes) within ${unsolicitedLimit.window} ms, more than ${unsolicitedLimit.messages} or ${unsolicitedLimit.bytes} bytes; the WebSocket was closed`;
    this.retire(socket, () => new SocketClosedError(`${this.endpoint}: the client closed the WebSocket: the server ${why}`, 1008, 'unsolicited messages', this.endpoint, true), why, 'unsolicited messages');
  }

  /** Closes a socket the client gave up on, failing its calls with what `make` builds. The next call opens a new
   * one, reconnect or not, the server having ended nothing. */
  private retire(socket: Socket, make: (waiter: Waiter) => TransportError, why: string, reason: string): void {
    if (this.retired.has(socket)) return;
    this.retired.add(socket);
    if (this.socket === socket) this.socket = undefined;
    this.failWaiters(make, socket);
    this.options.log('warn', this.options.mask.clip(`${this.endpoint}: ${why}`, 1000));
    // `ws` would wait up to 30 s for the server's close frame; nothing more is wanted from this server.
    if (typeof socket.terminate === 'function') socket.terminate();
    // A browser's close takes 1000 or 3000-4999 only.
    else socket.close(1000, reason);
  }

  /** After `waiter` timed out: closes its socket when no message at all arrived on it since the call was written. */
  private checkStuck(waiter: Waiter): void {
    const socket = waiter.socket;
    if (socket === undefined || this.retired.has(socket) || this.state(socket).lastMessage >= waiter.writtenAt) return;
    this.retired.add(socket);
    if (this.socket === socket) this.socket = undefined;
    const why = `no message arrived on it for ${Date.now() - waiter.writtenAt} ms while ${waiter.what} waited`;
    this.failWaiters(() => new SocketClosedError(`${this.endpoint}: the client closed the WebSocket, ${why}`, 1006, 'stuck', this.endpoint, true), socket);
    this.options.log('warn', `${this.endpoint}: closed the WebSocket, ${why}; the next call opens a new one`);
    if (typeof socket.terminate === 'function') socket.terminate();
    else socket.close(1000, 'stuck');
  }

  private receive(socket: Socket, data: unknown, limitEnforced: boolean): void {
    if (this.retired.has(socket)) return;
    const state = this.state(socket);
    state.lastMessage = Date.now();
    let size: number | undefined;
    if (!limitEnforced) {
      size = byteSize(data, this.options.maxResponseBytes);
      if (size > this.options.maxResponseBytes) return this.tooLarge(socket, size);
    }
    const text = typeof data === 'string' ? data : new TextDecoder().decode(data as ArrayBuffer);
    let message: unknown;
    try {
      message = JSON.parse(text);
    } catch {
      return this.broken(socket, this.options.mask.clip(`a message that is not JSON: ${text}`, 300));
    }
    if (isNotification(message)) {
      if (this.push?.notification(message as { method: string; params?: unknown }) === true) return;
      if (state.flooded(size ?? text.length, state.lastMessage)) return this.flooding(socket, state);
      this.options.log('debug', `${this.endpoint}: ignored a notification (no subscription): ${preview(message, this.options.mask)}`);
      return;
    }
    // The waiter of the first id that belongs to a call written on this socket takes the whole message; the client
    // then checks it is a proper answer (a batch's array holds each of its ids once, and no other).
    const entries: unknown[] = Array.isArray(message) ? message : [message];
    let waiter: Waiter | undefined;
    let late: number | undefined;
    for (const entry of entries) {
      const id = (entry as { id?: unknown } | null)?.id;
      const candidate = typeof id === 'number' ? this.waiting.get(id) : undefined;
      if (candidate?.socket === socket) {
        waiter = candidate;
        break;
      }
      if (typeof id === 'number' && state.abandoned.has(id)) late ??= id;
    }
    if (waiter === undefined && late === undefined && isNullIdError(message)) {
      // JSON-RPC's "could not read the request" names no call: it is the call's when one alone waits here.
      const here = new Set([...this.waiting.values()].filter((w) => w.socket === socket));
      if (here.size === 1) [waiter] = here;
    }
    if (waiter !== undefined) {
      this.forget(waiter);
      waiter.settle(message);
      return;
    }
    if (late !== undefined) {
      // A late answer is taken once: the same id again is no longer a call given up on.
      for (const entry of entries) state.abandoned.delete((entry as { id?: unknown } | null)?.id as number);
      this.options.log('debug', `${this.endpoint}: ignored a late answer to a call given up on (id ${late})`);
      return;
    }
    const shape = entries.length > 0 && entries.every(isResponse) ? 'an answer to no call waiting on it' : 'a message that is not a JSON-RPC response';
    this.broken(socket, `${shape}: ${preview(message, this.options.mask)}`);
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

/** A JSON-RPC request object without an id: what a server pushes (`eth_subscription`), never an answer. */
function isNotification(message: unknown): boolean {
  const m = message as { method?: unknown; id?: unknown } | null;
  return typeof m === 'object' && m !== null && !Array.isArray(m) && typeof m.method === 'string' && m.id === undefined;
}

/** A JSON-RPC response: an object with an id and a result or an error. */
function isResponse(entry: unknown): boolean {
  const e = entry as { id?: unknown } | null;
  return typeof e === 'object' && e !== null && !Array.isArray(e) && 'id' in e && ('result' in e || 'error' in e);
}

/** An error answer with id null (the server could not read a request). */
function isNullIdError(message: unknown): boolean {
  const m = message as { id?: unknown; error?: unknown } | null;
  return typeof m === 'object' && m !== null && !Array.isArray(m) && m.id === null && typeof m.error === 'object' && m.error !== null;
}

/** The UTF-8 size of a message, exact up to `max` (a string of more than `max` units is past it in any case). */
function byteSize(data: unknown, max: number): number {
  if (typeof data === 'string') return data.length > max || data.length * 3 <= max ? data.length : new TextEncoder().encode(data).byteLength;
  if (data instanceof ArrayBuffer) return data.byteLength;
  if (ArrayBuffer.isView(data)) return data.byteLength;
  return (data as { size?: number } | null)?.size ?? 0;
}
