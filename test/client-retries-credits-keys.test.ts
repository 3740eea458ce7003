// The generated client's policies, through the package's compiled JavaScript against real local servers (node:http
// and ws on 127.0.0.1): retries only where the spec allows them, the daily credit budget, and the API key masked in
// every error and log line. (Split from test/client.test.ts, which holds the calls themselves.)
import { inspect } from 'node:util';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import {
  AbortError,
  ConnectionError,
  CreditBudgetError,
  createClient,
  ExecutionRevertedError,
  HttpStatusError,
  JsonRpcError,
  ParamsValidationError,
  ProtocolError,
  ResultValidationError,
  SocketClosedError,
  TimeoutError,
  TransportError,
  validators,
} from '../generated/dist/index.js';
import { address, callObject, closedAfterEach, deploy, echo, hash, rejection, sleep } from './client-suite.js';

const { server, client, servers } = closedAfterEach();

describe('retries', () => {
  it('retries transport failures of retry-safe methods with backoff, never submissions or error answers', async () => {
    const failures = new Map<string, number>();
    const rpc = await server(
      (request) => (request.method === 'eth_getLogs' ? { error: { code: -32000, message: 'boom' } } : { result: request.method }),
      (_request, response, body) => {
        const method = (JSON.parse(body) as { method: string }).method;
        const failed = failures.get(method) ?? 0;
        if (method !== 'eth_getLogs' && failed < 2) {
          failures.set(method, failed + 1);
          response.writeHead(503).end('try again');
          return true;
        }
        return false;
      },
    );
    const warnings: string[] = [];
    const gateway = client({ url: rpc.url, retry: { retries: 2, delay: 1 }, logger: { warn: (m) => warnings.push(m) } });
    expect(await gateway.eth_getBlockByNumber('latest', false)).toBe('eth_getBlockByNumber');
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toMatch(/retry 1 of 2/);
    const submission = await rejection(gateway.starknet_addDeployAccountTransaction(deploy));
    expect(submission).toBeInstanceOf(HttpStatusError);
    expect(failures.get('starknet_addDeployAccountTransaction')).toBe(1);
    expect(await rejection(gateway.eth_getLogs({}))).toBeInstanceOf(JsonRpcError);
    expect(rpc.requests.filter((r) => r.method === 'eth_getLogs')).toHaveLength(1);
    // Per call: no retries.
    expect(await rejection(gateway.eth_getTransactionByHash(hash, { retries: 0 }))).toBeInstanceOf(HttpStatusError);
    // Every attempt sent counts against the credits: 3 block reads, 1 failed hash read, 1 logs query.
    expect(gateway.credits).toMatchObject({ spent: 3 * 80 + 80 + 255, unknownCostCalls: 1 });
  });

  it('does not retry a status that will not change (400), and stops retrying when aborted', async () => {
    let count = 0;
    const rpc = await server(echo, (_request, response) => {
      count++;
      response.writeHead(count === 1 ? 400 : 503).end('no');
      return true;
    });
    const gateway = client({ url: rpc.url, retry: { retries: 5, delay: 100 } });
    expect(await rejection(gateway.eth_getTransactionByHash(hash))).toMatchObject({ status: 400, retryable: false });
    expect(count).toBe(1);
    const controller = new AbortController();
    const call = gateway.eth_getTransactionByHash(hash, { signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    expect(await rejection(call)).toBeInstanceOf(AbortError);
    expect(count).toBe(2);
  });

  it('retries a read after the socket closed under it (with reconnect), not a submission', async () => {
    let drops = 0;
    const rpc = await server((request) => {
      if (drops < 1 || request.method === 'starknet_addDeployAccountTransaction') {
        drops++;
        for (const socket of rpc.sockets) socket.terminate();
        return undefined;
      }
      return { result: 'fine' };
    });
    const gateway = client({ url: rpc.wsUrl, transport: 'ws', reconnect: true, retry: { delay: 1 } });
    expect(await gateway.eth_getTransactionByHash(hash)).toBe('fine');
    expect(await rejection(gateway.starknet_addDeployAccountTransaction(deploy))).toBeInstanceOf(SocketClosedError);
    expect(rpc.requests.filter((r) => r.method === 'starknet_addDeployAccountTransaction')).toHaveLength(1);
  });
});

describe('credits', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts what each call costs and refuses, before sending, a call or batch that would pass the daily budget', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-01T23:59:00Z'));
    const rpc = await server(() => ({ result: null }));
    const gateway = client({ url: rpc.url, dailyBudget: 400 });
    expect(gateway.credits).toEqual({ spent: 0, calls: 0, unknownCostCalls: 0, budget: 400, remaining: 400, day: '2026-03-01' });
    await gateway.eth_call(callObject, 'latest');
    await gateway.eth_getLogs({});
    expect(gateway.credits).toMatchObject({ spent: 335, remaining: 65, calls: 2 });
    const refused = await rejection(gateway.eth_getBlockByNumber('latest', false));
    expect(refused).toBeInstanceOf(CreditBudgetError);
    expect(refused).toMatchObject({ cost: 80, spent: 335, budget: 400 });
    expect(refused.message).toBe('eth_getBlockByNumber costs 80 credits and 335 of the daily budget of 400 are spent (65 left): not sent');
    expect(await rejection(gateway.batch((b) => [b.eth_getStorageAt(address, '0x0', 'latest')]))).toBeInstanceOf(CreditBudgetError);
    // A cost the spec does not show is counted apart and never refused.
    await gateway.starknet_addDeployAccountTransaction(deploy);
    expect(gateway.credits).toMatchObject({ spent: 335, calls: 3, unknownCostCalls: 1 });
    expect(rpc.requests.map((r) => r.method)).toEqual(['eth_call', 'eth_getLogs', 'starknet_addDeployAccountTransaction']);
    // A new UTC day starts from zero.
    vi.setSystemTime(new Date('2026-03-02T00:00:01Z'));
    expect(gateway.credits).toMatchObject({ spent: 0, day: '2026-03-02' });
    await gateway.eth_getBlockByNumber('latest', false);
    expect(gateway.credits.spent).toBe(80);
  });
});

describe('the API key', () => {
  const apiKey = 'sk_live_9f8e7d6c5b4a';
  const leaks = (error: unknown) => [String(error), (error as Error).stack ?? '', inspect(error, { depth: 5 }), JSON.stringify(error) ?? ''].filter((text) => text.includes(apiKey) || text.includes(encodeURIComponent(apiKey)));

  it('is masked in every error message and log line, whatever the error', async () => {
    // A server that repeats the key back everywhere it can: in bodies, messages and data.
    const rpc = await server(
      async (request, path) => {
        switch (request.method) {
          case 'eth_call':
            return { error: { code: 3, message: `execution reverted: bad key ${path}`, data: '0x08c379a0' } };
          case 'eth_getLogs':
            return { error: { code: -32000, message: `rate limited for ${path}`, data: { path, nested: [path] } } };
          case 'eth_getProof':
            return { result: `not a proof ${path}` };
          case 'eth_getTransactionByHash':
            await sleep(300);
            return { result: null };
          default:
            return { result: null };
        }
      },
      (request, response, body) => {
        if (body.includes('eth_getStorageAt')) {
          response.writeHead(502).end(`bad gateway for ${request.url}`);
          return true;
        }
        if (body.includes('getFeeForMessage')) {
          response.writeHead(200).end(`oops ${request.url}`);
          return true;
        }
        return false;
      },
    );
    const lines: string[] = [];
    const logger = { debug: (m: string) => lines.push(m), warn: (m: string) => lines.push(m) };
    const gateway = client({ url: rpc.url, apiKey, logger, validate: { result: true }, validators, retry: { retries: 1, delay: 1 }, dailyBudget: 10_000 });
    const controller = new AbortController();
    controller.abort();
    const errors: [string, Error][] = [
      ['HttpStatusError', await rejection(gateway.eth_getStorageAt(address, '0x0', 'latest'))],
      ['ProtocolError', await rejection(gateway.getFeeForMessage('AQAB'))],
      ['ExecutionRevertedError', await rejection(gateway.eth_call(callObject, 'latest'))],
      ['JsonRpcError', await rejection(gateway.eth_getLogs({}))],
      ['ResultValidationError', await rejection(gateway.eth_getProof(address, [], 'latest'))],
      ['TimeoutError', await rejection(gateway.eth_getTransactionByHash(hash, { timeout: 30, retries: 0 }))],
      ['AbortError', await rejection(gateway.eth_getTransactionByHash(hash, { signal: controller.signal }))],
      ['CreditBudgetError', await rejection(client({ url: rpc.url, apiKey, dailyBudget: 1 }).eth_call(callObject, 'latest'))],
      ['ParamsValidationError', await rejection(client({ url: rpc.url, apiKey, validate: true, validators }).eth_getBlockByNumber(apiKey as 'latest', false))],
    ];
    // Over WebSocket: a socket closed mid-request (the close reason repeats the key), and one that cannot connect.
    const { WebSocketServer } = await import('ws');
    const wss = new WebSocketServer({ host: '127.0.0.1', port: 0 });
    wss.on('connection', (socket, request) => socket.on('message', () => socket.close(4000, `bye ${request.url}`)));
    await new Promise((resolve) => wss.once('listening', resolve));
    const wsUrl = `ws://127.0.0.1:${(wss.address() as { port: number }).port}`;
    try {
      errors.push(['SocketClosedError', await rejection(client({ url: wsUrl, apiKey, transport: 'ws', logger }).eth_getTransactionByHash(hash))]);
    } finally {
      await new Promise((resolve) => wss.close(resolve));
    }
    errors.push(['ConnectionError', await rejection(client({ url: wsUrl, apiKey, transport: 'ws', retry: false }).eth_getTransactionByHash(hash))]);
    await rpc.close();
    servers.splice(servers.indexOf(rpc), 1);
    errors.push(['ConnectionError', await rejection(client({ url: rpc.url, apiKey, retry: false }).eth_getTransactionByHash(hash))]);
    let optionsError: unknown;
    try {
      createClient({ url: `ftp://host/${apiKey}`, apiKey });
    } catch (error) {
      optionsError = error;
    }
    errors.push(['TypeError', optionsError as Error]);

    for (const [name, error] of errors) {
      expect(error.name, error.message).toBe(name);
      expect(leaks(error), name).toEqual([]);
      // Transport errors name the address, key masked.
      if (error instanceof TransportError) expect(error.endpoint, name).toMatch(/\/v3\/\*\*\*$/);
    }
    expect(errors.filter(([, e]) => e instanceof TransportError).map(([n]) => n)).toEqual([
      'HttpStatusError',
      'ProtocolError',
      'TimeoutError',
      'AbortError',
      'SocketClosedError',
      'ConnectionError',
      'ConnectionError',
    ]);
    expect((errors[4]?.[1] as ResultValidationError).result).toBe('not a proof /v3/***');
    expect(errors[2]?.[1].message).toBe('execution reverted: bad key /v3/***');
    expect((errors[0]?.[1] as HttpStatusError).body).toBe('bad gateway for /v3/***');
    expect((errors[3]?.[1] as JsonRpcError).data).toEqual({ path: '/v3/***', nested: ['/v3/***'] });
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.filter((l) => l.includes(apiKey))).toEqual([]);
    expect(lines.join('\n')).toContain('/v3/***');
  });
});


afterAll(() => {
  vi.useRealTimers();
});
