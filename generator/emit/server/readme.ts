// The "Server" section of the generated README (templates/package-readme-server.md.hbs): how to serve the API and
// what the server answers where the spec leaves it open, with the routes, helpers and limits of this model.
import type Handlebars from 'handlebars';
import type { Model } from '../../model/model.js';
import { declaredErrors } from '../errors.js';
import { markdownCode, markdownInline, objectLiteralKey } from '../escape.js';
import { compileMarkdownTemplate } from '../markdown-template.js';
import { limitErrors } from './limits.js';
import { routesOf } from './routes.js';

const templateUrl = new URL('../../../templates/package-readme-server.md.hbs', import.meta.url);
let template: Handlebars.TemplateDelegate | undefined;

/** The section speaks of API keys only where a route carries one, and of credits only where the spec prices a
 * method (`x-credits`): a spec without them gets no word of keys, balances or HTTP 402. `upstream` is accepted for
 * the callers' sake; the gateway is no part of the package (gateway/). */
export function serverReadme(model: Model, _parts: { upstream?: boolean } = {}): string {
  template ??= compileMarkdownTemplate(templateUrl);
  const errors = declaredErrors(model);
  const handlerExamples = model.methods.slice(0, 2).map((m) => {
    const key = objectLiteralKey(m.name);
    const params = m.paramStructure === 'by-name' ? 'params' : `[${m.params.map((p) => p.identifier).join(', ')}]`;
    return `${key}: async (${params}, { signal }) => { /* … */ },`;
  });
  if (model.methods.length > 2) handlerExamples.push('// … one per method');
  const limitNotes = model.methods.flatMap((m) => {
    const limits = m.limits;
    if (!limits) return [];
    const { results, timeout } = limitErrors(m, errors);
    const text = (code: string | undefined) => {
      const declared = errors.find((e) => e.className === code)?.error;
      return declared ? `\`${declared.code}\` ${markdownInline(declared.message)}` : '`-32005`';
    };
    const notes: string[] = [];
    if (limits.maxParams !== undefined) notes.push(`more than ${limits.maxParams} params (the values of its list-valued params and object-param properties) → \`-32602\``);
    if (limits.maxResults !== undefined) notes.push(`a result array longer than ${limits.maxResults} → ${text(results)}`);
    if (limits.timeoutSeconds !== undefined) notes.push(`running past ${limits.timeoutSeconds} s → aborted (\`context.signal\`), ${text(timeout)}`);
    if (limits.gasCap) {
      notes.push(`${markdownCode(limits.gasCap.field)} above ${limits.gasCap.blockGasLimitMultiple} × the block gas limit (the \`blockGasLimit\` option) → \`-32602\``);
    }
    return notes.length === 0 ? [] : [`${markdownCode(m.name)}: ${notes.join('; ')}.`];
  });
  return template({
    serverEntry: `${model.packageName}/server`,
    handlerExamples,
    raiseHelpers: errors.filter((e) => e.fields.length > 0).map((e) => `raise${e.className.replace(/Error$/, '')}(…)`),
    routes: routesOf(model).map((r) => `${r.transport === 'http' ? 'POST' : 'WebSocket'} ${markdownCode(r.path)}`),
    limitNotes,
    keyed: routesOf(model).some((r) => r.keyed),
    credits: model.methods.some((m) => m.credits !== undefined),
    gasCaps: model.methods.some((m) => m.limits?.gasCap !== undefined),
  });
}
