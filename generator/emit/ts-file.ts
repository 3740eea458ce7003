// Prints a TypeScript file from ts-morph structures in one pass: the whole file is described first and created
// once, never grown by hundreds of addX calls (which is what makes ts-morph slow), then formatted once.
import { IndentationText, NewLineKind, Project, QuoteKind, type SourceFileStructure } from 'ts-morph';

let project: Project | undefined;
// A fresh name per file: the language service behind formatText caches files by name.
let printed = 0;

export function printSourceFile(structure: Omit<SourceFileStructure, 'kind'>): string {
  project ??= new Project({
    useInMemoryFileSystem: true,
    manipulationSettings: {
      indentationText: IndentationText.TwoSpaces,
      newLineKind: NewLineKind.LineFeed,
      quoteKind: QuoteKind.Single,
      useTrailingCommas: true,
    },
  });
  const file = project.createSourceFile(`/print-${++printed}.ts`, structure);
  // The printer gives multi-line type texts a hanging indent; TypeScript's own formatter puts them right.
  file.formatText({ indentSize: 2, tabSize: 2, convertTabsToSpaces: true });
  const text = file.getFullText();
  project.removeSourceFile(file);
  return text.endsWith('\n') ? text : `${text}\n`;
}

/** A hand-written module copied into the package (the client and server runtimes) behind its banner, as written:
 * those sources are formatted already, and TypeScript's formatter would only respace a few constructs (`for (;;)`),
 * at about half of a generation's formatting time. */
export function verbatimSourceFile(leadingTrivia: string, text: string): string {
  const body = text.replace(/\r\n?/g, '\n');
  return `${leadingTrivia}${body.endsWith('\n') ? body : `${body}\n`}`;
}
