// Every generated TypeScript module is described as a ts-morph SourceFile structure by its emitter and printed by
// ts-morph's structure printer (`printStructure`: no project, no parse): 2-space indentation, single quotes. The
// hand-written runtime modules are copied as they are written (verbatimSourceFile).
//
// TypeScript's formatter does not run: it was most of a generation's time (a language service over every file). The
// one thing it did that the printer does not is take back the hanging indent ts-morph gives the lines after the
// first of a type or an initializer (`const table = {` … `}`, a multi-line object type): those lines are marked
// before printing and the indent is taken back after (takeBackHangingIndent), so such a text keeps the layout it
// was written with, as the formatter left it.
//
// Declarations (dist/*.d.ts) are TypeScript's per-file declaration emit of the printed text (dist-stages.ts).
import { createRequire } from 'node:module';
import type * as TsMorph from 'ts-morph';
import type { StatementStructures, WriterFunction } from 'ts-morph';

const require = createRequire(import.meta.url);
let loaded: typeof TsMorph | undefined;

/** ts-morph (and the TypeScript it bundles), loaded on first use: about 0.35 s, spent only by a run that emits code
 * or compiles. */
export function tsMorph(): typeof TsMorph {
  loaded ??= require('ts-morph') as typeof TsMorph;
  return loaded;
}

/** What an emitter hands over: a statement structure, or text / a writer function ts-morph writes as a statement. */
export type Statement = StatementStructures | string | WriterFunction;

/** A printed module (its declarations are TypeScript's, emit/dist-stages.ts). */
export interface PrintedModule {
  contents: string;
}

/** Prints a module: the banner (`leadingTrivia`, ending with a newline), then the statements. */
export function printModule(leadingTrivia: string, statements: readonly Statement[]): PrintedModule {
  const { printStructure, StructureKind } = tsMorph();
  const text = printStructure(
    { kind: StructureKind.SourceFile, leadingTrivia, statements: statements.map(markHanging) as StatementStructures[] },
    { indentNumberOfSpaces: 2, useSingleQuote: true },
  );
  const contents = takeBackHangingIndent(text);
  return { contents: contents.endsWith('\n') ? contents : `${contents}\n` };
}

/** A hand-written module copied into the package (the client and server runtimes) behind its banner, as written:
 * those sources are formatted already. */
export function verbatimSourceFile(leadingTrivia: string, text: string): PrintedModule {
  const normalized = text.replace(/\r\n?/g, '\n');
  return { contents: `${leadingTrivia}${normalized.endsWith('\n') ? normalized : `${normalized}\n`}` };
}

/** Named imports one per line (`import type {` … `} from …`), for a list too long for one line. */
export function namedImportsOnePerLine(names: readonly string[]): WriterFunction {
  return (writer) => {
    writer.newLine();
    for (const name of names) writer.write(`${name},`).newLine();
  };
}

/** A blank line between two statements (ts-morph puts one only after a block or around functions, classes and
 * interfaces). */
export const blankLine: WriterFunction = (writer) => {
  writer.blankLineIfLastNot();
};

// ---------------------------------------------------------------------------------------------------------------
// Hanging indents

/** Starts a line of a type or initializer text after its first: never in generated code (escape.ts writes control
 * characters in string literals as escapes). */
const mark = '\u0000';
/** The members of a structure whose text ts-morph writes with a hanging indent. */
const hangingKeys = new Set(['type', 'initializer', 'returnType']);
/** Members that hold statements or comments, written at the block's own indentation: never marked. */
const unhungKeys = new Set(['statements', 'docs', 'leadingTrivia', 'trailingTrivia']);

/** A copy of a structure with every line after the first of its hanging texts marked (nested structures too). */
function markHanging<T>(value: T): T {
  if (Array.isArray(value)) return value.map(markHanging) as T;
  if (typeof value !== 'object' || value === null) return value;
  let copy: Record<string, unknown> | undefined;
  for (const [key, member] of Object.entries(value)) {
    let marked: unknown = member;
    if (hangingKeys.has(key) && typeof member === 'string' && member.includes('\n')) marked = member.replace(/\n(?=[^\n])/g, `\n${mark}`);
    else if (!unhungKeys.has(key) && typeof member === 'object' && member !== null) marked = markHanging(member);
    if (marked !== member) (copy ??= { ...(value as Record<string, unknown>) })[key] = marked;
  }
  return (copy ?? value) as T;
}

/** The printed text with the one indent level ts-morph put before each marked line taken back, and the marks gone. */
function takeBackHangingIndent(text: string): string {
  if (!text.includes(mark)) return text;
  const out = text.replace(/ {2}\u0000/g, '');
  if (out.includes(mark)) throw new Error('rpcforge: a marked line without its hanging indent (a bug in print-module.ts)');
  return out;
}
