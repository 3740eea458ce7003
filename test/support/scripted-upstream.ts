// A JSON-RPC node on 127.0.0.1 that answers as a test scripts it, over node:http and over WebSocket (ws) on the same
// port: a result, an error object, raw text (not JSON, another id, megabytes), no answer at all, or a reset
// connection. It counts the calls it receives by method, and, over HTTP, how many requests the client closed before
// they were answered (an aborted upstream call). The gateway's own calls (eth_chainId for its chain check, rpc.discover
// for its health probe) are answered as chain 1 unless the script says otherwise.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';

export interface ScriptedCall {
  method: string;
  params?: unknown;
  id?: unknown;
}

/** What the node does with one call. */
export type Action = { result: unknown } | { error: { code: number; message: string; data?: unknown } } | { raw: string } | 'hang' | 'reset';

export interface ScriptedUpstream {
  /** `http://127.0.0.1:<port><path>` */
  http: string;
  /** `ws://127.0.0.1:<port><path>` */
  ws: string;
  /** The answer per call; undefined: the default (chain 1's eth_chainId, an empty rpc.discover, else -32601). */
  script: (call: ScriptedCall) => Action | undefined;
  /** Calls received of `method`. */
  calls(method: string): number;
  /** HTTP requests whose connection the client closed before any answer. */
  readonly abandoned: number;
  close(): Promise<void>;
}

/** Starts a scripted node; `path` (e.g. a provider's key path) is part of its URLs. */
export async function startScriptedUpstream(path = '/'): Promise<ScriptedUpstream> {
  const seen = new Map<string, number>();
  const held: { end(): void }[] = [];
  let abandoned = 0;
  const node: ScriptedUpstream = {
    http: '',
    ws: '',
    script: () => undefined,
    calls: (method) => seen.get(method) ?? 0,
    get abandoned() {
      return abandoned;
    },
    close: async () => {
      for (const h of held.splice(0)) h.end();
      for (const client of wss.clients) client.terminate();
      wss.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  /** The action for one call's text; null for text that is no call (answered with a parse error). */
  const act = (text: string): { call: ScriptedCall; action: Action } | null => {
    let call: ScriptedCall;
    try {
      call = JSON.parse(text) as ScriptedCall;
    } catch {
      return null;
    }
    seen.set(call.method, (seen.get(call.method) ?? 0) + 1);
    const action =
      node.script(call) ??
      (call.method === 'eth_chainId' ? { result: '0x1' } : call.method === 'rpc.discover' ? { result: {} } : { error: { code: -32601, message: 'Method not found' } });
    return { call, action };
  };
  const text = (call: ScriptedCall, action: Exclude<Action, 'hang' | 'reset'>) => ('raw' in action ? action.raw : JSON.stringify({ jsonrpc: '2.0', id: call.id, ...action }));

  const server: Server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (c: Buffer) => chunks.push(c));
    request.on('end', () => {
      const got = act(Buffer.concat(chunks).toString('utf8'));
      if (got === null) return void response.writeHead(400).end();
      const { call, action } = got;
      if (action === 'reset') return void request.socket.destroy();
      if (action === 'hang') {
        response.on('close', () => {
          if (!response.writableEnded) abandoned++;
        });
        held.push({ end: () => response.destroy() });
        return;
      }
      const body = text(call, action);
      response.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
      response.end(body);
    });
  });
  const wss = new WebSocketServer({ noServer: true });
  server.on('upgrade', (request, socket, head) => wss.handleUpgrade(request, socket, head, (ws) => wss.emit('connection', ws, request)));
  wss.on('connection', (ws: WebSocket) => {
    ws.on('message', (data: Buffer) => {
      const got = act(data.toString('utf8'));
      if (got === null) return;
      const { call, action } = got;
      if (action === 'reset') return void ws.terminate();
      if (action === 'hang') return;
      ws.send(text(call, action));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  node.http = `http://127.0.0.1:${port}${path}`;
  node.ws = `ws://127.0.0.1:${port}${path}`;
  return node;
}
