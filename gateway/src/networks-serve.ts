// `serve --config`: builds a network (network-build.ts) for each network of the config, and the flags' network
// (`--upstream`, `--anvil`: `default`, at the root) if given, puts them behind the router (networks.ts) and reloads the
// config when it changes (file-watch.ts, the keys file's rules): a network whose settings are unchanged keeps its
// server, connections and counters; an added or changed one is built before anything changes (a build that fails
// keeps the networks in force, all of them); a removed one stops being routed at once, then shuts down gracefully.
// Each network has its own metrics registry labelled `network` (prom-client's default labels); `/metrics` merges
// them with the process's own metrics (prom-client's AggregatorRegistry, which keeps series of distinct labels apart).
import { resolve } from 'node:path';
import { chainFlagError } from './chain-flags.js';
import { FileLoadError, watchFile, type FileWatch } from './file-watch.js';
import { loadGatewayConfig, type ConfigFileOptions, type LoadedConfig, type NetworkConfig } from './gateway-config.js';
import { buildNetwork, type BuiltNetwork, type GeneratedServer, type Logger, type Shared } from './network-build.js';
import { shadowedRoute } from './network-shadow.js';
import { NetworkRouter, type LiveNetwork } from './networks.js';
import { byCodeUnit as compareStrings } from './order.js';
import type { ServedPackage } from './serve-options.js';
import type { PackageHooks } from './package-api.js';
import { parseUpstreams, type UpstreamUrlFlags } from './upstream-flags.js';
import { gatewayMetrics } from './upstream-metrics.js';

/** The parts of prom-client this module uses. */
export interface PromRegistries {
  Registry: new () => PromRegistry;
  AggregatorRegistry: { aggregate(metrics: unknown[]): PromRegistry };
}
interface PromRegistry {
  setDefaultLabels(labels: Record<string, string>): void;
  getMetricsAsJSON(): Promise<unknown>;
  metrics(): Promise<string>;
  readonly contentType: string;
}

/** A network as the banner shows it. */
export interface NetworkInfo {
  name: string;
  base: string;
  host?: string;
  upstreamFamilies: string[];
  routes: { transport: 'http' | 'ws'; path: string }[];
  /** With `--outside-spec forward`: the families whose catalogue it forwards (none: every such call gets -32601). */
  catalogues?: string[];
}

interface Served extends LiveNetwork {
  built: BuiltNetwork;
  pkg: ServedPackage;
  registry?: PromRegistry;
  info: NetworkInfo;
}

export interface NetworkSetup {
  shared: Shared;
  /** The command's package: the router in front of the networks caps connections with its code (packageHooks). */
  connections: PackageHooks['connections'];
  log: (line: string) => void;
  /** The package of a network's spec, with its catalogues (`catalogue`: the network's own documents per family). */
  packageFor(spec: string | undefined, catalogue?: Readonly<Record<string, string>>): Promise<ServedPackage>;
  /** prom-client, unless metrics are off; `processRegistry` holds the process's own metrics. */
  prom?: { client: PromRegistries & object; processRegistry: PromRegistry };
  /** The flags' network: its upstreams as createUpstream takes them, its partner flags, its `--chain-id` and `--genesis-hash`. */
  flags?: { upstreams: UpstreamUrlFlags | undefined; partner: readonly string[]; chainId?: string | Record<string, string>; genesisHash?: string | Record<string, string> };
  configPath: string;
  configOptions: ConfigFileOptions;
  shutdownTimeoutMs: number;
  /**
   * The keys file, if any: `named()` gives the network names its keys in force name (a config reload that drops one
   * is refused: the key would be kept off it for good, or let on a network of that name added later); `served` is
   * told the network names of each config put in force (the keys file's reloads are checked against them).
   */
  keys?: { file: string; named(): readonly string[]; served(names: string[]): void };
}

export interface RunningNetworks {
  router: NetworkRouter;
  networks(): NetworkInfo[];
  /** The first network's package and handlers, for the banner's curl line. */
  first(): { pkg: ServedPackage; handlers: Record<string, unknown>; filled: BuiltNetwork['filled']; outsideShown: string };
  watch: FileWatch;
  close(): Promise<void>;
}

/** The name and place of the flags' network. */
const flagNetwork = { name: 'default', base: '' } as const;

/**
 * The names of the networks served, sorted: the flags' one (`default`) if `withFlags` (`--upstream`/`--anvil` given),
 * and those of `config` if any. Without a config only the flags' network is served, whether or not flags were given
 * (keys-file.ts checks a key's `networks` against these names).
 */
export function servedNetworkNames(withFlags: boolean, config: Pick<LoadedConfig, 'networks'> | undefined): string[] {
  if (config === undefined) return [flagNetwork.name];
  return [...(withFlags ? [flagNetwork.name] : []), ...config.networks.map((n) => n.name)].sort(compareStrings);
}

export async function startNetworks(setup: NetworkSetup, config: LoadedConfig): Promise<RunningNetworks> {
  const networks = new ConfigNetworks(setup);
  const { router } = networks;
  const { next } = await networks.networksOf(config, []);
  router.install(next);
  const name = setup.configOptions.name ?? setup.configPath;
  const watch = watchFile<LoadedConfig>(setup.configPath, {
    name,
    loaded: config.identity,
    kept: 'the networks in force are kept',
    log: setup.log,
    load: (closed) => loadGatewayConfig(setup.configPath, setup.configOptions, closed),
    install: (loaded, loadMs) => networks.reload(loaded, loadMs, name),
  });
  return {
    router,
    networks: () => router.live.map((n) => (n as Served).info).sort((a, b) => compareStrings(a.name, b.name)),
    first: () => {
      const first = (router.live.find((n) => n.name === flagNetwork.name) ?? router.live[0]) as Served;
      return { pkg: first.pkg, handlers: first.built.handlers, filled: first.built.filled, outsideShown: first.built.outsideShown };
    },
    watch,
    close: async () => {
      await watch.close();
      await networks.close();
    },
  };
}

/** A network as one config (or the flags) gives it, before it is built; `signature` tells a changed one from the same. */
type Wanted = Pick<NetworkConfig, 'name' | 'base' | 'host' | 'spec' | 'partner' | 'chainId' | 'genesisHash' | 'catalogue'> & { upstreams: UpstreamUrlFlags | undefined; where?: NetworkConfig['where']; signature: string };

/** The networks of the config in force behind the router: built, rebuilt when a reload changes them, retired. */
class ConfigNetworks {
  readonly router: NetworkRouter;
  /** What every network shares, the router's health check among it (`/healthz`: every network's upstreams ready). */
  private readonly shared: Shared;
  /** Networks removed by a reload and not yet closed: closed at once if the gateway closes first. */
  private readonly retiring = new Set<LiveNetwork>();

  constructor(private readonly setup: NetworkSetup) {
    this.router = new NetworkRouter(setup.shared.ring, setup.connections, setup.shared.options.maxConnections);
    // A check per network, so that `/healthz` names the one whose nodes are out.
    const ready = () => Object.fromEntries(this.router.live.map((n) => [`network ${n.name}`, (n as Served).built.gateway?.ready() ?? true]));
    this.shared = { ...setup.shared, healthCheck: ready };
  }

  /** `/metrics`: every network's registry merged with the process's own metrics. */
  private readonly render = async () => {
    const { prom } = this.setup;
    const registries = [...this.router.live.map((n) => (n as Served).registry!), prom!.processRegistry];
    const merged = prom!.client.AggregatorRegistry.aggregate(await Promise.all(registries.map((r) => r.getMetricsAsJSON())));
    return { contentType: prom!.processRegistry.contentType, body: await merged.metrics() };
  };

  /** A network built: its package, its metrics registry (labelled with its name) and its server. */
  private async build(net: Wanted): Promise<Served> {
    const { setup } = this;
    const pkg = await setup.packageFor(net.spec, net.catalogue).catch((error: unknown) => {
      throw packageError(net, error);
    });
    const server = pkg.server as unknown as GeneratedServer;
    const logger = withNetwork(setup.shared.logger, net.name);
    let registry: PromRegistry | undefined;
    let metrics: (Record<string, unknown> & { request(method: string, outcome: string, transport: 'http' | 'ws'): void }) | undefined;
    if (setup.prom !== undefined) {
      registry = new setup.prom.client.Registry();
      registry.setDefaultLabels({ network: net.name });
      metrics = { ...(gatewayMetrics(server, setup.prom.client, { registry }) as unknown as typeof metrics & object), render: this.render };
    }
    const familyError = (family: string, families: string[]) =>
      new FileLoadError(`${net.where === undefined ? `--upstream ${family}=…` : net.where(['upstreams', family], true)}: the spec has no method family ${family} (it has ${families.join(', ')})`);
    let built: BuiltNetwork;
    try {
      built = buildNetwork(pkg, net.upstreams, net.partner, { ...this.shared, logger, network: net.name, chainId: net.chainId, genesisHash: net.genesisHash }, metrics, (line) => setup.log(`network ${net.name}: ${line}`), familyError);
    } catch (error) {
      throw buildError(net, error);
    }
    const routes = pkg.routes;
    return {
      name: net.name,
      base: net.base,
      ...(net.host === undefined ? {} : { host: net.host }),
      signature: net.signature,
      server: built.server,
      routes: routes.map((r) => ({ transport: r.transport, path: r.path, pattern: new RegExp(r.pattern) })),
      logger,
      metrics,
      close: async () => built.gateway?.close(),
      built,
      pkg,
      registry,
      info: { name: net.name, base: net.base, ...(net.host === undefined ? {} : { host: net.host }), upstreamFamilies: built.forwarded, routes: routes.map((r) => ({ transport: r.transport, path: r.path })), ...(setup.shared.options.outsideSpec === 'forward' ? { catalogues: (pkg.catalogues ?? []).map((c) => c.family) } : {}) },
    };
  }

  /** A config's network as wanted: its upstreams parsed as `--upstream`'s, its clashes with the flags' network refused. */
  private fromConfig(net: NetworkConfig): Wanted {
    let upstreams: UpstreamUrlFlags | undefined;
    try {
      // The entry point `--upstream` repeated uses: several URLs for a family make a pool (server-gateway-pool.ts).
      upstreams = parseUpstreams(net.upstream, '--upstream', true);
    } catch (error) {
      throw new FileLoadError(`${net.where(['upstreams'])}: ${(error as Error).message.replace(/^--upstream:? ?/, '')}`);
    }
    if (this.setup.flags !== undefined) {
      if (net.name === flagNetwork.name) throw new FileLoadError(`${net.where([])}: the name of the network of --upstream/--anvil (rename it)`);
      if (net.base === '' && net.host === undefined) throw new FileLoadError(`${net.where([])}: the same base address as the network of --upstream/--anvil (the root, any host): give it a base or a host`);
    }
    const signature = JSON.stringify([net.base, net.host ?? null, net.spec ?? null, net.upstream, net.partner, net.chainId ?? null, net.genesisHash ?? null, net.catalogue ?? null]);
    return { name: net.name, base: net.base, host: net.host, spec: net.spec, partner: net.partner, chainId: net.chainId, genesisHash: net.genesisHash, catalogue: net.catalogue, upstreams, where: net.where, signature };
  }

  /** The networks of `loaded`, reusing those whose settings did not change; all built or none. */
  async networksOf(loaded: LoadedConfig, current: readonly LiveNetwork[]): Promise<{ next: Served[]; added: string[]; changed: string[] }> {
    const { flags } = this.setup;
    const next: Served[] = [];
    const fresh: Served[] = [];
    const added: string[] = [];
    const changed: string[] = [];
    try {
      const flagsNetwork = current.find((n) => n.name === flagNetwork.name && n.signature === 'flags') as Served | undefined;
      if (flags !== undefined) next.push(flagsNetwork ?? (await this.build({ ...flagNetwork, upstreams: flags.upstreams, partner: [...flags.partner], chainId: flags.chainId, genesisHash: flags.genesisHash, signature: 'flags' }).then((n) => (fresh.push(n), n))));
      for (const net of loaded.networks) {
        const wanted = this.fromConfig(net);
        const same = current.find((n) => n.name === net.name && n.signature === wanted.signature) as Served | undefined;
        if (same !== undefined) {
          next.push(same);
          continue;
        }
        (current.some((n) => n.name === net.name) ? changed : added).push(net.name);
        const made = await this.build(wanted);
        fresh.push(made);
        next.push(made);
      }
      refuseShadowed(next, loaded);
    } catch (error) {
      for (const made of fresh) await made.close().catch(() => undefined);
      throw error;
    }
    return { next, added, changed };
  }

  /** A reload of the config (file-watch.ts): the networks it gives put in force, unless the keys in force name one it drops. */
  async reload(loaded: LoadedConfig, loadMs: number, name: string): Promise<void> {
    const { setup, router } = this;
    const names = servedNetworkNames(setup.flags !== undefined, loaded);
    const refuseDropped = () => {
      const dropped = setup.keys?.named().filter((n) => !names.includes(n)) ?? [];
      if (dropped.length > 0) {
        throw new FileLoadError(`${name}: has no network ${dropped.join(', ')}, which the keys of ${setup.keys!.file} name (take ${dropped.length === 1 ? 'it' : 'them'} out of their networks lists first)`, loaded.identity);
      }
    };
    refuseDropped();
    const current = router.live;
    const { next: networks, added, changed } = await this.networksOf(loaded, current);
    // Asked again once the networks are built (a new spec is generated meanwhile, a second or more): a keys reload
    // in that time may have put in force a key naming a network this config drops. Then the built ones are let go.
    try {
      refuseDropped();
    } catch (error) {
      for (const made of networks) if (!current.includes(made)) await made.close().catch(() => undefined);
      throw error;
    }
    const gone = router.install(networks);
    this.retire(gone);
    setup.keys?.served(names);
    const removed = gone.map((n) => n.name).filter((n) => !changed.includes(n));
    setup.log(`reloaded ${name}: ${networks.length} network(s) (${networks.map((n) => n.name).join(', ')}); added ${added.join(', ') || 'none'}, changed ${changed.join(', ') || 'none'}, removed ${removed.join(', ') || 'none'}; in ${Math.round(loadMs)} ms`);
  }

  private retire(gone: readonly LiveNetwork[]): void {
    const { shutdownTimeoutMs } = this.setup;
    for (const network of gone) {
      // Not routed any more; its calls in flight finish (their connections are the router's), then its nodes close.
      this.retiring.add(network);
      void network.server
        .shutdown({ timeoutMs: shutdownTimeoutMs })
        .then(() => new Promise((done) => setTimeout(done, shutdownTimeoutMs).unref()))
        .then(async () => {
          if (this.retiring.delete(network)) await network.close();
        });
    }
  }

  /** The router shut down gracefully, then every network closed, those being retired too. */
  async close(): Promise<void> {
    await this.router.shutdown(this.setup.shutdownTimeoutMs);
    for (const network of [...this.router.live, ...this.retiring]) await network.close().catch(() => undefined);
    this.retiring.clear();
  }
}

/**
 * Why a network's package could not be had, and the field of the network's config entry that asked for it (`spec`,
 * `catalogue`, `catalogue.evm`): `packageFor` throws it, and the config's error is located at that field.
 */
export class NetworkFieldError extends Error {
  constructor(
    readonly field: readonly string[],
    readonly reason: string,
  ) {
    super(`${field.join('.')}: ${reason}`);
  }
}

/** A network's package that could not be had, as the config file's error: located at the field that asked for it. */
function packageError(net: Wanted, error: unknown): unknown {
  if (!(error instanceof NetworkFieldError) || net.where === undefined) return error;
  return new FileLoadError(`${net.where(error.field)}: ${error.reason}`);
}

/** A build's error as the config file's: located at the network (the flags' network: the chain flags' errors). */
function buildError(net: Wanted, error: unknown): unknown {
  if (error instanceof FileLoadError) return error;
  // The flags' network: its chain values are the flags'.
  if (net.where === undefined) return chainFlagError(error);
  // A chain value for a family of the spec whose nodes name their chain the other way (`chainId` for the
  // Solana-style family): known only once the spec is read, and located at the value.
  const misplaced = /^createUpstream: (chainId|genesisHash) for ([^:]+): ([^]*)$/.exec((error as Error).message);
  if (misplaced !== null) {
    const given = net[misplaced[1] as 'chainId' | 'genesisHash'];
    return new FileLoadError(`${net.where(typeof given === 'object' ? [misplaced[1]!, misplaced[2]!] : [misplaced[1]!])}: ${misplaced[3]}`);
  }
  return new FileLoadError(`${net.where([])}: ${(error as Error).message}`);
}

/** A base that takes another network's routes: refused at that base (the routes are known once each spec is). */
function refuseShadowed(next: readonly Served[], loaded: LoadedConfig): void {
  const shadow = shadowedRoute(next.map((n) => ({ name: n.name, base: n.base, host: n.host, routes: n.routes })));
  if (shadow === undefined) return;
  const at = loaded.networks.find((n) => n.name === shadow.network.name);
  const whose = shadow.shadowed.name === flagNetwork.name ? 'the network of --upstream/--anvil' : `network ${shadow.shadowed.name}`;
  throw new FileLoadError(`${at === undefined ? `network ${shadow.network.name}` : at.where(['base'])}: ${shadow.network.base} would take the requests of ${whose} at ${shadow.route} (the longest base is picked first): give another base`);
}

/** The gateway's logger with `network` on every line of one network's server and upstreams. */
function withNetwork(logger: Logger, network: string): Logger {
  const info = logger.info;
  return {
    error: (message, details) => logger.error(message, { network, ...details }),
    ...(info === undefined ? {} : { info: (message: string, details: Record<string, unknown>) => info(message, { network, ...details }) }),
  };
}

/** The config file's path and options as serve gives them. */
export function configFile(path: string, options: { configMaxBytes?: number; configSettleMs?: number }): { path: string; options: ConfigFileOptions } {
  return { path: resolve(path), options: { name: path, maxBytes: options.configMaxBytes, settleMs: options.configSettleMs } };
}

/** A config network's banner words for `--outside-spec forward`: the families it forwards beyond the spec, or none. */
export function cataloguesShown(network: NetworkInfo): string {
  if (network.catalogues === undefined) return '';
  return `; outside the spec: ${network.catalogues.length > 0 ? `the ${network.catalogues.join(', ')} catalogue${network.catalogues.length > 1 ? 's' : ''}` : 'no catalogue, -32601'}`;
}
