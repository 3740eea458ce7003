// What the gateway takes of a generated package: the package's `<package>/server` module, as `import * as server
// from '<package>/server'` gives it. The gateway is built once and serves any spec's package, so it reads the spec's
// facts (the method table, the validators, the client, the error classes) from that module at run time, never from a
// copy of its own: a call the gateway answers with the package's `JsonRpcError` is one the package's server engine
// recognises. Only public exports are read (test/gateway-arrows.test.ts); `packageHooks` is the documented one the
// server module carries for programs built on it (docs/server.md).
//
// The types below are this repository's own generated package's (generated/, named `rpcforge-generated` by the
// tsconfig's paths): the gateway is type-checked against it. They are erased at run time.
import type { JsonRpcError, MethodInfo, ValidationResult, ClientOptions, Client } from 'rpcforge-generated';
import type { RpcServer, ServerOptions, SubscriptionBook } from 'rpcforge-generated/server';

/** A string or a part of one hidden (the node's URL and the key it may carry). */
export interface Mask {
  (text: string): string;
  /** Masks `text`, then cuts it to `max` characters (marked `…`); `cut`: `text` is the start of a longer one. */
  clip(text: string, max: number, cut?: boolean): string;
}

/** A class of the package's client errors: what `instanceof` needs. */
type ErrorClass<E> = abstract new (...args: never[]) => E;

/** `packageHooks` of a generated server module: what the gateway reads beyond the documented entry points. */
export interface PackageHooks {
  /** Run-time facts about every method of the spec, by name. */
  readonly methodInfo: { readonly [name: string]: MethodInfo };
  readonly validators: ClientOptions['validators'];
  validateParams(method: string, params: unknown): ValidationResult<unknown>;
  validateResult(method: string, result: unknown): ValidationResult<unknown>;
  createClient(options: ClientOptions): Client;
  readonly JsonRpcError: new (code: number, message: string, data?: unknown) => JsonRpcError;
  /** A `JsonRpcError` the server does not charge for (its `notServed` flag). */
  readonly NotServedError: new (code: number, message: string, data?: unknown) => JsonRpcError;
  readonly serverErrors: { readonly [K in 'creditsExhausted' | 'creditStoreUnavailable']: { readonly code: number; readonly message: string } };
  /** The spec's `x-failover`: the plans whose keys may be sent to a partner upstream during an outage, per method. */
  readonly failover: { readonly [method: string]: readonly string[] | undefined };
  readonly clientErrors: {
    readonly ConnectionError: ErrorClass<Error & { readonly code?: string }>;
    readonly HttpStatusError: ErrorClass<Error & { readonly status: number }>;
    readonly ResponseBudgetError: ErrorClass<Error>;
    readonly ResultValidationError: ErrorClass<Error & { readonly errors: readonly { readonly path: string; readonly message: string; readonly keyword: string }[] }>;
    readonly SocketClosedError: ErrorClass<Error & { readonly code: number }>;
    readonly TimeoutError: ErrorClass<Error & { readonly timeout: number }>;
    readonly TransportError: ErrorClass<Error>;
  };
  /** The key under which the package's client carries its short path for one forwarded call. */
  readonly forwarding: symbol;
  masker(secrets: readonly string[]): Mask;
  maskJson(value: unknown, mask: Mask): unknown;
  readonly defaultResponseBudget: number;
  readonly defaultMaxResponseBytes: number;
  /** The platform's WebSocket class (`ws` on Node), or undefined where there is none. */
  webSocket(): Promise<unknown> | undefined;
  /** A stand-in handler that hands itself off to `to` once `settled` settles (the server swaps it then). */
  handingOff<F extends (...args: never[]) => unknown>(standIn: F, to: F, settled: Promise<unknown>): F;
  /** How many values the params hold at `paths`, counting past `max` no further. */
  countParams(params: unknown, paths: readonly (readonly (string | number)[])[], max: number): number;
  /** The connection cap of the package's transports, for the router in front of several networks (networks.ts). */
  readonly connections: {
    cap(server: import('node:http').Server, maxConnections: number): WeakSet<import('node:net').Socket>;
    endAndDrop(socket: import('node:stream').Duplex, response: string): void;
    rawJsonResponse(status: string, body: string, headers?: string): string;
    readonly defaultMax: number;
  };
  /** The subscriptions' bookkeeping the package's own `serveSubscriptions` keeps (ids, caps, a socket's end). */
  readonly SubscriptionBook: typeof SubscriptionBook;
  /** The spec's subscriptions (`x-subscription`), when it declares some: the kinds, their credits and checks. */
  readonly subscriptions?: {
    readonly info: { readonly [name: string]: SubscriptionFacts };
    validateNotification(name: string, value: unknown): ValidationResult<unknown>;
    validateSubscriptionParams(name: string, params: unknown): ValidationResult<unknown>;
  };
}

/** What the gateway reads of one of the spec's subscriptions (the generated `subscriptionInfo` entries). */
export interface SubscriptionFacts {
  readonly subscribe: string;
  readonly value?: string;
  readonly identity: readonly string[];
  readonly credits: number | null;
  readonly subscribeCredits: number | null;
}

/** A generated package's server module, as the gateway takes it. */
export interface GeneratedServer {
  readonly packageHooks: PackageHooks;
  createServer(handlers: never, options?: ServerOptions): RpcServer;
}

/** The package's hooks, checked to be there: a package generated without its client has none. */
export function hooksOf(server: GeneratedServer): PackageHooks {
  const hooks = (server as Partial<GeneratedServer> | null | undefined)?.packageHooks;
  if (typeof hooks !== 'object' || hooks === null || typeof hooks.createClient !== 'function') {
    throw new TypeError('createUpstream: the first argument must be a generated package\'s server module (import * as server from \'<package>/server\') of a package generated with its client');
  }
  return hooks;
}
