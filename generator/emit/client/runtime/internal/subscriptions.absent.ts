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

/**
 * `client.subscribe` of a package generated without the WebSocket transport: each of the spec's subscriptions is there,
 * and throws when called, since subscriptions need the WebSocket. (A spec that declares none never asks for it.)
 */
export function subscribeFunctions(_client: unknown, subscriptions: Readonly<Record<string, SubscriptionFacts>>, _notices: unknown): object {
  const functions: Record<string, unknown> = {};
  for (const name of Object.keys(subscriptions)) {
    const refuse = () => {
      throw new TypeError(`subscribe.${name}: this package was generated without the WebSocket transport, which subscriptions need`);
    };
    Object.defineProperty(functions, name, { value: refuse, enumerable: true });
  }
  return Object.freeze(functions);
}
