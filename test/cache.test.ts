// The generator's caches on disk (generator/cache.ts): ts-morph's print of each module, esbuild's output and TypeScript's declarations per module, redos-detector's verdicts,
// compiled templates, parsed YAML files, the extension validators and the documents that passed the meta-schema. Each must give what computing gives, be keyed
// by everything the value depends on (a changed input is a changed output, never a stale one), actually be read
// (a tampered entry shows), and stay bounded. The tests point RPCFORGE_CACHE_DIR at a folder of their own.
import { readdirSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DiskCache, sealEntry, unsealEntry } from '../generator/cache.js';
import type { EmittedFile } from '../generator/emit/emitter.js';
import type { DistBuild } from '../generator/emit/package.js';
import { repoRoot, tempDir } from './helpers.js';
import { clientRuntimeSources } from '../generator/emit/client/emit-client.js';
import { serverRuntimeSources } from '../generator/emit/server/emit-server.js';

const runtimeModuleCount = clientRuntimeSources().length + serverRuntimeSources().length;

let root: string;
beforeEach(() => {
  root = tempDir('rpcforge-cache-');
  vi.stubEnv('RPCFORGE_CACHE_DIR', root);
  vi.stubEnv('RPCFORGE_NO_CACHE', '');
  // Fresh module instances: the in-memory memos (pattern verdicts, compiled templates) would hide the disk.
  vi.resetModules();
});
afterEach(() => {
  vi.unstubAllEnvs();
});

/** dist/ of `sources` as the generation builds it (CodeOutput, pipeline.ts): the files it puts, a later one of a
 * path replacing the earlier as the output does, and how it was built. From a fresh module instance (resetModules). */
async function distAsGenerated(): Promise<(sources: readonly EmittedFile[]) => { files: EmittedFile[]; build: DistBuild }> {
  const { CodeOutput } = await import('../generator/emit/package.js');
  return (sources) => {
    const texts = new Map(sources.map((s) => [s.path, s.contents]));
    const files = new Map<string, EmittedFile>();
    const dist = new CodeOutput((file) => void files.set(file.path, file), (path) => texts.get(path)!);
    dist.add(sources);
    const build = dist.finish();
    return { files: [...files.values()], build };
  };
}

/** Edits the value of the entry `file` and seals it again (a damaged seal is not read: see 'damaged entries'). */
function tamper(file: string, edit: (value: string) => string): void {
  const key = basename(file);
  const value = unsealEntry(key, readFileSync(file));
  expect(value, file).toBeDefined();
  writeFileSync(file, sealEntry(key, edit(value!)));
}

/**
 * Our spec's files as a generation that reads and writes no cache makes them, in fresh module instances: what two
 * tests below compare with. Computed once for the file: a generation gives the same files for the same spec (those
 * tests rely on it too), and this one takes about two seconds.
 */
let plainGeneration: EmittedFile[] | undefined;
async function plainFiles(): Promise<EmittedFile[]> {
  if (plainGeneration === undefined) {
    vi.stubEnv('RPCFORGE_NO_CACHE', '1');
    vi.resetModules();
    plainGeneration = (await import('../generator/pipeline.js')).generate(join(repoRoot, 'spec/openrpc.yaml')).files;
  }
  return plainGeneration;
}

const entries = (name: string) => {
  try {
    return readdirSync(join(root, name)).filter((f) => !f.endsWith('.tmp'));
  } catch {
    return [];
  }
};

describe('DiskCache', () => {
  it('computes once per input, keys by every part, and keeps its bounds, least recently used first', () => {
    const cache = new DiskCache('unit', { maxEntries: 4, maxBytes: 1024 });
    let computed = 0;
    const through = (...parts: string[]) => cache.through(parts, () => `value of ${parts.join('|')} #${++computed}`);
    expect(through('a', 'b')).toBe('value of a|b #1');
    expect(through('a', 'b')).toBe('value of a|b #1');
    expect(computed).toBe(1);
    // Parts are hashed with their lengths: ['a', 'b'] and ['ab'] or ['a|b'] are different keys.
    expect(through('ab')).toBe('value of ab #2');
    expect(through('a', 'b', '')).toBe('value of a|b| #3');

    // Entries used long ago go first: age them all, then use one again.
    const dir = join(root, 'unit');
    const old = new Date(Date.now() - 3_600_000);
    for (const name of entries('unit')) utimesSync(join(dir, name), old, old);
    expect(through('a', 'b')).toBe('value of a|b #1');
    for (let i = 0; i < 8; i++) through(`filler ${i}`);
    cache.prune();
    const left = entries('unit');
    expect(left.length).toBeLessThanOrEqual(4);
    expect(left).toContain(cache.key('filler 7'));
    expect(left).not.toContain(cache.key('ab'));

    // The byte bound: 3 entries of 400 bytes do not fit in 1,024.
    const big = new DiskCache('unit-big', { maxEntries: 100, maxBytes: 1024 });
    for (let i = 0; i < 3; i++) big.set(big.key(String(i)), 'x'.repeat(400));
    big.prune();
    const sizes = entries('unit-big').map((name) => statSync(join(root, 'unit-big', name)).size);
    expect(sizes.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(1024);
  });

  it('reads and writes nothing under RPCFORGE_NO_CACHE, and ignores a folder it cannot write', () => {
    vi.stubEnv('RPCFORGE_NO_CACHE', '1');
    const cache = new DiskCache('off', { maxEntries: 10, maxBytes: 1024 });
    let computed = 0;
    cache.through(['x'], () => String(++computed));
    cache.through(['x'], () => String(++computed));
    expect(computed).toBe(2);
    expect(entries('off')).toEqual([]);

    vi.stubEnv('RPCFORGE_NO_CACHE', '');
    writeFileSync(join(root, 'file'), '');
    vi.stubEnv('RPCFORGE_CACHE_DIR', join(root, 'file', 'below'));
    expect(new DiskCache('any', { maxEntries: 10, maxBytes: 1024 }).through(['x'], () => 'computed')).toBe('computed');
  });
});

describe('the caches of a generation', () => {
  it("dist/: esbuild's output per module, keyed by the module's text", async () => {
    const compileDist = await distAsGenerated();
    const module = (value: number) => ({ path: 'src/a.ts', contents: `export const a: number = ${value};\n` });
    const js = (value: number) => compileDist([module(value)]).files.find((f) => f.path === 'dist/a.js')?.contents;
    expect(js(1)).toBe('const a = 1;\nexport {\n  a\n};\n');
    expect(js(2)).toBe('const a = 2;\nexport {\n  a\n};\n');
    expect(entries('strip-types')).toHaveLength(2);
    // A second run reads the entry (tampered here to show it), not esbuild.
    for (const name of entries('strip-types')) {
      const file = join(root, 'strip-types', name);
      tamper(file, (value) => value.replace('const a', 'const tampered'));
    }
    expect(js(1)).toContain('const tampered = 1;');
    expect(js(3)).toBe('const a = 3;\nexport {\n  a\n};\n');
  });

  it("dist/: TypeScript's declarations per module, keyed by the module's text and not by its banner", async () => {
    const compileDist = await distAsGenerated();
    const banner = (what: string) => `// Generated by rpcforge from openrpc.yaml (${what}). Do not edit: change the spec and regenerate.`;
    const dts = (contents: string) => compileDist([{ path: 'src/a.ts', contents }]).files.find((f) => f.path === 'dist/a.d.ts')?.contents;
    const source = (b: string, type: string) => `${b}\n/** The answer. */\nexport const a: ${type} = 42;\n`;
    expect(dts(source(banner('API 1.0.0, spec sha256 1111'), 'number'))).toBe('/** The answer. */\nexport declare const a: number;\n');
    expect(dts(source(banner('API 1.0.1, spec sha256 2222'), 'number'))).toBe('/** The answer. */\nexport declare const a: number;\n');
    expect(entries('declarations')).toHaveLength(1);
    expect(dts(source(banner('API 1.0.0, spec sha256 1111'), '42'))).toBe('/** The answer. */\nexport declare const a: 42;\n');
    expect(entries('declarations')).toHaveLength(2);
    // A second run reads the entry (tampered here to show it), not TypeScript.
    for (const name of entries('declarations')) {
      const file = join(root, 'declarations', name);
      tamper(file, (value) => value.replace('The answer', 'Tampered'));
    }
    expect(dts(source(banner('API 1.0.0, spec sha256 1111'), 'number'))).toContain('Tampered');
    // A module without explicit types has no per-file declarations: the whole program is compiled instead.
    const untyped = compileDist([{ path: 'src/c.ts', contents: 'export const c = [1].map((x) => x);\n' }]);
    expect(untyped.build).toBe('program');
    expect(untyped.files.find((f) => f.path === 'dist/c.d.ts')?.contents).toBe('export declare const c: number[];\n');
  });

  it('printing: a module is printed by ts-morph once per structure, then read from the cache', async () => {
    const { namedImportsOnePerLine, printModule, tsMorph } = await import('../generator/emit/print-module.js');
    const { StructureKind } = tsMorph();
    const printed = (names: readonly string[], onePerLine: boolean) =>
      printModule('// banner\n', [
        { kind: StructureKind.ImportDeclaration, isTypeOnly: true, moduleSpecifier: './types.js', namedImports: onePerLine ? namedImportsOnePerLine(names) : [...names] },
        { kind: StructureKind.TypeAlias, isExported: true, name: 'T', type: `{\n  a: ${names[0]};\n}` },
      ]);
    const module = (names: readonly string[], onePerLine: boolean) => printed(names, onePerLine).contents;
    // A multi-line type keeps its layout: ts-morph's hanging indent is taken back.
    expect(module(['A', 'B'], false)).toBe("// banner\nimport type { A, B } from './types.js';\nexport type T = {\n  a: A;\n};\n");
    expect(module(['A', 'B'], true)).toBe("// banner\nimport type {\n  A,\n  B,\n} from './types.js';\nexport type T = {\n  a: A;\n};\n");
    // Each with its declarations (no banner, only the imports they use), under a key of their own.
    expect(printed(['A', 'B'], true).declarations).toBe("import type {\n  A,\n} from './types.js';\nexport type T = {\n  a: A;\n};\n");
    expect(entries('printed')).toHaveLength(4);
    // What a writer function was made from is part of the key, not only its code.
    expect(module(['C', 'D'], true)).toContain('  C,\n  D,\n');
    expect(entries('printed')).toHaveLength(6);
    // Another banner (an edit of the spec changes every module's): the module is printed again, its declarations
    // (which have no banner) are read.
    expect(printModule('// banner 2\n', [{ kind: StructureKind.TypeAlias, isExported: true, name: 'T', type: `{\n  a: C;\n}` }]).declarations).toBe('export type T = {\n  a: C;\n};\n');
    expect(entries('printed')).toHaveLength(8);
    expect(printModule('// banner 3\n', [{ kind: StructureKind.TypeAlias, isExported: true, name: 'T', type: `{\n  a: C;\n}` }]).contents).toContain('// banner 3');
    expect(entries('printed')).toHaveLength(9);
    // Read back (tampered here to show it), not printed again.
    for (const name of entries('printed')) {
      const file = join(root, 'printed', name);
      tamper(file, (value) => value.replace('export type T', 'export type Tampered'));
    }
    expect(module(['A', 'B'], false)).toContain('export type Tampered');
  });

  it('dist/: the banner (the spec\'s hash) is not part of the key, unless esbuild would keep or read it', async () => {
    const compileDist = await distAsGenerated();
    const js = (banner: string) =>
      compileDist([{ path: 'src/b.ts', contents: `${banner}\nf();\nexport const b: number = 1;\n` }]).files.find(
        (f) => f.path === 'dist/b.js',
      )?.contents;
    const banner = (what: string) => `// Generated by rpcforge from openrpc.yaml (${what}). Do not edit: change the spec and regenerate.`;
    expect(js(banner('API 1.0.0, spec sha256 1111'))).toBe('f();\nconst b = 1;\nexport {\n  b\n};\n');
    expect(js(banner('API 1.0.1, spec sha256 2222'))).toBe('f();\nconst b = 1;\nexport {\n  b\n};\n');
    expect(entries('strip-types')).toHaveLength(1);
    // A title esbuild reads: a legal comment it keeps, an annotation it applies.
    expect(js(banner('@license MIT 1.0.0'))).toContain('@license MIT');
    expect(js(banner('#__PURE__ 1.0.0'))).toContain('/* @__PURE__ */ f();');
    expect(entries('strip-types')).toHaveLength(3);
  });

  it('pattern safety: the same verdicts from a fresh analysis and from the cache, which is read', async () => {
    const hostile = ['^(a+)+$', '^(a|a)*$', '^(\\w+\\s?)*$'];
    const safe = ['^0x[0-9a-f]+$', '^[A-Za-z_$][A-Za-z0-9_$]*$'];
    const fresh = await import('../generator/validate/pattern-safety.js');
    const verdicts = [...hostile, ...safe].map((p) => fresh.patternHazard(p));
    expect(verdicts.slice(0, 3).every((v) => v !== undefined)).toBe(true);
    expect(verdicts.slice(3)).toEqual([undefined, undefined]);
    expect(entries('pattern-safety')).toHaveLength(5);

    vi.resetModules();
    const cached = await import('../generator/validate/pattern-safety.js');
    expect([...hostile, ...safe].map((p) => cached.patternHazard(p))).toEqual(verdicts);

    // The entries are what a fresh process reads: turned into "safe", the hostile patterns pass.
    for (const name of entries('pattern-safety')) tamper(join(root, 'pattern-safety', name), () => '{"safe":true}');
    vi.resetModules();
    const tampered = await import('../generator/validate/pattern-safety.js');
    expect(tampered.patternHazard(hostile[0]!)).toBeUndefined();
  });

  it('pattern safety: verdicts analysed in the background worker are those of an analysis here, and are cached', async () => {
    const hostile = ['^(a+)+$', '^(a|a)*$'];
    const safe = ['^0x[0-9a-f]+$', '^[A-Za-z_$][A-Za-z0-9_$]*$'];
    const here = await import('../generator/validate/pattern-safety.js');
    const expected = [...hostile, ...safe].map((p) => here.patternHazard(p));
    expect(expected.slice(0, 2).every((v) => v !== undefined)).toBe(true);

    root = tempDir('rpcforge-cache-');
    vi.stubEnv('RPCFORGE_CACHE_DIR', root);
    vi.resetModules();
    const { backgroundStats, waitForBackground } = await import('../generator/background.js');
    const background = await import('../generator/validate/pattern-safety.js');
    // Patterns where schemas have them; an example's "pattern" is data, not analysed.
    const document = {
      components: { schemas: { A: { type: 'string', pattern: hostile[0] }, B: { type: 'object', patternProperties: { [hostile[1]!]: {} } } } },
      methods: [{ params: [{ schema: { pattern: safe[0] } }, { schema: { items: { pattern: safe[1] } } }], examples: [{ params: [{ value: { pattern: '^(b+)+$' } }] }] }],
    };
    background.prefetchPatternAnalyses(document);
    expect(backgroundStats.posted.patterns).toBe(1);
    // Once the worker has finished its job it has taken them all: then none is analysed here. Waiting for that, not
    // a fixed 3 s, which the worker's start and its load of redos-detector outlasted on a busy machine; the cap only
    // bounds a hang.
    expect(waitForBackground(60_000)).toBe(true);
    expect([...hostile, ...safe].map((p) => background.patternHazard(p))).toEqual(expected);
    expect(backgroundStats.answered.patterns).toBe(1);
    expect(background.patternStats.analysedHere).toBe(0);
    expect(entries('pattern-safety')).toHaveLength(4);
    // Known patterns are not posted again.
    background.prefetchPatternAnalyses(document);
    expect(backgroundStats.posted.patterns).toBe(1);

    // Asked at once, this thread takes its share of them: the same verdicts.
    root = tempDir('rpcforge-cache-');
    vi.stubEnv('RPCFORGE_CACHE_DIR', root);
    vi.resetModules();
    const shared = await import('../generator/validate/pattern-safety.js');
    shared.prefetchPatternAnalyses(document);
    expect([...hostile, ...safe].map((p) => shared.patternHazard(p))).toEqual(expected);
    expect(shared.patternStats.analysedHere).toBeLessThanOrEqual(4);
    expect(entries('pattern-safety')).toHaveLength(4);
  });

  it('dist/: the JavaScript esbuild gives in the background worker is what it gives here, a module without printed declarations gets TypeScript\'s; an error is its error', async () => {
    const esbuild = await import('esbuild');
    const { backgroundStats } = await import('../generator/background.js');
    const compileDist = await distAsGenerated();
    const { startDist, transpileDeclaration } = await import('../generator/emit/dist-stages.js');
    const generated = join(repoRoot, 'generated');
    const sources = ['src/types.ts', 'src/validators.ts', 'src/client.ts', 'src/internal/report.ts', 'src/internal/rpc-client.ts'].map((path) => ({
      path,
      contents: readFileSync(join(generated, path), 'utf8'),
    }));
    startDist(sources.slice(0, 2));
    const files = compileDist(sources).files;
    expect(backgroundStats.answered.strip).toBe(2);
    for (const source of sources) {
      const { code } = esbuild.transformSync(source.contents, { loader: 'ts', format: 'esm', target: 'es2022', legalComments: 'inline', sourcefile: source.path });
      const js = files.find((f) => f.path === source.path.replace(/^src\//, 'dist/').replace(/\.ts$/, '.js'))?.contents;
      // dist/ files end with a newline (types.ts strips to nothing: one newline).
      expect(js, source.path).toBe(code.endsWith('\n') ? code : `${code}\n`);
      const dts = files.find((f) => f.path === source.path.replace(/^src\//, 'dist/').replace(/\.ts$/, '.d.ts'))?.contents;
      expect(dts, source.path).toBe(transpileDeclaration(source));
    }
    // A module esbuild rejects (an emitter's bug): the worker's job fails, and the module is transformed here, for its error.
    // It comes with the declarations ts-morph printed, as an emitted module does: else dist/ would be the program's.
    const broken = [
      { path: 'src/ok.ts', contents: 'export const ok: number = 1;\n' },
      { path: 'src/broken.ts', contents: 'export const broken: number = ;\n', declarations: 'export declare const broken: number;\n' },
    ];
    expect(() => compileDist(broken)).toThrow(/src\/broken\.ts:1:30: ERROR: Unexpected ";"/);
  });

  it('YAML: the same value and positions from a cached parse; shared or non-JSON values are not kept', async () => {
    const { parseSourceFile } = await import('../generator/load/source-file.js');
    const text = readFileSync(join(repoRoot, 'spec/openrpc.yaml'), 'utf8');
    const path = join(repoRoot, 'spec/openrpc.yaml');
    const pointers = [[], ['info', 'version'], ['methods', 0], ['methods', 3, '$ref'], ['components', 'schemas'], ['no', 'such', 'path'], ['methods', 999]];
    const first = parseSourceFile(path, text, 64);
    expect(entries('yaml')).toHaveLength(1);
    const second = parseSourceFile(path, text, 64);
    expect(second.value).toEqual(first.value);
    for (const p of pointers) expect(second.locate(p), JSON.stringify(p)).toEqual(first.locate(p));
    expect(first.locate(['info', 'version']).line).toBeGreaterThan(1);

    // A changed text is a different entry, and a different value.
    const edited = parseSourceFile(path, text.replace(/^(\s*title:).*$/m, '$1 Edited title'), 64);
    expect((edited.value as { info: { title: string } }).info.title).toBe('Edited title');
    expect(entries('yaml')).toHaveLength(2);

    // The cache is read: tampered, it shows.
    for (const name of entries('yaml')) {
      const file = join(root, 'yaml', name);
      tamper(file, (value) => value.replace('"Edited title"', '"Tampered title"'));
    }
    const again = parseSourceFile(path, text.replace(/^(\s*title:).*$/m, '$1 Edited title'), 64);
    expect((again.value as { info: { title: string } }).info.title).toBe('Tampered title');

    // Values JSON would not give back as they are: an alias to a mapping (one object, twice), infinity, -0.
    const before = entries('yaml').length;
    const shared = parseSourceFile('shared.yaml', 'a: &x {b: 1}\nc: *x\n', 64);
    expect((shared.value as { a: object; c: object }).a).toBe((shared.value as { a: object; c: object }).c);
    parseSourceFile('inf.yaml', 'a: .inf\n', 64);
    parseSourceFile('zero.yaml', 'a: -0\n', 64);
    expect(entries('yaml')).toHaveLength(before);
    expect(Object.is((parseSourceFile('zero.yaml', 'a: -0\n', 64).value as { a: number }).a, -0)).toBe(true);
  });

  it('meta-schema: a document that passed is not checked again, an edited one is, a failing one every time', async () => {
    const { loadBundle } = await import('../generator/load/bundle.js');
    const { checkMetaSchema } = await import('../generator/validate/meta-schema.js');
    const dir = tempDir();
    const minimal = readFileSync(join(repoRoot, 'test/fixtures/minimal/spec/openrpc.yaml'), 'utf8');
    const check = (text: string) => {
      writeFileSync(join(dir, 'openrpc.yaml'), text);
      return checkMetaSchema(loadBundle(join(dir, 'openrpc.yaml'))).map((issue) => issue.message);
    };
    expect(check(minimal)).toEqual([]);
    expect(entries('meta-schema')).toHaveLength(1);
    expect(check(minimal)).toEqual([]);
    expect(entries('meta-schema')).toHaveLength(1);
    const bad = minimal.replace('paramStructure: by-position', 'paramStructure: sideways');
    const failure = ['OpenRPC meta-schema: must be one of "by-position", "by-name", "either"'];
    expect(check(bad)).toEqual(failure);
    expect(check(bad)).toEqual(failure);
    expect(entries('meta-schema')).toHaveLength(1);
    expect(check(minimal.replace('Adds two numbers.', 'Adds.'))).toEqual([]);
    expect(entries('meta-schema')).toHaveLength(2);
  });

  it('precomputed entries: read before the folder, the same files as computing, a key they lack computed as before', async () => {
    const { precompute } = await import('../generator/precompute.js');
    const ready = precompute();
    expect(Object.keys(ready).sort()).toEqual(['declarations', 'extension-declarations', 'extension-validators', 'strip-types', 'templates']);
    // Its entries went through the caches as usual: every runtime module (with the client's stand-ins), 3 templates.
    expect(Object.keys(ready['strip-types']!)).toHaveLength(runtimeModuleCount);
    expect(entries('strip-types')).toHaveLength(runtimeModuleCount);
    expect(Object.keys(ready.declarations!)).toHaveLength(runtimeModuleCount);
    expect(entries('declarations')).toHaveLength(runtimeModuleCount);
    expect(entries('templates')).toHaveLength(3);

    const spec = join(repoRoot, 'spec/openrpc.yaml');
    const plain = await plainFiles();

    // A new, empty folder: a generation with the entries computes neither a template nor a validator, and gives
    // esbuild only the modules made from the spec.
    vi.stubEnv('RPCFORGE_NO_CACHE', '');
    root = tempDir('rpcforge-cache-');
    vi.stubEnv('RPCFORGE_CACHE_DIR', root);
    vi.resetModules();
    (await import('../generator/cache.js')).usePrecomputed(ready);
    const files = (await import('../generator/pipeline.js')).generate(spec).files;
    expect(files).toEqual(plain);
    expect(entries('templates')).toEqual([]);
    expect(entries('extension-validators')).toEqual([]);
    const distJs = plain.filter((f) => f.path.startsWith('dist/') && f.path.endsWith('.js')).length;
    const runtimeInPackage = new Set([...clientRuntimeSources(), ...serverRuntimeSources()].map((m) => m.path).filter((path) => plain.some((f) => f.path === path))).size;
    expect(entries('strip-types')).toHaveLength(distJs - runtimeInPackage);
    // The modules made from the spec have their declarations printed with them (in the printed cache): none computed.
    expect(entries('declarations')).toEqual([]);

    // They are read: tampered, they show; a key they lack (a template edited since) is computed.
    const tampered = structuredClone(ready);
    delete tampered.templates;
    for (const [key, value] of Object.entries(tampered['strip-types']!)) tampered['strip-types']![key] = sealEntry(key, unsealEntry(key, value)!.replace(/\bclass RpcClient\b/, 'class TamperedClient'));
    vi.resetModules();
    (await import('../generator/cache.js')).usePrecomputed(tampered);
    const read = (await import('../generator/pipeline.js')).generate(spec).files;
    expect(read.find((f) => f.path === 'dist/internal/rpc-client.js')?.contents).toContain('class TamperedClient');
    expect(entries('templates')).toHaveLength(3);
    expect(read.filter((f) => !f.path.startsWith('dist/'))).toEqual(plain.filter((f) => !f.path.startsWith('dist/')));
    expect(plain.find((f) => f.path === 'dist/internal/rpc-client.js')?.contents).toContain('class RpcClient');
  });

  it('templates and extension validators: generation with warm caches writes what it writes with none', async () => {
    const spec = join(repoRoot, 'spec/openrpc.yaml');
    const plain = await plainFiles();
    vi.stubEnv('RPCFORGE_NO_CACHE', '');
    vi.resetModules();
    const cold = (await import('../generator/pipeline.js')).generate(spec).files;
    for (const name of ['templates', 'extension-validators', 'strip-types', 'pattern-safety', 'yaml', 'meta-schema']) expect(entries(name).length, name).toBeGreaterThan(0);
    vi.resetModules();
    const warm = (await import('../generator/pipeline.js')).generate(spec).files;
    expect(cold).toEqual(plain);
    expect(warm).toEqual(plain);
  });
});
