// Schemas that carry their own definitions, as Rust's schemars writes them (Substrate-based chains publish such
// documents): a param, result or component schema holds `definitions` (or `$defs`) and refers to them with
// `#/definitions/Foo`. JSON Schema resolves such a reference against the schema that holds it when that schema has no
// `$id`; a bundled OpenRPC document would resolve it against the document root, where nothing is. So when the
// document root has nothing at the pointer and the enclosing schema does, the definition is hoisted into
// `components.schemas` (under its own name; identical definitions from several schemas become one component) and
// the reference rewritten to it, with one located warning per schema saying so. A reference that resolves nowhere
// is left alone, for the semantic checks to refuse with its location.
import type { SpecIssue } from '../errors.js';
import type { Bundle } from './bundle.js';
import { canonicalJson, compareStrings, forEachRootSchema, getAt, hasOwn, isObject, parsePointer, setOwn, type JsonObject } from './json.js';
import type { Segment } from './source-file.js';

const sections = ['definitions', '$defs'] as const;
type Section = (typeof sections)[number];
/** Keywords whose values are data, not schemas: a `$ref` key inside them is no reference. */
const dataKeywords = new Set(['const', 'enum', 'default', 'examples', 'example']);

interface EmbeddedRef {
  holder: JsonObject;
  section: Section;
  name: string;
  /** Pointer segments after the definition's name (`#/definitions/Foo/properties/bar` → ['properties', 'bar']). */
  rest: string[];
}

/** Hoists the definitions that embedded references need; returns the warnings saying so. */
export function hoistEmbeddedDefinitions(bundle: Bundle): SpecIssue[] {
  const doc = bundle.document;
  const warnings: SpecIssue[] = [];
  const roots = schemaRoots(doc);
  if (roots.length === 0) return warnings;
  const components = isObject(doc.components) ? doc.components : {};
  const schemas = isObject(components.schemas) ? components.schemas : {};
  /** Closure content of a hoisted definition → its component key: identical definitions become one component. */
  const byContent = new Map<string, string>();
  let hoistedAny = false;

  for (const { schema: root, path } of roots) {
    const refs = embeddedRefs(root, root, doc);
    if (refs.length === 0) continue;
    const keyOf = new Map<string, string>();
    const definitions = new Definitions(root, doc);
    const needed = definitions.reach(refs.map((r) => [r.section, r.name]));
    for (const [section, name] of needed) {
      const definition = (root[section] as JsonObject)[name];
      const content = `${name}\n${definitions.content(section, name)}`;
      let key = byContent.get(content);
      if (key === undefined) {
        key = name;
        for (let n = 2; hasOwn(schemas, key) && canonicalJson(schemas[key]) !== canonicalJson(definition); n++) key = `${name}_${n}`;
        byContent.set(content, key);
        if (!hasOwn(schemas, key)) setOwn(schemas, key, definition);
        hoistedAny = true;
      }
      keyOf.set(`${section}/${name}`, key);
    }
    const sectionsUsed = [...new Set(needed.map(([section]) => section))];
    const location = bundle.locate([...path, sectionsUsed[0] as Section]);
    for (const ref of refs) {
      const key = keyOf.get(`${ref.section}/${ref.name}`) as string;
      ref.holder.$ref = `#/components/schemas/${escape(key)}${ref.rest.map((s) => `/${escape(s)}`).join('')}`;
    }
    for (const [section, name] of needed) delete (root[section] as JsonObject)[name];
    for (const section of sectionsUsed) if (Object.keys(root[section] as JsonObject).length === 0) delete root[section];
    const names = [...new Set(needed.map(([section, name]) => keyOf.get(`${section}/${name}`) as string))];
    warnings.push({
      ...location,
      message:
        `${refs.length} $ref(s) to "#/${sectionsUsed.join('" or "#/')}/…" read against this schema's own ${sectionsUsed.join(' and ')} ` +
        `(the document root has none), as JSON Schema reads a schema without $id; now components.schemas: ${names.join(', ')}`,
    });
  }
  if (hoistedAny) {
    setOwn(components, 'schemas', schemas);
    setOwn(doc, 'components', components);
  }
  return warnings;
}

/** The schemas that may hold their own definitions: components, and the schemas of params and results. */
function schemaRoots(doc: JsonObject): { schema: JsonObject; path: Segment[] }[] {
  const roots: { schema: JsonObject; path: Segment[] }[] = [];
  const add = (schema: unknown, path: Segment[]) => {
    if (isObject(schema) && sections.some((s) => isObject(schema[s]))) roots.push({ schema, path });
  };
  forEachRootSchema(doc, add);
  return roots;
}

/** The references inside `start` (definitions included) that only `root`, the schema holding them, can resolve. */
function embeddedRefs(start: unknown, root: JsonObject, doc: JsonObject): EmbeddedRef[] {
  const found: EmbeddedRef[] = [];
  const seen = new Set<object>();
  const walk = (value: unknown): void => {
    if (typeof value !== 'object' || value === null || seen.has(value)) return;
    seen.add(value);
    if (Array.isArray(value)) {
      value.forEach(walk);
      return;
    }
    const node = value as JsonObject;
    const ref = typeof node.$ref === 'string' ? embeddedTarget(node.$ref, root, doc) : undefined;
    if (ref) found.push({ holder: node, ...ref });
    for (const [key, child] of Object.entries(node)) if (!dataKeywords.has(key)) walk(child);
  };
  walk(start);
  return found;
}

function embeddedTarget(ref: string, root: JsonObject, doc: JsonObject): Omit<EmbeddedRef, 'holder'> | undefined {
  if (!ref.startsWith('#/')) return undefined;
  let segments: string[];
  try {
    segments = parsePointer(ref.slice(1));
  } catch {
    return undefined;
  }
  const [section, name, ...rest] = segments;
  if (section !== 'definitions' && section !== '$defs') return undefined;
  if (name === undefined || getAt(doc, segments).found || !getAt(root, segments).found) return undefined;
  return { section, name, rest };
}

/**
 * The definitions of one schema and the references between them, each walked and serialized once (a schemars
 * schema may hold hundreds of definitions, each compared with those of other schemas).
 */
class Definitions {
  private readonly edges = new Map<string, [Section, string][]>();
  private readonly texts = new Map<string, string>();

  constructor(
    private readonly root: JsonObject,
    private readonly doc: JsonObject,
  ) {}

  /** Every definition the references reach, directly or through other definitions, in the order first reached. */
  reach(from: readonly [Section, string][]): [Section, string][] {
    const out = new Map<string, [Section, string]>();
    const queue = [...from];
    for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
      const id = `${next[0]}/${next[1]}`;
      if (out.has(id)) continue;
      out.set(id, next);
      queue.push(...this.refsOf(next));
    }
    return [...out.values()];
  }

  /** What a definition means: its name, its text and the texts of all it reaches; equal content, equal schema. */
  content(section: Section, name: string): string {
    return this.reach([[section, name]])
      .map(([s, n]) => `${s}/${n}=${this.text(s, n)}`)
      .sort(compareStrings)
      .join('\n');
  }

  private refsOf([section, name]: [Section, string]): [Section, string][] {
    const id = `${section}/${name}`;
    let edges = this.edges.get(id);
    if (!edges) {
      edges = embeddedRefs((this.root[section] as JsonObject)[name], this.root, this.doc).map((r) => [r.section, r.name]);
      this.edges.set(id, edges);
    }
    return edges;
  }

  private text(section: Section, name: string): string {
    const id = `${section}/${name}`;
    let text = this.texts.get(id);
    if (text === undefined) {
      text = canonicalJson((this.root[section] as JsonObject)[name]);
      this.texts.set(id, text);
    }
    return text;
  }
}

function escape(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}
