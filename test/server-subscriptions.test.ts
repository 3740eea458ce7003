// The generated server's subscriptions (issue 37): `serveSubscriptions({ newHeads: async function* … })` given to
// `createServer`, on 127.0.0.1, reached by the generated client's `subscribe` and by raw WebSockets. Checked: the
// handler's values arrive as the spec's notifications, each checked against its schema (one that fails is not sent)
// and charged its credits (the ended notice when the key cannot pay); the params checked against their schemas; the
// handler's generator ended on unsubscribe and on a closed socket; the per-socket cap; a caller that never reads
// closed at the socket's bound with its subscription ended.
import WebSocket from 'ws';
import { describe, expect, it } from 'vitest';
import { createClient, validators } from '../generated/dist/index.js';
import { serveSubscriptions, type SubscriptionHandlers } from '../generated/dist/server.js';
import { exampleHandlers, exchange, openSocket, request, startServer } from './server-helpers.js';
import { MemoryCreditStore } from '../gateway/src/memory-credit-store.js';

const apiKey = 'Zq8w-4471-ac19-77f0';
const hex = (n: number, bytes: number): `0x${string}` => `0x${n.toString(16).padStart(bytes * 2, '0')}`;
const head = (n: number, extraData: `0x${string}` = '0x') => ({
  number: `0x${n.toString(16)}` as `0x${string}`,
  hash: hex(1000 + n, 32),
  parentHash: hex(999 + n, 32),
  nonce: hex(0, 8),
  sha3Uncles: hex(1, 32),
  logsBloom: hex(0, 256),
  transactionsRoot: hex(2, 32),
  stateRoot: hex(3, 32),
  receiptsRoot: hex(4, 32),
  miner: hex(5, 20),
  extraData,
  gasLimit: '0x1c9c380' as const,
  gasUsed: '0x0' as const,
  timestamp: '0x6553f100' as const,
  mixHash: hex(6, 32),
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
async function until(check: () => boolean, ms: number, what: string): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(10);
  }
}

/** Handlers for every subscription; `heads` yields what the test hands it, and records its life. */
function sources(overrides: Partial<SubscriptionHandlers> = {}) {
  const life = { started: 0, finished: 0, params: [] as unknown[] };
  const queue: unknown[] = [];
  const wakers = new Set<() => void>();
  const handlers: SubscriptionHandlers = {
    newHeads: async function* (_params, { signal }) {
      life.started++;
      let wake = () => undefined as void;
      const waiter = () => wake();
      wakers.add(waiter);
      // Waiting for a value, the generator hears of its end by the signal.
      signal.addEventListener('abort', waiter);
      try {
        while (!signal.aborted) {
          while (queue.length > 0) yield queue.shift() as ReturnType<typeof head>;
          await new Promise<void>((resolve) => (wake = resolve));
        }
      } finally {
        wakers.delete(waiter);
        life.finished++;
      }
    },
    logs: async function* (params) {
      life.params.push(params);
    },
    newPendingTransactions: async function* () {},
    transactionReceipts: async function* () {},
    ...overrides,
  };
  const send = (...values: unknown[]) => {
    queue.push(...values);
    for (const wake of wakers) wake();
  };
  return { handlers, life, send };
}

describe('serveSubscriptions on the generated server', () => {
  it('sends the handler\'s heads to the generated client, checked (an invalid one is not sent) and charged; unsubscribe ends the generator', async () => {
    const { handlers, life, send } = sources();
    const store = new MemoryCreditStore({ dailyCredits: 1_000_000 });
    const logged: string[] = [];
    const subscriptions = serveSubscriptions(handlers, { log: (message, fields) => logged.push(`${message} ${JSON.stringify(fields)}`) });
    const { wsBase } = await startServer(exampleHandlers().handlers, { subscriptions, creditStore: store });
    const client = createClient({ url: wsBase, apiKey, transport: 'ws', validate: true, validators });
    try {
      const heads = client.subscribe.newHeads();
      await until(() => life.started === 1, 5_000, 'the handler');
      send(head(1), { ...head(2), hash: 'not a hash' }, head(3));
      const numbers: string[] = [];
      for await (const header of heads) {
        numbers.push(header.number as string);
        if (numbers.length === 2) break;
      }
      expect(numbers).toEqual(['0x1', '0x3']);
      expect(logged).toEqual([expect.stringMatching(/^notification dropped: it does not match the spec .*"subscription":"newHeads".*hash/)]);
      await until(() => life.finished === 1, 5_000, 'the generator ended');
      expect(subscriptions.book.size).toBe(0);
      // 10 for eth_subscribe, 20 per head sent (the invalid one was not), nothing for eth_unsubscribe.
      expect(1_000_000 - store.balance(apiKey)).toBe(10 + 2 * 20);
    } finally {
      await client.close();
    }
  });

  it('checks the params after the kind against their schemas, and the kind itself', async () => {
    const { handlers, life } = sources();
    const { wsBase } = await startServer(exampleHandlers().handlers, { subscriptions: serveSubscriptions(handlers) });
    const ws = await openSocket(`${wsBase}/ws/v3/${apiKey}`);
    try {
      const answer = async (params: unknown) => JSON.parse((await exchange(ws, request('eth_subscribe', params)))!) as { result?: string; error?: { code: number; message: string } };
      expect((await answer(['logs', { fromBlock: '0x1' }])).error).toEqual({ code: -32602, message: expect.stringMatching(/^Invalid params: params\[1\]/) });
      expect((await answer(['blocks'])).error).toEqual({ code: -32602, message: 'Invalid params: params[0]: one of newHeads, logs, newPendingTransactions, transactionReceipts' });
      const filter = { address: hex(7, 20) };
      const notices: { method?: string }[] = [];
      ws.on('message', (data: Buffer) => notices.push(JSON.parse(data.toString())));
      expect((await answer(['logs', filter])).result).toMatch(/^0x[0-9a-f]{32}$/);
      // The logs source has nothing more: the subscription ends with a notice.
      await until(() => notices.some((m) => m.method !== undefined), 5_000, 'the notice');
      expect(notices.find((m) => m.method !== undefined)).toMatchObject({ method: 'rpcforge_subscriptionEnded', params: { error: { code: -32000 } } });
      expect(life.params).toEqual([[filter]]);
    } finally {
      ws.terminate();
    }
  });

  it('caps subscriptions per socket, and ends every one with its socket', async () => {
    const { handlers, life } = sources();
    const subscriptions = serveSubscriptions(handlers, { maxPerSocket: 2 });
    const { wsBase } = await startServer(exampleHandlers().handlers, { subscriptions });
    const ws = await openSocket(`${wsBase}/ws/v3/${apiKey}`);
    const answers: unknown[] = [];
    for (let i = 1; i <= 3; i++) answers.push(JSON.parse((await exchange(ws, request('eth_subscribe', ['newHeads'], i)))!));
    expect(answers[2]).toMatchObject({ id: 3, error: { code: -32005, message: 'too many subscriptions on this WebSocket: at most 2' } });
    const id = (answers[0] as { result: string }).result;
    expect(JSON.parse((await exchange(ws, request('eth_unsubscribe', [id], 4)))!)).toMatchObject({ id: 4, result: true });
    expect(JSON.parse((await exchange(ws, request('eth_unsubscribe', [id], 5)))!)).toMatchObject({ id: 5, result: false });
    await until(() => life.finished === 1, 5_000, 'the unsubscribed generator');
    ws.terminate();
    await until(() => life.finished === 2 && subscriptions.book.size === 0, 5_000, 'the socket\'s subscriptions ended');
    expect(life.started).toBe(2);
  });

  it('ends the subscription with a notice when the key cannot pay its next notification', async () => {
    const { handlers, send } = sources();
    const store = new MemoryCreditStore({ dailyCredits: 10 + 20 + 5 });
    const { wsBase } = await startServer(exampleHandlers().handlers, { subscriptions: serveSubscriptions(handlers), creditStore: store });
    const ws = await openSocket(`${wsBase}/ws/v3/${apiKey}`);
    const messages: { method?: string; params?: { result?: { number: string }; error?: unknown } }[] = [];
    ws.on('message', (data: Buffer) => messages.push(JSON.parse(data.toString())));
    ws.send(request('eth_subscribe', ['newHeads']));
    await until(() => messages.length === 1, 5_000, 'the answer');
    send(head(1), head(2));
    await until(() => messages.length === 3, 5_000, 'a head and the notice');
    expect(messages[1]).toMatchObject({ method: 'eth_subscription', params: { result: { number: '0x1' } } });
    expect(messages[2]).toMatchObject({ method: 'rpcforge_subscriptionEnded', params: { error: { code: -32005, message: 'subscription ended: daily credit limit exceeded' } } });
    ws.terminate();
  });

  it('closes a caller that never reads at the socket\'s bound, and ends its subscription', async () => {
    let made = 0;
    let finished = false;
    const subscriptions = serveSubscriptions(
      sources({
        newHeads: async function* () {
          try {
            // As fast as the server takes them: only the bound stops it.
            for (let n = 1; n < 100_000; n++) {
              made = n;
              yield head(n, `0x${'ab'.repeat(8 * 1024)}`);
            }
          } finally {
            finished = true;
          }
        },
      }).handlers,
    );
    const { wsBase } = await startServer(exampleHandlers().handlers, { subscriptions, wsMaxBufferedBytes: 64 * 1024 });
    const ws = new WebSocket(`${wsBase}/ws/v3/${apiKey}`);
    await new Promise((resolve) => ws.once('open', resolve));
    const closed = new Promise<number>((resolve) => ws.once('close', (code: number) => resolve(code)));
    ws.send(request('eth_subscribe', ['newHeads']));
    await sleep(50);
    (ws as unknown as { _socket: { pause(): void } })._socket.pause();
    await until(() => finished, 15_000, 'the subscription ended');
    expect(subscriptions.book.size).toBe(0);
    // Far fewer than the source could make (16 KiB each): the bound, not the source, ended it.
    expect(made).toBeLessThan(2_000);
    (ws as unknown as { _socket: { resume(): void } })._socket.resume();
    expect([1008, 1006]).toContain(await closed);
  });
});
