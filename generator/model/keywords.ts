// Which JSON Schema (draft-07) keywords rpcforge understands. The validator emitter implements every assertion
// keyword here; a schema using a keyword from `unsupported` cannot be validated faithfully, so generation stops
// with its location instead of silently accepting too much.

export const assertionKeywords = new Set([
  '$ref', 'type', 'enum', 'const',
  'pattern', 'minLength', 'maxLength',
  'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum',
  'properties', 'required', 'additionalProperties', 'patternProperties',
  'items', 'additionalItems', 'minItems', 'maxItems',
  'oneOf', 'anyOf', 'allOf', 'not',
  // The rest of draft-07 (emit/validators/keywords-draft07.ts).
  'multipleOf', 'uniqueItems', 'contains', 'minProperties', 'maxProperties', 'propertyNames', 'dependencies',
  'if', 'then', 'else',
]);

/** Keywords that only annotate (or only hold definitions reached through $ref): nothing to check. */
export const annotationKeywords = new Set([
  'title', 'description', 'default', 'examples', '$comment', 'deprecated', 'readOnly', 'writeOnly',
  'format', 'contentEncoding', 'contentMediaType', '$schema', 'definitions', '$defs',
]);

/** JSON Schema keywords that assert something rpcforge does not implement: `$id` would change what references mean. */
export const unsupportedKeywords = new Set(['$id']);

/**
 * Keywords of later drafts (2019-09, 2020-12). OpenRPC schemas are draft-07, where these are unknown keywords and
 * assert nothing, so the validators ignore them as ajv's draft-07 validator does; since their authors meant them as
 * rules, each is a located warning (an error under --strict). Published documents use them (MetaMask's API
 * specs close objects with `unevaluatedProperties`).
 */
export const laterDraftKeywords = new Set([
  'minContains', 'maxContains', 'dependentRequired', 'dependentSchemas', 'unevaluatedProperties', 'unevaluatedItems',
  'prefixItems', '$anchor', '$dynamicRef', '$dynamicAnchor', '$recursiveRef', '$recursiveAnchor', 'contentSchema',
]);

/** Keywords whose value is a schema, a list of schemas, or a map of schemas: where a walk goes next. */
export const subschemaKeywords = {
  single: ['additionalProperties', 'additionalItems', 'not', 'propertyNames', 'contains', 'if', 'then', 'else'],
  list: ['oneOf', 'anyOf', 'allOf'],
  // A `dependencies` entry is a schema or a list of property names; walks skip the lists.
  map: ['properties', 'patternProperties', 'dependencies'],
} as const;
