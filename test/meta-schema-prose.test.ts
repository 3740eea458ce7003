// Unknown prose properties in OpenRPC objects (Starknet's wallet API gives its error objects a `description`): the
// meta-schema refuses them, rpcforge lets a string there pass with a located warning (an error under --strict), and
// still refuses anything else the meta-schema refuses, also when it sits beside such a property.
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../generator/cli.js';
import { formatIssue } from '../generator/errors.js';
import { generate } from '../generator/pipeline.js';
import { referenceDir, repoRoot, tempDir, writeTree } from './helpers.js';

const unknownProse = (name: string) =>
  `unknown property ${JSON.stringify(name)} is not an OpenRPC field (only "x-" extensions may be added here): ignored, rpcforge reads nothing from it (kept as written in the published openrpc.json)`;

function documentWith(errorObject: object, method: object = {}): string {
  const dir = tempDir();
  writeTree(dir, {
    'openrpc.json': JSON.stringify(
      {
        openrpc: '1.2.6',
        info: { title: 'T', version: '1' },
        methods: [{ name: 'm', params: [], result: { name: 'r', schema: { type: 'string' } }, errors: [errorObject], ...method }],
      },
      null,
      2,
    ),
  });
  return join(dir, 'openrpc.json');
}

function cli(args: string[]): { code: number; stderr: string } {
  let stderr = '';
  const code = runCli(args, { out: () => {}, err: (t) => (stderr += t) });
  return { code, stderr };
}

describe("Starknet's wallet API (error objects with a description)", () => {
  const wallet = join(referenceDir, 'starknet/starknet_wallet_api.json');

  it('generates, with one located warning per description, and the description kept in the published document', () => {
    const generation = generate(wallet);
    expect(generation.warnings.map((w) => relative(repoRoot, formatIssue(w)))).toEqual(
      ['865:9: components.errors.USER_REFUSED_OP', '878:9: components.errors.DEPLOYMENT_DATA_NOT_AVAILABLE', '883:9: components.errors.CHAIN_ID_NOT_SUPPORTED'].map(
        (at) => `test/reference/starknet/starknet_wallet_api.json:${at}.description: ${unknownProse('description')}`,
      ),
    );
    const published = JSON.parse(generation.files.find((f) => f.path === 'openrpc.json')!.contents);
    expect(published.components.errors.USER_REFUSED_OP.description).toBe(JSON.parse(readFileSync(wallet, 'utf8')).components.errors.USER_REFUSED_OP.description);
    // The error objects are read as the others: their codes reach the generated errors module.
    expect(generation.files.find((f) => f.path === 'src/errors.ts')!.contents).toContain('113');
  });

  it('--strict refuses it, naming each property, and writes nothing', () => {
    const out = join(tempDir(), 'out');
    const { code, stderr } = cli(['generate', '--spec', wallet, '--out', out, '--strict']);
    expect(code).toBe(2);
    expect(stderr).toContain(`components.errors.USER_REFUSED_OP.description: ${unknownProse('description')}`);
    expect(() => readFileSync(join(out, 'package.json'))).toThrow();
  });
});

describe('what stays an error', () => {
  it('an unknown property that is not a string (a misspelt field holding structure)', () => {
    const spec = documentWith({ code: 1, message: 'x' }, { paramz: [] });
    const { code, stderr } = cli(['generate', '--spec', spec, '--out', join(tempDir(), 'out')]);
    expect(code).toBe(2);
    expect(stderr).toMatch(/openrpc\.json:\d+:\d+: methods\[0\]\.paramz: OpenRPC meta-schema: unknown property "paramz"/);
  });

  it('another fault beside a prose property is still found, located, once the prose property is set aside', () => {
    const spec = documentWith({ code: 'one', message: 'x', description: 'words' });
    const { code, stderr } = cli(['generate', '--spec', spec, '--out', join(tempDir(), 'out')]);
    expect(code).toBe(2);
    expect(stderr).toMatch(/openrpc\.json:\d+:\d+: methods\[0\]\.errors\[0\]\.code: OpenRPC meta-schema: must be integer/);
    expect(stderr).not.toContain('warning');
  });

  it('a prose property in several objects: each warned, the document generated', () => {
    const spec = documentWith({ code: 1, message: 'x', description: 'words', hint: 'more words' }, { remark: 'a method note' });
    const generation = generate(spec);
    expect(generation.warnings.map((w) => w.path).sort()).toEqual(['methods[0].errors[0].description', 'methods[0].errors[0].hint', 'methods[0].remark']);
  });
});
