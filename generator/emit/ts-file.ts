// Prints a TypeScript file from a description of its declarations (the structures below), already formatted: 2-space
// indentation, single quotes, one blank line after a block and around functions, classes and interfaces. The layout
// rules are those ts-morph's structure printer followed by TypeScript's formatter, which this replaces: they took
// most of a generation's time (the formatter runs a language service over every file), and the text the emitters
// hand over is formatted already (statements and type texts carry their own relative indentation).
//
// Each printed file can also give its declarations (declarations.ts), written from the same structures, so dist/
// needs no TypeScript parse of its own.
import { declarationsOf } from './declarations.js';
import { runtimeDeclarations } from './runtime-declarations.js';

export type NamedImport = string | { name: string; alias?: string };

export interface ImportDeclaration {
  kind: 'import';
  isTypeOnly?: boolean;
  moduleSpecifier: string;
  /** Names, `type X` for a type-only name in a value import. */
  namedImports: readonly NamedImport[];
  /** One name per line. */
  multiline?: boolean;
}

export interface ExportDeclaration {
  kind: 'export';
  isTypeOnly?: boolean;
  moduleSpecifier: string;
  namedExports: readonly NamedImport[];
}

export type TypeParameter = string | { name: string; constraint?: string };

export interface Parameter {
  name: string;
  type?: string;
  hasQuestionToken?: boolean;
  initializer?: string;
}

export interface PropertySignature {
  name: string;
  type: string;
  hasQuestionToken?: boolean;
  isReadonly?: boolean;
  docs?: readonly string[];
}

export interface Signature {
  docs?: readonly string[];
  typeParameters?: readonly TypeParameter[];
  parameters?: readonly Parameter[];
  returnType?: string;
}

export interface MethodSignature extends Signature {
  name: string;
}

export type InterfaceMember = (PropertySignature & { kind: 'property' }) | (MethodSignature & { kind: 'method' });

export interface InterfaceDeclaration {
  kind: 'interface';
  name: string;
  isExported?: boolean;
  docs?: readonly string[];
  typeParameters?: readonly TypeParameter[];
  properties?: readonly PropertySignature[];
  methods?: readonly MethodSignature[];
  /** Members in the order given, after `properties` and `methods`. */
  members?: readonly InterfaceMember[];
}

export interface TypeAliasDeclaration {
  kind: 'type';
  name: string;
  isExported?: boolean;
  docs?: readonly string[];
  typeParameters?: readonly TypeParameter[];
  type: string;
}

export interface FunctionDeclaration extends Signature {
  kind: 'function';
  name: string;
  isExported?: boolean;
  overloads?: readonly Signature[];
  statements: readonly string[];
}

export interface VariableStatement {
  kind: 'const';
  isExported?: boolean;
  docs?: readonly string[];
  /** `declarationType`: the type dist/ declares when there is no `type` (the literal type of an `as const`). */
  declarations: readonly { name: string; type?: string; initializer: string; declarationType?: string }[];
}

export interface ClassProperty {
  name: string;
  type?: string;
  isStatic?: boolean;
  isReadonly?: boolean;
  initializer?: string;
  docs?: readonly string[];
}

export interface ClassMethod extends Signature {
  name: string;
  statements: readonly string[];
}

export interface ClassDeclaration {
  kind: 'class';
  name: string;
  isExported?: boolean;
  docs?: readonly string[];
  extends?: string;
  properties?: readonly ClassProperty[];
  ctors?: readonly { parameters: readonly Parameter[]; statements: readonly string[] }[];
  methods?: readonly ClassMethod[];
}

export type Declaration = ImportDeclaration | ExportDeclaration | InterfaceDeclaration | TypeAliasDeclaration | FunctionDeclaration | VariableStatement | ClassDeclaration;

/** A statement: a declaration, or source text written as it is (at the indentation of where it goes). */
export type Statement = string | Declaration;

export interface SourceFileStructure {
  /** Text before the first statement (the banner), ending with a newline. */
  leadingTrivia?: string;
  statements: readonly Statement[];
}

export function printSourceFile(structure: SourceFileStructure): string {
  const leading = structure.leadingTrivia ?? '';
  const body = printStatements(structure.statements, leading === '' ? 'block-start' : 'after-text');
  const text = leading + body;
  return text.endsWith('\n') ? text : `${text}\n`;
}

/** A module's source, and its declarations when declarations.ts can write them (else compileDist asks TypeScript). */
export interface PrintedModule {
  contents: string;
  declarations?: string;
}

export function printModule(structure: SourceFileStructure): PrintedModule {
  const declarations = declarationsOf(structure);
  return declarations === undefined ? { contents: printSourceFile(structure) } : { contents: printSourceFile(structure), declarations };
}

/** A hand-written module copied into the package (the client and server runtimes) behind its banner, as written:
 * those sources are formatted already. Its declarations come from runtime-declarations.json when it has them. */
export function verbatimSourceFile(leadingTrivia: string, text: string): PrintedModule {
  const normalized = text.replace(/\r\n?/g, '\n');
  const body = normalized.endsWith('\n') ? normalized : `${normalized}\n`;
  const declarations = runtimeDeclarations(body);
  return declarations === undefined ? { contents: `${leadingTrivia}${body}` } : { contents: `${leadingTrivia}${body}`, declarations };
}

/** Where a list of statements starts: at the opening of a block (no separator before the first), or after text. */
type Start = 'block-start' | 'after-text';

const spacedKinds: ReadonlySet<string> = new Set(['function', 'class', 'interface']);

/**
 * Statements at indentation 0 (the caller indents a block's): a newline between two, a blank line after one that
 * ends with `}` and before and after a function, class or interface.
 */
function printStatements(statements: readonly Statement[], start: Start): string {
  const parts: string[] = [];
  // What the text so far ends with: its last character, and its last one that is not white space (scanning the
  // joined text instead would make printing quadratic in the size of the file).
  let lastChar = start === 'block-start' ? '' : '\n';
  let lastNonSpace = '';
  let blankAtEnd = false;
  for (const statement of statements) {
    const text = typeof statement === 'string' ? statement : printDeclaration(statement);
    const spaced = typeof statement !== 'string' && spacedKinds.has(statement.kind);
    if (parts.length === 0 && start === 'block-start') {
      // The first statement of a block: nothing before it.
    } else if (parts.length === 0) {
      // Right after the leading trivia, which ends with a newline.
      if (spaced) parts.push('\n');
    } else if (lastNonSpace === '}' || spaced) parts.push(blankAtEnd ? '' : lastChar === '\n' ? '\n' : '\n\n');
    else if (lastChar !== '\n') parts.push('\n');
    parts.push(text);
    if (text !== '') {
      lastChar = text[text.length - 1] as string;
      blankAtEnd = text.endsWith('\n\n');
      const trimmed = lastNonWhitespace(text);
      if (trimmed !== '') lastNonSpace = trimmed;
    }
  }
  return parts.join('');
}

function lastNonWhitespace(text: string): string {
  for (let i = text.length - 1; i >= 0; i--) {
    const c = text[i] as string;
    if (c !== ' ' && c !== '\n' && c !== '\t' && c !== '\r') return c;
  }
  return '';
}

/** Every line but the first indented by two spaces per level; empty lines stay empty. */
export function indent(text: string, levels = 1): string {
  const pad = '  '.repeat(levels);
  return text.replace(/\n(?!\n|$)/g, `\n${pad}`);
}

function block(body: string): string {
  return body === '' ? '{\n}' : `{\n  ${indent(body)}\n}`;
}

export function jsDoc(text: string): string {
  const lines = text.split(/\r?\n/);
  if (lines.length <= 1) return `/** ${lines[0] ?? ''} */`;
  const start = lines[0] === '' ? 1 : 0;
  let out = '/**\n';
  for (let i = start; i < lines.length; i++) out += lines[i] === '' ? ' *\n' : ` * ${lines[i]}\n`;
  return `${out} */`;
}

function docsOf(docs: readonly string[] | undefined): string {
  if (docs === undefined) return '';
  let out = '';
  for (const doc of docs) out += `${jsDoc(doc)}\n`;
  return out;
}

function typeParametersOf(params: readonly TypeParameter[] | undefined): string {
  if (params === undefined || params.length === 0) return '';
  return `<${params.map((p) => (typeof p === 'string' ? p : p.constraint === undefined ? p.name : `${p.name} extends ${p.constraint}`)).join(', ')}>`;
}

function parameterOf(p: Parameter): string {
  return `${p.name}${p.hasQuestionToken ? '?' : ''}${p.type !== undefined ? `: ${p.type}` : ''}${p.initializer !== undefined ? ` = ${p.initializer}` : ''}`;
}

export function signatureOf(s: Signature): string {
  return `${typeParametersOf(s.typeParameters)}(${(s.parameters ?? []).map(parameterOf).join(', ')})${s.returnType !== undefined ? `: ${s.returnType}` : ''}`;
}

export function namedList(names: readonly NamedImport[]): string {
  return `{ ${names.map((n) => (typeof n === 'string' ? n : n.alias === undefined ? n.name : `${n.name} as ${n.alias}`)).join(', ')} }`;
}

const exported = (d: { isExported?: boolean }) => (d.isExported ? 'export ' : '');

function printDeclaration(d: Declaration): string {
  switch (d.kind) {
    case 'import': {
      const names = d.multiline ? `{\n${d.namedImports.map((n) => `  ${namedList([n]).slice(2, -2)},\n`).join('')}}` : namedList(d.namedImports);
      return `import ${d.isTypeOnly ? 'type ' : ''}${names} from '${d.moduleSpecifier}';`;
    }
    case 'export':
      return `export ${d.isTypeOnly ? 'type ' : ''}${namedList(d.namedExports)} from '${d.moduleSpecifier}';`;
    case 'type':
      return `${docsOf(d.docs)}${exported(d)}type ${d.name}${typeParametersOf(d.typeParameters)} = ${d.type};`;
    case 'const':
      return `${docsOf(d.docs)}${exported(d)}const ${d.declarations.map((v) => `${v.name}${v.type !== undefined ? `: ${v.type}` : ''} = ${v.initializer}`).join(', ')};`;
    case 'interface': {
      const members = [
        ...(d.properties ?? []).map((p) => `${docsOf(p.docs)}${p.isReadonly ? 'readonly ' : ''}${p.name}${p.hasQuestionToken ? '?' : ''}: ${p.type};`),
        ...(d.methods ?? []).map((m) => `${docsOf(m.docs)}${m.name}${signatureOf(m)};`),
        ...(d.members ?? []).map((m) =>
          m.kind === 'property' ? `${docsOf(m.docs)}${m.isReadonly ? 'readonly ' : ''}${m.name}${m.hasQuestionToken ? '?' : ''}: ${m.type};` : `${docsOf(m.docs)}${m.name}${signatureOf(m)};`,
        ),
      ];
      return `${docsOf(d.docs)}${exported(d)}interface ${d.name}${typeParametersOf(d.typeParameters)} ${block(members.join('\n'))}`;
    }
    case 'function': {
      const overloads = (d.overloads ?? []).map((o) => `${docsOf(o.docs)}${exported(d)}function ${d.name}${signatureOf(o)};\n`).join('');
      return `${overloads}${docsOf(d.docs)}${exported(d)}function ${d.name}${signatureOf(d)} ${block(printStatements(d.statements, 'block-start'))}`;
    }
    case 'class': {
      const parts: string[] = [];
      const properties = (d.properties ?? []).map(
        (p) => `${docsOf(p.docs)}${p.isStatic ? 'static ' : ''}${p.isReadonly ? 'readonly ' : ''}${p.name}${p.type !== undefined ? `: ${p.type}` : ''}${p.initializer !== undefined ? ` = ${p.initializer}` : ''};`,
      );
      if (properties.length > 0) parts.push(properties.join('\n'));
      for (const ctor of d.ctors ?? []) parts.push(`constructor(${ctor.parameters.map(parameterOf).join(', ')}) ${block(printStatements(ctor.statements, 'block-start'))}`);
      for (const m of d.methods ?? []) parts.push(`${docsOf(m.docs)}${m.name}${signatureOf(m)} ${block(printStatements(m.statements, 'block-start'))}`);
      return `${docsOf(d.docs)}${exported(d)}class ${d.name}${d.extends !== undefined ? ` extends ${d.extends}` : ''} ${block(parts.join('\n\n'))}`;
    }
  }
}
