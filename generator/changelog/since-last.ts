// What changed since the last generation: the new spec against the openrpc.json rpcforge wrote into the output
// directory the time before, classified by `rpcforge diff`'s checker. It yields the CHANGELOG.md to emit, the
// changes for the summary `generate` prints, and a warning when a breaking change comes without the version bump
// the diff's semver advice asks for.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { readRootSpec, type Bundle, type RootSpecRead } from '../load/bundle.js';
import { FileRefusal, readSpecText } from '../load/safe-read.js';
import type { Model } from '../model/model.js';
import type { EmittedFile } from '../emit/emitter.js';
import { diffSides, methodSides } from '../diff/checker.js';
import { loadReadSide } from '../diff/source.js';
import { isOwnDocument, recordOwnDocument } from './own-documents.js';
import { checkVersion, semverAdvice } from '../diff/semver.js';
import type { Bump, Change } from '../diff/change.js';
import type { Side } from '../diff/rule.js';
import { changelogPath, initialChangelog, netChangelog, sectionEntries } from './changelog.js';
import { baseFile, baseRead, readBase, type BaseRecord } from './base.js';

export interface ChangeSummary {
  /** False on a first generation (no earlier openrpc.json) or when the earlier one could not be read. */
  compared: boolean;
  /** The version compared with: the last released one (the version before), or this one's first generation. */
  fromVersion?: string;
  toVersion: string;
  changes: Change[];
  semver: Bump;
  /** Things the user should look at; the run still succeeds. */
  warnings: string[];
}

export interface ChangelogResult {
  file: EmittedFile;
  /** CHANGELOG.base.json, while the document differs from the base its section is computed from (base.ts). */
  base?: EmittedFile;
  summary: ChangeSummary;
}

/**
 * `previousOutput`: the output directory of the last generation, or undefined for an in-memory run with no history
 * (golden fixtures), which gets the first-generation changelog. `documentText`: the openrpc.json about to be written,
 * of the document `model` was built from once it passed the semantic checks (generate's pipeline); recorded, so that
 * the next generation need not check it again.
 *
 * The current version's section holds the net changes since its base: the last document of the version before (kept
 * in CHANGELOG.base.json while they differ), so an edit and its undoing leave no entry, under `--watch` too.
 */
export function changelogSinceLast(model: Model, bundle: Bundle, previousOutput?: string, documentText?: string): ChangelogResult {
  const title = model.info.title;
  const version = model.info.version;
  const first = (warnings: string[] = []): ChangelogResult => ({
    file: { path: changelogPath, contents: initialChangelog(title, version) },
    summary: { compared: false, toVersion: version, changes: [], semver: 'none', warnings },
  });
  if (documentText !== undefined) recordOwnDocument(documentText);
  const oldSpec = previousOutput === undefined ? undefined : join(previousOutput, 'openrpc.json');
  if (oldSpec === undefined || !existsSync(oldSpec)) return first();
  const changelogFile = join(previousOutput!, changelogPath);
  const previousChangelog = readPreviousChangelog(changelogFile);
  // The old document was written by rpcforge; if it no longer loads (edited by hand, an older rpcforge, replaced by
  // something that is no spec file), there is nothing to compare with: the history so far is kept as it is.
  const unloaded = (path: string, error: unknown): ChangelogResult => {
    const why = `${path} from the last generation does not load, so the changes since then are not known (${(error as Error).message.split('\n')[0]})`;
    if (previousChangelog === undefined) return first([why]);
    return { file: { path: changelogPath, contents: previousChangelog }, summary: { compared: false, toVersion: version, changes: [], semver: 'none', warnings: [why] } };
  };

  // Read once, with the loader's bounds, for both the comparison below and the load.
  let previous: RootSpecRead;
  try {
    previous = readRootSpec(oldSpec);
  } catch (error) {
    return unloaded(oldSpec, error);
  }
  const { record, warning } = readBase(previousOutput!, maxChangelogBytes * 2);
  const warnings = warning === undefined ? [] : [warning];
  let history = previousChangelog ?? initialChangelog(title, version);
  // The base: the record's while this version's section is computed from it; the record's too when a version bump
  // was taken back (its base is the last document of this version; the bumped section goes back to what it was);
  // else the last document written (a new version, or the section as an older changelog left it).
  let base: RootSpecRead = previous;
  let kept = sectionEntries(history, version);
  let current = record;
  let before: BaseRecord | undefined;
  if (record !== undefined && record.section !== version && record.since === version) {
    history = netChangelog(history, title, record.section, record.kept, []);
    current = record.before?.section === version ? record.before : undefined;
    if (current === undefined) base = baseRead(previousOutput!, record);
  }
  if (current !== undefined && current.section === version) {
    base = baseRead(previousOutput!, current);
    kept = current.kept;
    before = current.before;
  } else if (record !== undefined && record.since !== version) {
    // A new version: the record of the one before is kept inside, for a bump taken back.
    before = { ...record, before: undefined };
  }
  // The common case, regenerating an unchanged spec, or an edit taken back: the base is the document about to be
  // written, so nothing changed, and there is no need to load it and compare (a second load, validation and model of
  // the whole spec).
  if (documentText !== undefined && base.text === documentText) {
    return {
      file: { path: changelogPath, contents: netChangelog(history, title, version, kept, []) },
      summary: { compared: true, fromVersion: version, toVersion: version, changes: [], semver: semverAdvice([], version), warnings },
    };
  }

  let old: Side;
  try {
    // Written by this rpcforge from a document that passed the semantic checks (own-documents.ts): not checked again.
    old = loadReadSide(base.path, base, !isOwnDocument(base.text));
  } catch (error) {
    return unloaded(base.path, error);
  }
  const neu: Side = { label: model.specFile, bundle, model, document: bundle.document, methods: methodSides(bundle.document, model) };
  const changes = diffSides(old, neu);
  const fromVersion = old.model.info.version;
  const semver = semverAdvice(changes, fromVersion);
  const breaking = changes.filter((c) => c.level === 'breaking').length;
  if (breaking > 0) {
    const check = checkVersion(fromVersion, version, semver);
    if (!check.ok) warnings.push(`${breaking} breaking change(s) without the version bump they need: ${check.message}`);
  }
  const start = previousChangelog === undefined && changes.length > 0 ? initialChangelog(title, fromVersion) : history;
  const contents = netChangelog(start, title, version, kept, changes);
  const result: ChangelogResult = { file: { path: changelogPath, contents }, summary: { compared: true, fromVersion, toVersion: version, changes, semver, warnings } };
  if (changes.length > 0) result.base = baseFile({ section: version, since: fromVersion, kept, document: base.text, ...(before === undefined ? {} : { before }) });
  return result;
}

/** The largest CHANGELOG.md read back: far past any history (a line or two per change), short of a file that is not one. */
export const maxChangelogBytes = 16 * 1024 * 1024;

/**
 * The last generation's CHANGELOG.md, undefined when there is none. Read with the spec loader's care (a regular file,
 * bounded, a FIFO or device never opened): the output directory may hold anything. One that is there but cannot be
 * read stops the run, named: generating would replace it with a history that starts now.
 */
function readPreviousChangelog(path: string): string | undefined {
  try {
    return readSpecText(path, { maxFileBytes: maxChangelogBytes }).text;
  } catch (error) {
    if (error instanceof FileRefusal && error.kind === 'missing') return undefined;
    const reason = error instanceof FileRefusal ? error.reason.replace(/ \(the limit; --max-file-size raises it\)$/, ' (the limit for a changelog)') : String(error);
    throw new Error(`${path}: the last generation's changelog cannot be read (${reason}); it would be replaced by a history that starts now, so nothing was written: move it away or repair it`);
  }
}
