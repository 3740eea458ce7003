// `outputs` as an object with per-output options (config/outputs.ts, index.d.ts RpcforgeOutputOptions): how a config
// writes them and the located errors of a bad one, then what each option changes in a generated package: docs
// without the README or without the page (and the server's 404 for the page it does not have), a server that does
// not serve the page, a client without the WebSocket transport (no `ws` anywhere), a client that validates by default.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpSync, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { defineConfig } from 'rpcforge/config';
import { runCli } from '../generator/cli.js';
import { loadConfig } from '../generator/config/load.js';
import { resolveOutputs } from '../generator/config/outputs.js';
import { generate } from '../generator/pipeline.js';
import { readTree, repoRoot, tempDir, tscStrict, writeTree } from './helpers.js';

const minimalSpec = readFileSync(join(repoRoot, 'test/fixtures/minimal/spec/openrpc.yaml'), 'utf8');
const quiet = { out: () => {}, err: (t: string) => void process.stderr.write(t) };

/** Generates the minimal spec with `outputs` through a config file; returns the package directory. */
function generatePackage(outputs: unknown): string {
  const dir = tempDir();
  writeTree(dir, { 'api.yaml': minimalSpec, 'rpcforge.config.json': JSON.stringify({ spec: 'api.yaml', output: 'pkg', outputs }) });
  expect(runCli(['generate', '--config', join(dir, 'rpcforge.config.json')], quiet)).toBe(0);
  return join(dir, 'pkg');
}

function configError(outputs: string): string {
  const dir = tempDir();
  writeTree(dir, { 'rpcforge.config.ts': `export default [{ spec: 'a.yaml' }, { spec: 'a.yaml', output: 'b', outputs: ${outputs} }];\n` });
  try {
    loadConfig(join(dir, 'rpcforge.config.ts'));
  } catch (error) {
    return (error as Error).message.replace(/^.*?rpcforge\.config\.ts/, 'rpcforge.config.ts');
  }
  return 'no error';
}

describe('outputs as an object', () => {
  it('is typed: true, false or the part\'s options; unknown options and wrong types are compile errors', () => {
    defineConfig({ spec: 'a.yaml', outputs: { client: { websocket: false, validate: { result: true } }, server: { docsPage: false }, docs: { html: false } } });
    defineConfig({ spec: 'a.yaml', outputs: { client: true, docs: false } });
    // @ts-expect-error html is a boolean
    defineConfig({ spec: 'a.yaml', outputs: { docs: { html: 'yes' } } });
    // @ts-expect-error types has no options
    defineConfig({ spec: 'a.yaml', outputs: { types: { x: 1 } } });
    // @ts-expect-error an option that does not exist
    defineConfig({ spec: 'a.yaml', outputs: { client: { transports: ['http'] } } });
  });

  it('loads: true is the defaults, false or absent is off, dependencies are added as for the list', () => {
    const dir = tempDir();
    writeTree(dir, { 'c.json': JSON.stringify({ spec: 'a.yaml', outputs: { client: { websocket: false }, server: false, docs: { html: false } } }) });
    const [job] = loadConfig(join(dir, 'c.json'));
    expect([...job!.outputs!]).toEqual(['types', 'validators', 'client', 'docs']);
    expect(job!.outputOptions).toEqual({ client: { websocket: false }, docs: { html: false } });
    writeTree(dir, { 'd.json': JSON.stringify({ spec: 'a.yaml', outputs: { server: true, types: true } }) });
    const [plain] = loadConfig(join(dir, 'd.json'));
    expect([...plain!.outputs!]).toEqual(['types', 'validators', 'server']);
    expect(plain!.outputOptions).toBeUndefined();
  });

  it('names the file, the job and the option in every error', () => {
    expect(configError(`{ docs: { html: 'yes' } }`)).toBe('rpcforge.config.ts [1]: "outputs.docs.html": must be a boolean, not "yes"');
    expect(configError(`{ docs: { htm: false } }`)).toBe('rpcforge.config.ts [1]: "outputs.docs": unknown option "htm" (expected readme, html)');
    expect(configError(`{ clinet: true }`)).toBe('rpcforge.config.ts [1]: "outputs": unknown output "clinet" (expected some of types, validators, client, server, docs)');
    expect(configError(`{ types: { x: 1 } }`)).toBe('rpcforge.config.ts [1]: "outputs.types": must be true or false (it has no options), not {"x":1}');
    expect(configError(`{ server: 'yes' }`)).toBe('rpcforge.config.ts [1]: "outputs.server": must be true, false or an object of docsPage, not "yes"');
    expect(configError(`{ client: { validate: 'always' } }`)).toBe('rpcforge.config.ts [1]: "outputs.client.validate": must be a boolean or { params?: boolean, result?: boolean }, not "always"');
    expect(configError(`{ client: { validate: { params: 1 } } }`)).toBe('rpcforge.config.ts [1]: "outputs.client.validate.params": must be a boolean, not 1');
    expect(configError(`{ client: { validate: { both: true } } }`)).toBe('rpcforge.config.ts [1]: "outputs.client.validate": unknown key "both" (expected params, result)');
    expect(configError(`{ docs: { readme: false, html: false } }`)).toMatch(/"outputs\.docs": readme and html are both false/);
    expect(configError(`{ client: false }`)).toBe('rpcforge.config.ts [1]: "outputs": asks for no output: set at least one of them to true or to its options');
    expect(configError(`{}`)).toMatch(/"outputs": asks for no output/);
    expect(configError(`'client'`)).toMatch(/"outputs": must be an array of types, validators, client, server, docs or an object/);
  });

  it('defaults are today\'s output: all parts true gives the same files as no outputs at all', () => {
    const spec = join(repoRoot, 'test/fixtures/minimal/spec/openrpc.yaml');
    const plain = generate(spec).files;
    const explicit = generate(spec, {
      outputs: resolveOutputs(['client', 'server', 'docs']),
      outputOptions: { client: { websocket: true, validate: false }, server: { docsPage: true }, docs: { readme: true, html: true } },
    }).files;
    expect(explicit).toEqual(plain);
  }, 60_000);
});

/** Starts the package's node:http server (its dist/server.js) on a free port. */
async function startPackageServer(pkgDir: string): Promise<{ base: string; close: () => Promise<void> }> {
  const server = (await import(pathToFileURL(join(pkgDir, 'dist/server.js')).href)) as {
    createServer: (handlers: object) => { listen: (port: number, host: string, done: () => void) => void; address: () => AddressInfo; close: (done: () => void) => void };
  };
  const http = server.createServer({ echo_add: ([a, b = 0]: [number, number?]) => a + b });
  await new Promise<void>((done) => http.listen(0, '127.0.0.1', done));
  return { base: `http://127.0.0.1:${http.address().port}`, close: () => new Promise<void>((done) => http.close(() => done())) };
}

describe('docs options', () => {
  it('docs: { html: false }: README without docs/index.html; the server answers 404 for the page and still serves openrpc.json', async () => {
    const pkg = generatePackage({ client: true, server: true, docs: { html: false } });
    expect(existsSync(join(pkg, 'docs'))).toBe(false);
    expect(readFileSync(join(pkg, 'README.md'), 'utf8')).toMatch(/^# Minimal API 1\.0\.0/m);
    expect(JSON.parse(readFileSync(join(pkg, 'package.json'), 'utf8')).files).toEqual(['dist', 'src', 'openrpc.json', 'README.md', 'tsconfig.json']);
    expect(readFileSync(join(pkg, 'src/internal/document.ts'), 'utf8')).toContain('export const docsPage: string | undefined = undefined;');
    expect(tscStrict(pkg)).toBe('');
    const { base, close } = await startPackageServer(pkg);
    try {
      const page = await fetch(`${base}/`);
      expect(page.status).toBe(404);
      expect((await page.json()).error.message).toMatch(/no docs page/);
      expect((await fetch(`${base}/`, { method: 'HEAD' })).status).toBe(404);
      const doc = await fetch(`${base}/openrpc.json`);
      expect(doc.status).toBe(200);
      expect((await doc.json()).info.title).toBe('Minimal API');
      const call = await fetch(`${base}/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'echo_add', params: [2, 3] }) });
      expect((await call.json()).result).toBe(5);
    } finally {
      await close();
    }
  }, 60_000);

  it('docs: { readme: false }: the page without README.md', () => {
    const pkg = generatePackage({ client: true, docs: { readme: false } });
    const files = [...readTree(pkg).keys()];
    expect(files).toContain('docs/index.html');
    expect(files).not.toContain('README.md');
    expect(JSON.parse(readFileSync(join(pkg, 'package.json'), 'utf8')).files).toEqual(['dist', 'src', 'openrpc.json', 'tsconfig.json', 'docs']);
  }, 60_000);

  it('server: { docsPage: false } ships the page but does not serve it; { docsPage: true } serves a page the package does not ship', async () => {
    const shipped = generatePackage({ server: { docsPage: false }, docs: true });
    const page = readFileSync(join(shipped, 'docs/index.html'), 'utf8');
    const document = readFileSync(join(shipped, 'src/internal/document.ts'), 'utf8');
    expect(document).toContain('export const docsPage: string | undefined = undefined;');
    expect(document.length).toBeLessThan(page.length);
    const notServed = await startPackageServer(shipped);
    try {
      expect((await fetch(`${notServed.base}/`)).status).toBe(404);
    } finally {
      await notServed.close();
    }
    const served = generatePackage({ server: { docsPage: true } });
    expect(existsSync(join(served, 'docs'))).toBe(false);
    expect(existsSync(join(served, 'README.md'))).toBe(false);
    tscStrict(served); // links node_modules, so that the server finds ws
    const serving = await startPackageServer(served);
    try {
      const res = await fetch(`${serving.base}/`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(await res.text()).toBe(page);
    } finally {
      await serving.close();
    }
  }, 60_000);
});

describe('client options', () => {
  /** A JSON-RPC endpoint for the minimal spec: echo_add, and a result of the wrong type for b = 99. */
  async function endpoint(): Promise<{ url: string; bodies: string[]; close: () => Promise<void> }> {
    const bodies: string[] = [];
    const server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        bodies.push(body);
        const { id, params } = JSON.parse(body) as { id: number; params: number[] };
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ jsonrpc: '2.0', id, result: params[1] === 99 ? 'not a number' : params[0]! + (params[1] ?? 0) }));
      });
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, bodies, close: () => new Promise<void>((done) => server.close(() => done())) };
  }

  it('client: { websocket: false }: HTTP only, nothing imports ws, transport "ws" is refused at createClient', async () => {
    const pkg = generatePackage({ client: { websocket: false } });
    const tree = readTree(pkg);
    for (const [path, text] of tree) {
      if (/\.(ts|js)$/.test(path)) expect(text, path).not.toMatch(/from ['"]ws['"]|import\(['"]ws['"]\)|require\(['"]ws['"]\)/);
    }
    expect(tree.get('src/internal/ws-transport.ts')).toMatch(/generated without the WebSocket transport/);
    expect(tree.get('src/client.ts')).toContain('Transports: `http` (default; keep-alive connections) only (generated without the WebSocket transport).');
    expect(JSON.parse(tree.get('package.json')!).dependencies).toBeUndefined();
    expect(tscStrict(pkg)).toBe('');
    const { createClient } = (await import(pathToFileURL(join(pkg, 'dist/index.js')).href)) as { createClient: (o: object) => { echo_add: (...a: number[]) => Promise<number>; close: () => Promise<void> } };
    const server = await endpoint();
    try {
      const client = createClient({ url: server.url });
      expect(await client.echo_add(2, 3)).toBe(5);
      await client.close();
      expect(() => createClient({ url: server.url, transport: 'ws' })).toThrow(/transport 'ws' is not available: this package was generated without the WebSocket transport/);
    } finally {
      await server.close();
    }
    // A spec with subscriptions: the client is made, and each subscription says why it cannot be had.
    const subscribing = tempDir();
    cpSync(join(repoRoot, 'spec'), join(subscribing, 'spec'), { recursive: true });
    writeTree(subscribing, { 'c.json': JSON.stringify({ spec: 'spec/openrpc.yaml', output: 'pkg', outputs: { client: { websocket: false }, server: false, docs: { html: false } } }) });
    expect(runCli(['generate', '--config', join(subscribing, 'c.json')], quiet)).toBe(0);
    const ours = (await import(pathToFileURL(join(subscribing, 'pkg/dist/index.js')).href)) as { createClient: (o: object) => { subscribe: { newHeads: () => unknown }; close: () => Promise<void> } };
    const http = ours.createClient({ url: 'http://127.0.0.1:1' });
    expect(() => http.subscribe.newHeads()).toThrow(/subscribe\.newHeads: this package was generated without the WebSocket transport, which subscriptions need/);
    await http.close();
    // The default client keeps both transports and its lazy import of ws.
    const full = generate(join(repoRoot, 'test/fixtures/minimal/spec/openrpc.yaml'), { outputs: resolveOutputs(['client']) }).files;
    expect(full.find((f) => f.path === 'src/internal/platform.node.ts')!.contents).toContain("import('ws')");
  }, 60_000);

  it('client: { validate: true }: params and results are checked without passing validators; validate: false still turns it off', async () => {
    const pkg = generatePackage({ client: { validate: true }, docs: { html: false } });
    const source = readFileSync(join(pkg, 'src/client.ts'), 'utf8');
    expect(source).toContain("import { validators } from './validators.js';");
    expect(readFileSync(join(pkg, 'README.md'), 'utf8')).toContain('The client validates params and results by default');
    expect(tscStrict(pkg)).toBe('');
    const m = (await import(pathToFileURL(join(pkg, 'dist/index.js')).href)) as {
      createClient: (o: object) => { echo_add: (...a: unknown[]) => Promise<unknown>; close: () => Promise<void> };
      ParamsValidationError: new () => Error;
      ResultValidationError: new () => Error;
    };
    const server = await endpoint();
    try {
      const client = m.createClient({ url: server.url });
      expect(await client.echo_add(2, 3)).toBe(5);
      await expect(client.echo_add('2', 3)).rejects.toBeInstanceOf(m.ParamsValidationError);
      await expect(client.echo_add(1, 99)).rejects.toBeInstanceOf(m.ResultValidationError);
      expect(server.bodies).toHaveLength(2); // the bad params were never sent
      const lax = m.createClient({ url: server.url, validate: false });
      expect(await lax.echo_add(1, 99)).toBe('not a number');
      await Promise.all([client.close(), lax.close()]);
    } finally {
      await server.close();
    }
    // Only results: params go out unchecked.
    const resultsOnly = generatePackage({ client: { validate: { result: true } } });
    expect(readFileSync(join(resultsOnly, 'src/client.ts'), 'utf8')).toContain('validate: options.validate ?? { params: false, result: true }');
    // Without the option the client imports no validators (a bundle of it carries none).
    const plain = generate(join(repoRoot, 'test/fixtures/minimal/spec/openrpc.yaml'), { outputs: resolveOutputs(['client']) }).files;
    expect(plain.find((f) => f.path === 'src/client.ts')!.contents).not.toContain('validators');
  }, 60_000);
});
