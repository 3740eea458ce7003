// The declarations (dist/*.d.ts) of a printed module, written from the same structures as its source (ts-file.ts)
// rather than by TypeScript parsing the source again. The text is what TypeScript's declaration emitter writes for
// that source, byte for byte (4-space indentation, object types on several lines, JSDoc comments kept and others
// dropped, imports only for the names the declarations use): test/declarations.test.ts compares the two over the
// golden fixtures and the reference corpus.
//
// Type texts are parsed (a small parser for the type syntax the emitters write) and printed the way TypeScript's
// printer does. Anything outside that subset makes `declarationsOf` return undefined, and compileDist falls back to
// TypeScript for that file: slower, never wrong.
import type { Declaration, NamedImport, Parameter, Signature, SourceFileStructure, Statement, TypeParameter } from './ts-file.js';

class Unsupported extends Error {}

/** The declarations of a module, or undefined when it holds something this writer does not cover. */
export function declarationsOf(structure: SourceFileStructure): string | undefined {
  try {
    return writeDeclarations(structure.statements);
  } catch (error) {
    if (error instanceof Unsupported) return undefined;
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Tokens

interface Token {
  kind: 'ident' | 'string' | 'number' | 'template' | 'punct' | 'comment' | 'eof';
  text: string;
  /** A newline comes between this token and the one before it. */
  newlineBefore: boolean;
  /** Comments: the column the comment starts at (spaces since the last newline of the text). */
  column: number;
}

const punctuators = ['...', '=>', '-?', '+?', '{', '}', '[', ']', '(', ')', '<', '>', ',', ';', ':', '?', '|', '&', '=', '.', '-', '+'];

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  let newline = false;
  let lineStart = 0;
  while (i < text.length) {
    const c = text[i] as string;
    if (c === '\n') {
      newline = true;
      i++;
      lineStart = i;
      continue;
    }
    if (c === ' ' || c === '\t' || c === '\r') {
      i++;
      continue;
    }
    const start = i;
    let kind: Token['kind'];
    if (c === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      if (end < 0) throw new Unsupported('unterminated comment');
      i = end + 2;
      kind = 'comment';
    } else if (c === '/' && text[i + 1] === '/') {
      throw new Unsupported('line comment in a type');
    } else if (c === "'" || c === '"') {
      i++;
      while (i < text.length && text[i] !== c) {
        if (text[i] === '\\') i++;
        if (text[i] === '\n') throw new Unsupported('newline in a string');
        i++;
      }
      i++;
      kind = 'string';
    } else if (c === '`') {
      i++;
      while (i < text.length && text[i] !== '`') {
        if (text[i] === '\\') i++;
        i++;
      }
      i++;
      kind = 'template';
    } else if (/[0-9]/.test(c)) {
      while (i < text.length && /[0-9A-Za-z_.]/.test(text[i] as string)) i++;
      kind = 'number';
    } else if (/[A-Za-z_$]/.test(c)) {
      while (i < text.length && /[\w$]/.test(text[i] as string)) i++;
      kind = 'ident';
    } else {
      const p = punctuators.find((q) => text.startsWith(q, i));
      if (p === undefined) throw new Unsupported(`character ${c}`);
      i += p.length;
      kind = 'punct';
    }
    tokens.push({ kind, text: text.slice(start, i), newlineBefore: newline, column: start - lineStart });
    newline = false;
  }
  tokens.push({ kind: 'eof', text: '', newlineBefore: newline, column: 0 });
  return tokens;
}

// ---------------------------------------------------------------------------------------------------------------
// Types

type Type =
  | { k: 'name'; name: string; args?: Type[] }
  | { k: 'text'; text: string }
  | { k: 'union'; types: Type[] }
  | { k: 'intersection'; types: Type[] }
  | { k: 'array'; element: Type }
  | { k: 'indexed'; object: Type; index: Type }
  | { k: 'operator'; op: string; type: Type }
  | { k: 'typeof'; name: string }
  | { k: 'infer'; name: string }
  | { k: 'paren'; type: Type }
  | { k: 'function'; typeParameters: TypeParam[]; params: Param[]; result: Type }
  | { k: 'tuple'; elements: TupleElement[]; multiline: boolean }
  | { k: 'literal'; members: Member[] }
  | { k: 'mapped'; readonly: string; param: string; constraint: Type; optional: string; type: Type; comments: Token[] }
  | { k: 'conditional'; check: Type; extends: Type; whenTrue: Type; whenFalse: Type }
  | { k: 'predicate'; name: string; type: Type };

interface TypeParam {
  isConst: boolean;
  name: string;
  constraint?: Type;
  default?: Type;
}

interface Param {
  rest: boolean;
  name: string;
  optional: boolean;
  type?: Type;
}

interface TupleElement {
  rest: boolean;
  name?: string;
  optional: boolean;
  type: Type;
}

type Member =
  | { k: 'property'; comments: Token[]; readonly: boolean; name: string; optional: boolean; type?: Type }
  | { k: 'method'; comments: Token[]; name: string; optional: boolean; typeParameters: TypeParam[]; params: Param[]; result?: Type }
  | { k: 'index'; comments: Token[]; readonly: boolean; key: string; keyType: Type; type: Type }
  | { k: 'call'; comments: Token[]; typeParameters: TypeParam[]; params: Param[]; result?: Type };

class Parser {
  private pos = 0;
  private readonly tokens: Token[];

  constructor(text: string) {
    this.tokens = tokenize(text);
  }

  private peek(offset = 0): Token {
    return this.tokens[Math.min(this.pos + offset, this.tokens.length - 1)] as Token;
  }

  private next(): Token {
    const token = this.peek();
    if (token.kind === 'comment') throw new Unsupported('comment in an unexpected place');
    this.pos++;
    return token;
  }

  private is(text: string, offset = 0): boolean {
    const token = this.peek(offset);
    return token.kind !== 'string' && token.kind !== 'template' && token.kind !== 'comment' && token.text === text;
  }

  private eat(text: string): boolean {
    if (!this.is(text)) return false;
    this.pos++;
    return true;
  }

  private expect(text: string): void {
    if (!this.eat(text)) throw new Unsupported(`expected ${text}, found ${this.peek().text}`);
  }

  private ident(): string {
    const token = this.next();
    if (token.kind !== 'ident') throw new Unsupported(`expected a name, found ${token.text}`);
    return token.text;
  }

  private comments(): Token[] {
    const found: Token[] = [];
    while (this.peek().kind === 'comment') found.push(this.tokens[this.pos++] as Token);
    return found;
  }

  end(): void {
    if (this.peek().kind !== 'eof') throw new Unsupported(`unexpected ${this.peek().text}`);
  }

  type(): Type {
    const check = this.union();
    if (!this.is('extends')) return check;
    this.pos++;
    const ext = this.union();
    this.expect('?');
    const whenTrue = this.type();
    this.expect(':');
    const whenFalse = this.type();
    return { k: 'conditional', check, extends: ext, whenTrue, whenFalse };
  }

  /** A return type: a type, or a type predicate `x is T`. */
  returnType(): Type {
    if (this.peek().kind === 'ident' && this.is('is', 1) && !this.peek(1).newlineBefore) {
      const name = this.ident();
      this.pos++;
      return { k: 'predicate', name, type: this.type() };
    }
    return this.type();
  }

  private union(): Type {
    this.eat('|');
    const types = [this.intersection()];
    while (this.eat('|')) types.push(this.intersection());
    return types.length === 1 ? (types[0] as Type) : { k: 'union', types };
  }

  private intersection(): Type {
    this.eat('&');
    const types = [this.operator()];
    while (this.eat('&')) types.push(this.operator());
    return types.length === 1 ? (types[0] as Type) : { k: 'intersection', types };
  }

  private operator(): Type {
    for (const op of ['keyof', 'readonly', 'unique']) {
      const next = this.peek(1);
      if (this.is(op) && (next.kind === 'ident' || next.text === '(' || next.text === '[' || next.text === '{')) {
        this.pos++;
        return { k: 'operator', op, type: this.operator() };
      }
    }
    if (this.is('infer')) {
      this.pos++;
      return { k: 'infer', name: this.ident() };
    }
    return this.postfix();
  }

  private postfix(): Type {
    let type = this.primary();
    while (this.is('[') && !this.peek().newlineBefore) {
      this.pos++;
      if (this.eat(']')) type = { k: 'array', element: type };
      else {
        const index = this.type();
        this.expect(']');
        type = { k: 'indexed', object: type, index };
      }
    }
    return type;
  }

  private primary(): Type {
    const token = this.peek();
    if (token.kind === 'string' || token.kind === 'number' || token.kind === 'template') {
      this.pos++;
      return { k: 'text', text: token.text };
    }
    if (this.is('-') && this.peek(1).kind === 'number') {
      this.pos += 2;
      return { k: 'text', text: `-${this.peek(-1).text}` };
    }
    if (this.is('(')) return this.parenOrFunction();
    if (this.is('<')) return this.functionType();
    if (this.is('[')) return this.tuple();
    if (this.is('{')) return this.objectType();
    if (this.is('typeof')) {
      this.pos++;
      return { k: 'typeof', name: this.entityName() };
    }
    if (token.kind === 'ident') {
      const name = this.entityName();
      if (this.is('<') && !this.peek().newlineBefore) return { k: 'name', name, args: this.typeArguments() };
      return { k: 'name', name };
    }
    throw new Unsupported(`unexpected ${token.text} in a type`);
  }

  private entityName(): string {
    let name = this.ident();
    while (this.is('.') && this.peek(1).kind === 'ident') {
      this.pos++;
      name += `.${this.ident()}`;
    }
    return name;
  }

  private typeArguments(): Type[] {
    this.expect('<');
    const args = [this.type()];
    while (this.eat(',')) args.push(this.type());
    this.expect('>');
    return args;
  }

  typeParameters(): TypeParam[] {
    if (!this.eat('<')) return [];
    const params: TypeParam[] = [];
    do {
      const isConst = this.is('const') && this.peek(1).kind === 'ident';
      if (isConst) this.pos++;
      const name = this.ident();
      const param: TypeParam = { isConst, name };
      if (this.eat('extends')) param.constraint = this.type();
      if (this.eat('=')) param.default = this.type();
      params.push(param);
    } while (this.eat(','));
    this.expect('>');
    return params;
  }

  private parenOrFunction(): Type {
    const start = this.pos;
    try {
      return this.functionType();
    } catch (error) {
      if (!(error instanceof Unsupported)) throw error;
      this.pos = start;
    }
    this.expect('(');
    const type = this.type();
    this.expect(')');
    return { k: 'paren', type };
  }

  private functionType(): Type {
    const typeParameters = this.typeParameters();
    const params = this.parameters();
    this.expect('=>');
    return { k: 'function', typeParameters, params, result: this.returnType() };
  }

  parameters(): Param[] {
    this.expect('(');
    const params: Param[] = [];
    while (!this.is(')')) {
      params.push(this.parameter());
      if (!this.eat(',')) break;
    }
    this.expect(')');
    return params;
  }

  /** A parameter list without its parentheses, to the end of the text. */
  parameterList(): Param[] {
    const params: Param[] = [];
    while (this.peek().kind !== 'eof') {
      params.push(this.parameter());
      if (!this.eat(',')) break;
    }
    this.end();
    return params;
  }

  private parameter(): Param {
    const rest = this.eat('...');
    const name = this.ident();
    const optional = this.eat('?');
    const param: Param = { rest, name, optional };
    if (this.eat(':')) param.type = this.type();
    if (this.is('=')) throw new Unsupported('parameter initializer in a type');
    return param;
  }

  private tuple(): Type {
    const open = this.pos;
    this.expect('[');
    const elements: TupleElement[] = [];
    while (!this.is(']')) {
      const rest = this.eat('...');
      let name: string | undefined;
      let optional = false;
      if (this.peek().kind === 'ident' && (this.is(':', 1) || (this.is('?', 1) && this.is(':', 2)))) {
        name = this.ident();
        optional = this.eat('?');
        this.expect(':');
      }
      const type = this.type();
      if (name === undefined && this.eat('?')) optional = true;
      elements.push({ rest, name, optional, type });
      if (!this.eat(',')) break;
    }
    this.expect(']');
    let multiline = false;
    for (let i = open + 1; i < this.pos; i++) if ((this.tokens[i] as Token).newlineBefore) multiline = true;
    return { k: 'tuple', elements, multiline };
  }

  private objectType(): Type {
    this.expect('{');
    const leading = this.comments();
    // A mapped type: `{ [K in T]: V }`, with `readonly` / `-readonly` and `?` / `-?` modifiers.
    const offset = this.is('-') || this.is('+') ? 1 : 0;
    const readonlyAt = this.is('readonly', offset) ? offset + 1 : 0;
    if (this.is('[', readonlyAt) && this.peek(readonlyAt + 1).kind === 'ident' && this.is('in', readonlyAt + 2)) {
      let readonly = '';
      if (readonlyAt > 0) {
        readonly = offset === 1 ? `${this.next().text}readonly` : 'readonly';
        this.pos++;
      }
      this.expect('[');
      const param = this.ident();
      this.expect('in');
      const constraint = this.type();
      this.expect(']');
      let optional = '';
      if (this.is('-?') || this.is('+?') || this.is('?')) optional = this.next().text;
      else if ((this.is('-') || this.is('+')) && this.is('?', 1)) optional = `${this.next().text}${this.next().text}`;
      this.expect(':');
      const type = this.type();
      this.eat(';');
      this.eat(',');
      if (this.comments().length > 0) throw new Unsupported('comment at the end of a mapped type');
      this.expect('}');
      return { k: 'mapped', readonly, param, constraint, optional, type, comments: leading };
    }
    const members: Member[] = [];
    let comments = leading;
    while (!this.is('}')) {
      members.push(this.member(comments));
      if (!this.eat(';')) this.eat(',');
      comments = this.comments();
    }
    if (comments.length > 0) throw new Unsupported('comment at the end of an object type');
    this.expect('}');
    return { k: 'literal', members };
  }

  private member(comments: Token[]): Member {
    if (this.is('(') || this.is('<')) {
      const typeParameters = this.typeParameters();
      const params = this.parameters();
      const result = this.eat(':') ? this.returnType() : undefined;
      return { k: 'call', comments, typeParameters, params, result };
    }
    const readonly = this.is('readonly') && !this.is(':', 1) && !this.is('?', 1) && !this.is('(', 1);
    if (readonly) this.pos++;
    if (this.is('[')) {
      this.pos++;
      const key = this.ident();
      this.expect(':');
      const keyType = this.type();
      this.expect(']');
      this.expect(':');
      return { k: 'index', comments, readonly, key, keyType, type: this.type() };
    }
    const nameToken = this.next();
    if (nameToken.kind !== 'ident' && nameToken.kind !== 'string' && nameToken.kind !== 'number') throw new Unsupported(`member name ${nameToken.text}`);
    const name = nameToken.text;
    const optional = this.eat('?');
    if (this.is('(') || this.is('<')) {
      if (readonly) throw new Unsupported('readonly method');
      const typeParameters = this.typeParameters();
      const params = this.parameters();
      const result = this.eat(':') ? this.returnType() : undefined;
      return { k: 'method', comments, name, optional, typeParameters, params, result };
    }
    const type = this.eat(':') ? this.type() : undefined;
    return { k: 'property', comments, readonly, name, optional, type };
  }
}

function parseType(text: string): Type {
  const parser = new Parser(text);
  const type = parser.type();
  parser.end();
  return type;
}

function parseReturnType(text: string): Type {
  const parser = new Parser(text);
  const type = parser.returnType();
  parser.end();
  return type;
}

// ---------------------------------------------------------------------------------------------------------------
// Printing, as TypeScript's printer does in declaration files.

const pad = (level: number) => '    '.repeat(level);

/** Names the printed types refer to (the first part of each type name and `typeof` operand): imports are kept for
 * these only, as TypeScript keeps them. */
let references = new Set<string>();
const refer = (name: string) => references.add(name.split('.')[0] as string);

function printType(type: Type, level: number): string {
  switch (type.k) {
    case 'name':
      refer(type.name);
      return type.args ? `${type.name}<${type.args.map((a) => printType(a, level)).join(', ')}>` : type.name;
    case 'text':
      return type.text;
    case 'union':
      return type.types.map((t) => printType(t, level)).join(' | ');
    case 'intersection':
      return type.types.map((t) => printType(t, level)).join(' & ');
    case 'array':
      return `${printType(type.element, level)}[]`;
    case 'indexed':
      return `${printType(type.object, level)}[${printType(type.index, level)}]`;
    case 'operator':
      return `${type.op} ${printType(type.type, level)}`;
    case 'typeof':
      refer(type.name);
      return `typeof ${type.name}`;
    case 'infer':
      return `infer ${type.name}`;
    case 'paren':
      return `(${printType(type.type, level)})`;
    case 'function':
      return `${printTypeParameters(type.typeParameters, level)}(${printParams(type.params, level)}) => ${printType(type.result, level)}`;
    case 'predicate':
      return `${type.name} is ${printType(type.type, level)}`;
    case 'conditional':
      return `${printType(type.check, level)} extends ${printType(type.extends, level)} ? ${printType(type.whenTrue, level)} : ${printType(type.whenFalse, level)}`;
    case 'tuple': {
      const elements = type.elements.map((e) => {
        const inner = printType(e.type, type.multiline ? level + 1 : level);
        if (e.name !== undefined) return `${e.rest ? '...' : ''}${e.name}${e.optional ? '?' : ''}: ${inner}`;
        return `${e.rest ? '...' : ''}${inner}${e.optional ? '?' : ''}`;
      });
      if (!type.multiline) return `[${elements.join(', ')}]`;
      return `[\n${elements.map((e) => `${pad(level + 1)}${e}`).join(',\n')}\n${pad(level)}]`;
    }
    case 'literal': {
      if (type.members.length === 0) return '{}';
      const lines = type.members.map((m) => `${printComments(m.comments, level + 1)}${pad(level + 1)}${printMember(m, level + 1)};\n`);
      return `{\n${lines.join('')}${pad(level)}}`;
    }
    case 'mapped':
      return `{\n${printComments(type.comments, level + 1)}${pad(level + 1)}${type.readonly ? `${type.readonly} ` : ''}[${type.param} in ${printType(type.constraint, level + 1)}]${type.optional}: ${printType(type.type, level + 1)};\n${pad(level)}}`;
  }
}

function printMember(member: Member, level: number): string {
  switch (member.k) {
    case 'property':
      return `${member.readonly ? 'readonly ' : ''}${member.name}${member.optional ? '?' : ''}${member.type ? `: ${printType(member.type, level)}` : ''}`;
    case 'method':
      return `${member.name}${member.optional ? '?' : ''}${printTypeParameters(member.typeParameters, level)}(${printParams(member.params, level)})${member.result ? `: ${printType(member.result, level)}` : ''}`;
    case 'index':
      return `${member.readonly ? 'readonly ' : ''}[${member.key}: ${printType(member.keyType, level)}]: ${printType(member.type, level)}`;
    case 'call':
      return `${printTypeParameters(member.typeParameters, level)}(${printParams(member.params, level)})${member.result ? `: ${printType(member.result, level)}` : ''}`;
  }
}

function printTypeParameters(params: readonly TypeParam[], level: number): string {
  if (params.length === 0) return '';
  const printed = params.map(
    (p) => `${p.isConst ? 'const ' : ''}${p.name}${p.constraint ? ` extends ${printType(p.constraint, level)}` : ''}${p.default ? ` = ${printType(p.default, level)}` : ''}`,
  );
  return `<${printed.join(', ')}>`;
}

function printParams(params: readonly Param[], level: number): string {
  return params.map((p) => `${p.rest ? '...' : ''}${p.name}${p.optional ? '?' : ''}${p.type ? `: ${printType(p.type, level)}` : ''}`).join(', ');
}

/**
 * JSDoc comments before a member, re-indented as TypeScript does: the first line at the member's indentation, the
 * others keeping their offset from the first. Other comments are not part of declarations.
 */
function printComments(comments: readonly Token[], level: number): string {
  let out = '';
  for (const comment of comments) {
    if (!isJsDoc(comment.text)) continue;
    out += `${pad(level)}${reindentComment(comment.text, comment.column, level * 4)}\n`;
  }
  return out;
}

const isJsDoc = (text: string) => (text.startsWith('/**') && text !== '/**/') || text.startsWith('/*!');

/** A multi-line comment's lines after the first, moved from column `from` to column `to` (TypeScript's writeCommentRange). */
function reindentComment(text: string, from: number, to: number): string {
  const lines = text.split('\n');
  if (lines.length === 1) return text;
  let out = lines[0]!.trimEnd();
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i] as string;
    const indentWidth = line.length - line.trimStart().length;
    const spaces = to - from + indentWidth;
    const content = line.trim();
    out += '\n';
    if (spaces > 0) out += ' '.repeat(spaces);
    out += content;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// Statements

const docsOf = (docs: readonly string[] | undefined) => (docs ?? []).map((d) => `${jsDocText(d)}\n`).join('');

/** A doc as ts-file.ts prints it; at the top level its lines stay where they are. */
function jsDocText(text: string, level = 0): string {
  const lines = text.split(/\r?\n/);
  if (lines.length <= 1) return `/** ${lines[0] ?? ''} */`;
  const start = lines[0] === '' ? 1 : 0;
  let out = '/**\n';
  for (let i = start; i < lines.length; i++) out += `${pad(level)}${lines[i] === '' ? ' *' : ` * ${lines[i]}`.trimEnd()}\n`;
  return `${out}${pad(level)} */`;
}

const memberDocs = (docs: readonly string[] | undefined, level: number) => (docs ?? []).map((d) => `${pad(level)}${jsDocText(d, level)}\n`).join('');

function typeParametersText(params: readonly TypeParameter[] | undefined): string {
  if (params === undefined || params.length === 0) return '';
  const text = `<${params.map((p) => (typeof p === 'string' ? p : p.constraint === undefined ? p.name : `${p.name} extends ${p.constraint}`)).join(', ')}>`;
  const parsed = new Parser(text).typeParameters();
  return printTypeParameters(parsed, 0);
}

function parameterText(p: Parameter, level: number): string {
  const name = p.name;
  if (!/^(\.\.\.)?[A-Za-z_$][\w$]*$/.test(name)) throw new Unsupported(`parameter ${p.name}`);
  // A parameter with a default value is an optional one in a declaration.
  const optional = p.hasQuestionToken || p.initializer !== undefined;
  if (p.type === undefined) throw new Unsupported(`parameter ${p.name} without a type`);
  return `${name}${optional ? '?' : ''}: ${printType(parseType(p.type), level)}`;
}

function signatureText(s: Signature, level: number): string {
  if (s.returnType === undefined) throw new Unsupported('signature without a return type');
  return `${typeParametersText(s.typeParameters)}(${(s.parameters ?? []).map((p) => parameterText(p, level)).join(', ')}): ${printType(parseReturnType(s.returnType), level)}`;
}

function namedListText(names: readonly NamedImport[]): string {
  return `{ ${names.map((n) => (typeof n === 'string' ? n : n.alias === undefined ? n.name : `${n.name} as ${n.alias}`)).join(', ')} }`;
}

interface Output {
  imports: { typeOnly: boolean; from: string; names: NamedImport[] }[];
  /** Declarations and re-exports, in order; imports take their place among them (they are always first here). */
  lines: string[];
  /** Names declared without `export`: a declaration that used one would need it (and TypeScript's `export {}`). */
  privateNames: Set<string>;
}

function writeDeclarations(statements: readonly Statement[]): string {
  references = new Set();
  const out: Output = { imports: [], lines: [], privateNames: new Set() };
  let sawDeclaration = false;
  for (const statement of statements) {
    if (statement === '') continue;
    if (typeof statement === 'string') {
      rawStatement(statement, out);
      sawDeclaration = true;
      continue;
    }
    if (statement.kind === 'import') {
      if (sawDeclaration) throw new Unsupported('import after a declaration');
      out.imports.push({ typeOnly: statement.isTypeOnly === true, from: statement.moduleSpecifier, names: [...statement.namedImports] });
      continue;
    }
    sawDeclaration = true;
    declaration(statement, out);
  }
  const body = out.lines.join('');
  const used = references;
  for (const name of out.privateNames) if (used.has(name)) throw new Unsupported(`exported declarations use the private ${name}`);
  let imports = '';
  for (const { typeOnly, from, names } of out.imports) {
    const kept = names.filter((n) => used.has(localName(n)));
    if (kept.length > 0) imports += `import ${typeOnly ? 'type ' : ''}${namedListText(kept)} from '${from}';\n`;
  }
  const text = imports + body;
  return /^(export|import) /m.test(text) ? text : `${text}export {};\n`;
}

function localName(name: NamedImport): string {
  const text = typeof name === 'string' ? name : (name.alias ?? name.name);
  return text.replace(/^type /, '').replace(/^.* as /, '');
}

function declaration(d: Declaration, out: Output): void {
  if (d.kind === 'import') return;
  if (d.kind === 'export') {
    out.lines.push(`export ${d.isTypeOnly ? 'type ' : ''}${namedListText(d.namedExports)} from '${d.moduleSpecifier}';\n`);
    return;
  }
  if (!d.isExported) {
    if (d.kind === 'const') for (const v of d.declarations) out.privateNames.add(v.name);
    else out.privateNames.add(d.name);
    return;
  }
  switch (d.kind) {
    case 'type':
      out.lines.push(`${docsOf(d.docs)}export type ${d.name}${typeParametersText(d.typeParameters)} = ${printType(parseType(d.type), 0)};\n`);
      return;
    case 'interface': {
      const members = [
        ...(d.properties ?? []).map(
          (p) => `${memberDocs(p.docs, 1)}${pad(1)}${p.isReadonly ? 'readonly ' : ''}${p.name}${p.hasQuestionToken ? '?' : ''}: ${printType(parseType(p.type), 1)};\n`,
        ),
        ...(d.methods ?? []).map((m) => `${memberDocs(m.docs, 1)}${pad(1)}${m.name}${signatureText(m, 1)};\n`),
        ...(d.members ?? []).map((m) =>
          m.kind === 'property'
            ? `${memberDocs(m.docs, 1)}${pad(1)}${m.isReadonly ? 'readonly ' : ''}${m.name}${m.hasQuestionToken ? '?' : ''}: ${printType(parseType(m.type), 1)};\n`
            : `${memberDocs(m.docs, 1)}${pad(1)}${m.name}${signatureText(m, 1)};\n`,
        ),
      ];
      out.lines.push(`${docsOf(d.docs)}export interface ${d.name}${typeParametersText(d.typeParameters)} {\n${members.join('')}}\n`);
      return;
    }
    case 'function': {
      const signatures = d.overloads !== undefined && d.overloads.length > 0 ? d.overloads : [d];
      for (const s of signatures) out.lines.push(`${docsOf(s.docs)}export declare function ${d.name}${signatureText(s, 0)};\n`);
      return;
    }
    case 'const':
      for (const v of d.declarations) {
        const type = v.declarationType ?? v.type;
        if (type === undefined) throw new Unsupported(`const ${v.name} without a type`);
        out.lines.push(`${docsOf(d.docs)}export declare const ${v.name}: ${printType(parseType(type), 0)};\n`);
      }
      return;
    case 'class': {
      const members: string[] = [];
      for (const p of d.properties ?? []) {
        let text: string;
        if (p.type !== undefined) text = `${p.name}: ${printType(parseType(p.type), 1)}`;
        else if (p.isReadonly && p.initializer !== undefined && /^-?\d+$/.test(p.initializer)) text = `${p.name} = ${p.initializer}`;
        else throw new Unsupported(`class property ${p.name}`);
        members.push(`${memberDocs(p.docs, 1)}${pad(1)}${p.isStatic ? 'static ' : ''}${p.isReadonly ? 'readonly ' : ''}${text};\n`);
      }
      for (const ctor of d.ctors ?? []) members.push(`${pad(1)}constructor(${ctor.parameters.map((p) => parameterText(p, 1)).join(', ')});\n`);
      for (const m of d.methods ?? []) members.push(`${memberDocs(m.docs, 1)}${pad(1)}${m.name}${signatureText(m, 1)};\n`);
      if (d.extends !== undefined) printType(parseType(d.extends), 0);
      out.lines.push(`${docsOf(d.docs)}export declare class ${d.name}${d.extends !== undefined ? ` extends ${d.extends}` : ''} {\n${members.join('')}}\n`);
      return;
    }
  }
}

/** Statements written as text: the few shapes the emitters write that way. */
function rawStatement(text: string, out: Output): void {
  const body = text.replace(/^(\/\/[^\n]*\n)+/, '');
  if (/^export \{ ?\};$/.test(body)) {
    out.lines.push('export {};\n');
    return;
  }
  // `x satisfies T;`: a check, nothing to declare.
  if (/^[A-Za-z_$][\w$]* satisfies [^\n]*;$/.test(body)) return;
  // A function written out (validators' helpers): its doc and its header.
  const fn = /^(\/\*\*(?:[^*]|\*(?!\/))*\*\/\n)?(export )?function ([A-Za-z_$][\w$]*)\(([^\n]*)\): ([^\n]*) \{\n/.exec(body);
  if (fn && body.endsWith('\n}')) {
    if (!fn[2]) {
      out.privateNames.add(fn[3] as string);
      return;
    }
    const params = new Parser(fn[4] as string).parameterList();
    out.lines.push(`${fn[1] ?? ''}export declare function ${fn[3]}(${printParams(params, 0)}): ${printType(parseReturnType(fn[5] as string), 0)};\n`);
    return;
  }
  throw new Unsupported(`statement ${body.slice(0, 40)}`);
}
