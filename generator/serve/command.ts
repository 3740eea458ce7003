// `rpcforge serve [--spec <file>] [--upstream <url>|<family>=<url>]… [--partner …]… [--keys keys.yaml] [--keys-max-mib <n>] [--port <n>]
// [--host <addr>] [--mock] [--mock-interval <s>] [--anvil] [--batch] [--cache-dir <dir>] [--no-validate-results] [--demo-key <key>] [--redis <url> | --redis-cluster <urls>]
// [--no-metrics] [--log-level <info|error>] [--shutdown-timeout <s>] [--max-connections <n>] [--outside-spec <refuse|forward>]
// [--outside-spec-credits <n>] [--subscription-credits <kind=n>] [--retries <n>] [--hedge] [--cache <memory|redis|off>] [--cache-max-entries <n>]
// [--cache-max-mib <n>] [--cache-ttl <s>] [--cache-finalized-seconds <s>] [--chain-id <id>|<family>=<id>]…
// [--genesis-hash <hash>|<family>=<hash>]…
// [--config gateway.yaml]`: see serve.ts.
import { resolve } from 'node:path';
import { Command, InvalidArgumentError } from 'commander';
import { checkConnectOrigins } from '../emit/docs/page.js';
import { shellQuote } from '../emit/escape.js';
import { SpecError } from '../errors.js';
import { docsServer, publishedDocs } from '../serve.js';
// The gateway package's flag checks: `rpcforge serve` and the gateway's own command (gateway/src/main.ts) read them alike.
import { parseChainIds, parseGenesisHashes } from '../../gateway/src/chain-flags.js';
import { defaultKeysMaxBytes } from '../../gateway/src/keys-file.js';
import { redisTarget } from '../../gateway/src/redis-client.js';
import { secretValue, secretValues } from '../../gateway/src/secrets.js';
import { cataloguesShown } from '../../gateway/src/networks-serve.js';
import { serve, type RunningGateway, type ServeOptions } from './serve.js';

interface Io {
  out: (text: string) => void;
  err: (text: string) => void;
}

interface Flags {
  spec: string;
  upstream: string[];
  partner: string[];
  keys?: string;
  keysMaxMib: number;
  redis?: string;
  redisCluster?: string;
  port: number;
  host: string;
  mock: boolean;
  mockInterval: number;
  anvil: boolean;
  cacheDir?: string;
  refRoot?: string;
  serverVar: string[];
  tryOrigin: string[];
  validateResults: boolean;
  batch: boolean;
  demoKey?: string;
  metrics: boolean;
  logLevel: 'info' | 'error';
  shutdownTimeout: number;
  outsideSpec: 'refuse' | 'forward';
  outsideSpecCredits?: number;
  catalogue: Record<string, string>;
  open: string[];
  credits: Record<string, number>;
  subscriptionCredits: Record<string, number>;
  retries: number;
  hedge: boolean;
  cache: 'memory' | 'redis' | 'off';
  cacheMaxEntries: number;
  maxConnections: number;
  cacheMaxMib: number;
  cacheTtl: number;
  cacheFinalizedSeconds: number;
  config?: string;
  chainId: string[];
  genesisHash: string[];
}

const collect = (value: string, previous: string[]) => [...previous, value];

/** `--server-var name=value`, repeatable, into the `serverVariables` generate takes. */
export function serverVariables(flags: readonly string[]): Record<string, string> | undefined {
  if (flags.length === 0) return undefined;
  const values: Record<string, string> = {};
  for (const flag of flags) {
    const match = /^([^=\s]+)=(.*)$/s.exec(flag);
    if (!match) throw new Error(`--server-var ${flag}: expected name=value`);
    if (Object.prototype.hasOwnProperty.call(values, match[1]!)) throw new Error(`--server-var: ${match[1]} given twice`);
    values[match[1]!] = match[2]!;
  }
  return values;
}

/** `--try-origin`, each an origin the page's CSP can name (checked before anything is generated). */
function checkTryOrigins(origins: readonly string[]): void {
  try {
    checkConnectOrigins(origins);
  } catch (error) {
    throw new Error(`--try-origin: ${(error as Error).message}`);
  }
}

function seconds(value: string): number {
  const n = Number(value);
  if (!(value.trim() !== '' && Number.isFinite(n) && n >= 0)) throw new InvalidArgumentError('expected a number of seconds');
  return n;
}

function logLevel(value: string): 'info' | 'error' {
  if (value !== 'info' && value !== 'error') throw new InvalidArgumentError('expected info or error');
  return value;
}

function outsidePolicy(value: string): 'refuse' | 'forward' {
  if (value !== 'refuse' && value !== 'forward') throw new InvalidArgumentError('expected refuse or forward');
  return value;
}

/**
 * A repeatable `name=value` flag as an object, parsed by commander as each is given (its errors are commander's: the
 * flag named, exit 2); a name given twice is refused.
 */
export function namedValues<T>(read: (value: string) => T): (item: string, previous: Record<string, T>) => Record<string, T> {
  return (item, previous) => {
    const at = item.indexOf('=');
    const name = item.slice(0, at);
    if (at <= 0 || !/^[A-Za-z][\w.-]{0,63}$/.test(name)) throw new InvalidArgumentError('expected name=value');
    if (Object.prototype.hasOwnProperty.call(previous, name)) throw new InvalidArgumentError(`${name} given twice`);
    return { ...previous, [name]: read(item.slice(at + 1)) };
  };
}

function wholeCredits(value: string): number {
  const n = Number(value);
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(n)) throw new InvalidArgumentError('expected a whole number of credits, 0 or more');
  return n;
}

/** `--subscription-credits kind=n`, repeatable: credits per notification of a subscription kind. */
function subscriptionCredits(value: string, previous: Record<string, number>): Record<string, number> {
  const match = /^(newHeads|logs|newPendingTransactions)=(\d+)$/.exec(value);
  if (match === null || !Number.isSafeInteger(Number(match[2]))) throw new InvalidArgumentError('expected kind=credits, kind one of newHeads, logs, newPendingTransactions (e.g. newHeads=20)');
  return { ...previous, [match[1]!]: Number(match[2]) };
}

function retryCount(value: string): number {
  const n = Number(value);
  if (!/^\d+$/.test(value) || n > 31) throw new InvalidArgumentError('expected a whole number from 0 to 31');
  return n;
}

function mebibytes(value: string): number {
  const n = Number(value);
  if (!(value.trim() !== '' && Number.isFinite(n) && n > 0)) throw new InvalidArgumentError('expected a size in MiB above 0');
  return n;
}

function cacheKind(value: string): 'memory' | 'redis' | 'off' {
  if (value !== 'memory' && value !== 'redis' && value !== 'off') throw new InvalidArgumentError('expected memory, redis or off');
  return value;
}

function positiveWhole(value: string): number {
  const n = Number(value);
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(n) || n === 0) throw new InvalidArgumentError('expected a whole number above 0');
  return n;
}

function positiveSeconds(value: string): number {
  const n = seconds(value);
  if (n === 0) throw new InvalidArgumentError('expected a number of seconds above 0');
  return n;
}

function port(value: string): number {
  const n = Number(value);
  if (!/^\d+$/.test(value) || n > 65_535) throw new InvalidArgumentError('expected a port number (0 picks a free one)');
  return n;
}

/**
 * Adds `serve`. Without an upstream (`--upstream`, `--anvil`) or `--mock` it serves the spec's reference docs page
 * and document (../serve.ts); with them, a gateway. It runs until SIGINT or SIGTERM; a failure to start sets exit
 * code 2 through `setCode` (at once for a bad spec in the docs mode, later for a gateway, which starts asynchronously).
 * A gateway shuts down gracefully on SIGINT or SIGTERM: the calls in flight finish, then it exits 0; a second signal
 * ends it at once.
 */
export function addServeCommand(program: Command, io: Io, setCode: (code: number) => void): void {
  const command = program
    .command('serve')
    .description('serve the reference docs of a spec (GET /, /openrpc.json); with --upstream, --anvil or --mock, a gateway: the generated server forwarding each method family to an upstream node');
  withServeOptions(command).action((flags: Flags, command: Command) => {
    let parsed: ParsedFlags;
    try {
      parsed = parseFlags(flags);
    } catch (error) {
      io.err(`rpcforge serve: ${(error as Error).message}\n`);
      setCode(2);
      process.exitCode = 2;
      return;
    }
    if (flags.upstream.length === 0 && !flags.anvil && !flags.mock && flags.redis === undefined && flags.redisCluster === undefined && flags.config === undefined) {
      // Gateway flags without a gateway: say they do nothing rather than let `--keys …` look like it took effect.
      const docsFlags = new Set(['spec', 'port', 'host', 'refRoot', 'tryOrigin']);
      const ignored = command.options.filter((o) => !docsFlags.has(o.attributeName()) && command.getOptionValueSource(o.attributeName()) === 'cli').map((o) => o.long);
      if (ignored.length > 0) io.err(`rpcforge serve: ${ignored.join(', ')} ${ignored.length === 1 ? 'applies' : 'apply'} to a gateway only, which --upstream, --anvil, --mock, --redis or --config starts; serving the reference docs without ${ignored.length === 1 ? 'it' : 'them'}\n`);
      setCode(serveDocs(flags, io));
      return;
    }
    startGateway(flags, parsed, io, setCode);
  });
}

/** `serve`'s flags, each with its help, its parser (a bad value is commander's error: the flag named, exit 2) and default. */
function withServeOptions(command: Command): Command {
  return command
    .option('--spec <file>', 'root OpenRPC document', 'spec/openrpc.yaml')
    .option('--upstream <url>', 'upstream JSON-RPC node (http(s):// or ws(s)://), for every family or as family=url; repeatable, and repeated for one family it makes a pool (calls go to the healthiest, fastest node); env:NAME or file:PATH reads a URL holding a secret from there; default: $RPCFORGE_UPSTREAM (space-separated)', collect, [])
    .option('--partner <url>', 'partner node the x-failover methods go to while the upstream is down (same form; default: $RPCFORGE_PARTNER); repeatable', collect, [])
    .option('--config <file>', 'gateway config (YAML): networks, each selected by its base path or host, with its spec and upstreams per family; reloaded when it changes; --upstream/--anvil then serve the network "default" at the root')
    .option('--chain-id <id>', 'the chain id the nodes of the EVM and Starknet families must answer to eth_chainId / starknet_chainId (a whole number or 0x hex), for every family or as family=id; a node on another chain is taken out (default: the id most of a pool\'s nodes answer); as --config\'s chainId', collect, [])
    .option('--genesis-hash <hash>', 'the genesis hash the nodes of the Solana-style family must answer to getGenesisHash (base-58, or mainnet-beta, devnet, testnet), for every family or as family=hash; a node on another cluster is taken out (default: the hash most of a pool\'s nodes answer); as --config\'s genesisHash', collect, [])
    .option('--keys <file>', 'API keys and plans (YAML), reloaded when it changes; without it any non-empty key is accepted')
    .option('--keys-max-mib <n>', 'the largest --keys file read, in MiB (a bigger one is refused)', mebibytes, defaultKeysMaxBytes / 2 ** 20)
    .option('--redis <url>', 'keep the daily balances and the keys\' rates in Redis (redis:// or rediss://), shared by every gateway process using it; calls get 503 while it does not answer; env:NAME or file:PATH reads it from there; default: $RPCFORGE_REDIS_URL')
    .option('--redis-cluster <urls>', 'the same in a Redis Cluster: its nodes\' redis:// or rediss:// URLs, comma-separated (any one finds the rest; the first one\'s password and TLS serve them all); env:NAME or file:PATH as for --redis; default: $RPCFORGE_REDIS_CLUSTER')
    .option('--port <n>', 'port to listen on (0: a free one)', port, 8080)
    .option('--host <addr>', 'address to listen on', '127.0.0.1')
    .option('--mock', 'answer the methods no upstream serves from the spec\'s examples; with no upstream, the spec\'s subscriptions send notifications generated from their schemas', false)
    .option('--mock-interval <seconds>', 'with --mock, the time between a mocked subscription\'s notifications', positiveSeconds, 1)
    .option('--anvil', 'start an embedded anvil node as the evm family\'s upstream', false)
    .option('--cache-dir <dir>', 'where the generated package is written, and kept (default: a new folder under the system\'s temporary folder, removed on exit)')
    .option('--server-var <name=value>', 'value of a variable of the spec\'s server URLs (`{name}` or `${name}`) in place of its default, for the routes served; repeatable', collect, [])
    .option('--try-origin <origin>', 'an origin (scheme://host[:port]) the reference page\'s "Try it" may send to besides the server it is served by (its CSP connect-src); repeatable', collect, [])
    .option('--ref-root <dir>', 'folder every $ref\'d file must lie in (default: the folder of --spec)')
    .option('--no-validate-results', 'pass upstream results on without checking them against the spec')
    .option('--retries <n>', 'in a family with several upstreams, how many other nodes an x-idempotent: true call is sent to after an upstream failure (never other methods)', retryCount, 2)
    .option('--hedge', 'in a family with several upstreams, also ask a second node when the first has not answered an x-idempotent: true call within the recent p95 latency; the first answer wins, the other is aborted', false)
    .option('--batch', 'send calls that arrive together as one JSON-RPC batch upstream (faster under load; the node must accept batches)', false)
    .option('--demo-key <key>', 'the key printed in the URLs and the example curl line, and the reference page\'s Try it starts with (default: <API_KEY> with --keys, whose keys are never printed, else demo-key)')
    .option('--no-metrics', 'do not serve GET /metrics (Prometheus, prom-client); RPCFORGE_METRICS_TOKEN=<token> makes it require Authorization: Bearer <token>')
    .option('--log-level <level>', 'JSON log lines on stdout: info (a line per call, and errors) or error', logLevel, 'info' as const)
    .option('--max-connections <n>', 'most connections open at once; past it a connection is answered 503 (server busy) and closed (with --config: across every network)', positiveWhole, 10_000)
    .option('--shutdown-timeout <seconds>', 'on SIGINT/SIGTERM, how long the calls in flight get to finish', seconds, 10)
    .option('--outside-spec <policy>', 'methods the spec does not have: refuse (-32601) or forward (the methods of each family\'s catalogue, e.g. the official Ethereum document for the eth_ family, params and results checked against it; other names -32601; the closed list of signing, node- and test-node-control methods never; metrics label "(outside the spec)")', outsidePolicy, 'refuse' as const)
    .option('--outside-spec-credits <n>', 'credits per catalogue method of the read kind (default: the lowest cost the spec shows, 80 for ours)', wholeCredits)
    .option('--catalogue <family=file>', 'another OpenRPC document as a family\'s catalogue (family=none: no catalogue); repeat per family', namedValues((file) => file), {} as Record<string, string>)
    .option('--open <method>', 'forward a method of the closed list all the same (exact name, e.g. eth_accounts; never a prefix); repeat per method', collect, [] as string[])
    .option('--credits <name=n>', 'credits of a catalogue method (eth_chainId=0) or of a kind (read, logs, send); repeat', namedValues(wholeCredits), {} as Record<string, number>)
    .option('--subscription-credits <kind=n>', 'credits per notification of an eth_subscribe kind (defaults: newHeads=20, logs=10, newPendingTransactions=2); repeatable', subscriptionCredits, {})
    .option('--cache <kind>', 'keep the answers that cannot change (the spec\'s x-cache: by-hash lookups that found something, blocks at or below the finalized block): memory, redis (on the --redis client, shared by every process) or off', cacheKind, 'memory' as const)
    .option('--cache-max-entries <n>', 'most answers the memory cache keeps (least recently used out first)', positiveWhole, 10_000)
    .option('--cache-max-mib <n>', 'most MiB the memory cache keeps (keys and JSON texts)', mebibytes, 64)
    .option('--cache-ttl <seconds>', 'how long the Redis cache keeps an answer', positiveSeconds, 86_400)
    .option('--cache-finalized-seconds <seconds>', 'how long the finalized block number read from the upstream is reused before it is read again', positiveSeconds, 6);
}

/** What the flags say once read: the values commander does not parse, checked before anything starts. */
interface ParsedFlags {
  variables: Record<string, string> | undefined;
  chainId: ReturnType<typeof parseChainIds>;
  genesisHash: ReturnType<typeof parseGenesisHashes>;
}

/**
 * The flags commander leaves as text, parsed and checked; the secrets (upstreams, Redis) read into `flags` from the
 * environment or a file where given so. Throws the first error, for exit code 2 before anything starts.
 */
function parseFlags(flags: Flags): ParsedFlags {
  const variables = serverVariables(flags.serverVar);
  const chainId = parseChainIds(flags.chainId);
  const genesisHash = parseGenesisHashes(flags.genesisHash);
  checkTryOrigins(flags.tryOrigin);
  // Secrets may come from the environment or a file instead of the command line (see secrets.ts).
  flags.upstream = secretValues(flags.upstream, '--upstream', 'RPCFORGE_UPSTREAM');
  flags.partner = secretValues(flags.partner, '--partner', 'RPCFORGE_PARTNER');
  // A flag wins over both variables: `--redis` given leaves RPCFORGE_REDIS_CLUSTER unread, and the reverse.
  const given = flags.redis !== undefined || flags.redisCluster !== undefined;
  const redis = flags.redis ?? (given ? undefined : process.env.RPCFORGE_REDIS_URL || undefined);
  const cluster = flags.redisCluster ?? (given ? undefined : process.env.RPCFORGE_REDIS_CLUSTER || undefined);
  const from = { single: flags.redis === undefined ? 'RPCFORGE_REDIS_URL' : '--redis', cluster: flags.redisCluster === undefined ? 'RPCFORGE_REDIS_CLUSTER' : '--redis-cluster' };
  flags.redis = redis === undefined ? undefined : secretValue(redis, from.single);
  flags.redisCluster = cluster === undefined ? undefined : secretValue(cluster, from.cluster);
  redisTarget(flags.redis, flags.redisCluster, from);
  return { variables, chainId, genesisHash };
}

/**
 * Starts the gateway and prints its banner; a failure to start is exit code 2. SIGINT or SIGTERM stops it
 * gracefully (the calls in flight finish, then exit 0); a second signal ends it at once.
 */
function startGateway(flags: Flags, parsed: ParsedFlags, io: Io, setCode: (code: number) => void): void {
  const log = (line: string) => io.err(`rpcforge serve: ${line}\n`);
  let stopping = false;
  // Set below: what stopping waits for. A signal during start-up (generating the package, starting anvil,
  // waiting for Redis) lets the start finish and then closes what it opened, so no anvil is left running.
  let started: Promise<RunningGateway | undefined> = Promise.resolve(undefined);
  const stop = () => {
    if (stopping) return;
    stopping = true;
    log('stopping: the calls in flight finish first (a second signal ends it at once)');
    void started.then((gateway) => gateway?.close()).then(() => process.exit(process.exitCode ?? 0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  started = serve(serveOptions(flags, parsed), log).then(
    (gateway) => {
      if (!stopping) io.out(banner(gateway, flags));
      return gateway;
    },
    (error: unknown) => {
      io.err(`rpcforge serve: ${(error as Error).message}${portHint(error)}\n`);
      setCode(2);
      process.exitCode = 2;
      process.removeListener('SIGINT', stop);
      process.removeListener('SIGTERM', stop);
      return undefined;
    },
  );
}

/** The flags as serve's options: sizes in bytes, times in ms, paths resolved. */
function serveOptions(flags: Flags, { variables, chainId, genesisHash }: ParsedFlags): ServeOptions {
  return {
    spec: flags.spec,
    upstream: flags.upstream,
    partner: flags.partner,
    keys: flags.keys,
    keysMaxBytes: Math.floor(flags.keysMaxMib * 2 ** 20),
    redis: flags.redis,
    redisCluster: flags.redisCluster,
    port: flags.port,
    host: flags.host,
    mock: flags.mock,
    mockIntervalMs: flags.mockInterval * 1000,
    anvil: flags.anvil,
    cacheDir: flags.cacheDir,
    refRoot: flags.refRoot === undefined ? undefined : resolve(flags.refRoot),
    serverVariables: variables,
    tryOrigins: flags.tryOrigin,
    tryKey: flags.demoKey,
    validateResults: flags.validateResults,
    batch: flags.batch,
    retries: flags.retries,
    hedge: flags.hedge,
    metrics: flags.metrics,
    // From the environment, not a flag: a process's arguments are visible to every user of the host.
    metricsToken: process.env.RPCFORGE_METRICS_TOKEN || undefined,
    logLevel: flags.logLevel,
    shutdownTimeoutMs: flags.shutdownTimeout * 1000,
    maxConnections: flags.maxConnections,
    outsideSpec: flags.outsideSpec,
    outsideSpecCredits: flags.outsideSpecCredits,
    catalogue: flags.catalogue,
    open: flags.open,
    credits: flags.credits,
    subscriptionCredits: flags.subscriptionCredits,
    cache: flags.cache,
    cacheMaxEntries: flags.cacheMaxEntries,
    cacheMaxBytes: Math.floor(flags.cacheMaxMib * 2 ** 20),
    cacheTtlSeconds: Math.ceil(flags.cacheTtl),
    cacheFinalizedSeconds: flags.cacheFinalizedSeconds,
    config: flags.config,
    chainId,
    genesisHash,
  };
}

/** The reference docs page and the document, generated in memory: a bad spec is exit code 2 at once. */
function serveDocs(flags: Flags, io: Io): number {
  try {
    const published = publishedDocs(resolve(flags.spec), flags.refRoot === undefined ? {} : { refRoot: resolve(flags.refRoot) }, flags.tryOrigin);
    const server = docsServer(published);
    server.on('error', (error) => {
      io.err(`rpcforge serve: ${error.message}${portHint(error)}\n`);
      process.exitCode = 2;
    });
    server.listen(flags.port, flags.host, () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : flags.port;
      const host = flags.host.includes(':') ? `[${flags.host}]` : flags.host;
      io.out(`rpcforge: serving the reference of ${published.title} at http://${host}:${port}/ (the document at /openrpc.json); Ctrl-C stops\n`);
    });
    return 0;
  } catch (error) {
    if (!(error instanceof SpecError)) throw error;
    io.err(`rpcforge serve: the spec has ${error.issues.length} error(s).\n${error.message}\n`);
    return 2;
  }
}

/**
 * What the user needs to call the gateway: its URLs, a key, a curl line. A key of the keys file is never printed
 * (the banner ends up in terminals and CI logs): the URLs then hold `<API_KEY>`, and the file is named with its
 * first key's fingerprint, the one log lines show. A key given with `--demo-key` is printed: the user typed it.
 */
const mockSources = {
  examples: "the spec's examples",
  schemaExamples: "the result schemas' examples or defaults",
  generated: 'values generated from the result schemas',
} as const;

/** What the user needs to call the gateway: its URLs, a key, a curl line. */
function banner(gateway: RunningGateway, flags: Flags): string {
  // A key to show only where a route takes one (a spec without a key in its paths has nothing to fill in).
  const keyed = gateway.routes.some((r) => r.path.includes('<API_KEY>'));
  const key = !keyed ? undefined : (flags.demoKey ?? (gateway.keys === undefined ? 'demo-key' : undefined));
  const at = (path: string, scheme: string) => `${gateway.url.replace(/^http/, scheme)}${key === undefined ? path : path.replace('<API_KEY>', encodeURIComponent(key))}`;
  const http = gateway.routes.find((r) => r.transport === 'http');
  // With networks, the docs and curl lines are the first network's: the flags' one (`default`), else the first by
  // name with no host, else the first (its Host header given to curl).
  const networks = gateway.config?.networks() ?? [];
  const shown = networks.find((n) => n.name === 'default') ?? networks.find((n) => n.host === undefined) ?? networks[0];
  const base = shown?.base ?? '';
  const hostHeader = shown?.host === undefined ? '' : ` -H ${shellQuote(`host: ${shown.host}`)}`;
  const lines = [`gateway listening on ${gateway.url}`];
  if (gateway.config === undefined) {
    for (const route of gateway.routes) lines.push(`  ${route.transport === 'http' ? 'HTTP     ' : 'WebSocket'} ${at(route.path, route.transport === 'http' ? 'http' : 'ws')}`);
  } else {
    // A line per network: its HTTP route at its base address (a host-bound network: the Host header it needs).
    lines.push(`  networks from ${gateway.config.file} (reloaded when it changes):`);
    for (const network of gateway.config.networks()) {
      const route = network.routes.find((r) => r.transport === 'http');
      const where = route === undefined ? '' : at(`${network.base}${route.path}`, 'http');
      lines.push(`    ${network.name}: ${where}${network.host === undefined ? '' : ` (Host: ${network.host})`}; upstream ${network.upstreamFamilies.join(', ') || 'none'}${cataloguesShown(network)}`);
    }
  }
  const anvilFor = gateway.anvilFamilies.length === 1 && gateway.anvilFamilies[0] === 'default' ? 'every method' : gateway.anvilFamilies.join(', ');
  if (gateway.config === undefined || gateway.upstreamFamilies.length > 0 || gateway.anvil) lines.push(`  upstream: ${gateway.upstreamFamilies.length > 0 ? gateway.upstreamFamilies.join(', ') : 'none'}${gateway.anvil ? ` (${anvilFor}: embedded anvil ${gateway.anvil})` : ''}`);
  for (const [source, methods] of Object.entries(gateway.mocked)) if (methods.length > 0) lines.push(`  mocked from ${mockSources[source as keyof typeof mockSources]}: ${methods.join(', ')}`);
  if (gateway.pools !== undefined) lines.push(`  pools: ${gateway.pools}`);
  lines.push(`  credits: ${gateway.credits}`);
  lines.push(`  cache: ${gateway.cache}`);
  lines.push(`  methods outside the spec: ${gateway.outsideSpec}`);
  if (http) lines.push(`  docs      ${gateway.url}${base}${http.path.replace(/<API_KEY>$/, '')} (the reference page${shown === undefined ? '; GET / leads there' : ` of ${shown.name}${shown.host === undefined ? '' : `, Host: ${shown.host}`}`})`);
  lines.push(`  health    ${gateway.healthUrl}`);
  if (gateway.metricsUrl !== undefined) lines.push(`  metrics   ${gateway.metricsUrl}`);
  if (gateway.keys !== undefined) {
    const { file, count, firstKeyId } = gateway.keys;
    lines.push(`  keys: ${count} from ${file}${firstKeyId === undefined ? '' : ` (first key's fingerprint ${firstKeyId})`}`);
  } else if (keyed) lines.push('  keys: none given, so any key is accepted (--keys keys.yaml checks them)');
  if (key !== undefined) lines.push(`  demo key: ${key}`);
  else if (keyed && gateway.keys !== undefined) lines.push(`  <API_KEY>: a key from ${gateway.keys.file} (the try line reads it from $API_KEY)`);
  if (http && gateway.tryCall === undefined) lines.push('  try: no method is served over HTTP; subscribe over the WebSocket route');
  else if (http && gateway.tryCall !== undefined) {
    lines.push(`  try: curl -s -g -X POST -H 'content-type: application/json' --data ${shellQuote(JSON.stringify({ jsonrpc: '2.0', id: 1, method: gateway.tryCall.method, params: gateway.tryCall.params }))}${hostHeader} ${shellUrl(`${gateway.url}${base}${http.path}`, key)}`);
  }
  return `${lines.join('\n')}\n`;
}

/**
 * The try line's URL as shell words, pasted into a shell as it is: every part single-quoted (the spec's server
 * variables' defaults and the demo key are anyone's text: a default of `x$(touch${IFS}pwned)` ran that command for
 * the user who pasted the line), and the key, where none is shown, as `"$API_KEY"`, for the shell to expand.
 */
export function shellUrl(url: string, key: string | undefined): string {
  if (key !== undefined) return shellQuote(url.replaceAll('<API_KEY>', encodeURIComponent(key)));
  return url
    .split('<API_KEY>')
    .map((part) => (part === '' ? '' : shellQuote(part)))
    .join('"$API_KEY"');
}

/** What to do about a port already taken (`npm start` run twice): Node's own message names the port only. */
function portHint(error: unknown): string {
  return (error as { code?: unknown }).code === 'EADDRINUSE' ? ' (another process listens there, perhaps another rpcforge serve: --port <n> picks another port, --port 0 a free one)' : '';
}
