// Emits the validators: src/validation.ts (the result types), src/internal/{match,is,report}.ts (compiled checks of every
// schema), src/guards.ts (a type guard per component schema) and src/validators.ts (params and result validators
// per method, and the `validateParams` / `validateResult` lookups).
import type { FunctionDeclarationStructure } from 'ts-morph';
import { compareStrings } from '../../load/json.js';
import type { MethodModel, Model, SubscriptionModel } from '../../model/model.js';
import { banner } from '../banner.js';
import type { EmittedFile } from '../emitter.js';
import { printModule, StructureKind, VariableDeclarationKind, type PrintedModule, type Statement } from '../print-module.js';
import { CheckCompiler } from './compile.js';
import { helperSource } from './runtime.js';
import { docInline, isPropertyIdentifier, objectLiteralKey, stringLiteral } from '../escape.js';

const sorted = (names: Iterable<string>) => [...new Set(names)].sort(compareStrings);

export function emitValidators(model: Model): EmittedFile[] {
  return packageChecks(model).files;
}

/** The package's checks: the compiler that holds them, and the modules emitted from it. */
export interface PackageChecks {
  compiler: CheckCompiler;
  files: EmittedFile[];
}

/** Compiled once per model: the example check (validate/examples.ts) runs them in-process before the emitters
 * write them, and compiling is the costly part (about half a second for the official Ethereum spec). */
const compiledChecks = new WeakMap<Model, PackageChecks>();

export function packageChecks(model: Model): PackageChecks {
  const known = compiledChecks.get(model);
  if (known) return known;
  const compiler = new CheckCompiler(model);
  for (const schema of model.schemas) compiler.functionFor({ $ref: refOf(model, schema.typeName) }, schema.typeName);
  const methods = model.methods.map((method) => ({
    method,
    params: method.params.map((p) => compiler.functionFor(p.schema, `${method.typeBase}Param${p.identifier.replace(/^./, (c) => c.toUpperCase())}`)),
    result: method.result ? compiler.functionFor(method.result.schema, method.resultTypeName) : undefined,
  }));

  const subscriptions = model.subscriptions.map((subscription) => ({
    subscription,
    params: subscription.params.map((p) => compiler.functionFor(p.schema, `${subscription.typeBase}SubscriptionParam${p.identifier.replace(/^./, (c) => c.toUpperCase())}`)),
    notification: compiler.functionFor(subscription.notification.schema, subscription.notificationTypeName),
  }));

  const files = [
    { path: 'src/validation.ts', ...validationFile(model) },
    ...checkFiles(model, compiler),
    { path: 'src/guards.ts', ...guardsFile(model) },
    { path: 'src/validators.ts', ...validatorsFile(model, methods, subscriptions) },
  ];
  const checks = { compiler, files };
  compiledChecks.set(model, checks);
  return checks;
}

function refOf(model: Model, typeName: string): string {
  for (const [ref, name] of model.schemaNames) if (name === typeName) return ref;
  throw new Error(`no component named ${typeName}`);
}

function validationFile(model: Model): PrintedModule {
  return printModule(banner(model, 'line'), [
      {
        kind: StructureKind.Interface,
        name: 'ValidationError',
        isExported: true,
        docs: ['One reason a value is invalid.'],
        properties: [
          { name: 'path', type: 'string', docs: ['Where the failing value is, e.g. `params[0].topics[2]` or `result.transactions[5].to`.'] },
          { name: 'message', type: 'string', docs: ['What was expected, e.g. `must match pattern ^0x[0-9a-f]{40}$ (Address)`.'] },
          { name: 'keyword', type: 'string', docs: ['The JSON Schema keyword that failed (`type`, `pattern`, `required`, `oneOf`, …).'] },
        ],
      },
      {
        kind: StructureKind.TypeAlias,
        name: 'ValidationResult',
        isExported: true,
        typeParameters: ['T'],
        type: '{ ok: true; value: T } | { ok: false; errors: ValidationError[] }',
        docs: ['What every validator returns; validators never throw.'],
      },
  ]);
}

/** Helpers the report functions alone use: they stay private to report.ts. */
const reportOnlyHelpers = new Set(['reportBest', 'pathKey']);

/** Names from `available` that `code` refers to: imports follow from what the emitted code uses. */
function referenced(code: string, available: Iterable<string>): string[] {
  return sorted([...available].filter((name) => new RegExp(`\\b${name.replace(/\$/g, '\\$')}\\b`).test(code)));
}

/**
 * The compiled checks, in three internal modules: match.ts (pattern checks and shared helpers), is.ts (the
 * boolean checks: stop at the first failure, allocate nothing) and report.ts (run after a check said no; explain
 * every failure with its path). Users reach them through guards.ts and validators.ts.
 */
/** The declared type of a module constant, by the kind of initializer compile.ts writes: exports need one for
 * dist/ declarations written file by file (CodeOutput). An unknown kind gets none (dist/ then takes the slow path,
 * which the tests report). */
function constantType(initializer: string): string | undefined {
  if (initializer.startsWith('new RegExp(')) return 'RegExp';
  if (initializer.startsWith('RE2JS.compile(')) return 'RE2JS';
  if (initializer.startsWith('charTable(')) return 'Uint8Array';
  if (initializer.startsWith('charRanges(')) return 'Int32Array';
  const set = /^new Set<(string|unknown)>\(/.exec(initializer);
  if (set) return `Set<${set[1]}>`;
  // A JSON value compared with deepEqual, which takes unknown.
  if (/^[[{"\d-]|^(true|false|null)$/.test(initializer)) return 'unknown';
  return undefined;
}

export function checkFiles(model: Model, compiler: CheckCompiler): EmittedFile[] {
  const header = (note: string) => `${banner(model, 'line')}// ${note}\n`;
  const helpers = sorted(compiler.helpers);

  const match: Statement[] = [];
  // Only a spec with a pattern that needs the linear-time engine loads it (and lists it as a dependency).
  if (compiler.usesRe2) match.push({ kind: StructureKind.ImportDeclaration, moduleSpecifier: 're2js', namedImports: ['RE2JS'] });
  // Helpers first: the constants below call charTable at module load.
  // Exported after its doc comment: `export /** … */ function` would read (and format) badly.
  for (const helper of helpers.filter((h) => !reportOnlyHelpers.has(h))) match.push(helperSource[helper as keyof typeof helperSource].replace(/^function /m, 'export function '));
  for (const [name, initializer] of compiler.constants) {
    const doc = compiler.constantDocs.get(name);
    match.push({
      kind: StructureKind.VariableStatement, declarationKind: VariableDeclarationKind.Const,
      isExported: true,
      declarations: [{ name, initializer, type: constantType(initializer) }],
      ...(doc ? { docs: [doc] } : {}),
    });
  }
  for (const matcher of compiler.matchers) {
    match.push({
      kind: StructureKind.Function,
      name: matcher.name,
      isExported: true,
      docs: [
        matcher.each
          ? `True when every item is a string matching \`${docInline(matcher.source)}\`, checked all at once (false: some item is no such string; checking them one by one says which).`
          : `Matches the pattern \`${docInline(matcher.source)}\` with character checks (same answer as the RegExp, faster on parsed JSON).`,
      ],
      parameters: [matcher.each ? { name: 'a', type: 'unknown[]' } : { name: 's', type: 'string' }],
      returnType: 'boolean',
      statements: matcher.body,
    });
  }
  const matchNames = [...helpers.filter((h) => !reportOnlyHelpers.has(h)), ...compiler.constants.keys(), ...compiler.matchers.map((m) => m.name)];

  const guards = compiler.functions.map(
    (fn): FunctionDeclarationStructure => ({
      kind: StructureKind.Function,
      name: `is${fn.base}`,
      isExported: true,
      parameters: [{ name: 'v', type: 'unknown' }],
      returnType: fn.guardType ? `v is ${fn.guardType}` : 'boolean',
      statements: [...fn.fast, 'return true;'],
    }),
  );
  const guardCode = compiler.functions.map((fn) => fn.fast.join('\n')).join('\n');
  const is: Statement[] = [];
  const guardTypes = sorted(compiler.guardTypes);
  if (guardTypes.length > 0) is.push({ kind: StructureKind.ImportDeclaration, isTypeOnly: true, moduleSpecifier: '../types.js', namedImports: guardTypes });
  const isImports = referenced(guardCode, matchNames);
  if (isImports.length > 0) is.push({ kind: StructureKind.ImportDeclaration, moduleSpecifier: './match.js', namedImports: isImports });
  is.push(...guards);

  const reportCode = compiler.functions.map((fn) => fn.report.join('\n')).join('\n');
  const report: Statement[] = [{ kind: StructureKind.ImportDeclaration, isTypeOnly: true, moduleSpecifier: '../validation.js', namedImports: ['ValidationError'] }];
  const reportIsImports = referenced(reportCode, compiler.functions.map((fn) => `is${fn.base}`));
  if (reportIsImports.length > 0) report.push({ kind: StructureKind.ImportDeclaration, moduleSpecifier: './is.js', namedImports: reportIsImports });
  const reportMatchImports = referenced(reportCode, matchNames);
  if (reportMatchImports.length > 0) report.push({ kind: StructureKind.ImportDeclaration, moduleSpecifier: './match.js', namedImports: reportMatchImports });
  if (compiler.helpers.has('reportBest')) {
    report.push({ kind: StructureKind.TypeAlias, name: 'Reporter', type: '(value: unknown, path: string, errors: ValidationError[]) => void' });
  }
  for (const fn of compiler.functions) {
    report.push({
      kind: StructureKind.Function,
      name: `report${fn.base}`,
      isExported: true,
      parameters: [
        { name: 'v', type: 'unknown' },
        { name: 'path', type: 'string' },
        { name: 'errors', type: 'ValidationError[]' },
      ],
      returnType: 'void',
      statements: fn.report,
    });
  }
  for (const helper of helpers.filter((h) => reportOnlyHelpers.has(h))) report.push(helperSource[helper as keyof typeof helperSource]);

  if (match.length === 0) match.push('export { };');
  return [
    { path: 'src/internal/match.ts', ...printModule(header('Pattern checks and helpers shared by is.ts and report.ts. Internal module.'), match) },
    { path: 'src/internal/is.ts', ...printModule(header('Boolean checks: stop at the first failure, allocate nothing. Internal module: use guards.ts and validators.ts.'), is) },
    { path: 'src/internal/report.ts', ...printModule(header('Error reports: run after a check said no, explain every failure with its path. Internal module.'), report) },
  ];
}

function guardsFile(model: Model): PrintedModule {
  const names = model.schemas.map((s) => `is${s.typeName}`);
  const statements: Statement[] =
    names.length === 0
      ? ['export { };']
      : [{ kind: StructureKind.ExportDeclaration, moduleSpecifier: './internal/is.js', namedExports: names }];
  const note = '// Type guards, one per component schema: `isBlock(x)` is true exactly when x is a valid Block.\n';
  return printModule(`${banner(model, 'line')}${note}`, statements);
}

interface MethodChecks {
  method: MethodModel;
  params: string[];
  result?: string;
}

interface SubscriptionChecks {
  subscription: SubscriptionModel;
  params: string[];
  notification: string;
}

function validatorsFile(model: Model, methods: MethodChecks[], subscriptions: SubscriptionChecks[]): PrintedModule {
  const checks = new Set<string>();
  const types = new Set<string>();
  const statements: Statement[] = [];
  for (const { method, params, result } of methods) {
    params.forEach((base) => checks.add(base));
    if (result) checks.add(result);
    types.add(method.paramsTypeName).add(method.resultTypeName);
    statements.push(paramsValidator(method, params), resultValidator(method, result));
  }
  for (const { subscription: s, params, notification } of subscriptions) {
    params.forEach((base) => checks.add(base));
    checks.add(notification);
    types.add(s.paramsTypeName).add(s.notificationTypeName);
    // The params check of a method, for the params after the kind's value.
    const asMethod = { ...s, name: `subscribe.${s.name}`, typeBase: `${s.typeBase}Subscription` } as unknown as MethodModel;
    statements.push(paramsValidator(asMethod, params), notificationValidator(s, notification));
  }
  const lookups = (kind: 'Params' | 'Result'): Statement[] => {
    const table = `${kind.toLowerCase()}Validators`;
    const arg = kind === 'Params' ? 'params' : 'result';
    const generic = `Method${kind}`;
    const unknown = `return { ok: false, errors: [{ path: 'method', message: 'unknown method ' + JSON.stringify(method), keyword: 'method' }] };`;
    const lookup = model.methods.length === 0 ? [unknown] : [`if (!Object.prototype.hasOwnProperty.call(${table}, method)) {`, `  ${unknown}`, '}', `return ${table}[method as MethodName](${arg});`];
    const tableStatement: Statement[] = model.methods.length === 0 ? [] : [
      {
        kind: StructureKind.VariableStatement, declarationKind: VariableDeclarationKind.Const,
        declarations: [
          {
            name: table,
            type: `{ [M in MethodName]: (${arg}: unknown) => ValidationResult<${generic}<M>> }`,
            initializer: `{\n${model.methods.map((m) => `  ${objectLiteralKey(m.name)}: validate${m.typeBase}${kind},`).join('\n')}\n}`,
          },
        ],
      },
    ];
    return [
      ...tableStatement,
      {
        kind: StructureKind.Function,
        name: `validate${kind}`,
        isExported: true,
        parameters: [{ name: 'method', type: 'string' }, { name: arg, type: 'unknown' }],
        returnType: 'ValidationResult<unknown>',
        overloads: [
          {
            docs: [`Validates the ${arg} of any method by name; an unknown method is an error, never an exception.`],
            typeParameters: [{ name: 'M', constraint: 'MethodName' }],
            parameters: [{ name: 'method', type: 'M' }, { name: arg, type: 'unknown' }], returnType: `ValidationResult<${generic}<M>>` },
          { parameters: [{ name: 'method', type: 'string' }, { name: arg, type: 'unknown' }], returnType: 'ValidationResult<unknown>' },
        ],
        statements: lookup,
      },
    ];
  };
  const withSubscriptions = subscriptions.length > 0;
  const lookupNames = withSubscriptions ? ['validateParams', 'validateResult', 'validateNotification', 'validateSubscriptionParams'] : ['validateParams', 'validateResult'];
  statements.push(...lookups('Params'), ...lookups('Result'), ...(withSubscriptions ? subscriptionLookups(model) : []), tooDeep(), {
    kind: StructureKind.VariableStatement, declarationKind: VariableDeclarationKind.Const,
    isExported: true,
    docs: [
      `${withSubscriptions ? 'The lookups' : 'Both lookups'}, for the client: \`createClient({ url, validate: true, validators })\`. The client takes them as an\n` +
        'option rather than importing them, so that a bundle of a client that does not validate carries none of them.',
    ],
    declarations: [{ name: 'validators', type: `{ ${lookupNames.map((n) => `${n}: typeof ${n}`).join('; ')} }`, initializer: `{ ${lookupNames.join(', ')} }` }],
  });
  const typeImports = sorted([...types, 'MethodName', 'MethodParams', 'MethodResult', ...(withSubscriptions ? ['SubscriptionName', 'Subscriptions'] : [])]);
  const isImports = sorted([...checks].map((b) => `is${b}`));
  const reportImports = sorted([...checks].map((b) => `report${b}`));
  const imports: Statement[] = [
    { kind: StructureKind.ImportDeclaration, isTypeOnly: true, moduleSpecifier: './types.js', namedImports: typeImports },
    { kind: StructureKind.ImportDeclaration, isTypeOnly: true, moduleSpecifier: './validation.js', namedImports: ['ValidationError', 'ValidationResult'] },
  ];
  if (isImports.length > 0) {
    imports.push({ kind: StructureKind.ImportDeclaration, moduleSpecifier: './internal/is.js', namedImports: isImports });
    imports.push({ kind: StructureKind.ImportDeclaration, moduleSpecifier: './internal/report.js', namedImports: reportImports });
  }
  return printModule(banner(model, 'line'), [...imports, ...statements]);
}

/** `validateNotification(name, value)` and `validateSubscriptionParams(name, params)`: the subscriptions' lookups. */
function subscriptionLookups(model: Model): Statement[] {
  const lookup = (fn: string, table: string, arg: string, suffix: string, member: string, doc: string): Statement[] => {
    const unknown = `return { ok: false, errors: [{ path: 'subscription', message: 'unknown subscription ' + JSON.stringify(name), keyword: 'subscription' }] };`;
    return [
      {
        kind: StructureKind.VariableStatement, declarationKind: VariableDeclarationKind.Const,
        declarations: [
          {
            name: table,
            type: `{ [S in SubscriptionName]: (${arg}: unknown) => ValidationResult<Subscriptions[S]['${member}']> }`,
            initializer: `{\n${model.subscriptions.map((s) => `  ${objectLiteralKey(s.name)}: validate${s.typeBase}${suffix},`).join('\n')}\n}`,
          },
        ],
      },
      {
        kind: StructureKind.Function,
        name: fn,
        isExported: true,
        parameters: [{ name: 'name', type: 'string' }, { name: arg, type: 'unknown' }],
        returnType: 'ValidationResult<unknown>',
        overloads: [
          {
            docs: [doc],
            typeParameters: [{ name: 'S', constraint: 'SubscriptionName' }],
            parameters: [{ name: 'name', type: 'S' }, { name: arg, type: 'unknown' }],
            returnType: `ValidationResult<Subscriptions[S]['${member}']>`,
          },
          { parameters: [{ name: 'name', type: 'string' }, { name: arg, type: 'unknown' }], returnType: 'ValidationResult<unknown>' },
        ],
        statements: [`if (!Object.prototype.hasOwnProperty.call(${table}, name)) {`, `  ${unknown}`, '}', `return ${table}[name as SubscriptionName](${arg});`],
      },
    ];
  };
  return [
    ...lookup('validateNotification', 'notificationValidators', 'value', 'Notification', 'notification', "Validates a notification's value of any subscription by name; an unknown name is an error, never an exception."),
    ...lookup('validateSubscriptionParams', 'subscriptionParamsValidators', 'params', 'SubscriptionParams', 'params', 'Validates the params of any subscription by name (those after the kind\'s value).'),
  ];
}

/** A notification's value against its schema. */
function notificationValidator(s: SubscriptionModel, check: string): FunctionDeclarationStructure {
  return {
    kind: StructureKind.Function,
    name: `validate${s.typeBase}Notification`,
    isExported: true,
    docs: [`Validates the value of a \`${docInline(s.notification.method)}\` notification of \`subscribe.${docInline(s.name)}\`.`],
    parameters: [{ name: 'value', type: 'unknown' }],
    returnType: `ValidationResult<${s.notificationTypeName}>`,
    statements: guardDepth(
      [
        `if (is${check}(value)) return { ok: true, value: value as ${s.notificationTypeName} };`,
        'const errors: ValidationError[] = [];',
        `report${check}(value, 'result', errors);`,
        'return { ok: false, errors };',
      ],
      'result',
    ),
  };
}

/** Straight-line params check: the container (array or object), arity, then each param against its schema. */
function paramsValidator(method: MethodModel, checks: string[]): FunctionDeclarationStructure {
  const { params } = method;
  const required = params.filter((p) => p.required).length;
  const body: string[] = ['const errors: ValidationError[] = [];'];
  if (method.paramsOptional) body.push(`if (params === undefined) params = ${method.paramStructure === 'by-name' ? '{}' : '[]'};`);
  const positional = [
    `if (params.length > ${params.length}) errors.push({ path: 'params[${params.length}]', message: ${stringLiteral(`too many params: ${method.name} takes ${params.length}`)}, keyword: 'maxItems' });`,
    ...params.flatMap((p, i) => {
      const check = `if (!is${checks[i]}(params[${i}])) report${checks[i]}(params[${i}], 'params[${i}]', errors);`;
      // null (or undefined, from a JavaScript caller) holds the place of an optional param before a required one.
      if (p.nullWhenOmitted) return [`if (params[${i}] !== null && params[${i}] !== undefined) {`, `  ${check}`, '}'];
      if (!p.required) return [`if (params.length > ${i}) {`, `  ${check}`, '}'];
      const missing = `errors.push({ path: 'params[${i}]', message: ${stringLiteral(`missing required param "${p.name}"`)}, keyword: 'required' });`;
      return [`if (params.length <= ${i}) ${missing}`, `else ${check}`];
    }),
  ];
  const named = [
    'const named = params as Record<string, unknown>;',
    ...params.flatMap((p, i) => {
      const key = stringLiteral(p.name);
      const path = stringLiteral(`params${isPropertyIdentifier(p.name) ? `.${p.name}` : `[${JSON.stringify(p.name)}]`}`);
      // A param named like a property of Object.prototype (`constructor`, `__proto__`) counts only when given.
      const value = p.name in Object.prototype ? `Object.prototype.hasOwnProperty.call(named, ${key}) ? named[${key}] : undefined` : `named[${key}]`;
      const local = `param${i}`;
      const report = `report${checks[i]}(${local}, ${path}, errors);`;
      if (!p.required) return [`const ${local} = ${value};`, `if (${local} !== undefined && !is${checks[i]}(${local})) ${report}`];
      return [
        `const ${local} = ${value};`,
        `if (${local} === undefined) errors.push({ path: ${path}, message: ${stringLiteral(`missing required param "${p.name}"`)}, keyword: 'required' });`,
        `else if (!is${checks[i]}(${local})) ${report}`,
      ];
    }),
    `for (const key in named) {`,
    `  if (${params.map((p) => `key !== ${stringLiteral(p.name)}`).join(' && ') || 'true'}) errors.push({ path: 'params[' + JSON.stringify(key) + ']', message: 'unknown param', keyword: 'additionalProperties' });`,
    '}',
  ];
  const isObjectTest = `typeof params === 'object' && params !== null && !Array.isArray(params)`;
  const expected =
    method.paramStructure === 'by-position' ? `an array of params (by position)` : method.paramStructure === 'by-name' ? 'an object of params (by name)' : 'an array or an object of params';
  const typeError = `errors.push({ path: 'params', message: ${stringLiteral(`must be ${expected}`)}, keyword: 'type' });`;
  const nested = (lines: string[]) => lines.map((l) => `  ${l}`);
  if (method.paramStructure === 'by-position') body.push(`if (!Array.isArray(params)) ${typeError}`, 'else {', ...nested(positional), '}');
  else if (method.paramStructure === 'by-name') body.push(`if (!(${isObjectTest})) ${typeError}`, 'else {', ...nested(named), '}');
  else body.push('if (Array.isArray(params)) {', ...nested(positional), `} else if (${isObjectTest}) {`, ...nested(named), `} else ${typeError}`);
  body.push(`return errors.length === 0 ? { ok: true, value: params as ${method.paramsTypeName} } : { ok: false, errors };`);
  return {
    kind: StructureKind.Function,
    name: `validate${method.typeBase}Params`,
    isExported: true,
    docs: [`Validates the params of \`${docInline(method.name)}\` (${required} required of ${params.length}).`],
    parameters: [{ name: 'params', type: 'unknown' }],
    returnType: `ValidationResult<${method.paramsTypeName}>`,
    statements: guardDepth(body, 'params'),
  };
}

/** Runs the checks so that a value nested deeper than the call stack allows is an error, not a crash. */
function guardDepth(statements: string[], path: string): string[] {
  return ['try {', ...statements.map((l) => `  ${l}`), '} catch (error) {', `  return tooDeep(error, '${path}');`, '}'];
}

const tooDeep = (): FunctionDeclarationStructure => ({
  kind: StructureKind.Function,
  name: 'tooDeep',
  docs: ['A value nested deeper than the call stack allows (possible with recursive schemas) is an error, not a crash.'],
  parameters: [{ name: 'error', type: 'unknown' }, { name: 'path', type: 'string' }],
  returnType: '{ ok: false; errors: ValidationError[] }',
  statements: ['if (!(error instanceof RangeError)) throw error;', "return { ok: false, errors: [{ path, message: 'is nested too deeply to validate', keyword: 'depth' }] };"],
});

function resultValidator(method: MethodModel, check: string | undefined): FunctionDeclarationStructure {
  const statements = check
    ? [
        `if (is${check}(result)) return { ok: true, value: result as ${method.resultTypeName} };`,
        'const errors: ValidationError[] = [];',
        `report${check}(result, 'result', errors);`,
        'return { ok: false, errors };',
      ]
    : [
        `if (result === undefined || result === null) return { ok: true, value: undefined as ${method.resultTypeName} };`,
        `return { ok: false, errors: [{ path: 'result', message: ${stringLiteral(`${method.name} is a notification and has no result`)}, keyword: 'result' }] };`,
      ];
  return {
    kind: StructureKind.Function,
    name: `validate${method.typeBase}Result`,
    isExported: true,
    docs: [`Validates a result of \`${docInline(method.name)}\`.`],
    parameters: [{ name: 'result', type: 'unknown' }],
    returnType: `ValidationResult<${method.resultTypeName}>`,
    statements: guardDepth(statements, 'result'),
  };
}
