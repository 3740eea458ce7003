// `rpcforge serve`: the reference docs page of a spec on a local HTTP server, without writing a package: GET / (and
// /index.html) answers docs/index.html, GET /openrpc.json the bundled document, with the headers the generated
// server sends (the page's CSP by hash, no network; caching by ETag). For reading and sharing a spec's reference on
// a machine; an API's own server publishes the same at its base path.
import { createServer, type Server } from 'node:http';
import { resolveOutputs } from './config/outputs.js';
import { docsPageHeaders, etagOf, renderDocsPage } from './emit/docs/page.js';
import type { LoadOptions } from './load/limits.js';
import { generate } from './pipeline.js';

export interface Published {
  title: string;
  page: string;
  document: string;
  pageHeaders: Record<string, string>;
  documentHeaders: Record<string, string>;
}

/** Generates in memory and returns what `serve` publishes. Throws SpecError for a bad spec, as `generate` does. */
export function publishedDocs(specPath: string, options: LoadOptions = {}, tryOrigins: readonly string[] = []): Published {
  const { model } = generate(specPath, { ...options, outputs: resolveOutputs(['types']) });
  // Served alone, the page has no gateway beside it: "Try it" sends only to the origins named (--try-origin).
  const page = renderDocsPage(model, { connectOrigins: tryOrigins });
  const document = `${JSON.stringify(model.document, null, 2)}\n`;
  return {
    title: `${model.info.title} ${model.info.version}`,
    page: page.html,
    document,
    pageHeaders: docsPageHeaders(page, 'no-cache'),
    documentHeaders: {
      'content-type': 'application/json',
      'access-control-allow-origin': '*',
      etag: etagOf(document),
      'cache-control': 'no-cache',
      'x-content-type-options': 'nosniff',
    },
  };
}

/** An HTTP server answering the page and the document; not yet listening. */
export function docsServer(published: Published): Server {
  return createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    const entry =
      path === '/' || path === '/index.html'
        ? { body: published.page, headers: published.pageHeaders }
        : path === '/openrpc.json'
          ? { body: published.document, headers: published.documentHeaders }
          : undefined;
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' }).end('Method not allowed\n');
      return;
    }
    if (entry === undefined) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found: the page is at /, the document at /openrpc.json\n');
      return;
    }
    if (req.headers['if-none-match'] === entry.headers.etag) {
      res.writeHead(304, entry.headers).end();
      return;
    }
    res.writeHead(200, { ...entry.headers, 'content-length': String(Buffer.byteLength(entry.body)) });
    res.end(req.method === 'HEAD' ? undefined : entry.body);
  });
}
