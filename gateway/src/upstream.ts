// Handlers that answer every method by forwarding it to upstream JSON-RPC nodes: the generated server as a gateway.
// Each method goes to the upstream of its family (`x-family`), over HTTP (keep-alive) or WebSocket through the
// package's own client, which already bounds what a node may send back (`maxResponseBytes`, timeouts, ids checked)
// and checks results with the generated validators, and bounds the answers arriving at once from every node
// together (`responseBudgetBytes`). Upstream error objects reach the caller with their code, message and data, the
// message and data masked of the node's URL and cut (upstream-answers.ts); a node that cannot be reached becomes the
// documented outage error. For the methods the spec marks `x-failover`, keys whose plan includes failover are sent
// to the partner upstream while the primary is down, or when it fails them (a hanging primary is given a share of the
// call's time limit, so that the partner still has the rest); the primary's health is tracked by probing it, so
// failover is immediate while it is down and stops once it answers again. A call no upstream answered is a
// NotServedError: the server gives its credits back. With `cache`, answers that cannot change are served again
// (cache.ts). The spec's facts (methods, validators, error classes, client) are the generated package's hooks.
// This module puts the router together; its parts live by job: the options checked (upstream-settings.ts), the nodes
// and routes (upstream-routes.ts), one call's way to a node (upstream-forward.ts, upstream-pooled.ts), the names
// outside the spec (upstream-outside.ts), the gas limit (upstream-gas-limit.ts).
import type { MethodInfo } from 'rpcforge-generated';
import type { HandlerContext, OutsideSpecContext } from 'rpcforge-generated/server';
import type { PackageHooks } from './package-api.js';
import { prefixFamilies } from './families.js';
import { Answers } from './upstream-answers.js';
import { ResultCache } from './cache.js';
import { ChainWatch } from './chain.js';
import { lowestFinalized } from './finalized.js';
import { SubscriptionHub } from './subscriptions.js';
import { Forwarder } from './upstream-forward.js';
import { GasLimits } from './upstream-gas-limit.js';
import { OutsideSpec } from './upstream-outside.js';
import { type Route, UpstreamNodes, urlsFor } from './upstream-routes.js';
import { type Hook, resolveSettings } from './upstream-settings.js';
import type { Upstream, UpstreamOptions } from './upstream-options.js';

export type { Upstream, UpstreamOptions, UpstreamStatus, UpstreamUrls } from './upstream-options.js';
export { upstreamErrors } from './upstream-answers.js';

type MethodName = string;
/** The plans whose keys may fail over, per method (the spec's `x-failover`, the package's `packageHooks.failover`). */
export type Failover = { readonly [method: string]: readonly string[] | undefined };
type Handler = (params: unknown, context: HandlerContext) => Promise<unknown>;

/**
 * Builds the handlers and the gas-limit reader for the generated package whose hooks are `hooks`; `failover` is its
 * spec's `x-failover` plan names per method. The parts are built in the order each needs the others: the settings,
 * the answer cache (it reads the routes and the chain check lazily), a route and a handler per spec method, the chain
 * check over those routes and its start-up gates, the forwarding of names outside the spec, the subscriptions.
 */
export function createUpstreamRouter<H>(hooks: PackageHooks, failover: Failover, options: UpstreamOptions): Upstream<H> {
  const settings = resolveSettings(hooks, new Answers(hooks), options);
  const { resolved } = settings;
  const upstreams = new UpstreamNodes(resolved, settings.hook);
  const routes = new Map<string, Route>();
  // Built once the routes are (it reads them); the cache and the partner's failover ask it only when a call comes.
  let chains: ChainWatch | undefined;
  const chainsNow = () => chains!;
  const forwarder = new Forwarder(settings, routes, options.planOf, options.cache !== undefined, chainsNow);
  const cache = answerCache(hooks, options, settings.hook, routes, forwarder, chainsNow);
  const handlers = specHandlers(hooks.methodInfo, failover, options, upstreams, routes, forwarder, cache);

  // Calls outside the spec go to the family of their name's prefix, else to the upstream for every family.
  const byPrefix = prefixFamilies(hooks.methodInfo);
  // Each pool's nodes on the family's chain (chain.ts); the calls of the first few ms wait for the check.
  const watch = new ChainWatch(resolved, routes.values(), (f) => [...byPrefix].find(([, family]) => family === f)?.[0], options, { log: resolved.log, event: resolved.event, timeoutMs: resolved.timeoutMs }, cache !== undefined);
  chains = watch;
  for (const n of upstreams.nodes.values()) n.admit = (x) => watch.admit(x);
  // Once the first round has settled the gates leave `handlers`, `forward` and what `outsideSpec` hands out: a server
  // built from them then calls the forwarding itself. One built before (the usual case, `rpcforge serve`'s) swaps
  // each gate for the forwarding it stands in for at that moment (engine/hand-off.ts).
  const forwarding = { ...handlers };
  for (const name of Object.keys(handlers) as MethodName[]) handlers[name] = watch.gate(handlers[name]!, (hooks.methodInfo[name] as MethodInfo).family ?? 'default');
  const everyFamily = urlsFor(options.upstream, 'default');
  const fallback: Route | undefined = everyFamily === undefined ? undefined : (routes.get('default') ?? { family: 'default', primary: upstreams.pool('primary', 'default', everyFamily) });
  const outside = new OutsideSpec(hooks, options.catalogue, routes, byPrefix, fallback, forwarder, resolved.batchCalls);
  const forwardPlain = (method: string, params: unknown, context: OutsideSpecContext): Promise<unknown> => outside.forward(method, params, context);
  let forwardOutside = watch.gate(forwardPlain);
  void watch.ready.then(() => {
    Object.assign(handlers, forwarding);
    forwardOutside = forwardPlain;
  });
  const outsideTerms = (method: string) => outside.terms(method);

  const gasLimits = new GasLimits(hooks, resolved.gasLimitMs, (family) => forwarder.readBlock(family, 'latest'));
  // eth_subscribe for the family of eth_getBlockByNumber (subscriptions.ts).
  const headsFamily = (hooks.methodInfo as Record<string, MethodInfo | undefined>).eth_getBlockByNumber?.family ?? 'default';
  const subscriptions = new SubscriptionHub(resolved, options.subscriptions, {
    nodes: () => (routes.get(headsFamily) ?? fallback)?.primary.members.map((m) => m.node) ?? [],
    limits: { timeoutMs: resolved.timeoutMs, maxResponseBytes: settings.maxResponseBytes, log: resolved.log },
    healthMs: resolved.healthMs,
  });

  return {
    handlers: handlers as H,
    subscriptions: () => subscriptions.option(),
    subscriptionsOpen: () => subscriptions.open,
    blockGasLimit: gasLimits.of,
    status: () => [...upstreams.nodes.values()].map((n) => ({ name: n.name, upstream: n.label, up: n.up, since: n.since })),
    forwards: (method) => outside.route(method) !== undefined,
    // Read when asked: the gated function until the first round has settled, the forwarding itself after.
    get forward() {
      return forwardOutside;
    },
    outsideSpec: (credits) => ({ handler: forwardOutside, credits, serves: (method) => outside.route(method) !== undefined, terms: outsideTerms }),
    opened: () => outside.catalogue.openedNames(),
    ready: () => [...routes.values()].every((route) => route.primary.anyUp() || route.partner?.up === true),
    startGate: {
      get settled() {
        return watch.settled;
      },
      get calls() {
        return watch.gateCalls;
      },
    },
    close: async () => {
      subscriptions.close();
      watch.close();
      await Promise.all([...upstreams.nodes.values()].map((n) => n.close()));
    },
  };
}

/**
 * The answer cache (cache.ts), when `options.cache` asks for one: it reads a family's finalized block through its
 * route, and asks the chain check which chain a family serves and which node answered a call.
 */
function answerCache(hooks: PackageHooks, options: UpstreamOptions, hook: Hook, routes: ReadonlyMap<string, Route>, forwarder: Forwarder, chains: () => ChainWatch): ResultCache | undefined {
  if (options.cache === undefined) return undefined;
  const readBlock = forwarder.readBlock.bind(forwarder);
  const upstreamsOf = (family: string): readonly string[] => {
    const urls = urlsFor(options.upstream, family);
    return urls === undefined ? [] : typeof urls === 'string' ? [urls] : urls;
  };
  return new ResultCache(
    hooks,
    options.cache,
    (family) => lowestFinalized(routes.get(family)?.primary, (n) => readBlock(family, 'finalized', n), () => readBlock(family, 'finalized')),
    (method, outcome) => hook((m) => m.cache?.(method, outcome)),
    upstreamsOf,
    {
      of: (family): string | undefined => chains().chainOf(family),
      answeredOn: (context): string | undefined => {
        const by = forwarder.answeredBy.get(context);
        return by === undefined ? undefined : chains().verifiedChain(by);
      },
      known: (): Promise<void> => chains().firstRounds,
    },
  );
}

/**
 * A handler per spec method whose family has an upstream, each family's route built on its first method: what the
 * spec says of the method (its failover plans, its own time limit, `x-idempotent`) fixed once, here.
 */
function specHandlers(methodInfo: PackageHooks['methodInfo'], failover: Failover, options: UpstreamOptions, upstreams: UpstreamNodes, routes: Map<string, Route>, forwarder: Forwarder, cache: ResultCache | undefined): Record<string, Handler> {
  const handlers: Record<string, Handler> = {};
  for (const name of Object.keys(methodInfo) as MethodName[]) {
    const info: MethodInfo = methodInfo[name]!;
    const family = info.family ?? 'default';
    let route = routes.get(family);
    if (route === undefined) {
      route = upstreams.route(family, options.upstream, options.partner);
      if (route === undefined) continue;
      routes.set(family, route);
    }
    const plans = failover[name];
    const r = route;
    // A method with its own time limit is a potentially long query: batched, it would hold back every call beside it.
    const batched = forwarder.settings.resolved.batchCalls > 1 && info.limits?.timeoutSeconds === undefined;
    // Only what the spec marks x-idempotent: true is ever sent twice; unmarked is taken as not safe.
    const idempotent = info.idempotent === true;
    const handler: Handler = (params, context) => forwarder.forward({ route: r, method: name, params, context, plans, batched, idempotent });
    handlers[name] = cache === undefined ? handler : cache.wrap(info, family, handler);
  }
  return handlers;
}
