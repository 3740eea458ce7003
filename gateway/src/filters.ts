// Filters are sticky: a filter id lives in the node that made it (`eth_newFilter`, `eth_newBlockFilter`,
// `eth_newPendingTransactionFilter`), so its later calls (`eth_getFilterChanges`, `eth_getFilterLogs`,
// `eth_uninstallFilter`) must go back to that node; asked of another node of a pool, they got "filter not found",
// charged. The router records which node made each filter, for the key that made it: another key's id is unknown
// to a key (one key cannot read nor uninstall another key's filter, even with one node). An unknown id, or one whose
// node is out, gets a node's own kind of answer, -32000 "filter not found", uncharged (`NotServedError`): nothing
// served it. The record is bounded: at most `maxFilters` filters (the least recently used go first), at most
// `maxPerKey` per key (that key's least recently used go first, so one key cannot push out another's), each dropped
// after `idleMs` without a call (geth's filter timeout, 5 minutes: by then the node has dropped it too).
// 
import type { JsonRpcError } from 'rpcforge-generated';
import type { PackageHooks } from './package-api.js';
import type { UpstreamNode } from './node.js';

/** What a method does with filters: `make` one (its result is the id), `use` one (params[0] is the id), or neither. */
export function filterCall(method: string): 'make' | 'use' | undefined {
  return makers.has(method) ? 'make' : users.has(method) ? 'use' : undefined;
}

const makers: ReadonlySet<string> = new Set(['eth_newFilter', 'eth_newBlockFilter', 'eth_newPendingTransactionFilter']);
const users: ReadonlySet<string> = new Set(['eth_getFilterChanges', 'eth_getFilterLogs', 'eth_uninstallFilter']);

/** Longest filter id kept (characters): geth's are 34 (a 16-byte quantity), other nodes' may be longer. */
const maxIdChars = 130;

/** The error a call of an unknown filter, or of one whose node is out, gets: uncharged. */
export function filterNotFound(hooks: PackageHooks, reason: string): JsonRpcError {
  return new hooks.NotServedError(-32000, 'filter not found', { reason });
}

interface Entry {
  readonly apiKey: string;
  readonly id: string;
  readonly node: UpstreamNode;
  usedAt: number;
}

export interface StickyFilterLimits {
  maxFilters: number;
  maxPerKey: number;
  idleMs: number;
}

export const defaultFilterLimits: StickyFilterLimits = { maxFilters: 16_384, maxPerKey: 256, idleMs: 5 * 60_000 };

/** The filters made through one router: which node made each, per key. */
export class StickyFilters {
  /** Every entry, least recently used first. */
  private readonly order = new Set<Entry>();
  /** Per key, its entries by id, least recently used first. */
  private readonly byKey = new Map<string, Map<string, Entry>>();

  constructor(
    private readonly limits: StickyFilterLimits = defaultFilterLimits,
    private readonly now: () => number = Date.now,
  ) {}

  get size(): number {
    return this.order.size;
  }

  /** `node` answered `result` to a filter maker called with `apiKey`: recorded when it is an id. */
  made(apiKey: string, result: unknown, node: UpstreamNode): void {
    const id = idOf(result);
    if (id === undefined) return;
    const at = this.now();
    this.expire(at);
    let own = this.byKey.get(apiKey);
    if (own === undefined) {
      own = new Map();
      this.byKey.set(apiKey, own);
    }
    const known = own.get(id);
    if (known !== undefined) this.remove(known);
    if (own.size >= this.limits.maxPerKey) this.remove(own.values().next().value!);
    if (this.order.size >= this.limits.maxFilters) this.remove(this.order.values().next().value!);
    const entry: Entry = { apiKey, id, node, usedAt: at };
    // `remove` may have dropped the key's map (its last entry gone): set it again.
    own = this.byKey.get(apiKey) ?? new Map<string, Entry>();
    this.byKey.set(apiKey, own);
    own.set(id, entry);
    this.order.add(entry);
  }

  /** The node that made filter `id` for `apiKey` (its use refreshed); undefined when unknown, another key's or idle too long. */
  find(apiKey: string, id: unknown): UpstreamNode | undefined {
    const text = idOf(id);
    if (text === undefined) return undefined;
    const at = this.now();
    this.expire(at);
    const own = this.byKey.get(apiKey);
    const entry = own?.get(text);
    if (own === undefined || entry === undefined) return undefined;
    entry.usedAt = at;
    own.delete(text);
    own.set(text, entry);
    this.order.delete(entry);
    this.order.add(entry);
    return entry.node;
  }

  /** Forgets filter `id` of `apiKey` (uninstalled, or the node no longer knows it). */
  drop(apiKey: string, id: unknown): void {
    const text = idOf(id);
    const entry = text === undefined ? undefined : this.byKey.get(apiKey)?.get(text);
    if (entry !== undefined) this.remove(entry);
  }

  /** Drops the entries idle for `idleMs` (the least recently used are first: stops at the first fresh one). */
  private expire(at: number): void {
    for (const entry of this.order) {
      if (at - entry.usedAt < this.limits.idleMs) return;
      this.remove(entry);
    }
  }

  private remove(entry: Entry): void {
    this.order.delete(entry);
    const own = this.byKey.get(entry.apiKey);
    if (own === undefined) return;
    own.delete(entry.id);
    if (own.size === 0) this.byKey.delete(entry.apiKey);
  }
}

/**
 * A filter id as compared: a string of at most `maxIdChars`, as it is (anvil compares ids as text: another case is
 * another id there, so it is here too).
 */
function idOf(value: unknown): string | undefined {
  return typeof value === 'string' && value.length > 0 && value.length <= maxIdChars ? value : undefined;
}
