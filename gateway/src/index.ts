// @rpcforge/gateway: a generated package's server as a gateway. It takes the package's server module (`import * as
// server from '<package>/server'`) and adds what no spec declares: API keys and plans (KeyRing), daily credits in
// memory (MemoryCreditStore) or in Redis shared by several processes (RedisCreditStore), upstream nodes with pools,
// failover, retries and hedging, the chain identity, finality and lagging-node checks, the answer cache, the
// catalogue of methods beyond the spec, subscriptions fed by the upstreams (createUpstream), and their metrics
// (upstreamMetrics). Built and tested once here; no generated package carries it.
import type { Failover } from './upstream.js';
import { createUpstreamRouter } from './upstream.js';
import { hooksOf, type GeneratedServer } from './package-api.js';
import type { Upstream, UpstreamOptions } from './upstream-options.js';

export type { GeneratedServer, PackageHooks, Mask } from './package-api.js';
export type { Upstream, UpstreamOptions, UpstreamStatus, UpstreamUrls } from './upstream-options.js';
export { upstreamErrors } from './upstream-answers.js';
export { gatewayMetrics, upstreamMetrics } from './upstream-metrics.js';
export type { UpstreamEvent, UpstreamMetrics, UpstreamOutcome } from './upstream-metrics.js';
export { KeyRing } from './key-ring.js';
export type { KeyConfig, KeyPlan, KeyRingOptions, KeysConfig, PackedKeys, PlanConfig } from './key-ring.js';
export { MemoryCreditStore } from './memory-credit-store.js';
export type { MemoryCreditStoreOptions } from './memory-credit-store.js';
export { CreditStoreUnavailableError, RedisCreditStore } from './redis-credit-store.js';
export type { RedisCreditStoreOptions, RedisCreditStoreStats, RedisScriptClient } from './redis-credit-store.js';
export { MemoryResultCache, RedisResultCache } from './cache-stores.js';
export type { MemoryResultCacheOptions, RedisResultCacheOptions, ResultCacheStore } from './cache-stores.js';
export type { CacheOutcome, UpstreamCacheOptions } from './cache.js';
export type { CatalogueFamily, CatalogueMethod, CatalogueOptions, CatalogueValidators } from './catalogue.js';
export type { GatewaySubscriptionOptions } from './subscriptions.js';
export { configuredGenesisHash } from './chain-identity.js';

/**
 * The generated server as a gateway: a handler for every method whose family has an upstream, forwarding the call
 * to the upstream JSON-RPC node (HTTP keep-alive or WebSocket) through the package's own client and answering with
 * its result, checked with the package's validators, or its error object masked and cut. Pass `handlers`,
 * `blockGasLimit` and `subscriptions()` to the package's `createServer`; `planOf` (a `KeyRing`'s) decides which keys
 * may be forwarded to the partner while the primary is down, for the methods the spec marks `x-failover`.
 *
 * `server` is the package's server module: `import * as server from '<package>/server'`.
 */
export function createUpstream<S extends GeneratedServer>(server: S, options: UpstreamOptions): Upstream<HandlersOf<S>> {
  const hooks = hooksOf(server);
  return createUpstreamRouter<HandlersOf<S>>(hooks, hooks.failover as Failover, options);
}

/** The `Handlers` of a generated server module: what its `createServer` takes. */
export type HandlersOf<S extends GeneratedServer> = Parameters<S['createServer']>[0];
