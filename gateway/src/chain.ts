// Which chain each upstream node serves. A pool whose nodes serve different chains (a URL pasted from the wrong
// network, a provider endpoint repointed) would answer one caller from mainnet and the next from a testnet: every
// answer valid, none of them right. So the gateway asks each node its chain id (`eth_chainId` for a family of
// `eth_` methods, `starknet_chainId` for `starknet_`), or, for the Solana-style family, its cluster's genesis hash
// (`getGenesisHash`: server-gateway-chain-identity.ts), never on a call's path: once for every node when the router
// starts, again before a node taken out is let back in (after its health probe answers), and every
// `chainCheckSeconds` for the nodes in service. A node whose chain id differs from the family's is taken out (as
// after an outage: never selected, its probe running) with a log line (`upstream on the wrong chain`) and the
// `wrong_chain` event; it is let back in only once it answers the right id.
//
// The family's chain id is the configured one (`chainId`; `genesisHash` for the Solana-style family), else the one
// most nodes answered in the first round, a tie going to the node earliest in the list (the operator's first
// choice): a majority rather than the first answer, which would make the pool's chain a race between the nodes; and
// fixed from then on, so that nodes cannot vote the pool over to another chain one restart at a time. When no node
// could say in the first round (all out, or all answering errors), the whole pool votes again the same way when a
// node comes back or at the next periodic check, never one node's answer alone. Configure it
// to be sure: with two nodes on two chains, the majority is a tie. A node that cannot say (an error object, an
// answer that is not a hex id or a 32-byte base-58 hash) is let in: it cannot be judged, and refusing it would take
// out every node of a provider without the method. Until the first round has settled (at most 5 s, or
// `timeoutSeconds` if shorter) the calls of a family that is checked wait for it.
//
// A family's partner (failover) is checked the same way and at the same times, against the same id, but never
// votes: failover serves the family's chain or nothing, and a partner on another chain is taken out (the log line
// and `wrong_chain`) so that no call fails over to it until it answers the right id. A partner unreachable when
// asked is left as it was: its outages are the failover's business, not the check's. Its check holds back no
// ordinary call (the family's calls wait only for the primaries, as without a partner); a failover in the first
// moments waits for the partner's verdict when the family's id is already known (configured, or the primaries have
// answered), and goes ahead when it is not (a primary that hangs at start cannot be waited for: the failover must
// still answer within the call's limit, and a partner that cannot be judged is let in, as any node).
//
// The answer cache (server-gateway-cache.ts) keys its answers by the chain a family's nodes answered, and keeps an
// answer only from a node whose chain was verified (`chainOf`, `verifiedChain`). With a cache, a family of one node
// and nothing configured is asked too (its calls never wait for it): the chain it answers is the family's, followed
// when the node changes chain (restarted on another) rather than taken out, since there is nothing to compare it with.
// 
import { byCodeUnit } from './order.js';
import { chainIdentityOf, configuredGenesisHash, genesisHashName, type ChainIdentity } from './chain-identity.js';
import type { Resolved, UpstreamNode } from './node.js';
import type { Pool } from './pool.js';

export interface UpstreamChainOptions {
  /**
   * The chain id the nodes of a family must serve (`1`, `'0x1'`, `'0x534e5f4d41494e'`), one for every family or one
   * per family (`{ evm: 1 }`): a node answering another id to `eth_chainId` (`starknet_chainId` for starknet) is taken
   * out. Without it, the id most of the family's nodes answer when the gateway starts (a tie: the first node's).
   */
  chainId?: number | string | { readonly [family: string]: number | string };
  /**
   * The genesis hash the nodes of the Solana-style family (`slot-commitment`) must answer to `getGenesisHash`, the
   * hash (base-58) or a public cluster's name (`'mainnet-beta'`, `'devnet'`, `'testnet'`), one for every such family
   * or one per family (`{ 'slot-commitment': 'devnet' }`): a node on another cluster is taken out. Without it, the
   * hash most of the family's nodes answer when the gateway starts (a tie: the first node's).
   */
  genesisHash?: string | { readonly [family: string]: string };
  /** Seconds between the chain id checks of the nodes in service (default 60). */
  chainCheckSeconds?: number;
}

/** Longest wait of the first round, and of any one check (ms). */
const checkMs = 5000;

/** The id most of `ids` are (a tie: the earliest in the list); undefined when none says. */
function majority(ids: readonly (string | 'outage' | undefined)[]): string | undefined {
  const votes = new Map<string, number>();
  for (const id of ids) if (id !== undefined && id !== 'outage') votes.set(id, (votes.get(id) ?? 0) + 1);
  let best = 0;
  let chosen: string | undefined;
  // In list order, so that a tie goes to the earliest node.
  for (const id of ids) {
    if (id === undefined || id === 'outage') continue;
    const count = votes.get(id)!;
    if (count > best) {
      best = count;
      chosen = id;
    }
  }
  return chosen;
}

interface Family {
  name: string;
  /** What its nodes are asked, and how an answer reads. */
  identity: ChainIdentity;
  pool: Pool;
  /** The partner (failover) node, checked against `expected` without a vote. */
  partner: UpstreamNode | undefined;
  /** The partner's first check while it runs (then undefined). */
  partnerPending: Promise<void> | undefined;
  /** Whether the family's calls wait for the first round: a pool, or a configured id. */
  gated: boolean;
  expected: string | undefined;
  /** The vote running while the family's id is still unknown after the first round (see `vote`). */
  voting: Promise<readonly (string | 'outage' | undefined)[]> | undefined;
  /** One node, no partner, nothing configured, asked only for the cache: its id is the family's, whatever it becomes. */
  follows: boolean;
}

export interface ChainHooks {
  log: (message: string, details: Record<string, unknown>) => void;
  event: (upstream: string, event: 'wrong_chain') => void;
  timeoutMs: number;
}

/** The chain checks of one router's pools. */
export class ChainWatch {
  private readonly families: Family[] = [];
  private readonly byNode = new Map<UpstreamNode, Family>();
  private readonly partners = new Map<UpstreamNode, Family>();
  /** The nodes whose last answer was their family's chain, and that chain (`chainOf`'s form): one entry per node. */
  private readonly verified = new Map<UpstreamNode, string>();
  private readonly timer: ReturnType<typeof setInterval> | undefined;
  /** Resolves when the first round has settled; `settled` is then true. */
  readonly ready: Promise<void>;
  settled = false;
  /** Resolves when the first round of every family has settled, those whose calls do not wait for it too. */
  readonly firstRounds: Promise<void>;
  /** Calls that went through a gate (`gate`): those of the first round, and any made through a gate kept after it. */
  gateCalls = 0;
  private checking = false;

  constructor(
    /** The router's settings: the package's hooks among them. */
    private readonly resolved: Pick<Resolved, 'hooks' | 'answers'>,
    routes: Iterable<{ family: string; primary: Pool; partner?: UpstreamNode }>,
    /** The family's name prefix (`eth_`), from the spec's methods. */
    prefixOf: (family: string) => string | undefined,
    options: UpstreamChainOptions,
    private readonly hooks: ChainHooks,
    /** Ask every family's nodes, a family of one node too (the answer cache needs each family's chain). */
    everyFamily = false,
  ) {
    for (const option of ['chainId', 'genesisHash'] as const) {
      const value: unknown = options[option];
      if (value !== undefined && typeof value !== 'string' && (option === 'genesisHash' || typeof value !== 'number') && (typeof value !== 'object' || value === null)) {
        throw new TypeError(`createUpstream: ${option} must be a ${option === 'chainId' ? 'chain id' : 'genesis hash'} or an object of them by method family`);
      }
    }
    const seconds = options.chainCheckSeconds ?? 60;
    if (typeof seconds !== 'number' || !(seconds > 0) || !Number.isFinite(seconds)) throw new RangeError('createUpstream: chainCheckSeconds must be a positive number of seconds');
    /** The families served, and how each names its chain (undefined: not asked). */
    const served = new Map<string, ChainIdentity['option'] | undefined>();
    for (const route of routes) {
      const identity = chainIdentityOf(route.family, prefixOf(route.family));
      served.set(route.family, identity?.option);
      const byFamily = (value: unknown): value is Readonly<Record<string, unknown>> => typeof value === 'object' && value !== null && Object.prototype.hasOwnProperty.call(value, route.family);
      // A value given for this family by name, where its nodes name their chain the other way (or not at all): a
      // mistake to say, not to ignore (a Solana pool given `chainId` would otherwise go unchecked, silently).
      for (const option of ['chainId', 'genesisHash'] as const) {
        if (!byFamily(options[option]) || identity?.option === option) continue;
        throw new TypeError(`createUpstream: ${option} for ${route.family}: ${identity === undefined ? 'its nodes are not asked which chain they serve' : `its nodes name their chain by ${identity.option === 'chainId' ? 'chain id: give chainId' : 'genesis hash (getGenesisHash): give genesisHash'}`}`);
      }
      if (identity === undefined) continue;
      const value: unknown = options[identity.option];
      const given = typeof value === 'object' ? (byFamily(value) ? value[route.family] : undefined) : value;
      const expected = given === undefined ? undefined : identity.option === 'chainId' ? identity.of(given) : configuredGenesisHash(given);
      if (given !== undefined && expected === undefined) {
        throw new TypeError(identity.option === 'chainId' ? `createUpstream: chainId for ${route.family}: not a chain id (a whole number, or hex like 0x1)` : `createUpstream: genesisHash for ${route.family}: not a genesis hash (32 bytes in base-58, or mainnet-beta, devnet, testnet)`);
      }
      // One node and nothing configured: nothing to compare it with, so no check (and no wait for one).
      const alone = expected === undefined && route.primary.members.length + (route.partner === undefined ? 0 : 1) < 2;
      if (alone && !everyFamily) continue;
      const family: Family = { name: route.family, identity, pool: route.primary, partner: route.partner, partnerPending: undefined, gated: expected !== undefined || route.primary.members.length > 1, expected, voting: undefined, follows: alone };
      this.families.push(family);
      for (const member of route.primary.members) this.byNode.set(member.node, family);
      if (route.partner !== undefined) this.partners.set(route.partner, family);
    }
    // A value that reaches no family is a mistake to say, as one given to the wrong family by name: a family's name
    // misspelt (`chainId: { evn: 1 }`), or `chainId: 1` for a network of Solana-style pools only, left every pool to
    // the majority, silently, where the operator meant to pin it.
    for (const option of ['chainId', 'genesisHash'] as const) {
      const value: unknown = options[option];
      if (value === undefined) continue;
      const families = [...served.keys()].sort(byCodeUnit);
      if (typeof value === 'object' && value !== null) {
        for (const name of Object.keys(value).sort(byCodeUnit)) {
          if (!served.has(name)) throw new TypeError(`createUpstream: ${option} for ${name}: no upstream serves a method family of that name (the families served: ${families.join(', ') || 'none'})`);
        }
      } else if (![...served.values()].includes(option)) {
        const others = families.filter((f) => served.get(f) !== undefined).map((f) => `${f} by ${served.get(f) === 'chainId' ? 'chain id: give chainId' : 'genesis hash: give genesisHash'}`);
        throw new TypeError(`createUpstream: ${option} for every family: no family served names its chain by ${option === 'chainId' ? 'chain id' : 'genesis hash'} (${others.join('; ') || 'none is asked which chain it serves'})`);
      }
    }
    this.ready = this.families.some((f) => f.gated) ? this.firstRound() : Promise.resolve();
    // A family checked only for its partner or the cache (one primary, no id configured): its round, never waited
    // for by calls.
    const ungated = this.families.every((f) => f.gated) ? Promise.resolve() : this.firstRound(this.families.filter((f) => !f.gated));
    this.firstRounds = Promise.all([this.ready, ungated]).then(
      () => undefined,
      () => undefined,
    );
    void this.ready.then(() => (this.settled = true));
    if (this.families.length > 0) {
      this.timer = setInterval(() => void this.recheck(), Math.min(Math.round(seconds * 1000), 2_147_483_647));
      this.timer.unref?.();
    }
  }

  /** Whether `node` may come back in: it answers its family's chain id (or cannot say). The node's probe asks this. */
  async admit(node: UpstreamNode): Promise<boolean> {
    const partnerOf = this.partners.get(node);
    if (partnerOf !== undefined) {
      // The partner never sets the family's chain: unknown yet, it cannot be judged.
      const id = await this.ask(partnerOf, node, true);
      if (id === 'outage') return false;
      this.note(partnerOf, node, id);
      return id === undefined || partnerOf.expected === undefined || id === partnerOf.expected;
    }
    const family = this.byNode.get(node);
    if (family === undefined) return true;
    if (family.follows) {
      const id = await this.ask(family, node);
      if (id === 'outage') return false;
      this.follow(family, node, id);
      return true;
    }
    // The family's id still unknown (no node could say in the first round: all out, or all answering errors): the
    // whole pool votes, this node among them. Taking this node's answer as the id made the first node back the
    // pool's chain, and a node on another chain that came back first took out every node on the right one for good.
    const id = family.expected === undefined ? (await this.vote(family))[family.pool.members.findIndex((m) => m.node === node)] : await this.ask(family, node);
    if (id === 'outage') return false;
    this.note(family, node, id);
    return id === undefined || family.expected === undefined || id === family.expected;
  }

  /**
   * The chain `family`'s nodes serve (`chainId 0x1`, `genesisHash 5eyk…`), once known (configured, voted, or the one
   * node's answer); undefined before, or for a family not asked (no cache, or no method that names a chain).
   */
  chainOf(family: string): string | undefined {
    const found = this.families.find((f) => f.name === family);
    return found?.expected === undefined ? undefined : `${found.identity.option} ${found.expected}`;
  }

  /** The chain `node` answered when last asked, when it was its family's (`chainOf`'s form); undefined otherwise. */
  verifiedChain(node: UpstreamNode): string | undefined {
    // A node taken out since (an outage: maybe restarted on another chain) is verified again when let back in.
    return node.up ? this.verified.get(node) : undefined;
  }

  /**
   * `handler`, waiting for the first round while it runs (calls of the first few ms only); `handler` itself when
   * `family` (undefined: any) is not checked. Three fixed arguments, no rest array: it is on the path of the calls
   * that reach it. Marked to hand off to `handler` once the round has settled (engine/hand-off.ts), so that
   * a server built before then stops calling through it; `gateCalls` counts the calls that still do.
   */
  gate<F extends (...args: never[]) => Promise<unknown>>(handler: F, family?: string): F {
    if (family === undefined ? !this.families.some((f) => f.gated) : !this.families.some((f) => f.gated && f.name === family)) return handler;
    const call = handler as unknown as (a: unknown, b: unknown, c: unknown) => Promise<unknown>;
    const gated = (a: unknown, b: unknown, c: unknown) => {
      this.gateCalls++;
      return this.settled ? call(a, b, c) : this.ready.then(() => call(a, b, c));
    };
    return this.resolved.hooks.handingOff(gated as unknown as F, handler, this.ready);
  }

  /**
   * What a failover to `family`'s partner waits for: its first check, while that runs and the family's id is known;
   * undefined (go ahead) otherwise. Called only on the failover path.
   */
  partnerVerdict(family: string): Promise<void> | undefined {
    const found = this.families.find((f) => f.name === family);
    return found?.expected === undefined ? undefined : found.partnerPending;
  }

  close(): void {
    clearInterval(this.timer);
  }

  /** The first round of `families` (default: those whose calls wait for it); the partners' checks run beside it. */
  private async firstRound(families = this.families.filter((f) => f.gated)): Promise<void> {
    await Promise.all(
      families.map((family) => {
        // The partner is asked first, beside the primaries, but judged only once the family's id is known.
        const partner = family.partner;
        const partnerAsked = partner === undefined ? undefined : this.ask(family, partner, true);
        const voted = Promise.all(family.pool.members.map((m) => this.ask(family, m.node))).then((ids) => {
          family.expected ??= majority(ids);
          family.pool.members.forEach((m, i) => this.judge(family, m.node, ids[i]));
        });
        if (partner !== undefined && partnerAsked !== undefined) {
          family.partnerPending = partnerAsked
            // Without a configured id, the primaries' vote decides what the partner must answer.
            .then((id) => (family.expected === undefined ? voted.then(() => id) : id))
            .then((id) => this.judge(family, partner, id))
            .finally(() => (family.partnerPending = undefined));
        }
        return voted;
      }),
    );
  }

  /** Every node in service asked again, one round at a time. */
  private async recheck(): Promise<void> {
    if (this.checking) return;
    this.checking = true;
    try {
      for (const family of this.families) {
        // Still unknown: a vote of the pool, as the first round (not the first node to answer, see `admit`).
        if (family.follows) {
          const only = family.pool.members[0]!.node;
          if (only.up) this.follow(family, only, await this.ask(family, only));
        } else if (family.expected === undefined) await this.vote(family);
        else {
          for (const member of family.pool.members) {
            if (!member.node.up) continue;
            this.judge(family, member.node, await this.ask(family, member.node));
          }
        }
        if (family.partner?.up === true) this.judge(family, family.partner, await this.ask(family, family.partner, true));
      }
    } finally {
      this.checking = false;
    }
  }

  /**
   * Every primary of `family` asked at once (those out too: their answers count), the family's id set to the
   * majority of the answers if still unknown (a tie: the earliest node), each node in service judged by it. One vote
   * at a time per family: a probe's `admit` and a recheck share the one running. The answers, in the pool's order.
   */
  private vote(family: Family): Promise<readonly (string | 'outage' | undefined)[]> {
    family.voting ??= Promise.all(family.pool.members.map((m) => this.ask(family, m.node)))
      .then((ids) => {
        family.expected ??= majority(ids);
        family.pool.members.forEach((m, i) => this.judge(family, m.node, ids[i]));
        return ids;
      })
      .finally(() => (family.voting = undefined));
    return family.voting;
  }

  /** The one node of a family that `follows` answered `id`: the family's chain from now on, when it says one. */
  private follow(family: Family, node: UpstreamNode, id: string | 'outage' | undefined): void {
    if (id !== undefined && id !== 'outage') family.expected = id;
    this.note(family, node, id);
  }

  /** Records whether `node`'s answer `id` is its family's chain: only such a node's answers are cached. */
  private note(family: Family, node: UpstreamNode, id: string | 'outage' | undefined): void {
    if (id !== undefined && id !== 'outage' && id === family.expected) this.verified.set(node, `${family.identity.option} ${id}`);
    else this.verified.delete(node);
  }

  private judge(family: Family, node: UpstreamNode, id: string | 'outage' | undefined): void {
    this.note(family, node, id);
    if (id === undefined || id === 'outage' || family.expected === undefined || id === family.expected || !node.up) return;
    this.hooks.log('upstream on the wrong chain', { upstream: node.name, [family.identity.option]: id, expected: family.expected });
    this.hooks.event(node.label, 'wrong_chain');
    node.down(family.identity.option === 'chainId' ? `serves chain ${chainName(id)}, not ${chainName(family.expected)}` : `serves the cluster of genesis hash ${genesisHashName(id)}, not ${genesisHashName(family.expected)}`, true);
  }

  /**
   * The node's chain id; `outage` when it could not be reached (a primary is taken out, as after any outage; a
   * `partner` is not: see above); undefined when it cannot say.
   */
  private async ask(family: Family, node: UpstreamNode, partner = false): Promise<string | 'outage' | undefined> {
    try {
      return family.identity.of(await node.call(family.identity.method, [], undefined, Math.min(checkMs, this.hooks.timeoutMs)));
    } catch (error) {
      if (error instanceof this.resolved.hooks.JsonRpcError) return undefined;
      const outage = this.resolved.answers.unavailable(error);
      if (outage === undefined) return undefined;
      if (!partner) node.down(outage);
      return 'outage';
    }
  }
}

/** A chain id as people write it (decimal, as a config's `chainId`), from the hex a node answers. */
function chainName(id: string): string {
  return /^0x[0-9a-f]{1,64}$/i.test(id) ? BigInt(id).toString(10) : id;
}
