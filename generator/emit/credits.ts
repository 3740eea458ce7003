// Emits src/credits.ts (the cost of every method, `creditsFor` and an estimator for a list or batch of calls) and
// credits.json for tools that do not read TypeScript. A cost the spec does not show is null, never a guess.
import type { Model } from '../model/model.js';
import { banner } from './banner.js';
import type { EmittedFile } from './emitter.js';
import { printModule, StructureKind, VariableDeclarationKind, constTable, type Statement } from './print-module.js';
import { asConstType } from './const-type.js';
import { objectLiteralKey, typeMemberKey } from './escape.js';

const cost = (credits: number | 'not shown' | undefined) => (typeof credits === 'number' ? credits : null);

export function emitCredits(model: Model): EmittedFile[] {
  const table = model.methods.map((m) => `  ${objectLiteralKey(m.name)}: ${JSON.stringify(cost(m.credits))},`);
  const statements: Statement[] = [
    { kind: StructureKind.ImportDeclaration, isTypeOnly: true, moduleSpecifier: './types.js', namedImports: ['MethodName'] },
    {
      kind: StructureKind.VariableStatement,
      declarationKind: VariableDeclarationKind.Const,
      isExported: true,
      docs: ['Credits one call of each method takes from the daily balance; null where the spec does not show the cost.'],
      declarations: [
        constTable({
          name: 'credits',
          initializer: `{\n${table.join('\n')}\n} as const`,
          // The type TypeScript gives the table, for the module's declarations.
          declarationType: `{\n${model.methods.map((m) => `  readonly ${typeMemberKey(m.name)}: ${asConstType(cost(m.credits))};`).join('\n')}\n}`,
        }),
      ],
    },
    // A statement of its own: `satisfies` in the declaration would hide the literal type from per-file
    // declaration emit (CodeOutput), which needs every exported type readable from the file alone.
    `// Every method has an entry, and only methods do.\ncredits satisfies Record<MethodName, number | null>;`,
    {
      kind: StructureKind.Function,
      name: 'creditsFor',
      isExported: true,
      docs: ['The credits one call of `method` costs, or null when the spec does not show it (the caller decides what that means).'],
      parameters: [{ name: 'method', type: 'MethodName' }],
      returnType: 'number | null',
      statements: ['return credits[method];'],
    },
    {
      kind: StructureKind.Interface,
      name: 'CreditEstimate',
      isExported: true,
      properties: [
        { name: 'total', type: 'number', docs: ['Sum of the known costs.'] },
        { name: 'unknown', type: 'MethodName[]', docs: ['Calls whose cost the spec does not show, in call order: `total` does not include them.'] },
      ],
    },
    {
      kind: StructureKind.Function,
      name: 'estimateCredits',
      isExported: true,
      docs: ['Credits a list or JSON-RPC batch of calls will cost: one charge per call.'],
      parameters: [{ name: 'calls', type: 'readonly (MethodName | { readonly method: MethodName })[]' }],
      returnType: 'CreditEstimate',
      statements: [
        'const estimate: CreditEstimate = { total: 0, unknown: [] };',
        'for (const call of calls) {',
        "  const method = typeof call === 'string' ? call : call.method;",
        '  const cost = credits[method];',
        '  if (cost === null) estimate.unknown.push(method);',
        '  else estimate.total += cost;',
        '}',
        'return estimate;',
      ],
    },
  ];
  const json = Object.fromEntries(model.methods.map((m) => [m.name, cost(m.credits)]));
  return [
    { path: 'src/credits.ts', ...printModule(banner(model, 'line'), statements) },
    { path: 'credits.json', contents: `${JSON.stringify(json, null, 2)}\n` },
  ];
}
