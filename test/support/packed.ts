// The generated package as a user gets it: packed with `npm pack`, unpacked into a fresh project's node_modules, and
// bundled from there with esbuild's defaults. Shared by test/bundle.test.ts, test/browser.test.ts and bench/bundle.ts.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, type BuildOptions, type Message, type Metafile } from 'esbuild';

/** rpcforge's folder (not from ../helpers.js, which registers vitest hooks: the benchmark imports this file too). */
export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

export const generatedDir = join(repoRoot, 'generated');
export const packageName = (JSON.parse(readFileSync(join(generatedDir, 'package.json'), 'utf8')) as { name: string }).name;

export interface PackedProject {
  /** The project folder; the package is in node_modules/<name>. */
  dir: string;
  /** The tarball `npm pack` made. */
  tarball: string;
}

/** Packs `generated/` and unpacks it into a new project, with its one dependency (`ws`) linked from rpcforge's own.
 * The caller removes `dir`. */
export function packedProject(): PackedProject {
  const dir = mkdtempSync(join(tmpdir(), 'rpcforge-packed-'));
  const out = execFileSync('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', dir], { cwd: generatedDir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  const tarball = join(dir, (JSON.parse(out) as { filename: string }[])[0]!.filename);
  const target = join(dir, 'node_modules', packageName);
  mkdirSync(target, { recursive: true });
  execFileSync('tar', ['-xzf', tarball, '-C', target, '--strip-components=1']);
  symlinkSync(join(repoRoot, 'node_modules', 'ws'), join(dir, 'node_modules', 'ws'), 'dir');
  return { dir, tarball };
}

export interface Bundle {
  text: string;
  bytes: number;
  gzipBytes: number;
  warnings: Message[];
  /** esbuild's metafile, when asked for (`metafile: true`): what each input module puts in the output. */
  metafile?: Metafile;
}

/** Bundles `source` (an entry module written in `dir`) with esbuild: its defaults (platform browser, no externals, no
 * polyfills) plus minification, in memory. Build errors throw; warnings are handed back for the caller to check. */
export async function bundle(dir: string, source: string, options: BuildOptions = {}): Promise<Bundle> {
  const result = await build({
    stdin: { contents: source, resolveDir: dir, sourcefile: 'entry.js', loader: 'js' },
    bundle: true,
    minify: true,
    format: 'esm',
    write: false,
    logLevel: 'silent',
    ...options,
  });
  const text = result.outputFiles?.[0]?.text ?? '';
  const bytes = Buffer.byteLength(text);
  return { text, bytes, gzipBytes: gzipSync(text, { level: 9 }).byteLength, warnings: result.warnings, ...(result.metafile ? { metafile: result.metafile } : {}) };
}
