// The spec's `x-limits.maxParams`, checked from both sides: a call with exactly `maxParams` values where the server
// counts them must be answered, one with `maxParams + 1` refused with -32602 (the class of "invalid params"; the
// interface document gives no other code for it). Where the values are counted is the generated server's rule
// (emit/server/limits.ts `listPositions`: the params that are arrays, or the array-valued fields of an object param,
// eth_getLogs' filter `address` and `topics`). Both calls must pass the spec's validator, so only the limit is at stake.
import { listPositions } from '../emit/server/limits.js';
import type { MethodModel, Model } from '../model/model.js';
import type { Params } from './values.js';

export interface LimitCall {
  name: string;
  params: Params;
  /** true: must be refused -32602; false: must be answered (a result or a declared error). */
  over: boolean;
}

/** The two calls at the limit, from valid params; none when the method has no maxParams or no way to reach it. */
export function maxParamsCalls(method: MethodModel, model: Model, full: Params, valid: (p: Params) => boolean): LimitCall[] {
  const max = method.limits?.maxParams;
  if (max === undefined) return [];
  for (const path of listPositions(model, method)) {
    const at = (count: number): Params | undefined => {
      const copy = structuredClone(full) as Record<string | number, unknown>;
      let parent: Record<string | number, unknown> = copy;
      for (const step of path.slice(0, -1)) {
        const next = parent[step];
        if (typeof next !== 'object' || next === null) return undefined;
        parent = next as Record<string | number, unknown>;
      }
      const last = path[path.length - 1]!;
      const current = parent[last];
      const seed = Array.isArray(current) ? current.find((v) => v !== null && !Array.isArray(v)) : current;
      if (seed === undefined || seed === null) return undefined;
      parent[last] = Array.from({ length: count }, () => seed);
      return copy as Params;
    };
    const [atMax, over] = [at(max), at(max + 1)];
    if (atMax === undefined || over === undefined || !valid(atMax) || !valid(over)) continue;
    const where = path.map((s) => (typeof s === 'number' ? `[${s}]` : `.${s}`)).join('');
    return [
      { name: `x-limits.maxParams: ${max} values at params${where} answered`, params: atMax, over: false },
      { name: `x-limits.maxParams: ${max + 1} values at params${where} refused with -32602`, params: over, over: true },
    ];
  }
  return [];
}

/** `x-limits.maxResults`, checked on every result of the method: no call can be sure to provoke it (a live node may
 * hold fewer matching results), but a result holding more than the limit shows the limit is not enforced. */
export function overMaxResults(method: MethodModel, result: unknown): string | undefined {
  const max = method.limits?.maxResults;
  if (max === undefined || !Array.isArray(result) || result.length <= max) return undefined;
  return `x-limits.maxResults: the result holds ${result.length} results, more than the ${max} the spec allows (over it, the spec's answer is an error)`;
}
