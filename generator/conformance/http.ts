// HTTP as part of the envelope: a JSON-RPC answer over HTTP comes with status 200 and `Content-Type:
// application/json` (a charset may follow). An answer with HTTP 500, or `text/html`, whose body happens to be
// JSON-RPC still breaks every client that reads the status or the type first (fetch wrappers, proxies, caches). Each
// method's calls and the envelope's are tallied (the first offending answer kept, with what its body said), and
// each group gets one check, `HTTP 200 with Content-Type: application/json`. Not judged: WebSocket answers (no
// status per message), an empty body (a notification's 204), a rate answer (429, retried: ./pacing.ts) and calls
// that got no answer (their own checks fail).
import { judgeObject, judgeText, quote } from './answer.js';
import type { CheckResult, Failure } from './report.js';
import type { Answer } from './transport.js';

export const httpCheckName = 'HTTP 200 with Content-Type: application/json';
export const errorStatusCheckName = 'HTTP 4xx and 5xx answers carry a JSON-RPC error';

interface Group {
  answers: number;
  wrong: number;
  first?: { message: string; body: string; text: string };
}

export class HttpTally {
  private readonly groups = new Map<string, Group>();

  /** One answer to `body`, sent for `group` (a method, or the envelope). */
  note(group: string, body: string, answer: Answer): void {
    if (!answer.ok || answer.status === 101 || answer.text === '' || answer.rateLimited) return;
    let g = this.groups.get(group);
    if (!g) this.groups.set(group, (g = { answers: 0, wrong: 0 }));
    g.answers++;
    const type = answer.contentType ?? '';
    const statusOk = answer.status === 200;
    const typeOk = /^\s*application\/json\s*(;|$)/i.test(type);
    if (statusOk && typeOk) return;
    g.wrong++;
    if (g.first) return;
    const said = judgeText(answer);
    const verdict = 'reason' in said ? said.reason : describe(said.parsed);
    const parts = [...(statusOk ? [] : [`HTTP ${answer.status}, not 200`]), ...(typeOk ? [] : [`Content-Type ${type === '' ? '(none)' : JSON.stringify(quote(type))}, not application/json`])];
    g.first = { message: `${parts.join(' and ')}; the body: ${verdict}`, body, text: answer.text };
  }

  /** The group's check, or undefined when none of its answers came over HTTP. */
  check(group: string, failure: (message: string, body: string, text: string) => Failure): CheckResult | undefined {
    const g = this.groups.get(group);
    if (!g) return undefined;
    const base = { kind: 'http' as const, name: httpCheckName, calls: 0 };
    if (!g.first) return { ...base, status: 'pass' };
    return { ...base, status: 'fail', failure: failure(`${g.wrong} of ${g.answers} answer(s) over HTTP: the first ${g.first.message}`, g.first.body, g.first.text) };
  }
}

function describe(parsed: unknown): string {
  const items = Array.isArray(parsed) ? parsed : [parsed];
  const first = items[0];
  const id = typeof first === 'object' && first !== null ? ((first as { id?: unknown }).id as string | number | null) : null;
  const judged = judgeObject(first, id ?? null);
  const one = judged.kind === 'result' ? 'a JSON-RPC result' : judged.kind === 'error' ? `JSON-RPC error ${judged.code} (${quote(judged.message)})` : judged.reason;
  return Array.isArray(parsed) ? `a batch of ${parsed.length}, the first ${one}` : one;
}

/**
 * HTTP error statuses (4xx, 5xx) the endpoint answered, rate answers retried included: a JSON-RPC client reads the
 * body of a 401, a 402, a 429 or a 503 for the error's code and message (the gateway's own refusals are JSON-RPC
 * errors with -32005 and the like), so each must be a JSON-RPC error object (or a batch of them), not an HTML page,
 * an empty body or a result. One envelope check, shown only when some error status was seen.
 */
export class ErrorStatusTally {
  private seen = 0;
  private bad = 0;
  private first?: { message: string; body: string; text: string };

  /** One answer to the request text `body`. */
  note(body: string, answer: Answer): void {
    if (!answer.ok || answer.status < 400 || answer.status > 599) return;
    this.seen++;
    const said = judgeText(answer);
    const items = 'reason' in said ? undefined : Array.isArray(said.parsed) ? said.parsed : [said.parsed];
    if (items !== undefined && items.length > 0 && items.every(isRpcError)) return;
    this.bad++;
    this.first ??= { message: `HTTP ${answer.status} with ${'reason' in said ? said.reason : describe(said.parsed)}`, body, text: answer.text };
  }

  check(failure: (message: string, body: string, text: string) => Failure): CheckResult | undefined {
    if (this.seen === 0) return undefined;
    const base = { kind: 'http' as const, name: errorStatusCheckName, calls: 0 };
    if (this.first === undefined) return { ...base, status: 'pass', note: `${this.seen} answer(s) with an error status, each a JSON-RPC error` };
    return { ...base, status: 'fail', failure: failure(`${this.bad} of ${this.seen} answer(s) with an error status carry no JSON-RPC error: the first, ${this.first.message}`, this.first.body, this.first.text) };
  }
}

function isRpcError(item: unknown): boolean {
  if (typeof item !== 'object' || item === null) return false;
  const error = (item as { error?: unknown }).error;
  return typeof error === 'object' && error !== null && Number.isInteger((error as { code?: unknown }).code) && typeof (error as { message?: unknown }).message === 'string';
}
