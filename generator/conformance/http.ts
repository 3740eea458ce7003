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
