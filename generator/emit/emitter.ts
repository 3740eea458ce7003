// What every emitter returns: files keyed by their path inside the output directory.
import type { Model } from '../model/model.js';

export interface EmittedFile {
  /** POSIX path relative to the output directory. */
  path: string;
  contents: string;
  /** A TypeScript module's declarations (dist/*.d.ts), when its emitter printed them (emit/print-module.ts). */
  declarations?: string;
}

export type Emitter = (model: Model) => EmittedFile[];
