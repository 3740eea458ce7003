// `rpcforge init`: writes a starter rpcforge.config.ts in the working directory, never over an existing config, and a
// starter spec where the config points (spec/openrpc.yaml) unless one is there, so that the next `generate` builds.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { configNames } from './load.js';

export const starterConfig = `import { defineConfig } from 'rpcforge/config';

// rpcforge reads this file when \`rpcforge generate\` runs in this folder; flags given on the command line win.
// Several packages: export an array of jobs.
export default defineConfig({
  // Root OpenRPC document, YAML or JSON; $refs to files beside it are followed.
  spec: 'spec/openrpc.yaml',
  // Output directory: rpcforge owns it and replaces it as a whole.
  output: 'generated',
  // npm name of the package (default: derived from info.title).
  // packageName: 'my-api',
  // Parts to emit; leave out 'server' for a client-only package without the ws dependency. With options, an object:
  // outputs: { client: { websocket: false, validate: true }, server: { docsPage: false }, docs: { html: false } },
  outputs: ['types', 'validators', 'client', 'server', 'docs'],
});
`;

/** A one-method OpenRPC document to start from: a by-position method with a required and an optional param, the
 * credits and idempotence extensions rpcforge reads, and an example that the generation checks. */
export const starterSpec = `# A starter OpenRPC document written by \`rpcforge init\`: edit it, then run \`npx rpcforge generate\`.
# Methods may live in files of their own: \`- $ref: methods/my_method.yaml\`.
openrpc: 1.4.1
info:
  title: My API
  version: 0.1.0
methods:
  - name: math_add
    summary: Adds two numbers.
    paramStructure: by-position
    x-idempotent: true
    params:
      - name: a
        required: true
        schema: { type: integer }
      - name: b
        description: Second addend; 0 when omitted.
        schema: { type: integer, default: 0 }
    result:
      name: sum
      schema: { type: integer }
    examples:
      - name: two-and-three
        params:
          - { name: a, value: 2 }
          - { name: b, value: 3 }
        result: { name: sum, value: 5 }
`;

/** The starter config's spec, relative to the working directory. */
const starterSpecPath = join('spec', 'openrpc.yaml');

/** Writes the starter config and, unless one is there, the starter spec; returns the paths written. Throws when a
 * config is already there (and then writes nothing). */
export function writeStarter(cwd = process.cwd()): string[] {
  const existing = configNames.find((name) => existsSync(join(cwd, name)));
  if (existing !== undefined) throw new Error(`${existing} already exists; rpcforge init leaves it as it is`);
  const path = join(cwd, 'rpcforge.config.ts');
  writeFileSync(path, starterConfig, { flag: 'wx' });
  const spec = join(cwd, starterSpecPath);
  if (existsSync(spec)) return [path];
  mkdirSync(join(cwd, 'spec'), { recursive: true });
  writeFileSync(spec, starterSpec, { flag: 'wx' });
  return [path, spec];
}
