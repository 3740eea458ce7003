// Declarations of the hand-written runtime modules copied into every package (the client's and the server's): they
// do not depend on the spec (the banner, a line comment, is not part of them), so they are computed once, by
// TypeScript, and kept in runtime-declarations.json, keyed by the SHA-256 of the module's text. A runtime module
// edited since is simply not found there, and compileDist then asks TypeScript as before; test/declarations.test.ts
// fails until `npm run test:update-runtime-declarations` brings the table up to date.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

export const runtimeDeclarationsFile = new URL('./runtime-declarations.json', import.meta.url);

let table: Record<string, string> | undefined;

export function textHash(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** The declarations of a runtime module's text, when the table has them. */
export function runtimeDeclarations(text: string): string | undefined {
  if (table === undefined) {
    try {
      table = JSON.parse(readFileSync(runtimeDeclarationsFile, 'utf8')) as Record<string, string>;
    } catch {
      table = {};
    }
  }
  return Object.hasOwn(table, textHash(text)) ? table[textHash(text)] : undefined;
}
