// CHANGELOG.md of the generated package and the change summary of `generate`: built from the checker of
// `rpcforge diff` against the openrpc.json of the last generation, deterministic, one section per info.version.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { changelogSinceLast, maxChangelogBytes } from '../generator/changelog/since-last.js';
import { formatChangeSummary } from '../generator/changelog/summary.js';
import { packageVersionFor } from '../generator/changelog/version.js';
import { runCli } from '../generator/cli.js';
import { loadSide } from '../generator/diff/source.js';
import { readTree, repoRoot, tempDir, writeTree } from './helpers.js';

const spec = (version: string, a = 'integer', extra = '') => `openrpc: 1.4.1
info: { title: Ledger API, version: '${version}' }
methods:
  - name: add
    paramStructure: by-position
    params:
      - { name: a, required: true, schema: { type: ${a} } }
    result: { name: sum, schema: { type: integer } }
${extra}`;
const extraMethod = `  - name: ping
    params: []
    result: { name: pong, schema: { type: string } }
`;

/** Generates the changelog for `text` as if the last generation had been made from `previous` (and its changelog). */
function step(dir: string, previous: string | undefined, text: string) {
  const out = join(dir, 'out');
  if (previous !== undefined) {
    writeTree(dir, { 'old.yaml': previous });
    writeTree(out, { 'openrpc.json': `${JSON.stringify(loadSide(join(dir, 'old.yaml')).document, null, 2)}\n` });
  }
  writeTree(dir, { 'new.yaml': text });
  const side = loadSide(join(dir, 'new.yaml'));
  const result = changelogSinceLast(side.model, side.bundle, previous === undefined ? undefined : out);
  writeTree(out, { 'CHANGELOG.md': result.file.contents });
  if (result.base) writeTree(out, { [result.base.path]: result.base.contents });
  else rmSync(join(out, 'CHANGELOG.base.json'), { force: true });
  return result;
}

describe('package version from info.version', () => {
  it('keeps semantic versions and maps the rest to the nearest one, deterministically', () => {
    expect(packageVersionFor('1.2.3')).toBe('1.2.3');
    expect(packageVersionFor('1.2.3-rc.1+b.5')).toBe('1.2.3-rc.1+b.5');
    expect(packageVersionFor('v2.0.1')).toBe('2.0.1');
    expect(packageVersionFor('3')).toBe('3.0.0');
    expect(packageVersionFor('3.1')).toBe('3.1.0');
    expect(packageVersionFor('2024-06-01')).toBe('0.0.0-2024-06-01');
    expect(packageVersionFor('beta 7')).toBe('0.0.0-beta-7');
    expect(packageVersionFor('1.02.007')).toBe('0.0.0-1.2.7');
    expect(packageVersionFor('!!!')).toBe('0.0.0');
    expect(packageVersionFor('x'.repeat(1000)).length).toBeLessThanOrEqual(206);
  });
});

describe('changelog', () => {
  it('starts with one "Initial release" section when there is no earlier generation', () => {
    const result = step(tempDir(), undefined, spec('1.0.0'));
    expect(result.summary.compared).toBe(false);
    expect(result.file.contents).toContain('## 1.0.0\n\nInitial release of Ledger API 1.0.0.\n');
    expect(result.file.contents.match(/^## /gm)).toHaveLength(1);
    expect(formatChangeSummary(result.summary)).toEqual([]);
  });

  it('is byte-identical when the spec did not change, appends once per change within a version, and adds a section per new version', () => {
    const dir = tempDir();
    const first = step(dir, undefined, spec('1.0.0')).file.contents;
    expect(step(dir, spec('1.0.0'), spec('1.0.0')).file.contents).toBe(first);

    const added = step(dir, spec('1.0.0'), spec('1.0.0', 'integer', extraMethod));
    expect(added.summary.changes.map((c) => c.kind)).toContain('method-added');
    const afterAdd = added.file.contents;
    expect(afterAdd).toMatch(/## 1\.0\.0\n\nInitial release of Ledger API 1\.0\.0\.\n\n### Changes\n\n- `ping`: .+\n$/);
    // The same change seen again (the last output regenerated from the old spec, say) is not listed twice.
    writeFileSync(join(dir, 'out/CHANGELOG.md'), afterAdd);
    expect(step(dir, spec('1.0.0'), spec('1.0.0', 'integer', extraMethod)).file.contents).toBe(afterAdd);

    const major = step(dir, spec('1.0.0', 'integer', extraMethod), spec('2.0.0', 'string', extraMethod));
    const text = major.file.contents;
    expect(text.indexOf('## 2.0.0')).toBeGreaterThan(0);
    expect(text.indexOf('## 2.0.0')).toBeLessThan(text.indexOf('## 1.0.0'));
    expect(text).toMatch(/## 2\.0\.0\n\n### Breaking\n\n- `add` `params\[0\]\.schema\.type`: type integer no longer allowed/);
    expect(text).toContain('- `ping`: '); // the 1.0.0 entries stay
    // Sections are apart by a blank line, as Markdown needs for a heading after a list.
    expect(text).toMatch(/type string now allowed \(was integer\)\n\n## 1\.0\.0\n/);
    expect(major.summary.warnings).toEqual([]);
  });

  it('warns about a breaking change without a major bump, and applies the 0.x rule (a minor bump is enough)', () => {
    const same = step(tempDir(), spec('1.4.0'), spec('1.5.0', 'string'));
    expect(same.summary.semver).toBe('major');
    expect(same.summary.warnings).toEqual([expect.stringMatching(/breaking change\(s\) without the version bump they need: info.version 1.4.0 → 1.5.0: a minor bump, but the changes need a major bump/)]);
    expect(step(tempDir(), spec('0.3.0'), spec('0.4.0', 'string')).summary.warnings).toEqual([]);
    expect(step(tempDir(), spec('0.3.0'), spec('0.3.1', 'string')).summary.warnings).toHaveLength(1);
    // A new method alone is not breaking: no warning whatever the version does.
    expect(step(tempDir(), spec('1.0.0'), spec('1.0.0', 'integer', extraMethod)).summary.warnings).toEqual([]);
  });

  it('keeps the history when the last openrpc.json no longer loads, and says so', () => {
    const dir = tempDir();
    step(dir, undefined, spec('1.0.0'));
    const history = readFileSync(join(dir, 'out/CHANGELOG.md'), 'utf8');
    writeTree(dir, { 'out/openrpc.json': '{ "openrpc": "1.4.1", "info": 5 }' });
    writeTree(dir, { 'new.yaml': spec('1.1.0') });
    const side = loadSide(join(dir, 'new.yaml'));
    const result = changelogSinceLast(side.model, side.bundle, join(dir, 'out'));
    expect(result.file.contents).toBe(history);
    expect(result.summary.warnings).toEqual([expect.stringContaining('openrpc.json from the last generation does not load')]);
  });
});

describe('rpcforge generate with a changed spec (CLI)', () => {
  const capture = () => {
    const io = { stdout: '', stderr: '', out: (t: string) => (io.stdout += t), err: (t: string) => (io.stderr += t) };
    return io;
  };

  it('prints the change summary after the file counts, warns on a breaking change without its bump, and keeps --check consistent', () => {
    const dir = tempDir();
    const out = join(dir, 'pkg');
    writeTree(dir, { 'openrpc.yaml': spec('1.0.0') });
    const args = ['generate', '--spec', join(dir, 'openrpc.yaml'), '--out', out];
    expect(runCli(args, capture())).toBe(0);
    expect(readFileSync(join(out, 'CHANGELOG.md'), 'utf8')).toContain('Initial release of Ledger API 1.0.0.');

    writeTree(dir, { 'openrpc.yaml': spec('1.0.0', 'string') });
    const io = capture();
    expect(runCli(args, io)).toBe(0);
    expect(io.stdout).toMatch(/\d+ written, \d+ unchanged, 0 removed\n  \d+ API changes? since the last release \(1\.0\.0\): [1-9]\d* breaking, \d+ warning, \d+ info; semver: major\n    breaking  add params\[0\]\.schema\.type: /);
    // Through the pipeline's warnings, located at info.version; --strict makes it an error.
    expect(io.stderr).toMatch(/^rpcforge: 1 warning\(s\) \(--strict makes them errors\):\n.*openrpc\.yaml:2:\d+: info\.version: \d+ breaking change\(s\) without the version bump they need: info\.version 1\.0\.0 → 1\.0\.0: no bump, but the changes need a major bump\n$/);
    const changelog = readFileSync(join(out, 'CHANGELOG.md'), 'utf8');
    expect(changelog).toContain('### Breaking\n\n- `add` `params[0].schema.type`: type integer no longer allowed (now string)');

    const before = readTree(out);
    writeTree(dir, { 'openrpc.yaml': spec('1.0.0', 'boolean') });
    const strict = capture();
    expect(runCli([...args, '--strict'], strict)).toBe(2);
    expect(strict.stderr).toContain('errors under --strict; nothing was written');
    expect(readTree(out)).toEqual(before);
    writeTree(dir, { 'openrpc.yaml': spec('1.0.0', 'string') });
    const again = capture();
    expect(runCli(args, again)).toBe(0);
    expect(again.stdout).toContain('  0 written, ');
    // The net change since the first generation of 1.0.0, as before the refused run.
    expect(again.stdout).toMatch(/  2 API changes since the last release \(1\.0\.0\): 1 breaking, 0 warning, 1 info; semver: major\n/);
    expect(readTree(out)).toEqual(before);
    expect(runCli([...args, '--check'], capture())).toBe(0);
  }, 120_000);

  it('records the net change since the last release: an edit taken back leaves the output as it was, a further edit replaces its entries', () => {
    const dir = tempDir();
    const out = join(dir, 'pkg');
    const args = ['generate', '--spec', join(dir, 'openrpc.yaml'), '--out', out];
    writeTree(dir, { 'openrpc.yaml': spec('1.0.0') });
    expect(runCli(args, capture())).toBe(0);
    writeTree(dir, { 'openrpc.yaml': spec('1.1.0', 'integer', extraMethod) });
    expect(runCli(args, capture())).toBe(0);
    const released = readTree(out);
    expect(released.has('CHANGELOG.base.json')).toBe(true);
    // Generated again, with the 1.1.0 section as it was (its base, 1.0.0, kept beside it).
    expect(runCli(args, capture())).toBe(0);
    expect(readTree(out)).toEqual(released);

    // An edit, generated, then taken back and generated: the output is byte for byte what it was.
    writeTree(dir, { 'openrpc.yaml': spec('1.1.0', 'string', extraMethod) });
    const edited = capture();
    expect(runCli(args, edited)).toBe(0);
    expect(edited.stdout).toMatch(/3 API changes since the last release \(1\.0\.0 → 1\.1\.0\): 1 breaking, 0 warning, 2 info/);
    expect(readFileSync(join(out, 'CHANGELOG.md'), 'utf8')).toContain('type integer no longer allowed (now string)');
    writeTree(dir, { 'openrpc.yaml': spec('1.1.0', 'integer', extraMethod) });
    expect(runCli(args, capture())).toBe(0);
    expect(readTree(out)).toEqual(released);

    // Two edits in a row: the section says integer → boolean, nothing of the string in between.
    writeTree(dir, { 'openrpc.yaml': spec('1.1.0', 'string', extraMethod) });
    expect(runCli(args, capture())).toBe(0);
    writeTree(dir, { 'openrpc.yaml': spec('1.1.0', 'boolean', extraMethod) });
    expect(runCli(args, capture())).toBe(0);
    const net = readFileSync(join(out, 'CHANGELOG.md'), 'utf8');
    expect(net).toContain('type integer no longer allowed (now boolean)');
    expect(net).not.toContain('string');

    // A version bump taken back: its section goes, and the output is as it was.
    writeTree(dir, { 'openrpc.yaml': spec('1.1.0', 'integer', extraMethod) });
    expect(runCli(args, capture())).toBe(0);
    writeTree(dir, { 'openrpc.yaml': spec('2.0.0', 'string', extraMethod) });
    expect(runCli(args, capture())).toBe(0);
    expect(readFileSync(join(out, 'CHANGELOG.md'), 'utf8')).toContain('## 2.0.0');
    writeTree(dir, { 'openrpc.yaml': spec('1.1.0', 'integer', extraMethod) });
    expect(runCli(args, capture())).toBe(0);
    expect(readTree(out)).toEqual(released);
  }, 120_000);

  it('keeps the entries an older changelog appended for this version, and adds only the net change to them', () => {
    const dir = tempDir();
    // A changelog written by an older rpcforge: 1.0.0's section with an entry, no CHANGELOG.base.json.
    step(dir, undefined, spec('1.0.0'));
    const older = step(dir, spec('1.0.0'), spec('1.0.0', 'integer', extraMethod)).file.contents;
    rmSync(join(dir, 'out/CHANGELOG.base.json'));
    const edited = step(dir, spec('1.0.0', 'integer', extraMethod), spec('1.0.0', 'string', extraMethod));
    expect(edited.file.contents).toContain('- `ping`: ');
    expect(edited.file.contents).toContain('type integer no longer allowed (now string)');
    expect(step(dir, spec('1.0.0', 'string', extraMethod), spec('1.0.0', 'integer', extraMethod)).file.contents).toBe(older);
  });

  it("the README's edit of the real spec, generated, taken back (git checkout) and generated again, leaves generated/ as committed", () => {
    const dir = tempDir();
    cpSync(join(repoRoot, 'spec'), join(dir, 'spec'), { recursive: true });
    cpSync(join(repoRoot, 'generated'), join(dir, 'generated'), { recursive: true, filter: (path) => !path.includes('node_modules') });
    const committed = readTree(join(dir, 'generated'));
    const method = join(dir, 'spec/methods/evm/eth_estimateGas.yaml');
    const original = readFileSync(method, 'utf8');
    const edited = original.replace(/(- name: block\n(?:.*\n)*?\s+required: )false/, '$1true').replace('x-credits: 300', 'x-credits: 400');
    expect(edited).not.toBe(original);
    const args = ['generate', '--spec', join(dir, 'spec/openrpc.yaml'), '--out', join(dir, 'generated')];
    writeFileSync(method, edited);
    const io = capture();
    expect(runCli(args, io)).toBe(0);
    expect(io.stdout).toMatch(/2 API changes since the last release \(\d+\.\d+\.\d+\): 1 breaking, 1 warning/);
    expect(readFileSync(join(dir, 'generated/CHANGELOG.md'), 'utf8')).toContain('param block is now required');
    writeFileSync(method, original);
    expect(runCli(args, capture())).toBe(0);
    expect(readTree(join(dir, 'generated'))).toEqual(committed);
  }, 180_000);

  /** The output's files but CHANGELOG.md (which, a FIFO, would block a read). */
  const withoutChangelog = (out: string) => {
    const files = new Map<string, string>();
    for (const entry of readdirSync(out, { withFileTypes: true })) {
      if (entry.name === 'CHANGELOG.md') continue;
      for (const [path, text] of entry.isDirectory() ? readTree(join(out, entry.name)) : [['', readFileSync(join(out, entry.name), 'utf8')] as const]) files.set(join(entry.name, path), text);
    }
    return files;
  };

  it('a CHANGELOG.md that cannot be read (a directory, a FIFO, past 16 MiB) stops the run, named, with nothing written: its history is not replaced', () => {
    const dir = tempDir();
    const out = join(dir, 'pkg');
    writeTree(dir, { 'openrpc.yaml': spec('1.0.0') });
    const args = ['generate', '--spec', join(dir, 'openrpc.yaml'), '--out', out];
    expect(runCli(args, capture())).toBe(0);
    writeTree(dir, { 'openrpc.yaml': spec('1.1.0', 'string') });
    const changelog = join(out, 'CHANGELOG.md');
    const cases: [string, () => void, RegExp][] = [
      ['a directory', () => mkdirSync(changelog), /is a directory, not a regular file/],
      // Opened for reading, a FIFO with no writer would block the process for good.
      ['a FIFO', () => execFileSync('mkfifo', [changelog]), /is a FIFO \(named pipe\), not a regular file/],
      ['past the cap', () => writeFileSync(changelog, Buffer.alloc(maxChangelogBytes + 1, 0x20)), /larger than 16 MiB \(the limit for a changelog\)/],
    ];
    for (const [what, make, reason] of cases) {
      rmSync(changelog, { recursive: true, force: true });
      make();
      const before = withoutChangelog(out);
      const io = capture();
      expect(runCli(args, io), what).toBe(2);
      expect(io.stderr, what).toContain(`${changelog}: the last generation's changelog cannot be read (`);
      expect(io.stderr, what).toMatch(reason);
      expect(io.stderr, what).toContain('nothing was written');
      expect(withoutChangelog(out), what).toEqual(before);
    }
    rmSync(changelog, { recursive: true, force: true });
  }, 120_000);
});
