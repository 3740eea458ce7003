// Load: reads the root spec and every file it references, and bundles them into one OpenRPC document.
//
// References are JSON references resolved against the referring file. A reference to something the root document
// lists under `components` becomes a local `#/components/...` reference, so the component keeps its name. A reference
// to `<other file>#/components/<section>/<name>` (the layout of the Starknet spec) hoists that component into the
// bundle under its own name. Any other external reference (a method file, a schema that has no component entry) is
// inlined. Every copied object remembers where it came from, so later stages can report file, line and path.
import { dirname, resolve as resolvePath } from 'node:path';
import { SpecError, formatJsonPath } from '../errors.js';
import { getAt, hasOwn, isObject, parsePointer, setOwn, type JsonObject } from './json.js';
import { readSourceFile, type Segment, type SourceFile } from './source-file.js';

export interface SourceLocation {
  file: string;
  line: number;
  column: number;
  /** JSON path inside `file`. */
  path: string;
}

export interface Bundle {
  document: JsonObject;
  root: SourceFile;
  /** Every file read, in the order first read. */
  files: readonly SourceFile[];
  /** Where the value at a path of the bundled document was written. */
  locate(path: readonly Segment[]): SourceLocation;
}

interface Origin {
  file: SourceFile;
  pointer: readonly Segment[];
}

const componentPointer = /^\/components\/([^/]+)\/([^/]+)$/;

export function loadBundle(rootPath: string): Bundle {
  return new Bundler(resolvePath(rootPath)).run();
}

class Bundler {
  private readonly files = new Map<string, SourceFile>();
  private readonly origins = new WeakMap<object, Origin>();
  /** `<absolute file>#<fragment>` → local reference in the bundle. */
  private readonly registry = new Map<string, string>();
  private readonly hoisted = new Map<string, Map<string, unknown>>();
  private readonly inlining = new Set<string>();
  private readonly root: SourceFile;

  constructor(rootPath: string) {
    this.root = this.file(rootPath);
  }

  run(): Bundle {
    const rootValue = this.root.value;
    if (!isObject(rootValue)) {
      throw new SpecError([{ file: this.root.label, line: 1, column: 1, path: '', message: 'an OpenRPC document must be an object' }]);
    }
    this.registerRootComponents(rootValue);
    const document = this.copy(rootValue, this.root, []) as JsonObject;
    if (this.hoisted.size > 0) {
      const components = isObject(document.components) ? document.components : {};
      for (const [section, entries] of this.hoisted) {
        const existing = isObject(components[section]) ? components[section] : {};
        for (const [name, value] of entries) setOwn(existing, name, value);
        setOwn(components, section, existing);
      }
      setOwn(document, 'components', components);
    }
    return {
      document,
      root: this.root,
      files: [...this.files.values()],
      locate: (path) => this.locate(document, path),
    };
  }

  private file(path: string): SourceFile {
    let file = this.files.get(path);
    if (!file) {
      file = readSourceFile(path);
      this.files.set(path, file);
    }
    return file;
  }

  private registerRootComponents(rootValue: JsonObject): void {
    const components = rootValue.components;
    if (!isObject(components)) return;
    for (const [section, entries] of Object.entries(components)) {
      if (!isObject(entries)) continue;
      for (const [name, value] of Object.entries(entries)) {
        const local = `#/components/${section}/${name}`;
        this.registry.set(`${this.root.path}#/components/${section}/${name}`, local);
        if (isObject(value) && typeof value.$ref === 'string' && !value.$ref.startsWith('#')) {
          const target = this.target(value.$ref, this.root);
          if (!this.registry.has(target.key)) this.registry.set(target.key, local);
        }
      }
    }
  }

  private target(ref: string, from: SourceFile): { path: string; fragment: string; key: string } {
    const hash = ref.indexOf('#');
    const filePart = hash === -1 ? ref : ref.slice(0, hash);
    const fragment = hash === -1 ? '' : ref.slice(hash + 1);
    const path = filePart === '' ? from.path : resolvePath(dirname(from.path), decodeURI(filePart));
    return { path, fragment, key: `${path}#${fragment}` };
  }

  private copy(value: unknown, file: SourceFile, pointer: readonly Segment[]): unknown {
    if (Array.isArray(value)) {
      const out = value.map((item, index) => this.copy(item, file, [...pointer, index]));
      this.origins.set(out, { file, pointer });
      return out;
    }
    if (!isObject(value)) return value;
    if (typeof value.$ref === 'string') return this.reference(value, file, pointer);
    const out: JsonObject = {};
    this.origins.set(out, { file, pointer });
    for (const [key, child] of Object.entries(value)) setOwn(out, key, this.copy(child, file, [...pointer, key]));
    return out;
  }

  private reference(node: JsonObject, file: SourceFile, pointer: readonly Segment[]): unknown {
    const ref = node.$ref as string;
    const target = this.target(ref, file);
    const isDefinitionSite =
      file === this.root && pointer.length === 3 && pointer[0] === 'components';
    const siblings = (): JsonObject => {
      const out: JsonObject = {};
      for (const [key, child] of Object.entries(node)) {
        if (key !== '$ref') setOwn(out, key, this.copy(child, file, [...pointer, key]));
      }
      return out;
    };
    const withRef = (local: string): JsonObject => {
      const out: JsonObject = { $ref: local };
      this.origins.set(out, { file, pointer });
      return Object.assign(out, siblings());
    };

    const registered = this.registry.get(target.key);
    if (registered !== undefined && !isDefinitionSite) return withRef(registered);
    // A reference into the root document stays local; whether it resolves is checked after bundling.
    if (target.path === this.root.path) return withRef(`#${target.fragment}`);

    const where = () => ({ ...this.position(file, [...pointer, '$ref']) });
    let targetFile: SourceFile;
    try {
      targetFile = this.file(target.path);
    } catch (error) {
      // A referenced file that exists but does not parse reports its own position; only a missing or unreadable
      // file is reported at the reference.
      if (!(error instanceof SpecError) || !error.issues.every((i) => i.message.startsWith('cannot read spec file'))) throw error;
      const reason = error.issues.map((i) => i.message).join('; ');
      throw new SpecError([{ ...where(), message: `unresolved $ref ${JSON.stringify(ref)}: ${reason}` }]);
    }
    let segments: string[];
    try {
      segments = parsePointer(target.fragment);
    } catch {
      throw new SpecError([{ ...where(), message: `malformed $ref ${JSON.stringify(ref)}` }]);
    }
    const found = getAt(targetFile.value, segments);
    // `#/definitions/X` in a schema holding its own definitions (schemars) means that schema's: left local, for
    // embedded-definitions.ts to resolve against it once bundled.
    if (!found.found && ref.startsWith('#') && /^\/(definitions|\$defs)\//.test(target.fragment)) return withRef(ref);
    if (!found.found) {
      throw new SpecError([
        { ...where(), message: `unresolved $ref ${JSON.stringify(ref)}: ${targetFile.label} has nothing at #${target.fragment}` },
      ]);
    }

    const component = componentPointer.exec(target.fragment);
    if (component && !isDefinitionSite) {
      const [, section, name] = component as unknown as [string, string, string];
      const local = this.hoist(section, name, target.key, found.value, targetFile, segments);
      return withRef(local);
    }
    if (this.inlining.has(target.key)) {
      throw new SpecError([
        { ...where(), message: `circular $ref ${JSON.stringify(ref)} cannot be inlined: list its target under components in ${this.root.label}` },
      ]);
    }
    this.inlining.add(target.key);
    const inlined = this.copy(found.value, targetFile, segments);
    this.inlining.delete(target.key);
    if (isObject(inlined) && Object.keys(node).length > 1) Object.assign(inlined, siblings());
    return inlined;
  }

  private hoist(section: string, name: string, key: string, value: unknown, file: SourceFile, pointer: string[]): string {
    const rootComponents = isObject(this.root.value) && isObject(this.root.value.components) ? this.root.value.components : {};
    const taken = (candidate: string) =>
      (isObject(rootComponents[section]) && hasOwn(rootComponents[section], candidate)) ||
      (this.hoisted.get(section)?.has(candidate) ?? false);
    let localName = name;
    for (let n = 2; taken(localName); n++) localName = `${name}_${n}`;
    const local = `#/components/${section}/${localName}`;
    this.registry.set(key, local);
    let entries = this.hoisted.get(section);
    if (!entries) this.hoisted.set(section, (entries = new Map()));
    entries.set(localName, undefined);
    entries.set(localName, this.copy(value, file, pointer));
    return local;
  }

  private position(file: SourceFile, pointer: readonly Segment[]): SourceLocation {
    const { line, column } = file.locate(pointer);
    return { file: file.label, line, column, path: formatJsonPath(pointer) };
  }

  private locate(document: JsonObject, path: readonly Segment[]): SourceLocation {
    let origin: Origin = { file: this.root, pointer: [] };
    let rest: Segment[] = [...path];
    let current: unknown = document;
    for (let i = 0; i <= path.length; i++) {
      if (typeof current === 'object' && current !== null) {
        const known = this.origins.get(current);
        if (known) {
          origin = known;
          rest = path.slice(i);
        }
      }
      if (i === path.length) break;
      const segment = path[i] as Segment;
      if (Array.isArray(current) && typeof segment === 'number') current = current[segment];
      else if (isObject(current) && hasOwn(current, String(segment))) current = current[String(segment)];
      else break;
    }
    return this.position(origin.file, [...origin.pointer, ...rest]);
  }
}
