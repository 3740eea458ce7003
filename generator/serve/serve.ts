// `rpcforge serve`: a gateway for any spec, built from the package generated from it. What needs the generator is
// here: generating the package (and each `--config` network's spec), `--mock`'s answers from the spec's examples and
// schemas, the embedded anvil, the catalogues' validators. The rest is the gateway package's (gateway/src/serve.ts):
// upstreams, networks, keys reloaded from a YAML file, Redis, the cache, `/healthz`, `/metrics`, logs and the graceful
// close, which `node gateway/dist/main.js` runs without the generator. `redis` and `prom-client` are the gateway's
// dependencies, never the generated package's: it takes the client and the prom-client module from its caller.
import { createHash } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { FillHandlers } from '../../gateway/src/network-build.js';
import type { NetworkInfo, NetworkSetup } from '../../gateway/src/networks-serve.js';
import { cheapestCredits, type GatewayServeOptions, type ServedPackage } from '../../gateway/src/serve-options.js';
import { prepareGateway, startGateway } from '../../gateway/src/serve.js';
import { servesFamily, type UpstreamUrlFlags } from '../../gateway/src/upstream-flags.js';
import { anvilFamilies } from './anvil-families.js';
import { startAnvil, type EmbeddedNode } from './anvil.js';
import { loadCatalogues } from './catalogue.js';
import { anvilChainIdArgs } from '../../gateway/src/chain-flags.js';
import { mockBlockGasLimit, mockHandlers, type MockSource, type Mocks } from './mock.js';
import { defaultMockIntervalMs, mockSubscriptions } from './mock-subscriptions.js';
import { defaultCacheDir, generatePackage, type GeneratedPackage } from './package.js';
import { checkPortFree } from './port-check.js';

export { parseUpstreams, servesFamily, shownUrl, type UpstreamUrlFlags } from '../../gateway/src/upstream-flags.js';
export { cheapestCredits } from '../../gateway/src/serve-options.js';

type GeneratedPackageModel = GeneratedPackage['model'];

/** `rpcforge serve`'s options: the gateway's (GatewayServeOptions, the gateway package's), and what needs the generator. */
export interface ServeOptions extends GatewayServeOptions {
  spec: string;
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
  // The options and the config are checked before anything starts: a bad one is an error and no gateway.
  const prepared = await prepareGateway(options);
  // A taken port is found now, not after generating the package and starting anvil.
  await checkPortFree(options.port ?? 8080, options.host ?? '127.0.0.1');
  // What this command started (the cache folder, anvil), closed in reverse after the gateway.
  const cleanups: (() => Promise<void>)[] = [];
  const closeAll = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => undefined);
  };
  try {
    const cacheDir = options.cacheDir ?? defaultCacheDir();
    // The folder of this run alone goes when the gateway stops (the last thing closed); a named one is kept.
    if (options.cacheDir === undefined) cleanups.push(() => rm(cacheDir, { recursive: true, force: true }));
    const pkg = await withCatalogues(await generatePackage(options.spec, cacheDir, log, options), options, cacheDir, log);
    if (typeof (pkg.server as { packageHooks?: unknown }).packageHooks !== 'object') throw new Error('the generated package has no packageHooks, which the gateway needs (is the client among its outputs?)');
    const { anvil, anvilServes, upstreams } = options.anvil === true ? await embeddedAnvil(options, pkg.model, prepared.upstream, cleanups, log) : { anvil: undefined, anvilServes: [], upstreams: prepared.upstream };
    const gateway = await startGateway(prepared, { pkg, upstreams, packageFor: networkPackages(pkg, options, cacheDir, log), fill: options.mock === true ? mockFill(options.mockIntervalMs) : undefined }, log);
    cleanups.push(() => gateway.close());
    const first = gateway.first.pkg as GeneratedPackage;
    return {
      url: gateway.url,
      healthUrl: gateway.healthUrl,
      metricsUrl: gateway.metricsUrl,
      credits: gateway.credits,
      cache: gateway.cache,
      ...(gateway.pools === undefined ? {} : { pools: gateway.pools }),
      outsideSpec: gateway.outsideSpec,
      keys: gateway.keys,
      ...(gateway.config === undefined ? {} : { config: gateway.config }),
      routes: first.routes.map((r) => ({ transport: r.transport, path: r.path })),
      upstreamFamilies: gateway.first.forwarded,
      mocked: { examples: [], schemaExamples: [], generated: [], ...gateway.first.filled } as Mocks['bySource'],
      anvil: anvil?.url,
      anvilFamilies: anvil === undefined ? [] : anvilServes,
      tryCall: tryCall(first.model, gateway.first.handlers),
      close: closeAll,
    };
  } catch (error) {
    await closeAll();
    throw error;
  }
}

/** `--mock`: the methods no upstream serves answered from the spec's examples and schemas (mock.ts); with no upstream
 * at all, the spec's subscriptions send notifications generated from their schemas (mock-subscriptions.ts). */
function mockFill(intervalMs: number | undefined): FillHandlers {
  return (served, unserved, upstreamed, log) => {
    const pkg = served as GeneratedPackage;
    const mocks = mockHandlers(pkg.model, unserved, (method, value) => pkg.validators.validateResult(method, value).ok);
    const count = (source: MockSource) => `${mocks.bySource[source].length} from ${mockSourceText[source]}`;
    log(`--mock: ${count('examples')}, ${count('schemaExamples')}, ${count('generated')}`);
    for (const { method, reason } of mocks.skipped) log(`--mock: ${method} not mocked: ${reason}`);
    for (const note of mocks.notes) log(`--mock: ${note}`);
    // With no upstream at all, the gas caps multiply the mocked latest block's gas limit (./mock.ts).
    const blockGasLimit = upstreamed ? undefined : mockBlockGasLimit(mocks.handlers);
    const subscriptions = upstreamed ? undefined : subscriptionsMock(pkg, intervalMs, log);
    return { handlers: mocks.handlers, ...(blockGasLimit === undefined ? {} : { blockGasLimit }), ...(subscriptions === undefined ? {} : { subscriptions }), shown: mocks.bySource };
  };
}

/** `serve --mock`'s subscriptions (./mock-subscriptions.ts) through the package's `serveSubscriptions`; undefined when it has none. */
function subscriptionsMock(pkg: GeneratedPackage, intervalMs: number | undefined, log: (line: string) => void): object | undefined {
  const validate = pkg.validators.validateNotification;
  const serveSubscriptions = (pkg.server as { serveSubscriptions?: (handlers: object) => object }).serveSubscriptions;
  if (pkg.model.subscriptions.length === 0 || serveSubscriptions === undefined || validate === undefined) return undefined;
  const made = mockSubscriptions(pkg.model, (name, value) => validate(name, value).ok, intervalMs);
  const every = (intervalMs ?? defaultMockIntervalMs) / 1000;
  if (made.mocked.length > 0) log(`--mock: subscriptions ${made.mocked.join(', ')}: a notification every ${every} s, generated from their schemas`);
  for (const { name, reason } of made.skipped) log(`--mock: subscription ${name} sends nothing: ${reason}`);
  return serveSubscriptions(made.handlers);
}

const mockSourceText: Record<MockSource, string> = { examples: 'examples', schemaExamples: 'schema examples or defaults', generated: 'generated values' };

/**
 * `--anvil`: an embedded anvil for the families it takes (anvil-families.ts), less those an --upstream already
 * names, over its WebSocket; the upstreams with it added.
 */
async function embeddedAnvil(options: ServeOptions, model: GeneratedPackageModel, upstream: UpstreamUrlFlags | undefined, cleanups: (() => Promise<void>)[], log: (line: string) => void): Promise<{ anvil?: EmbeddedNode; anvilServes: string[]; upstreams: UpstreamUrlFlags | undefined }> {
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

/** The package with the catalogues of its families when calls outside the spec are forwarded (catalogue.ts). */
async function withCatalogues(pkg: GeneratedPackage, options: ServeOptions, scratch: string, log: (line: string) => void): Promise<GeneratedPackage> {
  if (options.outsideSpec !== 'forward') return pkg;
  const readCredits = options.outsideSpecCredits ?? cheapestCredits(pkg.model.methods);
  const catalogues = await loadCatalogues(pkg.model.methods, options.catalogue ?? {}, options.credits ?? {}, readCredits, scratch, log);
  return { ...pkg, catalogues };
}
