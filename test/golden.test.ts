// Golden fixtures: each folder in test/fixtures/ holds a small spec (spec/openrpc.yaml) and the output rpcforge
// must produce for it (expected/). `npm run test:update-goldens` rewrites expected/ from the current generator.
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { generate } from '../generator/pipeline.js';
import { writeOutput } from '../generator/write.js';
import { readTree, repoRoot, tscStrict } from './helpers.js';

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

      it('generates exactly the golden files, byte for byte', () => {
        const { files } = generate(specPath);
        if (update) {
          rmSync(expectedDir, { recursive: true, force: true });
          writeOutput(expectedDir, files);
        }
        const golden = readTree(expectedDir);
        const produced = new Map(files.map((f) => [f.path, f.contents]));
        expect([...golden.keys()].sort(), 'golden files that no longer get generated, or new files').toEqual([...produced.keys()].sort());
        for (const [path, contents] of produced) expect(golden.get(path), `${name}/expected/${path}`).toBe(contents);
      });

      it('type-checks with tsc --strict', () => {
        expect(tscStrict(expectedDir)).toBe('');
      });
    });
  }
});
