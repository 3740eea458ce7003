// Bad input: each case gets one exact error naming file, line, column and JSON path, exit code 2, and an output
// directory left byte for byte as it was.
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../generator/cli.js';
import { readTree, tempDir, writeTree } from './helpers.js';

const head = 'openrpc: 1.4.1\ninfo:\n  title: Bad\n  version: "1"\n';

const cases: { name: string; files: Record<string, string>; error: string }[] = [
  {
    name: 'invalid YAML',
    files: { 'openrpc.yaml': 'openrpc: 1.4.1\ninfo:\n  title: x\n   version: 1\nmethods: []\n' },
    error: 'openrpc.yaml:3:10: invalid YAML: Nested mappings are not allowed in compact mappings',
  },
  {
    name: 'invalid JSON in a referenced file',
    files: { 'openrpc.yaml': `${head}methods:\n  - $ref: ./m.json\n`, 'm.json': '{"name": "a", "params": [],}\n' },
    error: 'm.json:1:28: invalid JSON: PropertyNameExpected',
  },
  {
    name: 'meta-schema violation',
    files: { 'openrpc.yaml': `${head}methods:\n  - name: a\n    paramStructure: sideways\n    params: []\n` },
    error: 'openrpc.yaml:7:5: methods[0].paramStructure: OpenRPC meta-schema: must be one of "by-position", "by-name", "either"',
  },
  {
    name: 'unknown property on a method',
    files: { 'openrpc.yaml': `${head}methods:\n  - name: a\n    params: []\n    resutl: {}\n` },
    error: 'openrpc.yaml:8:5: methods[0].resutl: OpenRPC meta-schema: unknown property "resutl" (not allowed here; extensions start with "x-")',
  },
  {
    name: 'dangling $ref to another file',
    files: {
      'openrpc.yaml': `${head}methods:\n  - $ref: ./methods/a.yaml\n`,
      'methods/a.yaml': 'name: a\nparams: []\nresult:\n  name: r\n  schema:\n    $ref: ../schemas.yaml#/Nope\n',
      'schemas.yaml': 'Yes: { type: string }\n',
    },
    error: 'methods/a.yaml:6:5: result.schema.$ref: unresolved $ref "../schemas.yaml#/Nope": schemas.yaml has nothing at #/Nope',
  },
  {
    name: 'dangling $ref to a missing file',
    files: { 'openrpc.yaml': `${head}methods:\n  - $ref: ./methods/missing.yaml\n` },
    error: 'openrpc.yaml:6:5: methods[0].$ref: unresolved $ref "./methods/missing.yaml": cannot read spec file: file not found (looked for methods/missing.yaml: a relative $ref resolves against the folder of the file that holds it)',
  },
  {
    name: 'dangling local $ref',
    files: {
      'openrpc.yaml': `${head}methods:\n  - name: a\n    params: []\n    result:\n      name: r\n      schema: { $ref: '#/components/schemas/Missing' }\ncomponents:\n  schemas:\n    Present: { type: string }\n`,
    },
    error: 'openrpc.yaml:10:17: methods[0].result.schema.$ref: unresolved $ref "#/components/schemas/Missing": nothing at #/components/schemas/Missing',
  },
  {
    name: 'x-message-fields naming a placeholder the message does not hold',
    files: {
      'openrpc.yaml': `${head}x-extensions:\n  - { openrpcExtension: 0.0.0-development, name: x-message-fields, version: 1.0.0, restricted: [errorObject], schema: {} }\nmethods: []\ncomponents:\n  errors:\n    Reverted:\n      code: 3\n      message: 'reverted: <revert_reason>'\n      x-message-fields:\n        reason: reason\n`,
    },
    error: 'openrpc.yaml:14:9: components.errors.Reverted[\'x-message-fields\'].reason: x-message-fields names <reason>, which the message "reverted: <revert_reason>" does not hold',
  },
  {
    name: 'x-message-fields giving a name that is no identifier',
    files: {
      'openrpc.yaml': `${head}x-extensions:\n  - { openrpcExtension: 0.0.0-development, name: x-message-fields, version: 1.0.0, restricted: [errorObject], schema: {} }\nmethods: []\ncomponents:\n  errors:\n    Reverted:\n      code: 3\n      message: 'reverted: <revert_reason>'\n      x-message-fields:\n        revert_reason: 'the reason'\n`,
    },
    error: 'openrpc.yaml:14:9: components.errors.Reverted[\'x-message-fields\'].revert_reason: invalid x-message-fields: must match pattern "^[A-Za-z_$][A-Za-z0-9_$]*$"',
  },
  {
    name: 'duplicate method',
    files: { 'openrpc.yaml': `${head}methods:\n  - name: a\n    params: []\n  - name: b\n    params: []\n  - name: a\n    params: []\n` },
    error: 'openrpc.yaml:10:5: methods[2].name: duplicate method "a" (first defined at methods[0])',
  },
  {
    name: 'duplicate param name',
    files: {
      'openrpc.yaml': `${head}methods:\n  - name: a\n    params:\n      - { name: x, required: true, schema: {} }\n      - { name: x, schema: {} }\n`,
    },
    error: 'openrpc.yaml:9:11: methods[0].params[1].name: duplicate param name "x" in method a (also params[0])',
  },
  {
    name: 'bad extension value',
    files: { 'openrpc.yaml': `${head}methods:\n  - name: a\n    params: []\n    x-credits: -5\n` },
    error: 'openrpc.yaml:8:5: methods[0][\'x-credits\']: invalid x-credits: must be >= 0 (credits per call: a non-negative integer, or "not shown")',
  },
  {
    name: 'bad value of a declared extension (meta-schema)',
    files: {
      'openrpc.yaml':
        `${head}methods:\n  - name: a\n    params: []\n    x-family: cosmos\n` +
        'x-extensions:\n  - openrpcExtension: 0.0.0-development\n    name: x-family\n    version: 1.0.0\n    description: d\n    summary: s\n    restricted: [methodObject]\n    schema: { type: string, enum: [evm, slot-commitment, starknet] }\n',
    },
    error: 'openrpc.yaml:8:5: methods[0][\'x-family\']: OpenRPC meta-schema: must be one of "evm", "slot-commitment", "starknet"',
  },
  {
    name: 'JSON Schema keyword the validators do not implement',
    files: {
      'openrpc.yaml': `${head}methods:\n  - name: a\n    params:\n      - name: ids\n        schema: { type: object, $id: 'https://example.com/ids' }\n`,
    },
    error: 'openrpc.yaml:9:33: methods[0].params[0].schema.$id: JSON Schema keyword "$id" is not supported by rpcforge\'s validators; express the rule with supported keywords',
  },
  {
    name: 'pattern that is no regular expression',
    files: {
      'openrpc.yaml': `${head}methods:\n  - name: a\n    params: []\n    result:\n      name: r\n      schema: { type: string, pattern: '^0x[0-9a-f$' }\n`,
    },
    error: 'openrpc.yaml:10:31: methods[0].result.schema.pattern: OpenRPC meta-schema: must match format "regex"',
  },
  {
    name: 'pattern that is no regular expression with the u flag',
    files: {
      'openrpc.yaml': `${head}methods:\n  - name: a\n    params: []\n    result:\n      name: r\n      schema: { type: string, pattern: '^\\:$' }\n`,
    },
    error: 'openrpc.yaml:10:31: methods[0].result.schema.pattern: pattern "^\\\\:$" is not a valid regular expression: Invalid regular expression: /^\\:$/u: Invalid escape',
  },
];

describe('bad input', () => {
  const outDir = join(tempDir(), 'out');
  let before: Map<string, string>;

  beforeAll(() => {
    // A good earlier run: the output directory every failing run must leave alone.
    const good = tempDir();
    writeTree(good, { 'openrpc.yaml': `${head}methods:\n  - name: ok\n    params: []\n    result: { name: r, schema: { type: string } }\n` });
    const io = { out: () => {}, err: (t: string) => { throw new Error(t); } };
    expect(runCli(['generate', '--spec', join(good, 'openrpc.yaml'), '--out', outDir], io)).toBe(0);
    before = readTree(outDir);
  });

  for (const c of cases) {
    it(`${c.name}: exact error, exit 2, output untouched`, () => {
      const dir = tempDir();
      writeTree(dir, c.files);
      let stderr = '';
      const code = runCli(['generate', '--spec', join(dir, 'openrpc.yaml'), '--out', outDir], { out: () => {}, err: (t) => (stderr += t) });
      expect(code).toBe(2);
      const lines = stderr.replaceAll(`${dir}/`, '').replaceAll(dir, '<dir>').trimEnd().split('\n');
      expect(lines[0]).toBe('rpcforge: the spec has 1 error(s); nothing was written.');
      expect(lines.slice(1)).toEqual([c.error]);
      expect(readTree(outDir)).toEqual(before);
    });
  }

  it('refuses to replace a directory rpcforge did not write', () => {
    const spec = tempDir();
    writeTree(spec, { 'openrpc.yaml': `${head}methods: []\n` });
    const foreign = tempDir();
    writeTree(foreign, { 'notes.txt': 'mine' });
    let stderr = '';
    const code = runCli(['generate', '--spec', join(spec, 'openrpc.yaml'), '--out', foreign], { out: () => {}, err: (t) => (stderr += t) });
    expect(code).toBe(2);
    expect(stderr).toContain('refusing to replace');
    expect(readTree(foreign)).toEqual(new Map([['notes.txt', 'mine']]));
  });
});
