// The checker: pairs what the two specs hold (methods, params) and runs every rule of the table on each pair.
// It returns data only; formatting is elsewhere (format.ts).
import { canonicalJson, followRefs, getAt, isObject, parsePointer, type JsonObject } from '../load/json.js';
import type { Segment } from '../load/source-file.js';
import { formatJsonPath } from '../errors.js';
import { sortChanges, type Change } from './change.js';
import type { DocumentPair, Finding, MethodMatching, MethodPair, MethodSide, ParamMatching, Rule, SchemaRule, Side } from './rule.js';
import { rules } from './rules.js';
import { walkSchemas } from './schema-walk.js';
import { subscriptionAt } from './subscription-rules.js';

export function diffSides(old: Side, neu: Side, table: readonly Rule[] = rules): Change[] {
  const changes: Change[] = [];
  const record = (rule: Rule, method: string, finding: Finding, path: readonly Segment[], at: readonly Segment[]) => {
    changes.push({
      level: rule.level,
      kind: rule.kind,
      method: finding.method ?? method,
      path: formatJsonPath([...path, ...(finding.path ?? [])]),
      message: finding.message,
      bump: rule.bump,
      at: finding.at ? [...at, ...finding.at] : [...at, ...(finding.path ?? [])],
    });
  };

  const document: DocumentPair = { old, new: neu, methods: matchMethods(old, neu) };
  for (const rule of table) if (rule.scope === 'document') for (const f of rule.check(document)) record(rule, '', f, [], []);

  const schemaRules = table.filter((r): r is SchemaRule => r.scope === 'schema');
  const unchanged = sameSchemas(old.document, neu.document);
  for (const name of document.methods.kept) {
    const before = old.methods.get(name)!;
    const after = neu.methods.get(name)!;
    const pair: MethodPair = { old: before, new: after, params: matchParams(before, after), docs: { old: old.document, new: neu.document } };
    const methodAt: Segment[] = ['methods', pair.new.index];
    for (const rule of table) if (rule.scope === 'method') for (const f of rule.check(pair)) record(rule, name, f, [], methodAt);

    const walk = (direction: 'request' | 'response') => ({
      direction,
      oldDoc: old.document,
      newDoc: neu.document,
      rules: schemaRules,
      emit: (rule: SchemaRule, f: Finding, path: readonly Segment[], at: readonly Segment[]) => record(rule, name, f, path, at),
    });
    for (const k of [...pair.params.kept, ...pair.params.renamed]) {
      const before = pair.old.params[k.old]!.schema ?? true;
      const after = pair.new.params[k.new]!.schema ?? true;
      if (!unchanged(before, after)) walkSchemas(walk('request'), before, after, ['params', k.new, 'schema'], [...methodAt, 'params', k.new, 'schema']);
    }
    if (pair.old.result && pair.new.result) {
      const before = pair.old.result.schema ?? true;
      const after = pair.new.result.schema ?? true;
      if (!unchanged(before, after)) walkSchemas(walk('response'), before, after, ['result', 'schema'], [...methodAt, 'result', 'schema']);
    }
  }
  diffSubscriptions(old, neu, schemaRules, unchanged, record);
  return sortChanges(changes);
}

type Record_ = (rule: Rule, method: string, finding: Finding, path: readonly Segment[], at: readonly Segment[]) => void;

/** A kept subscription's params (read as a request) and notification (what the server sends: a response), walked as a
 * method's are. Its changes name the subscription as `subscribe.<name>`. */
function diffSubscriptions(old: Side, neu: Side, schemaRules: SchemaRule[], unchanged: (a: unknown, b: unknown) => boolean, record: Record_): void {
  const before = new Map(old.model.subscriptions.map((s) => [s.name, s]));
  for (const after of neu.model.subscriptions) {
    const was = before.get(after.name);
    if (was === undefined) continue;
    const name = `subscribe.${after.name}`;
    const at = subscriptionAt(neu.document, after);
    const walk = (direction: 'request' | 'response') => ({
      direction,
      oldDoc: old.document,
      newDoc: neu.document,
      rules: schemaRules,
      emit: (rule: SchemaRule, f: Finding, path: readonly Segment[], where: readonly Segment[]) => record(rule, name, f, path, where),
    });
    if (!unchanged(was.notification.schema, after.notification.schema)) walkSchemas(walk('response'), was.notification.schema, after.notification.schema, ['notification', 'schema'], at.notification);
    after.params.forEach((param, i) => {
      const previous = was.params.find((p) => p.name === param.name);
      if (previous !== undefined && !unchanged(previous.schema, param.schema)) walkSchemas(walk('request'), previous.schema, param.schema, ['params', i, 'schema'], [...at.params, i, 'schema']);
    });
  }
}

/**
 * Whether two schemas are the same: the same JSON text, and every local `$ref` they reach, transitively, names a
 * definition whose text is the same in both documents. A spec edit leaves most of a document as it was, and walking
 * an unchanged schema finds nothing: this skips the walk for all of it. Text written in another key order is not
 * "the same" here and is walked as before.
 */
function sameSchemas(old: JsonObject, neu: JsonObject): (before: unknown, after: unknown) => boolean {
  /** Per ref: whether its definition's own text is the same on both sides, and the refs in it (new side). */
  const definitions = new Map<string, { same: boolean; refs: Set<string> }>();
  const refsIn = (value: unknown, out: Set<string>, depth: number): void => {
    if (depth > 256) throw new RangeError('nested too deeply');
    if (Array.isArray(value)) for (const item of value) refsIn(item, out, depth + 1);
    else if (isObject(value)) {
      if (typeof value.$ref === 'string') out.add(value.$ref);
      for (const key of Object.keys(value)) refsIn(value[key], out, depth + 1);
    }
  };
  // One step, not followRefs: a ref to a ref is checked link by link, so a changed link is seen.
  const at = (document: JsonObject, ref: string): unknown => getAt(document, parsePointer(ref.slice(1))).value;
  const definition = (ref: string) => {
    let found = definitions.get(ref);
    if (found === undefined) {
      const before = at(old, ref);
      const after = at(neu, ref);
      const refs = new Set<string>();
      refsIn(after, refs, 0);
      found = { same: before !== undefined && JSON.stringify(before) === JSON.stringify(after), refs };
      definitions.set(ref, found);
    }
    return found;
  };
  const same = (before: unknown, after: unknown): boolean => {
    if (JSON.stringify(before) !== JSON.stringify(after)) return false;
    const reached = new Set<string>();
    refsIn(after, reached, 0);
    const queue = [...reached];
    for (let ref = queue.pop(); ref !== undefined; ref = queue.pop()) {
      if (!ref.startsWith('#')) return false;
      const found = definition(ref);
      if (!found.same) return false;
      for (const next of found.refs) {
        if (!reached.has(next)) {
          reached.add(next);
          queue.push(next);
        }
      }
    }
    return true;
  };
  return (before, after) => {
    try {
      return same(before, after);
    } catch {
      // Too deep to tell cheaply: the walk decides, with its own bounds.
      return false;
    }
  };
}

export function methodSides(document: JsonObject, model: Side['model']): Map<string, MethodSide> {
  const out = new Map<string, MethodSide>();
  const list = Array.isArray(document.methods) ? document.methods : [];
  list.forEach((entry, index) => {
    const raw = followRefs(document, entry);
    if (!isObject(raw) || typeof raw.name !== 'string') return;
    const planned = model.methods.find((m) => m.name === raw.name);
    if (!planned || out.has(raw.name)) return;
    const params = (Array.isArray(raw.params) ? raw.params : []).map((p) => followRefs(document, p)).map((p) => (isObject(p) ? p : {}));
    const result = followRefs(document, raw.result);
    out.set(raw.name, { name: raw.name, index, raw, params, result: isObject(result) ? result : undefined, model: planned });
  });
  return out;
}

/** What a method takes and gives, independent of its name: the test for a rename. */
function signature(side: Side, method: MethodSide): string {
  const deep = (value: unknown, depth: number): unknown => {
    const resolved = depth < 16 ? followRefs(side.document, value) : value;
    if (Array.isArray(resolved)) return resolved.map((v) => deep(v, depth + 1));
    if (!isObject(resolved)) return resolved;
    const out: JsonObject = {};
    for (const [k, v] of Object.entries(resolved)) if (!['description', 'summary', 'title', 'examples'].includes(k)) out[k] = deep(v, depth + 1);
    return out;
  };
  return canonicalJson({ params: deep(method.params, 0), result: deep(method.result ?? null, 0), structure: method.raw.paramStructure ?? 'either' });
}

function matchMethods(old: Side, neu: Side): MethodMatching {
  const kept = [...old.methods.keys()].filter((n) => neu.methods.has(n));
  let removed = [...old.methods.keys()].filter((n) => !neu.methods.has(n));
  let added = [...neu.methods.keys()].filter((n) => !old.methods.has(n));
  const renamed: { from: string; to: string }[] = [];
  const addedBySignature = new Map<string, string[]>();
  for (const name of added) {
    const sig = signature(neu, neu.methods.get(name)!);
    addedBySignature.set(sig, [...(addedBySignature.get(sig) ?? []), name]);
  }
  const removedSignatures = removed.map((name) => signature(old, old.methods.get(name)!));
  removed.forEach((name, i) => {
    const sig = removedSignatures[i]!;
    const candidates = addedBySignature.get(sig) ?? [];
    // Only an unambiguous pair is a rename; two removed or two added methods of one signature are left as they are.
    if (candidates.length === 1 && removedSignatures.filter((s) => s === sig).length === 1) renamed.push({ from: name, to: candidates[0]! });
  });
  removed = removed.filter((n) => !renamed.some((r) => r.from === n));
  added = added.filter((n) => !renamed.some((r) => r.to === n));
  return { kept, added, removed, renamed };
}

function matchParams(old: MethodSide, neu: MethodSide): ParamMatching {
  const kept: { old: number; new: number }[] = [];
  const newByName = new Map(neu.params.map((p, i) => [String(p.name), i]));
  const oldNames = new Set(old.params.map((p) => String(p.name)));
  old.params.forEach((p, i) => {
    const j = newByName.get(String(p.name));
    if (j !== undefined) kept.push({ old: i, new: j });
  });
  let removed = old.params.map((_, i) => i).filter((i) => !kept.some((k) => k.old === i));
  let added = neu.params.map((_, j) => j).filter((j) => !kept.some((k) => k.new === j) && !oldNames.has(String(neu.params[j]!.name)));
  // A different name at the same position reads as a rename: always when params go by position only (the name is
  // not on the wire, so what follows compares the two params), else only with the same schema and required flag.
  const renamed: { old: number; new: number }[] = [];
  const positionalOnly = old.raw.paramStructure === 'by-position' && neu.raw.paramStructure === 'by-position';
  for (const i of removed) {
    const p = old.params[i]!;
    const q = neu.params[i];
    if (!q || !added.includes(i)) continue;
    if (positionalOnly || (canonicalJson(p.schema) === canonicalJson(q.schema) && (p.required === true) === (q.required === true))) renamed.push({ old: i, new: i });
  }
  removed = removed.filter((i) => !renamed.some((r) => r.old === i));
  added = added.filter((j) => !renamed.some((r) => r.new === j));
  return { kept, added, removed, renamed };
}
