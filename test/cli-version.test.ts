// `rpcforge --version` answers before the generator loads (issue 36): it is how a user checks an install, and
// fingerprinting and importing the bundle cost about half a second of it (four times a bare `node -e 0` here, best
// of five). The time is compared with `node -e 0` in the same run, never with an absolute limit: the machine may be
// loaded.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './helpers.js';

const cli = join(repoRoot, 'bin/rpcforge.js');
const own = (JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as { version: string }).version;

const run = (args: string[], env: NodeJS.ProcessEnv = process.env) => {
  const started = performance.now();
  const result = spawnSync(process.execPath, args, { cwd: repoRoot, encoding: 'utf8', env, timeout: 60_000 });
  return { ...result, ms: performance.now() - started };
};

describe('rpcforge --version', () => {
  it.each([['--version'], ['-V']])('%s prints the version without touching the bundle', (flag) => {
    // RPCFORGE_TRACE_CACHE makes every bundle path (used, built, or tsx) say so on stderr: silence means none ran.
    const result = run([cli, flag], { ...process.env, RPCFORGE_TRACE_CACHE: '1' });
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toBe(`${own}\n`);
    expect(result.stderr).toBe('');
  });

  it('with other arguments goes to the CLI as before (the bundle is loaded)', () => {
    const result = run([cli, 'generate', '--version'], { ...process.env, RPCFORGE_TRACE_CACHE: '1' });
    expect(result.stdout).toBe(`${own}\n`);
    expect(result.stderr).toMatch(/rpcforge cache: /);
  });

  it('takes at most 2.5 times a bare `node -e 0` (the best of five runs each, interleaved)', () => {
    run([cli, '--version']); // warm the file cache for both
    const bare: number[] = [];
    const version: number[] = [];
    for (let i = 0; i < 5; i++) {
      bare.push(run(['-e', '0']).ms);
      version.push(run([cli, '--version']).ms);
    }
    const ratio = Math.min(...version) / Math.min(...bare);
    expect(ratio, `--version ${Math.min(...version).toFixed(0)} ms, node -e 0 ${Math.min(...bare).toFixed(0)} ms`).toBeLessThan(2.5);
  }, 60_000);
});
