// Every schema the document uses must be one rpcforge can validate: a keyword from `unsupportedKeywords`, a
// pattern that is no valid regular expression, or one that can backtrack catastrophically (pattern-safety.ts) and
// cannot be translated for the linear-time engine the validators then use instead (re2-pattern.ts), is an error at
// its own location. Unknown non-keyword keys are ignored, as JSON Schema says. Schemas reached only
// through a local `$ref` to some other place in the document are checked too, since the validators compile them.
import type { SpecIssue } from '../errors.js';
import type { Bundle } from '../load/bundle.js';
import { forEachRootSchema, getAt, isObject, parsePointer } from '../load/json.js';
import type { Segment } from '../load/source-file.js';
import { laterDraftKeywords, subschemaKeywords, unsupportedKeywords } from '../model/keywords.js';
import { requiredButForbidden } from '../model/required-forbidden.js';
import { translateToRe2 } from '../emit/validators/re2-pattern.js';
import { patternHazard, withPatternBudget } from './pattern-safety.js';

/** Errors: keywords and patterns the validators cannot check faithfully. */
export function checkSchemaKeywords(bundle: Bundle): SpecIssue[] {
  return scanSchemas(bundle).errors;
}

/** Warnings: keywords of later drafts, read as draft-07 reads them (ignored); object schemas no object satisfies. */
export function schemaKeywordWarnings(bundle: Bundle): SpecIssue[] {
  return scanSchemas(bundle).warnings;
}

const scanned = new WeakMap<Bundle, { errors: SpecIssue[]; warnings: SpecIssue[] }>();

function scanSchemas(bundle: Bundle): { errors: SpecIssue[]; warnings: SpecIssue[] } {
  const known = scanned.get(bundle);
  if (known) return known;
  return withPatternBudget(() => scanUnbudgeted(bundle));
}

function scanUnbudgeted(bundle: Bundle): { errors: SpecIssue[]; warnings: SpecIssue[] } {
  const issues: SpecIssue[] = [];
  const warnings: SpecIssue[] = [];
  const doc = bundle.document;
  const visited = new Set<unknown>();
  /** Targets of local references, walked after the schema that names them (a list, not recursion). */
  const referenced: Segment[][] = [];
  const visit = (schema: unknown, path: Segment[]): void => {
    if (!isObject(schema) || visited.has(schema)) return;
    visited.add(schema);
    if (typeof schema.$ref === 'string' && schema.$ref.startsWith('#')) {
      try {
        referenced.push(parsePointer(schema.$ref.slice(1)));
      } catch {
        // Reported by the loader.
      }
    }
    for (const key of Object.keys(schema)) {
      if (unsupportedKeywords.has(key)) {
        issues.push({ ...bundle.locate([...path, key]), message: `JSON Schema keyword "${key}" is not supported by rpcforge's validators; express the rule with supported keywords` });
      } else if (laterDraftKeywords.has(key)) {
        warnings.push({
          ...bundle.locate([...path, key]),
          message: `"${key}" is a keyword of a later JSON Schema draft; OpenRPC schemas are draft-07, where it asserts nothing, so the validators ignore it`,
        });
      }
    }
    if (Array.isArray(schema.required)) {
      for (const name of requiredButForbidden(schema)) {
        warnings.push({
          ...bundle.locate([...path, 'required', schema.required.indexOf(name)]),
          message:
            `required property ${JSON.stringify(name)} is not in "properties" and "additionalProperties" is false, so no object ` +
            'satisfies this schema: the validators refuse every object here. List the property, or drop it from "required"',
        });
      }
    }
    // Patterns are compiled as JavaScript regular expressions with the `u` flag, as ajv does.
    const patterns: [string, Segment[]][] = typeof schema.pattern === 'string' ? [[schema.pattern, [...path, 'pattern']]] : [];
    if (isObject(schema.patternProperties)) for (const key of Object.keys(schema.patternProperties)) patterns.push([key, [...path, 'patternProperties', key]]);
    for (const [pattern, at] of patterns) {
      try {
        new RegExp(pattern, 'u');
      } catch (error) {
        issues.push({ ...bundle.locate(at), message: `pattern ${JSON.stringify(pattern)} is not a valid regular expression: ${(error as Error).message}` });
        continue;
      }
      const hazard = patternHazard(pattern);
      if (hazard === undefined) continue;
      // The validators test such a pattern with re2js (linear time) instead of RegExp, when it translates exactly.
      if (!hazard.analysed) {
        issues.push({ ...bundle.locate(at), message: `pattern ${JSON.stringify(pattern)} ${hazard.reason}` });
        continue;
      }
      const re2 = translateToRe2(pattern);
      if (!re2.ok) issues.push({ ...bundle.locate(at), message: `pattern ${JSON.stringify(pattern)} ${re2.reason}, and ${hazard.reason}` });
    }
    for (const key of subschemaKeywords.single) visit(schema[key], [...path, key]);
    for (const key of subschemaKeywords.list) if (Array.isArray(schema[key])) schema[key].forEach((s, i) => visit(s, [...path, key, i]));
    for (const key of subschemaKeywords.map) {
      const map = schema[key];
      if (isObject(map)) for (const [name, s] of Object.entries(map)) visit(s, [...path, key, name]);
    }
    if (Array.isArray(schema.items)) schema.items.forEach((s, i) => visit(s, [...path, 'items', i]));
    else visit(schema.items, [...path, 'items']);
    for (const key of ['definitions', '$defs']) {
      const map = schema[key];
      if (isObject(map)) for (const [name, s] of Object.entries(map)) visit(s, [...path, key, name]);
    }
  };
  forEachRootSchema(doc, visit);
  for (let target = referenced.shift(); target; target = referenced.shift()) {
    const found = getAt(doc, target);
    if (found.found) visit(found.value, target);
  }
  const result = { errors: issues, warnings };
  scanned.set(bundle, result);
  return result;
}
