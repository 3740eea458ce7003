// The benchmarks import the generated package by path (bench/*.ts are run by `npm run bench`, not by the tests), so
// a module the generator renames or moves leaves a benchmark that fails only when someone runs it: `npm run bench --
// server` ended with ERR_MODULE_NOT_FOUND after the server's deadlines moved to internal/deadlines.ts.
// Every generated path a benchmark names must exist.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './helpers.js';

const benchDir = join(repoRoot, 'bench');

describe('the benchmarks name generated files that exist', () => {
  const named = readdirSync(benchDir)
    .filter((f) => f.endsWith('.ts'))
    .flatMap((f) => [...readFileSync(join(benchDir, f), 'utf8').matchAll(/['"`](generated\/[\w./-]+\.(?:js|json|ts))['"`]/g)].map((m) => ({ file: f, path: m[1] as string })));

  it('finds the paths (the scan reads what the benchmarks import)', () => {
    expect(named.map((n) => n.path)).toContain('generated/dist/server.js');
  });

  it('each exists', () => {
    expect(named.filter((n) => !existsSync(join(repoRoot, n.path))).map((n) => `${n.file}: ${n.path}`)).toEqual([]);
  });
});
