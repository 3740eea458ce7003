// Escaping by context (generator/emit/escape.ts): thousands of hostile strings through each function, every result
// checked by parsing it back with the TypeScript scanner and parser (or, for Markdown and HTML, by the rules of
// the format): a string literal's value is the input, a comment ends where it should, a key names the input and
// stays an own property. Seeded (FC_SEED overrides) so a failure replays.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { ts } from 'ts-morph';
import { describe, expect, it } from 'vitest';
import {
  asciiScript,
  asciiStringLiteral,
  docBlock,
  docComment,
  docInline,
  htmlComment,
  htmlText,
  jsonLiteral,
  latin1Page,
  lineComment,
  markdownCode,
  markdownInline,
  markdownProse,
  markdownProseInline,
  markdownText,
  objectLiteralKey,
  propertyAccess,
  regexLiteralText,
  stringLiteral,
  templateText,
  typeMemberKey,
} from '../generator/emit/escape.js';
import { repoRoot } from './helpers.js';
import { fragments, hostileText } from './support/hostile.js';

const seed = Number(process.env.FC_SEED ?? 20261123);
const runs = 2000;
const check = (property: fc.IProperty<[string]>) => fc.assert(property, { seed, numRuns: runs, endOnFailure: true });

function parse(source: string): ts.SourceFile {
  return ts.createSourceFile('/check.ts', source, ts.ScriptTarget.ES2022, true, ts.ScriptKind.TS);
}

/** Syntax errors the parser found (the scanner's too: unterminated literals, invalid characters). */
function syntaxErrors(file: ts.SourceFile): string[] {
  const diagnostics = (file as unknown as { parseDiagnostics: ts.DiagnosticWithLocation[] }).parseDiagnostics;
  return diagnostics.map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

/** The single expression of `const x = <text>;`, after checking nothing else was parsed. */
function initializer(text: string): ts.Expression {
  const file = parse(`const x = ${text};`);
  expect(syntaxErrors(file)).toEqual([]);
  expect(file.statements).toHaveLength(1);
  const statement = file.statements[0] as ts.VariableStatement;
  return statement.declarationList.declarations[0]!.initializer!;
}

/** Text a UTF-8 file can hold: no lone surrogates, which would be written as U+FFFD. */
const writable = (text: string) => Buffer.from(text, 'utf8').toString('utf8') === text;
const wellFormed = (text: string) => Buffer.from(text, 'utf8').toString('utf8');

/** Scans `source` with comments kept as tokens: kind and text of each. */
function tokens(source: string): { kind: ts.SyntaxKind; text: string }[] {
  const scanner = ts.createScanner(ts.ScriptTarget.ES2022, false, ts.LanguageVariant.Standard, source);
  const out: { kind: ts.SyntaxKind; text: string }[] = [];
  for (let kind = scanner.scan(); kind !== ts.SyntaxKind.EndOfFileToken; kind = scanner.scan()) out.push({ kind, text: scanner.getTokenText() });
  return out;
}

const hostile = fc.oneof(hostileText, fc.string({ unit: 'binary', maxLength: 40 }), fc.constantFrom(...fragments));

describe('escaping for TypeScript', () => {
  it('stringLiteral: one string literal token whose value is the input, writable as UTF-8', () => {
    check(
      fc.property(hostile, (text) => {
        const literal = stringLiteral(text);
        const node = initializer(literal);
        expect(ts.isStringLiteral(node)).toBe(true);
        expect((node as ts.StringLiteral).text).toBe(text);
        expect(writable(literal)).toBe(true);
        expect(literal).not.toMatch(/[\r\n\u2028\u2029]/);
      }),
    );
  });

  it('asciiStringLiteral: one string literal token whose value is the input, in ASCII alone', () => {
    check(
      fc.property(hostile, (text) => {
        const literal = asciiStringLiteral(text);
        const node = initializer(literal);
        expect(ts.isStringLiteral(node)).toBe(true);
        expect((node as ts.StringLiteral).text).toBe(text);
        expect(literal).toMatch(/^[\x20-\x7e]*$/);
        // Escaped exactly where it must be: what is ASCII already reads as stringLiteral writes it.
        if (/^[\x00-\x7f]*$/.test(text)) expect(literal).toBe(stringLiteral(text));
      }),
    );
  });

  it('jsonLiteral: evaluates to the value, `__proto__` keys stay own properties', () => {
    check(
      fc.property(hostile, (text) => {
        const value = { [text]: [text, { __proto__: text, ['__proto__' + text]: 1 }], nested: JSON.parse('{"__proto__": {"polluted": 1}}') as unknown };
        const source = jsonLiteral(value, 2);
        expect(syntaxErrors(parse(`const x = ${source};`))).toEqual([]);
        const evaluated = new Function(`return ${source};`)() as Record<string, unknown>;
        expect(JSON.stringify(evaluated)).toBe(JSON.stringify(value));
        const nested = evaluated.nested as Record<string, unknown>;
        expect(Object.getPrototypeOf(nested)).toBe(Object.prototype);
        expect(Object.prototype.hasOwnProperty.call(nested, '__proto__')).toBe(true);
        expect(writable(source)).toBe(true);
      }),
    );
  });

  it('docComment, docInline and docBlock: the comment ends where it should, every line inside it', () => {
    check(
      fc.property(hostile, (text) => {
        for (const comment of [`/** ${docComment(text)} */`, `/** ${docInline(text)} */`, docBlock(text), docBlock(text, '  ')]) {
          const scanned = tokens(`${comment}\nconst x = 1;`).filter((t) => t.kind !== ts.SyntaxKind.NewLineTrivia && t.kind !== ts.SyntaxKind.WhitespaceTrivia);
          expect(scanned[0]).toEqual({ kind: ts.SyntaxKind.MultiLineCommentTrivia, text: comment.trimStart() });
          expect(scanned.slice(1).map((t) => t.text)).toEqual(['const', 'x', '=', '1', ';']);
          expect(comment).not.toMatch(/[\r\u2028\u2029]/);
          expect(writable(comment)).toBe(true);
        }
        expect(docInline(text)).not.toContain('\n');
      }),
    );
  });

  it('lineComment: nothing after `//` reaches the next line', () => {
    check(
      fc.property(hostile, (text) => {
        const comment = `// ${lineComment(text)}`;
        const scanned = tokens(`${comment}\nconst x = 1;`);
        expect(scanned[0]).toEqual({ kind: ts.SyntaxKind.SingleLineCommentTrivia, text: comment });
        expect(scanned[1]?.kind).toBe(ts.SyntaxKind.NewLineTrivia);
      }),
    );
  });

  it('typeMemberKey: the member is named exactly the input', () => {
    check(
      fc.property(hostile, (text) => {
        const file = parse(`interface I { ${typeMemberKey(text)}: string }`);
        expect(syntaxErrors(file)).toEqual([]);
        const member = (file.statements[0] as ts.InterfaceDeclaration).members[0] as ts.PropertySignature;
        expect((member.name as ts.Identifier | ts.StringLiteral).text).toBe(text);
      }),
    );
  });

  it('objectLiteralKey and propertyAccess: an own property named the input, read back', () => {
    check(
      fc.property(hostile, (text) => {
        const source = `{ ${objectLiteralKey(text)}: 1 }`;
        expect(syntaxErrors(parse(`const x = ${source};`))).toEqual([]);
        const object = new Function(`return ${source};`)() as Record<string, unknown>;
        expect(Object.getPrototypeOf(object)).toBe(Object.prototype);
        expect(Object.keys(object)).toEqual([text]);
        const read = new Function('o', `return ${propertyAccess('o', text)};`) as (o: unknown) => unknown;
        expect(read(object)).toBe(1);
      }),
    );
  });

  it('templateText: a template literal (value and type) with no substitution whose value is the input', () => {
    check(
      fc.property(hostile, (text) => {
        const body = templateText(text);
        const node = initializer(`\`${body}\``);
        expect(ts.isNoSubstitutionTemplateLiteral(node)).toBe(true);
        expect((node as ts.NoSubstitutionTemplateLiteral).text).toBe(text);
        const file = parse(`type T = \`${body}\`;`);
        expect(syntaxErrors(file)).toEqual([]);
        const type = (file.statements[0] as ts.TypeAliasDeclaration).type;
        expect(ts.isLiteralTypeNode(type) && ts.isNoSubstitutionTemplateLiteral(type.literal) && type.literal.text).toBe(text);
        expect(writable(body)).toBe(true);
      }),
    );
  });

  it('regexLiteralText: one regular expression literal that matches the input and nothing longer', () => {
    check(
      fc.property(hostile, (text) => {
        const literal = `/^${regexLiteralText(text)}$/`;
        const node = initializer(literal);
        expect(node.kind).toBe(ts.SyntaxKind.RegularExpressionLiteral);
        const re = new Function(`return ${literal};`)() as RegExp;
        expect(re.test(text)).toBe(true);
        expect(re.test(`${text}x`)).toBe(false);
      }),
    );
  });
});

describe('escaping for Markdown and HTML', () => {
  /** Markdown syntax characters that are not preceded by a backslash (an escaped backslash counts as text). */
  const unescaped = (text: string, chars: RegExp) => text.replace(/\\[\s\S]/g, '').match(chars) ?? [];

  it('markdownText and markdownInline: no inline syntax left unescaped, no block started, no HTML opened', () => {
    check(
      fc.property(hostile, (text) => {
        for (const md of [markdownText(text), markdownInline(text)]) {
          expect(unescaped(md, /[`*_[\]|~<>&\\]/g)).toEqual([]);
          expect(writable(md)).toBe(true);
        }
        for (const line of markdownText(text).split('\n')) expect(line).not.toMatch(/^\s*(?:[#+=-]|[0-9]+[.)])/);
        expect(markdownInline(text)).not.toMatch(/[\r\n\u2028\u2029]/);
        // Removing the escapes gives the text back (line breaks and lone surrogates aside).
        expect(markdownText(text).replace(/\\([\s\S])/g, '$1')).toBe(wellFormed(text).replace(/\r\n|[\r\u2028\u2029]/g, '\n'));
      }),
    );
  });

  it('markdownProse and markdownProseInline: Markdown kept, but no HTML, no code fence, one line in a cell with pipes escaped', () => {
    check(
      fc.property(hostile, (text) => {
        const prose = markdownProse(text);
        const inline = markdownProseInline(text);
        for (const md of [prose, inline]) {
          expect(md).not.toContain('<');
          expect(writable(md)).toBe(true);
        }
        for (const line of prose.split('\n')) expect(line).not.toMatch(/^\s*(?:```|~~~)/);
        expect(inline).not.toMatch(/[\r\n\u2028\u2029]/);
        expect(unescaped(inline, /\|/g)).toEqual([]);
      }),
    );
  });

  it('markdownCode: a code span whose fence no backtick run inside can close, on one line; pipes escaped in tables', () => {
    check(
      fc.property(hostile, (text) => {
        for (const inTable of [false, true]) {
          const span = markdownCode(text, inTable);
          const fence = /^`+/.exec(span)![0];
          expect(span.endsWith(fence)).toBe(true);
          const body = span.slice(fence.length, span.length - fence.length);
          expect(body.match(/`+/g)?.some((run) => run.length === fence.length) ?? false).toBe(false);
          expect(span).not.toMatch(/[\r\n\u2028\u2029]/);
          if (inTable) expect(unescaped(body, /\|/g)).toEqual([]);
        }
      }),
    );
  });

  it('htmlText and htmlComment: no tag, attribute or comment can be opened or closed', () => {
    check(
      fc.property(hostile, (text) => {
        expect(htmlText(text)).not.toMatch(/[<>"']/);
        const decoded = htmlText(text).replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&');
        expect(decoded).toBe(wellFormed(text));
        const comment = htmlComment(text);
        expect(comment).not.toMatch(/-->|--!>|<!--|[<>\r\n]/);
      }),
    );
  });

  it('asciiScript: the same program in ASCII, whatever its strings, templates, patterns and comments hold', () => {
    check(
      fc.property(hostile, (text) => {
        // The text in each place a script holds characters: a string, a template literal, a character class of a
        // pattern (with and without the u flag), a comment; the program returns what it read.
        const literal = JSON.stringify(text);
        const template = text.replace(/[\\`$\r\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
        const wholeChars = [...text].filter((c) => !/[\\\]\[\-^\n\r\u2028\u2029]/.test(c) && !/^[\ud800-\udfff]$/.test(c));
        const cls = wholeChars.join('');
        const script = [
          `// ${text.replace(/[\r\n\u2028\u2029]/g, ' ')}`,
          `const s = ${literal};`,
          `const t = \`${template}\`;`,
          cls === '' ? 'const r = true;' : `const r = /^[${cls}]+$/u.test(${JSON.stringify(cls)}) && /[${cls}]/.test(${JSON.stringify(cls)});`,
          'return [s, t, r];',
        ].join('\n');
        const ascii = asciiScript(script);
        expect(ascii).toMatch(/^[\x00-\x7f]*$/);
        expect(new Function(ascii)()).toEqual(new Function(script)());
      }),
    );
  });

  it('latin1Page: past U+00FF written as character references, what a reader sees unchanged; Latin-1 kept as it is', () => {
    check(
      fc.property(hostile, (text) => {
        const page = latin1Page(`<p title="${htmlText(text)}">${htmlText(text)}</p>`);
        expect(page).toMatch(/^[\x00-\xff]*$/);
        const decoded = page.replace(/&#x([0-9a-f]+);/g, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)));
        expect(decoded).toBe(`<p title="${htmlText(text)}">${htmlText(text)}</p>`);
      }),
    );
    expect(latin1Page('<p>caf\u00e9 \u2014 \u4e2d\u6587 \ud83d\ude00</p>')).toBe('<p>caf\u00e9 &#x2014; &#x4e2d;&#x6587; &#x1f600;</p>');
  });

  it('the README templates put spec text through a helper: bare {{x}} only for counts', () => {
    for (const name of ['package-readme.md.hbs', 'package-readme-server.md.hbs']) {
      const template = readFileSync(join(repoRoot, 'templates', name), 'utf8');
      const bare = [...template.matchAll(/(?<!\{)\{\{(?!\{)([^#/!^>{}][^}]*)\}\}/g)].map((m) => (m[1] as string).trim());
      const allowed = (expr: string) => /^(md|cell|line|prose|proseCell|code|codeCell|ts) \S+$/.test(expr) || expr === 'else' || /(\.length|Count)$/.test(expr);
      expect(bare.filter((expr) => !allowed(expr))).toEqual([]);
    }
  });
});
