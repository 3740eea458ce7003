// JSON-RPC over one WebSocket. Every request carries an id; answers are matched to their requests by it, so any
// number of calls may be in flight at once. When the socket closes, every call still waiting fails with
// SocketClosedError; a new socket is opened for later calls only with `reconnect`. The `ws` package is loaded on
// Node when there is no global WebSocket (Node 20) or when handshake headers are needed.
import type { WebSocketConstructor } from '../client-types.js';
import { ConnectionError, SocketClosedError, type TransportError } from '../client-errors.js';
import { type Mask, onNode, type SendControl, type Transport, watch } from './transport.js';

export interface WsTransportOptions {
  url: URL;
  endpoint: string;
  headers: Record<string, string>;
  reconnect: boolean;
  webSocket?: WebSocketConstructor;
  mask: Mask;
  log: (level: 'debug' | 'warn', message: string) => void;
}

/** The part of the browser WebSocket API the transport uses. */
interface Socket {
  readonly readyState: number;
  binaryType: string;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onerror: ((event: { message?: unknown; error?: unknown }) => void) | null;
  onclose: ((event: { code: number; reason: string }) => void) | null;
}
type SocketClass = new (url: string, options?: { headers: Record<string, string> }) => Socket;

const OPEN = 1;

/** A call waiting for its answer (or, for a batch, its answers). */
class Waiter {
  readonly ids: readonly number[];
  private readonly answers: unknown[] | undefined;
  private missing: number;
  private readonly resolve: (value: unknown) => void;
  private readonly reject: (error: TransportError) => void;
  /** Clears the waiter's timeout and abort listener; set once the waiter is registered. */
  disarm: (() => void) | undefined;

  constructor(ids: readonly number[], batch: boolean, resolve: (value: unknown) => void, reject: (error: TransportError) => void) {
    this.ids = ids;
    this.answers = batch ? [] : undefined;
    this.missing = ids.length;
    this.resolve = resolve;
    this.reject = reject;
  }

  /** Takes one answer; true when the waiter has all it waits for. */
  take(answer: unknown): boolean {
    if (this.answers === undefined) {
      this.disarm?.();
      this.resolve(answer);
      return true;
    }
    this.answers.push(answer);
    if (--this.missing > 0) return false;
    this.disarm?.();
    this.resolve(this.answers);
    return true;
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
  /** Set when no socket may be opened any more: closed by the client, or closed with reconnect off. */
  private ended: { message: string; code: number; reason: string } | undefined;
  private closedByClient = false;

  constructor(options: WsTransportOptions) {
    this.options = options;
    this.endpoint = options.endpoint;
  }

  send(body: string, ids: readonly number[], batch: boolean, control: SendControl): Promise<unknown> {
    return new Promise<unknown>((resolve, reject) => {
      const waiter = new Waiter(ids, batch, resolve, reject);
      for (const id of ids) this.waiting.set(id, waiter);
      waiter.disarm = watch(control, this.endpoint, (error) => this.drop(waiter, error));
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
    this.failAll(new SocketClosedError(`${this.endpoint}: the client was closed while the call waited`, 1000, 'closed by the client', this.endpoint, false));
    if (socket !== undefined && socket.readyState <= OPEN) socket.close(1000, 'closed by the client');
  }

  private write(socket: Socket, body: string, waiter: Waiter): void {
    try {
      socket.send(body);
    } catch (error) {
      this.drop(waiter, new ConnectionError(this.options.mask(`sending to ${this.endpoint} failed: ${String(error)}`), undefined, this.endpoint, true));
    }
  }

  /** Forgets a waiter and fails it. */
  private drop(waiter: Waiter, error: TransportError): void {
    for (const id of waiter.ids) if (this.waiting.get(id) === waiter) this.waiting.delete(id);
    waiter.fail(error);
  }

  private failAll(error: TransportError): void {
    const waiters = new Set(this.waiting.values());
    this.waiting.clear();
    for (const waiter of waiters) waiter.fail(error);
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
    const Class = await this.socketClass();
    return new Promise<Socket>((resolve, reject) => {
      const headers = this.options.headers;
      let socket: Socket;
      try {
        socket = Object.keys(headers).length > 0 ? new Class(this.options.url.href, { headers }) : new Class(this.options.url.href);
      } catch (error) {
        reject(new ConnectionError(this.options.mask(`could not open a WebSocket to ${this.endpoint}: ${String(error)}`), undefined, this.endpoint, false));
        return;
      }
      socket.binaryType = 'arraybuffer';
      let opened = false;
      let problem = '';
      socket.onopen = () => {
        opened = true;
        this.socket = socket;
        if (this.ended !== undefined) socket.close(1000, 'closed by the client');
        resolve(socket);
      };
      socket.onerror = (event) => {
        const message = event.message ?? (event.error as { message?: unknown } | undefined)?.message;
        if (typeof message === 'string') problem = message;
      };
      socket.onmessage = (event) => this.receive(event.data);
      socket.onclose = (event) => {
        if (!opened) {
          const why = problem || `closed with code ${event.code}`;
          reject(new ConnectionError(this.options.mask(`could not connect to ${this.endpoint}: ${why}`), undefined, this.endpoint, true));
          return;
        }
        this.closed(socket, event.code, event.reason);
      };
    });
  }

  private closed(socket: Socket, code: number, reason: string): void {
    if (this.socket === socket) this.socket = undefined;
    const why = this.options.mask(`code ${code}${reason ? `, ${reason}` : ''}`);
    if (this.ended === undefined && !this.options.reconnect) {
      this.ended = { message: `the connection closed earlier (${why}) and reconnect is off`, code, reason: this.options.mask(reason) };
    }
    if (this.waiting.size > 0) {
      this.failAll(new SocketClosedError(`${this.endpoint}: the WebSocket closed while the call waited for its answer (${why})`, code, this.options.mask(reason), this.endpoint, true));
    }
    if (!this.closedByClient) this.options.log('warn', `${this.endpoint}: WebSocket closed (${why})${this.options.reconnect ? '; the next call reconnects' : ''}`);
  }

  private receive(data: unknown): void {
    const text = typeof data === 'string' ? data : new TextDecoder().decode(data as ArrayBuffer);
    let message: unknown;
    try {
      message = JSON.parse(text);
    } catch {
      this.options.log('debug', this.options.mask(`${this.endpoint}: ignored a message that is not JSON: ${text.slice(0, 200)}`));
      return;
    }
    if (Array.isArray(message)) for (const answer of message) this.deliver(answer);
    else this.deliver(message);
  }

  private deliver(answer: unknown): void {
    const id = (answer as { id?: unknown } | null)?.id;
    const waiter = typeof id === 'number' ? this.waiting.get(id) : undefined;
    if (waiter === undefined) {
      this.options.log('debug', this.options.mask(`${this.endpoint}: ignored a message for no waiting call: ${JSON.stringify(answer).slice(0, 200)}`));
      return;
    }
    this.waiting.delete(id as number);
    if (waiter.take(answer)) for (const other of waiter.ids) if (this.waiting.get(other) === waiter) this.waiting.delete(other);
  }

  private async socketClass(): Promise<SocketClass> {
    if (this.options.webSocket !== undefined) return this.options.webSocket as unknown as SocketClass;
    const global = (globalThis as { WebSocket?: unknown }).WebSocket;
    const needsWs = onNode && (global === undefined || Object.keys(this.options.headers).length > 0);
    if (!needsWs && global !== undefined) return global as SocketClass;
    try {
      const ws = await import('ws');
      return ws.WebSocket as unknown as SocketClass;
    } catch (error) {
      throw new ConnectionError(this.options.mask(`no WebSocket implementation: install the \`ws\` package (${String(error)})`), undefined, this.endpoint, false);
    }
  }
}
