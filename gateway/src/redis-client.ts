// The one place `rpcforge serve` makes its Redis client: one Redis (`--redis redis://…`) or a Redis Cluster
// (`--redis-cluster redis://a:7000,redis://b:7001,…`, node-redis' cluster client). Whatever else of serve needs Redis
// (the credit store and rate limit today; a cache may follow) takes the client made here, so there is one connection
// policy: no offline queue (while Redis is away a command fails at once and the call gets the documented 503 instead
// of waiting in a queue), reconnects at most every 2 s, state changes logged once each way, never a password.

/** Where serve's Redis is: one server, or the seed nodes of a cluster (the rest of it is discovered from them). */
export type RedisTarget = { kind: 'single'; url: string } | { kind: 'cluster'; urls: string[] };

/** What the credit store (and others) need of either client: node-redis' `eval`, `evalSha` and `on`. */
export interface RedisScriptingClient {
  eval(script: string, options: { keys: string[]; arguments: string[] }): Promise<unknown>;
  evalSha(sha1: string, options: { keys: string[]; arguments: string[] }): Promise<unknown>;
  on(event: 'error', listener: (error: Error) => void): unknown;
}

export interface RedisConnection {
  /** The node-redis client (`createClient`) or cluster client (`createCluster`), connecting or connected. */
  client: RedisScriptingClient;
  /** The target for logs and the banner: passwords hidden. */
  shown: string;
  /** Resolves once connected, or once `waitMs` passed (serving anyway: calls get 503 until Redis answers). */
  started: Promise<void>;
  ready(): boolean;
  close(): Promise<void>;
}

const schemes = /^rediss?:\/\/./i;
/** Most seed nodes `--redis-cluster` takes: a cluster is found from any one of them. */
const maxSeeds = 64;

/** `--redis` or `--redis-cluster`'s value checked, into a target; errors name the flag, never a password. */
export function redisTarget(single: string | undefined, cluster: string | undefined, from: { single: string; cluster: string }): RedisTarget | undefined {
  if (single !== undefined && cluster !== undefined) throw new Error(`${from.single} and ${from.cluster}: give one of them (one Redis, or the nodes of a cluster)`);
  if (single !== undefined) {
    if (!schemes.test(single)) throw new Error(`${from.single}: expected a redis:// or rediss:// URL`);
    return { kind: 'single', url: single };
  }
  if (cluster === undefined) return undefined;
  const urls = cluster.split(',').map((url) => url.trim()).filter((url) => url !== '');
  if (urls.length === 0) throw new Error(`${from.cluster}: expected redis:// or rediss:// URLs of cluster nodes, separated by commas`);
  if (urls.length > maxSeeds) throw new Error(`${from.cluster}: more than ${maxSeeds} nodes (any one of a cluster's nodes finds the rest)`);
  urls.forEach((url, index) => {
    if (!schemes.test(url)) throw new Error(`${from.cluster}: node ${index + 1}: expected a redis:// or rediss:// URL`);
    try {
      new URL(url);
    } catch {
      throw new Error(`${from.cluster}: node ${index + 1}: not a URL`);
    }
  });
  return { kind: 'cluster', urls };
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

/** How often a changed reason of an unavailable Redis is logged at most. */
const reasonEveryMs = 60_000;

/** An error's text on one line, cut: a server's error reply is its text, and a log line is one line. */
function oneLine(text: string): string {
  return text.replace(/[\u0000-\u001f\u007f-\u009f]+/g, ' ').slice(0, 300);
}

const socket = { connectTimeout: 2000, reconnectStrategy: (retries: number) => Math.min(100 * 2 ** retries, 2000) };

/**
 * Makes the client and starts connecting. `log` gets one line when Redis becomes unavailable and one when it
 * answers again. A cluster's nodes all take the first seed's user, password and TLS (node-redis makes the
 * connections to discovered nodes from `defaults` only).
 */
export async function connectRedis(target: RedisTarget, log: (line: string) => void, waitMs = 2000): Promise<RedisConnection> {
  const { createClient, createCluster } = await import('redis');
  const shown = target.kind === 'single' ? maskRedisUrl(target.url) : `cluster ${target.urls.map(maskRedisUrl).join(',')}`;
  let lost = false;
  // The reason last logged: while Redis stays away its reason can change (refused while it is down, then WRONGPASS
  // or NOAUTH once it is up with another password), and the line logged first would otherwise send the operator
  // after the wrong cause for as long as it lasts. A new reason is logged at most once a minute (two alternating
  // reasons at each reconnect would otherwise write a line every 2 s).
  let reason = '';
  let reasonLoggedAt = 0;
  const down = (error: Error) => {
    const now = error.message || error.name;
    if (!lost) {
      lost = true;
      reason = now;
      log(`Redis ${shown} unavailable (${oneLine(now)}): calls are refused with 503 until it answers; reconnecting`);
    } else if (now !== reason && Date.now() - reasonLoggedAt >= reasonEveryMs) {
      reason = now;
      reasonLoggedAt = Date.now();
      log(`Redis ${shown} still unavailable, now: ${oneLine(now)}`);
    }
  };
  const up = () => {
    if (lost) log(`Redis ${shown} connected again`);
    lost = false;
    reasonLoggedAt = 0;
  };
  let closed = false;
  let connecting: Promise<unknown>;
  let client: RedisScriptingClient & { isReady: boolean; isOpen: boolean; close(): Promise<unknown>; destroy(): unknown };
  if (target.kind === 'single') {
    const single = createClient({ url: target.url, disableOfflineQueue: true, socket });
    // Listened to before connect: node-redis throws an error nobody listens to at the process.
    single.on('error', down);
    single.on('ready', up);
    client = single as unknown as typeof client;
    connecting = single.connect().catch(() => undefined);
  } else {
    const first = new URL(target.urls[0]!);
    const cluster = createCluster({
      rootNodes: target.urls.map((url) => ({ url })),
      defaults: {
        username: first.username === '' ? undefined : decodeURIComponent(first.username),
        password: first.password === '' ? undefined : decodeURIComponent(first.password),
        disableOfflineQueue: true,
        socket: first.protocol === 'rediss:' ? { ...socket, tls: true } : socket,
      },
    });
    cluster.on('error', down);
    cluster.on('node-error', (error: Error) => down(error));
    cluster.on('node-ready', () => {
      if (cluster.isReady) up();
    });
    cluster.on('connect', up);
    client = cluster as unknown as typeof client;
    // The cluster client does not retry its first discovery: try again every 2 s until it finds the cluster.
    const discover = async (): Promise<void> => {
      while (!closed) {
        try {
          await cluster.connect();
          return;
        } catch (error) {
          down(error as Error);
          await new Promise((done) => setTimeout(done, 2000).unref());
        }
      }
    };
    connecting = discover();
  }
  let timer: NodeJS.Timeout | undefined;
  const started = Promise.race([connecting, new Promise((done) => (timer = setTimeout(done, waitMs)))]).then(() => {
    clearTimeout(timer);
    if (client.isReady) log(`credits in Redis ${shown}`);
  });
  return {
    client,
    shown,
    started,
    ready: () => client.isReady,
    close: async () => {
      closed = true;
      if (client.isReady) await Promise.race([client.close(), new Promise((done) => setTimeout(done, 1000))]).catch(() => undefined);
      if (client.isOpen) client.destroy();
      // A first discovery still trying sees `closed` within 2 s; nothing waits on it.
    },
  };
}
