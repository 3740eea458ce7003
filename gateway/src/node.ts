// One upstream node of the gateway: its client (the package's own, which bounds what the node may send back), the
// batching of calls that arrive together, and its health: marked down after an outage and probed (one probe at a
// time, one per `healthCheckSeconds`) until it answers again. Only the upstream router and its pools use it.
// The client is the generated package's (its hooks' `createClient`).
import type { Client, ResponseBudget } from 'rpcforge-generated';
import type { HandlerContext } from 'rpcforge-generated/server';
import type { UpstreamEvent } from './upstream-metrics.js';
import type { Mask, PackageHooks } from './package-api.js';
import type { Answers } from './upstream-answers.js';

/** The client's short path for one forwarded call (the package's rpc-client.ts `ForwardCall`). */
type ForwardCall = (method: string, params: unknown, timeout: number | undefined, abort: AbortSignal | ((listener: (reason: unknown) => void) => () => void) | undefined) => Promise<unknown>;

/** One upstream node: its client, and (for a primary) its health. */
export class UpstreamNode {
  readonly client: Client;
  /**
   * The client's short path for one forwarded call (rpc-client.ts `RpcClient.forward`): the transport and the
   * answer's checks without the general call's retry loop and params check, which the gateway does or decides
   * itself (its calls still count in the client's `credits`). Batches go through the client's `batch`.
   */
  private readonly forward: ForwardCall;
  /** Masks the node's URL (and the key it may carry) in the error objects it sends. */
  readonly mask: Mask;
  /**
   * The node in metrics and `status()`: the family, its place in the list and the host (`evm#2 node-b:8545`; a
   * partner: `evm partner node-c:8545`), never the path, query or user info, where providers put their keys.
   */
  readonly label: string;
  /** The node's WebSocket URL (`ws:`/`wss:`), for the gateway's subscription socket; undefined for an HTTP node. */
  readonly wsUrl: string | undefined;
  up = true;
  since = 0;
  /**
   * Why the node is out, where callers may be told (it serves another chain): never a transport error, which may name
   * the node's address. Undefined while it is up.
   */
  toldReason: string | undefined;
  /** Asked before a node taken out comes back in: whether it serves its family's chain (the router's `ChainWatch`). */
  admit: ((node: UpstreamNode) => Promise<boolean>) | undefined;
  private probe: ReturnType<typeof setInterval> | undefined;
  private probing = false;
  private queue: Queued[] = [];
  private flushing = false;
  /** Set by `close`: a check still running then (the chain check's first round) takes nothing out and starts no probe. */
  private closed = false;

  constructor(
    readonly name: string,
    url: string,
    /** The router's settings, the package's hooks among them (the feeds read them through the node). */
    readonly options: Resolved,
    /** `family#n`: the family and the node's place in its list (1 for the first); `family partner` for a partner. */
    place: string,
  ) {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      throw new TypeError(`upstream ${name}: not an absolute URL`);
    }
    const transport = parsed.protocol === 'ws:' || parsed.protocol === 'wss:' ? 'ws' : parsed.protocol === 'http:' || parsed.protocol === 'https:' ? 'http' : undefined;
    if (transport === undefined) throw new TypeError(`upstream ${name}: the URL must start with http:, https:, ws: or wss:`);
    this.label = `${place} ${parsed.host}`;
    this.wsUrl = transport === 'ws' ? url : undefined;
    this.mask = options.answers.urlMasker(url);
    this.client = options.hooks.createClient({
      url,
      transport,
      // Failover and the caller decide what happens after a failure; a retry here would only delay them.
      retry: false,
      reconnect: true,
      timeout: options.timeoutMs,
      maxResponseBytes: options.maxResponseBytes,
      maxConnections: options.maxConnections,
      responseBudget: options.budget,
      validate: { params: false, result: options.validateResults },
      validators: options.hooks.validators,
    });
    this.forward = (this.client as unknown as Record<symbol, ForwardCall>)[options.hooks.forwarding]!;
  }

  /** One call; `timeout` (ms) replaces the client's `timeoutSeconds` for it. */
  call(method: string, params: unknown, signal: AbortSignal | undefined, timeout?: number): Promise<unknown> {
    return this.forward(method, params, timeout, signal);
  }

  /**
   * Like `call`, aborted when the server's call is (its caller gone, its time limit passed). A context that can say
   * so without an AbortSignal (the engine's `whenAborted`) is handed to the client's transport as the call's abort
   * listener: no AbortController, and no EventTarget listener, per call.
   */
  callFor(method: string, params: unknown, context: HandlerContext, timeout: number | undefined): Promise<unknown> {
    const whenAborted = (context as Partial<AbortLink>).whenAborted;
    if (typeof whenAborted !== 'function') return this.forward(method, params, timeout, context.signal);
    return this.forward(method, params, timeout, (listener) => whenAborted.call(context, listener));
  }

  /** Like `call`, but queued for the next batch. A caller that gives up is not waited for: its answer is dropped. */
  batched(method: string, params: unknown): Promise<unknown> {
    return new Promise((resolve, reject) => {
      this.queue.push({ method, params, resolve, reject });
      if (this.queue.length >= this.options.batchCalls) this.flush();
      else if (!this.flushing) {
        this.flushing = true;
        setImmediate(() => this.flush());
      }
    });
  }

  private flush(): void {
    const calls = this.queue.splice(0, this.options.batchCalls);
    // Calls past a full batch go in the next turn's.
    this.flushing = this.queue.length > 0;
    if (this.flushing) setImmediate(() => this.flush());
    if (calls.length === 0) return;
    if (calls.length === 1) {
      const [only] = calls as [Queued];
      this.call(only.method, only.params, undefined).then(only.resolve, only.reject);
      return;
    }
    // The builder may return any { method, params }: the queued calls are such objects already (the client reads
    // only those two members), so they go as they are, not copied.
    const batch = this.client.batch as unknown as (build: () => readonly { method: string; params: unknown }[]) => Promise<({ ok: true; result: unknown } | { ok: false; error: unknown })[]>;
    batch(() => calls).then(
      (outcomes) => {
        calls.forEach((queued, i) => {
          const outcome = outcomes[i];
          if (outcome?.ok === true) queued.resolve(outcome.result);
          else queued.reject(outcome?.error);
        });
      },
      (error: unknown) => {
        for (const queued of calls) queued.reject(error);
      },
    );
  }

  /** Marks the node down and probes it until it answers; `told`: the reason is one callers may read. */
  down(reason: string, told = false): void {
    // Closed: the outage is the close's own (its calls reset), and a probe started now would run for good.
    if (!this.up || this.closed) return;
    this.up = false;
    this.toldReason = told ? reason : undefined;
    this.since = Date.now();
    this.options.log('upstream down', { upstream: this.name, reason });
    this.options.event(this.label, 'down');
    this.probe = setInterval(() => void this.check(), this.options.healthMs);
    this.probe.unref?.();
  }

  private async check(): Promise<void> {
    if (this.probing || this.up) return;
    this.probing = true;
    try {
      const { method, params } = this.options.probe;
      let answered: boolean;
      try {
        await this.call(method, params, undefined);
        answered = true;
      } catch (error) {
        // Any JSON-RPC answer, an error included, means the node is serving again.
        answered = error instanceof this.options.hooks.JsonRpcError;
      }
      // Serving, but maybe another chain (server-gateway-chain.ts): let in only a node on the family's.
      if (answered && (this.admit === undefined || (await this.admit(this)))) this.back();
    } catch {
      // A check that failed leaves the node out until the next probe.
    } finally {
      this.probing = false;
    }
  }

  private back(): void {
    if (this.up || this.closed) return;
    this.up = true;
    this.toldReason = undefined;
    this.since = Date.now();
    clearInterval(this.probe);
    this.probe = undefined;
    this.options.log('upstream back up', { upstream: this.name });
    this.options.event(this.label, 'up');
  }

  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.probe);
    this.probe = undefined;
    await this.client.close();
  }
}

/** A server call's abort, without an AbortSignal (engine/call.ts's `CallContext.whenAborted`). */
interface AbortLink {
  whenAborted(listener: (reason: unknown) => void): () => void;
}

/** A call waiting for its batch. */
interface Queued {
  method: string;
  params: unknown;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

export interface Resolved {
  /** The generated package's hooks, and the error reading built from them. */
  hooks: PackageHooks;
  answers: Answers;
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
  probe: { method: string; params?: unknown };
  log: (message: string, details: Record<string, unknown>) => void;
  /** Calls of an idempotent method sent again to another node of the family after an upstream failure. */
  retries: number;
  /** Hedging of idempotent calls, when on: the bounds of the delay before the second node is asked, in ms. */
  hedge: { minMs: number; maxMs: number } | undefined;
  /** Reports what happened to one node (the metrics' `upstreamEvent`; a no-op without it). */
  event: (upstream: string, event: UpstreamEvent) => void;
}

/** What callers are told when a family's one primary node is out: with why, where that may be said. */
export function primaryOut(node: UpstreamNode): string {
  return node.toldReason === undefined ? 'the primary upstream is down' : `the primary upstream is down: it ${node.toldReason}`;
}
