// OpenRPC documents of any number of methods, made from our own spec: the bundled document's methods, copied under
// new names with a result schema that differs per copy (so no two copies share a generated type or validator).
// Deterministic, so that runs and machines compare; the generation benchmark and the scaling test both use them.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadBundle } from '../generator/load/bundle.js';
import type { JsonObject } from '../generator/load/json.js';

const ownSpec = new URL('../spec/openrpc.yaml', import.meta.url).pathname;

interface Method extends JsonObject {
  name: string;
  result: JsonObject & { schema: JsonObject };
}

/** The bundled document of our spec with `count` methods: the originals first, then numbered copies. */
export function scaledDocument(count: number): JsonObject {
  const document = structuredClone(loadBundle(ownSpec).document) as JsonObject & { methods: Method[] };
  const originals = document.methods;
  const methods: Method[] = [];
  for (let i = 0; i < count; i++) {
    const original = originals[i % originals.length] as Method;
    const copy = Math.floor(i / originals.length);
    if (copy === 0) {
      methods.push(original);
      continue;
    }
    const { examples: _examples, ...rest } = structuredClone(original);
    methods.push({
      ...rest,
      name: `${original.name}V${copy}`,
      result: {
        ...rest.result,
        // Wrapped, with a bound that differs per copy: a distinct type and validator for every method. Examples are
        // dropped: they were written for the original result.
        schema: {
          type: 'object',
          properties: { value: rest.result.schema, round: { type: 'integer', minimum: 0, maximum: copy } },
          required: ['value', 'round'],
          additionalProperties: false,
        },
      },
    });
  }
  document.methods = methods;
  addMissingItems(document);
  return document;
}

/** `items: {}` where an array schema has none: the same meaning, and @open-rpc/generator (which gets the same
 * document in the benchmark) crashes on an array schema without `items`. */
function addMissingItems(value: unknown): void {
  if (typeof value !== 'object' || value === null) return;
  if (!Array.isArray(value) && (value as JsonObject).type === 'array' && !('items' in value)) (value as JsonObject).items = {};
  for (const child of Object.values(value)) addMissingItems(child);
}

/** Writes scaledDocument(count) as `<dir>/openrpc-<count>.json` and returns its path. */
export function writeScaledDocument(dir: string, count: number): string {
  mkdirSync(dir, { recursive: true });
  const path = join(dir, `openrpc-${count}.json`);
  writeFileSync(path, `${JSON.stringify(scaledDocument(count), null, 2)}\n`);
  return path;
}
