// A call to a family with several primaries (pool.ts): the best up node; for an idempotent method, after an upstream
// failure (an outage or a rejected answer, never the node's own error object), the next best not yet tried, at most
// `retries` more times and while the call's limit lasts, each attempt but the last given a share of what is left;
// with `hedge`, a second node asked after the family's p95 latency, the first answer winning. A call that is not
// idempotent goes to one node once. After an outage with no node left to try: the partner (upstream-forward.ts).
import { Lagging, laggingError, laggingNull, noteHead } from './lagging.js';
import { primaryOut } from './node.js';
import { hedgedRace, type Member } from './pool.js';
import type { Call, Forwarder } from './upstream-forward.js';

/** What one node did with the call: its answer (a result, or its error object masked for the caller). */
type Settled = { value: unknown; member: Member } | { error: unknown };

/** `call` through its family's pool; `mayFailOver`: its key may use the partner, so no attempt has the whole limit. */
export function pooled(forwarder: Forwarder, call: Call, mayFailOver: boolean): Promise<unknown> {
  return new PooledCall(forwarder, call, mayFailOver).run();
}

/** An upstream request that failed, and the node it went to (whose mask its error is read with). */
class Failure {
  constructor(
    readonly error: unknown,
    readonly member: Member,
  ) {}
}

/** One call's way through the pool: the nodes tried, and the failures kept for the answer when none succeeds. */
class PooledCall {
  private readonly started = performance.now();
  private readonly tried: Member[] = [];
  /** The last node's failure (not a lagging one). */
  private last: Failure | undefined;
  /** A node behind the others, its answer kept in case no node does better. */
  private lagged: Lagging | undefined;

  constructor(
    private readonly forwarder: Forwarder,
    private readonly call: Call,
    private readonly mayFailOver: boolean,
  ) {}

  async run(): Promise<unknown> {
    const { idempotent, context, route } = this.call;
    const { resolved } = this.forwarder.settings;
    const members = route.primary;
    for (let attempts = 0; ; attempts++) {
      const member = members.pick(this.tried, !idempotent);
      if (member === undefined) break;
      resolved.event(member.node.label, attempts === 0 ? 'selected' : 'retry');
      members.earnHedge();
      const more = idempotent && attempts < resolved.retries && members.members.some((m) => m !== member && m.node.up && !this.tried.includes(m));
      // A later attempt or the partner must still have time: this one gets a share of what is left, and goes alone
      // (a batch has one timeout for all its calls).
      const alone = more || this.mayFailOver;
      const timeout = alone ? this.forwarder.shareOf(context, this.started) : undefined;
      let settled: Settled;
      try {
        settled = idempotent && resolved.hedge !== undefined && !this.call.batched ? await this.hedged(member, resolved.hedge, timeout) : await this.one(member, undefined, timeout, alone);
      } catch (error) {
        if (!(error instanceof Failure)) throw error;
        // The call ended by its caller or its limit, or the gateway short of room: final, and no fault of the node's.
        if (resolved.answers.ours(error.error)) throw resolved.answers.answerError(error.error, error.member.node.mask);
        if (error.error instanceof Lagging) this.lagged = error.error;
        else this.last = error;
        if (!idempotent || attempts >= resolved.retries || context.signal?.aborted === true) break;
        continue;
      }
      if ('error' in settled) throw settled.error;
      this.forwarder.answeredBy.set(context, settled.member.node);
      return settled.value;
    }
    return this.noneAnswered();
  }

  /** `member` asked, and a second node too if it has not answered after the family's p95 latency. */
  private async hedged(member: Member, hedge: { minMs: number; maxMs: number }, timeout: number | undefined): Promise<Settled> {
    const { event } = this.forwarder.settings.resolved;
    const members = this.call.route.primary;
    const delay = members.hedgeDelay(hedge.minMs, hedge.maxMs);
    // The hedge is paid for when it is sent, so calls answered in time cost none of the budget.
    const second = () => {
      const other = members.pick(this.tried);
      if (other === undefined || !members.takeHedge()) return undefined;
      event(other.node.label, 'hedge');
      return other;
    };
    return (await hedgedRace(member, second, delay, this.call.context.signal, (m, signal) => this.one(m, signal, timeout, true), (m) => event(m.node.label, 'cancelled'))) as Settled;
  }

  /**
   * One request to one node, measured for its score. A node's answer (a result, or its error object masked for the
   * caller) resolves: it ends a hedged race as a result does; anything else rejects with a `Failure` naming the node.
   */
  private async one(member: Member, signal: AbortSignal | undefined, timeout: number | undefined, alone: boolean): Promise<Settled> {
    const { route, method, params, context, batched, idempotent } = this.call;
    const { hooks, answers, event } = this.forwarder.settings.resolved;
    const members = route.primary;
    this.tried.push(member);
    member.inFlight++;
    const at = performance.now();
    try {
      const value = await this.forwarder.attempt(member.node, route.family, method, params, context, alone ? false : batched, timeout, signal);
      if (value === null && idempotent && laggingNull(method, params, member, members)) throw this.lagging(member, at, { value });
      noteHead(method, value, member);
      members.answered(member, performance.now() - at);
      return { value, member };
    } catch (error) {
      if (error instanceof Failure) throw error;
      if (error instanceof hooks.JsonRpcError) {
        if (idempotent && laggingError(error)) throw this.lagging(member, at, { error: answers.answerError(error, member.node.mask) });
        if (error.code === -32603) members.erred(member, performance.now() - at);
        else members.answered(member, performance.now() - at);
        return { error: answers.answerError(error, member.node.mask) };
      }
      if (!answers.ours(error)) {
        const outage = answers.unavailable(error);
        members.failed(member, performance.now() - at, outage !== undefined);
        if (outage !== undefined) member.node.down(outage);
        event(member.node.label, 'error');
      }
      throw new Failure(error, member);
    } finally {
      member.inFlight--;
    }
  }

  /** A node behind the others (lagging.ts): scored as an error, its answer kept for the caller if no node does better. */
  private lagging(member: Member, at: number, settled: Lagging['settled']): Failure {
    this.call.route.primary.erred(member, performance.now() - at);
    this.forwarder.settings.resolved.event(member.node.label, 'lagging');
    return new Failure(new Lagging(settled), member);
  }

  /** No node answered: a lagging node's answer, else the last node's error object, else the partner or the outage. */
  private async noneAnswered(): Promise<unknown> {
    const { answers } = this.forwarder.settings.resolved;
    const members = this.call.route.primary;
    const { last, lagged } = this;
    // A late node's answer is still an answer: better than an outage error of the nodes tried after it.
    if (lagged !== undefined) {
      if ('error' in lagged.settled) throw lagged.settled.error;
      return lagged.settled.value;
    }
    const outage = last === undefined ? (members.single ? primaryOut(members.members[0]!.node) : 'every upstream of the family is down') : answers.unavailable(last.error);
    if (last !== undefined && outage === undefined) throw answers.answerError(last.error, last.member.node.mask);
    return this.forwarder.viaPartner(this.call, outage!);
  }
}
