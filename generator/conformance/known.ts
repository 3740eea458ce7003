// `rpcforge test --known <file>`: differences between a spec and an endpoint that are known and explained, reported
// as such rather than hidden or failed. A published spec and a real node rarely agree everywhere (the official
// Ethereum spec and anvil: a receipt's `blockTimestamp` as a JSON number, block numbers past the head refused, …);
// a run against them should fail only for a difference nobody has written down, and say which written-down ones it
// saw. Each entry names the method and check it covers (globs), optionally the failure's message (a glob), with the
// reason and a source. A failing check an entry covers becomes `known`; an entry that covers no failure of a method
// that ran is `stale` (the difference no longer happens: the file should lose it) and fails the run.
//
// The file is untrusted input: read with the spec loader's bounded reader, at most `maxEntries` entries, every field
// a bounded string; a mistake is a located error (file:line:column, JSON path).
import { SpecError, formatJsonPath, type SpecIssue } from '../errors.js';
import { FileRefusal, readSpecText } from '../load/safe-read.js';
import { labelFor, parseSourceFile, type Segment } from '../load/source-file.js';
import { globMatcher } from './plan.js';
import { envelopeGroup, type CheckResult, type MethodReport, type Report } from './report.js';

export interface KnownDifference {
  method: string;
  check: string;
  message?: string;
  reason: string;
  source: string;
  /** Where the entry is: `file:line`. */
  at: string;
}

export const knownLimits = { maxFileBytes: 1024 * 1024, maxEntries: 1000, maxFieldChars: 2000, maxDepth: 16 };

export function loadKnown(path: string): KnownDifference[] {
  const label = labelFor(path);
  let text: string;
  try {
    text = readSpecText(path, { maxFileBytes: knownLimits.maxFileBytes }).text;
  } catch (error) {
    if (error instanceof FileRefusal) throw new SpecError([{ file: label, path: '', message: `cannot read the known-differences file: ${error.reason}` }]);
    throw error;
  }
  const source = parseSourceFile(path, text, knownLimits.maxDepth);
  const issues: SpecIssue[] = [];
  const at = (pointer: Segment[], message: string) => issues.push({ file: label, ...source.locate(pointer), path: formatJsonPath(pointer), message });
  const list = source.value;
  if (!Array.isArray(list)) {
    at([], 'expected a list of known differences (- method: …, check: …, reason: …, source: …)');
    throw new SpecError(issues);
  }
  if (list.length > knownLimits.maxEntries) {
    at([knownLimits.maxEntries], `more than ${knownLimits.maxEntries} entries (the limit)`);
    throw new SpecError(issues);
  }
  const entries: KnownDifference[] = [];
  list.forEach((entry, i) => {
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) return at([i], 'expected an object with method, check, reason and source');
    const record = entry as Record<string, unknown>;
    for (const key of Object.keys(record)) {
      if (!['method', 'check', 'message', 'reason', 'source'].includes(key)) at([i, key], `unknown key ${JSON.stringify(key)} (expected method, check, message, reason, source)`);
    }
    const field = (key: string, required: boolean): string | undefined => {
      const value = record[key];
      if (value === undefined && !required) return undefined;
      if (typeof value !== 'string' || value.trim() === '') at([i, key], value === undefined ? `missing ${key}` : `${key} must be a non-empty string`);
      else if (value.length > knownLimits.maxFieldChars) at([i, key], `${key} longer than ${knownLimits.maxFieldChars} characters (the limit)`);
      else return value;
      return undefined;
    };
    const [method, check, message, reason, src] = [field('method', true), field('check', true), field('message', false), field('reason', true), field('source', true)];
    if (method === undefined || check === undefined || reason === undefined || src === undefined) return;
    entries.push({ method, check, ...(message === undefined ? {} : { message }), reason, source: src, at: `${label}:${source.locate([i]).line}` });
  });
  if (issues.length > 0) throw new SpecError(issues);
  return entries;
}

/** A glob (`*`, `?`) over the whole text; unlike --methods, a comma is part of the text. */
function matcher(glob: string): (text: string) => boolean {
  const pattern = new RegExp(`^${glob.replace(/[.+^${}()|[\]\\,]/g, '\\$&').replace(/\*/g, '[\\s\\S]*').replace(/\?/g, '[\\s\\S]')}$`);
  return (text) => pattern.test(text);
}

/** Applies the entries to a run's checks as they finish, then reports the stale ones. */
export class KnownMatcher {
  private readonly hits: number[];
  private readonly tests: { method: (t: string) => boolean; check: (t: string) => boolean; message: (t: string) => boolean }[];
  /** Methods (and the envelope) whose checks ran: only their entries can be stale. */
  private readonly ran = new Set<string>();

  constructor(private readonly entries: readonly KnownDifference[]) {
    this.hits = entries.map(() => 0);
    this.tests = entries.map((e) => ({ method: matcher(e.method), check: matcher(e.check), message: e.message === undefined ? () => true : matcher(e.message) }));
  }

  private apply(name: string, checks: CheckResult[]): void {
    this.ran.add(name);
    for (const check of checks) {
      if (check.status !== 'fail' || !check.failure) continue;
      const i = this.tests.findIndex((t) => t.method(name) && t.check(check.name) && t.message(check.failure!.message));
      if (i < 0) continue;
      this.hits[i]!++;
      const entry = this.entries[i]!;
      check.status = 'known';
      check.known = { reason: entry.reason, source: entry.source, at: entry.at };
    }
  }

  /** One method's checks, as it finishes (before its progress line). */
  method(report: MethodReport): void {
    this.apply(report.name, report.checks);
    if (report.status === 'fail' && !report.checks.some((c) => c.status === 'fail')) report.status = 'pass';
  }

  /** The envelope's checks, the totals and the stale entries, once the run is over. */
  finish(report: Report): void {
    this.apply(envelopeGroup, report.envelope);
    const all = [...report.methods.flatMap((m) => m.checks), ...report.subscriptions.flatMap((m) => m.checks), ...report.envelope];
    report.totals.failed = all.filter((c) => c.status === 'fail').length;
    // A run cut short (time limit, Ctrl-C) did not see every difference: none is called stale then.
    const stale = report.stopped
      ? []
      : this.entries.filter((e, i) => this.hits[i] === 0 && [...this.ran].some((name) => this.tests[i]!.method(name))).map((e) => ({ method: e.method, check: e.check, reason: e.reason, at: e.at }));
    report.known = { entries: this.entries.length, matched: all.filter((c) => c.status === 'known').length, stale };
  }
}
