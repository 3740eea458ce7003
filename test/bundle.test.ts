// The generated package as published: `npm pack`ed, checked with publint and arethetypeswrong, and bundled with
// esbuild's defaults for the browser (no externals, no polyfills, no warnings, nothing Node-only inside) and for Node.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkPackage, createPackageFromTarballData } from '@arethetypeswrong/core';
import { publint } from 'publint';
import { build as viteBuild, type Logger } from 'vite';
import webpack from 'webpack';
import { formatMessage } from 'publint/utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, validators } from '../generated/dist/index.js';
import { bundle, packageName, type PackedProject, packedProject, repoRoot } from './support/packed.js';

let project: PackedProject;
beforeAll(() => {
  project = packedProject();
});
afterAll(() => rmSync(project.dir, { recursive: true, force: true }));

/** A page that makes one call, as a dApp would. */
const oneCall = `import { createClient } from '${packageName}';
const client = createClient({ url: location.origin, transport: 'http' });
client.eth_getBlockByNumber('latest', false).then((block) => console.log(block));`;

/** The same page through the client that speaks HTTP only. */
const httpOnlyCall = `import { createHttpClient } from '${packageName}';
createHttpClient({ url: location.origin }).eth_getBlockByNumber('latest', false).then((block) => console.log(block));`;

/** Texts only Node-only code holds: the platform module's imports, and strings of the \`ws\` package. */
const nodeOnly = [/node:(http|https|net|tls|crypto|events|stream|zlib)\b/, /permessage-deflate/, /Sec-WebSocket-Key/i, /require\(["']ws["']\)/];

describe('the packed package', () => {
  it('has nothing publint finds wrong (errors, warnings or suggestions)', async () => {
    const tarball = readFileSync(project.tarball);
    const { messages, pkg } = await publint({ pack: { tarball: tarball.buffer.slice(tarball.byteOffset, tarball.byteOffset + tarball.byteLength) as ArrayBuffer }, level: 'suggestion' });
    expect(messages.map((m) => `${m.type}: ${formatMessage(m, pkg, { color: false })}`)).toEqual([]);
  });

  it('has types arethetypeswrong resolves for every entry point under node16 (ESM) and bundler resolution', async () => {
    const result = await checkPackage(createPackageFromTarballData(new Uint8Array(readFileSync(project.tarball))));
    expect(result.types).not.toBe(false);
    // The package is ESM only (`type: module`, no `require` condition), as its README says: CommonJS and node10
    // resolution are out of scope, as in attw's `esm-only` profile.
    const ignored = new Set(['node10', 'node16-cjs']);
    const problems = 'problems' in result ? result.problems.filter((p) => !('resolutionKind' in p) || !ignored.has(p.resolutionKind)) : [];
    expect(problems).toEqual([]);
    expect('entrypoints' in result ? Object.keys(result.entrypoints).sort() : []).toEqual(['.', './openrpc.json', './package.json', './server']);
  });
});

describe('a browser bundle with esbuild defaults', () => {
  it('builds with no error or warning, uses fetch and WebSocket, and holds nothing Node-only', async () => {
    const out = await bundle(project.dir, `${oneCall}\nexport const ws = createClient({ url: 'wss://example.test', transport: 'ws' });`);
    expect(out.warnings).toEqual([]);
    for (const pattern of nodeOnly) expect(out.text).not.toMatch(pattern);
    expect(out.text).toMatch(/\bfetch\b/);
    expect(out.text).toMatch(/\bWebSocket\b/);
  });

  it('carries no validator for a page that does not validate, and carries them when it does', async () => {
    const plain = await bundle(project.dir, oneCall);
    const validating = await bundle(project.dir, `import { createClient, validators } from '${packageName}';
createClient({ url: location.origin, validate: true, validators }).eth_getBlockByNumber('latest', false).then(console.log);`);
    // Messages only the validators' reports hold.
    const validatorText = /must be integer|must match pattern/;
    expect(plain.text).not.toMatch(validatorText);
    expect(validating.text).toMatch(validatorText);
    expect(validating.bytes).toBeGreaterThan(plain.bytes * 2);
  });

  it("is no larger, gzipped, than viem's page making the same call (createPublicClient + http + getBlock)", async () => {
    const ours = await bundle(project.dir, oneCall);
    const viem = await bundle(repoRoot, `import { createPublicClient, http } from 'viem';
createPublicClient({ transport: http(location.origin) }).getBlock({ blockTag: 'latest' }).then(console.log);`);
    expect(viem.warnings).toEqual([]);
    expect(ours.gzipBytes).toBeLessThanOrEqual(viem.gzipBytes);
  });

  it("through createHttpClient, is no larger, gzipped, than viem's tree-shakable getBlock, and holds no WebSocket code", async () => {
    const ours = await bundle(project.dir, httpOnlyCall);
    const viem = await bundle(repoRoot, `import { createClient, http } from 'viem';
import { getBlock } from 'viem/actions';
getBlock(createClient({ transport: http(location.origin) }), { blockTag: 'latest' }).then(console.log);`);
    expect([ours.warnings, viem.warnings]).toEqual([[], []]);
    expect(ours.gzipBytes).toBeLessThanOrEqual(viem.gzipBytes);
    // Texts of the WebSocket transport and the subscriptions, which createClient's page holds.
    const wsOnly = [/rpcforge_subscriptionEnded/, /subscriptions need the WebSocket transport/, /could not open a WebSocket/];
    for (const pattern of wsOnly) expect(ours.text).not.toMatch(pattern);
    const both = await bundle(project.dir, oneCall);
    for (const pattern of wsOnly) expect(both.text).toMatch(pattern);
    // Neither page holds the node:http sender: only the Node platform module refers to it.
    for (const text of [ours.text, both.text]) expect(text).not.toMatch(/rpcforge\.attempt|the whole answer arrived/);
  });

  it('takes the Node platform module (node:http, ws) only when bundling for Node', async () => {
    const out = await bundle(project.dir, oneCall.replace('location.origin', "'http://127.0.0.1:1'"), { platform: 'node', external: ['ws'] });
    expect(out.warnings).toEqual([]);
    expect(out.text).toMatch(/node:http/);
    expect(out.text).toMatch(/["']ws["']/);
  });
});

describe('a browser bundle with Vite', () => {
  it('builds (library mode, its defaults) with no warning and nothing Node-only', async () => {
    const entry = join(project.dir, 'entry.js');
    writeFileSync(entry, oneCall);
    const messages: string[] = [];
    const note = (message: string) => void messages.push(message);
    const customLogger = { info: () => {}, warn: note, warnOnce: note, error: note, clearScreen: () => {}, hasErrorLogged: () => false, hasWarned: false } as unknown as Logger;
    const result = await viteBuild({ root: project.dir, configFile: false, logLevel: 'warn', customLogger, build: { write: false, minify: true, lib: { entry, formats: ['es'], fileName: 'page' } } });
    const outputs = (Array.isArray(result) ? result : [result]) as { output: { code?: string }[] }[];
    const text = outputs.flatMap((o) => o.output.map((chunk) => chunk.code ?? '')).join('\n');
    expect(messages).toEqual([]);
    expect(text).toMatch(/eth_getBlockByNumber/);
    for (const pattern of nodeOnly) expect(text).not.toMatch(pattern);
  });
});

describe('a browser bundle with webpack', () => {
  it('builds (production mode, target web, no config) with no warning and nothing Node-only', async () => {
    const entry = join(project.dir, 'webpack-entry.js');
    writeFileSync(entry, oneCall);
    const out = join(project.dir, 'webpack-out');
    const stats = await new Promise<webpack.Stats>((resolve, reject) =>
      webpack({ mode: 'production', target: 'web', context: project.dir, entry, output: { path: out, filename: 'page.js' } }, (error, result) =>
        error || !result ? reject(error ?? new Error('webpack gave no stats')) : resolve(result),
      ),
    );
    const info = stats.toJson({ all: false, errors: true, warnings: true });
    expect([...(info.errors ?? []), ...(info.warnings ?? [])].map((m) => m.message)).toEqual([]);
    const text = readFileSync(join(out, 'page.js'), 'utf8');
    expect(text).toMatch(/eth_getBlockByNumber/);
    for (const pattern of nodeOnly) expect(text).not.toMatch(pattern);
  });
});

describe('validation needs the validators passed in', () => {
  it('refuses validate without validators, saying how to pass them', () => {
    expect(() => createClient({ url: 'http://127.0.0.1:1', validate: true })).toThrow(/validate needs the generated validators.*import \{ validators \}/);
    expect(() => createClient({ url: 'http://127.0.0.1:1', validate: { result: true }, validators: {} as typeof validators })).toThrow(TypeError);
    expect(() => createClient({ url: 'http://127.0.0.1:1', validate: true, validators })).not.toThrow();
  });
});
