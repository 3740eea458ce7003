// dist/ declarations are written by the emitters (generator/emit/declarations.ts) and, for the hand-written runtime
// modules, taken from a table computed by TypeScript (generator/emit/runtime-declarations.json). Both must be what
// TypeScript's declaration emitter writes for the same source, byte for byte. `npm run
// test:update-runtime-declarations` rewrites the table after a runtime module changes.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { transpileDeclaration } from '../generator/emit/package.js';
import { runtimeDeclarationsFile, textHash } from '../generator/emit/runtime-declarations.js';
import { verbatimSourceFile } from '../generator/emit/ts-file.js';
import { generate } from '../generator/pipeline.js';
import { repoRoot } from './helpers.js';

const update = process.env.UPDATE_RUNTIME_DECLARATIONS === '1';

function runtimeSources(): { path: string; contents: string }[] {
  const dirs = ['generator/emit/client/runtime', 'generator/emit/client/runtime/internal', 'generator/emit/server/runtime'];
  return dirs.flatMap((dir) =>
    readdirSync(join(repoRoot, dir))
      .filter((f) => f.endsWith('.ts'))
      .map((f) => ({ path: `${dir}/${f}`, contents: verbatimSourceFile('', readFileText(join(repoRoot, dir, f))).contents })),
  );
}

const readFileText = (path: string) => readFileSync(path, 'utf8');

describe('declarations', () => {
  it('has the runtime modules’ declarations as TypeScript writes them (else: npm run test:update-runtime-declarations)', () => {
    const expected: Record<string, string> = {};
    for (const source of runtimeSources()) {
      const dts = transpileDeclaration(source);
      expect(dts, `${source.path} needs explicit types on its exports`).toBeDefined();
      expected[textHash(source.contents)] = dts!;
    }
    const sorted = Object.fromEntries(Object.entries(expected).sort(([a], [b]) => (a < b ? -1 : 1)));
    if (update) writeFileSync(runtimeDeclarationsFile, `${JSON.stringify(sorted, null, 2)}\n`);
    expect(JSON.parse(readFileSync(runtimeDeclarationsFile, 'utf8'))).toEqual(sorted);
  }, 60_000);

  const specs = [
    'spec/openrpc.yaml',
    ...readdirSync(join(repoRoot, 'test/fixtures')).map((d) => `test/fixtures/${d}/spec/openrpc.yaml`),
    'test/fixtures/real-shapes/schemars-like.json',
    'test/fixtures/real-shapes/sui-like.json',
    'test/fixtures/real-shapes/draft07-keywords.json',
    'test/reference/execution-apis/openrpc.json',
    'test/reference/corpus/firebolt/firebolt-core-open-rpc.json',
    'test/reference/corpus/metamask/openrpc.json',
    'test/reference/corpus/deltachat/openrpc.json',
  ].filter((s) => existsSync(join(repoRoot, s)));

  for (const spec of specs) {
    it(`writes every module's declarations as TypeScript does: ${spec}`, () => {
      const { files } = generate(join(repoRoot, spec));
      const modules = files.filter((f) => f.path.startsWith('src/') && f.path.endsWith('.ts'));
      // Every module has them: none is left to TypeScript at generation time.
      expect(modules.filter((f) => f.declarations === undefined).map((f) => f.path)).toEqual([]);
      for (const module of modules) expect(module.declarations, module.path).toBe(transpileDeclaration(module));
    }, 60_000);
  }
});
