// The pipeline: load → validate → model → emit. Writing is left to the caller (see write.ts), so a dry run, a
// check and a real run share every step before it.
import { SpecError, type SpecIssue } from './errors.js';
import type { EmittedFile } from './emit/emitter.js';
import { emitClient } from './emit/client/emit-client.js';
import { emitCredits } from './emit/credits.js';
import { emitErrors } from './emit/errors.js';
import { emitMethodsTable } from './emit/methods-table.js';
import { emitOpenRpc } from './emit/openrpc.js';
import { compileDist, emitBarrel, emitPackageJson, emitTsconfig, type DistBuild } from './emit/package.js';
import { emitReadme } from './emit/readme.js';
import { emitServer } from './emit/server/emit-server.js';
import { emitTypes } from './emit/types/emit-types.js';
import { emitValidators } from './emit/validators/emit-validators.js';
import { compareStrings } from './load/json.js';
import { loadBundle } from './load/bundle.js';
import { hoistEmbeddedDefinitions } from './load/embedded-definitions.js';
import type { LoadOptions } from './load/limits.js';
import { buildModel } from './model/build.js';
import type { Model } from './model/model.js';
import { checkMetaSchema } from './validate/meta-schema.js';
import { checkSemantics } from './validate/semantic.js';
import { checkWarnings } from './validate/warnings.js';

export interface Generation {
  model: Model;
  files: EmittedFile[];
  /** What the document does against the OpenRPC text's advice, and how it was read; `--strict` refuses them. */
  warnings: SpecIssue[];
  /** How dist/ was compiled: always 'per-file' unless an emitter wrote exports without explicit types. */
  distBuild: DistBuild;
  /** Milliseconds per stage; `dist` is compileDist plus the small files written after it. */
  timings: Record<'load' | 'validate' | 'model' | 'emit' | 'dist', number>;
}

/** The modules of the package, one emitter each (credits also writes credits.json). */
const codeEmitters = [emitTypes, emitValidators, emitErrors, emitMethodsTable, emitCredits, emitClient, emitServer];

/** `options` bound what the spec may make the loader read (generator/load/limits.ts). */
export function generate(specPath: string, options: LoadOptions = {}): Generation {
  let started = performance.now();
  const lap = () => {
    const now = performance.now();
    const ms = Math.round(now - started);
    started = now;
    return ms;
  };
  const bundle = loadBundle(specPath, options);
  const load = lap();
  // Semantic checks assume a structurally valid document, and would repeat what the meta-schema says about
  // declared extensions.
  const structural = checkMetaSchema(bundle);
  if (structural.length > 0) throw new SpecError(structural);
  // Before the reference checks: schemas' references to their own definitions resolve once hoisted.
  const hoisted = hoistEmbeddedDefinitions(bundle);
  const semantic = checkSemantics(bundle);
  if (semantic.length > 0) throw new SpecError(semantic);
  const warnings = [...hoisted, ...checkWarnings(bundle)];
  const validate = lap();
  const model = buildModel(bundle);
  const modelMs = lap();

  const emitted = codeEmitters.flatMap((emit) => emit(model));
  const code = emitted.filter((f) => f.path.endsWith('.ts'));
  const sources = [...code, emitBarrel(model, code)];
  const emitMs = lap();
  const dist = compileDist(sources);
  const files = [
    ...emitted.filter((f) => !f.path.endsWith('.ts')),
    ...sources,
    ...dist.files,
    emitOpenRpc(model),
    emitPackageJson(model, sources),
    emitTsconfig(),
    emitReadme(model),
  ].flat();
  files.sort((a, b) => compareStrings(a.path, b.path));
  return { model, files, warnings, distBuild: dist.build, timings: { load, validate, model: modelMs, emit: emitMs, dist: lap() } };
}
