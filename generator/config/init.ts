// `rpcforge init`: writes a starter rpcforge.config.ts in the working directory, never over an existing config.
import { existsSync, writeFileSync } from 'node:fs';
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

/** Returns the path written; throws when a config is already there. */
export function writeStarterConfig(cwd = process.cwd()): string {
  const existing = configNames.find((name) => existsSync(join(cwd, name)));
  if (existing !== undefined) throw new Error(`${existing} already exists; rpcforge init leaves it as it is`);
  const path = join(cwd, 'rpcforge.config.ts');
  writeFileSync(path, starterConfig, { flag: 'wx' });
  return path;
}
