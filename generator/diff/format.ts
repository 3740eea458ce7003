// The four ways `rpcforge diff` prints its changes. Formatters only read the report; none of them decides a level.
import type { Bundle } from '../load/bundle.js';
import { countByLevel, type Bump, type Change, type Level } from './change.js';

export type Format = 'text' | 'json' | 'markdown' | 'github';
export const formats: readonly Format[] = ['text', 'json', 'markdown', 'github'];

export interface DiffReport {
  from: string;
  to: string;
  semver: Bump;
  changes: Change[];
}

/** The documented, stable JSON form: nothing but these five fields per change. */
export function formatJson(report: DiffReport): string {
  const body = {
    from: report.from,
    to: report.to,
    semver: report.semver,
    changes: report.changes.map((c) => ({ level: c.level, kind: c.kind, method: c.method, path: c.path, message: c.message })),
  };
  return `${JSON.stringify(body, null, 2)}\n`;
}

function summary(report: DiffReport): string {
  const counts = countByLevel(report.changes);
  const n = report.changes.length;
  return `${n} change${n === 1 ? '' : 's'} (${counts.breaking} breaking, ${counts.warning} warning, ${counts.info} info), semver: ${report.semver}`;
}

/** Changes grouped by method, document-level ones first; one line each: level, kind, path, sentence. */
export function formatText(report: DiffReport): string {
  const lines = [`rpcforge diff ${report.from} → ${report.to}: ${report.changes.length === 0 ? 'no changes, semver: none' : summary(report)}`];
  const kindWidth = Math.max(0, ...report.changes.map((c) => c.kind.length));
  let group: string | undefined;
  for (const c of report.changes) {
    if (c.method !== group) {
      group = c.method;
      lines.push('', group === '' ? '(document)' : group);
    }
    lines.push(`  ${c.level.padEnd(8)}  ${c.kind.padEnd(kindWidth)}  ${c.path === '' ? '' : `${c.path}: `}${oneLine(c.message)}`);
  }
  return `${lines.join('\n')}\n`;
}

const oneLine = (text: string) => text.replace(/[\r\n\u2028\u2029]+/g, ' ');

export function mdText(text: string): string {
  return oneLine(text).replace(/[\\`*_[\]<>|&]/g, (c) => (c === '&' ? '&amp;' : c === '<' ? '&lt;' : c === '>' ? '&gt;' : `\\${c}`));
}

/** An inline code span that holds any text: a fence longer than any backtick run inside, `|` escaped for tables. */
export function mdCode(text: string): string {
  if (text === '') return '';
  const flat = oneLine(text).replace(/\|/g, '\\|');
  const longest = Math.max(0, ...(flat.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  const pad = flat.startsWith('`') || flat.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${flat}${pad}${fence}`;
}

/** A section to paste into a pull request: a summary line and one table row per change. */
export function formatMarkdown(report: DiffReport): string {
  const lines = [`### API changes: ${mdCode(report.from)} → ${mdCode(report.to)}`, ''];
  if (report.changes.length === 0) {
    lines.push('No changes. Semver advice: **none**.');
    return `${lines.join('\n')}\n`;
  }
  const counts = countByLevel(report.changes);
  lines.push(`Semver advice: **${report.semver}**. ${counts.breaking} breaking, ${counts.warning} warning, ${counts.info} info.`, '');
  lines.push('| Level | Method | Kind | Path | Change |', '|---|---|---|---|---|');
  for (const c of report.changes) {
    lines.push(`| ${c.level} | ${c.method === '' ? '—' : mdCode(c.method)} | ${mdCode(c.kind)} | ${mdCode(c.path)} | ${mdText(c.message)} |`);
  }
  return `${lines.join('\n')}\n`;
}

const command: Record<Level, string> = { breaking: 'error', warning: 'warning', info: 'notice' };
const escapeData = (s: string) => s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
const escapeProperty = (s: string) => escapeData(s).replace(/:/g, '%3A').replace(/,/g, '%2C');

/** GitHub workflow commands: `::error` for breaking, `::warning`, `::notice` for info, at the new spec's file and line. */
export function formatGithub(report: DiffReport, newBundle?: Bundle): string {
  const lines = report.changes.map((c) => {
    const props: string[] = [];
    if (newBundle) {
      const where = newBundle.locate(c.at);
      props.push(`file=${escapeProperty(where.file)}`, `line=${where.line}`, `col=${where.column}`);
    }
    props.push(`title=${escapeProperty(`${c.level}: ${c.kind}`)}`);
    const subject = [c.method, c.path].filter((s) => s !== '').join(' ');
    return `::${command[c.level]} ${props.join(',')}::${escapeData(`${subject === '' ? '' : `${subject}: `}${c.message}`)}`;
  });
  lines.push(`rpcforge diff ${report.from} → ${report.to}: ${report.changes.length === 0 ? 'no changes, semver: none' : summary(report)}`);
  return `${lines.join('\n')}\n`;
}

export function formatReport(format: Format, report: DiffReport, newBundle?: Bundle): string {
  switch (format) {
    case 'json':
      return formatJson(report);
    case 'markdown':
      return formatMarkdown(report);
    case 'github':
      return formatGithub(report, newBundle);
    default:
      return formatText(report);
  }
}
