import type { MethodName } from '../types.js';
import type { Upstream, UpstreamOptions } from './server-gateway-upstream-options.js';
export type { Upstream, UpstreamOptions, UpstreamStatus, UpstreamUrls } from './server-gateway-upstream-options.js';
export { upstreamErrors } from './server-gateway-upstream-answers.js';
type Failover = {
    readonly [M in MethodName]?: readonly string[];
};
/**
 * Builds the handlers and the gas-limit reader. `failover` is the spec's `x-failover` plan names per method (emitted in
 * server.ts).
 */
export declare function createUpstreamRouter<H>(failover: Failover, options: UpstreamOptions): Upstream<H>;
