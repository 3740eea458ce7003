// One spec file on disk: its parsed value plus what it takes to turn a JSON pointer back into a line and column.
import { relative } from 'node:path';
import { isMap, isPair, isScalar, isSeq, LineCounter, parseDocument, type Document, type Node, type Tags } from 'yaml';
import { findNodeAtLocation, parse as parseJson, parseTree, printParseErrorCode, type Node as JsonNode, type ParseError } from 'jsonc-parser';
import { SpecError, formatJsonPath, type SpecIssue } from '../errors.js';
import { scanJsonDepth, yamlDepth } from './nesting.js';

export type Segment = string | number;

export interface SourceFile {
  /** Absolute path. */
  readonly path: string;
  /** Path shown to users: relative to the working directory when the file lies below it. */
  readonly label: string;
  readonly value: unknown;
  /** Line and column (1-based) of the node at `pointer`, or of its deepest existing ancestor. */
  locate(pointer: readonly Segment[]): { line: number; column: number };
}

// YAML 1.2's core schema reads `0x10` as the number 16 and `0o7` as 7. In a spec full of hex quantities that
// silently corrupts examples and enums, so those two integer forms stay strings.
const yamlOptions = {
  customTags: (tags: Tags) =>
    tags.filter((tag) => {
      const format = (tag as { format?: string }).format;
      return format !== 'HEX' && format !== 'OCT';
    }),
  uniqueKeys: true,
  prettyErrors: true,
  maxAliasCount: 100,
} as const;

export function labelFor(path: string): string {
  const rel = relative(process.cwd(), path);
  return rel.startsWith('..') || rel === '' ? path : rel;
}

/**
 * Parses one spec file's text (read by safe-read.ts). Nesting deeper than `maxDepth` is refused before the
 * recursive parts of parsing run.
 */
export function parseSourceFile(path: string, text: string, maxDepth: number): SourceFile {
  const label = labelFor(path);
  return path.endsWith('.json') ? fromJson(path, label, text, maxDepth) : fromYaml(path, label, text, maxDepth);
}

function tooDeep(label: string, position: { line: number; column: number }, pointer: readonly Segment[], maxDepth: number): SpecError {
  return new SpecError([
    { file: label, ...position, path: formatJsonPath(pointer), message: `nested deeper than ${maxDepth} levels of objects and arrays (the limit)` },
  ]);
}

// JSON files get a strict JSON parser (YAML would accept a trailing comma); positions come from its syntax tree,
// built only when an error needs one (the official Ethereum spec is 2.7 MB).
function fromJson(path: string, label: string, text: string, maxDepth: number): SourceFile {
  const lines = new LineCounter();
  lines.addNewLine(0);
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) lines.addNewLine(i + 1);
  const position = (offset: number) => {
    const { line, col } = lines.linePos(offset);
    return { line, column: col };
  };
  // jsonc-parser recurses once per level and overflows the stack a few thousand levels down.
  const deep = scanJsonDepth(text, maxDepth);
  if (deep) throw tooDeep(label, position(deep.offset), deep.pointer, maxDepth);
  // The native parser builds the value: it is strict JSON and keeps a `__proto__` key an own property (jsonc-parser
  // assigns keys with `obj[key] = v`, which would make it the object's prototype). jsonc-parser only locates errors.
  let value: unknown;
  try {
    value = JSON.parse(text) as unknown;
  } catch (error) {
    const errors: ParseError[] = [];
    parseJson(text, errors, { allowTrailingComma: false, disallowComments: true, allowEmptyContent: false });
    const first = errors[0];
    const message = first ? printParseErrorCode(first.error) : (error as Error).message;
    throw new SpecError([{ file: label, ...position(first?.offset ?? 0), path: '', message: `invalid JSON: ${message}` }]);
  }
  let tree: JsonNode | undefined;
  return {
    path,
    label,
    value,
    locate: (pointer) => {
      tree ??= parseTree(text);
      let node = tree;
      let offset = tree?.offset ?? 0;
      for (const segment of pointer) {
        const child = node && findNodeAtLocation(node, [segment]);
        if (!child) break;
        // For an object member, point at its key, as for YAML.
        offset = child.parent?.type === 'property' ? child.parent.offset : child.offset;
        node = child;
      }
      return position(offset);
    },
  };
}


function parseYaml(label: string, text: string): { doc: Document; lines: LineCounter } {
  const lines = new LineCounter();
  try {
    const doc = parseDocument(text, { ...yamlOptions, lineCounter: lines });
    return { doc, lines };
  } catch (error) {
    // The YAML parser keeps its own stack; this is a last line of defence, not an expected path.
    if (!(error instanceof RangeError)) throw error;
    throw new SpecError([{ file: label, line: 1, column: 1, path: '', message: 'invalid YAML: nested too deeply to parse' }]);
  }
}

function fromYaml(path: string, label: string, text: string, maxDepth: number): SourceFile {
  const { doc, lines } = parseYaml(label, text);
  // The YAML parser reports running out of stack in a nesting thousands of levels deep as an ordinary error.
  const overflow = doc.errors.find((error) => /call stack|stack overflow/i.test(error.message));
  if (overflow) {
    const pos = overflow.linePos?.[0];
    throw new SpecError([
      { file: label, line: pos?.line, column: pos?.col, path: '', message: `nested too deeply to parse (more than ${maxDepth} levels of objects and arrays is refused)` },
    ]);
  }
  if (doc.errors.length > 0) {
    // Only the first: one YAML mistake tends to cascade into several reports about the same spot.
    const issues: SpecIssue[] = doc.errors.slice(0, 1).map((error) => {
      const pos = error.linePos?.[0];
      const message = error.message.split('\n')[0] ?? error.message;
      return {
        file: label,
        line: pos?.line,
        column: pos?.col,
        path: '',
        message: `invalid YAML: ${message.replace(/ at line \d+, column \d+:?$/, '')}`,
      };
    });
    throw new SpecError(issues);
  }
  // toJS recurses once per level: measure the node tree first.
  const deep = yamlDepth(doc, maxDepth);
  if (deep) {
    const { line, col } = lines.linePos(deep.offset);
    throw tooDeep(label, { line, column: col }, deep.pointer, maxDepth);
  }
  let value: unknown;
  try {
    value = doc.toJS({ maxAliasCount: yamlOptions.maxAliasCount });
  } catch (error) {
    throw new SpecError([{ file: label, line: 1, column: 1, path: '', message: `invalid YAML: ${(error as Error).message}` }]);
  }
  return { path, label, value, locate: (pointer) => locateIn(doc, lines, pointer) };
}

function locateIn(doc: Document, lines: LineCounter, pointer: readonly Segment[]): { line: number; column: number } {
  let node: Node | null | undefined = doc.contents as Node | null;
  let offset = node?.range?.[0] ?? 0;
  for (const segment of pointer) {
    if (isMap(node)) {
      const pair = node.items.find((item) => isPair(item) && isScalar(item.key) && String(item.key.value) === String(segment));
      if (!pair) break;
      offset = (pair.key as Node).range?.[0] ?? offset;
      node = pair.value as Node | null;
    } else if (isSeq(node) && typeof segment === 'number') {
      const item = node.items[segment] as Node | undefined;
      if (!item) break;
      offset = item.range?.[0] ?? offset;
      node = item;
    } else break;
  }
  const { line, col } = lines.linePos(offset);
  return { line, column: col };
}
