// The gateway (createUpstream in front of the generated createServer) against a real node and against hostile ones.
// anvil on 127.0.0.1 with two contracts (Store: values, events, reverts; Logs: 10,001 events in one transaction):
// every EVM method through the gateway, over HTTP and WebSocket, with an HTTP and a WebSocket upstream, answers
// exactly what the node answers itself, errors included (code 3, message, data). The spec's limits on real data:
// more than 10,000 logs, more than 5,000 params, the gas cap from the upstream's latest block. Small node:http
// upstreams stand in for a slow node (the 10 s eth_getLogs limit aborts the upstream call) and for hostile ones
// (huge, malformed, wrong id, 5xx, results of the wrong shape): each gives a clear error and the gateway goes on.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { concat, encodeAbiParameters, encodeFunctionData, type Hex, keccak256, pad, toHex } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocketServer } from 'ws';
import { examples } from './server-helpers.js';
import { startRpcServer, type RpcServer } from './client-helpers.js';
import { startAnvil, type EmbeddedNode } from '../generator/serve/anvil.js';
import { type Gateway, logsArtifact, post, result, send, socketCaller, startGateway, storeArtifact } from './gateway-helpers.js';

const key = 'gateway-test-key';
let anvil: EmbeddedNode;
let viaHttp: Gateway;
let viaWs: Gateway;
const chain = {} as { from: Hex; store: Hex; logs: Hex; deployHash: Hex; storeHash: Hex; storeBlock: Hex; storeBlockHash: Hex; pingBlock: Hex };
const call = (functionName: string, args: readonly unknown[] = []) => encodeFunctionData({ abi: storeArtifact.abi, functionName, args });

beforeAll(async () => {
  anvil = await startAnvil(0, ['--chain-id', '31337']);
  const [from] = await result<Hex[]>(anvil.url, 'eth_accounts');
  chain.from = from!;
  const deployed = await send(anvil.url, { data: concat([storeArtifact.bytecode, encodeAbiParameters([{ type: 'uint256' }], [7n])]) });
  chain.deployHash = deployed.hash;
  chain.store = deployed.receipt.contractAddress!;
  const stored = await send(anvil.url, { to: chain.store, data: call('store', [42n]) });
  chain.storeHash = stored.hash;
  chain.storeBlock = stored.receipt.blockNumber;
  chain.storeBlockHash = stored.receipt.blockHash;
  chain.logs = (await send(anvil.url, { data: logsArtifact.bytecode })).receipt.contractAddress!;
  const pinged = await send(anvil.url, { to: chain.logs, data: encodeFunctionData({ abi: logsArtifact.abi, functionName: 'ping', args: [10_001n] }), gas: toHex(25_000_000) });
  expect(pinged.receipt.status).toBe('0x1');
  chain.pingBlock = pinged.receipt.blockNumber;
  viaHttp = await startGateway({ upstream: anvil.url });
  viaWs = await startGateway({ upstream: anvil.url.replace(/^http/, 'ws') });
}, 120_000);

afterAll(async () => {
  await viaHttp?.close();
  await viaWs?.close();
  await anvil?.stop();
});

/** Calls of every EVM method with real data: found, not found, reverts and node errors. */
function evmCalls(): [string, unknown[]][] {
  const { from, store, deployHash, storeHash, storeBlock, storeBlockHash } = chain;
  const storedTopic = keccak256(toHex('Stored(address,uint256)'));
  const mappingSlot = keccak256(concat([pad(from), pad('0x1')]));
  return [
    ['eth_getBlockByNumber', ['latest', false]],
    ['eth_getBlockByNumber', [storeBlock, true]],
    ['eth_getBlockByNumber', ['earliest', true]],
    ['eth_getBlockByNumber', ['0xffffff', false]],
    ['eth_getTransactionByHash', [deployHash]],
    ['eth_getTransactionByHash', [storeHash]],
    ['eth_getTransactionByHash', [pad('0x1')]],
    ['eth_getTransactionByBlockNumberAndIndex', [storeBlock, '0x0']],
    ['eth_getTransactionByBlockNumberAndIndex', [storeBlock, '0x9']],
    ['eth_getTransactionReceipt', [deployHash]],
    ['eth_getTransactionReceipt', [storeHash]],
    ['eth_getLogs', [{ address: store, fromBlock: '0x0', toBlock: 'latest' }]],
    ['eth_getLogs', [{ blockHash: storeBlockHash, topics: [storedTopic] }]],
    ['eth_getLogs', [{ address: [store], topics: [pad('0x1234')] }]],
    ['eth_getStorageAt', [store, '0x0', 'latest']],
    ['eth_getStorageAt', [store, mappingSlot, storeBlock]],
    ['eth_call', [{ from, to: store, data: call('value') }, 'latest']],
    ['eth_call', [{ from, to: store, data: call('fail') }, 'latest']],
    ['eth_call', [{ from, to: store, data: call('store', [0n]) }, 'latest']],
    ['eth_estimateGas', [{ from, to: store, data: call('store', [5n]) }]],
    ['eth_estimateGas', [{ from, to: store, data: call('store', [0n]) }, 'latest']],
    ['eth_getProof', [store, [pad('0x0'), mappingSlot], 'latest']],
    ['eth_getUncleByBlockHashAndIndex', [storeBlockHash, '0x0']],
  ];
}

describe('every EVM method through the gateway equals the node\'s own answer', () => {
  it('covers all 10 EVM methods of the spec', () => {
    const covered = new Set(evmCalls().map(([method]) => method));
    const evm = Object.keys(examples).filter((m) => m.startsWith('eth_'));
    expect([...covered].sort()).toEqual(evm.sort());
  });

  for (const [label, gateway] of [
    ['HTTP upstream', () => viaHttp],
    ['WebSocket upstream', () => viaWs],
  ] as const) {
    it(`over HTTP, ${label}`, async () => {
      for (const [method, params] of evmCalls()) {
        const direct = await post(anvil.url, method, params);
        const through = await post(gateway().http(key), method, params);
        expect(through.status, method).toBe(200);
        // Errors pass through whole: the revert's code 3, its message and its data.
        expect({ result: through.body.result, error: through.body.error }, `${method} ${JSON.stringify(params)}`).toEqual({ result: direct.body.result, error: direct.body.error });
      }
    });

    it(`over WebSocket, ${label}`, async () => {
      const socket = await socketCaller(gateway().ws(key));
      try {
        for (const [method, params] of evmCalls()) {
          const direct = await post(anvil.url, method, params);
          const through = await socket.call(method, params);
          expect({ result: through.result, error: through.error }, `${method} ${JSON.stringify(params)}`).toEqual({ result: direct.body.result, error: direct.body.error });
        }
      } finally {
        socket.close();
      }
    });
  }

  it('passes a revert through with code 3, the reason and the ABI-encoded data', async () => {
    const { body } = await post(viaHttp.http(key), 'eth_call', [{ from: chain.from, to: chain.store, data: call('fail') }, 'latest']);
    expect(body.error).toMatchObject({ code: 3, message: 'execution reverted: always fails' });
    expect(body.error?.data).toMatch(/^0x08c379a0/);
  });
});

describe('routing by method family', () => {
  it('sends each family to its own upstream; a family without one is not handled (-32601)', async () => {
    const evm = await startRpcServer({ answer: () => ({ result: null }) });
    const slots = await startRpcServer({ answer: () => ({ result: examples.getVoteAccounts.result }) });
    const gateway = await startGateway({ upstream: { evm: evm.url, 'slot-commitment': slots.url.replace(/^http/, 'ws') } });
    try {
      expect((await post(gateway.http(key), 'eth_getTransactionByHash', [pad('0x1')])).body).toMatchObject({ result: null });
      expect((await post(gateway.http(key), 'getVoteAccounts', [])).body.result).toEqual(examples.getVoteAccounts.result);
      expect((await post(gateway.http(key), 'starknet_addDeployAccountTransaction', examples.starknet_addDeployAccountTransaction.params)).body.error).toMatchObject({ code: -32601 });
      expect(evm.requests.map((r) => [r.method, r.transport])).toEqual([['eth_getTransactionByHash', 'http']]);
      expect(slots.requests.map((r) => [r.method, r.transport])).toEqual([['getVoteAccounts', 'ws']]);
      expect(gateway.upstream.status().map((s) => s.name).sort()).toEqual(['primary evm', 'primary slot-commitment']);
    } finally {
      await gateway.close();
      await evm.close();
      await slots.close();
    }
  });
});

describe('batching', () => {
  it('200 concurrent calls through a batching gateway answer what the node answers; calls of one turn go as one batch, eth_getLogs alone', async () => {
    const batching = await startGateway({ upstream: anvil.url, batch: { maxCalls: 40 } });
    try {
      const calls = Array.from({ length: 200 }, (_, i) => evmCalls()[i % evmCalls().length]!);
      const through = await Promise.all(calls.map(([method, params]) => post(batching.http(key), method, params)));
      for (const [i, [method, params]] of calls.entries()) {
        const direct = await post(anvil.url, method, params);
        // Blocks move on while the test runs: compare the rest exactly.
        if (method === 'eth_getBlockByNumber' && params[0] === 'latest') continue;
        expect({ result: through[i]!.body.result, error: through[i]!.body.error }, `${method} ${JSON.stringify(params)}`).toEqual({ result: direct.body.result, error: direct.body.error });
      }
    } finally {
      await batching.close();
    }
    const seen: unknown[] = [];
    const fake = await startRpcServer({
      answer: (request) => ({ result: request.method === 'eth_getLogs' ? [] : null }),
      http: (_request, _response, body) => {
        seen.push(JSON.parse(body));
        return false;
      },
    });
    const counting = await startGateway({ upstream: fake.url, batch: true });
    try {
      // One client batch: its 11 calls reach the upstream router in one turn.
      const body = JSON.stringify([
        ...Array.from({ length: 10 }, (_, i) => ({ jsonrpc: '2.0', id: i, method: 'eth_getTransactionByHash', params: [pad(toHex(i + 1))] })),
        { jsonrpc: '2.0', id: 10, method: 'eth_getLogs', params: [{ fromBlock: '0x0' }] },
      ]);
      const answer = (await (await fetch(counting.http(key), { method: 'POST', headers: { 'content-type': 'application/json' }, body })).json()) as { id: number; result: unknown }[];
      expect(answer.map((a) => [a.id, a.result])).toEqual([...Array.from({ length: 10 }, (_, i) => [i, null]), [10, []]]);
      const batches = seen.filter(Array.isArray) as { method: string }[][];
      expect(batches.map((b) => b.length)).toEqual([10]);
      expect(seen.filter((c) => !Array.isArray(c)).map((c) => (c as { method: string }).method)).toEqual(['eth_getLogs']);
      expect(batches.flat().some((c) => c.method === 'eth_getLogs')).toBe(false);
    } finally {
      await counting.close();
      await fake.close();
    }
  }, 60_000);
});

describe('the spec\'s limits on real data', () => {
  it('eth_getLogs: 10,001 real logs are refused with -32005; a narrower query is answered as the node answers it', async () => {
    const filter = { address: chain.logs, fromBlock: chain.pingBlock, toBlock: chain.pingBlock };
    const all = await post(anvil.url, 'eth_getLogs', [filter]);
    expect((all.body.result as unknown[]).length).toBe(10_001);
    const over = await post(viaHttp.http(key), 'eth_getLogs', [filter]);
    expect(over.body.error).toEqual({ code: -32005, message: 'query returned more than 10000 results' });
    // Recovery as the spec advises: narrow the query (here by the indexed topic, 2,000 alternatives).
    const narrow = [{ ...filter, topics: [keccak256(toHex('Ping(uint256)')), Array.from({ length: 2_000 }, (_, i) => pad(toHex(i * 5)))] }];
    const direct = await post(anvil.url, 'eth_getLogs', narrow);
    expect((direct.body.result as unknown[]).length).toBe(2_000);
    expect((await post(viaHttp.http(key), 'eth_getLogs', narrow)).body.result).toEqual(direct.body.result);
  }, 60_000);

  it('eth_getLogs: more than 5,000 params are refused before the upstream is asked; 5,000 are answered', async () => {
    const addresses = (n: number) => Array.from({ length: n }, (_, i) => pad(toHex(i + 1), { size: 20 }));
    const refused = await post(viaHttp.http(key), 'eth_getLogs', [{ address: addresses(5_001), fromBlock: '0x0', toBlock: 'latest' }]);
    expect(refused.body.error).toMatchObject({ code: -32602, data: [{ keyword: 'maxParams' }] });
    const answered = await post(viaHttp.http(key), 'eth_getLogs', [{ address: addresses(4_999), topics: [pad('0x1')], fromBlock: '0x0', toBlock: 'latest' }]);
    expect(answered.body).toMatchObject({ result: [] });
  });

  it('gas above 10 × the latest block\'s gas limit is refused; at the cap the node decides', async () => {
    const block = await result<{ gasLimit: Hex }>(anvil.url, 'eth_getBlockByNumber', ['latest', false]);
    const cap = BigInt(block.gasLimit) * 10n;
    const tx = (gas: bigint) => [{ from: chain.from, to: chain.store, data: call('value'), gas: toHex(gas) }, 'latest'];
    const refused = await post(viaHttp.http(key), 'eth_call', tx(cap + 1n));
    expect(refused.body.error).toMatchObject({ code: -32602, data: [{ path: 'params[0].gas', keyword: 'gasCap' }] });
    expect(refused.body.error?.data).toEqual([expect.objectContaining({ message: expect.stringContaining(String(cap)) })]);
    const estimate = await post(viaHttp.http(key), 'eth_estimateGas', [{ from: chain.from, to: chain.store, data: call('store', [5n]), gas: toHex(cap + 1n) }]);
    expect(estimate.body.error).toMatchObject({ code: -32602, data: [{ keyword: 'gasCap' }] });
    const direct = await post(anvil.url, 'eth_call', tx(cap));
    const through = await post(viaHttp.http(key), 'eth_call', tx(cap));
    expect({ result: through.body.result, error: through.body.error }).toEqual({ result: direct.body.result, error: direct.body.error });
  });
});

/** A node:http upstream that answers `eth_getBlockByNumber` with a real-looking block (gas limit 30M), `eth_call` with
 * `0x` and the rest with null, after handing each request to `take` (true: it answered). */
async function fakeUpstream(take: (method: string, request: IncomingMessage, response: ServerResponse, id: unknown) => boolean): Promise<RpcServer & { blockReads: number }> {
  const block = examples.eth_getBlockByNumber.result as Record<string, unknown>;
  const state = { blockReads: 0 };
  const server = await startRpcServer({
    answer: (request) => {
      if (request.method === 'eth_getBlockByNumber') {
        state.blockReads++;
        return { result: { ...block, gasLimit: '0x1c9c380' } };
      }
      return { result: request.method === 'eth_call' ? '0x' : null };
    },
    http: (request, response, body) => {
      let parsed: { method?: string; id?: unknown };
      try {
        parsed = JSON.parse(body) as { method?: string; id?: unknown };
      } catch {
        return false;
      }
      return typeof parsed.method === 'string' && take(parsed.method, request, response, parsed.id);
    },
  });
  return Object.defineProperty(server, 'blockReads', { get: () => state.blockReads }) as RpcServer & { blockReads: number };
}

describe('a slow upstream', () => {
  it('eth_getLogs past 10 s: the upstream call is aborted and the caller gets -32005 "query timeout exceeded"', async () => {
    let aborted = false;
    let arrived = 0;
    const slow = await fakeUpstream((method, request, response) => {
      if (method !== 'eth_getLogs') return false;
      arrived = Date.now();
      // Never answers; the gateway must give up and close the request.
      response.on('close', () => (aborted = !response.writableEnded));
      void request;
      return true;
    });
    const gateway = await startGateway({ upstream: slow.url });
    try {
      const started = Date.now();
      const { body } = await post(gateway.http(key), 'eth_getLogs', [{ fromBlock: '0x0', toBlock: 'latest' }]);
      const took = Date.now() - started;
      expect(body.error).toEqual({ code: -32005, message: 'query timeout exceeded' });
      expect(took).toBeGreaterThanOrEqual(9_900);
      expect(took).toBeLessThan(13_000);
      expect(arrived).toBeGreaterThan(0);
      for (let i = 0; i < 40 && !aborted; i++) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(aborted).toBe(true);
      // A slow answer is no outage: the primary is still up.
      expect(gateway.upstream.status()).toEqual([expect.objectContaining({ name: 'primary evm', up: true })]);
    } finally {
      await gateway.close();
      await slow.close();
    }
  }, 30_000);

  it('reads the block gas limit once per block interval, not once per call', async () => {
    const fake = await fakeUpstream(() => false);
    const gateway = await startGateway({ upstream: fake.url, blockGasLimitSeconds: 30 });
    try {
      const tx = (gas: string) => [{ from: chain.from, to: chain.store, gas }, 'latest'];
      const replies = await Promise.all(Array.from({ length: 20 }, (_, i) => post(gateway.http(key), 'eth_call', tx(i % 2 === 0 ? '0x5208' : '0x11e1a301'))));
      expect(replies.filter((r) => r.body.error?.code === -32602)).toHaveLength(10);
      expect(replies.filter((r) => r.body.result === '0x')).toHaveLength(10);
      expect(fake.blockReads).toBe(1);
    } finally {
      await gateway.close();
      await fake.close();
    }
  });
});

describe('hostile upstream answers: a clear error, never a crash', () => {
  let fake: RpcServer & { blockReads: number };
  let gateway: Gateway;
  let mode = '';
  beforeAll(async () => {
    fake = await fakeUpstream((method, _request, response, id) => {
      if (method !== 'eth_getTransactionByHash') return false;
      const json = (status: number, text: string) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(text);
      };
      if (mode === 'huge') json(200, `{"jsonrpc":"2.0","id":${JSON.stringify(id)},"result":"0x${'00'.repeat(1_100_000)}"}`);
      else if (mode === 'garbage') json(200, '<html>bad gateway</html>');
      else if (mode === 'wrong id') json(200, '{"jsonrpc":"2.0","id":987654,"result":null}');
      else if (mode === 'wrong shape') json(200, `{"jsonrpc":"2.0","id":${JSON.stringify(id)},"result":{"hash":"not a hash"}}`);
      else if (mode === 'error') json(200, `{"jsonrpc":"2.0","id":${JSON.stringify(id)},"error":{"code":-32000,"message":"header not found","data":{"hint":["a",1,null]}}}`);
      else if (mode === 'status 404') json(404, 'no such route');
      else return false;
      return true;
    });
    gateway = await startGateway({ upstream: fake.url, maxResponseBytes: 1_000_000 });
  });
  afterAll(async () => {
    await gateway?.close();
    await fake?.close();
  });

  const hash = `0x${'ab'.repeat(32)}`;
  const cases: [string, unknown][] = [
    ['huge', { code: -32051, message: 'Upstream answer rejected', data: { reason: 'the answer is larger than maxResponseBytes' } }],
    ['garbage', { code: -32051, message: 'Upstream answer rejected', data: { reason: 'the answer is not a JSON-RPC response to the call' } }],
    ['wrong id', { code: -32051, message: 'Upstream answer rejected', data: { reason: 'the answer is not a JSON-RPC response to the call' } }],
    ['wrong shape', { code: -32051, message: 'Upstream answer rejected', data: { reason: 'the result does not match the spec', errors: expect.arrayContaining([expect.objectContaining({ path: expect.stringContaining('result') })]) } }],
    ['error', { code: -32000, message: 'header not found', data: { hint: ['a', 1, null] } }],
    ['status 404', { code: -32050, message: 'Upstream unavailable', data: { reason: 'HTTP 404' } }],
  ];
  for (const [name, expected] of cases) {
    it(`${name}`, async () => {
      mode = name;
      const { status, body } = await post(gateway.http(key), 'eth_getTransactionByHash', [hash]);
      expect(status).toBe(200);
      expect(body.error).toEqual(expected);
      // The gateway goes on serving, and the primary is not taken for down: it answered.
      mode = '';
      expect((await post(gateway.http(key), 'eth_getTransactionByHash', [hash])).body).toMatchObject({ result: null });
      expect(gateway.upstream.status()[0]?.up).toBe(true);
    });
  }

  it('over WebSocket: a message past maxResponseBytes and answers with foreign ids', async () => {
    const wss = new WebSocketServer({ host: '127.0.0.1', port: 0 });
    await new Promise<void>((resolve) => wss.once('listening', () => resolve()));
    wss.on('connection', (socket) => {
      socket.on('error', () => undefined);
      socket.on('message', (data) => {
        const request = JSON.parse(data.toString()) as { id: number; params: string[] };
        if (request.params[0] === pad('0x1')) socket.send(`{"jsonrpc":"2.0","id":${request.id},"result":"0x${'00'.repeat(1_100_000)}"}`);
        else if (request.params[0] === pad('0x2')) socket.send(`{"jsonrpc":"2.0","id":${request.id + 1000},"result":null}`);
        else socket.send(`{"jsonrpc":"2.0","id":${request.id},"result":null}`);
      });
    });
    const url = `ws://127.0.0.1:${(wss.address() as AddressInfo).port}`;
    const overWs = await startGateway({ upstream: url, maxResponseBytes: 1_000_000, timeoutSeconds: 1, healthCheckSeconds: 60 });
    try {
      expect((await post(overWs.http(key), 'eth_getTransactionByHash', [pad('0x1')])).body.error).toEqual({ code: -32051, message: 'Upstream answer rejected', data: { reason: 'the answer is larger than maxResponseBytes' } });
      // The socket was closed for it; the next call opens a new one.
      expect((await post(overWs.http(key), 'eth_getTransactionByHash', [pad('0x3')])).body).toMatchObject({ result: null });
      // An answer to no call of ours breaks the socket at once, as over HTTP: not an outage, no timeout waited for.
      expect((await post(overWs.http(key), 'eth_getTransactionByHash', [pad('0x2')])).body.error).toEqual({ code: -32051, message: 'Upstream answer rejected', data: { reason: 'the answer is not a JSON-RPC response to the call' } });
      expect(overWs.upstream.status()[0]?.up).toBe(true);
    } finally {
      await overWs.close();
      for (const client of wss.clients) client.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    }
  });

  it('with validateResults off, a result of the wrong shape passes through', async () => {
    const lenient = await startGateway({ upstream: fake.url, validateResults: false });
    try {
      mode = 'wrong shape';
      expect((await post(lenient.http(key), 'eth_getTransactionByHash', [hash])).body.result).toEqual({ hash: 'not a hash' });
    } finally {
      mode = '';
      await lenient.close();
    }
  });

  it('a 5xx or a refused connection is the outage error, and the upstream URL never shows', async () => {
    const failing = await startRpcServer({
      answer: () => ({ result: null }),
      http: (_request, response) => {
        response.writeHead(502, { 'content-type': 'text/plain' });
        response.end(`bad gateway at ${failing.url}`);
        return true;
      },
    });
    const down = await startGateway({ upstream: `${failing.url}/secret-provider-key`, healthCheckSeconds: 60 });
    try {
      const first = await post(down.http(key), 'eth_getBlockByNumber', ['latest', false]);
      expect(first.body.error).toEqual({ code: -32050, message: 'Upstream unavailable', data: { reason: 'HTTP 502' } });
      // Down now: answered at once, without asking the node.
      const asked = failing.requests.length;
      const second = await post(down.http(key), 'eth_getBlockByNumber', ['latest', false]);
      expect(second.body.error).toEqual({ code: -32050, message: 'Upstream unavailable', data: { reason: 'the primary upstream is down' } });
      expect(failing.requests.length).toBe(asked);
      expect(JSON.stringify([first.body, second.body])).not.toMatch(/secret|127\.0\.0\.1/);
      expect(down.upstream.status()).toEqual([expect.objectContaining({ name: 'primary evm', up: false })]);
    } finally {
      await down.close();
      await failing.close();
    }
    const refused = await startGateway({ upstream: failing.url });
    try {
      expect((await post(refused.http(key), 'eth_getProof', [chain.store, [], 'latest'])).body.error).toEqual({ code: -32050, message: 'Upstream unavailable', data: { reason: 'connection refused' } });
    } finally {
      await refused.close();
    }
  });
});
