// The code emitters on two threads (generator/emit/shared-emission.ts): the emit thread loads the CLI's bundle and
// takes emitters from a shared counter while the generation's own thread checks the examples and renders the page.
// Whoever emits, the files are the same; a thread whose emitters fail, or that ends in the middle, costs nothing but
// time: its emitters run on the generation's thread. These tests run the generator in this process with the emit
// thread pointed at the CLI's bundle (built as bin/rpcforge.js builds it), and `rpcforge generate` itself.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { writeScaledDocument } from '../bench/scaled-spec.js';
import { emitThreadStats, startEmitThreadLoaded, useEmitThreadModule } from '../generator/emit/shared-emission.js';
import { generate } from '../generator/pipeline.js';
import { readTree, repoRoot, tempDir } from './helpers.js';

const work = tempDir('rpcforge-shared-emission-');
const doc = writeScaledDocument(work, 120);
let bundleUrl = '';
let caches = 0;

/** A generation of `doc` in this process, with caches of its own (nothing printed before), as files by path. */
function generated(): Map<string, string> {
  const before = process.env.RPCFORGE_CACHE_DIR;
  process.env.RPCFORGE_CACHE_DIR = join(work, `caches-${++caches}`);
  try {
    return new Map(generate(doc).files.map((f) => [f.path, f.contents]));
  } finally {
    if (before === undefined) delete process.env.RPCFORGE_CACHE_DIR;
    else process.env.RPCFORGE_CACHE_DIR = before;
  }
}

/** A module standing in for the bundle on the emit thread: `runEmitThread` as given. */
function threadModule(name: string, runEmitThread: string): string {
  const file = join(work, `${name}.mjs`);
  writeFileSync(file, `export function runEmitThread(job) {\n  const counters = new Int32Array(job.shared);\n${runEmitThread}\n}\n`);
  return pathToFileURL(file).href;
}

let here: Map<string, string>;

beforeAll(() => {
  // The CLI's bundle, built by this run if no earlier one did: the trace names it.
  const help = spawnSync(process.execPath, [join(repoRoot, 'bin/rpcforge.js'), '--help'], { cwd: repoRoot, encoding: 'utf8', env: { ...process.env, RPCFORGE_TRACE_CACHE: '1' } });
  const bundle = /rpcforge cache: (?:built|using) (\S+\.mjs)/.exec(help.stderr);
  expect(bundle, help.stderr).not.toBeNull();
  bundleUrl = pathToFileURL(bundle![1]!).href;
  useEmitThreadModule(undefined);
  here = generated();
}, 180_000);

afterEach(() => useEmitThreadModule(undefined));

describe('emitters on two threads', () => {
  it('the emit thread runs emitters, and the package is byte for byte the one emitted on one thread', () => {
    useEmitThreadModule(bundleUrl);
    expect(startEmitThreadLoaded(60_000)).toBe(true);
    const before = emitThreadStats.emitted;
    const shared = generated();
    expect(emitThreadStats.emitted - before).toBeGreaterThan(0);
    expect([...shared.keys()].sort()).toEqual([...here.keys()].sort());
    for (const [path, contents] of here) expect(shared.get(path), path).toBe(contents);
  }, 180_000);

  it('an emitter that fails on the emit thread runs here: same files, none of them from there', () => {
    useEmitThreadModule(
      threadModule(
        'failing',
        `  for (let index = Atomics.add(counters, 0, 1); index < job.names.length; index = Atomics.add(counters, 0, 1)) {
    job.port.postMessage({ index, error: 'failed there' });
    Atomics.add(counters, 1, 1);
    Atomics.notify(counters, 1);
  }
  job.port.close();`,
      ),
    );
    expect(startEmitThreadLoaded(60_000)).toBe(true);
    const before = emitThreadStats.emitted;
    const files = generated();
    expect(emitThreadStats.emitted - before).toBe(0);
    expect(files).toEqual(here);
  }, 180_000);

  it('a thread that ends with emitters claimed is not waited for: they run here, long before the silence bound', () => {
    // Claims two emitters, then the thread exits without a word about them.
    useEmitThreadModule(threadModule('exiting', '  Atomics.add(counters, 0, 1);\n  Atomics.add(counters, 0, 1);\n  process.exit(3);'));
    expect(startEmitThreadLoaded(60_000)).toBe(true);
    const started = performance.now();
    const files = generated();
    // The bound for a thread that went silent is two minutes; an ended one is known at once.
    expect(performance.now() - started).toBeLessThan(60_000);
    expect(files).toEqual(here);
  }, 180_000);

  it('`rpcforge generate` shares the emitters with its emit thread, and writes the same package', () => {
    const out = join(work, 'cli-out');
    const child = spawnSync(process.execPath, [join(repoRoot, 'bin/rpcforge.js'), 'generate', '--spec', doc, '--out', out], {
      cwd: repoRoot,
      encoding: 'utf8',
      env: { ...process.env, RPCFORGE_TRACE_CACHE: '1', RPCFORGE_CACHE_DIR: join(work, 'cli-caches') },
    });
    expect(child.status, child.stderr).toBe(0);
    const ran = /rpcforge cache: emit thread ran (\d+) of (\d+) emitters/.exec(child.stderr);
    expect(ran, child.stderr).not.toBeNull();
    expect(Number(ran![1])).toBeGreaterThan(0);
    const written = readTree(out);
    expect([...written.keys()].sort()).toEqual([...here.keys()].sort());
    for (const [path, contents] of here) expect(written.get(path), path).toBe(contents);
  }, 180_000);
});
