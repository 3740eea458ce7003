// What the client's HTTP call path sends and how a call is aborted, as the gateway's speed work left them (issue 23,
// docs/benchmarks.md "Gateway"): the request headers now go to node:http as a list built once, so they are checked
// here as a server receives them (one of each, the given ones winning, Host and Content-Length right); and a call may
// be aborted through `onAbort` (how the gateway passes its own call's abort, with no AbortController and no
// EventTarget listener per call) as through `signal`: mid-call, before it is sent, between retries, over HTTP and
// WebSocket. Against real node:http and ws servers on 127.0.0.1.
import { afterEach, describe, expect, it } from 'vitest';
import { AbortError, type Client, type ClientOptions, createClient } from '../generated/dist/index.js';
import { type JsonRpcRequest, type RpcServer, startRpcServer } from './client-helpers.js';

const hash = `0x${'88'.repeat(32)}` as const;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const servers: RpcServer[] = [];
const clients: Client[] = [];
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()));
  await Promise.all(servers.splice(0).map((s) => s.close()));
});
function client(options: ClientOptions): Client {
  const made = createClient(options);
  clients.push(made);
  return made;
}

/** The rejection of `promise`, or a failed assertion when it resolves. */
async function rejection(promise: Promise<unknown>): Promise<Error> {
  return promise.then(
    (value) => {
      throw new Error(`expected a rejection, got ${JSON.stringify(value)}`);
    },
    (error: unknown) => error as Error,
  );
}

/** An `onAbort` under the test's control: how often it was asked, how often let go of, and the abort itself. */
function abortSource(abortedAlready = false) {
  const state = { asked: 0, stopped: 0, listener: undefined as (() => void) | undefined, abort: () => state.listener?.() };
  const onAbort = (listener: () => void) => {
    state.asked++;
    if (abortedAlready) listener();
    else state.listener = listener;
    return () => {
      state.stopped++;
      state.listener = undefined;
    };
  };
  return { state, onAbort };
}

describe('request headers over node:http', () => {
  it('sends one of each header: the defaults, the given ones winning whatever their case, Host and the body length', async () => {
    const seen: string[][] = [];
    const bodies: string[] = [];
    const rpc = await startRpcServer({
      answer: () => ({ result: null }),
      http: (request, _response, body) => {
        seen.push(request.rawHeaders);
        bodies.push(body);
        return false;
      },
    });
    servers.push(rpc);
    const pairs = (raw: string[]) => Array.from({ length: raw.length / 2 }, (_, i) => [raw[2 * i]!.toLowerCase(), raw[2 * i + 1]!] as const);
    const port = new URL(rpc.url).port;

    await client({ url: rpc.url, headers: { 'x-team': 'blue' } }).eth_getTransactionByHash(hash);
    const plain = pairs(seen[0]!);
    expect(Object.fromEntries(plain)).toMatchObject({ host: `127.0.0.1:${port}`, 'content-type': 'application/json', accept: 'application/json', 'x-team': 'blue', 'content-length': String(Buffer.byteLength(bodies[0]!)) });
    expect(new Set(plain.map(([name]) => name)).size).toBe(plain.length);

    // Given ones replace the defaults (any case); a given Host is sent instead of the URL's; a given Content-Length
    // never replaces the body's.
    await client({ url: rpc.url, headers: { 'Content-Type': 'application/json; charset=utf-8', ACCEPT: '*/*', Host: 'rpc.example', 'Content-Length': '1' } }).eth_getTransactionByHash(hash);
    const given = pairs(seen[1]!);
    const names = given.map(([name]) => name);
    expect(new Set(names).size).toBe(names.length);
    expect(Object.fromEntries(given)).toMatchObject({ host: 'rpc.example', 'content-type': 'application/json; charset=utf-8', accept: '*/*', 'content-length': String(Buffer.byteLength(bodies[1]!)) });
    expect(seen[1]!).toContain('Content-Type');
  });
});

describe.each(['http', 'ws'] as const)('onAbort over %s', (transport) => {
  async function holding(ms: number) {
    const rpc = await startRpcServer({
      answer: async (request: JsonRpcRequest) => {
        if (request.method === 'eth_getTransactionByHash') await sleep(ms);
        return { result: null };
      },
    });
    servers.push(rpc);
    return rpc;
  }
  const urlOf = (rpc: RpcServer) => (transport === 'ws' ? rpc.wsUrl : rpc.url);

  it('is asked once per call and let go of when the call is over', async () => {
    const rpc = await holding(0);
    const gateway = client({ url: urlOf(rpc), transport, retry: false });
    const { state, onAbort } = abortSource();
    expect(await gateway.eth_getTransactionByHash(hash, { onAbort })).toBeNull();
    expect(state).toMatchObject({ asked: 1, stopped: 1 });
  });

  it('aborts a call in flight with AbortError, without waiting for the answer', async () => {
    const rpc = await holding(2000);
    const gateway = client({ url: urlOf(rpc), transport, retry: false });
    const { state, onAbort } = abortSource();
    const started = performance.now();
    const call = gateway.eth_getTransactionByHash(hash, { onAbort });
    setTimeout(() => state.abort(), 30);
    expect(await rejection(call)).toBeInstanceOf(AbortError);
    expect(performance.now() - started).toBeLessThan(1500);
    expect(state.stopped).toBe(1);
  });

  it('refuses a call aborted already, before sending it', async () => {
    const rpc = await holding(0);
    const gateway = client({ url: urlOf(rpc), transport, retry: false });
    const { state, onAbort } = abortSource(true);
    expect(await rejection(gateway.eth_getTransactionByHash(hash, { onAbort }))).toBeInstanceOf(AbortError);
    expect(rpc.requests).toHaveLength(0);
    expect(state.stopped).toBe(1);
  });
});

describe('onAbort and retries', () => {
  it('stops the wait before a retry, and the retries after it', async () => {
    let count = 0;
    const rpc = await startRpcServer({
      answer: () => ({ result: null }),
      http: (_request, response) => {
        count++;
        response.writeHead(503).end('busy');
        return true;
      },
    });
    servers.push(rpc);
    const gateway = client({ url: rpc.url, retry: { retries: 5, delay: 200 } });
    const { state, onAbort } = abortSource();
    const call = gateway.eth_getTransactionByHash(hash, { onAbort });
    setTimeout(() => state.abort(), 80);
    expect(await rejection(call)).toBeInstanceOf(AbortError);
    expect(count).toBe(1);
    expect(state).toMatchObject({ asked: 1, stopped: 1 });
  });

  it('refuses an onAbort that is not a function', async () => {
    const gateway = client({ url: 'http://127.0.0.1:9' });
    const refused = await rejection(gateway.eth_getTransactionByHash(hash, { onAbort: 'soon' as unknown as () => () => void }));
    expect(refused).toBeInstanceOf(TypeError);
    expect(refused.message).toMatch(/onAbort must be a function/);
  });
});
