// Caches on disk, across runs, of what the generator computes the same way every time from the same input and that
// costs a fresh process more than reading a file: the JavaScript esbuild writes for a module (emit/package.ts), a
// pattern's backtracking verdict (validate/pattern-safety.ts), a template compiled by Handlebars (emit/*-template.ts).
// They live beside the CLI's bundle (bin/generator-bundle.js): node_modules/.cache/rpcforge/, or RPCFORGE_CACHE_DIR.
//
// An entry is one file, named by the SHA-256 of everything its value depends on (the input, the options, the version
// of the tool that computed it), so an entry is never stale: a changed input is a different name. Each cache keeps
// at most `maxEntries` files and `maxBytes` bytes, the least recently used going first (a hit marks its entry used).
// Entries are written to a temporary file and renamed into place: concurrent runs never read half an entry. A cache
// that cannot be read or written (a read-only install) only costs the time of computing again: errors are ignored.
// RPCFORGE_NO_CACHE=1 turns the caches off.
//
// Some entries depend on rpcforge alone, not on the spec: the JavaScript of the runtime modules copied into every
// package, the compiled templates, the extension validators. They are computed once, when the CLI's bundle is built
// (bin/generator-bundle.js, ./precompute.ts), and stored beside it in one file; a run that finds that file reads
// such an entry from it before its cache folder (see usePrecomputed). Its entries are keyed the same way, so one is
// never stale either: a key it does not hold is computed (or read from the folder) as before.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The folder of rpcforge's caches, or undefined when they are turned off. */
export function cacheRoot(): string | undefined {
  if (process.env.RPCFORGE_NO_CACHE) return undefined;
  return process.env.RPCFORGE_CACHE_DIR || fileURLToPath(new URL('../node_modules/.cache/rpcforge/', import.meta.url));
}

/** Precomputed entries: cache name → key → value. */
export type PrecomputedEntries = Record<string, Record<string, string>>;

/** Where the precomputed entries are (a JSON file of PrecomputedEntries, read on the first lookup), or they themselves. */
let precomputedSource: string | PrecomputedEntries | undefined;
let precomputed: PrecomputedEntries | undefined;
/** While precompute() runs: every value a cache gives or computes, by cache and key. */
let recording: PrecomputedEntries | undefined;

/** Makes every DiskCache look first in `source` (a file written by precompute(), or its entries); undefined: nowhere. */
export function usePrecomputed(source: string | PrecomputedEntries | undefined): void {
  precomputedSource = source;
  precomputed = typeof source === 'string' ? undefined : source;
}

function precomputedEntry(name: string, key: string): string | undefined {
  if (precomputedSource === undefined) return undefined;
  if (precomputed === undefined) {
    try {
      precomputed = JSON.parse(readFileSync(precomputedSource as string, 'utf8')) as PrecomputedEntries;
    } catch {
      // Deleted or damaged: computing is always right.
      precomputed = {};
    }
    trace(`precomputed entries from ${String(precomputedSource)}`);
  }
  const value = precomputed[name]?.[key];
  return typeof value === 'string' ? value : undefined;
}

/** Runs `compute` and returns every cache entry it read or wrote, by cache and key: what precompute() stores. */
export function recordEntries(compute: () => void): PrecomputedEntries {
  const outer = recording;
  recording = {};
  try {
    compute();
    return recording;
  } finally {
    recording = outer;
  }
}

function record(name: string, key: string, value: string): string {
  if (recording !== undefined) (recording[name] ??= {})[key] = value;
  return value;
}

const trace = (line: string) => {
  if (process.env.RPCFORGE_TRACE_CACHE) process.stderr.write(`rpcforge cache: ${line}\n`);
};

export interface DiskCacheLimits {
  maxEntries: number;
  maxBytes: number;
}

export class DiskCache {
  private writes = 0;

  constructor(
    /** The subfolder of the cache root. */
    readonly name: string,
    private readonly limits: DiskCacheLimits,
  ) {}

  /** The key of a value computed from `parts`: each part is hashed with its length, so no two lists collide. */
  key(...parts: readonly string[]): string {
    const hash = createHash('sha256');
    for (const part of parts) hash.update(`${part.length}:`).update(part);
    return hash.digest('hex');
  }

  /** The value stored under `key` (precomputed, or in the folder), or undefined. */
  get(key: string): string | undefined {
    const dir = this.dir();
    if (dir === undefined) return undefined;
    const ready = precomputedEntry(this.name, key);
    if (ready !== undefined) return record(this.name, key, ready);
    const file = join(dir, key);
    let value: string;
    try {
      value = readFileSync(file, 'utf8');
    } catch {
      return undefined;
    }
    try {
      const now = new Date();
      utimesSync(file, now, now);
    } catch {
      // Pruned by another run meanwhile: the value read is still right.
    }
    return record(this.name, key, value);
  }

  set(key: string, value: string): void {
    const dir = this.dir();
    if (dir === undefined) return;
    record(this.name, key, value);
    const file = join(dir, key);
    const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    try {
      mkdirSync(dir, { recursive: true });
      writeFileSync(temporary, value);
      renameSync(temporary, file);
    } catch {
      try {
        rmSync(temporary, { force: true });
      } catch {
        // The folder cannot be written at all.
      }
      return;
    }
    // Pruning lists the folder: done on a run's first write, then every so many writes.
    if (this.writes++ % Math.max(1, Math.floor(this.limits.maxEntries / 4)) === 0) this.prune();
  }

  /** `compute()`, or its value from an earlier run. */
  through(parts: readonly string[], compute: () => string): string {
    const key = this.key(...parts);
    const cached = this.get(key);
    if (cached !== undefined) return cached;
    const value = compute();
    this.set(key, value);
    return value;
  }

  /** Deletes the least recently used entries beyond the limits, and temporary files left by a crashed run. */
  prune(): void {
    const dir = this.dir();
    if (dir === undefined) return;
    const entries: { path: string; size: number; used: number }[] = [];
    try {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        try {
          const { size, mtimeMs } = statSync(path);
          if (!name.endsWith('.tmp')) entries.push({ path, size, used: mtimeMs });
          else if (Date.now() - mtimeMs > 60_000) rmSync(path, { force: true });
        } catch {
          // Deleted by another run meanwhile.
        }
      }
    } catch {
      return;
    }
    entries.sort((a, b) => b.used - a.used);
    let bytes = 0;
    entries.forEach((entry, index) => {
      bytes += entry.size;
      if (index < this.limits.maxEntries && bytes <= this.limits.maxBytes) return;
      try {
        rmSync(entry.path, { force: true });
      } catch {
        // Not ours to delete: the limit is a target, not a promise.
      }
    });
  }

  private dir(): string | undefined {
    const root = cacheRoot();
    return root === undefined ? undefined : join(root, this.name);
  }
}

/** The version of an installed package, as `require` resolves it, for cache keys: from its package.json, found
 * beside the file the package resolves to when the package does not export it. */
export function packageVersion(require: NodeJS.Require, name: string): string {
  try {
    return (require(`${name}/package.json`) as { version: string }).version;
  } catch {
    for (let dir = dirname(require.resolve(name)); dir !== dirname(dir); dir = dirname(dir)) {
      try {
        const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { name?: string; version?: string };
        if (manifest.name === name) return String(manifest.version);
      } catch {
        // No package.json here: further up.
      }
    }
    throw new Error(`cannot find the version of ${name}`);
  }
}
