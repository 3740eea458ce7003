// One WebSocket connection of the generated server's Node transport (transports/node.ts accepts it, its key and
// origin checked): its messages handed to the engine, its replies sent, and the bounds a hostile client meets. It
// reads a message only while fewer than `maxInFlight` are being answered AND the bytes it holds (the messages being
// answered and the replies not yet handed to the kernel) stay under `wsMaxBuffered`: a client that sends and never
// reads fills its own send buffer, not the server's memory. Reading resumes once they are down to half the mark.
// Unread replies (over half the mark) that keep it from reading for `wsDrainMs` close the connection (1008), and
// drop it a second later. A socket idle for `wsIdleMs` is closed (1000). Internal module: use server.ts.
import type { RawData, WebSocket } from 'ws';
import type { TransportEngine } from '../engine/engine.js';
import { type RpcReply, serverErrors } from '../engine/options.js';
import type { Bounds } from './bounds.js';
import type { Deadline, Deadlines, Expiring } from '../deadlines.js';
import type { WriteBacklog } from './backlog.js';
import { errorBody } from './fetch.js';
import type { LiveSocket } from './shutdown.js';
import { SocketPush } from './push.js';

/** Messages one WebSocket may have being answered at once; past it the connection stops reading until one is. */
const maxInFlight = 256;

/** The WebSocket close code and reason for a socket that sent nothing for `wsIdleTimeoutSeconds`. */
export const idleClose = { code: 1000, reason: 'idle timeout' } as const;

/** The WebSocket close code and reason for a client that leaves its replies unread. */
export const backlogClose = { code: 1008, reason: 'reply backlog not read' } as const;

/** The answer to a message while the server holds too many unread answers (as HTTP's 503). */
const answersNotReadBody = errorBody(serverErrors.answersNotRead.code, serverErrors.answersNotRead.message);

/** Serves one accepted WebSocket until it closes: `live` holds it meanwhile, for a graceful shutdown. */
export function serveSocket(
  engine: TransportEngine,
  bounds: Bounds,
  deadlines: Deadlines,
  total: WriteBacklog,
  live: Set<LiveSocket>,
  ws: WebSocket,
  apiKey: string,
  route: string,
  address: string | undefined,
): void {
  new SocketConnection(engine, bounds, deadlines, total, live, ws, apiKey, route, address).start();
}

/**
 * One connection's counts and timers. Its `expire` is the idle deadline's: a socket that sends nothing for wsIdleMs
 * (and has no call being answered) is closed, as an idle socket holds one of the server's connections, and a client
 * that opens many and leaves them would hold them all.
 */
class SocketConnection implements Expiring {
  /** Aborts the calls still running when the connection closes. */
  private readonly controller = new AbortController();
  private inFlight = 0;
  /** Bytes of the messages being answered. */
  private pendingBytes = 0;
  /** Bytes of replies not yet handed to the kernel. */
  private backlog = 0;
  private closed = false;
  private drainTimer: ReturnType<typeof setTimeout> | undefined;
  private killTimer: ReturnType<typeof setTimeout> | undefined;
  /** Shutting down: read no more, close with 1001 once the calls in flight are answered. */
  private draining = false;
  private idle: Deadline | undefined;
  /** The connection as the graceful shutdown sees it. */
  private readonly entry: LiveSocket = {
    drain: () => {
      this.draining = true;
      this.ws.pause();
      this.closeIfDrained();
    },
    terminate: () => this.ws.terminate(),
  };
  /** The calls' abort source and the subscriptions' push channel (transports/push.ts). */
  private readonly push: SocketPush;

  constructor(
    private readonly engine: TransportEngine,
    private readonly bounds: Bounds,
    private readonly deadlines: Deadlines,
    /** The server's unread answers, over every connection. */
    private readonly total: WriteBacklog,
    private readonly live: Set<LiveSocket>,
    private readonly ws: WebSocket,
    private readonly apiKey: string,
    private readonly route: string,
    private readonly address: string | undefined,
  ) {
    const link = { open: () => ws.readyState === ws.OPEN, backlog: () => this.backlog, serverOver: () => total.over, send: (text: string, size: number) => (this.queue(text, size), this.regulate()), giveUp: () => this.giveUp() };
    this.push = new SocketPush(link, this.controller.signal, bounds.wsMaxBuffered);
  }

  start(): void {
    const { ws } = this;
    this.live.add(this.entry);
    this.engine.ops.socketOpened();
    this.idle = this.deadlines.add(this.bounds.wsIdleMs, this);
    ws.on('close', () => this.onClose());
    ws.on('error', () => ws.terminate());
    ws.on('message', (data: RawData) => this.onMessage(data));
  }

  /** Idle for wsIdleMs: closed, unless a call is being answered or a subscription may rightly wait long for its next notification. */
  expire(): void {
    const { ws } = this;
    if (ws.readyState !== ws.OPEN) return;
    if (this.inFlight > 0 || this.push.held > 0) {
      this.idle = this.deadlines.add(this.bounds.wsIdleMs, this);
      return;
    }
    ws.close(idleClose.code, idleClose.reason);
    this.killTimer ??= setTimeout(() => ws.terminate(), 1000);
  }

  /** A message: handed to the engine (while the server's unread answers allow), its reply queued when it comes. */
  private onMessage(data: RawData): void {
    const { ws, deadlines, bounds } = this;
    const buffer = Buffer.isBuffer(data) ? data : Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data);
    const size = buffer.length;
    deadlines.delete(this.idle!);
    this.idle = deadlines.add(bounds.wsIdleMs, this);
    this.inFlight++;
    this.pendingBytes += size;
    this.regulate();
    const deliver = (reply: RpcReply) => {
      this.inFlight--;
      this.pendingBytes -= size;
      if (ws.readyState !== ws.OPEN) return;
      if (reply.body !== undefined) this.queue(reply.body, Buffer.byteLength(reply.body));
      this.regulate();
    };
    // While the server holds more unread answers than `maxQueuedBytes`, no new one is built (as HTTP's 503).
    if (this.total.over) return deliver({ status: 503, body: answersNotReadBody });
    const reply = this.engine.dispatchTo(buffer.toString('utf8'), this.apiKey, 'ws', this.push, this.route, { deliver }, this.address);
    if (reply !== undefined) deliver(reply);
  }

  private onClose(): void {
    // Replies still unsent are gone with the socket: out of the server's count (their callbacks are then ignored).
    this.closed = true;
    this.total.remove(this.backlog);
    this.backlog = 0;
    this.deadlines.delete(this.idle!);
    clearTimeout(this.drainTimer);
    clearTimeout(this.killTimer);
    this.live.delete(this.entry);
    this.engine.ops.socketClosed();
    this.controller.abort(new Error('the WebSocket closed'));
  }

  private closeIfDrained(): void {
    const { ws } = this;
    if (this.draining && this.inFlight === 0 && ws.readyState === ws.OPEN) {
      ws.close(1001, 'server shutting down');
      this.killTimer ??= setTimeout(() => ws.terminate(), 1000);
    }
  }

  /** Unread replies kept it from reading for wsDrainMs: closed (1008). */
  private giveUp(): void {
    const { ws } = this;
    if (ws.readyState !== ws.OPEN) return;
    ws.close(backlogClose.code, backlogClose.reason);
    // The close frame waits behind the unread replies: a client that still does not read is dropped.
    this.killTimer = setTimeout(() => ws.terminate(), 1000);
  }

  /** Pauses or resumes reading, and starts or stops the drain deadline, after any change of the counts. */
  private regulate(): void {
    const { ws, bounds } = this;
    if (ws.readyState !== ws.OPEN) return;
    if (this.draining) return this.closeIfDrained();
    const held = this.backlog + this.pendingBytes;
    if (this.inFlight >= maxInFlight || held > bounds.wsMaxBuffered) {
      if (!ws.isPaused) ws.pause();
    } else if (ws.isPaused && held <= bounds.wsMaxBuffered / 2) ws.resume();
    // The deadline runs while unread replies keep the connection from reading; slow handlers have their own.
    const stuck = ws.isPaused && this.backlog > bounds.wsMaxBuffered / 2;
    if (stuck && this.drainTimer === undefined) this.drainTimer = setTimeout(() => this.giveUp(), bounds.wsDrainMs);
    else if (!stuck && this.drainTimer !== undefined) {
      clearTimeout(this.drainTimer);
      this.drainTimer = undefined;
    }
  }

  /** A reply handed to `ws`, counted in the connection's and the server's unread bytes until it is written. */
  private queue(text: string, size: number): void {
    this.backlog += size;
    this.total.add(size);
    // The callback runs once the frame is written to the socket (or the socket failed).
    this.ws.send(text, () => this.sent(size));
  }

  private sent(size: number): void {
    if (this.closed) return;
    this.backlog -= size;
    this.total.remove(size);
    this.regulate();
  }
}
