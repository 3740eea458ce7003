// Emits the typed client: src/client.ts (one typed method per RPC method, the batch builder, `createClient`) and
// the runtime it stands on, the same for every API: src/client-errors.ts and src/client-types.ts (public) and
// src/internal/{rpc-client,transport,http-transport,ws-transport,response-budget}.ts. The runtime is real TypeScript under
// ./runtime/, type-checked with rpcforge itself and copied in; everything API-specific (method names, how params
// are passed, credits, retry safety, error classes, validators, key paths) comes from the model and the modules
// the other emitters write (methods.ts, errors.ts, validators.ts, types.ts).
import { readFileSync } from 'node:fs';
import { compareStrings } from '../../load/json.js';
import type { OutputOptions } from '../../config/outputs.js';
import type { MethodModel, Model, SubscriptionModel } from '../../model/model.js';
import { banner } from '../banner.js';
import type { EmittedFile } from '../emitter.js';
import type { ImportDeclarationStructure, MethodSignatureStructure, OptionalKind, ParameterDeclarationStructure } from 'ts-morph';
import { blankLine, namedImportsOnePerLine, printModule, StructureKind, VariableDeclarationKind, verbatimSourceFile, type PrintedModule, type Statement } from '../print-module.js';
import { docComment, docInline, jsonLiteral, objectLiteralKey, propertyAccess, stringLiteral as quote, typeMemberKey as propertyKey } from '../escape.js';
import { methodDoc } from '../types/method-docs.js';
import { reservedMemberNames } from './runtime/internal/rpc-client.js';

/** The runtime modules, by their path in the generated package. */
export const runtimeModules = [
  'client-errors.ts',
  'client-types.ts',
  'internal/deadlines.ts',
  'internal/http-transport.ts',
  'internal/node-http.ts',
  'internal/platform.node.ts',
  'internal/platform.ts',
  'internal/response-budget.ts',
  'internal/rpc-client.ts',
  'internal/subscriptions.ts',
  'internal/transport-kits.ts',
  'internal/transport.ts',
  'internal/ws-transport.ts',
] as const;

/** Runtime modules the server's runtime imports as well (one coarse clock for both): a package with a server but no
 * client carries them with its server (server/emit-server.ts). */
export const sharedRuntimeModules = ['internal/deadlines.ts'] as const;

/** The text of one of the client's runtime modules, as written. */
export function clientRuntimeText(file: string): string {
  return readFileSync(runtimeUrl(file), 'utf8');
}

/** Stand-ins for runtime modules in a client without the WebSocket transport (`options.websocket: false`). */
const httpOnlyModules: Partial<Record<(typeof runtimeModules)[number], string>> = {
  'internal/platform.node.ts': 'internal/platform.node.http-only.ts',
  'internal/subscriptions.ts': 'internal/subscriptions.absent.ts',
  'internal/ws-transport.ts': 'internal/ws-transport.absent.ts',
};
/** Stand-ins for a client whose spec declares no subscriptions. */
const noSubscriptionModules: Partial<Record<(typeof runtimeModules)[number], string>> = {
  'internal/subscriptions.ts': 'internal/subscriptions.absent.ts',
};

const runtimeUrl = (file: string) => new URL(`./runtime/${file}`, import.meta.url);

/** `options`: the client output's options (config/outputs.ts); default: both transports, no validation by default. */
export function emitClient(model: Model, options?: OutputOptions['client']): EmittedFile[] {
  const websocket = options?.websocket !== false;
  const subscribes = model.subscriptions.length > 0;
  const runtime = runtimeModules.map((path) => ({
    path: `src/${path}`,
    ...verbatimSourceFile(banner(model, 'line'), clientRuntimeText((!websocket && httpOnlyModules[path]) || (!subscribes && noSubscriptionModules[path]) || path)),
  }));
  return [...runtime, { path: 'src/client.ts', ...clientFile(model, options) }];
}

/** Every runtime module a client may hold (the stand-ins included), by its path in the package: for ../../precompute.ts. */
export function clientRuntimeSources(): { path: string; url: URL }[] {
  return [
    ...runtimeModules.map((path) => ({ path: `src/${path}`, url: runtimeUrl(path) })),
    ...Object.entries({ ...httpOnlyModules, ...noSubscriptionModules }).map(([path, file]) => ({ path: `src/${path}`, url: runtimeUrl(file) })),
  ];
}

/** Where each transport's servers put the API key: the path after the base address, `{key}` standing for it. */
export function keyPaths(model: Model): { http?: string; ws?: string } {
  const paths: { http?: string; ws?: string } = {};
  for (const server of model.servers) {
    const auth = server.auth;
    if (auth?.in !== 'path') continue;
    const protocol = server.transport?.protocol ?? (/^wss?:/i.test(server.url) ? 'websocket' : 'http');
    const kind = protocol === 'websocket' ? 'ws' : 'http';
    const path = server.url.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, '');
    if (paths[kind] !== undefined || !path.includes(`{${auth.variable}}`)) continue;
    paths[kind] = path.replace(/\{([^}]+)\}/g, (whole, name: string) => (name === auth.variable ? '{key}' : (server.variables.find((v) => v.name === name)?.default ?? whole)));
  }
  return paths;
}

/** The client's validation default as printed (`true`, `{ params, result }`), undefined when it validates nothing. */
function validateDefaultOf(validate: { params: boolean; result: boolean }): string | undefined {
  if (validate.params && validate.result) return 'true';
  return validate.params || validate.result ? `{ params: ${validate.params}, result: ${validate.result} }` : undefined;
}

function clientFile(model: Model, options: OutputOptions['client'] | undefined): PrintedModule {
  const validate = options?.validate ?? { params: false, result: false };
  const typeImports = new Set<string>(['MethodName', 'MethodParams', 'MethodResult']);
  const use = (name: string) => {
    typeImports.add(name);
    return name;
  };
  const callable = model.methods.filter((m) => !reservedMemberNames.includes(m.name));
  const skipped = model.methods.filter((m) => reservedMemberNames.includes(m.name));
  const subscribes = model.subscriptions.length > 0;
  const statements: Statement[] = [
    blankLine,
    ...sharedTypes(),
    clientInterface(model, callable, skipped, use),
    ...(subscribes ? [subscribeInterface(model, use)] : []),
    {
      kind: StructureKind.Interface,
      isExported: true,
      docs: ["Makes the calls of a batch: the same params as the client's methods, without call options."],
      name: 'BatchBuilder',
      methods: callable.map((m) => ({
        docs: [`One \`${docInline(m.name)}\` call of a batch.`],
        name: propertyKey(m.name),
        parameters: builderParams(m, use),
        returnType: `BatchCall<${use(m.resultTypeName)}>`,
      })),
    },
    methodFactsTable(model),
    blankLine,
    {
      kind: StructureKind.VariableStatement, declarationKind: VariableDeclarationKind.Const,
      declarations: [
        {
          name: 'api',
          type: 'ApiFacts',
          initializer: `{\n  title: ${quote(model.info.title)},\n  methods: methodFacts,\n  keyPaths: ${keyPathsLiteral(keyPaths(model))},\n  toError: toJsonRpcError,\n  platform,\n}`,
        },
      ],
    },
    ...(subscribes
      ? [
          blankLine,
          {
            kind: StructureKind.VariableStatement,
            declarationKind: VariableDeclarationKind.Const,
            docs: ["The spec's subscriptions, for `createClient`'s `subscribe`."],
            declarations: [{ name: 'subscriptions', type: 'SubscriptionTable', initializer: '{ facts: subscriptionInfo, notices: subscriptionNotices }' }],
          } satisfies Statement,
        ]
      : []),
    createClientFunction(model, callable, options?.websocket !== false, validate),
    ...httpClientStatements(model, validate),
  ];
  const imports = clientImports([...typeImports].sort(compareStrings), validateDefaultOf(validate) !== undefined, subscribes);
  return printModule(banner(model, 'line'), [...imports, ...statements]);
}

/** `methodFacts`: what the client needs of each method, one line each (`methodInfo` has the rest). */
function methodFactsTable(model: Model): Statement {
  const entries = model.methods.map((m) => {
    const facts = { paramStructure: m.paramStructure, params: m.params.length, credits: typeof m.credits === 'number' ? m.credits : null, idempotent: m.idempotent };
    return `  ${objectLiteralKey(m.name)}: ${jsonLiteral(facts)},`;
  });
  return {
    kind: StructureKind.VariableStatement,
    declarationKind: VariableDeclarationKind.Const,
    docs: [
      'What the client needs of each method: how its params go and how many there are, its credits, and whether a retry\n' +
        'is safe. A table of its own rather than `methodInfo`, so that a page bundles no more of the spec than this.',
    ],
    declarations: [{ name: 'methodFacts', type: "ApiFacts['methods']", initializer: `{\n${entries.join('\n')}\n}` }],
  };
}

/** `BatchOutcome` and `RequestArguments`: the same in every client. */
function sharedTypes(): Statement[] {
  return [
    {
      kind: StructureKind.TypeAlias,
      isExported: true,
      docs: ['The outcome of one call of a batch: its result as `value` (the name `ValidationResult` uses too), or the error its answer carried.'],
      name: 'BatchOutcome',
      typeParameters: ['R'],
      type: '{ ok: true; value: R; /** @deprecated The same as `value`, under its old name. */ result: R } | { ok: false; error: JsonRpcError | ResultValidationError | ProtocolError }',
    },
    blankLine,
    {
      kind: StructureKind.TypeAlias,
      isExported: true,
      docs: ['The argument of `client.request` for method `M` (EIP-1193): `params` may be left out where every param is optional.'],
      name: 'RequestArguments',
      typeParameters: [{ name: 'M', constraint: 'MethodName' }],
      type: [
        '[] extends MethodParams<M>',
        '  ? { method: M; params?: MethodParams<M> }',
        '  : {} extends MethodParams<M>',
        '  ? { method: M; params?: MethodParams<M> }',
        '  : { method: M; params: MethodParams<M> }',
      ].join('\n'),
    },
  ];
}

/** The `Client` interface: a typed method per callable RPC method, then `request`, `batch` and `close`. */
function clientInterface(model: Model, callable: MethodModel[], skipped: MethodModel[], use: (name: string) => string): Statement {
  const callOptions: Param = { name: 'options', type: 'CallOptions', hasQuestionToken: true };
  return {
    kind: StructureKind.Interface,
    isExported: true,
    docs: [
      `A client of ${docInline(model.info.title)}: one typed method per RPC method (params in the spec's order, optional\n` +
        'trailing ones may be left out, then per-call options), `request` (EIP-1193), `batch`, `credits` and `close`.' +
        (skipped.length > 0 ? `\n\nReached through \`request\` only, their names being the client's own: ${skipped.map((m) => `\`${docInline(m.name)}\``).join(', ')}.` : ''),
    ],
    name: 'Client',
    // ts-morph prints an interface's properties before its methods.
    properties: [
      { docs: ['Credits spent today (UTC) by this client, and its daily budget.'], isReadonly: true, name: 'credits', type: 'CreditUsage' },
      ...(model.subscriptions.length > 0
        ? [
            {
              docs: [
                'The subscriptions of the spec, over WebSocket: `for await (const head of client.subscribe.newHeads({ signal })) …`. Over HTTP each\n' +
                  'throws a TypeError. See `SubscribeOptions` for errors, gaps and the end of a loop.',
              ],
              isReadonly: true,
              name: 'subscribe',
              type: 'SubscribeFunctions',
            },
          ]
        : []),
    ],
    methods: [
      ...callable.map((m) => ({
        docs: [docComment(methodDoc(m, model))],
        name: propertyKey(m.name),
        parameters: clientParams(m, use),
        returnType: `Promise<${use(m.resultTypeName)}>`,
      })),
      {
        docs: [
          "Any method by name, EIP-1193 style (`{ method, params }`), so the client can back viem's `custom()` transport or\n" +
            "ethers' `BrowserProvider`. Methods the spec does not know are sent as they are: no credits, no retries, no validation.",
        ],
        name: 'request',
        // One signature, not an overload per kind of method: with two, tsc reports a spec method's wrong params
        // against the other overload ("Type 'string' is not assignable to type 'never'"); with one it names the
        // param that does not match. `M` is inferred from `{ method: M }`, the conditional then picks the params.
        typeParameters: [{ name: 'M', constraint: 'string' }],
        parameters: [{ name: 'args', type: '{ method: M } & (M extends MethodName ? RequestArguments<M> : { params?: unknown })' }, callOptions],
        returnType: 'Promise<M extends MethodName ? MethodResult<M> : unknown>',
      },
      {
        docs: [
          'Sends the calls the builder returns as one JSON-RPC batch and resolves with one outcome per call, in order:\n' +
            '`const [block, code] = await client.batch((b) => [b.method(...), b.other(...)])`. The batch costs the sum of its\n' +
            'calls, is refused whole by the budget, and is retried only when every call in it is safe to repeat.',
        ],
        name: 'batch',
        typeParameters: ['const T extends readonly BatchCall[]'],
        parameters: [{ name: 'build', type: '(builder: BatchBuilder) => T' }, callOptions],
        returnType: 'Promise<{ -readonly [K in keyof T]: BatchOutcome<T[K] extends BatchCall<infer R> ? R : never> }>',
      },
      {
        docs: ['Closes the WebSocket or the HTTP connections; calls still waiting fail with `SocketClosedError`.'],
        name: 'close',
        returnType: 'Promise<void>',
      },
    ],
  };
}

/** `SubscribeFunctions`: one function per subscription, its params as the spec orders them, then options. */
function subscribeInterface(model: Model, use: (name: string) => string): Statement {
  return {
    kind: StructureKind.Interface,
    isExported: true,
    docs: ['Opens a subscription: an async iterator of its notifications, ended by `break` or the `signal`.'],
    name: 'SubscribeFunctions',
    methods: model.subscriptions.map((s) => ({
      docs: [docComment(subscriptionDoc(s))],
      name: propertyKey(s.name),
      parameters: subscribeParams(s, use),
      returnType: `Subscription<${use(s.notificationTypeName)}>`,
    })),
  };
}

function subscriptionDoc(s: SubscriptionModel): string {
  const chosen = s.value === undefined ? '' : ` ${JSON.stringify(s.value)}`;
  const lines = [
    s.summary ?? `Subscribes with \`${s.subscribe}\`.`,
    '',
    `Sends \`${s.subscribe}\`${chosen}; each \`${s.notification.method}\` carries a \`${s.notificationTypeName}\`. Ended with \`${s.unsubscribe}\`.`,
  ];
  if (s.identity.length > 0) lines.push(`A notification is identified by ${s.identity.map((p) => `\`${p === '' ? '(the value)' : p}\``).join(', ')}: none is delivered twice.`);
  if (s.credits !== undefined) lines.push(`Credits: ${s.credits} per notification.`);
  return lines.join('\n');
}

function subscribeParams(s: SubscriptionModel, use: (name: string) => string): Param[] {
  const params = use(s.paramsTypeName);
  const options: Param = { name: 'options', type: 'SubscribeOptions', hasQuestionToken: true };
  if (s.paramStructure === 'by-name') return [{ name: 'params', type: params, hasQuestionToken: s.paramsOptional }, options];
  const tuple = s.paramStructure === 'either' ? `Extract<${params}, readonly unknown[]>` : params;
  return [{ name: 'args', isRestParameter: true, type: `[...${tuple}, options?: SubscribeOptions]` }];
}

/** `createClient`, its doc saying where the key goes, which transports and what it validates by default. */
function createClientFunction(model: Model, callable: MethodModel[], websocket: boolean, validate: { params: boolean; result: boolean }): Statement {
  const validateDefault = validateDefaultOf(validate);
  const paths = keyPaths(model);
  const pathDoc = [paths.http && `\`${docInline(paths.http)}\` over HTTP`, paths.ws && `\`${docInline(paths.ws)}\` over WebSocket`].filter(Boolean).join('\nand ');
  return {
    kind: StructureKind.Function,
    isExported: true,
    docs: [
      `Creates a client of ${docInline(model.info.title)}.\n` +
        '\n' +
        `\`url\` is the base address; with \`apiKey\` the client appends ${pathDoc ? pathDoc : 'nothing: this API declares no key path, so `apiKey`\nis refused'}; without it, it uses \`url\` as it is.\n` +
        `Transports: \`http\` (default; keep-alive connections)${websocket ? ' or `ws`' : ' only (generated without the WebSocket transport)'}.` +
        (validateDefault === undefined
          ? ' '
          : `\nValidates ${[validate.params && 'params', validate.result && 'results'].filter(Boolean).join(' and ')} by default (\`validate: ${validateDefault}\`, with the package's\nvalidators); \`validate: false\` turns it off.\n`) +
        "Errors: the spec's `JsonRpcError` classes for error\n" +
        'answers; `TransportError` subclasses (`HttpStatusError`, `TimeoutError`, `AbortError`, `SocketClosedError`,\n' +
        '`ConnectionError`, `ProtocolError`) when no answer came; `CreditBudgetError` when the daily budget refuses a call.\n' +
        (websocket ? 'A page that calls over HTTP only bundles less with `createHttpClient`.\n' : '') +
        '\n' +
        '@example\n' +
        `const client = createClient({ url: 'https://network.example', apiKey: process.env.API_KEY });${exampleLine(callable[0])}`,
    ],
    name: 'createClient',
    parameters: [{ name: 'options', type: 'ClientOptions' }],
    returnType: 'Client',
    statements: [`return createRpcClient(${optionsWithDefaults(validate)}, api, httpAndWebSocket${model.subscriptions.length > 0 ? ', subscriptions' : ''}) as Client;`],
  };
}

/** `options` with the client's validation default filled in, as printed; `options` itself when it has none. */
function optionsWithDefaults(validate: { params: boolean; result: boolean }): string {
  const validateDefault = validateDefaultOf(validate);
  return validateDefault === undefined
    ? 'options'
    : `typeof options === 'object' && options !== null ? { ...options, validate: options.validate ?? ${validateDefault}, validators: options.validators ?? validators } : options`;
}

/** `HttpClient` and `createHttpClient`: the client over HTTP only, whose import leaves the WebSocket code out of a bundle. */
function httpClientStatements(model: Model, validate: { params: boolean; result: boolean }): Statement[] {
  const subscribes = model.subscriptions.length > 0;
  return [
    {
      kind: StructureKind.TypeAlias,
      isExported: true,
      docs: [`A client of ${docInline(model.info.title)} over HTTP only: \`Client\`${subscribes ? ' without `subscribe`' : ''}.`],
      name: 'HttpClient',
      type: subscribes ? "Omit<Client, 'subscribe'>" : 'Client',
    },
    blankLine,
    {
      kind: StructureKind.Function,
      isExported: true,
      docs: [
        '`createClient` over HTTP only, for pages that count their bytes: a bundle that imports this and not\n' +
          '`createClient` holds no WebSocket transport' + (subscribes ? ' and no subscriptions' : '') + ". `transport: 'ws'` is refused with a TypeError.",
      ],
      name: 'createHttpClient',
      parameters: [{ name: 'options', type: 'HttpClientOptions' }],
      returnType: 'HttpClient',
      statements: [`return createRpcClient(${optionsWithDefaults(validate)}, api, httpOnly) as HttpClient;`],
    },
  ];
}

/** The client module's imports; `validators` only when the client validates by default. */
function clientImports(typeNames: string[], validates: boolean, subscribes: boolean): Statement[] {
  const runtimeTypes = ['BatchCall', 'CallOptions', 'ClientOptions', 'CreditUsage', 'HttpClientOptions', ...(subscribes ? ['SubscribeOptions', 'Subscription'] : [])];
  return [
    { kind: StructureKind.ImportDeclaration, isTypeOnly: true, moduleSpecifier: './client-types.js', namedImports: runtimeTypes },
    { kind: StructureKind.ImportDeclaration, isTypeOnly: true, moduleSpecifier: './client-errors.js', namedImports: ['ProtocolError', 'ResultValidationError'] },
    { kind: StructureKind.ImportDeclaration, moduleSpecifier: './errors.js', namedImports: ['type JsonRpcError', 'toJsonRpcError'] },
    { kind: StructureKind.ImportDeclaration, moduleSpecifier: './internal/rpc-client.js', namedImports: ['type ApiFacts', 'createRpcClient', ...(subscribes ? ['type SubscriptionTable'] : [])] },
    { kind: StructureKind.ImportDeclaration, moduleSpecifier: './internal/transport-kits.js', namedImports: ['httpAndWebSocket', 'httpOnly'] },
    // The runtime's own HTTP and WebSocket modules: node:http and ws on Node, fetch and WebSocket elsewhere (the
    // package.json `imports` map picks the file by condition, so a browser bundle never sees the Node one).
    { kind: StructureKind.ImportDeclaration, moduleSpecifier: '#platform', namedImports: ['platform'] },
    ...(subscribes ? [{ kind: StructureKind.ImportDeclaration, moduleSpecifier: './methods.js', namedImports: ['subscriptionInfo', 'subscriptionNotices'] } satisfies ImportDeclarationStructure] : []),
    ...(validates ? [{ kind: StructureKind.ImportDeclaration, moduleSpecifier: './validators.js', namedImports: ['validators'] } satisfies ImportDeclarationStructure] : []),
    // One named import per line once the list gets long, as a person would write it.
    {
      kind: StructureKind.ImportDeclaration,
      isTypeOnly: true,
      moduleSpecifier: './types.js',
      namedImports: `import type { ${typeNames.join(', ')} } from './types.js';`.length > 120 ? namedImportsOnePerLine(typeNames) : typeNames,
    },
  ];
}

function keyPathsLiteral(paths: { http?: string; ws?: string }): string {
  const entries = Object.entries(paths).map(([kind, path]) => `${kind}: ${quote(path)}`);
  return entries.length === 0 ? '{}' : `{ ${entries.join(', ')} }`;
}

/** The parameters of a client method: params by position then call options, or one params object then options. */
type Param = OptionalKind<ParameterDeclarationStructure>;

function clientParams(method: MethodModel, use: (name: string) => string): Param[] {
  const params = use(method.paramsTypeName);
  const options: Param = { name: 'options', type: 'CallOptions', hasQuestionToken: true };
  if (method.paramStructure === 'by-name') return [{ name: 'params', type: params, hasQuestionToken: method.paramsOptional }, options];
  const tuple = method.paramStructure === 'either' ? `Extract<${params}, readonly unknown[]>` : params;
  return [{ name: 'args', isRestParameter: true, type: `[...${tuple}, options?: CallOptions]` }];
}

function builderParams(method: MethodModel, use: (name: string) => string): Param[] {
  const params = use(method.paramsTypeName);
  if (method.paramStructure === 'by-name') return [{ name: 'params', type: params, hasQuestionToken: method.paramsOptional }];
  return [{ name: 'params', isRestParameter: true, type: method.paramStructure === 'either' ? `Extract<${params}, readonly unknown[]>` : params }];
}

function exampleLine(method: MethodModel | undefined): string {
  if (method === undefined) return '';
  const access = propertyAccess('', method.name);
  return `\nconst result = await client${docInline(access)}(${method.paramStructure === 'by-name' ? '{ … }' : '…'});`;
}
