// What a JSON-RPC 2.0 answer to one call says, judged by the envelope rules every answer must follow: JSON, an
// object, `jsonrpc: "2.0"`, the request's id echoed (same type, same value), exactly one of `result` and `error`,
// an error with an integer `code` and a string `message`. Anything else is `broken`, with the reason.
import type { Answer } from './transport.js';

export type Judged = { kind: 'result'; value: unknown } | { kind: 'error'; code: number; message: string; data?: unknown } | { kind: 'broken'; reason: string };

/** Longest piece of an answer quoted in a reason or a report. */
export const quoteChars = 300;

export function quote(text: string): string {
  return text.length > quoteChars ? `${text.slice(0, quoteChars)}… (${text.length} characters)` : text;
}

export function judgeText(answer: Answer): { parsed: unknown } | { reason: string } {
  if (!answer.ok) return { reason: `no answer: ${answer.reason}` };
  const shape = answerShape(answer.text);
  if (shape !== undefined) return { reason: shape };
  try {
    return { parsed: JSON.parse(answer.text) as unknown };
  } catch {
    return { reason: `the answer is not JSON (HTTP ${answer.status}): ${quote(answer.text)}` };
  }
}

/**
 * Bounds on an answer's shape, read off the raw text before `JSON.parse`: an answer under the size cap may still
 * nest 500,000 deep (every recursive reader after the parse, the validators included, then overflows the stack and
 * the run ends with no report) or hold 600,000 empty objects (750-870 MB once parsed and validated). No JSON-RPC
 * answer a spec describes comes near either: a block with its transactions is 4 levels, 10,000 logs 20,000 objects.
 */
export const answerBounds = { maxDepth: 256, maxContainers: 200_000 };

/** Why the text is past the bounds (too deep, too many objects and arrays), or undefined. One pass, no allocation. */
export function answerShape(text: string): string | undefined {
  let depth = 0;
  let deepest = 0;
  let containers = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++;
      else if (c === 0x22) inString = false;
      continue;
    }
    if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      depth++;
      containers++;
      if (depth > deepest) deepest = depth;
      if (depth > answerBounds.maxDepth) return `the answer nests deeper than ${answerBounds.maxDepth} levels (not parsed: the bound on an answer's depth)`;
      if (containers > answerBounds.maxContainers) return `the answer holds more than ${answerBounds.maxContainers} objects and arrays (not parsed: the bound on an answer's width)`;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return undefined;
}

/** `JSON.parse` within the bounds above: undefined for text past them or not JSON (learned state, a revert's data). */
export function parseBounded(text: string): unknown {
  if (answerShape(text) !== undefined) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
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
  return { kind: 'error', code: error.code as number, message: error.message, ...('data' in error ? { data: error.data } : {}) };
}

/** Codes a server must never give a call with valid params: the envelope's own and the two that blame params or itself. */
export const neverForValidCalls = new Set([-32700, -32600, -32601, -32602, -32603]);
