// Handlebars for the Markdown files rpcforge writes. Templates are compiled with `noEscape` (Handlebars' own escaping
// is for HTML and would mangle Markdown), so spec text must go through a helper named for its context:
//   {{md x}}        prose (a paragraph)         {{cell x}}      prose in a table cell
//   {{line x}}      prose inside a line (a heading)
//   {{prose x}}     CommonMark the spec wrote (a `description`): formatting kept, HTML and code fences not
//   {{proseCell x}} the same in a table cell
//   {{code x}}      an inline code span         {{codeCell x}}  a code span in a table cell
//   {{ts x}}        a TypeScript string literal (inside a ```ts block)
// Triple-stash `{{{x}}}` is for Markdown the emitter already built from escaped parts; a bare `{{x}}` only for
// counts (test/escape.test.ts checks the templates keep to this).
import type Handlebars from 'handlebars';
import { compileTemplate, handlebarsEnvironment } from './handlebars.js';
import { markdownCode, markdownInline, markdownProse, markdownProseInline, markdownText, stringLiteral } from './escape.js';

const handlebars = handlebarsEnvironment();
const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));
handlebars.registerHelper('md', (value: unknown) => markdownText(text(value)));
handlebars.registerHelper('cell', (value: unknown) => markdownInline(text(value)));
handlebars.registerHelper('line', (value: unknown) => markdownInline(text(value)));
handlebars.registerHelper('code', (value: unknown) => markdownCode(text(value)));
handlebars.registerHelper('codeCell', (value: unknown) => markdownCode(text(value), true));
handlebars.registerHelper('prose', (value: unknown) => markdownProse(text(value)));
handlebars.registerHelper('proseCell', (value: unknown) => markdownProseInline(text(value)));
handlebars.registerHelper('ts', (value: unknown) => stringLiteral(text(value)));

export function compileMarkdownTemplate(url: URL): Handlebars.TemplateDelegate {
  return compileTemplate(handlebars, url);
}
