// Servers for the client tests, all on 127.0.0.1 at a free port and stopped by the test that started them: anvil
// (a real Ethereum node, the binary @foundry-rs/anvil ships through its platform package), and a small JSON-RPC
// server over node:http and ws whose answers a test decides.
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';
import { anvilBinary } from '../generator/serve/anvil.js';

export interface Anvil {
  /** `http://127.0.0.1:<port>`; anvil answers WebSocket upgrades on the same port. */
  url: string;
  stop(): Promise<void>;
}

/** The anvil binary, found as `serve --anvil` finds it (the repository installs it from test/tools/). */
export { anvilBinary };

export async function startAnvil(): Promise<Anvil> {
  const child = spawn(anvilBinary(), ['--host', '127.0.0.1', '--port', '0', '--chain-id', '31337'], { stdio: ['ignore', 'pipe', 'pipe'] });
  const stop = () => stopChild(child);
  try {
    const address = await new Promise<string>((resolve, reject) => {
      let output = '';
      const timer = setTimeout(() => reject(new Error(`anvil did not start within 30 s:\n${output}`)), 30_000);
      const read = (chunk: Buffer) => {
        output += chunk.toString();
        const match = /Listening on (127\.0\.0\.1:\d+)/.exec(output);
        if (match) {
          clearTimeout(timer);
          resolve(match[1] as string);
        }
      };
      child.stdout?.on('data', read);
      child.stderr?.on('data', read);
      child.on('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`anvil exited with ${code}:\n${output}`));
      });
    });
    return { url: `http://${address}`, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
}

export interface JsonRpcRequest {
  jsonrpc: string;
  id: number | string | null;
  method: string;
  params?: unknown;
}

/** What the test server does with one request: an answer object (sent with the request's id), or `undefined` to
 * send nothing. */
export type Answer = { result: unknown } | { error: { code: number; message: string; data?: unknown } } | undefined;

export interface RpcServer {
  /** `http://127.0.0.1:<port>` (the WebSocket endpoint is the same with ws://). */
  url: string;
  wsUrl: string;
  /** Every request received (batch entries one by one), with the path it came to. */
  requests: (JsonRpcRequest & { path: string; transport: 'http' | 'ws' })[];
  /** Open WebSocket connections on the server side. */
  sockets: Set<WebSocket>;
  close(): Promise<void>;
}

export interface RpcServerOptions {
  /** Answers one request; may be async (to delay). */
  answer: (request: JsonRpcRequest, path: string) => Answer | Promise<Answer>;
  /** Takes over an HTTP request before JSON-RPC handling (to send an HTTP status, garbage, …); true when handled. */
  http?: (request: IncomingMessage, response: ServerResponse, body: string) => boolean;
}

export async function startRpcServer(options: RpcServerOptions): Promise<RpcServer> {
  const requests: RpcServer['requests'] = [];
  const reply = async (text: string, path: string, transport: 'http' | 'ws'): Promise<string | undefined> => {
    let message: unknown;
    try {
      message = JSON.parse(text);
    } catch {
      return JSON.stringify({ jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } });
    }
    const one = async (request: JsonRpcRequest) => {
      requests.push({ ...request, path, transport });
      const answer = await options.answer(request, path);
      return answer === undefined ? undefined : { jsonrpc: '2.0', id: request.id, ...answer };
    };
    if (Array.isArray(message)) {
      const answers = (await Promise.all(message.map((m) => one(m as JsonRpcRequest)))).filter((a) => a !== undefined);
      return JSON.stringify(answers);
    }
    const answer = await one(message as JsonRpcRequest);
    return answer === undefined ? undefined : JSON.stringify(answer);
  };

  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (c: Buffer) => chunks.push(c));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString();
      if (options.http?.(request, response, body)) return;
      void reply(body, request.url ?? '/', 'http').then((text) => {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(text ?? '');
      });
    });
  });
  const wss = new WebSocketServer({ server });
  const sockets = new Set<WebSocket>();
  wss.on('connection', (socket, request) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('message', (data) => {
      void reply(data.toString(), request.url ?? '/', 'ws').then((text) => {
        if (text !== undefined && socket.readyState === socket.OPEN) socket.send(text);
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    wsUrl: `ws://127.0.0.1:${port}`,
    requests,
    sockets,
    close: async () => {
      for (const socket of sockets) socket.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
