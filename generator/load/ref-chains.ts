// Local references in the bundled document that only lead to more references: a chain longer than the depth limit,
// or a loop (`A: {$ref: B}`, `B: {$ref: A}`, which names no schema at all), is refused here, iteratively, so no later
// stage that follows references (the model, the validators compiler, ajv) has to guard against it.
import { getAt, isObject, parsePointer, type JsonObject } from './json.js';
import type { Segment } from './source-file.js';

export interface ChainProblem {
  path: Segment[];
  message: string;
}

export function checkRefChains(document: JsonObject, maxDepth: number): ChainProblem | undefined {
  /** Local reference → number of references in a row from it, once known. */
  const lengths = new Map<string, number>();
  const pending: { value: unknown; path: Segment[] }[] = [{ value: document, path: [] }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value, path } = next;
    if (Array.isArray(value)) {
      // Pushed last to first, so the walk meets values in document order and reports the first problem.
      for (let i = value.length - 1; i >= 0; i--) pending.push({ value: value[i], path: [...path, i] });
      continue;
    }
    if (!isObject(value)) continue;
    const ref = value.$ref;
    if (typeof ref === 'string' && ref.startsWith('#') && !lengths.has(ref)) {
      const seen: string[] = [];
      let current: string | undefined = ref;
      while (current !== undefined && !lengths.has(current)) {
        if (seen.includes(current)) {
          return { path: [...path, '$ref'], message: `circular $ref: ${[...seen.slice(seen.indexOf(current)), current].join(' → ')} never reaches a schema` };
        }
        seen.push(current);
        if (seen.length > maxDepth) {
          return { path: [...path, '$ref'], message: `$ref ${JSON.stringify(ref)} starts a chain of more than ${maxDepth} references in a row (the limit)` };
        }
        let target: unknown;
        try {
          target = getAt(document, parsePointer(current.slice(1))).value;
        } catch {
          target = undefined; // A malformed fragment is reported by the semantic checks.
        }
        current = isObject(target) && typeof target.$ref === 'string' && target.$ref.startsWith('#') ? target.$ref : undefined;
      }
      let length = current === undefined ? 0 : (lengths.get(current) as number);
      for (let i = seen.length - 1; i >= 0; i--) lengths.set(seen[i] as string, ++length);
      if (length > maxDepth) {
        return { path: [...path, '$ref'], message: `$ref ${JSON.stringify(ref)} starts a chain of more than ${maxDepth} references in a row (the limit)` };
      }
    }
    // Example values are data: a "$ref" key inside them is no reference.
    const entries = Object.entries(value).filter(([key]) => key !== 'examples' && key !== 'example');
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, child] = entries[i] as [string, unknown];
      pending.push({ value: child, path: [...path, key] });
    }
  }
  return undefined;
}
