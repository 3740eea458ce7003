// Emits README.md of the generated package from templates/package-readme.md.hbs. The emitter prepares plain rows;
// the template only lays them out.
import { readFileSync } from 'node:fs';
import Handlebars from 'handlebars';
import type { MethodModel, Model } from '../model/model.js';
import { banner } from './banner.js';
import { keyPaths } from './client/emit-client.js';
import type { EmittedFile } from './emitter.js';
import { serverReadme } from './server/readme.js';
import { TypeRenderer } from './types/render-type.js';

const templateUrl = new URL('../../templates/package-readme.md.hbs', import.meta.url);
let template: Handlebars.TemplateDelegate | undefined;

/** Text safe inside a Markdown table cell. */
function cell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ');
}

function credits(method: MethodModel): string {
  if (method.credits === undefined) return '';
  return method.credits === 'not shown' ? 'not shown' : String(method.credits);
}

/** `client.eth_call(…)` or `client['odd.name'](…)`: how the README's example calls the first method. */
function clientCall(method: MethodModel | undefined): string {
  if (method === undefined) return '';
  const access = /^[A-Za-z_$][\w$]*$/.test(method.name) ? `.${method.name}` : `['${method.name.replace(/[\\']/g, '\\$&')}']`;
  return `client${access}(${method.paramStructure === 'by-name' ? '{ … }' : '…'})`;
}

export function emitReadme(model: Model): EmittedFile {
  template ??= Handlebars.compile(readFileSync(templateUrl, 'utf8'), { noEscape: true, strict: true });
  const renderer = new TypeRenderer(model.document, model.schemaNames);
  const shortType = (text: string, fallback: string) => (text.includes('\n') || text.length > 60 ? fallback : text);
  const methods = model.methods.map((m) => ({
    name: m.name,
    summary: cell(m.summary ?? ''),
    params: cell(
      m.params.map((p) => `\`${p.name}${p.required ? '' : '?'}: ${shortType(renderer.render(p.schema), 'object')}\``).join(', ') || 'none',
    ),
    result: cell(m.result ? `\`${shortType(renderer.render(m.result.schema), m.resultTypeName)}\`` : 'none (notification)'),
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
    notShown: model.info.notShown.map((n) => ({ topic: n.topic, text: cell(n.text) })),
    schemaCount: model.schemas.length,
    creditRows: model.methods.filter((m) => m.credits !== undefined).map((m) => ({ name: m.name, credits: credits(m) })),
    serverSection: serverReadme(model).trimEnd(),
  };
  return { path: 'README.md', contents: template(view) };
}
