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

interface Unit {
  /** JSON pointer segments of the unit in the document. */
  path: Segment[];
  /** Deepest nesting of objects and arrays inside the unit, not following references (the unit itself is 1). */
  depth: number;
  /** Local references inside the unit: target, and where the `$ref` sits (document path). */
  refs: { target: string; path: Segment[] }[];
}

/**
 * How deep a stage that follows local references as it walks (the validators compiler does: it compiles a
 * referenced schema while compiling the one that names it, stopping only at recursion) can nest. A chain of
 * components each holding the next (`S0: {properties: {n: {$ref: S1}}}` … `S2999`) is shallow everywhere, yet such a
 * walk goes 9,000 levels down. Every place a local reference leads to is a unit; a unit's depth through references
 * is its own depth plus the deepest unit it references. Units that reference each other in a cycle are counted
 * together, each at its full depth: an upper bound on any path that visits each at most once, which is what a walk
 * that stops at recursion does. Everything is iterative (Tarjan's algorithm with an explicit stack).
 */
export function checkRefDepth(document: JsonObject, maxLevels: number): ChainProblem | undefined {
  const units = new Map<string, Unit>();
  const queue: string[] = ['#'];
  for (let key = queue.shift(); key !== undefined; key = queue.shift()) {
    if (units.has(key)) continue;
    let path: Segment[];
    try {
      path = parsePointer(key.slice(1));
    } catch {
      continue;
    }
    const found = getAt(document, path);
    if (!found.found) continue;
    const unit: Unit = { path, depth: 0, refs: [] };
    units.set(key, unit);
    const pending: { value: unknown; depth: number; path: Segment[] }[] = [{ value: found.value, depth: 1, path }];
    for (let next = pending.pop(); next; next = pending.pop()) {
      const { value, depth } = next;
      if (typeof value !== 'object' || value === null) continue;
      unit.depth = Math.max(unit.depth, depth);
      const entries: [Segment, unknown][] = Array.isArray(value) ? value.map((v, i) => [i, v]) : Object.entries(value);
      for (const [segment, child] of entries) {
        if (segment === '$ref' && typeof child === 'string' && child.startsWith('#')) {
          unit.refs.push({ target: child, path: [...next.path, '$ref'] });
          if (!units.has(child)) queue.push(child);
        } else if (segment !== 'examples' && segment !== 'example') {
          pending.push({ value: child, depth: depth + 1, path: [...next.path, segment] });
        }
      }
    }
  }

  // Tarjan: components come out in reverse topological order, so each one's successors are already measured.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const levels = new Map<string, number>();
  let counter = 0;
  for (const start of units.keys()) {
    if (index.has(start)) continue;
    const work: { key: string; edge: number }[] = [{ key: start, edge: 0 }];
    index.set(start, counter);
    low.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1] as { key: string; edge: number };
      const unit = units.get(frame.key) as Unit;
      const edge = unit.refs[frame.edge++];
      if (edge) {
        if (!units.has(edge.target)) continue;
        if (!index.has(edge.target)) {
          index.set(edge.target, counter);
          low.set(edge.target, counter++);
          stack.push(edge.target);
          onStack.add(edge.target);
          work.push({ key: edge.target, edge: 0 });
        } else if (onStack.has(edge.target)) {
          low.set(frame.key, Math.min(low.get(frame.key) as number, index.get(edge.target) as number));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.key, Math.min(low.get(parent.key) as number, low.get(frame.key) as number));
      if (low.get(frame.key) !== index.get(frame.key)) continue;
      const members: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop() as string;
        onStack.delete(member);
        members.push(member);
      } while (member !== frame.key);
      const inside = new Set(members);
      let own = 0;
      let below = 0;
      let deepest: { target: string; path: Segment[] } | undefined;
      for (const key of members) {
        const { depth, refs } = units.get(key) as Unit;
        own += depth;
        for (const ref of refs) {
          const level = levels.get(ref.target);
          if (inside.has(ref.target) || level === undefined) continue;
          if (level > below) {
            below = level;
            deepest = ref;
          }
        }
      }
      const total = own + below;
      if (total > maxLevels) {
        const at = deepest ?? (units.get(members[0] as string) as Unit).refs[0];
        const path = at?.path ?? (units.get(members[0] as string) as Unit).path;
        const ref = at?.target ?? members[0];
        return {
          path,
          message: `$ref ${JSON.stringify(ref)} leads through more than ${maxLevels} levels of nested schemas, counting every schema its references lead to (the limit)`,
        };
      }
      for (const key of members) levels.set(key, total);
    }
  }
  return undefined;
}
