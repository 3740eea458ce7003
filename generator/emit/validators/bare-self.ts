// A component that lists itself among its own alternatives, with no object or array between (Sui's MoveValue:
// `anyOf: [..., { anyOf: [{ $ref: MoveValue }, { type: null }] }, ...]`). Checked as written, a value that fails the
// other branches re-enters the same check on the same value until the depth bound ("nested too deeply"); ajv
// overflows its stack. Such a branch can never admit a value the other branches refuse (the least fixed point), so
// the check reads it as `false` in anyOf/oneOf and `true` in allOf, as the types drop it (render-type.ts, SELF).
import type { JsonSchema } from '../../model/model.js';
import { isObject } from '../../load/json.js';

/** Bound on the nested combinators rewritten, so a hostile document cannot make this walk long. */
const MAX_NODES = 10_000;

/** `schema` (the body of the component at `ref`) with its bare references to `ref` replaced; itself when it has none. */
export function withoutBareSelf(schema: JsonSchema, ref: string): JsonSchema {
  let budget = MAX_NODES;
  const rewrite = (node: JsonSchema, inside: 'anyOf' | 'oneOf' | 'allOf' | undefined): JsonSchema => {
    if (!isObject(node) || --budget < 0) return node;
    if (inside && node.$ref === ref && Object.keys(node).every((k) => k === '$ref' || k === 'description' || k === 'title')) return inside !== 'allOf' ? false : true;
    let changed: Record<string, unknown> | undefined;
    for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
      const branches = node[key];
      if (!Array.isArray(branches)) continue;
      const next = branches.map((b) => rewrite(b as JsonSchema, key));
      if (next.some((b, i) => b !== branches[i])) (changed ??= { ...node })[key] = next;
    }
    return (changed as JsonSchema | undefined) ?? node;
  };
  return rewrite(schema, undefined);
}
