// One network of the gateway: the upstream handlers in front of its nodes (`createUpstream`), the methods no node
// serves answered by the caller's handlers (`rpcforge serve --mock`'s, see `FillHandlers`), the policy for methods
// outside the spec, and the generated server (`createServer`) with the gateway's keys, balances and operations. The
// gateway builds one (the flags' network) or one per network of `--config` (networks-serve.ts), all sharing the key
// ring, the credit store and the rate limiter.
import type { Server } from 'node:http';
import { relative } from 'node:path';
import type { CreditStore } from 'rpcforge-generated/server';
import { catalogueOption } from './catalogue-terms.js';
import { createUpstream, type GeneratedServer as GatewayInput, type UpstreamOptions } from './index.js';
import { cheapestCredits, type GatewayServeOptions, type ServedPackage } from './serve-options.js';
import { parseUpstreams, servesFamily, type UpstreamUrlFlags } from './upstream-flags.js';

/** The parts of the generated `createUpstream`'s answer serve uses. */
export interface GeneratedUpstream {
  handlers: Record<string, unknown>;
  blockGasLimit: unknown;
  ready(): boolean;
  close(): Promise<void>;
  forwards(method: string): boolean;
  outsideSpec(credits: number): object;
  opened(): string[];
  /** The server's `subscriptions` option (eth_subscribe over WebSocket); absent from a package generated before it. */
  subscriptions?(): object;
}

export type GatewayServer = Server & { shutdown(options?: { timeoutMs?: number }): Promise<void> };

/** The parts of the generated `<package>/server` module serve uses. */
export interface GeneratedServer {
  createServer(handlers: object, options: object): GatewayServer;
  jsonLogger(options: { level?: 'info' | 'error'; write?: (line: string) => void }): Logger;
  prometheusMetrics(client: object, options?: { registry?: object }): Record<string, unknown>;
  MemoryRateLimiter: new (options: { creditsPerSecond: unknown }) => object;
  /** What the gateway reads of the package (createUpstream takes the module). */
  packageHooks?: object;
  /** The server's `subscriptions` option for the spec's subscriptions; absent where the spec has none. */
  serveSubscriptions?: (handlers: object, options?: object) => object;
}

/**
 * Handlers for the methods no upstream serves, from whoever starts the gateway (`rpcforge serve --mock`: answers from
 * the spec's examples and schemas, which need the generator). `upstreamed`: whether the network has an upstream.
 */
export type FillHandlers = (pkg: ServedPackage, unserved: readonly string[], upstreamed: boolean, log: (line: string) => void) => FilledHandlers;

export interface FilledHandlers {
  handlers: Record<string, unknown>;
  /** The gas limit the spec's gas caps multiply, where no upstream gives one. */
  blockGasLimit?: () => bigint;
  /** The methods filled, by source, as the banner shows them. */
  shown?: Record<string, string[]>;
  /** The server's `subscriptions` option where no upstream carries them (`--mock`'s: notifications from the schemas). */
  subscriptions?: object;
}

export interface Logger {
  error(message: string, details: Record<string, unknown>): void;
  info?(message: string, details: Record<string, unknown>): void;
}

/** The generated `KeyRing`'s bound functions. */
export interface Ring {
  update(config: never): void;
  readonly size: number;
  authenticate: unknown;
  dailyCredits: unknown;
  creditsPerSecond: unknown;
  planOf: (apiKey: string) => unknown;
  allowsNetwork?: (apiKey: string, network: string) => boolean | undefined;
}

/** What every network of a gateway shares. */
export interface Shared {
  options: GatewayServeOptions;
  /** Handlers for the methods no upstream serves (FillHandlers). */
  fill?: FillHandlers;
  ring?: Ring;
  logger: Logger;
  /** Where every network charges (memory or Redis): always one, as a generated server given none charges nothing. */
  creditStore: CreditStore;
  rateLimiter?: object;
  /** `/healthz`: ready or not, or a verdict per network (its name under `checks`). */
  healthCheck?: () => boolean | Readonly<Record<string, boolean>>;
  /** The upstreams' answer cache (`--cache`), one store for every network: keys carry the network's name. */
  cache?: { store: object; finalizedSeconds?: number };
  /** The network's name (`--config`), in the cache's keys. */
  network?: string;
  /** The network's chain id (`--config`'s `chainId`): createUpstream's, for its pools' chain check. */
  chainId?: string | Record<string, string>;
  /** The network's Solana genesis hash (`--config`'s `genesisHash`): createUpstream's, for its pools' cluster check. */
  genesisHash?: string | Record<string, string>;
}

export interface BuiltNetwork {
  server: GatewayServer;
  gateway?: GeneratedUpstream;
  /** Families forwarded to a node. */
  forwarded: string[];
  /** The methods the `fill` handlers answer, by source; undefined without them. */
  filled?: Record<string, string[]>;
  outsideShown: string;
  handlers: Record<string, unknown>;
}

/**
 * Builds one network's server (not listening). `upstreams`: what createUpstream takes (already parsed, anvil's
 * families added); `what`: how messages name the network (`--upstream`, `gateway.yaml:7:5: networks.mainnet`).
 */
export function buildNetwork(
  pkg: ServedPackage,
  upstreams: UpstreamUrlFlags | undefined,
  partnerFlags: readonly string[],
  shared: Shared,
  metrics: object | undefined,
  log: (line: string) => void,
  familyError: (family: string, families: string[]) => Error,
): BuiltNetwork {
  const { options, ring, logger } = shared;
  const server = pkg.server as unknown as GeneratedServer;
  if (typeof server.packageHooks !== 'object') throw new Error('the generated package has no packageHooks, which the gateway needs (is the client among its outputs?)');
  const families = [...new Set(pkg.methods.map((m) => m.family ?? 'default'))];
  const partner = parseUpstreams(partnerFlags, '--partner');
  for (const flags of [upstreams, partner]) {
    if (typeof flags !== 'object' || Array.isArray(flags)) continue;
    for (const family of Object.keys(flags)) if (family !== 'default' && !families.includes(family)) throw familyError(family, families);
  }
  const forwarded = families.filter((f) => servesFamily(upstreams, f));
  const cache = shared.cache === undefined ? undefined : { ...shared.cache, ...(shared.network === undefined ? {} : { network: shared.network }) };
  const gateway =
    upstreams === undefined
      ? undefined
      : (createUpstream(server as unknown as GatewayInput, {
          upstream: upstreams,
          partner,
          planOf: ring?.planOf,
          validateResults: options.validateResults,
          batch: options.batch === true,
          retries: options.retries,
          hedge: options.hedge === true,
          logger,
          metrics,
          cache,
          ...(options.subscriptionCredits === undefined ? {} : { subscriptions: { credits: options.subscriptionCredits } }),
          ...(shared.chainId === undefined ? {} : { chainId: shared.chainId }),
          ...(shared.genesisHash === undefined ? {} : { genesisHash: shared.genesisHash }),
          ...(options.outsideSpec === 'forward' ? { catalogue: catalogueOption(pkg.catalogues ?? [], options.open) } : {}),
        } as UpstreamOptions) as unknown as GeneratedUpstream);
  try {
    const handlers: Record<string, unknown> = { ...(gateway?.handlers ?? {}) };
    let filled: FilledHandlers | undefined;
    if (shared.fill !== undefined) {
      const unserved = pkg.methods.map((m) => m.name).filter((name) => handlers[name] === undefined);
      filled = shared.fill(pkg, unserved, gateway !== undefined, log);
      Object.assign(handlers, filled.handlers);
    }
    const outside = outsidePolicy(options, pkg, gateway);
    if (Object.keys(handlers).length === 0 && filled?.subscriptions === undefined) throw new Error('nothing to serve: no method of the spec has an upstream or an example (give --upstream <url>, family=url, --anvil or --mock)');
    const http = server.createServer(handlers, {
      authenticate: ring?.authenticate,
      ...(shared.rateLimiter === undefined ? { creditsPerSecond: ring?.creditsPerSecond } : { rateLimiter: shared.rateLimiter }),
      creditStore: shared.creditStore,
      blockGasLimit: gateway?.blockGasLimit ?? (gateway === undefined ? filled?.blockGasLimit : undefined),
      // /healthz turns 503 while a method family has no upstream that may serve it.
      healthCheck: shared.healthCheck ?? gateway?.ready,
      metricsToken: options.metricsToken,
      // Unused behind --config's router (it holds the connections and the cap); the cap of a lone network's server.
      maxConnections: options.maxConnections,
      logger,
      metrics,
      outsideSpec: outside.option,
      ...(gateway === undefined || outside.option === undefined ? {} : { healthInfo: { openedMethods: gateway.opened() } }),
      // eth_subscribe and eth_unsubscribe over WebSocket, carried by the evm family's nodes.
      subscriptions: gateway === undefined ? filled?.subscriptions : gateway.subscriptions?.(),
    });
    return { server: http, gateway, forwarded, filled: filled?.shown, outsideShown: outside.shown, handlers };
  } catch (error) {
    void gateway?.close();
    throw error;
  }
}

/** The server's `outsideSpec` option for `options.outsideSpec`, and the banner's line saying what it does. */
function outsidePolicy(options: GatewayServeOptions, pkg: ServedPackage, gateway: GeneratedUpstream | undefined): { option?: object; shown: string } {
  const policy = options.outsideSpec ?? 'refuse';
  if (policy === 'refuse') return { shown: 'refused (-32601; --outside-spec forward serves the methods of each family\'s catalogue)' };
  if (policy !== 'forward') throw new Error(`--outside-spec: expected refuse or forward, not ${JSON.stringify(policy)}`);
  if (gateway === undefined) throw new Error('--outside-spec forward: no upstream to forward to (give --upstream or --anvil)');
  const credits = options.outsideSpecCredits ?? cheapestCredits(pkg.methods);
  if (!(Number.isSafeInteger(credits) && credits >= 0)) throw new Error('--outside-spec-credits: expected a whole number of credits, 0 or more');
  const catalogues = (pkg.catalogues ?? []).map((c) => {
    const names = Object.keys(c.methods).filter((name) => gateway.forwards(name));
    const borrowed = names.filter((name) => c.methods[name]!.limitsOf !== undefined).map((name) => `${name} as ${c.methods[name]!.limitsOf}`);
    return `${c.family}: ${names.length} methods of ${displayPath(c.source)}, params and results checked, ${credits} credits each unless priced${borrowed.length > 0 ? ` (${borrowed.join(', ')})` : ''}`;
  });
  const opened = gateway.opened();
  return {
    option: gateway.outsideSpec(credits),
    shown: `the catalogue (${catalogues.length > 0 ? catalogues.join('; ') : 'none'}); other names -32601; closed list refused${opened.length > 0 ? `, opened: ${opened.join(', ')}` : ''}; metrics label "(outside the spec)"`,
  };
}

/** A path relative to the working directory when it is inside it. */
function displayPath(path: string): string {
  const shown = relative(process.cwd(), path);
  return shown.startsWith('..') || shown === '' ? path : shown;
}
