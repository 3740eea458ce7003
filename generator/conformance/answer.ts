// What a JSON-RPC 2.0 answer to one call says, judged by the envelope rules every answer must follow: JSON, an
// object, `jsonrpc: "2.0"`, the request's id echoed (same type, same value), exactly one of `result` and `error`,
// an error with an integer `code` and a string `message`. Anything else is `broken`, with the reason.
import type { Answer } from './transport.js';

export type Judged = { kind: 'result'; value: unknown } | { kind: 'error'; code: number; message: string } | { kind: 'broken'; reason: string };

/** Longest piece of an answer quoted in a reason or a report. */
export const quoteChars = 300;

export function quote(text: string): string {
  return text.length > quoteChars ? `${text.slice(0, quoteChars)}… (${text.length} characters)` : text;
}

export function judgeText(answer: Answer): { parsed: unknown } | { reason: string } {
  if (!answer.ok) return { reason: `no answer: ${answer.reason}` };
  try {
    return { parsed: JSON.parse(answer.text) as unknown };
  } catch {
    return { reason: `the answer is not JSON (HTTP ${answer.status}): ${quote(answer.text)}` };
  }
}

/** One call's answer (not a batch's). */
export function judge(answer: Answer, id: string | number | null): Judged {
  // Still "too fast" after every retry: the call never got its answer, which the check says rather than blaming the
  // method with an error it does not declare.
  if (answer.ok && answer.rateLimited) return { kind: 'broken', reason: `rate-limited: still refused (${answer.rateLimited.reason}) after ${answer.rateLimited.sends} sends; a lower --rate or a key with a higher rate would let it through` };
  const text = judgeText(answer);
  if ('reason' in text) return { kind: 'broken', reason: text.reason };
  return judgeObject(text.parsed, id);
}

export function judgeObject(parsed: unknown, id: string | number | null): Judged {
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return { kind: 'broken', reason: `the answer is not one JSON-RPC response object: ${quote(JSON.stringify(parsed))}` };
  const r = parsed as Record<string, unknown>;
  if (r.jsonrpc !== '2.0') return { kind: 'broken', reason: `jsonrpc is ${JSON.stringify(r.jsonrpc)}, not "2.0"` };
  if (!('id' in r) || r.id !== id) return { kind: 'broken', reason: `id ${'id' in r ? JSON.stringify(r.id) : '(missing)'} does not echo the request's ${JSON.stringify(id)}` };
  const hasResult = 'result' in r;
  const hasError = 'error' in r;
  if (hasResult === hasError) return { kind: 'broken', reason: hasResult ? 'the answer has both result and error' : 'the answer has neither result nor error' };
  if (hasResult) return { kind: 'result', value: r.result };
  const error = r.error as Record<string, unknown> | null;
  if (typeof error !== 'object' || error === null || !Number.isInteger(error.code) || typeof error.message !== 'string') {
    return { kind: 'broken', reason: `error is not { code: integer, message: string }: ${quote(JSON.stringify(r.error))}` };
  }
  return { kind: 'error', code: error.code as number, message: error.message };
}

/** Codes a server must never give a call with valid params: the envelope's own and the two that blame params or itself. */
export const neverForValidCalls = new Set([-32700, -32600, -32601, -32602, -32603]);
