// Two small helpers the gateway's modules share (the generated engine has its own; these are not read from it, being
// no fact of the spec).

/** Code-unit order of two strings, for `Array.prototype.sort`: the same on every machine, unlike `localeCompare`. */
export const byCodeUnit = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** Whether `v` is a promise or any other thenable: a handler's answer may be either, or a plain value. */
export const isThenable = (v: unknown): v is PromiseLike<unknown> =>
  (typeof v === 'object' || typeof v === 'function') && v !== null && typeof (v as { then?: unknown }).then === 'function';
