// The generated server's transport-free core (createRpcHandler), through the package's compiled JavaScript: each
// JSON-RPC 2.0 rule, each limit of the spec, authentication and credit metering.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { JsonRpcError, LogsQueryTimeoutError } from '../generated/dist/index.js';
import {
  createRpcHandler,
  raiseExecutionReverted,
  serverErrors,
  type HandlerContext,
  type ServerLogger,
  type ServerOptions,
} from '../generated/dist/server.js';
import { examples, exampleHandlers, request } from './server-helpers.js';
import { MemoryCreditStore } from '../gateway/src/memory-credit-store.js';

const apiKey = 'k3y-abcdef0123456789';
const ctx = { apiKey, transport: 'http' as const };
const address = (i: number) => `0x${i.toString(16).padStart(40, '0')}`;
const topic = (i: number) => `0x${i.toString(16).padStart(64, '0')}`;

function capture(): ServerLogger & { lines: string[] } {
  const lines: string[] = [];
  return { lines, error: (message, details) => lines.push(`${message} ${JSON.stringify(details)}`) };
}

function core(options: ServerOptions = {}, overrides: Parameters<typeof exampleHandlers>[0] = {}) {
  const logger = capture();
  const { handlers, calls } = exampleHandlers(overrides);
  const rpc = createRpcHandler(handlers, { logger, ...options });
  const send = async (text: string) => {
    const reply = await rpc.handle(text, ctx);
    return reply === undefined ? undefined : (JSON.parse(reply) as Record<string, any>);
  };
  return { rpc, calls, logger, send };
}

describe('JSON-RPC 2.0', () => {
  it('answers a call with its result and the id', async () => {
    const { send, calls } = core();
    expect(await send(request('eth_getBlockByNumber', examples.eth_getBlockByNumber.params, 7))).toEqual({
      jsonrpc: '2.0',
      id: 7,
      result: examples.eth_getBlockByNumber.result,
    });
    expect(calls).toEqual([{ method: 'eth_getBlockByNumber', params: examples.eth_getBlockByNumber.params, apiKey, transport: 'http' }]);
  });

  it('-32700 for text that is not JSON, with id null', async () => {
    const { send } = core();
    for (const text of ['', '{', '{"jsonrpc":"2.0",', 'nul', '[1,]', '\u0000']) {
      expect(await send(text), text).toMatchObject({ jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } });
    }
  });

  it('-32600 for a wrong jsonrpc, a bad id type, a missing method, params that are not structured, an empty batch', async () => {
    const { send, calls } = core();
    const invalid = async (body: unknown, id: unknown) =>
      expect(await send(JSON.stringify(body)), JSON.stringify(body)).toMatchObject({ jsonrpc: '2.0', id, error: { code: -32600, message: 'Invalid Request' } });
    await invalid({ jsonrpc: '1.0', id: 1, method: 'eth_getBlockByNumber', params: ['latest', false] }, 1);
    await invalid({ id: 2, method: 'eth_getBlockByNumber', params: ['latest', false] }, 2);
    await invalid({ jsonrpc: 2, id: 3, method: 'eth_getBlockByNumber', params: ['latest', false] }, 3);
    for (const id of [{}, [], true, [1]]) await invalid({ jsonrpc: '2.0', id, method: 'eth_getBlockByNumber', params: ['latest', false] }, null);
    await invalid({ jsonrpc: '2.0', id: 4 }, 4);
    await invalid({ jsonrpc: '2.0', id: 5, method: 42 }, 5);
    for (const params of ['latest', 5, null, true]) await invalid({ jsonrpc: '2.0', id: 6, method: 'eth_getBlockByNumber', params }, 6);
    // An invalid request without an id is still answered: only valid notifications go unanswered.
    await invalid({ jsonrpc: '2.0', method: 1 }, null);
    await invalid([], null);
    for (const body of [1, 'x', null, true]) await invalid(body, null);
    expect(calls).toEqual([]);
  });

  it('-32601 for an unknown method, including names every object has', async () => {
    const { send } = core();
    for (const method of ['eth_nope', 'constructor', '__proto__', 'toString', 'hasOwnProperty', 'rpc.Discover', '']) {
      expect(await send(request(method, [])), method).toEqual({ jsonrpc: '2.0', id: 1, error: { code: -32601, message: 'Method not found' } });
    }
    // OpenRPC service discovery is answered by the server itself (test/docs-site.test.ts).
    expect((await send(request('rpc.discover', [])))?.result.openrpc).toBe('1.4.1');
  });

  it('-32602 from the generated validators, data naming each failing path; the handler is not called', async () => {
    const { send, calls } = core();
    const reply = await send(request('eth_getStorageAt', ['0xABC', '0x0', 'sometime']));
    expect(reply?.error.code).toBe(-32602);
    // The first reason in the message, as nodes write it (clients show the message, not data); data has them all.
    expect(reply?.error.message).toBe('Invalid params: params[0]: must match pattern ^0x[0-9a-fA-F]{40}$ (Address) (and 1 more in data)');
    expect(reply?.error.data.map((e: { path: string }) => e.path)).toEqual(['params[0]', 'params[2]']);
    for (const e of reply?.error.data) expect(Object.keys(e).sort()).toEqual(['keyword', 'message', 'path']);
    expect((await send(request('eth_getBlockByNumber', ['latest'])))?.error.data).toEqual([
      { path: 'params[1]', message: 'missing required param "hydratedTransactions"', keyword: 'required' },
    ]);
    // By position where the method takes names, and the reverse.
    expect((await send(request('eth_getBlockByNumber', { block: 'latest', hydratedTransactions: false })))?.error.code).toBe(-32602);
    expect((await send(request('starknet_addDeployAccountTransaction', [examples.starknet_addDeployAccountTransaction.params])))?.error.code).toBe(-32602);
    expect(calls).toEqual([]);
  });

  it('by-name params reach the handler as one object, by-position as the tuple; params may be omitted where all are optional', async () => {
    const { send, calls } = core();
    const starknet = examples.starknet_addDeployAccountTransaction;
    expect((await send(request('starknet_addDeployAccountTransaction', starknet.params)))?.result).toEqual(starknet.result);
    expect(calls[0]?.params).toEqual(starknet.params);
    expect((await send(request('getVoteAccounts', undefined)))?.result).toEqual(examples.getVoteAccounts.result);
    expect(calls[1]?.params).toEqual([]);
    expect((await send(request('eth_getBlockByNumber', undefined)))?.error.code).toBe(-32602);
  });

  it('-32603 for a handler failure, with no message, stack or file path; logged without the API key', async () => {
    const { send, logger } = core({}, {
      eth_call: () => {
        throw new Error(`upstream refused key ${apiKey} at /srv/app/upstream.js:12`);
      },
    });
    const reply = await send(request('eth_call', examples.eth_call.params));
    expect(reply).toEqual({ jsonrpc: '2.0', id: 1, error: { code: -32603, message: 'Internal error' } });
    expect(logger.lines).toHaveLength(1);
    expect(logger.lines[0]).toContain('handler failed');
    // Text quoting the key is withheld whole (not edited); the frames of the stack stay.
    expect(logger.lines[0]).toContain('[withheld: it contained the API key]');
    expect(logger.lines[0]).toContain('at eth_call');
    expect(logger.lines[0]).not.toContain(apiKey);
  });

  it('a JsonRpcError thrown by a handler is the answer; the revert helper answers code 3 with reason and data; keys are masked', async () => {
    const data = '0x08c379a0000000000000000000000000000000000000000000000000000000000000002';
    const { send } = core({}, {
      eth_call: () => raiseExecutionReverted('not enough balance', data),
      eth_estimateGas: () => {
        throw new JsonRpcError(-32000, `bad key ${apiKey}`, { key: apiKey });
      },
    });
    expect(await send(request('eth_call', examples.eth_call.params))).toEqual({
      jsonrpc: '2.0',
      id: 1,
      error: { code: 3, message: 'execution reverted: not enough balance', data },
    });
    const masked = await send(request('eth_estimateGas', examples.eth_estimateGas.params));
    expect(masked?.error).toEqual({ code: -32000, message: '[withheld: it contained the API key]' });
  });

  it('notifications get no reply, even when they fail; the handler still runs', async () => {
    const { rpc, calls } = core();
    const note = (method: string, params: unknown) => JSON.stringify({ jsonrpc: '2.0', method, params });
    expect(await rpc.handle(note('eth_getBlockByNumber', ['latest', false]), ctx)).toBeUndefined();
    expect(calls).toHaveLength(1);
    expect(await rpc.handle(note('eth_nope', []), ctx)).toBeUndefined();
    expect(await rpc.handle(note('eth_getBlockByNumber', ['nope']), ctx)).toBeUndefined();
    expect((await rpc.respond(note('eth_getBlockByNumber', ['latest', false]), ctx)).status).toBe(204);
  });

  it('a batch is answered in one array, in order, without the notifications; a batch of notifications gets nothing', async () => {
    const { rpc } = core();
    const batch = [
      { jsonrpc: '2.0', id: 'a', method: 'eth_getBlockByNumber', params: ['latest', false] },
      { jsonrpc: '2.0', method: 'eth_getBlockByNumber', params: ['latest', false] },
      { jsonrpc: '2.0', id: 'b', method: 'eth_nope' },
      5,
      { jsonrpc: '2.0', id: 'c', method: 'eth_getBlockByNumber', params: [] },
    ];
    const replies = JSON.parse((await rpc.handle(JSON.stringify(batch), ctx))!) as { id: unknown; error?: { code: number } }[];
    expect(replies.map((r) => [r.id, r.error?.code])).toEqual([
      ['a', undefined],
      ['b', -32601],
      [null, -32600],
      ['c', -32602],
    ]);
    expect(await rpc.handle(JSON.stringify([batch[1], batch[1]]), ctx)).toBeUndefined();
  });

  it('refuses a batch over the configured size as a whole', async () => {
    const { rpc, calls } = core({ maxBatchSize: 3 });
    const call = { jsonrpc: '2.0', id: 1, method: 'eth_getBlockByNumber', params: ['latest', false] };
    expect(JSON.parse((await rpc.handle(JSON.stringify([call, call, call]), ctx))!)).toHaveLength(3);
    expect(JSON.parse((await rpc.handle(JSON.stringify([call, call, call, call]), ctx))!)).toMatchObject({ id: null, error: { code: -32600 } });
    expect(calls).toHaveLength(3);
    expect(() => createRpcHandler(exampleHandlers().handlers, { maxBatchSize: 0 })).toThrow(/maxBatchSize/);
  });

  it('echoes ids exactly: strings, unicode, null, fractions and integers beyond 2^53', async () => {
    const { rpc } = core();
    const ids = ['"x"', '"\\u00e9t\\u00e9 \\ud83d\\ude00"', '"\\ud800"', 'null', '0', '-1', '1.5', '12345678901234567890', '-98765432109876543210', '1e400', '1E+2'];
    for (const id of ids) {
      const text = `{"jsonrpc":"2.0","id":${id},"method":"eth_getBlockByNumber","params":["latest",false]}`;
      const reply = (await rpc.handle(text, ctx))!;
      const echoed = /^\{"jsonrpc":"2\.0","id":(.*?),"result":/.exec(reply)?.[1];
      expect(JSON.parse(echoed!), id).toEqual(JSON.parse(id));
      if (!/^-?\d{1,15}$/.test(id) && id.startsWith('1') && id.length > 15) expect(echoed).toBe(id);
    }
    // Big ids in a batch, each its own.
    const batch = `[{"jsonrpc":"2.0","id":12345678901234567891,"method":"eth_nope"},{"jsonrpc":"2.0","id":12345678901234567892,"method":"eth_nope"}]`;
    expect(await rpc.handle(batch, ctx)).toMatch(/"id":12345678901234567891,.*"id":12345678901234567892,/);
  });

  it('turns undefined into a null result; an unserialisable result is -32603 and logged', async () => {
    const { send, logger } = core({}, { eth_getTransactionByHash: () => undefined, eth_getTransactionReceipt: () => ({ n: 1n }) });
    expect((await send(request('eth_getTransactionByHash', examples.eth_getTransactionByHash.params)))?.result).toBeNull();
    expect((await send(request('eth_getTransactionReceipt', examples.eth_getTransactionReceipt.params)))?.error).toEqual({ code: -32603, message: 'Internal error' });
    expect(logger.lines.join('\n')).toContain('BigInt');
  });

  it('a result with its own toJSON is written as JSON writes it; one that writes nothing is null, never a missing result', async () => {
    const { send } = core({}, { eth_getTransactionByHash: () => ({ toJSON: () => undefined }), eth_getTransactionReceipt: () => new Date(0) });
    const nothing = await send(request('eth_getTransactionByHash', examples.eth_getTransactionByHash.params));
    expect(nothing).toEqual({ jsonrpc: '2.0', id: 1, result: null });
    expect((await send(request('eth_getTransactionReceipt', examples.eth_getTransactionReceipt.params)))?.result).toBe('1970-01-01T00:00:00.000Z');
  });

  it('development mode: a result of the wrong shape becomes -32603 and is logged; off by default', async () => {
    const wrong = { eth_getBlockByNumber: () => ({ number: 12 }) };
    const dev = core({ validateResults: true }, wrong);
    expect((await dev.send(request('eth_getBlockByNumber', ['latest', false])))?.error).toEqual({ code: -32603, message: 'Internal error' });
    expect(dev.logger.lines[0]).toMatch(/handler result does not match the spec .*result\.number/);
    const valid = examples.eth_getTransactionByHash;
    expect((await dev.send(request('eth_getTransactionByHash', valid.params)))?.result).toEqual(valid.result);
    const prod = core({}, wrong);
    expect((await prod.send(request('eth_getBlockByNumber', ['latest', false])))?.result).toEqual({ number: 12 });
  });
});

describe('limits from the spec', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('eth_getLogs: at most 5,000 params, counting addresses and topics', async () => {
    const { send, calls } = core();
    const logs = (filter: object) => send(request('eth_getLogs', [filter]));
    const addresses = (n: number) => Array.from({ length: n }, (_, i) => address(i));
    const topics = (n: number) => Array.from({ length: n }, (_, i) => topic(i));
    expect((await logs({ address: addresses(5000) }))?.result).toBeDefined();
    expect((await logs({ address: addresses(4998), topics: topics(2), fromBlock: 'latest', toBlock: 'latest' }))?.result).toBeDefined();
    for (const filter of [{ address: addresses(5001) }, { address: addresses(4999), topics: topics(2) }, { address: address(1), topics: topics(5000) }]) {
      expect((await logs(filter))?.error).toEqual({
        code: -32602,
        message: 'Invalid params: params: more than 5000 params in one request',
        data: [{ path: 'params', message: 'more than 5000 params in one request', keyword: 'maxParams' }],
      });
    }
    expect(calls).toHaveLength(2);
  });

  it('eth_getLogs: more than 10,000 results is -32005 "query returned more than 10000 results"', async () => {
    const log = { address: address(1), topics: [], data: '0x' };
    let count = 10_000;
    const { send } = core({}, { eth_getLogs: () => Array.from({ length: count }, () => log) });
    expect((await send(request('eth_getLogs', [{}])))?.result).toHaveLength(10_000);
    count = 10_001;
    expect((await send(request('eth_getLogs', [{}])))?.error).toEqual({ code: -32005, message: 'query returned more than 10000 results' });
  });

  it('eth_getLogs: a handler running past 10 s is aborted and answered -32005 "query timeout exceeded"', async () => {
    vi.useFakeTimers();
    let seen: AbortSignal | undefined;
    const { rpc } = core({}, {
      eth_getLogs: (_params: never, context: HandlerContext) => {
        seen = context.signal;
        return new Promise(() => undefined);
      },
    });
    let reply: string | undefined;
    void rpc.handle(request('eth_getLogs', [{}]), ctx).then((r) => (reply = r));
    await vi.advanceTimersByTimeAsync(9_999);
    expect(reply).toBeUndefined();
    expect(seen?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(JSON.parse(reply!)).toEqual({ jsonrpc: '2.0', id: 1, error: { code: -32005, message: 'query timeout exceeded' } });
    expect(seen?.aborted).toBe(true);
    expect(seen?.reason).toBeInstanceOf(LogsQueryTimeoutError);
  });

  it('other methods time out after defaultTimeoutSeconds with the server timeout error; per-method overrides apply', async () => {
    const never = () => new Promise(() => undefined);
    const { send } = core({ defaultTimeoutSeconds: 0.02, timeoutSeconds: { eth_getLogs: 0.02 } }, { eth_call: never, eth_getLogs: never });
    expect((await send(request('eth_call', examples.eth_call.params)))?.error).toEqual(serverErrors.timeout);
    expect((await send(request('eth_getLogs', [{}])))?.error).toEqual({ code: -32005, message: 'query timeout exceeded' });
  });

  it('eth_call and eth_estimateGas: gas above 10 × the block gas limit is refused', async () => {
    const gasLimit = vi.fn(async () => 30_000_000n);
    const { send, calls } = core({ blockGasLimit: gasLimit });
    const call = (method: 'eth_call' | 'eth_estimateGas', gas: string) =>
      send(request(method, [{ ...(examples[method].params as object[])[0], gas }, 'latest']));
    expect((await call('eth_call', `0x${(300_000_000).toString(16)}`))?.result).toBeDefined();
    expect((await call('eth_call', `0x${(300_000_001).toString(16)}`))?.error).toEqual({
      code: -32602,
      message: 'Invalid params: params[0].gas: must be at most 10 × the block gas limit (300000000)',
      data: [{ path: 'params[0].gas', message: 'must be at most 10 × the block gas limit (300000000)', keyword: 'gasCap' }],
    });
    expect((await call('eth_estimateGas', '0xffffffffffffffffff'))?.error.data[0].keyword).toBe('gasCap');
    expect(calls.map((c) => c.method)).toEqual(['eth_call']);
    expect(gasLimit).toHaveBeenCalledWith('eth_call');
    // No gas field: the block gas limit is not even asked for.
    gasLimit.mockClear();
    await send(request('eth_call', [{ to: address(2), from: address(3) }, 'latest']));
    expect(gasLimit).not.toHaveBeenCalled();
  });

  it('without a blockGasLimit the gas cap is not enforced; a failing one is -32603', async () => {
    const open = core();
    expect((await open.send(request('eth_call', [{ from: address(3), to: address(2), gas: '0xffffffffffffffffff' }, 'latest'])))?.result).toBeDefined();
    const failing = core({ blockGasLimit: () => Promise.reject(new Error('node down')) });
    expect((await failing.send(request('eth_call', [{ from: address(3), to: address(2), gas: '0x1' }, 'latest'])))?.error.code).toBe(-32603);
  });
});

describe('checks that answer at once or later', () => {
  // Each gate of a call (block gas limit, rate limiter, credit store, handler) may answer at once or with a promise;
  // the core goes on at once in the first case and when the promise settles in the second. Every mix must give the
  // same answers, in the batch's order.
  const gasCall = (gas: string, id: number) => request('eth_call', [{ from: address(3), to: address(2), gas }, 'latest'], id);
  const over = `0x${(300_000_001).toString(16)}`;
  const under = `0x${(300_000_000).toString(16)}`;

  it('the block gas limit as a value, a promise, a throw or nonsense', async () => {
    for (const blockGasLimit of [() => 30_000_000, async () => 30_000_000n, () => '0x1c9c380']) {
      const { send } = core({ blockGasLimit });
      expect((await send(gasCall(under, 1)))?.result).toBeDefined();
      expect((await send(gasCall(over, 2)))?.error.data[0].keyword).toBe('gasCap');
    }
    for (const blockGasLimit of [
      () => {
        throw new Error('node down');
      },
      () => 'not a number',
      async () => 1.5,
    ]) {
      const { send, logger } = core({ blockGasLimit });
      expect((await send(gasCall(under, 3)))?.error).toEqual({ code: -32603, message: 'Internal error' });
      expect(logger.lines.some((line) => line.startsWith('handler failed'))).toBe(true);
    }
  });

  it('a rate limiter answering at once or later, refusing or failing', async () => {
    const refusal = { creditsPerSecond: 10, retryAfterMs: 1500 };
    for (const take of [() => refusal, async () => refusal]) {
      const { rpc, calls } = core({ rateLimiter: { take } });
      const reply = await rpc.respond(request('eth_getBlockByNumber', ['latest', false]), ctx);
      expect(reply.status).toBe(429);
      expect(reply.retryAfter).toBe(2);
      expect(JSON.parse(reply.body!).error).toEqual({ ...serverErrors.rateLimited, data: refusal });
      expect(calls).toEqual([]);
    }
    const failing = [
      () => {
        throw new Error('limiter down');
      },
      () => null as never,
      async () => 0 as const,
    ];
    for (const take of failing) {
      const { rpc, logger } = core({ rateLimiter: { take } });
      expect((await rpc.respond(request('eth_getBlockByNumber', ['latest', false]), ctx)).status).toBe(200);
      expect(logger.lines.filter((line) => line.startsWith('rate limiter failed'))).toHaveLength(take === failing[2] ? 0 : 1);
    }
  });

  it('a credit store answering later charges once per call; its failure refuses with 503', async () => {
    const memory = new MemoryCreditStore({ dailyCredits: 200 });
    const later = { charge: async (key: string, cost: number) => memory.charge(key, cost), balance: (key: string) => memory.balance(key) };
    const { rpc } = core({ creditStore: later });
    const batch = `[${[1, 2, 3].map((id) => request('eth_getBlockByNumber', ['latest', false], id)).join(',')}]`;
    const replies = JSON.parse((await rpc.respond(batch, ctx)).body!) as { id: number; result?: unknown; error?: { code: number } }[];
    expect(replies.map((r) => r.id)).toEqual([1, 2, 3]);
    expect(replies.map((r) => (r.result !== undefined ? 'served' : r.error!.code))).toEqual(['served', 'served', -32005]);
    expect(memory.balance(apiKey)).toBe(40);
    const down = core({ creditStore: { charge: () => Promise.reject(new Error('redis down')), balance: () => 0 } });
    expect((await down.rpc.respond(request('eth_getBlockByNumber', ['latest', false]), ctx)).status).toBe(503);
  });

  it('a step that fails after a wait is a server failure: answered -32603 and logged, never left waiting', async () => {
    // A store whose promise resolves to null breaks the step after it (a bug of the host, or of the server): the
    // call is still answered, in its place in the batch, and the rest of the batch is served.
    for (const charge of [() => null, async () => null]) {
      const { rpc, logger } = core({ creditStore: { charge: charge as never, balance: () => 0 } });
      const batch = `[${request('eth_getBlockByNumber', ['latest', false], 1)},${request('eth_nope', [], 2)}]`;
      const replies = JSON.parse((await rpc.respond(batch, ctx)).body!) as { id: number; error?: { code: number } }[];
      expect(replies.map((r) => [r.id, r.error?.code])).toEqual([
        [1, -32603],
        [2, -32601],
      ]);
      expect(logger.lines.filter((line) => line.startsWith('server failure'))).toHaveLength(1);
    }
    // A handler's thenable whose then() throws is the handler's failure.
    const thenThrows = () => ({
      then() {
        throw new Error('broken thenable');
      },
    });
    const { rpc, logger } = core({}, { eth_getBlockByNumber: thenThrows as never });
    expect(JSON.parse((await rpc.respond(request('eth_getBlockByNumber', ['latest', false]), ctx)).body!).error.code).toBe(-32603);
    expect(logger.lines.some((line) => line.startsWith('handler failed') && line.includes('broken thenable'))).toBe(true);
  });

  it('a batch mixing calls answered at once, refused, invalid and waiting keeps its order', async () => {
    let release: () => void = () => undefined;
    const slow = () => new Promise((resolve) => (release = () => resolve(examples.eth_getBlockByNumber.result)));
    const { rpc } = core({}, { eth_getBlockByNumber: slow });
    const batch = `[${[
      request('eth_getBlockByNumber', ['latest', false], 1),
      request('eth_getTransactionByHash', examples.eth_getTransactionByHash.params, 2),
      request('eth_getBlockByNumber', ['nope'], 3),
      request('eth_nope', [], 4),
    ].join(',')}]`;
    const pending = rpc.respond(batch, ctx);
    await new Promise((resolve) => setTimeout(resolve, 5));
    release();
    const replies = JSON.parse((await pending).body!) as { id: number; result?: unknown; error?: { code: number } }[];
    expect(replies.map((r) => [r.id, r.error?.code ?? 'ok'])).toEqual([
      [1, 'ok'],
      [2, 'ok'],
      [3, -32602],
      [4, -32601],
    ]);
    expect(replies[0]!.result).toEqual(examples.eth_getBlockByNumber.result);
  });
});

describe('authentication', () => {
  it('refuses a missing key with 401 and the unauthorized error, without asking authenticate', async () => {
    const authenticate = vi.fn(() => true);
    const { rpc, calls } = core({ authenticate });
    const reply = await rpc.respond(request('eth_getBlockByNumber', ['latest', false]), { apiKey: '' });
    expect(reply.status).toBe(401);
    expect(JSON.parse(reply.body!)).toEqual({ jsonrpc: '2.0', id: null, error: serverErrors.unauthorized });
    expect(serverErrors.unauthorized).toEqual({ code: -32040, message: 'Unauthorized: missing or invalid API key' });
    expect(authenticate).not.toHaveBeenCalled();
    expect(calls).toEqual([]);
  });

  it('asks authenticate (sync or async); a refusal or a failure is 401, logged without the key', async () => {
    for (const authenticate of [(k: string) => k === 'good', async (k: string) => k === 'good']) {
      const { rpc } = core({ authenticate });
      expect((await rpc.respond(request('eth_getBlockByNumber', ['latest', false]), { apiKey: 'good' })).status).toBe(200);
      expect((await rpc.respond(request('eth_getBlockByNumber', ['latest', false]), { apiKey: 'bad' })).status).toBe(401);
    }
    const { rpc, logger } = core({
      authenticate: (k) => {
        throw new Error(`no such key ${k}`);
      },
    });
    const reply = await rpc.respond(request('eth_getBlockByNumber', ['latest', false]), ctx);
    expect(reply.status).toBe(401);
    expect(reply.body).not.toContain(apiKey);
    expect(logger.lines[0]).toContain('authenticate failed');
    expect(logger.lines[0]).not.toContain(apiKey);
  });
});

describe('credits', () => {
  it('without a creditStore nothing is charged: the call line says 0 credits, and no balance ever refuses', async () => {
    const lines: Record<string, unknown>[] = [];
    const { rpc } = core({ logger: { error: () => undefined, info: (message, details) => message === 'call' && lines.push(details) } });
    // 40,000 calls at 80 credits: 3,200,000, past the 3,000,000 a day the server's store in memory gave each key by default.
    for (let i = 0; i < 40_000; i++) {
      const reply = await rpc.respond(request('eth_getBlockByNumber', ['latest', false], i), ctx);
      if (reply.status !== 200) throw new Error(`call ${i}: HTTP ${reply.status} ${reply.body}`);
    }
    expect(lines).toHaveLength(40_000);
    expect(lines.every((line) => line.credits === 0 && line.outcome === 'ok')).toBe(true);
  });

  it('charges each call its method cost; a batch per call; invalid calls are not charged', async () => {
    const store = new MemoryCreditStore({ dailyCredits: 10_000 });
    const { rpc } = core({ creditStore: store });
    await rpc.handle(request('eth_getBlockByNumber', ['latest', false]), ctx);
    expect(store.balance(apiKey)).toBe(10_000 - 80);
    const batch = [
      JSON.parse(request('eth_getLogs', [{}])),
      JSON.parse(request('eth_estimateGas', examples.eth_estimateGas.params)),
      { jsonrpc: '2.0', method: 'getVoteAccounts' },
      JSON.parse(request('eth_getBlockByNumber', ['nope'])),
      JSON.parse(request('eth_nope', [])),
    ];
    await rpc.handle(JSON.stringify(batch), ctx);
    expect(store.balance(apiKey)).toBe(10_000 - 80 - 255 - 300 - 160);
    expect(store.balance('someone else')).toBe(10_000);
  });

  it('refuses a call the balance cannot pay: HTTP 402, -32005 with the cost, balance and reset time; never below zero', async () => {
    const store = new MemoryCreditStore({ dailyCredits: 200 });
    const { rpc, calls } = core({ creditStore: store });
    expect((await rpc.respond(request('eth_getBlockByNumber', ['latest', false]), ctx)).status).toBe(200);
    const refused = await rpc.respond(request('eth_getLogs', [{}], 9), ctx);
    expect(refused.status).toBe(402);
    expect(refused.retryAfter).toBeGreaterThan(0);
    expect(refused.retryAfter).toBeLessThanOrEqual(86_400);
    const body = JSON.parse(refused.body!);
    expect(body).toMatchObject({ id: 9, error: { code: -32005, message: 'daily credit limit exceeded', data: { cost: 255, balance: 120 } } });
    expect(new Date(body.error.data.resetsAt).toISOString().endsWith('T00:00:00.000Z')).toBe(true);
    expect(store.balance(apiKey)).toBe(120);
    expect(calls.map((c) => c.method)).toEqual(['eth_getBlockByNumber']);
    // A batch partly paid is 200 with the refusals inside; wholly refused, 402.
    const two = JSON.stringify([JSON.parse(request('eth_call', examples.eth_call.params, 1)), JSON.parse(request('eth_call', examples.eth_call.params, 2))]);
    const partly = await rpc.respond(two, ctx);
    expect(partly.status).toBe(200);
    expect(JSON.parse(partly.body!).map((r: { result?: unknown; error?: { code: number } }) => r.error?.code ?? 'ok')).toEqual(['ok', -32005]);
    expect((await rpc.respond(two, ctx)).status).toBe(402);
    expect(store.balance(apiKey)).toBe(40);
  });

  it('a method whose cost is not shown is charged unpricedCost (0 unless set)', async () => {
    const store = new MemoryCreditStore({ dailyCredits: 1_000 });
    const starknet = request('starknet_addDeployAccountTransaction', examples.starknet_addDeployAccountTransaction.params);
    await core({ creditStore: store }).rpc.handle(starknet, ctx);
    expect(store.balance(apiKey)).toBe(1_000);
    await core({ creditStore: store, unpricedCost: 400 }).rpc.handle(starknet, ctx);
    expect(store.balance(apiKey)).toBe(600);
  });

  it('balances reset at 00:00 UTC', () => {
    let now = Date.parse('2026-03-01T23:59:59.000Z');
    const store = new MemoryCreditStore({ dailyCredits: 100, now: () => now });
    expect(store.charge(apiKey, 80)).toEqual({ ok: true, balance: 20, resetsAt: Date.parse('2026-03-02T00:00:00.000Z') });
    expect(store.charge(apiKey, 80).ok).toBe(false);
    now = Date.parse('2026-03-01T23:59:59.999Z');
    expect(store.balance(apiKey)).toBe(20);
    now = Date.parse('2026-03-02T00:00:00.000Z');
    expect(store.balance(apiKey)).toBe(100);
    expect(store.charge(apiKey, 100)).toEqual({ ok: true, balance: 0, resetsAt: Date.parse('2026-03-03T00:00:00.000Z') });
    expect(() => new MemoryCreditStore({ dailyCredits: -1 })).toThrow(RangeError);
  });

  it('works with an asynchronous CreditStore', async () => {
    let balance = 100;
    const store = {
      charge: async (_key: string, cost: number) => {
        await new Promise((r) => setTimeout(r, 1));
        const ok = cost <= balance;
        if (ok) balance -= cost;
        return { ok, balance, resetsAt: Date.now() + 1000 };
      },
      balance: () => balance,
    };
    const { rpc } = core({ creditStore: store });
    expect((await rpc.respond(request('eth_getBlockByNumber', ['latest', false]), ctx)).status).toBe(200);
    expect((await rpc.respond(request('eth_getBlockByNumber', ['latest', false]), ctx)).status).toBe(402);
    expect(balance).toBe(20);
  });
});
