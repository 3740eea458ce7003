// The generated client's behaviour, through the package's compiled JavaScript against real local servers (node:http
// and ws on 127.0.0.1): the spec's examples for every method, addresses, params, batch, timeouts, abort, a socket
// closing mid-request, 1,000 concurrent WebSocket calls, validation, and clients of other specs. Bad input gets a clear
// error. Retries, the daily credit budget and the API key's masking: test/client-retries-credits-keys.test.ts.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { WebSocket } from 'ws';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  AbortError,
  type Client,
  type ClientOptions,
  ConnectionError,
  createClient,
  createHttpClient,
  ExecutionRevertedError,
  HttpStatusError,
  InvalidParamsError,
  JsonRpcError,
  LogsQueryTimeoutError,
  LogsResultLimitExceededError,
  methodInfo,
  ParamsValidationError,
  ProtocolError,
  ResultValidationError,
  SocketClosedError,
  TimeoutError,
  TransportError,
  validateResult,
  validators,
} from '../generated/dist/index.js';
import type { Answer, JsonRpcRequest } from './client-helpers.js';
import { repoRoot } from './helpers.js';
import { address, callObject, closedAfterEach, deploy, echo, hash, rejection, sleep } from './client-suite.js';
import { fixtureModule } from './support/fixture-packages.js';

const { server, client, servers, clients } = closedAfterEach();

describe("the spec's examples, served by a local server", () => {
  interface Example {
    name: string;
    params: { name: string; value: unknown }[];
    result?: { value: unknown };
  }
  const spec = JSON.parse(readFileSync(join(repoRoot, 'generated/openrpc.json'), 'utf8')) as { methods: { name: string; examples?: Example[] }[] };
  // The calls: eth_subscribe and eth_unsubscribe are subscriptions' (test/client-subscriptions.test.ts).
  const examples = spec.methods.filter((m) => m.name in methodInfo).flatMap((m) => (m.examples ?? []).map((e) => ({ method: m.name as keyof typeof methodInfo, example: e })));
  // Examples with the same params (getFeeForMessage has two) are answered in turn.
  const answersFor = () => {
    const answers = new Map<string, unknown[]>();
    for (const { method, example } of examples) {
      const structure = methodInfo[method].paramStructure;
      const params = structure === 'by-name' ? Object.fromEntries(example.params.map((p) => [p.name, p.value])) : example.params.map((p) => p.value);
      const key = `${method} ${JSON.stringify(params)}`;
      answers.set(key, [...(answers.get(key) ?? []), example.result?.value ?? null]);
    }
    return (request: JsonRpcRequest): Answer => {
      const key = `${request.method} ${JSON.stringify(request.params ?? [])}`;
      const queue = answers.get(key);
      return queue !== undefined && queue.length > 0 ? { result: queue.shift() } : { error: { code: -32602, message: `no example for ${key}` } };
    };
  };

  it('has examples for all 14 methods, among them the slot/commitment and Starknet ones', () => {
    expect(new Set(examples.map((e) => e.method)).size).toBe(14);
    expect(examples.map((e) => e.method)).toEqual(expect.arrayContaining(['getTokenAccountsByDelegate', 'getVoteAccounts', 'getFeeForMessage', 'starknet_addDeployAccountTransaction']));
  });

  for (const transport of ['http', 'ws'] as const) {
    it(`calls every method with its example params over ${transport} and gets the example result, validated`, async () => {
      const rpc = await server(answersFor());
      const gateway = client({ url: transport === 'ws' ? rpc.wsUrl : rpc.url, apiKey: 'test-key', transport, validate: true, validators });
      const untyped = gateway as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>;
      for (const { method, example } of examples) {
        const structure = methodInfo[method].paramStructure;
        const call = untyped[method] as (...args: unknown[]) => Promise<unknown>;
        const result = structure === 'by-name' ? await call(Object.fromEntries(example.params.map((p) => [p.name, p.value]))) : await call(...example.params.map((p) => p.value));
        expect(result, `${method} ${example.name}`).toEqual(example.result?.value ?? null);
        expect(validateResult(method, result).ok).toBe(true);
      }
      expect(rpc.requests).toHaveLength(examples.length);
      expect(new Set(rpc.requests.map((r) => r.path))).toEqual(new Set([transport === 'ws' ? '/ws/v3/test-key' : '/v3/test-key']));
      const starknet = rpc.requests.find((r) => r.method === 'starknet_addDeployAccountTransaction');
      expect(starknet?.params).toEqual(expect.objectContaining({ deploy_account_transaction: expect.any(Object) }));
      expect(Array.isArray(rpc.requests.find((r) => r.method === 'getVoteAccounts')?.params)).toBe(true);
    });
  }
});

describe('addresses and params', () => {
  it('appends /v3/<key> (HTTP) or /ws/v3/<key> (WebSocket) to the base address, and uses url as it is without a key', async () => {
    const rpc = await server(echo);
    await client({ url: `${rpc.url}/`, apiKey: 'a/b c' }).eth_getTransactionByHash(hash);
    await client({ url: `${rpc.url}/base`, apiKey: 'k1' }).eth_getTransactionByHash(hash);
    await client({ url: `${rpc.url}/exact/path?x=1` }).eth_getTransactionByHash(hash);
    await client({ url: rpc.url, apiKey: 'k2', transport: 'ws' }).eth_getTransactionByHash(hash);
    await client({ url: `${rpc.wsUrl}/mine` , transport: 'ws' }).eth_getTransactionByHash(hash);
    expect(rpc.requests.map((r) => `${r.transport} ${r.path}`)).toEqual(['http /v3/a%2Fb%20c', 'http /base/v3/k1', 'http /exact/path?x=1', 'ws /ws/v3/k2', 'ws /mine']);
  });

  it('sends params by position (optional trailing ones left out), by name as one object, and call options last', async () => {
    const rpc = await server(echo);
    const gateway = client({ url: rpc.url });
    await gateway.eth_getBlockByNumber('latest', false);
    await gateway.eth_estimateGas(callObject);
    await gateway.eth_estimateGas(callObject, undefined, { timeout: 5_000 });
    await gateway.getVoteAccounts();
    await gateway.getVoteAccounts({ commitment: 'finalized' });
    await gateway.starknet_addDeployAccountTransaction(deploy, { timeout: 5_000 });
    await gateway.request({ method: 'eth_chainId' });
    await gateway.request({ method: 'eth_getBlockByNumber', params: ['0x1', true] });
    expect(rpc.requests.map((r) => [r.method, r.params])).toEqual([
      ['eth_getBlockByNumber', ['latest', false]],
      ['eth_estimateGas', [callObject]],
      ['eth_estimateGas', [callObject]],
      ['getVoteAccounts', []],
      ['getVoteAccounts', [{ commitment: 'finalized' }]],
      ['starknet_addDeployAccountTransaction', deploy],
      ['eth_chainId', undefined],
      ['eth_getBlockByNumber', ['0x1', true]],
    ]);
    expect(rpc.requests.every((r) => r.jsonrpc === '2.0' && typeof r.id === 'number')).toBe(true);
  });

  it('sends custom headers on HTTP requests and on the WebSocket handshake', async () => {
    const seen: string[] = [];
    const rpc = await server(echo, (request) => {
      seen.push(String(request.headers['x-team']));
      return false;
    });
    await client({ url: rpc.url, headers: { 'x-team': 'blue' } }).eth_getTransactionByHash(hash);
    expect(seen).toEqual(['blue']);
    const wsHeaders: string[] = [];
    const { WebSocketServer } = await import('ws');
    const wss = new WebSocketServer({ host: '127.0.0.1', port: 0 });
    wss.on('connection', (socket, request) => {
      wsHeaders.push(String(request.headers['x-team']));
      socket.on('message', (data) => {
        const { id } = JSON.parse(data.toString()) as { id: number };
        socket.send(JSON.stringify({ jsonrpc: '2.0', id, result: null }));
      });
    });
    await new Promise((resolve) => wss.once('listening', resolve));
    const port = (wss.address() as { port: number }).port;
    try {
      expect(await client({ url: `ws://127.0.0.1:${port}`, transport: 'ws', headers: { 'x-team': 'red' } }).eth_getTransactionByHash(hash)).toBeNull();
      expect(wsHeaders).toEqual(['red']);
    } finally {
      for (const socket of wss.clients) socket.terminate();
      await new Promise((resolve) => wss.close(resolve));
    }
  });

  it('works with a given fetch instead of node:http, and with a given WebSocket class', async () => {
    const rpc = await server(echo);
    expect(await client({ url: rpc.url, fetch: globalThis.fetch }).eth_getBlockByNumber('0x1', false)).toEqual({ method: 'eth_getBlockByNumber', params: ['0x1', false] });
    const slow = await server(async () => {
      await sleep(300);
      return { result: null };
    });
    expect(await rejection(client({ url: slow.url, fetch: globalThis.fetch, timeout: 50, retry: false }).eth_getTransactionByHash(hash))).toBeInstanceOf(TimeoutError);
    expect(await client({ url: rpc.wsUrl, transport: 'ws', webSocket: WebSocket }).eth_getTransactionByHash(hash)).toEqual({ method: 'eth_getTransactionByHash', params: [hash] });
  });
});

describe('errors', () => {
  it('turns error answers into the spec classes: revert with reason and data, the two -32005 limits, standard errors', async () => {
    const revertData = '0x08c379a00000000000000000000000000000000000000000000000000000000000000020';
    const rpc = await server((request) => {
      if (request.method === 'eth_call') return { error: { code: 3, message: 'execution reverted: insufficient balance', data: revertData } };
      if (request.method === 'eth_getLogs') {
        const filter = (request.params as [{ fromBlock?: string }])[0];
        return { error: { code: -32005, message: filter.fromBlock === '0x0' ? 'query returned more than 10000 results' : 'query timeout exceeded' } };
      }
      if (request.method === 'eth_getProof') return { error: { code: -32602, message: 'Invalid params: bad key' } };
      return { error: { code: -39999, message: 'something else', data: { detail: 1 } } };
    });
    for (const transport of ['http', 'ws'] as const) {
      const gateway = client({ url: transport === 'ws' ? rpc.wsUrl : rpc.url, transport });
      const revert = await rejection(gateway.eth_call(callObject, 'latest'));
      expect(revert).toBeInstanceOf(ExecutionRevertedError);
      expect((revert as ExecutionRevertedError).reason).toBe('insufficient balance');
      expect((revert as ExecutionRevertedError).data).toBe(revertData);
      const tooMany = await rejection(gateway.eth_getLogs({ fromBlock: '0x0' }));
      expect(tooMany).toBeInstanceOf(LogsResultLimitExceededError);
      expect(tooMany.message).toBe('query returned more than 10000 results');
      expect(await rejection(gateway.eth_getLogs({ fromBlock: '0x1' }))).toBeInstanceOf(LogsQueryTimeoutError);
      expect(await rejection(gateway.eth_getProof(address, [], 'latest'))).toBeInstanceOf(InvalidParamsError);
      const other = await rejection(gateway.getVoteAccounts());
      expect(other.constructor).toBe(JsonRpcError);
      expect(other).toMatchObject({ code: -39999, data: { detail: 1 } });
      expect(other).not.toBeInstanceOf(TransportError);
    }
  });

  it('keeps transport errors apart: HTTP status, timeout, abort, refused connection, not JSON-RPC', async () => {
    const rpc = await server(
      async (request) => {
        if (request.method === 'eth_getTransactionByHash') await sleep(500);
        return { result: null };
      },
      (request, response, body) => {
        if (body.includes('eth_getStorageAt')) {
          response.writeHead(503).end('upstream unavailable');
          return true;
        }
        if (body.includes('eth_getProof')) {
          response.writeHead(200).end('<html>not json</html>');
          return true;
        }
        if (body.includes('eth_getLogs')) {
          response.writeHead(200, { 'content-type': 'application/json' }).end('{"jsonrpc":"2.0","id":1}');
          return true;
        }
        return false;
      },
    );
    const gateway = client({ url: rpc.url, retry: false });
    const status = await rejection(gateway.eth_getStorageAt(address, '0x0', 'latest'));
    expect(status).toBeInstanceOf(HttpStatusError);
    expect(status).toMatchObject({ status: 503, body: 'upstream unavailable', retryable: true });
    const timeout = await rejection(gateway.eth_getTransactionByHash(hash, { timeout: 50 }));
    expect(timeout).toBeInstanceOf(TimeoutError);
    expect((timeout as TimeoutError).timeout).toBe(50);
    const controller = new AbortController();
    const aborted = gateway.eth_getTransactionByHash(hash, { signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    expect(await rejection(aborted)).toBeInstanceOf(AbortError);
    expect(await rejection(gateway.eth_getProof(address, [], 'latest'))).toBeInstanceOf(ProtocolError);
    expect(await rejection(gateway.eth_getLogs({}))).toBeInstanceOf(ProtocolError);
    for (const error of [status, timeout]) {
      expect(error).toBeInstanceOf(TransportError);
      expect(error).not.toBeInstanceOf(JsonRpcError);
    }
    const before = rpc.requests.length;
    expect(await rejection(gateway.eth_getTransactionByHash(hash, { signal: AbortSignal.abort() }))).toBeInstanceOf(AbortError);
    expect(rpc.requests.length).toBe(before);
    await rpc.close();
    servers.splice(servers.indexOf(rpc), 1);
    const refused = await rejection(client({ url: rpc.url, retry: false }).eth_getTransactionByHash(hash));
    expect(refused).toBeInstanceOf(ConnectionError);
    expect((refused as ConnectionError).code).toBe('ECONNREFUSED');
  });

  it('refuses calls after close() over HTTP, without retrying', async () => {
    const rpc = await server(echo);
    const gateway = createClient({ url: rpc.url });
    await gateway.getVoteAccounts();
    await gateway.close();
    const closed = await rejection(gateway.getVoteAccounts());
    expect(closed).toBeInstanceOf(ConnectionError);
    expect(closed).toMatchObject({ retryable: false });
    expect(closed.message).toMatch(/the client was closed/);
    expect(rpc.requests).toHaveLength(1);
  });

  it('times out and aborts over WebSocket, and ignores the late answer', async () => {
    const rpc = await server(async (request) => {
      await sleep(request.method === 'eth_getTransactionByHash' ? 300 : 0);
      return { result: request.method };
    });
    const gateway = client({ url: rpc.wsUrl, transport: 'ws', retry: false });
    expect(await rejection(gateway.eth_getTransactionByHash(hash, { timeout: 50 }))).toBeInstanceOf(TimeoutError);
    const controller = new AbortController();
    const pending = gateway.eth_getTransactionByHash(hash, { signal: controller.signal });
    controller.abort();
    expect(await rejection(pending)).toBeInstanceOf(AbortError);
    await sleep(350);
    expect(await gateway.eth_getBlockByNumber('latest', false)).toBe('eth_getBlockByNumber');
  });

  it('validates params before sending and results after, when asked', async () => {
    const rpc = await server((request) => (request.method === 'eth_getStorageAt' ? { result: '0xABC' } : { result: null }));
    const gateway = client({ url: rpc.url, validate: true, validators });
    const bad = await rejection(gateway.eth_getBlockByNumber('newest' as 'latest', false));
    expect(bad).toBeInstanceOf(ParamsValidationError);
    expect(bad.message).toContain('params[0]');
    expect(rpc.requests).toHaveLength(0);
    const result = await rejection(gateway.eth_getStorageAt(address, '0x0', 'latest'));
    expect(result).toBeInstanceOf(ResultValidationError);
    expect((result as ResultValidationError).result).toBe('0xABC');
    // Off by default: the answer is handed over as it came.
    expect(await client({ url: rpc.url }).eth_getStorageAt(address, '0x0', 'latest')).toBe('0xABC');
  });

  it('rejects bad options and bad arguments with clear errors', async () => {
    const bad: [unknown, RegExp][] = [
      [undefined, /options must be an object/],
      [{}, /url must be a string/],
      [{ url: 'not a url' }, /url is not an absolute URL/],
      [{ url: 'ftp://x.example' }, /url must start with http:, https:/],
      [{ url: 'http://x.example', transport: 'udp' }, /transport must be 'http' or 'ws'/],
      [{ url: 'http://x.example', apiKey: '' }, /apiKey must be a non-empty string/],
      [{ url: 'http://x.example', timeout: -1 }, /timeout must be a positive number/],
      [{ url: 'http://x.example', retry: { retries: 1.5 } }, /retry.retries must be a whole number/],
      [{ url: 'http://x.example', dailyBudget: Number.NaN }, /dailyBudget must be a finite number/],
      [{ url: 'http://x.example', headers: { a: 1 } }, /headers must map names to strings/],
      [{ url: 'http://x.example', timeout: 2 ** 31 }, /timeout must be at most 2147483647/],
      [{ url: 'http://x.example', maxResponseBytes: 0 }, /maxResponseBytes must be a whole number of bytes from 1 to 536870888/],
      [{ url: 'http://x.example', maxResponseBytes: 1.5 }, /maxResponseBytes must be a whole number/],
      [{ url: 'http://x.example', maxResponseBytes: 2 ** 30 }, /the longest string V8 can hold/],
      [{ url: 'http://x.example', maxResponseBytes: '1MB' }, /maxResponseBytes must be a whole number/],
    ];
    for (const [options, message] of bad) expect(() => createClient(options as ClientOptions)).toThrow(message);
    const rpc = await server(echo);
    const gateway = client({ url: rpc.url }) as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>;
    await expect((gateway.eth_getBlockByNumber as (...a: unknown[]) => Promise<unknown>)('latest', false, {}, 'extra')).rejects.toThrow(/takes at most 2 params and call options/);
    await expect((gateway.starknet_addDeployAccountTransaction as (...a: unknown[]) => Promise<unknown>)(['by position'])).rejects.toThrow(/params go by name/);
    await expect((gateway.eth_getTransactionByHash as (...a: unknown[]) => Promise<unknown>)(hash, { timeout: 'soon' })).rejects.toThrow(/timeout must be a positive number/);
    await expect(gateway.eth_getTransactionByHash?.(hash, { timeout: 2 ** 31 })).rejects.toThrow(/timeout must be a positive number of milliseconds, at most 2147483647/);
    await expect((gateway.request as (...a: unknown[]) => Promise<unknown>)('eth_call')).rejects.toThrow(/must be \{ method, params\? \}/);
    await expect((gateway.batch as (...a: unknown[]) => Promise<unknown>)([])).rejects.toThrow(/pass a function/);
    expect(rpc.requests).toHaveLength(0);
  });
});

describe('batch', () => {
  for (const transport of ['http', 'ws'] as const) {
    it(`sends one JSON-RPC batch over ${transport} and returns a typed tuple of results and errors, in call order`, async () => {
      const rpc = await server(async (request) => {
        if (request.method === 'eth_call') return { error: { code: 3, message: 'execution reverted: nope', data: '0x08c379a0' } };
        // Later calls answer first: answers are matched by id, not by position.
        await sleep(request.method === 'eth_getBlockByNumber' ? 30 : 0);
        return { result: request.method === 'eth_getBlockByNumber' ? null : '0x2a' };
      });
      const gateway = client({ url: transport === 'ws' ? rpc.wsUrl : rpc.url, transport });
      const [block, call, storage, votes] = await gateway.batch((b) => [
        b.eth_getBlockByNumber('latest', false),
        b.eth_call(callObject, 'latest'),
        b.eth_getStorageAt(address, '0x0', 'latest'),
        b.getVoteAccounts(),
      ]);
      expect(block).toEqual({ ok: true, value: null, result: null });
      expect(call.ok).toBe(false);
      if (!call.ok) {
        expect(call.error).toBeInstanceOf(ExecutionRevertedError);
        expect((call.error as ExecutionRevertedError).reason).toBe('nope');
      }
      expect(storage).toEqual({ ok: true, value: '0x2a', result: '0x2a' });
      expect(votes).toEqual({ ok: true, value: '0x2a', result: '0x2a' });
      expect(rpc.requests.map((r) => r.method)).toEqual(['eth_getBlockByNumber', 'eth_call', 'eth_getStorageAt', 'getVoteAccounts']);
      expect(gateway.credits.spent).toBe(80 + 80 + 80 + 160);
      expect(await gateway.batch(() => [])).toEqual([]);
    });
  }

  it('marks a batch entry the server left out, and a batch answered with one error', async () => {
    let whole = false;
    const rpc = await server(
      (request) => (request.method === 'getVoteAccounts' ? undefined : { result: 1 }),
      (_request, response) => {
        if (!whole) return false;
        response.writeHead(200).end(JSON.stringify({ jsonrpc: '2.0', id: null, error: { code: -32600, message: 'Invalid Request' } }));
        return true;
      },
    );
    const gateway = client({ url: rpc.url });
    const [fee, votes] = await gateway.batch((b) => [b.getFeeForMessage('AQAB'), b.getVoteAccounts()]);
    expect(fee).toEqual({ ok: true, value: 1, result: 1 });
    expect(!votes.ok && votes.error).toBeInstanceOf(ProtocolError);
    whole = true;
    expect(await rejection(gateway.batch((b) => [b.getVoteAccounts()]))).toMatchObject({ code: -32600 });
  });

  it('gives every batch of a client the same builder, frozen: made once, and nothing one batch does to it reaches the next', async () => {
    const rpc = await server(() => ({ result: '0x2a' }));
    const gateway = client({ url: rpc.url });
    const seen: object[] = [];
    for (let i = 0; i < 2; i++) {
      const [entry] = await gateway.batch((b) => {
        seen.push(b);
        // A builder function replaced or added by one batch's code must not be there for the next batch.
        expect(() => Object.assign(b, { eth_getStorageAt: () => ({ method: 'eth_call', params: [] }) })).toThrow(TypeError);
        expect(() => Object.assign(b, { extra: () => ({ method: 'eth_call', params: [] }) })).toThrow(TypeError);
        return [b.eth_getStorageAt(address, '0x0', 'latest')];
      });
      expect(entry).toEqual({ ok: true, value: '0x2a', result: '0x2a' });
    }
    expect(seen[1]).toBe(seen[0]);
    expect(Object.isFrozen(seen[0])).toBe(true);
    expect(rpc.requests.map((r) => r.method)).toEqual(['eth_getStorageAt', 'eth_getStorageAt']);
  });
});

describe('WebSocket', () => {
  it('matches 1,000 concurrent calls to their answers, which come back in another order', async () => {
    const rpc = await server(async (request) => {
      const [, position] = request.params as [string, string];
      await sleep(Number(BigInt(position) % 7n));
      return { result: `0x${BigInt(position).toString(16).padStart(64, '0')}` };
    });
    const gateway = client({ url: rpc.wsUrl, transport: 'ws' });
    const positions = Array.from({ length: 1000 }, (_, i) => `0x${i.toString(16)}` as const);
    const results = await Promise.all(positions.map((p) => gateway.eth_getStorageAt(address, p, 'latest')));
    expect(results.map((r) => Number(BigInt(r)))).toEqual(positions.map((_, i) => i));
    expect(rpc.sockets.size).toBe(1);
    expect(gateway.credits).toMatchObject({ spent: 80_000, calls: 1000 });
    const order = rpc.requests.map((r) => r.id as number);
    expect(new Set(order).size).toBe(1000);
  });

  it('rejects waiting calls when the socket closes mid-request; reconnect is opt-in', async () => {
    const rpc = await server((request) => {
      if (request.method === 'eth_getTransactionByHash') {
        for (const socket of rpc.sockets) socket.terminate();
        return undefined;
      }
      return { result: 'ok' };
    });
    const noReconnect = client({ url: rpc.wsUrl, transport: 'ws', retry: false });
    expect(await noReconnect.eth_getBlockByNumber('latest', false)).toBe('ok');
    const closed = await rejection(noReconnect.eth_getTransactionByHash(hash));
    expect(closed).toBeInstanceOf(SocketClosedError);
    expect((closed as SocketClosedError).code).toBe(1006);
    const later = await rejection(noReconnect.eth_getBlockByNumber('latest', false));
    expect(later).toBeInstanceOf(SocketClosedError);
    expect(later.message).toMatch(/reconnect is off/);
    expect((later as SocketClosedError).retryable).toBe(false);

    const reconnecting = client({ url: rpc.wsUrl, transport: 'ws', reconnect: true, retry: false });
    expect(await rejection(reconnecting.eth_getTransactionByHash(hash))).toBeInstanceOf(SocketClosedError);
    expect(await reconnecting.eth_getBlockByNumber('latest', false)).toBe('ok');
  });

  it('rejects waiting calls when the client closes, and every call after', async () => {
    const rpc = await server(async () => {
      await sleep(200);
      return { result: 1 };
    });
    const gateway = createClient({ url: rpc.wsUrl, transport: 'ws' });
    const waiting = gateway.eth_getTransactionByHash(hash);
    await sleep(50);
    await gateway.close();
    expect(await rejection(waiting)).toBeInstanceOf(SocketClosedError);
    expect(await rejection(gateway.eth_getTransactionByHash(hash))).toBeInstanceOf(SocketClosedError);
  });

  it('ignores notifications of no subscription and logs them; a stray answer breaks the socket', async () => {
    const lines: string[] = [];
    let stray = false;
    const rpc = await server((request) => {
      for (const socket of rpc.sockets) {
        socket.send(JSON.stringify({ jsonrpc: '2.0', method: 'eth_subscription', params: { subscription: '0x1', result: 'pushed' } }));
        if (stray) socket.send(JSON.stringify({ jsonrpc: '2.0', id: 999_999, result: 'stray' }));
      }
      return stray ? undefined : { result: request.method };
    });
    const gateway = client({ url: rpc.wsUrl, transport: 'ws', logger: { debug: (m) => lines.push(m), warn: (m) => lines.push(m) } });
    expect(await gateway.eth_getTransactionByHash(hash)).toBe('eth_getTransactionByHash');
    expect(lines.join('\n')).toMatch(/ignored a notification \(no subscription\): .*pushed/);
    stray = true;
    const error = await gateway.eth_getTransactionByHash(hash).then(() => undefined, (e: unknown) => e as Error);
    expect(error?.name).toBe('ProtocolError');
    expect(lines.join('\n')).toMatch(/sent an answer to no call waiting on it: .*stray.*; the WebSocket was closed/);
  });
});

describe('createHttpClient, the client over HTTP only', () => {
  it('calls, batches and counts credits over node:http as createClient does, with no subscribe, and refuses ws', async () => {
    const rpc = await server(echo);
    const http = createHttpClient({ url: rpc.url, apiKey: 'k1' });
    try {
      expect(await http.eth_getTransactionByHash(hash)).toEqual({ method: 'eth_getTransactionByHash', params: [hash] });
      const [block] = await http.batch((b) => [b.eth_getBlockByNumber('latest', false)]);
      expect(block).toMatchObject({ ok: true, value: { method: 'eth_getBlockByNumber' } });
      expect(http.credits).toMatchObject({ spent: 160, calls: 2 });
      expect('subscribe' in http).toBe(false);
      expect('subscribe' in client({ url: rpc.url })).toBe(true);
    } finally {
      await http.close();
    }
    expect(rpc.requests.map((r) => `${r.transport} ${r.path} ${r.method}`)).toEqual(['http /v3/k1 eth_getTransactionByHash', 'http /v3/k1 eth_getBlockByNumber']);
    // Typed out as well: `transport` takes only 'http'.
    const ws = { url: rpc.url, transport: 'ws' } as unknown as Parameters<typeof createHttpClient>[0];
    expect(() => createHttpClient(ws)).toThrow(/transport 'ws' needs createClient: createHttpClient carries HTTP only/);
  });
});

describe('clients generated from other specs', () => {
  it('by-name fixture: object params, no API key path, so apiKey is refused', async () => {
    const { createClient: createOrders } = (await import(fixtureModule('by-name', 'dist/index.js'))) as typeof import('./fixtures/by-name/expected/dist/index.js');
    const rpc = await server(echo);
    const orders = createOrders({ url: rpc.url });
    clients.push(orders as unknown as Client);
    expect(await orders.order_get({ id: '0x1' })).toEqual({ method: 'order_get', params: { id: '0x1' } });
    expect(() => createOrders({ url: rpc.url, apiKey: 'secret-k' })).toThrow(/declares no API key path for HTTP servers/);
  });

  it('tricky-names fixture: a method name that is not an identifier, an `either` method called by position', async () => {
    const { createClient: createTricky } = (await import(fixtureModule('tricky-names', 'dist/index.js'))) as typeof import('./fixtures/tricky-names/expected/dist/index.js');
    const rpc = await server(echo);
    const tricky = createTricky({ url: rpc.url });
    clients.push(tricky as unknown as Client);
    expect(await tricky.delete('x')).toEqual({ method: 'delete', params: ['x'] });
    expect(await tricky['rpc.discover-things']({ class: true })).toEqual({ method: 'rpc.discover-things', params: [{ class: true }] });
  });
});

beforeAll(() => {
  expect(Object.keys(methodInfo)).toHaveLength(14);
});
afterAll(() => {
  vi.useRealTimers();
});
