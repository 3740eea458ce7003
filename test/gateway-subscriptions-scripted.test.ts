// eth_subscribe through the gateway against scripted WebSocket nodes on 127.0.0.1 that send the heads, logs and
// hashes a test chooses: failover to another node with no head twice or skipped (the gap filled by number, a longer
// gap noticed), the upstream subscription ended when the caller's socket closes, notifications that break the
// spec's schema dropped, and a caller that never reads closed at the socket's bound, its subscription ended.
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import { type Gateway, startGateway, until } from './gateway-helpers.js';

const hashOf = (n: number, fork = 0) => `0x${fork.toString(16).padStart(2, '0')}${n.toString(16).padStart(62, '0')}`;
const zero32 = `0x${'00'.repeat(32)}`;

/** A block (as anvil sends a head) at `n`. */
function block(n: number, fork = 0, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    hash: hashOf(n, fork),
    parentHash: n === 0 ? zero32 : hashOf(n - 1, fork),
    sha3Uncles: zero32,
    miner: `0x${'00'.repeat(20)}`,
    stateRoot: zero32,
    transactionsRoot: zero32,
    receiptsRoot: zero32,
    logsBloom: `0x${'00'.repeat(256)}`,
    difficulty: '0x0',
    number: `0x${n.toString(16)}`,
    gasLimit: '0x1c9c380',
    gasUsed: '0x0',
    timestamp: `0x${(1_700_000_000 + n).toString(16)}`,
    extraData: '0x',
    mixHash: zero32,
    nonce: '0x0000000000000000',
    size: '0x267',
    uncles: [],
    transactions: [],
    ...extra,
  };
}

function log(n: number, index: number): Record<string, unknown> {
  return { address: `0x${'11'.repeat(20)}`, topics: [zero32], data: '0x', blockNumber: `0x${n.toString(16)}`, transactionHash: hashOf(n, 9), transactionIndex: '0x0', blockHash: hashOf(n), logIndex: `0x${index.toString(16)}`, removed: false };
}

/** A scripted node: answers the gateway's calls from its chain (`head`), and sends what the test chooses. */
interface Scripted {
  url: string;
  head: number;
  calls: { method: string; params: unknown[] }[];
  /** Sends `result` to every subscription of `kind` open on the node. */
  notify(kind: string, result: unknown): void;
  /** Subscriptions open on the node (by id: its kind). */
  subs: Map<string, string>;
  /** Closes every socket and refuses new ones while `down`. */
  drop(): void;
  down: boolean;
  /** Answers only eth_subscribe and eth_unsubscribe: its calls time out, and the gateway marks it down. */
  mute: boolean;
  /** Milliseconds before eth_subscribe is answered. */
  subscribeDelayMs: number;
  sockets: Set<WebSocket>;
  close(): Promise<void>;
}

const nodes: Scripted[] = [];
const gateways: Gateway[] = [];

async function scripted(head: number): Promise<Scripted> {
  const wss = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await new Promise<void>((resolve) => wss.once('listening', () => resolve()));
  let nextSub = 1;
  const node: Scripted = {
    url: `ws://127.0.0.1:${(wss.address() as AddressInfo).port}`,
    head,
    calls: [],
    subs: new Map(),
    down: false,
    mute: false,
    subscribeDelayMs: 0,
    sockets: new Set(),
    notify: (kind, result) => {
      for (const socket of node.sockets)
        for (const [id, k] of node.subs) if (k === kind && (socket as WebSocket & { ids?: Set<string> }).ids?.has(id)) socket.send(JSON.stringify({ jsonrpc: '2.0', method: 'eth_subscription', params: { subscription: id, result } }));
    },
    drop: () => {
      node.down = true;
      node.subs.clear();
      for (const socket of node.sockets) socket.terminate();
    },
    close: async () => {
      for (const socket of wss.clients) socket.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
  wss.on('connection', (socket: WebSocket & { ids?: Set<string> }) => {
    if (node.down) return void socket.terminate();
    node.sockets.add(socket);
    socket.ids = new Set();
    socket.on('close', () => node.sockets.delete(socket));
    socket.on('error', () => undefined);
    socket.on('message', (data: Buffer) => {
      const { id, method, params = [] } = JSON.parse(data.toString('utf8')) as { id: number; method: string; params?: unknown[] };
      node.calls.push({ method, params });
      if (node.mute && method !== 'eth_subscribe' && method !== 'eth_unsubscribe') return;
      const answer = (result: unknown) => socket.send(JSON.stringify({ jsonrpc: '2.0', id, result }));
      if (method === 'eth_chainId') return answer('0x7a69');
      if (method === 'eth_blockNumber') return answer(`0x${node.head.toString(16)}`);
      if (method === 'eth_getBlockByNumber') {
        const n = params[0] === 'latest' ? node.head : Number(BigInt(params[0] as string));
        return answer(n <= node.head ? block(n) : null);
      }
      if (method === 'eth_subscribe') {
        const sub = `0xsub${nextSub++}`;
        node.subs.set(sub, params[0] as string);
        socket.ids!.add(sub);
        if (node.subscribeDelayMs === 0) return answer(sub);
        return void setTimeout(() => answer(sub), node.subscribeDelayMs);
      }
      if (method === 'eth_unsubscribe') return answer(node.subs.delete(params[0] as string));
      socket.send(JSON.stringify({ jsonrpc: '2.0', id, error: { code: -32601, message: 'Method not found' } }));
    });
  });
  nodes.push(node);
  return node;
}

async function caller(url: string): Promise<{ ws: WebSocket; messages: Record<string, unknown>[]; subscribe(params: unknown[]): Promise<string> }> {
  const ws = new WebSocket(url);
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  ws.on('error', () => undefined);
  const messages: Record<string, unknown>[] = [];
  ws.on('message', (data: Buffer) => messages.push(JSON.parse(data.toString('utf8')) as Record<string, unknown>));
  let id = 1;
  return {
    ws,
    messages,
    subscribe: async (params) => {
      const mine = id++;
      ws.send(JSON.stringify({ jsonrpc: '2.0', id: mine, method: 'eth_subscribe', params }));
      let answer: Record<string, unknown> | undefined;
      await until(() => (answer = messages.find((m) => m.id === mine)) !== undefined, 10_000, 'eth_subscribe answered');
      if (typeof answer!.result !== 'string') throw new Error(JSON.stringify(answer));
      return answer!.result;
    },
  };
}

const received = (messages: Record<string, unknown>[], id: string) =>
  messages.filter((m) => m.method === 'eth_subscription' && (m.params as { subscription: string }).subscription === id).map((m) => (m.params as { result: unknown }).result);
const numbers = (heads: unknown[]) => heads.map((h) => Number(BigInt((h as { number: string }).number)));

async function gatewayOn(upstream: string | string[], subscriptions: Record<string, unknown> = {}, server: Record<string, unknown> = {}): Promise<Gateway> {
  const gateway = await startGateway({ upstream, healthCheckSeconds: 0.2, timeoutSeconds: 2, subscriptions }, server);
  gateways.push(gateway);
  return gateway;
}

afterEach(async () => {
  for (const gateway of gateways.splice(0)) await gateway.close();
  for (const node of nodes.splice(0)) await node.close();
});

describe('subscriptions through the gateway, against scripted nodes', () => {
  it('moves to the next node when its node drops: no head twice, none skipped (the gap read by number)', async () => {
    const a = await scripted(3);
    const b = await scripted(5);
    const gateway = await gatewayOn([a.url, b.url]);
    const c = await caller(gateway.ws('failover-key'));
    const id = await c.subscribe(['newHeads']);
    for (const n of [1, 2, 3]) a.notify('newHeads', block(n));
    await until(() => received(c.messages, id).length === 3, 5_000, 'three heads from a');
    a.drop();
    // On b: the latest block (5) is read at once, and 4 before it; then b repeats heads already delivered.
    await until(() => received(c.messages, id).length === 5, 10_000, 'heads 4 and 5 from b');
    await until(() => b.subs.size === 1, 5_000, 'subscribed on b');
    b.notify('newHeads', block(3));
    b.notify('newHeads', block(5));
    b.head = 6;
    b.notify('newHeads', block(6));
    await until(() => received(c.messages, id).length >= 6, 5_000, 'head 6');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(numbers(received(c.messages, id))).toEqual([1, 2, 3, 4, 5, 6]);
    expect(b.calls.filter((x) => x.method === 'eth_getBlockByNumber').map((x) => x.params[0])).toEqual(expect.arrayContaining(['latest', '0x4']));
  });

  it('moves to the next node when its node is marked down, and ignores the old node after', async () => {
    const a = await scripted(2);
    const b = await scripted(2);
    const gateway = await gatewayOn([a.url, b.url], {}, {});
    const c = await caller(gateway.ws('marked-down-key'));
    const id = await c.subscribe(['newHeads']);
    for (const n of [1, 2]) a.notify('newHeads', block(n));
    await until(() => received(c.messages, id).length === 2, 5_000, 'two heads from a');
    // a stops answering calls (its subscription socket still up): calls through the gateway time out and mark it down.
    a.mute = true;
    await until(async () => {
      await fetch(gateway.http('marked-down-key'), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_getBlockByNumber', params: ['0x1', false] }) });
      return gateway.upstream.status().some((s) => !s.up);
    }, 30_000, 'a marked down');
    expect(gateway.upstream.status().find((s) => !s.up)?.name).toBe('primary evm#1');
    await until(() => b.subs.size === 1 && a.subs.size === 0, 5_000, 'moved to b, unsubscribed on a');
    a.notify('newHeads', block(3, 1));
    b.head = 3;
    b.notify('newHeads', block(3));
    await until(() => received(c.messages, id).length >= 3, 5_000, 'head 3 from b');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(received(c.messages, id)).toEqual([block(1), block(2), block(3)]);
  });

  it('a socket with a subscription is not idle while it waits for heads; one without is closed', async () => {
    const a = await scripted(1);
    const gateway = await gatewayOn(a.url, {}, { wsIdleTimeoutSeconds: 0.3 });
    const idle = await caller(gateway.ws('idle-key'));
    const c = await caller(gateway.ws('idle-key'));
    const id = await c.subscribe(['newHeads']);
    await until(() => idle.ws.readyState === WebSocket.CLOSED, 5_000, 'the idle socket closed');
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(c.ws.readyState).toBe(WebSocket.OPEN);
    a.notify('newHeads', block(1));
    await until(() => received(c.messages, id).length === 1, 5_000, 'head after the idle timeout');
  });

  it('a gap longer than maxGapBlocks gets a gap notice, not a flood of reads', async () => {
    const a = await scripted(1);
    const gateway = await gatewayOn(a.url, { maxGapBlocks: 2 });
    const c = await caller(gateway.ws('gap-key'));
    const id = await c.subscribe(['newHeads']);
    a.notify('newHeads', block(1));
    a.head = 3;
    a.notify('newHeads', block(3));
    a.head = 10;
    a.notify('newHeads', block(10));
    await until(() => received(c.messages, id).length === 4, 5_000, 'head 10');
    expect(numbers(received(c.messages, id))).toEqual([1, 2, 3, 10]);
    const gap = c.messages.find((m) => m.method === 'rpcforge_subscriptionGap') as { params: { subscription: string; result: unknown } };
    expect(gap.params).toEqual({ subscription: id, result: { fromBlock: '0x4', toBlock: '0x9' } });
    // Only block 2 was read by number.
    expect(a.calls.filter((x) => x.method === 'eth_getBlockByNumber').map((x) => x.params[0])).toEqual(['0x2']);
  });

  it('unsubscribes upstream and closes its socket when the caller’s socket closes', async () => {
    const a = await scripted(1);
    const gateway = await gatewayOn(a.url);
    const c = await caller(gateway.ws('cleanup-key'));
    await c.subscribe(['newHeads']);
    await c.subscribe(['logs', { address: `0x${'11'.repeat(20)}` }]);
    await c.subscribe(['newPendingTransactions']);
    expect(a.subs.size).toBe(3);
    c.ws.close();
    await until(() => a.subs.size === 0, 5_000, 'every upstream subscription ended');
    expect(a.calls.filter((x) => x.method === 'eth_unsubscribe')).toHaveLength(3);
    // The gateway's subscription socket is closed with its last subscription (the calls' socket may stay).
    await until(() => gateway.upstream.subscriptionsOpen() === 0, 5_000, 'none open');
    const unsubscribedSockets = [...a.sockets].filter((s) => (s as WebSocket & { ids?: Set<string> }).ids!.size > 0);
    await until(() => [...a.sockets].every((s) => !unsubscribedSockets.includes(s)), 5_000, 'subscription socket closed');
  });

  it('an eth_subscribe past its time limit leaves no subscription upstream when the node answers late', async () => {
    const a = await scripted(1);
    a.subscribeDelayMs = 1_000;
    const gateway = await gatewayOn(a.url, {}, { defaultTimeoutSeconds: 0.3 });
    const c = await caller(gateway.ws('late-key'));
    c.ws.send(JSON.stringify({ jsonrpc: '2.0', id: 7, method: 'eth_subscribe', params: ['newHeads'] }));
    await until(() => c.messages.some((m) => m.id === 7), 5_000, 'the timeout answer');
    expect((c.messages.find((m) => m.id === 7) as { error?: { code: number } }).error?.code).toBe(-32005);
    await until(() => a.calls.some((x) => x.method === 'eth_unsubscribe'), 5_000, 'unsubscribed once the node answered');
    expect(a.subs.size).toBe(0);
    expect(gateway.upstream.subscriptionsOpen()).toBe(0);
  });

  it('drops a notification that breaks the spec’s schema, and delivers the next one', async () => {
    const a = await scripted(1);
    const gateway = await gatewayOn(a.url);
    const c = await caller(gateway.ws('schema-key'));
    const heads = await c.subscribe(['newHeads']);
    const logs = await c.subscribe(['logs', {}]);
    const pending = await c.subscribe(['newPendingTransactions']);
    a.notify('newHeads', block(1, 0, { stateRoot: '0x12' }));
    a.notify('newHeads', { ...block(1), miner: undefined, parentHash: 7 });
    a.notify('newHeads', block(1));
    a.notify('logs', { ...log(1, 0), address: 'nowhere' });
    a.notify('logs', log(1, 1));
    a.notify('newPendingTransactions', '0x12');
    a.notify('newPendingTransactions', { hash: hashOf(1) });
    a.notify('newPendingTransactions', hashOf(2));
    await until(() => received(c.messages, pending).length === 1 && received(c.messages, logs).length === 1 && received(c.messages, heads).length === 1, 5_000, 'the valid ones');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(received(c.messages, heads)).toEqual([block(1)]);
    expect(received(c.messages, logs)).toEqual([log(1, 1)]);
    expect(received(c.messages, pending)).toEqual([hashOf(2)]);
  });

  it('serves the kinds the spec declares: transactionReceipts forwarded with its filter checked, each block\'s receipts checked and skipped when sent again', async () => {
    const a = await scripted(1);
    const gateway = await gatewayOn(a.url);
    const c = await caller(gateway.ws('zq-77-key'));
    const refuse = async (params: unknown[]) => {
      c.ws.send(JSON.stringify({ jsonrpc: '2.0', id: 900 + params.length, method: 'eth_subscribe', params }));
      let answer: Record<string, unknown> | undefined;
      await until(() => (answer = c.messages.find((m) => m.id === 900 + params.length)) !== undefined, 5_000, 'the refusal');
      c.messages.splice(c.messages.indexOf(answer!), 1);
      return answer!.error;
    };
    // The filter is the spec's TransactionReceiptsFilter, its error path after the kind's value.
    expect(await refuse(['transactionReceipts', { transactionHashes: ['0x12'] }])).toMatchObject({ code: -32602, message: expect.stringMatching(/^Invalid params: params\[1\]\.transactionHashes\[0\]/) });
    expect(await refuse(['syncing'])).toMatchObject({ code: -32602, message: 'Invalid params: params[0]: one of newHeads, logs, newPendingTransactions, transactionReceipts' });
    const filter = { transactionHashes: [hashOf(1, 9)] };
    const id = await c.subscribe(['transactionReceipts', filter]);
    expect(a.calls.filter((x) => x.method === 'eth_subscribe').map((x) => x.params)).toEqual([['transactionReceipts', filter]]);
    const receipt = {
      blockHash: hashOf(1), blockNumber: '0x1', transactionHash: hashOf(1, 9), transactionIndex: '0x0', from: `0x${'22'.repeat(20)}`, to: `0x${'11'.repeat(20)}`,
      cumulativeGasUsed: '0x5208', gasUsed: '0x5208', effectiveGasPrice: '0x1', contractAddress: null, logs: [], logsBloom: `0x${'00'.repeat(256)}`, type: '0x2', status: '0x1',
    };
    a.notify('transactionReceipts', [{ ...receipt, status: 'ok' }]);
    a.notify('transactionReceipts', [receipt]);
    // The same block's receipts again (the spec's identity: the first one's block and transaction hash): skipped.
    a.notify('transactionReceipts', [receipt]);
    await until(() => received(c.messages, id).length === 1, 5_000, 'the valid receipts');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(received(c.messages, id)).toEqual([[receipt]]);
    expect(gateway.upstream.subscriptionsOpen()).toBe(1);
  });

  it('a geth-style header (no transactions, uncles, size) is checked as a head and passed as sent', async () => {
    const a = await scripted(1);
    const gateway = await gatewayOn(a.url);
    const c = await caller(gateway.ws('geth-key'));
    const id = await c.subscribe(['newHeads']);
    const header = block(1);
    delete header.transactions;
    delete header.uncles;
    delete header.size;
    a.notify('newHeads', header);
    await until(() => received(c.messages, id).length === 1, 5_000, 'the header');
    expect(received(c.messages, id)).toEqual([header]);
  });

  it('a caller that never reads is closed at the socket’s bound, its subscription ended upstream', async () => {
    const a = await scripted(0);
    const gateway = await gatewayOn(a.url, {}, { wsMaxBufferedBytes: 64 * 1024 });
    const c = await caller(gateway.ws('slow-key'));
    await c.subscribe(['newHeads']);
    // The caller stops reading: what the gateway sends stays in its kernel buffers, then in the gateway's.
    (c.ws as unknown as { _socket: { pause(): void } })._socket.pause();
    const big = `0x${'ab'.repeat(8 * 1024)}`;
    for (let n = 1; n <= 400 && a.subs.size > 0; n++) {
      a.head = n;
      a.notify('newHeads', block(n, 0, { extraData: big }));
      if (n % 20 === 0) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await until(() => a.subs.size === 0, 10_000, 'upstream unsubscribed');
    expect(gateway.upstream.subscriptionsOpen()).toBe(0);
    // Well before the 400 heads (6.4 MB) the gateway gave up: the bound, not the sender, ended it.
    expect(a.calls.filter((x) => x.method === 'eth_unsubscribe')).toHaveLength(1);
  });
});
