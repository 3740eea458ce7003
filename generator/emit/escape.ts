// Escaping by context: every string that comes from a spec reaches generated output through one of these functions,
// chosen by where it lands (a comment, a string literal, a property key, Markdown, HTML), never by what it holds.
// A spec's text is data: whatever it contains, it must not end the context it is placed in. Identifiers are not
// escaped but planned (generator/model/names.ts): a name that cannot be an identifier gets one that can.
//
// Lone surrogates (half of a UTF-16 pair, not valid Unicode) cannot be written to a UTF-8 file. String and JSON
// literals keep them as `\uXXXX` escapes (JSON.stringify does so since ES2019), so the value round-trips; prose
// (comments, Markdown, HTML) replaces them with U+FFFD, which is what writing them would do anyway.

/** Characters JavaScript ends a line at: a line comment stops there, a string literal may not hold them raw. */
const lineTerminators = /\r\n|[\r\n\u2028\u2029]/g;
const loneSurrogates = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

function wellFormed(text: string): string {
  return text.replace(loneSurrogates, '\ufffd');
}

// ---- TypeScript ----

/**
 * Text for a JSDoc or block comment (ts-morph `docs`, or the lines of a `/** … *\/` block): `*\/` cannot end the
 * comment early, and every line terminator (CR, CRLF, U+2028, U+2029) becomes `\n`, so the lines stay inside the
 * comment and the printer puts ` * ` before each.
 */
export function docComment(text: string): string {
  return wellFormed(text).replace(lineTerminators, '\n').replace(/\*\//g, '*\\/');
}

/** Text for one line of a block comment, inside a sentence: docComment on one line. */
export function docInline(text: string): string {
  return docComment(text).replace(/\n/g, ' ');
}

/** A complete `/** … *\/` block, on one line when the text is one line. */
export function docBlock(text: string, indent = ''): string {
  const lines = docComment(text).split('\n');
  if (lines.length === 1) return `${indent}/** ${lines[0]} */`;
  return [`${indent}/**`, ...lines.map((l) => (l === '' ? `${indent} *` : `${indent} * ${l}`)), `${indent} */`].join('\n');
}

/** Text for a `//` comment: no line terminator at all, since the first one ends the comment. */
export function lineComment(text: string): string {
  return wellFormed(text).replace(lineTerminators, ' ');
}

/**
 * A single-quoted TypeScript string literal whose value is exactly `text`: JSON.stringify escapes quotes,
 * backslashes, control characters and lone surrogates; U+2028 and U+2029, which JSON allows raw but the TypeScript
 * scanner reads as line breaks, are escaped too.
 */
export function stringLiteral(text: string): string {
  const json = escapeParagraphSeparators(JSON.stringify(text));
  return `'${json.slice(1, -1).replace(/\\"/g, '"').replace(/'/g, "\\'")}'`;
}

/**
 * stringLiteral(text) with every character outside ASCII written as its `\uXXXX` escape (the same value), for the
 * module-long literals of src/internal/document.ts (the document and the docs page, 10 MB at 1,000 methods). V8
 * stores a string two bytes a character as soon as one character is outside Latin-1, and one arrow in a spec's
 * description made the whole module so, and every copy of it on its way to disk and to esbuild (whose JavaScript
 * escapes them the same way). One pass over the JSON text, then stored one byte a character (a string made from a
 * two-byte one stays two-byte in V8 even when it is ASCII: latin1 round trip).
 */
export function asciiStringLiteral(text: string): string {
  const json = JSON.stringify(text);
  const body = json.slice(1, -1).replace(/\\"|'|[^\x00-\x7f]/g, (match) =>
    match === '\\"' ? '"' : match === "'" ? "\\'" : `\\u${match.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  return oneByte(`'${body}'`);
}

/**
 * A JSON value as a TypeScript expression (JSON text, which is valid JavaScript once U+2028/U+2029 are escaped).
 * An object key `__proto__` becomes the computed key `["__proto__"]`, so it stays an own property instead of
 * setting the prototype of the object literal.
 */
export function jsonLiteral(value: unknown, indent?: number): string {
  if (indent === undefined) return inlineJson(value);
  const text = escapeParagraphSeparators(JSON.stringify(value, null, indent));
  // In JSON text a key is the only place where `"__proto__":` follows `{`, `,` or indentation (inside a string the
  // quote would be escaped).
  return text.replace(/([{,]\s*)"__proto__":/g, '$1["__proto__"]:');
}

/** JSON on one line, spaced as formatted code: `{ "a": [1, 2], "b": {} }`. */
function inlineJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((v) => inlineJson(v === undefined ? null : v)).join(', ')}]`;
  if (typeof value === 'object' && value !== null) {
    if (typeof (value as { toJSON?: unknown }).toJSON === 'function') return inlineJson(JSON.parse(JSON.stringify(value)));
    const entries = Object.entries(value).filter(([, v]) => v !== undefined && typeof v !== 'function');
    if (entries.length === 0) return '{}';
    return `{ ${entries.map(([k, v]) => `${k === '__proto__' ? '["__proto__"]' : escapeParagraphSeparators(JSON.stringify(k))}: ${inlineJson(v)}`).join(', ')} }`;
  }
  return escapeParagraphSeparators(JSON.stringify(value) ?? 'null');
}

function escapeParagraphSeparators(text: string): string {
  return text.replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

const identifierPattern = /^[A-Za-z_$][\w$]*$/;

/** Whether `text` can be written bare: an ASCII identifier (reserved words are fine as property names). */
export function isPropertyIdentifier(text: string): boolean {
  return identifierPattern.test(text);
}

/**
 * A property name in a type (interface member, type literal member, method signature): bare when it is an
 * identifier, else a string literal. `__proto__` is quoted too: in a type it is an ordinary name, and quoting keeps
 * it from looking special to a reader.
 */
export function typeMemberKey(name: string): string {
  return isPropertyIdentifier(name) && name !== '__proto__' ? name : stringLiteral(name);
}

/**
 * A property name in an object literal (a value). Bare or quoted like typeMemberKey, except `__proto__`: in an
 * object literal `__proto__: x` and `'__proto__': x` set the prototype, while the computed key `['__proto__']`
 * makes an own property.
 */
export function objectLiteralKey(name: string): string {
  return name === '__proto__' ? `[${stringLiteral(name)}]` : typeMemberKey(name);
}

/** Property access: `o.name`, or `o['odd name']`. The caller decides whether an inherited value may be read. */
export function propertyAccess(object: string, name: string): string {
  return isPropertyIdentifier(name) && name !== '__proto__' ? `${object}.${name}` : `${object}[${stringLiteral(name)}]`;
}

/**
 * The text between the backticks of a template literal (or template literal type) whose cooked value is `text`:
 * backslash, backtick and `${` escaped; CR escaped (a template literal turns a raw CR or CRLF into LF) and LF too,
 * so the literal stays on one line.
 */
export function templateText(text: string): string {
  return text
    .replace(/[\\`]/g, '\\$&')
    .replace(/\$\{/g, '\\${')
    .replace(/\r/g, '\\r')
    .replace(/\n/g, '\\n')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
    .replace(loneSurrogates, (c) => `\\u${c.charCodeAt(0).toString(16)}`);
}

/**
 * Regular expression source for the text `text` matched literally, safe between the slashes of a regex literal:
 * syntax characters and `/` escaped, and everything outside printable ASCII written as `\uXXXX` (a line terminator
 * may not appear in a regex literal; without the `u` flag a surrogate pair is matched as its two halves).
 */
export function regexLiteralText(text: string): string {
  return text
    .replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')
    .replace(/[^\x20-\x7e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

// ---- Markdown and HTML ----

const markdownInlineSyntax = /[\\`*_[\]|~<>&]/g;

/**
 * Prose in Markdown: the characters that format inline (emphasis, code, links, tables, strike-through, HTML,
 * entities) are backslash-escaped everywhere, and those that start a block (heading, list, quote, setext underline)
 * where they start a line, so the text shows as written and cannot open a tag. Line breaks are kept; the text is
 * taken to start a line.
 */
export function markdownText(text: string): string {
  return wellFormed(text)
    .replace(lineTerminators, '\n')
    .replace(markdownInlineSyntax, '\\$&')
    .replace(/^(\s*)([#+=-])/gm, '$1\\$2')
    .replace(/^(\s*[0-9]+)([.)])/gm, '$1\\$2');
}

/**
 * Prose inside one line of Markdown (a table cell, a heading, the middle of a sentence): inline syntax escaped as in
 * markdownText, line breaks turned into spaces (a break would end the row or the heading).
 */
export function markdownInline(text: string): string {
  return wellFormed(text).replace(markdownInlineSyntax, '\\$&').replace(/\s*(?:\r\n|[\r\n\u2028\u2029])\s*/g, ' ');
}

/**
 * Text the spec writes in CommonMark (OpenRPC `description` fields, whose Markdown the README keeps): inline
 * formatting stays, but raw HTML cannot open (`<` and `&` escaped) and a line cannot open a code fence (which, left
 * unclosed, would swallow the rest of the document).
 */
export function markdownProse(text: string): string {
  return wellFormed(text)
    .replace(lineTerminators, '\n')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/^(\s*)(`{3,}|~{3,})/gm, (_m, space: string, fence: string) => `${space}${fence.replace(/./g, '\\$&')}`);
}

/** CommonMark text inside one line (a table cell): markdownProse, line breaks turned into spaces, `|` escaped. */
export function markdownProseInline(text: string): string {
  return wellFormed(text)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/(?<!\\)((?:\\\\)*)\|/g, '$1\\|')
    .replace(/\s*(?:\r\n|[\r\n\u2028\u2029])\s*/g, ' ');
}

/**
 * An inline code span showing `text` as written: the fence is one backtick longer than the longest run inside, and
 * line breaks become spaces (a code span cannot hold a blank line, and a table row cannot hold any). In a table, a
 * `|` must be escaped even inside a code span (`inTable`).
 */
export function markdownCode(text: string, inTable = false): string {
  let body = wellFormed(text).replace(lineTerminators, ' ');
  if (inTable) body = body.replace(/\|/g, '\\|');
  const longest = Math.max(0, ...(body.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  const pad = body.startsWith('`') || body.endsWith('`') || (body.startsWith(' ') && body.endsWith(' ') && body.trim() !== '') ? ' ' : '';
  return `${fence}${pad}${body}${pad}${fence}`;
}

/** Text in HTML (element content or a quoted attribute value). */
export function htmlText(text: string): string {
  return wellFormed(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/** Text as element content (not an attribute): `&`, `<` and `>` escaped; quotes may stay, which keeps JSON readable and short. */
export function htmlContent(text: string): string {
  return wellFormed(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * A script for inside an HTML `<script>` element with every character outside ASCII written as its `\uXXXX` escape:
 * the same program, since JavaScript reads the escape as the character in strings, template literals and regular
 * expressions (a surrogate pair as two escapes, which `u` patterns read as one code point), and a comment's text
 * does not matter. esbuild writes its output so by default; this does it for the hand-written parts of the page's
 * script. With it, the docs page can be stored one byte a character (latin1Page).
 */
export function asciiScript(script: string): string {
  if (!/[^\x00-\x7f]/.test(script)) return script;
  return oneByte(script.replace(/[^\x00-\x7f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`));
}

/**
 * A whole HTML page whose scripts and styles are ASCII, with every character past U+00FF written as its numeric
 * character reference: the same text in element content, attribute values, `<title>` and `<textarea>` (which read
 * references), and in the banner's comment the reference itself. V8 stores a string two bytes a character as soon
 * as one character is past Latin-1: a 1,000-method page is 8 MB, and one ellipsis in a description made it and every
 * copy of it (hashed, written, embedded in the server's document module) 16 MB.
 */
export function latin1Page(html: string): string {
  // Copied one byte a character even when nothing is replaced: a page made of parts of a two-byte text is two-byte.
  return oneByte(html.replace(/[^\x00-\xff]/gu, (c) => `&#x${c.codePointAt(0)!.toString(16)};`));
}

/** The same text stored one byte a character: a string made from a two-byte one stays two-byte in V8 even when
 * every character fits in one (asciiStringLiteral does the same). Only for text with no character past U+00FF. */
function oneByte(text: string): string {
  return Buffer.from(text, 'latin1').toString('latin1');
}

/** Text inside `<!-- … -->`: with `<` and `>` escaped, nothing in it can end the comment (`-->`, `--!>`) or open one. */
export function htmlComment(text: string): string {
  return wellFormed(text).replace(lineTerminators, ' ').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * A URL for an `href` the spec wrote: only `http:`, `https:` and `mailto:` (and, for links the emitter builds, a
 * `#fragment`), returned attribute-escaped; undefined for anything else (`javascript:`, `data:`, `vbscript:`,
 * relative paths, which on a stand-alone page lead nowhere), so the caller shows the text instead of a link. Control
 * characters and whitespace inside the scheme (`java\tscript:`, which browsers strip) make the URL refused too.
 */
export function htmlHref(url: string): string | undefined {
  const trimmed = url.trim();
  if (/^#[^\s]*$/.test(trimmed)) return htmlText(trimmed);
  if (!/^(?:https?:\/\/|mailto:)[^\s\u0000-\u001f\u007f]+$/i.test(trimmed)) return undefined;
  return htmlText(trimmed);
}

/**
 * A JSON value for inside an HTML `<script>` element: `<` written `\u003c` (so neither `</script>` nor `<!--` can end
 * or change the element), `>` and `&` too, and U+2028/U+2029 escaped (line terminators in older JavaScript).
 */
export function scriptJson(value: unknown): string {
  return (JSON.stringify(value) ?? 'null')
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** A word for a POSIX shell: single-quoted, a `'` inside written `'\''`. */
export function shellQuote(text: string): string {
  return `'${wellFormed(text).replace(/'/g, "'\\''")}'`;
}
