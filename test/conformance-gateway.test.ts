// `rpcforge test` against the gateway `npm start` runs (the same flags, on a free port, with the embedded anvil from
// npm), as a user runs both: child processes on 127.0.0.1. The whole suite passes with --allow-writes at the default
// settings in under 60 s: rate answers retried, state learned and created (by-hash lookups find something), node
// refusals noted rather than failed, x-limits.maxParams counted as the server counts, the declared revert provoked
// and credits read from /metrics. Then each rule on its own: a server that answers 429 / -32005 twice before the
// result, one whose metrics charge the wrong credits, the revert init code on anvil, the node-refusal rule.
import { execFile } from 'node:child_process';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nodeRefusal } from '../generator/conformance/refusals.js';
import type { Report } from '../generator/conformance/report.js';
import { errorPayload, revertingInitCode, revertReason } from '../generator/conformance/reverts.js';
import { repoRoot } from './helpers.js';
import { exampleHandlers, startServer } from './server-helpers.js';
import { anvilUrl, npmStartArgs, serveProcesses, started, stop, type Run } from './support/serve-process.js';

const exec = promisify(execFile);
const demoKey = 'demo-growth-key-0001';

/** `rpcforge test …` as a child process: exit code, stdout, stderr and wall time. */
async function rpcforgeTest(args: string[]): Promise<{ code: number; out: string; err: string; ms: number }> {
  const started = performance.now();
  try {
    const { stdout, stderr } = await exec(process.execPath, [join(repoRoot, 'bin/rpcforge.js'), 'test', ...args], { cwd: repoRoot, maxBuffer: 64 * 2 ** 20, timeout: 170_000 });
    return { code: 0, out: stdout, err: stderr, ms: performance.now() - started };
  } catch (error) {
    const e = error as { code?: number; stdout?: string; stderr?: string };
    return { code: typeof e.code === 'number' ? e.code : -1, out: e.stdout ?? '', err: e.stderr ?? '', ms: performance.now() - started };
  }
}

const failures = (report: Report) => [
  ...report.methods.flatMap((m) => m.checks.filter((c) => c.status === 'fail').map((c) => `${m.name}: ${c.name}: ${c.failure?.message}`)),
  ...report.envelope.filter((c) => c.status === 'fail').map((c) => `envelope: ${c.name}: ${c.failure?.message}`),
];
const checksOf = (report: Report, method: string) => report.methods.find((m) => m.name === method)!.checks;

describe('rpcforge test against the gateway npm start runs (embedded anvil)', () => {
  const { run, cleanup } = serveProcesses();
  let gateway: Run;
  let base = '';
  let anvil = '';
  beforeAll(async () => {
    // npm start's own flags, read from package.json so the test follows them.
    const args = npmStartArgs();
    expect(args).toEqual(expect.arrayContaining(['--anvil', '--mock', '--batch', '--keys', 'examples/keys.yaml']));
    gateway = run([...args, '--log-level', 'error']);
    base = await started(gateway);
    anvil = anvilUrl(gateway);
  }, 120_000);
  afterAll(async () => {
    if (gateway) await stop(gateway);
    cleanup();
  });

  it('passes every check with --allow-writes at the default settings, in under 60 s', async () => {
    // The gateway signs nothing for a caller (eth_accounts is on its closed list): the state is made through anvil.
    // Subscriptions left out: this anvil mines only on a transaction, so no head comes in the window, which fails that
    // check (docs/conformance.md, Subscriptions); conformance-subscriptions.test.ts checks them against serve --mock.
    const { code, out, err, ms } = await rpcforgeTest([`${base}/v3/`, '--key', demoKey, '--allow-writes', '--state-node', anvil, '--seed', '7', '--subscription-seconds', '0', '--format', 'json']);
    const report = JSON.parse(out) as Report;
    const skippedChecks = report.methods.flatMap((m) => m.checks.filter((c) => c.status === 'skip').map((c) => `${m.name}: ${c.name}: ${c.note}`));
    console.log(`rpcforge test against npm start's gateway: ${(ms / 1000).toFixed(1)} s, ${report.totals.checks} checks, ${report.totals.calls} calls; skipped methods: ${JSON.stringify(report.skipped)}; skipped checks: ${JSON.stringify(skippedChecks)}\n${err}`);
    expect(failures(report)).toEqual([]);
    expect(code).toBe(0);
    expect(ms).toBeLessThan(60_000);
    // Every method of the spec checked, the write (starknet_addDeployAccountTransaction) included; no check skipped.
    expect(report.methods.map((m) => [m.name, m.status])).toHaveLength(14);
    expect(report.methods.every((m) => m.status === 'pass')).toBe(true);
    expect(report.skipped).toEqual([]);
    expect(skippedChecks).toEqual([]);
    // State created (a contract through anvil's unlocked account) and learned: by-hash lookups found something.
    expect(err).toMatch(/state: created: a contract deployed from unlocked account 0x[0-9a-f]{40}/);
    for (const method of ['eth_getTransactionByHash', 'eth_getTransactionReceipt', 'eth_getLogs', 'eth_getTransactionByBlockNumberAndIndex', 'eth_getStorageAt']) {
      expect(checksOf(report, method).find((c) => c.kind === 'state'), method).toMatchObject({ status: 'pass', note: 'found' });
    }
    expect(checksOf(report, 'eth_getTransactionByHash').find((c) => c.kind === 'state')!.name).toBe('learned state at params[0] (transactionHash)');
    // The examples are mainnet values: anvil refuses their block numbers; sent again with the chain's own block they
    // are answered, which the note says (a refused example is not excused on its own).
    // (The first two examples name mainnet block 6662363; the third asks for "latest", which anvil answers.)
    expect(checksOf(report, 'eth_getStorageAt').filter((c) => c.kind === 'example').map((c) => [c.status, c.note])).toEqual([
      ['pass', expect.stringMatching(/^refused by the node: -32602 BlockOutOfRangeError: block height is \d+ but requested was 6662363 as written; answered with the chain's own values at .*params\[2\] \(block\)$/)],
      ['pass', expect.stringMatching(/^refused by the node: -32602 BlockOutOfRangeError.* as written; answered with the chain's own values/)],
      ['pass', undefined],
    ]);
    // x-limits.maxParams: 5,000 values counted as the server counts them, which anvil also answers.
    expect(checksOf(report, 'eth_getLogs').filter((c) => c.kind === 'limits').map((c) => c.status)).toEqual(['pass', 'pass']);
    // The declared revert (code 3, "execution reverted: <revert_reason>", the payload as data), provoked for real.
    for (const method of ['eth_call', 'eth_estimateGas']) {
      expect(checksOf(report, method).filter((c) => c.kind === 'declared-error').map((c) => [c.name, c.status]), method).toEqual([['declared error 3 (execution reverted: <revert_reason>) on a revert', 'pass']]);
    }
    // Credits read from /metrics: every method with a number for x-credits, charged exactly that.
    expect(report.methods.filter((m) => m.checks.some((c) => c.kind === 'credits' && c.status === 'pass')).map((m) => m.name)).toEqual(report.methods.map((m) => m.name).filter((m) => m !== 'starknet_addDeployAccountTransaction'));
    expect(out + err).not.toContain(demoKey);
  }, 150_000);

  it('learns state without --allow-writes too: the chain as it is (a block with a transaction) gives the hashes', async () => {
    // Runs after the test above, whose transactions are on the chain; nothing is created now.
    const { code, out, err } = await rpcforgeTest([`${base}/v3/`, '--key', demoKey, '--methods', 'eth_getTransactionByHash,eth_getTransactionReceipt,eth_call', '--calls', '3', '--seed', '3', '--format', 'json']);
    const report = JSON.parse(out) as Report;
    expect(failures(report)).toEqual([]);
    expect(code).toBe(0);
    expect(err).not.toContain('state: created');
    expect(err).toMatch(/state: learned blockNumber, blockHash, transactionHash, address, from/);
    expect(checksOf(report, 'eth_getTransactionByHash').find((c) => c.kind === 'state')).toMatchObject({ status: 'pass', note: 'found' });
    // Without a contract, eth_call's declared revert is provoked by init code (the spec takes a call with no `to`).
    expect(checksOf(report, 'eth_call').find((c) => c.kind === 'declared-error')).toMatchObject({ status: 'pass' });
  }, 60_000);

  it('the revert init code reverts with the Error(string) payload on anvil, with code 3 (no contract needed)', async () => {
    const payload = errorPayload(revertReason);
    const answer = (await (await fetch(anvil, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_call', params: [{ data: revertingInitCode(payload) }, 'latest'] }) })).json()) as { error: { code: number; message: string; data: string } };
    expect(answer.error).toMatchObject({ code: 3, message: `execution reverted: ${revertReason}`, data: payload });
  });
});

describe('rpcforge test: rate answers and credits, against a proxy in front of the generated server', () => {
  // Each request text is refused twice before it is passed on: first HTTP 429 with only `Retry-After: 0`, then HTTP
  // 200 with -32005 and `data.retryAfterMs` (as our gateway answers over WebSocket). /metrics charges 70 credits per
  // eth_getBlockByNumber answered (the spec says 80) when `wrongCredits` is set.
  let target = '';
  let proxyUrl = '';
  const seen = new Map<string, number>();
  let alwaysRefuse = false;
  let charged = 0;
  let wrongCredits = false;
  const proxy = createServer((req: IncomingMessage, res: ServerResponse) => {
    if (req.method === 'GET' && req.url === '/metrics') {
      res.writeHead(200, { 'content-type': 'text/plain' }).end(wrongCredits ? `# TYPE rpc_credits_charged_total counter\nrpc_credits_charged_total{method="eth_getBlockByNumber"} ${charged}\n` : 'nothing here\n');
      return;
    }
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', async () => {
      const sends = (seen.get(body) ?? 0) + 1;
      seen.set(body, sends);
      if (alwaysRefuse || sends === 1) {
        res.writeHead(429, { 'content-type': 'application/json', 'retry-after': '0' }).end('{"jsonrpc":"2.0","id":null,"error":{"code":-32005,"message":"request rate exceeded"}}');
        return;
      }
      if (sends === 2) {
        let id: unknown = null;
        try {
          id = (JSON.parse(body) as { id?: unknown }).id ?? null;
        } catch {
          // Malformed JSON (an envelope check): refused with id null.
        }
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ jsonrpc: '2.0', id, error: { code: -32005, message: 'request rate exceeded', data: { creditsPerSecond: 500, retryAfterMs: 5 } } }));
        return;
      }
      const answer = await fetch(target, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
      const text = await answer.text();
      if (body.includes('"eth_getBlockByNumber"') && text.includes('"result"')) charged += 70;
      res.writeHead(answer.status, { 'content-type': 'application/json' }).end(text);
    });
  });
  beforeAll(async () => {
    const { base } = await startServer(exampleHandlers().handlers);
    target = `${base}/v3/proxy-key-0001`;
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}/v3/proxy-key-0001`;
  });
  afterAll(() => {
    proxy.closeAllConnections();
    return new Promise<void>((resolve) => proxy.close(() => resolve()));
  });

  it('sends a call again after 429 and -32005, honouring the waits asked for: every check passes, each call sent 3 times', async () => {
    seen.clear();
    const { code, out, err } = await rpcforgeTest([proxyUrl, '--rate', '500', '--methods', 'eth_getBlockByNumber,getVoteAccounts', '--calls', '4', '--seed', '5', '--format', 'json']);
    const report = JSON.parse(out) as Report;
    expect(failures(report)).toEqual([]);
    expect(code).toBe(0);
    // Every request text the runner sent reached the server three times: two rate answers, then the real one.
    expect(new Set(seen.values())).toEqual(new Set([3]));
    expect(err).toMatch(new RegExp(`rpcforge test: ${seen.size * 2} call\\(s\\) sent again after a rate answer`));
  }, 60_000);

  it('fails a check that is still refused when the retries run out, saying so', async () => {
    alwaysRefuse = true;
    try {
      const { code, out } = await rpcforgeTest([proxyUrl, '--rate', '500', '--methods', 'getVoteAccounts', '--calls', '1', '--seed', '5', '--format', 'json']);
      expect(code).toBe(1);
      const report = JSON.parse(out) as Report;
      expect(checksOf(report, 'getVoteAccounts')[0]!.failure!.message).toMatch(/^rate-limited: still refused \(-32005 request rate exceeded\) after 9 sends/);
    } finally {
      alwaysRefuse = false;
    }
  }, 60_000);

  it('fails credits that differ from x-credits where the endpoint reports them on /metrics', async () => {
    wrongCredits = true;
    try {
      const { code, out } = await rpcforgeTest([proxyUrl, '--rate', '500', '--methods', 'eth_getBlockByNumber', '--calls', '2', '--seed', '5', '--format', 'json']);
      expect(code).toBe(1);
      const report = JSON.parse(out) as Report;
      expect(failures(report)).toEqual([expect.stringMatching(/^eth_getBlockByNumber: credits charged per call = x-credits \(80\): charged 70 credits for one call \(http:\/\/127\.0\.0\.1:\d+\/metrics: \*credits_charged_total\{method="eth_getBlockByNumber"\}\), not the spec's x-credits 80$/)]);
    } finally {
      wrongCredits = false;
    }
  }, 60_000);
});

describe('node refusals (generator/conformance/refusals.ts)', () => {
  it('notes what the chain refuses, keeps a complaint about the params form a failure', () => {
    expect(nodeRefusal({ kind: 'error', code: -32602, message: 'BlockOutOfRangeError: block height is 0 but requested was 1' })).toBe('refused by the node: -32602 BlockOutOfRangeError: block height is 0 but requested was 1');
    expect(nodeRefusal({ kind: 'error', code: -32000, message: 'max priority fee per gas higher than max fee per gas' })).toMatch(/^refused by the node/);
    expect(nodeRefusal({ kind: 'error', code: -32003, message: 'Insufficient funds for gas * price + value' })).toMatch(/^refused by the node/);
    for (const message of ['Invalid params', 'data did not match any variant of untagged enum EthRpcCall', 'invalid type: integer `5`, expected a string', 'missing field `to`', 'Invalid params: params[0].gas: must be at most 10 × the block gas limit']) {
      expect(nodeRefusal({ kind: 'error', code: -32602, message }), message).toBeUndefined();
    }
    // anvil's execution halt (generated data run as creation code) is the chain's answer, as go-ethereum's -32000 is.
    expect(nodeRefusal({ kind: 'error', code: -32603, message: 'EVM error OpcodeNotFound' })).toBe('refused by the node: -32603 EVM error OpcodeNotFound');
    // Else -32603 and the rest of the server range stay failures whatever the message.
    expect(nodeRefusal({ kind: 'error', code: -32603, message: 'EVM error OpcodeNotFound; and more' })).toBeUndefined();
    expect(nodeRefusal({ kind: 'error', code: -32603, message: 'header not found' })).toBeUndefined();
    expect(nodeRefusal({ kind: 'error', code: -32050, message: 'upstream unavailable' })).toBeUndefined();
  });
});
