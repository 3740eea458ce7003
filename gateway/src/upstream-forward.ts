// How one call reaches an upstream: to the family's primary, or to its partner when the primary is down or fails
// with an outage and the key may fail over; a family with several primaries through its pool (upstream-pooled.ts);
// a filter's calls back to the node that made the filter (filters.ts). Each request to a node is timed for the
// metrics. The spec's methods and the names outside it (upstream-outside.ts) both come here.
import type { HandlerContext } from 'rpcforge-generated/server';
import type { ChainWatch } from './chain.js';
import { filterCall, filterNotFound, StickyFilters } from './filters.js';
import { primaryOut, type UpstreamNode } from './node.js';
import type { UpstreamOptions } from './upstream-options.js';
import { pooled } from './upstream-pooled.js';
import type { Route } from './upstream-routes.js';
import type { Settings } from './upstream-settings.js';

/** One call as forwarded: what the spec (or the catalogue) says of its method, beside the call itself. */
export interface Call {
  route: Route;
  method: string;
  params: unknown;
  context: HandlerContext;
  /** The plans whose keys may fail over for this method (`x-failover`); undefined: none may. */
  plans: readonly string[] | undefined;
  /** Whether it may go in an upstream batch. */
  batched: boolean;
  /** Whether it may be sent twice (retried, hedged): the spec's `x-idempotent: true` only. */
  idempotent: boolean;
}

export class Forwarder {
  /**
   * The node that answered a call (by its context): for the cache to check its chain, and for a filter's maker, so
   * that the filter's later calls go back to it. Set on the one-node path only for those (`note`).
   */
  readonly answeredBy = new WeakMap<object, UpstreamNode>();
  private readonly filters = new StickyFilters();

  constructor(
    readonly settings: Settings,
    /** The families' routes, filled by the router as it reads the spec's methods. */
    private readonly routes: ReadonlyMap<string, Route>,
    private readonly planOf: UpstreamOptions['planOf'],
    /** Whether every call records the node that answered it (the cache checks the chain of what it keeps). */
    private readonly noteEvery: boolean,
    /** The chain check, built once the routes are (it reads them): asked before a partner is used. */
    private readonly chains: () => ChainWatch,
  ) {}

  /**
   * A call to the family's primary, or to its partner when the primary is down or fails with an outage and the key
   * may fail over. The usual case (one primary, up, answering) costs one promise; a family with several goes to
   * `pooled`.
   */
  forward(call: Call): Promise<unknown> {
    const filter = filterCall(call.method);
    if (filter !== undefined) return this.sticky(filter, call);
    return this.forwardRoute(call, this.noteEvery);
  }

  /** The node that answered, recorded for `context`, and the answer passed on. */
  answerOf(context: HandlerContext, node: UpstreamNode): (value: unknown) => unknown {
    return (value: unknown) => {
      this.answeredBy.set(context, node);
      return value;
    };
  }

  /**
   * A filter's call (filters.ts): a maker forwarded as any call, the node that answered recorded for
   * the caller's key; a use sent to that node only, or "filter not found", uncharged, when it is unknown to the key
   * or its node is out. Never retried on another node: no other node has the filter.
   */
  private async sticky(kind: 'make' | 'use', call: Call): Promise<unknown> {
    const { route, method, params, context, batched } = call;
    if (kind === 'make') {
      const id = await this.forwardRoute({ ...call, idempotent: false }, true);
      const by = this.answeredBy.get(context);
      if (by !== undefined) this.filters.made(context.apiKey, id, by);
      return id;
    }
    const { hooks, answers } = this.settings.resolved;
    const id = Array.isArray(params) ? params[0] : undefined;
    const target = this.filters.find(context.apiKey, id);
    if (target === undefined) throw filterNotFound(hooks, 'no filter of this id was made with this key through the gateway, or it was idle for 5 minutes');
    if (!target.up) throw filterNotFound(hooks, 'the node that made the filter is out');
    let value: unknown;
    try {
      value = await this.attempt(target, route.family, method, params, context, batched);
    } catch (error) {
      const outage = answers.unavailable(error);
      if (outage === undefined) {
        // The node forgot it (restarted, timed out): so does the gateway.
        if (error instanceof hooks.JsonRpcError && /filter not found/i.test(error.message)) this.filters.drop(context.apiKey, id);
        throw answers.answerError(error, target.mask);
      }
      if (target !== route.partner) target.down(outage);
      throw filterNotFound(hooks, `the node that made the filter is out (${outage})`);
    }
    if (method === 'eth_uninstallFilter') this.filters.drop(context.apiKey, id);
    return value;
  }

  /** `forward` for any call: `note` records the node that answered (`answeredBy`). */
  private forwardRoute(call: Call, note: boolean): Promise<unknown> {
    const { route, method, params, context, plans } = call;
    const { answers } = this.settings.resolved;
    const mayFailOver = plans !== undefined && route.partner !== undefined && this.eligible(context.apiKey, plans);
    if (!route.primary.single) return pooled(this, call, mayFailOver);
    const primary = route.primary.members[0]!.node;
    if (!primary.up) return this.viaPartner(call, primaryOut(primary));
    // A call that may fail over gives the primary only a share of its time limit, so that a primary that hangs times
    // out (an outage: it is marked down) while the partner still has the rest; the server's own deadline would
    // otherwise end the call first, with no failover and the primary never counted down. Such a call goes alone: a
    // batch has one timeout for all its calls.
    let timeout: number | undefined;
    let batched = call.batched;
    if (mayFailOver) {
      timeout = this.shareOf(context, performance.now());
      batched = false;
    }
    let answer: Promise<unknown>;
    try {
      answer = this.attempt(primary, route.family, method, params, context, batched, timeout);
    } catch (error) {
      answer = Promise.reject(error);
    }
    return answer.then(note ? this.answerOf(context, primary) : undefined, (error: unknown) => {
      const outage = answers.unavailable(error);
      if (outage === undefined) throw answers.answerError(error, primary.mask);
      primary.down(outage);
      return this.viaPartner({ ...call, batched }, outage);
    });
  }

  /** The partner's answer for a key that may fail over; the outage error for any other. */
  async viaPartner(call: Call, outage: string): Promise<unknown> {
    const { route, method, params, context, plans, batched } = call;
    const { partner, family } = route;
    const { answers } = this.settings.resolved;
    // A partner is down only when the chain check found it on another chain (chain.ts): never used then.
    if (partner === undefined || !this.eligible(context.apiKey, plans)) throw answers.outageError(outage);
    // In the first moments, the partner's chain check may still run: its verdict first (chain.ts).
    const verdict = this.chains().partnerVerdict(family);
    if (verdict !== undefined) await verdict;
    if (!partner.up) throw answers.outageError(outage);
    this.settings.hook((m) => m.failover(method));
    try {
      return this.answerOf(context, partner)(await this.attempt(partner, family, method, params, context, batched));
    } catch (error) {
      const partnerOutage = answers.unavailable(error);
      throw partnerOutage === undefined ? answers.answerError(error, partner.mask) : answers.outageError(`${partnerOutage} (partner)`);
    }
  }

  /** Whether the key's plan may use the partner for a method that names `plans`. */
  private eligible(apiKey: string, plans: readonly string[] | undefined): boolean {
    if (plans === undefined || this.planOf === undefined) return false;
    const plan = this.planOf(apiKey);
    if (plan === undefined) return false;
    return plan.failover ?? plans.includes(plan.name);
  }

  /**
   * One call to one node, timed and reported to `metrics`. A batched call reads no AbortSignal: making one per call
   * (and watching the caller's connection for it) is not free, and a batch cannot be aborted for one of its calls.
   */
  attempt(target: UpstreamNode, family: string, method: string, params: unknown, context: HandlerContext | undefined, batched: boolean, timeout?: number, signal?: AbortSignal): Promise<unknown> {
    if (this.settings.metrics === undefined) return send(target, method, params, context, batched, timeout, signal);
    return this.timed(target, family, method, params, context, batched, timeout, signal);
  }

  private async timed(target: UpstreamNode, family: string, method: string, params: unknown, context: HandlerContext | undefined, batched: boolean, timeout: number | undefined, signal: AbortSignal | undefined): Promise<unknown> {
    const { hook } = this.settings;
    const started = performance.now();
    try {
      const result = await send(target, method, params, context, batched, timeout, signal);
      hook((m) => m.upstreamCall(family, performance.now() - started, 'ok'));
      return result;
    } catch (error) {
      const outcome = this.settings.resolved.answers.upstreamOutcome(error);
      if (outcome !== undefined) hook((m) => m.upstreamCall(family, performance.now() - started, outcome));
      throw error;
    }
  }

  /** The time one attempt has when another may follow it (a retry, a failover): a share of what is left of the call's limit. */
  shareOf(context: HandlerContext, started: number): number | undefined {
    const { resolved } = this.settings;
    const limit = context.timeoutMs;
    if (typeof limit !== 'number' || !(limit >= 0)) return undefined;
    return Math.max(1, Math.min(resolved.timeoutMs, Math.floor((limit - (performance.now() - started)) * resolved.primaryShare)));
  }

  /** A block of the family's upstream by tag (`eth_getBlockByNumber(tag, false)`): the gas cap's, the cache's finalized block. */
  async readBlock(family: string, tag: string, from?: UpstreamNode): Promise<unknown> {
    const { answers } = this.settings.resolved;
    const route = this.routes.get(family);
    if (route === undefined) throw new TypeError(`no upstream for the method family ${family}`);
    // The partner's chain is the same chain: while every primary is down its limit serves every key.
    const best = from ?? route.primary.pick()?.node;
    const target = best ?? (route.partner?.up === true ? route.partner : undefined) ?? route.primary.members[0]!.node;
    let block: unknown;
    try {
      block = await this.attempt(target, family, 'eth_getBlockByNumber', [tag, false], undefined, false);
    } catch (error) {
      const outage = answers.unavailable(error);
      if (outage !== undefined && target !== route.partner) target.down(outage);
      throw outage === undefined ? answers.answerError(error, target.mask) : answers.outageError(outage);
    }
    return block;
  }
}

/** One request: `signal` when the caller gives one (a hedged race), else the call's own abort (`UpstreamNode.callFor`). */
function send(target: UpstreamNode, method: string, params: unknown, context: HandlerContext | undefined, batched: boolean, timeout: number | undefined, signal: AbortSignal | undefined): Promise<unknown> {
  if (batched) return target.batched(method, params);
  if (signal !== undefined || context === undefined) return target.call(method, params, signal, timeout);
  return target.callFor(method, params, context, timeout);
}
