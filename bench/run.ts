// `npm run bench`: every benchmark of the project, one after another, in one process each.
import { readdirSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { compareStrings } from '../generator/load/json.js';

const dir = fileURLToPath(new URL('.', import.meta.url));
const helpers = new Set(['run.ts', 'measure.ts', 'payloads.ts', 'payloads-ordinary.ts', 'scaled-spec.ts']);
const only = process.argv.slice(2);
for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts') && !helpers.has(f)).sort(compareStrings)) {
  if (only.length > 0 && !only.some((o) => file.includes(o))) continue;
  console.log(`\n## ${file}\n`);
  const run = spawnSync(process.execPath, ['--import', 'tsx', `${dir}${file}`], { stdio: 'inherit' });
  if (run.status !== 0) process.exitCode = 1;
}
