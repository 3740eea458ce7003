// Names are planned once, in the model, so every emitter agrees on them and collisions are settled in one place.
import { readdirSync, readFileSync } from 'node:fs';
import { compareStrings } from '../load/json.js';

const reservedWords = new Set(
  (
    'break case catch class const continue debugger default delete do else enum export extends false finally for ' +
    'function if import in instanceof new null return super switch this throw true try typeof var void while with ' +
    'as implements interface let package private protected public static yield any boolean constructor declare get ' +
    'module require number set string symbol type from of unknown never object bigint undefined await async is keyof ' +
    'readonly infer unique asserts satisfies accessor out abstract namespace global arguments eval'
  ).split(' '),
);

// Global names the emitted code relies on (types it writes, values it calls); a schema called `Record` or `Array`
// must not shadow them in the modules that import it.
const globalNames = (
  'Array Boolean Date Error Function Map Number Object Promise PromiseLike Record Partial Readonly ReadonlyArray RegExp Set ' +
  'String Symbol BigInt JSON Math Extract Exclude Omit Pick NonNullable Required Awaited ReturnType Parameters InstanceType ' +
  'Iterable Uint8Array RangeError TypeError SyntaxError Request Response Headers URL AbortSignal AbortController ' +
  'WebSocket Buffer NodeJS TextEncoder TextDecoder globalThis'
).split(' ');

/** Names the emitted modules themselves declare, export or import (beside the runtimes, scanned below). */
const emittedNames = (
  'Methods MethodName MethodParams MethodResult ValidationError ValidationResult validateParams validateResult ' +
  'JsonRpcErrorObject JsonRpcError toJsonRpcError MethodInfo methodInfo credits creditsFor CreditEstimate estimateCredits ' +
  'Client BatchBuilder BatchOutcome RequestArguments createClient HttpClient createHttpClient api methodFacts subscriptions Handlers createRpcHandler createServer ' +
  'createFetchHandler rules routes Server Reporter tooDeep paramsValidators resultValidators createUpstream failover ' +
  'Subscriptions SubscriptionName SubscriptionInfo subscriptionInfo subscriptionNotices SubscribeFunctions SubscriptionHandlers serveSubscriptions ' +
  'validateNotification validateSubscriptionParams notificationValidators subscriptionParamsValidators ' +
  // Bases of check functions (`isX`, `reportX`): `reportBest` is a helper of report.ts.
  'Best'
).split(' ');

/** Names the client modules export (client.ts, client-types.ts, client-errors.ts): the package barrel exports them
 * beside the schema types and error classes, so no schema or declared error may take them. */
export const clientExportNames = (
  'Client HttpClient HttpClientOptions createHttpClient BatchBuilder BatchOutcome RequestArguments ClientOptions CallOptions RetryOptions ClientLogger CreditUsage BatchCall ' +
  'WebSocketConstructor ValidationIssue ClientValidation ClientValidators TransportError HttpStatusError TimeoutError AbortError SocketClosedError ConnectionError ' +
  'ProtocolError ResponseTooLargeError ResponseBudgetError ResponseBudget CreditBudgetError ParamsValidationError ResultValidationError ' +
  'Subscription SubscribeOptions SubscribeFunctions SubscriptionGap'
).split(' ');

// The server runtime's rooms are folders of its own (engine/, metering/, transports/): each is scanned.
const runtimeDirs = ['../emit/client/runtime/', '../emit/client/runtime/internal/', '../emit/server/runtime/engine/', '../emit/server/runtime/metering/', '../emit/server/runtime/transports/'];

/** Every name the runtimes copied into the package export or import, read from their sources, so a runtime that
 * gains an export reserves it without a list to keep in step. */
function runtimeNames(): string[] {
  const names: string[] = [];
  for (const dir of runtimeDirs) {
    const url = new URL(dir, import.meta.url);
    for (const file of readdirSync(url).filter((f) => f.endsWith('.ts')).sort(compareStrings)) {
      const source = readFileSync(new URL(file, url), 'utf8');
      for (const m of source.matchAll(/^export\s+(?:declare\s+)?(?:abstract\s+)?(?:class|interface|type|function\*?|const|let|var|enum)\s+([A-Za-z_$][\w$]*)/gm)) {
        names.push(m[1] as string);
      }
      for (const m of source.matchAll(/^import\s+(?:type\s+)?\{([^}]*)\}\s+from/gm)) {
        for (const spec of (m[1] as string).split(',')) {
          const local = spec.trim().replace(/^type\s+/, '').split(/\s+as\s+/).pop()?.trim();
          if (local) names.push(local);
        }
      }
    }
  }
  return names;
}

let packageNamesCache: ReadonlySet<string> | undefined;

/**
 * Names a type, class or function planned from the spec may not take: globals, the names the emitted modules
 * declare, and every name the runtimes export or import (`JsonRpcError`, `createClient`, `RpcEngine`, …). A
 * component called `JsonRpcError` becomes `JsonRpcErrorType`.
 */
export function packageNames(): ReadonlySet<string> {
  packageNamesCache ??= new Set([...globalNames, ...emittedNames, ...clientExportNames, ...runtimeNames()]);
  return packageNamesCache;
}

/** Global names only: for a planner of names the package itself declares (the server's `Handlers`). */
export const globalTypeNames: ReadonlySet<string> = new Set([...globalNames, ...clientExportNames]);

export function isIdentifier(text: string): boolean {
  return /^[A-Za-z_$][\w$]*$/.test(text);
}

function words(text: string): string[] {
  return text
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .filter((w) => w !== '');
}

/** `eth_getLogs` → `EthGetLogs`, `DEPLOY_ACCOUNT_TXN` → `DeployAccountTxn`, `hash32` → `Hash32`. */
export function pascalCase(text: string): string {
  const parts = words(text);
  const allUpper = (w: string) => w === w.toUpperCase() && /[A-Z]/.test(w);
  const joined = parts
    .map((w) => (allUpper(w) && w.length > 1 ? w[0] + w.slice(1).toLowerCase() : w[0]!.toUpperCase() + w.slice(1)))
    .join('');
  if (joined === '') return 'Unnamed';
  return /^[0-9]/.test(joined) ? `T${joined}` : joined;
}

/** A safe identifier for a parameter or tuple label: `Block hash` → `blockHash`, `default` → `default_`. */
export function camelIdentifier(text: string): string {
  const base = isIdentifier(text) ? text : pascalCase(text).replace(/^./, (c) => c.toLowerCase());
  return reservedWords.has(base) ? `${base}_` : base;
}

/** Hands out unique type names; the first to ask for a name gets it, later ones get a numeric suffix. */
export class NamePlanner {
  private readonly used: Set<string>;

  /** `reserved`: names nobody may claim; a wish for one gets `Type` appended (`JsonRpcError` → `JsonRpcErrorType`). */
  constructor(private readonly reserved: ReadonlySet<string> = packageNames()) {
    this.used = new Set(reserved);
  }

  claim(wanted: string): string {
    let name = reservedWords.has(wanted.toLowerCase()) && wanted === wanted.toLowerCase() ? `${wanted}_` : wanted;
    if (this.used.has(name)) {
      const base = this.reserved.has(name) ? `${name}Type` : name;
      name = base;
      for (let n = 2; this.used.has(name); n++) name = `${base}${n}`;
    }
    this.used.add(name);
    return name;
  }
}
