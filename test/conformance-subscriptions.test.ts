// `rpcforge test` subscribes (issue 37): each subscription the spec declares, over the endpoint's WebSocket route,
// is subscribed, its notifications checked for `--subscription-seconds` (schema and identity), then unsubscribed.
// Against `rpcforge serve --mock` (a child process) every subscription passes, over the HTTP URL's WebSocket route
// and over a ws:// URL. Against hand-made node:http + ws servers on 127.0.0.1, each fault fails its own check with
// the reason: no notification in the window, an invalid one, a duplicate, an unsubscribe refused, a notification
// after the unsubscribe. An HTTP-only endpoint gets each subscription skipped, "no WebSocket route", never passed.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocketServer, type WebSocket } from 'ws';
import { validators } from '../generated/dist/index.js';
import { runTestCommand } from '../generator/conformance/command.js';
import type { MethodReport, Report } from '../generator/conformance/report.js';
import { socketUrl } from '../generator/conformance/subscriptions.js';
import { resolveOutputs } from '../generator/config/outputs.js';
import type { Model } from '../generator/model/model.js';
import { generate } from '../generator/pipeline.js';
import { mockSubscriptions } from '../generator/serve/mock-subscriptions.js';
import { until } from './gateway-helpers.js';
import { repoRoot } from './helpers.js';
import { serveProcesses, started, stop, type Run } from './support/serve-process.js';

const spec = `${repoRoot}/spec/openrpc.yaml`;
const kinds = ['newHeads', 'logs', 'newPendingTransactions', 'transactionReceipts'];

async function run(args: string[]): Promise<{ code: number; report: Report; err: string }> {
  let out = '';
  let err = '';
  const code = await runTestCommand(['test', '--spec', spec, '--methods', 'eth_subscribe', '--format', 'json', ...args], { out: (t) => (out += t), err: (t) => (err += t) });
  return { code, report: JSON.parse(out) as Report, err };
}

/** `[subscription, check, status, message]` of every check, for one comparison. */
const verdicts = (report: Report) => report.subscriptions.flatMap((s: MethodReport) => s.checks.map((c) => [s.name, c.name, c.status, c.failure?.message ?? c.note ?? '']));

describe('rpcforge test against rpcforge serve --mock: subscriptions', () => {
  const { run: serve, cleanup } = serveProcesses();
  let mock: Run;
  let base = '';
  beforeAll(async () => {
    mock = serve(['--mock', '--mock-interval', '0.3', '--log-level', 'error']);
    base = await started(mock);
  }, 120_000);
  afterAll(async () => {
    if (mock) await stop(mock);
    cleanup();
  });

  it('subscribes to each kind over the HTTP URL\'s WebSocket route, and over a ws:// URL, and passes', async () => {
    for (const url of [`${base}/v3/`, `${base.replace(/^http/, 'ws')}/ws/v3/`]) {
      const { code, report, err } = await run([url, '--key', 'demo-key', '--subscription-seconds', '1.5']);
      expect(verdicts(report), err).toEqual(kinds.flatMap((k) => [`eth_subscribe ${k}`].flatMap((name) => [[name, 'subscribe', 'pass', ''], [name, 'notifications within 1.5 s', 'pass', ''], [name, 'unsubscribe', 'pass', '']])));
      expect(report.subscriptions.map((s) => s.status)).toEqual(['pass', 'pass', 'pass', 'pass']);
      expect(code, err).toBe(report.envelope.some((c) => c.status === 'fail') ? 1 : 0);
      expect(err).toContain('0 method(s), 4 subscription(s)');
    }
  }, 60_000);
});

describe('rpcforge serve --mock and rpcforge test on Starknet\'s WebSocket API (subscriptions only, by convention)', () => {
  const { run: serve, cleanup } = serveProcesses();
  const starknet = `${repoRoot}/test/reference/starknet/starknet_ws_api.json`;
  let mock: Run;
  afterAll(async () => {
    if (mock) await stop(mock);
    cleanup();
  });

  it('serves the spec with no plain method, and each subscribe method passes, its required params generated', async () => {
    mock = serve(['--mock', '--spec', starknet, '--mock-interval', '0.3', '--log-level', 'error']);
    await until(() => /try: /.test(mock.out()) || mock.child.exitCode !== null, 90_000, `serve did not start:\n${mock.err()}`);
    expect(mock.out()).toContain('try: no method is served over HTTP; subscribe over the WebSocket route');
    const base = /gateway listening on (http:\/\/\S+)/.exec(mock.out())![1]!;
    let out = '';
    let err = '';
    const code = await runTestCommand(['test', '--spec', starknet, `${base}/`, '--subscription-seconds', '1.5', '--format', 'json'], { out: (t) => (out += t), err: (t) => (err += t) });
    const report = JSON.parse(out) as Report;
    expect(report.subscriptions.map((s) => [s.name, s.checks.map((c) => c.status)]), err).toEqual(
      ['NewHeads', 'Events', 'TransactionStatus', 'NewTransactionReceipts', 'NewTransactions'].map((k) => [`starknet_subscribe${k}`, ['pass', 'pass', 'pass']]),
    );
    expect(code, err).toBe(0);
  }, 120_000);
});

type Fault = 'silent' | 'invalid' | 'duplicate' | 'refuse-unsubscribe' | 'late' | 'no-subscribe' | 'good';

/**
 * A hand-made endpoint: JSON-RPC over HTTP (every call -32601, so the run starts) and, with `ws`, a WebSocket at our
 * spec's route whose eth_subscribe answers an id and then notifies every 100 ms as `fault` says.
 */
async function handMade(values: Record<string, unknown[]>, ws: boolean): Promise<{ url: string; fault: { now: Fault }; close(): Promise<void> }> {
  const fault = { now: 'good' as Fault };
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (c: Buffer) => (body += c.toString()));
    request.on('end', () => {
      let id: unknown = null;
      try {
        id = (JSON.parse(body) as { id?: unknown }).id ?? null;
      } catch {}
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ jsonrpc: '2.0', id, error: { code: -32601, message: 'Method not found' } }));
    });
  });
  const timers = new Set<ReturnType<typeof setInterval>>();
  if (ws) {
    const sockets = new WebSocketServer({ server, path: '/ws/v3/hand-made-key' });
    sockets.on('connection', (socket: WebSocket) => {
      let next = 1;
      const mine = new Map<string, ReturnType<typeof setInterval>>();
      socket.on('close', () => mine.forEach((t) => (clearInterval(t), timers.delete(t))));
      socket.on('message', (data: Buffer) => {
        const call = JSON.parse(data.toString()) as { id: number; method: string; params: unknown[] };
        const answer = (result: unknown) => socket.send(JSON.stringify({ jsonrpc: '2.0', id: call.id, result }));
        if (call.method === 'eth_subscribe' && fault.now === 'no-subscribe') return socket.send(JSON.stringify({ jsonrpc: '2.0', id: call.id, error: { code: -32601, message: 'Method not found' } }));
        if (call.method === 'eth_subscribe') {
          const kind = call.params[0] as string;
          const sub = `0x${(next++).toString(16).padStart(32, '0')}`;
          answer(sub);
          let n = 0;
          const send = () => {
            if (fault.now === 'silent') return;
            const result = fault.now === 'invalid' ? { hash: 'not a hash' } : fault.now === 'duplicate' ? values[kind]![0] : values[kind]![n++ % values[kind]!.length];
            socket.send(JSON.stringify({ jsonrpc: '2.0', method: 'eth_subscription', params: { subscription: sub, result } }));
          };
          const timer = setInterval(send, 100);
          timers.add(timer);
          mine.set(sub, timer);
          return;
        }
        if (call.method === 'eth_unsubscribe') {
          if (fault.now === 'refuse-unsubscribe') return socket.send(JSON.stringify({ jsonrpc: '2.0', id: call.id, error: { code: -32000, message: 'cannot unsubscribe' } }));
          const timer = mine.get(call.params[0] as string);
          // "late": answers true, and goes on sending.
          if (fault.now !== 'late' && timer !== undefined) clearInterval(timer);
          return answer(timer !== undefined);
        }
        socket.send(JSON.stringify({ jsonrpc: '2.0', id: call.id, error: { code: -32601, message: 'Method not found' } }));
      });
    });
  }
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v3/`,
    fault,
    close: () => {
      timers.forEach((t) => clearInterval(t));
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

describe('rpcforge test against hand-made WebSocket servers: each fault fails with its reason', () => {
  let model: Model;
  const values: Record<string, unknown[]> = {};
  let endpoint: Awaited<ReturnType<typeof handMade>>;
  let httpOnly: Awaited<ReturnType<typeof handMade>>;
  beforeAll(async () => {
    model = generate(spec, { outputs: resolveOutputs(['validators']) }).model;
    // Valid, distinct values of each kind, from the mock's own source.
    const mocks = mockSubscriptions(model, (name, value) => validators.validateNotification(name as never, value).ok, 1);
    for (const kind of kinds) {
      const stop = new AbortController();
      const iterator = mocks.handlers[kind]!(undefined, { signal: stop.signal })[Symbol.asyncIterator]();
      values[kind] = [];
      for (let i = 0; i < 40; i++) values[kind]!.push((await iterator.next()).value);
      stop.abort();
      await iterator.return?.();
    }
    endpoint = await handMade(values, true);
    httpOnly = await handMade(values, false);
  }, 60_000);
  afterAll(async () => {
    await endpoint?.close();
    await httpOnly?.close();
  });

  const check = async (fault: Fault) => {
    endpoint.fault.now = fault;
    const { code, report, err } = await run([endpoint.url, '--key', 'hand-made-key', '--subscription-seconds', '1']);
    return { code, report, err, newHeads: verdicts(report).filter(([name]) => name === 'eth_subscribe newHeads') };
  };

  it('finds the WebSocket route of an HTTP URL from the spec\'s servers, under a base path too', () => {
    expect(socketUrl(model, 'http://127.0.0.1:1/v3/k')).toBe('ws://127.0.0.1:1/ws/v3/k');
    expect(socketUrl(model, 'https://gw.example/mainnet/v3/$RPCFORGE_TEST_KEY')).toBe('wss://gw.example/mainnet/ws/v3/$RPCFORGE_TEST_KEY');
    expect(socketUrl(model, 'ws://127.0.0.1:1/ws/v3/k')).toBe('ws://127.0.0.1:1/ws/v3/k');
    // A node at its root: the same path as a WebSocket.
    expect(socketUrl(model, 'http://127.0.0.1:8545')).toBe('ws://127.0.0.1:8545');
  });

  it('passes a hand-made server that does everything right', async () => {
    const { code, report, err } = await check('good');
    expect(report.subscriptions.map((s) => [s.name, s.status]), err).toEqual(kinds.map((k) => [`eth_subscribe ${k}`, 'pass']));
    // Every call but the subscriptions' is -32601 here: the envelope fails, so exit 1 whatever the subscriptions did.
    expect(code).toBe(1);
  }, 30_000);

  it('fails a subscription that never sends a notification in the window', async () => {
    const { code, newHeads } = await check('silent');
    expect(code).toBe(1);
    expect(newHeads).toEqual([
      ['eth_subscribe newHeads', 'subscribe', 'pass', ''],
      ['eth_subscribe newHeads', 'notifications within 1 s', 'fail', 'no notification within 1 s (eth_subscription with the subscription\'s id)'],
      ['eth_subscribe newHeads', 'unsubscribe', 'pass', ''],
    ]);
  }, 30_000);

  it('fails an invalid notification, located in the value, with the notification and a line that sends the call again', async () => {
    const { report, newHeads } = await check('invalid');
    expect(newHeads[1]).toEqual(['eth_subscribe newHeads', 'notifications within 1 s', 'fail', 'notification 1 does not match its schema: params.result.number: is required']);
    const failure = report.subscriptions[0]!.checks[1]!.failure!;
    expect(failure.answer).toContain('not a hash');
    expect(failure.request).toBe('{"jsonrpc":"2.0","id":1,"method":"eth_subscribe","params":["newHeads"]}');
    expect(failure.curl).toMatch(/^node --experimental-websocket -e '.*' "ws:\/\/127\.0\.0\.1:\d+\/ws\/v3\/\$RPCFORGE_TEST_KEY" '\{"jsonrpc"/);
    expect(JSON.stringify(report)).not.toContain('hand-made-key');
  }, 30_000);

  it('fails a duplicate by the declared identity', async () => {
    const { newHeads } = await check('duplicate');
    expect(newHeads[1]).toEqual(['eth_subscribe newHeads', 'notifications within 1 s', 'fail', expect.stringMatching(/^notification 2 repeats notification 1: the same identity \(\/hash\) = \["0x[0-9a-f]{64}"\]$/)]);
  }, 30_000);

  it('fails an unsubscribe refused, and notifications after an unsubscribe answered true', async () => {
    const refused = await check('refuse-unsubscribe');
    expect(refused.newHeads[2]).toEqual(['eth_subscribe newHeads', 'unsubscribe', 'fail', 'eth_unsubscribe: refused with error -32000 (cannot unsubscribe)']);
    expect(refused.newHeads[1]![2]).toBe('pass');
    const late = await check('late');
    expect(late.newHeads[2]).toEqual(['eth_subscribe newHeads', 'unsubscribe', 'fail', 'a notification of the subscription came after eth_unsubscribe answered true']);
  }, 60_000);

  it('fails a WebSocket route that does not serve the declared subscribe method', async () => {
    const { code, newHeads } = await check('no-subscribe');
    expect(code).toBe(1);
    expect(newHeads).toEqual([['eth_subscribe newHeads', 'subscribe', 'fail', 'eth_subscribe: refused with error -32601 (Method not found)']]);
  }, 30_000);

  it('skips each subscription of an HTTP-only endpoint, saying so, and never passes it', async () => {
    const { code, report } = await run([httpOnly.url, '--key', 'hand-made-key', '--subscription-seconds', '1']);
    expect(code).toBe(1);
    expect(report.subscriptions.map((s) => s.status)).toEqual(['skip', 'skip', 'skip', 'skip']);
    for (const s of report.subscriptions) {
      expect(s.checks).toEqual([expect.objectContaining({ status: 'skip', note: expect.stringMatching(/^skipped: no WebSocket route \(ws:\/\/127\.0\.0\.1:\d+\/ws\/v3\/\$RPCFORGE_TEST_KEY: the upgrade was refused: HTTP 200\)$/) })]);
    }
    expect(report.totals.skipped).toBeGreaterThanOrEqual(4);
  }, 30_000);
});
