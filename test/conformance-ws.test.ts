// `rpcforge test ws://…` against hostile WebSocket servers: an answer past the cap, a call never answered, a server
// that closes the connection mid-call, an answer with another id, garbage frames (not JSON, invalid UTF-8, binary).
// Each fails its own check with a clear reason, within its bound (the run never hangs; the connection is opened
// again for the next call), and the reproduce line of a WebSocket failure runs as printed, with nothing installed.
import { execFile } from 'node:child_process';
import { createServer as createNetServer, type Server as NetServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocketServer, type WebSocket } from 'ws';
import { validateParams } from '../generated/dist/index.js';
import { runTestCommand } from '../generator/conformance/command.js';
import type { CheckResult, Report } from '../generator/conformance/report.js';
import { repoRoot } from './helpers.js';
import { examples } from './server-helpers.js';

const spec = join(repoRoot, 'spec/openrpc.yaml');
const key = 'ws-conformance-key-0077';

async function run(args: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await runTestCommand(['test', '--spec', spec, '--rate', '5000', ...args], { out: (t) => (out += t), err: (t) => (err += t) });
  return { code, out, err };
}

// Right in everything (invalid params refused -32602, the first example's result otherwise) but one hostile
// behaviour per method, for valid calls only.
const hostileMethods = {
  eth_getProof: 'an answer of 2 MiB',
  eth_getTransactionByBlockNumberAndIndex: 'no answer',
  eth_getTransactionReceipt: 'the connection closed mid-call',
  eth_getUncleByBlockHashAndIndex: 'an answer with another id',
  getVoteAccounts: 'a text frame that is not JSON',
  eth_getTransactionByHash: 'a text frame of invalid UTF-8',
  eth_getStorageAt: 'a binary frame of garbage',
} as const;

function onMessage(socket: WebSocket, data: Buffer): void {
  let call: { id?: number | string; method?: string; params?: unknown };
  try {
    call = JSON.parse(data.toString()) as typeof call;
  } catch {
    socket.send(JSON.stringify({ jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } }));
    return;
  }
  if (Array.isArray(call)) {
    socket.send(JSON.stringify(call.map((c: { id?: unknown }) => ({ jsonrpc: '2.0', id: c.id ?? null, error: { code: -32601, message: 'Method not found' } }))));
    return;
  }
  const reply = (body: object) => call.id !== undefined && socket.send(JSON.stringify({ jsonrpc: '2.0', id: call.id, ...body }));
  if (typeof call.method !== 'string' || !(call.method in examples)) return void reply({ error: { code: -32601, message: 'Method not found' } });
  const name = call.method as keyof typeof examples;
  if (!validateParams(name, call.params ?? []).ok) return void reply({ error: { code: -32602, message: 'Invalid params' } });
  switch (name) {
    case 'eth_getProof':
      return void reply({ result: 'x'.repeat(2 * 2 ** 20) });
    case 'eth_getTransactionByBlockNumberAndIndex':
      return;
    case 'eth_getTransactionReceipt':
      return void socket.terminate();
    case 'eth_getUncleByBlockHashAndIndex':
      return void socket.send(JSON.stringify({ jsonrpc: '2.0', id: 'not-your-id', result: examples[name].result }));
    case 'getVoteAccounts':
      return void socket.send('<html>502 Bad Gateway</html>');
    case 'eth_getTransactionByHash':
      return void socket.send(Buffer.from([0x7b, 0xff, 0xfe, 0x7d]), { binary: false });
    case 'eth_getStorageAt':
      return void socket.send(Buffer.from([0, 159, 146, 150, 1, 2, 3]), { binary: true });
  }
  reply({ result: examples[name].result });
}

let wss: WebSocketServer;
let url = '';
let upgrades = 0;
// Accepts connections and never answers the upgrade: the handshake must time out, not hang the run.
let silent: NetServer;
const silentSockets: Socket[] = [];
let silentUrl = '';

beforeAll(async () => {
  wss = new WebSocketServer({ host: '127.0.0.1', port: 0, verifyClient: ({ req }: { req: { url?: string } }) => req.url === `/ws/v3/${key}` });
  wss.on('connection', (socket) => {
    upgrades++;
    socket.on('message', (data: Buffer) => onMessage(socket, data));
  });
  await new Promise<void>((resolve) => wss.once('listening', () => resolve()));
  url = `ws://127.0.0.1:${(wss.address() as AddressInfo).port}/ws/v3/`;
  silent = createNetServer((socket) => silentSockets.push(socket));
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  silentUrl = `ws://127.0.0.1:${(silent.address() as AddressInfo).port}/ws/v3/`;
});
afterAll(async () => {
  for (const client of wss.clients) client.terminate();
  await new Promise<void>((resolve) => wss.close(() => resolve()));
  for (const socket of silentSockets) socket.destroy();
  await new Promise<void>((resolve) => silent.close(() => resolve()));
});

describe('rpcforge test over WebSocket against hostile servers', () => {
  it('fails each hostile answer on its own check, clearly and within its bound, and its reproduce line runs as printed', async () => {
    const started = performance.now();
    const { code, out, err } = await run([url, '--key', key, '--seed', '4', '--calls', '4', '--methods', Object.keys(hostileMethods).join(','), '--call-timeout', '0.4', '--max-answer-mib', '1', '--format', 'json']);
    const elapsed = performance.now() - started;
    expect(err).not.toContain('rpcforge test: ');
    expect(code).toBe(1);
    const report = JSON.parse(out) as Report;
    const generated = (method: string) => report.methods.find((m) => m.name === method)!.checks.find((c) => c.kind === 'generated' && c.name.startsWith('generated'))!;
    // No answer of any use: the case stands as found after one call, not shrunk through timeouts and reconnections.
    expect(generated('eth_getProof')).toMatchObject({ status: 'fail', calls: 1, failure: { message: `no answer: answer larger than ${2 ** 20} bytes` } });
    expect(generated('eth_getTransactionByBlockNumberAndIndex')).toMatchObject({ status: 'fail', calls: 1, failure: { message: 'no answer: no answer within 400 ms' } });
    expect(generated('eth_getTransactionReceipt')).toMatchObject({ status: 'fail', calls: 1, failure: { message: expect.stringMatching(/^no answer: the connection closed \(code \d+\)$/) } });
    expect(generated('eth_getTransactionByHash')).toMatchObject({ status: 'fail', calls: 1, failure: { message: 'no answer: the connection closed (Invalid WebSocket frame: invalid UTF-8 sequence)' } });
    // An answer, but a wrong one: reported with what came.
    expect(generated('eth_getUncleByBlockHashAndIndex').failure!.message).toMatch(/^id "not-your-id" does not echo the request's \d+$/);
    expect(generated('getVoteAccounts').failure).toMatchObject({ message: 'the answer is not JSON (HTTP 101): <html>502 Bad Gateway</html>' });
    expect(generated('eth_getStorageAt').failure!.message).toMatch(/^the answer is not JSON \(HTTP 101\)/);
    // Invalid params are refused in time on every method: the connection, closed by the hostile answers, came back.
    const invalid = report.methods.flatMap((m) => m.checks.filter((c: CheckResult) => c.kind === 'invalid-params'));
    expect(invalid.length).toBeGreaterThan(10);
    // (Refused with a bare "Invalid params", naming no param, where the same call fixed gets the hostile answer:
    // "refused, for another reason", which says the refusal proves nothing; never a timeout or another code.)
    expect(invalid.filter((c) => c.status !== 'pass' && !/^refused, for another reason: /.test(c.failure?.message ?? ''))).toEqual([]);
    expect(upgrades).toBeGreaterThan(2);
    // The envelope checks go on after all that.
    expect(report.envelope.map((c) => c.name)).toContain('notification not answered');
    // Bounded: the stalled call costs its 0.4 s once (plus the envelope's notification wait), the rest is quick.
    expect(elapsed).toBeLessThan(15_000);

    // The reproduce line: Node's own WebSocket client, the key from the environment, nothing to install.
    const failure = generated('eth_getUncleByBlockHashAndIndex').failure!;
    expect(failure.curl).toMatch(/^node --experimental-websocket -e '/);
    expect(failure.curl).toContain(`"${url}$RPCFORGE_TEST_KEY"`);
    expect(out).not.toContain(key);
    const again = await promisify(execFile)('sh', ['-c', failure.curl], { env: { ...process.env, RPCFORGE_TEST_KEY: key }, encoding: 'utf8', timeout: 10_000 });
    expect(JSON.parse(again.stdout)).toEqual({ jsonrpc: '2.0', id: 'not-your-id', result: examples.eth_getUncleByBlockHashAndIndex.result });
  }, 60_000);

  it('gives up on a server that never completes the WebSocket handshake after --call-timeout: exit 2, no hang', async () => {
    const started = performance.now();
    const { code, err } = await run([silentUrl, '--key', key, '--seed', '1', '--call-timeout', '0.5']);
    expect(code).toBe(2);
    expect(err).toMatch(/cannot be tested: no answer: .*(timed out|handshake)/i);
    expect(err).not.toContain(key);
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});
