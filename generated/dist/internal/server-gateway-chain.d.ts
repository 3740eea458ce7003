import type { UpstreamNode } from './server-gateway-node.js';
import type { Pool } from './server-gateway-pool.js';
export interface UpstreamChainOptions {
    /**
     * The chain id the nodes of a family must serve (`1`, `'0x1'`, `'0x534e5f4d41494e'`), one for every family or one
     * per family (`{ evm: 1 }`): a node answering another id to `eth_chainId` (`starknet_chainId` for starknet) is taken
     * out. Without it, the id most of the family's nodes answer when the gateway starts (a tie: the first node's).
     */
    chainId?: number | string | {
        readonly [family: string]: number | string;
    };
    /**
     * The genesis hash the nodes of the Solana-style family (`slot-commitment`) must answer to `getGenesisHash`, the
     * hash (base-58) or a public cluster's name (`'mainnet-beta'`, `'devnet'`, `'testnet'`), one for every such family
     * or one per family (`{ 'slot-commitment': 'devnet' }`): a node on another cluster is taken out. Without it, the
     * hash most of the family's nodes answer when the gateway starts (a tie: the first node's).
     */
    genesisHash?: string | {
        readonly [family: string]: string;
    };
    /** Seconds between the chain id checks of the nodes in service (default 60). */
    chainCheckSeconds?: number;
}
export interface ChainHooks {
    log: (message: string, details: Record<string, unknown>) => void;
    event: (upstream: string, event: 'wrong_chain') => void;
    timeoutMs: number;
}
/** The chain checks of one router's pools. */
export declare class ChainWatch {
    private readonly hooks;
    private readonly families;
    private readonly byNode;
    private readonly partners;
    /** The nodes whose last answer was their family's chain, and that chain (`chainOf`'s form): one entry per node. */
    private readonly verified;
    private readonly timer;
    /** Resolves when the first round has settled; `settled` is then true. */
    readonly ready: Promise<void>;
    settled: boolean;
    /** Resolves when the first round of every family has settled, those whose calls do not wait for it too. */
    readonly firstRounds: Promise<void>;
    /** Calls that went through a gate (`gate`): those of the first round, and any made through a gate kept after it. */
    gateCalls: number;
    private checking;
    constructor(routes: Iterable<{
        family: string;
        primary: Pool;
        partner?: UpstreamNode;
    }>, 
    /** The family's name prefix (`eth_`), from the spec's methods. */
    prefixOf: (family: string) => string | undefined, options: UpstreamChainOptions, hooks: ChainHooks, 
    /** Ask every family's nodes, a family of one node too (the answer cache needs each family's chain). */
    everyFamily?: boolean);
    /** Whether `node` may come back in: it answers its family's chain id (or cannot say). The node's probe asks this. */
    admit(node: UpstreamNode): Promise<boolean>;
    /**
     * The chain `family`'s nodes serve (`chainId 0x1`, `genesisHash 5eyk…`), once known (configured, voted, or the one
     * node's answer); undefined before, or for a family not asked (no cache, or no method that names a chain).
     */
    chainOf(family: string): string | undefined;
    /** The chain `node` answered when last asked, when it was its family's (`chainOf`'s form); undefined otherwise. */
    verifiedChain(node: UpstreamNode): string | undefined;
    /**
     * `handler`, waiting for the first round while it runs (calls of the first few ms only); `handler` itself when
     * `family` (undefined: any) is not checked. Three fixed arguments, no rest array: it is on the path of the calls
     * that reach it. Marked to hand off to `handler` once the round has settled (server-engine-hand-off.ts), so that
     * a server built before then stops calling through it; `gateCalls` counts the calls that still do.
     */
    gate<F extends (...args: never[]) => Promise<unknown>>(handler: F, family?: string): F;
    /**
     * What a failover to `family`'s partner waits for: its first check, while that runs and the family's id is known;
     * undefined (go ahead) otherwise. Called only on the failover path.
     */
    partnerVerdict(family: string): Promise<void> | undefined;
    close(): void;
    /** The first round of `families` (default: those whose calls wait for it); the partners' checks run beside it. */
    private firstRound;
    /** Every node in service asked again, one round at a time. */
    private recheck;
    /**
     * Every primary of `family` asked at once (those out too: their answers count), the family's id set to the
     * majority of the answers if still unknown (a tie: the earliest node), each node in service judged by it. One vote
     * at a time per family: a probe's `admit` and a recheck share the one running. The answers, in the pool's order.
     */
    private vote;
    /** The one node of a family that `follows` answered `id`: the family's chain from now on, when it says one. */
    private follow;
    /** Records whether `node`'s answer `id` is its family's chain: only such a node's answers are cached. */
    private note;
    private judge;
    /**
     * The node's chain id; `outage` when it could not be reached (a primary is taken out, as after any outage; a
     * `partner` is not: see above); undefined when it cannot say.
     */
    private ask;
}
