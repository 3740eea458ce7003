// `rpcforge serve` runs the server of the package generated from the spec, so it first generates that package into a
// cache folder (regenerated on every start, written only where it changed) and imports its `dist/server.js`. The
// package's runtime dependencies (`ws`, `re2js` for some specs) are rpcforge's own: they are linked into the cache's
// node_modules, so this works from a fresh clone and for any spec, with nothing installed or fetched.
import { existsSync, lstatSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { LoadedCatalogue } from '../../gateway/src/catalogue-terms.js';
import type { PackageRoute, ServedPackage } from '../../gateway/src/serve-options.js';
import { routesOf } from '../emit/server/routes.js';
import type { Model } from '../model/model.js';
import { generate } from '../pipeline.js';
import { StagedOutput, type WriteReport } from '../write.js';

/** A package generated for serve: what the gateway serves (ServedPackage), and the model mocks and the banner read. */
export interface GeneratedPackage extends ServedPackage {
  dir: string;
  model: Model;
  methods: Model['methods'];
  routes: PackageRoute[];
  /** The package's `<package>/server` module. */
  server: Record<string, unknown>;
  /** The package's validators (`dist/validators.js`), which the mock answers are checked with. */
  validators: { validateResult(method: string, value: unknown): { ok: boolean }; validateNotification?(name: string, value: unknown): { ok: boolean } };
  /** The bundled OpenRPC document (`openrpc.json`), for the mock answers. */
  document: { methods: { name: string; examples?: unknown[] }[] };
  /** The catalogues of its families, with `--outside-spec forward` (catalogue.ts). */
  catalogues?: LoadedCatalogue[];
}

/**
 * A folder of this run's own under the system's temporary folder, removed when the gateway
 * stops: two gateways never share one, so one stopping cannot pull files from under the other (the keys worker and
 * lazily loaded modules read the package's files after start). `--cache-dir` names a folder that is kept instead.
 */
export function defaultCacheDir(): string {
  return mkdtempSync(join(tmpdir(), 'rpcforge-serve-'));
}

/** What a served package is generated with beyond its spec (the `GenerateOptions` of the same names). */
export interface PackageOptions {
  refRoot?: string;
  serverVariables?: Readonly<Record<string, string>>;
  tryOrigins?: readonly string[];
  tryKey?: string;
}

export async function generatePackage(specPath: string, cacheDir: string, log: (line: string) => void, options: PackageOptions = {}): Promise<GeneratedPackage> {
  const { refRoot, serverVariables, tryOrigins, tryKey } = options;
  const started = performance.now();
  // Written into the staging directory as the files are made, as `rpcforge generate` does (write.ts StagedOutput).
  const output = new StagedOutput(cacheDir);
  let report: WriteReport;
  let model: GeneratedPackage['model'];
  try {
    ({ model } = generate(specPath, { previousOutput: cacheDir, sink: output, ...(refRoot === undefined ? {} : { refRoot }), ...(serverVariables === undefined ? {} : { serverVariables }), ...(tryOrigins === undefined ? {} : { tryOrigins }), ...(tryKey === undefined ? {} : { tryKey }) }));
    report = output.finish();
  } catch (error) {
    output.abort();
    throw error;
  }
  log(`generated ${model.methods.length} methods into ${cacheDir} in ${Math.round(performance.now() - started)} ms (${report.written.length} files written)`);
  linkDependencies(cacheDir);
  const server = (await import(pathToFileURL(join(cacheDir, 'dist/server.js')).href)) as Record<string, unknown>;
  const document = JSON.parse(readFileSync(join(cacheDir, 'openrpc.json'), 'utf8')) as GeneratedPackage['document'];
  const validators = (await import(pathToFileURL(join(cacheDir, 'dist/validators.js')).href)) as GeneratedPackage['validators'];
  return { dir: cacheDir, model, methods: model.methods, routes: routesOf(model), server, validators, document };
}

/** Links each runtime dependency of the generated package to rpcforge's own copy. */
export function linkDependencies(dir: string): void {
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> };
  const require = createRequire(import.meta.url);
  for (const name of Object.keys(manifest.dependencies ?? {})) {
    const target = join(dir, 'node_modules', name);
    if (existsSync(target) || isLink(target)) continue;
    const source = packageRoot(require, name);
    mkdirSync(dirname(target), { recursive: true });
    symlinkSync(source, target, 'dir');
  }
}

/**
 * The folder of an installed package, found as Node finds it (the `node_modules` folders from here up), without
 * resolving any path inside it: `require.resolve('<name>/package.json')` fails for a package whose `exports` do not
 * list its package.json (re2js), which made serve exit 2 for every spec whose patterns need re2js.
 */
export function packageRoot(require: NodeJS.Require, name: string): string {
  for (const modules of require.resolve.paths(name) ?? []) {
    const dir = join(modules, name);
    if (existsSync(join(dir, 'package.json'))) return realpathSync(dir);
  }
  throw new Error(`the generated package needs ${name}, which is not installed beside rpcforge (npm install ${name})`);
}

function isLink(path: string): boolean {
  try {
    return lstatSync(path).isSymbolicLink();
  } catch {
    return false;
  }
}
