// The generator as one ES module built by esbuild, cached in node_modules/.cache/rpcforge/ (always there: the
// packages it imports by name must resolve from its folder). Loading ~100 TypeScript modules through tsx costs about
// half a second of every run; one bundle loads in a fraction of that. The bundle is named by a fingerprint of what it
// is built from (every file under generator/, templates/ and gateway/src/, package.json, tsconfig.json, this file,
// the versions of esbuild and of the inlined packages, the checkout's path): an edited source makes a new
// fingerprint, and the next run builds a new bundle (about 0.2 s). No build step to forget, and no stale bundle.
//
// Two packages every run loads, commander and markdown-it, are inlined with what they import (as separate modules
// they cost ~60 ms of resolving and linking); the others stay imports by name, loaded when a run needs them
// (resolved by Node from the bundle's folder, hence a folder inside the project). Every `import.meta.url` in the
// sources is replaced by the URL of the file it was written in, so the templates, runtime modules and package.json
// they read are found where they are.
//
// Beside each bundle, `cli-<fingerprint>.precomputed.json` holds what the generator computes the same way for every
// spec (the runtime modules' JavaScript, the compiled templates, the extension validators: generator/precompute.ts),
// computed by the bundle's own code right after it is built; a run hands the file to the bundle, whose caches read
// it first. Without the file (it could not be written) the caches compute as before, to the same bytes.
//
// The bundle ends with a line holding the SHA-256 of the text before it (sealBundle): a bundle truncated (a crash
// before the rename reached the disk, a full disk), corrupted or replaced is built again rather than imported (an
// empty file imported as a module with no `runCli`, and the CLI crashed on it; a damaged one that still parsed could
// generate something else). Reading and hashing it costs about a millisecond of a run.
//
// Anything that goes wrong (esbuild missing, a read-only folder, a bundle that does not load) falls back to running
// the sources through tsx, as before: the CLI never breaks for want of a cache. RPCFORGE_NO_CACHE=1 always does;
// RPCFORGE_TRACE_CACHE=1 says on stderr which path a run took and why.
import { createHash } from 'node:crypto';
import { isBuiltin } from 'node:module';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const generatorDir = join(root, 'generator');
/** Read by the generator at run time, and precompiled into the bundle's precomputed entries: part of the fingerprint. */
const templatesDir = join(root, 'templates');
/** The gateway package's sources: `rpcforge serve` is a command over them, so they are bundled too. */
const gatewayDir = join(root, 'gateway', 'src');
/** Bundles kept in the folder: the current one and a few others (other checkouts sharing node_modules, a branch
 * switched back to). Older ones are deleted when a new one is written. */
const keptBundles = 4;
/** Packages inlined into the bundle, with everything they import. */
const inlined = ['commander', 'markdown-it'];

const trace = (line) => {
  if (process.env.RPCFORGE_TRACE_CACHE) process.stderr.write(`rpcforge cache: ${line}\n`);
};

/** The bundle's folder; the generator's own caches (generator/cache.ts) are there too unless RPCFORGE_CACHE_DIR says. */
export const bundleDir = join(root, 'node_modules', '.cache', 'rpcforge');

/** The file of the precomputed entries that belong with the bundle `file`. */
export const precomputedFile = (file) => file.replace(/\.mjs$/, '.precomputed.json');

/** What the bundle is built from, hashed: 16 hex digits. Reading and hashing the ~1 MB of sources takes a few ms.
 * The inlined packages count by their versions and by npm's record of the installed tree (rewritten by every
 * install), which covers the packages they import. */
export function fingerprint() {
  const hash = createHash('sha256');
  hash.update(`${root}\0${packageVersion('esbuild')}\0${inlined.map(packageVersion).join(' ')}\0`);
  try {
    const { mtimeMs, size } = statSync(join(root, 'node_modules', '.package-lock.json'));
    hash.update(`${mtimeMs} ${size}\0`);
  } catch {
    // Not installed by npm: the versions above are what there is.
  }
  const files = [generatorDir, templatesDir, gatewayDir].flatMap((dir) => {
    try {
      return readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => join(entry.parentPath ?? entry.path, entry.name));
    } catch {
      return [join(dir, '(missing)')];
    }
  });
  files.sort();
  // tsconfig.json: esbuild reads its compiler options (class fields, imports kept or elided) as tsx does.
  for (const file of [fileURLToPath(import.meta.url), join(root, 'package.json'), join(root, 'tsconfig.json'), ...files]) {
    let text;
    try {
      text = readFileSync(file);
    } catch {
      text = Buffer.from('(missing)');
    }
    hash.update(`${relative(root, file)}\0${text.length}\0`).update(text);
  }
  return hash.digest('hex').slice(0, 16);
}

function packageVersion(name) {
  try {
    return JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')).version;
  } catch {
    return 'none';
  }
}

/** The CLI module (`runCli`): the cached bundle, built first when missing; the sources through tsx if that fails. */
export async function loadCli() {
  if (!process.env.RPCFORGE_NO_CACHE) {
    try {
      const file = join(bundleDir, `cli-${fingerprint()}.mjs`);
      const built = !existsSync(file) || !isSealedBundle(file);
      if (!built) {
        trace(`using ${file}`);
        // Marks it used, for prune(): a bundle in use is among the newest (a read-only folder only loses that).
        try {
          const now = new Date();
          utimesSync(file, now, now);
        } catch {
          // Not ours to touch.
        }
      } else await buildBundle(file);
      const cli = await import(pathToFileURL(file).href);
      if (typeof cli.runCli !== 'function') throw new Error(`${file} has no runCli`);
      if (built) writePrecomputed(cli, file);
      else if (existsSync(precomputedFile(file))) cli.usePrecomputed(precomputedFile(file));
      return cli;
    } catch (error) {
      trace(`no bundle (${String(error?.message ?? error).split('\n')[0]}); running the sources through tsx`);
    }
  } else trace('RPCFORGE_NO_CACHE is set; running the sources through tsx');
  const { register } = await import('tsx/esm/api');
  register();
  return import('../generator/cli.ts');
}

/** Builds the bundle into `file`: written beside it and renamed into place, so a concurrent run never imports half a
 * file; then prunes the folder. */
export async function buildBundle(file) {
  const started = performance.now();
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: [join(generatorDir, 'cli.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    write: false,
    outfile: file,
    logLevel: 'silent',
    banner: {
      js: [
        `// rpcforge's generator, bundled from ${generatorDir} by bin/generator-bundle.js. A cache: safe to delete.`,
        // For the inlined CommonJS packages' own require() calls (commander's of node:events, …).
        "import { createRequire as __rpcforgeCreateRequire } from 'node:module';",
        'const require = __rpcforgeCreateRequire(import.meta.url);',
      ].join('\n'),
    },
    plugins: [packages, fileUrls],
  });
  const [output] = result.outputFiles;
  mkdirSync(join(file, '..'), { recursive: true });
  const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  writeFileSync(temporary, sealBundle(output.contents));
  renameSync(temporary, file);
  trace(`built ${file} in ${Math.round(performance.now() - started)} ms`);
  try {
    prune(file);
  } catch {
    // The bundle is written: a folder that cannot be listed only keeps more of them.
  }
}

const sealPrefix = '\n//# rpcforge-bundle-sha256=';
const sealLength = sealPrefix.length + 64 + 1;
const bundleDigest = (contents) => createHash('sha256').update(contents).digest('hex');

/** The bundle's text followed by its seal: a comment line with the SHA-256 of the text. */
export function sealBundle(contents) {
  return Buffer.concat([Buffer.from(contents), Buffer.from(`${sealPrefix}${bundleDigest(contents)}\n`)]);
}

/** Whether `file` is a bundle as buildBundle wrote it, whole: its seal matches its text. Unreadable: not. */
export function isSealedBundle(file) {
  let text;
  try {
    text = readFileSync(file);
  } catch {
    return false;
  }
  if (text.length < sealLength) return false;
  const contents = text.subarray(0, text.length - sealLength);
  const seal = text.toString('latin1', text.length - sealLength);
  const sealed = seal === `${sealPrefix}${bundleDigest(contents)}\n`;
  if (!sealed) trace(`damaged bundle ${file}: built again`);
  return sealed;
}

/** Computes the bundle's precomputed entries with its own code and writes them beside it (renamed into place, as the
 * bundle); this run uses them too. A failure only leaves the caches to compute them. */
export function writePrecomputed(cli, file) {
  const started = performance.now();
  try {
    const entries = cli.precompute();
    const target = precomputedFile(file);
    const temporary = `${target}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    writeFileSync(temporary, JSON.stringify(entries));
    renameSync(temporary, target);
    cli.usePrecomputed(entries);
    trace(`precomputed ${target} in ${Math.round(performance.now() - started)} ms`);
  } catch (error) {
    trace(`no precomputed entries (${String(error?.message ?? error).split('\n')[0]})`);
  }
}

/** Imports of packages stay imports by name, but for the inlined packages and what they import. */
const packages = {
  name: 'rpcforge-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => {
      if (isBuiltin(args.path) || args.importer.includes(`${sep}node_modules${sep}`)) return undefined;
      const name = args.path.split('/').slice(0, args.path.startsWith('@') ? 2 : 1).join('/');
      return inlined.includes(name) ? undefined : { path: args.path, external: true };
    });
  },
};

/** Each module's `import.meta.url` (the generator's and the gateway's) becomes the URL of its source file (a string literal). */
const fileUrls = {
  name: 'rpcforge-file-urls',
  setup(build) {
    build.onLoad({ filter: /\.[cm]?[jt]s$/ }, (args) => {
      if (!args.path.startsWith(generatorDir) && !args.path.startsWith(gatewayDir)) return undefined;
      const text = readFileSync(args.path, 'utf8');
      const contents = text.replace(/\bimport\.meta\.url\b/g, JSON.stringify(pathToFileURL(args.path).href));
      return { contents, loader: args.path.endsWith('ts') ? 'ts' : 'js' };
    });
  },
};

/** Keeps the most recently used bundles (the one just written among them) and deletes the rest with their precomputed
 * entries, and temporary files a crashed build left behind. Another run may be deleting the same files: errors are
 * ignored. */
function prune(current) {
  const dir = join(current, '..');
  const bundles = [];
  const names = readdirSync(dir);
  for (const name of names) {
    const path = join(dir, name);
    if (!name.startsWith('cli-')) continue;
    try {
      const { mtimeMs } = statSync(path);
      if (name.endsWith('.tmp')) {
        if (Date.now() - mtimeMs > 60_000) rmSync(path, { force: true });
      } else if (name.endsWith('.mjs') && path !== current) bundles.push({ path, mtimeMs });
      // Precomputed entries whose bundle is gone (pruned by a run that did not yet delete them).
      else if (name.endsWith('.precomputed.json') && !names.includes(name.replace(/\.precomputed\.json$/, '.mjs'))) rmSync(path, { force: true });
    } catch {
      // Gone already.
    }
  }
  bundles.sort((a, b) => b.mtimeMs - a.mtimeMs);
  for (const { path } of bundles.slice(keptBundles - 1)) {
    rmSync(path, { force: true });
    rmSync(precomputedFile(path), { force: true });
  }
}
