// The subscriptions of a package whose spec declares none, or that was generated without the WebSocket transport,
// copied in as internal/subscriptions.ts: the client has no `subscribe`, and its bundle carries none of the code.
// The types are those of subscriptions.ts, for rpc-client.ts.

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

/** `client.subscribe`: the client has none (createRpcClient asks for it only where the spec declares some). */
export function subscribeFunctions(_client: unknown, _subscriptions: unknown, _notices: unknown): object {
  throw new TypeError('subscribe: this package was generated without subscriptions');
}
