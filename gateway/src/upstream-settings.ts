// The router's settings, read from the operator's options (upstream-options.ts): each checked as it is read, so that
// a wrong one fails `createUpstream` with an error naming it before any node is built, and filled with its default.
// What every node, pool and chain check shares (node.ts `Resolved`), and the metrics hook.
import type { PackageHooks } from './package-api.js';
import type { Resolved } from './node.js';
import { maxPoolNodes } from './pool.js';
import type { Answers } from './upstream-answers.js';
import type { UpstreamOptions } from './upstream-options.js';

import type { UpstreamMetrics } from './upstream-metrics.js';

export type { UpstreamMetrics };
/** Reports to the metrics, if given: a hook that throws (or is not a function) never fails a call nor the gateway. */
export type Hook = (report: (m: UpstreamMetrics) => void) => void;

export interface Settings {
  resolved: Resolved;
  hook: Hook;
  /** The metrics, if given: without them a call is not timed at all. */
  metrics: UpstreamMetrics | undefined;
  /** Bytes one upstream answer may have, the package's default filled in (for the subscription feeds). */
  maxResponseBytes: number;
}

/** `options` checked and resolved for the generated package whose hooks are `hooks`; throws on the first wrong one. */
export function resolveSettings(hooks: PackageHooks, answers: Answers, options: UpstreamOptions): Settings {
  if (typeof options !== 'object' || options === null) throw new TypeError('createUpstream: options must be an object with `upstream`');
  const logger = options.logger ?? { error: (message: string, details: Record<string, unknown>) => console.error(`gateway: ${message}`, details) };
  const batchCalls = batchCallsOf(options.batch);
  const share = options.primaryTimeShare ?? 0.5;
  if (typeof share !== 'number' || !(share > 0 && share < 1)) throw new RangeError('createUpstream: primaryTimeShare must be a number between 0 and 1');
  const maxResponseBytes = options.maxResponseBytes ?? hooks.defaultMaxResponseBytes;
  const budgetBytes = options.responseBudgetBytes ?? Math.max(hooks.defaultResponseBudget, maxResponseBytes);
  if (!(Number.isSafeInteger(budgetBytes) && budgetBytes >= maxResponseBytes)) {
    throw new RangeError(`createUpstream: responseBudgetBytes must be a whole number of bytes, at least maxResponseBytes (${maxResponseBytes})`);
  }
  const retries = options.retries ?? 2;
  if (!(Number.isInteger(retries) && retries >= 0 && retries < maxPoolNodes)) throw new RangeError(`createUpstream: retries must be a whole number from 0 to ${maxPoolNodes - 1}`);
  const hedge = hedgeOf(options.hedge);
  const metrics = options.metrics;
  if (metrics !== undefined && (typeof metrics !== 'object' || metrics === null || typeof metrics.upstreamCall !== 'function' || typeof metrics.failover !== 'function')) {
    throw new TypeError('createUpstream: metrics must have upstreamCall and failover functions (e.g. upstreamMetrics(promClient, { registry }))');
  }
  const hook: Hook = (report) => {
    if (metrics === undefined) return;
    try {
      report(metrics);
    } catch {
      // Metrics never fail a call.
    }
  };
  const resolved: Resolved = {
    hooks,
    answers,
    retries,
    hedge,
    event: (upstream, what) => hook((m) => m.upstreamEvent?.(upstream, what)),
    batchCalls,
    primaryShare: share,
    validateResults: options.validateResults !== false,
    timeoutMs: seconds('timeoutSeconds', options.timeoutSeconds, 30),
    maxResponseBytes: options.maxResponseBytes,
    maxConnections: options.maxConnections,
    budget: { limit: budgetBytes, inUse: 0 },
    healthMs: seconds('healthCheckSeconds', options.healthCheckSeconds, 1),
    gasLimitMs: seconds('blockGasLimitSeconds', options.blockGasLimitSeconds, 1),
    probe: options.healthProbe ?? { method: 'rpc.discover' },
    log: (message, details) => {
      try {
        logger.error(message, details);
      } catch {
        // A logger that throws must not take the gateway down.
      }
    },
  };
  if (typeof options.upstream !== 'string' && (typeof options.upstream !== 'object' || options.upstream === null)) {
    throw new TypeError('createUpstream: upstream must be a URL, a list of URLs, or an object of them by method family');
  }
  if (options.cache !== undefined && !resolved.validateResults) throw new TypeError('createUpstream: cache keeps checked results only: it needs validateResults');
  return { resolved, hook, metrics, maxResponseBytes };
}

/** A number of seconds as milliseconds (`fallback` seconds when not given), at most what a timer takes. */
function seconds(name: string, value: number | undefined, fallback: number): number {
  if (value === undefined) return fallback * 1000;
  if (typeof value !== 'number' || !(value > 0) || !Number.isFinite(value)) throw new RangeError(`createUpstream: ${name} must be a positive number of seconds`);
  return Math.min(Math.round(value * 1000), 2_147_483_647);
}

/** Most calls per upstream batch; 0: no batching. */
function batchCallsOf(option: UpstreamOptions['batch']): number {
  const batch = option === true ? {} : option === false || option === undefined ? undefined : option;
  if (batch !== undefined && (typeof batch !== 'object' || batch === null)) throw new TypeError('createUpstream: batch must be true, false or { maxCalls }');
  const batchCalls = batch === undefined ? 0 : (batch.maxCalls ?? 50);
  if (!(Number.isInteger(batchCalls) && batchCalls >= 0)) throw new RangeError('createUpstream: batch.maxCalls must be a whole number');
  return batchCalls;
}

/** The bounds of the hedge's delay in ms, when hedging is on. */
function hedgeOf(option: UpstreamOptions['hedge']): Resolved['hedge'] {
  const hedge = option === true ? {} : option === false || option === undefined ? undefined : option;
  if (hedge !== undefined && (typeof hedge !== 'object' || hedge === null)) throw new TypeError('createUpstream: hedge must be true, false or { minDelayMs, maxDelayMs }');
  const hedgeMs = hedge === undefined ? undefined : { minMs: hedge.minDelayMs ?? 10, maxMs: hedge.maxDelayMs ?? 2000 };
  if (hedgeMs !== undefined && !(Number.isFinite(hedgeMs.minMs) && hedgeMs.minMs >= 0 && Number.isFinite(hedgeMs.maxMs) && hedgeMs.maxMs >= hedgeMs.minMs && hedgeMs.maxMs <= 2_147_483_647)) {
    throw new RangeError('createUpstream: hedge.minDelayMs and hedge.maxDelayMs must be milliseconds, 0 ≤ minDelayMs ≤ maxDelayMs');
  }
  return hedgeMs;
}
