// A content descriptor filed under components.schemas: `{ name, description, schema: {…} }` where a JSON Schema
// belongs (Starknet's WebSocket API files SUBSCRIPTION_ID so and uses it as its subscribe methods' result schema;
// Aura's digital asset API files its pagination params so). Read as JSON Schema, which it is in that place, it holds
// no assertion keyword: it accepts every value and types as `unknown`, so the rule its inner `schema` states (a
// string, an integer up to 50) is lost where a schema `$ref` names it. A param `$ref` to it still reads the
// descriptor. Kept as written (it is valid JSON Schema), with a warning saying what is lost and where it belongs.
import type { SpecIssue } from '../errors.js';
import type { Bundle } from '../load/bundle.js';
import { isObject } from '../load/json.js';
import { assertionKeywords } from '../model/keywords.js';

export function descriptorAsSchemaWarnings(bundle: Bundle): SpecIssue[] {
  const components = bundle.document.components;
  const schemas = isObject(components) && isObject(components.schemas) ? components.schemas : {};
  const issues: SpecIssue[] = [];
  for (const [name, schema] of Object.entries(schemas)) {
    if (!isObject(schema) || typeof schema.name !== 'string' || !('schema' in schema)) continue;
    if (Object.keys(schema).some((key) => assertionKeywords.has(key))) continue;
    issues.push({
      ...bundle.locate(['components', 'schemas', name]),
      message:
        `${JSON.stringify(name)} has the shape of a content descriptor (name and schema, no JSON Schema keyword): as a schema it asserts ` +
        'nothing, so where a schema $ref names it every value is valid and its type is unknown; its inner "schema" is not applied. ' +
        'A content descriptor belongs in components.contentDescriptors; a schema $ref would name its inner schema',
    });
  }
  return issues;
}
