// Several upstream nodes for one method family: which one a call goes to, and the hedged race of two. Each node has
// a score from its recent calls, lower is better:
//
//   score = (latency × (1 + 4 × errorRate) + errorRate × timeout) × (1 + callsInFlight)
//
// The `errorRate × timeout` term (the upstream call timeout, 30 s by default) prices a failure as a call that took the
// whole timeout: a failed call costs its caller a retry or an error, whatever its speed. Without it a node that
// answers garbage at once (1 ms, half its calls rejected) would score 3 ms against an honest node's 50 ms and take
// nearly every call, its failures never enough to lose (3 rejected in a row take it out; every other one is not).
//
// where `latency` and `errorRate` are exponentially weighted moving averages over the node's calls (α = 0.2: the last
// call weighs a fifth, one ten calls back about a tenth of that, so the window is about the last 10 calls) and
// `errorRate` counts outages and rejected answers (1) against answers (0). A call goes to the up node with the lowest
// score, except one selection in 16, which goes round-robin to the other up nodes, so that a node that was slow is
// measured again and can win back its share. A node never measured scores 0: a new node, or one just probed back in,
// is tried at once, by the idempotent calls. A call that is not idempotent (a write: sent once, never retried) goes
// to the best of the nodes with a recent record: `provenAnswers` calls answered since it came back in or last failed,
// when the family has such a node up (the round-robin turn aside). Else a node that fails only on writes, probed
// back in on a read (the health probe) with a score of 0, took the next write after every probe, and failed it.
// A node is taken out after an outage (refused, reset, timeout, 5xx, socket closed: the router marks
// it down and it is probed back in), or after 3 rejected answers in a row (garbage, a wrong shape, a 4xx) when its
// family has another node. The hedge delay is the p95 of the family's last 64 answered calls. Everything here is
// bounded by the nodes configured: fixed-size windows, no map that grows with traffic. 
import type { UpstreamNode } from './node.js';

/** Answered calls per family kept for the hedge delay's p95. */
export const latencyWindow = 64;
/** Weight of the newest call in a node's moving averages. */
const alpha = 0.2;
/** How much the error rate raises the score: a node failing every call scores 5 × its latency. */
const errorWeight = 4;
/** One selection in this many goes round-robin to the other up nodes (5 %), so that each is measured again. */
const exploreEvery = 16;
/** Rejected answers in a row that take a node out, when its family has another. */
const badAnswersOut = 3;
/** Hedges the family may send: one per this many calls on average, with a burst of `hedgeBurst`. */
const callsPerHedge = 10;
const hedgeBurst = 10;
/** Calls a node answers, since it came back in or last failed, before it takes calls that are not idempotent. */
export const provenAnswers = 3;
/** Most nodes in one family's list. */
export const maxPoolNodes = 32;

/** One node of a pool and what the pool measured of it. */
export class Member {
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
  private seen = 0;

  constructor(
    readonly node: UpstreamNode,
    /** What an error costs in the score (the upstream timeout, ms): see the header. */
    private readonly errorCostMs = 0,
  ) {}

  score(): number {
    this.fresh();
    if (!this.measured) return 0;
    return (this.latencyMs * (1 + errorWeight * this.errorRate) + this.errorRate * this.errorCostMs) * (1 + this.inFlight);
  }

  /** Whether the node has answered calls again since it came back in or last failed: it may take a write. */
  proven(): boolean {
    this.fresh();
    return this.answers >= provenAnswers;
  }

  /** Starts the node's record afresh when it was probed back in since it was last read. */
  private fresh(): void {
    if (this.node.since === this.seen) return;
    this.seen = this.node.since;
    this.measured = false;
    this.errorRate = 0;
    this.badInARow = 0;
    this.head = -1;
    this.answers = 0;
  }

  measure(ms: number, failed: boolean): void {
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

/** The nodes of one family, best first. */
export class Pool {
  readonly members: readonly Member[];
  private turn = 0;
  private readonly window = new Float64Array(latencyWindow);
  private filled = 0;
  private next = 0;
  private p95: number | undefined;
  private sinceP95 = 0;
  private hedgeTokens = hedgeBurst;

  constructor(nodes: readonly UpstreamNode[], errorCostMs = 0) {
    this.members = nodes.map((node) => new Member(node, errorCostMs));
  }

  /** One node only: the router's short path (no choice, nothing to retry on). */
  get single(): boolean {
    return this.members.length === 1;
  }

  anyUp(): boolean {
    return this.members.some((m) => m.node.up);
  }

  /**
   * The up node a call goes to, of those not in `tried`; undefined when none is left. `write`: a call that is not
   * idempotent, whose best node is chosen among the proven ones when one is up (see the header); its round-robin
   * turn (one in 16) still goes to any up node, so that a pool fed only such calls (every call outside the spec)
   * measures a node back in again, rather than never calling it.
   */
  pick(tried: readonly Member[] = [], write = false): Member | undefined {
    let best: Member | undefined;
    let bestScore = Infinity;
    const candidates: Member[] = [];
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
    if (best !== undefined && candidates.length > 1 && this.turn % exploreEvery === 0) {
      const others = candidates.filter((m) => m !== best);
      return others[(this.turn / exploreEvery) % others.length]!;
    }
    return best;
  }

  /** A call `member` answered (a result or its own error object) in `ms`. */
  answered(member: Member, ms: number): void {
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
  erred(member: Member, ms: number): void {
    member.measure(ms, true);
  }

  /**
   * A call `member` failed after `ms`: an outage (the router marks the node down) or a rejected answer, which takes
   * the node out once it is the third in a row, when the family has another node to go to.
   */
  failed(member: Member, ms: number, outage: boolean): void {
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
  hedgeDelay(minMs: number, maxMs: number): number {
    if (this.filled < 8) return maxMs;
    if (this.p95 === undefined || this.sinceP95 >= 8) {
      const sorted = this.window.slice(0, this.filled).sort((a, b) => a - b);
      this.p95 = sorted[Math.ceil(0.95 * this.filled) - 1]!;
      this.sinceP95 = 0;
    }
    return Math.min(maxMs, Math.max(minMs, this.p95));
  }

  /** Whether a hedge may be sent now: one per `callsPerHedge` calls, so hedging never more than adds a tenth to the load (bursts aside). */
  takeHedge(): boolean {
    if (this.hedgeTokens < 1) return false;
    this.hedgeTokens -= 1;
    return true;
  }

  /** A call started: it earns a tenth of a hedge. */
  earnHedge(): void {
    this.hedgeTokens = Math.min(hedgeBurst, this.hedgeTokens + 1 / callsPerHedge);
  }
}

/**
 * Runs `start(first)`, and after `delayMs` without an answer `start(second())` as well (when `second` gives a node):
 * the first answer wins, the other request is aborted (`cancelled` is told). A failure before the hedge is sent ends
 * the race at once (the caller's retry takes over); after, the race waits for the other request, and fails with the
 * first failure when both failed. The caller's `signal` aborts both.
 */
export function hedgedRace(
  first: Member,
  second: () => Member | undefined,
  delayMs: number,
  signal: AbortSignal | undefined,
  start: (member: Member, signal: AbortSignal) => Promise<unknown>,
  cancelled: (member: Member) => void,
): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const running: { member: Member; controller: AbortController }[] = [];
    let settled = false;
    let hedged = false;
    let failure: { error: unknown } | undefined;
    const onAbort = () => {
      for (const { controller } of running) controller.abort();
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    const finish = () => {
      settled = true;
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    };
    const launch = (member: Member) => {
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
        (error: unknown) => {
          running.splice(running.indexOf(entry), 1);
          if (settled) return;
          failure ??= { error };
          if (!hedged || running.length === 0) {
            finish();
            reject(failure.error);
          }
        },
      );
    };
    const timer = setTimeout(() => {
      if (settled) return;
      hedged = true;
      const member = second();
      if (member !== undefined) launch(member);
    }, delayMs);
    launch(first);
  });
}
