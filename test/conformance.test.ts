// `rpcforge test <url>`: the spec as a conformance suite. Against the generated server (in this process, answering the
// examples) every check passes; against a small hand-written JSON-RPC server with one seeded fault per kind, every
// fault is found, with its minimal case and a curl line that reproduces it; one seed gives one report; an endpoint
// that cannot be reached is exit 2.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { validateParams } from '../generated/dist/index.js';
import { runTestCommand } from '../generator/conformance/command.js';
import { globMatcher, isWrite, selectMethods } from '../generator/conformance/plan.js';
import type { Report } from '../generator/conformance/report.js';
import { xmlEscape } from '../generator/conformance/report.js';
import { htmlText } from '../generator/emit/escape.js';
import { errorPayload, revertingInitCode, revertReason } from '../generator/conformance/reverts.js';
import { runConformance } from '../generator/conformance/runner.js';
import { Transport } from '../generator/conformance/transport.js';
import { packageChecks } from '../generator/emit/validators/emit-validators.js';
import { resolveOutputs } from '../generator/config/outputs.js';
import type { Model } from '../generator/model/model.js';
import { generate } from '../generator/pipeline.js';
import { packageValidators } from '../generator/validate/example-validators.js';
import { repoRoot, tempDir } from './helpers.js';
import { examples, exampleHandlers, initCodeReverts, startServer } from './server-helpers.js';

const spec = join(repoRoot, 'spec/openrpc.yaml');
const key = 'conformance-secret-key-0042';

async function run(args: string[], signal?: AbortSignal): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await runTestCommand(['test', '--spec', spec, '--rate', '5000', ...args], { out: (t) => (out += t), err: (t) => (err += t) }, signal);
  return { code, out, err };
}

// A JSON-RPC server written for this test: right in everything (it refuses invalid params with -32602 through the
// generated validators, answers each method with its first example's result) except one seeded fault per kind.
const faultyMethods = 'eth_getLogs,eth_call,eth_getUncleByBlockHashAndIndex,eth_getTransactionByHash,eth_getBlockByNumber,eth_getTransactionReceipt,getVoteAccounts';
const internalMessage = 'Internal <error> & "quotes"';
const unlocked = `0x${'11'.repeat(20)}`;
const deployment = `0x${'ab'.repeat(32)}`;
const contract = `0x${'cc'.repeat(20)}`;

function answer(call: unknown): object | undefined {
  if (typeof call !== 'object' || call === null || Array.isArray(call)) return { jsonrpc: '2.0', id: null, error: { code: -32600, message: 'Invalid Request' } };
  const { id, method, params, jsonrpc } = call as { id?: string | number; method?: unknown; params?: unknown; jsonrpc?: unknown };
  const reply = (body: object) => (id === undefined ? undefined : { jsonrpc: '2.0', id: id ?? null, ...body });
  if (jsonrpc !== '2.0' || typeof method !== 'string') return reply({ error: { code: -32600, message: 'Invalid Request' } });
  // A dev node's unlocked account, so `--allow-writes` deploys the runner's reverting contract here (its receipt below).
  if (method === 'eth_accounts') return reply({ result: [unlocked] });
  if (method === 'eth_sendTransaction') return reply({ result: deployment });
  if (!(method in examples)) return reply({ error: { code: -32601, message: 'Method not found' } });
  const name = method as keyof typeof examples;
  // Fault: a method that takes any params and answers them with a result.
  if (name !== 'eth_getTransactionByHash' && !validateParams(name, params ?? []).ok) return reply({ error: { code: -32602, message: 'Invalid params' } });
  const p = (params ?? []) as unknown[];
  let result = structuredClone(examples[name].result) as Record<string, unknown> | null;
  // Fault: the declared revert (code 3, "execution reverted: <revert_reason>") answered with another code, for the
  // runner's reverting init code (a call with no `to`) as for a call of the contract it deployed.
  const call0 = p[0] as { to?: unknown; data?: unknown } | undefined;
  const reverts = (call0?.to === contract && call0.data === errorPayload(revertReason)) || (call0?.to === undefined && call0?.data === revertingInitCode(errorPayload(revertReason)));
  if (name === 'eth_call' && reverts) return reply({ error: { code: -32000, message: `execution reverted: ${revertReason}` } });
  switch (name) {
    case 'eth_getBlockByNumber': // Fault: a required field missing, only for hydrated blocks.
      if (p[1] === true) delete result!.transactions;
      break;
    case 'eth_getTransactionReceipt': // Fault: a field of the wrong type. (The deployment's receipt names the contract.)
      result = { ...result, gasUsed: 21000, ...(p[0] === deployment ? { from: unlocked, contractAddress: contract } : {}) };
      break;
    case 'eth_call': // Fault: null where the schema forbids it.
      result = null;
      break;
    case 'getVoteAccounts': // Fault: -32603 for a valid call, when the optional config is given.
      if (p.length > 0) return reply({ error: { code: -32603, message: internalMessage } });
      break;
    case 'eth_getUncleByBlockHashAndIndex': // Fault: the id echoed as a string.
      return { jsonrpc: '2.0', id: String(id), result };
  }
  return reply({ result });
}

function handle(req: IncomingMessage, res: ServerResponse): void {
  let body = '';
  req.on('data', (c: Buffer) => (body += c.toString()));
  req.on('end', () => {
    // The key travels in the path; any other path is not this server's.
    if (req.url !== `/v3/${key}`) {
      res.writeHead(404).end();
      return;
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      res.setHeader('content-type', 'application/json').end(JSON.stringify({ jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } }));
      return;
    }
    // Fault: a batch's answer leaves out its last call's response.
    const out = Array.isArray(parsed) ? parsed.map(answer).filter((a) => a !== undefined).slice(0, -1) : answer(parsed);
    if (out === undefined) res.writeHead(204).end();
    else res.setHeader('content-type', 'application/json').end(JSON.stringify(out));
  });
}

const faulty = createServer(handle);
let faultyUrl = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => faulty.listen(0, '127.0.0.1', resolve));
  faultyUrl = `http://127.0.0.1:${(faulty.address() as AddressInfo).port}/v3/`;
});
afterAll(() => new Promise<void>((resolve) => faulty.close(() => resolve())));

/** What keeps `xml` from being well-formed (the subset the JUnit and HTML reports use: elements, attributes, text, entities). */
function xmlProblems(xml: string): string[] {
  const problems: string[] = [];
  const stack: string[] = [];
  const text = '(?:[^<&]|&(?:amp|lt|gt|quot|apos|#\\d+|#x[0-9a-fA-F]+);)';
  const token = new RegExp(`<(/?)([A-Za-z][\\w-]*)((?:\\s+[\\w-]+="(?:(?!")${text})*")*)\\s*(/?)>|${text}+`, 'y');
  let at = xml.startsWith('<?xml') ? xml.indexOf('?>') + 2 : 0;
  while (at < xml.length) {
    token.lastIndex = at;
    const m = token.exec(xml);
    if (!m) {
      problems.push(`bad markup at ${at}`);
      break;
    }
    at = token.lastIndex;
    if (m[2] === undefined || m[4] === '/') continue;
    if (m[1] === '') stack.push(m[2]);
    else if (stack.pop() !== m[2]) problems.push(`${m[2]} closed out of order`);
  }
  if (stack.length > 0) problems.push(`${stack.join(', ')} left open`);
  return problems;
}

const failuresOf = (report: Report) => [
  ...report.methods.flatMap((m) => m.checks.filter((c) => c.status === 'fail').map((c) => ({ method: m.name, ...c }))),
  ...report.envelope.filter((c) => c.status === 'fail').map((c) => ({ method: '(envelope)', ...c })),
];

describe('rpcforge test', () => {
  it('passes every check against the generated server, and keeps the key out of the report', async () => {
    // The block gas limit the gas caps multiply: the one the server's eth_getBlockByNumber answers, as a gateway's is.
    const { base } = await startServer(exampleHandlers(initCodeReverts).handlers, { blockGasLimit: () => (examples.eth_getBlockByNumber.result as { gasLimit: string }).gasLimit });
    // This server is given no subscriptions (eth_subscribe is -32601 on its WebSocket), so they are left out here;
    // conformance-subscriptions.test.ts checks them.
    const { code, out, err } = await run([`${base}/v3/`, '--key', key, '--seed', '11', '--calls', '8', '--subscription-seconds', '0', '--format', 'json']);
    expect(err).not.toContain('rpcforge test: ');
    const report = JSON.parse(out) as Report;
    expect(report.subscriptions.map((s) => [s.name, s.status, s.checks[0]!.note])).toEqual(['newHeads', 'logs', 'newPendingTransactions', 'transactionReceipts'].map((k) => [`eth_subscribe ${k}`, 'skip', 'not checked (--subscription-seconds 0)']));
    expect(failuresOf(report)).toEqual([]);
    expect(code).toBe(0);
    // Every read method of the spec, the write left out; each with examples, generated and invalid-params checks.
    expect(report.methods.map((m) => m.name)).toHaveLength(13);
    expect(report.skipped).toEqual([{ method: 'starknet_addDeployAccountTransaction', reason: expect.stringContaining('a write') }]);
    // Each with examples, generated and invalid-params checks; the EVM methods whose params name a block, hash or
    // address also with one call on the state learned from the server (its example block), and the two that declare
    // a revert with that check (provoked without --allow-writes: the spec takes a call object with no `to`, whose
    // `data` runs as init code that reverts).
    const evm = (name: string) => name.startsWith('eth_');
    for (const m of report.methods) {
      const kinds = ['example', 'generated', 'invalid-params', 'http', ...(['eth_getLogs', 'eth_call', 'eth_estimateGas'].includes(m.name) ? ['limits'] : []), ...(evm(m.name) ? ['state'] : []), ...(['eth_call', 'eth_estimateGas'].includes(m.name) ? ['declared-error'] : [])];
      expect(new Set(m.checks.map((c) => c.kind)), m.name).toEqual(new Set(kinds));
    }
    expect(report.methods.flatMap((m) => m.checks.filter((c) => c.kind === 'declared-error').map((c) => [m.name, c.status, c.note]))).toEqual([
      ['eth_estimateGas', 'pass', undefined],
      ['eth_call', 'pass', undefined],
    ]);
    // x-limits.maxParams (5,000 for eth_getLogs), which the generated server enforces, from both sides.
    // (Counted in the filter's `address` or `topics`, whichever the seeded params give, with the values already at the
    // other position: the server counts them together.)
    expect(report.methods.find((m) => m.name === 'eth_getLogs')!.checks.filter((c) => c.kind === 'limits').map((c) => [c.name, c.status])).toEqual([
      [expect.stringMatching(/^x-limits\.maxParams: 5000 values at params\[0\]\.(address|topics\[0\])( \(\d+ at the other positions\))? answered$/), 'pass'],
      [expect.stringMatching(/^x-limits\.maxParams: 5001 values at params\[0\]\.(address|topics\[0\])( \(\d+ at the other positions\))? refused with -32602$/), 'pass'],
    ]);
    expect(report.envelope.map((c) => c.name)).toEqual(
      expect.arrayContaining(['malformed JSON → -32700', 'unknown method → -32601', 'batch answered call by call', 'notification not answered', 'string id echoed', 'number id echoed']),
    );
    expect(report.totals.calls).toBeGreaterThan(13 * 8);
    expect(report.url).toMatch(/\/v3\/\$RPCFORGE_TEST_KEY$/);
    expect(out + err).not.toContain(key);
  }, 60_000);

  it('passes over WebSocket too (ws:// URL): one connection, a notification answered with nothing', async () => {
    const { wsBase } = await startServer(exampleHandlers().handlers);
    const { code, out } = await run([`${wsBase}/ws/v3/`, '--key', key, '--seed', '11', '--calls', '5', '--methods', 'eth_getBlockByNumber,getVoteAccounts', '--format', 'json']);
    const report = JSON.parse(out) as Report;
    expect(failuresOf(report)).toEqual([]);
    expect(code).toBe(0);
    expect(report.envelope.map((c) => [c.name, c.status])).toContainEqual(['notification not answered', 'pass']);
    expect(report.url).toBe(`${wsBase}/ws/v3/$RPCFORGE_TEST_KEY`);
    // The same server over HTTP is the same report but for the URL: the checks do not depend on the transport.
    const http = await run([`${wsBase.replace(/^ws/, 'http')}/v3/`, '--key', key, '--seed', '11', '--calls', '5', '--methods', 'eth_getBlockByNumber,getVoteAccounts', '--format', 'json']);
    // (HTTP adds its status and Content-Type check per method and for the envelope; a WebSocket message has neither.)
    const overHttp = JSON.parse(http.out) as Report;
    const noHttp = (r: Report) => ({ methods: r.methods.map((m) => ({ ...m, checks: m.checks.filter((c) => c.kind !== 'http') })), envelope: r.envelope.filter((c) => c.kind !== 'http'), calls: r.totals.calls });
    expect(noHttp(overHttp)).toEqual(noHttp(report));
    expect(overHttp.methods.every((m) => m.checks.some((c) => c.kind === 'http' && c.status === 'pass'))).toBe(true);
  }, 30_000);

  it('takes the transport from --transport where it contradicts the scheme: the URL mapped, and the progress line says so', async () => {
    const { base, wsBase } = await startServer(exampleHandlers().handlers);
    const args = ['--key', key, '--seed', '11', '--calls', '3', '--methods', 'eth_getBlockByNumber', '--format', 'json'];
    // An http:// URL sent over WebSocket: the report's URL (and so every reproduce line) is the ws:// one.
    const ws = await run([`${base}/ws/v3/`, '--transport', 'ws', ...args]);
    expect(ws.code).toBe(0);
    const wsReport = JSON.parse(ws.out) as Report;
    expect(wsReport.url).toBe(`${wsBase}/ws/v3/$RPCFORGE_TEST_KEY`);
    expect(wsReport.methods[0]!.checks.find((c) => c.status === 'pass' && c.kind === 'example')).toBeDefined();
    expect(ws.err).toContain(`rpcforge test ${wsBase}/ws/v3/$RPCFORGE_TEST_KEY: 1 method(s), seed 11 (--transport ws: http:// sent as ws://)`);
    // And back: a ws:// URL over HTTP; a TLS scheme keeps TLS (wss → https, seen in the refusal of an unreachable one).
    const http = await run([`${wsBase}/v3/`, '--transport', 'http', ...args]);
    expect(http.code).toBe(0);
    expect((JSON.parse(http.out) as Report).url).toBe(`${base}/v3/$RPCFORGE_TEST_KEY`);
    expect(http.err).toContain('(--transport http: ws:// sent as http://)');
    const tls = await run(['wss://127.0.0.1:1/v3/', '--transport', 'http', ...args]);
    expect(tls.code).toBe(2);
    expect(tls.err).toContain('https://127.0.0.1:1/v3/$RPCFORGE_TEST_KEY cannot be tested');
    // The scheme it already names: nothing mapped, nothing said.
    const same = await run([`${base}/v3/`, '--transport', 'http', ...args]);
    expect(same.code).toBe(0);
    expect(same.err).not.toContain('sent as');
    const bad = await run([`${base}/v3/`, '--transport', 'grpc', ...args]);
    expect(bad.code).toBe(2);
    expect(bad.err).toContain('expected http or ws');
  }, 30_000);

  it('finds every seeded fault of a faulty server, each with its minimal case and a curl line that reproduces it', async () => {
    // The declared revert is provoked on eth_call by init code that reverts (a call object with no `to`); with
    // --allow-writes the server's unlocked account deploys the runner's contract too (none of these methods is a write).
    const { code, out } = await run([faultyUrl, '--key', key, '--seed', '5', '--calls', '15', '--methods', faultyMethods, '--allow-writes', '--format', 'json']);
    expect(code).toBe(1);
    const report = JSON.parse(out) as Report;
    const failures = failuresOf(report);
    const byMethod = (method: string) => failures.filter((f) => f.method === method);
    // The probe of the envelope checks (eth_getLogs) has one fault: the server does not enforce its x-limits.maxParams.
    expect(byMethod('eth_getLogs').map((f) => [f.name, f.failure!.message])).toEqual([
      [expect.stringMatching(/^x-limits\.maxParams: 5001 values at params\[0\]\.(address|topics\[0\])( \(\d+ at the other positions\))? refused with -32602$/), 'a call over the params limit answered with a result, not error -32602'],
    ]);

    // A required field missing, only when hydratedTransactions is true: the minimal case keeps that true.
    const block = byMethod('eth_getBlockByNumber').find((f) => f.kind === 'generated')!;
    expect(block.failure!.message).toMatch(/result does not match its schema/);
    expect((block.failure!.minimal as unknown[])[1]).toBe(true);
    expect(byMethod('eth_getBlockByNumber').filter((f) => f.kind === 'example').map((f) => f.name)).toEqual(['example "latest-block-hydrated"', 'example "genesis-block"', 'example "not-found"']);

    // A wrong type and a forbidden null: every generated call fails, shrunk to the simplest params.
    const receipt = byMethod('eth_getTransactionReceipt').find((f) => f.kind === 'generated')!;
    expect(receipt.failure!.message).toMatch(/gasUsed/);
    expect(receipt.failure!.shrinks).toBeGreaterThan(0);
    const call = byMethod('eth_call').find((f) => f.kind === 'generated')!;
    expect(call.failure!.message).toMatch(/result does not match its schema/);
    expect(call.failure!.answer).toContain('"result":null');

    // A wrong error code for a revert: the init code that reverts with the payload, answered -32000.
    const revert = byMethod('eth_call').find((f) => f.kind === 'declared-error')!;
    expect(revert.name).toBe('declared error 3 (execution reverted: <revert_reason>) on a revert');
    expect(revert.failure!.message).toBe('a revert answered with error -32000 (execution reverted: rpcforge revert), not the declared 3');
    expect(revert.failure!.minimal).toEqual([{ data: revertingInitCode(errorPayload(revertReason)) }, 'latest']);

    // Invalid params answered with a result: every violation kind is reported.
    const byHash = byMethod('eth_getTransactionByHash');
    expect(byHash.every((f) => f.kind === 'invalid-params' && f.failure!.message === 'invalid params answered with a result, not error -32602')).toBe(true);
    expect(byHash.map((f) => f.name)).toEqual(expect.arrayContaining([expect.stringMatching(/wrong type/), expect.stringMatching(/missing/), expect.stringMatching(/too many params/), expect.stringMatching(/pattern/)]));

    // -32603 for a valid call, only when the optional config is given: shrunk to the smallest config.
    const vote = byMethod('getVoteAccounts').find((f) => f.kind === 'generated')!;
    expect(vote.failure!.message).toContain('valid params answered with error -32603');
    expect(vote.failure!.minimal).toEqual([{}]);

    // An id echoed as a string.
    expect(byMethod('eth_getUncleByBlockHashAndIndex').find((f) => f.kind === 'generated')!.failure!.message).toMatch(/^id "\d+" does not echo the request's \d+$/);

    // The batch answer missing one call's response; the other envelope rules hold.
    expect(byMethod('(envelope)').map((f) => [f.name, f.failure!.message])).toEqual([['batch answered call by call', expect.stringMatching(/^no answer for the batch's call 3/)]]);

    // The curl line sends the failing call again, the key from the environment.
    expect(out).not.toContain(key);
    // (Not execFileSync: the server answering it runs in this process.)
    const again = await promisify(execFile)('sh', ['-c', vote.failure!.curl], { env: { ...process.env, RPCFORGE_TEST_KEY: key }, encoding: 'utf8' });
    expect(JSON.parse(again.stdout)).toMatchObject({ error: { code: -32603 } });
    const reverted = await promisify(execFile)('sh', ['-c', revert.failure!.curl], { env: { ...process.env, RPCFORGE_TEST_KEY: key }, encoding: 'utf8' });
    expect(JSON.parse(reverted.stdout)).toMatchObject({ error: { code: -32000, message: 'execution reverted: rpcforge revert' } });
  }, 60_000);

  it('gives the same calls and the same report for the same seed, in every format (text, JSON, JUnit, HTML)', async () => {
    // The key from the environment this time (the faulty server answers 404 on any other path).
    process.env.RPCFORGE_TEST_KEY = key;
    onTestFinished(() => {
      delete process.env.RPCFORGE_TEST_KEY;
    });
    const args = [faultyUrl, '--calls', '10', '--methods', 'eth_getLogs,eth_getBlockByNumber,getVoteAccounts'];
    const first = await run([...args, '--seed', '99', '--format', 'json']);
    const second = await run([...args, '--seed', '99', '--format', 'json']);
    expect(first.code).toBe(1);
    expect(second.out).toBe(first.out);
    const other = await run([...args, '--seed', '100', '--format', 'json']);
    // Another seed sends other calls: the failing requests differ.
    const requests = (text: string) => failuresOf(JSON.parse(text) as Report).map((f) => f.failure!.request);
    expect(requests(other.out)).not.toEqual(requests(first.out));

    const text = await run([...args, '--seed', '99']);
    expect(text.out).toMatch(/^ {2}FAIL {2}getVoteAccounts: \d+ checks, \d+ failed, \d+ calls, \d+ of \d+ generated calls answered$/m);
    expect(text.out).toMatch(/minimal params \(after \d+ shrinks\): \[\{\}\]/);
    expect(text.out).toContain(`reproduce: curl -s -X POST -H 'content-type: application/json' --data '`);
    expect(text.out).toContain(`"${faultyUrl}$RPCFORGE_TEST_KEY"`);
    expect(text.err).toMatch(/^ {2}FAIL {2}eth_getLogs: \d+ checks, 1 failed, /m);

    const junit = await run([...args, '--seed', '99', '--format', 'junit', '--out', join(tempDir(), 'report.xml')]);
    expect(junit.out).toBe('');
    const xml = readFileSync(junit.err.match(/report written to (.+)\n/)![1]!, 'utf8');
    // Well-formed: the -32603 message's <, & and " are escaped, and every element closes.
    expect(xml).toContain(xmlEscape(internalMessage));
    expect(xml).not.toContain(internalMessage);
    expect(xml.match(/<testsuite /g)).toHaveLength(4);
    expect(xmlProblems(xml)).toEqual([]);
    // HTML: one page, every element closed, the endpoint's text escaped, a table per method and one for the envelope.
    const html = (await run([...args, '--seed', '99', '--format', 'html'])).out;
    expect(html.startsWith('<!doctype html>\n')).toBe(true);
    expect(xmlProblems(html.slice('<!doctype html>\n'.length))).toEqual([]);
    expect(html).toContain(htmlText(internalMessage));
    expect(html).not.toContain(internalMessage);
    expect(html.match(/<table>/g)).toHaveLength(4);
    expect(html).toContain(htmlText('"http://127.0.0.1:'));
    expect(html).not.toContain(key);
    // The docs page's look: its own stylesheet (light and dark colours) heads the report's style.
    const pageCss = readFileSync(join(repoRoot, 'templates/docs-page.css'), 'utf8').trimEnd();
    expect(html).toContain(`<style>${pageCss}\n`);
    // The check itself sees a bare & and a misnested element.
    expect(xmlProblems('<a x="1 & 2"/>')).toEqual(['bad markup at 0']);
    expect(xmlProblems('<a><b></a>')).toEqual(['a closed out of order', 'a left open']);
  }, 60_000);

  it('exits 2 for an endpoint that cannot be reached or does not answer JSON (a page, a wrong key), a URL of another scheme and a glob that matches nothing', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const unreachable = await run([`http://127.0.0.1:${port}/v3/`, '--key', key, '--seed', '1']);
    expect(unreachable.code).toBe(2);
    expect(unreachable.err).toMatch(/cannot be tested: no answer: ECONNREFUSED/);
    expect(unreachable.err).not.toContain(key);
    expect((await run(['ftp://example.test/'])).code).toBe(2);
    // Something that answers, but not JSON-RPC: a page, or a 404 for a wrong key.
    const page = createServer((_req, res) => res.setHeader('content-type', 'text/html').end('<html>hello</html>'));
    await new Promise<void>((resolve) => page.listen(0, '127.0.0.1', resolve));
    onTestFinished(() => new Promise<void>((resolve) => page.close(() => resolve())));
    const html = await run([`http://127.0.0.1:${(page.address() as AddressInfo).port}/`, '--seed', '1']);
    expect([html.code, html.err]).toEqual([2, expect.stringContaining('cannot be tested: the answer is not JSON (HTTP 200): <html>hello</html>')]);
    const wrongKey = await run([faultyUrl, '--key', 'not-the-key', '--seed', '1']);
    expect([wrongKey.code, wrongKey.err]).toEqual([2, expect.stringContaining('the answer is not JSON (HTTP 404)')]);
    // A key the server refuses (401, or none at all): one line saying so, not a report of every check failed.
    const { base: guarded } = await startServer(exampleHandlers().handlers, { authenticate: (k) => k === key });
    const noKey = await run([`${guarded}/v3/`, '--seed', '1']);
    expect([noKey.code, noKey.err]).toEqual([2, expect.stringContaining('cannot be tested: HTTP 401: "Unauthorized: missing or invalid API key"; the endpoint refuses the key (none given with --key or $RPCFORGE_TEST_KEY)')]);
    expect(noKey.out).toBe('');
    const refusedKey = await run([`${guarded}/v3/`, '--key', 'not-the-key', '--seed', '1']);
    expect([refusedKey.code, refusedKey.err]).toEqual([2, expect.stringContaining('HTTP 401: "Unauthorized: missing or invalid API key"; the endpoint refuses the key given')]);
    expect(refusedKey.err).not.toContain('not-the-key');
    expect((await run([`${guarded}/v3/`, '--key', key, '--seed', '1', '--methods', 'getVoteAccounts', '--calls', '2'])).err).not.toContain('cannot be tested');
    const none = await run([faultyUrl, '--methods', 'nope_*']);
    expect([none.code, none.err]).toEqual([2, expect.stringContaining('matches --methods nope_*')]);
  });

  it('stops at the time limit with the checks that ran, exit 1', async () => {
    const { code, out } = await run([faultyUrl, '--key', key, '--seed', '3', '--methods', 'eth_getLogs', '--rate', '20', '--timeout', '0.3', '--format', 'json']);
    const report = JSON.parse(out) as Report;
    expect(code).toBe(1);
    expect(report.stopped).toBe('time limit');
    // 20 calls a second for 0.3 s: the preflight and a handful more, not the method's 25.
    expect(report.totals.calls).toBeLessThanOrEqual(8);
  });
});

describe('rpcforge test against an endpoint that stalls or floods', () => {
  // Valid calls of one method never answered, of another answered with 2 MiB; invalid params refused as they should be.
  const hostile = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      let call: { id?: unknown; method?: string; params?: unknown };
      try {
        call = JSON.parse(body) as typeof call;
      } catch {
        res.end(JSON.stringify({ jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } }));
        return;
      }
      const name = call.method as keyof typeof examples;
      if (Array.isArray(call) || !(name in examples)) return res.end(JSON.stringify({ jsonrpc: '2.0', id: null, error: { code: -32601, message: 'no' } }));
      if (!validateParams(name, call.params ?? []).ok) return res.end(JSON.stringify({ jsonrpc: '2.0', id: call.id, error: { code: -32602, message: 'Invalid params' } }));
      if (name === 'eth_getProof') return res.end(JSON.stringify({ jsonrpc: '2.0', id: call.id, result: 'x'.repeat(2 * 2 ** 20) }));
      // eth_getTransactionByBlockNumberAndIndex: no answer, ever.
    });
  });
  let url = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => hostile.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(hostile.address() as AddressInfo).port}/v3/`;
  });
  afterAll(() => {
    hostile.closeAllConnections();
    return new Promise<void>((resolve) => hostile.close(() => resolve()));
  });

  it('fails a call at --call-timeout and an answer past --max-answer-mib, without shrinking them', async () => {
    const started = performance.now();
    const args = [url, '--seed', '1', '--calls', '5', '--call-timeout', '0.3', '--max-answer-mib', '1', '--format', 'json'];
    const { code, out } = await run([...args, '--methods', 'eth_getTransactionByBlockNumberAndIndex,eth_getProof']);
    expect(code).toBe(1);
    const report = JSON.parse(out) as Report;
    const generated = (method: string) => report.methods.find((m) => m.name === method)!.checks.find((c) => c.kind === 'generated')!;
    expect(generated('eth_getTransactionByBlockNumberAndIndex')).toMatchObject({ status: 'fail', calls: 1, failure: { message: 'no answer: no answer within 300 ms' } });
    expect(generated('eth_getProof')).toMatchObject({ status: 'fail', calls: 1, failure: { message: expect.stringMatching(/^no answer: answer larger than 1048576 bytes \(Content-Length \d+\)$/) } });
    // The invalid params were refused in time, but with a bare "Invalid params" naming no param, and the same call
    // fixed is never answered here (a timeout, an answer past the cap): "refused, for another reason", not a pass.
    const invalid = report.methods.flatMap((m) => m.checks.filter((c) => c.kind === 'invalid-params'));
    expect(invalid.length).toBeGreaterThan(0);
    for (const c of invalid) expect(c.failure?.message).toMatch(/^refused, for another reason: the refusal \(-32602 Invalid params\) does not name /);
    // Each stalled call costs its timeout once: no shrinking through timeouts.
    expect(performance.now() - started).toBeLessThan(8000);
  }, 20_000);

  it('prints the report of what ran when interrupted (Ctrl-C), exit 130', async () => {
    // Ctrl-C as the first method's progress line arrives on stderr, not after a fixed delay: a timer raced the spec
    // load and the learned state (0.6–1.1 s on a busy machine), so it could fire before anything ran. The runner checks
    // the signal before each call, so the second method stops at its first call: what ran is one whole method.
    const interrupt = new AbortController();
    let out = '';
    let progress = 0;
    const code = await runTestCommand(['test', '--spec', spec, faultyUrl, '--key', key, '--seed', '1', '--calls', '5', '--methods', 'eth_getLogs,eth_getBlockByNumber', '--format', 'json'], {
      out: (t) => (out += t),
      err: (t) => {
        if (/^ {2}(ok {2}|FAIL) {2}/.test(t) && ++progress === 1) interrupt.abort();
      },
    }, interrupt.signal);
    expect(code).toBe(130);
    expect(progress).toBe(1);
    const report = JSON.parse(out) as Report;
    expect(report.stopped).toBe('interrupted');
    // The spec's order: eth_getLogs, then eth_getBlockByNumber.
    expect(report.methods.map((m) => [m.name, m.status])).toEqual([['eth_getLogs', 'fail'], ['eth_getBlockByNumber', 'incomplete']]);
    // The finished method keeps all its checks (its fault found: this server does not enforce x-limits.maxParams);
    // the interrupted one was stopped before its first call.
    const finished = report.methods[0]!.checks;
    expect(finished.length).toBeGreaterThan(2);
    expect(finished.some((c) => c.status === 'fail')).toBe(true);
    expect(report.methods[1]!.checks).toEqual([]);
    expect(report.envelope).toEqual([]);
  });
});

describe('what rpcforge test calls', () => {
  let model: Model;
  beforeAll(() => {
    model = generate(spec, { outputs: resolveOutputs(['validators']) }).model;
  });

  it('skips writes unless --allow-writes: x-idempotent false, else a send/submit/sign name', () => {
    expect(selectMethods(model, { methods: 'starknet_*', allowWrites: false }).methods).toEqual([]);
    expect(selectMethods(model, { methods: 'starknet_*', allowWrites: true }).methods.map((m) => m.method.name)).toEqual(['starknet_addDeployAccountTransaction']);
    const method = model.methods[0]!;
    expect(isWrite({ ...method, name: 'eth_sendRawTransaction' }, {})).toBe(true);
    expect(isWrite({ ...method, name: 'eth_signTypedData' }, {})).toBe(true);
    expect(isWrite({ ...method, name: 'eth_sendRawTransaction' }, { 'x-idempotent': true })).toBe(false);
    expect(isWrite({ ...method, name: 'eth_getSignature' }, {})).toBe(false);
    expect(['eth_getLogs', 'eth_call', 'getVoteAccounts'].filter(globMatcher('eth_get*, get?oteAccounts'))).toEqual(['eth_getLogs', 'getVoteAccounts']);
  });

  it('compares example results exactly only where the spec marks them x-deterministic', async () => {
    // The generated server's handlers answer every call with the method's first example result: the other examples'
    // results differ, which only an exact comparison sees.
    const { base } = await startServer(exampleHandlers().handlers);
    const validators = packageValidators(packageChecks(model).files);
    const runOnce = async (document: Model['document']) => {
      const marked = { ...model, document };
      const transport = new Transport({ url: `${base}/v3/k`, rate: 5000, callTimeoutMs: 5000, maxAnswerBytes: 1 << 20, deadline: performance.now() + 30_000 });
      const report = await runConformance(marked, validators, transport, selectMethods(marked, { methods: 'eth_getBlockByNumber', allowWrites: false }), { seed: 1, calls: 1, spec: 'openrpc.yaml' });
      return report.methods[0]!.checks.filter((c) => c.kind === 'example').map((c) => [c.name, c.status]);
    };
    expect(await runOnce(model.document)).toEqual([
      ['example "block-with-hashes"', 'pass'],
      ['example "latest-block-hydrated"', 'pass'],
      ['example "genesis-block"', 'pass'],
      ['example "not-found"', 'pass'],
    ]);
    const document = structuredClone(model.document);
    const raw = (document.methods as Record<string, unknown>[]).find((m) => m.name === 'eth_getBlockByNumber')!;
    raw['x-deterministic'] = true;
    (raw.examples as Record<string, unknown>[])[2]!['x-deterministic'] = false;
    expect(await runOnce(document)).toEqual([
      ['example "block-with-hashes" (exact)', 'pass'],
      ['example "latest-block-hydrated" (exact)', 'fail'],
      ['example "genesis-block"', 'pass'],
      ['example "not-found" (exact)', 'fail'],
    ]);
  });
});
