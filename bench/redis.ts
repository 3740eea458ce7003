// `npm run bench redis`: what keeping balances and rates in Redis costs, for the Scaling section of docs/server.md.
// One gateway process (the generated createServer, handlers answering at once: no upstream, so the figures are the
// gateway's own) with credits in memory, in one Redis, and in a three-master Redis Cluster (RedisCreditStore with a
// rate, on the client serve makes: gateway/src/redis-client.ts), 100 calls in flight from one keep-alive
// node:http client over 1,000 keys; alternating 1 s rounds, median of 3. Per store: calls/s, the gateway's CPU per
// call (process.cpuUsage), and from Redis's INFO before and after the Redis rounds: commands per call
// (commandstats) and Redis CPU per call (used_cpu_user + used_cpu_sys). Bounded: about 30 s. Needs redis-server and
// redis-cli (Debian: redis-server, which depends on redis-tools).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createClient } from 'redis';
import { MemoryCreditStore } from '../gateway/src/memory-credit-store.js';

const here = fileURLToPath(import.meta.url);
const roundMs = Number(process.env.BENCH_ROUND_MS ?? 1000);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const inFlight = 100;
const keyCount = 1000;
const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_getBlockByNumber', params: ['latest', false] });

/** The gateway process: prints its port, answers each stdin line with its CPU time so far (µs). */
async function gateway(): Promise<void> {
  const { createServer } = await import('../generated/dist/server.js');
  const { RedisCreditStore } = await import('../gateway/src/index.js');
  const { methodInfo } = await import('../generated/dist/index.js');
  const { connectRedis } = await import('../gateway/src/redis-client.js');
  const handlers = Object.fromEntries(Object.keys(methodInfo).map((m) => [m, () => null]));
  const target = process.env.BENCH_REDIS_TARGET;
  let creditStore;
  if (target !== undefined) {
    const urls = target.split(',');
    const connection = await connectRedis(urls.length > 1 ? { kind: 'cluster', urls } : { kind: 'single', url: urls[0]! }, () => undefined, 10_000);
    await connection.started;
    // A rate no call reaches: the script checks and takes it on every call, as with a plan's rate.
    creditStore = new RedisCreditStore({ client: connection.client, dailyCredits: 1e15, creditsPerSecond: 1e12 });
  }
  const server = createServer(handlers as never, { creditStore: creditStore ?? new MemoryCreditStore({ dailyCredits: 1e15 }), creditsPerSecond: 1e12, keepAliveTimeoutSeconds: 60 });
  server.listen(0, '127.0.0.1', () => process.stdout.write(`${(server.address() as AddressInfo).port}\n`));
  process.stdin.on('data', () => {
    const { user, system } = process.cpuUsage();
    process.stdout.write(`${user + system}\n`);
  });
  process.stdin.on('end', () => process.exit(0));
  process.stdin.resume();
}

interface Contender {
  name: string;
  port: number;
  cpu(): Promise<number>;
  stop(): void;
}

async function startGateway(name: string, target: string | undefined): Promise<Contender> {
  const child = spawn(process.execPath, ['--import', 'tsx', here], { env: { ...process.env, BENCH_REDIS_ROLE: 'gateway', ...(target ? { BENCH_REDIS_TARGET: target } : {}) }, stdio: ['pipe', 'pipe', 'inherit'] });
  const lines: ((line: string) => void)[] = [];
  let buffered = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    buffered += chunk.toString();
    let end: number;
    while ((end = buffered.indexOf('\n')) >= 0) {
      const line = buffered.slice(0, end);
      buffered = buffered.slice(end + 1);
      lines.shift()?.(line);
    }
  });
  const next = () => new Promise<string>((resolve) => lines.push(resolve));
  const port = Number(await next());
  return {
    name,
    port,
    cpu: async () => {
      const answer = next();
      child.stdin!.write('cpu\n');
      return Number(await answer);
    },
    stop: () => child.stdin!.end(),
  };
}

/** `inFlight` callers for `ms`, each calling again once answered, keys round-robin: calls completed. */
async function load(port: number, ms: number): Promise<number> {
  const agent = new Agent({ keepAlive: true, maxSockets: inFlight });
  let done = 0;
  let k = 0;
  const end = performance.now() + ms;
  const one = () =>
    new Promise<void>((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, path: `/v3/bench-key-${k++ % keyCount}`, method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': body.length } }, (res) => {
        res.resume();
        res.on('end', () => (res.statusCode === 200 ? resolve() : reject(new Error(`HTTP ${res.statusCode}`))));
      });
      req.on('error', reject);
      req.end(body);
    });
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (performance.now() < end) {
        await one();
        done++;
      }
    }),
  );
  agent.destroy();
  return done;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createNetServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Commands run and CPU seconds used, summed over the given Redis servers. */
async function redisCounters(urls: string[]): Promise<{ commands: number; cpuSeconds: number; byCommand: Map<string, number> }> {
  let commands = 0;
  let cpuSeconds = 0;
  const byCommand = new Map<string, number>();
  for (const url of urls) {
    const client = createClient({ url });
    await client.connect();
    const stats = String(await client.sendCommand(['INFO', 'commandstats']));
    for (const match of stats.matchAll(/^cmdstat_([^:]+):calls=(\d+)/gm)) {
      // The counters' own INFO calls are not the gateway's.
      if (match[1] === 'info') continue;
      commands += Number(match[2]);
      byCommand.set(match[1]!, (byCommand.get(match[1]!) ?? 0) + Number(match[2]));
    }
    const cpu = String(await client.sendCommand(['INFO', 'cpu']));
    cpuSeconds += Number(/used_cpu_user:([\d.]+)/.exec(cpu)![1]) + Number(/used_cpu_sys:([\d.]+)/.exec(cpu)![1]);
    client.destroy();
  }
  return { commands, cpuSeconds, byCommand };
}

async function main(): Promise<void> {
  const { startRedis, stopRedis } = await import('../test/support/redis-server.js');
  const { startCluster } = await import('../test/support/redis-cluster.js');
  const dir = mkdtempSync(join(tmpdir(), 'rpcforge-bench-redis-'));
  const port = await freePort();
  const redis = await startRedis(port, dir);
  const cluster = await startCluster(freePort);
  const single = [`redis://127.0.0.1:${port}`];
  const contenders = [await startGateway('memory', undefined), await startGateway('one Redis', single[0]), await startGateway('Redis Cluster (3 masters)', cluster.urls.join(','))];
  const servers: Record<string, string[]> = { 'one Redis': single, 'Redis Cluster (3 masters)': cluster.urls };
  interface Figures {
    rates: number[];
    cpu: number[];
    calls: number;
    commands: number;
    redisCpu: number;
    byCommand: Map<string, number>;
  }
  const results = new Map<string, Figures>();
  try {
    for (const c of contenders) await load(c.port, 300); // warm-up: scripts loaded, code optimised
    for (let round = 0; round < rounds; round++) {
      for (const c of contenders) {
        const urls = servers[c.name];
        const before = urls ? await redisCounters(urls) : undefined;
        const cpuBefore = await c.cpu();
        const start = performance.now();
        const calls = await load(c.port, roundMs);
        const seconds = (performance.now() - start) / 1000;
        const cpu = (await c.cpu()) - cpuBefore;
        const after = urls ? await redisCounters(urls) : undefined;
        const entry: Figures = results.get(c.name) ?? { rates: [], cpu: [], calls: 0, commands: 0, redisCpu: 0, byCommand: new Map<string, number>() };
        entry.rates.push(calls / seconds);
        entry.cpu.push(cpu / calls);
        entry.calls += calls;
        if (before && after) {
          entry.commands += after.commands - before.commands;
          entry.redisCpu += after.cpuSeconds - before.cpuSeconds;
          for (const [name, n] of after.byCommand) entry.byCommand.set(name, (entry.byCommand.get(name) ?? 0) + n - (before.byCommand.get(name) ?? 0));
        }
        results.set(c.name, entry);
      }
    }
  } finally {
    for (const c of contenders) c.stop();
    await stopRedis(redis);
    await cluster.stop();
    rmSync(dir, { recursive: true, force: true });
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const memory = median(results.get('memory')!.rates);
  console.log(`${inFlight} calls in flight over ${keyCount} keys, handlers answering at once; median of ${rounds} rounds of ${roundMs} ms\n`);
  console.log('| credits and rate | calls/s | / memory | gateway CPU per call | Redis commands per call | Redis CPU per call |');
  console.log('|---|---|---|---|---|---|');
  for (const [name, r] of results) {
    const rate = median(r.rates);
    const redisPart = r.commands > 0 ? `${(r.commands / r.calls).toFixed(3)} (${[...r.byCommand].filter(([, n]) => n > 0).map(([c, n]) => `${c} ${(n / r.calls).toFixed(3)}`).join(', ')}) | ${((r.redisCpu * 1e6) / r.calls).toFixed(1)} µs` : ' | ';
    console.log(`| ${name} | ${Math.round(rate).toLocaleString('en-US')} | ${(rate / memory).toFixed(2)} × | ${median(r.cpu).toFixed(0)} µs | ${redisPart} |`);
  }
}

if (process.env.BENCH_REDIS_ROLE === 'gateway') await gateway();
else await main();
