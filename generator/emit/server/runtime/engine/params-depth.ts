// The nesting of a call's params, bounded before anything walks them recursively. A schema's object lets properties
// it does not name through (JSON Schema's default), and those reach the handler, and the gateway's upstream, as they
// came: `{"from":…,"to":…,"x":[[[[…]]]]}` 10,000 levels deep is a 20 KB body that the validators accept, and whose
// JSON.stringify on the way upstream overflowed the stack, outside any try, and ended the process. Counted level by
// level, without recursion (one array per level, not an entry per value). Internal module: use server.ts.
import { JsonRpcError } from '../../errors.js';

/**
 * The deepest nesting of the params of a method of the spec. Its own schemas nest a few levels (a block's
 * transactions' access lists: 5); a recursive schema (a tree) may mean more, so the bound is well above them, yet far
 * below what JSON.stringify, a validator or a logger can walk (about 4,000 levels of arrays on Node's default stack,
 * 2,800 with 3,000 frames in use).
 */
export const maxParamsDepth = 256;

/** -32602 for params (an array or object: level 1) nested deeper than `most` levels; else undefined. */
export function paramsDepthError(params: unknown, most: number): JsonRpcError | undefined {
  if (typeof params !== 'object' || params === null) return undefined;
  let level: object[] = [params];
  for (let depth = 1; level.length > 0; depth++) {
    if (depth > most) {
      return new JsonRpcError(-32602, `Invalid params: params: nested deeper than ${most} levels`, [{ path: 'params', message: `nested deeper than ${most} levels`, keyword: 'depth' }]);
    }
    const next: object[] = [];
    for (const value of level) {
      if (Array.isArray(value)) {
        for (let i = 0; i < value.length; i++) {
          const child: unknown = value[i];
          if (typeof child === 'object' && child !== null) next.push(child);
        }
      } else {
        for (const key in value) {
          const child: unknown = (value as Record<string, unknown>)[key];
          if (typeof child === 'object' && child !== null) next.push(child);
        }
      }
    }
    level = next;
  }
  return undefined;
}
