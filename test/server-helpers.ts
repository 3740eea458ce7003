// Shared by the server tests: the spec's examples as fixture data, handlers that answer them, and a server on
// 127.0.0.1 at a free port that is closed after the test file.
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import WebSocket from 'ws';
import { methodInfo, type MethodName } from '../generated/dist/index.js';
import { createServer, raiseExecutionReverted, type Handlers, type ServerOptions } from '../generated/dist/server.js';
import { errorPayload, revertingInitCode, revertReason } from '../generator/conformance/reverts.js';
import { repoRoot } from './helpers.js';

interface SpecMethod {
  name: MethodName;
  paramStructure?: string;
  examples: { name: string; params: { name: string; value: unknown }[]; result?: { value: unknown } }[];
}

const spec = JSON.parse(readFileSync(join(repoRoot, 'generated/openrpc.json'), 'utf8')) as { methods: SpecMethod[] };

export const methodNames = Object.keys(methodInfo) as MethodName[];

/** The first example of each method: the params as sent (array, object, or omitted when empty) and the result. The
 * calls only: eth_subscribe and eth_unsubscribe are the subscriptions' (test/server-subscriptions.test.ts). */
export const examples = Object.fromEntries(
  spec.methods.filter((m) => m.name in methodInfo).map((m) => {
    const example = m.examples[0]!;
    const values = example.params.map((p) => p.value);
    const params =
      m.paramStructure === 'by-name' ? Object.fromEntries(example.params.map((p) => [p.name, p.value])) : values.length === 0 ? undefined : values;
    return [m.name, { params, result: example.result?.value ?? null }];
  }),
) as Record<MethodName, { params: unknown; result: unknown }>;

export interface Call {
  method: MethodName;
  params: unknown;
  apiKey: string;
  transport: string;
}

/** Handlers answering every method with its example result; `overrides` replace some; every call is recorded. */
export function exampleHandlers(overrides: Partial<Record<MethodName, (params: never, context: never) => unknown>> = {}): { handlers: Handlers; calls: Call[] } {
  const calls: Call[] = [];
  const handlers = Object.fromEntries(
    methodNames.map((method) => [
      method,
      (params: unknown, context: { apiKey: string; transport: string }) => {
        calls.push({ method, params, apiKey: context.apiKey, transport: context.transport });
        const override = overrides[method] as ((p: unknown, c: unknown) => unknown) | undefined;
        return override ? override(params, context) : examples[method].result;
      },
    ]),
  ) as unknown as Handlers;
  return { handlers, calls };
}

/**
 * `eth_call` and `eth_estimateGas` as an EVM node answers `rpcforge test`'s reverting init code (a call object with no
 * `to` runs its `data` as creation code): the declared revert, code 3 with the payload as `data`; else the example.
 */
export const initCodeReverts = Object.fromEntries(
  (['eth_call', 'eth_estimateGas'] as const).map((method) => [
    method,
    (params: [{ to?: unknown; data?: unknown }]) => {
      const payload = errorPayload(revertReason);
      if (params[0].to === undefined && params[0].data === revertingInitCode(payload)) raiseExecutionReverted(revertReason, payload);
      return examples[method].result;
    },
  ]),
) as Partial<Record<MethodName, (params: never, context: never) => unknown>>;

export function request(method: string, params: unknown, id: unknown = 1): string {
  return JSON.stringify(params === undefined ? { jsonrpc: '2.0', id, method } : { jsonrpc: '2.0', id, method, params });
}

const servers: { close: () => Promise<void> }[] = [];
afterAll(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

/** The generated server listening on 127.0.0.1 at a free port; closed after the test file. */
export async function startServer(handlers: Handlers, options: ServerOptions = {}) {
  const server = createServer(handlers, options);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const handle = {
    base,
    wsBase: base.replace(/^http/, 'ws'),
    server,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  servers.push(handle);
  return handle;
}

/** Opens a WebSocket (with an `Origin` header, as a browser sends, when `origin` is given); resolves once open,
 * rejects with the HTTP status of a refused upgrade. */
export function openSocket(url: string, origin?: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = origin === undefined ? new WebSocket(url) : new WebSocket(url, { origin });
    ws.once('open', () => resolve(ws));
    ws.once('unexpected-response', (_req, res) => {
      let body = '';
      res.on('data', (c: Buffer) => (body += c.toString()));
      res.on('end', () => reject(Object.assign(new Error(`upgrade refused: ${res.statusCode}`), { status: res.statusCode, body })));
    });
    ws.once('error', reject);
  });
}

/** Sends a text on a socket and resolves to the next message (or undefined after `waitMs` without one). */
export function exchange(ws: WebSocket, text: string, waitMs = 2000): Promise<string | undefined> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      ws.off('message', onMessage);
      resolve(undefined);
    }, waitMs);
    const onMessage = (data: Buffer) => {
      clearTimeout(timer);
      resolve(data.toString('utf8'));
    };
    ws.once('message', onMessage);
    ws.send(text);
  });
}
