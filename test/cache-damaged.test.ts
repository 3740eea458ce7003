// Damaged cache entries (generator/cache.ts): an entry truncated, corrupted, emptied, copied from another entry's
// name, written in an older unsealed format, or replaced by a folder is not read; the value is computed again, and a
// real `rpcforge generate` writes the same bytes as a cold run instead of crashing on half a value or writing a wrong
// one. A record of the own-documents cache that is not the one written for that very text lets nothing skip its checks.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DiskCache } from '../generator/cache.js';
import { readTree, repoRoot, tempDir } from './helpers.js';
import { writeScaledDocument } from '../bench/scaled-spec.js';

let root: string;
beforeEach(() => {
  root = tempDir('rpcforge-cache-damaged-');
  vi.stubEnv('RPCFORGE_CACHE_DIR', root);
  vi.stubEnv('RPCFORGE_NO_CACHE', '');
  vi.resetModules();
});
afterEach(() => {
  vi.unstubAllEnvs();
});

const files = (dir: string) => readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => !f.endsWith('.tmp') && statSync(join(dir, f)).isFile());

/** Each way an entry is damaged, as a function of its path and the text of another entry. */
const damages: Record<string, (file: string, other: Buffer) => void> = {
  truncated: (file) => writeFileSync(file, readFileSync(file).subarray(0, Math.floor(statSync(file).size / 2))),
  'a byte flipped': (file) => {
    const text = readFileSync(file);
    text[text.length - 2] ^= 0x01;
    writeFileSync(file, text);
  },
  emptied: (file) => writeFileSync(file, ''),
  'another entry': (file, other) => writeFileSync(file, other),
  'unsealed (the older format)': (file) => writeFileSync(file, readFileSync(file).subarray(readFileSync(file).indexOf(0x0a) + 1)),
  'a folder': (file) => {
    rmSync(file);
    mkdirSync(file);
  },
};

describe('a damaged cache entry', () => {
  it.each(Object.keys(damages))('is computed again, and then written whole: %s', (how) => {
    const cache = new DiskCache('unit', { maxEntries: 10, maxBytes: 1 << 20 });
    let computed = 0;
    const value = (n: number) => `{"value":${n},"text":"${'é'.repeat(40)}"}`;
    const through = (n: number) => cache.through([String(n)], () => (computed++, value(n)));
    expect(through(1)).toBe(value(1));
    expect(through(2)).toBe(value(2));
    expect(computed).toBe(2);
    const file = join(root, 'unit', cache.key('1'));
    damages[how]!(file, readFileSync(join(root, 'unit', cache.key('2'))));
    expect(through(1)).toBe(value(1));
    expect(computed).toBe(3);
    if (how === 'a folder') return;
    // Rewritten by that run: the next one reads it.
    expect(through(1)).toBe(value(1));
    expect(computed).toBe(3);
  });

  it('own documents: only the record written for that very text is trusted', async () => {
    const { isOwnDocument, recordOwnDocument } = await import('../generator/changelog/own-documents.js');
    const checked = '{"openrpc":"1.4.1"}\n';
    const broken = '{"openrpc":"1.4.1","methods":[{"name":"a"},{"name":"a"}]}\n';
    recordOwnDocument(checked);
    const [record] = files(join(root, 'own-documents'));
    expect(isOwnDocument(checked)).toBe(true);
    expect(isOwnDocument(broken)).toBe(false);
    // The broken document's record name holding another document's record, or a record of another value.
    recordOwnDocument(broken);
    const forged = files(join(root, 'own-documents')).find((name) => name !== record)!;
    writeFileSync(join(root, 'own-documents', forged), readFileSync(join(root, 'own-documents', record!)));
    expect(isOwnDocument(broken)).toBe(false);
    writeFileSync(join(root, 'own-documents', forged), 'checked');
    expect(isOwnDocument(broken)).toBe(false);
    expect(isOwnDocument(checked)).toBe(true);
  });
});

describe('rpcforge generate with every cache entry damaged', () => {
  // 80 methods: modules long enough to be printed in runs of statements and of members (print-chunks.ts,
  // print-members.ts); JSON is YAML, and a .yaml file is parsed through the YAML cache.
  const json = writeScaledDocument(tempDir('rpcforge-cache-damaged-spec-'), 80);
  const spec = json.replace(/\.json$/, '.yaml');
  writeFileSync(spec, readFileSync(json));
  const generate = (out: string, env: Record<string, string>) => {
    const child = spawnSync(process.execPath, [join(repoRoot, 'bin/rpcforge.js'), 'generate', '--spec', spec, '--out', out], {
      encoding: 'utf8',
      env: { ...process.env, RPCFORGE_CACHE_DIR: root, RPCFORGE_NO_CACHE: '', ...env },
      timeout: 120_000,
    });
    expect(child.status, child.stderr).toBe(0);
    return readTree(out);
  };

  it('writes what a cold run writes: entries truncated, flipped, emptied, swapped, unsealed, made folders', () => {
    const dir = tempDir('rpcforge-cache-damaged-out-');
    const cold = generate(join(dir, 'cold'), { RPCFORGE_NO_CACHE: '1' });
    generate(join(dir, 'warm'), {});
    const entries = files(root);
    expect(entries.length).toBeGreaterThan(10);
    const other = readFileSync(join(root, entries[0]!));
    const ways = Object.values(damages);
    for (const [index, entry] of entries.slice(1).entries()) ways[index % ways.length]!(join(root, entry), other);
    for (const cache of ['printed-runs', 'printed-member-runs', 'yaml', 'own-documents', 'meta-schema']) expect(entries.some((e) => e.startsWith(`${cache}/`)), cache).toBe(true);
    expect(generate(join(dir, 'damaged'), {})).toEqual(cold);
    // And the run after it, from the entries it wrote again.
    expect(generate(join(dir, 'again'), {})).toEqual(cold);
  }, 240_000);
});
