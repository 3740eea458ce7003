// One API key against every other: WebSockets of one key are capped (`wsMaxSocketsPerKey`, by default a tenth of
// `maxConnections`), so that a key that opens sockets up to the connection cap and keeps them alive cannot leave
// every other key "Server busy". First the generated server on 127.0.0.1 (the cap, concurrent handshakes, a slot
// freed, other keys unaffected, an unknown key still 401, bad options), then `rpcforge serve --keys` with its
// default cap: one key of the file opening more sockets than --max-connections, the other key still served.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type WebSocket from 'ws';
import { createServer } from '../generated/dist/server.js';
import { exampleHandlers, examples, exchange, openSocket, request, startServer } from './server-helpers.js';
import { serveProcesses, started, stop } from './support/serve-process.js';

const tooMany = { jsonrpc: '2.0', id: null, error: { code: -32005, message: 'Limit exceeded: too many WebSockets open for this API key' } };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Opens `count` sockets at once: the ones opened, and the refusals' statuses and bodies. */
async function openMany(url: string, count: number): Promise<{ open: WebSocket[]; refused: { status: number; body: string }[] }> {
  const results = await Promise.allSettled(Array.from({ length: count }, () => openSocket(url)));
  const open: WebSocket[] = [];
  const refused: { status: number; body: string }[] = [];
  for (const result of results) {
    if (result.status === 'fulfilled') open.push(result.value);
    else refused.push({ status: (result.reason as { status: number }).status, body: (result.reason as { body: string }).body });
  }
  return { open, refused };
}

async function closeAll(sockets: readonly WebSocket[]): Promise<void> {
  await Promise.all(sockets.map((ws) => new Promise<void>((done) => (ws.readyState === ws.CLOSED ? done() : (ws.once('close', () => done()), ws.close())))));
}

describe('WebSockets of one API key', () => {
  it('are capped at wsMaxSocketsPerKey: concurrent handshakes past it get 429 -32005, other keys open theirs, a slot freed is reused', async () => {
    const { wsBase } = await startServer(exampleHandlers().handlers, { wsMaxSocketsPerKey: 3, authenticate: (key) => key.startsWith('good-') });
    // Ten at once: the cap holds although the handshakes race (each is checked in the turn it is counted).
    const first = await openMany(`${wsBase}/ws/v3/good-key-a`, 10);
    try {
      expect(first.open).toHaveLength(3);
      expect(first.refused).toHaveLength(7);
      for (const { status, body } of first.refused) {
        expect(status).toBe(429);
        expect(JSON.parse(body)).toEqual(tooMany);
      }
      // The open ones still answer.
      const reply = await exchange(first.open[0]!, request('eth_getStorageAt', examples.eth_getStorageAt.params, 5));
      expect(JSON.parse(reply!)).toMatchObject({ id: 5, result: expect.anything() });
      // Another key is not held back by the first one's sockets.
      const other = await openMany(`${wsBase}/ws/v3/good-key-b`, 3);
      expect(other.open).toHaveLength(3);
      await closeAll(other.open);
      // An unknown key is refused for what it is, not for the cap.
      await expect(openSocket(`${wsBase}/ws/v3/bad-key`)).rejects.toMatchObject({ status: 401 });
      // A socket closed frees its slot.
      await closeAll([first.open.pop()!]);
      await sleep(50);
      const again = await openMany(`${wsBase}/ws/v3/good-key-a`, 2);
      expect(again.open).toHaveLength(1);
      expect(again.refused.map((r) => r.status)).toEqual([429]);
      first.open.push(...again.open);
    } finally {
      await closeAll(first.open);
    }
  });

  it('default to a tenth of maxConnections, so that one key never holds every connection', async () => {
    const { base, wsBase } = await startServer(exampleHandlers().handlers, { maxConnections: 30 });
    const held = await openMany(`${wsBase}/ws/v3/greedy-key-0001`, 40);
    try {
      expect(held.open).toHaveLength(3);
      expect(held.refused.every((r) => r.status === 429)).toBe(true);
      const response = await fetch(`${base}/v3/polite-key-0002`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: request('eth_getStorageAt', examples.eth_getStorageAt.params),
        signal: AbortSignal.timeout(5000),
      });
      expect(response.status).toBe(200);
      await response.arrayBuffer();
    } finally {
      await closeAll(held.open);
    }
  });

  it('rejects a cap that is not a number >= 1, naming it', () => {
    for (const bad of [0, -1, Number.NaN, '5' as unknown as number]) {
      expect(() => createServer(exampleHandlers().handlers, { wsMaxSocketsPerKey: bad })).toThrow(/wsMaxSocketsPerKey must be a number >= 1/);
    }
  });
});

const { work, run, cleanup } = serveProcesses();
afterAll(cleanup);

describe('rpcforge serve with a keys file', () => {
  it('one key opening more WebSockets than --max-connections holds a tenth of them; the other key is still served', async () => {
    const keys = join(work, 'keys.yaml');
    writeFileSync(keys, 'plans:\n  Free:\n    dailyCredits: 1000000\nkeys:\n  greedy-key-0123456789:\n    plan: Free\n  other-key-0123456789:\n    plan: Free\n');
    const server = run(['--mock', '--keys', keys, '--max-connections', '20']);
    try {
      const base = await started(server);
      const wsBase = base.replace(/^http/, 'ws');
      const greedy = await openMany(`${wsBase}/ws/v3/greedy-key-0123456789`, 25);
      try {
        expect(greedy.open).toHaveLength(2);
        // 25 handshakes at once against 20 connections: those past the cap at that moment get 503 "Server busy";
        // the rest of those past the key's two, 429.
        const statuses = greedy.refused.map((r) => r.status);
        expect(statuses.every((status) => status === 429 || status === 503)).toBe(true);
        expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(25 - 20);
        for (const r of greedy.refused) if (r.status === 429) expect(JSON.parse(r.body).error.code).toBe(-32005);
        // A refused handshake holds its connection until its client closes it, or the server drops it a second after
        // its answer: on a busy machine the first ask can still find 20 open (503), so it is asked again for 5 s.
        const ask = () =>
          fetch(`${base}/v3/other-key-0123456789`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: request('eth_getStorageAt', examples.eth_getStorageAt.params),
            signal: AbortSignal.timeout(5000),
          });
        let response = await ask();
        for (const end = Date.now() + 5000; response.status === 503 && Date.now() < end; response = await ask()) {
          await response.arrayBuffer();
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        expect(response.status).toBe(200);
        expect((await response.json()) as unknown).toMatchObject({ id: 1, result: expect.anything() });
        const other = await openMany(`${wsBase}/ws/v3/other-key-0123456789`, 1);
        expect(other.open).toHaveLength(1);
        await closeAll(other.open);
      } finally {
        await closeAll(greedy.open);
      }
      expect(server.out() + server.err()).not.toMatch(/greedy-key|other-key/);
    } finally {
      await stop(server);
    }
  }, 120_000);
});
