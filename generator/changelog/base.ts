// CHANGELOG.base.json, beside openrpc.json in the output directory: the document a version's changelog section is
// compared with (the last document of the version before, or the one the section was first computed from), so that
// the section holds the net change since then and not the history of every generation. Written only while the
// current document differs from that base: an edit taken back leaves the output as it was before the edit, and with
// no record the last openrpc.json is the base. Not in the package's `files`: npm does not pack it.
import { join } from 'node:path';
import type { RootSpecRead } from '../load/bundle.js';
import { FileRefusal, readSpecText } from '../load/safe-read.js';
import type { EmittedFile } from '../emit/emitter.js';
import type { Level } from '../diff/change.js';
import type { KeptEntry } from './changelog.js';

export const basePath = 'CHANGELOG.base.json';

export interface BaseRecord {
  /** The changelog section (the `info.version` of the document written beside this record) it is the base of. */
  section: string;
  /** The `info.version` of the base document. */
  since: string;
  /** The section's entries from before the base (an older changelog's), kept as they are. */
  kept: KeptEntry[];
  /** The base document, the text of the openrpc.json it was. */
  document: string;
  /** The record of the version before, when this one began with a version bump: put back if the bump is taken back.
   * One level only (its own `before` is dropped), so the record stays bounded. */
  before?: BaseRecord;
}

const levels: readonly Level[] = ['breaking', 'warning', 'info'];

function isRecord(value: unknown): value is BaseRecord {
  const r = value as Partial<BaseRecord> | null;
  return (
    typeof r === 'object' &&
    (r?.before === undefined || isRecord(r.before)) &&
    r !== null &&
    typeof r.section === 'string' &&
    typeof r.since === 'string' &&
    typeof r.document === 'string' &&
    Array.isArray(r.kept) &&
    r.kept.every((e) => typeof e === 'object' && e !== null && levels.includes(e.level) && typeof e.line === 'string')
  );
}

/**
 * The record the last generation left in `outDir`, undefined when there is none. Read with the loader's bounds (the
 * output directory may hold anything); one that is no record of ours is a warning, and the changelog then compares
 * with the last openrpc.json as when there is none.
 */
export function readBase(outDir: string, maxFileBytes: number): { record?: BaseRecord; warning?: string } {
  const path = join(outDir, basePath);
  let text: string;
  try {
    text = readSpecText(path, { maxFileBytes }).text;
  } catch (error) {
    if (error instanceof FileRefusal && error.kind === 'missing') return {};
    return { warning: `${path}: cannot be read (${error instanceof FileRefusal ? error.reason : String(error)}); the changelog compares with the last openrpc.json instead` };
  }
  try {
    const value = JSON.parse(text) as unknown;
    if (isRecord(value)) return { record: value };
  } catch {
    // Reported below, as any other text that is not a record.
  }
  return { warning: `${path}: not a changelog base written by rpcforge; the changelog compares with the last openrpc.json instead` };
}

/** The base document as the loader reads a root spec: the record's path, the document's text. */
export function baseRead(outDir: string, record: BaseRecord): RootSpecRead {
  return { path: join(outDir, basePath), text: record.document, bytes: Buffer.byteLength(record.document), linkRoot: undefined };
}

export function baseFile(record: BaseRecord): EmittedFile {
  return { path: basePath, contents: `${JSON.stringify(record, null, 1)}\n` };
}
