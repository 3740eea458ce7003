// What a "file not found" for a `$ref` adds: the path rpcforge looked at, and, when the same relative path names a
// file from a folder above the referring file's, that file. Starknet's published api/*.json write
// `./api/starknet_api_openrpc.json` from inside api/ (their tooling resolves from the repository root, the working
// directory of their scripts); JSON Reference resolves a relative reference against the file that holds it, so
// rpcforge looks for api/api/…, and without the hint the error does not say where it looked or why.
import { statSync } from 'node:fs';
import { dirname, isAbsolute, resolve } from 'node:path';
import { labelFor } from './source-file.js';

/** Folders above the referring file's that are tried, nearest first: a bound on the stat calls an error makes. */
const ancestorsTried = 8;

export function missingRefHint(referringFile: string, refFile: string, tried: string): string {
  const looked = ` (looked for ${labelFor(tried)}: a relative $ref resolves against the folder of the file that holds it)`;
  if (refFile === '' || isAbsolute(refFile)) return looked;
  let folder = dirname(dirname(referringFile));
  for (let i = 0; i < ancestorsTried; i++) {
    const candidate = resolve(folder, refFile);
    if (isFile(candidate)) {
      return `${looked}; ${labelFor(candidate)} exists: if the $ref is written relative to ${labelFor(folder)}/, write it relative to the referring file instead, or give the spec from a copy laid out so it resolves`;
    }
    const parent = dirname(folder);
    if (parent === folder) break;
    folder = parent;
  }
  return looked;
}

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}
