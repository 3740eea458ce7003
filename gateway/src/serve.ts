// The gateway as a served process, for a generated package: the runtime wiring `rpcforge serve` and the gateway's own
// command (main.ts) share. The flags' network (`--upstream`, `--partner`) or the networks of a config file
// (`--config`, gateway-config.ts, behind the router of networks.ts), keys and plans from a YAML file reloaded when it
// changes (keys-file.ts), balances and rates in memory or Redis (redis-client.ts), the answer cache, `/metrics`
// (prom-client), `/healthz`, JSON-line logs, and a graceful close. What needs the generator (generating the package,
// mocks, the embedded anvil) is the caller's: it hands the package and, if any, handlers for unserved methods.
//
// Two steps, so that a caller checks everything before its slow work: `prepareGateway` checks the options and reads
// the config (a bad one is a located error and no gateway, not half of one); `startGateway` serves a package.
import type { AddressInfo } from 'node:net';
import { chainFlagError } from './chain-flags.js';
import { loadGatewayConfig, type LoadedConfig } from './gateway-config.js';
import { buildNetwork, type FillHandlers, type GatewayServer, type GeneratedServer, type Shared } from './network-build.js';
import { configFile, NetworkFieldError, servedNetworkNames, startNetworks, type NetworkInfo, type NetworkSetup, type RunningNetworks } from './networks-serve.js';
import { redisTarget, type RedisTarget } from './redis-client.js';
import { MemoryCreditStore, type MemoryCreditStoreOptions } from './memory-credit-store.js';
import { promMetrics, redisCredits, resultCache, startKeys, type Cleanups, type NamesInForce, type PromSetup } from './serve-parts.js';
import type { GatewayServeOptions, ServedPackage } from './serve-options.js';
import { hooksOf, type GeneratedServer as PackageServer } from './package-api.js';
import { parseUpstreams, poolsShown, servesFamily, type UpstreamUrlFlags } from './upstream-flags.js';

/** The options checked and the config read: what `startGateway` starts from. */
export interface PreparedGateway {
  options: GatewayServeOptions;
  redis?: RedisTarget;
  /** `--upstream` as createUpstream takes it. */
  upstream?: UpstreamUrlFlags;
  configAt?: ReturnType<typeof configFile>;
  config?: LoadedConfig;
}

/** What the caller hands the gateway beside the prepared options. */
export interface GatewayParts {
  /** The package served at the flags' network, and by every network of the config without a `spec`. */
  pkg: ServedPackage;
  /** The flags' upstreams as createUpstream takes them (the caller's own nodes added, e.g. an embedded anvil). */
  upstreams: UpstreamUrlFlags | undefined;
  /** The package of a config network's `spec` (and `catalogue`); without it, a network with either is refused. */
  packageFor?: NetworkSetup['packageFor'];
  /** Handlers for the methods no upstream serves (`rpcforge serve --mock`). */
  fill?: FillHandlers;
}

export interface StartedGateway {
  /** Base address, `http://127.0.0.1:<port>`. */
  url: string;
  healthUrl: string;
  metricsUrl?: string;
  /** Where balances are kept: `memory`, or the Redis URL with its password hidden. */
  credits: string;
  /** The cache of answers that cannot change, in words. */
  cache: string;
  /** The flags' families with several upstreams, retries and hedging in words; undefined with none. */
  pools?: string;
  /** The policy for methods the spec does not have, in words. */
  outsideSpec: string;
  /** With `keys`: the file as given, its number of keys at start and its first key's fingerprint (never a key). */
  keys?: { file: string; count: number; firstKeyId?: string };
  /** With `config`: the file as given, and the networks served now (a reload changes them). */
  config?: { file: string; networks(): NetworkInfo[] };
  /** The first network (the flags' one, else the config's first): its package, handlers, filled methods, families forwarded. */
  first: { pkg: ServedPackage; handlers: Record<string, unknown>; filled?: Record<string, string[]>; forwarded: string[] };
  /** Graceful: `/healthz` turns 503, the calls in flight finish, then upstreams, Redis and the watchers close. */
  close(): Promise<void>;
}

/** Checks the options and reads the config file, before anything starts. Throws the first error. */
export async function prepareGateway(options: GatewayServeOptions): Promise<PreparedGateway> {
  const redis = redisTarget(options.redis, options.redisCluster, { single: '--redis', cluster: '--redis-cluster' });
  if (options.cache === 'redis' && redis === undefined) throw new Error('--cache redis: the cache uses the Redis of --redis or --redis-cluster (or RPCFORGE_REDIS_URL), and none is given');
  const upstream = parseUpstreams(options.upstream ?? [], '--upstream', true);
  // Checked now, before anything starts (each network parses its partner flags again as it is built).
  parseUpstreams(options.partner ?? [], '--partner');
  const configAt = options.config === undefined ? undefined : configFile(options.config, options);
  const config = configAt === undefined ? undefined : await loadGatewayConfig(configAt.path, configAt.options);
  return { options, redis, upstream, configAt, config };
}

/** Serves `parts.pkg` (and the config's networks) by the prepared options, listening on `--port`/`--host`. */
export async function startGateway(prepared: PreparedGateway, parts: GatewayParts, log: (line: string) => void): Promise<StartedGateway> {
  const { options, redis, configAt, config } = prepared;
  const { pkg, upstreams } = parts;
  // What was started, closed in reverse when the gateway stops or fails to start.
  const cleanups: Cleanups = [];
  const closeAll = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => undefined);
  };
  try {
    const server = pkg.server as unknown as GeneratedServer;
    if (typeof server.packageHooks !== 'object') throw new Error('the generated package has no packageHooks, which the gateway needs (is the client among its outputs?)');
    const families = [...new Set(pkg.methods.map((m) => m.family ?? 'default'))];
    const forwarded = families.filter((f) => servesFamily(upstreams, f));
    checkUpstreamFlags(options, upstreams, families, config);
    // The networks of the config in force, and those the keys in force name: each file's reload is checked against
    // the other (a key may not name a network the config lacks; a config may not drop a network keys name).
    const names: NamesInForce = { served: servedNetworkNames(upstreams !== undefined, config), keys: [] };
    const { ring, keys } = options.keys === undefined ? {} : await startKeys(options, options.keys, configAt, config, names, cleanups, log);
    const logger = server.jsonLogger({ level: options.logLevel ?? 'info', write: options.writeLog });
    const { metrics, prom } = options.metrics === false ? {} : await promMetrics(server, config);
    const { creditStore, redisClient, credits } =
      redis === undefined ? { creditStore: new MemoryCreditStore({ dailyCredits: ring?.dailyCredits as MemoryCreditStoreOptions['dailyCredits'] }), credits: 'memory' } : await redisCredits(redis, ring, options, cleanups, log);
    const cache = resultCache(options, redisClient);
    const shared: SharedParts = { options, ring, logger, creditStore, cache: cache.option, fill: parts.fill };
    const { network, running } =
      config === undefined
        ? { network: flagsNetwork(pkg, upstreams, families, forwarded, shared, metrics, cleanups, log), running: undefined }
        : await configNetworks(parts, server, forwarded, shared, prom, configAt!, config, names, cleanups, log);
    const url = await listen(network.http, options, running === undefined ? cleanups : undefined);
    return {
      url,
      healthUrl: `${url}/healthz`,
      metricsUrl: options.metrics === false ? undefined : `${url}/metrics`,
      credits,
      // With --config the store serves every network's upstreams (the flags' `forwarded` is only network default's).
      cache: network.forwarded.length === 0 && !(running?.networks().some((n) => n.upstreamFamilies.length > 0) ?? false) ? 'off (no upstream)' : cache.shown,
      ...poolsShown(upstreams, forwarded, options),
      outsideSpec: network.outsideShown,
      keys,
      ...(running === undefined ? {} : { config: { file: options.config!, networks: () => running.networks() } }),
      first: { pkg: network.pkg, handlers: network.handlers, filled: network.filled, forwarded: network.forwarded },
      close: closeAll,
    };
  } catch (error) {
    await closeAll();
    throw error;
  }
}

/** What every network shares, less what a network sets itself (`Shared`, network-build.ts). */
type SharedParts = Pick<Shared, 'options' | 'ring' | 'logger' | 'creditStore' | 'cache' | 'fill'>;

/** The network whose server the gateway listens with: the flags' one, or the router in front of `--config`'s. */
interface ServedNetwork {
  http: GatewayServer;
  handlers: Record<string, unknown>;
  filled?: Record<string, string[]>;
  outsideShown: string;
  pkg: ServedPackage;
  forwarded: string[];
}

/** The chain flags need an upstream to check, and each `--upstream family=` a family of the spec. */
function checkUpstreamFlags(options: GatewayServeOptions, upstreams: UpstreamUrlFlags | undefined, families: readonly string[], config: LoadedConfig | undefined): void {
  for (const [option, flag] of [['chainId', '--chain-id'], ['genesisHash', '--genesis-hash']] as const) {
    if (options[option] !== undefined && upstreams === undefined) {
      throw new Error(`${flag}: no upstream to check: it applies to the pools of --upstream${config === undefined ? '' : ` (a --config network's is its ${option})`}`);
    }
  }
  if (typeof upstreams === 'object' && !Array.isArray(upstreams)) {
    for (const family of Object.keys(upstreams)) if (family !== 'default' && !families.includes(family)) throw new Error(`--upstream ${family}=…: the spec has no method family ${family} (it has ${families.join(', ')})`);
  }
}

/** Without `--config`: the one network of the flags, its server the gateway's. */
function flagsNetwork(pkg: ServedPackage, upstreams: UpstreamUrlFlags | undefined, families: readonly string[], forwarded: string[], shared: SharedParts, metrics: object | undefined, cleanups: Cleanups, log: (line: string) => void): ServedNetwork {
  const { options } = shared;
  let built: ReturnType<typeof buildNetwork>;
  try {
    built = buildNetwork(pkg, upstreams, options.partner ?? [], { ...shared, chainId: options.chainId, genesisHash: options.genesisHash }, metrics, log, (family) => new Error(`--upstream ${family}=…: the spec has no method family ${family} (it has ${families.join(', ')})`));
  } catch (error) {
    throw chainFlagError(error);
  }
  if (built.gateway !== undefined) cleanups.push(() => built.gateway!.close());
  return { http: built.server, handlers: built.handlers, filled: built.filled, outsideShown: built.outsideShown, pkg, forwarded };
}

/**
 * With `--config`: each network of the config (and the flags' one, `default`) behind the router, which the gateway
 * listens with. One balance and one rate bucket per key, whichever network it calls: the store and limiter are shared.
 */
async function configNetworks(parts: GatewayParts, server: GeneratedServer, forwarded: string[], shared: SharedParts, prom: PromSetup | undefined, configAt: ReturnType<typeof configFile>, config: LoadedConfig, names: NamesInForce, cleanups: Cleanups, log: (line: string) => void): Promise<{ network: ServedNetwork; running: RunningNetworks }> {
  const { options, ring, creditStore } = shared;
  const { pkg, upstreams } = parts;
  // A Redis store that keeps the rate with the balance is the limiter (one per key across processes and networks).
  const rateLimiter = ring === undefined || creditStore.limitsRate === true ? undefined : new server.MemoryRateLimiter({ creditsPerSecond: ring.creditsPerSecond });
  const running = await startNetworks(
    {
      shared: { ...shared, rateLimiter },
      connections: hooksOf(server as unknown as PackageServer).connections,
      log,
      packageFor: parts.packageFor ?? ownPackageOnly(pkg),
      prom: prom === undefined ? undefined : { client: prom.client, processRegistry: prom.processRegistry },
      flags: upstreams === undefined ? undefined : { upstreams, partner: options.partner ?? [], chainId: options.chainId, genesisHash: options.genesisHash },
      configPath: configAt.path,
      configOptions: configAt.options,
      shutdownTimeoutMs: options.shutdownTimeoutMs ?? 10_000,
      keys: options.keys === undefined ? undefined : { file: options.keys, named: () => names.keys, served: (served) => (names.served = served) },
    },
    config,
  );
  cleanups.push(() => running.close());
  const first = running.first();
  log(`networks from ${configAt.path} (reloaded when it changes): ${running.networks().map((n) => n.name).join(', ')}`);
  return { network: { http: running.router.server as GatewayServer, handlers: first.handlers, filled: first.filled, outsideShown: first.outsideShown, pkg: first.pkg, forwarded }, running };
}

/** Without a caller's `packageFor`: every network serves `pkg`; one naming a spec or catalogue of its own is refused. */
function ownPackageOnly(pkg: ServedPackage): NetworkSetup['packageFor'] {
  return async (spec, catalogue) => {
    if (spec !== undefined) throw new NetworkFieldError(['spec'], "this gateway serves one generated package; a network's spec needs rpcforge serve, or a package of its own (spec: the folder of a package generated with rpcforge generate)");
    if (catalogue !== undefined) throw new NetworkFieldError(['catalogue'], "a network's own catalogue needs rpcforge serve (it generates the catalogue's validators)");
    return pkg;
  };
}

/**
 * Listens on `--port`/`--host`; the gateway's base address. With `cleanups` (the flags' network, whose server this
 * is), its graceful shutdown is among them; the router of `--config` shuts down with its networks.
 */
async function listen(http: GatewayServer, options: GatewayServeOptions, cleanups: Cleanups | undefined): Promise<string> {
  let listening = false;
  cleanups?.push(async () => {
    if (listening) await http.shutdown({ timeoutMs: options.shutdownTimeoutMs ?? 10_000 });
  });
  await new Promise<void>((done, fail) => {
    http.once('error', fail);
    http.listen(options.port ?? 8080, options.host ?? '127.0.0.1', () => done());
  });
  listening = true;
  const address = http.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}`;
}
