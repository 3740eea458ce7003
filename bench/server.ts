// Requests per second for eth_getBlockByNumber over HTTP, in one run, each server in its own process on 127.0.0.1
// (autocannon, 10 connections, a bounded duration each):
//   generated          the generated server (createServer) with params validation, auth and credit metering on,
//                      and a balance no run can spend
//   raw                a minimal hand-written node:http JSON-RPC dispatch (read the body, one JSON.parse, a
//                      hand-written check of the params, JSON.stringify, end): the ceiling
//   server-js          @open-rpc/server-js serving the same method from the same document
//   generated-refused  the generated server with every key's balance spent: each call is answered HTTP 402,
//                      -32005 with `data: { cost, balance, resetsAt }` and Retry-After
//   raw-refused        the minimal dispatch with a balance check answering the same 402
// Served calls answer the same block (the spec's example). Prints req/s and the server's CPU time per request
// (the load generator shares the machine, so it can be the bottleneck: CPU per request shows what each server
// costs regardless), and the ratios; asserts nothing.
// Run: npm run bench (all benchmarks) or npx tsx bench/server.ts [seconds per run, default 3] [rounds, default 7]; each run
// follows a warm-up of BENCH_WARMUP_SECONDS (default 3). About 4 minutes.
import { fork, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';

type Kind = 'generated' | 'raw' | 'server-js' | 'generated-refused' | 'raw-refused';
const kinds: Kind[] = ['generated', 'raw', 'server-js', 'generated-refused', 'raw-refused'];
/** The status every answer of a kind must have. */
const expected = (kind: Kind) => (kind.endsWith('-refused') ? 402 : 200);
const apiKey = 'bench-key';
const warmUpSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
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
    // Served: a balance no run can spend (the default 3,000,000 lasts 37,500 calls at 80 credits). Refused: none.
    const dailyCredits = kind === 'generated' ? Number.MAX_SAFE_INTEGER : 0;
    server = generated.createServer(handlers, { authenticate: (key: string) => key === apiKey, dailyCredits });
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

/** Starts a server kind in a child process; resolves to its port. */
function start(kind: Kind): Promise<{ child: ChildProcess; port: number }> {
  const child = fork(fileURLToPath(import.meta.url), ['serve', kind], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`bench: ${kind} server did not start in 30 s`)), 30_000);
    child.once('message', (port) => {
      clearTimeout(timer);
      resolve({ child, port: port as number });
    });
    child.once('exit', (code) => reject(new Error(`bench: ${kind} server exited (${code})`)));
  });
}

/** CPU time (µs) the server process has used so far. */
function cpuOf(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => {
    child.once('message', (cpu) => resolve(cpu as number));
    child.send('cpu');
  });
}

interface Run {
  /** Requests per second. */
  rate: number;
  /** Server CPU time per request, µs: what the server costs, whether or not the load generator kept it busy. */
  cpu: number;
}

async function measure(kind: Kind, seconds: number): Promise<Run> {
  const { default: autocannon } = await import('autocannon');
  const { child, port } = await start(kind);
  try {
    const path = kind.startsWith('generated') || kind === 'raw-refused' ? `/v3/${apiKey}` : '/';
    const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_getBlockByNumber', params: ['0x1b4', false] });
    const options = { url: `http://127.0.0.1:${port}${path}`, method: 'POST' as const, headers: { 'content-type': 'application/json' }, body, connections: 10 };
    // Warm-up, then the measured run. The warm-up lasts until V8 has optimised the hot code: its compiler threads
    // count in the process's CPU time and take a core from the load generator, and a larger server has more code to
    // optimise, so a short warm-up charges the generated server for compiling rather than serving.
    await autocannon({ ...options, duration: warmUpSeconds });
    const cpuBefore = await cpuOf(child);
    const result = await autocannon({ ...options, duration: seconds });
    const cpuAfter = await cpuOf(child);
    const answered = (result as unknown as Record<string, number>)[expected(kind) === 200 ? '2xx' : '4xx'] ?? 0;
    if (answered !== result.requests.total || result.errors > 0) {
      throw new Error(`bench: ${kind}: ${result.requests.total - answered} answers other than ${expected(kind)}, ${result.errors} errors`);
    }
    return { rate: result.requests.average, cpu: (cpuAfter - cpuBefore) / result.requests.total };
  } finally {
    child.kill();
  }
}

/**
 * In one process, without sockets: the generated core's `handle(text)` against the raw dispatch's own work (parse,
 * call, serialise), µs per call. Steadier than the HTTP runs on a busy machine: it isolates what the generated
 * server adds.
 */
async function measureCore(): Promise<{ core: number; raw: number }> {
  const { methodInfo } = await import(new URL('generated/dist/index.js', root).href);
  const { createRpcHandler } = await import(new URL('generated/dist/server.js', root).href);
  const handlers = Object.fromEntries(Object.keys(methodInfo).map((m) => [m, handler]));
  const rpc = createRpcHandler(handlers, { authenticate: (key: string) => key === apiKey, dailyCredits: Number.MAX_SAFE_INTEGER });
  const text = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_getBlockByNumber', params: ['0x1b4', false] });
  const context = { apiKey };
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
    cores.push(await time(() => rpc.handle(text, context)));
    raws.push(await time(raw));
  }
  return { core: Math.min(...cores), raw: Math.min(...raws) };
}

if (process.argv[2] === 'serve') {
  const port = await serve(process.argv[3] as Kind);
  process.on('message', () => {
    const { user, system } = process.cpuUsage();
    process.send!(user + system);
  });
  process.send!(port);
} else {
  const seconds = Number(process.argv[2] ?? 3);
  const rounds = Number(process.argv[3] ?? 7);
  console.log(`server: eth_getBlockByNumber over HTTP, autocannon 10 connections, ${seconds} s per run, ${rounds} rounds (node ${process.version})`);
  // Rounds interleave the servers, so a busy moment of the machine does not fall on one of them only; the median
  // of each server's runs is reported. Each generated server runs right beside its raw baseline, first or second in
  // turn, and the ratios are the medians of these pairs: a slow spell of the machine then hits both sides of a pair
  // rather than one server's median.
  const runs = Object.fromEntries(kinds.map((k) => [k, [] as Run[]])) as Record<Kind, Run[]>;
  const order: Kind[][] = [['generated', 'raw'], ['server-js'], ['generated-refused', 'raw-refused']];
  for (let round = 0; round < rounds; round++) {
    for (const group of order) for (const kind of round % 2 === 0 ? group : [...group].reverse()) runs[kind].push(await measure(kind, seconds));
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  /** The median over rounds of a's rate over b's in the same round (and of b's CPU per request over a's). */
  const paired = (a: Kind, b: Kind) => ({
    rate: median(runs[a].map((run, i) => run.rate / runs[b][i]!.rate)),
    cpu: median(runs[a].map((run, i) => runs[b][i]!.cpu / run.cpu)),
  });
  const rate = (kind: Kind) => median(runs[kind].map((r) => r.rate));
  const cpu = (kind: Kind) => median(runs[kind].map((r) => r.cpu));
  for (const kind of kinds) {
    const all = runs[kind].map((r) => Math.round(r.rate).toLocaleString('en-US')).join(', ');
    console.log(
      `  ${kind.padEnd(17)} ${Math.round(rate(kind)).toLocaleString('en-US').padStart(8)} req/s  ${cpu(kind).toFixed(1).padStart(6)} µs server CPU/request  (runs: ${all})`,
    );
  }
  const ratio = (a: number, b: number) => (a / b).toFixed(2);
  const served = paired('generated', 'raw');
  const refused = paired('generated-refused', 'raw-refused');
  const inProcess = await measureCore();
  console.log(
    `  in one process: generated core ${inProcess.core.toFixed(2)} µs/call, raw parse-call-serialise ${inProcess.raw.toFixed(2)} µs/call ` +
      `(the generated server adds ${(inProcess.core - inProcess.raw).toFixed(2)} µs)`,
  );
  console.log(`  generated / raw       ${served.rate.toFixed(2)} req/s, ${served.cpu.toFixed(2)} by CPU  (median of the rounds' pairs; target >= 0.90)`);
  console.log(`  generated / server-js ${ratio(rate('generated'), rate('server-js'))} req/s, ${ratio(cpu('server-js'), cpu('generated'))} by CPU  (target >= 1.80)`);
  console.log(
    `  refused: generated / raw ${refused.rate.toFixed(2)} req/s, ${refused.cpu.toFixed(2)} by CPU  (median of the rounds' pairs; target >= 1.00); ` +
      `generated refused / served ${ratio(rate('generated-refused'), rate('generated'))} req/s, ${ratio(cpu('generated'), cpu('generated-refused'))} by CPU (a refusal should cost no more)`,
  );
}
