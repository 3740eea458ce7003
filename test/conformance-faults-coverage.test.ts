// The fault table's test-coverage column (docs/conformance.md): @open-rpc/test-coverage, unchanged and with its
// default rules, against the same faulty endpoints as test/conformance-faults.test.ts (a proxy in front of the
// generated server, our spec), one fault at a time: what it reports is measured here, not assumed.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import coverage from '@open-rpc/test-coverage';
import { parseOpenRPCDocument } from '@open-rpc/schema-utils-js';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './helpers.js';
import { errorReply, faultyEndpoint, type Fault } from './support/faulty-endpoint.js';

interface CoverageCall {
  methodName: string;
  valid: boolean;
}

async function coverageAgainst(fault: Fault): Promise<{ valid: number; calls: number }> {
  const { base } = await faultyEndpoint(fault);
  const document = (await parseOpenRPCDocument(JSON.parse(readFileSync(join(repoRoot, 'generated/openrpc.json'), 'utf8')) as never)) as unknown as { servers?: unknown[]; methods: { name: string }[] };
  document.servers = [{ name: 'faulty', url: `${base}/v3/coverage-key` }];
  // Reads only: the one write of our spec is left out, as rpcforge test leaves it out.
  document.methods = document.methods.filter((m) => m.name !== 'starknet_addDeployAccountTransaction');
  const runCoverage = ((coverage as unknown as { default?: unknown }).default ?? coverage) as (options: object) => Promise<CoverageCall[]>;
  const calls = await runCoverage({ openrpcDocument: document, transport: 'http', reporters: ['empty'] });
  return { valid: calls.filter((c) => c.valid).length, calls: calls.length };
}

describe('@open-rpc/test-coverage against the fault table\'s endpoints', () => {
  it('measures its verdict: clean, -32000 to every valid call, HTTP 500, text/html, a 404 path, a missing method, a 500,000-deep answer', async () => {
    const clean = await coverageAgainst((_call, upstream) => upstream());
    const headerNotFound = await coverageAgainst(async (call, upstream) => {
      const reply = await upstream();
      return reply.body.includes('"result"') ? errorReply(call, -32000, 'header not found') : reply;
    });
    const status500 = await coverageAgainst(async (_call, upstream) => ({ ...(await upstream()), status: 500 }));
    const html = await coverageAgainst(async (_call, upstream) => ({ ...(await upstream()), headers: { 'content-type': 'text/html' } }));
    const notFound = await coverageAgainst((call) => errorReply(call, -32600, 'Not found: no JSON-RPC endpoint at this path', 404));
    const lacking = await coverageAgainst(async (call, upstream) => (call.method === 'getTokenAccountsByDelegate' ? errorReply(call, -32601, 'Method not found') : upstream()));
    // test-coverage itself overflows its stack on it: no verdict at all.
    const deep = coverageAgainst(async (call, upstream) => {
      const reply = await upstream();
      if (call.method !== 'eth_getProof' || !reply.body.includes('"result"')) return reply;
      const id = (JSON.parse(call.body) as { id?: unknown }).id ?? null;
      return { ...reply, body: `{"jsonrpc":"2.0","id":${JSON.stringify(id)},"result":${'['.repeat(500_000)}${']'.repeat(500_000)}}` };
    });
    await expect(deep).rejects.toThrow(/Maximum call stack size exceeded/);
    console.log(`test-coverage: 404 ${notFound.valid}/${notFound.calls}, -32601 ${lacking.valid}/${lacking.calls}`);
    expect(notFound.valid).toBe(0);
    expect(lacking.valid).toBeLessThan(clean.valid);
    console.log(`test-coverage: clean ${clean.valid}/${clean.calls}, -32000 ${headerNotFound.valid}/${headerNotFound.calls}, HTTP 500 ${status500.valid}/${status500.calls}, text/html ${html.valid}/${html.calls}`);
    expect(clean.calls).toBeGreaterThan(0);
    // What the table says: it sees the -32000 (an example's result differs), not the HTTP status or type.
    expect(headerNotFound.valid).toBeLessThan(clean.valid);
    expect(status500.valid).toBe(clean.valid);
    expect(html.valid).toBe(clean.valid);
  }, 120_000);
});
