// The change summary `generate` prints after its file counts: counts by level and semver advice, then one short
// line per change (at most `shownChanges`: `rpcforge diff` prints them all).
import { countByLevel, levels } from '../diff/change.js';
import type { ChangeSummary } from './since-last.js';

const shownChanges = 20;
const shownMessageLength = 160;

export function formatChangeSummary(summary: ChangeSummary): string[] {
  if (!summary.compared) return [];
  const { changes } = summary;
  const versions = summary.fromVersion === summary.toVersion ? summary.toVersion : `${summary.fromVersion} → ${summary.toVersion}`;
  if (changes.length === 0) return [`  no API changes since the last release (${versions})`];
  const counts = countByLevel(changes);
  const lines = [
    `  ${changes.length} API change${changes.length === 1 ? '' : 's'} since the last release (${versions}): ` +
      `${counts.breaking} breaking, ${counts.warning} warning, ${counts.info} info; semver: ${summary.semver}`,
  ];
  // Worst first; within a level, the checker's order (by method, then path).
  const ordered = levels.flatMap((level) => changes.filter((c) => c.level === level));
  for (const c of ordered.slice(0, shownChanges)) {
    const message = c.message.replace(/[\r\n\u2028\u2029]+/g, ' ');
    const short = message.length > shownMessageLength ? `${message.slice(0, shownMessageLength)}…` : message;
    const where = [c.method, c.path].filter((s) => s !== '').join(' ');
    lines.push(`    ${c.level.padEnd(8)}  ${where === '' ? '' : `${where}: `}${short}`);
  }
  if (changes.length > shownChanges) lines.push(`    … and ${changes.length - shownChanges} more (rpcforge diff lists them all)`);
  return lines;
}
