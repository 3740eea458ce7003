// The model's subscriptions, from the sources subscription-sources.ts finds: one SubscriptionModel per kind, its
// params (after the kind's value, or the method's own), its notification and what identifies one.
import { followRefs, isObject, type JsonObject } from '../load/json.js';
import type { JsonSchema, NoticeModel, ParamModel, ParamStructure, SubscriptionModel } from './model.js';
import { type NamePlanner, pascalCase } from './names.js';
import type { SubscriptionSources } from './subscription-sources.js';

const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

export interface SubscriptionReaders {
  param(raw: JsonObject): ParamModel;
  /** Makes identifiers unique and marks optional params before required ones. */
  settle(params: ParamModel[]): void;
}

export function subscriptionModels(doc: JsonObject, sources: SubscriptionSources, planner: NamePlanner, read: SubscriptionReaders): { subscriptions: SubscriptionModel[]; notices: NoticeModel[] } {
  const resolve = (value: unknown) => followRefs(doc, value);
  const kindNames = new Set<string>();
  const methods = (Array.isArray(doc.methods) ? doc.methods : []).map(resolve).filter(isObject);
  const subscriptions: SubscriptionModel[] = [];
  for (const source of sources.subscriptions) {
    const { method, declaration } = source;
    const unsubscribe = String(declaration.unsubscribe);
    const unsubscribeMethod = methods.find((m) => m.name === unsubscribe);
    const unsubscribeParam = unsubscribeMethod && Array.isArray(unsubscribeMethod.params) ? resolve(unsubscribeMethod.params[0]) : undefined;
    const byName = unsubscribeMethod?.paramStructure === 'by-name' && isObject(unsubscribeParam) ? String(unsubscribeParam.name) : undefined;
    for (const raw of (Array.isArray(declaration.kinds) ? declaration.kinds : []).filter(isObject)) {
      const value = text(raw.value);
      const ownParams = value === undefined ? (Array.isArray(method.params) ? method.params : []) : Array.isArray(raw.params) ? raw.params : [];
      const params = ownParams.map((p) => read.param(resolve(p) as JsonObject));
      read.settle(params);
      let name = String(raw.name);
      for (let n = 2; kindNames.has(name); n++) name = `${String(raw.name)}${n}`;
      kindNames.add(name);
      const typeBase = pascalCase(name);
      const result = isObject(raw.result) ? (resolve(raw.result) as JsonObject) : {};
      subscriptions.push({
        name,
        typeBase,
        paramsTypeName: planner.claim(`${typeBase}SubscriptionParams`),
        notificationTypeName: planner.claim(`${typeBase}Notification`),
        subscribe: String(method.name),
        ...(value === undefined ? {} : { value }),
        paramStructure: (value === undefined ? (method.paramStructure ?? 'either') : 'by-position') as ParamStructure,
        params,
        paramsOptional: params.every((p) => !p.required),
        unsubscribe,
        ...(byName === undefined ? {} : { unsubscribeByName: byName }),
        notification: {
          method: String(declaration.notification),
          subscriptionParam: text(declaration.subscriptionParam) ?? 'subscription',
          resultParam: text(declaration.resultParam) ?? 'result',
          name: String(result.name ?? 'result'),
          description: text(result.description),
          schema: (result.schema ?? true) as JsonSchema,
        },
        identity: Array.isArray(raw.identity) ? raw.identity.filter((p): p is string => typeof p === 'string') : [],
        ...(typeof raw.credits === 'number' ? { credits: raw.credits } : {}),
        ...(typeof method['x-credits'] === 'number' ? { subscribeCredits: method['x-credits'] } : {}),
        summary: text(raw.summary) ?? text(method.summary),
        description: text(raw.description) ?? (value === undefined ? text(method.description) : undefined),
        from: source.from,
      });
    }
  }
  const notices = sources.notices.map((n): NoticeModel => ({
    method: String(n.method.name),
    typeName: planner.claim(`${pascalCase(String(n.method.name))}Notice`),
    subscriptionParam: n.subscriptionParam,
    resultParam: n.resultParam,
    schema: (n.schema ?? true) as JsonSchema,
    summary: text(n.method.summary),
    description: text(n.method.description),
  }));
  return { subscriptions, notices };
}
