// Emits the typed client: src/client.ts (one typed method per RPC method, the batch builder, `createClient`) and
// the runtime it stands on, the same for every API: src/client-errors.ts and src/client-types.ts (public) and
// src/internal/{rpc-client,transport,http-transport,ws-transport}.ts. The runtime is real TypeScript under
// ./runtime/, type-checked with rpcforge itself and copied in; everything API-specific (method names, how params
// are passed, credits, retry safety, error classes, validators, key paths) comes from the model and the modules
// the other emitters write (methods.ts, errors.ts, validators.ts, types.ts).
import { readFileSync } from 'node:fs';
import { compareStrings } from '../../load/json.js';
import type { MethodModel, Model } from '../../model/model.js';
import { banner } from '../banner.js';
import type { EmittedFile } from '../emitter.js';
import { indent, printModule, verbatimSourceFile, type PrintedModule } from '../ts-file.js';
import { docBlock, docInline, propertyAccess, stringLiteral as quote, typeMemberKey as propertyKey } from '../escape.js';
import { methodDoc } from '../types/method-docs.js';
import { reservedMemberNames } from './runtime/internal/rpc-client.js';

/** The runtime modules, by their path in the generated package. */
export const runtimeModules = [
  'client-errors.ts',
  'client-types.ts',
  'internal/http-transport.ts',
  'internal/platform.node.ts',
  'internal/platform.ts',
  'internal/rpc-client.ts',
  'internal/transport.ts',
  'internal/ws-transport.ts',
] as const;

export function emitClient(model: Model): EmittedFile[] {
  const runtime = runtimeModules.map((path) => ({
    path: `src/${path}`,
    contents: verbatimSourceFile(banner(model, 'line'), readFileSync(new URL(`./runtime/${path}`, import.meta.url), 'utf8')),
  }));
  return [...runtime, { path: 'src/client.ts', ...clientFile(model) }];
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

function clientFile(model: Model): PrintedModule {
  const typeImports = new Set<string>(['MethodName', 'MethodParams', 'MethodResult']);
  const use = (name: string) => {
    typeImports.add(name);
    return name;
  };
  const callable = model.methods.filter((m) => !reservedMemberNames.includes(m.name));
  const skipped = model.methods.filter((m) => reservedMemberNames.includes(m.name));

  const clientMembers = callable.map((m) => `${docBlock(methodDoc(m, model))}\n${propertyKey(m.name)}(${clientParams(m, use)}): Promise<${use(m.resultTypeName)}>;`);
  const builderMembers = callable.map((m) => `/** One \`${docInline(m.name)}\` call of a batch. */\n${propertyKey(m.name)}(${builderParams(m, use)}): BatchCall<${use(m.resultTypeName)}>;`);
  const paths = keyPaths(model);
  const pathDoc = [paths.http && `\`${docInline(paths.http)}\` over HTTP`, paths.ws && `\`${docInline(paths.ws)}\` over WebSocket`].filter(Boolean).join('\n * and ');

  const statements = [
    `/** The outcome of one call of a batch: its result, or the error its answer carried. */
export type BatchOutcome<R> = { ok: true; result: R } | { ok: false; error: JsonRpcError | ResultValidationError | ProtocolError };`,
    `/** The argument of \`client.request\` for method \`M\` (EIP-1193): \`params\` may be left out where every param is optional. */
export type RequestArguments<M extends MethodName> = [] extends MethodParams<M>
  ? { method: M; params?: MethodParams<M> }
  : {} extends MethodParams<M>
  ? { method: M; params?: MethodParams<M> }
  : { method: M; params: MethodParams<M> };`,
    `/**
 * A client of ${docInline(model.info.title)}: one typed method per RPC method (params in the spec's order, optional
 * trailing ones may be left out, then per-call options), \`request\` (EIP-1193), \`batch\`, \`credits\` and \`close\`.${
      skipped.length > 0 ? `\n *\n * Reached through \`request\` only, their names being the client's own: ${skipped.map((m) => `\`${docInline(m.name)}\``).join(', ')}.` : ''
    }
 */
export interface Client {
${members(clientMembers)}
  /**
   * Any method by name, EIP-1193 style (\`{ method, params }\`), so the client can back viem's \`custom()\` transport or
   * ethers' \`BrowserProvider\`. Methods the spec does not know are sent as they are: no credits, no retries, no validation.
   */
  request<M extends MethodName>(args: RequestArguments<M>, options?: CallOptions): Promise<MethodResult<M>>;
  request<M extends string>(args: { method: M & (M extends MethodName ? never : unknown); params?: unknown }, options?: CallOptions): Promise<unknown>;
  /**
   * Sends the calls the builder returns as one JSON-RPC batch and resolves with one outcome per call, in order:
   * \`const [block, code] = await client.batch((b) => [b.method(...), b.other(...)])\`. The batch costs the sum of its
   * calls, is refused whole by the budget, and is retried only when every call in it is safe to repeat.
   */
  batch<const T extends readonly BatchCall[]>(build: (builder: BatchBuilder) => T, options?: CallOptions): Promise<{ -readonly [K in keyof T]: BatchOutcome<T[K] extends BatchCall<infer R> ? R : never> }>;
  /** Credits spent today (UTC) by this client, and its daily budget. */
  readonly credits: CreditUsage;
  /** Closes the WebSocket or the HTTP connections; calls still waiting fail with \`SocketClosedError\`. */
  close(): Promise<void>;
}`,
    `/** Makes the calls of a batch: the same params as the client's methods, without call options. */
export interface BatchBuilder {
${members(builderMembers)}
}`,
    `const api: ApiFacts = {
  title: ${quote(model.info.title)},
  methods: methodInfo,
  keyPaths: ${keyPathsLiteral(paths)},
  toError: toJsonRpcError,
  platform,
};`,
    `/**
 * Creates a client of ${docInline(model.info.title)}.
 *
 * \`url\` is the base address; with \`apiKey\` the client appends ${pathDoc ? pathDoc : 'nothing: this API declares no key path, so \`apiKey\`\n * is refused'}; without it, it uses \`url\` as it is.
 * Transports: \`http\` (default; keep-alive connections) or \`ws\`. Errors: the spec's \`JsonRpcError\` classes for error
 * answers; \`TransportError\` subclasses (\`HttpStatusError\`, \`TimeoutError\`, \`AbortError\`, \`SocketClosedError\`,
 * \`ConnectionError\`, \`ProtocolError\`) when no answer came; \`CreditBudgetError\` when the daily budget refuses a call.
 *
 * @example
 * const client = createClient({ url: 'https://network.example', apiKey: process.env.API_KEY });${exampleLine(callable[0])}
 */
export function createClient(options: ClientOptions): Client {
  return createRpcClient(options, api) as Client;
}`,
  ];

  const importLines = [
    `import type { BatchCall, CallOptions, ClientOptions, CreditUsage } from './client-types.js';`,
    `import type { ProtocolError, ResultValidationError } from './client-errors.js';`,
    `import { type JsonRpcError, toJsonRpcError } from './errors.js';`,
    `import { type ApiFacts, createRpcClient } from './internal/rpc-client.js';`,
    // The runtime's own HTTP and WebSocket modules: node:http and ws on Node, fetch and WebSocket elsewhere (the
    // package.json \`imports\` map picks the file by condition, so a browser bundle never sees the Node one).
    `import { platform } from '#platform';`,
    `import { methodInfo } from './methods.js';`,
    importTypes([...typeImports].sort(compareStrings), './types.js'),
  ];
  return printModule({ leadingTrivia: banner(model, 'line'), statements: [[importLines.join('\n'), ...statements].join('\n\n')] });
}

function keyPathsLiteral(paths: { http?: string; ws?: string }): string {
  const entries = Object.entries(paths).map(([kind, path]) => `${kind}: ${quote(path)}`);
  return entries.length === 0 ? '{}' : `{ ${entries.join(', ')} }`;
}

/** Interface members, each indented one level. */
function members(texts: readonly string[]): string {
  return texts.map((t) => `  ${indent(t)}`).join('\n');
}

/** One named import per line once the list gets long, as a person would write it. */
function importTypes(names: string[], from: string): string {
  const oneLine = `import type { ${names.join(', ')} } from '${from}';`;
  return oneLine.length <= 120 ? oneLine : `import type {\n${names.map((n) => `  ${n},`).join('\n')}\n} from '${from}';`;
}

/** The parameter list of a client method: params by position then call options, or one params object then options. */
function clientParams(method: MethodModel, use: (name: string) => string): string {
  const params = use(method.paramsTypeName);
  if (method.paramStructure === 'by-name') return `params${method.paramsOptional ? '?' : ''}: ${params}, options?: CallOptions`;
  const tuple = method.paramStructure === 'either' ? `Extract<${params}, readonly unknown[]>` : params;
  return `...args: [...${tuple}, options?: CallOptions]`;
}

function builderParams(method: MethodModel, use: (name: string) => string): string {
  const params = use(method.paramsTypeName);
  if (method.paramStructure === 'by-name') return `params${method.paramsOptional ? '?' : ''}: ${params}`;
  return `...params: ${method.paramStructure === 'either' ? `Extract<${params}, readonly unknown[]>` : params}`;
}

function exampleLine(method: MethodModel | undefined): string {
  if (method === undefined) return '';
  const access = propertyAccess('', method.name);
  return `\n * const result = await client${docInline(access)}(${method.paramStructure === 'by-name' ? '{ … }' : '…'});`;
}
