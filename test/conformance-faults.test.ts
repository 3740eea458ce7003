// `rpcforge test` against small faulty and hostile endpoints (test/support/faulty-endpoint.ts: a proxy in front of the
// generated server with one fault at a time). Each fault here passed, crashed the run or leaked on the code before
// issue 34; each test asserts what the verdict must now say. The fault table in docs/conformance.md lists them.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runTestCommand } from '../generator/conformance/command.js';
import type { Report } from '../generator/conformance/report.js';
import { repoRoot, tempDir } from './helpers.js';
import { errorReply, faultyEndpoint } from './support/faulty-endpoint.js';

const spec = join(repoRoot, 'spec/openrpc.yaml');

async function run(args: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await runTestCommand(['test', '--spec', spec, '--rate', '5000', '--seed', '3', '--calls', '3', ...args], { out: (t) => (out += t), err: (t) => (err += t) });
  return { code, out, err };
}

const failures = (report: Report) => [
  ...report.methods.flatMap((m) => m.checks.filter((c) => c.status === 'fail').map((c) => `${m.name}: ${c.name}: ${c.failure?.message}`)),
  ...report.envelope.filter((c) => c.status === 'fail').map((c) => `envelope: ${c.name}: ${c.failure?.message}`),
];

describe('the key never in a report or a log line, wherever it was given', () => {
  const key = 'leaky-key-0123456789abcdef';
  it('masks a key in the URL path, the query string, the userinfo and --key, in every format and on stderr', async () => {
    // The endpoint echoes the request's path and credentials in an error message, so failures quote them.
    const { base, seen } = await faultyEndpoint((call, upstream) =>
      call.method === 'eth_getProof' ? errorReply(call, -32603, `internal error at ${call.url} (${call.headers.authorization ?? ''})`) : upstream(),
    );
    const forms: [string, string[]][] = [
      ['path', [`${base}/v3/${key}`]],
      ['query', [`${base}/v3/?apikey=${key}`]],
      ['userinfo', [base.replace('http://', `http://user:${key}@`) + '/v3/']],
      ['--key', [`${base}/v3/`, '--key', key]],
    ];
    for (const [form, args] of forms) {
      for (const format of ['text', 'json', 'html', 'junit']) {
        const { code, out, err } = await run([...args, '--methods', 'eth_getProof', '--format', format]);
        expect(code, `${form} ${format}: ${err}`).toBe(1);
        expect(out, `${form} ${format}`).toContain('internal error at');
        expect(out + err, `${form} ${format}`).not.toContain(key);
        expect(out + err, `${form} ${format}`).not.toContain(key.slice(0, 12));
        expect(out, `${form} ${format}`).toContain('$RPCFORGE_TEST_KEY');
      }
    }
    // The userinfo reached the endpoint as HTTP Basic credentials (fetch refuses a URL holding them).
    expect(seen.some((s) => s.headers.authorization === `Basic ${Buffer.from(`user:${key}`).toString('base64')}`)).toBe(true);
  }, 120_000);
});

describe('every verdict says what was seen', () => {
  it('fails a proxy that answers every valid call -32000 "header not found": each method served nothing checkable, each example refused', async () => {
    const { base } = await faultyEndpoint(async (call, upstream) => {
      const reply = await upstream();
      return reply.body.includes('"result"') ? errorReply(call, -32000, 'header not found') : reply;
    });
    const { code, out } = await run([`${base}/v3/`, '--key', 'faults-key-2718', '--methods', 'eth_getStorageAt,eth_getProof,getVoteAccounts', '--format', 'json']);
    expect(code).toBe(1);
    const report = JSON.parse(out) as Report;
    for (const method of report.methods) {
      const served = method.checks.find((c) => c.name === 'served something checkable');
      expect(served, method.name).toMatchObject({ status: 'fail', kind: 'served' });
      expect(served!.failure!.message).toMatch(/^served nothing checkable: \d+ call\(s\) with valid params, all refused by the endpoint, .*first: -32000 header not found/);
      const examples = method.checks.filter((c) => c.kind === 'example');
      expect(examples.length).toBeGreaterThan(0);
      for (const e of examples) expect(e.failure?.message, `${method.name}: ${e.name}`).toMatch(/the example was refused by the node: -32000 header not found/);
    }
  }, 60_000);

  it('lets --known list a method that serves nothing on purpose', async () => {
    const { base } = await faultyEndpoint(async (call, upstream) => (call.method === 'getVoteAccounts' && /^\{"jsonrpc":"2.0","id":/.test(call.body) ? errorReply(call, -32000, 'header not found') : upstream()));
    const file = join(tempDir(), 'known.yaml');
    writeFileSync(file, `- method: getVoteAccounts\n  check: '*'\n  reason: the node has no vote accounts\n  source: this test\n`);
    const { code, out } = await run([`${base}/v3/`, '--key', 'faults-key-2718', '--methods', 'getVoteAccounts', '--known', file, '--format', 'json']);
    const report = JSON.parse(out) as Report;
    expect(failures(report)).toEqual([]);
    expect(report.methods[0]!.checks.find((c) => c.name === 'served something checkable')?.status).toBe('known');
    expect(code).toBe(0);
  }, 60_000);
});

describe('HTTP is part of the envelope', () => {
  it('fails an answer with HTTP 500 or Content-Type text/html whose body is JSON-RPC, in every report format', async () => {
    const { base } = await faultyEndpoint(async (call, upstream) => {
      const reply = await upstream();
      if (call.method === 'eth_getProof') return { ...reply, status: 500 };
      if (call.method === 'getVoteAccounts') return { ...reply, headers: { 'content-type': 'text/html' } };
      return reply;
    });
    const args = [`${base}/v3/`, '--key', 'faults-key-2718', '--methods', 'eth_getProof,getVoteAccounts,eth_getStorageAt'];
    const { code, out } = await run([...args, '--format', 'json']);
    expect(code).toBe(1);
    const report = JSON.parse(out) as Report;
    const http = (method: string) => report.methods.find((m) => m.name === method)!.checks.find((c) => c.kind === 'http');
    expect(http('eth_getProof')?.failure?.message).toMatch(/^\d+ of \d+ answer\(s\) over HTTP: the first HTTP 500, not 200; the body: (a JSON-RPC result|JSON-RPC error -32602)/);
    expect(http('getVoteAccounts')?.failure?.message).toMatch(/the first Content-Type "text\/html", not application\/json; the body: /);
    expect(http('eth_getStorageAt')).toMatchObject({ status: 'pass', name: 'HTTP 200 with Content-Type: application/json' });
    expect(report.envelope.find((c) => c.kind === 'http')).toMatchObject({ status: 'pass' });
    for (const format of ['text', 'junit', 'html']) {
      const shown = (await run([...args, '--format', format])).out;
      expect(shown, format).toContain('HTTP 500, not 200');
      expect(shown, format).toContain('text/html');
    }
  }, 60_000);
});

describe('HTTP error statuses carry a JSON-RPC error', () => {
  it('fails a 429 whose body is an HTML page (even one the run retried past), passes error statuses that carry a JSON-RPC error', async () => {
    // Every method's first call is refused 429 once, with `Retry-After: 0`: in HTML for eth_getStorageAt, as a
    // JSON-RPC -32005 error for getVoteAccounts. The retry then reaches the server.
    const refusedOnce = new Set<string>();
    const endpoint = (html: boolean) =>
      faultyEndpoint(async (call, upstream) => {
        if (call.method === undefined || refusedOnce.has(call.method)) return upstream();
        refusedOnce.add(call.method);
        if (html && call.method === 'eth_getStorageAt') return { status: 429, headers: { 'content-type': 'text/html', 'retry-after': '0' }, body: '<html><body>Too Many Requests</body></html>' };
        return { ...errorReply(call, -32005, 'request rate exceeded', 429), headers: { 'content-type': 'application/json', 'retry-after': '0' } };
      });
    const args = ['--key', 'faults-key-2718', '--methods', 'eth_getStorageAt,getVoteAccounts', '--format', 'json'];
    const bad = await endpoint(true);
    const report = JSON.parse((await run([`${bad.base}/v3/`, ...args])).out) as Report;
    const check = report.envelope.find((c) => c.name === 'HTTP 4xx and 5xx answers carry a JSON-RPC error');
    expect(check?.status).toBe('fail');
    expect(check?.failure?.message).toMatch(/^1 of \d+ answer\(s\) with an error status carry no JSON-RPC error: the first, HTTP 429 with /);
    expect(check?.failure?.answer).toContain('<html>');
    refusedOnce.clear();
    const good = await endpoint(false);
    const clean = JSON.parse((await run([`${good.base}/v3/`, ...args])).out) as Report;
    expect(clean.envelope.find((c) => c.name === 'HTTP 4xx and 5xx answers carry a JSON-RPC error')).toMatchObject({ status: 'pass', note: expect.stringMatching(/^\d+ answer\(s\) with an error status, each a JSON-RPC error$/) });
  }, 60_000);
});

describe('a path that is no JSON-RPC endpoint, a method the endpoint lacks', () => {
  it('exits 2 for HTTP 404 with a JSON-RPC body and for JSON that is no JSON-RPC answer', async () => {
    const notFound = await faultyEndpoint((call) => errorReply(call, -32600, 'Not found: no JSON-RPC endpoint at this path', 404));
    const a = await run([`${notFound.base}/`, '--format', 'json']);
    expect(a.code).toBe(2);
    expect(a.err).toMatch(/is not a JSON-RPC endpoint: HTTP 404 to a JSON-RPC call/);
    expect(a.out).toBe('');
    const document = await faultyEndpoint(() => ({ status: 200, headers: { 'content-type': 'application/json' }, body: '{"status":"ok","version":"1.2.3"}' }));
    const b = await run([`${document.base}/`]);
    expect(b.code).toBe(2);
    expect(b.err).toMatch(/is not a JSON-RPC endpoint: HTTP 200, a JSON body that is no JSON-RPC response/);
  }, 30_000);

  it('gives a method the endpoint lacks one failure with its count, not one per check', async () => {
    const { base } = await faultyEndpoint((call, upstream) => (call.method === 'getTokenAccountsByDelegate' ? errorReply(call, -32601, 'Method not found') : upstream()));
    const { code, out } = await run([`${base}/v3/`, '--key', 'faults-key-2718', '--methods', 'getTokenAccountsByDelegate,getVoteAccounts', '--format', 'json']);
    expect(code).toBe(1);
    const report = JSON.parse(out) as Report;
    expect(failures(report)).toEqual([expect.stringMatching(/^getTokenAccountsByDelegate: method implemented: the endpoint lacks the method: all \d+ call\(s\) answered -32601 \(Method not found\)$/)]);
    expect(report.methods[0]!.checks).toHaveLength(1);
  }, 30_000);
});

describe('the endpoint health watched', () => {
  it('stops when the endpoint dies mid-run, says so, reports what ran (exit 2), and calls no known difference stale', async () => {
    let calls = 0;
    const endpoint = await faultyEndpoint(async (call, upstream) => {
      // Dies (closes its port) at the first call of eth_getProof, as anvil did on eth_fillTransaction.
      if (call.method === 'eth_getProof' || calls < 0) {
        calls = -1;
        endpoint.server.close();
        endpoint.server.closeAllConnections();
        return 'destroy';
      }
      return upstream();
    });
    const file = join(tempDir(), 'known.yaml');
    writeFileSync(file, `- method: eth_getProof\n  check: '*'\n  reason: a listed difference of the method that was running\n  source: this test\n- method: getVoteAccounts\n  check: '*'\n  reason: a listed difference of a method that never ran\n  source: this test\n`);
    const started = performance.now();
    const { code, out, err } = await run([`${endpoint.base}/v3/`, '--key', 'faults-key-2718', '--methods', 'eth_getStorageAt,eth_getProof,getVoteAccounts', '--known', file, '--format', 'json']);
    expect(code).toBe(2);
    expect(err).toMatch(/rpcforge test: the endpoint stopped answering \((ECONNRESET|ECONNREFUSED|UND_ERR_SOCKET|other side closed)[^)]*\): the run stopped there; the report holds what ran/);
    const report = JSON.parse(out) as Report;
    expect(report.stopped).toMatch(/^the endpoint stopped answering/);
    expect(report.stoppedDuring).toBe('eth_getProof');
    expect(report.methods.map((m) => [m.name, m.status])).toEqual([
      ['eth_getStorageAt', 'pass'],
      ['eth_getProof', 'incomplete'],
    ]);
    expect(report.known!.stale).toEqual([]);
    // One call found the port closed, not a failure per remaining call.
    expect(performance.now() - started).toBeLessThan(20_000);
  }, 30_000);
});

describe('bounded against any answer', () => {
  it('fails an answer nested 500,000 deep, one of 600,000 empty objects and an announced 500 MB that stalls, and writes the report', async () => {
    const deep = `{"jsonrpc":"2.0","id":ID,"result":${'['.repeat(500_000)}${']'.repeat(500_000)}}`;
    const wide = `{"jsonrpc":"2.0","id":ID,"result":[${Array.from({ length: 600_000 }, () => '{}').join(',')}]}`;
    const { base } = await faultyEndpoint(async (call, upstream, res) => {
      const id = (() => {
        try {
          return JSON.stringify((JSON.parse(call.body) as { id?: unknown }).id ?? null);
        } catch {
          return 'null';
        }
      })();
      const valid = !(await upstream()).body.includes('"error"');
      if (!valid || !call.body.startsWith('{')) return upstream();
      if (call.method === 'eth_getProof') return { status: 200, headers: { 'content-type': 'application/json' }, body: deep.replace('ID', id) };
      if (call.method === 'getVoteAccounts') return { status: 200, headers: { 'content-type': 'application/json' }, body: wide.replace('ID', id) };
      if (call.method === 'eth_getStorageAt') {
        // 500 MB announced, a few bytes sent, then nothing (the connection held open until the test ends).
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': String(500 * 2 ** 20) });
        res.write('{"jsonrpc":"2.0",');
        return 'handled';
      }
      return upstream();
    });
    const before = process.memoryUsage().rss;
    const { code, out } = await run([`${base}/v3/`, '--key', 'faults-key-2718', '--methods', 'eth_getProof,getVoteAccounts,eth_getStorageAt', '--call-timeout', '2', '--calls', '2', '--format', 'json']);
    expect(code).toBe(1);
    const report = JSON.parse(out) as Report;
    const messages = report.methods.map((m) => [m.name, m.checks.find((c) => c.failure)?.failure?.message]);
    expect(messages).toEqual([
      ['eth_getStorageAt', expect.stringContaining(`no answer: answer larger than ${4 * 2 ** 20} bytes (Content-Length ${500 * 2 ** 20})`)],
      ['eth_getProof', expect.stringContaining('the answer nests deeper than 256 levels')],
      ['getVoteAccounts', expect.stringContaining('the answer holds more than 200000 objects and arrays')],
    ]);
    // Within a small multiple of the 4 MiB cap per answer, not the 750-870 MB the wide answer took.
    expect(process.memoryUsage().rss - before).toBeLessThan(300 * 2 ** 20);
  }, 60_000);
});

describe('writes only where allowed', () => {
  /** A todo service: todo_list shows a read (an example), todo_get is marked idempotent, todo_add and todo_complete
   * say nothing (no mark, no example): nothing shows a call leaves the service as it was. */
  const todoSpec = {
    openrpc: '1.2.6',
    info: { title: 'todo', version: '1.0.0' },
    methods: [
      {
        name: 'todo_list',
        params: [],
        result: { name: 'todos', schema: { type: 'array', items: { type: 'string' } } },
        examples: [{ name: 'all', params: [], result: { name: 'todos', value: ['milk'] } }],
      },
      { name: 'todo_get', 'x-idempotent': true, params: [{ name: 'id', required: true, schema: { type: 'integer', minimum: 0, maximum: 9 } }], result: { name: 'todo', schema: { type: 'string' } } },
      { name: 'todo_add', params: [{ name: 'title', required: true, schema: { type: 'string', maxLength: 20 } }], result: { name: 'id', schema: { type: 'integer' } } },
      { name: 'todo_complete', params: [{ name: 'id', required: true, schema: { type: 'integer', minimum: 0, maximum: 9 } }], result: { name: 'done', schema: { type: 'boolean' } } },
    ],
  };

  it('calls a method only when marked x-idempotent: true, or shown by examples; the others skipped with the reason', async () => {
    const todos: string[] = [];
    const { base, seen } = await faultyEndpoint((call) => {
      let parsed: { id: number; method: string; params?: unknown[] };
      try {
        parsed = JSON.parse(call.body) as typeof parsed;
      } catch {
        return errorReply(call, -32700, 'Parse error');
      }
      const { id, method, params } = parsed;
      const ok = (result: unknown) => ({ status: 200, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id, result }) });
      if (!Array.isArray(params) && params !== undefined) return errorReply(call, -32602, 'Invalid params');
      if (method === 'todo_list') return params?.length ? errorReply(call, -32602, 'Invalid params: too many') : ok(todos.slice(0, 5));
      if (method === 'todo_get') return typeof params?.[0] === 'number' && params.length === 1 && params[0] >= 0 && params[0] <= 9 ? ok('milk') : errorReply(call, -32602, 'Invalid params: id');
      if (method === 'todo_add') return ok(todos.push(String(params?.[0])));
      if (method === 'todo_complete') return ok(true);
      return errorReply(call, -32601, 'Method not found');
    });
    const file = join(tempDir(), 'todo.json');
    writeFileSync(file, JSON.stringify(todoSpec));
    const todo = async (args: string[]) => {
      let out = '';
      await runTestCommand(['test', '--spec', file, `${base}/`, '--rate', '5000', '--seed', '3', '--calls', '3', '--format', 'json', ...args], { out: (t) => void (out += t), err: () => undefined });
      return JSON.parse(out) as Report;
    };
    const report = await todo([]);
    expect(seen.filter((s) => /todo_(add|complete)/.test(s.body))).toEqual([]);
    expect(todos).toEqual([]);
    expect(report.methods.map((m) => m.name)).toEqual(['todo_list', 'todo_get']);
    expect(report.skipped).toEqual([
      { method: 'todo_add', reason: expect.stringContaining('no x-idempotent mark and no example to show it reads') },
      { method: 'todo_complete', reason: expect.stringContaining('no x-idempotent mark and no example to show it reads') },
    ]);
    await todo(['--allow-writes']);
    expect(seen.some((s) => s.body.includes('todo_add'))).toBe(true);
  }, 60_000);
});

describe('refusals told apart', () => {
  it('fails an invalid-params check refused for another reason (the base call refused too), passes one whose refusal names the param', async () => {
    // eth_getProof: every call refused -32602 for the fee fields, whatever its params (as anvil refused eth_call's
    // base params), each refusal worded a little differently (a refused base call in other words than the variant's
    // still explains nothing); eth_getStorageAt: a refusal that names the param it found wrong.
    let refusals = 0;
    const { base } = await faultyEndpoint(async (call, upstream) => {
      if (call.method === 'eth_getProof' && call.body.startsWith('{"jsonrpc":"2.0","id":')) return errorReply(call, -32602, `max fee per gas less than block base fee (refusal ${++refusals})`);
      const reply = await upstream();
      if (call.method === 'eth_getStorageAt' && reply.body.includes('-32602')) return errorReply(call, -32602, 'invalid argument: position, address or block is wrong');
      return reply;
    });
    const { out } = await run([`${base}/v3/`, '--key', 'faults-key-2718', '--methods', 'eth_getProof,eth_getStorageAt', '--format', 'json']);
    const report = JSON.parse(out) as Report;
    const invalid = (method: string) => report.methods.find((m) => m.name === method)!.checks.filter((c) => c.kind === 'invalid-params');
    expect(invalid('eth_getProof').length).toBeGreaterThan(2);
    for (const c of invalid('eth_getProof')) {
      expect(c.failure?.message, c.name).toMatch(/^refused, for another reason: the refusal \(-32602 max fee per gas less than block base fee \(refusal \d+\)\) does not name .*, and the same call with it fixed is not answered either \(-32602 max fee per gas less than block base fee \(refusal \d+\)\)$/);
    }
    // The share of generated calls answered, per method: none of eth_getProof's, all of eth_getStorageAt's.
    const generated = (method: string) => report.methods.find((m) => m.name === method)!.checks.find((c) => c.kind === 'generated')!.answered;
    expect(generated('eth_getProof')).toEqual({ results: 0, calls: 3 });
    expect(generated('eth_getStorageAt')).toEqual({ results: 3, calls: 3 });
    expect(invalid('eth_getStorageAt').length).toBeGreaterThan(2);
    expect(invalid('eth_getStorageAt').filter((c) => c.status === 'fail').map((c) => c.name)).toEqual([]);
  }, 60_000);
});

describe('the envelope blames the probe, the HTML report holds everything', () => {
  it('reports a schema failure of the probe method once, as the probe\'s, and the HTML report has a summary, a jump list and every failure\'s details', async () => {
    // getVoteAccounts answers every valid call with a result its schema refuses; eth_getStorageAt a wrong type.
    const { base } = await faultyEndpoint(async (call, upstream) => {
      const reply = await upstream();
      if (!reply.body.includes('"result"') || call.body.startsWith('[')) return reply;
      const parsed = JSON.parse(reply.body) as { result: unknown };
      if (call.method === 'getVoteAccounts') parsed.result = { current: 5 };
      if (call.method === 'eth_getStorageAt') parsed.result = 12345;
      return { ...reply, body: JSON.stringify(parsed) };
    });
    const args = [`${base}/v3/`, '--key', 'faults-key-2718', '--methods', 'getVoteAccounts,eth_getStorageAt'];
    const report = JSON.parse((await run([...args, '--format', 'json'])).out) as Report;
    const envelope = Object.fromEntries(report.envelope.map((c) => [c.name, c]));
    for (const name of ['string id echoed', 'number id echoed', 'batch answered call by call']) expect(envelope[name]?.status, name).toBe('pass');
    const probe = report.envelope.find((c) => c.name.startsWith('probe '))!;
    expect(probe.status).toBe('fail');
    expect(probe.failure!.message).toMatch(/the result does not match its schema: .*\(a failure of (getVoteAccounts|eth_getStorageAt)'s answer, not of the envelope\)$/);

    const html = (await run([...args, '--format', 'html'])).out;
    expect(html).toContain('<h2>Summary</h2>');
    const jumps = [...html.matchAll(/<li><a href="#(failure-\d+)">/g)].map((m) => m[1]!);
    expect(jumps.length).toBe(report.totals.failed);
    for (const id of jumps) expect(html).toContain(`<tr id="${id}">`);
    // A failed learned-state check: its note and its message, answer and reproduce line, as the text report has.
    const state = report.methods.find((m) => m.name === 'eth_getStorageAt')!.checks.find((c) => c.kind === 'state')!;
    expect(state.status).toBe('fail');
    const row = html.split('\n').find((l) => l.startsWith('<tr id=') && l.includes(state.name.slice(0, 20)))!;
    expect(row).toContain('the result does not match its schema');
    expect(row).toContain('<p>answer:</p>');
    expect(row).toContain('<p>reproduce:</p>');
    expect(row).toContain(`<p>${state.note}</p>`);
  }, 60_000);
});
