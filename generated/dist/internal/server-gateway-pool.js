const latencyWindow = 64;
const alpha = 0.2;
const errorWeight = 4;
const exploreEvery = 16;
const badAnswersOut = 3;
const callsPerHedge = 10;
const hedgeBurst = 10;
const provenAnswers = 3;
const maxPoolNodes = 32;
class Member {
  constructor(node, errorCostMs = 0) {
    this.node = node;
    this.errorCostMs = errorCostMs;
  }
  node;
  errorCostMs;
  latencyMs = 0;
  errorRate = 0;
  measured = false;
  inFlight = 0;
  badInARow = 0;
  /** The highest block number the node gave in an answer (-1: none yet): how far it has synced (server-gateway-lagging.ts). */
  head = -1;
  /** Calls answered since the node came back in or last failed (counted up to `provenAnswers`). */
  answers = 0;
  /** `node.since` when the averages were last reset: a node probed back in starts afresh. */
  seen = 0;
  score() {
    this.fresh();
    if (!this.measured) return 0;
    return (this.latencyMs * (1 + errorWeight * this.errorRate) + this.errorRate * this.errorCostMs) * (1 + this.inFlight);
  }
  /** Whether the node has answered calls again since it came back in or last failed: it may take a write. */
  proven() {
    this.fresh();
    return this.answers >= provenAnswers;
  }
  /** Starts the node's record afresh when it was probed back in since it was last read. */
  fresh() {
    if (this.node.since === this.seen) return;
    this.seen = this.node.since;
    this.measured = false;
    this.errorRate = 0;
    this.badInARow = 0;
    this.head = -1;
    this.answers = 0;
  }
  measure(ms, failed) {
    if (failed) this.answers = 0;
    else if (this.answers < provenAnswers) this.answers++;
    if (!this.measured) {
      this.measured = true;
      this.latencyMs = ms;
      this.errorRate = failed ? 1 : 0;
      return;
    }
    this.latencyMs += alpha * (ms - this.latencyMs);
    this.errorRate += alpha * ((failed ? 1 : 0) - this.errorRate);
  }
}
class Pool {
  members;
  turn = 0;
  window = new Float64Array(latencyWindow);
  filled = 0;
  next = 0;
  p95;
  sinceP95 = 0;
  hedgeTokens = hedgeBurst;
  constructor(nodes, errorCostMs = 0) {
    this.members = nodes.map((node) => new Member(node, errorCostMs));
  }
  /** One node only: the router's short path (no choice, nothing to retry on). */
  get single() {
    return this.members.length === 1;
  }
  anyUp() {
    return this.members.some((m) => m.node.up);
  }
  /**
   * The up node a call goes to, of those not in `tried`; undefined when none is left. `write`: a call that is not
   * idempotent, whose best node is chosen among the proven ones when one is up (see the header); its round-robin
   * turn (one in 16) still goes to any up node, so that a pool fed only such calls (every call outside the spec)
   * measures a node back in again, rather than never calling it.
   */
  pick(tried = [], write = false) {
    let best;
    let bestScore = Infinity;
    const candidates = [];
    const provenOnly = write && this.members.some((m) => m.node.up && !tried.includes(m) && m.proven());
    for (const member of this.members) {
      if (!member.node.up || tried.includes(member)) continue;
      candidates.push(member);
      if (provenOnly && !member.proven()) continue;
      const score = member.score();
      if (score < bestScore) {
        best = member;
        bestScore = score;
      }
    }
    this.turn = (this.turn + 1) % (exploreEvery * this.members.length);
    if (best !== void 0 && candidates.length > 1 && this.turn % exploreEvery === 0) {
      const others = candidates.filter((m) => m !== best);
      return others[this.turn / exploreEvery % others.length];
    }
    return best;
  }
  /** A call `member` answered (a result or its own error object) in `ms`. */
  answered(member, ms) {
    member.measure(ms, false);
    member.badInARow = 0;
    this.window[this.next] = ms;
    this.next = (this.next + 1) % latencyWindow;
    if (this.filled < latencyWindow) this.filled++;
    this.sinceP95++;
  }
  /**
   * A call `member` answered with its own internal error (-32603: by JSON-RPC's definition the server's failure, never
   * the caller's): its score counts it as an error, or a node whose store broke would answer every call at once with
   * -32603 and win them all. The caller gets the answer as it is; no retry, no take-out (a revert or an invalid
   * params error stays an answer, as any other code).
   */
  erred(member, ms) {
    member.measure(ms, true);
  }
  /**
   * A call `member` failed after `ms`: an outage (the router marks the node down) or a rejected answer, which takes
   * the node out once it is the third in a row, when the family has another node to go to.
   */
  failed(member, ms, outage) {
    member.measure(ms, true);
    if (outage) return;
    member.badInARow++;
    if (member.badInARow >= badAnswersOut && this.members.length > 1) member.node.down(`${badAnswersOut} rejected answers in a row`);
  }
  /**
   * The delay before a hedged second request: the p95 of the family's last `latencyWindow` answered calls, within
   * `[minMs, maxMs]` (`maxMs` until 8 calls were answered). Sorting 64 numbers is a few microseconds; it is redone
   * once every 8 answers.
   */
  hedgeDelay(minMs, maxMs) {
    if (this.filled < 8) return maxMs;
    if (this.p95 === void 0 || this.sinceP95 >= 8) {
      const sorted = this.window.slice(0, this.filled).sort((a, b) => a - b);
      this.p95 = sorted[Math.ceil(0.95 * this.filled) - 1];
      this.sinceP95 = 0;
    }
    return Math.min(maxMs, Math.max(minMs, this.p95));
  }
  /** Whether a hedge may be sent now: one per `callsPerHedge` calls, so hedging never more than adds a tenth to the load (bursts aside). */
  takeHedge() {
    if (this.hedgeTokens < 1) return false;
    this.hedgeTokens -= 1;
    return true;
  }
  /** A call started: it earns a tenth of a hedge. */
  earnHedge() {
    this.hedgeTokens = Math.min(hedgeBurst, this.hedgeTokens + 1 / callsPerHedge);
  }
}
function hedgedRace(first, second, delayMs, signal, start, cancelled) {
  return new Promise((resolve, reject) => {
    const running = [];
    let settled = false;
    let hedged = false;
    let failure;
    const onAbort = () => {
      for (const { controller } of running) controller.abort();
    };
    signal?.addEventListener("abort", onAbort, { once: true });
    const finish = () => {
      settled = true;
      clearTimeout(timer);
      signal?.removeEventListener("abort", onAbort);
    };
    const launch = (member) => {
      const controller = new AbortController();
      const entry = { member, controller };
      running.push(entry);
      if (signal?.aborted === true) controller.abort();
      start(member, controller.signal).then(
        (value) => {
          if (settled) return;
          finish();
          for (const other of running) {
            if (other === entry) continue;
            other.controller.abort();
            cancelled(other.member);
          }
          resolve(value);
        },
        (error) => {
          running.splice(running.indexOf(entry), 1);
          if (settled) return;
          failure ??= { error };
          if (!hedged || running.length === 0) {
            finish();
            reject(failure.error);
          }
        }
      );
    };
    const timer = setTimeout(() => {
      if (settled) return;
      hedged = true;
      const member = second();
      if (member !== void 0) launch(member);
    }, delayMs);
    launch(first);
  });
}
export {
  Member,
  Pool,
  hedgedRace,
  latencyWindow,
  maxPoolNodes,
  provenAnswers
};
