// The bound on a batch's answer (`maxBatchReplyBytes`): 100 calls of a method whose answer is large (a block with
// its transactions, the OpenRPC document) would otherwise make an answer 100 times that, built in memory and then
// held for a caller that may never read it. Once the answers of a batch, in order, pass the bound, that answer and
// every later one are replaced by a short error, and the calls the engine has not run yet are not run. Keeping the
// answers that fit, rather than refusing the whole batch: the calls that were run (and charged) keep their results,
// and the caller learns exactly which calls to send again. Measured in characters of the JSON text (one byte each
// for ASCII, which JSON answers nearly always are), so that the engine needs no encoder. Internal module: use server.ts.

/** The error of a call whose answer would take its batch's answer past `maxBatchReplyBytes`. */
export const batchReplyTooLarge = { code: -32005, message: 'batch answer too large' } as const;

/** The reply text of a call past the bound, with its id (as JSON text). */
export function overBatchText(idJson: string, maxBatchReplyBytes: number): string {
  const { code, message } = batchReplyTooLarge;
  return `{"jsonrpc":"2.0","id":${idJson},"error":{"code":${code},"message":"${message}","data":{"maxBatchReplyBytes":${maxBatchReplyBytes}}}}`;
}

/** Every reply the engine writes starts so; the id's text follows. */
const prefix = '{"jsonrpc":"2.0","id":';

/** The id's JSON text in a reply the engine wrote (a string, a number or null). */
export function replyIdJson(body: string): string {
  if (!body.startsWith(prefix)) return 'null';
  const start = prefix.length;
  let end = start;
  if (body[start] === '"') {
    for (end = start + 1; end < body.length; end++) {
      if (body[end] === '\\') end++;
      else if (body[end] === '"') break;
    }
    end++;
  } else while (end < body.length && body[end] !== ',' && body[end] !== '}') end++;
  return body.slice(start, end);
}

/**
 * Replaces, in place, the reply that takes the batch's answer (the replies joined, with their commas and brackets)
 * past `max` characters, and every reply after it. Returns whether any was replaced.
 */
export function boundBatch(bodies: (string | undefined)[], max: number): boolean {
  let size = 2;
  let over = false;
  for (let i = 0; i < bodies.length; i++) {
    const body = bodies[i];
    if (body === undefined) continue;
    if (!over) {
      size += body.length + 1;
      if (size - 1 <= max) continue;
      over = true;
    }
    bodies[i] = overBatchText(replyIdJson(body), max);
  }
  return over;
}
