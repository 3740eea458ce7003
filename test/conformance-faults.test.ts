// `rpcforge test` against small faulty and hostile endpoints (test/support/faulty-endpoint.ts: a proxy in front of the
// generated server with one fault at a time). Each fault here passed, crashed the run or leaked on the code before
// issue 34; each test asserts what the verdict must now say. The fault table in docs/conformance.md lists them.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runTestCommand } from '../generator/conformance/command.js';
import type { Report } from '../generator/conformance/report.js';
import { repoRoot } from './helpers.js';
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
