// The flags of the gateway's own command (main.ts): `rpcforge serve`'s serving flags, the same names, values and
// checks, read with node:util's parseArgs (no commander in the gateway), plus `--package <dir>`, the generated package
// served. What needs the generator (`--spec`, `--mock`, `--anvil`, `--watch`) is not here. Secrets as `rpcforge serve`
// takes them (secrets.ts): `env:NAME`, `file:PATH`, and the RPCFORGE_* variables when the flag is not given.
import { parseArgs } from 'node:util';
import { parseChainIds, parseGenesisHashes } from './chain-flags.js';
import { defaultKeysMaxBytes } from './keys-file.js';
import { redisTarget } from './redis-client.js';
import { secretValue, secretValues } from './secrets.js';
import type { GatewayServeOptions } from './serve-options.js';

export const usage = `usage: node gateway/dist/main.js --package <dir> [--upstream <url | family=url>]… [--partner family=url]… [--config gateway.yaml] [--keys keys.yaml] [--redis redis://…] [--outside-spec forward --catalogue [family=]<folder>…] [--port 8080] [--host 127.0.0.1]
the flags of rpcforge serve that need no generator: see docs/gateway.md, "Deploying"`;

const repeated = { type: 'string', multiple: true } as const;
const text = { type: 'string' } as const;
const flag = { type: 'boolean' } as const;

const options = {
  package: text,
  upstream: repeated,
  partner: repeated,
  config: text,
  keys: text,
  'keys-max-mib': text,
  redis: text,
  'redis-cluster': text,
  port: { type: 'string', default: '8080' },
  host: { type: 'string', default: '127.0.0.1' },
  'chain-id': repeated,
  'genesis-hash': repeated,
  batch: flag,
  retries: text,
  hedge: flag,
  'no-metrics': flag,
  'no-validate-results': flag,
  'log-level': text,
  'max-connections': text,
  'shutdown-timeout': text,
  'outside-spec': text,
  'outside-spec-credits': text,
  catalogue: repeated,
  credits: repeated,
  open: repeated,
  'subscription-credits': repeated,
  cache: text,
  'cache-max-entries': text,
  'cache-max-mib': text,
  'cache-ttl': text,
  'cache-finalized-seconds': text,
  help: flag,
} as const;

/** The command line as the gateway's options and the package folder; throws the first bad flag's message. */
export function readFlags(argv: readonly string[], env: NodeJS.ProcessEnv = process.env): { packageDir: string; catalogues: string[]; options: GatewayServeOptions } | 'help' {
  const { values: v } = parseArgs({ args: [...argv], options, strict: true, allowPositionals: false });
  if (v.help === true) return 'help';
  if (v.package === undefined) throw new Error(`--package <dir>: the generated package to serve\n${usage}`);
  const upstream = secretValues(v.upstream ?? [], '--upstream', 'RPCFORGE_UPSTREAM', env);
  const partner = secretValues(v.partner ?? [], '--partner', 'RPCFORGE_PARTNER', env);
  if (upstream.length === 0 && v.config === undefined) throw new Error(`--upstream or --config: nothing to forward to\n${usage}`);
  const outside = oneOf(v['outside-spec'] ?? 'refuse', ['refuse', 'forward'] as const, '--outside-spec');
  const catalogues = v.catalogue ?? [];
  // With a config, its networks may name their own catalogues (`catalogue: { evm: <folder> }`).
  if (outside === 'forward' && catalogues.length === 0 && v.config === undefined) {
    throw new Error('--outside-spec forward: give each family\'s catalogue with --catalogue <folder> (built by rpcforge catalogue --out <dir>), or a config whose networks name theirs');
  }
  if (outside === 'refuse' && catalogues.length > 0) throw new Error('--catalogue: serves nothing without --outside-spec forward');
  return {
    packageDir: v.package,
    catalogues,
    options: {
      upstream,
      partner,
      ...redisFlags(v.redis, v['redis-cluster'], env),
      ...(v.config === undefined ? {} : { config: v.config }),
      ...(v.keys === undefined ? {} : { keys: v.keys }),
      keysMaxBytes: v['keys-max-mib'] === undefined ? defaultKeysMaxBytes : Math.floor(positive(v['keys-max-mib'], '--keys-max-mib') * 2 ** 20),
      port: port(v.port!),
      host: v.host!,
      chainId: parseChainIds(v['chain-id'] ?? []),
      genesisHash: parseGenesisHashes(v['genesis-hash'] ?? []),
      batch: v.batch === true,
      ...(v.retries === undefined ? {} : { retries: whole(v.retries, '--retries', 0) }),
      hedge: v.hedge === true,
      metrics: v['no-metrics'] !== true,
      // From the environment, not a flag: a process's arguments are visible to every user of the host.
      metricsToken: env.RPCFORGE_METRICS_TOKEN || undefined,
      validateResults: v['no-validate-results'] !== true,
      logLevel: oneOf(v['log-level'] ?? 'info', ['info', 'error'] as const, '--log-level'),
      maxConnections: whole(v['max-connections'] ?? '10000', '--max-connections', 1),
      shutdownTimeoutMs: positive(v['shutdown-timeout'] ?? '10', '--shutdown-timeout') * 1000,
      outsideSpec: outside,
      ...(v['outside-spec-credits'] === undefined ? {} : { outsideSpecCredits: whole(v['outside-spec-credits'], '--outside-spec-credits', 0) }),
      credits: namedCredits(v.credits ?? []),
      open: v.open ?? [],
      ...(v['subscription-credits'] === undefined ? {} : { subscriptionCredits: subscriptionCredits(v['subscription-credits']) }),
      ...cacheFlags(v),
    },
  };
}

/** `--redis`/`--redis-cluster`, else RPCFORGE_REDIS_URL/RPCFORGE_REDIS_CLUSTER (neither read when a flag is given). */
function redisFlags(single: string | undefined, cluster: string | undefined, env: NodeJS.ProcessEnv): Pick<GatewayServeOptions, 'redis' | 'redisCluster'> {
  const given = single !== undefined || cluster !== undefined;
  const redis = single ?? (given ? undefined : env.RPCFORGE_REDIS_URL || undefined);
  const nodes = cluster ?? (given ? undefined : env.RPCFORGE_REDIS_CLUSTER || undefined);
  const from = { single: single === undefined ? 'RPCFORGE_REDIS_URL' : '--redis', cluster: cluster === undefined ? 'RPCFORGE_REDIS_CLUSTER' : '--redis-cluster' };
  const read = { redis: redis === undefined ? undefined : secretValue(redis, from.single, env), redisCluster: nodes === undefined ? undefined : secretValue(nodes, from.cluster, env) };
  redisTarget(read.redis, read.redisCluster, from);
  return { ...(read.redis === undefined ? {} : { redis: read.redis }), ...(read.redisCluster === undefined ? {} : { redisCluster: read.redisCluster }) };
}

function cacheFlags(v: Record<string, unknown>): Pick<GatewayServeOptions, 'cache' | 'cacheMaxEntries' | 'cacheMaxBytes' | 'cacheTtlSeconds' | 'cacheFinalizedSeconds'> {
  const get = (name: string) => v[name] as string | undefined;
  return {
    cache: oneOf(get('cache') ?? 'memory', ['memory', 'redis', 'off'] as const, '--cache'),
    cacheMaxEntries: whole(get('cache-max-entries') ?? '10000', '--cache-max-entries', 1),
    cacheMaxBytes: Math.floor(positive(get('cache-max-mib') ?? '64', '--cache-max-mib') * 2 ** 20),
    cacheTtlSeconds: Math.ceil(positive(get('cache-ttl') ?? '86400', '--cache-ttl')),
    cacheFinalizedSeconds: positive(get('cache-finalized-seconds') ?? '6', '--cache-finalized-seconds'),
  };
}

function port(value: string): number {
  const n = Number(value);
  if (!(/^\d{1,5}$/.test(value) && n <= 65_535)) throw new Error(`--port ${value}: not a port`);
  return n;
}

function whole(value: string, name: string, least: number): number {
  const n = Number(value);
  if (!/^\d{1,12}$/.test(value) || n < least) throw new Error(`${name}: expected a whole number, at least ${least}`);
  return n;
}

function positive(value: string, name: string): number {
  const n = Number(value);
  if (!/^\d{1,12}(\.\d{1,6})?$/.test(value) || !(n > 0)) throw new Error(`${name}: expected a number above 0`);
  return n;
}

function oneOf<T extends string>(value: string, allowed: readonly T[], name: string): T {
  if (!(allowed as readonly string[]).includes(value)) throw new Error(`${name}: expected ${allowed.join(' or ')}`);
  return value as T;
}

/** `--credits name=n`, repeatable: a catalogue method's price, or a kind's (read, logs, send). */
function namedCredits(values: readonly string[]): Record<string, number> {
  const credits: Record<string, number> = {};
  for (const value of values) {
    const match = /^([A-Za-z][\w.-]{0,63})=(\d{1,12})$/.exec(value);
    if (match === null) throw new Error(`--credits ${value}: expected name=n (eth_chainId=0, read=80)`);
    if (Object.prototype.hasOwnProperty.call(credits, match[1]!)) throw new Error(`--credits: ${match[1]} given twice`);
    credits[match[1]!] = Number(match[2]);
  }
  return credits;
}

/** `--subscription-credits kind=n`, repeatable. */
function subscriptionCredits(values: readonly string[]): Record<string, number> {
  const credits: Record<string, number> = {};
  for (const value of values) {
    const match = /^([A-Za-z][A-Za-z0-9_]{0,63})=(\d{1,12})$/.exec(value);
    if (match === null) throw new Error('--subscription-credits: expected kind=n (newHeads=20)');
    credits[match[1]!] = Number(match[2]);
  }
  return credits;
}
