// Rules about the spec's subscriptions (x-subscription, or Starknet's naming convention: model/subscriptions.ts):
// which exist, and what each costs per notification. Their params and notification schemas are walked by the
// checker like a method's params and result (checker.ts `diffSubscriptions`): a notification is what the server
// sends, so it is read as a response.
import { followRefs, isObject, type JsonObject } from '../load/json.js';
import type { Segment } from '../load/source-file.js';
import type { SubscriptionModel } from '../model/model.js';
import type { Bump, Level } from './change.js';
import type { DocumentPair, DocumentRule, Finding } from './rule.js';

type Check = (d: DocumentPair) => Finding[];
const rule = (kind: string, level: Level, bump: Exclude<Bump, 'none'>, summary: string, check: Check): DocumentRule => ({
  scope: 'document',
  kind,
  level,
  bump,
  direction: 'both',
  summary,
  check,
});

const byName = (subscriptions: readonly SubscriptionModel[]) => new Map(subscriptions.map((s) => [s.name, s]));

/** Where a subscription is declared in `doc`: its kind in the subscribe method's x-subscription, or the method. */
export function subscriptionAt(doc: JsonObject, s: SubscriptionModel): { params: Segment[]; notification: Segment[] } {
  const methods = Array.isArray(doc.methods) ? doc.methods.map((m) => followRefs(doc, m)) : [];
  const index = (name: string) => methods.findIndex((m) => isObject(m) && m.name === name);
  const m = index(s.subscribe);
  const declaration = isObject(methods[m]) ? (methods[m] as JsonObject)['x-subscription'] : undefined;
  if (isObject(declaration) && Array.isArray(declaration.kinds)) {
    const k = declaration.kinds.findIndex((kind) => isObject(kind) && kind.name === s.name);
    const kind: Segment[] = ['methods', m, 'x-subscription', 'kinds', Math.max(0, k)];
    return { params: s.value === undefined ? ['methods', m, 'params'] : [...kind, 'params'], notification: [...kind, 'result', 'schema'] };
  }
  return { params: ['methods', m, 'params'], notification: ['methods', Math.max(0, index(s.notification.method)), 'params', 1, 'schema'] };
}

const added: Check = (d) => {
  const before = byName(d.old.model.subscriptions);
  return d.new.model.subscriptions.filter((s) => !before.has(s.name)).map((s) => ({ message: `subscription ${s.name} added`, at: subscriptionAt(d.new.document, s).notification.slice(0, -2) }));
};
const removed: Check = (d) => {
  const after = byName(d.new.model.subscriptions);
  return d.old.model.subscriptions.filter((s) => !after.has(s.name)).map((s) => ({ message: `subscription ${s.name} removed: its subscribers break`, at: ['methods'] }));
};
const credits = (wanted: 'raised' | 'lowered'): Check => (d) => {
  const before = byName(d.old.model.subscriptions);
  return d.new.model.subscriptions.flatMap((s) => {
    const was = before.get(s.name)?.credits;
    const now = s.credits;
    if (was === undefined || now === undefined || was === now || (now > was) !== (wanted === 'raised')) return [];
    return [{ message: `subscription ${s.name}: credits per notification ${wanted} from ${was} to ${now}`, at: [...subscriptionAt(d.new.document, s).notification.slice(0, -2), 'credits'] }];
  });
};
const identity: Check = (d) => {
  const before = byName(d.old.model.subscriptions);
  return d.new.model.subscriptions.flatMap((s) => {
    const was = before.get(s.name)?.identity;
    if (was === undefined || JSON.stringify(was) === JSON.stringify(s.identity)) return [];
    return [{ message: `subscription ${s.name}: identity changed from [${was.join(', ')}] to [${s.identity.join(', ')}]: clients skip repeats by it`, at: [...subscriptionAt(d.new.document, s).notification.slice(0, -2), 'identity'] }];
  });
};

export const subscriptionRules: readonly DocumentRule[] = [
  rule('subscription-added', 'info', 'minor', 'a subscription (a kind of x-subscription) was added', added),
  rule('subscription-removed', 'breaking', 'major', 'a subscription was removed: its subscribers break', removed),
  rule('subscription-credits-increased', 'warning', 'minor', "a subscription's credits per notification were raised", credits('raised')),
  rule('subscription-credits-decreased', 'info', 'minor', "a subscription's credits per notification were lowered", credits('lowered')),
  rule('subscription-identity-changed', 'warning', 'minor', 'what identifies a notification changed: a client may skip or repeat some across a reconnect', identity),
];
