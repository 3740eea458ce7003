// `rpcforge test` at the schemas' edges: invalid params beyond the five first kinds (a value not in its enum, a number
// or length one past its bound, inside object params a required field missing, a field of the wrong type or pattern),
// each refused -32602 by a conforming server and found on one that checks only the top level; valid edges (each enum
// value, each oneOf branch, each bound) answered; x-limits.maxResults; a long reproduce line cut in the text report
// only; and x-deterministic validated by `generate`.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateParams } from '../generated/dist/index.js';
import { runTestCommand } from '../generator/conformance/command.js';
import type { Report } from '../generator/conformance/report.js';
import { runCli } from '../generator/cli.js';
import { repoRoot, tempDir, writeTree } from './helpers.js';
import { examples, exampleHandlers, initCodeReverts, startServer } from './server-helpers.js';

const spec = join(repoRoot, 'spec/openrpc.yaml');

async function run(args: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await runTestCommand(['test', '--spec', spec, '--rate', '5000', ...args], { out: (t) => (out += t), err: (t) => (err += t) });
  return { code, out, err };
}

// A server that checks params the way a hand-written one often does: each param's JSON type and pattern, the
// required ones present, not too many; nothing inside an object param, no enum, no bounds. And -32603 for one enum
// value (getVoteAccounts' commitment "processed"), and eth_getLogs answered with 10,001 logs (x-limits.maxResults
// 10,000 not enforced). x-limits.maxParams is not enforced either (the generated validators do not count it).
const topLevel = /^params(\[\d+\])?$/;
const checkedKeywords = new Set(['type', 'pattern', 'required', 'maxItems']);

function answer(call: { id?: number | string; method?: string; params?: unknown }): object {
  const name = call.method as keyof typeof examples;
  if (!(name in examples)) return { jsonrpc: '2.0', id: call.id ?? null, error: { code: -32601, message: 'Method not found' } };
  const verdict = validateParams(name, call.params ?? []);
  if (!verdict.ok && verdict.errors.some((e) => topLevel.test(e.path) && checkedKeywords.has(e.keyword))) return { jsonrpc: '2.0', id: call.id, error: { code: -32602, message: 'Invalid params' } };
  const p = (call.params ?? []) as { commitment?: string }[];
  if (name === 'getVoteAccounts' && p[0]?.commitment === 'processed') return { jsonrpc: '2.0', id: call.id, error: { code: -32603, message: 'Internal error' } };
  if (name === 'eth_getLogs') {
    const log = (examples.eth_getLogs.result as unknown[])[0];
    return { jsonrpc: '2.0', id: call.id, result: Array.from({ length: 10_001 }, () => log) };
  }
  return { jsonrpc: '2.0', id: call.id, result: examples[name].result };
}

function handle(req: IncomingMessage, res: ServerResponse): void {
  let body = '';
  req.on('data', (c: Buffer) => (body += c.toString()));
  req.on('end', () => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      res.end(JSON.stringify({ jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } }));
      return;
    }
    const out = Array.isArray(parsed) ? parsed.map((c) => answer(c as never)) : answer(parsed as never);
    res.setHeader('content-type', 'application/json').end(JSON.stringify(out));
  });
}

const lax = createServer(handle);
let laxUrl = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => lax.listen(0, '127.0.0.1', resolve));
  laxUrl = `http://127.0.0.1:${(lax.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise<void>((resolve) => lax.close(() => resolve())));

const methods = 'getVoteAccounts,getTokenAccountsByDelegate,eth_call,eth_getLogs';

describe('rpcforge test at the edges of the param schemas', () => {
  it('finds every invalid-param kind a top-level-only server lets through, each one violation, each -32602 expected', async () => {
    const { code, out } = await run([laxUrl, '--seed', '9', '--calls', '3', '--methods', methods, '--max-answer-mib', '16', '--format', 'json']);
    expect(code).toBe(1);
    const report = JSON.parse(out) as Report;
    const failed = (method: string) =>
      report.methods.find((m) => m.name === method)!.checks.filter((c) => c.kind === 'invalid-params' && c.status === 'fail');
    const names = (method: string) => failed(method).map((c) => c.name);
    // Every failure is "answered with a result"; where no oneOf doubles the validator's reasons, the params sent are
    // wrong in exactly one place, the one the name gives (a wrong type may also miss that place's enum or pattern).
    for (const method of methods.split(',')) {
      for (const check of failed(method)) {
        expect(check.failure!.message, `${method}: ${check.name}`).toBe('invalid params answered with a result, not error -32602');
        if (method !== 'getVoteAccounts' && method !== 'eth_call') continue;
        const verdict = validateParams(method, check.failure!.minimal as never);
        const paramNames = method === 'eth_call' ? ['transaction', 'block', 'stateOverride'] : ['config'];
        const places = [...new Set(verdict.ok ? [] : verdict.errors.map((e) => e.path.replace(/^params\[(\d+)\]/, (_, i: string) => `params[${i}] (${paramNames[Number(i)]})`)))];
        expect(places, `${method}: ${check.name}`).toHaveLength(1);
        expect(check.name.startsWith(`${places[0]} `), `${method}: ${check.name} at ${places[0]}`).toBe(true);
      }
    }
    // A value not in its enum, a number one past its minimum, nested in an object param.
    expect(names('getVoteAccounts')).toEqual(
      expect.arrayContaining([
        'params[0] (config).commitment not in its enum ("rpcforge-not-in-enum")',
        'params[0] (config).delinquentSlotDistance one below its minimum (-1)',
        'params[0] (config).votePubkey of length 31 (one past minLength 32)',
        'params[0] (config).votePubkey of length 45 (one past maxLength 44)',
        'params[0] (config).keepUnstakedDelinquents of the wrong type (12345)',
        'params[0] (config).votePubkey not matching its pattern ("rpcforge!not-matching")',
      ]),
    );
    // A top-level string one character past its length bounds (its pattern still matched), a nested required field.
    expect(names('getTokenAccountsByDelegate')).toEqual(
      expect.arrayContaining(['params[0] (delegate) of length 31 (one past minLength 32)', 'params[0] (delegate) of length 45 (one past maxLength 44)', 'params[2] (config).dataSlice.offset missing (required)']),
    );
    expect(names('eth_call')).toEqual(expect.arrayContaining(['params[0] (transaction).to not matching its pattern ("rpcforge!not-matching")', 'params[0] (transaction).from not matching its pattern ("rpcforge!not-matching")']));
    // The top-level kinds the server does check pass.
    const passedNames = report.methods.flatMap((m) => m.checks.filter((c) => c.kind === 'invalid-params' && c.status === 'pass').map((c) => c.name));
    expect(passedNames).toEqual(expect.arrayContaining([expect.stringMatching(/^too many params/), expect.stringMatching(/^params\[0\] \(transaction\) of the wrong type/)]));

    // Valid edges: each enum value is sent; "processed" answered -32603 fails the boundary check, with its params.
    const boundary = report.methods.find((m) => m.name === 'getVoteAccounts')!.checks.find((c) => c.name.startsWith('boundary values'))!;
    expect(boundary.status).toBe('fail');
    expect(boundary.failure!.message).toBe('params[0] (config).commitment = "processed" (each enum value): valid params answered with error -32603 (Internal error)');
    expect((boundary.failure!.minimal as { commitment: string }[])[0]!.commitment).toBe('processed');
    // x-limits.gasCap not enforced: a gas just over 10 × the block gas limit (read from eth_getBlockByNumber) answered.
    const gas = report.methods.find((m) => m.name === 'eth_call')!.checks.filter((c) => c.name.startsWith('x-limits.gasCap'));
    expect(gas.map((c) => [c.name, c.status, c.failure?.message])).toEqual([
      [expect.stringMatching(/^x-limits\.gasCap: gas just under 10 × the block gas limit \(params\[0\]\.gas \d+\) answered$/), 'pass', undefined],
      [expect.stringMatching(/^x-limits\.gasCap: gas just over 10 × the block gas limit \(params\[0\]\.gas \d+\) refused with -32602$/), 'fail', 'a call over the gas cap answered with a result, not error -32602'],
    ]);
    // x-limits.maxResults: 10,001 logs for a limit of 10,000.
    const logs = report.methods.find((m) => m.name === 'eth_getLogs')!.checks.find((c) => c.kind === 'generated')!;
    expect(logs.failure!.message).toBe("x-limits.maxResults: the result holds 10001 results, more than the 10000 the spec allows (over it, the spec's answer is an error)");
  }, 60_000);

  it('passes them all against the generated server, which checks every edge, and sends each enum value and bound', async () => {
    // eth_call answers the runner's reverting init code with the declared revert, as an EVM node does.
    const { base } = await startServer(exampleHandlers(initCodeReverts).handlers, { blockGasLimit: () => (examples.eth_getBlockByNumber.result as { gasLimit: string }).gasLimit });
    const { code, out } = await run([`${base}/v3/k`, '--seed', '9', '--calls', '3', '--methods', methods, '--format', 'json']);
    const report = JSON.parse(out) as Report;
    const notPassed = report.methods.flatMap((m) => m.checks.filter((c) => c.status !== 'pass').map((c) => `${m.name}: ${c.kind} ${c.status}`));
    expect(notPassed).toEqual([]);
    expect(code).toBe(0);
    const vote = report.methods.find((m) => m.name === 'getVoteAccounts')!.checks;
    // finalized, confirmed, processed, and votePubkey's length bounds (one of them may be the starting value itself).
    const boundary = vote.find((c) => c.name.startsWith('boundary values'))!;
    expect(boundary.status).toBe('pass');
    expect(boundary.calls).toBeGreaterThanOrEqual(4);
    expect(boundary.name).toBe(`boundary values (${boundary.calls} calls: each enum value, oneOf branch, length and number bound)`);
    expect(vote.filter((c) => c.kind === 'invalid-params').length).toBeGreaterThanOrEqual(9);
    // The gas cap the generated server enforces (given the block gas limit, as a gateway is), from both sides.
    const limit = BigInt((examples.eth_getBlockByNumber.result as { gasLimit: string }).gasLimit);
    const gas = report.methods.find((m) => m.name === 'eth_call')!.checks.filter((c) => c.name.startsWith('x-limits.gasCap'));
    expect(gas.map((c) => c.status)).toEqual(['pass', 'pass']);
    const sent = gas.map((c) => BigInt(/params\[0\]\.gas (\d+)/.exec(c.name)![1]!));
    expect(sent[0]! < 10n * limit && 10n * limit < sent[1]!).toBe(true);
  }, 60_000);

  it('cuts a long reproduce line in the text report, and keeps it whole in JSON', async () => {
    // The lax server does not enforce x-limits.maxParams: the call with 5,001 values fails, its curl line ~200 KB.
    const args = [laxUrl, '--seed', '9', '--calls', '1', '--methods', 'eth_getLogs'];
    const text = (await run(args)).out;
    const json = JSON.parse((await run([...args, '--format', 'json'])).out) as Report;
    const over = json.methods[0]!.checks.find((c) => c.kind === 'limits' && c.status === 'fail')!;
    const curl = over.failure!.curl;
    expect(curl.length).toBeGreaterThan(100_000);
    expect(text).toContain(`  reproduce: ${curl.slice(0, 2000)}… (cut, ${curl.length} characters; full in --format json)`);
    expect(Math.max(...text.split('\n').map((l) => l.length))).toBeLessThan(2200);
  }, 60_000);
});

describe('x-deterministic in generate', () => {
  it('refuses a non-boolean value on a method or an example, naming file, line, column and path', () => {
    const dir = tempDir();
    writeTree(dir, {
      'openrpc.yaml': [
        'openrpc: 1.4.1',
        'info: { title: T, version: "1" }',
        'methods:',
        '  - name: a',
        '    params: []',
        '    x-deterministic: "yes"',
        '    result: { name: r, schema: { type: string } }',
        '    examples:',
        '      - name: one',
        '        params: []',
        '        result: { name: r, value: x }',
        '        x-deterministic: 1',
        '      - name: two',
        '        params: []',
        '        result: { name: r, value: y }',
        '        x-deterministic: false',
        '',
      ].join('\n'),
    });
    let stderr = '';
    const code = runCli(['generate', '--spec', join(dir, 'openrpc.yaml'), '--out', join(dir, 'out')], { out: () => {}, err: (t) => (stderr += t) });
    expect(code).toBe(2);
    expect(stderr).toContain(`openrpc.yaml:6:5: methods[0]['x-deterministic']: invalid x-deterministic: must be boolean`);
    expect(stderr).toContain(`openrpc.yaml:12:9: methods[0].examples[0]['x-deterministic']: invalid x-deterministic: must be boolean`);
    // `false` on an example is valid: no third error.
    expect(stderr.split('\n').filter((l) => l.includes('invalid x-deterministic'))).toHaveLength(2);
  });

  it('refuses it where rpcforge test does not read it (a param)', () => {
    const dir = tempDir();
    writeTree(dir, {
      'openrpc.yaml': 'openrpc: 1.4.1\ninfo: { title: T, version: "1" }\nmethods:\n  - name: a\n    params:\n      - name: p\n        schema: { type: string }\n        x-deterministic: true\n    result: { name: r, schema: { type: string } }\n',
    });
    let stderr = '';
    expect(runCli(['generate', '--spec', join(dir, 'openrpc.yaml'), '--out', join(dir, 'out')], { out: () => {}, err: (t) => (stderr += t) })).toBe(2);
    expect(stderr).toContain('extension x-deterministic is not allowed on a contentDescriptor object (allowed on: methodObject, examplePairingObject)');
  });
});
