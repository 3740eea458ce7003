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
// Each entry is sealed (sealEntry): a first line with the SHA-256 of its key and value. A file that does not match
// its name (truncated by a full disk or a crash before the rename reached the disk, corrupted, copied or renamed from
// another entry, written by an older format) is not an entry: it is computed again, and the output is the same bytes
// as a cold run's, never a wrong one nor a crash on a half value (a truncated YAML entry was a JSON.parse error). The
// seal guards against damage, not against someone who can write node_modules (they can edit the generator itself).
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

/** The first line of a sealed entry, before its digest: a change of the format is a change of this tag. */
const sealTag = 'rpcforge-cache-1 ';
const digestOf = (key: string, value: string | Buffer) => createHash('sha256').update(`${key.length}:${key}`).update(value).digest('hex');

/** `value` as stored under `key`: a line with the tag and the digest of both, then the value. */
export function sealEntry(key: string, value: string): string {
  return `${sealTag}${digestOf(key, value)}\n${value}`;
}

/** The value of an entry stored under `key`, or undefined when it is not one sealed under that key (damaged). */
export function unsealEntry(key: string, stored: string | Buffer): string | undefined {
  const text = typeof stored === 'string' ? Buffer.from(stored) : stored;
  const header = sealTag.length + 64;
  if (text.length <= header || text[header] !== 0x0a || text.toString('latin1', 0, sealTag.length) !== sealTag) return undefined;
  const value = text.subarray(header + 1);
  if (text.toString('latin1', sealTag.length, header) !== digestOf(key, value)) return undefined;
  return value.toString('utf8');
}

/** Precomputed entries: cache name → key → sealed value (sealEntry). */
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
      const parsed: unknown = JSON.parse(readFileSync(precomputedSource as string, 'utf8'));
      // Damaged into valid JSON of another shape (`null` was a TypeError on every lookup): no entries.
      precomputed = typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as PrecomputedEntries) : {};
    } catch {
      // Deleted or damaged: computing is always right.
      precomputed = {};
    }
    trace(`precomputed entries from ${String(precomputedSource)}`);
  }
  const entries = Object.hasOwn(precomputed, name) ? precomputed[name] : undefined;
  const value = typeof entries === 'object' && entries !== null && Object.hasOwn(entries, key) ? entries[key] : undefined;
  return typeof value === 'string' ? unsealEntry(key, value) : undefined;
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
  if (recording !== undefined) (recording[name] ??= {})[key] = sealEntry(key, value);
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
    // The format is part of every key: a build of rpcforge from before the seal, sharing the folder (a branch
    // switched back to), never finds a sealed entry under its keys (it would take the seal for the value).
    const hash = createHash('sha256').update(sealTag);
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
    let value: string | undefined;
    try {
      value = unsealEntry(key, readFileSync(file));
    } catch {
      return undefined;
    }
    if (value === undefined) {
      trace(`damaged entry ${this.name}/${key}: computed again`);
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
      writeFileSync(temporary, sealEntry(key, value));
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
