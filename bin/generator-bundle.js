// The generator as one ES module built by esbuild, cached in node_modules/.cache/rpcforge/ (always there: the
// packages it imports by name must resolve from its folder). Loading ~100 TypeScript modules through tsx costs about
// half a second of every run; one bundle loads in a fraction of that. The bundle is named by a fingerprint of what it
// is built from (every file under generator/, package.json, tsconfig.json, this file, the versions of esbuild and of
// the inlined packages, the checkout's path): an edited source makes a new fingerprint, and the next run builds a new
// bundle (about 0.2 s). No build step to forget, and no stale bundle.
//
// Two packages every run loads, commander and markdown-it, are inlined with what they import (as separate modules
// they cost ~60 ms of resolving and linking); the others stay imports by name, loaded when a run needs them
// (resolved by Node from the bundle's folder, hence a folder inside the project). Every `import.meta.url` in the
// sources is replaced by the URL of the file it was written in, so the templates, runtime modules and package.json
// they read are found where they are.
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
  const files = readdirSync(generatorDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath ?? entry.path, entry.name));
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
      if (existsSync(file)) {
        trace(`using ${file}`);
        // Marks it used, for prune(): a bundle in use is among the newest (a read-only folder only loses that).
        try {
          const now = new Date();
          utimesSync(file, now, now);
        } catch {
          // Not ours to touch.
        }
      } else await buildBundle(file);
      return await import(pathToFileURL(file).href);
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
  writeFileSync(temporary, output.contents);
  renameSync(temporary, file);
  trace(`built ${file} in ${Math.round(performance.now() - started)} ms`);
  try {
    prune(file);
  } catch {
    // The bundle is written: a folder that cannot be listed only keeps more of them.
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

/** Each module's `import.meta.url` becomes the URL of its source file (a string literal). */
const fileUrls = {
  name: 'rpcforge-file-urls',
  setup(build) {
    build.onLoad({ filter: /\.[cm]?[jt]s$/ }, (args) => {
      if (!args.path.startsWith(generatorDir)) return undefined;
      const text = readFileSync(args.path, 'utf8');
      const contents = text.replace(/\bimport\.meta\.url\b/g, JSON.stringify(pathToFileURL(args.path).href));
      return { contents, loader: args.path.endsWith('ts') ? 'ts' : 'js' };
    });
  },
};

/** Keeps the most recently used bundles (the one just written among them) and deletes the rest, with temporary files a crashed
 * build left behind. Another run may be deleting the same files: errors are ignored. */
function prune(current) {
  const dir = join(current, '..');
  const bundles = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (!name.startsWith('cli-')) continue;
    try {
      const { mtimeMs } = statSync(path);
      if (name.endsWith('.tmp')) {
        if (Date.now() - mtimeMs > 60_000) rmSync(path, { force: true });
      } else if (name.endsWith('.mjs') && path !== current) bundles.push({ path, mtimeMs });
    } catch {
      // Gone already.
    }
  }
  bundles.sort((a, b) => b.mtimeMs - a.mtimeMs);
  for (const { path } of bundles.slice(keptBundles - 1)) rmSync(path, { force: true });
}
