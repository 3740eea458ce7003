// `npm run bench client`: eth_getBlockByNumber calls per second against one local node:http JSON-RPC server (in a
// child process, so it does not share the client's event loop), sequential and 100 at a time: the generated client
// vs viem's public client (http transport) in the same run, alternating rounds, median of each. A minimal
// keep-alive node:http client is shown as the ceiling. Bounded: about 40 s in all.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { Agent, createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { createPublicClient, http } from 'viem';
import { createClient } from '../generated/dist/index.js';

const here = fileURLToPath(import.meta.url);

if (process.argv[2] === 'serve') serve();
else await main();

/** The server: answers every eth_getBlockByNumber with the spec's example block (hashes only). */
function serve(): void {
  const spec = JSON.parse(readFileSync(new URL('../generated/openrpc.json', import.meta.url), 'utf8')) as {
    methods: { name: string; examples?: { name: string; result?: { value: unknown } }[] }[];
  };
  const example = spec.methods.find((m) => m.name === 'eth_getBlockByNumber')?.examples?.find((e) => e.name === 'block-with-hashes');
  const block = JSON.stringify(example?.result?.value);
  const server = createServer({ keepAliveTimeout: 60_000 }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const { id } = JSON.parse(Buffer.concat(chunks).toString()) as { id: number };
      const body = `{"jsonrpc":"2.0","id":${id},"result":${block}}`;
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
      res.end(body);
    });
  });
  server.listen(0, '127.0.0.1', () => process.stdout.write(`${(server.address() as AddressInfo).port}\n`));
  process.stdin.on('end', () => process.exit(0));
  process.stdin.resume();
}

type Call = () => Promise<unknown>;

async function main(): Promise<void> {
  const child = spawn(process.execPath, ['--import', 'tsx', here, 'serve'], { stdio: ['pipe', 'pipe', 'inherit'] });
  const port = await new Promise<string>((resolve, reject) => {
    child.stdout.once('data', (d: Buffer) => resolve(d.toString().trim()));
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    const ours = createClient({ url });
    const viem = createPublicClient({ transport: http(url) });
    const minimal = minimalClient(port);
    const contenders: Record<string, Call> = {
      rpcforge: () => ours.eth_getBlockByNumber('latest', false),
      'viem request': () => viem.request({ method: 'eth_getBlockByNumber', params: ['latest', false] }),
      'viem getBlock': () => viem.getBlock({ blockTag: 'latest' }),
      'minimal node:http': minimal,
    };
    // Every contender answers the same block.
    for (const call of Object.values(contenders)) await call();

    const rows: string[][] = [];
    for (const [label, concurrency] of [
      ['sequential', 1],
      ['100 concurrent', 100],
    ] as const) {
      const rates = await measure(contenders, concurrency);
      const baseline = rates['viem request'] as number;
      for (const [name, rate] of Object.entries(rates)) rows.push([label, name, Math.round(rate).toLocaleString('en-US'), `${(rate / baseline).toFixed(2)} ×`]);
    }
    printTable(['eth_getBlockByNumber', 'client', 'calls/s', 'vs viem request'], rows);
    await ours.close();
  } finally {
    child.stdin.end();
  }
}

/** Calls per second of each contender: rounds of `roundMs` alternate between contenders; the median round counts. */
async function measure(contenders: Record<string, Call>, concurrency: number, rounds = 5, roundMs = 1_000): Promise<Record<string, number>> {
  const samples: Record<string, number[]> = Object.fromEntries(Object.keys(contenders).map((n) => [n, []]));
  for (const call of Object.values(contenders)) await run(call, concurrency, 300); // warm-up
  for (let round = 0; round < rounds; round++) {
    for (const [name, call] of Object.entries(contenders)) samples[name]?.push(await run(call, concurrency, roundMs));
  }
  return Object.fromEntries(Object.entries(samples).map(([name, s]) => [name, [...s].sort((a, b) => a - b)[Math.floor(s.length / 2)] as number]));
}

/** Keeps `concurrency` calls in flight for `ms`; returns calls per second. */
async function run(call: Call, concurrency: number, ms: number): Promise<number> {
  let calls = 0;
  const start = performance.now();
  const end = start + ms;
  const worker = async () => {
    while (performance.now() < end) {
      await call();
      calls++;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return (calls * 1000) / (performance.now() - start);
}

/** The least a keep-alive JSON-RPC call over node:http can do: the ceiling for any client. */
function minimalClient(port: string): Call {
  const agent = new Agent({ keepAlive: true, maxSockets: 128 });
  let id = 0;
  return () =>
    new Promise((resolve, reject) => {
      const body = `{"jsonrpc":"2.0","id":${++id},"method":"eth_getBlockByNumber","params":["latest",false]}`;
      const req = request(
        { host: '127.0.0.1', port, method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve((JSON.parse(Buffer.concat(chunks).toString()) as { result: unknown }).result));
        },
      );
      req.on('error', reject);
      req.end(body);
    });
}

function printTable(header: string[], rows: string[][]): void {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i] as number)).join(' | ')} |`;
  console.log(line(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const row of rows) console.log(line(row));
}

