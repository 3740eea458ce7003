// `npm run bench gateway`: what the gateway costs. eth_getBlockByNumber('latest', false) calls per second against a
// real node (anvil) directly and through the gateway (the generated createServer with createUpstream: auth, credits,
// params validation, the upstream call and the result checked against the spec; no answer cache) in front of the
// same anvil, sequential and 100 in flight, from one minimal keep-alive node:http client. Four gateways, each in its
// own process as in production: upstream over keep-alive HTTP or one WebSocket, with and without batching of
// concurrent calls; and two bare forwarders (bytes passed through over HTTP, or ids remapped over one WebSocket;
// nothing checked), the ceiling of any process in the path on the same machine (`BENCH_GATEWAY=<part of the name>`
// picks some). Many short rounds of the same number of calls, every contender in each, the order reversed every other
// round; each ratio is the median of its per-round ratios (see `roundsOf` for why). The latency of every call is
// kept, and the added latency per call is the gateway's p50 (p99) less the direct calls' p50 (p99) at the same load.
// Bounded: 4,500 sequential and 14,000 concurrent calls per contender, 60–120 s on this machine. Targets (issue 23):
// the unbatched gateway at least 0.9 × the bare forwarder of its transport, sequential and 100 concurrent; the batched
// gateway at 100 concurrent at least 0.8 × direct. Issue 38: each process's CPU time per call (user + system over a
// round's fixed number of calls) beside its throughput, and the targets read on CPU per call, which a busy host
// barely moves, with throughput judged beside them. BENCH_GATEWAY_METHOD=eth_getBalance measures a method of the
// EVM catalogue instead (issue 33: forwarding a catalogue method, its params and result checked against the official
// Ethereum document, costs no more than one of the spec's own methods).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { Agent, createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { startAnvil } from '../generator/serve/anvil.js';
import { MemoryCreditStore } from '../gateway/src/memory-credit-store.js';

const here = fileURLToPath(import.meta.url);
/**
 * Rounds per load and calls per contender in a round. Why many short rounds of a fixed count, and a median of ratios:
 * a sequential call's time here is about 0.5 ms at p50 but 3–5 ms at p99 (a process descheduled by the machine's
 * other work), so calls per second, one over the mean, is mostly the tail; three 1 s rounds per contender, several
 * seconds apart, gave the same build against itself 0.65–1.55 × (`BENCH_GATEWAY_BEFORE=<a copy of generated/>`). A
 * ratio taken within one round compares contenders measured tens of milliseconds apart, under the same spell of the
 * machine, and the median of 90 such ratios drops the rounds a spell hit unevenly (the same build against itself:
 * within 0.01–0.03); the order is reversed every other round, so no contender always runs right after the same one.
 */
const roundsOf = (concurrency: number) => count('BENCH_ROUNDS', concurrency === 1 ? 90 : 7);
const callsOf = (concurrency: number) => count('BENCH_ROUND_CALLS', concurrency === 1 ? 50 : 2000);

/** A whole number from the environment, or `fallback`; anything else stops the bench, naming the variable. */
function count(name: string, fallback: number): number {
  const text = process.env[name];
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!Number.isSafeInteger(value) || value < 1 || value > 1_000_000) throw new Error(`${name} must be a whole number from 1 to 1,000,000, not ${JSON.stringify(text.slice(0, 40))}`);
  return value;
}

/**
 * The gateway process: prints its port, answers each stdin line with its CPU time so far (µs), stops when stdin ends.
 * BENCH_KIND=bare runs the least a forwarder does instead, the ceiling of any gateway process in the path.
 */
async function serve(upstream: string): Promise<void> {
  let server: Server;
  if (process.env.BENCH_KIND === 'bare') server = await bareForwarder(upstream);
  else {
    const generated = (await import(process.env.BENCH_DIST ?? '../generated/dist/server.js')) as typeof import('../generated/dist/server.js');
    const { createServer } = generated;
    const { createUpstream } = await import('../gateway/src/index.js');
    const catalogue = await benchCatalogue();
    // No answer cache (`rpcforge serve` keeps one by default): every call measured goes to anvil.
    const gateway = createUpstream(generated, { upstream, batch: process.env.BENCH_BATCH === '1', cache: undefined, ...(catalogue === undefined ? {} : { catalogue }) });
    server = createServer(gateway.handlers, { blockGasLimit: gateway.blockGasLimit, creditStore: new MemoryCreditStore({ dailyCredits: 1e15 }), keepAliveTimeoutSeconds: 60, ...(catalogue === undefined ? {} : { outsideSpec: gateway.outsideSpec(80) }) });
  }
  server.listen(0, '127.0.0.1', () => process.stdout.write(`${(server.address() as AddressInfo).port}\n`));
  process.stdin.on('data', () => {
    const { user, system } = process.cpuUsage();
    process.stdout.write(`${user + system}\n`);
  });
  process.stdin.on('end', () => process.exit(0));
  process.stdin.resume();
}

/**
 * A bare forwarder: no key, credits, validation or limits. Over HTTP it passes the bytes through a keep-alive agent
 * without parsing them; over one WebSocket it parses each call only to give it an id of its own (calls from
 * different clients share the socket) and puts the caller's id back in the answer.
 */
async function bareForwarder(upstream: string): Promise<Server> {
  const reply = (res: ServerResponse, status: number, body: Buffer | string) => {
    res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
    res.end(body);
  };
  const bodyOf = (req: IncomingMessage, then: (body: Buffer) => void) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => then(Buffer.concat(chunks)));
  };
  if (upstream.startsWith('http')) {
    const agent = new Agent({ keepAlive: true, maxSockets: 128 });
    return createServer((req, res) =>
      bodyOf(req, (body) => {
        const forwarded = request(upstream, { method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': body.length } }, (answer) =>
          bodyOf(answer, (text) => reply(res, answer.statusCode ?? 502, text)),
        );
        forwarded.on('error', () => reply(res, 502, '{"jsonrpc":"2.0","id":null,"error":{"code":-32050,"message":"Upstream unavailable"}}'));
        forwarded.end(body);
      }),
    );
  }
  const { WebSocket } = await import('ws');
  const socket = new WebSocket(upstream);
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  const waiting = new Map<number, { res: ServerResponse; id: unknown }>();
  let next = 0;
  socket.on('message', (data: Buffer) => {
    const answer = JSON.parse(data.toString('utf8')) as { id: number };
    const caller = waiting.get(answer.id);
    if (caller === undefined) return;
    waiting.delete(answer.id);
    answer.id = caller.id as number;
    reply(caller.res, 200, JSON.stringify(answer));
  });
  return createServer((req, res) =>
    bodyOf(req, (body) => {
      const call = JSON.parse(body.toString('utf8')) as { id: unknown };
      const id = ++next;
      waiting.set(id, { res, id: call.id });
      call.id = id;
      socket.send(JSON.stringify(call));
    }),
  );
}

type Call = () => Promise<void>;

/** The method every client calls, and its params' text. */
const benchMethod = process.env.BENCH_GATEWAY_METHOD ?? 'eth_getBlockByNumber';
const benchParams: Record<string, string> = { eth_getBlockByNumber: '["latest",false]', eth_getBalance: '["0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266","latest"]' };
if (benchParams[benchMethod] === undefined) throw new Error(`BENCH_GATEWAY_METHOD must be one of ${Object.keys(benchParams).join(', ')}`);

/**
 * The EVM catalogue as `rpcforge serve --outside-spec forward` loads it, when the method measured is one of its own.
 * The main process loads it (generating its validators once); the gateway process imports only the generated
 * validators, as a deployment without the generator would: the generator's modules in the gateway's heap would add
 * collection time to every call, which is no cost of the catalogue's path.
 */
async function prepareCatalogue(): Promise<void> {
  const { methodInfo } = (await import('../generated/dist/methods.js')) as { methodInfo: Record<string, { name: string; family?: string }> };
  if (Object.prototype.hasOwnProperty.call(methodInfo, benchMethod)) return;
  const { loadCatalogues } = await import('../generator/serve/catalogue.js');
  const [evm] = await loadCatalogues(Object.values(methodInfo), {}, {}, 80, resolve('node_modules/.cache'), () => undefined);
  process.env.BENCH_CATALOGUE = JSON.stringify({ family: evm!.family, dir: evm!.dir, methods: evm!.methods });
}

/** In the gateway process: createUpstream's `catalogue` option from what `prepareCatalogue` found. */
async function benchCatalogue() {
  if (process.env.BENCH_CATALOGUE === undefined) return undefined;
  const { family, dir, methods } = JSON.parse(process.env.BENCH_CATALOGUE) as { family: string; dir: string; methods: object };
  const { validators } = (await import(pathToFileURL(resolve(dir, 'dist/validators.js')).href)) as { validators: never };
  return { families: { [family]: { validators, methods } } } as never;
}

/** One keep-alive client per target: the same load generator for both. */
function client(url: string, concurrency: number): Call {
  const target = new URL(url);
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  let id = 0;
  return () =>
    new Promise<void>((resolve, reject) => {
      const body = `{"jsonrpc":"2.0","id":${++id},"method":"${benchMethod}","params":${benchParams[benchMethod]}}`;
      const req = request(
        { hostname: target.hostname, port: target.port, path: target.pathname, method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString();
            if (res.statusCode !== 200 || !text.includes('"result"')) reject(new Error(`${url}: HTTP ${res.statusCode} ${text.slice(0, 200)}`));
            else resolve();
          });
        },
      );
      req.on('error', reject);
      req.end(body);
    });
}

let calls = 0;

/** Latencies kept per contender and load: far more than 3 s of calls on this machine make; past it they are dropped. */
const maxLatencies = 1_000_000;

/** Calls per second over `count` calls, `concurrency` in flight; each call's round-trip time (ms) goes into `latencies`. */
async function measure(call: Call, concurrency: number, count: number, latencies?: number[]): Promise<number> {
  let started = 0;
  const worker = async () => {
    while (started < count) {
      started++;
      const now = performance.now();
      await call();
      if (latencies !== undefined && latencies.length < maxLatencies) latencies.push(performance.now() - now);
    }
  };
  const begun = performance.now();
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
  calls += count;
  return (count / (performance.now() - begun)) * 1000;
}

/** The median of `values`: of an even count, the mean of the middle two. */
function median(values: number[]): number {
  return quantileBetween(values, 0.5);
}

/** Ascending numbers (a typed array's sort is numeric already: named, as every sort of the project names its order). */
const byNumber = (a: number, b: number) => a - b;

/** The `q` quantile of `values` interpolated between ranks: the quartiles of a handful of per-round ratios. */
function quantileBetween(values: number[], q: number): number {
  const sorted = Float64Array.from(values).sort(byNumber);
  const at = q * (sorted.length - 1);
  const low = Math.floor(at);
  return sorted[low]! + (sorted[Math.min(low + 1, sorted.length - 1)]! - sorted[low]!) * (at - low);
}

/** A ratio of two contenders: the median of its per-round values, and the middle half of them. */
function ratioText(perRound: number[]): string {
  return `${times(median(perRound))} (middle half of ${perRound.length} rounds ${quantileBetween(perRound, 0.25).toFixed(2)}–${quantileBetween(perRound, 0.75).toFixed(2)} ×)`;
}

/** The `q` quantile (0.5, 0.99) of `values`, nearest rank. */
function quantile(values: number[], q: number): number {
  const sorted = Float64Array.from(values).sort(byNumber);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] as number;
}

const µs = (ms: number) => `${Math.round(ms * 1000).toLocaleString('en-US')} µs`;
const times = (ratio: number) => `${ratio.toFixed(2)} ×`;

interface Config {
  name: string;
  scheme: 'http' | 'ws';
  batch: boolean;
  kind: 'gateway' | 'bare';
  /** The server.js of another build of the generated package (BENCH_GATEWAY_BEFORE), for old against new. */
  dist?: string;
}

/** The gateway configurations measured: how it reaches anvil, and whether concurrent calls are batched. */
const current: Config[] = [
  { name: 'HTTP upstream', scheme: 'http', batch: false, kind: 'gateway' },
  { name: 'WebSocket upstream', scheme: 'ws', batch: false, kind: 'gateway' },
  { name: 'HTTP upstream, batched', scheme: 'http', batch: true, kind: 'gateway' },
  { name: 'WebSocket upstream, batched', scheme: 'ws', batch: true, kind: 'gateway' },
  { name: 'bare forwarder, HTTP upstream', scheme: 'http', batch: false, kind: 'bare' },
  { name: 'bare forwarder, WebSocket upstream', scheme: 'ws', batch: false, kind: 'bare' },
];

// BENCH_GATEWAY_BEFORE=<dir of a copy of generated/> adds that build's gateways to the same rounds, the same anvil
// and the same load: a change's effect measured side by side, steadier on a shared machine than two separate runs.
const before = process.env.BENCH_GATEWAY_BEFORE;
const configs: Config[] = [
  ...current,
  ...(before === undefined ? [] : current.filter((c) => c.kind === 'gateway').map((c) => ({ ...c, name: `${c.name} (before)`, dist: pathToFileURL(resolve(before, 'dist/server.js')).href }))),
];

interface GatewayProcess {
  url: string;
  /** The gateway process's CPU time so far, in µs. */
  cpu(): Promise<number>;
  stop(): void;
}

async function startGateway(upstream: string, config: Config): Promise<GatewayProcess> {
  const { batch, kind } = config;
  const child = spawn(process.execPath, [...(process.env.BENCH_GATEWAY_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_GATEWAY_PROF}`] : []), '--import', 'tsx', here, 'serve', upstream], { stdio: ['pipe', 'pipe', 'inherit'], env: { ...process.env, BENCH_BATCH: batch ? '1' : '0', BENCH_KIND: kind, ...(config.dist === undefined ? {} : { BENCH_DIST: config.dist }) } });
  const port = await new Promise<string>((resolve, reject) => {
    child.stdout.once('data', (d: Buffer) => resolve(d.toString().trim()));
    child.once('exit', (code) => reject(new Error(`gateway exited with ${code}`)));
  });
  const lines: ((line: string) => void)[] = [];
  child.stdout.on('data', (d: Buffer) => {
    for (const line of d.toString().trim().split('\n')) lines.shift()?.(line);
  });
  return {
    url: `http://127.0.0.1:${port}/v3/bench-key-0001`,
    cpu: () =>
      new Promise<number>((resolve) => {
        lines.push((line) => resolve(Number(line)));
        child.stdin.write('cpu\n');
      }),
    stop: () => {
      // Ending stdin lets the process exit by itself (writing its CPU profile, when asked for one); a kill follows.
      child.stdin.end();
      setTimeout(() => child.kill('SIGTERM'), 2000).unref();
    },
  };
}

async function main(): Promise<void> {
  const only = process.env.BENCH_GATEWAY;
  const chosen = configs.filter((c) => only === undefined || c.name.includes(only));
  // A filter that matches nothing would measure nothing and still exit 0: a typo must stop the bench instead.
  if (chosen.length === 0) throw new Error(`BENCH_GATEWAY=${JSON.stringify(only)} names no contender; contenders: ${configs.map((c) => c.name).join('; ')}`);
  if (before !== undefined && !existsSync(resolve(before, 'dist/server.js'))) throw new Error(`BENCH_GATEWAY_BEFORE: no dist/server.js in ${before}`);
  // The round counts are read again per load; read here first so that a bad one stops the bench before anything starts.
  roundsOf(1);
  callsOf(1);
  await prepareCatalogue();
  const anvil = await startAnvil(0);
  const gateways: GatewayProcess[] = [];
  const verdicts: string[] = [];
  const perRoundLines: string[] = [];
  const notes: string[] = [];
  try {
    for (const config of chosen) gateways.push(await startGateway(config.scheme === 'ws' ? anvil.url.replace(/^http/, 'ws') : anvil.url, config));
    const rows = [
      `| ${benchMethod} | path | calls/s (median) | / direct | / bare forwarder | CPU per call | / bare forwarder, by CPU | p50 | p99 | added p50 | added p99 |`,
      '|---|---|---|---|---|---|---|---|---|---|---|',
    ];
    // BENCH_GATEWAY_LOAD=<part of the label> measures one load only (a CPU profile of that load alone).
    const loads = ([
      ['sequential', 1],
      ['100 concurrent', 100],
    ] as const).filter(([label]) => process.env.BENCH_GATEWAY_LOAD === undefined || label.includes(process.env.BENCH_GATEWAY_LOAD));
    if (loads.length === 0) throw new Error(`BENCH_GATEWAY_LOAD=${JSON.stringify(process.env.BENCH_GATEWAY_LOAD)} names no load; loads: sequential, 100 concurrent (batching is a contender: BENCH_GATEWAY=batched)`);
    for (const [label, concurrency] of loads) {
      const rounds = roundsOf(concurrency);
      const count = callsOf(concurrency);
      const direct = client(anvil.url, concurrency);
      const contenders = [direct, ...gateways.map((g) => client(g.url, concurrency))];
      // Warm-up: connections open, code optimised.
      for (const call of contenders) await measure(call, concurrency, Math.max(concurrency, count / 2));
      // Per contender (0 is direct, then the gateways in order): calls/s of each round, latency of every call.
      const rate: number[][] = contenders.map(() => []);
      const latency: number[][] = contenders.map(() => []);
      // Per gateway process: its CPU time per call in each round (the same number of calls every round).
      const cpuPerCall: number[][] = gateways.map(() => []);
      for (let i = 0; i < rounds; i++) {
        const order = contenders.map((_, k) => k);
        if (i % 2 === 1) order.reverse();
        for (const k of order) {
          const gateway = k === 0 ? undefined : gateways[k - 1]!;
          const cpu = await gateway?.cpu();
          rate[k]!.push(await measure(contenders[k]!, concurrency, count, latency[k]));
          if (gateway !== undefined) cpuPerCall[k - 1]!.push(((await gateway.cpu()) - cpu!) / count);
        }
      }
      // Ratios within each round, between contenders measured under the same spell of the machine.
      const perRound = (a: number, b: number) => rate[a]!.map((r, i) => r / rate[b]![i]!);
      const directP50 = quantile(latency[0]!, 0.5);
      const directP99 = quantile(latency[0]!, 0.99);
      rows.push(`| ${label} | direct to anvil | ${Math.round(median(rate[0]!)).toLocaleString('en-US')} | 1.00 × | | | | ${µs(directP50)} | ${µs(directP99)} | | |`);
      for (const [j, config] of chosen.entries()) {
        const k = j + 1;
        // The bare forwarder of the same transport, when it ran: the ceiling of any process in the path.
        const bare = config.kind === 'gateway' ? chosen.findIndex((c) => c.kind === 'bare' && c.scheme === config.scheme) : -1;
        const ofBare = bare < 0 ? '' : times(median(perRound(k, bare + 1)));
        // By CPU: the bare forwarder's CPU per call over this gateway's, within each round (above 1: the gateway costs less).
        const cpuRatios = bare < 0 ? [] : cpuPerCall[bare]!.map((c, i) => c / cpuPerCall[j]![i]!);
        const p50 = quantile(latency[k]!, 0.5);
        const p99 = quantile(latency[k]!, 0.99);
        const name = `${config.kind === 'gateway' ? 'gateway, ' : ''}${config.name}`;
        rows.push(
          `| ${label} | ${name} | ${Math.round(median(rate[k]!)).toLocaleString('en-US')} | ${times(median(perRound(k, 0)))} | ${ofBare} | ${Math.round(median(cpuPerCall[j]!))} µs | ${bare < 0 ? '' : times(median(cpuRatios))} | ${µs(p50)} | ${µs(p99)} | ${µs(p50 - directP50)} | ${µs(p99 - directP99)} |`,
        );
        if (config.kind === 'gateway' && !config.batch && bare >= 0) {
          const ratios = perRound(k, bare + 1);
          const added = `added over the bare forwarder p50 ${µs(p50 - quantile(latency[bare + 1]!, 0.5))}, p99 ${µs(p99 - quantile(latency[bare + 1]!, 0.99))}`;
          // The target is read on CPU per call, which a busy host barely moves; throughput is judged beside it.
          const cpuMet = median(cpuRatios) >= 0.9 ? 'met' : 'NOT met';
          const rateMet = median(ratios) >= 0.9 ? 'met' : 'NOT met';
          verdicts.push(`${label}, ${name}: by CPU per call ${ratioText(cpuRatios)} the bare forwarder (target ≥ 0.90 ×): ${cpuMet}; calls/s ${ratioText(ratios)} the bare forwarder (target ≥ 0.90 ×): ${rateMet}; ${added}`);
          perRoundLines.push(`${label}, ${name} / bare forwarder: ${ratios.map((r) => r.toFixed(2)).join(' ')}`);
          perRoundLines.push(`${label}, ${name} / bare forwarder, by CPU: ${cpuRatios.map((r) => r.toFixed(2)).join(' ')}`);
        }
        if (config.kind === 'gateway' && config.batch && concurrency > 1) {
          const ratios = perRound(k, 0);
          verdicts.push(`${label}, ${name}: ${ratioText(ratios)} direct (target ≥ 0.80 ×): ${median(ratios) >= 0.8 ? 'met' : 'NOT met'}`);
          perRoundLines.push(`${label}, ${name} / direct: ${ratios.map((r) => r.toFixed(2)).join(' ')}`);
        }
      }
      notes.push(`${label}: ${rounds} rounds of ${count.toLocaleString('en-US')} calls per contender`);
    }
    console.log(rows.join('\n'));
    console.log(`\n${verdicts.join('\n')}`);
    console.log(`\nPer-round ratios, in round order:\n${perRoundLines.join('\n')}`);
    console.log(`\n${notes.join('; ')}; every contender in each round, the order reversed every other round; calls/s and CPU per call (the process's user + system time over the round's calls) the medians of the rounds, each ratio the median of its per-round ratios; latencies over every call of the rounds; anvil, each gateway and the load generator each in its own process`);
  } finally {
    for (const g of gateways) g.stop();
    await anvil.stop();
  }
}

// Last, so that every module-level binding above is initialised before main runs.
if (process.argv[2] === 'serve') await serve(process.argv[3] as string);
else await main();
