// The runtime modules copied into every generated package are type-checked where they are written (issue 35): the
// client runtime by the repository's tsconfig.json, the server runtime by its own (its imports of the spec's modules
// resolve through rootDirs to our spec's generated/src). `npm run typecheck` runs both; an editor reads the nearest.
import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './helpers.js';

const runtimeDirs = ['generator/emit/client/runtime', 'generator/emit/client/runtime/internal', 'generator/emit/server/runtime'];

/** A tsconfig of the repository, read as tsc reads it; a config tsc cannot read throws its message. */
function parsedConfig(configPath: string): ts.ParsedCommandLine {
  const parsed = ts.getParsedCommandLineOfConfigFile(join(repoRoot, configPath), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: (d) => { throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n')); } });
  return parsed!;
}

const projectFiles = (configPath: string): Set<string> => new Set(parsedConfig(configPath).fileNames);

describe('the runtime, type-checked where it is written', () => {
  it("lets the repository's tests import a golden fixture's package by type: its runtime read from generated/ (rootDirs)", () => {
    const parsed = parsedConfig('tsconfig.json');
    const cases = readdirSync(join(repoRoot, 'test/fixtures'), { withFileTypes: true })
      .filter((e) => e.isDirectory() && existsSync(join(repoRoot, 'test/fixtures', e.name, 'expected')))
      .map((e) => join(repoRoot, 'test/fixtures', e.name, 'expected'));
    expect(cases.length).toBeGreaterThanOrEqual(4);
    expect([...(parsed.options.rootDirs ?? [])].sort()).toEqual([join(repoRoot, 'generated'), ...cases].sort());
  });

  /** Every .ts file under `dir`, its folders' included (the server runtime's rooms are folders). */
  const tsFilesUnder = (dir: string): string[] =>
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile() && e.name.endsWith('.ts'))
      .map((e) => join(e.parentPath, e.name));

  it('puts every runtime module in a project that npm run typecheck checks', () => {
    const root = projectFiles('tsconfig.json');
    const server = projectFiles('generator/emit/server/runtime/tsconfig.json');
    const modules = runtimeDirs.flatMap((dir) => tsFilesUnder(join(repoRoot, dir)));
    expect(modules.length).toBeGreaterThan(40);
    expect(modules.filter((m) => !root.has(m) && !server.has(m))).toEqual([]);
  });

  it('checks the server runtime clean, its own modules read from here and not from the generated copies', () => {
    const parsed = parsedConfig('generator/emit/server/runtime/tsconfig.json');
    const program = ts.createProgram({ rootNames: parsed.fileNames, options: parsed.options });
    const host: ts.FormatDiagnosticsHost = { getCanonicalFileName: (f) => f, getCurrentDirectory: () => repoRoot, getNewLine: () => '\n' };
    expect(ts.formatDiagnostics(ts.getPreEmitDiagnostics(program), host)).toBe('');
    // The program holds this folder's modules; a copy in generated/src/internal of one of them would be a second
    // module of the same name, checked instead of the one being edited.
    const files = program.getSourceFiles().map((f) => f.fileName);
    const runtimeDir = join(repoRoot, 'generator/emit/server/runtime');
    const serverRuntime = tsFilesUnder(runtimeDir).map((f) => relative(runtimeDir, f));
    expect(serverRuntime).toContain(join('engine', 'steps.ts'));
    expect(files.filter((f) => f.includes('/generated/src/internal/') && serverRuntime.some((name) => f.endsWith(`/internal/${name}`)))).toEqual([]);
    expect(files).toContain(join(repoRoot, 'generator/emit/client/runtime/internal/deadlines.ts'));
  }, 60_000);
});
