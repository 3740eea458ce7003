import { AbortError, ConnectionError, TimeoutError } from "../client-errors.js";
import { Deadlines } from "./deadlines.js";
const defaultMaxResponseBytes = 64 * 1024 * 1024;
const maxResponseBytesCap = 2 ** 29 - 24;
const shortKeyLength = 4;
function masker(secret, context = "") {
  const secrets = typeof secret === "string" ? [secret].filter((s) => s !== "") : (secret ?? []).filter((s) => s.length >= shortKeyLength);
  if (secrets.length === 0) return Object.assign((text) => text, { clip: (text, max, cut = false) => cutText(text, max, cut, []) });
  const escape = (text) => JSON.stringify(text).slice(1, -1);
  const bare = secrets.flatMap((one) => {
    const encoded = encodeURIComponent(one);
    return [one, encoded, encoded.replace(/%[0-9A-F]{2}/g, (hex) => hex.toLowerCase()), escape(one), escape(escape(one))];
  });
  const short = typeof secret === "string" && secret.length < shortKeyLength;
  const forms = [...new Set(short ? bare.map((form) => context + form) : bare)].sort((a, b) => b.length - a.length);
  const masked = short ? `${context}***` : "***";
  const mask = (text) => {
    let out = text;
    for (let pass = 0; pass < 3; pass++) {
      const before = out;
      for (const form of forms) if (out.includes(form)) out = out.split(form).join(masked);
      if (out === before) break;
    }
    return out;
  };
  const longest = forms[0]?.length ?? 0;
  const clip = (text, max, cut = false) => {
    const window = 2 * max + longest;
    if (text.length > window) return cutText(dropPartialKey(mask(text.slice(0, window)), forms), max, true, forms);
    return cutText(mask(text), max, cut, forms);
  };
  return Object.assign(mask, { clip });
}
function cutText(text, max, cut, forms) {
  if (text.length > max) return `${dropPartialKey(text.slice(0, max), forms)}\u2026`;
  return cut ? `${dropPartialKey(text, forms)}\u2026` : text;
}
function dropPartialKey(text, forms) {
  let drop = 0;
  for (const form of forms) {
    for (let k = Math.min(form.length - 1, text.length); k > drop; k--) {
      if (text.endsWith(form.slice(0, k))) {
        drop = k;
        break;
      }
    }
  }
  return text.slice(0, text.length - drop);
}
function preview(value, mask, max = 200) {
  let text;
  try {
    text = JSON.stringify(value) ?? String(value);
  } catch {
    text = "(a value nested too deep to print)";
  }
  return mask.clip(text, max);
}
const maskDepth = 64;
function maskIssues(issues, mask) {
  return issues.map((issue) => ({ path: mask(issue.path), message: mask(issue.message), keyword: issue.keyword }));
}
function maskJson(value, mask, depth = 0) {
  if (typeof value === "string") return mask(value);
  if (value === null || typeof value !== "object") return value;
  if (depth >= maskDepth) return "(nested too deep: left out)";
  if (Array.isArray(value)) return value.map((item) => maskJson(item, mask, depth + 1));
  const out = {};
  for (const [key, item] of Object.entries(value)) {
    Object.defineProperty(out, mask(key), { value: maskJson(item, mask, depth + 1), enumerable: true, writable: true, configurable: true });
  }
  return out;
}
const transientCodes = /* @__PURE__ */ new Set(["ECONNRESET", "ECONNREFUSED", "EPIPE", "ETIMEDOUT", "EAI_AGAIN", "ECONNABORTED", "EHOSTUNREACH", "ENETUNREACH", "ENETDOWN", "UND_ERR_SOCKET"]);
function connectionError(error, endpoint, mask, what) {
  const e = error;
  const code = typeof e?.code === "string" ? e.code : typeof e?.cause?.code === "string" ? e.cause.code : void 0;
  const text = [e?.message, e?.cause?.message].filter((m) => typeof m === "string" && m !== "").join(": ") || String(error);
  const retryable = code === void 0 ? /socket hang up|other side closed|terminated/i.test(text) : transientCodes.has(code);
  return new ConnectionError(mask.clip(`${what} to ${endpoint} failed: ${text}`, 1e3), code, endpoint, retryable);
}
function watch(control, endpoint, fail, coarse = false) {
  let clear;
  if (coarse && control.timeout >= coarseFrom) {
    const deadline = timeouts.add(control.timeout, { expire: () => fail(new TimeoutError(control.timeout, control.what, endpoint)) });
    clear = () => timeouts.delete(deadline);
  } else {
    const timer = setTimeout(() => fail(new TimeoutError(control.timeout, control.what, endpoint)), control.timeout);
    clear = () => clearTimeout(timer);
  }
  const abort = control.abort;
  if (abort === void 0) return clear;
  const unlisten = abort.listen(() => fail(new AbortError(control.what, endpoint)));
  return () => {
    clear();
    unlisten();
  };
}
const coarseFrom = 1e3;
const timeouts = new Deadlines();
const noop = () => void 0;
function abortWatch(signal, onAbort) {
  if (onAbort === void 0) {
    if (signal === void 0) return void 0;
    return {
      get aborted() {
        return signal.aborted;
      },
      listen(listener) {
        signal.addEventListener("abort", listener, { once: true });
        return () => signal.removeEventListener("abort", listener);
      },
      close: noop
    };
  }
  let aborted = false;
  let current;
  const fire = () => {
    if (aborted) return;
    aborted = true;
    const listener = current;
    current = void 0;
    listener?.();
  };
  const stop = onAbort(fire);
  const unlinkSignal = signal === void 0 ? noop : (signal.addEventListener("abort", fire, { once: true }), () => signal.removeEventListener("abort", fire));
  if (signal?.aborted) fire();
  return {
    get aborted() {
      return aborted;
    },
    listen(listener) {
      current = listener;
      return () => {
        if (current === listener) current = void 0;
      };
    },
    close() {
      current = void 0;
      if (typeof stop === "function") stop();
      unlinkSignal();
    }
  };
}
function guarded(callback, onError) {
  return (...args) => {
    try {
      callback(...args);
    } catch (error) {
      onError(error);
    }
  };
}
export {
  abortWatch,
  connectionError,
  defaultMaxResponseBytes,
  guarded,
  maskIssues,
  maskJson,
  masker,
  maxResponseBytesCap,
  preview,
  shortKeyLength,
  watch
};
