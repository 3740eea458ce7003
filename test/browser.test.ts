// The generated client in a real browser: headless Chromium (Debian's `chromium`, driven by puppeteer-core) loads a
// page served from one 127.0.0.1 origin, bundled by esbuild from the packed package, which calls the generated
// server on another origin over HTTP (fetch) and the browser's WebSocket. Chromium is required: without it this test
// fails, saying how to install it (CI installs it in .ci/run). A screenshot of the page's result table is saved to
// test/artifacts/browser-results.png.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer as createHttpServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { launch, type Browser } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { raiseExecutionReverted } from '../generated/dist/server.js';
import { repoRoot } from './helpers.js';
import { exampleHandlers, examples, startServer } from './server-helpers.js';
import { bundle, type PackedProject, packedProject } from './support/packed.js';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const artifacts = join(repoRoot, 'test', 'artifacts');

interface Row {
  name: string;
  outcome: string;
  detail: string;
  value?: { number?: string; hash?: string };
  errorName?: string;
  reason?: string;
  code?: number;
}

let project: PackedProject;
let browser: Browser | undefined;
let site: Server | undefined;
let profile: string;

beforeAll(async () => {
  if (!existsSync(chromium)) {
    throw new Error(`Chromium is missing at ${chromium}: install it (apt-get update && apt-get install -y chromium) or set CHROMIUM_PATH`);
  }
  project = packedProject();
  profile = join(project.dir, 'chromium-profile');
  browser = await launch({
    executablePath: chromium,
    headless: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', `--user-data-dir=${profile}`],
  });
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await new Promise<void>((resolve) => (site ? site.close(() => resolve()) : resolve()));
  if (project !== undefined) rmSync(project.dir, { recursive: true, force: true });
});

/** Serves the page and its bundle from 127.0.0.1 at a free port: the page's origin. */
async function servePage(script: string): Promise<string> {
  const html = '<!doctype html><meta charset="utf-8"><title>running</title><style>td,th{border:1px solid #999;padding:4px 8px;font:13px monospace}</style>' +
    '<table id="results"><thead><tr><th>call</th><th>outcome</th><th>detail</th></tr></thead><tbody></tbody></table><script type="module" src="/page.js"></script>';
  site = createHttpServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    if (path === '/page.js') res.writeHead(200, { 'content-type': 'text/javascript' }).end(script);
    else if (path === '/') res.writeHead(200, { 'content-type': 'text/html' }).end(html);
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => site!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
}

describe('the client in headless Chromium', () => {
  it('calls a gateway on another origin over HTTP and WebSocket, and through createHttpClient: typed results, a typed revert, a refused origin', async () => {
    const out = await bundle(project.dir, readFileSync(join(repoRoot, 'test', 'browser', 'page.js'), 'utf8'));
    expect(out.warnings).toEqual([]);
    const origin = await servePage(out.text);
    const data = '0x08c379a00000000000000000000000000000000000000000000000000000000000000020000000000000000000000000000000000000000000000000000000000000000d6e6f7420616c6c6f77656400000000000000000000000000000000000000000000';
    const { handlers, calls } = exampleHandlers({ eth_call: () => raiseExecutionReverted('not allowed', data) });
    const gateway = await startServer(handlers, {
      authenticate: (key) => (key === 'dapp-key' ? { ok: true, allowedOrigins: [origin] } : key === 'other-site-key' ? { ok: true, allowedOrigins: ['https://other.example'] } : false),
    });
    const page = await browser!.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(String(error)));
    const tx = (examples.eth_call.params as unknown[])[0];
    await page.goto(`${origin}/?gateway=${encodeURIComponent(gateway.base)}&tx=${encodeURIComponent(JSON.stringify(tx))}`);
    await page.waitForFunction(() => document.title === 'done', { timeout: 30_000 });
    const rows = (await page.evaluate(() => (window as unknown as { results: unknown }).results)) as Row[];
    mkdirSync(artifacts, { recursive: true });
    await (await page.$('#results'))!.screenshot({ path: join(artifacts, 'browser-results.png') });
    await page.close();

    expect(pageErrors).toEqual([]);
    const row = (name: string) => rows.find((r) => r.name === name);
    // `http-only`: createHttpClient, the client a page imports to bundle no WebSocket code.
    for (const transport of ['http', 'ws', 'http-only']) {
      expect(row(`${transport} eth_getBlockByNumber`)).toMatchObject({ outcome: 'result', value: { number: expect.stringMatching(/^0x[0-9a-f]+$/) } });
      expect(row(`${transport} eth_call reverts`)).toMatchObject({ outcome: 'ExecutionRevertedError', reason: 'not allowed', code: 3 });
      expect(row(`${transport} batch`)?.outcome).toBe('result + ExecutionRevertedError');
      // The page cannot tell a CORS refusal from a network failure (browsers hide it): a TransportError either way.
      expect(row(`${transport} key of another origin`)).toMatchObject({ outcome: 'TransportError' });
    }
    expect(row('http key of another origin')?.errorName).toBe('ConnectionError');
    expect(row('http-only key of another origin')?.errorName).toBe('ConnectionError');
    // Refused by the server's origin check, before any handler ran; the page's own key reached them on both transports.
    expect(calls.filter((c) => c.apiKey === 'other-site-key')).toEqual([]);
    expect(new Set(calls.filter((c) => c.apiKey === 'dapp-key').map((c) => c.transport))).toEqual(new Set(['http', 'ws']));
  }, 60_000);
});
