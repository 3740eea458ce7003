// Rules about one method present on both sides: its params (what callers send), result (what consumers get), errors,
// the gateway extensions and the TypeScript names planned for it.
import { canonicalJson, compareStrings, followRefs, isObject, type JsonObject } from '../load/json.js';
import type { Bump, Level } from './change.js';
import type { Finding, MethodPair, MethodRule } from './rule.js';

type Check = (m: MethodPair) => Finding[];
const rule = (kind: string, level: Level, bump: Exclude<Bump, 'none'>, direction: MethodRule['direction'], summary: string, check: Check): MethodRule => ({
  scope: 'method',
  kind,
  level,
  bump,
  direction,
  summary,
  check,
});

const paramName = (p: JsonObject | undefined) => String(p?.name);
const structure = (m: JsonObject): string => (typeof m.paramStructure === 'string' ? m.paramStructure : 'either');
/** Whether params travel by position for some callers: a rename is harmless only for them, an order change only not. */
const positional = (m: MethodPair) => structure(m.new.raw) !== 'by-name';
const byName = (m: MethodPair) => structure(m.old.raw) === 'by-name' && structure(m.new.raw) === 'by-name';

/** An added param that moves kept params to later positions changes what positional callers send. */
const shifts = (m: MethodPair, index: number) => positional(m) && [...m.params.kept, ...m.params.renamed].some((k) => k.new > index);

const paramAddedRequired: Check = (m) =>
  m.params.added.filter((j) => m.new.params[j]!.required === true).map((j) => ({ message: `required param ${paramName(m.new.params[j])} added`, path: ['params', j] }));
const paramAddedOptional: Check = (m) =>
  m.params.added
    .filter((j) => m.new.params[j]!.required !== true && !shifts(m, j))
    .map((j) => ({ message: `optional param ${paramName(m.new.params[j])} added`, path: ['params', j] }));
const paramInserted: Check = (m) =>
  m.params.added
    .filter((j) => m.new.params[j]!.required !== true && shifts(m, j))
    .map((j) => ({ message: `optional param ${paramName(m.new.params[j])} inserted before existing params: their positions move`, path: ['params', j] }));
const paramRemoved: Check = (m) =>
  m.params.removed.map((i) => ({ message: `param ${paramName(m.old.params[i])} removed`, path: ['params', i], at: ['params'] }));

const orderChanged = (m: MethodPair): Finding[] => {
  const kept = [...m.params.kept].sort((a, b) => a.old - b.old);
  const moved = kept.some((k, i) => i > 0 && k.new < kept[i - 1]!.new);
  if (!moved) return [];
  const before = kept.map((k) => paramName(m.old.params[k.old])).join(', ');
  const after = [...kept].sort((a, b) => a.new - b.new).map((k) => paramName(m.new.params[k.new])).join(', ');
  return [{ message: `params reordered from (${before}) to (${after})`, path: ['params'] }];
};
const paramReordered: Check = (m) => (byName(m) ? [] : orderChanged(m));
const paramReorderedByName: Check = (m) => (byName(m) ? orderChanged(m) : []);

const renames = (m: MethodPair, wanted: boolean): Finding[] =>
  m.params.renamed
    .filter(() => (structure(m.old.raw) === 'by-position' && structure(m.new.raw) === 'by-position') === wanted)
    .map((r) => ({
      message: wanted
        ? `param ${paramName(m.old.params[r.old])} renamed to ${paramName(m.new.params[r.new])}: the same on the wire (by position), but the tuple label and the server handler's name change`
        : `param ${paramName(m.old.params[r.old])} renamed to ${paramName(m.new.params[r.new])}: callers sending params by name break`,
      path: ['params', r.new],
    }));

/** Params present on both sides, under the same name or renamed. */
const paired = (m: MethodPair) => [...m.params.kept, ...m.params.renamed];

const requiredFlag = (m: MethodPair, now: boolean): Finding[] =>
  paired(m)
    .filter((k) => (m.old.params[k.old]!.required === true) !== now && (m.new.params[k.new]!.required === true) === now)
    .map((k) => ({ message: `param ${paramName(m.new.params[k.new])} is ${now ? 'now required' : 'now optional'}`, path: ['params', k.new, 'required'] }));

const structureRank: Record<string, number> = { 'by-position': 0, 'by-name': 0, either: 1 };
const structureChange = (m: MethodPair, wanted: 'narrowed' | 'widened'): Finding[] => {
  const before = structure(m.old.raw);
  const after = structure(m.new.raw);
  if (before === after) return [];
  const widened = (structureRank[after] ?? 0) > (structureRank[before] ?? 0);
  if (widened !== (wanted === 'widened')) return [];
  return [{ message: `paramStructure changed from ${before} to ${after}`, path: ['paramStructure'] }];
};

const docFields = ['summary', 'description', 'x-decision'];
const docsChanged = (before: JsonObject | undefined, after: JsonObject | undefined) =>
  docFields.filter((f) => canonicalJson(before?.[f]) !== canonicalJson(after?.[f]));

const paramDocs: Check = (m) =>
  paired(m).flatMap((k) => {
    const fields = docsChanged(m.old.params[k.old], m.new.params[k.new]);
    return fields.length > 0 ? [{ message: `param ${paramName(m.new.params[k.new])}: ${fields.join(', ')} changed`, path: ['params', k.new] }] : [];
  });
const paramDeprecated: Check = (m) =>
  paired(m)
    .filter((k) => m.old.params[k.old]!.deprecated !== true && m.new.params[k.new]!.deprecated === true)
    .map((k) => ({ message: `param ${paramName(m.new.params[k.new])} deprecated`, path: ['params', k.new, 'deprecated'] }));

const deprecation = (m: MethodPair, now: boolean): Finding[] =>
  (m.old.raw.deprecated === true) !== now && (m.new.raw.deprecated === true) === now
    ? [{ message: now ? 'method deprecated' : 'method no longer deprecated', path: ['deprecated'] }]
    : [];
const methodDocs: Check = (m) => {
  const fields = docsChanged(m.old.raw, m.new.raw);
  return fields.length > 0 ? [{ message: `${fields.join(', ')} changed`, path: [] }] : [];
};
const examples: Check = (m) =>
  canonicalJson(m.old.raw.examples ?? []) !== canonicalJson(m.new.raw.examples ?? []) ? [{ message: 'examples changed', path: ['examples'] }] : [];

const resultAdded: Check = (m) => (!m.old.result && m.new.result ? [{ message: 'result added (the method was a notification)', path: ['result'] }] : []);
const resultRemoved: Check = (m) => (m.old.result && !m.new.result ? [{ message: 'result removed: the method became a notification', path: ['result'], at: [] }] : []);
const resultName: Check = (m) =>
  m.old.result && m.new.result && m.old.result.name !== m.new.result.name
    ? [{ message: `result renamed from ${String(m.old.result.name)} to ${String(m.new.result.name)} (not on the wire)`, path: ['result', 'name'] }]
    : [];
const resultDocs: Check = (m) => {
  const fields = m.old.result && m.new.result ? docsChanged(m.old.result, m.new.result) : [];
  return fields.length > 0 ? [{ message: `${fields.join(', ')} changed`, path: ['result'] }] : [];
};

// Errors are paired by code and message, then by code alone (message changed), then by message alone (code changed).
interface ErrorEntry { index: number; code: unknown; message: unknown; data: unknown }
const errorsOf = (raw: JsonObject, resolve: (v: unknown) => unknown): ErrorEntry[] =>
  (Array.isArray(raw.errors) ? raw.errors : []).map((e, index) => {
    const error = resolve(e);
    return isObject(error) ? { index, code: error.code, message: error.message, data: error.data } : { index, code: undefined, message: undefined, data: undefined };
  });
export function matchErrors(m: MethodPair) {
  const resolveOld = (v: unknown) => resolveIn(m.docs.old, v);
  const resolveNew = (v: unknown) => resolveIn(m.docs.new, v);
  let olds = errorsOf(m.old.raw, resolveOld);
  let news = errorsOf(m.new.raw, resolveNew);
  const pairs: { old: ErrorEntry; new: ErrorEntry }[] = [];
  const pairBy = (key: (e: ErrorEntry) => string) => {
    for (const o of [...olds]) {
      const sameOld = olds.filter((x) => key(x) === key(o));
      const sameNew = news.filter((x) => key(x) === key(o));
      if (sameOld.length !== 1 || sameNew.length !== 1) continue;
      pairs.push({ old: o, new: sameNew[0]! });
      olds = olds.filter((x) => x !== o);
      news = news.filter((x) => x !== sameNew[0]);
    }
  };
  pairBy((e) => JSON.stringify([e.code, e.message]));
  pairBy((e) => JSON.stringify(e.code));
  pairBy((e) => JSON.stringify(e.message));
  return { pairs, added: news, removed: olds };
}
const resolveIn = (doc: JsonObject, value: unknown) => followRefs(doc, value);
const errorText = (e: ErrorEntry) => `${String(e.code)} ${JSON.stringify(e.message)}`;

const errorAdded: Check = (m) => matchErrors(m).added.map((e) => ({ message: `error ${errorText(e)} added: consumers may receive it`, path: ['errors', e.index] }));
const errorRemoved: Check = (m) => matchErrors(m).removed.map((e) => ({ message: `error ${errorText(e)} removed`, path: ['errors', e.index], at: ['errors'] }));
const errorCode: Check = (m) =>
  matchErrors(m).pairs.filter((p) => p.old.code !== p.new.code).map((p) => ({ message: `error ${JSON.stringify(p.new.message)}: code changed from ${String(p.old.code)} to ${String(p.new.code)}`, path: ['errors', p.new.index, 'code'] }));
const errorMessage: Check = (m) =>
  matchErrors(m).pairs.filter((p) => p.old.code === p.new.code && p.old.message !== p.new.message).map((p) => ({ message: `error ${String(p.new.code)}: message changed from ${JSON.stringify(p.old.message)} to ${JSON.stringify(p.new.message)} (clients telling errors apart by message may break)`, path: ['errors', p.new.index, 'message'] }));
const errorData: Check = (m) =>
  matchErrors(m).pairs.filter((p) => canonicalJson(p.old.data) !== canonicalJson(p.new.data)).map((p) => ({ message: `error ${errorText(p.new)}: data changed`, path: ['errors', p.new.index, 'data'] }));

// x-credits: a number, "not shown", or absent.
const credits = (m: MethodPair) => ({ before: m.old.raw['x-credits'], after: m.new.raw['x-credits'] });
const creditCheck = (test: (before: unknown, after: unknown) => boolean, text: (before: unknown, after: unknown) => string): Check => (m) => {
  const { before, after } = credits(m);
  return before !== after && test(before, after) ? [{ message: text(before, after), path: ['x-credits'] }] : [];
};
const num = (v: unknown): v is number => typeof v === 'number';
const creditsIncreased = creditCheck((b, a) => num(b) && num(a) && a > b, (b, a) => `credits per call raised from ${b} to ${a}`);
const creditsDecreased = creditCheck((b, a) => num(b) && num(a) && a < b, (b, a) => `credits per call lowered from ${b} to ${a}`);
const creditsHidden = creditCheck((b, a) => num(b) && a === 'not shown', (b) => `credits per call no longer shown (was ${b}): budgets can no longer price the method`);
const creditsShown = creditCheck((b, a) => b === 'not shown' && num(a), (_b, a) => `credits per call now shown: ${a}`);
const creditsDeclared = creditCheck((b) => b === undefined, (_b, a) => `credits per call declared: ${JSON.stringify(a)}`);
const creditsDropped = creditCheck((_b, a) => a === undefined, (b) => `credits per call no longer declared (was ${JSON.stringify(b)})`);

// x-limits: every numeric limit is a ceiling, so lowering or adding one tightens it.
const limitValues = (limits: unknown): Map<string, number> => {
  const out = new Map<string, number>();
  if (!isObject(limits)) return out;
  for (const key of ['maxParams', 'maxResults', 'timeoutSeconds']) if (num(limits[key])) out.set(key, limits[key] as number);
  if (isObject(limits.gasCap) && num(limits.gasCap.blockGasLimitMultiple)) out.set('gasCap.blockGasLimitMultiple', limits.gasCap.blockGasLimitMultiple);
  return out;
};
const limitChange = (wanted: 'tightened' | 'loosened'): Check => (m) => {
  const before = limitValues(m.old.raw['x-limits']);
  const after = limitValues(m.new.raw['x-limits']);
  const out: Finding[] = [];
  for (const key of [...new Set([...before.keys(), ...after.keys()])].sort(compareStrings)) {
    const b = before.get(key);
    const a = after.get(key);
    if (a === b) continue;
    const tighter = b === undefined || (a !== undefined && a < b);
    if (tighter !== (wanted === 'tightened')) continue;
    const text = b === undefined ? `limit ${key} ${a} added` : a === undefined ? `limit ${key} ${b} removed` : `limit ${key} changed from ${b} to ${a}`;
    out.push({ message: text, path: ['x-limits', ...key.split('.')] });
  }
  return out;
};
const gasCapField: Check = (m) => {
  const field = (l: unknown) => (isObject(l) && isObject(l.gasCap) ? l.gasCap.field : undefined);
  const b = field(m.old.raw['x-limits']);
  const a = field(m.new.raw['x-limits']);
  return b !== undefined && a !== undefined && b !== a ? [{ message: `gas cap now applies to ${String(a)} (was ${String(b)})`, path: ['x-limits', 'gasCap', 'field'] }] : [];
};

// x-failover: plans by name.
const plans = (raw: JsonObject) => {
  const failover = raw['x-failover'];
  const list = isObject(failover) && Array.isArray(failover.plans) ? failover.plans : [];
  return new Map(list.filter(isObject).map((p) => [String(p.name), String(p.access)]));
};
const planAdded: Check = (m) => {
  const before = plans(m.old.raw);
  return [...plans(m.new.raw)].filter(([name]) => !before.has(name)).map(([name, access]) => ({ message: `failover now available on plan ${name} (${access})`, path: ['x-failover', 'plans'] }));
};
const planRemoved: Check = (m) => {
  const after = plans(m.new.raw);
  return [...plans(m.old.raw)].filter(([name]) => !after.has(name)).map(([name]) => ({ message: `failover no longer available on plan ${name}`, path: ['x-failover', 'plans'] }));
};
const planChanged: Check = (m) => {
  const after = plans(m.new.raw);
  return [...plans(m.old.raw)].filter(([name, access]) => after.has(name) && after.get(name) !== access).map(([name, access]) => ({ message: `failover on plan ${name}: access changed from ${access} to ${after.get(name)}`, path: ['x-failover', 'plans'] }));
};

// x-transports: compared only when both sides declare them (absent means not documented, not "none").
const transports = (raw: JsonObject) => (Array.isArray(raw['x-transports']) ? new Set(raw['x-transports'].map(String)) : undefined);
const transportDiff = (wanted: 'added' | 'removed'): Check => (m) => {
  const before = transports(m.old.raw);
  const after = transports(m.new.raw);
  if (!before || !after) return [];
  const [from, to] = wanted === 'added' ? [before, after] : [after, before];
  return [...to].filter((t) => !from.has(t)).sort(compareStrings).map((t) => ({ message: `transport ${t} ${wanted}`, path: ['x-transports'] }));
};

const idempotent = (now: boolean): Check => (m) =>
  (m.old.raw['x-idempotent'] === true) !== now && (m.new.raw['x-idempotent'] === true) === now
    ? [{ message: now ? 'now safe to retry (x-idempotent): clients retry it after transport failures' : 'no longer safe to retry: clients stop retrying it after transport failures', path: ['x-idempotent'] }]
    : [];

// x-cache: whether the gateway may serve a method's answers again. Callers cannot tell a hit from a fresh answer when
// the declaration is right (the same bytes, charged the same), so no change of it breaks the API; what it changes is
// the operator's gateway (upstream load, the cache store's size) and, when a rule keeps more than before, the chance
// of a stale answer if the new rule is wrong: that one is a warning, to be checked by a person.
type CacheRule = { when: string; blocks: string[]; resultBlock: string | undefined };
const cacheRule = (raw: JsonObject): CacheRule | undefined => {
  const rule = raw['x-cache'];
  if (!isObject(rule)) return undefined;
  const blocks = Array.isArray(rule.blocks) ? rule.blocks.map(String) : [];
  return { when: String(rule.when), blocks, resultBlock: typeof rule.resultBlock === 'string' ? rule.resultBlock : undefined };
};
const describeCache = (r: CacheRule) =>
  `when: ${r.when}${r.blocks.length > 0 ? `, blocks: ${r.blocks.join(', ')}` : ''}${r.resultBlock !== undefined ? `, resultBlock: ${r.resultBlock}` : ''}`;
const cacheAdded: Check = (m) => {
  const after = cacheRule(m.new.raw);
  return cacheRule(m.old.raw) === undefined && after !== undefined
    ? [{ message: `answers may now be served from the gateway's cache (x-cache ${describeCache(after)}): callers get the same answers, each charged as before; operators: fewer upstream calls, entries in the cache store`, path: ['x-cache'] }]
    : [];
};
const cacheRemoved: Check = (m) => {
  const before = cacheRule(m.old.raw);
  return before !== undefined && cacheRule(m.new.raw) === undefined
    ? [{ message: `answers are no longer served from the gateway's cache (was x-cache ${describeCache(before)}): every call goes upstream; operators: more upstream load`, path: ['x-cache'] }]
    : [];
};
/**
 * What a changed rule keeps more of (`widened`) or less of (`narrowed`); one edit may do both (a block param swapped).
 * `found` keeps any non-null answer, `finalized` only final ones; fewer `blocks` or no `resultBlock` checks fewer blocks.
 */
const cacheScope = (wanted: 'widened' | 'narrowed'): Check => (m) => {
  const before = cacheRule(m.old.raw);
  const after = cacheRule(m.new.raw);
  if (before === undefined || after === undefined || describeCache(before) === describeCache(after)) return [];
  const looser: string[] = [];
  const stricter: string[] = [];
  if (before.when !== after.when) (after.when === 'found' ? looser : stricter).push(`when ${before.when} → ${after.when}`);
  const dropped = before.blocks.filter((b) => !after.blocks.includes(b));
  const added = after.blocks.filter((b) => !before.blocks.includes(b));
  if (dropped.length > 0) looser.push(`block ${dropped.join(', ')} no longer checked`);
  if (added.length > 0) stricter.push(`block ${added.join(', ')} now checked`);
  if (before.resultBlock !== after.resultBlock) {
    if (before.resultBlock !== undefined) looser.push(`result block ${before.resultBlock} no longer checked`);
    if (after.resultBlock !== undefined) stricter.push(`result block ${after.resultBlock} now checked`);
  }
  const found = wanted === 'widened' ? looser : stricter;
  if (found.length === 0) return [];
  const change = `x-cache ${describeCache(before)} → ${describeCache(after)} (${found.join('; ')})`;
  return [
    {
      message:
        wanted === 'widened'
          ? `${change}: the gateway keeps answers it did not; callers may be served a stale answer if one of them can still change`
          : `${change}: the gateway keeps fewer answers; operators: more upstream load`,
      path: ['x-cache'],
    },
  ];
};

const family: Check = (m) =>
  m.old.raw['x-family'] !== m.new.raw['x-family'] ? [{ message: `family changed from ${String(m.old.raw['x-family'])} to ${String(m.new.raw['x-family'])}`, path: ['x-family'] }] : [];

// The TypeScript view: the names the generated package exports for the method.
const typeNames: Check = (m) =>
  (['paramsTypeName', 'resultTypeName'] as const)
    .filter((key) => m.old.model[key] !== m.new.model[key])
    .map((key) => ({ message: `exported type ${m.old.model[key]} is now ${m.new.model[key]}: code importing it breaks, though the wire is unchanged`, path: [key === 'paramsTypeName' ? 'params' : 'result'] }));

export const methodRules: MethodRule[] = [
  rule('param-added-required', 'breaking', 'major', 'request', 'a required param was added', paramAddedRequired),
  rule('param-added-optional', 'info', 'minor', 'request', 'an optional param was added after the existing ones (or by name)', paramAddedOptional),
  rule('param-inserted', 'breaking', 'major', 'request', 'an optional param was added before existing by-position params', paramInserted),
  rule('param-removed', 'breaking', 'major', 'request', 'a param was removed', paramRemoved),
  rule('param-reordered', 'breaking', 'major', 'request', 'params sent by position changed order', paramReordered),
  rule('param-reordered-by-name', 'info', 'patch', 'request', 'params sent by name only changed order (the wire is unchanged)', paramReorderedByName),
  rule('param-renamed', 'breaking', 'major', 'request', 'a param that may be sent by name was renamed', (m) => renames(m, false)),
  rule('param-renamed-positional', 'info', 'patch', 'request', 'a by-position param was renamed: the same wire, a TypeScript-source change', (m) => renames(m, true)),
  rule('param-required-added', 'breaking', 'major', 'request', 'an optional param became required', (m) => requiredFlag(m, true)),
  rule('param-required-removed', 'info', 'minor', 'request', 'a required param became optional', (m) => requiredFlag(m, false)),
  rule('param-structure-narrowed', 'breaking', 'major', 'request', 'paramStructure no longer accepts a form it accepted', (m) => structureChange(m, 'narrowed')),
  rule('param-structure-widened', 'info', 'minor', 'request', 'paramStructure became either', (m) => structureChange(m, 'widened')),
  rule('param-deprecated', 'info', 'minor', 'request', 'a param was deprecated', paramDeprecated),
  rule('param-description-changed', 'info', 'patch', 'request', "a param's summary, description or x-decision changed", paramDocs),
  rule('result-added', 'info', 'minor', 'response', 'a notification now has a result', resultAdded),
  rule('result-removed', 'breaking', 'major', 'response', 'the result was removed (the method became a notification)', resultRemoved),
  rule('result-name-changed', 'info', 'patch', 'response', "the result's name changed (not on the wire)", resultName),
  rule('result-description-changed', 'info', 'patch', 'response', "the result's summary, description or x-decision changed", resultDocs),
  rule('error-added', 'warning', 'minor', 'response', 'an error was added: consumers may receive an error they do not handle', errorAdded),
  rule('error-removed', 'info', 'minor', 'response', 'an error was removed', errorRemoved),
  rule('error-code-changed', 'breaking', 'major', 'response', "an error's code changed", errorCode),
  rule('error-message-changed', 'warning', 'minor', 'response', "an error's message changed (clients may tell errors of one code apart by message)", errorMessage),
  rule('error-data-changed', 'warning', 'minor', 'response', "an error's data changed", errorData),
  rule('method-deprecated', 'info', 'minor', 'both', 'the method was deprecated', (m) => deprecation(m, true)),
  rule('method-undeprecated', 'info', 'minor', 'both', 'the method is no longer deprecated', (m) => deprecation(m, false)),
  rule('method-description-changed', 'info', 'patch', 'both', "the method's summary, description or x-decision changed", methodDocs),
  rule('example-changed', 'info', 'patch', 'both', "the method's examples changed", examples),
  rule('credits-increased', 'warning', 'minor', 'request', 'x-credits raised: callers pay more per call', creditsIncreased),
  rule('credits-decreased', 'info', 'minor', 'request', 'x-credits lowered', creditsDecreased),
  rule('credits-not-shown', 'warning', 'minor', 'request', 'x-credits became "not shown": the cost is no longer known', creditsHidden),
  rule('credits-shown', 'info', 'minor', 'request', 'x-credits was "not shown" and is now a number', creditsShown),
  rule('credits-declared', 'info', 'minor', 'request', 'x-credits was added', creditsDeclared),
  rule('credits-dropped', 'warning', 'minor', 'request', 'x-credits was removed', creditsDropped),
  rule('limit-tightened', 'breaking', 'major', 'request', 'an x-limits ceiling (maxParams, maxResults, timeoutSeconds, gasCap multiple) was lowered or added', limitChange('tightened')),
  rule('limit-loosened', 'info', 'minor', 'request', 'an x-limits ceiling was raised or removed', limitChange('loosened')),
  rule('limit-changed', 'warning', 'minor', 'request', 'the field the gas cap applies to changed', gasCapField),
  rule('failover-plan-added', 'info', 'minor', 'both', 'failover became available on a plan', planAdded),
  rule('failover-plan-removed', 'warning', 'minor', 'both', 'failover is no longer available on a plan', planRemoved),
  rule('failover-plan-changed', 'warning', 'minor', 'both', 'the access to failover on a plan changed', planChanged),
  rule('transport-added', 'info', 'minor', 'both', 'a transport was added to x-transports', transportDiff('added')),
  rule('transport-removed', 'breaking', 'major', 'both', 'a transport was removed from x-transports', transportDiff('removed')),
  rule('idempotent-added', 'info', 'minor', 'both', 'the method became safe to retry', idempotent(true)),
  rule('idempotent-removed', 'warning', 'minor', 'both', 'the method is no longer safe to retry', idempotent(false)),
  rule('cache-added', 'info', 'patch', 'both', 'the method became cacheable (x-cache): the same answers, a gateway operator note', cacheAdded),
  rule('cache-removed', 'info', 'patch', 'both', 'the method is no longer cacheable (x-cache): more upstream load', cacheRemoved),
  rule('cache-widened', 'warning', 'patch', 'both', 'x-cache keeps more answers than before (found instead of finalized, fewer blocks checked): check none can change', cacheScope('widened')),
  rule('cache-narrowed', 'info', 'patch', 'both', 'x-cache keeps fewer answers than before', cacheScope('narrowed')),
  rule('family-changed', 'info', 'patch', 'both', 'x-family changed', family),
  rule('ts-method-type-renamed', 'breaking', 'major', 'both', "the planned XParams/XResult type name changed (TypeScript source breaks, the wire does not)", typeNames),
];
