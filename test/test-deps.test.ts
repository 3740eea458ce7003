// scripts/test-deps.mjs, the step before `npm test` (its pretest) and in .ci/run: what the tests need beyond npm is
// there, or installed with apt-get when allowed, or the run stops at once with the one command that would install it.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './helpers.js';

const script = join(repoRoot, 'scripts/test-deps.mjs');
const run = (env: NodeJS.ProcessEnv) => spawnSync(process.execPath, [script], { encoding: 'utf8', env: { ...process.env, ...env }, timeout: 30_000 });

describe('the test set-up step', () => {
  it('runs before npm test and in .ci/run', () => {
    const manifest = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    expect(manifest.scripts.pretest).toBe('node scripts/test-deps.mjs');
    expect(readFileSync(join(repoRoot, '.ci/run'), 'utf8')).toMatch(/^node scripts\/test-deps\.mjs$/m);
  });

  it('passes quietly when Chromium and redis-server are there', () => {
    const here = run({ RPCFORGE_NO_INSTALL: '1' });
    expect(here.stderr).toBe('');
    expect(here.status).toBe(0);
  });

  it('stops at once with the one install command when they are missing and installing is not allowed', () => {
    // No PATH: neither redis-server nor apt-get is found; Chromium looked for where CHROMIUM_PATH says.
    const bare = run({ PATH: '/nonexistent', CHROMIUM_PATH: '/nonexistent/chromium' });
    expect(bare.status).toBe(1);
    const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
    expect(bare.stderr).toBe(
      `rpcforge tests: Chromium at /nonexistent/chromium (or set CHROMIUM_PATH) and redis-server and redis-cli missing, and not installed here (there is no apt-get here). Install with:\n  ${sudo}apt-get update && apt-get install -y chromium redis-server\n`,
    );
    const refused = run({ RPCFORGE_NO_INSTALL: '1', CHROMIUM_PATH: '/nonexistent/chromium' });
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('not installed here (RPCFORGE_NO_INSTALL is set). Install with:\n');
    expect(refused.stderr).toContain('apt-get install -y chromium\n');
  });
});
