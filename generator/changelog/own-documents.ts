// The openrpc.json texts generate wrote, recorded by their hash (../cache.ts): the next generation's changelog loads
// the previous openrpc.json to diff against it, and checking it semantically again was 0.2 s of a 1,000-method
// regeneration. A text recorded here is the bundled document of a run whose semantic checks passed on that very
// document (generate checks after hoisting, and writes what it checked), by this build of rpcforge: loading the same
// text gives the same document, which passes again. Any other text (edited by hand, corrupt, written by another
// build) is not recorded and is checked as before.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DiskCache } from '../cache.js';

const own = new DiskCache('own-documents', { maxEntries: 200, maxBytes: 256 * 1024 });

let build: string | undefined;
/** This build of rpcforge: the hash of the file this code was loaded from (the CLI's bundle, or this module under
 * tsx), so that a change of the checks never trusts an entry recorded before it. */
function buildHash(): string {
  build ??= createHash('sha256').update(readFileSync(fileURLToPath(import.meta.url))).digest('hex');
  return build;
}

const keyOf = (text: string) => own.key('own-openrpc-json-1', buildHash(), text);

/** Records `text` as an openrpc.json this run wrote, of a document that passed the semantic checks. */
export function recordOwnDocument(text: string): void {
  const key = keyOf(text);
  if (own.get(key) === undefined) own.set(key, 'checked');
}

/** Whether `text` is an openrpc.json recorded by recordOwnDocument. */
export function isOwnDocument(text: string): boolean {
  return own.get(keyOf(text)) !== undefined;
}
