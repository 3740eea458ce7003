// The generated package's types: they compile under --strict, contain no `any`, carry the gateway's
// documentation, and accept and reject what the spec does (test/typecheck/gateway-usage.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot, tscStrict, withoutComments } from './helpers.js';

const types = readFileSync(join(repoRoot, 'generated/src/types.ts'), 'utf8');

describe('generated types', () => {
  it('type-check with tsc --strict, and contain no any', () => {
    expect(tscStrict(join(repoRoot, 'generated'))).toBe('');
    expect(withoutComments(types)).not.toMatch(/\bany\b/);
  });

  it('accept and reject what the spec does (usage file with @ts-expect-error)', () => {
    expect(tscStrict(join(repoRoot, 'test/typecheck'))).toBe('');
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
