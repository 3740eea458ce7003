// The changelog reads the last generation's openrpc.json once: its text is compared with the document about to be
// written and, when it differs, loaded from that same read (generator/load/bundle.ts readRootSpec), bounded and
// confined as every spec file the loader reads. Reads are counted through node:fs, where every read starts.
import { mkdirSync, realpathSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { changelogSinceLast } from '../generator/changelog/since-last.js';
import { loadSide } from '../generator/diff/source.js';
import { tempDir, writeTree } from './helpers.js';

/** Every path node:fs opened or read whole, as given. */
const opened = vi.hoisted(() => [] as string[]);
vi.mock('node:fs', async (importOriginal) => {
  const fs = await importOriginal<typeof import('node:fs')>();
  const seen = (path: unknown) => {
    if (typeof path === 'string') opened.push(path);
  };
  const openSync = ((path: string, ...rest: unknown[]) => (seen(path), (fs.openSync as (...a: unknown[]) => number)(path, ...rest))) as typeof fs.openSync;
  const readFileSync = ((path: string, ...rest: unknown[]) => (seen(path), (fs.readFileSync as (...a: unknown[]) => unknown)(path, ...rest))) as typeof fs.readFileSync;
  return { ...fs, default: { ...fs, openSync, readFileSync }, openSync, readFileSync };
});

const spec = (version: string, extra = '') => `openrpc: 1.4.1
info: { title: Ledger API, version: '${version}' }
methods:
  - name: add
    paramStructure: by-position
    params:
      - { name: a, required: true, schema: { type: integer } }
    result: { name: sum, schema: { type: integer } }
${extra}`;
const ping = `  - name: ping
    params: []
    result: { name: pong, schema: { type: string } }
`;

/**
 * The changelog of `next` after a generation from `previous` (its openrpc.json written by rpcforge, so recorded as its
 * own, unless `byHand`), and how many times that openrpc.json was opened or read for it.
 */
function after(previous: string, next: string, byHand = false) {
  const dir = tempDir();
  writeTree(dir, { 'old.yaml': previous, 'new.yaml': next });
  const oldSide = loadSide(join(dir, 'old.yaml'));
  const oldText = `${JSON.stringify(oldSide.document, null, 2)}\n${byHand ? '\n' : ''}`;
  // The first generation: records the text it writes as a document rpcforge wrote.
  const initial = changelogSinceLast(oldSide.model, oldSide.bundle, undefined, oldText.trimEnd() + '\n');
  writeTree(dir, { 'out/openrpc.json': oldText, 'out/CHANGELOG.md': initial.file.contents });
  const side = loadSide(join(dir, 'new.yaml'));
  const documentText = `${JSON.stringify(side.document, null, 2)}\n`;
  const target = new Set([join(dir, 'out/openrpc.json'), realpathSync(join(dir, 'out/openrpc.json'))]);
  opened.length = 0;
  const result = changelogSinceLast(side.model, side.bundle, join(dir, 'out'), documentText);
  const reads = opened.filter((p) => target.has(resolve(p))).length;
  return { result, reads };
}

describe("the last generation's openrpc.json", () => {
  it('is read once when it changed, whether rpcforge wrote it or not, with the changelog as before', () => {
    for (const byHand of [false, true]) {
      const { result, reads } = after(spec('1.0.0'), spec('1.1.0', ping), byHand);
      expect(reads).toBe(1);
      expect(result.summary).toMatchObject({ compared: true, fromVersion: '1.0.0', toVersion: '1.1.0', semver: 'minor', warnings: [] });
      expect(result.summary.changes.map((c) => `${c.kind} ${c.method}`)).toEqual(['method-added ping']);
      expect(result.file.contents).toMatch(/^# Changelog[^]*\n## 1\.1\.0\n\n### Changes\n\n- `ping`: .+\n\n## 1\.0\.0\n\nInitial release of Ledger API 1\.0\.0\.\n$/);
    }
  });

  it('is read once when it did not change', () => {
    const { result, reads } = after(spec('1.0.0'), spec('1.0.0'));
    expect(reads).toBe(1);
    expect(result.summary).toMatchObject({ compared: true, changes: [], warnings: [] });
  });

  it('is refused with its reason, the history kept, when it is no file (a directory), rather than failing the run', () => {
    const dir = tempDir();
    writeTree(dir, { 'new.yaml': spec('1.1.0'), 'out/CHANGELOG.md': '# Changelog\n\n## 1.0.0\n\nInitial release of Ledger API 1.0.0.\n' });
    mkdirSync(join(dir, 'out/openrpc.json'));
    const side = loadSide(join(dir, 'new.yaml'));
    const result = changelogSinceLast(side.model, side.bundle, join(dir, 'out'));
    expect(result.file.contents).toBe('# Changelog\n\n## 1.0.0\n\nInitial release of Ledger API 1.0.0.\n');
    expect(result.summary.warnings).toEqual([expect.stringMatching(/openrpc\.json from the last generation does not load, so the changes since then are not known \(.*openrpc\.json: cannot read spec file: .*openrpc\.json is a directory, not a regular file\)$/)]);
  });
});
