// The WebSocket `rpcforge test` subscribes on (./subscriptions.ts): its own connection, apart from the calls' one
// (./websocket.ts reads the next message as the answer; here notifications come between answers). Answers are found
// by their id; every other message is kept, in order, with the time it came, as a notification. Bounds: a message
// past the answer cap closes the connection (`ws`' maxPayload), one nested past the answers' bounds is kept unparsed
// (./answer.ts), and at most `maxKept` messages are kept: past it they are counted, not kept.
import WebSocket from 'ws';
import { answerShape } from './answer.js';

/** Messages kept per connection; a flood past it is counted only. */
export const maxKept = 10_000;

/** A message that was no answer to a call, as it came. */
export interface Pushed {
  /** `performance.now()` when it came. */
  at: number;
  /** The parsed message, or undefined when it was not JSON or past the answers' bounds (`text` says what it was). */
  parsed: unknown;
  text: string;
}

export class SubscriptionSocket {
  readonly pushed: Pushed[] = [];
  /** Messages past `maxKept`, not kept. */
  dropped = 0;
  private readonly waiting = new Map<string, (text: string) => void>();
  private closed: string | undefined;

  private constructor(private readonly socket: WebSocket) {
    socket.on('message', (data: Buffer) => this.message(data.toString('utf8')));
    socket.on('close', (code: number) => {
      this.closed ??= `the connection closed (code ${code})`;
      for (const wake of this.waiting.values()) wake('');
      this.waiting.clear();
    });
    socket.on('error', (error: Error) => {
      this.closed ??= `the connection closed (${error.message})`;
    });
  }

  /** Opens the connection; rejects with why not (a refused upgrade's HTTP status, a refused connection). */
  static open(url: string, options: { maxAnswerBytes: number; callTimeoutMs: number; authorization?: string }): Promise<SubscriptionSocket> {
    const socket = new WebSocket(url, { maxPayload: options.maxAnswerBytes, handshakeTimeout: options.callTimeoutMs, ...(options.authorization === undefined ? {} : { headers: { authorization: options.authorization } }) });
    return new Promise((resolve, reject) => {
      socket.once('open', () => resolve(new SubscriptionSocket(socket)));
      socket.once('unexpected-response', (_request, response) => {
        socket.terminate();
        reject(new Error(`the upgrade was refused: HTTP ${response.statusCode}`));
      });
      socket.once('error', (error: Error & { code?: string }) => reject(new Error(error.code ?? error.message)));
    });
  }

  /** Why the connection is closed, or undefined while it is open. */
  get closedBecause(): string | undefined {
    return this.closed;
  }

  /** Sends `body` (a call with `id`) and resolves to the answer's text, or to why there is none after `waitMs`. */
  call(body: string, id: number, waitMs: number): Promise<{ text: string; at: number } | { reason: string }> {
    if (this.closed !== undefined) return Promise.resolve({ reason: this.closed });
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.waiting.delete(String(id));
        resolve({ reason: `no answer within ${waitMs} ms` });
      }, waitMs);
      this.waiting.set(String(id), (text) => {
        clearTimeout(timer);
        resolve(text === '' ? { reason: this.closed ?? 'the connection closed' } : { text, at: performance.now() });
      });
      this.socket.send(body, (error) => {
        if (error) this.closed ??= `the connection closed before the call was sent (${error.message})`;
      });
    });
  }

  close(): void {
    this.socket.terminate();
  }

  private message(text: string): void {
    const at = performance.now();
    const parsed = answerShape(text) === undefined ? parseJson(text) : undefined;
    const id = typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) && 'id' in parsed ? (parsed as { id: unknown }).id : undefined;
    const wake = id === undefined || id === null ? undefined : this.waiting.get(String(id));
    if (wake !== undefined) {
      this.waiting.delete(String(id));
      return wake(text);
    }
    if (this.pushed.length >= maxKept) {
      this.dropped++;
      return;
    }
    this.pushed.push({ at, parsed, text });
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
