// `serve --config`'s pages for a person at the root: `GET /` where no network is served at the root leads to the one
// network of that Host (302 to its reference page), or lists them when there are several. `GET <base>/` of a network
// leads to its own reference page: its server alone would send `/v3/`, without the network's base.
import type { ServerResponse } from 'node:http';

/** Text for HTML content or a quoted attribute (as the generator's escape.ts `htmlText`): markup characters escaped, lone surrogates replaced. */
function htmlText(text: string): string {
  const wellFormed = text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
  return wellFormed.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/** What a root page needs of a network: its name, base path and documented routes. */
export interface PagedNetwork {
  name: string;
  base: string;
  routes: readonly { transport: 'http' | 'ws'; path: string }[];
}

/** The network's reference page (`<base>/v3/`): its first HTTP route without the key. Undefined where none is plain. */
export function networkPage(network: PagedNetwork): string | undefined {
  const route = network.routes.find((r) => r.transport === 'http' && r.path.endsWith('<API_KEY>'));
  const page = route === undefined ? undefined : `${network.base}${route.path.slice(0, -'<API_KEY>'.length)}`;
  // Only a plain path goes into a header or a link (a base or a spec's path with a stray character goes nowhere).
  return page !== undefined && /^\/[\x21-\x7e]*$/.test(page) ? page : undefined;
}

/** 302 to `page`, with a line of text for a client that does not follow it. */
export function leadTo(res: ServerResponse, page: string, head: boolean): void {
  const body = `The reference of this network is at ${page}\n`;
  res.writeHead(302, { location: page, 'content-type': 'text/plain; charset=utf-8', 'content-length': Buffer.byteLength(body) });
  res.end(head ? undefined : body);
}

/** `GET /`: the one network's page, or a list of every network with its page. */
export function answerRoot(res: ServerResponse, networks: readonly PagedNetwork[], head: boolean): void {
  const paged = networks.map((n) => ({ name: n.name, page: networkPage(n) }));
  if (paged.length === 1 && paged[0]!.page !== undefined) return leadTo(res, paged[0]!.page, head);
  const items = paged.map(({ name, page }) => (page === undefined ? `<li>${htmlText(name)}</li>` : `<li><a href="${htmlText(page)}">${htmlText(name)}</a> <code>${htmlText(page)}</code></li>`));
  const body = `<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Networks</title></head>\n<body><h1>Networks</h1>\n<p>Each network's reference page:</p>\n<ul>\n${items.join('\n')}\n</ul>\n</body></html>\n`;
  res.writeHead(200, {
    'content-type': 'text/html; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'content-security-policy': "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
  });
  res.end(head ? undefined : body);
}
