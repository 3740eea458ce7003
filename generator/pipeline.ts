// The pipeline: load → validate → model → emit. Writing is left to the caller (see write.ts), so a dry run, a
// check and a real run share every step before it.
import { SpecError, type SpecIssue } from './errors.js';
import type { EmittedFile } from './emit/emitter.js';
import { emitOpenRpc } from './emit/openrpc.js';
import { CodeOutput, emitBarrel, emitPackageJson, emitTsconfig, importedPackages, type DistBuild } from './emit/package.js';
import { MemorySink, type OutputSink } from './write.js';
import { emitDocsSite, renderDocsPage } from './emit/docs/page.js';
import { startValidatorsScript } from './emit/docs/try-it.js';
import { codeEmitters, type EmitContext } from './emit/code-emitters.js';
import { emitReadme } from './emit/readme.js';
import { compareStrings } from './load/json.js';
import { loadBundle } from './load/bundle.js';
import { hoistEmbeddedDefinitions } from './load/embedded-definitions.js';
import type { LoadOptions } from './load/limits.js';
import type { Bundle } from './load/bundle.js';
import { changelogSinceLast, type ChangeSummary } from './changelog/since-last.js';
import { allOutputs, outputOptions, type OutputKind, type OutputOptionsInput } from './config/outputs.js';
import { buildModel } from './model/build.js';
import type { Model } from './model/model.js';
import { startMetaSchemaCheck } from './validate/meta-schema.js';
import { tsMorph } from './emit/print-module.js';
import { prefetchPatternAnalyses, withPatternBudget } from './validate/pattern-safety.js';
import { holdBackground, releaseBackground } from './background.js';
import { settleHeap } from './heap.js';
import { checkSemantics } from './validate/semantic.js';
import { checkWarnings } from './validate/warnings.js';
import { startExampleCheck } from './validate/examples.js';
import { applyServerVariables } from './model/server-variables.js';

export interface Generation {
  model: Model;
  bundle: Bundle;
  /** What changed since the generation in `previousOutput` (see changelog/since-last.ts). */
  changes: ChangeSummary;
  /** The files, sorted by path; empty when they went to `options.sink`. */
  files: EmittedFile[];
  /** What the document does against the OpenRPC text's advice, and how it was read; `--strict` refuses them. */
  warnings: SpecIssue[];
  /** Every file's path, sorted. */
  paths: string[];
  /** How dist/ was compiled: always 'per-file' unless an emitter wrote exports without explicit types. */
  distBuild: DistBuild;
  /** Milliseconds per stage; `dist` is CodeOutput.finish plus the small files written after it. */
  timings: Record<'load' | 'validate' | 'model' | 'emit' | 'dist', number>;
}

export interface GenerateOptions extends LoadOptions {
  /** The output directory of the last generation: its openrpc.json and CHANGELOG.md make the new changelog. */
  previousOutput?: string;
  /** Parts to emit, dependencies included (config/outputs.ts resolveOutputs); default all. */
  outputs?: ReadonlySet<OutputKind>;
  /** The parts' options (config `outputs` as an object, index.d.ts RpcforgeOutputOptions); defaults where left out. */
  outputOptions?: OutputOptionsInput;
  /** The generated package's name instead of the one derived from info.title. */
  packageName?: string;
  /** Values for the server URLs' variables in place of their defaults (model/server-variables.ts). */
  serverVariables?: Readonly<Record<string, string>>;
  /** Origins the docs page's "Try it" may send to besides the page's own (`connect-src` of its policy; `serve --try-origin`). */
  tryOrigins?: readonly string[];
  /** A key the docs page's "Try it" starts with (`serve --demo-key`: a public demo key, printed anyway). */
  tryKey?: string;
  /** Where each file goes as soon as it is made (write.ts StagedOutput: the staging directory), so that the
   * generation does not hold the package's text; by default a MemorySink, whose files are `files`. */
  sink?: OutputSink;
}

/** `options` bound what the spec may make the loader read (generator/load/limits.ts). */
export function generate(specPath: string, options: GenerateOptions = {}): Generation {
  // One background worker for the whole generation (background.ts), let go at its end, failed or not.
  holdBackground();
  try {
    return withPatternBudget(() => generateHeld(specPath, options));
  } finally {
    releaseBackground();
  }
}

function generateHeld(specPath: string, options: GenerateOptions): Generation {
  const outputs = options.outputs ?? new Set(allOutputs);
  const parts = outputOptions(outputs, options.outputOptions);
  let started = performance.now();
  const lap = () => {
    const now = performance.now();
    const ms = Math.round(now - started);
    started = now;
    // What the stage let go (the loader's and the checks' garbage) is given back before the next stage piles on it.
    settleHeap();
    return ms;
  };
  const bundle = loadBundle(specPath, options);
  const load = lap();
  // The meta-schema is checked in the background worker unless this document passed before; then the spec's
  // patterns are analysed there (the worker runs its jobs in order: the check is awaited first).
  const metaSchema = startMetaSchemaCheck(bundle);
  prefetchPatternAnalyses(bundle.document);
  // A document that did not pass before is a first run or an edit: modules will be printed, so ts-morph is loaded
  // now, on this thread, while the worker checks (0.3-0.5 s each), rather than when the first module is printed.
  if (metaSchema.started) tsMorph();
  // Semantic checks assume a structurally valid document, and would repeat what the meta-schema says about
  // declared extensions.
  const structural = metaSchema.finish();
  if (structural.length > 0) throw new SpecError([...structural, ...semanticIssuesBesides(bundle, metaSchema.stripped)]);
  // Before the reference checks: schemas' references to their own definitions resolve once hoisted.
  const hoisted = hoistEmbeddedDefinitions(bundle);
  const semantic = checkSemantics(bundle);
  if (semantic.length > 0) throw new SpecError(semantic);
  const warnings = [...metaSchema.warnings, ...hoisted, ...checkWarnings(bundle)];
  let validate = lap();
  const model = buildModel(bundle);
  if (options.packageName !== undefined) model.packageName = options.packageName;
  if (options.serverVariables !== undefined) applyServerVariables(model, options.serverVariables);
  const modelMs = lap();
  // Each file goes to the sink as soon as it is made, and its text is let go: a 1,000-method package is 35 MB of
  // text, most of it two bytes a character, which held until the end set the process's peak memory. What later
  // steps need of a module is kept instead: its path, the runtime packages it imports, whether it has declarations.
  const sink = options.sink ?? new MemorySink();
  const paths: string[] = [];
  const put = (file: EmittedFile) => {
    paths.push(file.path);
    sink.put(file);
  };
  const read = (path: string) => sink.read(path);
  const imported = new Set<string>();
  const code = new CodeOutput(put, read);
  // A module of src/: its JavaScript started in the worker (esbuild), its text and declarations written.
  const putModules = (modules: readonly EmittedFile[]) => {
    code.add(modules);
    for (const module of modules) for (const name of importedPackages(module.contents)) imported.add(name);
  };

  const putEmitted = (files: readonly EmittedFile[]) => {
    files.filter((f) => !f.path.endsWith('.ts')).forEach(put);
    putModules(files.filter((f) => f.path.endsWith('.ts')));
    settleHeap();
  };

  const context: EmitContext = { outputs, parts };
  const active = codeEmitters.filter((e) => outputs.has(e.kind));
  // The emitters that need neither the examples check nor the page, in the table's order: taken one by one.
  const anytime = active.filter((e) => e.after === undefined);
  const emitNext = () => {
    const emitter = anytime.shift();
    if (emitter !== undefined) putEmitted(emitter.emit(model, context));
    return emitter !== undefined;
  };
  // Examples against their schemas, with the package's validators: these need the model. The verdicts stay in the
  // model for the docs page; the compiled checks are kept for the validators' emitter. esbuild makes JavaScript of
  // them, and bundles them for the docs page's Try it, in the background worker (about 0.9 s at 1,000 methods): this
  // thread emits other modules meanwhile instead of waiting.
  const examples = startExampleCheck(bundle, model);
  const pageWanted = parts.docs.html || parts.server.docsPage;
  const scriptReady = pageWanted ? startValidatorsScript(model) : () => true;
  while (!(examples.ready() && scriptReady()) && emitNext());
  warnings.push(...examples.finish());
  validate += lap();

  // The validators, compiled already for the examples check: esbuild starts on them at once (startDist).
  for (const emitter of active.filter((e) => e.after === 'checks')) putEmitted(emitter.emit(model, context));
  // Rendered for docs/index.html, for the server to serve, or both; let go once the server has embedded it.
  let page = pageWanted ? renderDocsPage(model, { client: outputs.has('client'), connectOrigins: options.tryOrigins ?? [], ...(options.tryKey === undefined ? {} : { tryKey: options.tryKey }) }) : undefined;
  if (parts.docs.html && page !== undefined) put(emitDocsSite(page));
  settleHeap();
  for (const emitter of active.filter((e) => e.after === 'page')) putEmitted(emitter.emit(model, context, page));
  page = undefined;
  while (emitNext());
  putModules([emitBarrel(model, code.paths.map((path) => ({ path })))]);
  const emitMs = lap();
  const distBuild = code.finish();
  const openRpc = emitOpenRpc(model);
  const changelog = changelogSinceLast(model, bundle, options.previousOutput, openRpc[0]?.contents);
  [
    ...openRpc,
    emitPackageJson(model, imported, { server: outputs.has('server'), docs: parts.docs.html, readme: parts.docs.readme }),
    emitTsconfig(),
    parts.docs.readme ? [emitReadme(model, { client: outputs.has('client'), server: outputs.has('server'), parts })] : [],
    changelog.file,
    changelog.base ?? [],
  ]
    .flat()
    .forEach(put);
  // A breaking change without its version bump is the author's call, so a warning (an error under --strict).
  // Located only then: locating in a JSON file parses it again, to a syntax tree (tens of ms for a large spec).
  if (changelog.summary.warnings.length > 0) {
    const versionAt = bundle.locate(['info', 'version']);
    for (const message of changelog.summary.warnings) warnings.push({ ...versionAt, path: 'info.version', message });
  }
  return {
    model,
    bundle,
    changes: changelog.summary,
    files: sink instanceof MemorySink ? sink.files : [],
    paths: [...new Set(paths)].sort(compareStrings),
    warnings,
    distBuild,
    timings: { load, validate, model: modelMs, emit: emitMs, dist: lap() },
  };
}

/**
 * The semantic checks' errors (a dangling `$ref`, say) in a document the meta-schema refused, so that independent
 * errors come in one run: checked on `stripped`, the document without the values the meta-schema's errors are about
 * (it passes the meta-schema), located in the spec's files as ever. None when there is no such copy; a check that
 * throws on the copy gives none either (the meta-schema's errors are reported, as before).
 */
function semanticIssuesBesides(bundle: Bundle, stripped: unknown): SpecIssue[] {
  if (stripped === undefined) return [];
  const view: Bundle = { ...bundle, locate: bundle.locate.bind(bundle), document: stripped as Bundle['document'] };
  try {
    hoistEmbeddedDefinitions(view);
    return checkSemantics(view);
  } catch {
    return [];
  }
}
