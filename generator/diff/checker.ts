// The checker: pairs what the two specs hold (methods, params) and runs every rule of the table on each pair.
// It returns data only; formatting is elsewhere (format.ts).
import { canonicalJson, followRefs, isObject, type JsonObject } from '../load/json.js';
import type { Segment } from '../load/source-file.js';
import { formatJsonPath } from '../errors.js';
import { sortChanges, type Change } from './change.js';
import type { DocumentPair, Finding, MethodMatching, MethodPair, MethodSide, ParamMatching, Rule, SchemaRule, Side } from './rule.js';
import { rules } from './rules.js';
import { walkSchemas } from './schema-walk.js';

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
      const at: Segment[] = [...methodAt, 'params', k.new, 'schema'];
      walkSchemas(walk('request'), pair.old.params[k.old]!.schema ?? true, pair.new.params[k.new]!.schema ?? true, ['params', k.new, 'schema'], at);
    }
    if (pair.old.result && pair.new.result) {
      walkSchemas(walk('response'), pair.old.result.schema ?? true, pair.new.result.schema ?? true, ['result', 'schema'], [...methodAt, 'result', 'schema']);
    }
  }
  return sortChanges(changes);
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
