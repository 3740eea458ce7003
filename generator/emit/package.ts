// Emits what makes the output an installable ESM package: package.json, tsconfig.json, the src/index.ts barrel
// (derived from the modules the code emitters wrote), and dist/ (JavaScript and declarations compiled from src/
// in memory, so consumers need no build step and plain JavaScript can import the package).
import { readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ts } from 'ts-morph';
import type { Model } from '../model/model.js';
import { banner } from './banner.js';
import type { EmittedFile } from './emitter.js';
import { compareStrings } from '../load/json.js';
import { declarationsOf, letGoOfStarted, startDist, takeStripTypes } from './dist-stages.js';
import { tsMorph } from './print-module.js';

/** Modules with Node-only dependencies (node:http, ws) get an entry point of their own, `<package>/server`, so the
 * root entry stays free of them: types, validators and errors import anywhere, bundlers included. */
const separateEntries = new Set(['server']);

export function emitBarrel(model: Model, code: readonly { path: string }[]): EmittedFile {
  const modules = code
    // Top-level modules only: src/internal/ is not part of the public API.
    .map((f) => /^src\/([^/]+)\.ts$/.exec(f.path)?.[1])
    .filter((m): m is string => m !== undefined && m !== 'index' && !separateEntries.has(m))
    .sort(compareStrings);
  const lines = modules.map((m) => `export * from './${m}.js';`);
  // Re-exports alone: its declarations are its text without the banner, as TypeScript writes them.
  return { path: 'src/index.ts', contents: `${banner(model, 'line')}${lines.join('\n')}\n`, declarations: `${lines.join('\n')}\n` };
}

/** Where the package's sources are placed, in memory only, to compile them: inside rpcforge's own folder, so that
 * imports of `node:*` and of the package's dependencies resolve to the type declarations rpcforge installs. */
const buildRoot = fileURLToPath(new URL('../../.rpcforge-build/', import.meta.url));

/** The package's subpath imports: the client's runtime-specific module (`#platform`), chosen by condition. `node`
 * (Node, Bun, Deno, and bundles for them) gets node:http and ws; every other runtime (browsers, workers, the edge)
 * gets the module that uses `fetch` and the global `WebSocket`, so no bundler ever meets a Node-only import there.
 * `browser` and `worker` come first so that a bundle for them never takes the Node file, even where `node` is also
 * set (Electron renderers, some test environments). */
export const subpathImports = {
  '#platform': {
    types: './dist/internal/platform.d.ts',
    browser: './dist/internal/platform.js',
    worker: './dist/internal/platform.js',
    workerd: './dist/internal/platform.js',
    node: './dist/internal/platform.node.js',
    default: './dist/internal/platform.js',
  },
  // The server's node:http transport, the same way: elsewhere createServer explains that createFetchHandler is the
  // one to use, and a worker's bundle holds no Node import.
  '#server-node': {
    types: './dist/internal/transports/node.d.ts',
    browser: './dist/internal/transports/no-node.js',
    worker: './dist/internal/transports/no-node.js',
    workerd: './dist/internal/transports/no-node.js',
    node: './dist/internal/transports/node.js',
    default: './dist/internal/transports/no-node.js',
  },
};

/** Where each subpath import's source lies, for the compiler (which does not read the package.json being emitted). */
const subpathSources = { '#platform': ['./src/internal/platform.ts'], '#server-node': ['./src/internal/transports/node.ts'] };

export function compilerOptions(): ts.CompilerOptions {
  const { ts } = tsMorph();
  return {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ES2022,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    strict: true,
    declaration: true,
    skipLibCheck: true,
    noEmitOnError: true,
    types: ['node'],
    newLine: ts.NewLineKind.LineFeed,
    paths: Object.fromEntries(Object.entries(subpathSources).map(([name, files]) => [name, files.map((f) => join(buildRoot, f))])),
    rootDir: join(buildRoot, 'src'),
    outDir: join(buildRoot, 'dist'),
  };
}

/** How dist/ was built: file by file (the normal case), or by a full program because some emitted file was not
 * fit for that (see CodeOutput). */
export type DistBuild = 'per-file' | 'program';

/**
 * The package's code as the emitted src/*.ts come: each module put, and beside it its dist/*.d.ts, then at finish()
 * every module's dist/*.js. One file at a time and without type-checking:
 * esbuild strips the types, and each module's declarations are those ts-morph printed with it, or TypeScript's from
 * its text alone (`transpileDeclaration`, isolated declarations). That takes time linear in the size of the output
 * and a fraction of a full program's memory; the type checking a program would do belongs to the tests (tsc --strict
 * of every generated package), not to every generation. esbuild runs in the background worker from when a module is
 * added, and both are cached on disk under the module's text (../cache.ts; the runtime modules' are precomputed with
 * the CLI's bundle, ../precompute.ts). Each file is handed to `put` as it is made, and its text let go: the
 * generation does not hold the package (`read` gives a module's text back for the rare job the worker failed).
 *
 * Per-file declarations need explicit types on everything exported. An emitted file without them is a generator
 * bug; rather than failing the generation for it, dist/ is then compiled as a whole program (slow, type-checked,
 * the same output), and `build` says so: the tests assert our own spec never needs it.
 */
export class CodeOutput {
  private built: DistBuild = 'per-file';
  private readonly modules: string[] = [];

  constructor(
    private readonly put: (file: EmittedFile) => void,
    private readonly read: (path: string) => string,
  ) {}

  /** The paths of the modules added, sorted: they come in an order that depends on what the caches held (the
   * pipeline emits modules while esbuild works on the validators, and only then), and nothing made from them may
   * depend on it. */
  get paths(): readonly string[] {
    return [...this.modules].sort(compareStrings);
  }

  /** Modules of src/: their JavaScript started in the worker, then each put with its declarations. */
  add(modules: readonly EmittedFile[]): void {
    startDist(modules, this.read);
    for (const module of modules) {
      this.modules.push(module.path);
      this.put(module);
      if (this.built === 'program') continue;
      const declarations = declarationsOf(module);
      if (declarations === undefined) this.built = 'program';
      else this.put({ path: distPath(module.path, '.d.ts'), contents: declarations });
    }
  }

  /** Puts the JavaScript of every module added, as the worker gives it and one by one; or, when a module had no
   * declarations of its own, the whole program's output (which replaces the declarations put before). How dist/ was
   * built. `read` must give every module added by then. */
  finish(): DistBuild {
    if (this.built === 'program') {
      letGoOfStarted();
      compileProgram(this.paths.map((path) => ({ path, contents: this.read(path) }))).forEach(this.put);
      return this.built;
    }
    try {
      for (const path of this.modules) this.put({ path: distPath(path, '.js'), contents: takeStripTypes(path) });
    } finally {
      letGoOfStarted();
    }
    return this.built;
  }
}

/** Where a module of src/ compiles to in dist/ (`extension` `.js` or `.d.ts`). */
export function distPath(sourcePath: string, extension: '.js' | '.d.ts'): string {
  return `dist/${sourcePath.replace(/^src\//, '').replace(/\.ts$/, '')}${extension}`;
}

const withFinalNewline = (text: string) => (text.endsWith('\n') ? text : `${text}\n`);

/** The whole package as one type-checked program: the fallback of CodeOutput, and what the tests compare it to. */
export function compileProgram(sources: readonly EmittedFile[]): EmittedFile[] {
  const project = new (tsMorph().Project)({ compilerOptions: compilerOptions(), skipAddingFilesFromTsConfig: true });
  for (const file of sources) project.createSourceFile(join(buildRoot, file.path), file.contents, { overwrite: true });
  const diagnostics = project.getPreEmitDiagnostics();
  if (diagnostics.length > 0) throw new Error(compileFailure(diagnostics.map((d) => d.compilerObject)));
  return project
    .emitToMemory()
    .getFiles()
    .map((f) => ({ path: relative(buildRoot, f.filePath).split(sep).join('/'), contents: withFinalNewline(f.text) }));
}

/** How many compiler errors a generator bug report shows, and how much of each: enough to find the emitter at
 * fault, short enough to read (the full output of a bad generation runs to hundreds of KB). */
const shownDiagnostics = 3;
const shownMessageLength = 300;

/** A short report of emitted code that does not compile: always rpcforge's fault, never the spec's. */
export function compileFailure(diagnostics: readonly ts.Diagnostic[]): string {
  const { ts } = tsMorph();
  const lines = diagnostics.slice(0, shownDiagnostics).map((d) => {
    let where = '';
    if (d.file && d.start !== undefined) {
      const { line, character } = d.file.getLineAndCharacterOfPosition(d.start);
      where = `${relative(buildRoot, d.file.fileName).split(sep).join('/')}:${line + 1}:${character + 1}: `;
    }
    const message = ts.flattenDiagnosticMessageText(d.messageText, ' ').replace(/\s+/g, ' ');
    const short = message.length > shownMessageLength ? `${message.slice(0, shownMessageLength)}…` : message;
    return `  ${where}TS${d.code} ${short}`;
  });
  const more = diagnostics.length > shownDiagnostics ? `\n  … and ${diagnostics.length - shownDiagnostics} more` : '';
  return (
    `rpcforge emitted TypeScript that does not compile. This is a bug in rpcforge, not in the spec: please report it ` +
    `with the spec that triggers it. First errors:\n${lines.join('\n')}${more}`
  );
}

/** The packages that may be run-time dependencies of the generated package: `ws` (the client's WebSocket transport
 * on Node 20 and the server's WebSocket endpoint), `re2js` (when a pattern of the spec needs the linear-time engine,
 * re2-pattern.ts). */
const runtimePackages = ['re2js', 'ws'] as const;

/** Which of runtimePackages a module imports: a static `from 'x'` or a dynamic `import('x')` (the client loads ws only
 * when a WebSocket is opened on Node 20). Read as each module is emitted, so its text need not be kept for
 * package.json. */
export function importedPackages(contents: string): string[] {
  return runtimePackages.filter((name) => contents.includes(`from '${name}'`) || contents.includes(`import('${name}')`));
}

/**
 * Run-time dependencies of the generated package, derived from what its sources import, at the versions rpcforge
 * itself is built and tested with.
 */
function runtimeDependencies(imported: ReadonlySet<string>): Record<string, string> {
  const own = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { dependencies?: Record<string, string> };
  const dependencies: Record<string, string> = {};
  for (const name of runtimePackages) {
    if (!imported.has(name)) continue;
    const version = own.dependencies?.[name];
    if (version === undefined) throw new Error(`rpcforge package.json: dependencies.${name} is missing (the generated package imports it)`);
    dependencies[name] = version;
  }
  return dependencies;
}

/** `imported`: the runtime packages the package's modules import (importedPackages). `parts.docs`: whether the package holds docs/index.html (default yes); `parts.readme`, README.md (default yes). `parts.server`: whether the package holds the server (default yes). Without it there is no `./server` entry point
 * and no `ws` dependency: the client loads `ws` only when it opens a WebSocket on Node, and says to install it then. */
export function emitPackageJson(model: Model, imported: ReadonlySet<string>, parts: { server?: boolean; docs?: boolean; readme?: boolean } = {}): EmittedFile {
  const server = parts.server !== false;
  const dependencies = runtimeDependencies(imported);
  if (!server) delete dependencies.ws;
  const license = (model.document.info as { license?: { name?: unknown } } | undefined)?.license?.name;
  const pkg = {
    name: model.packageName,
    version: model.packageVersion,
    description: `Types, validators, a typed client and server stubs for ${model.info.title}, generated by rpcforge from its OpenRPC document.`,
    type: 'module',
    main: './dist/index.js',
    types: './dist/index.d.ts',
    exports: {
      '.': { types: './dist/index.d.ts', default: './dist/index.js' },
      ...(server ? { './server': { types: './dist/server.d.ts', default: './dist/server.js' } } : {}),
      './openrpc.json': './openrpc.json',
      './package.json': './package.json',
    },
    imports: subpathImports,
    files: ['dist', 'src', 'openrpc.json', ...(parts.readme !== false ? ['README.md'] : []), 'tsconfig.json', ...(parts.docs !== false ? ['docs'] : [])],
    sideEffects: false,
    ...(Object.keys(dependencies).length > 0 ? { dependencies } : {}),
    ...(typeof license === 'string' ? { license } : {}),
    // Marks the directory as rpcforge output: the writer only ever replaces a directory that carries it.
    rpcforge: { spec: model.specFile, specVersion: model.info.version, specHash: model.specHash },
  };
  return { path: 'package.json', contents: `${JSON.stringify(pkg, null, 2)}\n` };
}

export function emitTsconfig(): EmittedFile {
  const config = {
    compilerOptions: {
      target: 'ES2022',
      module: 'ES2022',
      moduleResolution: 'Bundler',
      strict: true,
      noEmit: true,
      skipLibCheck: true,
      types: ['node'],
      paths: subpathSources,
    },
    include: ['src'],
  };
  return { path: 'tsconfig.json', contents: `${JSON.stringify(config, null, 2)}\n` };
}
