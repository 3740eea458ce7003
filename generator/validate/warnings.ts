// Warnings: what a published document does against the OpenRPC text's advice, where rpcforge can still read it one
// sensible way. Each is located like an error; the CLI prints them, and `--strict` makes them errors.
import type { SpecIssue } from '../errors.js';
import type { Bundle } from '../load/bundle.js';
import { followRefs, isObject } from '../load/json.js';
import { descriptorAsSchemaWarnings } from './descriptor-as-schema.js';
import { schemaKeywordWarnings } from './schema-keywords.js';
import { subscriptionSources } from '../model/subscription-sources.js';

export function checkWarnings(bundle: Bundle): SpecIssue[] {
  const issues: SpecIssue[] = [];
  const doc = bundle.document;
  (Array.isArray(doc.methods) ? doc.methods : []).forEach((method, m) => {
    if (!isObject(method) || !Array.isArray(method.params)) return;
    const params = method.params.map((p) => followRefs(doc, p));
    let lastRequired = -1;
    params.forEach((param, p) => {
      if (isObject(param) && param.required === true) lastRequired = p;
    });
    const required = params[lastRequired];
    const requiredName = isObject(required) ? JSON.stringify(required.name) : '';
    params.forEach((param, p) => {
      if (p >= lastRequired || !isObject(param) || param.required === true || typeof param.name !== 'string') return;
      issues.push({
        ...bundle.locate(['methods', m, 'params', p]),
        message:
          `optional param ${JSON.stringify(param.name)} comes before required param ${requiredName} (params[${lastRequired}]); ` +
          'OpenRPC asks for optional params last. Read as: it keeps its position, and null stands for it when left out',
      });
    });
  });
  const pairings = subscriptionSources(doc).warnings.map((w) => ({ ...bundle.locate(w.path), message: w.message }));
  return [...issues, ...falseSchemaWarnings(bundle), ...descriptorAsSchemaWarnings(bundle), ...schemaKeywordWarnings(bundle), ...pairings];
}

/**
 * A param or result whose schema is `false` (Massa writes its "no return" results so): JSON Schema's `false` admits
 * no value, so the validators refuse every answer (or every call) and the result types as `never`. Kept as written,
 * with a warning saying what it means and how a method that answers nothing is written.
 */
function falseSchemaWarnings(bundle: Bundle): SpecIssue[] {
  const issues: SpecIssue[] = [];
  const doc = bundle.document;
  (Array.isArray(doc.methods) ? doc.methods : []).forEach((raw, m) => {
    const method = followRefs(doc, raw);
    if (!isObject(method)) return;
    const result = followRefs(doc, method.result);
    if (isObject(result) && result.schema === false) {
      issues.push({
        ...bundle.locate(['methods', m, 'result', 'schema']),
        message:
          'the result schema is `false`, which admits no value: the validators refuse every answer and the result types as never. ' +
          'A method that answers nothing is written with the schema {"type": "null"}',
      });
    }
    (Array.isArray(method.params) ? method.params : []).forEach((rawParam, p) => {
      const param = followRefs(doc, rawParam);
      if (isObject(param) && param.schema === false) {
        issues.push({
          ...bundle.locate(['methods', m, 'params', p, 'schema']),
          message: `the schema of param ${JSON.stringify(param.name)} is \`false\`, which admits no value: the validators refuse every call that gives it`,
        });
      }
    });
  });
  return issues;
}
