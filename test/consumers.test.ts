// The generated package as npm consumes it, in three fresh projects: a `file:` dependency (npm links the folder and
// installs none of its dependencies; the application installs `ws` itself), the tarball `npm pack` makes, and an npm
// workspace. In each, plain Node imports the client and the server entry point, serves a method over HTTP and
// WebSocket, and calls it with the client over both.
import { execFileSync } from 'node:child_process';
import { cpSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { npm, repoRoot, tempDir, writeTree } from './helpers.js';

const generated = join(repoRoot, 'generated');
const pkg = JSON.parse(readFileSync(join(generated, 'package.json'), 'utf8')) as { name: string };

/** Serves eth_getTransactionByHash from the package's server and calls it with its client over HTTP and WebSocket. */
const script = (name: string) =>
  [
    `import { createClient } from '${name}';`,
    `import { createServer } from '${name}/server';`,
    `const server = createServer({ eth_getTransactionByHash: () => null });`,
    `server.listen(0, '127.0.0.1', async () => {`,
    `  const url = 'http://127.0.0.1:' + server.address().port;`,
    `  const answers = [];`,
    `  for (const transport of ['http', 'ws']) {`,
    `    const client = createClient({ url, apiKey: 'consumer-key', transport });`,
    `    answers.push(transport + ':' + JSON.stringify(await client.eth_getTransactionByHash('0x' + '0'.repeat(64))));`,
    `    await client.close?.();`,
    `  }`,
    `  console.log(answers.join(' '));`,
    `  server.closeAllConnections();`,
    `  server.close();`,
    `});`,
  ].join('\n');

function run(dir: string, file = 'use.mjs'): string {
  return execFileSync(process.execPath, [file], { cwd: dir, encoding: 'utf8', timeout: 60_000 }).trim();
}

let tarball: string;
beforeAll(() => {
  const packDir = tempDir('rpcforge-consumer-pack-');
  npm(['pack', generated, '--pack-destination', packDir], repoRoot);
  tarball = join(packDir, readdirSync(packDir).find((f) => f.endsWith('.tgz'))!);
}, 120_000);

describe('the generated package in a fresh project', () => {
  it('as a file: dependency: npm links the folder and installs nothing of it; the application\'s ws serves', () => {
    // A copy of the package outside this repository, so that nothing above it holds a node_modules with ws.
    const root = tempDir('rpcforge-consumer-file-');
    cpSync(generated, join(root, 'api'), { recursive: true, filter: (path) => !path.includes('node_modules') });
    const app = join(root, 'app');
    writeTree(app, { 'package.json': JSON.stringify({ name: 'app', private: true, type: 'module', dependencies: { [pkg.name]: 'file:../api' } }), 'use.mjs': script(pkg.name) });
    npm(['install', '--prefer-offline'], app);
    npm(['install', '--prefer-offline', 'ws@^8'], app);
    expect(run(app)).toBe('http:null ws:null');
  });

  it('from the packed tarball', () => {
    const app = tempDir('rpcforge-consumer-tarball-');
    writeTree(app, { 'package.json': JSON.stringify({ name: 'app', private: true, type: 'module' }), 'use.mjs': script(pkg.name) });
    npm(['install', '--prefer-offline', tarball], app);
    expect(run(app)).toBe('http:null ws:null');
  });

  // `npm init -y` makes a CommonJS project; Node (20.19+, 22.12+) lets it require() an ES module whose graph has no
  // top-level await. The server entry had one (loading `ws`), so `require('<package>/server')` threw
  // ERR_REQUIRE_ASYNC_MODULE while the client entry loaded.
  const requiresEsm = (process.features as { require_module?: boolean }).require_module === true;
  it.runIf(requiresEsm)('from CommonJS: require() of the client and of the server entry point', () => {
    const app = tempDir('rpcforge-consumer-commonjs-');
    const cjs = script(pkg.name)
      .replace(`import { createClient } from '${pkg.name}';`, `const { createClient } = require('${pkg.name}');`)
      .replace(`import { createServer } from '${pkg.name}/server';`, `const { createServer } = require('${pkg.name}/server');`);
    expect(cjs).not.toContain('import ');
    writeTree(app, { 'package.json': JSON.stringify({ name: 'app', private: true, type: 'commonjs' }), 'use.cjs': cjs });
    npm(['install', '--prefer-offline', tarball], app);
    expect(run(app, 'use.cjs')).toBe('http:null ws:null');
  });

  it('in an npm workspace beside the application', () => {
    const root = tempDir('rpcforge-consumer-workspace-');
    writeTree(root, { 'package.json': JSON.stringify({ name: 'monorepo', private: true, workspaces: ['packages/*'] }) });
    cpSync(generated, join(root, 'packages', 'api'), { recursive: true, filter: (path) => !path.includes('node_modules') });
    writeTree(join(root, 'packages', 'app'), {
      'package.json': JSON.stringify({ name: 'app', private: true, type: 'module', dependencies: { [pkg.name]: '*' } }),
      'use.mjs': script(pkg.name),
    });
    npm(['install', '--prefer-offline'], root);
    expect(run(join(root, 'packages', 'app'))).toBe('http:null ws:null');
  });
});
