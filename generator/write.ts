// Write: compares the emitted files with the output directory, then either reports what is stale (--check) or
// replaces the directory: everything is written to a sibling staging directory first and swapped in with renames,
// so a failed run leaves the old output as it was.
//
// A process killed mid-run cannot clean up, and between its two renames (out → retired, staging → out) the output
// directory does not exist. Linux can exchange two directories atomically (renameat2 RENAME_EXCHANGE) but Node does
// not expose it, and a symbolic link swapped over the output would break `generated/` as a directory committed to
// git. So every run first recovers from dead runs (recoverOutput): if the output is missing it restores the
// retired copy a dead run left, puts a moved `node_modules/` back, and deletes the staging and retired directories
// of processes that no longer exist. The leftover names carry the pid, `.<out>.rpcforge-new-<pid>` and
// `.<out>.rpcforge-old-<pid>`, so a concurrent live run's directories are left alone.
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import type { EmittedFile } from './emit/emitter.js';
import { compareStrings } from './load/json.js';

export interface WriteReport {
  written: string[];
  unchanged: string[];
  removed: string[];
  /** What was repaired after earlier runs that were killed mid-write (see recoverOutput). */
  recovered?: string[];
}

/** Directories inside the output that belong to the user, not to rpcforge: kept across regeneration. */
const preserved = new Set(['node_modules']);

function listFiles(dir: string, prefix = ''): string[] {
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (prefix === '' && preserved.has(entry.name)) continue;
    const rel = prefix === '' ? entry.name : `${prefix}/${entry.name}`;
    if (entry.isDirectory()) out.push(...listFiles(join(dir, entry.name), rel));
    else out.push(rel);
  }
  return out;
}

/** The points between the steps of a write, in order; a test hook can stop the process at each. */
export type WriteStep = 'staging-partial' | 'staged' | 'kept-moved' | 'retired' | 'swapped';

export interface WriteOptions {
  /** Called after each step (tests kill the process there to check recovery). */
  onStep?: (step: WriteStep) => void;
}

interface Leftovers {
  staging?: string;
  retired?: string;
}

function leftoverPaths(outDir: string, pid: number): { staging: string; retired: string } {
  const parent = dirname(outDir);
  return {
    staging: join(parent, `.${basename(outDir)}.rpcforge-new-${pid}`),
    retired: join(parent, `.${basename(outDir)}.rpcforge-old-${pid}`),
  };
}

function isAlive(pid: number): boolean {
  // Writes are synchronous: when this process looks for leftovers, none of its own writes is under way.
  if (pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function moveKept(from: string, to: string): void {
  for (const name of preserved) {
    if (existsSync(join(from, name)) && !existsSync(join(to, name))) renameSync(join(from, name), join(to, name));
  }
}

/**
 * Repairs what runs killed mid-write left next to `outDir`: restores the output from a dead run's retired copy
 * when it is missing, gives back a `node_modules/` moved into a dead run's staging directory, and deletes dead
 * runs' staging and retired directories. Returns what it did, one line each.
 */
export function recoverOutput(outDir: string): string[] {
  const parent = dirname(outDir);
  if (!existsSync(parent)) return [];
  const prefix = `.${basename(outDir)}.rpcforge-`;
  const byPid = new Map<number, Leftovers>();
  for (const name of readdirSync(parent)) {
    if (!name.startsWith(prefix)) continue;
    const match = /^(new|old)-(\d+)$/.exec(name.slice(prefix.length));
    if (!match) continue;
    const pid = Number(match[2]);
    if (isAlive(pid)) continue;
    const entry = byPid.get(pid) ?? {};
    entry[match[1] === 'new' ? 'staging' : 'retired'] = join(parent, name);
    byPid.set(pid, entry);
  }
  const done: string[] = [];
  for (const [pid, { staging, retired }] of [...byPid].sort((a, b) => a[0] - b[0])) {
    // Killed between its two renames: the old output is whole in `retired` (the new one may be whole in `staging`
    // too, but that run never reported success, so the output goes back to what it was before it).
    if (retired && !existsSync(outDir)) {
      renameSync(retired, outDir);
      done.push(`restored ${outDir} from the run of process ${pid}, which died while replacing it`);
    }
    // Killed after moving node_modules/ into staging: it goes back to the output.
    if (staging && existsSync(outDir)) moveKept(staging, outDir);
    for (const dir of [staging, retired]) {
      if (dir && existsSync(dir)) {
        rmSync(dir, { recursive: true, force: true });
        done.push(`removed ${dir}, left by process ${pid}`);
      }
    }
  }
  return done;
}

/** Where a generation puts each file as soon as it is made, so that the text need not be held until the end
 * (pipeline.ts): the in-memory list (MemorySink, for the API and the tests) or the staging directory (StagedOutput). */
export interface OutputSink {
  put(file: EmittedFile): void;
  /** The text of a file put before: only the rare paths that need a module's text again (the worker failed, dist/
   * compiled as a whole program) read it back. */
  read(path: string): string;
}

/** Keeps every file in memory: `files`, sorted by path. */
export class MemorySink implements OutputSink {
  private readonly byPath = new Map<string, EmittedFile>();

  put(file: EmittedFile): void {
    this.byPath.set(file.path, file);
  }

  read(path: string): string {
    const file = this.byPath.get(path);
    if (file === undefined) throw new Error(`rpcforge: no file ${path} was emitted`);
    return file.contents;
  }

  get files(): EmittedFile[] {
    return [...this.byPath.values()].sort((a, b) => compareStrings(a.path, b.path));
  }
}

/**
 * The output directory's replacement, written file by file as the generation makes them: each file is compared with
 * the output's copy as it comes, and one that differs goes straight into the staging directory, so that its text can
 * be dropped at once (a 1,000-method package is 35 MB of text). finish() then copies the unchanged files into the
 * staging directory too (on disk, not through this process's memory) and swaps it in with renames, as writeOutput
 * always did; abort() (a failed run, `--strict` refusing) removes the staging directory, so a failed run leaves the
 * output as it was. With `check`, nothing is written: finish() reports what is stale.
 */
export class StagedOutput implements OutputSink {
  private readonly existing: Set<string>;
  private readonly written = new Set<string>();
  private readonly unchanged = new Set<string>();
  private readonly recovered: string[];
  private readonly staging: string;
  private readonly retired: string;
  private readonly step: (step: WriteStep) => void;
  private partial = false;
  private readonly checked = new Map<string, string>();

  constructor(
    private readonly outDir: string,
    private readonly options: WriteOptions & { check?: boolean } = {},
  ) {
    this.step = options.onStep ?? (() => {});
    this.recovered = options.check === true ? [] : recoverOutput(outDir);
    this.existing = new Set(listFiles(outDir));
    ({ staging: this.staging, retired: this.retired } = leftoverPaths(outDir, process.pid));
    if (options.check === true) return;
    // Before anything is made: a non-empty folder rpcforge did not write is never replaced, whatever the spec.
    assertOwned(outDir);
    rmSync(this.staging, { recursive: true, force: true });
  }

  /** Takes a file; a second file of the same path replaces the first (dist/ compiled again as a whole program). */
  put(file: EmittedFile): void {
    const target = join(this.staging, file.path);
    if (this.written.delete(file.path) && this.options.check !== true) rmSync(target, { force: true });
    this.unchanged.delete(file.path);
    const same = this.existing.has(file.path) && sameText(join(this.outDir, file.path), file.contents);
    if (same) {
      this.unchanged.add(file.path);
      return;
    }
    this.written.add(file.path);
    if (this.options.check === true) {
      // Nothing is staged under --check: a file that differs is kept for read().
      this.checked.set(file.path, file.contents);
      return;
    }
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, file.contents);
    if (!this.partial) {
      this.partial = true;
      this.step('staging-partial');
    }
  }

  read(path: string): string {
    const checked = this.checked.get(path);
    if (checked !== undefined) return checked;
    const staged = join(this.staging, path);
    return readFileSync(existsSync(staged) ? staged : join(this.outDir, path), 'utf8');
  }

  /** Swaps the staged output in (unless nothing changed, or `check`); what was written, unchanged and removed. */
  finish(): WriteReport {
    const report: WriteReport = {
      written: [...this.written].sort(compareStrings),
      unchanged: [...this.unchanged].sort(compareStrings),
      // Every file put is either written or unchanged: an existing file in neither was not made this time.
      removed: [...this.existing].filter((path) => !this.written.has(path) && !this.unchanged.has(path)).sort(compareStrings),
      recovered: this.recovered,
    };
    if (this.options.check === true) return report;
    if (report.written.length === 0 && report.removed.length === 0) {
      this.abort();
      return report;
    }
    const { outDir, staging, retired, step } = this;
    try {
      assertOwned(outDir);
      mkdirSync(staging, { recursive: true });
      for (const path of report.unchanged) {
        mkdirSync(dirname(join(staging, path)), { recursive: true });
        copyFileSync(join(outDir, path), join(staging, path));
      }
      step('staged');
      if (existsSync(outDir)) {
        moveKept(outDir, staging);
        step('kept-moved');
        renameSync(outDir, retired);
        step('retired');
      }
      renameSync(staging, outDir);
      step('swapped');
    } catch (error) {
      // Put back whatever had moved, so a failed run leaves the output as it was.
      if (!existsSync(outDir) && existsSync(retired)) renameSync(retired, outDir);
      if (existsSync(outDir) && existsSync(staging)) moveKept(staging, outDir);
      rmSync(staging, { recursive: true, force: true });
      throw error;
    }
    rmSync(retired, { recursive: true, force: true });
    return report;
  }

  /** Drops what was staged: the output stays as it was. */
  abort(): void {
    if (this.options.check !== true) rmSync(this.staging, { recursive: true, force: true });
  }
}

/** Whether the file at `path` holds `contents`, compared as bytes without holding a second string of them. */
function sameText(path: string, contents: string): boolean {
  let bytes: Buffer;
  try {
    bytes = readFileSync(path);
  } catch {
    return false;
  }
  return bytes.length === Buffer.byteLength(contents) && bytes.equals(Buffer.from(contents));
}

export function writeOutput(outDir: string, files: readonly EmittedFile[], options: WriteOptions = {}): WriteReport {
  const output = new StagedOutput(outDir, options);
  try {
    for (const file of files) output.put(file);
    return output.finish();
  } catch (error) {
    output.abort();
    throw error;
  }
}

/** Refuses to replace a non-empty directory that rpcforge did not write: --out pointed at the wrong place. */
function assertOwned(outDir: string): void {
  if (!existsSync(outDir)) return;
  if (!statSync(outDir).isDirectory()) throw new Error(`output path ${outDir} exists and is not a directory`);
  const entries = readdirSync(outDir).filter((e) => !preserved.has(e));
  if (entries.length === 0) return;
  const pkgPath = join(outDir, 'package.json');
  let owned = false;
  try {
    owned = typeof JSON.parse(readFileSync(pkgPath, 'utf8')).rpcforge === 'object';
  } catch {
    owned = false;
  }
  if (!owned) {
    throw new Error(`refusing to replace ${outDir}: it is not empty and was not written by rpcforge (no "rpcforge" field in its package.json)`);
  }
}
