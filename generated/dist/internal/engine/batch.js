const batchReplyTooLarge = { code: -32005, message: "batch answer too large" };
function overBatchText(idJson, maxBatchReplyBytes) {
  const { code, message } = batchReplyTooLarge;
  return `{"jsonrpc":"2.0","id":${idJson},"error":{"code":${code},"message":"${message}","data":{"maxBatchReplyBytes":${maxBatchReplyBytes}}}}`;
}
const prefix = '{"jsonrpc":"2.0","id":';
function replyIdJson(body) {
  if (!body.startsWith(prefix)) return "null";
  const start = prefix.length;
  let end = start;
  if (body[start] === '"') {
    for (end = start + 1; end < body.length; end++) {
      if (body[end] === "\\") end++;
      else if (body[end] === '"') break;
    }
    end++;
  } else while (end < body.length && body[end] !== "," && body[end] !== "}") end++;
  return body.slice(start, end);
}
function boundBatch(bodies, max) {
  let size = 2;
  let over = false;
  for (let i = 0; i < bodies.length; i++) {
    const body = bodies[i];
    if (body === void 0) continue;
    if (!over) {
      size += body.length + 1;
      if (size - 1 <= max) continue;
      over = true;
    }
    bodies[i] = overBatchText(replyIdJson(body), max);
  }
  return over;
}
export {
  batchReplyTooLarge,
  boundBatch,
  overBatchText,
  replyIdJson
};
