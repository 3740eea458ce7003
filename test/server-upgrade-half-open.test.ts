// WebSocket handshakes the server refuses, from clients that never close their side. node:http's sockets are
// half-open, and a socket handed to the upgrade handler has none of node's timeouts: the refusal (401 bad key, 404
// bad path, 429 past the key's socket cap, 404 from serve --config's router) ended the server's side and waited for
// the client's forever, each one holding a slot of maxConnections. With no key at all, `maxConnections` such
// handshakes left the server answering every other client 503 "Server busy" for good. Now each refused socket is
// dropped a second after its answer: the answer is still read whole, and the slots come back.
import { type Socket, connect } from 'node:net';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { exampleHandlers, examples, openSocket, request, startServer } from './server-helpers.js';
import { serveProcesses, started, stop } from './support/serve-process.js';

/** Every socket the tests opened, destroyed at the end (the server's side went long before). */
const opened: Socket[] = [];

/** A raw handshake on a half-open socket that never ends its side: what the server sent once it ended its side. */
function handshake(port: number, path: string): Promise<{ socket: Socket; ended: Promise<string> }> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: '127.0.0.1', allowHalfOpen: true });
    opened.push(socket);
    let text = '';
    socket.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')));
    socket.on('error', () => undefined);
    const ended = new Promise<string>((done) => socket.on('end', () => done(text)));
    socket.once('connect', () => {
      socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n`);
      resolve({ socket, ended });
    });
    socket.once('error', reject);
  });
}

const within = <T>(promise: Promise<T>, ms: number, what: string) =>
  Promise.race([promise, new Promise<never>((_, fail) => setTimeout(() => fail(new Error(`${what}: not within ${ms} ms`)), ms))]);

describe('refused WebSocket handshakes from clients that never close', () => {
  it('401, 404 and 429 are read whole, then the sockets are dropped within about a second and their slots reused', async () => {
    const { base, wsBase, server } = await startServer(exampleHandlers().handlers, {
      maxConnections: 6,
      wsMaxSocketsPerKey: 1,
      authenticate: (key) => key === 'the-only-good-k3y',
    });
    const port = (server.address() as { port: number }).port;
    const held = await openSocket(`${wsBase}/ws/v3/the-only-good-k3y`);
    try {
      const refused = await Promise.all([
        handshake(port, '/ws/v3/not-a-key-1'),
        handshake(port, '/ws/v3/not-a-key-2'),
        handshake(port, '/nowhere'),
        handshake(port, '/ws/v3/'),
        handshake(port, '/ws/v3/the-only-good-k3y'),
      ]);
      const answers = await within(Promise.all(refused.map((r) => r.ended)), 5000, 'the refusals');
      expect(answers.map((text) => /^HTTP\/1\.1 (\d+)/.exec(text)?.[1])).toEqual(['401', '401', '404', '401', '429']);
      // Each answer whole: its body parses.
      for (const text of answers) expect(() => JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4))).not.toThrow();
      // The clients still hold their side open; a second and a half later the server has dropped its own, and every
      // slot is back: it takes six connections again (the WebSocket held, five more). Before, all five got 503.
      await new Promise((done) => setTimeout(done, 1500));
      const more = await Promise.all(Array.from({ length: 5 }, () => fetch(`${base}/v3/the-only-good-k3y`, { method: 'POST', headers: { 'content-type': 'application/json', connection: 'close' }, body: request('eth_getStorageAt', examples.eth_getStorageAt.params), signal: AbortSignal.timeout(5000) })));
      expect(more.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
      await Promise.all(more.map((r) => r.arrayBuffer()));
    } finally {
      held.close();
    }
  });
});

const { work, run, cleanup } = serveProcesses();
afterAll(() => {
  for (const socket of opened) socket.destroy();
  cleanup();
});

describe('serve --config: the router refusing a handshake', () => {
  it('drops the socket of a path no network takes, so that such handshakes cannot fill --max-connections', async () => {
    const config = join(work, 'gateway.yaml');
    writeFileSync(config, 'networks:\n  alpha:\n    base: /alpha\n    upstreams:\n      default: http://127.0.0.1:9\n');
    const server = run(['--config', config, '--mock', '--max-connections', '4']);
    try {
      const base = await started(server);
      const port = Number(new URL(base).port);
      const refused = await Promise.all(Array.from({ length: 4 }, () => handshake(port, '/nowhere/ws/v3/some-key')));
      const answers = await within(Promise.all(refused.map((r) => r.ended)), 5000, 'the refusals');
      for (const text of answers) expect(text).toMatch(/^HTTP\/1\.1 404 /);
      await new Promise((done) => setTimeout(done, 1500));
      // A connection slot is free: /healthz answers (503 only because its one upstream, port 9, is found down by the
      // chain check the answer cache needs), not the connection cap's "Server busy".
      const health = await fetch(`${base}/healthz`, { signal: AbortSignal.timeout(5000) });
      const body = await health.text();
      expect(body).not.toContain('too many connections');
      expect(JSON.parse(body)).toHaveProperty('status');
    } finally {
      await stop(server);
    }
  }, 120_000);
});
