// CHANGELOG.md of the generated package: one section per `info.version`, newest first, each change the sentence
// `rpcforge diff` wrote for it, grouped by level. The file is rebuilt from the previous one on every generation, so
// it is a pure function of (previous changelog, changes): no dates, no machine-dependent text, and regenerating
// an unchanged spec gives the same bytes.
import type { Change, Level } from '../diff/change.js';
import { mdCode, mdText } from '../diff/format.js';

export const changelogPath = 'CHANGELOG.md';

const groupTitles: Record<Level, string> = { breaking: 'Breaking', warning: 'Warnings', info: 'Changes' };
const groupOrder: readonly Level[] = ['breaking', 'warning', 'info'];

interface Section {
  version: string;
  /** Lines before the first group, such as the initial-release note. */
  notes: string[];
  groups: Map<Level, string[]>;
}

interface Parsed {
  sections: Section[];
}

/** One entry: method and path as code, then the sentence (Markdown-escaped, on one line). */
export function entryLine(change: Change): string {
  const where = [change.method === '' ? '(document)' : mdCode(change.method), mdCode(change.path)].filter((s) => s !== '').join(' ');
  return `- ${where}: ${mdText(change.message)}`;
}

function header(title: string): string {
  return (
    `# Changelog of ${mdText(title)}\n\n` +
    `Changes to the API, by \`info.version\` of its OpenRPC document, newest first. Written by rpcforge: each ` +
    `generation compares the spec with the document of the version before, with the rules of \`rpcforge diff\`, ` +
    `so a section holds the net changes of its version.\n`
  );
}

/** Reads a changelog this module wrote: `## <version>` sections, `### <group>` headings, `- ` entries. */
function parse(text: string): Parsed {
  const sections: Section[] = [];
  let section: Section | undefined;
  let group: Level | undefined;
  for (const line of text.split('\n')) {
    const version = /^## (.+)$/.exec(line);
    if (version) {
      section = { version: version[1]!.trim(), notes: [], groups: new Map() };
      sections.push(section);
      group = undefined;
      continue;
    }
    if (!section) continue;
    const heading = /^### (.+)$/.exec(line);
    if (heading) {
      group = groupOrder.find((level) => groupTitles[level] === heading[1]!.trim());
      continue;
    }
    if (line.trim() === '') continue;
    if (group && line.startsWith('- ')) section.groups.set(group, [...(section.groups.get(group) ?? []), line]);
    else if (!group) section.notes.push(line);
  }
  return { sections };
}

function render(title: string, parsed: Parsed): string {
  const parts: string[] = [];
  for (const section of parsed.sections) {
    const lines = [`## ${section.version}`];
    if (section.notes.length > 0) lines.push('', ...section.notes);
    for (const level of groupOrder) {
      const entries = section.groups.get(level) ?? [];
      if (entries.length > 0) lines.push('', `### ${groupTitles[level]}`, '', ...entries);
    }
    parts.push(lines.join('\n'));
  }
  // A blank line between sections, as between the header and the first.
  return `${header(title)}\n${parts.join('\n\n')}\n`;
}

function versionHeading(version: string): string {
  return version.replace(/[\r\n]+/g, ' ').trim() || '(no version)';
}

/** The first changelog: one section saying this is where the API starts. */
export function initialChangelog(title: string, version: string): string {
  const v = versionHeading(version);
  return render(title, { sections: [{ version: v, notes: [`Initial release of ${mdText(title)} ${mdText(v)}.`], groups: new Map() }] });
}

/** An entry of a section as the changelog holds it: its level and its line. */
export interface KeptEntry {
  level: Level;
  line: string;
}

/** The entries of `version`'s section in `previous` (none when it has no such section). */
export function sectionEntries(previous: string, version: string): KeptEntry[] {
  const section = parse(previous).sections.find((s) => s.version === versionHeading(version));
  if (!section) return [];
  return groupOrder.flatMap((level) => (section.groups.get(level) ?? []).map((line) => ({ level, line })));
}

/**
 * The changelog with `version`'s section holding `kept` (entries it had before the comparison's base, such as those
 * of an older rpcforge that appended every generation) and `changes`, the net changes since that base, each entry
 * once: what the section held before is replaced, so an edit taken back leaves no entry. A section left with no entry
 * and no note is dropped. Nothing to change leaves `previous` as it was, byte for byte (but an older header).
 */
export function netChangelog(previous: string, title: string, version: string, kept: readonly KeptEntry[], changes: readonly Change[]): string {
  const parsed = parse(previous);
  const v = versionHeading(version);
  const wanted = new Map<Level, string[]>();
  for (const { level, line } of [...kept, ...changes.map((change) => ({ level: change.level, line: entryLine(change) }))]) {
    const entries = wanted.get(level) ?? [];
    if (!entries.includes(line)) entries.push(line);
    wanted.set(level, entries);
  }
  const index = parsed.sections.findIndex((s) => s.version === v);
  const current = index < 0 ? undefined : parsed.sections[index]!;
  const same = (a: Map<Level, string[]>, b: Map<Level, string[]>) => groupOrder.every((level) => (a.get(level) ?? []).join('\n') === (b.get(level) ?? []).join('\n'));
  // Unchanged, and under this rpcforge's header (an older one's is rewritten once): the same bytes.
  if ((current === undefined ? wanted.size === 0 : same(current.groups, wanted)) && previous.startsWith(header(title))) return previous;
  if (current === undefined) parsed.sections.unshift({ version: v, notes: [], groups: wanted });
  else if (wanted.size === 0 && current.notes.length === 0) parsed.sections.splice(index, 1);
  else current.groups = wanted;
  return render(title, parsed);
}

/**
 * The changelog after `changes` under `version`: appended to that version's section (created on top when new), each
 * entry at most once. No changes leaves `previous` as it was, byte for byte.
 */
export function updateChangelog(previous: string, title: string, version: string, changes: readonly Change[]): string {
  return netChangelog(previous, title, version, sectionEntries(previous, version), changes);
}
