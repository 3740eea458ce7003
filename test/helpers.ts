// Shared test helpers: temporary directories, running tsc, reading trees.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll } from 'vitest';
import { typecheckProject } from './support/typecheck.js';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** Vendored public specs and recorded traffic (see its README for origins and licences). */
export const referenceDir = join(repoRoot, 'test', 'reference');

const created: string[] = [];
// Temporary directories live as long as the test file that made them (a top-level hook of each importing file).
afterAll(() => {
  for (const dir of created.splice(0)) rmSync(dir, { recursive: true, force: true });
});

export function tempDir(prefix = 'rpcforge-test-'): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  created.push(dir);
  return dir;
}

/** Writes `files` (relative path → text) under `dir`. */
export function writeTree(dir: string, files: Record<string, string>): void {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
}

/** Relative path → contents of every file under `dir`. */
export function readTree(dir: string, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const entry of readdirSync(join(dir, prefix), { withFileTypes: true })) {
    const rel = prefix === '' ? entry.name : `${prefix}/${entry.name}`;
    if (entry.isDirectory()) for (const [k, v] of readTree(dir, rel)) out.set(k, v);
    else out.set(rel, readFileSync(join(dir, rel), 'utf8'));
  }
  return out;
}

/**
 * The committed generated/ as a fresh generation of our spec writes it: CHANGELOG.md continues the history of the
 * output folder it is written into, so a folder with no history gets the initial release of the present version
 * (`version`) where generated/ keeps its sections.
 */
export function committedTreeAsFresh(): Map<string, string> {
  const tree = readTree(join(repoRoot, 'generated'));
  const changelog = tree.get('CHANGELOG.md')!;
  const sections = changelog.indexOf('\n## ');
  const version = /^## (.+)$/m.exec(changelog.slice(sections))![1]!;
  const title = /^# Changelog of (.+)$/m.exec(changelog)![1]!;
  tree.set('CHANGELOG.md', `${changelog.slice(0, sections)}\n## ${version}\n\nInitial release of ${title} ${version}.\n`);
  return tree;
}

/** Runs npm quietly (no audit, no funding notice, errors only) in `cwd`; its output, or a throw with its stderr. */
export function npm(args: readonly string[], cwd: string): string {
  return execFileSync('npm', [...args, '--no-audit', '--no-fund', '--loglevel=error'], { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

/** The repository's TypeScript with --strict on a project directory, as `tsc -p` reports it (empty when clean). */
export function tscStrict(projectDir: string): string {
  // Generated packages compile against @types/node; a package generated outside the repository borrows ours.
  const modules = join(projectDir, 'node_modules');
  if (!projectDir.startsWith(repoRoot) && !existsSync(modules)) symlinkSync(join(repoRoot, 'node_modules'), modules, 'dir');
  return typecheckProject(projectDir);
}

/** TypeScript source without comments, for assertions about the code itself (e.g. "no `any`"). */
export function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
}
