// One gateway process for test/server-redis.test.ts and test/redis-limits.test.ts: the committed generated server
// (generated/dist/server.js) with a RedisCreditStore on a node-redis client made by serve's one maker of Redis
// clients (gateway/src/redis-client.ts: one Redis, or a Redis Cluster), listening on 127.0.0.1 at a free port.
// Started with fork(); argv[2] is JSON { redisUrl | clusterUrls, dailyCredits, timeoutMs, creditStoreFailure,
// creditsPerSecond, rateBurstSeconds, keys, notServed } (`keys`: per-key dailyCredits and creditsPerSecond over the
// defaults). It sends { port } once listening and answers { stats } to
// 'stats'; on 'stop' it shuts down gracefully and exits. `notServed`: methods answered -32050 as an upstream outage is.
import type { AddressInfo } from 'node:net';
import { methodInfo } from '../../generated/dist/index.js';
import { NotServedError, createServer, type Handlers } from '../../generated/dist/server.js';
import { RedisCreditStore } from '../../gateway/src/index.js';
import { connectRedis } from '../../gateway/src/redis-client.js';

const config = JSON.parse(process.argv[2] ?? '{}') as {
  redisUrl?: string;
  clusterUrls?: string[];
  dailyCredits: number;
  timeoutMs?: number;
  creditStoreFailure?: 'refuse' | 'serve';
  creditsPerSecond?: number;
  rateBurstSeconds?: number;
  keys?: Record<string, { dailyCredits?: number; creditsPerSecond?: number }>;
  notServed?: string[];
};
const perKey = (apiKey: string) => (config.keys !== undefined && Object.hasOwn(config.keys, apiKey) ? config.keys[apiKey]! : {});

// A client that fails fast while disconnected (no offline queue) and keeps trying to reconnect, as a gateway's
// should; the store listens to its `error` events.
const connection = await connectRedis(config.clusterUrls ? { kind: 'cluster', urls: config.clusterUrls } : { kind: 'single', url: config.redisUrl! }, () => undefined, 10_000);
await connection.started;
if (!connection.ready()) throw new Error('redis-gateway: Redis not reached in 10 s');
const store = new RedisCreditStore({
  client: connection.client,
  dailyCredits: (apiKey) => perKey(apiKey).dailyCredits ?? config.dailyCredits,
  timeoutMs: config.timeoutMs ?? 300,
  creditsPerSecond: config.keys === undefined && config.creditsPerSecond === undefined ? undefined : (apiKey) => perKey(apiKey).creditsPerSecond ?? config.creditsPerSecond ?? Infinity,
  rateBurstSeconds: config.rateBurstSeconds,
});

let served = 0;
const notServed = new Set(config.notServed ?? []);
const handlers = Object.fromEntries(
  Object.keys(methodInfo).map((method) => [
    method,
    async () => {
      await new Promise((resolve) => setTimeout(resolve, 2));
      if (notServed.has(method)) throw new NotServedError(-32050, 'Upstream unavailable', { reason: 'connection refused' });
      served++;
      return null;
    },
  ]),
) as unknown as Handlers;

const server = createServer(handlers, { creditStore: store, creditStoreFailure: config.creditStoreFailure, logger: { error: () => undefined } });
server.listen(0, '127.0.0.1', () => process.send!({ port: (server.address() as AddressInfo).port }));

process.on('message', (message) => {
  if (message === 'stats') process.send!({ stats: { ...store.stats, served } });
  if (message === 'stop') {
    void server.shutdown({ timeoutMs: 2000 }).then(async () => {
      store.close();
      await connection.close();
      process.exit(0);
    });
  }
});
