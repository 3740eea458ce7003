// Walks an old and a new schema in parallel, following `$ref`s on both sides, and runs the schema rules of one
// direction at every pair of nodes that stand at the same place. Cycle-safe: a pair of references already being
// walked further up is not entered again; depth and the number of nodes visited are bounded as well.
import { compareStrings, followRefs, isObject, parsePointer, type JsonObject } from '../load/json.js';
import type { Segment } from '../load/source-file.js';
import type { Finding, SchemaPair, SchemaRule } from './rule.js';
import { matchAllOfParts, matchBranches, resolvedText, unionBranches } from './schema-util.js';

const maxDepth = 64;
const maxNodes = 20_000;

export interface SchemaWalk {
  direction: 'request' | 'response';
  oldDoc: JsonObject;
  newDoc: JsonObject;
  rules: readonly SchemaRule[];
  emit(rule: SchemaRule, finding: Finding, path: readonly Segment[], at: readonly Segment[]): void;
}

function asSchema(value: unknown): JsonObject {
  if (value === false) return { not: {} };
  return isObject(value) ? value : {};
}

export function walkSchemas(walk: SchemaWalk, oldSchema: unknown, newSchema: unknown, path: readonly Segment[], at: readonly Segment[]): void {
  const rules = walk.rules.filter((r) => r.direction === walk.direction || r.direction === 'both');
  const resolveOld = (v: unknown) => followRefs(walk.oldDoc, v);
  const resolveNew = (v: unknown) => followRefs(walk.newDoc, v);
  const walking = new Set<string>();
  let visited = 0;
  let limited = false;
  const limitRule = walk.rules.find((r) => r.kind === 'schema-walk-limit');

  const visit = (o: unknown, n: unknown, path: readonly Segment[], at: readonly Segment[], depth: number): void => {
    if (depth > maxDepth || ++visited > maxNodes) {
      // Said once per walk, where it happened and only when something below differs, so a silent "no change" is
      // never the result of giving up.
      if (!limited && limitRule && resolvedText(o, resolveOld) !== resolvedText(n, resolveNew)) walk.emit(limitRule, { message: `comparison stopped here (more than ${maxDepth} levels deep or ${maxNodes} nodes): changes below are not reported` }, path, at);
      limited = true;
      return;
    }
    const oldRef = isObject(o) && typeof o.$ref === 'string' ? o.$ref : undefined;
    const newRef = isObject(n) && typeof n.$ref === 'string' ? n.$ref : undefined;
    const pairKey = oldRef !== undefined && newRef !== undefined ? `${oldRef}\n${newRef}` : undefined;
    if (pairKey !== undefined && walking.has(pairKey)) return;
    const oldNode = asSchema(resolveOld(o));
    const newNode = asSchema(resolveNew(n));
    // Findings inside a referenced schema are placed at its definition in the new document.
    const place = newRef?.startsWith('#') && newNode !== n ? parsePointer(newRef.slice(1)) : at;
    const pair: SchemaPair = { old: oldNode, new: newNode, oldRef, newRef, resolveOld, resolveNew };
    for (const rule of rules) {
      for (const finding of rule.check(pair)) walk.emit(rule, finding, path, finding.path?.[0] === '$ref' ? at : place);
    }
    if (pairKey !== undefined) walking.add(pairKey);
    const into = (o2: unknown, n2: unknown, ...segments: Segment[]) => visit(o2, n2, [...path, ...segments], [...place, ...segments], depth + 1);

    const oldProps = isObject(oldNode.properties) ? oldNode.properties : {};
    const newProps = isObject(newNode.properties) ? newNode.properties : {};
    for (const name of Object.keys(newProps).sort(compareStrings)) {
      if (Object.prototype.hasOwnProperty.call(oldProps, name)) into(oldProps[name], newProps[name], 'properties', name);
    }
    for (const keyword of ['additionalProperties', 'additionalItems'] as const) {
      if (isObject(oldNode[keyword]) && isObject(newNode[keyword])) into(oldNode[keyword], newNode[keyword], keyword);
    }
    const oldItems = oldNode.items;
    const newItems = newNode.items;
    if (isObject(oldItems) && isObject(newItems)) into(oldItems, newItems, 'items');
    else if (Array.isArray(oldItems) && Array.isArray(newItems) && oldItems.length === newItems.length) {
      oldItems.forEach((item, i) => into(item, newItems[i], 'items', i));
    }
    if (Array.isArray(oldNode.allOf) && Array.isArray(newNode.allOf)) {
      const oldAll = oldNode.allOf;
      const newAll = newNode.allOf;
      // A part added or dropped: the rules report it, and the parts still on both sides are compared here.
      const match = matchAllOfParts(oldAll, newAll, resolveOld, resolveNew);
      if (match) for (const p of match.pairs) into(oldAll[p.old], newAll[p.new], 'allOf', p.new);
      else oldAll.forEach((item, i) => into(item, newAll[i], 'allOf', i));
    }
    for (const keyword of ['oneOf', 'anyOf'] as const) {
      if (!Array.isArray(oldNode[keyword]) || !Array.isArray(newNode[keyword])) continue;
      const oldBranches = oldNode[keyword] as unknown[];
      const newBranches = newNode[keyword] as unknown[];
      const match = matchBranches(unionBranches(oldNode, keyword), unionBranches(newNode, keyword), resolveOld, resolveNew);
      for (const p of match.pairs) into(oldBranches[p.old], newBranches[p.new], keyword, p.new);
    }
    if (isObject(oldNode.patternProperties) && isObject(newNode.patternProperties)) {
      const newPatterns = newNode.patternProperties;
      for (const [pattern, schema] of Object.entries(oldNode.patternProperties)) {
        if (Object.prototype.hasOwnProperty.call(newPatterns, pattern)) into(schema, newPatterns[pattern], 'patternProperties', pattern);
      }
    }
    if (pairKey !== undefined) walking.delete(pairKey);
  };
  visit(oldSchema, newSchema, path, at, 0);
}
