// `npm run bench bundle`: the size of a browser page's bundle that creates a client and makes one call, built by
// esbuild (its defaults plus minification) from the packed generated package, next to viem's equivalent built the
// same way. Sizes are deterministic for given versions: no rounds needed.
import { rmSync } from 'node:fs';
import { bundle, packageName, packedProject, repoRoot } from '../test/support/packed.js';

const project = packedProject();
try {
  const pages: [string, string, string][] = [
    [
      'rpcforge createClient + eth_getBlockByNumber',
      project.dir,
      `import { createClient } from '${packageName}';
createClient({ url: location.origin }).eth_getBlockByNumber('latest', false).then(console.log);`,
    ],
    [
      'rpcforge, the same with validate: true',
      project.dir,
      `import { createClient, validators } from '${packageName}';
createClient({ url: location.origin, validate: true, validators }).eth_getBlockByNumber('latest', false).then(console.log);`,
    ],
    [
      'viem createPublicClient + http + getBlock',
      repoRoot,
      `import { createPublicClient, http } from 'viem';
createPublicClient({ transport: http(location.origin) }).getBlock({ blockTag: 'latest' }).then(console.log);`,
    ],
    [
      'viem createClient + http + getBlock action (tree-shakable form)',
      repoRoot,
      `import { createClient, http } from 'viem';
import { getBlock } from 'viem/actions';
getBlock(createClient({ transport: http(location.origin) }), { blockTag: 'latest' }).then(console.log);`,
    ],
  ];
  const rows: string[] = [];
  let ours = 0;
  let viem = 0;
  for (const [name, dir, source] of pages) {
    const out = await bundle(dir, source);
    if (out.warnings.length > 0) throw new Error(`${name}: esbuild warned: ${out.warnings.map((w) => w.text).join('; ')}`);
    if (name.startsWith('rpcforge createClient')) ours = out.gzipBytes;
    if (name.startsWith('viem createPublicClient')) viem = out.gzipBytes;
    rows.push(`| ${name} | ${(out.bytes / 1024).toFixed(1)} KiB | ${(out.gzipBytes / 1024).toFixed(1)} KiB |`);
  }
  console.log('| browser page (esbuild, minified) | minified | gzipped (level 9) |');
  console.log('|---|---|---|');
  for (const row of rows) console.log(row);
  console.log(`\nrpcforge / viem (gzipped): ${(ours / viem).toFixed(2)} × (target: at most 1.00 ×)`);
  if (ours > viem) process.exitCode = 1;
} finally {
  rmSync(project.dir, { recursive: true, force: true });
}
