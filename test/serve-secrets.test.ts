// `serve`'s secret values (gateway/src/secrets.ts): `env:NAME` and `file:PATH` instead of a URL on the command
// line. A file that is not a small regular file is refused at once (a FIFO must not hang the start), and no error
// quotes the value it read.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { secretValue, secretValues } from '../gateway/src/secrets.js';
import { tempDir } from './helpers.js';

describe('serve secrets', () => {
  it('reads env:NAME and file:PATH, trims them, and leaves any other value as it is', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'url'), '  redis://:pw@127.0.0.1:6379/0\n');
    expect(secretValue('env:NODE_URL', '--upstream', { NODE_URL: ' https://node.example/v3/k ' })).toBe('https://node.example/v3/k');
    expect(secretValue(`file:${join(dir, 'url')}`, '--redis')).toBe('redis://:pw@127.0.0.1:6379/0');
    expect(secretValue('https://node.example', '--upstream', {})).toBe('https://node.example');
    expect(secretValues([], '--upstream', 'RPCFORGE_UPSTREAM', { RPCFORGE_UPSTREAM: ' evm=https://a.example\n starknet=env:SN ', SN: 'https://b.example' })).toEqual([
      'evm=https://a.example',
      'starknet=https://b.example',
    ]);
    // A flag wins over the variable.
    expect(secretValues(['https://c.example'], '--upstream', 'RPCFORGE_UPSTREAM', { RPCFORGE_UPSTREAM: 'https://a.example' })).toEqual(['https://c.example']);
  });

  it('refuses, naming the flag and the source but never the value', () => {
    const dir = tempDir();
    const big = join(dir, 'big');
    writeFileSync(big, `https://node.example/${'secret'.repeat(20_000)}`);
    const fifo = join(dir, 'fifo');
    execFileSync('mkfifo', [fifo]);
    writeFileSync(join(dir, 'empty'), '\n');
    for (const [value, env, message] of [
      ['env:UNSET_X', {}, '--redis env:UNSET_X: the environment variable UNSET_X is not set'],
      ['env:1BAD', {}, '--redis env:1BAD: expected the name of an environment variable'],
      [`file:${big}`, {}, `--redis file:${big}: larger than 64 KiB, not a secret file`],
      [`file:${fifo}`, {}, `--redis file:${fifo}: not a regular file`],
      [`file:${dir}`, {}, `--redis file:${dir}: not a regular file`],
      [`file:${join(dir, 'empty')}`, {}, 'the file is empty'],
    ] as const) {
      expect(() => secretValue(value, '--redis', env)).toThrow(message);
    }
    try {
      secretValue(`file:${big}`, '--redis');
    } catch (error) {
      expect((error as Error).message).not.toContain('secretsecret');
    }
  });
});
