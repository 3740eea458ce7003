// Emits README.md of the generated package from templates/package-readme.md.hbs. The emitter prepares plain rows;
// the template only lays them out.
import type Handlebars from 'handlebars';
import type { OutputOptions } from '../config/outputs.js';
import type { MethodModel, Model } from '../model/model.js';
import { banner } from './banner.js';
import { keyPaths } from './client/emit-client.js';
import type { EmittedFile } from './emitter.js';
import { markdownCode, propertyAccess } from './escape.js';
import { compileMarkdownTemplate } from './markdown-template.js';
import { serverReadme } from './server/readme.js';
import { TypeRenderer } from './types/render-type.js';

const templateUrl = new URL('../../templates/package-readme.md.hbs', import.meta.url);
let template: Handlebars.TemplateDelegate | undefined;

/** `params and results`, `params`, `results` or '' (nothing validated by default). */
function validatedSides(validate: OutputOptions['client']['validate'] | undefined): string {
  if (validate === undefined) return '';
  return [validate.params && 'params', validate.result && 'results'].filter(Boolean).join(' and ');
}

function credits(method: MethodModel): string {
  if (method.credits === undefined) return '';
  return method.credits === 'not shown' ? 'not shown' : String(method.credits);
}

/** `client.eth_call(…)` or `client['odd.name'](…)`: how the README's example calls the first method. */
function clientCall(method: MethodModel | undefined): string {
  if (method === undefined) return '';
  return `${propertyAccess('client', method.name)}(${method.paramStructure === 'by-name' ? '{ … }' : '…'})`;
}

/** `parts`: which of the client and server the package holds (default both); their sections are left out otherwise.
 * `parts.parts`: the outputs' options (the client's transports and validation default). */
export function emitReadme(model: Model, parts: { client?: boolean; server?: boolean; parts?: OutputOptions } = {}): EmittedFile {
  template ??= compileMarkdownTemplate(templateUrl);
  const renderer = new TypeRenderer(model.document, model.schemaNames);
  const shortType = (text: string, fallback: string) => (text.includes('\n') || text.length > 60 ? fallback : text);
  const methods = model.methods.map((m) => ({
    name: m.name,
    summary: m.summary ?? '',
    // Markdown built here from escaped parts: each param a code span.
    params: m.params.map((p) => markdownCode(`${p.name}${p.required ? '' : '?'}: ${shortType(renderer.render(p.schema), 'object')}`, true)).join(', ') || 'none',
    result: m.result ? markdownCode(shortType(renderer.render(m.result.schema), m.resultTypeName), true) : 'none (notification)',
    credits: credits(m),
  }));
  const view = {
    banner: banner(model, 'html').trimEnd(),
    title: model.info.title,
    version: model.info.version,
    description: model.info.description ?? '',
    packageName: model.packageName,
    firstMethod: model.methods[0]?.name ?? '',
    clientCall: clientCall(model.methods[0]),
    hasKeyPath: keyPaths(model).http !== undefined,
    methods,
    hasCredits: model.methods.some((m) => m.credits !== undefined),
    servers: model.servers.map((s) => ({ name: s.name ?? s.url, url: s.url })),
    notShown: model.info.notShown.map((n) => ({ topic: n.topic, text: n.text })),
    schemaCount: model.schemas.length,
    creditRows: model.methods.filter((m) => m.credits !== undefined).map((m) => ({ name: m.name, credits: credits(m) })),
    hasClient: parts.client !== false,
    websocket: parts.parts?.client.websocket !== false,
    validateByDefault: validatedSides(parts.parts?.client.validate),
    serverSection: parts.server === false ? '' : serverReadme(model, { upstream: parts.client !== false }).trimEnd(),
  };
  return { path: 'README.md', contents: template(view) };
}
