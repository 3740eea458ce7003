// The golden fixtures' packages, whole. test/fixtures/<case>/expected/ holds what the generator derives from the
// case's spec. The runtime modules every package carries as written (the client's transports, the server engine)
// are not stored there a fifth time where they are generated/'s (the same text under the case's banner): golden.test.ts
// holds them to it, so a one-line runtime change touches its source and generated/, not every fixture. A stand-in the
// case's spec chose (no subscriptions) differs from generated/'s and is stored. A test that
// imports or type-checks a fixture's package gets it assembled here: expected/ plus generated/'s runtime copies.
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll } from 'vitest';
import { clientRuntimeSources } from '../../generator/emit/client/emit-client.js';
import { serverRuntimeByChoice, serverRuntimeSources } from '../../generator/emit/server/emit-server.js';
import { repoRoot } from '../helpers.js';

const generatedDir = join(repoRoot, 'generated');

/** Every path of a package that is a runtime module's copy: its source under src/, its JavaScript and declarations. */
export const runtimeCopyPaths: ReadonlySet<string> = new Set(
  [...clientRuntimeSources(), ...serverRuntimeSources()].flatMap(({ path }) => {
    const dist = path.replace(/^src\//, 'dist/').replace(/\.ts$/, '');
    return [path, `${dist}.js`, `${dist}.d.ts`];
  }),
);

/** Runtime modules a package carries only when its spec asks (by source, JavaScript and declarations), and the
 * specifier its src/server.ts then imports them by. */
const byChoice: ReadonlyMap<string, string> = new Map(
  serverRuntimeByChoice().flatMap(({ path, specifier }) => {
    const dist = path.replace(/^src\//, 'dist/').replace(/\.ts$/, '');
    return [path, `${dist}.js`, `${dist}.d.ts`].map((p) => [p, specifier] as [string, string]);
  }),
);

/** Whether a package whose src/server.ts reads `server` carries the runtime copy at `path`. */
export function carries(path: string, server: string): boolean {
  const specifier = byChoice.get(path);
  return specifier === undefined || server.includes(`'${specifier}'`);
}

const bodyOf = (text: string) => text.slice(text.indexOf('\n') + 1);
const bannerOf = (text: string) => text.slice(0, text.indexOf('\n') + 1);

/**
 * What a runtime copy of a package whose src/index.ts is `index` must hold at `path`: generated/'s copy, whose
 * sources start with our spec's banner where this package's start with its own. Undefined where generated/ has none.
 */
export function expectedRuntimeCopy(path: string, index: string): string | undefined {
  const ours = join(generatedDir, path);
  if (!existsSync(ours)) return undefined;
  const text = readFileSync(ours, 'utf8');
  return path.startsWith('src/') ? bannerOf(index) + bodyOf(text) : text;
}

let assembled: string | undefined;
afterAll(() => {
  if (assembled !== undefined) rmSync(assembled, { recursive: true, force: true });
  assembled = undefined;
});

/**
 * The fixture case's whole package: expected/ with generated/'s runtime copies put back (golden.test.ts holds every
 * case to carry exactly those), assembled once per test file.
 */
export function fixturePackage(name: string): string {
  if (assembled === undefined) {
    // Inside the repository, so that the package's imports (ws, re2js) resolve from our node_modules.
    const root = join(repoRoot, 'node_modules/.cache/rpcforge-fixtures');
    mkdirSync(root, { recursive: true });
    assembled = mkdtempSync(join(root, 'run-'));
  }
  const dir = join(assembled, name);
  if (existsSync(dir)) return dir;
  const expected = join(repoRoot, 'test/fixtures', name, 'expected');
  if (!existsSync(expected)) throw new Error(`no golden fixture ${name} (test/fixtures/${name}/expected)`);
  cpSync(expected, dir, { recursive: true });
  const index = readFileSync(join(expected, 'src/index.ts'), 'utf8');
  const server = existsSync(join(expected, 'src/server.ts')) ? readFileSync(join(expected, 'src/server.ts'), 'utf8') : '';
  for (const path of runtimeCopyPaths) {
    if (!carries(path, server)) continue;
    const text = expectedRuntimeCopy(path, index);
    // A stand-in of the case's own (stored in expected/) stays.
    if (text === undefined || existsSync(join(dir, path))) continue;
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

/** A module of the fixture case's package, as a URL `import()` takes. */
export function fixtureModule(name: string, path: string): string {
  return pathToFileURL(join(fixturePackage(name), path)).href;
}
