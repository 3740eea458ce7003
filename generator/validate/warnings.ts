// Warnings: what a published document does against the OpenRPC text's advice, where rpcforge can still read it one
// sensible way. Each is located like an error; the CLI prints them, and `--strict` makes them errors.
import type { SpecIssue } from '../errors.js';
import type { Bundle } from '../load/bundle.js';
import { followRefs, isObject } from '../load/json.js';
import { schemaKeywordWarnings } from './schema-keywords.js';

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
  return [...issues, ...schemaKeywordWarnings(bundle)];
}
