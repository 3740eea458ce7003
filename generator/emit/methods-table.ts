// Emits src/methods.ts: what a client or a server needs to know about each method at run time (how params are
// passed and named, credits, limits, transports, retry safety), as one typed constant.
import type { Model } from '../model/model.js';
import { banner } from './banner.js';
import type { EmittedFile } from './emitter.js';
import { printModule, StructureKind, VariableDeclarationKind, constTable, type Statement } from './print-module.js';
import { asConstType } from './const-type.js';
import { jsonLiteral, objectLiteralKey, typeMemberKey } from './escape.js';

export function emitMethodsTable(model: Model): EmittedFile[] {
  const infos = model.methods.map((m) => {
    const info = {
      name: m.name,
      paramStructure: m.paramStructure,
      params: m.params.map((p) => ({ name: p.name, required: p.required })),
      paramsOptional: m.paramsOptional,
      credits: typeof m.credits === 'number' ? m.credits : null,
      idempotent: m.idempotent,
      ...(m.family ? { family: m.family } : {}),
      ...(m.transports ? { transports: m.transports } : {}),
      ...(m.limits ? { limits: m.limits } : {}),
      // Fields in a fixed order, whatever the spec's: the same rule prints the same bytes.
      ...(m.cache ? { cache: { when: m.cache.when, ...(m.cache.blocks ? { blocks: m.cache.blocks } : {}), ...(m.cache.resultBlock ? { resultBlock: m.cache.resultBlock } : {}) } } : {}),
    };
    return { name: m.name, info };
  });
  const entries = infos.map(({ name, info }) => `  ${objectLiteralKey(name)}: ${jsonLiteral(info)},`);
  // The type TypeScript gives the table, for the module's declarations (one method a line, as the table).
  const declarationType = `{\n${infos.map(({ name, info }) => `  readonly ${typeMemberKey(name)}: ${asConstType(info)};`).join('\n')}\n}`;
  const statements: Statement[] = [
    { kind: StructureKind.ImportDeclaration, isTypeOnly: true, moduleSpecifier: './types.js', namedImports: ['MethodName'] },
    {
      kind: StructureKind.Interface,
      name: 'MethodInfo',
      isExported: true,
      docs: ['What is known about a method at run time.'],
      properties: [
        { name: 'name', type: 'string' },
        { name: 'paramStructure', type: "'by-position' | 'by-name' | 'either'", docs: ['How params are sent: an array (by position) or an object keyed by param name (by name).'] },
        { name: 'params', type: 'readonly { readonly name: string; readonly required: boolean }[]', docs: ['The params in order.'] },
        { name: 'paramsOptional', type: 'boolean', docs: ['True when every param is optional, so `params` may be omitted.'] },
        { name: 'credits', type: 'number | null', docs: ['Credits one call costs; null where the spec does not show the cost.'] },
        { name: 'idempotent', type: 'boolean', docs: ['True when a call may be sent again after a transport failure.'] },
        { name: 'family', type: 'string', hasQuestionToken: true },
        { name: 'transports', type: "readonly ('http' | 'websocket')[]", hasQuestionToken: true, docs: ['Transports the method is documented over.'] },
        {
          name: 'limits',
          type: '{ readonly maxParams?: number; readonly maxResults?: number; readonly timeoutSeconds?: number; readonly gasCap?: { readonly field: string; readonly blockGasLimitMultiple: number } }',
          hasQuestionToken: true,
          docs: ['Limits the spec states for the method.'],
        },
        {
          name: 'cache',
          type: "{ readonly when: 'found' | 'finalized'; readonly blocks?: readonly string[]; readonly resultBlock?: string }",
          hasQuestionToken: true,
          docs: ['When an answer cannot change, so a forwarding server may cache it (`x-cache`): a result but null (`found`), or one of a block already final.'],
        },
      ],
    },
    {
      kind: StructureKind.VariableStatement,
      declarationKind: VariableDeclarationKind.Const,
      isExported: true,
      docs: ['Run-time facts about every method, by name.'],
      declarations: [constTable({ name: 'methodInfo', initializer: `{\n${entries.join('\n')}\n} as const`, declarationType })],
    },
    // A statement of its own: `satisfies` in the declaration would hide the literal type from per-file
    // declaration emit (CodeOutput), which needs every exported type readable from the file alone.
    `// Every method has an entry of the MethodInfo shape, and only methods do.\nmethodInfo satisfies Record<MethodName, MethodInfo>;`,
  ];
  if (model.subscriptions.length > 0) {
    statements[0] = { kind: StructureKind.ImportDeclaration, isTypeOnly: true, moduleSpecifier: './types.js', namedImports: ['MethodName', 'SubscriptionName'] };
    statements.push(...subscriptionStatements(model));
  }
  return [{ path: 'src/methods.ts', ...printModule(banner(model, 'line'), statements) }];
}

/** `subscriptionInfo` (what a client or server needs of each subscription) and `subscriptionNotices`. */
function subscriptionStatements(model: Model): Statement[] {
  const infos = model.subscriptions.map((s) => ({
    name: s.name,
    info: {
      name: s.name,
      subscribe: s.subscribe,
      ...(s.value === undefined ? {} : { value: s.value }),
      paramStructure: s.paramStructure,
      params: s.params.map((p) => ({ name: p.name, required: p.required })),
      paramsOptional: s.paramsOptional,
      unsubscribe: s.unsubscribe,
      ...(s.unsubscribeByName === undefined ? {} : { unsubscribeByName: s.unsubscribeByName }),
      notification: s.notification.method,
      subscriptionParam: s.notification.subscriptionParam,
      resultParam: s.notification.resultParam,
      identity: s.identity,
      credits: s.credits ?? null,
      subscribeCredits: s.subscribeCredits ?? null,
    },
  }));
  const entries = infos.map(({ name, info }) => `  ${objectLiteralKey(name)}: ${jsonLiteral(info)},`);
  const declarationType = `{\n${infos.map(({ name, info }) => `  readonly ${typeMemberKey(name)}: ${asConstType(info)};`).join('\n')}\n}`;
  const notices = model.notices.map((n) => ({ method: n.method, subscriptionParam: n.subscriptionParam, resultParam: n.resultParam }));
  const noticeType = 'readonly { readonly method: string; readonly subscriptionParam: string; readonly resultParam: string }[]';
  return [
    {
      kind: StructureKind.Interface,
      name: 'SubscriptionInfo',
      isExported: true,
      docs: ['What is known about a subscription at run time (the spec\'s `x-subscription`, or its naming convention).'],
      properties: [
        { name: 'name', type: 'string' },
        { name: 'subscribe', type: 'string', docs: ['The subscribe method.'] },
        { name: 'value', type: 'string', hasQuestionToken: true, docs: ["Sent as the subscribe method's first param to choose this kind."] },
        { name: 'paramStructure', type: "'by-position' | 'by-name' | 'either'" },
        { name: 'params', type: 'readonly { readonly name: string; readonly required: boolean }[]', docs: ['The params after `value` (or the method\'s own).'] },
        { name: 'paramsOptional', type: 'boolean' },
        { name: 'unsubscribe', type: 'string', docs: ['The method that ends it, given its id.'] },
        { name: 'unsubscribeByName', type: 'string', hasQuestionToken: true, docs: ['The name of the id param, when the unsubscribe method takes params by name.'] },
        { name: 'notification', type: 'string', docs: ['The method of the notifications the server sends.'] },
        { name: 'subscriptionParam', type: 'string', docs: ["The notification's param holding the subscription id."] },
        { name: 'resultParam', type: 'string', docs: ["The notification's param holding the value."] },
        { name: 'identity', type: 'readonly string[]', docs: ['JSON pointers into the value that identify a notification (empty: none declared).'] },
        { name: 'credits', type: 'number | null', docs: ['Credits per notification; null where the spec does not say.'] },
        { name: 'subscribeCredits', type: 'number | null', docs: ['Credits of the subscribe call; null where the spec does not say.'] },
      ],
    },
    {
      kind: StructureKind.VariableStatement,
      declarationKind: VariableDeclarationKind.Const,
      isExported: true,
      docs: ['Run-time facts about every subscription, by name.'],
      declarations: [constTable({ name: 'subscriptionInfo', initializer: `{\n${entries.join('\n')}\n} as const`, declarationType })],
    },
    `// Every subscription has an entry of the SubscriptionInfo shape, and only subscriptions do.\nsubscriptionInfo satisfies Record<SubscriptionName, SubscriptionInfo>;`,
    {
      kind: StructureKind.VariableStatement,
      declarationKind: VariableDeclarationKind.Const,
      isExported: true,
      docs: ['Other notifications a subscription may get (Starknet\'s reorg), by method.'],
      declarations: [{ name: 'subscriptionNotices', type: noticeType, initializer: jsonLiteral(notices) }],
    },
  ];
}
