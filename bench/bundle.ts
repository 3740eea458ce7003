// `npm run bench bundle`: the size of a browser page's bundle that creates a client and makes one call, built by
// esbuild (its defaults plus minification) from the packed generated package, next to viem's equivalent built the
// same way. The page that counts its bytes imports `createHttpClient` (no WebSocket code); `createClient`'s is shown
// beside it. Sizes are deterministic for given versions: no rounds needed. The target (issue 38) is read against viem's
// tree-shaken getBlock through http(), the smallest form of the same call; what each module of the package puts in
// the one-call bundle is printed after it (esbuild's metafile), the figures docs/browsers-and-edge.md quotes.
import { rmSync } from 'node:fs';
import type { Metafile } from 'esbuild';
import { bundle, packageName, packedProject, repoRoot } from '../test/support/packed.js';

const project = packedProject();
try {
  const pages: [string, string, string][] = [
    [
      'rpcforge createHttpClient + eth_getBlockByNumber',
      project.dir,
      `import { createHttpClient } from '${packageName}';
createHttpClient({ url: location.origin }).eth_getBlockByNumber('latest', false).then(console.log);`,
    ],
    [
      'rpcforge createClient (HTTP and WebSocket) + eth_getBlockByNumber',
      project.dir,
      `import { createClient } from '${packageName}';
createClient({ url: location.origin }).eth_getBlockByNumber('latest', false).then(console.log);`,
    ],
    [
      'rpcforge createHttpClient, the same with validate: true',
      project.dir,
      `import { createHttpClient, validators } from '${packageName}';
createHttpClient({ url: location.origin, validate: true, validators }).eth_getBlockByNumber('latest', false).then(console.log);`,
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
  /** [minified, gzipped] bytes of rpcforge's one-call page and of viem's tree-shaken getBlock (issue 38's comparison). */
  let ours = [0, 0];
  let viem = [0, 0];
  let oursMeta: Metafile | undefined;
  for (const [name, dir, source] of pages) {
    const out = await bundle(dir, source, { metafile: true });
    if (out.warnings.length > 0) throw new Error(`${name}: esbuild warned: ${out.warnings.map((w) => w.text).join('; ')}`);
    if (name.startsWith('rpcforge createHttpClient +')) {
      ours = [out.bytes, out.gzipBytes];
      oursMeta = out.metafile;
    }
    if (name.startsWith('viem createClient')) viem = [out.bytes, out.gzipBytes];
    rows.push(`| ${name} | ${(out.bytes / 1024).toFixed(1)} KiB | ${(out.gzipBytes / 1024).toFixed(1)} KiB |`);
  }
  console.log('| browser page (esbuild, minified) | minified | gzipped (level 9) |');
  console.log('|---|---|---|');
  for (const row of rows) console.log(row);
  const [minified, gzipped] = [0, 1].map((i) => ours[i]! / viem[i]!);
  const verdict = gzipped! <= 1 ? 'met' : 'NOT met';
  console.log(`\nrpcforge one call (createHttpClient) / viem's tree-shaken getBlock: ${minified!.toFixed(2)} × minified, ${gzipped!.toFixed(2)} × gzipped (target: at most 1.00 × gzipped): ${verdict}`);
  // What makes the one-call bundle large: each module's share of the minified output (esbuild's metafile).
  const inputs = Object.entries(Object.values(oursMeta?.outputs ?? {})[0]?.inputs ?? {}).sort((a, b) => b[1].bytesInOutput - a[1].bytesInOutput);
  console.log('\n| module of the rpcforge one-call bundle | minified bytes |');
  console.log('|---|---|');
  for (const [path, { bytesInOutput }] of inputs) if (bytesInOutput > 0 && !path.endsWith('entry.js')) console.log(`| ${path.replace(/^.*node_modules\/[^/]+\//, '')} | ${bytesInOutput.toLocaleString('en-US')} |`);
} finally {
  rmSync(project.dir, { recursive: true, force: true });
}
