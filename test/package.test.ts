// generated/ is an installable package: `npm pack` it, install the tarball into a fresh project, and import it
// from plain JavaScript (ESM, including its openrpc.json) and from TypeScript with Node's own module resolution.
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { npm, repoRoot, tempDir, writeTree } from './helpers.js';

const pkg = JSON.parse(readFileSync(join(repoRoot, 'generated/package.json'), 'utf8')) as { name: string; version: string };

describe('generated package', () => {
  const project = tempDir('rpcforge-consumer-');

  beforeAll(() => {
    const packDir = tempDir('rpcforge-pack-');
    npm(['pack', join(repoRoot, 'generated'), '--pack-destination', packDir], repoRoot);
    const tarball = readdirSync(packDir).find((f) => f.endsWith('.tgz'));
    if (!tarball) throw new Error('npm pack produced no tarball');
    // Its one dependency, ws (for the server entry point), is packed from rpcforge's own node_modules, so the
    // install needs no registry.
    npm(['pack', join(repoRoot, 'node_modules/ws'), '--pack-destination', packDir], repoRoot);
    const ws = readdirSync(packDir).find((f) => f.startsWith('ws-') && f.endsWith('.tgz'));
    if (!ws) throw new Error('npm pack produced no ws tarball');
    writeTree(project, { 'package.json': JSON.stringify({ name: 'consumer', private: true, type: 'module' }) });
    npm(['install', '--offline', join(packDir, ws), join(packDir, tarball)], project);
  });

  it('installs with its compiled JavaScript, declarations and openrpc.json; its only dependency is ws', () => {
    const installed = join(project, 'node_modules', pkg.name);
    const files = readdirSync(join(installed, 'dist')).sort();
    expect(files).toEqual(expect.arrayContaining(['index.js', 'index.d.ts', 'types.js', 'types.d.ts']));
    const manifest = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8')) as Record<string, unknown>;
    expect(manifest.dependencies).toEqual({ ws: expect.stringMatching(/^\^8\./) });
    expect(manifest.type).toBe('module');
  });

  it('imports from plain JavaScript', () => {
    writeTree(project, {
      'use.mjs': [
        `import * as gateway from '${pkg.name}';`,
        `import spec from '${pkg.name}/openrpc.json' with { type: 'json' };`,
        `console.log(JSON.stringify({ exports: Object.keys(gateway), methods: spec.methods.map((m) => m.name) }));`,
      ].join('\n'),
    });
    const output = JSON.parse(execFileSync(process.execPath, ['use.mjs'], { cwd: project, encoding: 'utf8' })) as { methods: string[]; exports: string[] };
    // The document's methods: the 14 calls, and eth_subscribe and eth_unsubscribe (the subscriptions' own).
    expect(output.methods).toHaveLength(16);
    expect(output.methods).toEqual(expect.arrayContaining(['eth_getLogs', 'eth_subscribe', 'eth_unsubscribe']));
    expect(output.exports).toEqual(expect.arrayContaining(['subscriptionInfo', 'validateNotification']));
    // The root entry point is free of the server and its Node-only dependencies.
    expect(output.exports).not.toContain('createServer');
  });

  it('serves from the server entry point', () => {
    writeTree(project, {
      'serve.mjs': [
        `import { methodInfo } from '${pkg.name}';`,
        `import { createServer } from '${pkg.name}/server';`,
        `const handlers = Object.fromEntries(Object.keys(methodInfo).map((m) => [m, () => null]));`,
        `const server = createServer(handlers).listen(0, '127.0.0.1', async () => {`,
        `  const res = await fetch('http://127.0.0.1:' + server.address().port + '/v3/key', { method: 'POST', headers: { 'content-type': 'application/json' },`,
        `    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_getTransactionByHash', params: ['0x' + '0'.repeat(64)] }) });`,
        `  console.log(await res.text());`,
        `  server.close();`,
        `});`,
      ].join('\n'),
    });
    const output = execFileSync(process.execPath, ['serve.mjs'], { cwd: project, encoding: 'utf8', timeout: 30_000 });
    expect(JSON.parse(output)).toEqual({ jsonrpc: '2.0', id: 1, result: null });
  });

  it('imports from TypeScript (tsc --strict, NodeNext resolution) with the method types', () => {
    writeTree(project, {
      'use.ts': [
        `import type { Methods, MethodParams, MethodResult } from '${pkg.name}';`,
        `export const params: MethodParams<'eth_getBlockByNumber'> = ['latest', false];`,
        `export type Logs = MethodResult<'eth_getLogs'>;`,
        `export const name: keyof Methods = 'getVoteAccounts';`,
        `// @ts-expect-error not a method`,
        `export const wrong: keyof Methods = 'eth_nope';`,
      ].join('\n'),
      'tsconfig.json': JSON.stringify({
        compilerOptions: { strict: true, module: 'NodeNext', moduleResolution: 'NodeNext', target: 'ES2022', noEmit: true },
        include: ['use.ts'],
      }),
    });
    const tsc = join(repoRoot, 'node_modules/typescript/bin/tsc');
    expect(execFileSync(process.execPath, [tsc, '-p', project], { encoding: 'utf8' })).toBe('');
  });
});
