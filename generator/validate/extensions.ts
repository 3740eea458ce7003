// The specification extensions rpcforge reads, declared once: in spec/extensions.yaml, as OpenRPC 1.4 `x-extensions`.
// Our spec declares them through that file, so other OpenRPC tooling sees the contract; the generator reads the same
// file, and semantic validation checks every value against its schema, also in documents that do not declare them.
// The file ships with rpcforge (package.json's `files`). Parsing its YAML costs a fresh process about 50 ms, so the
// declarations are kept as JSON in the disk cache (../cache.ts) under the file's text, and precomputed for the CLI's
// bundle (../precompute.ts).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type * as YamlModule from 'yaml';
import { DiskCache, packageVersion } from '../cache.js';

export interface ExtensionDefinition {
  name: string;
  /** Meta-schema definitions the extension may appear on. */
  restricted: string[];
  schema: Record<string, unknown>;
}

/** Where the declarations are: a file of rpcforge's, not of the document being generated. */
export const extensionsFile = new URL('../../spec/extensions.yaml', import.meta.url);

const require = createRequire(import.meta.url);
const declarationsCache = new DiskCache('extension-declarations', { maxEntries: 8, maxBytes: 1024 * 1024 });

let definitions: readonly ExtensionDefinition[] | undefined;

/** The extensions rpcforge reads, in the order spec/extensions.yaml declares them. */
export function extensionDefinitions(): readonly ExtensionDefinition[] {
  if (definitions === undefined) {
    const text = readFileSync(extensionsFile, 'utf8');
    const json = declarationsCache.through([packageVersion(require, 'yaml'), text], () => JSON.stringify(declarationsOf(text)));
    definitions = JSON.parse(json) as ExtensionDefinition[];
  }
  return definitions;
}

/** The declarations in `text`, checked to have the fields the generator reads: a faulty file is rpcforge's own bug. */
function declarationsOf(text: string): ExtensionDefinition[] {
  const { parse } = require('yaml') as typeof YamlModule;
  const declared: unknown = parse(text);
  if (!Array.isArray(declared)) throw new Error(`${fileURLToPath(extensionsFile)}: expected a list of extension declarations`);
  return declared.map((entry: unknown, i) => {
    const d = entry as Partial<ExtensionDefinition> | null;
    const ok = d !== null && typeof d === 'object' && typeof d.name === 'string' && /^x-/.test(d.name) && Array.isArray(d.restricted) && typeof d.schema === 'object' && d.schema !== null;
    if (!ok) throw new Error(`${fileURLToPath(extensionsFile)}: declaration ${i} needs a name (x-…), restricted and a schema`);
    return { name: d.name!, restricted: d.restricted!.map(String), schema: d.schema! };
  });
}
