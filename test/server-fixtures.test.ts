// The server generated for the golden fixture specs (their compiled dist/, support/fixture-packages): nothing in
// it is particular to the gateway spec. By-name and `either` params, a method name that is not an identifier,
// params omitted where none is required, recursion, and the routes of a spec without servers.
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { fixtureModule } from './support/fixture-packages.js';

const { OrderArchivedError } = (await import(fixtureModule('by-name', 'dist/index.js'))) as typeof import('./fixtures/by-name/expected/dist/index.js');
const byName = (await import(fixtureModule('by-name', 'dist/server.js'))) as typeof import('./fixtures/by-name/expected/dist/server.js');
const minimal = (await import(fixtureModule('minimal', 'dist/server.js'))) as typeof import('./fixtures/minimal/expected/dist/server.js');
const recursive = (await import(fixtureModule('recursive', 'dist/server.js'))) as typeof import('./fixtures/recursive/expected/dist/server.js');
const tricky = (await import(fixtureModule('tricky-names', 'dist/server.js'))) as typeof import('./fixtures/tricky-names/expected/dist/server.js');

const call = (method: string, params?: unknown, id: unknown = 1) => JSON.stringify({ jsonrpc: '2.0', id, method, ...(params === undefined ? {} : { params }) });
const parse = (text: string | undefined) => JSON.parse(text!) as { result?: unknown; error?: { code: number; data?: unknown } };

describe('server of the fixture specs', () => {
  it('minimal: by position with an optional param; no key needed where the spec has no auth', async () => {
    const seen: unknown[] = [];
    const rpc = minimal.createRpcHandler({
      echo_add: ([a, b = 0], context) => {
        seen.push(context.apiKey);
        return a + b;
      },
    });
    expect(parse(await rpc.handle(call('echo_add', [2, 3]))).result).toBe(5);
    expect(parse(await rpc.handle(call('echo_add', [2]))).result).toBe(2);
    expect(parse(await rpc.handle(call('echo_add', ['2']))).error?.code).toBe(-32602);
    expect(seen).toEqual(['', '']);
  });

  it('by-name: the handler gets one object; declared errors thrown by the handler are the answer', async () => {
    const rpc = byName.createRpcHandler({
      order_place: (params) => ({ id: '0x0000000000000001', side: params.side, quantity: params.quantity }) as never,
      order_get: () => {
        throw new OrderArchivedError();
      },
    });
    const placed = parse(await rpc.handle(call('order_place', { side: 'buy', quantity: 2 })));
    expect(placed.result).toEqual({ id: '0x0000000000000001', side: 'buy', quantity: 2 });
    expect(parse(await rpc.handle(call('order_place', ['buy', 2]))).error?.code).toBe(-32602);
    expect(parse(await rpc.handle(call('order_get', { id: '0x00000000000000ff' }))).error).toEqual({ code: 404, message: 'order archived' });
  });

  it('tricky names: an `either` method gets the tuple whichever way it is called; a dotted method name works', async () => {
    const seen: unknown[] = [];
    const rpc = tricky.createRpcHandler({
      'rpc.discover-things': () => 'a',
      delete: (params) => {
        seen.push(params);
        return { ok: true };
      },
    });
    expect(parse(await rpc.handle(call('delete', ['x']))).result).toEqual({ ok: true });
    expect(parse(await rpc.handle(call('delete', { in: 'y' }))).result).toEqual({ ok: true });
    expect(seen).toEqual([['x'], ['y']]);
    expect(parse(await rpc.handle(call('rpc.discover-things', [{}]))).result).toBe('a');
  });

  it('recursive: params omitted for a method without params; a result nested too deeply is -32603, not a crash', async () => {
    let deep: Record<string, unknown> = { name: 'leaf', children: [] };
    for (let i = 0; i < 100_000; i++) deep = { name: 'n', children: [deep] };
    const logged: string[] = [];
    const rpc = recursive.createRpcHandler(
      { tree_ping: () => true, tree_get: () => deep as never },
      { validateResults: true, logger: { error: (m) => logged.push(m) } },
    );
    expect(parse(await rpc.handle(call('tree_ping'))).result).toBe(true);
    expect(parse(await rpc.handle(call('tree_get', ['root']))).error).toEqual({ code: -32603, message: 'Internal error' });
    expect(logged).toHaveLength(1);
  });

  it('a spec without servers is served at / over HTTP and WebSocket', async () => {
    const server = minimal.createServer({ echo_add: ([a, b = 0]) => a + b });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const res = await fetch(`${base}/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: call('echo_add', [1, 1]) });
      expect(await res.json()).toEqual({ jsonrpc: '2.0', id: 1, result: 2 });
      expect((await fetch(`${base}/v3/x`, { method: 'POST', body: '{}' })).status).toBe(404);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
