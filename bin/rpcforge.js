#!/usr/bin/env node
// Entry point of `npx rpcforge`: runs the TypeScript generator with no build step to forget, from a bundle of it
// cached and rebuilt whenever a source changes (./generator-bundle.js), or through tsx when that cannot be had.
//
// `rpcforge --version` (or `-V`) alone is answered here, before the bundle is fingerprinted and imported: that
// costs about half a second (hashing ~1 MB of sources, loading the generator), and a first `npx rpcforge --version`
// is how a user checks the install. Anything else, `--version` among other arguments included, goes to commander.
import { readFileSync } from 'node:fs';

const args = process.argv.slice(2);
if (args.length === 1 && (args[0] === '--version' || args[0] === '-V')) {
  process.stdout.write(`${JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).version}\n`);
} else {
  const { loadCli } = await import('./generator-bundle.js');
  const { runCli } = await loadCli();
  process.exitCode = runCli(args);
}
