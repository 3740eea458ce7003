// Which methods `rpcforge test` calls, and which of their examples it compares exactly.
//
// Writes: a method is called only when the spec marks it `x-idempotent: true` (our spec's extension), or it has
// examples, no mark and no name that reads as one that submits or signs (`eth_sendRawTransaction`, `eth_sign`,
// `submitBlock`), or --allow-writes is given. The rest are skipped, each with its reason: `x-idempotent: false`
// (calling it twice is not calling it once: starknet_addDeployAccountTransaction), a write name, or no mark and no
// example (`todo_add` of a document that shows nothing: nothing says a call leaves the service as it was). A
// published document rarely marks its writes, and one sent by mistake to a live service costs real money.
//
// Deterministic examples: an example's result is compared value for value only when the spec marks it
// `x-deterministic: true`, on the example or on the method (for all its examples); otherwise a live node's answer
// (the latest block, a balance) legitimately differs, and only its shape is checked.
import { followRefs, isObject, type JsonObject } from '../load/json.js';
import { exampleRequest } from '../model/example-params.js';
import type { MethodModel, Model, SubscriptionModel } from '../model/model.js';

export interface PlannedExample {
  name: string;
  /** The params as sent (by position or by name, as the docs page sends them). */
  params: unknown[] | Record<string, unknown>;
  result?: unknown;
  deterministic: boolean;
}

export interface PlannedMethod {
  method: MethodModel;
  examples: PlannedExample[];
}

export interface Selection {
  methods: PlannedMethod[];
  /** Methods left out, in the spec's order, with why (writes; globs leave theirs out silently). */
  skipped: { method: string; reason: string }[];
  /** The subscriptions to watch (./subscriptions.ts): those whose subscribe method, or `<method> <kind>`, a glob matches. */
  subscriptions?: SubscriptionModel[];
}

const writeName = /(^|[_.])(send|submit|sign)([A-Z_]|$)/;

/** The method object as the document writes it (its `x-` keys are not in the model). */
function rawMethod(model: Model, index: number): JsonObject {
  const methods = Array.isArray(model.document.methods) ? model.document.methods : [];
  const raw = followRefs(model.document, methods[index]);
  return isObject(raw) ? raw : {};
}

export function isWrite(method: MethodModel, raw: JsonObject): boolean {
  return writeReason(method, raw) !== undefined;
}

/**
 * Why the method may write, so is called only with --allow-writes; undefined when it is a read: marked
 * `x-idempotent: true`, or unmarked with examples (the document shows it answering) and no write name.
 */
export function writeReason(method: MethodModel, raw: JsonObject): string | undefined {
  if (raw['x-idempotent'] === true) return undefined;
  if (raw['x-idempotent'] === false) return 'a write (x-idempotent: false): --allow-writes calls it';
  if (writeName.test(method.name)) return 'a write (a send/submit/sign name, no x-idempotent mark): --allow-writes calls it';
  if (method.examples.length === 0) return 'may write (no x-idempotent mark and no example to show it reads): x-idempotent: true in the spec, or --allow-writes, calls it';
  return undefined;
}

/** `eth_get*,getVote?ccounts`: names matching any of the comma-separated globs (`*` any run, `?` one character). */
export function globMatcher(globs: string | undefined): (name: string) => boolean {
  if (globs === undefined || globs.trim() === '') return () => true;
  const patterns = globs
    .split(',')
    .map((g) => g.trim())
    .filter((g) => g !== '')
    .map((g) => new RegExp(`^${g.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*').replace(/\?/g, '.')}$`));
  return (name) => patterns.some((p) => p.test(name));
}

export function selectMethods(model: Model, options: { methods?: string; allowWrites: boolean }): Selection {
  const matches = globMatcher(options.methods);
  const selection: Selection = { methods: [], skipped: [] };
  model.methods.forEach((method, index) => {
    if (!matches(method.name)) return;
    const raw = rawMethod(model, method.index);
    const write = options.allowWrites ? undefined : writeReason(method, raw);
    if (write !== undefined) {
      selection.skipped.push({ method: method.name, reason: write });
      return;
    }
    const rawExamples = Array.isArray(raw.examples) ? raw.examples.map((e) => followRefs(model.document, e)) : [];
    const examples = method.examples.flatMap((example, e): PlannedExample[] => {
      const rawExample = isObject(rawExamples[e]) ? (rawExamples[e] as JsonObject) : {};
      // A param given by `externalValue` has no value to send.
      const rawParams = Array.isArray(rawExample.params) ? rawExample.params.map((p) => followRefs(model.document, p)) : [];
      if (rawParams.some((p) => !isObject(p) || !('value' in p))) return [];
      const deterministic = rawExample['x-deterministic'] === true || (raw['x-deterministic'] === true && rawExample['x-deterministic'] !== false);
      return [{ name: example.name, params: exampleRequest(method, example).params, ...(example.result === undefined ? {} : { result: example.result }), deterministic }];
    });
    selection.methods.push({ method, examples });
  });
  selection.subscriptions = model.subscriptions.filter((s) => matches(s.subscribe) || (s.value !== undefined && matches(`${s.subscribe} ${s.value}`)));
  return selection;
}
