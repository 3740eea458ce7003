// The changelog's diff against the last generation's openrpc.json: a text rpcforge wrote itself (recorded by its hash
// at generation, generator/changelog/own-documents.ts) is not checked semantically again; the changelog, the summary
// and the warnings are the same as with every check run, and a hand-edited or broken openrpc.json is checked as before.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runCli } from '../generator/cli.js';
import { tempDir, writeTree } from './helpers.js';

const semanticRuns = { count: 0 };
vi.mock('../generator/validate/semantic.js', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../generator/validate/semantic.js')>();
  return { ...actual, checkSemantics: (...args: Parameters<typeof actual.checkSemantics>) => (semanticRuns.count++, actual.checkSemantics(...args)) };
});

const spec = (version: string, type: string, extra = '') => `openrpc: 1.4.1
info: { title: Ledger API, version: '${version}' }
methods:
  - name: add
    paramStructure: by-position
    params:
      - { name: a, required: true, schema: { type: ${type} } }
    result: { name: sum, schema: { type: integer } }
${extra}`;
const ping = `  - name: ping
    params: []
    result: { name: pong, schema: { type: string } }
`;

const capture = () => {
  const io = { stdout: '', stderr: '', out: (t: string) => (io.stdout += t), err: (t: string) => (io.stderr += t) };
  return io;
};

/** Generates `first` then `second` into a fresh folder (the openrpc.json between them changed by `touch`): the second
 * run's output, changelog and semantic checks. */
function twoRuns(first: string, second: string, touch: (document: { methods: unknown[]; info: { description?: string } }) => void = () => {}) {
  const dir = tempDir();
  const out = join(dir, 'pkg');
  const args = ['generate', '--spec', join(dir, 'openrpc.yaml'), '--out', out];
  writeTree(dir, { 'openrpc.yaml': first });
  expect(runCli(args, capture())).toBe(0);
  const written = join(out, 'openrpc.json');
  const document = JSON.parse(readFileSync(written, 'utf8'));
  touch(document);
  if (touch.length > 0) writeFileSync(written, `${JSON.stringify(document, null, 2)}\n`);
  writeTree(dir, { 'openrpc.yaml': second });
  const io = capture();
  semanticRuns.count = 0;
  const code = runCli(args, io);
  // Paths and times differ from run to run.
  const local = (text: string) => text.split(dir).join('<dir>').replace(/ in \d+ ms/g, '');
  return { code, stdout: local(io.stdout), stderr: local(io.stderr), changelog: readFileSync(join(out, 'CHANGELOG.md'), 'utf8'), semanticRuns: semanticRuns.count };
}

describe("the last generation's openrpc.json, when rpcforge wrote it", () => {
  beforeEach(() => {
    vi.stubEnv('RPCFORGE_CACHE_DIR', tempDir('rpcforge-cache-'));
  });
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  const cases: [string, string, string][] = [
    ['a method added', spec('1.0.0', 'integer'), spec('1.0.0', 'integer', ping)],
    ['a breaking change without its bump', spec('1.0.0', 'integer', ping), spec('1.0.0', 'string')],
  ];
  for (const [what, first, second] of cases) {
    it(`is not checked again, with the same changelog, summary and warnings as when checked: ${what}`, () => {
      const trusted = twoRuns(first, second);
      // Only the new spec is checked: the old document's text is the one the first run checked and wrote.
      expect(trusted.semanticRuns).toBe(1);
      vi.stubEnv('RPCFORGE_NO_CACHE', '1');
      const checked = twoRuns(first, second);
      expect(checked.semanticRuns).toBe(2);
      expect(trusted.code).toBe(checked.code);
      expect(trusted.changelog).toBe(checked.changelog);
      expect(trusted.changelog).toMatch(/### (Changes|Breaking)/);
      expect(trusted.stdout).toBe(checked.stdout);
      expect(trusted.stderr).toBe(checked.stderr);
    }, 120_000);
  }

  it('is checked as before once edited by hand, and a broken one keeps the history with its warning', () => {
    // Edited but valid: checked again (a text never recorded), and its change still seen.
    const edited = twoRuns(spec('1.0.0', 'integer'), spec('1.0.0', 'integer', ping), (document) => {
      document.info.description = 'Edited by hand.';
    });
    expect(edited.semanticRuns).toBe(2);
    expect(edited.changelog).toContain('- `ping`: ');
    // Edited into a document the semantic checks refuse (a method twice): not trusted, so the warning of today.
    const broken = twoRuns(spec('1.0.0', 'integer'), spec('1.1.0', 'integer', ping), (document) => {
      document.methods.push(document.methods[0]);
    });
    expect(broken.code).toBe(0);
    expect(broken.semanticRuns).toBe(2);
    expect(broken.stderr).toContain('openrpc.json from the last generation does not load, so the changes since then are not known');
    expect(broken.changelog).not.toContain('`ping`');
  }, 120_000);
});

describe('the build an own document is recorded under, run from the sources', () => {
  it('changes with any nested source file (the checks live outside own-documents.ts), not with other files', async () => {
    const { sourcesHash } = await import('../generator/changelog/own-documents.js');
    const root = tempDir();
    writeTree(root, { 'changelog/own-documents.ts': 'a', 'validate/semantic.ts': 'rule 1', 'notes.md': 'x' });
    const before = sourcesHash(root);
    expect(sourcesHash(root)).toBe(before);
    writeFileSync(join(root, 'notes.md'), 'y');
    expect(sourcesHash(root)).toBe(before);
    writeFileSync(join(root, 'validate/semantic.ts'), 'rule 2');
    expect(sourcesHash(root)).not.toBe(before);
  });
});
