// Where the two specs come from: a file (YAML or JSON, `$ref`s across files), or `<revision>:<path>` read from git.
// A revision's whole tree is extracted with `git archive` into a temporary directory, so the relative `$ref`s of a
// multi-file spec resolve as they did in that commit; the directory is removed once the spec is loaded.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, posix, relative, resolve } from 'node:path';
import { SpecError, type SpecIssue } from '../errors.js';
import { loadBundle, type Bundle, type RootSpecRead } from '../load/bundle.js';
import { hoistEmbeddedDefinitions } from '../load/embedded-definitions.js';
import { buildModel } from '../model/build.js';
import { checkMetaSchema } from '../validate/meta-schema.js';
import { checkSemantics } from '../validate/semantic.js';
import { methodSides } from './checker.js';
import type { Side } from './rule.js';

/** A failure that is not about a spec's content (git, a missing revision): exit 2 with this text. */
export class InputError extends Error {}

const maxArchiveBytes = 512 * 1024 * 1024;

/** `main:spec/openrpc.yaml` → revision and path, unless it names an existing file (or a Windows drive). */
export function parseRevisionArg(arg: string, cwd = process.cwd()): { revision: string; path: string } | undefined {
  const colon = arg.indexOf(':');
  if (colon <= 0 || existsSync(resolve(cwd, arg)) || /^[A-Za-z]:[\\/]/.test(arg)) return undefined;
  return { revision: arg.slice(0, colon), path: arg.slice(colon + 1) };
}

/**
 * `refRoot`: the folder every `$ref`'d file must lie in (default: the root spec's folder, as for `generate`). For a
 * revision it names the same folder inside that revision's tree.
 */
export function loadSide(arg: string, cwd = process.cwd(), refRoot?: string): Side {
  const rev = parseRevisionArg(arg, cwd);
  if (!rev) return sideFrom(arg, loadChecked(resolve(cwd, arg), refRoot === undefined ? undefined : resolve(cwd, refRoot)));
  const { dir, root, top } = extractRevision(arg, rev.revision, rev.path, cwd);
  try {
    let bundle: Bundle;
    try {
      const inTree = refRoot === undefined ? undefined : join(dir, relative(top, resolve(cwd, refRoot)));
      if (inTree !== undefined && relative(dir, inTree).startsWith('..')) throw new InputError(`--ref-root ${refRoot} lies outside the repository of ${arg}`);
      bundle = loadChecked(join(dir, root), inTree);
    } catch (error) {
      if (error instanceof SpecError) throw new SpecError(error.issues.map((i) => relabel(i, dir, rev.revision)));
      throw error;
    }
    // Positions shown for the new side (GitHub annotations) name the file in the repository, without the revision.
    const located: Bundle = {
      ...bundle,
      locate: (path) => {
        const where = bundle.locate(path);
        return { ...where, file: relative(cwd, join(top, relative(dir, absolute(where.file, process.cwd())))) || where.file };
      },
    };
    return sideFrom(arg, located);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function absolute(file: string, cwd: string): string {
  return file.startsWith('/') ? file : join(cwd, file);
}

/** Issues name files in the temporary directory: name them `<revision>:<path>` instead, in messages too. */
function relabel(issue: SpecIssue, dir: string, revision: string): SpecIssue {
  const abs = absolute(issue.file, process.cwd());
  const file = abs.startsWith(dir) ? `${revision}:${relative(dir, abs).split('\\').join('/')}` : issue.file;
  const shown = relative(process.cwd(), dir);
  const message = [dir, shown].reduce((text, prefix) => text.split(`${prefix}/`).join(`${revision}:`), issue.message);
  return { ...issue, file, message };
}

/**
 * A file already read (readRootSpec, default limits), loaded and checked as loadSide does. `semantics` false for a
 * document rpcforge wrote itself (generate's openrpc.json), known by its text to have passed the semantic checks
 * (changelog/own-documents.ts): checked against the meta-schema only (a cache hit when it passed before), not
 * semantically again (0.2 s at 1,000 methods).
 */
export function loadReadSide(label: string, read: RootSpecRead, semantics: boolean): Side {
  return sideFrom(label, loadChecked(read.path, undefined, semantics, read));
}

function loadChecked(path: string, refRoot?: string, semantics = true, read?: RootSpecRead): Bundle {
  const bundle = loadBundle(path, refRoot === undefined ? {} : { refRoot }, read);
  const structural = checkMetaSchema(bundle);
  if (structural.length > 0) throw new SpecError(structural);
  // Read schemas' own definitions as generate does (its warnings are generate's to print).
  hoistEmbeddedDefinitions(bundle);
  if (!semantics) return bundle;
  const semantic = checkSemantics(bundle);
  if (semantic.length > 0) throw new SpecError(semantic);
  return bundle;
}

function sideFrom(label: string, bundle: Bundle): Side {
  const model = buildModel(bundle);
  return { label, bundle, model, document: bundle.document, methods: methodSides(bundle.document, model) };
}

function git(args: string[], cwd: string, what: string): string {
  const run = spawnSync('git', args, { cwd, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
  if (run.error) throw new InputError(`${what}: cannot run git: ${run.error.message}`);
  if (run.status !== 0) throw new InputError(`${what}: ${(run.stderr || `git ${args[0]} failed`).trim().split('\n')[0]}`);
  return run.stdout.trim();
}

function extractRevision(arg: string, revision: string, path: string, cwd: string): { dir: string; root: string; top: string } {
  const top = git(['rev-parse', '--show-toplevel'], cwd, arg);
  // `rev:./x` is relative to the working directory, `rev:x` to the repository's top, as for `git show`.
  const prefix = git(['rev-parse', '--show-prefix'], cwd, arg);
  const root = path.startsWith('./') || path.startsWith('../') ? posix.normalize(posix.join(prefix, path)) : path;
  if (root.startsWith('../')) throw new InputError(`${arg}: the path leaves the repository`);
  if (spawnSync('git', ['rev-parse', '--verify', '--quiet', `${revision}^{commit}`], { cwd: top }).status !== 0) {
    // A fresh clone has `main` only as `origin/main` unless main is its checked-out branch: say so.
    const remote = spawnSync('git', ['for-each-ref', '--count=1', '--format=%(refname:short)', `refs/remotes/*/${revision}`], { cwd: top, encoding: 'utf8' });
    const found = remote.status === 0 ? remote.stdout.trim() : '';
    throw new InputError(`${arg}: unknown revision ${JSON.stringify(revision)}${found === '' ? '' : `; the remote branch ${found} exists: ${found}:${path}`}`);
  }
  const kind = spawnSync('git', ['cat-file', '-t', `${revision}:${root}`], { cwd: top, encoding: 'utf8' });
  if (kind.status !== 0 || kind.stdout.trim() !== 'blob') throw new InputError(`${arg}: no file ${root} in revision ${revision}`);
  const dir = mkdtempSync(join(tmpdir(), 'rpcforge-diff-'));
  try {
    const archive = execFileSync('git', ['archive', '--format=tar', revision], { cwd: top, maxBuffer: maxArchiveBytes, stdio: ['ignore', 'pipe', 'pipe'] });
    const untar = spawnSync('tar', ['-x', '-f', '-', '-C', dir], { input: archive, stdio: ['pipe', 'ignore', 'pipe'] });
    if (untar.status !== 0) throw new InputError(`${arg}: cannot extract revision ${revision}: ${String(untar.stderr).trim()}`);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    if (error instanceof InputError) throw error;
    throw new InputError(`${arg}: git archive ${revision} failed: ${(error as Error).message.split('\n')[0]}`);
  }
  return { dir, root, top };
}
