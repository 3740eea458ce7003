// How deep a spec file nests, measured without recursion, so that a document nested thousands of levels deep is
// refused with its position before any recursive stage (the JSON parser, YAML's toJS, the bundler, the model, ajv)
// can overflow the stack. Depth counts objects and arrays: `{"a": [1]}` is 2 levels deep.
import { createRequire } from 'node:module';
import type * as Yaml from 'yaml';
import type { Document, Node } from 'yaml';
import type { Segment } from './source-file.js';

const require = createRequire(import.meta.url);

export interface TooDeep {
  /** Offset in the text of the object or array that goes one level too deep. */
  offset: number;
  /** JSON pointer of that object or array. */
  pointer: Segment[];
}

interface Frame {
  array: boolean;
  key: string | undefined;
  index: number;
}

/** Scans JSON text for the first object or array nested deeper than `maxDepth`; tolerant of syntax errors. */
export function scanJsonDepth(text: string, maxDepth: number): TooDeep | undefined {
  const stack: Frame[] = [];
  // The last string's bounds; decoded only when a ':' makes it a key.
  let stringStart = -1;
  let stringEnd = -1;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22 /* " */) {
      stringStart = i;
      for (i++; i < text.length && text.charCodeAt(i) !== 0x22; i++) if (text.charCodeAt(i) === 0x5c /* \ */) i++;
      stringEnd = i + 1;
      continue;
    }
    const top = stack[stack.length - 1];
    if (c === 0x7b /* { */ || c === 0x5b /* [ */) {
      if (stack.length + 1 > maxDepth) return { offset: i, pointer: stack.map((f) => (f.array ? f.index : (f.key ?? ''))) };
      stack.push({ array: c === 0x5b, key: undefined, index: 0 });
    } else if (c === 0x7d /* } */ || c === 0x5d /* ] */) {
      stack.pop();
    } else if (c === 0x3a /* : */ && top && !top.array) {
      const raw = text.slice(stringStart, stringEnd);
      try {
        top.key = JSON.parse(raw) as string;
      } catch {
        top.key = raw.slice(1, -1);
      }
    } else if (c === 0x2c /* , */ && top?.array) {
      top.index++;
    }
  }
  return undefined;
}

/** Walks a parsed YAML document's nodes for the first collection nested deeper than `maxDepth`. */
export function yamlDepth(doc: Document, maxDepth: number): TooDeep | undefined {
  // The yaml package parsed `doc`: loaded already.
  const { isAlias, isMap, isPair, isScalar, isSeq } = require('yaml') as typeof Yaml;
  const pending: { node: unknown; depth: number; pointer: Segment[] }[] = [{ node: doc.contents, depth: 1, pointer: [] }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { node, depth, pointer } = next;
    if (isAlias(node) || !(isMap(node) || isSeq(node))) continue;
    if (depth > maxDepth) return { offset: (node as Node).range?.[0] ?? 0, pointer };
    node.items.forEach((item: unknown, index: number) => {
      if (isPair(item)) {
        const key = isScalar(item.key) ? String(item.key.value) : String(index);
        pending.push({ node: item.value, depth: depth + 1, pointer: [...pointer, key] });
      } else pending.push({ node: item, depth: depth + 1, pointer: [...pointer, index] });
    });
  }
  return undefined;
}
