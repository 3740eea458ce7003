// `tsc -p <dir> --strict --noEmit`, in this process: the compiler API with the same options and diagnostics, and the
// files that never change between checks (TypeScript's lib files, the packages under node_modules) parsed and bound
// once per test file instead of once per check. A spawned tsc spent 1.3 s of its 3 s re-reading them, and the suite
// runs about forty checks.
import { statSync } from 'node:fs';
import { createRequire } from 'node:module';
import type * as TypeScript from 'typescript';

// Loaded at the first check, not on import: test/helpers.ts imports this module, and a hundred test files that
// never type-check would each pay TypeScript's load (about a second).
let loaded: typeof TypeScript | undefined;
const typescript = () => (loaded ??= createRequire(import.meta.url)('typescript') as typeof TypeScript);

/**
 * Parsed declaration files of node_modules, keyed by path, size and time of change (a test may install a package
 * anew) and the parse options that shape them.
 */
const shared = new Map<string, TypeScript.SourceFile>();
const sharedAtMost = 4_000;

const formatHost: TypeScript.FormatDiagnosticsHost = {
  getCanonicalFileName: (name) => name,
  getCurrentDirectory: () => process.cwd(),
  getNewLine: () => '\n',
};

/** Type-checks the project whose tsconfig.json is in `projectDir`; tsc's plain output, empty when clean. */
export function typecheckProject(projectDir: string): string {
  const ts = typescript();
  let configError: TypeScript.Diagnostic | undefined;
  const parsed = ts.getParsedCommandLineOfConfigFile(
    ts.sys.resolvePath(`${projectDir}/tsconfig.json`),
    { strict: true, noEmit: true },
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: (d) => (configError = d) },
  );
  if (parsed === undefined) return ts.formatDiagnostics(configError ? [configError] : [], formatHost) || `no tsconfig.json in ${projectDir}`;
  const host = ts.createCompilerHost(parsed.options);
  const read = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, options, onError, create) => {
    if (!fileName.includes('/node_modules/') || !fileName.endsWith('.d.ts')) return read(fileName, options, onError, create);
    const version = typeof options === 'object' ? `${options.languageVersion}:${options.impliedNodeFormat ?? ''}` : String(options);
    const stat = statSync(fileName, { throwIfNoEntry: false });
    const key = `${version} ${stat?.size}:${stat?.mtimeMs} ${fileName}`;
    let file = shared.get(key);
    if (file === undefined) {
      file = read(fileName, options, onError, create);
      if (file !== undefined && shared.size < sharedAtMost) shared.set(key, file);
    }
    return file;
  };
  const program = ts.createProgram({
    rootNames: parsed.fileNames,
    options: parsed.options,
    host,
    projectReferences: parsed.projectReferences,
    configFileParsingDiagnostics: ts.getConfigFileParsingDiagnostics(parsed),
  });
  return ts.formatDiagnostics(ts.getPreEmitDiagnostics(program), formatHost);
}
