// Golden fixtures: each folder in test/fixtures/ holds a small spec (spec/openrpc.yaml) and what rpcforge derives from
// it (expected/). `npm run test:update-goldens` rewrites expected/ from the current generator. The runtime modules a
// package carries as written are held to our spec's generated/ copy instead of stored again (support/fixture-packages).
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { generate } from '../generator/pipeline.js';
import { writeOutput } from '../generator/write.js';
import { readTree, repoRoot, tscStrict } from './helpers.js';
import { expectedRuntimeCopy, fixturePackage, runtimeCopyPaths } from './support/fixture-packages.js';

const fixturesDir = join(repoRoot, 'test/fixtures');
const update = process.env.UPDATE_GOLDENS === '1';
// A golden case is a folder with spec/ or expected/; other fixtures (contract/, the client tests' contract) are not.
const cases = readdirSync(fixturesDir, { withFileTypes: true })
  .filter((e) => e.isDirectory() && (existsSync(join(fixturesDir, e.name, 'spec')) || existsSync(join(fixturesDir, e.name, 'expected'))))
  .map((e) => e.name)
  .sort();

describe('golden fixtures', () => {
  it('has the cases the foundation issue asks for', () => {
    expect(cases).toEqual(expect.arrayContaining(['by-name', 'minimal', 'recursive', 'tricky-names']));
  });

  for (const name of cases) {
    describe(name, () => {
      const specPath = join(fixturesDir, name, 'spec/openrpc.yaml');
      const expectedDir = join(fixturesDir, name, 'expected');

      it('has a spec and a golden tree (no golden output without a case)', () => {
        expect(existsSync(specPath), `${name}/spec/openrpc.yaml`).toBe(true);
        if (!update) expect(existsSync(expectedDir), `${name}/expected/ (run npm run test:update-goldens)`).toBe(true);
      });

      it('generates exactly the golden files, byte for byte, and the runtime as generated/ carries it', () => {
        const { files } = generate(specPath);
        const derived = files.filter((f) => !runtimeCopyPaths.has(f.path));
        const runtime = files.filter((f) => runtimeCopyPaths.has(f.path));
        if (update) {
          rmSync(expectedDir, { recursive: true, force: true });
          writeOutput(expectedDir, derived);
        }
        const golden = readTree(expectedDir);
        const produced = new Map(derived.map((f) => [f.path, f.contents]));
        expect([...golden.keys()].sort(), 'golden files that no longer get generated, or new files').toEqual([...produced.keys()].sort());
        for (const [path, contents] of produced) expect(golden.get(path), `${name}/expected/${path}`).toBe(contents);
        // Every runtime copy generated/ has, and no other, each the same text under this case's banner.
        const index = produced.get('src/index.ts')!;
        const ours = [...runtimeCopyPaths].filter((path) => expectedRuntimeCopy(path, index) !== undefined);
        expect(runtime.map((f) => f.path).sort(), 'runtime copies beside generated/\'s').toEqual(ours.sort());
        for (const file of runtime) expect(file.contents === expectedRuntimeCopy(file.path, index), `${name}: ${file.path} differs from generated/${file.path} (npm run generate?)`).toBe(true);
      });

      it('type-checks with tsc --strict', () => {
        expect(tscStrict(fixturePackage(name))).toBe('');
      });
    });
  }
});
