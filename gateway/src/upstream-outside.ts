// Calls of names outside the spec (the server's `outsideSpec`): a catalogue's methods go to the catalogue's family,
// their results checked by its validators; an opened name of the closed list to its catalogue's family, else the
// family of its prefix, else the upstream for every family; anything else nowhere (-32601). Never a subscription.
import type { HandlerContext, OutsideSpecContext } from 'rpcforge-generated/server';
import { namePrefix } from './families.js';
import { Catalogue, type CatalogueOptions } from './catalogue.js';
import type { PackageHooks } from './package-api.js';
import type { Forwarder } from './upstream-forward.js';
import type { Route } from './upstream-routes.js';

/** How a name outside the spec is forwarded, worked out on its first call (`plans` keeps at most `maxPlans`). */
interface OutsidePlan {
  route: Route;
  batched: boolean;
  idempotent: boolean;
  /** Its catalogue's family, whose validators check the result; undefined for an opened name in no catalogue. */
  family: string | undefined;
}

const maxPlans = 4096;

export class OutsideSpec {
  readonly catalogue: Catalogue;
  private readonly plans = new Map<string, OutsidePlan | null>();

  constructor(
    private readonly hooks: PackageHooks,
    catalogue: CatalogueOptions | undefined,
    private readonly routes: ReadonlyMap<string, Route>,
    /** The family of each name prefix of the spec's methods (`eth_` → `evm`; null: shared by two). */
    private readonly byPrefix: ReadonlyMap<string, string | null>,
    /** The upstream for every family, if the operator gave one. */
    private readonly fallback: Route | undefined,
    private readonly forwarder: Forwarder,
    /** Most calls per upstream batch (node.ts `Resolved`); 1 or less: no batching. */
    private readonly batchCalls: number,
  ) {
    this.catalogue = new Catalogue(hooks, catalogue);
  }

  /** The route a name outside the spec is forwarded to; undefined: it is not. */
  route(method: string): Route | undefined {
    if (typeof method !== 'string' || /_(un)?subscribe$/.test(method)) return undefined;
    const { catalogue } = this;
    const known = catalogue.familyOf(method);
    if (known === false) return undefined;
    if (known !== undefined) return this.routes.get(known);
    if (!catalogue.isOpened(method)) return undefined;
    const prefix = namePrefix(method);
    const family = prefix === undefined ? undefined : this.byPrefix.get(prefix);
    return typeof family === 'string' ? this.routes.get(family) : this.fallback;
  }

  /** The call forwarded as its plan says, its result checked by its catalogue's validators; -32601 for a name with none. */
  forward(method: string, params: unknown, context: OutsideSpecContext): Promise<unknown> {
    const plan = typeof method === 'string' ? this.planOf(method) : undefined;
    if (plan === undefined) return Promise.reject(new this.hooks.NotServedError(-32601, 'Method not found'));
    // No failover plans, so the primary has the whole limit.
    const answer = this.forwarder.forward({ route: plan.route, method, params, context: context as unknown as HandlerContext, plans: undefined, batched: plan.batched, idempotent: plan.idempotent });
    const family = plan.family;
    return family === undefined ? answer : answer.then((result) => this.catalogue.checkResult(family, method, result));
  }

  /** The price and limits its catalogue gives a name (the server's `outsideSpec.terms`). */
  terms(method: string) {
    const family = this.catalogue.familyOf(method);
    return typeof family === 'string' ? this.catalogue.terms(family, method) : undefined;
  }

  private planOf(method: string): OutsidePlan | undefined {
    const known = this.plans.get(method);
    if (known !== undefined) return known ?? undefined;
    const { catalogue } = this;
    const route = this.route(method);
    const found = catalogue.familyOf(method);
    const family = typeof found === 'string' ? found : undefined;
    // Batched as any method without a time limit of its own (one with a borrowed limit goes alone: it may be long);
    // retried and hedged in a pool only when the catalogue marks it safe to send twice (a read): a send or a filter
    // call goes to one node once.
    const plan = route === undefined ? null : { route, family, batched: this.batchCalls > 1 && !(family !== undefined && catalogue.borrowsLimits(family, method)), idempotent: family !== undefined && catalogue.idempotent(family, method) };
    if (this.plans.size < maxPlans) this.plans.set(method, plan);
    return plan ?? undefined;
  }
}
