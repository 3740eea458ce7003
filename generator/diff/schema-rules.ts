// Rules about one pair of schema nodes. Each is written once and registered for both sides of the wire with the
// level its direction gives it: a change that narrows what a value may be breaks callers when the value is a
// request's (they may send what is now refused) and is safe in a result; a change that widens it is safe in a
// request and breaks consumers of a result (they may receive what they do not handle).
import { canonicalJson, compareStrings, hasOwn, isObject } from '../load/json.js';
import type { Bump, Direction, Level } from './change.js';
import type { Finding, SchemaPair, SchemaRule } from './rule.js';
import { describeTypes, isNullable, matchAllOfParts, matchBranches, resolvedText, schemaLabel, show, typeDisjoint, typesOf, unionBranches } from './schema-util.js';

type Effect = Record<'request' | 'response', [Level, Exclude<Bump, 'none'>]>;
const narrows: Effect = { request: ['breaking', 'major'], response: ['info', 'minor'] };
const widens: Effect = { request: ['info', 'minor'], response: ['breaking', 'major'] };
/** Narrows some values and widens others, or cannot be compared from the spec (two regular expressions). */
const undecided: Effect = { request: ['warning', 'minor'], response: ['warning', 'minor'] };
const breaksBoth: Effect = { request: ['breaking', 'major'], response: ['breaking', 'major'] };

/** The kind `<direction>-<id>`, with the level and bump given. */
function oneWay(direction: 'request' | 'response', id: string, [level, bump]: [Level, Exclude<Bump, 'none'>], summary: string, check: (s: SchemaPair) => Finding[]): SchemaRule {
  return { scope: 'schema', kind: `${direction}-${id}`, level, bump, direction, summary, check };
}

/** `id` becomes two kinds, `request-<id>` and `response-<id>`, each with its direction's level. */
function directional(id: string, effect: Effect, summary: string, check: (s: SchemaPair) => Finding[]): SchemaRule[] {
  return (['request', 'response'] as const).map((direction) => oneWay(direction, id, effect[direction], summary, check));
}

const list = (values: Iterable<string>) => [...values].sort(compareStrings).join(', ');
const found = (message: string, path?: (string | number)[]): Finding[] => [{ message, path }];

/** Whether a type set allows `type`: `number` allows every `integer`. */
const covers = (types: Set<string>, type: string) => types.has(type) || (type === 'integer' && types.has('number'));

const typeAdded = (s: SchemaPair): Finding[] => {
  const before = typesOf(s.old);
  const after = typesOf(s.new);
  if (before === undefined) return [];
  if (after === undefined) return found(`type no longer constrained (was ${describeTypes(before)})`, ['type']);
  const added = [...after].filter((t) => !covers(before, t));
  return added.length > 0 ? found(`type ${list(added)} now allowed (was ${describeTypes(before)})`, ['type']) : [];
};

const typeRemoved = (s: SchemaPair): Finding[] => {
  const before = typesOf(s.old);
  const after = typesOf(s.new);
  if (after === undefined) return [];
  if (before === undefined) return found(`now limited to ${describeTypes(after)} (was any type)`, ['type']);
  const removed = [...before].filter((t) => !covers(after, t));
  return removed.length > 0 ? found(`type ${list(removed)} no longer allowed (now ${describeTypes(after)})`, ['type']) : [];
};

const nullableAdded = (s: SchemaPair) => (!isNullable(s.old) && isNullable(s.new) ? found('may now be null') : []);
const nullableRemoved = (s: SchemaPair) => (isNullable(s.old) && !isNullable(s.new) ? found('may no longer be null') : []);

const enumValues = (values: unknown) => new Map((Array.isArray(values) ? values : []).filter((v) => v !== null).map((v) => [canonicalJson(v), v]));
const enumDiff = (s: SchemaPair, want: 'added' | 'removed'): Finding[] => {
  if (!Array.isArray(s.old.enum) || !Array.isArray(s.new.enum)) return [];
  const [from, to] = want === 'added' ? [enumValues(s.old.enum), enumValues(s.new.enum)] : [enumValues(s.new.enum), enumValues(s.old.enum)];
  const diff = [...to.keys()].filter((k) => !from.has(k)).sort(compareStrings);
  return diff.length > 0 ? found(`enum value${diff.length > 1 ? 's' : ''} ${diff.join(', ')} ${want}`, ['enum']) : [];
};
const enumAdded = (s: SchemaPair) => (!hasOwn(s.old, 'enum') && Array.isArray(s.new.enum) ? found(`now limited to the values ${show(s.new.enum)}`, ['enum']) : []);
const enumRemoved = (s: SchemaPair) => (Array.isArray(s.old.enum) && !hasOwn(s.new, 'enum') ? found(`no longer limited to the values ${show(s.old.enum)}`, ['enum']) : []);

const constAdded = (s: SchemaPair) => (!hasOwn(s.old, 'const') && hasOwn(s.new, 'const') ? found(`now fixed to ${show(s.new.const)}`, ['const']) : []);
const constRemoved = (s: SchemaPair) => (hasOwn(s.old, 'const') && !hasOwn(s.new, 'const') ? found(`no longer fixed to ${show(s.old.const)}`, ['const']) : []);
const constChanged = (s: SchemaPair) =>
  hasOwn(s.old, 'const') && hasOwn(s.new, 'const') && canonicalJson(s.old.const) !== canonicalJson(s.new.const)
    ? found(`fixed value changed from ${show(s.old.const)} to ${show(s.new.const)}`, ['const'])
    : [];

const patternAdded = (s: SchemaPair) => (typeof s.old.pattern !== 'string' && typeof s.new.pattern === 'string' ? found(`must now match ${s.new.pattern}`, ['pattern']) : []);
const patternRemoved = (s: SchemaPair) => (typeof s.old.pattern === 'string' && typeof s.new.pattern !== 'string' ? found(`no longer has to match ${s.old.pattern}`, ['pattern']) : []);
const patternChanged = (s: SchemaPair) =>
  typeof s.old.pattern === 'string' && typeof s.new.pattern === 'string' && s.old.pattern !== s.new.pattern
    ? found(`pattern changed from ${s.old.pattern} to ${s.new.pattern}`, ['pattern'])
    : [];

/** Lower bounds narrow when raised or added; upper bounds when lowered or added. */
const lowerBounds = ['minLength', 'minimum', 'exclusiveMinimum', 'minItems'];
const upperBounds = ['maxLength', 'maximum', 'exclusiveMaximum', 'maxItems'];
const boundDiff = (s: SchemaPair, want: 'tightened' | 'loosened'): Finding[] => {
  const out: Finding[] = [];
  for (const keyword of [...lowerBounds, ...upperBounds]) {
    const before = typeof s.old[keyword] === 'number' ? (s.old[keyword] as number) : undefined;
    const after = typeof s.new[keyword] === 'number' ? (s.new[keyword] as number) : undefined;
    if (before === after) continue;
    const lower = lowerBounds.includes(keyword);
    const tighter =
      before === undefined ? true : after === undefined ? false : lower ? after > before : after < before;
    if (tighter !== (want === 'tightened')) continue;
    const text = before === undefined ? `${keyword} ${after} added` : after === undefined ? `${keyword} ${before} removed` : `${keyword} changed from ${before} to ${after}`;
    out.push({ message: text, path: [keyword] });
  }
  return out;
};

const props = (schema: Record<string, unknown>) => (isObject(schema.properties) ? schema.properties : {});
const requiredOf = (schema: Record<string, unknown>) => new Set(Array.isArray(schema.required) ? schema.required.filter((r): r is string => typeof r === 'string') : []);

/** Properties required now and not before. `newToClosed`: only (true) or all but (false) the properties new to an
 * object that refused undeclared ones, which a consumer validating results with the old schema refuses in every
 * answer; undefined: all. */
const requiredAdded = (s: SchemaPair, newToClosed?: boolean): Finding[] => {
  const before = requiredOf(s.old);
  const listed = Array.isArray(s.new.required) ? s.new.required : [];
  const closed = s.old.additionalProperties === false;
  return [...requiredOf(s.new)]
    .filter((name) => !before.has(name))
    .filter((name) => newToClosed === undefined || (closed && !hasOwn(props(s.old), name)) === newToClosed)
    .sort(compareStrings)
    .map((name) => ({
      message: hasOwn(props(s.old), name) ? `property ${name} is now required` : closed ? `new required property ${name} where no undeclared property was allowed` : `new required property ${name}`,
      // The edit is the entry in `required` (the property itself may not have changed): a review annotation goes there.
      at: ['required', listed.indexOf(name)],
      path: ['properties', name],
    }));
};

const requiredRemoved = (s: SchemaPair): Finding[] => {
  const after = requiredOf(s.new);
  // A property removed altogether is reported once, as removed.
  return [...requiredOf(s.old)]
    .filter((name) => !after.has(name) && !(hasOwn(props(s.old), name) && !hasOwn(props(s.new), name)))
    .sort(compareStrings)
    .map((name) => ({ message: `property ${name} is no longer required`, path: ['properties', name] }));
};

/** Optional properties new on this side; `closed`: the old object refused undeclared properties. */
const addedOptional = (s: SchemaPair, closed: boolean): Finding[] => {
  if ((s.old.additionalProperties === false) !== closed) return [];
  const required = requiredOf(s.new);
  return Object.keys(props(s.new))
    .filter((name) => !hasOwn(props(s.old), name) && !required.has(name))
    .sort(compareStrings)
    .map((name) => ({
      message: closed ? `optional property ${name} added where no undeclared property was allowed` : `optional property ${name} added`,
      path: ['properties', name],
    }));
};

const propertyRemoved = (s: SchemaPair): Finding[] =>
  Object.keys(props(s.old))
    .filter((name) => !hasOwn(props(s.new), name))
    .sort(compareStrings)
    .map((name) => ({ message: `property ${name} removed`, path: ['properties', name] }));

/** How much `additionalProperties` lets through: false < a schema < anything (true or absent). */
const openness = (value: unknown) => (value === false ? 0 : isObject(value) ? 1 : 2);
const describeAdditional = (value: unknown) => (value === false ? 'not allowed' : isObject(value) ? `allowed when they match ${schemaLabel(value)}` : 'allowed');
const additionalDiff = (s: SchemaPair, want: 'restricted' | 'allowed'): Finding[] => {
  const before = openness(s.old.additionalProperties);
  const after = openness(s.new.additionalProperties);
  if (before === after || after < before !== (want === 'restricted')) return [];
  return found(`additional properties ${describeAdditional(s.new.additionalProperties)} (were ${describeAdditional(s.old.additionalProperties)})`, ['additionalProperties']);
};
const additionalRestricted = (s: SchemaPair) => additionalDiff(s, 'restricted');
const additionalAllowed = (s: SchemaPair) => additionalDiff(s, 'allowed');

const branchDiff = (s: SchemaPair, want: 'added' | 'removed'): Finding[] => {
  const out: Finding[] = [];
  for (const keyword of ['oneOf', 'anyOf'] as const) {
    // A union appearing or disappearing is a restructuring the walk cannot pair; the keyword rule reports it.
    if (!Array.isArray(s.old[keyword]) || !Array.isArray(s.new[keyword])) continue;
    const match = matchBranches(unionBranches(s.old, keyword), unionBranches(s.new, keyword), s.resolveOld, s.resolveNew);
    const indexes = want === 'added' ? match.added : match.removed;
    const branches = want === 'added' ? (s.new[keyword] as unknown[]) : (s.old[keyword] as unknown[]);
    for (const index of indexes) out.push({ message: `${keyword} branch ${schemaLabel(branches[index])} ${want}`, path: [keyword, index] });
  }
  return out;
};

// Every allOf part is a condition a value must meet: one dropped widens, one added narrows.
const allOfPartDiff = (s: SchemaPair, want: 'added' | 'removed'): Finding[] => {
  const match = matchAllOfParts(s.old.allOf, s.new.allOf, s.resolveOld, s.resolveNew);
  if (!match) return [];
  const parts = (want === 'added' ? s.new.allOf : s.old.allOf) as unknown[];
  return (want === 'added' ? match.added : match.removed).map((index) => ({ message: `allOf part ${schemaLabel(parts[index])} ${want}`, path: ['allOf', index] }));
};

// In a oneOf a value must match exactly one branch, so when branches may overlap, widening one (or adding one) can
// make values match two and be refused, and narrowing one can make values match one and be accepted: neither
// direction holds. Branches that name pairwise different types cannot overlap, and keep the finer rules' levels.
const oneOfOverlap = (s: SchemaPair): Finding[] => {
  const before = s.old.oneOf;
  const after = s.new.oneOf;
  if (!Array.isArray(before) || !Array.isArray(after)) return [];
  if (typeDisjoint(before, s.resolveOld) && typeDisjoint(after, s.resolveNew)) return [];
  if (resolvedText(before, s.resolveOld) === resolvedText(after, s.resolveNew)) return [];
  return found('oneOf branches changed while they may overlap: a value matching two branches is refused, so whether this narrows or widens cannot be decided', ['oneOf']);
};

const refChanged = (s: SchemaPair) =>
  s.oldRef !== undefined && s.newRef !== undefined && s.oldRef !== s.newRef ? found(`$ref changed from ${s.oldRef} to ${s.newRef}`, ['$ref']) : [];

/** Assertion keywords no finer rule compares; any difference in them is reported as it is. */
const otherKeywords = ['items', 'additionalItems', 'allOf', 'not', 'patternProperties', 'oneOf', 'anyOf', 'uniqueItems', 'multipleOf', 'minProperties', 'maxProperties', 'propertyNames', 'contains', 'if', 'then', 'else', 'dependencies'];
const keywordChanged = (s: SchemaPair): Finding[] => {
  const out: Finding[] = [];
  for (const keyword of otherKeywords) {
    const before = s.old[keyword];
    const after = s.new[keyword];
    if (canonicalJson(before) === canonicalJson(after)) continue;
    // Shapes the walk goes into are compared part by part there.
    if (keyword === 'items' && isObject(before) && isObject(after)) continue;
    if (keyword === 'items' && Array.isArray(before) && Array.isArray(after) && before.length === after.length) continue;
    if (keyword === 'additionalItems' && isObject(before) && isObject(after)) continue;
    if (keyword === 'allOf' && Array.isArray(before) && Array.isArray(after)) continue;
    if ((keyword === 'oneOf' || keyword === 'anyOf') && Array.isArray(before) && Array.isArray(after)) continue;
    if (keyword === 'patternProperties' && isObject(before) && isObject(after) && canonicalJson(Object.keys(before).sort(compareStrings)) === canonicalJson(Object.keys(after).sort(compareStrings))) continue;
    const text = before === undefined ? `${keyword} added` : after === undefined ? `${keyword} removed` : `${keyword} changed`;
    out.push({ message: text, path: [keyword] });
  }
  return out;
};

const docKeywords = ['title', 'description', 'examples', 'default', 'format', '$comment'];
const docChanged = (s: SchemaPair): Finding[] =>
  docKeywords
    .filter((k) => canonicalJson(s.old[k]) !== canonicalJson(s.new[k]))
    .map((k) => ({ message: `${k} ${s.old[k] === undefined ? 'added' : s.new[k] === undefined ? 'removed' : 'changed'}`, path: [k] }));

const both = (kind: string, level: Level, bump: Exclude<Bump, 'none'>, summary: string, check: (s: SchemaPair) => Finding[]): SchemaRule => ({
  scope: 'schema',
  kind,
  level,
  bump,
  direction: 'both' as Direction,
  summary,
  check,
});

export const schemaRules: SchemaRule[] = [
  ...directional('type-added', widens, 'a type is allowed that was not, or the type constraint was dropped', typeAdded),
  ...directional('type-removed', narrows, 'a type is no longer allowed, or a type constraint was added', typeRemoved),
  ...directional('nullable-added', widens, 'the value may now be null', nullableAdded),
  ...directional('nullable-removed', narrows, 'the value may no longer be null', nullableRemoved),
  ...directional('enum-value-added', widens, 'a value was added to an enum', (s) => enumDiff(s, 'added')),
  ...directional('enum-value-removed', narrows, 'a value was removed from an enum', (s) => enumDiff(s, 'removed')),
  ...directional('enum-added', narrows, 'the value is now limited to an enum', enumAdded),
  ...directional('enum-removed', widens, 'the value is no longer limited to an enum', enumRemoved),
  ...directional('const-added', narrows, 'the value is now fixed by const', constAdded),
  ...directional('const-removed', widens, 'the value is no longer fixed by const', constRemoved),
  ...directional('const-changed', breaksBoth, 'the const value changed', constChanged),
  ...directional('pattern-added', narrows, 'a string must now match a pattern', patternAdded),
  ...directional('pattern-removed', widens, 'a string no longer has to match a pattern', patternRemoved),
  ...directional('pattern-changed', undecided, 'the pattern changed (whether it narrows or widens cannot be decided)', patternChanged),
  ...directional('bound-tightened', narrows, 'minLength, minimum, exclusiveMinimum or minItems raised or added; a maximum lowered or added', (s) => boundDiff(s, 'tightened')),
  ...directional('bound-loosened', widens, 'a minimum lowered or removed; a maximum raised or removed', (s) => boundDiff(s, 'loosened')),
  oneWay('request', 'required-property-added', narrows.request, 'a property became required, or a new required property', (s) => requiredAdded(s)),
  oneWay('response', 'required-property-added', narrows.response, 'a property became required, or a new required property (but one new to an object with additionalProperties false)', (s) => requiredAdded(s, false)),
  // As property-added-to-closed, and worse: every answer now holds the property, so a consumer validating results
  // with the old schema (the generated client's `validate: true`) refuses all of them.
  oneWay('response', 'required-property-added-to-closed', ['breaking', 'major'], 'a new required property in a result object with additionalProperties false: a consumer validating results refuses every answer', (s) => requiredAdded(s, true)),
  ...directional('required-property-removed', widens, 'a property is no longer required', requiredRemoved),
  ...directional('property-added', { request: ['info', 'minor'], response: ['info', 'minor'] }, 'an optional property was added to an object open to undeclared ones (callers had no reason to send it; consumers ignore it)', (s) => addedOptional(s, false)),
  ...directional('property-added-to-closed', widens, 'an optional property was added to an object with additionalProperties false: results a strict consumer refused', (s) => addedOptional(s, true)),
  ...directional('property-removed', { request: ['warning', 'minor'], response: ['breaking', 'major'] }, 'a property was removed: callers may still send it (the server may ignore or refuse it); consumers reading it break', propertyRemoved),
  ...directional('additional-properties-restricted', narrows, 'additionalProperties became false, or a schema where anything was allowed', additionalRestricted),
  ...directional('additional-properties-allowed', widens, 'additionalProperties is no longer false, or no longer limited by a schema', additionalAllowed),
  ...directional('union-branch-added', widens, 'a oneOf/anyOf branch was added', (s) => branchDiff(s, 'added')),
  ...directional('union-branch-removed', narrows, 'a oneOf/anyOf branch was removed', (s) => branchDiff(s, 'removed')),
  ...directional('all-of-part-added', narrows, 'an allOf part was added (one more condition)', (s) => allOfPartDiff(s, 'added')),
  ...directional('all-of-part-removed', widens, 'an allOf part was removed (one condition less)', (s) => allOfPartDiff(s, 'removed')),
  ...directional('one-of-overlap-changed', undecided, 'a oneOf whose branches may overlap changed (matching two branches is an error)', oneOfOverlap),
  ...directional('keyword-changed', undecided, 'another assertion keyword (items tuple, allOf appearing, not, patternProperties, a union appearing) changed', keywordChanged),
  both('ref-target-changed', 'info', 'patch', 'a $ref names another schema (its content is compared on)', refChanged),
  // Raised by the walk itself (schema-walk.ts) when it stops at its depth or size bound; the check finds nothing.
  both('schema-walk-limit', 'warning', 'minor', 'the schemas nest deeper than 64 levels or hold more than 20,000 nodes: changes below are not compared', () => []),
  both('schema-description-changed', 'info', 'patch', 'title, description, examples, default, format or $comment of a schema changed', docChanged),
];
