// Which upstream answers the gateway may keep and serve again: those the spec marks `x-cache` (generated into the
// method table), and of those only the answers that cannot change. `found`: any result but null (a lookup by block
// hash). `finalized`: only when every block the call names and the block the result names are at or below the
// finalized block, which the gateway learns from the family's upstream (`eth_getBlockByNumber("finalized")`, read
// again once per `finalizedSeconds` while answers are kept; the number read is taken as it is, lower or higher, so a
// node's lie lasts one interval at most). A tag (`latest`, `pending`, `safe`, `finalized`), a block hash, a null
// result, an error and every method without `x-cache` go upstream every time.
//
// The key is the chain the family's nodes answered (`eth_chainId`; `getGenesisHash` for the Solana-style family: the
// router's chain check, server-gateway-chain.ts), the network (the name given, else a digest of the family's upstream
// URLs), the method and the params in a canonical JSON (object keys sorted with an explicit comparator), so the same
// call is the same key whatever the order of its fields. Never the URL alone: two gateways on one Redis, each in
// front of its own `http://localhost:8545` on another chain, named the same nodes and served each other's blocks. An
// answer is kept only when the node that gave it was verified on the key's chain (it answered the family's id when
// last asked, and has not been out since); a call made before the family's chain is known is looked up nowhere, and
// its answer kept once it is. A family whose nodes cannot name their chain is never cached. What is kept is the result as the
// validators passed it; hits are served as they come (the server charged the call already: every call costs its
// credits, a hit included). An answer is kept after it was sent on, so a miss is not made slower by the store.
// 
import type { MethodInfo } from 'rpcforge-generated';
import type { HandlerContext } from 'rpcforge-generated/server';
import { byCodeUnit, isThenable } from './order.js';
import type { PackageHooks } from './package-api.js';
import { MemoryResultCache, type ResultCacheStore } from './cache-stores.js';

/** `createUpstream`'s `cache` option. */
export interface UpstreamCacheOptions {
  /** Where answers are kept: `new MemoryResultCache()` (this process) or `new RedisResultCache({ client })` (shared). */
  store: ResultCacheStore;
  /**
   * The network the upstreams serve, part of every key beside the chain id the nodes answered. Default: a digest of
   * the family's upstream URLs, so that two gateways share answers only when they ask the same nodes on the same
   * chain; give one name to every gateway of a network to share across providers (the chain id still keeps two
   * chains apart under one name).
   */
  network?: string;
  /**
   * Seconds the finalized block's number is reused before it is read again (default 6), when a call names a block
   * above it; a block at or below it needs no read. Until the first read answers, nothing `finalized` is kept.
   */
  finalizedSeconds?: number;
}

/** What a cache lookup found, for `metrics.cache`: `hit` (served from the cache), `miss` (asked upstream), `stored`. */
export type CacheOutcome = 'hit' | 'miss' | 'stored';

type Handler = (params: unknown, context: HandlerContext) => Promise<unknown>;

/** What the cache asks of the router's chain check (server-gateway-chain.ts). */
export interface AnswerChains {
  /** The chain a family's nodes serve (`chainId 0x1`), once known; undefined: not yet, or never (not asked). */
  of(family: string): string | undefined;
  /** The verified chain of the node that answered the call of `context`, if that node's chain is verified. */
  answeredOn(context: HandlerContext): string | undefined;
  /** Resolves once every family's first chain check has settled. */
  known(): Promise<void>;
}

/** The longest canonical key kept (characters): a call with more params than that (a long address list) is not cached. */
const maxKeyChars = 8192;
/** Levels of params walked for the key; deeper params are not cached (the server's validators bound them already). */
const maxDepth = 32;

/** Wraps the handlers of the methods the spec marks `x-cache`. One per `createUpstream`. */
export class ResultCache {
  private readonly store: ResultCacheStore;
  private readonly network: string | undefined;
  private readonly finalizedMs: number;
  private readonly finals = new Map<string, { number: number; readAt: number }>();
  private readonly reading = new Map<string, Promise<number | undefined>>();

  constructor(
    private readonly hooks: PackageHooks,
    options: UpstreamCacheOptions,
    /** Reads the number of a family's finalized block from its upstream (server-gateway-finalized.ts). */
    private readonly finalizedNumber: (family: string) => Promise<number | undefined>,
    /** Reports each lookup's outcome to the metrics: the gateway's guarded hook, so a throwing metric never fails a call. */
    private readonly report: (method: string, outcome: CacheOutcome) => void,
    /** The URLs of a family's upstream nodes: the default network. */
    private readonly upstreamsOf: (family: string) => readonly string[],
    /** Which chain a family serves, and the node that answered a call (the router's chain check). */
    private readonly chains: AnswerChains,
  ) {
    if (typeof options !== 'object' || options === null || typeof options.store?.get !== 'function' || typeof options.store.set !== 'function') {
      throw new TypeError('createUpstream: cache.store must have get and set (new MemoryResultCache() or new RedisResultCache({ client }))');
    }
    if (options.network !== undefined && typeof options.network !== 'string') throw new TypeError('createUpstream: cache.network must be a string');
    const seconds = options.finalizedSeconds ?? 6;
    if (typeof seconds !== 'number' || !(seconds > 0) || !Number.isFinite(seconds)) throw new RangeError('createUpstream: cache.finalizedSeconds must be a positive number of seconds');
    this.store = options.store;
    this.network = options.network;
    this.finalizedMs = Math.min(Math.round(seconds * 1000), 2_147_483_647);
  }

  /** `forward` with the cache in front, for a method whose `x-cache` allows it; `forward` itself for any other. */
  wrap(info: MethodInfo, family: string, forward: Handler): Handler {
    const rule = info.cache;
    if (rule === undefined) return forward;
    const blocks = (rule.blocks ?? []).map((path) => {
      const [param, field] = path.split('.') as [string, string | undefined];
      return { param, index: info.params.findIndex((p) => p.name === param), field };
    });
    const method = info.name;
    const network = this.network ?? `upstreams ${digest([...this.upstreamsOf(family)].sort(byCodeUnit).join('\n'))}`;
    return (params, context) => {
      // The blocks the call names, each a number: a tag, a hash or a missing block means no cache for this call.
      let highest = -1;
      for (const { param, index, field } of blocks) {
        let value = Array.isArray(params) ? params[index] : isObject(params) ? params[param] : undefined;
        if (field !== undefined) value = isObject(value) ? value[field] : undefined;
        const number = blockNumber(value);
        if (number === undefined) return forward(params, context);
        highest = Math.max(highest, number);
      }
      const canonical = canonicalJson(params, 0);
      if (canonical === undefined) return forward(params, context);
      const call = `${network}\n${method}\n${canonical}`;
      if (call.length > maxKeyChars) return forward(params, context);
      const chain = this.chains.of(family);
      if (chain === undefined) {
        // The family's chain not known yet (the first moments): nothing to look up under; the answer kept once it is.
        this.report(method, 'miss');
        return forward(params, context).then((value) => {
          void this.chains.known().then(() => {
            const now = this.chains.of(family);
            if (now !== undefined && this.chains.answeredOn(context) === now) return this.keep(rule, family, method, `${now}\n${call}`, highest, value);
          });
          return value;
        });
      }
      const key = `${chain}\n${call}`;
      const miss = () => {
        this.report(method, 'miss');
        return forward(params, context).then((value) => {
          // Only the answer of a node verified on the key's chain: one on another chain (restarted, repointed, not
          // checked yet) answers the caller but is never served to the next.
          if (this.chains.answeredOn(context) === chain) void this.keep(rule, family, method, key, highest, value);
          return value;
        });
      };
      let found: unknown;
      try {
        found = this.store.get(key);
      } catch {
        return miss();
      }
      const served = (value: unknown) => (value === undefined || value === null || !this.sound(method, value) ? miss() : this.hit(method, value));
      if (isThenable(found)) return Promise.resolve(found).then(served, () => miss());
      return Promise.resolve(served(found));
    };
  }

  /**
   * Whether a value found in the store may be served. This process's MemoryResultCache holds only values it kept
   * after the validators passed them, frozen. Any other store (Redis) is outside the process: whoever can write its
   * keys (another application on that Redis, a bug, an attacker) could put any JSON there, a block of the wrong shape
   * or arrays nested 400,000 deep (which the server cannot even serialise), so a value from it is served only if it
   * nests at most 64 levels and passes the method's result validator; else it is a miss, and the node's
   * answer replaces it.
   */
  private sound(method: string, value: unknown): boolean {
    if (this.store instanceof MemoryResultCache) return true;
    try {
      return withinDepth(value, maxDepth * 2) && this.hooks.validateResult(method, value).ok;
    } catch {
      return false;
    }
  }

  private hit(method: string, value: unknown): unknown {
    this.report(method, 'hit');
    return value;
  }

  /** Keeps `value` when it cannot change: not null, and for `finalized` every block it depends on final. */
  private async keep(rule: NonNullable<MethodInfo['cache']>, family: string, method: string, key: string, named: number, value: unknown): Promise<void> {
    try {
      if (value === null || value === undefined) return;
      let highest = named;
      if (rule.resultBlock !== undefined) {
        const number = isObject(value) ? blockNumber(value[rule.resultBlock]) : undefined;
        // Not in a block yet (pending): it will change.
        if (number === undefined) return;
        highest = Math.max(highest, number);
      }
      if (rule.when === 'finalized') {
        const finalized = await this.finalized(family);
        if (finalized === undefined || highest > finalized) return;
      }
      const text = JSON.stringify(value);
      // Kept as it is, so a hit costs nothing; frozen, so that nobody changes what later callers get.
      await this.store.set(key, deepFreeze(value, 0), text);
      this.report(method, 'stored');
    } catch {
      // Not kept: the next call goes upstream again.
    }
  }

  /**
   * The family's finalized block number: the last one read while it is fresh (`finalizedSeconds`), else read again,
   * whatever block the call needs. The number comes from an untrusted node: one that claims 2^52 once must not make
   * every later block "final" for good, so no number is trusted past its interval, not even for a block below it.
   */
  private finalized(family: string): Promise<number | undefined> {
    const known = this.finals.get(family);
    if (known !== undefined && Date.now() - known.readAt < this.finalizedMs) return Promise.resolve(known.number);
    let pending = this.reading.get(family);
    if (pending === undefined) {
      pending = this.readFinalized(family).finally(() => this.reading.delete(family));
      this.reading.set(family, pending);
    }
    return pending;
  }

  private async readFinalized(family: string): Promise<number | undefined> {
    let number: number | undefined;
    try {
      number = await this.finalizedNumber(family);
    } catch {
      number = undefined;
    }
    // The number read, even below the last one: a lower number only keeps less (always safe), and it is how a lie
    // (or a node that was ahead of the others of its pool) is corrected. A failed read keeps nothing for an interval,
    // and is remembered, so a node without the tag is asked once per interval.
    this.finals.set(family, { number: number ?? -1, readAt: Date.now() });
    return number;
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A block number the call or result names: a hex quantity (at most 2^52), `earliest` (0), or an EIP-1898 object with
 * `blockNumber`. Anything else, a tag that moves or a block hash (not final by itself), is undefined.
 */
export function blockNumber(value: unknown): number | undefined {
  if (value === 'earliest') return 0;
  if (typeof value === 'string') return /^0x[0-9a-fA-F]{1,13}$/.test(value) ? Number.parseInt(value.slice(2), 16) : undefined;
  if (isObject(value) && value.blockHash === undefined && typeof value.blockNumber === 'string') return blockNumber(value.blockNumber);
  return undefined;
}

/** The number of a block object (its `number`), or undefined for anything else (null: a block not found). */
export function blockNumberOf(block: unknown): number | undefined {
  return isObject(block) ? blockNumber(block.number) : undefined;
}

/** JSON with every object's keys in one order (code-unit order, an explicit comparator); undefined past `maxDepth`. */
export function canonicalJson(value: unknown, depth: number): string | undefined {
  if (depth > maxDepth) return undefined;
  if (Array.isArray(value)) {
    const parts: string[] = [];
    for (const item of value) {
      const part = canonicalJson(item, depth + 1);
      if (part === undefined) return undefined;
      parts.push(part);
    }
    return `[${parts.join(',')}]`;
  }
  if (isObject(value)) {
    const parts: string[] = [];
    for (const name of Object.keys(value).sort(byCodeUnit)) {
      if (value[name] === undefined) continue;
      const part = canonicalJson(value[name], depth + 1);
      if (part === undefined) return undefined;
      parts.push(`${JSON.stringify(name)}:${part}`);
    }
    return `{${parts.join(',')}}`;
  }
  return value === undefined ? 'null' : JSON.stringify(value);
}

/** Whether `value` nests at most `most` levels of arrays and objects (walked without recursion). */
function withinDepth(value: unknown, most: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop()!;
    if (typeof item !== 'object' || item === null) continue;
    if (depth >= most) return false;
    for (const child of Object.values(item)) if (typeof child === 'object' && child !== null) stack.push([child, depth + 1]);
  }
  return true;
}

/**
 * Two 32-bit FNV-1a lanes over the text's UTF-16 code units (the second mixed with the first), as 16 hex digits:
 * short, the same in every process, and
 * synchronous (the key is built on every call). The URLs it digests are the operator's, not a caller's, so no one
 * chooses a collision; Redis sees only the SHA-256 of the whole key.
 */
function digest(text: string): string {
  let a = 0x811c9dc5;
  let b = 0xcbf29ce4;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193) >>> 0;
    b = Math.imul(b ^ c ^ (a >>> 11), 0x01000193) >>> 0;
  }
  return a.toString(16).padStart(8, '0') + b.toString(16).padStart(8, '0');
}


function deepFreeze(value: unknown, depth: number): unknown {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value) || depth > 64) return value;
  for (const child of Object.values(value)) deepFreeze(child, depth + 1);
  return Object.freeze(value);
}
