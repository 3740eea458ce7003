// eth_subscribe through the gateway, with real parties: anvil mining (blocks mined with evm_mine sent to anvil's own
// URL, never the gateway), viem's watchBlocks and watchContractEvent over webSocket(), ethers' WebSocketProvider
// on('block'), the generated client's subscribe.newHeads (across a drop of the gateway's upstream connection), an
// HTTP-only upstream served by polling, the limits per socket and per key, credits per notification and the end of a
// subscription whose key runs out. web3's subscribe('newBlockHeaders') through `npm start`: test/dapp-libraries.test.ts.
import { WebSocketProvider } from 'ethers';
import { createPublicClient, encodeFunctionData, webSocket, type Hex } from 'viem';
import { anvil as anvilChain } from 'viem/chains';
import { createServer as createTcpServer, connect, type Server as TcpServer, type Socket } from 'node:net';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAnvil, type EmbeddedNode } from '../generator/serve/anvil.js';
import { createClient, validators } from '../generated/dist/index.js';
import { type Gateway, logsArtifact, post, result, send, startGateway, until } from './gateway-helpers.js';
import { serveProcesses, started, stop } from './support/serve-process.js';
import { parseMetrics } from './support/metrics.js';
import { MemoryCreditStore } from '../gateway/src/memory-credit-store.js';

let node: EmbeddedNode;
let wsGateway: Gateway;
let httpGateway: Gateway;
let logs: Hex;
const store = new MemoryCreditStore({ dailyCredits: 1_000_000 });

const mine = async (count = 1) => {
  for (let i = 0; i < count; i++) await result(node.url, 'evm_mine', []);
};
const blockNumber = async () => BigInt(await result<string>(node.url, 'eth_blockNumber', []));

/** A raw WebSocket: every message it receives, parsed, in order. */
async function rawSocket(url: string): Promise<{ ws: WebSocket; messages: Record<string, unknown>[]; call(method: string, params: unknown[]): Promise<Record<string, unknown>> }> {
  const ws = new WebSocket(url);
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  ws.on('error', () => undefined);
  const messages: Record<string, unknown>[] = [];
  ws.on('message', (data: Buffer) => messages.push(JSON.parse(data.toString('utf8')) as Record<string, unknown>));
  let id = 1000;
  return {
    ws,
    messages,
    call: async (method, params) => {
      const mine = id++;
      ws.send(JSON.stringify({ jsonrpc: '2.0', id: mine, method, params }));
      let answer: Record<string, unknown> | undefined;
      await until(() => (answer = messages.find((m) => m.id === mine)) !== undefined, 10_000, `${method} answered`);
      return answer!;
    },
  };
}

const notifications = (messages: Record<string, unknown>[], id: unknown) =>
  messages.filter((m) => m.method === 'eth_subscription' && (m.params as { subscription: unknown }).subscription === id).map((m) => (m.params as { result: unknown }).result);

beforeAll(async () => {
  node = await startAnvil(0, ['--chain-id', '31337']);
  logs = (await send(node.url, { data: logsArtifact.bytecode })).receipt.contractAddress!;
  const options = { subscriptions: { maxPerSocket: 3, maxPerKey: 5, pollIntervalSeconds: 0.05 } };
  wsGateway = await startGateway({ upstream: node.url.replace('http:', 'ws:'), ...options }, { creditStore: store });
  httpGateway = await startGateway({ upstream: node.url, ...options }, { creditStore: store });
}, 120_000);

afterAll(async () => {
  await wsGateway?.close();
  await httpGateway?.close();
  await node?.stop();
});

describe('eth_subscribe through the gateway', () => {
  it('viem watchBlocks over webSocket() sees every block mined (WebSocket and HTTP-only upstreams)', async () => {
    for (const gateway of [wsGateway, httpGateway]) {
      const client = createPublicClient({ chain: anvilChain, transport: webSocket(gateway.ws('viem-watch-key')) });
      const seen: bigint[] = [];
      const errors: unknown[] = [];
      const unwatch = client.watchBlocks({ onBlock: (block) => void seen.push(block.number), onError: (error) => void errors.push(error) });
      // watchBlocks subscribes in the background: wait for the gateway to hold the subscription.
      await until(async () => (await subscribed(gateway)) > 0, 10_000, 'viem subscribed');
      // The id on its way to viem: a head sent before it arrives is one viem cannot place.
      await new Promise((resolve) => setTimeout(resolve, 200));
      const start = await blockNumber();
      // viem reads the latest block for each head it is told of: one block at a time, so that each read finds its own.
      for (let i = 1; i <= 4; i++) {
        await mine();
        await until(() => seen.length >= i, 10_000, `block ${i} seen`);
      }
      unwatch();
      expect(errors).toEqual([]);
      expect(seen).toEqual([start + 1n, start + 2n, start + 3n, start + 4n]);
      await client.transport.getRpcClient().then((rpc) => rpc.close());
      await until(async () => (await subscribed(gateway)) === 0, 10_000, 'subscription dropped');
    }
  });

  it('the generated client\'s subscribe.newHeads sees every block mined once, validated (WebSocket and HTTP-only upstreams)', async () => {
    for (const gateway of [wsGateway, httpGateway]) {
      const client = createClient({ url: gateway.ws(`client-heads-${gateway === wsGateway ? 'ws' : 'http'}`), transport: 'ws', validate: true, validators });
      const errors: Error[] = [];
      const heads = client.subscribe.newHeads({ onError: (error) => void errors.push(error) });
      await until(async () => (await subscribed(gateway)) > 0, 10_000, 'the client subscribed');
      const start = await blockNumber();
      await result(node.url, 'anvil_mine', ['0x5']);
      const numbers: bigint[] = [];
      for await (const head of heads) {
        numbers.push(BigInt(head.number as string));
        if (numbers.length === 5) break;
      }
      expect(numbers).toEqual([1n, 2n, 3n, 4n, 5n].map((n) => start + n));
      expect(errors).toEqual([]);
      // The loop's end unsubscribed it through the gateway.
      await until(async () => (await subscribed(gateway)) === 0, 10_000, 'unsubscribed');
      await client.close();
    }
  });

  it('the generated client\'s subscribe.newHeads sees every block once across a drop of the gateway\'s upstream connection', async () => {
    // The gateway reaches anvil through a TCP relay on 127.0.0.1 that can cut every connection it carries, as a
    // node's restart or a load balancer's reset does. The relay still accepts: the gateway may connect again.
    const relay = await tcpRelay(Number(new URL(node.url).port));
    const gateway = await startGateway({ upstream: `ws://127.0.0.1:${relay.port}`, subscriptions: { pollIntervalSeconds: 0.05 } }, { creditStore: store });
    const client = createClient({ url: gateway.ws('client-heads-restart'), transport: 'ws', validate: true, validators });
    try {
      const errors: Error[] = [];
      const gaps: unknown[] = [];
      const heads = client.subscribe.newHeads({ onError: (error) => void errors.push(error), onGap: (gap) => void gaps.push(gap) });
      await until(async () => (await subscribed(gateway)) > 0, 10_000, 'the client subscribed');
      const start = await blockNumber();
      const numbers: bigint[] = [];
      const reading = (async () => {
        for await (const head of heads) {
          numbers.push(BigInt(head.number as string));
          if (numbers.length === 9) break;
        }
      })();
      await result(node.url, 'anvil_mine', ['0x3']);
      await until(() => numbers.length >= 3, 10_000, 'three heads before the drop');
      expect(relay.cut()).toBeGreaterThan(0);
      // Mined while the gateway's subscription is gone: the gateway reads them by number once it is back.
      await result(node.url, 'anvil_mine', ['0x3']);
      await until(() => relay.accepted > 1, 10_000, 'the gateway connected again');
      await until(() => numbers.length >= 6, 10_000, 'the heads mined during the drop');
      await result(node.url, 'anvil_mine', ['0x3']);
      await reading;
      expect(numbers).toEqual([1n, 2n, 3n, 4n, 5n, 6n, 7n, 8n, 9n].map((n) => start + n));
      expect(errors).toEqual([]);
      // The gateway filled the drop itself: nothing the caller must read again.
      expect(gaps).toEqual([]);
    } finally {
      await client.close();
      await gateway.close();
      await relay.close();
    }
  });

  it('every head once and in order, blocks mined back to back, and each one charged (WebSocket and HTTP-only upstreams)', async () => {
    for (const gateway of [wsGateway, httpGateway]) {
      const key = `raw-heads-key-${gateway === wsGateway ? 'ws' : 'http'}`;
      const socket = await rawSocket(gateway.ws(key));
      const answer = await socket.call('eth_subscribe', ['newHeads']);
      expect(typeof answer.result).toBe('string');
      const start = await blockNumber();
      const before = store.balance(key);
      // Six blocks at once: a poll of the HTTP-only node finds them all new together.
      await result(node.url, 'anvil_mine', ['0x6']);
      await until(() => notifications(socket.messages, answer.result).length >= 6, 10_000, 'six heads');
      await new Promise((resolve) => setTimeout(resolve, 300));
      const heads = notifications(socket.messages, answer.result) as { number: string; hash: string }[];
      expect(heads.map((h) => BigInt(h.number))).toEqual([1n, 2n, 3n, 4n, 5n, 6n].map((n) => start + n));
      // Each is the block anvil has at that number.
      const latest = await result<{ hash: string }>(node.url, 'eth_getBlockByNumber', ['latest', false]);
      expect(heads[5]!.hash).toBe(latest.hash);
      // 20 credits a head, on top of the subscribe call (10).
      expect(before - store.balance(key)).toBe(6 * 20);
      socket.ws.close();
      await until(async () => (await subscribed(gateway)) === 0, 10_000, 'dropped with its socket');
    }
  });

  it('logs by address, each once, 10 credits a log (WebSocket and HTTP-only upstreams)', async () => {
    for (const gateway of [wsGateway, httpGateway]) {
      const key = `raw-logs-key-${gateway === wsGateway ? 'ws' : 'http'}`;
      const socket = await rawSocket(gateway.ws(key));
      const answer = await socket.call('eth_subscribe', ['logs', { address: logs }]);
      const before = store.balance(key);
      const { receipt } = await send(node.url, { to: logs, data: encodeFunctionData({ abi: logsArtifact.abi, functionName: 'ping', args: [3n] }) });
      await mine();
      await until(() => notifications(socket.messages, answer.result).length >= 3, 10_000, 'three logs');
      await new Promise((resolve) => setTimeout(resolve, 300));
      const found = notifications(socket.messages, answer.result) as { blockHash: string; logIndex: string; address: string }[];
      expect(found.map((l) => [l.blockHash, Number(l.logIndex), l.address.toLowerCase()])).toEqual([0, 1, 2].map((i) => [receipt.blockHash, i, logs.toLowerCase()]));
      expect(before - store.balance(key)).toBe(3 * 10);
      socket.ws.close();
      await until(async () => (await subscribed(gateway)) === 0, 10_000, 'dropped with its socket');
    }
  });

  it('bounds subscriptions per socket and per key', async () => {
    const a = await rawSocket(wsGateway.ws('limits-key'));
    const b = await rawSocket(wsGateway.ws('limits-key'));
    for (let i = 0; i < 3; i++) expect(typeof (await a.call('eth_subscribe', ['newHeads'])).result).toBe('string');
    const fourth = await a.call('eth_subscribe', ['newHeads']);
    expect(fourth.error).toEqual({ code: -32005, message: 'too many subscriptions on this WebSocket: at most 3' });
    for (let i = 0; i < 2; i++) expect(typeof (await b.call('eth_subscribe', ['newPendingTransactions'])).result).toBe('string');
    expect((await b.call('eth_subscribe', ['newHeads'])).error).toEqual({ code: -32005, message: 'too many subscriptions for this key: at most 5' });
    // Unsubscribing frees a place; an id of another socket is not this one's to end.
    const first = (a.messages.find((m) => m.id === 1000) as { result: string }).result;
    expect((await b.call('eth_unsubscribe', [first])).result).toBe(false);
    expect((await a.call('eth_unsubscribe', [first])).result).toBe(true);
    expect(typeof (await b.call('eth_subscribe', ['newHeads'])).result).toBe('string');
    // Six subscriptions made at 10 credits each; the two refused were not charged.
    expect(store.balance('limits-key')).toBe(1_000_000 - 6 * 10);
    a.ws.close();
    b.ws.close();
    await until(async () => (await subscribed(wsGateway)) === 0, 10_000, 'all dropped');
  });

  it('checks a logs filter as eth_getLogs does, and refuses what a subscription cannot take', async () => {
    const socket = await rawSocket(wsGateway.ws('filter-key'));
    const bad = await socket.call('eth_subscribe', ['logs', { address: '0x12' }]);
    expect(bad.error).toMatchObject({ code: -32602 });
    expect((bad.error as { message: string }).message).toContain('params[1].address');
    const ranged = await socket.call('eth_subscribe', ['logs', { fromBlock: '0x1' }]);
    expect((ranged.error as { message: string }).message).toContain('params[1].fromBlock');
    const many = await socket.call('eth_subscribe', ['logs', { address: Array.from({ length: 5001 }, (_, i) => `0x${i.toString(16).padStart(40, '0')}`) }]);
    expect(many.error).toMatchObject({ code: -32602 });
    expect((await socket.call('eth_subscribe', ['syncing'])).error).toMatchObject({ code: -32602 });
    expect(store.balance('filter-key')).toBe(1_000_000);
    socket.ws.close();
  });

  it('viem watchContractEvent over webSocket() sees every event; ethers on("block") sees every block', async () => {
    const client = createPublicClient({ chain: anvilChain, transport: webSocket(wsGateway.ws('viem-events-key')) });
    const events: bigint[] = [];
    const unwatch = client.watchContractEvent({ address: logs, abi: logsArtifact.abi, eventName: 'Ping', onLogs: (found) => void events.push(...found.map((l) => (l as unknown as { args: { i: bigint } }).args.i)) });
    const provider = new WebSocketProvider(wsGateway.ws('ethers-block-key'), 31337, { staticNetwork: true });
    const blocks: number[] = [];
    await provider.on('block', (n: number) => void blocks.push(n));
    await until(async () => (await subscribed(wsGateway)) >= 2, 10_000, 'viem and ethers subscribed');
    await new Promise((resolve) => setTimeout(resolve, 200));
    const start = Number(await blockNumber());
    const { receipt } = await send(node.url, { to: logs, data: encodeFunctionData({ abi: logsArtifact.abi, functionName: 'ping', args: [3n] }) });
    await mine(2);
    await until(() => events.length >= 1 && blocks.length >= 3, 10_000, 'events and blocks');
    unwatch();
    expect(BigInt(receipt.blockNumber)).toBe(BigInt(start + 1));
    expect(blocks.slice(0, 3)).toEqual([start + 1, start + 2, start + 3]);
    await provider.destroy();
    await client.transport.getRpcClient().then((rpc) => rpc.close());
  });

  it('over HTTP: -32601 notifications not supported, uncharged', async () => {
    const reply = await post(wsGateway.http('http-key'), 'eth_subscribe', ['newHeads']);
    expect(reply.body.error?.code).toBe(-32601);
    expect(reply.body.error?.message).toContain('notifications not supported');
    expect(store.balance('http-key')).toBe(1_000_000);
  });

  it('ends a subscription with a notice when its key runs out of credits', async () => {
    const poor = new MemoryCreditStore({ dailyCredits: 10 + 2 * 20 + 5 });
    const gateway = await startGateway({ upstream: node.url.replace('http:', 'ws:') }, { creditStore: poor });
    try {
      const socket = await rawSocket(gateway.ws('poor-key'));
      const answer = await socket.call('eth_subscribe', ['newHeads']);
      await mine(4);
      await until(() => socket.messages.some((m) => m.method === 'rpcforge_subscriptionEnded'), 10_000, 'ended notice');
      expect(notifications(socket.messages, answer.result)).toHaveLength(2);
      const ended = socket.messages.find((m) => m.method === 'rpcforge_subscriptionEnded') as { params: { subscription: string; error: { code: number; message: string } } };
      expect(ended.params.subscription).toBe(answer.result);
      expect(ended.params.error.message).toContain('subscription ended');
      expect(gateway.upstream.subscriptionsOpen()).toBe(0);
      expect(poor.balance('poor-key')).toBe(5);
      socket.ws.close();
    } finally {
      await gateway.close();
    }
  });
});

/** Subscriptions the gateway holds now. */
/** A TCP relay on 127.0.0.1 to `port`: `cut()` destroys every connection it carries (how many), `accepted` counts them. */
async function tcpRelay(port: number): Promise<{ port: number; accepted: number; cut(): number; close(): Promise<void> }> {
  const open = new Set<Socket>();
  const relay = { port: 0, accepted: 0, cut: () => 0, close: async () => undefined };
  const server: TcpServer = createTcpServer((inbound) => {
    relay.accepted++;
    const outbound = connect(port, '127.0.0.1');
    for (const socket of [inbound, outbound]) {
      open.add(socket);
      socket.on('error', () => undefined);
      socket.on('close', () => {
        open.delete(socket);
        inbound.destroy();
        outbound.destroy();
      });
    }
    inbound.pipe(outbound).pipe(inbound);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  relay.port = (server.address() as { port: number }).port;
  relay.cut = () => {
    const count = open.size;
    for (const socket of [...open]) socket.destroy();
    return count;
  };
  relay.close = async () => {
    relay.cut();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return relay;
}

async function subscribed(gateway: Gateway): Promise<number> {
  return gateway.upstream.subscriptionsOpen();
}

describe('eth_subscribe through rpcforge serve --anvil', () => {
  const { run, cleanup } = serveProcesses();
  afterAll(() => cleanup());

  it('--subscription-credits takes kind=n for the three kinds only, naming the flag', async () => {
    const server = run(['--anvil', '--subscription-credits', 'blocks=1']);
    expect(await server.exited).toBe(2);
    expect(server.err()).toContain("option '--subscription-credits <kind=n>' argument 'blocks=1' is invalid");
    expect(server.err()).toContain('kind one of newHeads, logs, newPendingTransactions');
  }, 60_000);

  it('viem watchBlocks and watchContractEvent over webSocket() see every block and event mined on the embedded anvil', async () => {
    const server = run(['--anvil', '--subscription-credits', 'newHeads=7']);
    try {
      const base = await started(server);
      const anvilUrl = /embedded anvil (http:\/\/127\.0\.0\.1:\d+)/.exec(server.out())?.[1];
      expect(anvilUrl).toBeDefined();
      const direct = anvilUrl!;
      const emitter = (await send(direct, { data: logsArtifact.bytecode })).receipt.contractAddress!;
      const client = createPublicClient({ chain: anvilChain, transport: webSocket(`${base.replace('http:', 'ws:')}/ws/v3/serve-watch-key`) });
      const seen: bigint[] = [];
      const events: bigint[] = [];
      const unwatchBlocks = client.watchBlocks({ onBlock: (b) => void seen.push(b.number) });
      const unwatchEvents = client.watchContractEvent({ address: emitter, abi: logsArtifact.abi, eventName: 'Ping', onLogs: (found) => void events.push(...found.map((l) => (l as unknown as { args: { i: bigint } }).args.i)) });
      // No count of the process's subscriptions to wait on: a block mined until viem reports one.
      await until(async () => {
        await result(direct, 'evm_mine', []);
        await new Promise((resolve) => setTimeout(resolve, 100));
        return seen.length > 0;
      }, 20_000, 'viem sees a block');
      await new Promise((resolve) => setTimeout(resolve, 300));
      const first = BigInt(await result<string>(direct, 'eth_blockNumber', []));
      seen.length = 0;
      for (let i = 1; i <= 3; i++) {
        await result(direct, 'evm_mine', []);
        await until(() => seen.length >= i, 10_000, `block ${i}`);
      }
      expect(seen).toEqual([first + 1n, first + 2n, first + 3n]);
      await send(direct, { to: emitter, data: encodeFunctionData({ abi: logsArtifact.abi, functionName: 'ping', args: [2n] }) });
      await until(() => events.length >= 2, 10_000, 'two events');
      expect(events).toEqual([0n, 1n]);
      unwatchBlocks();
      unwatchEvents();
      await client.transport.getRpcClient().then((rpc) => rpc.close());
      // --subscription-credits newHeads=7: three heads to a subscriber of its own cost 21 credits, in the metrics.
      const charged = async () => parseMetrics(await (await fetch(`${base}/metrics`)).text()).get('rpc_credits_charged_total{method="eth_subscription"}') ?? 0;
      await new Promise((resolve) => setTimeout(resolve, 300));
      const socket = await rawSocket(`${base.replace('http:', 'ws:')}/ws/v3/serve-credits-key`);
      const id = (await socket.call('eth_subscribe', ['newHeads'])).result;
      const before = await charged();
      for (let i = 0; i < 3; i++) await result(direct, 'evm_mine', []);
      await until(() => notifications(socket.messages, id).length === 3, 10_000, 'three heads');
      await until(async () => (await charged()) - before === 21, 5_000, '21 credits charged');
      socket.ws.close();
    } finally {
      await stop(server);
    }
  }, 120_000);
});
