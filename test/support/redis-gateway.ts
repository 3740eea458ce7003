// One gateway process for test/server-redis.test.ts: the committed generated server (generated/dist/server.js)
// with a RedisCreditStore on a node-redis client, listening on 127.0.0.1 at a free port. Started with fork();
// argv[2] is JSON { redisUrl, dailyCredits, timeoutMs, creditStoreFailure }. It sends { port } once listening and
// answers { stats } to 'stats'; on 'stop' it shuts down gracefully and exits.
import type { AddressInfo } from 'node:net';
import { createClient } from 'redis';
import { methodInfo } from '../../generated/dist/index.js';
import { RedisCreditStore, createServer, type Handlers } from '../../generated/dist/server.js';

const config = JSON.parse(process.argv[2] ?? '{}') as { redisUrl: string; dailyCredits: number; timeoutMs?: number; creditStoreFailure?: 'refuse' | 'serve' };

// A client that fails fast while disconnected (no offline queue) and keeps trying to reconnect, as a gateway's
// should; the store listens to its `error` events.
const client = createClient({ url: config.redisUrl, disableOfflineQueue: true, socket: { connectTimeout: 1000, reconnectStrategy: () => 100 } });
await client.connect();
const store = new RedisCreditStore({ client, dailyCredits: config.dailyCredits, timeoutMs: config.timeoutMs ?? 300 });

let served = 0;
const handlers = Object.fromEntries(
  Object.keys(methodInfo).map((method) => [
    method,
    async () => {
      served++;
      await new Promise((resolve) => setTimeout(resolve, 2));
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
      await client.destroy();
      process.exit(0);
    });
  }
});
