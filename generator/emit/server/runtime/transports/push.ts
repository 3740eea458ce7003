// The push channel of one WebSocket connection: what lets the server send a caller messages that answer no request
// (subscriptions' notifications, engine/subscriptions.ts). It is also the connection's abort source for its
// calls (`whenGone`), which is how a subscription's call finds the socket. A notification is bounded as an answer
// is: its bytes count in the connection's unread backlog and the server's total (transports/backlog.ts), and
// one that would take the connection past `wsMaxBufferedBytes` unread is not sent: the connection is closed (1008,
// as a client that leaves its answers unread), so a caller that subscribes and never reads holds at most that much
// of the server's memory. Internal module: use server.ts.
import type { RequestAbort } from '../engine/call.js';
import type { PushSocket } from '../engine/subscriptions.js';

/** What the push channel needs of its connection (transports/websocket.ts `SocketConnection`). */
export interface PushLink {
  /** Whether the socket is open. */
  open(): boolean;
  /** Bytes of replies and notifications handed to the socket and not yet written to the kernel. */
  backlog(): number;
  /** Whether the whole server holds more unread answers than `maxQueuedBytes`. */
  serverOver(): boolean;
  /** Sends `text` (`size` bytes), counted in the backlogs until written. */
  send(text: string, size: number): void;
  /** Closes the connection for its unread backlog (1008, dropped a second later). */
  giveUp(): void;
}

export class SocketPush implements PushSocket, RequestAbort {
  /** Subscriptions open on the socket: while there is one the socket is not idle (it may rightly send nothing). */
  held = 0;

  constructor(
    private readonly link: PushLink,
    private readonly gone: AbortSignal,
    /** `wsMaxBufferedBytes`: unread bytes past which the connection is closed rather than sent more. */
    private readonly maxBuffered: number,
  ) {}

  push(text: string): boolean {
    if (this.gone.aborted || !this.link.open()) return false;
    // Past the connection's bound, or the server's: the caller does not read; closed as for unread answers.
    const size = Buffer.byteLength(text);
    if (this.link.backlog() + size > this.maxBuffered || this.link.serverOver()) {
      this.link.giveUp();
      return false;
    }
    this.link.send(text, size);
    return true;
  }

  hold(delta: 1 | -1): void {
    this.held = Math.max(0, this.held + delta);
  }

  whenGone(listener: (reason: Error) => void): () => void {
    const signal = this.gone;
    if (signal.aborted) {
      listener(signal.reason as Error);
      return () => undefined;
    }
    const onAbort = () => listener(signal.reason as Error);
    signal.addEventListener('abort', onAbort, { once: true });
    return () => signal.removeEventListener('abort', onAbort);
  }
}
