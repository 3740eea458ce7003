// Spec descriptions (CommonMark in OpenRPC) as HTML for the docs page. markdown-it is used because it follows
// CommonMark (so a description reads as its author saw it in any other OpenRPC tool), escapes everything itself, and
// with `html: false` (the default) raw HTML in the source is shown as text, never passed through. On top of that:
// links only to http(s) and mailto (markdown-it already refuses javascript:, vbscript:, file: and most data:; relative
// links lead nowhere on a stand-alone page), no images (the page loads nothing from the network; an image would be
// a request at view time), and headings written as paragraphs (a description's `# Title` must not break the page's
// outline). The page's CSP would block scripts and images anyway; this keeps them from being written at all.
import MarkdownIt from 'markdown-it';

const md = new MarkdownIt({ html: false, linkify: true, typographer: false });
md.disable(['image', 'heading', 'lheading', 'html_block', 'html_inline']);
md.validateLink = (url: string) => /^(?:https?:\/\/|mailto:)/i.test(url.trim());
// Links leave the page: no referrer, and a new tab would need `noopener` (kept in the same tab here).
const defaultLinkOpen = md.renderer.rules.link_open ?? ((tokens, idx, options, _env, self) => self.renderToken(tokens, idx, options));
md.renderer.rules.link_open = (tokens, idx, options, env, self) => {
  tokens[idx]!.attrSet('rel', 'noopener noreferrer');
  return defaultLinkOpen(tokens, idx, options, env, self);
};

const loneSurrogates = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
const clean = (text: string) => text.replace(loneSurrogates, '\ufffd');

/** A description as block HTML (paragraphs, lists, code, emphasis, links). */
export function markdownHtml(text: string | undefined): string {
  if (text === undefined || text === '') return '';
  return md.render(clean(text)).trimEnd();
}

/** A short text (a summary, a table cell) as inline HTML: no paragraphs or blocks. */
export function markdownInlineHtml(text: string | undefined): string {
  if (text === undefined || text === '') return '';
  return md.renderInline(clean(text).replace(/\s*(?:\r\n|[\r\n\u2028\u2029])\s*/g, ' '));
}
