#!/usr/bin/env node
// Average sentence length of the guide's pages (issue 36: a guide a person scans). Prose only: paragraphs and list
// items; code blocks, tables and headings are left out. A code span counts as one word, a link as its text. A
// sentence ends at `.`, `?` or `!` followed by a space and a capital, a code span or a bracket, or at the end of its
// paragraph or item. Usage: node scripts/docs-sentences.mjs [page.md …] (default: README.md and docs/*.md).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import MarkdownIt from 'markdown-it';

const root = fileURLToPath(new URL('..', import.meta.url));
// html: HTML comments (the sample markers of docs-samples.mjs) are blocks, not prose, as GitHub shows them.
const md = new MarkdownIt({ html: true });

/** Sentences of a page, as their word counts. Headings are inline tokens too: left out by their markup. */
export function sentenceLengths(text) {
  const headings = new Set();
  const tokens = md.parse(text, {});
  tokens.forEach((t, i) => t.type === 'heading_open' && headings.add(tokens[i + 1]));
  const withoutHeadings = tokens.filter((t) => !headings.has(t));
  let inTable = 0;
  const lengths = [];
  for (const token of withoutHeadings) {
    if (token.type === 'table_open') inTable++;
    if (token.type === 'table_close') inTable--;
    if (token.type !== 'inline' || inTable) continue;
    const line = (token.children ?? []).map((c) => (c.type === 'code_inline' ? 'CODE' : c.type === 'text' ? c.content : c.type === 'softbreak' ? ' ' : '')).join('');
    for (const sentence of line.split(/(?<=[.?!])\s+(?=[A-Z(`"*[]|CODE)/)) {
      const words = sentence.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
      if (words > 0) lengths.push(words);
    }
  }
  return lengths;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const pages = process.argv.length > 2 ? process.argv.slice(2) : ['README.md', ...readdirSync(join(root, 'docs')).filter((f) => f.endsWith('.md')).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)).map((f) => `docs/${f}`)];
  console.log('page                         lines  sentences  words/sentence  longest');
  for (const page of pages) {
    const text = readFileSync(join(root, page), 'utf8');
    const lengths = sentenceLengths(text);
    const words = lengths.reduce((a, b) => a + b, 0);
    const avg = lengths.length ? words / lengths.length : 0;
    console.log(`${page.padEnd(28)} ${String(text.split('\n').length).padStart(5)}  ${String(lengths.length).padStart(9)}  ${avg.toFixed(1).padStart(14)}  ${String(Math.max(0, ...lengths)).padStart(7)}`);
  }
}
