// Emits the server: src/server.ts (the typed `Handlers` interface, the entry points `createRpcHandler`,
// `createServer` and `createFetchHandler`, the routes from the spec's servers, the per-method rules that need the
// spec's meaning, and a helper per templated error) and, from ./runtime/ (kept beside the client's), the model-independent runtime:
// the core (src/internal/server-core.ts), the transports (src/internal/server-transports.ts for node:http and ws,
// src/internal/server-fetch.ts for the Fetch API, src/internal/server-no-node.ts standing in for the first outside
// Node) and the credit store
// (src/internal/credit-store.ts). Every fact about a method (params, credits, limits) is read at run time from the
// generated methods.ts, credits.ts and validators.ts; what is emitted here is only what needs the model.
import { readFileSync } from 'node:fs';
import type { Declaration } from '../ts-file.js';
import { compareStrings } from '../../load/json.js';
import type { MethodModel, Model } from '../../model/model.js';
import { NamePlanner, globalTypeNames } from '../../model/names.js';
import { banner } from '../banner.js';
import type { EmittedFile } from '../emitter.js';
import { declaredErrors } from '../errors.js';
import { printModule, verbatimSourceFile, type PrintedModule } from '../ts-file.js';
import { docComment as escapeDoc, docInline, objectLiteralKey, stringLiteral as quote, typeMemberKey as propertyKey } from '../escape.js';
import { methodDoc } from '../types/method-docs.js';
import { limitErrors, listPositions } from './limits.js';
import { routesOf, type RouteModel } from './routes.js';

type Statement = string | Declaration;

const runtime = [
  { template: 'credit-store.ts', path: 'src/internal/credit-store.ts' },
  { template: 'core.ts', path: 'src/internal/server-core.ts' },
  { template: 'fetch-transport.ts', path: 'src/internal/server-fetch.ts' },
  { template: 'no-node.ts', path: 'src/internal/server-no-node.ts' },
  { template: 'transports.ts', path: 'src/internal/server-transports.ts' },
];

const templates = new Map<string, string>();
function template(name: string): string {
  let text = templates.get(name);
  if (text === undefined) {
    text = readFileSync(new URL(`./runtime/${name}`, import.meta.url), 'utf8');
    templates.set(name, text);
  }
  return text;
}

/** Names the server module exports, and the modules they come from (re-exports keep the internal files private). */
const reexports = {
  values: { MemoryCreditStore: './internal/credit-store.js', serverErrors: './internal/server-core.js' },
  types: {
    CreditCharge: './internal/credit-store.js',
    CreditStore: './internal/credit-store.js',
    MemoryCreditStoreOptions: './internal/credit-store.js',
    AuthVerdict: './internal/server-core.js',
    CorsOptions: './internal/server-core.js',
    HandlerContext: './internal/server-core.js',
    JsonRpcId: './internal/server-core.js',
    RequestContext: './internal/server-core.js',
    RpcHandler: './internal/server-core.js',
    RpcReply: './internal/server-core.js',
    ServerLogger: './internal/server-core.js',
    ServerOptions: './internal/server-core.js',
  },
};

export function emitServer(model: Model): EmittedFile[] {
  const files = runtime.map(({ template: name, path }) => ({
    path,
    ...verbatimSourceFile(banner(model, 'line'), template(name)),
  }));
  return [...files, { path: 'src/server.ts', ...serverFile(model) }];
}

function serverFile(model: Model): PrintedModule {
  // The package's other modules export these names (the barrel joins them all): the server's own must differ.
  const planner = new NamePlanner(globalTypeNames);
  const errors = declaredErrors(model);
  for (const name of [
    ...model.schemas.map((s) => s.typeName),
    ...model.methods.flatMap((m) => [m.paramsTypeName, m.resultTypeName]),
    ...errors.map((e) => e.className),
    'JsonRpcError',
    'JsonRpcErrorObject',
    'MethodInfo',
    'CreditEstimate',
    'ValidationError',
    'ValidationResult',
  ]) {
    planner.claim(name);
  }
  const exported = (name: string) => planner.claim(name);

  const typeImports = new Set<string>(['MethodName']);
  const errorImports = new Set<string>();
  const statements: Statement[] = [];
  const handlersName = exported('Handlers');

  statements.push({
    kind: 'interface',
    name: handlersName,
    isExported: true,
    docs: [
      escapeDoc(
        'What the server calls: one function per method. It receives the validated params (a tuple for by-position ' +
          'methods, destructure it as `[a, b]`; one object for by-name methods; the tuple for methods that take either) ' +
          'and the call context, and returns the result or a promise of it. Throw a `JsonRpcError` (or a subclass ' +
          'such as the declared errors) to answer with that error; anything else thrown becomes -32603 and is logged.',
      ),
    ],
    methods: model.methods.map((method) => {
      typeImports.add(method.paramsTypeName).add(method.resultTypeName);
      return {
        name: propertyKey(method.name),
        docs: [escapeDoc(methodDoc(method, model))],
        parameters: [
          { name: 'params', type: handlerParams(method) },
          { name: 'context', type: `HandlerContext<${quote(method.name)}>` },
        ],
        returnType: `${method.resultTypeName} | Promise<${method.resultTypeName}>`,
      };
    }),
  });

  const rules = model.methods.flatMap((method) => {
    const entries: string[] = [];
    if (method.limits?.maxParams !== undefined) {
      const paths = listPositions(model, method);
      entries.push(`countParams: [${paths.map((p) => `[${p.map((s) => (typeof s === 'number' ? String(s) : quote(s))).join(', ')}]`).join(', ')}]`);
    }
    const { results, timeout } = limitErrors(method, errors);
    if (method.limits?.maxResults !== undefined && results) {
      errorImports.add(results);
      entries.push(`resultLimitError: () => new ${results}()`);
    }
    if (method.limits?.timeoutSeconds !== undefined && timeout) {
      errorImports.add(timeout);
      entries.push(`timeoutError: () => new ${timeout}()`);
    }
    return entries.length === 0 ? [] : [`  ${objectLiteralKey(method.name)}: { ${entries.join(', ')} },`];
  });
  statements.push({
    kind: 'const',
    docs: [
      'What enforcing the spec\'s limits needs to know beyond `methodInfo`: where the values `maxParams` counts are, ' +
        'and the declared errors for too many results and for a timeout.',
    ],
    declarations: [{ name: 'rules', type: '{ readonly [M in MethodName]?: MethodRule }', initializer: rules.length === 0 ? "{}" : `{\n${rules.join("\n")}\n}` }],
  });

  const routes = routesOf(model);
  statements.push({
    kind: 'const',
    docs: [escapeDoc(`Routes from the spec's servers: ${routes.map(describeRoute).join('; ')}.`)],
    declarations: [
      {
        name: 'routes',
        type: 'readonly Route[]',
        initializer: `[\n${routes.map((r) => `  { transport: '${r.transport}', pattern: new RegExp(${quote(r.pattern)}), path: ${quote(r.path)} },`).join('\n')}\n]`,
      },
    ],
  });
  const keyed = routes.some((r) => r.keyed);
  const engine = `new RpcEngine(handlers, rules, options, ${keyed})`;
  const entry = (name: string, returnType: string, docs: string, body: string) => ({
    kind: 'function' as const,
    name,
    isExported: true,
    docs: [escapeDoc(docs)],
    parameters: [
      { name: 'handlers', type: handlersName },
      { name: 'options', type: 'ServerOptions', initializer: '{}' },
    ],
    returnType,
    statements: [body],
  });
  statements.push(
    entry(
      'createRpcHandler',
      'RpcHandler',
      'The transport-free core: `handle(text, { apiKey, transport })` resolves to the response text, or undefined when ' +
        'there is nothing to answer (notifications); `respond` also gives the HTTP status.',
      `return ${engine};`,
    ),
    entry(
      'createServer',
      'Server',
      `A \`node:http\` server: ${routes.filter((r) => r.transport === 'http').map(describeRoute).join(', ')}, and the WebSocket endpoint on the same port ` +
        `(${routes.filter((r) => r.transport === 'ws').map(describeRoute).join(', ')}). Call \`listen\` on it; \`close\` also ends open WebSockets.`,
      `return serveHttp(${engine}, routes, options);`,
    ),
    entry(
      'createFetchHandler',
      '(request: Request) => Promise<Response>',
      'A handler for frameworks built on the Fetch API (HTTP routes only).',
      `return fetchHandler(${engine}, routes);`,
    ),
  );

  // A helper per declared error with a message template, e.g. `raiseExecutionReverted(reason, data)` for
  // `execution reverted: <revert_reason>`: the way for a handler to answer with it.
  for (const error of errors) {
    if (error.fields.length === 0) continue;
    errorImports.add(error.className);
    const fields = error.props;
    statements.push({
      kind: 'function',
      name: `raise${error.className.replace(/Error$/, '')}`,
      isExported: true,
      docs: [docInline(`Answers the call with \`${error.error.code}\` "${error.error.message}"${error.methods.length > 0 ? ` (${error.methods.map((m) => `\`${m}\``).join(', ')})` : ''}: throws \`${error.className}\`.`)],
      parameters: [...fields.map((f) => ({ name: f, type: 'string' })), { name: 'data', type: 'unknown', hasQuestionToken: true }],
      returnType: 'never',
      statements: [`throw new ${error.className}(${[...fields, 'data'].join(', ')});`],
    });
  }

  const values = Object.entries(reexports.values);
  const types = Object.entries(reexports.types);
  const reexport = (entries: [string, string][], isTypeOnly: boolean): Statement[] =>
    [...new Set(entries.map(([, from]) => from))].sort(compareStrings).map((from) => ({
      kind: 'export',
      isTypeOnly,
      moduleSpecifier: from,
      namedExports: entries
        .filter(([, f]) => f === from)
        .map(([name]) => {
          const alias = exported(name);
          return alias === name ? { name } : { name, alias };
        }),
    }));

  const imports: Statement[] = [
    { kind: 'import', isTypeOnly: true, moduleSpecifier: 'node:http', namedImports: ['Server'] },
  ];
  if (errorImports.size > 0) {
    imports.push({ kind: 'import', moduleSpecifier: './errors.js', namedImports: [...errorImports].sort(compareStrings) });
  }
  imports.push(
    {
      kind: 'import',
      moduleSpecifier: './internal/server-core.js',
      namedImports: ['RpcEngine', 'type HandlerContext', 'type MethodRule', 'type RpcHandler', 'type ServerOptions'],
    },
    { kind: 'import', moduleSpecifier: './internal/server-fetch.js', namedImports: ['fetchHandler', 'type Route'] },
    // node:http and ws on Node; elsewhere a createServer that says to use createFetchHandler (package.json `imports`).
    { kind: 'import', moduleSpecifier: '#server-node', namedImports: ['serveHttp'] },
    { kind: 'import', isTypeOnly: true, moduleSpecifier: './types.js', namedImports: [...typeImports].sort(compareStrings) },
  );
  return printModule({
    leadingTrivia: banner(model, 'line'),
    statements: [...imports, ...reexport(values, false), ...reexport(types, true), ...statements],
  });
}

/** The params a handler receives: the tuple for by-position and either, the object for by-name. */
function handlerParams(method: MethodModel): string {
  return method.paramStructure === 'either' ? `Extract<${method.paramsTypeName}, readonly unknown[]>` : method.paramsTypeName;
}

function describeRoute(route: RouteModel): string {
  return `${route.transport === 'http' ? 'POST' : 'WebSocket'} \`${route.path}\``;
}

