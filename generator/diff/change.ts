// What `rpcforge diff` reports: one Change per difference, with a level, a stable kind id, the method and path it
// concerns, and a sentence. The checker produces them; formatters only print them.
import { compareStrings } from '../load/json.js';
import type { Segment } from '../load/source-file.js';

/** `breaking`: existing callers or consumers fail; `warning`: the spec alone cannot tell; `info`: safe. */
export type Level = 'breaking' | 'warning' | 'info';
export const levels: readonly Level[] = ['breaking', 'warning', 'info'];

/** Semantic-version advice, worst first. */
export type Bump = 'major' | 'minor' | 'patch' | 'none';
export const bumps: readonly Bump[] = ['major', 'minor', 'patch', 'none'];

/**
 * Which side of the wire a rule judges: `request` (what callers send: narrowing breaks them), `response` (what
 * consumers receive: widening breaks them), or `both` (the method, its name, its type names, the servers).
 */
export type Direction = 'request' | 'response' | 'both';

export interface Change {
  level: Level;
  kind: string;
  /** The method the change concerns; empty for changes outside any method (servers, components, info). */
  method: string;
  /** Where, relative to the method (`params[0].schema.properties.address`) or to the document (`servers[1].url`). */
  path: string;
  message: string;
  /** What the change asks of the version number. */
  bump: Exclude<Bump, 'none'>;
  /** Path in the new bundled document (or its nearest existing ancestor), for file and line. */
  at: readonly Segment[];
}

const levelRank: Record<Level, number> = { breaking: 0, warning: 1, info: 2 };

export function worseOrEqual(level: Level, threshold: Level): boolean {
  return levelRank[level] <= levelRank[threshold];
}

/** Document-level changes first, then by method, path, kind and message: the same order on every machine. */
export function sortChanges(changes: Change[]): Change[] {
  return changes.sort(
    (a, b) =>
      compareStrings(a.method, b.method) ||
      compareStrings(a.path, b.path) ||
      compareStrings(a.kind, b.kind) ||
      compareStrings(a.message, b.message),
  );
}

export function countByLevel(changes: readonly Change[]): Record<Level, number> {
  const counts: Record<Level, number> = { breaking: 0, warning: 0, info: 0 };
  for (const change of changes) counts[change.level]++;
  return counts;
}
