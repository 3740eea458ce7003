// What the schema of `x-subscription` cannot say. The unsubscribe method is one of the document's methods (so other
// OpenRPC tooling sees the call a client makes). Kinds have distinct names and distinct values. A kind chosen by
// `value` needs the method's first param to carry it, and a method without values has one kind that takes the
// method's own params. Each `identity` pointer names a property the notification's schema declares, so a client's
// deduplication never reads a member that is never there. Checked only on a value that passed its schema.
import { followRefs, isObject, type JsonObject } from '../load/json.js';
import type { Segment } from '../load/source-file.js';

type At = (path: readonly Segment[], message: string) => void;

export function checkSubscription(doc: JsonObject, method: JsonObject, names: ReadonlySet<string>, path: Segment[], at: At): void {
  const declaration = method['x-subscription'];
  if (!isObject(declaration) || !Array.isArray(declaration.kinds)) return;
  const here = [...path, 'x-subscription'];
  const name = String(method.name);
  if (typeof declaration.unsubscribe === 'string' && !names.has(declaration.unsubscribe)) {
    at([...here, 'unsubscribe'], `x-subscription: the unsubscribe method ${JSON.stringify(declaration.unsubscribe)} is not a method of this document`);
  }
  if (declaration.notification === name) at([...here, 'notification'], `x-subscription: the notification cannot be named as its subscribe method (${name})`);
  const kinds = declaration.kinds.filter(isObject);
  const withValue = kinds.filter((k) => typeof k.value === 'string').length;
  if (withValue > 0 && withValue < kinds.length) at([...here, 'kinds'], 'x-subscription: give every kind a value, or none');
  if (withValue === 0 && kinds.length > 1) at([...here, 'kinds'], 'x-subscription: several kinds need a value each (sent as the first param to choose one)');
  const params = Array.isArray(method.params) ? method.params : [];
  if (withValue > 0 && params.length === 0) at([...here, 'kinds'], `x-subscription: kinds chosen by value need a first param of ${name} to carry it`);
  const seenNames = new Map<string, number>();
  const seenValues = new Map<string, number>();
  kinds.forEach((kind, i) => {
    const kindAt = [...here, 'kinds', i];
    const first = seenNames.get(String(kind.name));
    if (first !== undefined) at([...kindAt, 'name'], `x-subscription: kind ${JSON.stringify(kind.name)} is declared twice (also kinds[${first}])`);
    else seenNames.set(String(kind.name), i);
    if (typeof kind.value === 'string') {
      const earlier = seenValues.get(kind.value);
      if (earlier !== undefined) at([...kindAt, 'value'], `x-subscription: value ${JSON.stringify(kind.value)} chooses two kinds (also kinds[${earlier}])`);
      else seenValues.set(kind.value, i);
    } else if (Array.isArray(kind.params)) {
      at([...kindAt, 'params'], `x-subscription: a kind without a value takes ${name}'s own params; declare them there`);
    }
    const result = isObject(kind.result) ? kind.result.schema : undefined;
    if (Array.isArray(kind.identity)) {
      kind.identity.forEach((pointer, p) => {
        const missing = typeof pointer === 'string' ? missingMember(doc, result, pointer) : undefined;
        if (missing !== undefined) at([...kindAt, 'identity', p], `x-subscription: identity ${JSON.stringify(pointer)} names ${missing}`);
      });
    }
  });
}

/**
 * Why `pointer` cannot reach a value of `schema` (undefined when it can, or when the schema does not say). Each
 * segment is looked up in the schema's `properties` (through `$ref`, `allOf`, `oneOf`/`anyOf` members), or in
 * `items` for an index; a schema that lists no properties is taken to allow any.
 */
function missingMember(doc: JsonObject, schema: unknown, pointer: string): string | undefined {
  const segments = pointer === '' ? [] : pointer.slice(1).split('/').map((s) => s.replaceAll('~1', '/').replaceAll('~0', '~'));
  let current: unknown[] = [schema];
  for (const segment of segments) {
    const next: unknown[] = [];
    let said = false;
    for (const s of current.flatMap((c) => branches(doc, c, 0))) {
      if (!isObject(s)) continue;
      if (/^\d+$/.test(segment) && s.items !== undefined) {
        said = true;
        next.push(s.items);
      } else if (isObject(s.properties)) {
        said = true;
        if (segment in s.properties) next.push(s.properties[segment]);
      }
    }
    if (!said) return undefined;
    if (next.length === 0) return `${JSON.stringify(segment)}, which the notification's schema does not declare`;
    current = next;
  }
  return undefined;
}

/** A schema and the schemas it combines (`$ref`, `allOf`, `oneOf`, `anyOf`), a few levels deep. */
function branches(doc: JsonObject, schema: unknown, depth: number): unknown[] {
  const s = followRefs(doc, schema);
  if (!isObject(s) || depth > 8) return [s];
  const parts = ['allOf', 'oneOf', 'anyOf'].flatMap((k) => (Array.isArray(s[k]) ? (s[k] as unknown[]) : []));
  return [s, ...parts.flatMap((p) => branches(doc, p, depth + 1))];
}
