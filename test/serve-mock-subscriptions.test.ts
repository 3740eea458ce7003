// `serve --mock`'s subscriptions (issue 37): with no upstream, each of the spec's subscriptions gets an id and then
// notifications generated from its schema, at a steady pace, until it is unsubscribed or its socket closes. First the
// handlers (generator/serve/mock-subscriptions.ts) in the committed package's own `serveSubscriptions`, on 127.0.0.1,
// with a short interval: every notification valid against the package's validator and new by its declared identity,
// spaced by the interval, none after the unsubscribe's answer, and no timer left once the subscriptions end. Then
// `rpcforge serve --mock --mock-interval 0.25` as a child process, reached over its WebSocket route.
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validators } from '../generated/dist/index.js';
import { subscriptionInfo } from '../generated/dist/methods.js';
import { serveSubscriptions } from '../generated/dist/server.js';
import { resolveOutputs } from '../generator/config/outputs.js';
import type { Model } from '../generator/model/model.js';
import { generate } from '../generator/pipeline.js';
import { identityKey } from '../generator/emit/client/runtime/internal/subscriptions.js';
import { mockSubscriptions } from '../generator/serve/mock-subscriptions.js';
import { until } from './gateway-helpers.js';
import { repoRoot } from './helpers.js';
import { exampleHandlers, openSocket, startServer } from './server-helpers.js';
import { serveProcesses, started, stop, type Run } from './support/serve-process.js';

const apiKey = 'Zq8w-4471-ac19-77f0';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
type Message = { id?: number; result?: unknown; error?: unknown; method?: string; params?: { subscription: string; result: unknown } };

/** A socket's messages as they come, with the time each came. */
function record(ws: WebSocket): { at: number; message: Message }[] {
  const seen: { at: number; message: Message }[] = [];
  ws.on('message', (data: Buffer) => seen.push({ at: performance.now(), message: JSON.parse(data.toString('utf8')) as Message }));
  return seen;
}

/** Sends a call and waits (at most 3 s) for the answer with its id. */
async function call(ws: WebSocket, seen: { message: Message }[], id: number, method: string, params: unknown[]): Promise<Message> {
  ws.send(JSON.stringify({ jsonrpc: '2.0', id, method, params }));
  await until(() => seen.some((s) => s.message.id === id), 3000, `the answer to ${method}`);
  return seen.find((s) => s.message.id === id)!.message;
}

/** The notifications of one subscription, in order. */
const of = (seen: { at: number; message: Message }[], id: string) => seen.filter((s) => s.message.method === 'eth_subscription' && s.message.params?.subscription === id);

describe('serve --mock: subscriptions from the schemas', () => {
  let model: Model;
  beforeAll(() => {
    model = generate(`${repoRoot}/spec/openrpc.yaml`, { outputs: resolveOutputs(['validators']) }).model;
  }, 60_000);

  it('sends valid, distinct notifications every interval on each kind, none after unsubscribe, and clears its timers', async () => {
    const mocks = mockSubscriptions(model, (name, value) => validators.validateNotification(name as never, value).ok, 150);
    expect(mocks.mocked).toEqual(['newHeads', 'logs', 'newPendingTransactions', 'transactionReceipts']);
    expect(mocks.skipped).toEqual([]);
    const { handlers } = exampleHandlers();
    const server = await startServer(handlers, { subscriptions: serveSubscriptions(mocks.handlers as never) });
    const ws = await openSocket(`${server.wsBase}/ws/v3/${apiKey}`);
    const seen = record(ws);
    const ids: Record<string, string> = {};
    for (const [i, kind] of mocks.mocked.entries()) {
      const answer = await call(ws, seen, i + 1, 'eth_subscribe', [kind]);
      expect(typeof answer.result, JSON.stringify(answer)).toBe('string');
      ids[kind] = answer.result as string;
    }
    await sleep(1000);
    for (const kind of mocks.mocked) {
      const got = of(seen, ids[kind]!);
      // About 1 s / 150 ms: one at once, then one per interval.
      expect(got.length, kind).toBeGreaterThanOrEqual(4);
      expect(got.length, kind).toBeLessThanOrEqual(9);
      for (const { message } of got) expect(validators.validateNotification(kind as never, message.params!.result), kind).toEqual({ ok: true, value: message.params!.result });
      const keys = got.map(({ message }) => identityKey(message.params!.result, subscriptionInfo[kind as keyof typeof subscriptionInfo].identity));
      expect(new Set(keys).size, kind).toBe(got.length);
      for (let i = 1; i < got.length; i++) expect(got[i]!.at - got[i - 1]!.at, kind).toBeGreaterThanOrEqual(120);
    }
    expect(mocks.pending()).toBe(4);
    // Unsubscribed: the answer true, nothing after it, and the kind's timer cleared.
    for (const [i, kind] of mocks.mocked.entries()) {
      const answer = await call(ws, seen, 10 + i, 'eth_unsubscribe', [ids[kind]]);
      expect(answer.result).toBe(true);
      const answeredAt = seen.find((s) => s.message.id === 10 + i)!.at;
      await sleep(400);
      expect(of(seen, ids[kind]!).filter((s) => s.at > answeredAt), kind).toEqual([]);
    }
    await until(() => mocks.pending() === 0, 1000, 'the timers cleared');
    // A socket closed with its subscriptions open ends them too.
    const other = await openSocket(`${server.wsBase}/ws/v3/${apiKey}`);
    const otherSeen = record(other);
    for (const [i, kind] of mocks.mocked.entries()) await call(other, otherSeen, i + 1, 'eth_subscribe', [kind]);
    await until(() => mocks.pending() === 4, 1000, 'the second socket\'s subscriptions running');
    other.close();
    await until(() => mocks.pending() === 0, 2000, 'the timers cleared after the socket closed');
    ws.close();
  }, 30_000);

  it('gives each subscription new values: a second subscription of a kind repeats no identity of the first', async () => {
    const mocks = mockSubscriptions(model, (name, value) => validators.validateNotification(name as never, value).ok, 50);
    const server = await startServer(exampleHandlers().handlers, { subscriptions: serveSubscriptions(mocks.handlers as never) });
    const ws = await openSocket(`${server.wsBase}/ws/v3/${apiKey}`);
    const seen = record(ws);
    const first = (await call(ws, seen, 1, 'eth_subscribe', ['newHeads'])).result as string;
    const second = (await call(ws, seen, 2, 'eth_subscribe', ['newHeads'])).result as string;
    await sleep(500);
    const hashes = [...of(seen, first), ...of(seen, second)].map((s) => (s.message.params!.result as { hash: string }).hash);
    expect(hashes.length).toBeGreaterThanOrEqual(6);
    expect(new Set(hashes).size).toBe(hashes.length);
    ws.close();
    await until(() => mocks.pending() === 0, 2000, 'the timers cleared');
  }, 30_000);
});

describe('rpcforge serve --mock --mock-interval', () => {
  const { run, cleanup } = serveProcesses();
  let mock: Run;
  let base = '';
  beforeAll(async () => {
    mock = run(['--mock', '--mock-interval', '0.25', '--log-level', 'error']);
    base = await started(mock);
  }, 120_000);
  afterAll(async () => {
    if (mock) await stop(mock);
    cleanup();
  });

  it('says so at start, and sends newHeads over its WebSocket route at the pace until unsubscribed', async () => {
    expect(mock.err()).toContain('--mock: subscriptions newHeads, logs, newPendingTransactions, transactionReceipts: a notification every 0.25 s, generated from their schemas');
    const ws = await openSocket(`${base.replace(/^http/, 'ws')}/ws/v3/demo-key`);
    const seen = record(ws);
    const id = (await call(ws, seen, 1, 'eth_subscribe', ['newHeads'])).result as string;
    expect(id).toMatch(/^0x[0-9a-f]{32}$/);
    await sleep(1200);
    const got = of(seen, id);
    expect(got.length).toBeGreaterThanOrEqual(3);
    expect(got.length).toBeLessThanOrEqual(7);
    for (const { message } of got) expect(validators.validateNotification('newHeads', message.params!.result).ok).toBe(true);
    expect(new Set(got.map(({ message }) => (message.params!.result as { hash: string }).hash)).size).toBe(got.length);
    expect((await call(ws, seen, 2, 'eth_unsubscribe', [id])).result).toBe(true);
    const count = of(seen, id).length;
    await sleep(700);
    expect(of(seen, id)).toHaveLength(count);
    ws.close();
  }, 30_000);
});
