// The engine's envelope: JSON-RPC 2.0 answer texts written directly (an error, `rpc.discover`'s document), the
// request ids as their source text (numbers JSON.parse would round), and by-name params made positional. Internal
// module: use server.ts.
import { openrpcDocument } from '../document.js';
import type { MethodInfo } from '../../methods.js';

const hasOwn = (o: object, key: PropertyKey) => Object.prototype.hasOwnProperty.call(o, key);

/** An error answer's text (`data`, when given, as JSON). */
export function errorText(idJson: string, code: number, message: string, data?: unknown): string {
  return `{"jsonrpc":"2.0","id":${idJson},"error":{"code":${code},"message":${JSON.stringify(message)}${data === undefined ? '' : `,"data":${JSON.stringify(data)}`}}}`;
}

/**
 * The answer to `rpc.discover`: the bundled OpenRPC document as the result (free of credits, no handler). It takes no
 * params: absent, `[]` or `{}`.
 */
export function discoverReply(idJson: string, params: unknown): string {
  const none = params === undefined || (Array.isArray(params) ? params.length === 0 : Object.keys(params as object).length === 0);
  if (!none) return errorText(idJson, -32602, 'Invalid params: params: rpc.discover takes no params', [{ path: 'params', message: 'rpc.discover takes no params', keyword: 'maxItems' }]);
  return `{"jsonrpc":"2.0","id":${idJson},"result":${openrpcDocument}}`;
}

/** A by-name call of an `either` method, as the positional tuple its handler takes. */
export function toPositional(named: Record<string, unknown>, params: MethodInfo['params']): unknown[] {
  const tuple = params.map((p) => (hasOwn(named, p.name) ? named[p.name] : undefined));
  while (tuple.length > 0 && tuple[tuple.length - 1] === undefined) tuple.pop();
  // An optional param left out before a required one holds its place with null, as in the positional form.
  for (let i = 0; i < tuple.length; i++) if (tuple[i] === undefined && params.slice(i + 1).some((p) => p.required)) tuple[i] = null;
  return tuple;
}

/**
 * Source text of the `id` member of each request in `text` (valid JSON): one entry for a single request, one per
 * element of a batch (undefined where there is none). The last `id` member wins, as with JSON.parse.
 */
export function scanIds(text: string): (string | undefined)[] {
  let i = skipSpace(text, 0);
  if (text[i] !== '[') return [objectId(text, i)];
  const ids: (string | undefined)[] = [];
  i = skipSpace(text, i + 1);
  while (i < text.length && text[i] !== ']') {
    ids.push(objectId(text, i));
    i = skipSpace(text, skipValue(text, i));
    if (text[i] === ',') i = skipSpace(text, i + 1);
  }
  return ids;
}

function objectId(text: string, start: number): string | undefined {
  if (text[start] !== '{') return undefined;
  let id: string | undefined;
  let i = skipSpace(text, start + 1);
  while (i < text.length && text[i] === '"') {
    const keyEnd = skipString(text, i);
    const key = JSON.parse(text.slice(i, keyEnd)) as string;
    i = skipSpace(text, keyEnd);
    i = skipSpace(text, i + 1); // the colon
    const valueEnd = skipValue(text, i);
    if (key === 'id') id = text.slice(i, valueEnd);
    i = skipSpace(text, valueEnd);
    if (text[i] === ',') i = skipSpace(text, i + 1);
  }
  return id;
}

function skipSpace(text: string, i: number): number {
  while (i < text.length && (text[i] === ' ' || text[i] === '\n' || text[i] === '\r' || text[i] === '\t')) i++;
  return i;
}

function skipString(text: string, i: number): number {
  for (let j = i + 1; j < text.length; j++) {
    if (text[j] === '\\') j++;
    else if (text[j] === '"') return j + 1;
  }
  return text.length;
}

function skipValue(text: string, i: number): number {
  const first = text[i];
  if (first === '"') return skipString(text, i);
  if (first !== '{' && first !== '[') {
    let j = i;
    while (j < text.length && !',]} \n\r\t'.includes(text[j]!)) j++;
    return j;
  }
  let depth = 0;
  for (let j = i; j < text.length; j++) {
    const c = text[j];
    if (c === '"') j = skipString(text, j) - 1;
    else if (c === '{' || c === '[') depth++;
    else if (c === '}' || c === ']') {
      depth--;
      if (depth === 0) return j + 1;
    }
  }
  return text.length;
}
