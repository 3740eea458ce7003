// The command outputs quoted in the guide are what the commands print now (issue 36: the README's `generate` sample
// said `57 written, 73 unchanged` and `:55:5` long after the command printed `82 written, 123 unchanged` and `:61:5`;
// the bundle table said 9.7 KiB for a page that was 12.3). scripts/docs-samples.mjs writes each quote between its
// `<!-- sample: name -->` markers; here the same commands run and every quote must match, timings and ports masked.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain JavaScript script, without declarations
import { mask, pages, quotes, rewrite, root, runSamples, samples } from '../scripts/docs-samples.mjs';

type Quote = { name: string; text: string };
const texts = new Map<string, string>((pages() as string[]).map((p) => [p, readFileSync(join(root as string, p), 'utf8')]));
const quoted: Array<Quote & { page: string }> = [...texts].flatMap(([page, text]) => (quotes(text) as Quote[]).map((q) => ({ ...q, page })));
let outputs: Record<string, string>;

beforeAll(async () => {
  outputs = await runSamples([...new Set(quoted.map((q) => q.name))]);
}, 180_000);

describe('the samples quoted in the guide', () => {
  it('every sample is quoted somewhere, and every quote names a sample', () => {
    expect([...new Set(quoted.map((q) => q.name))].sort()).toEqual(Object.keys(samples).sort());
    // The README's three and the bundle table at least: a marker lost in an edit shows here.
    expect(quoted.map((q) => `${q.page} ${q.name}`)).toEqual(expect.arrayContaining([
      'README.md generate-after-edit', 'README.md diff-after-edit', 'README.md npm-start', 'docs/browsers-and-edge.md bundle-sizes',
    ]));
  });

  it.each(quoted.map((q) => [`${q.page}: ${q.name}`, q] as const))('%s is what the command prints now', (_label, q) => {
    expect(mask(q.text), `stale: node scripts/docs-samples.mjs rewrites it (${samples[q.name].command})`).toBe(mask(outputs[q.name]));
  });

  it('masks only what varies between runs: a changed count, line or size still differs', () => {
    const now = outputs['generate-after-edit']!;
    expect(now).toMatch(/ in \d+ ms: /);
    expect(mask(now.replace(/ in \d+ ms: /, ' in 1 ms: '))).toBe(mask(now));
    expect(mask(now.replace(/(\d+) written/, (_m, n: string) => `${Number(n) + 1} written`))).not.toBe(mask(now));
    expect(mask(now.replace(/eth_estimateGas\.yaml:(\d+):/, (_m, n: string) => `eth_estimateGas.yaml:${Number(n) + 1}:`))).not.toBe(mask(now));
    const sizes = outputs['bundle-sizes']!;
    expect(mask(sizes.replace(/\d+\.\d KiB/, '0.1 KiB'))).not.toBe(mask(sizes));
  });

  it('the rewrite puts each output between its markers and leaves the rest of the page alone', () => {
    const page = 'before\n<!-- sample: diff-after-edit -->\n```\nold\n```\n<!-- /sample -->\nafter\n';
    const next = rewrite(page, { 'diff-after-edit': 'new\nlines' }) as string;
    expect(next).toBe('before\n<!-- sample: diff-after-edit -->\n```\nnew\nlines\n```\n<!-- /sample -->\nafter\n');
    expect(quotes(next)).toEqual([{ name: 'diff-after-edit', text: 'new\nlines' }]);
    // Only a port or a timing changed: the page is left as it is.
    const timed = 'x\n<!-- sample: generate-after-edit -->\n```\nin 1086 ms at 127.0.0.1:40603\n```\n<!-- /sample -->\n';
    expect(rewrite(timed, { 'generate-after-edit': 'in 1609 ms at 127.0.0.1:46563' })).toBe(timed);
  });
});
