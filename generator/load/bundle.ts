// Load: reads the root spec and every file it references, and bundles them into one OpenRPC document.
//
// References are JSON references resolved against the referring file. A reference to something the root document
// lists under `components` becomes a local `#/components/...` reference, so the component keeps its name. A reference
// to `<other file>#/components/<section>/<name>` (the layout of the Starknet spec) hoists that component into the
// bundle under its own name. Any other external reference (a method file, a schema that has no component entry) is
// inlined. Every copied object remembers where it came from, so later stages can report file, line and path.
//
// The spec may come from someone else: what may be read is decided by safe-read.ts and ref-uri.ts, and the copy
// below is bounded in nesting depth, in references followed in a row, and in size (limits.ts), so no input can
// overflow the stack or exhaust memory here or in a later stage.
import { lstatSync, realpathSync, statSync } from 'node:fs';
import { dirname, resolve as resolvePath } from 'node:path';
import { SpecError, formatJsonPath, type SpecIssue } from '../errors.js';
import { getAt, hasOwn, isObject, setOwn, type JsonObject } from './json.js';
import { defaultLimits, formatBytes, type LoadLimits, type LoadOptions } from './limits.js';
import { metaSchemaFile, metaSchemaLabel, metaSchemaRoot } from './openrpc-meta-schema.js';
import { checkRefChains, checkRefDepth } from './ref-chains.js';
import { RefProblem, parseRef, type RefTarget } from './ref-uri.js';
import { missingRefHint } from './missing-ref-hint.js';
import { FileRefusal, readSpecText } from './safe-read.js';
import { labelFor, parseSourceFile, type Segment, type SourceFile } from './source-file.js';

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

interface Target {
  path: string;
  fragment: string;
  segments: string[];
  key: string;
  /** The OpenRPC meta-schema, read from its package. */
  meta: boolean;
}

interface Origin {
  file: SourceFile;
  pointer: readonly Segment[];
}

const componentPointer = /^\/components\/([^/]+)\/([^/]+)$/;

/**
 * Where a copy is: `level` counts the objects and arrays around it (the root object is 1), through every file a
 * reference led to; `hops` counts the references followed to get there. Both bound the copy's recursion.
 */
interface Depth {
  level: number;
  hops: number;
}

/**
 * The root spec's text, read as loadBundle reads it (bounded, a symbolic link confined to the reference root, a
 * refusal reported as a located SpecError), for a caller that looks at the text before loading it: given back to
 * loadBundle, the file is read once (the changelog compares the last openrpc.json's text, then loads it).
 */
export interface RootSpecRead {
  /** The root spec's absolute path. */
  readonly path: string;
  readonly text: string;
  readonly bytes: number;
  /** The real reference root that confined the read when the root spec is a symbolic link. */
  readonly linkRoot: string | undefined;
}

/** The limits of one load: `options` over the defaults, the reference root absolute. */
function limitsOf(root: string, options: LoadOptions): LoadLimits {
  const limits = { ...defaultLimits, refRoot: resolvePath(options.refRoot ?? dirname(root)) };
  for (const key of Object.keys(defaultLimits) as (keyof typeof defaultLimits)[]) {
    const value = options[key];
    if (value !== undefined) limits[key] = value;
  }
  return limits;
}

/**
 * The root spec is the file the user named: it need not lie under --ref-root, but it is read with the same care. A
 * root spec that is itself a symbolic link is another matter: a link committed in a repository (read by `diff
 * <rev>:<path>`) or dropped in a working tree could name any file of the host, so its target must lie under the
 * reference root (by default the folder the link is in).
 */
function readRoot(root: string, limits: LoadLimits): RootSpecRead {
  const linkRoot = isSymbolicLink(root) ? realRefRoot(limits.refRoot) : undefined;
  const rootLimits = linkRoot === undefined ? {} : { root: linkRoot, rootLabel: labelFor(linkRoot) };
  try {
    const { text, bytes } = readSpecText(root, { ...rootLimits, maxFileBytes: limits.maxFileBytes });
    return { path: root, text, bytes, linkRoot };
  } catch (error) {
    if (!(error instanceof FileRefusal)) throw error;
    throw new SpecError([{ file: labelFor(root), path: '', message: `cannot read spec file: ${error.reason}` }]);
  }
}

/** The root spec at `rootPath` read once, with the limits `options` give loadBundle; see RootSpecRead. */
export function readRootSpec(rootPath: string, options: LoadOptions = {}): RootSpecRead {
  const root = resolvePath(rootPath);
  return readRoot(root, limitsOf(root, options));
}

/** `read`: the root spec as readRootSpec read it with the same `options`, not read again. */
export function loadBundle(rootPath: string, options: LoadOptions = {}, read?: RootSpecRead): Bundle {
  const root = resolvePath(rootPath);
  const limits = limitsOf(root, options);
  if (read !== undefined && read.path !== root) throw new Error(`loadBundle: the text given was read from ${read.path}, not ${root}`);
  return new Bundler(root, limits, read ?? readRoot(root, limits)).run();
}

function isSymbolicLink(path: string): boolean {
  try {
    return lstatSync(path).isSymbolicLink();
  } catch {
    return false; // a missing file is reported by the read
  }
}

/** The reference root as a real path: it must exist and be a directory. */
function realRefRoot(refRoot: string): string {
  const problem = (why: string) => new SpecError([{ file: labelFor(refRoot), path: '', message: `reference root ${why}` }]);
  let real: string;
  try {
    real = realpathSync.native(refRoot);
  } catch {
    throw problem('not found');
  }
  if (!statSync(real).isDirectory()) throw problem('is not a directory');
  return real;
}

class Bundler {
  private readonly files = new Map<string, SourceFile>();
  private readonly origins = new WeakMap<object, Origin>();
  /** `<absolute file>#<fragment>` → local reference in the bundle. */
  private readonly registry = new Map<string, string>();
  private readonly hoisted = new Map<string, Map<string, unknown>>();
  private readonly inlining = new Set<string>();
  private readonly root: SourceFile;
  private readonly refRoot: string;
  private bytesRead = 0;
  private nodes = 0;

  constructor(
    rootPath: string,
    private readonly limits: LoadLimits,
    read: RootSpecRead,
  ) {
    this.bytesRead = read.bytes;
    this.root = parseSourceFile(rootPath, read.text, limits.maxDepth);
    this.files.set(rootPath, this.root);
    this.refRoot = read.linkRoot ?? realRefRoot(limits.refRoot);
  }

  run(): Bundle {
    const rootValue = this.root.value;
    if (!isObject(rootValue)) {
      throw new SpecError([{ file: this.root.label, line: 1, column: 1, path: '', message: 'an OpenRPC document must be an object' }]);
    }
    this.registerRootComponents(rootValue);
    const document = this.copy(rootValue, this.root, [], { level: 1, hops: 0 }) as JsonObject;
    if (this.hoisted.size > 0) {
      const components = isObject(document.components) ? document.components : {};
      for (const [section, entries] of this.hoisted) {
        const existing = isObject(components[section]) ? components[section] : {};
        for (const [name, value] of entries) setOwn(existing, name, value);
        setOwn(components, section, existing);
      }
      setOwn(document, 'components', components);
    }
    const bundle: Bundle = {
      document,
      root: this.root,
      files: [...this.files.values()],
      locate: (path) => this.locate(document, path),
    };
    // Chains of references, then how deep a walk that follows them goes: 4 × maxDepth (256 by default) levels, against
    // 37 for our spec, 21 for the official Ethereum spec and 27 for Starknet; the validators compiler overflows the
    // stack somewhere past a few thousand.
    const chain = checkRefChains(document, this.limits.maxDepth) ?? checkRefDepth(document, 4 * this.limits.maxDepth);
    if (chain) throw new SpecError([{ ...bundle.locate(chain.path), message: chain.message }]);
    return bundle;
  }

  /** Reads a referenced file once, within the reference root and the limits; `where` is the referring `$ref`, in `referringFile`. */
  private file(path: string, ref: string, where: () => Omit<SpecIssue, 'message'>, referringFile: string): SourceFile {
    const known = this.files.get(path);
    if (known) return known;
    const refuse = (reason: string) => new SpecError([{ ...where(), message: `cannot follow $ref ${JSON.stringify(ref)}: ${reason}` }]);
    if (this.files.size >= this.limits.maxFiles) throw refuse(`the spec already reads ${this.limits.maxFiles} files (the limit)`);
    let read: ReturnType<typeof readSpecText>;
    try {
      read = readSpecText(path, { root: this.refRoot, rootLabel: labelFor(this.refRoot), maxFileBytes: this.limits.maxFileBytes });
    } catch (error) {
      if (!(error instanceof FileRefusal)) throw error;
      // The wording for a missing file predates the other refusals; scripts may match it.
      if (error.kind === 'missing') throw new SpecError([{ ...where(), message: `unresolved $ref ${JSON.stringify(ref)}: cannot read spec file: ${error.reason}${missingRefHint(referringFile, ref.split('#')[0]!, path)}` }]);
      throw refuse(error.reason);
    }
    this.bytesRead += read.bytes;
    if (this.bytesRead > this.limits.maxTotalBytes) {
      throw refuse(`the spec's files hold more than ${formatBytes(this.limits.maxTotalBytes)} together (the limit)`);
    }
    // A referenced file that exists but does not parse reports its own position.
    const file = parseSourceFile(path, read.text, this.limits.maxDepth);
    this.files.set(path, file);
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
          const target = this.target(value.$ref, this.root, ['components', section, name]);
          if (!this.registry.has(target.key)) this.registry.set(target.key, local);
        }
      }
    }
  }

  /** What `ref`, written at `pointer` in `from`, names; a reference that cannot be followed is a located error. */
  private target(ref: string, from: SourceFile, pointer: readonly Segment[]): Target {
    let parsed: RefTarget;
    try {
      parsed = parseRef(ref);
    } catch (error) {
      if (!(error instanceof RefProblem)) throw error;
      throw new SpecError([{ ...this.position(from, [...pointer, '$ref']), message: `cannot follow $ref ${JSON.stringify(ref)}: ${error.message}` }]);
    }
    const { fragment, segments } = parsed;
    if (parsed.kind === 'meta-schema') return { path: metaSchemaLabel, fragment, segments, key: `${metaSchemaLabel}#${fragment}`, meta: true };
    const path = parsed.file === '' ? from.path : resolvePath(dirname(from.path), parsed.file);
    return { path, fragment, segments, key: `${path}#${fragment}`, meta: false };
  }

  private copy(value: unknown, file: SourceFile, pointer: readonly Segment[], depth: Depth): unknown {
    if (typeof value !== 'object' || value === null) return value;
    if (depth.level > this.limits.maxDepth) {
      throw new SpecError([{ ...this.position(file, pointer), message: `nested deeper than ${this.limits.maxDepth} levels of objects and arrays, counted through the files its $refs lead to (the limit)` }]);
    }
    if (++this.nodes > this.limits.maxNodes) {
      throw new SpecError([
        { ...this.position(file, pointer), message: `the bundled document grows past ${this.limits.maxNodes} objects and arrays (the limit): the same files are inlined over and over` },
      ]);
    }
    const inner: Depth = { level: depth.level + 1, hops: depth.hops };
    if (Array.isArray(value)) {
      const out = value.map((item, index) => this.copy(item, file, [...pointer, index], inner));
      this.origins.set(out, { file, pointer });
      return out;
    }
    const object = value as JsonObject;
    if (typeof object.$ref === 'string') return this.reference(object, file, pointer, depth);
    const out: JsonObject = {};
    this.origins.set(out, { file, pointer });
    for (const [key, child] of Object.entries(object)) setOwn(out, key, this.copy(child, file, [...pointer, key], inner));
    return out;
  }

  private reference(node: JsonObject, file: SourceFile, pointer: readonly Segment[], depth: Depth): unknown {
    const ref = node.$ref as string;
    const target = this.target(ref, file, pointer);
    const isDefinitionSite =
      file === this.root && pointer.length === 3 && pointer[0] === 'components';
    const siblings = (): JsonObject => {
      const out: JsonObject = {};
      const inner: Depth = { level: depth.level + 1, hops: depth.hops };
      for (const [key, child] of Object.entries(node)) {
        if (key !== '$ref') setOwn(out, key, this.copy(child, file, [...pointer, key], inner));
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
    // Following a reference costs stack like nesting does: a chain of files referencing each other is bounded too.
    if (depth.hops >= this.limits.maxDepth) {
      throw new SpecError([{ ...where(), message: `cannot follow $ref ${JSON.stringify(ref)}: more than ${this.limits.maxDepth} references followed in a row (the limit)` }]);
    }
    const next: Depth = { level: depth.level, hops: depth.hops + 1 };
    const targetFile = target.meta ? metaSchemaFile() : this.file(target.path, ref, where, file.path);
    const found = target.meta && target.segments.length === 0 ? { found: true, value: metaSchemaRoot() } : getAt(targetFile.value, target.segments);
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
      const local = this.hoist(section, name, target.key, found.value, targetFile, target.segments, next);
      return withRef(local);
    }
    if (this.inlining.has(target.key)) {
      throw new SpecError([
        { ...where(), message: `circular $ref ${JSON.stringify(ref)} cannot be inlined: list its target under components in ${this.root.label}` },
      ]);
    }
    this.inlining.add(target.key);
    const inlined = this.copy(found.value, targetFile, target.segments, next);
    this.inlining.delete(target.key);
    if (isObject(inlined) && Object.keys(node).length > 1) Object.assign(inlined, siblings());
    return inlined;
  }

  private hoist(section: string, name: string, key: string, value: unknown, file: SourceFile, pointer: string[], depth: Depth): string {
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
    // The component lands at components.<section>.<name>, but it is copied from inside the copy that found it: its
    // levels count on from there, so the stack the copy uses stays bounded whatever chain of files hoists.
    entries.set(localName, this.copy(value, file, pointer, depth));
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
