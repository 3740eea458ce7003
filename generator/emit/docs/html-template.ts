// Handlebars for the HTML rpcforge writes (the docs page). Templates are compiled with `noEscape`, so that no spec
// text is escaped by accident of Handlebars' defaults: every value goes through a helper named for its context,
//   {{text x}}     element content               {{attr x}}     a double-quoted attribute value
//   {{md x}}       CommonMark the spec wrote (a `description`), as block HTML (./markdown.ts: raw HTML shown as text)
//   {{mdInline x}} the same inside a line (a summary, a table cell)
//   {{id x}}       an id or `#fragment` the emitter built (ids are made of [A-Za-z0-9_.$-]; escaped all the same)
// Triple-stash `{{{x}}}` is for HTML the emitter already built from escaped parts (type texts with links, the
// page's own script and style); a bare `{{x}}` only for counts (test/docs-site.test.ts checks the template).
import type Handlebars from 'handlebars';
import { htmlContent, htmlText } from '../escape.js';
import { compileTemplate, handlebarsEnvironment } from '../handlebars.js';
import { markdownHtml, markdownInlineHtml } from './markdown.js';

const handlebars = handlebarsEnvironment();
const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));
handlebars.registerHelper('text', (value: unknown) => htmlContent(text(value)));
handlebars.registerHelper('attr', (value: unknown) => htmlText(text(value)));
handlebars.registerHelper('id', (value: unknown) => htmlText(text(value)));
handlebars.registerHelper('md', (value: unknown) => markdownHtml(text(value)));
handlebars.registerHelper('mdInline', (value: unknown) => markdownInlineHtml(text(value)));

export function compileHtmlTemplate(url: URL): Handlebars.TemplateDelegate {
  return compileTemplate(handlebars, url);
}
