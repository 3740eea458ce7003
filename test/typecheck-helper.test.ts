// The suite's in-process type check (test/support/typecheck.ts) says what a spawned `tsc -p <dir> --strict --noEmit`
// says: the same lines for a broken project, nothing for a clean one, also when the declaration files it keeps between
// checks are asked for again.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot, tempDir, tscStrict, writeTree } from './helpers.js';

function spawnedTsc(dir: string): string {
  try {
    execFileSync(process.execPath, [join(repoRoot, 'node_modules/typescript/bin/tsc'), '-p', dir, '--strict', '--noEmit'], { encoding: 'utf8', stdio: 'pipe' });
    return '';
  } catch (error) {
    return (error as { stdout: string }).stdout;
  }
}

const tsconfig = JSON.stringify({ compilerOptions: { target: 'ES2022', module: 'ES2022', moduleResolution: 'Bundler', skipLibCheck: true, types: ['node'] }, include: ['src'] });

describe('the in-process type check', () => {
  it('reports a strict-mode error, a missing property and a bad import as tsc does, and nothing for a clean project', () => {
    const broken = tempDir();
    writeTree(broken, {
      'tsconfig.json': tsconfig,
      'src/a.ts': "import { readFileSync } from 'node:fs';\nexport function f(x) { return readFileSync(x, 'utf8').nope; }\n",
      'src/b.ts': "import { missing } from './a.js';\nexport const n: number = Buffer.from('x').length + missing;\n",
    });
    const clean = tempDir();
    writeTree(clean, { 'tsconfig.json': tsconfig, 'src/a.ts': "import { createHash } from 'node:crypto';\nexport const h: string = createHash('sha256').update('x').digest('hex');\n" });

    const reported = tscStrict(broken);
    expect(reported).toMatch(/src\/a\.ts\(2,19\): error TS7006: Parameter 'x' implicitly has an 'any' type\./);
    expect(reported).toMatch(/error TS2339: Property 'nope' does not exist on type 'string'\./);
    expect(reported).toMatch(/src\/b\.ts\(1,10\): error TS2305: Module '".\/a.js"' has no exported member 'missing'\./);
    expect(reported.trim()).toBe(spawnedTsc(broken).trim());
    expect(tscStrict(clean)).toBe('');
    expect(spawnedTsc(clean)).toBe('');
    // Asked again, with the node_modules declarations already kept: the same verdicts.
    expect(tscStrict(broken)).toBe(reported);
    expect(tscStrict(clean)).toBe('');
  });
});
