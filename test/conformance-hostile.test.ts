// `rpcforge test` against an endpoint written to attack the person running it: error messages carrying terminal
// escape sequences (clear screen, window title, a forged verdict line, C1 CSI, a bidi override) and echoing the key,
// and a chain whose "hashes" and block number are half a megabyte of hex, or "0x" alone. The reports and the
// progress lines must show that text inert, keep the key out, stay short, and the run must not crash.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runTestCommand } from '../generator/conformance/command.js';
import type { Report } from '../generator/conformance/report.js';
import { repoRoot } from './helpers.js';

const spec = join(repoRoot, 'spec/openrpc.yaml');
const key = 'hostile-endpoint-key-7731';
/** ESC [ 2 J (clear), OSC 0 (window title) ended by BEL, CR LF and a forged verdict, C1 CSI, RLO. */
const evil = `\u001b[2J\u001b]0;owned\u0007 header not found for ${key}\r\npassed: 0 failed\u009b31m\u202eevil`;

let server: Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

/** An endpoint answering every call with `answer(method)` (the preflight's made-up method: method not found). */
async function endpoint(answer: (method: string, id: unknown) => object | string): Promise<string> {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      let call: { id?: unknown; method: string };
      try {
        call = JSON.parse(body) as typeof call;
      } catch {
        call = { id: null, method: '' };
      }
      if (typeof call !== 'object' || call === null || Array.isArray(call)) call = { id: null, method: '' };
      const reply = call.method === 'rpcforge_noSuchMethod' ? { jsonrpc: '2.0', id: call.id, error: { code: -32601, message: 'Method not found' } } : answer(call.method, call.id);
      res.setHeader('content-type', 'application/json').end(typeof reply === 'string' ? reply : JSON.stringify(reply));
    });
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server!.address() as AddressInfo).port}/v1/`;
}

async function run(url: string, args: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await runTestCommand(['test', '--spec', spec, url, '--key', key, '--seed', '3', '--calls', '3', '--rate', '5000', ...args], { out: (t) => (out += t), err: (t) => (err += t) });
  return { code, out, err };
}

/** Characters a terminal acts on or that reorder text (newline and tab aside: the report's own layout). */
const raw = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

describe('rpcforge test against a hostile endpoint', () => {
  it('shows escape sequences from the endpoint inert in the text report and on stderr, and never the key', async () => {
    const url = await endpoint((method, id) =>
      // A refusal (a note), an undeclared error (a failure), an answer that is not JSON (a failure quoting it).
      method === 'eth_getTransactionByHash' ? `${evil} not json` : { jsonrpc: '2.0', id, error: { code: method === 'eth_getProof' ? -32603 : -32000, message: evil } },
    );
    const { out, err } = await run(url, ['--methods', 'eth_getStorageAt,eth_getProof,eth_getTransactionByHash']);
    for (const text of [out, err]) {
      expect(text).not.toMatch(raw);
      expect(text).not.toContain(key);
    }
    // The text is there, visible: the reader still sees what the endpoint said.
    expect(out).toContain('\\u001b[2J\\u001b]0;owned\\u0007 header not found for $RPCFORGE_TEST_KEY\\u000d\\u000apassed: 0 failed\\u009b31m\\u202eevil');
    // No line of the report starts with the endpoint's forged verdict.
    expect(out.split('\n').filter((l) => l.startsWith('passed'))).toEqual([]);
  }, 60_000);

  it('keeps the JSON, JUnit and HTML reports free of raw controls: JSON escapes, the same value', async () => {
    const url = await endpoint((method, id) => ({ jsonrpc: '2.0', id, error: { code: -32603, message: evil } }));
    const args = ['--methods', 'eth_getProof'];
    const json = await run(url, [...args, '--format', 'json']);
    expect(json.out).not.toMatch(raw);
    const report = JSON.parse(json.out) as Report;
    const failure = report.methods[0]!.checks.find((c) => c.failure)!.failure!;
    expect(failure.message).toContain(evil.replace(key, '$RPCFORGE_TEST_KEY').slice(0, 40));
    for (const format of ['junit', 'html']) {
      const { out } = await run(url, [...args, '--format', format]);
      expect(out).not.toMatch(raw);
      expect(out).toContain('\\u001b[2J');
      expect(out).not.toContain(key);
    }
  }, 60_000);

  it('keeps no start of the key where a quote is cut inside an echo of it', async () => {
    // Not JSON, the key from character 290 (quotes end at 300); a refusal whose message has the key from 195 (200).
    const url = await endpoint((method, id) =>
      method === 'eth_getProof' ? `${'x'.repeat(290)}${key} is not JSON` : { jsonrpc: '2.0', id, error: { code: -32000, message: `${'y'.repeat(195)}${key}` } },
    );
    for (const format of ['text', 'json', 'junit', 'html']) {
      const { out, err } = await run(url, ['--methods', 'eth_getProof,eth_getStorageAt', '--format', format]);
      expect(out, format).toContain('$RPCFORGE_TEST_KEY…');
      expect(out + err, format).not.toContain(key.slice(0, 5));
    }
  }, 60_000);

  it('learns no half-megabyte hash or block number, and prints none', async () => {
    const huge = (digit: string) => `0x${digit.repeat(500_000)}`;
    const url = await endpoint((method, id) =>
      method === 'eth_getBlockByNumber'
        ? { jsonrpc: '2.0', id, result: { number: huge('f'), hash: huge('a'), gasLimit: huge('1'), transactions: [huge('b')] } }
        : { jsonrpc: '2.0', id, result: null },
    );
    const { err } = await run(url, ['--methods', 'eth_getTransactionByHash', '--format', 'json']);
    expect(err).toContain('state: learned nothing');
    expect(Math.max(...err.split('\n').map((l) => l.length))).toBeLessThan(1000);
  }, 60_000);

  it('takes a block numbered "0x" for no number, not a crash', async () => {
    const url = await endpoint((method, id) =>
      method === 'eth_getBlockByNumber' ? { jsonrpc: '2.0', id, result: { number: '0x', hash: `0x${'a'.repeat(64)}`, transactions: [] } } : { jsonrpc: '2.0', id, result: null },
    );
    const { code, err } = await run(url, ['--methods', 'eth_getTransactionByHash', '--format', 'json']);
    expect(err).not.toContain('Cannot convert');
    expect(err).toContain('state: learned blockHash');
    expect(code).not.toBe(2);
  }, 60_000);
});
