// The JSDoc of a method: what it does, its params and result, and the gateway rules that come with it (credits,
// limits, transports, failover, errors and when each happens), so an editor's hover tells the whole story.
import type { MethodModel, Model } from '../../model/model.js';

export function methodDoc(method: MethodModel, model: Model): string {
  const sections: string[] = [];
  if (method.summary) sections.push(method.summary);
  if (method.description && method.description !== method.summary) sections.push(method.description);

  if (method.params.length > 0) {
    const how = method.paramStructure === 'by-name' ? 'by name' : method.paramStructure === 'by-position' ? 'by position' : 'by position or by name';
    const lines = method.params.map((p, i) => {
      const text = p.description ?? p.summary;
      return `${i + 1}. \`${p.name}\` (${p.required ? 'required' : 'optional'})${text ? `: ${text}` : ''}`;
    });
    sections.push(`Params (${how}${method.paramsOptional ? '; may be omitted' : ''}):\n${lines.join('\n')}`);
  } else sections.push('Params: none.');
  if (method.result) sections.push(`Result \`${method.result.name}\`${method.result.description ? `: ${method.result.description}` : '.'}`);

  if (method.credits !== undefined) {
    sections.push(method.credits === 'not shown' ? 'Credits: not shown in the interface document.' : `Credits: ${method.credits} per call.`);
  }
  const limits = method.limits;
  if (limits) {
    const lines: string[] = [];
    if (limits.maxParams !== undefined) lines.push(`at most ${limits.maxParams} parameters in one request`);
    if (limits.maxResults !== undefined) lines.push(`at most ${limits.maxResults} results per query`);
    if (limits.timeoutSeconds !== undefined) lines.push(`query duration at most ${limits.timeoutSeconds} s`);
    if (limits.gasCap) lines.push(`\`${limits.gasCap.field}\` capped at ${limits.gasCap.blockGasLimitMultiple} × the block gas limit`);
    if (lines.length > 0) sections.push(`Limits: ${lines.join('; ')}.`);
  }
  if (method.transports) sections.push(`Transports: ${method.transports.map((t) => (t === 'http' ? 'HTTP' : 'WebSocket')).join(', ')}.`);
  if (method.failover) {
    const plans = method.failover.plans.map((p) => `${p.name} (${p.access})`).join(', ');
    sections.push(`Failover: ${method.failover.description}${plans ? ` Plans: ${plans}.` : ''}`);
  }
  if (method.errors.length > 0) {
    const standard = model.standardErrors.length > 0 ? '\n- and the JSON-RPC 2.0 standard errors' : '';
    // Each error with when it happens (x-error-conditions), so a hover answers "when do I get this?"; the text's
    // lines indented under its item. The callers escape the whole for the comment (escape.ts: docComment).
    const item = (e: MethodModel['errors'][number]) => `- \`${e.code}\` ${e.message}${e.when === undefined ? '' : ` — ${e.when.trim().replace(/\r\n|[\r\n\u2028\u2029]/g, '\n  ')}`}`;
    sections.push(`Errors:\n${method.errors.map(item).join('\n')}${standard}`);
  }
  if (method.decision) sections.push(`Decision: ${method.decision}`);
  if (method.deprecated) sections.push('@deprecated');
  return sections.join('\n\n');
}
