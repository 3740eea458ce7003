// The emitters of the package's code (src/), one per module group, by the output they belong to. Each reads the model
// and the few facts of EmitContext, nothing else, so the pipeline may run an emitter on either of two threads
// (./shared-emission.ts): the same input gives the same files on either.
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

/** What an emitter may need beyond the model: the outputs asked for and their options. Plain data (it is posted to
 * the other thread with the model). */
export interface EmitContext {
  outputs: ReadonlySet<OutputKind>;
  parts: OutputOptions;
}

export interface CodeEmitter {
  name: string;
  kind: OutputKind;
  /** Runs only on the generation's own thread, because of what only that thread has: the checks compiled for the
   * examples check (the validators), or the docs page, rendered after that check. */
  here?: 'checks' | 'page';
  emit: (model: Model, context: EmitContext, page?: DocsPage) => EmittedFile[];
}

/** In the order a thread takes them when both may: the costliest first, so the two finish close together. */
export const codeEmitters: readonly CodeEmitter[] = [
  { name: 'client', kind: 'client', emit: (model, { parts }) => emitClient(model, parts.client) },
  // The server's upstream handlers forward through the generated client, so they come only with it.
  { name: 'server', kind: 'server', emit: (model, { outputs }) => emitServerModules(model, { upstream: outputs.has('client') }) },
  { name: 'types', kind: 'types', emit: (model) => emitTypes(model) },
  { name: 'methods-table', kind: 'types', emit: (model) => emitMethodsTable(model) },
  { name: 'errors', kind: 'types', emit: (model) => emitErrors(model) },
  { name: 'credits', kind: 'types', emit: (model) => emitCredits(model) },
  { name: 'validators', kind: 'validators', here: 'checks', emit: (model) => emitValidators(model) },
  // The published document and, unless `server.docsPage` is off, the docs page as text: the largest module.
  { name: 'server-document', kind: 'server', here: 'page', emit: (model, { parts }, page) => emitServerDocument(model, parts.server.docsPage ? page : undefined) },
];

/** The emitter named `name` (a name the other thread was given). */
export function codeEmitter(name: string): CodeEmitter {
  const found = codeEmitters.find((e) => e.name === name);
  if (found === undefined) throw new Error(`rpcforge: no code emitter named ${name}`);
  return found;
}
