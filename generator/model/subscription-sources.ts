// Where a document's subscriptions come from: a subscribe method's `x-subscription` (spec/extensions.yaml), or,
// without it, Starknet's naming convention. Starknet's WebSocket API writes a `starknet_subscribeX` method answering
// a subscription id, a `starknet_subscriptionX` "method" whose `subscription_id` and `result` params describe the
// notification the server sends, and `starknet_unsubscribe`. That is the extension's content without the extension,
// so it is read as such. A pairing by name that is not exact (`subscribeNewTransactions` ↔
// `subscriptionNewTransaction`, a trailing s) is still made when nothing else fits, with a located warning; a
// subscribe method with no notification stays a plain method, with a warning. A `…subscriptionX` that no subscribe
// method pairs with (`subscriptionReorg`) is a notice every subscription of the prefix may receive. The model (subscriptions.ts) and the warnings
// (validate/warnings.ts) both read these sources, so what is warned about is what is built.
import { followRefs, isObject, type JsonObject } from '../load/json.js';
import type { Segment } from '../load/source-file.js';

/** One subscribe method's declaration, as found. */
export interface SubscriptionSource {
  /** Index of the subscribe method in the document's `methods`. */
  index: number;
  method: JsonObject;
  /** The `x-subscription` value, or the one the convention stands for. */
  declaration: JsonObject;
  from: 'x-subscription' | 'convention';
}

/** A notice: a notification method no subscribe method pairs with (Starknet's reorg). */
export interface NoticeSource {
  index: number;
  method: JsonObject;
  /** Names of its two params: the subscription id and the value. */
  subscriptionParam: string;
  resultParam: string;
  schema: unknown;
}

export interface SubscriptionSources {
  subscriptions: SubscriptionSource[];
  notices: NoticeSource[];
  /** Names of the methods that are part of a subscription (subscribe, unsubscribe, notification): not calls. */
  machinery: ReadonlySet<string>;
  /** Pairings the convention made or refused that a reader should know of. */
  warnings: { path: Segment[]; message: string }[];
}

const subscribeName = /^(.*?)subscribe([A-Z][A-Za-z0-9_]*)$/;
const notificationName = /^(.*?)subscription([A-Z][A-Za-z0-9_]*)$/;

/** The subscriptions of `doc`, by extension first, then by convention among the methods without one. */
export function subscriptionSources(doc: JsonObject): SubscriptionSources {
  const methods = (Array.isArray(doc.methods) ? doc.methods : []).map((raw) => followRefs(doc, raw));
  const subscriptions: SubscriptionSource[] = [];
  const machinery = new Set<string>();
  methods.forEach((method, index) => {
    if (!isObject(method) || !isObject(method['x-subscription']) || typeof method.name !== 'string') return;
    const declaration = method['x-subscription'];
    subscriptions.push({ index, method, declaration, from: 'x-subscription' });
    machinery.add(method.name);
    for (const name of [declaration.unsubscribe, declaration.notification]) if (typeof name === 'string') machinery.add(name);
  });
  const convention = byConvention(doc, methods, machinery);
  for (const name of convention.machinery) machinery.add(name);
  subscriptions.push(...convention.subscriptions);
  subscriptions.sort((a, b) => a.index - b.index);
  return { subscriptions, notices: convention.notices, machinery, warnings: convention.warnings };
}

interface Named {
  index: number;
  method: JsonObject;
  prefix: string;
  suffix: string;
}

function byConvention(doc: JsonObject, methods: unknown[], taken: ReadonlySet<string>): Omit<SubscriptionSources, 'machinery'> & { machinery: Set<string> } {
  const subscribes: Named[] = [];
  const notifications: Named[] = [];
  const names = new Set<string>();
  methods.forEach((method, index) => {
    if (!isObject(method) || typeof method.name !== 'string') return;
    names.add(method.name);
    if (taken.has(method.name) || isObject(method['x-subscription'])) return;
    const s = subscribeName.exec(method.name);
    if (s && isObject(method.result)) subscribes.push({ index, method, prefix: s[1]!, suffix: s[2]! });
    const n = notificationName.exec(method.name);
    if (n && !isObject(method.result) && notificationParams(doc, method) !== undefined) notifications.push({ index, method, prefix: n[1]!, suffix: n[2]! });
  });
  const out = { subscriptions: [] as SubscriptionSource[], notices: [] as NoticeSource[], machinery: new Set<string>(), warnings: [] as SubscriptionSources['warnings'] };
  const paired = new Set<Named>();
  const candidates = subscribes.filter((sub) => names.has(`${sub.prefix}unsubscribe`));
  // Exact names first; then a name that differs by a trailing s, among the notifications left, when one alone fits.
  const choice = new Map<Named, Named>();
  for (const sub of candidates) {
    const exact = notifications.filter((n) => n.prefix === sub.prefix && n.suffix === sub.suffix);
    if (exact.length === 1) choice.set(sub, exact[0]!);
  }
  const left = notifications.filter((n) => ![...choice.values()].includes(n));
  const near = new Map<Named, Named[]>();
  for (const sub of candidates) {
    if (choice.has(sub)) continue;
    near.set(sub, left.filter((n) => n.prefix === sub.prefix && singular(n.suffix) === singular(sub.suffix)));
  }
  for (const [sub, fits] of near) {
    const here: Segment[] = ['methods', sub.index, 'name'];
    // Names differ by a trailing s at most, and exact pairs are taken first: at most one notification is left to fit.
    const fit = fits[0];
    if (fit !== undefined) {
      choice.set(sub, fit);
      out.warnings.push({ path: here, message: `${String(sub.method.name)} is paired with the notification ${String(fit.method.name)}, whose name differs (${sub.suffix} / ${fit.suffix}): no other notification fits (declare x-subscription to say so)` });
    } else {
      out.warnings.push({ path: here, message: `${String(sub.method.name)} reads as a subscribe method (${sub.prefix}unsubscribe exists), but no ${sub.prefix}subscription${sub.suffix} notification pairs with it: read as a plain method` });
    }
  }
  for (const sub of candidates) {
    const chosen = choice.get(sub);
    if (chosen === undefined) continue;
    const unsubscribe = `${sub.prefix}unsubscribe`;
    paired.add(chosen);
    const params = notificationParams(doc, chosen.method)!;
    const declaration: JsonObject = {
      notification: chosen.method.name as string,
      subscriptionParam: params.id,
      resultParam: params.result,
      unsubscribe,
      kinds: [{ name: lowerFirst(sub.suffix), result: { name: params.result, schema: params.schema } }],
    };
    out.subscriptions.push({ index: sub.index, method: sub.method, declaration, from: 'convention' });
    for (const name of [sub.method.name as string, chosen.method.name as string, unsubscribe]) out.machinery.add(name);
  }
  const prefixes = new Set(out.subscriptions.map((s) => subscribeName.exec(String(s.method.name))?.[1]));
  for (const n of notifications) {
    if (paired.has(n) || !prefixes.has(n.prefix)) continue;
    const params = notificationParams(doc, n.method)!;
    out.notices.push({ index: n.index, method: n.method, subscriptionParam: params.id, resultParam: params.result, schema: params.schema });
    out.machinery.add(n.method.name as string);
  }
  return out;
}

/** A notification method's two params (the id, then the value), when it has exactly those. */
function notificationParams(doc: JsonObject, method: JsonObject): { id: string; result: string; schema: unknown } | undefined {
  const params = (Array.isArray(method.params) ? method.params : []).map((p) => followRefs(doc, p));
  if (params.length !== 2 || !params.every((p) => isObject(p) && typeof p.name === 'string')) return undefined;
  const [id, result] = params as JsonObject[];
  return { id: id!.name as string, result: result!.name as string, schema: result!.schema ?? true };
}

function singular(text: string): string {
  return text.endsWith('s') ? text.slice(0, -1) : text;
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}
