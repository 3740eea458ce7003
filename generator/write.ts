// Write: compares the emitted files with the output directory, then either reports what is stale (--check) or
// replaces the directory atomically: everything is written to a sibling temporary directory first and swapped in
// with renames, so a failed run leaves the old output as it was.
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import type { EmittedFile } from './emit/emitter.js';
import { compareStrings } from './load/json.js';

export interface WriteReport {
  written: string[];
  unchanged: string[];
  removed: string[];
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

export function writeOutput(outDir: string, files: readonly EmittedFile[]): WriteReport {
  const report = compareOutput(outDir, files);
  if (report.written.length === 0 && report.removed.length === 0) return report;
  assertOwned(outDir);

  const parent = dirname(outDir);
  mkdirSync(parent, { recursive: true });
  const staging = join(parent, `.${basename(outDir)}.rpcforge-new-${process.pid}`);
  const retired = join(parent, `.${basename(outDir)}.rpcforge-old-${process.pid}`);
  rmSync(staging, { recursive: true, force: true });
  try {
    for (const file of files) {
      const target = join(staging, file.path);
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, file.contents);
    }
    if (existsSync(outDir)) {
      for (const name of preserved) {
        if (existsSync(join(outDir, name))) renameSync(join(outDir, name), join(staging, name));
      }
      renameSync(outDir, retired);
    }
    renameSync(staging, outDir);
  } catch (error) {
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
