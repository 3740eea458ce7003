// `rpcforge diff <revision>:<path>`: a multi-file spec read from two commits of a temporary git repository.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { SpecError } from '../generator/errors.js';
import { diffSpecs } from '../generator/diff/diff.js';
import { formatGithub } from '../generator/diff/format.js';
import { InputError } from '../generator/diff/source.js';
import { loadBundle } from '../generator/load/bundle.js';
import { repoRoot, tempDir } from './helpers.js';
import { baseSpec, writeSpec } from './support/diff-specs.js';

let repo: string;
const git = (...args: string[]) => execFileSync('git', args, { cwd: repo, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
const leftovers = () => new Set(readdirSync(tmpdir()).filter((name) => name.startsWith('rpcforge-diff-')));

beforeAll(() => {
  repo = tempDir('rpcforge-diff-repo-');
  git('init', '-q', '-b', 'main');
  git('config', 'user.email', 'test@example.invalid');
  git('config', 'user.name', 'rpcforge test');
  git('config', 'commit.gpgsign', 'false');
  writeSpec(join(repo, 'spec'), baseSpec());
  writeFileSync(join(repo, 'README.md'), 'A repository with a two-file spec.\n');
  git('add', '-A');
  git('commit', '-q', '-m', 'first');
  // The second commit changes the referenced file (schemas.json) and the root file.
  const next = baseSpec();
  delete next.schemas.Tx.properties.tag.pattern;
  next.root.methods.push({ name: 'ping', params: [] });
  writeSpec(join(repo, 'spec'), next);
  git('commit', '-q', '-am', 'second');
});

describe('rpcforge diff between git revisions', () => {
  it('compares two commits of a multi-file spec, resolving $refs inside each commit, and removes its temporary directories', () => {
    const before = leftovers();
    const { report } = diffSpecs('HEAD~1:spec/openrpc.json', 'HEAD:spec/openrpc.json', repo);
    expect(report.from).toBe('HEAD~1:spec/openrpc.json');
    expect(report.changes.map((c) => [c.kind, c.method, c.path])).toEqual([
      ['method-added', 'ping', ''],
      ['request-pattern-removed', 'send_tx', 'params[0].schema.properties.tag.pattern'],
    ]);
    expect(report.semver).toBe('minor');
    expect([...leftovers()].filter((name) => !before.has(name))).toEqual([]);
  });

  it('a revision against the working tree, a branch name, and a path relative to the working directory', () => {
    writeSpec(join(repo, 'spec'), baseSpec());
    try {
      expect(diffSpecs('main:spec/openrpc.json', join(repo, 'spec/openrpc.json'), repo).report.changes.map((c) => c.kind)).toEqual([
        'method-removed',
        'request-pattern-added',
      ]);
      expect(diffSpecs('HEAD~1:./openrpc.json', 'openrpc.json', join(repo, 'spec')).report.changes).toEqual([]);
    } finally {
      git('checkout', '-q', '--', 'spec');
    }
  });

  it('a $ref that leads nowhere in a revision names the revision, never the temporary directory', () => {
    writeFileSync(join(repo, 'spec/schemas.json'), '{}\n');
    git('commit', '-q', '-am', 'empty schemas');
    try {
      diffSpecs('HEAD~1:spec/openrpc.json', 'HEAD:spec/openrpc.json', repo);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(SpecError);
      const text = (error as SpecError).message;
      expect(text).toMatch(/^HEAD:spec\/openrpc\.json:\d+:\d+: components\.schemas\.Quantity\.\$ref: unresolved \$ref "\.\/schemas\.json#\/Quantity": HEAD:spec\/schemas\.json has nothing at #\/Quantity$/m);
      expect(text).not.toContain(tmpdir());
      expect(text).not.toContain('rpcforge-diff-');
    } finally {
      git('reset', '-q', '--hard', 'HEAD~1');
    }
  });

  it('--ref-root lets $refs leave the spec\'s folder, in files and in revisions alike', () => {
    // api/openrpc.json refers to ../spec/schemas.json: outside its own folder, refused unless the root is wider.
    const root = JSON.parse(readFileSync(join(repo, 'spec/openrpc.json'), 'utf8')) as { components: { schemas: Record<string, { $ref: string }> } };
    for (const entry of Object.values(root.components.schemas)) entry.$ref = entry.$ref.replace('./schemas.json', '../spec/schemas.json');
    mkdirSync(join(repo, 'api'), { recursive: true });
    writeFileSync(join(repo, 'api/openrpc.json'), JSON.stringify(root, null, 2));
    git('add', '-A');
    git('commit', '-q', '-m', 'api folder');
    try {
      expect(() => diffSpecs('HEAD:api/openrpc.json', 'api/openrpc.json', repo)).toThrow(SpecError);
      expect(diffSpecs('HEAD:api/openrpc.json', 'api/openrpc.json', repo, '.').report.changes).toEqual([]);
      expect(diffSpecs('HEAD~1:spec/openrpc.json', 'HEAD:api/openrpc.json', repo, '.').report.changes).toEqual([]);
      expect(() => diffSpecs('HEAD:api/openrpc.json', 'api/openrpc.json', repo, '..')).toThrow('lies outside the repository');
    } finally {
      git('reset', '-q', '--hard', 'HEAD~1');
    }
  });

  it('a root spec that is a symbolic link out of the tree is refused, committed or in the working tree, and nothing of its target is shown', () => {
    // The "secret" is itself a valid spec, so following the link would print its method in the report.
    const outside = tempDir('rpcforge-diff-secret-');
    const secret = baseSpec();
    secret.root.methods.push({ name: 'secret_do_not_print', params: [] });
    writeSpec(outside, secret);
    const other = tempDir('rpcforge-diff-linkrepo-');
    const run = (...args: string[]) => execFileSync('git', args, { cwd: other, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    run('init', '-q', '-b', 'main');
    run('config', 'user.email', 'test@example.invalid');
    run('config', 'user.name', 'rpcforge test');
    writeSpec(join(other, 'spec'), baseSpec());
    // A link that stays in the spec's folder is followed as before; one that leaves it is not.
    symlinkSync('openrpc.json', join(other, 'spec/inside.json'));
    symlinkSync(join(outside, 'openrpc.json'), join(other, 'spec/outside.json'));
    run('add', '-A');
    run('commit', '-q', '-m', 'links');
    expect(diffSpecs('HEAD:spec/openrpc.json', 'HEAD:spec/inside.json', other).report.changes).toEqual([]);
    expect(diffSpecs('spec/openrpc.json', 'spec/inside.json', other).report.changes).toEqual([]);
    for (const arg of ['HEAD:spec/outside.json', 'spec/outside.json']) {
      let text = '';
      try {
        diffSpecs('HEAD:spec/openrpc.json', arg, other);
        expect.unreachable(arg);
      } catch (error) {
        expect(error).toBeInstanceOf(SpecError);
        text = (error as SpecError).message;
      }
      expect(text).toContain('cannot read spec file: it is a symbolic link to');
      expect(text).toContain('outside the reference root');
      expect(text).not.toContain('secret_do_not_print');
    }
    // generate reads its root spec the same way.
    expect(() => loadBundle(join(other, 'spec/outside.json'))).toThrow(/symbolic link to .*outside the reference root/);
    // Unless the user names a reference root that holds the target (and the files its $refs reach from the link).
    const methods = loadBundle(join(other, 'spec/outside.json'), { refRoot: tmpdir() }).document.methods as { name: string }[];
    expect(methods.map((m) => m.name)).toContain('secret_do_not_print');
  });

  it('annotations for a revision name the file inside the repository', () => {
    const { report, new: side } = diffSpecs('HEAD~1:spec/openrpc.json', 'HEAD:spec/openrpc.json', repo);
    const text = formatGithub(report, side.bundle);
    // Relative to the directory diff ran in (the repository's top here), as GitHub expects.
    const files = [...text.matchAll(/file=([^,]+),line=(\d+)/g)].map((m) => m[1]);
    expect(files).toEqual(['spec/openrpc.json', 'spec/schemas.json']);
  });

  it('unknown revisions and paths are input errors naming the argument', () => {
    expect(() => diffSpecs('nosuch:spec/openrpc.json', 'HEAD:spec/openrpc.json', repo)).toThrow(InputError);
    expect(() => diffSpecs('nosuch:spec/openrpc.json', 'HEAD:spec/openrpc.json', repo)).toThrow('nosuch:spec/openrpc.json: unknown revision "nosuch"');
    expect(() => diffSpecs('HEAD:spec/missing.json', 'HEAD:spec/openrpc.json', repo)).toThrow('HEAD:spec/missing.json: no file spec/missing.json in revision HEAD');
    expect(() => diffSpecs('HEAD:spec', 'HEAD:spec/openrpc.json', repo)).toThrow('no file spec in revision HEAD');
    // A clone on another branch has main only as origin/main (the README's `main:spec/openrpc.yaml`): the message says so.
    git('branch', '-f', 'feature');
    const clone = tempDir('rpcforge-diff-clone-');
    execFileSync('git', ['clone', '-q', '-b', 'feature', repo, clone], { stdio: 'ignore' });
    expect(() => diffSpecs('main:spec/openrpc.json', 'HEAD:spec/openrpc.json', clone)).toThrow(
      'main:spec/openrpc.json: unknown revision "main"; the remote branch origin/main exists: origin/main:spec/openrpc.json',
    );
    expect(diffSpecs('origin/main:spec/openrpc.json', 'HEAD:spec/openrpc.json', clone).report.changes).toEqual([]);
  });

  it('a spec that does not load in a revision is reported at <revision>:<file>:<line>', () => {
    writeFileSync(join(repo, 'spec/schemas.json'), '{ "Quantity": { "type": "string" }, }\n');
    git('commit', '-q', '-am', 'broken');
    try {
      diffSpecs('HEAD~1:spec/openrpc.json', 'HEAD:spec/openrpc.json', repo);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(SpecError);
      expect((error as SpecError).message).toMatch(/^HEAD:spec\/schemas\.json:1:\d+: invalid JSON/);
    } finally {
      git('reset', '-q', '--hard', 'HEAD~1');
    }
  });

  it('npx rpcforge diff with revisions, from inside the repository, exits 1 with --fail-on info', () => {
    const cli = spawnSync(process.execPath, [join(repoRoot, 'bin/rpcforge.js'), 'diff', 'HEAD~1:spec/openrpc.json', 'HEAD:spec/openrpc.json', '--fail-on', 'info', '--format', 'github'], {
      cwd: repo,
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(cli.stderr).toBe('rpcforge diff: 2 change(s) at or above --fail-on info\n');
    expect(cli.stdout.split('\n').slice(0, 2)).toEqual([
      expect.stringMatching(/^::notice file=spec\/openrpc\.json,line=\d+,col=5,title=info%3A method-added::ping: method added$/),
      expect.stringMatching(/^::notice file=spec\/schemas\.json,line=\d+,col=\d+,title=info%3A request-pattern-removed::send_tx /),
    ]);
    expect(cli.status).toBe(1);
  });
});
