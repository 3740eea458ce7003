// A module's declarations (dist/*.d.ts) as ts-morph structures: the emitter's structures in their declaration form,
// which print-module.ts prints with ts-morph's printer as it prints the module. What TypeScript's declaration emit
// would write, as far as a consumer can tell (test/declarations.test.ts compares the two through a type-checked
// program): functions and methods without bodies (`export declare function f(…): T;`, an overloaded one as its
// overloads), constants with their declared type and no initializer, a table written `as const` with the type its
// emitter gave it (ConstTableDeclaration), classes with `declare`, imports only of names the declarations use.
// Parsing and emitting a module with TypeScript took 2–4 s of CPU and a TypeScript (over 100 MB) in the worker at
// 1,000 methods; printing the declaration form takes a fraction of the module's printing.
//
// A local function or constant (not exported) is left out, as TypeScript leaves it out unless an exported type names
// it with `typeof` (none of ours does; the test would show it): kept, its imports would reach modules the package's
// entry otherwise does not (the client's transports, which name node:http). A local type or interface is kept, in case
// an exported type names it, and `export {};` then keeps a declaration file from exporting it. A structure this cannot express (an exported constant without a type, a text statement that
// is not an exported function of the known shape) gives undefined: TypeScript computes that module's declarations
// (dist-stages.ts).
import type {
  ClassDeclarationStructure,
  ConstructorDeclarationStructure,
  FunctionDeclarationStructure,
  ImportDeclarationStructure,
  ImportSpecifierStructure,
  MethodDeclarationStructure,
  OptionalKind,
  ParameterDeclarationStructure,
  PropertyDeclarationStructure,
  VariableDeclarationStructure,
  VariableStatementStructure,
  WriterFunction,
} from 'ts-morph';
import { blankLine, namedImportsOnePerLine, StructureKind, type Statement } from './structures.js';

export interface DeclarationForm {
  statements: Statement[];
  /** True when the form is the statements themselves (a module of types alone): its text is the module's. */
  unchanged: boolean;
}

type Parameter = OptionalKind<ParameterDeclarationStructure>;

/** The declaration form of a module's statements, or undefined when a statement has none here. */
export function declarationForm(statements: readonly Statement[]): DeclarationForm | undefined {
  const out: Statement[] = [];
  let unchanged = true;
  let local = false;
  for (const statement of statements) {
    if (typeof statement === 'function') {
      // Layout only; any other writer could write anything.
      if (statement !== blankLine) return undefined;
      out.push(statement);
      continue;
    }
    if (typeof statement === 'string') {
      const declared = textDeclaration(statement);
      if (declared === undefined) return undefined;
      unchanged &&= declared === statement;
      if (declared !== null) out.push(declared);
      continue;
    }
    switch (statement.kind) {
      case StructureKind.ImportDeclaration:
      case StructureKind.Interface:
      case StructureKind.TypeAlias:
        out.push(statement);
        if (statement.kind !== StructureKind.ImportDeclaration && statement.isExported !== true) local = true;
        break;
      case StructureKind.ExportDeclaration:
        // `export { x }` of a local declaration could name one left out here.
        if (statement.moduleSpecifier === undefined) return undefined;
        out.push(statement);
        break;
      case StructureKind.Function: {
        unchanged = false;
        // A local function or constant is left out (see above).
        if (statement.isExported !== true) break;
        const forms = functionForms(statement);
        if (forms === undefined) return undefined;
        out.push(...forms);
        break;
      }
      case StructureKind.VariableStatement: {
        unchanged = false;
        if (statement.isExported !== true) break;
        const declared = variableForm(statement);
        if (declared === undefined) return undefined;
        out.push(declared);
        break;
      }
      case StructureKind.Class: {
        unchanged = false;
        const declared = classForm(statement);
        if (declared === undefined) return undefined;
        out.push(declared);
        if (statement.isExported !== true) local = true;
        break;
      }
      default:
        return undefined;
    }
  }
  const used = usedNames(out);
  const kept = out.flatMap((statement): Statement[] => {
    if (typeof statement !== 'object' || statement.kind !== StructureKind.ImportDeclaration) return [statement];
    const imported = usedImports(statement, used);
    if (imported !== statement) unchanged = false;
    return imported === undefined ? [] : [imported];
  });
  if (local) {
    // A declaration file exports every top-level declaration unless it says what it exports.
    kept.push('export {};');
    unchanged = false;
  }
  return { statements: kept, unchanged };
}

/** A parameter as declared: one with a default value is optional. */
function parameterForm(parameter: Parameter): Parameter {
  if (parameter.initializer === undefined) return parameter;
  return { ...parameter, initializer: undefined, hasQuestionToken: parameter.isRestParameter !== true };
}

const typed = (parameters: readonly Parameter[] | undefined) => (parameters ?? []).every((p) => p.type !== undefined);

/** `declare function` signatures: the overloads of an overloaded function, else its own; undefined without types. */
function functionForms(fn: FunctionDeclarationStructure): FunctionDeclarationStructure[] | undefined {
  const { statements: _body, overloads, isAsync: _async, isGenerator: _generator, ...signature } = fn;
  const forms = overloads !== undefined && overloads.length > 0 ? overloads.map((o) => ({ ...signature, docs: undefined, ...o })) : [signature];
  if (!forms.every((f) => f.returnType !== undefined && typed(f.parameters))) return undefined;
  return forms.map((form) => ({ ...form, kind: StructureKind.Function, hasDeclareKeyword: true, parameters: form.parameters?.map(parameterForm) }));
}

/** A `declare const` of the declarations that have a type; undefined when none has. */
function variableForm(statement: VariableStatementStructure): VariableStatementStructure | undefined {
  const declarations: OptionalKind<VariableDeclarationStructure>[] = [];
  for (const declaration of statement.declarations) {
    const { declarationType, ...rest } = declaration as ConstTableDeclarationShape;
    const type = declaration.type ?? declarationType;
    if (type === undefined) {
      if (statement.isExported === true) return undefined;
      continue;
    }
    declarations.push({ ...rest, type, initializer: undefined, hasExclamationToken: false });
  }
  return declarations.length === 0 ? undefined : { ...statement, hasDeclareKeyword: true, declarations };
}

/** What print-module.ts ConstTableDeclaration adds (restated here: print-module.ts imports this file). */
type ConstTableDeclarationShape = OptionalKind<VariableDeclarationStructure> & { declarationType?: string };

/** A literal a `readonly` property may keep as its initializer in a declaration file (`static readonly code = -32000`). */
const literalInitializer = /^(-?\d[\d.eE+-]*|'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|true|false)$/;

function classForm(cls: ClassDeclarationStructure): ClassDeclarationStructure | undefined {
  if ((cls.getAccessors ?? []).length > 0 || (cls.setAccessors ?? []).length > 0 || (cls.decorators ?? []).length > 0) return undefined;
  const properties: OptionalKind<PropertyDeclarationStructure>[] = [];
  for (const property of cls.properties ?? []) {
    if (property.type !== undefined) properties.push({ ...property, initializer: undefined });
    else if (property.isReadonly === true && typeof property.initializer === 'string' && literalInitializer.test(property.initializer)) properties.push(property);
    else return undefined;
  }
  const ctors: OptionalKind<ConstructorDeclarationStructure>[] = [];
  for (const ctor of cls.ctors ?? []) {
    if ((ctor.overloads ?? []).length > 0 || !typed(ctor.parameters)) return undefined;
    const { statements: _body, ...signature } = ctor;
    ctors.push({ ...signature, parameters: ctor.parameters?.map(parameterForm) });
  }
  const methods: OptionalKind<MethodDeclarationStructure>[] = [];
  for (const method of cls.methods ?? []) {
    if ((method.overloads ?? []).length > 0 || method.returnType === undefined || !typed(method.parameters)) return undefined;
    const { statements: _body, isAsync: _async, isGenerator: _generator, ...signature } = method;
    methods.push({ ...signature, parameters: method.parameters?.map(parameterForm) });
  }
  return { ...cls, hasDeclareKeyword: true, properties, ctors, methods };
}

/** An exported function written as text (validators' helpers): `/** … *\/ export function f(…): T {` … `}`. */
const exportedFunctionText = /^((?:\s*(?:\/\*[\s\S]*?\*\/|\/\/[^\n]*))*\s*)export function ([\w$]+)\(([^\n=]*)\): ([^\n{=]+) \{\n/;
const leadingComments = /^(?:\s*(?:\/\*[\s\S]*?\*\/|\/\/[^\n]*))*\s*/;

/** The declaration of a text statement: null when it declares nothing a declaration file holds (a statement, a
 * local function), undefined when it is of a shape not known here. */
function textDeclaration(text: string): string | null | undefined {
  const code = text.replace(leadingComments, '');
  if (!code.startsWith('export ')) {
    // A local type could be named by an exported one: not dropped blindly.
    return /^(type|interface|declare|enum|namespace|module|class)\b/.test(code) ? undefined : null;
  }
  const fn = exportedFunctionText.exec(text);
  if (fn === null) return undefined;
  return `${fn[1]}export declare function ${fn[2]}(${fn[3]}): ${fn[4]};`;
}

/** Every identifier the statements' texts hold (types, names, docs: a superset of the names they use). */
function usedNames(statements: readonly Statement[]): Set<string> {
  const used = new Set<string>();
  for (const statement of statements) {
    if (typeof statement === 'object' && statement.kind === StructureKind.ImportDeclaration) continue;
    const text = typeof statement === 'string' ? statement : typeof statement === 'object' ? JSON.stringify(statement) : '';
    for (const name of text.match(/[A-Za-z_$][\w$]*/g) ?? []) used.add(name);
  }
  return used;
}

/** The import with only the names the declarations use; undefined when none. */
function usedImports(statement: ImportDeclarationStructure, used: ReadonlySet<string>): ImportDeclarationStructure | undefined {
  const { namedImports, defaultImport, namespaceImport } = statement;
  if (namedImports === undefined && defaultImport === undefined && namespaceImport === undefined) return statement;
  const names = typeof namedImports === 'function' ? ((namedImports as WriterFunction & { keyData?: readonly string[] }).keyData ?? []) : (namedImports ?? []);
  const localName = (n: string | OptionalKind<ImportSpecifierStructure> | WriterFunction) =>
    // A name may be written `type X` or `X as Y` in the string form.
    typeof n === 'string' ? n.replace(/^type\s+/, '').split(/\s+as\s+/).pop() : typeof n === 'function' ? undefined : (n.alias ?? n.name);
  const keptNames = (names as (string | OptionalKind<ImportSpecifierStructure> | WriterFunction)[]).filter((n) => {
    const name = localName(n);
    return name !== undefined && used.has(name);
  });
  const keepDefault = defaultImport !== undefined && used.has(defaultImport);
  const keepNamespace = namespaceImport !== undefined && used.has(namespaceImport);
  if (keptNames.length === names.length && keepDefault === (defaultImport !== undefined) && keepNamespace === (namespaceImport !== undefined)) return statement;
  if (keptNames.length === 0 && !keepDefault && !keepNamespace) return undefined;
  return {
    ...statement,
    defaultImport: keepDefault ? defaultImport : undefined,
    namespaceImport: keepNamespace ? namespaceImport : undefined,
    namedImports:
      keptNames.length === 0 ? undefined : typeof namedImports === 'function' ? namedImportsOnePerLine(keptNames as string[]) : (keptNames as ImportDeclarationStructure['namedImports']),
  };
}

/** The code of this file, part of the printed declarations' cache key. */
export const declarationCode = [declarationForm, parameterForm, functionForms, variableForm, classForm, textDeclaration, usedNames, usedImports].map(String).join('\n') + exportedFunctionText.source + literalInitializer.source;
