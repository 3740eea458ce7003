// `rpcforge serve`'s try line as a user pastes it: run through `sh -c`. A spec whose server variable's default is
// `x$(touch${IFS}pwned)` printed it unquoted, so the pasted line ran `touch pwned`; every part of the line is now
// single-quoted, and the key, when the banner shows none (keys from a file), is `"$API_KEY"`, which the shell
// expands. Both lines are run against the real serve they were printed by.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { shellUrl } from '../generator/serve/command.js';
import { tempDir } from './helpers.js';
import { serveProcesses, started, stop } from './support/serve-process.js';

const { run, cleanup } = serveProcesses();
afterAll(cleanup);

const spec = (netDefault: string) => `openrpc: 1.4.1
info:
  title: Banner quoting
  version: 1.0.0
servers:
  - name: HTTP
    url: http://localhost/{net}/v3/{apiKey}
    variables:
      net:
        default: ${JSON.stringify(netDefault)}
      apiKey:
        default: YOUR_API_KEY
    x-transport: { protocol: http, httpMethod: POST, contentType: application/json }
    x-auth: { in: path, variable: apiKey, header: none }
methods:
  - name: echo_add
    paramStructure: by-position
    params:
      - name: a
        required: true
        schema: { type: integer }
    result:
      name: sum
      schema: { type: integer }
    examples:
      - name: one
        params: [{ name: a, value: 7 }]
        result: { name: sum, value: 7 }
`;

/** The banner's try line, as the user copies it (after `try: `). */
const tryLine = (out: string) => /^ {2}try: (curl .*)$/m.exec(out)![1]!;

/** Runs `line` with sh in `cwd` (at most 20 s); its stdout. */
function shell(line: string, cwd: string, env: NodeJS.ProcessEnv = {}): string {
  const ran = spawnSync('sh', ['-c', line], { cwd, env: { PATH: process.env.PATH, ...env }, encoding: 'utf8', timeout: 20_000 });
  expect(ran.status).toBe(0);
  return ran.stdout;
}

describe("serve's try line, pasted into a shell", () => {
  it('runs no command a server variable default holds, and still answers', async () => {
    const dir = tempDir('rpcforge-banner-');
    writeFileSync(join(dir, 'openrpc.yaml'), spec('x$(touch${IFS}pwned)`touch${IFS}pwned2`'));
    const server = run(['--spec', join(dir, 'openrpc.yaml'), '--mock', '--demo-key', "it's-$(touch${IFS}pwned3)"]);
    try {
      await started(server);
      const line = tryLine(server.out());
      const work = tempDir('rpcforge-banner-run-');
      const out = shell(line, work);
      expect(readdirSync(work)).toEqual([]);
      for (const name of ['pwned', 'pwned2', 'pwned3']) expect(existsSync(join(dir, name))).toBe(false);
      // The line reached the gateway at the spec's path, the key as typed.
      expect(JSON.parse(out)).toMatchObject({ result: 7 });
    } finally {
      expect(await stop(server)).toBe(0);
    }
  }, 120_000);

  it('reads the key from $API_KEY when the banner shows none (keys from a file)', async () => {
    const dir = tempDir('rpcforge-banner-keys-');
    writeFileSync(join(dir, 'openrpc.yaml'), spec('mainnet'));
    writeFileSync(join(dir, 'keys.yaml'), 'plans:\n  Free: {}\nkeys:\n  banner-key-0001:\n    plan: Free\n');
    const server = run(['--spec', join(dir, 'openrpc.yaml'), '--mock', '--keys', join(dir, 'keys.yaml')]);
    try {
      await started(server);
      const line = tryLine(server.out());
      expect(line).toMatch(/ '[^']*\/mainnet\/v3\/'"\$API_KEY"$/);
      expect(line).not.toContain('banner-key-0001');
      expect(JSON.parse(shell(line, dir, { API_KEY: 'banner-key-0001' }))).toMatchObject({ result: 7 });
      // Another key is refused: the key is the variable's.
      expect(shell(line, dir, { API_KEY: 'not-a-key-0001' })).toMatch(/"error"/);
    } finally {
      expect(await stop(server)).toBe(0);
    }
  }, 120_000);

  it('quotes each part of a URL, a quote inside too', () => {
    expect(shellUrl("http://h/a'b/v3/<API_KEY>", undefined)).toBe(`'http://h/a'\\''b/v3/'"$API_KEY"`);
    expect(shellUrl('http://h/v3/<API_KEY>/x', 'k$1')).toBe(`'http://h/v3/k%241/x'`);
  });
});
