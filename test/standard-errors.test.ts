// The five JSON-RPC 2.0 errors are classes in every package, declared by its spec or not (issue 35): a caller of
// simple-math (which declares no error) tells a bad param (`InvalidParamsError`) from a method's own failure, and
// `toJsonRpcError` gives the class for what a server answered.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from './helpers.js';

const out = mkdtempSync(join(tmpdir(), 'rpcforge-standard-errors-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

describe('standard errors in a package whose spec declares none', () => {
  it('has a class per JSON-RPC 2.0 error, and toJsonRpcError picks it by code', async () => {
    const spec = join(repoRoot, 'test/reference/corpus/open-rpc-examples/simple-math-openrpc.json');
    const run = spawnSync(process.execPath, [join(repoRoot, 'bin/rpcforge.js'), 'generate', '--spec', spec, '--out', out], { encoding: 'utf8' });
    expect(run.status, run.stderr).toBe(0);
    const errors = (await import(pathToFileURL(join(out, 'dist/errors.js')).href)) as Record<string, new (...args: never[]) => Error> & { toJsonRpcError(e: object): Error };
    const expected: [string, number, string][] = [
      ['ParseError', -32700, 'Parse error'],
      ['InvalidRequestError', -32600, 'Invalid Request'],
      ['MethodNotFoundError', -32601, 'Method not found'],
      ['InvalidParamsError', -32602, 'Invalid params: params[0]: must be an integer'],
      ['InternalError', -32603, 'Internal error'],
    ];
    for (const [name, code, message] of expected) {
      expect(typeof errors[name], name).toBe('function');
      const received = errors.toJsonRpcError({ code, message });
      expect(received, name).toBeInstanceOf(errors[name]!);
      expect(received).toBeInstanceOf(errors.JsonRpcError!);
      expect(received.message).toBe(message);
    }
    // Another code stays a plain JsonRpcError.
    expect(errors.toJsonRpcError({ code: -32000, message: 'other' }).constructor).toBe(errors.JsonRpcError);
  }, 120_000);
});
