// `generate --spec <http(s) URL>`: a document served over HTTP (JSON or YAML), or a live endpoint's rpc.discover,
// from a real server on 127.0.0.1, under the same bounds as a file: its size (--max-file-size), a time limit, the
// loader's depth; errors located in the fetched text and named by the URL; a relative $ref cannot reach local files.
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../generator/cli.js';
import { fetchSpec } from '../generator/load/remote-spec.js';
import { repoRoot, tempDir } from './helpers.js';

const minimal = readFileSync(join(repoRoot, 'test/fixtures/minimal/spec/openrpc.yaml'), 'utf8');
const asJson = JSON.stringify({ openrpc: '1.4.1', info: { title: 'Served API', version: '2.0.0' }, methods: [{ name: 'served_ping', params: [], result: { name: 'pong', schema: { type: 'string' } } }] });

// The server runs in a child process: the fetch runs in a child that this process waits for synchronously (the
// generator is synchronous), so a server on this process's own event loop could not answer it.
const serverProgram = String.raw`
const { createServer } = require('node:http');
const minimal = process.env.MINIMAL;
const asJson = process.env.AS_JSON;
const routes = {
  '/openrpc.yaml': (q, res) => res.writeHead(200, { 'content-type': 'application/yaml' }).end(minimal),
  '/openrpc.json': (q, res) => res.writeHead(200, { 'content-type': 'application/json' }).end(asJson),
  // A JSON-RPC endpoint: GET gives a page, POST rpc.discover the document.
  '/rpc': (req, res, body) => {
    if (req.method !== 'POST') return void res.writeHead(404, { 'content-type': 'text/html' }).end('<p>POST JSON-RPC here</p>');
    const { id, method } = JSON.parse(body);
    res.writeHead(200, { 'content-type': 'application/json' }).end(method === 'rpc.discover' ? JSON.stringify({ jsonrpc: '2.0', id, result: JSON.parse(asJson) }) : JSON.stringify({ jsonrpc: '2.0', id, error: { code: -32601, message: 'Method not found' } }));
  },
  '/not-rpc': (req, res) => res.writeHead(req.method === 'POST' ? 200 : 404, { 'content-type': 'application/json' }).end(JSON.stringify({ jsonrpc: '2.0', id: 1, error: { code: -32601, message: 'Method not found' } })),
  '/big.json': (q, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{"openrpc":"1.4.1","x":"' + 'a'.repeat(2 * 1024 * 1024) + '"}'),
  '/slow.json': () => undefined, // never answers
  '/deep.json': (q, res) => res.writeHead(200).end('{"openrpc":"1.4.1","info":{"title":"D","version":"1"},"methods":[],"x-deep":' + '['.repeat(5000) + ']'.repeat(5000) + '}'),
  '/bad.yaml': (q, res) => res.writeHead(200).end(minimal.replace('paramStructure: by-position', 'paramStructure: by-positon')),
  '/escape.yaml': (q, res) => res.writeHead(200).end(minimal.replace('schema: { type: integer }', "schema: { $ref: '../../etc/passwd' }")),
};
const server = createServer((req, res) => {
  let body = '';
  req.on('data', (c) => (body += c));
  req.on('end', () => (routes[req.url] ?? ((q, r) => r.writeHead(404).end()))(req, res, body));
});
server.listen(0, '127.0.0.1', () => process.stdout.write(server.address().port + '\n'));
process.on('disconnect', () => process.exit(0));
`;

let server: ChildProcess;
let base: string;
beforeAll(async () => {
  server = spawn(process.execPath, ['-e', serverProgram], { stdio: ['ignore', 'pipe', 'inherit', 'ipc'], env: { ...process.env, MINIMAL: minimal, AS_JSON: asJson } });
  const port = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the test server did not start within 10 s')), 10_000);
    server.stdout!.once('data', (d: Buffer) => {
      clearTimeout(timer);
      resolve(d.toString().trim());
    });
  });
  base = `http://127.0.0.1:${port}`;
});
afterAll(() => {
  server.kill('SIGKILL');
});

function generate(args: string[]) {
  const out = join(tempDir(), 'out');
  const io = { stdout: '', stderr: '' };
  const code = runCli(['generate', '--out', out, ...args], { out: (t) => (io.stdout += t), err: (t) => (io.stderr += t) });
  return { code, out, ...io };
}

describe('generate --spec <url>', () => {
  it('generates from a YAML and a JSON document served over HTTP', () => {
    const yaml = generate(['--spec', `${base}/openrpc.yaml`, '--quiet']);
    expect(yaml.code, yaml.stderr).toBe(0);
    expect(yaml.stdout).toContain(`generated`);
    expect(yaml.stdout).toContain(`from ${base}/openrpc.yaml in`);
    expect(JSON.parse(readFileSync(join(yaml.out, 'openrpc.json'), 'utf8')).methods[0].name).toBe('echo_add');
    const json = generate(['--spec', `${base}/openrpc.json`, '--quiet']);
    expect(json.code, json.stderr).toBe(0);
    expect(JSON.parse(readFileSync(join(json.out, 'openrpc.json'), 'utf8')).info.title).toBe('Served API');
  }, 60_000);

  it("generates from a live endpoint's rpc.discover, and says so", () => {
    const live = generate(['--spec', `${base}/rpc`, '--quiet']);
    expect(live.code, live.stderr).toBe(0);
    expect(live.stdout).toContain(`from ${base}/rpc (rpc.discover) in`);
    expect(JSON.parse(readFileSync(join(live.out, 'openrpc.json'), 'utf8')).methods[0].name).toBe('served_ping');
  }, 60_000);

  it('refuses what is neither, a document past --max-file-size, one that does not come in time, and one nested too deep', () => {
    const neither = generate(['--spec', `${base}/not-rpc`]);
    expect(neither.code).toBe(2);
    expect(neither.stderr).toBe(`rpcforge: --spec ${base}/not-rpc: neither an OpenRPC document (GET answered HTTP 404 application/json) nor an endpoint answering rpc.discover (error -32601 "Method not found")\n`);
    const big = generate(['--spec', `${base}/big.json`, '--max-file-size', '1']);
    expect(big.code).toBe(2);
    expect(big.stderr).toMatch(/--spec http:\/\/127\.0\.0\.1:\d+\/big\.json: the answer is (\d+ bytes, )?larger than 1048576( bytes)? \(the limit; --max-file-size raises it\)/);
    const started = Date.now();
    expect(() => fetchSpec(`${base}/slow.json`, { maxFileBytes: 1024, timeoutMs: 1000 })).toThrow(/slow\.json: no document within 1000 ms/);
    expect(Date.now() - started).toBeLessThan(8000);
    const deep = generate(['--spec', `${base}/deep.json`]);
    expect(deep.code).toBe(2);
    expect(deep.stderr).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/deep\.json:1:\d+: \['x-deep'\]\[0\].*: nested deeper than 64 levels of objects and arrays \(the limit\)$/m);
  }, 60_000);

  it('locates errors in the fetched text under the URL, and keeps $refs inside the fetched folder', () => {
    const bad = generate(['--spec', `${base}/bad.yaml`]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain(`${base}/bad.yaml:9:5: methods[0].paramStructure: OpenRPC meta-schema: must be one of`);
    const escape = generate(['--spec', `${base}/escape.yaml`]);
    expect(escape.code).toBe(2);
    expect(escape.stderr).toMatch(/escape\.yaml:13:19: methods\[0\]\.params\[0\]\.schema\.\$ref: cannot follow \$ref "\.\.\/\.\.\/etc\/passwd": outside the reference root/);
    expect(escape.stderr).not.toContain('root:x:0');
  }, 60_000);

  it('--watch refuses a URL', () => {
    const watched = generate(['--spec', `${base}/openrpc.json`, '--watch']);
    expect(watched.code).toBe(2);
    expect(watched.stderr).toBe('rpcforge: --watch follows the files of a spec; a spec from a URL has none to watch\n');
  });
});
