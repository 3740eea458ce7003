// A small Solana-style JSON-RPC node on 127.0.0.1 for the pool tests (there is no Solana node on npm): it answers
// `getGenesisHash` with its cluster's hash (changeable, to play a node repointed to another cluster),
// `getVoteAccounts` with an empty, valid answer, and anything else (the gateway's `rpc.discover` probe included)
// with -32601, and counts the calls it receives by method. One call per request, or a batch.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SolanaNode {
  url: string;
  /** What it answers to getGenesisHash (any JSON value, to play a node that cannot say). */
  genesisHash: unknown;
  /** Calls received of `method`. */
  calls(method: string): number;
  close(): Promise<void>;
}

interface Call {
  method?: unknown;
  id?: unknown;
}

export async function startSolanaNode(genesisHash: unknown): Promise<SolanaNode> {
  const seen = new Map<string, number>();
  const answer = (call: Call) => {
    const method = String(call.method);
    seen.set(method, (seen.get(method) ?? 0) + 1);
    if (method === 'getGenesisHash') return { jsonrpc: '2.0', id: call.id, result: node.genesisHash };
    if (method === 'getVoteAccounts') return { jsonrpc: '2.0', id: call.id, result: { current: [], delinquent: [] } };
    return { jsonrpc: '2.0', id: call.id, error: { code: -32601, message: 'Method not found' } };
  };
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (c: Buffer) => {
      size += c.length;
      // A test node: bounded anyway, as anything reading a request.
      if (size > 1 << 20) request.destroy();
      else chunks.push(c);
    });
    request.on('end', () => {
      let body: unknown;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        response.writeHead(400).end();
        return;
      }
      const reply = Array.isArray(body) ? body.map((c) => answer(c as Call)) : answer(body as Call);
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(reply));
    });
  });
  const node: SolanaNode = {
    url: '',
    genesisHash,
    calls: (method) => seen.get(method) ?? 0,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  node.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return node;
}
