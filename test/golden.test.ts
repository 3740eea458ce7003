// Golden fixtures: each folder in test/fixtures/ holds a small spec (spec/openrpc.yaml) and what rpcforge derives from
// it (expected/). `npm run test:update-goldens` rewrites expected/ from the current generator. The runtime modules a
// package carries as written are held to our spec's generated/ copy instead of stored again (support/fixture-packages).
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { generate } from '../generator/pipeline.js';
import { writeOutput } from '../generator/write.js';
import { readTree, repoRoot, tscStrict } from './helpers.js';
import { carries, expectedRuntimeCopy, fixturePackage, runtimeCopyPaths } from './support/fixture-packages.js';

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
        const index = files.find((f) => f.path === 'src/index.ts')!.contents;
        // A runtime copy as generated/ has it is not stored; a stand-in the spec chose (a client without WebSocket or
        // subscriptions) differs from it, and is stored like any derived file.
        const shared = (f: { path: string; contents: string }) => runtimeCopyPaths.has(f.path) && f.contents === expectedRuntimeCopy(f.path, index);
        const derived = files.filter((f) => !shared(f));
        const runtime = files.filter(shared);
        if (update) {
          rmSync(expectedDir, { recursive: true, force: true });
          writeOutput(expectedDir, derived);
        }
        const golden = readTree(expectedDir);
        const produced = new Map(derived.map((f) => [f.path, f.contents]));
        expect([...golden.keys()].sort(), 'golden files that no longer get generated, or new files').toEqual([...produced.keys()].sort());
        for (const [path, contents] of produced) expect(golden.get(path), `${name}/expected/${path}`).toBe(contents);
        // Every runtime module generated/ carries is in this package too (as generated/ has it, or as a stand-in), but
        // for those the spec does not ask for; and none of those is.
        const server = files.find((f) => f.path === 'src/server.ts')?.contents ?? '';
        const ours = [...runtimeCopyPaths].filter((path) => expectedRuntimeCopy(path, index) !== undefined && carries(path, server));
        const paths = new Set(files.map((f) => f.path));
        expect(ours.filter((path) => !paths.has(path)), 'runtime modules missing beside generated/\'s').toEqual([]);
        expect(files.filter((f) => !carries(f.path, server)).map((f) => f.path), 'runtime modules the spec does not ask for').toEqual([]);
        expect(runtime.length, 'runtime copies shared with generated/').toBeGreaterThan(60);
      });

      it('type-checks with tsc --strict', () => {
        expect(tscStrict(fixturePackage(name))).toBe('');
      });
    });
  }
});
