// The generated client's subscriptions (issue 37): `client.subscribe.<kind>()` over a real WebSocket on 127.0.0.1,
// against a scripted node that answers eth_subscribe and pushes what each test says. Checked: typed, validated
// notifications (one that breaks its schema goes to onError, not the loop); none delivered twice by the declared
// identity; unsubscribed when the loop ends or the signal aborts; subscribed again after a reconnect, with the gap
// said; the loop's end when the socket drops without reconnect; a bounded queue for a loop that does not read; a
// clear error over HTTP. The generated server's side: test/server-subscriptions.test.ts.
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';
import { afterEach, describe, expect, it } from 'vitest';
import { AbortError, createClient, ResultValidationError, SocketClosedError, type SubscriptionGap, validators } from '../generated/dist/index.js';

interface Node {
  url: string;
  /** Every request, with the socket it came on. */
  requests: { method: string; params: unknown; socket: WebSocket }[];
  sockets: WebSocket[];
  /** Sends a notification of subscription `id` on `socket`. */
  push(socket: WebSocket, id: string, result: unknown, method?: string): void;
  /** The next subscribe request (waits for it). */
  subscribed(count: number): Promise<{ id: string; socket: WebSocket; params: unknown }>;
  close(): Promise<void>;
}

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

/** `before(socket, id)` runs before the subscribe answer is sent (to push ahead of it). */
async function startNode(before?: (socket: WebSocket, id: string) => void): Promise<Node> {
  const wss = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await new Promise<void>((resolve) => wss.once('listening', () => resolve()));
  const requests: Node['requests'] = [];
  const sockets: WebSocket[] = [];
  const subscriptions: { id: string; socket: WebSocket; params: unknown }[] = [];
  const waiters: (() => void)[] = [];
  let next = 0;
  wss.on('connection', (socket) => {
    sockets.push(socket);
    socket.on('message', (data) => {
      const request = JSON.parse(String(data)) as { id: number; method: string; params: unknown };
      requests.push({ method: request.method, params: request.params, socket });
      let result: unknown = null;
      if (request.method === 'eth_subscribe') {
        const id = `0x${(++next).toString(16)}`;
        before?.(socket, id);
        subscriptions.push({ id, socket, params: request.params });
        result = id;
        for (const wake of waiters.splice(0)) wake();
      } else if (request.method === 'eth_unsubscribe') result = true;
      socket.send(JSON.stringify({ jsonrpc: '2.0', id: request.id, result }));
    });
  });
  const node: Node = {
    url: `ws://127.0.0.1:${(wss.address() as AddressInfo).port}`,
    requests,
    sockets,
    push: (socket, id, result, method = 'eth_subscription') => socket.send(JSON.stringify({ jsonrpc: '2.0', method, params: { subscription: id, result } })),
    subscribed: async (count) => {
      while (subscriptions.length < count) await new Promise<void>((resolve) => waiters.push(resolve));
      return subscriptions[count - 1]!;
    },
    close: async () => {
      for (const socket of wss.clients) socket.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
  closers.push(node.close);
  return node;
}

const hex = (n: number, bytes: number): `0x${string}` => `0x${n.toString(16).padStart(bytes * 2, '0')}`;
/** A block header as go-ethereum sends it with `newHeads`. */
const head = (n: number) => ({
  number: `0x${n.toString(16)}`,
  hash: hex(1000 + n, 32),
  parentHash: hex(999 + n, 32),
  nonce: hex(0, 8),
  sha3Uncles: hex(1, 32),
  logsBloom: hex(0, 256),
  transactionsRoot: hex(2, 32),
  stateRoot: hex(3, 32),
  receiptsRoot: hex(4, 32),
  miner: hex(5, 20),
  extraData: '0x',
  gasLimit: '0x1c9c380',
  gasUsed: '0x0',
  timestamp: '0x6553f100',
  mixHash: hex(6, 32),
});

function wsClient(node: Node, reconnect = false) {
  const client = createClient({ url: node.url, transport: 'ws', reconnect, validate: true, validators });
  closers.unshift(() => client.close());
  return client;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('client.subscribe over WebSocket', () => {
  it('delivers typed, validated heads, each once; one that breaks its schema goes to onError; the loop end unsubscribes', async () => {
    const node = await startNode();
    const client = wsClient(node);
    const errors: Error[] = [];
    const subscription = client.subscribe.newHeads({ onError: (error) => errors.push(error) });
    const { id, socket, params } = await node.subscribed(1);
    expect(params).toEqual(['newHeads']);
    node.push(socket, id, head(1));
    node.push(socket, id, { ...head(2), parentHash: 'not a hash' });
    node.push(socket, id, head(1));
    node.push(socket, id, head(3));
    const numbers: string[] = [];
    for await (const header of subscription) {
      numbers.push(header.number as string);
      if (numbers.length === 2) break;
    }
    expect(numbers).toEqual(['0x1', '0x3']);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toBeInstanceOf(ResultValidationError);
    expect(errors[0]!.message).toMatch(/eth_subscription \(subscribe\.newHeads\).*parentHash/);
    await sleep(50);
    expect(node.requests.filter((r) => r.method === 'eth_unsubscribe').map((r) => r.params)).toEqual([[id]]);
  });

  it('sends a kind\'s params after its value, and stops on the signal with an AbortError and an unsubscribe', async () => {
    const node = await startNode();
    const client = wsClient(node);
    const controller = new AbortController();
    const filter = { address: hex(7, 20), topics: [hex(8, 32)] };
    const logs = client.subscribe.logs(filter, { signal: controller.signal });
    const { id, socket, params } = await node.subscribed(1);
    expect(params).toEqual(['logs', filter]);
    const log = { removed: false, logIndex: '0x0', transactionIndex: '0x0', transactionHash: hex(9, 32), blockHash: hex(10, 32), blockNumber: '0x1', address: filter.address, data: '0x', topics: filter.topics };
    node.push(socket, id, log);
    node.push(socket, id, log);
    node.push(socket, id, { ...log, removed: true });
    const seen: boolean[] = [];
    const loop = (async () => {
      for await (const entry of logs) {
        seen.push(entry.removed);
        if (seen.length === 2) controller.abort();
      }
    })();
    await expect(loop).rejects.toBeInstanceOf(AbortError);
    // The same log again is skipped; its removal (another identity) is delivered.
    expect(seen).toEqual([false, true]);
    await sleep(50);
    expect(node.requests.filter((r) => r.method === 'eth_unsubscribe').map((r) => r.params)).toEqual([[id]]);
  });

  it('holds a notification that arrives before its subscribe answer', async () => {
    const node = await startNode((socket, id) => socket.send(JSON.stringify({ jsonrpc: '2.0', method: 'eth_subscription', params: { subscription: id, result: hex(11, 32) } })));
    const client = wsClient(node);
    const pending = client.subscribe.newPendingTransactions();
    const first = await pending.next();
    expect(first).toEqual({ value: hex(11, 32), done: false });
    await pending.unsubscribe();
  });

  it('subscribes again after a reconnect, says the gap, and delivers no head twice', async () => {
    const node = await startNode();
    const client = wsClient(node, true);
    const gaps: SubscriptionGap[] = [];
    const heads = client.subscribe.newHeads({ onGap: (gap) => gaps.push(gap) });
    const first = await node.subscribed(1);
    node.push(first.socket, first.id, head(1));
    node.push(first.socket, first.id, head(2));
    const numbers: string[] = [];
    for await (const header of heads) {
      numbers.push(header.number as string);
      if (numbers.length === 2) break;
    }
    // Dropped; the client subscribes on a new socket.
    const again = client.subscribe.newHeads({ onGap: (gap) => gaps.push(gap) });
    const second = await node.subscribed(2);
    node.push(second.socket, second.id, head(2));
    node.push(second.socket, second.id, head(2));
    second.socket.terminate();
    const third = await node.subscribed(3);
    expect(third.socket).not.toBe(second.socket);
    expect(third.params).toEqual(['newHeads']);
    node.push(third.socket, third.id, head(2));
    node.push(third.socket, third.id, head(3));
    const after: string[] = [];
    for await (const header of again) {
      after.push(header.number as string);
      if (after.length === 2) break;
    }
    expect(numbers).toEqual(['0x1', '0x2']);
    expect(after).toEqual(['0x2', '0x3']);
    expect(gaps).toHaveLength(1);
    expect(gaps[0]!.reason).toBe('reconnect');
    expect(gaps[0]!.resumedAt! >= gaps[0]!.lostAt!).toBe(true);
  });

  it('ends the loop with SocketClosedError when the socket drops and the client does not reconnect', async () => {
    const node = await startNode();
    const client = wsClient(node);
    const heads = client.subscribe.newHeads();
    const { socket } = await node.subscribed(1);
    socket.terminate();
    await expect(heads.next()).rejects.toBeInstanceOf(SocketClosedError);
  });

  it('reports a gap the server says (the gateway\'s rpcforge_subscriptionGap), and ends on rpcforge_subscriptionEnded', async () => {
    const node = await startNode();
    const client = wsClient(node);
    const gaps: SubscriptionGap[] = [];
    const heads = client.subscribe.newHeads({ onGap: (gap) => gaps.push(gap) });
    const { id, socket } = await node.subscribed(1);
    node.push(socket, id, { fromBlock: '0x2', toBlock: '0x9' }, 'rpcforge_subscriptionGap');
    socket.send(JSON.stringify({ jsonrpc: '2.0', method: 'rpcforge_subscriptionEnded', params: { subscription: id, error: { code: -32005, message: 'subscription ended: daily credit limit exceeded' } } }));
    await expect(heads.next()).rejects.toThrow(/the server ended the subscription: subscription ended: daily credit limit exceeded/);
    expect(gaps).toEqual([{ reason: 'server', detail: { fromBlock: '0x2', toBlock: '0x9' } }]);
  });

  it('ends a subscription whose loop does not read, rather than holding every notification', async () => {
    const node = await startNode();
    const client = wsClient(node);
    const pending = client.subscribe.newPendingTransactions();
    const { id, socket } = await node.subscribed(1);
    // Sent at once behind the answer: most arrive before the client has read the subscription's id.
    for (let i = 0; i < 1100; i++) node.push(socket, id, hex(i, 32));
    await sleep(300);
    let delivered = 0;
    await expect(
      (async () => {
        for await (const _ of pending) delivered++;
      })(),
    ).rejects.toThrow(/more than 1024 notifications waiting to be read/);
    expect(delivered).toBe(1024);
    expect(node.requests.filter((r) => r.method === 'eth_unsubscribe').map((r) => r.params)).toEqual([[id]]);
  });

  it('is a clear TypeError over HTTP', () => {
    const client = createClient({ url: 'http://127.0.0.1:9' });
    expect(() => client.subscribe.newHeads()).toThrow(/subscribe\.newHeads: subscriptions need the WebSocket transport/);
  });
});
