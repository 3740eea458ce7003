// `rpcforge diff` as a function: load both sides, run the rules, advise a version bump.
import { diffSides } from './checker.js';
import type { DiffReport } from './format.js';
import type { Side } from './rule.js';
import { semverAdvice } from './semver.js';
import { loadSide } from './source.js';

export interface DiffResult {
  report: DiffReport;
  old: Side;
  new: Side;
}

export function diffSpecs(oldArg: string, newArg: string, cwd = process.cwd(), refRoot?: string): DiffResult {
  const old = loadSide(oldArg, cwd, refRoot);
  const neu = loadSide(newArg, cwd, refRoot);
  const changes = diffSides(old, neu);
  return { report: { from: oldArg, to: newArg, semver: semverAdvice(changes, old.model.info.version), changes }, old, new: neu };
}
