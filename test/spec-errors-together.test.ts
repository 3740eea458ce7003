// Independent errors of a spec come in one run, each located as alone: a bad paramStructure and `type: strng` (the
// OpenRPC meta-schema's) and a dangling $ref (a semantic check's) took three runs, one error each. An error that the
// removal of an earlier one's value could have caused is not reported (no cascade of invented errors).
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../generator/cli.js';
import { tempDir, writeTree } from './helpers.js';

function generate(spec: string) {
  const dir = tempDir();
  writeTree(dir, { 'openrpc.yaml': spec });
  let stderr = '';
  const code = runCli(['generate', '--spec', join(dir, 'openrpc.yaml'), '--out', join(dir, 'out')], { out: () => {}, err: (t) => (stderr += t) });
  return { code, stderr: stderr.replaceAll(`${dir}/`, '') };
}

const spec = (first: string, second: string) => `openrpc: 1.4.1
info: { title: Bad API, version: 1.0.0 }
methods:
  - name: a_one
${first}
    params:
      - { name: x, required: true, schema: { type: integer } }
    result: { name: r, schema: { type: integer } }
  - name: a_two
    params:
      - { name: y, schema: { $ref: '#/components/schemas/Missing' } }
    result: { name: r, schema: { type: ${second} } }
components:
  schemas:
    Thing: { type: string }
`;

describe('spec errors', () => {
  it('reports a bad paramStructure, type: strng and a dangling $ref together, each located', () => {
    const { code, stderr } = generate(spec('    paramStructure: by-positon', 'strng'));
    expect(code).toBe(2);
    expect(stderr).toBe(
      [
        'rpcforge: the spec has 3 error(s); nothing was written.',
        'openrpc.yaml:5:5: methods[0].paramStructure: OpenRPC meta-schema: must be one of "by-position", "by-name", "either"',
        'openrpc.yaml:12:34: methods[1].result.schema.type: OpenRPC meta-schema: must be one of "array", "boolean", "integer", "null", "number", "object", "string", or must be array',
        'openrpc.yaml:11:30: methods[1].params[0].schema.$ref: unresolved $ref "#/components/schemas/Missing": nothing at #/components/schemas/Missing',
        '',
      ].join('\n'),
    );
  });

  it('does not invent errors where a bad value was: a method name of the wrong type is one error', () => {
    // Without its name the method would read as another object (its params and result "unknown properties").
    const { code, stderr } = generate(spec('    paramStructure: either', 'string').replace('- name: a_one', '- name: 5'));
    expect(code).toBe(2);
    expect(stderr).toBe('rpcforge: the spec has 1 error(s); nothing was written.\nopenrpc.yaml:4:5: methods[0].name: OpenRPC meta-schema: must be string\n');
  });
});
