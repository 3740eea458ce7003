// The reference docs page, docs/index.html: one self-contained HTML file (its style and script inline, nothing loaded
// from the network) built from templates/docs-page.html.hbs. The emitter prepares plain rows from the model; the
// template lays them out, putting every spec string through the helper for its context (./html-template.ts). The
// page works without its script (everything is in the HTML); the script adds the search and the copy buttons.
//
// The Content-Security-Policy allows the page's one inline script and one inline style by their SHA-256 and nothing
// else (`default-src 'none'`): no network, no other script, no inline handler, even if some spec text slipped past
// the escaping. The same policy goes in a <meta> tag (for the file opened from disk) and, with `frame-ancestors`,
// in the header the generated server sends with the page.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type Handlebars from 'handlebars';
import { compareStrings, escapePointerSegment, getAt, isObject, parsePointer, type JsonObject } from '../../load/json.js';
import { exampleRequest } from '../../model/example-params.js';
import type { ErrorModel, ExampleVerdict, JsonSchema, MethodModel, Model } from '../../model/model.js';
import { banner } from '../banner.js';
import { reservedMemberNames } from '../client/runtime/internal/rpc-client.js';
import type { EmittedFile } from '../emitter.js';
import { asciiScript, htmlContent, htmlText, jsonLiteral, latin1Page, propertyAccess, shellQuote } from '../escape.js';
import { describe, TypeRenderer } from '../types/render-type.js';
import { compileHtmlTemplate } from './html-template.js';
import { tryView, validatorsScript } from './try-it.js';

const templateUrl = new URL('../../../templates/docs-page.html.hbs', import.meta.url);
const styleUrl = new URL('../../../templates/docs-page.css', import.meta.url);
const scriptUrl = new URL('../../../templates/docs-page.js', import.meta.url);
const tryScriptUrl = new URL('../../../templates/docs-page-try.js', import.meta.url);
let template: Handlebars.TemplateDelegate | undefined;
let assets: { style: string; script: string; tryScript: string } | undefined;

export interface DocsPage {
  /** The page. */
  html: string;
  /** The policy of its <meta> tag, for a server to send as a header (add `frame-ancestors 'none'` there). */
  csp: string;
  /** A strong validator for caching: the first 32 hex digits of the page's SHA-256, quoted. */
  etag: string;
}

export interface DocsParts {
  /** Whether the package holds the client: the examples then show a client call. Default yes. */
  client?: boolean;
  /**
   * Origins (`https://gateway.example`, `http://127.0.0.1:8545`) the page's "Try it" may send to besides the one it
   * is served from: added to `connect-src` of its policy. Default none.
   */
  connectOrigins?: readonly string[];
  /** A key the "Try it" key field starts with (`serve --demo-key`). Default none: the reader types one. */
  tryKey?: string;
}

/** An origin as `connect-src` takes it: scheme, host and port, nothing else (no path, quote, space or wildcard). */
const originPattern = /^https?:\/\/(?:[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/** The origins checked and in one order, or an error naming the one that is not an origin. */
export function checkConnectOrigins(origins: readonly string[]): string[] {
  for (const origin of origins) {
    if (!originPattern.test(origin)) throw new Error(`not an origin (scheme://host[:port], http or https): ${JSON.stringify(origin)}`);
  }
  return [...new Set(origins.map((o) => o.toLowerCase()))].sort(compareStrings);
}

const sha256 = (text: string, encoding: 'base64' | 'hex') => createHash('sha256').update(text, 'utf8').digest(encoding);

/** The page for `model`, and what a server needs to serve it. */
export function renderDocsPage(model: Model, parts: DocsParts = {}): DocsPage {
  template ??= compileHtmlTemplate(templateUrl);
  assets ??= {
    style: asciiStyle(readFileSync(styleUrl, 'utf8').trimEnd()),
    script: readFileSync(scriptUrl, 'utf8').trimEnd(),
    tryScript: readFileSync(tryScriptUrl, 'utf8').trimEnd(),
  };
  // One script: the search and copy buttons, then the runner with the package's validators in it.
  const [before, after, ...more] = assets.tryScript.split('__RPCFORGE_VALIDATORS__');
  if (after === undefined || more.length > 0) throw new Error('templates/docs-page-try.js must name __RPCFORGE_VALIDATORS__ once');
  // Scripts and style in ASCII and the rest in Latin-1: the page is then stored one byte a character (latin1Page).
  const script = asciiScript(`${assets.script}\n${before}${validatorsScript(model)}${after}`);
  const csp = [
    "default-src 'none'",
    `script-src 'sha256-${sha256(script, 'base64')}'`,
    `style-src 'sha256-${sha256(assets.style, 'base64')}'`,
    // "Try it" sends to the page's own server and to the origins named at generation or serve time, nothing else.
    ["connect-src 'self'", ...checkConnectOrigins(parts.connectOrigins ?? [])].join(' '),
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
  const html = latin1Page(template({ ...view(model, parts), csp, style: assets.style, script, banner: banner(model, 'html').trimEnd() }));
  return { html, csp, etag: etagOf(html) };
}

/** The style sheet, which must be ASCII: a `<style>` element does not read character references (latin1Page). */
function asciiStyle(style: string): string {
  if (/[^\x00-\x7f]/.test(style)) throw new Error('templates/docs-page.css must be ASCII (write other characters as CSS escapes, \\2026)');
  return style;
}

/** A strong ETag of a text: the first 32 hex digits of its SHA-256, quoted. */
export function etagOf(text: string): string {
  return `"${sha256(text, 'hex').slice(0, 32)}"`;
}

/**
 * The headers the page is served with, by the generated server and by `rpcforge serve`: its policy (scripts and
 * styles by hash, no network, never framed), its ETag, no referrer, no sniffing.
 */
export function docsPageHeaders(page: DocsPage, cacheControl: string): Record<string, string> {
  return {
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy': `${page.csp}; frame-ancestors 'none'`,
    'cache-control': cacheControl,
    etag: page.etag,
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
  };
}

export function emitDocsSite(page: DocsPage): EmittedFile {
  return { path: 'docs/index.html', contents: page.html };
}

// ---- ids ----

/** Ids for anchors: readable, unique, and made of [A-Za-z0-9_.-] only, whatever the names hold. */
class Ids {
  private readonly used = new Set<string>([
    ...['main', 'index', 'search', 'search-count', 'copy-status', 'overview', 'servers', 'methods', 'subscriptions', 'subscriptions-title', 'schemas', 'errors', 'not-shown', 'decisions'],
    ...['try', 'try-title', 'try-note', 'try-url', 'try-url-hint', 'try-key', 'try-key-hint'],
  ]);
  claim(prefix: string, name: string): string {
    const slug = name.replace(/[^A-Za-z0-9_.-]/g, (c) => `_${c.codePointAt(0)!.toString(16)}`).slice(0, 80) || '_';
    let id = `${prefix}-${slug}`;
    for (let n = 2; this.used.has(id); n++) id = `${prefix}-${slug}-${n}`;
    this.used.add(id);
    return id;
  }
}

// ---- type texts with links ----

/** Tokens of a rendered type: comments, string and template literals, identifiers, and the rest. */
const typeTokens = /\/\*[\s\S]*?\*\/|'(?:[^'\\]|\\.)*'|`(?:[^`\\]|\\.)*`|[A-Za-z_$][\w$]*|[^'`/A-Za-z_$]+|\//g;

/** HTML of a rendered type, each named schema's type name a link to its section (property names are not linked). */
function typeHtml(text: string, schemaIds: ReadonlyMap<string, string>): string {
  let out = '';
  for (const match of text.matchAll(typeTokens)) {
    const token = match[0];
    const id = /^[A-Za-z_$]/.test(token) ? schemaIds.get(token) : undefined;
    const rest = text.slice(match.index + token.length);
    if (id !== undefined && !/^\??\s*:/.test(rest)) out += `<a href="#${htmlText(id)}">${htmlContent(token)}</a>`;
    else out += htmlContent(token);
  }
  return out;
}

/** The members of a union at the top level of a type text (not inside brackets, braces, parentheses or strings). */
function topLevelUnion(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (const match of text.matchAll(/'(?:[^'\\]|\\.)*'|`(?:[^`\\]|\\.)*`|\/\*[\s\S]*?\*\/|[[{(<]|[\]})>]|\|/g)) {
    const token = match[0];
    if ('[{(<'.includes(token)) depth++;
    else if (']})>'.includes(token)) depth--;
    else if (token === '|' && depth === 0) {
      parts.push(text.slice(start, match.index).trim());
      start = match.index + 1;
    }
  }
  parts.push(text.slice(start).trim());
  return parts;
}

interface TypeView {
  html: string;
  block: boolean;
}

// ---- the view ----

function view(model: Model, parts: DocsParts) {
  const renderer = new TypeRenderer(model.document, model.schemaNames);
  const ids = new Ids();
  const schemaIds = new Map(model.schemas.map((s) => [s.typeName, ids.claim('schema', s.typeName)]));
  const type = (schema: JsonSchema | undefined): TypeView => {
    const text = renderer.render(schema);
    return { html: typeHtml(text, schemaIds), block: text.includes('\n') };
  };
  const nullable = (schema: JsonSchema | undefined) => topLevelUnion(renderer.render(schema)).includes('null');

  const methodIds = model.methods.map((m) => ids.claim('method', m.name));
  const uses = schemaUses(model);
  const httpUrl = curlUrl(model);
  const withClient = parts.client !== false;

  const methods = model.methods.map((method, index) => ({
    ...methodView(method, index, methodIds[index]!, type, nullable, httpUrl, withClient),
    try: { ...tryView(model, method, `try-${index + 1}`), withClient },
  }));

  const families = familiesOf(model, methods);
  const subscriptions = model.subscriptions.map((s, index) => ({
    id: ids.claim('subscription', s.name),
    tryId: `try-sub-${index + 1}`,
    tryParams: s.paramStructure === 'by-name' ? '{}' : '[]',
    notificationParams: JSON.stringify([s.notification.subscriptionParam, s.notification.resultParam]),
    unsubscribeByName: s.unsubscribeByName ?? '',
    name: s.name,
    summary: s.summary ?? '',
    subscribe: s.subscribe,
    value: s.value ?? '',
    unsubscribe: s.unsubscribe,
    params: s.params.map((p) => ({ name: p.name, required: p.required, type: type(p.schema) })),
    notification: s.notification.method,
    carried: `{ ${s.notification.subscriptionParam}, ${s.notification.resultParam} }`,
    type: type(s.notification.schema),
    identity: s.identity.map((p) => (p === '' ? 'the value itself' : p)).join(', '),
    credits: s.credits === undefined ? '' : `${s.credits} per notification`,
  }));
  const schemas = model.schemas.map((s) => {
    const schema = s.schema;
    const members = renderer.objectMembers(schema);
    const usedBy = [...(uses.get(`#/components/schemas/${escapePointerSegment(s.key)}`) ?? [])].sort((a, b) => a - b);
    return {
      id: schemaIds.get(s.typeName)!,
      name: s.typeName,
      key: s.key === s.typeName ? '' : s.key,
      description: isObject(schema) ? (describeSchema(schema) ?? '') : '',
      fields: (members ?? []).map((m) => {
        const property = isObject(schema) && isObject(schema.properties) ? (schema.properties[m.name] as JsonSchema | undefined) : undefined;
        const shown = type(property);
        return {
          name: m.name,
          required: !m.optional,
          type: m.type === 'never' ? { html: 'never (must be absent)', block: false } : shown,
          nullable: property !== undefined && nullable(property),
          description: m.docs ?? '',
        };
      }),
      hasFields: members !== undefined,
      type: members === undefined ? type(schema) : { html: '', block: false },
      nullable: nullable(schema),
      usedBy: usedBy.map((i) => ({ id: methodIds[i]!, name: model.methods[i]!.name })),
      // The schema's own `examples`, with the check's verdict.
      examples: s.examples.map((e) => ({ json: jsonView(clipped(JSON.stringify(e.value, null, 2) ?? 'undefined')), verdict: verdictView(e.verdict) })),
    };
  });

  const errorRows = errorRowsOf(model, methodIds);
  const decisions = decisionsOf(model, methodIds);
  const tryServer = tryTarget(model);
  return {
    ...tryServer,
    tryKey: parts.tryKey ?? '',
    errorsWhen: errorRows.some((e) => e.description !== ''),
    title: model.info.title,
    version: model.info.version,
    description: model.info.description ?? '',
    packageName: model.packageName,
    withClient,
    methodCount: model.methods.length,
    schemaCount: model.schemas.length,
    families,
    servers: serverViews(model),
    schemas,
    subscriptions,
    errors: errorRows,
    notShown: model.info.notShown.map((n) => ({ topic: n.topic, note: n.text })),
    decisions,
    versioning: model.info.versioning
      ? Object.entries(model.info.versioning).map(([k, v]) => ({ name: k, value: Array.isArray(v) ? v.join(', ') : String(v) }))
      : [],
  };
}

/** Families in order of first appearance: x-family, else the first tag, else one group. */
function familiesOf<M>(model: Model, methods: M[]): { name: string; id: string; methods: M[] }[] {
  const families: { name: string; id: string; methods: M[] }[] = [];
  for (const [index, method] of model.methods.entries()) {
    const name = method.family ?? method.tags[0] ?? 'Methods';
    let family = families.find((f) => f.name === name);
    if (family === undefined) {
      family = { name, id: `family-${families.length + 1}`, methods: [] };
      families.push(family);
    }
    family.methods.push(methods[index]!);
  }
  return families;
}

/**
 * Every error a method declares, once per code and message, with the methods that declare it. Its "When" is each
 * distinct text the methods give (x-error-conditions), in method order, one paragraph each.
 */
function errorRowsOf(model: Model, methodIds: string[]): { code: number; message: string; description: string; data: string; methods: { id: string; name: string }[] }[] {
  const errorRows = new Map<string, { code: number; message: string; description: string; data: string; methods: { id: string; name: string }[] }>();
  const whenTexts = new Map<string, string[]>();
  const addError = (error: ErrorModel, method?: number) => {
    const key = `${error.code} ${error.message}`;
    let row = errorRows.get(key);
    if (row === undefined) {
      row = { code: error.code, message: error.message, description: '', data: dataText(error.data), methods: [] };
      errorRows.set(key, row);
      whenTexts.set(key, error.description ? [error.description] : []);
    }
    const texts = whenTexts.get(key)!;
    if (error.when !== undefined && !texts.includes(error.when)) texts.push(error.when);
    if (method !== undefined) row.methods.push({ id: methodIds[method]!, name: model.methods[method]!.name });
  };
  for (const error of model.standardErrors) addError(error);
  for (const [index, method] of model.methods.entries()) for (const error of method.errors) addError(error, index);
  for (const [key, row] of errorRows) row.description = whenTexts.get(key)!.join('\n\n');
  return [...errorRows.values()];
}

/** The decisions the spec records (x-decision) on methods, params and results, in method order. */
function decisionsOf(model: Model, methodIds: string[]): { id: string; name: string; part: string; note: string }[] {
  return model.methods.flatMap((m, index) => {
    const where = { id: methodIds[index]!, name: m.name };
    return [
      ...(m.decision ? [{ ...where, part: 'method', note: m.decision }] : []),
      ...m.params.filter((p) => p.decision).map((p) => ({ ...where, part: `param ${p.name}`, note: p.decision! })),
      ...(m.result?.decision ? [{ ...where, part: `result ${m.result.name}`, note: m.result.decision }] : []),
    ];
  });
}

function serverViews(model: Model) {
  return model.servers.map((s) => ({
    name: s.name ?? '',
    url: s.url,
    description: s.description ?? '',
    transport: s.transport?.protocol === 'websocket' || /^wss?:/i.test(s.url) ? 'WebSocket' : 'HTTP',
    variables: s.variables.map((v) => ({
      name: v.name,
      default: v.default,
      description: v.description ?? '',
      choices: v.enum?.join(', ') ?? '',
      isKey: s.auth?.in === 'path' && s.auth.variable === v.name,
    })),
    auth: s.auth?.in === 'path' ? `The API key travels in the URL path, as {${s.auth.variable}}${s.auth.header === 'none' ? '; no header carries it' : ''}.` : '',
  }));
}

function methodView(
  method: MethodModel,
  index: number,
  id: string,
  type: (schema: JsonSchema | undefined) => TypeView,
  nullable: (schema: JsonSchema | undefined) => boolean,
  httpUrl: string,
  withClient: boolean,
) {
  const limits = method.limits;
  const limitRows = limits
    ? [
        ...(limits.maxParams !== undefined ? [`at most ${limits.maxParams} parameters in one request`] : []),
        ...(limits.maxResults !== undefined ? [`at most ${limits.maxResults} results`] : []),
        ...(limits.timeoutSeconds !== undefined ? [`at most ${limits.timeoutSeconds} s per query`] : []),
        ...(limits.gasCap ? [`${limits.gasCap.field} at most ${limits.gasCap.blockGasLimitMultiple} × the block gas limit`] : []),
      ]
    : [];
  const structure = method.paramStructure === 'by-name' ? 'by name' : method.paramStructure === 'by-position' ? 'by position' : 'by position or by name';
  const facts = [
    ...(method.credits !== undefined ? [{ name: 'Credits', value: method.credits === 'not shown' ? 'not shown' : `${method.credits} per call` }] : []),
    ...(method.transports ? [{ name: 'Transports', value: method.transports.map((t) => (t === 'http' ? 'HTTP' : 'WebSocket')).join(', ') }] : []),
    ...(limitRows.length > 0 ? [{ name: 'Limits', value: limitRows.join('; ') }] : []),
    // A method without params says so once, under Params.
    ...(method.params.length === 0 ? [] : [{ name: 'Params', value: `${structure}${method.paramsOptional ? '; may be omitted' : ''}` }]),
    ...(method.family !== undefined || method.tags.length > 0 ? [{ name: method.family !== undefined ? 'Family' : 'Tags', value: method.family ?? method.tags.join(', ') }] : []),
    { name: 'Retry after a transport failure', value: method.idempotent ? 'safe (idempotent)' : 'not marked safe' },
    ...(method.cache ? [{ name: 'Cacheable (x-cache)', value: cacheFact(method.cache) }] : []),
  ];
  return {
    id,
    name: method.name,
    summary: method.summary ?? '',
    description: method.description && method.description !== method.summary ? method.description : '',
    deprecated: method.deprecated,
    search: [method.name, method.summary ?? '', method.family ?? '', ...method.tags].join(' ').toLowerCase(),
    facts,
    failover: method.failover
      ? { description: method.failover.description, plans: method.failover.plans.map((p) => ({ name: p.name, access: p.access })) }
      : undefined,
    hasFailover: method.failover !== undefined,
    decision: method.decision ?? '',
    params: method.params.map((p, i) => ({
      position: i + 1,
      name: p.name,
      required: p.required,
      nullWhenOmitted: p.nullWhenOmitted,
      deprecated: p.deprecated,
      type: type(p.schema),
      nullable: nullable(p.schema),
      description: p.description ?? p.summary ?? '',
      decision: p.decision ?? '',
    })),
    result: method.result
      ? { name: method.result.name, type: type(method.result.schema), description: method.result.description ?? '', decision: method.result.decision ?? '' }
      : undefined,
    hasResult: method.result !== undefined,
    // The method's own text (x-error-conditions) first: OpenRPC 1.4's error object has no description, though other
    // documents give one. The column shows only when some error has a text.
    errors: method.errors.map((e) => ({ code: e.code, message: e.message, description: e.when ?? e.description ?? '', data: dataText(e.data) })),
    errorsWhen: method.errors.some((e) => (e.when ?? e.description ?? '') !== ''),
    examples: method.examples.map((example, n) => exampleView(method, example, `ex-${index + 1}-${n + 1}`, httpUrl, withClient)),
  };
}

function exampleView(method: MethodModel, example: MethodModel['examples'][number], id: string, httpUrl: string, withClient: boolean) {
  const byName = method.paramStructure === 'by-name';
  // The same request the example check judged (validate/examples.ts).
  const { params, positional, named, sources } = exampleRequest(method, example);
  const request = { jsonrpc: '2.0', id: 1, method: method.name, ...(method.params.length > 0 || example.params.length > 0 ? { params } : {}) };
  const response = example.result === undefined ? undefined : { jsonrpc: '2.0', id: 1, result: example.result };
  const curl = `curl -sS -X POST -H 'content-type: application/json' --data ${shellQuote(JSON.stringify(request))} ${httpUrl}`;
  let call = '';
  if (withClient) {
    const args = byName ? [jsonLiteral(named, 2)] : positional.map((v, i) => (sources[i] === -1 ? 'undefined' : jsonLiteral(v, 2)));
    call = reservedMemberNames.includes(method.name)
      ? `await client.request(${jsonLiteral({ method: method.name, params }, 2)});`
      : `await ${propertyAccess('client', method.name)}(${args.join(', ')});`;
  }
  return {
    id,
    name: example.name,
    description: example.description ?? '',
    request: jsonView(clipped(JSON.stringify(request, null, 2))),
    response: jsonView(response === undefined ? '' : clipped(JSON.stringify(response, null, 2))),
    hasResponse: response !== undefined,
    curl,
    call,
    verdict: verdictView(example.verdict),
  };
}

/** An example's verdict for the page: whether it was checked, and the first reason when it does not match. */
function verdictView(verdict: ExampleVerdict | undefined) {
  return { checked: verdict !== undefined, ok: verdict?.ok === true, reason: verdict?.ok === false ? verdict.reason : '' };
}

/** Lines longer than this are marked to wrap under their own indentation, not at the line's start. */
const wrapAfterChars = 60;
/** Indentation levels the style sheet has a wrap class for (.w0 … .w20); deeper lines use the last. */
const wrapLevels = 20;

/**
 * Indented JSON text as HTML for a `<pre class="json">`: escaped, and each long line (a long hex string, mostly) in a
 * span whose wrapped rest is indented under the line's own indentation (`.wN`, N its two-space levels), so that a
 * wrap does not break the JSON's shape. Short lines stay plain text: the page grows only by the long lines.
 */
function jsonView(text: string): { html: string } {
  const html = text
    .split('\n')
    .map((line) => {
      if (line.length <= wrapAfterChars) return htmlContent(line);
      const level = Math.min(wrapLevels, Math.floor((line.length - line.trimStart().length) / 2));
      return `<span class="wrap w${level}">${htmlContent(line)}</span>`;
    })
    .join('\n');
  return { html };
}

/** The server the page's "Try it" starts from: the first HTTP server's URL, its variables at their defaults but the
 * key's, which stays `{name}` for the page to fill in. `tryWsUrl`, the same for the subscriptions' Try it: the first
 * WebSocket server's URL, or the HTTP one's as a `ws` URL (the generated server serves WebSocket at each HTTP path). */
function tryTarget(model: Model): { tryUrl: string; tryWsUrl: string; tryKeyVariable: string; tryKeyPlaceholder: string } {
  const isWs = (s: Model['servers'][number]) => (s.transport ? s.transport.protocol === 'websocket' : /^wss?:/i.test(s.url));
  const server = model.servers.find((s) => !isWs(s));
  const wsServer = model.servers.find(isWs);
  const key = server?.auth?.in === 'path' ? server.auth.variable : undefined;
  const filled = (target: Model['servers'][number]) =>
    target.url.replace(/\{([^{}]*)\}/g, (whole, name: string) => {
      if (name === key) return whole;
      const variable = target.variables.find((v) => v.name === name);
      return variable && variable.default !== '' ? variable.default : whole;
    });
  const tryUrl = server === undefined ? '' : filled(server);
  const tryWsUrl = wsServer !== undefined ? filled(wsServer) : tryUrl.replace(/^http(s?):/i, 'ws$1:');
  return { tryUrl, tryWsUrl, tryKeyVariable: key ?? '', tryKeyPlaceholder: key === undefined ? '' : `{${key}}` };
}

/** The URL of the first HTTP server as shell words: the key variable becomes `"$API_KEY"`, other variables their defaults. */
function curlUrl(model: Model): string {
  const server = model.servers.find((s) => (s.transport ? s.transport.protocol === 'http' : !/^wss?:/i.test(s.url)));
  if (server === undefined) return '"$RPC_URL"';
  const key = server.auth?.in === 'path' ? server.auth.variable : undefined;
  let words = '';
  let literal = '';
  for (const part of server.url.split(/(\{[^{}]*\})/)) {
    const name = /^\{([^{}]*)\}$/.exec(part)?.[1];
    if (name !== undefined && name === key) {
      if (literal !== '') words += shellQuote(literal);
      literal = '';
      words += '"$API_KEY"';
    } else if (name !== undefined) {
      const variable = server.variables.find((v) => v.name === name);
      literal += variable && variable.default !== '' ? variable.default : part;
    } else literal += part;
  }
  if (literal !== '') words += shellQuote(literal);
  return words;
}

/** Longest example text shown whole: real specs carry whole blocks and traces (the official Ethereum spec has
 * responses of 270 KB), which nobody reads on a page and which would make it megabytes. */
const shownExampleChars = 16_384;

/** `text`, or its first lines up to shownExampleChars and a note of how much more openrpc.json holds. */
function clipped(text: string): string {
  if (text.length <= shownExampleChars) return text;
  const cut = text.lastIndexOf('\n', shownExampleChars);
  const kept = text.slice(0, cut > 0 ? cut : shownExampleChars);
  return `${kept}\n… ${Math.ceil((text.length - kept.length) / 1024)} KiB more: the whole example is in openrpc.json`;
}

function dataText(data: unknown): string {
  return data === undefined ? '' : JSON.stringify(data);
}

function describeSchema(schema: JsonObject): string | undefined {
  return describe(schema);
}

/**
 * For each named schema, the methods whose params or result reach it (through other named schemas too), as method
 * indexes. One walk per method, each schema node visited once.
 */
function schemaUses(model: Model): Map<string, Set<number>> {
  const uses = new Map<string, Set<number>>();
  model.methods.forEach((method, index) => {
    const seen = new Set<unknown>();
    const stack: unknown[] = [...method.params.map((p) => p.schema), method.result?.schema];
    while (stack.length > 0) {
      const node = stack.pop();
      if (node === null || typeof node !== 'object' || seen.has(node)) continue;
      seen.add(node);
      if (Array.isArray(node)) {
        stack.push(...node);
        continue;
      }
      const ref = (node as JsonObject).$ref;
      if (typeof ref === 'string' && ref.startsWith('#')) {
        if (model.schemaNames.has(ref)) {
          let set = uses.get(ref);
          if (set === undefined) uses.set(ref, (set = new Set()));
          set.add(index);
        }
        const target = getAt(model.document, parsePointer(ref.slice(1)));
        if (target.found) stack.push(target.value);
      }
      for (const value of Object.values(node)) if (value !== null && typeof value === 'object') stack.push(value);
    }
  });
  return uses;
}

/** The spec's `x-cache` in words: when a gateway may serve the answer again. */
function cacheFact(rule: NonNullable<MethodModel['cache']>): string {
  if (rule.when === 'found') return 'a result but null, once found';
  const parts = [
    ...(rule.blocks ? [`${rule.blocks.join(', ')} at or below the finalized block`] : []),
    ...(rule.resultBlock ? [`the result's ${rule.resultBlock} at or below the finalized block`] : []),
  ];
  return `when ${parts.join(' and ')}; never a block tag or a null result`;
}
