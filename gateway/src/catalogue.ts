// The methods the gateway forwards beyond the spec: those of a family's catalogue, a second OpenRPC document (for the
// EVM family, the official Ethereum execution-apis document), and nothing else. A catalogue method's params are
// checked by the catalogue's own validators before the call is charged, and its result before the caller gets it, so
// nothing the gateway forwards is unknown to it. A name in no catalogue is -32601, uncharged. A closed list of names
// (accounts and signing, node control and introspection, test-node control) is never forwarded, whatever a catalogue
// holds, unless the operator opens one by its exact name: a key must not sign with, administer or rewind a node that
// serves every other key (one key's `evm_revert` served every other key blocks that no longer exist). Names are
// compared exactly: a case variant is another name, in no catalogue. 
import type { ValidationError, ValidationResult } from 'rpcforge-generated';
import type { OutsideTerms } from 'rpcforge-generated/server';
import type { PackageHooks } from './package-api.js';
import { upstreamErrors } from './upstream-answers.js';
/** Gas summed over a simulated bundle's calls (the package's metering `GasSum`, read by shape). */
interface GasSum {
  total: bigint;
  blockLimits: number;
}

/** A catalogue's validators: the `validators` export of a package generated from the catalogue's document. */
export interface CatalogueValidators {
  validateParams(method: string, params: unknown): ValidationResult<unknown>;
  validateResult(method: string, result: unknown): ValidationResult<unknown>;
}

/** How one catalogue method is priced and limited (all optional). */
export interface CatalogueMethod {
  /** Credits per call; default: those of `limitsOf`, else the `outsideSpec(credits)` price. */
  readonly credits?: number;
  /** A spec method doing the same work, whose limits (and price) the call takes: `eth_getFilterLogs` → `eth_getLogs`. */
  readonly limitsOf?: string;
  /** `calls`: the gas cap counts every call's `gas` and `blockOverrides.gasLimit` of `eth_simulateV1`-shaped params. */
  readonly gas?: 'calls';
  /**
   * `true`: safe to send twice (a read), so retried on another node of a pool, hedged, and sent to a node just back.
   * Default false: a send, or a call that makes or consumes a node's state (a filter), goes to one node once.
   */
  readonly idempotent?: boolean;
}

/** One family's catalogue. */
export interface CatalogueFamily {
  readonly validators: CatalogueValidators;
  /** Every method of the catalogue's document, by exact name, with its terms (`{}` for the defaults). */
  readonly methods: Readonly<Record<string, CatalogueMethod>>;
}

/** `createUpstream`'s `catalogue` option. */
export interface CatalogueOptions {
  /** The catalogue of each method family (`{ evm: … }`). */
  readonly families: Readonly<Record<string, CatalogueFamily>>;
  /**
   * Names of the closed list the operator opens, each exactly as called (never a prefix or a pattern): forwarded,
   * checked by its catalogue when one holds it, else passed unchecked. Listed by `opened()` for the banner and `/healthz`.
   */
  readonly open?: readonly string[];
}

/** Names never forwarded, compared exactly, unless opened: the node's own accounts and their signatures. */
const closedNames: ReadonlySet<string> = new Set(['eth_accounts', 'eth_coinbase', 'eth_sign', 'eth_signTransaction', 'eth_sendTransaction', 'eth_fillTransaction']);
/**
 * Prefixes of names never forwarded unless opened: typed-data signing, the node's personal accounts, node control and
 * introspection, test nodes' control of the chain (snapshots, reverts, balances, impersonation, mining).
 */
const closedPrefixes: readonly string[] = ['eth_signTypedData', 'personal_', 'admin_', 'debug_', 'engine_', 'miner_', 'txpool_', 'testing_', 'anvil_', 'hardhat_', 'evm_', 'ganache_'];

/** Whether `name` is on the closed list (exactly, or by one of its prefixes). */
export function isClosed(name: string): boolean {
  return closedNames.has(name) || closedPrefixes.some((prefix) => name.startsWith(prefix));
}

/** Validation errors passed to a caller or a log: the first 20. */
const shownErrors = 20;
/** At most this many opened names: an operator opens a few methods, not a namespace. */
const maxOpened = 256;

/** A family's catalogue and the opened names, as the router asks them. */
export class Catalogue {
  private readonly families: ReadonlyMap<string, CatalogueFamily>;
  private readonly opened: ReadonlySet<string>;

  constructor(
    private readonly hooks: PackageHooks,
    options: CatalogueOptions | undefined,
  ) {
    if (options !== undefined && (typeof options !== 'object' || options === null || typeof options.families !== 'object' || options.families === null)) {
      throw new TypeError('createUpstream: catalogue must be { families: { <family>: { validators, methods } }, open? }');
    }
    const families = new Map<string, CatalogueFamily>();
    for (const [family, entry] of Object.entries(options?.families ?? {})) {
      if (typeof entry?.validators?.validateParams !== 'function' || typeof entry.validators.validateResult !== 'function' || typeof entry.methods !== 'object' || entry.methods === null) {
        throw new TypeError(`createUpstream: catalogue.families.${family} must be { validators: { validateParams, validateResult }, methods }`);
      }
      families.set(family, entry);
    }
    const open = options?.open ?? [];
    if (!Array.isArray(open) || open.length > maxOpened) throw new TypeError(`createUpstream: catalogue.open must be a list of at most ${maxOpened} method names`);
    for (const name of open) {
      // A whole name: `anvil_` or `debug_*` would open a namespace, which the list never does.
      if (typeof name !== 'string' || !/^[A-Za-z][A-Za-z0-9_.]{0,63}$/.test(name) || name.endsWith('_') || !isClosed(name)) {
        throw new TypeError(`createUpstream: catalogue.open: ${JSON.stringify(name)} is not a whole method name of the closed list (e.g. eth_accounts, anvil_mine; never a prefix; other names need no opening)`);
      }
    }
    this.families = families;
    this.opened = new Set(open);
  }

  /** The family whose catalogue holds `name` (undefined for none), or `name` is closed and not opened (`false`). */
  familyOf(name: string): string | undefined | false {
    if (isClosed(name) && !this.opened.has(name)) return false;
    for (const [family, entry] of this.families) if (Object.prototype.hasOwnProperty.call(entry.methods, name)) return family;
    return undefined;
  }

  /** Whether `name` is an opened name of the closed list. */
  isOpened(name: string): boolean {
    return this.opened.has(name);
  }

  /** The opened names, sorted (for the banner and `/healthz`). */
  openedNames(): string[] {
    return [...this.opened].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  }

  /** Whether a catalogue method is safe to send twice (`idempotent: true`). */
  idempotent(family: string, name: string): boolean {
    return this.families.get(family)?.methods[name]?.idempotent === true;
  }

  /** Whether a catalogue method takes a spec method's limits (a possibly long query: it goes alone, never batched). */
  borrowsLimits(family: string, name: string): boolean {
    return this.families.get(family)?.methods[name]?.limitsOf !== undefined;
  }

  /** The server's terms for a name the catalogue of `family` holds: its price, its params check, its borrowed limits. */
  terms(family: string, name: string): OutsideTerms {
    const entry = this.families.get(family)!;
    const method = entry.methods[name]!;
    const validators = entry.validators;
    return {
      ...(method.credits === undefined ? {} : { credits: method.credits }),
      ...(method.limitsOf === undefined ? {} : { limitsOf: method.limitsOf }),
      ...(method.gas === 'calls' ? { gasValues: simulatedGas } : {}),
      checkParams: (params) => {
        const checked = validators.validateParams(name, params);
        return checked.ok ? undefined : checked.errors;
      },
    };
  }

  /** The result of a catalogue method as its catalogue describes it, or the -32051 a result that is not gets (uncharged). */
  checkResult(family: string, name: string, result: unknown): unknown {
    const checked = this.families.get(family)!.validators.validateResult(name, result);
    if (checked.ok) return result;
    const errors: ValidationError[] = checked.errors.slice(0, shownErrors);
    throw new this.hooks.NotServedError(upstreamErrors.badAnswer.code, upstreamErrors.badAnswer.message, { reason: 'the result does not match the catalogue', errors });
  }
}

/**
 * The gas values of `eth_simulateV1`'s payload, as `[path, value]`: each call's `gas` and each block's
 * `blockOverrides.gasLimit`, then their total (a call without `gas` counts as the block gas limit the node lets it
 * use, a `GasSum` the cap's check completes), so that many calls cannot add up past the
 * cap one `eth_call` has.
 */
function simulatedGas(params: unknown): (readonly [string, unknown])[] {
  const payload = Array.isArray(params) ? params[0] : (params as Record<string, unknown> | undefined)?.['payload'];
  const blocks = (payload as { blockStateCalls?: unknown } | undefined)?.blockStateCalls;
  if (!Array.isArray(blocks)) return [];
  const found: (readonly [string, unknown])[] = [];
  let total = 0n;
  let unstated = 0;
  blocks.forEach((block: unknown, b) => {
    const at = `params[0].blockStateCalls[${b}]`;
    const gasLimit = (block as { blockOverrides?: { gasLimit?: unknown } } | null)?.blockOverrides?.gasLimit;
    if (gasLimit !== undefined) found.push([`${at}.blockOverrides.gasLimit`, gasLimit]);
    const calls = (block as { calls?: unknown } | null)?.calls;
    if (!Array.isArray(calls)) return;
    calls.forEach((call: unknown, c) => {
      const gas = (call as { gas?: unknown } | null)?.gas;
      if (typeof gas === 'string' && /^0x[0-9a-fA-F]{1,64}$/.test(gas)) {
        found.push([`${at}.calls[${c}].gas`, gas]);
        total += BigInt(gas);
      } else unstated++;
    });
  });
  const sum: GasSum = { total, blockLimits: unstated };
  found.push([`params[0].blockStateCalls (the calls' gas together${unstated > 0 ? `, ${unstated} without gas counted as the block gas limit each` : ''})`, sum]);
  return found;
}
