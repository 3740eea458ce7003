// The gateway under hostile upstreams (node:http and ws servers on 127.0.0.1): answers bounded in total across
// sockets (the gateway in a child process, its peak RSS read from /proc), upstream error objects capped and masked,
// and WebSocket faults (garbage, wrong ids, non-responses, floods of notifications) answered at once, as over HTTP.
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterEach, describe, expect, it } from 'vitest';
import { type HostileHttp, type HostileWs, type Request, requestsOf, startHostileHttp, startHostileWs } from './client-hostile-servers.js';
import { post, startGateway, until, type Gateway } from './gateway-helpers.js';
import { repoRoot } from './helpers.js';

const key = 'bounds-test-key';
const MB = 1_000_000;
const block = { number: '0x1', hash: `0x${'11'.repeat(32)}`, gasLimit: '0x1c9c380' };
const hash = `0x${'ab'.repeat(32)}`;
const callParams = [{ from: `0x${'33'.repeat(20)}`, to: `0x${'22'.repeat(20)}`, data: '0x' }, 'latest'];

const cleanup: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});
async function gateway(...args: Parameters<typeof startGateway>): Promise<Gateway> {
  const started = await startGateway(...args);
  cleanup.push(() => started.close());
  return started;
}
async function http(handle: Parameters<typeof startHostileHttp>[0]): Promise<HostileHttp> {
  const server = await startHostileHttp(handle);
  cleanup.push(() => server.close());
  return server;
}
async function ws(handle: Parameters<typeof startHostileWs>[0]): Promise<HostileWs> {
  const server = await startHostileWs(handle);
  cleanup.push(() => server.close());
  return server;
}
const answer = (id: unknown, rest: object) => JSON.stringify({ jsonrpc: '2.0', id, ...rest });

/** The gateway in a child process, in front of `url`; its pid and the address to call. */
async function childGateway(url: string, options: object = {}): Promise<{ child: ChildProcess; http: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(repoRoot, 'test/gateway-budget-child.mjs'), url, JSON.stringify(options)], { stdio: ['pipe', 'pipe', 'inherit'] });
  cleanup.push(() => {
    child.stdin?.end();
    child.kill();
  });
  const line = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout! }).once('line', resolve);
    child.once('exit', (code) => reject(new Error(`the gateway exited (${code})`)));
  });
  const { port } = JSON.parse(line) as { port: number };
  return { child, http: `http://127.0.0.1:${port}/v3/${key}` };
}

/** A field of /proc/<pid>/status in bytes (VmRSS: resident now; VmHWM: the most resident so far). */
function procBytes(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return Number(match?.[1]) * 1024;
}

describe('upstream answers bounded in total across sockets', () => {
  // An answer costs about four times its bytes on its way through (bytes, text, parsed value, the reply printed
  // again), so the default budget of 128 MiB (two 60 MB answers) keeps the announced storm under 700 MB. Chunked
  // answers are refused only once their bytes arrive: the bytes of the refused ones are garbage until the next
  // collection, hence the higher bound. Without the budget (main): 2.4 and 3.5 GB, and growing with the storm.
  const bounds = { 'content-length': 700 * MB, chunked: 1_200 * MB };
  for (const framing of ['content-length', 'chunked'] as const) {
    it(`32 concurrent 60 MB answers (${framing}): at most 128 MiB in flight, the rest refused at once with -32050, peak RSS under ${bounds[framing] / MB} MB`, async () => {
      // One 60 MB result, written to every socket (the upstream's memory is not under test).
      const body = Buffer.from(`"0x${'00'.repeat(30 * MB)}"`);
      let asked = 0;
      const upstream = await http((text, response) => {
        const request = requestsOf(text).requests[0] as Request;
        if (request.method !== 'eth_call') return void response.writeHead(200).end(answer(request.id, { result: block }));
        asked++;
        const head = Buffer.from(`{"jsonrpc":"2.0","id":${JSON.stringify(request.id)},"result":`);
        const tail = Buffer.from('}');
        const size = head.length + body.length + tail.length;
        response.writeHead(200, framing === 'chunked' ? { 'content-type': 'application/json' } : { 'content-type': 'application/json', 'content-length': size });
        response.on('error', () => undefined);
        response.write(head);
        response.write(body);
        response.end(tail);
      });
      const { child, http: url } = await childGateway(upstream.url);
      const before = procBytes(child.pid!, 'VmRSS');
      const started = performance.now();
      const calls = await Promise.all(
        Array.from({ length: 32 }, async () => {
          const reply = await post(url, 'eth_call', callParams);
          return { ...reply, ms: performance.now() - started };
        }),
      );
      const peak = procBytes(child.pid!, 'VmHWM');
      const ok = calls.filter((c) => typeof c.body.result === 'string');
      const refused = calls.filter((c) => c.body.error !== undefined);
      expect(asked).toBe(32);
      expect(ok.length + refused.length).toBe(32);
      // 128 MiB holds two 60 MB answers at once; later ones may fit as earlier ones finish.
      expect(ok.length).toBeGreaterThanOrEqual(1);
      expect(refused.length).toBeGreaterThanOrEqual(16);
      for (const call of ok) expect((call.body.result as string).length).toBe(60 * MB + 2);
      for (const call of refused) {
        expect(call.body.error).toEqual({ code: -32050, message: 'Upstream unavailable', data: { reason: 'the gateway is receiving too many upstream answer bytes at once (responseBudgetBytes)' } });
      }
      // Refused as soon as their bytes would not fit: before the answers that fit were through.
      const firstRefused = Math.min(...refused.map((c) => c.ms));
      const lastOk = Math.max(...ok.map((c) => c.ms));
      expect(firstRefused).toBeLessThan(lastOk);
      console.log(`${framing}: ${ok.length} answered, ${refused.length} refused; RSS ${Math.round(before / MB)} MB before, peak ${Math.round(peak / MB)} MB; first refusal after ${Math.round(firstRefused)} ms, last answer after ${Math.round(lastOk)} ms`);
      expect(peak).toBeLessThan(bounds[framing]);
      // The budget was given back: the node is up and answers again.
      const again = await post(url, 'eth_call', callParams);
      expect((again.body.result as string).length).toBe(60 * MB + 2);
    }, 120_000);
  }
});

describe('upstream error objects: capped, masked, code checked', () => {
  const secretKey = 'prov1derKeyAbCdEf0123456789';
  const token = 'tokEn-9876543210';
  const password = 'pa55w0rd-secret';
  const deep = (levels: number): unknown => {
    let value: unknown = 1;
    for (let i = 0; i < levels; i++) value = [value];
    return value;
  };
  const notJsonRpc = { code: -32051, message: 'Upstream answer rejected', data: { reason: 'the answer is not a JSON-RPC response to the call' } };

  it('cuts the message at 1 KiB, drops data over 64 KiB, passes code, message and data only, and refuses a code that is no integer', async () => {
    let error: unknown = {};
    const upstream = await http((text, response) => {
      const request = requestsOf(text).requests[0] as Request;
      response.writeHead(200, { 'content-type': 'application/json' }).end(answer(request.id, request.method === 'eth_getTransactionByHash' ? { error } : { result: block }));
    });
    const gw = await gateway({ upstream: upstream.url });
    const ask = async (object: unknown) => {
      error = object;
      return (await post(gw.http(key), 'eth_getTransactionByHash', [hash])).body.error;
    };
    expect(await ask({ code: -32000, message: 'm'.repeat(5_000) })).toEqual({ code: -32000, message: `${'m'.repeat(1024)}…` });
    expect(await ask({ code: -32000, message: 'm'.repeat(1024), data: { small: ['x'.repeat(60_000)] } })).toEqual({ code: -32000, message: 'm'.repeat(1024), data: { small: ['x'.repeat(60_000)] } });
    const note = expect.stringMatching(/^\(left out: the upstream's error data is over 65536 characters of JSON, or nested over 64 levels\)$/);
    expect(await ask({ code: 3, message: 'big', data: { blob: 'd'.repeat(100_000) } })).toEqual({ code: 3, message: 'big', data: note });
    expect(await ask({ code: 3, message: 'many', data: Array.from({ length: 20_000 }, (_, i) => i) })).toEqual({ code: 3, message: 'many', data: note });
    // Past 64 levels the client has already put a note in the data's place.
    expect(JSON.stringify((await ask({ code: 3, message: 'deep', data: deep(1_000) }))?.data)).toBe(`${'['.repeat(64)}"(nested too deep: left out)"${']'.repeat(64)}`);
    expect(await ask({ code: -32000, message: 'extra', data: { a: 1 }, stack: 'at upstream.js:1', extra: { secret: 1 } })).toEqual({ code: -32000, message: 'extra', data: { a: 1 } });
    for (const code of [1.5, '-32000', null, undefined, 2 ** 60]) expect(await ask({ code, message: 'odd code' })).toEqual(notJsonRpc);
    // Each was the node's answer, not an outage.
    expect(gw.upstream.status()[0]?.up).toBe(true);
  });

  it("masks the node's URL, host, key, token and password in message and data, in every form", async () => {
    let echo = '';
    const upstream = await http((text, response) => {
      const request = requestsOf(text).requests[0] as Request;
      const error = {
        code: -32000,
        message: `cannot serve ${echo} (key ${secretKey}, token ${token}, password ${password}, escaped ${JSON.stringify(echo)})`,
        data: { url: echo, [secretKey]: encodeURIComponent(echo), nested: [{ token, password }, echo.replace('http://', '')] },
      };
      response.writeHead(200, { 'content-type': 'application/json' }).end(answer(request.id, request.method === 'eth_getTransactionByHash' ? { error } : { result: block }));
    });
    const port = new URL(upstream.url).port;
    echo = `http://user:${password}@127.0.0.1:${port}/v3/${secretKey}?token=${token}`;
    const gw = await gateway({ upstream: echo });
    const reply = (await post(gw.http(key), 'eth_getTransactionByHash', [hash])).body.error;
    const text = JSON.stringify(reply);
    expect(reply?.code).toBe(-32000);
    expect(reply?.message).toMatch(/^cannot serve \*\*\* \(key \*\*\*, token \*\*\*, password \*\*\*, escaped "\*\*\*"\)$/);
    for (const secret of [secretKey, token, password, '127.0.0.1', port, encodeURIComponent(secretKey).slice(0, 8)]) expect(text).not.toContain(secret);
    expect(reply?.data).toEqual({ url: '***', '***': '***', nested: [{ token: '***', password: '***' }, '***'] });
  });
});

describe('WebSocket upstream faults answered at once, as over HTTP', () => {
  /** What a hostile node sends for each `eth_getTransactionByHash` fault, by the hash asked for. */
  const faults: Record<string, (id: number) => string> = {
    [`0x${'01'.repeat(32)}`]: () => '<html>bad gateway</html>',
    [`0x${'02'.repeat(32)}`]: (id) => answer(id + 1000, { result: null }),
    [`0x${'03'.repeat(32)}`]: () => '[]',
    [`0x${'04'.repeat(32)}`]: (id) => JSON.stringify({ jsonrpc: '2.0', id: String(id), result: null }),
  };
  const reply = (request: Request): string => {
    const fault = request.method === 'eth_getTransactionByHash' ? faults[(request.params as string[])[0] as string] : undefined;
    return fault === undefined ? answer(request.id, { result: request.method === 'eth_getTransactionByHash' ? null : block }) : fault(request.id);
  };

  it('garbage, a wrong id, an empty array, a string id: -32051 in well under 1 s (timeout 30 s), the same as over HTTP; the next call reconnects', async () => {
    const overWs = await ws((text, socket) => socket.send(reply(requestsOf(text).requests[0] as Request)));
    const overHttp = await http((text, response) => void response.writeHead(200, { 'content-type': 'application/json' }).end(reply(requestsOf(text).requests[0] as Request)));
    const viaWs = await gateway({ upstream: overWs.url });
    const viaHttp = await gateway({ upstream: overHttp.url });
    for (const fault of Object.keys(faults)) {
      const started = performance.now();
      const { body } = await post(viaWs.http(key), 'eth_getTransactionByHash', [fault]);
      expect(performance.now() - started).toBeLessThan(1_000);
      expect(body.error).toEqual({ code: -32051, message: 'Upstream answer rejected', data: { reason: 'the answer is not a JSON-RPC response to the call' } });
      expect((await post(viaHttp.http(key), 'eth_getTransactionByHash', [fault])).body.error).toEqual(body.error);
      expect((await post(viaWs.http(key), 'eth_getTransactionByHash', [hash])).body).toMatchObject({ result: null });
    }
    expect(overWs.connections).toBe(1 + Object.keys(faults).length);
    expect(viaWs.upstream.status()[0]?.up).toBe(true);
  });

  it('a flood of notifications closes the socket: the waiting call is an outage (-32050) at once, and calls work again after the reconnect', async () => {
    const flood = `0x${'0f'.repeat(32)}`;
    const notification = JSON.stringify({ jsonrpc: '2.0', method: 'eth_subscription', params: { subscription: '0x1', result: 'x'.repeat(1000) } });
    let sent = 0;
    const upstream = await ws((text, socket) => {
      const request = requestsOf(text).requests[0] as Request;
      if ((request.params as unknown[] | undefined)?.[0] !== flood) return socket.send(reply(request));
      // More than the 100 a socket may bring in 10 s; the call itself is never answered.
      for (let i = 0; i < 150 && socket.readyState === socket.OPEN; i++, sent++) socket.send(notification);
    });
    const gw = await gateway({ upstream: upstream.url, healthCheckSeconds: 0.2 });
    const started = performance.now();
    const { body } = await post(gw.http(key), 'eth_getTransactionByHash', [flood]);
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(body.error).toEqual({ code: -32050, message: 'Upstream unavailable', data: { reason: 'socket closed (1008)' } });
    expect(sent).toBe(150);
    // Down for the flood, probed on a new socket, up again.
    await until(() => gw.upstream.status()[0]?.up === true, 5_000, 'the upstream back up');
    expect((await post(gw.http(key), 'eth_getTransactionByHash', [hash])).body).toMatchObject({ result: null });
    expect(upstream.connections).toBe(2);
  });
});
