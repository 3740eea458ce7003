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
    `generation compares the spec with the openrpc.json it generated the time before, with the rules of ` +
    `\`rpcforge diff\`.\n`
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

/**
 * The changelog after `changes` under `version`: appended to that version's section (created on top when new), each
 * entry at most once. No changes leaves `previous` as it was, byte for byte.
 */
export function updateChangelog(previous: string, title: string, version: string, changes: readonly Change[]): string {
  if (changes.length === 0) return previous;
  const parsed = parse(previous);
  const v = versionHeading(version);
  let section = parsed.sections.find((s) => s.version === v);
  if (!section) {
    section = { version: v, notes: [], groups: new Map() };
    parsed.sections.unshift(section);
  }
  for (const change of changes) {
    const entries = section.groups.get(change.level) ?? [];
    const line = entryLine(change);
    if (!entries.includes(line)) entries.push(line);
    section.groups.set(change.level, entries);
  }
  return render(title, parsed);
}
