// Which parts of the package a generation emits, and their options. `types` (types, errors, the methods table,
// credits) is the base every other part imports; the client and the server check params and results, so they bring
// the validators. `docs` is the README and the reference page docs/index.html (the server, when there is one, serves
// the page too). A config names the parts as a list (`['client', 'docs']`) or as an object whose values are `true`
// (the part with its defaults), `false` (not asked for) or the part's options (`{ docs: { html: false } }`).
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

/** What the parts' options come to, defaults applied (see RpcforgeOutputOptions in index.d.ts for each one's meaning). */
export interface OutputOptions {
  docs: { readme: boolean; html: boolean };
  server: { docsPage: boolean };
  client: { websocket: boolean; validate: { params: boolean; result: boolean } };
}

/** Options a caller of `generate` may leave out in part; `docsPage` defaults to whether docs/index.html is emitted. */
export interface OutputOptionsInput {
  docs?: Partial<OutputOptions['docs']>;
  server?: Partial<OutputOptions['server']>;
  client?: Partial<Omit<OutputOptions['client'], 'validate'>> & { validate?: boolean | { params?: boolean; result?: boolean } };
}

/** The options of `input` with every default applied, for the parts in `outputs`. */
export function outputOptions(outputs: ReadonlySet<OutputKind>, input: OutputOptionsInput = {}): OutputOptions {
  const docs = { readme: input.docs?.readme ?? true, html: input.docs?.html ?? true };
  if (!outputs.has('docs')) {
    docs.readme = false;
    docs.html = false;
  }
  const validate = input.client?.validate ?? false;
  return {
    docs,
    server: { docsPage: outputs.has('server') && (input.server?.docsPage ?? docs.html) },
    client: {
      websocket: input.client?.websocket ?? true,
      validate: typeof validate === 'boolean' ? { params: validate, result: validate } : { params: validate.params ?? false, result: validate.result ?? false },
    },
  };
}

/** The option fields of each part, and their value's kind, for the config checks (load.ts). */
export const optionFields: { readonly [K in OutputKind]: Readonly<Record<string, 'boolean' | 'validate'>> } = {
  types: {},
  validators: {},
  client: { websocket: 'boolean', validate: 'validate' },
  server: { docsPage: 'boolean' },
  docs: { readme: 'boolean', html: 'boolean' },
};

// The list above and the public type in index.d.ts must name the same outputs and the same options.
import type { RpcforgeClientOptions, RpcforgeDocsOptions, RpcforgeOutput, RpcforgeServerOptions } from './index.js';
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameOutputs: Same<OutputKind, RpcforgeOutput> = true;
const sameDocs: Same<keyof RpcforgeDocsOptions, keyof OutputOptions['docs']> = true;
const sameServer: Same<keyof RpcforgeServerOptions, keyof OutputOptions['server']> = true;
const sameClient: Same<keyof RpcforgeClientOptions, keyof OutputOptions['client']> = true;
void [sameOutputs, sameDocs, sameServer, sameClient];
