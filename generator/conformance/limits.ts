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
  const positions = listPositions(model, method);
  for (const path of positions) {
    // The server counts every position together (a filter's addresses and topics): the values already at the other
    // positions are part of the count, so this one gets what is left.
    const others = positions.filter((p) => p !== path).reduce((n, p) => n + countAt(full, p), 0);
    if (others >= max) continue;
    // Two forms of `count` values at the path: one position holding them all as alternatives (`[[v, v, …]]`, counted
    // by their elements), then the flat list (`[v, v, …]`); the first the spec's validator accepts is sent. The nested
    // form comes first because the server counts both alike but a node does not: the EVM has four topic positions,
    // so 5,000 of them are refused by any node while 5,000 alternatives in one are a valid filter.
    const at = (count: number, nested: boolean): Params | undefined => {
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
      const values = Array.from({ length: count }, () => seed);
      parent[last] = nested ? [values] : values;
      return copy as Params;
    };
    const form = [true, false].find((nested) => {
      const [m, o] = [at(max - others, nested), at(max + 1 - others, nested)];
      return m !== undefined && o !== undefined && valid(m) && valid(o);
    });
    if (form === undefined) continue;
    const [atMax, over] = [at(max - others, form)!, at(max + 1 - others, form)!];
    const where = path.map((s) => (typeof s === 'number' ? `[${s}]` : `.${s}`)).join('') + (form ? '[0]' : '');
    const rest = others === 0 ? '' : ` (${others} at the other positions)`;
    return [
      { name: `x-limits.maxParams: ${max} values at params${where}${rest} answered`, params: atMax, over: false },
      { name: `x-limits.maxParams: ${max + 1} values at params${where}${rest} refused with -32602`, params: over, over: true },
    ];
  }
  return [];
}

/** The values the server counts at `path` (countParams in the runtime's limits: scalars, nested arrays by element). */
function countAt(params: Params, path: readonly (string | number)[]): number {
  let value: unknown = params;
  for (const step of path) value = typeof value === 'object' && value !== null ? (value as Record<string | number, unknown>)[step] : undefined;
  const stack = [value];
  let counted = 0;
  // Valid params from the spec's schemas: small, so no bound beyond the params' own size is needed here.
  while (stack.length > 0) {
    const v = stack.pop();
    if (Array.isArray(v)) stack.push(...v);
    else if (v !== undefined && v !== null) counted++;
  }
  return counted;
}

/** `x-limits.maxResults`, checked on every result of the method: no call can be sure to provoke it (a live node may
 * hold fewer matching results), but a result holding more than the limit shows the limit is not enforced. */
export function overMaxResults(method: MethodModel, result: unknown): string | undefined {
  const max = method.limits?.maxResults;
  if (max === undefined || !Array.isArray(result) || result.length <= max) return undefined;
  return `x-limits.maxResults: the result holds ${result.length} results, more than the ${max} the spec allows (over it, the spec's answer is an error)`;
}
