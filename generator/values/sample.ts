// One value per seed from a schema (arbitrary.ts), the same on every run: what `serve --mock` answers for a method
// with no example. `accept` (the generated validator, in serve) filters: the arbitrary reads most of JSON Schema but
// not all (oneOf's "exactly one", `not`, formats), so a value it refuses is replaced by the next seed's, up to
// `attempts` (default 100) values.
import fc from 'fast-check';
import { NoValueError, schemaArbitrary, type ArbitraryOptions, type JsonSchema } from './arbitrary.js';

export interface SampleOptions extends ArbitraryOptions {
  accept?: (value: unknown) => boolean;
  attempts?: number;
}

export function sampleValue(schema: JsonSchema, seed: number, options: SampleOptions = {}): unknown {
  const arbitrary = schemaArbitrary(schema, options);
  const attempts = options.attempts ?? 100;
  // fast-check's sample with a seed is deterministic. One value per seed, drawn only while refused: most schemas
  // take the first.
  for (let i = 0; i < attempts; i++) {
    const [value] = fc.sample(arbitrary, { seed: (seed + i) | 0, numRuns: 1 });
    if (!options.accept || options.accept(value)) return value;
  }
  throw new NoValueError(`none of ${attempts} values generated from the schema was valid`);
}

/** A seed from a text (a method name), so each method's value stays the same from run to run. */
export function seedOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash | 0;
}

export { NoValueError, schemaArbitrary, type ArbitraryOptions, type JsonSchema } from './arbitrary.js';
