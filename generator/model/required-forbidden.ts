// An object schema can require a name that it also forbids: `required` lists it, `additionalProperties` is false,
// and neither `properties` nor `patternProperties` admits it (Massa's published `CompactConfig` requires
// `execution_stats` and lists no such property). No object satisfies such a schema, so every value the server
// answers or the client sends there is refused, which the document's author rarely means. generate warns at the
// name (validate/schema-keywords.ts) and `serve --mock` says why it has no value (values/arbitrary.ts).
import { isObject } from '../load/json.js';

/** The names `schema` requires but does not allow; empty when every required name may be present. */
export function requiredButForbidden(schema: unknown): string[] {
  if (!isObject(schema) || schema.additionalProperties !== false || !Array.isArray(schema.required)) return [];
  // A pattern may admit the name; rather than run a document's pattern here, such a schema is not judged.
  if (isObject(schema.patternProperties) && Object.keys(schema.patternProperties).length > 0) return [];
  const properties = isObject(schema.properties) ? schema.properties : {};
  const names = schema.required.filter((name): name is string => typeof name === 'string' && !Object.hasOwn(properties, name));
  return [...new Set(names)];
}
