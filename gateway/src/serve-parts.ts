// The parts serve.ts starts beside the networks, each with what closes it: the key ring from the keys file (watched
// and reloaded), `/metrics` (prom-client), the credit store in Redis, and the answer cache.
import { resolve } from 'node:path';
import { MemoryResultCache, RedisResultCache } from './cache-stores.js';
import type { LoadedConfig } from './gateway-config.js';
import { KeyRing } from './key-ring.js';
import { describeKeys, loadKeysFile, watchKeysFile, type KeysFileOptions, type KeysWatch } from './keys-file.js';
import type { GeneratedServer, Ring } from './network-build.js';
import type { configFile, PromRegistries } from './networks-serve.js';
import { RedisCreditStore } from './redis-credit-store.js';
import { connectRedis, type RedisTarget } from './redis-client.js';
import type { GatewayServeOptions } from './serve-options.js';
import { gatewayMetrics } from './upstream-metrics.js';

/** What was started, each closed (in reverse) when the gateway stops or fails to start. */
export type Cleanups = (() => Promise<void>)[];

/** The network names in force: the config's (the flags' `default` among them), and those the keys in force name. */
export interface NamesInForce {
  served: readonly string[];
  keys: readonly string[];
}

/** The parts of prom-client the gateway uses (the generated `prometheusMetrics` takes the module). */
interface PromClient extends PromRegistries {
  collectDefaultMetrics(options: { register: object }): void;
}

/** prom-client, and the registry of the process's own metrics. */
export interface PromSetup {
  client: PromClient;
  processRegistry: InstanceType<PromClient['Registry']>;
}

/** `--keys`: the key ring from the keys file, reloaded when it changes (watched before the banner is out). */
export async function startKeys(options: GatewayServeOptions, file: string, configAt: ReturnType<typeof configFile> | undefined, config: LoadedConfig | undefined, names: NamesInForce, cleanups: Cleanups, log: (line: string) => void): Promise<{ ring: Ring; keys: { file: string; count: number; firstKeyId?: string } }> {
  const path = resolve(file);
  // Without --config, one network (named `default`, as --config names the flags' one): see KeysFileOptions.
  const servedNetworks = config === undefined ? names.served : undefined;
  // With --config, the networks in force (the flags' one is `default`), as a config reload leaves them.
  const knownNetworks = config === undefined ? undefined : () => ({ names: names.served, file: configAt!.options.name ?? configAt!.path });
  const installed = (version: { networks: readonly string[] }) => (names.keys = version.networks);
  const fileOptions: KeysFileOptions = { name: file, maxBytes: options.keysMaxBytes, settleMs: options.keysSettleMs, servedNetworks, knownNetworks, installed };
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
export async function promMetrics(server: GeneratedServer, config: LoadedConfig | undefined): Promise<{ metrics?: object; prom: PromSetup }> {
  const imported = (await import('prom-client')) as unknown as { default?: PromClient } & PromClient;
  const promClient = typeof imported.Registry === 'function' ? imported : imported.default!;
  const registry = new promClient.Registry();
  // The process's own metrics (CPU, memory, event loop lag) beside the gateway's.
  promClient.collectDefaultMetrics({ register: registry });
  // With networks, each has its own registry (networks-serve.ts); without, the one registry holds everything.
  const metrics = config === undefined ? gatewayMetrics(server, promClient, { registry }) : undefined;
  return { metrics, prom: { client: promClient, processRegistry: registry } };
}

/** `--redis`/`--redis-cluster`: the balances and rates kept in Redis, shared by every process using it. */
export async function redisCredits(redis: RedisTarget, ring: Ring | undefined, options: GatewayServeOptions, cleanups: Cleanups, log: (line: string) => void): Promise<{ creditStore: RedisCreditStore; redisClient: object; credits: string }> {
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

/**
 * The upstreams' cache (`--cache`): memory by default, bounded; Redis on the client of `--redis`; off when asked, or
 * when results are not checked (only checked results are kept).
 */
export function resultCache(options: GatewayServeOptions, redisClient: object | undefined): { option?: { store: object; finalizedSeconds?: number }; shown: string } {
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
