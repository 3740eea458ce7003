// Shared by the gateway tests: the generated server in front of upstream nodes (createUpstream), on 127.0.0.1 at a
// free port, and raw JSON-RPC calls over HTTP and WebSocket, so that answers are compared as the wire carries them.
import { readFileSync } from 'node:fs';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { Abi, Hex } from 'viem';
import WebSocket from 'ws';
import { createServer, type ServerOptions } from '../generated/dist/server.js';
import * as generatedServer from '../generated/dist/server.js';
import { createUpstream, type UpstreamOptions } from '../gateway/src/index.js';
import { repoRoot } from './helpers.js';
import { MemoryCreditStore } from '../gateway/src/memory-credit-store.js';

export const storeArtifact = JSON.parse(readFileSync(join(repoRoot, 'test/fixtures/contract/Store.json'), 'utf8')) as { abi: Abi; bytecode: Hex };
export const logsArtifact = JSON.parse(readFileSync(join(repoRoot, 'test/fixtures/contract/Logs.json'), 'utf8')) as { abi: Abi; bytecode: Hex };

export interface Gateway {
  /** `http://127.0.0.1:<port>/v3/<key>` for the key given. */
  http(key: string): string;
  ws(key: string): string;
  upstream: ReturnType<typeof createUpstream<typeof generatedServer>>;
  close(): Promise<void>;
}

/** A free TCP port on 127.0.0.1 (for a node that must come back on the same port). */
export async function freePort(): Promise<number> {
  const server = createNetServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export async function startGateway(upstreamOptions: UpstreamOptions, serverOptions: ServerOptions = {}): Promise<Gateway> {
  const upstream = createUpstream(generatedServer, { logger: { error: () => undefined }, ...upstreamOptions });
  const server = createServer(upstream.handlers, { blockGasLimit: upstream.blockGasLimit, subscriptions: upstream.subscriptions(), creditStore: new MemoryCreditStore({ dailyCredits: 1e15 }), logger: { error: () => undefined }, ...serverOptions });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    http: (key) => `http://${base}/v3/${encodeURIComponent(key)}`,
    ws: (key) => `ws://${base}/ws/v3/${encodeURIComponent(key)}`,
    upstream,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await upstream.close();
    },
  };
}

export interface Reply {
  status: number;
  body: { id?: unknown; result?: unknown; error?: { code: number; message: string; data?: unknown } };
}

let nextId = 1;

/** One JSON-RPC call over HTTP POST; the HTTP status and the parsed answer. */
export async function post(url: string, method: string, params?: unknown): Promise<Reply> {
  const id = nextId++;
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(params === undefined ? { jsonrpc: '2.0', id, method } : { jsonrpc: '2.0', id, method, params }),
    signal: AbortSignal.timeout(30_000),
  });
  const body = (await response.json()) as Reply['body'];
  return { status: response.status, body };
}

/** The result, or throws the error object as JSON (for setup calls that must succeed). */
export async function result<T = unknown>(url: string, method: string, params?: unknown): Promise<T> {
  const { body } = await post(url, method, params);
  if (body.error !== undefined) throw new Error(`${method}: ${JSON.stringify(body.error)}`);
  return body.result as T;
}

/** A WebSocket JSON-RPC caller: `call` resolves with the answer whose id is the call's. */
export async function socketCaller(url: string): Promise<{ call(method: string, params?: unknown): Promise<Reply['body']>; close(): void }> {
  const ws = new WebSocket(url);
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  // A socket error after the handshake (the gateway closing under it) must not crash the test process: the calls
  // waiting on it time out and say so.
  ws.on('error', () => undefined);
  const waiting = new Map<number, (body: Reply['body']) => void>();
  ws.on('message', (data: Buffer) => {
    const body = JSON.parse(data.toString('utf8')) as Reply['body'];
    waiting.get(body.id as number)?.(body);
    waiting.delete(body.id as number);
  });
  return {
    call: (method, params) =>
      new Promise((resolve, reject) => {
        const id = nextId++;
        const timer = setTimeout(() => reject(new Error(`${method}: no WebSocket answer in 30 s`)), 30_000);
        waiting.set(id, (body) => {
          clearTimeout(timer);
          resolve(body);
        });
        ws.send(JSON.stringify(params === undefined ? { jsonrpc: '2.0', id, method } : { jsonrpc: '2.0', id, method, params }));
      }),
    close: () => ws.terminate(),
  };
}

/** Waits (polling every 50 ms, at most `ms`) until `check` is true. */
export async function until(check: () => boolean | Promise<boolean>, ms: number, what: string): Promise<void> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${what}: not within ${ms} ms`);
}

/** Sends a transaction from anvil's first unlocked account and waits for its receipt (at most 10 s). */
export async function send(node: string, tx: Record<string, unknown>): Promise<{ hash: Hex; receipt: { contractAddress: Hex | null; blockNumber: Hex; blockHash: Hex; status: Hex } }> {
  const [from] = await result<Hex[]>(node, 'eth_accounts');
  const hash = await result<Hex>(node, 'eth_sendTransaction', [{ from, ...tx }]);
  for (let i = 0; i < 200; i++) {
    const receipt = await result<{ contractAddress: Hex | null; blockNumber: Hex; blockHash: Hex; status: Hex } | null>(node, 'eth_getTransactionReceipt', [hash]);
    if (receipt !== null) return { hash, receipt };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no receipt for ${hash} in 10 s`);
}

/**
 * Starts several nodes at once; if one fails to start, stops those that did before rethrowing, so no node is left
 * running without a reference for the test's afterAll to stop (what a bare Promise.all of starts leaks).
 */
export async function startAll<T extends { stop(): Promise<void> }>(starts: readonly Promise<T>[]): Promise<T[]> {
  const settled = await Promise.allSettled(starts);
  const failed = settled.find((s): s is PromiseRejectedResult => s.status === 'rejected');
  if (failed === undefined) return settled.map((s) => (s as PromiseFulfilledResult<T>).value);
  await Promise.all(settled.map((s) => (s.status === 'fulfilled' ? s.value.stop() : undefined)));
  throw failed.reason;
}
