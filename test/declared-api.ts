// "The same declared API": a module's declarations compared with TypeScript's for it, statement by statement, after
// both are parsed and printed by TypeScript without comments (so layout and quotes of the printer do not count).
// Every statement TypeScript writes must be there, in its order; a declaration file may also keep a local
// declaration TypeScript left out (not exported: a consumer cannot see it) and import more names (unused).
import { createRequire } from 'node:module';
import type * as TsMorph from 'ts-morph';

const { ts } = createRequire(import.meta.url)('ts-morph') as typeof TsMorph;
const printer = ts.createPrinter({ removeComments: true, newLine: ts.NewLineKind.LineFeed });

/** The node with every string literal made anew, so that it prints with double quotes whatever its source wrote. */
function withPlainStrings<T extends TsMorph.ts.Node>(node: T): T {
  const result = ts.transform(node, [
    (context) => (root) => {
      const visit = (n: TsMorph.ts.Node): TsMorph.ts.Node => (ts.isStringLiteral(n) ? ts.factory.createStringLiteral(n.text) : ts.visitEachChild(n, visit, context));
      return ts.visitNode(root, visit) as typeof root;
    },
  ]);
  const transformed = result.transformed[0] as T;
  result.dispose();
  return transformed;
}

interface Parsed {
  statements: { text: string; exported: boolean }[];
  imports: Set<string>;
}

function parse(text: string): Parsed {
  const file = ts.createSourceFile('x.d.ts', text, ts.ScriptTarget.ES2022, true, ts.ScriptKind.TS);
  const statements: Parsed['statements'] = [];
  const imports = new Set<string>();
  for (const statement of file.statements) {
    if (ts.isImportDeclaration(statement)) {
      const from = (statement.moduleSpecifier as TsMorph.ts.StringLiteral).text;
      const clause = statement.importClause;
      if (clause?.name) imports.add(`${from} default ${clause.name.text}`);
      const bindings = clause?.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings)) imports.add(`${from} * ${bindings.name.text}`);
      if (bindings && ts.isNamedImports(bindings)) for (const e of bindings.elements) imports.add(`${from} ${e.propertyName?.text ?? e.name.text} as ${e.name.text}`);
      if (!clause) imports.add(`${from}`);
      continue;
    }
    // `export {};`: how a declaration file keeps its local declarations local.
    if (ts.isExportDeclaration(statement) && !statement.moduleSpecifier && statement.exportClause && ts.isNamedExports(statement.exportClause) && statement.exportClause.elements.length === 0) continue;
    const modifiers = ts.canHaveModifiers(statement) ? (ts.getModifiers(statement) ?? []) : [];
    const exported = ts.isExportDeclaration(statement) || ts.isExportAssignment(statement) || modifiers.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
    statements.push({ text: printer.printNode(ts.EmitHint.Unspecified, withPlainStrings(statement), file), exported });
  }
  return { statements, imports };
}

/** What differs between `ours` and TypeScript's `theirs` for one module, as lines; empty when they declare the same API. */
export function declaredApiDifferences(ours: string, theirs: string): string[] {
  const a = parse(ours);
  const b = parse(theirs);
  const problems: string[] = [];
  let i = 0;
  for (const statement of b.statements) {
    const found = a.statements.findIndex((s, k) => k >= i && s.text === statement.text);
    if (found !== -1) {
      // Ours may have local declarations TypeScript left out before the one it has.
      for (const skipped of a.statements.slice(i, found)) if (skipped.exported) problems.push(`exported by ours only: ${skipped.text.slice(0, 300)}`);
      i = found + 1;
      continue;
    }
    problems.push(`missing or different: ${statement.text.slice(0, 300)}`);
    // Ours in its place, when it exports something, is taken to be the different one.
    if (i < a.statements.length && a.statements[i]!.exported) i++;
  }
  for (const extra of a.statements.slice(i)) if (extra.exported) problems.push(`exported by ours only: ${extra.text.slice(0, 300)}`);
  for (const name of b.imports) if (!a.imports.has(name)) problems.push(`import missing: ${name}`);
  return problems;
}
