// bin/rpcforge.js runs a bundle of the generator cached in node_modules/.cache/rpcforge/ (bin/generator-bundle.js):
// built on the first run, used while the sources are unchanged, rebuilt when one changes, bounded, and never the
// reason a run fails. Each test works on a copy of the project in a temporary folder, laid out so that the copy's
// own node_modules/ holds only the cache and the packages resolve from the folder above (a link to ours).
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readTree, repoRoot, tempDir } from './helpers.js';

function copyProject(): string {
  const outer = tempDir('rpcforge-bundle-');
  symlinkSync(join(repoRoot, 'node_modules'), join(outer, 'node_modules'), 'dir');
  const project = join(outer, 'project');
  for (const part of ['bin', 'generator', 'templates', 'spec', 'package.json', 'tsconfig.json']) cpSync(join(repoRoot, part), join(project, part), { recursive: true });
  mkdirSync(join(project, 'node_modules'));
  return project;
}

interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
  /** What the trace says the run did: `built <file>`, `using <file>`, or `tsx`. */
  took: string;
}

function traced(stderr: string): string {
  if (/running the sources through tsx/.test(stderr)) return 'tsx';
  const step = /rpcforge cache: (built|using) (\S+)/.exec(stderr);
  return step ? `${step[1]} ${step[2]}` : 'unknown';
}

function run(project: string, args: string[], env: Record<string, string> = {}): Run {
  const child = spawnSync(process.execPath, [join(project, 'bin/rpcforge.js'), ...args], {
    cwd: project,
    encoding: 'utf8',
    env: { ...process.env, RPCFORGE_TRACE_CACHE: '1', ...env },
  });
  return { status: child.status, stdout: child.stdout, stderr: child.stderr, took: traced(child.stderr) };
}

const bundleDir = (project: string) => join(project, 'node_modules/.cache/rpcforge');
const bundles = (project: string) => readdirSync(bundleDir(project)).filter((name) => name.startsWith('cli-'));

/** Edits the description `rpcforge --help` prints: a change to a generator source that shows in the output. */
function editDescription(project: string, text: string): void {
  const file = join(project, 'generator/cli.ts');
  const source = readFileSync(file, 'utf8');
  const edited = source.replace(/\.description\('Generate TypeScript types[^']*'\)/, `.description(${JSON.stringify(text)})`);
  expect(edited).not.toBe(source);
  writeFileSync(file, edited);
}

describe('the CLI bundle', () => {
  it('is built on the first run, used by the next, and generates what the sources generate through tsx', () => {
    const project = copyProject();
    const first = run(project, ['generate', '--out', 'bundled-1']);
    expect(first.status, first.stderr).toBe(0);
    expect(first.took).toMatch(/^built .*\/node_modules\/\.cache\/rpcforge\/cli-[0-9a-f]{16}\.mjs$/);
    const file = first.took.slice('built '.length);
    expect(existsSync(file)).toBe(true);

    const second = run(project, ['generate', '--out', 'bundled-2']);
    expect(second.status, second.stderr).toBe(0);
    expect(second.took).toBe(`using ${file}`);

    const plain = run(project, ['generate', '--out', 'plain'], { RPCFORGE_NO_CACHE: '1' });
    expect(plain.status, plain.stderr).toBe(0);
    expect(plain.took).toBe('tsx');
    const expected = readTree(join(repoRoot, 'generated'));
    for (const out of ['bundled-1', 'bundled-2', 'plain']) expect(readTree(join(project, out))).toEqual(expected);
  });

  it('is rebuilt when a generator source changes, found again when the change is undone, and at most 4 are kept', () => {
    const project = copyProject();
    const original = run(project, ['--help']);
    expect(original.took).toMatch(/^built /);
    expect(original.stdout).toContain('Generate TypeScript types');

    editDescription(project, 'Edited once.');
    const edited = run(project, ['--help']);
    expect(edited.took).toMatch(/^built /);
    expect(edited.took).not.toBe(original.took);
    expect(edited.stdout).toContain('Edited once.');
    expect(edited.stdout).not.toContain('Generate TypeScript types');

    // The same sources again: the same fingerprint, the bundle built for them.
    cpSync(join(repoRoot, 'generator/cli.ts'), join(project, 'generator/cli.ts'));
    const undone = run(project, ['--help']);
    expect(undone.took).toBe(original.took.replace(/^built/, 'using'));
    expect(undone.stdout).toContain('Generate TypeScript types');

    for (let n = 2; n <= 5; n++) {
      editDescription(project, `Edited ${n} times.`);
      const again = run(project, ['--help']);
      expect(again.took).toMatch(/^built /);
      expect(again.stdout).toContain(`Edited ${n} times.`);
      cpSync(join(repoRoot, 'generator/cli.ts'), join(project, 'generator/cli.ts'));
    }
    const kept = bundles(project);
    expect(kept.length).toBeLessThanOrEqual(4);
    expect(kept.some((name) => name.endsWith('.tmp'))).toBe(false);
  }, 180_000);

  it('falls back to the sources through tsx when the bundle cannot be written or does not load', () => {
    const project = copyProject();
    // node_modules/.cache a file: nothing can be written below it, neither the bundle nor the generator's caches.
    writeFileSync(join(project, 'node_modules/.cache'), '');
    const unwritable = run(project, ['generate', '--out', 'a']);
    expect(unwritable.status, unwritable.stderr).toBe(0);
    expect(unwritable.took).toBe('tsx');
    expect(readTree(join(project, 'a'))).toEqual(readTree(join(repoRoot, 'generated')));
    rmSync(join(project, 'node_modules/.cache'));

    // A bundle that throws when loaded (as a damaged or half-deleted file would).
    const built = run(project, ['--help']);
    expect(built.took).toMatch(/^built /);
    writeFileSync(built.took.slice('built '.length), 'throw new Error("damaged bundle");\n');
    const damaged = run(project, ['generate', '--out', 'b']);
    expect(damaged.status, damaged.stderr).toBe(0);
    expect(damaged.took).toBe('tsx');
    expect(damaged.stderr).toContain('damaged bundle');
    expect(readTree(join(project, 'b'))).toEqual(readTree(join(repoRoot, 'generated')));
  });

  it('survives concurrent first runs: each succeeds, one bundle is left, no temporary file', async () => {
    const project = copyProject();
    const runs = await Promise.all(
      [1, 2, 3].map(
        (n) =>
          new Promise<{ code: number | null; stderr: string }>((resolve) => {
            const child = spawn(process.execPath, [join(project, 'bin/rpcforge.js'), 'generate', '--out', `out-${n}`], {
              cwd: project,
              env: { ...process.env, RPCFORGE_TRACE_CACHE: '1' },
            });
            let stderr = '';
            child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
            child.on('close', (code) => resolve({ code, stderr }));
          }),
      ),
    );
    for (const r of runs) {
      expect(r.code, r.stderr).toBe(0);
      expect(traced(r.stderr)).toMatch(/^(built|using) /);
    }
    expect(bundles(project)).toHaveLength(1);
    const expected = readTree(join(repoRoot, 'generated'));
    for (const n of [1, 2, 3]) expect(readTree(join(project, `out-${n}`))).toEqual(expected);
  }, 180_000);
});
