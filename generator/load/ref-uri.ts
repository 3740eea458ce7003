// What a `$ref` string names. rpcforge reads local files only: a remote reference would make generation depend on
// the network and on whoever serves the URL, so it is refused, except the OpenRPC meta-schema's own addresses,
// which real specs use for `rpc.discover`'s result and which the `@open-rpc/meta-schema` package holds locally.
import { parsePointer } from './json.js';

export type RefTarget =
  | { kind: 'file'; /** Decoded relative or absolute path; '' for the referring file itself. */ file: string; fragment: string; segments: string[] }
  | { kind: 'meta-schema'; fragment: string; segments: string[] };

/** A `$ref` that cannot be followed; the message says why, the caller says where. */
export class RefProblem extends Error {}

// https://meta.open-rpc.org/ (with or without a path, e.g. a version) and the raw file in the meta-schema repository.
const metaSchemaUrls = [/^https?:\/\/meta\.open-rpc\.org(?:\/[^?#]*)?$/i, /^https:\/\/raw\.githubusercontent\.com\/open-rpc\/meta-schema\/[^/?#]+\/schema\.json$/i];
const scheme = /^([A-Za-z][A-Za-z0-9+.-]*):/;

export function parseRef(ref: string): RefTarget {
  const hash = ref.indexOf('#');
  const base = hash === -1 ? ref : ref.slice(0, hash);
  const fragment = hash === -1 ? '' : ref.slice(hash + 1);
  let segments: string[];
  try {
    if (fragment !== '' && !fragment.startsWith('/')) throw new RefProblem('the fragment must be a JSON pointer starting with "/" (anchors are not supported)');
    segments = parsePointer(fragment);
  } catch (error) {
    if (error instanceof RefProblem) throw error;
    throw new RefProblem('malformed percent-encoding in the fragment');
  }
  if (metaSchemaUrls.some((url) => url.test(base))) return { kind: 'meta-schema', fragment, segments };
  const uriScheme = scheme.exec(base)?.[1]?.toLowerCase();
  if (uriScheme === 'http' || uriScheme === 'https') {
    throw new RefProblem('remote references are not fetched; save the schema in a file under the spec\'s folder and reference that file');
  }
  if (uriScheme !== undefined) throw new RefProblem(`"${uriScheme}:" references are not supported; use a path relative to the referring file`);
  let file: string;
  try {
    file = decodeURI(base);
  } catch {
    throw new RefProblem('malformed percent-encoding in the path');
  }
  if (file.includes('\0')) throw new RefProblem('the path contains a NUL character');
  return { kind: 'file', file, fragment, segments };
}
