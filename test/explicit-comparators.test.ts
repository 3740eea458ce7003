// Deterministic output asks for explicit comparators: every sort in the generator and in the runtimes it copies into
// packages names its order (compareStrings in the generator, byCodeUnit in the server's runtime, a numeric one for
// numbers), so a reader sees the order and no sort relies on `.sort()`'s string conversion of its elements. The
// benchmarks (bench/) and any scripts/ are held to the same rule: their figures are what the docs quote.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { byCodeUnit } from '../generator/emit/server/runtime/engine/order.js';
import { compareStrings } from '../generator/load/json.js';
import { repoRoot } from './helpers.js';

/** `file:line: text` of each `.sort()` or `.toSorted()` called without a comparator in `text`. */
function bareSorts(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (
      ts.isCallExpression(node) &&
      node.arguments.length === 0 &&
      ts.isPropertyAccessExpression(node.expression) &&
      (node.expression.name.text === 'sort' || node.expression.name.text === 'toSorted')
    ) {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
      found.push(`${file}:${line + 1}: ${node.getText(source)}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function sourcesUnder(dir: string): string[] {
  return (readdirSync(join(repoRoot, dir), { recursive: true, encoding: 'utf8' }) as string[])
    .filter((f) => /\.(ts|js|mjs)$/.test(f))
    .map((f) => join(dir, f))
    .sort(compareStrings);
}

describe('explicit comparators', () => {
  it('finds a sort without a comparator, and none in the generator, its runtimes, its templates, the benchmarks or scripts', () => {
    expect(bareSorts('x.ts', 'const a = [...s].sort();\nconst b = [...s].sort(compareStrings);\nconst c = list.toSorted();\n')).toEqual([
      'x.ts:1: [...s].sort()',
      'x.ts:3: list.toSorted()',
    ]);
    const scanned = ['generator', 'templates', 'bench', 'scripts'].filter((dir) => existsSync(join(repoRoot, dir)));
    expect(scanned).toEqual(expect.arrayContaining(['generator', 'templates', 'bench']));
    const offenders = scanned.flatMap(sourcesUnder).flatMap((file) => bareSorts(file, readFileSync(join(repoRoot, file), 'utf8')));
    expect(offenders).toEqual([]);
  });

  it('orders by UTF-16 code unit, as the generator does, whatever the locale', () => {
    const words = ['b', 'a', 'B', 'é', 'e', '\u{1F600}', '\uFFFF', 'a\u0000', '', 'Z'];
    const expected = ['', 'B', 'Z', 'a', 'a\u0000', 'b', 'e', 'é', '\u{1F600}', '\uFFFF'];
    expect([...words].sort(byCodeUnit)).toEqual(expected);
    expect([...words].sort(compareStrings)).toEqual(expected);
  });
});
