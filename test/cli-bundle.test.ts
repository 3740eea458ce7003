// bin/rpcforge.js runs a bundle of the generator cached in node_modules/.cache/rpcforge/ (bin/generator-bundle.js):
// built on the first run, used while the sources are unchanged, rebuilt when one changes, bounded, and never the
// reason a run fails. Each test works on a copy of the project in a temporary folder, laid out so that the copy's
// own node_modules/ holds only the cache and the packages resolve from the folder above (a link to ours).
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { committedTreeAsFresh, readTree, repoRoot, tempDir } from './helpers.js';
import { clientRuntimeSources } from '../generator/emit/client/emit-client.js';
import { serverRuntimeSources } from '../generator/emit/server/emit-server.js';
import { sealEntry, unsealEntry } from '../generator/cache.js';

const runtimeModuleCount = clientRuntimeSources().length + serverRuntimeSources().length;

function copyProject(): string {
  const outer = tempDir('rpcforge-bundle-');
  symlinkSync(join(repoRoot, 'node_modules'), join(outer, 'node_modules'), 'dir');
  const project = join(outer, 'project');
  for (const part of ['bin', 'generator', 'gateway', 'templates', 'spec', 'package.json', 'tsconfig.json']) cpSync(join(repoRoot, part), join(project, part), { recursive: true });
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
/** The bundles themselves, and the files of precomputed entries beside them, without the `.mjs` / `.precomputed.json`. */
const ofKind = (project: string, suffix: string) =>
  bundles(project)
    .filter((name) => name.endsWith(suffix))
    .map((name) => name.slice(0, -suffix.length))
    .sort();

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
    const expected = committedTreeAsFresh();
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
    expect(ofKind(project, '.mjs').length).toBeLessThanOrEqual(4);
    expect(kept.some((name) => name.endsWith('.tmp'))).toBe(false);
    // Each bundle's precomputed entries go with it.
    expect(ofKind(project, '.precomputed.json')).toEqual(ofKind(project, '.mjs'));
    expect(kept.length).toBe(2 * ofKind(project, '.mjs').length);
  }, 180_000);

  it('precomputes what every spec shares when it is built, and a first run that reads it writes the same files', () => {
    const project = copyProject();
    const caches = tempDir('rpcforge-bundle-caches-');
    const cachesOf = (name: string) => join(caches, name);
    const cacheEntries = (name: string, cache: string) => {
      try {
        return readdirSync(join(cachesOf(name), cache)).filter((f) => !f.endsWith('.tmp'));
      } catch {
        return [];
      }
    };
    const built = run(project, ['--help']);
    expect(built.took).toMatch(/^built /);
    const sidecar = built.took.slice('built '.length).replace(/\.mjs$/, '.precomputed.json');
    expect(built.stderr).toContain(`rpcforge cache: precomputed ${sidecar} in `);
    const entries = JSON.parse(readFileSync(sidecar, 'utf8')) as Record<string, Record<string, string>>;
    // Every runtime module (client with its stand-ins, server with upstream), the three templates, the validators.
    expect(Object.keys(entries['strip-types'] ?? {}).length).toBe(runtimeModuleCount);
    expect(Object.keys(entries.declarations ?? {}).length).toBe(runtimeModuleCount);
    expect(Object.keys(entries.templates ?? {})).toHaveLength(3);
    expect(Object.keys(entries['extension-validators'] ?? {})).toHaveLength(1);

    // A first run (an empty cache folder) reads them: it compiles no template nor validator, and strips only the
    // modules made from the spec; the files are those the sources write.
    const expected = committedTreeAsFresh();
    const first = run(project, ['generate', '--out', 'with'], { RPCFORGE_CACHE_DIR: cachesOf('with') });
    expect(first.status, first.stderr).toBe(0);
    expect(first.took).toBe(`using ${built.took.slice('built '.length)}`);
    expect(first.stderr).toContain(`rpcforge cache: precomputed entries from ${sidecar}`);
    expect(readTree(join(project, 'with'))).toEqual(expected);
    expect(cacheEntries('with', 'templates')).toEqual([]);
    expect(cacheEntries('with', 'extension-validators')).toEqual([]);
    // The package holds the runtime modules (a stand-in shares its module's path), whose JavaScript came precomputed.
    const distJs = [...expected.keys()].filter((path) => path.startsWith('dist/') && path.endsWith('.js')).length;
    const runtimeInPackage = new Set([...clientRuntimeSources(), ...serverRuntimeSources()].map((m) => m.path).filter((path) => expected.has(path))).size;
    expect(cacheEntries('with', 'strip-types')).toHaveLength(distJs - runtimeInPackage);
    // The spec's modules have their declarations printed with them (the printed cache): TypeScript computes none.
    expect(cacheEntries('with', 'declarations')).toEqual([]);

    // Without the file, the same run computes them, to the same bytes.
    rmSync(sidecar);
    const without = run(project, ['generate', '--out', 'without'], { RPCFORGE_CACHE_DIR: cachesOf('without') });
    expect(without.status, without.stderr).toBe(0);
    expect(without.stderr).not.toContain('precomputed entries from');
    expect(readTree(join(project, 'without'))).toEqual(expected);
    expect(cacheEntries('without', 'templates')).toHaveLength(3);
    expect(cacheEntries('without', 'extension-validators')).toHaveLength(1);
    expect(cacheEntries('without', 'strip-types')).toHaveLength(distJs);
    expect(cacheEntries('without', 'declarations')).toHaveLength(runtimeInPackage);

    // They are read: a tampered entry shows in what the run writes.
    const tampered = structuredClone(entries);
    for (const key of Object.keys(tampered.templates!)) tampered.templates![key] = sealEntry(key, unsealEntry(key, tampered.templates![key]!)!.replace(/## Use/g, '## Tampered use'));
    writeFileSync(sidecar, JSON.stringify(tampered));
    const read = run(project, ['generate', '--out', 'tampered'], { RPCFORGE_CACHE_DIR: cachesOf('tampered') });
    expect(read.status, read.stderr).toBe(0);
    expect(readFileSync(join(project, 'tampered/README.md'), 'utf8')).toContain('## Tampered use');

    // A template is part of what the bundle is built from: edited, it makes a new bundle and new entries.
    const template = join(project, 'templates/package-readme.md.hbs');
    writeFileSync(template, readFileSync(template, 'utf8').replace('## Use', '## Using'));
    const rebuilt = run(project, ['generate', '--out', 'edited'], { RPCFORGE_CACHE_DIR: cachesOf('edited') });
    expect(rebuilt.status, rebuilt.stderr).toBe(0);
    expect(rebuilt.took).toMatch(/^built /);
    expect(rebuilt.took).not.toBe(built.took);
    expect(readFileSync(join(project, 'edited/README.md'), 'utf8')).toContain('## Using');
    expect(readFileSync(join(project, 'edited/README.md'), 'utf8')).not.toContain('## Tampered use');
  }, 180_000);

  it('falls back to the sources through tsx when the bundle cannot be written or does not load', async () => {
    // A plain JavaScript module without declarations: typed here.
    const { sealBundle } = (await import('../bin/generator-bundle.js' as string)) as { sealBundle: (contents: string) => Buffer };
    const project = copyProject();
    // node_modules/.cache a file: nothing can be written below it, neither the bundle nor the generator's caches.
    writeFileSync(join(project, 'node_modules/.cache'), '');
    const unwritable = run(project, ['generate', '--out', 'a']);
    expect(unwritable.status, unwritable.stderr).toBe(0);
    expect(unwritable.took).toBe('tsx');
    expect(readTree(join(project, 'a'))).toEqual(committedTreeAsFresh());
    rmSync(join(project, 'node_modules/.cache'));

    // A bundle that throws when loaded, whole as far as its seal tells (a damaged one is built again: see below).
    const built = run(project, ['--help']);
    expect(built.took).toMatch(/^built /);
    writeFileSync(built.took.slice('built '.length), sealBundle('throw new Error("damaged bundle");\n'));
    const damaged = run(project, ['generate', '--out', 'b']);
    expect(damaged.status, damaged.stderr).toBe(0);
    expect(damaged.took).toBe('tsx');
    expect(damaged.stderr).toContain('damaged bundle');
    expect(readTree(join(project, 'b'))).toEqual(committedTreeAsFresh());
  });

  it('builds again a bundle that is truncated, emptied or corrupted, and ignores precomputed entries damaged into other JSON', () => {
    const project = copyProject();
    const built = run(project, ['--help']);
    expect(built.took).toMatch(/^built /);
    const file = built.took.slice('built '.length);
    const whole = readFileSync(file);
    const expected = committedTreeAsFresh();
    const damages: Record<string, Buffer> = {
      // Cut at the end of a statement: still a module that loads, with no runCli (the CLI crashed on it).
      truncated: whole.subarray(0, whole.indexOf('\n', whole.length >> 1) + 1),
      emptied: Buffer.alloc(0),
      // The help text edited: still loads, and printed something else.
      corrupted: Buffer.from(whole.toString('utf8').replace('Generate TypeScript types', 'Generate TypeScript tyqes')),
    };
    for (const [how, text] of Object.entries(damages)) {
      writeFileSync(file, text);
      const again = run(project, ['generate', '--out', how]);
      expect(again.status, `${how}: ${again.stderr}`).toBe(0);
      expect(again.took, how).toBe(built.took);
      expect(readTree(join(project, how)), how).toEqual(expected);
      expect(readFileSync(file).equals(whole), how).toBe(true);
    }
    // Precomputed entries that parse as JSON of another shape (`null` was a TypeError on the first lookup).
    const sidecar = file.replace(/\.mjs$/, '.precomputed.json');
    for (const [n, text] of ['null', '[]', '{"templates":null,"strip-types":7}'].entries()) {
      writeFileSync(sidecar, text);
      const read = run(project, ['generate', '--out', `sidecar-${n}`], { RPCFORGE_CACHE_DIR: tempDir('rpcforge-bundle-caches-') });
      expect(read.status, `${text}: ${read.stderr}`).toBe(0);
      expect(read.took).toBe(`using ${file}`);
      expect(readTree(join(project, `sidecar-${n}`)), text).toEqual(expected);
    }
  }, 180_000);

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
    expect(ofKind(project, '.mjs')).toHaveLength(1);
    expect(ofKind(project, '.precomputed.json')).toEqual(ofKind(project, '.mjs'));
    expect(bundles(project)).toHaveLength(2);
    const expected = committedTreeAsFresh();
    for (const n of [1, 2, 3]) expect(readTree(join(project, `out-${n}`))).toEqual(expected);
  }, 180_000);
});
