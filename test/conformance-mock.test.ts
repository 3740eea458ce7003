// `rpcforge test` against `rpcforge serve --mock` (no node: every method answered from the spec's examples), both the
// real CLI as child processes on 127.0.0.1, our spec, a free port. Every method is checked and every check passes but
// the declared revert, which a mock cannot provoke: it runs no code, so the init code that reverts on a node (a call
// with no `to`, which spec 3.2.0 takes) gets the example's result; a known difference here, with its reason (and
// documented in docs/conformance.md). Before the mock
// multiplied its own latest block's gas limit, it answered eth_call and eth_estimateGas far past the x-limits.gasCap
// its spec promises to refuse; this test found that.
import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Report } from '../generator/conformance/report.js';
import { repoRoot } from './helpers.js';
import { serveProcesses, started, stop, type Run } from './support/serve-process.js';
import { until } from './gateway-helpers.js';

const exec = promisify(execFile);
const demoKey = 'demo-growth-key-0001';

describe('rpcforge test against rpcforge serve --mock', () => {
  const { run, cleanup, work } = serveProcesses();
  let mock: Run;
  let base = '';
  beforeAll(async () => {
    mock = run(['--mock', '--keys', 'examples/keys.yaml', '--log-level', 'error']);
    base = await started(mock);
  }, 120_000);
  afterAll(async () => {
    if (mock) await stop(mock);
    cleanup();
  });

  it('checks every method of the spec and passes, the revert known for the reason a mock has', async () => {
    let code = 0;
    let out = '';
    let err = '';
    const known = join(work, 'known.yaml');
    const reason = 'serve --mock answers every call with its example result: it runs no code, so init code that reverts on a node gets a result';
    writeFileSync(known, ['eth_call', 'eth_estimateGas'].map((method) => `- method: ${method}\n  check: 'declared error 3 *'\n  message: '*answered with a result*'\n  reason: '${reason}'\n  source: rpcforge serve --mock\n`).join(''));
    try {
      ({ stdout: out, stderr: err } = await exec(process.execPath, [join(repoRoot, 'bin/rpcforge.js'), 'test', `${base}/v3/`, '--key', demoKey, '--allow-writes', '--seed', '7', '--known', known, '--format', 'json'], { cwd: repoRoot, maxBuffer: 64 * 2 ** 20, timeout: 150_000 }));
    } catch (error) {
      ({ code, stdout: out, stderr: err } = error as { code: number; stdout: string; stderr: string });
    }
    const report = JSON.parse(out) as Report;
    const failed = report.methods.flatMap((m) => m.checks.filter((c) => c.status === 'fail').map((c) => `${m.name}: ${c.name}: ${c.failure?.message}`));
    expect(failed, err).toEqual([]);
    expect(report.envelope.filter((c) => c.status !== 'pass')).toEqual([]);
    // The mock's subscriptions, one notification a second: each kind subscribed, notified and unsubscribed.
    expect(report.subscriptions.map((s) => [s.name, s.checks.map((c) => c.status)])).toEqual(['newHeads', 'logs', 'newPendingTransactions', 'transactionReceipts'].map((k) => [`eth_subscribe ${k}`, ['pass', 'pass', 'pass']]));
    expect(code).toBe(0);
    // All 14 methods (the write included with --allow-writes), each with examples, generated and invalid params.
    expect(report.methods).toHaveLength(14);
    expect(report.skipped).toEqual([]);
    for (const m of report.methods) expect([...new Set(m.checks.filter((c) => c.status === 'pass').map((c) => c.kind))], m.name).toEqual(expect.arrayContaining(['example', 'generated', 'invalid-params']));
    // The gas caps are enforced from the mocked latest block's gas limit, from both sides.
    for (const method of ['eth_call', 'eth_estimateGas']) {
      const caps = report.methods.find((m) => m.name === method)!.checks.filter((c) => c.name.startsWith('x-limits.gasCap'));
      expect(caps.map((c) => [c.name.replace(/\(.*\)/, '(…)'), c.status]), method).toEqual([
        ['x-limits.gasCap: gas just under 10 × the block gas limit (…) answered', 'pass'],
        ['x-limits.gasCap: gas just over 10 × the block gas limit (…) refused with -32602', 'pass'],
      ]);
    }
    // Every check runs; the only ones not passed: the declared revert, which a mock cannot give (known, not failed).
    expect(report.methods.flatMap((m) => m.checks.filter((c) => c.status === 'skip'))).toEqual([]);
    const notPassed = report.methods.flatMap((m) => m.checks.filter((c) => c.status !== 'pass').map((c) => [m.name, c.kind, c.status]));
    expect(notPassed).toEqual([
      ['eth_estimateGas', 'declared-error', 'known'],
      ['eth_call', 'declared-error', 'known'],
    ]);
    expect(err).toContain('state: nothing created: the node has no unlocked account (eth_accounts)');
    // Credits read from the mock gateway's /metrics, as from a real one.
    expect(report.methods.filter((m) => m.checks.some((c) => c.kind === 'credits' && c.status === 'pass')).map((m) => m.name)).toHaveLength(13);
    expect(out + err).not.toContain(demoKey);
  }, 180_000);
});

describe('serve --mock never serves an example that breaks its own schemas', () => {
  const { run, cleanup } = serveProcesses();
  afterAll(cleanup);

  it('serves a generated value in place of eth_newFilter\'s "0x01" (the official Ethereum spec), and says so once at start', async () => {
    const server = run(['--mock', '--spec', join(repoRoot, 'test/reference/execution-apis/openrpc.json')]);
    try {
      await until(() => /HTTP\s+http:\/\/\S+/.test(server.out()) || server.child.exitCode !== null, 90_000, `serve did not start:\n${server.err()}`);
      const url = /HTTP\s+(http:\/\/\S+)/.exec(server.out())![1]!.replace('<API_KEY>', 'mock-key');
      const said = (server.out() + server.err()).split('\n').filter((l) => l.includes('eth_newFilter: example'));
      expect(said).toHaveLength(1);
      expect(said[0]).toMatch(/--mock: eth_newFilter: example ".*" breaks the method's result schema; a generated value is served in its place/);
      const answer = (await (await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_newFilter', params: [{ fromBlock: '0x1', toBlock: '0x2', address: '0xfe3b557e8fb62b89f4916b721be55ceb828dbd73', topics: [] }] }) })).json()) as { result?: unknown };
      expect(typeof answer.result).toBe('string');
      expect(answer.result).not.toBe('0x01');
      // The id it serves is one its own eth_uninstallFilter takes (the example's "0x01" was refused there).
      const uninstall = (await (await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'eth_uninstallFilter', params: [answer.result] }) })).json()) as { result?: unknown; error?: unknown };
      expect(uninstall.error).toBeUndefined();
    } finally {
      await stop(server);
    }
  }, 120_000);
});
