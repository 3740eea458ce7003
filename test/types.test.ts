// The generated package's types: they compile under --strict, contain no `any`, carry the gateway's
// documentation, and accept and reject what the spec does (test/typecheck/gateway-usage.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot, tempDir, tscStrict, withoutComments, writeTree } from './helpers.js';

const types = readFileSync(join(repoRoot, 'generated/src/types.ts'), 'utf8');

describe('generated types', () => {
  it('type-check with tsc --strict, and contain no any', () => {
    expect(tscStrict(join(repoRoot, 'generated'))).toBe('');
    expect(withoutComments(types)).not.toMatch(/\bany\b/);
  });

  it('accept and reject what the spec does (usage file with @ts-expect-error)', () => {
    expect(tscStrict(join(repoRoot, 'test/typecheck'))).toBe('');
  });

  it("name the param that does not match when client.request gets a spec method's params wrong", () => {
    // A user's mistake as tsc shows it: the message must point at the wrong param, not at `never` (what two overloads
    // of `request`, one for spec methods and one for any other name, made tsc report).
    const dir = tempDir('rpcforge-request-types-');
    writeTree(dir, {
      'tsconfig.json': JSON.stringify({ compilerOptions: { target: 'ES2022', module: 'ES2022', moduleResolution: 'Bundler', strict: true, noEmit: true, skipLibCheck: true }, include: ['*.ts'] }),
      'use.ts': [
        `import { createClient } from '${join(repoRoot, 'generated/src/index.js')}';`,
        `const client = createClient({ url: 'http://127.0.0.1:8080/v3/key' });`,
        `export const wrong = client.request({ method: 'eth_getStorageAt', params: [1, '0x0', 'latest'] });`,
        `export const missing = client.request({ method: 'eth_getStorageAt' });`,
        `export const typed: Promise<string> = client.request({ method: 'eth_getStorageAt', params: ['0xae3f04584446aa081cd98011f80f19977f8c10ab', '0x0', 'latest'] });`,
        `export const other: Promise<unknown> = client.request({ method: 'eth_chainId' });`,
      ].join('\n'),
    });
    const out = tscStrict(dir).replace(/\r/g, '');
    // tsc names the file relative to its working directory; the line and code are what matter.
    const errors = [...out.matchAll(/use\.ts\((\d+),\d+\): error (TS\d+)/g)].map((m) => `${m[1]} ${m[2]}`);
    expect(errors).toEqual(['3 TS2322', '4 TS2345']);
    expect(out).toContain("error TS2322: Type 'number' is not assignable to type '`0x${string}`'.");
    expect(out).toContain("Property 'params' is missing");
    expect(out).not.toContain('never');
  });

  it('name every component schema from its key, and type hex strings as template literals', () => {
    for (const name of ['Block', 'Transaction', 'TransactionReceipt', 'Log', 'Filter', 'AccountProof', 'VoteAccountEntry', 'DeployAccountTransaction']) {
      expect(types).toMatch(new RegExp(`export (interface|type) ${name}\\b`));
    }
    expect(types).toContain('export type Hash32 = `0x${string}`;');
    expect(types).toContain("export type BlockTag = 'latest' | 'earliest' | 'pending' | 'safe' | 'finalized';");
  });

  it('document each method with its credits, limits, transports and errors', () => {
    const doc = (method: string) => {
      const end = types.indexOf(`  ${method}: { params:`);
      return types.slice(types.lastIndexOf('/**', end), end);
    };
    expect(doc('eth_getLogs')).toContain('Credits: 255 per call.');
    expect(doc('eth_getLogs')).toContain('Limits: at most 5000 parameters in one request; at most 10000 results per query; query duration at most 10 s.');
    expect(doc('eth_getLogs')).toContain('- `-32005` query timeout exceeded');
    expect(doc('eth_call')).toContain('`gas` capped at 10 × the block gas limit');
    expect(doc('eth_call')).toContain('Transports: HTTP, WebSocket.');
    expect(doc('starknet_addDeployAccountTransaction')).toContain('Credits: not shown in the interface document.');
    expect(doc('eth_estimateGas')).toContain('2. `block` (optional)');
  });
});
