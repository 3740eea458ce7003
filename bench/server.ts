// Requests per second for eth_getBlockByNumber over HTTP, each server in its own process on 127.0.0.1 (autocannon,
// 10 connections):
//   generated          the generated server (createServer) with params validation, auth and credit metering on,
//                      and a balance no run can spend
//   raw                a minimal hand-written node:http JSON-RPC dispatch (read the body, one JSON.parse, a
//                      hand-written check of the params, JSON.stringify, end): the ceiling
//   server-js          @open-rpc/server-js serving the same method from the same document
//   generated-refused  the generated server with every key's balance spent: each call is answered HTTP 402,
//                      -32005 with `data: { cost, balance, resetsAt }` and Retry-After
//   raw-refused        the minimal dispatch with a balance check answering the same 402
// Served calls answer the same block (the spec's example). Each round starts the two servers of a pair (generated and
// raw, then generated-refused and raw-refused) fresh, warms each up, then loads them in turn, A B B A A B …, with short
// runs; each adjacent pair of runs gives a ratio, and the reported ratios are the medians of all pairs. server-js runs
// alone each round (warm-up, then one run as long as one side of a pair gets in all). Prints each server's req/s and
// CPU time per request (the load generator shares the machine, so it can be the bottleneck: CPU per request shows
// what each server costs regardless), and the ratios; asserts nothing. Where taskset works and there are 2 CPUs or
// more, the servers run on the last CPU and the load generator on the others.
// Each run is a fixed number of requests, so each server's CPU time (user + system, from the process) is taken over
// the same work; the targets are read on CPU per request, which a busy host barely moves, throughput beside it.
// Run: npm run bench (all benchmarks) or npx tsx bench/server.ts [requests per run, default 10,000] [rounds, default 5]
// [runs of each server per round, default 6]; each round's servers first get a warm-up of BENCH_WARMUP_SECONDS
// (default 2) each. About 2.5 minutes.
import { execFileSync, fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { MemoryCreditStore } from '../gateway/src/memory-credit-store.js';

type Kind = 'generated' | 'raw' | 'server-js' | 'generated-refused' | 'raw-refused';
const kinds: Kind[] = ['generated', 'raw', 'server-js', 'generated-refused', 'raw-refused'];
/** The status every answer of a kind must have. */
const expected = (kind: Kind) => (kind.endsWith('-refused') ? 402 : 200);
const apiKey = 'bench-key';
const warmUpSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const root = new URL('../', import.meta.url);
const spec = JSON.parse(readFileSync(new URL('generated/openrpc.json', root), 'utf8')) as {
  methods: { name: string; examples?: { result?: { value?: unknown } }[] }[];
};
const block = spec.methods.find((m) => m.name === 'eth_getBlockByNumber')?.examples?.[0]?.result?.value;
if (block === undefined) throw new Error('bench: the spec has no eth_getBlockByNumber example to answer with');
const handler = async () => block;
/**
 * The raw dispatch's check of eth_getBlockByNumber's params, written by hand: the least a correct server checks
 * (a block number or tag, and the boolean), so that the baseline does the work the issue defines, not less.
 */
const blockTag = /^(0x(0|[1-9a-f][0-9a-f]*)|latest|earliest|pending|safe|finalized)$/;
const paramsOk = (params: unknown) =>
  Array.isArray(params) && params.length === 2 && typeof params[0] === 'string' && blockTag.test(params[0]) && typeof params[1] === 'boolean';
const invalidParams = (id: unknown) => JSON.stringify({ jsonrpc: '2.0', id: id ?? null, error: { code: -32602, message: 'Invalid params' } });

async function serve(kind: Kind): Promise<number> {
  let server: Server;
  if (kind === 'generated' || kind === 'generated-refused') {
    const { methodInfo } = await import(new URL('generated/dist/index.js', root).href);
    const generated = await import(new URL('generated/dist/server.js', root).href);
    // Every method: the bench calls one, the others answer the same way.
    const handlers = Object.fromEntries(Object.keys(methodInfo).map((m) => [m, handler]));
    // Served: a balance no run can spend (3,000,000 would last 37,500 calls at 80 credits). Refused: none.
    const dailyCredits = kind === 'generated' ? Number.MAX_SAFE_INTEGER : 0;
    server = generated.createServer(handlers, { authenticate: (key: string) => key === apiKey, creditStore: new MemoryCreditStore({ dailyCredits }) });
  } else if (kind === 'raw-refused') {
    // The minimal dispatch with what a refusal needs: the key from the path, its balance, and the 402 answer.
    const balances = new Map<string, number>([[apiKey, 0]]);
    const cost = 80;
    server = createServer((req: IncomingMessage, res) => {
      const key = (req.url ?? '').slice('/v3/'.length);
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        let status = 200;
        let body: string;
        let retryAfter = 0;
        try {
          const request = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { id?: unknown; method?: unknown; params?: unknown };
          const balance = balances.get(key) ?? 3_000_000;
          if (!paramsOk(request.params)) body = invalidParams(request.id);
          else if (balance < cost) {
            const resetsAt = (Math.floor(Date.now() / 86_400_000) + 1) * 86_400_000;
            retryAfter = Math.ceil((resetsAt - Date.now()) / 1000);
            status = 402;
            const data = { cost, balance, resetsAt: new Date(resetsAt).toISOString() };
            body = JSON.stringify({ jsonrpc: '2.0', id: request.id ?? null, error: { code: -32005, message: 'daily credit limit exceeded', data } });
          } else {
            balances.set(key, balance - cost);
            body = JSON.stringify({ jsonrpc: '2.0', id: request.id ?? null, result: block });
          }
        } catch {
          body = '{"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"Parse error"}}';
        }
        const headers: Record<string, string | number> = { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) };
        if (status === 402) headers['retry-after'] = retryAfter;
        res.writeHead(status, headers);
        res.end(body);
      });
    });
  } else if (kind === 'raw') {
    server = createServer((req: IncomingMessage, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', async () => {
        let body: string;
        try {
          const request = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { id?: unknown; method?: unknown; params?: unknown };
          body =
            request.method === 'eth_getBlockByNumber'
              ? paramsOk(request.params)
                ? JSON.stringify({ jsonrpc: '2.0', id: request.id, result: await handler() })
                : invalidParams(request.id)
              : JSON.stringify({ jsonrpc: '2.0', id: request.id ?? null, error: { code: -32601, message: 'Method not found' } });
        } catch {
          body = '{"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"Parse error"}}';
        }
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
        res.end(body);
      });
    });
  } else {
    const { Router, transports } = await import('@open-rpc/server-js');
    const { parseOpenRPCDocument } = await import('@open-rpc/schema-utils-js');
    const document = await parseOpenRPCDocument(readFileSync(new URL('generated/openrpc.json', root), 'utf8'));
    const transport = new transports.HTTPTransport({ port: 0, middleware: [] });
    transport.addRouter(new Router(document as unknown as ConstructorParameters<typeof Router>[0], { eth_getBlockByNumber: handler }));
    server = (transport as unknown as { server: Server }).server;
  }
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

/** The CPU the server processes are pinned to, if pinning works here. */
let serverCpu: number | undefined;

/**
 * Pins this process (the load generator, all its threads) to every CPU it may use but the last, which is left to the
 * servers. Unpinned, the scheduler moves the two across the cores at will, and which one shares a core with the
 * other's helper threads (or with other work) changes from run to run: the same server then measured 0.7–1.4 × itself.
 * Returns the line to print.
 */
function pinLoadGenerator(): string {
  try {
    const affinity = execFileSync('taskset', ['-pc', String(process.pid)], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    // "pid 123's current affinity list: 0-2,4": the CPUs this process may run on (os.availableParallelism() counts them).
    const cpus = affinity
      .slice(affinity.lastIndexOf(':') + 1)
      .trim()
      .split(',')
      .flatMap((range) => {
        const [from, to = from] = range.split('-').map(Number);
        return Array.from({ length: to - from + 1 }, (_, i) => from + i);
      });
    if (cpus.length < 2) return `not pinned: only CPU ${cpus.join(',')} available`;
    const last = cpus.pop()!;
    execFileSync('taskset', ['-a', '-pc', cpus.join(','), String(process.pid)], { stdio: 'ignore' });
    serverCpu = last;
    return `pinned: servers on CPU ${last}, load generator on CPU ${cpus.join(',')}`;
  } catch (error) {
    return `not pinned: taskset failed (${String((error as Error).message).split('\n')[0]})`;
  }
}

interface Started {
  kind: Kind;
  child: ChildProcess;
  port: number;
}

/** Starts a server kind in a child process (pinned to serverCpu, if set); kills it if it fails to start. */
function start(kind: Kind): Promise<Started> {
  const child = fork(fileURLToPath(import.meta.url), ['serve', kind], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  return new Promise((resolve, reject) => {
    const fail = (error: Error) => {
      clearTimeout(timer);
      child.kill();
      reject(error);
    };
    const timer = setTimeout(() => fail(new Error(`bench: ${kind} server did not start in 30 s`)), 30_000);
    child.once('message', (port) => {
      clearTimeout(timer);
      // Pinned once listening, before any load: every thread it has started by then (V8's, tsx's loader) moves, and
      // any it starts later inherits the CPU.
      try {
        if (serverCpu !== undefined) execFileSync('taskset', ['-a', '-pc', String(serverCpu), String(child.pid)], { stdio: 'ignore' });
      } catch (error) {
        return fail(error as Error);
      }
      resolve({ kind, child, port: port as number });
    });
    child.once('exit', (code) => fail(new Error(`bench: ${kind} server exited (${code})`)));
  });
}

/** Kills a server and waits (at most 5 s) for it to be gone, so that it takes no CPU from the next round. */
async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill();
  await Promise.race([exited, sleep(5000, undefined, { ref: false })]);
}

/** Runs `use` with fresh servers of the given kinds, and stops them all afterwards, however it ends. */
async function withServers<T>(group: Kind[], use: (servers: Started[]) => Promise<T>): Promise<T> {
  const starting = group.map(start);
  try {
    return await use(await Promise.all(starting));
  } finally {
    for (const started of await Promise.allSettled(starting)) if (started.status === 'fulfilled') await stop(started.value.child);
  }
}

/** CPU time (µs) the server process has used so far. */
function cpuOf(child: ChildProcess): Promise<number> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('bench: a server did not report its CPU time in 10 s')), 10_000);
    child.once('message', (cpu) => {
      clearTimeout(timer);
      resolve(cpu as number);
    });
    child.send('cpu');
  });
}

interface Run {
  /** Requests per second. */
  rate: number;
  /** Server CPU time per request, µs: what the server costs, whether or not the load generator kept it busy. */
  cpu: number;
}

const requestBody = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_getBlockByNumber', params: ['0x1b4', false] });
const load = ({ kind, port }: Started) => ({
  url: `http://127.0.0.1:${port}${kind.startsWith('generated') || kind === 'raw-refused' ? `/v3/${apiKey}` : '/'}`,
  method: 'POST' as const,
  headers: { 'content-type': 'application/json' },
  body: requestBody,
  connections: 10,
});

/**
 * Loads a fresh server until V8 has optimised its hot code: the compiler threads count in the process's CPU time and
 * take a core from the load generator, and a larger server has more code to optimise, so a short warm-up charges the
 * generated server for compiling rather than serving.
 */
async function warmUp(server: Started): Promise<void> {
  const { default: autocannon } = await import('autocannon');
  if (warmUpSeconds > 0) await autocannon({ ...load(server), duration: warmUpSeconds });
}

/**
 * One measured run of a fixed number of requests (so that each server's CPU time is taken over the same work);
 * throws unless every answer has the kind's expected status.
 */
async function run(server: Started, requests: number): Promise<Run> {
  // Imported here, not at the top: the server processes load this file too.
  const { default: autocannon } = await import('autocannon');
  const cpuBefore = await cpuOf(server.child);
  const started = performance.now();
  // Autocannon stops only at a sample tick (by default each second), so a short run needs short ticks.
  const result = await autocannon({ ...load(server), amount: requests, sampleInt: 25 });
  const elapsed = (performance.now() - started) / 1000;
  const cpuAfter = await cpuOf(server.child);
  const total = result.requests.total;
  const answered = (result as unknown as Record<string, number>)[expected(server.kind) === 200 ? '2xx' : '4xx'] ?? 0;
  if (answered !== total || result.errors > 0) {
    throw new Error(`bench: ${server.kind}: ${total - answered} answers other than ${expected(server.kind)}, ${result.errors} errors`);
  }
  if (total < requests) throw new Error(`bench: ${server.kind}: ${total} answers of ${requests} (the server hangs, or the host stalled)`);
  // Requests over the time measured here: requests.average is a mean of per-tick counts, coarse for a short run.
  return { rate: total / elapsed, cpu: (cpuAfter - cpuBefore) / total };
}

/**
 * In one process, without sockets: the generated core as its node:http transport calls it (key check, dispatch, the
 * reply) against the raw dispatch's own work (parse, call, serialise), µs per call. Steadier than the HTTP runs on a
 * busy machine: it isolates what the generated server adds.
 */
async function measureCore(): Promise<{ core: number; raw: number }> {
  const { methodInfo } = await import(new URL('generated/dist/index.js', root).href);
  const { createRpcHandler } = await import(new URL('generated/dist/server.js', root).href);
  const handlers = Object.fromEntries(Object.keys(methodInfo).map((m) => [m, handler]));
  const rpc = createRpcHandler(handlers, { authenticate: (key: string) => key === apiKey, creditStore: new MemoryCreditStore({ dailyCredits: Number.MAX_SAFE_INTEGER }) });
  const { Deadlines } = await import(new URL('generated/dist/internal/deadlines.js', root).href);
  const text = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_getBlockByNumber', params: ['0x1b4', false] });
  // The path the node:http transport takes (internal to the package): the key checked, then the text dispatched
  // with a recipient for a reply that waits, and the call timeouts on the transport's shared deadlines.
  const engine = rpc as {
    authorize(key: string, transport: 'http', route: string): unknown;
    dispatchTo(text: string, key: string, transport: 'http', signal: unknown, route: string, recipient: { deliver(reply: unknown): void }): unknown;
    useDeadlines(deadlines: unknown): void;
  };
  engine.useDeadlines(new Deadlines());
  const request = { whenGone: () => () => undefined };
  const served = () =>
    new Promise<unknown>((resolve) => {
      engine.authorize(apiKey, 'http', '/v3/<API_KEY>');
      const reply = engine.dispatchTo(text, apiKey, 'http', request, '/v3/<API_KEY>', { deliver: resolve });
      if (reply !== undefined) resolve(reply);
    });
  const raw = async () => {
    const request = JSON.parse(text) as { id: unknown; method: unknown; params: unknown };
    if (request.method !== 'eth_getBlockByNumber') return '';
    return paramsOk(request.params) ? JSON.stringify({ jsonrpc: '2.0', id: request.id, result: await handler() }) : invalidParams(request.id);
  };
  const time = async (fn: () => Promise<unknown>) => {
    const n = 100_000;
    const started = performance.now();
    for (let i = 0; i < n; i++) await fn();
    return ((performance.now() - started) * 1000) / n;
  };
  const cores: number[] = [];
  const raws: number[] = [];
  for (let round = 0; round < 3; round++) {
    cores.push(await time(served));
    raws.push(await time(raw));
  }
  return { core: Math.min(...cores), raw: Math.min(...raws) };
}

if (process.argv[2] === 'serve') {
  const port = await serve(process.argv[3] as Kind);
  // Gone with the bench process, however it ended.
  process.on('disconnect', () => process.exit());
  process.on('message', () => {
    const { user, system } = process.cpuUsage();
    process.send!(user + system);
  });
  process.send!(port);
} else {
  const requests = Number(process.argv[2] ?? 10_000);
  const rounds = Number(process.argv[3] ?? 5);
  const runsPerRound = Number(process.argv[4] ?? 6);
  const bounded = (n: number, max: number) => Number.isInteger(n) && n >= 1 && n <= max;
  if (!bounded(requests, 1_000_000) || !bounded(rounds, 100) || !bounded(runsPerRound, 100) || !(warmUpSeconds >= 0 && warmUpSeconds <= 60)) {
    throw new Error('usage: server.ts [requests per run, 1–1,000,000] [rounds, 1–100] [runs of each server per round, 1–100]; BENCH_WARMUP_SECONDS 0–60');
  }
  console.log(
    `server: eth_getBlockByNumber over HTTP, autocannon 10 connections; ${rounds} rounds of fresh servers, each warmed up ${warmUpSeconds} s, ` +
      `then ${runsPerRound} alternating runs of ${requests.toLocaleString('en-US')} requests each (node ${process.version})`,
  );
  console.log(`  ${pinLoadGenerator()}`);
  // Other work on the host moves every figure (see docs/benchmarks.md, "Server"): say how busy it was before the bench began.
  const [load] = loadavg();
  console.log(`  host load average over the last minute: ${load!.toFixed(2)} of ${cpus().length} CPUs${load! > cpus().length / 2 ? ' (busy: expect wider ranges)' : ''}`);
  // Why this shape: the host's speed drifts by ±30 % over seconds, so a run of one server and a later run of the
  // other compare two moments of the host more than two servers. Short runs in turn, A B B A A B …, put each slow
  // spell on both sides of a pair, and each server is first in half the pairs; the ratios are the medians of the
  // pairs. Each round starts the servers afresh, since two processes of the same server differ by a few per cent
  // (what V8 happened to optimise), and the rounds average that out.
  const runs = Object.fromEntries(kinds.map((k) => [k, [] as Run[]])) as Record<Kind, Run[]>;
  interface Pair {
    /** a's rate over b's. */
    rate: number;
    /** b's CPU per request over a's: above 1 when a costs less. */
    cpu: number;
  }
  const pairRound = (a: Kind, b: Kind, round: number) =>
    withServers([a, b], async (servers) => {
      for (const server of servers) await warmUp(server);
      const pairs: Pair[] = [];
      for (let i = 0; i < runsPerRound; i++) {
        const aFirst = (i + round) % 2 === 0;
        const first = await run(servers[aFirst ? 0 : 1]!, requests);
        const second = await run(servers[aFirst ? 1 : 0]!, requests);
        const [ra, rb] = aFirst ? [first, second] : [second, first];
        runs[a].push(ra);
        runs[b].push(rb);
        pairs.push({ rate: ra.rate / rb.rate, cpu: rb.cpu / ra.cpu });
      }
      return pairs;
    });
  const served: Pair[] = [];
  const refused: Pair[] = [];
  for (let round = 0; round < rounds; round++) {
    served.push(...(await pairRound('generated', 'raw', round)));
    refused.push(...(await pairRound('generated-refused', 'raw-refused', round)));
    const alone = await withServers(['server-js'], async ([server]) => {
      await warmUp(server!);
      return run(server!, requests * runsPerRound);
    });
    runs['server-js'].push(alone);
  }

  /** The p-quantile of xs, interpolating between the two nearest values. */
  const quantile = (xs: number[], p: number) => {
    const sorted = [...xs].sort((x, y) => x - y);
    const at = (sorted.length - 1) * p;
    const below = sorted[Math.floor(at)]!;
    return below + (sorted[Math.ceil(at)]! - below) * (at - Math.floor(at));
  };
  const median = (xs: number[]) => quantile(xs, 0.5);
  const rate = (kind: Kind) => median(runs[kind].map((r) => r.rate));
  const cpu = (kind: Kind) => median(runs[kind].map((r) => r.cpu));
  const count = (n: number) => Math.round(n).toLocaleString('en-US');
  const range = (xs: number[], digits: number) => `${Math.min(...xs).toFixed(digits)}–${Math.max(...xs).toFixed(digits)}`;
  console.log('\n| server | req/s (median, range) | server CPU per request (median, range) | runs |');
  console.log('|---|---|---|---|');
  for (const kind of kinds) {
    const rates = runs[kind].map((r) => r.rate);
    const cpus = runs[kind].map((r) => r.cpu);
    console.log(`| ${kind} | ${count(rate(kind))} (${count(Math.min(...rates))}–${count(Math.max(...rates))}) | ${cpu(kind).toFixed(1)} µs (${range(cpus, 1)}) | ${runs[kind].length} |`);
  }
  const ratio = (a: number, b: number) => (a / b).toFixed(2);
  /** A paired ratio: its median, the interquartile range, and the target judged. */
  const judged = (xs: number[], target: number) => {
    const [q1, q2, q3] = [0.25, 0.5, 0.75].map((p) => quantile(xs, p));
    // Three decimals for the median, so that a verdict never reads as 0.90 NOT met.
    return `${q2!.toFixed(3)} (IQR ${q1!.toFixed(2)}–${q3!.toFixed(2)}; target ≥ ${target.toFixed(2)}: ${q2! >= target ? 'met' : 'NOT met'})`;
  };
  const pairedRow = (label: string, pairs: Pair[], target: number) =>
    `| ${label} | ${judged(pairs.map((p) => p.cpu), target)} | ${judged(pairs.map((p) => p.rate), target)} | ${pairs.length} |`;
  console.log('\n| paired runs | by CPU per request (the raw\'s over ours) | by req/s (ours over the raw\'s) | pairs |');
  console.log('|---|---|---|---|');
  console.log(pairedRow('generated / raw, served', served, 0.9));
  console.log(pairedRow('generated / raw, refused', refused, 1.0));
  console.log('');
  const inProcess = await measureCore();
  console.log(
    `  in one process: generated core ${inProcess.core.toFixed(2)} µs/call, raw parse-call-serialise ${inProcess.raw.toFixed(2)} µs/call ` +
      `(the generated server adds ${(inProcess.core - inProcess.raw).toFixed(2)} µs)`,
  );
  console.log(`  generated / server-js     ${ratio(rate('generated'), rate('server-js'))} req/s, ${ratio(cpu('server-js'), cpu('generated'))} by CPU  (medians; target >= 1.80)`);
  console.log(
    `  generated refused / served ${ratio(rate('generated-refused'), rate('generated'))} req/s, ${ratio(cpu('generated'), cpu('generated-refused'))} by CPU  (medians; a refusal should cost no more)`,
  );
}
