// What the gateway's serving takes: its options (`rpcforge serve`'s flags and `node gateway/dist/main.js`'s, less what
// needs the generator: the spec, --mock, --anvil), and the generated package it serves, described by what the
// gateway reads of it (its server module, its methods, its routes). serve.ts starts a gateway from them.

/** A documented route of a generated server: POST `/v3/<API_KEY>`, matched by `pattern` (its `key` group: the key). */
export interface PackageRoute {
  transport: 'http' | 'ws';
  /** The path as documented, with the key written `<API_KEY>`. */
  path: string;
  /** Regular expression source for the path; its `key` group is the API key. */
  pattern: string;
}

/** A method of the package as the gateway reads it (its `methodInfo` entry, or the generator's model). */
export interface ServedMethod {
  name: string;
  family?: string;
  /** Credits a call costs, where the spec shows it. */
  credits?: number | 'not shown' | null;
}

/** A generated package to serve: its folder, its `<package>/server` module, its methods and routes. */
export interface ServedPackage {
  dir: string;
  /** The package's `<package>/server` module. */
  server: Record<string, unknown>;
  methods: readonly ServedMethod[];
  routes: readonly PackageRoute[];
  /** The catalogues of its families, with `outsideSpec: 'forward'` (catalogue-terms.ts). */
  catalogues?: import('./catalogue-terms.js').LoadedCatalogue[];
}

/**
 * The default cost of a call outside the spec: the lowest cost the spec shows (80 credits for ours, as providers
 * charge for `eth_chainId` and `eth_blockNumber`), so that a method the spec does not price never costs less than
 * the cheapest one it does; 0 when the spec shows no cost at all.
 */
export function cheapestCredits(methods: readonly { credits?: number | 'not shown' | null }[]): number {
  const shown = methods.map((m) => m.credits).filter((c): c is number => typeof c === 'number');
  return shown.length === 0 ? 0 : Math.min(...shown);
}

export interface GatewayServeOptions {
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

