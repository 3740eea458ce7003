// One spec file on disk: its parsed value plus what it takes to turn a JSON pointer back into a line and column.
import { createRequire } from 'node:module';
import { relative } from 'node:path';
import type * as Yaml from 'yaml';
import type { Document, Node, Tags } from 'yaml';
import type * as JsoncParser from 'jsonc-parser';
import type { Node as JsonNode, ParseError } from 'jsonc-parser';
import { DiskCache, packageVersion } from '../cache.js';
import { SpecError, formatJsonPath, type SpecIssue } from '../errors.js';
import { survivesJson } from './json.js';
import { scanJsonDepth, yamlDepth } from './nesting.js';

const require = createRequire(import.meta.url);

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

/** The 1-based line and column of `offset`, given the offsets at which lines start (yaml's LineCounter.linePos). */
function linePos(lineStarts: readonly number[], offset: number): { line: number; column: number } {
  let low = 0;
  let high = lineStarts.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if ((lineStarts[mid] as number) < offset) low = mid + 1;
    else high = mid;
  }
  if (lineStarts[low] === offset) return { line: low + 1, column: 1 };
  if (low === 0) return { line: 0, column: offset };
  return { line: low, column: offset - (lineStarts[low - 1] as number) + 1 };
}

// JSON files get a strict JSON parser (YAML would accept a trailing comma); positions come from its syntax tree,
// built only when an error needs one (the official Ethereum spec is 2.7 MB), by jsonc-parser, loaded only then.
let jsonc: typeof JsoncParser | undefined;
const jsoncParser = () => (jsonc ??= require('jsonc-parser') as typeof JsoncParser);

function fromJson(path: string, label: string, text: string, maxDepth: number): SourceFile {
  const lineStarts = [0];
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) lineStarts.push(i + 1);
  const position = (offset: number) => linePos(lineStarts, offset);
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
    const { parse: parseJson, printParseErrorCode } = jsoncParser();
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
      const { findNodeAtLocation, parseTree } = jsoncParser();
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


/**
 * What a parsed YAML file is made of: its value, and the positions `locate` needs, as plain data: the offset of the
 * root node, the offsets at which lines start, and a tree of the mappings' scalar keys (the offset of each, in
 * order) and the sequences' items (the offset of each) down to the scalars.
 */
interface ParsedYaml {
  value: unknown;
  root: number;
  lineStarts: number[];
  tree: Positions;
}

type Positions = 0 | { map: [key: string, offset: number | null, value: Positions][] } | { seq: ([offset: number | null, item: Positions] | 0)[] };

/**
 * Parsing YAML is the slowest part of loading a spec in a fresh process (the yaml package's parser runs cold: about a
 * quarter of a second for our spec's 140 KB, where a second parse in the same process takes a tenth of that), and
 * specs change far less often than they are generated from. A file's ParsedYaml is kept on disk (../cache.ts) under
 * its text, the parser's options and version and `maxDepth`, when its value survives JSON exactly: plain objects,
 * arrays, strings, booleans, null and finite numbers (not -0), with no object reached twice (an alias to a mapping or
 * sequence makes shared or cyclic values, which JSON would copy). A file that does not parse is never kept. The
 * yaml package is loaded only when a file is parsed.
 */
const parsedYaml = new DiskCache('yaml', { maxEntries: 200, maxBytes: 32 * 1024 * 1024 });
/** Part of the cache key: bump it when ParsedYaml or what `fromYaml` checks changes. */
const parsedYamlFormat = 'parsed-yaml-1';

function fromYaml(path: string, label: string, text: string, maxDepth: number): SourceFile {
  const options = `${JSON.stringify(yamlOptions)} ${yamlOptions.customTags.toString()}`;
  const key = parsedYaml.key(parsedYamlFormat, packageVersion(require, 'yaml'), options, String(maxDepth), text);
  const cached = parsedYaml.get(key);
  let parsed: ParsedYaml;
  if (cached !== undefined) parsed = JSON.parse(cached) as ParsedYaml;
  else {
    parsed = parseYamlFile(label, text, maxDepth);
    if (survivesJson(parsed.value)) parsedYaml.set(key, JSON.stringify(parsed));
  }
  const { value, root, lineStarts, tree } = parsed;
  return { path, label, value, locate: (pointer) => linePos(lineStarts, locateIn(root, tree, pointer)) };
}

function parseYaml(label: string, text: string): { doc: Document; lineStarts: number[] } {
  const { LineCounter, parseDocument } = require('yaml') as typeof Yaml;
  const lines = new LineCounter();
  try {
    const doc = parseDocument(text, { ...yamlOptions, lineCounter: lines });
    return { doc, lineStarts: lines.lineStarts };
  } catch (error) {
    // The YAML parser keeps its own stack; this is a last line of defence, not an expected path.
    if (!(error instanceof RangeError)) throw error;
    throw new SpecError([{ file: label, line: 1, column: 1, path: '', message: 'invalid YAML: nested too deeply to parse' }]);
  }
}

function parseYamlFile(label: string, text: string, maxDepth: number): ParsedYaml {
  const { doc, lineStarts } = parseYaml(label, text);
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
  if (deep) throw tooDeep(label, linePos(lineStarts, deep.offset), deep.pointer, maxDepth);
  let value: unknown;
  try {
    value = doc.toJS({ maxAliasCount: yamlOptions.maxAliasCount });
  } catch (error) {
    throw new SpecError([{ file: label, line: 1, column: 1, path: '', message: `invalid YAML: ${(error as Error).message}` }]);
  }
  const contents = doc.contents as Node | null;
  return { value, root: contents?.range?.[0] ?? 0, lineStarts, tree: positionsOf(contents) };
}

/** The Positions of a node: what `locateIn` walks (iteratively: the depth check bounds the nesting only loosely
 * for aliases, and a tree of plain data costs little to build). */
function positionsOf(node: unknown): Positions {
  const { isMap, isNode, isPair, isScalar, isSeq } = require('yaml') as typeof Yaml;
  const build = (n: unknown): Positions => {
    if (isMap(n)) {
      const map: [string, number | null, Positions][] = [];
      for (const item of n.items) {
        if (isPair(item) && isScalar(item.key)) map.push([String(item.key.value), item.key.range?.[0] ?? null, build(item.value)]);
      }
      return { map };
    }
    if (isSeq(n)) return { seq: n.items.map((item) => (item ? [isNode(item) ? (item.range?.[0] ?? null) : null, build(item)] : 0)) };
    return 0;
  };
  return build(node);
}

/** The offset of the node at `pointer`, or of its deepest existing ancestor: a mapping member's key, a sequence's
 * item. */
function locateIn(root: number, tree: Positions, pointer: readonly Segment[]): number {
  let node = tree;
  let offset = root;
  for (const segment of pointer) {
    if (node !== 0 && 'map' in node) {
      const member = node.map.find(([key]) => key === String(segment));
      if (!member) break;
      offset = member[1] ?? offset;
      node = member[2];
    } else if (node !== 0 && 'seq' in node && typeof segment === 'number') {
      const item = node.seq[segment];
      if (!item) break;
      offset = item[0] ?? offset;
      node = item[1];
    } else break;
  }
  return offset;
}
