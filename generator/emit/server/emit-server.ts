// Emits the server: src/server.ts (the typed `Handlers` interface, the entry points `createRpcHandler`,
// `createServer` and `createFetchHandler`, the routes from the spec's servers, the per-method rules that need the
// spec's meaning, and a helper per templated error) and, from ./runtime/ (kept beside the client's), the
// model-independent runtime, in three rooms, one folder each (see `runtime` below and docs/server.md):
// the engine, metering and the transports. The gateway (keys, upstreams, Redis) is no part of a generated package:
// it is the workspace package gateway/ (@rpcforge/gateway), which takes a package's server module as its input. Every fact about a method (params, credits, limits) is read
// at run time from the generated methods.ts, credits.ts and validators.ts; what is emitted here is only what needs
// the model.
import { readFileSync } from 'node:fs';
import type { FunctionDeclarationStructure, ImportDeclarationStructure } from 'ts-morph';
import { compareStrings } from '../../load/json.js';
import type { MethodModel, Model } from '../../model/model.js';
import { NamePlanner, globalTypeNames } from '../../model/names.js';
import { banner } from '../banner.js';
import { docsPageHeaders, etagOf, type DocsPage } from '../docs/page.js';
import type { EmittedFile } from '../emitter.js';
import { declaredErrors } from '../errors.js';
import { blankLine, printModule, StructureKind, VariableDeclarationKind, verbatimSourceFile, type PrintedModule, type Statement } from '../print-module.js';
import { asciiStringLiteral, docComment as escapeDoc, docInline, objectLiteralKey, stringLiteral as quote, typeMemberKey as propertyKey } from '../escape.js';
import { methodDoc } from '../types/method-docs.js';
import { clientRuntimeText, sharedRuntimeModules } from '../client/emit-client.js';
import { limitErrors, listPositions } from './limits.js';
import { routesOf, type RouteModel } from './routes.js';


/**
 * The runtime every server carries, copied as it is into src/internal/ under its own path. The folder is the room
 * (docs/layout.md): `engine/` (envelope, batches, a call's life), `metering/` (credits, rate, the spec's limits) and
 * `transports/` (node:http, WebSocket, fetch). Arrows point one way: transports → engine → metering
 * (test/runtime-rooms.test.ts).
 */
const runtime = [
  'engine/engine.ts',
  'engine/batch.ts',
  'engine/call.ts',
  'engine/cors.ts',
  'engine/envelope.ts',
  'engine/hand-off.ts',
  'engine/key-id.ts',
  'engine/not-served.ts',
  'engine/ops.ts',
  'engine/options.ts',
  'engine/order.ts',
  'engine/outside-spec.ts',
  'engine/params-depth.ts',
  'engine/redact.ts',
  'engine/steps.ts',
  'engine/subscription-book.ts',
  'engine/subscriptions.ts',
  'metering/refusals.ts',
  'metering/credit-store.ts',
  'metering/free-limit.ts',
  'metering/limits.ts',
  'metering/rate-limit.ts',
  'transports/node.ts',
  'transports/backlog.ts',
  'transports/bounds.ts',
  'transports/connection-cap.ts',
  'transports/fetch.ts',
  'transports/push.ts',
  'transports/shutdown.ts',
  'transports/socket-cap.ts',
  'transports/websocket.ts',
  'transports/no-node.ts',
].map((name) => ({ template: name, path: `src/internal/${name}` }));
/** `serveSubscriptions`' runtime part: only a package whose spec declares subscriptions carries it. */
const serveSubscriptionsRuntime = ['engine/subscribe.ts'].map((name) => ({ template: name, path: `src/internal/${name}` }));
/** The specifier server.ts imports and re-exports it by, so only with it. */
const serveSubscriptionsModule = './internal/engine/subscribe.js';

/** Runtime modules a package carries only when its spec asks, each with the specifier its server.ts imports it by. */
export function serverRuntimeByChoice(): { path: string; specifier: string }[] {
  return serveSubscriptionsRuntime.map(({ path }) => ({ path, specifier: serveSubscriptionsModule }));
}
/** `packageHooks`' runtime part: it hands out the generated client, so only a package with the client carries it. */
const hooksRuntime = ['engine/hooks.ts'].map((name) => ({ template: name, path: `src/internal/${name}` }));

const templates = new Map<string, string>();
function template(name: string): string {
  let text = templates.get(name);
  if (text === undefined) {
    text = readFileSync(new URL(`./runtime/${name}`, import.meta.url), 'utf8');
    templates.set(name, text);
  }
  return text;
}

/** Every runtime module a server may hold, by its path in the package: for ../../precompute.ts. */
export function serverRuntimeSources(): { path: string; url: URL }[] {
  return [...runtime, ...serveSubscriptionsRuntime, ...hooksRuntime].map(({ template: name, path }) => ({ path, url: new URL(`./runtime/${name}`, import.meta.url) }));
}

/** Names the server module exports, and the modules they come from (re-exports keep the internal files private). */
const reexports = {
  values: {
    NotServedError: './internal/engine/not-served.js',
    serverErrors: './internal/engine/options.js',
    MemoryRateLimiter: './internal/metering/rate-limit.js',
    jsonLogger: './internal/engine/ops.js',
    prometheusMetrics: './internal/engine/ops.js',
    SubscriptionBook: './internal/engine/subscription-book.js',
    subscriptionId: './internal/engine/subscription-book.js',
  },
  types: {
    CreditCharge: './internal/metering/credit-store.js',
    CreditStore: './internal/metering/credit-store.js',
    MemoryRateLimiterOptions: './internal/metering/rate-limit.js',
    FreeRateOptions: './internal/metering/free-limit.js',
    RateLimiter: './internal/metering/rate-limit.js',
    RateRefusal: './internal/metering/rate-limit.js',
    CallOutcome: './internal/engine/ops.js',
    JsonLoggerOptions: './internal/engine/ops.js',
    PrometheusClient: './internal/engine/ops.js',
    PrometheusMetricsOptions: './internal/engine/ops.js',
    PrometheusRegistry: './internal/engine/ops.js',
    RpcServer: './internal/engine/ops.js',
    ServerMetrics: './internal/engine/ops.js',
    ShutdownOptions: './internal/engine/ops.js',
    AuthVerdict: './internal/engine/cors.js',
    CorsOptions: './internal/engine/cors.js',
    HandlerContext: './internal/engine/options.js',
    JsonRpcId: './internal/engine/options.js',
    RequestContext: './internal/engine/options.js',
    RpcHandler: './internal/engine/options.js',
    RpcReply: './internal/engine/options.js',
    ServerLogger: './internal/engine/options.js',
    ServerOptions: './internal/engine/options.js',
    OutsideSpecContext: './internal/engine/outside-spec.js',
    OutsideSpecOptions: './internal/engine/outside-spec.js',
    OutsideTerms: './internal/engine/outside-spec.js',
    BookEntry: './internal/engine/subscription-book.js',
    ServeSubscriptionsOptions: './internal/engine/subscribe.js',
    SubscriptionHandlerContext: './internal/engine/subscribe.js',
    PushSocket: './internal/engine/subscriptions.js',
    SubscriptionContext: './internal/engine/subscriptions.js',
    SubscriptionsOptions: './internal/engine/subscriptions.js',
  },
};

/** The server without src/internal/document.ts: what does not need the docs page, so it is emitted before the page
 * is rendered (../code-emitters.ts). `upstream`: emit `packageHooks`, what a gateway built on the package reads of it (it hands out the generated
 * client; default true). */
export function emitServerModules(model: Model, parts: { upstream?: boolean } = {}): EmittedFile[] {
  const upstream = parts.upstream !== false;
  const subscribes = model.subscriptions.length > 0;
  const files = [...runtime, ...(subscribes ? serveSubscriptionsRuntime : []), ...(upstream ? hooksRuntime : [])].map(({ template: name, path }) => ({
    path,
    ...verbatimSourceFile(banner(model, 'line'), template(name)),
  }));
  // The client's runtime modules the server imports too, when there is no client to carry them.
  const shared = upstream ? [] : sharedRuntimeModules.map((path) => ({ path: `src/${path}`, ...verbatimSourceFile(banner(model, 'line'), clientRuntimeText(path)) }));
  return [...files, ...shared, { path: 'src/server.ts', ...serverFile(model, upstream) }];
}

/** src/internal/document.ts: the published document and, when given, the docs page (the server then serves it at GET
 * on its base paths). */
export function emitServerDocument(model: Model, page: DocsPage | undefined): EmittedFile[] {
  return [{ path: 'src/internal/document.ts', ...documentFile(model, page) }];
}

/**
 * src/internal/document.ts: what the server publishes, as string constants (no file read, so it works at the edge
 * too): the bundled document (GET <base>/openrpc.json and `rpc.discover`) and the docs page (GET <base>/). Only the
 * server's modules import it, so neither reaches the package's root entry or a browser bundle of the client.
 */
function documentFile(model: Model, page: DocsPage | undefined): PrintedModule {
  const document = JSON.stringify(model.document);
  const etag = etagOf(document);
  const discoverDefined = model.methods.some((m) => m.name === 'rpc.discover');
  const headers = page && docsPageHeaders(page, 'public, max-age=300');
  const constants: { doc: string; name: string; type: string; value: string }[] = [
    {
      doc: 'The bundled OpenRPC document (openrpc.json) as JSON text: GET <base>/openrpc.json, and the result of `rpc.discover`.',
      name: 'openrpcDocument',
      type: 'string',
      value: asciiStringLiteral(document),
    },
    { doc: 'The ETag of openrpcDocument.', name: 'openrpcDocumentEtag', type: 'string', value: quote(etag) },
    {
      doc: 'Whether the spec defines `rpc.discover` itself: then its handler answers it, not the server.',
      name: 'discoverDefined',
      type: 'boolean',
      value: String(discoverDefined),
    },
    {
      doc: 'The reference docs page (docs/index.html), served at GET <base>/; undefined in a package generated without docs.',
      name: 'docsPage',
      type: 'string | undefined',
      value: page ? asciiStringLiteral(page.html) : 'undefined',
    },
    {
      doc: 'The headers the page is served with: its Content-Security-Policy (scripts and styles by hash, no network), caching.',
      name: 'docsPageHeaders',
      type: '{ readonly [name: string]: string }',
      value: headers ? `{\n${Object.entries(headers).map(([k, v]) => `  ${objectLiteralKey(k)}: ${quote(v)},`).join('\n')}\n}` : '{}',
    },
  ];
  const note = "// What the server publishes (see transports/fetch.ts `published` and the engine's `rpc.discover`). Internal module.\n";
  return printModule(
    `${banner(model, 'line')}${note}`,
    constants.flatMap((c): Statement[] => [
      blankLine,
      {
        kind: StructureKind.VariableStatement,
        declarationKind: VariableDeclarationKind.Const,
        isExported: true,
        docs: [c.doc],
        declarations: [{ name: c.name, type: c.type, initializer: c.value }],
      },
    ]),
  );
}

function serverFile(model: Model, upstream: boolean): PrintedModule {
  const errors = declaredErrors(model);
  const planner = serverNames(model, errors);
  const exported = (name: string) => planner.claim(name);
  const typeImports = new Set<string>(['MethodName']);
  const errorImports = new Set<string>();
  const handlersName = exported('Handlers');
  const routes = routesOf(model);
  const statements: Statement[] = [
    handlersInterface(model, handlersName, typeImports),
    ...(model.subscriptions.length > 0 ? subscriptionStatements(model, exported, typeImports) : []),
    rulesStatement(model, errors, errorImports),
    routesStatement(routes),
    ...entryPoints(routes, handlersName),
    ...(upstream ? [packageHooksStatement(model, exported)] : []),
    ...raiseHelpers(errors, errorImports),
  ];
  const carried = ([, from]: [string, string]) => model.subscriptions.length > 0 || from !== serveSubscriptionsModule;
  const values = Object.entries(reexports.values).filter(carried);
  const types = Object.entries(reexports.types).filter(carried);
  const reexport = (entries: [string, string][], isTypeOnly: boolean): Statement[] =>
    [...new Set(entries.map(([, from]) => from))].sort(compareStrings).map((from) => ({
      kind: StructureKind.ExportDeclaration,
      isTypeOnly,
      moduleSpecifier: from,
      namedExports: entries
        .filter(([, f]) => f === from)
        .map(([name]) => {
          const alias = exported(name);
          return alias === name ? { name } : { name, alias };
        }),
    }));
  const reexported = [...reexport(values, false), ...reexport(types, true)];
  return printModule(banner(model, 'line'), [...serverImports(errorImports, typeImports, upstream, model.subscriptions.length > 0), ...reexported, ...statements]);
}

/** `SubscriptionHandlers` (one handler per subscription, answering an async iterable of its notifications) and
 * `serveSubscriptions`, which makes the server's `subscriptions` option of them. */
function subscriptionStatements(model: Model, exported: (name: string) => string, typeImports: Set<string>): Statement[] {
  const handlersName = exported('SubscriptionHandlers');
  return [
    {
      kind: StructureKind.Interface,
      name: handlersName,
      isExported: true,
      docs: [
        escapeDoc(
          'What the server calls for each subscription: the validated params (after the kind\'s value) and the context, whose ' +
            '`signal` aborts when the subscription ends. It returns an async iterable of the notifications\' values (an ' +
            'async generator fits); each is checked against its schema, charged, and sent. Throw a `JsonRpcError` to refuse ' +
            'the subscription with it.',
        ),
      ],
      methods: model.subscriptions.map((s) => {
        typeImports.add(s.paramsTypeName).add(s.notificationTypeName);
        const params = s.paramStructure === 'either' ? `Extract<${s.paramsTypeName}, readonly unknown[]>` : s.paramsTypeName;
        return {
          name: propertyKey(s.name),
          docs: [escapeDoc(`${s.summary ?? s.name}\n\n\`${s.subscribe}\`${s.value === undefined ? '' : ` ${JSON.stringify(s.value)}`}; each value is sent as \`${s.notification.method}\`${s.credits === undefined ? '' : `, ${s.credits} credits each`}.`)],
          parameters: [
            { name: 'params', type: params },
            { name: 'context', type: 'SubscriptionHandlerContext' },
          ],
          returnType: `AsyncIterable<${s.notificationTypeName}> | Promise<AsyncIterable<${s.notificationTypeName}>>`,
        };
      }),
    },
    {
      kind: StructureKind.Function,
      name: exported('serveSubscriptions'),
      isExported: true,
      docs: [
        escapeDoc(
          `The server's \`subscriptions\` option for the spec's subscriptions: \`createServer(handlers, { subscriptions: ` +
            `serveSubscriptions({ ${model.subscriptions[0]!.name}: async function* (params, { signal }) { … } }) })\`. Over WebSocket only; ` +
            'at most `maxPerSocket` (32) per socket and `maxPerKey` (256) per key; a caller that leaves notifications unread is ' +
            'bounded as for answers (`wsMaxBufferedBytes`).',
        ),
      ],
      parameters: [
        { name: 'handlers', type: handlersName },
        { name: 'options', type: 'ServeSubscriptionsOptions', initializer: '{}' },
      ],
      returnType: 'SubscriptionsOptions & { readonly book: SubscriptionBook }',
      statements: [
        'return subscriptionsFor(subscriptionInfo, { validateNotification, validateSubscriptionParams }, handlers as unknown as Readonly<Record<string, SubscriptionSource>>, options);',
      ],
    },
  ];
}

/** The server module's names: the package's other modules export these (the barrel joins them all), so its own differ. */
function serverNames(model: Model, errors: ReturnType<typeof declaredErrors>): NamePlanner {
  const planner = new NamePlanner(globalTypeNames);
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
  return planner;
}

/** `Handlers`: one function per method, taking the validated params and the call context. */
function handlersInterface(model: Model, handlersName: string, typeImports: Set<string>): Statement {
  return {
    kind: StructureKind.Interface,
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
  };
}

/** `rules`: where the values `maxParams` counts are, and the declared errors for too many results and a timeout. */
function rulesStatement(model: Model, errors: ReturnType<typeof declaredErrors>, errorImports: Set<string>): Statement {
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
  return {
    kind: StructureKind.VariableStatement, declarationKind: VariableDeclarationKind.Const,
    docs: [
      'What enforcing the spec\'s limits needs to know beyond `methodInfo`: where the values `maxParams` counts are, ' +
        'and the declared errors for too many results and for a timeout.',
    ],
    declarations: [{ name: 'rules', type: '{ readonly [M in MethodName]?: MethodRule }', initializer: rules.length === 0 ? "{}" : `{\n${rules.join("\n")}\n}` }],
  };
}

function routesStatement(routes: ReturnType<typeof routesOf>): Statement {
  return {
    kind: StructureKind.VariableStatement, declarationKind: VariableDeclarationKind.Const,
    docs: [escapeDoc(`Routes from the spec's servers: ${routes.map(describeRoute).join('; ')}.`)],
    declarations: [
      {
        name: 'routes',
        type: 'readonly Route[]',
        initializer: `[\n${routes.map((r) => `  { transport: '${r.transport}', pattern: new RegExp(${quote(r.pattern)}), path: ${quote(r.path)} },`).join('\n')}\n]`,
      },
    ],
  };
}

/** `createRpcHandler`, `createServer` and `createFetchHandler`: the same engine behind three transports. */
function entryPoints(routes: ReturnType<typeof routesOf>, handlersName: string): FunctionDeclarationStructure[] {
  const keyed = routes.some((r) => r.keyed);
  const engine = `new RpcEngine(handlers, rules, options, ${keyed})`;
  const entry = (name: string, returnType: string, docs: string, body: string): FunctionDeclarationStructure => ({
    kind: StructureKind.Function,
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
  return [
    entry(
      'createRpcHandler',
      'RpcHandler',
      'The transport-free core: `handle(text, { apiKey, transport })` resolves to the response text, or undefined when ' +
        'there is nothing to answer (notifications); `respond` also gives the HTTP status.',
      `return ${engine};`,
    ),
    entry(
      'createServer',
      'RpcServer',
      `A \`node:http\` server: ${routes.filter((r) => r.transport === 'http').map(describeRoute).join(', ')}, and the WebSocket endpoint on the same port ` +
        `(${routes.filter((r) => r.transport === 'ws').map(describeRoute).join(', ')}), with \`GET /healthz\` and, given \`metrics\`, \`GET /metrics\`. ` +
        'Call `listen` on it; `shutdown()` stops it gracefully (calls in flight finish), `close` at once (it also ends open WebSockets).',
      `return serveHttp(${engine}, routes, options);`,
    ),
    entry(
      'createFetchHandler',
      '(request: Request) => Promise<Response>',
      'A handler for frameworks built on the Fetch API (HTTP routes only).',
      `return fetchHandler(${engine}, routes, options);`,
    ),
  ];
}

/** `packageHooks`: what a gateway built on the package reads of it, with the plans the spec names for failover. */
function packageHooksStatement(model: Model, exported: (name: string) => string): Statement {
  // The plans the spec names for failover, per method (`x-failover.plans`): a fact of the spec a gateway reads.
  const failover = model.methods.flatMap((method) =>
    method.failover && method.failover.plans.length > 0 ? [`    ${objectLiteralKey(method.name)}: [${method.failover.plans.map((p) => quote(p.name)).join(', ')}],`] : [],
  );
  // The spec's subscriptions, when it declares some: what a gateway forwarding `eth_subscribe` serves and checks.
  const subscribes = model.subscriptions.length > 0;
  const subscriptionsType = subscribes
    ? '; readonly subscriptions: { readonly info: typeof subscriptionInfo; readonly validateNotification: typeof validateNotification; readonly validateSubscriptionParams: typeof validateSubscriptionParams }'
    : '';
  const subscriptionsValue = subscribes ? '\n  subscriptions: { info: subscriptionInfo, validateNotification, validateSubscriptionParams },' : '';
  return {
    kind: StructureKind.VariableStatement, declarationKind: VariableDeclarationKind.Const,
    isExported: true,
    docs: [
      escapeDoc(
        'What a program built on this package reads of it beyond the entry points: a gateway that forwards these ' +
          'methods to other nodes (`@rpcforge/gateway` takes this module as its input). The ' +
          'method table, the validators, the client and the error classes, the runtime pieces the forwarding shares ' +
          'with them, the connection cap of a router in front of several servers (`connections`), and `failover`: ' +
          'the plans whose keys may be sent to a partner node during an outage, per method ' +
          "(the spec's `x-failover`), and the spec's subscriptions when it declares some. Nothing in the package uses it.",
      ),
    ],
    declarations: [
      {
        name: exported('packageHooks'),
        type: `RuntimeHooks & { readonly connections: ConnectionHooks; readonly failover: { readonly [M in MethodName]?: readonly string[] }${subscriptionsType} }`,
        initializer: `{\n  ...runtimeHooks,\n  connections: connectionHooks,\n  failover: ${failover.length === 0 ? '{}' : `{\n${failover.join('\n')}\n  }`},${subscriptionsValue}\n}`,
      },
    ],
  };
}

/**
 * A helper per declared error with a message template, e.g. `raiseExecutionReverted(reason, data)` for
 * `execution reverted: <revert_reason>`: the way for a handler to answer with it.
 */
function raiseHelpers(errors: ReturnType<typeof declaredErrors>, errorImports: Set<string>): Statement[] {
  return errors
    .filter((error) => error.fields.length > 0)
    .map((error) => {
      errorImports.add(error.className);
      const fields = error.props;
      return {
        kind: StructureKind.Function,
        name: `raise${error.className.replace(/Error$/, '')}`,
        isExported: true,
        docs: [docInline(`Answers the call with \`${error.error.code}\` "${error.error.message}"${error.methods.length > 0 ? ` (${error.methods.map((m) => `\`${m}\``).join(', ')})` : ''}: throws \`${error.className}\`.`)],
        parameters: [...fields.map((f) => ({ name: f, type: 'string' })), { name: 'data', type: 'unknown', hasQuestionToken: true }],
        returnType: 'never',
        statements: [`throw new ${error.className}(${[...fields, 'data'].join(', ')});`],
      } satisfies FunctionDeclarationStructure;
    });
}

function serverImports(errorImports: Set<string>, typeImports: Set<string>, upstream: boolean, subscribes: boolean): Statement[] {
  const subscriptionImports: ImportDeclarationStructure[] = [
    { kind: StructureKind.ImportDeclaration, moduleSpecifier: './methods.js', namedImports: ['subscriptionInfo'] },
    { kind: StructureKind.ImportDeclaration, moduleSpecifier: './validators.js', namedImports: ['validateNotification', 'validateSubscriptionParams'] },
    {
      kind: StructureKind.ImportDeclaration,
      moduleSpecifier: './internal/engine/subscribe.js',
      namedImports: ['subscriptionsFor', 'type ServeSubscriptionsOptions', 'type SubscriptionHandlerContext', 'type SubscriptionSource'],
    },
    { kind: StructureKind.ImportDeclaration, isTypeOnly: true, moduleSpecifier: './internal/engine/subscription-book.js', namedImports: ['SubscriptionBook'] },
    { kind: StructureKind.ImportDeclaration, isTypeOnly: true, moduleSpecifier: './internal/engine/subscriptions.js', namedImports: ['SubscriptionsOptions'] },
  ];
  return [
    ...(subscribes ? subscriptionImports : []),
    ...(errorImports.size > 0 ? [{ kind: StructureKind.ImportDeclaration, moduleSpecifier: './errors.js', namedImports: [...errorImports].sort(compareStrings) } satisfies ImportDeclarationStructure] : []),
    {
      kind: StructureKind.ImportDeclaration,
      moduleSpecifier: './internal/engine/engine.js',
      namedImports: ['RpcEngine'],
    },
    {
      kind: StructureKind.ImportDeclaration,
      moduleSpecifier: './internal/engine/options.js',
      namedImports: ['type HandlerContext', 'type MethodRule', 'type RpcHandler', 'type ServerOptions'],
    },
    { kind: StructureKind.ImportDeclaration, moduleSpecifier: './internal/transports/fetch.js', namedImports: ['fetchHandler', 'type Route'] },
    ...(upstream
      ? [
          { kind: StructureKind.ImportDeclaration, moduleSpecifier: './internal/engine/hooks.js', namedImports: ['runtimeHooks', 'type RuntimeHooks'] } satisfies ImportDeclarationStructure,
          // Types only: the module itself is Node's, reached through #server-node.
          { kind: StructureKind.ImportDeclaration, isTypeOnly: true, moduleSpecifier: './internal/transports/connection-cap.js', namedImports: ['ConnectionHooks'] } satisfies ImportDeclarationStructure,
        ]
      : []),
    { kind: StructureKind.ImportDeclaration, isTypeOnly: true, moduleSpecifier: './internal/engine/ops.js', namedImports: ['RpcServer'] },
    // node:http and ws on Node; elsewhere a createServer that says to use createFetchHandler (package.json `imports`).
    { kind: StructureKind.ImportDeclaration, moduleSpecifier: '#server-node', namedImports: upstream ? ['connectionHooks', 'serveHttp'] : ['serveHttp'] },
    { kind: StructureKind.ImportDeclaration, isTypeOnly: true, moduleSpecifier: './types.js', namedImports: [...typeImports].sort(compareStrings) },
  ];
}

/** The params a handler receives: the tuple for by-position and either, the object for by-name. */
function handlerParams(method: MethodModel): string {
  return method.paramStructure === 'either' ? `Extract<${method.paramsTypeName}, readonly unknown[]>` : method.paramsTypeName;
}

function describeRoute(route: RouteModel): string {
  return `${route.transport === 'http' ? 'POST' : 'WebSocket'} \`${route.path}\``;
}

