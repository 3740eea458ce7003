// The generated validators, run in this process: the example check (./examples.ts) judges every example with the
// very checks the package ships (emit/validators/), so a warning says what a client or server built from the spec
// would answer, in the same words (`{ path, message, keyword }`).
//
// The emitted modules are TypeScript with ES module imports; esbuild turns each into a CommonJS function body (its
// types stripped, as dist/ strips them), and a small `require` links them by their relative paths. esbuild's output
// is kept on disk (../cache.ts) under the module's text, so a run on an unchanged spec does not load esbuild; what
// the cache does not hold is transformed in the background worker (../background.ts) from startCommonJs on, so the
// generation can go on while esbuild works, and collected when the modules are loaded.
import { createRequire } from 'node:module';
import { posix } from 'node:path';
import type * as Esbuild from 'esbuild';
import { resolvePackage } from '../background.js';
import { Stage } from '../background-stage.js';
import { DiskCache, packageVersion } from '../cache.js';
import { withoutBanner } from '../emit/banner.js';
import type { EmittedFile } from '../emit/emitter.js';

const require = createRequire(import.meta.url);
const options = { loader: 'ts', format: 'cjs', target: 'es2022' } as const;
const javaScript = new DiskCache('example-validators', { maxEntries: 200, maxBytes: 32 * 1024 * 1024 });
let esbuild: typeof Esbuild | undefined;

/** One reason a value is invalid, as the generated validators report it. */
export interface ValidationError {
  path: string;
  message: string;
  keyword: string;
}

export type Validation = { ok: true } | { ok: false; errors: ValidationError[] };
type Module = Record<string, unknown>;

/** The CommonJS of modules, being computed: startCommonJs's result, for loadModules. */
export interface CommonJsJob {
  /** Whether the worker is done (or there was nothing for it to do): then loading the modules does not wait. */
  ready(): boolean;
  /** The CommonJS of the module at `path` (one of the files started), waiting for the worker if need be. */
  take(path: string): string;
  /** Forgets what was started and not taken (a module no other module imports is never loaded). */
  letGo(): void;
}

/** esbuild's CommonJS of each module, in the background worker from startCommonJs on (../background-stage.ts), kept
 * in the cache under the module's text without its banner. */
const commonJsStage = new Stage(
  'strip',
  javaScript,
  (source) => commonJsKey(source.path, withoutBanner(source.contents)),
  (sources) => ({ esbuildPath: resolvePackage('esbuild'), options, sources: sources.map((s) => ({ path: s.path, contents: withoutBanner(s.contents) })) }),
  (source) => transform(source.path, withoutBanner(source.contents)),
);

/** Starts computing the CommonJS of `files` that the cache does not hold, in the background worker. */
export function startCommonJs(files: readonly EmittedFile[]): CommonJsJob {
  commonJsStage.start(files);
  return { ready: () => commonJsStage.ready(), take: (path) => commonJsStage.take(path), letGo: () => commonJsStage.letGo() };
}

/** The modules of `files`, evaluated and linked: path (`src/validators.ts`) → exports. Only modules that some other
 * module of `files` imports, or that are asked for, are evaluated. `compiled`: their CommonJS, started earlier. */
export function loadModules(files: readonly EmittedFile[], compiled?: CommonJsJob): (path: string) => Module {
  const sources = new Map(files.map((f) => [f.path, f.contents]));
  const loaded = new Map<string, Module>();
  const load = (path: string): Module => {
    const known = loaded.get(path);
    if (known) return known;
    const source = sources.get(path);
    if (source === undefined) throw new Error(`no emitted module ${path}`);
    const module = { exports: {} as Module };
    const link = (specifier: string): unknown => {
      if (!specifier.startsWith('.')) return require(specifier);
      return load(posix.join(posix.dirname(path), specifier).replace(/\.js$/, '.ts'));
    };
    // esbuild's CommonJS replaces module.exports; the emitted modules import each other without cycles.
    const code = compiled === undefined ? commonJs(path, source) : compiled.take(path);
    new Function('require', 'module', 'exports', code)(link, module, module.exports);
    loaded.set(path, module.exports);
    return module.exports;
  };
  return load;
}

const commonJsParts = (path: string, body: string) => [packageVersion(require, 'esbuild'), JSON.stringify(options), path, body];
const commonJsKey = (path: string, body: string) => javaScript.key(...commonJsParts(path, body));

/** esbuild's CommonJS of a module's text without its banner (the banner names the spec's hash, which any edit
 * changes: left out of the key and of the text, as emit/package.ts does). */
function transform(path: string, body: string): string {
  esbuild ??= require('esbuild') as typeof Esbuild;
  return esbuild.transformSync(body, { ...options, sourcefile: path }).code;
}

function commonJs(path: string, source: string): string {
  const body = withoutBanner(source);
  return javaScript.through(commonJsParts(path, body), () => transform(path, body));
}

/** The package's `validateParams` and `validateResult` (and, for a spec with subscriptions, `validateNotification` and
 * `validateSubscriptionParams`), from its emitted modules. */
export function packageValidators(files: readonly EmittedFile[], compiled?: CommonJsJob): {
  validateParams: (method: string, params: unknown) => Validation;
  validateResult: (method: string, result: unknown) => Validation;
  validateNotification?: (name: string, value: unknown) => Validation;
  validateSubscriptionParams?: (name: string, params: unknown) => Validation;
  check: (base: string, value: unknown) => ValidationError[];
} {
  const load = loadModules(files, compiled);
  const validators = load('src/validators.ts') as ReturnType<typeof packageValidators>;
  const subscriptions = typeof validators.validateNotification === 'function' ? { validateNotification: validators.validateNotification, validateSubscriptionParams: validators.validateSubscriptionParams } : {};
  return { validateParams: validators.validateParams, validateResult: validators.validateResult, ...subscriptions, check: checker(load) };
}

/** The errors of `value` against the check named `base` (`isX` then `reportX` of internal/is.ts and report.ts), with
 * paths relative to the value (`.field[0]`, or '' for the value itself). A value nested deeper than the stack allows
 * is an error, as in the validators. */
export function checker(load: (path: string) => Module): (base: string, value: unknown) => ValidationError[] {
  return (base, value) => {
    const is = load('src/internal/is.ts')[`is${base}`] as (v: unknown) => boolean;
    const report = load('src/internal/report.ts')[`report${base}`] as (v: unknown, path: string, errors: ValidationError[]) => void;
    try {
      if (is(value)) return [];
      const errors: ValidationError[] = [];
      report(value, '', errors);
      return errors;
    } catch (error) {
      if (!(error instanceof RangeError)) throw error;
      return [{ path: '', message: 'is nested too deeply to validate', keyword: 'depth' }];
    }
  };
}
