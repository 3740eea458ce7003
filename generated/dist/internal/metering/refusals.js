const creditsExhausted = { code: -32005, message: "daily credit limit exceeded" };
const rateLimited = { code: -32005, message: "request rate exceeded" };
const creditStoreUnavailable = { code: -32e3, message: "Service unavailable: credits cannot be checked now" };
function refusalRank(status) {
  return status === 429 ? 3 : status === 503 ? 2 : 1;
}
function rateVerdict(verdict) {
  if (verdict === 0) return 0;
  const rate = Number(verdict.creditsPerSecond);
  const wait = Number(verdict.retryAfterMs);
  return { creditsPerSecond: Number.isFinite(rate) ? rate : 0, retryAfterMs: Number.isFinite(wait) && wait > 0 ? Math.ceil(wait) : 1e3 };
}
function secondsToReset() {
  const now = Date.now();
  return Math.max(1, Math.ceil(((Math.floor(now / 864e5) + 1) * 864e5 - now) / 1e3));
}
let lastIso = { time: Number.NaN, text: "" };
function isoTime(time) {
  if (time !== lastIso.time) {
    const date = new Date(time);
    lastIso = { time, text: Number.isNaN(date.getTime()) ? "invalid" : date.toISOString() };
  }
  return lastIso.text;
}
function refusalStatus(refusal) {
  return refusal.kind === "rate" ? 429 : refusal.kind === "unavailable" ? 503 : 402;
}
function refusalRetryAfter(refusal) {
  if (refusal.kind === "rate") return Math.max(1, Math.ceil(refusal.retryAfterMs / 1e3));
  if (refusal.kind === "unavailable") return 1;
  return Math.max(1, Math.ceil((refusal.resetsAt - Date.now()) / 1e3));
}
function refusalText(idJson, refusal) {
  if (refusal.kind === "rate") {
    const { code: code2, message: message2 } = rateLimited;
    const data2 = `{"creditsPerSecond":${JSON.stringify(refusal.creditsPerSecond)},"retryAfterMs":${JSON.stringify(refusal.retryAfterMs)}}`;
    return `{"jsonrpc":"2.0","id":${idJson},"error":{"code":${code2},"message":"${message2}","data":${data2}}}`;
  }
  if (refusal.kind === "unavailable") {
    const { code: code2, message: message2 } = creditStoreUnavailable;
    return `{"jsonrpc":"2.0","id":${idJson},"error":{"code":${code2},"message":"${message2}"}}`;
  }
  const { code, message } = creditsExhausted;
  const data = `{"cost":${JSON.stringify(refusal.cost)},"balance":${JSON.stringify(refusal.balance)},"resetsAt":"${isoTime(refusal.resetsAt)}"}`;
  return `{"jsonrpc":"2.0","id":${idJson},"error":{"code":${code},"message":"${message}","data":${data}}}`;
}
export {
  creditStoreUnavailable,
  creditsExhausted,
  rateLimited,
  rateVerdict,
  refusalRank,
  refusalRetryAfter,
  refusalStatus,
  refusalText,
  secondsToReset
};
