import { type Client } from '../client.js';
import type { ResponseBudget } from '../client-types.js';
import type { UpstreamEvent } from './server-engine-ops.js';
import type { HandlerContext } from './server-engine-options.js';
import type { Mask } from './transport.js';
/** One upstream node: its client, and (for a primary) its health. */
export declare class UpstreamNode {
    readonly name: string;
    private readonly options;
    readonly client: Client;
    /**
     * The client's short path for one forwarded call (rpc-client.ts `RpcClient.forward`): the transport and the
     * answer's checks without the general call's retry loop and params check, which the gateway does or decides
     * itself (its calls still count in the client's `credits`). Batches go through the client's `batch`.
     */
    private readonly forward;
    /** Masks the node's URL (and the key it may carry) in the error objects it sends. */
    readonly mask: Mask;
    /**
     * The node in metrics and `status()`: the family, its place in the list and the host (`evm#2 node-b:8545`; a
     * partner: `evm partner node-c:8545`), never the path, query or user info, where providers put their keys.
     */
    readonly label: string;
    /** The node's WebSocket URL (`ws:`/`wss:`), for the gateway's subscription socket; undefined for an HTTP node. */
    readonly wsUrl: string | undefined;
    up: boolean;
    since: number;
    /** Asked before a node taken out comes back in: whether it serves its family's chain (the router's `ChainWatch`). */
    admit: ((node: UpstreamNode) => Promise<boolean>) | undefined;
    private probe;
    private probing;
    private queue;
    private flushing;
    /** Set by `close`: a check still running then (the chain check's first round) takes nothing out and starts no probe. */
    private closed;
    constructor(name: string, url: string, options: Resolved, 
    /** `family#n`: the family and the node's place in its list (1 for the first); `family partner` for a partner. */
    place: string);
    /** One call; `timeout` (ms) replaces the client's `timeoutSeconds` for it. */
    call(method: string, params: unknown, signal: AbortSignal | undefined, timeout?: number): Promise<unknown>;
    /**
     * Like `call`, aborted when the server's call is (its caller gone, its time limit passed). A context that can say
     * so without an AbortSignal (the engine's `whenAborted`) is handed to the client's transport as the call's abort
     * listener: no AbortController, and no EventTarget listener, per call.
     */
    callFor(method: string, params: unknown, context: HandlerContext, timeout: number | undefined): Promise<unknown>;
    /** Like `call`, but queued for the next batch. A caller that gives up is not waited for: its answer is dropped. */
    batched(method: string, params: unknown): Promise<unknown>;
    private flush;
    /** Marks the node down and probes it until it answers. */
    down(reason: string): void;
    private check;
    private back;
    close(): Promise<void>;
}
export interface Resolved {
    /** Most calls per batch; 0: no batching. */
    batchCalls: number;
    primaryShare: number;
    validateResults: boolean;
    timeoutMs: number;
    maxResponseBytes: number | undefined;
    maxConnections: number | undefined;
    /** Shared by every node's client. */
    budget: ResponseBudget;
    healthMs: number;
    gasLimitMs: number;
    probe: {
        method: string;
        params?: unknown;
    };
    log: (message: string, details: Record<string, unknown>) => void;
    /** Calls of an idempotent method sent again to another node of the family after an upstream failure. */
    retries: number;
    /** Hedging of idempotent calls, when on: the bounds of the delay before the second node is asked, in ms. */
    hedge: {
        minMs: number;
        maxMs: number;
    } | undefined;
    /** Reports what happened to one node (the metrics' `upstreamEvent`; a no-op without it). */
    event: (upstream: string, event: UpstreamEvent) => void;
}
