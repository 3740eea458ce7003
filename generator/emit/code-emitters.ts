// The emitters of the package's code (src/), one per module group, by the output they belong to. Each reads the model
// and the few facts of EmitContext, nothing else, so the pipeline may run them in any order: those that need nothing
// more run while esbuild compiles the validators in the background (../pipeline.ts), the others after what they need.
import type { DocsPage } from './docs/page.js';
import type { EmittedFile } from './emitter.js';
import { emitClient } from './client/emit-client.js';
import { emitCredits } from './credits.js';
import { emitErrors } from './errors.js';
import { emitMethodsTable } from './methods-table.js';
import { emitServerDocument, emitServerModules } from './server/emit-server.js';
import { emitTypes } from './types/emit-types.js';
import { emitValidators } from './validators/emit-validators.js';
import type { OutputKind, OutputOptions } from '../config/outputs.js';
import type { Model } from '../model/model.js';

/** What an emitter may need beyond the model: the outputs asked for and their options. */
export interface EmitContext {
  outputs: ReadonlySet<OutputKind>;
  parts: OutputOptions;
}

export interface CodeEmitter {
  name: string;
  kind: OutputKind;
  /** Runs after the examples check, whose compiled checks it emits (the validators), or after the docs page, which
   * it embeds (the page is rendered with the check's verdicts); else at any time. */
  after?: 'checks' | 'page';
  emit: (model: Model, context: EmitContext, page?: DocsPage) => EmittedFile[];
}

/** In the order they run when they may run at any time: the costliest first, so that esbuild has their JavaScript
 * to make (dist/) while the rest is emitted. */
export const codeEmitters: readonly CodeEmitter[] = [
  { name: 'client', kind: 'client', emit: (model, { parts }) => emitClient(model, parts.client) },
  // The server's upstream handlers forward through the generated client, so they come only with it.
  { name: 'server', kind: 'server', emit: (model, { outputs }) => emitServerModules(model, { upstream: outputs.has('client') }) },
  { name: 'types', kind: 'types', emit: (model) => emitTypes(model) },
  { name: 'methods-table', kind: 'types', emit: (model) => emitMethodsTable(model) },
  { name: 'errors', kind: 'types', emit: (model) => emitErrors(model) },
  // The credits table only where the spec prices its methods (`x-credits`): a spec without it has none to speak of.
  { name: 'credits', kind: 'types', emit: (model) => (model.methods.some((m) => m.credits !== undefined) ? emitCredits(model) : []) },
  { name: 'validators', kind: 'validators', after: 'checks', emit: (model) => emitValidators(model) },
  // The published document and, unless `server.docsPage` is off, the docs page as text: the largest module.
  { name: 'server-document', kind: 'server', after: 'page', emit: (model, { parts }, page) => emitServerDocument(model, parts.server.docsPage ? page : undefined) },
];
