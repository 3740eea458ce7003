// Rules about the document as a whole: which methods exist, the servers (and the key path they declare), the
// package name and the exported type names of the component schemas.
import { declaredErrors } from '../emit/errors.js';
import { canonicalJson, compareStrings, followRefs, getAt, isObject, parsePointer, type JsonObject } from '../load/json.js';
import type { Bump, Level } from './change.js';
import type { DocumentPair, DocumentRule, Finding } from './rule.js';
import { resolvedText } from './schema-util.js';

type Check = (d: DocumentPair) => Finding[];
const rule = (kind: string, level: Level, bump: Exclude<Bump, 'none'>, summary: string, check: Check): DocumentRule => ({
  scope: 'document',
  kind,
  level,
  bump,
  direction: 'both',
  summary,
  check,
});

const methodAt = (d: DocumentPair, name: string) => ['methods', d.new.methods.get(name)?.index ?? 0];

const methodAdded: Check = (d) => d.methods.added.map((name) => ({ method: name, message: 'method added', at: methodAt(d, name) }));
const methodRemoved: Check = (d) => d.methods.removed.map((name) => ({ method: name, message: 'method removed', at: ['methods'] }));
const methodRenamed: Check = (d) =>
  d.methods.renamed.map(({ from, to }) => ({
    method: from,
    message: `method looks renamed to ${to} (removed, and added with identical params and result): callers of ${from} break`,
    at: methodAt(d, to),
  }));

// Servers are paired by name, then by URL.
interface ServerEntry { index: number; name: unknown; server: JsonObject }
const serversOf = (doc: JsonObject): ServerEntry[] =>
  (Array.isArray(doc.servers) ? doc.servers : []).map((server, index) => ({ index, name: isObject(server) ? server.name : undefined, server: isObject(server) ? server : {} }));
function matchServers(d: DocumentPair) {
  let olds = serversOf(d.old.document);
  let news = serversOf(d.new.document);
  const pairs: { old: ServerEntry; new: ServerEntry }[] = [];
  for (const key of [(s: ServerEntry) => (s.name === undefined ? undefined : `name:${String(s.name)}`), (s: ServerEntry) => `url:${String(s.server.url)}`]) {
    for (const o of [...olds]) {
      const k = key(o);
      if (k === undefined) continue;
      const same = news.filter((n) => key(n) === k);
      if (same.length !== 1 || olds.filter((x) => key(x) === k).length !== 1) continue;
      pairs.push({ old: o, new: same[0]! });
      olds = olds.filter((x) => x !== o);
      news = news.filter((x) => x !== same[0]);
    }
  }
  return { pairs, added: news, removed: olds };
}
const serverText = (s: ServerEntry) => `${s.name === undefined ? '' : `${String(s.name)} `}(${String(s.server.url)})`;

const serverAdded: Check = (d) => matchServers(d).added.map((s) => ({ message: `server ${serverText(s)} added`, path: ['servers', s.index], at: ['servers', s.index] }));
const serverRemoved: Check = (d) => matchServers(d).removed.map((s) => ({ message: `server ${serverText(s)} removed`, path: ['servers', s.index], at: ['servers'] }));
const serverField = (field: string, text: string): Check => (d) =>
  matchServers(d)
    .pairs.filter((p) => canonicalJson(p.old.server[field]) !== canonicalJson(p.new.server[field]))
    .map((p) => ({
      message: `server ${serverText(p.new)}: ${text} changed from ${JSON.stringify(p.old.server[field]) ?? 'nothing'} to ${JSON.stringify(p.new.server[field]) ?? 'nothing'}`,
      path: ['servers', p.new.index, field],
      at: ['servers', p.new.index, field],
    }));
const serverDocs: Check = (d) =>
  matchServers(d).pairs.flatMap((p) => {
    const fields = ['summary', 'description', 'variables'].filter((f) => canonicalJson(p.old.server[f]) !== canonicalJson(p.new.server[f]));
    return fields.length > 0 ? [{ message: `server ${serverText(p.new)}: ${fields.join(', ')} changed`, path: ['servers', p.new.index], at: ['servers', p.new.index] }] : [];
  });

const packageName: Check = (d) =>
  d.old.model.packageName !== d.new.model.packageName
    ? [{ message: `the generated package is now named ${d.new.model.packageName} (was ${d.old.model.packageName}): imports of it break`, path: ['info', 'title'], at: ['info', 'title'] }]
    : [];
const infoDocs: Check = (d) => {
  const before = isObject(d.old.document.info) ? d.old.document.info : {};
  const after = isObject(d.new.document.info) ? d.new.document.info : {};
  const fields = Object.keys({ ...before, ...after })
    // A title that renames the package is reported as that, once.
    .filter((k) => k !== 'version' && !(k === 'title' && d.old.model.packageName !== d.new.model.packageName))
    .filter((k) => canonicalJson(before[k]) !== canonicalJson(after[k]))
    .sort(compareStrings);
  return fields.length > 0 ? [{ message: `info: ${fields.join(', ')} changed`, path: ['info'], at: ['info'] }] : [];
};

// Exported type names of component schemas. A name gone whose schema reappears under another name is a rename.
function typeChanges(d: DocumentPair) {
  const before = new Map(d.old.model.schemas.map((s) => [s.typeName, s]));
  const after = new Map(d.new.model.schemas.map((s) => [s.typeName, s]));
  const removed = [...before.values()].filter((s) => !after.has(s.typeName));
  const added = [...after.values()].filter((s) => !before.has(s.typeName));
  const renamed: { from: string; to: string; key: string }[] = [];
  for (const old of [...removed]) {
    const text = canonicalJson(old.schema);
    const same = added.filter((s) => canonicalJson(s.schema) === text);
    if (same.length !== 1 || removed.filter((s) => canonicalJson(s.schema) === text).length !== 1) continue;
    renamed.push({ from: old.typeName, to: same[0]!.typeName, key: same[0]!.key });
    removed.splice(removed.indexOf(old), 1);
    added.splice(added.indexOf(same[0]!), 1);
  }
  return { removed, added, renamed };
}
const schemaAt = (key: string) => ['components', 'schemas', key];
const typeAdded: Check = (d) => typeChanges(d).added.map((s) => ({ message: `exported type ${s.typeName} added`, path: schemaAt(s.key), at: schemaAt(s.key) }));
const typeRemoved: Check = (d) =>
  typeChanges(d).removed.map((s) => ({ message: `exported type ${s.typeName} removed: code importing it breaks`, path: schemaAt(s.key), at: ['components', 'schemas'] }));
const typeRenamed: Check = (d) =>
  typeChanges(d).renamed.map((r) => ({ message: `exported type ${r.from} renamed to ${r.to} (same schema): code importing it breaks, though the wire is unchanged`, path: schemaAt(r.key), at: schemaAt(r.key) }));

// Component schemas no method reaches are compared on their own: their exported types change, but no direction
// says how (they are not part of any request or result).
function reachedSchemas(doc: JsonObject): Set<string> {
  const reached = new Set<string>();
  const queue: unknown[] = [doc.methods];
  for (let budget = 1_000_000; queue.length > 0 && budget > 0; budget--) {
    const value = queue.pop();
    if (Array.isArray(value)) queue.push(...value);
    else if (isObject(value)) {
      if (typeof value.$ref === 'string' && value.$ref.startsWith('#') && !reached.has(value.$ref)) {
        reached.add(value.$ref);
        const target = getAt(doc, parsePointer(value.$ref.slice(1)));
        if (target.found) queue.push(target.value);
      }
      for (const child of Object.values(value)) if (typeof child === 'object' && child !== null) queue.push(child);
    }
  }
  return reached;
}
const docKeys = new Set(['title', 'description', 'examples', 'default', '$comment']);
const withoutDocs = (value: unknown): unknown =>
  Array.isArray(value) ? value.map(withoutDocs) : isObject(value) ? Object.fromEntries(Object.entries(value).filter(([k]) => !docKeys.has(k)).map(([k, v]) => [k, withoutDocs(v)])) : value;
function unusedSchemaChanges(d: DocumentPair, docsOnly: boolean): Finding[] {
  const reachedOld = reachedSchemas(d.old.document);
  const reachedNew = reachedSchemas(d.new.document);
  const before = new Map(d.old.model.schemas.map((s) => [s.key, s]));
  const out: Finding[] = [];
  for (const after of d.new.model.schemas) {
    const old = before.get(after.key);
    const ref = `#/components/schemas/${after.key.replace(/~/g, '~0').replace(/\//g, '~1')}`;
    if (!old || reachedOld.has(ref) || reachedNew.has(ref)) continue;
    const oldText = resolvedText(old.schema, (v) => followRefs(d.old.document, v));
    const newText = resolvedText(after.schema, (v) => followRefs(d.new.document, v));
    if (oldText === newText) continue;
    const shapeChanged = canonicalJson(withoutDocs(JSON.parse(oldText))) !== canonicalJson(withoutDocs(JSON.parse(newText)));
    if (shapeChanged === docsOnly) continue;
    const at = ['components', 'schemas', after.key];
    out.push({
      message: docsOnly
        ? `exported type ${after.typeName} (used by no method): descriptions changed`
        : `exported type ${after.typeName} changed; no method uses it, so whether this breaks depends on how its users use it`,
      path: at,
      at,
    });
  }
  return out;
}

// Exported error classes, as the errors emitter plans them (one per code and message). A class gone whose code
// reappears under one new class name (a new message, a new component key) is a rename.
function errorClassChanges(d: DocumentPair) {
  const before = new Map(declaredErrors(d.old.model).map((e) => [e.className, e.error]));
  const after = new Map(declaredErrors(d.new.model).map((e) => [e.className, e.error]));
  const removed = [...before].filter(([name]) => !after.has(name));
  const added = [...after].filter(([name]) => !before.has(name));
  const renamed: { from: string; to: string; code: number }[] = [];
  for (const [name, error] of [...removed]) {
    const same = added.filter(([, e]) => e.code === error.code);
    if (same.length !== 1 || removed.filter(([, e]) => e.code === error.code).length !== 1) continue;
    renamed.push({ from: name, to: same[0]![0], code: error.code });
    removed.splice(removed.findIndex(([n]) => n === name), 1);
    added.splice(added.indexOf(same[0]!), 1);
  }
  return { removed, added, renamed };
}
const errorClassAdded: Check = (d) => errorClassChanges(d).added.map(([name, e]) => ({ message: `exported error class ${name} added (${e.code} ${JSON.stringify(e.message)})`, path: ['errors'] }));
const errorClassRemoved: Check = (d) =>
  errorClassChanges(d).removed.map(([name, e]) => ({ message: `exported error class ${name} removed (${e.code} ${JSON.stringify(e.message)}): code importing it breaks`, path: ['errors'] }));
const errorClassRenamed: Check = (d) =>
  errorClassChanges(d).renamed.map((r) => ({ message: `exported error class ${r.from} is now ${r.to} (code ${r.code}): code importing it breaks`, path: ['errors'] }));

export const documentRules: DocumentRule[] = [
  rule('method-added', 'info', 'minor', 'a method was added', methodAdded),
  rule('method-removed', 'breaking', 'major', 'a method was removed', methodRemoved),
  rule('method-renamed', 'breaking', 'major', 'a method was removed and one with identical params and result added', methodRenamed),
  rule('server-added', 'info', 'minor', 'a server was added', serverAdded),
  rule('server-removed', 'breaking', 'major', 'a server was removed', serverRemoved),
  rule('server-url-changed', 'breaking', 'major', "a server's URL (host, key path) changed", serverField('url', 'URL')),
  rule('server-auth-changed', 'breaking', 'major', "a server's x-auth (where the API key goes) changed", serverField('x-auth', 'x-auth')),
  rule('server-transport-changed', 'breaking', 'major', "a server's x-transport changed", serverField('x-transport', 'x-transport')),
  rule('server-description-changed', 'info', 'patch', "a server's summary, description or variables changed", serverDocs),
  rule('package-name-changed', 'breaking', 'major', 'info.title changed the generated package name', packageName),
  rule('info-changed', 'info', 'patch', 'info (other than version) changed: description, x-not-shown, x-versioning, …', infoDocs),
  rule('ts-type-added', 'info', 'minor', 'a component schema adds an exported type', typeAdded),
  rule('ts-type-removed', 'breaking', 'major', 'an exported type name is gone', typeRemoved),
  rule('ts-type-renamed', 'breaking', 'major', 'a component schema is exported under another name (same schema)', typeRenamed),
  rule('unused-schema-changed', 'warning', 'minor', 'a component schema no method uses changed (its exported type changed; no direction applies)', (d) => unusedSchemaChanges(d, false)),
  rule('unused-schema-description-changed', 'info', 'patch', "only the descriptions of a component schema no method uses changed", (d) => unusedSchemaChanges(d, true)),
  rule('ts-error-class-added', 'info', 'minor', 'an error class is exported for a new code and message', errorClassAdded),
  rule('ts-error-class-removed', 'breaking', 'major', 'an exported error class is gone (its error is declared nowhere any more)', errorClassRemoved),
  rule('ts-error-class-renamed', 'breaking', 'major', 'the error class of a code is exported under another name (new message or component key)', errorClassRenamed),
];
