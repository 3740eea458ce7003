// A node:http JSON-RPC proxy on 127.0.0.1 in front of a real node (anvil), for the pool tests: it counts the calls it
// receives by `method params-json`, may hold each answer `delayMs`, and may answer a call itself (`answer`) or send
// other params on (`rewrite`), to play a node that lags, lies or serves another chain. One call per request (the
// gateway's pools send calls alone unless batching is on).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RpcCall {
  method: string;
  params?: unknown;
  id?: unknown;
}

export interface RpcProxy {
  url: string;
  delayMs: number;
  /** Calls received, by `method params-json`. */
  readonly seen: Map<string, number>;
  count(method: string, params?: unknown): number;
  /** Calls of `method` received, whatever their params. */
  calls(method: string): number;
  close(): Promise<void>;
}

export interface ProxyBehaviour {
  delayMs?: number;
  /** The answer's `result` or `error` for this call, instead of the node's; undefined: ask the node. */
  answer?(call: RpcCall): { result: unknown } | { error: { code: number; message: string } } | undefined;
  /** The params to send the node instead of the call's (e.g. another block); undefined: as they came. */
  rewrite?(call: RpcCall): unknown;
}

export async function startRpcProxy(target: string, behaviour: ProxyBehaviour = {}): Promise<RpcProxy> {
  const seen = new Map<string, number>();
  const proxy: RpcProxy = {
    url: '',
    delayMs: behaviour.delayMs ?? 0,
    seen,
    count: (method, params) => seen.get(`${method} ${JSON.stringify(params)}`) ?? 0,
    calls: (method) => [...seen].filter(([key]) => key.startsWith(`${method} `)).reduce((sum, [, n]) => sum + n, 0),
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (c: Buffer) => chunks.push(c));
    request.on('end', () => {
      void (async () => {
        const call = JSON.parse(Buffer.concat(chunks).toString('utf8')) as RpcCall;
        const key = `${call.method} ${JSON.stringify(call.params)}`;
        seen.set(key, (seen.get(key) ?? 0) + 1);
        if (proxy.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, proxy.delayMs));
        const own = behaviour.answer?.(call);
        let text: string;
        if (own !== undefined) text = JSON.stringify({ jsonrpc: '2.0', id: call.id, ...own });
        else {
          const params = behaviour.rewrite?.(call) ?? call.params;
          const answer = await fetch(target, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ...call, params }) });
          text = await answer.text();
        }
        response.writeHead(200, { 'content-type': 'application/json' }).end(text);
      })().catch(() => response.destroy());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  proxy.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return proxy;
}
