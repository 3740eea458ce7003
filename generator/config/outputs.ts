// Which parts of the package a generation emits. `types` (types, errors, the methods table, credits) is the base
// every other part imports; the client and the server check params and results, so they bring the validators.
// `docs` is the README and the reference page docs/index.html (the server, when there is one, serves it too).
export const outputKinds = ['types', 'validators', 'client', 'server', 'docs'] as const;
export type OutputKind = (typeof outputKinds)[number];

/** Everything: what a run without a config, or a config without `outputs`, emits. */
export const allOutputs: readonly OutputKind[] = outputKinds;

const requires: Record<OutputKind, readonly OutputKind[]> = {
  types: [],
  validators: ['types'],
  client: ['types', 'validators'],
  server: ['types', 'validators'],
  docs: ['types'],
};

/** The outputs asked for plus what they import, in the canonical order; throws naming an unknown output. */
export function resolveOutputs(asked: readonly string[], where = 'outputs'): Set<OutputKind> {
  const out = new Set<OutputKind>();
  for (const name of asked) {
    if (!(outputKinds as readonly string[]).includes(name)) {
      throw new Error(`${where}: unknown output ${JSON.stringify(name)} (expected some of ${outputKinds.join(', ')})`);
    }
    for (const kind of [name as OutputKind, ...requires[name as OutputKind]]) out.add(kind);
  }
  return new Set(outputKinds.filter((k) => out.has(k)));
}

// The list above and the public type in index.d.ts must name the same outputs.
import type { RpcforgeOutput } from './index.js';
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameOutputs: Same<OutputKind, RpcforgeOutput> = true;
void sameOutputs;
