// The HTML report of `rpcforge test`: one self-contained page (no script, no external file) a person opens from CI
// artifacts: the summary, a table per method and one for the envelope, each failure with its params, answer and
// reproduce line. Every text from the spec or the endpoint goes through htmlText (the emitters' one HTML escape).
// Written so that it also parses as XML past the doctype (every element closed), which the test checks.
import { readFileSync } from 'node:fs';
import { htmlText } from '../emit/escape.js';
import { envelopeGroup, passed, type CheckResult, type Report } from './report.js';
import { visibleText } from './visible-text.js';

/** The HTML escape of endpoint text whose controls are first made visible (./visible-text.ts): XML 1.0 cannot hold them. */
const shown = (text: string): string => htmlText(visibleText(text));

/** The docs page's own stylesheet (colours light and dark, tables, code, badges), so the report reads like the page
 * whose spec it checks; then the report's few classes in the page's colour variables. Read once, when first needed. */
const pageStyleUrl = new URL('../../templates/docs-page.css', import.meta.url);
let style: string | undefined;
function reportStyle(): string {
  style ??= `${readFileSync(pageStyleUrl, 'utf8').trimEnd()}
main{margin:0 auto}.pass{color:var(--link)}.fail{color:var(--warn-fg);font-weight:600}.skip{color:var(--muted)}.known{color:var(--muted);font-style:italic}
td,th{vertical-align:top}pre{word-break:break-all}`;
  return style;
}

export function htmlReport(report: Report): string {
  const t = report.totals;
  const verdict = passed(report) ? 'passed' : 'FAILED';
  const groups: [string, string, CheckResult[]][] = [
    ...[...report.methods, ...report.subscriptions].map((m): [string, string, CheckResult[]] => [m.name, m.status, m.checks]),
    [envelopeGroup, report.envelope.some((c) => c.status === 'fail') ? 'fail' : report.stoppedDuring === envelopeGroup ? 'incomplete' : 'pass', report.envelope],
  ];
  const out = [
    '<!doctype html>',
    '<html lang="en">',
    '<head><meta charset="utf-8"/><meta name="viewport" content="width=device-width, initial-scale=1"/><title>rpcforge test: ' + shown(verdict) + '</title><style>' + reportStyle() + '</style></head>',
    '<body>',
    '<main>',
    `<h1>rpcforge test: <span class="${verdict === 'passed' ? 'pass' : 'fail'}">${verdict}</span></h1>`,
    `<p>${shown(report.url)}, spec ${shown(report.spec)}, seed ${report.seed}, ${report.callsPerMethod} generated calls per method.</p>`,
    `<p>${t.methods} methods, ${t.checks} checks: ${t.passed} passed, ${t.failed} failed, ${report.known ? `${report.known.matched} known differences, ${report.known.stale.length} stale, ` : ''}${t.skipped} skipped; ${t.calls} calls.</p>`,
    ...(report.known && report.known.stale.length > 0
      ? ['<p class="fail">Stale known differences (listed, but no longer happen):</p>', '<ul>', ...report.known.stale.map((s) => `<li class="fail">${shown(`${s.at}: ${s.method}: ${s.check}: ${s.reason}`)}</li>`), '</ul>']
      : []),
    ...(report.stopped ? [`<p class="fail">Stopped early (${shown(report.stopped)})${report.stoppedDuring === undefined ? '' : ` during ${shown(report.stoppedDuring)}`}: the checks after the last one listed did not run.</p>`] : []),
    ...(report.skipped.length > 0 ? ['<ul>', ...report.skipped.map((s) => `<li class="skip">${shown(s.method)}: ${shown(s.reason)}</li>`), '</ul>'] : []),
  ];
  // The summary: every failure, a link to its row (the page of a 39-method run is long).
  const failing = groups.flatMap(([name, , checks]) => checks.filter((c) => c.status === 'fail').map((check) => ({ name, check })));
  const anchor = new Map(failing.map((f, i) => [f.check, `failure-${i + 1}`]));
  out.push(`<h2>Summary</h2>`, `<p>${failing.length === 0 ? 'No failures.' : `${failing.length} failure(s):`}</p>`);
  if (failing.length > 0) out.push('<ol>', ...failing.map((f) => `<li><a href="#${anchor.get(f.check)}">${shown(f.name)}: ${shown(f.check.name)}</a>: ${shown(f.check.failure?.message ?? '')}</li>`), '</ol>');
  out.push('<ul>', ...groups.filter(([, , checks]) => checks.length > 0).map(([name, status, checks]) => `<li class="${status === 'pass' || status === 'skip' ? status : 'fail'}">${shown(name)}: ${shown(status)}, ${checks.length} checks, ${checks.filter((c) => c.status === 'fail').length} failed${notes(checks)}</li>`), '</ul>');
  for (const [name, status, checks] of groups) {
    if (checks.length === 0 && status !== 'incomplete') continue;
    out.push(`<h2>${shown(name)} <span class="${status === 'pass' || status === 'skip' ? status : 'fail'}">${shown(status)}</span></h2>`, '<table>', '<tr><th>check</th><th>status</th><th>calls</th><th>details</th></tr>');
    for (const check of checks) {
      const id = anchor.get(check);
      out.push(`<tr${id === undefined ? '' : ` id="${id}"`}><td>${shown(check.name)}</td><td class="${check.status}">${check.status}</td><td>${check.calls}</td><td>${details(check)}</td></tr>`);
    }
    out.push('</table>');
  }
  out.push('</main>', '</body>', '</html>');
  return `${out.join('\n')}\n`;
}

/** The share of generated calls answered, as the text report's method line gives it. */
function notes(checks: CheckResult[]): string {
  const answered = checks.find((c) => c.answered)?.answered;
  return answered === undefined ? '' : `, ${answered.results} of ${answered.calls} generated calls answered`;
}

/** Everything the text report holds for a check: its note, and for a failure the message, params, answer and
 * reproduce line (a failed learned-state check has a note too: both are shown). */
function details(check: CheckResult): string {
  const note = check.note === undefined ? '' : `<p>${shown(check.note)}</p>`;
  const f = check.failure;
  if (!f) return note;
  const parts = [note,...(check.known ? [`<p class="known">known difference: ${shown(check.known.reason)} (${shown(check.known.source)})</p>`] : []), `<p>${shown(f.message)}</p>`];
  if (f.minimal !== undefined) parts.push(`<p>${check.kind === 'generated' ? 'minimal params' : 'params'}${f.shrinks ? ` (after ${f.shrinks} shrinks)` : ''}:</p><pre>${shown(JSON.stringify(f.minimal))}</pre>`);
  if (f.answer !== undefined) parts.push(`<p>answer:</p><pre>${shown(f.answer)}</pre>`);
  parts.push(`<p>reproduce:</p><pre>${shown(f.curl)}</pre>`);
  return parts.join('');
}
