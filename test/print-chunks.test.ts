// Long modules printed in runs of statements (generator/emit/print-chunks.ts): the runs joined are ts-morph's print
// of the whole module, byte for byte, for every module a generation prints (the fixtures' specs, our spec, and a
// 300-method document, whose types and validators run to hundreds of statements); printed afresh, read back from
// the cache, and after an edit (a statement gone, one changed), when most runs come from the cache.
import { readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Statement } from '../generator/emit/structures.js';
import { repoRoot, tempDir } from './helpers.js';

const printed: { trivia: string; statements: Statement[] }[] = [];
vi.mock('../generator/emit/print-module.js', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../generator/emit/print-module.js')>();
  return {
    ...actual,
    printModule: (trivia: string, statements: Statement[]) => {
      printed.push({ trivia, statements });
      return actual.printModule(trivia, statements);
    },
  };
});

beforeAll(() => {
  vi.stubEnv('RPCFORGE_CACHE_DIR', tempDir('rpcforge-cache-'));
});
afterAll(() => {
  vi.unstubAllEnvs();
});

describe('printing in runs', () => {
  it('joins to the whole print for every long module of the fixtures, our spec and 300 methods, fresh, cached and after an edit', async () => {
    const { generate } = await import('../generator/pipeline.js');
    const { print, keyTexts } = await import('../generator/emit/print-module.js');
    const { printInRuns, runsOf, minChunkedStatements } = await import('../generator/emit/print-chunks.js');
    const { writeScaledDocument } = await import('../bench/scaled-spec.js');
    const fixtures = join(repoRoot, 'test/fixtures');
    const specs = readdirSync(fixtures)
      .map((name) => join(fixtures, name, 'spec/openrpc.yaml'))
      .filter((path) => existsSync(path));
    specs.push(join(repoRoot, 'spec/openrpc.yaml'), writeScaledDocument(tempDir(), 300));
    for (const spec of specs) generate(spec);

    const long = printed.filter((m) => m.statements.length >= minChunkedStatements);
    const keys = ['test'];
    let runs = 0;
    for (const { trivia, statements } of long) {
      const whole = print(trivia, statements);
      const parts = keyTexts(statements);
      runs += runsOf(statements, parts).length;
      // Fresh, then from the cache.
      expect(printInRuns(trivia, statements, parts, keys, print)).toBe(whole);
      expect(printInRuns(trivia, statements, parts, keys, print)).toBe(whole);
      // An edit: one statement gone and another swapped with its neighbour, the rest of the runs cached.
      const k = Math.floor(statements.length / 3);
      const edited = statements.filter((_, i) => i !== k);
      [edited[2 * k], edited[2 * k + 1]] = [edited[2 * k + 1]!, edited[2 * k]!];
      expect(printInRuns(trivia, edited, keyTexts(edited), keys, print)).toBe(print(trivia, edited));
    }
    // The test means something: long modules of several kinds were printed, in many runs.
    expect(long.length).toBeGreaterThanOrEqual(6);
    expect(runs).toBeGreaterThan(long.length * 5);
  }, 600_000);
});
