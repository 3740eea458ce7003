#!/usr/bin/env node
// What the tests need beyond npm, checked before `npm test` (its `pretest`) and by .ci/run: headless Chromium
// (test/browser.test.ts and the reference page's tests: Debian's package at /usr/bin/chromium, or CHROMIUM_PATH) and
// redis-server with redis-cli (the shared-credits and Redis Cluster tests; Debian's redis-server brings redis-tools).
// Missing ones are installed with apt-get when that is allowed: root, on a system with apt-get, and
// RPCFORGE_NO_INSTALL unset. Otherwise the run stops at once with the one command that would install them, instead
// of four test files failing minutes later. No network unless something is missing; apt-get's own time bounds apply.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const onPath = (name) => spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0;
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian packages for what is missing: [package, what needs it]. */
function missing() {
  const wanted = [];
  if (!existsSync(chromium)) wanted.push(['chromium', `Chromium at ${chromium} (or set CHROMIUM_PATH)`]);
  if (!onPath('redis-server') || !onPath('redis-cli')) wanted.push(['redis-server', 'redis-server and redis-cli']);
  return wanted;
}

const wanted = missing();
if (wanted.length === 0) process.exit(0);
const packages = wanted.map(([name]) => name);
const command = `apt-get update && apt-get install -y ${packages.join(' ')}`;
const needs = wanted.map(([, what]) => what).join(' and ');
const root = typeof process.getuid === 'function' && process.getuid() === 0;
const allowed = root && onPath('apt-get') && process.env.RPCFORGE_NO_INSTALL === undefined;
if (!allowed) {
  const why = process.env.RPCFORGE_NO_INSTALL !== undefined ? 'RPCFORGE_NO_INSTALL is set' : !onPath('apt-get') ? 'there is no apt-get here' : 'this is not root';
  process.stderr.write(`rpcforge tests: ${needs} missing, and not installed here (${why}). Install with:\n  ${root ? '' : 'sudo '}${command}\n`);
  process.exit(1);
}
process.stderr.write(`rpcforge tests: installing ${packages.join(', ')} (${needs} missing): ${command}\n`);
for (const args of [['update'], ['install', '-y', ...packages]]) {
  const run = spawnSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }, timeout: 15 * 60_000 });
  if (run.status !== 0) {
    process.stderr.write(`rpcforge tests: apt-get ${args[0]} failed (${run.error?.message ?? `exit ${run.status}`}); install by hand:\n  ${command}\n`);
    process.exit(1);
  }
}
const still = missing();
if (still.length > 0) {
  process.stderr.write(`rpcforge tests: still missing after apt-get: ${still.map(([, what]) => what).join(' and ')}\n`);
  process.exit(1);
}
