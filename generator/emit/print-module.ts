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
// The printer writes every character through ts-morph's code writer, about 8 MB/s here: a long one-line initializer
// (the document and the docs page as string literals) is held back and put in after printing (holdLongText), and a
// printed module is kept on disk (../cache.ts) under its structure, so a regeneration prints only what changed and
// loads ts-morph (0.35 s) only then.
//
// Declarations (dist/*.d.ts) are printed here too, from the same structures in their declaration form
// (declaration-form.ts: no function bodies, no initializers), as the module is printed: no TypeScript parse or
// declaration emit of the module, and its structures can go as soon as it is printed.
import { createRequire } from 'node:module';
import type * as TsMorph from 'ts-morph';
import type {
  OptionalKind,
  StatementStructures,
  VariableDeclarationStructure,
} from 'ts-morph';
import { DiskCache, packageVersion } from '../cache.js';
import { settleHeap } from '../heap.js';
import { declarationCode, declarationForm } from './declaration-form.js';
import { printInRuns } from './print-chunks.js';
import { printMemberRuns } from './print-members.js';
import { blankLine, namedImportsOnePerLine, StructureKind, type Statement } from './structures.js';

const require = createRequire(import.meta.url);
let loaded: typeof TsMorph | undefined;

/** ts-morph (and the TypeScript it bundles), loaded on first use: about 0.35 s, spent only by a run that prints a
 * module the cache does not hold, or compiles. */
export function tsMorph(): typeof TsMorph {
  loaded ??= require('ts-morph') as typeof TsMorph;
  return loaded;
}

export { StructureKind, VariableDeclarationKind, blankLine, namedImportsOnePerLine, type Statement } from './structures.js';

/** A printed module and its declarations (dist/*.d.ts), both printed by ts-morph from the emitter's structures. */
export interface PrintedModule {
  contents: string;
  /** Undefined when the module has what its declaration form cannot express (TypeScript then computes them,
   * dist-stages.ts). */
  declarations?: string;
}

/** A variable declaration whose initializer is a JSON value `as const` (a table): its declared type in the module's
 * declarations, which the initializer's text alone would not give (const-type.ts asConstType). */
export interface ConstTableDeclaration extends OptionalKind<VariableDeclarationStructure> {
  declarationType?: string;
}

/** A ConstTableDeclaration where a structure takes a variable declaration. */
export const constTable = (declaration: ConstTableDeclaration): OptionalKind<VariableDeclarationStructure> => declaration;

const printCache = new DiskCache('printed', { maxEntries: 2_000, maxBytes: 64 * 1024 * 1024 });

/** Prints a module: the banner (`leadingTrivia`, ending with a newline), then the statements; and its declarations,
 * the same structures in their declaration form (declarations.ts). */
export function printModule(leadingTrivia: string, statements: readonly Statement[]): PrintedModule {
  // What the text depends on: the structures (writer functions by their code and the data they were made from), the
  // printing code of this file and ts-morph's version.
  const version = packageVersion(require, 'ts-morph');
  // A long string (the document and the docs page as literals, 10 MB at 1,000 methods) stands in the key by its hash:
  // written into the key's JSON it would be copied once more with every quote and backslash escaped, the largest
  // string of a generation (50 MB at 1,000 methods) and most of its peak memory.
  // Each statement's on its own (the same text as the list's, joined): long modules are printed in runs keyed by them.
  const parts = keyTexts(statements);
  const structures = `[${parts.join(',')}]`;
  const key = printCache.key(version, printingCode, leadingTrivia, structures);
  let contents = printCache.get(key);
  if (contents === undefined) {
    contents =
      printInRuns(leadingTrivia, statements, parts, [version, printingCode], print) ??
      printMemberRuns(leadingTrivia, statements, [version, printingCode], print, keyTexts) ??
      print(leadingTrivia, statements);
    printCache.set(key, contents);
  }
  // The declarations under a key of their own, without the banner (they have none): an edit of the spec changes
  // every module's banner, not the declarations of the modules it did not touch.
  const declarationsKey = printCache.key(version, printingCode, declarationCode, structures);
  let declarations = printCache.get(declarationsKey);
  if (declarations === undefined) {
    const form = declarationForm(statements);
    if (form !== undefined) {
      // A module of types alone (types.ts) is its own declaration form: its text, without the banner, not printed twice.
      declarations =
        form.unchanged && contents.startsWith(leadingTrivia)
          ? contents.slice(leadingTrivia.length)
          : (printInRuns('', form.statements, keyTexts(form.statements), [version, printingCode, declarationCode], print) ??
            printMemberRuns('', form.statements, [version, printingCode, declarationCode], print, keyTexts) ??
            print('', form.statements));
      printCache.set(declarationsKey, declarations);
    }
  }
  // What printing let go (a large module's text is copied a few times on its way) is given back before the next.
  settleHeap();
  return declarations === undefined ? { contents } : { contents, declarations };
}

/** Each statement as the print cache's key holds it: writer functions by their code and the data they were made
 * from, a long string by its hash. */
export function keyTexts(statements: readonly Statement[]): string[] {
  return statements.map((statement) =>
    JSON.stringify(statement, (_key, value: unknown) =>
      typeof value === 'function'
        ? { writer: String(value), data: (value as { keyData?: unknown }).keyData }
        : typeof value === 'string' && value.length >= heldLength
          ? { sha256: printCache.key(value) }
          : value,
    ),
  );
}

/** ts-morph's print of the statements as a source file, the banner first (exported for test/print-chunks.test.ts). */
export function print(leadingTrivia: string, statements: readonly Statement[]): string {
  const { printStructure } = tsMorph();
  const held: string[] = [];
  const text = printStructure(
    { kind: StructureKind.SourceFile, leadingTrivia, statements: statements.map((s) => markHanging(holdLongText(s, held))) as StatementStructures[] },
    { indentNumberOfSpaces: 2, useSingleQuote: true },
  );
  const contents = putBackHeld(takeBackHangingIndent(text), held);
  return contents.endsWith('\n') ? contents : `${contents}\n`;
}

/** A hand-written module copied into the package (the client and server runtimes) behind its banner, as written:
 * those sources are formatted already. */
export function verbatimSourceFile(leadingTrivia: string, text: string): PrintedModule {
  const normalized = text.replace(/\r\n?/g, '\n');
  return { contents: `${leadingTrivia}${normalized.endsWith('\n') ? normalized : `${normalized}\n`}` };
}

// ---------------------------------------------------------------------------------------------------------------
// Long one-line initializers

/** A one-line initializer at least this long is held back from the writer (holdLongText). */
const heldLength = 16 * 1024;
/** Stands for the held initializer number n in the printed text: control characters never occur in generated code
 * (escape.ts writes them as escapes), and the writer copies them as any other character. */
const held = (n: number) => `\u0001${n}\u0001`;

/**
 * The statement with each long one-line initializer of a constant (the document and the docs page as string
 * literals, 5.7 MB at 1,000 methods) replaced by a stand-in, put back after printing (putBackHeld). ts-morph's
 * writer copies a line without a newline as it is, but character by character: that text was a third of a
 * generation's printing time and its largest garbage.
 */
function holdLongText(statement: Statement, texts: string[]): Statement {
  if (typeof statement !== 'object' || statement.kind !== StructureKind.VariableStatement) return statement;
  let changed = false;
  const declarations = statement.declarations.map((declaration) => {
    const { initializer } = declaration;
    if (typeof initializer !== 'string' || initializer.length < heldLength || initializer.includes('\n')) return declaration;
    changed = true;
    texts.push(initializer);
    return { ...declaration, initializer: held(texts.length - 1) };
  });
  return changed ? { ...statement, declarations } : statement;
}

function putBackHeld(text: string, texts: readonly string[]): string {
  return texts.length === 0 ? text : text.replace(/\u0001(\d+)\u0001/g, (_stand, n: string) => texts[Number(n)]!);
}

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
const printingCode = [print, markHanging, takeBackHangingIndent, holdLongText, putBackHeld, held, namedImportsOnePerLine, blankLine].map(String).join('\n') + mark + heldLength + [...hangingKeys, ...unhungKeys].join();
