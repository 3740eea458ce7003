// How `rpcforge test` talks to the endpoint: one POST per request text over HTTP (fetch), or one message on a
// WebSocket connection for a ws:// or wss:// URL (./websocket.ts), paced to `rate` calls a second, each with its own timeout and a cap on the answer's size, the whole run with a deadline. An endpoint is
// untrusted: an answer past the cap is cut off and reported, never buffered whole; a stalled one ends at the timeout.
// The key is part of the URL (rpcforge's gateway reads it from the path), so every text this module gives out for a
// report (the URL, a curl line) has it replaced by `$RPCFORGE_TEST_KEY`.

import { ErrorStatusTally } from './http.js';
import { Pace, rateAnswer, rateRetry, retryAfterSeconds, retryWait } from './pacing.js';
import { urlSecrets } from './url-secrets.js';
import { SocketLink } from './websocket.js';

export const keyVariable = 'RPCFORGE_TEST_KEY';

export interface TransportOptions {
  /** The endpoint; `{key}` in it, else a path segment appended, carries the key. */
  url: string;
  key?: string;
  /** Calls per second (default 50). */
  rate: number;
  /** Milliseconds one call may take (default 10,000). */
  callTimeoutMs: number;
  /** Largest answer read, in bytes (default 4 MiB). */
  maxAnswerBytes: number;
  /** When the run must end (a `performance.now()` time). */
  deadline: number;
  /** Aborted on Ctrl-C. */
  signal?: AbortSignal;
}

export const transportDefaults = { rate: 50, callTimeoutMs: 10_000, maxAnswerBytes: 4 * 1024 * 1024, timeoutSeconds: 120 };

/**
 * What came back for one request text: the HTTP status and the body, or why nothing did. `retryAfterSeconds` is the
 * answer's Retry-After; `rateLimited`, set when the endpoint still answered "too fast" after every retry
 * (./pacing.ts), says how many sends that took and why.
 */
export type Answer = { ok: true; status: number; text: string; contentType?: string; retryAfterSeconds?: number; rateLimited?: { sends: number; reason: string } } | { ok: false; reason: string };

/** Thrown when the run is out of time, was interrupted or the endpoint died: the runner stops and reports what ran. */
export class RunStopped extends Error {}

/** A call's connection refused, reset or closed under it: the endpoint may be gone (`Transport.alive` tells). */
const connectionLost = /ECONNREFUSED|ECONNRESET|EPIPE|UND_ERR_SOCKET|other side closed|socket hang up/i;

/** The `stopped` reason of a run whose endpoint died: exit 2, as an endpoint that cannot be reached at all. */
export const endpointDown = 'the endpoint stopped answering';

/** The WebSocket reproduce line's program: sends its second argument to its first, prints the first message, exits
 * (2 when nothing came within 5 s). No single quote in it: it sits in a single-quoted shell word. */
const socketScript =
  'const s=new WebSocket(process.argv[1]);s.onopen=()=>s.send(process.argv[2]);s.onmessage=(m)=>{console.log(String(m.data));s.close()};s.onerror=()=>process.exit(1);setTimeout(()=>process.exit(2),5000).unref()';

/** The subscriptions' reproduce line's program (./subscriptions.ts): sends its second argument to its first and
 * prints every message for 5 s (the answer, then the notifications). */
const watchScript =
  'const s=new WebSocket(process.argv[1]);s.onopen=()=>s.send(process.argv[2]);s.onmessage=(m)=>console.log(String(m.data));s.onerror=()=>process.exit(1);setTimeout(()=>process.exit(0),5000)';

/** How long a notification's answer is waited for on a WebSocket, where no answer is the right answer. */
const quietMs = 500;

export class Transport {
  readonly target: string;
  private readonly socket: SocketLink | undefined;
  /** The target as reports show it: the key as `$RPCFORGE_TEST_KEY`. */
  readonly shownUrl: string;
  private readonly pacer: Pace;
  /** Set once the first call is answered: from then on a lost connection asks whether the endpoint died (`alive`). */
  watchHealth = false;
  /** Calls made (a call sent again after a rate answer counts once). */
  calls = 0;
  /** Calls sent again after a rate answer (timing-dependent: printed on stderr, kept out of the report). */
  rateRetries = 0;
  /** Every HTTP answer with an error status, retried rate answers too (./http.ts). */
  readonly errorStatuses = new ErrorStatusTally();

  /** Every secret the run holds: the key, and what the URL itself carries (./url-secrets.ts); masked in all output. */
  private readonly secrets: string[];
  /** HTTP Basic credentials from the URL's userinfo (fetch refuses a URL holding them). */
  private readonly authorization: string | undefined;

  constructor(private readonly options: TransportOptions) {
    const { key } = options;
    const inUrl = urlSecrets(options.url);
    const url = inUrl.url;
    this.secrets = [...(key === undefined || key === '' ? [] : [key]), ...inUrl.secrets];
    this.authorization = inUrl.authorization;
    if (key === undefined || key === '') {
      this.target = url;
      this.shownUrl = inUrl.shown;
    } else if (url.includes('{key}')) {
      this.target = url.replaceAll('{key}', encodeURIComponent(key));
      this.shownUrl = inUrl.shown.replaceAll('{key}', `$${keyVariable}`);
    } else {
      const base = url.endsWith('/') ? url : `${url}/`;
      this.target = `${base}${encodeURIComponent(key)}`;
      this.shownUrl = `${inUrl.shown.endsWith('/') ? inUrl.shown : `${inUrl.shown}/`}$${keyVariable}`;
    }
    this.socket = /^wss?:/i.test(url) ? new SocketLink(this.target, options.maxAnswerBytes, inUrl.authorization) : undefined;
    this.pacer = new Pace(options.rate);
  }

  /** Ends the WebSocket connection, if any. */
  close(): void {
    this.socket?.close();
  }

  /** `text` with every secret of the run (the key, the URL's) as `$RPCFORGE_TEST_KEY`: see redactOne. */
  redact(text: string): string {
    let out = text;
    for (const secret of this.secrets) out = redactOne(out, secret, `$${keyVariable}`);
    return out;
  }

  /**
   * The same over a whole report or log line, for what a field's own mask missed; a secret shorter than 8
   * characters is left to the fields' masks, as replacing a "k" everywhere would garble the report's own words.
   */
  redactAll(text: string): string {
    let out = text;
    for (const secret of this.secrets) if (secret.length >= 8) out = redactOne(out, secret, `$${keyVariable}`);
    return out;
  }

  /** A command line that sends `body` again, the key read from the environment: curl, or for a WebSocket Node's own
   * client (global `WebSocket`; the flag is needed on Node 20 and accepted later), so nothing has to be installed. */
  curl(body: string): string {
    const quoted = `'${body.replaceAll("'", `'\\''`)}'`;
    if (this.socket) return `node --experimental-websocket -e '${socketScript}' "${this.shownUrl.replaceAll('"', '\\"')}" ${this.redact(quoted)}`;
    return `curl -s -X POST -H 'content-type: application/json' --data ${this.redact(quoted)} "${this.shownUrl.replaceAll('"', '\\"')}"`;
  }

  /** A command line that opens a WebSocket at `shownUrl` (a URL as reports show it), sends `body` and prints every
   * message for 5 s: a subscription's reproduce line (./subscriptions.ts). */
  watchLine(body: string, shownUrl: string): string {
    const quoted = `'${body.replaceAll("'", `'\\''`)}'`;
    return `node --experimental-websocket -e '${watchScript}' "${this.redact(shownUrl).replaceAll('"', '\\"')}" ${this.redact(quoted)}`;
  }

  /** What a second WebSocket to the endpoint (./subscriptions.ts) is opened with: the call's bounds and credentials. */
  socketOptions(): { maxAnswerBytes: number; callTimeoutMs: number; authorization?: string } {
    return { maxAnswerBytes: this.options.maxAnswerBytes, callTimeoutMs: this.options.callTimeoutMs, ...(this.authorization === undefined ? {} : { authorization: this.authorization }) };
  }

  /** Milliseconds left before the run's deadline; throws RunStopped once it has passed or the run was interrupted. */
  timeLeft(): number {
    if (this.options.signal?.aborted) throw new RunStopped('interrupted');
    const left = this.options.deadline - performance.now();
    if (left <= 0) throw new RunStopped('time limit');
    return left;
  }

  /**
   * Sends one request text; `quiet` (a notification) waits only a short while for an answer that should not come. A
   * rate answer (HTTP 429, -32005 "request rate exceeded") is not the call's answer: the call is sent again after
   * the wait asked for, at most `rateRetry.maxRetries` times and within the run's deadline (./pacing.ts).
   */
  async send(body: string, quiet = false): Promise<Answer> {
    // Counted once however many times a rate answer made it go: the report's count must not depend on timing.
    this.calls++;
    for (let attempt = 0; ; attempt++) {
      const answer = await this.sendOnce(body, quiet);
      this.errorStatuses.note(body, answer);
      const rate = rateAnswer(answer);
      if (rate === undefined) return answer;
      const wait = retryWait(rate, attempt);
      this.pacer.refused(performance.now(), wait);
      if (attempt >= rateRetry.maxRetries || performance.now() + wait >= this.options.deadline) {
        return { ...(answer as Extract<Answer, { ok: true }>), rateLimited: { sends: attempt + 1, reason: rate.reason } };
      }
      this.rateRetries++;
    }
  }

  private async sendOnce(body: string, quiet: boolean): Promise<Answer> {
    await this.pace();
    if (this.socket) {
      const answer = await this.socket.exchange(body, quiet ? Math.min(this.options.callTimeoutMs, quietMs) : this.options.callTimeoutMs, quiet);
      if (this.options.signal?.aborted) throw new RunStopped('interrupted');
      // The connection could not even be opened again: the endpoint is gone.
      if (this.watchHealth && !answer.ok && /ECONNREFUSED/.test(answer.reason)) throw new RunStopped(`${endpointDown} (${this.redact(answer.reason)})`);
      return answer.ok ? answer : { ok: false, reason: this.redact(answer.reason) };
    }
    const timeout = AbortSignal.timeout(this.options.callTimeoutMs);
    const signal = this.options.signal ? AbortSignal.any([timeout, this.options.signal]) : timeout;
    try {
      const headers: Record<string, string> = { 'content-type': 'application/json', ...(this.authorization === undefined ? {} : { authorization: this.authorization }) };
      const response = await fetch(this.target, { method: 'POST', headers, body, signal, redirect: 'manual' });
      // An announced size past the cap is too large now: the body is not waited for (it may never come).
      const announced = Number(response.headers.get('content-length') ?? '');
      if (Number.isFinite(announced) && announced > this.options.maxAnswerBytes) {
        await response.body?.cancel().catch(() => undefined);
        return { ok: false, reason: `answer larger than ${this.options.maxAnswerBytes} bytes (Content-Length ${announced})` };
      }
      const text = await readCapped(response, this.options.maxAnswerBytes);
      if (text === undefined) return { ok: false, reason: `answer larger than ${this.options.maxAnswerBytes} bytes` };
      const retryAfter = retryAfterSeconds(response.headers.get('retry-after'));
      const contentType = response.headers.get('content-type') ?? '';
      return { ok: true, status: response.status, text, contentType, ...(retryAfter === undefined ? {} : { retryAfterSeconds: retryAfter }) };
    } catch (error) {
      if (this.options.signal?.aborted) throw new RunStopped('interrupted');
      if (timeout.aborted) return { ok: false, reason: `no answer within ${this.options.callTimeoutMs} ms` };
      const cause = (error as { cause?: { code?: string; message?: string } }).cause;
      const reason = this.redact(cause?.code ?? cause?.message ?? (error as Error).message);
      if (this.watchHealth && connectionLost.test(reason) && !(await this.alive())) throw new RunStopped(`${endpointDown} (${reason})`);
      return { ok: false, reason };
    }
  }

  /**
   * Whether the endpoint still answers, after a call whose connection was refused or reset: one more request on a
   * fresh connection (the preflight's unknown method), answered with anything at all. An endpoint that resets one
   * call on purpose answers this one; a dead one (anvil panicked and exited) does not, and the run stops there
   * rather than failing every later call against a closed port.
   */
  async alive(): Promise<boolean> {
    const timeout = AbortSignal.timeout(Math.min(this.options.callTimeoutMs, 5000));
    try {
      const response = await fetch(this.target, {
        method: 'POST',
        headers: { 'content-type': 'application/json', connection: 'close', ...(this.authorization === undefined ? {} : { authorization: this.authorization }) },
        body: '{"jsonrpc":"2.0","id":0,"method":"rpcforge_noSuchMethod","params":[]}',
        signal: timeout,
        redirect: 'manual',
      });
      await response.body?.cancel().catch(() => undefined);
      return true;
    } catch {
      return false;
    }
  }

  /**
   * A GET of `url` (the endpoint's metrics page, ./credits.ts) with the call's timeout and answer cap, not paced or
   * counted as a call: the body, or undefined when there is none to read (an error status, no answer, too large).
   */
  async get(url: string, headers: Record<string, string> = {}): Promise<string | undefined> {
    if (performance.now() >= this.options.deadline) throw new RunStopped('time limit');
    const timeout = AbortSignal.timeout(this.options.callTimeoutMs);
    try {
      const response = await fetch(url, { headers, signal: this.options.signal ? AbortSignal.any([timeout, this.options.signal]) : timeout, redirect: 'manual' });
      if (response.status !== 200) {
        await response.body?.cancel();
        return undefined;
      }
      return await readCapped(response, this.options.maxAnswerBytes);
    } catch {
      if (this.options.signal?.aborted) throw new RunStopped('interrupted');
      return undefined;
    }
  }

  /** Waits for the call's turn: calls start at most `rate` a second; past the deadline the run stops. */
  private async pace(): Promise<void> {
    if (this.options.signal?.aborted) throw new RunStopped('interrupted');
    const now = performance.now();
    const at = this.pacer.book(now);
    if (at >= this.options.deadline) throw new RunStopped('time limit');
    if (at > now) await new Promise((resolve) => setTimeout(resolve, at - now));
  }
}

/** The body as text, or undefined once it passes `max` bytes (the rest is not read: the stream is cancelled). */
export async function readCapped(response: Response, max: number): Promise<string | undefined> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * `text` with `key` replaced wherever it occurs (an answer may echo the URL back), encoded or not, and the start of
 * the key where a quote was cut inside it: quoted answers and messages end at a fixed length with `…`, and an echo of
 * the key across that cut would otherwise leave its first characters in the report.
 */
function redactOne(text: string, key: string, shown: string): string {
  let out = text.replaceAll(key, shown);
  const encoded = encodeURIComponent(key);
  if (encoded !== key) out = out.replaceAll(encoded, shown);
  return out.includes('…') ? maskCutKey(maskCutKey(out, key, shown), encoded, shown) : out;
}

/** `text` with the longest start of `key` (3 characters or more) that ends right before a `…` replaced by `shown`. */
function maskCutKey(text: string, key: string, shown: string): string {
  let out = '';
  let from = 0;
  for (let at = text.indexOf('…'); at !== -1; at = text.indexOf('…', at + 1)) {
    let cut = 0;
    for (let n = Math.min(key.length - 1, at - from); n >= 3; n--) {
      if (text.startsWith(key.slice(0, n), at - n)) {
        cut = n;
        break;
      }
    }
    out += text.slice(from, at - cut) + (cut > 0 ? shown : '');
    from = at;
  }
  return out + text.slice(from);
}
