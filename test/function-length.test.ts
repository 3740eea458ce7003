// Functions a reader can hold: no function, method or arrow in the generator, the gateway package, bin/ or scripts/
// is over 120 lines, beside the 600-line bound on files (test/runtime-rooms.test.ts). The few still over it are
// listed with their length today: the list only shrinks. A listed function that grew fails, and so does one that
// came under the bound (take it off the list).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './helpers.js';

const maxLines = 120;
const roots = ['generator', 'gateway/src', 'bin', 'scripts'];

/** Over the bound today, each at most this long; split them and take them off. None is left: keep it so. */
const overToday: Record<string, number> = {};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' || name === 'dist' ? [] : sourceFiles(path);
    return /\.(ts|mts|js|mjs)$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** Every function-like node with a body in `file`, named as `<file> <name>`, and its length in lines. */
function functionLengths(file: string): { name: string; lines: number }[] {
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: { name: string; lines: number }[] = [];
  const visit = (node: ts.Node): void => {
    if ((ts.isFunctionLike(node) && 'body' in node && node.body !== undefined) || ts.isClassStaticBlockDeclaration(node)) {
      const first = source.getLineAndCharacterOfPosition(node.getStart()).line;
      const last = source.getLineAndCharacterOfPosition(node.end).line;
      const named = (node as { name?: ts.Node }).name;
      const name = named !== undefined ? named.getText() : ts.isVariableDeclaration(node.parent) ? node.parent.name.getText() : `(anonymous at line ${first + 1})`;
      found.push({ name: `${relative(repoRoot, file)} ${name}`, lines: last - first + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('function length', () => {
  const all = roots.flatMap((root) => sourceFiles(join(repoRoot, root))).flatMap(functionLengths);

  it(`finds the functions it measures (a walker that found none would pass anything)`, () => {
    expect(all.length).toBeGreaterThan(1000);
    expect(all.some((f) => f.name === 'generator/model/build.ts buildModel')).toBe(true);
  });

  it(`has no function over ${maxLines} lines but those listed, none of them longer than listed`, () => {
    const over = all.filter((f) => f.lines > maxLines);
    const offences = over.filter((f) => !(f.name in overToday) || f.lines > overToday[f.name]!).map((f) => `${f.name}: ${f.lines} lines`);
    expect(offences, `split these (at most ${maxLines} lines a function)`).toEqual([]);
    const underNow = Object.keys(overToday).filter((name) => !over.some((f) => f.name === name));
    expect(underNow, 'no longer over the bound (or gone): take them off overToday').toEqual([]);
  });
});
