const defaultResponseBudget = 128 * 1024 * 1024;
function responseBudget(limit) {
  return { limit, inUse: 0 };
}
function isResponseBudget(value) {
  const budget = value;
  return typeof budget === "object" && budget !== null && Number.isSafeInteger(budget.limit) && budget.limit > 0 && Number.isSafeInteger(budget.inUse) && budget.inUse >= 0;
}
class Lease {
  held = 0;
  /** Set once released: no byte more is taken (a chunk arriving after its answer was dropped is not kept). */
  closed = false;
  budget;
  constructor(budget) {
    this.budget = budget;
  }
  /** Holds `total` bytes in all (taking only what is not held yet); false, holding nothing more, when the budget
   * cannot give them. */
  grow(total) {
    if (this.closed) return false;
    const more = total - this.held;
    if (more <= 0) return true;
    if (this.budget.inUse + more > this.budget.limit) return false;
    this.budget.inUse += more;
    this.held = total;
    return true;
  }
  /** Gives every byte back once the current turn and its promise callbacks have run. */
  releaseLater() {
    this.closed = true;
    if (this.held === 0) return;
    if (later.push(this) === 1) afterTurn(releaseAll);
  }
  /** Gives every byte back (again: nothing). */
  release() {
    this.closed = true;
    this.budget.inUse = Math.max(0, this.budget.inUse - this.held);
    this.held = 0;
  }
  /** Bytes the budget's other holders have, for messages. */
  get others() {
    return this.budget.inUse - this.held;
  }
}
const later = [];
function afterTurn(f) {
  const host = globalThis;
  if (typeof host.setImmediate === "function") host.setImmediate(f);
  else setTimeout(f, 0);
}
function releaseAll() {
  const due = later.splice(0, later.length);
  for (const lease of due) lease.release();
}
export {
  Lease,
  defaultResponseBudget,
  isResponseBudget,
  responseBudget
};
