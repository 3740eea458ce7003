// The generated client against hostile servers (node:http and ws on 127.0.0.1, each stream bounded in bytes and
// time): answers past maxResponseBytes, one larger than V8's longest string, garbage, answers to other ids, batch
// answers with doubled or foreign ids, connections cut mid-answer, endless trickling bodies, floods of
// notifications. Each ends in its
// documented typed error, nothing reaches the process (unhandled rejection, uncaught exception), and the client
// serves the next call. Then the API key: hostile keys (quotes, backslashes, percent signs, 1-3 characters) echoed
// back in every form, at every cut position, never appear in an error or a log line, whole or in part.
import type { ServerResponse } from 'node:http';
import { inspect } from 'node:util';
import type { WebSocket } from 'ws';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  type Client,
  type ClientOptions,
  ConnectionError,
  createClient,
  HttpStatusError,
  JsonRpcError,
  ProtocolError,
  ResponseTooLargeError,
  SocketClosedError,
  TimeoutError,
} from '../generated/dist/index.js';
import { fragmentWriter, type HostileHttp, type HostileWs, type Request, requestsOf, responseWriter, sleep, startHostileHttp, startHostileWs, streamUntilStopped } from './client-hostile-servers.js';

const hash = '0x88df016429689c079f3b2f6ad39fa052532c56795b733da78a91ebe6a713944b';
const KiB = 1024;
const MiB = 1024 * KiB;

// Whatever escapes the client's promises lands here; every test ends by asserting nothing did.
const escaped: unknown[] = [];
const onEscape = (error: unknown) => escaped.push(error);
beforeAll(() => {
  process.on('unhandledRejection', onEscape);
  process.on('uncaughtException', onEscape);
});
afterAll(() => {
  process.off('unhandledRejection', onEscape);
  process.off('uncaughtException', onEscape);
});

const clients: Client[] = [];
const servers: (HostileHttp | HostileWs)[] = [];
function client(options: ClientOptions): Client {
  const made = createClient({ retry: false, ...options });
  clients.push(made);
  return made;
}
async function http(handle: Parameters<typeof startHostileHttp>[0]): Promise<HostileHttp> {
  const server = await startHostileHttp(handle);
  servers.push(server);
  return server;
}
async function ws(handle: Parameters<typeof startHostileWs>[0]): Promise<HostileWs> {
  const server = await startHostileWs(handle);
  servers.push(server);
  return server;
}
afterEach(async () => {
  await sleep(20);
  await Promise.all(clients.splice(0).map((c) => c.close()));
  await Promise.all(servers.splice(0).map((s) => s.close()));
  await sleep(20);
  expect(escaped.splice(0)).toEqual([]);
});

async function rejection(promise: Promise<unknown>): Promise<Error> {
  return promise.then(
    (value) => {
      throw new Error(`expected a rejection, got ${JSON.stringify(value)}`);
    },
    (error: unknown) => error as Error,
  );
}

/** `eth_getBlockByNumber` is the call every hostile server answers properly: the client must still get it. */
const isFine = (request: Request | undefined) => request?.method === 'eth_getBlockByNumber';
const fineAnswer = (request: Request) => JSON.stringify({ jsonrpc: '2.0', id: request.id, result: { number: '0x1', fine: true } });
async function expectUsable(gateway: Client): Promise<void> {
  expect(await gateway.eth_getBlockByNumber('latest', false)).toEqual({ number: '0x1', fine: true });
}
/** Answers the fine call properly; true when it did. */
function answerFineHttp(body: string, response: ServerResponse): boolean {
  const { requests } = requestsOf(body);
  if (!isFine(requests[0])) return false;
  response.writeHead(200, { 'content-type': 'application/json' }).end(fineAnswer(requests[0] as Request));
  return true;
}
function answerFineWs(body: string, socket: WebSocket): boolean {
  const { requests } = requestsOf(body);
  if (!isFine(requests[0])) return false;
  socket.send(fineAnswer(requests[0] as Request));
  return true;
}
/** Polls `condition` every 20 ms for at most `ms`. */
async function eventually(condition: () => boolean, ms = 3_000): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (!condition() && Date.now() < deadline) await sleep(20);
  return condition();
}

describe('HTTP answers past maxResponseBytes', () => {
  for (const via of ['node:http', 'fetch'] as const) {
    it(`stops reading a streamed answer past the limit (${via}), drops the connection, and serves the next call`, async () => {
      let sent = -1;
      const server = await http(async (body, response) => {
        if (answerFineHttp(body, response)) return;
        response.writeHead(200, { 'content-type': 'application/json' }); // no content-length: chunked, endless
        response.write('{"jsonrpc":"2.0","id":1,"result":"');
        sent = await streamUntilStopped(responseWriter(response), () => response.destroyed, Buffer.alloc(16 * KiB, 'x'), 32 * MiB, 5_000);
        response.destroy();
      });
      const gateway = client({ url: server.url, maxResponseBytes: 256 * KiB, ...(via === 'fetch' ? { fetch } : {}) });
      const error = await rejection(gateway.eth_getTransactionByHash(hash));
      expect(error).toBeInstanceOf(ResponseTooLargeError);
      const tooLarge = error as ResponseTooLargeError;
      expect(tooLarge.limit).toBe(256 * KiB);
      expect(tooLarge.received).toBeGreaterThan(256 * KiB);
      expect(tooLarge.retryable).toBe(false);
      expect(tooLarge.message).toMatch(/larger than maxResponseBytes/);
      // The server's stream ended because the client went away, long before its own 32 MiB bound.
      expect(await eventually(() => sent >= 0)).toBe(true);
      expect(sent).toBeLessThan(32 * MiB);
      await expectUsable(gateway);
    });
  }

  it('refuses an answer whose content-length announces more than the limit, without reading it', async () => {
    const server = await http((body, response) => {
      if (answerFineHttp(body, response)) return;
      response.writeHead(200, { 'content-type': 'application/json', 'content-length': String(2 ** 40) });
      response.write('{"jsonrpc"');
    });
    const gateway = client({ url: server.url, maxResponseBytes: MiB });
    const error = (await rejection(gateway.eth_getTransactionByHash(hash))) as ResponseTooLargeError;
    expect(error).toBeInstanceOf(ResponseTooLargeError);
    expect(error.received).toBe(2 ** 40);
    await expectUsable(gateway);
  });

  it("stops an endless answer at the default 64 MiB, so one larger than V8's longest string is never buffered", async () => {
    const cap = 600 * MiB; // past V8's longest string (~512 MiB): only reached if the client read on
    let sent = -1;
    const server = await http(async (body, response) => {
      if (answerFineHttp(body, response)) return;
      response.writeHead(200, { 'content-type': 'application/json' });
      response.write('{"jsonrpc":"2.0","id":1,"result":"');
      sent = await streamUntilStopped(responseWriter(response), () => response.destroyed, Buffer.alloc(MiB, 'x'), cap, 30_000);
      response.destroy();
    });
    const gateway = client({ url: server.url, timeout: 60_000 });
    const error = (await rejection(gateway.eth_getTransactionByHash(hash))) as ResponseTooLargeError;
    expect(error).toBeInstanceOf(ResponseTooLargeError);
    expect(error.limit).toBe(64 * MiB);
    expect(await eventually(() => sent >= 0, 10_000)).toBe(true);
    expect(sent).toBeLessThan(cap);
    await expectUsable(gateway);
  });
});

describe('HTTP garbage, wrong ids and broken connections', () => {
  it('turns garbage into ProtocolError: not JSON, JSON of the wrong shape', async () => {
    let reply = (_request: Request) => '';
    const server = await http((body, response) => {
      if (answerFineHttp(body, response)) return;
      response.writeHead(200, { 'content-type': 'application/json' }).end(reply(requestsOf(body).requests[0] as Request));
    });
    const gateway = client({ url: server.url });
    const garbage: [string, (r: Request) => string, RegExp][] = [
      ['html', () => '<html>502 Bad Gateway</html>', /is not JSON: <html>502/],
      ['empty', () => '', /is not JSON/],
      ['number', () => '42', /not a JSON-RPC response: 42/],
      ['array', (r) => JSON.stringify([{ jsonrpc: '2.0', id: r.id, result: 1 }]), /not a JSON-RPC response/],
      ['neither', (r) => JSON.stringify({ jsonrpc: '2.0', id: r.id }), /neither result nor error/],
      ['deep', () => `${'['.repeat(200_000)}${']'.repeat(200_000)}`, /not a JSON-RPC response: \(a value nested too deep to print\)/],
    ];
    for (const [name, make, message] of garbage) {
      reply = make;
      const error = await rejection(gateway.eth_getTransactionByHash(hash));
      expect(error, name).toBeInstanceOf(ProtocolError);
      expect(error.message, name).toMatch(message);
    }
    await expectUsable(gateway);
  });

  it("never takes an answer to another id as the call's result or error; an error with id null is the server's", async () => {
    let reply = (_request: Request) => '';
    const server = await http((body, response) => {
      if (answerFineHttp(body, response)) return;
      response.writeHead(200).end(reply(requestsOf(body).requests[0] as Request));
    });
    const gateway = client({ url: server.url });
    reply = (r) => JSON.stringify({ jsonrpc: '2.0', id: r.id + 1, result: 'someone else' });
    expect((await rejection(gateway.eth_getTransactionByHash(hash))).message).toMatch(/the answer has id \d+, the request \d+/);
    reply = (r) => JSON.stringify({ jsonrpc: '2.0', id: r.id + 1, error: { code: 3, message: 'execution reverted' } });
    const foreignError = await rejection(gateway.eth_getTransactionByHash(hash));
    expect(foreignError).toBeInstanceOf(ProtocolError);
    expect(foreignError).not.toBeInstanceOf(JsonRpcError);
    reply = (r) => JSON.stringify({ jsonrpc: '2.0', id: String(r.id), result: 'string id' });
    expect(await rejection(gateway.eth_getTransactionByHash(hash))).toBeInstanceOf(ProtocolError);
    reply = () => JSON.stringify({ jsonrpc: '2.0', id: null, result: 'null id result' });
    expect(await rejection(gateway.eth_getTransactionByHash(hash))).toBeInstanceOf(ProtocolError);
    reply = () => JSON.stringify({ jsonrpc: '2.0', id: null, error: { code: -32600, message: 'Invalid Request' } });
    const nullError = await rejection(gateway.eth_getTransactionByHash(hash));
    expect(nullError).toBeInstanceOf(JsonRpcError);
    expect((nullError as JsonRpcError).code).toBe(-32600);
    await expectUsable(gateway);
  });

  it('refuses a batch answer with an id twice or an id it did not send; a missing entry fails that call alone', async () => {
    let reply = (_requests: Request[]) => [] as unknown[];
    const server = await http((body, response) => {
      if (answerFineHttp(body, response)) return;
      response.writeHead(200).end(JSON.stringify(reply(requestsOf(body).requests)));
    });
    const gateway = client({ url: server.url });
    const ok = (r: Request) => ({ jsonrpc: '2.0', id: r.id, result: `for ${r.id}` });
    const batch = () => gateway.batch((b) => [b.eth_getTransactionByHash(hash), b.eth_getTransactionReceipt(hash)]);

    reply = (rs) => [ok(rs[0] as Request), ok(rs[0] as Request)];
    const doubled = await rejection(batch());
    expect(doubled).toBeInstanceOf(ProtocolError);
    expect(doubled.message).toMatch(/holds id \d+ twice/);

    reply = (rs) => [ok(rs[0] as Request), { jsonrpc: '2.0', id: 424242, result: 'stray' }, ok(rs[1] as Request)];
    expect((await rejection(batch())).message).toMatch(/holds id 424242, which the batch did not send/);

    reply = (rs) => [ok(rs[0] as Request), { jsonrpc: '2.0', id: (rs[1] as Request).id + 1000, error: { code: 3, message: 'foreign' } }];
    expect(await rejection(batch())).toBeInstanceOf(ProtocolError);

    reply = (rs) => [ok(rs[0] as Request), 'not an answer'];
    expect((await rejection(batch())).message).toMatch(/not a JSON-RPC response/);

    reply = (rs) => [ok(rs[1] as Request)];
    const [first, second] = await batch();
    expect(first.ok).toBe(false);
    if (!first.ok) expect(first.error).toBeInstanceOf(ProtocolError);
    expect(second.ok && second.value).toMatch(/^for \d+$/);
    await expectUsable(gateway);
  });

  it('reports an answer cut off mid-way as ConnectionError', async () => {
    const server = await http((body, response) => {
      if (answerFineHttp(body, response)) return;
      response.writeHead(200, { 'content-type': 'application/json', 'content-length': '1000' });
      response.write('{"jsonrpc":"2.0","id":1,"res', () => setTimeout(() => response.socket?.destroy(), 20));
    });
    const gateway = client({ url: server.url });
    const error = await rejection(gateway.eth_getTransactionByHash(hash));
    expect(error).toBeInstanceOf(ConnectionError);
    expect(error.message).toMatch(/broke off after \d+ bytes/);
    await expectUsable(gateway);
  });

  for (const via of ['node:http', 'fetch'] as const) {
    it(`times out an endless trickling body (${via}) and destroys the connection`, async () => {
      let trickling = false;
      let stopped = false;
      const server = await http(async (body, response) => {
        if (answerFineHttp(body, response)) return;
        response.writeHead(200, { 'content-type': 'application/json' });
        trickling = true;
        // One byte every 20 ms, for at most 10 s: the client must give up long before.
        await streamUntilStopped(
          async (chunk) => {
            await responseWriter(response)(chunk);
            await sleep(20);
          },
          () => response.destroyed,
          Buffer.from(' '),
          500,
          10_000,
        );
        stopped = response.destroyed;
      });
      const gateway = client({ url: server.url, timeout: 400, ...(via === 'fetch' ? { fetch } : {}) });
      const started = Date.now();
      const error = (await rejection(gateway.eth_getTransactionByHash(hash))) as TimeoutError;
      expect(error).toBeInstanceOf(TimeoutError);
      expect(error.timeout).toBe(400);
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(trickling).toBe(true);
      // The server sees its connection go away (its trickle stops), well before its 10 s bound.
      expect(await eventually(() => stopped)).toBe(true);
      await expectUsable(gateway);
    });
  }
});

describe('WebSocket answers past maxResponseBytes', () => {
  it('closes the socket on a message growing past the limit, fails the calls waiting on it, and opens a new one', async () => {
    let sent = -1;
    const server = await ws(async (body, socket) => {
      if (answerFineWs(body, socket)) return;
      if (sent !== -1) return; // one endless message is enough
      sent = 0;
      sent = await streamUntilStopped(fragmentWriter(socket), () => socket.readyState !== socket.OPEN, Buffer.alloc(16 * KiB, 'x'), 32 * MiB, 5_000);
    });
    const lines: string[] = [];
    const gateway = client({ url: server.url, transport: 'ws', maxResponseBytes: 256 * KiB, logger: { warn: (m) => lines.push(m) } });
    const [a, b] = await Promise.all([rejection(gateway.eth_getTransactionByHash(hash)), rejection(gateway.eth_getTransactionReceipt(hash))]);
    for (const error of [a, b]) {
      expect(error).toBeInstanceOf(ResponseTooLargeError);
      expect((error as ResponseTooLargeError).limit).toBe(256 * KiB);
    }
    expect(await eventually(() => sent > 0)).toBe(true);
    expect(sent).toBeLessThan(32 * MiB);
    expect(lines.join('\n')).toMatch(/larger than maxResponseBytes/);
    // reconnect is off, yet the client closed that socket itself: the next call opens a new one.
    await expectUsable(gateway);
    expect(server.connections).toBe(2);
  });

  it("stops an endless message at the default 64 MiB, so one larger than V8's longest string is never buffered", async () => {
    const cap = 600 * MiB;
    let sent = -1;
    const server = await ws(async (body, socket) => {
      if (answerFineWs(body, socket)) return;
      sent = await streamUntilStopped(fragmentWriter(socket), () => socket.readyState !== socket.OPEN, Buffer.alloc(MiB, 'x'), cap, 30_000);
    });
    const gateway = client({ url: server.url, transport: 'ws', timeout: 60_000 });
    const error = (await rejection(gateway.eth_getTransactionByHash(hash))) as ResponseTooLargeError;
    expect(error).toBeInstanceOf(ResponseTooLargeError);
    expect(error.limit).toBe(64 * MiB);
    expect(await eventually(() => sent >= 0, 10_000)).toBe(true);
    expect(sent).toBeLessThan(cap);
    await expectUsable(gateway);
  });

  it('checks a message of a given WebSocket class after it arrived', async () => {
    const { WebSocket: Ws } = await import('ws');
    const server = await ws((body, socket) => {
      if (answerFineWs(body, socket)) return;
      socket.send(JSON.stringify({ jsonrpc: '2.0', id: requestsOf(body).requests[0]?.id, result: 'x'.repeat(300 * KiB) }));
    });
    const gateway = client({ url: server.url, transport: 'ws', webSocket: Ws, maxResponseBytes: 256 * KiB });
    const error = (await rejection(gateway.eth_getTransactionByHash(hash))) as ResponseTooLargeError;
    expect(error).toBeInstanceOf(ResponseTooLargeError);
    expect(error.received).toBeGreaterThan(300 * KiB);
    await expectUsable(gateway);
  });
});

describe('WebSocket garbage, wrong ids and broken connections', () => {
  // Each breaks the socket at once, as the same answer over HTTP fails its call at once: not 30 s of waiting.
  const faults: [string, (request: Request) => string][] = [
    ['not JSON', () => '<html>not json</html>'],
    ['an unknown id', (r) => JSON.stringify({ jsonrpc: '2.0', id: r.id + 987_654, result: 'unknown id' })],
    ['a string id', (r) => JSON.stringify({ jsonrpc: '2.0', id: String(r.id), result: 'string id' })],
    ['an empty array', () => '[]'],
    ['a number', () => '42'],
    ['an object without id', () => JSON.stringify({ jsonrpc: '2.0', result: 'no id' })],
    ['nesting too deep to print', () => `${'['.repeat(100_000)}${']'.repeat(100_000)}`],
  ];
  for (const [name, fault] of faults) {
    it(`breaks the socket at once on ${name}: every call waiting on it fails with ProtocolError, the next call opens a new one`, async () => {
      const server = await ws((body, socket) => {
        if (answerFineWs(body, socket)) return;
        const request = requestsOf(body).requests[0] as Request;
        // The second call only waits: it fails with the first, the socket being broken.
        if (request.method === 'eth_getTransactionByHash') socket.send(fault(request));
      });
      const lines: string[] = [];
      const gateway = client({ url: server.url, transport: 'ws', timeout: 30_000, logger: { warn: (m) => lines.push(m) } });
      const started = performance.now();
      const receipt = rejection(gateway.eth_getTransactionReceipt(hash));
      await sleep(50);
      const errors = await Promise.all([rejection(gateway.eth_getTransactionByHash(hash)), receipt]);
      expect(performance.now() - started).toBeLessThan(1_000);
      for (const error of errors) {
        expect(error).toBeInstanceOf(ProtocolError);
        expect(error.message).toMatch(/the WebSocket was closed/);
      }
      expect(lines.join('\n')).toMatch(/the WebSocket was closed/);
      await expectUsable(gateway);
      expect(server.connections).toBe(2);
    });
  }

  it('a wrong shape with the right id fails that call alone; an id-null error is the call that waits alone', async () => {
    const server = await ws((body, socket) => {
      if (answerFineWs(body, socket)) return;
      const request = requestsOf(body).requests[0] as Request;
      if (request.method === 'eth_getTransactionReceipt') socket.send(JSON.stringify({ jsonrpc: '2.0', id: request.id, foo: 1 }));
      else socket.send(JSON.stringify({ jsonrpc: '2.0', id: null, error: { code: -32600, message: 'null id' } }));
    });
    const gateway = client({ url: server.url, transport: 'ws' });
    const shape = await rejection(gateway.eth_getTransactionReceipt(hash));
    expect(shape).toBeInstanceOf(ProtocolError);
    expect(shape.message).toMatch(/neither result nor error/);
    const nullId = await rejection(gateway.eth_getTransactionByHash(hash));
    expect(nullId).toBeInstanceOf(JsonRpcError);
    expect(nullId.message).toBe('null id');
    await expectUsable(gateway);
    expect(server.connections).toBe(1);
  });

  it('never resolves a call with the answer to an unknown id; a late answer to a call given up on is ignored', async () => {
    const server = await ws(async (body, socket) => {
      const request = requestsOf(body).requests[0] as Request;
      if (request.method === 'eth_getTransactionByHash') socket.send(JSON.stringify({ jsonrpc: '2.0', id: request.id + 10_000, error: { code: 3, message: 'not yours' } }));
      else if (request.method === 'eth_getTransactionReceipt') {
        // Past the call's timeout: the client gave up on it, and the node is merely slow.
        await sleep(400);
        socket.send(JSON.stringify({ jsonrpc: '2.0', id: request.id, result: 'late' }));
      } else socket.send(JSON.stringify({ jsonrpc: '2.0', id: request.id, result: 'yours' }));
    });
    const gateway = client({ url: server.url, transport: 'ws', timeout: 200 });
    const stray = await rejection(gateway.eth_getTransactionByHash(hash));
    expect(stray).toBeInstanceOf(ProtocolError);
    expect(stray.message).toMatch(/sent an answer to no call waiting on it/);
    // Another call answered meanwhile: the socket is not stuck, only that call is slow.
    const [late, other] = await Promise.all([rejection(gateway.eth_getTransactionReceipt(hash)), gateway.eth_getBlockByNumber('latest', false)]);
    expect(late).toBeInstanceOf(TimeoutError);
    expect(other).toBe('yours');
    await sleep(300);
    expect(await gateway.eth_getBlockByNumber('latest', false)).toBe('yours');
    // One socket for the stray answer's break, one since: the late answer closed nothing.
    expect(server.connections).toBe(2);
  });

  it('tolerates a few notifications; a flood closes the socket (SocketClosedError, code 1008) and the next call opens a new one', async () => {
    const notification = JSON.stringify({ jsonrpc: '2.0', method: 'eth_subscription', params: { subscription: '0x1', result: 'x'.repeat(100) } });
    let flood = 0;
    let sent = 0;
    const server = await ws((body, socket) => {
      for (let i = 0; i < flood; i++) socket.send(notification);
      sent += flood;
      if (answerFineWs(body, socket)) return;
      // The flooded call gets no answer: only the flood bound ends its wait.
    });
    const lines: string[] = [];
    const gateway = client({ url: server.url, transport: 'ws', timeout: 30_000, logger: { warn: (m) => lines.push(m) } });
    flood = 10;
    await expectUsable(gateway);
    await expectUsable(gateway);
    expect(server.connections).toBe(1);
    flood = 200;
    const started = performance.now();
    const error = (await rejection(gateway.eth_getTransactionByHash(hash))) as SocketClosedError;
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(error).toBeInstanceOf(SocketClosedError);
    expect(error.code).toBe(1008);
    expect(lines.join('\n')).toMatch(/unsolicited messages .* within 10000 ms/);
    flood = 0;
    await expectUsable(gateway);
    expect(server.connections).toBe(2);
    expect(sent).toBe(220);
  });

  it('refuses a batch answer with an id twice or an id it did not send; a missing entry fails that call alone', async () => {
    let reply = (_requests: Request[]) => [] as unknown[];
    const server = await ws((body, socket) => {
      if (answerFineWs(body, socket)) return;
      socket.send(JSON.stringify(reply(requestsOf(body).requests)));
    });
    const gateway = client({ url: server.url, transport: 'ws' });
    const ok = (r: Request) => ({ jsonrpc: '2.0', id: r.id, result: `for ${r.id}` });
    const batch = () => gateway.batch((b) => [b.eth_getTransactionByHash(hash), b.eth_getTransactionReceipt(hash)]);
    reply = (rs) => [ok(rs[0] as Request), ok(rs[0] as Request)];
    expect((await rejection(batch())).message).toMatch(/twice/);
    reply = (rs) => [ok(rs[0] as Request), ok(rs[1] as Request), { jsonrpc: '2.0', id: 777_777, result: 'stray' }];
    expect((await rejection(batch())).message).toMatch(/holds id 777777, which the batch did not send/);
    reply = (rs) => [ok(rs[1] as Request)];
    const [first, second] = await batch();
    expect(first.ok ? 'ok' : first.error.name).toBe('ProtocolError');
    expect(second.ok).toBe(true);
    await expectUsable(gateway);
  });

  it('fails the calls of a socket closed mid-answer with SocketClosedError; with reconnect the next call works', async () => {
    let cut = false;
    const server = await ws(async (body, socket) => {
      if (answerFineWs(body, socket)) return;
      cut = true;
      await fragmentWriter(socket)(Buffer.from('{"jsonrpc":"2.0","id":1,"res'));
      socket.terminate();
    });
    const gateway = client({ url: server.url, transport: 'ws', reconnect: true });
    const error = (await rejection(gateway.eth_getTransactionByHash(hash))) as SocketClosedError;
    expect(cut).toBe(true);
    expect(error).toBeInstanceOf(SocketClosedError);
    expect(error.code).toBe(1006);
    await expectUsable(gateway);
  });

  it('times out a message trickling forever and closes its stuck socket; the next call opens a new one', async () => {
    let stopped = false;
    const server = await ws(async (body, socket) => {
      if (answerFineWs(body, socket)) return;
      const write = fragmentWriter(socket);
      await streamUntilStopped(
        async (chunk) => {
          await write(chunk);
          await sleep(20);
        },
        () => socket.readyState !== socket.OPEN,
        Buffer.from(' '),
        500,
        10_000,
      );
      stopped = socket.readyState !== socket.OPEN;
    });
    const lines: string[] = [];
    const gateway = client({ url: server.url, transport: 'ws', timeout: 400, logger: { warn: (m) => lines.push(m) } });
    expect(await rejection(gateway.eth_getTransactionByHash(hash))).toBeInstanceOf(TimeoutError);
    expect(await eventually(() => stopped)).toBe(true);
    expect(lines.join('\n')).toMatch(/closed the WebSocket, no message arrived on it for \d+ ms/);
    await expectUsable(gateway);
    expect(server.connections).toBe(2);
  });

  it('keeps working when the logger throws', async () => {
    const server = await ws((body, socket) => {
      socket.send(JSON.stringify({ jsonrpc: '2.0', method: 'eth_subscription', params: { note: 'gets logged' } }));
      answerFineWs(body, socket);
    });
    const gateway = client({
      url: server.url,
      transport: 'ws',
      logger: {
        debug: () => {
          throw new Error('logger broke');
        },
      },
    });
    await expectUsable(gateway);
    await expectUsable(gateway);
  });
});
