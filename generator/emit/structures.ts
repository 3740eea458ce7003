// What the code emitters build modules from: ts-morph's structure kinds (mirrored, so that building structures does
// not load ts-morph) and the two writer functions they use as layout. Printed by print-module.ts.
import type { StatementStructures, StructureKind as TsMorphStructureKind, VariableDeclarationKind as TsMorphVariableDeclarationKind, WriterFunction } from 'ts-morph';

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

