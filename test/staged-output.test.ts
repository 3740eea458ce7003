// A generation writes each file as it is made (generator/write.ts StagedOutput, the pipeline's `sink`), so that it
// does not hold the package's text until the end: the staging directory fills while the generation runs, unchanged
// files are compared as they come and copied on disk at the end, and a run that fails or is refused leaves the
// output as it was, with no staging directory behind.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../generator/cli.js';
import type { EmittedFile } from '../generator/emit/emitter.js';
import { settleHeap } from '../generator/heap.js';
import { generate } from '../generator/pipeline.js';
import { MemorySink, StagedOutput, writeOutput } from '../generator/write.js';
import { readTree, repoRoot, tempDir, writeTree } from './helpers.js';

const ownSpec = join(repoRoot, 'spec/openrpc.yaml');
const quiet = { out: () => {}, err: () => {} };
const leftovers = (out: string) => readdirSync(dirname(out)).filter((name) => name.includes('.rpcforge-'));

describe('settleHeap', () => {
  // First in this file: a generation run before in this process sets what the last collection kept.
  it('gives back what large texts let go once the heap has grown well past its last collection', () => {
    settleHeap();
    // Large flat strings on the heap (repeat() would share its halves, a Buffer's text lies outside the heap) go to
    // V8's old generation directly: only a full collection frees them.
    let garbage: string[] | undefined = Array.from({ length: 40 }, (_, i) => JSON.parse(`"${i}${'x'.repeat(2 * 1024 * 1024)}"`) as string);
    expect(garbage.length).toBe(40);
    garbage = undefined;
    const before = process.memoryUsage().heapUsed;
    expect(settleHeap()).toBe(true);
    expect(process.memoryUsage().heapUsed).toBeLessThan(before - 40 * 1024 * 1024);
    // Right after a collection, nothing to give back: no second one.
    expect(settleHeap()).toBe(false);
  });
});

describe('a generation streams its files', () => {
  it('puts each file into the sink as it is made and keeps no text of its own: the same files as in memory', () => {
    const order: string[] = [];
    const kept = new MemorySink();
    let readBack = 0;
    const sink = {
      put(file: EmittedFile) {
        order.push(file.path);
        kept.put(file);
      },
      read(path: string) {
        readBack++;
        return kept.read(path);
      },
    };
    const streamed = generate(ownSpec, { sink });
    expect(streamed.files).toEqual([]);
    expect(streamed.paths).toEqual(kept.files.map((f) => f.path));
    // Written as made: every module with its declarations before any module's JavaScript, which the worker gives at
    // the end; the docs page as soon as it is rendered, before the module that embeds it; nothing read back (the
    // worker answered).
    const firstJs = order.findIndex((p) => p.endsWith('.js'));
    expect(order.slice(0, firstJs).filter((p) => p.startsWith('src/'))).toHaveLength(order.filter((p) => p.startsWith('src/')).length);
    expect(order.indexOf('docs/index.html')).toBeGreaterThan(-1);
    expect(order.indexOf('docs/index.html')).toBeLessThan(order.indexOf('src/internal/document.ts'));
    expect(order.indexOf('dist/internal/document.d.ts')).toBe(order.indexOf('src/internal/document.ts') + 1);
    expect(readBack).toBe(0);
    // Byte for byte what a generation in memory gives.
    expect(kept.files).toEqual(generate(ownSpec).files);
  }, 120_000);

  it('fills the staging directory while it runs, and swaps it in only at finish()', () => {
    const out = join(tempDir(), 'out');
    const output = new StagedOutput(out);
    const generation = generate(ownSpec, { sink: output });
    const staging = leftovers(out);
    expect(staging).toEqual([`.out.rpcforge-new-${process.pid}`]);
    const staged = readTree(join(dirname(out), staging[0]!));
    expect([...staged.keys()].sort()).toEqual(generation.paths);
    expect(existsSync(out)).toBe(false);
    const report = output.finish();
    expect(report.written).toEqual(generation.paths);
    expect(readTree(out)).toEqual(staged);
    expect(leftovers(out)).toEqual([]);
  }, 120_000);
});

describe('StagedOutput', () => {
  const files = (version: string, changed: number[]) =>
    [
      { path: 'package.json', contents: `${JSON.stringify({ name: 'p', rpcforge: {} })}\n` },
      ...Array.from({ length: 6 }, (_, i) => ({ path: `src/m${i}.ts`, contents: `export const v = '${changed.includes(i) ? version : 'old'}-${i}';\n` })),
    ] as EmittedFile[];

  it('stages only what differs as it comes; finish() copies the unchanged files and keeps node_modules/', () => {
    const out = join(tempDir(), 'out');
    writeOutput(out, [...files('old', []), { path: 'src/gone.ts', contents: 'x\n' }]);
    writeTree(out, { 'node_modules/dep/index.js': 'mine\n' });
    const output = new StagedOutput(out);
    for (const file of files('new', [2, 4])) output.put(file);
    const staging = join(dirname(out), `.out.rpcforge-new-${process.pid}`);
    expect([...readTree(staging).keys()].sort()).toEqual(['src/m2.ts', 'src/m4.ts']);
    const report = output.finish();
    expect(report).toEqual({
      written: ['src/m2.ts', 'src/m4.ts'],
      unchanged: ['package.json', 'src/m0.ts', 'src/m1.ts', 'src/m3.ts', 'src/m5.ts'],
      removed: ['src/gone.ts'],
      recovered: [],
    });
    const tree = readTree(out);
    expect(new Map([...tree].filter(([p]) => !p.startsWith('node_modules/')))).toEqual(new Map(files('new', [2, 4]).map((f) => [f.path, f.contents])));
    expect(tree.get('node_modules/dep/index.js')).toBe('mine\n');
    expect(leftovers(out)).toEqual([]);
  });

  it('abort() leaves the output as it was; check mode stages nothing and reports what is stale', () => {
    const out = join(tempDir(), 'out');
    writeOutput(out, files('old', []));
    const before = readTree(out);
    const aborted = new StagedOutput(out);
    for (const file of files('new', [1])) aborted.put(file);
    expect(leftovers(out)).toHaveLength(1);
    aborted.abort();
    expect(leftovers(out)).toEqual([]);
    expect(readTree(out)).toEqual(before);

    const check = new StagedOutput(out, { check: true });
    for (const file of files('new', [1])) check.put(file);
    expect(check.read('src/m1.ts')).toBe("export const v = 'new-1';\n");
    expect(check.finish().written).toEqual(['src/m1.ts']);
    expect(leftovers(out)).toEqual([]);
    expect(readTree(out)).toEqual(before);
  });

  it('refuses a folder rpcforge did not write before anything is generated', () => {
    const out = join(tempDir(), 'out');
    mkdirSync(out);
    writeFileSync(join(out, 'notes.txt'), 'mine\n');
    expect(() => new StagedOutput(out)).toThrow(/refusing to replace .*out: it is not empty and was not written by rpcforge/);
    expect(leftovers(out)).toEqual([]);
  });
});

describe('the CLI streams into the staging directory', () => {
  it('a spec error or a --strict refusal after staging began: output untouched, no staging directory left', () => {
    const out = join(tempDir(), 'out');
    expect(runCli(['generate', '--spec', ownSpec, '--out', out], quiet)).toBe(0);
    const before = readTree(out);
    // Staged in full before the refusal: the changelog's warning comes last.
    const suiLike = join(repoRoot, 'test/fixtures/real-shapes/sui-like.json');
    expect(runCli(['generate', '--spec', suiLike, '--out', out, '--strict'], quiet)).toBe(2);
    expect(readTree(out)).toEqual(before);
    expect(leftovers(out)).toEqual([]);
    const broken = tempDir();
    writeTree(broken, { 'openrpc.yaml': 'openrpc: 1.4.1\ninfo: { title: Broken, version: "1" }\nmethods: [{ name: a, params: [], result: { name: r, schema: { $ref: "#/nope" } } }]\n' });
    expect(runCli(['generate', '--spec', join(broken, 'openrpc.yaml'), '--out', out], quiet)).toBe(2);
    expect(readTree(out)).toEqual(before);
    expect(leftovers(out)).toEqual([]);
    // --check compares file by file and writes nothing.
    let said = '';
    expect(runCli(['generate', '--spec', ownSpec, '--out', out, '--check'], { out: (t) => (said += t), err: () => {} })).toBe(0);
    expect(said).toMatch(/is up to date with .* \(\d+ files, 14 methods/);
    expect(readFileSync(join(out, 'package.json'), 'utf8')).toBe(before.get('package.json'));
  }, 180_000);
});
