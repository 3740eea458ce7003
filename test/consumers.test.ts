// The generated package as npm consumes it, in three fresh projects: a `file:` dependency (npm links the folder and
// installs none of its dependencies; the application installs `ws` itself), the tarball `npm pack` makes, and an npm
// workspace. In each, plain Node imports the client and the server entry point, serves a method over HTTP and
// WebSocket, and calls it with the client over both. The install commands are those of docs/generated-package.md, run
// as written (with npm's quiet flags and a pack destination added).
import { execFileSync } from 'node:child_process';
import { copyFileSync, cpSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { npm, repoRoot, tempDir, writeTree } from './helpers.js';
import { documentedCommand } from './support/doc-commands.js';

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

const page = 'docs/generated-package.md';
/** Runs a documented `npm …` line in `cwd`, with `extra` flags after its own words. */
const npmAsDocumented = (words: string[], cwd: string, extra: string[] = []) => {
  expect(words[0]).toBe('npm');
  return npm([...words.slice(1), ...extra], cwd);
};

let tarball: string;
beforeAll(() => {
  const packDir = tempDir('rpcforge-consumer-pack-');
  // `npm pack generated` packed the registry's unrelated `generated` package; `./generated` is the folder.
  const pack = documentedCommand(page, /^npm pack /);
  npmAsDocumented(pack, repoRoot, ['--pack-destination', packDir]);
  const packed = readdirSync(packDir).filter((f) => f.endsWith('.tgz'));
  expect(packed).toEqual([`${pkg.name}-${(JSON.parse(readFileSync(join(generated, 'package.json'), 'utf8')) as { version: string }).version}.tgz`]);
  tarball = join(packDir, packed[0]!);
}, 120_000);

/** The documented `npm i <path>.tgz` line run in `app`, with the tarball copied to the path it names. */
function installTarballAsDocumented(app: string): void {
  const install = documentedCommand(page, /^npm i \S+\.tgz$/);
  const target = join(app, install[2]!);
  mkdirSync(dirname(target), { recursive: true });
  copyFileSync(tarball, target);
  expect(basename(target)).toMatch(/^[a-z0-9-]+-\d+\.\d+\.\d+\.tgz$/);
  npmAsDocumented(install, app, ['--prefer-offline']);
}

describe('the generated package in a fresh project', () => {
  it('as a file: dependency: npm links the folder and installs nothing of it; the application\'s ws serves', () => {
    // A copy of the package outside this repository, so that nothing above it holds a node_modules with ws.
    const root = tempDir('rpcforge-consumer-file-');
    cpSync(generated, join(root, 'api'), { recursive: true, filter: (path) => !path.includes('node_modules') });
    const app = join(root, 'app');
    writeTree(app, { 'package.json': JSON.stringify({ name: 'app', private: true, type: 'module' }), 'use.mjs': script(pkg.name) });
    npmAsDocumented(documentedCommand(page, /^npm i \.\.\/api$/), app, ['--prefer-offline']);
    const manifest = JSON.parse(readFileSync(join(app, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
    expect(manifest.dependencies[pkg.name]).toBe('file:../api');
    npmAsDocumented(documentedCommand(page, /^npm i ws$/), app, ['--prefer-offline']);
    expect(run(app)).toBe('http:null ws:null');
  });

  it('from the packed tarball', () => {
    const app = join(tempDir('rpcforge-consumer-tarball-'), 'app');
    writeTree(app, { 'package.json': JSON.stringify({ name: 'app', private: true, type: 'module' }), 'use.mjs': script(pkg.name) });
    installTarballAsDocumented(app);
    expect(run(app)).toBe('http:null ws:null');
  });

  // `npm init -y` makes a CommonJS project; Node (20.19+, 22.12+) lets it require() an ES module whose graph has no
  // top-level await. The server entry had one (loading `ws`), so `require('<package>/server')` threw
  // ERR_REQUIRE_ASYNC_MODULE while the client entry loaded.
  const requiresEsm = (process.features as { require_module?: boolean }).require_module === true;
  it.runIf(requiresEsm)('from CommonJS: require() of the client and of the server entry point', () => {
    const app = join(tempDir('rpcforge-consumer-commonjs-'), 'app');
    const cjs = script(pkg.name)
      .replace(`import { createClient } from '${pkg.name}';`, `const { createClient } = require('${pkg.name}');`)
      .replace(`import { createServer } from '${pkg.name}/server';`, `const { createServer } = require('${pkg.name}/server');`);
    expect(cjs).not.toContain('import ');
    writeTree(app, { 'package.json': JSON.stringify({ name: 'app', private: true, type: 'commonjs' }), 'use.cjs': cjs });
    installTarballAsDocumented(app);
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
