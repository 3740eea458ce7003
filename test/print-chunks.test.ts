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

    // Long classes and interfaces (client.ts's Client and BatchBuilder, server.ts's Handlers), their members in runs.
    const { printMemberRuns, longMembers } = await import('../generator/emit/print-members.js');
    const { printModule } = await import('../generator/emit/print-module.js');
    const withLong = printed.filter((m) => m.statements.some((s) => longMembers(s) !== undefined));
    let memberRuns = 0;
    for (const { trivia, statements } of withLong) {
      expect(printMemberRuns(trivia, statements, keys, print, keyTexts)).toBe(print(trivia, statements));
      expect(printMemberRuns(trivia, statements, keys, print, keyTexts)).toBe(print(trivia, statements));
      // An edit of each long list: one member gone, another changed, two swapped; the other runs come from the cache.
      const edited = statements.map((statement) => {
        const group = longMembers(statement);
        if (group === undefined) return statement;
        const members = [...(statement as unknown as Record<string, { name: string; docs?: unknown[] }[]>)[group]!];
        const k = Math.floor(members.length / 3);
        members.splice(k, 1);
        members[k + 5] = { ...members[k + 5]!, docs: ['Edited.'] };
        [members[2 * k], members[2 * k + 1]] = [members[2 * k + 1]!, members[2 * k]!];
        memberRuns += runsOf(members.slice(1) as unknown as Statement[], keyTexts(members.slice(1) as unknown as Statement[])).length;
        return { ...(statement as object), [group]: members } as unknown as Statement;
      });
      // Only the runs the edit touched are printed again: a few members of each long list, not the list.
      let membersPrinted = 0;
      const counting = (t: string, s: readonly Statement[]) => {
        for (const statement of s) {
          const group = longMembers(statement) ?? (typeof statement === 'object' && 'methods' in statement ? 'methods' : undefined);
          if (group !== undefined) membersPrinted += ((statement as unknown as Record<string, unknown[]>)[group] ?? []).length;
        }
        return print(t, s);
      };
      // The banner changes with every edit of the spec (its hash): the skeleton is kept without it.
      const banner = `${trivia}// Edited.\n`;
      expect(printMemberRuns(banner, edited, keys, counting, keyTexts)).toBe(print(banner, edited));
      const total = edited.reduce((n, s) => n + (longMembers(s) === undefined ? 0 : (s as unknown as Record<string, unknown[]>)[longMembers(s)!]!.length), 0);
      expect(membersPrinted).toBeLessThan(total / 2);
    }
    // Both client.ts's interfaces and server.ts's Handlers, for our spec and 300 methods, in many runs.
    expect(withLong.length).toBeGreaterThanOrEqual(2);
    expect(memberRuns).toBeGreaterThan(withLong.length * 5);

    // The checks fail: printed whole. A print whose statement alone does not close with `}` (as ts-morph's does) ...
    const { trivia, statements } = withLong[0]!;
    const odd = (t: string, s: readonly Statement[]) => (s.length === 1 ? `${print(t, s)}// after\n` : print(t, s));
    expect(printMemberRuns(trivia, statements, ['odd'], odd, keyTexts)).toBeUndefined();
    // ... and a module where the long interface's text stands twice, so where its members go is not known: printModule
    // prints it whole, the same text as ts-morph's whole print.
    const twice = [...statements, ...statements.filter((s) => longMembers(s) !== undefined)];
    expect(printMemberRuns(trivia, twice, keys, print, keyTexts)).toBeUndefined();
    expect(printModule(trivia, twice).contents).toBe(print(trivia, twice));
  }, 600_000);
});
