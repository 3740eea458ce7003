// The openrpc.json texts generate wrote, recorded by their hash (../cache.ts): the next generation's changelog loads
// the previous openrpc.json to diff against it, and checking it semantically again was 0.2 s of a 1,000-method
// regeneration. A text recorded here is the bundled document of a run whose semantic checks passed on that very
// document (generate checks after hoisting, and writes what it checked), by this build of rpcforge: loading the same
// text gives the same document, which passes again. Any other text (edited by hand, corrupt, written by another
// build) is not recorded and is checked as before.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DiskCache } from '../cache.js';
import { compareStrings } from '../load/json.js';

const own = new DiskCache('own-documents', { maxEntries: 200, maxBytes: 256 * 1024 });

let build: string | undefined;
/** This build of rpcforge, so that a change of the checks never trusts an entry recorded before it: the hash of the
 * CLI's bundle this code was loaded from, or, run from the sources (tsx, vitest), of every source of the generator,
 * since the checks live in other files than this one. */
function buildHash(): string {
  const self = fileURLToPath(import.meta.url);
  build ??= self.endsWith('.ts') ? sourcesHash(fileURLToPath(new URL('..', import.meta.url))) : createHash('sha256').update(readFileSync(self)).digest('hex');
  return build;
}

/** The hash of the `.ts` files under `root`, their paths and texts, in a fixed order. */
export function sourcesHash(root: string): string {
  const hash = createHash('sha256');
  const files = (readdirSync(root, { recursive: true, encoding: 'utf8' }) as string[]).filter((f) => f.endsWith('.ts')).sort(compareStrings);
  for (const file of files) hash.update(`${file}\0`).update(readFileSync(join(root, file))).update('\0');
  return hash.digest('hex');
}

/** The value of a record. */
const checked = 'checked';

const keyOf = (text: string) => own.key('own-openrpc-json-1', buildHash(), text);

/** Records `text` as an openrpc.json this run wrote, of a document that passed the semantic checks. */
export function recordOwnDocument(text: string): void {
  const key = keyOf(text);
  if (own.get(key) !== checked) own.set(key, checked);
}

/** Whether `text` is an openrpc.json recorded by recordOwnDocument. */
export function isOwnDocument(text: string): boolean {
  // Only the record this code writes, sealed under this text's key (cache.ts): an entry of other content, or one
  // copied from another document's record, does not let a document skip its checks.
  return own.get(keyOf(text)) === checked;
}
