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
// The printer writes every character through ts-morph's code writer, about 8 MB/s here (2 s for the 15 MB of a
// 1,000-method package), and ts-morph takes 0.35 s to load: a printed module is kept on disk (../cache.ts) under its
// structure, so a regeneration prints only what changed and loads ts-morph only then.
//
// Declarations (dist/*.d.ts) are TypeScript's per-file declaration emit (dist-stages.ts) of each module's declaration
// form: the same structures printed without function bodies and without the initializers of typed constants
// (declarationSourceOf), which is what TypeScript reads for them anyway, at a fraction of the text to parse.
import { createRequire } from 'node:module';
import type * as TsMorph from 'ts-morph';
import type {
  FunctionDeclarationStructure,
  StatementStructures,
  StructureKind as TsMorphStructureKind,
  VariableDeclarationKind as TsMorphVariableDeclarationKind,
  VariableStatementStructure,
  WriterFunction,
} from 'ts-morph';
import { resolvePackage, warmUp } from '../background.js';
import { DiskCache, packageVersion } from '../cache.js';

const require = createRequire(import.meta.url);
let loaded: typeof TsMorph | undefined;

/** ts-morph (and the TypeScript it bundles), loaded on first use: about 0.35 s, spent only by a run that prints a
 * module the cache does not hold, or compiles. */
export function tsMorph(): typeof TsMorph {
  loaded ??= require('ts-morph') as typeof TsMorph;
  return loaded;
}

/** ts-morph's StructureKind and VariableDeclarationKind values the emitters use, here so that building structures
 * does not load ts-morph (a regeneration whose modules are all in the cache never does); test/declarations.test.ts
 * checks them against ts-morph's own. */
export const StructureKind = {
  SourceFile: 36 as TsMorphStructureKind.SourceFile,
  ImportDeclaration: 16 as TsMorphStructureKind.ImportDeclaration,
  ExportDeclaration: 11 as TsMorphStructureKind.ExportDeclaration,
  Interface: 19 as TsMorphStructureKind.Interface,
  TypeAlias: 38 as TsMorphStructureKind.TypeAlias,
  Function: 13 as TsMorphStructureKind.Function,
  Class: 2 as TsMorphStructureKind.Class,
  VariableStatement: 41 as TsMorphStructureKind.VariableStatement,
} as const;
export const VariableDeclarationKind = { Const: 'const' as TsMorphVariableDeclarationKind.Const } as const;

/** What an emitter hands over: a statement structure, or text / a writer function ts-morph writes as a statement. */
export type Statement = StatementStructures | string | WriterFunction;

/** A printed module (its declarations are TypeScript's, emit/dist-stages.ts). */
export interface PrintedModule {
  contents: string;
}

/** The modules printed in this generation, by their text: their structures, for their declaration form. */
const printed = new Map<string, { statements: readonly Statement[] }>();

/** Whether this generation has had the worker load TypeScript (printModule). */
let warmedUp = false;

const printCache = new DiskCache('printed', { maxEntries: 2_000, maxBytes: 64 * 1024 * 1024 });

/** Prints a module: the banner (`leadingTrivia`, ending with a newline), then the statements. */
export function printModule(leadingTrivia: string, statements: readonly Statement[]): PrintedModule {
  // What the text depends on: the structures (writer functions by their code and the data they were made from), the
  // printing code of this file and ts-morph's version.
  const key = printCache.key(
    packageVersion(require, 'ts-morph'),
    printingCode,
    JSON.stringify([leadingTrivia, statements], (_key, value: unknown) =>
      typeof value === 'function' ? { writer: String(value), data: (value as { keyData?: unknown }).keyData } : value,
    ),
  );
  let contents = printCache.get(key);
  if (contents === undefined) {
    // A module not printed before has declarations not computed before either: the worker loads TypeScript for them
    // now (about 0.35 s), while this thread prints and emits the rest.
    if (!warmedUp) {
      warmedUp = true;
      warmUp('declarations', { tsMorphPath: resolvePackage('ts-morph'), options: {}, sources: [], claim: new SharedArrayBuffer(4) });
    }
    contents = print(leadingTrivia, statements);
    printCache.set(key, contents);
  }
  printed.set(contents, { statements });
  return { contents };
}

function print(leadingTrivia: string, statements: readonly Statement[]): string {
  const { printStructure } = tsMorph();
  const text = printStructure(
    { kind: StructureKind.SourceFile, leadingTrivia, statements: statements.map(markHanging) as StatementStructures[] },
    { indentNumberOfSpaces: 2, useSingleQuote: true },
  );
  const contents = takeBackHangingIndent(text);
  return contents.endsWith('\n') ? contents : `${contents}\n`;
}

/**
 * The declaration form of a module printed in this generation: functions without their bodies (`export declare
 * function …;`, an overloaded one as its overloads), constants with a declared type without their initializer.
 * TypeScript's declaration emit of it is that of the module. Undefined for a module not printed here (a runtime
 * module), or when the form would not be much smaller (printing it costs about what parsing the difference saves).
 */
export function declarationSourceOf(contents: string): string | undefined {
  const module = printed.get(contents);
  if (module === undefined) return undefined;
  let dropped = 0;
  const declared = module.statements.flatMap((statement): Statement[] => {
    if (typeof statement !== 'object' || statement === null) return [statement];
    if (statement.kind === StructureKind.Function) {
      const { statements: body, overloads, ...signature } = statement as FunctionDeclarationStructure;
      if (Array.isArray(body)) for (const line of body) dropped += typeof line === 'string' ? line.length : 0;
      const forms = overloads !== undefined && overloads.length > 0 ? overloads.map((o) => ({ ...signature, docs: undefined, ...o })) : [signature];
      return forms.map((form) => ({ ...form, kind: StructureKind.Function, hasDeclareKeyword: true }));
    }
    if (statement.kind === StructureKind.VariableStatement) {
      const variables = statement as VariableStatementStructure;
      if (variables.declarations.every((d) => d.type !== undefined)) {
        for (const d of variables.declarations) dropped += typeof d.initializer === 'string' ? d.initializer.length : 0;
        return [{ ...variables, hasDeclareKeyword: true, declarations: variables.declarations.map((d) => ({ ...d, initializer: undefined })) }];
      }
    }
    return [statement];
  });
  return dropped > contents.length / 2 ? print('', declared) : undefined;
}

/** Forgets the structures of the modules printed so far (their declarations are known). */
export function forgetPrinted(): void {
  printed.clear();
  warmedUp = false;
}

/** A hand-written module copied into the package (the client and server runtimes) behind its banner, as written:
 * those sources are formatted already. */
export function verbatimSourceFile(leadingTrivia: string, text: string): PrintedModule {
  const normalized = text.replace(/\r\n?/g, '\n');
  return { contents: `${leadingTrivia}${normalized.endsWith('\n') ? normalized : `${normalized}\n`}` };
}

/** Named imports one per line (`import type {` … `} from …`), for a list too long for one line. */
export function namedImportsOnePerLine(names: readonly string[]): WriterFunction {
  const write: WriterFunction = (writer) => {
    writer.newLine();
    for (const name of names) writer.write(`${name},`).newLine();
  };
  // For printModule's cache key, which sees the function's code, not what it closes over.
  return Object.assign(write, { keyData: names });
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

/**
 * The printed text with the one indent level ts-morph put before each marked line taken back, and the marks gone. A
 * line ts-morph's writer takes to be inside a string (a multi-line template literal type) gets no indent at all:
 * only its mark goes, so its text is exactly as written.
 */
function takeBackHangingIndent(text: string): string {
  if (!text.includes(mark)) return text;
  return text.replace(/\n( *)\u0000/g, (_line, indent: string) => `\n${indent.slice(2)}`);
}

/** The code of this file that shapes a printed text: part of printModule's cache key. */
const printingCode = [print, markHanging, takeBackHangingIndent, namedImportsOnePerLine, blankLine].map(String).join('\n') + mark + [...hangingKeys, ...unhungKeys].join();
