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
]);

/** Keywords that only annotate (or only hold definitions reached through $ref): nothing to check. */
export const annotationKeywords = new Set([
  'title', 'description', 'default', 'examples', '$comment', 'deprecated', 'readOnly', 'writeOnly',
  'format', 'contentEncoding', 'contentMediaType', '$schema', 'definitions', '$defs',
]);

/** JSON Schema keywords that assert something rpcforge does not implement. */
export const unsupportedKeywords = new Set([
  '$id', 'multipleOf', 'uniqueItems', 'contains', 'minContains', 'maxContains', 'minProperties', 'maxProperties',
  'propertyNames', 'dependencies', 'dependentRequired', 'dependentSchemas', 'if', 'then', 'else',
  'unevaluatedProperties', 'unevaluatedItems', 'prefixItems', '$anchor', '$dynamicRef', '$dynamicAnchor',
  '$recursiveRef', '$recursiveAnchor', 'contentSchema',
]);

/** Keywords whose value is a schema, a list of schemas, or a map of schemas: where a walk goes next. */
export const subschemaKeywords = {
  single: ['additionalProperties', 'additionalItems', 'not'],
  list: ['oneOf', 'anyOf', 'allOf'],
  map: ['properties', 'patternProperties'],
} as const;
