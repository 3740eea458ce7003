// The guide: README.md and the pages of docs/. Text moves between pages, headings get renamed and the CLI gains flags;
// none of that breaks a build, so this checks what a reader would hit: every relative link reaches a file, every
// #anchor a heading of its target page (GitHub's slugs), every page is reachable from the README and links back, and
// every flag `rpcforge <command> --help` lists is documented on the CLI page or the command's own page.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import MarkdownIt from 'markdown-it';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './helpers.js';
// @ts-expect-error: a plain JavaScript script, without declarations
import { sentenceLengths } from '../scripts/docs-sentences.mjs';

type Token = ReturnType<InstanceType<typeof MarkdownIt>['parse']>[number];

const md = new MarkdownIt();
const docsDir = join(repoRoot, 'docs');
const pages = ['README.md', ...readdirSync(docsDir).filter((f) => f.endsWith('.md')).sort().map((f) => `docs/${f}`)];

/** A command's own page besides the CLI page, where its flags may be documented instead. */
const commandPages: Record<string, string[]> = {
  diff: ['docs/change-loop.md'],
  serve: ['docs/gateway.md', 'docs/reference-docs.md'],
};
const cliPage = 'docs/cli.md';
/** The README is the short version; past this it is turning back into the manual (move the text into docs/). */
const readmeMaxLines = 250;
/** The guide is written for readers who scan (issue 36: pages ran 33–45 words a sentence, one sentence 748 words).
 * Every page stays at most `maxAverageWords` words a sentence on average, and no sentence passes `maxSentenceWords`
 * (scripts/docs-sentences.mjs measures them). */
const maxAverageWords = 20;
const maxSentenceWords = 60;

/** Visible text of an inline token: text and code spans, link text included, markup left out. */
const inlineText = (inline: Token): string =>
  (inline.children ?? []).map((c) => (c.type === 'text' || c.type === 'code_inline' ? c.content : c.type === 'softbreak' ? ' ' : '')).join('');

/** GitHub's heading ids (github-slugger): lower-case, everything but letters, digits, marks, `_`, `-` and spaces
 * removed, spaces to `-`; a repeated slug gets `-1`, `-2`, … in order. */
function headingSlugs(tokens: Token[]): Set<string> {
  const seen = new Map<string, number>();
  const slugs = new Set<string>();
  tokens.forEach((t, i) => {
    if (t.type !== 'heading_open') return;
    const base = inlineText(tokens[i + 1]!).toLowerCase().replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '').replace(/ /g, '-');
    const n = seen.get(base);
    seen.set(base, (n ?? 0) + 1);
    slugs.add(n === undefined ? base : `${base}-${n}`);
  });
  return slugs;
}

/** Every link and image target outside code, with its line. */
function linkTargets(tokens: Token[]): Array<{ href: string; line: number }> {
  const out: Array<{ href: string; line: number }> = [];
  let line = 1; // table cells' inline tokens carry no position: their row's does
  for (const t of tokens) {
    if (t.map) line = t.map[0] + 1;
    if (t.type !== 'inline') continue;
    for (const c of t.children ?? []) {
      const href = c.type === 'link_open' ? c.attrGet('href') : c.type === 'image' ? c.attrGet('src') : null;
      if (href !== null) out.push({ href: String(href), line });
    }
  }
  return out;
}

const parsed = new Map(pages.map((p) => [p, md.parse(readFileSync(join(repoRoot, p), 'utf8'), {})]));
const slugsOf = (page: string) => headingSlugs(parsed.get(page) ?? md.parse(readFileSync(join(repoRoot, page), 'utf8'), {}));

/** Problems with one link, as `page:line: href: what is wrong`; none when it resolves. */
function checkLink(page: string, href: string, line: number): string | undefined {
  if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//')) return undefined; // https:, mailto:: not ours to check
  const at = `${page}:${line}: ${href}`;
  const hash = href.indexOf('#');
  const path = decodeURIComponent(hash < 0 ? href : href.slice(0, hash));
  const anchor = hash < 0 ? undefined : decodeURIComponent(href.slice(hash + 1));
  const target = path === '' ? join(repoRoot, page) : resolve(dirname(join(repoRoot, page)), path);
  const rel = relative(repoRoot, target);
  if (rel.startsWith('..') || rel.startsWith(sep)) return `${at}: leaves the repository`;
  if (!existsSync(target)) return `${at}: no file ${rel}`;
  if (anchor === undefined || anchor === '') return undefined;
  if (!rel.endsWith('.md') || statSync(target).isDirectory()) {
    return /^L\d+(-L\d+)?$/.test(anchor) ? undefined : `${at}: #${anchor} on ${rel}, which has no headings`;
  }
  const slugs = slugsOf(rel.split(sep).join('/'));
  return slugs.has(anchor) ? undefined : `${at}: no heading #${anchor} in ${rel} (it has: ${[...slugs].join(', ')})`;
}

/** `node bin/rpcforge.js <args> --help`, as a user runs it. */
const help = (...args: string[]) =>
  execFileSync(process.execPath, [join(repoRoot, 'bin/rpcforge.js'), ...args, '--help'], { cwd: repoRoot, encoding: 'utf8' });

/** The lines of a commander help section (`Options:`, `Commands:`) that start an entry. */
function sectionEntries(text: string, heading: string): string[] {
  const lines = text.split('\n');
  const start = lines.indexOf(`${heading}:`);
  if (start < 0) return [];
  const entries: string[] = [];
  for (const line of lines.slice(start + 1)) {
    if (!line.startsWith(' ')) break; // the next section, or the end
    if (/^ {2}\S/.test(line)) entries.push(line.trim());
  }
  return entries;
}

/** The flags of one option entry: `-V, --version  print…` → `-V`, `--version`. */
const flagsOf = (entry: string) => (entry.split(/\s{2,}/)[0] ?? '').match(/(?<![\w-])--?[A-Za-z][\w-]*/g) ?? [];

/** Whether the text names the flag on its own: `--check` is not named by `--check-version`, nor `-h` by `--help`. */
const mentions = (text: string, flag: string) => new RegExp(`(?<![\\w-])${flag}(?![\\w-])`).test(text);

describe('the guide (README.md and docs/)', () => {
  it(`the README stays short: at most ${readmeMaxLines} lines`, () => {
    const lines = readFileSync(join(repoRoot, 'README.md'), 'utf8').split('\n').length;
    expect(lines, `README.md has ${lines} lines; move the new text into the docs/ page for its topic`).toBeLessThanOrEqual(readmeMaxLines);
  });

  it(`every page keeps short sentences: at most ${maxAverageWords} words on average, none past ${maxSentenceWords}`, () => {
    const long: string[] = [];
    for (const page of pages) {
      const lengths = sentenceLengths(readFileSync(join(repoRoot, page), 'utf8')) as number[];
      const average = lengths.reduce((a, b) => a + b, 0) / lengths.length;
      if (average > maxAverageWords) long.push(`${page}: ${average.toFixed(1)} words a sentence on average`);
      const longest = Math.max(...lengths);
      if (longest > maxSentenceWords) long.push(`${page}: a sentence of ${longest} words`);
    }
    expect(long, 'split the sentences (node scripts/docs-sentences.mjs measures each page)').toEqual([]);
  });

  it('the sentence measure counts prose only: code, tables and headings left out, a code span one word', () => {
    const text = '# A heading of many words here\n\nOne two three. Four `five six` seven!\n\n- Eight nine\n\n| a b c | d |\n|---|---|\n\n```\nnot counted at all\n```\n';
    expect(sentenceLengths(text)).toEqual([3, 3, 2]);
  });

  it('every relative link resolves to a file, and every #anchor to a heading of the target page', () => {
    const broken: string[] = [];
    let checked = 0;
    for (const page of pages) {
      for (const { href, line } of linkTargets(parsed.get(page)!)) {
        const problem = checkLink(page, href, line);
        if (problem) broken.push(problem);
        if (!/^[a-z][a-z0-9+.-]*:/i.test(href)) checked++;
      }
    }
    expect(broken).toEqual([]);
    expect(checked).toBeGreaterThan(pages.length * 3); // the pages do link to each other: the check ran on something
  });

  it('every page of docs/ is linked from the README and links back to it', () => {
    const fromReadme = new Set(linkTargets(parsed.get('README.md')!).map(({ href }) => href.split('#')[0]));
    const problems: string[] = [];
    for (const page of pages.filter((p) => p !== 'README.md')) {
      if (!fromReadme.has(page)) problems.push(`${page}: not linked from README.md`);
      const tokens = parsed.get(page)!;
      if (!linkTargets(tokens).some(({ href }) => href.split('#')[0] === '../README.md')) problems.push(`${page}: no link back to ../README.md`);
      const [h1, , , , summary] = tokens; // heading_open, inline, heading_close, paragraph_open, inline
      if (h1?.type !== 'heading_open' || h1.tag !== 'h1') problems.push(`${page}: does not start with a # title`);
      if (summary?.type !== 'inline' || inlineText(summary).length < 20) problems.push(`${page}: no one-line summary under the title`);
    }
    expect(problems).toEqual([]);
  });

  it('the slugs follow GitHub: punctuation dropped, spaces to -, repeats numbered', () => {
    const slugs = headingSlugs(md.parse("# Spec changes: rpcforge diff\n## `rpcforge serve` without an upstream\n## A spec's text\n## Tests\n## Tests\n", {}));
    expect([...slugs]).toEqual(['spec-changes-rpcforge-diff', 'rpcforge-serve-without-an-upstream', 'a-specs-text', 'tests', 'tests-1']);
  });

  it('every flag `rpcforge <command> --help` lists is documented on the CLI page or the command\'s page', () => {
    const top = help();
    const commands = sectionEntries(top, 'Commands').map((e) => e.split(/\s/)[0]!).filter((c) => c !== 'help');
    expect(commands).toEqual(expect.arrayContaining(['generate', 'diff', 'init', 'serve']));
    const listed: Array<{ command: string; flag: string }> = sectionEntries(top, 'Options').flatMap(flagsOf).map((flag) => ({ command: '', flag }));
    for (const command of commands) {
      const flags = sectionEntries(help(command), 'Options').flatMap(flagsOf);
      expect(flags, `no flags parsed from rpcforge ${command} --help`).toContain('--help');
      listed.push(...flags.map((flag) => ({ command, flag })));
    }
    expect(listed.map((l) => `${l.command} ${l.flag}`)).toEqual(expect.arrayContaining(['generate --check', 'serve --no-metrics', ' --version']));
    const text = (p: string) => readFileSync(join(repoRoot, p), 'utf8');
    const missing = listed
      .map(({ command, flag }) => ({ command, flag, where: [cliPage, ...(commandPages[command] ?? [])] }))
      .filter(({ flag, where }) => !where.some((p) => mentions(text(p), flag)))
      .map(({ command, flag, where }) => `rpcforge ${command ? `${command} ` : ''}${flag}: not in ${where.join(' or ')}`);
    expect(missing).toEqual([]);
  });
});
