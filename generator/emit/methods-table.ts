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
  return [{ path: 'src/methods.ts', ...printModule(banner(model, 'line'), statements) }];
}
