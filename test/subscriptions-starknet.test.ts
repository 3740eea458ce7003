// Starknet's WebSocket API (issue 37), read by its method names: the package generated from the published document
// serves its subscriptions with `serveSubscriptions` and its client subscribes to them, end to end on 127.0.0.1.
// The notifications go as the document says (`starknet_subscriptionNewHeads` with `subscription_id` and `result`),
// each value generated from the document's schema and checked by the package's validators both ways; the client
// ends one with `starknet_unsubscribe`.
import { mkdirSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { runCli } from '../generator/cli.js';
import { loadBundle } from '../generator/load/bundle.js';
import { buildModel } from '../generator/model/build.js';
import { sampleValue } from '../generator/values/sample.js';
import { repoRoot } from './helpers.js';

const spec = join(repoRoot, 'test/reference/starknet/starknet_ws_api.json');
// Inside the repository, so the package finds `ws` in its node_modules.
const out = join(repoRoot, 'test/artifacts/starknet-ws');

afterAll(() => rmSync(out, { recursive: true, force: true }));

describe("Starknet's WebSocket API, generated and served", () => {
  it('answers starknet_subscribeNewHeads, sends valid headers as starknet_subscriptionNewHeads, and ends on starknet_unsubscribe', async () => {
    rmSync(out, { recursive: true, force: true });
    mkdirSync(out, { recursive: true });
    expect(runCli(['generate', '--spec', spec, '--out', out], { out: () => {}, err: () => {} })).toBe(0);
    type Pkg = typeof import('../generated/dist/index.js');
    type ServerPkg = typeof import('../generated/dist/server.js');
    const pkg = (await import(pathToFileURL(join(out, 'dist/index.js')).href)) as unknown as Pkg & { subscriptionInfo: Record<string, { notification: string }> };
    const server = (await import(pathToFileURL(join(out, 'dist/server.js')).href)) as unknown as ServerPkg;
    expect(Object.keys(pkg.subscriptionInfo)).toEqual(['newHeads', 'events', 'transactionStatus', 'newTransactionReceipts', 'newTransactions']);

    // Three headers as the document's schema allows them, checked by the generated validator.
    const model = buildModel(loadBundle(spec));
    const schema = model.subscriptions[0]!.notification.schema;
    const check = (value: unknown) => (pkg.validators as unknown as { validateNotification(n: string, v: unknown): { ok: boolean } }).validateNotification('newHeads', value).ok;
    const headers = [1, 2, 3].map((seed) => sampleValue(schema, seed, { root: model.document, accept: check }));
    let finished = 0;
    const given: unknown[] = [];
    const nothing = async function* () {};
    const subscriptions = server.serveSubscriptions({
      newHeads: async function* (params: unknown, { signal }: { signal: AbortSignal }) {
        given.push(params);
        try {
          for (const header of headers) yield header as never;
          // No more heads: waits for the end, which the signal says.
          await new Promise((resolve) => signal.addEventListener('abort', resolve));
        } finally {
          finished++;
        }
      },
      events: nothing,
      transactionStatus: nothing,
      newTransactionReceipts: nothing,
      newTransactions: nothing,
    } as never);
    const http = server.createServer({} as never, { subscriptions });
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    const url = `ws://127.0.0.1:${(http.address() as AddressInfo).port}`;
    try {
      // What goes over the wire, as the document writes it.
      const raw = new WebSocket(url);
      await new Promise((resolve) => raw.once('open', resolve));
      const messages: { id?: number; result?: unknown; method?: string; params?: Record<string, unknown> }[] = [];
      raw.on('message', (data: Buffer) => messages.push(JSON.parse(data.toString())));
      // Params by name, as the document allows them: the handler gets its tuple, as a method's handler does.
      raw.send(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'starknet_subscribeNewHeads', params: { block_id: 'latest' } }));
      const deadline = Date.now() + 5_000;
      while (messages.length < 4 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
      const id = messages[0]?.result as string;
      expect(messages.slice(1).map((m) => [m.method, m.params?.subscription_id, m.params?.result])).toEqual(headers.map((h) => ['starknet_subscriptionNewHeads', id, h]));
      expect(given).toEqual([['latest']]);
      raw.terminate();

      // The generated client: typed, validated, ended with starknet_unsubscribe.
      const client = pkg.createClient({ url, transport: 'ws', validate: true, validators: pkg.validators });
      const received: unknown[] = [];
      for await (const header of (client as unknown as { subscribe: Record<string, () => AsyncIterable<unknown>> }).subscribe.newHeads!()) {
        received.push(header);
        if (received.length === 3) break;
      }
      expect(received).toEqual(headers);
      const stop = Date.now() + 5_000;
      while (subscriptions.book.size > 0 && Date.now() < stop) await new Promise((resolve) => setTimeout(resolve, 10));
      expect(subscriptions.book.size).toBe(0);
      // Both generators ended: the raw socket's when it closed, the client's when its loop did.
      while (finished < 2 && Date.now() < stop) await new Promise((resolve) => setTimeout(resolve, 10));
      expect(finished).toBe(2);
      await client.close();
    } finally {
      http.close();
    }
  });
});
