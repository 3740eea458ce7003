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
import { changelogPath, initialChangelog, updateChangelog } from './changelog.js';

export interface ChangeSummary {
  /** False on a first generation (no earlier openrpc.json) or when the earlier one could not be read. */
  compared: boolean;
  fromVersion?: string;
  toVersion: string;
  changes: Change[];
  semver: Bump;
  /** Things the user should look at; the run still succeeds. */
  warnings: string[];
}

export interface ChangelogResult {
  file: EmittedFile;
  summary: ChangeSummary;
}

/**
 * `previousOutput`: the output directory of the last generation, or undefined for an in-memory run with no history
 * (golden fixtures), which gets the first-generation changelog. `documentText`: the openrpc.json about to be written,
 * of the document `model` was built from once it passed the semantic checks (generate's pipeline); recorded, so that
 * the next generation need not check it again.
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
  const unloaded = (error: unknown): ChangelogResult => {
    const why = `${oldSpec} from the last generation does not load, so the changes since then are not known (${(error as Error).message.split('\n')[0]})`;
    if (previousChangelog === undefined) return first([why]);
    return { file: { path: changelogPath, contents: previousChangelog }, summary: { compared: false, toVersion: version, changes: [], semver: 'none', warnings: [why] } };
  };

  // Read once, with the loader's bounds, for both the comparison below and the load.
  let previous: RootSpecRead;
  try {
    previous = readRootSpec(oldSpec);
  } catch (error) {
    return unloaded(error);
  }
  // The common case, regenerating an unchanged spec: the document written last time is the one about to be written,
  // so nothing changed, and there is no need to load it and compare (a second load, validation and model of the
  // whole spec).
  if (documentText !== undefined && previous.text === documentText) {
    return {
      file: { path: changelogPath, contents: previousChangelog === undefined ? initialChangelog(title, version) : updateChangelog(previousChangelog, title, version, []) },
      summary: { compared: true, fromVersion: version, toVersion: version, changes: [], semver: semverAdvice([], version), warnings: [] },
    };
  }

  let old: Side;
  try {
    // Written by this rpcforge from a document that passed the semantic checks (own-documents.ts): not checked again.
    old = loadReadSide(oldSpec, previous, !isOwnDocument(previous.text));
  } catch (error) {
    return unloaded(error);
  }
  const neu: Side = { label: model.specFile, bundle, model, document: bundle.document, methods: methodSides(bundle.document, model) };
  const changes = diffSides(old, neu);
  const fromVersion = old.model.info.version;
  const semver = semverAdvice(changes, fromVersion);
  const warnings: string[] = [];
  const breaking = changes.filter((c) => c.level === 'breaking').length;
  if (breaking > 0) {
    const check = checkVersion(fromVersion, version, semver);
    if (!check.ok) warnings.push(`${breaking} breaking change(s) without the version bump they need: ${check.message}`);
  }
  const contents =
    previousChangelog === undefined
      ? changes.length === 0
        ? initialChangelog(title, version)
        : updateChangelog(initialChangelog(title, fromVersion), title, version, changes)
      : updateChangelog(previousChangelog, title, version, changes);
  return { file: { path: changelogPath, contents }, summary: { compared: true, fromVersion, toVersion: version, changes, semver, warnings } };
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
