// The subscriptions of a package whose spec declares none, or that was generated without the WebSocket transport,
// copied in as internal/subscriptions.ts: the client has no `subscribe`, and its bundle carries none of the code.
// The types are those of subscriptions.ts, for rpc-client.ts.
import type { ResultValidationError } from '../client-errors.js';
import type { SubscribeOptions, Subscription } from '../client-types.js';
import type { Transport } from './transport.js';

export interface SubscriptionFacts {
  readonly subscribe: string;
  readonly value?: string;
  readonly paramStructure: 'by-position' | 'by-name' | 'either';
  readonly params: readonly { readonly name: string; readonly required: boolean }[];
  readonly unsubscribe: string;
  readonly unsubscribeByName?: string;
  readonly notification: string;
  readonly subscriptionParam: string;
  readonly resultParam: string;
  readonly identity: readonly string[];
}

export interface SubscriptionClient {
  readonly transport: Transport;
  call(method: string, params: unknown, options: { signal?: AbortSignal } | undefined): Promise<unknown>;
  check(name: string, value: unknown): ResultValidationError | undefined;
  log(level: 'debug' | 'warn', message: string): void;
}

export type Stream = Subscription<unknown>;

export class Subscriber {
  constructor(_client: SubscriptionClient, _facts: unknown, _notices: unknown) {}

  open(name: string, _facts: SubscriptionFacts, _params: unknown, _options: SubscribeOptions | undefined): Stream {
    throw new TypeError(`subscribe.${name}: this package was generated without subscriptions`);
  }
}
