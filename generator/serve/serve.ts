// `rpcforge serve`: a gateway for any spec, built from the package generated from it. The generated server
// (`createServer`) answers the spec's routes with auth, credits and the spec's limits; the generated upstream
// handlers (`createUpstream`) forward each method to the node of its family, with failover to a partner for the
// methods the spec marks `x-failover`; `--mock` answers the methods no upstream serves from the spec's examples; keys
// and plans come from a YAML file reloaded when it changes. The operations the generated server has are on: balances
// and rates in Redis with `--redis` or `--redis-cluster` (shared by every process using it), `/healthz`, `/metrics` (prom-client), JSON-line logs on
// stdout, and a graceful shutdown (`close`). `redis` and `prom-client` are rpcforge's dependencies for this command,
// never the generated package's: it takes the client and the prom-client module from its caller.
import { rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { createHash } from 'node:crypto';
import { routesOf } from '../emit/server/routes.js';
// The gateway package (gateway/): keys, the Redis credit store and the answer caches are its, not the generated package's.
import { KeyRing, MemoryResultCache, RedisCreditStore, RedisResultCache } from '../../gateway/src/index.js';
import { anvilFamilies } from './anvil-families.js';
import { startAnvil, type EmbeddedNode } from './anvil.js';
import { anvilChainIdArgs, chainFlagError } from './chain-flags.js';
import { loadGatewayConfig, type LoadedConfig } from './gateway-config.js';
import { describeKeys, loadKeysFile, watchKeysFile, type KeysFileOptions, type KeysWatch } from './keys-file.js';
import type { Mocks } from './mock.js';
import { buildNetwork, type GatewayServer, type GeneratedServer, type Ring, type Shared } from './network-build.js';
import { configFile, servedNetworkNames, startNetworks, type NetworkInfo, type NetworkSetup, type PromRegistries, type RunningNetworks } from './networks-serve.js';
import { defaultCacheDir, generatePackage, type GeneratedPackage } from './package.js';
import { loadCatalogues } from './catalogue.js';
import { checkPortFree } from './port-check.js';
import { connectRedis, redisTarget } from './redis-client.js';
import { parseUpstreams, poolsShown, servesFamily, type UpstreamUrlFlags } from './upstream-flags.js';

export { parseUpstreams, servesFamily, shownUrl, type UpstreamUrlFlags } from './upstream-flags.js';

type GeneratedPackageModel = GeneratedPackage['model'];

export interface ServeOptions {
  spec: string;
  /** `url` (every family) or `family=url`, repeatable. */
  upstream?: readonly string[];
  partner?: readonly string[];
  keys?: string;
  /** The largest keys file read, in bytes (default 64 MiB); a bigger one is refused at start and on reload. */
  keysMaxBytes?: number;
  /** How long the keys file must be unchanged before it is read, in ms (default 2,000): a half-written file is not. */
  keysSettleMs?: number;
  /** One Redis for the balances and rates (`redis://` or `rediss://`). */
  redis?: string;
  /** Or the nodes of a Redis Cluster, comma-separated `redis://` URLs (any one of them finds the rest). */
  redisCluster?: string;
  port?: number;
  host?: string;
  mock?: boolean;
  /** With `mock`: milliseconds between a mocked subscription's notifications (default 1,000; mock-subscriptions.ts). */
  mockIntervalMs?: number;
  /** Start an embedded anvil for the spec's Ethereum methods (anvil-families.ts), unless `--upstream` names their node. */
  anvil?: boolean;
  cacheDir?: string;
  /** Folder every `$ref`'d file must lie in (default: the folder of `spec`). */
  refRoot?: string;
  /** Values for the variables of the spec's server URLs in place of their defaults (`--server-var name=value`). */
  serverVariables?: Readonly<Record<string, string>>;
  /** Origins the docs page's "Try it" may send to besides the gateway itself (`--try-origin`). */
  tryOrigins?: readonly string[];
  /** The key the docs page's "Try it" starts with: `--demo-key`, a key the user typed to be printed (never a keys file's). */
  tryKey?: string;
  /** Check upstream results with the generated validators (default true). */
  validateResults?: boolean;
  /** Send calls that arrive together as one upstream batch (createUpstream's `batch`). */
  batch?: boolean;
  /** In a family with several upstreams: other nodes an `x-idempotent: true` call is sent to after a failure (createUpstream's `retries`, default 2). */
  retries?: number;
  /** In a family with several upstreams: hedge `x-idempotent: true` calls (createUpstream's `hedge`, default off). */
  hedge?: boolean;
  /** Serve `GET /metrics` (prom-client) and report to it (default true). */
  metrics?: boolean;
  /** The bearer token `GET /metrics` requires (the server's `metricsToken`); default: the page is open. */
  metricsToken?: string;
  /** `info` (default): a JSON line per call as well as errors; `error`: errors only. */
  logLevel?: 'info' | 'error';
  /** Where the JSON log lines go (default stdout). */
  writeLog?: (line: string) => void;
  /** Milliseconds `close` gives the calls in flight (default 10,000). */
  shutdownTimeoutMs?: number;
  /**
   * Most connections open at once (default 10,000, the generated server's default); past it a connection is answered
   * 503 `Server busy: too many connections` and closed, before anything is read. With `config`, held by the router in
   * front of the networks (each network's server never sees a connection); else by the one server.
   */
  maxConnections?: number;
  /** Milliseconds to wait for Redis at start before serving anyway (default 2,000). */
  redisWaitMs?: number;
  /**
   * Calls of methods the spec does not have: `refuse` (default) answers -32601 "Method not found", as the spec
   * promises no more; `forward` serves the methods of each family's catalogue (catalogue.ts: for the EVM family the
   * official Ethereum document), their params and results checked against it, so that wallet libraries' usual calls
   * (`eth_chainId`, `eth_blockNumber`, `eth_getBalance`, filters, sends) work. Other names stay -32601, and the
   * gateway's closed list (signing, node control, test-node control) is never forwarded unless `open` names it.
   */
  outsideSpec?: 'refuse' | 'forward';
  /** Credits per catalogue method of the `read` kind (default `cheapestCredits`: the lowest cost the spec shows). */
  outsideSpecCredits?: number;
  /** `--catalogue family=<file>|none`: another document for a family's catalogue, or none. */
  catalogue?: Readonly<Record<string, string>>;
  /** `--open <method>`: names of the closed list forwarded all the same, each exactly as called. */
  open?: readonly string[];
  /** `--credits <name=n>`: credits of a catalogue method, or of a kind (`read`, `logs`, `send`). */
  credits?: Readonly<Record<string, number>>;
  /** Credits per notification by `eth_subscribe` kind (createUpstream's `subscriptions.credits`); unset kinds keep their defaults. */
  subscriptionCredits?: Record<string, number>;
  /**
   * Where answers that cannot change (the spec's `x-cache`) are kept: `memory` (default; this process, bounded),
   * `redis` (the `redis` client, shared by every process on it) or `off`. Off without result validation.
   */
  cache?: 'memory' | 'redis' | 'off';
  /** Most answers the memory cache keeps (default 10,000). */
  cacheMaxEntries?: number;
  /** Most bytes the memory cache keeps (default 64 MiB). */
  cacheMaxBytes?: number;
  /** Seconds an answer stays in the Redis cache (default 86,400). */
  cacheTtlSeconds?: number;
  /** Seconds the finalized block number is reused before it is read again (default 6). */
  cacheFinalizedSeconds?: number;
  /**
   * A gateway config file (YAML, gateway-config.ts): networks, each selected by its base path or host, with its
   * spec and upstreams; reloaded when it changes. The flags' upstreams (`upstream`, `anvil`) are then the network
   * `default`, at the root.
   */
  config?: string;
  /** The largest config file read, in bytes (default 64 KiB). */
  configMaxBytes?: number;
  /** How long the config file must be unchanged before it is read, in ms (default 2,000). */
  configSettleMs?: number;
  /**
   * The chain id (hex text) the nodes of the flags' EVM and Starknet pools must answer, for every family or per
   * family (`--chain-id`, chain-flags.ts): createUpstream's `chainId`, as `--config`'s networks give it. Refused when
   * no family served names its chain by chain id.
   */
  chainId?: string | Record<string, string>;
  /**
   * The genesis hash (base-58) the nodes of the flags' Solana-style pools must answer, for every family or per family
   * (`--genesis-hash`, chain-flags.ts): createUpstream's `genesisHash`, as `--config`'s networks give it.
   * Refused when no family served names its chain by genesis hash.
   */
  genesisHash?: string | Record<string, string>;
}

export interface RunningGateway {
  /** Base address, `http://127.0.0.1:<port>`. */
  url: string;
  /** The documented routes (`/v3/<API_KEY>`), per transport. */
  routes: { transport: 'http' | 'ws'; path: string }[];
  /** Families forwarded upstream, and methods answered from examples. */
  upstreamFamilies: string[];
  /** Methods answered by --mock, by the source of the answers (mock.ts). */
  mocked: Mocks['bySource'];
  anvil?: string;
  /** The call the banner's curl line makes: eth_getBlockByNumber where the spec has it, else a served method's first example. */
  /** The banner's curl line; undefined when no method is served over HTTP (a spec of subscriptions only, mocked). */
  tryCall: { method: string; params: unknown } | undefined;
  /** The families anvil serves (`default`: every method). */
  anvilFamilies: string[];
  /** `/healthz` and `/metrics` (undefined with `metrics: false`). */
  healthUrl: string;
  metricsUrl?: string;
  /** Where balances are kept: `memory`, or the Redis URL with its password hidden. */
  credits: string;
  /** The cache of answers that cannot change, in words (the banner's line). */
  cache: string;
  /** The flags' families with several upstreams, retries and hedging in words (the banner's line); undefined with none. */
  pools?: string;
  /** The policy for methods the spec does not have, in words (the banner's line). */
  outsideSpec: string;
  /** With `keys`: the file as given, its number of keys at start and its first key's fingerprint (never a key). */
  keys?: { file: string; count: number; firstKeyId?: string };
  /** With `config`: the file as given, and the networks served now (a reload changes them). */
  config?: { file: string; networks(): NetworkInfo[] };
  /** Graceful: `/healthz` turns 503, the calls in flight finish, then upstreams, Redis, anvil and the watcher close. */
  close(): Promise<void>;
}


export async function serve(options: ServeOptions, log: (line: string) => void): Promise<RunningGateway> {
  const redis = redisTarget(options.redis, options.redisCluster, { single: '--redis', cluster: '--redis-cluster' });
  if (options.cache === 'redis' && redis === undefined) throw new Error('--cache redis: the cache uses the Redis of --redis or --redis-cluster (or RPCFORGE_REDIS_URL), and none is given');
  const upstream = parseUpstreams(options.upstream ?? [], '--upstream', true);
  // Checked now, before anything starts (each network parses its partner flags again as it is built).
  parseUpstreams(options.partner ?? [], '--partner');
  // What was started, closed in reverse when the gateway stops or fails to start.
  const cleanups: Cleanups = [];
  const closeAll = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => undefined);
  };
  // The config is checked before anything starts: a bad one is a located error and no gateway, not half of one.
  const configAt = options.config === undefined ? undefined : configFile(options.config, options);
  const config: LoadedConfig | undefined = configAt === undefined ? undefined : await loadGatewayConfig(configAt.path, configAt.options);
  // A taken port is found now, not after generating the package and starting anvil.
  await checkPortFree(options.port ?? 8080, options.host ?? '127.0.0.1');
  try {
    const cacheDir = options.cacheDir ?? defaultCacheDir();
    // The folder of this run alone goes when the gateway stops (the last thing closed); a named one is kept.
    if (options.cacheDir === undefined) cleanups.push(() => rm(cacheDir, { recursive: true, force: true }));
    const pkg = await withCatalogues(await generatePackage(options.spec, cacheDir, log, options), options, cacheDir, log);
    const server = pkg.server as unknown as GeneratedServer;
    if (typeof server.packageHooks !== 'object') throw new Error('the generated package has no packageHooks, which the gateway needs (is the client among its outputs?)');
    const families = [...new Set(pkg.model.methods.map((m) => m.family ?? 'default'))];
    const { anvil, anvilServes, upstreams } = options.anvil === true ? await embeddedAnvil(options, pkg.model, upstream, cleanups, log) : { anvil: undefined, anvilServes: [], upstreams: upstream };
    const forwarded = families.filter((f) => servesFamily(upstreams, f));
    checkUpstreamFlags(options, upstreams, families, config);
    // The networks of the config in force, and those the keys in force name: each file's reload is checked against
    // the other (a key may not name a network the config lacks; a config may not drop a network keys name).
    const names: NamesInForce = { served: servedNetworkNames(upstreams !== undefined, config), keys: [] };
    const { ring, keys } = options.keys === undefined ? {} : await startKeys(options, options.keys, pkg.dir, configAt, config, names, cleanups, log);
    const logger = server.jsonLogger({ level: options.logLevel ?? 'info', write: options.writeLog });
    const { metrics, prom } = options.metrics === false ? {} : await promMetrics(server, config);
    const { creditStore, redisClient, credits } = redis === undefined ? { credits: 'memory' } : await redisCredits(redis, ring, options, cleanups, log);
    const cache = resultCache(options, redisClient);
    const sharedParts: SharedParts = { options, ring, logger, creditStore, cache: cache.option };
    const { network, running } =
      config === undefined
        ? { network: flagsNetwork(pkg, upstreams, families, forwarded, sharedParts, metrics, cleanups, log), running: undefined }
        : await configNetworks(pkg, server, upstreams, forwarded, sharedParts, prom, configAt!, config, names, cacheDir, cleanups, log);
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
      routes: routesOf(network.pkg.model).map((r) => ({ transport: r.transport, path: r.path })),
      upstreamFamilies: network.forwarded,
      mocked: network.mocked,
      anvil: anvil?.url,
      anvilFamilies: anvil === undefined ? [] : anvilServes,
      tryCall: tryCall(network.pkg.model, network.handlers),
      close: closeAll,
    };
  } catch (error) {
    await closeAll();
    throw error;
  }
}

/** What `serve` started, each closed (in reverse) when the gateway stops or fails to start. */
type Cleanups = (() => Promise<void>)[];

/** The network names in force: the config's (the flags' `default` among them), and those the keys in force name. */
interface NamesInForce {
  served: readonly string[];
  keys: readonly string[];
}

/** What every network shares, less what a network sets itself (`Shared`, network-build.ts). */
type SharedParts = Pick<Shared, 'options' | 'ring' | 'logger' | 'creditStore' | 'cache'>;

/** The network whose server the gateway listens with: the flags' one, or the router in front of `--config`'s. */
interface ServedNetwork {
  http: GatewayServer;
  handlers: Record<string, unknown>;
  mocked: Mocks['bySource'];
  outsideShown: string;
  pkg: GeneratedPackage;
  forwarded: string[];
}

/**
 * `--anvil`: an embedded anvil for the families it takes (anvil-families.ts), less those an --upstream already
 * names, over its WebSocket; the upstreams with it added.
 */
async function embeddedAnvil(options: ServeOptions, model: GeneratedPackageModel, upstream: UpstreamUrlFlags | undefined, cleanups: Cleanups, log: (line: string) => void): Promise<{ anvil?: EmbeddedNode; anvilServes: string[]; upstreams: UpstreamUrlFlags | undefined }> {
  const anvilServes = anvilFamilies(model).filter((family) => !servesFamily(upstream, family));
  if (anvilServes.length === 0) return { anvilServes, upstreams: upstream };
  const anvil = await startAnvil(0, anvilChainIdArgs(options.chainId, anvilServes));
  cleanups.push(() => anvil.stop());
  // Over its WebSocket: one connection, cheaper per call than HTTP requests (see the gateway benchmark).
  const ws = anvil.url.replace(/^http/, 'ws');
  const upstreams = { ...(typeof upstream === 'object' && !Array.isArray(upstream) ? upstream : {}), ...Object.fromEntries(anvilServes.map((family) => [family, ws])) };
  log(`anvil (embedded Ethereum node) on ${anvil.url} for ${anvilServes.length === 1 && anvilServes[0] === 'default' ? 'every method' : `the ${anvilServes.join(', ')} famil${anvilServes.length === 1 ? 'y' : 'ies'}`}`);
  return { anvil, anvilServes, upstreams };
}

/** The chain flags need an upstream to check, and each `--upstream family=` a family of the spec. */
function checkUpstreamFlags(options: ServeOptions, upstreams: UpstreamUrlFlags | undefined, families: readonly string[], config: LoadedConfig | undefined): void {
  for (const [option, flag] of [['chainId', '--chain-id'], ['genesisHash', '--genesis-hash']] as const) {
    if (options[option] !== undefined && upstreams === undefined) {
      throw new Error(`${flag}: no upstream to check: it applies to the pools of --upstream${config === undefined ? '' : ` (a --config network's is its ${option})`}`);
    }
  }
  if (typeof upstreams === 'object' && !Array.isArray(upstreams)) {
    for (const family of Object.keys(upstreams)) if (family !== 'default' && !families.includes(family)) throw new Error(`--upstream ${family}=…: the spec has no method family ${family} (it has ${families.join(', ')})`);
  }
}

/** `--keys`: the key ring from the keys file, reloaded when it changes (watched before the banner is out). */
async function startKeys(options: ServeOptions, file: string, packageDir: string, configAt: ReturnType<typeof configFile> | undefined, config: LoadedConfig | undefined, names: NamesInForce, cleanups: Cleanups, log: (line: string) => void): Promise<{ ring: Ring; keys: RunningGateway['keys'] }> {
  const path = resolve(file);
  // Without --config, one network (named `default`, as --config names the flags' one): see KeysFileOptions.
  const servedNetworks = config === undefined ? names.served : undefined;
  // With --config, the networks in force (the flags' one is `default`), as a config reload leaves them.
  const knownNetworks = config === undefined ? undefined : () => ({ names: names.served, file: configAt!.options.name ?? configAt!.path });
  const installed = (version: { networks: readonly string[] }) => (names.keys = version.networks);
  const fileOptions: KeysFileOptions = { packageDir, name: file, maxBytes: options.keysMaxBytes, settleMs: options.keysSettleMs, servedNetworks, knownNetworks, installed };
  const loaded = await loadKeysFile(path, fileOptions);
  installed(loaded);
  const ring = new KeyRing(loaded.packed as never) as unknown as Ring;
  log(`${describeKeys(loaded)} from ${path} (reloaded when it changes)`);
  const watcher: KeysWatch = watchKeysFile(path, ring, log, { ...fileOptions, loaded: loaded.identity });
  cleanups.push(() => watcher.close());
  // Started means watched: a change written once the banner is out is reloaded (bounded: chokidar's first scan).
  let waited: NodeJS.Timeout | undefined;
  await Promise.race([watcher.ready, new Promise((done) => (waited = setTimeout(done, 5000)))]);
  clearTimeout(waited);
  return { ring, keys: { file, count: loaded.count, firstKeyId: loaded.firstKeyId } };
}

/** `/metrics`: prom-client, with the process's own metrics; the server's metrics too when there are no networks. */
async function promMetrics(server: GeneratedServer, config: LoadedConfig | undefined): Promise<{ metrics?: object; prom: PromSetup }> {
  const imported = (await import('prom-client')) as unknown as { default?: PromClient } & PromClient;
  const promClient = typeof imported.Registry === 'function' ? imported : imported.default!;
  const registry = new promClient.Registry();
  // The process's own metrics (CPU, memory, event loop lag) beside the gateway's.
  promClient.collectDefaultMetrics({ register: registry });
  // With networks, each has its own registry (networks-serve.ts); without, the one registry holds everything.
  const metrics = config === undefined ? server.prometheusMetrics(promClient, { registry }) : undefined;
  return { metrics, prom: { client: promClient, processRegistry: registry } };
}

/** `--redis`/`--redis-cluster`: the balances and rates kept in Redis, shared by every process using it. */
async function redisCredits(redis: NonNullable<ReturnType<typeof redisTarget>>, ring: Ring | undefined, options: ServeOptions, cleanups: Cleanups, log: (line: string) => void): Promise<{ creditStore: { close(): void; limitsRate?: boolean }; redisClient: object; credits: string }> {
  const connection = await connectRedis(redis, log, options.redisWaitMs ?? 2000);
  // The rate is kept with the balance, in the same script (one rate per key across every process); the store
  // listens to the client's errors.
  const store = new RedisCreditStore({ client: connection.client as never, dailyCredits: ring?.dailyCredits as never, creditsPerSecond: ring?.creditsPerSecond as never });
  cleanups.push(async () => {
    store.close();
    await connection.close();
  });
  await connection.started;
  return { creditStore: store, redisClient: connection.client, credits: `Redis ${connection.shown}` };
}

/** Without `--config`: the one network of the flags, its server the gateway's. */
function flagsNetwork(pkg: GeneratedPackage, upstreams: UpstreamUrlFlags | undefined, families: readonly string[], forwarded: string[], shared: SharedParts, metrics: object | undefined, cleanups: Cleanups, log: (line: string) => void): ServedNetwork {
  const { options } = shared;
  let built: ReturnType<typeof buildNetwork>;
  try {
    built = buildNetwork(pkg, upstreams, options.partner ?? [], { ...shared, chainId: options.chainId, genesisHash: options.genesisHash }, metrics, log, (family) => new Error(`--upstream ${family}=…: the spec has no method family ${family} (it has ${families.join(', ')})`));
  } catch (error) {
    throw chainFlagError(error);
  }
  if (built.gateway !== undefined) cleanups.push(() => built.gateway!.close());
  return { http: built.server, handlers: built.handlers, mocked: built.mocked, outsideShown: built.outsideShown, pkg, forwarded };
}

/**
 * With `--config`: each network of the config (and the flags' one, `default`) behind the router, which the gateway
 * listens with. One balance and one rate bucket per key, whichever network it calls: the store and limiter are shared.
 */
async function configNetworks(pkg: GeneratedPackage, server: GeneratedServer, upstreams: UpstreamUrlFlags | undefined, forwarded: string[], shared: SharedParts, prom: PromSetup | undefined, configAt: ReturnType<typeof configFile>, config: LoadedConfig, names: NamesInForce, cacheDir: string, cleanups: Cleanups, log: (line: string) => void): Promise<{ network: ServedNetwork; running: RunningNetworks }> {
  const { options, ring, creditStore } = shared;
  const store = creditStore ?? new server.MemoryCreditStore({ dailyCredits: ring?.dailyCredits });
  // A Redis store that keeps the rate with the balance is the limiter (one per key across processes and networks).
  const rateLimiter = ring === undefined || (creditStore as { limitsRate?: boolean } | undefined)?.limitsRate === true ? undefined : new server.MemoryRateLimiter({ creditsPerSecond: ring.creditsPerSecond });
  const running = await startNetworks(
    {
      shared: { ...shared, creditStore: store, rateLimiter },
      log,
      packageFor: networkPackages(pkg, options, cacheDir, log),
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
  return { network: { http: running.router.server as GatewayServer, handlers: first.handlers, mocked: first.mocked, outsideShown: first.outsideShown, pkg: first.pkg, forwarded }, running };
}

/** The package of each network's spec, generated once per spec (`--spec`'s is `pkg`), with its catalogues. */
function networkPackages(pkg: GeneratedPackage, options: ServeOptions, cacheDir: string, log: (line: string) => void): NetworkSetup['packageFor'] {
  const packages = new Map<string, Promise<GeneratedPackage>>([[resolve(options.spec), Promise.resolve(pkg)]]);
  const packageFor = (spec: string | undefined, catalogue?: Readonly<Record<string, string>>): Promise<GeneratedPackage> => {
    const path = spec ?? resolve(options.spec);
    // A network's own catalogue documents: the same package, its catalogues loaded for those (kept on disk).
    if (catalogue !== undefined) return packageFor(spec).then((generated) => withCatalogues(generated, { ...options, catalogue: { ...options.catalogue, ...catalogue } }, cacheDir, log));
    let found = packages.get(path);
    if (found === undefined) {
      // Each other spec in a folder of its own under the cache folder (named by the spec's path).
      const dir = join(cacheDir, 'networks', createHash('sha256').update(path).digest('hex').slice(0, 16));
      found = generatePackage(path, dir, log, { refRoot: options.refRoot, serverVariables: options.serverVariables }).then((generated) => withCatalogues(generated, options, dir, log));
      packages.set(path, found);
      // A spec that fails is tried again on the next reload.
      found.catch(() => packages.delete(path));
    }
    return found;
  };
  return packageFor;
}

/**
 * Listens on `--port`/`--host`; the gateway's base address. With `cleanups` (the flags' network, whose server this
 * is), its graceful shutdown is among them; the router of `--config` shuts down with its networks.
 */
async function listen(http: GatewayServer, options: ServeOptions, cleanups: Cleanups | undefined): Promise<string> {
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

function tryCall(model: GeneratedPackageModel, handlers: Record<string, unknown>): RunningGateway['tryCall'] {
  const served = model.methods.filter((m) => handlers[m.name] !== undefined);
  if (served.length === 0) return undefined;
  if (served.some((m) => m.name === 'eth_getBlockByNumber')) return { method: 'eth_getBlockByNumber', params: ['latest', false] };
  const method = served.find((m) => m.examples.length > 0) ?? served[0]!;
  const example = method.examples[0];
  if (example === undefined) return { method: method.name, params: [] };
  const params = method.paramStructure === 'by-name' ? Object.fromEntries(example.params.map((p) => [p.name, p.value])) : example.params.map((p) => p.value);
  return { method: method.name, params };
}

/**
 * The default cost of a call outside the spec: the lowest cost the spec shows (80 credits for ours, as providers
 * charge for `eth_chainId` and `eth_blockNumber`), so that a method the spec does not price never costs less than
 * the cheapest one it does; 0 when the spec shows no cost at all.
 */
/** The package with the catalogues of its families when calls outside the spec are forwarded (catalogue.ts). */
async function withCatalogues(pkg: GeneratedPackage, options: ServeOptions, scratch: string, log: (line: string) => void): Promise<GeneratedPackage> {
  if (options.outsideSpec !== 'forward') return pkg;
  const readCredits = options.outsideSpecCredits ?? cheapestCredits(pkg.model.methods);
  const catalogues = await loadCatalogues(pkg.model.methods, options.catalogue ?? {}, options.credits ?? {}, readCredits, scratch, log);
  return { ...pkg, catalogues };
}

export function cheapestCredits(methods: readonly { credits?: number | 'not shown' }[]): number {
  const shown = methods.map((m) => m.credits).filter((c): c is number => typeof c === 'number');
  return shown.length === 0 ? 0 : Math.min(...shown);
}


/**
 * The upstreams' cache (`--cache`): memory by default, bounded; Redis on the client of `--redis`; off when asked, or
 * when results are not checked (only checked results are kept).
 */
function resultCache(options: ServeOptions, redisClient: object | undefined): { option?: { store: object; finalizedSeconds?: number }; shown: string } {
  const kind = options.cache ?? 'memory';
  if (kind === 'off') return { shown: 'off' };
  if (options.validateResults === false) return { shown: 'off (results are not checked: --no-validate-results)' };
  const finalizedSeconds = options.cacheFinalizedSeconds;
  if (kind === 'redis') {
    const ttlSeconds = options.cacheTtlSeconds ?? 86_400;
    const store = new RedisResultCache({ client: redisClient as never, ttlSeconds });
    return { option: { store, finalizedSeconds }, shown: `Redis (the --redis one), each answer kept ${ttlSeconds} s` };
  }
  const maxEntries = options.cacheMaxEntries ?? 10_000;
  const maxBytes = options.cacheMaxBytes ?? 64 * 2 ** 20;
  const store = new MemoryResultCache({ maxEntries, maxBytes });
  return { option: { store, finalizedSeconds }, shown: `memory, at most ${maxEntries} answers and ${Math.round((maxBytes / 2 ** 20) * 100) / 100} MiB` };
}

/** The parts of prom-client serve uses (the generated `prometheusMetrics` takes the module). */
interface PromClient extends PromRegistries {
  collectDefaultMetrics(options: { register: object }): void;
}

/** prom-client, and the registry of the process's own metrics. */
interface PromSetup {
  client: PromClient;
  processRegistry: InstanceType<PromClient['Registry']>;
}
