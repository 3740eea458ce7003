// The gateway's upstream calls end with the server's call: a caller who goes away aborts the upstream request, and
// the client learns of it through `onAbort` from the call's own context: no AbortController and no EventTarget
// listener per forwarded call (a controller each cost a forwarded call more than the rest of its bookkeeping; a
// pooled one still cost a listener added and removed per call). Against a node:http upstream on 127.0.0.1; the calls
// go through node:http too, whose client makes no AbortController of its own (fetch would).
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { startGateway, until, type Gateway } from './gateway-helpers.js';

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  globalThis.AbortController = RealAbortController;
  EventTarget.prototype.addEventListener = realAddEventListener;
  for (const close of closers.splice(0).reverse()) await close();
});
const RealAbortController = globalThis.AbortController;
const realAddEventListener = EventTarget.prototype.addEventListener;
const slot = `0x${'00'.repeat(31)}2a`;

/** An upstream answering eth_getStorageAt, or holding the answer (until the test ends) while `hold` is set. */
async function upstream(): Promise<{ url: string; hold: boolean; held: ServerResponse[] }> {
  const state = { url: '', hold: false, held: [] as ServerResponse[] };
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const { id } = JSON.parse(body) as { id: number };
      if (state.hold) return void state.held.push(res);
      const text = JSON.stringify({ jsonrpc: '2.0', id, result: slot });
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
      res.end(text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  closers.push(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  return state;
}

/** eth_getStorageAt through the gateway with node:http; `cancel` gets how to drop the request mid-call. */
function call(url: string, cancel?: (drop: () => void) => void): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const text = `{"jsonrpc":"2.0","id":1,"method":"eth_getStorageAt","params":["0x${'11'.repeat(20)}","0x0","latest"]}`;
    const req = request(url, { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': text.length } }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end(text);
    cancel?.(() => req.destroy());
  });
}

describe('gateway upstream aborts', () => {
  let gateway: Gateway;

  it('makes no AbortController and adds no abort listener per forwarded call', async () => {
    const node = await upstream();
    gateway = await startGateway({ upstream: node.url });
    closers.push(() => gateway.close());
    const url = gateway.http('abort-test-key-0001');
    expect((await call(url)).body).toContain(`"result":"${slot}"`);
    let made = 0;
    let listening = 0;
    globalThis.AbortController = class extends RealAbortController {
      constructor() {
        super();
        made++;
      }
    };
    EventTarget.prototype.addEventListener = function (this: EventTarget, ...args: Parameters<EventTarget['addEventListener']>) {
      if (this instanceof AbortSignal) listening++;
      return realAddEventListener.apply(this, args);
    };
    const calls = 50;
    for (let i = 0; i < calls; i++) expect((await call(url)).body).toContain(`"result":"${slot}"`);
    globalThis.AbortController = RealAbortController;
    EventTarget.prototype.addEventListener = realAddEventListener;
    // One controller per call at first (each call's context made its own), then one listener per call on a pooled one.
    expect(made).toBe(0);
    expect(listening).toBe(0);
  });

  it('a caller who goes away still aborts the upstream request, and the calls after it are served', async () => {
    const node = await upstream();
    gateway = await startGateway({ upstream: node.url });
    closers.push(() => gateway.close());
    const url = gateway.http('abort-test-key-0002');
    // Warm: connections open.
    expect((await call(url)).body).toContain(`"result":"${slot}"`);
    node.hold = true;
    let drop: () => void = () => undefined;
    const dropped = call(url, (d) => (drop = d)).catch(() => 'dropped');
    await until(() => node.held.length === 1, 5000, 'the upstream to receive the call');
    const held = node.held[0]!;
    let aborted = false;
    held.on('close', () => (aborted = !held.writableEnded));
    drop();
    expect(await dropped).toBe('dropped');
    await until(() => aborted, 5000, 'the gateway to abort the upstream request');
    node.hold = false;
    // The abort was this call's alone: the calls after it are served.
    for (let i = 0; i < 10; i++) expect((await call(url)).body).toContain(`"result":"${slot}"`);
  });
});
