// The path every generated module takes: its emitter describes it in ts-morph structures and ts-morph's structure
// printer writes it (generator/emit/print-module.ts), or it is a hand-written runtime module copied as written. A
// generated module's dist/*.d.ts is ts-morph's print of the same structures in their declaration form
// (generator/emit/declaration-form.ts), declaring what TypeScript's declaration emit declares (./declared-api.ts);
// a runtime module's is TypeScript's, precomputed with the CLI's bundle.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative, sep } from 'node:path';
import type * as TsMorph from 'ts-morph';
import { describe, expect, it, vi } from 'vitest';
import { unsealEntry } from '../generator/cache.js';
import { declarationOptions, transpileDeclaration } from '../generator/emit/dist-stages.js';
import type { EmittedFile } from '../generator/emit/emitter.js';
import { compileFailure, compilerOptions } from '../generator/emit/package.js';
import { StructureKind, VariableDeclarationKind } from '../generator/emit/print-module.js';
import { generate, type Generation } from '../generator/pipeline.js';
import { declaredApiDifferences } from './declared-api.js';
import { asConstType } from '../generator/emit/const-type.js';
import { precompute } from '../generator/precompute.js';
import { repoRoot, tempDir } from './helpers.js';

const tsMorph = createRequire(import.meta.url)('ts-morph') as typeof TsMorph;
const dtsOf = (path: string) => path.replace(/^src\//, 'dist/').replace(/\.ts$/, '.d.ts');
/** Where compileProgram (generator/emit/package.ts) compiles a package: its compilerOptions() name paths below it. */
const buildRoot = join(repoRoot, '.rpcforge-build');

let programProject: TsMorph.Project | undefined;

/**
 * The declarations compileProgram (generator/emit/package.ts) gives for `modules`: its options, its folder, its
 * refusal of code that does not compile. One project for every spec of this file, its files replaced each time:
 * TypeScript's lib and @types/node are parsed once, not once a spec (about a second and a half each).
 */
function programDeclarations(modules: readonly EmittedFile[]): Map<string, string> {
  programProject ??= new tsMorph.Project({ compilerOptions: compilerOptions(), skipAddingFilesFromTsConfig: true });
  const project = programProject;
  for (const file of project.getSourceFiles()) project.removeSourceFile(file);
  for (const file of modules) project.createSourceFile(join(buildRoot, file.path), file.contents, { overwrite: true });
  const diagnostics = project.getPreEmitDiagnostics();
  if (diagnostics.length > 0) throw new Error(compileFailure(diagnostics.map((d) => d.compilerObject)));
  const emitted = project.emitToMemory({ emitOnlyDtsFiles: true }).getFiles();
  return new Map(emitted.map((f) => [relative(buildRoot, f.filePath).split(sep).join('/'), f.text.endsWith('\n') ? f.text : `${f.text}\n`]));
}

/**
 * The declaration files of each package in `packages` (spec → files), type-checked as a consumer's compiler reads
 * them (no skipLibCheck): the errors of each, formatted ('' when none). All in one program, which checks TypeScript's
 * lib and @types/node once instead of once a package (about two seconds each). Each package in a folder of its own,
 * and each file a module that neither augments the global scope or another module nor references other types: no
 * package can change another's errors (an error outside the packages counts for each).
 */
function declarationErrors(packages: ReadonlyMap<string, readonly EmittedFile[]>): Map<string, string> {
  const { ts } = tsMorph;
  const project = new tsMorph.Project({ compilerOptions: { strict: true, noEmit: true, module: ts.ModuleKind.ES2022, moduleResolution: ts.ModuleResolutionKind.Bundler, target: ts.ScriptTarget.ES2022, types: ['node'] }, skipAddingFilesFromTsConfig: true });
  const roots = new Map([...packages.keys()].map((spec, n) => [spec, join(buildRoot, 'declared', String(n))]));
  for (const [spec, files] of packages) {
    const root = roots.get(spec)!;
    for (const file of files.filter((f) => f.path.endsWith('.d.ts'))) {
      const source = project.createSourceFile(join(root, file.path), file.contents, { overwrite: true }).compilerNode;
      const augments = source.statements.some((s) => ts.isModuleDeclaration(s) && (ts.isStringLiteral(s.name) || (s.flags & ts.NodeFlags.GlobalAugmentation) !== 0));
      const references = source.referencedFiles.length + source.typeReferenceDirectives.length + source.libReferenceDirectives.length;
      if (!ts.isExternalModule(source) || augments || references > 0) throw new Error(`${spec} ${file.path}: not a module that keeps to itself; checked beside other packages, it could change their errors`);
    }
    project.createSourceFile(join(root, 'dist/internal/platform.node.d.ts'), 'export {};', { overwrite: true });
  }
  const errors = project.getPreEmitDiagnostics().filter((d) => !/Cannot find module '#/.test(String(d.getMessageText())));
  const within = (root: string, file: string | undefined) => file !== undefined && file.startsWith(`${root}/`);
  const outside = errors.filter((d) => ![...roots.values()].some((root) => within(root, d.getSourceFile()?.getFilePath())));
  return new Map([...roots].map(([spec, root]) => [spec, project.formatDiagnosticsWithColorAndContext([...outside, ...errors.filter((d) => within(root, d.getSourceFile()?.getFilePath()))])]));
}

/** The text of every hand-written runtime module, as copied (CRLF to LF). */
function runtimeTexts(): Set<string> {
  const dirs = ['generator/emit/client/runtime', 'generator/emit/client/runtime/internal', ...['engine', 'metering', 'transports'].map((room) => `generator/emit/server/runtime/${room}`)];
  return new Set(
    dirs.flatMap((dir) =>
      readdirSync(join(repoRoot, dir))
        .filter((f) => f.endsWith('.ts'))
        .map((f) => readFileSync(join(repoRoot, dir, f), 'utf8').replace(/\r\n?/g, '\n')),
    ),
  );
}

describe('printing', () => {
  it('has no printer or declaration writer of its own: the retired modules are gone', () => {
    for (const file of ['ts-file.ts', 'declarations.ts', 'runtime-declarations.ts', 'runtime-declarations.json']) {
      expect(existsSync(join(repoRoot, 'generator/emit', file)), file).toBe(false);
    }
  });

  it("builds structures with ts-morph's own kinds (mirrored so that building them does not load ts-morph)", () => {
    for (const [name, value] of Object.entries(StructureKind)) expect(value, name).toBe(tsMorph.StructureKind[name as keyof typeof tsMorph.StructureKind]);
    expect(VariableDeclarationKind.Const).toBe(tsMorph.VariableDeclarationKind.Const);
  });

  it('prints every generated module with ts-morph (the others are runtime modules copied as written)', () => {
    const printed: string[] = [];
    const original = tsMorph.printStructure;
    vi.spyOn(tsMorph, 'printStructure').mockImplementation((...args) => {
      const text = original(...args);
      printed.push(text);
      return text;
    });
    let modules: { path: string; contents: string }[];
    // Caches off: a module printed before would be read from the cache (print-module.ts), not printed.
    vi.stubEnv('RPCFORGE_NO_CACHE', '1');
    try {
      modules = generate(join(repoRoot, 'spec/openrpc.yaml')).files.filter((f) => f.path.startsWith('src/') && f.path.endsWith('.ts'));
    } finally {
      vi.restoreAllMocks();
      vi.unstubAllEnvs();
    }
    const runtime = runtimeTexts();
    const bodyOf = (contents: string) => contents.slice(contents.indexOf('\n') + 1);
    const generated = modules.filter((m) => m.path !== 'src/index.ts' && !runtime.has(bodyOf(m.contents)));
    expect(generated.map((m) => m.path)).toEqual(expect.arrayContaining(['src/types.ts', 'src/validators.ts', 'src/client.ts', 'src/server.ts', 'src/internal/document.ts']));
    // Each module is one of ts-morph's prints (the others are declaration forms, print-module.ts), with ts-morph's
    // hanging indents taken back and the long one-line initializers it was spared put back, the only changes allowed.
    expect(printed.length).toBeGreaterThanOrEqual(generated.length);
    const printedTexts = new Set(printed.map((p) => p.replace(/ {2}\u0000/g, '')).map((p) => (p.endsWith('\n') ? p : `${p}\n`)));
    const held = /(= )'[^\n]{16384,}';$/gm;
    const heldBack = (text: string) => text.replace(held, '$1\u00010\u0001;');
    const printedHeld = new Set([...printedTexts].map((p) => p.replace(/\u0001\d+\u0001/g, '\u00010\u0001')));
    // A long module is printed in runs (print-chunks.ts): each run is one of ts-morph's prints with the print of the
    // statement before it cut from its start; the module is such runs, one after another.
    const texts = printed.map((p) => p.replace(/ {2}\u0000/g, ''));
    const runs = [...printedTexts];
    for (const text of texts) for (const before of texts) if (before.length < text.length && text.startsWith(before)) runs.push(text.slice(before.length));
    const ofRuns = (contents: string) => {
      const reached = new Set([0]);
      for (let at = 0; at < contents.length; at++) if (reached.has(at)) for (const run of runs) if (run.length > 0 && contents.startsWith(run, at)) reached.add(at + run.length);
      return reached.has(contents.length);
    };
    for (const module of generated) expect(printedTexts.has(module.contents) || printedHeld.has(heldBack(module.contents)) || ofRuns(module.contents), module.path).toBe(true);
    // The document module's string constants are such initializers, and its text is ts-morph's print around them.
    const document = generated.find((m) => m.path === 'src/internal/document.ts')!;
    expect(document.contents.match(held)?.length).toBeGreaterThanOrEqual(1);
    // Every generated module has its declarations printed with it (the runtime modules' are TypeScript's).
    for (const module of generated) expect((module as { declarations?: string }).declarations, module.path).toEqual(expect.any(String));
  }, 60_000);
});

describe('declarations', () => {
  it('the declared-API comparison sees a changed type, a missing export, an export too many and a missing import', () => {
    const theirs = "import type { A } from './a.js';\nexport declare function f(a: A): string;\nexport interface I {\n    x: number;\n}\n";
    expect(declaredApiDifferences("import type { A, B } from './a.js';\nexport declare function f(a: A): string;\n\nexport interface I {\n  x: number;\n}\n", theirs)).toEqual([]);
    expect(declaredApiDifferences("import type { A } from './a.js';\nexport declare function f(a: A): number;\nexport interface I { x: number }\n", theirs)).toHaveLength(1);
    expect(declaredApiDifferences("import type { A } from './a.js';\nexport declare function f(a: A): string;\n", theirs)).toHaveLength(1);
    expect(declaredApiDifferences(`${theirs}export declare const y: number;\n`, theirs)).toHaveLength(1);
    expect(declaredApiDifferences("export declare function f(a: A): string;\nexport interface I { x: number }\n", theirs)).toEqual(["import missing: ./a.js A as A"]);
    // A local declaration TypeScript leaves out is allowed: a consumer cannot see it.
    expect(declaredApiDifferences(`declare const local: number;\n${theirs}export {};\n`, theirs)).toEqual([]);
  });

  it('gives an `as const` table the type TypeScript infers for it', () => {
    const { ts } = tsMorph;
    const value = { a: 1, 'odd key': [true, null, 'x', { b: -2.5 }], __proto__x: [], nested: { empty: {} } };
    const literal = `export const t = ${JSON.stringify(value)} as const;\n`;
    const inferred = ts.transpileDeclaration(literal, { fileName: 'x.ts', compilerOptions: declarationOptions() }).outputText;
    expect(declaredApiDifferences(`export declare const t: ${asConstType(value)};\n`, inferred)).toEqual([]);
  });

  it('precomputes the runtime modules’ declarations with the bundle, as TypeScript writes them', () => {
    const entries = precompute().declarations ?? {};
    const runtime = [...runtimeTexts()];
    expect(Object.keys(entries)).toHaveLength(runtime.length);
    const expected = runtime.map((contents) => transpileDeclaration({ path: 'src/x.ts', contents }));
    expect(expected.every((d) => typeof d === 'string')).toBe(true);
    // Stored sealed, as every cache entry (generator/cache.ts): the value under each key's seal.
    const values = Object.entries(entries).map(([key, sealed]) => unsealEntry(key, sealed));
    expect(values.sort()).toEqual(expected.sort());
  }, 120_000);

  // Small specs: dist/ against a type-checked program of the whole package (the strongest check).
  const checked = readdirSync(join(repoRoot, 'test/fixtures'))
    .map((d) => `test/fixtures/${d}/spec/openrpc.yaml`)
    .filter((s) => existsSync(join(repoRoot, s)));
  // Caches in a folder of this file's own, empty at its start: computed by this code, not read from an earlier run's
  // entries; what the specs share (the runtime modules' JavaScript and declarations, the templates) is computed once.
  let cacheDir: string | undefined;
  const generateAfresh = (spec: string) => {
    vi.stubEnv('RPCFORGE_NO_CACHE', '');
    vi.stubEnv('RPCFORGE_CACHE_DIR', (cacheDir ??= tempDir('rpcforge-declarations-cache-')));
    try {
      return generate(join(repoRoot, spec));
    } finally {
      vi.unstubAllEnvs();
    }
  };

  // Each generated once, for its test and for the check of all their declaration files together (declarationErrors).
  const generations = new Map<string, Generation>();
  const generated = (spec: string) => generations.get(spec) ?? generations.set(spec, generateAfresh(spec)).get(spec)!;
  let checkedTogether: Map<string, string> | undefined;
  // A spec whose generation throws is left out: its own test fails on that, the others go on.
  const generatedFiles = (spec: string): [string, EmittedFile[]][] => {
    try {
      return [[spec, generated(spec).files]];
    } catch {
      return [];
    }
  };
  const errorsOf = (spec: string) => (checkedTogether ??= declarationErrors(new Map(checked.flatMap(generatedFiles)))).get(spec);

  for (const spec of checked) {
    it(`declares what a type-checked program declares, and type-checks: ${spec}`, () => {
      const { files, distBuild } = generated(spec);
      expect(distBuild).toBe('per-file');
      const modules = files.filter((f) => f.path.startsWith('src/') && f.path.endsWith('.ts'));
      const program = programDeclarations(modules);
      for (const module of modules) {
        expect(declaredApiDifferences(files.find((f) => f.path === dtsOf(module.path))!.contents, program.get(dtsOf(module.path))!), module.path).toEqual([]);
      }
      // The declaration files alone, as a consumer's compiler reads them (no skipLibCheck): no error.
      expect(errorsOf(spec)).toBe('');
    }, 120_000);
  }

  // Large real documents: dist/ against TypeScript's declarations of each module computed here, afresh.
  const large = [
    'test/fixtures/real-shapes/schemars-like.json',
    'test/fixtures/real-shapes/sui-like.json',
    'test/fixtures/real-shapes/draft07-keywords.json',
    'test/reference/execution-apis/openrpc.json',
    'test/reference/corpus/firebolt/firebolt-core-open-rpc.json',
    'test/reference/corpus/metamask/openrpc.json',
    'test/reference/corpus/deltachat/openrpc.json',
  ].filter((s) => existsSync(join(repoRoot, s)));
  for (const spec of large) {
    it(`declares in every module what TypeScript declares: ${spec}`, () => {
      const { files, distBuild } = generateAfresh(spec);
      expect(distBuild).toBe('per-file');
      const { ts } = tsMorph;
      for (const module of files.filter((f) => f.path.startsWith('src/') && f.path.endsWith('.ts'))) {
        const expected = ts.transpileDeclaration(module.contents, { fileName: module.path, compilerOptions: declarationOptions() }).outputText;
        expect(declaredApiDifferences(files.find((f) => f.path === dtsOf(module.path))!.contents, expected), module.path).toEqual([]);
      }
    }, 60_000);
  }
});
