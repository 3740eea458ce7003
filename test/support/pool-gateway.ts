// The generated server in front of a pool of upstream nodes for one family (createUpstream with a list of URLs), on
// 127.0.0.1 at a free port: Prometheus metrics, calls outside the spec forwarded (eth_chainId, eth_blockNumber), and
// the upstream log lines kept for the test to read.
import type { AddressInfo } from 'node:net';
import * as promClient from 'prom-client';
import { createServer } from '../../generated/dist/server.js';
import * as generatedServer from '../../generated/dist/server.js';
import { createUpstream, gatewayMetrics, type UpstreamOptions } from '../../gateway/src/index.js';
import { evmCatalogue } from './catalogue.js';
import { parseMetrics } from './metrics.js';
import { MemoryCreditStore } from '../../gateway/src/memory-credit-store.js';

export interface PoolGateway {
  /** `http://127.0.0.1:<port>/v3/<key>`. */
  url: string;
  upstream: ReturnType<typeof createUpstream<typeof generatedServer>>;
  /** What the upstream side logged (message and details). */
  logs: { message: string; details: Record<string, unknown> }[];
  metrics(): Promise<Map<string, number>>;
  close(): Promise<void>;
}

export async function startPoolGateway(urls: string[], options: Partial<UpstreamOptions> = {}): Promise<PoolGateway> {
  const metrics = gatewayMetrics(generatedServer, promClient);
  const logs: PoolGateway['logs'] = [];
  const upstream = createUpstream(generatedServer, { upstream: { evm: urls }, catalogue: await evmCatalogue(0), metrics, healthCheckSeconds: 0.1, timeoutSeconds: 5, logger: { error: (message, details) => void logs.push({ message, details }) }, ...options });
  const server = createServer(upstream.handlers, { blockGasLimit: upstream.blockGasLimit, creditStore: new MemoryCreditStore({ dailyCredits: 1e15 }), metrics, outsideSpec: upstream.outsideSpec(0), logger: { error: () => undefined } });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: `${base}/v3/pool-key-0123456789`,
    upstream,
    logs,
    metrics: async () => parseMetrics(await (await fetch(`${base}/metrics`)).text()),
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await upstream.close();
    },
  };
}
