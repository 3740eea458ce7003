// Names are planned once, in the model, so every emitter agrees on them and collisions are settled in one place.

const reservedWords = new Set(
  (
    'break case catch class const continue debugger default delete do else enum export extends false finally for ' +
    'function if import in instanceof new null return super switch this throw true try typeof var void while with ' +
    'as implements interface let package private protected public static yield any boolean constructor declare get ' +
    'module require number set string symbol type from of unknown never object bigint undefined await async is keyof ' +
    'readonly infer unique asserts satisfies accessor out abstract namespace global'
  ).split(' '),
);

// Global names the emitted code relies on; a schema called `Record` must not shadow them.
const globalTypeNames = new Set(
  'Array Boolean Date Error Function Map Number Object Promise Record Partial Readonly ReadonlyArray RegExp Set String Symbol BigInt JSON Math Methods MethodName MethodParams MethodResult'.split(' '),
);

/** Names the client modules export (client.ts, client-types.ts, client-errors.ts): the package barrel exports them
 * beside the schema types and error classes, so no schema or declared error may take them. */
export const clientExportNames = (
  'Client BatchBuilder BatchOutcome RequestArguments ClientOptions CallOptions RetryOptions ClientLogger CreditUsage BatchCall ' +
  'WebSocketConstructor ValidationIssue TransportError HttpStatusError TimeoutError AbortError SocketClosedError ConnectionError ' +
  'ProtocolError ResponseTooLargeError CreditBudgetError ParamsValidationError ResultValidationError'
).split(' ');
for (const name of clientExportNames) globalTypeNames.add(name);

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
  private readonly used = new Set<string>(globalTypeNames);

  claim(wanted: string): string {
    let name = reservedWords.has(wanted.toLowerCase()) && wanted === wanted.toLowerCase() ? `${wanted}_` : wanted;
    if (this.used.has(name)) {
      const base = globalTypeNames.has(name) ? `${name}Type` : name;
      name = base;
      for (let n = 2; this.used.has(name); n++) name = `${base}${n}`;
    }
    this.used.add(name);
    return name;
  }
}
