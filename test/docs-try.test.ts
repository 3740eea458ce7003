// The docs page's "Try it" runner in headless Chromium (puppeteer-core, as test/docs-browser.test.ts), against a
// real gateway: `rpcforge serve --anvil --mock` in a child process (anvil answers the evm family, the mock the
// Starknet method). Keyboard only: the key typed into its field, a method found with `/` and Enter, its form opened
// and filled with Tab and typing, sent with Enter (Ctrl+Enter from a JSON field). Checked: an invalid field shows the
// validators' reason before anything is sent, and nothing is sent then; the answers are shown checked against the
// result schema; the curl line and client call follow the form; every request goes to the gateway's origin and
// nothing else (another origin refused by the page and by its CSP); the key is in no URL of the page, no storage and
// no cookie; a page opened from a file makes no request at all; axe finds no serious or critical violation with a
// form open, an error shown and an answer shown, in both schemes; `--try-origin` opens the CSP to one more origin.
// A subscription's Try it opens a WebSocket to the gateway, shows the first notifications checked, and unsubscribes.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { launch, type Browser, type BrowserContext, type Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot, tempDir } from './helpers.js';
import { anvilUrl, type Run, serveProcesses, started, stop } from './support/serve-process.js';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const artifacts = join(repoRoot, 'test', 'artifacts');
const axeSource = readFileSync(join(repoRoot, 'node_modules/axe-core/axe.min.js'), 'utf8');
const key = 'try-it-key-5f3a9c0e';

const { run, cleanup } = serveProcesses();
let browser: Browser | undefined;
let gateway: Run | undefined;
let profile: string;
let base: string;
/** A server on another origin, counting what reaches it. */
let other: Server | undefined;
let otherBase: string;
let otherHits: string[] = [];

beforeAll(async () => {
  if (!existsSync(chromium)) {
    throw new Error(`Chromium is missing at ${chromium}: install it (apt-get update && apt-get install -y chromium) or set CHROMIUM_PATH`);
  }
  profile = tempDir('rpcforge-try-chromium-');
  mkdirSync(artifacts, { recursive: true });
  other = createHttpServer((req, res) => {
    otherHits.push(req.method ?? '');
    res.writeHead(200, { 'content-type': 'application/json', 'access-control-allow-origin': '*', 'access-control-allow-headers': 'content-type' }).end('{"jsonrpc":"2.0","id":1,"result":"0x1"}');
  });
  await new Promise<void>((resolve) => other!.listen(0, '127.0.0.1', resolve));
  otherBase = `http://127.0.0.1:${(other.address() as AddressInfo).port}`;
  gateway = run(['--spec', 'spec/openrpc.yaml', '--anvil', '--mock', '--log-level', 'error', '--no-metrics']);
  [browser, base] = await Promise.all([
    launch({
      executablePath: chromium,
      headless: true,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', `--user-data-dir=${profile}`],
    }),
    started(gateway),
  ]);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await new Promise<void>((resolve) => (other ? other.close(() => resolve()) : resolve()));
  // SIGTERM first: the gateway stops its embedded anvil (cleanup's SIGKILL left it to the kernel's parent-death signal).
  if (gateway !== undefined) await stop(gateway);
  cleanup();
  rmSync(profile, { recursive: true, force: true });
});

interface Visit {
  page: Page;
  requests: { url: string; method: string }[];
  errors: string[];
  console: string[];
}

async function visit(url: string, options: { bypassCsp?: boolean; context?: BrowserContext } = {}): Promise<Visit> {
  const page = await (options.context ?? browser!).newPage();
  await page.setViewport({ width: 1280, height: 900 });
  if (options.bypassCsp) await page.setBypassCSP(true);
  const seen: Visit = { page, requests: [], errors: [], console: [] };
  page.on('request', (r) => seen.requests.push({ url: r.url(), method: r.method() }));
  page.on('pageerror', (e) => seen.errors.push(String(e)));
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warn') seen.console.push(`${m.type()}: ${m.text()}`);
  });
  await page.goto(url, { waitUntil: 'load' });
  return seen;
}

const active = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return { id: el?.id ?? '', tag: el?.tagName ?? '', inTry: el?.closest('details.try')?.querySelector('.try-form')?.getAttribute('data-method') ?? '' };
  });

/** Presses Tab until `done` holds for the focused element (at most `max` times). */
async function tabUntil(page: Page, done: (a: Awaited<ReturnType<typeof active>>) => boolean, max = 200): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (done(await active(page))) return;
  }
  throw new Error(`Tab did not reach the element in ${max} presses (at ${JSON.stringify(await active(page))})`);
}

/** Keyboard only: `/`, the method's name, Enter (to the method), Tab to its "Try it" summary, Enter (open), Tab into the first field. */
async function openForm(page: Page, method: string): Promise<string> {
  // Out of a text field first (there "/" is typed), then "/" to the search, Escape to clear it.
  for (let i = 0; i < 10 && ['INPUT', 'TEXTAREA'].includes((await active(page)).tag); i++) await page.keyboard.press('Tab');
  await page.keyboard.press('/');
  await page.keyboard.press('Escape');
  await page.keyboard.type(method.toLowerCase());
  await page.keyboard.press('Enter');
  await page.waitForFunction((id) => document.activeElement?.id === id, {}, `method-${method}`);
  await tabUntil(page, (a) => a.tag === 'SUMMARY' && a.inTry === method, 60);
  await page.keyboard.press('Enter');
  await tabUntil(page, (a) => a.inTry === method && /-p1$/.test(a.id), 5);
  return (await active(page)).id.replace(/-p1$/, '');
}

const text = (page: Page, id: string) => page.$eval(`#${id}`, (e) => e.textContent ?? '');
const statusOf = (page: Page, form: string) => page.waitForFunction((id) => !/^(Sending…)?$/.test(document.getElementById(`${id}-status`)!.textContent!), {}, form);

/** Replaces the focused text field's value, as a person does: select all, type. */
async function retype(page: Page, value: string): Promise<void> {
  await page.keyboard.down('Control');
  await page.keyboard.press('a');
  await page.keyboard.up('Control');
  if (value === '') await page.keyboard.press('Backspace');
  // A long JSON text arrives as one insertion (as a paste does); a short one key by key.
  else if (value.length > 40) await page.keyboard.sendCharacter(value);
  else await page.keyboard.type(value);
}

describe('Try it, in headless Chromium against rpcforge serve --anvil --mock', () => {
  it('keyboard only: eth_getBlockByNumber and the by-name Starknet call sent and their answers checked; an invalid field stopped before sending; no other origin, the key stored nowhere', async () => {
    const url = `${base}/v3/`;
    const seen = await visit(url);
    const { page } = seen;
    expect(seen.errors).toEqual([]);
    expect(await page.$eval('#try', (e) => (e as HTMLElement).hidden)).toBe(false);
    expect(await page.$eval('#try-url', (e) => (e as HTMLInputElement).value)).toBe(`${base}/v3/{apiKey}`);

    // The key, typed into its field after Tab from the top of the page.
    await tabUntil(page, (a) => a.id === 'try-key');
    await page.keyboard.type(key);
    await page.keyboard.press('Tab');

    const form = await openForm(page, 'eth_getBlockByNumber');
    // The example's block number is there; an invalid one is refused as typed, nothing sent.
    await retype(page, '0xZZ');
    const blockError = await text(page, `${form}-p1-error`);
    expect(blockError).toMatch(/^params\[0\]: /);
    expect(await page.$eval(`#${form}-p1`, (e) => e.getAttribute('aria-invalid'))).toBe('true');
    const before = seen.requests.length;
    await page.keyboard.press('Enter');
    await page.waitForFunction((id) => document.getElementById(`${id}-status`)!.textContent!.startsWith('Not sent'), {}, form);
    expect(await text(page, `${form}-status`)).toBe('Not sent: fix the fields marked above.');
    expect(seen.requests.length).toBe(before);

    // Fixed: the error goes, the curl line and the client call follow.
    await retype(page, 'latest');
    expect(await page.$eval(`#${form}-p1-error`, (e) => (e as HTMLElement).hidden)).toBe(true);
    await page.keyboard.press('Tab');
    expect((await active(page)).id).toBe(`${form}-p2`);
    // The boolean: a choice list, chosen by typing the choice's first letter.
    await page.keyboard.type('f');
    expect(await page.$eval(`#${form}-p2`, (e) => (e as HTMLSelectElement).value)).toBe('false');
    const curl = await text(page, `${form}-curl`);
    expect(curl).toBe(
      `curl -sS -X POST -H 'content-type: application/json' --data '{"jsonrpc":"2.0","id":1,"method":"eth_getBlockByNumber","params":["latest",false]}' '${base}/v3/'"$API_KEY"`,
    );
    expect(await text(page, `${form}-call`)).toBe('await client.eth_getBlockByNumber("latest", false);');

    // Enter sends.
    await page.keyboard.press('Enter');
    await statusOf(page, form);
    expect(await text(page, `${form}-status`)).toMatch(/^HTTP 200 in \d+ ms\. The result matches its schema\.$/);
    const block = JSON.parse(await text(page, `${form}-answer-json`)) as { result: { number: string; hash: string; transactions: unknown[] } };
    expect(block.result.number).toMatch(/^0x[0-9a-f]+$/);
    expect(block.result.hash).toMatch(/^0x[0-9a-f]{64}$/);
    expect(await text(page, `${form}-verdict`)).toBe('The result matches its schema.');
    // The 514-character logsBloom wraps under its own indentation, not at the line's start.
    const wrapped = await page.evaluate((id) => {
      const span = [...document.getElementById(`${id}-answer-json`)!.querySelectorAll('span.wrap')].find((e) => e.textContent!.includes('"logsBloom"'))!;
      const range = document.createRange();
      range.selectNodeContents(span);
      // Where each line starts: the leftmost of the text's boxes with that top.
      const starts = new Map<number, number>();
      for (const r of range.getClientRects()) starts.set(Math.round(r.top), Math.min(starts.get(Math.round(r.top)) ?? Infinity, Math.round(r.left)));
      const lines = [...starts.entries()].sort((a, b) => a[0] - b[0]).map(([, left]) => left);
      return { className: span.className, lines: lines.length, first: lines[0]!, rest: [...new Set(lines.slice(1))], padding: Math.round(parseFloat(getComputedStyle(span).paddingLeft)) };
    }, form);
    expect(wrapped.className).toBe('wrap w2');
    expect(wrapped.lines).toBeGreaterThan(1);
    expect(wrapped.padding).toBeGreaterThan(0);
    expect(wrapped.rest).toEqual([wrapped.first + wrapped.padding]);
    const posts = seen.requests.filter((r) => r.method === 'POST');
    expect(posts.map((r) => r.url)).toEqual([`${base}/v3/${key}`]);

    // The by-name Starknet call: its param is an object, edited as JSON (checked as typed), sent with Ctrl+Enter.
    const starknet = await openForm(page, 'starknet_addDeployAccountTransaction');
    expect(await page.$eval(`#${starknet}-p1`, (e) => e.tagName)).toBe('TEXTAREA');
    const json = await page.$eval(`#${starknet}-p1`, (e) => (e as HTMLTextAreaElement).value);
    const transaction = JSON.parse(json) as Record<string, unknown>;
    await retype(page, '{"type": "DEPLOY_ACCOUNT",');
    expect(await text(page, `${starknet}-p1-error`)).toMatch(/^not JSON: /);
    await retype(page, JSON.stringify({ ...transaction, version: 12 }));
    expect(await text(page, `${starknet}-p1-error`)).toMatch(/^params\.deploy_account_transaction/);
    await retype(page, JSON.stringify(transaction));
    expect(await page.$eval(`#${starknet}-p1-error`, (e) => (e as HTMLElement).hidden)).toBe(true);
    expect(await text(page, `${starknet}-call`)).toBe(`await client.starknet_addDeployAccountTransaction(${JSON.stringify({ deploy_account_transaction: transaction }, null, 2)});`);
    await page.keyboard.down('Control');
    await page.keyboard.press('Enter');
    await page.keyboard.up('Control');
    await statusOf(page, starknet);
    expect(await text(page, `${starknet}-status`)).toMatch(/^HTTP 200 in \d+ ms\. The result matches its schema\.$/);
    const answer = JSON.parse(await text(page, `${starknet}-answer-json`)) as { result: { transaction_hash: string } };
    expect(answer.result.transaction_hash).toMatch(/^0x[0-9a-fA-F]+$/);

    // Only the gateway's origin was asked for anything; the key is in the POSTs' path alone.
    expect(seen.requests.every((r) => new URL(r.url).origin === base)).toBe(true);
    expect(seen.requests.filter((r) => r.method === 'POST').map((r) => r.url)).toEqual([`${base}/v3/${key}`, `${base}/v3/${key}`]);
    const kept = await page.evaluate(() => ({ local: localStorage.length, session: sessionStorage.length, cookie: document.cookie, href: location.href, html: document.documentElement.outerHTML }));
    expect(kept.local).toBe(0);
    expect(kept.session).toBe(0);
    expect(kept.cookie).toBe('');
    expect(kept.href).not.toContain(key);
    expect(kept.html).not.toContain(key);
    expect(await page.cookies()).toEqual([]);
    expect(seen.errors).toEqual([]);

    const section = (await page.$('#method-eth_getBlockByNumber details.try'))!;
    await section.screenshot({ path: join(artifacts, 'docs-try.png') });
    await page.close();
  }, 120_000);

  it("says when the spec's example finds nothing on this node, and a refused send leaves no earlier answer on screen", async () => {
    const seen = await visit(`${base}/v3/`);
    const { page } = seen;
    await page.$eval('#try-key', (e, value) => ((e as HTMLInputElement).value = value), key);
    const form = await openForm(page, 'eth_getBlockByNumber');
    const sendAndWait = async () => {
      await page.$eval(`#${form}-status`, (e) => (e.textContent = ''));
      await page.keyboard.press('Enter');
      await statusOf(page, form);
    };
    // The example's block (0x5bad55, mainnet's) is not on the embedded anvil: null, and the page says why.
    expect(await page.$eval(`#${form}-p1`, (e) => (e as HTMLInputElement).value)).toBe('0x5bad55');
    await sendAndWait();
    expect((JSON.parse(await text(page, `${form}-answer-json`)) as { result: unknown }).result).toBeNull();
    expect(await text(page, `${form}-verdict`)).toBe("The result matches its schema.\nThe fields hold the spec's example: a node on another network, or a local one, may not have its block, transaction or account.");
    // A block the reader typed: the same null is theirs to read, with no word about the example.
    await retype(page, '0x5bad56');
    await sendAndWait();
    expect((JSON.parse(await text(page, `${form}-answer-json`)) as { result: unknown }).result).toBeNull();
    expect(await text(page, `${form}-verdict`)).toBe('The result matches its schema.');
    // Refused before sending: the answer above belonged to the last send, so it goes.
    await retype(page, '0xZZ');
    await sendAndWait();
    expect(await text(page, `${form}-status`)).toBe('Not sent: fix the fields marked above.');
    expect(await page.$eval(`#${form}-answer`, (e) => (e as HTMLElement).hidden)).toBe(true);
    expect(await text(page, `${form}-verdict`)).toBe('');
    expect(seen.errors).toEqual([]);
    await page.close();
  }, 120_000);

  it('starts the key field with serve\'s --demo-key, so that the first send needs no typing', async () => {
    const demoKey = 'demo-try-key-0001';
    const demo = run(['--spec', 'spec/openrpc.yaml', '--mock', '--demo-key', demoKey, '--log-level', 'error', '--no-metrics']);
    try {
      const demoBase = await started(demo);
      // A browser context of its own, closed before the server is stopped: a connection Chromium keeps open to it
      // (the page closed or not) held the stop until its 10 s SIGKILL.
      const context = await browser!.createBrowserContext();
      const seen = await visit(`${demoBase}/v3/`, { context });
      const { page } = seen;
      expect(await page.$eval('#try-key', (e) => (e as HTMLInputElement).value)).toBe(demoKey);
      expect(await text(page, 'try-key-hint')).toMatch(/^Filled with this server's public demo key; replace it with your own\./);
      const form = await openForm(page, 'eth_getBlockByNumber');
      await page.keyboard.press('Enter');
      await statusOf(page, form);
      expect(await text(page, `${form}-status`)).toMatch(/^HTTP 200 in \d+ ms\. The result matches its schema\.$/);
      expect(seen.requests.filter((r) => r.method === 'POST').map((r) => r.url)).toEqual([`${demoBase}/v3/${demoKey}`]);
      await context.close();
    } finally {
      await stop(demo);
    }
  }, 120_000);

  it("a subscription's Try it: newHeads over WebSocket, five heads shown and checked, then unsubscribed; bad params refused", async () => {
    const seen = await visit(`${base}/v3/`);
    const { page } = seen;
    // What crosses the page's WebSockets, as Chromium's DevTools protocol reports it.
    const cdp = await page.createCDPSession();
    const frames: { sent: boolean; text: string }[] = [];
    const sockets: string[] = [];
    cdp.on('Network.webSocketCreated', (e: { url: string }) => void sockets.push(e.url));
    cdp.on('Network.webSocketFrameSent', (e: { response: { payloadData: string } }) => void frames.push({ sent: true, text: e.response.payloadData }));
    cdp.on('Network.webSocketFrameReceived', (e: { response: { payloadData: string } }) => void frames.push({ sent: false, text: e.response.payloadData }));
    await cdp.send('Network.enable');
    await page.$eval('#try-key', (e, value) => ((e as HTMLInputElement).value = value), key);
    const form = await page.$eval('.try-sub-form[data-name="newHeads"]', (e) => e.id);
    await page.$eval(`#${form}`, (e) => ((e.closest('details') as HTMLDetailsElement).open = true));
    const status = () => text(page, `${form}-status`);
    // Params the kind does not take: refused before any socket opens.
    await page.$eval(`#${form}-params`, (e) => ((e as HTMLTextAreaElement).value = '[1]'));
    await page.click(`#${form} button.subscribe`);
    expect(await status()).toBe('Not subscribed: fix the params.');
    expect(await text(page, `${form}-error`)).not.toBe('');
    expect(sockets).toEqual([]);
    await page.$eval(`#${form}-params`, (e) => ((e as HTMLTextAreaElement).value = '[]'));
    // No key where the route takes one: refused, no socket.
    await page.$eval('#try-key', (e) => ((e as HTMLInputElement).value = ''));
    await page.click(`#${form} button.subscribe`);
    expect(await status()).toBe('Not subscribed: enter an API key at the top of the page (Try it).');
    expect(sockets).toEqual([]);
    await page.$eval('#try-key', (e, value) => ((e as HTMLInputElement).value = value), key);
    await page.click(`#${form} button.subscribe`);
    await page.waitForFunction((id) => /waiting for notifications/.test(document.getElementById(`${id}-status`)!.textContent!), { timeout: 20_000 }, form);
    const node = anvilUrl(gateway!);
    const mine = async () => {
      const reply = await fetch(node, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"jsonrpc":"2.0","id":1,"method":"evm_mine","params":[]}' });
      expect(reply.status).toBe(200);
    };
    for (let i = 0; i < 6; i++) await mine();
    await page.waitForFunction((id) => /notifications shown; unsubscribed/.test(document.getElementById(`${id}-status`)!.textContent!), { timeout: 20_000 }, form);
    expect(await status()).toBe('5 notifications shown; unsubscribed.');
    const items = await page.$$eval(`#${form}-list li`, (lis) => lis.map((li) => ({ verdict: li.querySelector('p')!.textContent, head: JSON.parse(li.querySelector('code')!.textContent!) as { number: string } })));
    expect(items.map((i) => i.verdict)).toEqual(Array(5).fill('Matches its schema.'));
    const numbers = items.map((i) => Number(BigInt(i.head.number)));
    expect(numbers).toEqual([0, 1, 2, 3, 4].map((n) => numbers[0]! + n));
    // One socket, to the gateway's WebSocket route; the subscribe call, then the unsubscribe with the id answered.
    expect(sockets).toEqual([`${base.replace('http:', 'ws:')}/ws/v3/${key}`]);
    const sent = frames.filter((f) => f.sent).map((f) => JSON.parse(f.text) as { method: string; params: unknown[] });
    const answer = frames.filter((f) => !f.sent).map((f) => JSON.parse(f.text) as { id?: number; result?: unknown }).find((m) => m.id === 1);
    expect(sent).toEqual([
      { jsonrpc: '2.0', id: 1, method: 'eth_subscribe', params: ['newHeads'] },
      { jsonrpc: '2.0', id: 2, method: 'eth_unsubscribe', params: [answer!.result] },
    ]);
    await expect.poll(() => frames.some((f) => !f.sent && (JSON.parse(f.text) as { id?: number }).id === 2), { timeout: 10_000 }).toBe(true);
    expect(seen.errors).toEqual([]);
    await page.close();
  }, 120_000);

  it('another origin: refused by the page, and by its CSP when the page is bypassed; nothing reaches it', async () => {
    const seen = await visit(`${base}/v3/`);
    const { page } = seen;
    await page.evaluate((to) => {
      const input = document.getElementById('try-url') as HTMLInputElement;
      input.value = to;
      input.dispatchEvent(new Event('input'));
      (document.getElementById('try-key') as HTMLInputElement).value = 'k';
    }, `${otherBase}/v3/{apiKey}`);
    await page.click('#method-eth_getBlockByNumber details.try summary');
    const form = await page.$eval('#method-eth_getBlockByNumber .try-form', (e) => e.id);
    await page.click(`#${form} button.send`);
    await page.waitForFunction((id) => document.getElementById(`${id}-status`)!.textContent !== '', {}, form);
    expect(await text(page, `${form}-status`)).toBe(`Not sent: this page may connect to ${base} only (its Content-Security-Policy), not ${otherBase}.`);
    // The curl line follows the URL typed.
    expect(await text(page, `${form}-curl`)).toMatch(new RegExp(`'${otherBase.replace(/[.]/g, '\\.')}/v3/'"\\$API_KEY"$`));
    const direct = await page.evaluate((to) => fetch(to, { method: 'POST', body: '{}' }).then(() => 'sent', (e: unknown) => String(e)), `${otherBase}/x`);
    expect(direct).toMatch(/TypeError/);
    expect(otherHits).toEqual([]);
    expect(seen.requests.every((r) => new URL(r.url).origin === base)).toBe(true);
    await page.close();
  }, 60_000);

  it('opened from a file: no request at all; the forms still build the curl line and the client call, with no Send', async () => {
    const dir = tempDir();
    const file = join(dir, 'index.html');
    writeFileSync(file, await (await fetch(`${base}/v3/`)).text());
    const url = pathToFileURL(file).href;
    const seen = await visit(url);
    const { page } = seen;
    expect(seen.errors).toEqual([]);
    expect(await text(page, 'try-note')).toMatch(/^Opened from a file: this page sends nothing/);
    await page.click('#method-eth_getLogs details.try summary');
    const form = await page.$eval('#method-eth_getLogs .try-form', (e) => e.id);
    expect(await page.$eval(`#${form} button.send`, (e) => (e as HTMLElement).hidden)).toBe(true);
    expect(await text(page, `${form}-curl`)).toMatch(/^curl -sS -X POST .*"method":"eth_getLogs".* 'https:\/\/network-host\.invalid\/v3\/'"\$API_KEY"$/);
    await page.focus(`#${form}-p1`);
    await retype(page, '{"fromBlock": "0x1", "toBlock": "latest"}');
    expect(await text(page, `${form}-call`)).toBe(`await client.eth_getLogs(${JSON.stringify({ fromBlock: '0x1', toBlock: 'latest' }, null, 2)});`);
    await page.keyboard.down('Control');
    await page.keyboard.press('Enter');
    await page.keyboard.up('Control');
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(seen.requests).toEqual([{ url, method: 'GET' }]);
    await page.close();
    rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  it('axe-core: no serious or critical violation with a form open, an error and an answer shown, in both schemes', async () => {
    // One page for both schemes: the page's colours follow prefers-color-scheme in its CSS alone (no script reads it,
    // no transition), so the form, the error and the answer shown once are checked in each scheme in turn.
    const { page } = await visit(`${base}/v3/`, { bypassCsp: true });
    await page.type('#try-key', key);
    for (const method of ['eth_getBlockByNumber', 'eth_getLogs']) await page.click(`#method-${method} details.try summary`);
    const [blockForm, logsForm] = await page.$$eval('details.try[open] .try-form', (forms) => forms.map((f) => f.id));
    await page.click(`#${blockForm} button.send`);
    await statusOf(page, blockForm!);
    await page.focus(`#${logsForm}-p1`);
    await retype(page, '{"fromBlock": "nope"}');
    expect(await text(page, `${logsForm}-p1-error`)).not.toBe('');
    await page.addScriptTag({ content: axeSource });
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: scheme }]);
      expect(await page.evaluate((s) => matchMedia(`(prefers-color-scheme: ${s})`).matches, scheme), scheme).toBe(true);
      const violations = await page.evaluate(async () => {
        const axe = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> } }).axe;
        const result = await axe.run(document, { resultTypes: ['violations'] });
        return result.violations.map((v) => ({ id: v.id, impact: v.impact, targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) }));
      });
      expect(
        violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.targets.join(', ')}`),
        scheme,
      ).toEqual([]);
    }
    await page.close();
  }, 120_000);
});

describe('rpcforge serve --try-origin', () => {
  it('adds the origin to the page CSP connect-src: the page then sends there; a bad origin is refused at start', async () => {
    const docs = run(['--spec', 'spec/openrpc.yaml', '--try-origin', otherBase]);
    await until(() => /serving the reference/.test(docs.out()), 60_000);
    const docsBase = /at (http:\/\/127\.0\.0\.1:\d+)\//.exec(docs.out())![1]!;
    const response = await fetch(`${docsBase}/`);
    expect(response.headers.get('content-security-policy')).toContain(`connect-src 'self' ${otherBase};`);
    const seen = await visit(`${docsBase}/`);
    const { page } = seen;
    await page.evaluate((to) => {
      const input = document.getElementById('try-url') as HTMLInputElement;
      input.value = to;
      input.dispatchEvent(new Event('input'));
      (document.getElementById('try-key') as HTMLInputElement).value = 'k';
    }, `${otherBase}/v3/{apiKey}`);
    await page.click('#method-eth_getBlockByNumber details.try summary');
    const form = await page.$eval('#method-eth_getBlockByNumber .try-form', (e) => e.id);
    await page.click(`#${form} button.send`);
    await statusOf(page, form);
    // The other server answers "0x1", which is no block: shown, with the validators' reason.
    expect(await text(page, `${form}-status`)).toMatch(/^HTTP 200 in \d+ ms\. The result does not match its schema \(1 reason\):$/);
    expect(await text(page, `${form}-verdict`)).toMatch(/^The result does not match its schema \(1 reason\):\nresult: /);
    // The CORS preflight (the body is JSON), then the call.
    expect(otherHits).toEqual(['OPTIONS', 'POST']);
    await page.close();

    const bad = run(['--spec', 'spec/openrpc.yaml', '--try-origin', 'https://x.example/path']);
    expect(await bad.exited).toBe(2);
    expect(bad.err()).toContain('--try-origin: not an origin (scheme://host[:port], http or https): "https://x.example/path"');
  }, 120_000);
});

async function until(check: () => boolean, ms: number): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
