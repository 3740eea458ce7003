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
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
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

export function compareOutput(outDir: string, files: readonly EmittedFile[]): WriteReport {
  const existing = new Set(listFiles(outDir));
  const report: WriteReport = { written: [], unchanged: [], removed: [] };
  for (const file of files) {
    const target = join(outDir, file.path);
    const same = existing.has(file.path) && readFileSync(target, 'utf8') === file.contents;
    (same ? report.unchanged : report.written).push(file.path);
    existing.delete(file.path);
  }
  report.removed = [...existing].sort(compareStrings);
  return report;
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

export function writeOutput(outDir: string, files: readonly EmittedFile[], options: WriteOptions = {}): WriteReport {
  const step = options.onStep ?? (() => {});
  const recovered = recoverOutput(outDir);
  const report: WriteReport = { ...compareOutput(outDir, files), recovered };
  if (report.written.length === 0 && report.removed.length === 0) return report;
  assertOwned(outDir);

  mkdirSync(dirname(outDir), { recursive: true });
  const { staging, retired } = leftoverPaths(outDir, process.pid);
  rmSync(staging, { recursive: true, force: true });
  try {
    files.forEach((file, index) => {
      const target = join(staging, file.path);
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, file.contents);
      if (index === 0) step('staging-partial');
    });
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
