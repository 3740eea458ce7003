// `rpcforge serve`: a gateway for any spec, built from the package generated from it. The generated server
// (`createServer`) answers the spec's routes with auth, credits and the spec's limits; the generated upstream
// handlers (`createUpstream`) forward each method to the node of its family, with failover to a partner for the
// methods the spec marks `x-failover`; `--mock` answers the methods no upstream serves from the spec's examples; keys
// and plans come from a YAML file reloaded when it changes. The operations the generated server has are on: balances
// in Redis with `--redis` (shared by every process using it), `/healthz`, `/metrics` (prom-client), JSON-line logs on
// stdout, and a graceful shutdown (`close`). `redis` and `prom-client` are rpcforge's dependencies for this command,
// never the generated package's: it takes the client and the prom-client module from its caller.
import { rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { routesOf } from '../emit/server/routes.js';
import { anvilFamilies } from './anvil-families.js';
import { startAnvil, type EmbeddedNode } from './anvil.js';
import { describeKeys, loadKeysFile, watchKeysFile, type KeyRingLike, type KeysFileOptions, type KeysWatch } from './keys-file.js';
import { mockHandlers, type MockSource, type Mocks } from './mock.js';
import { defaultCacheDir, generatePackage, type GeneratedPackage } from './package.js';

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
  redis?: string;
  port?: number;
  host?: string;
  mock?: boolean;
  /** Start an embedded anvil for the spec's Ethereum methods (anvil-families.ts), unless `--upstream` names their node. */
  anvil?: boolean;
  cacheDir?: string;
  /** Folder every `$ref`'d file must lie in (default: the folder of `spec`). */
  refRoot?: string;
  /** Values for the variables of the spec's server URLs in place of their defaults (`--server-var name=value`). */
  serverVariables?: Readonly<Record<string, string>>;
  /** Origins the docs page's "Try it" may send to besides the gateway itself (`--try-origin`). */
  tryOrigins?: readonly string[];
  /** Check upstream results with the generated validators (default true). */
  validateResults?: boolean;
  /** Send calls that arrive together as one upstream batch (createUpstream's `batch`). */
  batch?: boolean;
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
  /** Milliseconds to wait for Redis at start before serving anyway (default 2,000). */
  redisWaitMs?: number;
  /**
   * Calls of methods the spec does not have: `refuse` (default) answers -32601 "Method not found", as the spec
   * promises no more; `forward` sends them, unvalidated, to the upstream of the family with the name's prefix
   * (`eth_chainId` → evm; the server's `outsideSpec` with `createUpstream`'s `outsideSpec`), so that wallet libraries'
   * usual calls (`eth_chainId`, `eth_blockNumber`, `eth_getBalance`) work.
   */
  outsideSpec?: 'refuse' | 'forward';
  /** Credits per forwarded call outside the spec (default `cheapestCredits`: the lowest cost the spec shows). */
  outsideSpecCredits?: number;
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
  tryCall: { method: string; params: unknown };
  /** The families anvil serves (`default`: every method). */
  anvilFamilies: string[];
  /** `/healthz` and `/metrics` (undefined with `metrics: false`). */
  healthUrl: string;
  metricsUrl?: string;
  /** Where balances are kept: `memory`, or the Redis URL with its password hidden. */
  credits: string;
  /** The policy for methods the spec does not have, in words (the banner's line). */
  outsideSpec: string;
  /** With `keys`: the file as given, its number of keys at start and its first key's fingerprint (never a key). */
  keys?: { file: string; count: number; firstKeyId?: string };
  /** Graceful: `/healthz` turns 503, the calls in flight finish, then upstreams, Redis, anvil and the watcher close. */
  close(): Promise<void>;
}

/** Parses `url` or `family=url` flags into what `createUpstream` takes. */
export function parseUpstreams(flags: readonly string[], flag: string): string | Record<string, string> | undefined {
  if (flags.length === 0) return undefined;
  const byFamily: Record<string, string> = {};
  for (const value of flags) {
    const match = /^([A-Za-z0-9_.-]+)=(.+)$/.exec(value);
    const [family, url] = match && !/^[a-z]+:\/\//i.test(value) ? [match[1]!, match[2]!] : ['default', value];
    if (!/^(https?|wss?):\/\/./i.test(url)) throw new Error(`${flag} ${shownUrl(value)}: expected an http(s):// or ws(s):// URL, optionally after family=`);
    if (Object.prototype.hasOwnProperty.call(byFamily, family)) throw new Error(`${flag}: ${family === 'default' ? 'more than one URL for every family' : `family ${family} given twice`}`);
    byFamily[family] = url;
  }
  return Object.keys(byFamily).length === 1 && byFamily.default !== undefined ? byFamily.default : byFamily;
}

/**
 * An upstream flag's value fit for an error message: its scheme and host, without the credentials and the path that
 * providers put their keys in (`https://eth.example/v3/<key>`).
 */
export function shownUrl(value: string): string {
  const match = /^(?:([A-Za-z0-9_.-]+)=)?([a-z][a-z0-9+.-]*:\/\/)?(?:[^@/?#]*@)?([^/?#]*)(.*)$/is.exec(value);
  if (!match) return '(value not shown)';
  const [, family, scheme, host, rest] = match;
  return `${family === undefined ? '' : `${family}=`}${scheme ?? ''}${host}${rest !== '' ? '/…' : ''}`;
}

/** A Redis URL fit for logs: the password replaced. */
export function maskRedisUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password !== '') parsed.password = '***';
    return parsed.href;
  } catch {
    return 'redis (URL not shown)';
  }
}

export async function serve(options: ServeOptions, log: (line: string) => void): Promise<RunningGateway> {
  if (options.redis !== undefined && !/^rediss?:\/\/./i.test(options.redis)) throw new Error('--redis: expected a redis:// or rediss:// URL');
  const upstream = parseUpstreams(options.upstream ?? [], '--upstream');
  const partner = parseUpstreams(options.partner ?? [], '--partner');
  const cleanups: (() => Promise<void>)[] = [];
  const closeAll = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => undefined);
  };
  try {
    const cacheDir = options.cacheDir ?? defaultCacheDir();
    // The folder of this run alone goes when the gateway stops (the last thing closed); a named one is kept.
    if (options.cacheDir === undefined) cleanups.push(() => rm(cacheDir, { recursive: true, force: true }));
    const pkg = await generatePackage(options.spec, cacheDir, log, options.refRoot, options.serverVariables, options.tryOrigins);
    const server = pkg.server as unknown as GeneratedServer;
    if (typeof server.createUpstream !== 'function') throw new Error('the generated package has no createUpstream (is the client among its outputs?)');
    const families = [...new Set(pkg.model.methods.map((m) => m.family ?? 'default'))];

    let anvil: EmbeddedNode | undefined;
    let anvilServes: string[] = [];
    let upstreams: string | Record<string, string> | undefined = upstream;
    if (options.anvil === true) {
      // The families anvil takes (anvil-families.ts), less those an --upstream already names.
      const named = (family: string) => typeof upstreams === 'string' || (upstreams !== undefined && (upstreams[family] !== undefined || upstreams.default !== undefined));
      anvilServes = anvilFamilies(pkg.model).filter((family) => !named(family));
      if (anvilServes.length > 0) {
        anvil = await startAnvil(0);
        cleanups.push(() => anvil!.stop());
        // Over its WebSocket: one connection, cheaper per call than HTTP requests (see the gateway benchmark).
        const ws = anvil.url.replace(/^http/, 'ws');
        upstreams = { ...(typeof upstreams === 'object' ? upstreams : {}), ...Object.fromEntries(anvilServes.map((family) => [family, ws])) };
        log(`anvil (embedded Ethereum node) on ${anvil.url} for ${anvilServes.length === 1 && anvilServes[0] === 'default' ? 'every method' : `the ${anvilServes.join(', ')} famil${anvilServes.length === 1 ? 'y' : 'ies'}`}`);
      }
    }
    const forwarded = families.filter((f) => typeof upstreams === 'string' || (upstreams !== undefined && (upstreams[f] !== undefined || upstreams.default !== undefined)));
    if (typeof upstreams === 'object') {
      for (const family of Object.keys(upstreams)) if (family !== 'default' && !families.includes(family)) throw new Error(`--upstream ${family}=…: the spec has no method family ${family} (it has ${families.join(', ')})`);
    }

    let keys: RunningGateway['keys'];
    let ring: (KeyRingLike & { authenticate: unknown; dailyCredits: unknown; creditsPerSecond: unknown; planOf: unknown }) | undefined;
    if (options.keys !== undefined) {
      const path = resolve(options.keys);
      const fileOptions: KeysFileOptions = { packageDir: pkg.dir, name: options.keys, maxBytes: options.keysMaxBytes, settleMs: options.keysSettleMs };
      const loaded = await loadKeysFile(path, fileOptions);
      ring = new server.KeyRing(loaded.packed);
      keys = { file: options.keys, count: loaded.count, firstKeyId: loaded.firstKeyId };
      log(`${describeKeys(loaded)} from ${path} (reloaded when it changes)`);
      const watcher: KeysWatch = watchKeysFile(path, ring, log, { ...fileOptions, loaded: loaded.identity });
      cleanups.push(() => watcher.close());
      // Started means watched: a change written once the banner is out is reloaded (bounded: chokidar's first scan).
      let waited: NodeJS.Timeout | undefined;
      await Promise.race([watcher.ready, new Promise((done) => (waited = setTimeout(done, 5000)))]);
      clearTimeout(waited);
    }

    const logger = server.jsonLogger({ level: options.logLevel ?? 'info', write: options.writeLog });
    let metrics: object | undefined;
    if (options.metrics !== false) {
      const imported = (await import('prom-client')) as unknown as { default?: PromClient } & PromClient;
      const promClient = typeof imported.Registry === 'function' ? imported : imported.default!;
      const registry = new promClient.Registry();
      // The process's own metrics (CPU, memory, event loop lag) beside the gateway's.
      promClient.collectDefaultMetrics({ register: registry });
      metrics = server.prometheusMetrics(promClient, { registry });
    }

    let creditStore: { close(): void } | undefined;
    let credits = 'memory';
    if (options.redis !== undefined) {
      const shown = maskRedisUrl(options.redis);
      credits = `Redis ${shown}`;
      const { createClient } = await import('redis');
      // No offline queue: while Redis is away a charge fails at once (the call gets the documented 503) instead of
      // waiting in a queue; the client reconnects on its own, at most every 2 s.
      const client = createClient({
        url: options.redis,
        disableOfflineQueue: true,
        socket: { connectTimeout: 2000, reconnectStrategy: (retries: number) => Math.min(100 * 2 ** retries, 2000) },
      });
      // The store listens to the client's errors (created before connect: node-redis throws an unheard error).
      const store = new server.RedisCreditStore({ client: client as never, dailyCredits: ring?.dailyCredits });
      creditStore = store;
      let lost = false;
      client.on('error', (error: Error) => {
        if (lost) return;
        lost = true;
        log(`Redis ${shown} unavailable (${error.message || error.name}): calls are refused with 503 until it answers; reconnecting`);
      });
      client.on('ready', () => {
        if (lost) log(`Redis ${shown} connected again`);
        lost = false;
      });
      const connecting = client.connect().then(
        () => true,
        () => false,
      );
      cleanups.push(async () => {
        store.close();
        if (client.isReady) await Promise.race([client.close(), delay(1000)]).catch(() => undefined);
        if (client.isOpen) client.destroy();
        await connecting;
      });
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([connecting, new Promise((done) => (timer = setTimeout(done, options.redisWaitMs ?? 2000)))]);
      clearTimeout(timer);
      if (client.isReady) log(`credits in Redis ${shown}`);
    }

    const gateway =
      upstreams === undefined
        ? undefined
        : server.createUpstream({ upstream: upstreams, partner, planOf: ring?.planOf, validateResults: options.validateResults, batch: options.batch === true, logger, metrics });
    if (gateway !== undefined) cleanups.push(() => gateway.close());
    const handlers: Record<string, unknown> = { ...(gateway?.handlers ?? {}) };
    let mocked: Mocks['bySource'] = { examples: [], schemaExamples: [], generated: [] };
    if (options.mock === true) {
      const unserved = pkg.model.methods.map((m) => m.name).filter((name) => handlers[name] === undefined);
      const mocks = mockHandlers(pkg.model, unserved, (method, value) => pkg.validators.validateResult(method, value).ok);
      Object.assign(handlers, mocks.handlers);
      mocked = mocks.bySource;
      const count = (source: MockSource) => `${mocked[source].length} from ${mockSourceText[source]}`;
      log(`--mock: ${count('examples')}, ${count('schemaExamples')}, ${count('generated')}`);
      for (const { method, reason } of mocks.skipped) log(`--mock: ${method} not mocked: ${reason}`);
    }
    const outside = outsidePolicy(options, pkg.model.methods, gateway);
    if (Object.keys(handlers).length === 0) throw new Error('nothing to serve: no method of the spec has an upstream or an example (give --upstream <url>, family=url, --anvil or --mock)');

    const http = server.createServer(handlers, {
      authenticate: ring?.authenticate,
      dailyCredits: ring?.dailyCredits,
      creditsPerSecond: ring?.creditsPerSecond,
      creditStore,
      blockGasLimit: gateway?.blockGasLimit,
      // /healthz turns 503 while a method family has no upstream that may serve it.
      healthCheck: gateway?.ready,
      metricsToken: options.metricsToken,
      logger,
      metrics,
      outsideSpec: outside.option,
    });
    let listening = false;
    cleanups.push(async () => {
      if (listening) await http.shutdown({ timeoutMs: options.shutdownTimeoutMs ?? 10_000 });
    });
    await new Promise<void>((done, fail) => {
      http.once('error', fail);
      http.listen(options.port ?? 8080, options.host ?? '127.0.0.1', () => done());
    });
    listening = true;
    const address = http.address() as AddressInfo;
    const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
    const url = `http://${host}:${address.port}`;
    return {
      url,
      healthUrl: `${url}/healthz`,
      metricsUrl: metrics === undefined ? undefined : `${url}/metrics`,
      credits,
      outsideSpec: outside.shown,
      keys,
      routes: routesOf(pkg.model).map((r) => ({ transport: r.transport, path: r.path })),
      upstreamFamilies: forwarded,
      mocked,
      anvil: anvil?.url,
      anvilFamilies: anvil === undefined ? [] : anvilServes,
      tryCall: tryCall(pkg.model, handlers),
      close: closeAll,
    };
  } catch (error) {
    await closeAll();
    throw error;
  }
}

function tryCall(model: GeneratedPackageModel, handlers: Record<string, unknown>): RunningGateway['tryCall'] {
  const served = model.methods.filter((m) => handlers[m.name] !== undefined);
  if (served.some((m) => m.name === 'eth_getBlockByNumber')) return { method: 'eth_getBlockByNumber', params: ['latest', false] };
  const method = served.find((m) => m.examples.length > 0) ?? served[0]!;
  const example = method.examples[0];
  if (example === undefined) return { method: method.name, params: [] };
  const params = method.paramStructure === 'by-name' ? Object.fromEntries(example.params.map((p) => [p.name, p.value])) : example.params.map((p) => p.value);
  return { method: method.name, params };
}

const mockSourceText: Record<MockSource, string> = { examples: 'examples', schemaExamples: 'schema examples or defaults', generated: 'generated values' };

/**
 * The default cost of a call outside the spec: the lowest cost the spec shows (80 credits for ours, as providers
 * charge for `eth_chainId` and `eth_blockNumber`), so that a method the spec does not price never costs less than
 * the cheapest one it does; 0 when the spec shows no cost at all.
 */
export function cheapestCredits(methods: readonly { credits?: number | 'not shown' }[]): number {
  const shown = methods.map((m) => m.credits).filter((c): c is number => typeof c === 'number');
  return shown.length === 0 ? 0 : Math.min(...shown);
}

/** The server's `outsideSpec` option for `options.outsideSpec`, and the banner's line saying what it does. */
function outsidePolicy(options: ServeOptions, methods: readonly { name: string; family?: string; credits?: number | 'not shown' }[], gateway: GeneratedUpstream | undefined): { option?: object; shown: string } {
  const policy = options.outsideSpec ?? 'refuse';
  if (policy === 'refuse') return { shown: 'refused (-32601; --outside-spec forward sends them upstream)' };
  if (policy !== 'forward') throw new Error(`--outside-spec: expected refuse or forward, not ${JSON.stringify(policy)}`);
  if (gateway === undefined) throw new Error('--outside-spec forward: no upstream to forward to (give --upstream or --anvil)');
  const credits = options.outsideSpecCredits ?? cheapestCredits(methods);
  if (!(Number.isSafeInteger(credits) && credits >= 0)) throw new Error('--outside-spec-credits: expected a whole number of credits, 0 or more');
  // Which prefixes go where, for the banner: each family's first prefix that `forwards` takes.
  const prefixes = new Map<string, string>();
  for (const m of methods) {
    const end = m.name.indexOf('_');
    if (end > 0 && gateway.forwards(`${m.name.slice(0, end + 1)}x`)) prefixes.set(m.name.slice(0, end + 1), m.family ?? 'default');
  }
  const routed = [...prefixes].map(([prefix, family]) => `${prefix}… → ${family}`);
  // A name of no family's prefix goes to the upstream for every family, if there is one ('x' has no prefix).
  routed.push(`other names ${gateway.forwards('x') ? '→ the upstream for every family' : 'refused'}`);
  return {
    option: gateway.outsideSpec(credits),
    shown: `forwarded unchecked (${routed.join(', ')}), ${credits} credits each, metrics label "(outside the spec)"`,
  };
}

function delay(ms: number): Promise<void> {
  return new Promise((done) => setTimeout(done, ms));
}

/** The parts of prom-client serve uses (the generated `prometheusMetrics` takes the module). */
interface PromClient {
  Registry: new () => object;
  collectDefaultMetrics(options: { register: object }): void;
}

/** The parts of the generated `createUpstream`'s answer serve uses. */
interface GeneratedUpstream {
  handlers: Record<string, unknown>;
  blockGasLimit: unknown;
  ready(): boolean;
  close(): Promise<void>;
  forwards(method: string): boolean;
  outsideSpec(credits: number): object;
}

/** The parts of the generated `<package>/server` module serve uses. */
interface GeneratedServer {
  createServer(handlers: object, options: object): Server & { shutdown(options?: { timeoutMs?: number }): Promise<void> };
  jsonLogger(options: { level?: 'info' | 'error'; write?: (line: string) => void }): { error(message: string, details: Record<string, unknown>): void };
  prometheusMetrics(client: object, options?: { registry?: object }): object;
  RedisCreditStore: new (options: { client: never; dailyCredits?: unknown }) => { close(): void };
  createUpstream(options: {
    upstream: string | Record<string, string>;
    partner?: string | Record<string, string>;
    planOf?: unknown;
    validateResults?: boolean;
    batch?: boolean;
    logger?: { error(message: string, details: Record<string, unknown>): void };
    metrics?: object;
  }): GeneratedUpstream;
  KeyRing: new (config: never) => KeyRingLike & { authenticate: unknown; dailyCredits: unknown; creditsPerSecond: unknown; planOf: unknown };
}
