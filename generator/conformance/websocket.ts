// `rpcforge test` over a WebSocket (a ws:// or wss:// URL): one connection for the run, opened on the first call and
// again after it closes (an answer past the size cap closes it: `ws` refuses the frame, code 1009). Calls go one at a
// time, so the next message is the answer to the request just sent; a late answer to an earlier, timed-out request
// shows up as an id that does not echo the request's.
import WebSocket from 'ws';
import type { Answer } from './transport.js';

export class SocketLink {
  private socket: WebSocket | undefined;
  /** The error `ws` raised on the connection (a frame past maxPayload, invalid UTF-8), which closes it: the close
   * code alone does not say why, as the peer may drop the connection (1006) before answering the close. */
  private failure: (Error & { code?: string }) | undefined;

  constructor(
    private readonly url: string,
    private readonly maxAnswerBytes: number,
    /** Basic credentials from the URL's userinfo, sent on the upgrade. */
    private readonly authorization?: string,
  ) {}

  /** Sends `body` and resolves to the next message, or, after `waitMs`, to no answer (`quiet`: an empty one). */
  async exchange(body: string, waitMs: number, quiet: boolean): Promise<Answer> {
    const started = performance.now();
    let socket: WebSocket;
    try {
      socket = await this.open(waitMs);
    } catch (error) {
      return { ok: false, reason: (error as Error).message };
    }
    const left = Math.max(1, waitMs - (performance.now() - started));
    return new Promise((resolve) => {
      const done = (answer: Answer) => {
        clearTimeout(timer);
        socket.off('message', onMessage);
        socket.off('close', onClose);
        resolve(answer);
      };
      const onMessage = (data: Buffer) => done({ ok: true, status: 101, text: data.toString('utf8') });
      const onClose = (code: number) => {
        const error = this.failure;
        if (code === 1009 || error?.code === 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH') done({ ok: false, reason: `answer larger than ${this.maxAnswerBytes} bytes` });
        else done({ ok: false, reason: error ? `the connection closed (${error.message})` : `the connection closed (code ${code})` });
      };
      const timer = setTimeout(() => done(quiet ? { ok: true, status: 101, text: '' } : { ok: false, reason: `no answer within ${waitMs} ms` }), left);
      socket.on('message', onMessage);
      socket.once('close', onClose);
      // A connection that closed between the open and the send reports it here, not as a throw.
      socket.send(body, (error) => {
        if (error) done({ ok: false, reason: `the connection closed before the call was sent (${error.message})` });
      });
    });
  }

  private open(waitMs: number): Promise<WebSocket> {
    if (this.socket?.readyState === WebSocket.OPEN) return Promise.resolve(this.socket);
    this.socket?.terminate();
    const socket = new WebSocket(this.url, { maxPayload: this.maxAnswerBytes, handshakeTimeout: waitMs, ...(this.authorization === undefined ? {} : { headers: { authorization: this.authorization } }) });
    this.socket = socket;
    this.failure = undefined;
    // An error after the handshake (a frame past maxPayload, invalid UTF-8) closes the socket: the close ends the
    // exchange, and the error says why.
    socket.on('error', (error: Error & { code?: string }) => {
      if (this.socket === socket) this.failure = error;
    });
    return new Promise((resolve, reject) => {
      socket.once('open', () => resolve(socket));
      socket.once('unexpected-response', (_req, res) => {
        socket.terminate();
        reject(new Error(`the WebSocket upgrade was refused: HTTP ${res.statusCode}`));
      });
      socket.once('error', (error: Error & { code?: string }) => reject(new Error(error.code ?? error.message)));
    });
  }

  close(): void {
    this.socket?.terminate();
    this.socket = undefined;
  }
}
