// A faulty JSON-RPC endpoint for the `rpcforge test` fault tests: a proxy on 127.0.0.1 in front of the generated
// server (in this process, answering every method with its first example), with a hook that may change any answer
// (status, headers, body) or answer in its place. Every request is recorded (path, headers, body).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll } from 'vitest';
import { examples, exampleHandlers, startServer } from '../server-helpers.js';

export interface Seen {
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
  /** The call's method (the first call's, for a batch), or '' when the body is not one. */
  method: string;
}

export interface Reply {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Returns the reply to send (from `upstream()`, changed or not), or 'destroy' to reset the connection. */
export type Fault = (seen: Seen, upstream: () => Promise<Reply>, res: ServerResponse) => Promise<Reply | 'destroy' | 'handled'> | Reply | 'destroy' | 'handled';

const servers: Server[] = [];
afterAll(async () => {
  for (const s of servers.splice(0)) {
    s.closeAllConnections();
    await new Promise<void>((resolve) => s.close(() => resolve()));
  }
});

let upstreamBase: Promise<string> | undefined;
/** The clean endpoint behind every proxy, started once a file (its block gas limit is the example block's). */
export function cleanBase(): Promise<string> {
  upstreamBase ??= startServer(exampleHandlers().handlers, { blockGasLimit: () => (examples.eth_getBlockByNumber.result as { gasLimit: string }).gasLimit }).then((s) => s.base);
  return upstreamBase;
}

export async function faultyEndpoint(fault: Fault): Promise<{ base: string; seen: Seen[]; server: Server }> {
  const upstream = await cleanBase();
  const seen: Seen[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      let method = '';
      try {
        const parsed = JSON.parse(body) as { method?: unknown } | { method?: unknown }[];
        const first = Array.isArray(parsed) ? parsed[0] : parsed;
        if (typeof first?.method === 'string') method = first.method;
      } catch {
        // Not JSON: method stays ''.
      }
      const call: Seen = { url: req.url ?? '', headers: req.headers, body, method };
      if (seen.length < 100_000) seen.push(call);
      const forward = async (): Promise<Reply> => {
        // The generated server reads the key from /v3/<key>: the proxy's own path goes on as /v3/clean.
        const r = await fetch(`${upstream}/v3/clean`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
        return { status: r.status, headers: { 'content-type': r.headers.get('content-type') ?? 'application/json' }, body: await r.text() };
      };
      Promise.resolve()
        .then(() => fault(call, forward, res))
        .then((reply) => {
          if (reply === 'handled') return;
          if (reply === 'destroy') return void req.socket.destroy();
          res.writeHead(reply.status, reply.headers).end(reply.body);
        })
        .catch(() => req.socket.destroy());
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen, server };
}

/** A JSON-RPC error for the call in `seen` (its id echoed). */
export function errorReply(seen: Seen, code: number, message: string, status = 200): Reply {
  let id: unknown = null;
  try {
    id = (JSON.parse(seen.body) as { id?: unknown }).id ?? null;
  } catch {
    // id stays null.
  }
  return { status, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id, error: { code, message } }) };
}
