// The reports of `rpcforge test`: text (a line per method, then every failure with its minimal case and a curl line
// that sends it again), JSON (the report object as built: keys in a fixed order, methods in the spec's order, no
// timestamps or durations, so one seed gives byte-identical reports), JUnit XML (a test suite per method, a
// test case per check, for CI) and HTML (./report-html.ts). The key never appears: URLs and curl lines carry `$RPCFORGE_TEST_KEY`.
import { htmlReport } from './report-html.js';
import { visibleJson, visibleText as v } from './visible-text.js';
import type { Params } from './values.js';

export interface Failure {
  message: string;
  /** The params of the failing call, shrunk to a minimal case for generated calls. */
  minimal?: Params;
  /** Shrinking steps taken to reach `minimal`. */
  shrinks?: number;
  request: string;
  answer?: string;
  curl: string;
}

export interface CheckResult {
  kind: 'example' | 'state' | 'generated' | 'invalid-params' | 'limits' | 'declared-error' | 'credits' | 'envelope' | 'served' | 'http' | 'subscription';
  name: string;
  /** `known`: a failure the --known file lists (its reason in `known`), not counted as failed. */
  status: 'pass' | 'fail' | 'skip' | 'known';
  calls: number;
  note?: string;
  failure?: Failure;
  known?: { reason: string; source: string; at: string };
  /** Generated valid calls: how many were sent and how many answered with a result (checked against the schema). */
  answered?: { results: number; calls: number };
}

export interface MethodReport {
  name: string;
  /** `incomplete` when the run stopped during the method; `skip` when none of its checks ran (a subscription of an
   * endpoint with no WebSocket route). */
  status: 'pass' | 'fail' | 'incomplete' | 'skip';
  checks: CheckResult[];
}

export interface Report {
  url: string;
  spec: string;
  seed: number;
  callsPerMethod: number;
  /** Why the run ended early: `time limit` or `interrupted`. */
  stopped?: string;
  /**
   * With `stopped`: what was running when it stopped: `learned state` (before the first method), a method's name
   * (that method is `incomplete`), or `JSON-RPC envelope` (the envelope checks listed ran, the others did not). The
   * methods that had finished keep their status.
   */
  stoppedDuring?: string;
  methods: MethodReport[];
  skipped: { method: string; reason: string }[];
  /** The spec's subscriptions (./subscriptions.ts), each named by its subscribe method and kind; empty when it has none. */
  subscriptions: MethodReport[];
  envelope: CheckResult[];
  /** With --known: how many entries, how many checks they covered, and the entries that covered none (stale). */
  known?: { entries: number; matched: number; stale: { method: string; check: string; reason: string; at: string }[] };
  totals: { methods: number; checks: number; passed: number; failed: number; skipped: number; calls: number };
}

/** The envelope checks' name in the reports (and in a --known file: known.ts). */
export const envelopeGroup = 'JSON-RPC envelope';

export type ReportFormat = 'text' | 'json' | 'junit' | 'html';

export function formatReport(report: Report, format: ReportFormat): string {
  if (format === 'json') return `${visibleJson(JSON.stringify(report, null, 2))}\n`;
  if (format === 'junit') return junit(report);
  if (format === 'html') return htmlReport(report);
  return text(report);
}

/** The progress line of one method, as it finishes. */
export function methodLine(method: MethodReport): string {
  const failed = method.checks.filter((c) => c.status === 'fail').length;
  const known = method.checks.filter((c) => c.status === 'known').length;
  const calls = method.checks.reduce((n, c) => n + c.calls, 0);
  const answered = method.checks.find((c) => c.answered)?.answered;
  const share = answered === undefined ? '' : `, ${answered.results} of ${answered.calls} generated calls answered`;
  return `  ${method.status === 'pass' ? 'ok  ' : method.status === 'incomplete' ? 'stop' : method.status === 'skip' ? 'skip' : 'FAIL'}  ${v(method.name)}: ${method.checks.length} checks, ${failed} failed, ${known > 0 ? `${known} known, ` : ''}${calls} calls${share}`;
}

function text(report: Report): string {
  const lines = [`rpcforge test ${v(report.url)} (spec ${v(report.spec)}, seed ${report.seed}, ${report.callsPerMethod} generated calls per method)`];
  for (const method of [...report.methods, ...report.subscriptions]) lines.push(methodLine(method));
  const envelopeFailed = report.envelope.filter((c) => c.status === 'fail').length;
  const envelopeStopped = report.stoppedDuring === envelopeGroup;
  if (report.envelope.length > 0 || envelopeStopped) {
    lines.push(`  ${envelopeFailed > 0 ? 'FAIL' : envelopeStopped ? 'stop' : 'ok  '}  JSON-RPC envelope: ${report.envelope.length} checks, ${envelopeFailed} failed${envelopeStopped ? ` (${v(report.stopped ?? '')}: the others did not run)` : ''}`);
  }
  for (const s of report.skipped) lines.push(`  skip  ${v(s.method)}: ${v(s.reason)}`);
  const groups: [string, CheckResult[]][] = [...[...report.methods, ...report.subscriptions].map((m): [string, CheckResult[]] => [m.name, m.checks]), [envelopeGroup, report.envelope]];
  const failures = groups.flatMap(([name, checks]) => checks.filter((c) => c.failure && c.status === 'fail').map((c) => ({ name, check: c })));
  const known = groups.flatMap(([name, checks]) => checks.filter((c) => c.status === 'known').map((c) => ({ name, check: c })));
  const stale = report.known?.stale ?? [];
  if (stale.length > 0) lines.push('', 'Stale known differences (listed, but no longer happen: remove them from the file):');
  for (const s of stale) lines.push(`  ${s.at}: ${s.method}: ${s.check}: ${s.reason}`);
  if (known.length > 0) lines.push('', 'Known differences (listed with --known; not failures):');
  for (const { name, check } of known) lines.push('', `${name}: ${check.name}`, `  known: ${check.known!.reason} (${check.known!.source}; ${check.known!.at})`, `  ${check.failure!.message}`);
  if (failures.length > 0) lines.push('', 'Failures:');
  for (const { name, check } of failures) {
    const f = check.failure!;
    // Every field from the endpoint (or the spec) shown as one inert line: see ./visible-text.ts.
    lines.push('', `${v(name)}: ${v(check.name)}`, `  ${v(f.message)}`);
    if (f.minimal !== undefined) lines.push(`  ${paramsLabel(check)}: ${cutLine(v(JSON.stringify(f.minimal)))}`);
    if (f.answer !== undefined) lines.push(`  answer: ${v(f.answer)}`);
    lines.push(`  reproduce: ${cutLine(v(f.curl))}`);
  }
  for (const check of groups.flatMap(([name, checks]) => checks.filter((c) => c.note).map((c) => `${name}: ${c.name}: ${c.note}`))) lines.push(`note: ${v(check)}`);
  const t = report.totals;
  const knownPart = report.known ? `, ${report.known.matched} known, ${stale.length} stale` : '';
  lines.push('', `${passed(report) ? 'passed' : 'FAILED'}: ${t.methods} methods, ${t.checks} checks, ${t.passed} passed, ${t.failed} failed${knownPart}, ${t.skipped} skipped, ${t.calls} calls`);
  if (report.stopped) lines.push(`stopped early (${report.stopped})${report.stoppedDuring === undefined ? '' : ` during ${report.stoppedDuring === envelopeGroup ? 'the JSON-RPC envelope checks' : v(report.stoppedDuring)}`}: the checks after the last one listed did not run`);
  return `${lines.join('\n')}\n`;
}

/** Every check passed or is a listed difference, no listed difference is stale, and the run was not cut short. */
export function passed(report: Report): boolean {
  return report.totals.failed === 0 && !report.stopped && (report.known?.stale.length ?? 0) === 0;
}

/** Longest params or reproduce line the text report prints whole: a 100 KB calldata or 5,001 topics would bury the
 * report a person reads. The JSON, JUnit and HTML reports keep them whole (a cut curl line could not be run). */
export const textLineChars = 2000;

export function cutLine(line: string): string {
  return line.length <= textLineChars ? line : `${line.slice(0, textLineChars)}… (cut, ${line.length} characters; full in --format json)`;
}

/** Generated params are shrunk to a minimal case; the other checks' params are as planned. */
function paramsLabel(check: CheckResult): string {
  if (check.kind !== 'generated') return 'params';
  return `minimal params${check.failure?.shrinks ? ` (after ${check.failure.shrinks} shrinks)` : ''}`;
}

/** XML text: the five special characters escaped, and characters XML 1.0 cannot hold at all dropped. */
export function xmlEscape(value: string): string {
  return value
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** Endpoint text for the JUnit report: its lines kept, every other control (and bidi control) shown as `\uXXXX`, then escaped. */
function xmlShown(value: string): string {
  return xmlEscape(value.split('\n').map(v).join('\n'));
}

function junit(report: Report): string {
  const suites: [string, CheckResult[]][] = [...[...report.methods, ...report.subscriptions].map((m): [string, CheckResult[]] => [m.name, m.checks]), [envelopeGroup, report.envelope]];
  const t = report.totals;
  const staleCount = report.known?.stale.length ?? 0;
  const knownCount = report.known?.matched ?? 0;
  const out = ['<?xml version="1.0" encoding="UTF-8"?>', `<testsuites name="rpcforge test" tests="${t.checks + staleCount}" failures="${t.failed + staleCount}" skipped="${t.skipped + knownCount}">`];
  for (const [name, checks] of suites) {
    if (checks.length === 0) continue;
    const failures = checks.filter((c) => c.status === 'fail').length;
    const skipped = checks.filter((c) => c.status === 'skip' || c.status === 'known').length;
    out.push(`  <testsuite name="${xmlEscape(name)}" tests="${checks.length}" failures="${failures}" skipped="${skipped}">`);
    for (const check of checks) {
      const open = `    <testcase classname="${xmlEscape(name)}" name="${xmlEscape(check.name)}"`;
      if (check.status === 'pass') out.push(`${open}/>`);
      else if (check.status === 'skip') out.push(`${open}>`, `      <skipped message="${xmlShown(check.note ?? '')}"/>`, '    </testcase>');
      // A listed difference does not fail CI; it shows as skipped with its reason and what was seen.
      else if (check.status === 'known') out.push(`${open}>`, `      <skipped message="${xmlShown(`known difference: ${check.known!.reason} (${check.known!.source})`)}">${xmlShown(check.failure!.message)}</skipped>`, '    </testcase>');
      else {
        const f = check.failure!;
        const body = [f.minimal === undefined ? undefined : `${paramsLabel(check)}: ${JSON.stringify(f.minimal)}`, `request: ${f.request}`, f.answer === undefined ? undefined : `answer: ${f.answer}`, `reproduce: ${f.curl}`]
          .filter((l) => l !== undefined)
          .join('\n');
        out.push(`${open}>`, `      <failure message="${xmlShown(f.message)}">${xmlShown(body)}</failure>`, '    </testcase>');
      }
    }
    out.push('  </testsuite>');
  }
  const stale = report.known?.stale ?? [];
  if (stale.length > 0) {
    out.push(`  <testsuite name="known differences" tests="${stale.length}" failures="${stale.length}" skipped="0">`);
    for (const s of stale) {
      out.push(`    <testcase classname="known differences" name="${xmlEscape(`${s.method}: ${s.check}`)}">`, `      <failure message="${xmlEscape(`stale: listed at ${s.at}, but no longer happens`)}">${xmlEscape(s.reason)}</failure>`, '    </testcase>');
    }
    out.push('  </testsuite>');
  }
  out.push('</testsuites>');
  return `${out.join('\n')}\n`;
}
