// The OpenRPC meta-schema, for `$ref: https://meta.open-rpc.org/` (the usual result schema of `rpc.discover`),
// read from the `@open-rpc/meta-schema` package instead of the network. Its `#/definitions/…` references are inlined
// here (they form no cycle), and its references into the JSON Schema meta-schema (what a schema inside an OpenRPC
// document may be) become `{}`: that meta-schema uses keywords rpcforge's validators do not implement, and a
// generated client has no use for checking that a discovered document's schemas are themselves valid schemas.
import { createRequire } from 'node:module';
import { hasOwn, isObject, setOwn, type JsonObject } from './json.js';
import type { SourceFile } from './source-file.js';

const require = createRequire(import.meta.url);

export const metaSchemaLabel = '@open-rpc/meta-schema (https://meta.open-rpc.org/)';

let cached: JsonObject | undefined;

function prepare(): JsonObject {
  const { openrpcDocument } = require('@open-rpc/meta-schema') as { openrpcDocument: JsonObject };
  const definitions = isObject(openrpcDocument.definitions) ? openrpcDocument.definitions : {};
  const inline = (value: unknown, seen: readonly string[]): unknown => {
    if (Array.isArray(value)) return value.map((item) => inline(item, seen));
    if (!isObject(value)) return value;
    if (typeof value.$ref === 'string') {
      const local = /^#\/definitions\/([^/]+)$/.exec(value.$ref)?.[1];
      if (local === undefined || !hasOwn(definitions, local) || seen.includes(local)) return {};
      return inline(definitions[local], [...seen, local]);
    }
    const out: JsonObject = {};
    for (const [key, child] of Object.entries(value)) {
      if (key === '$id' || key === '$schema' || key === 'definitions') continue;
      setOwn(out, key, inline(child, seen));
    }
    return out;
  };
  const root = inline(openrpcDocument, []) as JsonObject;
  const inlinedDefinitions: JsonObject = {};
  for (const name of Object.keys(definitions)) setOwn(inlinedDefinitions, name, inline(definitions[name], [name]));
  // The definitions stay reachable for references such as `https://meta.open-rpc.org/#/definitions/errorObject`.
  return Object.assign(root, { definitions: inlinedDefinitions });
}

/**
 * The meta-schema as a spec file of its own; positions inside it are reported at its first line. A reference to
 * the whole meta-schema (no fragment) gets it without the `definitions` it no longer needs.
 */
export function metaSchemaFile(): SourceFile & { value: JsonObject } {
  cached ??= prepare();
  return { path: metaSchemaLabel, label: metaSchemaLabel, value: cached, locate: () => ({ line: 1, column: 1 }) };
}

export function metaSchemaRoot(): JsonObject {
  const { definitions: _unused, ...root } = metaSchemaFile().value;
  return root;
}
