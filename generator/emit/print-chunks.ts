// A long module printed in runs of statements, each run kept on disk (../cache.ts) under its statements: after an
// edit of the spec, `types.ts` and the validators' modules (about 900–2,000 statements at 1,000 methods) differ in a
// few statements, and ts-morph printed each of them whole again (about 1.1 s of a 1,000-method regeneration).
//
// ts-morph writes each top-level statement the same wherever it stands; what comes between two statements (a new
// line, a blank line) depends on how the text before ends and on the next statement's kind. So a run after the first
// is printed after the statement that precedes it in the module (`P`): the print of [P, ...run] with the print of [P]
// cut from its start is the run's text as the whole module's print has it, separator included. The first run is
// printed with the module's banner. Runs end after a short structure (cheap to print twice) picked by its content,
// not its position, so that a statement added or removed moves no boundary but its neighbours'.
// test/print-chunks.test.ts checks the joined runs against the whole print for every module of the fixtures and of a
// 300-method document.
import { DiskCache } from '../cache.js';
import type { Statement } from './structures.js';

/** Modules with fewer statements are printed whole: there is little to keep apart. */
export const minChunkedStatements = 64;
/** A statement whose key text (its structure as JSON) is at most this long may end a run: printed twice, cheaply. */
const maxBoundaryLength = 4096;
/** Runs hold at least this many statements; then, on average, about `minRun + boundaryOdds` (below). */
const minRun = 16;
/** One short statement in this many ends a run, chosen by a hash of its key text. */
const boundaryOdds = 16;

const chunkCache = new DiskCache('printed-runs', { maxEntries: 8_000, maxBytes: 96 * 1024 * 1024 });

/** The code that cuts and joins runs: part of each run's key. */
let runsCode = '';

/** FNV-1a of a short text: where runs end, the same for the same statement on every machine. */
function fnv(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

/** The [start, end) of each run of `statements`, whose key texts are `parts`. */
export function runsOf(statements: readonly Statement[], parts: readonly string[]): [number, number][] {
  const runs: [number, number][] = [];
  let start = 0;
  for (let i = 0; i < statements.length - 1; i++) {
    const part = parts[i]!;
    if (i + 1 - start < minRun || typeof statements[i] !== 'object' || part.length > maxBoundaryLength) continue;
    if (fnv(part) % boundaryOdds !== 0) continue;
    runs.push([start, i + 1]);
    start = i + 1;
  }
  runs.push([start, statements.length]);
  return runs;
}

/**
 * The module's text as `print(leadingTrivia, statements)` gives it, from runs printed by `print` or kept from
 * before; `keyParts` are what the text depends on besides the statements (ts-morph's version, the printing code).
 * Undefined when the module is short, or a run's print did not begin with its predecessor's (then the caller prints
 * it whole).
 */
export function printInRuns(
  leadingTrivia: string,
  statements: readonly Statement[],
  parts: readonly string[],
  keyParts: readonly string[],
  print: (leadingTrivia: string, statements: readonly Statement[]) => string,
): string | undefined {
  if (statements.length < minChunkedStatements) return undefined;
  keyParts = [...keyParts, runsCode];
  const texts: string[] = [];
  for (const [start, end] of runsOf(statements, parts)) {
    const run = statements.slice(start, end);
    if (start === 0) {
      texts.push(chunkCache.through([...keyParts, 'first', leadingTrivia, ...parts.slice(start, end)], () => print(leadingTrivia, run)));
      continue;
    }
    const key = chunkCache.key(...keyParts, 'after', parts[start - 1]!, ...parts.slice(start, end));
    const text = printedAfter(chunkCache, key, statements[start - 1]!, run, (items) => print('', items));
    if (text === undefined) return undefined;
    texts.push(text);
  }
  return texts.join('');
}

/**
 * The text `run` has when printed after `before` (statements of a module, members of a class): the print of
 * [before, ...run] with the print of [before] cut from its start, and `closing` (what ends every print, a class's
 * `}\n`) from both; read from `cache` under `key`, else printed and kept. Undefined when the prints do not have that
 * shape (then the caller prints the whole).
 */
export function printedAfter<T>(cache: DiskCache, key: string, before: T, run: readonly T[], print: (items: readonly T[]) => string, closing = ''): string | undefined {
  const kept = cache.get(key);
  if (kept !== undefined) return kept;
  const alone = print([before]);
  const together = print([before, ...run]);
  const prefix = alone.slice(0, alone.length - closing.length);
  if (!alone.endsWith(closing) || !together.endsWith(closing) || !together.startsWith(prefix) || together.length < alone.length) return undefined;
  const text = together.slice(prefix.length, together.length - closing.length);
  cache.set(key, text);
  return text;
}

runsCode = [printInRuns, runsOf, fnv, printedAfter].map(String).join('\n');
