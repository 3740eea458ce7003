// The reference docs page in a real browser: headless Chromium (Debian's `chromium`, driven by puppeteer-core, as in
// test/browser.test.ts) loads docs/index.html as the generated server serves it (GET /v3/), and pages generated from
// the official Ethereum spec, a 147-method corpus document and hostile specs. Checked: no console error and no
// request but the page's own; the search narrows the index as one types; every in-page link leads to an element;
// the copy buttons put the curl line and the client call on the clipboard; axe-core finds no serious or critical
// violation (light and dark schemes); hostile spec text stays inert (no injected element or handler, no dialog).
// Screenshots of the page and of one method are saved to test/artifacts/.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import fc from 'fast-check';
import { launch, type Browser, type Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveOutputs } from '../generator/config/outputs.js';
import { renderDocsPage } from '../generator/emit/docs/page.js';
import { generate } from '../generator/pipeline.js';
import { referenceDir, repoRoot, tempDir } from './helpers.js';
import { exampleHandlers, startServer } from './server-helpers.js';
import { hostileSpec } from './support/hostile.js';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const artifacts = join(repoRoot, 'test', 'artifacts');
const axeSource = readFileSync(join(repoRoot, 'node_modules/axe-core/axe.min.js'), 'utf8');

let browser: Browser | undefined;
let profile: string;
let gateway: string;
let pages: Server | undefined;
let pagesBase: string;
/** Pages served by the static server, by path. */
const staticPages = new Map<string, string>();

beforeAll(async () => {
  if (!existsSync(chromium)) {
    throw new Error(`Chromium is missing at ${chromium}: install it (apt-get update && apt-get install -y chromium) or set CHROMIUM_PATH`);
  }
  profile = tempDir('rpcforge-docs-chromium-');
  mkdirSync(artifacts, { recursive: true });
  browser = await launch({
    executablePath: chromium,
    headless: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', `--user-data-dir=${profile}`],
  });
  gateway = (await startServer(exampleHandlers().handlers)).base;
  pages = createHttpServer((req, res) => {
    const html = staticPages.get(new URL(req.url ?? '/', 'http://x').pathname);
    if (html === undefined) res.writeHead(404).end();
    else res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
  });
  await new Promise<void>((resolve) => pages!.listen(0, '127.0.0.1', resolve));
  pagesBase = `http://127.0.0.1:${(pages.address() as AddressInfo).port}`;
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await new Promise<void>((resolve) => (pages ? pages.close(() => resolve()) : resolve()));
  rmSync(profile, { recursive: true, force: true });
});

interface Visit {
  page: Page;
  requests: string[];
  console: string[];
  errors: string[];
  dialogs: string[];
  loadMs: number;
  /** CPU time of the page's main thread from before the navigation to its load event (Chromium's TaskDuration in thread ticks). */
  cpuMs: number;
}

/** Opens `url` in a fresh page, recording every request, console message of level warning or error, page error and dialog. */
async function visit(url: string, options: { bypassCsp?: boolean } = {}): Promise<Visit> {
  const page = await browser!.newPage();
  await page.setViewport({ width: 1280, height: 900 });
  if (options.bypassCsp) await page.setBypassCSP(true);
  const seen: Visit = { page, requests: [], console: [], errors: [], dialogs: [], loadMs: 0, cpuMs: 0 };
  page.on('request', (r) => seen.requests.push(r.url()));
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warn') seen.console.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => seen.errors.push(String(e)));
  page.on('dialog', (d) => {
    seen.dialogs.push(d.message());
    void d.dismiss();
  });
  // Thread ticks: the durations count the CPU time the page's main thread ran, not the wall time it waited for a core.
  const cdp = await page.createCDPSession();
  await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
  const taskSeconds = async () => (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration')!.value;
  const before = await taskSeconds();
  await page.goto(url, { waitUntil: 'load' });
  seen.cpuMs = ((await taskSeconds()) - before) * 1000;
  await cdp.detach();
  seen.loadMs = await page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    return nav.loadEventEnd - nav.startTime;
  });
  return seen;
}

/** A page of `bytes` characters of plain paragraphs and no script: the baseline a docs page's load is measured against. */
function plainPage(bytes: number): string {
  const head = '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>plain</title></head><body>\n';
  const lines: string[] = [];
  for (let size = head.length, i = 0; size < bytes; i++) {
    const line = `<p>Paragraph ${i}: plain text of about the size of a method's description, with no script and no style.</p>\n`;
    lines.push(line);
    size += line.length;
  }
  return `${head}${lines.join('')}</body></html>\n`;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** In-page links whose target id is missing. */
const brokenLinks = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('a[href^="#"]')].map((a) => decodeURIComponent(a.getAttribute('href')!.slice(1))).filter((id) => document.getElementById(id) === null),
  );

/** Visible index entries after typing `text` into the search box (one key at a time, as a person types). */
async function searchFor(page: Page, text: string): Promise<{ visible: number; count: string }> {
  await page.click('#search', { count: 3 });
  await page.keyboard.press('Backspace');
  await page.type('#search', text);
  return page.evaluate(() => ({
    visible: [...document.querySelectorAll('#index li[data-search]')].filter((li) => !(li as HTMLElement).hidden).length,
    count: document.getElementById('search-count')!.textContent!,
  }));
}

/** axe-core's serious and critical violations, as `rule: target` lines (axe added to the page once). */
async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axeSource });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) }));
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id} (${v.impact}): ${v.targets.join(', ')}`);
}

describe('the docs page in headless Chromium', () => {
  it('served by the generated server: no console error, no other request, search, links, keyboard; screenshots saved', async () => {
    const url = `${gateway}/v3/`;
    const seen = await visit(url);
    const { page } = seen;
    expect(seen.errors).toEqual([]);
    expect(seen.console).toEqual([]);
    expect(seen.requests).toEqual([url]);
    expect(await page.title()).toBe('Blockchain Node JSON-RPC Gateway 3.2.0: API reference');
    expect(await brokenLinks(page)).toEqual([]);

    expect(await searchFor(page, 'getlogs')).toEqual({ visible: 1, count: '1 of 14 methods' });
    expect(await searchFor(page, 'eth_gettransaction')).toEqual({ visible: 3, count: '3 of 14 methods' });
    expect(await searchFor(page, 'starknet')).toEqual({ visible: 1, count: '1 of 14 methods' });
    expect(await searchFor(page, 'no such method')).toEqual({ visible: 0, count: '0 of 14 methods' });
    expect(await page.$$eval('#index .family', (groups) => groups.filter((g) => !(g as HTMLElement).hidden).length)).toBe(0);
    // Enter goes to the first match; Escape clears.
    await searchFor(page, 'eth_getlogs');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement?.id === 'method-eth_getLogs');
    expect(await page.evaluate(() => location.hash)).toBe('#method-eth_getLogs');
    await page.focus('#search');
    await page.keyboard.press('Escape');
    expect(await page.$eval('#search-count', (e) => e.textContent)).toBe('14 methods');
    // "/" focuses the search; Tab moves to links with a visible focus outline.
    await page.evaluate(() => (document.activeElement as HTMLElement).blur());
    await page.keyboard.press('/');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('search');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    const focus = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement;
      const style = getComputedStyle(el);
      return { tag: el.tagName, outline: style.outlineStyle, width: style.outlineWidth };
    });
    expect(focus).toEqual({ tag: 'A', outline: 'solid', width: '3px' });

    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: join(artifacts, 'docs-page.png') });
    const method = (await page.$('#method-eth_getLogs'))!;
    const box = (await method.boundingBox())!;
    await page.screenshot({ path: join(artifacts, 'docs-method.png'), clip: { x: box.x, y: box.y, width: box.width, height: Math.min(box.height, 2400) }, captureBeyondViewport: true });
    expect(existsSync(join(artifacts, 'docs-page.png')) && existsSync(join(artifacts, 'docs-method.png'))).toBe(true);
    await page.close();
  }, 60_000);

  it('the copy buttons put the curl line and the client call on the clipboard', async () => {
    const url = `${gateway}/v3/`;
    await browser!.defaultBrowserContext().overridePermissions(gateway, ['clipboard-read', 'clipboard-write', 'clipboard-sanitized-write']);
    const { page } = await visit(url);
    const curl = await page.$eval('#method-eth_getLogs .example pre[id$="-curl"]', (e) => ({ id: e.id, text: e.textContent! }));
    await page.click(`button[data-copy="${curl.id}"]`);
    await page.waitForFunction((id) => document.querySelector(`button[data-copy="${id}"]`)!.textContent === 'Copied', {}, curl.id);
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(curl.text);
    const body = /--data '(.*)' 'https:/.exec(copied)![1]!;
    const spec = JSON.parse(readFileSync(join(repoRoot, 'generated/openrpc.json'), 'utf8')) as { methods: { name: string; examples: { params: { value: unknown }[] }[] }[] };
    const example = spec.methods.find((m) => m.name === 'eth_getLogs')!.examples[0]!;
    expect(JSON.parse(body)).toEqual({ jsonrpc: '2.0', id: 1, method: 'eth_getLogs', params: example.params.map((p) => p.value) });
    expect(copied).toMatch(/^curl -sS -X POST -H 'content-type: application\/json' --data '.*' 'https:\/\/network-host\.invalid\/v3\/'"\$API_KEY"$/);
    expect(await page.$eval('#copy-status', (e) => e.textContent)).toBe('Copied');

    const call = await page.$eval('#method-eth_getLogs .example pre[id$="-call"]', (e) => ({ id: e.id, text: e.textContent! }));
    await page.click(`button[data-copy="${call.id}"]`);
    await page.waitForFunction((id) => document.querySelector(`button[data-copy="${id}"]`)!.textContent === 'Copied', {}, call.id);
    const copiedCall = await page.evaluate(() => navigator.clipboard.readText());
    expect(copiedCall).toBe(call.text);
    expect(copiedCall.startsWith('await client.eth_getLogs({')).toBe(true);
    expect(JSON.parse(copiedCall.slice('await client.eth_getLogs('.length, -');'.length))).toEqual(example.params[0]!.value);
    await page.close();
  }, 60_000);

  it('axe-core finds no serious or critical violation, in the light and the dark scheme', async () => {
    // One page for both schemes: its colours follow prefers-color-scheme in its CSS alone (no script reads it, no
    // transition), and axe run again on the page sees the switch.
    const { page } = await visit(`${gateway}/v3/`, { bypassCsp: true });
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: scheme }]);
      expect(await page.evaluate((s) => matchMedia(`(prefers-color-scheme: ${s})`).matches, scheme), scheme).toBe(true);
      expect(await axeViolations(page), scheme).toEqual([]);
      if (scheme === 'dark') await page.screenshot({ path: join(artifacts, 'docs-page-dark.png') });
    }
    await page.close();
  }, 120_000);

  it('large real specs (the official Ethereum spec, 147 Firebolt methods) load for at most 2.5 times the CPU of a plain page of their size, and search in well under a second', async () => {
    for (const [name, file] of [
      ['ethereum', 'execution-apis/openrpc.json'],
      ['firebolt', 'corpus/firebolt/firebolt-core-open-rpc.json'],
    ] as const) {
      const { model } = generate(join(referenceDir, file), { outputs: resolveOutputs(['types']) });
      const html = renderDocsPage(model).html;
      staticPages.set(`/${name}/`, html);
      staticPages.set(`/${name}-plain/`, plainPage(html.length));
      // The load's CPU time, not its wall time: a 1 s wall-time bound failed on a busy machine (2.2 s), where the
      // page waits for a core most of the time, and a wall-time ratio to a baseline page swung from 0.7 to 3.4 there.
      // CPU time against a plain page of the same size (paragraphs, no script) measured beside it, in the same run:
      // medians 1.2–1.6. A page whose script or markup costs 2.5 times what its bytes do fails whatever the machine.
      // A bound of 1 s of CPU was dropped: the same page measured 0.5–0.6 s in one session and 0.8–1.05 s in a later
      // one on the same host, its plain page moving with it. Three rounds in alternating order, the medians: one
      // stalled page does not decide.
      const docsCpu: number[] = [];
      const ratios: number[] = [];
      let seen: Visit | undefined;
      for (let round = 0; round < 3; round++) {
        const order = round % 2 === 0 ? ['plain', 'docs'] : ['docs', 'plain'];
        const cpu: Record<string, number> = {};
        for (const which of order) {
          const visited = await visit(`${pagesBase}/${name}${which === 'plain' ? '-plain' : ''}/`);
          cpu[which] = visited.cpuMs;
          if (which === 'docs' && seen === undefined) seen = visited;
          else await visited.page.close();
        }
        docsCpu.push(cpu.docs!);
        ratios.push(cpu.docs! / cpu.plain!);
      }
      expect(median(ratios), `${name}: docs / plain CPU time of the load, ${ratios.map((r) => r.toFixed(2)).join(', ')} (docs page: ${docsCpu.map((ms) => ms.toFixed(0)).join(', ')} ms)`).toBeLessThan(2.5);
      seen = seen!;
      expect(seen.errors, name).toEqual([]);
      expect(seen.console, name).toEqual([]);
      expect(seen.requests, name).toEqual([`${pagesBase}/${name}/`]);
      expect(await brokenLinks(seen.page), name).toEqual([]);
      const total = model.methods.length;
      // Typing a query, one input event per character, each filtering the whole index.
      const searchMs = await seen.page.evaluate(() => {
        const input = document.getElementById('search') as HTMLInputElement;
        const started = performance.now();
        for (const text of ['g', 'ge', 'get', 'getb', 'getbl', 'getblo', 'getbloc', 'getblock']) {
          input.value = text;
          input.dispatchEvent(new Event('input'));
        }
        return performance.now() - started;
      });
      expect(searchMs, name).toBeLessThan(250);
      const count = await seen.page.$eval('#search-count', (e) => e.textContent!);
      expect(count, name).toMatch(new RegExp(`^\\d+ of ${total} methods$`));
      expect(Number(count.split(' ')[0]), name).toBeLessThan(total);
      await seen.page.close();
    }
  }, 120_000);
});

describe('text past Latin-1', () => {
  it('is written as character references, one byte a character, and shown as the spec wrote it: title, prose, names, enums, examples, search', async () => {
    const words = { title: 'Passerelle \u2014 \u7f51\u5173', prose: 'Renvoie le bloc \u2192 ses re\u00e7us \u2026 \ud83d\ude80', param: 'r\u00e9f\u00e9rence', value: '\u043f\u0440\u0438\u0432\u0435\u0442 \ud83d\ude00' };
    const spec = {
      openrpc: '1.2.6',
      info: { title: words.title, version: '1.0.0', description: words.prose },
      servers: [{ name: 'n', url: 'http://127.0.0.1:1/' }],
      methods: [
        {
          name: 'bloc_lire',
          summary: words.prose,
          params: [{ name: words.param, required: true, schema: { type: 'string', enum: [words.value, 'b'] } }],
          result: { name: 'r', schema: { type: 'string', description: words.prose } },
          examples: [{ name: 'e', params: [{ name: words.param, value: words.value }], result: { name: 'r', value: words.value } }],
        },
        { name: 'other', params: [], result: { name: 'r', schema: { type: 'string' } } },
      ],
    };
    const dir = tempDir();
    writeFileSync(join(dir, 'openrpc.json'), JSON.stringify(spec));
    const html = generate(join(dir, 'openrpc.json')).files.find((f) => f.path === 'docs/index.html')!.contents;
    expect(html).toMatch(/^[\x00-\xff]*$/);
    expect(html).toContain('&#x2014;');
    expect(html).toContain('r\u00e9f\u00e9rence');
    staticPages.set('/past-latin1/', html);
    const seen = await visit(`${pagesBase}/past-latin1/`);
    const { page } = seen;
    const shown = await page.evaluate(() => ({ title: document.title, text: document.body.textContent ?? '', options: [...document.querySelectorAll('option')].map((o) => o.value) }));
    expect(shown.title).toContain(words.title);
    for (const text of Object.values(words)) expect(shown.text).toContain(text);
    expect(shown.options).toContain(words.value);
    // The script runs (its hash matches the policy): the search narrows the index on text past Latin-1.
    expect((await searchFor(page, '\u2192 ses re\u00e7us')).visible).toBe(1);
    expect((await searchFor(page, '\ud83d\ude80')).visible).toBe(1);
    expect(seen.errors).toEqual([]);
    expect(seen.console).toEqual([]);
    await page.close();
  }, 60_000);
});

describe('hostile spec text stays inert in the browser', () => {
  const payloads = [
    '</script><img src=x onerror="window.__pwned=1;alert(1)">',
    '"><svg onload="window.__pwned=2;alert(2)">',
    "'><iframe src=javascript:alert(3)>",
    '<script>window.__pwned=4;alert(4)</script>',
    '[click](javascript:alert(5)) <a href="javascript:alert(6)">x</a> ![i](https://tracker.example/p.png)',
    '\u2028</style><style>body{display:none}</style>{{{x}}}',
  ];
  const p = (i: number) => payloads[i % payloads.length]!;

  function handmade(): unknown {
    return {
      openrpc: '1.2.6',
      info: { title: p(0), version: p(1), description: p(4), 'x-not-shown': [{ topic: p(1), text: p(0) }] },
      servers: [{ name: p(2), url: 'https://{host}/v1/{apiKey}', description: p(3), variables: { host: { default: p(5) }, apiKey: { default: 'k' } }, 'x-auth': { in: 'path', variable: 'apiKey' } }],
      methods: payloads.map((payload, i) => ({
        name: `m${i}${payload}`,
        summary: p(i + 1),
        description: p(i + 2),
        'x-decision': p(i + 3),
        tags: [{ name: p(i) }],
        params: [{ name: `a${payload}`, required: true, description: p(i + 4), 'x-decision': p(i), schema: { $ref: '#/components/schemas/Thing' } }],
        result: { name: p(i + 5), description: p(i), schema: { type: 'string', description: p(i + 1), enum: [p(i), p(i + 1)] } },
        errors: [{ code: 1000 + i, message: p(i), data: p(i + 2) }],
        examples: [{ name: p(i + 3), description: p(i + 4), params: [{ name: `a${payload}`, value: { [p(i)]: p(i + 1) } }], result: { name: 'r', value: p(i) } }],
      })),
      components: { schemas: { Thing: { type: 'object', title: p(2), description: p(3), properties: Object.fromEntries(payloads.map((x, i) => [x, { type: 'string', description: p(i + 1) }])) } } },
    };
  }

  it('payloads in every text position render as text: no injected element or handler, no dialog, no console error', async () => {
    const specs = [handmade(), ...fc.sample(hostileSpec, { numRuns: 2, seed: 20261125 })];
    for (const [n, spec] of specs.entries()) {
      const dir = tempDir();
      writeFileSync(join(dir, 'openrpc.json'), JSON.stringify(spec));
      const html = generate(join(dir, 'openrpc.json')).files.find((f) => f.path === 'docs/index.html')!.contents;
      staticPages.set(`/hostile-${n}/`, html);
      const seen = await visit(`${pagesBase}/hostile-${n}/`);
      const { page } = seen;
      // Exercise the script too: search with a payload, click every copy button.
      await page.type('#search', '<img src=x onerror=alert(7)>');
      for (const button of await page.$$('button[data-copy]')) await button.click();
      const found = await page.evaluate(() => ({
        pwned: (window as unknown as { __pwned?: unknown }).__pwned ?? null,
        scripts: document.scripts.length,
        injected: document.querySelectorAll('img, svg, iframe, object, embed, link, form, body style, base').length,
        handlers: [...document.querySelectorAll('*')].flatMap((el) => [...el.attributes].filter((a) => /^on/i.test(a.name)).map((a) => `${el.tagName} ${a.name}`)),
        unsafeLinks: [...document.querySelectorAll('a[href]')].map((a) => a.getAttribute('href')!).filter((h) => !/^(#|https?:|mailto:)/i.test(h)),
        bodyShown: getComputedStyle(document.body).display !== 'none',
        text: document.body.textContent ?? '',
      }));
      expect(found, `spec ${n}`).toMatchObject({ pwned: null, scripts: 1, injected: 0, handlers: [], unsafeLinks: [], bodyShown: true });
      expect(seen.dialogs, `spec ${n}`).toEqual([]);
      expect(seen.errors, `spec ${n}`).toEqual([]);
      expect(seen.console, `spec ${n}`).toEqual([]);
      expect(seen.requests, `spec ${n}`).toEqual([`${pagesBase}/hostile-${n}/`]);
      expect(await brokenLinks(page), `spec ${n}`).toEqual([]);
      if (n === 0) {
        // Shown as written.
        expect(found.text).toContain('</script><img src=x onerror="window.__pwned=1;alert(1)">');
        expect(found.text).toContain('"><svg onload="window.__pwned=2;alert(2)">');
        await page.screenshot({ path: join(artifacts, 'docs-hostile.png') });
      }
      await page.close();
    }
  }, 120_000);
});
